//! The TRF reader on the two real files of `shared/testdata`, and the CLI reading TRF.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing

mod common;

use std::collections::HashMap;
use wertung::dwz::{evaluate, GameResult, Group, Options};
use wertung::formats::trf::read_trf;

/// Per start rank: the points the file states (columns 81-84) minus what rounds without an
/// opponent gave (byes F, U = 1, H = ½, and a forfeit win "+" against nobody).
fn stated_game_points(text: &str) -> HashMap<String, f64> {
    text.lines()
        .filter(|l| l.starts_with("001"))
        .map(|l| {
            let c: Vec<char> = l.chars().collect();
            let id: String = c[4..8].iter().collect::<String>().trim().to_string();
            let pts: f64 = c[80..84].iter().collect::<String>().trim().parse().unwrap();
            let mut without_opponent = 0.0;
            let mut k = 89;
            while k + 10 <= c.len() {
                let opponent: String = c[k + 2..k + 6].iter().collect();
                if matches!(opponent.trim(), "" | "0" | "0000") {
                    without_opponent += match c[k + 9] {
                        '+' | 'F' | 'U' => 1.0,
                        'H' => 0.5,
                        _ => 0.0,
                    };
                }
                k += 10;
            }
            (id, pts - without_opponent)
        })
        .collect()
}

#[test]
fn karl_mala_2005() {
    let text = common::read_shared("testdata/karl-mala-2005.trf");
    let t = read_trf(&text).unwrap();
    assert_eq!(t.name, "9. Karl-Mala-Gedenkturnier");
    assert_eq!(t.end_date.to_string(), "2005-07-31");
    // No. 284 "spielfrei" is the pairing program's pseudo-player, no player.
    assert_eq!(t.players.len(), 283);
    assert!(t
        .players
        .iter()
        .all(|p| p.id != "284" && p.name.as_deref() != Some("spielfrei")));
    assert_eq!(t.players.iter().filter(|p| p.dwz.is_some()).count(), 146);
    assert!(
        t.players.iter().all(|p| p.index.is_none()),
        "a FIDE rating has no DWZ index"
    );
    assert_eq!(t.players[0].name.as_deref(), Some("Vasquez,Rodrigo"));
    assert_eq!(
        (t.players[0].dwz, t.players[0].birth_year),
        (Some(2558), Some(1969))
    );
    // 1940 played entries (1, 0, =) are 970 games; 20 of the 22 forfeit entries (+, -) are 10
    // games, the other two have no opponent (start rank 0): no game.
    let played = t
        .games
        .iter()
        .filter(|g| g.result.white_score().is_some())
        .count();
    let forfeits = t
        .games
        .iter()
        .filter(|g| {
            matches!(
                g.result,
                GameResult::WhiteForfeit | GameResult::BlackForfeit
            )
        })
        .count();
    assert_eq!((played, forfeits, t.games.len()), (970, 10, 980));
    // Every player's games add up to the points the file states (a forfeit win counts there).
    let mut points: HashMap<String, f64> = HashMap::new();
    for g in &t.games {
        let (w, b) = match g.result {
            GameResult::WhiteWins | GameResult::WhiteForfeit => (1.0, 0.0),
            GameResult::BlackWins | GameResult::BlackForfeit => (0.0, 1.0),
            GameResult::Draw => (0.5, 0.5),
            GameResult::DoubleForfeit => (0.0, 0.0),
        };
        *points.entry(g.white.clone()).or_default() += w;
        *points.entry(g.black.clone()).or_default() += b;
    }
    for (id, stated) in stated_game_points(&text) {
        assert_eq!(
            points.get(&id).copied().unwrap_or(0.0),
            stated,
            "player {id}"
        );
    }

    for options in [
        Options::default(),
        Options {
            mode: wertung::dwz::Mode::Exact,
            ..Options::default()
        },
    ] {
        let e = evaluate(&t, &options).unwrap();
        let established = e
            .players
            .iter()
            .filter(|p| p.group() == Group::Established)
            .count();
        assert_eq!(established, 146);
        assert!(e
            .players
            .iter()
            .filter(|p| p.group() == Group::Established)
            .all(|p| p.index_assumed() && p.index_old() == Some(6)));
        assert!(e.players.iter().any(|p| p.group() == Group::Stage1));
        assert!(e.players.iter().all(|p| p.rn().is_none_or(|r| r >= 1100.0)));
        // The forfeit of player 13 (his only round) counts for nobody: no new rating for him.
        let p13 = e.players.iter().find(|p| p.id == "13").unwrap();
        assert_eq!((p13.n, p13.rn()), (0, None));
    }
}

