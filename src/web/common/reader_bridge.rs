//! The tournament page's second module (`reader.js`: the player list, SWT, INGO, exports) as
//! both pages load it: on first use, one instance a page, running in a Web Worker
//! (`reader-worker.js`) so that the page stays responsive while it reads a list of 100 000 rows;
//! its one function `handle` asked with a JSON request and bytes beside it, answering with a
//! promise. A load that failed, or a module that stopped (a trap, out of memory), is followed by
//! a fresh instance (`reader.js?n=…`) on the next request. While a request takes longer than
//! about 300 ms, how far the module came is in [`progress`] (a progress bar for
//! reading and matching). The calculator asks it for the player lists and the name search
//! (and reads FIDE's list in a second worker, [`reader`]), the tournament page for everything
//! its second module does: neither page's thread ever waits on a list.

use leptos::prelude::*;
use leptos::wasm_bindgen::{JsCast, JsValue};
use leptos::web_sys;
use leptos::web_sys::js_sys;
use std::cell::{Cell, OnceCell, RefCell};
use wasm_bindgen_futures::JsFuture;

/// How far the module came with a request that takes a while: the stage
/// ([`crate::formats::dsb_list::Stage::number`]) and the percentage done (`None` where the
/// stage does not tell: grouping, matching).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Busy {
    /// The stage ([`crate::formats::dsb_list::Stage::number`]).
    pub stage: u8,
    /// The percentage done; `None` where the stage does not tell.
    pub percent: Option<u32>,
}

thread_local! {
    /// The module's exports once it is loaded: `handle(request, bytes)` (a promise of the
    /// answer) and `stop()` (ends the worker).
    static EXPORTS: RefCell<Option<JsValue>> = const { RefCell::new(None) };
    /// How often the module was loaded (the next load imports `reader.js?n=…`).
    static LOADS: Cell<u32> = const { Cell::new(0) };
    /// How far the module came, while a request takes a while ([`progress`]).
    static PROGRESS: OnceCell<RwSignal<Option<Busy>>> = const { OnceCell::new() };
    /// The page's instance being loaded: every request meanwhile awaits this one load (two
    /// parts asking at once, the DSB list and FIDE's restored on a second visit, loaded two
    /// instances before).
    static PENDING: RefCell<Option<js_sys::Promise>> = const { RefCell::new(None) };
    /// The exports of the instance in a worker of its own ([`reader`]).
    static READER: RefCell<Option<JsValue>> = const { RefCell::new(None) };
    /// The calls to that instance under way ([`ReaderCall`]).
    static READER_CALLS: Cell<usize> = const { Cell::new(0) };
    /// The module panicked in a request since this was last asked ([`take_panicked`]).
    static PANICKED: Cell<bool> = const { Cell::new(false) };
}

/// Whether the module panicked in a request since this was last asked: its answer was
/// `{ panic: report }` (reader.js, from the module's panic hook, `crate::web::panic`), so the
/// page says that an error in the program stopped it (rather than the file's size), and it is
/// started afresh on the next request as after any stop.
pub fn take_panicked() -> bool {
    PANICKED.replace(false)
}

/// How far the second module came with a request under way for longer than about 300 ms
/// (`None` otherwise), for a progress bar: `reader.js` sends the worker's reports
/// `[stage, done, total]` as the window event `wertung-reader-progress` once the requests under
/// way took 300 ms, and `null` when none is left. Listened to from the first call on.
pub fn progress() -> RwSignal<Option<Busy>> {
    PROGRESS.with(|p| {
        *p.get_or_init(|| {
            let busy = RwSignal::new(None);
            // Listened to for the page's whole life.
            gloo_events::EventListener::new(&window(), "wertung-reader-progress", move |event| {
                let detail = event
                    .dyn_ref::<web_sys::CustomEvent>()
                    .map_or(JsValue::NULL, web_sys::CustomEvent::detail);
                busy.set(busy_of(&detail));
            })
            .forget();
            busy
        })
    })
}

/// A report `[stage, done, total]` as [`Busy`] (`None` for `null`: nothing under way).
fn busy_of(detail: &JsValue) -> Option<Busy> {
    if detail.is_null() || detail.is_undefined() {
        return None;
    }
    let detail = js_sys::Array::from(detail);
    let number = |k: u32| detail.get(k).as_f64().unwrap_or(0.0);
    let percent = (number(1) > 0.0 && number(2) > 0.0)
        .then(|| (100.0 * number(1) / number(2)).clamp(0.0, 100.0) as u32);
    Some(Busy {
        stage: number(0) as u8,
        percent,
    })
}

/// Whether the module is loaded (and has not stopped since).
pub fn loaded() -> bool {
    EXPORTS.with(|h| h.borrow().is_some())
}

/// The module is dropped (its worker ended): the next request loads a fresh instance.
pub fn drop_module() {
    if let Some(exports) = EXPORTS.with(|h| h.borrow_mut().take()) {
        stop(&exports);
    }
}

