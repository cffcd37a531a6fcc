//! Showing a tournament on the page: its rows, and the stored player list's findings or a new
//! matching with it.

use super::list;
use super::state::{Page, Row};
use crate::web::common::browser::load;
use crate::web::turnier::store::{recall, Session, TYPED_PREFIX};
use leptos::prelude::*;

impl Page {
    /// Shows a tournament with its player table (new rows).
    pub(super) fn show(self, s: Session) {
        let serial = self.serial.get_value() + 1;
        self.serial.set_value(serial);
        let rows = (0..s.edits.len())
            .map(|k| Row::new(serial, k, &s, self.end_year))
            .collect();
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
            leptos::task::spawn_local(list::show_list(self, Vec::new()));
        }
        self.end.set(s.end);
        self.decisions.set(Vec::new());
        self.end_typed.set(false);
        self.loaded.set(Some(s.loaded));
        self.report.selected.set(None);
    }

    /// A freshly loaded tournament: shown, and matched with the stored player list if there is
    /// one.
    pub(super) fn loaded_new(self, session: Session) {
        // What was typed for this tournament before (by its identity), nothing of another one.
        let kept = load(&format!("{TYPED_PREFIX}{}", session.id));
        self.show(recall(kept.as_deref(), session));
        self.load_error.set(None);
        self.undo.set(None);
        if self.list.usable() {
            leptos::task::spawn_local(list::match_with_list(self, None));
        }
    }
}
