//! The page's state, which its parts share ([`Page`], by context): the tournament loaded, a
//! row per player, the evaluation and what withholds it, and the parts' own state.

use super::list_panel::ListPanel;
use super::load_error::LoadError;
use super::report_state::ReportState;
use crate::dwz::limits::LAST_YEAR;
use crate::dwz::{evaluate, Evaluation, Mode, Options, Tournament};
use crate::i18n::TournamentWords;
use crate::input::{Field, InputError};
use crate::web::common::browser::{forget, load, save, Shared};
use crate::web::turnier::list::MatchRequest;
use crate::web::turnier::load::Loaded;
use crate::web::turnier::store::{remember, store, Session, TYPED_KEY, TYPED_PREFIX};
use crate::web::turnier::table::{typed_end, typed_player, Edit, Typed};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

/// The tournament with its player table (local storage).
pub(super) const STORE_KEY: &str = "wertung-turnier";

pub(super) fn now() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// The evaluation with the time it took (measured where it is computed; the memo writes no
/// other state).
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Timed {
    pub(super) result: Result<Evaluation, InputError>,
    pub(super) ms: f64,
}

/// The tournament with the player table applied, and the error of the end date as typed.
pub(super) type Applied = (Tournament, Option<InputError>);

/// One player of the loaded tournament: his fields as typed, what the list found of him, the
/// row of the list the user chose; and his fields read (a memo of his row alone).
#[derive(Clone, Copy)]
pub(super) struct Row {
    /// New rows on every load.
    pub(super) key: u64,
    /// His position in the tournament.
    pub(super) k: usize,
    pub(super) edit: RwSignal<Edit>,
    /// What the list found of him (his list cell, see `table::ListChoice`).
    pub(super) cell: RwSignal<crate::web::turnier::list::ListCell>,
    /// His ZPS from the row of the list he takes (with the club's name; empty: the file's).
    pub(super) club: RwSignal<String>,
    /// His decision is open (his cell's).
    pub(super) need: Memo<bool>,
    /// How the list found him (his cell's; none before a list was used).
    pub(super) found: Memo<Option<crate::web::turnier::list::Found>>,
    pub(super) chosen: RwSignal<Option<usize>>,
    /// What FIDE's list did to him, and his choice among its namesakes (a FIDE ID, or none).
    pub(super) fide: RwSignal<crate::web::turnier::fide_check::FideCell>,
    pub(super) fide_chosen: RwSignal<Option<u64>>,
    pub(super) typed: Memo<Typed>,
}

impl Row {
    /// Row `k` of the tournament shown `serial`-th, with what is kept of it.
    pub(super) fn new(serial: u64, k: usize, s: &Session, end_year: Memo<i32>) -> Row {
        let edit = RwSignal::new(s.edits.get(k).cloned().unwrap_or_default());
        let cell = RwSignal::new(crate::web::turnier::list::ListCell::default());
        Row {
            key: (serial << 32) | k as u64,
            k,
            edit,
            cell,
            club: RwSignal::new(String::new()),
            need: Memo::new(move |_| cell.with(|c| c.need)),
            found: Memo::new(move |_| cell.with(|c| c.found)),
            chosen: RwSignal::new(s.chosen.get(k).copied().flatten()),
            fide: RwSignal::new(crate::web::turnier::fide_check::FideCell::default()),
            fide_chosen: RwSignal::new(None),
            typed: Memo::new(move |_| edit.with(|e| typed_player(e, k, end_year.get()))),
        }
    }
}

/// How many rows of the two tables of players are built (`usize::MAX`: all); see
/// `Page::build_rest`.
#[derive(Clone, Copy)]
pub(super) struct Built {
    /// The evaluation's table (the DWZ view).
    pub(super) evaluation: RwSignal<usize>,
    /// The player table.
    pub(super) players: RwSignal<usize>,
}

impl Built {
    /// Every row of both tables (print, the browser's find, a link to a field).
    pub(super) fn all(self) {
        self.evaluation.set(usize::MAX);
        self.players.set(usize::MAX);
    }
}

