//! The DSB's tournament report (XML) of the page's tournament, made by the second module: the
//! player table as the director corrected it, the list's findings (DSB ID, membership, sex, the
//! club's name) and the report's head as typed ([`HEAD`](crate::web::turnier::store::HEAD)).

use crate::dwz::Date;
use crate::formats::dsb_list::clubs::Clubs;
use crate::formats::dsb_list::{ListRow, Status};
use crate::formats::dsb_xml::{self, Head, Stamp};
use crate::i18n::Lang;
use crate::input::{At, Field, InputError, Problem};
use crate::web::turnier::list::{Candidate, ListMatch, MEMBER, NOT_MEMBER};
use crate::web::turnier::store::{head_at, Session};
use crate::web::turnier::table::apply;

use super::opened::Opened;

/// The list's row a player's report takes: the one the user chose, else the one matched.
fn picked(m: Option<&ListMatch>, chosen: Option<usize>) -> Option<&Candidate> {
    let m = m?;
    match chosen {
        Some(MEMBER | NOT_MEMBER) => None,
        Some(row) => m.candidates.iter().find(|c| c.row == row),
        None if m.found.is_found() => m.candidates.first(),
        None => None,
    }
}

/// A candidate as a row of the list (what the report takes of it).
fn row_of(c: &Candidate) -> ListRow {
    ListRow {
        line: 0,
        id: c.dsb_id.clone(),
        club: c.club.clone(),
        member_number: c.member_number.clone(),
        status: Status::Unknown,
        name: c.name.clone(),
        sex: c.sex,
        birth_year: c.birth_year,
        last_evaluation: None,
        dwz: c.dwz,
        index: c.index,
        fide_rating: None,
        fide_title: None,
        fide_id: c.fide_id,
        fide_country: None,
    }
}

/// The head as typed: Beginn a date (`TT.MM.JJJJ`), Auswerter the sender, Turniercode and
/// Spielebene (and a report's other notes) as notes ([`dsb_xml::notes_of`]); an empty field
/// is missing.
fn typed_head(s: &Session) -> Result<Head, InputError> {
    let field = |k: usize| {
        s.head
            .get(k)
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty())
    };
    let start_date = match field(head_at::BEGIN) {
        None => None,
        Some(text) => Some(
            Date::parse(&text)
                .or_else(|| crate::formats::trf::parse_trf_date(&text))
                .ok_or_else(|| {
                    InputError::new(At::Tournament, Field::StartDate, text, Problem::NotADate)
                })?,
        ),
    };
    Ok(Head {
        tournament_uuid: field(head_at::UUID),
        label: field(head_at::NAME),
        kind: field(head_at::TYPE).map(|t| t.to_ascii_uppercase()),
        time_control: field(head_at::TIME_CONTROL),
        start_date,
        location: field(head_at::LOCATION),
        notes: dsb_xml::notes_of(
            field(head_at::CODE).as_deref(),
            field(head_at::LEVEL).as_deref(),
            field(head_at::NOTES).as_deref(),
        ),
        sender: field(head_at::EVALUATOR),
        ..Head::default()
    })
}

/// The report of the page's tournament as XML, or why not (worded in `lang`); `bytes` from the
/// page: 32 random bytes (the tournament's UUID where none is typed, the file's), then the
/// creation time (`xs:dateTime`).
pub fn dsb_report(s: &Session, lang: Lang, bytes: &[u8]) -> Result<String, String> {
    let (t, errors) = apply(&s.loaded.tournament, &s.edits, &s.end);
    if let Some((_, e)) = errors.first() {
        return Err(lang.error(e));
    }
    let mut head = typed_head(s).map_err(|e| lang.error(&e))?;
    let (tournament_uuid, file_uuid) = dsb_xml::new_uuids(bytes.get(..32).unwrap_or(&[]));
    head.tournament_uuid.get_or_insert(tournament_uuid);
    let matches: Vec<ListMatch> = serde_json::from_str(&s.matches).unwrap_or_default();
    let picks: Vec<Option<&Candidate>> = (0..t.players.len())
        .map(|k| picked(matches.get(k), s.chosen.get(k).copied().flatten()))
        .collect();
    let rows: Vec<Option<ListRow>> = picks.iter().map(|c| c.map(row_of)).collect();
    let row_refs: Vec<Option<&ListRow>> = rows.iter().map(Option::as_ref).collect();
    let clubs = Clubs::from_pairs(
        picks
            .iter()
            .flatten()
            .filter_map(|c| Some((c.club.clone()?, c.club_name.clone()?)))
            .collect(),
    );
    let report = dsb_xml::report_of(&t, &s.loaded.entrants, &row_refs, &clubs, head);
    let stamp = Stamp {
        file_uuid,
        created: String::from_utf8_lossy(bytes.get(32..).unwrap_or(&[])).into_owned(),
    };
    dsb_xml::write_submission(&report, &stamp).map_err(|e| lang.export_error(&e))
}

