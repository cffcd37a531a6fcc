//! How the calculator's names part asks the second module (it reads the lists and searches
//! them: neither is part of the calculator): the one typed [`Request`] and [`Response`] of
//! both pages. The main module carries only how a request travels there ([`NamesIo::ask`]); the
//! messages are read here, in the part that asks for names.

use super::io::NamesIo;
use crate::web::common::messages::{Request, Response};
use crate::web::common::reader_bridge::FileRead;
use leptos::wasm_bindgen::JsValue;
use leptos::web_sys::js_sys::Uint8Array;

/// Asks the second module `request` with `bytes` beside it (a list's, handed on as they are):
/// its answer, `None` where none came.
pub(super) async fn ask(
    io: NamesIo,
    request: &Request,
    bytes: Option<Uint8Array>,
) -> Option<Response> {
    let text = (io.ask)(request.json(), bytes).await?;
    Response::read(&text)
}

/// Asks the second module `request` with the file `file` beside it (a list chosen or kept,
/// the DSB list's stored form), which its worker reads itself as `read` says: its answer,
/// `None` where none came.
pub(super) async fn ask_file(
    io: NamesIo,
    request: &Request,
    file: leptos::web_sys::Blob,
    read: FileRead,
) -> Option<Response> {
    let text = (io.ask_file)(request.json(), file, read).await?;
    Response::read(&text)
}

/// A text answer of a worker, read (bytes made, or none, are not one).
pub(super) fn answer_of(v: Option<JsValue>) -> Option<Response> {
    Response::read(&v?.as_string()?)
}
