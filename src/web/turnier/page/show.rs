//! Showing a tournament on the page: its rows, and the stored player list's findings or a new
//! matching with it.

use super::list;
use super::state::{Page, Row};
use crate::web::common::browser::load;
use crate::web::turnier::store::{recall, Session, TYPED_PREFIX};
use leptos::prelude::*;

/// How many rows of a big tournament's evaluation are built at once: a screenful and more; the
/// rest follows once they are painted.
const FIRST_ROWS: usize = 40;

/// How many rows of a closed player table are built in a slice (after the evaluation's).
const PLAYER_SLICE: usize = 40;

impl Page {
    /// Shows a tournament with its player table (new rows).
    pub(super) fn show(self, s: Session) {
        let serial = self.serial.get_value() + 1;
        self.serial.set_value(serial);
        let make = || {
            (0..s.edits.len())
                .map(|k| Row::new(serial, k, &s, self.end_year))
                .collect::<Vec<_>>()
        };
        let rows = match self.owner.get_value() {
            Some(owner) => owner.with(make),
            None => make(),
        };
        let n = rows.len();
        self.built.evaluation.set(if n > FIRST_ROWS {
            FIRST_ROWS
        } else {
            usize::MAX
        });
        self.built.players.set(super::table::built_at_once(n));
        self.rows.set(rows);
        self.id.set_value(s.id.clone());
        let listed = !s.matches.is_empty();
        self.matches.set(s.matches);
        self.listed.set(s.listed);
        self.file_head.set_value(s.file_head);
        for (k, h) in self.head.iter().enumerate() {
            h.set(s.head.get(k).cloned().unwrap_or_default());
        }
        self.list.reset();
        if listed {
            // The findings kept come back into the rows' cells with the module's answer: a task
            // of its own, as the rows are shown at once (on a reload too, where nobody started
            // anything).
            leptos::task::spawn_local(list::show_list(self, Vec::new()));
        }
        self.end.set(s.end);
        self.decisions.set(Vec::new());
        self.end_typed.set(false);
        self.loaded.set(Some(s.loaded));
        self.report.selected.set(None);
        self.recalled.set(None);
        if !listed {
            // FIDE's list kept applies to the new players too (after the DSB list's findings
            // where a list applies).
            self.list.applied.notify();
        }
        self.build_rest();
    }

    /// The rows not built at once, after the page has painted: the rest of the evaluation's
    /// table (then there for the browser's find), then the player table's, a slice at a time,
    /// each a task of its own after a frame (the page answers in between).
    fn build_rest(self) {
        request_animation_frame(move || {
            set_timeout(
                move || {
                    let n = self.rows.with_untracked(Vec::len);
                    let (evaluation, players) = (self.built.evaluation, self.built.players);
                    let more = if evaluation.try_get_untracked().is_some_and(|b| b < n) {
                        evaluation.try_set(usize::MAX).is_none()
                    } else if players.try_get_untracked().is_some_and(|b| b < n) {
                        players.try_update(|b| *b += PLAYER_SLICE).is_some()
                    } else {
                        false
                    };
                    if more {
                        self.build_rest();
                    }
                },
                std::time::Duration::ZERO,
            );
        });
    }

    /// "Neu beginnen": the tournament as its file gives it, nothing of the last session.
    pub(super) fn start_fresh(self) {
        let Some(fresh) = self.fresh.try_update_value(Option::take).flatten() else {
            return;
        };
        self.show(fresh);
        self.undo.set(None);
        self.match_kept_list();
    }

    /// The tournament just shown matched with the list kept, where there is one. A task of its
    /// own rather than part of what the user started: the tournament is there at once, and the
    /// matching that follows shows its own state in the list's status (matched, how far).
    fn match_kept_list(self) {
        if self.list.usable() {
            leptos::task::spawn_local(async move {
                list::match_with_list(self, None, false).await;
            });
        }
    }

    /// A freshly loaded tournament: shown, and matched with the stored player list if there is
    /// one.
    pub(super) fn loaded_new(self, session: Session) {
        // The tournament shown kept as typed, its last keys too (the save follows the typing
        // only after a moment): the same file opened at once finds them.
        self.save_now();
        // What was typed for this tournament before (by its identity), nothing of another one.
        let kept = load(&format!("{TYPED_PREFIX}{}", session.id));
        let fresh = session.clone();
        let (session, recalled) = recall(kept.as_deref(), session);
        self.show(session);
        // What came back is said, with the way back to the file as it is.
        self.fresh.set_value(recalled.map(|_| fresh));
        self.recalled.set(recalled);
        self.load_error.set(None);
        self.undo.set(None);
        self.match_kept_list();
    }
}
