//! Names instead of numbers: the DSB's player list in the calculator. Its fields are
//! a part loaded on first use (`wasm_split(names, ..)`); the list is read and searched by the
//! tournament page's second module (`reader.js`, [`crate::web::common::reader_bridge`]), so
//! that neither the reader nor the search is part of the calculator.
//!
//! * [`NamesPanel`]: "Spielerliste laden" (the zip or `spieler.csv`), which list is used (file,
//!   persons, "Stand", a note when it is older than 8 weeks), "Liste entfernen"; the list is the
//!   one the tournament page keeps too ([`list_store`]). Then the player's "Name".
//! * [`OpponentName`]: a game row's opponent name ("Gegner N"), on the page while a list is
//!   loaded.
//! * [`RemainingName`]: the what-if's remaining opponents by name: each person chosen adds his
//!   DWZ (and with the Elo wanted his Elo) to "Gegner-DWZ" ("Gegner-Elo") as if typed.
//! * [`NameBox`]: the field with its suggestions, an ARIA 1.2 combobox (the field keeps the
//!   focus; arrow keys, Enter chooses, Escape closes). Choosing a person fills the fields as if
//!   typed (DWZ, index, birth year; with the Elo wanted the Elo), marked "aus der Liste vom …"
//!   while they hold what was filled in.
//! * Names are kept in this browser with the form (local storage, see [`super::chosen`]),
//!   never in a link or the share text; a person chosen keeps what the list says about him.

use super::chosen::{keep_name, name_of};
use super::state::{add_stylesheet, calc, Calc};
use crate::formats::dsb_list::search::NameHit;
use crate::i18n::{CalcResultWords, FormWords, Lang};
use crate::web::calc::form::rating_words;
use crate::web::calc::form::FieldRef;
use crate::web::common::browser::{today, T};
use crate::web::common::html::date_text;
use crate::web::common::lazy::{NotLoaded, PartView};
use crate::web::common::list_store::{self, FideMeta, ListMeta};
use crate::web::common::messages::{ListLoad, Request, Response};
use crate::web::common::reader_bridge::FileRead;
use answer::{ask, ask_file};
use io::NamesIo;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos::wasm_bindgen::JsCast;
use leptos::wasm_split::wasm_split;
use leptos::web_sys;

mod answer;
mod dsb_form;
mod fide;
pub(super) mod io;
mod lists;
mod name_box;
use lists::Meant;
use name_box::NameBox;

/// How many letters a name field needs before it suggests anyone.
const MIN_TYPED: usize = 2;
/// How many suggestions a field offers.
const SUGGESTIONS: usize = 20;
/// From how many days on the list's date is worth a note.
const OLD_DAYS: i64 = 56;
/// From how many months after its month on FIDE's list is named as old ("older
/// than two months"; FIDE publishes one a month).
const FIDE_OLD_MONTHS: i64 = 2;

/// What a list file gave: the DSB's list (rows, persons, date) or FIDE's (players, month).
enum ListRead {
    Dsb(usize, usize, String),
    Fide(usize, String),
}

/// Reads a list file into the module (its worker reads the blob itself): the DSB list kept
/// (`name` none), or a file chosen (`name`: the DSB's list or FIDE's, told by its content; what
/// refuses it names the file): what it gave, or why not (in both languages).
async fn take_list(
    io: NamesIo,
    file: web_sys::Blob,
    name: Option<String>,
) -> Result<ListRead, (String, String)> {
    let request = match name {
        Some(name) => Request::LoadNamedList {
            name,
            unless_older: String::new(),
        },
        None => Request::LoadList,
    };
    let build_search = move || {
        // The search is built now (after the list's status is shown, while the user moves
        // on to a name field), not on the first keystroke: in the background, not awaited,
        // so that the list counts as read (and its status shows) without waiting for it.
        spawn_local(async move {
            let build = Request::FindNames {
                query: String::new(),
                limit: 0,
            };
            let _ = ask(io, &build, None).await;
        });
    };
    match ask_file(io, &request, file, FileRead::Whole).await {
        Some(Response::List(ListLoad::Loaded {
            rows,
            persons,
            stand,
        })) => {
            build_search();
            Ok(ListRead::Dsb(rows, persons, stand))
        }
        Some(Response::List(ListLoad::Fide { players, month })) => {
            build_search();
            Ok(ListRead::Fide(players, month))
        }
        Some(Response::List(ListLoad::Failed { de, en })) => Err((de, en)),
        _ => Err((
            Lang::De.text(FormWords::NotLoaded).to_string(),
            Lang::En.text(FormWords::NotLoaded).to_string(),
        )),
    }
}

