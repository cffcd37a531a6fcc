//! "Meine Turniere" and "Was wäre wenn?" through `wertung dwz estimate`: chains
//! of tournaments not evaluated yet, what-if tables of the remaining games, and their errors.
//! The figures are worked out by hand in the comments: P(D) from the table of Anhang 2.1, K from
//! Anhang 1.3, R_n = R_o + K (W - W_e) rounded (WO 3.5.2), R_p = R_c + D(p), the iteration of
//! Anhang 1.1.2 and R_1 = R_i + 0,08 (2000 - R_i) (Anhang 1.2.2). Then properties of the core.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing

mod common;

use proptest::prelude::*;
use serde_json::Value;
use wertung::dwz::chain::{chain, evaluation_order, ChainInput, ChainTournament};
use wertung::dwz::estimate::{
    estimate, EstimateGame, EstimateInput, EstimateKind, EstimateResult, SingleResult,
};
use wertung::dwz::whatif::{what_if, Remaining};
use wertung::dwz::{Date, Mode, Parameters, RestGame};

/// `wertung dwz estimate -` on `input`, its JSON answer.
fn estimate_cli(input: &str) -> Value {
    let out = common::run_cli(&["dwz", "estimate", "-"], Some(input));
    assert!(
        out.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON on stdout")
}

/// The error the CLI prints for `input` (exit code 2, no panic).
fn error_of(args: &[&str], input: &str) -> String {
    let out = common::run_cli(args, Some(input));
    assert_eq!(out.status.code(), Some(2), "{input}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(!err.contains("panicked"), "{err}");
    err.trim().to_string()
}

fn ints(v: &Value, key: &str) -> Vec<Option<i64>> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x[key].as_i64())
        .collect()
}

#[test]
fn a_rated_youth_chain_in_the_order_of_wo_2_2_3() {
    // 1500-3, born 2010: 16 in 2026, a youth (K_0 row "bis 20 / unter 2200": index 3 → 48,
    // index 4 → 46). The club championship is given first but ends later (29.11.; its start on
    // 01.09. does not matter, the end date comes first): the open (04.10.) is evaluated first.
    // Open: 1 against 1400 (D 100, P 0,638), ½ against 1600 (D -100, P 0,362); the opponent
    // without DWZ and the forfeit do not count. W 1,5 ≥ W_e 1,000: success bonus
    // a = (2000 - 1500) / 30 = 16,667, K = 48 + 16,667 = 64,7; R_n = 1500 + 64,7 · 0,5
    // = 1532,35 → 1532, index 4.
    // Club: 0 against 1550 (D -18, P 0,475). W 0 < W_e: brake b = (1532 + 800) / 2400 = 0,97167,
    // K = 46 · 0,97167 = 44,697 → 44,7; R_n = 1532 - 44,7 · 0,475 = 1510,7675 → 1511, index 5.
    let v = estimate_cli(
        r#"{"kind": "forecast", "dwz": 1500, "index": 3, "birth_year": 2010,
        "tournaments": [
          {"name": "Vereinsmeisterschaft", "end_date": "2026-11-29", "start_date": "2026-09-01",
           "games": [{"opponent_rating": 1550, "result": "0"}]},
          {"name": "Herbstopen", "end_date": "04.10.2026", "k": null,
           "games": [{"opponent_rating": 1400, "result": "1"}, {"opponent_rating": 1600, "result": "½"},
                     {"opponent_rating": null, "result": "1"}, {"opponent_rating": 1500, "result": "+"}]}]}"#,
    );
    let ts = v["tournaments"].as_array().unwrap();
    let names: Vec<&str> = ts.iter().map(|t| t["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Herbstopen", "Vereinsmeisterschaft"]);
    assert_eq!(
        (ts[0]["position"].as_u64(), ts[0]["end_date"].as_str()),
        (Some(2), Some("2026-10-04"))
    );
    assert_eq!(ts[0]["status"], "rated");
    assert_eq!(
        (
            ts[0]["we"].as_f64(),
            ts[0]["a"].as_f64(),
            ts[0]["k"].as_f64()
        ),
        (Some(1.0), Some(16.667), Some(64.7))
    );
    assert_eq!(
        (
            ts[0]["rn"].as_i64(),
            ts[0]["change"].as_i64(),
            ts[0]["index_new"].as_u64()
        ),
        (Some(1532), Some(32), Some(4))
    );
    assert_eq!(ts[0]["ignored"], serde_json::json!([3, 4]));
    assert_eq!(
        (
            ts[1]["ro"].as_i64(),
            ts[1]["index_old"].as_u64(),
            ts[1]["b"].as_f64()
        ),
        (Some(1532), Some(4), Some(0.972))
    );
    assert_eq!(
        (
            ts[1]["k"].as_f64(),
            ts[1]["rn"].as_i64(),
            ts[1]["index_new"].as_u64()
        ),
        (Some(44.7), Some(1511), Some(5))
    );
    assert_eq!(v["final"], serde_json::json!({"dwz": 1511, "index": 5}));
    assert_eq!(v["rest_games"], serde_json::json!([]));
}

