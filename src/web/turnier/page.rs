//! The page "Turnierauswertung": a whole tournament evaluated in the browser, as a tournament
//! director or DWZ referee checks it before it goes to the DSB. Its own wasm module (bin
//! `wertung-turnier`, feature `turnier`), so that the phone calculator stays small. What is used
//! only sometimes (the DSB player list, Swiss-Chess files, the INGO and Turnierleistung views,
//! scoresheets, the Gesamtiteration, exports) is a second module (bin `wertung-extras`, see
//! [`super::extras`]) loaded when one of them is first used.
//!
//! The Leptos shell of the page as small components. State ([`Page`], handed down by context;
//! language and arithmetic mode come from [`crate::web::common::browser`]): the loaded tournament, the player
//! table (a signal per row), the list's findings, and the view. The player table applied and the
//! evaluation are memos; local storage, the list's storage and the DOM patches of the result
//! table are effects. Reading what is loaded or typed and the views as escaped HTML are plain
//! Rust in [`super::report`] (tested and fuzzed natively); the core computes.

use super::extras::{Extra, Opened};
use super::report::{
    apply, apply_match, apply_matches, candidate_text, errors_of, eval_info, file_name, is_swt,
    legend_html, match_counts, name_html, notice_html, read_answer, read_any, report_head_html,
    request_json, rest_html, restore, store, table_head, table_rows, warnings_html, Edit, Found,
    Key, ListLoad, ListMatch, Loaded, MatchRequest, RowHtml, Session, SortKey, View, DWZ_LEGEND,
    WHOLE,
};
use crate::dwz::error::InputError;
use crate::dwz::{evaluate, Evaluation, Mode, Options, Tournament};
use crate::formats::encoding::decode;
use crate::i18n::{Lang, TMsg};
use crate::web::common::browser::{
    forget, load, mark_ready, page_query, provide_shared, save, today, tr, LangButton, Shared, T,
};
use crate::web::common::tabs::TabList;
use leptos::html;
use leptos::prelude::*;
use leptos::wasm_bindgen::{JsCast, JsValue};
use leptos::web_sys;
use leptos::web_sys::js_sys;
use serde::{Deserialize, Serialize};
use std::time::Duration;
use wasm_bindgen_futures::JsFuture;

/// The tournament with its player table (local storage).
const STORE_KEY: &str = "wertung-turnier";
/// What is known of the stored player list: name, date, rows (local storage).
const LIST_KEY: &str = "wertung-spielerliste";
/// The player list's bytes live in this cache (the Cache API: a list of 90 000 rows is several
/// megabytes, too much for local storage). Not "wertung-…": the service worker deletes those
/// caches on a new version.
const LIST_CACHE: &str = "dsb-spielerliste";
const LIST_ENTRY: &str = "spielerliste";

fn now() -> f64 {
    window().performance().map(|p| p.now()).unwrap_or(0.0)
}

/// The evaluation with the time it took (measured where it is computed; the memo writes no
/// other state).
#[derive(Debug, Clone, PartialEq)]
struct Timed {
    result: Result<Evaluation, InputError>,
    ms: f64,
}

/// Why a tournament could not be loaded.
#[derive(Debug, Clone, PartialEq)]
enum LoadError {
    Input(InputError),
    /// Worded by the second module (a Swiss-Chess file): in both languages.
    Worded {
        de: String,
        en: String,
    },
    Unreadable,
    NoModule,
}

impl LoadError {
    fn text(&self, l: Lang) -> String {
        match self {
            LoadError::Input(e) => l.error(e),
            LoadError::Worded { de, en } => if l == Lang::De { de } else { en }.clone(),
            LoadError::Unreadable => l.text(TMsg::FileUnreadable).into(),
            LoadError::NoModule => l.text(TMsg::ExtrasFailed).into(),
        }
    }
}

/// What is known of the stored player list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct ListMeta {
    name: String,
    date: String,
    rows: usize,
    persons: usize,
}

/// The player list's state on the page.
#[derive(Debug, Clone, PartialEq)]
enum ListState {
    None,
    Working,
    Ready(ListMeta),
    /// Read, but not kept by the browser (no Cache API): lasts until the page is closed.
    Unkept(ListMeta),
    Failed {
        de: String,
        en: String,
    },
    NoModule,
}

/// The tournament with the player table applied, and the table's errors (row, error).
type Applied = (Tournament, Vec<(usize, InputError)>);

/// One row of the player table: its key (new rows on every load) and its fields.
#[derive(Clone, Copy)]
struct Row {
    key: u64,
    edit: RwSignal<Edit>,
}

/// Everything the page's parts share (all `Copy`), provided by context.
#[derive(Clone, Copy)]
struct Page {
    shared: Shared,
    loaded: RwSignal<Option<Loaded>>,
    rows: RwSignal<Vec<Row>>,
    end: RwSignal<String>,
    load_error: RwSignal<Option<LoadError>>,
    matches: RwSignal<Vec<ListMatch>>,
    chosen: RwSignal<Vec<Option<usize>>>,
    list: RwSignal<ListState>,
    list_ms: RwSignal<Option<f64>>,
    applied: Memo<Option<Applied>>,
    evaluation: Memo<Option<Timed>>,
    sort: RwSignal<(SortKey, bool)>,
    selected: RwSignal<Option<String>>,
    view: RwSignal<View>,
    xiangqi: RwSignal<bool>,
    all_columns: RwSignal<bool>,
    undo: RwSignal<Option<Session>>,
    sheets: RwSignal<bool>,
    serial: StoredValue<u64>,
}

fn page() -> Page {
    expect_context::<Page>()
}

impl Page {
    fn edits_untracked(self) -> Vec<Edit> {
        self.rows
            .with_untracked(|r| r.iter().map(|row| row.edit.get_untracked()).collect())
    }

