//! FIDE's rating list (`shared/spec/fide-player-list.md`): `players_list.zip`
//! (`players_list_foa.txt`), its XML variant (`players_list_xml_foa.xml`) and the single-rating
//! lists (`standard_rating_list.zip`, `rapid_...`, `blitz_...`), zipped or not, UTF-8 or
//! Latin-1 (Windows-1252), per line.
//!
//! * **Streaming**: a zip's entry is inflated in chunks ([`stream`]) and parsed line by line
//!   (XML: player by player); the whole text is never held. What is kept is bounded
//!   ([`MAX_PLAYERS`], [`MAX_LINE`]) and so is the inflate ratio ([`stream::MAX_RATIO`]), not the
//!   text's size: FIDE's 295 MB list is read, a zip bomb refused within its first chunks.
//! * **Columns** of the text layouts are found from the header line (`ID Number`, `Name`,
//!   `Fed`, `Sex`, `Tit`, `WTit`, `SRtng`, `RRtng`, `BRtng`, `B-day`, `Flag`; in a single-rating
//!   list the month, e.g. `NOV26`, heads the rating): a column runs from its header's first
//!   character to the next header's. A short line has empty fields at its end.
//! * **Compact** ([`FidePlayer`], 24 bytes a player, the names in one text): per player only
//!   FIDE ID, name, federation, sex, birth year, standard / rapid / blitz rating, titles and the
//!   inactive flag. Empty or `0` is "none" (an unrated player is kept, unrated).
//! * Errors name the entry (inside a zip), the line and the column: `players_list_foa.txt,
//!   Zeile 5, SRtng: „2x00“ ist keine ganze Zahl`.
//!
//! ```
//! use wertung::formats::fide_list::read_fide_list;
//! // The columns of players_list_foa.txt (widths as FIDE's header gives them).
//! let line = |c: [&str; 19]| format!(
//!     "{:<15}{:<61}{:<4}{:<4}{:<5}{:<5}{:<15}{:<4}{:<6}{:<4}{:<3}{:<6}{:<4}{:<3}{:<6}{:<4}{:<3}{:<6}{:<4}\n",
//!     c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9], c[10], c[11], c[12], c[13],
//!     c[14], c[15], c[16], c[17], c[18]);
//! let text = line(["ID Number", "Name", "Fed", "Sex", "Tit", "WTit", "OTit", "FOA", "SRtng",
//!     "SGm", "SK", "RRtng", "RGm", "Rk", "BRtng", "BGm", "BK", "B-day", "Flag"])
//!     + &line(["1503014", "Carlsen, Magnus", "NOR", "M", "GM", "", "", "", "2833", "0", "10",
//!     "2819", "0", "10", "2886", "0", "10", "1990", ""]);
//! let list = read_fide_list(text.as_bytes()).unwrap();
//! let p = &list.players[0];
//! assert_eq!((p.fide_id, list.name(p), p.federation()), (1503014, "Carlsen, Magnus", "NOR"));
//! assert_eq!((p.standard(), p.rapid(), p.blitz(), p.birth_year()), (Some(2833), Some(2819), Some(2886), Some(1990)));
//! assert_eq!(p.title(), Some("GM"));
//! ```

pub mod checked;
pub mod stored;
pub mod stream;
mod text;
mod xml;

#[cfg(test)]
mod tests;

use crate::dwz::Date;
use crate::input::{At, Field, Format, InputError, Problem};

/// The most players a list may hold (FIDE's whole list has about 1.8 million).
pub const MAX_PLAYERS: usize = 4_000_000;
/// The longest line (or XML player element) read; FIDE's lines have 162 characters.
pub const MAX_LINE: usize = 4096;

/// Titles as FIDE writes them, by their code in [`FidePlayer`] (0: none).
const TITLES: [&str; 15] = [
    "", "GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM", "AGM", "AIM", "AFM", "ACM", "HGM", "?",
];

/// The code of a title (`?` for one not in [`TITLES`]); 0 for none.
fn title_code(t: &str) -> u8 {
    if t.is_empty() {
        return 0;
    }
    TITLES
        .iter()
        .position(|&x| x.eq_ignore_ascii_case(t))
        .unwrap_or(TITLES.len() - 1) as u8
}

