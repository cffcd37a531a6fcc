//! The worked numbers of seed 000 (INGO, chess, 1960) and seed 003 (Xiangqi), and a constructed
//! case for each special rule C I to C VI with its arithmetic worked out in the comment.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing

use wertung::ingo::chess::*;
use wertung::ingo::xiangqi;

/// The round robin of B I: the seed gives the scores (7½ 7 6 5½ 4½ 4 3½ 3 2 2); the single
/// results are a table with exactly these scores (in a round robin the Niveau is the same for
/// all, so any such table gives the seed's figures).
const B1_TABLE: [&str; 10] = [
    "x;½;½;1;1;1;½;1;1;1",
    "½;x;0;1;1;1;½;1;1;1",
    "½;1;x;½;½;½;½;1;½;1",
    "0;0;½;x;½;1;1;½;1;1",
    "0;0;½;½;x;1;½;½;1;½",
    "0;0;½;0;0;x;½;1;1;1",
    "½;½;½;0;½;½;x;0;½;½",
    "0;0;0;½;½;0;1;x;1;0",
    "0;0;½;0;0;0;½;0;x;1",
    "0;0;0;0;½;0;½;1;0;x",
];

fn b1_games() -> Vec<Game> {
    let mut games = Vec::new();
    for (i, row) in B1_TABLE.iter().enumerate() {
        for (j, cell) in row.split(';').enumerate() {
            if j > i {
                let s = match cell {
                    "1" => 1.0,
                    "½" => 0.5,
                    _ => 0.0,
                };
                games.push(Game {
                    a: i,
                    b: j,
                    a_score: s,
                });
            }
        }
    }
    games
}

/// Old F / index of B I: Abel … Kapp.
const B1_OLD: [(f64, u32); 10] = [
    (128.0, 5),
    (125.0, 8),
    (122.0, 3),
    (152.0, 10),
    (150.0, 23),
    (147.0, 7),
    (170.0, 8),
    (165.0, 5),
    (171.0, 8),
    (170.0, 4),
];

fn players(unknown: &[usize]) -> Vec<Player> {
    B1_OLD
        .iter()
        .enumerate()
        .map(|(i, &(f, index))| Player {
            number: (!unknown.contains(&i)).then(|| Number::new(f, index)),
            youth: false,
        })
        .collect()
}

#[test]
fn b1_round_robin_all_ten_rows() {
    let r = evaluate(&players(&[]), &b1_games(), Event::Tournament);
    // points, %d, H, new F / index
    let expected = [
        (7.5, -30.0, 120.0, 126.0, 6),
        (7.0, -25.0, 125.0, 125.0, 9),
        (6.0, -15.0, 135.0, 125.0, 4),
        (5.5, -10.0, 140.0, 149.0, 11),
        (4.5, 0.0, 150.0, 150.0, 24),
        (4.0, 5.0, 155.0, 149.0, 8),
        (3.5, 10.0, 160.0, 168.0, 9),
        (3.0, 15.0, 165.0, 165.0, 6),
        (2.0, 25.0, 175.0, 172.0, 9),
        (2.0, 25.0, 175.0, 171.0, 5),
    ];
    for (k, (w, pd, h, f, index)) in expected.into_iter().enumerate() {
        let p = &r[k];
        assert_eq!(p.niveau, Some(150.0), "row {k}: Niveau 1500 / 10");
        assert_eq!((p.w, p.n), (w, 9), "row {k}");
        assert!((p.pd - pd).abs() < 1e-9, "row {k}: %d {} vs {pd}", p.pd);
        assert_eq!(p.h, Some(h), "row {k}: H");
        assert_eq!(
            p.new.map(|n| (n.f, n.index)),
            Some((f, index)),
            "row {k}: new F"
        );
    }
    let sum: f64 = r.iter().map(|p| p.new.unwrap().f).sum();
    assert_eq!(sum, 1500.0);
}

