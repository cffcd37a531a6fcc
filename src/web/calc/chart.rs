//! The calculator's charts as data ([`Block::Plot`], [`Block::Bars`]): the change each game
//! brings as bars, the expected score against the field as a curve, and DWZ and performance
//! across "Meine Turniere". The outer picture has no viewBox, so its texts keep the page's font
//! size at any width; a line is drawn in an inner picture stretched over the plot area
//! ([`PLOT`]), marks are placed in percent. No inline styles (the Content-Security-Policy
//! refuses them). Coordinates are numbers rounded to one decimal (half away from zero), texts
//! are [`Text`]s: the page words them where it draws the chart.

use super::shown::{join, At, Bar, Block, Num, Plot, Shape, Text};
use crate::dwz::chain::Chain;
use crate::dwz::estimate::EstimateResult;
use crate::dwz::Mode;
use crate::i18n::CalcResultWords;

/// The plot area of a chart in its outer SVG: from `left` to `right` percent of the width and
/// from `top` to `bottom` pixels of the height; the line is drawn in an inner SVG of
/// `view.0` × `view.1` units stretched over it. Whole numbers, written without float
/// formatting.
pub struct PlotBox {
    /// The left edge, percent of the width.
    pub left: u32,
    /// The right edge, percent of the width.
    pub right: u32,
    /// The top edge, pixels.
    pub top: u32,
    /// The bottom edge, pixels.
    pub bottom: u32,
    /// The inner SVG's units, width × height.
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
    fn axes(&self) -> [Shape; 2] {
        let (left, right) = (whole(self.left), whole(self.right));
        let (top, bottom) = (whole(self.top), whole(self.bottom));
        [
            line((left, bottom), (right, bottom), "axis"),
            line((left, top), (left, bottom), "axis"),
        ]
    }

    /// The inner picture with a line through `points` (in `view` units).
    fn line(&self, points: Vec<(Num, Num)>) -> Shape {
        let PlotBox {
            left,
            right,
            top,
            bottom,
            view,
        } = *self;
        Shape::Curve {
            at: [
                whole(left),
                whole(top),
                whole(right - left),
                whole(bottom - top),
            ],
            view,
            points,
        }
    }

    /// The values at the top and at the bottom of the y axis, left of it.
    fn y_labels(&self, top_value: i64, bottom_value: i64) -> [Shape; 2] {
        let x = whole(self.left - 1);
        [
            label((x, whole(self.top + 6)), "end", top_value.into()),
            label((x, whole(self.bottom)), "end", bottom_value.into()),
        ]
    }
}

/// A whole coordinate (percent or pixels).
fn whole(v: u32) -> Num {
    Num(v.into())
}

/// A straight line from `from` to `to`.
fn line(from: At, to: At, class: &'static str) -> Shape {
    Shape::Line { from, to, class }
}

/// A text at `at`.
fn label(at: At, anchor: &'static str, text: Text) -> Shape {
    Shape::Label {
        at,
        anchor,
        text,
        title: None,
    }
}

/// Horizontal bars, one a game: positive to the right, negative to the left; each bar placed in
/// percent of its track (the labels and values stay text of the page, its font size at any
/// width).
pub fn change_bars(bars: Vec<(Text, f64)>) -> Option<Block> {
    if bars.is_empty() {
        return None;
    }
    let max = bars.iter().map(|b| b.1.abs()).fold(1.0, f64::max);
    let bars = bars
        .into_iter()
        .map(|(label, change)| {
            // Half the track each way (500 tenths of a percent): the longest bar reaches the
            // edge; at least 5 tenths.
            let width = ((change.abs() / max * 500.0).round() as u16).clamp(5, 500);
            let x = if change >= 0.0 { 500 } else { 500 - width };
            Bar {
                label,
                x,
                width,
                negative: change < 0.0,
                value: Text::signed(change, 1),
            }
        })
        .collect();
    Some(Block::Bars(bars))
}

