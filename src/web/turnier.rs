//! The page "Turnierauswertung": a whole tournament evaluated in the browser, as a tournament
//! director or DWZ referee checks it before it goes to the DSB. Its own wasm module (bin
//! `wertung-turnier`, feature `turnier`), so that the phone calculator stays small.
//!
//! It parses (TRF, tournament JSON, a pasted cross table; the player table's fields), calls the
//! core and presents: the evaluation as HTML text (every text escaped, see [`super::chart::esc`]),
//! sortable by a click on a column head, with a scoresheet per player; CSV and JSON export.

use super::chart::esc;
use super::i18n::Lang;
use crate::dwz::{
    evaluate, Date, Evaluation, GameKind, Group, Mode, Options, RestGame, Tournament,
};
use crate::formats::{crosstable, csv, json, trf};
use leptos::prelude::*;
use leptos::wasm_bindgen::{JsCast, JsValue};
use leptos::web_sys;
use std::fmt::Write;

const STORE_KEY: &str = "wertung-turnier";
const LANG_KEY: &str = "wertung-lang";

/// German or English text.
fn tx(l: Lang, de: &'static str, en: &'static str) -> &'static str {
    match l {
        Lang::De => de,
        Lang::En => en,
    }
}

fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

/// One player's fields as typed in the player table.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
struct Edit {
    dwz: String,
    /// INGO number as typed: "128/5" (F / index) or "128".
    ingo: String,
    index: String,
    birth: String,
    member: bool,
    rest: String,
}