#[test]
fn b2_round_robin_with_two_new_players() {
    // Behn and Haak without number: Niveau (1210 − 10) / 8 = 150; Behn 125/1, Haak 165/1, the
    // others as in B I.
    let r = evaluate(&players(&[1, 7]), &b1_games(), Event::Tournament);
    assert_eq!(r[1].new.map(|n| (n.f, n.index)), Some((125.0, 1)));
    assert_eq!(r[7].new.map(|n| (n.f, n.index)), Some((165.0, 1)));
    assert_eq!((r[1].h, r[7].h), (Some(125.0), Some(165.0)));
    let rest = [126.0, 125.0, 149.0, 150.0, 149.0, 168.0, 172.0, 171.0];
    let got: Vec<f64> = [0, 2, 3, 4, 5, 6, 8, 9]
        .iter()
        .map(|&i| r[i].new.unwrap().f)
        .collect();
    assert_eq!(got, rest);
}

/// Behn's games of B III 1 / 2: Abel ½, Celler 1, Demel 0, Elers 1, Fuchs ½, Gehl 1, Haak 1,
/// Ibsen 1, Kapp 1.
fn behn_swiss(behn_known: bool) -> Vec<PlayerResult> {
    let numbers = [
        125.0, 128.0, 122.0, 152.0, 150.0, 147.0, 170.0, 165.0, 171.0, 170.0,
    ];
    let players: Vec<Player> = numbers
        .iter()
        .enumerate()
        .map(|(i, &f)| Player {
            number: (i > 0 || behn_known).then(|| Number::new(f, 8)),
            youth: false,
        })
        .collect();
    let scores = [0.5, 1.0, 0.0, 1.0, 0.5, 1.0, 1.0, 1.0, 1.0];
    let games: Vec<Game> = scores
        .iter()
        .enumerate()
        .map(|(k, &s)| Game {
            a: 0,
            b: k + 1,
            a_score: s,
        })
        .collect();
    evaluate(&players, &games, Event::Tournament)
}

#[test]
fn b3_1_swiss_all_with_numbers() {
    let r = behn_swiss(true);
    assert_eq!(
        (r[0].niveau, r[0].pd, r[0].h),
        (Some(150.0), -25.0, Some(125.0))
    );
    assert_eq!(r[0].new.map(|n| (n.f, n.index)), Some((125.0, 9)));
}

#[test]
fn b3_2_swiss_one_new_player() {
    // Summe 1375, %d −25, F-%d-Summe 1350, Niveau 1350 / 9 = 150, H 125 = F/1.
    let r = behn_swiss(false);
    assert_eq!((r[0].niveau, r[0].h), (Some(150.0), Some(125.0)));
    assert_eq!(r[0].new.map(|n| (n.f, n.index)), Some((125.0, 1)));
}

