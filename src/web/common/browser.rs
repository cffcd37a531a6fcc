//! What both pages share: the browser's storage, the language (remembered, and the `lang`
//! attribute of `<html>`), the arithmetic mode, today's date, and small Leptos helpers for
//! translated texts. Provided by context ([`provide_shared`]) and read with [`shared`].

use crate::dwz::{Date, Mode};
use crate::i18n::{Lang, LanguageWords, Texts};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys;

const LANG_KEY: &str = "wertung-lang";
const MODE_KEY: &str = "wertung-mode";

/// The state both pages share (all `Copy`).
#[derive(Clone, Copy)]
pub struct Shared {
    /// The page's language.
    pub lang: RwSignal<Lang>,
    /// Exact or table arithmetic.
    pub mode: RwSignal<Mode>,
}

/// The browser's localStorage, where it gives one.
pub fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

/// Whether the browser keeps what the page saves (a third-party frame may refuse it).
pub fn storage_works() -> bool {
    const PROBE: &str = "wertung-probe";
    storage().is_some_and(|s| {
        let kept = s.set_item(PROBE, "1").is_ok() && s.get_item(PROBE).ok().flatten().is_some();
        let _ = s.remove_item(PROBE);
        kept
    })
}

/// A file the user chose or dropped: its name, and its bytes as a JavaScript array. The bytes
/// stay out of the page's own memory until a reader asks for them ([`ChosenFile::text`]): a
/// player list of 90 000 rows is 8 MB, which read into the page and handed on to the second
/// module stayed in the page as 17 MB (`scripts/bench-names.mjs`); handed on as this array it
/// is never copied there. (gloo-file reads into the page's memory, so it is not used here.)
pub struct ChosenFile {
    /// The file's name as chosen.
    pub name: String,
    /// Its bytes.
    pub bytes: web_sys::js_sys::Uint8Array,
}

impl ChosenFile {
    /// Its text, decoded as the formats decode a file ([`crate::formats::encoding::decode`]:
    /// UTF-8, Windows-1252 or code page 850).
    pub fn text(&self) -> String {
        crate::formats::encoding::decode(&self.bytes.to_vec())
    }
}

/// Reads a file chosen or dropped; `None` where the browser cannot read it (removed or changed
/// since it was chosen).
pub async fn chosen_file(file: &web_sys::File) -> Option<ChosenFile> {
    Some(ChosenFile {
        name: file.name(),
        bytes: blob_bytes(file).await?,
    })
}

/// The bytes of a blob (a file, or a slice of one read a part at a time); `None` where the
/// browser cannot read it.
pub async fn blob_bytes(blob: &web_sys::Blob) -> Option<web_sys::js_sys::Uint8Array> {
    let buffer = wasm_bindgen_futures::JsFuture::from(blob.array_buffer())
        .await
        .ok()?;
    Some(web_sys::js_sys::Uint8Array::new(&buffer))
}

/// The files of a file input's change event (several where it allows them). The input is
/// emptied, so that choosing the same file again (after it could not be read, or after it
/// changed) is a change again.
pub fn input_files(ev: &leptos::ev::Event) -> Vec<web_sys::File> {
    let Some(input) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
    else {
        return Vec::new();
    };
    let files = input.files();
    let all = (0..files.as_ref().map_or(0, web_sys::FileList::length))
        .filter_map(|k| files.as_ref()?.get(k))
        .collect();
    input.set_value("");
    all
}

