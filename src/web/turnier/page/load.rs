//! Loading a tournament: a file (its bytes) or a pasted text, read by the second module (which
//! has the readers of SWT, TRF, tournament JSON and cross tables; the page's module has none),
//! with a visible state while it reads.

use super::bridge::ask;
use super::load_error::LoadError;
use super::state::{page, Page};
use crate::dwz::scale::old_scale;
use crate::i18n::{Lang, TournamentWords};
use crate::web::common::browser::T;
use crate::web::common::browser::{chosen_file, input_files};
use crate::web::common::messages::{Opened, Request, Response};
use crate::web::turnier::load::{converted, scaled};
use crate::web::turnier::store::Session;
use leptos::prelude::*;
use leptos::web_sys;
use leptos::web_sys::js_sys;

/// What reading gave: the tournament shown, or the error.
fn take(p: Page, read: Result<Session, LoadError>) {
    match read {
        Ok(session) => p.loaded_new(session),
        Err(e) => p.load_error.set(Some(e)),
    }
}

/// A file (`name` as chosen) or a pasted text (`name` empty), read by the second module (with
/// the report's head as far as the file gives it).
async fn open_in_module(
    name: String,
    end: String,
    bytes: &js_sys::Uint8Array,
) -> Result<Session, LoadError> {
    match ask(Request::Open { name, end }, Some(bytes)).await {
        Some(Response::Opened(Opened::Loaded(stored))) => {
            Session::try_from(*stored).map_err(|()| LoadError::Unreadable)
        }
        Some(Response::Opened(Opened::Failed { de, en })) => Err(LoadError::Worded { de, en }),
        _ => Err(LoadError::NoModule(super::bridge::failure())),
    }
}

/// What the user asked to open: a file chosen, dropped or handed to the installed app, or the
/// text pasted.
enum ToOpen {
    File(web_sys::File),
    Text(String),
}

/// Reads a file's bytes or a pasted text (as [`open_in_module`]); the tournament read is shown,
/// or why it could not be read.
async fn open(p: Page, what: ToOpen) {
    // Each file is its own tournament: the end date the tournament shown took from
    // its file never carries over into the next file; one the user typed (for a file that lacks
    // it) is for the file now opened.
    let end = if p.end_typed.get_untracked() || p.loaded.with_untracked(Option::is_none) {
        p.end.get_untracked()
    } else {
        String::new()
    };
    let (name, bytes) = match what {
        ToOpen::File(file) => match chosen_file(&file).await {
            Some(chosen) => (chosen.name, Some(chosen.bytes)),
            None => (file.name(), None),
        },
        ToOpen::Text(text) => (String::new(), Some(text.as_bytes().into())),
    };
    let read = match bytes {
        Some(bytes) => open_in_module(name, end, &bytes).await,
        None => Err(LoadError::Unreadable),
    };
    take(p, read);
}

/// A chosen file larger than any the page reads ([`crate::formats::zip::MAX_UNPACKED`]): why,
/// in both languages, before a byte of it is read (its name, its size and the limit in MB; the
/// words of the page's own table, not of the readers', which are the second module's).
pub(super) fn too_large(file: &web_sys::File) -> Option<(String, String)> {
    let size = file.size() as u64;
    if size <= crate::formats::zip::MAX_UNPACKED {
        return None;
    }
    let words = |l: Lang| {
        l.filled(
            TournamentWords::FileTooLarge,
            &[
                ("file", &file.name()),
                ("size", &size.div_ceil(1 << 20).to_string()),
                (
                    "max",
                    &(crate::formats::zip::MAX_UNPACKED >> 20).to_string(),
                ),
            ],
        )
    };
    Some((words(Lang::De), words(Lang::En)))
}

/// What an earlier version of the page kept (a tournament JSON), read as a pasted text would
/// be; nothing shown where it is not readable any more.
pub(super) async fn reopen(p: Page, kept: String) {
    if let Ok(session) = open_in_module(String::new(), String::new(), &kept.as_bytes().into()).await
    {
        p.show(session);
    }
}

