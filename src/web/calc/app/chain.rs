//! "Meine Turniere": the tournaments not evaluated yet, each with its fields and games.

use super::fields::{kind, Kind, TextField, END, START};
use super::rows::{add_label, add_row, row_keys, GameList};
use super::state::{add_stylesheet, calc};
use crate::i18n::{CalcResultWords, FormWords};
use crate::web::calc::form::{FieldRef, List};
use crate::web::common::browser::T;
use crate::web::common::lazy::PartView;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// "Meine Turniere", loaded the first time its tab is chosen (the part `later`).
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
pub(super) fn chain_part() -> PartView {
    Ok(view! { <ChainList/> }.into_any())
}

/// "Meine Turniere": the tournaments not evaluated yet, each with its games; add, remove and
/// move up or down.
#[component]
fn ChainList() -> impl IntoView {
    let c = calc();
    add_stylesheet("chain.css");
    let full = move || c.form.with(|f| f.full(List::Tournaments));
    view! {
        <section class="chain" aria-labelledby="chain-title">
            <h2 id="chain-title"><T m=FormWords::TabChain/></h2>
            <ol class="tournaments">
                <ForEnumerate each=row_keys(List::Tournaments) key=|k| *k
                    children=move |index, (_, id)| view! { <TournamentCard id index/> }/>
            </ol>
            <button type="button" class="add" id="add-tournament" disabled=full
                on:click=move |_| add_row(List::Tournaments)>{add_label(full, CalcResultWords::AddTournament, FormWords::TournamentsAtLimit, List::Tournaments)}</button>
        </section>
    }
}

const NAME: Kind = kind(
    FormWords::TournamentName,
    false,
    Some(FormWords::ExampleTournament),
);
const TOURNAMENT_K: Kind = kind(FormWords::KOfEvaluation, false, Some(FormWords::Optional));

/// A tournament of "Meine Turniere": its fields and games. `index`: its place (from 0).
#[component]
fn TournamentCard(id: u32, index: ReadSignal<usize>) -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    let n = move || index.get() + 1;
    let name = c.text(FieldRef::TournamentName(id));
    let title = move || {
        let typed = name.try_with(|s| s.trim().to_string()).unwrap_or_default();
        if typed.is_empty() {
            format!("{} {}", lang.get().text(FormWords::TournamentName), n())
        } else {
            typed
        }
    };
    // A tournament removed can be undone, like a reset.
    let action = move |m: CalcResultWords,
                       text: &'static str,
                       f: fn(&mut super::state::FormSignals, u32)| {
        let undoable = m == CalcResultWords::RemoveTournament;
        let click = move |_| {
            let before = undoable.then(|| c.now());
            c.edit(|x| f(x, id));
            if let Some(before) = before {
                c.undo.set(Some((before, FormWords::RowRemoved)));
            }
        };
        view! {
            <button type="button" aria-label=move || format!("{} {}", lang.get().text(m), n())
                on:click=click>{text}</button>
        }
    };
    view! {
        <li class="tournament">
            <div class="card-head">
                <h3>{title}</h3>
                <div class="card-actions">
                    {action(CalcResultWords::MoveUp, "↑", |f, id| f.move_tournament(id, true))}
                    {action(CalcResultWords::MoveDown, "↓", |f, id| f.move_tournament(id, false))}
                    {action(CalcResultWords::RemoveTournament, "×", |f, id| f.remove_row(List::Tournaments, id))}
                </div>
            </div>
            <div class="fields">
                <TextField field=FieldRef::TournamentName(id) kind=NAME/>
                {[(FieldRef::TournamentEnd(id), END), (FieldRef::TournamentStart(id), START),
                    (FieldRef::TournamentK(id), TOURNAMENT_K)]
                    .map(|(field, kind)| view! { <TextField field kind/> })}
            </div>
            <GameList list=List::TournamentGames(id)/>
        </li>
    }
}
