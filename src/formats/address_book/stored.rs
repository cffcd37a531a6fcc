//! FIDE's list with its name search as the calculator's release before kept it in the browser:
//! a compact binary form holding what [`FideBook`] holds, the search's sorted word table too,
//! so that restoring it is reading, not sorting (`FideBook::new` sorts about 4.5 million words
//! of the 1.8 million names). The calculator now keeps the paged form ([`super::paged`]); a
//! binary form found in a browser is read in chunks ([`StoredReader`], in the reader's worker)
//! and made into the paged form once. Written whole ([`write_stored`]) or a range at a time
//! ([`write_range`]).
//!
//! The form, little-endian: the head ([`HEAD`] bytes: `WFIDE 2\n`, the kind's letter, the
//! month as year, month, day (0: none), then the counts of players, name bytes, persons of the
//! search, key bytes, words and the persons' rows), then the players ([`FidePlayer::BYTES`]
//! each), their names, the players' positions by FIDE ID (4 each), and the search: each
//! person's rating (2), where his key ends (4), the keys, the sorted words (8 each), each
//! person's row (4; none where each person's row is his number, as in FIDE's list). FIDE's
//! 1.8 million players: about 140 MB (42 bytes a player for the list, 36 for its search).
//!
//! The form the previous release kept (`wertung-fide 1`, text, the players only:
//! [`crate::formats::fide_list::stored`]) is read too, its search built again.
//!
//! ```
//! use wertung::formats::address_book::{stored, FideBook};
//! use wertung::formats::fide_list::read_fide_list;
//! let xml = "<playerslist><player><fideid>300001</fideid><name>Dvorak, Tomas</name><country>CZE</country>\
//!   <rating>2210</rating><birthday>1985</birthday></player></playerslist>";
//! let book = FideBook::new(read_fide_list(xml.as_bytes()).unwrap());
//! let kept = stored::write_stored(&book);
//! // The player and his name, his place by FIDE ID; the search: rating, key end, the key
//! // "dvorak,tomas", two words (his row is his number: none).
//! assert_eq!(kept.len(), stored::HEAD + 24 + 13 + 4 + 2 + 4 + 12 + 2 * 8);
//! let again = stored::read_stored(&kept).unwrap();
//! assert_eq!(again.list, book.list);
//! assert_eq!(again.search.search("dvor", 5)[0].row, 0);
//! assert!(stored::read_stored(&kept[..kept.len() - 1]).is_none());
//! ```

use super::FideBook;
use crate::dwz::Date;
use crate::formats::dsb_list::search::{NameSearch, SearchTables, Word};
use crate::formats::fide_list::stored::{kind_code, kind_of};
use crate::formats::fide_list::{FideList, FidePlayer, MAX_PLAYERS};

/// The form's first bytes.
const MAGIC: &[u8; 8] = b"WFIDE 2\n";
/// The head's length in bytes: the magic, kind and month (16), six counts (24).
pub const HEAD: usize = 40;

/// The sections after the head, in their order: a record's bytes (1: plain bytes).
const RECORD: [usize; 8] = [FidePlayer::BYTES, 1, 4, 2, 4, 1, 8, 4];

/// The list and its search in the stored form.
pub fn write_stored(book: &FideBook) -> Vec<u8> {
    write_range(book, 0, usize::MAX)
}

/// The stored form's length for `book` ([`write_stored`] gives that many bytes).
pub fn stored_len(book: &FideBook) -> usize {
    total(counts(book)).unwrap_or(0)
}

/// The counts the head gives: players, name bytes, persons of the search, key bytes, words,
/// rows.
fn counts(book: &FideBook) -> [usize; 6] {
    let t = book.search.tables();
    [
        book.list.players.len(),
        book.list.names_text().len(),
        t.rank.len(),
        t.keys.len(),
        t.words.len(),
        t.rows.len(),
    ]
}

