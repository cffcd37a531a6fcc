//! The `wertung` command line: the Anhang 3.1 figures in its JSON and text output, the single
//! player estimates, and clear errors (exit code 2, message naming the field and value).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing
#![allow(clippy::needless_raw_string_hashes)] // the tables of inputs and messages are written alike

mod common;

use common::{json_of, run_cli as run};
use serde_json::Value;

fn anhang_file() -> String {
    common::shared_dir()
        .join("testdata/anhang_3_1.json")
        .to_string_lossy()
        .into_owned()
}

fn find<'a>(v: &'a Value, id: &str) -> &'a Value {
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == id)
        .unwrap()
}

#[test]
fn evaluate_prints_the_figures_of_anhang_3_1() {
    let v = json_of(&run(
        &["dwz", "evaluate", &anhang_file(), "--mode", "table"],
        None,
    ));
    assert_eq!(v["mode"], "table");
    assert_eq!(v["steps"], 20);
    let a = find(&v, "A");
    let expected_a = serde_json::json!({ "id": "A", "name": "Spieler A", "group": "established",
        "stored": true, "w": 7.0, "n": 7, "rc": 1855, "ro": 2220, "index_old": 31, "we": 5.99,
        "k": 25.0, "rh": 2331, "exceptional": false, "rn": 2245, "index_new": 32 });
    assert_eq!(a, &expected_a);
    let rn: Vec<Value> = ["A", "B", "C", "D", "E", "F", "G", "H"]
        .iter()
        .map(|id| find(&v, id)["rn"].clone())
        .collect();
    assert_eq!(
        rn,
        serde_json::json!([2245, 2081, 1978, 1973, 1751, 1692, 1730, 1292])
            .as_array()
            .unwrap()
            .clone()
    );
    let k: Vec<Value> = ["A", "B", "C", "D", "E", "F", "G", "H"]
        .iter()
        .map(|id| find(&v, id)["k"].clone())
        .collect();
    assert_eq!(
        k,
        serde_json::json!([25.0, 32.0, 25.0, 33.7, 42.0, 34.0, 48.0, 24.5])
            .as_array()
            .unwrap()
            .clone()
    );
    assert_eq!(find(&v, "C")["rh"], Value::Null);
    assert_eq!(find(&v, "G")["exceptional"], true);
    let j = find(&v, "J");
    assert_eq!(
        j,
        &serde_json::json!({ "id": "J", "name": "Spieler J", "group": "stage1", "stored": true,
        "w": 2.0, "n": 7, "rc": 1692, "rp": 1544, "ri": 1430, "r1": 1476, "index_new": 1 })
    );
    let r1: Vec<Value> = ["J", "K", "L", "M", "N"]
        .iter()
        .map(|id| find(&v, id)["r1"].clone())
        .collect();
    assert_eq!(
        r1,
        serde_json::json!([1476, 1179, 2329, 1436, 1494])
            .as_array()
            .unwrap()
            .clone()
    );
    assert_eq!(find(&v, "M")["group"], "stage2");
    let p = find(&v, "P");
    assert_eq!(p["group"], "remaining");
    assert_eq!(
        (p["w"].as_f64(), p["n"].as_u64(), p["rc"].as_i64()),
        (Some(2.0), Some(4), Some(1455))
    );
    assert_eq!(
        p["rest_games"][2],
        serde_json::json!({"opponent_rating": 1640, "score": 0.0, "date": "2026-12-12"})
    );
    assert_eq!(find(&v, "R")["rest_games"], serde_json::json!([]));
}

#[test]
fn evaluate_reads_standard_input_and_exact_mode() {
    let text = common::anhang_3_1_json();
    let v = json_of(&run(
        &["dwz", "evaluate", "-", "--mode", "exact"],
        Some(&text),
    ));
    assert_eq!(v["mode"], "exact");
    let b = find(&v, "B")["rn"].as_i64().unwrap();
    assert!((b - 2081).abs() <= 1);
}