    /// Shows a tournament with its player table (new rows).
    fn show(self, s: Session) {
        let serial = self.serial.get_value() + 1;
        self.serial.set_value(serial);
        self.rows.set(
            s.edits
                .into_iter()
                .enumerate()
                .map(|(k, e)| Row {
                    key: (serial << 32) | k as u64,
                    edit: RwSignal::new(e),
                })
                .collect(),
        );
        self.end.set(s.end);
        self.matches.set(s.matches);
        self.chosen.set(s.chosen);
        self.loaded.set(Some(s.loaded));
        self.selected.set(None);
    }

    fn session(self) -> Option<Session> {
        let loaded = self.loaded.get_untracked()?;
        Some(Session {
            loaded,
            edits: self.edits_untracked(),
            end: self.end.get_untracked(),
            matches: self.matches.get_untracked(),
            chosen: self.chosen.get_untracked(),
        })
    }

    /// What local storage keeps (and the second module is given), read in a reactive context:
    /// it changes with the tournament and every field of the player table.
    fn stored_tracked(self) -> Option<String> {
        self.rows
            .with(|r| r.iter().for_each(|row| row.edit.track()));
        self.end.track();
        self.matches.track();
        self.chosen.track();
        self.loaded.track();
        self.session().map(|s| store(&s))
    }

    fn save_now(self) {
        if let Some(s) = self.session() {
            save(STORE_KEY, &store(&s));
        }
    }

    /// A freshly loaded tournament: shown, and matched with the stored player list if there is
    /// one.
    fn loaded_new(self, loaded: Loaded) {
        let edits = loaded.edits();
        let n = edits.len();
        self.show(Session {
            end: loaded.tournament.end_date.to_string(),
            loaded,
            edits,
            matches: Vec::new(),
            chosen: vec![None; n],
        });
        self.load_error.set(None);
        self.undo.set(None);
        if matches!(
            self.list.get_untracked(),
            ListState::Ready(_) | ListState::Unkept(_)
        ) {
            leptos::task::spawn_local(match_with_list(self, None));
        }
    }

    /// The player table after the list's findings (and the user's choices).
    fn apply_list(self) {
        let base = self
            .loaded
            .with_untracked(|l| l.as_ref().map(Loaded::edits))
            .unwrap_or_default();
        let edits = self
            .matches
            .with_untracked(|m| self.chosen.with_untracked(|c| apply_matches(&base, m, c)));
        self.rows.with_untracked(|rows| {
            for (row, e) in rows.iter().zip(edits) {
                row.edit.set(e);
            }
        });
    }
}

/// The page.
#[component]
pub fn Turnier() -> impl IntoView {
    let shared = provide_shared(&page_query());
    let restored = load(STORE_KEY).and_then(|t| restore(&t));
    let list_meta = load(LIST_KEY).and_then(|m| serde_json::from_str::<ListMeta>(&m).ok());
    let loaded = RwSignal::new(None::<Loaded>);
    let rows = RwSignal::new(Vec::<Row>::new());
    let end = RwSignal::new(String::new());
    let applied = Memo::new(move |_| {
        let edits: Vec<Edit> = rows.with(|r| r.iter().map(|row| row.edit.get()).collect());
        end.with(|d| loaded.with(|l| l.as_ref().map(|l| apply(&l.tournament, &edits, d))))
    });
    let evaluation = Memo::new(move |_| {
        let mode = shared.mode.get();
        applied.with(|a| {
            a.as_ref().map(|(t, _)| {
                let started = now();
                let result = evaluate(
                    t,
                    &Options {
                        mode,
                        ..Options::default()
                    },
                );
                Timed {
                    result,
                    ms: now() - started,
                }
            })
        })
    });
    let p = Page {
        shared,
        loaded,
        rows,
        end,
        load_error: RwSignal::new(None),
        matches: RwSignal::new(Vec::new()),
        chosen: RwSignal::new(Vec::new()),
        list: RwSignal::new(match list_meta {
            Some(m) => ListState::Ready(m),
            None => ListState::None,
        }),
        list_ms: RwSignal::new(None),
        applied,
        evaluation,
        sort: RwSignal::new((SortKey::Number, true)),
        selected: RwSignal::new(None),
        view: RwSignal::new(View::from_hash(
            &window().location().hash().unwrap_or_default(),
        )),
        xiangqi: RwSignal::new(false),
        all_columns: RwSignal::new(false),
        undo: RwSignal::new(None),
        sheets: RwSignal::new(false),
        serial: StoredValue::new(0),
    };
    provide_context(p);
    if let Some(s) = restored {
        p.show(s);
    }

    // Local storage follows the tournament and its player table, a moment after the typing
    // stops (and at once when the page is left).
    Effect::new(move |pending: Option<Option<TimeoutHandle>>| {
        p.rows.with(|r| r.iter().for_each(|row| row.edit.track()));
        p.end.track();
        p.loaded.track();
        p.matches.track();
        p.chosen.track();
        if let Some(Some(h)) = pending {
            h.clear();
        }
        set_timeout_with_handle(move || p.save_now(), Duration::from_millis(400)).ok()
    });
    let _ = window_event_listener(leptos::ev::pagehide, move |_| p.save_now());

    view! {
        <div class="app turnier">
            <Header/>
            <main id="main">
                <p class="tagline"><T m=TMsg::Tagline/></p>
                <LoadSection/>
                <ListSection/>
                <Settings/>
                {move || p.loaded.with(Option::is_some).then(|| view! { <PlayerTable/> })}
                <Report/>
                <ScoresheetDialog/>
                <AllSheets/>
            </main>
            <footer><p><T m=TMsg::Footer/></p></footer>
        </div>
    }
}

#[component]
fn Header() -> impl IntoView {
    view! {
        <header class="top">
            <h1>"Wertung " <span class="sub"><T m=TMsg::Title/></span></h1>
            <nav class="links" aria-label=tr(TMsg::Title)>
                <a href="./"><T m=TMsg::CalculatorLink/></a>
                <LangButton/>
            </nav>
        </header>
    }
}

