//! A single estimate's panel as data ([`Block`]s): the headline (new DWZ or Erst-DWZ), the
//! figures of the calculation, the rows not counted, and its charts ([`super::chart`]); the one
//! line that says the result. Values come from the core, texts are [`Text`]s worded where
//! shown; here only what is shown in which order.

use super::chart::{change_bars, expectation_curve};
use super::shown::{join, Block, Figure, Headline, Text};
use crate::dwz::estimate::{EstimateResult, FirstRatingEstimate, RatedEstimate, SingleResult};
use crate::dwz::{AgeGroup, Mode};
use crate::i18n::CalcResultWords;

fn age_text(age: AgeGroup) -> CalcResultWords {
    match age {
        AgeGroup::Youth => CalcResultWords::AgeYouth,
        AgeGroup::Junior => CalcResultWords::AgeJunior,
        AgeGroup::Adult => CalcResultWords::AgeAdult,
    }
}

/// What the page knows beside the estimate: the form's row number of each game given to the
/// core, the rows that could not be read (their errors), the game results as typed (for the
/// list of games left out), and the expired Restpartien (their row numbers).
#[derive(Debug, Clone, Default)]
pub struct Rows {
    /// The form's row number of each game given to the core, in order.
    pub game_rows: Vec<usize>,
    /// The results of the games given to the core (to say why one was left out).
    pub results: Vec<SingleResult>,
    /// The errors of the rows that are not counted because they cannot be read.
    pub not_read: Vec<Text>,
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

    /// " (vorläufig)" to follow a summary line while the result is provisional, else nothing.
    pub fn provisional_suffix(&self) -> Text {
        if self.provisional() {
            join([" (".into(), CalcResultWords::Provisional.into(), ")".into()])
        } else {
            Text::default()
        }
    }

    fn row(&self, game: usize) -> usize {
        self.game_rows.get(game).copied().unwrap_or(game + 1)
    }
}

/// A rating and its index as one figure: "1527 - 7".
pub fn rating_index(rating: f64, index: u32) -> Text {
    Text::Plain(format!("{} - {index}", rating as i64))
}

/// The one line that says the result (the live region and the compact summary on a phone).
pub fn estimate_summary(r: &EstimateResult, rows: &Rows) -> Text {
    let provisional = rows.provisional_suffix();
    match r {
        EstimateResult::Rated(r) => match (r.rn, r.index_new, r.change()) {
            (Some(rn), Some(i), Some(c)) => join([
                CalcResultWords::NewDwz.into(),
                ": ".into(),
                rating_index(rn, i),
                " (".into(),
                Text::signed(c, 0),
                ")".into(),
                provisional,
            ]),
            _ => CalcResultWords::NoGamesYet.into(),
        },
        EstimateResult::First(f) => match (f.r1, f.none_because) {
            (Some(r1), _) => join([
                CalcResultWords::FirstDwz.into(),
                ": ".into(),
                rating_index(r1, 1),
                provisional,
            ]),
            (None, Some(reason)) => join([
                CalcResultWords::NoFirst.into(),
                ": ".into(),
                Text::GamesMissing(reason),
            ]),
            (None, None) => CalcResultWords::NoFirst.into(),
        },
    }
}

/// The calculator's results panel: the figures of an estimate, the change of every game as
/// bars and the expected-score curve, or why there is no first DWZ yet.
pub fn estimate_blocks(mode: Mode, r: &EstimateResult, rows: &Rows) -> Vec<Block> {
    match r {
        EstimateResult::Rated(r) => rated_blocks(mode, r, rows),
        EstimateResult::First(f) => first_blocks(f, rows),
    }
}

/// The headline of a panel: label, big value (`ids.0`), change (`ids.1`), whether the result is
/// provisional; a value or change that is not there is left out.
pub fn headline(
    label: impl Into<Text>,
    ids: (&'static str, &'static str),
    value: Option<Text>,
    change: Option<Text>,
    provisional: bool,
) -> Block {
    Block::Headline(Headline {
        label: label.into(),
        ids,
        value,
        change,
        provisional,
    })
}

