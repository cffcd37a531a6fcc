//! The web front-end. Plain Rust, tested and fuzzed natively: `form` (what is typed in the
//! calculator, its URL form and its parsing), `outcome` (the parsed form through the core) and
//! `chart` (the results as escaped HTML), `report` (the tournament page's reading and views), `extras` (what the tournament page asks
//! of its second module).
//! The Leptos components need the `web` feature: `shared` (what both pages share), `app` (the
//! calculator), `turnier` (the tournament page); `api` (feature `api`) is the JavaScript API,
//! its own wasm module. No rating arithmetic lives here: the core computes.

pub mod chart;
pub mod extras;
pub mod form;
pub mod outcome;
pub mod report;

#[cfg(feature = "api")]
pub mod api;
#[cfg(feature = "web")]
mod app;
#[cfg(feature = "web")]
pub mod shared;
#[cfg(feature = "turnier")]
pub mod turnier;

/// Mounts the calculator on the page's body (replacing the static form shown before).
#[cfg(feature = "web")]
pub fn start() {
    app::start();
}