/// The bytes of a chosen file.
async fn file_bytes(file: &web_sys::File) -> Option<Vec<u8>> {
    let buffer = JsFuture::from(file.array_buffer()).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// The first file of a file input's change event.
fn chosen_file(ev: &leptos::ev::Event) -> Option<web_sys::File> {
    ev.target()?
        .dyn_into::<web_sys::HtmlInputElement>()
        .ok()?
        .files()?
        .get(0)
}

/// Loading a tournament: a file (read as bytes: SWT, or text in any of the encodings), or a
/// pasted text.
#[component]
fn LoadSection() -> impl IntoView {
    let p = page();
    let paste = RwSignal::new(String::new());
    let take = move |r: Result<Loaded, InputError>| match r {
        Ok(loaded) => p.loaded_new(loaded),
        Err(e) => p.load_error.set(Some(LoadError::Input(e))),
    };
    let on_file = move |ev: leptos::ev::Event| {
        let Some(file) = chosen_file(&ev) else {
            return;
        };
        leptos::task::spawn_local(async move {
            let end = p.end.get_untracked();
            match file_bytes(&file).await {
                Some(bytes) if is_swt(&file.name(), &bytes) => open_swt(p, &bytes, &end).await,
                Some(bytes) => take(read_any(&decode(&bytes), &end)),
                None => p.load_error.set(Some(LoadError::Unreadable)),
            }
        });
    };
    let lang = p.shared.lang;
    view! {
        <section class="load no-print" aria-labelledby="load-title">
            <h2 id="load-title"><T m=TMsg::LoadTitle/></h2>
            <label for="file"><T m=TMsg::FileLabel/></label>
            <input id="file" type="file" accept=".swt,.SWT,.trf,.txt,.json,.csv,.tsv" on:change=on_file />
            <label for="paste"><T m=TMsg::PasteLabel/></label>
            <textarea id="paste" rows="5" on:input=move |ev| paste.set(event_target_value(&ev))></textarea>
            <button type="button" id="paste-load"
                on:click=move |_| take(read_any(&paste.get_untracked(), &p.end.get_untracked()))>
                <T m=TMsg::PasteLoad/>
            </button>
            {move || p.load_error.get().map(|e| view! {
                <p class="error" id="load-error" role="alert">{move || e.text(lang.get())}</p>
            })}
        </section>
    }
}

/// A Swiss-Chess file, read by the second module.
async fn open_swt(p: Page, bytes: &[u8], end: &str) {
    let Some(module) = extras_module().await else {
        p.load_error.set(Some(LoadError::NoModule));
        return;
    };
    let answer = call(
        &module,
        "swt",
        &[
            js_sys::Uint8Array::from(bytes).into(),
            JsValue::from_str(end),
        ],
    )
    .and_then(|a| a.as_string())
    .and_then(|a| Opened::read(&a));
    match answer {
        Some(Opened::Loaded(stored)) => match restore(&stored) {
            Some(s) => p.loaded_new(s.loaded),
            None => p.load_error.set(Some(LoadError::Unreadable)),
        },
        Some(Opened::Failed { de, en }) => p.load_error.set(Some(LoadError::Worded { de, en })),
        None => p.load_error.set(Some(LoadError::NoModule)),
    }
}

// ---------------------------------------------------------------- the second module

thread_local! {
    /// The second module's exports once it is loaded.
    static EXTRAS: std::cell::RefCell<Option<JsValue>> = const { std::cell::RefCell::new(None) };
}

/// The second module (`extras.js`, written by scripts/post-build.mjs), loaded on first use: a
/// module script that hands its exports over in the window event `wertung-extras`.
async fn extras_module() -> Option<JsValue> {
    if let Some(m) = EXTRAS.with(|m| m.borrow().clone()) {
        return Some(m);
    }
    let promise = js_sys::Promise::new(&mut |resolve, reject| {
        let Ok(script) = document().create_element("script") else {
            let _ = reject.call0(&JsValue::NULL);
            return;
        };
        let _ = window().add_event_listener_with_callback("wertung-extras", &resolve);
        let _ = script.set_attribute("type", "module");
        let _ = script.set_attribute("src", "extras.js");
        if let Ok(s) = script.clone().dyn_into::<web_sys::HtmlElement>() {
            s.set_onerror(Some(&reject));
        }
        if let Some(head) = document().head() {
            let _ = head.append_child(&script);
        }
    });
    let event = JsFuture::from(promise).await.ok()?;
    let exports = js_sys::Reflect::get(&event, &"detail".into()).ok()?;
    EXTRAS.with(|m| *m.borrow_mut() = Some(exports.clone()));
    Some(exports)
}

/// Calls a function of the second module.
fn call(module: &JsValue, name: &str, args: &[JsValue]) -> Option<JsValue> {
    let f = js_sys::Reflect::get(module, &name.into())
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()?;
    let args: js_sys::Array = args.iter().collect();
    f.apply(&JsValue::NULL, &args).ok()
}

/// A view or export of the page's tournament (`stored`: [`store`]), made by the second module;
/// `None` where the module cannot be loaded.
async fn ask_extra(stored: &str, extra: &Extra, lang: Lang, mode: Mode) -> Option<String> {
    let module = extras_module().await?;
    call(
        &module,
        "extra",
        &[
            JsValue::from_str(stored),
            JsValue::from_str(&extra.code()),
            JsValue::from_str(lang.code()),
            JsValue::from_bool(mode == Mode::Exact),
        ],
    )?
    .as_string()
}

/// HTML the second module makes of the page's tournament, asked again whenever `request` (read
/// in a reactive context), the language, the mode, the tournament or its player table change;
/// the answer to an older request is dropped. `None` from `request`: nothing to show.
fn extra_html(p: Page, request: Signal<Option<Extra>>) -> RwSignal<String> {
    let html = RwSignal::new(String::new());
    let asked = StoredValue::new(0u64);
    Effect::new(move |_| {
        let n = asked.get_value() + 1;
        asked.set_value(n);
        let lang = p.shared.lang.get();
        let mode = p.shared.mode.get();
        // The session is only serialised (and tracked) while something is asked for.
        let Some((extra, stored)) = request
            .get()
            .and_then(|extra| Some((extra, p.stored_tracked()?)))
        else {
            html.set(String::new());
            return;
        };
        leptos::task::spawn_local(async move {
            let answer = ask_extra(&stored, &extra, lang, mode).await;
            if asked.get_value() == n {
                html.set(answer.unwrap_or_else(|| {
                    format!(
                        "<p class=\"error\" role=\"alert\">{}</p>",
                        lang.text(TMsg::ExtrasFailed)
                    )
                }));
            }
        });
    });
    html
}

// ---------------------------------------------------------------- the DSB player list

/// Reads a list in the second module: what it says of it.
fn load_in_module(module: &JsValue, bytes: &[u8]) -> Option<ListLoad> {
    let answer = call(
        module,
        "load_list",
        &[js_sys::Uint8Array::from(bytes).into()],
    )?;
    ListLoad::read(&answer.as_string()?)
}

/// The cache of the stored list (none where the browser has no Cache API, e.g. plain http).
async fn list_cache() -> Option<web_sys::Cache> {
    let caches = window().caches().ok()?;
    JsFuture::from(caches.open(LIST_CACHE))
        .await
        .ok()?
        .dyn_into()
        .ok()
}

/// Keeps the list's bytes in the browser; whether it worked.
async fn keep_list(file: &web_sys::File) -> bool {
    let Some(cache) = list_cache().await else {
        return false;
    };
    let Ok(response) = web_sys::Response::new_with_opt_blob(Some(file)) else {
        return false;
    };
    JsFuture::from(cache.put_with_str(LIST_ENTRY, &response))
        .await
        .is_ok()
}

/// The stored list's bytes.
async fn kept_list() -> Option<Vec<u8>> {
    let cache = list_cache().await?;
    let response: web_sys::Response = JsFuture::from(cache.match_with_str(LIST_ENTRY))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// Finds the loaded tournament's players in the list and fills the player table. `started`:
/// when the user chose a new list (its time counts from there); without it the stored list is
/// read first where the module has none.
async fn match_with_list(p: Page, started: Option<f64>) {
    let t0 = started.unwrap_or_else(now);
    let before = p.list.get_untracked();
    p.list.set(ListState::Working);
    let Some(module) = extras_module().await else {
        p.list.set(ListState::NoModule);
        return;
    };
    let has = call(&module, "has_list", &[]).and_then(|v| v.as_bool()) == Some(true);
    if !has {
        let answer = match kept_list().await {
            Some(bytes) => load_in_module(&module, &bytes),
            None => None,
        };
        if !matches!(answer, Some(ListLoad::Loaded { .. })) {
            // The stored list is gone (the browser cleared it): ask for it again.
            forget(LIST_KEY);
            p.list.set(ListState::None);
            return;
        }
    }
    p.list.set(before);
    let request = p.loaded.with_untracked(|l| {
        l.as_ref().map(|l| MatchRequest {
            end_year: l.tournament.end_date.year,
            keys: l.entrants.iter().map(Key::from).collect(),
        })
    });
    let Some(request) = request else {
        return;
    };
    let answer = call(
        &module,
        "match_list",
        &[JsValue::from_str(&request_json(&request))],
    )
    .and_then(|a| a.as_string())
    .map(|a| read_answer(&a))
    .unwrap_or_default();
    let n = answer.len();
    p.matches.set(answer);
    p.chosen.set(vec![None; n]);
    p.apply_list();
    p.list_ms.set(Some(now() - t0));
}

/// A list chosen by the user: read in the list module, kept in the browser, and matched.
async fn new_list(p: Page, file: web_sys::File) {
    let t0 = now();
    p.list.set(ListState::Working);
    let Some(bytes) = file_bytes(&file).await else {
        p.list.set(ListState::Failed {
            de: Lang::De.text(TMsg::FileUnreadable).into(),
            en: Lang::En.text(TMsg::FileUnreadable).into(),
        });
        return;
    };
    let Some(module) = extras_module().await else {
        p.list.set(ListState::NoModule);
        return;
    };
    match load_in_module(&module, &bytes) {
        Some(ListLoad::Loaded { rows, persons }) => {
            let meta = ListMeta {
                name: file.name(),
                date: today().to_string(),
                rows,
                persons,
            };
            p.list.set(ListState::Unkept(meta.clone()));
            if p.loaded.with_untracked(Option::is_some) {
                match_with_list(p, Some(t0)).await;
            }
            if keep_list(&file).await {
                save(LIST_KEY, &serde_json::to_string(&meta).unwrap_or_default());
                p.list.set(ListState::Ready(meta));
            }
        }
        Some(ListLoad::Failed { de, en }) => p.list.set(ListState::Failed { de, en }),
        None => p.list.set(ListState::NoModule),
    }
}

/// Forgets the stored list.
async fn forget_list(p: Page) {
    forget(LIST_KEY);
    if let Ok(caches) = window().caches() {
        let _ = JsFuture::from(caches.delete(LIST_CACHE)).await;
    }
    p.list.set(ListState::None);
}

/// The DSB player list: load it, see what is stored, match, and how the players were found.
#[component]
fn ListSection() -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let on_file = move |ev: leptos::ev::Event| {
        if let Some(file) = chosen_file(&ev) {
            leptos::task::spawn_local(new_list(p, file));
        }
    };
    let status = move || {
        let l = lang.get();
        match p.list.get() {
            ListState::None => None,
            ListState::Working => Some(view! { <p class="hint" id="list-status" role="status">{l.text(TMsg::ListWorking)}</p> }.into_any()),
            ListState::Ready(m) | ListState::Unkept(m) => {
                let unkept = matches!(p.list.get_untracked(), ListState::Unkept(_));
                Some(view! {
                    <div id="list-status" role="status">
                        <p>{format!("{}: {} · {} {} · {} {} · {} {}", l.text(TMsg::ListStored), m.name,
                            m.rows, l.text(TMsg::ListRows), m.persons, l.text(TMsg::ListPersons), l.text(TMsg::ListLoadedOn),
                            crate::dwz::Date::parse(&m.date).map(|d| super::report::date_text(l, d)).unwrap_or(m.date.clone()))}</p>
                        {unkept.then(|| view! { <p class="hint">{l.text(TMsg::ListNotKept)}</p> })}
                        <div class="actions">
                            <button type="button" id="list-match" disabled=move || p.loaded.with(Option::is_none)
                                on:click=move |_| leptos::task::spawn_local(match_with_list(p, None))>{l.text(TMsg::ListMatch)}</button>
                            <button type="button" id="list-forget" on:click=move |_| leptos::task::spawn_local(forget_list(p))>{l.text(TMsg::ListForget)}</button>
                        </div>
                    </div>
                }.into_any())
            }
            ListState::Failed { de, en } => Some(view! {
                <p class="error" id="list-status" role="alert">{if l == Lang::De { de } else { en }}</p>
            }.into_any()),
            ListState::NoModule => Some(view! { <p class="error" id="list-status" role="alert">{l.text(TMsg::ListModuleFailed)}</p> }.into_any()),
        }
    };
    let summary = move || {
        let l = lang.get();
        p.matches.with(|m| {
            if m.is_empty() {
                return None;
            }
            let (found, ambiguous, none) = match_counts(m);
            let ms = p.list_ms.get();
            Some(view! {
                <p id="list-summary" data-ms=ms.map(|x| crate::dwz::numeric::fixed(x, 0))>
                    {format!("{}: {found} {} · {ambiguous} {} · {none} {}{}", l.text(TMsg::ListSummary), l.text(TMsg::ListFound),
                        l.text(TMsg::ListAmbiguous), l.text(TMsg::ListNotFound),
                        ms.map(|x| format!(" · {} {} ms", l.text(TMsg::ListTime), l.num(x, 0))).unwrap_or_default())}
                </p>
            })
        })
    };
    view! {
        <section class="list no-print" aria-labelledby="list-title">
            <h2 id="list-title"><T m=TMsg::ListTitle/></h2>
            <p class="hint"><T m=TMsg::ListHelp/></p>
            <label for="list-file"><T m=TMsg::ListFile/></label>
            <input id="list-file" type="file" accept=".csv,.txt,.zip" on:change=on_file />
            {status}
            {summary}
        </section>
    }
}

#[component]
fn Settings() -> impl IntoView {
    let p = page();
    let mode = p.shared.mode;
    view! {
        <section class="settings no-print" aria-label=tr(TMsg::Settings)>
            <div class="field"><label for="end"><T m=TMsg::EndDate/></label>
                <input id="end" type="text" placeholder=tr(TMsg::EndPlaceholder) prop:value=move || p.end.get()
                    on:input=move |ev| p.end.set(event_target_value(&ev)) /></div>
            <label class="radio"><input type="checkbox" id="exact" prop:checked=move || mode.get() == Mode::Exact
                on:change=move |ev| mode.set(if event_target_checked(&ev) { Mode::Exact } else { Mode::Table }) />
                <T m=TMsg::Exact/></label>
            {move || p.applied.with(|a| a.as_ref().map(|(_, e)| errors_of(p.shared.lang.get(), e, WHOLE)).filter(|m| !m.is_empty()))
                .map(|m| view! { <p class="error" id="end-error">{m}</p> })}
        </section>
    }
}

// ---------------------------------------------------------------- the player table

/// The player table: a row a player, keyed, each with its own fields.
#[component]
fn PlayerTable() -> impl IntoView {
    let p = page();
    let (n, fide_note) = p.loaded.with_untracked(|l| {
        l.as_ref().map_or((0, false), |l| {
            (
                l.tournament.players.len(),
                l.tournament
                    .players
                    .iter()
                    .any(|p| p.dwz.is_some() && p.index.is_none()),
            )
        })
    });
    // A small tournament shows its player table open; a big one (a TRF of 284) starts closed.
    let open = n <= 30;
    view! {
        <details class="players no-print" open=open>
            <summary><T m=TMsg::PlayersTitle/></summary>
            {fide_note.then(|| view! { <p class="hint"><T m=TMsg::FideNote/></p> })}
            <div class="scroll"><table class="edit" role="table">
                <thead role="rowgroup"><tr role="row">
                    <th scope="col" role="columnheader">"#"</th><th scope="col" role="columnheader"><T m=TMsg::ColPlayer/></th><th scope="col" role="columnheader">"DWZ"</th>
                    <th scope="col" role="columnheader">"Index"</th><th scope="col" role="columnheader"><T m=TMsg::Born/></th><th scope="col" role="columnheader"><T m=TMsg::Member/></th>
                    <th scope="col" role="columnheader"><T m=TMsg::RestGames/></th><th scope="col" role="columnheader">"INGO"</th>
                    <th scope="col" role="columnheader"><T m=TMsg::ListColumn/></th><th scope="col" role="columnheader"><T m=TMsg::Problems/></th>
                </tr></thead>
                <tbody role="rowgroup">
                    <For each=move || p.rows.get().into_iter().enumerate() key=|(_, row)| row.key
                        children=move |(k, row)| view! { <PlayerRow k edit=row.edit/> }/>
                </tbody>
            </table></div>
        </details>
    }
}

/// A text field of the player table.
#[component]
fn Cell(
    edit: RwSignal<Edit>,
    label: Signal<String>,
    get: fn(&Edit) -> &String,
    set: fn(&mut Edit, String),
    #[prop(optional)] numeric: bool,
    #[prop(optional)] placeholder: Option<Signal<&'static str>>,
    size: u32,
) -> impl IntoView {
    view! {
        <td role="cell"><input type="text" inputmode=if numeric { "numeric" } else { "text" } size=size aria-label=label
            placeholder=move || placeholder.map(|p| p.get())
            prop:value=move || edit.with(|e| get(e).clone())
            on:input=move |ev| edit.update(|e| set(e, event_target_value(&ev))) /></td>
    }
}

/// One player's row: his fields, how the list found him (a choice where ambiguous), and what
/// is wrong with his fields.
#[component]
fn PlayerRow(k: usize, edit: RwSignal<Edit>) -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let (name, fide) = p
        .loaded
        .with_untracked(|l| {
            l.as_ref()
                .and_then(|l| l.tournament.players.get(k))
                .map(|pl| {
                    (
                        pl.name.clone().unwrap_or_else(|| pl.id.clone()),
                        pl.dwz.is_some() && pl.index.is_none(),
                    )
                })
        })
        .unwrap_or_default();
    let label = |m: Option<TMsg>, fixed: &'static str, name: String| {
        Signal::derive(move || match m {
            Some(m) => format!("{} {name}", lang.get().text(m)),
            None => format!("{fixed} {name}"),
        })
    };
    let error = move || {
        p.applied.with(|a| {
            a.as_ref()
                .map(|(_, errs)| errors_of(lang.get(), errs, k))
                .unwrap_or_default()
        })
    };
    let found = move || p.matches.with(|m| m.get(k).cloned());
    let choose = move |ev: leptos::ev::Event| {
        let row = event_target_value(&ev).parse::<usize>().ok();
        p.chosen.update(|c| {
            if let Some(x) = c.get_mut(k) {
                *x = row;
            }
        });
        let base = p
            .loaded
            .with_untracked(|l| l.as_ref().and_then(|l| l.edits().get(k).cloned()))
            .unwrap_or_default();
        let m = p.matches.with_untracked(|m| m.get(k).cloned());
        edit.set(apply_match(&base, m.as_ref(), row));
    };
    let match_name = name.clone();
    let list_cell = move || {
        let m = found()?;
        let l = lang.get();
        Some(if m.found == Found::Ambiguous {
            let chosen = p.chosen.with(|c| c.get(k).copied().flatten());
            view! {
                <select aria-label=format!("{} {match_name}", l.text(TMsg::Choose)) on:change=choose>
                    <option value="" selected=chosen.is_none()>{l.text(TMsg::ChooseNone)}</option>
                    {m.candidates.iter().map(|c| view! {
                        <option value=c.row.to_string() selected=chosen == Some(c.row)>{candidate_text(l, c)}</option>
                    }).collect_view()}
                </select>
            }
            .into_any()
        } else {
            view! { <span class=format!("found {}", if m.found == Found::NotInList { "none" } else { "yes" })>{l.text(m.found.label())}</span> }.into_any()
        })
    };
    view! {
        <tr role="row">
            <td role="cell">{k + 1}</td>
            <th scope="row" role="rowheader" inner_html=name_html(&name)></th>
            <Cell edit label=label(None, "DWZ", name.clone()) get=|e| &e.dwz set=|e, v| e.dwz = v numeric=true size=5/>
            <Cell edit label=label(None, "Index", name.clone()) get=|e| &e.index set=|e, v| e.index = v numeric=true size=3
                placeholder=Signal::stored(if fide { "6" } else { "" })/>
            <Cell edit label=label(Some(TMsg::BirthYear), "", name.clone()) get=|e| &e.birth set=|e, v| e.birth = v numeric=true size=5/>
            <td role="cell"><input type="checkbox" aria-label=label(Some(TMsg::DsbMember), "", name.clone()) prop:checked=move || edit.with(|e| e.member)
                on:change=move |ev| { let on = event_target_checked(&ev); edit.update(|e| e.member = on); } /></td>
            <Cell edit label=label(None, "Restpartien", name.clone()) get=|e| &e.rest set=|e, v| e.rest = v size=18
                placeholder=tr(TMsg::RestPlaceholder)/>
            <Cell edit label=label(None, "INGO", name.clone()) get=|e| &e.ingo set=|e, v| e.ingo = v size=7
                placeholder=Signal::stored("128/5")/>
            <td class="list-cell" role="cell">{list_cell}</td>
            <td class="error" role="cell">{error}</td>
        </tr>
    }
}

