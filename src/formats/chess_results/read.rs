//! The page's tables read as a player's page: the card's rows by their labels, the rounds
//! table by its header's column names, each round's result cell.

use super::{
    Cell, Colour, Opponent, OtherKind, Outcome, PageError, PageLang, PlayerPage, Round, Row,
    ROUND_HEADERS,
};
use crate::dwz::Date;

/// The first header cell of the rounds table.
const ROUND_WORDS: &[&str] = &["rd.", "rd", "rde.", "rde", "runde"];
/// The result column: English, German.
const RESULT_EN: &[&str] = &["res.", "res", "result"];
const RESULT_DE: &[&str] = &["erg.", "erg", "ergebnis"];
/// A bye's name on the page.
const BYE_NAMES: &[&str] = &["bye", "spielfrei", "freilos"];
/// A round not paired.
const NOT_PAIRED_NAMES: &[&str] = &["not paired", "nicht ausgelost", "nicht gepaart"];
/// A line of the copied text that continues the round above it (the result on a line of its
/// own) is at most this long.
const CONTINUATION: usize = 16;

/// The columns of the rounds table, by their header.
struct Columns {
    lang: PageLang,
    name: usize,
    title: Option<usize>,
    sno: Option<usize>,
    international: Option<usize>,
    national: Option<usize>,
    federation: Option<usize>,
    result: usize,
}

/// The text of cell `k` of a row ("" where the row is shorter).
fn text(row: &[Cell], k: usize) -> &str {
    row.get(k).map_or("", |c| c.text.as_str())
}

/// A header word compared as written, in small letters.
fn word(cell: &Cell) -> String {
    cell.text.to_lowercase()
}

/// The rounds table's columns where `row` is its header.
fn header(row: &[Cell]) -> Option<Columns> {
    let words: Vec<String> = row.iter().map(word).collect();
    if !ROUND_WORDS.contains(&words.first()?.as_str()) {
        return None;
    }
    let at = |names: &[&str]| words.iter().position(|w| names.contains(&w.as_str()));
    let name = at(&["name"])?;
    let (lang, result) = match (at(RESULT_EN), at(RESULT_DE)) {
        (Some(k), _) => (PageLang::English, k),
        (None, Some(k)) => (PageLang::German, k),
        (None, None) => return None,
    };
    let international = at(&["rtgi", "eloi"]);
    let national = at(&["rtgn", "elon"]);
    let only = at(&["rtg", "elo", "rtg."]);
    Some(Columns {
        lang,
        name,
        title: name
            .checked_sub(1)
            .filter(|&k| words.get(k).is_some_and(String::is_empty)),
        sno: at(&["sno", "snr", "snr.", "sno."]),
        international: international.or(only),
        national,
        federation: at(&["fed", "fed.", "land"]),
        result,
    })
}

/// Whether a row of `rows` is the header of a player's rounds table.
pub(super) fn has_round_header(rows: &[Row]) -> bool {
    rows.iter().any(|r| header(r).is_some())
}

/// Which other kind of chess-results page a header row shows.
fn other_kind(row: &[Cell]) -> Option<OtherKind> {
    let words: Vec<String> = row.iter().map(word).collect();
    let has = |names: &[&str]| words.iter().any(|w| names.contains(&w.as_str()));
    if has(&["white", "weiß", "weiss"]) && has(&["black", "schwarz"]) {
        return Some(OtherKind::Pairings);
    }
    let round_column = |w: &String| {
        let w = w.trim_end_matches('.');
        w.strip_suffix(".rd")
            .or_else(|| w.strip_suffix(".rde"))
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    };
    if words.iter().any(round_column) {
        return Some(OtherKind::CrossTable);
    }
    let first = words.first().map_or("", String::as_str);
    if matches!(first, "rk." | "rg." | "rank" | "rang") && has(&["name"]) {
        return Some(OtherKind::Ranking);
    }
    if matches!(first, "no." | "nr." | "no" | "nr") && has(&["name"]) {
        return Some(OtherKind::StartingRank);
    }
    None
}

/// A card label folded for comparing: small letters without spaces, dashes, dots, colons.
fn label(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, ' ' | '-' | '.' | ':' | '/' | '_'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// A rating as the page writes it: a whole number above 0 (0, `-` or empty: none).
fn rating(text: &str) -> Option<u32> {
    let t = text.trim();
    if t.is_empty() || t.len() > 5 || !t.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse().ok().filter(|&r| r > 0)
}

/// A non-empty text, `-` read as none.
fn given(text: &str) -> Option<String> {
    let t = text.trim();
    (!t.is_empty() && t != "-").then(|| t.to_string())
}

/// The last date a text names (`2026/08/01 to 2026/08/09`, `01.08.2026 bis 09.08.2026`).
fn last_date(text: &str) -> Option<Date> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter_map(|w| Date::parse(&w.replace('/', "-")))
        .next_back()
}