#[test]
fn b3_3_swiss_several_new_players_by_repeated_substitution() {
    // Players: 0 Lang, 1 Behn, 2 Haak (new); then the known opponents.
    let known = [
        ("Elers", 150.0),
        ("Gehl", 170.0),
        ("Ibsen", 171.0),
        ("Kapp", 170.0),
        ("Nolte", 167.0),
        ("Opitz", 172.0),
        ("Peters", 180.0),
        ("Rix", 185.0),
        ("Abel", 128.0),
        ("Celler", 122.0),
        ("Demel", 152.0),
        ("Fuchs", 147.0),
        ("Maas", 163.0),
    ];
    let mut players = vec![
        Player {
            number: None,
            youth: false
        };
        3
    ];
    players.extend(known.iter().map(|&(_, f)| Player {
        number: Some(Number::new(f, 10)),
        youth: false,
    }));
    let id = |name: &str| 3 + known.iter().position(|k| k.0 == name).unwrap();
    let mut games = Vec::new();
    let lang = [
        ("Elers", 0.0),
        ("Gehl", 0.5),
        ("Ibsen", 0.0),
        ("Kapp", 0.5),
        ("Nolte", 1.0),
        ("Opitz", 0.5),
        ("Peters", 1.0),
        ("Rix", 1.0),
    ];
    let behn = [
        ("Abel", 0.5),
        ("Celler", 1.0),
        ("Demel", 0.0),
        ("Elers", 1.0),
        ("Fuchs", 0.5),
        ("Gehl", 1.0),
        ("Ibsen", 1.0),
        ("Kapp", 1.0),
    ];
    let haak = [
        ("Elers", 0.5),
        ("Fuchs", 0.0),
        ("Gehl", 0.5),
        ("Ibsen", 0.0),
        ("Maas", 0.0),
        ("Nolte", 1.0),
        ("Opitz", 1.0),
    ];
    for (who, list) in [(0, &lang[..]), (1, &behn[..]), (2, &haak[..])] {
        for &(name, s) in list {
            games.push(Game {
                a: who,
                b: id(name),
                a_score: s,
            });
        }
    }
    games.push(Game {
        a: 0,
        b: 2,
        a_score: 0.0,
    }); // Lang – Haak 0:1
    games.push(Game {
        a: 1,
        b: 2,
        a_score: 1.0,
    }); // Behn – Haak 1:0
    let r = evaluate(&players, &games, Event::Tournament);
    assert_eq!((r[0].w, r[1].w, r[2].w), (4.5, 7.0, 4.0));
    assert_eq!((r[0].pd, r[1].pd, r[2].pd), (0.0, -25.0, 5.0));
    // b) 170,6 / 123,1 / 164,9; c) 170 / 125 / 165; d) unchanged.
    assert_eq!(r[0].preliminary, vec![170.6, 170.0, 170.0]);
    assert_eq!(r[1].preliminary, vec![123.1, 125.0, 125.0]);
    assert_eq!(r[2].preliminary, vec![164.9, 165.0, 165.0]);
    let finals: Vec<(f64, u32)> = r[..3]
        .iter()
        .map(|p| p.new.map(|n| (n.f, n.index)).unwrap())
        .collect();
    assert_eq!(
        finals,
        vec![(170.0, 1), (125.0, 1), (165.0, 1)],
        "Lang 170, Behn 125, Haak 165"
    );
}

#[test]
fn c1_the_first_three_numbers() {
    // F/1 = H = 140; F/2 = (140 + 150) / 2 = 145; F/3 = (2 · 145 + 130) / 3 = 140.
    let (f1, r1) = new_number(None, 140.0, 9, Event::Tournament, false);
    let (f2, r2) = new_number(Some(f1), 150.0, 9, Event::Tournament, false);
    let (f3, r3) = new_number(Some(f2), 130.0, 9, Event::Tournament, false);
    assert_eq!((f1.f, f1.index, r1), (140.0, 1, Rule::First));
    assert_eq!((f2.f, f2.index, r2), (145.0, 2, Rule::Second));
    assert_eq!((f3.f, f3.index, r3), (140.0, 3, Rule::Third));
}

#[test]
fn c2_all_lost_in_a_first_evaluation() {
    // X (new) loses to A, B, C (150/10 each; A, B, C drew among themselves). X's games count
    // for nobody else: A, B, C keep Niveau 150 and %d (1 + ½) / 3 → 0, H 150, F 150.
    // X: F-%d-Summe 450 + %d (50 − 100 · ½ / 4 = 37,5) = 487,5; / 3 = 162,5; H = 200 → 200
    // "oder schlechter".
    let mut players = vec![
        Player {
            number: Some(Number::new(150.0, 10)),
            youth: false
        };
        3
    ];
    players.push(Player {
        number: None,
        youth: false,
    });
    let games = vec![
        Game {
            a: 0,
            b: 1,
            a_score: 0.5,
        },
        Game {
            a: 0,
            b: 2,
            a_score: 0.5,
        },
        Game {
            a: 1,
            b: 2,
            a_score: 0.5,
        },
        Game {
            a: 3,
            b: 0,
            a_score: 0.0,
        },
        Game {
            a: 3,
            b: 1,
            a_score: 0.0,
        },
        Game {
            a: 3,
            b: 2,
            a_score: 0.0,
        },
    ];
    let r = evaluate(&players, &games, Event::Tournament);
    assert!(r[3].excluded);
    assert_eq!(r[3].h, Some(200.0));
    assert_eq!(
        r[3].new,
        Some(Number {
            f: 200.0,
            index: 1,
            qualifier: Some(Qualifier::OrWorse)
        })
    );
    for p in &r[..3] {
        assert_eq!(
            (p.n, p.w, p.h),
            (2, 1.0, Some(150.0)),
            "X's game does not count"
        );
    }
    // Next tournament: a worse H (210) is the first number; a better one (180) the usual second.
    let old = r[3].new;
    assert_eq!(
        new_number(old, 210.0, 9, Event::Tournament, false),
        (Number::new(210.0, 1), Rule::QualifiedFirst)
    );
    assert_eq!(
        new_number(old, 180.0, 9, Event::Tournament, false),
        (Number::new(190.0, 2), Rule::Second)
    );
}