#[test]
fn equal_end_dates_go_by_start_date_then_as_given() {
    // All end on 04.10.: B began on 02.10., A and C count as beginning on their end date.
    let v = estimate_cli(
        r#"{"dwz": 1743, "tournaments": [
          {"name": "A", "end_date": "2026-10-04", "games": []},
          {"name": "B", "end_date": "2026-10-04", "start_date": "2026-10-02", "games": []},
          {"name": "C", "end_date": "2026-10-04", "games": []}]}"#,
    );
    let positions: Vec<u64> = v["tournaments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["position"].as_u64().unwrap())
        .collect();
    assert_eq!(positions, [2, 1, 3]);
}

#[test]
fn a_first_rating_in_the_second_tournament_with_the_restpartien_of_the_first() {
    // No DWZ, one Restpartie (1 against 1500, 01.03.2025, valid until 01.03.2027).
    // Frühjahr (10.05.): 0 against 1600, 1 against 1400 count; the opponent without DWZ and the
    // forfeit do not. 3 games with the Restpartie < 5 (WO 3.4.1.1): no first rating, "noch 2
    // Partien"; the two games become Restpartien dated 10.05.2026.
    // Sommer (20.09.): ½ against 1700, 1 against 1300, with the three Restpartien 5 games
    // against 1500 1600 1400 1700 1300: R_c 1500, W 3,5, p 0,7, D(0,7) = 148, R_p 1648.
    // Iteration (D' = D(0,5 + (W - W_e) / 5)): 1648: W_e 0,700 + 0,567 + 0,810 + 0,427 + 0,891
    // = 3,395, D' = D(0,521) = 15; 1663: W_e 3,478, D' = D(0,504) = 3; 1666: W_e 3,494,
    // D' = D(0,501) = 1; 1667: W_e 3,501, D' = D(0,500) = 0. R_i 1667,
    // R_1 = 1667 + 0,08 · 333 = 1693,64 → 1694, index 1.
    // Herbst (01.11.): established from 1694-1, adult (born 1990): 1 against 1594 (D 100,
    // P 0,638), K_0 (index 1) 60, a 0 (R_o ≥ 1600): 1694 + 60 · 0,362 = 1715,72 → 1716, index 2.
    let v = estimate_cli(
        r#"{"mode": "table", "kind": "first_rating", "birth_year": 1990,
        "rest_games": [{"opponent_rating": 1500, "score": 1, "date": "2025-03-01"}],
        "tournaments": [
          {"name": "Herbst", "end_date": "2026-11-01", "games": [{"opponent_rating": 1594, "result": "1"}]},
          {"name": "Sommer", "end_date": "2026-09-20",
           "games": [{"opponent_rating": 1700, "result": "½"}, {"opponent_rating": 1300, "result": "1"}]},
          {"name": "Frühjahr", "end_date": "2026-05-10",
           "games": [{"opponent_rating": 1600, "result": "0"}, {"opponent_rating": 1400, "result": "1"},
                     {"result": "1"}, {"opponent_rating": 1500, "result": "+"}]}]}"#,
    );
    let ts = v["tournaments"].as_array().unwrap();
    let status: Vec<&str> = ts.iter().map(|t| t["status"].as_str().unwrap()).collect();
    assert_eq!(status, ["no_rating_yet", "first_rating", "rated"]);
    assert_eq!((ts[0]["n"].as_u64(), ts[0]["r1"].as_i64()), (Some(3), None));
    assert!(ts[0]["reason"].as_str().unwrap().contains("noch 2 Partien"));
    assert_eq!(
        (
            ts[1]["n"].as_u64(),
            ts[1]["w"].as_f64(),
            ts[1]["rc"].as_i64()
        ),
        (Some(5), Some(3.5), Some(1500))
    );
    assert_eq!(ts[1]["trace"], serde_json::json!([1663, 1666, 1667, 1667]));
    assert_eq!(
        (
            ts[1]["rp"].as_i64(),
            ts[1]["ri"].as_i64(),
            ts[1]["r1"].as_i64()
        ),
        (Some(1648), Some(1667), Some(1694))
    );
    assert_eq!(ts[1]["index_new"].as_u64(), Some(1));
    assert_eq!(ts[1]["reason"], Value::Null);
    assert_eq!(
        (
            ts[2]["ro"].as_i64(),
            ts[2]["index_old"].as_u64(),
            ts[2]["k"].as_f64()
        ),
        (Some(1694), Some(1), Some(60.0))
    );
    assert_eq!(v["final"], serde_json::json!({"dwz": 1716, "index": 2}));
    assert_eq!(v["rest_games"], serde_json::json!([]));
}

