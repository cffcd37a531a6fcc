//! The DSB's tournament report (DSB_DWZ_TournamentReport 2.5): every export validated with
//! `xmllint --schema` against the shared schema; the SWT, a team SWT, the Karl-Mala TRF and a
//! cross table exported with a player list made here and read back to the same evaluation;
//! refusals naming every missing field; no empty elements; the writer's own checks.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing

mod common;

use common::{run_cli, shared_dir};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Output;
use wertung::dwz::Date;
use wertung::formats::dsb_xml::{
    self, ExportError, Head, Point, Report, ReportGame, ReportPlayer, Stamp,
};
use wertung::formats::{swt, trf, Entrant, Imported};

/// A file in a directory of its own under the system's temporary directory.
fn temp(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wertung-dsb-xml-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

fn shared(relative: &str) -> PathBuf {
    shared_dir().join(relative)
}

fn schema() -> PathBuf {
    shared("reference/dsb-xml/DSB_DWZ_Tounament_2_5_1.xsd")
}

/// `xmllint --noout --schema` on the text: it must validate.
fn assert_valid(xml: &str, name: &str) {
    let path = temp(name, xml.as_bytes());
    let out = std::process::Command::new("xmllint")
        .arg("--noout")
        .arg("--schema")
        .arg(schema())
        .arg(&path)
        .output()
        .expect("xmllint runs (scripts/setup.sh installs libxml2-utils)");
    assert!(
        out.status.success(),
        "{name} does not validate: {}\n{xml}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_no_empty_elements(xml);
}

/// No element is empty (`<a></a>`, `<a/>`), no FIDE ID or rating is 0.
fn assert_no_empty_elements(xml: &str) {
    for (k, line) in xml.lines().enumerate() {
        let t = line.trim();
        assert!(!t.ends_with("/>"), "line {}: {t}", k + 1);
        if let Some(open_end) = t.find('>') {
            let rest = &t[open_end + 1..];
            assert!(!rest.starts_with("</"), "line {}: empty element {t}", k + 1);
        }
        assert!(!t.contains(">0</fide"), "line {}: {t}", k + 1);
    }
}

fn stdout(out: &Output) -> String {
    assert!(
        out.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn export(args: &[&str]) -> Output {
    let mut all = vec!["dwz", "export"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--to", "dsb-xml"]);
    run_cli(&all, None)
}

/// The evaluation as JSON, without the players' names and the warnings' words (a report
/// writes a name as "Nachname, Vorname"; the list's notes name the players).
fn evaluation(file: &Path, list: &Path, extra: &[&str]) -> Value {
    let mut args = vec![
        "dwz",
        "evaluate",
        file.to_str().unwrap(),
        "--players",
        list.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let mut v = common::json_of(&run_cli(&args, None));
    strip_names(&mut v);
    v
}

fn strip_names(v: &mut Value) {
    match v {
        Value::Object(map) => {
            map.remove("name");
            if let Some(Value::Array(w)) = map.get_mut("warnings") {
                let n = w.len();
                *w = vec![Value::from(n)];
            }
            for (_, x) in map.iter_mut() {
                strip_names(x);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(strip_names),
        _ => {}
    }
}

/// The text of every element `name`, in order.
fn texts(xml: &str, name: &str) -> Vec<String> {
    let open = format!("<{name}>");
    let close = format!("</{name}>");
    xml.lines()
        .filter_map(|l| {
            let t = l.trim();
            t.strip_prefix(open.as_str())?
                .strip_suffix(close.as_str())
                .map(str::to_string)
        })
        .collect()
}

// ---- player lists made here (the DSB's files may not be shipped) ----

fn quote(cell: &str) -> String {
    if cell.contains(',') || cell.contains('"') {
        format!("\"{}\"", cell.replace('"', "\"\""))
    } else {
        cell.to_string()
    }
}

/// "Nachname, Vorname" as the list writes it: "Nachname,Vorname".
fn list_name(name: &str) -> String {
    name.split(',').map(str::trim).collect::<Vec<_>>().join(",")
}

/// A spieler.csv (layout of 2026) with a row for every entrant: ID `NU{1000 + k}`, the file's
/// club and member number (else club 10614, member k + 1), the file's birth year (else 1980),
/// its national rating (else its FIDE rating, else 1500) as DWZ with index 20, the FIDE data.
/// The first entrant has a second, active membership in club C0815: the report must still
/// name the membership the file names.
fn spieler_csv(entrants: &[Entrant]) -> String {
    let mut csv = String::from("ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land\r\n");
    for (k, e) in entrants.iter().enumerate() {
        let club = e
            .club
            .clone()
            .filter(|c| c.len() == 5)
            .unwrap_or("10614".into());
        let member = e.member_number.clone().unwrap_or((k + 1).to_string());
        let year = e
            .birth_year
            .or(e.birth_date.map(|d| d.year))
            .unwrap_or(1980);
        let dwz = e.national_rating.or(e.fide_rating).unwrap_or(1500);
        let fide_id = e.fide_id.map(|i| i.to_string()).unwrap_or_default();
        let fide = e.fide_rating.map(|r| r.to_string()).unwrap_or_default();
        let name = quote(&list_name(e.name.as_deref().unwrap_or("")));
        let sex = if k % 3 == 0 { "W" } else { "M" };
        let status = if k == 0 { "P" } else { "A" };
        let id = 1000 + k;
        csv.push_str(&format!(
            "NU{id},{club},{member},{status},{name},{sex},,{year},202520,{dwz},20,{fide},,{fide_id},GER\r\n"
        ));
        if k == 0 {
            csv.push_str(&format!(
                "NU{id},C0815,7,A,{name},{sex},,{year},202520,{dwz},20,{fide},,{fide_id},GER\r\n"
            ));
        }
    }
    csv
}

/// A zip as the DSB's: `spieler.csv` beside `vereine.csv` (stored entries).
fn dsb_zip(spieler: &str, clubs: &[(&str, &str)]) -> Vec<u8> {
    let mut vereine =
        String::from("ZPS-Nummer,Landesverband,UebergeordneterVerband,Vereinsname\r\n");
    for (zps, name) in clubs {
        vereine.push_str(&format!("{zps},1,100,{}\r\n", quote(name)));
    }
    let files: [(&str, &[u8]); 2] = [
        ("spieler.csv", spieler.as_bytes()),
        ("vereine.csv", vereine.as_bytes()),
    ];
    common::zip::zip(&files, false)
}

/// Exports `file` with `list`, validates, reads it back (by its ending `.xml`) and compares
/// the evaluation with the source's; returns the XML.
fn round_trip(name: &str, file: &Path, list: &Path, flags: &[&str], input: &[&str]) -> String {
    let mut args = vec![file.to_str().unwrap(), "--players", list.to_str().unwrap()];
    args.extend_from_slice(flags);
    args.extend_from_slice(input);
    let xml = stdout(&export(&args));
    assert_valid(&xml, &format!("{name}.xml"));
    let written = temp(&format!("{name}.xml"), xml.as_bytes());
    let mut from_source = input.to_vec();
    let end: Vec<&str> = flags
        .windows(2)
        .filter(|w| w[0] == "--end-date")
        .flat_map(|w| w.iter().copied())
        .collect();
    from_source.extend_from_slice(&end);
    assert_eq!(
        evaluation(&written, list, &[]),
        evaluation(file, list, &from_source),
        "{name}: read back, the same evaluation"
    );
    // Read back and written again: the same players and games, the same tournament UUID.
    let again = stdout(&export(&[
        written.to_str().unwrap(),
        "--players",
        list.to_str().unwrap(),
    ]));
    assert_valid(&again, &format!("{name}-again.xml"));
    for element in [
        "tournamentUUID",
        "dsbId",
        "vkz",
        "numberClubMember",
        "dobYear",
        "pointWhite",
        "pointBlack",
        "round",
    ] {
        assert_eq!(
            texts(&again, element),
            texts(&xml, element),
            "{name}: {element}"
        );
    }
    if xml.contains("<header>") {
        assert_eq!(texts(&again, "sender"), texts(&xml, "sender"));
        assert_ne!(
            texts(&again, "fileUUID"),
            texts(&xml, "fileUUID"),
            "a new file UUID a file"
        );
    }
    xml
}

fn swt_imported() -> Imported {
    swt::read_swt(
        &std::fs::read(shared("testdata/swt/SwissIndividual.SWT")).unwrap(),
        None,
    )
    .unwrap()
}

#[test]
fn the_swt_exported_validated_and_read_back() {
    let imported = swt_imported();
    let list = temp(
        "swt-list.zip",
        &dsb_zip(
            &spieler_csv(&imported.entrants),
            &[("12345", "SC Test & Co."), ("C0815", "SK Zweitverein")],
        ),
    );
    let swt_file = shared("testdata/swt/SwissIndividual.SWT");
    let xml = round_trip("swt", &swt_file, &list, &["--sender", "Turnierleiter"], &[]);
    // The head from the SWT's fields.
    assert_eq!(
        texts(&xml, "label"),
        ["Test Tournament with a very long title"]
    );
    assert_eq!(texts(&xml, "tournamentType"), ["SW"]);
    assert_eq!(texts(&xml, "rounds"), ["9"]);
    assert_eq!(texts(&xml, "location"), ["Los Angeles"]);
    assert_eq!(texts(&xml, "sender"), ["Turnierleiter"]);
    // Players: the list's DSB ID and sex; the membership the file names (player 1 is active in
    // another club too); the club's name from vereine.csv, escaped.
    let ids = texts(&xml, "dsbId");
    assert_eq!(ids.len(), imported.entrants.len());
    assert_eq!(ids[0], "NU1000");
    assert_eq!(texts(&xml, "vkz")[0], "12345");
    assert_eq!(texts(&xml, "numberClubMember")[0], "132");
    assert_eq!(texts(&xml, "club")[0], "SC Test &amp; Co.");
    assert_eq!(texts(&xml, "sex")[0], "w");
    // Games as the SWT has them, each once, with its round.
    let games = &imported.tournament.games;
    assert_eq!(texts(&xml, "round").len(), games.len());
    let forfeits = games
        .iter()
        .filter(|g| g.result.white_score().is_none())
        .count();
    let signs = texts(&xml, "pointWhite")
        .iter()
        .filter(|p| *p == "+" || *p == "-")
        .count();
    assert_eq!(signs, forfeits);
}

#[test]
fn the_karl_mala_trf_exported_validated_and_read_back() {
    let file = shared("testdata/karl-mala-2005.trf");
    let imported = trf::read_trf_imported(&std::fs::read_to_string(&file).unwrap(), None).unwrap();
    let list = temp("karl-mala.csv", spieler_csv(&imported.entrants).as_bytes());
    let xml = round_trip("karl-mala", &file, &list, &[], &[]);
    // The head from the TRF's records.
    assert_eq!(texts(&xml, "location"), ["Frankfurt (Main) /GER"]);
    assert_eq!(texts(&xml, "startDate"), ["2005-07-28"]);
    assert_eq!(texts(&xml, "endDate"), ["2005-07-31"]);
    assert_eq!(texts(&xml, "timecontrol"), ["40/120, 60"]);
    assert_eq!(texts(&xml, "sender"), ["Ralph Blum (SV Griesheim)"]);
    assert_eq!(texts(&xml, "rounds"), ["7"]);
    assert_eq!(texts(&xml, "player").len(), 0);
    assert_eq!(
        texts(&xml, "tournamentPlayerNumber").len(),
        imported.tournament.players.len()
    );
    // Forfeits are + and -, never a 0 for an unplayed game.
    let forfeits = imported
        .tournament
        .games
        .iter()
        .filter(|g| g.result.white_score().is_none())
        .count();
    assert!(forfeits > 0);
    let plus = texts(&xml, "pointWhite")
        .iter()
        .chain(&texts(&xml, "pointBlack"))
        .filter(|p| *p == "+")
        .count();
    assert!(plus > 0 && plus <= forfeits);
}

const CROSS: &str = "Müller, Hans;1800;20;1970;x;1;½;+\n\
                     Schmidt, Eva;1700;15;1980;0;x;1;0\n\
                     Weber, Anna;1600;10;1990;½;0;x;1\n\
                     Kurz, Otto;;;2001;-;1;0;x\n";

const CROSS_FLAGS: [&str; 10] = [
    "--end-date",
    "2026-06-01",
    "--start-date",
    "2026-05-01",
    "--location",
    "Kassel",
    "--time-control",
    "90 min + 30 s/Zug",
    "--type",
    "SR",
];

#[test]
fn a_cross_table_exported_validated_and_read_back() {
    let file = temp("cross.txt", CROSS.as_bytes());
    let entrants: Vec<Entrant> = ["Müller, Hans", "Schmidt, Eva", "Weber, Anna", "Kurz, Otto"]
        .iter()
        .zip([1970, 1980, 1990, 2001])
        .zip([Some(1800), Some(1700), Some(1600), None])
        .map(|((n, y), r)| Entrant {
            name: Some(n.to_string()),
            birth_year: Some(y),
            national_rating: r,
            ..Entrant::default()
        })
        .collect();
    let list = temp("cross-list.csv", spieler_csv(&entrants).as_bytes());
    let xml = round_trip("cross", &file, &list, &CROSS_FLAGS, &["--input", "cross"]);
    // Rounds given to a table without them: nobody plays twice in a round.
    let rounds: Vec<u32> = texts(&xml, "round")
        .iter()
        .map(|r| r.parse().unwrap())
        .collect();
    assert_eq!(rounds.len(), 6);
    assert_eq!(
        texts(&xml, "rounds"),
        [rounds.iter().max().unwrap().to_string()]
    );
    assert_eq!(texts(&xml, "tournamentType"), ["SR"]);
    assert_eq!(texts(&xml, "surname")[0], "Müller");
    assert_eq!(texts(&xml, "forename")[0], "Hans");
}

#[test]
fn a_team_swt_exported_validated_and_read_back() {
    let bytes = team_swt();
    let file = temp("team.swt", &bytes);
    let imported = swt::read_swt(&bytes, None).unwrap();
    let list = temp("team-list.csv", spieler_csv(&imported.entrants).as_bytes());
    let flags = [
        "--location",
        "Hessen",
        "--time-control",
        "2 h/40 Züge + 1 h",
        "--start-date",
        "2026-12-05",
    ];
    let xml = round_trip("team", &file, &list, &flags, &[]);
    assert_eq!(texts(&xml, "tournamentType"), ["TW"]);
    // The kampflos board: + and -; the board not played: no game.
    assert_eq!(texts(&xml, "round"), ["1", "1", "2"]);
    assert!(xml.contains("<pointWhite>-</pointWhite>\n\t\t\t<pointBlack>+</pointBlack>"));
}

#[test]
fn a_refusal_names_every_missing_field_and_player() {
    // A cross table gives none of the head; a player without birth year (no list).
    let cross = "Müller, Hans;1800;20;1970;x;1\nSchmidt, Eva;1700;15;;0;x\n";
    let file = temp("refused.txt", cross.as_bytes());
    let f = file.to_str().unwrap();
    let out = export(&[f, "--input", "cross", "--end-date", "2026-06-01"]);
    let err = common::refusal(&out);
    for words in [
        "Turnierart",
        "Bedenkzeit",
        "Turnierbeginn",
        "Spielort",
        "Spieler 2 (Schmidt, Eva), Geburtsjahr: fehlt",
    ] {
        assert!(err.contains(words), "{words} in {err}");
    }
    assert!(
        err.contains("--time-control") && err.contains("--location"),
        "{err}"
    );
    assert!(out.stdout.is_empty(), "never an invalid file");
    // Each required field alone.
    let full = "Müller, Hans;1800;20;1970;x;1\nSchmidt, Eva;1700;15;1980;0;x\n";
    let file = temp("full.txt", full.as_bytes());
    let f = file.to_str().unwrap();
    let flags = [
        ("--start-date", "2026-05-01", "Turnierbeginn"),
        ("--location", "Kassel", "Spielort"),
        ("--time-control", "90 min", "Bedenkzeit"),
        ("--type", "SR", "Turnierart"),
    ];
    for (left_out, _, field) in flags {
        let mut args = vec![f, "--input", "cross", "--end-date", "2026-06-01"];
        for (flag, value, _) in flags.iter().filter(|(flag, _, _)| *flag != left_out) {
            args.extend_from_slice(&[flag, value]);
        }
        let out = export(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "without {left_out}");
        assert!(err.contains(&format!("Turnier, {field}: fehlt")), "{err}");
        args.extend_from_slice(&[left_out, flags.iter().find(|x| x.0 == left_out).unwrap().1]);
        assert_valid(&stdout(&export(&args)), "full.xml");
    }
    // In English, and a bad type and UUID.
    let mut args = vec![
        "--lang",
        "en",
        "dwz",
        "export",
        f,
        "--to",
        "dsb-xml",
        "--input",
        "cross",
        "--end-date",
        "2026-06-01",
    ];
    args.extend_from_slice(&[
        "--location",
        "K",
        "--time-control",
        "T",
        "--start-date",
        "2026-05-01",
        "--type",
        "XY",
        "--uuid",
        "123",
    ]);
    let out = run_cli(&args, None);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("tournament type: \"XY\" is not a tournament type"),
        "{err}"
    );
    assert!(err.contains("UUID: \"123\" is not a UUID"), "{err}");
}

#[test]
fn the_tournament_uuid_is_kept_the_file_uuid_new() {
    let file = temp("uuid.txt", CROSS.as_bytes());
    let f = file.to_str().unwrap();
    let uuid = "0f8fad5b-d9cb-469f-a165-70867728950e";
    let mut args = vec![f, "--input", "cross", "--uuid", uuid, "--sender", "Ich"];
    args.extend_from_slice(&CROSS_FLAGS);
    let (a, b) = (stdout(&export(&args)), stdout(&export(&args)));
    assert_eq!(texts(&a, "tournamentUUID"), [uuid]);
    assert_eq!(texts(&b, "tournamentUUID"), [uuid]);
    let (fa, fb) = (texts(&a, "fileUUID"), texts(&b, "fileUUID"));
    assert_eq!(fa.len(), 1);
    assert_ne!(fa, fb);
    assert!(
        dsb_xml::is_uuid(&fa[0]) && fa[0].as_bytes()[14] == b'4',
        "version 4: {}",
        fa[0]
    );
    // Without --uuid a new one, said on standard error; without a sender no header.
    let mut args = vec![f, "--input", "cross"];
    args.extend_from_slice(&CROSS_FLAGS);
    let out = export(&args);
    let err = String::from_utf8_lossy(&out.stderr);
    let xml = stdout(&out);
    assert!(err.contains(&texts(&xml, "tournamentUUID")[0]), "{err}");
    assert!(!xml.contains("<header>"));
    assert_valid(&xml, "uuid.xml");
}

fn player(number: u32) -> ReportPlayer {
    ReportPlayer {
        number,
        surname: format!("S{number}"),
        forename: format!("F{number}"),
        birth_year: Some(1990),
        ..ReportPlayer::default()
    }
}

fn game(round: u32, white: Option<u32>, black: Option<u32>, pw: Point, pb: Point) -> ReportGame {
    ReportGame {
        round: Some(round),
        date: None,
        white,
        black,
        point_white: pw,
        point_black: pb,
    }
}

fn report() -> Report {
    Report {
        head: Head {
            tournament_uuid: Some(dsb_xml::uuid_v4([7; 16])),
            label: Some("T".into()),
            kind: Some("SW-H".into()),
            time_control: Some("60 min".into()),
            rounds: Some(2),
            start_date: Date::new(2026, 5, 1),
            end_date: Date::new(2026, 5, 2),
            location: Some("Online".into()),
            sender: Some("<Ich & Du>".into()),
            ..Head::default()
        },
        players: vec![player(1), player(2), player(3)],
        games: vec![
            game(1, Some(1), Some(2), Point::Half, Point::Half),
            game(1, Some(3), None, Point::Plus, Point::Minus),
            game(2, Some(2), Some(3), Point::Zero, Point::Minus),
        ],
    }
}

fn stamp() -> Stamp {
    Stamp {
        file_uuid: dsb_xml::uuid_v4([9; 16]),
        created: dsb_xml::date_time(1_790_000_000),
    }
}

#[test]
fn the_writer_checks_what_the_schema_cannot() {
    let xml = dsb_xml::write_report(&report(), &stamp()).unwrap();
    assert_valid(&xml, "checks.xml");
    assert!(xml.contains("<noneBlackPlayer>true</noneBlackPlayer>"));
    assert!(xml.contains("<sender>&lt;Ich &amp; Du&gt;</sender>"));
    let mut bad = report();
    bad.players[2].number = 2; // twice
    bad.games
        .push(game(3, Some(1), Some(9), Point::One, Point::One)); // after round 2, unknown, 2 points
    bad.games.truncate(1);
    bad.games
        .push(game(3, Some(1), Some(9), Point::One, Point::One));
    let Err(ExportError::Invalid(problems)) = dsb_xml::write_report(&bad, &stamp()) else {
        panic!("refused as invalid")
    };
    let words: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    let all = words.join("\n");
    assert!(
        all.contains("Spieler 2 (S3, F3), Teilnehmernummer: „2“ kommt zweimal vor"),
        "{all}"
    );
    assert!(
        all.contains("Partie 2, Schwarz: „9“: diesen Spieler gibt es nicht"),
        "{all}"
    );
    assert!(
        all.contains("Partie 2, Ergebnis: „1:1“: die gespielten Punkte"),
        "{all}"
    );
    assert!(
        all.contains("Partie 2, Runde: „3“ liegt nicht zwischen 1 und 2"),
        "{all}"
    );
    // Fewer than two players, no game.
    let mut empty = report();
    empty.players.truncate(1);
    empty.games.clear();
    let e = dsb_xml::write_report(&empty, &stamp()).unwrap_err();
    assert_eq!(e.problems().len(), 2, "{e}");
}

#[test]
fn a_report_reads_back_into_the_model() {
    let xml = dsb_xml::write_report(&report(), &stamp()).unwrap();
    let read = dsb_xml::read_report(&xml).unwrap();
    // The program that wrote it is read too (the page keeps the decisions of its own reports).
    assert_eq!(read.head.system.as_deref(), Some(dsb_xml::SYSTEM));
    let mut written = report();
    written.head.system = Some(dsb_xml::SYSTEM.into());
    assert_eq!(read, written);
    let imported = dsb_xml::imported_of(&read, None).unwrap();
    // The bye is no game; 0:- counts for neither in the tournament model.
    assert_eq!(imported.tournament.games.len(), 2);
    assert_eq!(
        imported.tournament.players[0].name.as_deref(),
        Some("S1, F1")
    );
    // Damaged reports are errors, never panics.
    for bad in [
        "",
        "<a/>",
        "<DSB_DWZ_TournamentReport><tournament/>",
        &xml.replace("<pointWhite>0.5", "<pointWhite>2"),
    ] {
        assert!(
            dsb_xml::read_report(bad)
                .and_then(|r| dsb_xml::imported_of(&r, None))
                .is_err(),
            "{bad}"
        );
    }
    for cut in (0..xml.len()).step_by(97) {
        if let Some(part) = xml.get(..cut) {
            let _ = dsb_xml::read_report(part).map(|r| dsb_xml::imported_of(&r, None));
        }
    }
}

// ---- a team SWT built byte by byte (8.x), as tests/swt.rs builds them ----

/// Two teams of three, two boards, two rounds (Swiss): 1-0 and ½-½ in round 1; in round 2
/// board 1 lost kampflos by white, board 2 not played.
fn team_swt() -> Vec<u8> {
    let (start, card_len, rounds) = (0x3448usize, 655usize, 2usize);
    let players: [(&str, u16, u16, &str); 6] = [
        ("Alpha,Eins", 1, 1, "2000"),
        ("Alpha,Zwei", 2, 1, "1900"),
        ("Alpha,Drei", 3, 1, ""),
        ("Beta,Eins", 4, 2, "1950"),
        ("Beta,Zwei", 5, 2, "1850"),
        ("Beta,Drei", 6, 2, "1700"),
    ];
    let teams = [("SK Alpha", 1u16), ("SV Beta", 2u16)];
    let records: [(usize, usize, u8, u16, u8, u8, u8); 8] = [
        (0, 0, 1, 4, 0x0F, 0, 1),
        (3, 0, 3, 1, 0x05, 0, 1),
        (4, 0, 1, 2, 0x0A, 0, 2),
        (1, 0, 3, 5, 0x0A, 0, 2),
        (3, 1, 1, 1, 0x05, 0x02, 1),
        (0, 1, 3, 4, 0x0F, 0x02, 1),
        (1, 1, 1, 6, 0x00, 0x33, 2),
        (5, 1, 3, 2, 0x00, 0x33, 2),
    ];
    let with_records = players.len() + teams.len();
    let mut b = vec![0u8; start + with_records * rounds * 19 + with_records * card_len];
    let put16 =
        |b: &mut Vec<u8>, at: usize, v: u16| b[at..at + 2].copy_from_slice(&v.to_le_bytes());
    let text =
        |b: &mut Vec<u8>, at: usize, s: &str| b[at..at + s.len()].copy_from_slice(s.as_bytes());
    for at in [1, 3, 5] {
        put16(&mut b, at, rounds as u16);
    }
    put16(&mut b, 7, players.len() as u16);
    put16(&mut b, 0x261, 883);
    b[0x255] = 1;
    b[0x258] = 1;
    b[0x25C] = 2;
    b[0x25E] = 0xFF;
    put16(&mut b, 0x534, teams.len() as u16);
    text(&mut b, 0x316, "Built Cup");
    text(&mut b, 0x434, "12.12.2026");
    for (p, r, colour, opponent, result, status, board) in records {
        let at = start + (p * rounds + r) * 19;
        b[at + 8] = colour;
        put16(&mut b, at + 9, opponent);
        b[at + 11] = result;
        b[at + 15] = status;
        b[at + 18] = board;
    }
    let cards = start + with_records * rounds * 19;
    for (k, (name, id, team, nwz)) in players.iter().enumerate() {
        let at = cards + k * card_len;
        text(&mut b, at, name);
        text(&mut b, at + 0x4B, nwz);
        text(&mut b, at + 0x80, "1990      ");
        b[at + 0xBD] = b' ';
        put16(&mut b, at + 0xC9, *team);
        put16(&mut b, at + 0xD9, *id);
    }
    for (t, (name, no)) in teams.iter().enumerate() {
        let at = cards + (players.len() + t) * card_len;
        text(&mut b, at, name);
        put16(&mut b, at + 0xDB, *no);
    }
    b
}

#[test]
fn a_report_from_standard_input_with_input_dsb_xml() {
    let xml = dsb_xml::write_report(&report(), &stamp()).unwrap();
    let out = run_cli(&["dwz", "evaluate", "-", "--input", "dsb-xml"], Some(&xml));
    let v = common::json_of(&out);
    assert_eq!(v["players"].as_array().map(Vec::len), Some(3));
    // Written again from standard input: the same tournament UUID, a new file UUID.
    let out = run_cli(
        &[
            "dwz", "export", "-", "--input", "dsb-xml", "--to", "dsb-xml",
        ],
        Some(&xml),
    );
    let again = stdout(&out);
    assert_valid(&again, "stdin.xml");
    assert_eq!(
        texts(&again, "tournamentUUID"),
        texts(&xml, "tournamentUUID")
    );
    assert_ne!(texts(&again, "fileUUID"), texts(&xml, "fileUUID"));
    // Not a report: an error naming the line, never a panic.
    let out = run_cli(
        &["dwz", "evaluate", "-", "--input", "dsb-xml"],
        Some("<a><b></a>"),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Zeile 1"));
}

#[test]
fn trf_out_reads_back_to_the_same_evaluation() {
    // An SWT (with a list made here) and the Karl-Mala TRF (without one) written as TRF-16.
    let imported = swt_imported();
    let list = temp(
        "trf-out-list.csv",
        spieler_csv(&imported.entrants).as_bytes(),
    );
    let swt_file = shared("testdata/swt/SwissIndividual.SWT");
    let trf = stdout(&export_to(
        &[
            swt_file.to_str().unwrap(),
            "--players",
            list.to_str().unwrap(),
        ],
        "trf",
    ));
    assert!(trf.starts_with("012 Test Tournament"), "{trf}");
    let written = temp("swt-out.trf", trf.as_bytes());
    assert_eq!(
        evaluation(&written, &list, &[]),
        evaluation(&swt_file, &list, &[])
    );
    let karl = shared("testdata/karl-mala-2005.trf");
    let trf = stdout(&export_to(&[karl.to_str().unwrap()], "trf"));
    let written = temp("karl-out.trf", trf.as_bytes());
    let plain = |f: &Path| {
        let mut v = common::json_of(&run_cli(&["dwz", "evaluate", f.to_str().unwrap()], None));
        strip_names(&mut v);
        v
    };
    assert_eq!(plain(&written), plain(&karl));
}

fn export_to(args: &[&str], to: &str) -> Output {
    let mut all = vec!["dwz", "export"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--to", to]);
    run_cli(&all, None)
}