/// Everything the page's parts share (all `Copy`), provided by context.
#[derive(Clone, Copy)]
pub(super) struct Page {
    pub(super) shared: Shared,
    pub(super) loaded: RwSignal<Option<Loaded>>,
    pub(super) rows: RwSignal<Vec<Row>>,
    /// How many rows of the evaluation table and of the player table are built: a big
    /// tournament's first screen at once, the rest after it is painted.
    pub(super) built: Built,
    /// The list's findings (empty: none).
    pub(super) matches: RwSignal<Vec<crate::web::turnier::list::ListMatch>>,
    /// The row of the list each player takes into the DSB's report (typed; the list's answer).
    pub(super) listed: RwSignal<Vec<Option<crate::formats::dsb_xml::Listed>>>,
    /// What the file gives of the DSB report's head (kept with the tournament).
    pub(super) file_head: StoredValue<Option<crate::formats::dsb_xml::Head>>,
    /// What the director typed for the report's head ([`crate::web::turnier::store::HEAD`]).
    pub(super) head: [RwSignal<String>; crate::web::turnier::store::HEAD.len()],
    /// The end date as typed.
    pub(super) end: RwSignal<String>,
    /// The end date was typed by the user since the tournament shown was opened (only then is
    /// it for the next file; one the file gave never carries over).
    pub(super) end_typed: RwSignal<bool>,
    /// The year the tournament ends (the latest birth year of the player table).
    pub(super) end_year: Memo<i32>,
    pub(super) applied: Memo<Option<Applied>>,
    pub(super) evaluation: Memo<Option<Timed>>,
    /// What withholds the evaluation, its exports and print ([`blocked_items`]: a field's id
    /// and what is wrong): empty where nothing does.
    pub(super) blocked: Memo<Vec<(String, String)>>,
    pub(super) load_error: RwSignal<Option<LoadError>>,
    /// The text in the paste field.
    pub(super) paste: RwSignal<String>,
    pub(super) list: ListPanel,
    pub(super) report: ReportState,
    /// The tournament before "Turnier vergessen".
    pub(super) undo: RwSignal<Option<Session>>,
    /// The list decisions taken, the latest last: the player and what was chosen before
    /// ("Entscheidung rückgängig").
    pub(super) decisions: RwSignal<Vec<(usize, Option<usize>)>>,
    /// Counts the tournaments shown (for the rows' keys).
    pub(super) serial: StoredValue<u64>,
    /// The identity of the tournament shown ([`crate::web::turnier::store::identity`]).
    pub(super) id: StoredValue<String>,
    /// What came back of the tournament opened again, and the tournament as its
    /// file gives it (to start afresh).
    pub(super) recalled: RwSignal<Option<crate::web::turnier::store::Recalled>>,
    pub(super) fresh: StoredValue<Option<Session>>,
    /// The Berechnungslauf of several files opened together.
    pub(super) run: super::run_state::RunState,
    /// The page's own reactive owner: the rows of a tournament shown belong to it, not to the
    /// view that happened to show it (a run's switch, whose view goes when the run closes and
    /// would take the rows' signals with it).
    pub(super) owner: StoredValue<Option<Owner>>,
}

pub(super) fn page() -> Page {
    expect_context::<Page>()
}

impl Page {
    /// How many players' decisions are open (each row's mark, followed).
    pub(super) fn open_count(self) -> usize {
        self.rows
            .with(|rows| rows.iter().filter(|r| r.need.get()).count())
    }

    /// Whether a tournament is shown with every row of its evaluation: then the parts it
    /// does not show at first are fetched (the DSB report's, the scoresheets for print), not
    /// before its first rows are painted.
    pub(super) fn shown(self) -> bool {
        self.loaded.with(Option::is_some) && self.built.evaluation.get() == usize::MAX
    }

