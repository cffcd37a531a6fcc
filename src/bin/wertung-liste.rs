//! The DSB player list for the page "Turnierauswertung" as its own wasm module (built by Trunk
//! with the `liste` feature; the page loads it through `liste.js` when a list is first used, so
//! that a first visit of the page does not carry the list's reader, the zip's inflate and the
//! matching). It keeps the list read last and answers the page in JSON
//! ([`wertung::web::report::ListLoad`], [`wertung::web::report::ListMatch`]); the work is done
//! by `wertung::formats::dsb_list` and `wertung::matching`.

use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wertung::formats::dsb_list::read_player_list;
use wertung::matching::ListIndex;
use wertung::web::report::{list_matches, ListLoad, MatchRequest};

thread_local! {
    /// The list read last (the page's state: one list at a time).
    static LIST: RefCell<Option<ListIndex>> = const { RefCell::new(None) };
}

/// Reads a player list (`spieler.csv` or its zip, as bytes) and keeps it: a [`ListLoad`] as
/// JSON (rows and persons, or the error in both languages).
#[wasm_bindgen]
pub fn load_list(bytes: &[u8]) -> String {
    let read = read_player_list(bytes).map(ListIndex::new);
    let answer = ListLoad::of(&read);
    LIST.with(|l| *l.borrow_mut() = read.ok());
    serde_json::to_string(&answer).unwrap_or_default()
}

/// Finds the players of a [`MatchRequest`] (JSON) in the list kept: a list of
/// [`wertung::web::report::ListMatch`] as JSON, one a player (empty without a list or with a
/// request that is not readable).
#[wasm_bindgen]
pub fn match_list(request: &str) -> String {
    let Ok(request) = serde_json::from_str::<MatchRequest>(request) else {
        return "[]".into();
    };
    LIST.with(|l| match l.borrow().as_ref() {
        Some(index) => serde_json::to_string(&list_matches(index, &request)).unwrap_or_default(),
        None => "[]".into(),
    })
}

/// Whether a list is kept (the page asks before matching with a list it stored earlier).
#[wasm_bindgen]
pub fn has_list() -> bool {
    LIST.with(|l| l.borrow().is_some())
}

fn main() {}
