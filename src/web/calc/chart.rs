//! The calculator's charts as HTML text: the change each game brings as bars, the expected
//! score against the field as a curve, and DWZ and performance across "Meine Turniere". The
//! outer SVG has no viewBox, so its texts keep the page's font size at any width; a line is
//! drawn in an inner SVG stretched over the plot area ([`PLOT`]), marks are placed in percent.
//! No inline styles (the Content-Security-Policy refuses them). Coordinates are written by the
//! core's integer-based `fixed` (no float formatting in the wasm).

use crate::dwz::chain::Chain;
use crate::dwz::estimate::EstimateResult;
use crate::dwz::numeric::fixed;
use crate::dwz::Mode;
use crate::i18n::{Lang, Msg};
use crate::web::common::html::{date_text, esc};
use std::fmt::Write;

/// The plot area of a chart in its outer SVG: from `left` to `right` percent of the width and
/// from `top` to `bottom` pixels of the height; the line is drawn in an inner SVG of
/// `view.0` × `view.1` units stretched over it. Whole numbers, written without float
/// formatting.
pub struct PlotBox {
    pub left: u32,
    pub right: u32,
    pub top: u32,
    pub bottom: u32,
    pub view: (u32, u32),
}

/// The plot area of every chart of the calculator.
pub const PLOT: PlotBox = PlotBox {
    left: 10,
    right: 94,
    top: 16,
    bottom: 146,
    view: (300, 150),
};

impl PlotBox {
    fn left_f(&self) -> f64 {
        self.left.into()
    }
    fn width_f(&self) -> f64 {
        (self.right - self.left).into()
    }
    fn top_f(&self) -> f64 {
        self.top.into()
    }
    fn height_f(&self) -> f64 {
        (self.bottom - self.top).into()
    }
    fn view_w(&self) -> f64 {
        self.view.0.into()
    }
    fn view_h(&self) -> f64 {
        self.view.1.into()
    }

    /// The x and y axes.
    fn axes(&self) -> String {
        let PlotBox {
            left,
            right,
            top,
            bottom,
            ..
        } = *self;
        format!(
            "<line x1=\"{left}%\" y1=\"{bottom}\" x2=\"{right}%\" y2=\"{bottom}\" class=\"axis\"/>\
<line x1=\"{left}%\" y1=\"{top}\" x2=\"{left}%\" y2=\"{bottom}\" class=\"axis\"/>"
        )
    }

    /// The inner SVG with a line through `points` (in `view` units).
    fn line(&self, points: &str) -> String {
        let PlotBox {
            left,
            right,
            top,
            bottom,
            view: (w, h),
        } = *self;
        format!(
            "<svg x=\"{left}%\" y=\"{top}\" width=\"{}%\" height=\"{}\" viewBox=\"0 0 {w} {h}\" \
preserveAspectRatio=\"none\"><polyline points=\"{points}\" class=\"line\"/></svg>",
            right - left,
            bottom - top
        )
    }

    /// The values at the top and at the bottom of the y axis, left of it.
    fn y_labels(&self, top_value: i64, bottom_value: i64) -> String {
        let (x, top, bottom) = (self.left - 1, self.top + 6, self.bottom);
        format!(
            "<text x=\"{x}%\" y=\"{top}\" text-anchor=\"end\">{top_value}</text>\
<text x=\"{x}%\" y=\"{bottom}\" text-anchor=\"end\">{bottom_value}</text>"
        )
    }
}

/// The start of a chart: the figure with its caption and the outer SVG of `height` pixels.
fn figure_start(id: Option<&str>, title: &str, height: u32) -> String {
    let title = esc(title);
    let id = id.map(|id| format!(" id=\"{id}\"")).unwrap_or_default();
    format!(
        "<figure class=\"curve\"{id}><figcaption>{title}</figcaption>\
<svg width=\"100%\" height=\"{height}\" role=\"img\" aria-label=\"{title}\">"
    )
}

/// The end of a chart: the outer SVG closed, the sentence that explains it.
fn figure_end(caption: &str) -> String {
    format!("</svg><p class=\"hint\">{}</p></figure>", esc(caption))
}

