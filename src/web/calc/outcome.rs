//! The calculator's parsed form through the core, and which panel shows what (plain Rust, tested
//! and fuzzed natively): the single estimates, "Meine Turniere" and the what-if. The Leptos
//! shell (`app.rs`) only puts these strings on the page.

use super::chart::{self, Rows};
use super::form::{Parsed, Tab};
use crate::dwz::chain::{chain, chain_what_if, Chain, ChainInput, ChainStatus, ChainTournament};
use crate::dwz::error::InputError;
use crate::dwz::estimate::{estimate, EstimateKind, EstimateResult};
use crate::dwz::numeric::fixed;
use crate::dwz::whatif::{what_if, Remaining, WhatIf};
use crate::dwz::Mode;
use crate::i18n::{Lang, Msg};
use crate::web::common::html::esc;
use std::fmt::Write;

/// What the core made of the form.
#[derive(Debug, Clone, PartialEq)]
pub enum Main {
    /// Nothing to compute yet (no DWZ typed, or a player field to correct first).
    Nothing,
    Single(EstimateResult),
    /// "Meine Turniere".
    Chain(Chain),
    /// The core refused the input (it names the field).
    Failed(InputError),
}

/// The results of the form: the estimate, and the what-if table where remaining games are
/// given.
#[derive(Debug, Clone, PartialEq)]
pub struct Computed {
    pub main: Main,
    pub whatif: Option<Result<WhatIf, InputError>>,
}

impl Computed {
    pub const NOTHING: Computed = Computed {
        main: Main::Nothing,
        whatif: None,
    };
}

/// The chain of "Meine Turniere" as the core takes it.
fn chain_input(p: &Parsed) -> ChainInput {
    ChainInput {
        kind: p.input.kind,
        dwz: p.input.dwz,
        index: p.input.index,
        birth_year: p.input.birth_year,
        rest_games: p.input.rest_games.clone(),
        tournaments: p
            .chain
            .iter()
            .map(|t| ChainTournament {
                name: t.name.clone(),
                end_date: t.end_date,
                start_date: t.start_date,
                k: t.k,
                games: t.games.clone(),
            })
            .collect(),
    }
}

/// Runs the core on the parsed form: a single estimate, or "Meine Turniere", with the what-if
/// where remaining games are given.
pub fn compute(p: &Parsed, mode: Mode) -> Computed {
    if p.tab == Tab::Chain {
        return compute_chain(p, mode);
    }
    let mut c = compute_single(p, mode);
    if matches!(c.main, Main::Single(_)) && !p.remaining.is_empty() {
        let remaining = Remaining {
            opponent_ratings: p.remaining.clone(),
            target: p.target,
        };
        c.whatif = Some(what_if(&p.input, &remaining, mode, &p.params));
    }
    c
}

/// The single estimates only (the calculator's first module: "Meine Turniere" and the what-if
/// come with the module loaded on first use).
pub fn compute_single(p: &Parsed, mode: Mode) -> Computed {
    let needs_dwz = p.input.kind != EstimateKind::FirstRating;
    if p.tab == Tab::Chain || p.blocked || (needs_dwz && p.input.dwz.is_none()) {
        return Computed::NOTHING;
    }
    let main = match estimate(&p.input, mode, &p.params) {
        Ok(r) => Main::Single(r),
        Err(e) => Main::Failed(e),
    };
    Computed { main, whatif: None }
}

/// "Meine Turniere": the chain, and the what-if of its last tournament.
fn compute_chain(p: &Parsed, mode: Mode) -> Computed {
    if p.blocked || p.chain.is_empty() {
        return Computed::NOTHING;
    }
    let input = chain_input(p);
    if p.remaining.is_empty() {
        return Computed {
            main: chain(&input, mode, &p.params).map_or_else(Main::Failed, Main::Chain),
            whatif: None,
        };
    }
    let remaining = Remaining {
        opponent_ratings: p.remaining.clone(),
        target: p.target,
    };
    match chain_what_if(&input, &remaining, mode, &p.params) {
        Ok((c, table)) => Computed {
            main: Main::Chain(c),
            whatif: Some(Ok(table)),
        },
        Err(e) => Computed {
            main: Main::Failed(e),
            whatif: None,
        },
    }
}

