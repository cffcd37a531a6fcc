//! The calculator page as Leptos components: Voraus-, Nachberechnung, Erst-DWZ and "Meine
//! Turniere", results that follow the typing, the state in the URL and in localStorage, German
//! and English.
//!
//! State ([`Calc`], handed down by context): the whole form as plain data in one signal
//! ([`Form`], read and written field by field through [`FieldRef`]), the fields the user has left
//! (only they show their message), and the undo of a reset. Its parse and the results are
//! memos; the URL and localStorage follow in an effect. Lists of rows are keyed by row id. The
//! results panels are escaped HTML from `outcome` / `chart` (pure output: fewer bytes than
//! reactive elements, measured).

use super::form::{parse, FieldRef, Form, List, Parsed, Tab};
use super::outcome::Computed;
#[cfg(feature = "full")]
use super::outcome::{compute, results_html, summary_line, whatif_html};
#[cfg(not(feature = "full"))]
use super::outcome::{
    compute_single as compute, single_results_html as results_html,
    single_summary_line as summary_line,
};
use crate::dwz::error::Param;
use crate::dwz::estimate::SingleResult;
use crate::dwz::Mode;
use crate::i18n::{Lang, Msg};
use crate::web::common::browser::{
    encode_query, focus, forget, load, mark_ready, page_query, provide_shared, query_pairs, save,
    shared, today, tr, LangButton, Shared, T,
};
use crate::web::common::tabs::TabList;
use leptos::ev::KeyboardEvent;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys;

const FORM_KEY: &str = "wertung-form";
/// Session keys the calculator leaves for the module loaded on first use: what to open, and
/// which field had the focus.
const OPEN_KEY: &str = "wertung-open";
const FOCUS_KEY: &str = "wertung-focus";

/// Whether this build carries "Meine Turniere" and the what-if (the module `wertung-web-full`,
/// loaded on first use); the calculator's first module does not.
const FULL: bool = cfg!(feature = "full");

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
}

fn calc() -> Calc {
    expect_context::<Calc>()
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
    }

    /// A row's 1-based place in its list (follows reordering).
    fn position(self, list: List, id: u32) -> Signal<usize> {
        let form = self.form;
        Signal::derive(move || form.with(|f| f.position(list, id)))
    }
}

/// What was typed into the static form of `index.html` before the app took over.
pub type Typed = Vec<(FieldRef, String)>;

