//! The calculator page as Leptos components: Voraus-, Nachberechnung, Erst-DWZ and "Meine
//! Turniere", results that follow the typing, the state in the URL and in localStorage, German
//! and English.
//!
//! Floors, imports pointing one way (this file → the sections → `state`, `chosen`, and the slot `web::common::lazy`):
//!
//! * this file: the page ([`App`]), the form to start with (a link, a club's preset, what was
//!   saved), [`start`];
//! * `state`: the state ([`Calc`], handed down by context): the form as the page holds it, its
//!   shape one signal and each text a signal of its own (a keystroke writes only its field's
//!   signal), its parse, the fields' messages (a memo keyed by `FieldRef`) and the results
//!   (what the core made of the form, a resource following the form and the mode, worded by
//!   a second one for the language), the fields the user has left, the undo; the effects that
//!   follow it into the outside (address bar, storage, the page's class);
//! * the generic slot of a view loaded on first use is both pages': [`crate::web::common::lazy::Lazy`];
//! * `chosen`: persons chosen from a list, and the own entries set aside beside a link;
//! * `page`: header, tabs, help, share link, embedding, footer;
//! * `fields`: the labelled text field and the player's fields;
//! * `rows`: the lists of games, Restpartien and earlier Elo games;
//! * `chain`: "Meine Turniere";
//! * `results`: the results panel, the summary line, the what-if;
//! * `panel`: the results panel's blocks (data from `calc::shown`) as components;
//! * `advanced`: arithmetic mode, Stellgrößen, reset, the undo;
//! * `names`: the DSB player list and FIDE's list, names instead of numbers (`names::io`: what
//!   the main module carries of it);
//! * `import`: a player's page of chess-results.com pasted, chosen or dropped.
//!
//! Where each part is loaded: everything here is one wasm module, built once; what the page
//! rarely needs at its start is split off it by `wasm_split` (the mechanism of Leptos' `#[lazy]`),
//! each component that loads later declaring its split function beside it: `later` ("Meine
//! Turniere", the what-if, the FIDE Elo, "Erweitert", "Einbinden"), `panel` (every form
//! through the core, its words and the results panel's components, with the first result),
//! `words` (the fields' messages and their words, with the first error) and `names` (the
//! player list). scripts/build.mjs splits the module after the build; the service
//! worker keeps the parts for offline use.

// A part loaded on first use (`wasm_split(.., fallible)`) returns a `Result`: the wrapper is the
// one that fails, where the part cannot be loaded.
#![allow(clippy::unnecessary_wraps)]

mod advanced;
mod chain;
mod chosen;
mod fields;
mod import;
mod names;
mod page;
mod panel;
mod results;
mod rows;
mod stand_in_note;
mod state;

use super::form::{FieldRef, Form, List, Tab};
use super::url::TAB_KEY;
use crate::web::common::browser::{
    focus_now, load, mark_ready, page_query, provide_shared, query_pairs, LangButton,
};
use crate::web::common::embed::Embed;
use crate::web::common::lazy::{Lazy, SlotWords};
use advanced::{Advanced, UndoBar};
use chosen::FORM_KEY;
use fields::PlayerFields;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys;
use page::{EmbedHelp, Footer, Header, Help, OwnEntries, PresetTaken, Share, StorageNotice, Tabs};
use results::{Results, Summary, WhatIf};
use rows::{GameList, RestList};
use state::Calc;

/// What was typed into the static form of `index.html` before the app took over.
pub type Typed = Vec<(FieldRef, String)>;

