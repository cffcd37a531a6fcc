//! Which panel shows what: the results panel ([`Block`]s), the one line of the summary for each
//! calculator, and the what-if ([`WhatIfShown`]), as data from the parsed form and what the core
//! made of it: numbers, dates, message keys and the core's reasons ([`Text`]), computed once a
//! form and worded where the page renders them (`app`), so that a language switch words them
//! again and computes nothing.

use super::chain_view::{chain_blocks, chain_summary};
use super::compute::{compute, nothing_to_estimate, Computed, Main};
use super::elo_view::{elo_blocks, elo_line, elo_short};
use super::estimate_view::{estimate_blocks, estimate_summary, not_counted, rating_index, Rows};
use super::form::{Cut, Tab, PLAYER_FIELDS};
use super::parse::Parsed;
use super::shown::{join, Block, Text};
use crate::dwz::estimate::EstimateResult;
use crate::dwz::Mode;
use crate::i18n::{CalcResultWords, FormWords, Lang};

/// What the page shows of the form's results: the results panel, its Elo section (none while the player does not want
/// the Elo), the what-if (none while no remaining games are given), the one line of the
/// summary, what "Teilen" sends, in table mode the DWZ the DSB's evaluation (exact) gives where
/// it is another, and the hint what to type while the form has nothing to show. Data: every
/// text a [`Text`], worded where it is shown.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Panels {
    /// The results panel.
    pub results: Vec<Block>,
    /// The hint what to type, while the form has nothing to show.
    pub start: Option<FormWords>,
    /// The Elo section, where the player wants the Elo.
    pub elo: Option<Vec<Block>>,
    /// The what-if, where remaining games are given.
    pub whatif: Option<WhatIfShown>,
    /// The one line of the summary.
    pub summary: Text,
    /// What "Teilen" sends.
    pub share: Option<Text>,
    /// In table mode: the DWZ the DSB's evaluation (exact) gives, where it is another
    /// ("1876 - 45").
    pub exact: Option<String>,
}

/// What the core made of a parsed form in one arithmetic mode: its results as numbers, enums
/// and the core's typed errors; it depends on the form and the mode only ([`shown`] puts it
/// into the panels).
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    /// The estimate or the chain, the what-if, the Elo.
    pub computed: Computed,
    /// In table mode: the new DWZ (rating, index) the DSB's evaluation (exact) gives, where it
    /// is another.
    pub exact: Option<(i64, u32)>,
}

/// The new DWZ of a result (rating, index), `None` while there is none.
fn new_dwz(r: &Computed) -> Option<(i64, u32)> {
    let (rating, index) = match &r.main {
        Main::Single(EstimateResult::Rated(r)) => (r.rn?, r.index_new?),
        Main::Single(EstimateResult::First(f)) => (f.r1?, 1),
        Main::Chain(c) => c.final_rating?,
        Main::Nothing | Main::Failed(_) => return None,
    };
    Some((rating as i64, index))
}

/// A form computed in table mode (a link or a saved form of an earlier release) says
/// in one line what the DSB's evaluation, which computes exactly, gives where that is another
/// new DWZ. `exact` computes the form in exact mode (only called in table mode).
fn exact_if_other(
    mode: Mode,
    r: &Computed,
    exact: impl FnOnce() -> Computed,
) -> Option<(i64, u32)> {
    if mode != Mode::Table {
        return None;
    }
    let table = new_dwz(r)?;
    let exact = new_dwz(&exact())?;
    (exact != table).then_some(exact)
}

/// The core's results of any form (see [`compute`]): the single estimates, "Meine Turniere",
/// the what-if and the Elo, in `mode`, and in table mode the DSB's exact figure where it is
/// another.
pub fn outcome(mode: Mode, p: &Parsed) -> Outcome {
    let computed = compute(p, mode);
    Outcome {
        exact: exact_if_other(mode, &computed, || compute(p, Mode::Exact)),
        computed,
    }
}