/// The whole page. `typed`: what the user typed before the app was ready (kept).
#[component]
pub fn App(typed: Typed) -> impl IntoView {
    let query = page_query();
    let shared = provide_shared(&query);
    let embed = query.iter().any(|(k, v)| k == "embed" && v == "1");
    // The state: from the URL when it carries one, else what was remembered, else empty.
    let mut start = if query.iter().any(|(k, _)| k == "t") {
        Form::from_query(&query)
    } else {
        load(FORM_KEY)
            .map(|q| Form::from_query(&query_pairs(&q)))
            .unwrap_or_else(Form::empty)
    };
    for (field, value) in typed {
        start.set(field, value);
    }
    shared.mode.set(start.mode());
    let form = RwSignal::new(start.clone());
    // Every change of the form is a new parse and a new result: no comparison (it would only
    // cost the bytes of comparing them).
    let parsed = Memo::new_with_compare(move |_| form.with(|f| parse(f, today())), |_, _| true);
    let computed = Memo::new_with_compare(
        move |_| {
            let mode = shared.mode.get();
            parsed.with(|p| compute(p, mode))
        },
        |_, _| true,
    );
    let c = Calc {
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
    };
    provide_context(c);

    // "Meine Turniere" and the what-if come with the module loaded on first use: the first
    // module hands the page over to it as soon as one of them is wanted (the state is in the URL).
    if !FULL {
        Effect::new(move |_| {
            let chain = form.with(|f| f.tab == Tab::Chain);
            if chain || c.whatif_open.get() {
                load_full(if chain { "" } else { "whatif" });
            }
        });
    }

    // The address bar and localStorage follow the form.
    Effect::new(move |_| {
        let mut pairs = form.with(|f| f.query(shared.mode.get()));
        save(FORM_KEY, &encode_query(&pairs));
        if embed {
            pairs.push(("embed".into(), "1".into()));
        }
        if shared.lang.get() != Lang::De {
            pairs.push(("lang".into(), shared.lang.get().code().into()));
        }
        if let Ok(history) = window().history() {
            let url = format!("?{}", encode_query(&pairs));
            let _ = history.replace_state_with_url(
                &leptos::wasm_bindgen::JsValue::NULL,
                "",
                Some(&url),
            );
        }
    });

    let tab = move || form.with(|f| f.tab);
    view! {
        <div class="app" class:embed=embed>
            {(!embed).then(|| view! { <Header/> })}
            <main>
                <Tabs/>
                <div id="panel" role="tabpanel" aria-labelledby=move || format!("tab-{}", tab().code())>
                    <Help/>
                    <PlayerFields/>
                    <div hidden=move || tab() == Tab::Chain>
                        <GameList list=List::Games/>
                    </div>
                    <RestList/>
                    {move || (tab() == Tab::Chain).then(chain_part)}
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

#[component]
fn Header() -> impl IntoView {
    view! {
        <header>
            <div class="top">
                <h1>"Wertung " <span class="sub"><T m=Msg::Title/></span></h1>
                <LangButton/>
            </div>
            <p class="tagline"><T m=Msg::Tagline/></p>
        </header>
    }
}

fn tab_label(tab: Tab) -> Msg {
    match tab {
        Tab::Forecast => Msg::TabForecast,
        Tab::Recheck => Msg::TabRecheck,
        Tab::First => Msg::TabFirst,
        Tab::Chain => Msg::TabChain,
    }
}

/// The calculators as a tablist ([`TabList`]: the arrow keys, Home and End move between them).
#[component]
fn Tabs() -> impl IntoView {
    let c = calc();
    view! {
        <TabList items=Tab::ALL.to_vec()
            current=Signal::derive(move || c.form.with(|f| f.tab))
            select=Callback::new(move |t: Tab| c.form.update(|f| f.tab = t))
            tab_id=|t: Tab| format!("tab-{}", t.code())
            label=|t: Tab| view! { <T m=tab_label(t)/> }
            controls="panel" aria_label=tr(Msg::Calculators)/>
    }
}

#[component]
fn Help() -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    view! {
        <p class="help">{move || lang.get().text(match c.form.with(|f| f.tab) {
            Tab::Forecast => Msg::HelpForecast,
            Tab::Recheck => Msg::HelpRecheck,
            Tab::First => Msg::HelpFirst,
            Tab::Chain => Msg::HelpChain,
        })}</p>
    }
}

/// What a field is: its label, whether it takes numbers (the phone's numeric keypad), and its
/// placeholder.
#[derive(Clone, Copy)]
struct Kind {
    label: Msg,
    numeric: bool,
    placeholder: Option<Msg>,
}

const fn kind(label: Msg, numeric: bool, placeholder: Option<Msg>) -> Kind {
    Kind {
        label,
        numeric,
        placeholder,
    }
}

/// A labelled text field for one [`FieldRef`]; its message (once the user has left the field)
/// comes from the parsed form under the field's id, and the input points to it by
/// `aria-describedby` only while it is shown. `number`: the row number shown in the label
/// ("Gegner-DWZ 3", visually hidden in a row); Enter runs `on_enter`.
#[component]
fn TextField(
    field: FieldRef,
    kind: Kind,
    #[prop(optional)] number: Option<Signal<usize>>,
    #[prop(optional)] on_enter: Option<Callback<()>>,
) -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    let id = field.id();
    let error_id = format!("{id}-error");
    let key = id.clone();
    let error = Signal::derive(move || {
        if !c.touched.with(|t| t.contains(&key)) {
            return None;
        }
        c.parsed
            .with(|p| p.errors.get(&key).map(|e| lang.get().error(e)))
    });
    let label = move || match number {
        Some(n) => format!("{} {}", lang.get().text(kind.label), n.get()),
        None => lang.get().text(kind.label).to_string(),
    };
    let touched_id = id.clone();
    let described = error_id.clone();
    view! {
        <div class="field" class:invalid=move || error.with(Option::is_some)>
            <label for=id.clone() class:sr-only=number.is_some()>{label}</label>
            <input id=id type="text" autocomplete="off" spellcheck="false"
                inputmode=if kind.numeric { "numeric" } else { "text" }
                pattern=kind.numeric.then_some("[0-9]*")
                enterkeyhint="next"
                placeholder=move || kind.placeholder.map(|m| lang.get().text(m))
                prop:value=move || c.form.with(|f| f.value(field).to_string())
                aria-invalid=move || error.with(Option::is_some).then_some("true")
                aria-describedby=move || error.with(Option::is_some).then(|| described.clone())
                on:input=move |ev| c.set(field, event_target_value(&ev))
                on:change=move |_| c.touch(touched_id.clone())
                on:keydown=move |ev: KeyboardEvent| {
                    if let (Some(cb), "Enter") = (on_enter, ev.key().as_str()) {
                        ev.prevent_default();
                        cb.run(());
                    }
                } />
            {move || error.get().map(|m| view! { <p class="error" id=error_id.clone()>{m}</p> })}
        </div>
    }
}