/// What a file gives of the head, as the page's fields hold it (an empty text where it gives
/// nothing): Beginn, Bedenkzeit, Spielort, Turnierart. (Not the arbiter: the Auswerter, who
/// sends the report, is typed.)
pub fn head_fields(head: &Head) -> Vec<String> {
    let mut fields = vec![String::new(); crate::web::turnier::store::HEAD.len()];
    let mut set = |k: usize, v: Option<String>| {
        if let (Some(slot), Some(v)) = (fields.get_mut(k), v) {
            *slot = v;
        }
    };
    set(
        head_at::BEGIN,
        head.start_date
            .map(|d| crate::web::common::html::date_text(Lang::De, d)),
    );
    set(head_at::TIME_CONTROL, head.time_control.clone());
    set(head_at::LOCATION, head.location.clone());
    set(head_at::TYPE, head.kind.clone());
    fields
}

/// The decisions a report Wertung wrote keeps, a player each (see [`open_report`]).
fn decisions_of(entrants: &[crate::formats::Entrant]) -> Vec<Option<usize>> {
    use crate::web::turnier::list::{MEMBER, NOT_MEMBER};
    entrants
        .iter()
        .map(|e| match (&e.dsb_id, &e.club) {
            (Some(_), _) => None,
            (None, Some(_)) => Some(MEMBER),
            (None, None) => Some(NOT_MEMBER),
        })
        .collect()
}