/// The bytes `from..from + len` of the stored form (fewer at its end, none past it), made
/// without the rest of the form: FIDE's list is handed out of its worker a part at a time,
/// so that the worker's memory never holds the whole form beside the list.
///
/// ```
/// use wertung::formats::address_book::{stored, FideBook};
/// use wertung::formats::fide_list::read_fide_list;
/// let xml = "<playerslist><player><fideid>300001</fideid><name>Dvorak, Tomas</name><country>CZE</country>\
///   <rating>2210</rating><birthday>1985</birthday></player></playerslist>";
/// let book = FideBook::new(read_fide_list(xml.as_bytes()).unwrap());
/// let whole = stored::write_stored(&book);
/// let parts: Vec<u8> = (0..whole.len()).step_by(7).flat_map(|at| stored::write_range(&book, at, 7)).collect();
/// assert_eq!(parts, whole);
/// assert!(stored::write_range(&book, whole.len(), 7).is_empty());
/// ```
pub fn write_range(book: &FideBook, from: usize, len: usize) -> Vec<u8> {
    let list = &book.list;
    let t = book.search.tables();
    let counts = counts(book);
    let end = total(counts).unwrap_or(0).min(from.saturating_add(len));
    let mut out = Vec::with_capacity(end.saturating_sub(from));
    // Each section: its records' size and how many; `write(k, out)` writes record k.
    let head = head_bytes(book, counts);
    let [players, names, persons, keys, words, rows] = counts;
    let names_b = list.names_text().as_bytes();
    let keys_b = t.keys.as_bytes();
    let sections: [(usize, usize); 9] = [
        (HEAD, 1),
        (FidePlayer::BYTES, players),
        (1, names),
        (4, players),
        (2, persons),
        (4, persons),
        (1, keys),
        (8, words),
        (4, rows),
    ];
    let mut at = 0usize;
    for (s, &(size, n)) in sections.iter().enumerate() {
        let section_end = at + size * n;
        if section_end > from && at < end {
            // The records the range touches, whole, then trimmed to the range.
            let first = from.saturating_sub(at) / size;
            let last = (end - at).div_ceil(size).min(n);
            let mut bytes = Vec::with_capacity((last - first) * size);
            match s {
                0 => bytes.extend_from_slice(&head),
                1 => slice(&list.players, first, last)
                    .iter()
                    .for_each(|p| bytes.extend_from_slice(&p.to_bytes())),
                2 => bytes.extend_from_slice(slice(names_b, first, last)),
                3 => slice(list.by_id(), first, last)
                    .iter()
                    .for_each(|v| bytes.extend_from_slice(&v.to_le_bytes())),
                4 => slice(t.rank, first, last)
                    .iter()
                    .for_each(|v| bytes.extend_from_slice(&v.to_le_bytes())),
                5 => slice(t.key_end, first, last)
                    .iter()
                    .for_each(|v| bytes.extend_from_slice(&v.to_le_bytes())),
                6 => bytes.extend_from_slice(slice(keys_b, first, last)),
                7 => slice(t.words, first, last).iter().for_each(|w| {
                    let (start, packed) = w.raw();
                    bytes.extend_from_slice(&start.to_le_bytes());
                    bytes.extend_from_slice(&packed.to_le_bytes());
                }),
                _ => slice(t.rows, first, last)
                    .iter()
                    .for_each(|v| bytes.extend_from_slice(&v.to_le_bytes())),
            }
            let skip = from.saturating_sub(at) - first * size;
            let keep = (end.min(section_end) - at - first * size).saturating_sub(skip);
            out.extend(bytes.into_iter().skip(skip).take(keep));
        }
        at = section_end;
    }
    out
}

/// Records `first..last` of a table (none where they are not in it).
fn slice<T>(v: &[T], first: usize, last: usize) -> &[T] {
    v.get(first..last).unwrap_or(&[])
}