#[test]
fn c3_strong_improvement_of_a_youth() {
    // 150/10, H 120 (25 better): youth (2 · 120 + 150) / 3 = 130; adult (3 · 150 + 120) / 4 =
    // 142,5 → 143.
    assert_eq!(
        new_number(
            Some(Number::new(150.0, 10)),
            120.0,
            9,
            Event::Tournament,
            true
        )
        .0
        .f,
        130.0
    );
    assert_eq!(
        new_number(
            Some(Number::new(150.0, 10)),
            120.0,
            9,
            Event::Tournament,
            false
        )
        .0
        .f,
        143.0
    );
    // 24 better is not enough: (3 · 150 + 126) / 4 = 144
    assert_eq!(
        new_number(
            Some(Number::new(150.0, 10)),
            126.0,
            9,
            Event::Tournament,
            true
        )
        .0
        .f,
        144.0
    );
}

#[test]
fn c4_short_tournaments() {
    let old = Some(Number::new(150.0, 10));
    // 3 games: (7 · 150 + 100) / 8 = 143,75, at most 4: 146
    assert_eq!(
        new_number(old, 100.0, 3, Event::Tournament, false),
        (Number::new(146.0, 11), Rule::Short3)
    );
    // 4 games: (5 · 150 + 100) / 6 = 141,7, at most 5: 145
    assert_eq!(
        new_number(old, 100.0, 4, Event::Tournament, false).0.f,
        145.0
    );
    // 5 games: (4 · 150 + 100) / 5 = 140, at most 6: 144; H 145: (600 + 145) / 5 = 149
    assert_eq!(
        new_number(old, 100.0, 5, Event::Tournament, false).0.f,
        144.0
    );
    assert_eq!(
        new_number(old, 145.0, 5, Event::Tournament, false).0.f,
        149.0
    );
}

#[test]
fn c5_a_match() {
    // A 150/10 against B 140/10, 6 games, A scores 4.
    // A: Niveau (150 + 6 · 140) / 7 = 141,43; %d 50 − 100 · 4,5 / 7 = −14,29; H 127,14 → 127;
    //    F (7 · 150 + 127) / 8 = 147,1 → 147.
    // B: Niveau (140 + 6 · 150) / 7 = 148,57; %d 50 − 100 · 2,5 / 7 = +14,29; H 162,86 → 163;
    //    F (7 · 140 + 163) / 8 = 142,9 → 143.
    let players = vec![
        Player {
            number: Some(Number::new(150.0, 10)),
            youth: false,
        },
        Player {
            number: Some(Number::new(140.0, 10)),
            youth: false,
        },
    ];
    let scores = [1.0, 1.0, 1.0, 1.0, 0.0, 0.0];
    let games: Vec<Game> = scores
        .iter()
        .map(|&s| Game {
            a: 0,
            b: 1,
            a_score: s,
        })
        .collect();
    let r = evaluate(&players, &games, Event::Match);
    assert_eq!(
        (r[0].h, r[0].new.map(|n| n.f), r[0].rule),
        (Some(127.0), Some(147.0), Some(Rule::Match))
    );
    assert_eq!((r[1].h, r[1].new.map(|n| n.f)), (Some(163.0), Some(143.0)));
    // Fewer than 4 games: no evaluation.
    let r = evaluate(&players, &games[..3], Event::Match);
    assert_eq!(r[0].not_evaluated, Some(NotEvaluated::ShortMatch));
}