/// The rows of the form as the results panel names them.
pub fn rows(l: Lang, p: &Parsed) -> Rows {
    Rows {
        game_rows: p.game_rows.clone(),
        results: p.input.games.iter().map(|g| g.result).collect(),
        not_read: p.rows_not_counted().iter().map(|e| l.error(e)).collect(),
        expired: p.expired_rest.iter().map(|e| e.1).collect(),
    }
}

/// The player's fields that must be corrected before there is a result.
fn to_correct(l: Lang, p: &Parsed) -> Vec<String> {
    ["dwz", "index", "birth_year", "end_date", "k"]
        .iter()
        .filter_map(|f| p.errors.get(*f))
        .map(|e| l.error(e))
        .collect()
}

/// The results panel.
pub fn results_html(l: Lang, mode: Mode, p: &Parsed, r: &Computed) -> String {
    match &r.main {
        Main::Chain(c) => chain_html(l, c, &rows(l, p)),
        _ => single_results_html(l, mode, p, r),
    }
}

/// The results panel of the single estimates.
pub fn single_results_html(l: Lang, mode: Mode, p: &Parsed, r: &Computed) -> String {
    match &r.main {
        Main::Single(r) => chart::results_html(l, mode, r, &rows(l, p)),
        Main::Chain(_) => String::new(),
        Main::Failed(e) => chart::notice_html(l, &[l.error(e)]),
        Main::Nothing if p.blocked => chart::notice_html(l, &to_correct(l, p)),
        Main::Nothing => format!(
            "<p class=\"hint\" id=\"start-hint\">{}</p>",
            esc(l.text(match p.tab {
                Tab::Chain => Msg::StartChain,
                Tab::First => Msg::StartFirst,
                _ => Msg::StartRated,
            }))
        ),
    }
}

/// The one line of the live region and the phone's summary.
pub fn summary_line(l: Lang, p: &Parsed, r: &Computed) -> String {
    match &r.main {
        Main::Chain(c) => chain_summary(l, c, &rows(l, p)),
        _ => single_summary_line(l, p, r),
    }
}

/// The line of the single estimates.
pub fn single_summary_line(l: Lang, p: &Parsed, r: &Computed) -> String {
    match &r.main {
        Main::Single(r) => chart::summary(l, Some(r), &rows(l, p)),
        _ => String::new(),
    }
}

/// The chain's line: the DWZ after the last tournament, or why there is none yet.
fn chain_summary(l: Lang, c: &Chain, rows: &Rows) -> String {
    let provisional = if rows.provisional() {
        format!(" ({})", l.text(Msg::Provisional))
    } else {
        String::new()
    };
    match c.final_rating {
        Some((r, i)) => format!(
            "{}: {} - {i}{provisional}",
            l.text(Msg::DwzAfterAll),
            r as i64
        ),
        None => l.text(Msg::NoFirst).to_string(),
    }
}

