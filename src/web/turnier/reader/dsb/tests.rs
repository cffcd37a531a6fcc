use super::*;
use crate::web::turnier::list::apply_matches;
use crate::web::turnier::list::tests::{five, LIST_CSV};
use crate::web::turnier::list::{ListAsk, NOT_MEMBER};
use crate::web::turnier::reader::{Extra, Given, Module, Request, Response};

fn make(m: &mut Module, s: &Session, version: u64) -> Response {
    let request = Request::Make {
        tournament: Given::New {
            version,
            session: Box::new(s.clone().into()),
        },
        extra: Extra::DsbXml,
        lang: Lang::De,
        exact: false,
    };
    let mut bytes = vec![7u8; 32];
    bytes.extend_from_slice(b"2026-11-23T10:00:00.000Z");
    Response::read(&m.handle_json(&request.json(), &bytes)).unwrap()
}

/// The list read and asked for the five players of `five`: Hans of 1970 chosen, Nina not in
/// the list, the list's findings applied.
fn listed_session(m: &mut Module) -> Session {
    m.handle(Request::LoadList, LIST_CSV.as_bytes());
    let (loaded, request) = five();
    let mut s = Session::new(loaded);
    let base: Vec<(usize, _)> = s.edits.iter().cloned().enumerate().collect();
    let ask = ListAsk {
        request: Some(request),
        base,
        ..ListAsk::default()
    };
    let Response::Listed(answer) = m.handle(Request::List(ask), &[]) else {
        panic!()
    };
    s.matches = answer.matches;
    // Hans: the one born 1970 chosen (row 0); Nina is not in the list.
    s.chosen = vec![Some(0), None, None, Some(NOT_MEMBER), None];
    s.edits = apply_matches(&s.edits, &s.matches, &s.chosen);
    s
}

/// The report refused while the head and a birth year are missing, each refusal naming what is
/// missing; the head then filled in.
fn head_filled_after_refusals(m: &mut Module, s: &mut Session) {
    let Response::Refused(why) = make(m, s, 1) else {
        panic!()
    };
    for words in [
        "Turnierart",
        "Bedenkzeit",
        "Turnierbeginn",
        "Spielort",
        "Spieler 4 (Neu, Nina), Geburtsjahr: fehlt",
    ] {
        assert!(why.contains(words), "{words}: {why}");
    }
    s.edits[3].birth = "1999".into();
    s.head = vec![String::new(); crate::web::turnier::store::HEAD.len()];
    s.head[head_at::BEGIN] = "01.12.2026".into();
    s.head[head_at::TIME_CONTROL] = "90 min + 30 s/Zug".into();
    s.head[head_at::LOCATION] = "Kassel".into();
    s.head[head_at::TYPE] = "sr".into();
    let Response::Refused(why) = make(m, s, 2) else {
        panic!()
    };
    assert_eq!(
            why,
            "Der DSB-Bericht wird nicht geschrieben, es fehlt: Turnier, Name: fehlt; Dateikopf, Auswerter (Absender): fehlt"
        );
    s.head[head_at::EVALUATOR] = "Eva Lang".into();
    s.head[head_at::CODE] = "B-2026-17".into();
    s.head[head_at::LEVEL] = "Bezirk".into();
    let Response::Refused(why) = make(m, s, 2) else {
        panic!()
    };
    assert_eq!(
        why,
        "Der DSB-Bericht wird nicht geschrieben, es fehlt: Turnier, Name: fehlt"
    );
    s.head[head_at::NAME] = "Vereinsmeisterschaft".into();
}

/// What the written report holds: the head typed, the players' DSB IDs and clubs.
fn assert_written(xml: &str) {
    for part in [
        "<tournamentType>SR</tournamentType>",
        "<sender>Eva Lang</sender>",
        "<dsbId>NU1</dsbId>",
        "<dsbId>NU3</dsbId>",
        "<vkz>20511</vkz>",
        "<numberClubMember>7</numberClubMember>",
        "<sex>w</sex>",
        "<startDate>2026-12-01</startDate>",
        "<dobYear>1999</dobYear>",
        "<creationDate>2026-11-23T10:00:00.000Z</creationDate>",
        "<tournamentUUID>07070707-0707-4707-8707-070707070707</tournamentUUID>",
    ] {
        assert!(xml.contains(part), "{part}: {xml}");
    }
    // Hans of 1970 chosen for player 1; the one of 1990 is player 5 (name and year).
    assert_eq!(xml.matches("<dsbId>NU1</dsbId>").count(), 1);
    assert_eq!(xml.matches("<dsbId>NU2</dsbId>").count(), 1);
    assert_eq!(xml.matches("<dsbId>").count(), 4, "Nina is not in the list");
}

