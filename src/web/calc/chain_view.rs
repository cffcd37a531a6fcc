//! "Meine Turniere" as data ([`Block`]s): the card of the tournaments like the DSB's player card, each
//! with its games to open, the chart across them, and the one line of the summary.

use super::chart::chain_chart;
use super::estimate_view::{headline, not_counted, rating_index, Rows};
use super::shown::{join, Block, Card, CardLine, Text};
use crate::dwz::chain::{Chain, ChainStatus, ChainStep};
use crate::dwz::estimate::EstimateResult;
use crate::i18n::{CalcResultWords, FormWords};

/// The chain's line: the DWZ after the last tournament, or why there is none yet.
pub fn chain_summary(c: &Chain, rows: &Rows) -> Text {
    match c.final_rating {
        Some((r, i)) => join([
            CalcResultWords::DwzAfterAll.into(),
            ": ".into(),
            rating_index(r, i),
            rows.provisional_suffix(),
        ]),
        None => CalcResultWords::NoFirst.into(),
    }
}

/// The heads of the card's columns (Turnier, Ende, Punkte, Partien, Wₑ, K, Gegner-Ø, Leistung,
/// DWZ neu-Index).
fn heads() -> [Text; 9] {
    [
        FormWords::TournamentName.into(),
        FormWords::EndDate.into(),
        CalcResultWords::PointsShort.into(),
        FormWords::Games.into(),
        CalcResultWords::ExpectationShort.into(),
        CalcResultWords::KShort.into(),
        CalcResultWords::OppAverageShort.into(),
        CalcResultWords::PerformanceShort.into(),
        CalcResultWords::NewDwzIndex.into(),
    ]
}

/// "Meine Turniere" like the DSB's player card: the DWZ at the end, a line a tournament in the
/// order of the evaluation (`heads`), each with its games to open, and the chart of DWZ and
/// performance across them.
pub fn chain_blocks(c: &Chain, rows: &Rows) -> Vec<Block> {
    let mut blocks = chain_headline(c, rows);
    blocks.push(Block::Card(Card {
        heads: heads().to_vec(),
        lines: c.steps.iter().map(|s| card_line(s, rows)).collect(),
    }));
    blocks.extend(chain_chart(c));
    if c.final_rating.is_none() && !c.rest_games.is_empty() {
        blocks.push(Block::Line(
            "chain-rest",
            "hint",
            join([
                CalcResultWords::RestGamesAfter.into(),
                ": ".into(),
                (c.rest_games.len() as i64).into(),
            ]),
        ));
    }
    blocks
}

/// The DWZ after the last tournament (or that there is no first DWZ yet), and the rows that
/// cannot be read.
fn chain_headline(c: &Chain, rows: &Rows) -> Vec<Block> {
    let (value, label) = match c.final_rating {
        Some((r, i)) => (Some(rating_index(r, i)), CalcResultWords::DwzAfterAll),
        None => (None, CalcResultWords::NoFirst),
    };
    let mut blocks = vec![headline(
        label,
        ("chain-dwz", "change"),
        value,
        None,
        rows.provisional(),
    )];
    if !rows.not_read.is_empty() {
        blocks.extend(not_counted(&[], rows));
    }
    blocks
}

/// A tournament's cells after its name, in the order of [`heads`]; `typed`: its game rows
/// with something typed (the games cell says how many of them count: "5 von 7").
fn step_cells(step: &ChainStep, typed: usize) -> [Text; 8] {
    const DASH: Text = Text::Sign("–");
    let n = |x: Option<f64>, places| x.map_or(DASH, |v| Text::num(v, places));
    let (w, games, we, k, rc, rh) = match &step.result {
        EstimateResult::Rated(r) => (
            Text::score(r.w),
            r.n,
            n(r.we, 3),
            n(r.k.map(|k| k.k), 1),
            n(r.rc, 0),
            n(r.rh, 0),
        ),
        EstimateResult::First(f) => (Text::score(f.w), f.n, DASH, DASH, n(f.rc, 0), DASH),
    };
    let new = match (step.status, step.rating_left(), &step.result) {
        (ChainStatus::NoRatingYet, _, EstimateResult::First(f)) => {
            f.none_because.map(Text::GamesMissing).unwrap_or_default()
        }
        (_, Some((r, Some(i))), _) => rating_index(r, i),
        _ => DASH,
    };
    let games = if games < typed {
        Text::GamesOf(games, typed)
    } else {
        (games as i64).into()
    };
    [Text::Date(step.end_date), w, games, we, k, rc, rh, new]
}

/// A tournament's line of the card, and its games to open below it.
fn card_line(step: &ChainStep, rows: &Rows) -> CardLine {
    let (number, typed) = rows
        .chain
        .get(step.position)
        .copied()
        .unwrap_or((step.position + 1, 0));
    let name = if step.name.is_empty() {
        join([
            FormWords::TournamentName.into(),
            " ".into(),
            (number as i64).into(),
        ])
    } else {
        step.name.clone().into()
    };
    // The head as a label too: on a phone the cells stack, each with its label.
    let cells = heads()[1..]
        .iter()
        .cloned()
        .zip(step_cells(step, typed))
        .collect();
    CardLine {
        games_title: join([
            FormWords::Games.into(),
            " (".into(),
            name.clone(),
            ")".into(),
        ]),
        name,
        cells,
        games: chain_games(step),
    }
}

/// A tournament's games: opponent, result, and for a rated player the change.
fn chain_games(step: &ChainStep) -> Vec<Text> {
    match &step.result {
        EstimateResult::Rated(r) => r
            .changes
            .iter()
            .map(|g| {
                join([
                    (g.opponent_rating as i64).into(),
                    " (".into(),
                    Text::score(g.score),
                    "): ".into(),
                    Text::signed(g.change, 1),
                ])
            })
            .collect(),
        EstimateResult::First(_) => step
            .input
            .games
            .iter()
            .map(|g| {
                let rating = g
                    .opponent_rating
                    .map_or(FormWords::WithoutDwz.into(), |r| i64::from(r).into());
                join([rating, " (".into(), g.result.text().into(), ")".into()])
            })
            .collect(),
    }
}
