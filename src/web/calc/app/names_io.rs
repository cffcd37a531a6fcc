//! What the names' part (`names`, loaded on first use) asks of the browser, done in the main
//! module: the stored list (Cache API), a chosen file's bytes, and the second module
//! (`extras.js`) that reads and searches the list. Everything that awaits a JavaScript promise
//! lives here: `wasm-bindgen` makes the glue of the closures behind a promise for the main
//! module only, and a split part that made such a closure of its own would stop with "function
//! signature mismatch".

use crate::web::common::{browser, extras_bridge, list_store};
use leptos::wasm_bindgen::JsValue;
use leptos::web_sys;
use leptos::web_sys::js_sys::Uint8Array;
use std::future::Future;
use std::pin::Pin;

/// A browser operation's answer, to be awaited by the names' part.
pub(super) type Io<T> = Pin<Box<dyn Future<Output = T>>>;

/// The browser operations the names' part uses (function pointers into the main module).
#[derive(Clone, Copy)]
pub(super) struct NamesIo {
    /// Asks the second module `json` with the bytes beside it (none: `None`): its answer's
    /// text.
    pub ask: fn(String, Option<Uint8Array>) -> Io<Option<String>>,
    /// The stored list's bytes.
    pub kept: fn() -> Io<Option<Uint8Array>>,
    /// Keeps a chosen list file; whether it worked.
    pub keep: fn(web_sys::File) -> Io<bool>,
    /// Forgets the stored list.
    pub remove: fn() -> Io<()>,
    /// A chosen file's bytes.
    pub bytes: fn(web_sys::File) -> Io<Option<Uint8Array>>,
    /// Asks the second module's instance in a worker of its own (it reads FIDE's list,
    /// [`extras_bridge::reader`]) `json` with the bytes beside it (moved there): its answer,
    /// the text or the bytes made.
    pub read: fn(String, Option<Uint8Array>) -> Io<Option<JsValue>>,
    /// Ends that worker.
    pub stop_reader: fn(),
    /// How far that worker came ([`extras_bridge::progress`]; its listener is made in the
    /// main module).
    pub progress: fn() -> leptos::prelude::RwSignal<Option<extras_bridge::Busy>>,
    /// Keeps FIDE's list in its stored form; whether it worked.
    pub keep_fide: fn(Uint8Array) -> Io<bool>,
    /// FIDE's list kept, its stored form's bytes.
    pub kept_fide: fn() -> Io<Option<Uint8Array>>,
    /// Forgets FIDE's list kept.
    pub remove_fide: fn() -> Io<()>,
}

fn keep_fide(bytes: Uint8Array) -> Io<bool> {
    Box::pin(async move { list_store::FIDE_LIST.keep_bytes(&bytes).await })
}

fn read(json: String, bytes: Option<Uint8Array>) -> Io<Option<JsValue>> {
    extras_bridge::run_in_page();
    Box::pin(async move {
        let handle = extras_bridge::reader().await?;
        extras_bridge::call(&handle, &json, bytes.as_ref()).await
    })
}

fn kept_fide() -> Io<Option<Uint8Array>> {
    Box::pin(list_store::FIDE_LIST.kept())
}

fn remove_fide() -> Io<()> {
    Box::pin(list_store::FIDE_LIST.remove())
}

fn ask(json: String, bytes: Option<Uint8Array>) -> Io<Option<String>> {
    extras_bridge::run_in_page();
    Box::pin(async move {
        let handle = extras_bridge::module().await?;
        extras_bridge::call_json(&handle, &json, bytes.as_ref()).await
    })
}

fn kept() -> Io<Option<Uint8Array>> {
    Box::pin(list_store::DSB_LIST.kept())
}

fn keep(file: web_sys::File) -> Io<bool> {
    Box::pin(async move { list_store::DSB_LIST.keep(&file).await })
}

fn remove() -> Io<()> {
    Box::pin(list_store::DSB_LIST.remove())
}

fn bytes(file: web_sys::File) -> Io<Option<Uint8Array>> {
    Box::pin(async move { browser::chosen_file(&file).await.map(|f| f.bytes) })
}

/// The operations, for the names' part.
pub(super) const IO: NamesIo = NamesIo {
    ask,
    kept,
    keep,
    remove,
    bytes,
    read,
    stop_reader: extras_bridge::stop_reader,
    progress: extras_bridge::progress,
    keep_fide,
    kept_fide,
    remove_fide,
};