/// Reads the card's rows (label, value) into `page`.
fn card(page: &mut PlayerPage, rows: &[&Row]) {
    for row in rows {
        let (Some(l), Some(v)) = (row.first(), row.get(1)) else {
            continue;
        };
        let value = v.text.trim();
        match label(&l.text).as_str() {
            "name" => page.name = given(value),
            "title" | "titel" => page.title = given(value),
            "rating" | "elo" => page.rating = rating(value),
            "ratingnational" | "elonational" | "nationalrating" => {
                page.national_rating = rating(value);
            }
            "ratinginternational" | "elointernational" | "internationalrating" => {
                page.international_rating = rating(value);
            }
            "fideid" => {
                page.fide_id = value.parse().ok().filter(|&id: &u64| id > 0);
            }
            "identnumber" | "identnummer" | "identno" | "identnr" => {
                page.ident = given(value).filter(|v| v != "0");
            }
            "yearofbirth" | "geburtsjahr" | "birthyear" => {
                page.birth_year = value
                    .parse()
                    .ok()
                    .filter(|&y: &i32| (1850..=crate::dwz::limits::LAST_YEAR).contains(&y));
            }
            "federation" | "föderation" | "foderation" => page.federation = given(value),
            "club" | "clubcity" | "vereinort" | "verein" => page.club = given(value),
            _ => {}
        }
    }
}

/// What a result cell says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token {
    /// Points at the board (half points), with the colour the text gives (`w 1`, `s ½`).
    Score(u8, Option<Colour>),
    /// `+ 1K` / `- 0K`.
    Forfeit(bool),
    /// `- 1`, `- ½`, `- 0`: no game, the points given.
    NoGame(Option<u8>),
    /// Only a colour (`w`, `s`): paired, not played.
    Colour(Colour),
}

/// Half points of `½`, `1`, `0` (and `1/2`, `0,5`, `0.5`, `=`).
fn half_points(text: &str) -> Option<u8> {
    match text {
        "1" | "1,0" | "1.0" => Some(2),
        "½" | "1/2" | "0,5" | "0.5" | ",5" | "=" => Some(1),
        "0" | "0,0" | "0.0" => Some(0),
        _ => None,
    }
}

/// A result cell's text read.
fn token(text: &str) -> Option<Token> {
    let t: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '\u{a0}')
        .map(|c| if c == '−' || c == '–' { '-' } else { c })
        .flat_map(char::to_lowercase)
        .collect();
    if t.is_empty() {
        return None;
    }
    if let Some(core) = t.strip_suffix('k') {
        let won = match core.chars().next() {
            Some('+') => true,
            Some('-') => false,
            _ => half_points(core)? == 2,
        };
        let rest = core.trim_start_matches(['+', '-']);
        return (rest.is_empty() || half_points(rest).is_some()).then_some(Token::Forfeit(won));
    }
    match t.as_str() {
        "+" => return Some(Token::Forfeit(true)),
        "-" => return Some(Token::Forfeit(false)),
        _ => {}
    }
    if let Some(rest) = t.strip_prefix(['-', '+']) {
        return half_points(rest).map(|h| Token::NoGame(Some(h)));
    }
    let colour = match t.chars().next() {
        Some('w') => Some(Colour::White),
        Some('s' | 'b') => Some(Colour::Black),
        _ => None,
    };
    if let Some(colour) = colour {
        let rest = &t[1..];
        if rest.is_empty() {
            return Some(Token::Colour(colour));
        }
        return half_points(rest).map(|h| Token::Score(h, Some(colour)));
    }
    half_points(&t).map(|h| Token::Score(h, None))
}

