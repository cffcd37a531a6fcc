//! The DSB player list as read, grouped into persons and with its name search, in a compact
//! binary form the calculator keeps in the browser beside the list's file: a second visit
//! reads it back without decoding the CSV, grouping its rows into persons or sorting the
//! search's words, which is most of the time a list of a whole federation takes. The file
//! stays the list kept (the tournament page reads it); this form is made again from it where
//! it is missing or belongs to another file (it names the length of the file it was read
//! from).
//!
//! The form, little-endian: the magic `WDSBL 1\n`, the file's length (8), the layout (1), the
//! counts of clubs, rows, persons, the search's persons, key bytes and words (4 each); then
//! the clubs (number and name as texts), the rows, each row's person (4), each person's row
//! taken (4), and the search: each person's row (4), rank (2), where his key ends (4), the
//! keys, the sorted words (8 each). A text is its length (2) and its bytes; a row is its line
//! (4), its status (1), which of its optional fields it has (2, a bit each), those fields, its
//! name.
//!
//! ```
//! use wertung::formats::dsb_list::matching::ListIndex;
//! use wertung::formats::dsb_list::read_player_list;
//! use wertung::formats::dsb_list::search::NameSearch;
//! use wertung::formats::dsb_list::stored::{read_stored, write_stored};
//! let csv = "ID,ZPS,Mitgliedsnummer,Status,Spielername,Geburtsjahr,DWZ,Index\n\
//!            7,10614,1,P,\"Lang,Eva\",1980,1700,30\n\
//!            7,20511,4,A,\"Lang,Eva\",1980,1700,30\n";
//! let index = ListIndex::new(read_player_list(csv.as_bytes()).unwrap());
//! let search = NameSearch::new(&index);
//! let form = write_stored(&index, &search, csv.len() as u64);
//! let (again, found) = read_stored(&form, csv.len() as u64).unwrap();
//! assert_eq!(again.list, index.list);
//! assert_eq!(again.taken_row(0), Some(1)); // her A row
//! assert_eq!(found.search("lang", 5)[0].row, 1);
//! // The form of another file, or cut short: none.
//! assert!(read_stored(&form, 1).is_none());
//! assert!(read_stored(&form[..form.len() - 1], csv.len() as u64).is_none());
//! ```

use super::matching::ListIndex;
use super::rows::{read_text, text, Rows};
use super::search::{NameSearch, SearchTables, Word};
use super::{Layout, PlayerList};
use crate::formats::le_bytes::Cursor;

/// The form's first bytes.
const MAGIC: &[u8; 8] = b"WDSBL 1\n";

/// Whether `bytes` begin a form of this kind.
pub fn is_stored(bytes: &[u8]) -> bool {
    bytes.starts_with(MAGIC)
}

/// The list, its grouping and its search in the stored form; `file_len`: the length of the
/// file they were read from, which the form names.
pub fn write_stored(index: &ListIndex, search: &NameSearch, file_len: u64) -> Vec<u8> {
    let list = &index.list;
    let (person_of, taken) = index.grouping();
    let t = search.tables();
    let mut out = Vec::with_capacity(64 + list.rows.len() * 120);
    out.extend_from_slice(MAGIC);
    out.extend(file_len.to_le_bytes());
    out.push(layout_code(list.layout));
    for count in [
        list.clubs.len(),
        list.rows.len(),
        taken.len(),
        t.rank.len(),
        t.keys.len(),
        t.words.len(),
    ] {
        out.extend(u32::try_from(count).unwrap_or(u32::MAX).to_le_bytes());
    }
    for (number, name) in &list.clubs {
        text(&mut out, number);
        text(&mut out, name);
    }
    out.extend_from_slice(list.rows.bytes());
    for &v in person_of.iter().chain(taken) {
        out.extend(v.to_le_bytes());
    }
    // Each search person's row, also where FIDE's list would leave them out: the DSB list's
    // persons are never their rows.
    for p in 0..t.rank.len() as u32 {
        let row = if t.rows.is_empty() {
            p
        } else {
            t.rows.get(p as usize).copied().unwrap_or(0)
        };
        out.extend(row.to_le_bytes());
    }
    for &r in t.rank {
        out.extend(r.to_le_bytes());
    }
    for &e in t.key_end {
        out.extend(e.to_le_bytes());
    }
    out.extend_from_slice(t.keys.as_bytes());
    for &w in t.words {
        let (start, packed) = w.raw();
        out.extend(start.to_le_bytes());
        out.extend(packed.to_le_bytes());
    }
    out
}

/// The list, its grouping and its search read back from the stored form of the file of length
/// `file_len`; `None` where the bytes are no such form, another file's, or do not fit together
/// (a form cut short or changed outside: the list is then read again from its file).
pub fn read_stored(bytes: &[u8], file_len: u64) -> Option<(ListIndex, NameSearch)> {
    let mut reader = StoredReader::new(bytes.len(), file_len);
    reader.feed(bytes);
    reader.finish()
}

