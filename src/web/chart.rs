//! The results panel as HTML text: the figures, the change each game brings as bars, and the
//! expected score against the field as a curve (inline SVG). It is pure output and is redrawn
//! whole on every change, so it is written as one string (every text escaped by [`esc`]) rather
//! than as hundreds of reactive elements: that keeps the wasm small. Values come from the core;
//! here only layout and coordinates (written by the core's integer-based `fixed`).

use crate::dwz::estimate::{EstimateResult, FirstRatingEstimate, RatedEstimate};
use crate::dwz::numeric::fixed;
use crate::dwz::NoFirstRating;
use crate::dwz::{AgeGroup, Mode};
use crate::i18n::{Lang, Msg};
use std::fmt::Write;

/// Escapes text for HTML content and attribute values.
///
/// ```
/// assert_eq!(wertung::web::chart::esc("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
/// ```
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        match ch {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn age_text(l: Lang, age: AgeGroup) -> &'static str {
    l.text(match age {
        AgeGroup::Youth => Msg::AgeYouth,
        AgeGroup::Junior => Msg::AgeJunior,
        AgeGroup::Adult => Msg::AgeAdult,
    })
}

/// The calculator's results panel: the figures of an estimate, the change of every game as
/// bars and the expected-score curve, or why there is no first DWZ yet (every text escaped).
pub fn results_html(l: Lang, mode: Mode, r: Option<&EstimateResult>) -> String {
    match r {
        Some(EstimateResult::Rated(r)) => rated_html(l, mode, r),
        Some(EstimateResult::First(f)) => first_html(l, f),
        None => format!("<p class=\"hint\">{}</p>", esc(l.text(Msg::ErrDwzMissing))),
    }
}

fn rated_html(l: Lang, mode: Mode, r: &RatedEstimate) -> String {
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
    let rows = [
        (t(Msg::Points).to_string(), l.score(r.w), "w"),
        (t(Msg::GamesN).to_string(), r.n.to_string(), "n"),
        (
            format!("{}ₑ", t(Msg::Expectation)),
            r.we.map(|w| l.num(w, 3)).unwrap_or_else(dash),
            "we",
        ),
        (
            format!("{}ₑ", t(Msg::Difference)),
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
            format!("{}c", t(Msg::OppAverage)),
            r.rc.map(|x| l.num(x, 0)).unwrap_or_else(dash),
            "rc",
        ),
        (
            format!("{}h", t(Msg::Performance)),
            r.rh.map(|x| l.num(x, 0)).unwrap_or_else(dash),
            "rh",
        ),
    ];
    let age = format!(
        "{}{}",
        age_text(l, r.age_group),
        if r.index_assumed {
            format!(" · {}", t(Msg::IndexAssumed))
        } else {
            String::new()
        }
    );
    let bars: Vec<(String, f64)> = r
        .changes
        .iter()
        .map(|g| {
            (
                format!(
                    "{}. {} ({})",
                    g.game + 1,
                    g.opponent_rating as i64,
                    l.score(g.score)
                ),
                g.change,
            )
        })
        .collect();
    let ratings: Vec<f64> = r.changes.iter().map(|g| g.opponent_rating).collect();
    let ignored = if r.ignored.is_empty() {
        String::new()
    } else {
        format!("<p class=\"hint\">{}</p>", esc(t(Msg::Ignored)))
    };
    format!(
        "<div class=\"headline\"><span class=\"label\">{}</span><output id=\"new-dwz\" class=\"big\">{}</output><span id=\"change\" class=\"change\">{}</span></div><p class=\"age\">{}</p>{}{}{}{}",
        esc(t(Msg::NewDwz)),
        esc(&new_dwz),
        esc(&change),
        esc(&age),
        figures(&rows),
        ignored,
        change_bars(&bars, l, t(Msg::PerGame)),
        expectation_curve(r.ro, r.w, &ratings, mode, l, t(Msg::Curve), t(Msg::CurveCaption))
    )
}

