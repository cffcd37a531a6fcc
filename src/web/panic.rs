//! What a panic of a wasm module leaves behind: a report and an answer, never a dead page.
//!
//! The release build aborts on a panic (`panic = "abort"`): the module's instance is gone, and
//! whatever it was doing with it. Before that, the hook set here (first thing in each module's
//! entry, `src/bin/*.rs`) writes the panic's message and location to the console
//! (`console_error_panic_hook`) and tells the page: `globalThis.wertungPanicked(module, report)`.
//! The pages' own script answers there (www/app.js: the user is told, in German or English, since
//! the module that holds the words is dead, and the page starts again with what was typed, kept in
//! the address and in the browser's storage); the second module's worker answers its page
//! (www/reader-worker.js), which starts a fresh instance; the API's loader (www/api.js) throws and
//! starts a fresh instance for the next call.

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The answer of the page or worker the module runs in (none: a `TypeError`, caught).
    #[wasm_bindgen(catch, js_namespace = globalThis, js_name = wertungPanicked)]
    fn panicked(module: &str, report: &str) -> Result<(), JsValue>;
}

/// Reports every panic of the module named `module` (`calc`, `turnier`, `reader`, `api`): its
/// message and location on the console, and to the page that runs it.
pub fn report_panics(module: &'static str) {
    std::panic::set_hook(Box::new(move |info| {
        console_error_panic_hook::hook(info);
        let _ = panicked(module, &info.to_string());
    }));
}

/// Panics once where the page asks it to: `globalThis.wertungForcePanic` names this module (and
/// is cleared here). The browser tests set it to prove that a panic is reported and answered
/// without losing what was typed; no page of the app sets it, so a visitor never meets it.
///
/// # Panics
///
/// Where `globalThis.wertungForcePanic` is `module`: that is its purpose.
#[track_caller]
pub fn forced(module: &str) {
    let global = js_sys::global();
    let key = JsValue::from_str("wertungForcePanic");
    let asked = js_sys::Reflect::get(&global, &key)
        .ok()
        .and_then(|v| v.as_string());
    if asked.as_deref() == Some(module) {
        let _ = js_sys::Reflect::delete_property(&global, &key);
        panic!("the panic the page asked for (wertungForcePanic = {module:?})");
    }
}