#[test]
fn c6_the_50_degree_limit() {
    // A 100/10 and B 160/10 (60 apart) in a tournament with C 130/10.
    let players: Vec<Player> = [100.0, 160.0, 130.0]
        .iter()
        .map(|&f| Player {
            number: Some(Number::new(f, 10)),
            youth: false,
        })
        .collect();
    // A (the better) beats B: the game counts for neither.
    let won = vec![
        Game {
            a: 0,
            b: 1,
            a_score: 1.0,
        },
        Game {
            a: 0,
            b: 2,
            a_score: 0.5,
        },
        Game {
            a: 1,
            b: 2,
            a_score: 0.5,
        },
    ];
    let r = evaluate(&players, &won, Event::Tournament);
    assert_eq!((r[0].n, r[1].n, r[2].n), (1, 1, 2));
    // A and B draw: each sees the other at 50 degrees. A: Niveau (100 + 150 + 130) / 3 = 126,67.
    let mut drawn = won.clone();
    drawn[0].a_score = 0.5;
    let r = evaluate(&players, &drawn, Event::Tournament);
    assert_eq!((r[0].n, r[1].n), (2, 2));
    assert!((r[0].niveau.unwrap() - 380.0 / 3.0).abs() < 1e-9);
    // B: (160 + 110 + 130) / 3 = 133,33
    assert!((r[1].niveau.unwrap() - 400.0 / 3.0).abs() < 1e-9);
}

#[test]
fn xiangqi_coefficient_clamp_and_elo() {
    // 003 section 6: 120-4, 3 games in the 5th tournament: k = 3 − 1 − 1 + 2 = 3; quickplay 6.
    assert_eq!(xiangqi::coefficient(4, 3, false, false), 3);
    assert_eq!(xiangqi::coefficient(4, 3, true, false), 6);
    // Normal k is 3; below 10 evaluations 2; overseas rule −1; never below 1.
    assert_eq!(xiangqi::coefficient(20, 7, false, false), 3);
    assert_eq!(xiangqi::coefficient(7, 7, false, false), 2);
    assert_eq!(xiangqi::coefficient(1, 9, false, true), 1);
    // Section 3: 100 against 100, 170, 40 → 100, 150, 50, average 100.
    let c = xiangqi::clamp_opponents(100.0, &[100.0, 170.0, 40.0]);
    assert_eq!(c.iter().sum::<f64>() / 3.0, 100.0);
    // Section 9: Elo = 2700 − 7 · INGO
    assert_eq!(xiangqi::elo_from_ingo(120.0), 1860.0);
    assert_eq!(xiangqi::ingo_from_elo(1860.0), 120.0);
}