#[test]
fn an_expired_restpartie_drops_out_at_the_tournament_end() {
    // The Restpartie of 01.05.2024 is valid in tournaments ending up to 01.05.2026 (WO 4.1.1).
    // T1 (30.04.): it and 2 games: 3 < 5. T2 (15.06.): it has expired; the 2 of T1 and 2 new
    // games: 4 < 5, still no first rating. Left: the 4 games of T1 and T2.
    let input = |t2_end: &str| {
        format!(
            r#"{{"kind": "first_rating",
            "rest_games": [{{"opponent_rating": 1500, "score": 1, "date": "2024-05-01"}}],
            "tournaments": [
              {{"name": "T1", "end_date": "2026-04-30",
               "games": [{{"opponent_rating": 1600, "result": "½"}}, {{"opponent_rating": 1400, "result": "1"}}]}},
              {{"name": "T2", "end_date": "{t2_end}",
               "games": [{{"opponent_rating": 1450, "result": "1"}}, {{"opponent_rating": 1550, "result": "0"}}]}}]}}"#
        )
    };
    let v = estimate_cli(&input("2026-06-15"));
    let ts = v["tournaments"].as_array().unwrap();
    assert_eq!(
        (ts[0]["n"].as_u64(), ts[0]["expired_rest_games"].as_u64()),
        (Some(3), Some(0))
    );
    assert_eq!(
        (ts[1]["n"].as_u64(), ts[1]["expired_rest_games"].as_u64()),
        (Some(4), Some(1))
    );
    assert_eq!(ts[1]["status"], "no_rating_yet");
    assert_eq!(v["final"], Value::Null);
    assert_eq!(
        v["rest_games"],
        serde_json::json!([
            {"opponent_rating": 1600, "score": 0.5, "date": "2026-04-30"},
            {"opponent_rating": 1400, "score": 1.0, "date": "2026-04-30"},
            {"opponent_rating": 1450, "score": 1.0, "date": "2026-06-15"},
            {"opponent_rating": 1550, "score": 0.0, "date": "2026-06-15"}
        ])
    );
    // Ending on 01.05.2026 it still counts: 5 games, a first rating.
    let v = estimate_cli(&input("2026-05-01"));
    assert_eq!(v["tournaments"][1]["status"], "first_rating");
    assert_eq!(v["tournaments"][1]["n"].as_u64(), Some(5));
    assert_eq!(v["final"]["index"].as_u64(), Some(1));
}

