//! The DSB player list as both pages keep it (one list for the calculator and the
//! tournament page): its bytes in the browser's Cache API (a whole federation's list is several
//! megabytes, too much for local storage), what is known of it in local storage ([`ListMeta`]).
//! A list loaded on either page is the other's too, kept across visits and offline, until it is
//! removed. FIDE's list the calculator keeps likewise, in its stored form ([`FIDE_LIST`]).

use super::browser::{forget, load, save};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::marker::PhantomData;
use wasm_bindgen_futures::JsFuture;

/// A list kept in this browser: what is known of it in local storage under `key` (an `M`), its
/// bytes in the Cache API's cache `cache` under `entry`.
pub struct Kept<M> {
    /// The local storage key of what is known of it.
    pub key: &'static str,
    /// The cache its bytes live in. Not "wertung-…": the service worker deletes those caches on
    /// a new version.
    cache: &'static str,
    /// Its entry in that cache.
    entry: &'static str,
    meta: PhantomData<fn() -> M>,
}

/// The DSB player list (both pages): its [`ListMeta`], its file's bytes.
pub const DSB_LIST: Kept<ListMeta> = Kept {
    key: "wertung-spielerliste",
    cache: "dsb-spielerliste",
    entry: "spielerliste",
    meta: PhantomData,
};

/// FIDE's list the calculator keeps: its [`FideMeta`], its stored form's bytes
/// ([`crate::formats::address_book::stored`], with its name search; not the zip).
pub const FIDE_LIST: Kept<FideMeta> = Kept {
    key: "wertung-fide-liste",
    cache: "fide-liste",
    entry: "fide-liste",
    meta: PhantomData,
};

/// The entry of a list as read ([`Kept::keep_read`]) in its file's cache.
const READ_ENTRY: &str = "gelesen";

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

impl<M: Serialize + DeserializeOwned> Kept<M> {
    /// What is known of the list kept, if one is.
    pub fn meta(&self) -> Option<M> {
        load(self.key).and_then(|m| serde_json::from_str(&m).ok())
    }

    /// Remembers what is known of the list kept.
    pub fn save_meta(&self, meta: &M) {
        save(self.key, &serde_json::to_string(meta).unwrap_or_default());
    }

    /// The list's cache (none where the browser has no Cache API, e.g. plain http).
    async fn cache(&self) -> Option<web_sys::Cache> {
        let caches = window().caches().ok()?;
        JsFuture::from(caches.open(self.cache))
            .await
            .ok()?
            .dyn_into()
            .ok()
    }

    /// Keeps `response`'s body under `entry` of the list's cache; whether it worked.
    async fn put(
        &self,
        entry: &str,
        response: Result<web_sys::Response, leptos::wasm_bindgen::JsValue>,
    ) -> bool {
        let (Some(cache), Ok(response)) = (self.cache().await, response) else {
            return false;
        };
        JsFuture::from(cache.put_with_str(entry, &response))
            .await
            .is_ok()
    }

    /// Keeps a list file's bytes in the browser; whether it worked. The form read of the list
    /// before ([`Kept::keep_read`]) is forgotten first: it is another file's.
    pub async fn keep(&self, file: &web_sys::File) -> bool {
        if let Some(cache) = self.cache().await {
            let _ = JsFuture::from(cache.delete_with_str(READ_ENTRY)).await;
        }
        self.put(self.entry, web_sys::Response::new_with_opt_blob(Some(file)))
            .await
    }

    /// Keeps the list as read ([`crate::formats::dsb_list::stored`], a blob its worker made)
    /// beside its file, in the same cache (forgotten with it); whether it worked.
    pub async fn keep_read(&self, blob: &web_sys::Blob) -> bool {
        self.put(READ_ENTRY, web_sys::Response::new_with_opt_blob(Some(blob)))
            .await
    }

    /// The list as read kept beside its file ([`Kept::keep_read`]), where one is.
    pub async fn kept_read(&self) -> Option<web_sys::Blob> {
        self.blob_of(READ_ENTRY).await
    }

    /// Keeps a blob's bytes (FIDE's stored form, made of the parts its worker handed out;
    /// never through the module's memory); whether it worked.
    pub async fn keep_blob(&self, blob: &web_sys::Blob) -> bool {
        self.put(self.entry, web_sys::Response::new_with_opt_blob(Some(blob)))
            .await
    }

    /// The cache's answer holding the bytes of `entry`, where it has them.
    async fn response_of(&self, entry: &str) -> Option<web_sys::Response> {
        let cache = self.cache().await?;
        JsFuture::from(cache.match_with_str(entry))
            .await
            .ok()?
            .dyn_into()
            .ok()
    }

    /// The list's bytes kept as a blob, read a part at a time where needed (never whole in the
    /// page: FIDE's stored form, and the DSB's list, which the module's worker reads itself).
    pub async fn kept_blob(&self) -> Option<web_sys::Blob> {
        self.blob_of(self.entry).await
    }

    /// The bytes of `entry` as a blob.
    async fn blob_of(&self, entry: &str) -> Option<web_sys::Blob> {
        let response = self.response_of(entry).await?;
        JsFuture::from(response.blob().ok()?)
            .await
            .ok()?
            .dyn_into()
            .ok()
    }

    /// Forgets the list kept ("Liste entfernen": the DSB list on both pages).
    pub async fn remove(&self) {
        forget(self.key);
        if let Ok(caches) = window().caches() {
            let _ = JsFuture::from(caches.delete(self.cache)).await;
        }
    }
}
