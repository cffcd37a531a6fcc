//! The core for JavaScript (club websites that want the numbers in their own page). The values
//! have the same shapes as the CLI's JSON (README); errors are thrown as `Error` objects whose
//! message names the field and value. Built as its own wasm module (`wertung-api`, feature
//! `api`), so that the calculator app does not carry it and an API page does not carry the app.
//!
//! ```js
//! import init, { evaluate, estimate } from './api.js';
//! await init();
//! const e = evaluate(tournament, 'table');   // like `wertung dwz evaluate`
//! const r = estimate({ kind: 'forecast', dwz: 1950, games: [...] });
//! ```

use crate::dwz::{self, Options};
use crate::formats::json;
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn to_js(v: &impl Serialize) -> Result<JsValue, JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()).into())
}

fn from_js(v: JsValue) -> Result<serde_json::Value, JsValue> {
    serde_wasm_bindgen::from_value(v).map_err(|e| JsError::new(&e.to_string()).into())
}

fn mode(m: Option<String>) -> Result<Option<dwz::Mode>, JsValue> {
    match m {
        None => Ok(None),
        Some(s) => json::parse_mode(&s).map(Some).ok_or_else(|| {
            JsError::new(&format!("mode = {s:?}: must be \"table\" or \"exact\"")).into()
        }),
    }
}

/// Evaluates a tournament (tournament JSON as an object); `mode` is "table" (default) or "exact".
#[wasm_bindgen]
pub fn evaluate(tournament: JsValue, mode_name: Option<String>) -> Result<JsValue, JsValue> {
    let t = json::tournament_from_value(&from_js(tournament)?)
        .map_err(|e| JsValue::from(JsError::new(&e.to_string())))?;
    let options = Options {
        mode: mode(mode_name)?.unwrap_or_default(),
        ..Options::default()
    };
    let e = dwz::evaluate(&t, &options).map_err(|e| JsValue::from(JsError::new(&e.to_string())))?;
    to_js(&json::evaluation_out(&e))
}

/// A single-player estimate (estimate JSON as an object).
#[wasm_bindgen]
pub fn estimate(input: JsValue, mode_name: Option<String>) -> Result<JsValue, JsValue> {
    let (input, file_mode) = json::estimate_from_value(&from_js(input)?)
        .map_err(|e| JsValue::from(JsError::new(&e.to_string())))?;
    let mode = mode(mode_name)?.or(file_mode).unwrap_or_default();
    let r = dwz::estimate(&input, mode, &dwz::Parameters::default())
        .map_err(|e| JsValue::from(JsError::new(&e.to_string())))?;
    to_js(&json::estimate_out(input.kind, mode, &r))
}