#[test]
fn a_what_if_table_of_two_remaining_games() {
    // 1743-23, adult: won against 1612 (D 131, P 0,678); left: 1700 (D 43, P 0,560) and 1800
    // (D -57, P 0,420). W_e = 1,658, K = 28 (adult over 1600, index over 10; a 0, b 1).
    // points 0 (W 1): 1743 + 28 · (1 - 1,658) = 1724,576 → 1725 (-18)
    // ½ (W 1,5): 1738,576 → 1739 (-4); 1 (W 2): 1752,576 → 1753 (+10);
    // 1½ (W 2,5): 1766,576 → 1767 (+24); 2 (W 3): 1780,576 → 1781 (+38).
    // To keep 1743: 1 point; Ziel-DWZ 1760: 1½ points; 1800: not reachable.
    let input = |target: u32| {
        format!(
            r#"{{"kind": "forecast", "end_date": "2026-10-04", "dwz": 1743, "index": 23,
            "birth_year": 1979, "games": [{{"opponent_rating": 1612, "result": "1"}}],
            "remaining": {{"opponent_ratings": [1700, "1800"], "target": {target}}}}}"#
        )
    };
    let v = estimate_cli(&input(1760));
    // the estimate itself stays as it is: one game, 1743 + 28 · 0,322 = 1752
    assert_eq!((v["n"].as_u64(), v["rn"].as_i64()), (Some(1), Some(1752)));
    let outcomes = &v["outcomes"];
    let points: Vec<f64> = outcomes
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["points"].as_f64().unwrap())
        .collect();
    assert_eq!(points, [0.0, 0.5, 1.0, 1.5, 2.0]);
    assert_eq!(
        ints(outcomes, "rn"),
        [1725, 1739, 1753, 1767, 1781].map(Some)
    );
    assert_eq!(ints(outcomes, "change"), [-18, -4, 10, 24, 38].map(Some));
    assert_eq!(ints(outcomes, "index_new"), [Some(24); 5]);
    assert_eq!(
        (
            v["points_to_keep"].as_f64(),
            v["points_for_target"].as_f64()
        ),
        (Some(1.0), Some(1.5))
    );
    let v = estimate_cli(&input(1800));
    assert_eq!(v["points_for_target"], Value::Null);
}

#[test]
fn a_what_if_table_without_dwz() {
    // No DWZ: 0 and 0 against 1500, three more games against 1500. Five opponents of 1500:
    // R_p = 1500 + D(W / 5), and W_e = 5 P(R_p - 1500) = W already, so R_i = R_p.
    // 0 points: no half point in 5 games (WO 3.4.1.1), no first rating.
    // ½: D(0,1) = -362, R_i 1138, R_1 = 1138 + 0,08 · 862 = 1206,96 → 1207.
    // 3: D(0,6) = 72, R_i 1572, R_1 = 1572 + 0,08 · 428 = 1606,24 → 1606 (2½: 1540).
    let v = estimate_cli(
        r#"{"kind": "first_rating", "end_date": "2026-10-04",
        "games": [{"opponent_rating": 1500, "result": "0"}, {"opponent_rating": 1500, "result": "0"}],
        "remaining": {"opponent_ratings": [1500, 1500, 1500], "target": 1600}}"#,
    );
    let outcomes = &v["outcomes"];
    assert_eq!(outcomes.as_array().unwrap().len(), 7);
    assert_eq!(outcomes[0]["r1"], Value::Null);
    assert!(outcomes[0]["reason"]
        .as_str()
        .unwrap()
        .contains("noch kein Punkt"));
    assert_eq!(outcomes[0]["index_new"], Value::Null);
    assert_eq!(
        (
            outcomes[1]["r1"].as_i64(),
            outcomes[1]["index_new"].as_u64()
        ),
        (Some(1207), Some(1))
    );
    assert_eq!(outcomes[1]["reason"], Value::Null);
    assert_eq!(
        (outcomes[5]["r1"].as_i64(), outcomes[6]["r1"].as_i64()),
        (Some(1540), Some(1606))
    );
    assert_eq!(
        (v["points_to_keep"].clone(), v["points_for_target"].as_f64()),
        (Value::Null, Some(3.0))
    );
}

#[test]
fn a_first_rating_at_100_percent_counts_a_fictive_draw() {
    // Restpartien: 1 against 2998 and 5 × 1 against 1164; six remaining games against 1456,
    // 2175, 846, 1, 1, 1. 5½ of 6 more (11½ of 12) gives R_1 2996; 6 of 6 (12 of 12) adds the
    // fictive draw against R_c (WO 3.4.1.3) and gives 2995: the table shows it as it is, and
    // the least points for 2996 are 5½.
    let v = estimate_cli(
        r#"{"mode": "table", "kind": "first_rating", "end_date": "2026-01-01",
        "rest_games": [{"opponent_rating": 2998, "score": 1, "date": "2025-04-04"},
          {"opponent_rating": 1164, "score": 1, "date": "2025-12-04"},
          {"opponent_rating": 1164, "score": 1, "date": "2025-12-04"},
          {"opponent_rating": 1164, "score": 1, "date": "2025-12-04"},
          {"opponent_rating": 1164, "score": 1, "date": "2025-12-04"},
          {"opponent_rating": 1164, "score": 1, "date": "2025-12-04"}],
        "remaining": {"opponent_ratings": [1456, 2175, 846, 1, 1, 1], "target": 2996}}"#,
    );
    let r1 = ints(&v["outcomes"], "r1");
    assert_eq!((r1[11], r1[12]), (Some(2996), Some(2995)));
    assert_eq!(v["points_for_target"].as_f64(), Some(5.5));
}

