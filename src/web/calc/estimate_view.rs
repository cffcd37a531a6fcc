//! A single estimate's panel as data ([`Block`]s): the headline (new DWZ or Erst-DWZ), the
//! figures of the calculation, the rows not counted, and its charts ([`super::chart`]); the one
//! line that says the result. Values come from the core; here only what is shown in which
//! order.

use super::chart::{change_bars, expectation_curve};
use super::shown::{Block, Figure, Headline};
use crate::dwz::estimate::{EstimateResult, FirstRatingEstimate, RatedEstimate, SingleResult};
use crate::dwz::{AgeGroup, Mode};
use crate::i18n::{Lang, PartMsg};

fn age_text(l: Lang, age: AgeGroup) -> &'static str {
    l.text(match age {
        AgeGroup::Youth => PartMsg::AgeYouth,
        AgeGroup::Junior => PartMsg::AgeJunior,
        AgeGroup::Adult => PartMsg::AgeAdult,
    })
}

/// What the page knows beside the estimate: the form's row number of each game given to the
/// core, the rows that could not be read (worded), the game results as typed (for the list of
/// games left out), and the expired Restpartien (their row numbers).
#[derive(Debug, Clone, Default)]
pub struct Rows {
    /// The form's row number of each game given to the core, in order.
    pub game_rows: Vec<usize>,
    /// The results of the games given to the core (to say why one was left out).
    pub results: Vec<SingleResult>,
    /// Messages of the rows that are not counted because they cannot be read.
    pub not_read: Vec<String>,
    /// Row numbers of Restpartien older than two years at the tournament end.
    pub expired: Vec<usize>,
    /// "Meine Turniere": each tournament given to the core, its place on the page and how many
    /// game rows were typed in it.
    pub chain: Vec<(usize, usize)>,
    /// The birth year was left empty (the core takes an adult).
    pub no_birth_year: bool,
}

impl Rows {
    /// While a row cannot be read, the result is provisional.
    pub fn provisional(&self) -> bool {
        !self.not_read.is_empty()
    }

    /// " (vorläufig)" to follow a summary line while the result is provisional, else "".
    pub fn provisional_suffix(&self, l: Lang) -> String {
        if self.provisional() {
            format!(" ({})", l.text(PartMsg::Provisional))
        } else {
            String::new()
        }
    }

    fn row(&self, game: usize) -> usize {
        self.game_rows.get(game).copied().unwrap_or(game + 1)
    }
}

/// The one line that says the result (the live region and the compact summary on a phone).
pub fn estimate_summary(l: Lang, r: &EstimateResult, rows: &Rows) -> String {
    let t = move |m: PartMsg| l.text(m);
    let provisional = rows.provisional_suffix(l);
    match r {
        EstimateResult::Rated(r) => match (r.rn, r.index_new, r.change()) {
            (Some(rn), Some(i), Some(c)) => format!(
                "{}: {} - {i} ({}){provisional}",
                t(PartMsg::NewDwz),
                rn as i64,
                l.signed(c, 0)
            ),
            _ => t(PartMsg::NoGamesYet).to_string(),
        },
        EstimateResult::First(f) => match (f.r1, f.none_because) {
            (Some(r1), _) => format!("{}: {} - 1{provisional}", t(PartMsg::FirstDwz), r1 as i64),
            (None, Some(reason)) => format!("{}: {}", t(PartMsg::NoFirst), l.games_missing(reason)),
            (None, None) => t(PartMsg::NoFirst).to_string(),
        },
    }
}

/// The calculator's results panel: the figures of an estimate, the change of every game as
/// bars and the expected-score curve, or why there is no first DWZ yet.
pub fn estimate_blocks(l: Lang, mode: Mode, r: &EstimateResult, rows: &Rows) -> Vec<Block> {
    match r {
        EstimateResult::Rated(r) => rated_blocks(l, mode, r, rows),
        EstimateResult::First(f) => first_blocks(l, f, rows),
    }
}

/// The headline of a panel: label, big value (`ids.0`), change (`ids.1`), whether the result is
/// provisional; an empty value or change is left out.
pub fn headline(
    label: &str,
    ids: (&'static str, &'static str),
    value: String,
    change: String,
    provisional: bool,
) -> Block {
    Block::Headline(Headline {
        label: label.to_string(),
        ids,
        value,
        change,
        provisional,
    })
}

