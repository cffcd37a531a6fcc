//! The words of the calculator's lists' section that need no browser: what a file chosen for a
//! list is (named as what it is where it is none, never quoting its bytes), the same file
//! chosen again, a list removed, an older list than the one loaded asked about.

use crate::dwz::Date;
use crate::formats::list_file::{what_is, ListFile};
use crate::formats::open::Kind;
use crate::i18n::{CalcResultWords, Lang};
use crate::web::common::html::date_text;

/// A text in German and in English.
pub type Both = (String, String);

/// The list a chooser is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Meant {
    /// The DSB's player list.
    Dsb,
    /// FIDE's rating list.
    Fide,
}

impl Meant {
    /// The list's name ("DSB-Spielerliste", "FIDE-Liste").
    pub fn word(self, l: Lang) -> &'static str {
        match self {
            Meant::Dsb => l.text(CalcResultWords::DsbListWord),
            Meant::Fide => l.text(CalcResultWords::FideListName),
        }
    }

    /// The local storage key of the file the list kept was read from (its name, size and
    /// time, to tell the same file chosen again).
    pub fn file_key(self) -> &'static str {
        match self {
            Meant::Dsb => "wertung-dsb-liste-datei",
            Meant::Fide => "wertung-fide-liste-datei",
        }
    }
}

/// A text in both languages, `values` filled in each (`list`: the list `meant`'s name).
fn both(m: CalcResultWords, meant: Meant, values: &[(&str, &str)]) -> (String, String) {
    let words = |l: Lang| {
        let mut all: Vec<(&str, &str)> = vec![("list", meant.word(l))];
        all.extend_from_slice(values);
        l.filled(m, &all)
    };
    (words(Lang::De), words(Lang::En))
}

/// A tournament file's format as its users name it.
fn format_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Swt => "Swiss-Chess, SWT",
        Kind::Trf => "TRF",
        Kind::Json => "JSON",
        Kind::DsbXml => "DSB XML",
        Kind::ChessResults => "chess-results.com",
        Kind::CrossTable | Kind::DsbList | Kind::FideList => "",
    }
}

/// What a file chosen for the list `meant` is: `Err` why it is no list (named as what it is),
/// `Ok` the list it is and, where it is the other list, the note that says so.
pub fn checked(meant: Meant, name: &str, head: &[u8]) -> Result<(Meant, Option<Both>), Both> {
    let file = [("file", name)];
    let is = match what_is(name, head) {
        ListFile::DsbList => Meant::Dsb,
        ListFile::FideList => Meant::Fide,
        ListFile::Pdf => return Err(both(CalcResultWords::FileIsPdf, meant, &file)),
        ListFile::Binary => return Err(both(CalcResultWords::FileIsBinary, meant, &file)),
        ListFile::Text => return Err(both(CalcResultWords::FileIsText, meant, &file)),
        ListFile::Empty => return Err(both(CalcResultWords::FileIsEmpty, meant, &file)),
        ListFile::Tournament(kind) => {
            let values = [("file", name), ("format", format_name(kind))];
            return Err(both(CalcResultWords::FileIsTournament, meant, &values));
        }
    };
    if is == meant {
        return Ok((is, None));
    }
    let words = |l: Lang| {
        l.filled(
            CalcResultWords::FileIsOther,
            &[("file", name), ("is", is.word(l)), ("meant", meant.word(l))],
        )
    };
    Ok((is, Some((words(Lang::De), words(Lang::En)))))
}

/// "… ist schon geladen": the file `name` chosen again.
pub fn same_words(name: &str) -> (String, String) {
    let words = |l: Lang| l.filled(CalcResultWords::SameList, &[("file", name)]);
    (words(Lang::De), words(Lang::En))
}

/// "DSB-Spielerliste entfernt."
pub fn removed_words(which: Meant, l: Lang) -> String {
    l.filled(CalcResultWords::ListRemoved, &[("list", which.word(l))])
}

/// FIDE's list's month as its status writes it ("03.2026", "2026-03").
pub fn month_text(l: Lang, d: Date) -> String {
    match l {
        Lang::De => format!("{:02}.{}", d.month, d.year),
        Lang::En => format!("{}-{:02}", d.year, d.month),
    }
}

