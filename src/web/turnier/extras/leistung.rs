//! Waldstein's Turnierleistung beside Gelbfuß, Sonneborn-Berger and Buchholz as HTML, with the
//! rankings compared in a small picture; made by the second module.

use crate::dwz::numeric::fixed;
use crate::dwz::Tournament;
use crate::i18n::{Lang, TMsg, XMsg};
use crate::waldstein::{rank_text, report, Rank, Report, Status};
use crate::web::common::html::{esc, legend_html, table_start};
use std::fmt::Write;

/// What the figures of the table mean.
const LEGEND: [XMsg; 5] = [
    XMsg::LeistungLegendGelbfuss,
    XMsg::LeistungLegendSb,
    XMsg::LeistungLegendBuchholz,
    XMsg::LeistungLegendT,
    XMsg::LeistungLegendHomogeneity,
];

/// The players' rankings are compared in a picture for 2 to 40 players.
const PICTURED: std::ops::RangeInclusive<usize> = 2..=40;

/// The view: the legend, the table, the homogeneity, and the rankings compared.
pub fn leistung_html(l: Lang, t: &Tournament) -> String {
    let r = report(&crate::waldstein::from_tournament(t));
    let mut h = legend_html(LEGEND.map(|m| l.text(m)));
    h.push_str(&table_html(l, t, &r));
    if let Some(x) = r.homogeneity {
        let _ = write!(
            h,
            "<p id=\"homogeneity\">{}: {}</p>",
            esc(l.text(XMsg::Homogeneity)),
            l.num(x, 2)
        );
    }
    if PICTURED.contains(&t.players.len()) {
        h.push_str(&ranks_svg(l, t, &r));
    }
    h
}

/// The table: points, Gelbfuß, Sonneborn-Berger, Buchholz, t and T, each with its ranking.
fn table_html(l: Lang, t: &Tournament, r: &Report) -> String {
    let rank = l.text(XMsg::Rank);
    let heads = [
        "#",
        l.text(TMsg::ColPlayer),
        l.text(XMsg::Pts),
        rank,
        "Gelbfuß",
        rank,
        "S.-B.",
        rank,
        "Buchholz",
        rank,
        "t",
        "T",
        rank,
    ];
    let mut h = table_start("evaluation", "leistung", heads);
    for i in 0..t.players.len() {
        h.push_str(&row_html(l, t, r, i));
    }
    h.push_str("</tbody></table>");
    h
}

/// The row of player `i`; the ranks in one numbering style for the whole table ([`rank_text`]).
fn row_html(l: Lang, t: &Tournament, r: &Report, i: usize) -> String {
    let p = &t.players[i];
    let roman = |rank: Rank| rank_text(rank, t.players.len());
    let (tt, q) = match r.status.get(i) {
        Some(Status::Rated) => (
            r.t[i].map(|x| l.num(x, 3)).unwrap_or_default(),
            r.quality[i].map(|x| l.num(x, 2)).unwrap_or_default(),
        ),
        Some(Status::HorsConcours) => ("hors concours".into(), String::new()),
        _ => ("–".into(), String::new()),
    };
    format!(
        "<tr data-id=\"{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"new\">{}</td></tr>",
        esc(&p.id), i + 1, esc(p.name.as_deref().unwrap_or(&p.id)), esc(&l.score(r.points[i])), roman(r.ranks_points[i]),
        l.num(r.gelbfuss[i], 2), roman(r.ranks_gelbfuss[i]), l.num(r.sonneborn_berger[i], 2), roman(r.ranks_sonneborn_berger[i]),
        l.num(r.buchholz[i], 2), roman(r.ranks_buchholz[i]), esc(&tt), esc(&q), roman(r.ranks_t[i])
    )
}

/// Per column of rankings: each player's line in it (1-based), shared places in the order of
/// the table.
fn distinct_places(columns: &[(&str, &Vec<Rank>)], n: usize) -> Vec<Vec<usize>> {
    columns
        .iter()
        .map(|(_, ranks)| {
            let mut order: Vec<usize> = (0..n).collect();
            order.sort_by_key(|&i| (ranks[i].0, i));
            let mut line = vec![0; n];
            for (position, &i) in order.iter().enumerate() {
                line[i] = position + 1;
            }
            line
        })
        .collect()
}

/// The rankings side by side: a line a player from points to t.
fn ranks_svg(l: Lang, t: &Tournament, r: &Report) -> String {
    let n = t.players.len();
    let columns = [
        (l.text(XMsg::Points), &r.ranks_points),
        ("Gelbfuß", &r.ranks_gelbfuss),
        ("S.-B.", &r.ranks_sonneborn_berger),
        ("Buchholz", &r.ranks_buchholz),
        ("t", &r.ranks_t),
    ];
    let row = 14.0;
    let height = 24.0 + row * n as f64;
    let x = |k: usize| 70.0 + k as f64 * 50.0;
    let y = |rank: usize| 20.0 + (rank as f64 - 1.0) * row;
    let title = esc(l.text(XMsg::RanksCompared));
    let mut svg = format!("<figure class=\"ranks\"><figcaption>{title}</figcaption><svg viewBox=\"0 0 380 {}\" role=\"img\" aria-label=\"{title}\">", fixed(height, 0));
    for (k, (title, _)) in columns.iter().enumerate() {
        let _ = write!(
            svg,
            "<text x=\"{}\" y=\"10\" text-anchor=\"middle\" class=\"lbl\">{}</text>",
            fixed(x(k), 0),
            esc(title)
        );
    }
    let places = distinct_places(&columns, n);
    for (i, p) in t.players.iter().enumerate() {
        let points: Vec<String> = places
            .iter()
            .enumerate()
            .map(|(k, line)| format!("{},{}", fixed(x(k), 0), fixed(y(line[i]), 1)))
            .collect();
        let name = esc(p.name.as_deref().unwrap_or(&p.id));
        let _ = write!(svg, "<g><title>{name}</title><polyline points=\"{}\" class=\"line\"/><text x=\"64\" y=\"{}\" text-anchor=\"end\" class=\"lbl\">{name}</text><text x=\"276\" y=\"{}\" class=\"lbl\">{name}</text></g>",
            points.join(" "), fixed(y(places[0][i]) + 3.0, 1), fixed(y(places[4][i]) + 3.0, 1));
    }
    svg.push_str("</svg></figure>");
    svg
}