/// The form's sections, in their order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Section {
    #[default]
    Head,
    Clubs,
    Rows,
    PersonOf,
    Taken,
    SearchRows,
    Rank,
    KeyEnd,
    Keys,
    Words,
    Done,
}

/// The reading of a stored form a piece at a time, as the browser reads the form kept
/// ([`StoredReader::feed`] each piece, then [`StoredReader::finish`]): what a piece ends
/// within waits for the next, so that the form is never held whole beside the list read from
/// it. Every count is checked against the form's whole length, given first, before room is
/// taken for it.
///
/// ```
/// use wertung::formats::dsb_list::matching::ListIndex;
/// use wertung::formats::dsb_list::read_player_list;
/// use wertung::formats::dsb_list::search::NameSearch;
/// use wertung::formats::dsb_list::stored::{write_stored, StoredReader};
/// let csv = "ID,ZPS,Mitgliedsnummer,Status,Spielername,Geburtsjahr,DWZ,Index\n\
///            7,10614,1,A,\"Lang,Eva\",1980,1700,30\n";
/// let index = ListIndex::new(read_player_list(csv.as_bytes()).unwrap());
/// let form = write_stored(&index, &NameSearch::new(&index), 99);
/// let mut reader = StoredReader::new(form.len(), 99);
/// for piece in form.chunks(5) {
///     reader.feed(piece);
/// }
/// let (again, _) = reader.finish().unwrap();
/// assert_eq!(again.list, index.list);
/// ```
#[derive(Debug, Default)]
pub struct StoredReader {
    /// The form's whole length, and the length of the file it must name.
    total: usize,
    file_len: u64,
    /// The bytes fed so far, and those of them decoded before the last piece.
    fed: usize,
    decoded: usize,
    /// What the last piece ended within, before the next piece.
    carry: Vec<u8>,
    section: Section,
    /// Items left in the section.
    left: usize,
    counts: [usize; 6],
    broken: bool,
    layout: Option<Layout>,
    clubs: Vec<(String, String)>,
    rows: Rows,
    person_of: Vec<u32>,
    taken: Vec<u32>,
    search_rows: Vec<u32>,
    rank: Vec<u16>,
    key_end: Vec<u32>,
    keys: Vec<u8>,
    words: Vec<Word>,
}

impl StoredReader {
    /// A reader of a form `total` bytes long that must name a file of `file_len` bytes.
    pub fn new(total: usize, file_len: u64) -> StoredReader {
        StoredReader {
            total,
            file_len,
            left: 1,
            ..StoredReader::default()
        }
    }

    /// Reads the next piece of the form.
    pub fn feed(&mut self, piece: &[u8]) {
        self.fed = self.fed.saturating_add(piece.len());
        if self.broken || self.fed > self.total {
            self.broken = true;
            return;
        }
        let mut bytes = std::mem::take(&mut self.carry);
        bytes.extend_from_slice(piece);
        self.decoded = self.fed - bytes.len();
        let used = self.decode(&bytes);
        bytes.drain(..used);
        self.carry = bytes;
    }

    /// Whether what was fed is no form of the file asked for (nothing that follows mends it).
    pub fn is_broken(&self) -> bool {
        self.broken
    }

    /// Decodes the items `bytes` hold whole: how many bytes they took.
    fn decode(&mut self, bytes: &[u8]) -> usize {
        let mut c = Cursor::new(bytes);
        while !self.broken {
            if self.left == 0 {
                self.next_section(self.total.saturating_sub(self.decoded + c.read()));
                continue;
            }
            if self.section == Section::Done {
                break;
            }
            let mut probe = c.clone();
            match self.item(&mut probe) {
                Some(n) => {
                    c = probe;
                    self.left -= n;
                }
                // Cut by the piece's end: the rest comes with the next piece.
                None if probe.ran_out() => break,
                None => self.broken = true,
            }
        }
        c.read()
    }

    /// Reads the section's next item (the keys: as many bytes as are there): how many it read.
    fn item(&mut self, c: &mut Cursor<'_>) -> Option<usize> {
        match self.section {
            Section::Head => self.head(c)?,
            Section::Clubs => {
                let club = (read_text(c)?.to_owned(), read_text(c)?.to_owned());
                self.clubs.push(club);
            }
            Section::Rows => {
                self.rows.push_written(c)?;
            }
            Section::PersonOf => self.person_of.push(c.u32()?),
            Section::Taken => self.taken.push(c.u32()?),
            Section::SearchRows => self.search_rows.push(c.u32()?),
            Section::Rank => self.rank.push(c.u16()?),
            Section::KeyEnd => self.key_end.push(c.u32()?),
            Section::Keys => {
                let n = self.left.min(c.left()).max(1);
                self.keys.extend_from_slice(c.bytes(n)?);
                return Some(n);
            }
            Section::Words => {
                let (start, packed) = (c.u32()?, c.u32()?);
                self.words.push(Word::of_raw(start, packed));
            }
            Section::Done => return None,
        }
        Some(1)
    }

