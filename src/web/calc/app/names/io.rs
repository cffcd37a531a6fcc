//! What the names' part (`names`, loaded on first use) asks of the browser, done in the main
//! module: the stored lists (Cache API), a chosen file's bytes, and the second module
//! (`reader.js`, in a worker) that reads and searches the lists. Everything that awaits a JavaScript promise
//! lives here: `wasm-bindgen` makes the glue of the closures behind a promise for the main
//! module only, and a split part that made such a closure of its own would stop with "function
//! signature mismatch".

use crate::web::common::{browser, list_store, reader_bridge};
use leptos::wasm_bindgen::JsValue;
use leptos::web_sys;
use leptos::web_sys::js_sys::Uint8Array;
use std::future::Future;
use std::pin::Pin;

/// A browser operation's answer, to be awaited by the names' part.
pub(in crate::web::calc::app) type Io<T> = Pin<Box<dyn Future<Output = T>>>;

/// The browser operations the names' part uses (function pointers into the main module).
#[derive(Clone, Copy)]
pub(in crate::web::calc::app) struct NamesIo {
    /// Asks the second module `json` with the bytes beside it (none: `None`): its answer's
    /// text.
    pub ask: fn(String, Option<Uint8Array>) -> Io<Option<String>>,
    /// Asks the second module `json` with a file beside it (a list chosen or kept, which its
    /// worker reads itself a piece at a time, whole or asked with each piece: the DSB list's
    /// stored form): its answer's text (to the last piece taken).
    pub ask_file: fn(String, web_sys::Blob, reader_bridge::FileRead) -> Io<Option<String>>,
    /// The stored list, as a blob of the browser's store.
    pub kept: fn() -> Io<Option<web_sys::Blob>>,
    /// Keeps a chosen list file; whether it worked.
    pub keep: fn(web_sys::File) -> Io<bool>,
    /// Forgets the stored list.
    pub remove: fn() -> Io<()>,
    /// Keeps the stored list as read (its form the reader made) beside its file; whether it
    /// worked.
    pub keep_read: fn(web_sys::Blob) -> Io<bool>,
    /// The stored list as read, where it is kept.
    pub kept_read: fn() -> Io<Option<web_sys::Blob>>,
    /// The bytes `from..to` of a blob (a file chosen, FIDE's stored form kept).
    pub part: fn(web_sys::Blob, f64, f64) -> Io<Option<Uint8Array>>,
    /// Ends the second module's worker that holds the lists (its memory given back before a
    /// list replaces the one it holds); the next question starts a fresh one.
    pub drop_module: fn(),
    /// Asks the second module's instance in a worker of its own (it reads FIDE's list,
    /// [`reader_bridge::reader`]) `json` with the bytes beside it (moved there): its answer,
    /// the text or the bytes made.
    pub read: fn(String, Option<Uint8Array>) -> Io<Option<JsValue>>,
    /// [`NamesIo::read`] with a file beside `json` (FIDE's zip or text chosen), which that
    /// worker reads into the module itself, whole or asked with each piece.
    pub read_file: fn(String, web_sys::Blob, reader_bridge::FileRead) -> Io<Option<JsValue>>,
    /// Ends that worker.
    pub stop_reader: fn(),
    /// Ends that worker where no call to it is under way (after work done there in the
    /// background).
    pub stop_reader_if_idle: fn(),
    /// How far that worker came ([`reader_bridge::progress`]; its listener is made in the
    /// main module).
    pub progress: fn() -> leptos::prelude::RwSignal<Option<reader_bridge::Busy>>,
    /// Keeps FIDE's list in its stored form; whether it worked.
    pub keep_fide: fn(web_sys::Blob) -> Io<bool>,
    /// FIDE's list kept, its stored form (read a part at a time).
    pub kept_fide: fn() -> Io<Option<web_sys::Blob>>,
    /// Forgets FIDE's list kept.
    pub remove_fide: fn() -> Io<()>,
    /// Asks the second module `json` with a blob beside it (FIDE's list kept in its paged
    /// form, which its worker holds and reads a piece at a time): its answer's text.
    pub ask_blob: fn(String, web_sys::Blob) -> Io<Option<String>>,
}

fn ask_blob(json: String, blob: web_sys::Blob) -> Io<Option<String>> {
    Box::pin(async move {
        let handle = reader_bridge::module().await?;
        reader_bridge::call_json_blob(&handle, &json, &blob).await
    })
}

fn keep_fide(blob: web_sys::Blob) -> Io<bool> {
    Box::pin(async move { list_store::FIDE_LIST.keep_blob(&blob).await })
}

fn read(json: String, bytes: Option<Uint8Array>) -> Io<Option<JsValue>> {
    Box::pin(async move {
        let _call = reader_bridge::ReaderCall::begun();
        let handle = reader_bridge::reader().await?;
        reader_bridge::call(&handle, &json, bytes.as_ref()).await
    })
}

fn read_file(
    json: String,
    file: web_sys::Blob,
    read: reader_bridge::FileRead,
) -> Io<Option<JsValue>> {
    Box::pin(async move {
        let _call = reader_bridge::ReaderCall::begun();
        let handle = reader_bridge::reader().await?;
        reader_bridge::call_file(&handle, &json, &file, read).await
    })
}

fn kept_fide() -> Io<Option<web_sys::Blob>> {
    Box::pin(list_store::FIDE_LIST.kept_blob())
}

fn remove_fide() -> Io<()> {
    Box::pin(list_store::FIDE_LIST.remove())
}

fn ask(json: String, bytes: Option<Uint8Array>) -> Io<Option<String>> {
    Box::pin(async move {
        let handle = reader_bridge::module().await?;
        reader_bridge::call_json(&handle, &json, bytes.as_ref()).await
    })
}

fn ask_file(
    json: String,
    file: web_sys::Blob,
    read: reader_bridge::FileRead,
) -> Io<Option<String>> {
    Box::pin(async move {
        let handle = reader_bridge::module().await?;
        reader_bridge::call_json_file(&handle, &json, &file, read).await
    })
}

fn kept() -> Io<Option<web_sys::Blob>> {
    Box::pin(list_store::DSB_LIST.kept_blob())
}

fn keep(file: web_sys::File) -> Io<bool> {
    Box::pin(async move { list_store::DSB_LIST.keep(&file).await })
}

fn keep_read(blob: web_sys::Blob) -> Io<bool> {
    Box::pin(async move { list_store::DSB_LIST.keep_read(&blob).await })
}

fn kept_read() -> Io<Option<web_sys::Blob>> {
    Box::pin(list_store::DSB_LIST.kept_read())
}

fn remove() -> Io<()> {
    Box::pin(list_store::DSB_LIST.remove())
}

fn part(blob: web_sys::Blob, from: f64, to: f64) -> Io<Option<Uint8Array>> {
    Box::pin(async move {
        let slice = blob.slice_with_f64_and_f64(from, to).ok()?;
        browser::blob_bytes(&slice).await
    })
}

/// The operations, for the names' part.
pub(in crate::web::calc::app) const IO: NamesIo = NamesIo {
    ask,
    ask_file,
    kept,
    keep,
    remove,
    keep_read,
    kept_read,
    part,
    drop_module: reader_bridge::drop_module,
    read,
    read_file,
    stop_reader: reader_bridge::stop_reader,
    stop_reader_if_idle: reader_bridge::stop_reader_if_idle,
    progress: reader_bridge::progress,
    keep_fide,
    kept_fide,
    remove_fide,
    ask_blob,
};