#[test]
fn lichess_swiss_with_byes_and_xx_lines() {
    let text = common::read_shared("testdata/lichess-swiss-2021-03.trf");
    let t = read_trf(&text).unwrap();
    assert_eq!(t.players.len(), 9);
    assert_eq!(t.end_date.to_string(), "2020-06-26");
    assert_eq!(
        t.games.len(),
        36,
        "nine rounds of four games; the U byes are no games"
    );
    assert!(t.players.iter().all(|p| p.dwz.is_none()));
    let mut points: HashMap<String, f64> = HashMap::new();
    for g in &t.games {
        let ws = g.result.white_score().unwrap();
        *points.entry(g.white.clone()).or_default() += ws;
        *points.entry(g.black.clone()).or_default() += 1.0 - ws;
    }
    // Each player had one U bye, worth a point in the file's own totals.
    for (id, stated) in stated_game_points(&text) {
        assert_eq!(points[&id], stated, "player {id}");
    }
    let e = evaluate(&t, &Options::default()).unwrap();
    assert!(
        e.players.iter().all(|p| p.group() == Group::Remaining),
        "nobody has a rating"
    );
}

#[test]
fn the_cli_reads_trf() {
    let file = common::shared_dir().join("testdata/karl-mala-2005.trf");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_wertung"))
        .args(["dwz", "evaluate", "--input", "trf"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // The CLI agrees with the page: "spielfrei" is no player.
    assert_eq!(v["players"].as_array().unwrap().len(), 283);
    assert_eq!(v["players"][0]["index_assumed"], true);
    // The extension alone is enough.
    let auto = std::process::Command::new(env!("CARGO_BIN_EXE_wertung"))
        .args(["dwz", "evaluate"])
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(auto.stdout, out.stdout);
    // A broken TRF on standard input: a clear error naming line and column.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_wertung"))
        .args(["dwz", "evaluate", "--input", "trf", "-"])
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"012 X\n052 2026/12/12\n001    1      A                                 2x00\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err.trim(),
        "Fehler: Zeile 3, Spalte 49, Elo: „2x00“ ist keine ganze Zahl"
    );
}

#[test]
fn a_game_against_spielfrei_is_a_bye() {
    // Two players and the pseudo-player "Freilos" (no. 3): player 1 is paired against him in
    // round 2, which is no game; "bye" and "spielfrei" are the same.
    for bye in ["spielfrei", "Freilos", "BYE"] {
        let text = format!(
            "012 Test\n052 2026/12/12\n\
001    1      A                                 2000                             1.0    1     2 w 1     3 b +\n\
001    2      B                                 1800                             0.0    2     1 b 0\n\
001    3      {bye:<33}                                0.0    3                1 w -\n"
        );
        let t = read_trf(&text).unwrap();
        assert_eq!(t.players.len(), 2, "{bye}");
        assert_eq!(t.games.len(), 1, "{bye}");
        // The round of the game, kept through the tournament JSON (the page's storage).
        assert_eq!(t.games[0].round, Some(1));
        let json = wertung::formats::json::tournament_to_value(&t).to_string();
        let back = wertung::formats::json::read_tournament(&json).unwrap();
        assert_eq!(back.games[0].round, Some(1));
        let e = wertung::dwz::evaluate(&t, &wertung::dwz::Options::default()).unwrap();
        assert_eq!(e.players.len(), 2);
    }
}
