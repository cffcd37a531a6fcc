//! The web front-end. `form` and `i18n` parse and word what the user types (plain Rust, tested
//! natively); the results panel as escaped HTML (`chart`); the Leptos components (`app`) and the JavaScript API (`api`) need the
//! `web` feature. No rating arithmetic lives here: the core computes.

pub mod chart;
pub mod form;
pub mod i18n;

#[cfg(feature = "web")]
pub mod api;
#[cfg(feature = "web")]
mod app;

/// Mounts the calculator on the page's body, unless the page only wants the JavaScript API
/// (`<body data-wertung="api">`).
#[cfg(feature = "web")]
pub fn start() {
    console_error_panic_hook::set_once();
    let api_only = leptos::prelude::document()
        .body()
        .and_then(|b| b.get_attribute("data-wertung"))
        .is_some_and(|v| v == "api");
    if !api_only {
        leptos::mount::mount_to_body(app::App);
    }
}