/// Adds the module script `reader.js` (www/reader.js, filled in by scripts/build.mjs), which
/// hands the module's exports over in the window event `event` (`null` where it cannot start),
/// running it in a worker.
fn add_script(resolve: &js_sys::Function, reject: &js_sys::Function, event: &'static str) {
    let Ok(script) = document().create_element("script") else {
        let _ = reject.call0(&JsValue::NULL);
        return;
    };
    // The load's event resolves its promise, once (the listener then ends).
    let resolve = resolve.clone();
    gloo_events::EventListener::once(&window(), event, move |e| {
        let _ = resolve.call1(&JsValue::NULL, e);
    })
    .forget();
    let _ = script.set_attribute("type", "module");
    let n = LOADS.get();
    LOADS.set(n + 1);
    // How to load it (read by reader.js): the load's number and its event.
    let how = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&how, &"n".into(), &JsValue::from(n));
    let _ = js_sys::Reflect::set(&how, &"event".into(), &JsValue::from_str(event));
    let _ = js_sys::Reflect::set(&window(), &"wertungReader".into(), &how);
    let src = format!("reader.js?n={n}");
    let _ = script.set_attribute("src", &src);
    if let Ok(s) = script.clone().dyn_into::<web_sys::HtmlElement>() {
        s.set_onerror(Some(reject));
    }
    if let Some(head) = document().head() {
        let _ = head.append_child(&script);
    }
}

/// The exports' function `handle`.
fn handle_of(exports: &JsValue) -> Option<js_sys::Function> {
    js_sys::Reflect::get(exports, &"handle".into())
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()
}

/// A fresh instance's load in its worker: a promise of its event.
fn start(event: &'static str) -> js_sys::Promise {
    js_sys::Promise::new(&mut |resolve, reject| add_script(&resolve, &reject, event))
}

/// The exports a load's event hands over.
async fn exports_of(promise: js_sys::Promise) -> Option<JsValue> {
    let event = JsFuture::from(promise).await.ok()?;
    js_sys::Reflect::get(&event, &"detail".into())
        .ok()
        .filter(|e| !e.is_null() && !e.is_undefined())
}

/// The module's function `handle`, the module loaded on first use (once, however many ask
/// meanwhile); `None` where it cannot be loaded.
pub async fn module() -> Option<js_sys::Function> {
    if let Some(exports) = EXPORTS.with(|h| h.borrow().clone()) {
        return handle_of(&exports);
    }
    let promise = PENDING.with(|p| {
        p.borrow_mut()
            .get_or_insert_with(|| start("wertung-reader"))
            .clone()
    });
    let exports = exports_of(promise).await;
    PENDING.with(|p| *p.borrow_mut() = None);
    let exports = exports?;
    let exports = EXPORTS.with(|h| h.borrow_mut().get_or_insert(exports).clone());
    handle_of(&exports)
}

/// The function `handle` of an instance in a worker of its own, loaded on first use beside the
/// one the page asks ([`module`]): the calculator reads FIDE's list there and has it make the
/// list's stored form, then ends it ([`stop_reader`]: the memory reading took is given back),
/// while the instance that searches ([`module`]) only restores the stored form. Loaded after
/// that instance (both read how to load from the window).
pub async fn reader() -> Option<js_sys::Function> {
    if let Some(exports) = READER.with(|h| h.borrow().clone()) {
        return handle_of(&exports);
    }
    module().await?;
    let exports = exports_of(start("wertung-reader-reader")).await?;
    let handle = handle_of(&exports)?;
    READER.with(|h| *h.borrow_mut() = Some(exports));
    Some(handle)
}

/// Ends the worker of [`reader`] (its memory given back); the next [`reader`] starts a fresh one.
pub fn stop_reader() {
    if let Some(exports) = READER.with(|h| h.borrow_mut().take()) {
        stop(&exports);
    }
}

/// A call to the instance of [`reader`] under way, counted while it lives, so that work done
/// there in the background ends that worker only where nothing else waits on it
/// ([`stop_reader_if_idle`]).
pub struct ReaderCall(());

impl ReaderCall {
    /// A call begun.
    pub fn begun() -> ReaderCall {
        READER_CALLS.set(READER_CALLS.get() + 1);
        ReaderCall(())
    }
}

impl Drop for ReaderCall {
    fn drop(&mut self) {
        READER_CALLS.set(READER_CALLS.get().saturating_sub(1));
    }
}

/// [`stop_reader`] where no call to that instance is under way (a list being read there
/// stays; who reads it ends the worker afterwards).
pub fn stop_reader_if_idle() {
    if READER_CALLS.get() == 0 {
        stop_reader();
    }
}

