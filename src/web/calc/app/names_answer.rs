//! What the tournament page's second module answers the calculator's names part, and how the
//! part asks it: below both [`super::names`] and [`super::names_fide`], which use it.

use super::names_io::NamesIo;
use crate::formats::dsb_list::search::NameHit;
use leptos::web_sys::js_sys::Uint8Array;
use serde::Deserialize;

/// What the second module answers the calculator (a part of its `Response`).
#[derive(Deserialize)]
pub(super) enum Answer {
    List(Loaded),
    Names(Vec<NameHit>),
    /// Nobody fits: persons of similar names ("Meinten Sie …?").
    Similar(Vec<NameHit>),
    NoList,
    /// A part of FIDE's stored form taken (an empty text).
    Made(serde::de::IgnoredAny),
}

/// What reading a list gave (the module's `ListLoad`).
#[derive(Deserialize)]
pub(super) enum Loaded {
    /// The DSB's list.
    #[serde(rename = "Loaded")]
    Dsb {
        rows: usize,
        persons: usize,
        #[serde(default)]
        stand: String,
    },
    /// FIDE's rating list, told by its content (issue 43 §4).
    Fide {
        players: usize,
        #[serde(default)]
        month: String,
    },
    Failed {
        de: String,
        en: String,
    },
}

/// Asks the tournament page's second module (it reads the list and searches it: neither is
/// part of the calculator): `json` with `bytes` beside it (a list's, handed on as they are).
pub(super) async fn ask(io: NamesIo, json: &str, bytes: Option<Uint8Array>) -> Option<Answer> {
    let text = (io.ask)(json.to_string(), bytes).await?;
    serde_json::from_str(&text).ok()
}
