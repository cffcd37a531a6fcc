//! The rating formulas: start value R_p (Anhang 1.1.1), first rating R_1 (WO 3.4.4.2, Anhang
//! 1.2.2), new rating R_n (WO 3.5.2) and performance R_h (WO 3.6, Anhang 1.1.4).

use super::iteration::{iterate, IterPlayer, IterationResult, Opponent};
use super::k_factor::{k_factor, AgeGroup, KFactor, Parameters};
use super::numeric::{div_round, round_half_away, round_int};
use super::probability::Mode;

/// WO 3.4.1 / 3.6.1: at least 5 games for a Zusatzstufe and for a performance R_h.
pub const MIN_GAMES: usize = 5;
/// WO 3.4.1.1: at least half a point in those games.
pub const MIN_POINTS: f64 = 0.5;

/// Why a player without DWZ gets no first rating (yet), and what would change that.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NoFirstRating {
    /// Fewer than 5 games against rated opponents including Restpartien (WO 3.4.1.1).
    TooFewGames {
        /// The games he has.
        n: usize,
        /// The games needed (5).
        needed: usize,
    },
    /// Not a single point (half point) in them (WO 3.4.1.1).
    NoPoints {
        /// The games he has, all lost.
        n: usize,
    },
}

impl NoFirstRating {
    /// How many more games are needed (0 when games are not what is missing).
    pub fn games_missing(self) -> usize {
        match self {
            NoFirstRating::TooFewGames { n, needed } => needed.saturating_sub(n),
            NoFirstRating::NoPoints { .. } => 0,
        }
    }
}

/// WO 3.4.1.1 / 3.4.1.2: a player without DWZ may get a first rating with at least 5 games
/// (with his Restpartien) against the players that count, and 0,5 points in them. The one place
/// of this rule: the Zusatzstufen of an evaluation and the Erst-DWZ estimate use it.
///
/// ```
/// use wertung::dwz::rating::{may_get_first_rating, NoFirstRating};
/// // Anhang 3.1.1, J: a Restpartie and 5 games against established players, 1,5 points
/// assert!(may_get_first_rating(6, 1.5).is_ok());
/// assert_eq!(may_get_first_rating(4, 2.0), Err(NoFirstRating::TooFewGames { n: 4, needed: 5 }));
/// assert_eq!(may_get_first_rating(5, 0.0), Err(NoFirstRating::NoPoints { n: 5 }));
/// ```
pub fn may_get_first_rating(n: usize, w: f64) -> Result<(), NoFirstRating> {
    if n < MIN_GAMES {
        Err(NoFirstRating::TooFewGames {
            n,
            needed: MIN_GAMES,
        })
    } else if w < MIN_POINTS {
        Err(NoFirstRating::NoPoints { n })
    } else {
        Ok(())
    }
}
/// WO 3.5.2 / 3.4.4.2: the lowest DWZ.
pub const RATING_FLOOR: f64 = 1100.0;
/// Anhang 1.2.2: first ratings from this value on are not corrected.
pub const CORRECTION_LIMIT: f64 = 2000.0;

/// Anhang 1.1.1: R_p = R_c + D(p), with R_c the opponents' average (an integer in table mode)
/// and p = W / n. `None` without opponents.
///
/// ```
/// use wertung::dwz::{start_value, Mode};
/// // Anhang 3.1.2.1, player J: Restpartie 1500 and A, D, E, G, H: R_c 1735, p 0,25, R_p 1544.
/// let j = start_value(Mode::Table, 1.5, &[1500.0, 2220.0, 1950.0, 1800.0, 1640.0, 1300.0]);
/// assert_eq!(j, Some(1544.0));
/// ```
pub fn start_value(mode: Mode, w: f64, opponents: &[f64]) -> Option<f64> {
    let rc = mode.average(opponents.iter().copied())?;
    let p = mode.percentage(w, opponents.len());
    Some(mode.rating(rc + mode.d(p)))
}

