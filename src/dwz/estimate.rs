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
use super::iteration::{iterate, IterPlayer, Opponent};
use super::k_factor::{k_factor, AgeGroup, KFactor, Parameters};
use super::numeric::{round_half_away, show, total};
use super::probability::Mode;
use super::rating::{first_rating, game_change, new_rating, performance, start_value, MIN_GAMES};
use super::tournament::{is_valid_score, InputError, RestGame, INDEX_RANGE, RATING_RANGE};
use std::fmt;

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
    /// Reads what a player types: `1`, `½`, `r`, `=`, `0.5`, `0,5`, `0`, `+`, `-` (also `1/2`).
    ///
    /// ```
    /// use wertung::dwz::estimate::SingleResult;
    /// assert_eq!(SingleResult::parse("½"), Some(SingleResult::Score(0.5)));
    /// assert_eq!(SingleResult::parse("0,5"), Some(SingleResult::Score(0.5)));
    /// assert_eq!(SingleResult::parse("+"), Some(SingleResult::ForfeitWin));
    /// assert_eq!(SingleResult::parse("2"), None);
    /// ```
    pub fn parse(text: &str) -> Option<SingleResult> {
        Some(match text.trim().to_ascii_lowercase().as_str() {
            "1" | "1.0" | "1,0" | "s" | "w" => SingleResult::Score(1.0),
            "½" | "0.5" | "0,5" | ",5" | ".5" | "1/2" | "r" | "=" | "d" => {
                SingleResult::Score(0.5)
            }
            "0" | "0.0" | "0,0" | "v" | "l" => SingleResult::Score(0.0),
            "+" => SingleResult::ForfeitWin,
            "-" => SingleResult::ForfeitLoss,
            _ => return None,
        })
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
    pub opponent_rating: Option<u32>,
    pub result: SingleResult,
}

/// What the player enters.
#[derive(Debug, Clone, PartialEq)]
pub struct EstimateInput {
    pub kind: EstimateKind,
    /// Tournament end: the age group and the validity of Restpartien; without it the player
    /// counts as an adult and every Restpartie as valid.
    pub end_date: Option<Date>,
    pub dwz: Option<u32>,
    /// `None` with a DWZ: 6 (WO 2.2.4).
    pub index: Option<u32>,
    pub birth_year: Option<i32>,
    /// Recheck only: the K of the official evaluation.
    pub k: Option<f64>,
    pub games: Vec<EstimateGame>,
    /// First rating only: the player's stored Restpartien.
    pub rest_games: Vec<RestGame>,
}

/// The change one game brings (Anhang 2.4 / 3.2): K * (score - P(D)).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GameChange {
    /// Position in the input's `games`.
    pub game: usize,
    pub opponent_rating: f64,
    pub score: f64,
    pub expected: f64,
    pub change: f64,
}

/// Forecast or recheck of a player with DWZ.
#[derive(Debug, Clone, PartialEq)]
pub struct RatedEstimate {
    pub ro: f64,
    pub index_old: u32,
    pub index_assumed: bool,
    pub age_group: AgeGroup,
    pub w: f64,
    pub n: usize,
    pub we: Option<f64>,
    pub rc: Option<f64>,
    /// K with its parts; for a given K (recheck) only `k` is meaningful.
    pub k: Option<KFactor>,
    pub k_given: bool,
    pub rn: Option<f64>,
    pub index_new: Option<u32>,
    /// Performance from 5 games on (WO 3.6.1).
    pub rh: Option<f64>,
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

/// Why a player gets no first rating (yet), and what would change that.
#[derive(Debug, Clone, PartialEq)]
pub enum NoFirstRating {
    /// Fewer than 5 games against rated opponents including Restpartien (WO 3.4.1.1).
    TooFewGames { n: usize, needed: usize },
    /// Not a single point (half point) in them (WO 3.4.1.1).
    NoPoints { n: usize },
}

impl fmt::Display for NoFirstRating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoFirstRating::TooFewGames { n, needed } => write!(
                f,
                "only {n} games against rated opponents (with Restpartien); {needed} are needed, {} more",
                needed.saturating_sub(*n)
            ),
            NoFirstRating::NoPoints { n } => write!(
                f,
                "no point in {n} games against rated opponents; at least a draw (0.5) is needed"
            ),
        }
    }
}

