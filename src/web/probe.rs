//! How often a page ran the core, for the browser tests only (as `wertungForcePanic` in
//! [`super::panic`], a hook no page of the app sets): where a test set
//! `globalThis.wertungCoreRuns` to a number before the page's module started, each run of the
//! core on the page adds one to it (the calculator counts each time it hands a form to the part
//! that computes it, the tournament page each evaluation). The tests read it to show that a language switch words the
//! same results again and computes nothing; for a visitor the property is not there and nothing
//! is counted.

use wasm_bindgen::JsValue;

/// Counts one run of the core where a test asked for the count.
pub fn core_run() {
    let global = js_sys::global();
    let key = JsValue::from_str("wertungCoreRuns");
    let runs = js_sys::Reflect::get(&global, &key)
        .ok()
        .and_then(|v| v.as_f64());
    if let Some(n) = runs {
        let _ = js_sys::Reflect::set(&global, &key, &JsValue::from_f64(n + 1.0));
    }
}
