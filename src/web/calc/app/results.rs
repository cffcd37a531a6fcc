//! The results: the panel, the one line of the summary, and the what-if.

use super::calc;
#[cfg(feature = "full")]
use super::fields::{Kind, TextField};
#[cfg(feature = "full")]
use crate::i18n::CMsg;
use crate::i18n::Msg;
#[cfg(feature = "full")]
use crate::web::calc::form::FieldRef;
#[cfg(feature = "full")]
use crate::web::calc::results::{results_html, share_text, summary_line, whatif_html};
#[cfg(not(feature = "full"))]
use crate::web::calc::results::{
    single_results_html as results_html, single_share_text as share_text,
    single_summary_line as summary_line,
};
use crate::web::common::browser::T;
use crate::web::common::html::esc;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys;

/// The results: the figures (or what is missing), and for "Meine Turniere" the card of the
/// tournaments with its chart; then "Teilen" with the summary as its text (www/app.js adds the
/// link and hands it to the share sheet or the clipboard: fewer bytes than in the wasm).
#[component]
pub(super) fn Results() -> impl IntoView {
    let c = calc();
    let html = move || {
        let l = c.shared.lang.get();
        let mode = c.shared.mode.get();
        c.parsed.with(|p| {
            c.computed.with(|r| {
                let mut h = results_html(l, mode, p, r);
                if let Some(text) = share_text(l, p, r) {
                    h += &format!(
                        "<button type=\"button\" id=\"share\" data-text=\"{}\" data-done=\"{}\">{}</button>",
                        esc(&text),
                        l.text(Msg::Copied),
                        l.text(Msg::ShareButton)
                    );
                }
                h
            })
        })
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
pub(super) fn Summary() -> impl IntoView {
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
const REMAINING: Kind =
    super::fields::c_kind(CMsg::RemainingRatings, false, CMsg::ExampleRemaining);
#[cfg(feature = "full")]
const COUNT: Kind = super::fields::c_label(CMsg::RemainingCount, true, Msg::Optional);
#[cfg(feature = "full")]
const TARGET: Kind = super::fields::c_label(CMsg::TargetDwz, true, Msg::Optional);
#[cfg(feature = "full")]
const REMAINING_ELO: Kind = super::fields::c_kind(CMsg::RemainingEloLabel, false, CMsg::AsDwz);

/// "Restliche Partien": the expected opponents of the games still to play, the table of every
/// possible score and the Ziel-DWZ (in the module loaded on first use: opening it in the first
/// module loads that).
#[component]
pub(super) fn WhatIf() -> impl IntoView {
    let c = calc();
    let open = c.whatif_open;
    #[cfg(feature = "full")]
    let content = {
        let table = move || {
            let l = c.shared.lang.get();
            c.parsed.with(|p| c.computed.with(|r| whatif_html(l, p, r)))
        };
        view! {
            <p class="hint"><T m=CMsg::RemainingHelp/></p>
            <div class="fields">
                <TextField field=FieldRef::Remaining kind=REMAINING/>
                <TextField field=FieldRef::RemainingCount kind=COUNT/>
                <TextField field=FieldRef::Target kind=TARGET/>
                <div class="fields" hidden=move || !c.form.with(|f| f.elo_wanted())>
                    <TextField field=FieldRef::RemainingElo kind=REMAINING_ELO/>
                </div>
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
            <summary id="whatif-summary"><T m=Msg::Remaining/></summary>
            {content}
        </details>
    }
}
