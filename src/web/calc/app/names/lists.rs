//! The lists' section of the names' part: one section for both lists, saying where each is
//! downloaded and what it gives, with a chooser for each; a wrong file named as what it is,
//! for the list it was meant for (none of its bytes shown); the other list chosen in a
//! list's chooser loaded as what it is, and said so; the same file chosen again said so
//! instead of read again; a list removed with an undo; an older list than the one loaded
//! asked about before it replaces it (FIDE's by its zip's month before it is read, the DSB's by
//! its "Stand" once it is read, the one loaded given back to the search meanwhile).

use super::{Names, NamesIo};
use crate::formats::dsb_list::search::NameHit;
use crate::i18n::{CalcResultWords, FormWords, Lang};
use crate::web::calc::app::state::Calc;
use crate::web::calc::form::FieldRef;
pub(in crate::web::calc::app) use crate::web::calc::list_words::Meant;
use crate::web::common::browser::{forget, load, save, T};
use crate::web::common::html::date_text;
use crate::web::common::list_store::{self, FideMeta, ListMeta};
use crate::web::common::messages::Request;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos::web_sys;

/// How much of a file's beginning tells what it is.
pub(super) const HEAD: u32 = 4096;

/// A list removed, until it is let go (another file chosen, or the next visit): what is known
/// of it, to take it back.
#[derive(Clone, Debug)]
pub(super) enum Removed {
    Dsb(ListMeta),
    Fide(FideMeta),
}

/// A file as told apart from another: its name, size and time.
fn fingerprint(file: &web_sys::File) -> String {
    format!("{}|{}|{}", file.name(), file.size(), file.last_modified())
}

/// The list whose kept copy was read from this very file, where one is loaded.
pub(super) fn same_file(names: Names, file: &web_sys::File) -> Option<Meant> {
    let print = fingerprint(file);
    [Meant::Dsb, Meant::Fide].into_iter().find(|&m| {
        let loaded = match m {
            Meant::Dsb => names.meta.with_untracked(Option::is_some),
            Meant::Fide => names.fide.with_untracked(Option::is_some),
        };
        loaded && load(m.file_key()).as_deref() == Some(print.as_str())
    })
}

/// Remembers the file the list `is` was read from.
pub(super) fn remember_file(is: Meant, file: &web_sys::File) {
    save(is.file_key(), &fingerprint(file));
}

/// "Liste entfernen" for the list `which`: out of use and its meta forgotten at once (the next
/// visit has none), its bytes kept until it is let go, so that "Rückgängig" takes it back.
pub(super) async fn remove(c: Calc, names: Names, io: NamesIo, which: Meant) {
    // The list removed before is let go once this one is out of use.
    let before = names.removed.try_update(Option::take).flatten();
    let (removed, kept_key, forget_request) = match which {
        Meant::Dsb => (
            names
                .meta
                .try_update(Option::take)
                .flatten()
                .map(Removed::Dsb),
            list_store::DSB_LIST.key,
            Request::ForgetList,
        ),
        Meant::Fide => (
            names
                .fide
                .try_update(Option::take)
                .flatten()
                .map(Removed::Fide),
            list_store::FIDE_LIST.key,
            Request::ForgetFide,
        ),
    };
    if let Some(removed) = removed {
        forget(kept_key);
        forget(which.file_key());
        names.removed.set(Some(removed));
        c.names_on.set(
            names.meta.with_untracked(Option::is_some)
                || names.fide.with_untracked(Option::is_some),
        );
        // Out of the search too: the other list, where one is loaded, is searched alone.
        let _ = super::ask(io, &forget_request, None).await;
    }
    if let Some(before) = before {
        forget_bytes(io, &before).await;
    }
}

/// "Rückgängig": the list removed last taken back (its meta kept again, the list read again
/// from the bytes kept where the module let it go).
async fn undo(c: Calc, names: Names, io: NamesIo) {
    let Some(removed) = names.removed.get_untracked() else {
        return;
    };
    names.removed.set(None);
    match removed {
        Removed::Dsb(meta) => {
            list_store::DSB_LIST.save_meta(&meta);
            names.meta.set(Some(meta));
            c.names_on.set(true);
            // Given to the search again from the bytes still kept.
            if let Some(kept) = (io.kept)().await {
                let _ = super::take_kept(io, kept).await;
            }
            c.lists_read.update(|n| *n = n.wrapping_add(1));
        }
        Removed::Fide(meta) => {
            list_store::FIDE_LIST.save_meta(&meta);
            super::restore_fide(c, names, io, meta).await;
        }
    }
}