/// "Meine Turniere" like the DSB's player card: a line a tournament in the order of the
/// evaluation (Turnier, Ende, Punkte, Partien, Wₑ, K, Gegner-Ø, Leistung, DWZ neu-Index), each
/// with its games to open, the chart of DWZ and performance across them, and the DWZ at the end.
fn chain_html(l: Lang, c: &Chain, rows: &Rows) -> String {
    let t = move |m: Msg| l.text(m);
    let mut h = String::new();
    let provisional = rows.provisional().then(|| t(Msg::Provisional));
    let (value, label) = match c.final_rating {
        Some((r, i)) => (format!("{} - {i}", r as i64), t(Msg::DwzAfterAll)),
        None => (String::new(), t(Msg::NoFirst)),
    };
    h.push_str(&chart::headline_html(
        label,
        "chain-dwz",
        &value,
        provisional,
    ));
    if !rows.not_read.is_empty() {
        h.push_str(&chart::not_counted_html(l, &[], rows));
    }
    let heads = [
        Msg::Tournament,
        Msg::EndDate,
        Msg::PointsShort,
        Msg::GamesShort,
        Msg::ExpectationShort,
        Msg::KShort,
        Msg::OppAverageShort,
        Msg::PerformanceShort,
        Msg::NewDwzIndex,
    ];
    let _ = write!(
        h,
        "<div class=\"card\"><table class=\"chain-card\" id=\"chain-card\"><caption class=\"sr-only\">{}</caption><thead><tr>",
        esc(t(Msg::MyTournaments))
    );
    for m in heads {
        let _ = write!(h, "<th scope=\"col\">{}</th>", esc(t(m)));
    }
    h.push_str("</tr></thead>");
    let dash = || "–".to_string();
    for step in &c.steps {
        let n = |x: Option<f64>, places| x.map(|v| l.num(v, places)).unwrap_or_else(dash);
        let name = if step.name.is_empty() {
            format!("{} {}", t(Msg::Tournament), step.position + 1)
        } else {
            step.name.clone()
        };
        let (w, games, we, k, rc, rh) = match &step.result {
            EstimateResult::Rated(r) => (
                l.score(r.w),
                r.n.to_string(),
                n(r.we, 3),
                n(r.k.map(|k| k.k), 1),
                n(r.rc, 0),
                n(r.rh, 0),
            ),
            EstimateResult::First(f) => (
                l.score(f.w),
                f.n.to_string(),
                dash(),
                dash(),
                n(f.rc, 0),
                dash(),
            ),
        };
        let new = match (step.status, step.rating_left(), &step.result) {
            (ChainStatus::NoRatingYet, _, EstimateResult::First(f)) => f
                .none_because
                .map(|r| l.games_missing(r))
                .unwrap_or_default(),
            (_, Some((r, Some(i))), _) => format!("{} - {i}", r as i64),
            _ => dash(),
        };
        let _ = write!(h, "<tbody><tr><th scope=\"row\">{}</th>", esc(&name));
        let cells = [date_text(step.end_date), w, games, we, k, rc, rh, new];
        for (head, value) in heads[1..].iter().zip(cells) {
            // The head as a label too: on a phone the cells stack, each with its label.
            let _ = write!(
                h,
                "<td data-label=\"{}\">{}</td>",
                esc(t(*head)),
                esc(&value)
            );
        }
        h.push_str("</tr>");
        let _ = write!(
            h,
            "<tr class=\"games-row\"><td colspan=\"9\"><details><summary>{} ({})</summary>{}</details></td></tr></tbody>",
            esc(t(Msg::Games)),
            esc(&name),
            chain_games_html(l, step)
        );
    }
    h.push_str("</table></div>");
    h.push_str(&chain_chart(l, c));
    if c.final_rating.is_none() && !c.rest_games.is_empty() {
        let _ = write!(
            h,
            "<p class=\"hint\" id=\"chain-rest\">{}: {}</p>",
            esc(t(Msg::RestGamesAfter)),
            c.rest_games.len()
        );
    }
    h
}

/// `YYYY-MM-DD` as the page writes dates (TT.MM.JJJJ).
fn date_text(d: crate::dwz::Date) -> String {
    format!("{:02}.{:02}.{}", d.day, d.month, d.year)
}

