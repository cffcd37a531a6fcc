//! WO Anhang 3.3: the estimates a single player makes before (or to check) the official
//! evaluation: Voraus-Berechnung, Nach-Berechnung, and the Erst-DWZ estimate of a player without
//! DWZ.
//!
//! * Forecast (Voraus-Berechnung): opponents without DWZ are left out (3.3 a 1), nobody is an
//!   Ausnahmespieler (a 2); a and b are included as in "Deine-DWZ-pünktlich" (3.3 c).
//! * Recheck (Nach-Berechnung): as the forecast, but the opponents are entered at the rating they
//!   were counted with (first DWZ, or performance of an Ausnahmespieler), and the K of the
//!   evaluation may be given (3.3 b).
//! * First rating (Erst-DWZ): games against rated opponents plus the player's valid Restpartien;
//!   at least 5 games and 0,5 points (WO 3.4.1.1), a fictive draw at 100 % (3.4.1.3), the
//!   iteration of Anhang 1.1 for him alone and the correction of Anhang 1.2.2.

use super::date::Date;
use super::evaluation::DEFAULT_INDEX;
use super::iteration::{iterate, IterPlayer, Opponent};
use super::k_factor::{AgeGroup, KFactor, Parameters};
use super::limits::{self, FIRST_BIRTH_YEAR, GIVEN_K, INDEX, RATING};
use super::numeric::{show, total};
use super::probability::Mode;
use super::rating::{
    fictive_draw, first_rating, game_change, may_get_first_rating, performance, rate_established,
    start_value, NoFirstRating, MIN_GAMES,
};
use super::tournament::{is_valid_score, RestGame};
use crate::input::{Allowed, At, Field, InputError, Place, Problem};

/// Which estimate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EstimateKind {
    /// Voraus-Berechnung.
    #[default]
    Forecast,
    /// Nach-Berechnung.
    Recheck,
    /// Erst-DWZ estimate of a player without DWZ.
    FirstRating,
}

/// The result of a single game from the player's side.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum SingleResult {
    /// 0, 0.5 or 1 at the board.
    Score(f64),
    /// Won without play (+): shown, never counted.
    ForfeitWin,
    /// Lost without play (-): shown, never counted.
    ForfeitLoss,
}

impl SingleResult {
    /// Reads what a player types: `1`, `½`, `r`, `=`, `0.5`, `0,5`, `0`, `+`, `-` or `−` (also
    /// `1/2`).
    ///
    /// ```
    /// use wertung::dwz::estimate::SingleResult;
    /// assert_eq!(SingleResult::parse("½"), Some(SingleResult::Score(0.5)));
    /// assert_eq!(SingleResult::parse("0,5"), Some(SingleResult::Score(0.5)));
    /// assert_eq!(SingleResult::parse("+"), Some(SingleResult::ForfeitWin));
    /// assert_eq!(SingleResult::parse("Remis"), Some(SingleResult::Score(0.5)));
    /// assert_eq!(SingleResult::parse("draw"), Some(SingleResult::Score(0.5)));
    /// assert_eq!(SingleResult::parse("2"), None);
    /// ```
    pub fn parse(text: &str) -> Option<SingleResult> {
        // `−` (U+2212, as the page writes a minus) is read as `-`.
        Some(
            match text.trim().replace('−', "-").to_ascii_lowercase().as_str() {
                "1" | "1.0" | "1,0" | "s" | "w" => SingleResult::Score(1.0),
                "½" | "0.5" | "0,5" | ",5" | ".5" | "1/2" | "r" | "=" | "d" | "remis" | "draw" => {
                    SingleResult::Score(0.5)
                }
                "0" | "0.0" | "0,0" | "v" | "l" => SingleResult::Score(0.0),
                "+" => SingleResult::ForfeitWin,
                "-" => SingleResult::ForfeitLoss,
                _ => return None,
            },
        )
    }

    /// The score if the game counts.
    pub fn score(self) -> Option<f64> {
        match self {
            SingleResult::Score(s) => Some(s),
            _ => None,
        }
    }

    /// The canonical text (`1`, `½`, `0`, `+`, `-`).
    pub fn text(self) -> &'static str {
        match self {
            SingleResult::Score(s) if s >= 1.0 => "1",
            SingleResult::Score(s) if s > 0.0 => "½",
            SingleResult::Score(_) => "0",
            SingleResult::ForfeitWin => "+",
            SingleResult::ForfeitLoss => "-",
        }
    }
}

/// One game of the player: the opponent's rating (`None`: without DWZ) and the result.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EstimateGame {
    /// The opponent's DWZ; `None`: he has none (the game does not count).
    pub opponent_rating: Option<u32>,
    /// The player's result.
    pub result: SingleResult,
}

