//! The page's side of the second module ([`crate::web::turnier::extras`]): loads it on first
//! use and asks it one typed [`Request`] at a time ([`ask`]), the page's tournament given only
//! when it changed since the module was last given it ([`make`]); answers that take a while
//! arrive in a signal ([`extra_html`]).

use super::Page;
use crate::dwz::Mode;
use crate::i18n::{Lang, TMsg};
use crate::web::turnier::extras::{Extra, Given, Request, Response};
use crate::web::turnier::store::store;
use leptos::prelude::*;
use leptos::wasm_bindgen::{JsCast, JsValue};
use leptos::web_sys;
use leptos::web_sys::js_sys;
use std::cell::{Cell, RefCell};
use wasm_bindgen_futures::JsFuture;

thread_local! {
    /// The second module's one function (`handle`) once it is loaded.
    static HANDLE: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
    /// The version of the page's tournament the module was given last.
    static GIVEN: Cell<Option<u64>> = const { Cell::new(None) };
    /// How often the module was loaded (a load that failed, or a module that stopped, is
    /// followed by a fresh one: `extras.js?n=…` imports a new instance).
    static LOADS: Cell<u32> = const { Cell::new(0) };
    /// The module stopped in the middle of a request (a trap, out of memory): dropped, and
    /// started again on the next request.
    static STOPPED: Cell<bool> = const { Cell::new(false) };
}

/// Why the module gave no answer, in the user's words: it stopped (and is started again on the
/// next request), or it could not be loaded. Asked once after a failure.
pub(super) fn failure() -> TMsg {
    if STOPPED.replace(false) {
        TMsg::ExtrasStopped
    } else {
        TMsg::ExtrasFailed
    }
}

/// The module is dropped: the next request loads a fresh instance, which is given the list and
/// the tournament again.
fn drop_module() {
    HANDLE.with(|h| *h.borrow_mut() = None);
    GIVEN.set(None);
}

/// Adds the module script `extras.js` (written by scripts/post-build.mjs), which hands the
/// module's exports over in the window event `wertung-extras`.
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

/// The second module's function `handle`, the module loaded on first use; `None` where it
/// cannot be loaded.
pub(super) async fn module() -> Option<js_sys::Function> {
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

/// Asks the loaded module (`handle`): the request as JSON, `bytes` beside it (a file; else
/// empty). Where it throws or gives no answer (it stopped: a trap, out of memory) it is dropped
/// ([`failure`] says so) and the next request starts it again.
pub(super) fn call(handle: &js_sys::Function, request: &Request, bytes: &[u8]) -> Option<Response> {
    let answer = handle
        .call2(
            &JsValue::NULL,
            &JsValue::from_str(&request.json()),
            &js_sys::Uint8Array::from(bytes).into(),
        )
        .ok()
        .and_then(|a| a.as_string())
        .and_then(|a| Response::read(&a));
    if answer.is_none() {
        STOPPED.set(true);
        drop_module();
    }
    answer
}

/// Asks the module, loading it first where it is not yet; `None` where it cannot be loaded.
pub(super) async fn ask(request: Request, bytes: &[u8]) -> Option<Response> {
    call(&module().await?, &request, bytes)
}

/// A view or export of the page's tournament, made by the module: the tournament given where
/// the module does not have it in its present version. Empty without a tournament; `None` where
/// the module cannot be loaded.
pub(super) async fn make(p: Page, extra: Extra, lang: Lang, mode: Mode) -> Option<String> {
    let handle = module().await?;
    // Twice at most: a module that lost the tournament is given it again.
    for _ in 0..2 {
        let version = p.version.get_untracked();
        let tournament = if GIVEN.get() == Some(version) {
            Given::Kept(version)
        } else {
            let Some(session) = p.session() else {
                return Some(String::new());
            };
            Given::New {
                version,
                stored: store(&session),
            }
        };
        let request = Request::Make {
            tournament,
            extra: extra.clone(),
            lang,
            exact: mode == Mode::Exact,
        };
        match call(&handle, &request, &[])? {
            Response::Made(text) => {
                GIVEN.set(Some(version));
                return Some(text);
            }
            Response::Unknown => GIVEN.set(None),
            _ => return None,
        }
    }
    None
}

/// HTML the module makes of the page's tournament, made again whenever `request` (read in a
/// reactive context), the language, the mode, the tournament or its player table change; an
/// answer to an older request is dropped, and the last answer stays until the next one is in.
/// `None` from `request`: nothing to show.
///
/// An effect and a signal rather than a `LocalResource`: the resource brought Leptos' async
/// machinery into the page's first module, about 7 KB gzip (measured with twiggy), which the
/// page's first-visit budget does not have; the requests are numbered instead.
pub(super) fn extra_html(
    p: Page,
    request: impl Fn() -> Option<Extra> + 'static,
) -> RwSignal<Option<String>> {
    let html = RwSignal::new(None);
    let asked = StoredValue::new_local(0u64);
    Effect::new(move |_| {
        // What the answer depends on is read (and tracked) only while something is asked for.
        let wanted = request().map(|extra| {
            p.version.track();
            (extra, p.shared.lang.get(), p.shared.mode.get())
        });
        let number = asked.get_value() + 1;
        asked.set_value(number);
        leptos::task::spawn_local(async move {
            let text = match wanted {
                None => String::new(),
                Some((extra, lang, mode)) => {
                    make(p, extra, lang, mode).await.unwrap_or_else(|| {
                        format!(
                            "<p class=\"error\" role=\"alert\">{}</p>",
                            lang.text(failure())
                        )
                    })
                }
            };
            // Only the answer to the latest request is shown.
            if asked.try_get_value() == Some(number) {
                html.set(Some(text));
            }
        });
    });
    html
}
