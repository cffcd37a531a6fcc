//! The page "Turnierauswertung": a whole tournament evaluated in the browser, as a tournament
//! director or DWZ referee checks it before it goes to the DSB. Its own wasm module (bin
//! `wertung-turnier`, feature `turnier`), so that the phone calculator stays small; what is used
//! only sometimes is the second module ([`super::extras`]), asked through [`bridge`].
//!
//! The Leptos shell as small components. State ([`Page`], handed down by context; language and
//! arithmetic mode come from [`crate::web::common::browser`]): the loaded tournament, a [`Row`]
//! a player with a signal per thing the user changes (so typing in one row re-reads that row
//! only), the list's state ([`list`]) and the report's ([`report`]). The player table applied
//! and the evaluation are memos, the scoresheets and the Gesamtiteration are derived from the
//! evaluation where they are shown; effects only sync with what is outside the page's state
//! (local storage, the dialog, the print styles); the result views of the second module arrive as
//! resources. Reading and the views as data (numbers and message keys, worded when rendered) are
//! plain Rust in the modules beside this one; the core computes.
//!
//! * [`load`]: loading a tournament (file or pasted text);
//! * [`list`]: the DSB player list;
//! * [`table`]: the player table;
//! * [`report`]: the report, its views as tabs, exports, print, the scoresheets;
//! * [`dwz`]: the DWZ view;
//! * [`sheets`]: the scoresheets and the Gesamtiteration;
//! * [`dsb`]: the DSB's report (XML).

mod bridge;
mod dsb;
mod dwz;
mod list;
mod load;
mod report;
mod sheets;
mod table;

use super::list::MatchRequest;
use super::load::Loaded;
use super::store::{recall, remember, restore, store, Session, TYPED_KEY, TYPED_PREFIX};
use super::table::{typed_end, typed_player, Edit, Typed};
use crate::dwz::limits::LAST_YEAR;
use crate::dwz::{evaluate, Evaluation, Mode, Options, Tournament};
use crate::i18n::TMsg;
use crate::input::{Field, InputError};
use crate::web::common::browser::{
    forget, load, mark_ready, page_query, provide_shared, save, tr, LangButton, Shared, T,
};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use std::time::Duration;

/// The tournament with its player table (local storage).
const STORE_KEY: &str = "wertung-turnier";

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

/// The tournament with the player table applied, and the error of the end date as typed.
type Applied = (Tournament, Option<InputError>);

/// One player of the loaded tournament: his fields as typed, what the list found of him, the
/// row of the list the user chose; and his fields read (a memo of his row alone).
#[derive(Clone, Copy)]
struct Row {
    /// New rows on every load.
    key: u64,
    /// His position in the tournament.
    k: usize,
    edit: RwSignal<Edit>,
    /// What the list found of him (his list cell, see `table::ListChoice`).
    cell: RwSignal<super::list::ListCell>,
    /// His ZPS from the row of the list he takes (with the club's name; empty: the file's).
    club: RwSignal<String>,
    /// His decision is open (his cell's).
    need: Memo<bool>,
    /// How the list found him (his cell's; none before a list was used).
    found: Memo<Option<super::list::Found>>,
    chosen: RwSignal<Option<usize>>,
    typed: Memo<Typed>,
}

impl Row {
    /// Row `k` of the tournament shown `serial`-th, with what is kept of it.
    fn new(serial: u64, k: usize, s: &Session, end_year: Memo<i32>) -> Row {
        let edit = RwSignal::new(s.edits.get(k).cloned().unwrap_or_default());
        let cell = RwSignal::new(super::list::ListCell::default());
        Row {
            key: (serial << 32) | k as u64,
            k,
            edit,
            cell,
            club: RwSignal::new(String::new()),
            need: Memo::new(move |_| cell.with(|c| c.need)),
            found: Memo::new(move |_| cell.with(|c| c.found)),
            chosen: RwSignal::new(s.chosen.get(k).copied().flatten()),
            typed: Memo::new(move |_| edit.with(|e| typed_player(e, k, end_year.get()))),
        }
    }
}

