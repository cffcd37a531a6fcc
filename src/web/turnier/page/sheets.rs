//! The scoresheets and the Gesamtiteration rendered from their data
//! ([`crate::web::turnier::sheets`]) in the page's language: a language switch words the same
//! data again, computing nothing.

use super::players::{name_view, who};
use super::state::{page, Page, Timed};
use crate::i18n::{Lang, TournamentViewWords, TournamentWords};
use crate::web::turnier::evaluation::notes::rest_games_words;
use crate::web::turnier::sheets::{self, words};
use crate::web::turnier::sheets::{Counts, Scoresheet, SheetRow, Trace};
use leptos::prelude::*;

/// The scoresheets of the page's evaluation (in its arithmetic mode): the one of player `id`,
/// or every player's where `id` is `None`; none where the tournament cannot be evaluated.
pub(super) fn scoresheets(p: Page, id: Option<&str>) -> Vec<Scoresheet> {
    let who = who(p);
    p.applied.with(|a| {
        p.evaluation.with(|e| match (a, e) {
            (Some((t, _)), Some(Timed { result: Ok(e), .. })) => match id {
                Some(id) => sheets::scoresheet(t, e, id, &who).into_iter().collect(),
                None => sheets::all_scoresheets(t, e, &who),
            },
            _ => Vec::new(),
        })
    })
}

/// The Gesamtiteration of the page's evaluation; none where nobody is iterated.
pub(super) fn trace(p: Page) -> Option<Trace> {
    p.evaluation.with(|e| match e {
        Some(Timed { result: Ok(e), .. }) => sheets::trace(e),
        _ => None,
    })
}

/// A term and its value in the sheet's head.
fn item(term: impl IntoView + 'static, value: impl IntoView + 'static) -> impl IntoView {
    view! { <div><dt>{term}</dt><dd>{value}</dd></div> }
}

/// A line of the table: its six cells; a line that does not count is muted, its last cell the
/// reason.
fn row_view(l: Lang, row: &SheetRow) -> impl IntoView {
    let (number, colour, who, rating, result, last, counted): (
        String,
        String,
        String,
        AnyView,
        String,
        String,
        bool,
    ) = match row {
        SheetRow::Game {
            number,
            white,
            opponent,
            got,
            counts,
        } => {
            let (rating, last, counted) = match counts {
                Counts::Counted {
                    rating,
                    mark,
                    expected,
                } => {
                    let num = l.num(*rating, 0);
                    let rating = match mark.map(words::mark) {
                        Some((r, sub)) => {
                            view! { {num}" "<b class="mark">{r}<sub>{sub}</sub></b> }.into_any()
                        }
                        None => num.into_any(),
                    };
                    (rating, words::expected(l, *expected), true)
                }
                Counts::Not(why) => ("–".into_any(), l.text(*why).to_string(), false),
            };
            let colour = words::colour(l, *white).to_string();
            let got = words::got(l, *got);
            (
                number.to_string(),
                colour,
                opponent.clone(),
                rating,
                got,
                last,
                counted,
            )
        }
        SheetRow::Bye { round, points } => (
            round.to_string(),
            "–".into(),
            l.text(TournamentViewWords::SheetBye).into(),
            "–".into_any(),
            points.map_or_else(|| "–".into(), |p| l.score(p)),
            l.text(TournamentViewWords::SheetByeReason).into(),
            false,
        ),
        SheetRow::Added {
            kind,
            rating,
            score,
            expected,
        } => (
            String::new(),
            String::new(),
            words::added(l, *kind).into(),
            l.num(*rating, 0).into_any(),
            l.score(*score),
            words::expected(l, *expected),
            true,
        ),
    };
    view! {
        <tr class=(!counted).then_some("not-counted")>
            <td>{number}</td><td>{colour}</td><td>{name_view(&who)}</td><td>{rating}</td>
            <td>{result}</td><td class=(!counted).then_some("reason")>{last}</td>
        </tr>
    }
}

/// Anhang 3.1.12: a player's scoresheet (the heading, the tournament, his ZPS and team where
/// known, DWZ alt and neu, his games, the sums, what the marks mean, his Restpartien).
#[component]
pub(super) fn SheetView(sheet: Scoresheet) -> impl IntoView {
    let lang = page().shared.lang;
    move || {
        let l = lang.get();
        let s = &sheet;
        let known = [
            (TournamentWords::ColZps, &s.zps),
            (TournamentWords::ColTeam, &s.team),
        ]
        .into_iter()
        .filter(|(_, v)| !v.is_empty())
        .map(|(m, v)| item(l.text(m), v.clone()))
        .collect_view();
        let first = if s.by_round {
            l.text(TournamentViewWords::SheetRound)
        } else {
            "#"
        };
        let heads = [
            TournamentViewWords::SheetColour,
            TournamentViewWords::Opponent,
            TournamentViewWords::Rating,
            TournamentViewWords::Result,
        ]
        .map(|m| view! { <th scope="col">{l.text(m)}</th> });
        let rows = s.rows.iter().map(|r| row_view(l, r)).collect_view();
        let we = words::expected(l, s.we);
        let rest = (!s.rest.is_empty())
            .then(|| view! { <p>{l.text(TournamentViewWords::RestStored)}": "{rest_games_words(l, &s.rest)}</p> });
        view! {
            <h3>{l.text(TournamentViewWords::Scoresheet)}" – "{s.name.clone()}</h3>
            <dl class="head sheet-head">
                {item(l.text(TournamentViewWords::SheetTournament), s.tournament.clone())}
                {known}
                {item(l.text(TournamentWords::ColRo), words::indexed(l, s.old))}
                {item(l.text(TournamentWords::ColNew), words::indexed(l, s.new))}
            </dl>
            <table class="sheet">
                <thead><tr><th scope="col">{first}</th>{heads}<th scope="col">"P(D)"</th></tr></thead>
                <tbody>{rows}</tbody>
                <tfoot><tr><th scope="row" colspan="4">{l.text(TournamentViewWords::SheetSum)}</th><td>{l.score(s.w)}</td><td>{we}</td></tr></tfoot>
            </table>
            <p>{words::sums_line(l, s.w, s.n, s.k)}</p>
            {s.marked().then(|| view! { <p class="hint">{l.text(TournamentViewWords::SheetMarks)}</p> })}
            {rest}
        }
    }
}

/// The Gesamtiteration step by step (Anhang 3.1.4): a column an iterated player, a row a step.
#[component]
pub(super) fn TraceTable(trace: Trace) -> impl IntoView {
    let heads = trace
        .players
        .into_iter()
        .map(|name| view! { <th scope="col">{name}</th> })
        .collect_view();
    let steps = trace
        .steps
        .into_iter()
        .enumerate()
        .map(|(k, step)| {
            let cells = step
                .into_iter()
                .map(|v| view! { <td>{crate::dwz::numeric::fixed(v, 0)}</td> })
                .collect_view();
            view! { <tr><td>{k + 1}</td>{cells}</tr> }
        })
        .collect_view();
    view! {
        <table class="trace">
            <thead><tr><th scope="col">"#"</th>{heads}</tr></thead>
            <tbody>{steps}</tbody>
        </table>
    }
}
