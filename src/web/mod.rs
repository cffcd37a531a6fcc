//! The Leptos front-end. It parses what the user types, calls the core and presents; no rating
//! arithmetic lives here.

use crate::dwz::estimate::{
    EstimateGame, EstimateInput, EstimateKind, EstimateResult, SingleResult,
};
use crate::dwz::{estimate, Date, Mode, Parameters};
use crate::formats::text::decimal;
use leptos::prelude::*;

/// Mounts the app on the page's body.
pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}

/// Player B of Anhang 3.1 in the Nachberechnung, computed by the core.
fn example() -> Option<(f64, f64)> {
    let games = [
        (2220, 0.0),
        (1800, 0.5),
        (1961, 1.0),
        (1179, 1.0),
        (2329, 0.0),
    ]
    .map(|(r, s)| EstimateGame {
        opponent_rating: Some(r),
        result: SingleResult::Score(s),
    })
    .to_vec();
    let input = EstimateInput {
        kind: EstimateKind::Recheck,
        end_date: Date::parse("2026-12-12"),
        dwz: Some(2100),
        index: Some(55),
        birth_year: Some(2004),
        k: Some(32.0),
        games,
        rest_games: Vec::new(),
    };
    match estimate(&input, Mode::Table, &Parameters::default()).ok()? {
        EstimateResult::Rated(r) => Some((r.we?, r.rn?)),
        EstimateResult::First(_) => None,
    }
}

#[component]
fn App() -> impl IntoView {
    let result = example();
    view! {
        <main>
            <h1>"Wertung"</h1>
            <p>"DWZ-Rechner nach der Wertungsordnung 2026."</p>
            {match result {
                Some((we, rn)) => view! {
                    <p id="example">
                        "Spieler B (Anhang 3.1), Nachberechnung: Punkterwartung W"<sub>"e"</sub>" = "
                        <span id="we">{decimal(we, 3)}</span>", neue DWZ "
                        <span id="rn">{format!("{}", rn as i64)}</span>
                    </p>
                }.into_any(),
                None => view! { <p>"Keine Berechnung möglich."</p> }.into_any(),
            }}
        </main>
    }
}
