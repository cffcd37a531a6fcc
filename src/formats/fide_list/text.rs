//! The fixed-width text layouts: columns from the header line, fields cut from each line.

use super::{birth_year, fide_id, rating, Rating, Row};
use crate::dwz::Date;
use crate::formats::encoding::{decode_as, Encoding};
use crate::input::InputError;
use std::borrow::Cow;

/// What a column holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Id,
    Name,
    Fed,
    Sex,
    Title,
    WomenTitle,
    Standard,
    Rapid,
    Blitz,
    /// The rating of a single-rating list (headed by its month, `NOV26`).
    Month,
    BirthYear,
    Flag,
    Other,
}

/// The headers known (compared in upper case), with the name shown in errors.
const HEADERS: &[(&str, &str, Role)] = &[
    ("ID", "ID Number", Role::Id),
    ("NAME", "Name", Role::Name),
    ("FED", "Fed", Role::Fed),
    ("SEX", "Sex", Role::Sex),
    ("TIT", "Tit", Role::Title),
    ("WTIT", "WTit", Role::WomenTitle),
    ("SRTNG", "SRtng", Role::Standard),
    ("RRTNG", "RRtng", Role::Rapid),
    ("BRTNG", "BRtng", Role::Blitz),
    ("B-DAY", "B-day", Role::BirthYear),
    ("BDAY", "B-day", Role::BirthYear),
    ("FLAG", "Flag", Role::Flag),
];

const MONTHS: [&str; 12] = [
    "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC",
];

/// A month header (`NOV26`) as the 1st of that month.
fn month_of(header: &str) -> Option<Date> {
    let m = MONTHS.iter().position(|m| header.get(..3) == Some(m))?;
    let yy: i32 = header.get(3..)?.parse().ok()?;
    Date::new(2000 + yy, m as u8 + 1, 1).filter(|_| header.len() == 5)
}

/// A column: from `from` to `to` (characters of the line; `usize::MAX`: to its end).
#[derive(Debug, Clone, Copy)]
struct Column {
    from: usize,
    to: usize,
    role: Role,
    shown: &'static str,
}

/// The columns a header line names.
#[derive(Debug, Clone)]
pub(super) struct Columns {
    list: Vec<Column>,
    /// A single-rating list: which rating its month column gives.
    pub(super) single: Option<Rating>,
    /// The month of a single-rating list's header.
    pub(super) month: Option<Date>,
}

/// A line's text: UTF-8 where it is valid UTF-8, else Windows-1252 (Latin-1).
pub(super) fn decode_line(line: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(line) {
        Ok(s) => Cow::Borrowed(s),
        Err(_) => Cow::Owned(decode_as(line, Encoding::Windows1252)),
    }
}

impl Columns {
    /// The columns of a header line; `None` where it is not one of FIDE's (no `ID Number` and
    /// `Name`).
    ///
    /// The words of the header start the columns; `ID Number` is one header.
    pub(super) fn of_header(header: &str) -> Option<Columns> {
        let mut words: Vec<(usize, &str)> = Vec::new();
        let mut at = None;
        for (k, c) in header
            .char_indices()
            .chain(std::iter::once((header.len(), ' ')))
        {
            match (c.is_whitespace(), at) {
                (false, None) => at = Some(k),
                (true, Some(from)) => {
                    words.push((from, &header[from..k]));
                    at = None;
                }
                _ => {}
            }
        }
        // Character positions (the header is ASCII; counted in characters all the same).
        let char_at = |byte: usize| header[..byte].chars().count();
        let mut columns: Vec<Column> = Vec::new();
        let mut single = None;
        let mut month = None;
        for (k, &(from, word)) in words.iter().enumerate() {
            let upper = word.to_ascii_uppercase();
            if upper == "NUMBER" && k > 0 && words[k - 1].1.eq_ignore_ascii_case("ID") {
                continue;
            }
            let (shown, role) = match HEADERS.iter().find(|(h, _, _)| *h == upper) {
                Some(&(_, shown, role)) => (shown, role),
                None => match month_of(&upper) {
                    Some(m) => {
                        month = Some(m);
                        single = Some(Rating::Standard);
                        ("Rtng", Role::Month)
                    }
                    None => ("", Role::Other),
                },
            };
            columns.push(Column {
                from: char_at(from),
                to: usize::MAX,
                role,
                shown,
            });
        }
        for k in 1..columns.len() {
            let next = columns[k].from;
            columns[k - 1].to = next;
        }
        let has = |r: Role| columns.iter().any(|c| c.role == r);
        (has(Role::Id) && has(Role::Name)).then_some(Columns {
            list: columns,
            single,
            month,
        })
    }