#[test]
fn remaining_games_belong_to_the_last_tournament_of_a_chain() {
    // 1743-23, adult. Open A (04.10.): 1 against 1612, 1743 + 28 · 0,322 = 1752,016 → 1752-24.
    // Club (15.11.): ½ against 1800 so far (P(-48) = 0,433), one more against 1800:
    // W_e = 0,866, K 28. 0 more points (W ½): 1752 - 28 · 0,366 = 1741,752 → 1742 (-10 against
    // the 1752 he brought into the club tournament); ½: 1752 + 28 · 0,134 = 1755,752 → 1756 (+4);
    // 1: 1752 + 28 · 0,634 = 1769,752 → 1770 (+18). Without the remaining game: 1752 +
    // 28 · 0,067 = 1753,876 → 1754-25.
    let v = estimate_cli(
        r#"{"dwz": 1743, "index": 23, "birth_year": 1979,
        "tournaments": [
          {"name": "Club", "end_date": "2026-11-15", "games": [{"opponent_rating": 1800, "result": "½"}]},
          {"name": "Open A", "end_date": "2026-10-04", "games": [{"opponent_rating": 1612, "result": "1"}]}],
        "remaining": {"opponent_ratings": [1800]}}"#,
    );
    assert_eq!(v["final"], serde_json::json!({"dwz": 1754, "index": 25}));
    assert_eq!(ints(&v["outcomes"], "rn"), [1742, 1756, 1770].map(Some));
    assert_eq!(ints(&v["outcomes"], "change"), [-10, 4, 18].map(Some));
    assert_eq!(v["points_to_keep"].as_f64(), Some(0.5));
    assert_eq!(v["points_for_target"], Value::Null);
}

#[test]
fn a_given_k_counts_in_any_kind_and_an_empty_tournament_carries_over() {
    // T1 has only a forfeit and an opponent without DWZ: rated, no R_n, 1743-23 carries over.
    // T2 with the K of its evaluation, 20: 1743 + 20 · (1 - 0,678) = 1749,44 → 1749, index 24.
    let v = estimate_cli(
        r#"{"kind": "forecast", "dwz": 1743, "index": 23, "tournaments": [
          {"name": "T1", "end_date": "2026-09-01",
           "games": [{"opponent_rating": 1612, "result": "-"}, {"opponent_rating": null, "result": "0"}]},
          {"name": "T2", "end_date": "2026-10-04", "k": 20,
           "games": [{"opponent_rating": 1612, "result": "1"}]}]}"#,
    );
    let ts = v["tournaments"].as_array().unwrap();
    assert_eq!(ts[0]["status"], "rated");
    assert_eq!(
        (ts[0]["rn"].clone(), ts[0]["index_new"].clone()),
        (Value::Null, Value::Null)
    );
    assert_eq!(
        (ts[1]["ro"].as_i64(), ts[1]["index_old"].as_u64()),
        (Some(1743), Some(23))
    );
    assert_eq!(
        (ts[1]["k"].as_f64(), ts[1]["k_given"].as_bool()),
        (Some(20.0), Some(true))
    );
    assert_eq!(v["final"], serde_json::json!({"dwz": 1749, "index": 24}));
}