/// The DSB list kept given to the searching worker: from the form it was read into where one
/// of this file is kept beside it, else from the file itself (its form then made for the next
/// visit, [`dsb_form::make_later`]).
async fn take_kept(io: NamesIo, kept: web_sys::Blob) -> Result<ListRead, (String, String)> {
    if let Some(read) = dsb_form::restore(io, &kept).await {
        return Ok(read);
    }
    let read = take_list(io, kept.clone(), None).await;
    if matches!(read, Ok(ListRead::Dsb(..))) {
        dsb_form::make_later(io, kept);
    }
    read
}

/// What a query finds in the list.
#[derive(Clone, Default)]
struct Found {
    /// The persons, best first.
    hits: Vec<NameHit>,
    /// Nobody fits what was typed: these are of similar names ("Meinten Sie …?").
    similar: bool,
}

/// The persons a query finds in the list, best first, or where nobody fits those of similar
/// names (the list given to the module again where it lost it, e.g. after a fresh start).
async fn find(io: NamesIo, query: &str) -> Found {
    let request = Request::FindNames {
        query: query.to_string(),
        limit: SUGGESTIONS,
    };
    let answer = match ask(io, &request, None).await {
        Some(Response::NoList) => match (io.kept)().await {
            Some(kept) if take_kept(io, kept.clone()).await.is_ok() => {
                ask(io, &request, None).await
            }
            _ => None,
        },
        other => other,
    };
    match answer {
        Some(Response::Names(hits)) => Found {
            hits,
            similar: false,
        },
        Some(Response::Similar(hits)) => Found {
            hits,
            similar: true,
        },
        _ => Found::default(),
    }
}

/// "Müller,Hans · 1970 · SV Musterstadt · DWZ 1850-42 · Elo 1905" (`ohne DWZ` where none);
/// with FIDE's list loaded his federation after the birth year ("Dvorak, Tomas · 1985 · CZE").
fn hit_label(p: &NameHit, l: Lang) -> String {
    let mut s = p.name.clone();
    if let Some(y) = p.birth_year {
        s.push_str(&format!(" · {y}"));
    }
    if let Some(f) = &p.federation {
        s.push_str(&format!(" · {f}"));
    }
    if !p.club.is_empty() {
        s.push_str(&format!(" · {}", p.club));
    }
    match (p.dwz, p.index) {
        (Some(d), Some(i)) => s.push_str(&format!(" · DWZ {d}-{i}")),
        (Some(d), None) => s.push_str(&format!(" · DWZ {d}")),
        _ => s.push_str(&format!(" · {}", l.text(FormWords::WithoutDwz))),
    }
    if let Some(e) = p.elo {
        s.push_str(&format!(" · Elo {e}"));
    }
    s
}

/// The list's part of the calculator, shared by its fields (context).
#[derive(Clone, Copy)]
struct Names {
    meta: RwSignal<Option<ListMeta>>,
    /// FIDE's list loaded (for this visit).
    fide: RwSignal<Option<FideMeta>>,
    error: RwSignal<Option<(String, String)>>,
    /// What a file chosen turned out to be, where it is worth saying (in both languages).
    note: RwSignal<Option<(String, String)>>,
    /// A list removed that "Rückgängig" takes back.
    removed: RwSignal<Option<lists::Removed>>,
    /// The question whether an older list replaces the one kept (in both languages).
    asking: RwSignal<Option<(String, String)>>,
    /// The file that question is about, and the list it was chosen for.
    held: StoredValue<Option<(web_sys::File, Meant)>, leptos::prelude::LocalStorage>,
}

/// The fields of the names' part.
#[derive(Clone, Copy)]
pub(super) enum NameFields {
    /// The player list and the player's name.
    Panel,
    /// A game row's opponent name (its id and place).
    Opponent(u32, Signal<usize>),
    /// The what-if's remaining opponents by name.
    Remaining,
}

