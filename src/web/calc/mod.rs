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
//! * [`import`]: a player's page of chess-results.com into the form (in the part `later`).
//!
//! The results:
//! * [`compute`]: the parsed form through the core (single estimates, "Meine Turniere", the
//!   what-if).
//! * [`results`]: which panel shows what, the one line of the summary, the what-if table.
//! * [`shown`]: the results panel as data (blocks of [`shown::Text`]s: message keys, numbers,
//!   dates, the core's reasons; the page's components word them where they render them).
//! * [`estimate_view`]: a single estimate's panel (headline, figures, rows not counted).
//! * [`elo_view`]: the FIDE Elo beside the DWZ (single estimates, "Meine Turniere" by
//!   rating period, the summary's part).
//! * [`chain_view`]: "Meine Turniere" as a card like the DSB's player card.
//! * [`chart`]: the charts (bars, expected-score curve, DWZ across the tournaments) in one
//!   plot box.
//!
//! * `app` (feature `calc`): the Leptos shell, which puts these on the page.
//!
//! Where each part is loaded: the calculator is one wasm module built once
//! (`scripts/build.mjs`). Opening the page loads its main part: the form, the URL,
//! the parse of every field and the form's components, with the hint what to type while the
//! form has nothing to show ([`results::start_panels`]). Split points (`app/state.rs`,
//! `wasm_split`, the mechanism of Leptos' `#[lazy]`) hold the rest, each fetched the first time
//! a form needs it: `panel` with the first result a form has, every form through the core
//! ([`results::outcome`]: the single estimates, Voraus-, Nachberechnung, Erst-DWZ, "Meine
//! Turniere", the what-if and the FIDE Elo) into the panels as data ([`results::shown`]), and
//! the components that render the results panel's blocks and word them ([`shown`],
//! `app/panel.rs`); `later` with
//! the components of "Meine Turniere", the what-if and the Elo; `words` with the
//! first message a field shows (the words of the input errors, `crate::i18n`); `names` with the
//! player list. The service worker fetches the parts after its install, for offline use.

pub mod chain_view;
pub mod chart;
pub mod compute;
pub mod elo_view;
pub mod estimate_view;
pub mod form;
pub mod import;
pub mod list_words;
pub mod params;
pub mod parse;
pub mod results;
pub mod shown;
pub mod stand_in;
pub mod url;

#[cfg(feature = "calc")]
pub mod app;