/// Whether the form has nothing to compute or correct yet (the page shows the hint what to
/// type, [`start_panels`]): no "Meine Turniere", what-if or Elo, and no single estimate.
pub fn nothing_to_show(p: &Parsed) -> bool {
    p.tab != Tab::Chain
        && p.remaining.is_empty()
        && p.elo.is_none()
        && !p.blocked
        && nothing_to_estimate(p)
}

/// The panels of a form with nothing to compute or correct yet: the hint what to type (made in
/// the main module: an empty form loads no part); `None` where the
/// form has something to show ([`panels`] makes it).
///
/// ```
/// use wertung::dwz::Mode;
/// use wertung::web::calc::form::{FieldRef, Form};
/// use wertung::web::calc::parse::parse;
/// use wertung::web::calc::results::{panels, start_panels};
/// let today = wertung::dwz::Date::new(2026, 11, 24).unwrap();
/// let mut f = Form::empty();
/// let p = parse(&f, today);
/// assert_eq!(start_panels(&p), Some(panels(Mode::Exact, &p)));
/// f.set(FieldRef::Dwz, "1500".into());
/// assert_eq!(start_panels(&parse(&f, today)), None);
/// ```
pub fn start_panels(p: &Parsed) -> Option<Panels> {
    nothing_to_show(p).then(|| Panels {
        start: Some(start_text(p.tab)),
        ..Panels::default()
    })
}

/// The panels of any form: the single estimates, "Meine Turniere", the what-if and the Elo.
///
/// ```
/// use wertung::dwz::Mode;
/// use wertung::i18n::Lang;
/// use wertung::web::calc::form::{FieldRef, Form};
/// use wertung::web::calc::parse::parse;
/// use wertung::web::calc::results::panels;
/// use wertung::web::calc::shown::texts;
/// let mut f = Form::empty();
/// f.set(FieldRef::Dwz, "1500".into());
/// f.set(FieldRef::GameRating(1), "1600".into());
/// f.set(FieldRef::GameResult(1), "1".into());
/// let p = parse(&f, wertung::dwz::Date::new(2026, 11, 24).unwrap());
/// let all = panels(Mode::Exact, &p);
/// assert!(texts(Lang::De, &all.results).starts_with("Neue DWZ\n1527 - 7\n+27\n"));
/// assert!(texts(Lang::En, &all.results).starts_with("New DWZ\n1527 - 7\n+27\n"));
/// // A single estimate without remaining games or Elo: no what-if, no Elo section.
/// assert_eq!((all.whatif, all.elo), (None, None));
/// ```
pub fn panels(mode: Mode, p: &Parsed) -> Panels {
    shown(mode, p, &outcome(mode, p))
}

/// Any form's [`Outcome`] as the panels show it (no core runs here but the chart's curve of
/// expected scores, drawn from the same figures; nothing worded).
pub fn shown(mode: Mode, p: &Parsed, o: &Outcome) -> Panels {
    let r = &o.computed;
    let rows = rows(p);
    Panels {
        results: results_blocks(mode, p, r, &rows),
        start: start_hint(p, r),
        elo: elo_blocks(p, r),
        whatif: whatif_shown(p, r),
        summary: summary_line(r, &rows),
        share: share_text(r, &rows),
        exact: o.exact.map(|(rating, index)| format!("{rating} - {index}")),
    }
}

/// The rows of the form as the results panel names them.
pub fn rows(p: &Parsed) -> Rows {
    Rows {
        game_rows: p.game_rows.clone(),
        results: p.input.games.iter().map(|g| g.result).collect(),
        not_read: p
            .rows_not_counted()
            .iter()
            .map(|e| (*e).clone().into())
            .collect(),
        expired: p.expired_rest.iter().map(|e| e.1).collect(),
        chain: p.chain.iter().map(|t| (t.number, t.typed)).collect(),
        no_birth_year: p.input.birth_year.is_none(),
    }
}

