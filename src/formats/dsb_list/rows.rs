//! The rows of a player list, each kept in a compact binary form and read out when asked
//! ([`Rows::get`]): a row of the DSB's list takes about 80 bytes so, where a [`ListRow`] with its
//! name's own allocation takes about 170 on a 32-bit target. The calculator's worker holds the
//! whole list of a federation (90 000 rows) for every keystroke's suggestions, on a phone; the
//! rows are the bulk of it. The list's stored form (`stored`) writes the rows as they are kept
//! here, so that a second visit takes them over without reading each into its fields.
//!
//! A row: its line (4), its status (1), which of its optional fields it has (2, a bit each),
//! those fields (a text: its length (2) and its bytes; a number 4 bytes, the FIDE ID 8), its
//! name (a text), little-endian.
//!
//! ```
//! use wertung::formats::dsb_list::rows::Rows;
//! use wertung::formats::dsb_list::read_player_list;
//! let csv = "ID,ZPS,Mitgliedsnummer,Status,Spielername,Geburtsjahr,DWZ,Index\n\
//!            7,10614,1,P,\"Lang,Eva\",1980,1700,30\n";
//! let list = read_player_list(csv.as_bytes()).unwrap();
//! let row = list.rows.get(0).unwrap();
//! assert_eq!((row.name.as_str(), row.dwz, row.birth_year), ("Lang,Eva", Some(1700), Some(1980)));
//! assert_eq!(list.rows.view(0).map(|r| r.name), Some("Lang,Eva"));
//! let again: Rows = list.rows.iter().collect();
//! assert_eq!(again, list.rows);
//! assert_eq!(list.rows.get(1), None);
//! ```

use super::{ListRow, Short, Status};
use crate::formats::le_bytes::Cursor;

/// The rows of a list, in its order, each in the compact form (see the module docs).
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Rows {
    /// The rows' bytes, one after another.
    bytes: Vec<u8>,
    /// Per row: where it begins in `bytes`.
    starts: Vec<usize>,
}

impl std::fmt::Debug for Rows {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Rows {
    /// No rows, with room for `rows` rows of `bytes` bytes together.
    pub fn with_capacity(rows: usize, bytes: usize) -> Rows {
        Rows {
            bytes: Vec::with_capacity(bytes),
            starts: Vec::with_capacity(rows),
        }
    }

    /// How many rows there are.
    pub fn len(&self) -> usize {
        self.starts.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.starts.is_empty()
    }

    /// Adds `row` after the others.
    pub fn push(&mut self, row: &ListRow) {
        self.starts.push(self.bytes.len());
        write_row(&mut self.bytes, row);
    }

    /// Row `k`, read out of its form.
    pub fn get(&self, k: usize) -> Option<ListRow> {
        self.view(k).map(|r| r.to_row())
    }

    /// The rows one after another.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = ListRow> + '_ {
        self.views().map(|r| r.to_row())
    }

    /// The rows one after another as kept ([`Rows::view`]).
    pub fn views(&self) -> impl ExactSizeIterator<Item = RowView<'_>> + '_ {
        (0..self.len()).map(|k| self.view(k).unwrap_or(UNREADABLE))
    }

    /// The rows' bytes as kept (for the stored form).
    pub(super) fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Takes over the next row from `c` as it is written there (a stored form's): how many
    /// bytes it took; `None` where they are no row (or cut short: [`Cursor::ran_out`]).
    pub(super) fn push_written(&mut self, c: &mut Cursor<'_>) -> Option<usize> {
        let mut from = c.clone();
        read_row(c)?;
        let n = c.read() - from.read();
        let bytes = from.bytes(n)?;
        self.starts.push(self.bytes.len());
        self.bytes.extend_from_slice(bytes);
        Some(n)
    }

    /// Room no longer needed given back (a list read whole).
    pub fn shrink_to_fit(&mut self) {
        self.bytes.shrink_to_fit();
        self.starts.shrink_to_fit();
    }

    /// The heap memory the rows take, in bytes.
    pub fn memory(&self) -> usize {
        self.bytes.capacity() + self.starts.capacity() * std::mem::size_of::<usize>()
    }

    /// Row `k` as it is kept, its texts borrowed (nothing allocated: for what looks at many
    /// rows, or at one field).
    pub fn view(&self, k: usize) -> Option<RowView<'_>> {
        let start = *self.starts.get(k)?;
        let end = self.starts.get(k + 1).copied().unwrap_or(self.bytes.len());
        read_row(&mut Cursor::new(self.bytes.get(start..end)?))
    }
}