/// Everything the page's parts share (all `Copy`), provided by context.
#[derive(Clone, Copy)]
struct Page {
    shared: Shared,
    loaded: RwSignal<Option<Loaded>>,
    rows: RwSignal<Vec<Row>>,
    /// The list's findings (JSON, read by the second module; empty: none).
    matches: RwSignal<String>,
    /// What the director typed for the report's head ([`super::store::HEAD`]).
    head: [RwSignal<String>; super::store::HEAD.len()],
    /// The end date as typed.
    end: RwSignal<String>,
    /// The end date was typed by the user since the tournament shown was opened (issue 28 §1:
    /// only then is it for the next file; one the file gave never carries over).
    end_typed: RwSignal<bool>,
    /// The year the tournament ends (the latest birth year of the player table).
    end_year: Memo<i32>,
    applied: Memo<Option<Applied>>,
    evaluation: Memo<Option<Timed>>,
    /// What withholds the evaluation, its exports and print ([`blocked_items`]: a field's id
    /// and what is wrong): empty where nothing does.
    blocked: Memo<Vec<(String, String)>>,
    /// Counts the changes of what is kept (local storage, the second module's copy).
    version: Memo<u64>,
    load_error: RwSignal<Option<load::LoadError>>,
    /// A file or pasted text is being read (by the second module).
    reading: RwSignal<bool>,
    /// The text in the paste field.
    paste: RwSignal<String>,
    list: list::ListPanel,
    report: report::ReportState,
    /// The tournament before "Turnier vergessen".
    undo: RwSignal<Option<Session>>,
    /// The list decisions taken, the latest last: the player and what was chosen before
    /// ("Entscheidung rückgängig").
    decisions: RwSignal<Vec<(usize, Option<usize>)>>,
    /// Counts the tournaments shown (for the rows' keys).
    serial: StoredValue<u64>,
    /// The identity of the tournament shown ([`super::store::identity`]).
    id: StoredValue<String>,
}

fn page() -> Page {
    expect_context::<Page>()
}

impl Page {
    /// How many players' decisions are open (each row's mark, followed).
    fn open_count(self) -> usize {
        self.rows
            .with(|rows| rows.iter().filter(|r| r.need.get()).count())
    }

    /// The page's state, empty; the memos over it.
    fn new(shared: Shared) -> Page {
        let loaded = RwSignal::new(None::<Loaded>);
        let rows = RwSignal::new(Vec::<Row>::new());
        let end = RwSignal::new(String::new());
        let matches = RwSignal::new(String::new());
        let head = std::array::from_fn(|_| RwSignal::new(String::new()));
        let end_year = Memo::new(move |_| {
            loaded.with(|l| {
                l.as_ref().map_or(LAST_YEAR, |l| {
                    end.with(|e| typed_end(l.tournament.end_date, e).0.year)
                })
            })
        });
        let applied = Memo::new(move |_| {
            loaded.with(|l| l.as_ref().map(|l| applied_tournament(l, rows, end)))
        });
        let evaluation = Memo::new(move |_| {
            let mode = shared.mode.get();
            applied.with(|a| a.as_ref().map(|(t, _)| timed_evaluation(t, mode)))
        });
        let blocked = Memo::new(move |_| blocked_items(shared.lang.get(), loaded, rows, applied));
        let version = Memo::new(move |before: Option<&u64>| {
            loaded.track();
            end.track();
            rows.with(|r| {
                for row in r {
                    row.edit.track();
                    row.chosen.track();
                }
            });
            matches.track();
            head.iter().for_each(|h| h.track());
            before.map_or(1, |v| v + 1)
        });
        Page {
            shared,
            loaded,
            rows,
            matches,
            head,
            end,
            end_typed: RwSignal::new(false),
            end_year,
            applied,
            evaluation,
            blocked,
            version,
            load_error: RwSignal::new(None),
            reading: RwSignal::new(false),
            paste: RwSignal::new(String::new()),
            list: list::ListPanel::new(),
            report: report::ReportState::new(),
            undo: RwSignal::new(None),
            decisions: RwSignal::new(Vec::new()),
            serial: StoredValue::new(0),
            id: StoredValue::new(String::new()),
        }
    }

