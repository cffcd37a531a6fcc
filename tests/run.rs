//! `wertung dwz run`, the Berechnungslauf: the order of WO 2.2.3, DWZ, index and
//! Restpartien carried from each person's preceding evaluation (each tournament checked against
//! `dwz evaluate` of the same file with the figures put in by hand), the expiry of Restpartien
//! (WO 4.1.1), persons across formats and namesakes, and the errors (exit code 2).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing

mod common;

use common::{json_of, run_cli as run};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

/// A directory of its own for a test's files.
fn dir(test: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("wertung-run-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn write(dir: &Path, name: &str, value: &Value) -> String {
    let path = dir.join(name);
    std::fs::write(&path, serde_json::to_string_pretty(value).unwrap()).unwrap();
    path.to_string_lossy().into_owned()
}

/// A player of the tournament JSON: id, name, birth year, DWZ and index (`None`: none).
fn player(id: &str, name: &str, year: i32, dwz: Option<u32>, index: Option<u32>) -> Value {
    let mut p = json!({"id": id, "name": name, "birth_year": year});
    if let Some(d) = dwz {
        p["dwz"] = d.into();
    }
    if let Some(i) = index {
        p["index"] = i.into();
    }
    p
}

/// Six rated adults (the same persons in every file, the ratings as a stale list has them).
fn club() -> Vec<Value> {
    [
        ("1", "Adler, Anna", 1975, 1850, 40),
        ("2", "Berger, Bernd", 1968, 1720, 55),
        ("3", "Conrad, Clara", 1990, 1640, 12),
        ("4", "Dietz, Dieter", 1959, 1580, 80),
        ("5", "Ebert, Emil", 1982, 1910, 25),
        ("6", "Fuchs, Frieda", 2001, 1500, 9),
    ]
    .iter()
    .map(|&(id, name, year, dwz, index)| player(id, name, year, Some(dwz), Some(index)))
    .collect()
}

/// A round robin of the first six ids with results by `seed` (1-0, ½-½, 0-1 in turn).
fn round_robin(seed: usize) -> Vec<Value> {
    let results = ["1-0", "1/2-1/2", "0-1"];
    let mut games = Vec::new();
    for a in 1..=6 {
        for b in a + 1..=6 {
            let r = results[(a * 7 + b * 3 + seed) % 3];
            games.push(json!({"white": a.to_string(), "black": b.to_string(), "result": r}));
        }
    }
    games
}

fn tournament(
    name: &str,
    end: &str,
    start: Option<&str>,
    players: Vec<Value>,
    games: Vec<Value>,
) -> Value {
    let mut t = json!({"name": name, "end_date": end, "players": players, "games": games});
    if let Some(s) = start {
        t["start_date"] = s.into();
    }
    t
}

fn by_id<'a>(players: &'a Value, id: &str) -> &'a Value {
    players
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == id)
        .unwrap_or_else(|| panic!("player {id}"))
}

/// The run's tournament of that name.
fn step<'a>(out: &'a Value, name: &str) -> &'a Value {
    out["tournaments"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == name)
        .unwrap_or_else(|| panic!("tournament {name}"))
}