/// The list removed is let go for good (its bytes forgotten): before another file is read,
/// so that its keeping is not undone.
pub(super) async fn let_go(names: Names, io: NamesIo) {
    if let Some(removed) = names.removed.try_update(Option::take).flatten() {
        forget_bytes(io, &removed).await;
    }
}

/// The bytes kept of the list `removed` forgotten.
async fn forget_bytes(io: NamesIo, removed: &Removed) {
    match removed {
        Removed::Dsb(_) => (io.remove)().await,
        Removed::Fide(_) => (io.remove_fide)().await,
    }
}

/// A list's bytes left from a removal the page did not take back before it closed (no meta
/// kept, so no list is shown): forgotten.
pub(super) fn forget_leftovers(io: NamesIo) {
    let dsb = list_store::DSB_LIST.meta().is_none();
    let fide = list_store::FIDE_LIST.meta().is_none();
    // Not started by the user, and nothing on the page shows or waits for it: the browser's
    // storage tidied when the part comes.
    spawn_local(async move {
        if dsb {
            (io.remove)().await;
        }
        if fide {
            (io.remove_fide)().await;
        }
    });
}

/// The fields a person kept under `key` filled when he was chosen (the player's DWZ and index,
/// a game's rating), so that his mark shows again when the page is opened again.
pub(super) fn filled_before(key: &str, p: &NameHit) -> Vec<(FieldRef, String)> {
    let number = |v: Option<u32>| v.map(|v| v.to_string()).unwrap_or_default();
    match key {
        "player" => vec![
            (FieldRef::Dwz, number(p.dwz)),
            (FieldRef::Index, number(p.index)),
        ],
        _ => match key.strip_prefix('g').and_then(|id| id.parse().ok()) {
            Some(id) => {
                let rating = p.dwz_or_stand_in().map(|(r, _)| r);
                vec![(FieldRef::GameRating(id), number(rating))]
            }
            None => Vec::new(),
        },
    }
}

pub(super) use crate::web::calc::list_words::month_text;