/// The report opened again by the page: its players with their DSB IDs, its head with its
/// tournament UUID, Turniercode and Spielebene, and each decision.
fn opened_again(xml: &str) -> Session {
    // The page opens the report again: its players with their DSB IDs, its head with its
    // tournament UUID.
    let crate::web::common::messages::Opened::Loaded(back) =
        crate::web::turnier::reader::open("", xml.as_bytes(), "")
    else {
        panic!()
    };
    let back = Session::try_from(*back).unwrap();
    assert_eq!(back.loaded.tournament.players.len(), 5);
    assert_eq!(back.loaded.entrants[1].club.as_deref(), Some("20511"));
    assert_eq!(
        back.head[head_at::UUID],
        "07070707-0707-4707-8707-070707070707"
    );
    assert_eq!(back.head[head_at::LOCATION], "Kassel");
    assert_eq!(back.head[head_at::EVALUATOR], "Eva Lang");
    assert_eq!(back.loaded.tournament.name, "Vereinsmeisterschaft");
    // Turniercode and Spielebene, the birth dates and each decision come back;
    // exported again (with other random bytes and time) it is the same file but for its
    // file UUID and creation time.
    assert!(
        xml.contains("<notes>Turniercode: B-2026-17; Spielebene: Bezirk</notes>"),
        "{xml}"
    );
    assert_eq!(
        (
            back.head[head_at::CODE].as_str(),
            back.head[head_at::LEVEL].as_str()
        ),
        ("B-2026-17", "Bezirk")
    );
    assert_eq!(back.chosen, [None, None, None, Some(NOT_MEMBER), None]);
    back
}

/// The report opened again, matched with the list again and exported anew (other random bytes
/// and time).
fn exported_again(m: &mut Module, back: Session) -> String {
    let mut again = back;
    let base: Vec<(usize, _)> = again.edits.iter().cloned().enumerate().collect();
    let keys = again
        .loaded
        .entrants
        .iter()
        .map(crate::web::turnier::list::Key::from)
        .collect();
    let ask = ListAsk {
        request: Some(crate::web::turnier::list::MatchRequest {
            end_year: 2026,
            keys,
        }),
        base,
        chosen: again.chosen.clone(),
        ..ListAsk::default()
    };
    let Response::Listed(answer) = m.handle(Request::List(ask), &[]) else {
        panic!()
    };
    again.matches = answer.matches;
    let matches = again.matches.clone();
    assert!(
        matches
            .iter()
            .zip(&again.chosen)
            .all(|(m, c)| c.is_some() || !m.found.needs_decision()),
        "no decision open again"
    );
    again.edits = apply_matches(&again.edits, &matches, &again.chosen);
    let request = Request::Make {
        tournament: Given::New {
            version: 9,
            session: Box::new(again.clone().into()),
        },
        extra: Extra::DsbXml,
        lang: Lang::De,
        exact: false,
    };
    let mut bytes = vec![9u8; 32];
    bytes.extend_from_slice(b"2026-11-24T08:00:00.000Z");
    let Response::Made(second) = Response::read(&m.handle_json(&request.json(), &bytes)).unwrap()
    else {
        panic!()
    };
    second
}

#[test]
fn the_page_s_report_names_what_is_missing_then_is_written() {
    let mut m = Module::default();
    let mut s = listed_session(&mut m);
    head_filled_after_refusals(&mut m, &mut s);
    let xml = match make(&mut m, &s, 3) {
        Response::Made(xml) => xml,
        other => panic!("{other:?}"),
    };
    assert_written(&xml);
    let back = opened_again(&xml);
    let second = exported_again(&mut m, back);
    let without = |x: &str| {
        x.lines()
            .filter(|l| !l.contains("<fileUUID>") && !l.contains("<creationDate>"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_ne!(xml, second);
    assert_eq!(without(&xml), without(&second));
}

/// With FIDE's list loaded the report's `fideRating` is the list's, as the CLI's
/// `dwz export --fide-list` writes it.
#[test]
fn the_reports_fide_rating_comes_from_fides_list_where_one_is_loaded() {
    let mut m = Module::default();
    let mut s = listed_session(&mut m);
    head_filled_after_refusals(&mut m, &mut s);
    s.loaded.entrants[2].fide_id = Some(4_100_018);
    s.loaded.entrants[2].fide_rating = Some(1450);
    let Response::Made(before) = make(&mut m, &s, 3) else {
        panic!()
    };
    assert!(before.contains("<fideRating>1450</fideRating>"), "{before}");
    let xml = "<playerslist><player><fideid>4100018</fideid><name>Kurz, Otto</name><rating>1433</rating></player></playerslist>";
    let load = Request::LoadNamedList {
        name: "players_list_xml_foa.xml".into(),
        unless_older: String::new(),
    };
    m.handle(load, xml.as_bytes());
    let Response::Made(after) = make(&mut m, &s, 4) else {
        panic!()
    };
    assert!(after.contains("<fideRating>1433</fideRating>"), "{after}");
    assert!(!after.contains("<fideRating>1450</fideRating>"));
}
