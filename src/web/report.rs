//! The pure part of the page "Turnierauswertung" (plain Rust, tested and fuzzed natively): what
//! is loaded or typed (a TRF, tournament JSON or cross table, and the fields of the player
//! table) read into a tournament with a message per bad field, and the views of its evaluation
//! as HTML text in which every imported or typed text is escaped ([`super::chart::esc`]). The
//! Leptos shell (`turnier.rs`) only wires these to the page; the core computes.

use super::chart::esc;
use crate::dwz::{Date, Evaluation, GameKind, Group, RestGame, Tournament};
use crate::formats::{crosstable, json, trf};
use crate::i18n::Lang;
use std::fmt::Write;

/// German or English text.
pub fn tx(l: Lang, de: &'static str, en: &'static str) -> &'static str {
    match l {
        Lang::De => de,
        Lang::En => en,
    }
}

/// One player's fields as typed in the player table.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Edit {
    pub dwz: String,
    /// INGO number as typed: "128/5" (F / index) or "128".
    pub ingo: String,
    pub index: String,
    pub birth: String,
    pub member: bool,
    pub rest: String,
}

pub fn rest_text(games: &[RestGame]) -> String {
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

pub fn edits_of(t: &Tournament) -> Vec<Edit> {
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
pub enum View {
    Dwz,
    Ingo,
    Leistung,
}

impl View {
    pub fn from_hash(hash: &str) -> View {
        match hash.trim_start_matches('#') {
            "ingo" => View::Ingo,
            "leistung" => View::Leistung,
            _ => View::Dwz,
        }
    }
    pub fn hash(self) -> &'static str {
        match self {
            View::Dwz => "#dwz",
            View::Ingo => "#ingo",
            View::Leistung => "#leistung",
        }
    }
}

/// An INGO number as typed in the player table: "128/5" (F / index), "128" (index 10), decimal
/// comma or point; `Ok(None)` when empty, `Err` with a message naming the field and the value.
///
/// ```
/// use wertung::web::report::parse_ingo;
/// assert_eq!(parse_ingo(" 128/5 ").unwrap().map(|n| (n.f, n.index)), Some((128.0, 5)));
/// assert_eq!(parse_ingo("127,5").unwrap().map(|n| (n.f, n.index)), Some((127.5, 10)));
/// assert_eq!(parse_ingo("").unwrap(), None);
/// assert!(parse_ingo("12x/5").unwrap_err().contains("INGO = \"12x/5\""));
/// ```
pub fn parse_ingo(text: &str) -> Result<Option<crate::ingo::chess::Number>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let (f, index) = text.split_once('/').unwrap_or((text, "10"));
    match (
        f.trim().replace(',', ".").parse::<f64>(),
        index.trim().parse::<u32>(),
    ) {
        (Ok(f), Ok(i)) if (0.0..=400.0).contains(&f) && (1..=9999).contains(&i) => {
            Ok(Some(crate::ingo::chess::Number::new(f, i)))
        }
        _ => Err(format!(
            "INGO = \"{text}\": F/Index, z. B. 128/5 (F 0 bis 400, Index 1 bis 9999)"
        )),
    }
}

/// The INGO numbers of the player table, a player each (a missing field is empty); a message
/// per bad field.
pub fn ingo_players(
    t: &Tournament,
    edits: &[Edit],
) -> (Vec<crate::ingo::chess::Player>, Vec<(usize, String)>) {
    let mut errors = Vec::new();
    let players = t
        .players
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let number = match parse_ingo(edits.get(k).map_or("", |e| e.ingo.as_str())) {
                Ok(n) => n,
                Err(m) => {
                    errors.push((k, m));
                    None
                }
            };
            crate::ingo::chess::Player {
                number,
                youth: crate::ingo::chess::is_youth(p.birth_year, t.end_date.year),
            }
        })
        .collect();
    (players, errors)
}

