//! The tests of the player list's findings on the page (a sibling file: `list.rs` holds the
//! code).

use super::*;
use crate::dwz::{evaluate, Options};
use crate::formats::dsb_list::read_player_list;
use crate::web::common::messages::ListLoad;
use crate::web::turnier::load::read_any;
use crate::web::turnier::table::apply;

/// A small DSB player list: two persons of the same name, one with a FIDE ID, one without
/// DWZ.
pub(crate) const LIST_CSV: &str = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land\r\n\
    NU1,10614,1081,A,\"Müller,Hans\",M,,1970,202517,1850,42,,,,\r\n\
    NU2,10614,1082,A,\"Müller,Hans\",M,,1990,202517,1600,12,,,,\r\n\
    NU3,20511,7,A,\"Lang,Eva\",W,,1980,202517,1712,30,,,4711,GER\r\n\
    NU4,20511,8,A,\"Kurz,Otto\",M,,1955,202517,,,,,,\r\n";

/// [`LIST_CSV`] read.
pub(crate) fn list() -> ListIndex {
    ListIndex::new(read_player_list(LIST_CSV.as_bytes()).unwrap())
}

/// Five players: Hans (two persons of his name), Eva (by FIDE ID), Otto, Nina (not in the
/// list) and "Mueller, Hans" born 1990; the request for them.
pub(crate) fn five() -> (crate::web::turnier::load::Loaded, MatchRequest) {
    let t = read_any(
        "Müller, Hans;1500;;;x;1;½;1;0\nLang, Eva;;;;0;x;1;½;1\nKurz, Otto;1400;;;½;0;x;1;0\nNeu, Nina;;;;0;½;0;x;1\nMueller, Hans;;;;1;0;1;0;x\n",
        "12.12.2026",
    )
    .unwrap();
    let mut keys: Vec<Key> = t.entrants.iter().map(Key::from).collect();
    keys[1].fide_id = Some(4711);
    keys[4].birth_year = Some(1990);
    (
        t,
        MatchRequest {
            end_year: 2026,
            keys,
        },
    )
}

#[test]
fn a_player_of_another_federation_not_in_the_list_is_a_guest_from_it() {
    // Nina, not in the list, from AUT: a guest, no decision; Otto, GER and
    // found, says nothing of it.
    let (_, mut request) = five();
    request.keys[3].federation = Some("AUT".into());
    request.keys[2].federation = Some("GER".into());
    let matches = list_matches(&list(), &request);
    assert_eq!(matches[3].guest.as_deref(), Some("AUT"));
    assert_eq!(matches[2].guest, None);
    let cell = |m: &ListMatch| ListCell {
        found: Some(m.found),
        guest: m.guest.clone(),
        ..ListCell::default()
    };
    assert_eq!(
        cell(&matches[3]).found_text(Lang::De),
        "nicht in der Liste · Gast aus AUT"
    );
    assert!(!matches[3].found.needs_decision());
    assert_eq!(
        cell(&matches[3]).found_text(Lang::En),
        "not in the list · guest from AUT"
    );
    assert_eq!(cell(&matches[2]).found_text(Lang::De), "Name");
}

#[test]
fn a_dsb_id_the_file_gives_finds_the_person_first() {
    // A report's player is found by his DSB ID, also where his name and
    // membership are the other person's (two persons named Müller, Hans: otherwise a
    // decision).
    let (_, mut request) = five();
    request.keys[0].dsb_id = Some("NU2".into());
    let matches = list_matches(&list(), &request);
    assert_eq!(matches[0].found, Found::ClubAndMember);
    assert_eq!(matches[0].candidates.len(), 1);
    assert_eq!(matches[0].candidates[0].birth_year, Some(1990));
    // Kept with the tournament (and read back from an earlier page's state without it).
    let kept = serde_json::to_string(&request.keys[0]).unwrap();
    let mut value: serde_json::Value = serde_json::from_str(&kept).unwrap();
    assert_eq!(value["dsb_id"], "NU2");
    let back: Key = serde_json::from_str(&kept).unwrap();
    assert_eq!(back.entrant().dsb_id.as_deref(), Some("NU2"));
    value.as_object_mut().unwrap().remove("dsb_id");
    let old: Key = serde_json::from_value(value).unwrap();
    assert_eq!(old.dsb_id, None);
}