/// One player of the list, compact: what the address book and the rating rules use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FidePlayer {
    /// The FIDE ID (`ID Number`, `<fideid>`).
    pub fide_id: u32,
    /// The name as a range of [`FideList::names`].
    name_at: u32,
    name_len: u16,
    /// Standard, rapid and blitz rating (0: none).
    ratings: [u16; 3],
    /// Birth year (0: none).
    born: u16,
    /// Three letters (`GER`), spaces where none.
    fed: [u8; 3],
    /// The title's code (low four bits) and the women's title's (high four).
    titles: u8,
    /// Bit 0 `M`, bit 1 `F`, bit 2 inactive (`i`), bit 3 woman (`w`).
    flags: u8,
}

impl FidePlayer {
    fn rating(&self, k: usize) -> Option<u32> {
        self.ratings
            .get(k)
            .copied()
            .filter(|&r| r > 0)
            .map(u32::from)
    }
    /// The standard rating (`None`: none, written empty or `0`).
    pub fn standard(&self) -> Option<u32> {
        self.rating(0)
    }
    /// The rapid rating (`None`: none, written empty or `0`).
    pub fn rapid(&self) -> Option<u32> {
        self.rating(1)
    }
    /// The blitz rating (`None`: none, written empty or `0`).
    pub fn blitz(&self) -> Option<u32> {
        self.rating(2)
    }
    /// The birth year (`None`: none given).
    pub fn birth_year(&self) -> Option<i32> {
        (self.born > 0).then_some(i32::from(self.born))
    }
    /// The federation's three letters (empty where none).
    pub fn federation(&self) -> &str {
        std::str::from_utf8(&self.fed).unwrap_or("").trim()
    }
    /// `M` or `F`.
    pub fn sex(&self) -> Option<char> {
        match self.flags & 3 {
            1 => Some('M'),
            2 => Some('F'),
            _ => None,
        }
    }
    /// Marked inactive (flag `i` or `wi`).
    pub fn inactive(&self) -> bool {
        self.flags & 4 != 0
    }
    /// The title (`GM`, `IM`, ...).
    pub fn title(&self) -> Option<&'static str> {
        TITLES
            .get(usize::from(self.titles & 15))
            .copied()
            .filter(|t| !t.is_empty())
    }
    /// The women's title (`WGM`, ...).
    pub fn women_title(&self) -> Option<&'static str> {
        TITLES
            .get(usize::from(self.titles >> 4))
            .copied()
            .filter(|t| !t.is_empty())
    }
}

impl FidePlayer {
    /// The player as [`FidePlayer::BYTES`] little-endian bytes, a record of a stored form
    /// (`formats::address_book::stored`).
    pub(crate) fn to_bytes(self) -> [u8; FidePlayer::BYTES] {
        let mut b = [0u8; FidePlayer::BYTES];
        b[0..4].copy_from_slice(&self.fide_id.to_le_bytes());
        b[4..8].copy_from_slice(&self.name_at.to_le_bytes());
        b[8..10].copy_from_slice(&self.name_len.to_le_bytes());
        for (k, r) in self.ratings.iter().enumerate() {
            b[10 + 2 * k..12 + 2 * k].copy_from_slice(&r.to_le_bytes());
        }
        b[16..18].copy_from_slice(&self.born.to_le_bytes());
        b[18..21].copy_from_slice(&self.fed);
        b[21] = self.titles;
        b[22] = self.flags;
        b
    }

    /// The player of a record of [`FidePlayer::to_bytes`] (`None`: too short).
    pub(crate) fn of_bytes(b: &[u8]) -> Option<FidePlayer> {
        let u16_at = |k: usize| Some(u16::from_le_bytes(b.get(k..k + 2)?.try_into().ok()?));
        let u32_at = |k: usize| Some(u32::from_le_bytes(b.get(k..k + 4)?.try_into().ok()?));
        Some(FidePlayer {
            fide_id: u32_at(0)?,
            name_at: u32_at(4)?,
            name_len: u16_at(8)?,
            ratings: [u16_at(10)?, u16_at(12)?, u16_at(14)?],
            born: u16_at(16)?,
            fed: b.get(18..21)?.try_into().ok()?,
            titles: *b.get(21)?,
            flags: *b.get(22)?,
        })
    }

    /// The bytes of a stored form's record (23 used, one left free).
    pub(crate) const BYTES: usize = 24;
}