#[test]
fn text_format_is_laid_out_like_3_1_11() {
    let out = run(
        &[
            "dwz",
            "evaluate",
            &anhang_file(),
            "--format",
            "text",
            "--mode",
            "table",
        ],
        None,
    );
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let line_d = text.lines().find(|l| l.contains("Spieler D")).unwrap();
    for figure in [
        "1950 - 15",
        "33,7",
        "1869",
        "4,5",
        "3,818",
        "2007",
        "1973 - 16",
        "23",
    ] {
        assert!(line_d.contains(figure), "{figure} in {line_d}");
    }
    let line_g = text.lines().find(|l| l.contains("Spieler G")).unwrap();
    assert!(
        line_g.contains("1961*"),
        "G marked as Ausnahmespieler: {line_g}"
    );
    let line_e = text.lines().find(|l| l.contains("Spieler E")).unwrap();
    assert!(
        line_e.contains("(1751)") && line_e.contains("(42,0)"),
        "E not stored: {line_e}"
    );
    assert!(text.contains("Gesamtiteration: 20 Schritte"));
}

/// One case per kind of problem, worded in German (default) and English (`--lang en`): the
/// place, the field in the words of the pages, the value as given (shortened after 40
/// characters) and what is wrong.
#[test]
fn bad_input_is_a_clear_error_not_a_panic() {
    let cases = [
        (
            r#"{"end_date":"2026-12-12","players":[{"id":"A","dwz":2000},{"id":"B"}],"games":[{"white":"A","black":"X","result":"1-0"}]}"#,
            r#"Fehler: Partie 1, Schwarz: „X“: diesen Spieler gibt es nicht"#,
            r#"error: game 1, black: "X": there is no such player"#,
        ),
        (
            r#"{"end_date":"2026-12-12","players":[{"id":"A","dwz":2000}],"games":[{"white":"A","black":"A","result":"1-0"}]}"#,
            r#"Fehler: Partie 1, Schwarz: „A“ kann nicht gegen sich selbst spielen"#,
            r#"error: game 1, black: "A" cannot play himself"#,
        ),
        (
            r#"{"end_date":"2026-12-12","players":[{"id":"A","dwz":2000},{"id":"B"}],"games":[{"white":"A","black":"B","result":"1:1"}]}"#,
            r#"Fehler: Partie 1, Ergebnis: „1:1“ ist kein Ergebnis (erlaubt: 1-0, 0-1, ½-½, +-, -+, --)"#,
            r#"error: game 1, result: "1:1" is not a result (allowed: 1-0, 0-1, 1/2-1/2, +-, -+, --)"#,
        ),
        (
            r#"{"end_date":"2026-12-12","players":[{"id":"A","dwz":12000}],"games":[]}"#,
            r#"Fehler: Spieler A, DWZ: „12000“ liegt nicht zwischen 1 und 3500"#,
            r#"error: player A, DWZ: "12000" is not between 1 and 3500"#,
        ),
        (
            r#"{"end_date":"2026-12-12","players":[{"id":"A","dwz":2000,"index":0}],"games":[]}"#,
            r#"Fehler: Spieler A, Index: „0“ liegt nicht zwischen 1 und 9999"#,
            r#"error: player A, index: "0" is not between 1 and 9999"#,
        ),
        (
            r#"{"end_date":"2026-12-12","players":[{"id":"A","birth_year":2030}],"games":[]}"#,
            r#"Fehler: Spieler A, Geburtsjahr: „2030“ liegt nicht zwischen 1880 und 2026"#,
            r#"error: player A, year of birth: "2030" is not between 1880 and 2026"#,
        ),
        (
            r#"{"end_date":"2026-13-12","players":[],"games":[]}"#,
            r#"Fehler: Turnierende: „2026-13-12“ ist kein Datum (TT.MM.JJJJ oder JJJJ-MM-TT)"#,
            r#"error: tournament end: "2026-13-12" is not a date (DD.MM.YYYY or YYYY-MM-DD)"#,
        ),
        (
            r#"{"end_date":"2026-12-12","players":[{"id":"J","rest_games":[{"opponent_rating":1500,"score":0,"date":"1.10.25"}]}],"games":[]}"#,
            r#"Fehler: Spieler J, Restpartie 1, Datum: „1.10.25“ ist kein Datum (TT.MM.JJJJ oder JJJJ-MM-TT)"#,
            r#"error: player J, Restpartie 1, date: "1.10.25" is not a date (DD.MM.YYYY or YYYY-MM-DD)"#,
        ),
        (
            r#"{"end_date":"2026-12-12","players":[{"id":"A","dwz":2000},{"id":"A"}],"games":[]}"#,
            r#"Fehler: Spieler A, Kennung: „A“ kommt zweimal vor"#,
            r#"error: player A, id: "A" is used twice"#,
        ),
        (
            r#"{"end_date":"2026-12-12","kind":"match","players":[{"id":"A","dwz":2000},{"id":"B"}],"games":[]}"#,
            r#"Fehler: Spieler B, DWZ: fehlt: ein Zweikampf wird nur gewertet, wenn beide Spieler eine DWZ haben (WO 4.2.4.5)"#,
            r#"error: player B, DWZ: is missing: a match (Zweikampf) is evaluated only when both players have a DWZ (WO 4.2.4.5)"#,
        ),
        (
            r#"{"end_date": "2026-12-12", "players": [}"#,
            r#"Fehler: Zeile 1, Spalte 40: kein gültiges JSON (expected value)"#,
            r#"error: line 1, column 40: not valid JSON (expected value)"#,
        ),
        (
            r#"{"end_date":"2026-12-12","players":[{"id":"A","dwz":2000},{"id":"B","dwz":1900}],"games":[{"white":"A","black":"B","result":"1-0 after a very long game that went on and on"}]}"#,
            r#"Fehler: Partie 1, Ergebnis: „1-0 after a very long game that went on…“ ist kein Ergebnis (erlaubt: 1-0, 0-1, ½-½, +-, -+, --)"#,
            r#"error: game 1, result: "1-0 after a very long game that went on…" is not a result (allowed: 1-0, 0-1, 1/2-1/2, +-, -+, --)"#,
        ),
        (
            r#"{"end_date":"2026-12-12","players":{"id":"A"},"games":[]}"#,
            r#"Fehler: Spieler: „{"id":"A"}“ muss eine Liste [ … ] sein"#,
            r#"error: players: "{"id":"A"}" must be a list [ … ]"#,
        ),
        (
            r#"{"end_date":"2026-12-12","kind":"blitz","players":[],"games":[]}"#,
            r#"Fehler: Art: „blitz“ ist keine Turnierart (erlaubt: tournament, match)"#,
            r#"error: kind: "blitz" is not a kind (allowed: tournament, match)"#,
        ),
        (
            r#"{"end_date":"2026-12-12","players":[{"id":"A","dwz":2000},{"id":"B","dwz":1900},{"id":"C"}],"games":[{"white":"A","black":"B","result":"2"}]}"#,
            r#"Fehler: Partie 1, Ergebnis: „2“ ist kein Ergebnis (erlaubt: 1-0, 0-1, ½-½, +-, -+, --)"#,
            r#"error: game 1, result: "2" is not a result (allowed: 1-0, 0-1, 1/2-1/2, +-, -+, --)"#,
        ),
    ];
    for (input, german, english) in cases {
        for (args, expected) in [
            (&["dwz", "evaluate", "-"][..], german),
            (&["--lang", "en", "dwz", "evaluate", "-"][..], english),
        ] {
            let out = run(args, Some(input));
            assert_eq!(out.status.code(), Some(2), "{input}");
            let err = String::from_utf8(out.stderr).unwrap();
            assert!(!err.contains("panicked"), "{err}");
            assert_eq!(err.trim(), expected, "{input}");
        }
    }
}