#[test]
fn the_list_fills_the_player_table_and_the_user_decides_the_rest() {
    let (t, request) = five();
    let matches = list_matches(&list(), &request);
    let found: Vec<Found> = matches.iter().map(|m| m.found).collect();
    assert_eq!(
        found,
        [
            Found::Ambiguous,
            Found::FideId,
            Found::Name,
            Found::NotInList,
            Found::NameAndBirthYear
        ]
    );
    assert_eq!(match_counts(&found), (3, 1, 1));
    assert_eq!(matches[0].candidates.len(), 2);
    assert_eq!(
        candidate_text(Lang::De, &Offer::of(&matches[0].candidates[0])),
        "Müller,Hans · DWZ 1850-42 · A · 1970 · ZPS 10614-1081"
    );
    assert_eq!(
        candidate_text(Lang::De, &Offer::of(&matches[1].candidates[0])),
        "Lang,Eva · DWZ 1712-30 · A · 1980 · ZPS 20511-7 · FIDE-ID 4711"
    );
    let base = t.edits();
    let edits = apply_matches(&base, &matches, &[]);
    // Eva: DWZ, index and birth year from the list, a member.
    assert_eq!(
        (
            edits[1].dwz.as_str(),
            edits[1].index.as_str(),
            edits[1].birth.as_str(),
            edits[1].member
        ),
        ("1712", "30", "1980", true)
    );
    // Otto: in the list without DWZ: no DWZ (his 1400 is not a DSB rating), a member.
    assert_eq!((edits[2].dwz.as_str(), edits[2].member), ("", true));
    // Nina: not in the list: keeps the file's values, a non-member (WO 3.4.3).
    assert!(!edits[3].member);
    // Hans (ambiguous, not chosen): the file's 1500, a non-member until the user chooses.
    assert_eq!((edits[0].dwz.as_str(), edits[0].member), ("1500", false));
    let chosen = [Some(matches[0].candidates[1].row)];
    let edits = apply_matches(&base, &matches, &chosen);
    assert_eq!(
        (
            edits[0].dwz.as_str(),
            edits[0].index.as_str(),
            edits[0].member
        ),
        ("1600", "12", true)
    );
    // The player table applied: the evaluation sees the list's values and memberships.
    let (applied, errors) = apply(&t.tournament, &edits, "12.12.2026");
    assert!(errors.is_empty(), "{errors:?}");
    let e = evaluate(&applied, &Options::default()).unwrap();
    assert_eq!(e.players[1].ro(), Some(1712.0));
    assert!(e.players[0].stored && !e.players[3].stored);
    // The user corrects a field afterwards: it is what counts.
    let mut edits = edits;
    edits[3].member = true;
    edits[3].dwz = "1300".into();
    let (applied, _) = apply(&t.tournament, &edits, "12.12.2026");
    assert!(applied.players[3].member && applied.players[3].dwz == Some(1300));
}

