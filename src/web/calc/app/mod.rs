//! The calculator page as Leptos components: Voraus-, Nachberechnung, Erst-DWZ and "Meine
//! Turniere", results that follow the typing, the state in the URL and in localStorage, German
//! and English.
//!
//! State ([`Calc`], handed down by context): the form ([`Form`]) as the page holds it, its
//! shape (tab, switches, which rows in which order) one signal and each text field's text a
//! signal of its own ([`Live`]): the one truth of what was typed, so that a keystroke writes
//! only its field's signal and updates its own row and the results, not every row ("Meine
//! Turniere" has a thousand rows at the limits; each subscriber of one signal costs every
//! change a search through all of them). Its parse ([`Calc::typed`]: the form as plain text)
//! and the results are memos over them; a change of the shape (a row added, a tab, a reset)
//! goes through [`Calc::edit`]. The fields the user has left (only they show their message)
//! and the undo of a reset are signals too; effects write to the outside (the URL,
//! localStorage, the page's class), and one writes the fields' messages from each parse (worded
//! by a part loaded on first use; why not a memo per field: [`Calc::follow_messages`]). Near
//! the limits the results follow a keystroke after its frame (the input handler,
//! [`Calc::type_text`]). Lists of rows are keyed by row id and the form's [`Calc::epoch`].
//!
//! Where each part is loaded: everything here is one wasm module, built once; what a first
//! visit rarely needs is split off it by `wasm_split` (the mechanism of Leptos' `#[lazy]`) and
//! loaded on first use, see `later`: the computation and the panels of "Meine Turniere", the
//! what-if and the FIDE Elo; `panel`: the single estimates (Voraus-, Nachberechnung, Erst-DWZ)
//! and the results panel's components, with the first result; `words`: the fields' messages
//! and their words, with the first error; and `names`: the player list.
//! scripts/build-calculator.mjs splits the module after the build; the service worker keeps the
//! parts for offline use.
//!
//! * this file: the state, the page ([`App`]), the URL and storage, [`start`];
//! * `later`: the split point (what is loaded on first use) and the results as they follow;
//! * `page`: header, tabs, help, share link, embedding, footer;
//! * `fields`: the labelled text field and the player's fields;
//! * `rows`: the lists of games, Restpartien and earlier Elo games;
//! * `chain`: "Meine Turniere";
//! * `results`: the results panel, the summary line, the what-if;
//! * `panel`: the results panel's blocks (data from `calc::shown`) as components;
//! * `advanced`: arithmetic mode, Stellgrößen, reset.

mod advanced;
mod chain;
mod fields;
mod later;
mod names;
mod names_io;
mod page;
mod panel;
mod results;
mod rows;

use super::form::{FieldRef, Form, FormText, List, Tab};
use super::parse::{parse, Parsed};
use super::results::Panels;
use super::url::TAB_KEY;
use crate::i18n::{Lang, Msg};
use crate::input::InputError;
use crate::web::common::browser::{
    encode_query, focus_now, load, mark_ready, page_query, provide_shared, query_pairs, save,
    today, Shared,
};
use advanced::Advanced;
use fields::PlayerFields;
use later::NotLoaded;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys;
use page::{EmbedHelp, Footer, Header, Help, Share, Tabs};
use results::{Results, Summary, WhatIf};
use rows::{GameList, RestList};

/// The localStorage key of the form (its URL query).
const FORM_KEY: &str = "wertung-form";
/// From how many game rows in "Meine Turniere" the results follow a keystroke after its frame.
const LATER_ROWS: usize = 200;