#[test]
#[allow(clippy::too_many_lines)] // one scenario, told step by step
fn errors_name_the_tournament_and_the_game() {
    let est = &["dwz", "estimate", "-"][..];
    let cases = [
        (
            r#"{"dwz": 1743, "tournaments": [{"end_date": "2026-10-04", "games": []},
               {"end_date": "2026-11-04", "games": [{"opponent_rating": 1500, "result": "1"},
               {"opponent_rating": 1500, "result": "1"}, {"opponent_rating": "abc", "result": "1"}]}]}"#,
            "Fehler: Turnier 2, Partie 3, Gegner-DWZ: „abc“ ist keine Zahl",
        ),
        (
            r#"{"dwz": 1743, "tournaments": [{"end_date": "2026-10-04", "games": [
               {"opponent_rating": 1500, "result": "2"}]}]}"#,
            "Fehler: Turnier 1, Partie 1, Ergebnis: „2“ ist kein Ergebnis (erlaubt: 1, ½, 0, +, −)",
        ),
        (
            r#"{"dwz": 1743, "tournaments": [{"name": "ohne Ende", "games": []}]}"#,
            "Fehler: Turnier 1, Turnierende: fehlt",
        ),
        (
            r#"{"dwz": 1743, "tournaments": [{"end_date": "2026-10-04", "k": -3, "games": []}]}"#,
            "Fehler: Turnier 1, K der Auswertung: „-3“ liegt nicht zwischen 0 und 1000",
        ),
        (
            r#"{"dwz": 1743, "games": [{"opponent_rating": 1500, "result": "1"}],
               "tournaments": [{"end_date": "2026-10-04", "games": []}]}"#,
            "Fehler: Turniere: nicht zusammen mit Partien: entweder das eine oder das andere",
        ),
        (
            r#"{"dwz": 1743, "tournaments": []}"#,
            "Fehler: Turniere: fehlt",
        ),
        (
            r#"{"tournaments": [{"end_date": "2026-10-04", "games": []}]}"#,
            "Fehler: DWZ: fehlt; ohne DWZ rechnen Sie die Erst-DWZ",
        ),
        (
            r#"{"dwz": 1743, "remaining": {"opponent_ratings": [1700, 99999]}}"#,
            "Fehler: restliche Partie 2, Gegner-DWZ: „99999“ liegt nicht zwischen 1 und 3500",
        ),
        (
            r#"{"dwz": 1743, "remaining": {"opponent_ratings": [1700, null]}}"#,
            "Fehler: restliche Partie 2, Gegner-DWZ: fehlt",
        ),
        (
            r#"{"dwz": 1743, "remaining": {"opponent_ratings": [1700], "target": "x"}}"#,
            "Fehler: Ziel-DWZ: „x“ ist keine Zahl",
        ),
        (
            r#"{"dwz": 1743, "remaining": [1700]}"#,
            "Fehler: restliche Partien: „[1700]“ muss ein Objekt { … } sein",
        ),
        (
            r#"{"dwz": 1743, "birth_year": 2027, "tournaments": [
               {"end_date": "2026-10-04", "games": []}, {"end_date": "2027-10-04", "games": []}]}"#,
            "Fehler: Geburtsjahr: „2027“ liegt nicht zwischen 1880 und 2026",
        ),
    ];
    for (input, expected) in cases {
        assert_eq!(error_of(est, input), expected, "{input}");
    }
    // At most 100 remaining games (a table of 201 rows).
    let many = format!(
        r#"{{"dwz": 1743, "remaining": {{"opponent_ratings": [{}]}}}}"#,
        vec!["1700"; 101].join(",")
    );
    assert_eq!(
        error_of(est, &many),
        "Fehler: restliche Partien: 101 sind zu viele (höchstens 100)"
    );
    // The limits of dwz::limits: games per tournament, tournaments in a chain, Restpartien.
    let game = r#"{"opponent_rating": 1700, "result": "1"}"#;
    let games = |n: usize| vec![game; n].join(",");
    let single = format!(r#"{{"dwz": 1743, "games": [{}]}}"#, games(51));
    assert_eq!(
        error_of(est, &single),
        "Fehler: Partien: 51 sind zu viele (höchstens 50)"
    );
    let tournament = |n: usize| format!(r#"{{"end_date": "2026-10-04", "games": [{}]}}"#, games(n));
    let chain = format!(
        r#"{{"dwz": 1743, "tournaments": [{}, {}]}}"#,
        tournament(2),
        tournament(51)
    );
    assert_eq!(
        error_of(est, &chain),
        "Fehler: Turnier 2, Partien: 51 sind zu viele (höchstens 50)"
    );
    let long = format!(
        r#"{{"dwz": 1743, "tournaments": [{}]}}"#,
        vec![tournament(1); 21].join(",")
    );
    assert_eq!(
        error_of(&["--lang", "en", "dwz", "estimate", "-"], &long),
        "error: tournaments: 21 are too many (at most 20)"
    );
    let rest = r#"{"opponent_rating": 1500, "score": 0, "date": "2026-01-01"}"#;
    let first = format!(
        r#"{{"kind": "first_rating", "end_date": "2026-10-04", "games": [], "rest_games": [{}]}}"#,
        vec![rest; 51].join(",")
    );
    assert_eq!(
        error_of(est, &first),
        "Fehler: Restpartien: 51 sind zu viele (höchstens 50)"
    );
    for ok in [
        format!(r#"{{"dwz": 1743, "games": [{}]}}"#, games(50)),
        format!(
            r#"{{"dwz": 1743, "tournaments": [{}]}}"#,
            vec![tournament(50); 20].join(",")
        ),
    ] {
        assert!(
            common::run_cli(est, Some(&ok)).status.success(),
            "at the limits: {ok}"
        );
    }
    assert_eq!(
        error_of(
            &["--lang", "en", "dwz", "estimate", "-"],
            r#"{"dwz": 1743, "tournaments": [{"end_date": "2026-10-04", "games": [
               {"opponent_rating": 0, "result": "1"}]}]}"#
        ),
        "error: tournament 1, game 1, opponent's DWZ: \"0\" is not between 1 and 3500"
    );
}