#[test]
fn the_module_answers_cells_choices_and_a_warning() {
    let (t, mut request) = five();
    // Nina 1980 nearly fits Lang,Eva? No: a near miss is the name nearly; Otto's year one off.
    request.keys[2].birth_year = Some(1956);
    let base: Vec<(usize, Edit)> = t.edits().into_iter().enumerate().collect();
    let ask = ListAsk {
        request: Some(request.clone()),
        base: base.clone(),
        ..ListAsk::default()
    };
    let a = list_answer(Some(&list()), &ask).unwrap();
    // Otto, born 1956 in the file and 1955 in the list: offered, not taken.
    let otto = &a.cells[2];
    assert!(otto.need && otto.found == Some(Found::NearMiss), "{otto:?}");
    assert_eq!(otto.found_text(Lang::De), "Beinahe-Treffer");
    assert_eq!(
        candidate_text(Lang::De, &otto.offers[0]),
        "Kurz,Otto · ohne DWZ · A · 1955 · ZPS 20511-8"
    );
    assert_eq!(a.edits[2].1.dwz, "1400");
    assert!(!a.edits[2].1.member);
    let summary = summary_text(Lang::De, &a.found);
    assert!(summary.contains("1 Beinahe-Treffer"), "{summary}");
    // Two need a decision (Hans ambiguous, Otto near); Nina, not in the list, is a
    // non-member without one, and can be made a member; Eva is found.
    let needs: Vec<bool> = a.cells.iter().map(|c| c.need).collect();
    assert_eq!(needs, [true, false, true, false, false]);
    assert!(!a.edits[3].1.member, "Nina a non-member");
    let nina = &a.cells[3];
    assert_eq!(nina.found_text(Lang::De), "nicht in der Liste");
    assert!(nina.offers.is_empty() && !nina.need);
    // Otto's row chosen; Nina kept a member with the file's values: no decision left for them.
    let chosen = vec![None, None, Some(3), Some(MEMBER), None];
    let again = ListAsk {
        request: None,
        matches: a.matches.clone(),
        chosen,
        base: vec![base[2].clone(), base[3].clone()],
        ..ListAsk::default()
    };
    let b = list_answer(None, &again).unwrap();
    let needs: Vec<bool> = b.cells.iter().map(|c| c.need).collect();
    assert_eq!(needs, [true, false, false, false, false]);
    assert_eq!((b.edits[0].1.member, b.edits[0].1.dwz.as_str()), (true, ""));
    assert!(b.edits[1].1.member);
    assert!(summary_text(Lang::En, &b.found).starts_with("Matched with the player list"));
    // A list that fits none of the players: a warning, nothing taken.
    let other = ListIndex::new(
        read_player_list(
            "ZPS,Mgl-Nr,Status,Spielername,Geburtsjahr,DWZ,Index\n1,1,A,\"Xu,Yi\",1990,1500,5\n"
                .as_bytes(),
        )
        .unwrap(),
    );
    let c = list_answer(Some(&other), &ask).unwrap();
    assert_eq!(c.fits_none, Some((0, 5)));
    assert!(fits_none_text(Lang::De, 0, 5).starts_with("Nur 0 von 5 Spielern"));
    assert!(c.edits.is_empty() && c.matches.is_empty());
    // Confirmed by the user: applied, the five not in it non-members.
    let forced = ListAsk {
        force: true,
        ..ask.clone()
    };
    let d = list_answer(Some(&other), &forced).unwrap();
    assert_eq!(d.fits_none, None);
    assert_eq!(d.found, [Found::NotInList; 5]);
    assert!(d.edits.iter().all(|(_, e)| !e.member));
    assert_eq!(list_answer(None, &ask), None, "no list kept");
}

#[test]
fn a_candidate_and_the_report_name_the_club_where_the_zip_does() {
    let (t, request) = five();
    let mut index = list();
    index.list.clubs = vec![("10614".into(), "SV Müßig, e.V.".into())];
    let matches = list_matches(&index, &request);
    // Eva (20511: no name in the list's clubs), Hans (ambiguous: one row 10614 each).
    assert_eq!(
        candidate_text(Lang::De, &Offer::of(&matches[1].candidates[0])),
        "Lang,Eva · DWZ 1712-30 · A · 1980 · ZPS 20511-7 · FIDE-ID 4711"
    );
    assert_eq!(
        candidate_text(Lang::De, &Offer::of(&matches[0].candidates[0])),
        "Müller,Hans · DWZ 1850-42 · A · 1970 · ZPS 10614-1081 (SV Müßig, e.V.)"
    );
    // What the report shows: the row taken (Hans once chosen), else the file's (none here).
    let mut s = crate::web::turnier::testdata::session(&t.tournament, &t.edits());
    s.loaded = t.clone();
    s.matches.clone_from(&matches);
    s.chosen = vec![None; 5];
    assert_eq!(s.who()[0].zps, "");
    assert_eq!(s.who()[1].zps, "20511-7");
    s.chosen[0] = Some(matches[0].candidates[0].row);
    assert_eq!(s.who()[0].zps, "10614-1081 (SV Müßig, e.V.)");
    // The CSV export's numbers: the row taken (Hans, Eva's FIDE ID), else the file's (none).
    let numbers = s.numbers();
    assert_eq!(numbers[0].club.as_deref(), Some("10614"));
    assert_eq!(numbers[0].member_number.as_deref(), Some("1081"));
    assert_eq!(
        (numbers[1].club.as_deref(), numbers[1].fide_id),
        (Some("20511"), Some(4711))
    );
    assert_eq!(numbers[3].club, None);
    let answer = list_answer(
        Some(&index),
        &ListAsk {
            matches: s.matches.clone(),
            chosen: s.chosen.clone(),
            ..ListAsk::default()
        },
    )
    .unwrap();
    assert_eq!(answer.clubs[0], "10614-1081 (SV Müßig, e.V.)");
    assert_eq!(answer.clubs[3], "", "Nina: not in the list");
}

