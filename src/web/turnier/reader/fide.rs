//! The FIDE view of the page's tournament, made by the second module: each player's Elo change
//! as the next list will show it (K from his rating and age; 30 or more games before him unless
//! the player table says otherwise), his performance, and an unrated player's initial rating
//! where the tournament gives him 5 rated games. The core computes ([`crate::fide`]).

use crate::dwz::Tournament;
use crate::fide::estimate::{FideEstimate, RatedElo, UnratedElo};
use crate::fide::tournament::{rate_tournament, FidePlayer};
use crate::i18n::{Lang, TournamentViewWords};
use crate::web::turnier::result_views::{ResultView, Table, TableCell, TableRow, Word, Worded};

/// What the table's marks mean.
const LEGEND: [TournamentViewWords; 3] = [
    TournamentViewWords::FideLegendK,
    TournamentViewWords::FideLegendNotRated,
    TournamentViewWords::FideLegendFloor,
];

/// The view: the legend and the table (or the error where the tournament cannot be rated), its
/// cells numbers and message keys the page words.
///
/// ```
/// use wertung::dwz::{Date, Game, GameResult, Kind, Player, Tournament};
/// use wertung::fide::tournament::FidePlayer;
/// use wertung::i18n::Lang;
/// use wertung::web::turnier::reader::fide::fide_view;
/// let t = Tournament { name: String::new(), end_date: Date::new(2026, 11, 28).unwrap(), kind: Kind::Tournament,
///     players: vec![Player::new("A"), Player::new("B")],
///     games: vec![Game { white: "A".into(), black: "B".into(), result: GameResult::WhiteWins, round: None }] };
/// let fide = [FidePlayer { rating: Some(1820), ..FidePlayer::default() }, FidePlayer::default()];
/// let table = fide_view(&t, &fide).table.unwrap();
/// assert_eq!(table.id, "fide");
/// // B is unrated; A's game against him is not rated.
/// assert_eq!(table.rows[0].cells[8].text.text(Lang::De), "1820");
/// assert!(table.rows[1].cells[8].text.text(Lang::De).contains("erst 0 gewertete Partien"));
/// ```
pub fn fide_view(t: &Tournament, fide: &[FidePlayer]) -> ResultView {
    let rated = match rate_tournament(t, fide) {
        Ok(r) => r,
        Err(e) => {
            return ResultView {
                error: Worded::by(|l: Lang| l.error(&e)),
                ..ResultView::default()
            }
        }
    };
    let heads: [Word; 10] = [
        "#".into(),
        TournamentViewWords::Player.into(),
        "Elo".into(),
        "K".into(),
        "n".into(),
        TournamentViewWords::Pts.into(),
        TournamentViewWords::FideExpected.into(),
        "+/−".into(),
        TournamentViewWords::FideNew.into(),
        TournamentViewWords::FidePerformance.into(),
    ];
    let rows = rated
        .iter()
        .enumerate()
        .map(|(k, e)| {
            let name = t.players[k].name.as_deref().unwrap_or(&t.players[k].id);
            TableRow {
                id: k.to_string(),
                cells: match e {
                    FideEstimate::Rated(r) => rated_row(k, name, r),
                    FideEstimate::Unrated(u) => unrated_row(k, name, u),
                },
            }
        })
        .collect();
    ResultView {
        legend: LEGEND.to_vec(),
        table: Some(Table {
            id: "fide".into(),
            heads: heads.to_vec(),
            rows,
        }),
        ..ResultView::default()
    }
}

/// A rated player's cells.
fn rated_row(k: usize, name: &str, r: &RatedElo) -> Vec<TableCell> {
    let change = if r.change > 0 {
        Word::text_of(format!("+{}", r.change))
    } else {
        Word::Num(r.change as f64, 0)
    };
    let new = if r.listed {
        r.rn.to_string()
    } else {
        format!("({})", r.rn)
    };
    vec![
        TableCell::plain((k + 1).to_string()),
        TableCell::plain(name),
        TableCell::plain(r.ro.to_string()),
        TableCell {
            text: r.k.k.to_string().into(),
            title: Word::FideK(r.k),
            ..TableCell::default()
        },
        TableCell::plain(r.n.to_string()),
        TableCell::plain(Word::Num(r.w as f64 / 100.0, 1)),
        TableCell::plain(Word::Num(r.we as f64 / 100.0, 2)),
        TableCell::plain(change),
        TableCell::with_class(new, "new"),
        TableCell::plain(r.rp.map(|x| x.to_string()).unwrap_or_default()),
    ]
}

/// An unrated player's cells: his initial rating, or why there is none yet.
fn unrated_row(k: usize, name: &str, u: &UnratedElo) -> Vec<TableCell> {
    let i = &u.initial;
    let new = match (i.ru, i.reason) {
        (Some(ru), _) => ru.to_string().into(),
        (None, Some(reason)) => Word::NoInitialRating(reason),
        (None, None) => Word::default(),
    };
    vec![
        TableCell::plain((k + 1).to_string()),
        TableCell::plain(name),
        TableCell::plain("–"),
        TableCell::default(),
        TableCell::plain(i.games_played().to_string()),
        TableCell::plain(Word::Num(i.points_scored() as f64 / 100.0, 1)),
        TableCell::default(),
        TableCell::default(),
        TableCell::with_class(new, "new"),
        TableCell::default(),
    ]
}