    /// Shows a tournament with its player table (new rows).
    fn show(self, s: Session) {
        let serial = self.serial.get_value() + 1;
        self.serial.set_value(serial);
        let rows = (0..s.edits.len())
            .map(|k| Row::new(serial, k, &s, self.end_year))
            .collect();
        self.rows.set(rows);
        self.id.set_value(s.id.clone());
        let listed = !s.matches.is_empty();
        self.matches.set(s.matches);
        for (k, h) in self.head.iter().enumerate() {
            h.set(s.head.get(k).cloned().unwrap_or_default());
        }
        self.list.reset();
        if listed {
            leptos::task::spawn_local(list::show_list(self, Vec::new()));
        }
        self.end.set(s.end);
        self.decisions.set(Vec::new());
        self.end_typed.set(false);
        self.loaded.set(Some(s.loaded));
        self.report.selected.set(None);
    }

    /// What is kept of the tournament shown.
    fn session(self) -> Option<Session> {
        let loaded = self.loaded.get_untracked()?;
        let (edits, chosen) = self.rows.with_untracked(|rows| {
            let edits = rows.iter().map(|r| r.edit.get_untracked()).collect();
            let chosen = rows.iter().map(|r| r.chosen.get_untracked()).collect();
            (edits, chosen)
        });
        let matches = self.matches.get_untracked();
        Some(Session {
            loaded,
            edits,
            end: self.end.get_untracked(),
            matches,
            chosen,
            head: self.head.iter().map(|h| h.get_untracked()).collect(),
            id: self.id.get_value(),
        })
    }

    fn save_now(self) {
        if let Some(s) = self.session() {
            let text = store(&s);
            save(STORE_KEY, &text);
            // Kept under its identity too, for when its file is opened again.
            if !s.id.is_empty() {
                let (ids, dropped) = remember(&load(TYPED_KEY).unwrap_or_default(), &s.id);
                dropped
                    .iter()
                    .for_each(|id| forget(&format!("{TYPED_PREFIX}{id}")));
                save(TYPED_KEY, &ids);
                save(&format!("{TYPED_PREFIX}{}", s.id), &text);
            }
        }
    }

    /// A freshly loaded tournament: shown, and matched with the stored player list if there is
    /// one.
    fn loaded_new(self, session: Session) {
        // What was typed for this tournament before (by its identity), nothing of another one.
        let kept = load(&format!("{TYPED_PREFIX}{}", session.id));
        self.show(recall(kept.as_deref(), session));
        self.load_error.set(None);
        self.undo.set(None);
        if self.list.usable() {
            leptos::task::spawn_local(list::match_with_list(self, None));
        }
    }

    /// "Turnier vergessen": gone from the page and from storage, until undone; the fields it
    /// was loaded by are emptied.
    fn clear(self) {
        let kept = self.session();
        if kept.is_some() {
            self.paste.set(String::new());
            load::clear_file_field();
        }
        self.undo.set(kept);
        forget(STORE_KEY);
        self.end.set(String::new());
        self.loaded.set(None);
        self.rows.set(Vec::new());
        self.id.set_value(String::new());
        self.list.reset();
        self.report.selected.set(None);
    }

    /// What the list is asked for the players shown.
    fn match_request(self) -> Option<MatchRequest> {
        self.loaded.with_untracked(|l| {
            l.as_ref().map(|l| MatchRequest {
                end_year: l.tournament.end_date.year,
                keys: l.entrants.iter().map(Into::into).collect(),
            })
        })
    }

