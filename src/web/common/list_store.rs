//! The DSB player list as both pages keep it (issue 25 §1: one list for the calculator and the
//! tournament page): its bytes in the browser's Cache API (a whole federation's list is several
//! megabytes, too much for local storage), what is known of it in local storage ([`ListMeta`]).
//! A list loaded on either page is the other's too, kept across visits and offline, until it is
//! removed.

use super::browser::{forget, load, save};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys;
use leptos::web_sys::js_sys;
use serde::{Deserialize, Serialize};
use wasm_bindgen_futures::JsFuture;

/// What is known of the stored player list (local storage).
pub const LIST_KEY: &str = "wertung-spielerliste";
/// The cache the list's bytes live in. Not "wertung-…": the service worker deletes those
/// caches on a new version.
const LIST_CACHE: &str = "dsb-spielerliste";
const LIST_ENTRY: &str = "spielerliste";

/// What is known of the stored player list: the file's name, the day it was loaded, its rows
/// and persons, and its date ("Stand", ISO; empty where the file gives none; lists kept by an
/// earlier release have none).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListMeta {
    /// The file's name.
    pub name: String,
    /// The day it was loaded.
    pub date: String,
    /// Its rows.
    pub rows: usize,
    /// Its persons.
    pub persons: usize,
    /// Its date ("Stand", ISO); empty where the file gives none.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub stand: String,
}

/// The stored list's [`ListMeta`], if a list is kept.
pub fn meta() -> Option<ListMeta> {
    load(LIST_KEY).and_then(|m| serde_json::from_str(&m).ok())
}

/// Remembers what is known of the list kept.
pub fn save_meta(meta: &ListMeta) {
    save(LIST_KEY, &serde_json::to_string(meta).unwrap_or_default());
}

/// The cache of the stored list (none where the browser has no Cache API, e.g. plain http).
async fn cache() -> Option<web_sys::Cache> {
    let caches = window().caches().ok()?;
    JsFuture::from(caches.open(LIST_CACHE))
        .await
        .ok()?
        .dyn_into()
        .ok()
}

/// Keeps the list's bytes in the browser; whether it worked.
pub async fn keep(file: &web_sys::File) -> bool {
    let Some(cache) = cache().await else {
        return false;
    };
    let Ok(response) = web_sys::Response::new_with_opt_blob(Some(file)) else {
        return false;
    };
    JsFuture::from(cache.put_with_str(LIST_ENTRY, &response))
        .await
        .is_ok()
}

/// The stored list's bytes (a JavaScript array, handed on to the second module as they are).
pub async fn kept() -> Option<js_sys::Uint8Array> {
    let cache = cache().await?;
    let response: web_sys::Response = JsFuture::from(cache.match_with_str(LIST_ENTRY))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer))
}

/// What is known of FIDE's list the calculator keeps (local storage; issue 43 §4).
pub const FIDE_KEY: &str = "wertung-fide-liste";
/// The cache FIDE's list lives in, in its stored form
/// ([`crate::formats::address_book::stored`], with its name search; not the zip).
const FIDE_CACHE: &str = "fide-liste";
const FIDE_ENTRY: &str = "fide-liste";

/// What is known of FIDE's list kept: the file's name, its players and its month (ISO, the
/// 1st; empty where the file gives none).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FideMeta {
    /// The file's name.
    pub name: String,
    /// Its players.
    pub players: usize,
    /// Its month (ISO); empty where the file gives none.
    #[serde(default)]
    pub month: String,
}

/// FIDE's list kept: its [`FideMeta`].
pub fn fide_meta() -> Option<FideMeta> {
    load(FIDE_KEY).and_then(|m| serde_json::from_str(&m).ok())
}

/// Remembers what is known of FIDE's list kept.
pub fn save_fide_meta(meta: &FideMeta) {
    save(FIDE_KEY, &serde_json::to_string(meta).unwrap_or_default());
}

async fn cache_named(name: &str) -> Option<web_sys::Cache> {
    let caches = window().caches().ok()?;
    JsFuture::from(caches.open(name))
        .await
        .ok()?
        .dyn_into()
        .ok()
}

/// Keeps FIDE's list in its stored form (`bytes`, handed to the Cache as they are, never
/// through the module's memory); whether it worked.
pub async fn keep_fide(bytes: &js_sys::Uint8Array) -> bool {
    let Some(cache) = cache_named(FIDE_CACHE).await else {
        return false;
    };
    let Ok(response) = web_sys::Response::new_with_opt_buffer_source(Some(bytes)) else {
        return false;
    };
    JsFuture::from(cache.put_with_str(FIDE_ENTRY, &response))
        .await
        .is_ok()
}

/// FIDE's list kept, its stored form's bytes.
pub async fn kept_fide() -> Option<js_sys::Uint8Array> {
    let cache = cache_named(FIDE_CACHE).await?;
    let response: web_sys::Response = JsFuture::from(cache.match_with_str(FIDE_ENTRY))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer))
}

/// Forgets FIDE's list kept.
pub async fn remove_fide() {
    forget(FIDE_KEY);
    if let Ok(caches) = window().caches() {
        let _ = JsFuture::from(caches.delete(FIDE_CACHE)).await;
    }
}

/// Forgets the stored list ("Liste entfernen"), on both pages.
pub async fn remove() {
    forget(LIST_KEY);
    if let Ok(caches) = window().caches() {
        let _ = JsFuture::from(caches.delete(LIST_CACHE)).await;
    }
}
