//! The DSB player list on the page: choosing one (read by the second module, its bytes kept in
//! the browser's Cache API, what is known of it in local storage), matching the tournament's
//! players with it, and how they were found.

use super::bridge::{call, module};
use super::list_panel::{ListState, Older, Pending};
use super::state::{now, page, Page, Row};
use crate::i18n::{Lang, TournamentWords};
use crate::web::common::browser::{chosen_file, input_files, ChosenFile};
use crate::web::common::browser::{today, T};
use crate::web::common::html::date_text;
use crate::web::common::lazy::{Lazy, PartView};
use crate::web::common::messages::ListLoad;
use crate::web::common::messages::{Request, Response};
use crate::web::turnier::list::{decided_text, fits_none_text, ListAnswer, ListAsk};
use crate::web::turnier::list::{older_kept_text, older_text};
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use leptos::web_sys;

use crate::formats::dsb_list::Stage;
use crate::web::common::list_store::{self, ListMeta};
use crate::web::common::reader_bridge;

/// Takes the module's answer: the findings kept, each row's cell and mark, the fields of the
/// players asked for, the summary and the warning.
fn take_answer(p: Page, a: ListAnswer) {
    // A list that fits (almost) none of the players changes nothing: the
    // findings in use, the DSB IDs of the report with them, stay.
    if a.fits_none.is_some() {
        p.list.warning.set(a.fits_none);
        return;
    }
    p.matches.set(a.matches);
    p.listed.set(a.listed);
    p.rows.with_untracked(|rows| {
        for row in rows {
            // An unchanged cell stays (its choice is not built anew: it keeps the focus); what
            // it says (the open decision, how he was found) follows it.
            let cell = a.cells.get(row.k).cloned().unwrap_or_default();
            if row.cell.with_untracked(|c| *c != cell) {
                row.cell.set(cell);
            }
            row.club
                .set(a.clubs.get(row.k).cloned().unwrap_or_default());
        }
        for (k, mut e) in a.edits {
            if let Some(row) = rows.get(k) {
                // His FIDE games before are the user's alone (neither file nor list has them).
                e.games = row.edit.with_untracked(|old| old.games.clone());
                if row.edit.with_untracked(|old| *old != e) {
                    row.edit.set(e);
                }
            }
        }
    });
    p.list.warning.set(a.fits_none);
    p.list.summary.set(a.found);
    p.list.applied.notify();
}

/// The list's request for the page's state: its findings and choices; `base`: the
/// file's fields of these players (their fields are made anew).
fn list_ask(p: Page, base: Vec<(usize, crate::web::turnier::table::Edit)>) -> ListAsk {
    ListAsk {
        request: None,
        matches: p.matches.get_untracked(),
        chosen: p
            .rows
            .with_untracked(|rows| rows.iter().map(|r| r.chosen.get_untracked()).collect()),
        base,
        force: false,
    }
}

/// Shows the findings kept (after a reload), or with a new choice.
pub(super) async fn show_list(p: Page, base: Vec<(usize, crate::web::turnier::table::Edit)>) {
    if p.matches.with_untracked(Vec::is_empty) {
        return;
    }
    let ask = list_ask(p, base);
    if let Some(Response::Listed(a)) = super::bridge::ask(Request::List(ask), None).await {
        take_answer(p, a);
    }
}

/// The user's decision for player `k` (a row of the list, or a member or not): his fields
/// follow, the cells and the count too.
pub(super) async fn choose(p: Page, k: usize, chosen: Option<usize>, focused: bool) {
    let Some(row) = p.rows.with_untracked(|r| r.get(k).copied()) else {
        return;
    };
    let before = row.chosen.get_untracked();
    p.decisions.update(|d| d.push((k, before)));
    decide(p, row, chosen, focused).await;
}

/// The last decision taken undone ("Entscheidung rückgängig").
pub(super) async fn undo_decision(p: Page) {
    let Some((k, before)) = p.decisions.try_update(|d| d.pop()).flatten() else {
        return;
    };
    if let Some(row) = p.rows.with_untracked(|r| r.get(k).copied()) {
        decide(p, row, before, false).await;
    }
}

