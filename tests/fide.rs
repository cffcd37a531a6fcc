//! `wertung fide estimate` on the worked examples of `shared/spec/fide-rating.md`, the band
//! edges, the 400 rule both sides of 2650, the K order and the 700 cap, initial ratings at the
//! cap and the floor, forfeits and unrated opponents, and errors in both languages.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing

mod common;

use serde_json::{json, Value};

fn estimate(input: &Value) -> Value {
    let out = common::run_cli(&["fide", "estimate", "-"], Some(&input.to_string()));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

fn error(args: &[&str], input: &Value) -> String {
    let out = common::run_cli(args, Some(&input.to_string()));
    assert_eq!(out.status.code(), Some(2));
    String::from_utf8(out.stderr).unwrap().trim().to_string()
}

fn games(list: &[(u32, &str)]) -> Value {
    list.iter()
        .map(|(r, s)| json!({ "opponent_rating": r, "result": s }))
        .collect()
}

#[test]
fn k_10_at_2813_against_five_opponents_gives_2810() {
    let e = estimate(&json!({ "rating": 2813, "k": 10,
        "games": games(&[(1787, "1"), (2025, "1"), (2310, "1"), (2400, "1"), (2505, "½")]) }));
    let changes: Vec<f64> = e["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["change"].as_f64().unwrap())
        .collect();
    assert_eq!(changes, vec![0.0, 0.0, 0.4, 0.7, -3.6]);
    assert_eq!(
        (e["change"].as_i64(), e["rn"].as_i64()),
        (Some(-3), Some(2810))
    );
    assert_eq!(
        e["games"][0]["expected"].as_f64(),
        Some(1.0),
        "D 1026 counts at 2650+"
    );
}

#[test]
fn thirty_nine_games_k_17_and_the_change_rounded_once() {
    // 11 wins against 2054 (+5.5), a draw against 2010 (PD .56: −.06), 27 draws against 2054:
    // ΣΔR 5.44; K 20 × 39 > 700 → 17; 92.48 → 92.
    let mut list = vec![(2054, "1"); 11];
    list.push((2010, "½"));
    list.extend(vec![(2054, "½"); 27]);
    let e = estimate(&json!({ "rating": 2054, "games": games(&list) }));
    assert_eq!((e["k"].as_u64(), e["n"].as_u64()), (Some(17), Some(39)));
    assert_eq!(
        (e["change"].as_i64(), e["rn"].as_i64()),
        (Some(92), Some(2146))
    );
    assert!(e["k_reason"].as_str().unwrap().contains("700"));
}

#[test]
fn the_band_edges_of_table_8_1_2_and_the_400_rule() {
    let pd = |own: u32, opp: u32| {
        estimate(&json!({ "rating": own, "games": games(&[(opp, "1")]) }))["games"][0]["expected"]
            .as_f64()
            .unwrap()
    };
    assert_eq!((pd(2000, 1997), pd(2000, 1996)), (0.5, 0.51));
    assert_eq!(
        (pd(2000, 1265), pd(2000, 1264)),
        (0.92, 0.92),
        "400 rule below 2650"
    );
    assert_eq!((pd(1265, 2000), pd(1600, 2000)), (0.08, 0.08));
    assert_eq!(
        (pd(2649, 1900), pd(2650, 1915), pd(2650, 1914)),
        (0.92, 0.99, 1.0)
    );
    assert_eq!(
        pd(2000, 2650),
        0.08,
        "the opponent of a 2650+ player still counts 400"
    );
}

#[test]
fn k_by_the_rules_in_order() {
    let k = |extra: Value| {
        let mut input = json!({ "end_date": "2026-11-28", "games": games(&[(1800, "1")]) });
        for (key, v) in extra.as_object().unwrap() {
            input[key] = v.clone();
        }
        estimate(&input)["k"].as_u64().unwrap()
    };
    assert_eq!(k(json!({ "rating": 1820 })), 20);
    assert_eq!(k(json!({ "rating": 1820, "games_before": 29 })), 40);
    assert_eq!(k(json!({ "rating": 1820, "birth_year": 2008 })), 40);
    assert_eq!(k(json!({ "rating": 1820, "birth_year": 2007 })), 20);
    assert_eq!(k(json!({ "rating": 2299, "birth_year": 2010 })), 40);
    assert_eq!(
        k(json!({ "rating": 2300, "birth_year": 2010, "games_before": 10 })),
        40
    );
    assert_eq!(k(json!({ "rating": 2300, "birth_year": 2010 })), 20);
    assert_eq!(
        k(json!({ "rating": 2350, "reached_2400": true, "games_before": 3 })),
        10
    );
    assert_eq!(k(json!({ "rating": 2400 })), 10);
    assert_eq!(k(json!({ "rating": 1820, "k": 40 })), 40);
}

#[test]
fn forfeits_and_unrated_opponents_are_listed_not_rated() {
    let e = estimate(&json!({ "rating": 1820, "games": [
        { "opponent_rating": 1790, "result": "1" },
        { "opponent_rating": 1900, "result": "+" },
        { "opponent_rating": null, "result": "1" } ] }));
    assert_eq!((e["n"].as_u64(), e["w"].as_f64()), (Some(1), Some(1.0)));
    assert_eq!(e["games"][0]["reason"], Value::Null);
    assert!(e["games"][0].get("reason").is_none());
    for g in [&e["games"][1], &e["games"][2]] {
        assert_eq!(
            (g["expected"].clone(), g["change"].clone()),
            (Value::Null, Value::Null)
        );
        assert!(g["reason"].as_str().unwrap().contains("nicht gewertet"));
    }
    assert_eq!(
        (
            e["change"].as_i64(),
            e["rn"].as_i64(),
            e["listed"].as_bool()
        ),
        (Some(9), Some(1829), Some(true))
    );
}

#[test]
fn below_1400_is_not_listed() {
    let e = estimate(&json!({ "rating": 1405, "games": games(&[(1400, "0"), (1410, "0")]) }));
    assert!(e["rn"].as_i64().unwrap() < 1400);
    assert_eq!(e["listed"].as_bool(), Some(false));
}

#[test]
fn initial_ratings_of_the_spec_at_the_cap_and_the_floor() {
    let initial =
        |list: &[(u32, &str)]| estimate(&json!({ "end_date": "2026-11-28", "games": games(list) }));
    let e = initial(&[
        (1902, "1"),
        (1877, "1"),
        (1884, "½"),
        (2012, "½"),
        (1832, "0"),
    ]);
    assert_eq!(
        e,
        json!({ "n": 7, "w": 4.0, "ra": 1872.43, "p": 0.57, "dp": 50, "ru": 1922, "reason": null })
    );
    assert_eq!(
        initial(&[
            (2000, "1"),
            (2000, "1"),
            (2000, "1"),
            (2000, "0"),
            (2000, "0")
        ])["ru"],
        1993
    );
    assert_eq!(initial(&[(2100, "1"); 5])["ru"], 2200);
    assert_eq!(
        initial(&[
            (1600, "1"),
            (1600, "0"),
            (1600, "0"),
            (1600, "0"),
            (1600, "0")
        ])["ru"],
        1499
    );
    let low = initial(&[
        (1400, "0"),
        (1400, "0"),
        (1400, "0"),
        (1400, "½"),
        (1400, "0"),
    ]);
    assert_eq!(low["ru"], Value::Null);
    assert!(low["reason"].as_str().unwrap().contains("unter 1400"));
    let few = initial(&[(2000, "1"), (2000, "1")]);
    assert_eq!(few["ru"], Value::Null);
    assert!(few["reason"].as_str().unwrap().contains("noch 3"));
}

#[test]
fn earlier_games_count_within_26_months_and_a_zero_first_event_is_disregarded() {
    let e = estimate(&json!({ "end_date": "2026-11-28",
        "games": games(&[(1902, "1"), (1877, "1"), (1884, "½")]),
        "earlier_games": [
            { "opponent_rating": 1500, "result": "0", "date": "2025-01-05" },
            { "opponent_rating": 2012, "result": "½", "date": "2025-12-14" },
            { "opponent_rating": 1832, "result": "0", "date": "2025-12-14" } ] }));
    assert_eq!((e["n"].as_u64(), e["ru"].as_u64()), (Some(7), Some(1922)));
    let old = estimate(&json!({ "end_date": "2026-11-28",
        "games": games(&[(1902, "1"), (1877, "1"), (1884, "½")]),
        "earlier_games": [
            { "opponent_rating": 2400, "result": "1", "date": "2024-09-27" },
            { "opponent_rating": 2012, "result": "½", "date": "2025-12-14" },
            { "opponent_rating": 1832, "result": "0", "date": "2025-12-14" } ] }));
    assert_eq!(
        (old["n"].as_u64(), old["ru"].as_u64()),
        (Some(7), Some(1922)),
        "older than 26 months"
    );
}

#[test]
fn errors_name_field_and_value_in_both_languages() {
    let de = ["fide", "estimate", "-"];
    let en = ["--lang", "en", "fide", "estimate", "-"];
    assert_eq!(
        error(&de, &json!({ "rating": 12000 })),
        "Fehler: Elo: „12000“ liegt nicht zwischen 1 und 3500"
    );
    assert_eq!(
        error(&en, &json!({ "rating": 12000 })),
        "error: rating: \"12000\" is not between 1 and 3500"
    );
    assert_eq!(
        error(
            &de,
            &json!({ "rating": 1800, "games": [{ "opponent_rating": 1700, "result": "2" }] })
        ),
        "Fehler: Partie 1, Ergebnis: „2“ ist kein Ergebnis (erlaubt: 1, ½, 0, +, −)"
    );
    assert_eq!(
        error(
            &en,
            &json!({ "rating": 1800, "games": [{ "opponent_rating": "x", "result": "1" }] })
        ),
        "error: game 1, opponent's rating: \"x\" is not a number"
    );
    assert_eq!(
        error(
            &de,
            &json!({ "earlier_games": [{ "opponent_rating": 1700, "result": "1" }] })
        ),
        "Fehler: frühere Partie 1, Datum: fehlt"
    );
    assert_eq!(
        error(&en, &json!({ "rating": 1800, "k": 0 })),
        "error: K: \"0\" is not between 1 and 100"
    );
}