const DWZ: Kind = kind(Msg::YourDwz, true, Some(Msg::ExampleDwz));
const INDEX: Kind = kind(Msg::Index, true, Some(Msg::ExampleIndex));
const BIRTH: Kind = kind(Msg::BirthYear, true, Some(Msg::ExampleYear));
const END: Kind = kind(Msg::EndDate, false, Some(Msg::ExampleDate));
#[cfg(feature = "full")]
const START: Kind = kind(Msg::StartDate, false, Some(Msg::Optional));
const K: Kind = kind(Msg::KOfEvaluation, false, Some(Msg::ExampleK));
const OPPONENT: Kind = kind(Msg::Opponent, true, Some(Msg::WithoutDwz));
const REST_OPPONENT: Kind = kind(Msg::Opponent, true, Some(Msg::ExampleDwz));
const RESULT: Kind = kind(Msg::Result, false, Some(Msg::ResultPlaceholder));
const DATE: Kind = kind(Msg::Date, false, Some(Msg::ExampleDate));

/// The player's own fields (for "Meine Turniere" without end date and K).
#[component]
fn PlayerFields() -> impl IntoView {
    let c = calc();
    let tab = move || c.form.with(|f| f.tab);
    view! {
        <fieldset class="player">
            <legend class="sr-only"><T m=Msg::Player/></legend>
            <div class="fields" hidden=move || tab() == Tab::First>
                <TextField field=FieldRef::Dwz kind=DWZ/>
                <TextField field=FieldRef::Index kind=INDEX/>
                <TextField field=FieldRef::BirthYear kind=BIRTH/>
            </div>
            <div class="fields" hidden=move || tab() == Tab::Chain>
                <TextField field=FieldRef::EndDate kind=END/>
                <div class="fields" hidden=move || tab() != Tab::Recheck>
                    <TextField field=FieldRef::K kind=K/>
                </div>
            </div>
        </fieldset>
    }
}

/// Puts the cursor into the first field of a row added to `list` (not a new one where the last
/// row is still empty).
fn add_row(list: List) {
    let c = calc();
    let mut id = 0;
    c.form.update(|f| id = f.add_row(list));
    focus(
        match list {
            List::Rest => FieldRef::RestRating(id),
            List::Tournaments => FieldRef::TournamentName(id),
            _ => FieldRef::GameRating(id),
        }
        .id(),
    );
}

/// After a result: the next row's rating, or a new row after the last one.
fn after_result(list: List, id: u32) {
    let c = calc();
    match c.form.with_untracked(|f| f.next_row(list, id)) {
        Some(next) => focus(FieldRef::GameRating(next).id()),
        None => add_row(list),
    }
}