/// The rows not counted: those that cannot be read, forfeits and opponents without DWZ
/// (`r_ignored`: the games the core left out), expired Restpartien; none where every row
/// counts.
pub fn not_counted(r_ignored: &[usize], rows: &Rows) -> Option<Block> {
    let mut items: Vec<Text> = rows.not_read.clone();
    for &game in r_ignored {
        let why = match rows.results.get(game) {
            Some(SingleResult::ForfeitWin | SingleResult::ForfeitLoss) => {
                CalcResultWords::IgnoredForfeit
            }
            _ => CalcResultWords::IgnoredNoDwz,
        };
        items.push(join([
            CalcResultWords::Game.into(),
            " ".into(),
            (rows.row(game) as i64).into(),
            ": ".into(),
            why.into(),
        ]));
    }
    for &row in &rows.expired {
        items.push(join([
            CalcResultWords::RestGame.into(),
            " ".into(),
            (row as i64).into(),
            ": ".into(),
            CalcResultWords::Expired.into(),
        ]));
    }
    (!items.is_empty()).then_some(Block::NotCounted(items))
}

/// The figure shown where the core has none.
const DASH: Text = Text::Sign("–");

fn rated_blocks(mode: Mode, r: &RatedEstimate, rows: &Rows) -> Vec<Block> {
    let new_dwz = match (r.rn, r.index_new) {
        (Some(rn), Some(i)) => rating_index(rn, i),
        _ => DASH,
    };
    let change = r.change().map(|x| Text::signed(x, 0));
    let k_parts = match r.k {
        Some(_) if r.k_given => CalcResultWords::KGiven.into(),
        Some(k) => join([
            Text::num(k.k0, 0),
            " · ".into(),
            Text::num(k.b, 3),
            " + ".into(),
            Text::num(k.a, 3),
        ]),
        None => DASH,
    };
    let num = |x: Option<f64>, places| x.map_or(DASH, |x| Text::num(x, places));
    let figures = vec![
        Figure::new(CalcResultWords::Points, Text::score(r.w), "w"),
        Figure::new(CalcResultWords::GamesN, r.n as i64, "n"),
        Figure::new(CalcResultWords::Expectation, num(r.we, 3), "we"),
        Figure::new(
            CalcResultWords::Difference,
            r.w_minus_we().map_or(DASH, |x| Text::signed(x, 3)),
            "diff",
        ),
        Figure::new(CalcResultWords::KFactor, num(r.k.map(|k| k.k), 1), "k"),
        Figure::new(CalcResultWords::KParts, k_parts, "kparts"),
        Figure::new(CalcResultWords::OppAverage, num(r.rc, 0), "rc"),
        Figure::new(CalcResultWords::Performance, num(r.rh, 0), "rh"),
    ];
    let mut age = vec![age_text(r.age_group).into()];
    if rows.no_birth_year {
        age.extend([" · ".into(), CalcResultWords::BirthYearAssumed.into()]);
    }
    if r.index_assumed {
        age.extend([" · ".into(), CalcResultWords::IndexAssumed.into()]);
    }
    let bars: Vec<(Text, f64)> = r
        .changes
        .iter()
        .map(|g| {
            let label = join([
                (rows.row(g.game) as i64).into(),
                ". ".into(),
                (g.opponent_rating as i64).into(),
                " (".into(),
                Text::score(g.score),
                ")".into(),
            ]);
            (label, g.change)
        })
        .collect();
    let ratings: Vec<f64> = r.changes.iter().map(|g| g.opponent_rating).collect();
    let mut blocks = vec![
        headline(
            CalcResultWords::NewDwz,
            ("new-dwz", "change"),
            Some(new_dwz),
            change,
            rows.provisional(),
        ),
        Block::Line("", "age", Text::Join(age)),
    ];
    blocks.extend(not_counted(&r.ignored, rows));
    blocks.push(Block::Figures(figures));
    blocks.extend(change_bars(bars));
    blocks.extend(expectation_curve(r.ro, r.w, &ratings, mode));
    blocks
}