/// WO 3.4.4.2 / Anhang 1.2.2: the first rating R_1 from the iteration result R_i:
/// R_i from 2000 on; R_i + r (2000 - R_i) from 1100; 1100 + 9 r R_i / 11 below (R_i < 0 counts
/// as 0, so 1100 is the lowest first rating). Rounded to an integer.
///
/// ```
/// use wertung::dwz::{first_rating, Parameters};
/// let p = Parameters::default();
/// // Anhang 3.1.4: R_i 1430, 1108, 2329, 1387, 1450 give R_1 1476, 1179, 2329, 1436, 1494.
/// let r1: Vec<f64> = [1430.0, 1108.0, 2329.0, 1387.0, 1450.0].iter().map(|&r| first_rating(&p, r)).collect();
/// assert_eq!(r1, vec![1476.0, 1179.0, 2329.0, 1436.0, 1494.0]);
/// assert_eq!(first_rating(&p, -50.0), 1100.0);
/// ```
pub fn first_rating(params: &Parameters, r_i: f64) -> f64 {
    let r_i = r_i.max(0.0);
    let r1 = if r_i >= CORRECTION_LIMIT {
        r_i
    } else if r_i >= RATING_FLOOR {
        r_i + params.r * (CORRECTION_LIMIT - r_i)
    } else {
        RATING_FLOOR + 9.0 * params.r * r_i / 11.0
    };
    round_half_away(r1, 0)
}

/// WO 3.5.2: R_n = R_o + K * (W - W_e), rounded to an integer (half away from zero, on R_n
/// itself, not on the change), at least 1100. In table mode R_n is formed exactly from R_o, K in
/// tenths and W - W_e in thousandths.
///
/// ```
/// use wertung::dwz::{new_rating, Mode};
/// // Anhang 3.1.10 / 3.2, player B: 2100 + 32 * (2,5 - 3,088) = 2100 - 18,816 = 2081
/// assert_eq!(new_rating(Mode::Table, 2100.0, 32.0, 2.5, 3.088), 2081.0);
/// // player H: 1300 + 24,5 * (1 - 1,308) = 1292
/// assert_eq!(new_rating(Mode::Table, 1300.0, 24.5, 1.0, 1.308), 1292.0);
/// // 2059 + 25 * (2,5 - 3,6) = 2031,5: the rating is rounded, so 2032 (not 2059 - 28)
/// assert_eq!(new_rating(Mode::Table, 2059.0, 25.0, 2.5, 3.6), 2032.0);
/// ```
pub fn new_rating(mode: Mode, r_o: f64, k: f64, w: f64, w_e: f64) -> f64 {
    unfloored(mode, r_o, k, w, w_e).max(RATING_FLOOR)
}

/// Whether the floor of WO 3.5.2 lifts R_n: R_o + K (W - W_e), rounded, is below 1100 (so
/// that a player at or below it may even gain with a score below his expectation).
///
/// ```
/// use wertung::dwz::{rating::floor_lifts, new_rating, Mode};
/// // 0 of 9 from 1045 (the old scale), K 10, W_e 0,9: 1045 - 9 = 1036, lifted to 1100.
/// assert!(floor_lifts(Mode::Exact, 1045.0, 10.0, 0.0, 0.9));
/// assert_eq!(new_rating(Mode::Exact, 1045.0, 10.0, 0.0, 0.9), 1100.0);
/// assert!(!floor_lifts(Mode::Table, 2100.0, 32.0, 2.5, 3.088));
/// ```
pub fn floor_lifts(mode: Mode, r_o: f64, k: f64, w: f64, w_e: f64) -> bool {
    unfloored(mode, r_o, k, w, w_e) < RATING_FLOOR
}