// ---------------------------------------------------------------- the results

/// Downloads a text as a file.
fn download(name: &str, mime: &str, content: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(content));
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

/// Prints the page with a class on `<html>` saying what is printed (the print styles show only
/// that part).
fn print_with(class: &'static str) {
    let root = document().document_element();
    if let Some(r) = &root {
        let _ = r.class_list().add_1(class);
    }
    let _ = window().print();
    if let Some(r) = &root {
        let _ = r.class_list().remove_1(class);
    }
}

/// The report: the tournament's head, the actions, the views as tabs and the selected view.
#[component]
fn Report() -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let has = move || p.loaded.with(Option::is_some);
    let export = move |extra: Extra| {
        let Some(session) = p.session() else {
            return;
        };
        let (name, mime) = match extra {
            Extra::Csv => (
                file_name(&session.loaded.tournament, "csv"),
                "text/csv;charset=utf-8",
            ),
            _ => (
                file_name(&session.loaded.tournament, "json"),
                "application/json",
            ),
        };
        let (lang, mode) = (lang.get_untracked(), p.shared.mode.get_untracked());
        leptos::task::spawn_local(async move {
            match ask_extra(&store(&session), &extra, lang, mode).await {
                Some(content) if !content.is_empty() => download(&name, mime, &content),
                Some(_) => {}
                None => p.load_error.set(Some(LoadError::NoModule)),
            }
        });
    };
    let clear = move |_| {
        p.undo.set(p.session());
        forget(STORE_KEY);
        p.loaded.set(None);
        p.rows.set(Vec::new());
        p.matches.set(Vec::new());
        p.selected.set(None);
    };
    let undo = move |_| {
        if let Some(s) = p.undo.get_untracked() {
            p.show(s);
        }
        p.undo.set(None);
    };
    let print_sheets = move |_| p.sheets.set(true);
    let head = move || {
        let l = lang.get();
        let mode = p.shared.mode.get();
        p.applied.with(|a| {
            a.as_ref()
                .map(|(t, _)| report_head_html(l, t, mode, today()))
                .unwrap_or_default()
        })
    };
    let name = move || {
        p.loaded
            .with(|l| l.as_ref().map(|l| l.tournament.name.clone()))
            .filter(|n| !n.trim().is_empty())
            .unwrap_or_else(|| lang.get().text(TMsg::Results).into())
    };
    view! {
        <p class="undo no-print" role="status" hidden=move || p.undo.with(Option::is_none)>
            <T m=TMsg::Cleared/>" "
            <button type="button" id="undo" on:click=undo><T m=TMsg::Undo/></button>
        </p>
        <section class="report" aria-labelledby="report-title" hidden=move || !has()>
            <h2 id="report-title">{name}</h2>
            <div class="head" inner_html=head></div>
            <div class="actions no-print">
                <button type="button" id="export-csv" on:click=move |_| export(Extra::Csv)><T m=TMsg::ExportCsv/></button>
                <button type="button" id="export-json" on:click=move |_| export(Extra::Json)><T m=TMsg::ExportJson/></button>
                <button type="button" id="print" on:click=move |_| { let _ = window().print(); }><T m=TMsg::Print/></button>
                <button type="button" id="print-sheets" on:click=print_sheets><T m=TMsg::PrintSheets/></button>
                <button type="button" id="clear" on:click=clear><T m=TMsg::Clear/></button>
            </div>
            <ViewTabs/>
            <div id="results" role="tabpanel" aria-labelledby=move || p.view.get().tab_id()>
                {move || match p.view.get() {
                    View::Dwz => view! { <DwzView/> }.into_any(),
                    View::Ingo => view! { <IngoView/> }.into_any(),
                    View::Leistung => view! { <LeistungView/> }.into_any(),
                }}
            </div>
        </section>
    }
}