/// What the player enters.
#[derive(Debug, Clone, PartialEq)]
pub struct EstimateInput {
    /// Forecast, recheck or first rating.
    pub kind: EstimateKind,
    /// Tournament end: the age group and the validity of Restpartien; without it the player
    /// counts as an adult and every Restpartie as valid.
    pub end_date: Option<Date>,
    /// The player's DWZ R_o; `None` for a first rating.
    pub dwz: Option<u32>,
    /// `None` with a DWZ: 6 (WO 2.2.4).
    pub index: Option<u32>,
    /// His year of birth: the age group (WO 3.2, Anhang 1.3).
    pub birth_year: Option<i32>,
    /// Recheck only: the K of the official evaluation.
    pub k: Option<f64>,
    /// His games in the tournament.
    pub games: Vec<EstimateGame>,
    /// First rating only: the player's stored Restpartien.
    pub rest_games: Vec<RestGame>,
}

/// The change one game brings (Anhang 2.4 / 3.2): K * (score - P(D)).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GameChange {
    /// Position in the input's `games`.
    pub game: usize,
    /// The opponent's rating.
    pub opponent_rating: f64,
    /// The player's points: 1, 0,5 or 0.
    pub score: f64,
    /// The expected score P(D) of Anhang 2.1 (2.2 in table mode).
    pub expected: f64,
    /// K * (score - P(D)).
    pub change: f64,
}

/// Forecast or recheck of a player with DWZ.
#[derive(Debug, Clone, PartialEq)]
pub struct RatedEstimate {
    /// The DWZ brought in, R_o.
    pub ro: f64,
    /// The index brought in.
    pub index_old: u32,
    /// True where no index was given and 6 was assumed (WO 2.2.4).
    pub index_assumed: bool,
    /// The age group at the tournament's end (Anhang 1.3).
    pub age_group: AgeGroup,
    /// The points scored, W.
    pub w: f64,
    /// The number of counted games, n.
    pub n: usize,
    /// The expected score W_e (Anhang 1.1.3); `None` without a counted game.
    pub we: Option<f64>,
    /// The average of the opponents' ratings, R_c; `None` without a counted game.
    pub rc: Option<f64>,
    /// K with its parts; for a given K (recheck) only `k` is meaningful.
    pub k: Option<KFactor>,
    /// True where K was given (recheck) rather than computed (Anhang 1.3).
    pub k_given: bool,
    /// The new DWZ R_n = R_o + K (W - W_e) (WO 3.5.2); `None` without a counted game.
    pub rn: Option<f64>,
    /// The index after the tournament (WO 2.2.4); `None` without a counted game.
    pub index_new: Option<u32>,
    /// Performance from 5 games on (WO 3.6.1).
    pub rh: Option<f64>,
    /// The change each counted game brings.
    pub changes: Vec<GameChange>,
    /// Positions of games left out: opponents without DWZ, forfeits.
    pub ignored: Vec<usize>,
}

impl RatedEstimate {
    /// R_n - R_o.
    pub fn change(&self) -> Option<f64> {
        Some(self.rn? - self.ro)
    }

    /// W - W_e.
    pub fn w_minus_we(&self) -> Option<f64> {
        Some(self.w - self.we?)
    }
}

/// The Erst-DWZ estimate.
#[derive(Debug, Clone, PartialEq)]
pub struct FirstRatingEstimate {
    /// The points scored, W (with the Restpartien).
    pub w: f64,
    /// The number of counted games, n (with the Restpartien).
    pub n: usize,
    /// The average of the opponents' ratings, R_c.
    pub rc: Option<f64>,
    /// Some(rating) when a fictive draw was added (100 %).
    pub fictive_draw: Option<f64>,
    /// The start value R_p = R_c + D(p) (Anhang 1.1.1).
    pub rp: Option<f64>,
    /// R_z' after every step.
    pub trace: Vec<f64>,
    /// The result of the iteration, R_i (Anhang 1.2.1).
    pub ri: Option<f64>,
    /// The first rating R_1 (Anhang 1.2.2); `None` where there is none.
    pub r1: Option<f64>,
    /// Why there is no first rating, if there is none.
    pub none_because: Option<NoFirstRating>,
    /// Restpartien left out because they expired (WO 4.1.1).
    pub expired_rest_games: usize,
    /// Positions of games left out: opponents without DWZ, forfeits.
    pub ignored: Vec<usize>,
}

impl FirstRatingEstimate {
    /// The correction of Anhang 1.2.2, R_1 - R_i.
    pub fn correction(&self) -> Option<f64> {
        Some(self.r1? - self.ri?)
    }
}