// ---------------------------------------------------------------- properties

fn arb_game() -> impl Strategy<Value = EstimateGame> {
    (
        prop_oneof![9 => (1000u32..2600).prop_map(Some), 1 => Just(None)],
        prop_oneof![
            8 => prop::sample::select(vec![0.0, 0.5, 1.0]).prop_map(SingleResult::Score),
            1 => Just(SingleResult::ForfeitWin),
            1 => Just(SingleResult::ForfeitLoss),
        ],
    )
        .prop_map(|(opponent_rating, result)| EstimateGame {
            opponent_rating,
            result,
        })
}

fn date(days: u32) -> Date {
    // 2024-01-01 plus about `days` days (months of 28 days are enough here)
    let (y, rest) = (2024 + (days / 336) as i32, days % 336);
    Date::new(y, (rest / 28 + 1) as u8, (rest % 28 + 1) as u8).unwrap()
}

fn arb_player() -> impl Strategy<Value = (EstimateKind, Option<u32>, Option<u32>, Option<i32>)> {
    (
        prop::sample::select(vec![
            EstimateKind::Forecast,
            EstimateKind::Recheck,
            EstimateKind::FirstRating,
        ]),
        900u32..2700,
        prop::option::of(1u32..40),
        prop::option::of(1950i32..2020),
    )
        .prop_map(|(kind, dwz, index, birth)| (kind, Some(dwz), index, birth))
}