/// The fields `which` of the names' part (the split point `names`: the panel with the list,
/// load, which, remove, and the player's name; a game row's opponent name; the what-if's),
/// with the browser's operations `io` (one split function for all of them).
#[wasm_split(names, wasm_split_path = ::leptos::wasm_split, fallible)]
pub(super) fn names_part(which: NameFields, io: NamesIo) -> PartView {
    add_stylesheet("names.css");
    Ok(view! { <NamesPart which io/> }.into_any())
}

/// The Elo switched on: the Elo of each person chosen before, from the list, for the fields
/// still empty ([`super::chosen::elos_to_fill`]; in this part, which reads the persons kept).
#[wasm_split(names, wasm_split_path = ::leptos::wasm_split, fallible)]
pub(super) fn chosen_elos(c: Calc) -> Result<Vec<(FieldRef, String)>, NotLoaded> {
    let empty = |field| {
        c.form.with_untracked(|f| {
            f.slot(field)
                .is_some_and(|s| s.with_untracked(|t| t.trim().is_empty()))
        })
    };
    let mut fields = super::chosen::elos_to_fill(empty);
    // The what-if's remaining opponents chosen by name.
    if empty(FieldRef::RemainingElo) {
        let remaining = c.form.with_untracked(|f| f.remaining.get_untracked());
        let ratings: Vec<String> = rating_words(&remaining).map(str::to_string).collect();
        if let Some(elos) = super::chosen::remaining_elos(&ratings) {
            fields.push((FieldRef::RemainingElo, elos));
        }
    }
    Ok(fields)
}

/// The games taken over into "Meine Turniere" keep their opponents' names and persons
/// ([`super::chosen::carry`]; in this part, which reads them).
#[wasm_split(names, wasm_split_path = ::leptos::wasm_split, fallible)]
pub(super) fn carry_names(pairs: Vec<(u32, u32)>) -> Result<(), NotLoaded> {
    super::chosen::carry(&pairs);
    Ok(())
}

/// The fields `which`, with `io` in their context.
#[component]
fn NamesPart(which: NameFields, io: NamesIo) -> impl IntoView {
    provide_context(io);
    match which {
        NameFields::Panel => view! { <NamesPanel/> }.into_any(),
        NameFields::Opponent(id, n) => view! { <OpponentName id n/> }.into_any(),
        NameFields::Remaining => view! { <RemainingName/> }.into_any(),
    }
}

/// Loads a file chosen (`file`), or the list kept (`kept`, `file` none), into the part and
/// says so; a DSB list older than the one loaded asks first (unless `older_too`).
async fn load_list(
    c: Calc,
    names: Names,
    io: NamesIo,
    kept: Option<web_sys::Blob>,
    file: Option<web_sys::File>,
    older_too: bool,
) {
    names.error.set(None);
    let read = match (kept, &file) {
        (Some(kept), _) => take_kept(io, kept).await,
        (None, Some(file)) => take_list(io, file.clone().into(), Some(file.name())).await,
        (None, None) => return,
    };
    match read {
        Ok(ListRead::Fide(players, month)) => {
            // FIDE's list is read in the worker ([`file_chosen`]); read here, it is not kept.
            read_one(c);
            let name = file.as_ref().map(web_sys::File::name).unwrap_or_default();
            names.fide.set(Some(FideMeta {
                name,
                players,
                month,
            }));
            c.names_on.set(true);
        }
        Ok(ListRead::Dsb(rows, persons, stand)) => {
            // Its "Stand" is known only now: an older one than the list loaded is asked about
            // (unless so answered already), and the list loaded given back to the search
            // meanwhile, so that "Behalten" loses nothing.
            if let Some(file) = file.as_ref().filter(|_| !older_too) {
                if lists::ask_if_older_read(names, file, &stand) {
                    if let Some(kept) = (io.kept)().await {
                        let _ = take_kept(io, kept).await;
                    }
                    read_one(c);
                    return;
                }
            }
            read_one(c);
            if let Some(file) = file {
                lists::remember_file(Meant::Dsb, &file);
                let meta = ListMeta {
                    name: file.name(),
                    date: today().to_string(),
                    rows,
                    persons,
                    stand,
                };
                if (io.keep)(file.clone()).await {
                    list_store::DSB_LIST.save_meta(&meta);
                    dsb_form::make_later(io, file.into());
                }
                names.meta.set(Some(meta));
            }
            c.names_on.set(true);
        }
        Err(e) => names.error.set(Some(e)),
    }
}

