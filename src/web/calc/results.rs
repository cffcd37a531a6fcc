//! Which panel shows what: the results panel ([`Block`]s), the one line of the summary for each
//! calculator, and the what-if ([`WhatIfShown`]), as data from the parsed form and what the core
//! made of it. The Leptos shell (`app`) only puts these on the page.

use super::chain_view::{chain_blocks, chain_summary};
use super::compute::{compute, nothing_to_estimate, Computed, Main};
use super::elo_view::{elo_blocks, elo_line, elo_short};
use super::estimate_view::{estimate_blocks, estimate_summary, not_counted, Rows};
use super::form::{Cut, Tab, PLAYER_FIELDS};
use super::parse::Parsed;
use super::shown::Block;
use crate::dwz::estimate::EstimateResult;
use crate::dwz::Mode;
use crate::i18n::{Lang, Msg, PartMsg};
use crate::web::common::html::date_text;
use std::fmt::Write;

/// What the page shows of the form's results: the results panel, its Elo section (none while the player does not want
/// the Elo), the what-if (none while no remaining games are given), the one line of the
/// summary, what "Teilen" sends, in table mode the DWZ the DSB's evaluation (exact) gives where
/// it is another, and the hint what to type while the form has nothing to show.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Panels {
    /// The results panel.
    pub results: Vec<Block>,
    /// The hint what to type, while the form has nothing to show.
    pub start: Option<String>,
    /// The Elo section, where the player wants the Elo.
    pub elo: Option<Vec<Block>>,
    /// The what-if, where remaining games are given.
    pub whatif: Option<WhatIfShown>,
    /// The one line of the summary.
    pub summary: String,
    /// What "Teilen" sends.
    pub share: Option<String>,
    /// In table mode: the DWZ the DSB's evaluation (exact) gives, where it is another.
    pub exact: Option<String>,
}

/// What the core made of a parsed form in one arithmetic mode (data before
/// words): its results as numbers, enums and the core's typed errors, and nothing worded; it
/// depends on the form and the mode only, so that a language switch words it again
/// ([`worded`]) without running the core.
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