fn arb_rest() -> impl Strategy<Value = Vec<RestGame>> {
    prop::collection::vec(
        (
            1000u32..2400,
            prop::sample::select(vec![0.0, 0.5, 1.0]),
            0u32..900,
        )
            .prop_map(|(r, s, d)| RestGame {
                opponent_rating: r,
                score: s,
                date: date(d),
            }),
        0..5,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// A chain of one tournament is the single estimate of that tournament.
    #[test]
    fn a_chain_of_one_tournament_is_the_single_estimate(
        (kind, dwz, index, birth_year) in arb_player(),
        games in prop::collection::vec(arb_game(), 0..10),
        rest_games in arb_rest(),
        end in 700u32..1000,
        k in prop::option::of(10.0f64..40.0),
    ) {
        let end_date = date(end);
        let k = if kind == EstimateKind::Recheck { k } else { None };
        let single = EstimateInput {
            kind, end_date: Some(end_date), dwz, index, birth_year, k,
            games: games.clone(), rest_games: rest_games.clone(),
        };
        let input = ChainInput {
            kind, dwz, index, birth_year, rest_games,
            tournaments: vec![ChainTournament { name: "T".into(), end_date, start_date: None, k, games }],
        };
        let p = Parameters::default();
        let c = chain(&input, Mode::Table, &p).unwrap();
        prop_assert_eq!(&c.steps[0].result, &estimate(&single, Mode::Table, &p).unwrap());
        let expected_final = match &c.steps[0].result {
            EstimateResult::Rated(r) => Some((r.rn.unwrap_or(r.ro), r.index_new.unwrap_or(r.index_old))),
            EstimateResult::First(f) => f.r1.map(|r1| (r1, 1)),
        };
        prop_assert_eq!(c.final_rating, expected_final);
    }

    /// The rating a what-if outcome gives never falls with more points (but a first rating at
    /// 100 %, where the fictive draw against R_c of WO 3.4.1.3 counts); a first rating, once
    /// reached, stays; the change is R_n minus the DWZ brought in.
    #[test]
    fn the_rating_rises_with_the_points(
        (kind, dwz, index, birth_year) in arb_player(),
        games in prop::collection::vec(arb_game(), 0..8),
        rest_games in arb_rest(),
        remaining in prop::collection::vec(1000u32..2600, 0..6),
    ) {
        let input = EstimateInput {
            kind, end_date: Some(date(800)), dwz, index, birth_year, k: None, games, rest_games,
        };
        let r = Remaining { opponent_ratings: remaining.clone(), target: None };
        let t = what_if(&input, &r, Mode::Table, &Parameters::default()).unwrap();
        prop_assert_eq!(t.outcomes.len(), 2 * remaining.len() + 1);
        for pair in t.outcomes.windows(2) {
            let fictive = matches!(&pair[1].estimate, EstimateResult::First(f) if f.fictive_draw.is_some());
            match (pair[0].rating(), pair[1].rating()) {
                (Some(a), Some(b)) => prop_assert!(a <= b || fictive, "{} > {}", a, b),
                (Some(_), None) => prop_assert!(false, "a rating lost with more points"),
                _ => {}
            }
        }
        for o in &t.outcomes {
            if let (EstimateResult::Rated(r), Some(c)) = (&o.estimate, o.change) {
                prop_assert_eq!(c, r.rn.unwrap() - f64::from(dwz.unwrap()));
            }
        }
        if let Some(p) = t.points_to_keep {
            prop_assert!(t.outcomes.iter().all(|o| o.points >= p || o.change.unwrap_or(-1.0) < 0.0));
        }
    }

    /// Only the total of the remaining games matters: an outcome is the estimate with the
    /// remaining games entered in any way that makes that total.
    #[test]
    fn an_outcome_is_the_estimate_with_the_games_entered(
        (kind, dwz, index, birth_year) in arb_player(),
        games in prop::collection::vec(arb_game(), 0..6),
        remaining in prop::collection::vec(
            (1000u32..2600, prop::sample::select(vec![0.0, 0.5, 1.0])), 1..6),
    ) {
        let input = EstimateInput {
            kind, end_date: Some(date(800)), dwz, index, birth_year, k: None, games, rest_games: vec![],
        };
        let r = Remaining { opponent_ratings: remaining.iter().map(|g| g.0).collect(), target: None };
        let p = Parameters::default();
        let t = what_if(&input, &r, Mode::Table, &p).unwrap();
        let total: f64 = remaining.iter().map(|g| g.1).sum();
        let mut entered = input.clone();
        entered.games.extend(remaining.iter().map(|&(r, s)| EstimateGame {
            opponent_rating: Some(r), result: SingleResult::Score(s),
        }));
        let direct = estimate(&entered, Mode::Table, &p).unwrap();
        let row = t.outcomes.iter().find(|o| o.points == total).unwrap();
        let figures = |e: &EstimateResult| match e {
            EstimateResult::Rated(r) => (r.we, r.k.map(|k| k.k), r.rn, r.index_new, r.rh, None),
            EstimateResult::First(f) => (f.rc, f.rp, f.ri, None, f.r1, f.none_because),
        };
        prop_assert_eq!(figures(&row.estimate), figures(&direct));
    }

    /// With distinct end dates the order given does not matter (WO 2.2.3).
    #[test]
    fn the_order_given_does_not_matter(
        (kind, dwz, index, birth_year) in arb_player(),
        tournaments in prop::collection::vec(
            (prop::collection::vec(arb_game(), 0..6), prop::option::of(10.0f64..40.0)), 1..4),
        rest_games in arb_rest(),
        rotate in 0usize..4,
    ) {
        let ts: Vec<ChainTournament> = tournaments
            .into_iter()
            .enumerate()
            .map(|(k, (games, given_k))| ChainTournament {
                name: format!("T{k}"), end_date: date(700 + 60 * k as u32), start_date: None,
                k: given_k, games,
            })
            .collect();
        let mut rotated = ts.clone();
        let by = rotate % rotated.len();
        rotated.rotate_left(by);
        let input = ChainInput { kind, dwz, index, birth_year, rest_games, tournaments: ts };
        let other = ChainInput { tournaments: rotated, ..input.clone() };
        prop_assert_eq!(evaluation_order(&input.tournaments), (0..input.tournaments.len()).collect::<Vec<_>>());
        let p = Parameters::default();
        let (a, b) = (chain(&input, Mode::Table, &p).unwrap(), chain(&other, Mode::Table, &p).unwrap());
        prop_assert_eq!(a.final_rating, b.final_rating);
        prop_assert_eq!(&a.rest_games, &b.rest_games);
        let results = |c: &wertung::dwz::Chain| c.steps.iter().map(|s| s.result.clone()).collect::<Vec<_>>();
        prop_assert_eq!(results(&a), results(&b));
    }
}