/// The games of one tournament (the current one, or one of "Meine Turniere").
#[component]
fn GameList(list: List) -> impl IntoView {
    view! {
        <fieldset class="games">
            <legend><T m=Msg::Games/></legend>
            <div class="colhead" aria-hidden="true"><span></span><span><T m=Msg::Opponent/></span><span><T m=Msg::Result/></span></div>
            <Rows list/>
            <p class="hint"><T m=Msg::ResultHint/></p>
            <button type="button" class="add" on:click=move |_| add_row(list)><T m=Msg::AddGame/></button>
        </fieldset>
    }
}

/// The rows of a list, keyed by row id: games or Restpartien.
#[component]
fn Rows(list: List) -> impl IntoView {
    let c = calc();
    view! {
        <ol class="rows">
            <For each=move || c.form.with(|f| f.row_ids(list)) key=|id| *id let:id>
                <Row list id/>
            </For>
        </ol>
    }
}

/// One row: a game (opponent's DWZ on the numeric keypad, the result as typed and one-tap
/// buttons) or a Restpartie (opponent's DWZ, result, date).
#[component]
fn Row(list: List, id: u32) -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    let n = c.position(list, id);
    let rest = list == List::Rest;
    let remove = move |_| c.form.update(|f| f.remove_row(list, id));
    let fields = if rest {
        let expired = move || c.parsed.with(|p| p.expired_rest.iter().any(|e| e.0 == id));
        view! {
            <TextField field=FieldRef::RestRating(id) kind=REST_OPPONENT number=n
                on_enter=Callback::new(move |_| focus(FieldRef::RestResult(id).id()))/>
            <TextField field=FieldRef::RestResult(id) kind=RESULT number=n
                on_enter=Callback::new(move |_| focus(FieldRef::RestDate(id).id()))/>
            <TextField field=FieldRef::RestDate(id) kind=DATE number=n/>
            <p class="row-note" hidden=move || !expired()><T m=Msg::ExpiredRow/></p>
        }
        .into_any()
    } else {
        let next = Callback::new(move |_| after_result(list, id));
        view! {
            <span class="num" aria-hidden="true">{n}</span>
            <TextField field=FieldRef::GameRating(id) kind=OPPONENT number=n
                on_enter=Callback::new(move |_| focus(FieldRef::GameResult(id).id()))/>
            <TextField field=FieldRef::GameResult(id) kind=RESULT number=n on_enter=next/>
            <ResultButtons field=FieldRef::GameResult(id) n then=next/>
        }
        .into_any()
    };
    view! {
        <li class="row">
            {fields}
            <button type="button" class="remove"
                aria-label=move || format!("{} {}", lang.get().text(Msg::Remove), n.get())
                on:click=remove>"×"</button>
        </li>
    }
}

/// One-tap results 1, ½, 0; the forfeits + and − behind a small button that switches between
/// them (typing them works too).
#[component]
fn ResultButtons(field: FieldRef, n: Signal<usize>, then: Callback<()>) -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    let current = move || {
        c.form
            .with(|f| SingleResult::parse(f.value(field)))
            .map(SingleResult::text)
    };
    let set = move |v: &'static str| {
        c.set(field, v.to_string());
        c.touch(field.id());
    };
    let button = move |v: &'static str, title: Msg| {
        view! {
            <button type="button" aria-pressed=move || (current() == Some(v)).to_string()
                title=tr(title) on:click=move |_| { set(v); then.run(()); }>{v}</button>
        }
    };
    view! {
        <div class="res" role="group" aria-label=move || format!("{} {}", lang.get().text(Msg::Result), n.get())>
            {button("1", Msg::Win)}
            {button("½", Msg::Draw)}
            {button("0", Msg::Loss)}
            <button type="button" class="forfeit"
                aria-pressed=move || matches!(current(), Some("+" | "-")).to_string()
                title=tr(Msg::Forfeit)
                on:click=move |_| set(if current() == Some("+") { "−" } else { "+" })>"±"</button>
        </div>
    }
}

