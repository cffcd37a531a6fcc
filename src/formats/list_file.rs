//! What a file chosen as a player list is, told by its first bytes before it is read: the
//! DSB's list, FIDE's, or what else it is (a PDF, a tournament file, binary data, a text of
//! another kind), so that a wrong file is named as what it is and none of its bytes are shown.
//!
//! ```
//! use wertung::formats::list_file::{what_is, ListFile};
//! use wertung::formats::open::Kind;
//! assert_eq!(what_is("liste.pdf", b"%PDF-1.7\n%\xe2\xe3"), ListFile::Pdf);
//! assert_eq!(what_is("x.bin", &[0x17, 0x00, 0xff, 0x80]), ListFile::Binary);
//! assert_eq!(what_is("t.trf", b"012 Open\n001    1      A"), ListFile::Tournament(Kind::Trf));
//! assert_eq!(what_is("notiz.txt", b"Einkaufsliste: Brot"), ListFile::Text);
//! ```

use super::open::{open, Kind};
use crate::dwz::Date;

/// What a file chosen as a list is ([`what_is`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListFile {
    /// The DSB's player list (a zip, `spieler.csv` or its TXT); a zip of other files too, whose
    /// reader names what it lacks.
    DsbList,
    /// FIDE's rating list (its text, its XML or their zip).
    FideList,
    /// A PDF document (a list printed, not the list).
    Pdf,
    /// A tournament file of that kind (Swiss-Chess, TRF, JSON, the DSB's report).
    Tournament(Kind),
    /// Binary data of no kind known: no text.
    Binary,
    /// A text of no list's layout.
    Text,
    /// Nothing in it.
    Empty,
}

/// How many control characters (besides tab and line ends) in a file's beginning make it
/// binary data rather than text.
const CONTROLS: usize = 8;

/// What the file `name` beginning with `head` (its first few kilobytes) is.
pub fn what_is(name: &str, head: &[u8]) -> ListFile {
    if head.starts_with(b"%PDF-") {
        return ListFile::Pdf;
    }
    let controls = head
        .iter()
        .filter(|&&b| b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r' | 0x0c | 0x1a))
        .count();
    let swt = name.to_ascii_lowercase().ends_with(".swt");
    match open(name, head) {
        Ok(opened) => match opened.kind() {
            Kind::DsbList => ListFile::DsbList,
            Kind::FideList => ListFile::FideList,
            Kind::Swt if swt => ListFile::Tournament(Kind::Swt),
            Kind::Swt => ListFile::Binary,
            _ if controls >= CONTROLS => ListFile::Binary,
            Kind::CrossTable => ListFile::Text,
            kind => ListFile::Tournament(kind),
        },
        Err(_) if head.iter().all(u8::is_ascii_whitespace) => ListFile::Empty,
        Err(_) => ListFile::Binary,
    }
}

/// The month of a zip's first entry (its local header's DOS date), as the 1st of it: the month
/// FIDE's `players_list.zip` is of, told from its first bytes before it is read; `None` for a
/// file that is no zip, or an entry without a date.
///
/// ```
/// use wertung::formats::list_file::zip_month;
/// // Written 2026-03-01: (2026 - 1980) << 9 | 3 << 5 | 1.
/// let date: u16 = (46 << 9) | (3 << 5) | 1;
/// let mut head = b"PK\x03\x04\x14\x00\x00\x00\x08\x00\x00\x00".to_vec();
/// head.extend_from_slice(&date.to_le_bytes());
/// assert_eq!(zip_month(&head).map(|d| (d.year, d.month, d.day)), Some((2026, 3, 1)));
/// assert_eq!(zip_month(b"ID Number      Name"), None);
/// ```
pub fn zip_month(head: &[u8]) -> Option<Date> {
    if !head.starts_with(b"PK\x03\x04") {
        return None;
    }
    let date = u16::from_le_bytes([*head.get(12)?, *head.get(13)?]);
    let year = 1980 + i32::from(date >> 9);
    let month = ((date >> 5) & 15) as u8;
    Date::new(year, month, 1).filter(|_| date != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_are_told_apart_from_what_else_is_chosen() {
        let dsb = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index\r\nNU1,10614,1,A,\"Müller,Hans\",M,,1970,202545,1850,42\r\n";
        assert_eq!(what_is("spieler.csv", dsb.as_bytes()), ListFile::DsbList);
        let fide =
            "<playerslist><player><fideid>1</fideid><name>A, B</name></player></playerslist>";
        assert_eq!(
            what_is("players_list_xml_foa.xml", fide.as_bytes()),
            ListFile::FideList
        );
        // Random bytes: binary, whatever the name says.
        let mut seed: u32 = 7;
        let random: Vec<u8> = (0..4096)
            .map(|_| {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                (seed >> 16) as u8
            })
            .collect();
        assert_eq!(what_is("players_list.zip", &random), ListFile::Binary);
        assert_eq!(
            what_is("turnier.swt", &random),
            ListFile::Tournament(Kind::Swt)
        );
        // Without a zero byte, but full of control characters: binary all the same.
        let controls: Vec<u8> = random.iter().map(|&b| b.max(1)).collect();
        assert_eq!(what_is("x.csv", &controls), ListFile::Binary);
        assert_eq!(what_is("leer.csv", b" \r\n"), ListFile::Empty);
        assert_eq!(
            what_is("t.json", b"{\"players\": []}"),
            ListFile::Tournament(Kind::Json)
        );
    }
}
