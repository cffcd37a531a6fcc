//! Reading what is loaded into the page's state: a file opened through the one door of the
//! formats ([`crate::formats::open`]), with what the file says of each player beyond the
//! tournament (an [`Entrant`], for the DSB player list) and the INGO numbers of a JSON.

use super::table::{edit_of, edits_of, Edit};
use crate::dwz::{Date, Tournament};
use crate::formats::dsb_list::matching::entrants_of;
use crate::formats::open::Kind;
use crate::formats::{crosstable, json, swt, Entrant, Imported, Opened};
use crate::input::{At, Field, Format, InputError, Place, Problem};
use crate::web::common::read::date_in;

/// A loaded tournament: the tournament as the file gives it, what the file says of each player
/// beyond it (for the DSB player list), and the INGO numbers a JSON carries (as typed).
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded {
    /// The tournament as the file gives it.
    pub tournament: Tournament,
    /// What the file says of each player beyond it.
    pub entrants: Vec<Entrant>,
    /// The INGO numbers a JSON carries, a player each (as typed; empty: none).
    pub ingo: Vec<String>,
}

impl Loaded {
    /// The player table as the file fills it (with the INGO numbers).
    pub fn edits(&self) -> Vec<Edit> {
        let mut edits = edits_of(&self.tournament);
        for (e, ingo) in edits.iter_mut().zip(&self.ingo) {
            e.ingo.clone_from(ingo);
        }
        edits
    }

    /// The fields of player `k` as the file fills them.
    pub fn edit(&self, k: usize) -> Option<Edit> {
        let mut e = edit_of(self.tournament.players.get(k)?);
        e.ingo = self.ingo.get(k).cloned().unwrap_or_default();
        Some(e)
    }

    /// A tournament and its entrants, without INGO numbers.
    pub fn imported(i: Imported) -> Loaded {
        let n = i.tournament.players.len();
        Loaded {
            tournament: i.tournament,
            entrants: i.entrants,
            ingo: vec![String::new(); n],
        }
    }
}

/// A file's DWZ `dwz` as typed where it is converted to the 2026 scale (`on`) or back: the
/// new text where the field holds the other one (a DWZ the user or the list gave stays).
///
/// ```
/// use wertung::web::turnier::load::scaled;
/// assert_eq!(scaled(Some(763), "763", true).as_deref(), Some("1163"));
/// assert_eq!(scaled(Some(763), "1163", false).as_deref(), Some("763"));
/// assert_eq!(scaled(Some(763), "1500", true), None);
/// assert_eq!(scaled(Some(2300), "2300", true), None);
/// ```
pub fn scaled(dwz: Option<u32>, typed: &str, on: bool) -> Option<String> {
    let old = dwz?;
    let new = crate::dwz::scale_2026(i64::from(old))?.to_string();
    let old = old.to_string();
    let (from, to) = if on { (old, new) } else { (new, old) };
    (typed.trim() == from && from != to).then_some(to)
}

/// Whether a file on the old scale is converted in the player table: its lowest DWZ's field
/// holds the new value.
pub fn converted(t: &Tournament, typed: impl Fn(usize) -> Option<String>) -> bool {
    let low = t
        .players
        .iter()
        .position(|p| p.dwz.is_some_and(|d| d < crate::dwz::scale::NEW_SCALE_MIN));
    low.is_some_and(|k| {
        let back = typed(k).and_then(|e| scaled(t.players[k].dwz, &e, false));
        back.is_some()
    })
}

/// Whether the file's name says it is a Swiss-Chess file.
fn named_swt(name: &str) -> bool {
    name.to_ascii_lowercase().ends_with(".swt")
}

/// A Swiss-Chess file (or another binary file, [`crate::formats::open`] tells them apart from
/// texts only): an SWT where it is one; else none of the tournament files the page reads, as
/// each was tried (`Format::Tournament`), never the words of the one reader that refused it
/// last. A file named `.swt` is read as one, and its errors are the SWT reader's.
fn read_binary(name: &str, bytes: &[u8], end_date: &str) -> Result<Loaded, InputError> {
    match or_typed_end(end_date, |end| swt::read_swt(bytes, end)) {
        Ok(imported) => Ok(Loaded::imported(imported)),
        Err(e) if !named_swt(name) && matches!(e.problem, Problem::NotThisFormat(_)) => {
            Err(InputError::at(
                Place::default(),
                "",
                Problem::NotThisFormat(Format::Tournament),
            ))
        }
        Err(e) => Err(e),
    }
}

/// The end date as typed where it is a date (else the file's end counts).
fn given_end(end_date: &str) -> Option<Date> {
    date_in(end_date, &At::Tournament.into(), Field::EndDate)
        .ok()
        .flatten()
}

/// A file read with its own end date; only where it has none, with the end date as typed.
fn or_typed_end<T>(
    end_date: &str,
    read: impl Fn(Option<Date>) -> Result<T, InputError>,
) -> Result<T, InputError> {
    match read(None) {
        Err(e) if e.problem == Problem::NoEndDate => match given_end(end_date) {
            Some(end) => read(Some(end)),
            None => Err(e),
        },
        read => read,
    }
}

/// Reads a loaded file or a pasted text (`name` empty) through the one door of the formats
/// ([`crate::formats::open`]: the format told by the content, the text decoded once) into the
/// page's state ([`read_opened`]).
///
/// ```
/// use wertung::web::turnier::load::read_file;
/// // A TRF saved by a Windows program: "Müller" in Windows-1252.
/// let trf = b"012 Test\n052 2026/12/12\n\
/// 001    1      M\xfcller,Hans                       2000                             1.0    1     2 w 1\n\
/// 001    2      B                                                                  0.0    2     1 b 0\n";
/// let loaded = read_file("test.trf", trf, "").unwrap();
/// assert_eq!(loaded.tournament.players[0].name.as_deref(), Some("Müller,Hans"));
/// ```
pub fn read_file(name: &str, bytes: &[u8], end_date: &str) -> Result<Loaded, InputError> {
    read_opened(name, &crate::formats::open(name, bytes)?, end_date)
}