/// The figure of the exact new DWZ ("1876 - 45").
fn exact_text(o: &Outcome) -> Option<String> {
    o.exact.map(|(rating, index)| format!("{rating} - {index}"))
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
/// use wertung::i18n::Lang;
/// use wertung::web::calc::form::{FieldRef, Form};
/// use wertung::web::calc::parse::parse;
/// use wertung::web::calc::results::{panels, start_panels};
/// let today = wertung::dwz::Date::new(2026, 11, 24).unwrap();
/// let mut f = Form::empty();
/// let p = parse(&f, today);
/// assert_eq!(start_panels(Lang::De, &p), Some(panels(Lang::De, Mode::Exact, &p)));
/// f.set(FieldRef::Dwz, "1500".into());
/// assert_eq!(start_panels(Lang::De, &parse(&f, today)), None);
/// ```
pub fn start_panels(l: Lang, p: &Parsed) -> Option<Panels> {
    nothing_to_show(p).then(|| Panels {
        start: Some(l.text(start_text(p.tab)).to_string()),
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
/// let all = panels(Lang::De, Mode::Exact, &p);
/// assert!(texts(&all.results).starts_with("Neue DWZ\n1527 - 7\n+27\n"));
/// // A single estimate without remaining games or Elo: no what-if, no Elo section.
/// assert_eq!((all.whatif, all.elo), (None, None));
/// ```
pub fn panels(l: Lang, mode: Mode, p: &Parsed) -> Panels {
    worded(l, mode, p, &outcome(mode, p))
}

/// Any form's [`Outcome`] in words: the panels (no core runs here: a language switch words
/// the same outcome again).
pub fn worded(l: Lang, mode: Mode, p: &Parsed, o: &Outcome) -> Panels {
    let r = &o.computed;
    Panels {
        results: results_blocks(l, mode, p, r),
        start: start_hint(l, p, r),
        elo: elo_blocks(l, p, r),
        whatif: whatif_shown(l, p, r),
        summary: summary_line(l, p, r),
        share: share_text(l, p, r),
        exact: exact_text(o),
    }
}

/// The rows of the form as the results panel names them.
pub fn rows(l: Lang, p: &Parsed) -> Rows {
    Rows {
        game_rows: p.game_rows.clone(),
        results: p.input.games.iter().map(|g| g.result).collect(),
        not_read: p.rows_not_counted().iter().map(|e| l.error(e)).collect(),
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
fn to_correct(l: Lang, p: &Parsed) -> Vec<String> {
    PLAYER_FIELDS
        .iter()
        .filter_map(|f| p.errors.get(&f.id()))
        .map(|e| l.error(e))
        .collect()
}

/// The results panel (the DWZ; the Elo is [`elo_blocks`]).
pub fn results_blocks(l: Lang, mode: Mode, p: &Parsed, r: &Computed) -> Vec<Block> {
    match &r.main {
        Main::Single(r) => estimate_blocks(l, mode, r, &rows(l, p)),
        Main::Chain(c) => chain_blocks(l, c, &rows(l, p)),
        Main::Failed(e) => vec![Block::Notice(vec![l.error(e)])],
        Main::Nothing if p.blocked => vec![Block::Notice(to_correct(l, p))],
        // "Meine Turniere" with no tournament that can be counted: what is not, and why.
        Main::Nothing if p.tab == Tab::Chain && !p.row_errors.is_empty() => {
            not_counted(l, &[], &rows(l, p)).into_iter().collect()
        }
        // Nothing typed yet: the hint what to type (`start_hint`).
        Main::Nothing => Vec::new(),
    }
}

/// The hint what to type, while the form has nothing to show.
fn start_hint(l: Lang, p: &Parsed, r: &Computed) -> Option<String> {
    let nothing = matches!(r.main, Main::Nothing)
        && !p.blocked
        && (p.tab != Tab::Chain || p.row_errors.is_empty());
    nothing.then(|| l.text(start_text(p.tab)).to_string())
}

/// The hint what to type in a tab.
fn start_text(tab: Tab) -> Msg {
    match tab {
        Tab::Chain => Msg::StartChain,
        Tab::First => Msg::StartFirst,
        _ => Msg::StartRated,
    }
}

/// The one line of the live region and the phone's summary.
pub fn summary_line(l: Lang, p: &Parsed, r: &Computed) -> String {
    let dwz = match &r.main {
        Main::Single(s) => estimate_summary(l, s, &rows(l, p)),
        Main::Chain(c) => chain_summary(l, c, &rows(l, p)),
        Main::Nothing | Main::Failed(_) => String::new(),
    };
    let Some(elo) = r.elo.as_ref().and_then(|e| elo_short(l, e)) else {
        return dwz;
    };
    // Both in one line of a phone: the DWZ as short as the Elo.
    match short_dwz(l, r) {
        Some(short) => format!("{short}{} · {elo}", rows(l, p).provisional_suffix(l)),
        None if dwz.is_empty() => elo,
        None => format!("{dwz} · {elo}"),
    }
}

/// The new DWZ beside the Elo in the one-line summary: "DWZ 1763-24 (+20)".
fn short_dwz(l: Lang, r: &Computed) -> Option<String> {
    match &r.main {
        Main::Single(EstimateResult::Rated(x)) => Some(format!(
            "DWZ {}-{} ({})",
            x.rn? as i64,
            x.index_new?,
            l.signed(x.change()?, 0)
        )),
        Main::Single(EstimateResult::First(f)) => Some(format!(
            "{} {}-1",
            l.text(PartMsg::ShareFirst),
            f.r1? as i64
        )),
        Main::Chain(c) => {
            let (rating, index) = c.final_rating?;
            Some(format!("DWZ {}-{index}", rating as i64))
        }
        Main::Nothing | Main::Failed(_) => None,
    }
}

/// The what-if as the page shows it: every possible score in the remaining games with the new
/// DWZ and its change (or the first rating, or why there would be none) and, where it is
/// computed too, the Elo; the score that keeps the DWZ marked; the answer to the Ziel-DWZ. The
/// part loaded on first use renders it (`app::results::WhatIfTable`).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct WhatIfShown {
    /// What to correct before there is a table; empty: nothing.
    pub errors: Vec<String>,
    /// The table's heads: the points, then the new DWZ and its change where the player has a
    /// DWZ (else the first DWZ), then the new Elo where it is computed too.
    pub heads: Vec<&'static str>,
    /// A row a possible score.
    pub rows: Vec<OutcomeRow>,
    /// The points that keep the DWZ (or that none do), where the player has one.
    pub to_keep: Option<String>,
    /// The answer to the Ziel-DWZ, where one is given.
    pub target: Option<String>,
}

/// A possible score of the what-if: the points, the cells of the other columns (each with its
/// class, empty: none), whether it keeps the DWZ.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct OutcomeRow {
    /// The points of the score.
    pub points: String,
    /// The other columns' cells, each with its class (empty: none).
    pub cells: Vec<(&'static str, String)>,
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
/// let w = panels(Lang::De, Mode::Exact, &p).whatif.unwrap();
/// // 0, ½, 1, 1½, 2 points of 2 games against his own rating: 1 point keeps it.
/// assert_eq!(w.rows.len(), 5);
/// assert_eq!(w.rows.iter().filter(|r| r.keep).map(|r| r.points.as_str()).collect::<Vec<_>>(), ["1"]);
/// assert_eq!(w.heads, ["Punkte darin", "Neue DWZ", "+/−"]);
/// assert_eq!(w.rows[2].cells, [("figure", "1500 - 11".to_string()), ("", "0".to_string())]);
/// assert_eq!(w.to_keep.as_deref(), Some("Um die DWZ zu halten, brauchen Sie 1 Punkt."));
/// ```
pub fn whatif_shown(l: Lang, p: &Parsed, r: &Computed) -> Option<WhatIfShown> {
    let table = match r.whatif.as_ref()? {
        Err(e) => {
            return Some(WhatIfShown {
                errors: vec![l.error(e)],
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
                (Some(r), Some(i), _) => ("figure", format!("{} - {i}", r as i64)),
                (_, _, Some(reason)) => ("", l.games_missing(reason)),
                _ => ("", "–".into()),
            };
            let mut cells = vec![rating];
            if rated {
                cells.push(("", o.change.map(|c| l.signed(c, 0)).unwrap_or_default()));
            }
            if !elo.is_empty() {
                let after = elo.get(k).copied().flatten();
                cells.push(("elo", after.map_or_else(|| "–".into(), |a| a.to_string())));
            }
            OutcomeRow {
                points: l.score(o.points),
                cells,
                keep: table.points_to_keep == Some(o.points),
            }
        })
        .collect();
    let mut heads = vec![l.text(PartMsg::PointsIn)];
    if rated {
        heads.extend([l.text(PartMsg::NewDwz), "+/−"]);
    } else {
        heads.push(l.text(PartMsg::FirstDwz));
    }
    if !elo.is_empty() {
        heads.push(l.text(PartMsg::NewElo));
    }
    let to_keep = rated.then(|| match table.points_to_keep {
        Some(p) => format!("{} {}.", l.text(PartMsg::ToKeep), l.points(p)),
        None => l.text(PartMsg::CannotKeep).to_string(),
    });
    let target = p.target.map(|target| {
        let answer = match table.points_for_target {
            Some(points) => l.points(points),
            None => l.text(PartMsg::NotReachable).to_string(),
        };
        format!("{} {target}: {answer}", l.text(Msg::TargetDwz))
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
/// Partien"; `None` while there is no new DWZ. Figures from the core, words from i18n.
pub fn result_line(l: Lang, r: &EstimateResult) -> Option<String> {
    let t = move |m: PartMsg| l.text(m);
    let (mut s, n, perf) = match r {
        EstimateResult::Rated(r) => (
            format!(
                "DWZ {}-{} → {}-{} ({})",
                r.ro as i64,
                r.index_old,
                r.rn? as i64,
                r.index_new?,
                l.signed(r.change()?, 0)
            ),
            r.n,
            r.rh,
        ),
        EstimateResult::First(f) => (
            format!("{} {}-1", t(PartMsg::ShareFirst), f.r1? as i64),
            f.n,
            None,
        ),
    };
    let games = t(if n == 1 {
        PartMsg::ShareGame
    } else {
        PartMsg::ShareGames
    });
    let _ = write!(s, " {} {n} {games}", t(PartMsg::ShareAfter));
    if let Some(rh) = perf {
        let _ = write!(s, ", {} {}", t(PartMsg::SharePerformance), l.num(rh, 0));
    }
    Some(s)
}

/// What "Teilen" sends: for "Meine Turniere" one line a tournament (name, end date, its result)
/// and the DWZ after all of them; else the single estimate's line.
pub fn share_text(l: Lang, p: &Parsed, r: &Computed) -> Option<String> {
    let dwz = dwz_share_text(l, p, r);
    let elo = r.elo.as_ref().and_then(|e| elo_line(l, e));
    match (dwz, elo) {
        (Some(d), Some(e)) => Some(format!("{d}\n{e}")),
        (d, e) => d.or(e),
    }
}

/// What "Teilen" sends of the DWZ (see [`share_text`]).
fn dwz_share_text(l: Lang, p: &Parsed, r: &Computed) -> Option<String> {
    let c = match &r.main {
        // A single estimate: its line (marked provisional while a row cannot be read).
        Main::Single(s) => return Some(result_line(l, s)? + &rows(l, p).provisional_suffix(l)),
        Main::Chain(c) => c,
        Main::Nothing | Main::Failed(_) => return None,
    };
    let mut s = String::new();
    for step in &c.steps {
        let name = if step.name.is_empty() {
            format!("{} {}", l.text(Msg::TournamentName), step.position + 1)
        } else {
            step.name.clone()
        };
        let line = result_line(l, &step.result).unwrap_or_else(|| l.text(PartMsg::NoFirst).into());
        let _ = writeln!(s, "{name} ({}): {line}", date_text(l, step.end_date));
    }
    s.push_str(&chain_summary(l, c, &rows(l, p)));
    Some(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dwz::Date;
    use crate::web::calc::compute::compute;
    use crate::web::calc::form::Form;
    use crate::web::calc::parse::parse;

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
        share_text(l, &p, &compute(&p, Mode::Table))
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

    #[test]
    fn a_language_switch_words_the_outcome_again_without_the_core() {
        // A single estimate with a what-if and the Elo, in table mode (the exact figure too).
        let query = format!("{FORECAST}&rg=1800 1900&ziel=1800&eon=1&elo=1800");
        let p = parsed(&query);
        let before = core_runs();
        let o = outcome(Mode::Table, &p);
        assert!(core_runs() > before, "the outcome is the core's");
        let computed = core_runs();
        let de = worded(Lang::De, Mode::Table, &p, &o);
        let en = worded(Lang::En, Mode::Table, &p, &o);
        let again = worded(Lang::De, Mode::Table, &p, &o);
        assert_eq!(core_runs(), computed, "wording ran the core");
        // The same panels as computed and worded at once, in each language.
        assert_eq!(de, panels(Lang::De, Mode::Table, &p));
        assert_eq!(en, panels(Lang::En, Mode::Table, &p));
        assert_eq!(de, again);
        // The same figures, other words.
        let r = rated(FORECAST);
        let figure = format!("{}-{}", r.rn.unwrap() as i64, r.index_new.unwrap());
        assert!(de.summary.contains(&figure), "{}", de.summary);
        assert!(en.summary.contains(&figure), "{}", en.summary);
        assert!(de.share.as_deref().unwrap().contains("nach 5 Partien"));
        assert!(en.share.as_deref().unwrap().contains("after 5 games"));
        let (w_de, w_en) = (de.whatif.unwrap(), en.whatif.unwrap());
        let keep = |w: &WhatIfShown| w.rows.iter().map(|r| r.keep).collect::<Vec<_>>();
        assert_eq!((w_de.rows.len(), keep(&w_de)), (5, keep(&w_en)));
        assert_eq!(w_de.heads[0], "Punkte darin");
        assert_ne!(w_de.heads, w_en.heads);
        assert!(de.elo.is_some() && en.elo.is_some());
        // A single estimate's outcome without what-if and Elo, worded alike.
        let single = outcome(Mode::Table, &parsed(FORECAST));
        let runs = core_runs();
        let (s_de, s_en) = (
            worded(Lang::De, Mode::Table, &parsed(FORECAST), &single),
            worded(Lang::En, Mode::Table, &parsed(FORECAST), &single),
        );
        assert_eq!(core_runs(), runs);
        assert_eq!(s_de, panels(Lang::De, Mode::Table, &parsed(FORECAST)));
        assert_ne!(s_de.summary, s_en.summary);
        assert_eq!((s_de.whatif, s_de.elo), (None, None));
    }
}