    /// The player of a line (`decoded` its text), `n` its number.
    pub(super) fn row<'a>(
        &self,
        raw: &'a [u8],
        decoded: &'a str,
        n: usize,
    ) -> Result<Row<'a>, InputError> {
        let cut = Cutter::new(raw, decoded, self);
        let mut row = Row::default();
        for c in &self.list {
            let v = cut.field(c);
            match c.role {
                Role::Id => row.fide_id = fide_id(v, c.shown, n)?,
                Role::Name => row.name = v,
                Role::Fed => row.federation = v,
                Role::Sex => row.sex = v,
                Role::Title => row.title = v,
                Role::WomenTitle => row.women_title = v,
                Role::Standard => row.ratings[0] = rating(v, c.shown, n)?,
                Role::Rapid => row.ratings[1] = rating(v, c.shown, n)?,
                Role::Blitz => row.ratings[2] = rating(v, c.shown, n)?,
                Role::Month => {
                    let slot = match self.single {
                        Some(Rating::Rapid) => 1,
                        Some(Rating::Blitz) => 2,
                        _ => 0,
                    };
                    row.ratings[slot] = rating(v, c.shown, n)?;
                }
                Role::BirthYear => row.birth_year = birth_year(v),
                Role::Flag => row.flag = v,
                Role::Other => {}
            }
        }
        Ok(row)
    }
}

/// Cuts fields from a line: by bytes where the line is ASCII (as FIDE writes it), else by
/// characters where the federation then stands in its column (a UTF-8 file padded by
/// characters), else by bytes (padded by bytes), each field decoded.
struct Cutter<'a> {
    decoded: &'a str,
    /// Byte offsets of the characters of `decoded` (where cut by characters).
    chars: Option<Vec<usize>>,
}

impl<'a> Cutter<'a> {
    fn new(raw: &'a [u8], decoded: &'a str, columns: &Columns) -> Cutter<'a> {
        if raw.is_ascii() {
            return Cutter {
                decoded,
                chars: None,
            };
        }
        let offsets: Vec<usize> = decoded.char_indices().map(|(k, _)| k).collect();
        let by_chars = Cutter {
            decoded,
            chars: Some(offsets),
        };
        // Latin-1 decoded: one character a byte, cut by characters. UTF-8: where the
        // federation's column holds three capitals cut by characters, they were padded so.
        let fed_fits = columns
            .list
            .iter()
            .find(|c| c.role == Role::Fed)
            .is_none_or(|c| {
                let v = by_chars.field(c);
                v.len() == 3 && v.bytes().all(|b| b.is_ascii_uppercase())
            });
        if std::str::from_utf8(raw).is_err() || fed_fits {
            return by_chars;
        }
        Cutter {
            decoded,
            chars: None,
        }
    }

    /// The field of column `c`, trimmed.
    fn field(&self, c: &Column) -> &'a str {
        let len = self.decoded.len();
        let (from, to) = match &self.chars {
            None => (c.from.min(len), c.to.min(len)),
            Some(offsets) => {
                let at = |k: usize| offsets.get(k).copied().unwrap_or(len);
                (at(c.from), if c.to == usize::MAX { len } else { at(c.to) })
            }
        };
        // A byte cut inside a character (padded by bytes) moves to its edge.
        let edge = |mut k: usize| {
            while k < len && !self.decoded.is_char_boundary(k) {
                k += 1;
            }
            k
        };
        let (from, to) = (edge(from), edge(to.max(from)));
        self.decoded.get(from..to).unwrap_or("").trim()
    }
}