/// A coordinate as written: one decimal.
fn coord(v: f64) -> String {
    fixed(v, 1)
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
/// score W marked. Where the curve meets W lies the performance.
pub fn expectation_curve(ro: f64, w: f64, ratings: &[f64], mode: Mode, lang: Lang) -> String {
    if ratings.is_empty() {
        return String::new();
    }
    let n = ratings.len() as f64;
    let center = mode.average(ratings.iter().copied()).unwrap_or(ro);
    let lo = ((center - 700.0).min(ro - 100.0) / 50.0).floor() * 50.0;
    let hi = ((center + 700.0).max(ro + 100.0) / 50.0).ceil() * 50.0;
    let share = move |r: f64| (r - lo) / (hi - lo);
    let x_pct = move |r: f64| fixed(PLOT.left_f() + PLOT.width_f() * share(r), 1);
    let y_px = move |v: f64| PLOT.top_f() + PLOT.height_f() * (1.0 - v / n);
    let points: Vec<String> = (0..=70)
        .map(|k| {
            let r = lo + (hi - lo) * k as f64 / 70.0;
            let we = mode.expected_score(mode.rating(r), ratings.iter().copied());
            let (x, y) = (share(r) * PLOT.view_w(), (1.0 - we / n) * PLOT.view_h());
            format!("{},{}", coord(x), coord(y))
        })
        .collect();
    let we_own = mode.expected_score(ro, ratings.iter().copied());
    let (xo, yw) = (x_pct(ro), coord(y_px(w)));
    let PlotBox {
        left,
        right,
        top,
        bottom,
        ..
    } = PLOT;
    let mut h = figure_start(None, lang.text(Msg::Curve), 170);
    h.push_str(&PLOT.axes());
    let _ = write!(
        h,
        "<line x1=\"{left}%\" y1=\"{yw}\" x2=\"{right}%\" y2=\"{yw}\" class=\"score\"/>\
<line x1=\"{xo}%\" y1=\"{top}\" x2=\"{xo}%\" y2=\"{bottom}\" class=\"own\"/>{}\
<circle cx=\"{xo}%\" cy=\"{}\" r=\"4\" class=\"dot\"/>\
<text x=\"{right}%\" y=\"{}\" text-anchor=\"end\">W = {}</text>\
<text x=\"{xo}%\" y=\"11\" text-anchor=\"middle\">DWZ {}</text>{}\
<text x=\"{left}%\" y=\"163\">{}</text><text x=\"{right}%\" y=\"163\" text-anchor=\"end\">{}</text>",
        PLOT.line(&points.join(" ")),
        coord(y_px(we_own)),
        coord(y_px(w) - 4.0),
        esc(&lang.score(w)),
        ro as i64,
        PLOT.y_labels(n as i64, 0),
        lo as i64,
        hi as i64,
    );
    h.push_str(&figure_end(lang.text(Msg::CurveCaption)));
    h
}

/// Points of a chart: (x, rating).
type Points = Vec<(f64, f64)>;

/// The points of the chain's chart: the rating after each tournament (from the rating brought
/// in, at 0) and the performance in each, by the tournament's place (1, 2, ...).
fn chain_points(c: &Chain) -> (Points, Points) {
    let mut ratings = Points::new();
    let mut performances = Points::new();
    if let Some(EstimateResult::Rated(r)) = c.steps.first().map(|s| &s.result) {
        ratings.push((0.0, r.ro));
    }
    for (k, step) in c.steps.iter().enumerate() {
        let x = (k + 1) as f64;
        if let Some((r, _)) = step.rating_left() {
            ratings.push((x, r));
        }
        if let EstimateResult::Rated(r) = &step.result {
            if let Some(rh) = r.rh {
                performances.push((x, rh));
            }
        }
    }
    (ratings, performances)
}

/// "DWZ und Leistung": the rating after each tournament as a line (from the rating brought in)
/// and the performance as points, across the tournaments of "Meine Turniere".
pub fn chain_chart(l: Lang, c: &Chain) -> String {
    let (points, perf) = chain_points(c);
    if points.len() < 2 && perf.is_empty() {
        return String::new();
    }
    let all = points.iter().chain(&perf).map(|p| p.1);
    let lo = (all.clone().fold(f64::MAX, f64::min) / 50.0).floor() * 50.0 - 50.0;
    let hi = (all.fold(f64::MIN, f64::max) / 50.0).ceil() * 50.0 + 50.0;
    let n = (c.steps.len() as f64).max(1.0);
    let x_pct = |x: f64| fixed(PLOT.left_f() + PLOT.width_f() * x / n, 1);
    let y_px = |r: f64| PLOT.top_f() + PLOT.height_f() * (hi - r) / (hi - lo);
    let line: Vec<String> = points
        .iter()
        .map(|&(x, r)| {
            let (x, y) = (PLOT.view_w() * x / n, PLOT.view_h() * (hi - r) / (hi - lo));
            format!("{},{}", coord(x), coord(y))
        })
        .collect();
    let mut h = figure_start(Some("chain-chart"), l.text(Msg::DwzAndPerformance), 180);
    h.push_str(&PLOT.axes());
    h.push_str(&PLOT.line(&line.join(" ")));
    h.push_str(&PLOT.y_labels(hi as i64, lo as i64));
    for &(x, r) in &points {
        let _ = write!(
            h,
            "<circle cx=\"{}%\" cy=\"{}\" r=\"4\" class=\"dot\"><title>{}</title></circle>",
            x_pct(x),
            coord(y_px(r)),
            r as i64
        );
    }
    for &(x, r) in &perf {
        let _ = write!(
            h,
            "<rect x=\"{}%\" y=\"{}\" width=\"8\" height=\"8\" class=\"perf\" transform=\"translate(-4 -4)\"><title>{} {}</title></rect>",
            x_pct(x),
            coord(y_px(r)),
            esc(l.text(Msg::PerformanceShort)),
            r as i64
        );
    }
    // The x-axis: each tournament's name (or its end date), shortened to its share of the
    // width; the last one ends at its point (nothing past the chart's edge); neighbours on two
    // lines, so that two names never run into each other on a narrow screen (issue 30 §2).
    let max = (30 / c.steps.len()).max(3);
    for (k, step) in c.steps.iter().enumerate() {
        let name = if step.name.is_empty() {
            date_text(l, step.end_date)
        } else {
            step.name.clone()
        };
        let mut short: String = name.chars().take(max).collect();
        if short.len() < name.len() {
            short.push('…');
        }
        let anchor = if k + 1 == c.steps.len() {
            "end"
        } else {
            "middle"
        };
        let _ = write!(
            h,
            "<text x=\"{}%\" y=\"{}\" text-anchor=\"{anchor}\">{}<title>{}</title></text>",
            x_pct((k + 1) as f64),
            if (c.steps.len() - 1 - k) % 2 == 0 {
                164
            } else {
                177
            },
            esc(&short),
            esc(&name)
        );
    }
    h.push_str(&figure_end(l.text(Msg::ChainChartCaption)));
    h
}