fn first_blocks(f: &FirstRatingEstimate, rows: &Rows) -> Vec<Block> {
    let n = |x: f64| Text::num(x, 0);
    let provisional = rows.provisional();
    if let Some(reason) = f.none_because {
        let mut blocks = vec![
            headline(
                CalcResultWords::NoFirst,
                ("first-dwz", "change"),
                None,
                None,
                provisional,
            ),
            Block::Line("no-first", "reason", Text::NoFirst(reason)),
        ];
        blocks.extend(not_counted(&f.ignored, rows));
        return blocks;
    }
    let r1 = f.r1.map_or(DASH, n);
    let values = [
        Text::score(f.w),
        (f.n as i64).into(),
        f.rc.map_or(DASH, n),
        f.rp.map_or(DASH, n),
        f.ri.map_or(DASH, n),
        f.correction().map_or(DASH, |x| Text::signed(x, 0)),
        r1.clone(),
    ];
    let words = Text::FirstInWords(Box::new(values.clone()));
    let labels = [
        (CalcResultWords::Points, "w"),
        (CalcResultWords::GamesN, "n"),
        (CalcResultWords::OppAverage, "rc"),
        (CalcResultWords::StartValue, "rp"),
        (CalcResultWords::IterationResult, "ri"),
        (CalcResultWords::Correction, "corr"),
        (CalcResultWords::FirstDwz, "r1"),
    ];
    let figures = labels
        .into_iter()
        .zip(values)
        .map(|((label, id), value)| Figure::new(label, value, id))
        .collect();
    let mut blocks = vec![headline(
        CalcResultWords::FirstDwz,
        ("first-dwz", "change"),
        Some(join([r1, " - 1".into()])),
        None,
        provisional,
    )];
    blocks.extend(not_counted(&f.ignored, rows));
    blocks.extend(f.fictive_draw.map(|d| {
        Block::Line(
            "fictive",
            "hint",
            join([
                CalcResultWords::FictiveDraw.into(),
                " ".into(),
                n(d),
                " (100 %)".into(),
            ]),
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
    use crate::i18n::Lang;
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
            not_read: vec!["Partie 3, Gegner-DWZ: „abc“ ist keine Zahl"
                .to_string()
                .into()],
            expired: vec![],
            ..Rows::default()
        };
        let blocks = estimate_blocks(Mode::Table, &r, &rows);
        let Some(Block::Headline(h)) = blocks.first() else {
            panic!("{blocks:?}")
        };
        assert!(h.provisional, "{h:?}");
        let text = texts(Lang::De, &blocks);
        assert!(text.contains("Partie 3, Gegner-DWZ: „abc“ ist keine Zahl"));
        assert!(text.contains("Partie 5: kampflos"), "{text}");
        assert!(
            text.contains("\n4. 1961 (1): "),
            "the bars keep the row numbers: {text}"
        );
        assert!(estimate_summary(&r, &rows)
            .word(Lang::De)
            .ends_with("(vorläufig)"));
        assert!(estimate_summary(&r, &rows)
            .word(Lang::En)
            .ends_with("(provisional)"));
    }

    #[test]
    fn chart_texts_are_in_the_outer_picture() {
        // Text in a picture with a viewBox shrinks with the picture on a phone: the curve is
        // the one inner picture, every text a label of the outer one.
        let r = b(&[
            (2220, SingleResult::Score(0.0)),
            (1800, SingleResult::Score(1.0)),
        ]);
        let blocks = estimate_blocks(Mode::Table, &r, &Rows::default());
        let Some(Block::Plot(plot)) = blocks.last() else {
            panic!("{blocks:?}")
        };
        let curves = plot
            .shapes
            .iter()
            .filter(|s| matches!(s, Shape::Curve { .. }));
        assert_eq!(curves.count(), 1);
        assert!(
            texts(Lang::En, &blocks).contains("\nDWZ 2100\n"),
            "{blocks:?}"
        );
    }
}