/// A file chosen (what the action [`Lists::choosing`] does): read in the worker where it is FIDE's list (kept in the browser in its stored
/// form, not the file; a text a part at a time, of any size), else by the searching instance
/// ([`load_list`]; a DSB list up to its limit). The file's first bytes tell first what it is
/// (named for the list it was meant for, `meant`) and whether it is older than FIDE's list kept
/// (asked, unless `older_too`; a DSB list's date is known once it is read, [`load_list`]). The searching instance is ended before the read, so that its
/// memory and the reader's are not held at once; it takes the lists kept again afterwards
/// ([`take_kept_again`]).
async fn file_chosen(
    c: Calc,
    names: Names,
    io: NamesIo,
    file: web_sys::File,
    meant: Meant,
    older_too: bool,
) {
    use fide::{text_in_worker, zip_in_worker, InWorker};
    names.error.set(None);
    names.note.set(None);
    // Another file chosen while an older one was asked about: that question is moot.
    names.asking.set(None);
    names.held.set_value(None);
    if lists::same_file(names, &file).is_some() {
        names
            .note
            .set(Some(crate::web::calc::list_words::same_words(&file.name())));
        return;
    }
    lists::let_go(names, io).await;
    let head = (io.part)(file.clone().into(), 0.0, f64::from(lists::HEAD))
        .await
        .map(|h| h.to_vec())
        .unwrap_or_default();
    match crate::web::calc::list_words::checked(meant, &file.name(), &head) {
        Ok((is, _)) if !older_too && lists::ask_if_older(names, is, &file, &head) => return,
        Ok((_, note)) => names.note.set(note),
        Err(why) => {
            names.error.set(Some(why));
            return;
        }
    }
    let large = file.size() as u64 > crate::formats::zip::MAX_UNPACKED;
    let zipped = crate::formats::zip::is_zip(&head);
    if zipped && large {
        names.error.set(Some(too_large(&file)));
        return;
    }
    (io.drop_module)();
    // A zip is read whole (its directory is at its end), a text a part at a time.
    let read = if zipped {
        zip_in_worker(io, file.clone()).await
    } else {
        text_in_worker(io, file.clone()).await
    };
    let held = names.fide.get_untracked();
    match read {
        InWorker::Fide(players, month, kept) => {
            let meta = FideMeta {
                name: file.name(),
                players,
                month,
            };
            if kept {
                list_store::FIDE_LIST.save_meta(&meta);
                lists::remember_file(Meant::Fide, &file);
            }
            names.fide.set(Some(meta));
            c.names_on.set(true);
            take_kept_again(c, names, io, None).await;
            read_one(c);
        }
        // Read by the searching instance from the file itself, which then takes FIDE's list
        // kept again.
        InWorker::NotFide if !large => {
            load_list(c, names, io, None, Some(file), older_too).await;
            // A file that is no list leaves the DSB list kept in use.
            if names.error.with_untracked(Option::is_some) {
                take_kept_again(c, names, io, held).await;
            } else if let Some(meta) = held {
                restore_fide(c, names, io, meta).await;
            }
        }
        other => {
            take_kept_again(c, names, io, held).await;
            names.error.set(Some(match other {
                InWorker::Failed(e) => e,
                _ => too_large(&file),
            }));
        }
    }
}

/// The lists kept given again to a fresh searching instance: the DSB list, and FIDE's `fide`
/// where the new file did not replace it.
async fn take_kept_again(c: Calc, names: Names, io: NamesIo, fide: Option<FideMeta>) {
    if names.meta.get_untracked().is_some() {
        if let Some(kept) = (io.kept)().await {
            let _ = take_kept(io, kept).await;
        }
    }
    if let Some(meta) = fide {
        restore_fide(c, names, io, meta).await;
    }
}

/// "… is too large" for a file that is no FIDE list, with its size and the limit (both
/// languages).
fn too_large(file: &web_sys::File) -> (String, String) {
    let words = |l: Lang| {
        l.filled(
            CalcResultWords::NamesTooLarge,
            &[
                ("file", &file.name()),
                ("size", &(file.size() as u64).div_ceil(1 << 20).to_string()),
                (
                    "max",
                    &(crate::formats::zip::MAX_UNPACKED >> 20).to_string(),
                ),
            ],
        )
    };
    (words(Lang::De), words(Lang::En))
}