/// Player `row`'s choice set to `chosen`: his fields follow, the cells and the count too. The
/// cell is made anew: `focused`, the choice had the focus, and gets it back.
async fn decide(p: Page, row: Row, chosen: Option<usize>, focused: bool) {
    let k = row.k;
    row.chosen.set(chosen);
    let Some(base) = p.loaded.with_untracked(|l| l.as_ref()?.edit(k)) else {
        return;
    };
    show_list(p, vec![(k, base)]).await;
    if focused {
        // After the cell is rendered anew (render effects run on the next tick).
        leptos::task::tick().await;
        super::state::focus_id(&format!("f{}-list", k + 1));
    }
}

/// Finds the loaded tournament's players in the list and fills the player table. `started`:
/// when the user chose a new list (its time counts from there; the decisions taken with the
/// list before are for other rows and go, once the new list is taken); `force`: taken even
/// where it fits few of the players (the user confirmed it). Where the module has no list (a
/// new visit) it is given the one kept in the browser first. A new list that fits few of the
/// players is not taken: how many it found of how many.
pub(super) async fn match_with_list(
    p: Page,
    started: Option<f64>,
    force: bool,
) -> Option<(usize, usize)> {
    let t0 = started.unwrap_or_else(now);
    let state = p.list.state;
    let before = state.get_untracked();
    let request = p.match_request()?;
    state.set(ListState::Working);
    let Some(handle) = module().await else {
        state.set(ListState::NoModule(super::bridge::failure()));
        return None;
    };
    let base = p
        .loaded
        .with_untracked(|l| l.as_ref().map(|l| l.edits()))
        .unwrap_or_default();
    let mut ask = ListAsk {
        request: Some(request),
        base: base.into_iter().enumerate().collect(),
        force,
        ..list_ask(p, Vec::new())
    };
    if started.is_some() {
        ask.chosen = vec![None; ask.chosen.len()];
    }
    let matching = Request::List(ask);
    let mut answer = call(&handle, &matching, None).await;
    if answer == Some(Response::NoList) {
        let given = super::bridge::give_kept_list().await;
        if !matches!(given, Some(Response::List(ListLoad::Loaded { .. }))) {
            // The stored list is gone (the browser cleared it): ask for it again.
            list_store::DSB_LIST.remove().await;
            state.set(ListState::None);
            return None;
        }
        answer = call(&handle, &matching, None).await;
    }
    state.set(before);
    let Some(Response::Listed(a)) = answer else {
        return None;
    };
    if started.is_some() {
        if a.fits_none.is_some() {
            return a.fits_none;
        }
        p.rows
            .with_untracked(|rows| rows.iter().for_each(|r| r.chosen.set(None)));
        p.decisions.set(Vec::new());
    }
    take_answer(p, a);
    p.list.ms.set(Some(now() - t0));
    None
}

/// The module forgets the list it read last (one the user has not taken yet): the next
/// matching gives it the list in use again.
async fn drop_module_list() {
    if let Some(handle) = module().await {
        let none = leptos::web_sys::js_sys::Uint8Array::new_with_length(0);
        call(&handle, &Request::LoadList, Some(&none)).await;
    }
}

/// A list read: matched with the tournament shown, and kept in the browser; where it fits few
/// of the players a question, and the list in use stays until it is answered.
async fn take_list(p: Page, file: web_sys::File, meta: ListMeta, t0: f64, before: ListState) {
    let state = p.list.state;
    state.set(ListState::Unkept(meta.clone()));
    if p.loaded.with_untracked(Option::is_some) {
        if let Some((found, n)) = match_with_list(p, Some(t0), false).await {
            drop_module_list().await;
            state.set(before);
            p.list.warning.set(None);
            p.list.pending.set(Some(Pending {
                meta,
                file,
                found,
                n,
            }));
            return;
        }
    }
    keep_list(p, &file, meta).await;
}

