//! The web front-end, one folder a page, plus what both share. Plain Rust where it can be (tested
//! and fuzzed natively); the Leptos components need the `web` feature. No rating arithmetic
//! lives here: the core computes.
//!
//! * [`calc`]: the calculator (`index.html`): the form as typed, its URL codec and parsing, the
//!   results as HTML and the charts, and its Leptos shell.
//! * [`turnier`]: the page "Turnierauswertung" (`turnier.html`): loading files, the player table,
//!   the player list glue, what is kept in the browser, the evaluation views, the requests to the
//!   second module (`wertung-reader`) and its Leptos shell.
//! * [`common`]: what both pages use.
//! * `api` (feature `api`): the JavaScript API, its own wasm module.
//! * `panic` (every wasm module): a panic reported and answered, never a dead page.
//! * `probe` (every wasm module): the count of the core's runs the browser tests ask for.

pub mod calc;
pub mod common;
pub mod turnier;

#[cfg(feature = "api")]
pub mod api;
#[cfg(feature = "panic")]
pub mod panic;
#[cfg(feature = "panic")]
pub mod probe;

/// Mounts the calculator on the page's body (replacing the static form shown before).
#[cfg(feature = "calc")]
pub fn start() {
    calc::app::start();
}
