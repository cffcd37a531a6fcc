//! "Meine Turniere" as data ([`Block`]s): the card of the tournaments like the DSB's player card, each
//! with its games to open, the chart across them, and the one line of the summary.

use super::chart::chain_chart;
use super::estimate_view::{headline, not_counted, Rows};
use super::shown::{Block, Card, CardLine};
use crate::dwz::chain::{Chain, ChainStatus, ChainStep};
use crate::dwz::estimate::EstimateResult;
use crate::i18n::{Lang, Msg, PartMsg};
use crate::web::common::html::date_text;

/// The chain's line: the DWZ after the last tournament, or why there is none yet.
pub fn chain_summary(l: Lang, c: &Chain, rows: &Rows) -> String {
    let provisional = rows.provisional_suffix(l);
    match c.final_rating {
        Some((r, i)) => format!(
            "{}: {} - {i}{provisional}",
            l.text(PartMsg::DwzAfterAll),
            r as i64
        ),
        None => l.text(PartMsg::NoFirst).to_string(),
    }
}

/// The heads of the card's columns (Turnier, Ende, Punkte, Partien, Wₑ, K, Gegner-Ø, Leistung,
/// DWZ neu-Index).
fn heads(l: Lang) -> [&'static str; 9] {
    let t = move |m: PartMsg| l.text(m);
    [
        l.text(Msg::TournamentName),
        l.text(Msg::EndDate),
        t(PartMsg::PointsShort),
        l.text(Msg::Games),
        t(PartMsg::ExpectationShort),
        t(PartMsg::KShort),
        t(PartMsg::OppAverageShort),
        t(PartMsg::PerformanceShort),
        t(PartMsg::NewDwzIndex),
    ]
}

/// "Meine Turniere" like the DSB's player card: the DWZ at the end, a line a tournament in the
/// order of the evaluation (`heads`), each with its games to open, and the chart of DWZ and
/// performance across them.
pub fn chain_blocks(l: Lang, c: &Chain, rows: &Rows) -> Vec<Block> {
    let mut blocks = chain_headline(l, c, rows);
    blocks.push(Block::Card(Card {
        heads: heads(l).map(str::to_string).to_vec(),
        lines: c.steps.iter().map(|s| card_line(l, s, rows)).collect(),
    }));
    blocks.extend(chain_chart(l, c));
    if c.final_rating.is_none() && !c.rest_games.is_empty() {
        blocks.push(Block::Line(
            "chain-rest",
            "hint",
            format!(
                "{}: {}",
                l.text(PartMsg::RestGamesAfter),
                c.rest_games.len()
            ),
        ));
    }
    blocks
}

/// The DWZ after the last tournament (or that there is no first DWZ yet), and the rows that
/// cannot be read.
fn chain_headline(l: Lang, c: &Chain, rows: &Rows) -> Vec<Block> {
    let (value, label) = match c.final_rating {
        Some((r, i)) => (format!("{} - {i}", r as i64), l.text(PartMsg::DwzAfterAll)),
        None => (String::new(), l.text(PartMsg::NoFirst)),
    };
    let mut blocks = vec![headline(
        label,
        ("chain-dwz", "change"),
        value,
        String::new(),
        rows.provisional(),
    )];
    if !rows.not_read.is_empty() {
        blocks.extend(not_counted(l, &[], rows));
    }
    blocks
}

/// A tournament's cells after its name, in the order of [`heads`]; `typed`: its game rows
/// with something typed (the games cell says how many of them count: "5 von 7").
fn step_cells(l: Lang, step: &ChainStep, typed: usize) -> [String; 8] {
    let dash = || "–".to_string();
    let n = |x: Option<f64>, places| x.map_or_else(dash, |v| l.num(v, places));
    let (w, games, we, k, rc, rh) = match &step.result {
        EstimateResult::Rated(r) => (
            l.score(r.w),
            r.n,
            n(r.we, 3),
            n(r.k.map(|k| k.k), 1),
            n(r.rc, 0),
            n(r.rh, 0),
        ),
        EstimateResult::First(f) => (l.score(f.w), f.n, dash(), dash(), n(f.rc, 0), dash()),
    };
    let new = match (step.status, step.rating_left(), &step.result) {
        (ChainStatus::NoRatingYet, _, EstimateResult::First(f)) => f
            .none_because
            .map(|r| l.games_missing(r))
            .unwrap_or_default(),
        (_, Some((r, Some(i))), _) => format!("{} - {i}", r as i64),
        _ => dash(),
    };
    let games = if games < typed {
        l.games_of(games, typed)
    } else {
        games.to_string()
    };
    [date_text(l, step.end_date), w, games, we, k, rc, rh, new]
}

/// A tournament's line of the card, and its games to open below it.
fn card_line(l: Lang, step: &ChainStep, rows: &Rows) -> CardLine {
    let (number, typed) = rows
        .chain
        .get(step.position)
        .copied()
        .unwrap_or((step.position + 1, 0));
    let name = if step.name.is_empty() {
        format!("{} {}", l.text(Msg::TournamentName), number)
    } else {
        step.name.clone()
    };
    // The head as a label too: on a phone the cells stack, each with its label.
    let cells = heads(l)[1..]
        .iter()
        .map(|m| m.to_string())
        .zip(step_cells(l, step, typed))
        .collect();
    CardLine {
        games_title: format!("{} ({name})", l.text(Msg::Games)),
        name,
        cells,
        games: chain_games(l, step),
    }
}

/// A tournament's games: opponent, result, and for a rated player the change.
fn chain_games(l: Lang, step: &ChainStep) -> Vec<String> {
    match &step.result {
        EstimateResult::Rated(r) => r
            .changes
            .iter()
            .map(|g| {
                format!(
                    "{} ({}): {}",
                    g.opponent_rating as i64,
                    l.score(g.score),
                    l.signed(g.change, 1)
                )
            })
            .collect(),
        EstimateResult::First(_) => step
            .input
            .games
            .iter()
            .map(|g| {
                let rating = g
                    .opponent_rating
                    .map_or_else(|| l.text(Msg::WithoutDwz).to_string(), |r| r.to_string());
                format!("{rating} ({})", g.result.text())
            })
            .collect(),
    }
}
