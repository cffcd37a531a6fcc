//! The DSB's player list (`spieler.csv`, alone or in its zip `LV-0-csv.zip` / `LV-x-csv.zip`):
//! one row per club membership with DWZ, index, birth year and FIDE data (see
//! `shared/spec/dsb-player-lists.md`).
//!
//! * Zip or text is detected; from a zip, `spieler.csv` (else `spieler.txt`, else the one entry
//!   whose name starts with `spieler`) is taken ([`crate::formats::zip`]), and the clubs' names
//!   from its `vereine.csv` where it has one ([`read_clubs`]).
//! * The text goes through [`decode`] (the lists are Windows-1252, the DOS ones code page 850).
//! * Columns are found by their header name, so every layout reads the same way: the 2026 one
//!   (20 columns: `ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",...,FIDE-Elozahl-Blitz`), the 17
//!   columns before it, DeWIS `LV-0-csv_v2` (`ID,VKZ,Mgl-Nr,...,Spielername,...,FIDE-Elo,...`),
//!   the 2014 CSV (the same, starting with `ZPS`). The separator is what the header line uses
//!   most of `,` `;` `|` and tab; fields may be quoted (`"Müller,Hans"`, `""` for a quote). The
//!   records are read by the `csv` crate from the text transcoded to UTF-8 ([`decode`]). Measured
//!   with `cargo run --release --example dsb_list_timing` (90 000 rows, 7.8 MB, on a shared
//!   machine, three runs each): reading `spieler.csv` takes about 140 ms against about 120 ms for
//!   the hand-written splitter it replaced, some 5 % of reading, indexing and matching together
//!   (about 440 ms); kept for the crate's well-tried quoting.
//! * The old TXT files are `|`-separated with DWZ and index in one field (`2785-13`); without a
//!   header line their columns are taken as the 2014 CSV's with DWZ and index merged:
//!   `ZPS|Mgl-Nr|Status|Spielername|Geschlecht|Spielberechtigung|Geburtsjahr|Letzte-Auswertung|DWZ-Index|FIDE-Elo|FIDE-Titel|FIDE-ID|FIDE-Land`.
//!   A `2785-13` in any DWZ column is read as DWZ 2785, index 13.
//! * Empty, `0` or `-` in a number column means "none" (no DWZ yet, no FIDE ID). Anything else
//!   that is not a number in range is an error naming the line and the column by its header
//!   (`Zeile 5, DWZ: „2x00“ ist keine ganze Zahl`); a list without a name or DWZ column is
//!   `Problem::MissingColumn`.
//!
//! ```
//! use wertung::formats::dsb_list::{read_player_list, Status};
//! let csv = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land\r\n\
//!            NU4073762,10614,1081,P,\"Carlsen,Magnus\",M,,1990,202517,2841,106,2823,GM,1503014,NOR\r\n";
//! let list = read_player_list(csv.as_bytes()).unwrap();
//! let row = list.rows.get(0).unwrap();
//! assert_eq!((row.name.as_str(), row.dwz, row.index), ("Carlsen,Magnus", Some(2841), Some(106)));
//! assert_eq!((row.club.as_deref(), row.member_number.as_deref()), (Some("10614"), Some("1081")));
//! assert_eq!((row.status, row.fide_id, row.birth_year), (Status::Passive, Some(1503014), Some(1990)));
//! ```

pub mod clubs;
mod hit;
pub mod matching;
mod names;
pub mod rows;
pub mod search;
pub mod stored;
pub mod write;

use crate::dwz::limits::{FIRST_BIRTH_YEAR, INDEX, RATING};
use crate::dwz::Date;
use crate::formats::encoding::{decode, decode_owned};
use crate::formats::zip;
use crate::input::{At, Field, Format, InputError, Problem};
use csv::StringRecord;

/// Which layout the header (or its absence) showed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// Since 10.09.2026: 20 columns, with `Vorname`, `Nachname` and the rapid and blitz Elo.
    Csv2026,
    /// Before 10.09.2026: the first 17 columns of the 2026 layout.
    Csv17,
    /// DeWIS `LV-0-csv_v2`: `ID,VKZ,Mgl-Nr,...`.
    DewisV2,
    /// The 2014 CSV: as DeWIS, starting with `ZPS`.
    Csv2014,
    /// The old `|`-separated TXT file without header line (columns by position).
    Txt,
    /// A header this reader knows the columns of, in another arrangement.
    Other,
}

/// Status of a membership: `A` active, `P` passive (A wins where a person has both).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Status {
    /// `A`: an active member.
    Active,
    /// `P`: a passive member.
    Passive,
    /// Empty or another letter.
    Unknown,
}

/// A short text of a row (an ID, a club's number, a federation): held in the row itself up to
/// 12 bytes on a 32-bit target (24 natively), so that a list of 90 000 rows is not 400 000 small
/// allocations.
pub type Short = compact_str::CompactString;

