//! Names instead of numbers in the CLI's estimates (`--players LIST`): the player's
//! and the opponents' numbers come from the persons of the DSB's list their names name; the same
//! figures as with the numbers typed, each value's `list_id`; a name of nobody or of several
//! persons is an error (exit 2) naming it and the candidates, in German and in English.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing

mod common;

use serde_json::Value;

/// A list in the layout of 2026 (Windows-1252 like the DSB's): two namesakes Müller, Hans
/// (1970, 1990), a passive and an active membership of Anna Schäfer, Nina Neu without DWZ.
const LIST: &str = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land\r\n\
NU1,10614,1,A,\"Müller,Hans\",M,,1970,202545,1850,42,1905,,12345,GER\r\n\
NU2,20511,7,P,\"Schäfer,Anna\",W,,1990,202545,2010,12,2050,,23456,GER\r\n\
NU2,10614,3,A,\"Schäfer,Anna\",W,,1990,202545,2010,12,2050,,23456,GER\r\n\
NU3,20511,8,A,\"Müller,Hans\",M,,1990,202545,1600,12,,,,GER\r\n\
NU4,20511,9,A,\"Neu,Nina\",W,,2001,202545,,,,,,GER\r\n\
NU5,20511,10,A,\"Dr. Özdemir-Weiß,Jürgen\",M,,1960,202545,2150,80,2180,FM,34567,GER\r\n";

struct ListFile(std::path::PathBuf);

impl ListFile {
    fn new() -> ListFile {
        // One file per test (they run side by side).
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path =
            std::env::temp_dir().join(format!("wertung-names-{}-{n}.csv", std::process::id()));
        // Latin-1 (what Windows-1252 is for these letters).
        let bytes: Vec<u8> = LIST.chars().map(|c| c as u32 as u8).collect();
        std::fs::write(&path, &bytes).unwrap();
        ListFile(path)
    }
    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for ListFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
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

/// The output without the `list_id`s (to compare with the numbers typed).
fn without_ids(mut v: Value) -> Value {
    fn strip(v: &mut Value) {
        match v {
            Value::Object(o) => {
                o.remove("list_id");
                o.remove("remaining_list_ids");
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
fn a_dwz_estimate_by_names_is_the_estimate_by_the_numbers_with_list_ids() {
    let list = ListFile::new();
    let named = r#"{"kind": "forecast", "end_date": "2026-11-20", "name": "Anna Schaefer",
      "games": [{"opponent_name": "Müller, Hans", "opponent_birth_year": 1970, "result": "1"},
                {"opponent_name": "Juergen Oezdemir-Weiss", "result": "½"},
                {"opponent_name": "Nina Neu", "result": "1"},
                {"opponent_name": "nur ein Etikett", "opponent_rating": 1500, "result": "0"}]}"#;
    let typed = r#"{"kind": "forecast", "end_date": "2026-11-20", "dwz": 2010, "index": 12, "birth_year": 1990,
      "games": [{"opponent_rating": 1850, "result": "1"}, {"opponent_rating": 2150, "result": "½"},
                {"opponent_rating": null, "result": "1"}, {"opponent_rating": 1500, "result": "0"}]}"#;
    let (code, out, err) = run(&["dwz", "estimate", "-", "--players", list.path()], named);
    assert_eq!(code, Some(0), "{err}");
    let (_, by_numbers, _) = run(&["dwz", "estimate", "-"], typed);
    let v = json(&out);
    assert_eq!(without_ids(v.clone()), json(&by_numbers));
    assert_eq!(v["ro"], 2010);
    assert_eq!(
        v["list_id"], "NU2",
        "the player's list ID (one person, his A membership)"
    );
    let games = v["games"].as_array().unwrap();
    let id_of = |game: u64| {
        games
            .iter()
            .find(|g| g["game"] == game)
            .map(|g| g.get("list_id").cloned())
    };
    assert_eq!(id_of(1), Some(Some(Value::from("NU1"))));
    assert_eq!(id_of(2), Some(Some(Value::from("NU5"))));
    assert_eq!(id_of(4), Some(None), "a rating typed: the name is a label");
    assert_eq!(v["ignored"], serde_json::json!([3]), "Nina Neu has no DWZ");
}

#[test]
fn a_chain_and_the_what_if_take_names_too() {
    let list = ListFile::new();
    let named = r#"{"name": "Müller, Hans", "birth_year": 1990,
      "tournaments": [{"name": "Open", "end_date": "2026-10-01",
                       "games": [{"opponent_name": "Anna Schäfer", "result": "0"}]},
                      {"name": "Liga", "end_date": "2026-11-01",
                       "games": [{"opponent_name": "Neu, Nina", "result": "1"},
                                 {"opponent_name": "Hans Müller", "opponent_birth_year": 1970, "result": "½"}]}],
      "remaining": {"opponent_names": ["Anna Schäfer"], "target": 1700}}"#;
    let typed = r#"{"dwz": 1600, "index": 12, "birth_year": 1990,
      "tournaments": [{"name": "Open", "end_date": "2026-10-01",
                       "games": [{"opponent_rating": 2010, "result": "0"}]},
                      {"name": "Liga", "end_date": "2026-11-01",
                       "games": [{"opponent_rating": null, "result": "1"},
                                 {"opponent_rating": 1850, "result": "½"}]}],
      "remaining": {"opponent_ratings": [2010], "target": 1700}}"#;
    let (code, out, err) = run(&["dwz", "estimate", "-", "--players", list.path()], named);
    assert_eq!(code, Some(0), "{err}");
    let (_, by_numbers, _) = run(&["dwz", "estimate", "-"], typed);
    let v = json(&out);
    assert_eq!(without_ids(v.clone()), json(&by_numbers));
    assert_eq!(v["list_id"], "NU3");
    assert_eq!(v["tournaments"][0]["games"][0]["list_id"], "NU2");
    assert_eq!(v["remaining_list_ids"], serde_json::json!(["NU2"]));
}

#[test]
fn a_fide_estimate_takes_the_elo_of_the_list() {
    let list = ListFile::new();
    let named = r#"{"name": "Hans Müller", "birth_year": 1970,
      "games": [{"opponent_name": "Anna Schäfer", "result": "1"},
                {"opponent_name": "Jürgen Özdemir-Weiß", "result": "0"},
                {"opponent_name": "Nina Neu", "result": "1"}]}"#;
    let typed = r#"{"rating": 1905, "birth_year": 1970,
      "games": [{"opponent_rating": 2050, "result": "1"}, {"opponent_rating": 2180, "result": "0"},
                {"opponent_rating": null, "result": "1"}]}"#;
    let (code, out, err) = run(&["fide", "estimate", "-", "--players", list.path()], named);
    assert_eq!(code, Some(0), "{err}");
    let (_, by_numbers, _) = run(&["fide", "estimate", "-"], typed);
    let v = json(&out);
    assert_eq!(without_ids(v.clone()), json(&by_numbers));
    assert_eq!(v["ro"], 1905);
    assert_eq!(v["list_id"], "NU1");
    let ids: Vec<&Value> = v["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| &g["list_id"])
        .collect();
    assert_eq!(ids, ["NU2", "NU5", "NU4"]);
}