/// The Restpartien of a player without DWZ (Erst-DWZ, and "Meine Turniere" without DWZ).
#[component]
fn RestList() -> impl IntoView {
    let c = calc();
    let hidden = move || {
        c.form
            .with(|f| !(f.tab == Tab::First || (f.tab == Tab::Chain && f.dwz.trim().is_empty())))
    };
    view! {
        <fieldset class="games rest" hidden=hidden>
            <legend><T m=Msg::RestGames/></legend>
            <div class="colhead" aria-hidden="true"><span><T m=Msg::Opponent/></span><span><T m=Msg::Result/></span><span><T m=Msg::Date/></span></div>
            <Rows list=List::Rest/>
            <button type="button" class="add" id="add-rest" on:click=move |_| add_row(List::Rest)><T m=Msg::AddRest/></button>
        </fieldset>
    }
}

/// "Meine Turniere" (in the module loaded on first use; the first module says it is loading).
fn chain_part() -> AnyView {
    #[cfg(feature = "full")]
    return view! { <ChainList/> }.into_any();
    #[cfg(not(feature = "full"))]
    view! { <p class="hint" id="loading"><T m=Msg::Loading/></p> }.into_any()
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
#[cfg_attr(feature = "full", allow(dead_code))]
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

/// "Meine Turniere": the tournaments not evaluated yet, each with its games; add, remove and
/// move up or down.
#[cfg(feature = "full")]
#[component]
fn ChainList() -> impl IntoView {
    let c = calc();
    view! {
        <section class="chain" aria-labelledby="chain-title">
            <h2 id="chain-title"><T m=Msg::MyTournaments/></h2>
            <ol class="tournaments">
                <For each=move || c.form.with(|f| f.row_ids(List::Tournaments)) key=|id| *id let:id>
                    <TournamentCard id/>
                </For>
            </ol>
            <button type="button" class="add" id="add-tournament" on:click=move |_| add_row(List::Tournaments)><T m=Msg::AddTournament/></button>
        </section>
    }
}

#[cfg(feature = "full")]
const NAME: Kind = kind(Msg::TournamentName, false, Some(Msg::ExampleTournament));
#[cfg(feature = "full")]
const TOURNAMENT_K: Kind = kind(Msg::KOfEvaluation, false, Some(Msg::Optional));

#[cfg(feature = "full")]
#[component]
fn TournamentCard(id: u32) -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    let n = c.position(List::Tournaments, id);
    let title = move || {
        let name = c
            .form
            .with(|f| f.value(FieldRef::TournamentName(id)).trim().to_string());
        if name.is_empty() {
            format!("{} {}", lang.get().text(Msg::Tournament), n.get())
        } else {
            name
        }
    };
    let action = move |m: Msg, text: &'static str, f: fn(&mut Form, u32)| {
        view! {
            <button type="button" aria-label=move || format!("{} {}", lang.get().text(m), n.get())
                on:click=move |_| c.form.update(|x| f(x, id))>{text}</button>
        }
    };
    view! {
        <li class="tournament">
            <div class="card-head">
                <h3>{title}</h3>
                <div class="card-actions">
                    {action(Msg::MoveUp, "↑", |f, id| f.move_tournament(id, true))}
                    {action(Msg::MoveDown, "↓", |f, id| f.move_tournament(id, false))}
                    {action(Msg::RemoveTournament, "×", |f, id| f.remove_row(List::Tournaments, id))}
                </div>
            </div>
            <div class="fields">
                <TextField field=FieldRef::TournamentName(id) kind=NAME/>
                <TextField field=FieldRef::TournamentEnd(id) kind=END/>
                <TextField field=FieldRef::TournamentStart(id) kind=START/>
                <TextField field=FieldRef::TournamentK(id) kind=TOURNAMENT_K/>
            </div>
            <GameList list=List::TournamentGames(id)/>
        </li>
    }
}