/// A tournament's games: opponent, result, and for a rated player P(D) and the change.
fn chain_games_html(l: Lang, step: &crate::dwz::chain::ChainStep) -> String {
    let mut h = String::from("<ul class=\"chain-games\">");
    match &step.result {
        EstimateResult::Rated(r) => {
            for g in &r.changes {
                let _ = write!(
                    h,
                    "<li>{} ({}): {}</li>",
                    g.opponent_rating as i64,
                    esc(&l.score(g.score)),
                    esc(&l.signed(g.change, 1))
                );
            }
        }
        EstimateResult::First(_) => {
            for g in step.input.games.iter() {
                let _ = write!(
                    h,
                    "<li>{} ({})</li>",
                    g.opponent_rating
                        .map_or_else(|| l.text(Msg::WithoutDwz).to_string(), |r| r.to_string()),
                    esc(g.result.text())
                );
            }
        }
    }
    h.push_str("</ul>");
    h
}

/// "DWZ und Leistung": the rating after each tournament as a line (from the rating brought in)
/// and the performance as points, across the tournaments. Texts in the outer SVG (no viewBox:
/// they keep their size), the line in an inner SVG placed in percent.
fn chain_chart(l: Lang, c: &Chain) -> String {
    let mut points: Vec<(f64, f64)> = Vec::new();
    let mut perf: Vec<(f64, f64)> = Vec::new();
    let start = c.steps.first().and_then(|s| match &s.result {
        EstimateResult::Rated(r) => Some(r.ro),
        EstimateResult::First(_) => None,
    });
    if let Some(r) = start {
        points.push((0.0, r));
    }
    for (k, step) in c.steps.iter().enumerate() {
        let x = (k + 1) as f64;
        if let Some((r, _)) = step.rating_left() {
            points.push((x, r));
        }
        if let EstimateResult::Rated(r) = &step.result {
            if let Some(rh) = r.rh {
                perf.push((x, rh));
            }
        }
    }
    if points.len() < 2 && perf.is_empty() {
        return String::new();
    }
    let all = points.iter().chain(&perf).map(|p| p.1);
    let lo = (all.clone().fold(f64::MAX, f64::min) / 50.0).floor() * 50.0 - 50.0;
    let hi = (all.fold(f64::MIN, f64::max) / 50.0).ceil() * 50.0 + 50.0;
    let n = c.steps.len() as f64;
    let x_pct = |x: f64| fixed(10.0 + 84.0 * x / n.max(1.0), 1);
    let y_px = |r: f64| 16.0 + 130.0 * (hi - r) / (hi - lo);
    let line: Vec<String> = points
        .iter()
        .map(|&(x, r)| {
            format!(
                "{},{}",
                fixed(300.0 * x / n.max(1.0), 1),
                fixed(150.0 * (hi - r) / (hi - lo), 1)
            )
        })
        .collect();
    let title = esc(l.text(Msg::DwzAndPerformance));
    let mut h = format!(
        "<figure class=\"curve\" id=\"chain-chart\"><figcaption>{title}</figcaption><svg width=\"100%\" height=\"180\" role=\"img\" aria-label=\"{title}\">\
<line x1=\"10%\" y1=\"146\" x2=\"94%\" y2=\"146\" class=\"axis\"/><line x1=\"10%\" y1=\"16\" x2=\"10%\" y2=\"146\" class=\"axis\"/>\
<svg x=\"10%\" y=\"16\" width=\"84%\" height=\"130\" viewBox=\"0 0 300 150\" preserveAspectRatio=\"none\"><polyline points=\"{}\" class=\"line\"/></svg>\
<text x=\"9%\" y=\"22\" text-anchor=\"end\">{}</text><text x=\"9%\" y=\"146\" text-anchor=\"end\">{}</text>",
        line.join(" "),
        hi as i64,
        lo as i64
    );
    for &(x, r) in &points {
        let _ = write!(
            h,
            "<circle cx=\"{}%\" cy=\"{}\" r=\"4\" class=\"dot\"><title>{}</title></circle>",
            x_pct(x),
            fixed(y_px(r), 1),
            r as i64
        );
    }
    for &(x, r) in &perf {
        let _ = write!(
            h,
            "<rect x=\"{}%\" y=\"{}\" width=\"8\" height=\"8\" class=\"perf\" transform=\"translate(-4 -4)\"><title>{} {}</title></rect>",
            x_pct(x),
            fixed(y_px(r), 1),
            esc(l.text(Msg::PerformanceShort)),
            r as i64
        );
    }
    for (k, step) in c.steps.iter().enumerate() {
        let _ = write!(
            h,
            "<text x=\"{}%\" y=\"164\" text-anchor=\"middle\">{}</text>",
            x_pct((k + 1) as f64),
            k + 1
        );
        let _ = step;
    }
    let _ = write!(
        h,
        "</svg><p class=\"hint\">{}</p></figure>",
        esc(l.text(Msg::ChainChartCaption))
    );
    h
}