/// The result of an estimate.
#[derive(Debug, Clone, PartialEq)]
pub enum EstimateResult {
    /// A player with DWZ: forecast or recheck.
    Rated(RatedEstimate),
    /// A player without DWZ: the Erst-DWZ.
    First(FirstRatingEstimate),
}

/// Computes an estimate of Anhang 3.3 (see the module docs).
///
/// ```
/// use wertung::dwz::estimate::*;
/// use wertung::dwz::{Date, Mode, Parameters};
/// // Anhang 3.1 player B in Nachberechnung with K 32: A 0, E ½, G 1 (counted at 1961),
/// // K 1 (at 1179), L 0 (at 2329): W_e 3,088, new DWZ 2081.
/// let games = [(2220, 0.0), (1800, 0.5), (1961, 1.0), (1179, 1.0), (2329, 0.0)]
///     .map(|(r, s)| EstimateGame { opponent_rating: Some(r), result: SingleResult::Score(s) })
///     .to_vec();
/// let input = EstimateInput {
///     kind: EstimateKind::Recheck, end_date: Date::parse("2026-12-12"), dwz: Some(2100),
///     index: Some(55), birth_year: Some(2004), k: Some(32.0), games, rest_games: vec![],
/// };
/// let EstimateResult::Rated(b) = estimate(&input, Mode::Table, &Parameters::default()).unwrap() else { panic!() };
/// assert_eq!((b.we, b.rn, b.index_new), (Some(3.088), Some(2081.0), Some(56)));
/// ```
pub fn estimate(
    input: &EstimateInput,
    mode: Mode,
    params: &Parameters,
) -> Result<EstimateResult, InputError> {
    validate(input)?;
    params.validate()?;
    estimate_checked(input, mode, params)
}

/// [`estimate`] of an input already checked by [`validate`] (and `params` by
/// `Parameters::validate`): a chain of tournaments starts each one from a computed R_n or R_1,
/// which may lie beyond the input limits (e.g. 3500 + 4 = 3504).
pub fn estimate_checked(
    input: &EstimateInput,
    mode: Mode,
    params: &Parameters,
) -> Result<EstimateResult, InputError> {
    match (input.kind, input.dwz) {
        (EstimateKind::FirstRating, _) => Ok(EstimateResult::First(first(input, mode, params))),
        (_, Some(ro)) => Ok(EstimateResult::Rated(rated(
            input,
            f64::from(ro),
            mode,
            params,
        ))),
        (_, None) => Err(InputError::new(
            Place::default(),
            Field::Dwz,
            "",
            Problem::DwzNeeded,
        )),
    }
}

/// Checks the player's fields, every game and every Restpartie against the limits.
pub fn validate(input: &EstimateInput) -> Result<(), InputError> {
    let here = Place::default;
    limits::at_most(
        input.games.len(),
        limits::GAMES_PER_TOURNAMENT,
        here(),
        Field::Games,
    )?;
    limits::at_most(
        input.rest_games.len(),
        limits::REST_GAMES,
        here(),
        Field::RestGames,
    )?;
    if let Some(r) = input.dwz.filter(|&r| !limits::rating_ok(r)) {
        return Err(InputError::out_of_range(
            here(),
            Field::Dwz,
            r,
            RATING.0,
            RATING.1,
        ));
    }
    if let Some(i) = input.index.filter(|&i| !limits::index_ok(i)) {
        return Err(InputError::out_of_range(
            here(),
            Field::Index,
            i,
            INDEX.0,
            INDEX.1,
        ));
    }
    if let Some(b) = input.birth_year {
        let last = input.end_date.map_or(limits::LAST_YEAR, |d| d.year);
        if !limits::birth_year_ok(b, last) {
            return Err(InputError::out_of_range(
                here(),
                Field::BirthYear,
                b,
                FIRST_BIRTH_YEAR,
                last,
            ));
        }
    }
    if let Some(k) = input.k {
        if !k.is_finite() || !(GIVEN_K.0..=GIVEN_K.1).contains(&k) {
            return Err(InputError::out_of_range(
                here(),
                Field::K,
                show(k),
                GIVEN_K.0,
                GIVEN_K.1,
            ));
        }
    }
    for (n, g) in input.games.iter().enumerate() {
        let place = At::Game(n + 1);
        if let Some(r) = g.opponent_rating.filter(|&r| !limits::rating_ok(r)) {
            return Err(InputError::out_of_range(
                place,
                Field::OpponentRating,
                r,
                RATING.0,
                RATING.1,
            ));
        }
        if let SingleResult::Score(s) = g.result {
            if !is_valid_score(s) {
                return Err(InputError::new(
                    place,
                    Field::Result,
                    show(s),
                    Problem::NotAllowed(Allowed::SingleResult),
                ));
            }
        }
    }
    for (n, g) in input.rest_games.iter().enumerate() {
        g.validate(At::RestGame(n + 1).into())?;
    }
    Ok(())
}

