use super::*;
use crate::formats::hash::fnv1a;
use crate::web::turnier::testdata::{loaded, session};

#[test]
fn the_player_table_is_kept_in_local_storage_as_typed() {
    // "127,5/5" was evaluated but not stored (the comma was only read in one place); a field
    // being typed ("18") is kept as it is.
    let (t, mut edits) = loaded();
    edits[0].ingo = "127,5/5".into();
    edits[1].ingo = "130".into();
    edits[2].dwz = "18".into();
    let back = restore(&store(&session(&t, &edits))).unwrap();
    assert_eq!(back.loaded.tournament, t);
    assert_eq!(back.edits, edits);
    assert_eq!(back.end, "12.12.2026");
    // What an older page kept: the tournament JSON alone, which the second module reads as
    // a pasted text.
    let old = json::tournament_to_value(&t).to_string();
    assert_eq!(restore(&old), None);
    let crate::web::common::messages::Opened::Loaded(opened) =
        crate::web::turnier::reader::open("", old.as_bytes(), "")
    else {
        panic!()
    };
    assert_eq!(Session::try_from(*opened).unwrap().loaded.tournament, t);
    assert_eq!(restore("not json"), None);
}

#[test]
fn the_reports_head_and_the_lists_findings_are_kept() {
    let (t, edits) = loaded();
    let mut s = session(&t, &edits);
    s.head = vec![
        "B-2026-17".into(),
        String::new(),
        String::new(),
        "Eva Lang".into(),
    ];
    s.loaded.entrants[1].team = Some("SK Turm II".into());
    // Kept as JSON (keys in order).
    s.matches = serde_json::from_value(serde_json::json!([
        {"candidates": [], "found": "Name"},
        {"candidates": [], "found": "NotInList"},
        {"candidates": [], "found": "NotInList"}
    ]))
    .unwrap();
    let back = restore(&store(&s)).unwrap();
    assert_eq!(back.head, s.head);
    // A player's team (a team tournament) stays with him, for the scoresheets too.
    assert_eq!(back.loaded.entrants[1].team.as_deref(), Some("SK Turm II"));
    assert_eq!(back.matches, s.matches);
    // Findings that do not fit the players are dropped.
    let mut fewer = s.clone();
    fewer.matches.truncate(1);
    assert!(restore(&store(&fewer)).unwrap().matches.is_empty());
    // Handed over inside a message as a value, or (as earlier versions kept a run's files) as
    // a string of its JSON: the same session.
    let run_file = |stored: serde_json::Value| {
        let file = serde_json::json!({"name": "a.trf", "stored": stored}).to_string();
        serde_json::from_str::<crate::web::turnier::run::RunFile>(&file)
            .map(|f| Session::try_from(f.stored).unwrap())
    };
    let value = serde_json::to_value(Stored::from(s.clone())).unwrap();
    assert!(value["tournament"].is_object());
    assert_eq!(run_file(value).unwrap(), back);
    assert_eq!(
        run_file(serde_json::Value::String(store(&s))).unwrap(),
        back
    );
    assert!(run_file(serde_json::json!("kaputt")).is_err());
}

#[test]
fn what_was_typed_comes_back_with_its_tournament_only() {
    let (t, mut edits) = loaded();
    edits[1].dwz = "1850".into();
    let mut a = session(&t, &edits);
    a.id = identity("", "", fnv1a(b"file A"));
    a.end = "13.12.2026".into();
    a.head = vec!["B-2026-17".into()];
    let kept = store(&a);
    // The same file opened again: its typing back.
    let (t2, fresh) = loaded();
    let mut again = session(&t2, &fresh);
    again.id = a.id.clone();
    let (back, recalled) = recall(Some(&kept), again);
    assert_eq!(
        (back.edits, back.end, back.head[0].as_str()),
        (edits.clone(), "13.12.2026".into(), "B-2026-17")
    );
    let recalled = recalled.unwrap();
    assert!(recalled.head && recalled.end);
    assert_eq!((recalled.players, recalled.decisions), (1, 0));
    // Another file: as it gives itself, nothing carried over.
    let mut other = session(&t2, &fresh);
    other.id = identity("", "", fnv1a(b"file B"));
    let (other, none) = recall(Some(&kept), other);
    assert_eq!(none, None);
    assert_eq!(
        (other.edits, other.end, other.head),
        (fresh.clone(), "12.12.2026".into(), vec![])
    );
}

#[test]
fn what_an_earlier_page_kept_still_reads_back() {
    // The text of the page before this version, field by field.
    let (t, edits) = loaded();
    let edit = serde_json::json!(
        {"dwz": "2000", "ingo": "", "index": "12", "birth": "1990", "member": true, "rest": ""}
    );
    let kept = serde_json::json!({
        "tournament": json::tournament_to_value(&t),
        "edits": [edit],
        "end": "12.12.2026",
        "keys": [],
        "matches": [],
        "chosen": [null]
    })
    .to_string();
    let back = restore(&kept).unwrap();
    assert_eq!(back.edits, edits, "a table of the wrong length: the file's");
    assert_eq!(back.chosen, vec![None; 3]);
    let again = store(&back);
    let written: serde_json::Value = serde_json::from_str(&again).unwrap();
    assert!(written["tournament"].is_object(), "{again}");
    assert_eq!(written["edits"][0], edit, "{again}");
    assert_eq!(written["matches"], serde_json::json!([]));
    assert_eq!(written["chosen"], serde_json::json!([null, null, null]));
    assert_eq!(written["head"], serde_json::json!([]));
    assert_eq!(written["id"], serde_json::json!(""));
}

#[test]
fn a_corrected_file_is_the_same_tournament_all_of_it_back() {
    // The same tournament by its title; its head, UUID, end, changed fields and
    // decisions come back; a player's field the earlier file gave takes the corrected file's.
    let (t, mut edits) = loaded();
    let title = title_of(Some("Open"), None, t.end_date);
    let mut a = session(&t, &edits);
    a.id = identity("", &title, fnv1a(b"first file"));
    a.head = vec![String::new(); HEAD.len()];
    a.head[head_at::UUID] = "2f45e7ac-0000-4000-8000-000000000001".into();
    a.head[head_at::LOCATION] = "Frankfurt".into();
    a.chosen = vec![None, Some(crate::web::turnier::list::MEMBER), Some(7)];
    edits[2].rest = "1500:1:01.10.2026".into();
    a.edits = edits.clone();
    let kept = store(&a);
    // The corrected file: player A's DWZ corrected in the file.
    let (mut t2, _) = loaded();
    t2.players[0].dwz = Some(2010);
    let l2 = Loaded {
        entrants: crate::formats::dsb_list::matching::entrants_of(&t2),
        ingo: vec![String::new(); 3],
        tournament: t2,
    };
    let mut b = Session::new(l2);
    b.id = identity("", &title, fnv1a(b"corrected file"));
    assert_eq!(b.id, a.id);
    let (back, recalled) = recall(Some(&kept), b);
    assert_eq!(
        back.head[head_at::UUID],
        "2f45e7ac-0000-4000-8000-000000000001"
    );
    assert_eq!(back.head[head_at::LOCATION], "Frankfurt");
    assert_eq!(back.chosen, a.chosen);
    assert_eq!(back.edits[0].dwz, "2010", "the corrected file's DWZ");
    assert_eq!(back.edits[2].rest, "1500:1:01.10.2026", "typed: back");
    assert_eq!(
        recalled,
        Some(Recalled {
            head: true,
            end: false,
            decisions: 2,
            players: 1
        })
    );
}