/// The list taken is kept in the browser (where it can be) and named as the one in use; a run
/// kept is made again with it.
async fn keep_list(p: Page, file: &web_sys::File, meta: ListMeta) {
    p.list.warning.set(None);
    if list_store::DSB_LIST.keep(file).await {
        list_store::DSB_LIST.save_meta(&meta);
        p.list.state.set(ListState::Ready(meta));
    } else {
        p.list.state.set(ListState::Unkept(meta));
    }
    super::run_view::rerun(p);
}

/// The user takes the list that fits few of the players: read again, matched anyway, kept.
async fn take_pending(p: Page) {
    let Some(pending) = p.list.pending.try_update(Option::take).flatten() else {
        return;
    };
    let t0 = now();
    p.list.state.set(ListState::Working);
    let chosen = chosen_file(&pending.file).await;
    let (Some(ChosenFile { bytes, .. }), Some(handle)) = (chosen, module().await) else {
        p.list
            .state
            .set(ListState::NoModule(super::bridge::failure()));
        return;
    };
    let load = Request::LoadNamedList {
        name: pending.file.name(),
        unless_older: String::new(),
    };
    if !matches!(
        call(&handle, &load, Some(&bytes)).await,
        Some(Response::List(ListLoad::Loaded { .. }))
    ) {
        p.list
            .state
            .set(ListState::NoModule(super::bridge::failure()));
        return;
    }
    p.list.state.set(ListState::Unkept(pending.meta.clone()));
    if p.loaded.with_untracked(Option::is_some) {
        p.rows
            .with_untracked(|rows| rows.iter().for_each(|r| r.chosen.set(None)));
        p.decisions.set(Vec::new());
        match_with_list(p, None, true).await;
        p.list.ms.set(Some(now() - t0));
    }
    keep_list(p, &pending.file, pending.meta).await;
}

/// A list chosen by the user: read in the second module, kept in the browser, and matched. A
/// DSB list older than the one in use (its "Stand", known once it is read) is a question first,
/// the list in use staying meanwhile, unless `older_too` (the question answered "Ersetzen").
async fn new_list(p: Page, file: web_sys::File, older_too: bool) {
    let t0 = now();
    let state = p.list.state;
    let before = state.get_untracked();
    p.list.pending.set(None);
    p.list.refused.set(None);
    // Another file chosen while an older one is asked about: that question is moot.
    p.list.older.set(None);
    p.list.older_kept.set(None);
    // The date the module compares with: the list in use's, as its status shows it.
    let in_use_stand = match &before {
        ListState::Ready(meta) | ListState::Unkept(meta) if !older_too => meta.stand.clone(),
        _ => String::new(),
    };
    // A file that is no list is refused by name; a list in use stays.
    let in_use = before.clone();
    let refuse = move |de: String, en: String| {
        if matches!(in_use, ListState::Ready(_) | ListState::Unkept(_)) {
            state.set(in_use.clone());
            p.list.refused.set(Some((de, en)));
        } else {
            state.set(ListState::Failed { de, en });
        }
    };
    if let Some((de, en)) = super::load::too_large(&file) {
        refuse(de, en);
        return;
    }
    state.set(ListState::Working);
    let Some(ChosenFile { bytes, .. }) = chosen_file(&file).await else {
        refuse(
            Lang::De.text(TournamentWords::FileUnreadable).into(),
            Lang::En.text(TournamentWords::FileUnreadable).into(),
        );
        return;
    };
    let Some(handle) = module().await else {
        state.set(ListState::NoModule(super::bridge::failure()));
        return;
    };
    let load = Request::LoadNamedList {
        name: file.name(),
        unless_older: in_use_stand.clone(),
    };
    match call(&handle, &load, Some(&bytes)).await {
        Some(Response::List(ListLoad::Loaded {
            rows,
            persons,
            stand,
        })) => {
            let meta = ListMeta {
                name: file.name(),
                date: today().to_string(),
                rows,
                persons,
                stand,
            };
            take_list(p, file, meta, t0, before).await;
        }
        Some(Response::List(ListLoad::Older { stand })) => {
            // Read, not kept: the list in use stays (in the module too) until the user answers.
            state.set(before);
            let asked = crate::web::common::list_age::older_kept(&stand, &in_use_stand);
            if let Some((new, kept)) = asked {
                p.list.older.set(Some(Older { file, new, kept }));
            }
        }
        Some(Response::List(ListLoad::Fide { players, month })) => {
            // FIDE's list, told by its content: beside the DSB list.
            state.set(before);
            let meta = list_store::FideMeta {
                name: file.name(),
                players,
                month,
            };
            take_fide(p, meta);
        }
        Some(Response::List(ListLoad::Failed { de, en })) => {
            // The module dropped its list with it: the next matching gives it the one in use.
            refuse(de, en);
        }
        _ => state.set(ListState::NoModule(super::bridge::failure())),
    }
}