/// The tournament JSON `later` with what `earlier` (as `dwz evaluate` writes it) left each
/// player of the same id, put in by hand: R_n and the new index, R_1 and index 1, or the
/// Restpartien of a player still without DWZ.
fn by_hand(later: &Value, earlier: &Value) -> Value {
    let mut t = later.clone();
    for p in t["players"].as_array_mut().unwrap() {
        let Some(e) = earlier["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["id"] == p["id"])
        else {
            continue;
        };
        let o = p.as_object_mut().unwrap();
        match e["group"].as_str().unwrap() {
            "established" if !e["rn"].is_null() => {
                o.insert("dwz".into(), e["rn"].clone());
                o.insert("index".into(), e["index_new"].clone());
            }
            "stage1" | "stage2" => {
                o.insert("dwz".into(), e["r1"].clone());
                o.insert("index".into(), 1.into());
            }
            "remaining" => {
                o.remove("dwz");
                o.remove("index");
                o.insert("rest_games".into(), e["rest_games"].clone());
            }
            _ => {}
        }
    }
    t
}

fn evaluate(dir: &Path, name: &str, t: &Value) -> Value {
    let file = write(dir, name, t);
    json_of(&run(&["dwz", "evaluate", &file], None))
}

#[test]
fn the_order_is_end_date_then_start_date_then_as_given() {
    let d = dir("order");
    let t = |name, end, start| tournament(name, end, start, club(), round_robin(0));
    let files = [
        write(&d, "a.json", &t("A", "2026-05-10", Some("2026-05-09"))),
        write(&d, "b.json", &t("B", "2026-03-01", None)),
        write(&d, "c.json", &t("C", "2026-05-10", Some("2026-05-08"))),
        // D and E end and start on one day: as given.
        write(&d, "e.json", &t("E", "2026-07-01", None)),
        write(&d, "d.json", &t("D", "2026-07-01", None)),
        // F gives no start: it counts as starting on its end, after C and A.
        write(&d, "f.json", &t("F", "2026-05-10", None)),
    ];
    let mut args = vec!["dwz", "run"];
    args.extend(files.iter().map(String::as_str));
    let out = json_of(&run(&args, None));
    assert_eq!(out["order"], json!(["B", "C", "A", "F", "E", "D"]));
    assert_eq!(step(&out, "C")["start_date"], "2026-05-08");
    assert_eq!(step(&out, "C")["end_date"], "2026-05-10");
}

#[test]
fn each_tournament_starts_from_the_one_before_whatever_its_file_says() {
    let d = dir("carried");
    let spring = tournament("Frühjahr", "2026-04-12", None, club(), round_robin(0));
    let autumn = tournament("Herbst", "2026-10-04", None, club(), round_robin(1));
    let (sf, af) = (
        write(&d, "spring.json", &spring),
        write(&d, "autumn.json", &autumn),
    );
    // Given in the wrong order.
    let out = json_of(&run(&["dwz", "run", &af, &sf], None));
    assert_eq!(out["order"], json!(["Frühjahr", "Herbst"]));

    // Spring is evaluated as the file says.
    let spring_alone = evaluate(&d, "spring-alone.json", &spring);
    assert_eq!(step(&out, "Frühjahr")["players"], spring_alone["players"]);
    // Autumn equals `dwz evaluate` with spring's R_n and index put in by hand.
    let autumn_by_hand = evaluate(&d, "autumn-by-hand.json", &by_hand(&autumn, &spring_alone));
    let autumn_run = step(&out, "Herbst");
    assert_eq!(autumn_run["players"], autumn_by_hand["players"]);
    // ... which is not what the stale file alone gives.
    let autumn_alone = evaluate(&d, "autumn-alone.json", &autumn);
    assert_ne!(autumn_run["players"], autumn_alone["players"]);
    for id in ["1", "2", "3", "4", "5", "6"] {
        let before = by_id(&spring_alone["players"], id);
        let after = by_id(&autumn_run["players"], id);
        assert_eq!(after["ro"], before["rn"], "player {id}");
        assert_eq!(after["index_old"], before["index_new"], "player {id}");
    }
    // The file's stale values beside the run's, where they differ.
    let file = autumn_run["file"].as_array().unwrap();
    let anna = file.iter().find(|f| f["id"] == "1").unwrap();
    assert_eq!(
        (anna["dwz"].clone(), anna["index"].clone()),
        (json!(1850), json!(40))
    );

    // The persons: their path and final figures.
    let persons = out["persons"].as_array().unwrap();
    assert_eq!(persons.len(), 6);
    let anna = persons.iter().find(|p| p["name"] == "Adler, Anna").unwrap();
    let last = by_id(&autumn_run["players"], "1");
    assert_eq!(anna["dwz"], last["rn"]);
    assert_eq!(anna["index"], last["index_new"]);
    assert_eq!(anna["birth_year"], 1975);
    let path = anna["path"].as_array().unwrap();
    assert_eq!(path.len(), 2);
    assert_eq!(path[0]["tournament"], "Frühjahr");
    assert_eq!(path[0]["dwz"], by_id(&spring_alone["players"], "1")["rn"]);
    assert_eq!(path[1]["tournament"], "Herbst");
}

/// A newcomer (id N) in the club's round robin with games against three (`first`) or two
/// (`second`) of them, all won.
fn with_newcomer(name: &str, end: &str, opponents: &[&str]) -> Value {
    let mut players = club();
    players.push(player("N", "Neu, Nina", 2012, None, None));
    let mut games = round_robin(2);
    for o in opponents {
        games.push(json!({"white": "N", "black": o, "result": "1-0"}));
    }
    tournament(name, end, None, players, games)
}

#[test]
fn carried_restpartien_give_a_later_first_dwz_and_expire_after_two_years() {
    let d = dir("rest");
    let first = with_newcomer("Eins", "2024-03-01", &["1", "2", "3"]);
    let f1 = write(&d, "first.json", &first);
    let first_alone = evaluate(&d, "first-alone.json", &first);
    let nina = by_id(&first_alone["players"], "N");
    assert_eq!(nina["group"], "remaining");
    assert_eq!(nina["rest_games"].as_array().unwrap().len(), 3);

    // Two years to the day later: the three Restpartien still count, with two new games five:
    // a first DWZ (WO 3.4.1.1), as `dwz evaluate` gives it with the Restpartien by hand.
    let second = with_newcomer("Zwei", "2026-03-01", &["4", "5"]);
    let f2 = write(&d, "second.json", &second);
    let out = json_of(&run(&["dwz", "run", &f2, &f1], None));
    let by_hand = evaluate(&d, "second-by-hand.json", &by_hand(&second, &first_alone));
    let run_nina = by_id(&step(&out, "Zwei")["players"], "N");
    assert_eq!(run_nina["group"], "stage1");
    assert_eq!(run_nina["n"], 5);
    assert_eq!(step(&out, "Zwei")["players"], by_hand["players"]);
    let person = out["persons"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Neu, Nina")
        .unwrap();
    assert_eq!(person["dwz"], run_nina["r1"]);
    assert_eq!(person["index"], 1);
    assert_eq!(person["path"][0]["dwz"], Value::Null);
    // Alone, the second file has no Restpartien for her: no first DWZ.
    let second_alone = evaluate(&d, "second-alone.json", &second);
    assert_eq!(by_id(&second_alone["players"], "N")["group"], "remaining");

    // A day later they have expired (WO 4.1.1): she stays without DWZ, her Restpartien are the
    // two new games only.
    let late = with_newcomer("Spät", "2026-03-02", &["4", "5"]);
    let f3 = write(&d, "late.json", &late);
    let out = json_of(&run(&["dwz", "run", &f1, &f3], None));
    let run_nina = by_id(&step(&out, "Spät")["players"], "N");
    assert_eq!(run_nina["group"], "remaining");
    let rest = run_nina["rest_games"].as_array().unwrap();
    assert_eq!(rest.len(), 2);
    assert!(rest.iter().all(|g| g["date"] == "2026-03-02"));
    let person = out["persons"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Neu, Nina")
        .unwrap();
    assert_eq!(person["dwz"], Value::Null);
    assert_eq!(person["rest_games"].as_array().unwrap().len(), 2);
}

#[test]
fn the_same_players_in_an_swt_and_a_trf_are_the_same_persons() {
    let d = dir("formats");
    let swt = common::shared_dir()
        .join("testdata/swt/SwissIndividual.SWT")
        .to_string_lossy()
        .into_owned();
    // The same tournament as TRF, written by the CLI itself (same players, same dates).
    let exported = run(&["dwz", "export", &swt, "--to", "trf"], None);
    assert!(exported.status.success());
    let trf = d.join("swiss.trf");
    std::fs::write(&trf, &exported.stdout).unwrap();
    let trf = trf.to_string_lossy().into_owned();
    let out = json_of(&run(&["dwz", "run", &swt, &trf], None));
    let swt_alone = json_of(&run(&["dwz", "evaluate", &swt], None));
    // 24 persons, not 48; each of them has two evaluations.
    let persons = out["persons"].as_array().unwrap();
    assert_eq!(persons.len(), 24);
    assert!(persons
        .iter()
        .all(|p| p["path"].as_array().unwrap().len() == 2));
    // One end and start date: as given. The TRF's players enter with the SWT's results.
    let [first, second] = &out["tournaments"].as_array().unwrap()[..] else {
        panic!("two tournaments")
    };
    assert_eq!(first["players"], swt_alone["players"]);
    let mut rated = 0;
    for p in swt_alone["players"].as_array().unwrap() {
        if p["rn"].is_null() {
            continue;
        }
        rated += 1;
        let again = by_id(&second["players"], p["id"].as_str().unwrap());
        assert_eq!(again["ro"], p["rn"], "{}", p["name"]);
        assert_eq!(again["index_old"], p["index_new"], "{}", p["name"]);
    }
    assert!(rated > 10);
}

/// Two Hans Müllers (1970 and 2008) play in spring; in autumn only one plays.
fn namesakes(autumn_year: Option<i32>) -> (Value, Value) {
    let mut players = club();
    players.push(player("M1", "Müller, Hans", 1970, Some(1900), Some(30)));
    players.push(player("M2", "Müller, Hans", 2008, Some(1300), Some(5)));
    let mut games = round_robin(0);
    for o in ["1", "2", "3", "4", "5"] {
        games.push(json!({"white": "M1", "black": o, "result": "0-1"}));
        games.push(json!({"white": "M2", "black": o, "result": "1-0"}));
    }
    let spring = tournament("Frühjahr", "2026-04-12", None, players, games);
    let mut players = club();
    let mut hans = json!({"id": "H", "name": "Hans Mueller", "dwz": 1600});
    if let Some(y) = autumn_year {
        hans["birth_year"] = y.into();
    }
    players.push(hans);
    let mut games = round_robin(1);
    games.push(json!({"white": "H", "black": "1", "result": "1/2-1/2"}));
    let autumn = tournament("Herbst", "2026-10-04", None, players, games);
    (spring, autumn)
}

#[test]
fn namesakes_are_told_apart_by_their_birth_year() {
    let d = dir("namesakes");
    let (spring, autumn) = namesakes(Some(2008));
    let out = json_of(&run(
        &[
            "dwz",
            "run",
            &write(&d, "s.json", &spring),
            &write(&d, "a.json", &autumn),
        ],
        None,
    ));
    assert_eq!(out["persons"].as_array().unwrap().len(), 8);
    let young = by_id(&step(&out, "Frühjahr")["players"], "M2");
    let hans = by_id(&step(&out, "Herbst")["players"], "H");
    // The autumn file's "Hans Mueller" (2008) enters with the young Müller's spring result.
    assert_eq!(hans["ro"], young["rn"]);
    assert_ne!(young["rn"], json!(1600));
}

#[test]
fn a_name_the_run_cannot_decide_is_an_error_naming_it() {
    let d = dir("undecidable");
    let (spring, autumn) = namesakes(None);
    let out = run(
        &[
            "dwz",
            "run",
            &write(&d, "s.json", &spring),
            &write(&d, "a.json", &autumn),
        ],
        None,
    );
    let err = common::refusal(&out);
    assert!(err.contains("a.json"), "{err}");
    assert!(err.contains("„Hans Mueller“"), "{err}");
    assert!(
        err.contains("Müller, Hans · 1970") && err.contains("Müller, Hans · 2008"),
        "{err}"
    );
}

#[test]
#[allow(clippy::format_collect)] // the lines of a file, each with its newline
fn a_file_without_end_date_is_an_error_naming_the_file() {
    let d = dir("no-end");
    let mut t = tournament("Ohne Ende", "2026-04-12", None, club(), round_robin(0));
    t.as_object_mut().unwrap().remove("end_date");
    let good = write(
        &d,
        "good.json",
        &tournament("Gut", "2026-04-12", None, club(), round_robin(0)),
    );
    let bad = write(&d, "ohne-ende.json", &t);
    let out = run(&["dwz", "run", &good, &bad, "--lang", "en"], None);
    let err = common::refusal(&out);
    assert!(
        err.contains("ohne-ende.json") && err.contains("tournament end"),
        "{err}"
    );
    assert!(!err.contains("--end-date"), "{err}");
    // A TRF without 052 and round dates, too (a real one with its dates taken out).
    let real = common::read_shared("testdata/lichess-swiss-2021-03.trf");
    let undated: String = real
        .lines()
        .filter(|l| !l.starts_with("042") && !l.starts_with("052"))
        .map(|l| format!("{l}\n"))
        .collect();
    let trf = d.join("no-end.trf");
    std::fs::write(&trf, undated).unwrap();
    let out = run(&["dwz", "run", &good, trf.to_str().unwrap()], None);
    let err = common::refusal(&out);
    assert!(
        err.contains("no-end.trf") && err.contains("Turnierende"),
        "{err}"
    );
}

#[test]
fn the_list_out_has_the_runs_figures() {
    let d = dir("list-out");
    let list = d.join("spieler.csv");
    let mut csv = String::from("ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land\r\n");
    for (k, p) in club().iter().enumerate() {
        let name = p["name"].as_str().unwrap().replace(", ", ",");
        csv.push_str(&format!(
            "NU{k},10614,{k},A,\"{name}\",M,,{},202510,{},{},,,,\r\n",
            p["birth_year"], p["dwz"], p["index"]
        ));
    }
    std::fs::write(&list, csv).unwrap();
    let spring = tournament("Frühjahr", "2026-04-12", None, club(), round_robin(0));
    let autumn = tournament("Herbst", "2026-10-04", None, club(), round_robin(1));
    let out_list = d.join("neu.csv");
    let out = json_of(&run(
        &[
            "dwz",
            "run",
            &write(&d, "a.json", &autumn),
            &write(&d, "s.json", &spring),
            "--players",
            list.to_str().unwrap(),
            "--list-out",
            out_list.to_str().unwrap(),
        ],
        None,
    ));
    let anna = out["persons"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["list_id"] == "NU0")
        .unwrap();
    let written = std::fs::read_to_string(&out_list).unwrap();
    let row = written.lines().nth(1).unwrap();
    // 4 October 2026 is the Sunday of ISO week 40.
    assert!(
        row.starts_with(&format!(
            "NU0,10614,0,A,\"Adler,Anna\",M,,1975,202640,{},{},",
            anna["dwz"], anna["index"]
        )),
        "{row}"
    );
    assert_eq!(written.lines().count(), 7);
    // Read again as the list of `dwz evaluate`: Anna comes with the run's figures.
    let again = json_of(&run(
        &[
            "dwz",
            "evaluate",
            &write(&d, "s2.json", &spring),
            "--players",
            out_list.to_str().unwrap(),
        ],
        None,
    ));
    let first = by_id(&again["players"], "1");
    assert_eq!(
        (first["ro"].clone(), first["index_old"].clone()),
        (anna["dwz"].clone(), anna["index"].clone())
    );
    // A list that cannot be written: exit 2, naming the file.
    let nowhere = d.join("no-such-dir").join("neu.csv");
    let out = run(
        &[
            "dwz",
            "run",
            &write(&d, "s.json", &spring),
            "--players",
            list.to_str().unwrap(),
            "--list-out",
            nowhere.to_str().unwrap(),
        ],
        None,
    );
    let err = common::refusal(&out);
    assert!(
        err.contains("neu.csv") && err.contains("kann nicht geschrieben werden"),
        "{err}"
    );
}

#[test]
fn a_non_member_keeps_the_rating_each_file_gives() {
    let d = dir("non-member");
    let guest = |t: &mut Value, dwz: u32| {
        let f = t["players"].as_array_mut().unwrap().last_mut().unwrap();
        f["member"] = false.into();
        f["dwz"] = dwz.into();
    };
    let mut spring = tournament("Frühjahr", "2026-04-12", None, club(), round_robin(0));
    let mut autumn = tournament("Herbst", "2026-10-04", None, club(), round_robin(1));
    guest(&mut spring, 1500);
    guest(&mut autumn, 1555);
    let out = json_of(&run(
        &[
            "dwz",
            "run",
            &write(&d, "s.json", &spring),
            &write(&d, "a.json", &autumn),
        ],
        None,
    ));
    let frieda = by_id(&step(&out, "Herbst")["players"], "6");
    assert_eq!(
        (frieda["ro"].clone(), frieda["stored"].clone()),
        (json!(1555), json!(false))
    );
    // The members around her are carried all the same.
    let spring_anna = by_id(&step(&out, "Frühjahr")["players"], "1");
    assert_eq!(
        by_id(&step(&out, "Herbst")["players"], "1")["ro"],
        spring_anna["rn"]
    );
    let person = out["persons"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Fuchs, Frieda")
        .unwrap();
    assert_eq!(person["member"], false);
    assert_eq!(person["path"], json!([]));
}

/// A season of twelve tournaments of one pool, given shuffled, with stale ratings in every
/// file, two newcomers who lose all their games in the first half (Restpartien) and score in
/// the second (a first DWZ with them), two namesakes and two tournaments of one end date (told
/// apart by the start): every tournament equals `dwz evaluate` of its file with each person's
/// figures from his preceding evaluation put in by hand, person by person in this test.
#[test]
#[allow(clippy::too_many_lines)] // one scenario, told step by step
fn a_shuffled_season_equals_one_evaluation_after_the_other_by_hand() {
    let d = dir("season");
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut rnd = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    // (name, birth year, DWZ, index) of the season's start list.
    let pool: Vec<(String, i32, Option<u32>, Option<u32>)> = (0..14)
        .map(|k| {
            (
                format!("Spieler{k}, Vorname"),
                1960 + k,
                Some(1400 + 53 * k as u32),
                Some(5 + k as u32),
            )
        })
        .chain([
            ("Schulz, Max".to_string(), 1955, Some(1750), Some(60)),
            ("Schulz, Max".to_string(), 2010, Some(1250), Some(3)),
            ("Neu, Nina".to_string(), 2012, None, None),
            ("Neu, Otto".to_string(), 2013, None, None),
        ])
        .collect();
    // End dates: the 7th and 8th end on one day; the 8th began earlier.
    let ends = [
        "2026-01-18",
        "2026-02-15",
        "2026-03-15",
        "2026-04-19",
        "2026-05-17",
        "2026-06-14",
        "2026-07-12",
        "2026-07-12",
        "2026-08-16",
        "2026-09-13",
        "2026-10-18",
        "2026-11-15",
    ];
    let starts = [
        None,
        None,
        None,
        None,
        None,
        None,
        Some("2026-07-11"),
        Some("2026-07-10"),
        None,
        None,
        None,
        None,
    ];
    let mut tournaments: Vec<Value> = Vec::new();
    for (t, end) in ends.iter().enumerate() {
        // Eight of the pool, always with both newcomers and the namesakes in turn.
        let mut chosen: Vec<usize> = vec![16, 17, 14 + t % 2];
        while chosen.len() < 8 {
            let k = rnd(14) as usize;
            if !chosen.contains(&k) {
                chosen.push(k);
            }
        }
        let players: Vec<Value> = chosen
            .iter()
            .enumerate()
            .map(|(n, &k)| {
                let (name, year, dwz, index) = &pool[k];
                player(&format!("{}", n + 1), name, *year, *dwz, *index)
            })
            .collect();
        let mut games = Vec::new();
        for a in 0..8 {
            for b in a + 1..8 {
                let newcomer = |k: usize| chosen[k] >= 16;
                let result = match (newcomer(a), newcomer(b), t < 4) {
                    (true, false, true) => "0-1",
                    (false, true, true) => "1-0",
                    _ => ["1-0", "1/2-1/2", "0-1"][rnd(3) as usize],
                };
                games.push(json!({"white": format!("{}", a + 1), "black": format!("{}", b + 1), "result": result}));
            }
        }
        let name = format!("T{:02}", t + 1);
        tournaments.push(tournament(&name, end, starts[t], players, games));
    }
    let mut files: Vec<String> = tournaments
        .iter()
        .enumerate()
        .map(|(t, v)| write(&d, &format!("t{t}.json"), v))
        .collect();
    for i in (1..files.len()).rev() {
        files.swap(i, rnd(i as u64 + 1) as usize);
    }
    let mut args = vec!["dwz", "run"];
    args.extend(files.iter().map(String::as_str));
    let out = json_of(&run(&args, None));
    let order: Vec<&str> = [
        "T01", "T02", "T03", "T04", "T05", "T06", "T08", "T07", "T09", "T10", "T11", "T12",
    ]
    .to_vec();
    assert_eq!(out["order"], json!(order));

    // By hand: each person (name and birth year) with what his last evaluation left.
    let mut standing: std::collections::HashMap<(String, i64), Value> =
        std::collections::HashMap::default();
    let mut first_dwz = 0;
    for name in order {
        let t = tournaments.iter().find(|t| t["name"] == name).unwrap();
        let mut by_hand = t.clone();
        for p in by_hand["players"].as_array_mut().unwrap() {
            let key = (
                p["name"].as_str().unwrap().to_string(),
                p["birth_year"].as_i64().unwrap(),
            );
            if let Some(s) = standing.get(&key) {
                let o = p.as_object_mut().unwrap();
                for field in ["dwz", "index", "rest_games"] {
                    o.remove(field);
                    if !s[field].is_null() {
                        o.insert(field.into(), s[field].clone());
                    }
                }
            }
        }
        let expected = evaluate(&d, &format!("{name}-by-hand.json"), &by_hand);
        let got = step(&out, name);
        assert_eq!(got["players"], expected["players"], "{name}");
        for (p, e) in by_hand["players"]
            .as_array()
            .unwrap()
            .iter()
            .zip(expected["players"].as_array().unwrap())
        {
            let key = (
                p["name"].as_str().unwrap().to_string(),
                p["birth_year"].as_i64().unwrap(),
            );
            let s = match e["group"].as_str().unwrap() {
                "established" if e["rn"].is_null() => json!({"dwz": p["dwz"], "index": p["index"]}),
                "established" => json!({"dwz": e["rn"], "index": e["index_new"]}),
                "remaining" => json!({"rest_games": e["rest_games"]}),
                _ => {
                    first_dwz += 1;
                    json!({"dwz": e["r1"], "index": 1})
                }
            };
            standing.insert(key, s);
        }
    }
    // Both newcomers got their first DWZ in the run, with their Restpartien.
    assert_eq!(first_dwz, 2);
    // The persons' final figures are the last standings by hand.
    let persons = out["persons"].as_array().unwrap();
    assert_eq!(persons.len(), standing.len());
    for p in persons {
        let key = (
            p["name"].as_str().unwrap().to_string(),
            p["birth_year"].as_i64().unwrap(),
        );
        let s = &standing[&key];
        assert_eq!(
            (&p["dwz"], &p["index"]),
            (&s["dwz"], &s["index"]),
            "{key:?}"
        );
    }
}

/// The DSB's list of the six of [`club`] (IDs `NU0` … `NU5`, as of the season's start), written
/// to `spieler.csv` in `d`.
fn club_list(d: &Path) -> String {
    let list = d.join("spieler.csv");
    let mut csv = String::from("ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land\r\n");
    for (k, p) in club().iter().enumerate() {
        let name = p["name"].as_str().unwrap().replace(", ", ",");
        csv.push_str(&format!(
            "NU{k},10614,{k},A,\"{name}\",M,,{},202510,{},{},,,,\r\n",
            p["birth_year"], p["dwz"], p["index"]
        ));
    }
    std::fs::write(&list, csv).unwrap();
    list.to_string_lossy().into_owned()
}

#[test]
fn the_lists_id_tells_a_player_without_id_or_birth_year_across_the_files() {
    let d = dir("list-id");
    let list = club_list(&d);
    // Spring: the six and a guest of Anna Adler's name born 2010 (not in the list).
    let mut players = club();
    players.push(player("7", "Adler, Anna", 2010, None, None));
    let mut games = round_robin(0);
    games.push(json!({"white": "7", "black": "6", "result": "1/2-1/2"}));
    let spring = tournament("Frühjahr", "2026-04-12", None, players, games);
    // Autumn: Anna Adler without birth year. By name she is either Anna of spring.
    let mut players = club();
    players[0].as_object_mut().unwrap().remove("birth_year");
    let autumn = tournament("Herbst", "2026-10-04", None, players, round_robin(1));
    let files = [write(&d, "h.json", &autumn), write(&d, "f.json", &spring)];
    let without = run(&["dwz", "run", &files[0], &files[1]], None);
    let err = common::refusal(&without);
    assert!(err.contains("Adler, Anna"), "{err}");
    // With the list she is its one Anna Adler (NU0, born 1975), the guest is not in it.
    let out = json_of(&run(
        &["dwz", "run", &files[0], &files[1], "--players", &list],
        None,
    ));
    let persons = out["persons"].as_array().unwrap();
    assert_eq!(persons.len(), 7);
    let anna = persons.iter().find(|p| p["list_id"] == "NU0").unwrap();
    assert_eq!(
        (&anna["name"], &anna["birth_year"]),
        (&json!("Adler, Anna"), &json!(1975))
    );
    let path = anna["path"].as_array().unwrap();
    assert_eq!(path.len(), 2);
    assert_eq!(
        (&path[0]["tournament"], &path[1]["tournament"]),
        (&json!("Frühjahr"), &json!("Herbst"))
    );
    // Autumn's Anna enters with what spring left her, not the list's 1850.
    let spring_anna = by_id(&step(&out, "Frühjahr")["players"], "1");
    let autumn_anna = by_id(&step(&out, "Herbst")["players"], "1");
    assert_eq!(autumn_anna["ro"], spring_anna["rn"]);
    assert_ne!(autumn_anna["ro"], json!(1850));
    let guest = persons
        .iter()
        .find(|p| p["name"] == "Adler, Anna" && p["birth_year"] == 2010)
        .unwrap();
    assert!(guest.get("list_id").is_none_or(Value::is_null), "{guest}");
}
