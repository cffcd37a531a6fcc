//! A small tournament the tests share: a cross table whose third player's name is markup.

use super::load::{read_any, Loaded};
use super::store::Session;
use super::table::Edit;
use crate::dwz::Tournament;

pub const CROSS: &str =
    "A;2000;12;1990;x;1;½\nB;1800;;;0;x;1\n<img src=x onerror=alert(1)>;;;;½;0;x\n";

/// The tournament of [`CROSS`] and its player table as the file fills it.
pub fn loaded() -> (Tournament, Vec<Edit>) {
    let l = read_any(CROSS, "12.12.2026").unwrap();
    let edits = l.edits();
    (l.tournament, edits)
}

/// What the page keeps of a tournament and its player table.
pub fn session(t: &Tournament, edits: &[Edit]) -> Session {
    Session {
        loaded: Loaded {
            tournament: t.clone(),
            entrants: crate::formats::dsb_list::matching::entrants_of(t),
            ingo: vec![String::new(); t.players.len()],
        },
        edits: edits.to_vec(),
        end: "12.12.2026".into(),
        matches: Vec::new(),
        chosen: Vec::new(),
        listed: Vec::new(),
        head: Vec::default(),
        file_head: None,
        id: String::new(),
    }
}
