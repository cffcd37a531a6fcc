//! The DSB's tournament report, `DSB_DWZ_TournamentReport` version 2.5 (XML, schema
//! `DSB_DWZ_Tounament_2_5_1.xsd` of 2026-05-30, `shared/reference/dsb-xml/`): the file a
//! tournament director sends to his Wertungsreferent. Written ([`write_report`]) and read
//! ([`read_report`], [`imported_of`]). Pure: no I/O, no clock, no randomness of its own (the
//! caller passes the random bytes of the UUIDs and the creation time in), no panics.
//!
//! * [`Report`] is the report as a model: the head ([`Head`]: what the file and the user give of
//!   the tournament), the players ([`ReportPlayer`]) and the games ([`ReportGame`]).
//!   [`assemble`] builds it from a tournament as the page and the CLI hold it (after the player
//!   list and the user's choices), the one assembly both call: the list gives the DSB person
//!   ID, the birth year, the sex and the membership (VKZ and member number of one and the same
//!   row, chosen by one rule: [`membership_row`]); the club's name comes from the zip's
//!   `vereine.csv` ([`crate::formats::dsb_list::clubs`]).
//! * [`write_report`] refuses ([`ExportError`]) rather than write an invalid or estimated file:
//!   every required field that is missing (time control, location, a player's birth year, ...) is
//!   named, with the player; and it checks what the schema cannot (its key/keyref do not fire):
//!   unique player numbers, games pointing at players, the points played in a game at most 1,
//!   rounds within `rounds`. No empty element is written, no 0 for a missing FIDE ID or rating.
//! * Forfeits are `+` / `-` (`--` is `-` / `-`); byes and "spielfrei" are no games of the
//!   tournament model and are left out (the schema allows it).
//! * A game without a round (a cross table, a tournament JSON without `round`) gets the first
//!   round in which neither player plays yet; `rounds` is the file's, else the highest round.
//! * Player numbers are the players' ids where all are distinct numbers 1..999999 (start ranks of
//!   TRF and SWT), else their positions.

mod assemble;
mod build;
mod decisions;
mod head;
mod read;
mod trf_out;
mod words;
mod write;
mod xml;

pub use assemble::{assemble, listed, listed_row, membership_row, Listed};
pub use decisions::{
    choices_of, member_by_elements, notes_with_decisions, NOTE_MEMBERS, NOTE_NON_MEMBERS,
};
pub use head::{head_of_swt, head_of_trf};
pub use read::{imported_of, read_report};
pub use trf_out::write_trf;
pub use write::{
    write_report, write_submission, ExportError, Issue, ReportField, ReportProblem, Where,
};

use crate::dwz::Date;

/// The XML namespace of the report.
pub const NAMESPACE: &str = "http://www.schachbund.de/XMLSchema";
/// The schema's version, written as the root's `version`.
pub const VERSION: &str = "2.5";
/// What the header names as the writing system.
pub const SYSTEM: &str = "Wertung";

/// The words that label the page's Turniercode and Spielebene in the report's `notes` (the
/// schema has no element of their own): `Turniercode: B-2026-17; Spielebene: Bezirk`.
pub const NOTE_CODE: &str = "Turniercode";
/// The label of the Spielebene in the notes.
pub const NOTE_LEVEL: &str = "Spielebene";

/// The notes of a report: Turniercode and Spielebene as [`NOTE_CODE`] and [`NOTE_LEVEL`] label
/// them, and the rest (in order, `; ` between); read back by [`notes_fields`].
///
/// ```
/// use wertung::formats::dsb_xml::{notes_fields, notes_of};
/// let notes = notes_of(Some("B-17"), Some("Bezirk"), None).unwrap();
/// assert_eq!(notes, "Turniercode: B-17; Spielebene: Bezirk");
/// assert_eq!(notes_fields(&notes), (Some("B-17".into()), Some("Bezirk".into()), None));
/// assert_eq!(notes_fields("Hallenturnier"), (None, None, Some("Hallenturnier".into())));
/// assert_eq!(notes_of(None, None, None), None);
/// ```
pub fn notes_of(code: Option<&str>, level: Option<&str>, rest: Option<&str>) -> Option<String> {
    let parts: Vec<String> = [(NOTE_CODE, code), (NOTE_LEVEL, level)]
        .iter()
        .filter_map(|(label, v)| v.map(|v| format!("{label}: {v}")))
        .chain(rest.map(str::to_string))
        .collect();
    (!parts.is_empty()).then(|| parts.join("; "))
}

/// What [`notes_of`] wrote: Turniercode, Spielebene and the rest of a report's notes.
pub fn notes_fields(notes: &str) -> (Option<String>, Option<String>, Option<String>) {
    let (mut code, mut level, mut rest) = (None, None, Vec::new());
    for part in notes.split("; ").map(str::trim).filter(|p| !p.is_empty()) {
        let value = |label: &str| {
            part.strip_prefix(label)
                .and_then(|v| v.strip_prefix(':'))
                .map(|v| v.trim().to_string())
        };
        match (value(NOTE_CODE), value(NOTE_LEVEL)) {
            (Some(v), _) if code.is_none() => code = Some(v),
            (_, Some(v)) if level.is_none() => level = Some(v),
            _ => rest.push(part),
        }
    }
    (code, level, (!rest.is_empty()).then(|| rest.join("; ")))
}