/// One round of the rounds table (`cells`: the row, with the lines that continue it in the
/// copied text); `None` for a row that is no round.
fn round(cells: &[Cell], c: &Columns, scan: bool) -> Option<Round> {
    let number: u32 = text(cells, 0).parse().ok()?;
    let name = text(cells, c.name).trim().to_string();
    let result_cells = if scan {
        cells.get(c.result..).unwrap_or(&[])
    } else {
        cells.get(c.result..=c.result).unwrap_or(&[])
    };
    let (token, cell_colour) = result_cells
        .iter()
        .find_map(|cell| token(&cell.text).map(|t| (Some(t), cell.colour)))
        .unwrap_or((None, result_cells.iter().find_map(|cell| cell.colour)));
    let lower = name.to_lowercase();
    let sno = c.sno.map_or("", |k| text(cells, k)).trim();
    let real = !name.is_empty() && name != "-";
    let opponent = || Opponent {
        name: name.clone(),
        title: c.title.and_then(|k| given(text(cells, k))),
        international: c.international.and_then(|k| rating(text(cells, k))),
        national: c.national.and_then(|k| rating(text(cells, k))),
        federation: c.federation.and_then(|k| given(text(cells, k))),
    };
    let no_game_points = match token {
        Some(Token::NoGame(h)) => h,
        Some(Token::Score(h, _)) => Some(h),
        _ => None,
    };
    let (opponent, colour, outcome) = if BYE_NAMES.contains(&lower.as_str()) {
        (
            None,
            None,
            Outcome::Bye {
                half_points: no_game_points,
            },
        )
    } else if NOT_PAIRED_NAMES.contains(&lower.as_str()) || sno == "-2" {
        (None, None, Outcome::NotPaired)
    } else {
        match token {
            Some(Token::Forfeit(won)) => (real.then(opponent), None, Outcome::Forfeit { won }),
            Some(Token::NoGame(h)) => match h {
                Some(h) if h > 0 => (
                    None,
                    None,
                    Outcome::Bye {
                        half_points: Some(h),
                    },
                ),
                _ => (None, None, Outcome::NotPaired),
            },
            Some(Token::Score(h, colour)) if real => (
                Some(opponent()),
                colour.or(cell_colour),
                Outcome::Played { half_points: h },
            ),
            Some(Token::Colour(colour)) if real => {
                (Some(opponent()), Some(colour), Outcome::Pending)
            }
            None if real => (Some(opponent()), cell_colour, Outcome::Pending),
            _ => return None,
        }
    };
    Some(Round {
        round: number,
        opponent,
        colour,
        outcome,
    })
}

/// Whether a line of the copied text continues the round above it (a short line: the result
/// cell's own line).
fn continues(row: &[Cell]) -> bool {
    let length: usize = row.iter().map(|c| c.text.chars().count()).sum();
    length <= CONTINUATION && row.iter().any(|c| !c.text.is_empty())
}

/// The player's page in `tables` (the HTML's tables, or the copied text as one table).
pub(super) fn interpret(
    tables: &[Vec<Row>],
    is_html: bool,
    looks_like: bool,
) -> Result<PlayerPage, PageError> {
    let rows: Vec<(usize, &Row)> = tables
        .iter()
        .enumerate()
        .flat_map(|(t, rows)| rows.iter().map(move |r| (t, r)))
        .collect();
    let Some((at, columns)) = rows
        .iter()
        .enumerate()
        .find_map(|(k, (_, row))| header(row).map(|c| (k, c)))
    else {
        if let Some(kind) = rows.iter().find_map(|(_, row)| other_kind(row)) {
            return Err(PageError::OtherPage(kind));
        }
        let wide = rows.iter().filter(|(_, r)| r.len() >= 6).count() >= 2;
        return Err(if looks_like || wide {
            PageError::Language {
                looked_for: ROUND_HEADERS,
            }
        } else {
            PageError::NotChessResults
        });
    };
    let table = rows[at].0;
    let mut page = PlayerPage {
        lang: Some(columns.lang),
        has_national_column: columns.national.is_some(),
        ..PlayerPage::default()
    };
    // The card: from its "Name" row on, in its own table (HTML) or up to the rounds (text).
    let name_row = rows[..at].iter().rposition(|(_, row)| {
        row.len() >= 2 && label(text(row, 0)) == "name" && !text(row, 1).is_empty()
    });
    if let Some(start) = name_row {
        let card_table = rows[start].0;
        let card_rows: Vec<&Row> = rows[start..at]
            .iter()
            .filter(|(t, _)| !is_html || *t == card_table)
            .map(|(_, r)| *r)
            .collect();
        card(&mut page, &card_rows);
    }
    page.end_date = rows[..at]
        .iter()
        .filter(|(_, row)| matches!(label(text(row, 0)).as_str(), "date" | "datum"))
        .find_map(|(_, row)| last_date(text(row, 1)));
    // The rounds.
    if is_html {
        page.rounds = rows[at + 1..]
            .iter()
            .take_while(|(t, _)| *t == table)
            .filter_map(|(_, row)| round(row, &columns, false))
            .collect();
    } else {
        let mut gathered: Vec<Vec<Cell>> = Vec::new();
        for (_, row) in &rows[at + 1..] {
            let starts = text(row, 0).parse::<u32>().is_ok_and(|n| n > 0) && row.len() >= 3;
            let blank = row.iter().all(|c| c.text.is_empty());
            if starts {
                gathered.push((*row).clone());
            } else if let (false, true, Some(last)) = (blank, continues(row), gathered.last_mut()) {
                last.extend(row.iter().cloned());
            } else if !blank {
                break;
            }
        }
        page.rounds = gathered
            .iter()
            .filter_map(|cells| round(cells, &columns, true))
            .collect();
    }
    Ok(page)
}
