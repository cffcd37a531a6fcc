//! FIDE's rating list on the page: read by the second module beside the DSB list
//! (the list chooser tells it by content), applied to the player table after the DSB list's
//! findings ([`recheck`], the rule in [`crate::web::turnier::fide_check`]), each player's mark
//! and namesakes to choose from in his list cell, the notes, and the status to remove it.

use super::bridge::ask;
use super::state::{page, Page, Row};
use crate::i18n::{Lang, TournamentWords};
use crate::web::common::lazy::{Lazy, PartView};
use crate::web::common::messages::{Request, Response};
use crate::web::turnier::fide_check::{
    mark_text, offer_text, status_text, FideAnswer, FideAsk, FideCell, NONE_OF_THEM,
};
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// Applies FIDE's list kept by the module to the players shown (after the DSB list's findings
/// and choices): their DWZ and index, their cells and the notes. Nothing without a list; where
/// the module lost it (it was started again), the list is no longer named.
pub(super) async fn recheck(p: Page) {
    if p.list.fide.with_untracked(Option::is_none) {
        return;
    }
    let Some(request) = p.match_request() else {
        return;
    };
    let base = p
        .loaded
        .with_untracked(|l| l.as_ref().map(|l| l.edits()))
        .unwrap_or_default();
    let (chosen, fide_chosen) = p.rows.with_untracked(|rows| {
        (
            rows.iter().map(|r| r.chosen.get_untracked()).collect(),
            rows.iter().map(|r| r.fide_chosen.get_untracked()).collect(),
        )
    });
    let asked = FideAsk {
        keys: request.keys,
        base,
        matches: p.matches.get_untracked(),
        chosen,
        fide_chosen,
    };
    match ask(Request::Fide(asked), None).await {
        Some(Response::Fide(a)) => take(p, a),
        Some(Response::NoList) => clear(p),
        _ => {}
    }
}

/// Takes FIDE's answer: the fields it changes (the user's FIDE games before stay), the cells,
/// the notes.
fn take(p: Page, a: FideAnswer) {
    p.rows.with_untracked(|rows| {
        for row in rows {
            let cell = a.cells.get(row.k).cloned().unwrap_or_default();
            if row.fide.with_untracked(|c| *c != cell) {
                row.fide.set(cell);
            }
        }
        for (k, mut e) in a.edits {
            if let Some(row) = rows.get(k) {
                e.games = row.edit.with_untracked(|old| old.games.clone());
                if row.edit.with_untracked(|old| *old != e) {
                    row.edit.set(e);
                }
            }
        }
    });
    p.list.fide_notes.set(a.notes);
}

/// No FIDE list: no cells, no notes.
fn clear(p: Page) {
    p.list.fide.set(None);
    p.list.fide_notes.set(Vec::new());
    p.rows.with_untracked(|rows| {
        for row in rows {
            row.fide.set(FideCell::default());
            row.fide_chosen.set(None);
        }
    });
}

/// "FIDE-Liste entfernen": the module forgets it, and the players take their fields as the
/// file and the DSB list give them again.
async fn forget(p: Page) {
    clear(p);
    ask(Request::ForgetFide, None).await;
    if p.matches.with_untracked(Vec::is_empty) {
        let base = p
            .loaded
            .with_untracked(|l| l.as_ref().map(|l| l.edits()))
            .unwrap_or_default();
        p.rows.with_untracked(|rows| {
            for (row, mut e) in rows.iter().zip(base) {
                e.games = row.edit.with_untracked(|old| old.games.clone());
                row.edit.set(e);
            }
        });
    } else {
        let base = p
            .loaded
            .with_untracked(|l| l.as_ref().map(|l| l.edits()))
            .unwrap_or_default();
        super::list::show_list(p, base.into_iter().enumerate().collect()).await;
    }
}

/// FIDE's list's status, loaded the first time a FIDE list is there (the part `fide`).
#[wasm_split(fide, wasm_split_path = ::leptos::wasm_split, fallible)]
pub(super) fn status_part() -> PartView {
    Ok(view! { <FideStatus/> }.into_any())
}