/// Everything the calculator's parts share (all `Copy`), provided by context.
#[derive(Clone, Copy)]
struct Calc {
    shared: Shared,
    /// The form as the page holds it: its texts are signals of their own.
    form: RwSignal<Live>,
    /// Where the texts of the lists' rows live (a child of the page's owner, new with each
    /// form shown whole: the texts of the rows before are let go then).
    rows: StoredValue<Owner>,
    /// Fields the user has left (or that came filled in): only they show their message.
    touched: RwSignal<Vec<String>>,
    parsed: Memo<Parsed>,
    /// The form as its link's query (read by the address bar, storage and the share link: one
    /// reading of the texts for all three).
    query: Memo<String>,
    /// The player wants the Elo (a memo: every game row follows it).
    elo_wanted: Memo<bool>,
    /// What the results show (see `later::panels`).
    panels: Signal<Panels>,
    /// The form before "Alles zurücksetzen", for the undo.
    undo: RwSignal<Option<Form>>,
    /// The what-if is open.
    whatif_open: RwSignal<bool>,
    /// Counts the forms shown whole (reset, undo): the lists' rows are keyed by it too, so
    /// that they are built anew with the new form's texts.
    epoch: RwSignal<bool>,
    /// Keystrokes near the limits, waiting for the next frame (see [`Calc::type_text`]).
    waiting: StoredValue<Vec<(RwSignal<String>, String)>>,
    /// The message of each text field on the page, by field id (see [`Calc::message`]).
    messages: StoredValue<Vec<(String, RwSignal<Option<String>>)>>,
    /// A text field came onto the page (its message follows, see [`Calc::follow_messages`]).
    fields_added: Trigger,
    /// A DSB player list is loaded (the names' part, `names`): the game rows offer an
    /// opponent's name.
    names_on: RwSignal<bool>,
}

/// The form as the page holds it: its shape, and each text a signal of its own.
type Live = Form<RwSignal<String>>;

impl FormText for RwSignal<String> {
    fn with_text<R>(&self, read: impl FnOnce(&str) -> R) -> R {
        self.with(|s| read(s))
    }
    fn put(&mut self, text: String) {
        self.set(text);
    }
    fn copy(&self) -> Self {
        RwSignal::new(self.get_untracked())
    }
}

fn calc() -> Calc {
    expect_context::<Calc>()
}

/// What was typed into the static form of `index.html` before the app took over.
pub type Typed = Vec<(FieldRef, String)>;

/// The form to start with: from the URL when it carries one, else what was remembered, else
/// empty; with what was typed before the app was ready.
fn start_form(query: &[(String, String)], typed: Typed) -> Form {
    let mut start = if query.iter().any(|(k, _)| k == TAB_KEY) {
        Form::from_query(query)
    } else {
        load(FORM_KEY)
            .map(|q| Form::from_query(&query_pairs(&q)))
            .unwrap_or_else(Form::empty)
    };
    for (field, value) in typed {
        start.set(field, value);
    }
    start
}

impl Calc {
    /// Changes the form's shape (a row added, removed or pasted, a tab, a switch) or several
    /// texts at once, on the page's form itself (a new row's texts are new signals, owned with
    /// the rows').
    fn edit(self, change: impl FnOnce(&mut Live)) {
        self.rows.get_value().with(|| self.form.update(change));
    }

    /// The form as plain text (for the parse, the link and storage), tracked.
    fn typed(self) -> Form {
        Self::typed_in(self.form)
    }

    fn typed_in(form: RwSignal<Live>) -> Form {
        form.with(|live| live.map(&mut |_, s| s.get()))
    }

    /// The form as plain text now (not tracked: the undo).
    fn now(self) -> Form {
        untrack(|| self.typed())
    }

    /// The page's form holding `f`: the form's own fields keep their signals (`now`, the form
    /// shown before; the fields on the page hold them), set to the new texts; the rows' texts
    /// are new signals, owned by `rows`.
    fn texts(rows: &Owner, f: &Form, now: Option<&Live>) -> Live {
        f.map(&mut |field, text| {
            if field.in_list() {
                return rows.with(|| RwSignal::new(text.clone()));
            }
            match now.and_then(|n| n.slot(field)) {
                Some(&s) => {
                    if s.with_untracked(|old| old != text) {
                        s.set(text.clone());
                    }
                    s
                }
                None => RwSignal::new(text.clone()),
            }
        })
    }

    /// The text of a field as its signal (a new, empty one where the row is gone).
    fn text(self, field: FieldRef) -> RwSignal<String> {
        self.form
            .with_untracked(|live| live.slot(field).copied())
            .unwrap_or_default()
    }

