use super::*;
use crate::web::turnier::reader::{open, Opened};
use crate::web::turnier::store::Session;
use serde_json::{json, Value};

/// Spring: Hans Meier beats Eva Schulz.
fn spring() -> Value {
    json!({"name": "Frühjahr", "end_date": "2026-04-12", "players": [
        {"id": "A", "name": "Meier, Hans", "birth_year": 1970, "dwz": 2000, "index": 20},
        {"id": "B", "name": "Schulz, Eva", "birth_year": 1980, "dwz": 2000, "index": 20}],
        "games": [{"white": "A", "black": "B", "result": "1-0"}]})
}

/// Autumn: Eva Schulz beats Hans Meier.
fn autumn() -> Value {
    json!({"name": "Herbst", "end_date": "2026-10-04", "players": [
        {"id": "1", "name": "Meier, Hans", "birth_year": 1970, "dwz": 2000, "index": 20},
        {"id": "2", "name": "Schulz, Eva", "birth_year": 1980, "dwz": 2000, "index": 20}],
        "games": [{"white": "1", "black": "2", "result": "0-1"}]})
}

/// A tournament changed by `edit`, as the file's text.
fn changed(mut t: Value, edit: impl FnOnce(&mut Value)) -> String {
    edit(&mut t);
    t.to_string()
}

fn file(name: &str, text: &str) -> RunFile {
    let Opened::Loaded(stored) = open(name, text.as_bytes(), "") else {
        panic!("{name} not opened");
    };
    RunFile {
        name: name.into(),
        stored: *stored,
    }
}

