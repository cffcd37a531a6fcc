//! The DSB player list: every layout and encoding (lists and zips made by the tests, as no real
//! file may be shipped), matching a tournament's players, applying the list to the Karl-Mala
//! TRF and evaluating, and the CLI's `--players`.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing
#![allow(clippy::unreadable_literal)] // member and list numbers (PKZ, ZPS), not quantities

mod common;

use wertung::dwz::{evaluate, Options};
use wertung::formats::dsb_list::matching::{
    apply_list, match_players, Choice, How, ListIndex, Outcome,
};
use wertung::formats::dsb_list::{
    read_player_list, read_player_list_owned, Layout, ListRow, PlayerList, Status,
};
use wertung::formats::{trf, zip, Entrant, Imported};
use wertung::i18n::Lang;
use wertung::input::{At, Field, Format, Problem, Warning};

// ---------------------------------------------------------------------------------------------
// Files as the DSB writes them

/// Text in Windows-1252 (every character the tests use is in Latin-1).
fn cp1252(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| u8::try_from(c as u32).expect("a Latin-1 character"))
        .collect()
}

/// Text in code page 850 (the letters the tests use).
fn cp850(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            'ü' => 0x81,
            'é' => 0x82,
            'ä' => 0x84,
            'Ä' => 0x8E,
            'ö' => 0x94,
            'Ö' => 0x99,
            'Ü' => 0x9A,
            'ß' => 0xE1,
            c => u8::try_from(c as u32)
                .ok()
                .filter(u8::is_ascii)
                .expect("ASCII"),
        })
        .collect()
}

/// Lines joined with CRLF, as the DSB's files end their lines.
fn crlf(lines: &[&str]) -> String {
    let mut s = lines.join("\r\n");
    s.push_str("\r\n");
    s
}

const HEADER_2026: &str = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land,Vorname,Nachname,FIDE-Frauentitel,FIDE-Elozahl-Schnellschach,FIDE-Elozahl-Blitz";
const HEADER_17: &str = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land";
const HEADER_DEWIS: &str = "ID,VKZ,Mgl-Nr,Status,Spielername,Geschlecht,Spielberechtigung,Geburtsjahr,Letzte-Auswertung,DWZ,Index,FIDE-Elo,FIDE-Titel,FIDE-ID,FIDE-Land";
const HEADER_2014: &str = "ZPS,Mgl-Nr,Status,Spielername,Geschlecht,Spielberechtigung,Geburtsjahr,Letzte-Auswertung,DWZ,Index,FIDE-Elo,FIDE-Titel,FIDE-ID,FIDE-Land";

/// The persons of the small list, one row a membership: ID; ZPS; member; status; name; sex;
/// birth year; DWZ; index; FIDE rating; FIDE ID. Müßig-Öztürk is in two clubs (P first, then A);
/// Schmidt, Anna are two persons told apart by the birth year, one without DWZ; Weber, Peter are
/// two persons of the same name and year; Hübner has his title after the first name as the
/// list writes it.
const PERSONS: &str = "\
NU1;20511;7;P;Müßig-Öztürk,Hans-Jürgen;M;1975;1850;42;2010;4600001
NU1;10614;0081;A;Müßig-Öztürk,Hans-Jürgen;M;1975;1850;42;2010;4600001
NU2;10614;82;A;Schmidt,Anna;W;1990;;;1900;4600002
NU3;C0327;5;A;Schmidt,Anna;W;2001;1400;5;;
NU4;C0327;6;A;Weber,Peter;M;1980;1600;20;;
NU5;10614;90;A;Weber,Peter;M;1980;1500;33;;
NU6;10614;1;A;Hübner,Robert,Dr.;M;1948;2500;99;2550;4600010";

fn persons() -> Vec<[&'static str; 11]> {
    PERSONS
        .lines()
        .map(|l| l.split(';').collect::<Vec<_>>().try_into().unwrap())
        .collect()
}

fn list_2026() -> Vec<u8> {
    let mut lines = vec![HEADER_2026.to_string()];
    for [id, zps, mgl, st, name, sex, year, dwz, idx, elo, fide] in persons() {
        let (last, first) = name.split_once(',').unwrap();
        lines.push(format!(
            "{id},{zps},{mgl},{st},\"{name}\",{sex},,{year},202517,{dwz},{idx},{elo},,{fide},GER,\"{first}\",\"{last}\",,,"
        ));
    }
    cp1252(&crlf(&lines.iter().map(String::as_str).collect::<Vec<_>>()))
}

fn list_17() -> Vec<u8> {
    let mut lines = vec![HEADER_17.to_string()];
    for [id, zps, mgl, st, name, sex, year, dwz, idx, elo, fide] in persons() {
        lines.push(format!(
            "{id},{zps},{mgl},{st},\"{name}\",{sex},,{year},202517,{dwz},{idx},{elo},,{fide},GER"
        ));
    }
    cp1252(&crlf(&lines.iter().map(String::as_str).collect::<Vec<_>>()))
}

fn list_dewis() -> Vec<u8> {
    let mut lines = vec![HEADER_DEWIS.to_string()];
    for [id, zps, mgl, st, name, sex, year, dwz, idx, elo, fide] in persons() {
        let id = id.trim_start_matches("NU");
        lines.push(format!(
            "{id},{zps},{mgl},{st},\"{name}\",{sex},,{year},2014-17,{dwz},{idx},{elo},,{fide},GER"
        ));
    }
    cp1252(&crlf(&lines.iter().map(String::as_str).collect::<Vec<_>>()))
}

fn list_2014() -> Vec<u8> {
    let mut lines = vec![HEADER_2014.to_string()];
    for [_, zps, mgl, st, name, sex, year, dwz, idx, elo, fide] in persons() {
        lines.push(format!(
            "{zps},{mgl},{st},\"{name}\",{sex},,{year},201417,{dwz},{idx},{elo},,{fide},GER"
        ));
    }
    cp1252(&crlf(&lines.iter().map(String::as_str).collect::<Vec<_>>()))
}