/// The Erst-DWZ estimate.
#[derive(Debug, Clone, PartialEq)]
pub struct FirstRatingEstimate {
    pub w: f64,
    pub n: usize,
    pub rc: Option<f64>,
    /// Some(rating) when a fictive draw was added (100 %).
    pub fictive_draw: Option<f64>,
    pub rp: Option<f64>,
    /// R_z' after every step.
    pub trace: Vec<f64>,
    pub ri: Option<f64>,
    pub r1: Option<f64>,
    /// Why there is no first rating, if there is none.
    pub none_because: Option<NoFirstRating>,
    /// Restpartien left out because they expired (WO 4.1.1).
    pub expired_rest_games: usize,
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
    Rated(RatedEstimate),
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
    params
        .validate()
        .map_err(|m| InputError::new("options", "params", "", m))?;
    match (input.kind, input.dwz) {
        (EstimateKind::FirstRating, _) => Ok(EstimateResult::First(first(input, mode, params))),
        (_, Some(ro)) => Ok(EstimateResult::Rated(rated(input, ro as f64, mode, params))),
        (_, None) => Err(InputError::new(
            "player",
            "dwz",
            "null",
            "a Voraus- or Nach-Berechnung needs the player's DWZ; without one use the Erst-DWZ estimate",
        )),
    }
}

fn validate(input: &EstimateInput) -> Result<(), InputError> {
    let rating_ok = |r: u32| (RATING_RANGE.0..=RATING_RANGE.1).contains(&r);
    if let Some(r) = input.dwz {
        if !rating_ok(r) {
            return Err(InputError::new(
                "player",
                "dwz",
                r.to_string(),
                "a DWZ must lie between 1 and 3500",
            ));
        }
    }
    if let Some(i) = input.index {
        if !(INDEX_RANGE.0..=INDEX_RANGE.1).contains(&i) {
            return Err(InputError::new(
                "player",
                "index",
                i.to_string(),
                "an index must lie between 1 and 9999",
            ));
        }
    }
    if let Some(b) = input.birth_year {
        let last = input.end_date.map(|d| d.year).unwrap_or(9999);
        if b < 1880 || b > last {
            return Err(InputError::new(
                "player",
                "birth_year",
                b.to_string(),
                "a birth year must lie between 1880 and the year the tournament ends",
            ));
        }
    }
    if let Some(k) = input.k {
        if !k.is_finite() || !(0.0..=1000.0).contains(&k) {
            return Err(InputError::new(
                "player",
                "k",
                show(k),
                "K must lie between 0 and 1000",
            ));
        }
    }
    for (n, g) in input.games.iter().enumerate() {
        let place = format!("game {}", n + 1);
        if let Some(r) = g.opponent_rating {
            if !rating_ok(r) {
                return Err(InputError::new(
                    place,
                    "opponent_rating",
                    r.to_string(),
                    "a rating must lie between 1 and 3500",
                ));
            }
        }
        if let SingleResult::Score(s) = g.result {
            if !is_valid_score(s) {
                return Err(InputError::new(
                    place,
                    "result",
                    show(s),
                    "a result must be 1, ½ or 0",
                ));
            }
        }
    }
    for (n, g) in input.rest_games.iter().enumerate() {
        let place = format!("rest game {}", n + 1);
        if !rating_ok(g.opponent_rating) {
            return Err(InputError::new(
                place,
                "opponent_rating",
                g.opponent_rating.to_string(),
                "a rating must lie between 1 and 3500",
            ));
        }
        if !is_valid_score(g.score) {
            return Err(InputError::new(
                place,
                "score",
                show(g.score),
                "a score must be 0, 0.5 or 1",
            ));
        }
    }
    Ok(())
}

