//! The one door for a file: [`open`] tells every format the project reads by the file's
//! content (its name only a hint where the content cannot tell), and decodes a text once
//! (UTF-8, Windows-1252 or code page 850, [`encoding::decode`]). The CLI (whose `--input` names
//! the format instead, [`open_as`]) and the tournament page's second module both open files
//! through it; what each then does with the file is its own concern.
//!
//! How the content tells: a zip is FIDE's list where its entry is one of FIDE's, else the DSB's
//! list (`LV-x-csv.zip`); other bytes with a zero byte in their first 4 KB are a Swiss-Chess
//! file (no text has one). A text is FIDE's list by its first line (`ID Number`,
//! `<playerslist`), the DSB's tournament report where it is XML, tournament JSON where it is an
//! object, a TRF where it has a player record (`001 `), the DSB's list where its header names
//! the list's columns, a page of chess-results.com where it is HTML naming chess-results or
//! the copied text of a player's page ([`chess_results::is_page`]), and else a cross table.

use super::dsb_list::{self, looks_like_list};
use super::{
    chess_results, crosstable, dsb_xml, encoding, fide_list, json, swt, trf, zip, Imported,
};
use crate::dwz::Date;
use crate::input::{At, Field, Format, InputError, Place, Problem};

/// The formats a file may be in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A Swiss-Chess tournament file (`.SWT`, binary).
    Swt,
    /// A tournament in the FIDE Tournament Report File format.
    Trf,
    /// A tournament as JSON (the CLI's input format).
    Json,
    /// The DSB's tournament report (XML).
    DsbXml,
    /// A cross table (a line a player).
    CrossTable,
    /// The DSB's player list (`spieler.csv`, its TXT, or the zip it comes in).
    DsbList,
    /// FIDE's rating list (its text, its XML, or their zip).
    FideList,
    /// A page of chess-results.com (saved HTML, or a player's page copied as text): one
    /// player's games, for the estimates, not a tournament.
    ChessResults,
}

impl Kind {
    /// Whether files of this kind are tournaments (the lists are not).
    pub fn is_tournament(self) -> bool {
        !matches!(self, Kind::DsbList | Kind::FideList | Kind::ChessResults)
    }
}

/// A file opened: its kind, and its content as the kind's reader takes it.
#[derive(Debug, Clone, PartialEq)]
pub enum Opened<'a> {
    /// A Swiss-Chess file's bytes.
    Swt(&'a [u8]),
    /// A text file, decoded (the byte-order mark dropped): a TRF, a tournament JSON, the DSB's
    /// report, a cross table or a page of chess-results.com.
    Text(Kind, String),
    /// A list's bytes (their readers unpack and decode them as they go: FIDE's list unpacks
    /// to 300 MB of text, which is never held whole).
    List(Kind, &'a [u8]),
}

impl Opened<'_> {
    /// The file's kind.
    pub fn kind(&self) -> Kind {
        match self {
            Opened::Swt(_) => Kind::Swt,
            Opened::Text(kind, _) | Opened::List(kind, _) => *kind,
        }
    }

    /// The text of a text file (none for a Swiss-Chess file or a list).
    pub fn text(&self) -> Option<&str> {
        match self {
            Opened::Text(_, text) => Some(text),
            _ => None,
        }
    }

    /// The tournament of a tournament file, with what the file says of each player beyond it;
    /// `end` replaces the end of a Swiss-Chess file, a TRF or a report where given (a cross
    /// table, which has none, needs it; a tournament JSON carries its own).
    /// A list is no tournament: [`Problem::NotThisFormat`] of [`Format::Tournament`].
    pub fn imported(&self, end: Option<Date>) -> Result<Imported, InputError> {
        let with_entrants = |tournament: crate::dwz::Tournament| Imported {
            entrants: dsb_list::matching::entrants_of(&tournament),
            tournament,
        };
        match self {
            Opened::Swt(bytes) => swt::read_swt(bytes, end),
            Opened::Text(Kind::Trf, text) => trf::read_trf_imported(text, end),
            Opened::Text(Kind::DsbXml, text) => {
                dsb_xml::imported_of(&dsb_xml::read_report(text)?, end)
            }
            Opened::Text(Kind::Json, text) => Ok(with_entrants(json::read_tournament(text)?)),
            Opened::Text(Kind::ChessResults, _) => {
                Err(InputError::at(Place::default(), "", Problem::PlayerPage))
            }
            Opened::Text(_, text) => {
                let end = end.ok_or_else(|| InputError::missing(At::CrossTable, Field::EndDate))?;
                Ok(with_entrants(crosstable::read_crosstable(text, "", end)?))
            }
            Opened::List(..) => Err(not_a_tournament(self)),
        }
    }
}