/// The old DOS TXT: `|`, code page 850, no header, DWZ and index as `1850-42`.
fn list_txt() -> Vec<u8> {
    let mut lines = Vec::new();
    for [_, zps, mgl, st, name, sex, year, dwz, idx, elo, fide] in persons() {
        let dwz_index = if dwz.is_empty() {
            String::new()
        } else {
            format!("{dwz}-{idx}")
        };
        lines.push(format!(
            "{zps}|{mgl:>4}|{st}|{name:<30}|{sex}||{year}|201417|{dwz_index:>8}|{elo}||{fide}|GER"
        ));
    }
    let mut bytes = cp850(&crlf(&lines.iter().map(String::as_str).collect::<Vec<_>>()));
    bytes.push(0x1A); // the DOS end-of-file mark
    bytes
}

fn dsb_zip(spieler: &[u8], deflate: bool) -> Vec<u8> {
    let vereine = cp1252(&crlf(&[
        "ZPS-Nummer,Landesverband,UebergeordneterVerband,Vereinsname",
        "10614,1,106,\"SV Müßig, e.V.\"",
    ]));
    common::zip::zip(
        &[
            ("README.txt", b"Spielerdaten des DSB\r\n"),
            ("vereine.csv", &vereine),
            ("spieler.csv", spieler),
        ],
        deflate,
    )
}