/// The three views as tabs ([`TabList`]: the arrow keys, Home and End move between them).
#[component]
fn ViewTabs() -> impl IntoView {
    let p = page();
    let select = move |v: View| {
        p.view.set(v);
        if let Ok(history) = window().history() {
            let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(v.hash()));
        }
    };
    view! {
        <TabList items=View::ALL.to_vec() current=p.view select=Callback::new(select)
            tab_id=|v: View| v.tab_id().to_string()
            label=|v: View| view! { <T m=v.label()/> }
            controls="results" aria_label=tr(TMsg::Views) class="views no-print"/>
    }
}

/// Puts the rows into the table's body: only the rows whose HTML changed (typing a DWZ changes
/// a few players' rows, not 284), or all of them where the number of rows changed.
fn patch_rows(tbody: &web_sys::HtmlElement, before: &[RowHtml], rows: &[RowHtml]) {
    let children = tbody.children();
    if children.length() as usize != before.len() || before.len() != rows.len() {
        let all: String = rows.iter().map(RowHtml::html).collect();
        tbody.set_inner_html(&all);
        return;
    }
    for (k, (old, new)) in before.iter().zip(rows).enumerate() {
        if old == new {
            continue;
        }
        if let Some(tr) = children.item(k as u32) {
            if old.class != new.class {
                tr.set_class_name(&new.class);
            }
            if old.id != new.id {
                let _ = tr.set_attribute("data-id", &new.id);
            }
            if old.cells != new.cells {
                tr.set_inner_html(&new.cells);
            }
        }
    }
}

