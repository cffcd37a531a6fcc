//! "Partie 2: Elo 2210 statt DWZ (WO 4.1.2)" in the results panel (so in its print too): the
//! games and remaining opponents whose rating is an Elo in place of a DWZ, as the form keeps
//! them ([`crate::web::calc::stand_in`]), from a list chosen here or from a shared link.

use super::state::calc;
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
                return Vec::new();
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
