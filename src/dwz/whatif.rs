//! "Was wäre wenn?": the remaining games of a tournament. For every total score
//! the player can still make in them, the estimate of Anhang 3.3 with those games added: the new
//! DWZ and its change, or (without DWZ) the first rating or why there would be none.
//!
//! Only the total W of the remaining games matters, not which game is won: W_e (WO 3.3.2) depends
//! on the ratings alone, K (Anhang 1.3) on R_o, the index, the age group, W and W_e, R_n (WO
//! 3.5.2) on K, W and W_e, and R_1 (Anhang 1.1, 1.2.2) on the ratings and W. So there is one
//! outcome per total `points` = 0, ½, …, n, computed by the single estimate itself
//! ([`estimate_checked`]) with the remaining games added to the player's games (the wins first,
//! then a draw, then the losses).
//!
//! R_n rises with the points (K (W - W_e) is below 0 exactly when W < W_e). R_1 may not at the
//! very top: at 100 % a fictive draw against R_c is counted (WO 3.4.1.3), which can give a little
//! less than 100 % less half a point; the table shows it as the rules give it.
//!
//! Besides the table: the least points that keep the DWZ (change ≥ 0, [`WhatIf::points_to_keep`])
//! and the least points that reach a target rating ("Ziel-DWZ", [`WhatIf::points_for_target`]).

use super::estimate::{
    estimate_checked, validate, EstimateGame, EstimateInput, EstimateResult, SingleResult,
};
use super::k_factor::Parameters;
use super::limits::{self, RATING};
use super::probability::Mode;
use super::rating::NoFirstRating;
use crate::input::{At, Field, InputError, Place};

/// At most this many remaining games (a table of 2 n + 1 rows; more is no what-if a player asks,
/// and each row is a whole estimate).
pub const MAX_REMAINING: usize = limits::REMAINING_GAMES;

/// The remaining games: one opponent rating each, and optionally a target rating.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Remaining {
    /// The DWZ of each remaining opponent (an opponent without DWZ would not count).
    pub opponent_ratings: Vec<u32>,
    /// "Ziel-DWZ": the rating the player wants to reach (R_n, or R_1 without DWZ).
    pub target: Option<u32>,
}

impl Remaining {
    /// At most [`MAX_REMAINING`] games; every rating (place "restliche Partie j", 1-based) and
    /// the target against [`limits::RATING`].
    ///
    /// ```
    /// use wertung::dwz::whatif::Remaining;
    /// let r = Remaining { opponent_ratings: vec![1700, 0], target: None };
    /// assert_eq!(r.validate().unwrap_err().to_string(),
    ///     "restliche Partie 2, Gegner-DWZ: „0“ liegt nicht zwischen 1 und 3500");
    /// ```
    pub fn validate(&self) -> Result<(), InputError> {
        limits::at_most(
            self.opponent_ratings.len(),
            MAX_REMAINING,
            Place::default(),
            Field::Remaining,
        )?;
        for (j, &r) in self.opponent_ratings.iter().enumerate() {
            if !limits::rating_ok(r) {
                return Err(InputError::out_of_range(
                    At::Remaining(j + 1),
                    Field::OpponentRating,
                    r,
                    RATING.0,
                    RATING.1,
                ));
            }
        }
        if let Some(t) = self.target.filter(|&t| !limits::rating_ok(t)) {
            return Err(InputError::out_of_range(
                Place::default(),
                Field::TargetRating,
                t,
                RATING.0,
                RATING.1,
            ));
        }
        Ok(())
    }
}

/// One row of the table: a total score in the remaining games and the estimate it gives.
#[derive(Debug, Clone, PartialEq)]
pub struct WhatIfOutcome {
    /// The total score W in the remaining games: 0, 0.5, …, n.
    pub points: f64,
    /// The single estimate with the remaining games added.
    pub estimate: EstimateResult,
    /// R_n - the DWZ brought into the tournament (rated player with a counted game).
    pub change: Option<f64>,
}

impl WhatIfOutcome {
    /// The rating this outcome gives: R_n, or R_1 for a player without DWZ.
    pub fn rating(&self) -> Option<f64> {
        match &self.estimate {
            EstimateResult::Rated(r) => r.rn,
            EstimateResult::First(f) => f.r1,
        }
    }

    /// The index after the tournament: index + 1, or 1 with a first rating (WO 2.2.4).
    pub fn index_new(&self) -> Option<u32> {
        match &self.estimate {
            EstimateResult::Rated(r) => r.index_new,
            EstimateResult::First(f) => f.r1.map(|_| 1),
        }
    }

    /// Why there would be no first rating (player without DWZ).
    pub fn no_first_rating(&self) -> Option<NoFirstRating> {
        match &self.estimate {
            EstimateResult::Rated(_) => None,
            EstimateResult::First(f) => f.none_because,
        }
    }
}

/// The what-if table.
#[derive(Debug, Clone, PartialEq)]
pub struct WhatIf {
    /// One outcome per total score 0, ½, …, n, rising.
    pub outcomes: Vec<WhatIfOutcome>,
    /// The least points with a change ≥ 0 (keeps the DWZ); `None` without DWZ or if none does.
    pub points_to_keep: Option<f64>,
    /// The least points whose R_n (or R_1) reaches the target; `None` without a target or if
    /// it cannot be reached.
    pub points_for_target: Option<f64>,
}