/// The head: the magic, the kind's letter, the month, the counts.
fn head_bytes(book: &FideBook, counts: [usize; 6]) -> Vec<u8> {
    let list = &book.list;
    let mut out = Vec::with_capacity(HEAD);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&kind_and_month(list));
    out.extend_from_slice(&[0, 0, 0]);
    for c in counts {
        out.extend_from_slice(&(c as u32).to_le_bytes());
    }
    out
}

/// The list's kind (its letter) and month (year, month, day; zeros where none) as a stored
/// form writes them.
pub(crate) fn kind_and_month(list: &FideList) -> [u8; 5] {
    let kind = kind_code(list.kind)
        .as_bytes()
        .first()
        .copied()
        .unwrap_or(b'C');
    let (year, month, day) = list.month.map_or((0, 0, 0), |d| {
        (u16::try_from(d.year).unwrap_or(0), d.month, d.day)
    });
    let [y0, y1] = year.to_le_bytes();
    [kind, y0, y1, month, day]
}

/// The whole form's length for the head's counts (players, name bytes, persons, key bytes,
/// words, rows); `None` where it overflows.
fn total([players, names, persons, keys, words, rows]: [usize; 6]) -> Option<usize> {
    let sizes = [
        players.checked_mul(FidePlayer::BYTES)?,
        names,
        players.checked_mul(4)?,
        persons.checked_mul(6)?,
        keys,
        words.checked_mul(8)?,
        rows.checked_mul(4)?,
    ];
    sizes.iter().try_fold(HEAD, |a, &b| a.checked_add(b))
}

/// The list and its search read back from a stored form (this one, or the previous release's
/// text form, whose search is built again); `None` where the bytes are neither (a list kept
/// by another version: read again from its file).
pub fn read_stored(bytes: &[u8]) -> Option<FideBook> {
    if !bytes.starts_with(MAGIC) {
        return crate::formats::fide_list::stored::read_stored(bytes).map(FideBook::new);
    }
    let mut reader = StoredReader::new(bytes.len());
    reader.feed(bytes);
    reader.finish()
}

/// Whether `bytes` begin a stored form of this version (not the previous release's).
pub fn is_stored(bytes: &[u8]) -> bool {
    bytes.starts_with(MAGIC)
}

/// The reading of a stored form in chunks: [`StoredReader::feed`] each, then
/// [`StoredReader::finish`]. Every count is checked against the form's whole length, given
/// first, before room is taken for it.
#[derive(Debug, Default)]
pub struct StoredReader {
    /// The whole form's length.
    total: usize,
    /// The section being read: 0 the head, then 1 + the index into [`RECORD`]; 9 done.
    stage: usize,
    /// Records left in the section.
    left: usize,
    /// A record a chunk ended within.
    carry: Vec<u8>,
    broken: bool,
    counts: [usize; 6],
    kind: Option<crate::formats::fide_list::Kind>,
    month: Option<Date>,
    players: Vec<FidePlayer>,
    names: Vec<u8>,
    by_id: Vec<u32>,
    rows: Vec<u32>,
    rank: Vec<u16>,
    key_end: Vec<u32>,
    keys: Vec<u8>,
    words: Vec<Word>,
}

const DONE: usize = 9;

impl StoredReader {
    /// A reader of a form `total` bytes long.
    pub fn new(total: usize) -> StoredReader {
        StoredReader {
            total,
            left: 1,
            ..StoredReader::default()
        }
    }

    /// The size of a record of the section being read.
    fn record(&self) -> usize {
        match self.stage {
            0 => HEAD,
            s => RECORD.get(s - 1).copied().unwrap_or(1),
        }
    }