/// FIDE's list read by the module: named in its status, where the players follow it (WO
/// 4.1.2 / 4.1.3, `fide::FideStatus`); no namesake chosen of a list before.
fn take_fide(p: Page, meta: list_store::FideMeta) {
    p.list.fide.set(Some(meta));
    p.rows.with_untracked(|rows| {
        for row in rows {
            row.fide_chosen.set(None);
        }
    });
}

/// Why the file chosen last is no list, where a list stays in use.
#[component]
fn ListRefused() -> impl IntoView {
    let p = page();
    move || {
        let (de, en) = p.list.refused.get()?;
        let text = if p.shared.lang.get() == Lang::De {
            de
        } else {
            en
        };
        Some(view! { <p class="error" id="list-refused" role="alert">{text}</p> })
    }
}

/// The list kept, as its status says it: its name, size, "Stand" (where it gives one) and the
/// day it was loaded.
fn kept_text(l: Lang, meta: &ListMeta) -> String {
    let date = crate::dwz::Date::parse(&meta.date).map_or(meta.date.clone(), |d| date_text(l, d));
    let stand = crate::dwz::Date::parse(&meta.stand)
        .map(|d| {
            format!(
                " · {} {}",
                l.text(TournamentWords::ListStand),
                date_text(l, d)
            )
        })
        .unwrap_or_default();
    format!(
        "{}: {} · {} {} · {} {}{stand} · {} {date}",
        l.text(TournamentWords::ListStored),
        meta.name,
        meta.rows,
        l.counted(
            meta.rows,
            TournamentWords::ListRow,
            TournamentWords::ListRows
        ),
        meta.persons,
        l.counted(
            meta.persons,
            TournamentWords::ListPerson,
            TournamentWords::ListPersons
        ),
        l.text(TournamentWords::ListLoadedOn),
    )
}

/// Where the list is: being read; kept (its name, size and date, and the buttons to match with
/// it, disabled without a tournament, or forget it); or why it could not be read.
#[component]
fn ListStatus() -> impl IntoView {
    let p = page();
    // Matching and forgetting are the user's actions: their buttons wait while they run.
    let matching = Action::new_local(move |(): &()| async move {
        match_with_list(p, None, false).await;
    });
    let forgetting = Action::new_local(move |(): &()| async move {
        super::bridge::forget_list(p).await;
        // A run kept is made again without it.
        super::run_view::rerun(p);
    });
    let (matching_now, forgetting_now) = (matching.pending(), forgetting.pending());
    move || {
        let l = p.shared.lang.get();
        let disabled = p.loaded.with(Option::is_none);
        p.list.state.with(|state| {
            let (class, role, text) = match state {
                ListState::None => return None,
                ListState::Ready(meta) | ListState::Unkept(meta) => {
                    let unkept = matches!(state, ListState::Unkept(_));
                    return Some(
                        view! {
                            <div id="list-status" role="status"><p>{kept_text(l, meta)}</p>
                                {unkept.then(|| view! { <p class="hint">{l.text(TournamentWords::ListNotKept)}</p> })}
                                <div class="actions">
                                    <button type="button" id="list-match" disabled=move || disabled || matching_now.get()
                                        on:click=move |_| { matching.dispatch_local(()); }>{l.text(TournamentWords::ListMatch)}</button>
                                    <button type="button" id="list-forget" disabled=move || forgetting_now.get()
                                        on:click=move |_| { forgetting.dispatch_local(()); }>{l.text(TournamentWords::ListForget)}</button>
                                </div>
                            </div>
                        }
                        .into_any(),
                    );
                }
                ListState::Working => ("hint", "status", l.text(TournamentWords::ListWorking).to_string()),
                ListState::Failed { de, en } => {
                    ("error", "alert", if l == Lang::De { de } else { en }.clone())
                }
                ListState::NoModule(m) => ("error", "alert", l.text(*m).to_string()),
            };
            Some(view! { <p class=class id="list-status" role=role>{text}</p> }.into_any())
        })
    }
}

