//! The CLI's `--fide-list` (a generated list in the exact layouts, TXT and XML,
//! zipped): foreign opponents found by name as the numbers give them, `"fide_id"` per game,
//! namesakes refused (exit 2); Karl-Mala's TRF evaluated with FIDE's list as the current list
//! (WO 4.1.2: changed Elos replaced; WO 4.1.3: players the list lacks or lists unrated are
//! unrated), compared with the same TRF whose ratings were rewritten by hand.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing
#![allow(clippy::unreadable_literal)] // FIDE IDs, not quantities

mod common;

use common::fide_gen::{self, GenPlayer};
use serde_json::Value;

/// A DSB list: Hans Müller (FIDE ID 12345, Elo 1905 in the DSB list), Nina Neu without DWZ.
const DSB: &str = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land\r\n\
NU1,10614,1,A,\"Müller,Hans\",M,,1970,202545,1850,42,1905,,12345,GER\r\n\
NU4,20511,9,A,\"Neu,Nina\",W,,2001,202545,,,,,,GER\r\n";

/// Files in a directory of their own, removed at the end.
struct Dir(std::path::PathBuf);

impl Dir {
    fn new() -> Dir {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("wertung-fide-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&path).unwrap();
        Dir(path)
    }
    fn write(&self, name: &str, bytes: &[u8]) -> String {
        let path = self.0.join(name);
        std::fs::write(&path, bytes).unwrap();
        path.to_str().unwrap().to_string()
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn player(fide_id: u32, name: &str, fed: &'static str, born: u32, standard: u32) -> GenPlayer {
    GenPlayer {
        fide_id,
        name: name.into(),
        fed,
        sex: 'M',
        title: "",
        standard,
        rapid: 0,
        blitz: 0,
        birth_year: born,
        flag: "",
    }
}

/// 5000 generated players and the persons of the cases (namesakes of theirs left out).
fn fide_players() -> Vec<GenPlayer> {
    let cases = vec![
        player(300001, "Dvorak, Tomas", "CZE", 1985, 2210),
        player(300002, "Dvorak, Tomas", "SVK", 1999, 0),
        player(300003, "van der Berg, Jan", "NED", 1990, 2105),
        player(12345, "Mueller, Hans", "GER", 1970, 1912),
    ];
    let mut all: Vec<GenPlayer> = fide_gen::players(5000, 43)
        .into_iter()
        .filter(|g| cases.iter().all(|c| c.name != g.name))
        .collect();
    all.extend(cases);
    all
}

/// The list as `players_list.zip` and as `players_list_xml.zip`.
fn lists(dir: &Dir) -> [String; 2] {
    let players = fide_players();
    [
        dir.write(
            "players_list.zip",
            &fide_gen::zip("players_list_foa.txt", fide_gen::text(&players).as_bytes()),
        ),
        dir.write(
            "players_list_xml.zip",
            &fide_gen::zip(
                "players_list_xml_foa.xml",
                fide_gen::xml(&players).as_bytes(),
            ),
        ),
    ]
}

fn run(args: &[&str], stdin: &str) -> (Option<i32>, String, String) {
    let out = common::run_cli(args, Some(stdin));
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// The output without the IDs of the lists (to compare with the numbers typed).
fn without_ids(mut v: Value) -> Value {
    fn strip(v: &mut Value) {
        match v {
            Value::Object(o) => {
                for k in [
                    "list_id",
                    "fide_id",
                    "remaining_list_ids",
                    "remaining_fide_ids",
                ] {
                    o.remove(k);
                }
                o.values_mut().for_each(strip);
            }
            Value::Array(a) => a.iter_mut().for_each(strip),
            _ => {}
        }
    }
    strip(&mut v);
    v
}

#[test]
fn a_fide_estimate_finds_foreign_opponents_by_name_in_both_layouts() {
    let dir = Dir::new();
    let dsb = dir.write("spieler.csv", DSB.as_bytes());
    let named = r#"{"rating": 2000, "birth_year": 1980,
      "games": [{"opponent_name": "Tomáš Dvořák", "opponent_birth_year": 1985, "result": "1"},
                {"opponent_name": "Jan van der Berg", "result": "½"},
                {"opponent_name": "Dvořák, Tomáš", "opponent_birth_year": 1999, "result": "1"},
                {"opponent_name": "Hans Müller", "opponent_birth_year": 1970, "result": "0"},
                {"opponent_name": "ein Etikett", "opponent_rating": 1500, "result": "0"}]}"#;
    // FIDE's rating wins over the DSB list's Elo (1912, not 1905); the one listed unrated is
    // unrated.
    let typed = r#"{"rating": 2000, "birth_year": 1980,
      "games": [{"opponent_rating": 2210, "result": "1"}, {"opponent_rating": 2105, "result": "½"},
                {"opponent_rating": null, "result": "1"}, {"opponent_rating": 1912, "result": "0"},
                {"opponent_rating": 1500, "result": "0"}]}"#;
    let (_, by_numbers, _) = run(&["fide", "estimate", "-"], typed);
    for list in lists(&dir) {
        let args = [
            "fide",
            "estimate",
            "-",
            "--players",
            &dsb,
            "--fide-list",
            &list,
        ];
        let (code, out, err) = run(&args, named);
        assert_eq!(code, Some(0), "{err}");
        let v = json(&out);
        assert_eq!(without_ids(v.clone()), json(&by_numbers), "{list}");
        let game = |k: usize| v["games"][k - 1].clone();
        assert_eq!(game(1)["fide_id"], 300001);
        assert_eq!(game(2)["fide_id"], 300003);
        assert_eq!(
            game(3)["fide_id"],
            300002,
            "found without a rating, named all the same"
        );
        assert_eq!(
            (game(4)["fide_id"].clone(), game(4)["list_id"].clone()),
            (12345.into(), "NU1".into())
        );
        assert_eq!(
            game(5).get("fide_id"),
            None,
            "a rating typed: the name is a label"
        );
    }
}

#[test]
fn a_dwz_estimate_takes_a_foreigners_elo_as_his_stand_in_without_the_dsb_list() {
    let dir = Dir::new();
    let named = r#"{"dwz": 1800, "index": 5, "end_date": "2026-11-20",
      "games": [{"opponent_name": "Tomas Dvorak", "opponent_birth_year": 1985, "result": "1"},
                {"opponent_name": "van der Berg, Jan", "result": "0"}]}"#;
    let typed = r#"{"dwz": 1800, "index": 5, "end_date": "2026-11-20",
      "games": [{"opponent_rating": 2210, "result": "1"}, {"opponent_rating": 2105, "result": "0"}]}"#;
    let (_, by_numbers, _) = run(&["dwz", "estimate", "-"], typed);
    for list in lists(&dir) {
        let (code, out, err) = run(&["dwz", "estimate", "-", "--fide-list", &list], named);
        assert_eq!(code, Some(0), "{err}");
        assert_eq!(without_ids(json(&out)), json(&by_numbers));
    }
}