/// Which list a file is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `players_list_foa.txt`: every player, three ratings.
    Combined,
    /// `players_list_xml_foa.xml` (or a single-rating XML list).
    Xml,
    /// `standard_rating_list.txt` (or rapid, blitz): one rating column.
    Single(Rating),
}

/// Which rating a single-rating list gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rating {
    /// Standard (classical) chess: `standard_rating_list.txt`.
    Standard,
    /// Rapid: `rapid_rating_list.txt`.
    Rapid,
    /// Blitz: `blitz_rating_list.txt`.
    Blitz,
}

/// A FIDE list as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FideList {
    /// Which list the file is.
    pub kind: Kind,
    /// The list's month (its 1st), from the single-rating list's header (`NOV26`) or the zip
    /// entry's date; `None` where neither gives one.
    pub month: Option<Date>,
    /// The players in the file's order.
    pub players: Vec<FidePlayer>,
    /// The names of all players, one after another.
    names: String,
    /// The players' positions sorted by FIDE ID.
    by_id: Vec<u32>,
}

/// FIDE's list as its name search is built from it ([`FideList::into_names`]).
#[derive(Debug, Clone)]
pub struct ListNames {
    /// The names, one after another.
    text: String,
    /// Per player: where his name begins, its length, his standard rating (0: none).
    of: Vec<(u32, u16, u16)>,
}

impl ListNames {
    /// The players as [`crate::formats::dsb_list::search::NameSearch::of_names`] takes them:
    /// position, name, standard rating (0: none).
    pub fn people(&self) -> impl Iterator<Item = (usize, &str, u32)> {
        self.of.iter().enumerate().map(|(k, &(at, len, rank))| {
            let from = at as usize;
            let name = self.text.get(from..from + usize::from(len)).unwrap_or("");
            (k, name, u32::from(rank))
        })
    }

    /// How many players there are.
    pub fn len(&self) -> usize {
        self.of.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.of.is_empty()
    }
}

impl FideList {
    fn new(kind: Kind) -> FideList {
        FideList {
            kind,
            month: None,
            players: Vec::new(),
            names: String::new(),
            by_id: Vec::new(),
        }
    }

    /// A player's name as the list writes it (`Carlsen, Magnus`).
    pub fn name(&self, p: &FidePlayer) -> &str {
        let from = p.name_at as usize;
        self.names
            .get(from..from + usize::from(p.name_len))
            .unwrap_or("")
    }

    /// The player with this FIDE ID: his position in [`FideList::players`].
    ///
    /// ```
    /// # use wertung::formats::fide_list::read_fide_list;
    /// let xml = "<playerslist><player><fideid>1503014</fideid><name>Carlsen, Magnus</name><country>NOR</country><rating>2833</rating></player></playerslist>";
    /// let list = read_fide_list(xml.as_bytes()).unwrap();
    /// assert_eq!(list.position(1503014), Some(0));
    /// assert_eq!(list.position(4100018), None);
    /// ```
    pub fn position(&self, fide_id: u64) -> Option<usize> {
        let id = u32::try_from(fide_id).ok()?;
        let k = self
            .by_id
            .binary_search_by_key(&id, |&p| {
                self.players.get(p as usize).map_or(0, |x| x.fide_id)
            })
            .ok()?;
        self.by_id.get(k).map(|&p| p as usize)
    }

    /// The player with this FIDE ID.
    pub fn by_fide_id(&self, fide_id: u64) -> Option<&FidePlayer> {
        self.players.get(self.position(fide_id)?)
    }

    /// All players' names, one after another (for a stored form).
    pub(crate) fn names_text(&self) -> &str {
        &self.names
    }

    /// The players' positions sorted by FIDE ID (for a stored form).
    pub(crate) fn by_id(&self) -> &[u32] {
        &self.by_id
    }

    /// The list of its parts as [`FideList::names_text`] and [`FideList::by_id`] gave them (a
    /// stored form read back, nothing sorted again); `None` where they do not fit together.
    pub(crate) fn of_parts(
        kind: Kind,
        month: Option<Date>,
        players: Vec<FidePlayer>,
        names: String,
        by_id: Vec<u32>,
    ) -> Option<FideList> {
        (by_id.len() == players.len()).then_some(FideList {
            kind,
            month,
            players,
            names,
            by_id,
        })
    }