/// What a link had past the limits and was not loaded, a line each (empty where nothing was
/// cut).
pub fn cut_lines(l: Lang, cut: &[Cut]) -> Vec<String> {
    cut.iter().map(|c| l.error(&c.error())).collect()
}

/// The player's fields that must be corrected before there is a result.
fn to_correct(p: &Parsed) -> Vec<Text> {
    PLAYER_FIELDS
        .iter()
        .filter_map(|f| p.errors.get(&f.id()))
        .map(|e| e.clone().into())
        .collect()
}

/// The results panel (the DWZ; the Elo is [`elo_blocks`]).
fn results_blocks(mode: Mode, p: &Parsed, r: &Computed, rows: &Rows) -> Vec<Block> {
    match &r.main {
        Main::Single(r) => estimate_blocks(mode, r, rows),
        Main::Chain(c) => chain_blocks(c, rows),
        Main::Failed(e) => vec![Block::Notice(vec![e.clone().into()])],
        Main::Nothing if p.blocked => vec![Block::Notice(to_correct(p))],
        // "Meine Turniere" with no tournament that can be counted: what is not, and why.
        Main::Nothing if p.tab == Tab::Chain && !p.row_errors.is_empty() => {
            not_counted(&[], rows).into_iter().collect()
        }
        // Nothing typed yet: the hint what to type (`start_hint`).
        Main::Nothing => Vec::new(),
    }
}

/// The hint what to type, while the form has nothing to show.
fn start_hint(p: &Parsed, r: &Computed) -> Option<FormWords> {
    let nothing = matches!(r.main, Main::Nothing)
        && !p.blocked
        && (p.tab != Tab::Chain || p.row_errors.is_empty());
    nothing.then(|| start_text(p.tab))
}

/// The hint what to type in a tab.
fn start_text(tab: Tab) -> FormWords {
    match tab {
        Tab::Chain => FormWords::StartChain,
        Tab::First => FormWords::StartFirst,
        _ => FormWords::StartRated,
    }
}

/// The one line of the live region and the phone's summary.
fn summary_line(r: &Computed, rows: &Rows) -> Text {
    let dwz = match &r.main {
        Main::Single(s) => estimate_summary(s, rows),
        Main::Chain(c) => chain_summary(c, rows),
        Main::Nothing | Main::Failed(_) => Text::default(),
    };
    let Some(elo) = r.elo.as_ref().and_then(elo_short) else {
        return dwz;
    };
    // Both in one line of a phone: the DWZ as short as the Elo.
    match short_dwz(r) {
        Some(short) => join([short, rows.provisional_suffix(), " · ".into(), elo]),
        None if dwz.is_empty() => elo,
        None => join([dwz, " · ".into(), elo]),
    }
}

/// The new DWZ beside the Elo in the one-line summary: "DWZ 1763-24 (+20)".
fn short_dwz(r: &Computed) -> Option<Text> {
    match &r.main {
        Main::Single(EstimateResult::Rated(x)) => Some(join([
            "DWZ ".into(),
            short_rating(x.rn?, x.index_new?),
            " (".into(),
            Text::signed(x.change()?, 0),
            ")".into(),
        ])),
        Main::Single(EstimateResult::First(f)) => Some(join([
            CalcResultWords::ShareFirst.into(),
            " ".into(),
            short_rating(f.r1?, 1),
        ])),
        Main::Chain(c) => {
            let (rating, index) = c.final_rating?;
            Some(join(["DWZ ".into(), short_rating(rating, index)]))
        }
        Main::Nothing | Main::Failed(_) => None,
    }
}

/// A rating and its index as a short figure: "1763-24".
fn short_rating(rating: f64, index: u32) -> Text {
    Text::Plain(format!("{}-{index}", rating as i64))
}