/// The rows without their line numbers (which differ between layouts).
fn rows_without_lines(list: &PlayerList) -> Vec<ListRow> {
    list.rows
        .iter()
        .map(|r| ListRow {
            line: 0,
            ..r.clone()
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Reading

#[test]
fn the_2026_layout_in_windows_1252_with_crlf_and_quoted_names() {
    let list = read_player_list(&list_2026()).unwrap();
    assert_eq!(list.layout, Layout::Csv2026);
    assert_eq!(list.rows.len(), persons().len());
    let r = &list.rows.get(1).unwrap();
    assert_eq!(r.name, "Müßig-Öztürk,Hans-Jürgen");
    assert_eq!(r.line, 3);
    assert_eq!(r.id.as_deref(), Some("NU1"));
    assert_eq!(
        (r.club.as_deref(), r.member_number.as_deref()),
        (Some("10614"), Some("0081"))
    );
    assert_eq!((r.status, r.sex), (Status::Active, Some('M')));
    assert_eq!(
        (r.birth_year, r.dwz, r.index),
        (Some(1975), Some(1850), Some(42))
    );
    assert_eq!((r.fide_rating, r.fide_id), (Some(2010), Some(4600001)));
    assert_eq!(r.last_evaluation, Some(202517));
    assert_eq!(list.rows.get(0).unwrap().status, Status::Passive);
    // Schmidt, Anna of 1990 has no DWZ yet
    assert_eq!(
        (
            list.rows.get(2).unwrap().dwz,
            list.rows.get(2).unwrap().index
        ),
        (None, None)
    );
    assert_eq!(list.rows.get(6).unwrap().name, "Hübner,Robert,Dr.");
}

#[test]
fn every_layout_reads_the_same_rows() {
    let reference = read_player_list(&list_2026()).unwrap();
    let without_id = |list: &PlayerList| -> Vec<ListRow> {
        rows_without_lines(list)
            .into_iter()
            .map(|r| ListRow {
                id: None,
                last_evaluation: None,
                fide_country: None,
                ..r
            })
            .collect()
    };
    for (bytes, layout) in [
        (list_17(), Layout::Csv17),
        (list_dewis(), Layout::DewisV2),
        (list_2014(), Layout::Csv2014),
        (list_txt(), Layout::Txt),
    ] {
        let list = read_player_list(&bytes).unwrap();
        assert_eq!(list.layout, layout);
        assert_eq!(without_id(&list), without_id(&reference), "{layout:?}");
    }
    // DeWIS' ids are its own numbers; the 2014 CSV and the TXT have none
    assert_eq!(
        read_player_list(&list_dewis())
            .unwrap()
            .rows
            .get(0)
            .unwrap()
            .id
            .as_deref(),
        Some("1")
    );
    assert_eq!(
        read_player_list(&list_2014())
            .unwrap()
            .rows
            .get(0)
            .unwrap()
            .id,
        None
    );
    // the TXT: its rows start on lines 1..
    assert_eq!(
        read_player_list(&list_txt())
            .unwrap()
            .rows
            .get(1)
            .unwrap()
            .line,
        2
    );
}

#[test]
fn a_list_saved_again_by_a_spreadsheet_with_semicolons_or_in_utf8() {
    // A German spreadsheet writes `;` and quotes only what holds one.
    let mut lines = vec![HEADER_17
        .replace(',', ";")
        .replace("\"Name;Vorname\"", "Name,Vorname")];
    for [id, zps, mgl, st, name, sex, year, dwz, idx, elo, fide] in persons() {
        lines.push(format!(
            "{id};{zps};{mgl};{st};{name};{sex};;{year};202517;{dwz};{idx};{elo};;{fide};GER"
        ));
    }
    let text = crlf(&lines.iter().map(String::as_str).collect::<Vec<_>>());
    let list = read_player_list(&cp1252(&text)).unwrap();
    assert_eq!(
        rows_without_lines(&list),
        rows_without_lines(&read_player_list(&list_17()).unwrap())
    );
    // UTF-8 with a byte-order mark
    let utf8: String = list_2026().iter().map(|&b| b as char).collect();
    let with_bom = [&[0xEF, 0xBB, 0xBF][..], utf8.as_bytes()].concat();
    assert_eq!(
        read_player_list(&with_bom).unwrap(),
        read_player_list(&list_2026()).unwrap()
    );
}

#[test]
fn the_zip_stored_and_deflated() {
    let expected = read_player_list(&list_2026()).unwrap();
    for deflate in [false, true] {
        let z = dsb_zip(&list_2026(), deflate);
        let list = read_player_list(&z).unwrap();
        assert_eq!(list.rows, expected.rows, "deflate {deflate}");
        // The bytes given away (the worker's way): the same list, clubs and all.
        assert_eq!(
            read_player_list_owned(z.clone(), &mut |_, _, _| {}).unwrap(),
            list,
            "deflate {deflate}"
        );
        // The clubs' names from vereine.csv (Windows-1252, a comma in the quoted name).
        assert_eq!(
            list.clubs,
            vec![("10614".to_string(), "SV Müßig, e.V.".to_string())]
        );
        assert_eq!(list.club_name("10614"), Some("SV Müßig, e.V."));
        assert_eq!(list.club_name("10615"), None);
        let entries = zip::entries(&z).unwrap();
        assert_eq!(
            entries.iter().map(|e| e.method).collect::<Vec<_>>(),
            vec![if deflate { 8 } else { 0 }; 3]
        );
    }
    assert!(expected.clubs.is_empty(), "spieler.csv alone names no club");
    // The text given away, in Windows-1252 and in UTF-8 with its byte-order mark.
    let utf8 = [
        &[0xEF, 0xBB, 0xBF][..],
        wertung::formats::encoding::decode(&list_2026()).as_bytes(),
    ]
    .concat();
    for bytes in [list_2026(), utf8] {
        let list = read_player_list_owned(bytes, &mut |_, _, _| {}).unwrap();
        assert_eq!(list.rows, expected.rows);
    }
    // the DOS zip with spieler.txt in a folder
    let z = common::zip::zip(&[("LV-0-dos/SPIELER.TXT", &list_txt())], true);
    assert_eq!(read_player_list(&z).unwrap().layout, Layout::Txt);
    // A vereine.csv that is no club list names no club; the players still read.
    let z = common::zip::zip(
        &[("vereine.csv", b"kaputt"), ("spieler.csv", &list_2026())],
        false,
    );
    let list = read_player_list(&z).unwrap();
    assert!(list.clubs.is_empty());
    assert_eq!(list.rows, expected.rows);
}

#[test]
fn a_damaged_zip_is_an_error_never_a_panic() {
    let z = dsb_zip(&list_2026(), true);
    // every cut
    for cut in (0..z.len()).step_by(7) {
        let _ = read_player_list(&z[..cut]);
    }
    // every byte flipped, one at a time
    for at in 0..z.len() {
        let mut bad = z.clone();
        bad[at] ^= 0x5A;
        let _ = read_player_list(&bad);
    }
    // a zip without spieler.csv says which file it lacks
    let e = read_player_list(&common::zip::zip(&[("vereine.csv", b"x")], false)).unwrap_err();
    assert_eq!(
        e.place.0,
        vec![At::File("ZIP".into()), At::File("spieler.csv".into())]
    );
    assert_eq!(e.problem, Problem::Missing);
    // a flipped byte in the deflated data: the CRC or the inflater says so
    let data_at = 30 + "README.txt".len() + 2;
    let mut bad = z.clone();
    bad[data_at] ^= 0xFF;
    let e = wertung::formats::zip::unpack(&bad, &zip::entries(&bad).unwrap()[0]).unwrap_err();
    assert!(
        matches!(
            e.problem,
            Problem::NotThisFormat(_) | Problem::Truncated { .. }
        ),
        "{e:?}"
    );
    // a cut in the middle of spieler.csv's data
    let e = read_player_list(&z[..z.len() - 200]).unwrap_err();
    assert!(matches!(e.problem, Problem::Truncated { .. }), "{e:?}");
    assert_eq!(e.place.0[0], At::File("ZIP".into()));
}

#[test]
fn bad_cells_name_the_line_and_the_column() {
    let text = crlf(&[
        HEADER_17,
        "NU1,10614,1,A,\"A,B\",M,,1975,202517,1850,42,,,,GER",
        "NU2,10614,2,A,\"C,D\",M,,1975,202517,18x0,42,,,,GER",
    ]);
    let e = read_player_list(text.as_bytes()).unwrap_err();
    assert_eq!(e.place.0, vec![At::Line(3)]);
    assert_eq!(e.field, Some(Field::Column("DWZ")));
    assert_eq!(
        Lang::De.error(&e),
        "Zeile 3, DWZ: „18x0“ ist keine ganze Zahl"
    );
    let e = read_player_list(text.replace("18x0", "4100").as_bytes()).unwrap_err();
    assert_eq!(
        Lang::En.error(&e),
        "line 3, DWZ: \"4100\" is not between 1 and 3500"
    );
    let e = read_player_list(
        text.replace(",1975,202517,18x0", ",19x5,202517,1800")
            .as_bytes(),
    )
    .unwrap_err();
    assert_eq!(e.field, Some(Field::Column("Geburtsjahr")));
    // in a zip, the entry comes first
    let e = read_player_list(&dsb_zip(text.as_bytes(), true)).unwrap_err();
    assert_eq!(
        Lang::De.error(&e),
        "spieler.csv, Zeile 3, DWZ: „18x0“ ist keine ganze Zahl"
    );
    // the DeWIS header names its columns in errors as it writes them
    let dewis = crlf(&[
        HEADER_DEWIS,
        "1,10614,1,A,\"A,B\",M,,1975,2014-17,1850,42,abc,,,GER",
    ]);
    let e = read_player_list(dewis.as_bytes()).unwrap_err();
    assert_eq!(e.field, Some(Field::Column("FIDE-Elo")));
}

#[test]
fn a_file_that_is_no_player_list() {
    let e = read_player_list(b"ID,ZPS,Mitgliedsnummer,Status,Geburtsjahr\r\n1,2,3,A,1990\r\n")
        .unwrap_err();
    assert_eq!(e.problem, Problem::MissingColumn("Name,Vorname"));
    assert_eq!(
        Lang::De.error(&e),
        "Zeile 1, Name,Vorname: die Spalte „Name,Vorname“ fehlt"
    );
    let e = read_player_list(b"ID,ZPS,Spielername,Status\r\n").unwrap_err();
    assert_eq!(e.problem, Problem::MissingColumn("DWZ"));
    let e = read_player_list(b"012 Karl-Mala\n001    1  ...\n").unwrap_err();
    assert_eq!(e.problem, Problem::NotThisFormat(Format::PlayerList));
    assert!(read_player_list(b"").is_err());
    // a header alone: an empty list
    assert_eq!(
        read_player_list(HEADER_2026.as_bytes()).unwrap().rows.len(),
        0
    );
}

// ---------------------------------------------------------------------------------------------
// Matching

fn index() -> ListIndex {
    ListIndex::new(read_player_list(&list_2026()).unwrap())
}

fn named(name: &str, year: Option<i32>) -> Entrant {
    Entrant {
        name: Some(name.into()),
        birth_year: year,
        ..Entrant::default()
    }
}

#[test]
fn two_memberships_are_one_person_and_the_active_row_is_taken() {
    let index = index();
    // 7 rows, 6 persons
    assert_eq!(index.persons(), 6);
    assert_eq!(index.rows_of_person(0), [0, 1]);
    assert_eq!((index.person_of(1), index.person_of(2)), (Some(0), Some(1)));
    assert_eq!(index.taken_row(0), Some(1), "A wins over P");
    // The 2014 CSV has no ID: same name, birth year and DWZ make one person too.
    let without_id = ListIndex::new(read_player_list(&list_2014()).unwrap());
    assert_eq!(without_id.persons(), 6);
}

#[test]
fn by_club_and_member_number() {
    let index = index();
    let key = |club: &str, member: &str| Entrant {
        club: Some(club.into()),
        member_number: Some(member.into()),
        // a name that would not match: the key decides
        name: Some("Unbekannt, X".into()),
        ..Entrant::default()
    };
    let o = match_players(
        &index,
        &[
            key("10614", "81"),
            key("20511", "0007"),
            key("c0327", "6"),
            key("10614", "999"),
        ],
    );
    assert_eq!(
        o[0],
        Outcome::Matched {
            how: How::ClubAndMember,
            row: 1
        }
    );
    // his passive membership found him; his active row is taken
    assert_eq!(
        o[1],
        Outcome::Matched {
            how: How::ClubAndMember,
            row: 1
        }
    );
    assert_eq!(
        o[2],
        Outcome::Matched {
            how: How::ClubAndMember,
            row: 4
        }
    );
    assert_eq!(o[3], Outcome::NotInList);
}

#[test]
fn by_fide_id() {
    let index = index();
    let e = Entrant {
        fide_id: Some(4600002),
        name: Some("Schmidt, Anna".into()),
        ..Entrant::default()
    };
    assert_eq!(
        index.find(&e),
        Outcome::Matched {
            how: How::FideId,
            row: 2
        }
    );
    // a FIDE ID the list lacks: the name decides (here: two persons, no year)
    let e = Entrant {
        fide_id: Some(1),
        ..e
    };
    assert_eq!(index.find(&e), Outcome::Ambiguous { rows: vec![2, 3] });
}

#[test]
fn by_name_with_umlauts_accents_titles_and_spacing() {
    let index = index();
    for name in [
        "Müßig-Öztürk,Hans-Jürgen",
        "Müßig-Öztürk, Hans-Jürgen",
        "Muessig-Oeztuerk, Hans-Juergen",
        "MÜSSIG - ÖZTÜRK ,  hans-jürgen",
        "Dr. Müßig-Öztürk, Hans-Jürgen",
        "Müßig-Öztürk, Prof. Dr. Hans-Jürgen",
        "Hans-Jürgen Müßig-Öztürk",
    ] {
        assert_eq!(
            index.find(&named(name, None)),
            Outcome::Matched {
                how: How::Name,
                row: 1
            },
            "{name}"
        );
    }
    for name in [
        "Hübner, Robert",
        "Dr. Huebner,Robert",
        "GM Hübner, Robert",
        "Hübner,Robert,Dr.",
    ] {
        assert_eq!(
            index.find(&named(name, Some(1948))),
            Outcome::Matched {
                how: How::NameAndBirthYear,
                row: 6
            },
            "{name}"
        );
    }
    // accents: "Hübner, Róbert" is the same name; "Hubner" (no umlaut, no e) is not: one letter
    // off, a near miss, offered and never taken
    assert_eq!(
        index.find(&named("Hübner, Róbert", None)),
        Outcome::Matched {
            how: How::Name,
            row: 6
        }
    );
    assert_eq!(
        index.find(&named("Hubner, Robert", None)),
        Outcome::NearMiss { rows: vec![6] }
    );
}

#[test]
fn by_name_the_birth_year_decides() {
    let index = index();
    assert_eq!(
        index.find(&named("Schmidt, Anna", Some(2001))),
        Outcome::Matched {
            how: How::NameAndBirthYear,
            row: 3
        }
    );
    assert_eq!(
        index.find(&named("Schmidt, Anna", Some(1990))),
        Outcome::Matched {
            how: How::NameAndBirthYear,
            row: 2
        }
    );
    // no year: both persons, for the user to choose
    assert_eq!(
        index.find(&named("Schmidt, Anna", None)),
        Outcome::Ambiguous { rows: vec![2, 3] }
    );
    // a year neither has: not in the list (never the nearest)
    assert_eq!(
        index.find(&named("Schmidt, Anna", Some(1970))),
        Outcome::NotInList
    );
    // a birth date works as its year
    let e = Entrant {
        birth_date: wertung::dwz::Date::parse("2001-05-04"),
        ..named("Schmidt,Anna", None)
    };
    assert_eq!(
        index.find(&e),
        Outcome::Matched {
            how: How::NameAndBirthYear,
            row: 3
        }
    );
}

#[test]
fn a_name_two_persons_share_is_ambiguous() {
    let index = index();
    assert_eq!(
        index.find(&named("Weber, Peter", Some(1980))),
        Outcome::Ambiguous { rows: vec![4, 5] }
    );
    assert_eq!(
        index.find(&named("Weber, Petra", Some(1980))),
        Outcome::NotInList
    );
    assert_eq!(index.find(&Entrant::default()), Outcome::NotInList);
}

#[test]
fn a_list_row_without_a_birth_year_stays_a_candidate() {
    let text = crlf(&[
        HEADER_17,
        "NU1,10614,1,A,\"Lang,Eva\",W,,,202517,1700,30,,,,GER",
    ]);
    let index = ListIndex::new(read_player_list(text.as_bytes()).unwrap());
    assert_eq!(
        index.find(&named("Lang, Eva", Some(1985))),
        Outcome::Matched {
            how: How::Name,
            row: 0
        }
    );
}

// ---------------------------------------------------------------------------------------------
// Applying: the Karl-Mala TRF (283 players and the pseudo-player "spielfrei") with a list the test makes

/// Some of Karl-Mala's players in a 2026 list: Vasquez (start rank 1) by FIDE ID with another
/// birth year; Haub (8) by name and year; Klundt (12) without DWZ; Reschke (16) in two clubs;
/// Holzapfel (150, no FIDE rating) with a DWZ; Yilmaz (151) twice with his year; Kutschera
/// (200) only with another year.
fn karl_mala_list() -> Vec<u8> {
    let rows = [
        "NU10,10614,1,A,\"Vasquez,Rodrigo\",M,,1970,200530,2490,80,2558,GM,3400042,CHI,Rodrigo,Vasquez,,,",
        "NU11,10614,2,A,\"Haub,Thorsten Michael\",M,,1968,200530,2380,120,,,,GER,Thorsten Michael,Haub,,,",
        "NU12,10614,3,A,\"Klundt,Klaus\",M,,1941,200530,,,,,,GER,Klaus,Klundt,,,",
        "NU13,20511,4,P,\"Reschke,Stefan\",M,,1965,200530,2310,150,2346,,4604164,GER,Stefan,Reschke,,,",
        "NU13,10614,5,A,\"Reschke,Stefan\",M,,1965,200530,2310,150,2346,,4604164,GER,Stefan,Reschke,,,",
        "NU14,10614,6,A,\"Holzapfel,Johannes\",M,,1962,200530,1850,15,,,,GER,Johannes,Holzapfel,,,",
        "NU15,10614,7,A,\"Yilmaz,Ahmet\",M,,1966,200530,1700,10,,,,GER,Ahmet,Yilmaz,,,",
        "NU16,C0327,8,A,\"Yilmaz,Ahmet\",M,,1966,200530,1450,3,,,,GER,Ahmet,Yilmaz,,,",
        "NU17,10614,9,A,\"Kutschera,Julian\",M,,1990,200530,1300,4,,,,GER,Julian,Kutschera,,,",
    ];
    let mut lines = vec![HEADER_2026];
    lines.extend(rows);
    cp1252(&crlf(&lines))
}

fn karl_mala() -> Imported {
    let text = common::read_shared("testdata/karl-mala-2005.trf");
    trf::read_trf_imported(&text, None).unwrap()
}

#[test]
fn the_trf_entrants_carry_title_fide_id_and_birth_date() {
    let i = karl_mala();
    assert_eq!(i.entrants.len(), 283);
    let e = &i.entrants[0];
    assert_eq!(e.name.as_deref(), Some("Vasquez,Rodrigo"));
    assert_eq!(e.title.as_deref(), Some("g"));
    assert_eq!((e.fide_id, e.fide_rating), (Some(3400042), Some(2558)));
    assert_eq!(e.birth_date, wertung::dwz::Date::parse("1969-12-06"));
    assert_eq!(e.birth_year, Some(1969));
    assert_eq!(i.entrants[149].fide_id, None);
    assert_eq!(i.entrants[149].fide_rating, None);
    // the tournament is the one read_trf reads
    let text = common::read_shared("testdata/karl-mala-2005.trf");
    assert_eq!(i.tournament, trf::read_trf(&text).unwrap());
}

#[test]
#[allow(clippy::too_many_lines)] // one scenario, told step by step
fn karl_mala_with_a_player_list() {
    let imported = karl_mala();
    let index = ListIndex::new(read_player_list(&karl_mala_list()).unwrap());
    let outcomes = match_players(&index, &imported.entrants);
    let at = |start_rank: usize| &outcomes[start_rank - 1];
    assert_eq!(
        *at(1),
        Outcome::Matched {
            how: How::FideId,
            row: 0
        }
    );
    assert_eq!(
        *at(8),
        Outcome::Matched {
            how: How::NameAndBirthYear,
            row: 1
        }
    );
    assert_eq!(
        *at(12),
        Outcome::Matched {
            how: How::NameAndBirthYear,
            row: 2
        }
    );
    assert_eq!(
        *at(16),
        Outcome::Matched {
            how: How::FideId,
            row: 4
        }
    );
    assert_eq!(
        *at(150),
        Outcome::Matched {
            how: How::NameAndBirthYear,
            row: 5
        }
    );
    assert_eq!(*at(151), Outcome::Ambiguous { rows: vec![6, 7] });
    assert_eq!(*at(200), Outcome::NotInList);
    let matched = outcomes
        .iter()
        .filter(|o| matches!(o, Outcome::Matched { .. }))
        .count();
    assert_eq!(matched, 5);

    let applied = apply_list(&imported, &index, &outcomes, &[]);
    let p = |start_rank: usize| &applied.tournament.players[start_rank - 1];
    // DWZ, index and birth year from the list
    assert_eq!(
        (p(1).dwz, p(1).index, p(1).birth_year, p(1).member),
        (Some(2490), Some(80), Some(1970), true)
    );
    // no DWZ in the list: the FIDE rating stands in, index open (WO 4.1.2)
    assert_eq!(
        (p(12).dwz, p(12).index, p(12).member),
        (Some(2382), None, true)
    );
    // a player without FIDE rating gets his DWZ
    assert_eq!((p(150).dwz, p(150).index), (Some(1850), Some(15)));
    // not in the list / ambiguous: what the file says, as a non-member (WO 3.4.3)
    assert_eq!(
        (p(2).dwz, p(2).index, p(2).member),
        (Some(2482), None, false)
    );
    assert_eq!((p(151).dwz, p(151).member), (None, false));
    assert_eq!(applied.warnings.len(), 283 - 5);
    assert_eq!(
        applied.warnings[0],
        Warning::NotInList {
            player: "Milov,Leonid".into()
        }
    );
    assert!(applied.warnings.contains(&Warning::AmbiguousInList {
        player: "Yilmaz,Ahmet".into(),
        candidates: 2
    }));

    // The evaluation: members are stored, the others are not; R_o and index from the list.
    let e = evaluate(&applied.tournament, &Options::default()).unwrap();
    let r = |start_rank: usize| &e.players[start_rank - 1];
    assert!(r(1).stored && r(8).stored && r(12).stored && r(150).stored);
    assert!(!r(2).stored && !r(151).stored && !r(200).stored);
    assert_eq!(
        (r(1).ro(), r(1).index_old(), r(1).index_assumed()),
        (Some(2490.0), Some(80), false)
    );
    assert_eq!((r(8).ro(), r(8).index_old()), (Some(2380.0), Some(120)));
    assert_eq!(
        (r(12).ro(), r(12).index_old(), r(12).index_assumed()),
        (Some(2382.0), Some(6), true)
    );
    assert_eq!((r(150).ro(), r(150).index_old()), (Some(1850.0), Some(15)));
    assert_eq!(stored_count(&e), 5);

    // The user chooses for Yilmaz (the second row) and marks Kutschera a member.
    let mut choices = vec![None; 283];
    choices[150] = Some(Choice::Row(7));
    choices[199] = Some(Choice::Member(true));
    let chosen = apply_list(&imported, &index, &outcomes, &choices);
    let p = |start_rank: usize| &chosen.tournament.players[start_rank - 1];
    assert_eq!(
        (p(151).dwz, p(151).index, p(151).member),
        (Some(1450), Some(3), true)
    );
    assert_eq!((p(200).dwz, p(200).member), (None, true));
    assert_eq!(chosen.warnings.len(), 283 - 7);
    let e = evaluate(&chosen.tournament, &Options::default()).unwrap();
    assert_eq!(stored_count(&e), 7);
}

fn stored_count(e: &wertung::dwz::Evaluation) -> usize {
    e.players.iter().filter(|p| p.stored).count()
}

#[test]
fn a_choice_of_a_row_the_list_lacks_is_no_choice() {
    let imported = karl_mala();
    let index = ListIndex::new(read_player_list(&karl_mala_list()).unwrap());
    let outcomes = match_players(&index, &imported.entrants);
    let mut choices = vec![None; 283];
    choices[1] = Some(Choice::Row(999));
    let applied = apply_list(&imported, &index, &outcomes, &choices);
    assert!(!applied.tournament.players[1].member);
    assert_eq!(applied.warnings.len(), 283 - 5);
}

// ---------------------------------------------------------------------------------------------
// The CLI

fn temp_file(name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("wertung-dsb-list-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

fn run_cli(args: &[&std::ffi::OsStr]) -> std::process::Output {
    common::run_cli(args, None)
}

#[test]
fn the_cli_applies_players() {
    let trf = common::shared_dir().join("testdata/karl-mala-2005.trf");
    let csv = temp_file("spieler.csv", &karl_mala_list());
    let zip = temp_file("LV-0-csv.zip", &dsb_zip(&karl_mala_list(), true));
    let mut outputs = Vec::new();
    for list in [&csv, &zip] {
        let out = run_cli(&[
            "dwz".as_ref(),
            "evaluate".as_ref(),
            trf.as_os_str(),
            "--players".as_ref(),
            list.as_os_str(),
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        outputs.push(out.stdout);
    }
    assert_eq!(outputs[0], outputs[1], "the zip reads as the CSV");
    let v: serde_json::Value = serde_json::from_slice(&outputs[0]).unwrap();
    let players = v["players"].as_array().unwrap();
    assert_eq!(players.len(), 283);
    assert_eq!(
        (
            &players[0]["ro"],
            &players[0]["index_old"],
            &players[0]["stored"]
        ),
        (
            &serde_json::json!(2490),
            &serde_json::json!(80),
            &serde_json::json!(true)
        )
    );
    assert_eq!(players[1]["stored"], false);
    assert_eq!(players[149]["ro"], 1850);
    let warnings = v["warnings"].as_array().unwrap();
    assert_eq!(warnings.len(), 283 - 5);
    assert_eq!(
        warnings[0],
        "Spieler Milov,Leonid steht nicht in der Spielerliste: als Nichtmitglied gewertet (WO 3.4.3)"
    );

    // without --players the output is as before: every player a member
    let plain = run_cli(&["dwz".as_ref(), "evaluate".as_ref(), trf.as_os_str()]);
    let v: serde_json::Value = serde_json::from_slice(&plain.stdout).unwrap();
    assert!(v["players"]
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p["stored"] == true));

    // a broken list: an error naming the file, the line and the column
    let bad = temp_file(
        "kaputt.csv",
        &cp1252(&crlf(&[
            HEADER_17,
            "NU1,10614,1,A,\"A,B\",M,,1975,202517,18x0,42,,,,GER",
        ])),
    );
    let out = run_cli(&[
        "dwz".as_ref(),
        "evaluate".as_ref(),
        trf.as_os_str(),
        "--players".as_ref(),
        bad.as_os_str(),
    ]);
    let err = common::refusal(&out);
    assert!(
        err.contains("kaputt.csv, Zeile 2, DWZ: „18x0“ ist keine ganze Zahl"),
        "{err}"
    );
}

/// A zip bomb given as the list (its `spieler.csv` claims 500 MB) is refused before it
/// is inflated, naming the file, what it claims and the limit: exit 2, no abort.
#[test]
fn the_cli_refuses_a_zip_bomb_with_the_limit_named() {
    let mut bomb = dsb_zip(&karl_mala_list(), true);
    // Every header of spieler.csv claims 500 MB (the local one and the central directory's).
    let claim = (500u32 * 1024 * 1024).to_le_bytes();
    let name = b"spieler.csv";
    let headers: Vec<usize> = (0..bomb.len() - name.len())
        .filter(|&i| &bomb[i..i + name.len()] == name)
        .collect();
    for at in headers {
        // The name follows its record's fixed part (30 bytes local, 46 central); the size
        // stands at 22 (local) and 24 (central) from the record's start.
        let local = at >= 30 && bomb[at - 30..at - 26] == 0x0403_4b50u32.to_le_bytes();
        let central = at >= 46 && bomb[at - 46..at - 42] == 0x0201_4b50u32.to_le_bytes();
        if local {
            bomb[at - 30 + 22..at - 30 + 26].copy_from_slice(&claim);
        } else if central {
            bomb[at - 46 + 24..at - 46 + 28].copy_from_slice(&claim);
        }
    }
    let zip = temp_file("LV-0-bomb.zip", &bomb);
    let trf = common::shared_dir().join("testdata/karl-mala-2005.trf");
    let started = std::time::Instant::now();
    let out = run_cli(&[
        "dwz".as_ref(),
        "evaluate".as_ref(),
        trf.as_os_str(),
        "--players".as_ref(),
        zip.as_os_str(),
    ]);
    let err = common::refusal(&out);
    assert!(
        err.contains("spieler.csv: entpackt 500 MB groß, mehr als die Grenze von 64 MB"),
        "{err}"
    );
    assert!(started.elapsed().as_secs() < 2, "refused at once");
}

// ---------------------------------------------------------------------------------------------
// A list is taken only when it is one

/// Bytes of xorshift64* from `seed` (the same every run), from `alphabet` where one is given.
fn noise(seed: u64, len: usize, alphabet: Option<&[u8]>) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..len)
        .map(|_| {
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            let r = x.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32;
            match alphabet {
                Some(a) => a[r as usize % a.len()],
                None => r as u8,
            }
        })
        .collect()
}

#[test]
fn random_bytes_and_broken_rows_are_no_list() {
    // 200 000 random bytes, and random text of the TXT files' characters (their separator and
    // line breaks): refused, never rows of a list.
    let txt_like: &[u8] = b"|||||||||||||\r\n\nABCDEFGabcdefg0123456789 ,-";
    for seed in 1..=12 {
        for alphabet in [None, Some(txt_like)] {
            let bytes = noise(seed, 200_000, alphabet);
            let e = read_player_list(&bytes).unwrap_err();
            assert!(
                matches!(
                    e.problem,
                    Problem::NotThisFormat(Format::PlayerList) | Problem::ListColumns { .. }
                ),
                "seed {seed}: {e:?}"
            );
        }
    }
    // A TXT row a column short, in the middle of good ones: its line named.
    let txt = String::from_utf8_lossy(&list_txt()).into_owned();
    let mut lines: Vec<&str> = txt.split("\r\n").collect();
    let short = lines[2].rsplit_once('|').unwrap().0.to_string();
    lines[2] = &short;
    let e = read_player_list(lines.join("\r\n").as_bytes()).unwrap_err();
    assert_eq!(
        (e.place.0.clone(), e.problem.clone()),
        (
            vec![At::Line(3)],
            Problem::ListColumns {
                needed: 13,
                found: 12
            }
        )
    );
    assert_eq!(
        Lang::De.error(&e),
        "Zeile 3: die Zeile hat 12 Spalten, die Zeilen einer DSB-Spielerliste haben 13"
    );
    // A CSV row with a column more than its header, a row without a name.
    let header = "ID,ZPS,Mitgliedsnummer,Status,Spielername,Geburtsjahr,DWZ,Index";
    let csv = format!(
        "{header}\n1,10614,1,A,\"Lang,Eva\",1980,1700,30\n2,10614,2,A,Kurz,1970,1600,20,x\n"
    );
    let e = read_player_list(csv.as_bytes()).unwrap_err();
    assert_eq!(e.place.0, vec![At::Line(3)]);
    assert_eq!(
        e.problem,
        Problem::ListColumns {
            needed: 8,
            found: 9
        }
    );
    let csv = format!("{header}\n1,10614,1,A,,1980,1700,30\n");
    let e = read_player_list(csv.as_bytes()).unwrap_err();
    assert_eq!(
        (e.field, e.problem),
        (Some(Field::Column("Name,Vorname")), Problem::Missing)
    );
    // Trailing empty columns may be missing (a spreadsheet drops them); the DWZ's may not.
    let csv = format!("{header}\n1,10614,1,A,\"Lang,Eva\",1980,1700\n");
    assert_eq!(read_player_list(csv.as_bytes()).unwrap().rows.len(), 1);
    let csv = format!("{header}\n1,10614,1,A,\"Lang,Eva\",1980\n");
    assert!(read_player_list(csv.as_bytes()).is_err());
    // An empty file is called empty.
    for empty in [&b""[..], b"\r\n \r\n", b"\x1a"] {
        let e = read_player_list(empty).unwrap_err();
        assert_eq!(e.problem, Problem::EmptyFile, "{empty:?}");
        assert_eq!(Lang::De.error(&e), "die Datei ist leer");
    }
}

#[test]
fn the_cli_and_the_page_refuse_what_is_no_list() {
    let json = common::shared_dir().join("testdata/anhang_3_1.json");
    let random = noise(7, 200_000, None);
    let txt_like = noise(3, 200_000, Some(b"|||||||||||||\r\n\nABCabc0123 ,-"));
    for (name, bytes, words) in [
        ("random.bin", &random[..], "keine DSB-Spielerliste"),
        ("txt-like.txt", &txt_like[..], "Spalten"),
        ("leer.csv", &b""[..], "leer.csv: die Datei ist leer"),
    ] {
        let file = temp_file(name, bytes);
        let out = run_cli(&[
            "dwz".as_ref(),
            "evaluate".as_ref(),
            "--players".as_ref(),
            file.as_os_str(),
            json.as_os_str(),
        ]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {err}");
        assert!(out.stdout.is_empty());
        assert!(err.contains(&*file.to_string_lossy()), "{name}: {err}");
        assert!(err.contains(words), "{name}: {err}");
        // The page's module reads a list with the same reader.
        use wertung::web::common::messages::ListLoad;
        use wertung::web::turnier::reader::{Module, Request, Response};
        let mut m = Module::default();
        let load = Request::LoadNamedList {
            name: name.into(),
            unless_older: String::new(),
        };
        match m.handle(load, bytes) {
            Response::List(ListLoad::Failed { de, en }) => {
                assert!(de.starts_with(name) && de.contains(words), "{name}: {de}");
                assert!(en.starts_with(name), "{name}: {en}");
            }
            other => panic!("{name}: {other:?}"),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Singular and plural right in both languages

#[test]
fn counts_take_the_singular_for_one_only() {
    use wertung::i18n::TournamentWords;
    use wertung::input::Warning;
    use wertung::web::turnier::list::{summary_text, Found};
    let ambiguous = |candidates| Warning::AmbiguousInList {
        player: "3 (Kurz, Otto)".into(),
        candidates,
    };
    assert_eq!(
        Lang::De.warning(&ambiguous(1)),
        "Spieler 3 (Kurz, Otto): 1 Eintrag der Spielerliste passt beinahe zum Namen; er wurde nicht übernommen"
    );
    assert_eq!(
        Lang::De.warning(&ambiguous(2)),
        "Spieler 3 (Kurz, Otto): 2 Einträge der Spielerliste passen zum Namen; keiner wurde übernommen"
    );
    assert!(Lang::En
        .warning(&ambiguous(1))
        .contains(": 1 row of the player list nearly matches"));
    assert!(Lang::En
        .warning(&ambiguous(3))
        .contains(": 3 rows of the player list match"));
    let count = |l: Lang, n, one, many| format!("{n} {}", l.counted(n, one, many));
    let need = |l, n| {
        count(
            l,
            n,
            TournamentWords::ListNeedCount,
            TournamentWords::ListNeedCounts,
        )
    };
    let open = |l, n| {
        count(
            l,
            n,
            TournamentWords::DecisionOpen,
            TournamentWords::DecisionsOpen,
        )
    };
    assert_eq!(need(Lang::De, 1), "1 Entscheidung nötig");
    assert_eq!(need(Lang::De, 2), "2 Entscheidungen nötig");
    assert_eq!(need(Lang::En, 0), "0 decisions needed");
    assert_eq!(open(Lang::De, 1), "1 offene Entscheidung");
    assert_eq!(open(Lang::En, 2), "2 open decisions");
    let rows = |l, n| count(l, n, TournamentWords::ListRow, TournamentWords::ListRows);
    let persons = |l, n| {
        count(
            l,
            n,
            TournamentWords::ListPerson,
            TournamentWords::ListPersons,
        )
    };
    assert_eq!(
        (rows(Lang::De, 1), persons(Lang::De, 1)),
        ("1 Zeile".into(), "1 Person".into())
    );
    assert_eq!(
        (rows(Lang::En, 4), persons(Lang::En, 4)),
        ("4 rows".into(), "4 persons".into())
    );
    let summary = summary_text(Lang::En, &[Found::Name, Found::NearMiss, Found::NotInList]);
    assert!(
        summary.ends_with(
            "1 near miss (please check) · 1 not in the list (evaluated as a non-member)"
        ),
        "{summary}"
    );
    let summary = summary_text(Lang::En, &[Found::NearMiss, Found::NearMiss]);
    assert!(summary.contains("2 near misses"), "{summary}");
    // A list's row of one column: "1 Spalte".
    let e = read_player_list(b"ID,ZPS,Spielername,DWZ\r\nx\r\n").unwrap_err();
    assert_eq!(
        Lang::De.error(&e),
        "Zeile 2: die Zeile hat 1 Spalte, die Zeilen einer DSB-Spielerliste haben 4"
    );
}

#[test]
fn a_row_kept_as_json_reads_back_with_its_texts_as_strings() {
    // The page keeps a player's row as JSON for the DSB report: its short texts (ID, club,
    // membership number, federation) are plain JSON strings, as the rows of earlier releases.
    let list = read_player_list(&list_2026()).unwrap();
    let row = &list.rows.get(0).unwrap();
    let json = serde_json::to_value(row).unwrap();
    assert_eq!(json["id"].as_str(), row.id.as_deref());
    assert_eq!(json["club"].as_str(), row.club.as_deref());
    assert!(json["club"].is_string() && json["member_number"].is_string());
    let back: ListRow = serde_json::from_value(json).unwrap();
    assert_eq!(&back, row);
}
