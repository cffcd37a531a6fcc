//! "Von chess-results einfügen": a player's page of chess-results.com pasted anywhere on the
//! page outside a text field (its HTML flavour and its text), into the box's field, or a saved
//! page chosen or dropped, fills the Vorausberechnung ([`crate::web::calc::import`], read in the
//! part `later`, loaded when a page is first pasted or chosen). The form before stays for the undo
//! ("Rückgängig"); what was taken and what was left out are said under the box.

use super::chosen::keep_name;
use super::state::Calc;
use crate::i18n::{CalcResultWords, FormWords};
use crate::web::calc::import::from_paste;
use crate::web::common::browser::{chosen_file, input_files, T};
use crate::web::common::lazy::{Lazy, NotLoaded, PartView};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::wasm_split::wasm_split;
use leptos::web_sys;

/// What the last page given said: what was taken and left out, or why nothing was.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Said {
    error: bool,
    lines: Vec<String>,
}

/// A page the user gives: pasted (its HTML, its text) or a saved file chosen or dropped.
#[derive(Clone)]
pub(super) enum Given {
    Pasted {
        html: Option<String>,
        text: Option<String>,
    },
    File(web_sys::File),
}

/// Taking a page given into the form: pending while its file is read or the reader is
/// fetched; its value is what that page said (none where its file could not be read).
pub(super) type Taking = Action<Given, Option<Said>>;

/// The action that takes a page given into the form ([`take`]).
pub(super) fn taking(c: Calc) -> Taking {
    Action::new_local(move |given: &Given| take(c, given.clone()))
}

/// What the last page given said: a file that could not be read says nothing new, so what
/// was said before stays.
pub(super) fn said(taking: Taking) -> Signal<Option<Said>> {
    let value = taking.value();
    Memo::new(move |before: Option<&Option<Said>>| {
        value.get().flatten().or_else(|| before.cloned().flatten())
    })
    .into()
}

/// Takes the page given (its HTML, its text) into the form, keeping the form before for the
/// undo; what came of it (in the part `later`, where the reader lives).
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn take_part(c: Calc, html: Option<String>, text: Option<String>) -> Result<Said, NotLoaded> {
    let lang = c.shared.lang.get_untracked();
    let before = c.now();
    let lines = match from_paste(&before, html.as_deref(), text.as_deref(), lang) {
        Ok(imported) => {
            for (key, name) in &imported.names {
                keep_name(key, name);
            }
            let open = !imported.form.remaining.trim().is_empty();
            c.show(imported.form);
            if open {
                c.whatif_open.set(true);
            }
            c.undo.set(Some((before, FormWords::ImportUndo)));
            let mut lines = vec![imported.done];
            lines.extend(imported.notes);
            Said {
                error: false,
                lines,
            }
        }
        Err(message) => Said {
            error: true,
            lines: vec![message],
        },
    };
    Ok(lines)
}

/// [`take_part`] of the page given (a file's text as its HTML); where the part cannot be
/// fetched (offline before it was kept) that is said.
async fn take(c: Calc, given: Given) -> Option<Said> {
    let (html, text) = match given {
        Given::Pasted { html, text } => (html, text),
        Given::File(file) => (Some(chosen_file(&file).await?.text()), None),
    };
    Some(take_part(c, html, text).await.unwrap_or_else(|_| Said {
        error: true,
        lines: vec![c
            .shared
            .lang
            .get_untracked()
            .text(FormWords::NotLoaded)
            .to_string()],
    }))
}

/// Whether a paste lands in a field of its own (a text field, a list, an editable element).
fn in_a_field(target: Option<web_sys::EventTarget>) -> bool {
    let Some(element) = target.and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok()) else {
        return false;
    };
    matches!(element.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
        || element.is_content_editable()
}

