//! Estimates with chains of tournaments and what-if tables.

use super::estimate::{estimate_from_value, estimate_out, kind_name, single_games, EstimateOut};
use super::evaluation::{int, mode_name, rest_out, RestGameOut};
use super::read::{describe, syntax_error, whole_number, whole_number_problem, Obj};
use crate::dwz::limits::RATING;
use crate::dwz::numeric::round_half_away;
use crate::dwz::{
    chain, chain_what_if, what_if, Chain, ChainInput, ChainTournament, EstimateInput, EstimateKind,
    EstimateResult, Mode, Parameters, Remaining, WhatIf,
};
use crate::i18n::Lang;
use crate::input::{At, Field, InputError, JsonType, Place, Problem};
use serde::Serialize;
use serde_json::Value;

/// What an estimate JSON asks for: one tournament (`games`) or a chain (`tournaments`).
#[derive(Debug, Clone, PartialEq)]
pub enum EstimateRequest {
    /// One tournament: the player and its games.
    Single(EstimateInput),
    /// A chain of tournaments, evaluated one after the other.
    Chain(ChainInput),
}

/// A whole estimate JSON: the request, the remaining games of the (last) tournament, the mode.
#[derive(Debug, Clone, PartialEq)]
pub struct EstimateFile {
    /// One tournament or a chain.
    pub request: EstimateRequest,
    /// `remaining`: the what-if table.
    pub remaining: Option<Remaining>,
    /// `mode`: exact or table; `None`: the caller's default.
    pub mode: Option<Mode>,
}

/// Reads any estimate JSON (see the README): a single estimate or a chain of tournaments, with
/// `remaining` games. `games` and `tournaments` together are an error.
///
/// ```
/// use wertung::formats::json::{read_estimate_file, EstimateRequest};
/// let f = read_estimate_file(r#"{"kind": "forecast", "dwz": 1743, "index": 23,
///   "tournaments": [{"name": "Open A", "end_date": "2026-10-04",
///                    "games": [{"opponent_rating": 1612, "result": "1"}]}],
///   "remaining": {"opponent_ratings": [1700, 1800], "target": 1800}}"#).unwrap();
/// let EstimateRequest::Chain(c) = &f.request else { panic!() };
/// assert_eq!((c.tournaments.len(), f.remaining.unwrap().target), (1, Some(1800)));
/// let both = read_estimate_file(r#"{"dwz": 1743, "games": [{"opponent_rating": 1612,
///   "result": "1"}], "tournaments": []}"#).unwrap_err();
/// assert_eq!(both.to_string(),
///     "Turniere: nicht zusammen mit Partien: entweder das eine oder das andere");
/// ```
pub fn read_estimate_file(text: &str) -> Result<EstimateFile, InputError> {
    let root: Value = serde_json::from_str(text).map_err(syntax_error)?;
    estimate_file_from_value(&root)
}

/// [`read_estimate_file`] from an already parsed value (the JavaScript API).
pub fn estimate_file_from_value(root: &Value) -> Result<EstimateFile, InputError> {
    let o = Obj::new(Place::default(), root)?;
    let tournaments = o.get(Field::Tournaments);
    let has_games = !o.array(Field::Games)?.is_empty();
    if tournaments.is_some() && has_games {
        return Err(InputError::new(
            Place::default(),
            Field::Tournaments,
            "",
            Problem::NotTogetherWith(Field::Games),
        ));
    }
    let (single, mode) = estimate_from_value(root)?;
    let request = match tournaments {
        None => EstimateRequest::Single(single),
        Some(_) => EstimateRequest::Chain(ChainInput {
            kind: single.kind,
            dwz: single.dwz,
            index: single.index,
            birth_year: single.birth_year,
            rest_games: single.rest_games,
            tournaments: chain_tournaments(&o)?,
        }),
    };
    Ok(EstimateFile {
        request,
        remaining: remaining(&o)?,
        mode,
    })
}

