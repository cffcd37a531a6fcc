//! "Meine Turniere": several tournaments of one player that are not evaluated yet,
//! one after the other, each an estimate of Anhang 3.3 ([`estimate_checked`]) starting from what
//! the one before left.
//!
//! * Order (WO 2.2.3): by end date, then start date (a missing start date counts as the end
//!   date), then the order given ([`evaluation_order`]).
//! * A player with DWZ: each tournament starts from the previous R_n and index; the index rises
//!   by one in a tournament with a counted game (WO 2.2.4), the age group follows each
//!   tournament's end year (WO 3.2). A tournament without a counted game leaves rating and index
//!   as they were (status rated, no R_n).
//! * A tournament's `k`, where given, is the K of its official evaluation and is used for it in
//!   any kind (Anhang 3.3 b).
//! * A player without DWZ: each tournament's games against rated opponents plus his Restpartien
//!   still valid at its end (WO 4.1.1) give the first rating when WO 3.4.1.1 allows it (5 games,
//!   ½ point); otherwise those games become Restpartien (the opponent's rating as entered, the
//!   score, dated with the tournament's end). After the first rating he continues as
//!   established with index 1.
//! * Forfeits and opponents without DWZ never count (as in the single estimate).

use super::date::Date;
use super::estimate::{
    estimate_checked, validate, EstimateGame, EstimateInput, EstimateKind, EstimateResult,
};
use super::evaluation::DEFAULT_INDEX;
use super::k_factor::Parameters;
use super::limits;
use super::probability::Mode;
use super::tournament::RestGame;
use super::whatif::{table, Remaining, WhatIf};
use crate::input::{At, Field, InputError, Place, Problem};

/// One tournament of the chain as the player enters it.
#[derive(Debug, Clone, PartialEq)]
pub struct ChainTournament {
    /// The tournament's name, as the user gave it.
    pub name: String,
    /// The end date: the order, the age group and the validity of Restpartien.
    pub end_date: Date,
    /// The start date (only the order among tournaments ending the same day).
    pub start_date: Option<Date>,
    /// The K of its official evaluation, if known.
    pub k: Option<f64>,
    /// The player's games in it.
    pub games: Vec<EstimateGame>,
}

/// The chain: how it starts (the player) and the tournaments in any order.
#[derive(Debug, Clone, PartialEq)]
pub struct ChainInput {
    /// Forecast or recheck: the player has a DWZ; first rating: he has none (`dwz` ignored).
    pub kind: EstimateKind,
    /// His DWZ before the first tournament (forecast or recheck).
    pub dwz: Option<u32>,
    /// `None` with a DWZ: 6 (WO 2.2.4).
    pub index: Option<u32>,
    /// His year of birth (the age group of Anhang 1.3).
    pub birth_year: Option<i32>,
    /// A player without DWZ: his stored Restpartien.
    pub rest_games: Vec<RestGame>,
    /// The tournaments, in any order (sorted by end date, then start date).
    pub tournaments: Vec<ChainTournament>,
}

/// What a tournament of the chain was for the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChainStatus {
    /// He came with a DWZ (R_n, or nothing without a counted game).
    Rated,
    /// He came without and got his first rating here.
    FirstRating,
    /// He came without and still has none: the games became Restpartien.
    NoRatingYet,
}

impl ChainStatus {
    /// The code in the JSON: `rated`, `first_rating`, `no_rating_yet`.
    pub fn code(self) -> &'static str {
        match self {
            ChainStatus::Rated => "rated",
            ChainStatus::FirstRating => "first_rating",
            ChainStatus::NoRatingYet => "no_rating_yet",
        }
    }
}

