//! The Berechnungslauf's state on the page ([`RunState`], a part of [`super::state::Page`]) and
//! what is kept of it over a reload ([`Kept`], [`RUN_KEY`]); the run itself in [`super::run`].

use crate::web::common::browser::{forget, save};
use crate::web::turnier::run::{Decided, Question, RunFile, RunShown};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// The run's files and the tournament shown (local storage).
pub(super) const RUN_KEY: &str = "wertung-turnier-run";

/// What is kept of the run: the files as read and the tournament shown (its place in the run).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
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
        }
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