/// The form to start with: from the URL when it carries one (a link's whole form, or a club's
/// preset of some fields), else what was remembered, else empty; with what was typed before
/// the app was ready. A link's form that is not the one saved sets the own entries aside
/// (see [`chosen`]).
fn start_form(query: &[(String, String)], typed: Typed) -> (Form, bool) {
    let saved = load(FORM_KEY).map(|q| query_pairs(&q));
    let mut taken = false;
    let link = if query.iter().any(|(k, _)| k == TAB_KEY) {
        Some(Form::from_query(query))
    } else {
        // A club's preset the form saved already agrees with (the visitor's entries of an
        // earlier visit of the same embed): his form goes on. A preset of settings only (the
        // end date, …) goes into his own form: it carries no figures of its own.
        Form::preset(query).filter(|_| {
            let agreed = saved.as_deref().is_some_and(|s| agrees(s, query));
            let settings = saved.is_some() && Form::settings_preset(query);
            taken = settings && !agreed;
            !agreed && !settings
        })
    };
    let mut start = match link {
        Some(link) => {
            chosen::open_link(&link);
            link
        }
        None => {
            chosen::open_own();
            match saved {
                Some(q) if taken => Form::with_settings(&q, query),
                Some(q) => Form::from_query(&q),
                None => Form::empty(),
            }
        }
    };
    for (field, value) in typed {
        let field = game_row_of(&mut start, field);
        start.set(field, value);
    }
    (start, taken)
}

/// "Back" (and "forward") between the tabs chosen: the tab of the address returned to is
/// shown; the texts stay as typed (the address of a step before holds older texts).
fn follow_tab_in_history(c: Calc) {
    let _ = window_event_listener(leptos::ev::popstate, move |_| {
        let tab = page_query()
            .into_iter()
            .rev()
            .find(|(k, _)| k == TAB_KEY)
            .and_then(|(_, v)| Tab::from_code(&v));
        if let Some(tab) = tab {
            if c.form.with_untracked(|f| f.tab) != tab {
                c.edit(|f| f.select_tab(tab));
            }
        }
    });
}

/// The whole page. `typed`: what the user typed before the app was ready (kept).
#[component]
pub fn App(
    /// What the user typed before the app was ready.
    typed: Typed,
) -> impl IntoView {
    let query = page_query();
    let shared = provide_shared(&query);
    let club = Embed::of(&query);
    let embed = club.on;
    if let (true, Some(accent)) = (embed, club.accent.as_deref()) {
        set_accent(accent);
    }
    let (start, preset_taken) = start_form(&query, typed);
    let c = Calc::new(shared, start);
    provide_context(c);
    provide_context(SlotWords::of(
        crate::i18n::FormWords::NotLoaded,
        crate::i18n::FormWords::TryAgain,
    ));
    c.follow_in_url(embed);
    c.follow_elo();
    let taking = import::taking(c);
    let said = import::said(taking);
    import::follow_paste(taking);
    follow_tab_in_history(c);

    let tab = move || c.form.with(|f| f.tab);
    view! {
        <div class="app" class:embed=embed class:compact=embed && club.compact>
            {(!embed).then(|| view! { <Header/> })}
            {(embed && club.lang.is_none()).then(|| view! { <div class="embed-lang"><LangButton/></div> })}
            <StorageNotice embed/>
            <main>
                <Tabs/>
                <div id="panel" role="tabpanel" aria-labelledby=move || format!("tab-{}", tab().code())>
                    // What a link had past the limits: at the top, where the user is (rare: loaded
                    // on first use).
                    <Lazy when=Signal::derive(move || c.form.with(|f| !f.cut.is_empty())) load=results::cut_part/>
                    <OwnEntries/>
                    <PresetTaken shown=preset_taken/>
                    <Help/>
                    <div hidden=move || tab() == Tab::Chain>
                        <import::ImportBox taking said/>
                    </div>
                    <PlayerFields/>
                    <div hidden=move || tab() == Tab::Chain>
                        <GameList list=List::Games/>
                    </div>
                    // Embedded, the result follows the games in the flow (see style.css).
                    {embed.then(|| view! { <Summary/> })}
                    <RestList/>
                    <UndoBar/>
                    <Lazy when=Signal::derive(move || c.form.with(|f| f.elo_unrated())) load=rows::earlier_part/>
                    // Always on the page, hidden on the other tabs: a view rebuilt when the
                    // form changes would lose the focus at every keystroke.
                    <div hidden=move || tab() != Tab::Chain>
                        <Lazy when=Signal::derive(move || tab() == Tab::Chain) load=chain::chain_part/>
                    </div>
                    <Results/>
                    <WhatIf/>
                    <Advanced/>
                    <Share/>
                    {(!embed).then(|| view! { <EmbedHelp/> })}
                </div>
                {(!embed).then(|| view! { <Summary/> })}
            </main>
            {(!embed).then(|| view! { <Footer/> })}
        </div>
    }
}