/// The games that count: rated opponents, played at the board; and the positions left out.
fn counted_games(input: &EstimateInput) -> (Vec<(usize, f64, f64)>, Vec<usize>) {
    let mut counted = Vec::new();
    let mut ignored = Vec::new();
    for (k, g) in input.games.iter().enumerate() {
        match (g.opponent_rating, g.result.score()) {
            (Some(r), Some(s)) => counted.push((k, r as f64, s)),
            _ => ignored.push(k),
        }
    }
    (counted, ignored)
}

fn rated(input: &EstimateInput, ro: f64, mode: Mode, params: &Parameters) -> RatedEstimate {
    let (games, ignored) = counted_games(input);
    let end_year = input.end_date.map(|d| d.year).unwrap_or(i32::MAX);
    let age_group = AgeGroup::of(input.birth_year, end_year);
    let index = input.index.unwrap_or(super::evaluation::DEFAULT_INDEX);
    let ratings: Vec<f64> = games.iter().map(|g| g.1).collect();
    let w = total(games.iter().map(|g| g.2));
    let n = games.len();
    let mut result = RatedEstimate {
        ro,
        index_old: index,
        index_assumed: input.index.is_none(),
        age_group,
        w,
        n,
        we: None,
        rc: mode.average(ratings.iter().copied()),
        k: None,
        k_given: false,
        rn: None,
        index_new: None,
        rh: if n >= MIN_GAMES {
            performance(mode, w, &ratings)
        } else {
            None
        },
        changes: Vec::new(),
        ignored,
    };
    if n == 0 {
        return result;
    }
    let we = mode.expected_score(ro, ratings.iter().copied());
    let computed = k_factor(params, age_group, ro, index, w, we);
    let k = match (input.kind, input.k) {
        (EstimateKind::Recheck, Some(k)) => {
            result.k_given = true;
            KFactor {
                k0: computed.k0,
                a: computed.a,
                b: computed.b,
                raw: k,
                k: round_half_away(k, 1),
            }
        }
        _ => computed,
    };
    result.changes = games
        .iter()
        .map(|&(game, r, s)| GameChange {
            game,
            opponent_rating: r,
            score: s,
            expected: mode.p(ro - r),
            change: game_change(mode, k.k, ro - r, s),
        })
        .collect();
    result.we = Some(we);
    result.rn = Some(new_rating(mode, ro, k.k, w, we));
    result.k = Some(k);
    result.index_new = Some(index.saturating_add(1));
    result
}

fn first(input: &EstimateInput, mode: Mode, params: &Parameters) -> FirstRatingEstimate {
    let (games, ignored) = counted_games(input);
    let valid_rest: Vec<&RestGame> = input
        .rest_games
        .iter()
        .filter(|g| input.end_date.is_none_or(|d| g.is_valid_at(d)))
        .collect();
    let mut ratings: Vec<f64> = valid_rest
        .iter()
        .map(|g| g.opponent_rating as f64)
        .collect();
    ratings.extend(games.iter().map(|g| g.1));
    let w = total(
        valid_rest
            .iter()
            .map(|g| g.score)
            .chain(games.iter().map(|g| g.2)),
    );
    let n = ratings.len();
    let rc = mode.average(ratings.iter().copied());
    let mut result = FirstRatingEstimate {
        w,
        n,
        rc,
        fictive_draw: None,
        rp: None,
        trace: Vec::new(),
        ri: None,
        r1: None,
        none_because: None,
        expired_rest_games: input.rest_games.len() - valid_rest.len(),
        ignored,
    };
    if n < MIN_GAMES {
        result.none_because = Some(NoFirstRating::TooFewGames {
            n,
            needed: MIN_GAMES,
        });
        return result;
    }
    if w < 0.5 {
        result.none_because = Some(NoFirstRating::NoPoints { n });
        return result;
    }
    let rp = start_value(mode, w, &ratings).unwrap_or(0.0);
    let mut opponents: Vec<Opponent> = ratings.iter().map(|&r| Opponent::Fixed(r)).collect();
    let mut w_iter = w;
    if w >= n as f64 {
        let draw = rc.unwrap_or(0.0);
        opponents.push(Opponent::Fixed(draw));
        w_iter += 0.5;
        result.fictive_draw = Some(draw);
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
