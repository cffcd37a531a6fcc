//! The second module of the page "Turnierauswertung" (built by Trunk with the `extras` feature;
//! the page loads it through `extras.js` the first time one of its parts is used, so that a
//! first visit of the page carries only what every visit needs). It holds:
//! * the DSB player list: it keeps the list read last and answers the page in JSON
//!   ([`wertung::web::turnier::report::ListLoad`], [`wertung::web::turnier::report::ListMatch`]); the work is done
//!   by `wertung::formats::dsb_list` and `wertung::formats::dsb_list::matching`;
//! * Swiss-Chess files ([`wertung::web::turnier::extras::open_swt`]);
//! * the INGO and Turnierleistung views, the scoresheets, the Gesamtiteration and the CSV and
//!   JSON exports of the page's tournament ([`wertung::web::turnier::extras::answer`]).

use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wertung::dwz::Mode;
use wertung::formats::dsb_list::matching::ListIndex;
use wertung::formats::dsb_list::read_player_list;
use wertung::i18n::Lang;
use wertung::web::turnier::extras::{answer, open_swt, Extra};
use wertung::web::turnier::report::{answer_json, ListLoad};

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
    answer.json()
}

/// Finds the players of a [`wertung::web::turnier::report::MatchRequest`] (JSON) in the list kept: a
/// list of [`wertung::web::turnier::report::ListMatch`] as JSON, one a player (empty without a list or
/// with a request that is not readable).
#[wasm_bindgen]
pub fn match_list(request: &str) -> String {
    LIST.with(|l| match l.borrow().as_ref() {
        Some(index) => answer_json(index, request),
        None => "[]".into(),
    })
}

/// Whether a list is kept (the page asks before matching with a list it stored earlier).
#[wasm_bindgen]
pub fn has_list() -> bool {
    LIST.with(|l| l.borrow().is_some())
}

/// Opens a Swiss-Chess file: a [`wertung::web::turnier::extras::Opened`] as JSON.
#[wasm_bindgen]
pub fn swt(bytes: &[u8], end_date: &str) -> String {
    open_swt(bytes, end_date).json()
}

/// A view or export of the page's tournament (`session`: what the page keeps in local storage;
/// `extra`: [`Extra::code`]; `lang`: de or en; `exact`: the arithmetic mode "Gleitkomma").
#[wasm_bindgen]
pub fn extra(session: &str, extra: &str, lang: &str, exact: bool) -> String {
    let Some(extra) = Extra::from_code(extra) else {
        return String::new();
    };
    let lang = Lang::from_code(lang).unwrap_or_default();
    let mode = if exact { Mode::Exact } else { Mode::Table };
    answer(session, &extra, lang, mode)
}

fn main() {}