#[test]
fn a_trf_without_end_date_asks_for_one_and_takes_it() {
    // Born 2008, R_o 1500, index 6, a win: A = 18 in 2026 gives K 42 + (2000 - 1500) / 30 = 58,7;
    // A = 26 in 2034 gives K 38 + 4 = 42. The end date given on the command line is the one used.
    let trf = "012 X\n\
001    1      A                                 1500                 2008/01/01  1.0    1     2 w 1\n\
001    2      B                                 1600                             0.0    2     1 b 0\n";
    let out = run(&["dwz", "evaluate", "--input", "trf", "-"], Some(trf));
    let err = common::refusal(&out);
    assert_eq!(
        err.trim(),
        "Fehler: TRF, Turnierende: das Turnierende steht nicht in der Datei (mit --end-date JJJJ-MM-TT angeben)"
    );
    let k_in = |end: &str| {
        let v = json_of(&run(
            &["dwz", "evaluate", "--input", "trf", "--end-date", end, "-"],
            Some(trf),
        ));
        find(&v, "1")["k"].as_f64()
    };
    assert_eq!(
        (k_in("2026-12-12"), k_in("2034-12-12")),
        (Some(58.7), Some(42.0))
    );
}

#[test]
fn estimate_recheck_forecast_and_first_rating() {
    // Player B of Anhang 3.1 in the Nachberechnung with K 32
    let b = r#"{"kind": "recheck", "end_date": "2026-12-12", "dwz": 2100, "index": 55,
      "birth_year": 2004, "k": 32,
      "games": [{"opponent_rating": 2220, "result": "0"}, {"opponent_rating": 1800, "result": "½"},
                {"opponent_rating": 1961, "result": "1"}, {"opponent_rating": 1179, "result": 1},
                {"opponent_rating": 2329, "result": "0"}, {"opponent_rating": null, "result": "1"}]}"#;
    let v = json_of(&run(&["dwz", "estimate", "-", "--mode", "table"], Some(b)));
    assert_eq!(
        (v["we"].as_f64(), v["rn"].as_i64(), v["n"].as_u64()),
        (Some(3.088), Some(2081), Some(5))
    );
    assert_eq!(v["games"][0]["change"], -10.8); // Anhang 3.2: -10,752
    assert_eq!(v["ignored"], serde_json::json!([6]));
    // Player D's Vorausberechnung including the youth bonus: K 33,7
    let d = r#"{"kind": "forecast", "end_date": "2026-12-12", "dwz": 1950, "index": 15, "birth_year": 2010,
      "games": [{"opponent_rating": 2220, "result": "0"}, {"opponent_rating": 2000, "result": "1"},
                {"opponent_rating": 1800, "result": "1"}, {"opponent_rating": 1961, "result": "r"},
                {"opponent_rating": 1300, "result": "1"}, {"opponent_rating": 1476, "result": "1"},
                {"opponent_rating": 2329, "result": "0"}]}"#;
    let v = json_of(&run(&["dwz", "estimate", "-", "--mode", "table"], Some(d)));
    assert_eq!(
        (v["k"].as_f64(), v["we"].as_f64(), v["rn"].as_i64()),
        (Some(33.7), Some(3.818), Some(1973))
    );
    // Erst-DWZ of L: 100 % gets a fictive draw (here against the R_c of his own games)
    let l = r#"{"kind": "first_rating", "end_date": "2026-12-12",
      "rest_games": [{"opponent_rating": 1400, "score": 1, "date": "2025-10-01"}],
      "games": [{"opponent_rating": 2100, "result": "1"}, {"opponent_rating": 2000, "result": "1"},
                {"opponent_rating": 1950, "result": "1"}, {"opponent_rating": 1800, "result": "1"},
                {"opponent_rating": 1700, "result": "1"}]}"#;
    let v = json_of(&run(&["dwz", "estimate", "-", "--mode", "table"], Some(l)));
    assert_eq!(v["fictive_draw"], 1825);
    assert_eq!(v["rp"], 2554);
    assert!(v["r1"].as_i64().unwrap() > 2200);
    assert_eq!(v["reason"], Value::Null);
    // R_n is rounded as a whole (WO 3.5.2), found by the cross-check: 2059 + 25 * (2,5 - 3,6)
    // = 2031,5 is 2032, in the evaluation as in the estimate (not 2059 - 28)
    let half = r#"{"kind": "recheck", "end_date": "2026-12-12", "dwz": 2059, "index": 46, "k": 25,
      "games": [{"opponent_rating": 1697, "result": "1"}, {"opponent_rating": 1697, "result": "1"},
                {"opponent_rating": 1697, "result": "½"}, {"opponent_rating": 1697, "result": "0"}]}"#;
    let v = json_of(&run(
        &["dwz", "estimate", "-", "--mode", "table"],
        Some(half),
    ));
    assert_eq!(
        (v["we"].as_f64(), v["rn"].as_i64()),
        (Some(3.6), Some(2032))
    );
    // Too few games: no first rating, and why
    let few = r#"{"kind": "first_rating", "games": [{"opponent_rating": 1500, "result": "1"}]}"#;
    let v = json_of(&run(
        &["dwz", "estimate", "-", "--mode", "table"],
        Some(few),
    ));
    assert_eq!(v["r1"], Value::Null);
    assert!(v["reason"].as_str().unwrap().contains("noch 4 Partien"));
    let v = json_of(&run(&["--lang", "en", "dwz", "estimate", "-"], Some(few)));
    assert!(v["reason"].as_str().unwrap().contains("4 more games"));
    // A bad result names the game and field
    let bad =
        r#"{"kind": "forecast", "dwz": 1500, "games": [{"opponent_rating": 1500, "result": "x"}]}"#;
    let out = run(&["dwz", "estimate", "-", "--mode", "table"], Some(bad));
    let err = common::refusal(&out);
    assert_eq!(
        err.trim(),
        "Fehler: Partie 1, Ergebnis: „x“ ist kein Ergebnis (erlaubt: 1, ½, 0, +, −)"
    );
}

