//! TRF-16 written from the report's model (`wertung dwz export --to trf`), so that other tools
//! can take a tournament Wertung read from an SWT, a cross table or a DSB report.
//!
//! * Head: `012` name, `022` location, `042` / `052` start and end (`YYYY/MM/DD`), `062` the
//!   players, `092` the type in words, `122` the time control, `XXR` the rounds.
//! * A `001` line a player: start rank (his number), sex, name ("Nachname,Vorname"), FIDE rating,
//!   FIDE ID, birth date (else the year), points (forfeits won count), then a block a round:
//!   opponent, colour, result (`1 = 0`, forfeits `+ -`). A game neither played (`-`/`-`) and
//!   byes are blank blocks, as the TRF reader reads them (no game).

use super::{Point, Report, ReportGame};

/// A line being filled, column by column (1-based, as TRF counts).
struct Line(Vec<char>);

impl Line {
    fn new(width: usize) -> Line {
        Line(vec![' '; width])
    }

    /// `text` left-aligned from `column`, cut at `width` characters.
    fn left(&mut self, column: usize, width: usize, text: &str) {
        for (k, c) in text.chars().take(width).enumerate() {
            if let Some(slot) = self.0.get_mut(column - 1 + k) {
                *slot = c;
            }
        }
    }

    /// `text` right-aligned in the `width` columns from `column`.
    fn right(&mut self, column: usize, width: usize, text: &str) {
        let n = text.chars().count().min(width);
        self.left(column + width - n, n, text);
    }

    fn text(&self) -> String {
        self.0.iter().collect::<String>().trim_end().to_string()
    }
}

/// The result code of one side, and the points it gives.
fn code(p: Point) -> (char, f64) {
    match p {
        Point::One => ('1', 1.0),
        Point::Half => ('=', 0.5),
        Point::Zero => ('0', 0.0),
        Point::Plus => ('+', 1.0),
        Point::Minus => ('-', 0.0),
    }
}

/// The type in TRF's words.
fn type_words(kind: &str) -> &'static str {
    let team = kind.starts_with('T');
    match (kind.get(1..2), team) {
        (Some("W"), false) => "Individual: Swiss-System",
        (Some("W"), true) => "Team: Swiss-System",
        (Some("R"), false) => "Individual: Round-Robin",
        (Some("R"), true) => "Team: Round-Robin",
        (Some("C"), false) => "Individual: Knock-Out",
        (Some("C"), true) => "Team: Knock-Out",
        _ => "",
    }
}

/// The entries of one player: (round, opponent, colour, code, points).
fn entries(games: &[ReportGame], number: u32) -> Vec<(u32, u32, char, char, f64)> {
    let mut out = Vec::new();
    for g in games {
        let (Some(round), Some(w), Some(b)) = (g.round, g.white, g.black) else {
            continue;
        };
        if g.point_white == Point::Minus && g.point_black == Point::Minus {
            continue;
        }
        let (cw, pw) = code(g.point_white);
        let (cb, pb) = code(g.point_black);
        if w == number {
            out.push((round, b, 'w', cw, pw));
        } else if b == number {
            out.push((round, w, 'b', cb, pb));
        }
    }
    out
}

/// The head's records.
fn head_lines(r: &Report, rounds: u32) -> Vec<String> {
    let h = &r.head;
    let date = |d: Option<crate::dwz::Date>| {
        d.map(|d| format!("{:04}/{:02}/{:02}", d.year, d.month, d.day))
    };
    let records = [
        ("012", h.label.clone()),
        ("022", h.location.clone()),
        ("042", date(h.start_date)),
        ("052", date(h.end_date)),
        ("062", Some(r.players.len().to_string())),
        ("092", h.kind.as_deref().map(type_words).map(str::to_string)),
        ("122", h.time_control.clone()),
        ("XXR", Some(rounds.to_string())),
    ];
    records
        .into_iter()
        .filter_map(|(code, value)| {
            let value = value?.replace(['\r', '\n'], " ");
            (!value.trim().is_empty()).then(|| format!("{code} {}", value.trim()))
        })
        .collect()
}

/// The report as TRF-16 (see the module docs).
///
/// ```
/// use wertung::formats::dsb_xml::*;
/// let p = |n: u32, s: &str| ReportPlayer { number: n, surname: s.into(), forename: "A".into(), ..Default::default() };
/// let r = Report { head: Head { label: Some("Open".into()), ..Default::default() },
///     players: vec![p(1, "Lang"), p(2, "Kurz")],
///     games: vec![ReportGame { round: Some(1), date: None, white: Some(1), black: Some(2),
///         point_white: Point::One, point_black: Point::Zero }] };
/// let trf = write_trf(&r);
/// assert!(trf.contains("001    1      Lang,A"));
/// let t = wertung::formats::trf::read_trf_with_end(&trf, wertung::dwz::Date::new(2026, 1, 1)).unwrap();
/// assert_eq!(t.games.len(), 1);
/// ```
pub fn write_trf(r: &Report) -> String {
    let rounds = r
        .games
        .iter()
        .filter_map(|g| g.round)
        .max()
        .unwrap_or(0)
        .max(r.head.rounds.unwrap_or(0))
        .min(999);
    let mut out = head_lines(r, rounds);
    for p in &r.players {
        let mut line = Line::new(90 + 10 * rounds as usize);
        line.left(1, 3, "001");
        line.right(5, 4, &p.number.to_string());
        line.left(10, 1, &p.sex.map(String::from).unwrap_or_default());
        let name = if p.forename.is_empty() || p.forename == p.surname {
            p.surname.clone()
        } else {
            format!("{},{}", p.surname, p.forename)
        };
        line.left(15, 33, &name);
        line.right(
            49,
            4,
            &p.fide_rating.map(|x| x.to_string()).unwrap_or_default(),
        );
        line.right(
            58,
            11,
            &p.fide_id.map(|x| x.to_string()).unwrap_or_default(),
        );
        let born = match (p.birth_date, p.birth_year) {
            (Some(d), _) => format!("{:04}/{:02}/{:02}", d.year, d.month, d.day),
            (None, Some(y)) => format!("{y:04}"),
            _ => String::new(),
        };
        line.left(70, 10, &born);
        let mut points = 0.0;
        for (round, opponent, colour, code, score) in entries(&r.games, p.number) {
            if round < 1 || round > rounds {
                continue;
            }
            let from = 91 + 10 * (round as usize - 1);
            line.right(from + 1, 4, &opponent.to_string());
            line.left(from + 6, 1, &colour.to_string());
            line.left(from + 8, 1, &code.to_string());
            points += score;
        }
        line.right(81, 4, &format!("{points:.1}"));
        line.right(86, 4, &p.number.to_string());
        out.push(line.text());
    }
    let mut text = out.join("\n");
    text.push('\n');
    text
}