#[test]
fn a_candidate_takes_what_the_cli_takes() {
    // The FIDE rating of the file stands in where the list has no DWZ, in both.
    use crate::formats::dsb_list::matching::{apply_list, Choice};
    let (t, mut request) = five();
    request.keys[2].fide_rating = Some(2100);
    let index = list();
    let matches = list_matches(&index, &request);
    let otto = &matches[2].candidates[0];
    assert_eq!((otto.take_dwz, otto.take_index), (Some(2100), None));
    let imported = crate::formats::Imported {
        tournament: t.tournament.clone(),
        entrants: request.keys.iter().map(Key::entrant).collect(),
    };
    let outcomes = match_players(&index, &imported.entrants);
    let choices: Vec<Option<Choice>> = matches
        .iter()
        .map(|m| m.candidates.last().map(|c| Choice::Row(c.row)))
        .collect();
    let cli = apply_list(&imported, &index, &outcomes, &choices);
    for (p, m) in cli.tournament.players.iter().zip(&matches) {
        if let Some(c) = m.candidates.last() {
            assert_eq!((p.dwz, p.index), (c.take_dwz, c.take_index), "{p:?}");
            if let Some(y) = c.take_birth_year {
                assert_eq!(p.birth_year, Some(y));
            }
        }
    }
}

#[test]
fn a_list_that_cannot_be_read_says_why_in_both_languages() {
    let read = read_player_list(b"ID,ZPS,Spielername\r\n1,2,A\r\n").map(ListIndex::new);
    let ListLoad::Failed { de, en } = ListLoad::of(&read) else {
        panic!()
    };
    assert!(de.contains("die Spalte „DWZ“ fehlt"), "{de}");
    assert!(en.contains("the column \"DWZ\" is missing"), "{en}");
    assert_eq!(
        ListLoad::of(&Ok(list())),
        ListLoad::Loaded {
            rows: 4,
            persons: 4,
            stand: "2025-04-27".into()
        }
    );
}

/// The question for an older list and its answer "Behalten" say what the calculator says.
#[test]
fn an_older_list_is_asked_about_in_the_calculators_words() {
    use crate::dwz::Date;
    use crate::web::calc::list_words::{kept_words, older_words, Meant};
    let (new, kept) = (
        Date::new(2026, 11, 8).unwrap(),
        Date::new(2026, 11, 22).unwrap(),
    );
    let de = older_text(Lang::De, "LV-0-csv.zip", new, kept);
    assert_eq!(
        de,
        "LV-0-csv.zip ist älter (08.11.2026) als die geladene DSB-Spielerliste (22.11.2026). Trotzdem ersetzen?"
    );
    let en = older_text(Lang::En, "LV-0-csv.zip", new, kept);
    assert_eq!(
        en,
        "LV-0-csv.zip is older (2026-11-08) than the DSB player list loaded (2026-11-22). Replace it all the same?"
    );
    assert_eq!(older_words(Meant::Dsb, "LV-0-csv.zip", new, kept), (de, en));
    let kept_de = older_kept_text(Lang::De, "LV-0-csv.zip");
    assert_eq!(
        kept_de,
        "LV-0-csv.zip nicht geladen: die DSB-Spielerliste bleibt unverändert."
    );
    let kept_en = older_kept_text(Lang::En, "LV-0-csv.zip");
    assert_eq!(kept_words(Meant::Dsb, "LV-0-csv.zip"), (kept_de, kept_en));
}
