//! Small inline SVG pictures: the change each game brings, and the expected score against the
//! field as a function of the own rating. Values come from the core; here only coordinates.

use super::i18n::Lang;
use crate::dwz::Mode;
use leptos::prelude::*;

/// Horizontal bars, one a game: positive to the right, negative to the left.
pub fn change_bars(bars: &[(String, f64)], lang: Lang) -> AnyView {
    if bars.is_empty() {
        return ().into_any();
    }
    let row = 24.0;
    let height = row * bars.len() as f64 + 4.0;
    let max = bars.iter().map(|b| b.1.abs()).fold(1.0, f64::max);
    let half = 150.0;
    view! {
        <svg class="bars" viewBox=format!("0 0 300 {height}") role="img" aria-label="DWZ-Beitrag je Partie">
            <line x1=half y1=0 x2=half y2=height class="axis" />
            {bars.iter().cloned().enumerate().map(|(k, (label, change))| {
                let y = 2.0 + k as f64 * row;
                let w = change.abs() / max * (half - 42.0);
                let x = if change >= 0.0 { half } else { half - w };
                let text_x = if change >= 0.0 { half - 4.0 } else { half + 4.0 };
                let anchor = if change >= 0.0 { "end" } else { "start" };
                let value = lang.signed(change, 1);
                let class = if change >= 0.0 { "pos" } else { "neg" };
                let (value_x, value_anchor) = if change >= 0.0 { (x + w + 3.0, "start") } else { (x - 3.0, "end") };
                let bar_y = y + 3.0;
                let bar_h = row - 8.0;
                let text_y = y + row / 2.0 + 2.0;
                let bar_w = w.max(0.5);
                view! {
                    <g>
                        <title>{format!("{label}: {value}")}</title>
                        <rect x=x y=bar_y width=bar_w height=bar_h class=class />
                        <text x=text_x y=text_y text-anchor=anchor class="lbl">{label}</text>
                        <text x=value_x y=text_y text-anchor=value_anchor class="val">{value}</text>
                    </g>
                }
            }).collect_view()}
        </svg>
    }
    .into_any()
}

/// W_e(R) against the given opponents for R around their average; the own rating and the
/// score W marked. Where the curve meets W lies the performance.
pub fn expectation_curve(
    ro: f64,
    w: f64,
    ratings: &[f64],
    mode: Mode,
    lang: Lang,
    title: &'static str,
    caption: &'static str,
) -> AnyView {
    if ratings.is_empty() {
        return ().into_any();
    }
    let n = ratings.len() as f64;
    let center = mode.average(ratings.iter().copied()).unwrap_or(ro);
    let (lo, hi) = (
        (center - 700.0).min(ro - 100.0),
        (center + 700.0).max(ro + 100.0),
    );
    let (width, height, pad) = (300.0, 160.0, 24.0);
    let x = move |r: f64| pad + (r - lo) / (hi - lo) * (width - 2.0 * pad);
    let y = move |v: f64| height - pad - v / n * (height - 2.0 * pad);
    let points: String = (0..=70)
        .map(|k| {
            let r = lo + (hi - lo) * k as f64 / 70.0;
            let we = mode.expected_score(mode.rating(r), ratings.iter().copied());
            format!("{:.1},{:.1}", x(r), y(we))
        })
        .collect::<Vec<_>>()
        .join(" ");
    let we_own = mode.expected_score(ro, ratings.iter().copied());
    let (bottom, right) = (height - pad, width - pad);
    let (score_y, own_x, own_y) = (y(w), x(ro), y(we_own));
    let score_label_y = score_y - 3.0;
    let own_label_x = own_x + 4.0;
    let own_label_y = pad + 10.0;
    let bottom_label_y = height - 6.0;
    let left_label_x = pad - 4.0;
    let top_label_y = pad + 4.0;
    view! {
        <figure class="curve">
            <figcaption>{title}</figcaption>
            <svg viewBox=format!("0 0 {width} {height}") role="img" aria-label=title>
                <line x1=pad y1=bottom x2=right y2=bottom class="axis" />
                <line x1=pad y1=pad x2=pad y2=bottom class="axis" />
                <line x1=pad y1=score_y x2=right y2=score_y class="score" />
                <text x=right y=score_label_y text-anchor="end" class="lbl">{format!("W = {}", lang.score(w))}</text>
                <polyline points=points class="line" />
                <line x1=own_x y1=pad x2=own_x y2=bottom class="own" />
                <circle cx=own_x cy=own_y r="3.5" class="dot" />
                <text x=own_label_x y=own_label_y class="lbl">{format!("DWZ {}", ro as i64)}</text>
                <text x=pad y=bottom_label_y class="lbl">{format!("{}", lo.round() as i64)}</text>
                <text x=right y=bottom_label_y text-anchor="end" class="lbl">{format!("{}", hi.round() as i64)}</text>
                <text x=left_label_x y=top_label_y text-anchor="end" class="lbl">{format!("{}", n as i64)}</text>
                <text x=left_label_x y=bottom text-anchor="end" class="lbl">"0"</text>
            </svg>
            <p class="hint">{caption}</p>
        </figure>
    }
    .into_any()
}