#[test]
fn scale_change_of_anhang_4() {
    let out = run(&["dwz", "scale", "1500"], None);
    assert_eq!(String::from_utf8(out.stdout).unwrap().trim(), "1720");
}

/// A file in the temporary directory for one case (removed when dropped).
struct TempFile(std::path::PathBuf);

impl TempFile {
    fn new(name: &str, bytes: &[u8]) -> TempFile {
        let path = std::env::temp_dir().join(format!("wertung-cli-{}-{name}", std::process::id()));
        std::fs::write(&path, bytes).unwrap();
        TempFile(path)
    }
    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// Runs `args` (with the file or input of the case) in German and in English and checks that
/// both end with exit code 2 and exactly the expected message.
fn assert_refused(args: &[&str], stdin: Option<&str>, german: &str, english: &str) {
    for (lang, expected) in [("de", german), ("en", english)] {
        let mut all = vec!["--lang", lang];
        all.extend_from_slice(args);
        let out = run(&all, stdin);
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
        assert_eq!(err.trim(), expected, "{args:?}");
    }
}

/// The SWT of the test data with player 1's first record claiming the colour of his opponent.
fn swt_with_both_players_black() -> Vec<u8> {
    let mut bytes = std::fs::read(common::shared_dir().join("testdata/swt/SwissIndividual.SWT"))
        .expect("the SWT test file");
    let version = u16::from_le_bytes([bytes[0x261], bytes[0x262]]);
    let start = if version < 800 { 0xF36 } else { 0x3448 };
    // Player 1, round 1: colour 1 (white) against player 13; 3 would be black, as 13 is.
    assert_eq!(bytes[start + 8], 1, "the test file's first pairing");
    bytes[start + 8] = 3;
    bytes
}

#[test]
#[allow(clippy::too_many_lines)] // one scenario, told step by step
fn every_kind_of_file_error_is_worded_in_both_languages() {
    let end = ["--end-date", "2026-12-12"];
    let cross = |name: &str, text: &str| TempFile::new(name, text.as_bytes());
    let too_few_cells = cross("few.txt", "A;x\nB;0;x\n");
    let too_many_cells = cross("many.txt", "A 2000 10 1990 7 x 1\nB 1900 0 x\n");
    let one_player = cross("one.txt", "A 2000 x\n");
    let own_cell = cross("own.txt", "A;2000;1;1\nB;1900;0;x\n");
    let disagree = cross("disagree.txt", "A;2000;x;1\nB;1900;1;x\n");
    for (file, german, english) in [
        (
            &too_few_cells,
            "Fehler: Zeile 1: die Zeile hat 2 Zellen; nötig sind der Name und 2 Ergebnisse (eines je Spieler)",
            "error: line 1: the line has 2 cells; it needs the name and 2 results (one per player)",
        ),
        (
            &too_many_cells,
            "Fehler: Zeile 1, Zelle 5: „7“: zwischen Name und Ergebnissen stehen höchstens DWZ, Index und Geburtsjahr",
            "error: line 1, cell 5: \"7\": between the name and the results stand at most DWZ, index and year of birth",
        ),
        (
            &one_player,
            "Fehler: Turnier: eine Kreuztabelle braucht mindestens zwei Spieler, eine Zeile je Spieler",
            "error: tournament: a cross table needs at least two players, one line each",
        ),
        (
            &own_cell,
            "Fehler: Zeile 1, Ergebnis 1: „1“ ist nicht leer (erlaubt: x, * oder leer)",
            "error: line 1, result 1: \"1\" is not empty (allowed: x, * or empty)",
        ),
        (
            &disagree,
            "Fehler: Zeile 1, Ergebnis 2: „1“ passt nicht zu Zeile 2 („1“)",
            "error: line 1, result 2: \"1\" does not match line 2 (\"1\")",
        ),
    ] {
        let args = ["dwz", "evaluate", "--input", "cross", end[0], end[1], file.path()];
        assert_refused(&args, None, german, english);
    }

    // TRF: the two lines of a game disagree; a result code TRF does not have.
    let trf = |a: &str, b: &str| {
        format!(
            "012 X\n052 2026/12/12\n\
001    1      A                                 1500                             1.0    1     2 w {a}\n\
001    2      B                                 1600                             0.0    2     1 b {b}\n"
        )
    };
    assert_refused(
        &["dwz", "evaluate", "--input", "trf", "-"],
        Some(&trf("1", "1")),
        "Fehler: Zeile 4, Spalte 92, Runde 1, Ergebnis: „1“ passt nicht zu Zeile 3 („1“)",
        "error: line 4, column 92, round 1, result: \"1\" does not match line 3 (\"1\")",
    );
    assert_refused(
        &["dwz", "evaluate", "--input", "trf", "-"],
        Some(&trf("7", "0")),
        "Fehler: Zeile 3, Spalte 99, Ergebnis: „7“ ist kein TRF-Ergebnis (erlaubt: 1 0 = + - W D L H F U Z)",
        "error: line 3, column 99, result: \"7\" is not a TRF result (allowed: 1 0 = + - W D L H F U Z)",
    );

    // SWT: no SWT at all, cut off, a version before 7, the two records of a game disagree.
    let swt = std::fs::read(common::shared_dir().join("testdata/swt/SwissIndividual.SWT")).unwrap();
    let not_swt = TempFile::new("text.swt", b"Turnier am Sonntag");
    let cut = TempFile::new("cut.swt", &swt[..3000]);
    let mut v6 = vec![0u8; 0x270];
    v6[0x261..0x263].copy_from_slice(&610u16.to_le_bytes());
    let v6 = TempFile::new("v6.swt", &v6);
    let both_black = TempFile::new("black.swt", &swt_with_both_players_black());
    for (file, german, english) in [
        (
            &not_swt,
            "Fehler: SWT: die Datei ist keine Swiss-Chess-Turnierdatei (.SWT ab Version 7)",
            "error: SWT: the file is not a Swiss-Chess tournament file (.SWT, version 7 or later)",
        ),
        (
            &cut,
            "Fehler: SWT: die Datei ist abgeschnitten oder beschädigt: 3000 Bytes, nötig wären 13384",
            "error: SWT: the file is truncated or damaged: 3000 bytes, 13384 needed",
        ),
        (
            &v6,
            "Fehler: SWT, Byte 609, Version: „6.10“ wird nicht unterstützt",
            "error: SWT, byte 609, version: \"6.10\" is not supported",
        ),
        (
            &both_black,
            "Fehler: SWT, Spieler Nr. 13, Runde 1, Farbe: „b“ passt nicht zum Eintrag des Gegners (Spieler 1: „b“)",
            "error: SWT, player no. 13, round 1, colour: \"b\" does not match the opponent's entry (player 1: \"b\")",
        ),
    ] {
        assert_refused(&["dwz", "evaluate", file.path()], None, german, english);
    }

    // The DSB's player list: not a list, a column missing, a broken ZIP.
    let trf_file = common::shared_dir().join("testdata/karl-mala-2005.trf");
    let trf_file = trf_file.to_str().unwrap();
    let not_list = TempFile::new("notlist.csv", b"ZPS,Name\n1,Meier\n");
    let no_dwz = TempFile::new(
        "nodwz.csv",
        b"ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\"\n",
    );
    let bad_zip = TempFile::new("bad.zip", b"PK\x03\x04kaputt");
    for (file, german, english) in [
        (
            &not_list,
            "Zeile 1: „ZPS,Name“: das ist keine DSB-Spielerliste (deren erste Zeile nennt die Spalten, z. B. ZPS, Mitgliedsnummer, Status, \"Name,Vorname\", DWZ)",
            "line 1: \"ZPS,Name\": this is not a DSB player list (its first line names the columns, e.g. ZPS, Mitgliedsnummer, Status, \"Name,Vorname\", DWZ)",
        ),
        (
            &no_dwz,
            "Zeile 1, DWZ: die Spalte „DWZ“ fehlt",
            "line 1, DWZ: the column \"DWZ\" is missing",
        ),
        (
            &bad_zip,
            "ZIP, Byte 0: die Datei ist abgeschnitten oder beschädigt: 10 Bytes, nötig wären 30",
            "ZIP, byte 0: the file is truncated or damaged: 10 bytes, 30 needed",
        ),
    ] {
        let args = ["dwz", "evaluate", "--players", file.path(), trf_file];
        assert_refused(
            &args,
            None,
            &format!("Fehler: {}, {german}", file.path()),
            &format!("error: {}, {english}", file.path()),
        );
    }
}

#[test]
fn every_kind_of_estimate_error_is_worded_in_both_languages() {
    let cases = [
        (
            r#"{"kind":"forecast","games":[{"opponent_rating":1500,"result":1}]}"#,
            "Fehler: DWZ: fehlt; ohne DWZ rechnen Sie die Erst-DWZ",
            "error: DWZ: is missing; without a DWZ, compute the first rating",
        ),
        (
            r#"{"kind":"forecast","dwz":1500,"games":[{"opponent_rating":1500,"result":1}],"tournaments":[]}"#,
            "Fehler: Turniere: nicht zusammen mit Partien: entweder das eine oder das andere",
            "error: tournaments: not together with games: one or the other",
        ),
        (
            r#"{"kind":"forecast","dwz":"abc","games":[]}"#,
            "Fehler: DWZ: „abc“ ist keine Zahl",
            "error: DWZ: \"abc\" is not a number",
        ),
        (
            r#"{"kind":"forecast","dwz":"1500,5","games":[]}"#,
            "Fehler: DWZ: „1500,5“ ist keine ganze Zahl",
            "error: DWZ: \"1500,5\" is not a whole number",
        ),
        (
            r#"{"kind":"forecast","dwz":1500,"games":[{"opponent_rating":"x","result":1}]}"#,
            "Fehler: Partie 1, Gegner-DWZ: „x“ ist keine Zahl",
            "error: game 1, opponent's DWZ: \"x\" is not a number",
        ),
        (
            r#"{"kind":"guess","dwz":1500,"games":[]}"#,
            "Fehler: Art: „guess“ ist keine Berechnungsart (erlaubt: forecast (voraus), recheck (nach), first_rating (erst))",
            "error: kind: \"guess\" is not a kind of estimate (allowed: forecast, recheck, first_rating)",
        ),
    ];
    for (input, german, english) in cases {
        assert_refused(&["dwz", "estimate", "-"], Some(input), german, english);
    }
    // A Zweikampf of three.
    assert_refused(
        &["dwz", "evaluate", "-"],
        Some(
            r#"{"end_date":"2026-12-12","kind":"match","players":[{"id":"A","dwz":2000},{"id":"B","dwz":1900},{"id":"C","dwz":1900}],"games":[]}"#,
        ),
        "Fehler: Turnier, Spieler: „3“: ein Zweikampf (WO 4.2.4.5) hat genau zwei Spieler",
        "error: tournament, players: \"3\": a match (Zweikampf, WO 4.2.4.5) has exactly two players",
    );
}

/// A real evaluation of the DSB's portal (2026): a member 1887-44 against 1318, 1973,
/// 1942, 1964, 1987, 1905 and 1554 with 3½ points: W_e 3.891 (the portal's per-game expected
/// scores are Φ(D / (200·√2)) unrounded), K 28.0, 1876-45. Without `--mode` the CLI computes as
/// the DSB does; the table arithmetic of the worked example gives W_e 3.892.
const OFFICIAL_GAMES: &str = r#"[{"opponent_rating": 1318, "result": "1"}, {"opponent_rating": 1973, "result": "0"},
  {"opponent_rating": 1942, "result": "½"}, {"opponent_rating": 1964, "result": "1"},
  {"opponent_rating": 1987, "result": "0"}, {"opponent_rating": 1905, "result": "1"},
  {"opponent_rating": 1554, "result": "0"}]"#;