/// A remembered text.
pub fn load(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Remembers a text (quietly does nothing where storage is refused).
pub fn save(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
}

/// Forgets a remembered text (quietly does nothing where storage is refused).
pub fn forget(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// The `key=value` pairs of a query string (`?a=1&b=2`), decoded.
pub fn query_pairs(search: &str) -> Vec<(String, String)> {
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(search) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if let Ok(Some(iter)) = web_sys::js_sys::try_iter(&params) {
        for entry in iter.flatten() {
            let pair: web_sys::js_sys::Array = entry.unchecked_into();
            out.push((
                pair.get(0).as_string().unwrap_or_default(),
                pair.get(1).as_string().unwrap_or_default(),
            ));
        }
    }
    out
}

/// The pairs as a query string (without `?`), encoded.
pub fn encode_query(pairs: &[(String, String)]) -> String {
    let Ok(params) = web_sys::UrlSearchParams::new() else {
        return String::new();
    };
    for (k, v) in pairs {
        params.append(k, v);
    }
    params.to_string().as_string().unwrap_or_default()
}

/// The page's own query pairs.
pub fn page_query() -> Vec<(String, String)> {
    query_pairs(&window().location().search().unwrap_or_default())
}

/// Today in the browser's time zone.
pub fn today() -> Date {
    let now = web_sys::js_sys::Date::new_0();
    Date::new(
        now.get_full_year() as i32,
        now.get_month() as u8 + 1,
        now.get_date() as u8,
    )
    .unwrap_or(Date {
        year: 2026,
        month: 1,
        day: 1,
    })
}

/// The language (a `lang` query parameter, else the remembered one, else German) and the mode
/// (remembered), provided by context; an effect remembers both and keeps `<html lang>` in step.
pub fn provide_shared(query: &[(String, String)]) -> Shared {
    let asked = query
        .iter()
        .find(|(k, _)| k == "lang")
        .and_then(|(_, v)| Lang::from_code(v));
    let lang = asked
        .or_else(|| load(LANG_KEY).and_then(|l| Lang::from_code(&l)))
        .unwrap_or_default();
    // An embed's language fixed by the club's address is not the visitor's own choice.
    let embedded_lang = asked.is_some() && super::embed::Embed::of(query).on;
    // Exact (as the DSB's evaluation) unless the browser kept table mode from an earlier visit
    // (what an earlier release saved keeps its figures).
    let mode = match load(MODE_KEY).as_deref() {
        Some("table") => Mode::Table,
        _ => Mode::Exact,
    };
    let shared = Shared {
        lang: RwSignal::new(lang),
        mode: RwSignal::new(mode),
    };
    Effect::new(move |_| {
        let l = shared.lang.get();
        if !embedded_lang {
            save(LANG_KEY, l.code());
        }
        if let Some(e) = document().document_element() {
            let _ = e.set_attribute("lang", l.code());
        }
    });
    Effect::new(move |_| {
        save(
            MODE_KEY,
            match shared.mode.get() {
                Mode::Exact => "exact",
                Mode::Table => "table",
            },
        );
    });
    provide_context(shared);
    shared
}

/// The shared state of the page.
pub fn shared() -> Shared {
    expect_context::<Shared>()
}

/// A text of a message table in the page's language, following the language switch.
pub fn tr<M: Texts + Send + Sync + 'static>(m: M) -> Signal<&'static str> {
    let lang = shared().lang;
    Signal::derive(move || lang.get().text(m))
}

/// A text of a message table as a view.
#[component]
pub fn T<M: Texts + Send + Sync + 'static>(
    /// The entry of the table.
    m: M,
) -> impl IntoView {
    tr(m)
}

/// The release's line in both pages' footers: the version (Cargo.toml's), the licence, the
/// link to the release's source (the archive beside the pages, `scripts/package.sh`) and the
/// club's Impressum where the build was given one (`WERTUNG_IMPRESSUM`, written into the page
/// as `<meta name="wertung-impressum">` by scripts/post-build.mjs).
#[component]
pub fn ReleaseLine() -> impl IntoView {
    let version = env!("CARGO_PKG_VERSION");
    let impressum = document()
        .query_selector("meta[name='wertung-impressum']")
        .ok()
        .flatten()
        .and_then(|m| m.get_attribute("content"))
        .filter(|href| href.starts_with("https://") || href.starts_with("http://"));
    view! {
        <p class="release" id="release">
            {format!("Wertung {version} · ")}
            <T m=LanguageWords::Licence/>
            " · "
            <a href=format!("wertung-source-{version}.tar.gz") id="source-link"><T m=LanguageWords::Source/></a>
            {impressum.map(|href| view! {
                " · "
                <a href=href id="impressum-link"><T m=LanguageWords::Impressum/></a>
            })}
        </p>
    }
}

/// The button that switches between German and English.
#[component]
pub fn LangButton() -> impl IntoView {
    let lang = shared().lang;
    view! {
        <button type="button" class="lang" id="lang" title=tr(LanguageWords::LanguageLabel)
            on:click=move |_| lang.update(|l| *l = if *l == Lang::De { Lang::En } else { Lang::De })>
            <T m=LanguageWords::Language/>
        </button>
    }
}

/// Moves the keyboard focus to the element with this id once it is on the page.
pub fn focus(id: String) {
    request_animation_frame(move || {
        if let Some(el) = document().get_element_by_id(&id) {
            if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        }
    });
}

/// Puts the focus into the element `id` at once, a text field's caret (and selection) at
/// `caret`: where the user was typing when the page was replaced, so that no key falls between
/// the old field and the new one.
pub fn focus_now(id: &str, caret: Option<(u32, u32)>) {
    let Some(el) = document().get_element_by_id(id) else {
        return;
    };
    if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
        let _ = el.focus();
        if let (Ok(input), Some((start, end))) = (el.dyn_into::<web_sys::HtmlInputElement>(), caret)
        {
            let _ = input.set_selection_range(start, end);
        }
    }
}

/// Marks `<html>` as ready for input (`data-ready`), for people and for tests, and the moment
/// in the browser's timeline (`performance.mark("ready")`, read by scripts/bench-first-paint.mjs).
pub fn mark_ready() {
    if let Some(e) = document().document_element() {
        let _ = e.set_attribute("data-ready", "1");
    }
    if let Some(p) = window().performance() {
        let _ = p.mark("ready");
    }
}

/// Downloads a text as a file.
pub fn download(name: &str, mime: &str, content: &str) {
    let parts = web_sys::js_sys::Array::of1(&leptos::wasm_bindgen::JsValue::from_str(content));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Ok(a) = document().create_element("a") {
        let _ = a.set_attribute("href", &url);
        let _ = a.set_attribute("download", name);
        if let Ok(a) = a.dyn_into::<web_sys::HtmlElement>() {
            a.click();
        }
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}