/// A list chosen (its file), and whether an older one than the list in use replaces it
/// without asking (the question answered "Ersetzen").
type Chosen = (web_sys::File, bool);

/// The list's summary, loaded the first time there is one, a warning or a question (the part
/// `list`).
#[wasm_split(list, wasm_split_path = ::leptos::wasm_split, fallible)]
fn summary_part(taking: Action<(), ()>, choosing: Action<Chosen, ()>) -> PartView {
    Ok(view! { <OlderQuestion choosing/><ListSummary taking/> }.into_any())
}

/// The question for a list older than the one in use (both dates as the list's status shows
/// its "Stand"): "Ersetzen" reads it again and takes it, "Behalten" keeps the list in use and
/// says so. The list in use's summary stays below it.
#[component]
fn OlderQuestion(
    /// How a list chosen is read (the section's action), here without the question.
    choosing: Action<Chosen, ()>,
) -> impl IntoView {
    let p = page();
    move || {
        let l = p.shared.lang.get();
        if let Some(older) = p.list.older.get() {
            let text = older_text(l, &older.file.name(), older.new, older.kept);
            let replace = move |_| {
                if let Some(older) = p.list.older.try_update(Option::take).flatten() {
                    choosing.dispatch_local((older.file, true));
                }
            };
            // Nothing changed, and said so.
            let keep = move |_| {
                if let Some(older) = p.list.older.try_update(Option::take).flatten() {
                    p.list.older_kept.set(Some(older.file.name()));
                }
            };
            return Some(
                view! {
                    <div id="list-older" class="error" role="alert">
                        <p>{text}</p>
                        <div class="actions">
                            <button type="button" id="list-older-replace" on:click=replace>{l.text(TournamentWords::ListReplace)}</button>
                            <button type="button" id="list-older-keep" on:click=keep>{l.text(TournamentWords::ListKeepOlder)}</button>
                        </div>
                    </div>
                }
                .into_any(),
            );
        }
        let file = p.list.older_kept.get()?;
        let text = older_kept_text(l, &file);
        Some(view! { <p id="list-older-kept" role="status">{text}</p> }.into_any())
    }
}

/// How the players were found, how many need a decision, how long it took; the warning where
/// the list fits (almost) none of them.
#[component]
fn ListSummary(
    /// How a list that fits few of the players is taken anyway (the section's action).
    taking: Action<(), ()>,
) -> impl IntoView {
    let p = page();
    let need = move || p.open_count();
    move || {
        let l = p.shared.lang.get();
        if let Some(pending) = p.list.pending.get() {
            return Some(question(p, l, &pending, taking));
        }
        if let Some((found, n)) = p.list.warning.get() {
            let text = fits_none_text(l, found, n);
            return Some(
                view! { <p class="error" id="list-warning" role="alert">{text}</p> }.into_any(),
            );
        }
        let summary = p.list.summary.with(|found| {
            (!found.is_empty()).then(|| {
                let chosen: Vec<Option<usize>> = p
                    .rows
                    .with(|rows| rows.iter().map(|r| r.chosen.get()).collect());
                decided_text(l, found, &chosen)
            })
        })?;
        let ms = p.list.ms.get();
        let took = ms.map(|x| {
            format!(
                " · {} {} ms",
                l.text(TournamentWords::ListTime),
                l.num(x, 0)
            )
        });
        Some(
            view! {
                <p id="list-summary">{summary}{took}" · "<span id="list-need-count">{need}</span>" "{l.counted(need(), TournamentWords::ListNeedCount, TournamentWords::ListNeedCounts)}</p>
            }
            .into_any(),
        )
    }
}

