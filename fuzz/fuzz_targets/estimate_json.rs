//! The estimate JSON reader and what it answers: single estimates, chains of tournaments
//! ("Meine Turniere") and what-if tables of remaining games.
//!
//! The bytes are read twice: as JSON text (the reader, then the answer and its JSON), and as a
//! recipe for a well-formed chain with remaining games, which is written as JSON, read back
//! (it must give the same input) and computed. Beyond "no panic" it checks: one outcome per
//! half point, ratings that never fall with more points (but for the fictive draw at 100 %), R_n and R_1 at least 1100 (a final rating too, unless
//! nothing counted), a step per tournament.
#![no_main]
use arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use wertung::dwz::chain::{chain_what_if, ChainInput, ChainTournament};
use wertung::dwz::estimate::{EstimateGame, EstimateKind, EstimateResult, SingleResult};
use wertung::dwz::whatif::Remaining;
use wertung::dwz::{Date, Mode, Parameters, RestGame};
use wertung::formats::json::{read_estimate_file, write_estimate_json, EstimateRequest};
use wertung::i18n::Lang;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(file) = read_estimate_file(&text) {
        let mode = file.mode.unwrap_or_default();
        let _ = write_estimate_json(&file, mode, &Parameters::default(), Lang::En);
    }
    let _ = recipe(&mut Unstructured::new(data));
});

fn date(u: &mut Unstructured) -> Result<Date> {
    let y = u.int_in_range(2022..=2028)?;
    let m = u.int_in_range(1..=12)?;
    let d = u.int_in_range(1..=28)?;
    Ok(Date::new(y, m, d).unwrap())
}

fn game(u: &mut Unstructured) -> Result<EstimateGame> {
    let rating = if u.ratio(1, 10)? {
        None
    } else {
        Some(u.int_in_range(1..=3500)?)
    };
    let result = match u.int_in_range(0..=9)? {
        0 => SingleResult::ForfeitWin,
        1 => SingleResult::ForfeitLoss,
        k => SingleResult::Score(f64::from(k % 3) / 2.0),
    };
    Ok(EstimateGame {
        opponent_rating: rating,
        result,
    })
}

/// A well-formed chain from the bytes: through the JSON and back, then computed.
fn recipe(u: &mut Unstructured) -> Result<()> {
    let kind = *u.choose(&[
        EstimateKind::Forecast,
        EstimateKind::Recheck,
        EstimateKind::FirstRating,
    ])?;
    let mode = if u.arbitrary()? {
        Mode::Table
    } else {
        Mode::Exact
    };
    let mut tournaments = Vec::new();
    for k in 0..u.int_in_range(1..=4)? {
        let mut games = Vec::new();
        for _ in 0..u.int_in_range(0..=9)? {
            games.push(game(u)?);
        }
        let end_date = date(u)?;
        tournaments.push(ChainTournament {
            name: format!("T{k}"),
            end_date,
            start_date: if u.arbitrary()? { Some(date(u)?) } else { None },
            k: if u.ratio(1, 4)? {
                Some(f64::from(u.int_in_range(0..=1000u16)?) / 10.0)
            } else {
                None
            },
            games,
        });
    }
    let mut rest_games = Vec::new();
    for _ in 0..u.int_in_range(0..=6)? {
        rest_games.push(RestGame {
            opponent_rating: u.int_in_range(1..=3500)?,
            score: f64::from(u.int_in_range(0..=2u8)?) / 2.0,
            date: date(u)?,
        });
    }
    let input = ChainInput {
        kind,
        dwz: Some(u.int_in_range(1..=3500)?),
        index: if u.arbitrary()? {
            Some(u.int_in_range(1..=9999)?)
        } else {
            None
        },
        birth_year: if u.arbitrary()? {
            Some(u.int_in_range(1880..=2022)?)
        } else {
            None
        },
        rest_games,
        tournaments,
    };
    let mut ratings = Vec::new();
    for _ in 0..u.int_in_range(0..=8)? {
        ratings.push(u.int_in_range(1..=3500)?);
    }
    let remaining = Remaining {
        opponent_ratings: ratings,
        target: if u.arbitrary()? {
            Some(u.int_in_range(1..=3500)?)
        } else {
            None
        },
    };
    // Through the JSON: the reader gives back the same chain and the same remaining games.
    let file = read_estimate_file(&as_json(&input, &remaining)).expect("a well-formed chain reads");
    assert_eq!(file.request, EstimateRequest::Chain(input.clone()));
    assert_eq!(file.remaining.as_ref(), Some(&remaining));
    let Ok((c, table)) = chain_what_if(&input, &remaining, mode, &Parameters::default()) else {
        return Ok(());
    };
    assert_eq!(c.steps.len(), input.tournaments.len());
    if let Some((r, _)) = c.final_rating {
        // R_n and R_1 are at least 1100; without a counted game the DWZ brought in stays.
        let kept = input.kind != EstimateKind::FirstRating && Some(r) == input.dwz.map(f64::from);
        assert!(r >= 1100.0 || kept, "final rating {r}");
    }
    assert_eq!(
        table.outcomes.len(),
        2 * remaining.opponent_ratings.len() + 1
    );
    let mut last: Option<f64> = None;
    for o in &table.outcomes {
        if let Some(r) = o.rating() {
            assert!(r >= 1100.0, "rating {r}");
            // At 100 % the fictive draw against R_c (WO 3.4.1.3) may cost a first rating a
            // little against 100 % less half a point.
            let fictive =
                matches!(&o.estimate, EstimateResult::First(f) if f.fictive_draw.is_some());
            if let Some(before) = last.filter(|_| !fictive) {
                assert!(
                    before <= r,
                    "{before} > {r} with more points: {input:?} {remaining:?} {mode:?}"
                );
            }
            last = Some(r);
        } else {
            assert!(last.is_none(), "a rating lost with more points");
        }
    }
    Ok(())
}