/// What stands in for a row the rows' own writer wrote and that does not read back: never, as
/// every row is written by [`write_row`] and read by [`read_row`], its inverse.
const UNREADABLE: RowView<'static> = RowView {
    line: 0,
    id: None,
    club: None,
    member_number: None,
    status: Status::Unknown,
    name: "",
    sex: None,
    birth_year: None,
    last_evaluation: None,
    dwz: None,
    index: None,
    fide_rating: None,
    fide_title: None,
    fide_id: None,
    fide_country: None,
};

impl FromIterator<ListRow> for Rows {
    fn from_iter<I: IntoIterator<Item = ListRow>>(rows: I) -> Rows {
        let mut out = Rows::default();
        for row in rows {
            out.push(&row);
        }
        out
    }
}

impl From<Vec<ListRow>> for Rows {
    fn from(rows: Vec<ListRow>) -> Rows {
        rows.into_iter().collect()
    }
}

/// A row as kept, its texts borrowed from the rows' bytes ([`Rows::view`]); the fields are
/// [`ListRow`]'s.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct RowView<'a> {
    pub line: usize,
    pub status: Status,
    pub id: Option<&'a str>,
    pub club: Option<&'a str>,
    pub member_number: Option<&'a str>,
    pub sex: Option<char>,
    pub birth_year: Option<i32>,
    pub last_evaluation: Option<u32>,
    pub dwz: Option<u32>,
    pub index: Option<u32>,
    pub fide_rating: Option<u32>,
    pub fide_title: Option<&'a str>,
    pub fide_id: Option<u64>,
    pub fide_country: Option<&'a str>,
    pub name: &'a str,
}

impl RowView<'_> {
    /// The row with its own texts.
    pub fn to_row(&self) -> ListRow {
        let short = |t: Option<&str>| t.map(Short::from);
        ListRow {
            line: self.line,
            id: short(self.id),
            club: short(self.club),
            member_number: short(self.member_number),
            status: self.status,
            name: self.name.to_owned(),
            sex: self.sex,
            birth_year: self.birth_year,
            last_evaluation: self.last_evaluation,
            dwz: self.dwz,
            index: self.index,
            fide_rating: self.fide_rating,
            fide_title: short(self.fide_title),
            fide_id: self.fide_id,
            fide_country: short(self.fide_country),
        }
    }
}

/// A text: its length (2), its bytes (a text longer than 65 535 bytes, which no list has, cut
/// at a character's end).
pub(super) fn text(out: &mut Vec<u8>, t: &str) {
    let mut end = t.len().min(usize::from(u16::MAX));
    while !t.is_char_boundary(end) {
        end -= 1;
    }
    out.extend((end as u16).to_le_bytes());
    out.extend_from_slice(&t.as_bytes()[..end]);
}

/// A text [`text`] wrote.
pub(super) fn read_text<'a>(c: &mut Cursor<'a>) -> Option<&'a str> {
    let n = usize::from(c.u16()?);
    std::str::from_utf8(c.bytes(n)?).ok()
}

/// The row's optional fields, a bit each in this order.
const ID: u16 = 1;
const CLUB: u16 = 1 << 1;
const MEMBER: u16 = 1 << 2;
const SEX: u16 = 1 << 3;
const BORN: u16 = 1 << 4;
const LAST: u16 = 1 << 5;
const DWZ: u16 = 1 << 6;
const INDEX: u16 = 1 << 7;
const ELO: u16 = 1 << 8;
const TITLE: u16 = 1 << 9;
const FIDE_ID: u16 = 1 << 10;
const COUNTRY: u16 = 1 << 11;

/// A row: its line, status, which optional fields it has, those, its name.
fn write_row(out: &mut Vec<u8>, r: &ListRow) {
    out.extend(u32::try_from(r.line).unwrap_or(u32::MAX).to_le_bytes());
    out.push(match r.status {
        Status::Active => b'A',
        Status::Passive => b'P',
        Status::Unknown => 0,
    });
    let has = [
        (r.id.is_some(), ID),
        (r.club.is_some(), CLUB),
        (r.member_number.is_some(), MEMBER),
        (r.sex.is_some(), SEX),
        (r.birth_year.is_some(), BORN),
        (r.last_evaluation.is_some(), LAST),
        (r.dwz.is_some(), DWZ),
        (r.index.is_some(), INDEX),
        (r.fide_rating.is_some(), ELO),
        (r.fide_title.is_some(), TITLE),
        (r.fide_id.is_some(), FIDE_ID),
        (r.fide_country.is_some(), COUNTRY),
    ]
    .iter()
    .filter(|(is, _)| *is)
    .fold(0, |bits, (_, bit)| bits | bit);
    out.extend(has.to_le_bytes());
    for t in [&r.id, &r.club, &r.member_number].into_iter().flatten() {
        text(out, t);
    }
    if let Some(sex) = r.sex {
        out.extend(u32::from(sex).to_le_bytes());
    }
    if let Some(year) = r.birth_year {
        out.extend(year.to_le_bytes());
    }
    for n in [r.last_evaluation, r.dwz, r.index, r.fide_rating]
        .into_iter()
        .flatten()
    {
        out.extend(n.to_le_bytes());
    }
    if let Some(title) = &r.fide_title {
        text(out, title);
    }
    if let Some(id) = r.fide_id {
        out.extend(id.to_le_bytes());
    }
    if let Some(country) = &r.fide_country {
        text(out, country);
    }
    text(out, &r.name);
}