/// Calls the exports' `stop` (ends a worker).
fn stop(exports: &JsValue) {
    if let Ok(stop) = js_sys::Reflect::get(exports, &"stop".into()) {
        if let Ok(stop) = stop.dyn_into::<js_sys::Function>() {
            let _ = stop.call0(&JsValue::NULL);
        }
    }
}

/// Asks `handle` the request `json` with `bytes` beside it (moved to a worker): its answer as
/// it comes, the text or the bytes made (FIDE's stored form); `None` where it throws or
/// panicked (see [`take_panicked`]).
pub async fn call(
    handle: &js_sys::Function,
    json: &str,
    bytes: Option<&js_sys::Uint8Array>,
) -> Option<JsValue> {
    let empty = js_sys::Uint8Array::new_with_length(0);
    call_beside(handle, json, bytes.unwrap_or(&empty)).await
}

/// [`call`] with `beside` the request: bytes (moved to the worker), a blob (given as it
/// is: FIDE's list kept, which the worker reads a piece at a time) or `{ file }` (a file the
/// worker reads into the module, [`call_json_file`]).
async fn call_beside(handle: &js_sys::Function, json: &str, beside: &JsValue) -> Option<JsValue> {
    let promise = handle
        .call2(&JsValue::NULL, &JsValue::from_str(json), beside)
        .ok()?
        .dyn_into::<js_sys::Promise>()
        .ok()?;
    let answer = JsFuture::from(promise)
        .await
        .ok()
        .filter(|a| !a.is_null() && !a.is_undefined())?;
    let panicked = answer.is_object()
        && !answer.is_instance_of::<web_sys::Blob>()
        && js_sys::Reflect::has(&answer, &"panic".into()).unwrap_or(false);
    if panicked {
        PANICKED.set(true);
        return None;
    }
    Some(answer)
}

/// Asks `handle` the request `json` with `bytes` beside it (a file's, see
/// [`crate::web::common::browser::chosen_file`];
/// `None`: none): its answer's text, or `None` where it throws or gives none (it stopped; it is
/// dropped and the next request starts it again). The bytes are moved to the module's worker.
pub async fn call_json(
    handle: &js_sys::Function,
    json: &str,
    bytes: Option<&js_sys::Uint8Array>,
) -> Option<String> {
    let empty = js_sys::Uint8Array::new_with_length(0);
    call_text(handle, json, bytes.unwrap_or(&empty)).await
}

/// Asks `handle` the request `json` with the blob `blob` beside it (the worker keeps it and
/// reads the pieces the module asks for): its answer's text, as [`call_json`].
pub async fn call_json_blob(
    handle: &js_sys::Function,
    json: &str,
    blob: &web_sys::Blob,
) -> Option<String> {
    call_text(handle, json, blob).await
}

/// Asks `handle` the request `json` with the file `file` beside it (a player list chosen or
/// kept, the DSB list's stored form: the worker reads it into the module itself, a piece at a
/// time, as `read` says, so that neither the page nor the worker holds its bytes whole): its
/// answer's text, as [`call_json`].
pub async fn call_json_file(
    handle: &js_sys::Function,
    json: &str,
    file: &web_sys::Blob,
    read: FileRead,
) -> Option<String> {
    call_text(handle, json, &file_beside(file, read)?).await
}

/// How the worker gives a file it reads itself, a piece at a time, to the module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileRead {
    /// Whole, with the request (FIDE's zip chosen: neither the page nor the worker holds its
    /// bytes beside the module's copy).
    Whole,
    /// The request asked with each piece in turn, until it answers other than that it took the
    /// piece (a text of FIDE's list of any size, `Request::ReadFidePart`, each piece's place
    /// filled in by the module).
    EachPiece,
}

/// Asks `handle` the request `json` with the file `file` beside it, which the worker reads into
/// the module itself as `read` says: its answer as it comes (to the last piece taken), as
/// [`call`].
pub async fn call_file(
    handle: &js_sys::Function,
    json: &str,
    file: &web_sys::Blob,
    read: FileRead,
) -> Option<JsValue> {
    call_beside(handle, json, &file_beside(file, read)?).await
}

/// A file to be read by the worker itself, as the worker takes it (`{ file }`; `pieces`: the
/// request asked with each piece).
fn file_beside(file: &web_sys::Blob, read: FileRead) -> Option<JsValue> {
    let beside = js_sys::Object::new();
    js_sys::Reflect::set(&beside, &"file".into(), file).ok()?;
    if read == FileRead::EachPiece {
        js_sys::Reflect::set(&beside, &"pieces".into(), &JsValue::TRUE).ok()?;
    }
    Some(beside.into())
}

/// [`call_beside`]'s answer as text; a module that gave none is dropped (the next request
/// starts it again).
async fn call_text(handle: &js_sys::Function, json: &str, beside: &JsValue) -> Option<String> {
    let answer = call_beside(handle, json, beside)
        .await
        .and_then(|a| a.as_string());
    if answer.is_none() {
        drop_module();
    }
    answer
}