/// Why a list (or another file) is no tournament: every tournament format was tried; a zip is
/// named as one.
pub fn not_a_tournament(opened: &Opened) -> InputError {
    let place = match opened {
        Opened::List(_, bytes) if zip::is_zip(bytes) => At::File("ZIP".into()).into(),
        _ => Place::default(),
    };
    InputError::at(place, "", Problem::NotThisFormat(Format::Tournament))
}

/// Opens a file by its content: its kind, and its text decoded once. `name` (the file's name
/// as chosen, empty for a pasted text) counts only where the content cannot tell: a text of
/// no other format named `.swt` is a Swiss-Chess file (whose reader says what is wrong with
/// it), not a cross table. An empty file (or one of spaces) is [`Problem::EmptyFile`].
///
/// ```
/// use wertung::formats::open::{open, Kind};
/// let kind = |name: &str, bytes: &[u8]| open(name, bytes).unwrap().kind();
/// assert_eq!(kind("turnier.json", b"012 Open\n001    1      A"), Kind::Trf);
/// assert_eq!(kind("x.trf", b"{\"players\": []}"), Kind::Json);
/// assert_eq!(kind("", b"A;x;1\nB;0;x\n"), Kind::CrossTable);
/// assert_eq!(kind("x.swt", b"<?xml version=\"1.0\"?>"), Kind::DsbXml);
/// assert_eq!(kind("kaputt.swt", b"Turnier am Sonntag"), Kind::Swt);
/// assert_eq!(kind("", b"<html><title>Chess-Results</title><table>"), Kind::ChessResults);
/// assert!(open("leer.trf", b" \n").is_err());
/// ```
pub fn open<'a>(name: &str, bytes: &'a [u8]) -> Result<Opened<'a>, InputError> {
    if zip::is_zip(bytes) {
        let kind = if fide_list::is_fide_list(bytes) {
            Kind::FideList
        } else {
            Kind::DsbList
        };
        return Ok(Opened::List(kind, bytes));
    }
    if bytes.iter().take(4096).any(|&b| b == 0) {
        return Ok(Opened::Swt(bytes));
    }
    if fide_list::is_fide_list(bytes) {
        return Ok(Opened::List(Kind::FideList, bytes));
    }
    // The DSB's list told by its header, before its megabytes are decoded (its reader decodes
    // them as it reads).
    let head = encoding::decode(&bytes[..bytes.len().min(4096)]);
    let head = head.trim_start();
    if !head.starts_with(['<', '{']) && looks_like_list(head) {
        return Ok(Opened::List(Kind::DsbList, bytes));
    }
    let text = encoding::decode(bytes);
    let start = text.trim_start();
    let kind = if start.is_empty() {
        return Err(InputError::at(Place::default(), "", Problem::EmptyFile));
    } else if chess_results::is_page(start) {
        Kind::ChessResults
    } else if start.starts_with('<') {
        Kind::DsbXml
    } else if start.starts_with('{') {
        Kind::Json
    } else if start.lines().any(|l| l.starts_with("001 ")) {
        Kind::Trf
    } else if name.to_ascii_lowercase().ends_with(".swt") {
        return Ok(Opened::Swt(bytes));
    } else {
        Kind::CrossTable
    };
    Ok(Opened::Text(kind, text))
}

/// Opens a file as the format named (the CLI's `--input`), whatever its content.
///
/// ```
/// use wertung::formats::open::{open_as, Kind};
/// let opened = open_as(Kind::CrossTable, b"{\"players\": []}");
/// assert_eq!(opened.kind(), Kind::CrossTable);
/// assert_eq!(opened.text(), Some("{\"players\": []}"));
/// ```
pub fn open_as(kind: Kind, bytes: &[u8]) -> Opened<'_> {
    match kind {
        Kind::Swt => Opened::Swt(bytes),
        Kind::DsbList | Kind::FideList => Opened::List(kind, bytes),
        kind => Opened::Text(kind, encoding::decode(bytes)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_is_no_tournament_and_a_zip_is_named() {
        let mut zip = b"PK\x03\x04\x14\x00\x00\x00".to_vec();
        zip.resize(700, 0);
        let opened = open("turnier.trf", &zip).unwrap();
        assert_eq!(opened.kind(), Kind::DsbList);
        let e = opened.imported(None).unwrap_err();
        assert_eq!(e.problem, Problem::NotThisFormat(Format::Tournament));
        let zip_place: Place = At::File("ZIP".into()).into();
        assert_eq!(e.place, zip_place);
    }

    #[test]
    fn a_cross_table_needs_its_end() {
        let opened = open("", b"A;x;1\nB;0;x\n").unwrap();
        let e = opened.imported(None).unwrap_err();
        assert_eq!(e.field, Some(Field::EndDate));
        let end = Date::new(2026, 12, 12);
        assert_eq!(opened.imported(end).unwrap().tournament.players.len(), 2);
    }
}