/// One row of the list: one club membership of a person (kept as JSON by the page for the
/// DSB report: [`crate::formats::dsb_xml::Listed`]).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ListRow {
    /// The line of the file the row starts on (1-based; the header is line 1).
    pub line: usize,
    /// The person's id in the list (`NU4073762`, DeWIS' number); the 2014 CSV has none.
    pub id: Option<Short>,
    /// ZPS club number (`ZPS` / `VKZ`), e.g. `10614`.
    pub club: Option<Short>,
    /// Member number within the club (`Mitgliedsnummer` / `Mgl-Nr`).
    pub member_number: Option<Short>,
    /// `A`, `P` or neither.
    pub status: Status,
    /// `Nachname,Vorname` as the list writes it (sometimes `,Titel` after it).
    pub name: String,
    /// `M` or `W`.
    pub sex: Option<char>,
    /// The year of birth.
    pub birth_year: Option<i32>,
    /// `Letzte Auswertung`: year and week, `YYYYWW`.
    pub last_evaluation: Option<u32>,
    /// The DWZ.
    pub dwz: Option<u32>,
    /// The DWZ index (WO 2.2.4).
    pub index: Option<u32>,
    /// The FIDE rating.
    pub fide_rating: Option<u32>,
    /// The FIDE title (`GM`, `IM`, `FM`, …).
    pub fide_title: Option<Short>,
    /// The FIDE ID.
    pub fide_id: Option<u64>,
    /// The federation FIDE lists him under (`GER`).
    pub fide_country: Option<Short>,
}

/// A player list as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerList {
    /// Which of the DSB's layouts the file has.
    pub layout: Layout,
    /// Its rows, in the file's order.
    pub rows: rows::Rows,
    /// The clubs' names by ZPS club number, sorted (from the zip's `vereine.csv`; empty
    /// without it).
    pub clubs: Vec<(String, String)>,
}

impl PlayerList {
    /// The list's date ("Stand"): the newest `Letzte Auswertung` of its rows, as the Sunday
    /// that ends that week ([`week_end`]); `None` where no row gives one.
    ///
    /// ```
    /// use wertung::formats::dsb_list::read_player_list;
    /// let csv = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index\n\
    ///   NU1,1,1,A,\"A,B\",M,,1970,202545,1850,42\nNU2,1,2,A,\"C,D\",M,,1970,202547,1850,42\n";
    /// let list = read_player_list(csv.as_bytes()).unwrap();
    /// assert_eq!(list.stand().map(|d| d.to_string()).as_deref(), Some("2025-11-23"));
    /// ```
    pub fn stand(&self) -> Option<Date> {
        self.rows
            .iter()
            .filter_map(|r| r.last_evaluation)
            .max()
            .and_then(week_end)
    }

    /// The name of the club with this ZPS club number, where the list has it.
    pub fn club_name(&self, zps: &str) -> Option<&str> {
        let k = self
            .clubs
            .binary_search_by(|(z, _)| z.as_str().cmp(zps))
            .ok()?;
        Some(self.clubs[k].1.as_str())
    }
}

/// The Sunday that ends ISO week `ww` of year `yyyy` (`Letzte Auswertung` as `YYYYWW`): week 1
/// holds 4 January. `None` for week 0 or above 53.
///
/// ```
/// use wertung::formats::dsb_list::week_end;
/// assert_eq!(week_end(202601).map(|d| d.to_string()).as_deref(), Some("2026-01-04"));
/// assert_eq!(week_end(202545).map(|d| d.to_string()).as_deref(), Some("2025-11-09"));
/// assert_eq!(week_end(202053).map(|d| d.to_string()).as_deref(), Some("2021-01-03"));
/// assert_eq!(week_end(202600), None);
/// ```
pub fn week_end(yyyyww: u32) -> Option<Date> {
    Date::iso_week_end((yyyyww / 100) as i32, yyyyww % 100)
}

/// What a column holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Id,
    Club,
    Member,
    Status,
    Name,
    LastName,
    FirstName,
    Sex,
    BirthYear,
    LastEvaluation,
    Dwz,
    Index,
    /// DWZ and index in one field: `2785-13`.
    DwzIndex,
    FideRating,
    FideTitle,
    FideId,
    FideCountry,
}

