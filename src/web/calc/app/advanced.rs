//! "Erweitert": the arithmetic mode, the Stellgrößen with their defaults, and the reset; the
//! undo of a reset or of a row removed.

use super::chosen::FORM_KEY;
use super::fields::{kind, TextField};
use super::state::calc;
use crate::dwz::Mode;
use crate::i18n::{CalcResultWords, FormWords};
use crate::web::calc::form::{FieldRef, Form};
use crate::web::calc::params::{default_text, PARAMS};
use crate::web::common::browser::{forget, T};
use crate::web::common::lazy::{Lazy, PartView};
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// "Erweitert": its content loaded on first use, when it is first opened; the undo of a reset.
#[component]
pub(super) fn Advanced() -> impl IntoView {
    let open = RwSignal::new(false);
    view! {
        <details class="advanced" on:toggle=move |_| open.set(true)>
            <summary><T m=FormWords::Advanced/></summary>
            <Lazy when=open load=settings_part/>
        </details>
    }
}

/// The undo of the last reset or row removed: what was done, and "Rückgängig".
#[component]
pub(super) fn UndoBar() -> impl IntoView {
    let c = calc();
    let undo = move |_| {
        if let Some((f, _)) = c.undo.get_untracked() {
            c.show(f);
        }
        c.undo.set(None);
    };
    let done = move || c.undo.with(|u| u.as_ref().map(|(_, m)| *m));
    view! {
        <p class="undo" role="status" hidden=move || done().is_none()>
            {move || done().map(|m| view! { <T m/> })}" "
            <button type="button" id="undo" on:click=undo><T m=FormWords::Undo/></button>
        </p>
    }
}

/// "Erweitert"'s content, loaded the first time it is opened (the part `later`).
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn settings_part() -> PartView {
    Ok(view! { <Settings/> }.into_any())
}

/// The settings: the arithmetic mode, the Stellgrößen (each with the core's default), the
/// reset of the whole form.
#[component]
fn Settings() -> impl IntoView {
    let c = calc();
    let (mode, lang) = (c.shared.mode, c.shared.lang);
    let reset = move |_| {
        let before = c.now();
        forget(FORM_KEY);
        c.show(Form::empty());
        c.undo.set(Some((before, FormWords::ResetDone)));
    };
    let radio = move |m: Mode, id: &'static str, label: CalcResultWords| {
        view! {
            <label class="radio"><input type="radio" name="mode" id=id
                prop:checked=move || mode.get() == m
                on:change=move |_| mode.set(m) /><T m=label/></label>
        }
    };
    view! {
            <fieldset>
                <legend><T m=CalcResultWords::ModeLabel/></legend>
                {radio(Mode::Exact, "mode-exact", CalcResultWords::ModeExact)}
                {radio(Mode::Table, "mode-table", CalcResultWords::ModeTable)}
                <p class="hint" id="mode-help"><T m=CalcResultWords::ModeHelp/></p>
            </fieldset>
            <fieldset class="params">
                <legend><T m=CalcResultWords::Params/></legend>
                {PARAMS.into_iter().map(|p| {
                    let default = move || format!("({})", default_text(lang.get(), p.param));
                    view! {
                        <div class="param">
                            <TextField field=FieldRef::Param(p.param) kind=kind(p.label, false, None)/>
                            <span class="default">{default}</span>
                        </div>
                    }
                }).collect_view()}
                <button type="button" id="defaults"
                    on:click=move |_| c.edit(|f| f.default_params())><T m=CalcResultWords::Defaults/></button>
            </fieldset>
            <button type="button" class="reset" id="reset" on:click=reset><T m=CalcResultWords::Reset/></button>
    }
}