/// The DWZ view: the line on the evaluation, what cannot be evaluated, the notes, the legend,
/// the table of Anhang 3.1.11 (rows patched where they change), the Gesamtiteration and the new
/// Restpartien.
#[component]
fn DwzView() -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let tbody = NodeRef::<html::Tbody>::new();
    let rows = Memo::new(move |_| {
        let l = lang.get();
        let sort = p.sort.get();
        p.evaluation.with(|e| match e {
            Some(Timed { result: Ok(e), .. }) => table_rows(l, e, sort),
            _ => Vec::new(),
        })
    });
    Effect::new(move |before: Option<Vec<RowHtml>>| {
        let now_rows = rows.get();
        if let Some(el) = tbody.get() {
            patch_rows(&el, before.as_deref().unwrap_or(&[]), &now_rows);
            if let Some(r) = document().get_element_by_id("results") {
                let _ = r.set_attribute("data-stamp", &crate::dwz::numeric::fixed(now(), 2));
            }
        }
        now_rows
    });
    let ok = move || {
        p.evaluation
            .with(|e| matches!(e, Some(Timed { result: Ok(_), .. })))
    };
    let with_eval = move |f: fn(Lang, &Evaluation) -> String| {
        move || {
            let l = lang.get();
            p.evaluation.with(|e| match e {
                Some(Timed { result: Ok(e), .. }) => f(l, e),
                _ => String::new(),
            })
        }
    };
    let info = move || {
        p.evaluation.with(|e| match e {
            Some(Timed { result: Ok(e), ms }) => Some((eval_info(lang.get(), e, *ms), *ms)),
            _ => None,
        })
    };
    let error = move || {
        p.evaluation.with(|e| match e {
            Some(Timed { result: Err(e), .. }) => Some(lang.get().error(e)),
            _ => None,
        })
    };
    let trace_open = RwSignal::new(false);
    let has_trace = move || {
        p.evaluation
            .with(|e| matches!(e, Some(Timed { result: Ok(e), .. }) if !e.iterated.is_empty()))
    };
    let trace = extra_html(
        p,
        Signal::derive(move || trace_open.get().then_some(Extra::Trace)),
    );
    // Clicks in the table: sort by a column head, open a player's scoresheet.
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some(el) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        if let Some(code) = el.get_attribute("data-sort") {
            if let Some(key) = SortKey::from_code(&code) {
                p.sort.update(|s| {
                    *s = if s.0 == key {
                        (key, !s.1)
                    } else {
                        (key, key.starts_ascending())
                    }
                });
            }
        } else if let Some(id) = el.get_attribute("data-player") {
            p.selected.set(Some(id));
        }
    };
    view! {
        {move || error().map(|m| view! { <p class="error" id="eval-error" role="alert">{m}</p> })}
        {move || info().map(|(text, ms)| view! {
            <p class="hint" id="eval-info" data-eval-ms=crate::dwz::numeric::fixed(ms, 2)>{text}</p>
        })}
        <div inner_html=with_eval(notice_html)></div>
        <div inner_html=with_eval(warnings_html)></div>
        <div hidden=move || !ok()>
            <div inner_html=move || legend_html(lang.get(), &DWZ_LEGEND)></div>
            <label class="radio all-columns no-print"><input type="checkbox" id="all-columns"
                prop:checked=move || p.all_columns.get()
                on:change=move |ev| p.all_columns.set(event_target_checked(&ev)) /><T m=TMsg::AllColumns/></label>
            <div class="scroll" on:click=on_click>
                <table class="evaluation" class:all=move || p.all_columns.get() id="evaluation">
                    <thead inner_html=move || table_head(lang.get(), p.sort.get())></thead>
                    <tbody node_ref=tbody></tbody>
                </table>
            </div>
        </div>
        {move || has_trace().then(|| view! {
            <details class="trace" on:toggle=move |ev| {
                let open = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok()).is_some_and(|d| d.open());
                trace_open.set(open);
            }>
                <summary><T m=TMsg::ShowTrace/></summary>
                <div class="scroll" tabindex="0" role="region" aria-label=tr(TMsg::ShowTrace) inner_html=move || trace.get()></div>
            </details>
        })}
        <div inner_html=with_eval(rest_html)></div>
    }
}

