//! "Von chess-results einfügen": a player's page of chess-results.com pasted anywhere on the
//! page outside a text field (its HTML flavour and its text), into the box's field, or a saved
//! page chosen or dropped, fills the Vorausberechnung ([`crate::web::calc::import`], read in the
//! part `later`, loaded when a page is first pasted or chosen). The form before stays for the undo
//! ("Rückgängig"); what was taken and what was left out are said under the box.

use super::chosen::keep_name;
use super::state::{calc, Calc};
use crate::i18n::{CalcResultWords, FormWords};
use crate::web::calc::import::from_paste;
use crate::web::common::browser::{chosen_file, input_files, T};
use crate::web::common::lazy::{Lazy, NotLoaded, PartView};
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos::wasm_bindgen::JsCast;
use leptos::wasm_split::wasm_split;
use leptos::web_sys;

/// What the last page given said: what was taken and left out, or why nothing was.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Said {
    error: bool,
    lines: Vec<String>,
}

/// Takes the page given (its HTML, its text) into the form, keeping the form before for the
/// undo; says what came of it in `said` (in the part `later`, where the reader lives).
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn take_part(
    c: Calc,
    said: RwSignal<Option<Said>>,
    html: Option<String>,
    text: Option<String>,
) -> Result<(), NotLoaded> {
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
    said.set(Some(lines));
    Ok(())
}

/// [`take_part`], where the part cannot be fetched (offline before it was kept) said so.
fn take(c: Calc, said: RwSignal<Option<Said>>, html: Option<String>, text: Option<String>) {
    spawn_local(async move {
        if take_part(c, said, html, text).await.is_err() {
            let words = c
                .shared
                .lang
                .get_untracked()
                .text(FormWords::NotLoaded)
                .to_string();
            said.set(Some(Said {
                error: true,
                lines: vec![words],
            }));
        }
    });
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
pub(super) fn follow_paste(c: Calc, said: RwSignal<Option<Said>>) {
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
        take(c, said, html, text);
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
        spawn_local(async move {
            if let Some(chosen) = chosen_file(&file).await {
                take(c, said, Some(chosen.text()), None);
            }
        });
    });
}

/// The box "Von chess-results einfügen": its title on the page from the start; its field, button
/// and file chooser (the part `later`) when it is first opened; what the last page gave.
#[component]
pub(super) fn ImportBox(said: RwSignal<Option<Said>>) -> impl IntoView {
    let open = RwSignal::new(false);
    let any = Signal::derive(move || said.with(Option::is_some));
    view! {
        <details class="import" id="import" on:toggle=move |_| open.set(true)>
            <summary><T m=FormWords::ImportTitle/></summary>
            <Lazy when=open load=move || fields_part(said)/>
        </details>
        <Lazy when=any load=move || said_part(said)/>
    }
}

/// The box's content (the part `later`).
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn fields_part(said: RwSignal<Option<Said>>) -> PartView {
    Ok(view! { <ImportFields said/> }.into_any())
}

/// What the last page gave (the part `later`).
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn said_part(said: RwSignal<Option<Said>>) -> PartView {
    Ok(view! { <SaidLines said/> }.into_any())
}

/// A field to paste into and its button, a saved page to choose.
#[component]
fn ImportFields(said: RwSignal<Option<Said>>) -> impl IntoView {
    let c = calc();
    let text = RwSignal::new(String::new());
    let apply = move |_| {
        let t = text.get_untracked();
        take(c, said, None, Some(t));
    };
    let chosen = move |ev: leptos::ev::Event| {
        let Some(file) = input_files(&ev).into_iter().next() else {
            return;
        };
        spawn_local(async move {
            if let Some(chosen) = chosen_file(&file).await {
                take(c, said, Some(chosen.text()), None);
            }
        });
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
fn SaidLines(said: RwSignal<Option<Said>>) -> impl IntoView {
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