/// The club's colour (already checked for contrast, [`Embed`]) as the page's accent.
fn set_accent(accent: &str) {
    if let Some(root) = document()
        .document_element()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = root.style().set_property("--accent", accent);
    }
}

/// Whether the form `saved` (its query) already holds what the preset `query` gives: the
/// preset changes nothing of it.
fn agrees(saved: &[(String, String)], query: &[(String, String)]) -> bool {
    let mut with_preset = saved.to_vec();
    with_preset.extend(query.iter().cloned());
    Form::from_query(&with_preset) == Form::from_query(saved)
}

/// A field of the static form in the form to start with: its `n`-th game row for the static
/// row `n` (`GameRating(n)`, `GameResult(n)`), added where the form has fewer; the other fields
/// as they are.
fn game_row_of(start: &mut Form, field: FieldRef) -> FieldRef {
    let (FieldRef::GameRating(n) | FieldRef::GameResult(n)) = field else {
        return field;
    };
    let n = n as usize;
    while start.games.len() < n && !start.full(List::Games) {
        let before = start.games.len();
        start.add_row(List::Games);
        if start.games.len() == before {
            // The last row is empty (nothing typed into it): the next one waits for it.
            break;
        }
    }
    let Some(id) = start.games.get(n - 1).map(|g| g.id) else {
        return field;
    };
    match field {
        FieldRef::GameRating(_) => FieldRef::GameRating(id),
        _ => FieldRef::GameResult(id),
    }
}

/// The static form's game rows (index.html, and those `www/app.js` added with Enter before the
/// app was ready).
fn static_game_rows() -> u32 {
    let mut n = 0;
    while document()
        .get_element_by_id(&FieldRef::GameRating(n + 1).id())
        .is_some()
    {
        n += 1;
    }
    n
}

/// What was typed into the static form of `index.html` (shown before the app is ready).
fn typed_before_start() -> Typed {
    let games =
        (1..=static_game_rows()).flat_map(|n| [FieldRef::GameRating(n), FieldRef::GameResult(n)]);
    [
        FieldRef::Dwz,
        FieldRef::Index,
        FieldRef::BirthYear,
        FieldRef::EndDate,
    ]
    .into_iter()
    .chain(games)
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

/// The place of a static game field (`game-2-result`: row 2, "result").
fn static_row_place(id: &str) -> Option<(usize, String)> {
    let rest = id.strip_prefix("game-")?;
    let (n, what) = rest.split_once('-')?;
    Some((n.parse().ok()?, what.to_string()))
}

/// The id of the field `what` of the app's `n`-th game row (from 1).
fn game_field_at(n: usize, what: String) -> Option<String> {
    let field = document()
        .query_selector(&format!(
            "fieldset.games:not(.rest) ol.rows > li.row:nth-child({n}) input[id$='-{what}']"
        ))
        .ok()??;
    Some(field.id())
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
    // A static game row is the app's row at the same place (its id may differ).
    let place = active.as_deref().and_then(static_row_place);
    if let Some(boot) = document().get_element_by_id("boot") {
        boot.remove();
    }
    leptos::mount::mount_to_body(move || view! { <App typed=typed.clone()/> });
    let id = match place {
        Some((n, what)) => game_field_at(n, what),
        None => active,
    };
    if let Some(id) = id {
        focus_now(&id, caret);
    }
    mark_ready();
}