/// The chain as estimate JSON, written by hand (the fuzz crate has no JSON writer of its own).
fn as_json(input: &ChainInput, remaining: &Remaining) -> String {
    let opt = |x: Option<String>| x.unwrap_or_else(|| "null".into());
    let list = |items: Vec<String>| format!("[{}]", items.join(","));
    let games = |gs: &[EstimateGame]| {
        list(
            gs.iter()
                .map(|g| {
                    format!(
                        r#"{{"opponent_rating":{},"result":"{}"}}"#,
                        opt(g.opponent_rating.map(|r| r.to_string())),
                        g.result.text()
                    )
                })
                .collect(),
        )
    };
    let kind = match input.kind {
        EstimateKind::Forecast => "forecast",
        EstimateKind::Recheck => "recheck",
        EstimateKind::FirstRating => "first_rating",
    };
    let rest = list(
        input
            .rest_games
            .iter()
            .map(|g| {
                format!(
                    r#"{{"opponent_rating":{},"score":{:?},"date":"{}"}}"#,
                    g.opponent_rating, g.score, g.date
                )
            })
            .collect(),
    );
    let tournaments = list(
        input
            .tournaments
            .iter()
            .map(|t| {
                format!(
                    r#"{{"name":"{}","end_date":"{}","start_date":{},"k":{},"games":{}}}"#,
                    t.name,
                    t.end_date,
                    opt(t.start_date.map(|d| format!("\"{d}\""))),
                    opt(t.k.map(|k| format!("{k:?}"))),
                    games(&t.games)
                )
            })
            .collect(),
    );
    format!(
        r#"{{"kind":"{kind}","dwz":{},"index":{},"birth_year":{},"rest_games":{rest},
        "tournaments":{tournaments},"remaining":{{"opponent_ratings":{},"target":{}}}}}"#,
        opt(input.dwz.map(|r| r.to_string())),
        opt(input.index.map(|r| r.to_string())),
        opt(input.birth_year.map(|r| r.to_string())),
        list(
            remaining
                .opponent_ratings
                .iter()
                .map(|r| r.to_string())
                .collect()
        ),
        opt(remaining.target.map(|r| r.to_string())),
    )
}
