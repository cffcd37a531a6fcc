//! The tournament page's second module (`extras.js`: the player list, SWT, INGO, exports) as
//! both pages load it: on first use, one instance a page, its one function `handle` asked with
//! a JSON request and bytes beside it. A load that failed, or a module that stopped (a trap, out
//! of memory), is followed by a fresh instance (`extras.js?n=…`) on the next request. The
//! calculator asks it for the player list and the name search (issue 25), the tournament page
//! for everything its second module does.

use leptos::prelude::*;
use leptos::wasm_bindgen::{JsCast, JsValue};
use leptos::web_sys;
use leptos::web_sys::js_sys;
use std::cell::{Cell, RefCell};
use wasm_bindgen_futures::JsFuture;

thread_local! {
    /// The module's one function (`handle`) once it is loaded.
    static HANDLE: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
    /// How often the module was loaded (the next load imports `extras.js?n=…`).
    static LOADS: Cell<u32> = const { Cell::new(0) };
}

/// Whether the module is loaded (and has not stopped since).
pub fn loaded() -> bool {
    HANDLE.with(|h| h.borrow().is_some())
}

/// The module is dropped: the next request loads a fresh instance.
pub fn drop_module() {
    HANDLE.with(|h| *h.borrow_mut() = None);
}

/// Adds the module script `extras.js` (written by scripts/post-build.mjs), which hands the
/// module's exports over in the window event `wertung-extras` (`null` where it cannot start).
fn add_script(resolve: js_sys::Function, reject: js_sys::Function) {
    let Ok(script) = document().create_element("script") else {
        let _ = reject.call0(&JsValue::NULL);
        return;
    };
    let _ = window().add_event_listener_with_callback("wertung-extras", &resolve);
    let _ = script.set_attribute("type", "module");
    let n = LOADS.get();
    LOADS.set(n + 1);
    let src = if n == 0 {
        "extras.js".to_string()
    } else {
        format!("extras.js?n={n}")
    };
    let _ = script.set_attribute("src", &src);
    if let Ok(s) = script.clone().dyn_into::<web_sys::HtmlElement>() {
        s.set_onerror(Some(&reject));
    }
    if let Some(head) = document().head() {
        let _ = head.append_child(&script);
    }
}

/// The module's function `handle`, the module loaded on first use; `None` where it cannot be
/// loaded.
pub async fn module() -> Option<js_sys::Function> {
    if let Some(h) = HANDLE.with(|h| h.borrow().clone()) {
        return Some(h);
    }
    let promise = js_sys::Promise::new(&mut |resolve, reject| add_script(resolve, reject));
    let event = JsFuture::from(promise).await.ok()?;
    let exports = js_sys::Reflect::get(&event, &"detail".into()).ok()?;
    let handle: js_sys::Function = js_sys::Reflect::get(&exports, &"handle".into())
        .ok()?
        .dyn_into()
        .ok()?;
    HANDLE.with(|h| *h.borrow_mut() = Some(handle.clone()));
    Some(handle)
}

/// Asks `handle` the request `json` with `bytes` beside it: its answer's text, or `None` where
/// it throws or gives none (it stopped; it is dropped and the next request starts it again).
pub fn call_json(handle: &js_sys::Function, json: &str, bytes: &[u8]) -> Option<String> {
    let answer = handle
        .call2(
            &JsValue::NULL,
            &JsValue::from_str(json),
            &js_sys::Uint8Array::from(bytes).into(),
        )
        .ok()
        .and_then(|a| a.as_string());
    if answer.is_none() {
        drop_module();
    }
    answer
}