/// W_e(R) against the given opponents for R around their average; the own rating and the
/// score W marked. Where the curve meets W lies the performance.
pub fn expectation_curve(ro: f64, w: f64, ratings: &[f64], mode: Mode) -> Option<Block> {
    if ratings.is_empty() {
        return None;
    }
    let n = ratings.len() as f64;
    let center = mode.average(ratings.iter().copied()).unwrap_or(ro);
    let lo = ((center - 700.0).min(ro - 100.0) / 50.0).floor() * 50.0;
    let hi = ((center + 700.0).max(ro + 100.0) / 50.0).ceil() * 50.0;
    let share = move |r: f64| (r - lo) / (hi - lo);
    let x_pct = move |r: f64| Num::coord(PLOT.left_f() + PLOT.width_f() * share(r));
    let y_px = move |v: f64| PLOT.top_f() + PLOT.height_f() * (1.0 - v / n);
    let points = (0..=70)
        .map(|k| {
            let r = lo + (hi - lo) * f64::from(k) / 70.0;
            let we = mode.expected_score(mode.rating(r), ratings.iter().copied());
            let (x, y) = (share(r) * PLOT.view_w(), (1.0 - we / n) * PLOT.view_h());
            (Num::coord(x), Num::coord(y))
        })
        .collect();
    let we_own = mode.expected_score(ro, ratings.iter().copied());
    let (xo, yw) = (x_pct(ro), Num::coord(y_px(w)));
    let (left, right) = (whole(PLOT.left), whole(PLOT.right));
    let (top, bottom) = (whole(PLOT.top), whole(PLOT.bottom));
    let mut shapes = Vec::from(PLOT.axes());
    shapes.extend([
        line((left, yw), (right, yw), "score"),
        line((xo, top), (xo, bottom), "own"),
        PLOT.line(points),
        Shape::Dot {
            at: (xo, Num::coord(y_px(we_own))),
            title: None,
        },
        label(
            (right, Num::coord(y_px(w) - 4.0)),
            "end",
            join(["W = ".into(), Text::score(w)]),
        ),
        label(
            (xo, whole(11)),
            "middle",
            join(["DWZ ".into(), (ro as i64).into()]),
        ),
    ]);
    shapes.extend(PLOT.y_labels(n as i64, 0));
    shapes.extend([
        label((left, whole(163)), "", (lo as i64).into()),
        label((right, whole(163)), "end", (hi as i64).into()),
    ]);
    Some(Block::Plot(Plot {
        id: "",
        title: CalcResultWords::Curve.into(),
        height: 170,
        shapes,
        caption: CalcResultWords::CurveCaption.into(),
    }))
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
pub fn chain_chart(c: &Chain) -> Option<Block> {
    let (points, perf) = chain_points(c);
    if points.len() < 2 && perf.is_empty() {
        return None;
    }
    let all = points.iter().chain(&perf).map(|p| p.1);
    let lo = (all.clone().fold(f64::MAX, f64::min) / 50.0).floor() * 50.0 - 50.0;
    let hi = (all.fold(f64::MIN, f64::max) / 50.0).ceil() * 50.0 + 50.0;
    let n = (c.steps.len() as f64).max(1.0);
    let x_pct = |x: f64| Num::coord(PLOT.left_f() + PLOT.width_f() * x / n);
    let y_px = |r: f64| Num::coord(PLOT.top_f() + PLOT.height_f() * (hi - r) / (hi - lo));
    let line = points
        .iter()
        .map(|&(x, r)| {
            let (x, y) = (PLOT.view_w() * x / n, PLOT.view_h() * (hi - r) / (hi - lo));
            (Num::coord(x), Num::coord(y))
        })
        .collect();
    let mut shapes = Vec::from(PLOT.axes());
    shapes.push(PLOT.line(line));
    shapes.extend(PLOT.y_labels(hi as i64, lo as i64));
    shapes.extend(points.iter().map(|&(x, r)| Shape::Dot {
        at: (x_pct(x), y_px(r)),
        title: Some((r as i64).into()),
    }));
    shapes.extend(perf.iter().map(|&(x, r)| Shape::Square {
        at: (x_pct(x), y_px(r)),
        title: join([
            CalcResultWords::PerformanceShort.into(),
            " ".into(),
            (r as i64).into(),
        ]),
    }));
    // The x-axis: each tournament's name (or its end date), shortened to its share of the
    // width; the last one ends at its point (nothing past the chart's edge); neighbours on two
    // lines, so that two names never run into each other on a narrow screen.
    let max = (30 / c.steps.len()).max(3);
    for (k, step) in c.steps.iter().enumerate() {
        let name = if step.name.is_empty() {
            Text::Date(step.end_date)
        } else {
            step.name.clone().into()
        };
        let last = k + 1 == c.steps.len();
        let y = if (c.steps.len() - 1 - k).is_multiple_of(2) {
            164
        } else {
            177
        };
        shapes.push(Shape::Label {
            at: (x_pct((k + 1) as f64), whole(y)),
            anchor: if last { "end" } else { "middle" },
            text: Text::Short(Box::new(name.clone()), max),
            title: Some(name),
        });
    }
    Some(Block::Plot(Plot {
        id: "chain-chart",
        title: CalcResultWords::DwzAndPerformance.into(),
        height: 180,
        shapes,
        caption: CalcResultWords::ChainChartCaption.into(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::web::calc::shown::texts;

    #[test]
    fn bars_are_placed_in_tenths_of_a_percent_from_the_middle() {
        let Some(Block::Bars(bars)) = change_bars(vec![
            ("1".into(), 10.0),
            ("2".into(), -5.0),
            ("3".into(), 0.0),
        ]) else {
            panic!("no bars");
        };
        // The longest reaches the edge, the others in proportion, none thinner than 0.5 %.
        let placed: Vec<(u16, u16, bool)> =
            bars.iter().map(|b| (b.x, b.width, b.negative)).collect();
        assert_eq!(
            placed,
            [(500, 500, false), (250, 250, true), (500, 5, false)]
        );
        assert_eq!(
            (Bar::percent(250), Bar::percent(5)),
            ("25.0%".to_string(), "0.5%".to_string())
        );
        assert_eq!(bars[1].value, Text::signed(-5.0, 1));
        assert_eq!(
            (bars[1].value.word(Lang::De), bars[1].value.word(Lang::En)),
            ("−5,0".to_string(), "−5.0".to_string())
        );
    }

    #[test]
    fn the_curve_s_coordinates_are_numbers_of_the_plot_area() {
        // 1500 against two opponents of 1600 with 1½ points (exact mode): W_e(1500) = 0.72.
        let Some(Block::Plot(plot)) =
            expectation_curve(1500.0, 1.5, &[1600.0, 1600.0], Mode::Exact)
        else {
            panic!("no chart");
        };
        // The x axis from 900 to 2300: 1500 lies at 10 + 84 × 600 / 1400 = 46 % of the width.
        let own = plot.shapes.iter().find_map(|s| match s {
            Shape::Line {
                from, class: "own", ..
            } => Some(from.0),
            _ => None,
        });
        assert_eq!(own, Some(Num(46.0)));
        // W = 1½ of 2 at 16 + 130 × (1 − 0.75) = 48.5 pixels.
        let score = plot.shapes.iter().find_map(|s| match s {
            Shape::Line {
                from,
                class: "score",
                ..
            } => Some(from.1),
            _ => None,
        });
        assert_eq!(score, Some(Num(48.5)));
        let Some(Shape::Curve { points, view, .. }) = plot
            .shapes
            .iter()
            .find(|s| matches!(s, Shape::Curve { .. }))
        else {
            panic!("no curve");
        };
        assert_eq!((points.len(), *view), (71, (300, 150)));
        // The curve rises from nearly no point at 900 (the bottom) to nearly 2 at 2300 (the top).
        assert_eq!(points[0].0, Num(0.0));
        assert!(
            points[0].1 .0 > 145.0 && points[70].1 .0 < 5.0,
            "{points:?}"
        );
        let words = texts(Lang::En, &[Block::Plot(plot.clone())]);
        assert!(
            words.contains("W = 1½\nDWZ 1500\n2\n0\n900\n2300\n"),
            "{words}"
        );
    }
}
