//! The player table: a row a player, keyed, each with its own signals (typing in one row
//! re-reads and re-renders that row only): his fields, how the list found him (a choice where
//! ambiguous, a near miss or not in the list, from the second module's findings; its changes
//! handled here by one listener), and what is wrong with his fields.

use super::state::{field_id, focus_id, page, Page, Row};
use crate::i18n::{Lang, TournamentWords};
use crate::web::common::browser::{tr, T};
use crate::web::turnier::list::{Found, MEMBER, NOT_MEMBER};
use crate::web::turnier::table::Edit;
use leptos::prelude::*;
use leptos::wasm_bindgen::{JsCast, JsValue};
use leptos::web_sys::js_sys;

/// The heads of the player table's columns: a message, or a fixed word.
const HEADS: [(Option<TournamentWords>, &str); 11] = [
    (None, "#"),
    (Some(TournamentWords::ColPlayer), ""),
    (None, "DWZ"),
    (None, "Index"),
    (Some(TournamentWords::Born), ""),
    (Some(TournamentWords::Member), ""),
    (Some(TournamentWords::RestGames), ""),
    (None, "INGO"),
    (Some(TournamentWords::GamesBefore), ""),
    (Some(TournamentWords::ListColumn), ""),
    (Some(TournamentWords::Problems), ""),
];

/// A player table of up to this many players starts open; a bigger one (a TRF of 284) closed.
const OPEN_UP_TO: usize = 30;

/// How many of `n` players' rows the player table builds at once: all where it starts open; a
/// closed one none, its rows follow the evaluation on the screen (`Page::build_rest`).
pub(super) fn built_at_once(n: usize) -> usize {
    if n <= OPEN_UP_TO {
        usize::MAX
    } else {
        0
    }
}

/// The player table (open for a small tournament; a big one, a TRF of 284, starts closed and
/// builds its rows after the evaluation is shown).
#[component]
pub(super) fn PlayerTable() -> impl IntoView {
    let p = page();
    let (n, fide_note) = p.loaded.with_untracked(|l| {
        l.as_ref().map_or((0, false), |l| {
            let players = &l.tournament.players;
            let fide = players.iter().any(|p| p.dwz.is_some() && p.index.is_none());
            (players.len(), fide)
        })
    });
    // A decision taken or undone is the user's action: the table is busy until the second
    // module has answered with the cells and fields that follow it.
    let deciding = Action::new_local(move |d: &Decision| decide(p, *d));
    let busy = deciding.pending();
    // The list's choices (`select[data-player]`, see `ListChoice`): one listener.
    let on_choice = move |ev: leptos::ev::Event| {
        let player = ev
            .target()
            .and_then(|t| t.dyn_into::<leptos::web_sys::Element>().ok())
            .and_then(|e| e.get_attribute("data-player"))
            .and_then(|k| k.parse::<usize>().ok());
        if let Some(k) = player {
            let chosen = event_target_value(&ev).parse::<usize>().ok();
            // The choice is made anew with its answer: one that had the focus gets it back.
            let focused = document().active_element().is_some_and(|e| {
                ev.target()
                    .is_some_and(|t| JsValue::from(e) == JsValue::from(t))
            });
            deciding.dispatch_local(Decision::Choose { k, chosen, focused });
        }
    };
    let only_need = p.list.only_need;
    let only_unlisted = p.list.only_unlisted;
    let listed = move || p.matches.with(|m| !m.is_empty());
    let on_key = move |ev: leptos::ev::KeyboardEvent| choice_key(p, &ev);
    // Opened: every row at once.
    let on_toggle = move |ev: leptos::ev::Event| {
        let open = ev
            .target()
            .and_then(|t| t.dyn_into::<leptos::web_sys::HtmlDetailsElement>().ok())
            .is_some_and(|d| d.open());
        if open {
            p.built.players.set(usize::MAX);
        }
    };
    let rows = move || {
        let built = p.built.players.get();
        p.rows
            .with(|rows| rows.iter().take(built).copied().collect::<Vec<_>>())
    };
    view! {
        <details class="players no-print" open=n <= OPEN_UP_TO on:toggle=on_toggle>
            <summary><T m=TournamentWords::PlayersTitle/></summary>
            {fide_note.then(|| view! { <p class="hint"><T m=TournamentWords::FideNote/></p> })}
            <label class="radio" class:hidden=move || !listed()><input type="checkbox" id="list-need"
                prop:checked=move || only_need.get() on:change=move |ev| only_need.set(event_target_checked(&ev)) />
                <T m=TournamentWords::ListNeedFilter/></label>
            <label class="radio" class:hidden=move || !listed()><input type="checkbox" id="list-unlisted"
                prop:checked=move || only_unlisted.get() on:change=move |ev| only_unlisted.set(event_target_checked(&ev)) />
                <T m=TournamentWords::ListUnlistedFilter/></label>
            {move || listed().then(|| view! { <Decisions deciding busy/> })}
            <div class="scroll"><table class="edit" class:only-need=move || only_need.get() && listed()
                class:only-unlisted=move || only_unlisted.get() && listed()
                role="table" aria-busy=move || busy.get().to_string() on:change=on_choice on:keydown=on_key>
                <thead role="rowgroup"><tr role="row">
                    {HEADS.into_iter().map(|(m, word)| view! {
                        <th scope="col" role="columnheader">{m.map_or_else(|| word.into_any(), |m| view! { <T m/> }.into_any())}</th>
                    }).collect_view()}
                </tr></thead>
                <tbody role="rowgroup">
                    <For each=rows key=|row| row.key children=move |row| view! { <PlayerRow row deciding/> }/>
                </tbody>
            </table></div>
        </details>
    }
}

