//! "Für den DSB exportieren (XML)": the DSB's tournament report of the page's tournament, made
//! by the second module ([`crate::web::turnier::extras::dsb`]), refused like the CSV and JSON
//! exports while an input is invalid or a decision is open, and with a message naming every
//! field the director still has to type (in the report's head, kept with the tournament).

use super::bridge::{call, module};
use super::load::LoadError;
use super::page;
use super::report::download;
use crate::dwz::Mode;
use crate::formats::dsb_xml::uuid_v4;
use crate::i18n::TMsg;
use crate::web::common::browser::T;
use crate::web::turnier::evaluation::notes::file_name;
use crate::web::turnier::extras::{Extra, Given, Request, Response};
use crate::web::turnier::store::{head_at, store};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::js_sys;

/// 16 random bytes: the browser's `crypto.getRandomValues`, else `Math.random`.
fn random16() -> [u8; 16] {
    let mut out = [0u8; 16];
    let array = js_sys::Uint8Array::new_with_length(16);
    let filled = js_sys::Reflect::get(&window(), &"crypto".into())
        .ok()
        .and_then(|c| {
            let f: js_sys::Function = js_sys::Reflect::get(&c, &"getRandomValues".into())
                .ok()?
                .dyn_into()
                .ok()?;
            f.call1(&c, &array).ok()
        })
        .is_some();
    if filled {
        array.copy_to(&mut out);
    } else {
        for b in out.iter_mut() {
            *b = (js_sys::Math::random() * 256.0) as u8;
        }
    }
    out
}

/// Asks the second module for the report and downloads it, or shows why it is refused.
fn export_dsb(message: RwSignal<String>) {
    let p = page();
    if p.refused() {
        return;
    }
    // The tournament's UUID: as typed (a corrected file keeps it), else new and kept.
    let uuid = p.head[head_at::UUID];
    if uuid.with_untracked(|u| u.trim().is_empty()) {
        uuid.set(uuid_v4(random16()));
    }
    let file_uuid = uuid_v4(random16());
    let created = js_sys::Date::new_0()
        .to_iso_string()
        .as_string()
        .unwrap_or_default();
    let Some(name) = p
        .loaded
        .with_untracked(|l| l.as_ref().map(|l| file_name(&l.tournament, "xml")))
    else {
        return;
    };
    let (lang, mode) = (p.shared.lang.get_untracked(), p.shared.mode.get_untracked());
    leptos::task::spawn_local(async move {
        let Some(session) = p.session() else {
            return;
        };
        let request = Request::Make {
            tournament: Given::New {
                version: p.version.get_untracked(),
                stored: store(&session),
            },
            extra: Extra::DsbXml { file_uuid, created },
            lang,
            exact: mode == Mode::Exact,
        };
        let answer = match module().await {
            Some(handle) => call(&handle, &request, &[]),
            None => None,
        };
        match answer {
            Some(Response::Made(xml)) if !xml.is_empty() => {
                message.set(String::new());
                download(&name, "application/xml", &xml);
            }
            Some(Response::Refused(why)) => {
                message.set(why);
                if let Some(el) = document()
                    .get_element_by_id("dsb-refused")
                    .and_then(|el| el.dyn_into::<leptos::web_sys::HtmlElement>().ok())
                {
                    let _ = el.focus();
                }
            }
            Some(_) => {}
            None => p.load_error.set(Some(LoadError::NoModule)),
        }
    });
}

/// The button, and where a refusal says what is missing.
#[component]
pub(super) fn DsbExport() -> impl IntoView {
    let message = RwSignal::new(String::new());
    view! {
        <button type="button" id="export-dsb" on:click=move |_| export_dsb(message)><T m=TMsg::ExportDsb/></button>
        <p id="dsb-refused" class="error" role="alert" tabindex="-1"
            hidden=move || message.with(String::is_empty)>{move || message.get()}</p>
    }
}
