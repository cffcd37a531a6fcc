//! The page "Turnierauswertung" (`turnier.html`), plain Rust where it can be (tested and fuzzed
//! natively), the Leptos shell in `page` (feature `turnier`):
//!
//! * [`load`]: reading a loaded file (SWT, TRF, tournament JSON, cross table);
//! * [`table`]: the player table's fields ([`table::Edit`]) and how they apply to the tournament;
//! * [`list`]: the DSB player list's findings for the players and how they fill the table;
//! * [`store`]: what the page keeps in local storage;
//! * [`evaluation`]: the DWZ view as data (the table of Anhang 3.1.11 defined a column at a
//!   time, the notes around it);
//! * [`sheets`]: the scoresheets and the Gesamtiteration as data;
//! * [`reader`]: the page's second module (`wertung-reader`): the one request and answer between
//!   the two, and the views only it ships (INGO, FIDE, Turnierleistung, the exports).
//!
//! Every word comes from the page's message table [`crate::i18n::TournamentWords`]; the core computes.

pub mod evaluation;
pub mod fide_check;
pub mod list;
pub mod load;
pub mod reader;
pub mod result_views;
pub mod run;
pub mod sheets;
pub mod store;
pub mod table;
#[cfg(test)]
pub(crate) mod testdata;

#[cfg(feature = "turnier")]
pub mod page;

use crate::i18n::TournamentWords;

/// The page's views of a loaded tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// The DWZ evaluation.
    Dwz,
    /// The INGO table.
    Ingo,
    /// Waldstein's Turnierleistung.
    Leistung,
    /// The FIDE Elo.
    Fide,
}

impl View {
    /// Every view, in the order of the tabs.
    pub const ALL: [View; 4] = [View::Dwz, View::Ingo, View::Leistung, View::Fide];

    /// The view of the address's hash (`#ingo`); the DWZ for any other.
    pub fn from_hash(hash: &str) -> View {
        match hash.trim_start_matches('#') {
            "ingo" => View::Ingo,
            "leistung" => View::Leistung,
            "fide" => View::Fide,
            _ => View::Dwz,
        }
    }

    /// The view's hash in the address.
    pub fn hash(self) -> &'static str {
        match self {
            View::Dwz => "#dwz",
            View::Ingo => "#ingo",
            View::Leistung => "#leistung",
            View::Fide => "#fide",
        }
    }

    /// The id of its tab.
    pub fn tab_id(self) -> &'static str {
        match self {
            View::Dwz => "view-dwz",
            View::Ingo => "view-ingo",
            View::Leistung => "view-leistung",
            View::Fide => "view-fide",
        }
    }

    /// The words of its tab.
    pub fn label(self) -> TournamentWords {
        match self {
            View::Dwz => TournamentWords::ViewDwz,
            View::Ingo => TournamentWords::ViewIngo,
            View::Leistung => TournamentWords::ViewLeistung,
            View::Fide => TournamentWords::ViewFide,
        }
    }
}
