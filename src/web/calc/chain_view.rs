//! "Meine Turniere" as HTML text: the card of the tournaments like the DSB's player card, each
//! with its games to open, the chart across them, and the one line of the summary.

use super::chart::chain_chart;
use super::estimate_view::{headline, not_counted, Rows};
use crate::dwz::chain::{Chain, ChainStatus, ChainStep};
use crate::dwz::estimate::EstimateResult;
use crate::i18n::{Lang, Msg};
use crate::web::common::html::{date_text, esc};
use std::fmt::Write;

/// The chain's line: the DWZ after the last tournament, or why there is none yet.
pub fn chain_summary(l: Lang, c: &Chain, rows: &Rows) -> String {
    let provisional = rows.provisional_suffix(l);
    match c.final_rating {
        Some((r, i)) => format!(
            "{}: {} - {i}{provisional}",
            l.text(Msg::DwzAfterAll),
            r as i64
        ),
        None => l.text(Msg::NoFirst).to_string(),
    }
}

/// The heads of the card's columns (Turnier, Ende, Punkte, Partien, Wₑ, K, Gegner-Ø, Leistung,
/// DWZ neu-Index).
const HEADS: [Msg; 9] = [
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

/// "Meine Turniere" like the DSB's player card: the DWZ at the end, a line a tournament in the
/// order of the evaluation ([`HEADS`]), each with its games to open, and the chart of DWZ and
/// performance across them.
pub fn chain_html(l: Lang, c: &Chain, rows: &Rows) -> String {
    let mut h = chain_headline(l, c, rows);
    h.push_str(&card_start(l));
    for step in &c.steps {
        h.push_str(&step_html(l, step, rows));
    }
    h.push_str("</table></div>");
    h.push_str(&chain_chart(l, c));
    if c.final_rating.is_none() && !c.rest_games.is_empty() {
        let _ = write!(
            h,
            "<p class=\"hint\" id=\"chain-rest\">{}: {}</p>",
            esc(l.text(Msg::RestGamesAfter)),
            c.rest_games.len()
        );
    }
    h
}

/// The DWZ after the last tournament (or that there is no first DWZ yet), and the rows that
/// cannot be read.
fn chain_headline(l: Lang, c: &Chain, rows: &Rows) -> String {
    let provisional = rows.provisional().then(|| l.text(Msg::Provisional));
    let (value, label) = match c.final_rating {
        Some((r, i)) => (format!("{} - {i}", r as i64), l.text(Msg::DwzAfterAll)),
        None => (String::new(), l.text(Msg::NoFirst)),
    };
    let mut h = headline(label, ("chain-dwz", "change"), &value, "", provisional);
    if !rows.not_read.is_empty() {
        h.push_str(&not_counted(l, &[], rows));
    }
    h
}

/// The card's table up to its heads.
fn card_start(l: Lang) -> String {
    let mut h = format!(
        "<div class=\"card\"><table class=\"chain-card\" id=\"chain-card\"><caption class=\"sr-only\">{}</caption><thead><tr>",
        esc(l.text(Msg::MyTournaments))
    );
    for m in HEADS {
        let _ = write!(h, "<th scope=\"col\">{}</th>", esc(l.text(m)));
    }
    h.push_str("</tr></thead>");
    h
}

/// A tournament's cells after its name, in the order of [`HEADS`]; `typed`: its game rows
/// with something typed (the games cell says how many of them count: "5 von 7").
fn step_cells(l: Lang, step: &ChainStep, typed: usize) -> [String; 8] {
    let dash = || "–".to_string();
    let n = |x: Option<f64>, places| x.map(|v| l.num(v, places)).unwrap_or_else(dash);
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
fn step_html(l: Lang, step: &ChainStep, rows: &Rows) -> String {
    let (number, typed) = rows
        .chain
        .get(step.position)
        .copied()
        .unwrap_or((step.position + 1, 0));
    let name = if step.name.is_empty() {
        format!("{} {}", l.text(Msg::Tournament), number)
    } else {
        step.name.clone()
    };
    let mut h = format!("<tbody><tr><th scope=\"row\">{}</th>", esc(&name));
    for (head, value) in HEADS[1..].iter().zip(step_cells(l, step, typed)) {
        // The head as a label too: on a phone the cells stack, each with its label.
        let _ = write!(
            h,
            "<td data-label=\"{}\">{}</td>",
            esc(l.text(*head)),
            esc(&value)
        );
    }
    let _ = write!(
        h,
        "</tr><tr class=\"games-row\"><td colspan=\"9\"><details><summary>{} ({})</summary>{}</details></td></tr></tbody>",
        esc(l.text(Msg::Games)),
        esc(&name),
        chain_games_html(l, step)
    );
    h
}

/// A tournament's games: opponent, result, and for a rated player P(D) and the change.
fn chain_games_html(l: Lang, step: &ChainStep) -> String {
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