fn first_html(l: Lang, f: &FirstRatingEstimate) -> String {
    let t = move |m: Msg| l.text(m);
    let n = move |x: f64| l.num(x, 0);
    if let Some(reason) = &f.none_because {
        let text = match reason {
            NoFirstRating::TooFewGames { n, needed } => t(Msg::TooFew)
                .replace("%n", &n.to_string())
                .replace("%m", &needed.saturating_sub(*n).to_string()),
            NoFirstRating::NoPoints { n } => t(Msg::NoPoints).replace("%n", &n.to_string()),
        };
        return format!(
            "<div class=\"headline\"><span class=\"label\">{}</span></div><p id=\"no-first\" class=\"reason\">{}</p>",
            esc(t(Msg::NoFirst)),
            esc(&text)
        );
    }
    let dash = || "–".to_string();
    let r1 = f.r1.map(n).unwrap_or_else(dash);
    let correction = f.correction().map(|x| l.signed(x, 0)).unwrap_or_else(dash);
    let rows = [
        (t(Msg::Points).to_string(), l.score(f.w), "w"),
        (t(Msg::GamesN).to_string(), f.n.to_string(), "n"),
        (
            format!("{}c", t(Msg::OppAverage)),
            f.rc.map(n).unwrap_or_else(dash),
            "rc",
        ),
        (
            format!("{}p", t(Msg::StartValue)),
            f.rp.map(n).unwrap_or_else(dash),
            "rp",
        ),
        (
            format!("{}i", t(Msg::IterationResult)),
            f.ri.map(n).unwrap_or_else(dash),
            "ri",
        ),
        (t(Msg::Correction).to_string(), correction, "corr"),
        (format!("{}1", t(Msg::FirstDwz)), r1.clone(), "r1"),
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
        "<div class=\"headline\"><span class=\"label\">{}1</span><output id=\"first-dwz\" class=\"big\">{} - 1</output></div>{}{}<details class=\"trace\"><summary>{}</summary><ol>{}</ol></details>",
        esc(t(Msg::FirstDwz)),
        esc(&r1),
        draw,
        figures(&rows),
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

/// Horizontal bars, one a game: positive to the right, negative to the left.
pub fn change_bars(bars: &[(String, f64)], lang: Lang, title: &str) -> String {
    if bars.is_empty() {
        return String::new();
    }
    let row = 24.0;
    let height = row * bars.len() as f64 + 4.0;
    let max = bars.iter().map(|b| b.1.abs()).fold(1.0, f64::max);
    let half = 150.0;
    let mut svg = format!(
        "<h2>{}</h2><svg class=\"bars\" viewBox=\"0 0 300 {}\" role=\"img\" aria-label=\"{}\"><line x1=\"150\" y1=\"0\" x2=\"150\" y2=\"{}\" class=\"axis\"/>",
        esc(title),
        c(height),
        esc(title),
        c(height)
    );
    for (k, (label, change)) in bars.iter().enumerate() {
        let change = *change;
        let y = 2.0 + k as f64 * row;
        let w = (change.abs() / max * (half - 42.0)).max(0.5);
        let positive = change >= 0.0;
        let x = if positive { half } else { half - w };
        let (label_x, label_anchor) = if positive {
            (half - 4.0, "end")
        } else {
            (half + 4.0, "start")
        };
        let (value_x, value_anchor) = if positive {
            (x + w + 3.0, "start")
        } else {
            (x - 3.0, "end")
        };
        let value = lang.signed(change, 1);
        let text_y = c(y + row / 2.0 + 2.0);
        let _ = write!(
            svg,
            "<g><title>{}: {}</title><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" class=\"{}\"/><text x=\"{}\" y=\"{}\" text-anchor=\"{}\" class=\"lbl\">{}</text><text x=\"{}\" y=\"{}\" text-anchor=\"{}\" class=\"val\">{}</text></g>",
            esc(label),
            esc(&value),
            c(x),
            c(y + 3.0),
            c(w),
            c(row - 8.0),
            if positive { "pos" } else { "neg" },
            c(label_x),
            text_y,
            label_anchor,
            esc(label),
            c(value_x),
            text_y,
            value_anchor,
            esc(&value)
        );
    }
    svg.push_str("</svg>");
    svg
}

/// W_e(R) against the given opponents for R around their average; the own rating and the
/// score W marked. Where the curve meets W lies the performance.
pub fn expectation_curve(
    ro: f64,
    w: f64,
    ratings: &[f64],
    mode: Mode,
    lang: Lang,
    title: &str,
    caption: &str,
) -> String {
    if ratings.is_empty() {
        return String::new();
    }
    let n = ratings.len() as f64;
    let center = mode.average(ratings.iter().copied()).unwrap_or(ro);
    let lo = ((center - 700.0).min(ro - 100.0) / 50.0).floor() * 50.0;
    let hi = ((center + 700.0).max(ro + 100.0) / 50.0).ceil() * 50.0;
    let (width, height, pad) = (300.0, 160.0, 24.0);
    let x = move |r: f64| pad + (r - lo) / (hi - lo) * (width - 2.0 * pad);
    let y = move |v: f64| height - pad - v / n * (height - 2.0 * pad);
    let points: Vec<String> = (0..=70)
        .map(|k| {
            let r = lo + (hi - lo) * k as f64 / 70.0;
            let we = mode.expected_score(mode.rating(r), ratings.iter().copied());
            format!("{},{}", c(x(r)), c(y(we)))
        })
        .collect();
    let we_own = mode.expected_score(ro, ratings.iter().copied());
    let (yw, xo) = (c(y(w)), c(x(ro)));
    format!(
        "<figure class=\"curve\"><figcaption>{title}</figcaption><svg viewBox=\"0 0 300 160\" role=\"img\" aria-label=\"{title}\">\
<line x1=\"24\" y1=\"136\" x2=\"276\" y2=\"136\" class=\"axis\"/><line x1=\"24\" y1=\"24\" x2=\"24\" y2=\"136\" class=\"axis\"/>\
<line x1=\"24\" y1=\"{yw}\" x2=\"276\" y2=\"{yw}\" class=\"score\"/><text x=\"276\" y=\"{}\" text-anchor=\"end\" class=\"lbl\">W = {}</text>\
<polyline points=\"{}\" class=\"line\"/><line x1=\"{xo}\" y1=\"24\" x2=\"{xo}\" y2=\"136\" class=\"own\"/>\
<circle cx=\"{xo}\" cy=\"{}\" r=\"3.5\" class=\"dot\"/><text x=\"{}\" y=\"34\" class=\"lbl\">DWZ {}</text>\
<text x=\"24\" y=\"154\" class=\"lbl\">{}</text><text x=\"276\" y=\"154\" text-anchor=\"end\" class=\"lbl\">{}</text>\
<text x=\"20\" y=\"28\" text-anchor=\"end\" class=\"lbl\">{}</text><text x=\"20\" y=\"136\" text-anchor=\"end\" class=\"lbl\">0</text></svg>\
<p class=\"hint\">{caption}</p></figure>",
        c(y(w) - 3.0),
        esc(&lang.score(w)),
        points.join(" "),
        c(y(we_own)),
        c(x(ro) + 4.0),
        ro as i64,
        lo as i64,
        hi as i64,
        n as i64,
        title = esc(title),
        caption = esc(caption),
    )
}