#[test]
fn the_dsb_s_own_evaluation_by_default_the_worked_example_s_arithmetic_on_request() {
    let single = format!(
        r#"{{"dwz": 1887, "index": 44, "birth_year": 1970, "end_date": "2026-11-29", "games": {OFFICIAL_GAMES}}}"#
    );
    let v = json_of(&run(&["dwz", "estimate", "-"], Some(&single)));
    assert_eq!(v["mode"], "exact");
    assert_eq!(
        (
            v["we"].as_f64(),
            v["k"].as_f64(),
            v["rn"].as_i64(),
            v["index_new"].as_u64()
        ),
        (Some(3.891), Some(28.0), Some(1876), Some(45))
    );
    let table = json_of(&run(
        &["dwz", "estimate", "-", "--mode", "table"],
        Some(&single),
    ));
    assert_eq!(
        (table["mode"].as_str(), table["we"].as_f64()),
        (Some("table"), Some(3.892))
    );
    // The same in a what-if (two games still to play) and as a chain's tournament.
    let whatif = format!(
        r#"{{"dwz": 1887, "index": 44, "birth_year": 1970, "end_date": "2026-11-29", "games": {OFFICIAL_GAMES},
        "remaining": {{"opponent_ratings": [1800, 1900]}}}}"#
    );
    let v = json_of(&run(&["dwz", "estimate", "-"], Some(&whatif)));
    assert_eq!(
        (v["we"].as_f64(), v["rn"].as_i64()),
        (Some(3.891), Some(1876))
    );
    assert_eq!(v["outcomes"].as_array().map(Vec::len), Some(5));
    let chain = format!(
        r#"{{"dwz": 1887, "index": 44, "birth_year": 1970,
        "tournaments": [{{"name": "Open", "end_date": "2026-11-29", "games": {OFFICIAL_GAMES}}}]}}"#
    );
    let v = json_of(&run(&["dwz", "estimate", "-"], Some(&chain)));
    assert_eq!(v["tournaments"][0]["we"].as_f64(), Some(3.891));
    assert_eq!(v["tournaments"][0]["k"].as_f64(), Some(28.0));
    assert_eq!(
        (v["final"]["dwz"].as_i64(), v["final"]["index"].as_u64()),
        (Some(1876), Some(45))
    );
}