/// The mark of the fields filled from a list, naming the list the person came from with its
/// date: a DSB member "aus der Liste vom 08.11.2026", a person of FIDE's list alone "aus der
/// FIDE-Liste · Stand 03.2026", a member whose Elo FIDE's list gave both. `None` where no list
/// is known (a person kept without a list kept).
pub(super) fn from_list_words(l: Lang, p: Option<&NameHit>, elo_filled: bool) -> Option<String> {
    let in_fide = p.is_some_and(|p| p.in_fide_list);
    let member = p.is_none_or(|p| p.dwz.is_some() || !p.club.is_empty() || !p.in_fide_list);
    let mut parts = Vec::new();
    if member {
        let stand = list_store::DSB_LIST.meta().and_then(|m| {
            crate::dwz::Date::parse(&m.stand).or_else(|| crate::dwz::Date::parse(&m.date))
        });
        if let Some(d) = stand {
            parts.push(format!(
                "{} {}",
                l.text(CalcResultWords::FromList),
                date_text(l, d)
            ));
        }
    }
    if in_fide && (!member || elo_filled) {
        if let Some(m) = list_store::FIDE_LIST.meta() {
            let mut s = l.text(CalcResultWords::FromFideList).to_string();
            if let Some(d) = crate::dwz::Date::parse(&m.month) {
                s.push_str(&format!(
                    " · {} {}",
                    l.text(CalcResultWords::NamesStand),
                    month_text(l, d)
                ));
            }
            parts.push(s);
        }
    }
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// Whether FIDE's list `file` (its first bytes `head`) is of an older month than the one loaded: if
/// so, the question whether it replaces that one is asked, the file held for the answer.
pub(super) fn ask_if_older(names: Names, is: Meant, file: &web_sys::File, head: &[u8]) -> bool {
    let kept = names
        .fide
        .with_untracked(|m| m.as_ref().and_then(|m| crate::dwz::Date::parse(&m.month)));
    let new = crate::formats::list_file::zip_month(head);
    is == Meant::Fide && ask_if(names, Meant::Fide, file, new, kept)
}

/// Whether the DSB list read from `file`, of the date `stand` (its "Stand", known once it is
/// read), is older than the one loaded (the date its status shows): if so, the question
/// whether it replaces that one is asked, the file held for the answer.
pub(super) fn ask_if_older_read(names: Names, file: &web_sys::File, stand: &str) -> bool {
    let kept = names
        .meta
        .with_untracked(|m| m.as_ref().and_then(|m| crate::dwz::Date::parse(&m.stand)));
    ask_if(
        names,
        Meant::Dsb,
        file,
        crate::dwz::Date::parse(stand),
        kept,
    )
}

/// The question whether `file`, the list `is` of the date `new`, replaces the one loaded, of
/// the date `kept`, asked where it is the older ([`crate::web::common::list_age::older`]).
fn ask_if(
    names: Names,
    is: Meant,
    file: &web_sys::File,
    new: Option<crate::dwz::Date>,
    kept: Option<crate::dwz::Date>,
) -> bool {
    let Some((new, kept)) = crate::web::common::list_age::older(new, kept) else {
        return false;
    };
    let words = crate::web::calc::list_words::older_words(is, &file.name(), new, kept);
    names.held.set_value(Some((file.clone(), is)));
    names.asking.set(Some(words));
    true
}

/// "… ist älter … Trotzdem ersetzen?" with "Ersetzen" and "Behalten".
#[component]
pub(super) fn AskReplace(
    c: Calc,
    names: Names,
    choosing: Action<super::Chosen, ()>,
) -> impl IntoView {
    let lang = c.shared.lang;
    let words = move || {
        names
            .asking
            .get()
            .map(|(de, en)| if lang.get() == Lang::De { de } else { en })
    };
    let replace = move |_| {
        names.asking.set(None);
        let held = names.held.try_update_value(Option::take).flatten();
        if let Some((file, meant)) = held {
            choosing.dispatch_local((file, meant, true));
        }
    };
    // Nothing changed, and said so.
    let keep = move |_| {
        names.asking.set(None);
        let held = names.held.try_update_value(Option::take).flatten();
        if let Some((file, is)) = held {
            names
                .note
                .set(Some(crate::web::calc::list_words::kept_words(
                    is,
                    &file.name(),
                )));
        }
    };
    view! {
        <p id="names-ask" role="alert" hidden=move || words().is_none()>
            <span>{words}</span>" "
            <button type="button" class="link" id="names-replace" on:click=replace><T m=CalcResultWords::Replace/></button>" "
            <button type="button" class="link" id="names-keep" on:click=keep><T m=CalcResultWords::KeepList/></button>
        </p>
    }
}

/// Where each list is downloaded and what it gives, with its chooser.
#[component]
pub(super) fn ListChoosers(on_file: Callback<(leptos::ev::Event, Meant)>) -> impl IntoView {
    view! {
        <p class="hint" id="names-dsb-where"><T m=CalcResultWords::DsbWhere/></p>
        <label for="names-file"><T m=CalcResultWords::NamesLoad/></label>
        <input id="names-file" type="file" accept=".zip,.csv,.txt,.xml"
            on:change=move |ev| on_file.run((ev, Meant::Dsb))/>
        <p class="hint" id="names-fide-where"><T m=CalcResultWords::FideWhere/></p>
        <label for="names-fide-file"><T m=CalcResultWords::FideLoad/></label>
        <input id="names-fide-file" type="file" accept=".zip,.txt,.xml"
            on:change=move |ev| on_file.run((ev, Meant::Fide))/>
    }
}

/// "DSB-Spielerliste entfernt. Rückgängig", while a list removed can be taken back.
#[component]
pub(super) fn RemovedNote(c: Calc, names: Names, io: NamesIo) -> impl IntoView {
    let lang = c.shared.lang;
    let undoing = Action::new_local(move |(): &()| undo(c, names, io));
    let words = move || {
        let l = lang.get();
        names.removed.with(|r| {
            r.as_ref().map(|r| {
                let which = match r {
                    Removed::Dsb(_) => Meant::Dsb,
                    Removed::Fide(_) => Meant::Fide,
                };
                crate::web::calc::list_words::removed_words(which, l)
            })
        })
    };
    view! {
        <p id="names-removed" role="status" hidden=move || names.removed.with(Option::is_none)>
            <span>{words}</span>" "
            <button type="button" class="link" id="names-undo" on:click=move |_| { undoing.dispatch(()); }><T m=FormWords::Undo/></button>
        </p>
    }
}
