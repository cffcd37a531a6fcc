//! The second module of the page "Turnierauswertung" (built by Trunk with the `reader` feature;
//! the page loads it through `reader.js` the first time one of its parts is used): the DSB player list,
//! Swiss-Chess files, the INGO, FIDE and Turnierleistung views (as data the page words) and the
//! exports. It runs in a Web Worker (`reader-worker.js`, filled in by scripts/build.mjs), so the
//! page stays responsive while it reads; how far reading a list came is posted to the page as it
//! goes (`wertungProgress`, defined by the worker). A panic is reported, and the page starts a
//! fresh instance (`wertung::web::panic`). Its one function answers the page's requests
//! ([`wertung::web::common::messages::Request`], [`wertung::web::turnier::reader::Module`]).

#![forbid(unsafe_code)]

use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wertung::web::turnier::reader::Module;

thread_local! {
    /// What the module keeps between requests: the list read last and the page's tournament.
    static MODULE: RefCell<Module> = RefCell::new(Module::with_stamp(stamp).with_progress(progress));
    /// The file of the next [`handle_given`], as given so far ([`give`]).
    static GIVEN: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Date, js_name = now)]
    fn date_now() -> f64;
    /// Posts how far the module came to the page (defined by `reader-worker.js`).
    #[wasm_bindgen(catch, js_name = wertungProgress)]
    fn post_progress(stage: u8, done: f64, total: f64) -> Result<(), JsValue>;
}

/// How far reading a list or matching came, posted to the page (which shows it where it takes a
/// while).
fn progress(stage: wertung::formats::dsb_list::Stage, done: usize, total: usize) {
    let _ = post_progress(stage.number(), done as f64, total as f64);
}

/// What makes one DSB report file: 32 random bytes for its UUIDs (two new version-4 UUIDs of
/// the `uuid` crate, from the browser's `crypto.getRandomValues`), then the creation time
/// (`xs:dateTime`, UTC).
fn stamp() -> Vec<u8> {
    let mut bytes = [uuid::Uuid::new_v4(), uuid::Uuid::new_v4()]
        .map(uuid::Uuid::into_bytes)
        .concat();
    let created = wertung::formats::dsb_xml::date_time((date_now() / 1000.0) as i64);
    bytes.extend_from_slice(created.as_bytes());
    bytes
}

/// Answers a request of the page: `request` a [`wertung::web::common::messages::Request`] as
/// JSON, `bytes` the file it reads (a player list, a Swiss-Chess file; else empty), given to the
/// module to give up as soon as it can; the answer a
/// [`wertung::web::common::messages::Response`] as JSON.
#[wasm_bindgen]
pub fn handle(request: &str, bytes: Vec<u8>) -> String {
    wertung::web::panic::forced("reader");
    MODULE.with(|m| match m.try_borrow_mut() {
        Ok(mut m) => m.handle_json_owned(request, bytes),
        Err(_) => String::new(),
    })
}

/// A piece of the file the next [`handle_given`] reads, `at` its place in the file (0 starts
/// the file afresh, `size` its length): `reader-worker.js` reads a blob (a list chosen or kept)
/// a piece at a time into one buffer of its own, so that the worker never holds the file beside
/// the module's copy of it until its garbage is collected.
#[wasm_bindgen]
pub fn give(piece: &[u8], at: usize, size: usize) {
    GIVEN.with(|g| {
        let mut given = g.borrow_mut();
        if at == 0 {
            given.clear();
            given.reserve_exact(wertung::formats::encoding::room_to_decode(
                size.max(piece.len()),
            ));
        }
        given.extend_from_slice(piece);
    });
}

/// [`handle`] for a piece of a file `reader-worker.js` reads a piece at a time into the
/// module (a text of FIDE's list of any size: each piece read as it comes, the file never
/// whole), `at` where it begins in the file of `size` bytes.
#[wasm_bindgen]
pub fn handle_piece(request: &str, piece: &[u8], at: usize, size: usize) -> String {
    wertung::web::panic::forced("reader");
    MODULE.with(|m| match m.try_borrow_mut() {
        Ok(mut m) => m.handle_piece_json(request, piece, at, size),
        Err(_) => String::new(),
    })
}

/// [`handle`] with the file given in pieces ([`give`]), which it takes.
#[wasm_bindgen]
pub fn handle_given(request: &str) -> String {
    handle(request, GIVEN.with(RefCell::take))
}

/// How many bytes the last request made (a part of FIDE's list in its stored form,
/// `StoreFidePart`); 0 where it made none.
#[wasm_bindgen]
pub fn made_length() -> usize {
    MODULE.with(|m| m.try_borrow().map_or(0, |m| m.made_len()))
}

/// The bytes the last request made, written into `into` (of [`made_length`] bytes) and given
/// away: `reader-worker.js` reads each part into one buffer of its own and makes it a blob
/// for the page, so that no copy of a part waits in the worker for its garbage to be
/// collected.
#[wasm_bindgen]
pub fn take_made_into(into: &mut [u8]) -> usize {
    let made = MODULE.with(|m| {
        m.try_borrow_mut()
            .map(|mut m| m.take_made())
            .unwrap_or_default()
    });
    let n = made.len().min(into.len());
    if let (Some(to), Some(from)) = (into.get_mut(..n), made.get(..n)) {
        to.copy_from_slice(from);
    }
    n
}

fn main() {
    wertung::web::panic::report_panics("reader");
}