    /// Reads the next chunk of the form.
    pub fn feed(&mut self, mut chunk: &[u8]) {
        while !chunk.is_empty() && !self.broken {
            if self.stage >= DONE {
                self.broken = true;
                return;
            }
            if self.left == 0 {
                self.next_section();
                continue;
            }
            let size = self.record();
            if size == 1 {
                let n = self.left.min(chunk.len());
                let (now, rest) = chunk.split_at(n);
                if self.stage == 2 {
                    self.names.extend_from_slice(now);
                } else {
                    self.keys.extend_from_slice(now);
                }
                self.left -= n;
                chunk = rest;
            } else if !self.carry.is_empty() || chunk.len() < size {
                let n = (size - self.carry.len()).min(chunk.len());
                let (now, rest) = chunk.split_at(n);
                self.carry.extend_from_slice(now);
                chunk = rest;
                if self.carry.len() == size {
                    let record = std::mem::take(&mut self.carry);
                    self.records(&record);
                    self.left -= 1;
                    self.carry = record;
                    self.carry.clear();
                }
            } else {
                let n = (chunk.len() / size).min(self.left);
                let (now, rest) = chunk.split_at(n * size);
                self.records(now);
                self.left -= n;
                chunk = rest;
            }
        }
        if self.left == 0 && !self.broken {
            // Sections left empty need no bytes.
            while self.left == 0 && self.stage < DONE {
                self.next_section();
            }
        }
    }

    /// On to the next section (its records counted, room taken for them).
    fn next_section(&mut self) {
        self.stage += 1;
        let [players, names, persons, keys, words, rows] = self.counts;
        self.left = match self.stage {
            1 | 3 => players,
            2 => names,
            4 | 5 => persons,
            6 => keys,
            7 => words,
            8 => rows,
            _ => 0,
        };
        self.take_room();
    }

    /// Room for the section's records at once, exactly: a table grown as it is read would
    /// hold up to twice its size, and a page's memory, once taken, is not given back (FIDE's
    /// list is read in a phone's browser). Room that cannot be had ends the reading.
    fn take_room(&mut self) {
        let n = self.left;
        let taken = match self.stage {
            1 => self.players.try_reserve_exact(n).is_ok(),
            2 => self.names.try_reserve_exact(n).is_ok(),
            3 => self.by_id.try_reserve_exact(n).is_ok(),
            4 => self.rank.try_reserve_exact(n).is_ok(),
            5 => self.key_end.try_reserve_exact(n).is_ok(),
            6 => self.keys.try_reserve_exact(n).is_ok(),
            7 => self.words.try_reserve_exact(n).is_ok(),
            8 => self.rows.try_reserve_exact(n).is_ok(),
            _ => true,
        };
        if !taken {
            self.broken = true;
        }
    }

    /// Whole records of the section being read.
    fn records(&mut self, bytes: &[u8]) {
        let size = self.record();
        let u32s = |b: &[u8]| {
            b.chunks_exact(4)
                .map(|c| c.try_into().map_or(0, u32::from_le_bytes))
                .collect::<Vec<u32>>()
        };
        match self.stage {
            0 => self.head(bytes),
            1 => {
                for r in bytes.chunks_exact(size) {
                    match FidePlayer::of_bytes(r) {
                        Some(p) => self.players.push(p),
                        None => self.broken = true,
                    }
                }
            }
            3 => self.by_id.extend(u32s(bytes)),
            8 => self.rows.extend(u32s(bytes)),
            4 => self.rank.extend(
                bytes
                    .chunks_exact(2)
                    .map(|c| c.try_into().map_or(0, u16::from_le_bytes)),
            ),
            5 => self.key_end.extend(u32s(bytes)),
            7 => self.words.extend(bytes.chunks_exact(8).map(|c| {
                let v = |k: usize| {
                    c.get(k..k + 4)
                        .and_then(|b| b.try_into().ok())
                        .map_or(0, u32::from_le_bytes)
                };
                Word::of_raw(v(0), v(4))
            })),
            _ => self.broken = true,
        }
    }