/// The games that count: rated opponents, played at the board; and the positions left out.
fn counted_games(input: &EstimateInput) -> (Vec<(usize, f64, f64)>, Vec<usize>) {
    let mut counted = Vec::new();
    let mut ignored = Vec::new();
    for (k, g) in input.games.iter().enumerate() {
        match (g.opponent_rating, g.result.score()) {
            (Some(r), Some(s)) => counted.push((k, f64::from(r), s)),
            _ => ignored.push(k),
        }
    }
    (counted, ignored)
}

fn rated(input: &EstimateInput, ro: f64, mode: Mode, params: &Parameters) -> RatedEstimate {
    let (games, ignored) = counted_games(input);
    let end_year = input.end_date.map_or(i32::MAX, |d| d.year);
    let age_group = AgeGroup::of(input.birth_year, end_year);
    let index = input.index.unwrap_or(DEFAULT_INDEX);
    let ratings: Vec<f64> = games.iter().map(|g| g.1).collect();
    let w = total(games.iter().map(|g| g.2));
    let n = games.len();
    let given_k = match input.kind {
        EstimateKind::Recheck => input.k,
        _ => None,
    };
    let rating = rate_established(mode, params, age_group, ro, index, w, &ratings, given_k);
    RatedEstimate {
        ro,
        index_old: index,
        index_assumed: input.index.is_none(),
        age_group,
        w,
        n,
        we: rating.map(|r| r.we),
        rc: mode.average(ratings.iter().copied()),
        k: rating.map(|r| r.k),
        k_given: rating.is_some_and(|r| r.k_given),
        rn: rating.map(|r| r.rn),
        index_new: rating.map(|r| r.index_new),
        rh: if n >= MIN_GAMES {
            performance(mode, w, &ratings)
        } else {
            None
        },
        changes: match rating {
            Some(r) => games
                .iter()
                .map(|&(game, opponent, s)| GameChange {
                    game,
                    opponent_rating: opponent,
                    score: s,
                    expected: mode.p(ro - opponent),
                    change: game_change(mode, r.k.k, ro - opponent, s),
                })
                .collect(),
            None => Vec::new(),
        },
        ignored,
    }
}

/// Anhang 3.3 (Erst-DWZ): the player's valid Restpartien and his games against rated opponents;
/// with 5 games and 0,5 points ([`may_get_first_rating`]) the iteration of Anhang 1.1 for him
/// alone, from R_p, with the fictive draw at 100 % ([`fictive_draw`]), and the correction to R_1.
fn first(input: &EstimateInput, mode: Mode, params: &Parameters) -> FirstRatingEstimate {
    let (games, ignored) = counted_games(input);
    let valid_rest: Vec<&RestGame> = input
        .rest_games
        .iter()
        .filter(|g| input.end_date.is_none_or(|d| g.is_valid_at(d)))
        .collect();
    let mut ratings: Vec<f64> = valid_rest
        .iter()
        .map(|g| f64::from(g.opponent_rating))
        .collect();
    ratings.extend(games.iter().map(|g| g.1));
    let w = total(
        valid_rest
            .iter()
            .map(|g| g.score)
            .chain(games.iter().map(|g| g.2)),
    );
    let n = ratings.len();
    let mut result = FirstRatingEstimate {
        w,
        n,
        rc: mode.average(ratings.iter().copied()),
        fictive_draw: None,
        rp: None,
        trace: Vec::new(),
        ri: None,
        r1: None,
        none_because: None,
        expired_rest_games: input.rest_games.len() - valid_rest.len(),
        ignored,
    };
    if let Err(reason) = may_get_first_rating(n, w) {
        result.none_because = Some(reason);
        return result;
    }
    let rp = start_value(mode, w, &ratings).unwrap_or_default();
    let mut opponents: Vec<Opponent> = ratings.iter().map(|&r| Opponent::Fixed(r)).collect();
    let mut w_iter = w;
    result.fictive_draw = fictive_draw(mode, w, &ratings);
    if let Some(draw) = result.fictive_draw {
        opponents.push(Opponent::Fixed(draw));
        w_iter += 0.5;
    }
    let iteration = iterate(
        mode,
        &[IterPlayer {
            start: rp,
            w: w_iter,
            opponents,
        }],
    );
    let ri = iteration.values.first().copied().unwrap_or(rp);
    result.rp = Some(rp);
    result.trace = iteration
        .trace
        .iter()
        .filter_map(|v| v.first().copied())
        .collect();
    result.ri = Some(ri);
    result.r1 = Some(first_rating(params, ri));
    result
}