    /// A keystroke into a field: its text follows at once; at the size of "Meine Turniere"
    /// near its limits (and so the results) only after the frame that shows the keystroke
    /// (one parse and computation for the keys typed until then), so that typing answers
    /// within a frame (`scripts/bench-calculator.mjs`). The field on the page shows what was
    /// typed meanwhile.
    fn type_text(self, text: RwSignal<String>, value: String) {
        if !self.large() {
            text.set(value);
            return;
        }
        let first = self.waiting.with_value(Vec::is_empty);
        self.waiting.update_value(|w| {
            w.retain(|(s, _)| *s != text);
            w.push((text, value));
        });
        if first {
            after_frame(move || {
                for (s, v) in self
                    .waiting
                    .try_update_value(std::mem::take)
                    .unwrap_or_default()
                {
                    s.try_set(v);
                }
            });
        }
    }

    /// Sets a field's text (a name chosen from the list).
    fn set(self, field: FieldRef, value: String) {
        self.text(field).set(value);
    }

    fn touch(self, id: String) {
        if !self.touched.with_untracked(|t| t.contains(&id)) {
            self.touched.update(|t| t.push(id));
        }
    }

    /// Shows a whole form (reset, undo): the rows are built anew (keyed by [`Calc::epoch`])
    /// with the texts of `f`, the texts of the rows before are let go after the frame (their
    /// rows have left the page by then); what came filled in shows its message at once.
    fn show(self, f: Form) {
        self.shared.mode.set(f.mode());
        self.touched.set(f.filled_fields());
        let before = self.rows.get_value();
        let rows = before.parent().unwrap_or_default().child();
        let live = self
            .form
            .with_untracked(|now| Self::texts(&rows, &f, Some(now)));
        self.rows.set_value(rows);
        self.form.set(live);
        self.epoch.set(!self.epoch.get_untracked());
        after_frame(move || before.cleanup());
    }

    /// The message of the field `id` as its own signal (shown once the field was left), kept
    /// up to date by [`Calc::follow_messages`] while the field is on the page.
    fn message(self, id: String) -> Signal<Option<String>> {
        let signal = RwSignal::new(None);
        self.messages.update_value(|m| m.push((id, signal)));
        self.fields_added.notify();
        signal.into()
    }

    /// The error of the field `id` if it is to be shown (the user has left the field).
    fn shown(self, p: &Parsed, id: &String) -> Option<InputError> {
        let e = p.errors.get(id)?;
        let touched = self.touched.with_untracked(|t| t.contains(id));
        touched.then(|| e.clone())
    }

    /// After each parse (a field left or added, the language switched) the fields' messages
    /// follow, from the part `words` ([`later::messages`], fetched with the first error to
    /// show; from then on with each parse, so that a message goes when its error does). The
    /// messages are signals of the fields (one pass over the fields, no subscriber per field:
    /// measured with "Meine Turniere" at its limits, 1 000 game rows,
    /// `scripts/bench-calculator.mjs`, a memo per field made a keystroke's result about 170 ms
    /// slower, since every field is then a subscriber of the parse, and a memo that runs again
    /// leaves the parse's ordered set of subscribers and joins it again, O(n) each in Leptos
    /// 0.8). This is the pattern of Leptos' own `Selector` (one effect over the source that
    /// notifies only the keys whose value changed, O(1) per change instead of O(n)), for a
    /// message a key instead of a flag.
    fn follow_messages(self) {
        let asked = StoredValue::new(false);
        Effect::new(move |_| {
            self.touched.track();
            self.fields_added.track();
            let l = self.shared.lang.get();
            // An error to show: of a field the user has left.
            let shown = self.parsed.with(|p| {
                self.touched
                    .with_untracked(|t| p.errors.keys().any(|id| t.contains(id)))
            });
            if shown || asked.get_value() {
                asked.set_value(true);
                spawn_local(async move {
                    if let Err(NotLoaded) = later::messages(self, l).await {
                        self.not_loaded(l);
                    }
                });
            }
        });
    }

