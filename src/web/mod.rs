//! The web front-end. `form` and `i18n` parse and word what the user types (plain Rust, tested
//! natively); the results panel as escaped HTML (`chart`); the tournament page's reading and
//! views (`report`, plain Rust too); the Leptos components (`app`) and the JavaScript API (`api`, its own wasm
//! module) need the `web` / `api` features. No rating arithmetic lives here: the core computes.

pub mod chart;
pub mod form;
pub mod report;

#[cfg(feature = "api")]
pub mod api;
#[cfg(feature = "web")]
mod app;
#[cfg(feature = "turnier")]
pub mod turnier;

/// Mounts the calculator on the page's body.
#[cfg(feature = "web")]
pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(app::App);
}
