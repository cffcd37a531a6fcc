//! The calculator page as Leptos components: Voraus-, Nachberechnung, Erst-DWZ and "Meine
//! Turniere", results that follow the typing, the state in the URL and in localStorage, German
//! and English.
//!
//! State ([`Calc`], handed down by context): the whole form as plain data in one signal
//! ([`Form`], read and written field by field through [`FieldRef`]), the fields the user has left
//! (only they show their message), and the undo of a reset. Its parse and the results are
//! memos; the URL and localStorage follow in an effect. Lists of rows are keyed by row id. In
//! the module with "Meine Turniere" (a thousand rows at the limits) the keys carry the form's
//! [`Calc::epoch`], each row holds its fields' texts and its place as its own signals and each
//! field its message (set by one effect from the parse), so that a keystroke updates its own row
//! and the results, not every row (each subscriber of one signal costs every change a search
//! through all of them); near the limits the results follow after the keystroke's frame
//! ([`Calc::settle`]). The first module's fifty rows read the form (fewer bytes). The results
//! panels are escaped HTML from `results` (pure output: fewer bytes than reactive elements,
//! measured).
//!
//! * this file: the state, the page ([`App`]), the URL and storage, the hand-over to the module
//!   loaded on first use, [`start`];
//! * `page`: header, tabs, help, share link, embedding, footer;
//! * `fields`: the labelled text field and the player's fields;
//! * `rows`: the lists of games and Restpartien;
//! * `chain`: "Meine Turniere" (module `full`);
//! * `results`: the results panel, the summary line, the what-if;
//! * `advanced`: arithmetic mode, Stellgrößen, reset.

mod advanced;
mod chain;
mod fields;
mod page;
mod results;
mod rows;

#[cfg(feature = "full")]
use super::compute::compute;
#[cfg(not(feature = "full"))]
use super::compute::compute_single as compute;
use super::compute::Computed;
use super::form::{FieldRef, Form, List, Tab};
use super::parse::{parse, Parsed};
use super::results::cut_html;
use super::url::TAB_KEY;
use crate::i18n::Lang;
use crate::web::common::browser::{
    encode_query, focus, focus_now, load, mark_ready, page_query, provide_shared, query_pairs,
    save, today, Shared,
};
use advanced::Advanced;
use chain::chain_part;
use fields::PlayerFields;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys;
use page::{EmbedHelp, Footer, Header, Help, Share, Tabs};
use results::{Results, Summary, WhatIf};
#[cfg(feature = "full")]
use rows::EarlierList;
use rows::{GameList, RestList};

/// The localStorage key of the form (its URL query).
const FORM_KEY: &str = "wertung-form";
/// Session keys the calculator leaves for the module loaded on first use: what to open, and
/// which field had the focus.
const OPEN_KEY: &str = "wertung-open";
const FOCUS_KEY: &str = "wertung-focus";

/// Whether this build carries "Meine Turniere" and the what-if (the module `wertung-web-full`,
/// loaded on first use); the calculator's first module does not.
const FULL: bool = cfg!(feature = "full");

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
    computed: Memo<Computed>,
    /// The form before "Alles zurücksetzen", for the undo.
    undo: RwSignal<Option<Form>>,
    /// The what-if is open.
    whatif_open: RwSignal<bool>,
    /// Counts the forms shown whole (reset, undo): the lists' rows are keyed by it too, so
    /// that they are built anew with the new form's texts.
    epoch: RwSignal<bool>,
    /// Counts the changes of the form the results follow (see [`Calc::settle`]).
    settled: RwSignal<bool>,
    /// The message of each text field on the page, by field id (see [`Calc::message`]).
    messages: StoredValue<Vec<(String, RwSignal<Option<String>>)>>,
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
    if FULL {
        // "Meine Turniere" chosen in the first module: the tournament typed there comes along.
        start.take_over();
    }
    start
}

impl Calc {
    fn set(self, field: FieldRef, value: String) {
        self.form.update(|f| f.set(field, value));
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
        self.form.set(f);
        if FULL {
            self.epoch.set(!self.epoch.get_untracked());
        }
    }

    /// The message of the field `id` as its own signal (shown once the field was left), kept
    /// up to date by [`Calc::follow_messages`] while the field is on the page.
    fn message(self, id: String) -> Signal<Option<String>> {
        if !FULL {
            // Fifty rows at most: each field follows the parse.
            let lang = self.shared.lang;
            return Signal::derive(move || {
                self.touched.track();
                self.parsed.with(|p| {
                    let e = p.errors.get(&id)?;
                    self.touched
                        .with_untracked(|t| t.contains(&id))
                        .then(|| lang.get().error(e))
                })
            });
        }
        let now = self.parsed.with_untracked(|p| self.shown(p, &id));
        let signal = RwSignal::new(now);
        self.messages.update_value(|m| m.push((id, signal)));
        signal.into()
    }