    /// The page's state, empty; the memos over it.
    pub(super) fn new(shared: Shared) -> Page {
        let loaded = RwSignal::new(None::<Loaded>);
        let rows = RwSignal::new(Vec::<Row>::new());
        let end = RwSignal::new(String::new());
        let matches = RwSignal::new(Vec::new());
        let listed = RwSignal::new(Vec::new());
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
            // Where a test asked for a panic (`crate::web::panic::forced`): at the next change.
            crate::web::panic::forced("turnier");
            applied.with(|a| a.as_ref().map(|(t, _)| timed_evaluation(t, mode)))
        });
        let blocked = Memo::new(move |_| blocked_items(shared.lang.get(), loaded, rows, applied));
        Page {
            shared,
            loaded,
            rows,
            built: Built {
                evaluation: RwSignal::new(usize::MAX),
                players: RwSignal::new(usize::MAX),
            },
            matches,
            listed,
            file_head: StoredValue::new(None),
            head,
            end,
            end_typed: RwSignal::new(false),
            end_year,
            applied,
            evaluation,
            blocked,
            load_error: RwSignal::new(None),
            paste: RwSignal::new(String::new()),
            list: ListPanel::new(),
            report: ReportState::new(),
            undo: RwSignal::new(None),
            decisions: RwSignal::new(Vec::new()),
            serial: StoredValue::new(0),
            id: StoredValue::new(String::new()),
            recalled: RwSignal::new(None),
            fresh: StoredValue::new(None),
            run: super::run_state::RunState::new(),
            owner: StoredValue::new(Owner::current()),
        }
    }

    /// Follows what [`Page::session`] keeps (in a reactive context: whoever keeps or sends it
    /// runs again when it changes), without building it.
    pub(super) fn track_kept(self) {
        self.loaded.track();
        self.end.track();
        self.rows.with(|r| {
            for row in r {
                row.edit.track();
                row.chosen.track();
            }
        });
        self.matches.track();
        self.listed.track();
        for h in &self.head {
            h.track();
        }
    }

    /// What is kept of the tournament shown.
    pub(super) fn session(self) -> Option<Session> {
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
            listed: self.listed.get_untracked(),
            head: self.head.iter().map(|h| h.get_untracked()).collect(),
            file_head: self.file_head.get_value(),
            id: self.id.get_value(),
        })
    }

    pub(super) fn save_now(self) {
        if let Some(s) = self.session() {
            let text = store(&s);
            save(STORE_KEY, &text);
            // Kept under its identity too, for when its file is opened again.
            if !s.id.is_empty() {
                let (ids, dropped) = remember(&load(TYPED_KEY).unwrap_or_default(), &s.id);
                for id in &dropped {
                    forget(&format!("{TYPED_PREFIX}{id}"));
                }
                save(TYPED_KEY, &ids);
                save(&format!("{TYPED_PREFIX}{}", s.id), &text);
            }
        }
    }

    /// "Turnier vergessen": gone from the page and from storage, until undone; the fields it
    /// was loaded by are emptied.
    pub(super) fn clear(self) {
        let kept = self.session();
        if kept.is_some() {
            self.paste.set(String::new());
            clear_file_field();
        }
        self.undo.set(kept);
        forget(STORE_KEY);
        self.end.set(String::new());
        self.loaded.set(None);
        self.rows.set(Vec::new());
        self.id.set_value(String::new());
        self.list.reset();
        self.report.selected.set(None);
        self.recalled.set(None);
    }

    /// What the list is asked for the players shown.
    pub(super) fn match_request(self) -> Option<MatchRequest> {
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
pub(super) fn needs_decision(row: &Row) -> bool {
    row.need.get()
}

/// The id of a player table's field (row `k`, 0-based) or of the end date, for a link to it.
pub(super) fn field_id(k: usize, field: Option<Field>) -> String {
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
pub(super) fn blocked_items(
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
                        Some(crate::web::turnier::list::Found::NearMiss) => {
                            TournamentWords::NeedsNearMiss
                        }
                        _ => TournamentWords::NeedsChoice,
                    });
                    link(field_id(row.k, None), format!("{name} – {what}"));
                }
            }
        });
    });
    items
}

/// The field of id `id` takes the focus (the player table opened); whether there is one.
pub(super) fn focus_id(id: &str) -> bool {
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

/// The loaded tournament with the end date as typed and every row's fields read.
pub(super) fn applied_tournament(
    l: &Loaded,
    rows: RwSignal<Vec<Row>>,
    end: RwSignal<String>,
) -> Applied {
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
pub(super) fn timed_evaluation(t: &Tournament, mode: Mode) -> Timed {
    crate::web::probe::core_run();
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

/// Empties the file field (its file is the browser's: not a signal of the page).
pub(super) fn clear_file_field() {
    if let Some(f) = document()
        .get_element_by_id("file")
        .and_then(|f| f.dyn_into::<leptos::web_sys::HtmlInputElement>().ok())
    {
        f.set_value("");
    }
}
