//! The FIDE estimate: its JSON reader and writer on arbitrary text, and the core on well-formed
//! inputs made from the bytes. Beyond "no panic" it checks the rules' invariants: K × n ≤ 700,
//! K one of the rules' values where none was given, the change the rounded sum of the games'
//! changes, R_n = R_o + change, a PD for exactly the rated games, an initial rating within
//! 1400..=2200 with at least 5 rated games.
#![no_main]
use arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use wertung::dwz::estimate::SingleResult;
use wertung::dwz::Date;
use wertung::fide::estimate::{estimate, EarlierGame, FideEstimate, FideGame, FideInput};
use wertung::formats::json::fide::{read_fide_estimate, write_fide_estimate};
use wertung::i18n::Lang;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(input) = read_fide_estimate(&text) {
        if let Ok(e) = estimate(&input) {
            let _ = write_fide_estimate(&e, Lang::De);
        }
    }
    let _ = recipe(&mut Unstructured::new(data));
});

fn date(u: &mut Unstructured) -> Result<Date> {
    Ok(Date::new(
        u.int_in_range(2023..=2027)?,
        u.int_in_range(1..=12)?,
        u.int_in_range(1..=28)?,
    )
    .unwrap())
}

fn result(u: &mut Unstructured) -> Result<SingleResult> {
    Ok(match u.int_in_range(0..=9)? {
        0 => SingleResult::ForfeitWin,
        1 => SingleResult::ForfeitLoss,
        k => SingleResult::Score(f64::from(k % 3) / 2.0),
    })
}

fn recipe(u: &mut Unstructured) -> Result<()> {
    let rated = u.ratio(2, 3)?;
    let mut games = Vec::new();
    for _ in 0..u.int_in_range(0..=50)? {
        let opponent_rating = if u.ratio(1, 12)? {
            None
        } else {
            Some(u.int_in_range(1000..=3000)?)
        };
        games.push(FideGame {
            opponent_rating,
            result: result(u)?,
        });
    }
    let mut earlier_games = Vec::new();
    for _ in 0..u.int_in_range(0..=12)? {
        earlier_games.push(EarlierGame {
            opponent_rating: u.int_in_range(1000..=3000)?,
            score: i32::from(u.int_in_range(0..=2u8)?) * 50,
            date: date(u)?,
        });
    }
    let input = FideInput {
        rating: if rated {
            Some(u.int_in_range(1000..=3000)?)
        } else {
            None
        },
        k: if u.ratio(1, 5)? {
            Some(u.int_in_range(1..=100)?)
        } else {
            None
        },
        birth_year: if u.arbitrary()? {
            Some(u.int_in_range(1950..=2022)?)
        } else {
            None
        },
        games_before: if u.arbitrary()? {
            Some(u.int_in_range(0..=60)?)
        } else {
            None
        },
        reached_2400: u.ratio(1, 10)?,
        start_date: None,
        end_date: if u.ratio(5, 6)? { Some(date(u)?) } else { None },
        games,
        earlier_games,
    };
    match estimate(&input).expect("well-formed input") {
        FideEstimate::Rated(e) => {
            assert!(
                e.k.k as usize * e.n <= 700 || e.n == 0,
                "K {} × {}",
                e.k.k,
                e.n
            );
            if input.k.is_none() && e.k.uncapped.is_none() {
                assert!([10, 20, 40].contains(&e.k.k));
            }
            let sum: i64 = e.games.iter().filter_map(|g| g.change).sum();
            assert!((sum - e.change * 100).abs() <= 50, "{sum} → {}", e.change);
            assert_eq!(e.rn, i64::from(e.ro) + e.change);
            let rated_games = e.games.iter().filter(|g| g.expected.is_some()).count();
            assert_eq!(rated_games, e.n);
        }
        FideEstimate::Unrated(u) => {
            if let Some(ru) = u.initial.ru {
                assert!((1400..=2200).contains(&ru), "Ru {ru}");
                assert!(u.initial.n >= 7);
            }
        }
    }
    Ok(())
}