#[test]
fn namesakes_the_birth_year_does_not_tell_apart_are_refused_naming_federation_and_year() {
    let dir = Dir::new();
    let input = r#"{"rating": 2000, "games": [{"opponent_name": "Tomas Dvorak", "result": "1"}]}"#;
    for list in lists(&dir) {
        let (code, out, err) = run(
            &[
                "--lang",
                "en",
                "fide",
                "estimate",
                "-",
                "--fide-list",
                &list,
            ],
            input,
        );
        assert_eq!(code, Some(2), "{out}");
        assert_eq!(
            err.trim(),
            "error: game 1, opponent's name: \"Tomas Dvorak\" fits several persons of the player list (give the birth year): Dvorak, Tomas · 1985 · CZE; Dvorak, Tomas · 1999 · SVK"
        );
        // A birth year of neither: not found, both offered.
        let input = r#"{"rating": 2000, "games": [{"opponent_name": "Tomas Dvorak", "opponent_birth_year": 1950, "result": "1"}]}"#;
        let (code, _, err) = run(&["fide", "estimate", "-", "--fide-list", &list], input);
        assert_eq!(code, Some(2));
        assert!(
            err.contains("Dvorak, Tomas · 1985 · CZE; Dvorak, Tomas · 1999 · SVK"),
            "{err}"
        );
    }
}

