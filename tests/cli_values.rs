//! The CLI's values that come from the library: `--lang` and `--mode` are the library's `Lang`
//! and `Mode` (clap value enums), and the UUIDs of a new DSB report are version 4 from the
//! `uuid` crate, a new one each run.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing

mod common;

use common::{anhang_3_1_json, run_cli as run};

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn lang_and_mode_take_the_library_s_values_with_their_help() {
    let help = stdout(&run(&["dwz", "evaluate", "--help"], None));
    for line in [
        "- table: As the worked example of the WO (Anhang 3.1): P(D) from the table, three \
         decimals a game",
        "- exact: As the DSB's evaluation: P(D) exactly (the default)",
        "[default: exact]",
        "[possible values: de, en]",
    ] {
        assert!(help.contains(line), "{line:?} not in:\n{help}");
    }
    // A value that is none of them: clap's message with the values allowed, exit code 2.
    // (No standard input: clap stops before reading it, and a write into a closed pipe fails.)
    let out = run(&["dwz", "estimate", "none.json", "--mode", "exakt"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("[possible values: table, exact]"));
    let out = run(&["--lang", "fr", "dwz", "scale", "1500"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("[possible values: de, en]"));
    // Each value reaches the core: German and English, the worked example's W_e and the DSB's.
    let out = run(&["--lang", "en", "dwz", "scale", "0"], None);
    assert!(stderr(&out).starts_with("error: "), "{}", stderr(&out));
    let out = run(&["dwz", "scale", "0"], None);
    assert!(stderr(&out).starts_with("Fehler: "), "{}", stderr(&out));
    let spieler_b = |mode: &str| {
        let out = run(
            &["dwz", "evaluate", "-", "--mode", mode, "--format", "text"],
            Some(&anhang_3_1_json()),
        );
        assert!(out.status.success(), "{}", stderr(&out));
        let text = stdout(&out);
        text.lines()
            .find(|l| l.contains("Spieler B"))
            .map_or_else(|| panic!("no Spieler B in:\n{text}"), str::to_string)
    };
    // Spieler B of Anhang 3.1.11: W_e 3,088 and R_h 1857 in the worked example's arithmetic;
    // the DSB's exact P(D) gives other figures.
    let (table, exact) = (spieler_b("table"), spieler_b("exact"));
    assert!(
        table.contains(" 3,088 ") && table.contains(" 1857 "),
        "{table}"
    );
    assert!(!exact.contains(" 3,088 "), "{exact}");
}

/// The tournament UUID a new report takes, as said on standard error (the report itself is
/// refused here: the worked example has no time control, location, ...).
fn new_tournament_uuid() -> String {
    let out = run(
        &["dwz", "export", "-", "--input", "json", "--to", "dsb-xml"],
        Some(&anhang_3_1_json()),
    );
    let err = stderr(&out);
    let line = err
        .lines()
        .find(|l| l.starts_with("Turnier-UUID"))
        .unwrap_or_else(|| panic!("no UUID said in:\n{err}"));
    line.rsplit(": ").next().unwrap_or_default().to_string()
}

#[test]
fn a_new_report_s_tournament_uuid_is_version_4_and_new_each_time() {
    let (a, b) = (new_tournament_uuid(), new_tournament_uuid());
    for u in [&a, &b] {
        assert!(wertung::formats::dsb_xml::is_uuid(u), "{u}");
        // RFC 4122 version 4: the version nibble 4, the variant bits 10.
        assert_eq!(u.as_bytes()[14], b'4', "{u}");
        assert!(matches!(u.as_bytes()[19], b'8' | b'9' | b'a' | b'b'), "{u}");
    }
    assert_ne!(a, b);
}
