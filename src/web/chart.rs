//! Small inline SVG pictures: the change each game brings, and the expected score against the
//! field as a function of the own rating. Values come from the core; here only coordinates
//! (written with one decimal by the core's integer-based `fixed`, not float formatting).

use super::i18n::Lang;
use crate::dwz::numeric::fixed;
use crate::dwz::Mode;
use leptos::prelude::*;

fn c(v: f64) -> String {
    fixed(v, 1)
}

/// Horizontal bars, one a game: positive to the right, negative to the left.
pub fn change_bars(bars: &[(String, f64)], lang: Lang) -> AnyView {
    if bars.is_empty() {
        return ().into_any();
    }
    let row = 24.0;
    let height = row * bars.len() as f64 + 4.0;
    let max = bars.iter().map(|b| b.1.abs()).fold(1.0, f64::max);
    let half = 150.0;
    let rows = bars
        .iter()
        .enumerate()
        .map(|(k, (label, change))| {
            let change = *change;
            let y = 2.0 + k as f64 * row;
            let w = (change.abs() / max * (half - 42.0)).max(0.5);
            let positive = change >= 0.0;
            let x = if positive { half } else { half - w };
            let (label_x, label_anchor) = if positive { (half - 4.0, "end") } else { (half + 4.0, "start") };
            let (value_x, value_anchor) = if positive { (x + w + 3.0, "start") } else { (x - 3.0, "end") };
            let value = lang.signed(change, 1);
            view! {
                <g>
                    <title>{format!("{label}: {value}")}</title>
                    <rect x=c(x) y=c(y + 3.0) width=c(w) height=c(row - 8.0) class=if positive { "pos" } else { "neg" } />
                    <text x=c(label_x) y=c(y + row / 2.0 + 2.0) text-anchor=label_anchor class="lbl">{label.clone()}</text>
                    <text x=c(value_x) y=c(y + row / 2.0 + 2.0) text-anchor=value_anchor class="val">{value}</text>
                </g>
            }
        })
        .collect_view();
    view! {
        <svg class="bars" viewBox=format!("0 0 300 {}", c(height)) role="img" aria-label="DWZ-Beitrag je Partie">
            <line x1="150" y1="0" x2="150" y2=c(height) class="axis" />
            {rows}
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
    let lo = ((center - 700.0).min(ro - 100.0) / 50.0).floor() * 50.0;
    let hi = ((center + 700.0).max(ro + 100.0) / 50.0).ceil() * 50.0;
    let (width, height, pad) = (300.0, 160.0, 24.0);
    let x = move |r: f64| pad + (r - lo) / (hi - lo) * (width - 2.0 * pad);
    let y = move |v: f64| height - pad - v / n * (height - 2.0 * pad);
    let points = (0..=70)
        .map(|k| {
            let r = lo + (hi - lo) * k as f64 / 70.0;
            let we = mode.expected_score(mode.rating(r), ratings.iter().copied());
            format!("{},{}", c(x(r)), c(y(we)))
        })
        .collect::<Vec<_>>()
        .join(" ");
    let we_own = mode.expected_score(ro, ratings.iter().copied());
    let (bottom, right) = (c(height - pad), c(width - pad));
    view! {
        <figure class="curve">
            <figcaption>{title}</figcaption>
            <svg viewBox="0 0 300 160" role="img" aria-label=title>
                <line x1="24" y1=bottom.clone() x2=right.clone() y2=bottom.clone() class="axis" />
                <line x1="24" y1="24" x2="24" y2=bottom.clone() class="axis" />
                <line x1="24" y1=c(y(w)) x2=right.clone() y2=c(y(w)) class="score" />
                <text x=right.clone() y=c(y(w) - 3.0) text-anchor="end" class="lbl">{format!("W = {}", lang.score(w))}</text>
                <polyline points=points class="line" />
                <line x1=c(x(ro)) y1="24" x2=c(x(ro)) y2=bottom.clone() class="own" />
                <circle cx=c(x(ro)) cy=c(y(we_own)) r="3.5" class="dot" />
                <text x=c(x(ro) + 4.0) y="34" class="lbl">{format!("DWZ {}", ro as i64)}</text>
                <text x="24" y="154" class="lbl">{(lo as i64).to_string()}</text>
                <text x=right y="154" text-anchor="end" class="lbl">{(hi as i64).to_string()}</text>
                <text x="20" y="28" text-anchor="end" class="lbl">{(n as i64).to_string()}</text>
                <text x="20" y=bottom text-anchor="end" class="lbl">"0"</text>
            </svg>
            <p class="hint">{caption}</p>
        </figure>
    }
    .into_any()
}