    /// Where the part `words` cannot be fetched (offline before the service worker kept it), a
    /// field with an error to show says so.
    fn not_loaded(self, l: Lang) {
        self.parsed.with_untracked(|p| {
            self.messages.with_value(|m| {
                for (id, s) in m {
                    if self.shown(p, id).is_some() {
                        s.try_set(Some(l.text(Msg::NotLoaded).to_string()));
                    }
                }
            })
        });
    }

    /// Each field on the page gets its message from the parse as it is now (once the user has
    /// left it; worded in `l`) where it changed; fields no longer on the page leave the list.
    fn put_messages(self, l: Lang) {
        self.parsed.with_untracked(|p| {
            self.messages.update_value(|m| {
                m.retain(|(id, s)| {
                    let now = self.shown(p, id).map(|e| l.error(&e));
                    s.try_maybe_update(|old| {
                        let changed = *old != now;
                        if changed {
                            *old = now;
                        }
                        (changed, ())
                    })
                    .is_some()
                })
            })
        });
    }

    /// The state of a page that starts with `start`.
    fn new(shared: Shared, start: Form) -> Calc {
        shared.mode.set(start.mode());
        let rows = Owner::new();
        let form = RwSignal::new(Self::texts(&rows, &start, None));
        let parsed = Memo::new(move |_| parse(&Self::typed_in(form), today()));
        let touched = RwSignal::new(start.filled_fields());
        Calc {
            shared,
            form,
            rows: StoredValue::new(rows),
            touched,
            parsed,
            query: Memo::new(move |_| encode_query(&Self::typed_in(form).query(shared.mode.get()))),
            elo_wanted: Memo::new(move |_| form.with(|f| f.elo_wanted())),
            panels: later::panels(shared, parsed),
            undo: RwSignal::new(None),
            whatif_open: RwSignal::new(!start.remaining.trim().is_empty()),
            epoch: RwSignal::new(false),
            waiting: StoredValue::new(Vec::new()),
            messages: StoredValue::new(Vec::new()),
            fields_added: Trigger::new(),
            names_on: RwSignal::new(false),
        }
    }

    /// "Meine Turniere" near its limits: the results follow after the frame.
    fn large(self) -> bool {
        self.form.with_untracked(|f| {
            f.tournaments.iter().map(|t| t.games.len()).sum::<usize>() > LATER_ROWS
        })
    }

    /// The page's class `with-elo` (the games' Elo column, `www/elo.css`, linked the first time)
    /// follows whether the player wants the Elo.
    fn follow_elo(self) {
        let linked = StoredValue::new(false);
        Effect::new(move |_| {
            let on = self.elo_wanted.get();
            if on && !linked.get_value() {
                linked.set_value(true);
                add_stylesheet("elo.css");
            }
            if let Some(body) = document().body() {
                let _ = body.class_list().toggle_with_force("with-elo", on);
            }
        });
    }

    /// The address bar and localStorage follow the form.
    fn follow_in_url(self, embed: bool) {
        let shared = self.shared;
        Effect::new(move |_| {
            let stored = self.query.get();
            let url = format!(
                "?{stored}{}{}",
                if embed { "&embed=1" } else { "" },
                lang_key(shared.lang.get())
            );
            let write = move || {
                save(FORM_KEY, &stored);
                if let Ok(history) = window().history() {
                    let _ = history.replace_state_with_url(
                        &leptos::wasm_bindgen::JsValue::NULL,
                        "",
                        Some(&url),
                    );
                }
            };
            // Near the limits the address bar (tens of milliseconds for a long link) waits
            // until the results are painted.
            if self.large() {
                after_frame(write);
            } else {
                write();
            }
        });
    }
}

/// The link's key of the language (none for German, the default).
fn lang_key(l: Lang) -> String {
    if l == Lang::De {
        String::new()
    } else {
        format!("&lang={}", l.code())
    }
}

/// Runs `f` after the next frame is painted.
fn after_frame(f: impl FnOnce() + 'static) {
    request_animation_frame(move || set_timeout(f, std::time::Duration::ZERO));
}