/// A decision of who a player is: taken (a row of the list, or a member or not; `focused`, the
/// choice had the focus and gets it back once it is made anew), or the last one undone.
#[derive(Clone, Copy)]
enum Decision {
    Choose {
        k: usize,
        chosen: Option<usize>,
        focused: bool,
    },
    Undo,
}

/// Carries out a decision: the player's fields follow, the cells and the count too.
async fn decide(p: Page, d: Decision) {
    match d {
        Decision::Choose { k, chosen, focused } => {
            super::list::choose(p, k, chosen, focused).await;
        }
        Decision::Undo => super::list::undo_decision(p).await,
    }
}

/// A key on a list choice (decisions only by a deliberate choice): the arrow keys
/// go to the previous or next open decision without choosing; Enter and Space open the choice
/// (a candidate is then taken by Enter or a click); the other keys that would change a closed
/// choice (letters, Home, End, page keys) do nothing.
fn choice_key(p: Page, ev: &leptos::ev::KeyboardEvent) {
    let Some(choice) = ev
        .target()
        .and_then(|t| t.dyn_into::<leptos::web_sys::Element>().ok())
        .filter(|e| e.has_attribute("data-player"))
    else {
        return;
    };
    if ev.ctrl_key() || ev.alt_key() || ev.meta_key() {
        return;
    }
    let key = ev.key();
    match key.as_str() {
        "ArrowDown" | "ArrowRight" => walk(p, 1),
        "ArrowUp" | "ArrowLeft" => walk(p, -1),
        "Enter" | " " => {
            let picker = js_sys::Reflect::get(&choice, &JsValue::from_str("showPicker"))
                .ok()
                .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
            // Without showPicker (an older browser) the browser's own way to open it.
            let Some(show) = picker else { return };
            if show.call0(&choice).is_err() {
                return;
            }
        }
        "Home" | "End" | "PageUp" | "PageDown" => {}
        k if k.chars().count() == 1 => {}
        _ => return,
    }
    ev.prevent_default();
}

/// A text field of the player table.
#[component]
fn Cell(
    edit: RwSignal<Edit>,
    label: Signal<String>,
    get: fn(&Edit) -> &String,
    set: fn(&mut Edit, String),
    #[prop(optional)] numeric: bool,
    #[prop(optional)] placeholder: Option<Signal<&'static str>>,
    size: u32,
    /// Its id, for links to it: `f3-dwz` (row 3).
    id: String,
    /// The ids of the row's fields that cannot be read (marked and `aria-invalid`
    /// beside the message that names them).
    bad: Memo<Vec<String>>,
) -> impl IntoView {
    let own = id.clone();
    view! {
        <td role="cell"><input id=id type="text" inputmode=if numeric { "numeric" } else { "text" } size=size aria-label=label
            aria-invalid=move || bad.with(|b| b.contains(&own)).then_some("true")
            placeholder=move || placeholder.map(|p| p.get())
            prop:value=move || edit.with(|e| get(e).clone())
            on:input=move |ev| edit.update(|e| set(e, event_target_value(&ev))) /></td>
    }
}