/// Header names (lower case, letters and digits only) with the name shown in errors.
const HEADERS: &[(&str, &str, Role)] = &[
    ("id", "ID", Role::Id),
    ("zps", "ZPS", Role::Club),
    ("vkz", "VKZ", Role::Club),
    ("mitgliedsnummer", "Mitgliedsnummer", Role::Member),
    ("mglnr", "Mgl-Nr", Role::Member),
    ("status", "Status", Role::Status),
    ("namevorname", "Name,Vorname", Role::Name),
    ("spielername", "Spielername", Role::Name),
    ("name", "Name", Role::Name),
    ("nachname", "Nachname", Role::LastName),
    ("vorname", "Vorname", Role::FirstName),
    ("geschlecht", "Geschlecht", Role::Sex),
    ("geburtsjahr", "Geburtsjahr", Role::BirthYear),
    (
        "letzteauswertung",
        "Letzte Auswertung",
        Role::LastEvaluation,
    ),
    ("dwz", "DWZ", Role::Dwz),
    ("index", "Index", Role::Index),
    ("dwzindex", "DWZ-Index", Role::DwzIndex),
    ("fideelozahl", "FIDE-Elozahl", Role::FideRating),
    ("fideelo", "FIDE-Elo", Role::FideRating),
    ("fidetitel", "FIDE-Titel", Role::FideTitle),
    ("fideid", "FIDE-ID", Role::FideId),
    ("fideland", "FIDE-Land", Role::FideCountry),
];

/// The columns of the old TXT files without header line.
const TXT_COLUMNS: [&str; 13] = [
    "zps",
    "mglnr",
    "status",
    "spielername",
    "geschlecht",
    "spielberechtigung",
    "geburtsjahr",
    "letzteauswertung",
    "dwzindex",
    "fideelo",
    "fidetitel",
    "fideid",
    "fideland",
];

/// A column of the file: its position, what it holds and its header as shown in errors.
#[derive(Debug, Clone, Copy)]
struct Column {
    at: usize,
    role: Role,
    shown: &'static str,
}

fn header_key(cell: &str) -> String {
    cell.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

fn known_header(key: &str) -> Option<(&'static str, Role)> {
    HEADERS
        .iter()
        .find(|(k, _, _)| *k == key)
        .map(|&(_, shown, role)| (shown, role))
}

/// The columns a header line names (the first of each role counts).
fn columns_of(keys: &[String]) -> Vec<Column> {
    let mut out: Vec<Column> = Vec::new();
    for (at, key) in keys.iter().enumerate() {
        if let Some((shown, role)) = known_header(key) {
            if out.iter().all(|c| c.role != role) {
                out.push(Column { at, role, shown });
            }
        }
    }
    out
}

fn layout_of(keys: &[String]) -> Layout {
    let first = keys.first().map(String::as_str);
    let has = |k: &str| keys.iter().any(|x| x == k);
    match first {
        Some("zps") => Layout::Csv2014,
        Some("id") if has("vkz") => Layout::DewisV2,
        Some("id") if has("zps") && has("nachname") => Layout::Csv2026,
        Some("id") if has("zps") => Layout::Csv17,
        _ => Layout::Other,
    }
}

/// Whether a text begins as one of the DSB's player lists: a header line naming at least three
/// of the list's columns, one of them the person's ID, club or member number, or (the old TXT
/// files without header) a first line of 13 cells separated by `|`. A cross table's header
/// (`Name;DWZ;Index;Geburtsjahr;…`) names none of those three.
///
/// ```
/// use wertung::formats::dsb_list::looks_like_list;
/// assert!(looks_like_list("ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",DWZ,Index\n"));
/// assert!(looks_like_list("10614|1081|A|Müller,Hans|M|D|1970|202501|1500-20|||0|\n"));
/// assert!(!looks_like_list("Müller;x;1\nMeier;0;x\n"));
/// assert!(!looks_like_list("Name;DWZ;Index;Geburtsjahr;1;2\nA;1500;;;x;1\n"));
/// ```
pub fn looks_like_list(text: &str) -> bool {
    let first = text.lines().find(|l| !clean(l).is_empty()).unwrap_or("");
    let sep = separator(first);
    let cells: Vec<&str> = first.split(char::from(sep)).collect();
    let keys: Vec<String> = cells.iter().map(|c| header_key(clean(c))).collect();
    let columns = columns_of(&keys);
    let who = |c: &Column| matches!(c.role, Role::Id | Role::Club | Role::Member);
    (columns.len() >= 3 && columns.iter().any(who))
        || (sep == b'|' && cells.len() >= TXT_COLUMNS.len())
}

/// The separator of a header line: the most frequent of `,` `;` `|` tab outside quotes.
fn separator(first_line: &str) -> u8 {
    let mut counts = [0usize; 4];
    let seps = [b',', b';', b'|', b'\t'];
    let mut quoted = false;
    for b in first_line.bytes() {
        if b == b'"' {
            quoted = !quoted;
        } else if !quoted {
            if let Some(k) = seps.iter().position(|&s| s == b) {
                counts[k] += 1;
            }
        }
    }
    let best = (0..4).max_by_key(|&k| (counts[k], 4 - k)).unwrap_or(0);
    seps[best]
}

/// The text's records of cells, read by the `csv` crate: quoted fields may hold separators,
/// quotes as `""` and line breaks; rows may be of any width (the list's own check, [`Shape`],
/// names the line). A record's line is the one its first character is on: the crate's position
/// of a record lies before the line ends and empty lines it skipped (counted on here), and it
/// counts `\n` only, where a bare `\r` (found once, [`memchr`]) ends a line too.
struct Records<'a> {
    reader: csv::Reader<&'a [u8]>,
    text: &'a [u8],
    /// The positions of the bare `\r`s, in order (mostly none).
    bare_crs: Vec<usize>,
}