    /// The head: the magic, the file it names, the layout, the counts (each within the form).
    fn head(&mut self, c: &mut Cursor<'_>) -> Option<()> {
        let magic = c.bytes(MAGIC.len())?;
        let file_len = c.u64()?;
        let layout = c.u8()?;
        let mut counts = [0; 6];
        for n in &mut counts {
            *n = c.u32()? as usize;
        }
        let fits =
            magic == MAGIC && file_len == self.file_len && counts.iter().all(|&n| n <= self.total);
        if !fits {
            return None;
        }
        self.layout = Some(layout_of(layout)?);
        self.counts = counts;
        Some(())
    }

    /// On to the next section, its items counted and room taken for them (a row takes at least
    /// a few bytes of the form, so no more rows are made room for than it could hold);
    /// `left_in_form`: the bytes of the form after those read.
    fn next_section(&mut self, left_in_form: usize) {
        let [clubs, rows, persons, searched, keys, words] = self.counts;
        let (section, left) = match self.section {
            Section::Head => (Section::Clubs, clubs),
            Section::Clubs => (Section::Rows, rows),
            Section::Rows => (Section::PersonOf, rows),
            Section::PersonOf => (Section::Taken, persons),
            Section::Taken => (Section::SearchRows, searched),
            Section::SearchRows => (Section::Rank, searched),
            Section::Rank => (Section::KeyEnd, searched),
            Section::KeyEnd => (Section::Keys, keys),
            Section::Keys => (Section::Words, words),
            Section::Words | Section::Done => (Section::Done, 0),
        };
        let room = |n: usize, least: usize| n.min(self.total / least);
        match section {
            Section::Clubs => self.clubs.reserve_exact(room(left, 4)),
            // The rows' bytes are what the form has left but the sections after them, whose
            // sizes the counts give.
            Section::Rows => {
                let after = [
                    (rows, 4),
                    (persons, 4),
                    (searched, 10),
                    (keys, 1),
                    (words, 8),
                ]
                .iter()
                .fold(0usize, |sum, &(n, size)| {
                    sum.saturating_add(n.saturating_mul(size))
                });
                let bytes = left_in_form.saturating_sub(after);
                self.rows = Rows::with_capacity(room(left, 8), bytes);
            }
            Section::PersonOf => self.person_of.reserve_exact(room(left, 4)),
            Section::Taken => self.taken.reserve_exact(room(left, 4)),
            Section::SearchRows => self.search_rows.reserve_exact(room(left, 4)),
            Section::Rank => self.rank.reserve_exact(room(left, 2)),
            Section::KeyEnd => self.key_end.reserve_exact(room(left, 4)),
            Section::Keys => self.keys.reserve_exact(room(left, 1)),
            Section::Words => self.words.reserve_exact(room(left, 8)),
            _ => {}
        }
        self.section = section;
        self.left = left;
        if section == Section::Done {
            self.left = 1;
        }
    }

    /// The list, its grouping and its search, where the whole form was read and fits together.
    pub fn finish(self) -> Option<(ListIndex, NameSearch)> {
        let whole = !self.broken
            && self.section == Section::Done
            && self.fed == self.total
            && self.carry.is_empty();
        if !whole {
            return None;
        }
        let list = PlayerList {
            layout: self.layout?,
            rows: self.rows,
            clubs: self.clubs,
        };
        let index = ListIndex::of_grouping(list, self.person_of, self.taken)?;
        let rows_fit = self
            .search_rows
            .iter()
            .all(|&r| (r as usize) < index.list.rows.len());
        let tables = SearchTables {
            rows: self.search_rows,
            rank: self.rank,
            key_end: self.key_end,
            keys: String::from_utf8(self.keys).ok()?,
            words: self.words,
        };
        let search = NameSearch::from_tables(tables).filter(|_| rows_fit)?;
        Some((index, search))
    }
}

/// The layout's number in the form.
fn layout_code(layout: Layout) -> u8 {
    match layout {
        Layout::Csv2026 => 0,
        Layout::Csv17 => 1,
        Layout::DewisV2 => 2,
        Layout::Csv2014 => 3,
        Layout::Txt => 4,
        Layout::Other => 5,
    }
}

fn layout_of(code: u8) -> Option<Layout> {
    Some(match code {
        0 => Layout::Csv2026,
        1 => Layout::Csv17,
        2 => Layout::DewisV2,
        3 => Layout::Csv2014,
        4 => Layout::Txt,
        5 => Layout::Other,
        _ => return None,
    })
}

#[cfg(test)]
mod tests;