    /// Each player's name and standard rating, what the name search is built from, the rest
    /// of the list given up (its players' records are most of it).
    ///
    /// ```
    /// # use wertung::formats::fide_list::read_fide_list;
    /// let xml = "<playerslist><player><fideid>1503014</fideid><name>Carlsen, Magnus</name><country>NOR</country><rating>2833</rating></player></playerslist>";
    /// let names = read_fide_list(xml.as_bytes()).unwrap().into_names();
    /// assert_eq!(names.people().collect::<Vec<_>>(), [(0, "Carlsen, Magnus", 2833)]);
    /// ```
    pub fn into_names(self) -> ListNames {
        let of = self
            .players
            .iter()
            .map(|p| {
                let rank = u16::try_from(p.standard().unwrap_or(0)).unwrap_or(u16::MAX);
                (p.name_at, p.name_len, rank)
            })
            .collect();
        ListNames {
            text: self.names,
            of,
        }
    }

    /// The heap memory it takes, in bytes (its tables' capacities).
    pub fn memory(&self) -> usize {
        self.players.capacity() * std::mem::size_of::<FidePlayer>()
            + self.names.capacity()
            + self.by_id.capacity() * 4
    }

    /// Adds a player read (bounded by [`MAX_PLAYERS`]).
    fn push(&mut self, row: Row, line: usize) -> Result<(), InputError> {
        if self.players.len() >= MAX_PLAYERS {
            return Err(InputError::at(
                At::Line(line),
                "",
                Problem::TooMany { max: MAX_PLAYERS },
            ));
        }
        let name = row.name.trim();
        // A name longer than a field holds is cut at a character's edge.
        let mut len = name.len().min(usize::from(u16::MAX));
        while !name.is_char_boundary(len) {
            len -= 1;
        }
        let name_at = u32::try_from(self.names.len()).map_err(|_| {
            InputError::at(At::Line(line), "", Problem::TooMany { max: MAX_PLAYERS })
        })?;
        self.names.push_str(&name[..len]);
        let mut fed = [b' '; 3];
        for (slot, b) in fed.iter_mut().zip(row.federation.bytes()) {
            *slot = b.to_ascii_uppercase();
        }
        let rating = |r: Option<u32>| r.and_then(|r| u16::try_from(r).ok()).unwrap_or(0);
        self.players.push(FidePlayer {
            fide_id: row.fide_id,
            name_at,
            name_len: len as u16,
            ratings: [
                rating(row.ratings[0]),
                rating(row.ratings[1]),
                rating(row.ratings[2]),
            ],
            born: row
                .birth_year
                .and_then(|y| u16::try_from(y).ok())
                .unwrap_or(0),
            fed,
            titles: title_code(row.title) | (title_code(row.women_title) << 4),
            flags: sex_bits(row.sex) | flag_bits(row.flag),
        });
        Ok(())
    }

    /// Sorts the FIDE IDs for [`FideList::position`] and gives back unused capacity.
    fn finish(mut self) -> FideList {
        // Unused room given back only where it is much (a copy at the peak else).
        if self.players.capacity() > self.players.len() + self.players.len() / 4 {
            self.players.shrink_to_fit();
        }
        if self.names.capacity() > self.names.len() + self.names.len() / 4 {
            self.names.shrink_to_fit();
        }
        let players = &self.players;
        let mut by_id: Vec<u32> = (0..players.len() as u32).collect();
        by_id.sort_unstable_by_key(|&p| players.get(p as usize).map_or(0, |x| x.fide_id));
        self.by_id = by_id;
        self
    }
}

fn sex_bits(sex: &str) -> u8 {
    match sex.bytes().next() {
        Some(b'M' | b'm') => 1,
        Some(b'F' | b'f' | b'W' | b'w') => 2,
        _ => 0,
    }
}

fn flag_bits(flag: &str) -> u8 {
    let mut bits = 0;
    if flag.contains(['i', 'I']) {
        bits |= 4;
    }
    if flag.contains(['w', 'W']) {
        bits |= 8;
    }
    bits
}

/// One player as a line (or XML element) gives him, before he is stored.
#[derive(Debug, Default)]
struct Row<'a> {
    fide_id: u32,
    name: &'a str,
    federation: &'a str,
    sex: &'a str,
    title: &'a str,
    women_title: &'a str,
    /// Standard, rapid, blitz.
    ratings: [Option<u32>; 3],
    birth_year: Option<i32>,
    flag: &'a str,
}

