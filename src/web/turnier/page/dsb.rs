//! "Für den DSB exportieren (XML)": the DSB's tournament report of the page's tournament, made
//! by the second module ([`crate::web::turnier::extras::dsb`]), refused like the CSV and JSON
//! exports while an input is invalid or a decision is open, and with a message naming every
//! field the director still has to type (in the report's head, kept with the tournament).

use super::bridge::{call, module};
use super::load_error::LoadError;
use super::state::page;
use crate::dwz::Mode;
use crate::i18n::TMsg;
use crate::web::common::browser::download;
use crate::web::common::browser::T;
use crate::web::turnier::evaluation::notes::file_name;
use crate::web::turnier::extras::{Extra, Given, Request, Response};
use crate::web::turnier::store::{head_at, store};
use leptos::prelude::*;

/// Asks the second module for the report and downloads it, or shows why it is refused.
fn export_dsb(message: RwSignal<String>) {
    let p = page();
    if p.refused() {
        return;
    }
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
            extra: Extra::DsbXml,
            lang,
            exact: mode == Mode::Exact,
        };
        let answer = match module().await {
            Some(handle) => call(&handle, &request, None).await,
            None => None,
        };
        match answer {
            Some(Response::Made(xml)) if !xml.is_empty() => {
                message.set(String::new());
                // A new tournament UUID is kept with the tournament: a corrected file reuses it.
                let uuid = p.head[head_at::UUID];
                if uuid.with_untracked(|u| u.trim().is_empty()) {
                    let made = xml
                        .split("<tournamentUUID>")
                        .nth(1)
                        .and_then(|r| r.split('<').next());
                    uuid.set(made.unwrap_or_default().to_string());
                }
                download(&name, "application/xml", &xml);
            }
            // Said at once (role "alert") beside the button.
            Some(Response::Refused(why)) => message.set(why),
            Some(_) => {}
            None => p
                .load_error
                .set(Some(LoadError::NoModule(super::bridge::failure()))),
        }
    });
}

/// The button, and where a refusal says what is missing.
#[component]
pub(super) fn DsbExport() -> impl IntoView {
    let message = RwSignal::new(String::new());
    view! {
        <button type="button" id="export-dsb" on:click=move |_| export_dsb(message)><T m=TMsg::ExportDsb/></button>
        <p id="dsb-refused" class="error" role="alert"
            hidden=move || message.with(String::is_empty)>{move || message.get()}</p>
    }
}