/// A row [`write_row`] wrote; `None` where the bytes are none (cut short, or changed outside).
fn read_row<'a>(c: &mut Cursor<'a>) -> Option<RowView<'a>> {
    let line = c.u32()? as usize;
    let status = match c.u8()? {
        b'A' => Status::Active,
        b'P' => Status::Passive,
        _ => Status::Unknown,
    };
    let has = c.u16()?;
    let short = |c: &mut Cursor<'a>, bit: u16| -> Option<Option<&'a str>> {
        if has & bit == 0 {
            return Some(None);
        }
        read_text(c).map(Some)
    };
    let number = |c: &mut Cursor<'a>, bit: u16| -> Option<Option<u32>> {
        if has & bit == 0 {
            return Some(None);
        }
        c.u32().map(Some)
    };
    let id = short(c, ID)?;
    let club = short(c, CLUB)?;
    let member_number = short(c, MEMBER)?;
    let sex = match number(c, SEX)? {
        Some(code) => Some(char::from_u32(code)?),
        None => None,
    };
    let birth_year = number(c, BORN)?.map(|y| y as i32);
    let last_evaluation = number(c, LAST)?;
    let dwz = number(c, DWZ)?;
    let index = number(c, INDEX)?;
    let fide_rating = number(c, ELO)?;
    let fide_title = short(c, TITLE)?;
    let fide_id = if has & FIDE_ID == 0 {
        None
    } else {
        Some(c.u64()?)
    };
    let fide_country = short(c, COUNTRY)?;
    let name = read_text(c)?;
    Some(RowView {
        line,
        status,
        id,
        club,
        member_number,
        sex,
        birth_year,
        last_evaluation,
        dwz,
        index,
        fide_rating,
        fide_title,
        fide_id,
        fide_country,
        name,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(name: &str) -> ListRow {
        ListRow {
            line: 7,
            id: Some("NU4073762".into()),
            club: Some("10614".into()),
            member_number: None,
            status: Status::Passive,
            name: name.to_owned(),
            sex: Some('W'),
            birth_year: Some(1990),
            last_evaluation: Some(202_517),
            dwz: Some(2841),
            index: None,
            fide_rating: Some(2823),
            fide_title: Some("WGM".into()),
            fide_id: Some(1_503_014),
            fide_country: Some("NOR".into()),
        }
    }

    #[test]
    fn every_field_reads_back() {
        let empty = UNREADABLE.to_row();
        let rows: Rows = [row("Æsir,Åse"), empty.clone(), row("")]
            .into_iter()
            .collect();
        assert_eq!(rows.len(), 3);
        assert_eq!(rows.get(0), Some(row("Æsir,Åse")));
        assert_eq!(rows.get(1), Some(empty));
        assert_eq!(rows.get(2), Some(row("")));
        assert_eq!(rows.view(0).map(|r| r.name), Some("Æsir,Åse"));
        assert_eq!(rows.view(0).and_then(|r| r.fide_country), Some("NOR"));
        assert_eq!(rows.get(3), None);
        let names: Vec<&str> = rows.views().map(|r| r.name).collect();
        assert_eq!(names, ["Æsir,Åse", "", ""]);
    }

    #[test]
    fn a_written_row_is_taken_over_whole_or_not_at_all() {
        let rows: Rows = [row("Lang,Eva")].into_iter().collect();
        let bytes = rows.bytes().to_vec();
        let mut again = Rows::default();
        let mut c = Cursor::new(&bytes[..bytes.len() - 1]);
        assert_eq!(again.push_written(&mut c), None);
        assert!(c.ran_out());
        assert!(again.is_empty());
        let mut c = Cursor::new(&bytes);
        assert_eq!(again.push_written(&mut c), Some(bytes.len()));
        assert_eq!(again, rows);
    }

    #[test]
    fn a_row_takes_less_than_half_of_its_fields() {
        let rows: Rows = std::iter::repeat_n(row("Carlsen,Magnus"), 100).collect();
        let per_row = rows.memory() / 100;
        assert!(
            per_row * 2 < std::mem::size_of::<ListRow>() + 14,
            "{per_row}"
        );
    }
}
