//! Waldstein's Turnierleistung beside Gelbfuß, Sonneborn-Berger and Buchholz as data (numbers
//! and message keys, worded by the page), with the rankings compared in a small picture; made
//! by the second module.

use crate::dwz::numeric::fixed;
use crate::dwz::Tournament;
use crate::i18n::TournamentViewWords;
use crate::waldstein::{rank_text, report, Rank, Report, Status};
use crate::web::turnier::result_views::{
    RankLine, RanksPicture, ResultView, Table, TableCell, TableRow, Word,
};

/// What the figures of the table mean.
const LEGEND: [TournamentViewWords; 5] = [
    TournamentViewWords::LeistungLegendGelbfuss,
    TournamentViewWords::LeistungLegendSb,
    TournamentViewWords::LeistungLegendBuchholz,
    TournamentViewWords::LeistungLegendT,
    TournamentViewWords::LeistungLegendHomogeneity,
];

/// The players' rankings are compared in a picture for 2 to 40 players.
const PICTURED: std::ops::RangeInclusive<usize> = 2..=40;

/// The view: the legend, the table, the homogeneity, and the rankings compared.
pub fn leistung_view(t: &Tournament) -> ResultView {
    let r = report(&crate::waldstein::from_tournament(t));
    ResultView {
        legend: LEGEND.to_vec(),
        table: Some(table(t, &r)),
        after: r.homogeneity.map(|x| {
            let line = vec![
                TournamentViewWords::Homogeneity.into(),
                ": ".into(),
                Word::Num(x, 2),
            ];
            ("homogeneity".to_string(), Word::Seq(line, false))
        }),
        ranks: PICTURED
            .contains(&t.players.len())
            .then(|| ranks_picture(t, &r)),
        ..ResultView::default()
    }
}

/// The table: points, Gelbfuß, Sonneborn-Berger, Buchholz, t and T, each with its ranking.
fn table(t: &Tournament, r: &Report) -> Table {
    let rank = || Word::X(TournamentViewWords::Rank);
    let heads: [Word; 13] = [
        "#".into(),
        TournamentViewWords::Player.into(),
        TournamentViewWords::Pts.into(),
        rank(),
        TournamentViewWords::Gelbfuss.into(),
        rank(),
        TournamentViewWords::SonnebornBerger.into(),
        rank(),
        TournamentViewWords::Buchholz.into(),
        rank(),
        "t".into(),
        "T".into(),
        rank(),
    ];
    Table {
        id: "leistung".into(),
        heads: heads.to_vec(),
        rows: (0..t.players.len()).map(|i| row(t, r, i)).collect(),
    }
}

/// The row of player `i`; the ranks in one numbering style for the whole table ([`rank_text`]).
fn row(t: &Tournament, r: &Report, i: usize) -> TableRow {
    let p = &t.players[i];
    let roman = |rank: Rank| TableCell::plain(rank_text(rank, t.players.len()));
    let num = |x: Option<f64>, places| x.map_or_else(Word::default, |x| Word::Num(x, places));
    let (tt, q) = match r.status.get(i) {
        Some(Status::Rated) => (num(r.t[i], 3), num(r.quality[i], 2)),
        Some(Status::HorsConcours) => ("hors concours".into(), Word::default()),
        _ => ("–".into(), Word::default()),
    };
    let cells = vec![
        TableCell::plain((i + 1).to_string()),
        TableCell::plain(p.name.as_deref().unwrap_or(&p.id)),
        TableCell::plain(Word::Score(r.points[i])),
        roman(r.ranks_points[i]),
        TableCell::plain(Word::Num(r.gelbfuss[i], 2)),
        roman(r.ranks_gelbfuss[i]),
        TableCell::plain(Word::Num(r.sonneborn_berger[i], 2)),
        roman(r.ranks_sonneborn_berger[i]),
        TableCell::plain(Word::Num(r.buchholz[i], 2)),
        roman(r.ranks_buchholz[i]),
        TableCell::plain(tt),
        TableCell::plain(q),
        TableCell::with_class(rank_text(r.ranks_t[i], t.players.len()), "new"),
    ];
    TableRow {
        id: p.id.clone(),
        cells,
    }
}

/// Per column of rankings: each player's line in it (1-based), shared places in the order of
/// the table.
fn distinct_places(columns: &[(Word, &Vec<Rank>)], n: usize) -> Vec<Vec<usize>> {
    columns
        .iter()
        .map(|(_, ranks)| {
            let mut order: Vec<usize> = (0..n).collect();
            order.sort_by_key(|&i| (ranks[i].0, i));
            let mut line = vec![0; n];
            for (position, &i) in order.iter().enumerate() {
                line[i] = position + 1;
            }
            line
        })
        .collect()
}

/// The rankings side by side: a line a player from points to t.
fn ranks_picture(t: &Tournament, r: &Report) -> RanksPicture {
    let n = t.players.len();
    let columns = [
        (Word::X(TournamentViewWords::Points), &r.ranks_points),
        (TournamentViewWords::Gelbfuss.into(), &r.ranks_gelbfuss),
        (
            TournamentViewWords::SonnebornBerger.into(),
            &r.ranks_sonneborn_berger,
        ),
        (TournamentViewWords::Buchholz.into(), &r.ranks_buchholz),
        ("t".into(), &r.ranks_t),
    ];
    let row = 14.0;
    let x = |k: usize| 70.0 + k as f64 * 50.0;
    let y = |rank: usize| 20.0 + (rank as f64 - 1.0) * row;
    let places = distinct_places(&columns, n);
    let lines = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let points: Vec<String> = places
                .iter()
                .enumerate()
                .map(|(k, line)| format!("{},{}", fixed(x(k), 0), fixed(y(line[i]), 1)))
                .collect();
            RankLine {
                name: p.name.clone().unwrap_or_else(|| p.id.clone()),
                points: points.join(" "),
                left_y: fixed(y(places[0][i]) + 3.0, 1),
                right_y: fixed(y(places[4][i]) + 3.0, 1),
            }
        })
        .collect();
    RanksPicture {
        title: TournamentViewWords::RanksCompared,
        height: fixed(24.0 + row * n as f64, 0),
        columns: columns
            .iter()
            .enumerate()
            .map(|(k, (title, _))| (title.clone(), fixed(x(k), 0)))
            .collect(),
        lines,
    }
}
