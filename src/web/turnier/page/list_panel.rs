//! The player list's part of the page's state.

use crate::i18n::TournamentWords;
use crate::web::common::list_store::{self, FideMeta, ListMeta};
use crate::web::turnier::list::Found;
use leptos::prelude::*;
use leptos::web_sys;

/// A list read that fits few of the tournament's players: a question to the
/// user, never used until he confirms it; the list in use stays meanwhile.
#[derive(Debug, Clone)]
pub(super) struct Pending {
    pub(super) meta: ListMeta,
    pub(super) file: web_sys::File,
    /// How many players it found, of how many.
    pub(super) found: usize,
    pub(super) n: usize,
}

/// A DSB list chosen that is older than the one in use: a question to the user ("Ersetzen",
/// "Behalten"); the list in use stays meanwhile, in the second module too.
#[derive(Debug, Clone)]
pub(super) struct Older {
    pub(super) file: web_sys::File,
    /// Its date ("Stand") and the list in use's.
    pub(super) new: crate::dwz::Date,
    pub(super) kept: crate::dwz::Date,
}

/// The player list's state on the page.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum ListState {
    None,
    Working,
    Ready(ListMeta),
    /// Read, but not kept by the browser (no Cache API): lasts until the page is closed.
    Unkept(ListMeta),
    Failed {
        de: String,
        en: String,
    },
    /// The module could not be loaded, or it stopped ([`super::bridge::failure`]).
    NoModule(TournamentWords),
}

/// The list's part of the page's state.
#[derive(Clone, Copy)]
pub(super) struct ListPanel {
    pub(super) state: RwSignal<ListState>,
    /// How long the last matching took (from choosing the list where one was chosen).
    pub(super) ms: RwSignal<Option<f64>>,
    /// How the players were found (empty: no findings), and where the list fits (almost) none
    /// of them how many of how many it found (it was not applied).
    pub(super) summary: RwSignal<Vec<Found>>,
    pub(super) warning: RwSignal<Option<(usize, usize)>>,
    /// A list chosen that fits few of the players, waiting for the user's answer.
    pub(super) pending: RwSignal<Option<Pending>, LocalStorage>,
    /// Why the file chosen last is no list (in both languages), where a list stays in use.
    pub(super) refused: RwSignal<Option<(String, String)>>,
    /// An older list chosen than the one in use, waiting for the user's answer.
    pub(super) older: RwSignal<Option<Older>, LocalStorage>,
    /// The file of that question answered "Behalten" (its name): nothing changed, said so.
    pub(super) older_kept: RwSignal<Option<String>>,
    /// Only the rows needing a decision are shown.
    pub(super) only_need: RwSignal<bool>,
    /// Only the players not in the list (non-members) are shown.
    pub(super) only_unlisted: RwSignal<bool>,
    /// The player whose decision was walked to last.
    pub(super) walked: StoredValue<Option<usize>>,
    /// FIDE's list the module keeps (none: none loaded), and its notes in both languages.
    pub(super) fide: RwSignal<Option<FideMeta>>,
    pub(super) fide_notes: RwSignal<Vec<(String, String)>>,
    /// The players' fields were made anew from the file and the DSB list's findings: FIDE's
    /// list, which applies after them (WO 4.1.2 / 4.1.3), follows.
    pub(super) applied: Trigger,
}

impl ListPanel {
    /// The kept list removed from the browser and from the page, with its words (the second
    /// module forgets it too: [`super::bridge::forget_list`]).
    pub(super) async fn forget(self) {
        list_store::DSB_LIST.remove().await;
        self.state.set(ListState::None);
        self.warning.set(None);
        self.pending.set(None);
        self.refused.set(None);
        self.older.set(None);
        self.older_kept.set(None);
    }

    /// The list remembered from an earlier visit, if any.
    pub(super) fn new() -> ListPanel {
        let meta = list_store::DSB_LIST.meta();
        ListPanel {
            state: RwSignal::new(meta.map_or(ListState::None, ListState::Ready)),
            ms: RwSignal::new(None),
            summary: RwSignal::new(Vec::new()),
            warning: RwSignal::new(None),
            pending: RwSignal::new_local(None),
            refused: RwSignal::new(None),
            older: RwSignal::new_local(None),
            older_kept: RwSignal::new(None),
            only_need: RwSignal::new(false),
            only_unlisted: RwSignal::new(false),
            walked: StoredValue::new(None),
            fide: RwSignal::new(None),
            fide_notes: RwSignal::new(Vec::new()),
            applied: Trigger::new(),
        }
    }

    /// No findings shown (a new tournament).
    pub(super) fn reset(self) {
        self.summary.set(Vec::new());
        self.warning.set(None);
        self.pending.set(None);
        self.ms.set(None);
    }

    /// Whether there is a list to match with.
    pub(super) fn usable(self) -> bool {
        matches!(
            self.state.get_untracked(),
            ListState::Ready(_) | ListState::Unkept(_)
        )
    }
}
