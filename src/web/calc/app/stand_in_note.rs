//! "Partie 2: Elo 2210 statt DWZ (WO 4.1.2)" in the results panel (so in its print too): the
//! games and remaining opponents whose rating is an Elo in place of a DWZ, as the form keeps
//! them ([`crate::web::calc::stand_in`]), from a list chosen here or from a shared link; in
//! "Meine Turniere" each named with its tournament ("Turnier 1, Partie 2: …").

use super::state::{calc, FormSignals};
use crate::i18n::{FormWords, Lang};
use crate::web::calc::form::{rating_words, Tab};
use leptos::prelude::*;

/// The notes, a line each; none where no rating stands in.
#[component]
pub(super) fn StandInNotes() -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    let notes = Memo::new(move |_| {
        let l = lang.get();
        c.form.with(|f| {
            if f.tab == Tab::Chain {
                return chain_notes(l, f);
            }
            let remaining = f.remaining.get();
            let words: Vec<&str> = rating_words(&remaining).collect();
            f.stand_ins.notes(l, &f.row_ratings(false), &words)
        })
    });
    view! {
        <ul class="stand-ins" id="stand-ins" hidden=move || notes.with(Vec::is_empty)>
            {move || notes.get().into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}
        </ul>
    }
}

/// The notes of "Meine Turniere": each tournament's marked games, the tournament named as its
/// card names it (its name, or "Turnier 2").
fn chain_notes(l: Lang, f: &FormSignals) -> Vec<String> {
    f.tournaments
        .iter()
        .zip(f.tournament_ratings(false))
        .enumerate()
        .flat_map(|(k, (t, rows))| {
            let typed = t.name.with(|s| s.trim().to_string());
            let name = if typed.is_empty() {
                format!("{} {}", l.text(FormWords::TournamentName), k + 1)
            } else {
                typed
            };
            f.stand_ins.tournament_notes(l, &name, &rows)
        })
        .collect()
}