/// The whole page. `typed`: what the user typed before the app was ready (kept).
#[component]
pub fn App(typed: Typed) -> impl IntoView {
    let query = page_query();
    let shared = provide_shared(&query);
    let embed = query.iter().any(|(k, v)| k == "embed" && v == "1");
    let c = Calc::new(shared, start_form(&query, typed));
    provide_context(c);
    c.follow_in_url(embed);
    c.follow_messages();
    c.follow_elo();

    let tab = move || c.form.with(|f| f.tab);
    view! {
        <div class="app" class:embed=embed>
            {(!embed).then(|| view! { <Header/> })}
            <main>
                <Tabs/>
                <div id="panel" role="tabpanel" aria-labelledby=move || format!("tab-{}", tab().code())>
                    // What a link had past the limits: at the top, where the user is (rare: loaded
                    // on first use).
                    {later::first_use(later::Part::Later(later::LaterFields::Cut), move || c.form.with(|f| !f.cut.is_empty()))}
                    <Help/>
                    <PlayerFields/>
                    <div hidden=move || tab() == Tab::Chain>
                        <GameList list=List::Games/>
                    </div>
                    <RestList/>
                    {later::first_use(later::Part::Later(later::LaterFields::Earlier), move || c.form.with(|f| f.elo_unrated()))}
                    // Always on the page, hidden on the other tabs: a view rebuilt when the
                    // form changes would lose the focus at every keystroke.
                    <div hidden=move || tab() != Tab::Chain>
                        {later::first_use(later::Part::Later(later::LaterFields::Chain), move || tab() == Tab::Chain)}
                    </div>
                    <Results/>
                    <WhatIf/>
                    <Advanced/>
                    <Share/>
                    {(!embed).then(|| view! { <EmbedHelp/> })}
                </div>
                <Summary/>
            </main>
            {(!embed).then(|| view! { <Footer/> })}
        </div>
    }
}

/// Links a stylesheet loaded on first use (`www/elo.css`, `www/names.css`, `www/chain.css`: a first visit does
/// not fetch them; the service worker keeps them for offline use), once.
pub(super) fn add_stylesheet(href: &str) {
    let doc = document();
    let linked = doc
        .query_selector(&format!("link[href='{href}']"))
        .ok()
        .flatten()
        .is_some();
    if let (false, Ok(link), Some(head)) = (linked, doc.create_element("link"), doc.head()) {
        let _ = link.set_attribute("rel", "stylesheet");
        let _ = link.set_attribute("href", href);
        let _ = head.append_child(&link);
    }
}

/// What was typed into the static form of `index.html` (shown before the app is ready).
fn typed_before_start() -> Typed {
    [
        FieldRef::Dwz,
        FieldRef::Index,
        FieldRef::BirthYear,
        FieldRef::EndDate,
        FieldRef::GameRating(1),
        FieldRef::GameResult(1),
    ]
    .into_iter()
    .filter_map(|field| {
        let value = document()
            .get_element_by_id(&field.id())?
            .dyn_into::<web_sys::HtmlInputElement>()
            .ok()?
            .value();
        (!value.is_empty()).then_some((field, value))
    })
    .collect()
}

/// Replaces the static form of `index.html` by the app, keeping what was typed, the field the
/// user is in and his caret there (all in one task: no key can fall between the static field
/// and the app's); then marks the page ready.
pub fn start() {
    let typed = typed_before_start();
    let active = document().active_element();
    let caret = active
        .as_ref()
        .and_then(|e| e.clone().dyn_into::<web_sys::HtmlInputElement>().ok())
        .and_then(|i| Some((i.selection_start().ok()??, i.selection_end().ok()??)));
    let active = active.map(|e| e.id()).filter(|id| !id.is_empty());
    if let Some(boot) = document().get_element_by_id("boot") {
        boot.remove();
    }
    leptos::mount::mount_to_body(move || view! { <App typed=typed.clone()/> });
    if let Some(id) = active {
        focus_now(&id, caret);
    }
    mark_ready();
}