/// The rows not counted: those that cannot be read, forfeits and opponents without DWZ
/// (`r_ignored`: the games the core left out), expired Restpartien; none where every row
/// counts.
pub fn not_counted(l: Lang, r_ignored: &[usize], rows: &Rows) -> Option<Block> {
    let mut items: Vec<String> = rows.not_read.clone();
    for &game in r_ignored {
        let why = match rows.results.get(game) {
            Some(SingleResult::ForfeitWin | SingleResult::ForfeitLoss) => PartMsg::IgnoredForfeit,
            _ => PartMsg::IgnoredNoDwz,
        };
        items.push(format!(
            "{} {}: {}",
            l.text(PartMsg::Game),
            rows.row(game),
            l.text(why)
        ));
    }
    for &row in &rows.expired {
        items.push(format!(
            "{} {row}: {}",
            l.text(PartMsg::RestGame),
            l.text(PartMsg::Expired)
        ));
    }
    (!items.is_empty()).then_some(Block::NotCounted(items))
}

fn rated_blocks(l: Lang, mode: Mode, r: &RatedEstimate, rows: &Rows) -> Vec<Block> {
    let t = move |m: PartMsg| l.text(m);
    let dash = || "–".to_string();
    let new_dwz = match (r.rn, r.index_new) {
        (Some(rn), Some(i)) => format!("{} - {}", rn as i64, i),
        _ => dash(),
    };
    let change = r.change().map(|x| l.signed(x, 0)).unwrap_or_default();
    let k_parts = match r.k {
        Some(_) if r.k_given => t(PartMsg::KGiven).to_string(),
        Some(k) => format!("{} · {} + {}", l.num(k.k0, 0), l.num(k.b, 3), l.num(k.a, 3)),
        None => dash(),
    };
    let figures = vec![
        Figure::new(t(PartMsg::Points), l.score(r.w), "w"),
        Figure::new(t(PartMsg::GamesN), r.n.to_string(), "n"),
        Figure::new(
            t(PartMsg::Expectation),
            r.we.map_or_else(dash, |w| l.num(w, 3)),
            "we",
        ),
        Figure::new(
            t(PartMsg::Difference),
            r.w_minus_we().map_or_else(dash, |x| l.signed(x, 3)),
            "diff",
        ),
        Figure::new(
            t(PartMsg::KFactor),
            r.k.map_or_else(dash, |k| l.num(k.k, 1)),
            "k",
        ),
        Figure::new(t(PartMsg::KParts), k_parts, "kparts"),
        Figure::new(
            t(PartMsg::OppAverage),
            r.rc.map_or_else(dash, |x| l.num(x, 0)),
            "rc",
        ),
        Figure::new(
            t(PartMsg::Performance),
            r.rh.map_or_else(dash, |x| l.num(x, 0)),
            "rh",
        ),
    ];
    let mut age = age_text(l, r.age_group).to_string();
    if rows.no_birth_year {
        age.push_str(" · ");
        age.push_str(t(PartMsg::BirthYearAssumed));
    }
    if r.index_assumed {
        age.push_str(" · ");
        age.push_str(t(PartMsg::IndexAssumed));
    }
    let bars: Vec<(String, f64)> = r
        .changes
        .iter()
        .map(|g| {
            (
                format!(
                    "{}. {} ({})",
                    rows.row(g.game),
                    g.opponent_rating as i64,
                    l.score(g.score)
                ),
                g.change,
            )
        })
        .collect();
    let ratings: Vec<f64> = r.changes.iter().map(|g| g.opponent_rating).collect();
    let mut blocks = vec![
        headline(
            t(PartMsg::NewDwz),
            ("new-dwz", "change"),
            new_dwz,
            change,
            rows.provisional(),
        ),
        Block::Line("", "age", age),
    ];
    blocks.extend(not_counted(l, &r.ignored, rows));
    blocks.push(Block::Figures(figures));
    blocks.extend(change_bars(bars, l));
    blocks.extend(expectation_curve(r.ro, r.w, &ratings, mode, l));
    blocks
}

