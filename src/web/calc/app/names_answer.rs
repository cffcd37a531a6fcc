//! How the calculator's names part asks the second module (it reads the lists and searches
//! them: neither is part of the calculator): the one typed [`Request`] and [`Response`] of
//! both pages. The main module carries only the bytes' way there ([`NamesIo::ask`]), so that
//! a first visit ships none of the messages.

use super::names_io::NamesIo;
use crate::web::common::messages::{Request, Response};
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