/// The `001` lines of Karl-Mala's TRF: (line index, FIDE ID, Elo of the file).
fn trf_players(trf: &str) -> Vec<(usize, Option<u32>, Option<u32>)> {
    trf.lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with("001"))
        .map(|(k, l)| {
            let field = |a: usize, b: usize| l.get(a - 1..b).unwrap_or("").trim().to_string();
            (k, field(58, 68).parse().ok(), field(49, 52).parse().ok())
        })
        .collect()
}

#[test]
fn karl_mala_with_a_fide_list_is_the_trf_with_the_lists_ratings_written_in() {
    let dir = Dir::new();
    let trf = common::read_shared("testdata/karl-mala-2005.trf");
    let players = trf_players(&trf);
    // The list: every 3rd Elo changed, every 5th player left out, every 7th listed unrated;
    // players without Elo in the file but with a FIDE ID are listed with one (every 2nd).
    let mut listed = Vec::new();
    let mut expected: Vec<Option<u32>> = Vec::new();
    for (k, &(_, id, elo)) in players.iter().enumerate() {
        let Some(id) = id else {
            // Without FIDE ID nothing to check by: an Elo of the file would count as unrated
            // (WO 4.1.3); Karl-Mala's players without ID have none.
            assert_eq!(elo, None);
            expected.push(None);
            continue;
        };
        let rating = match elo {
            _ if k % 5 == 2 => None,
            _ if k % 7 == 3 => Some(0),
            Some(e) if k % 3 == 0 => Some(e + 17),
            Some(e) => Some(e),
            None if k % 2 == 0 => Some(1500 + k as u32),
            None => Some(0),
        };
        if let Some(r) = rating {
            listed.push(player(id, &format!("Player, Number {k}"), "GER", 1970, r));
        }
        expected.push(rating.filter(|&r| r > 0));
    }
    let fide = dir.write(
        "players_list.zip",
        &fide_gen::zip("players_list_foa.txt", fide_gen::text(&listed).as_bytes()),
    );
    // The TRF with those ratings written in columns 49-52 by hand.
    let mut lines: Vec<String> = trf.lines().map(str::to_string).collect();
    for (&(at, _, _), want) in players.iter().zip(&expected) {
        let line = &mut lines[at];
        let r = want.map_or("    ".to_string(), |r| format!("{r:>4}"));
        line.replace_range(48..52, &r);
    }
    let rewritten = dir.write("rewritten.trf", lines.join("\n").as_bytes());
    let original = dir.write("karl-mala.trf", trf.as_bytes());
    let (code, with_list, err) = run(&["dwz", "evaluate", &original, "--fide-list", &fide], "");
    assert_eq!(code, Some(0), "{err}");
    let (_, by_hand, _) = run(&["dwz", "evaluate", &rewritten], "");
    let mut v = json(&with_list);
    let warnings = v
        .as_object_mut()
        .unwrap()
        .remove("warnings")
        .unwrap_or_default();
    assert_eq!(v, json(&by_hand));
    // Every change is noted: the replaced Elos and the players counted as unrated.
    let notes: Vec<&str> = warnings
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_str().unwrap())
        .collect();
    let replaced = notes
        .iter()
        .filter(|n| n.contains("aus der FIDE-Liste statt"))
        .count();
    let unrated = notes.iter().filter(|n| n.contains("WO 4.1.3")).count();
    let changed = players
        .iter()
        .zip(&expected)
        .filter(|((_, id, elo), want)| id.is_some() && want.is_some() && elo != *want)
        .count();
    let lost = players
        .iter()
        .zip(&expected)
        .filter(|((_, id, _), want)| id.is_some() && want.is_none())
        .count();
    assert!(changed > 30 && lost > 30, "{changed} {lost}");
    assert_eq!((replaced, unrated), (changed, lost), "{notes:#?}");
}