fn first_blocks(l: Lang, f: &FirstRatingEstimate, rows: &Rows) -> Vec<Block> {
    let t = move |m: PartMsg| l.text(m);
    let n = move |x: f64| l.num(x, 0);
    let provisional = rows.provisional();
    if let Some(reason) = f.none_because {
        let mut blocks = vec![
            headline(
                t(PartMsg::NoFirst),
                ("first-dwz", "change"),
                String::new(),
                String::new(),
                provisional,
            ),
            Block::Line("no-first", "reason", l.no_first_rating(reason)),
        ];
        blocks.extend(not_counted(l, &f.ignored, rows));
        return blocks;
    }
    let dash = || "–".to_string();
    let r1 = f.r1.map_or_else(dash, n);
    let correction = f.correction().map_or_else(dash, |x| l.signed(x, 0));
    let values = [
        l.score(f.w),
        f.n.to_string(),
        f.rc.map_or_else(dash, n),
        f.rp.map_or_else(dash, n),
        f.ri.map_or_else(dash, n),
        correction,
        r1.clone(),
    ];
    let words = l.first_rating_words(values.each_ref().map(String::as_str));
    let labels = [
        (PartMsg::Points, "w"),
        (PartMsg::GamesN, "n"),
        (PartMsg::OppAverage, "rc"),
        (PartMsg::StartValue, "rp"),
        (PartMsg::IterationResult, "ri"),
        (PartMsg::Correction, "corr"),
        (PartMsg::FirstDwz, "r1"),
    ];
    let figures = labels
        .into_iter()
        .zip(values)
        .map(|((label, id), value)| Figure::new(t(label), value, id))
        .collect();
    let mut blocks = vec![headline(
        t(PartMsg::FirstDwz),
        ("first-dwz", "change"),
        format!("{r1} - 1"),
        String::new(),
        provisional,
    )];
    blocks.extend(not_counted(l, &f.ignored, rows));
    blocks.extend(f.fictive_draw.map(|d| {
        Block::Line(
            "fictive",
            "hint",
            format!("{} {} (100 %)", t(PartMsg::FictiveDraw), n(d)),
        )
    }));
    blocks.extend([
        Block::Line("first-words", "reason", words),
        Block::Figures(figures),
        Block::Trace(f.trace.iter().map(|&r| n(r)).collect()),
    ]);
    blocks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dwz::estimate::{estimate, EstimateGame, EstimateInput, EstimateKind};
    use crate::dwz::{Date, Parameters};
    use crate::web::calc::shown::{texts, Shape};

    fn b(games: &[(u32, SingleResult)]) -> EstimateResult {
        let input = EstimateInput {
            kind: EstimateKind::Recheck,
            end_date: Date::parse("2026-12-12"),
            dwz: Some(2100),
            index: Some(55),
            birth_year: Some(2004),
            k: Some(32.0),
            games: games
                .iter()
                .map(|&(r, result)| EstimateGame {
                    opponent_rating: Some(r),
                    result,
                })
                .collect(),
            rest_games: vec![],
        };
        estimate(&input, Mode::Table, &Parameters::default()).unwrap()
    }

    #[test]
    fn the_panel_keeps_the_form_s_row_numbers_and_says_what_is_not_counted() {
        use SingleResult::*;
        // Row 3 could not be read; row 5 is a forfeit.
        let games = [
            (2220, Score(0.0)),
            (1800, Score(0.5)),
            (1961, Score(1.0)),
            (1179, ForfeitWin),
        ];
        let r = b(&games);
        let rows = Rows {
            game_rows: vec![1, 2, 4, 5],
            results: games.iter().map(|g| g.1).collect(),
            not_read: vec!["Partie 3, Gegner-DWZ: „abc“ ist keine Zahl".into()],
            expired: vec![],
            ..Rows::default()
        };
        let blocks = estimate_blocks(Lang::De, Mode::Table, &r, &rows);
        let Some(Block::Headline(h)) = blocks.first() else {
            panic!("{blocks:?}")
        };
        assert!(h.provisional, "{h:?}");
        let text = texts(&blocks);
        assert!(text.contains("Partie 3, Gegner-DWZ: „abc“ ist keine Zahl"));
        assert!(text.contains("Partie 5: kampflos"), "{text}");
        assert!(
            text.contains("\n4. 1961 (1): "),
            "the bars keep the row numbers: {text}"
        );
        assert!(estimate_summary(Lang::De, &r, &rows).ends_with("(vorläufig)"));
    }

    #[test]
    fn chart_texts_are_in_the_outer_picture() {
        // Text in a picture with a viewBox shrinks with the picture on a phone: the curve is
        // the one inner picture, every text a label of the outer one.
        let r = b(&[
            (2220, SingleResult::Score(0.0)),
            (1800, SingleResult::Score(1.0)),
        ]);
        let blocks = estimate_blocks(Lang::En, Mode::Table, &r, &Rows::default());
        let Some(Block::Plot(plot)) = blocks.last() else {
            panic!("{blocks:?}")
        };
        let curves = plot
            .shapes
            .iter()
            .filter(|s| matches!(s, Shape::Curve { .. }));
        assert_eq!(curves.count(), 1);
        assert!(texts(&blocks).contains("\nDWZ 2100\n"), "{blocks:?}");
    }
}
