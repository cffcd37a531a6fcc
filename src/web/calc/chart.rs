//! The calculator's results as HTML text: the figures, the change each game brings as bars, and
//! the expected score against the field as a curve (inline SVG, its labels as HTML so that they
//! keep the page's font size at any width). Pure output, redrawn whole on every change, so it is
//! written as one string (every text escaped by [`esc`]) rather than as hundreds of reactive
//! elements: that keeps the wasm small. Values come from the core; here only layout and
//! coordinates (written by the core's integer-based `fixed`).

use crate::dwz::estimate::{EstimateResult, FirstRatingEstimate, RatedEstimate, SingleResult};
use crate::dwz::numeric::fixed;
use crate::dwz::{AgeGroup, Mode};
use crate::i18n::{Lang, Msg};
use crate::web::common::html::esc;
use std::fmt::Write;

fn age_text(l: Lang, age: AgeGroup) -> &'static str {
    l.text(match age {
        AgeGroup::Youth => Msg::AgeYouth,
        AgeGroup::Junior => Msg::AgeJunior,
        AgeGroup::Adult => Msg::AgeAdult,
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
}

impl Rows {
    /// While a row cannot be read, the result is provisional.
    pub fn provisional(&self) -> bool {
        !self.not_read.is_empty()
    }

    fn row(&self, game: usize) -> usize {
        self.game_rows.get(game).copied().unwrap_or(game + 1)
    }
}

/// The one line that says the result (the live region and the compact summary on a phone).
pub fn summary(l: Lang, r: Option<&EstimateResult>, rows: &Rows) -> String {
    let t = move |m: Msg| l.text(m);
    let provisional = if rows.provisional() {
        format!(" ({})", t(Msg::Provisional))
    } else {
        String::new()
    };
    match r {
        Some(EstimateResult::Rated(r)) => match (r.rn, r.index_new, r.change()) {
            (Some(rn), Some(i), Some(c)) => format!(
                "{}: {} - {i} ({}){provisional}",
                t(Msg::NewDwz),
                rn as i64,
                l.signed(c, 0)
            ),
            _ => t(Msg::NoGamesYet).to_string(),
        },
        Some(EstimateResult::First(f)) => match (f.r1, f.none_because) {
            (Some(r1), _) => format!("{}: {} - 1{provisional}", t(Msg::FirstDwz), r1 as i64),
            (None, Some(reason)) => format!("{}: {}", t(Msg::NoFirst), l.games_missing(reason)),
            (None, None) => t(Msg::NoFirst).to_string(),
        },
        None => String::new(),
    }
}

/// The calculator's results panel: the figures of an estimate, the change of every game as
/// bars and the expected-score curve, or why there is no first DWZ yet (every text escaped).
pub fn results_html(l: Lang, mode: Mode, r: &EstimateResult, rows: &Rows) -> String {
    match r {
        EstimateResult::Rated(r) => rated_html(l, mode, r, rows),
        EstimateResult::First(f) => first_html(l, f, rows),
    }
}

/// A panel that only says what is missing (e.g. the player's DWZ, or a field to correct).
pub fn notice_html(l: Lang, messages: &[String]) -> String {
    let items: String = messages
        .iter()
        .map(|m| format!("<li>{}</li>", esc(m)))
        .collect();
    format!(
        "<p class=\"hint\" id=\"notice\">{}</p><ul class=\"errors\">{items}</ul>",
        esc(l.text(Msg::FixFirst))
    )
}

/// The headline of a panel: label, big value, (change), (provisional).
pub fn headline_html(label: &str, id: &str, value: &str, provisional: Option<&str>) -> String {
    headline(label, id, value, "", provisional)
}

fn headline(label: &str, id: &str, value: &str, change: &str, provisional: Option<&str>) -> String {
    let mut h = format!(
        "<div class=\"headline\"><span class=\"label\">{}</span>",
        esc(label)
    );
    if !value.is_empty() {
        let _ = write!(
            h,
            "<output id=\"{id}\" class=\"big\">{}</output>",
            esc(value)
        );
    }
    if !change.is_empty() {
        let _ = write!(
            h,
            "<span id=\"change\" class=\"change\">{}</span>",
            esc(change)
        );
    }
    if let Some(p) = provisional {
        let _ = write!(
            h,
            "<span class=\"provisional\" id=\"provisional\">{}</span>",
            esc(p)
        );
    }
    h.push_str("</div>");
    h
}

/// The rows not counted: those that cannot be read, forfeits and opponents without DWZ.
pub fn not_counted_html(l: Lang, r_ignored: &[usize], rows: &Rows) -> String {
    not_counted(l, r_ignored, rows)
}

fn not_counted(l: Lang, r_ignored: &[usize], rows: &Rows) -> String {
    let mut items: Vec<String> = rows.not_read.clone();
    for &game in r_ignored {
        let why = match rows.results.get(game) {
            Some(SingleResult::ForfeitWin) | Some(SingleResult::ForfeitLoss) => Msg::IgnoredForfeit,
            _ => Msg::IgnoredNoDwz,
        };
        items.push(format!(
            "{} {}: {}",
            l.text(Msg::Game),
            rows.row(game),
            l.text(why)
        ));
    }
    for &row in &rows.expired {
        items.push(format!(
            "{} {row}: {}",
            l.text(Msg::RestGame),
            l.text(Msg::Expired)
        ));
    }
    if items.is_empty() {
        return String::new();
    }
    let list: String = items
        .iter()
        .map(|m| format!("<li>{}</li>", esc(m)))
        .collect();
    format!(
        "<div class=\"not-counted\" id=\"not-counted\"><p>{}</p><ul>{list}</ul></div>",
        esc(l.text(Msg::NotCounted))
    )
}

fn rated_html(l: Lang, mode: Mode, r: &RatedEstimate, rows: &Rows) -> String {
    let t = move |m: Msg| l.text(m);
    let dash = || "–".to_string();
    let new_dwz = match (r.rn, r.index_new) {
        (Some(rn), Some(i)) => format!("{} - {}", rn as i64, i),
        _ => dash(),
    };
    let change = r.change().map(|x| l.signed(x, 0)).unwrap_or_default();
    let k_parts = match r.k {
        Some(_) if r.k_given => t(Msg::KGiven).to_string(),
        Some(k) => format!("{} · {} + {}", l.num(k.k0, 0), l.num(k.b, 3), l.num(k.a, 3)),
        None => dash(),
    };
    let figures_rows = [
        (t(Msg::Points).to_string(), l.score(r.w), "w"),
        (t(Msg::GamesN).to_string(), r.n.to_string(), "n"),
        (
            t(Msg::Expectation).to_string(),
            r.we.map(|w| l.num(w, 3)).unwrap_or_else(dash),
            "we",
        ),
        (
            t(Msg::Difference).to_string(),
            r.w_minus_we().map(|x| l.signed(x, 3)).unwrap_or_else(dash),
            "diff",
        ),
        (
            t(Msg::KFactor).to_string(),
            r.k.map(|k| l.num(k.k, 1)).unwrap_or_else(dash),
            "k",
        ),
        (t(Msg::KParts).to_string(), k_parts, "kparts"),
        (
            t(Msg::OppAverage).to_string(),
            r.rc.map(|x| l.num(x, 0)).unwrap_or_else(dash),
            "rc",
        ),
        (
            t(Msg::Performance).to_string(),
            r.rh.map(|x| l.num(x, 0)).unwrap_or_else(dash),
            "rh",
        ),
    ];
    let mut age = age_text(l, r.age_group).to_string();
    if r.index_assumed {
        age.push_str(" · ");
        age.push_str(t(Msg::IndexAssumed));
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
    let provisional = rows.provisional().then(|| t(Msg::Provisional));
    format!(
        "{}<p class=\"age\">{}</p>{}{}{}{}",
        headline(t(Msg::NewDwz), "new-dwz", &new_dwz, &change, provisional),
        esc(&age),
        not_counted(l, &r.ignored, rows),
        figures(&figures_rows),
        change_bars(&bars, l, t(Msg::PerGame)),
        expectation_curve(r.ro, r.w, &ratings, mode, l)
    )
}

fn first_html(l: Lang, f: &FirstRatingEstimate, rows: &Rows) -> String {
    let t = move |m: Msg| l.text(m);
    let n = move |x: f64| l.num(x, 0);
    let provisional = rows.provisional().then(|| t(Msg::Provisional));
    if let Some(reason) = f.none_because {
        return format!(
            "{}<p id=\"no-first\" class=\"reason\">{}</p>{}",
            headline(t(Msg::NoFirst), "first-dwz", "", "", provisional),
            esc(&l.no_first_rating(reason)),
            not_counted(l, &f.ignored, rows)
        );
    }
    let dash = || "–".to_string();
    let r1 = f.r1.map(n).unwrap_or_else(dash);
    let correction = f.correction().map(|x| l.signed(x, 0)).unwrap_or_else(dash);
    let figures_rows = [
        (t(Msg::Points).to_string(), l.score(f.w), "w"),
        (t(Msg::GamesN).to_string(), f.n.to_string(), "n"),
        (
            t(Msg::OppAverage).to_string(),
            f.rc.map(n).unwrap_or_else(dash),
            "rc",
        ),
        (
            t(Msg::StartValue).to_string(),
            f.rp.map(n).unwrap_or_else(dash),
            "rp",
        ),
        (
            t(Msg::IterationResult).to_string(),
            f.ri.map(n).unwrap_or_else(dash),
            "ri",
        ),
        (t(Msg::Correction).to_string(), correction, "corr"),
        (t(Msg::FirstDwz).to_string(), r1.clone(), "r1"),
    ];
    let draw = f
        .fictive_draw
        .map(|d| {
            format!(
                "<p class=\"hint\" id=\"fictive\">{} {} (100 %)</p>",
                esc(t(Msg::FictiveDraw)),
                esc(&n(d))
            )
        })
        .unwrap_or_default();
    let trace: String = f
        .trace
        .iter()
        .map(|&r| format!("<li>{}</li>", esc(&n(r))))
        .collect();
    format!(
        "{}{}{}{}<details class=\"trace\"><summary>{}</summary><ol>{}</ol></details>",
        headline(
            t(Msg::FirstDwz),
            "first-dwz",
            &format!("{r1} - 1"),
            "",
            provisional
        ),
        not_counted(l, &f.ignored, rows),
        draw,
        figures(&figures_rows),
        esc(t(Msg::Iteration)),
        trace
    )
}

fn c(v: f64) -> String {
    fixed(v, 1)
}

/// `<dl>` of (label, value, id) rows; the values get the ids `out-<id>`.
pub fn figures(rows: &[(String, String, &str)]) -> String {
    let mut html = String::from("<dl class=\"figures\">");
    for (label, value, id) in rows {
        let _ = write!(
            html,
            "<div><dt>{}</dt><dd id=\"out-{}\">{}</dd></div>",
            esc(label),
            esc(id),
            esc(value)
        );
    }
    html.push_str("</dl>");
    html
}

/// Horizontal bars, one a game: positive to the right, negative to the left. The labels and
/// values are HTML (the page's font size at any width); each bar is a small SVG placed in
/// percent (no inline styles, which the Content-Security-Policy refuses).
pub fn change_bars(bars: &[(String, f64)], lang: Lang, title: &str) -> String {
    if bars.is_empty() {
        return String::new();
    }
    let max = bars.iter().map(|b| b.1.abs()).fold(1.0, f64::max);
    let mut html = format!(
        "<h2 id=\"bars-title\">{}</h2><ul class=\"bars\" aria-labelledby=\"bars-title\">",
        esc(title)
    );
    for (label, change) in bars {
        // Half the track each way: the longest bar reaches the edge.
        let width = (change.abs() / max * 50.0).max(0.5);
        let (x, side) = if *change >= 0.0 {
            (50.0, "pos")
        } else {
            (50.0 - width, "neg")
        };
        let _ = write!(
            html,
            "<li><span class=\"lbl\">{}</span><svg class=\"track\" width=\"100%\" height=\"14\" aria-hidden=\"true\"><line x1=\"50%\" y1=\"0\" x2=\"50%\" y2=\"14\" class=\"axis\"/><rect x=\"{}%\" y=\"2\" width=\"{}%\" height=\"10\" class=\"{side}\"/></svg><span class=\"val\">{}</span></li>",
            esc(label),
            fixed(x, 1),
            fixed(width, 1),
            esc(&lang.signed(*change, 1))
        );
    }
    html.push_str("</ul>");
    html
}

/// W_e(R) against the given opponents for R around their average; the own rating and the
/// score W marked. Where the curve meets W lies the performance. The outer SVG has no viewBox,
/// so its texts keep their size in CSS pixels at any width; the curve itself is drawn in an
/// inner SVG stretched over the plot area, the marks are placed in percent.
pub fn expectation_curve(ro: f64, w: f64, ratings: &[f64], mode: Mode, lang: Lang) -> String {
    if ratings.is_empty() {
        return String::new();
    }
    let n = ratings.len() as f64;
    let center = mode.average(ratings.iter().copied()).unwrap_or(ro);
    let lo = ((center - 700.0).min(ro - 100.0) / 50.0).floor() * 50.0;
    let hi = ((center + 700.0).max(ro + 100.0) / 50.0).ceil() * 50.0;
    // The plot area: 10 % to 94 % of the width, 16 px to 146 px of the height.
    let (left, span, top, height) = (10.0, 84.0, 16.0, 130.0);
    let share = move |r: f64| (r - lo) / (hi - lo);
    let x_pct = move |r: f64| fixed(left + span * share(r), 1);
    let y_px = move |v: f64| top + height * (1.0 - v / n);
    let points: Vec<String> = (0..=70)
        .map(|k| {
            let r = lo + (hi - lo) * k as f64 / 70.0;
            let we = mode.expected_score(mode.rating(r), ratings.iter().copied());
            format!("{},{}", c(share(r) * 300.0), c((1.0 - we / n) * 150.0))
        })
        .collect();
    let we_own = mode.expected_score(ro, ratings.iter().copied());
    let yw = c(y_px(w));
    let title = esc(lang.text(Msg::Curve));
    format!(
        "<figure class=\"curve\"><figcaption>{title}</figcaption>\
<svg width=\"100%\" height=\"170\" role=\"img\" aria-label=\"{title}\">\
<line x1=\"10%\" y1=\"146\" x2=\"94%\" y2=\"146\" class=\"axis\"/><line x1=\"10%\" y1=\"16\" x2=\"10%\" y2=\"146\" class=\"axis\"/>\
<line x1=\"10%\" y1=\"{yw}\" x2=\"94%\" y2=\"{yw}\" class=\"score\"/>\
<line x1=\"{xo}%\" y1=\"16\" x2=\"{xo}%\" y2=\"146\" class=\"own\"/>\
<svg x=\"10%\" y=\"16\" width=\"84%\" height=\"130\" viewBox=\"0 0 300 150\" preserveAspectRatio=\"none\"><polyline points=\"{}\" class=\"line\"/></svg>\
<circle cx=\"{xo}%\" cy=\"{}\" r=\"4\" class=\"dot\"/>\
<text x=\"94%\" y=\"{}\" text-anchor=\"end\">W = {}</text>\
<text x=\"{xo}%\" y=\"11\" text-anchor=\"middle\">DWZ {}</text>\
<text x=\"9%\" y=\"22\" text-anchor=\"end\">{}</text><text x=\"9%\" y=\"146\" text-anchor=\"end\">0</text>\
<text x=\"10%\" y=\"163\">{}</text><text x=\"94%\" y=\"163\" text-anchor=\"end\">{}</text></svg>\
<p class=\"hint\">{}</p></figure>",
        points.join(" "),
        c(y_px(we_own)),
        c(y_px(w) - 4.0),
        esc(&lang.score(w)),
        ro as i64,
        n as i64,
        lo as i64,
        hi as i64,
        esc(lang.text(Msg::CurveCaption)),
        xo = x_pct(ro),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dwz::estimate::{estimate, EstimateGame, EstimateInput, EstimateKind};
    use crate::dwz::{Date, Parameters};

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
        };
        let html = results_html(Lang::De, Mode::Table, &r, &rows);
        assert!(html.contains("vorläufig"), "{html}");
        assert!(html.contains("Partie 3, Gegner-DWZ: „abc“ ist keine Zahl"));
        assert!(html.contains("Partie 5: kampflos"), "{html}");
        assert!(
            html.contains(">4. 1961 (1)<"),
            "the bars keep the row numbers: {html}"
        );
        assert!(summary(Lang::De, Some(&r), &rows).ends_with("(vorläufig)"));
    }

    #[test]
    fn chart_texts_do_not_scale_with_the_picture() {
        // Text in an SVG with a viewBox shrinks with the picture on a phone: every text is in
        // the outer SVG (no viewBox) or in HTML; no inline style (the CSP refuses them).
        let r = b(&[
            (2220, SingleResult::Score(0.0)),
            (1800, SingleResult::Score(1.0)),
        ]);
        let html = results_html(Lang::En, Mode::Table, &r, &Rows::default());
        for inner in html.split("<svg x=").skip(1) {
            let inner = &inner[..inner.find("</svg>").unwrap()];
            assert!(!inner.contains("<text"), "{inner}");
        }
        assert_eq!(html.matches("viewBox").count(), 1, "{html}");
        assert!(!html.contains("style="), "{html}");
        assert!(html.contains(">DWZ 2100<"));
    }
}
