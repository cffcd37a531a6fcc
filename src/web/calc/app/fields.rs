//! The labelled text field every value is typed into, and the player's fields.

use super::names::io::IO;
use super::names::{names_part, NameFields};
use super::state::calc;
use crate::i18n::{CalcResultWords, FormWords};
use crate::web::calc::form::{FieldRef, Tab};
use crate::web::common::browser::T;
use crate::web::common::lazy::{Lazy, PartView};
use leptos::ev::KeyboardEvent;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::wasm_split::wasm_split;
use leptos::web_sys;

/// What a field is: its label, whether it takes numbers (the phone's numeric keypad), and its
/// placeholder.
#[derive(Clone, Copy)]
pub(super) struct Kind {
    label: FormWords,
    numeric: bool,
    placeholder: Option<FormWords>,
}

pub(super) const fn kind(label: FormWords, numeric: bool, placeholder: Option<FormWords>) -> Kind {
    Kind {
        label,
        numeric,
        placeholder,
    }
}

/// A labelled text field for one [`FieldRef`]; its message (once the user has left the field)
/// comes from the parsed form under the field's id ([`super::state::Calc::message`]), and the input
/// points to it by `aria-describedby` only while it is shown. Its text is the form's signal of
/// the field ([`super::state::Calc::text`]), written by the input handler ([`super::state::Calc::type_text`]).
/// `number`: the row number shown in the label ("Gegner-DWZ 3", visually hidden in a row);
/// Enter runs `on_enter`, else moves to the next field shown (as `enterkeyhint="next"`
/// promises).
#[component]
pub(super) fn TextField(
    field: FieldRef,
    kind: Kind,
    #[prop(optional)] number: Option<Signal<usize>>,
    #[prop(optional)] on_enter: Option<Callback<()>>,
) -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    let value = c.text(field);
    let id = field.id();
    let error_id = format!("{id}-error");
    let error = c.message(field);
    let wrong = c.invalid(field);
    let invalid = move || wrong.get();
    let worded = move || error.with(Option::is_some);
    let label = move || match number {
        Some(n) => format!("{} {}", lang.get().text(kind.label), n.get()),
        None => lang.get().text(kind.label).to_string(),
    };
    let touched_id = id.clone();
    let described = error_id.clone();
    let enter_id = id.clone();
    view! {
        <div class="field" class:invalid=invalid>
            <label for=id.clone() class:sr-only=number.is_some()>{label}</label>
            <input id=id type="text" autocomplete="off" spellcheck="false"
                inputmode=if kind.numeric { "numeric" } else { "text" }
                pattern=kind.numeric.then_some("[0-9]*")
                enterkeyhint="next"
                placeholder=move || kind.placeholder.map(|m| lang.get().text(m))
                prop:value=move || value.try_get().unwrap_or_default()
                aria-invalid=move || invalid().then_some("true")
                aria-describedby=move || worded().then(|| described.clone())
                on:input=move |ev| c.type_text(value, event_target_value(&ev))
                on:change=move |_| c.touch(touched_id.clone())
                on:keydown=move |ev: KeyboardEvent| {
                    if ev.key() == "Enter" {
                        ev.prevent_default();
                        match on_enter {
                            Some(cb) => cb.run(()),
                            None => focus_next(&enter_id),
                        }
                    }
                } />
            {move || error.get().map(|m| view! { <p class="error" id=error_id.clone()>{m}</p> })}
        </div>
    }
}

/// Moves the focus to the field after `id` that is shown (in the order of the page; not
/// hidden, not in a closed `<details>`).
fn focus_next(id: &str) {
    let inputs = document().get_elements_by_tag_name("input");
    let mut after = false;
    for i in 0..inputs.length() {
        let Some(el) = inputs
            .item(i)
            .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            continue;
        };
        // Text fields only (not the switch "Elo auch berechnen").
        let shown = el.type_() == "text"
            && el.offset_parent().is_some()
            && el.closest("details:not([open])").ok().flatten().is_none();
        if after && shown {
            let _ = el.focus();
            return;
        }
        after = after || el.id() == id;
    }
}

