//! The FIDE view of the page's tournament, made by the second module: each player's Elo change
//! as the next list will show it (K from his rating and age; 30 or more games before him unless
//! the player table says otherwise), his performance, and an unrated player's initial rating
//! where the tournament gives him 5 rated games. The core computes ([`crate::fide`]).

use crate::dwz::Tournament;
use crate::fide::estimate::{FideEstimate, RatedElo, UnratedElo};
use crate::fide::tournament::{rate_tournament, FidePlayer};
use crate::i18n::{Lang, TMsg, XMsg};
use crate::web::common::html::{esc, legend_html, table_start};

/// What the table's marks mean.
const LEGEND: [XMsg; 3] = [
    XMsg::FideLegendK,
    XMsg::FideLegendNotRated,
    XMsg::FideLegendFloor,
];

/// The view: the legend and the table (or the error where the tournament cannot be rated).
///
/// ```
/// use wertung::dwz::{Date, Game, GameResult, Kind, Player, Tournament};
/// use wertung::fide::tournament::FidePlayer;
/// use wertung::i18n::Lang;
/// use wertung::web::turnier::extras::fide::fide_html;
/// let t = Tournament { name: String::new(), end_date: Date::new(2026, 11, 28).unwrap(), kind: Kind::Tournament,
///     players: vec![Player::new("A"), Player::new("B")],
///     games: vec![Game { white: "A".into(), black: "B".into(), result: GameResult::WhiteWins, round: None }] };
/// let fide = [FidePlayer { rating: Some(1820), ..FidePlayer::default() }, FidePlayer::default()];
/// let html = fide_html(Lang::De, &t, &fide);
/// assert!(html.contains("<table"));
/// assert!(html.contains("erst 0 gewertete Partien")); // B is unrated; A's game against him is not rated
/// ```
pub fn fide_html(l: Lang, t: &Tournament, fide: &[FidePlayer]) -> String {
    let rated = match rate_tournament(t, fide) {
        Ok(r) => r,
        Err(e) => {
            return format!(
                "<p class=\"error\" role=\"alert\">{}</p>",
                esc(&l.error(&e))
            )
        }
    };
    let mut h = legend_html(LEGEND.map(|m| l.text(m)));
    let heads = [
        "#",
        l.text(TMsg::ColPlayer),
        "Elo",
        "K",
        "n",
        l.text(XMsg::Pts),
        l.text(XMsg::FideExpected),
        "+/−",
        l.text(XMsg::FideNew),
        l.text(XMsg::FidePerformance),
    ];
    h.push_str(&table_start("evaluation", "fide", heads));
    for (k, e) in rated.iter().enumerate() {
        let name = t.players[k].name.as_deref().unwrap_or(&t.players[k].id);
        h.push_str(&match e {
            FideEstimate::Rated(r) => rated_row(l, k, name, r),
            FideEstimate::Unrated(u) => unrated_row(l, k, name, u),
        });
    }
    h.push_str("</tbody></table>");
    h
}

/// A rated player's row.
fn rated_row(l: Lang, k: usize, name: &str, r: &RatedElo) -> String {
    let change = if r.change > 0 {
        format!("+{}", r.change)
    } else {
        l.num(r.change as f64, 0)
    };
    let new = if r.listed {
        r.rn.to_string()
    } else {
        format!("({})", r.rn)
    };
    format!(
        "<tr data-id=\"{k}\"><td>{}</td><td>{}</td><td>{}</td><td title=\"{}\">{}</td><td>{}</td><td>{}</td><td>{}</td><td>{change}</td><td class=\"new\">{new}</td><td>{}</td></tr>",
        k + 1,
        esc(name),
        r.ro,
        esc(&l.fide_k_reason(&r.k)),
        r.k.k,
        r.n,
        l.num(r.w as f64 / 100.0, 1),
        l.num(r.we as f64 / 100.0, 2),
        r.rp.map(|x| x.to_string()).unwrap_or_default(),
    )
}

/// An unrated player's row: his initial rating, or why there is none yet.
fn unrated_row(l: Lang, k: usize, name: &str, u: &UnratedElo) -> String {
    let i = &u.initial;
    let real_games = i.games_played();
    let new = match (i.ru, i.reason) {
        (Some(ru), _) => ru.to_string(),
        (None, Some(reason)) => esc(&l.no_initial_rating(reason)),
        (None, None) => String::new(),
    };
    format!(
        "<tr data-id=\"{k}\"><td>{}</td><td>{}</td><td>–</td><td></td><td>{real_games}</td><td>{}</td><td></td><td></td><td class=\"new\">{new}</td><td></td></tr>",
        k + 1,
        esc(name),
        l.num(i.points_scored() as f64 / 100.0, 1),
    )
}