/// FIDE's list kept in this browser read again (a second visit); forgotten where it cannot be.
async fn restore_fide(c: Calc, names: Names, io: NamesIo, meta: FideMeta) {
    if fide::restore_kept(io).await {
        // Not said again where it was removed meanwhile (its status shows from the start).
        if list_store::FIDE_LIST.meta().is_some() {
            names.fide.set(Some(meta));
            c.names_on.set(true);
        }
        read_one(c);
    } else {
        names.fide.set(None);
        (io.remove_fide)().await;
        names_still_on(c, names);
    }
}

/// The name fields stay where a list is still kept (one of two kept lists may be gone).
fn names_still_on(c: Calc, names: Names) {
    c.names_on.set(
        names.meta.with_untracked(Option::is_some)
            || names.fide.with_untracked(Option::is_some)
            || list_store::FIDE_LIST.meta().is_some(),
    );
}

/// A list was read: the name fields open ask again ([`NameBox`]), so that a name typed while
/// it was read gets its suggestions.
fn read_one(c: Calc) {
    c.lists_read.update(|n| *n = n.wrapping_add(1));
}

/// The list (load, which, remove) and the player's name.
#[component]
fn NamesPanel() -> impl IntoView {
    let c = calc();
    let names = Names {
        // The lists kept are said at once, as they were kept; a name typed before the worker
        // holds them again gets its suggestions when it does.
        meta: RwSignal::new(list_store::DSB_LIST.meta()),
        fide: RwSignal::new(list_store::FIDE_LIST.meta()),
        error: RwSignal::new(None),
        note: RwSignal::new(None),
        removed: RwSignal::new(None),
        asking: RwSignal::new(None),
        held: StoredValue::new_local(None),
    };
    provide_context(names);
    let io = expect_context::<NamesIo>();
    let lists = Lists {
        choosing: Action::new_local(move |(file, meant, older_too): &Chosen| {
            file_chosen(c, names, io, file.clone(), *meant, *older_too)
        }),
        kept: Action::new_local(move |(): &()| read_kept(c, names, io)),
    };
    lists::forget_leftovers(io);
    // A list kept: the name fields are there at once, and what is typed while the lists are
    // read again gets its suggestions when they are.
    if names.meta.with_untracked(Option::is_some) || list_store::FIDE_LIST.meta().is_some() {
        c.names_on.set(true);
    }
    // The lists kept (the DSB's on this page or the tournament page) are read again once the
    // part is here, FIDE's first: its paged form opens at once (its directory read), before
    // the DSB's list is read whole, which the worker does next.
    let fide_kept = list_store::FIDE_LIST.meta();
    let dsb_kept = names.meta.get_untracked().is_some();
    spawn_local(async move {
        // Not started by the user: FIDE's list kept is given to the worker again on a second
        // visit (no busy state to show meanwhile; its status is withdrawn where it is gone).
        if let Some(meta) = fide_kept {
            restore_fide(c, names, io, meta).await;
        }
        if dsb_kept {
            lists.kept.dispatch(());
        }
    });
    view! {
        <ListFile names lists/>
        <ListStatus names lists/>
        <PlayerName/>
    }
}

/// A file chosen for a list: the file, the list it was meant for, and whether an older list
/// replaces the one loaded without asking (the question answered "Ersetzen").
type Chosen = (web_sys::File, Meant, bool);

/// What reads a list into the part: a file the user chose, or the list kept when the part came;
/// "Die Liste wird gelesen …" while either runs.
#[derive(Clone, Copy)]
struct Lists {
    choosing: Action<Chosen, ()>,
    kept: Action<(), ()>,
}

impl Lists {
    /// Whether a list is being read.
    fn reading(self) -> Signal<bool> {
        Signal::derive(move || self.choosing.pending().get() || self.kept.pending().get())
    }
}

/// The list kept read into the part; forgotten where its bytes are gone.
async fn read_kept(c: Calc, names: Names, io: NamesIo) {
    match (io.kept)().await {
        Some(kept) => load_list(c, names, io, Some(kept), None, false).await,
        None => {
            (io.remove)().await;
            names.meta.set(None);
            names_still_on(c, names);
        }
    }
}