/// A FIDE ID (digits); `column` names it in the error.
fn fide_id(v: &str, column: &'static str, line: usize) -> Result<u32, InputError> {
    v.parse::<u32>().ok().filter(|&id| id > 0).ok_or_else(|| {
        InputError::new(
            At::Line(line),
            Field::Column(column),
            v,
            Problem::NotAWholeNumber,
        )
    })
}

/// A rating: empty or `0` is none; else a whole number in the range of ratings.
fn rating(v: &str, column: &'static str, line: usize) -> Result<Option<u32>, InputError> {
    if v.is_empty() || v.bytes().all(|b| b == b'0') {
        return Ok(None);
    }
    let r: u32 = v.parse().map_err(|_| {
        InputError::new(
            At::Line(line),
            Field::Column(column),
            v,
            Problem::NotAWholeNumber,
        )
    })?;
    let (lo, hi) = crate::dwz::limits::RATING;
    if !(lo..=hi).contains(&r) {
        return Err(InputError::out_of_range(
            At::Line(line),
            Field::Column(column),
            v,
            lo,
            hi,
        ));
    }
    Ok(Some(r))
}

/// A birth year: four digits (FIDE writes `0000` and worse for unknown ones: none).
fn birth_year(v: &str) -> Option<i32> {
    let y: i32 = v.get(..4)?.parse().ok()?;
    (crate::dwz::limits::FIRST_BIRTH_YEAR..=2100)
        .contains(&y)
        .then_some(y)
}

/// Told how far reading came: `done` of `total` bytes of the file.
pub type Progress<'a> = &'a mut dyn FnMut(usize, usize);

/// Whether `bytes` are (or zip) one of FIDE's lists, told by content: the zip's entry name
/// (`players_list`, `..._rating_list`) or the text's first line (`ID Number`, `<playerslist`).
///
/// ```
/// use wertung::formats::fide_list::is_fide_list;
/// assert!(is_fide_list(b"ID Number      Name     Fed Sex"));
/// assert!(is_fide_list(b"<?xml version=\"1.0\"?>\n<playerslist>"));
/// assert!(!is_fide_list(b"ID,ZPS,Mitgliedsnummer"));
/// ```
pub fn is_fide_list(bytes: &[u8]) -> bool {
    if crate::formats::zip::is_zip(bytes) {
        return crate::formats::zip::entries(bytes)
            .is_ok_and(|es| es.iter().any(|e| entry_kind(&e.file_name()).is_some()));
    }
    let head = &bytes[..bytes.len().min(512)];
    let head = String::from_utf8_lossy(head);
    let first = head.trim_start_matches('\u{feff}').trim_start();
    first.starts_with("ID Number") || first.contains("<playerslist")
}

/// The kind a zip entry's name tells (`None`: not a FIDE list).
// FIDE names its entries in lower case (`players_list_xml_foa.xml`), and the prefixes are
// matched as written too: an `.XML` would be no list of FIDE's.
#[allow(clippy::case_sensitive_file_extension_comparisons)]
fn entry_kind(name: &str) -> Option<Kind> {
    let xml = name.ends_with(".xml");
    let kind = if name.starts_with("players_list") {
        Kind::Combined
    } else if name.starts_with("standard") {
        Kind::Single(Rating::Standard)
    } else if name.starts_with("rapid") {
        Kind::Single(Rating::Rapid)
    } else if name.starts_with("blitz") {
        Kind::Single(Rating::Blitz)
    } else {
        return None;
    };
    Some(if xml { Kind::Xml } else { kind })
}

/// Reads a FIDE list (see the module docs).
pub fn read_fide_list(bytes: &[u8]) -> Result<FideList, InputError> {
    read_fide_list_with(bytes, &mut |_, _| {})
}