/// The question for a list that fits few of the players: the file, how many it
/// found; take it anyway, or keep the list in use (discard it where there is none).
fn question(
    p: Page,
    l: Lang,
    pending: &Pending,
    taking: Action<(), ()>,
) -> leptos::tachys::view::any_view::AnyView {
    let previous = p.list.usable();
    let text = l.filled(
        if previous {
            TournamentWords::ListQuestion
        } else {
            TournamentWords::ListQuestionFirst
        },
        &[
            ("file", &pending.meta.name),
            ("found", &pending.found.to_string()),
            ("n", &pending.n.to_string()),
        ],
    );
    let keep = l.text(if previous {
        TournamentWords::ListKeep
    } else {
        TournamentWords::ListDiscard
    });
    view! {
        <div id="list-question" class="error" role="alert">
            <p>{text}</p>
            <div class="actions">
                <button type="button" id="list-keep" on:click=move |_| p.list.pending.set(None)>{keep}</button>
                <button type="button" id="list-take"
                    on:click=move |_| { taking.dispatch_local(()); }>{l.text(TournamentWords::ListTake)}</button>
            </div>
        </div>
    }
    .into_any()
}

/// How far the second module came reading the list and matching, where it takes longer than
/// about 300 ms ([`reader_bridge::progress`]): the stage's words and a progress bar
/// (without a value where the stage does not tell how far it came).
#[component]
fn ListProgress() -> impl IntoView {
    let p = page();
    let busy = reader_bridge::progress();
    move || {
        let b = busy.get()?;
        let stage = match Stage::of_number(b.stage) {
            Some(Stage::Inflating) => TournamentWords::StageInflating,
            Some(Stage::Rows) => TournamentWords::StageRows,
            Some(Stage::Index) => TournamentWords::StageIndex,
            _ => TournamentWords::StageMatching,
        };
        Some(view! {
            <div id="list-progress" class="progress" data-stage=b.stage.to_string()>
                <label for="list-progress-bar">{p.shared.lang.get().text(stage)}</label>
                <progress id="list-progress-bar" max="100" value=b.percent.map(|v| v.to_string())></progress>
            </div>
        })
    }
}

/// The DSB player list: load it, see what is stored, match, and how the players were found.
#[component]
pub(super) fn ListSection(
    /// FIDE's list's status, beside the DSB list's.
    children: Children,
) -> impl IntoView {
    let p = page();
    // A list chosen, and one that fits few of the players taken anyway, are the user's
    // actions: the section is busy while the list is read (and matched).
    let choosing =
        Action::new_local(move |(file, older_too): &Chosen| new_list(p, file.clone(), *older_too));
    let taking = Action::new_local(move |(): &()| take_pending(p));
    let (reading, retaking) = (choosing.pending(), taking.pending());
    let on_file = move |ev: leptos::ev::Event| {
        if let Some(file) = input_files(&ev).into_iter().next() {
            choosing.dispatch_local((file, false));
        }
    };
    view! {
        <section class="list no-print" aria-labelledby="list-title"
            aria-busy=move || (reading.get() || retaking.get()).to_string()>
            <h2 id="list-title"><T m=TournamentWords::ListTitle/></h2>
            <p class="hint"><T m=TournamentWords::ListHelp/></p>
            <label for="list-file"><T m=TournamentWords::ListFile/></label>
            <p class="hint"><T m=TournamentWords::FideHelp/></p>
            <input id="list-file" type="file" accept=".csv,.txt,.zip,.xml" on:change=on_file />
            <ListStatus/>
            {children()}
            <ListRefused/>
            <ListProgress/>
            <Lazy when=Signal::derive(move || {
                p.list.pending.with(Option::is_some)
                    || p.list.older.with(Option::is_some)
                    || p.list.older_kept.with(Option::is_some)
                    || p.list.warning.with(Option::is_some)
                    || p.list.summary.with(|s| !s.is_empty())
            }) load=move || summary_part(taking, choosing)/>
        </section>
    }
}
