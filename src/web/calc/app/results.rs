//! The results: the panel (its blocks rendered by `panel`), the one line of the summary, and
//! the what-if.

use super::fields::{Kind, TextField};
use super::names::io::IO;
use super::names::{names_part, NameFields};
use super::state::calc;
use crate::i18n::{CalcResultWords, FormWords};
use crate::web::calc::form::FieldRef;
use crate::web::calc::shown::Text;
use crate::web::common::browser::T;
use crate::web::common::lazy::{Lazy, PartView};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::wasm_split::wasm_split;
use leptos::web_sys;

/// The results: the figures (or what is missing), for "Meine Turniere" the card of the
/// tournaments with its chart, the Elo's section and "Teilen" (all rendered by the part
/// `panel`, loaded with the first result; before, the hint what to type).
#[component]
pub(super) fn Results() -> impl IntoView {
    let c = calc();
    let start = Memo::new(move |_| c.panels.with(|p| p.start));
    let wanted = Signal::derive(move || c.panels.with(|p| p.start.is_none() || p.elo.is_some()));
    let blocks = view! { <Lazy when=wanted load=super::panel::blocks_part/> };
    view! {
        <section class="results" aria-labelledby="results-title">
            <h2 id="results-title" class="sr-only"><T m=FormWords::Result/></h2>
            <div>
                {move || start.get().map(|m| view! { <p class="hint" id="start-hint"><T m/></p> })}
                {blocks}
            </div>
        </section>
    }
}

/// What a link had past the limits, loaded where a link had any (the part `later`).
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
pub(super) fn cut_part() -> PartView {
    Ok(view! { <CutNotice/> }.into_any())
}

/// What a link had past the limits and was not loaded: at the top of the form, where the user
/// is after opening the link.
#[component]
fn CutNotice() -> impl IntoView {
    let c = calc();
    move || {
        let lines = c
            .form
            .with(|f| crate::web::calc::results::cut_lines(c.shared.lang.get(), &f.cut));
        (!lines.is_empty()).then(|| {
            view! {
                <div class="not-counted" id="cut" role="alert">
                    <p><T m=CalcResultWords::CutFromLink/></p>
                    <ul>{lines.into_iter().map(|m| view! { <li>{m}</li> }).collect_view()}</ul>
                </div>
            }
        })
    }
}

/// The live region: one line with the new DWZ, announced on change; on a phone it stays in
/// view at the bottom while the games are typed.
#[component]
pub(super) fn Summary() -> impl IntoView {
    let c = calc();
    let line = move || {
        c.summary
            .with(|s| s.in_lang(c.shared.lang.get()).to_string())
    };
    view! {
        <p class="summary" id="summary" aria-live="polite" aria-atomic="true">{line}</p>
    }
}

const REMAINING: Kind = super::fields::kind(
    FormWords::RemainingRatings,
    false,
    Some(FormWords::ExampleRemaining),
);
const COUNT: Kind = super::fields::kind(FormWords::RemainingCount, true, Some(FormWords::Optional));
const TARGET: Kind = super::fields::kind(FormWords::TargetDwz, true, Some(FormWords::Optional));
const REMAINING_ELO: Kind =
    super::fields::kind(FormWords::RemainingEloLabel, false, Some(FormWords::AsDwz));

/// The what-if's fields (loaded on first use): the remaining opponents, their number, the
/// Ziel-DWZ and, with the Elo, the opponents' Elo.
#[component]
fn WhatIfFields() -> impl IntoView {
    let c = calc();
    view! {
        <p class="hint"><T m=CalcResultWords::RemainingHelp/></p>
        <div class="fields">
            <TextField field=FieldRef::Remaining kind=REMAINING/>
            <TextField field=FieldRef::RemainingCount kind=COUNT/>
            <TextField field=FieldRef::Target kind=TARGET/>
            <div class="fields" hidden=move || !c.form.with(|f| f.elo_wanted())>
                <TextField field=FieldRef::RemainingElo kind=REMAINING_ELO/>
            </div>
        </div>
        <Lazy when=c.names_on load=|| names_part(NameFields::Remaining, IO)/>
        <WhatIfTable/>
    }
}

/// The what-if's fields, loaded the first time it is opened (the part `later`).
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn whatif_part() -> PartView {
    Ok(view! { <WhatIfFields/> }.into_any())
}

/// The what-if's answer ([`WhatIfShown`]): the table of every possible score (the one that
/// keeps the DWZ marked), the points that keep it and the answer to the Ziel-DWZ; what to
/// correct where there is none.
#[component]
fn WhatIfTable() -> impl IntoView {
    let c = calc();
    let l = c.shared.lang;
    let word = move |t: Text| move || t.word(l.get());
    let shown = Memo::new(move |_| c.panels.with(|p| p.whatif.clone()));
    move || {
        shown.get().map(|w| {
            if !w.errors.is_empty() {
                return view! {
                    <p class="hint" id="notice"><T m=CalcResultWords::FixFirst/></p>
                    <ul class="errors">{w.errors.into_iter().map(|e| view! { <li>{word(e)}</li> }).collect_view()}</ul>
                }
                .into_any();
            }
            let rows = w
                .rows
                .into_iter()
                .map(|o| {
                    let cells = o
                        .cells
                        .into_iter()
                        .map(|(class, text)| view! { <td class=(!class.is_empty()).then_some(class)>{word(text)}</td> })
                        .collect_view();
                    view! { <tr class:keep=o.keep><th scope="row">{word(o.points)}</th>{cells}</tr> }
                })
                .collect_view();
            view! {
                <table class="outcomes" id="outcomes">
                    <caption class="sr-only"><T m=FormWords::Remaining/></caption>
                    <thead><tr>{w.heads.into_iter().map(|h| view! { <th scope="col">{word(h)}</th> }).collect_view()}</tr></thead>
                    <tbody>{rows}</tbody>
                </table>
                {w.to_keep.map(|t| view! { <p id="to-keep">{word(t)}</p> })}
                {w.target.map(|t| view! { <p id="target-answer">{word(t)}</p> })}
            }
            .into_any()
        })
    }
}

/// "Restliche Partien": the expected opponents of the games still to play, the table of every
/// possible score and the Ziel-DWZ.
#[component]
pub(super) fn WhatIf() -> impl IntoView {
    let c = calc();
    let open = c.whatif_open;
    let content = view! { <Lazy when=open load=whatif_part/> };
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
            <summary id="whatif-summary"><T m=FormWords::Remaining/></summary>
            {content}
        </details>
    }
}