fn ran(files: &[RunFile]) -> RunShown {
    match run_of(files, &[], None, Mode::Table, Lang::De) {
        RunAnswer::Ran(r) => *r,
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_later_file_given_first_is_evaluated_second_with_the_ratings_the_first_left() {
    let r = ran(&[
        file("herbst.json", &autumn().to_string()),
        file("fruehjahr.json", &spring().to_string()),
    ]);
    let order: Vec<&str> = r.steps.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(order, ["Frühjahr", "Herbst"]);
    assert_eq!(r.steps[1].file, "herbst.json");
    assert_eq!(r.steps[1].end, "2026-10-04");
    // Spring: Meier 2000 + 25 * 0,5 = 2012,5 -> 2013-21; Schulz 1987-21.
    let meier = &r.persons[0];
    assert_eq!(meier.name, "Meier, Hans");
    let cell = |dwz, index| {
        Some(PathCell {
            dwz: Some(dwz),
            index: Some(index),
            rest_games: 0,
        })
    };
    assert_eq!(meier.path[0], cell(2013, 21));
    // Autumn: he enters with 2013-21, not the file's 2000-20, and the stored step says so.
    let autumn = Session::try_from(r.steps[1].stored.clone().unwrap()).unwrap();
    assert_eq!(autumn.loaded.tournament.players[0].dwz, Some(2013));
    assert_eq!(autumn.edits[0].dwz, "2013");
    assert!(autumn.id.is_empty());
    assert_eq!(meier.last, meier.path[1]);
    // The JSON is the CLI's: the order, and the person's path by tournament.
    let j: serde_json::Value = serde_json::from_str(&r.json).unwrap();
    assert_eq!(j["order"], serde_json::json!(["Frühjahr", "Herbst"]));
    assert_eq!(j["persons"][0]["path"][0]["dwz"], 2013);
    assert_eq!(j["tournaments"][1]["players"][0]["ro"], 2013.0);
    assert!(r.csv.contains(";2013-21;"), "{}", r.csv);
}

#[test]
fn a_name_the_run_cannot_decide_is_named_with_its_file() {
    let twins = changed(spring(), |t| {
        t["players"][1]["name"] = json!("Meier, Hans");
        t["players"][1]["birth_year"] = json!(2010);
    });
    let undecided = changed(autumn(), |t| {
        t["players"][0]
            .as_object_mut()
            .unwrap()
            .remove("birth_year");
    });
    let files = [file("a.json", &twins), file("b.json", &undecided)];
    let q = match run_of(&files, &[], None, Mode::Table, Lang::De) {
        RunAnswer::Ask(q) => q,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        (q.file, q.file_name.as_str(), q.player, q.name.as_str()),
        (1, "b.json", 0, "Meier, Hans")
    );
    assert_eq!(
        q.candidates,
        [
            ("Meier, Hans".to_string(), 1970),
            ("Meier, Hans".to_string(), 2010)
        ]
    );
    // Answered: he is the younger one (16 in 2026), who lost the spring game (K 32:
    // 2000 - 32 * 0,5 = 1984) and enters the autumn with it.
    let decided = [Decided {
        file: 1,
        player: 0,
        birth_year: 2010,
    }];
    let RunAnswer::Ran(r) = run_of(&files, &decided, None, Mode::Table, Lang::De) else {
        panic!("not run");
    };
    let autumn_run = Session::try_from(r.steps[1].stored.clone().unwrap()).unwrap();
    assert_eq!(autumn_run.loaded.tournament.players[0].dwz, Some(1984));
    // Two persons of one name and birth year in one file: no question can tell them apart.
    let same = changed(spring(), |t| {
        t["players"][1]["name"] = json!("Meier, Hans");
        t["players"][1]["birth_year"] = json!(1970);
    });
    match run_of(
        &[file("a.json", &same), file("b.json", &autumn().to_string())],
        &[],
        None,
        Mode::Table,
        Lang::De,
    ) {
        RunAnswer::Failed { de, .. } => assert!(de.contains("a.json"), "{de}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_answer_reads_back() {
    let r = run_of(
        &[file("a.json", &spring().to_string())],
        &[],
        None,
        Mode::Exact,
        Lang::En,
    );
    let text = serde_json::to_string(&r).unwrap();
    assert_eq!(serde_json::from_str::<RunAnswer>(&text).unwrap(), r);
}

#[test]
fn of_one_end_date_the_earlier_start_goes_first() {
    let late = changed(autumn(), |t| {
        t["name"] = json!("Open");
        t["start_date"] = json!("2026-10-01");
    });
    let early = changed(spring(), |t| {
        t["name"] = json!("Blitz");
        t["end_date"] = json!("2026-10-04");
        t["start_date"] = json!("2026-10-04");
    });
    let r = ran(&[file("blitz.json", &early), file("open.json", &late)]);
    let order: Vec<(&str, Option<&str>)> = r
        .steps
        .iter()
        .map(|s| (s.name.as_str(), s.start.as_deref()))
        .collect();
    assert_eq!(
        order,
        [("Open", Some("2026-10-01")), ("Blitz", Some("2026-10-04"))]
    );
}

#[test]
fn with_the_list_a_player_without_birth_year_is_the_lists_person_in_both_files() {
    use crate::formats::dsb_list::read_player_list;
    let csv = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geburtsjahr,DWZ,Index\n\
               NU1,10614,1,A,\"Meier,Hans\",1970,1900,30\nNU2,10614,2,A,\"Schulz,Eva\",1980,1800,40\n";
    let list = ListIndex::new(read_player_list(csv.as_bytes()).unwrap());
    // Spring has a second Hans Meier (born 2012, not in the list); autumn's has no birth year.
    let spring = changed(spring(), |t| {
        let younger = json!({"id": "C", "name": "Meier, Hans", "birth_year": 2012});
        t["players"].as_array_mut().unwrap().insert(1, younger);
    });
    let autumn = changed(autumn(), |t| {
        t["players"][0]
            .as_object_mut()
            .unwrap()
            .remove("birth_year");
    });
    let files = [file("h.json", &autumn), file("f.json", &spring)];
    // Without the list: which Hans Meier is autumn's is a question.
    assert!(matches!(
        run_of(&files, &[], None, Mode::Table, Lang::De),
        RunAnswer::Ask(_)
    ));
    let RunAnswer::Ran(r) = run_of(&files, &[], Some(&list), Mode::Table, Lang::De) else {
        panic!("no run with the list");
    };
    let j: serde_json::Value = serde_json::from_str(&r.json).unwrap();
    let ids: Vec<&serde_json::Value> = j["persons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| &p["list_id"])
        .collect();
    assert_eq!(ids.len(), 3);
    let hans = r
        .persons
        .iter()
        .find(|p| p.birth_year == Some(1970))
        .unwrap();
    // Spring from the list's 1900-30, not the file's 2000-20; autumn from what spring left: in
    // both files one person.
    assert_eq!(hans.path.iter().flatten().count(), 2);
    assert!(ids.contains(&&serde_json::json!("NU1")) && ids.contains(&&serde_json::json!("NU2")));
    let spring_in_run = Session::try_from(r.steps[0].stored.clone().unwrap()).unwrap();
    assert_eq!(spring_in_run.loaded.tournament.players[0].dwz, Some(1900));
    let autumn_in_run = Session::try_from(r.steps[1].stored.clone().unwrap()).unwrap();
    assert_eq!(
        autumn_in_run.loaded.tournament.players[0].dwz,
        hans.path[0].unwrap().dwz
    );
}