/// The what-if as the page shows it: every possible score in the remaining games with the new
/// DWZ and its change (or the first rating, or why there would be none) and, where it is
/// computed too, the Elo; the score that keeps the DWZ marked; the answer to the Ziel-DWZ. The
/// part loaded on first use renders it (`app::results::WhatIfTable`).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct WhatIfShown {
    /// What to correct before there is a table; empty: nothing.
    pub errors: Vec<Text>,
    /// The table's heads: the points, then the new DWZ and its change where the player has a
    /// DWZ (else the first DWZ), then the new Elo where it is computed too.
    pub heads: Vec<Text>,
    /// A row a possible score.
    pub rows: Vec<OutcomeRow>,
    /// The points that keep the DWZ (or that none do), where the player has one.
    pub to_keep: Option<Text>,
    /// The answer to the Ziel-DWZ, where one is given.
    pub target: Option<Text>,
}

/// A possible score of the what-if: the points, the cells of the other columns (each with its
/// class, empty: none), whether it keeps the DWZ.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct OutcomeRow {
    /// The points of the score.
    pub points: Text,
    /// The other columns' cells, each with its class (empty: none).
    pub cells: Vec<(&'static str, Text)>,
    /// True where the score keeps the DWZ.
    pub keep: bool,
}

/// The what-if ([`WhatIfShown`]); none while no remaining games are given.
///
/// ```
/// use wertung::dwz::Mode;
/// use wertung::i18n::Lang;
/// use wertung::web::calc::form::{FieldRef, Form};
/// use wertung::web::calc::parse::parse;
/// use wertung::web::calc::results::panels;
/// let mut f = Form::empty();
/// f.set(FieldRef::Dwz, "1500".into());
/// f.set(FieldRef::Index, "10".into());
/// f.set(FieldRef::Remaining, "1500 1500".into());
/// let p = parse(&f, wertung::dwz::Date::new(2026, 11, 24).unwrap());
/// let w = panels(Mode::Exact, &p).whatif.unwrap();
/// let de = |t: &wertung::web::calc::shown::Text| t.word(Lang::De);
/// // 0, ½, 1, 1½, 2 points of 2 games against his own rating: 1 point keeps it.
/// assert_eq!(w.rows.len(), 5);
/// assert_eq!(w.rows.iter().filter(|r| r.keep).map(|r| de(&r.points)).collect::<Vec<_>>(), ["1"]);
/// assert_eq!(w.heads.iter().map(de).collect::<Vec<_>>(), ["Punkte darin", "Neue DWZ", "+/−"]);
/// assert_eq!(w.rows[2].cells.iter().map(|(c, t)| (*c, de(t))).collect::<Vec<_>>(),
///     [("figure", "1500 - 11".to_string()), ("", "0".to_string())]);
/// assert_eq!(w.to_keep.as_ref().map(de).as_deref(), Some("Um die DWZ zu halten, brauchen Sie 1 Punkt."));
/// assert_eq!(w.to_keep.map(|t| t.word(Lang::En)).as_deref(), Some("To keep your DWZ you need 1 point."));
/// ```
pub fn whatif_shown(p: &Parsed, r: &Computed) -> Option<WhatIfShown> {
    let table = match r.whatif.as_ref()? {
        Err(e) => {
            return Some(WhatIfShown {
                errors: vec![e.clone().into()],
                ..WhatIfShown::default()
            })
        }
        Ok(table) => table,
    };
    let rated = table
        .outcomes
        .first()
        .is_some_and(|o| matches!(o.estimate, EstimateResult::Rated(_)));
    // The Elo after each score, where it is computed too (the same rows: 0, ½, 1, …).
    let elo: Vec<Option<i64>> = match r.elo.as_ref().and_then(|e| e.whatif.as_ref()) {
        Some(Ok(w)) => w.rows().into_iter().map(|(_, after)| after).collect(),
        _ => Vec::new(),
    };
    let rows = table
        .outcomes
        .iter()
        .enumerate()
        .map(|(k, o)| {
            // A rating and its index stay on one line ("1719 - 13" on a phone); a reason wraps.
            let rating = match (o.rating(), o.index_new(), o.no_first_rating()) {
                (Some(r), Some(i), _) => ("figure", rating_index(r, i)),
                (_, _, Some(reason)) => ("", Text::GamesMissing(reason)),
                _ => ("", "–".into()),
            };
            let mut cells = vec![rating];
            if rated {
                cells.push(("", o.change.map(|c| Text::signed(c, 0)).unwrap_or_default()));
            }
            if !elo.is_empty() {
                let after = elo.get(k).copied().flatten();
                cells.push(("elo", after.map_or("–".into(), Text::Int)));
            }
            OutcomeRow {
                points: Text::score(o.points),
                cells,
                keep: table.points_to_keep == Some(o.points),
            }
        })
        .collect();
    let mut heads = vec![CalcResultWords::PointsIn.into()];
    if rated {
        heads.extend([CalcResultWords::NewDwz.into(), "+/−".into()]);
    } else {
        heads.push(CalcResultWords::FirstDwz.into());
    }
    if !elo.is_empty() {
        heads.push(CalcResultWords::NewElo.into());
    }
    let to_keep = rated.then(|| match table.points_to_keep {
        Some(p) => join([
            CalcResultWords::ToKeep.into(),
            " ".into(),
            Text::points(p),
            ".".into(),
        ]),
        None => CalcResultWords::CannotKeep.into(),
    });
    let target = p.target.map(|target| {
        let answer = match table.points_for_target {
            Some(points) => Text::points(points),
            None => CalcResultWords::NotReachable.into(),
        };
        join([
            FormWords::TargetDwz.into(),
            " ".into(),
            i64::from(target).into(),
            ": ".into(),
            answer,
        ])
    });
    Some(WhatIfShown {
        errors: Vec::new(),
        heads,
        rows,
        to_keep,
        target,
    })
}

