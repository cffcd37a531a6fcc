//! The player table: a row a player, keyed, each with its own signals (typing in one row
//! re-reads and re-renders that row only): his fields, how the list found him (a choice where
//! ambiguous), and what is wrong with his fields.

use super::{page, Row};
use crate::i18n::{Lang, TMsg};
use crate::web::common::browser::{tr, T};
use crate::web::turnier::evaluation::table::name_html;
use crate::web::turnier::list::{candidate_text, Found, ListMatch};
use crate::web::turnier::table::Edit;
use leptos::prelude::*;

/// The heads of the player table's columns: a message, or a fixed word.
const HEADS: [(Option<TMsg>, &str); 10] = [
    (None, "#"),
    (Some(TMsg::ColPlayer), ""),
    (None, "DWZ"),
    (None, "Index"),
    (Some(TMsg::Born), ""),
    (Some(TMsg::Member), ""),
    (Some(TMsg::RestGames), ""),
    (None, "INGO"),
    (Some(TMsg::ListColumn), ""),
    (Some(TMsg::Problems), ""),
];

/// The player table (open for a small tournament; a big one, a TRF of 284, starts closed).
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
    view! {
        <details class="players no-print" open=n <= 30>
            <summary><T m=TMsg::PlayersTitle/></summary>
            {fide_note.then(|| view! { <p class="hint"><T m=TMsg::FideNote/></p> })}
            <div class="scroll"><table class="edit" role="table">
                <thead role="rowgroup"><tr role="row">
                    {HEADS.into_iter().map(|(m, word)| view! {
                        <th scope="col" role="columnheader">{m.map_or_else(|| word.into_any(), |m| view! { <T m/> }.into_any())}</th>
                    }).collect_view()}
                </tr></thead>
                <tbody role="rowgroup">
                    <For each=move || p.rows.get() key=|row| row.key children=|row| view! { <PlayerRow row/> }/>
                </tbody>
            </table></div>
        </details>
    }
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
) -> impl IntoView {
    view! {
        <td role="cell"><input id=id type="text" inputmode=if numeric { "numeric" } else { "text" } size=size aria-label=label
            placeholder=move || placeholder.map(|p| p.get())
            prop:value=move || edit.with(|e| get(e).clone())
            on:input=move |ev| edit.update(|e| set(e, event_target_value(&ev))) /></td>
    }
}

/// A field's accessible name: "DWZ Müller,Hans", "Geburtsjahr Müller,Hans".
fn field_label(lang: Signal<Lang>, word: Result<TMsg, &'static str>, name: &str) -> Signal<String> {
    let name = name.to_string();
    Signal::derive(move || match word {
        Ok(m) => format!("{} {name}", lang.get().text(m)),
        Err(fixed) => format!("{fixed} {name}"),
    })
}

/// How the list found the player; where it is ambiguous, the choice of the rows that fit.
#[component]
fn ListCell(row: Row, name: String) -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let choose = move |ev: leptos::ev::Event| {
        let chosen = event_target_value(&ev).parse::<usize>().ok();
        row.chosen.set(chosen);
        if let Some(base) = p.loaded.with_untracked(|l| l.as_ref()?.edit(row.k)) {
            row.apply_list(&base);
        }
    };
    let choice = move |m: &ListMatch, l: Lang| {
        let chosen = row.chosen.get();
        view! {
            <select id=format!("f{}-list", row.k + 1) aria-label=format!("{} {name}", l.text(TMsg::Choose)) on:change=choose>
                <option value="" selected=chosen.is_none()>{l.text(TMsg::ChooseNone)}</option>
                {m.candidates.iter().map(|c| view! {
                    <option value=c.row.to_string() selected=chosen == Some(c.row)>{candidate_text(l, c)}</option>
                }).collect_view()}
            </select>
        }
    };
    move || {
        let l = lang.get();
        row.found.with(|m| {
            let m = m.as_ref()?;
            Some(if m.found == Found::Ambiguous {
                choice(m, l).into_any()
            } else {
                let class = if m.found == Found::NotInList {
                    "none"
                } else {
                    "yes"
                };
                view! { <span class=format!("found {class}")>{l.text(m.found.label())}</span> }
                    .into_any()
            })
        })
    }
}

/// One player's row: his fields, how the list found him, and what is wrong with his fields.
#[component]
fn PlayerRow(row: Row) -> impl IntoView {
    let p = page();
    let lang: Signal<Lang> = p.shared.lang.into();
    let (name, fide) = p
        .loaded
        .with_untracked(|l| {
            let pl = l.as_ref()?.tournament.players.get(row.k)?;
            let name = pl.name.clone().unwrap_or_else(|| pl.id.clone());
            Some((name, pl.dwz.is_some() && pl.index.is_none()))
        })
        .unwrap_or_default();
    let label = |word| field_label(lang, word, &name);
    let id = |field: &str| format!("f{}-{field}", row.k + 1);
    let edit = row.edit;
    let error = move || row.typed.with(|t| t.error_text(lang.get()));
    view! {
        <tr role="row">
            <td role="cell">{row.k + 1}</td>
            <th scope="row" role="rowheader" inner_html=name_html(&name)></th>
            <Cell edit label=label(Err("DWZ")) get=|e| &e.dwz set=|e, v| e.dwz = v id=id("dwz") numeric=true size=5/>
            <Cell edit label=label(Err("Index")) get=|e| &e.index set=|e, v| e.index = v id=id("index") numeric=true size=3
                placeholder=Signal::stored(if fide { "6" } else { "" })/>
            <Cell edit label=label(Ok(TMsg::BirthYear)) get=|e| &e.birth set=|e, v| e.birth = v id=id("birth") numeric=true size=5/>
            <td role="cell"><input type="checkbox" aria-label=label(Ok(TMsg::DsbMember)) prop:checked=move || edit.with(|e| e.member)
                on:change=move |ev| { let on = event_target_checked(&ev); edit.update(|e| e.member = on); } /></td>
            <Cell edit label=label(Err("Restpartien")) get=|e| &e.rest set=|e, v| e.rest = v id=id("rest") size=18
                placeholder=tr(TMsg::RestPlaceholder)/>
            <Cell edit label=label(Err("INGO")) get=|e| &e.ingo set=|e, v| e.ingo = v id=id("ingo") size=7
                placeholder=Signal::stored("128/5")/>
            <td class="list-cell" role="cell"><ListCell row name=name.clone()/></td>
            <td class="error" role="cell">{error}</td>
        </tr>
    }
}