/// [`read_fide_list`], telling `progress` how many of the file's bytes were read.
pub fn read_fide_list_with(bytes: &[u8], progress: Progress) -> Result<FideList, InputError> {
    if !crate::formats::zip::is_zip(bytes) {
        let mut reader = Reader::new(None);
        reader.expected = bytes.len();
        reader.feed_all(bytes, progress)?;
        return reader.finish();
    }
    let entries = crate::formats::zip::entries(bytes)?;
    // The entry FIDE names so, else a zip's only entry (renamed), told by its content.
    let (entry, kind) = entries
        .iter()
        .find_map(|e| entry_kind(&e.file_name()).map(|k| Some((e, Some(k)))))
        .unwrap_or(match entries.as_slice() {
            [only] => Some((only, None)),
            _ => None,
        })
        .ok_or_else(|| {
            InputError::at(
                [
                    At::File("ZIP".into()),
                    At::File("players_list_foa.txt".into()),
                ],
                "",
                Problem::Missing,
            )
        })?;
    let within = |e: InputError| e.within(At::File(entry.name.clone()));
    let mut reader = Reader::new(kind);
    reader.expected = usize::try_from(entry.size).unwrap_or(0);
    reader.month = stream::entry_month(bytes, entry);
    stream::inflate_chunks(bytes, entry, &mut |chunk, done| {
        progress(done, bytes.len());
        reader.feed(chunk).map_err(within)
    })?;
    reader.finish().map_err(within)
}

/// FIDE's list as text (`players_list_foa.txt`, or its XML) read a chunk at a time, so that
/// a text of any size FIDE publishes is read without being held whole: [`TextFeed::feed`] each
/// chunk in order, then [`TextFeed::finish`]. What it gives is what [`read_fide_list`] gives
/// for the whole text.
///
/// ```
/// use wertung::formats::fide_list::{read_fide_list, TextFeed};
/// let xml = b"<playerslist><player><fideid>300001</fideid><name>Dvorak, Tomas</name>\
///   <country>CZE</country><rating>2210</rating></player></playerslist>";
/// let mut feed = TextFeed::new(xml.len());
/// for chunk in xml.chunks(5) {
///     feed.feed(chunk).unwrap();
/// }
/// assert_eq!(feed.finish().unwrap(), read_fide_list(xml).unwrap());
/// ```
pub struct TextFeed(Reader);

impl std::fmt::Debug for TextFeed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TextFeed")
            .field("line", &self.0.line)
            .finish_non_exhaustive()
    }
}

impl TextFeed {
    /// A reader of a text `total` bytes long (its tables sized for it once).
    pub fn new(total: usize) -> TextFeed {
        let mut reader = Reader::new(None);
        reader.expected = total;
        TextFeed(reader)
    }

    /// Reads the next chunk of the text.
    pub fn feed(&mut self, chunk: &[u8]) -> Result<(), InputError> {
        self.0.feed(chunk)
    }

    /// The list, once the text has ended.
    pub fn finish(self) -> Result<FideList, InputError> {
        self.0.finish()
    }
}

/// The reader's state between chunks: the layout (from the first line) and the line being cut.
struct Reader {
    /// What the zip entry's name says (the text's first line decides the layout).
    named: Option<Kind>,
    month: Option<Date>,
    layout: Option<Layout>,
    list: Option<FideList>,
    /// The part of a line (or XML element) that a chunk ended within.
    pending: Vec<u8>,
    /// Lines read (the one in `pending` not counted yet).
    line: usize,
    /// The text's length where known (the tables are sized for it once, not doubled).
    expected: usize,
}

/// How the text is laid out, once its first line is read.
enum Layout {
    Text(text::Columns),
    Xml(xml::Elements),
}

impl Reader {
    fn new(named: Option<Kind>) -> Reader {
        Reader {
            named,
            month: None,
            layout: None,
            list: None,
            pending: Vec::new(),
            line: 0,
            expected: 0,
        }
    }

    /// Feeds a whole text in chunks (for the progress bar).
    fn feed_all(&mut self, bytes: &[u8], progress: Progress) -> Result<(), InputError> {
        let mut done = 0;
        for chunk in bytes.chunks(1 << 20) {
            self.feed(chunk)?;
            done += chunk.len();
            progress(done, bytes.len());
        }
        Ok(())
    }

    /// Feeds the next chunk of the text: every line it completes is read (XML: every player
    /// element, whatever its lines).
    fn feed(&mut self, chunk: &[u8]) -> Result<(), InputError> {
        if self.layout.is_none() && self.line == 0 {
            // The start is kept until its first character shows the layout (`<`: XML).
            self.pending.extend_from_slice(chunk);
            let start = self.pending.strip_prefix(&[0xEF, 0xBB, 0xBF]);
            let undecided = start.is_none() && [0xEF, 0xBB, 0xBF].starts_with(&self.pending);
            let text = start.unwrap_or(&self.pending);
            let Some(&first) = text.iter().find(|b| !b.is_ascii_whitespace()) else {
                return self.check_length(self.pending.len());
            };
            if undecided {
                return Ok(());
            }
            let text = text.to_vec();
            self.pending.clear();
            if first == b'<' {
                self.layout = Some(Layout::Xml(xml::Elements::at(1)));
            } else {
                return self.lines(&text);
            }
            return self.feed(&text);
        }
        if let Some(Layout::Xml(elements)) = &mut self.layout {
            let list = self.list.get_or_insert_with(|| FideList::new(Kind::Xml));
            return elements.feed(chunk, list);
        }
        self.lines(chunk)
    }