fn rest_text(games: &[RestGame]) -> String {
    games
        .iter()
        .map(|g| {
            format!(
                "{}:{}:{}",
                g.opponent_rating,
                crate::dwz::numeric::show(g.score),
                g.date
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn edits_of(t: &Tournament) -> Vec<Edit> {
    t.players
        .iter()
        .map(|p| Edit {
            dwz: p.dwz.map(|d| d.to_string()).unwrap_or_default(),
            index: p.index.map(|d| d.to_string()).unwrap_or_default(),
            birth: p.birth_year.map(|d| d.to_string()).unwrap_or_default(),
            member: p.member,
            rest: rest_text(&p.rest_games),
            ingo: String::new(),
        })
        .collect()
}

/// The page's three views of a loaded tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum View {
    Dwz,
    Ingo,
    Leistung,
}

impl View {
    fn from_hash(hash: &str) -> View {
        match hash.trim_start_matches('#') {
            "ingo" => View::Ingo,
            "leistung" => View::Leistung,
            _ => View::Dwz,
        }
    }
    fn hash(self) -> &'static str {
        match self {
            View::Dwz => "#dwz",
            View::Ingo => "#ingo",
            View::Leistung => "#leistung",
        }
    }
}

/// The INGO numbers of the player table: "128/5" or "128" (index 10); a message per bad field.
fn ingo_players(
    t: &Tournament,
    edits: &[Edit],
) -> (Vec<crate::ingo::chess::Player>, Vec<(usize, String)>) {
    use crate::ingo::chess::{Number, Player};
    let mut errors = Vec::new();
    let players = t
        .players
        .iter()
        .zip(edits)
        .enumerate()
        .map(|(k, (p, e))| {
            let text = e.ingo.trim();
            let number = if text.is_empty() {
                None
            } else {
                let (f, index) = text.split_once('/').unwrap_or((text, "10"));
                match (
                    f.trim().replace(',', ".").parse::<f64>(),
                    index.trim().parse::<u32>(),
                ) {
                    (Ok(f), Ok(i)) if (0.0..=400.0).contains(&f) && i >= 1 => {
                        Some(Number::new(f, i))
                    }
                    _ => {
                        errors.push((k, format!("INGO = \"{text}\": F/Index, z. B. 128/5")));
                        None
                    }
                }
            };
            Player {
                number,
                youth: p.birth_year.is_some_and(|b| t.end_date.year - b <= 20),
            }
        })
        .collect();
    (players, errors)
}

/// A list of one-sentence explanations.
fn legend_html(items: &[&str]) -> String {
    let items: String = items
        .iter()
        .map(|s| format!("<li>{}</li>", esc(s)))
        .collect();
    format!("<ul class=\"legend\">{items}</ul>")
}

/// The INGO evaluation (seed 000, or 003 with `xiangqi`) as HTML, each figure explained.
fn ingo_html(l: Lang, t: &Tournament, edits: &[Edit], xiangqi: bool) -> String {
    use crate::ingo::chess::{evaluate as ingo_evaluate, Event};
    let (players, errors) = ingo_players(t, edits);
    let games = json::ingo_games(t);
    let event = if t.kind == crate::dwz::Kind::Match {
        Event::Match
    } else {
        Event::Tournament
    };
    let chess = ingo_evaluate(&players, &games, event);
    let x = xiangqi.then(|| crate::ingo::xiangqi::evaluate(&players, &games, false, false));
    let mut h = String::new();
    let legend = [
        tx(l, "Niveau: der Durchschnitt der eigenen und der gegnerischen Ingo-Zahlen (eine je Partie).", "Niveau: the average of the own and the opponents' INGO numbers (one a game)."),
        tx(l, "%d: wie weit das Ergebnis von 50 % abweicht, mit einem halben Punkt und einer Partie für die eigene Zahl im Niveau.", "%d: how far the result is from 50 %, with half a point and a game for the own number in the Niveau."),
        tx(l, "H: die Turniererfolgszahl, Niveau plus %d; kleiner ist besser.", "H: the tournament performance, Niveau plus %d; lower is better."),
        tx(l, "Neue F: aus alter F und H, meist (3 F + H) / 4; die Regel steht in der letzten Spalte.", "New F: from the old F and H, mostly (3 F + H) / 4; the rule is in the last column."),
    ];
    h.push_str(&legend_html(&legend));
    if !errors.is_empty() {
        let _ = write!(
            h,
            "<p class=\"error\">{}</p>",
            esc(&errors
                .iter()
                .map(|e| e.1.clone())
                .collect::<Vec<_>>()
                .join(" · "))
        );
    }
    let heads = [
        ("#", "#"),
        ("Spieler", "Player"),
        ("alte F", "old F"),
        ("W", "W"),
        ("n", "n"),
        ("%d", "%d"),
        ("Niveau", "Niveau"),
        ("H", "H"),
        ("neue F", "new F"),
        ("Regel", "rule"),
    ];
    h.push_str("<table class=\"evaluation\" id=\"ingo\"><thead><tr>");
    for (de, en) in heads {
        let _ = write!(h, "<th>{}</th>", esc(tx(l, de, en)));
    }
    h.push_str("</tr></thead><tbody>");
    let value =
        serde_json::to_value(json::ingo_out(t, &players, &chess, x.as_deref())).unwrap_or_default();
    let list = value["players"].as_array().cloned().unwrap_or_default();
    for (k, (p, v)) in t.players.iter().zip(&list).enumerate() {
        let num = |key: &str, places: usize| {
            v[key]
                .as_f64()
                .map(|x| l.num(x, places))
                .unwrap_or_default()
        };
        let old = match (v["ingo_old"].as_f64(), v["index_old"].as_u64()) {
            (Some(f), Some(i)) => format!("{} / {i}", l.num(f, 0)),
            _ => "?".into(),
        };
        let new = match (v["ingo_new"].as_f64(), v["index_new"].as_u64()) {
            (Some(f), Some(i)) => format!(
                "{} / {i}{}",
                l.num(f, 0),
                v["qualifier"]
                    .as_str()
                    .map(|q| format!(" {q}"))
                    .unwrap_or_default()
            ),
            _ => "–".into(),
        };
        let rule = v["rule"]
            .as_str()
            .or(v["not_evaluated"].as_str())
            .unwrap_or_default();
        let _ = write!(
            h,
            "<tr data-id=\"{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"new\">{}</td><td class=\"rule\">{}</td></tr>",
            esc(&p.id), k + 1, esc(p.name.as_deref().unwrap_or(&p.id)), esc(&old), esc(&l.score(v["w"].as_f64().unwrap_or(0.0))),
            v["n"].as_u64().unwrap_or(0), esc(&l.signed(v["pd"].as_f64().unwrap_or(0.0), 1)), num("niveau", 1), num("h", 0), esc(&new), esc(rule)
        );
    }
    h.push_str("</tbody></table>");
    h
}

/// Waldstein's Turnierleistung beside Gelbfuß, Sonneborn-Berger and Buchholz, as HTML with the
/// rankings compared in a small picture.
fn leistung_html(l: Lang, t: &Tournament) -> String {
    use crate::waldstein::{report, roman, Status};
    let r = report(&crate::waldstein::from_tournament(t));
    let mut h = String::new();
    let legend = [
        tx(l, "Gelbfuß: jeder Partiepunkt mal der Punktzahl des Gegners.", "Gelbfuß: every game point times the opponent's score."),
        tx(l, "Sonneborn-Berger: jeder Partiepunkt mal der Summe beider Punktzahlen (Gelbfuß plus eigene Punkte zum Quadrat).", "Sonneborn-Berger: every game point times both players' scores (Gelbfuß plus the own score squared)."),
        tx(l, "Buchholz: je Partie die eigene Punktzahl mal der des Gegners.", "Buchholz: for every game the own score times the opponent's."),
        tx(l, "t (Turnierleistung): jeder Punkt gewichtet mit der Leistung des Gegners, so lange wiederholt, bis sich nichts mehr ändert; Summe 1.", "t (Turnierleistung): every point weighted by the opponent's performance, repeated until nothing changes; sum 1."),
        tx(l, "T = t · Spielerzahl: 1 ist der Turnierdurchschnitt; Homogenität = größtes T / kleinstes T.", "T = t · players: 1 is the tournament average; homogeneity = largest T / smallest T."),
    ];
    h.push_str(&legend_html(&legend));
    let heads = [
        "#",
        tx(l, "Spieler", "Player"),
        tx(l, "Pkt", "Pts"),
        tx(l, "Platz", "Rank"),
        "Gelbfuß",
        tx(l, "Platz", "Rank"),
        "S.-B.",
        tx(l, "Platz", "Rank"),
        "Buchholz",
        tx(l, "Platz", "Rank"),
        "t",
        "T",
        tx(l, "Platz", "Rank"),
    ];
    h.push_str("<table class=\"evaluation\" id=\"leistung\"><thead><tr>");
    for head in heads {
        let _ = write!(h, "<th>{}</th>", esc(head));
    }
    h.push_str("</tr></thead><tbody>");
    for (i, p) in t.players.iter().enumerate() {
        let (tt, q) = match r.status[i] {
            Status::Rated => (
                r.t[i].map(|x| l.num(x, 3)).unwrap_or_default(),
                r.quality[i].map(|x| l.num(x, 2)).unwrap_or_default(),
            ),
            Status::HorsConcours => ("hors concours".into(), String::new()),
            _ => ("–".into(), String::new()),
        };
        let _ = write!(
            h,
            "<tr data-id=\"{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"new\">{}</td></tr>",
            esc(&p.id), i + 1, esc(p.name.as_deref().unwrap_or(&p.id)), esc(&l.score(r.points[i])), roman(r.ranks_points[i]),
            l.num(r.gelbfuss[i], 2), roman(r.ranks_gelbfuss[i]), l.num(r.sonneborn_berger[i], 2), roman(r.ranks_sonneborn_berger[i]),
            l.num(r.buchholz[i], 2), roman(r.ranks_buchholz[i]), esc(&tt), esc(&q), roman(r.ranks_t[i])
        );
    }
    h.push_str("</tbody></table>");
    if let Some(x) = r.homogeneity {
        let _ = write!(
            h,
            "<p id=\"homogeneity\">{}: {}</p>",
            esc(tx(l, "Homogenität", "Homogeneity")),
            l.num(x, 2)
        );
    }
    // The rankings side by side: a line a player from points to t.
    let n = t.players.len();
    if (2..=40).contains(&n) {
        let columns = [
            (tx(l, "Punkte", "Points"), &r.ranks_points),
            ("Gelbfuß", &r.ranks_gelbfuss),
            ("S.-B.", &r.ranks_sonneborn_berger),
            ("Buchholz", &r.ranks_buchholz),
            ("t", &r.ranks_t),
        ];
        let row = 14.0;
        let height = 24.0 + row * n as f64;
        let x = |k: usize| 70.0 + k as f64 * 50.0;
        let y = |rank: usize| 20.0 + (rank as f64 - 1.0) * row;
        let mut svg = format!("<figure class=\"ranks\"><figcaption>{}</figcaption><svg viewBox=\"0 0 380 {}\" role=\"img\" aria-label=\"{}\">",
            esc(tx(l, "Rangfolgen im Vergleich", "The rankings compared")), crate::dwz::numeric::fixed(height, 0), esc(tx(l, "Rangfolgen im Vergleich", "The rankings compared")));
        for (k, (title, _)) in columns.iter().enumerate() {
            let _ = write!(
                svg,
                "<text x=\"{}\" y=\"10\" text-anchor=\"middle\" class=\"lbl\">{}</text>",
                crate::dwz::numeric::fixed(x(k), 0),
                esc(title)
            );
        }
        // A distinct row a player in every column: shared places in the order of the table.
        let rows: Vec<Vec<usize>> = columns
            .iter()
            .map(|(_, ranks)| {
                let mut order: Vec<usize> = (0..n).collect();
                order.sort_by_key(|&i| (ranks[i].0, i));
                let mut row = vec![0; n];
                for (position, &i) in order.iter().enumerate() {
                    row[i] = position + 1;
                }
                row
            })
            .collect();
        for i in 0..n {
            let points: Vec<String> = rows
                .iter()
                .enumerate()
                .map(|(k, row)| {
                    format!(
                        "{},{}",
                        crate::dwz::numeric::fixed(x(k), 0),
                        crate::dwz::numeric::fixed(y(row[i]), 1)
                    )
                })
                .collect();
            let name = t.players[i].name.as_deref().unwrap_or(&t.players[i].id);
            let _ = write!(svg, "<g><title>{}</title><polyline points=\"{}\" class=\"line\"/><text x=\"64\" y=\"{}\" text-anchor=\"end\" class=\"lbl\">{}</text><text x=\"276\" y=\"{}\" class=\"lbl\">{}</text></g>",
                esc(name), points.join(" "), crate::dwz::numeric::fixed(y(rows[0][i]) + 3.0, 1), esc(name), crate::dwz::numeric::fixed(y(rows[4][i]) + 3.0, 1), esc(name));
        }
        svg.push_str("</svg></figure>");
        h.push_str(&svg);
    }
    h
}

/// Reads a loaded or pasted text: tournament JSON, TRF, or a cross table.
fn read_any(text: &str, end_date: &str) -> Result<(Tournament, Vec<String>), String> {
    let trimmed = text.trim_start_matches('\u{feff}').trim_start();
    if trimmed.starts_with('{') {
        let t = json::read_tournament(trimmed).map_err(|e| e.to_string())?;
        // INGO numbers ("ingo" fields) where the JSON has them.
        let ingo = json::read_ingo_numbers(trimmed, &t)
            .map(|players| {
                players
                    .iter()
                    .map(|p| {
                        p.number
                            .map(|n| format!("{}/{}", n.f, n.index))
                            .unwrap_or_default()
                    })
                    .collect()
            })
            .unwrap_or_else(|_| vec![String::new(); t.players.len()]);
        return Ok((t, ingo));
    }
    let t = if trimmed.lines().any(|l| l.starts_with("001 ")) {
        trf::read_trf(trimmed).map_err(|e| e.to_string())?
    } else {
        let end = Date::parse(end_date).ok_or_else(|| {
            format!(
                "end_date = \"{end_date}\": a cross table needs the tournament end (TT.MM.JJJJ)"
            )
        })?;
        crosstable::read_crosstable(trimmed, "", end).map_err(|e| e.to_string())?
    };
    let n = t.players.len();
    Ok((t, vec![String::new(); n]))
}

/// The tournament as JSON with the INGO numbers of the player table (for local storage).
fn stored_json(t: &Tournament, edits: &[Edit]) -> String {
    let mut value = json::tournament_to_value(t);
    if let Some(list) = value.get_mut("players").and_then(|p| p.as_array_mut()) {
        for (p, e) in list.iter_mut().zip(edits) {
            let text = e.ingo.trim();
            if let (Some(obj), false) = (p.as_object_mut(), text.is_empty()) {
                let (f, index) = text.split_once('/').unwrap_or((text, "10"));
                if let (Ok(f), Ok(i)) = (f.trim().parse::<f64>(), index.trim().parse::<u32>()) {
                    obj.insert("ingo".into(), serde_json::json!({ "f": f, "index": i }));
                }
            }
        }
    }
    value.to_string()
}

/// The tournament with the player table's fields applied; a message per bad field.
fn apply(t: &Tournament, edits: &[Edit], end_date: &str) -> (Tournament, Vec<(usize, String)>) {
    let mut out = t.clone();
    let mut errors = Vec::new();
    if let Some(d) = Date::parse(end_date) {
        out.end_date = d;
    } else if !end_date.trim().is_empty() {
        errors.push((
            usize::MAX,
            format!(
                "end_date = \"{}\": not a date (TT.MM.JJJJ)",
                end_date.trim()
            ),
        ));
    }
    for (k, (p, e)) in out.players.iter_mut().zip(edits).enumerate() {
        let number =
            |text: &str, lo: u32, hi: u32, field: &str, errors: &mut Vec<(usize, String)>| {
                let s = text.trim();
                if s.is_empty() {
                    return None;
                }
                match s.parse::<u32>() {
                    Ok(v) if (lo..=hi).contains(&v) => Some(v),
                    _ => {
                        errors.push((k, format!("{field} = \"{s}\": a number from {lo} to {hi}")));
                        None
                    }
                }
            };
        p.dwz = number(&e.dwz, 1, 3500, "DWZ", &mut errors);
        p.index = number(&e.index, 1, 9999, "Index", &mut errors);
        p.birth_year = number(
            &e.birth,
            1880,
            out.end_date.year as u32,
            "Geburtsjahr",
            &mut errors,
        )
        .map(|y| y as i32);
        p.member = e.member;
        p.rest_games = Vec::new();
        for part in e.rest.split(';').map(str::trim).filter(|s| !s.is_empty()) {
            let f: Vec<&str> = part.split(':').map(str::trim).collect();
            let parsed = match f.as_slice() {
                [r, s, d] => (|| {
                    let rating: u32 = r.parse().ok().filter(|r| (1..=3500).contains(r))?;
                    let score = crate::dwz::estimate::SingleResult::parse(s)?.score()?;
                    Some(RestGame {
                        opponent_rating: rating,
                        score,
                        date: Date::parse(d)?,
                    })
                })(),
                _ => None,
            };
            match parsed {
                Some(g) => p.rest_games.push(g),
                None => errors.push((
                    k,
                    format!("Restpartie = \"{part}\": DWZ:Ergebnis:Datum, z. B. 1500:½:01.10.2025"),
                )),
            }
        }
    }
    (out, errors)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SortKey {
    Number,
    Name,
    Group,
    Ro,
    K,
    Rc,
    W,
    N,
    We,
    Rh,
    New,
    Diff,
}

impl SortKey {
    const ALL: [(SortKey, &'static str, &'static str, &'static str); 12] = [
        (SortKey::Number, "nr", "#", "#"),
        (SortKey::Name, "name", "Spieler", "Player"),
        (SortKey::Group, "group", "Gruppe", "Group"),
        (SortKey::Ro, "ro", "DWZ alt", "Old DWZ"),
        (SortKey::K, "k", "K", "K"),
        (SortKey::Rc, "rc", "Rc", "Rc"),
        (SortKey::W, "w", "W", "W"),
        (SortKey::N, "n", "n", "n"),
        (SortKey::We, "we", "We", "We"),
        (SortKey::Rh, "rh", "Rh", "Rh"),
        (SortKey::New, "new", "DWZ neu", "New DWZ"),
        (SortKey::Diff, "diff", "+/−", "+/−"),
    ];
    fn from_code(s: &str) -> Option<SortKey> {
        SortKey::ALL.iter().find(|k| k.1 == s).map(|k| k.0)
    }
}

fn group_label(l: Lang, g: Group) -> &'static str {
    match g {
        Group::Established => tx(l, "etabliert", "established"),
        Group::Stage1 => tx(l, "1. Zusatzstufe", "stage 1"),
        Group::Stage2 => tx(l, "2. Zusatzstufe", "stage 2"),
        Group::Remaining => tx(l, "restlich", "remaining"),
    }
}

/// The evaluation table (Anhang 3.1.11) as HTML.
fn table_html(l: Lang, e: &Evaluation, sort: (SortKey, bool)) -> String {
    let mut order: Vec<usize> = (0..e.players.len()).collect();
    let opt = |x: Option<f64>| x.unwrap_or(f64::NEG_INFINITY);
    order.sort_by(|&a, &b| {
        let (p, q) = (&e.players[a], &e.players[b]);
        let o = match sort.0 {
            SortKey::Number => a.cmp(&b),
            SortKey::Name => p
                .name
                .as_deref()
                .unwrap_or(&p.id)
                .cmp(q.name.as_deref().unwrap_or(&q.id)),
            SortKey::Group => (p.group as u8).cmp(&(q.group as u8)),
            SortKey::Ro => opt(p.ro).total_cmp(&opt(q.ro)),
            SortKey::K => opt(p.k.map(|k| k.k)).total_cmp(&opt(q.k.map(|k| k.k))),
            SortKey::Rc => opt(p.rc).total_cmp(&opt(q.rc)),
            SortKey::W => p.w.total_cmp(&q.w),
            SortKey::N => p.n.cmp(&q.n),
            SortKey::We => opt(p.we).total_cmp(&opt(q.we)),
            SortKey::Rh => opt(p.rh).total_cmp(&opt(q.rh)),
            SortKey::New => opt(p.new_rating()).total_cmp(&opt(q.new_rating())),
            SortKey::Diff => opt(p.change()).total_cmp(&opt(q.change())),
        };
        let o = o.then(a.cmp(&b));
        if sort.1 {
            o
        } else {
            o.reverse()
        }
    });
    let mut h = String::from("<table class=\"evaluation\" id=\"evaluation\"><thead><tr>");
    for (key, code, de, en) in SortKey::ALL {
        let aria = if key == sort.0 {
            if sort.1 {
                " aria-sort=\"ascending\""
            } else {
                " aria-sort=\"descending\""
            }
        } else {
            ""
        };
        let _ = write!(
            h,
            "<th{aria}><button type=\"button\" data-sort=\"{code}\">{}</button></th>",
            esc(tx(l, de, en))
        );
    }
    h.push_str("</tr></thead><tbody>");
    let n = |x: Option<f64>, p: usize| x.map(|v| l.num(v, p)).unwrap_or_default();
    for &k in &order {
        let p = &e.players[k];
        let name = p.name.clone().unwrap_or_else(|| p.id.clone());
        let ro = match (p.ro, p.index_old) {
            (Some(r), Some(i)) => format!(
                "{} - {}{}",
                r as i64,
                i,
                if p.index_assumed { "*" } else { "" }
            ),
            _ => String::new(),
        };
        let new = match (p.new_rating(), p.index_new, p.stored) {
            (Some(r), Some(i), true) => format!("{} - {}", r as i64, i),
            (Some(r), _, false) => format!("({})", r as i64),
            _ if p.group == Group::Remaining && !p.rest_games.is_empty() => {
                tx(l, "Restpartien", "Restpartien").into()
            }
            _ => "–".into(),
        };
        let diff = p.change().map(|x| l.signed(x, 0)).unwrap_or_default();
        let k_text =
            p.k.map(|k| l.num(k.k, 1))
                .map(|s| if p.stored { s } else { format!("({s})") })
                .unwrap_or_default();
        let rh = match p.rh {
            Some(v) if p.exceptional => format!(
                "<strong title=\"{}\">{}</strong>",
                esc(tx(
                    l,
                    "Ausnahmespieler (WO 3.6.3)",
                    "exceptional player (WO 3.6.3)"
                )),
                l.num(v, 0)
            ),
            Some(v) => l.num(v, 0),
            None if p.group == Group::Established => "–".into(),
            None => String::new(),
        };
        let class = match (p.group, p.stored) {
            (g, false) => format!("{} textual", g.code()),
            (g, true) => g.code().to_string(),
        };
        let _ = write!(
            h,
            "<tr class=\"{class}\" data-id=\"{id}\"><td>{nr}</td><td><button type=\"button\" class=\"who\" data-player=\"{id}\">{name}</button></td><td>{group}</td><td>{ro}</td><td>{k}</td><td>{rc}</td><td>{w}</td><td>{n_games}</td><td>{we}</td><td>{rh}</td><td class=\"new\">{new}</td><td>{diff}</td></tr>",
            id = esc(&p.id),
            nr = k + 1,
            name = esc(&name),
            group = esc(group_label(l, p.group)),
            ro = esc(&ro),
            k = esc(&k_text),
            rc = n(p.rc, 0),
            w = l.num(p.w, 1),
            n_games = p.n,
            we = n(p.we, 3),
            rh = rh,
            new = esc(&new),
            diff = esc(&diff),
        );
    }
    h.push_str("</tbody></table>");
    h
}

/// Anhang 3.1.12: one player's games as they count, with P(D) for established players.
fn scoresheet_html(l: Lang, e: &Evaluation, id: &str) -> String {
    let Some(p) = e.players.iter().find(|p| p.id == id) else {
        return String::new();
    };
    let name = p.name.clone().unwrap_or_else(|| p.id.clone());
    let mut h = format!("<h3>{} – {}</h3><table class=\"sheet\"><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>",
        esc(tx(l, "Einzelergebnisse", "Scoresheet")), esc(&name),
        esc(tx(l, "Gegner", "Opponent")), esc(tx(l, "Wertung", "Rating")), esc(tx(l, "Ergebnis", "Result")), esc(tx(l, "Gewinnerwartung", "Expected")));
    let names: std::collections::HashMap<&str, &str> = e
        .players
        .iter()
        .map(|q| (q.id.as_str(), q.name.as_deref().unwrap_or(&q.id)))
        .collect();
    for g in &p.games {
        let who = match (&g.opponent, g.kind) {
            (Some(o), _) => names.get(o.as_str()).copied().unwrap_or(o).to_string(),
            (None, GameKind::RestGame) => tx(l, "Restpartie", "Restpartie").into(),
            (None, _) => tx(l, "fiktives Remis", "fictive draw").into(),
        };
        let _ = write!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            esc(&who),
            l.num(g.rating, 0),
            esc(&l.score(g.score)),
            g.expected.map(|x| l.num(x, 3)).unwrap_or_default()
        );
    }
    let _ = write!(
        h,
        "</tbody></table><p>W {} · n {}{}</p>",
        esc(&l.score(p.w)),
        p.n,
        p.we.map(|we| format!(
            " · We {} · K {}",
            l.num(we, 3),
            p.k.map(|k| l.num(k.k, 1)).unwrap_or_default()
        ))
        .unwrap_or_default()
    );
    if !p.rest_games.is_empty() {
        let _ = write!(
            h,
            "<p>{}: {}</p>",
            esc(tx(l, "Restpartien (gespeichert)", "Restpartien (stored)")),
            esc(&rest_text(&p.rest_games))
        );
    }
    h
}

/// The Gesamtiteration step by step (Anhang 3.1.4).
fn trace_html(e: &Evaluation) -> String {
    if e.iterated.is_empty() {
        return String::new();
    }
    let names: std::collections::HashMap<&str, &str> = e
        .players
        .iter()
        .map(|q| (q.id.as_str(), q.name.as_deref().unwrap_or(&q.id)))
        .collect();
    let mut h = String::from("<table class=\"trace\"><thead><tr><th>#</th>");
    for id in &e.iterated {
        let _ = write!(
            h,
            "<th>{}</th>",
            esc(names.get(id.as_str()).copied().unwrap_or(id))
        );
    }
    h.push_str("</tr></thead><tbody>");
    for (k, row) in e.trace.iter().enumerate() {
        let _ = write!(h, "<tr><td>{}</td>", k + 1);
        for v in row {
            let _ = write!(h, "<td>{}</td>", crate::dwz::numeric::fixed(*v, 0));
        }
        h.push_str("</tr>");
    }
    h.push_str("</tbody></table>");
    h
}

fn download(name: &str, mime: &str, content: &str) {
    let parts = web_sys::js_sys::Array::of1(&JsValue::from_str(content));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Ok(a) = document().create_element("a") {
        let _ = a.set_attribute("href", &url);
        let _ = a.set_attribute("download", name);
        if let Ok(a) = a.dyn_into::<web_sys::HtmlElement>() {
            a.click();
        }
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

fn file_name(t: &Tournament, ext: &str) -> String {
    let base: String = t
        .name
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .trim_matches('-')
        .to_string();
    format!(
        "{}-auswertung.{ext}",
        if base.is_empty() {
            "turnier".into()
        } else {
            base
        }
    )
}

/// The page.
#[component]
pub fn Turnier() -> impl IntoView {
    let lang = RwSignal::new(
        storage()
            .and_then(|s| s.get_item(LANG_KEY).ok().flatten())
            .and_then(|l| Lang::from_code(&l))
            .unwrap_or_default(),
    );
    let stored = storage()
        .and_then(|s| s.get_item(STORE_KEY).ok().flatten())
        .and_then(|text| read_any(&text, "").ok());
    let stored_ingo = stored
        .as_ref()
        .map(|(_, ingo)| ingo.clone())
        .unwrap_or_default();
    let stored = stored.map(|(t, _)| t);
    let end_text = RwSignal::new(
        stored
            .as_ref()
            .map(|t| t.end_date.to_string())
            .unwrap_or_default(),
    );
    let mut initial_edits = stored.as_ref().map(edits_of).unwrap_or_default();
    for (e, ingo) in initial_edits.iter_mut().zip(stored_ingo) {
        e.ingo = ingo;
    }
    let edits = RwSignal::new(initial_edits);
    let view = RwSignal::new(View::from_hash(
        &window().location().hash().unwrap_or_default(),
    ));
    let xiangqi = RwSignal::new(false);
    let source = RwSignal::new(stored);
    let load_error = RwSignal::new(None::<String>);
    let exact = RwSignal::new(false);
    let sort = RwSignal::new((SortKey::Number, true));
    let selected = RwSignal::new(None::<String>);
    let generation = RwSignal::new(0u32);
    let eval_ms = RwSignal::new(0.0f64);

    let applied = Memo::new(move |_| {
        source.with(|s| {
            s.as_ref()
                .map(|t| edits.with(|e| end_text.with(|d| apply(t, e, d))))
        })
    });
    let evaluation = Memo::new(move |_| {
        applied.with(|a| {
            a.as_ref().map(|(t, _)| {
                let started = window().performance().map(|p| p.now()).unwrap_or(0.0);
                let mode = if exact.get() {
                    Mode::Exact
                } else {
                    Mode::Table
                };
                let r = evaluate(
                    t,
                    &Options {
                        mode,
                        ..Options::default()
                    },
                )
                .map_err(|e| e.to_string());
                let ms = window().performance().map(|p| p.now()).unwrap_or(0.0) - started;
                eval_ms.set(ms);
                r
            })
        })
    });
    // Remember the tournament (with the table's fields) until it is cleared.
    Effect::new(move |_| {
        applied.with(|a| {
            if let (Some((t, _)), Some(s)) = (a, storage()) {
                let _ = s.set_item(STORE_KEY, &edits.with(|e| stored_json(t, e)));
            }
        });
        let _ = storage().map(|s| s.set_item(LANG_KEY, lang.get().code()));
    });

    let load = move |text: String| match read_any(&text, &end_text.get_untracked()) {
        Ok((t, ingo)) => {
            end_text.set(t.end_date.to_string());
            let mut e = edits_of(&t);
            for (e, ingo) in e.iter_mut().zip(ingo) {
                e.ingo = ingo;
            }
            edits.set(e);
            source.set(Some(t));
            selected.set(None);
            load_error.set(None);
            generation.update(|g| *g += 1);
        }
        Err(m) => load_error.set(Some(m)),
    };
    let on_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
            match text.ok().and_then(|t| t.as_string()) {
                Some(t) => load(t),
                None => load_error.set(Some("the file could not be read".into())),
            }
        });
    };
    let paste = RwSignal::new(String::new());

    view! {
        <div class="app turnier">
            {move || {
                let l = lang.get();
                let _ = generation.get();
                page(l, Ctx { lang, source, edits, end_text, load_error, exact, sort, selected, evaluation, applied, eval_ms, paste, view, xiangqi }, Callback::new(load), on_file)
            }}
        </div>
    }
}

#[derive(Clone, Copy)]
struct Ctx {
    lang: RwSignal<Lang>,
    source: RwSignal<Option<Tournament>>,
    edits: RwSignal<Vec<Edit>>,
    end_text: RwSignal<String>,
    load_error: RwSignal<Option<String>>,
    exact: RwSignal<bool>,
    sort: RwSignal<(SortKey, bool)>,
    selected: RwSignal<Option<String>>,
    evaluation: Memo<Option<Result<Evaluation, String>>>,
    applied: Memo<Option<(Tournament, Vec<(usize, String)>)>>,
    eval_ms: RwSignal<f64>,
    paste: RwSignal<String>,
    view: RwSignal<View>,
    xiangqi: RwSignal<bool>,
}

fn page(
    l: Lang,
    c: Ctx,
    load: Callback<String>,
    on_file: impl Fn(leptos::ev::Event) + 'static,
) -> AnyView {
    let t = move |de: &'static str, en: &'static str| tx(l, de, en);
    let players = c
        .source
        .with_untracked(|s| s.as_ref().map(|t| t.players.clone()).unwrap_or_default());
    let rows = players
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let e = c.edits.with_untracked(|e| e.get(k).cloned().unwrap_or_default());
            let set = move |f: fn(&mut Edit, String)| {
                move |ev: leptos::ev::Event| {
                    let v = event_target_value(&ev);
                    c.edits.update(|e| if let Some(x) = e.get_mut(k) { f(x, v) });
                }
            };
            let fide = p.dwz.is_some() && p.index.is_none();
            let error = move || {
                c.applied.with(|a| {
                    a.as_ref().map(|(_, errs)| errs.iter().filter(|(i, _)| *i == k).map(|(_, m)| m.clone()).collect::<Vec<_>>().join(" · ")).unwrap_or_default()
                })
            };
            let name = p.name.clone().unwrap_or_else(|| p.id.clone());
            view! {
                <tr>
                    <td>{k + 1}</td>
                    <td>{name.clone()}</td>
                    <td><input type="text" inputmode="numeric" size="5" aria-label=format!("DWZ {name}") value=e.dwz on:input=set(|x, v| x.dwz = v) /></td>
                    <td><input type="text" inputmode="numeric" size="3" aria-label=format!("Index {name}") placeholder=if fide { "6" } else { "" } value=e.index on:input=set(|x, v| x.index = v) /></td>
                    <td><input type="text" inputmode="numeric" size="5" aria-label=format!("{} {name}", t("Geburtsjahr", "Year of birth")) value=e.birth on:input=set(|x, v| x.birth = v) /></td>
                    <td><input type="checkbox" aria-label=format!("{} {name}", t("DSB-Mitglied", "DSB member")) checked=e.member
                        on:change=move |ev| { let on = event_target_checked(&ev); c.edits.update(|e| if let Some(x) = e.get_mut(k) { x.member = on }); } /></td>
                    <td><input type="text" size="18" aria-label=format!("Restpartien {name}") placeholder="1500:½:01.10.2025" value=e.rest on:input=set(|x, v| x.rest = v) /></td>
                    <td><input type="text" size="7" aria-label=format!("INGO {name}") placeholder="128/5" value=e.ingo on:input=set(|x, v| x.ingo = v) /></td>
                    <td class="error">{error}</td>
                </tr>
            }
        })
        .collect_view();
    let fide_note = players.iter().any(|p| p.dwz.is_some() && p.index.is_none());
    let has = !players.is_empty();
    // A small tournament shows its player table open; a big one (a TRF of 284) starts closed.
    let small = players.len() <= 30;
    let results = move || {
        let l = c.lang.get();
        match c.view.get() {
            View::Ingo => {
                return c
                    .applied
                    .with(|a| {
                        a.as_ref()
                            .map(|(t, _)| c.edits.with(|e| ingo_html(l, t, e, c.xiangqi.get())))
                    })
                    .unwrap_or_default()
            }
            View::Leistung => {
                return c
                    .applied
                    .with(|a| a.as_ref().map(|(t, _)| leistung_html(l, t)))
                    .unwrap_or_default()
            }
            View::Dwz => {}
        }
        match c.evaluation.get() {
            None => String::new(),
            Some(Err(m)) => format!("<p class=\"error\">{}</p>", esc(&m)),
            Some(Ok(e)) => {
                let mut h =
                    format!(
                    "<p class=\"hint\" id=\"eval-info\" data-eval-ms=\"{}\">{}: {} · {}: {}</p>",
                    crate::dwz::numeric::fixed(c.eval_ms.get_untracked(), 2),
                    esc(tx(l, "Spieler", "Players")),
                    e.players.len(),
                    esc(tx(l, "Schritte der Gesamtiteration", "steps of the Gesamtiteration")),
                    e.steps
                );
                h.push_str(&table_html(l, &e, c.sort.get()));
                if let Some(id) = c.selected.get() {
                    let _ = write!(
                        h,
                        "<section id=\"scoresheet\">{}</section>",
                        scoresheet_html(l, &e, &id)
                    );
                }
                if !e.iterated.is_empty() {
                    let _ = write!(
                        h,
                        "<details class=\"trace\"><summary>{}</summary>{}</details>",
                        esc(tx(
                            l,
                            "Gesamtiteration anzeigen",
                            "Show the Gesamtiteration"
                        )),
                        trace_html(&e)
                    );
                }
                let rest: String = e
                    .players
                    .iter()
                    .filter(|p| p.group == Group::Remaining && !p.rest_games.is_empty())
                    .map(|p| {
                        format!(
                            "<li>{}: {}</li>",
                            esc(p.name.as_deref().unwrap_or(&p.id)),
                            esc(&rest_text(&p.rest_games))
                        )
                    })
                    .collect();
                if !rest.is_empty() {
                    let _ = write!(
                        h,
                        "<h3>{}</h3><ul class=\"rest\">{rest}</ul>",
                        esc(tx(l, "Neue Restpartien", "New Restpartien"))
                    );
                }
                h
            }
        }
    };
    // Clicks in the result table: sort by a column head, open a player's scoresheet.
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some(el) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        if let Some(code) = el.get_attribute("data-sort") {
            if let Some(key) = SortKey::from_code(&code) {
                c.sort.update(|s| {
                    *s = if s.0 == key {
                        (key, !s.1)
                    } else {
                        (
                            key,
                            !matches!(
                                key,
                                SortKey::New
                                    | SortKey::Ro
                                    | SortKey::Rh
                                    | SortKey::W
                                    | SortKey::Diff
                            ),
                        )
                    }
                });
            }
        } else if let Some(id) = el.get_attribute("data-player") {
            c.selected.set(Some(id));
        }
    };
    // Downloads the evaluation as CSV or as the CLI's JSON.
    let export = move |as_csv: bool| {
        let applied = c
            .applied
            .with_untracked(|a| a.as_ref().map(|(t, _)| t.clone()));
        if let (Some(Ok(e)), Some(t)) = (c.evaluation.get_untracked(), applied) {
            if as_csv {
                download(
                    &file_name(&t, "csv"),
                    "text/csv;charset=utf-8",
                    &csv::write_evaluation(&e),
                );
            } else {
                download(
                    &file_name(&t, "json"),
                    "application/json",
                    &json::write_evaluation(&e),
                );
            }
        }
    };
    let name = c
        .source
        .with_untracked(|s| s.as_ref().map(|t| t.name.clone()).unwrap_or_default());
    view! {
        <header class="top">
            <h1>"Wertung " <span class="sub">{t("Turnierauswertung", "Tournament evaluation")}</span></h1>
            <nav class="links"><a href="./">{t("DWZ-Rechner", "DWZ calculator")}</a>
                <button type="button" class="lang" id="lang" on:click=move |_| c.lang.update(|x| *x = if *x == Lang::De { Lang::En } else { Lang::De })>{t("English", "Deutsch")}</button>
            </nav>
        </header>
        <p class="tagline">{t("Die ganze Auswertung eines Turniers nach der Wertungsordnung, bevor sie zum DSB geht. Alles bleibt in Ihrem Browser.",
            "A whole tournament evaluated by the Wertungsordnung before it goes to the DSB. Everything stays in your browser.")}</p>
        <section class="load no-print">
            <h2>{t("Turnier laden", "Load a tournament")}</h2>
            <label for="file">{t("Datei (TRF, Turnier-JSON oder Kreuztabelle)", "File (TRF, tournament JSON or cross table)")}</label>
            <input id="file" type="file" accept=".trf,.txt,.json,.csv,.tsv" on:change=on_file />
            <label for="paste">{t("… oder einfügen: TRF, JSON oder Kreuztabelle (Name; DWZ; Index; Geburtsjahr; Ergebnisse gegen 1 … N)",
                "… or paste: TRF, JSON or a cross table (name; DWZ; index; year of birth; results against 1 … N)")}</label>
            <textarea id="paste" rows="5" on:input=move |ev| c.paste.set(event_target_value(&ev))>{c.paste.get_untracked()}</textarea>
            <button type="button" id="paste-load" on:click=move |_| load.run(c.paste.get_untracked())>{t("Übernehmen", "Load")}</button>
            {move || c.load_error.get().map(|m| view! { <p class="error" id="load-error" role="alert">{m}</p> })}
        </section>
        <section class="settings no-print">
            <div class="field"><label for="end">{t("Turnierende", "Tournament end")}</label>
                <input id="end" type="text" placeholder="12.12.2026" value=c.end_text.get_untracked() on:input=move |ev| c.end_text.set(event_target_value(&ev)) /></div>
            <label class="radio"><input type="checkbox" id="exact" checked=c.exact.get_untracked() on:change=move |ev| c.exact.set(event_target_checked(&ev)) />
                {t("Gleitkomma (exakt) statt Tabellen", "Floating point (exact) instead of tables")}</label>
        </section>
        {has.then(|| view! {
            <details class="players no-print" open=small>
                <summary>{t("Spieler ergänzen oder korrigieren", "Complete or correct the players")}</summary>
                {fide_note.then(|| view! { <p class="hint">{t("Wo nur eine FIDE-Wertung vorliegt, steht sie als DWZ mit Index 6 (WO 4.1.2, 2.2.4).", "Where only a FIDE rating is given, it stands in as DWZ with index 6 (WO 4.1.2, 2.2.4).")}</p> })}
                <div class="scroll"><table class="edit">
                    <thead><tr><th>"#"</th><th>{t("Spieler", "Player")}</th><th>"DWZ"</th><th>"Index"</th><th>{t("Geb.", "Born")}</th><th>{t("Mitglied", "Member")}</th><th>"Restpartien"</th><th>"INGO"</th><th></th></tr></thead>
                    <tbody>{rows}</tbody>
                </table></div>
            </details>
        })}
        <nav class="tabs views no-print" role="tablist">
            {[(View::Dwz, "view-dwz", "DWZ", "DWZ"), (View::Ingo, "view-ingo", "INGO", "INGO"), (View::Leistung, "view-leistung", "Turnierleistung", "Tournament performance")]
                .into_iter()
                .map(|(v, id, de, en)| view! {
                    <button type="button" role="tab" id=id aria-selected=(c.view.get_untracked() == v).to_string()
                        class:active=move || c.view.get() == v
                        on:click=move |_| { c.view.set(v); let _ = window().location().set_hash(v.hash()); }>{t(de, en)}</button>
                })
                .collect_view()}
        </nav>
        {move || (c.view.get() == View::Ingo).then(|| view! {
            <label class="radio no-print"><input type="checkbox" id="xiangqi" checked=c.xiangqi.get_untracked()
                on:change=move |ev| c.xiangqi.set(event_target_checked(&ev)) />
                {t("Xiangqi-Regeln (seit 1990) statt Schach 1960", "Xiangqi rules (since 1990) instead of chess 1960")}</label>
        })}
        <section class="report">
            <h2>{move || name.clone()}</h2>
            <div class="actions no-print">
                <button type="button" id="export-csv" on:click=move |_| export(true)>{t("CSV exportieren", "Export CSV")}</button>
                <button type="button" id="export-json" on:click=move |_| export(false)>{t("JSON exportieren", "Export JSON")}</button>
                <button type="button" id="print" on:click=move |_| { let _ = window().print(); }>{t("Drucken / als PDF speichern", "Print / save as PDF")}</button>
                <button type="button" id="clear" on:click=move |_| {
                    if let Some(s) = storage() { let _ = s.remove_item(STORE_KEY); }
                    c.source.set(None);
                    c.edits.set(Vec::new());
                }>{t("Turnier vergessen", "Forget the tournament")}</button>
            </div>
            <div class="scroll" id="results" on:click=on_click inner_html=results></div>
        </section>
        <footer><p>{t("Angaben ohne Gewähr; maßgeblich ist die Auswertung des DSB.", "No guarantee; the DSB's evaluation is what counts.")}</p></footer>
    }
    .into_any()
}

/// Mounts the page on the body.
pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(Turnier);
}
