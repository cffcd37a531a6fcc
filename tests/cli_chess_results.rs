//! `wertung dwz estimate PAGE --input chess-results` and `wertung fide estimate PAGE --input
//! chess-results`: a player's page (saved HTML, copied text; English and German) gives the same
//! figures as the same games typed as numbers, says what it left out, and refuses what it
//! cannot use (exit 2, naming it).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing

mod common;

use common::{json_of, refusal, run_cli as run};
use serde_json::{json, Value};

fn page(name: &str) -> String {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/chess-results")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

/// The figures the test compares.
fn figures(v: &Value) -> Value {
    json!({ "rn": v["rn"], "index_new": v["index_new"], "we": v["we"], "w": v["w"], "n": v["n"],
        "outcomes": v["outcomes"] })
}

/// The same games typed as numbers (the estimate JSON on standard input).
fn typed(estimate: &Value) -> Value {
    json_of(&run(&["dwz", "estimate", "-"], Some(&estimate.to_string())))
}

#[test]
fn an_english_page_gives_the_figures_of_its_games_typed_as_numbers() {
    // Berger: 1 against 1688, ½ against 2101, 0 against Śliwiński (no DWZ: Elo 2010 stands in),
    // ½ against 1822; the forfeit, the bye and the unrated opponent left out; Schäfer (1876)
    // still to play.
    let by_hand = typed(
        &json!({ "kind": "forecast", "dwz": 1843, "index": 23, "birth_year": 1990,
        "end_date": "2026-10-04",
        "games": [{"opponent_rating": 1688, "result": "1"}, {"opponent_rating": 2101, "result": "½"},
                  {"opponent_rating": 2010, "result": "0"}, {"opponent_rating": 1822, "result": "½"}],
        "remaining": {"opponent_ratings": [1876]} }),
    );
    assert_eq!(
        (by_hand["rn"].as_u64(), by_hand["n"].as_u64()),
        (Some(1852), Some(4))
    );
    for file in ["en-player.html", "en-player.txt"] {
        let v = json_of(&run(
            &[
                "dwz",
                "estimate",
                &page(file),
                "--input",
                "chess-results",
                "--index",
                "23",
                "--end-date",
                "2026-10-04",
                "--lang",
                "en",
            ],
            None,
        ));
        assert_eq!(figures(&v), figures(&by_hand), "{file}");
        let notes: Vec<&str> = v["notes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_str().unwrap())
            .collect();
        assert!(
            notes.contains(
                &"Round 4: Sliwinski, Marek without DWZ: Elo 2010 instead of a DWZ (WO 4.1.2)"
            ),
            "{notes:?}"
        );
        assert!(
            notes.contains(&"Round 6: Klein, Udo without DWZ and Elo: not counted"),
            "{notes:?}"
        );
        assert!(
            notes.contains(&"Round 3: won by forfeit against Vogel, Tim: not counted"),
            "{notes:?}"
        );
    }
    // The page names its dates: its end is taken where --end-date is not given.
    let v = json_of(&run(
        &[
            "dwz",
            "estimate",
            &page("en-player.html"),
            "--input",
            "chess-results",
            "--index",
            "23",
        ],
        None,
    ));
    assert_eq!(figures(&v), figures(&by_hand));
}

#[test]
fn a_german_page_gives_the_figures_of_its_games_typed_as_numbers() {
    let by_hand = typed(
        &json!({ "kind": "forecast", "dwz": 2088, "index": 31, "birth_year": 1975,
        "end_date": "2026-11-08",
        "games": [{"opponent_rating": 1795, "result": "1"}, {"opponent_rating": 2210, "result": "½"},
                  {"opponent_rating": 2130, "result": "0"}],
        "remaining": {"opponent_ratings": [2011]} }),
    );
    for file in ["de-player.html", "de-player.txt"] {
        let v = json_of(&run(
            &[
                "dwz",
                "estimate",
                &page(file),
                "--input",
                "chess-results",
                "--index",
                "31",
                "--end-date",
                "2026-11-08",
            ],
            None,
        ));
        assert_eq!(figures(&v), figures(&by_hand), "{file}");
        let notes = v["notes"].to_string();
        for said in [
            "Runde 2: nicht ausgelost",
            "Runde 4: kampflos verloren gegen Weiß, Karl",
            "Runde 5: spielfrei (1)",
            "Runde 7: Brand, Ole ohne DWZ und Elo",
        ] {
            assert!(notes.contains(said), "{said}: {notes}");
        }
    }
}

#[test]
fn the_index_comes_from_the_player_list_by_ident_number() {
    let dir = std::env::temp_dir().join(format!("wertung-cr-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let list = dir.join("spieler.csv");
    std::fs::write(
        &list,
        "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl\n\
         NU1,10614,123,A,\"Berger,Jonas\",M,,1990,202540,1843,23,1912\n",
    )
    .unwrap();
    let list = list.to_string_lossy().into_owned();
    let given = json_of(&run(
        &[
            "dwz",
            "estimate",
            &page("en-player.html"),
            "--input",
            "chess-results",
            "--index",
            "23",
        ],
        None,
    ));
    let found = json_of(&run(
        &[
            "dwz",
            "estimate",
            &page("en-player.html"),
            "--input",
            "chess-results",
            "--players",
            &list,
        ],
        None,
    ));
    assert_eq!(figures(&found), figures(&given));
    assert_eq!(found["index_old"], 23);
}

#[test]
fn without_an_index_or_a_page_of_another_kind_it_exits_2_naming_it() {
    let err = refusal(&run(
        &[
            "dwz",
            "estimate",
            &page("en-player.html"),
            "--input",
            "chess-results",
            "--lang",
            "en",
        ],
        None,
    ));
    assert!(
        err.contains("Berger, Jonas") && err.contains("index") && err.contains("--index N"),
        "{err}"
    );
    let pairings =
        common::shared_dir().join("reference/chess-results/en-art2-pairings-forfeits.html");
    let err = refusal(&run(
        &[
            "dwz",
            "estimate",
            pairings.to_str().unwrap(),
            "--input",
            "chess-results",
            "--index",
            "20",
        ],
        None,
    ));
    assert!(
        err.contains("keine Spielerseite (Paarungen einer Runde)"),
        "{err}"
    );
    let cross =
        common::shared_dir().join("reference/chess-results/en-art5-crosstable-forfeits.html");
    let err = refusal(&run(
        &[
            "fide",
            "estimate",
            cross.to_str().unwrap(),
            "--input",
            "chess-results",
        ],
        None,
    ));
    assert!(err.contains("Kreuztabelle"), "{err}");
}

#[test]
fn the_elo_of_a_page_is_that_of_its_games_typed_as_numbers() {
    let by_hand = json_of(&run(
        &["fide", "estimate", "-"],
        Some(&json!({ "rating": 1912, "birth_year": 1990, "games_before": 60,
            "games": [{"opponent_rating": 1720, "result": "1"}, {"opponent_rating": 2155, "result": "½"},
                      {"opponent_rating": 2010, "result": "0"}, {"opponent_rating": 1850, "result": "½"}] })
        .to_string()),
    ));
    for file in ["en-player.html", "en-player.txt"] {
        let v = json_of(&run(
            &[
                "fide",
                "estimate",
                &page(file),
                "--input",
                "chess-results",
                "--games-before",
                "60",
            ],
            None,
        ));
        for key in ["ro", "k", "n", "w", "we", "change", "rn"] {
            assert_eq!(v[key], by_hand[key], "{file}: {key}");
        }
        assert!(
            v["notes"].to_string().contains("Klein, Udo ohne Elo"),
            "{}",
            v["notes"]
        );
    }
}

#[test]
fn a_page_is_told_by_its_content_without_input() {
    // The same figures with `--input chess-results` and without it, saved HTML and copied text,
    // from the file and from standard input.
    for file in ["en-player.html", "en-player.txt", "de-player.html"] {
        let args = |input: bool| {
            let mut a = vec!["dwz", "estimate", "-", "--index", "23"];
            if input {
                a.extend(["--input", "chess-results"]);
            }
            a
        };
        let text = std::fs::read_to_string(page(file)).unwrap();
        let named = json_of(&run(&args(true), Some(&text)));
        let told = json_of(&run(&args(false), Some(&text)));
        assert_eq!(figures(&told), figures(&named), "{file}");
        assert!(told["rn"].as_u64().is_some(), "{file}: {told}");
        let fide = json_of(&run(&["fide", "estimate", &page(file)], None));
        assert!(fide["rn"].as_u64().is_some(), "{file}: {fide}");
    }
}

#[test]
fn a_page_where_a_tournament_is_needed_is_named_as_a_player_page() {
    let err = refusal(&run(
        &["dwz", "evaluate", &page("en-player.html"), "--lang", "en"],
        None,
    ));
    assert!(
        err.contains("a player's page of chess-results.com, not a tournament"),
        "{err}"
    );
}

#[test]
fn a_list_option_with_a_page_is_refused_naming_it() {
    // The page names every opponent's rating itself: a list given with it is refused (exit 2,
    // naming the option), never ignored.
    let list = "players_list.zip";
    for (command, option) in [
        (vec!["dwz", "estimate"], "--fide-list"),
        (vec!["fide", "estimate"], "--fide-list"),
        (vec!["fide", "estimate"], "--players"),
    ] {
        for input in [true, false] {
            let mut args = command.clone();
            let file = page("en-player.html");
            args.extend([file.as_str(), option, list, "--index", "23", "--lang", "en"]);
            if command[0] == "fide" {
                args.retain(|a| *a != "--index" && *a != "23");
            }
            if input {
                args.extend(["--input", "chess-results"]);
            }
            let err = refusal(&run(&args, None));
            assert!(
                err.contains(&format!(
                    "{option}: not with a player's page of chess-results.com"
                )),
                "{args:?}: {err}"
            );
        }
    }
}