/// A field's accessible name: "DWZ Müller,Hans", "Geburtsjahr Müller,Hans".
fn field_label(
    lang: Signal<Lang>,
    word: Result<TournamentWords, &'static str>,
    name: &str,
) -> Signal<String> {
    let name = name.to_string();
    Signal::derive(move || match word {
        Ok(m) => format!("{} {name}", lang.get().text(m)),
        Err(fixed) => format!("{fixed} {name}"),
    })
}

/// One player's row: his fields, how the list found him, and what is wrong with his fields.
#[component]
fn PlayerRow(
    row: Row,
    /// How his decision is taken (the table's one action, which shows it busy).
    deciding: Action<Decision, ()>,
) -> impl IntoView {
    let p = page();
    let lang: Signal<Lang> = p.shared.lang.into();
    let (name, fide, team) = p
        .loaded
        .with_untracked(|l| {
            let l = l.as_ref()?;
            let pl = l.tournament.players.get(row.k)?;
            let name = pl.name.clone().unwrap_or_else(|| pl.id.clone());
            let team = l.entrants.get(row.k).and_then(|e| e.team.clone());
            Some((name, pl.dwz.is_some() && pl.index.is_none(), team))
        })
        .unwrap_or_default();
    // His name, where a phone may break it after the comma rather than inside the surname;
    // in a team tournament his team under it.
    let who = {
        let (surname, given) = name.split_once(',').unwrap_or((&name, ""));
        let comma = (!given.is_empty() || name.ends_with(',')).then(|| view! { ","<wbr/> });
        let team = team
            .filter(|t| !t.trim().is_empty())
            .map(|t| view! { <br/><small class="team">{t}</small> });
        view! { {surname.to_string()}{comma}{given.to_string()}{team} }
    };
    let label = |word| field_label(lang, word, &name);
    let id = |field: &str| format!("f{}-{field}", row.k + 1);
    let edit = row.edit;
    let error = move || row.typed.with(|t| t.error_text(lang.get()));
    let bad = Memo::new(move |_| {
        row.typed.with(|t| {
            t.errors
                .iter()
                .map(|e| field_id(row.k, e.field))
                .collect::<Vec<_>>()
        })
    });
    view! {
        <tr role="row" class:need=move || row.need.get()
            class:unlisted=move || row.found.get() == Some(Found::NotInList) && row.chosen.get() != Some(MEMBER)>
            <td role="cell">{row.k + 1}</td>
            <th scope="row" role="rowheader">{who}</th>
            <Cell edit bad label=label(Err("DWZ")) get=|e| &e.dwz set=|e, v| e.dwz = v id=id("dwz") numeric=true size=5/>
            <Cell edit bad label=label(Err("Index")) get=|e| &e.index set=|e, v| e.index = v id=id("index") numeric=true size=3
                placeholder=Signal::stored(if fide { "6" } else { "" })/>
            <Cell edit bad label=label(Ok(TournamentWords::BirthYear)) get=|e| &e.birth set=|e, v| e.birth = v id=id("birth") numeric=true size=5/>
            <td role="cell"><input type="checkbox" id=id("member") aria-label=label(Ok(TournamentWords::DsbMember)) prop:checked=move || edit.with(|e| e.member)
                on:change=move |ev| member_changed(row, deciding, event_target_checked(&ev)) /></td>
            <Cell edit bad label=label(Err("Restpartien")) get=|e| &e.rest set=|e, v| e.rest = v id=id("rest") size=18
                placeholder=tr(TournamentWords::RestPlaceholder)/>
            <Cell edit bad label=label(Err("INGO")) get=|e| &e.ingo set=|e, v| e.ingo = v id=id("ingo") size=7
                placeholder=Signal::stored("128/5")/>
            <Cell edit bad label=label(Ok(TournamentWords::GamesBefore)) get=|e| &e.games set=|e, v| e.games = v id=id("games") numeric=true size=4
                placeholder=Signal::stored("30+")/>
            <td class="list-cell" role="cell"><ListChoice row/><super::fide::FideCellSlot row/></td>
            <td class="error" role="cell">{error}</td>
        </tr>
    }
}

/// "Mitglied" ticked or not: for a player not in the list a decision (one state in
/// his row, the summary, the flag and the undo), else his field.
fn member_changed(row: Row, deciding: Action<Decision, ()>, on: bool) {
    if row.found.get_untracked() == Some(Found::NotInList) {
        let chosen = Some(if on { MEMBER } else { NOT_MEMBER });
        deciding.dispatch_local(Decision::Choose {
            k: row.k,
            chosen,
            focused: false,
        });
    } else {
        row.edit.update(|e| e.member = on);
    }
}