#[test]
fn the_cli_on_tournament_json() {
    use std::io::Write;
    let names = [
        "Abel", "Behn", "Celler", "Demel", "Elers", "Fuchs", "Gehl", "Haak", "Ibsen", "Kapp",
    ];
    let players: Vec<serde_json::Value> = names
        .iter()
        .zip(B1_OLD)
        .enumerate()
        .map(|(i, (name, (f, index)))| {
            if i == 7 {
                serde_json::json!({ "id": name, "ingo": null })
            } else if i == 0 {
                serde_json::json!({ "id": name, "ingo": { "f": f, "index": index } })
            } else {
                serde_json::json!({ "id": name, "ingo": f, "ingo_index": index })
            }
        })
        .collect();
    let games: Vec<serde_json::Value> = b1_games()
        .iter()
        .map(|g| {
            let result = if g.a_score >= 1.0 {
                "1-0"
            } else if g.a_score > 0.0 {
                "1/2-1/2"
            } else {
                "0-1"
            };
            serde_json::json!({ "white": names[g.a], "black": names[g.b], "result": result })
        })
        .collect();
    let input = serde_json::json!({ "end_date": "1960-09-01", "players": players, "games": games })
        .to_string();
    let run = |args: &[&str]| -> serde_json::Value {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_wertung"))
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success());
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let v = run(&["ingo", "-"]);
    assert_eq!(v["system"], "chess");
    let gehl = &v["players"][6];
    assert_eq!(
        (
            gehl["h"].as_f64(),
            gehl["ingo_new"].as_f64(),
            gehl["index_new"].as_u64()
        ),
        (Some(160.0), Some(168.0), Some(9))
    );
    // Haak without number gets 165/1, as in B II (one new player: Niveau (1335 + 15) / 9 = 150).
    let haak = &v["players"][7];
    assert_eq!(
        (haak["ingo_new"].as_f64(), haak["index_new"].as_u64()),
        (Some(165.0), Some(1))
    );
    // Xiangqi: Abel 128-5, 9 games: k = 3 − 1 (index < 10) = 2; (128 · 2 + 120) / 3 = 125,3 → 125
    let x = run(&["ingo", "-", "--variant", "xiangqi"]);
    assert_eq!(
        (
            x["players"][0]["k"].as_u64(),
            x["players"][0]["ingo_new"].as_f64()
        ),
        (Some(2), Some(125.0))
    );
}

#[test]
fn b4_incomplete_round_robin_and_b5_multi_round() {
    // B IV: A 140, B 150, C 160, D 170 (index 10); A–D was not played (a forfeit counts for
    // nobody, so it is simply no game). A's Niveau: own 140 + B 150 + C 160 = 450 / 3 = 150;
    // A scores 1½ of 2: %d 50 − 100 · 2 / 3 = −16,67; H 133,33 → 133.
    // D's Niveau: 170 + 150 + 160 = 480 / 3 = 160.
    let players: Vec<Player> = [140.0, 150.0, 160.0, 170.0]
        .iter()
        .map(|&f| Player {
            number: Some(Number::new(f, 10)),
            youth: false,
        })
        .collect();
    let games = vec![
        Game {
            a: 0,
            b: 1,
            a_score: 1.0,
        },
        Game {
            a: 0,
            b: 2,
            a_score: 0.5,
        },
        Game {
            a: 1,
            b: 2,
            a_score: 0.5,
        },
        Game {
            a: 1,
            b: 3,
            a_score: 0.5,
        },
        Game {
            a: 2,
            b: 3,
            a_score: 0.5,
        },
    ];
    let r = evaluate(&players, &games, Event::Tournament);
    assert_eq!(r[0].niveau, Some(150.0));
    assert_eq!(r[0].h, Some(133.0));
    assert_eq!(r[3].niveau, Some(160.0));
    // B V: a double round robin of A 140, B 150, C 160: every game counts the opponent once.
    // A's Niveau: (140 + 2 · 150 + 2 · 160) / 5 = 152; A scores 2 of 4: %d 50 − 100 · 2,5 / 5 = 0.
    let players = &players[..3];
    let mut games = Vec::new();
    for _ in 0..2 {
        games.push(Game {
            a: 0,
            b: 1,
            a_score: 0.5,
        });
        games.push(Game {
            a: 0,
            b: 2,
            a_score: 0.5,
        });
        games.push(Game {
            a: 1,
            b: 2,
            a_score: 0.5,
        });
    }
    let r = evaluate(players, &games, Event::Tournament);
    assert_eq!(
        (r[0].n, r[0].niveau, r[0].pd, r[0].h),
        (4, Some(152.0), 0.0, Some(152.0))
    );
    // Only 4 games: a short tournament (C IV), new F (5 · 140 + 152) / 6 = 142.
    assert_eq!(
        (r[0].new.map(|n| n.f), r[0].rule),
        (Some(142.0), Some(Rule::Short4))
    );
}
