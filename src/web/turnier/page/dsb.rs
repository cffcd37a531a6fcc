//! "Für den DSB exportieren (XML)": the DSB's tournament report of the page's tournament, made
//! by the second module ([`crate::web::turnier::reader::dsb`]), refused like the CSV and JSON
//! exports while an input is invalid or a decision is open, and with a message naming every
//! field the director still has to type (in the report's head, kept with the tournament).
//! A part loaded once a tournament is shown ([`dsb_part`]).

use super::bridge::make;
use super::load_error::LoadError;
use super::state::{page, Page};
use crate::i18n::TournamentWords;
use crate::web::common::browser::T;
use crate::web::common::browser::{download, load, save};
use crate::web::common::lazy::PartView;
use crate::web::common::messages::{Extra, Response};
use crate::web::turnier::evaluation::notes::file_name;
use crate::web::turnier::store::head_at;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// The local storage key of how many players had a DSB ID in the last export of a tournament
/// (by its identity).
const IDS_PREFIX: &str = "wertung-dsb-ids:";

/// How many players of a report have a DSB ID.
fn dsb_ids(xml: &str) -> usize {
    xml.matches("<dsbId>").count()
}

/// A report made: downloaded, and how many DSB IDs it has kept for the next export.
fn write_report(p: Page, name: &str, xml: &str) {
    let id = p.id.get_value();
    if !id.is_empty() {
        save(&format!("{IDS_PREFIX}{id}"), &dsb_ids(xml).to_string());
    }
    download(name, "application/xml", xml);
}

/// A report with fewer DSB IDs than the tournament's last export (a wrong list
/// drops them): what it has now and had then, before anything is written.
fn dropped(p: Page, xml: &str) -> Option<(usize, usize)> {
    let id = p.id.get_value();
    let before: usize = load(&format!("{IDS_PREFIX}{id}"))?.parse().ok()?;
    let now = dsb_ids(xml);
    (!id.is_empty() && now < before).then_some((now, before))
}

/// Asks the second module for the report and downloads it, or shows why it is refused.
async fn export_dsb(p: Page, message: RwSignal<String>, held: RwSignal<Option<Held>>) {
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
    let answer = make(p, Extra::DsbXml, lang, mode).await;
    match answer {
        Some(Response::Made(xml)) if !xml.is_empty() => {
            message.set(String::new());
            held.set(None);
            // A new tournament UUID is kept with the tournament: a corrected file reuses it.
            let uuid = p.head[head_at::UUID];
            if uuid.with_untracked(|u| u.trim().is_empty()) {
                let made = xml
                    .split("<tournamentUUID>")
                    .nth(1)
                    .and_then(|r| r.split('<').next());
                uuid.set(made.unwrap_or_default().to_string());
            }
            match dropped(p, &xml) {
                Some((now, before)) => held.set(Some(Held {
                    name,
                    xml,
                    now,
                    before,
                })),
                None => write_report(p, &name, &xml),
            }
        }
        // Said at once (role "alert") beside the button.
        Some(Response::Refused(why)) => message.set(why),
        Some(_) => {}
        None => p
            .load_error
            .set(Some(LoadError::NoModule(super::bridge::failure()))),
    }
}

/// A report held back until the user confirms it: fewer players have a DSB ID than in the
/// tournament's last export.
#[derive(Debug, Clone, PartialEq)]
struct Held {
    name: String,
    xml: String,
    now: usize,
    before: usize,
}

/// The DSB's report, loaded once a tournament is shown (the part `dsb`).
#[wasm_split(dsb, wasm_split_path = ::leptos::wasm_split, fallible)]
pub(super) fn dsb_part() -> PartView {
    Ok(view! { <DsbExport/> }.into_any())
}

/// The button, where a refusal says what is missing, and the question for a report that lost
/// DSB IDs.
#[component]
fn DsbExport() -> impl IntoView {
    let p = page();
    let message = RwSignal::new(String::new());
    let held = RwSignal::new(None::<Held>);
    let export = Action::new_local(move |(): &()| export_dsb(p, message, held));
    let question = move || {
        let h = held.get()?;
        let n = p
            .loaded
            .with(|l| l.as_ref().map_or(0, |l| l.tournament.players.len()));
        let l = p.shared.lang.get();
        let text = l.filled(
            TournamentWords::DsbDropped,
            &[
                ("now", &h.now.to_string()),
                ("n", &n.to_string()),
                ("before", &h.before.to_string()),
            ],
        );
        let anyway = move |_| {
            if let Some(h) = held.try_update(Option::take).flatten() {
                write_report(p, &h.name, &h.xml);
            }
        };
        Some(view! {
            <div id="dsb-dropped" class="error" role="alert"><p>{text}</p>
                <button type="button" id="dsb-anyway" on:click=anyway>{l.text(TournamentWords::DsbExportAnyway)}</button></div>
        })
    };
    view! {
        <button type="button" id="export-dsb" aria-busy=move || export.pending().get().then_some("true")
            on:click=move |_| { export.dispatch(()); }><T m=TournamentWords::ExportDsb/></button>
        <p id="dsb-refused" class="error" role="alert"
            hidden=move || message.with(String::is_empty)>{move || message.get()}</p>
        {question}
    }
}