/// R_n of WO 3.5.2 before the floor.
fn unfloored(mode: Mode, r_o: f64, k: f64, w: f64, w_e: f64) -> f64 {
    match mode {
        Mode::Table => {
            let r_o_units = (r_o * 10_000.0).round() as i64;
            let k_tenths = (k * 10.0).round() as i64;
            let diff_milli = (w * 1000.0).round() as i64 - (w_e * 1000.0).round() as i64;
            div_round(r_o_units + k_tenths * diff_milli, 10_000) as f64
        }
        Mode::Exact => round_int(r_o + k * (w - w_e)) as f64,
    }
}

/// WO 3.4.1.3 / Anhang 1.1.1 and 1.1.4: at 100 % (W = n) a fictive draw is added against the
/// average R_c of `ratings` (for a Zusatzspieler: his Restpartien and Auswahl II at their start
/// values; for a performance: the real opponents). Returns the draw's opponent rating, or `None`
/// below 100 % or without games. The one place of this rule: the Gesamtiteration, the performance
/// and the Erst-DWZ estimate all use it.
///
/// ```
/// use wertung::dwz::{rating::fictive_draw, Mode};
/// // Anhang 3.1.6, player A: 7 of 7 against 2100 2000 1950 1800 1700 1640 1476: R_c 1809.
/// let a = [2100.0, 2000.0, 1950.0, 1800.0, 1700.0, 1640.0, 1476.0];
/// assert_eq!(fictive_draw(Mode::Table, 7.0, &a), Some(1809.0));
/// assert_eq!(fictive_draw(Mode::Table, 6.5, &a), None);
/// ```
pub fn fictive_draw(mode: Mode, w: f64, ratings: &[f64]) -> Option<f64> {
    if ratings.is_empty() || w < ratings.len() as f64 {
        return None;
    }
    mode.average(ratings.iter().copied())
}

/// What an established player leaves a tournament with (WO 3.5): W_e, K, R_n and the new index.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NewRating {
    /// W_e, the sum of P(D) (WO 3.3.2).
    pub we: f64,
    /// K with its parts (for a given K only `k` and `raw` are the given value).
    pub k: KFactor,
    /// Whether K was given (the K of an official evaluation, Anhang 3.3 b).
    pub k_given: bool,
    /// R_n (WO 3.5.2).
    pub rn: f64,
    /// The index + 1 (WO 2.2.4).
    pub index_new: u32,
}

/// WO 3.5 for an established player: W_e against the ratings his opponents count with (3.3.2),
/// K = K_0 * b + a (3.5.1, Anhang 1.3) or the K of the official evaluation where one is given
/// (Nach-Berechnung, Anhang 3.3 b), R_n = R_o + K (W - W_e) (3.5.2), and the index + 1 (2.2.4).
/// `None` without a game that counts. The one place of this step: the tournament evaluation and
/// the single-player estimates both use it.
///
/// ```
/// use wertung::dwz::{rating::rate_established, AgeGroup, Mode, Parameters};
/// // Anhang 3.1.8 - 3.1.10, player B (junior, 2100-55): 2,5 against A, E, G at 1961, K, L.
/// let b = rate_established(Mode::Table, &Parameters::default(), AgeGroup::Junior, 2100.0, 55,
///     2.5, &[2220.0, 1800.0, 1961.0, 1179.0, 2329.0], None).unwrap();
/// assert_eq!((b.we, b.k.k, b.rn, b.index_new), (3.088, 32.0, 2081.0, 56));
/// ```
#[allow(clippy::too_many_arguments)]
pub fn rate_established(
    mode: Mode,
    params: &Parameters,
    age: AgeGroup,
    r_o: f64,
    index: u32,
    w: f64,
    opponents: &[f64],
    given_k: Option<f64>,
) -> Option<NewRating> {
    if opponents.is_empty() {
        return None;
    }
    let we = mode.expected_score(r_o, opponents.iter().copied());
    let computed = k_factor(params, age, r_o, index, w, we);
    let k = match given_k {
        Some(k) => KFactor {
            raw: k,
            k: round_half_away(k, 1),
            ..computed
        },
        None => computed,
    };
    Some(NewRating {
        we,
        k,
        k_given: given_k.is_some(),
        rn: new_rating(mode, r_o, k.k, w, we),
        index_new: index.saturating_add(1),
    })
}