/// A result as a line for a club's messenger group: "DWZ 1743-23 → 1763-24 (+20) nach 5
/// Partien, Leistung 1855" (the performance from 5 games on), or "Erst-DWZ 1620-1 nach 6
/// Partien"; `None` while there is no new DWZ. Figures from the core, words where shown.
pub fn result_line(r: &EstimateResult) -> Option<Text> {
    let (mut line, n, perf) = match r {
        EstimateResult::Rated(r) => (
            vec![
                "DWZ ".into(),
                short_rating(r.ro, r.index_old),
                " → ".into(),
                short_rating(r.rn?, r.index_new?),
                " (".into(),
                Text::signed(r.change()?, 0),
                ")".into(),
            ],
            r.n,
            r.rh,
        ),
        EstimateResult::First(f) => (
            vec![
                CalcResultWords::ShareFirst.into(),
                " ".into(),
                short_rating(f.r1?, 1),
            ],
            f.n,
            None,
        ),
    };
    let games = if n == 1 {
        CalcResultWords::ShareGame
    } else {
        CalcResultWords::ShareGames
    };
    line.extend([
        " ".into(),
        CalcResultWords::ShareAfter.into(),
        " ".into(),
        (n as i64).into(),
        " ".into(),
        games.into(),
    ]);
    if let Some(rh) = perf {
        line.extend([
            ", ".into(),
            CalcResultWords::SharePerformance.into(),
            " ".into(),
            Text::num(rh, 0),
        ]);
    }
    Some(Text::Join(line))
}

/// What "Teilen" sends: for "Meine Turniere" one line a tournament (name, end date, its result)
/// and the DWZ after all of them; else the single estimate's line.
fn share_text(r: &Computed, rows: &Rows) -> Option<Text> {
    let dwz = dwz_share_text(r, rows);
    let elo = r.elo.as_ref().and_then(elo_line);
    match (dwz, elo) {
        (Some(d), Some(e)) => Some(join([d, "\n".into(), e])),
        (d, e) => d.or(e),
    }
}