/// The `tournaments` of a chain: name, end date, start date, K, games; each error names the
/// tournament (1-based, in the order given) and the game.
pub(super) fn chain_tournaments(o: &Obj) -> Result<Vec<ChainTournament>, InputError> {
    let list = o.array(Field::Tournaments)?;
    if list.is_empty() {
        return Err(o.missing(Field::Tournaments));
    }
    let mut tournaments = Vec::with_capacity(list.len());
    for (k, v) in list.iter().enumerate() {
        let t = Obj::new(At::ChainTournament(k + 1), v)?;
        tournaments.push(ChainTournament {
            name: t.string(Field::Name)?.unwrap_or_default(),
            end_date: t
                .date(Field::EndDate)?
                .ok_or_else(|| t.missing(Field::EndDate))?,
            start_date: t.date(Field::StartDate)?,
            k: t.number(Field::K)?,
            games: single_games(&t, Field::Games)?,
        });
    }
    Ok(tournaments)
}

/// `remaining`: `opponent_ratings` (each a whole number, "restliche Partie j") and `target`.
pub(super) fn remaining(o: &Obj) -> Result<Option<Remaining>, InputError> {
    let Some(v) = o.get(Field::Remaining) else {
        return Ok(None);
    };
    let Value::Object(map) = v else {
        return Err(o.err(Field::Remaining, v, Problem::WrongType(JsonType::Object)));
    };
    let r = Obj {
        place: o.place.clone(),
        map,
    };
    let list: &[Value] = match r.get_key("opponent_ratings") {
        None => &[],
        Some(Value::Array(a)) => a,
        Some(v) => return Err(r.err(Field::Remaining, v, Problem::WrongType(JsonType::List))),
    };
    let mut opponent_ratings = Vec::new();
    for (j, v) in list.iter().enumerate() {
        let place = r.place.then(At::Remaining(j + 1));
        if v.is_null() {
            return Err(InputError::missing(place, Field::OpponentRating));
        }
        let rating = whole_number(v);
        let problem = match rating {
            Some(r) if (i64::from(RATING.0)..=i64::from(RATING.1)).contains(&r) => {
                opponent_ratings.push(r as u32);
                continue;
            }
            Some(_) => Problem::OutOfRange {
                lo: RATING.0.into(),
                hi: RATING.1.into(),
            },
            None => whole_number_problem(v),
        };
        return Err(InputError::new(
            place,
            Field::OpponentRating,
            describe(v),
            problem,
        ));
    }
    let target = r.rating(Field::TargetRating)?;
    Ok(Some(Remaining {
        opponent_ratings,
        target,
    }))
}

/// The answer to an estimate JSON: the single estimate or the chain, and the what-if table of
/// the (last) tournament when `remaining` was given.
#[derive(Debug, Clone, PartialEq)]
pub enum EstimateAnswer {
    /// One tournament's estimate.
    Single {
        /// Forecast, recheck or first rating.
        kind: EstimateKind,
        /// The estimate.
        result: EstimateResult,
        /// The what-if table, where `remaining` was given.
        what_if: Option<WhatIf>,
    },
    /// A chain's estimates.
    Chain {
        /// Forecast, recheck or first rating, as the chain starts.
        kind: EstimateKind,
        /// The chain, tournament by tournament.
        chain: Chain,
        /// The what-if table of the last tournament, where `remaining` was given.
        what_if: Option<WhatIf>,
    },
}

/// Computes what `file` asks for.
pub fn answer_estimate(
    file: &EstimateFile,
    mode: Mode,
    params: &Parameters,
) -> Result<EstimateAnswer, InputError> {
    Ok(match (&file.request, &file.remaining) {
        (EstimateRequest::Single(input), remaining) => EstimateAnswer::Single {
            kind: input.kind,
            result: crate::dwz::estimate(input, mode, params)?,
            what_if: match remaining {
                Some(r) => Some(what_if(input, r, mode, params)?),
                None => None,
            },
        },
        (EstimateRequest::Chain(input), None) => EstimateAnswer::Chain {
            kind: input.kind,
            chain: chain(input, mode, params)?,
            what_if: None,
        },
        (EstimateRequest::Chain(input), Some(r)) => {
            let (chain, what_if) = chain_what_if(input, r, mode, params)?;
            EstimateAnswer::Chain {
                kind: input.kind,
                chain,
                what_if: Some(what_if),
            }
        }
    })
}

/// One row of the what-if table: `rn`/`change` with a DWZ, `r1`/`reason` without.
#[derive(Serialize)]
#[serde(untagged)]
pub(super) enum OutcomeOut {
    Rated {
        points: f64,
        rn: Option<i64>,
        change: Option<i64>,
        index_new: Option<u32>,
    },
    First {
        points: f64,
        r1: Option<i64>,
        reason: Option<String>,
        index_new: Option<u32>,
    },
}