/// The tournament head: what the file and the user give (`None` where nobody gave it). The
/// page keeps the file's with the tournament (as JSON, dates as `YYYY-MM-DD`).
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Head {
    /// Kept with the tournament and reused for a corrected file.
    pub tournament_uuid: Option<String>,
    /// The tournament's name.
    pub label: Option<String>,
    /// SR, SW, SC, TR, TW, TC, each also with `-H` (hybrid).
    pub kind: Option<String>,
    /// The time control, as given.
    pub time_control: Option<String>,
    /// The number of rounds.
    pub rounds: Option<u32>,
    /// The first day.
    #[serde(with = "iso_date")]
    pub start_date: Option<Date>,
    /// The last day.
    #[serde(with = "iso_date")]
    pub end_date: Option<Date>,
    /// Where it was played.
    pub location: Option<String>,
    /// Its web page.
    pub url: Option<String>,
    /// The notes: Turniercode, Spielebene and the rest ([`notes_fields`]).
    pub notes: Option<String>,
    /// The age class (of a youth tournament).
    pub age_class: Option<String>,
    /// The header's sender (a person or an organisation); without one no header is written.
    pub sender: Option<String>,
    /// The program that wrote a report read (the header's `system`; the writer writes its own,
    /// [`SYSTEM`]).
    pub system: Option<String>,
}

/// A head's date as JSON: `YYYY-MM-DD` (what does not read as a date is none).
mod iso_date {
    use crate::dwz::Date;
    use serde::{Deserialize, Deserializer, Serializer};

    #[allow(clippy::ref_option)] // the signature serde's `serialize_with` calls
    pub fn serialize<S: Serializer>(d: &Option<Date>, s: S) -> Result<S::Ok, S::Error> {
        match d {
            Some(d) => s.serialize_some(&d.to_string()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Date>, D::Error> {
        let text = Option::<String>::deserialize(d)?;
        Ok(text.as_deref().and_then(Date::parse))
    }
}

impl Head {
    /// This head, its missing fields taken from `other` (e.g. the user's over the file's).
    #[must_use]
    pub fn or(self, other: Head) -> Head {
        Head {
            tournament_uuid: self.tournament_uuid.or(other.tournament_uuid),
            label: self.label.or(other.label),
            kind: self.kind.or(other.kind),
            time_control: self.time_control.or(other.time_control),
            rounds: self.rounds.or(other.rounds),
            start_date: self.start_date.or(other.start_date),
            end_date: self.end_date.or(other.end_date),
            location: self.location.or(other.location),
            url: self.url.or(other.url),
            notes: self.notes.or(other.notes),
            age_class: self.age_class.or(other.age_class),
            sender: self.sender.or(other.sender),
            system: self.system.or(other.system),
        }
    }
}

/// A player of the report.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ReportPlayer {
    /// The player's number in the tournament: how the games name him.
    pub number: u32,
    /// The DSB person ID (the list's `ID`, e.g. `NU4073762`).
    pub dsb_id: Option<String>,
    /// His surname.
    pub surname: String,
    /// His forename.
    pub forename: String,
    /// His year of birth.
    pub birth_year: Option<i32>,
    /// His date of birth, where known.
    pub birth_date: Option<Date>,
    /// VKZ (ZPS club number) and member number: of the same membership.
    pub vkz: Option<String>,
    /// His member number in the club of `vkz`.
    pub member_number: Option<u32>,
    /// The club's name (from `vereine.csv`).
    pub club: Option<String>,
    /// His FIDE ID.
    pub fide_id: Option<u64>,
    /// His FIDE rating.
    pub fide_rating: Option<u32>,
    /// `m` or `w`.
    pub sex: Option<char>,
    /// The membership decided by hand where the elements say otherwise ([`member_by_elements`]):
    /// a member without DSB ID and VKZ, a non-member with the file's VKZ. The report's notes
    /// carry it ([`NOTE_MEMBERS`], [`NOTE_NON_MEMBERS`]); `None`: as the elements say.
    pub member: Option<bool>,
}

impl ReportPlayer {
    /// The name as the tournament model holds it: "Nachname, Vorname", or the one name where
    /// surname and forename are the same (the schema's rule for a single name).
    pub fn name(&self) -> String {
        if self.forename.is_empty() || self.forename == self.surname {
            self.surname.clone()
        } else if self.surname.is_empty() {
            self.forename.clone()
        } else {
            format!("{}, {}", self.surname, self.forename)
        }
    }
}

/// A point of one side of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Point {
    /// `0`: lost.
    Zero,
    /// `0.5`: drawn.
    Half,
    /// `1`: won.
    One,
    /// Won without play (not rated for this side).
    Plus,
    /// Lost without play (not rated for this side).
    Minus,
}

impl Point {
    /// As the schema writes it.
    pub fn code(self) -> &'static str {
        match self {
            Point::Zero => "0",
            Point::Half => "0.5",
            Point::One => "1",
            Point::Plus => "+",
            Point::Minus => "-",
        }
    }