    /// Whether exports and print are refused (a field is bad or a player needs a decision): the
    /// message then takes the focus.
    pub(super) fn refused(self) -> bool {
        let refused = self.blocked.with_untracked(|b| !b.is_empty());
        if let Some(el) = refused
            .then(|| document().get_element_by_id("blocked"))
            .flatten()
            .and_then(|el| el.dyn_into::<leptos::web_sys::HtmlElement>().ok())
        {
            el.scroll_into_view();
            let _ = el.focus();
        }
        refused
    }
}

/// Whether player `row` needs a decision before he can be evaluated: the list found several
/// persons or a near miss, and nothing is decided yet (the second module says so); one not in
/// the list needs none (a non-member).
fn needs_decision(row: &Row) -> bool {
    row.need.get()
}

/// The id of a player table's field (row `k`, 0-based) or of the end date, for a link to it.
fn field_id(k: usize, field: Option<Field>) -> String {
    let name = match field {
        Some(Field::EndDate) => return "end".into(),
        Some(Field::Dwz) => "dwz",
        Some(Field::Index) => "index",
        Some(Field::BirthYear) => "birth",
        Some(Field::Ingo) => "ingo",
        Some(Field::RestGames) => "rest",
        Some(Field::GamesBefore) => "games",
        _ => "list",
    };
    format!("f{}-{name}", k + 1)
}

/// What withholds the evaluation: each bad field (the end date, the players' fields) and each
/// player who needs a decision, by the id of its field, with what is wrong; empty where nothing
/// does.
fn blocked_items(
    l: crate::i18n::Lang,
    loaded: RwSignal<Option<Loaded>>,
    rows: RwSignal<Vec<Row>>,
    applied: Memo<Option<Applied>>,
) -> Vec<(String, String)> {
    let mut items = Vec::new();
    let mut link = |id: String, text: String| items.push((id, text));
    applied.with(|a| {
        if let Some((_, Some(e))) = a {
            link("end".into(), l.error(e));
        }
    });
    loaded.with(|t| {
        let Some(t) = t else { return };
        rows.with(|rows| {
            for row in rows {
                let name = t
                    .tournament
                    .players
                    .get(row.k)
                    .map_or("", |p| p.name.as_deref().unwrap_or(&p.id));
                row.typed.with(|typed| {
                    for e in &typed.errors {
                        link(field_id(row.k, e.field), format!("{name} – {}", l.error(e)));
                    }
                });
                if needs_decision(row) {
                    let what = l.text(match row.found.get() {
                        Some(super::list::Found::NearMiss) => TMsg::NeedsNearMiss,
                        _ => TMsg::NeedsChoice,
                    });
                    link(field_id(row.k, None), format!("{name} – {what}"));
                }
            }
        })
    });
    items
}

/// The field of id `id` takes the focus (the player table opened); whether there is one.
fn focus_id(id: &str) -> bool {
    use leptos::web_sys::{HtmlDetailsElement, HtmlElement};
    let Some(field) = document().get_element_by_id(id) else {
        return false;
    };
    if let Some(d) = field
        .closest("details")
        .ok()
        .flatten()
        .and_then(|d| d.dyn_into::<HtmlDetailsElement>().ok())
    {
        d.set_open(true);
    }
    if let Ok(f) = field.dyn_into::<HtmlElement>() {
        let _ = f.focus();
    }
    true
}

/// What withholds the evaluation, above the report: every bad field and open decision, each a
/// link to its field.
#[component]
fn Blocked() -> impl IntoView {
    let p = page();
    view! {
        <div id="blocked" class="error blocked" role="alert" tabindex="-1"
            hidden=move || p.blocked.with(Vec::is_empty)>
            <p><T m=TMsg::Withheld/></p>
            <ul>
                {move || p.blocked.get().into_iter().map(|(id, text)| {
                    let href = format!("#{id}");
                    // The field takes the focus (the player table opened).
                    let to_field = move |ev: leptos::ev::MouseEvent| {
                        if focus_id(&id) {
                            ev.prevent_default();
                        }
                    };
                    view! { <li><a href=href on:click=to_field>{text}</a></li> }
                }).collect_view()}
            </ul>
        </div>
    }
}