/// "Spielerliste laden": the file chosen, "Die Liste wird gelesen …" and why a list was not
/// taken (in the user's language); open while no list is loaded.
#[component]
fn ListFile(names: Names, lists: Lists) -> impl IntoView {
    let lang = calc().shared.lang;
    let on_file = Callback::new(move |(ev, meant): (leptos::ev::Event, Meant)| {
        if let Some(file) = list_chosen(&ev) {
            lists.choosing.dispatch_local((file, meant, false));
        }
    });
    let reading = lists.reading();
    let in_lang = move |t: Option<(String, String)>| {
        t.map(|(de, en)| if lang.get() == Lang::De { de } else { en })
    };
    let error = move || in_lang(names.error.get());
    let note = move || in_lang(names.note.get());
    view! {
        <details class="names" open=move || names.meta.with(Option::is_none) && names.fide.with(Option::is_none)>
            <summary><T m=FormWords::NamesTitle/></summary>
            <p class="hint"><T m=CalcResultWords::NamesHelp/></p>
            <lists::ListChoosers on_file/>
            <p class="hint" role="status" hidden=move || !reading.get()><T m=CalcResultWords::NamesReading/></p>
            <fide::ReadProgress reading/>
            <p class="error" role="alert" id="names-error" hidden=move || error().is_none()>{error}</p>
            <p class="hint" role="status" id="names-note" hidden=move || note().is_none()>{note}</p>

        </details>
    }
}

/// The file chosen in "Spielerliste laden" or "FIDE-Liste laden" (the event `ev` of its
/// field), its field emptied so that the same file chosen again is a change again.
fn list_chosen(ev: &leptos::ev::Event) -> Option<web_sys::File> {
    let input = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())?;
    let file = input.files().and_then(|f| f.get(0))?;
    input.set_value("");
    Some(file)
}

/// Which list is used ("spieler.zip · 4 persons · Stand 1. März 2026 (older …)") and
/// "Liste entfernen".
#[component]
fn ListStatus(names: Names, lists: Lists) -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    let io = expect_context::<NamesIo>();
    let removing = Action::new_local(move |which: &Meant| lists::remove(c, names, io, *which));
    let remove = move |_| {
        removing.dispatch(Meant::Dsb);
    };
    let remove_fide = move |_| {
        removing.dispatch(Meant::Fide);
    };
    let status = move || {
        let l = lang.get();
        names.meta.with(|m| m.as_ref().map(|m| status_text(m, l)))
    };
    let fide_status = move || {
        let l = lang.get();
        names
            .fide
            .with(|m| m.as_ref().map(|m| fide_status_text(m, l)))
    };
    view! {
        <div id="names-status" role="status" hidden=move || names.meta.with(Option::is_none) && names.fide.with(Option::is_none)>
                <p hidden=move || names.meta.with(Option::is_none)><span>{status}</span>" "
                <button type="button" class="link" id="names-remove" on:click=remove><T m=CalcResultWords::NamesRemove/></button></p>
                <p id="names-fide" hidden=move || names.fide.with(Option::is_none)><span>{fide_status}</span>" "
                <button type="button" class="link" id="names-fide-remove" on:click=remove_fide><T m=CalcResultWords::FideRemove/></button></p>
            </div>
        <lists::RemovedNote c names io/>
        <lists::AskReplace c names choosing=lists.choosing/>
    }
}

/// FIDE's list `m` in words: "FIDE-Liste players_list_foa.txt · 3 Personen · Stand 03.2026",
/// "ohne Monat" where the file gives none, a note where its month began more than two months
/// before today.
fn fide_status_text(m: &FideMeta, l: Lang) -> String {
    let mut s = format!(
        "{} {} · {} {}",
        l.text(CalcResultWords::FideListName),
        m.name,
        l.count(m.players),
        l.counted(
            m.players,
            CalcResultWords::NamesPerson,
            CalcResultWords::NamesPersons
        )
    );
    match crate::dwz::Date::parse(&m.month) {
        Some(d) => {
            let month = lists::month_text(l, d);
            s.push_str(&format!(
                " · {} {month}",
                l.text(CalcResultWords::NamesStand)
            ));
            if months_between(d, today()) > FIDE_OLD_MONTHS {
                s.push_str(&format!(" ({})", l.text(CalcResultWords::FideOld)));
            }
        }
        None => s.push_str(&format!(" · {}", l.text(CalcResultWords::FideNoMonth))),
    }
    s
}

/// Whole months from the month of `a` to the month of `b` (March to May: 2).
fn months_between(a: crate::dwz::Date, b: crate::dwz::Date) -> i64 {
    let months = |d: crate::dwz::Date| i64::from(d.year) * 12 + i64::from(d.month);
    months(b) - months(a)
}