/// FIDE's list loaded: its name, players and month, the way to remove it, and its notes.
#[component]
fn FideStatus() -> impl IntoView {
    let p = page();
    // The players follow FIDE's list: when one is read, whenever their fields were made anew
    // from the file and the DSB list (a file shown, the list's findings or a choice), and when
    // a namesake is chosen. Kept while the list is (this view's owner holds it); nothing reads
    // its value: what it finds goes into the rows, which the user edits too.
    let _ = LocalResource::new(move || {
        p.list.fide.track();
        p.list.applied.track();
        p.rows
            .with(|rows| rows.iter().for_each(|r| r.fide_chosen.track()));
        recheck(p)
    });
    // "FIDE-Liste entfernen", the user's: its button waits while it runs.
    let forgetting = Action::new_local(move |(): &()| forget(p));
    move || {
        let l = p.shared.lang.get();
        let meta = p.list.fide.get()?;
        let notes = p.list.fide_notes.with(|n| {
            n.iter()
                .map(|(de, en)| {
                    if l == Lang::De {
                        de.clone()
                    } else {
                        en.clone()
                    }
                })
                .collect::<Vec<_>>()
        });
        let notes = (!notes.is_empty()).then(|| {
            view! {
                <details id="fide-notes"><summary>{l.text(TournamentWords::FideNotes)}" ("{notes.len()}")"</summary>
                    <ul>{notes.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
                </details>
            }
        });
        Some(view! {
            <div id="fide-status" role="status">
                <p>{status_text(l, &meta.name, meta.players, &meta.month)}" · "{l.text(TournamentWords::FideNotKept)}</p>
                <div class="actions">
                    <button type="button" id="fide-forget" disabled=move || forgetting.pending().get()
                        on:click=move |_| { forgetting.dispatch(()); }>{l.text(TournamentWords::FideForget)}</button>
                </div>
                {notes}
            </div>
        })
    }
}

/// A player's FIDE cell, loaded the first time FIDE's list marks him or offers namesakes (the
/// part `fide`).
#[component]
pub(super) fn FideCellSlot(row: Row) -> impl IntoView {
    // The slot only once a mark is there (a row without one carries no slot of its own).
    let marked = Memo::new(move |was: Option<&bool>| {
        was.copied().unwrap_or(false) || row.fide.with(|c| *c != FideCell::default())
    });
    move || {
        marked
            .get()
            .then(|| view! { <Lazy when=true load=move || choice_part(row)/> })
    }
}

#[wasm_split(fide, wasm_split_path = ::leptos::wasm_split, fallible)]
fn choice_part(row: Row) -> PartView {
    Ok(view! { <FideChoice row/> }.into_any())
}

/// A player's FIDE mark in his list cell, and where FIDE's list has namesakes of a guest
/// without FIDE ID the choice among them (`#f{k}-fide`).
#[component]
fn FideChoice(row: Row) -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let k = row.k;
    // The players follow the choice (the check in `FideStatus` follows it).
    let on_change = move |ev: leptos::ev::Event| {
        row.fide_chosen
            .set(event_target_value(&ev).parse::<u64>().ok());
    };
    let selected = move || {
        row.fide_chosen
            .get()
            .map(|c| c.to_string())
            .unwrap_or_default()
    };
    move || {
        let l = lang.get();
        let cell = row.fide.get();
        let mark = mark_text(l, cell.mark).map(
            |m| view! { <span class="fide-mark" id=format!("f{}-fide-mark", k + 1)>{m}</span> },
        );
        let choice = (!cell.offers.is_empty()).then(|| {
            let name = p
                .match_request()
                .and_then(|r| r.keys.get(k).and_then(|key| key.name.clone()))
                .unwrap_or_default();
            let mut options = vec![(String::new(), l.text(TournamentWords::FideChooseOpen).to_string())];
            options.extend(cell.offers.iter().map(|o| (o.fide_id.to_string(), offer_text(o))));
            options.push((NONE_OF_THEM.to_string(), l.text(TournamentWords::FideChooseNone).into()));
            let options = options
                .into_iter()
                .map(|(value, text)| {
                    let is = value.clone();
                    view! { <option value=value prop:selected=move || selected() == is>{text}</option> }
                })
                .collect_view();
            view! {
                " "<select id=format!("f{}-fide", k + 1) class:need=cell.need
                    aria-label=format!("{} {name}", l.text(TournamentWords::FideChoose)) on:change=on_change>{options}</select>
            }
        });
        view! { {mark}{choice} }
    }
}