    /// Reads the lines a chunk of text completes.
    fn lines(&mut self, mut chunk: &[u8]) -> Result<(), InputError> {
        while let Some(k) = chunk.iter().position(|&b| b == b'\n') {
            let (head, rest) = chunk.split_at(k);
            chunk = rest.get(1..).unwrap_or(&[]);
            self.line += 1;
            if self.pending.is_empty() {
                self.line_read(head)?;
            } else {
                let mut whole = std::mem::take(&mut self.pending);
                whole.extend_from_slice(head);
                self.check_length(whole.len())?;
                self.line_read(&whole)?;
                whole.clear();
                self.pending = whole;
            }
        }
        self.pending.extend_from_slice(chunk);
        self.check_length(self.pending.len())
    }

    /// A line longer than [`MAX_LINE`] is refused.
    fn check_length(&self, len: usize) -> Result<(), InputError> {
        if len <= MAX_LINE {
            return Ok(());
        }
        Err(InputError::at(
            At::Line(self.line + 1),
            "",
            Problem::TooLarge {
                size: len as u64,
                max: MAX_LINE as u64,
            },
        ))
    }

    /// One line of the text (without its `\n`).
    fn line_read(&mut self, line: &[u8]) -> Result<(), InputError> {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        let n = self.line;
        match &mut self.layout {
            Some(Layout::Text(columns)) => {
                if line.iter().all(u8::is_ascii_whitespace) {
                    return Ok(());
                }
                let list = self
                    .list
                    .get_or_insert_with(|| FideList::new(Kind::Combined));
                let decoded = text::decode_line(line);
                let row = columns.row(line, &decoded, n)?;
                list.push(row, n)
            }
            // XML is fed in chunks ([`Reader::feed`]), never by lines.
            Some(Layout::Xml(_)) => Ok(()),
            None => self.first_line(line),
        }
    }

    /// The first line that is not blank: the header of a text list, or the start of the XML.
    fn first_line(&mut self, line: &[u8]) -> Result<(), InputError> {
        let decoded = text::decode_line(line);
        let trimmed = decoded.trim();
        if trimmed.is_empty() {
            return Ok(());
        }
        let n = self.line;
        let mut columns = text::Columns::of_header(&decoded).ok_or_else(|| {
            InputError::at(
                At::Line(n),
                trimmed.chars().take(40).collect::<String>(),
                Problem::NotThisFormat(Format::FideList),
            )
        })?;
        let kind = match columns.single {
            Some(r) => Kind::Single(match self.named {
                Some(Kind::Single(named)) => named,
                _ => r,
            }),
            None => Kind::Combined,
        };
        if let Kind::Single(r) = kind {
            columns.single = Some(r);
        }
        let mut list = FideList::new(kind);
        list.month = columns.month.or(self.month);
        // A line of `players_list_foa.txt` has 162 characters and a name of about 20; the
        // tables are sized for them (bounded by what a list may hold).
        let lines = (self.expected / 160).min(MAX_PLAYERS);
        list.players.reserve_exact(lines);
        list.names.reserve_exact(lines * 18);
        self.list = Some(list);
        self.layout = Some(Layout::Text(columns));
        Ok(())
    }

    /// The list, once the text has ended (a last line without `\n` is read too).
    fn finish(mut self) -> Result<FideList, InputError> {
        if !self.pending.is_empty() {
            let last = std::mem::take(&mut self.pending);
            self.line += 1;
            self.line_read(&last)?;
        }
        if let Some(Layout::Xml(elements)) = &self.layout {
            elements.finish()?;
        }
        let month = self.month;
        let mut list = self.list.ok_or_else(|| {
            InputError::at(At::Line(1), "", Problem::NotThisFormat(Format::FideList))
        })?;
        list.month = list.month.or(month);
        Ok(list.finish())
    }
}