/// The results: the figures (or what is missing), and for "Meine Turniere" the card of the
/// tournaments with its chart.
#[component]
fn Results() -> impl IntoView {
    let c = calc();
    let html = move || {
        let l = c.shared.lang.get();
        let mode = c.shared.mode.get();
        c.parsed
            .with(|p| c.computed.with(|r| results_html(l, mode, p, r)))
    };
    view! {
        <section class="results" aria-labelledby="results-title">
            <h2 id="results-title" class="sr-only"><T m=Msg::ResultsTitle/></h2>
            <div inner_html=html></div>
        </section>
    }
}

/// The live region: one line with the new DWZ, announced on change; on a phone it stays in
/// view at the bottom while the games are typed.
#[component]
fn Summary() -> impl IntoView {
    let c = calc();
    let line = move || {
        let l = c.shared.lang.get();
        c.parsed
            .with(|p| c.computed.with(|r| summary_line(l, p, r)))
    };
    view! {
        <p class="summary" id="summary" aria-live="polite" aria-atomic="true">{line}</p>
    }
}

#[cfg(feature = "full")]
const REMAINING: Kind = kind(Msg::RemainingRatings, false, Some(Msg::ExampleRemaining));
#[cfg(feature = "full")]
const COUNT: Kind = kind(Msg::RemainingCount, true, Some(Msg::Optional));
#[cfg(feature = "full")]
const TARGET: Kind = kind(Msg::TargetDwz, true, Some(Msg::Optional));

/// "Restliche Partien": the expected opponents of the games still to play, the table of every
/// possible score and the Ziel-DWZ (in the module loaded on first use: opening it in the first
/// module loads that).
#[component]
fn WhatIf() -> impl IntoView {
    let c = calc();
    let open = c.whatif_open;
    #[cfg(feature = "full")]
    let content = {
        let table = move || {
            let l = c.shared.lang.get();
            c.parsed.with(|p| c.computed.with(|r| whatif_html(l, p, r)))
        };
        view! {
            <p class="hint"><T m=Msg::RemainingHelp/></p>
            <div class="fields">
                <TextField field=FieldRef::Remaining kind=REMAINING/>
                <TextField field=FieldRef::RemainingCount kind=COUNT/>
                <TextField field=FieldRef::Target kind=TARGET/>
            </div>
            <div inner_html=table></div>
        }
    };
    #[cfg(not(feature = "full"))]
    let content = view! { <p class="hint"><T m=Msg::Loading/></p> };
    view! {
        <details class="whatif" id="whatif" prop:open=move || open.get()
            on:toggle=move |ev| {
                let now = ev
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok())
                    .is_some_and(|d| d.open());
                if now != open.get_untracked() {
                    open.set(now);
                }
            }>
            <summary><T m=Msg::Remaining/></summary>
            {content}
        </details>
    }
}

const PARAMS: [(Param, Msg, &str); 6] = [
    (Param::R, Msg::ParamR, "0,08"),
    (Param::T, Msg::ParamT, "30"),
    (Param::U, Msg::ParamU, "800"),
    (Param::A1, Msg::ParamA1, "4"),
    (Param::A2, Msg::ParamA2, "4"),
    (Param::KMax, Msg::ParamKMax, "80"),
];