/// The what-if table: every possible score in the remaining games with the new DWZ and its
/// change (or the first rating, or why there would be none), the score that keeps the DWZ
/// marked, and the answer to the Ziel-DWZ. Empty while no remaining games are given.
pub fn whatif_html(l: Lang, p: &Parsed, r: &Computed) -> String {
    let t = move |m: Msg| l.text(m);
    let table = match &r.whatif {
        None => return String::new(),
        Some(Err(e)) => return chart::notice_html(l, &[l.error(e)]),
        Some(Ok(table)) => table,
    };
    let rated = table
        .outcomes
        .first()
        .is_some_and(|o| matches!(o.estimate, EstimateResult::Rated(_)));
    let mut h = format!(
        "<table class=\"outcomes\" id=\"outcomes\"><caption class=\"sr-only\">{}</caption><thead><tr><th scope=\"col\">{}</th>",
        esc(t(Msg::Remaining)),
        esc(t(Msg::PointsIn))
    );
    if rated {
        let _ = write!(
            h,
            "<th scope=\"col\">{}</th><th scope=\"col\">+/−</th>",
            esc(t(Msg::NewDwz))
        );
    } else {
        let _ = write!(h, "<th scope=\"col\">{}</th>", esc(t(Msg::FirstDwz)));
    }
    h.push_str("</tr></thead><tbody>");
    for o in &table.outcomes {
        let keep = table.points_to_keep == Some(o.points);
        let rating = match (o.rating(), o.index_new(), o.no_first_rating()) {
            (Some(r), Some(i), _) => format!("{} - {i}", r as i64),
            (_, _, Some(reason)) => l.games_missing(reason),
            _ => "–".into(),
        };
        let _ = write!(
            h,
            "<tr{}><th scope=\"row\">{}</th><td>{}</td>",
            if keep { " class=\"keep\"" } else { "" },
            esc(&l.score(o.points)),
            esc(&rating)
        );
        if rated {
            let _ = write!(
                h,
                "<td>{}</td>",
                esc(&o.change.map(|c| l.signed(c, 0)).unwrap_or_default())
            );
        }
        h.push_str("</tr>");
    }
    h.push_str("</tbody></table>");
    if rated {
        let keep = match table.points_to_keep {
            Some(p) => format!("{} {}.", t(Msg::ToKeep), l.points(p)),
            None => t(Msg::CannotKeep).to_string(),
        };
        let _ = write!(h, "<p id=\"to-keep\">{}</p>", esc(&keep));
    }
    if let Some(target) = p.target {
        let answer = match table.points_for_target {
            Some(points) => format!("{} {target}: {}", t(Msg::TargetDwz), l.points(points)),
            None => format!("{} {target}: {}", t(Msg::TargetDwz), t(Msg::NotReachable)),
        };
        let _ = write!(h, "<p id=\"target-answer\">{}</p>", esc(&answer));
    }
    h
}

/// Which tabs take a DWZ (for the page's help texts).
pub fn is_rated(tab: Tab) -> bool {
    matches!(tab, Tab::Forecast | Tab::Recheck)
}
