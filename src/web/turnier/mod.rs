//! The page "Turnierauswertung" (`turnier.html`): reading what is loaded and typed and the views
//! as escaped HTML ([`report`]), what the page asks of its second module ([`extras`]), and the
//! Leptos shell (`page`, feature `turnier`).

pub mod extras;
pub mod report;

#[cfg(feature = "turnier")]
pub mod page;
