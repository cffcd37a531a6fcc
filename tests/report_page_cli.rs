//! The DSB report is assembled once. For the same tournament, list and head the
//! tournament page's report (its second module, called natively as the browser calls it: open
//! the file, load the list, match, make the report) and the CLI's `dwz export --to dsb-xml`
//! are the same document but for `creationDate` and `fileUUID`; the page takes the file's
//! arbiter as the sender, as the CLI does. The list gives members a passive second membership,
//! listed before the active one.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing

mod common;

use common::{run_cli, shared_dir};
use std::path::PathBuf;
use wertung::formats::{trf, Entrant};
use wertung::i18n::Lang;
use wertung::web::common::messages::{Extra, Given, Opened, Request, Response};
use wertung::web::turnier::list::{Key, ListAsk, MatchRequest};
use wertung::web::turnier::reader::Module;
use wertung::web::turnier::store::{head_at, Session};

const UUID: &str = "0f8fad5b-d9cb-469f-a165-70867728950e";

fn temp(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wertung-report-page-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

fn quote(cell: &str) -> String {
    if cell.contains(',') || cell.contains('"') {
        format!("\"{}\"", cell.replace('"', "\"\""))
    } else {
        cell.to_string()
    }
}

/// A spieler.csv (layout of 2026) with every entrant: every third with a passive membership
/// first, then his active one. The passive one is in C0815 (member k + 500), the active one in
/// 10614 (member k + 1); where the file names a membership (an SWT), the passive one is the
/// file's and the active one in C0815. The FIDE rating where the file has none: 1400 + k (the
/// report takes the list's).
fn spieler_csv(entrants: &[Entrant]) -> String {
    let mut csv = String::from("ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land\r\n");
    for (k, e) in entrants.iter().enumerate() {
        let name = e.name.as_deref().unwrap_or("");
        let name = quote(&name.split(',').map(str::trim).collect::<Vec<_>>().join(","));
        let year = e
            .birth_year
            .or(e.birth_date.map(|d| d.year))
            .unwrap_or(1980);
        let dwz = e.national_rating.or(e.fide_rating).unwrap_or(1500);
        let fide_id = e.fide_id.map(|i| i.to_string()).unwrap_or_default();
        let fide = e.fide_rating.unwrap_or(1400 + k as u32);
        let sex = if k % 2 == 0 { "W" } else { "M" };
        let id = 1000 + k;
        let row = |club: &str, member: &str, status: &str| {
            format!("NU{id},{club},{member},{status},{name},{sex},,{year},202520,{dwz},20,{fide},,{fide_id},GER\r\n")
        };
        let own = e
            .club
            .as_deref()
            .filter(|c| c.len() == 5)
            .zip(e.member_number.as_deref());
        let (passive, active) = match own {
            Some((club, member)) => (
                (club.to_string(), member.to_string()),
                ("C0815".to_string(), (k + 500).to_string()),
            ),
            None => (
                ("C0815".to_string(), (k + 500).to_string()),
                ("10614".to_string(), (k + 1).to_string()),
            ),
        };
        if k % 3 == 0 {
            csv.push_str(&row(&passive.0, &passive.1, "P"));
            csv.push_str(&row(&active.0, &active.1, "A"));
        } else if own.is_some() {
            csv.push_str(&row(&passive.0, &passive.1, "A"));
        } else {
            csv.push_str(&row(&active.0, &active.1, "A"));
        }
    }
    csv
}

/// A zip as the DSB's: `spieler.csv` beside `vereine.csv` (stored entries).
fn dsb_zip(spieler: &str) -> Vec<u8> {
    let vereine = "ZPS-Nummer,Landesverband,UebergeordneterVerband,Vereinsname\r\n10614,1,100,\"SC Frankfurt, 1880\"\r\nC0815,1,100,SK Zweitverein\r\n";
    let files: [(&str, &[u8]); 2] = [
        ("spieler.csv", spieler.as_bytes()),
        ("vereine.csv", vereine.as_bytes()),
    ];
    common::zip::zip(&files, false)
}

/// The module's answer, through JSON as between the page and the module.
fn ask(m: &mut Module, r: &Request, bytes: &[u8]) -> Response {
    Response::read(&m.handle_json(&r.json(), bytes)).unwrap()
}

/// The page's report: the file opened, the list loaded and matched (the answer taken as the
/// page takes it), the tournament UUID and `typed` head fields typed, the report made.
fn page_report(name: &str, file: &[u8], list: &[u8], typed: &[(usize, &str)]) -> String {
    match page_make(name, file, list, typed) {
        Response::Made(xml) => xml,
        other => panic!("{other:?}"),
    }
}

/// The page's answer to "Für den DSB exportieren" (see [`page_report`]).
fn page_make(name: &str, file: &[u8], list: &[u8], typed: &[(usize, &str)]) -> Response {
    let mut m = Module::default();
    let open = Request::Open {
        name: name.into(),
        end: String::new(),
    };
    let Response::Opened(Opened::Loaded(stored)) = ask(&mut m, &open, file) else {
        panic!("the page opens {name}")
    };
    let mut s = Session::try_from(*stored).unwrap();
    let Response::List(_) = ask(&mut m, &Request::LoadList, list) else {
        panic!("the list loads")
    };
    let ask_list = ListAsk {
        request: Some(MatchRequest {
            end_year: s.loaded.tournament.end_date.year,
            keys: s.loaded.entrants.iter().map(Key::from).collect(),
        }),
        base: s.edits.iter().cloned().enumerate().collect(),
        ..ListAsk::default()
    };
    let Response::Listed(answer) = ask(&mut m, &Request::List(ask_list), &[]) else {
        panic!("the players are matched")
    };
    s.matches = answer.matches;
    s.listed = answer.listed;
    for (k, edit) in answer.edits {
        s.edits[k] = edit;
    }
    s.head[head_at::UUID] = UUID.into();
    for &(k, text) in typed {
        s.head[k] = text.into();
    }
    let make = Request::Make {
        tournament: Given::New {
            version: 1,
            session: Box::new(s.into()),
        },
        extra: Extra::DsbXml,
        lang: Lang::De,
        exact: true,
    };
    let mut stamp = vec![7u8; 32];
    stamp.extend_from_slice(b"2026-11-23T10:00:00Z");
    ask(&mut m, &make, &stamp)
}

/// The report without the lines of its creation date and file UUID.
fn without_stamp(xml: &str) -> String {
    xml.lines()
        .filter(|l| !l.contains("<fileUUID>") && !l.contains("<creationDate>"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn texts(xml: &str, name: &str) -> Vec<String> {
    let (open, close) = (format!("<{name}>"), format!("</{name}>"));
    xml.lines()
        .filter_map(|l| {
            let t = l.trim();
            t.strip_prefix(open.as_str())?
                .strip_suffix(close.as_str())
                .map(str::to_string)
        })
        .collect()
}

#[test]
fn the_page_and_the_cli_write_the_same_report() {
    let path = shared_dir().join("testdata/karl-mala-2005.trf");
    let bytes = std::fs::read(&path).unwrap();
    let text = String::from_utf8_lossy(&bytes);
    let imported = trf::read_trf_imported(&text, None).unwrap();
    let list = dsb_zip(&spieler_csv(&imported.entrants));
    let list_file = temp("karl-mala-list.zip", &list);
    let out = run_cli(
        &[
            "dwz",
            "export",
            path.to_str().unwrap(),
            "--players",
            list_file.to_str().unwrap(),
            "--uuid",
            UUID,
            "--to",
            "dsb-xml",
        ],
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let cli = String::from_utf8(out.stdout).unwrap();
    let page = page_report("karl-mala-2005.trf", &bytes, &list, &[]);
    assert_eq!(
        without_stamp(page.trim_end()),
        without_stamp(cli.trim_end())
    );
    // What the two have in common is the report asked for: the arbiter sends it, every third
    // player names his active membership though the passive one comes first, the club named.
    assert_eq!(texts(&page, "sender"), ["Ralph Blum (SV Griesheim)"]);
    assert_eq!(texts(&page, "tournamentUUID"), [UUID]);
    let vkz = texts(&page, "vkz");
    assert_eq!(vkz.len(), imported.entrants.len());
    assert!(vkz.iter().all(|v| v == "10614"), "{vkz:?}");
    assert_eq!(texts(&page, "numberClubMember")[3], "4");
    assert_eq!(texts(&page, "club")[0], "SC Frankfurt, 1880");
    assert_ne!(page, cli, "a file UUID of its own");
}

#[test]
fn an_swt_with_the_passive_membership_the_file_names() {
    let path = shared_dir().join("testdata/swt/SwissIndividual.SWT");
    let bytes = std::fs::read(&path).unwrap();
    let imported = wertung::formats::swt::read_swt(&bytes, None).unwrap();
    let list = dsb_zip(&spieler_csv(&imported.entrants));
    let list_file = temp("swt-list.zip", &list);
    let out = run_cli(
        &[
            "dwz",
            "export",
            path.to_str().unwrap(),
            "--players",
            list_file.to_str().unwrap(),
            "--uuid",
            UUID,
            "--sender",
            "Eva Lang",
            "--to",
            "dsb-xml",
        ],
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let cli = String::from_utf8(out.stdout).unwrap();
    let page = page_report(
        "SwissIndividual.SWT",
        &bytes,
        &list,
        &[(head_at::EVALUATOR, "Eva Lang")],
    );
    assert_eq!(
        without_stamp(page.trim_end()),
        without_stamp(cli.trim_end())
    );
    // Player 1 (k = 0) names the passive membership of the file, not his active one.
    let own = &imported.entrants[0];
    assert_eq!(texts(&page, "vkz")[0], own.club.clone().unwrap());
    assert_eq!(
        texts(&page, "numberClubMember")[0],
        own.member_number.clone().unwrap().trim_start_matches('0')
    );
    assert_eq!(texts(&page, "rounds"), ["9"]);
    // A field the director emptied stays empty: the file's time control does not come back.
    let typed = [
        (head_at::EVALUATOR, "Eva Lang"),
        (head_at::TIME_CONTROL, ""),
    ];
    let Response::Refused(why) = page_make("SwissIndividual.SWT", &bytes, &list, &typed) else {
        panic!("refused without a time control")
    };
    assert_eq!(
        why,
        "Der DSB-Bericht wird nicht geschrieben, es fehlt: Turnier, Bedenkzeit: fehlt"
    );
}

// ---- Memberships decided by hand travel in the report and come back ----

/// A report of three players written by Wertung: 1 from the list (DSB ID), 2 made a member by
/// hand (neither DSB ID nor VKZ), 3 decided a non-member though the file gave him a VKZ.
fn decided_report() -> String {
    use wertung::formats::dsb_xml::{self, Head, Point, Report, ReportGame, ReportPlayer, Stamp};
    let player = |number: u32, dsb_id: Option<&str>, vkz: Option<&str>, member| ReportPlayer {
        number,
        dsb_id: dsb_id.map(String::from),
        surname: format!("Spieler{number}"),
        forename: "Hans".into(),
        birth_year: Some(1980),
        vkz: vkz.map(String::from),
        member_number: vkz.map(|_| number),
        member,
        ..ReportPlayer::default()
    };
    let game = |round, white, black| ReportGame {
        round: Some(round),
        date: None,
        white: Some(white),
        black: Some(black),
        point_white: Point::One,
        point_black: Point::Zero,
    };
    let report = Report {
        head: Head {
            tournament_uuid: Some(UUID.into()),
            label: Some("Vereinsturnier".into()),
            kind: Some("SR".into()),
            time_control: Some("90 min".into()),
            rounds: Some(3),
            start_date: wertung::dwz::Date::parse("2026-11-20"),
            end_date: wertung::dwz::Date::parse("2026-11-22"),
            location: Some("Kassel".into()),
            notes: Some("Turniercode: B-17".into()),
            sender: Some("Eva Lang".into()),
            ..Head::default()
        },
        players: vec![
            player(1, Some("NU1000"), Some("10614"), None),
            player(2, None, None, Some(true)),
            player(3, None, Some("C0815"), Some(false)),
        ],
        games: vec![game(1, 1, 2), game(2, 2, 3), game(3, 3, 1)],
    };
    let stamp = Stamp {
        file_uuid: dsb_xml::uuid_v4([2; 16]),
        created: dsb_xml::date_time(0),
    };
    dsb_xml::write_report(&report, &stamp).unwrap()
}

#[test]
fn memberships_decided_by_hand_travel_in_the_notes_and_come_back() {
    use wertung::formats::dsb_list::matching::Choice;
    use wertung::formats::dsb_xml::{choices_of, imported_of, read_report};
    let xml = decided_report();
    assert_eq!(
        texts(&xml, "notes"),
        ["Turniercode: B-17; Mitglied: 2; Nichtmitglied: 3"]
    );
    // The library's reader: the decisions back in the players, out of the notes.
    let report = read_report(&xml).unwrap();
    assert_eq!(report.head.notes.as_deref(), Some("Turniercode: B-17"));
    let members: Vec<Option<bool>> = report.players.iter().map(|p| p.member).collect();
    assert_eq!(members, [None, Some(true), Some(false)]);
    assert_eq!(
        choices_of(&report.players),
        [
            None,
            Some(Choice::Member(true)),
            Some(Choice::Member(false))
        ]
    );
    let imported = imported_of(&report, None).unwrap();
    let member: Vec<bool> = imported
        .tournament
        .players
        .iter()
        .map(|p| p.member)
        .collect();
    assert_eq!(member, [true, true, false]);
    // The CLI with a list: player 1 found by his DSB ID, the others as decided; written again,
    // the same notes.
    let entrants = vec![Entrant {
        name: Some("Spieler1, Hans".into()),
        birth_year: Some(1980),
        ..Entrant::default()
    }];
    let list = temp("decided-list.zip", &dsb_zip(&spieler_csv(&entrants)));
    let file = temp("decided.xml", xml.as_bytes());
    let out = run_cli(
        &[
            "dwz",
            "export",
            file.to_str().unwrap(),
            "--players",
            list.to_str().unwrap(),
            "--to",
            "dsb-xml",
        ],
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let again = String::from_utf8(out.stdout).unwrap();
    assert_eq!(texts(&again, "notes"), texts(&xml, "notes"));
    assert_eq!(texts(&again, "dsbId"), ["NU1000"]);
    // The page opens it: each decision as it was made, and makes the same report again.
    use wertung::web::turnier::list::{MEMBER, NOT_MEMBER};
    let Opened::Loaded(stored) = wertung::web::turnier::reader::open("", xml.as_bytes(), "") else {
        panic!("the page opens the report")
    };
    let s = Session::try_from(*stored.clone()).unwrap();
    assert_eq!(s.chosen, [None, Some(MEMBER), Some(NOT_MEMBER)]);
    assert_eq!(s.head[head_at::NOTES], "");
    assert_eq!(s.head[head_at::CODE], "B-17");
    let mut m = Module::default();
    let make = Request::Make {
        tournament: Given::New {
            version: 1,
            session: stored,
        },
        extra: Extra::DsbXml,
        lang: Lang::De,
        exact: true,
    };
    let mut stamp = vec![7u8; 32];
    stamp.extend_from_slice(b"2026-11-23T10:00:00Z");
    let Response::Made(page) = ask(&mut m, &make, &stamp) else {
        panic!("the page makes the report")
    };
    assert_eq!(texts(&page, "notes"), texts(&xml, "notes"));
}