/// A paste outside a text field, and a page dropped anywhere, go into the form.
pub(super) fn follow_paste(taking: Taking) {
    let _ = window_event_listener(leptos::ev::paste, move |ev: web_sys::ClipboardEvent| {
        if in_a_field(ev.target()) {
            return;
        }
        let Some(data) = ev.clipboard_data() else {
            return;
        };
        let flavour = |kind: &str| data.get_data(kind).ok().filter(|s| !s.trim().is_empty());
        let (html, text) = (flavour("text/html"), flavour("text/plain"));
        if html.is_none() && text.is_none() {
            return;
        }
        ev.prevent_default();
        taking.dispatch_local(Given::Pasted { html, text });
    });
    let _ = window_event_listener(leptos::ev::dragover, move |ev: web_sys::DragEvent| {
        ev.prevent_default();
    });
    let _ = window_event_listener(leptos::ev::drop, move |ev: web_sys::DragEvent| {
        let Some(file) = ev
            .data_transfer()
            .and_then(|d| d.files())
            .and_then(|f| f.get(0))
        else {
            return;
        };
        ev.prevent_default();
        taking.dispatch_local(Given::File(file));
    });
}

/// The box "Von chess-results einfügen": its title on the page from the start; its field, button
/// and file chooser (the part `later`) when it is first opened; what the last page gave.
#[component]
pub(super) fn ImportBox(taking: Taking, said: Signal<Option<Said>>) -> impl IntoView {
    let open = RwSignal::new(false);
    let any = Signal::derive(move || said.with(Option::is_some));
    view! {
        <details class="import" id="import" on:toggle=move |_| open.set(true)
            aria-busy=move || taking.pending().get().then_some("true")>
            <summary><T m=FormWords::ImportTitle/></summary>
            <Lazy when=open load=move || fields_part(taking)/>
        </details>
        <Lazy when=any load=move || said_part(said)/>
    }
}

/// The box's content (the part `later`).
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn fields_part(taking: Taking) -> PartView {
    Ok(view! { <ImportFields taking/> }.into_any())
}

/// What the last page gave (the part `later`).
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn said_part(said: Signal<Option<Said>>) -> PartView {
    Ok(view! { <SaidLines said/> }.into_any())
}

/// A field to paste into and its button, a saved page to choose.
#[component]
fn ImportFields(taking: Taking) -> impl IntoView {
    let text = RwSignal::new(String::new());
    let apply = move |_| {
        taking.dispatch_local(Given::Pasted {
            html: None,
            text: Some(text.get_untracked()),
        });
    };
    let chosen = move |ev: leptos::ev::Event| {
        if let Some(file) = input_files(&ev).into_iter().next() {
            taking.dispatch_local(Given::File(file));
        }
    };
    view! {
        <p class="hint"><T m=CalcResultWords::ImportHelp/></p>
        <label for="import-text"><T m=CalcResultWords::ImportLabel/></label>
        <textarea id="import-text" rows="3" prop:value=move || text.get()
            on:input=move |ev| text.set(event_target_value(&ev))></textarea>
        <div class="import-actions">
            <button type="button" id="import-apply" on:click=apply><T m=CalcResultWords::ImportApply/></button>
            <label class="file"><T m=CalcResultWords::ImportFile/>" "
                <input type="file" id="import-file" accept=".html,.htm,text/html,text/plain" on:change=chosen/></label>
        </div>
    }
}

/// What the last page gave: what was taken and what was left out, or why nothing was.
#[component]
fn SaidLines(said: Signal<Option<Said>>) -> impl IntoView {
    let shown = move || {
        said.get().map(|s| {
            let class = if s.error { "error" } else { "hint" };
            let first = s.lines.first().cloned().unwrap_or_default();
            let rest = s.lines.iter().skip(1).cloned().collect::<Vec<_>>();
            let none = rest.is_empty();
            view! {
                <p class=class>{first}</p>
                <ul class="import-notes" hidden=none>
                    {rest.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                </ul>
            }
        })
    };
    view! { <div id="import-said" role="status" aria-live="polite">{shown}</div> }
}
