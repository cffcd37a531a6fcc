//! Every entry printed in Anhang 2.1, 2.2, 2.3 (except the misprinted row) and 2.4 of the
//! Wertungsordnung, read from the seed file itself and checked against the core.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing
#![allow(clippy::approx_constant)] // 0,318 is a p of Anhang 2.2, not 1/π

mod common;

use wertung::dwz::numeric::round_half_away;
use wertung::dwz::{game_change, k0, k_factor, AgeGroup, Mode, Parameters};

/// Lines of the section that starts at the *last* line beginning with `start` (the first one is
/// the table of contents) and ends before the next line beginning with `end`.
fn section(text: &str, start: &str, end: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let from = lines
        .iter()
        .rposition(|l| l.trim_start().starts_with(start))
        .unwrap_or_else(|| panic!("section {start} not found"));
    lines[from + 1..]
        .iter()
        .take_while(|l| !l.trim_start().starts_with(end))
        .map(|l| l.to_string())
        .collect()
}

fn num(token: &str) -> Option<f64> {
    token.replace(',', ".").parse().ok()
}

fn tokens(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

#[test]
fn anhang_2_1_every_probability() {
    let seed = common::seed_002();
    let mut checked = 0;
    for line in section(&seed, "Anhang 2.1 Wahrscheinlichkeitstabelle", "Beispiele") {
        let t = tokens(&line);
        if t.len() != 18 || !t[1].starts_with("0,") {
            continue;
        }
        let row: f64 = num(t[0]).expect("row increment");
        for (col, value) in t[1..].iter().enumerate() {
            let d = col as f64 * 50.0 + row;
            let printed = num(value).unwrap();
            assert_eq!(Mode::Table.p(d), printed, "P({d})");
            assert_eq!(
                Mode::Table.p(-d),
                round_half_away(1.0 - printed, 3),
                "P(-{d})"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 50 * 17);
    // The examples under the table: D = 267 gives 0,827; P(-100) = 0,362.
    assert_eq!(Mode::Table.p(267.0), 0.827);
    assert_eq!(Mode::Table.p(-100.0), 0.362);
}

#[test]
fn anhang_2_2_every_rating_difference() {
    let seed = common::seed_002();
    let mut checked = 0;
    for line in section(&seed, "Anhang 2.2 Wertungsdifferenzen", "Beispiele") {
        let t = tokens(&line);
        if t.len() < 2 || !(t[0].starts_with("0,") || t[0] == "1,00") {
            continue;
        }
        let base = num(t[0]).unwrap();
        let values: Vec<f64> = t[1..].iter().take(10).filter_map(|v| num(v)).collect();
        for (digit, &printed) in values.iter().enumerate() {
            if t[0] == "1,00" && digit > 0 {
                break;
            }
            let p = round_half_away(base + digit as f64 / 1000.0, 3);
            assert_eq!(Mode::Table.d(p), printed, "D({p})");
            // the right and lower margins: D(p) = -D(1 - p)
            assert_eq!(
                Mode::Table.d(round_half_away(1.0 - p, 3)),
                -printed,
                "D({})",
                1.0 - p
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 50 * 10 + 1);
    // Examples: 0,563 gives 45 (the table; the seed's "44" is a misprint, NOTES.md),
    // 0,318 gives -134, 0,220 gives -218.
    assert_eq!(Mode::Table.d(0.563), 45.0);
    assert_eq!(Mode::Table.d(0.318), -134.0);
    assert_eq!(Mode::Table.d(0.220), -218.0);
}

/// The DWZ of a table row: "1100", "1100 -1559", "2000-2199", "ab 2200": every rating the row
/// stands for that the test checks (both ends of a range).
fn row_ratings(line: &str) -> Option<(Vec<f64>, Vec<f64>)> {
    let line = line.replace(" -", "-").replace("ab ", "ab");
    let t = tokens(&line);
    let first = *t.first()?;
    let ratings = if let Some(x) = first.strip_prefix("ab") {
        let x: f64 = x.parse().ok()?;
        vec![x, x + 300.0]
    } else if let Some((a, b)) = first.split_once('-') {
        vec![a.parse().ok()?, b.parse().ok()?]
    } else {
        vec![first.parse().ok()?]
    };
    let values: Vec<f64> = t[1..].iter().filter_map(|v| num(v)).collect();
    Some((ratings, values))
}

#[test]
fn anhang_2_3_base_values_k0() {
    let seed = common::seed_002();
    let rows = [
        (
            "Jgd./Jun. (bis 25 Jahre) unter DWZ 2200",
            AgeGroup::Junior,
            2199.0,
        ),
        ("Jgd./Jun. ab DWZ 2200", AgeGroup::Youth, 2200.0),
        ("Erw. (Ü25) unter DWZ 2000", AgeGroup::Adult, 1999.0),
        ("Erw. ab DWZ 2000", AgeGroup::Adult, 2000.0),
    ];
    for (label, age, rating) in rows {
        let line = seed
            .lines()
            .find(|l| l.starts_with(label))
            .unwrap_or_else(|| panic!("{label}"));
        let values: Vec<f64> = tokens(&line[label.len()..])
            .iter()
            .filter_map(|v| num(v))
            .collect();
        assert_eq!(values.len(), 11, "{label}");
        for (col, &printed) in values.iter().enumerate() {
            assert_eq!(
                k0(age, rating, col as u32 + 1),
                printed,
                "{label}, index {}",
                col + 1
            );
        }
    }
}

#[test]
fn anhang_2_3_1_k_with_success_bonus() {
    let seed = common::seed_002();
    let params = Parameters::default();
    let mut age = AgeGroup::Youth;
    let mut checked = 0;
    for line in section(&seed, "Anhang 2.3.1", "Anhang 2.3.2") {
        if line.starts_with("K Jgd") {
            age = AgeGroup::Youth;
        } else if line.starts_with("K Jun") {
            age = AgeGroup::Junior;
        } else if line.starts_with("K Erw") {
            age = AgeGroup::Adult;
        }
        let Some((ratings, values)) = row_ratings(&line) else {
            continue;
        };
        if values.len() != 12 {
            continue;
        }
        // NOTES.md: the row "K Erw. 1100-1599" is misprinted (it must read K_0 + a2).
        if age == AgeGroup::Adult && ratings[0] == 1100.0 {
            assert_ne!(values[3], 46.0, "the misprint is gone: test this row too");
            continue;
        }
        for &r in &ratings {
            for (col, &printed) in values[1..].iter().enumerate() {
                let index = col as u32 + 1;
                let k = k_factor(&params, age, r, index, 1.0, 1.0);
                assert_eq!(round_half_away(k.a, 1), values[0], "a, {age:?} {r}");
                assert_eq!(k.k, printed, "K, {age:?} {r} index {index}");
                checked += 1;
            }
        }
    }
    // 21 youth rows (19 single, 2 ranges -> 23 ratings), 3 junior ranges, 2 adult ranges.
    assert_eq!(checked, (23 + 6 + 4) * 11);
}

#[test]
fn anhang_2_3_2_k_with_brake_factor() {
    let seed = common::seed_002();
    let params = Parameters::default();
    let mut age = AgeGroup::Youth;
    let mut checked = 0;
    for line in section(&seed, "Anhang 2.3.2", "Anhang 2.4") {
        if line.trim_start().starts_with("Erw.") {
            age = AgeGroup::Adult;
        }
        let Some((ratings, values)) = row_ratings(&line) else {
            continue;
        };
        if values.len() != 12 {
            continue;
        }
        for &r in &ratings {
            for (col, &printed) in values[1..].iter().enumerate() {
                let index = col as u32 + 1;
                let k = k_factor(&params, age, r, index, 0.0, 1.0);
                assert_eq!(round_half_away(k.b, 3), values[0], "b, {age:?} {r}");
                assert_eq!(k.k, printed, "K, {age:?} {r} index {index}");
                checked += 1;
            }
        }
    }
    // 11 single rows and 2 ranges in each of the two blocks.
    assert_eq!(checked, 2 * (11 + 4) * 11);
}

#[test]
fn anhang_2_4_every_game_contribution() {
    let seed = common::seed_002();
    let lines = section(&seed, "Anhang 2.4 DWZ-Beitrag", "Anhang 3 ");
    let ks: Vec<f64> = lines
        .iter()
        .map(|l| tokens(l))
        .find(|t| t.first() == Some(&"K"))
        .expect("K header")[1..]
        .iter()
        .filter_map(|v| num(v))
        .collect();
    assert_eq!(ks.len(), 25);
    let mut d = None;
    let mut checked = 0;
    let mut deviations = Vec::new();
    for line in &lines {
        let t = tokens(line);
        let (letter, values) = match t.as_slice() {
            [dv, l @ ("S" | "R" | "V"), rest @ ..] => {
                d = num(dv);
                (*l, rest)
            }
            [l @ ("S" | "R" | "V"), rest @ ..] => (*l, rest),
            _ => continue,
        };
        let d = d.expect("D before its rows");
        let score = match letter {
            "S" => 1.0,
            "R" => 0.5,
            _ => 0.0,
        };
        for (k, v) in ks.iter().zip(values) {
            // against an opponent D points BETTER: own rating minus opponent's = -D
            let change = round_half_away(game_change(Mode::Table, *k, -d, score), 0);
            let printed = num(v).unwrap();
            if change != printed {
                deviations.push((d, letter, *k, printed, change));
            }
            checked += 1;
        }
    }
    // 17 values of D with S, R, V of 25 columns; the last V row is cut after 10 in the seed.
    assert_eq!(checked, 17 * 3 * 25 - 15);
    // The excerpt is not consistent with its own rule K * (s - P(D)) in these 20 of 1260 entries
    // (nor with exact P, nor any other rounding tried: the printed D 300 / K 52 column reads
    // S 44, R 18, V -8, where 52 * 0,856 = 44,51). Pinned here, so that every other entry is
    // checked and any change shows: (D, row, K, printed, K * (s - P(D)) rounded).
    let known: [(f64, &str, f64, f64, f64); 20] = [
        (25.0, "V", 42.0, -19.0, -20.0),
        (25.0, "V", 40.0, -18.0, -19.0),
        (25.0, "V", 38.0, -17.0, -18.0),
        (50.0, "V", 50.0, -21.0, -22.0),
        (75.0, "R", 44.0, 4.0, 5.0),
        (75.0, "V", 52.0, -20.0, -21.0),
        (75.0, "V", 50.0, -19.0, -20.0),
        (75.0, "V", 48.0, -18.0, -19.0),
        (75.0, "V", 46.0, -17.0, -18.0),
        (75.0, "V", 42.0, -16.0, -17.0),
        (75.0, "V", 40.0, -15.0, -16.0),
        (75.0, "V", 38.0, -14.0, -15.0),
        (300.0, "S", 52.0, 44.0, 45.0),
        (300.0, "R", 52.0, 18.0, 19.0),
        (300.0, "V", 52.0, -8.0, -7.0),
        (350.0, "V", 42.0, -4.0, -5.0),
        (400.0, "V", 58.0, -4.0, -5.0),
        (400.0, "V", 46.0, -3.0, -4.0),
        (400.0, "V", 32.0, -2.0, -3.0),
        (450.0, "V", 26.0, -2.0, -1.0),
    ];
    let known: Vec<(f64, &str, f64, f64, f64)> = known.to_vec();
    assert_eq!(deviations, known);
}