/// Opens a DSB report (another program's, or one written before): its tournament (its players
/// found in the list by VKZ and member number, FIDE ID or name: the page keeps no DSB ID, which
/// the CLI reads first), and its head
/// in the page's fields (with its tournament UUID, so that a corrected file keeps it, and its
/// sender as the Auswerter); `end_date` as typed replaces the report's end.
pub fn open_report(text: &str, end_date: &str) -> Opened {
    let end = crate::web::common::read::date_in(end_date, &At::Tournament.into(), Field::EndDate)
        .ok()
        .flatten();
    // The report's own end; the end as typed only where it has none.
    let read = dsb_xml::read_report(text).and_then(|report| {
        let end = report.head.end_date.or(end);
        Ok((dsb_xml::imported_of(&report, end)?, report.head))
    });
    match read {
        Ok((imported, head)) => {
            let mut session = Session::new(crate::web::turnier::load::Loaded::imported(imported));
            session.head = head_fields(&head);
            let mut set = |k: usize, v: &Option<String>| {
                if let (Some(slot), Some(v)) = (session.head.get_mut(k), v) {
                    slot.clone_from(v);
                }
            };
            set(head_at::UUID, &head.tournament_uuid);
            set(head_at::EVALUATOR, &head.sender);
            set(head_at::NAME, &head.label);
            let (code, level, rest) = dsb_xml::notes_fields(head.notes.as_deref().unwrap_or(""));
            set(head_at::CODE, &code);
            set(head_at::LEVEL, &level);
            set(head_at::NOTES, &rest);
            // A report Wertung wrote says each player's decision: a DSB ID (found by it again),
            // else a membership of the file's (a member with the file's values), else none (not
            // a member, as decided).
            if head.system.as_deref() == Some(dsb_xml::SYSTEM) {
                session.chosen = decisions_of(&session.loaded.entrants);
            }
            session.id = crate::web::turnier::store::identity(
                session.head.get(head_at::UUID).map_or("", |u| u.as_str()),
                text.as_bytes(),
            );
            Opened::Loaded(crate::web::turnier::store::store(&session))
        }
        Err(e) => Opened::Failed {
            de: Lang::De.error(&e),
            en: Lang::En.error(&e),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::turnier::extras::{Extra, Given, Module, Request, Response};
    use crate::web::turnier::list::apply_matches;
    use crate::web::turnier::list::tests::{five, LIST_CSV};
    use crate::web::turnier::list::ListAsk;
    use crate::web::turnier::store::store;

    fn make(m: &mut Module, s: &Session, version: u64) -> Response {
        let request = Request::Make {
            tournament: Given::New {
                version,
                stored: store(s),
            },
            extra: Extra::DsbXml,
            lang: Lang::De,
            exact: false,
        };
        let mut bytes = vec![7u8; 32];
        bytes.extend_from_slice(b"2026-11-23T10:00:00.000Z");
        Response::read(&m.handle_json(&request.json(), &bytes)).unwrap()
    }

    #[test]
    fn the_page_s_report_names_what_is_missing_then_is_written() {
        let mut m = Module::default();
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
        let matches: Vec<ListMatch> = serde_json::from_str(&s.matches).unwrap();
        s.edits = apply_matches(&s.edits, &matches, &s.chosen);
        let Response::Refused(why) = make(&mut m, &s, 1) else {
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
        let Response::Refused(why) = make(&mut m, &s, 2) else {
            panic!()
        };
        assert_eq!(
            why,
            "Der DSB-Bericht wird nicht geschrieben, es fehlt: Turnier, Name: fehlt; Dateikopf, Auswerter (Absender): fehlt"
        );
        s.head[head_at::EVALUATOR] = "Eva Lang".into();
        s.head[head_at::CODE] = "B-2026-17".into();
        s.head[head_at::LEVEL] = "Bezirk".into();
        let Response::Refused(why) = make(&mut m, &s, 2) else {
            panic!()
        };
        assert_eq!(
            why,
            "Der DSB-Bericht wird nicht geschrieben, es fehlt: Turnier, Name: fehlt"
        );
        s.head[head_at::NAME] = "Vereinsmeisterschaft".into();
        let xml = match make(&mut m, &s, 3) {
            Response::Made(xml) => xml,
            other => panic!("{other:?}"),
        };
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
        // The page opens the report again: its players with their DSB IDs, its head with its
        // tournament UUID.
        let crate::web::turnier::extras::Opened::Loaded(stored) =
            crate::web::turnier::extras::open("", xml.as_bytes(), "")
        else {
            panic!()
        };
        let back = crate::web::turnier::store::restore(&stored).unwrap();
        assert_eq!(back.loaded.tournament.players.len(), 5);
        assert_eq!(back.loaded.entrants[1].club.as_deref(), Some("20511"));
        assert_eq!(
            back.head[head_at::UUID],
            "07070707-0707-4707-8707-070707070707"
        );
        assert_eq!(back.head[head_at::LOCATION], "Kassel");
        assert_eq!(back.head[head_at::EVALUATOR], "Eva Lang");
        assert_eq!(back.loaded.tournament.name, "Vereinsmeisterschaft");
        // Issue 28 §4: Turniercode and Spielebene, the birth dates and each decision come back;
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
        let matches: Vec<ListMatch> = serde_json::from_str(&again.matches).unwrap();
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
                stored: store(&again),
            },
            extra: Extra::DsbXml,
            lang: Lang::De,
            exact: false,
        };
        let mut bytes = vec![9u8; 32];
        bytes.extend_from_slice(b"2026-11-24T08:00:00.000Z");
        let Response::Made(second) =
            Response::read(&m.handle_json(&request.json(), &bytes)).unwrap()
        else {
            panic!()
        };
        let without = |x: &str| {
            x.lines()
                .filter(|l| !l.contains("<fileUUID>") && !l.contains("<creationDate>"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert_ne!(xml, second);
        assert_eq!(without(&xml), without(&second));
    }
}