/// The list `m` in words: its file, its persons, its date and a note when it is older than
/// [`OLD_DAYS`].
fn status_text(m: &ListMeta, l: Lang) -> String {
    let mut s = format!(
        "{} · {} {}",
        m.name,
        l.count(m.persons),
        l.counted(
            m.persons,
            CalcResultWords::NamesPerson,
            CalcResultWords::NamesPersons
        )
    );
    if let Some(stand) = crate::dwz::Date::parse(&m.stand) {
        s.push_str(&format!(
            " · {} {}",
            l.text(CalcResultWords::NamesStand),
            date_text(l, stand)
        ));
        if today().days_since_1970() - stand.days_since_1970() > OLD_DAYS {
            s.push_str(&format!(" ({})", l.text(CalcResultWords::NamesOld)));
        }
    }
    s
}

/// The player's "Name", on the page while a list is loaded: choosing fills his fields.
#[component]
fn PlayerName() -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    let player = RwSignal::new(name_of("player"));
    let fill = Callback::new(move |p: NameHit| fill_player(c, &p));
    view! {
        <div class="fields" hidden=move || !c.names_on.get()>
            <NameBox id="name".to_string() label=Signal::derive(move || lang.get().text(CalcResultWords::NameLabel).to_string())
                value=player key="player".to_string() on_choose=fill/>
        </div>
    }
}

/// A game row's opponent name ("Gegner N"): choosing fills his DWZ (and with the Elo wanted
/// his Elo).
#[component]
fn OpponentName(id: u32, n: Signal<usize>) -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    let key = format!("g{id}");
    let value = RwSignal::new(name_of(&key));
    // FIDE's rating filled in for his missing DWZ, marked while the field holds it (the
    // person kept with the form: after the page was opened again too).
    let stand_in = RwSignal::new(
        super::chosen::person_of(&key)
            .and_then(|p| p.dwz_or_stand_in())
            .filter(|&(_, elo)| elo)
            .map(|(r, _)| r.to_string()),
    );
    let fill = Callback::new(move |p: NameHit| {
        let by_fide = p.dwz_or_stand_in().filter(|&(_, elo)| elo);
        let rating = by_fide.map(|(r, _)| r.to_string());
        stand_in.set(rating.clone());
        // Kept with the form (and its link), so that the results say it too.
        c.form
            .update(|f| f.stand_ins.mark_game(id, rating.as_deref()));
        fill_game(c, id, &p)
    });
    let label = Signal::derive(move || {
        format!(
            "{} {}",
            lang.get().text(CalcResultWords::OpponentName),
            n.get()
        )
    });
    let marked = move || {
        stand_in.with(|s| {
            s.as_ref().is_some_and(|s| {
                c.form.with(|f| {
                    f.slot(FieldRef::GameRating(id))
                        .is_some_and(|t| t.with(|t| t == s))
                })
            })
        })
    };
    view! {
        <NameBox id=format!("game-{id}-name") label value key on_choose=fill/>
        <small class="stand-in" id=format!("game-{id}-stand-in") hidden=move || !marked()><T m=CalcResultWords::StandIn/></small>
    }
}

/// The key under which the remaining opponents' names are kept (one per line, in the order of
/// their ratings in "Gegner-DWZ").
const REMAINING_KEY: &str = "rest";