#[test]
fn the_export_takes_the_fide_rating_from_the_list() {
    let dir = Dir::new();
    // Vasquez (3400042) listed with 2575, Grabarczyk (1101463) listed unrated, Milov not listed.
    let listed = [
        player(3400042, "Vasquez, Rodrigo", "CHI", 1969, 2575),
        player(1101463, "Grabarczyk, Bogdan", "POL", 1967, 0),
    ];
    let fide = dir.write(
        "players_list.zip",
        &fide_gen::zip("players_list_foa.txt", fide_gen::text(&listed).as_bytes()),
    );
    let trf = dir.write(
        "karl-mala.trf",
        common::read_shared("testdata/karl-mala-2005.trf").as_bytes(),
    );
    let (code, out, err) = run(
        &["dwz", "export", &trf, "--to", "trf", "--fide-list", &fide],
        "",
    );
    assert_eq!(code, Some(0), "{err}");
    let rating_of = |number: &str| {
        let line = out
            .lines()
            .find(|l| l.starts_with("001") && l.get(4..8).map(str::trim) == Some(number))
            .unwrap_or_default();
        line.get(48..52).unwrap_or("").trim().to_string()
    };
    assert_eq!(
        rating_of("1"),
        "2575",
        "the list's rating replaces the file's 2558"
    );
    assert_eq!(rating_of("2"), "", "not in the list: no rating");
    assert_eq!(rating_of("3"), "", "listed unrated");
    assert_eq!(rating_of("4"), "", "not in the list either");
}

#[test]
fn the_player_and_the_what_ifs_opponents_are_found_in_fides_list_too() {
    let dir = Dir::new();
    let [txt, _] = lists(&dir);
    // The player himself only in FIDE's list: his Elo and birth year.
    let named =
        r#"{"name": "Jan van der Berg", "games": [{"opponent_rating": 2000, "result": "1"}]}"#;
    let typed = r#"{"rating": 2105, "birth_year": 1990, "games": [{"opponent_rating": 2000, "result": "1"}]}"#;
    let (code, out, err) = run(&["fide", "estimate", "-", "--fide-list", &txt], named);
    assert_eq!(code, Some(0), "{err}");
    let (_, by_numbers, _) = run(&["fide", "estimate", "-"], typed);
    let v = json(&out);
    assert_eq!(without_ids(v.clone()), json(&by_numbers));
    assert_eq!(v["fide_id"], 300003);
    // The what-if's remaining opponents by name: their FIDE IDs beside.
    let named = r#"{"dwz": 1800, "index": 5, "end_date": "2026-11-20",
      "games": [{"opponent_rating": 1700, "result": "1"}],
      "remaining": {"opponent_names": ["Tomas Dvorak", "Jan van der Berg"], "opponent_birth_years": [1985, null], "target": 1850}}"#;
    let typed = r#"{"dwz": 1800, "index": 5, "end_date": "2026-11-20",
      "games": [{"opponent_rating": 1700, "result": "1"}],
      "remaining": {"opponent_ratings": [2210, 2105], "target": 1850}}"#;
    let (code, out, err) = run(&["dwz", "estimate", "-", "--fide-list", &txt], named);
    assert_eq!(code, Some(0), "{err}");
    let (_, by_numbers, _) = run(&["dwz", "estimate", "-"], typed);
    let v = json(&out);
    assert_eq!(without_ids(v.clone()), json(&by_numbers));
    assert_eq!(v["remaining_fide_ids"], serde_json::json!([300001, 300003]));
}

#[test]
fn a_name_with_a_typo_is_refused_naming_the_nearest_persons_of_both_lists() {
    let dir = Dir::new();
    let dsb = dir.write("spieler.csv", DSB.as_bytes());
    let input = r#"{"rating": 2000, "games": [{"opponent_name": "Tomasz Dvorak", "result": "1"}]}"#;
    for list in lists(&dir) {
        let (code, _, err) = run(
            &[
                "--lang",
                "en",
                "fide",
                "estimate",
                "-",
                "--players",
                &dsb,
                "--fide-list",
                &list,
            ],
            input,
        );
        assert_eq!(code, Some(2), "{err}");
        assert!(
            err.contains("\"Tomasz Dvorak\" is not in the player list; similar: Dvorak, Tomas · 1985 · CZE; Dvorak, Tomas · 1999 · SVK"),
            "{err}"
        );
    }
    // The DSB list's and FIDE's namesakes of a typo's name, each with birth year and
    // federation.
    let input = r#"{"rating": 2000, "games": [{"opponent_name": "Hans Mueler", "result": "1"}]}"#;
    let (code, _, err) = run(
        &[
            "fide",
            "estimate",
            "-",
            "--players",
            &dsb,
            "--fide-list",
            &lists(&dir)[0],
        ],
        input,
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("ähnlich: Müller,Hans · 1970 · GER · ZPS 10614"),
        "{err}"
    );
}