/// A list's date as its status shows it: FIDE's list its month, the DSB's its day ("Stand").
fn list_date(is: Meant, l: Lang, d: Date) -> String {
    match is {
        Meant::Fide => month_text(l, d),
        Meant::Dsb => date_text(l, d),
    }
}

/// "spieler.csv ist älter (09.11.2025) als die geladene DSB-Spielerliste (23.11.2025).
/// Trotzdem ersetzen?": the file `name` of the list `is`, its date `new` and the kept one's.
pub fn older_words(is: Meant, name: &str, new: Date, kept: Date) -> Both {
    let words = |l: Lang| {
        l.filled(
            CalcResultWords::OlderList,
            &[
                ("file", name),
                ("new", &list_date(is, l, new)),
                ("kept", &list_date(is, l, kept)),
                ("list", is.word(l)),
            ],
        )
    };
    (words(Lang::De), words(Lang::En))
}

/// "… nicht geladen: die DSB-Spielerliste bleibt unverändert.": the question answered
/// "Behalten".
pub fn kept_words(is: Meant, name: &str) -> Both {
    both(CalcResultWords::ListKept, is, &[("file", name)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::common::list_age::older;

    #[test]
    fn an_older_list_is_asked_about_naming_both_dates() {
        let day = |y, m, d| Date::new(y, m, d);
        let kept = day(2025, 11, 23);
        let older_one = day(2025, 11, 9);
        let (new, kept) = older(older_one, kept).unwrap();
        let (de, en) = older_words(Meant::Dsb, "spieler-alt.csv", new, kept);
        assert_eq!(
            de,
            "spieler-alt.csv ist älter (09.11.2025) als die geladene DSB-Spielerliste (23.11.2025). Trotzdem ersetzen?"
        );
        assert_eq!(
            en,
            "spieler-alt.csv is older (2025-11-09) than the DSB player list loaded (2025-11-23). Replace it all the same?"
        );
        let march = Date::new(2026, 3, 1).unwrap();
        let (de, _) = older_words(Meant::Fide, "players_list.zip", new, march);
        assert_eq!(
            de,
            "players_list.zip ist älter (11.2025) als die geladene FIDE-Liste (03.2026). Trotzdem ersetzen?"
        );
        assert_eq!(
            kept_words(Meant::Dsb, "spieler-alt.csv"),
            (
                "spieler-alt.csv nicht geladen: die DSB-Spielerliste bleibt unverändert.".into(),
                "spieler-alt.csv not loaded: the DSB player list is kept unchanged.".into()
            )
        );
    }

    #[test]
    fn a_wrong_file_is_named_as_what_it_is_for_the_list_it_was_meant_for() {
        let random: Vec<u8> = (0..600u32).map(|k| (k * 7919 % 251) as u8).collect();
        let (de, en) = checked(Meant::Fide, "players_list.zip", &random).unwrap_err();
        assert_eq!(
            de,
            "players_list.zip ist keine FIDE-Liste: keine Textdatei und keine ZIP-Datei, sondern Binärdaten"
        );
        assert!(
            en.starts_with("players_list.zip is not the FIDE list"),
            "{en}"
        );
        let (de, _) = checked(Meant::Dsb, "liste.pdf", b"%PDF-1.4\n\x00\x01").unwrap_err();
        assert_eq!(
            de,
            "liste.pdf ist eine PDF-Datei, keine DSB-Spielerliste: bitte die Datei der Liste wählen"
        );
        let dsb = b"ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index\r\n";
        let (is, note) = checked(Meant::Fide, "spieler.csv", dsb).unwrap();
        assert_eq!(is, Meant::Dsb);
        assert_eq!(
            note.unwrap().0,
            "spieler.csv ist die DSB-Spielerliste, nicht die FIDE-Liste: als DSB-Spielerliste geladen"
        );
        assert_eq!(
            checked(Meant::Dsb, "spieler.csv", dsb).unwrap(),
            (Meant::Dsb, None)
        );
    }
}