/// The loaded tournament with the end date as typed and every row's fields read.
fn applied_tournament(l: &Loaded, rows: RwSignal<Vec<Row>>, end: RwSignal<String>) -> Applied {
    let (date, error) = end.with(|e| typed_end(l.tournament.end_date, e));
    let mut t = l.tournament.clone();
    t.end_date = date;
    rows.with(|rows| {
        for (p, row) in t.players.iter_mut().zip(rows) {
            row.typed.with(|typed| typed.apply_to(p));
        }
    });
    (t, error)
}

/// The evaluation and the time it took.
fn timed_evaluation(t: &Tournament, mode: Mode) -> Timed {
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
}

/// The page.
#[component]
pub fn Turnier() -> impl IntoView {
    let query = page_query();
    let shared = provide_shared(&query);
    // Embedded in a club's page: no header and no language button (issue 47 §5).
    let embed = crate::web::common::embed::Embed::of(&query);
    if let (true, Some(accent)) = (embed.on, embed.accent.as_deref()) {
        if let Some(root) = document()
            .document_element()
            .and_then(|e| e.dyn_into::<leptos::web_sys::HtmlElement>().ok())
        {
            let _ = root.style().set_property("--accent", accent);
        }
    }
    let p = Page::new(shared);
    provide_context(p);
    if let Some(kept) = load(STORE_KEY) {
        match restore(&kept) {
            Some(s) => p.show(s),
            None => leptos::task::spawn_local(load::reopen(p, kept)),
        }
    }
    // Local storage follows the tournament and its player table, a moment after the typing
    // stops (and at once when the page is left).
    Effect::new(move |pending: Option<Option<TimeoutHandle>>| {
        p.version.track();
        // The report's head as typed too (it is kept with the tournament's identity).
        p.head.iter().for_each(|h| h.track());
        if let Some(Some(h)) = pending {
            h.clear();
        }
        set_timeout_with_handle(move || p.save_now(), Duration::from_millis(400)).ok()
    });
    let _ = window_event_listener(leptos::ev::pagehide, move |_| p.save_now());
    view! {
        <div class="app turnier" class:embed=embed.on class:compact=embed.on && embed.compact>
            {(!embed.on).then(|| view! { <Header/> })}
            <main id="main">
                <p class="tagline"><T m=TMsg::Tagline/></p>
                <load::LoadSection/>
                <list::ListSection/>
                <Settings/>
                {move || p.loaded.with(Option::is_some).then(|| view! { <table::PlayerTable/> })}
                <Blocked/>
                <report::Report/>
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

/// The end date (over the file's) and the arithmetic mode.
#[component]
fn Settings() -> impl IntoView {
    let p = page();
    let mode = p.shared.mode;
    let end_error = move || {
        p.applied.with(|a| {
            let e = a.as_ref()?.1.as_ref()?;
            Some(view! { <p class="error" id="end-error">{p.shared.lang.get().error(e)}</p> })
        })
    };
    view! {
        <section class="settings no-print" aria-label=tr(TMsg::Settings)>
            <div class="field"><label for="end"><T m=TMsg::EndDate/></label>
                <input id="end" type="text" placeholder=tr(TMsg::EndPlaceholder) prop:value=move || p.end.get()
                    on:input=move |ev| {
                        p.end.set(event_target_value(&ev));
                        p.end_typed.set(true);
                    } /></div>
            <label class="radio"><input type="checkbox" id="exact" prop:checked=move || mode.get() == Mode::Exact
                on:change=move |ev| mode.set(if event_target_checked(&ev) { Mode::Exact } else { Mode::Table }) />
                <T m=TMsg::Exact/></label>
            {end_error}
        </section>
    }
}

/// Mounts the page on the body and marks it ready.
pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(Turnier);
    mark_ready();
}