/// A file opened ([`crate::formats::open`]) as the page keeps it: a Swiss-Chess file, a TRF or
/// the DSB's report with their own end (`end_date` as typed only where they have none), a
/// tournament JSON with its INGO numbers, a cross table with the end date typed; a list is no
/// tournament. Each file is its own tournament, with its own end.
pub fn read_opened(name: &str, file: &Opened, end_date: &str) -> Result<Loaded, InputError> {
    match file {
        Opened::Swt(bytes) => read_binary(name, bytes, end_date),
        Opened::Text(Kind::Json, text) => read_json(text),
        Opened::Text(Kind::CrossTable, text) => read_cross_table(text, end_date),
        Opened::Text(..) => Ok(Loaded::imported(or_typed_end(end_date, |end| {
            file.imported(end)
        })?)),
        Opened::List(..) => Err(crate::formats::open::not_a_tournament(file)),
    }
}

/// Reads a pasted text: tournament JSON, TRF, the DSB's report, or a cross table (which needs
/// the end date typed in `end_date`).
pub fn read_any(text: &str, end_date: &str) -> Result<Loaded, InputError> {
    read_file("", text.as_bytes(), end_date)
}

/// A tournament JSON with the INGO numbers (`"ingo"` fields) where it has them.
fn read_json(text: &str) -> Result<Loaded, InputError> {
    let t = json::read_tournament(text)?;
    let ingo = json::read_ingo_numbers(text, &t).map_or_else(
        |_| vec![String::new(); t.players.len()],
        |players| {
            players
                .iter()
                .map(|p| {
                    p.number
                        .map(|n| format!("{}/{}", crate::dwz::numeric::show(n.f), n.index))
                        .unwrap_or_default()
                })
                .collect()
        },
    );
    Ok(Loaded {
        entrants: entrants_of(&t),
        tournament: t,
        ingo,
    })
}

/// A cross table, which needs the end date typed (it has none of its own).
fn read_cross_table(text: &str, end_date: &str) -> Result<Loaded, InputError> {
    let place = At::CrossTable.into();
    let end = date_in(end_date, &place, Field::EndDate)?
        .ok_or_else(|| InputError::missing(At::CrossTable, Field::EndDate))?;
    let t = crosstable::read_crosstable(text, "", end)?;
    Ok(Loaded {
        entrants: entrants_of(&t),
        ingo: vec![String::new(); t.players.len()],
        tournament: t,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn a_cross_table_without_end_date_says_what_is_missing() {
        let e = read_any("A;x;1\nB;0;x\n", "").unwrap_err();
        assert_eq!(Lang::De.error(&e), "Kreuztabelle, Turnierende: fehlt");
        assert_eq!(
            Lang::En.error(&e),
            "cross table, tournament end: is missing"
        );
        let e = read_any("A;x;1\nB;0;x\n", "32.1.2026").unwrap_err();
        assert!(Lang::De.error(&e).contains("„32.1.2026“ ist kein Datum"));
    }

    #[test]
    fn a_binary_file_is_tried_by_its_content_and_named_by_what_was_tried() {
        // A zip (the DSB's list, say) and another binary file: no Swiss-Chess words, every
        // format the page reads named.
        let mut zip = b"PK\x03\x04\x14\x00\x00\x00".to_vec();
        zip.resize(700, 0);
        let e = read_file("LV-0-csv.zip", &zip, "").unwrap_err();
        assert_eq!(
            Lang::De.error(&e),
            "ZIP: die Datei ist keine Turnierdatei (versucht als Swiss-Chess-Datei (SWT), TRF, DSB-Turnierbericht (XML), Turnier-JSON und Kreuztabelle)"
        );
        assert!(Lang::En
            .error(&e)
            .starts_with("ZIP: the file is not a tournament file (tried as"));
        let e = read_file("bild.png", &[0x89, b'P', b'N', b'G', 0, 0, 0, 13], "").unwrap_err();
        assert_eq!(
            Lang::De.error(&e),
            "die Datei ist keine Turnierdatei (versucht als Swiss-Chess-Datei (SWT), TRF, DSB-Turnierbericht (XML), Turnier-JSON und Kreuztabelle)"
        );
        // A file named .swt is read as one, and a broken one says so.
        let e = read_file("kaputt.swt", b"Turnier am Sonntag", "").unwrap_err();
        assert!(Lang::De
            .error(&e)
            .contains("keine Swiss-Chess-Turnierdatei"));
        // An SWT without its name is still read by its content.
        let shared = std::env::var("WERTUNG_SHARED").map_or_else(
            |_| std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared"),
            std::path::PathBuf::from,
        );
        let swt = std::fs::read(shared.join("testdata/swt/SwissIndividual.SWT")).unwrap();
        let loaded = read_file("upload", &swt, "").unwrap();
        assert_eq!(loaded.tournament.players.len(), 24);
    }

    #[test]
    fn an_empty_file_says_it_is_empty() {
        for text in ["", " \n\r\n", "\u{feff}"] {
            let e = read_file("leer.trf", text.as_bytes(), "").unwrap_err();
            assert_eq!(Lang::De.error(&e), "die Datei ist leer");
            assert_eq!(Lang::En.error(&e), "the file is empty");
        }
    }
}