/// The performance iteration with its start and trace (for display).
#[derive(Debug, Clone, PartialEq)]
pub struct Performance {
    /// R_c of the real opponents.
    pub rc: f64,
    /// Whether a fictive draw against R_c was added (100 %).
    pub fictive_draw: bool,
    /// Start value R_p = R_c + D(p) (p with the fictive draw).
    pub start: f64,
    /// The iteration from R_p (Anhang 1.2.1).
    pub iteration: IterationResult,
    /// R_h, at least 0.
    pub value: f64,
}

/// WO 3.6.2 / Anhang 1.1.4: the performance R_h against constant opponent ratings: start at
/// R_c + D(p), iterate until W_e = W. At 100 % a fictive draw against R_c is added; at 0 % (or
/// without games) there is no performance. A negative result is shown as 0.
///
/// ```
/// use wertung::dwz::{performance_iteration, Mode};
/// // Anhang 3.1.6, player A: 7 of 7 against 2100 2000 1950 1800 1700 1640 1476; fictive draw
/// // against R_c 1809, start 2244, R_h 2331.
/// let a = performance_iteration(Mode::Table, 7.0, &[2100.0, 2000.0, 1950.0, 1800.0, 1700.0, 1640.0, 1476.0]).unwrap();
/// assert_eq!((a.rc, a.fictive_draw, a.start, a.value), (1809.0, true, 2244.0, 2331.0));
/// ```
pub fn performance_iteration(mode: Mode, w: f64, opponents: &[f64]) -> Option<Performance> {
    if opponents.is_empty() || w <= 0.0 {
        return None;
    }
    let rc = mode.average(opponents.iter().copied())?;
    let mut ratings = opponents.to_vec();
    let mut w_total = w;
    let draw = fictive_draw(mode, w, opponents);
    if let Some(draw) = draw {
        ratings.push(draw);
        w_total += 0.5;
    }
    let start = mode.rating(rc + mode.d(mode.percentage(w_total, ratings.len())));
    let player = IterPlayer {
        start,
        w: w_total,
        opponents: ratings.into_iter().map(Opponent::Fixed).collect(),
    };
    let iteration = iterate(mode, std::slice::from_ref(&player));
    let value = iteration.values.first().copied().unwrap_or(start).max(0.0);
    Some(Performance {
        rc,
        fictive_draw: draw.is_some(),
        start,
        iteration,
        value,
    })
}

/// [`performance_iteration`], only the value R_h.
///
/// ```
/// use wertung::dwz::{performance, Mode};
/// // Anhang 3.1.6, player G: 3,5 of 6 against 2220 2100 1950 1800 1700 1476 gives 1961.
/// assert_eq!(performance(Mode::Table, 3.5, &[2220.0, 2100.0, 1950.0, 1800.0, 1700.0, 1476.0]), Some(1961.0));
/// assert_eq!(performance(Mode::Table, 0.0, &[2000.0; 5]), None);
/// ```
pub fn performance(mode: Mode, w: f64, opponents: &[f64]) -> Option<f64> {
    performance_iteration(mode, w, opponents).map(|p| p.value)
}

/// Anhang 2.4 / 3.2: the rating change one game brings, K * (score - P(D)), with D = own rating
/// minus the opponent's (not rounded; the tables of Anhang 2.4 show it rounded to an integer).
///
/// ```
/// use wertung::dwz::{game_change, Mode};
/// // Anhang 3.2, player B (2100, K 32) against A (2220), lost: 32 * (0 - 0,336) = -10,752
/// assert!((game_change(Mode::Table, 32.0, 2100.0 - 2220.0, 0.0) + 10.752).abs() < 1e-9);
/// ```
pub fn game_change(mode: Mode, k: f64, d: f64, score: f64) -> f64 {
    k * (score - mode.p(d))
}