/// A file on the old scale (a DWZ below 1100): said, with the switch that converts the file's
/// DWZ by Anhang 4 in the player table (kept there; the list's and the user's stay).
#[component]
fn OldScale() -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let low = move || {
        p.loaded
            .with(|l| l.as_ref().and_then(|l| old_scale(&l.tournament)))
    };
    let on = move || {
        p.loaded.with(|l| {
            l.as_ref().is_some_and(|l| {
                p.rows.with(|rows| {
                    converted(&l.tournament, |k| {
                        rows.get(k).map(|r| r.edit.with(|e| e.dwz.clone()))
                    })
                })
            })
        })
    };
    let switch = move |ev: leptos::ev::Event| {
        let to = event_target_checked(&ev);
        p.loaded.with_untracked(|l| {
            let Some(l) = l else { return };
            p.rows.with_untracked(|rows| {
                for (row, pl) in rows.iter().zip(&l.tournament.players) {
                    let new = row.edit.with_untracked(|e| scaled(pl.dwz, &e.dwz, to));
                    if let Some(new) = new {
                        row.edit.update(|e| e.dwz = new);
                    }
                }
            });
        });
    };
    move || {
        // The notice is the file's shown, not of a file that could not be read.
        if p.load_error.with(Option::is_some) {
            return None;
        }
        low().map(|d| {
            view! {
                <p class="hint" id="old-scale">{move || format!("{} {d}.", lang.get().text(TournamentWords::OldScale))}</p>
                <label class="radio"><input type="checkbox" id="scale-2026" prop:checked=on on:change=switch />
                    <T m=TournamentWords::ConvertScale/></label>
            }
        })
    }
}

/// What came back of a tournament opened again, with the way to start afresh.
#[component]
fn Recalled() -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    move || {
        if p.load_error.with(Option::is_some) {
            return None;
        }
        let r = p.recalled.get()?;
        Some(view! {
            <div id="recalled" class="hint" role="status">
                <p>{move || r.text(lang.get())}</p>
                <button type="button" id="start-fresh" on:click=move |_| p.start_fresh()><T m=TournamentWords::StartFresh/></button>
            </div>
        })
    }
}

/// Loading a tournament: a file or a pasted text, and why it could not be read.
#[component]
pub(super) fn LoadSection() -> impl IntoView {
    let p = page();
    let paste = p.paste;
    // Opening a file or a text is the user's action: while it runs, the page says it reads.
    let opening = Action::new_local(move |what: &ToOpen| {
        let what = match what {
            ToOpen::File(file) => ToOpen::File(file.clone()),
            ToOpen::Text(text) => ToOpen::Text(text.clone()),
        };
        open(p, what)
    });
    let reading = opening.pending();
    // Several files are a Berechnungslauf, read by the user's action too (made then as its
    // files change, `run_view::RunSection`).
    let running = Action::new_local(move |files: &Vec<web_sys::File>| {
        super::run_view::open_run(p, files.clone())
    });
    let on_file = move |ev: leptos::ev::Event| {
        let mut files = input_files(&ev);
        if let Some((de, en)) = files.iter().find_map(too_large) {
            p.load_error.set(Some(LoadError::Worded { de, en }));
            return;
        }
        if files.len() > 1 {
            running.dispatch_local(files);
        } else if let Some(file) = files.pop() {
            p.run.close();
            opening.dispatch_local(ToOpen::File(file));
        }
    };
    let on_paste = move |_| {
        p.run.close();
        opening.dispatch_local(ToOpen::Text(paste.get_untracked()));
    };
    let lang = p.shared.lang;
    view! {
        <section class="load no-print" aria-labelledby="load-title" aria-busy=move || (reading.get() || running.pending().get() || p.run.busy()).to_string()>
            <h2 id="load-title"><T m=TournamentWords::LoadTitle/></h2>
            <label for="file"><T m=TournamentWords::FileLabel/></label>
            <input id="file" type="file" multiple accept=".swt,.SWT,.trf,.TRF,.txt,.json,.csv,.tsv,.xml,.XML" on:change=on_file />
            <label for="paste"><T m=TournamentWords::PasteLabel/></label>
            <textarea id="paste" rows="5" prop:value=move || paste.get() on:input=move |ev| paste.set(event_target_value(&ev))></textarea>
            <button type="button" id="paste-load" on:click=on_paste disabled=move || reading.get()>
                <T m=TournamentWords::PasteLoad/>
            </button>
            <p id="reading" class="hint" role="status" hidden=move || !reading.get()><T m=TournamentWords::Reading/></p>
            <OldScale/>
            <Recalled/>
            {move || p.load_error.get().map(|e| view! {
                <p class="error" id="load-error" role="alert">{move || e.text(lang.get())}</p>
            })}
        </section>
    }
}