#[component]
fn Advanced() -> impl IntoView {
    let c = calc();
    let mode = c.shared.mode;
    let reset = move |_| {
        let before = c.form.get_untracked();
        forget(FORM_KEY);
        c.show(Form::empty());
        c.undo.set(Some(before));
    };
    let undo = move |_| {
        if let Some(f) = c.undo.get_untracked() {
            c.show(f);
        }
        c.undo.set(None);
    };
    let radio = move |m: Mode, id: &'static str, label: Msg| {
        view! {
            <label class="radio"><input type="radio" name="mode" id=id
                prop:checked=move || mode.get() == m
                on:change=move |_| mode.set(m) /><T m=label/></label>
        }
    };
    view! {
        <details class="advanced">
            <summary><T m=Msg::Advanced/></summary>
            <fieldset>
                <legend><T m=Msg::ModeLabel/></legend>
                {radio(Mode::Table, "mode-table", Msg::ModeTable)}
                {radio(Mode::Exact, "mode-exact", Msg::ModeExact)}
            </fieldset>
            <fieldset class="params">
                <legend><T m=Msg::Params/></legend>
                {PARAMS.into_iter().map(|(p, m, default)| view! {
                    <div class="param">
                        <TextField field=FieldRef::Param(p) kind=kind(m, false, None)/>
                        <span class="default">{format!("({default})")}</span>
                    </div>
                }).collect_view()}
                <button type="button" id="defaults"
                    on:click=move |_| c.form.update(|f| f.params = Default::default())><T m=Msg::Defaults/></button>
            </fieldset>
            <button type="button" class="reset" id="reset" on:click=reset><T m=Msg::Reset/></button>
        </details>
        <p class="undo" role="status" hidden=move || c.undo.with(Option::is_none)>
            <T m=Msg::ResetDone/>" "
            <button type="button" id="undo" on:click=undo><T m=Msg::Undo/></button>
        </p>
    }
}

fn page_base() -> String {
    let loc = window().location();
    format!(
        "{}{}",
        loc.origin().unwrap_or_default(),
        loc.pathname().unwrap_or_default()
    )
}

/// A button that copies a text to the clipboard and says so.
#[component]
fn CopyButton(id: &'static str, text: Signal<String>) -> impl IntoView {
    let copied = RwSignal::new(false);
    let lang = shared().lang;
    view! {
        <button type="button" id=id on:click=move |_| {
            let _ = window().navigator().clipboard().write_text(&text.get_untracked());
            copied.set(true);
        }>{move || lang.get().text(if copied.get() { Msg::Copied } else { Msg::Copy })}</button>
    }
}

#[component]
fn Share() -> impl IntoView {
    let c = calc();
    let link = Signal::derive(move || {
        let mut pairs = c.form.with(|f| f.query(c.shared.mode.get()));
        let l = c.shared.lang.get();
        if l != Lang::De {
            pairs.push(("lang".into(), l.code().into()));
        }
        format!("{}?{}", page_base(), encode_query(&pairs))
    });
    view! {
        <section class="share">
            <label for="share-link"><T m=Msg::Share/></label>
            <div class="copyrow">
                <input id="share-link" type="text" readonly prop:value=link />
                <CopyButton id="copy-link" text=link/>
            </div>
        </section>
    }
}

/// The `<iframe>` snippet for a club's page, with a listener that accepts messages from this
/// page's address only.
#[component]
fn EmbedHelp() -> impl IntoView {
    let base = page_base();
    let origin = window().location().origin().unwrap_or_default();
    let snippet = format!(
        "<iframe src=\"{base}?embed=1\" title=\"DWZ-Rechner\" style=\"width:100%;border:0\" height=\"900\" id=\"wertung\"></iframe>\n<script>\naddEventListener('message', function (e) {{\n  if (e.origin !== '{origin}' || !e.data || e.data.type !== 'wertung-height') return;\n  document.getElementById('wertung').style.height = e.data.height + 'px';\n}});\n</script>"
    );
    view! {
        <details class="embed-help">
            <summary><T m=Msg::Embed/></summary>
            <p><T m=Msg::EmbedHelp/></p>
            <textarea id="embed-snippet" readonly rows="8" aria-label=tr(Msg::Embed)>{snippet.clone()}</textarea>
            <CopyButton id="copy-embed" text=Signal::stored(snippet)/>
        </details>
    }
}

#[component]
fn Footer() -> impl IntoView {
    view! {
        <footer>
            <p><a href="turnier.html" id="turnier-link"><T m=Msg::TournamentLink/></a></p>
            <p><T m=Msg::Offline/></p>
            <p><T m=Msg::Footer/></p>
        </footer>
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
        active = session_take(FOCUS_KEY)
            .filter(|id| !id.is_empty())
            .or(active);
    }
    leptos::mount::mount_to_body(move || view! { <App typed=typed.clone()/> });
    if let Some(id) = active {
        focus(id);
    }
    mark_ready();
}