/// The INGO view, with its choice of rules.
#[component]
fn IngoView() -> impl IntoView {
    let p = page();
    let html = extra_html(
        p,
        Signal::derive(move || {
            Some(Extra::Ingo {
                xiangqi: p.xiangqi.get(),
            })
        }),
    );
    view! {
        <label class="radio no-print"><input type="checkbox" id="xiangqi" prop:checked=move || p.xiangqi.get()
            on:change=move |ev| p.xiangqi.set(event_target_checked(&ev)) /><T m=TMsg::Xiangqi/></label>
        <div class="scroll" tabindex="0" role="region" aria-label="INGO" inner_html=move || html.get()></div>
    }
}

/// Waldstein's Turnierleistung.
#[component]
fn LeistungView() -> impl IntoView {
    let p = page();
    let html = extra_html(p, Signal::stored(Some(Extra::Leistung)));
    view! { <div class="scroll" tabindex="0" role="region" aria-label=tr(TMsg::ViewLeistung) inner_html=move || html.get()></div> }
}

/// A player's scoresheet as a dialog where the user is: it takes the focus, Escape closes it.
#[component]
fn ScoresheetDialog() -> impl IntoView {
    let p = page();
    let dialog = NodeRef::<html::Dialog>::new();
    let html = extra_html(
        p,
        Signal::derive(move || p.selected.get().map(Extra::Scoresheet)),
    );
    let title = move || {
        let id = p.selected.get()?;
        p.loaded.with(|l| {
            l.as_ref()?
                .tournament
                .players
                .iter()
                .find(|q| q.id == id)
                .map(|q| q.name.clone().unwrap_or_else(|| q.id.clone()))
        })
    };
    Effect::new(move |_| {
        let open = p.selected.with(Option::is_some);
        if let Some(d) = dialog.get() {
            if open && !d.open() {
                let _ = d.show_modal();
            } else if !open && d.open() {
                d.close();
            }
        }
    });
    view! {
        <dialog id="scoresheet" node_ref=dialog aria-label=title on:close=move |_| p.selected.set(None)>
            <div class="dialog-actions no-print">
                <button type="button" id="sheet-print" on:click=move |_| print_with("print-sheet")><T m=TMsg::PrintSheet/></button>
                <button type="button" id="sheet-close" autofocus on:click=move |_| p.selected.set(None)><T m=TMsg::Close/></button>
            </div>
            <div inner_html=move || html.get()></div>
        </dialog>
    }
}

/// Every scoresheet, a page each, while they are printed: made by the second module, then
/// printed once they are on the page.
#[component]
fn AllSheets() -> impl IntoView {
    let p = page();
    let html = extra_html(
        p,
        Signal::derive(move || p.sheets.get().then_some(Extra::Scoresheets)),
    );
    Effect::new(move |_| {
        // The HTML read first: the effect follows it (and only it).
        let ready = html.with(|h| !h.is_empty());
        if ready && p.sheets.get_untracked() {
            request_animation_frame(move || {
                print_with("print-sheets");
                p.sheets.set(false);
            });
        }
    });
    view! { <section id="sheets" class="print-only" inner_html=move || html.get()></section> }
}

/// Mounts the page on the body and marks it ready.
pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(Turnier);
    mark_ready();
}