/// The what-if table of one tournament (see the module docs): `input` with its games so far,
/// and the remaining games.
///
/// ```
/// use wertung::dwz::estimate::*;
/// use wertung::dwz::whatif::{what_if, Remaining};
/// use wertung::dwz::{Date, Mode, Parameters};
/// // 1743-23, adult (born 1979, tournament ends 2026): two rounds left against 1700 and 1800.
/// // P(43) = 0,560, P(-57) = 0,420: W_e = 0,980; K = K_0 = 28 (adult, index over 10, R_o over
/// // 1600: b = 1, a = 0). R_n = 1743 + 28 (W - 0,98):
/// // W 0: 1715,56 → 1716 (-27); ½: 1729,56 → 1730 (-13); 1: 1743,56 → 1744 (+1);
/// // 1½: 1757,56 → 1758 (+15); 2: 1771,56 → 1772 (+29).
/// let input = EstimateInput {
///     kind: EstimateKind::Forecast, end_date: Date::parse("2026-10-04"), dwz: Some(1743),
///     index: Some(23), birth_year: Some(1979), k: None, games: vec![], rest_games: vec![],
/// };
/// let remaining = Remaining { opponent_ratings: vec![1700, 1800], target: Some(1750) };
/// let t = what_if(&input, &remaining, Mode::Table, &Parameters::default()).unwrap();
/// let rn: Vec<f64> = t.outcomes.iter().filter_map(|o| o.rating()).collect();
/// assert_eq!(rn, [1716.0, 1730.0, 1744.0, 1758.0, 1772.0]);
/// assert_eq!(t.outcomes[0].change, Some(-27.0));
/// assert_eq!((t.points_to_keep, t.points_for_target), (Some(1.0), Some(1.5)));
/// ```
pub fn what_if(
    input: &EstimateInput,
    remaining: &Remaining,
    mode: Mode,
    params: &Parameters,
) -> Result<WhatIf, InputError> {
    validate(input)?;
    params.validate()?;
    remaining.validate()?;
    table(input, remaining, mode, params)
}

/// [`what_if`] of an input already checked (a chain's last tournament, which starts from a
/// computed rating).
pub(crate) fn table(
    input: &EstimateInput,
    remaining: &Remaining,
    mode: Mode,
    params: &Parameters,
) -> Result<WhatIf, InputError> {
    let n = remaining.opponent_ratings.len();
    let mut outcomes = Vec::with_capacity(2 * n + 1);
    for half_points in 0..=2 * n {
        let with = with_remaining(input, &remaining.opponent_ratings, half_points);
        let estimate = estimate_checked(&with, mode, params)?;
        let change = match &estimate {
            EstimateResult::Rated(r) => r.change(),
            EstimateResult::First(_) => None,
        };
        outcomes.push(WhatIfOutcome {
            points: half_points as f64 / 2.0,
            estimate,
            change,
        });
    }
    let points_to_keep = least_points(&outcomes, |o| o.change.is_some_and(|c| c >= 0.0));
    let points_for_target = remaining
        .target
        .and_then(|t| least_points(&outcomes, |o| o.rating().is_some_and(|r| r >= f64::from(t))));
    Ok(WhatIf {
        outcomes,
        points_to_keep,
        points_for_target,
    })
}

/// The first (least) points of an outcome with `ok`.
fn least_points(outcomes: &[WhatIfOutcome], ok: impl Fn(&WhatIfOutcome) -> bool) -> Option<f64> {
    outcomes.iter().find(|o| ok(o)).map(|o| o.points)
}

/// `input` with the remaining games added, scoring `half_points` / 2 in them: the wins first,
/// then one draw if the half points are odd, then the losses (only the total matters).
///
/// ```
/// use wertung::dwz::estimate::{EstimateInput, EstimateKind};
/// use wertung::dwz::whatif::with_remaining;
/// let input = EstimateInput {
///     kind: EstimateKind::Forecast, end_date: None, dwz: Some(1743), index: None,
///     birth_year: None, k: None, games: vec![], rest_games: vec![],
/// };
/// let two_and_a_half = with_remaining(&input, &[1700, 1800, 1900, 2000], 5);
/// let scores: Vec<&str> = two_and_a_half.games.iter().map(|g| g.result.text()).collect();
/// assert_eq!(scores, ["1", "1", "½", "0"]);
/// ```
pub fn with_remaining(input: &EstimateInput, ratings: &[u32], half_points: usize) -> EstimateInput {
    let wins = half_points / 2;
    let draw = half_points % 2 == 1;
    let mut with = input.clone();
    with.games
        .extend(ratings.iter().enumerate().map(|(j, &r)| EstimateGame {
            opponent_rating: Some(r),
            result: SingleResult::Score(if j < wins {
                1.0
            } else if j == wins && draw {
                0.5
            } else {
                0.0
            }),
        }));
    with
}