    /// The message of the field `id` if it is to be shown (the user has left the field).
    fn shown(self, p: &Parsed, id: &String) -> Option<String> {
        let e = p.errors.get(id)?;
        let touched = self.touched.with_untracked(|t| t.contains(id));
        touched.then(|| self.shared.lang.get_untracked().error(e))
    }

    /// After each parse (a field left, the language switched) the fields whose message
    /// changed get it: one pass over the fields, no subscriber per field. Fields no longer on
    /// the page leave the list.
    fn follow_messages(self) {
        if !FULL {
            return;
        }
        Effect::new(move |_| {
            self.touched.track();
            self.shared.lang.track();
            self.parsed.with(|p| {
                self.messages.update_value(|m| {
                    m.retain(|(id, s)| {
                        let now = self.shown(p, id);
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
        });
    }

    /// The state of a page that starts with `start`. Every change of the form is a new parse
    /// and a new result: no comparison (it would only cost the bytes of comparing them).
    fn new(shared: Shared, start: Form) -> Calc {
        shared.mode.set(start.mode());
        let form = RwSignal::new(start.clone());
        let settled = RwSignal::new(false);
        let parsed = Memo::new_with_compare(
            move |_| Self::read_settled(form, settled, |f| parse(f, today())),
            |_, _| true,
        );
        let computed = Memo::new_with_compare(
            move |_| {
                let mode = shared.mode.get();
                parsed.with(|p| compute(p, mode))
            },
            |_, _| true,
        );
        Calc {
            shared,
            form,
            touched: RwSignal::new(start.filled_fields()),
            parsed,
            computed,
            undo: RwSignal::new(None),
            whatif_open: RwSignal::new(
                !start.remaining.trim().is_empty()
                    || session_take(OPEN_KEY).as_deref() == Some("whatif"),
            ),
            epoch: RwSignal::new(false),
            settled,
            messages: StoredValue::new(Vec::new()),
        }
    }

    /// "Meine Turniere" and the what-if come with the module loaded on first use: the first
    /// module hands the page over to it as soon as one of them is wanted (the state is in the
    /// URL).
    fn hand_over_when_wanted(self) {
        if FULL {
            return;
        }
        Effect::new(move |_| {
            let chain = self.form.with(|f| f.tab == Tab::Chain);
            // The Elo (issue 19 §3) comes with that module too.
            let elo = self.form.with(|f| f.elo_wanted() || !f.kept.is_empty());
            if chain || elo || self.whatif_open.get() {
                load_full(if chain || elo { "" } else { "whatif" });
            }
        });
    }

    /// Reads the form as the results follow it: in the module loaded on first use through
    /// [`Calc::settle`], else at once.
    fn read_settled<T>(
        form: RwSignal<Form>,
        settled: RwSignal<bool>,
        read: impl FnOnce(&Form) -> T,
    ) -> T {
        if FULL {
            settled.track();
            form.with_untracked(read)
        } else {
            form.with(read)
        }
    }

    /// The form read as the results follow it ([`Calc::read_settled`]).
    fn settled_form<T>(self, read: impl FnOnce(&Form) -> T) -> T {
        Self::read_settled(self.form, self.settled, read)
    }

    /// The next change the results follow.
    fn bump(self) {
        self.settled.set(!self.settled.get_untracked());
    }

    /// The results, the address bar and the link follow the form at once; at the size of
    /// "Meine Turniere" near its limits only after the frame that shows the keystroke (one
    /// parse and computation for the keys typed until then), so that typing answers within a
    /// frame (`scripts/bench-calculator.mjs`).
    fn settle(self) {
        if !FULL {
            return;
        }
        let pending = StoredValue::new(false);
        Effect::new(move |_| {
            self.form.track();
            if !self.large() {
                self.bump();
            } else if !pending.get_value() {
                pending.set_value(true);
                after_frame(move || {
                    pending.set_value(false);
                    self.bump();
                });
            }
        });
    }

    /// "Meine Turniere" near its limits: the results follow after the frame.
    fn large(self) -> bool {
        FULL && self.form.with_untracked(|f| {
            f.tournaments.iter().map(|t| t.games.len()).sum::<usize>() > LATER_ROWS
        })
    }

    /// The page's class `with-elo` (the games' Elo column, `www/elo.css`) follows whether the
    /// player wants the Elo (module with the Elo).
    #[cfg(feature = "full")]
    fn follow_elo(self) {
        Effect::new(move |_| {
            let on = self.form.with(|f| f.elo_wanted());
            if let Some(body) = document().body() {
                let _ = body.class_list().toggle_with_force("with-elo", on);
            }
        });
    }

    /// The address bar and localStorage follow the form.
    fn follow_in_url(self, embed: bool) {
        let shared = self.shared;
        Effect::new(move |_| {
            // A link cut at the limits for "Meine Turniere": the module loaded on first use reads
            // it as it came (and says what was cut), and writes it from then on.
            if !FULL && self.form.with(|f| f.tab == Tab::Chain && !f.cut.is_empty()) {
                return;
            }
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
    c.hand_over_when_wanted();
    c.settle();
    c.follow_in_url(embed);
    c.follow_messages();
    #[cfg(feature = "full")]
    c.follow_elo();

    let tab = move || c.form.with(|f| f.tab);
    view! {
        <div class="app" class:embed=embed>
            {(!embed).then(|| view! { <Header/> })}
            <main>
                <Tabs/>
                <div id="panel" role="tabpanel" aria-labelledby=move || format!("tab-{}", tab().code())>
                    // What a link had past the limits: at the top, where the user is.
                    <div inner_html=move || c.form.with(|f| cut_html(shared.lang.get(), &f.cut))></div>
                    <Help/>
                    <PlayerFields/>
                    <div hidden=move || tab() == Tab::Chain>
                        <GameList list=List::Games/>
                    </div>
                    <RestList/>
                    {earlier_list()}
                    // Always on the page, hidden on the other tabs: a view rebuilt when the
                    // form changes would lose the focus at every keystroke.
                    <div hidden=move || tab() != Tab::Chain>{chain_part()}</div>
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

/// The earlier Elo games of a player without Elo (module with the Elo).
fn earlier_list() -> impl IntoView {
    #[cfg(feature = "full")]
    return view! { <EarlierList/> };
    #[cfg(not(feature = "full"))]
    ()
}

/// The value of a session key, removed.
fn session_take(key: &str) -> Option<String> {
    let s = window().session_storage().ok().flatten()?;
    let v = s.get_item(key).ok().flatten();
    let _ = s.remove_item(key);
    v
}

/// Loads the module with "Meine Turniere" and the what-if (`full.js`, written by
/// scripts/post-build.mjs), which takes the page over; `open` says what to open there.
fn load_full(open: &str) {
    if document().get_element_by_id("full-loader").is_some() {
        return;
    }
    if let Some(s) = window().session_storage().ok().flatten() {
        let _ = s.set_item(OPEN_KEY, open);
        if let Some(id) = document().active_element().map(|e| e.id()) {
            let _ = s.set_item(FOCUS_KEY, &id);
        }
    }
    if let Ok(script) = document().create_element("script") {
        let _ = script.set_attribute("type", "module");
        let _ = script.set_attribute("src", "full.js");
        script.set_id("full-loader");
        if let Some(head) = document().head() {
            let _ = head.append_child(&script);
        }
    }
}

/// Links a stylesheet of the module loaded on first use (`www/elo.css`: a first visit does not
/// fetch it; the service worker keeps it for offline use).
#[cfg(feature = "full")]
fn add_stylesheet(href: &str) {
    if let (Ok(link), Some(head)) = (document().create_element("link"), document().head()) {
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

/// Replaces the static form of `index.html` (or, in the module loaded on first use, the
/// calculator's first module) by the app, keeping what was typed and where the cursor was; then
/// marks the page ready.
pub fn start() {
    let typed = typed_before_start();
    let mut active = document()
        .active_element()
        .map(|e| e.id())
        .filter(|id| !id.is_empty());
    if let Some(boot) = document().get_element_by_id("boot") {
        boot.remove();
    }
    if FULL {
        // The first module's page goes; its state is in the URL.
        while let Ok(Some(app)) = document().query_selector("body > .app") {
            app.remove();
        }
        // Where the user is now (the tab the arrow keys moved to after the hand-over began),
        // else where he was when it began.
        let kept = session_take(FOCUS_KEY).filter(|id| !id.is_empty());
        active = active.or(kept);
    }
    #[cfg(feature = "full")]
    add_stylesheet("elo.css");
    leptos::mount::mount_to_body(move || view! { <App typed=typed.clone()/> });
    if let Some(id) = active {
        if FULL {
            focus_now(&id);
        } else {
            focus(id);
        }
    }
    mark_ready();
}