#[derive(Serialize)]
pub(super) struct WhatIfOut {
    outcomes: Vec<OutcomeOut>,
    points_to_keep: Option<f64>,
    points_for_target: Option<f64>,
}

pub(super) fn what_if_out(w: &WhatIf, lang: Lang) -> WhatIfOut {
    WhatIfOut {
        outcomes: w
            .outcomes
            .iter()
            .map(|o| match &o.estimate {
                EstimateResult::Rated(r) => OutcomeOut::Rated {
                    points: o.points,
                    rn: int(r.rn),
                    change: int(o.change),
                    index_new: r.index_new,
                },
                EstimateResult::First(f) => OutcomeOut::First {
                    points: o.points,
                    r1: int(f.r1),
                    reason: f.none_because.map(|r| lang.no_first_rating(r)),
                    index_new: o.index_new(),
                },
            })
            .collect(),
        points_to_keep: w.points_to_keep,
        points_for_target: w.points_for_target,
    }
}

/// A single estimate as JSON: the estimate's fields, and the what-if's where there is one.
#[derive(Serialize)]
pub struct SingleAnswerOut {
    #[serde(flatten)]
    estimate: EstimateOut,
    #[serde(flatten)]
    what_if: Option<WhatIfOut>,
}

#[derive(Serialize)]
pub(super) struct ChainTournamentOut {
    /// 1-based position in the input.
    position: usize,
    name: String,
    end_date: String,
    start_date: Option<String>,
    status: &'static str,
    #[serde(flatten)]
    estimate: EstimateOut,
}

#[derive(Serialize)]
pub(super) struct FinalOut {
    dwz: i64,
    index: u32,
}

/// A chain as JSON: each tournament's estimate, the final DWZ and index, the Restpartien left.
#[derive(Serialize)]
pub struct ChainOut {
    kind: &'static str,
    mode: &'static str,
    tournaments: Vec<ChainTournamentOut>,
    #[serde(rename = "final")]
    final_rating: Option<FinalOut>,
    rest_games: Vec<RestGameOut>,
    #[serde(flatten)]
    what_if: Option<WhatIfOut>,
}

/// The answer in the shape of `wertung dwz estimate` (see the README).
#[derive(Serialize)]
#[serde(untagged)]
pub enum EstimateAnswerOut {
    /// One tournament.
    Single(SingleAnswerOut),
    /// A chain.
    Chain(ChainOut),
}

/// The answer as JSON (reasons for no first rating in `lang`).
pub fn estimate_answer_out(answer: &EstimateAnswer, mode: Mode, lang: Lang) -> EstimateAnswerOut {
    match answer {
        EstimateAnswer::Single {
            kind,
            result,
            what_if,
        } => EstimateAnswerOut::Single(SingleAnswerOut {
            estimate: estimate_out(*kind, mode, result, lang),
            what_if: what_if.as_ref().map(|w| what_if_out(w, lang)),
        }),
        EstimateAnswer::Chain {
            kind,
            chain,
            what_if,
        } => EstimateAnswerOut::Chain(ChainOut {
            kind: kind_name(*kind),
            mode: mode_name(mode),
            tournaments: chain
                .steps
                .iter()
                .map(|s| ChainTournamentOut {
                    position: s.position + 1,
                    name: s.name.clone(),
                    end_date: s.end_date.to_string(),
                    start_date: s.start_date.map(|d| d.to_string()),
                    status: s.status.code(),
                    estimate: estimate_out(s.input.kind, mode, &s.result, lang),
                })
                .collect(),
            final_rating: chain.final_rating.map(|(r, index)| FinalOut {
                dwz: round_half_away(r, 0) as i64,
                index,
            }),
            rest_games: rest_out(&chain.rest_games),
            what_if: what_if.as_ref().map(|w| what_if_out(w, lang)),
        }),
    }
}

/// [`answer_estimate`] and [`estimate_answer_out`] as pretty-printed text: what
/// `wertung dwz estimate` prints.
pub fn write_estimate_json(
    file: &EstimateFile,
    mode: Mode,
    params: &Parameters,
    lang: Lang,
) -> Result<String, InputError> {
    let answer = answer_estimate(file, mode, params)?;
    Ok(serde_json::to_string_pretty(&estimate_answer_out(&answer, mode, lang)).unwrap_or_default())
}
