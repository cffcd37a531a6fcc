//! The calculator (`index.html`): what the user types ([`form`]), the parsed form through the
//! core ([`outcome`]) and the results as escaped HTML ([`chart`]); the Leptos shell (`app`,
//! feature `web`).

pub mod chart;
pub mod form;
pub mod outcome;

#[cfg(feature = "web")]
pub mod app;