/// The what-if's remaining opponents by name: choosing a person adds his DWZ to "Gegner-DWZ"
/// and, with the Elo wanted and an Elo in the list, his Elo to "Gegner-Elo" (those before him
/// given as their DWZ, so that each Elo stays with its opponent). The names chosen are listed
/// while "Gegner-DWZ" holds ratings. A person without DWZ whom FIDE's list holds with an Elo
/// counts with it, as in a game row (WO 4.1.2, said beside his name); one without either adds
/// nothing and is said not to count.
#[component]
fn RemainingName() -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    let value = RwSignal::new(String::new());
    let chosen = RwSignal::new(
        name_of(REMAINING_KEY)
            .lines()
            .map(str::to_string)
            .collect::<Vec<_>>(),
    );
    let add = Callback::new(move |p: NameHit| {
        value.set(String::new());
        keep_name("r", "");
        // As a game row counts him: his DWZ, else the Elo of FIDE's list in its place (WO
        // 4.1.2); without either he is named as not counted.
        let Some((dwz, stand_in)) = p.dwz_or_stand_in() else {
            chosen.update(|n| {
                n.push(format!(
                    "{} ({})",
                    p.name,
                    lang.get_untracked().text(CalcResultWords::RemainingUnrated)
                ));
            });
            return Vec::new();
        };
        let (remaining, elo) = c
            .form
            .with_untracked(|f| (f.remaining.get_untracked(), f.remaining_elo.get_untracked()));
        // Split as the fields are read (`form::rating_words`).
        let words = |t: &str| rating_words(t).map(str::to_string).collect::<Vec<_>>();
        let mut ratings = words(&remaining);
        if ratings.is_empty() {
            chosen.set(Vec::new());
            super::chosen::forget_remaining();
        }
        let mut fields = Vec::new();
        if c.elo_wanted.get_untracked() {
            if let Some(e) = p.elo {
                let mut elos = words(&elo);
                if elos.len() == 1 && ratings.len() > 1 {
                    elos = vec![elos[0].clone(); ratings.len()];
                }
                elos.extend(ratings.iter().skip(elos.len()).cloned());
                elos.push(e.to_string());
                fields.push((FieldRef::RemainingElo, elos.join(" ")));
            }
        }
        // Kept with his place, so that the Elo switched on later finds his Elo, and with the
        // form whether his Elo stands in.
        super::chosen::choose_remaining(ratings.len(), &p);
        let place = ratings.len();
        let elo = stand_in.then(|| dwz.to_string());
        c.form
            .update(|f| f.stand_ins.mark_remaining(place, elo.as_deref()));
        ratings.push(dwz.to_string());
        fields.insert(0, (FieldRef::Remaining, ratings.join(" ")));
        let shown = if stand_in {
            let words = lang.get_untracked().text(CalcResultWords::StandIn);
            format!("{} ({dwz}: {words})", p.name)
        } else {
            format!("{} ({dwz})", p.name)
        };
        chosen.update(|n| n.push(shown));
        chosen.with_untracked(|n| keep_name(REMAINING_KEY, &n.join("\n")));
        fill(c, fields)
    });
    let label = Signal::derive(move || lang.get().text(CalcResultWords::RemainingName).to_string());
    let shown = move || {
        let any = c.form.with(|f| f.remaining.with(|r| !r.trim().is_empty()));
        chosen.with(|n| (any && !n.is_empty()).then(|| n.join("; ")))
    };
    view! {
        <NameBox id="remaining-name".to_string() label value key="r".to_string() on_choose=add/>
        <p class="hint" id="remaining-names" hidden=move || shown().is_none()>
            <T m=CalcResultWords::RemainingNames/>": "{shown}</p>
    }
}

fn number(v: Option<u32>) -> String {
    v.map(|v| v.to_string()).unwrap_or_default()
}

/// The fields filled in, as typed; what was filled (for the mark "aus der Liste vom …").
fn fill(c: Calc, fields: Vec<(FieldRef, String)>) -> Vec<(FieldRef, String)> {
    for (field, value) in &fields {
        c.set(*field, value.clone());
    }
    fields
}

/// The player chosen: his DWZ, index, birth year and, with the Elo wanted, his Elo.
fn fill_player(c: Calc, p: &NameHit) -> Vec<(FieldRef, String)> {
    let mut fields = vec![
        (FieldRef::Dwz, number(p.dwz)),
        (FieldRef::Index, number(p.index)),
    ];
    if let Some(y) = p.birth_year {
        fields.push((FieldRef::BirthYear, y.to_string()));
    }
    if c.elo_wanted.get_untracked() {
        fields.push((FieldRef::Elo, number(p.elo)));
    }
    fill(c, fields)
}

/// A game's opponent chosen: his DWZ, else FIDE's rating standing in for it
/// ([`NameHit::dwz_or_stand_in`], WO 4.1.2; empty: "ohne DWZ") and, with the Elo wanted, his
/// Elo.
fn fill_game(c: Calc, id: u32, p: &NameHit) -> Vec<(FieldRef, String)> {
    let rating = p.dwz_or_stand_in().map(|(r, _)| r);
    let mut fields = vec![(FieldRef::GameRating(id), number(rating))];
    if c.elo_wanted.get_untracked() {
        fields.push((FieldRef::GameElo(id), number(p.elo)));
    }
    fill(c, fields)
}