impl<'a> Records<'a> {
    fn new(text: &'a str, sep: u8) -> Records<'a> {
        let reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .delimiter(sep)
            .from_reader(text.as_bytes());
        let bytes = text.as_bytes();
        let bare_crs = memchr::memchr_iter(b'\r', bytes)
            .filter(|&k| bytes.get(k + 1) != Some(&b'\n'))
            .collect();
        Records {
            reader,
            text: bytes,
            bare_crs,
        }
    }

    /// The next record into `cells`; returns its first line, `None` at the end. The text is
    /// UTF-8 and the crate splits it at ASCII bytes only, so an error can only be the crate's
    /// own: taken as no list, at the line reached.
    fn next_into(&mut self, cells: &mut StringRecord) -> Result<Option<usize>, InputError> {
        match self.reader.read_record(cells) {
            Ok(true) => {
                let (at, line) = cells
                    .position()
                    .map_or((0, 1), |p| (to_usize(p.byte()), to_usize(p.line())));
                let skipped = self
                    .text
                    .get(at..)
                    .and_then(|rest| rest.iter().position(|&b| b != b'\r' && b != b'\n'))
                    .unwrap_or(0);
                let first = at + skipped;
                let ends = self
                    .text
                    .get(at..first)
                    .map_or(0, |s| memchr::memchr_iter(b'\n', s).count());
                Ok(Some(line + ends + self.bare_crs_before(first)))
            }
            Ok(false) => Ok(None),
            Err(_) => {
                let p = self.reader.position();
                let line = to_usize(p.line()) + self.bare_crs_before(to_usize(p.byte()));
                Err(InputError::at(
                    At::Line(line),
                    "",
                    Problem::NotThisFormat(Format::PlayerList),
                ))
            }
        }
    }

    /// How many bare `\r`s stand before byte `at`.
    fn bare_crs_before(&self, at: usize) -> usize {
        self.bare_crs.partition_point(|&k| k < at)
    }

    /// How many bytes of the text were read.
    fn pos(&self) -> usize {
        to_usize(self.reader.position().byte())
    }
}

/// A byte position of the text (it fits: the text is in memory).
fn to_usize(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// A cell without spaces, control characters (a DOS end-of-file mark) and byte-order mark.
fn clean(cell: &str) -> &str {
    let plain = |b: Option<&u8>| b.is_some_and(|&b| b.is_ascii_graphic());
    if plain(cell.as_bytes().first()) && plain(cell.as_bytes().last()) {
        return cell; // the common case, at no cost
    }
    cell.trim_matches(|c: char| c.is_whitespace() || c.is_control() || c == '\u{feff}')
}

/// Empty, `0` or `-`: no value.
fn none_value(v: &str) -> bool {
    v.is_empty() || v == "-" || v.bytes().all(|b| b == b'0')
}

/// How many roles there are (the length of [`RowReader`]'s table).
const ROLES: usize = Role::FideCountry as usize + 1;

/// Reads a list row by row: per role, the position of its column and its header as shown.
struct RowReader {
    slots: [Option<(usize, &'static str)>; ROLES],
}

impl RowReader {
    fn new(columns: &[Column]) -> RowReader {
        let mut slots = [None; ROLES];
        for c in columns {
            slots[c.role as usize] = Some((c.at, c.shown));
        }
        RowReader { slots }
    }

    fn cell<'s>(&self, cells: &'s StringRecord, role: Role) -> Option<(&'s str, &'static str)> {
        let (at, shown) = self.slots[role as usize]?;
        let v = clean(cells.get(at)?);
        (!v.is_empty()).then_some((v, shown))
    }

    fn text(&self, cells: &StringRecord, role: Role) -> Option<String> {
        self.cell(cells, role).map(|(v, _)| v.to_string())
    }

    /// [`RowReader::text`] as a [`Short`].
    fn short(&self, cells: &StringRecord, role: Role) -> Option<Short> {
        self.cell(cells, role).map(|(v, _)| Short::from(v))
    }

    /// A whole number in `lo..=hi`; empty, `0` or `-`: none.
    fn number<T: std::str::FromStr + Into<f64> + PartialOrd + Copy>(
        &self,
        cells: &StringRecord,
        role: Role,
        (lo, hi): (T, T),
        line: usize,
    ) -> Result<Option<T>, InputError> {
        let Some((v, shown)) = self.cell(cells, role) else {
            return Ok(None);
        };
        number_in(v, shown, (lo, hi), line)
    }

    fn row(&self, cells: &StringRecord, line: usize) -> Result<ListRow, InputError> {
        let name = match self.text(cells, Role::Name) {
            Some(n) => n,
            None => match (
                self.text(cells, Role::LastName),
                self.text(cells, Role::FirstName),
            ) {
                (Some(last), Some(first)) => format!("{last},{first}"),
                (Some(last), None) => last,
                _ => String::new(),
            },
        };
        let (mut dwz, mut index) = (None, None);
        for role in [Role::Dwz, Role::DwzIndex] {
            if let Some((v, shown)) = self.cell(cells, role) {
                let (d, i) = dwz_and_index(v, shown, line)?;
                dwz = dwz.or(d);
                index = index.or(i);
            }
        }
        if let Some(i) = self.number(cells, Role::Index, INDEX, line)? {
            index = Some(i);
        }
        let fide_id = match self.cell(cells, Role::FideId) {
            Some((v, _)) if none_value(v) => None,
            Some((v, shown)) => Some(v.parse::<u64>().map_err(|_| {
                InputError::new(
                    At::Line(line),
                    Field::Column(shown),
                    v,
                    Problem::NotAWholeNumber,
                )
            })?),
            None => None,
        };
        Ok(ListRow {
            line,
            id: self.short(cells, Role::Id),
            club: self.short(cells, Role::Club),
            member_number: self.short(cells, Role::Member),
            status: match self.cell(cells, Role::Status).map(|(v, _)| v) {
                Some("A" | "a") => Status::Active,
                Some("P" | "p") => Status::Passive,
                _ => Status::Unknown,
            },
            name,
            sex: self
                .cell(cells, Role::Sex)
                .and_then(|(v, _)| v.chars().next()),
            birth_year: self.number(
                cells,
                Role::BirthYear,
                (FIRST_BIRTH_YEAR, crate::dwz::limits::LAST_YEAR),
                line,
            )?,
            last_evaluation: self
                .cell(cells, Role::LastEvaluation)
                .and_then(|(v, _)| v.parse().ok()),
            dwz,
            index,
            fide_rating: self.number(cells, Role::FideRating, RATING, line)?,
            fide_title: self.short(cells, Role::FideTitle),
            fide_id,
            fide_country: self.short(cells, Role::FideCountry),
        })
    }
}

/// A whole number in `lo..=hi` from the cell `v` of column `shown`; empty, `0` or `-`: none.
fn number_in<T: std::str::FromStr + Into<f64> + PartialOrd + Copy>(
    v: &str,
    shown: &'static str,
    (lo, hi): (T, T),
    line: usize,
) -> Result<Option<T>, InputError> {
    if none_value(v) {
        return Ok(None);
    }
    let n: T = v.parse().map_err(|_| {
        InputError::new(
            At::Line(line),
            Field::Column(shown),
            v,
            Problem::NotAWholeNumber,
        )
    })?;
    if n < lo || n > hi {
        return Err(InputError::out_of_range(
            At::Line(line),
            Field::Column(shown),
            v,
            lo,
            hi,
        ));
    }
    Ok(Some(n))
}

/// A DWZ, or DWZ and index in one field: `1712`, `2785-13`, `2785 - 13`, `0-0` (none).
///
/// ```
/// use wertung::formats::dsb_list::dwz_and_index;
/// assert_eq!(dwz_and_index("2785-13", "DWZ", 2).unwrap(), (Some(2785), Some(13)));
/// assert_eq!(dwz_and_index("1712", "DWZ", 2).unwrap(), (Some(1712), None));
/// assert_eq!(dwz_and_index("0-0", "DWZ", 2).unwrap(), (None, None));
/// assert!(dwz_and_index("27x5", "DWZ", 2).is_err());
/// ```
pub fn dwz_and_index(
    v: &str,
    shown: &'static str,
    line: usize,
) -> Result<(Option<u32>, Option<u32>), InputError> {
    let (dwz, index) = match v.split_once('-') {
        Some((d, i)) => (d.trim(), Some(i.trim())),
        None => (v, None),
    };
    let dwz = number_in(dwz, shown, RATING, line)?;
    let index = match index {
        Some(i) => number_in(i, shown, INDEX, line)?,
        None => None,
    };
    Ok((dwz, index.filter(|_| dwz.is_some())))
}

/// What reading a list is busy with, for a progress bar (reading and matching that
/// take a while show how far they came): [`read_player_list_with`] tells it as it goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Unpacking the zip's `spieler.csv` (`done`, `total`: bytes, the entry's size).
    Inflating,
    /// Reading the rows (`done`, `total`: bytes of the text).
    Rows,
    /// Grouping the rows into persons ([`matching::ListIndex::new`]).
    Index,
    /// Finding a tournament's players in the list (`total`: the players).
    Matching,
}

impl Stage {
    /// The stage's number (0 to 3, in the order above), as it crosses to the page.
    pub fn number(self) -> u8 {
        self as u8
    }

    /// The stage of a number from [`Stage::number`].
    pub fn of_number(n: u8) -> Option<Stage> {
        [Stage::Inflating, Stage::Rows, Stage::Index, Stage::Matching]
            .get(usize::from(n))
            .copied()
    }
}

/// Told how far reading came: the stage, then `done` of `total` (see [`Stage`]).
pub type Progress<'a> = &'a mut dyn FnMut(Stage, usize, usize);

/// What a row of a list must be to be one (a file is a list only where its rows
/// are): as many columns as its header names (trailing empty ones may be missing, though not
/// those holding the name or the DWZ; the old TXT files: all 13), and a name.
struct Shape {
    /// The columns a row has.
    width: usize,
    /// The fewest it may have: the name's and the DWZ's.
    least: usize,
    /// The name's columns (one of them must hold it).
    names: Vec<usize>,
}

impl Shape {
    fn new(txt: bool, header_cells: usize, columns: &[Column]) -> Shape {
        let needed = |roles: &[Role]| {
            columns
                .iter()
                .filter(|c| roles.contains(&c.role))
                .map(|c| c.at)
                .collect::<Vec<usize>>()
        };
        let names = needed(&[Role::Name, Role::LastName]);
        let dwz = needed(&[Role::Dwz, Role::DwzIndex]);
        let width = if txt { TXT_COLUMNS.len() } else { header_cells };
        let least = if txt {
            width
        } else {
            names
                .iter()
                .chain(&dwz)
                .map(|&at| at + 1)
                .max()
                .unwrap_or(width)
        };
        Shape {
            width,
            least,
            names,
        }
    }

    /// Whether a row has the columns of its list and a name (the error names the line).
    ///
    /// ```text
    /// "10614|1081|A|Müller,Hans|M||1970|202517|1850-42|||GER"  12 columns, TXT: 13 needed
    /// ```
    fn check(&self, cells: &StringRecord, line: usize) -> Result<(), InputError> {
        let found = cells.len();
        if found < self.least || found > self.width {
            return Err(InputError::at(
                At::Line(line),
                "",
                Problem::ListColumns {
                    needed: self.width,
                    found,
                },
            ));
        }
        let named = self
            .names
            .iter()
            .any(|&at| cells.get(at).is_some_and(|c| !clean(c).is_empty()));
        if !named {
            return Err(InputError::new(
                At::Line(line),
                Field::Column("Name,Vorname"),
                "",
                Problem::Missing,
            ));
        }
        Ok(())
    }
}

/// How many rows are read between two reports of [`Stage::Rows`].
const ROWS_PER_REPORT: usize = 2048;

/// Reads the rows of a list's text (see the module docs), telling `progress` how many of the
/// text's bytes were read.
fn read_text_with(text: &str, progress: Progress) -> Result<PlayerList, InputError> {
    let first_line = text.lines().find(|l| !clean(l).is_empty()).unwrap_or("");
    let sep = separator(first_line);
    let mut records = Records::new(text, sep);
    let mut cells = StringRecord::new();
    // The first record that is not empty: the header, or (TXT) already a row.
    let header_line = loop {
        match records.next_into(&mut cells)? {
            None => return Err(InputError::at(Vec::new(), "", Problem::EmptyFile)),
            Some(_) if cells.iter().all(|c| clean(c).is_empty()) => {}
            Some(line) => break line,
        }
    };
    let keys: Vec<String> = cells.iter().map(|c| header_key(clean(c))).collect();
    let named = columns_of(&keys);
    let (layout, columns, first_is_row) = if named.len() >= 3 {
        (layout_of(&keys), named, false)
    } else if sep == b'|' {
        let keys: Vec<String> = TXT_COLUMNS.iter().map(|k| k.to_string()).collect();
        (Layout::Txt, columns_of(&keys), true)
    } else {
        return Err(InputError::at(
            At::Line(header_line),
            clean(first_line),
            Problem::NotThisFormat(Format::PlayerList),
        ));
    };
    let has = |roles: &[Role]| columns.iter().any(|c| roles.contains(&c.role));
    if !has(&[Role::Name, Role::LastName]) {
        return Err(InputError::new(
            At::Line(header_line),
            Field::Column("Name,Vorname"),
            "",
            Problem::MissingColumn("Name,Vorname"),
        ));
    }
    if !has(&[Role::Dwz, Role::DwzIndex]) {
        return Err(InputError::new(
            At::Line(header_line),
            Field::Column("DWZ"),
            "",
            Problem::MissingColumn("DWZ"),
        ));
    }
    let reader = RowReader::new(&columns);
    let shape = Shape::new(first_is_row, cells.len(), &columns);
    // A row a line at most, and fewer bytes than its line (its numbers as numbers, no
    // separators, the columns not kept left out): sized once, not doubled while growing, and
    // what is left over given back at the end.
    let lines = text.bytes().filter(|&b| b == b'\n').count() + 1;
    let mut rows = rows::Rows::with_capacity(lines, text.len());
    if first_is_row {
        // Headerless: not even the first line a row of the old TXT files, it is no list.
        shape.check(&cells, header_line).map_err(|_| {
            InputError::at(
                At::Line(header_line),
                clean(first_line),
                Problem::NotThisFormat(Format::PlayerList),
            )
        })?;
        rows.push(&reader.row(&cells, header_line)?);
    }
    progress(Stage::Rows, records.pos(), text.len());
    while let Some(line) = records.next_into(&mut cells)? {
        if cells.iter().all(|c| clean(c).is_empty()) {
            continue;
        }
        shape.check(&cells, line)?;
        rows.push(&reader.row(&cells, line)?);
        if rows.len().is_multiple_of(ROWS_PER_REPORT) {
            progress(Stage::Rows, records.pos(), text.len());
        }
    }
    progress(Stage::Rows, text.len(), text.len());
    rows.shrink_to_fit();
    Ok(PlayerList {
        layout,
        rows,
        clubs: Vec::new(),
    })
}

/// The clubs' names by ZPS club number from the text of `vereine.csv`
/// (`ZPS-Nummer,Landesverband,UebergeordneterVerband,Vereinsname`; columns by their header),
/// sorted by number. The names only label the clubs: rows without a number or a name are
/// skipped, and a file without those columns gives none.
///
/// ```
/// use wertung::formats::dsb_list::read_clubs;
/// let text = "ZPS-Nummer,Landesverband,UebergeordneterVerband,Vereinsname\r\n\
///             10614,1,106,\"SV Müßig, e.V.\"\r\n0100A,1,100,SK Turm\r\n";
/// assert_eq!(read_clubs(text), vec![
///     ("0100A".to_string(), "SK Turm".to_string()),
///     ("10614".to_string(), "SV Müßig, e.V.".to_string()),
/// ]);
/// assert!(read_clubs("kein,Verein\r\n1,2\r\n").is_empty());
/// ```
pub fn read_clubs(text: &str) -> Vec<(String, String)> {
    let first_line = text.lines().next().unwrap_or("");
    let mut records = Records::new(text, separator(first_line));
    let mut cells = StringRecord::new();
    if !matches!(records.next_into(&mut cells), Ok(Some(_))) {
        return Vec::new();
    }
    let at = |keys: &[&str]| {
        cells
            .iter()
            .position(|c| keys.contains(&header_key(clean(c)).as_str()))
    };
    let (Some(number), Some(name)) = (at(&["zpsnummer", "zps", "vkz"]), at(&["vereinsname"]))
    else {
        return Vec::new();
    };
    let mut clubs = Vec::new();
    while let Ok(Some(_)) = records.next_into(&mut cells) {
        let cell = |k: usize| cells.get(k).map_or("", |c| clean(c));
        if !cell(number).is_empty() && !cell(name).is_empty() {
            clubs.push((cell(number).to_string(), cell(name).to_string()));
        }
    }
    clubs.sort_unstable();
    clubs.dedup_by(|a, b| a.0 == b.0);
    clubs
}

/// The entry of a zip that holds the players.
fn players_entry(entries: &[zip::Entry]) -> Option<&zip::Entry> {
    let named = |n: &str| entries.iter().find(|e| e.file_name() == n);
    named("spieler.csv")
        .or_else(|| named("spieler.txt"))
        .or_else(|| {
            entries
                .iter()
                .find(|e| e.file_name().starts_with("spieler"))
        })
}

/// Reads a player list: a zip holding `spieler.csv` or the text itself (see the module docs).
/// Errors name the line and the column header; inside a zip the entry's name comes first.
pub fn read_player_list(bytes: &[u8]) -> Result<PlayerList, InputError> {
    read_player_list_with(bytes, &mut |_, _, _| {})
}

/// [`read_player_list`], telling `progress` how far it came ([`Stage::Inflating`], then
/// [`Stage::Rows`] from 0 to the text's length).
///
/// ```
/// use wertung::formats::dsb_list::{read_player_list_with, Stage};
/// let csv = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geburtsjahr,DWZ,Index\r\n\
///            X1,10614,1,A,\"Müller,Hans\",1970,1500,20\r\n";
/// let mut told = Vec::new();
/// let list = read_player_list_with(csv.as_bytes(), &mut |stage, done, total| told.push((stage, done, total))).unwrap();
/// assert_eq!(list.rows.len(), 1);
/// assert_eq!(told.first().map(|t| t.0), Some(Stage::Rows));
/// assert_eq!(told.last(), Some(&(Stage::Rows, csv.len(), csv.len())));
/// ```
pub fn read_player_list_with(bytes: &[u8], progress: Progress) -> Result<PlayerList, InputError> {
    read_player_list_given(std::borrow::Cow::Borrowed(bytes), progress)
}

/// [`read_player_list_with`] of bytes given away: the file's bytes are given up once their text
/// is made, before the rows are read (a browser's worker then never holds the file beside the
/// list it reads from it).
///
/// ```
/// use wertung::formats::dsb_list::read_player_list_owned;
/// let csv = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geburtsjahr,DWZ,Index\r\n\
///            X1,10614,1,A,\"Müller,Hans\",1970,1500,20\r\n";
/// let list = read_player_list_owned(csv.as_bytes().to_vec(), &mut |_, _, _| {}).unwrap();
/// assert_eq!(list.rows.get(0).unwrap().name, "Müller,Hans");
/// ```
pub fn read_player_list_owned(
    bytes: Vec<u8>,
    progress: Progress,
) -> Result<PlayerList, InputError> {
    read_player_list_given(std::borrow::Cow::Owned(bytes), progress)
}

/// The text of bytes borrowed (copied) or given away (given up once read).
fn text_of(bytes: std::borrow::Cow<'_, [u8]>) -> String {
    match bytes {
        std::borrow::Cow::Borrowed(bytes) => decode(bytes),
        std::borrow::Cow::Owned(bytes) => decode_owned(bytes),
    }
}

/// [`read_player_list_with`] of bytes borrowed, or given away as by
/// [`read_player_list_owned`].
pub fn read_player_list_given(
    bytes: std::borrow::Cow<'_, [u8]>,
    progress: Progress,
) -> Result<PlayerList, InputError> {
    if !zip::is_zip(&bytes) {
        return read_text_with(&text_of(bytes), progress);
    }
    let entries = zip::entries(&bytes)?;
    let entry = players_entry(&entries).ok_or_else(|| {
        InputError::at(
            [At::File("ZIP".into()), At::File("spieler.csv".into())],
            "",
            Problem::Missing,
        )
    })?;
    // The clubs' names only label the clubs: a `vereine.csv` that cannot be unpacked gives none.
    let clubs = entries
        .iter()
        .find(|e| e.file_name() == "vereine.csv")
        .and_then(|clubs| zip::unpack(&bytes, clubs).ok())
        .map(|data| read_clubs(&decode(&data)));
    let size = usize::try_from(entry.size).unwrap_or(usize::MAX);
    progress(Stage::Inflating, 0, size);
    let data = zip::unpack(&bytes, entry)?;
    drop(bytes);
    progress(Stage::Inflating, size, size);
    let mut list = read_text_with(&decode_owned(data), progress)
        .map_err(|e| e.within(At::File(entry.name.clone())))?;
    list.clubs = clubs.unwrap_or_default();
    Ok(list)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_cells_with_separators_quotes_and_line_breaks() {
        let text = "a,\"b,c\",\"say \"\"hi\"\"\",\"two\nlines\"\r\nnext,,x\n";
        let mut r = Records::new(text, b',');
        let mut cells = StringRecord::new();
        assert_eq!(r.next_into(&mut cells), Ok(Some(1)));
        assert_eq!(cells, vec!["a", "b,c", "say \"hi\"", "two\nlines"]);
        assert_eq!(r.next_into(&mut cells), Ok(Some(3)));
        assert_eq!(cells, vec!["next", "", "x"]);
        assert_eq!(r.next_into(&mut cells), Ok(None));
    }

    #[test]
    fn a_record_is_on_the_line_it_starts_on() {
        let lines = |text: &str| {
            let mut r = Records::new(text, b',');
            let mut cells = StringRecord::new();
            let mut out = Vec::new();
            while let Ok(Some(line)) = r.next_into(&mut cells) {
                out.push(line);
            }
            out
        };
        assert_eq!(lines("a\r\nb\r\nc\r\n"), [1, 2, 3]);
        assert_eq!(lines("a\nb\n\nc\n"), [1, 2, 4]);
        assert_eq!(lines("a\r\n\r\nb\r\n"), [1, 3]);
        assert_eq!(lines("\"x\ny\",1\r\nb\r\nc"), [1, 3, 4]);
        // A bare `\r` ends a line as the DOS lists' `\r\n` does.
        assert_eq!(lines("a\rb\r\rc"), [1, 2, 4]);
    }

    #[test]
    fn the_separator_is_the_header_lines() {
        assert_eq!(separator("ID,ZPS,\"Name,Vorname\""), b',');
        assert_eq!(separator("ID;ZPS;\"Name,Vorname\""), b';');
        assert_eq!(separator("10614|1081|A|Carlsen,Magnus"), b'|');
    }

    #[test]
    fn a_list_without_dwz_column_says_so() {
        let e = read_player_list(b"ID,ZPS,Mitgliedsnummer,Spielername\r\n1,2,3,A\r\n").unwrap_err();
        assert_eq!(e.problem, Problem::MissingColumn("DWZ"));
        assert_eq!(e.place.0, vec![At::Line(1)]);
    }
}
