//! The core for JavaScript (club websites that want the numbers in their own page). The values
//! have the same shapes as the CLI's JSON (README); errors are thrown as `Error` objects whose
//! message names the field and value, in German or (with `lang` "en") English. Built as its own
//! wasm module (`wertung-api`, feature `api`), apart from the calculator app.
//!
//! ```js
//! import init, { evaluate, estimate, fideEstimate } from './api.js';
//! await init();
//! const e = evaluate(tournament, 'table');       // like `wertung dwz evaluate`
//! const r = estimate({ kind: 'forecast', dwz: 1950, games: [...] }, 'table', 'en');
//! const elo = fideEstimate({ rating: 1820, games: [...] }, 'en'); // like `wertung fide estimate`
//! ```

use crate::dwz::{self, Options};
use crate::formats::json;
use crate::i18n::Lang;
use crate::input::{Allowed, Field, InputError, Place, Problem};
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn to_js(v: &impl Serialize) -> Result<JsValue, JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()).into())
}

/// The value a caller gave (every function reads its input here first, and so panics here
/// where a test asked for it: [`crate::web::panic::forced`]).
fn from_js(v: JsValue) -> Result<serde_json::Value, JsValue> {
    crate::web::panic::forced("api");
    serde_wasm_bindgen::from_value(v).map_err(|e| JsError::new(&e.to_string()).into())
}

/// The language of messages: "de" (default) or "en".
fn lang(code: Option<String>) -> Lang {
    code.as_deref()
        .and_then(Lang::from_code)
        .unwrap_or_default()
}

/// An input error as a thrown `Error` whose message names the field and the value.
fn thrown(e: InputError, l: Lang) -> JsValue {
    JsError::new(&l.error(&e)).into()
}

fn mode(name: Option<String>, l: Lang) -> Result<Option<dwz::Mode>, JsValue> {
    match name {
        None => Ok(None),
        Some(s) => json::parse_mode(&s).map(Some).ok_or_else(|| {
            let e = InputError::new(
                Place::default(),
                Field::Mode,
                s,
                Problem::NotAllowed(Allowed::Mode),
            );
            thrown(e, l)
        }),
    }
}

/// Evaluates a tournament (tournament JSON as an object); `mode` is "exact" (default, as the
/// DSB's evaluation) or "table" (as the worked example, Anhang 3.1); `lang` ("de", default, or "en") is the language of errors and warnings.
#[wasm_bindgen]
pub fn evaluate(
    tournament: JsValue,
    mode_name: Option<String>,
    lang_code: Option<String>,
) -> Result<JsValue, JsValue> {
    let l = lang(lang_code);
    let t = json::tournament_from_value(&from_js(tournament)?).map_err(|e| thrown(e, l))?;
    let options = Options {
        mode: mode(mode_name, l)?.unwrap_or_default(),
        ..Options::default()
    };
    let e = dwz::evaluate(&t, &options).map_err(|e| thrown(e, l))?;
    to_js(&json::evaluation_out(&e, l))
}

/// A single-player estimate, a chain of tournaments (`tournaments`) and the what-if of the
/// remaining games (`remaining`), as `wertung dwz estimate` (estimate JSON as an object); `mode`
/// and `lang` as for [`evaluate`].
#[wasm_bindgen]
pub fn estimate(
    input: JsValue,
    mode_name: Option<String>,
    lang_code: Option<String>,
) -> Result<JsValue, JsValue> {
    let l = lang(lang_code);
    let file = json::estimate_file_from_value(&from_js(input)?).map_err(|e| thrown(e, l))?;
    let mode = mode(mode_name, l)?.or(file.mode).unwrap_or_default();
    let answer = json::answer_estimate(&file, mode, &dwz::Parameters::default())
        .map_err(|e| thrown(e, l))?;
    to_js(&json::estimate_answer_out(&answer, mode, l))
}

/// The FIDE Elo of one player after a tournament, as `wertung fide estimate` (its JSON as an
/// object): his Elo change (rated) or his initial rating (unrated); `lang` as for [`evaluate`].
#[wasm_bindgen(js_name = fideEstimate)]
pub fn fide_estimate(input: JsValue, lang_code: Option<String>) -> Result<JsValue, JsValue> {
    let l = lang(lang_code);
    let input = json::fide::fide_estimate_from_value(&from_js(input)?).map_err(|e| thrown(e, l))?;
    let e = crate::fide::estimate::estimate(&input).map_err(|e| thrown(e, l))?;
    to_js(&json::fide::fide_out(&e, l))
}