#[test]
fn a_name_of_nobody_or_of_several_is_refused_naming_the_candidates() {
    let list = ListFile::new();
    let cases = [
        (
            vec!["dwz", "estimate", "-"],
            r#"{"name": "Hans Müller", "games": [{"opponent_rating": 1500, "result": "1"}]}"#,
            "Fehler: Name: „Hans Müller“ passt auf mehrere Personen der Spielerliste (Geburtsjahr angeben): Müller,Hans · 1970 · ZPS 10614; Müller,Hans · 1990 · ZPS 20511",
            "error: name: \"Hans Müller\" fits several persons of the player list (give the birth year): Müller,Hans · 1970 · ZPS 10614; Müller,Hans · 1990 · ZPS 20511",
        ),
        (
            vec!["fide", "estimate", "-"],
            r#"{"rating": 1800, "games": [{"opponent_name": "Anna Schäfer", "result": "1"}, {"opponent_name": "Hanz Müler", "result": "1"}]}"#,
            "Fehler: Partie 2, Gegnername: „Hanz Müler“ steht nicht in der Spielerliste; ähnlich: Müller,Hans · 1970 · ZPS 10614; Müller,Hans · 1990 · ZPS 20511",
            "error: game 2, opponent's name: \"Hanz Müler\" is not in the player list; similar: Müller,Hans · 1970 · ZPS 10614; Müller,Hans · 1990 · ZPS 20511",
        ),
        (
            vec!["dwz", "estimate", "-"],
            r#"{"dwz": 1800, "index": 5, "games": [{"opponent_name": "Hans Müller", "opponent_birth_year": 1980, "result": "1"}]}"#,
            "Fehler: Partie 1, Gegnername: „Hans Müller“ steht nicht in der Spielerliste; ähnlich: Müller,Hans · 1970 · ZPS 10614; Müller,Hans · 1990 · ZPS 20511",
            "error: game 1, opponent's name: \"Hans Müller\" is not in the player list; similar: Müller,Hans · 1970 · ZPS 10614; Müller,Hans · 1990 · ZPS 20511",
        ),
    ];
    for (args, input, german, english) in cases {
        for (lang, expected) in [("de", german), ("en", english)] {
            let mut all = vec!["--lang", lang];
            all.extend(&args);
            all.extend(["--players", list.path()]);
            let (code, _, err) = run(&all, input);
            assert_eq!(code, Some(2), "{err}");
            assert!(!err.contains("panicked"), "{err}");
            assert_eq!(err.trim(), expected);
        }
    }
}

#[test]
fn without_a_list_a_name_is_a_label_and_a_missing_number_is_missing() {
    // A name beside the number: nothing looked up, the output as without it.
    let (code, out, err) = run(
        &["dwz", "estimate", "-"],
        r#"{"dwz": 1800, "index": 5, "name": "Ich", "games": [{"opponent_name": "Hans", "opponent_rating": 1700, "result": "1"}]}"#,
    );
    assert_eq!(code, Some(0), "{err}");
    assert!(json(&out).get("list_id").is_none());
    // A game without its rating and no list: its name cannot be looked up; refused (exit 2),
    // naming every such game, never left out unseen.
    let (code, _, err) = run(
        &["dwz", "estimate", "-", "--lang", "en"],
        r#"{"dwz": 1800, "index": 5, "games": [{"opponent_name": "Hans", "result": "1"}, {"opponent_rating": 1700, "result": "1"}, {"opponent_name": "Nowak, Piotr", "result": "½"}], "remaining": {"opponent_names": ["Śliwiński"]}}"#,
    );
    assert_eq!(code, Some(2), "{err}");
    assert_eq!(
        err.trim(),
        "error: game 1, opponent's name: \"Hans\": without a player list the name cannot be looked up (give a number, or a list); also: game 3 \"Nowak, Piotr\"; remaining game 1 \"Śliwiński\" (give the list with --players LIST or --fide-list FILE)"
    );
    let (code, _, err) = run(
        &["fide", "estimate", "-"],
        r#"{"rating": 1800, "games": [{"opponent_name": "Hans", "result": "1"}]}"#,
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("Partie 1, Gegnername: „Hans“"), "{err}");
}
