//! The calculator page as Leptos components: Voraus-, Nachberechnung, Erst-DWZ and "Meine
//! Turniere", results that follow the typing, the state in the URL and in localStorage, German
//! and English.
//!
//! State ([`Calc`], handed down by context): the whole form as plain data in one signal
//! ([`Form`], read and written field by field through [`FieldRef`]), the fields the user has left
//! (only they show their message), and the undo of a reset. Its parse and the results are
//! memos; the URL and localStorage follow in an effect. Lists of rows are keyed by row id and
//! the form's [`Calc::epoch`]; each row holds its fields' texts and its place as its own signals
//! and each field its message (set by one effect from the parse), so that a keystroke updates
//! its own row and the results, not every row ("Meine Turniere" has a thousand rows at the
//! limits; each subscriber of one signal costs every change a search through all of them); near
//! the limits the results follow after the keystroke's frame ([`Calc::edit`]).
//!
//! Where each part is loaded: everything here is one wasm module, built once; what a first
//! visit rarely needs is split off it by `wasm_split` (the mechanism of Leptos' `#[lazy]`) and
//! loaded on first use, see `later`: the computation and the panels of "Meine Turniere", the
//! what-if and the FIDE Elo; `panel`: the single estimates (Voraus-, Nachberechnung, Erst-DWZ)
//! and the results panel's components, with the first result; `words`: the words of the
//! fields' messages, with the first message; and `names`: the player list.
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

use super::form::{FieldRef, Form, List, Tab};
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
    form: RwSignal<Form>,
    /// Fields the user has left (or that came filled in): only they show their message.
    touched: RwSignal<Vec<String>>,
    parsed: Memo<Parsed>,
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
    /// Counts the changes of the form the results follow (see [`Calc::edit`]).
    settled: RwSignal<bool>,
    /// A change the results follow is waiting for the next frame (see [`Calc::edit`]).
    pending: StoredValue<bool>,
    /// The message of each text field on the page, by field id (see [`Calc::message`]).
    messages: StoredValue<Vec<(String, RwSignal<Option<String>>)>>,
    /// A text field came onto the page (its message follows, see [`Calc::follow_messages`]).
    fields_added: Trigger,
    /// A DSB player list is loaded (the names' part, `names`): the game rows offer an
    /// opponent's name.
    names_on: RwSignal<bool>,
}

