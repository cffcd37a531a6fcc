//! The Berechnungslauf's state on the page ([`RunState`], a part of [`super::state::Page`]) and
//! what is kept of it over a reload ([`Kept`], [`RUN_KEY`]); the run itself in [`super::run`].

use crate::web::common::browser::{forget, load, save};
use crate::web::turnier::run::{Change, Decided, Figure, Question, RunFile, RunShown};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// The run's files and the tournament shown (local storage).
pub(super) const RUN_KEY: &str = "wertung-turnier-run";

/// The report's head of each tournament of a run, with its tournament UUID, and its figures
/// (local storage): kept over the run's end, so that a corrected file of the same tournament
/// takes them again.
pub(super) const HEADS_KEY: &str = "wertung-turnier-run-heads";

/// How many tournaments' heads are kept (the oldest go first).
const HEADS_KEPT: usize = 200;

/// What is kept of a tournament of a run (by its identity,
/// [`crate::web::turnier::run::tournament_key`]): the report's head as last shown or typed
/// (with its UUID), and each player's figures of the last run, in its arithmetic.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub(super) struct RunHead {
    pub(super) key: String,
    #[serde(default)]
    pub(super) head: Vec<String>,
    #[serde(default)]
    pub(super) figures: Vec<Figure>,
    #[serde(default)]
    pub(super) exact: bool,
}

/// The head kept of the tournament `key`, made where there is none.
pub(super) fn head_entry<'a>(heads: &'a mut Vec<RunHead>, key: &str) -> &'a mut RunHead {
    let at = match heads.iter().position(|h| h.key == key) {
        Some(at) => at,
        None => {
            heads.push(RunHead {
                key: key.to_string(),
                ..RunHead::default()
            });
            heads.len() - 1
        }
    };
    &mut heads[at]
}

/// What is kept of the run: the files as read and the tournament shown (its place in the run).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub(super) struct Kept {
    pub(super) files: Vec<RunFile>,
    pub(super) shown: usize,
    #[serde(default)]
    pub(super) decided: Vec<Decided>,
}

/// The run's state on the page.
#[derive(Clone, Copy)]
pub(super) struct RunState {
    /// The files as read, in the order chosen (empty: no run).
    pub(super) files: RwSignal<Vec<RunFile>>,
    /// The run derived from them.
    pub(super) shown: RwSignal<Option<RunShown>>,
    /// The tournament shown: its place in the run's order.
    pub(super) step: RwSignal<usize>,
    /// Who is who as the user decided it.
    pub(super) decided: RwSignal<Vec<Decided>>,
    /// Who a player is, asked of the user (no run until it is answered).
    pub(super) question: RwSignal<Option<Question>>,
    /// Why there is no run: in German and English.
    pub(super) error: RwSignal<Option<(String, String)>>,
    /// How far reading and evaluating came: done of total (`None`: nothing under way).
    pub(super) progress: RwSignal<Option<(usize, usize)>>,
    /// Each tournament's head and figures ([`RunHead`], kept under [`HEADS_KEY`]).
    pub(super) heads: RwSignal<Vec<RunHead>>,
    /// What corrected files changed, a tournament each: its name and the changes.
    pub(super) changes: RwSignal<Vec<(String, Vec<Change>)>>,
    /// The persons sorted by club (else by name).
    pub(super) by_club: RwSignal<bool>,
    /// The person whose card is open (his place in the run's persons).
    pub(super) card: RwSignal<Option<usize>>,
    /// The season is being printed.
    pub(super) season: RwSignal<bool>,
    /// The DSB list in use changed: the run is made again.
    pub(super) again: Trigger,
    /// The run was restored over a reload: its next making keeps the tournament the page shows.
    pub(super) restored: StoredValue<bool>,
}

impl RunState {
    pub(super) fn new() -> RunState {
        RunState {
            files: RwSignal::new(Vec::new()),
            shown: RwSignal::new(None),
            step: RwSignal::new(0),
            decided: RwSignal::new(Vec::new()),
            question: RwSignal::new(None),
            error: RwSignal::new(None),
            progress: RwSignal::new(None),
            heads: RwSignal::new(
                load(HEADS_KEY)
                    .and_then(|k| serde_json::from_str(&k).ok())
                    .unwrap_or_default(),
            ),
            changes: RwSignal::new(Vec::new()),
            by_club: RwSignal::new(false),
            card: RwSignal::new(None),
            season: RwSignal::new(false),
            again: Trigger::new(),
            restored: StoredValue::new(false),
        }
    }

    /// The head kept of the tournament `key`, where one is.
    pub(super) fn head_of(self, key: &str) -> Option<Vec<String>> {
        self.heads.with_untracked(|h| {
            h.iter()
                .find(|h| h.key == key && !h.head.is_empty())
                .map(|h| h.head.clone())
        })
    }

    /// Keeps `f` done to the head of the tournament `key` (made where there is none).
    pub(super) fn keep_head(self, key: &str, f: impl FnOnce(&mut RunHead)) {
        self.keep_heads(|heads| f(head_entry(heads, key)));
    }

    /// Keeps `f` done to the heads (the oldest beyond [`HEADS_KEPT`] dropped), in one write.
    pub(super) fn keep_heads(self, f: impl FnOnce(&mut Vec<RunHead>)) {
        self.heads.update(|heads| {
            f(heads);
            if heads.len() > HEADS_KEPT {
                heads.drain(..heads.len() - HEADS_KEPT);
            }
        });
        self.heads.with_untracked(|h| {
            save(HEADS_KEY, &serde_json::to_string(h).unwrap_or_default());
        });
    }

    /// Files are being read or run (followed).
    pub(super) fn busy(self) -> bool {
        self.progress.with(Option::is_some)
    }

    /// The run is over: nothing of it shown or kept (a single file opened, or closed).
    pub(super) fn close(self) {
        self.files.set(Vec::new());
        self.shown.set(None);
        self.decided.set(Vec::new());
        self.question.set(None);
        self.error.set(None);
        self.progress.set(None);
        self.changes.set(Vec::new());
        self.card.set(None);
        forget(RUN_KEY);
    }

    /// Keeps the files, the tournament shown and the decisions (local storage).
    pub(super) fn keep(self) {
        let kept = Kept {
            files: self.files.get_untracked(),
            shown: self.step.get_untracked(),
            decided: self.decided.get_untracked(),
        };
        save(RUN_KEY, &serde_json::to_string(&kept).unwrap_or_default());
    }
}
