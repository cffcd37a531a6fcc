//! What the tournament page's second module answers the calculator's names part, and how the
//! part asks it: below both [`super::names`] and [`super::names_fide`], which use it.

use super::names_io::NamesIo;
use crate::formats::dsb_list::search::NameHit;
use crate::web::turnier::list::ListLoad;
use leptos::web_sys::js_sys::Uint8Array;
use serde::Deserialize;

/// What the second module answers the calculator (a part of its `Response`).
#[derive(Deserialize)]
pub(super) enum Answer {
    /// What reading a list gave: the module's own type, read as it writes it.
    List(ListLoad),
    Names(Vec<NameHit>),
    /// Nobody fits: persons of similar names ("Meinten Sie …?").
    Similar(Vec<NameHit>),
    NoList,
    /// A part of FIDE's stored form taken (an empty text).
    Made(serde::de::IgnoredAny),
}

/// Asks the tournament page's second module (it reads the list and searches it: neither is
/// part of the calculator): `json` with `bytes` beside it (a list's, handed on as they are).
pub(super) async fn ask(io: NamesIo, json: &str, bytes: Option<Uint8Array>) -> Option<Answer> {
    let text = (io.ask)(json.to_string(), bytes).await?;
    serde_json::from_str(&text).ok()
}
