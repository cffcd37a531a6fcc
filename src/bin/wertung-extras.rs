//! The second module of the page "Turnierauswertung" (built by Trunk with the `extras` feature;
//! the page loads it through `extras.js` the first time one of its parts is used, so that a
//! first visit of the page carries only what every visit needs): the DSB player list,
//! Swiss-Chess files, the INGO and Turnierleistung views, the scoresheets, the Gesamtiteration
//! and the exports. Its one function answers the page's requests
//! ([`wertung::web::turnier::extras::Request`], [`wertung::web::turnier::extras::Module`]).

use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wertung::web::turnier::extras::Module;

thread_local! {
    /// What the module keeps between requests: the list read last and the page's tournament.
    static MODULE: RefCell<Module> = RefCell::new(Module::default());
}

/// Answers a request of the page: `request` a [`wertung::web::turnier::extras::Request`] as
/// JSON, `bytes` the file it reads (a player list, a Swiss-Chess file; else empty); the answer a
/// [`wertung::web::turnier::extras::Response`] as JSON.
#[wasm_bindgen]
pub fn handle(request: &str, bytes: &[u8]) -> String {
    MODULE.with(|m| match m.try_borrow_mut() {
        Ok(mut m) => m.handle_json(request, bytes),
        Err(_) => String::new(),
    })
}

fn main() {}