    /// The head: the magic, kind and month, the counts (checked against the whole length).
    fn head(&mut self, b: &[u8]) {
        let u32_at = |k: usize| {
            b.get(k..k + 4)
                .and_then(|x| x.try_into().ok())
                .map(u32::from_le_bytes)
        };
        let (Some(magic), Some(&kind)) = (b.get(..8), b.get(8)) else {
            self.broken = true;
            return;
        };
        self.kind = std::str::from_utf8(&[kind]).ok().and_then(kind_of);
        let year = b
            .get(9..11)
            .and_then(|x| x.try_into().ok())
            .map(u16::from_le_bytes);
        let (month, day) = (b.get(11).copied(), b.get(12).copied());
        self.month = match (year, month, day) {
            (Some(0) | None, _, _) => None,
            (Some(y), Some(m), Some(d)) => Date::new(i32::from(y), m, d),
            _ => None,
        };
        let mut counts = [0usize; 6];
        for (k, c) in counts.iter_mut().enumerate() {
            *c = u32_at(16 + 4 * k).map_or(usize::MAX, |v| v as usize);
        }
        let [players, _, persons, _, _, rows] = counts;
        if magic != MAGIC
            || self.kind.is_none()
            || players > MAX_PLAYERS
            || persons > players
            || (rows != 0 && rows != persons)
            || total(counts) != Some(self.total)
        {
            self.broken = true;
            return;
        }
        self.counts = counts;
        let [players, names, persons, keys, words, rows] = counts;
        self.players.reserve_exact(players);
        self.names.reserve_exact(names);
        self.by_id.reserve_exact(players);
        self.rows.reserve_exact(rows);
        self.rank.reserve_exact(persons);
        self.key_end.reserve_exact(persons);
        self.keys.reserve_exact(keys);
        self.words.reserve_exact(words);
    }

    /// The list and its search, once every chunk was fed; `None` where the form is broken or
    /// ended early.
    pub fn finish(self) -> Option<FideBook> {
        if self.broken || self.stage < DONE {
            return None;
        }
        let list = FideList::of_parts(
            self.kind?,
            self.month,
            self.players,
            String::from_utf8(self.names).ok()?,
            self.by_id,
        )?;
        // Every row a player of the list (a form changed outside: refused, not searched).
        let players = list.players.len();
        if self.rows.iter().any(|&r| r as usize >= players) {
            return None;
        }
        let search = NameSearch::from_tables(SearchTables {
            rows: self.rows,
            rank: self.rank,
            key_end: self.key_end,
            keys: String::from_utf8(self.keys).ok()?,
            words: self.words,
        })?;
        Some(FideBook { list, search })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::fide_list::read_fide_list;

    /// Read in small chunks, each table holds its records in exactly the room it took at
    /// once: none grown to more than it needs.
    #[test]
    fn each_table_takes_its_room_once_and_exactly() {
        let player = |id: u32, name: &str| {
            format!("<player><fideid>{id}</fideid><name>{name}</name><country>CZE</country><rating>2210</rating><birthday>1985</birthday></player>")
        };
        let xml = format!(
            "<playerslist>{}{}{}</playerslist>",
            player(300_001, "Dvorak, Tomas"),
            player(300_002, "Novak, Jan Petr"),
            player(300_003, "van der Berg, Jan")
        );
        let book = FideBook::new(read_fide_list(xml.as_bytes()).unwrap());
        let kept = write_stored(&book);
        let mut r = StoredReader::new(kept.len());
        for c in kept.chunks(5) {
            r.feed(c);
        }
        assert!(!r.broken && r.stage == DONE);
        let exact = [
            (r.players.len(), r.players.capacity()),
            (r.names.len(), r.names.capacity()),
            (r.by_id.len(), r.by_id.capacity()),
            (r.rank.len(), r.rank.capacity()),
            (r.key_end.len(), r.key_end.capacity()),
            (r.keys.len(), r.keys.capacity()),
            (r.words.len(), r.words.capacity()),
        ];
        assert!(exact.iter().all(|&(len, room)| len == room), "{exact:?}");
        assert_eq!(r.players.len(), 3);
        assert_eq!(r.finish().unwrap().list, book.list);
    }
}