/// A field's message, where it changed (a field no longer on the page is left alone).
fn put_message(s: RwSignal<Option<String>>, now: Option<String>) {
    s.try_maybe_update(|old| {
        let changed = *old != now;
        if changed {
            *old = now;
        }
        (changed, ())
    });
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
    /// Changes the form (every change goes through here): the results, the address bar and the
    /// link follow at once; at the size of "Meine Turniere" near its limits only after the frame
    /// that shows the keystroke (one parse and computation for the keys typed until then), so
    /// that typing answers within a frame (`scripts/bench-calculator.mjs`).
    fn edit(self, change: impl FnOnce(&mut Form)) {
        self.form.update(change);
        self.changed();
    }

    /// The form changed ([`Calc::edit`]): the results follow, now or after the frame.
    fn changed(self) {
        if !self.large() {
            self.bump();
        } else if !self.pending.get_value() {
            self.pending.set_value(true);
            after_frame(move || {
                self.pending.set_value(false);
                self.bump();
            });
        }
    }

    fn set(self, field: FieldRef, value: String) {
        self.edit(|f| f.set(field, value));
    }

    fn touch(self, id: String) {
        if !self.touched.with_untracked(|t| t.contains(&id)) {
            self.touched.update(|t| t.push(id));
        }
    }

    /// Shows a whole form (start, reset, undo); what came filled in shows its message at once.
    fn show(self, f: Form) {
        self.shared.mode.set(f.mode());
        self.touched.set(f.filled_fields());
        self.edit(|form| *form = f);
        self.epoch.set(!self.epoch.get_untracked());
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

    /// After each parse (a field left or added, the language switched) the fields whose
    /// message changed get it: one pass over the fields, no subscriber per field. Fields no
    /// longer on the page leave the list. (Measured with "Meine Turniere" at its limits, 1 000
    /// game rows, `scripts/bench-calculator.mjs`: a memo per field made a keystroke's result
    /// about 170 ms slower, since every field is then a subscriber of the parse.) A field
    /// without error loses its message at once; the errors are worded by the part `words`
    /// (`later::error_words`, fetched with the first message; an answer to an older parse is
    /// dropped).
    fn follow_messages(self) {
        let asked = StoredValue::new(0u32);
        Effect::new(move |_| {
            self.touched.track();
            self.fields_added.track();
            let l = self.shared.lang.get();
            let fields = self.parsed.with(|p| {
                let mut fields = Vec::new();
                self.messages.update_value(|m| {
                    m.retain(|(id, s)| {
                        let on_page = !s.is_disposed();
                        if on_page {
                            fields.push((*s, self.shown(p, id)));
                        }
                        on_page
                    })
                });
                fields
            });
            let n = asked.get_value().wrapping_add(1);
            asked.set_value(n);
            let mut errors = Vec::new();
            for (s, e) in fields {
                match e {
                    Some(e) => errors.push((s, e)),
                    None => put_message(s, None),
                }
            }
            if errors.is_empty() {
                return;
            }
            spawn_local(async move {
                let (signals, errors): (Vec<_>, Vec<_>) = errors.into_iter().unzip();
                let words = later::error_words(l, errors)
                    .await
                    .unwrap_or_else(|NotLoaded| {
                        vec![l.text(Msg::NotLoaded).to_string(); signals.len()]
                    });
                if asked.get_value() == n {
                    for (s, w) in signals.into_iter().zip(words) {
                        put_message(s, Some(w));
                    }
                }
            });
        });
    }

    /// The state of a page that starts with `start`.
    fn new(shared: Shared, start: Form) -> Calc {
        shared.mode.set(start.mode());
        let form = RwSignal::new(start.clone());
        let settled = RwSignal::new(false);
        let parsed = Memo::new(move |_| Self::read_settled(form, settled, |f| parse(f, today())));
        let touched = RwSignal::new(start.filled_fields());
        Calc {
            shared,
            form,
            touched,
            parsed,
            elo_wanted: Memo::new(move |_| form.with(Form::elo_wanted)),
            panels: later::panels(shared, parsed),
            undo: RwSignal::new(None),
            whatif_open: RwSignal::new(!start.remaining.trim().is_empty()),
            epoch: RwSignal::new(false),
            settled,
            pending: StoredValue::new(false),
            messages: StoredValue::new(Vec::new()),
            fields_added: Trigger::new(),
            names_on: RwSignal::new(false),
        }
    }

    /// Reads the form as the results follow it (through [`Calc::settle`]).
    fn read_settled<T>(
        form: RwSignal<Form>,
        settled: RwSignal<bool>,
        read: impl FnOnce(&Form) -> T,
    ) -> T {
        settled.track();
        form.with_untracked(read)
    }

    /// The form read as the results follow it ([`Calc::read_settled`]).
    fn settled_form<T>(self, read: impl FnOnce(&Form) -> T) -> T {
        Self::read_settled(self.form, self.settled, read)
    }

    /// The next change the results follow.
    fn bump(self) {
        self.settled.set(!self.settled.get_untracked());
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
            let on = self.form.with(|f| f.elo_wanted());
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
            let mut pairs = self.settled_form(|f| f.query(shared.mode.get()));
            let stored = encode_query(&pairs);
            if embed {
                pairs.push(("embed".into(), "1".into()));
            }
            if shared.lang.get() != Lang::De {
                pairs.push(("lang".into(), shared.lang.get().code().into()));
            }
            let url = format!("?{}", encode_query(&pairs));
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

/// Links a stylesheet loaded on first use (`www/elo.css`, `www/names.css`: a first visit does
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