/// A player's list cell ([`ListCell::shown`](crate::web::turnier::list::ListCell::shown)):
/// the mark, and the choice where there is one. Its changes go to the table's one listener
/// (`data-player`); the option selected follows his choice (the choice is not built anew by it,
/// and keeps the focus).
#[component]
fn ListChoice(row: Row) -> impl IntoView {
    let lang = page().shared.lang;
    let k = row.k;
    let selected = move || row.cell.with_untracked(|c| c.selected(row.chosen.get()));
    move || {
        let shown = row.cell.with(|c| c.shown(lang.get()))?;
        let options = shown
            .options
            .into_iter()
            .map(|(value, text)| {
                let is = value.clone();
                view! { <option value=value prop:selected=move || selected() == is>{text}</option> }
            })
            .collect_view();
        let choice = (!options.is_empty()).then(|| {
            view! { " "<select id=format!("f{}-list", k + 1) data-player=k.to_string() aria-label=shown.aria>{options}</select> }
        });
        Some(view! { <span class=shown.class title=shown.title>{shown.label}</span>{choice} })
    }
}

/// The players whose decision is open, in the table's order.
fn open_decisions(p: Page) -> Vec<usize> {
    p.rows.with_untracked(|rows| {
        rows.iter()
            .filter(|r| r.need.get_untracked())
            .map(|r| r.k)
            .collect()
    })
}

/// The next (`step` 1) or previous (-1) open decision after the one focused last (round the
/// table): its choice takes the focus.
fn walk(p: Page, step: i32) {
    let open = open_decisions(p);
    let (Some(&first), Some(&last)) = (open.first(), open.last()) else {
        return;
    };
    let at = document()
        .active_element()
        .and_then(|e| e.get_attribute("data-player"))
        .and_then(|k| k.parse::<usize>().ok())
        .or(p.list.walked.get_value());
    let next = match (at, step > 0) {
        (None, true) => first,
        (None, false) => last,
        (Some(c), true) => open.iter().copied().find(|&k| k > c).unwrap_or(first),
        (Some(c), false) => open.iter().rev().copied().find(|&k| k < c).unwrap_or(last),
    };
    p.list.walked.set_value(Some(next));
    focus_id(&format!("f{}-list", next + 1));
}

/// The open decisions walked with the keyboard: how many are open (falling as they are taken),
/// previous and next (also the arrow keys on the bar; Enter on a choice goes on to the next),
/// and the last decision undone.
#[component]
fn Decisions(
    /// How the last decision is undone (the table's one action), and whether one is running:
    /// the undo waits for it (marked unavailable rather than disabled, so that it keeps the
    /// focus of a user undoing with the keyboard).
    deciding: Action<Decision, ()>,
    busy: Memo<bool>,
) -> impl IntoView {
    let p = page();
    let count = move || p.open_count();
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        let step = match ev.key().as_str() {
            "ArrowDown" | "ArrowRight" => 1,
            "ArrowUp" | "ArrowLeft" => -1,
            _ => return,
        };
        ev.prevent_default();
        walk(p, step);
    };
    view! {
        <div id="decisions" class="decisions actions" role="toolbar" aria-label=tr(TournamentWords::DecisionsOpen) on:keydown=on_key>
            <span role="status"><span id="decisions-count">{count}</span>" "{move || p.shared.lang.get().counted(count(), TournamentWords::DecisionOpen, TournamentWords::DecisionsOpen)}</span>
            <button type="button" id="decision-prev" disabled=move || count() == 0 on:click=move |_| walk(p, -1)><T m=TournamentWords::DecisionPrev/></button>
            <button type="button" id="decision-next" disabled=move || count() == 0 on:click=move |_| walk(p, 1)><T m=TournamentWords::DecisionNext/></button>
            <button type="button" id="decision-undo" disabled=move || p.decisions.with(Vec::is_empty)
                aria-disabled=move || busy.get().then_some("true")
                on:click=move |_| {
                    if !busy.get_untracked() {
                        deciding.dispatch_local(Decision::Undo);
                    }
                }><T m=TournamentWords::DecisionUndo/></button>
            <small class="hint" id="decisions-keys"><T m=TournamentWords::DecisionsKeys/></small>
        </div>
    }
}