/// What "Teilen" sends of the DWZ (see [`share_text`]).
fn dwz_share_text(r: &Computed, rows: &Rows) -> Option<Text> {
    let c = match &r.main {
        // A single estimate: its line (marked provisional while a row cannot be read).
        Main::Single(s) => return Some(join([result_line(s)?, rows.provisional_suffix()])),
        Main::Chain(c) => c,
        Main::Nothing | Main::Failed(_) => return None,
    };
    let mut lines = Vec::new();
    for step in &c.steps {
        let name = if step.name.is_empty() {
            join([
                FormWords::TournamentName.into(),
                " ".into(),
                (step.position as i64 + 1).into(),
            ])
        } else {
            step.name.clone().into()
        };
        let line = result_line(&step.result).unwrap_or(CalcResultWords::NoFirst.into());
        lines.extend([
            name,
            " (".into(),
            Text::Date(step.end_date),
            "): ".into(),
            line,
            "\n".into(),
        ]);
    }
    lines.push(chain_summary(c, rows));
    Some(Text::Join(lines))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dwz::Date;
    use crate::web::calc::compute::compute;
    use crate::web::calc::form::Form;
    use crate::web::calc::parse::parse;
    use crate::web::calc::shown::texts;

    /// The form of a link's query, parsed on 21.11.2026.
    fn parsed(query: &str) -> Parsed {
        let pairs: Vec<(String, String)> = query
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .map(|(k, v)| (k.into(), v.into()))
            .collect();
        parse(&Form::from_query(&pairs), Date::new(2026, 11, 21).unwrap())
    }

    /// What "Teilen" sends for the form of a link's query.
    fn shared(l: Lang, query: &str) -> Option<String> {
        let p = parsed(query);
        share_text(&compute(&p, Mode::Table), &rows(&p)).map(|t| t.word(l))
    }

    /// The core's figures of the same estimate.
    fn rated(query: &str) -> crate::dwz::estimate::RatedEstimate {
        match compute(&parsed(query), Mode::Table).main {
            Main::Single(EstimateResult::Rated(r)) => r,
            other => panic!("{other:?}"),
        }
    }

    const FORECAST: &str =
        "t=voraus&dwz=1743&idx=23&geb=1979&ende=29.11.2026&g=1612:1;1800:½;1950:0;1701:1;1655:1";

    #[test]
    fn the_shared_line_has_the_core_s_figures_in_both_languages() {
        let r = rated(FORECAST);
        let (rn, i, c, rh) = (
            r.rn.unwrap() as i64,
            r.index_new.unwrap(),
            r.change().unwrap() as i64,
            r.rh.unwrap().round() as i64,
        );
        assert_eq!(
            shared(Lang::De, FORECAST).unwrap(),
            format!("DWZ 1743-23 → {rn}-{i} (+{c}) nach 5 Partien, Leistung {rh}")
        );
        assert_eq!(
            shared(Lang::En, FORECAST).unwrap(),
            format!("DWZ 1743-23 → {rn}-{i} (+{c}) after 5 games, performance {rh}")
        );
        // Below 5 games no performance; a row that cannot be read makes it provisional.
        let few = shared(
            Lang::De,
            "t=voraus&dwz=1743&idx=23&ende=29.11.2026&g=1612:1;abc:1",
        )
        .unwrap();
        assert!(
            few.contains("nach 1 Partie") && !few.contains("Leistung"),
            "{few}"
        );
        assert!(few.ends_with("(vorläufig)"), "{few}");
        // Nothing to send before there is a result.
        assert_eq!(shared(Lang::De, "t=voraus&dwz=1743"), None);
    }

    #[test]
    fn my_tournaments_are_shared_a_line_each() {
        let q = "t=turniere&dwz=1743&idx=23&geb=1979&tn1=Herbst&te1=04.10.2026&tg1=1612:1;1800:½&tn2=&te2=15.11.2026&tg2=2012:0";
        let text = shared(Lang::De, q).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert!(
            lines[0].starts_with("Herbst (04.10.2026): DWZ 1743-23 → "),
            "{text}"
        );
        assert!(lines[0].ends_with("nach 2 Partien"), "{text}");
        assert!(
            lines[1].starts_with("Turnier 2 (15.11.2026): DWZ "),
            "{text}"
        );
        assert!(lines[2].starts_with("DWZ nach allen Turnieren: "), "{text}");
        let en = shared(Lang::En, q).unwrap();
        assert!(
            en.starts_with("Herbst (2026-10-04): DWZ 1743-23 → "),
            "{en}"
        );
        assert!(en.contains("after 1 game\n"), "{en}");
    }

    /// How often the core ran on this thread so far.
    fn core_runs() -> usize {
        crate::web::calc::compute::CORE_RUNS.with(std::cell::Cell::get)
    }

    /// Every text of the panels worded in `l`, one a line.
    fn words(l: Lang, p: &Panels) -> String {
        let mut all = texts(l, &p.results);
        all += &texts(l, p.elo.as_deref().unwrap_or_default());
        if let Some(w) = &p.whatif {
            let texts = w
                .errors
                .iter()
                .chain(&w.heads)
                .chain(&w.to_keep)
                .chain(&w.target);
            let cells = w
                .rows
                .iter()
                .flat_map(|r| std::iter::once(&r.points).chain(r.cells.iter().map(|c| &c.1)));
            for t in texts.chain(cells) {
                all += &t.word(l);
                all.push('\n');
            }
        }
        for t in std::iter::once(&p.summary).chain(&p.share) {
            all += &t.word(l);
            all.push('\n');
        }
        all
    }

    #[test]
    fn a_language_switch_words_the_panels_again_without_the_core() {
        // A single estimate with a what-if and the Elo, in table mode (the exact figure too).
        let query = format!("{FORECAST}&rg=1800 1900&ziel=1800&eon=1&elo=1800");
        let p = parsed(&query);
        let before = core_runs();
        let o = outcome(Mode::Table, &p);
        assert!(core_runs() > before, "the outcome is the core's");
        let shown = shown(Mode::Table, &p, &o);
        let computed = core_runs();
        let de = words(Lang::De, &shown);
        let en = words(Lang::En, &shown);
        let again = words(Lang::De, &shown);
        assert_eq!(core_runs(), computed, "wording ran the core");
        assert_eq!(de, again);
        // The same panels as computed at once.
        assert_eq!(shown, panels(Mode::Table, &p));
        // The same figures, other words: the seed's forecast, 5 games, a what-if of 2 games.
        let r = rated(FORECAST);
        let figure = format!("{}-{}", r.rn.unwrap() as i64, r.index_new.unwrap());
        let (summary_de, summary_en) = (shown.summary.word(Lang::De), shown.summary.word(Lang::En));
        assert!(summary_de.contains(&figure), "{summary_de}");
        assert!(summary_en.contains(&figure), "{summary_en}");
        assert!(
            de.contains("nach 5 Partien") && en.contains("after 5 games"),
            "{de}\n{en}"
        );
        let we = format!("{:.3}", r.we.unwrap());
        assert!(en.contains(&format!("Expected score Wₑ: {we}")), "{en}");
        assert!(
            de.contains(&format!("Punkterwartung Wₑ: {}", we.replace('.', ","))),
            "{de}"
        );
        assert!(
            de.contains("Punkte darin") && en.contains("Points in them"),
            "{en}"
        );
        let w = shown.whatif.as_ref().unwrap();
        assert_eq!(w.rows.iter().filter(|r| r.keep).count(), 1);
        assert_eq!(w.rows.len(), 5);
        assert_eq!(
            w.rows
                .iter()
                .map(|r| r.points.word(Lang::En))
                .collect::<Vec<_>>(),
            ["0", "½", "1", "1½", "2"]
        );
        assert!(shown.elo.is_some());
        // A single estimate's panels without what-if and Elo.
        let single = panels(Mode::Table, &parsed(FORECAST));
        assert_eq!((single.whatif, single.elo), (None, None));
    }
}