/// The start of a result table: its id and column heads (escaped), up to the open `<tbody>`.
fn table_start<'a>(id: &str, heads: impl IntoIterator<Item = &'a str>) -> String {
    let mut h = format!("<table class=\"evaluation\" id=\"{id}\"><thead><tr>");
    for head in heads {
        let _ = write!(h, "<th>{}</th>", esc(head));
    }
    h.push_str("</tr></thead><tbody>");
    h
}

/// A list of one-sentence explanations.
pub fn legend_html(items: &[&str]) -> String {
    let items: String = items
        .iter()
        .map(|s| format!("<li>{}</li>", esc(s)))
        .collect();
    format!("<ul class=\"legend\">{items}</ul>")
}

/// The INGO evaluation (seed 000, or 003 with `xiangqi`) as HTML, each figure explained.
pub fn ingo_html(l: Lang, t: &Tournament, edits: &[Edit], xiangqi: bool) -> String {
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
    h.push_str(&table_start("ingo", heads.map(|(de, en)| tx(l, de, en))));
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
pub fn leistung_html(l: Lang, t: &Tournament) -> String {
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
    h.push_str(&table_start("leistung", heads));
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
pub fn read_any(text: &str, end_date: &str) -> Result<(Tournament, Vec<String>), String> {
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
pub fn stored_json(t: &Tournament, edits: &[Edit]) -> String {
    let mut value = json::tournament_to_value(t);
    if let Some(list) = value.get_mut("players").and_then(|p| p.as_array_mut()) {
        for (p, e) in list.iter_mut().zip(edits) {
            if let (Some(obj), Ok(Some(n))) = (p.as_object_mut(), parse_ingo(&e.ingo)) {
                obj.insert(
                    "ingo".into(),
                    serde_json::json!({ "f": n.f, "index": n.index }),
                );
            }
        }
    }
    value.to_string()
}

/// The tournament with the player table's fields applied; a message per bad field.
pub fn apply(t: &Tournament, edits: &[Edit], end_date: &str) -> (Tournament, Vec<(usize, String)>) {
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
pub enum SortKey {
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
    pub const ALL: [(SortKey, &'static str, &'static str, &'static str); 12] = [
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
    pub fn from_code(s: &str) -> Option<SortKey> {
        SortKey::ALL.iter().find(|k| k.1 == s).map(|k| k.0)
    }
}

pub fn group_label(l: Lang, g: Group) -> &'static str {
    match g {
        Group::Established => tx(l, "etabliert", "established"),
        Group::Stage1 => tx(l, "1. Zusatzstufe", "stage 1"),
        Group::Stage2 => tx(l, "2. Zusatzstufe", "stage 2"),
        Group::Remaining => tx(l, "restlich", "remaining"),
    }
}

/// The evaluation table (Anhang 3.1.11) as HTML.
pub fn table_html(l: Lang, e: &Evaluation, sort: (SortKey, bool)) -> String {
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
            SortKey::Group => (p.group() as u8).cmp(&(q.group() as u8)),
            SortKey::Ro => opt(p.ro()).total_cmp(&opt(q.ro())),
            SortKey::K => opt(p.k().map(|k| k.k)).total_cmp(&opt(q.k().map(|k| k.k))),
            SortKey::Rc => opt(p.rc).total_cmp(&opt(q.rc)),
            SortKey::W => p.w.total_cmp(&q.w),
            SortKey::N => p.n.cmp(&q.n),
            SortKey::We => opt(p.we()).total_cmp(&opt(q.we())),
            SortKey::Rh => opt(p.rh()).total_cmp(&opt(q.rh())),
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
        let ro = match (p.ro(), p.index_old()) {
            (Some(r), Some(i)) => format!(
                "{} - {}{}",
                r as i64,
                i,
                if p.index_assumed() { "*" } else { "" }
            ),
            _ => String::new(),
        };
        let new = match (p.new_rating(), p.index_new(), p.stored) {
            (Some(r), Some(i), true) => format!("{} - {}", r as i64, i),
            (Some(r), _, false) => format!("({})", r as i64),
            _ if p.group() == Group::Remaining && !p.rest_games().is_empty() => {
                tx(l, "Restpartien", "Restpartien").into()
            }
            _ => "–".into(),
        };
        let diff = p.change().map(|x| l.signed(x, 0)).unwrap_or_default();
        let k_text = p
            .k()
            .map(|k| l.num(k.k, 1))
            .map(|s| if p.stored { s } else { format!("({s})") })
            .unwrap_or_default();
        let rh = match p.rh() {
            Some(v) if p.exceptional() => format!(
                "<strong title=\"{}\">{}</strong>",
                esc(tx(
                    l,
                    "Ausnahmespieler (WO 3.6.3)",
                    "exceptional player (WO 3.6.3)"
                )),
                l.num(v, 0)
            ),
            Some(v) => l.num(v, 0),
            None if p.group() == Group::Established => "–".into(),
            None => String::new(),
        };
        let class = match (p.group(), p.stored) {
            (g, false) => format!("{} textual", g.code()),
            (g, true) => g.code().to_string(),
        };
        let _ = write!(
            h,
            "<tr class=\"{class}\" data-id=\"{id}\"><td>{nr}</td><td><button type=\"button\" class=\"who\" data-player=\"{id}\">{name}</button></td><td>{group}</td><td>{ro}</td><td>{k}</td><td>{rc}</td><td>{w}</td><td>{n_games}</td><td>{we}</td><td>{rh}</td><td class=\"new\">{new}</td><td>{diff}</td></tr>",
            id = esc(&p.id),
            nr = k + 1,
            name = esc(&name),
            group = esc(group_label(l, p.group())),
            ro = esc(&ro),
            k = esc(&k_text),
            rc = n(p.rc, 0),
            w = l.num(p.w, 1),
            n_games = p.n,
            we = n(p.we(), 3),
            rh = rh,
            new = esc(&new),
            diff = esc(&diff),
        );
    }
    h.push_str("</tbody></table>");
    h
}

/// Anhang 3.1.12: one player's games as they count, with P(D) for established players.
pub fn scoresheet_html(l: Lang, e: &Evaluation, id: &str) -> String {
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
        p.we()
            .map(|we| format!(
                " · We {} · K {}",
                l.num(we, 3),
                p.k().map(|k| l.num(k.k, 1)).unwrap_or_default()
            ))
            .unwrap_or_default()
    );
    if !p.rest_games().is_empty() {
        let _ = write!(
            h,
            "<p>{}: {}</p>",
            esc(tx(l, "Restpartien (gespeichert)", "Restpartien (stored)")),
            esc(&rest_text(&p.rest_games()))
        );
    }
    h
}

/// The Gesamtiteration step by step (Anhang 3.1.4).
pub fn trace_html(e: &Evaluation) -> String {
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

pub fn file_name(t: &Tournament, ext: &str) -> String {
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

/// The DWZ view of an evaluation: a line on it (players, steps, the time it took), the table of
/// Anhang 3.1.11 sorted by `sort`, the scoresheet of `selected`, the Gesamtiteration and the
/// new Restpartien.
pub fn dwz_html(
    l: Lang,
    e: &Evaluation,
    sort: (SortKey, bool),
    selected: Option<&str>,
    eval_ms: f64,
) -> String {
    let mut h = format!(
        "<p class=\"hint\" id=\"eval-info\" data-eval-ms=\"{}\">{}: {} · {}: {}</p>",
        crate::dwz::numeric::fixed(eval_ms, 2),
        esc(tx(l, "Spieler", "Players")),
        e.players.len(),
        esc(tx(
            l,
            "Schritte der Gesamtiteration",
            "steps of the Gesamtiteration"
        )),
        e.steps
    );
    h.push_str(&table_html(l, e, sort));
    if let Some(id) = selected {
        let _ = write!(
            h,
            "<section id=\"scoresheet\">{}</section>",
            scoresheet_html(l, e, id)
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
            trace_html(e)
        );
    }
    let rest: String = e
        .players
        .iter()
        .filter(|p| p.group() == Group::Remaining && !p.rest_games().is_empty())
        .map(|p| {
            format!(
                "<li>{}: {}</li>",
                esc(p.name.as_deref().unwrap_or(&p.id)),
                esc(&rest_text(&p.rest_games()))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dwz::{evaluate, Options};

    const CROSS: &str =
        "A;2000;12;1990;x;1;½\nB;1800;;;0;x;1\n<img src=x onerror=alert(1)>;;;;½;0;x\n";

    fn loaded() -> (Tournament, Vec<Edit>) {
        let (t, _) = read_any(CROSS, "12.12.2026").unwrap();
        let edits = edits_of(&t);
        (t, edits)
    }

    #[test]
    fn a_typed_ingo_number_is_kept_in_local_storage() {
        // "127,5/5" was evaluated but not stored (the comma was only read in one place).
        let (t, mut edits) = loaded();
        edits[0].ingo = "127,5/5".into();
        edits[1].ingo = "130".into();
        let (back, ingo) = read_any(&stored_json(&t, &edits), "").unwrap();
        assert_eq!(back.players.len(), 3);
        assert_eq!(
            ingo,
            vec!["127.5/5".to_string(), "130/10".into(), String::new()]
        );
    }

    #[test]
    fn bad_fields_name_field_and_value_and_the_rest_is_applied() {
        let (t, mut edits) = loaded();
        edits[0].dwz = "12000".into();
        edits[1].index = "0".into();
        edits[1].birth = "1990".into();
        edits[2].rest = "1500:½:01.10.2025; 1600:x:01.10.2025".into();
        let (applied, errors) = apply(&t, &edits, "12.12.2026");
        let messages: Vec<&str> = errors.iter().map(|(_, m)| m.as_str()).collect();
        assert_eq!(
            errors.iter().map(|e| e.0).collect::<Vec<_>>(),
            vec![0, 1, 2]
        );
        assert!(messages[0].contains("DWZ = \"12000\""), "{messages:?}");
        assert!(messages[1].contains("Index = \"0\""), "{messages:?}");
        assert!(
            messages[2].contains("Restpartie = \"1600:x:01.10.2025\""),
            "{messages:?}"
        );
        assert_eq!(applied.players[0].dwz, None);
        assert_eq!(applied.players[1].birth_year, Some(1990));
        assert_eq!(applied.players[2].rest_games.len(), 1);
        let (_, errors) = apply(&t, &edits, "31.02.2026");
        assert!(errors
            .iter()
            .any(|(_, m)| m.contains("end_date = \"31.02.2026\"")));
    }

    #[test]
    fn a_name_is_never_markup_in_any_view() {
        let (t, edits) = loaded();
        let e = evaluate(&t, &Options::default()).unwrap();
        for l in [Lang::De, Lang::En] {
            for html in [
                dwz_html(l, &e, (SortKey::Name, true), Some("3"), 1.0),
                ingo_html(l, &t, &edits, false),
                ingo_html(l, &t, &edits, true),
                leistung_html(l, &t),
            ] {
                assert!(!html.contains("<img"), "{html}");
                assert!(html.contains("&lt;img src=x onerror=alert(1)&gt;"));
            }
        }
    }

    #[test]
    fn fewer_typed_rows_than_players_leave_no_player_out() {
        let (t, edits) = loaded();
        let (players, errors) = ingo_players(&t, &edits[..1]);
        assert_eq!(players.len(), 3);
        assert!(errors.is_empty());
        let _ = ingo_html(Lang::De, &t, &edits[..1], false);
    }

    #[test]
    fn the_table_sorts_by_a_column_both_ways() {
        let (t, _) = loaded();
        let e = evaluate(&t, &Options::default()).unwrap();
        let order = |asc: bool| {
            let html = table_html(Lang::De, &e, (SortKey::Ro, asc));
            html.match_indices("data-id=\"")
                .map(|(i, _)| html[i + 9..].split('"').next().unwrap_or("").to_string())
                .collect::<Vec<_>>()
        };
        // No DWZ sorts lowest.
        assert_eq!(order(true), vec!["3", "2", "1"]);
        assert_eq!(order(false), vec!["1", "2", "3"]);
    }
}