/// One tournament evaluated in the chain.
#[derive(Debug, Clone, PartialEq)]
pub struct ChainStep {
    /// Its position in the input (0-based).
    pub position: usize,
    /// The tournament's name.
    pub name: String,
    /// Its end date.
    pub end_date: Date,
    /// Its start date, where given.
    pub start_date: Option<Date>,
    /// What the tournament was for the player.
    pub status: ChainStatus,
    /// The single estimate it was (the player's rating and index as he came, its games, his
    /// valid Restpartien).
    pub input: EstimateInput,
    /// What the single estimate gave.
    pub result: EstimateResult,
}

impl ChainStep {
    /// The rating this step leaves, with its index: R_n (or the rating brought in where nothing
    /// counted), or R_1 with index 1 (WO 3.4.1); `None` while there is no rating.
    pub fn rating_left(&self) -> Option<(f64, Option<u32>)> {
        match &self.result {
            EstimateResult::Rated(r) => Some((r.rn.unwrap_or(r.ro), r.index_new)),
            EstimateResult::First(f) => f.r1.map(|r| (r, Some(1))),
        }
    }
}

/// The whole chain.
#[derive(Debug, Clone, PartialEq)]
pub struct Chain {
    /// The tournaments in evaluation order.
    pub steps: Vec<ChainStep>,
    /// The rating and index after the last tournament; `None` while there is no rating.
    pub final_rating: Option<(f64, u32)>,
    /// The Restpartien still valid at the last end date (empty once rated).
    pub rest_games: Vec<RestGame>,
}

/// WO 2.2.3: the positions of `tournaments` in evaluation order: by end date, then start date
/// (a missing one counts as the end date), then as given.
///
/// ```
/// use wertung::dwz::chain::{evaluation_order, ChainTournament};
/// use wertung::dwz::Date;
/// let t = |end: &str, start: Option<&str>| ChainTournament { name: String::new(),
///     end_date: Date::parse(end).unwrap(), start_date: start.and_then(Date::parse), k: None,
///     games: vec![] };
/// // B and C end on 04.10.; C began on 02.10., B counts as beginning on its end: C before B.
/// let ts = [t("2026-11-15", None), t("2026-10-04", None), t("2026-10-04", Some("2026-10-02"))];
/// assert_eq!(evaluation_order(&ts), [2, 1, 0]);
/// ```
pub fn evaluation_order(tournaments: &[ChainTournament]) -> Vec<usize> {
    let dates: Vec<(Date, Option<Date>)> = tournaments
        .iter()
        .map(|t| (t.end_date, t.start_date))
        .collect();
    order_by_dates(&dates)
}

/// WO 2.2.3, the one place of the rule: the positions of tournaments given as `(end, start)` in
/// evaluation order: by end date, then start date (a missing one counts as the end date), then
/// as given (the sort is stable; the VKZ level of the rule is not known to a file).
///
/// ```
/// use wertung::dwz::chain::order_by_dates;
/// use wertung::dwz::Date;
/// let d = |s| Date::parse(s).unwrap();
/// // Two end on 04.10.: the one begun on 02.10. first; the 15.11. last.
/// let dates = [(d("2026-11-15"), None), (d("2026-10-04"), Some(d("2026-10-03"))),
///              (d("2026-10-04"), Some(d("2026-10-02")))];
/// assert_eq!(order_by_dates(&dates), [2, 1, 0]);
/// ```
pub fn order_by_dates(dates: &[(Date, Option<Date>)]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..dates.len()).collect();
    order.sort_by_key(|&k| {
        let (end, start) = dates[k];
        (end, start.unwrap_or(end))
    });
    order
}

/// The player's state between two tournaments.
enum State {
    Rated { rating: f64, index: Option<u32> },
    Unrated { rest_games: Vec<RestGame> },
}