const DWZ: Kind = kind(FormWords::YourDwz, true, Some(FormWords::ExampleDwz));
const INDEX: Kind = kind(FormWords::Index, true, Some(FormWords::ExampleIndex));
const BIRTH: Kind = kind(FormWords::BirthYear, true, Some(FormWords::ExampleYear));
pub(super) const END: Kind = kind(FormWords::EndDate, false, Some(FormWords::ExampleDate));
pub(super) const START: Kind = kind(FormWords::StartDate, false, Some(FormWords::Optional));
pub(super) const K: Kind = kind(FormWords::KOfEvaluation, false, Some(FormWords::ExampleK));
pub(super) const OPPONENT: Kind = kind(FormWords::Opponent, true, Some(FormWords::WithoutDwz));
pub(super) const REST_OPPONENT: Kind = kind(FormWords::Opponent, true, Some(FormWords::ExampleDwz));
pub(super) const RESULT: Kind = kind(FormWords::Result, false, Some(FormWords::ResultPlaceholder));
pub(super) const DATE: Kind = kind(FormWords::Date, false, Some(FormWords::ExampleDate));
const ELO: Kind = kind(FormWords::YourElo, true, Some(FormWords::WithoutEloInitial));
pub(super) const OPPONENT_ELO: Kind =
    kind(FormWords::OpponentElo, true, Some(FormWords::WithoutElo));
/// An earlier game's opponent (he has an Elo: the game was rated).
pub(super) const EARLIER_OPPONENT: Kind =
    kind(FormWords::OpponentElo, true, Some(FormWords::ExampleDwz));
const ELO_K: Kind = kind(FormWords::EloK, true, Some(FormWords::ByTheRules));
const ELO_GAMES: Kind = kind(
    FormWords::EloGamesBefore,
    true,
    Some(FormWords::ThirtyOrMore),
);

/// The player's own fields (for "Meine Turniere" without end date and K).
#[component]
pub(super) fn PlayerFields() -> impl IntoView {
    let c = calc();
    let tab = move || c.form.with(|f| f.tab);
    view! {
        <fieldset class="player">
            <legend class="sr-only"><T m=FormWords::Player/></legend>
            <NamesEntry/>
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
            <EloFields/>
        </fieldset>
    }
}

/// Names instead of numbers: the names' part, loaded when a list is kept (on this
/// page or the tournament page) or when asked for; until then a button that asks for it.
#[component]
fn NamesEntry() -> impl IntoView {
    // A list kept: its meta data is there (read, not parsed: no JSON reader in the main module).
    let kept = [
        crate::web::common::list_store::DSB_LIST.key,
        crate::web::common::list_store::FIDE_LIST.key,
    ]
    .map(crate::web::common::browser::load);
    let wanted = RwSignal::new(kept.iter().any(Option::is_some));
    if wanted.get_untracked() {
        // The lists' worker started while the names' part loads, which then gives it the lists
        // kept at once.
        leptos::task::spawn_local(async {
            let _ = crate::web::common::reader_bridge::module().await;
        });
    }
    view! {
        <button type="button" class="link" id="names-open" hidden=move || wanted.get()
            on:click=move |_| wanted.set(true)><T m=FormWords::NamesTitle/></button>
        <Lazy when=wanted load=|| names_part(NameFields::Panel, IO)/>
    }
}

/// The player's FIDE Elo: the switch "Elo auch berechnen", and with the Elo
/// wanted his Elo (empty: without Elo, his initial rating), the K of the list and the games
/// before.
#[component]
fn EloFields() -> impl IntoView {
    let c = calc();
    let switch = move |_| {
        c.edit(|f| f.switch_elo());
        // The persons chosen from a list before get their Elo from it (the names' part is
        // there while a list is loaded): a task of the switch, with nothing to wait for on
        // the page, not a job of its own.
        if c.form.with_untracked(|f| f.elo_wanted()) && c.names_on.get_untracked() {
            leptos::task::spawn_local(async move {
                if let Ok(fields) = super::names::chosen_elos(c).await {
                    for (field, elo) in fields {
                        c.set(field, elo);
                    }
                }
            });
        }
    };
    let wanted = move || c.form.with(|f| f.elo_wanted());
    view! {
        <div class="fields">
            <label class="check"><input type="checkbox" id="elo_on" prop:checked=wanted on:change=switch/><T m=FormWords::EloAlso/></label>
            <Lazy when=Signal::derive(wanted) load=elo_part/>
        </div>
    }
}

/// The Elo's own fields, loaded the first time the Elo is wanted (the part `later`).
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn elo_part() -> PartView {
    Ok(view! { <EloMore/> }.into_any())
}

/// The Elo's own fields (loaded on first use), shown while the player wants the Elo: his Elo
/// (empty: without Elo, his initial rating), the K of the list and the games before.
#[component]
fn EloMore() -> impl IntoView {
    let c = calc();
    view! {
        <div class="fields" hidden=move || !c.form.with(|f| f.elo_wanted())>
            <p class="hint" id="elo-help"><T m=CalcResultWords::EloHelp/></p>
            <TextField field=FieldRef::Elo kind=ELO/>
            <TextField field=FieldRef::EloK kind=ELO_K/>
            <TextField field=FieldRef::EloGames kind=ELO_GAMES/>
        </div>
    }
}
