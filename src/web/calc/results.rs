//! Which panel shows what: the results panel and the one line of the summary for each
//! calculator, and the what-if table, as escaped HTML from the parsed form and what the core
//! made of it. The Leptos shell (`app`) only puts these strings on the page.

use super::chain_view::{chain_html, chain_summary};
use super::compute::{Computed, Main};
use super::estimate_view::{estimate_html, estimate_summary, not_counted, notice_html, Rows};
use super::form::{Cut, Tab, PLAYER_FIELDS};
use super::parse::{Parsed, WITH_FULL};
use crate::dwz::estimate::EstimateResult;
use crate::dwz::Mode;
use crate::i18n::{CMsg, Lang, Msg};
use crate::web::common::html::esc;
use std::fmt::Write;

/// The rows of the form as the results panel names them.
pub fn rows(l: Lang, p: &Parsed) -> Rows {
    Rows {
        game_rows: p.game_rows.clone(),
        results: p.input.games.iter().map(|g| g.result).collect(),
        not_read: p.rows_not_counted().iter().map(|e| l.error(e)).collect(),
        expired: p.expired_rest.iter().map(|e| e.1).collect(),
        chain: if WITH_FULL {
            p.chain.iter().map(|t| (t.number, t.typed)).collect()
        } else {
            Vec::new()
        },
        no_birth_year: p.input.birth_year.is_none(),
    }
}

/// What a link had past the limits and was not loaded (empty where nothing was cut).
pub fn cut_html(l: Lang, cut: &[Cut]) -> String {
    if cut.is_empty() {
        return String::new();
    }
    let items: String = cut
        .iter()
        .map(|c| format!("<li>{}</li>", esc(&l.error(&c.error()))))
        .collect();
    format!(
        "<div class=\"not-counted\" id=\"cut\" role=\"alert\"><p>{}</p><ul>{items}</ul></div>",
        esc(l.text(Msg::CutFromLink))
    )
}

/// The player's fields that must be corrected before there is a result.
fn to_correct(l: Lang, p: &Parsed) -> Vec<String> {
    PLAYER_FIELDS
        .iter()
        .filter_map(|f| p.errors.get(&f.id()))
        .map(|e| l.error(e))
        .collect()
}

/// The results panel (after what a link had past the limits, if anything).
pub fn results_html(l: Lang, mode: Mode, p: &Parsed, r: &Computed) -> String {
    match &r.main {
        Main::Chain(c) => cut_html(l, &p.cut) + &chain_html(l, c, &rows(l, p)),
        _ => single_results_html(l, mode, p, r),
    }
}

/// The results panel of the single estimates (after what a link had past the limits).
pub fn single_results_html(l: Lang, mode: Mode, p: &Parsed, r: &Computed) -> String {
    cut_html(l, &p.cut) + &single_panel(l, mode, p, r)
}

fn single_panel(l: Lang, mode: Mode, p: &Parsed, r: &Computed) -> String {
    match &r.main {
        Main::Single(r) => estimate_html(l, mode, r, &rows(l, p)),
        Main::Chain(_) => String::new(),
        Main::Failed(e) => notice_html(l, &[l.error(e)]),
        Main::Nothing if p.blocked => notice_html(l, &to_correct(l, p)),
        // "Meine Turniere" with no tournament that can be counted: what is not, and why.
        Main::Nothing if WITH_FULL && p.tab == Tab::Chain && !p.row_errors.is_empty() => {
            not_counted(l, &[], &rows(l, p))
        }
        Main::Nothing => {
            let start = match p.tab {
                // Its words come with the module that shows it.
                Tab::Chain if WITH_FULL => l.text(CMsg::StartChain),
                Tab::Chain => l.text(Msg::Loading),
                Tab::First => l.text(Msg::StartFirst),
                _ => l.text(Msg::StartRated),
            };
            format!("<p class=\"hint\" id=\"start-hint\">{}</p>", esc(start))
        }
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
        Main::Single(r) => estimate_summary(l, r, &rows(l, p)),
        _ => String::new(),
    }
}

/// The what-if table: every possible score in the remaining games with the new DWZ and its
/// change (or the first rating, or why there would be none), the score that keeps the DWZ
/// marked, and the answer to the Ziel-DWZ. Empty while no remaining games are given.
pub fn whatif_html(l: Lang, p: &Parsed, r: &Computed) -> String {
    let t = move |m: Msg| l.text(m);
    let table = match &r.whatif {
        None => return String::new(),
        Some(Err(e)) => return notice_html(l, &[l.error(e)]),
        Some(Ok(table)) => table,
    };
    let rated = table
        .outcomes
        .first()
        .is_some_and(|o| matches!(o.estimate, EstimateResult::Rated(_)));
    let mut h = format!(
        "<table class=\"outcomes\" id=\"outcomes\"><caption class=\"sr-only\">{}</caption><thead><tr><th scope=\"col\">{}</th>",
        esc(t(Msg::Remaining)),
        esc(l.text(CMsg::PointsIn))
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
            Some(p) => format!("{} {}.", l.text(CMsg::ToKeep), l.points(p)),
            None => l.text(CMsg::CannotKeep).to_string(),
        };
        let _ = write!(h, "<p id=\"to-keep\">{}</p>", esc(&keep));
    }
    if let Some(target) = p.target {
        let answer = match table.points_for_target {
            Some(points) => format!("{} {target}: {}", t(Msg::TargetDwz), l.points(points)),
            None => format!(
                "{} {target}: {}",
                t(Msg::TargetDwz),
                l.text(CMsg::NotReachable)
            ),
        };
        let _ = write!(h, "<p id=\"target-answer\">{}</p>", esc(&answer));
    }
    h
}