/// Evaluates the chain (see the module docs). Errors name the tournament by its position in the
/// input ("Turnier 2, Partie 3, …").
///
/// ```
/// use wertung::dwz::chain::*;
/// use wertung::dwz::estimate::{EstimateGame, EstimateKind, SingleResult};
/// use wertung::dwz::{Date, Mode, Parameters};
/// let game = |r, s| EstimateGame { opponent_rating: Some(r), result: SingleResult::Score(s) };
/// let t = |name: &str, end: &str, games| ChainTournament { name: name.into(),
///     end_date: Date::parse(end).unwrap(), start_date: None, k: None, games };
/// // 1743-23, adult. Open A (04.10.) comes first although given second: a win against 1612,
/// // P(131) = 0,678, K 28: 1743 + 28 · 0,322 = 1752,016 → 1752-24. Then the club match
/// // (15.11.): a draw against 1800, P(-48) = 0,433: 1752 + 28 · 0,067 = 1753,876 → 1754-25.
/// let input = ChainInput {
///     kind: EstimateKind::Forecast, dwz: Some(1743), index: Some(23), birth_year: Some(1979),
///     rest_games: vec![],
///     tournaments: vec![t("Club", "2026-11-15", vec![game(1800, 0.5)]),
///                       t("Open A", "2026-10-04", vec![game(1612, 1.0)])],
/// };
/// let c = chain(&input, Mode::Table, &Parameters::default()).unwrap();
/// assert_eq!(c.steps.iter().map(|s| s.position).collect::<Vec<_>>(), [1, 0]);
/// assert_eq!(c.final_rating, Some((1754.0, 25)));
/// ```
pub fn chain(input: &ChainInput, mode: Mode, params: &Parameters) -> Result<Chain, InputError> {
    validate_chain(input)?;
    params.validate()?;
    let mut state = match input.kind {
        EstimateKind::FirstRating => State::Unrated {
            rest_games: input.rest_games.clone(),
        },
        _ => State::Rated {
            // The single estimate says that a DWZ is needed (validated above).
            rating: f64::from(input.dwz.unwrap_or_default()),
            index: input.index,
        },
    };
    let mut steps = Vec::with_capacity(input.tournaments.len());
    for position in evaluation_order(&input.tournaments) {
        let t = &input.tournaments[position];
        let step = step(input, t, &state, mode, params)
            .map_err(|e| e.within(At::ChainTournament(position + 1)))?;
        state = after(&step, t, state);
        steps.push(ChainStep {
            position,
            name: t.name.clone(),
            end_date: t.end_date,
            start_date: t.start_date,
            ..step
        });
    }
    let (final_rating, rest_games) = match state {
        State::Rated { rating, index } => {
            (Some((rating, index.unwrap_or(DEFAULT_INDEX))), Vec::new())
        }
        State::Unrated { rest_games } => (None, rest_games),
    };
    Ok(Chain {
        steps,
        final_rating,
        rest_games,
    })
}

/// [`chain`], and the what-if table of its last tournament (in evaluation order) with the
/// remaining games (module [`super::whatif`]).
pub fn chain_what_if(
    input: &ChainInput,
    remaining: &Remaining,
    mode: Mode,
    params: &Parameters,
) -> Result<(Chain, WhatIf), InputError> {
    remaining.validate()?;
    let c = chain(input, mode, params)?;
    let what_if = match c.steps.last() {
        Some(last) => table(&last.input, remaining, mode, params)?,
        None => WhatIf {
            outcomes: Vec::new(),
            points_to_keep: None,
            points_for_target: None,
        },
    };
    Ok((c, what_if))
}

