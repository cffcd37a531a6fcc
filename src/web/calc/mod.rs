//! The calculator (`index.html`), plain Rust but for the Leptos shell (tested and fuzzed
//! natively). No rating arithmetic here: the core computes.
//!
//! The form:
//! * [`form`]: what the user types, kept as text: the form's types, every field read and
//!   written through [`form::FieldRef`], rows added, removed and moved.
//! * [`params`]: the Stellgrößen on the page, defined once (URL key, field id, label); their
//!   defaults and limits are the core's.
//! * [`url`]: the form in the URL (shared links, the address bar, localStorage).
//! * [`parse`]: the form parsed into the core's inputs, with a typed error for every bad field
//!   (every value read by [`crate::web::common::read`]).
//!
//! The results:
//! * [`compute`]: the parsed form through the core (single estimates, "Meine Turniere", the
//!   what-if).
//! * [`results`]: which panel shows what, the one line of the summary, the what-if table.
//! * [`estimate_view`]: a single estimate's panel (headline, figures, rows not counted).
//! * [`elo_view`]: the FIDE Elo beside the DWZ (single estimates, "Meine Turniere" by
//!   rating period, the summary's part).
//! * [`chain_view`]: "Meine Turniere" as a card like the DSB's player card.
//! * [`chart`]: the charts (bars, expected-score curve, DWZ across the tournaments) in one
//!   plot box.
//!
//! * `app` (feature `web`): the Leptos shell, which puts these on the page.

pub mod chain_view;
pub mod chart;
pub mod compute;
#[cfg(elo)]
pub mod elo_view;
pub mod estimate_view;
pub mod form;
pub mod params;
pub mod parse;
pub mod results;
pub mod url;

#[cfg(feature = "web")]
pub mod app;