    /// Reads `0`, `0.5`, `1`, `+`, `-`.
    pub fn parse(text: &str) -> Option<Point> {
        Some(match text.trim() {
            "0" => Point::Zero,
            "0.5" => Point::Half,
            "1" => Point::One,
            "+" => Point::Plus,
            "-" => Point::Minus,
            _ => return None,
        })
    }

    /// The points played (in halves); `None` for `+` and `-`.
    pub fn halves(self) -> Option<u32> {
        match self {
            Point::Zero => Some(0),
            Point::Half => Some(1),
            Point::One => Some(2),
            _ => None,
        }
    }
}

/// A game of the report: `None` for a side is `noneWhitePlayer` / `noneBlackPlayer`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportGame {
    /// The round, where given.
    pub round: Option<u32>,
    /// The day it was played, where given.
    pub date: Option<Date>,
    /// White's number; `None`: no white player.
    pub white: Option<u32>,
    /// Black's number; `None`: no black player.
    pub black: Option<u32>,
    /// White's point.
    pub point_white: Point,
    /// Black's point.
    pub point_black: Point,
}

/// The report as a model.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Report {
    /// The tournament head.
    pub head: Head,
    /// The players, in the report's order.
    pub players: Vec<ReportPlayer>,
    /// The games.
    pub games: Vec<ReportGame>,
}

/// What makes one file: its UUID and its creation time (`xs:dateTime`), given by the caller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stamp {
    /// The file's UUID (version 4).
    pub file_uuid: String,
    /// When the file was created (`xs:dateTime`).
    pub created: String,
}

/// A version-4 UUID (RFC 4122) from 16 random bytes (the `uuid` crate sets its version and
/// variant bits).
///
/// ```
/// use wertung::formats::dsb_xml::{is_uuid, uuid_v4};
/// let u = uuid_v4([0xab; 16]);
/// assert_eq!(u, "abababab-abab-4bab-abab-abababababab");
/// assert!(is_uuid(&u));
/// ```
pub fn uuid_v4(random: [u8; 16]) -> String {
    uuid::Builder::from_random_bytes(random)
        .into_uuid()
        .hyphenated()
        .to_string()
}

/// The two UUIDs a new report file of the page takes of 32 random bytes (the CLI takes its own):
/// the tournament's (for a head without one) from the first 16, the file's own from the last
/// 16; missing bytes count as zeros.
///
/// ```
/// use wertung::formats::dsb_xml::new_uuids;
/// let mut random = [0x11u8; 32];
/// random[16..].fill(0x22);
/// let (tournament, file) = new_uuids(&random);
/// assert_eq!(tournament, "11111111-1111-4111-9111-111111111111");
/// assert_eq!(file, "22222222-2222-4222-a222-222222222222");
/// ```
pub fn new_uuids(random: &[u8]) -> (String, String) {
    let half = |k: usize| {
        let mut out = [0u8; 16];
        if let Some(b) = random.get(16 * k..16 * k + 16) {
            out.copy_from_slice(b);
        }
        uuid_v4(out)
    };
    (half(0), half(1))
}

/// Whether a text is a UUID as the schema's pattern has it (8-4-4-4-12 hexadecimal digits).
pub fn is_uuid(text: &str) -> bool {
    let parts: Vec<&str> = text.split('-').collect();
    parts.len() == 5
        && parts
            .iter()
            .zip([8, 4, 4, 4, 12])
            .all(|(p, n)| p.len() == n && p.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The tournament types the schema allows.
pub const TYPES: [&str; 6] = ["SR", "SW", "SC", "TR", "TW", "TC"];

/// Whether a text is a tournament type of the schema (`SW`, `TR-H`, ...).
pub fn is_type(text: &str) -> bool {
    let base = text.strip_suffix("-H").unwrap_or(text);
    TYPES.contains(&base)
}

/// A creation time (`xs:dateTime`, UTC) from seconds since 1970-01-01.
///
/// ```
/// use wertung::formats::dsb_xml::date_time;
/// assert_eq!(date_time(0), "1970-01-01T00:00:00Z");
/// assert_eq!(date_time(1_795_000_000), "2026-11-18T11:06:40Z");
/// ```
pub fn date_time(unix_seconds: i64) -> String {
    let days = unix_seconds.div_euclid(86_400);
    let secs = unix_seconds.rem_euclid(86_400);
    // A clock beyond the year 9999 is wrong; its report is stamped 1970 rather than refused.
    let date = Date::from_days_since_1970(days).unwrap_or(Date {
        year: 1970,
        month: 1,
        day: 1,
    });
    format!(
        "{date}T{:02}:{:02}:{:02}Z",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}