/// The player's fields (against the earliest end date) and every tournament's games and K.
fn validate_chain(input: &ChainInput) -> Result<(), InputError> {
    if input.tournaments.is_empty() {
        return Err(InputError::missing(Place::default(), Field::Tournaments));
    }
    limits::at_most(
        input.tournaments.len(),
        limits::TOURNAMENTS_IN_CHAIN,
        Place::default(),
        Field::Tournaments,
    )?;
    let earliest = input.tournaments.iter().map(|t| t.end_date).min();
    validate(&EstimateInput {
        kind: input.kind,
        end_date: earliest,
        dwz: input.dwz,
        index: input.index,
        birth_year: input.birth_year,
        k: None,
        games: Vec::new(),
        rest_games: input.rest_games.clone(),
    })?;
    if input.kind != EstimateKind::FirstRating && input.dwz.is_none() {
        return Err(InputError::new(
            Place::default(),
            Field::Dwz,
            "",
            Problem::DwzNeeded,
        ));
    }
    for (k, t) in input.tournaments.iter().enumerate() {
        validate(&EstimateInput {
            kind: input.kind,
            end_date: Some(t.end_date),
            dwz: None,
            index: None,
            birth_year: None,
            k: t.k,
            games: t.games.clone(),
            rest_games: Vec::new(),
        })
        .map_err(|e| e.within(At::ChainTournament(k + 1)))?;
    }
    Ok(())
}

/// The single estimate of tournament `t` from `state`.
fn step(
    input: &ChainInput,
    t: &ChainTournament,
    state: &State,
    mode: Mode,
    params: &Parameters,
) -> Result<ChainStep, InputError> {
    let mut single = EstimateInput {
        kind: input.kind,
        end_date: Some(t.end_date),
        dwz: None,
        index: None,
        birth_year: input.birth_year,
        k: t.k,
        games: t.games.clone(),
        rest_games: Vec::new(),
    };
    let status = match state {
        State::Rated { rating, index } => {
            // A given K counts in any kind: the single estimate takes it in a recheck.
            single.kind = match t.k {
                Some(_) => EstimateKind::Recheck,
                None if input.kind == EstimateKind::FirstRating => EstimateKind::Forecast,
                None => input.kind,
            };
            single.dwz = Some(rating.round() as u32);
            single.index = *index;
            ChainStatus::Rated
        }
        State::Unrated { rest_games } => {
            single.kind = EstimateKind::FirstRating;
            // All he holds: the estimate leaves out (and counts) those expired at this end.
            single.rest_games.clone_from(rest_games);
            ChainStatus::NoRatingYet
        }
    };
    let result = estimate_checked(&single, mode, params)?;
    let status = match (&result, status) {
        (EstimateResult::First(f), _) if f.r1.is_some() => ChainStatus::FirstRating,
        (_, s) => s,
    };
    Ok(ChainStep {
        position: 0,
        name: String::new(),
        end_date: t.end_date,
        start_date: None,
        status,
        input: single,
        result,
    })
}

/// WO 4.1.1: the Restpartien still valid in a tournament ending on `end`.
fn valid_at(rest_games: &[RestGame], end: Date) -> Vec<RestGame> {
    rest_games
        .iter()
        .filter(|g| g.is_valid_at(end))
        .cloned()
        .collect()
}

/// What the player leaves tournament `t` with: R_n and index + 1 (or what he came with, without
/// a counted game); R_1 and index 1; or, without a first rating, his valid Restpartien and the
/// tournament's games as new ones.
fn after(step: &ChainStep, t: &ChainTournament, state: State) -> State {
    match &step.result {
        EstimateResult::Rated(r) => match (r.rn, r.index_new) {
            (Some(rn), Some(index)) => State::Rated {
                rating: rn,
                index: Some(index),
            },
            _ => state,
        },
        EstimateResult::First(f) => match f.r1 {
            Some(r1) => State::Rated {
                rating: r1,
                index: Some(1),
            },
            None => {
                let mut rest_games = valid_at(&step.input.rest_games, t.end_date);
                rest_games.extend(new_rest_games(&t.games, t.end_date));
                State::Unrated { rest_games }
            }
        },
    }
}

/// The games of a tournament without a first rating that become Restpartien: against rated
/// opponents, played at the board, dated with the tournament's end.
fn new_rest_games(games: &[EstimateGame], end: Date) -> impl Iterator<Item = RestGame> + '_ {
    games.iter().filter_map(move |g| {
        Some(RestGame {
            opponent_rating: g.opponent_rating?,
            score: g.result.score()?,
            date: end,
        })
    })
}
