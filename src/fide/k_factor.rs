//! The development coefficient K (8.3.3) and its cap K × n ≤ 700.

/// 8.3.3: the K of a player once his published rating has reached 2400 (for good).
pub const K_FROM_2400: u32 = 10;
/// 8.3.3: the K of a young player (to the end of the year of his 18th birthday, rated under
/// 2300) and of a player with fewer than 30 games.
pub const K_YOUNG_OR_NEW: u32 = 40;
/// 8.3.3: the K of every other player.
pub const K_STANDARD: u32 = 20;
/// 8.3.3: a young player's K is 40 while his rating is under this.
pub const YOUTH_RATING_BELOW: u32 = 2300;
/// 8.3.3: a player counts as young to the end of the year in which he turns this.
pub const YOUTH_LAST_AGE: i32 = 18;
/// 8.3.3: a player is new until he has completed events with this many games.
pub const GAMES_TO_BE_ESTABLISHED: u32 = 30;
/// 8.3.3: K × n (n the rated games of the rating period) may not exceed this.
pub const K_TIMES_GAMES_MAX: u32 = 700;
/// 8.3.3: the rating from which K is 10 for good.
pub const RATING_FOR_K_10: u32 = 2400;

/// What K depends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct KInput {
    /// The player's published rating.
    pub rating: u32,
    /// His birth year (`None`: not young).
    pub birth_year: Option<i32>,
    /// The year of the rating period.
    pub period_year: Option<i32>,
    /// His rated games before this period (`None`: 30 or more).
    pub games_before: Option<u32>,
    /// Whether his published rating has ever reached 2400.
    pub reached_2400: bool,
}

/// Why K is what it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum KReason {
    /// 10: the published rating has reached 2400.
    Reached2400,
    /// 40: to the end of the year of the 18th birthday, rated under 2300.
    Youth,
    /// 40: fewer than 30 games before.
    FewGames,
    /// 20: every other player.
    Standard,
    /// The K of the list, given by the user.
    Given,
}

/// K with its reason, and the K before the cap where the cap lowered it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct KFactor {
    /// The K that counts (8.3.3), capped by K × n ≤ 700.
    pub k: u32,
    /// Why K is what it is.
    pub reason: KReason,
    /// The K before the cap K × n ≤ 700, where the cap lowered it.
    pub uncapped: Option<u32>,
}

/// 8.3.3, in the spec's order: 10 once the rating has reached 2400; 40 to the end of the year
/// of the 18th birthday while rated under 2300; 40 until 30 games; else 20.
///
/// ```
/// use wertung::fide::k_factor::{k_by_rules, KInput, KReason};
/// let adult = KInput { rating: 1820, birth_year: Some(1979), period_year: Some(2026), ..KInput::default() };
/// assert_eq!(k_by_rules(&adult), (20, KReason::Standard));
/// let junior = KInput { birth_year: Some(2008), ..adult };
/// assert_eq!(k_by_rules(&junior), (40, KReason::Youth)); // 2026 − 2008 = 18
/// assert_eq!(k_by_rules(&KInput { birth_year: Some(2007), ..adult }), (20, KReason::Standard));
/// assert_eq!(k_by_rules(&KInput { rating: 2350, ..junior }), (20, KReason::Standard));
/// assert_eq!(k_by_rules(&KInput { games_before: Some(29), ..adult }), (40, KReason::FewGames));
/// assert_eq!(k_by_rules(&KInput { rating: 2390, reached_2400: true, ..junior }), (10, KReason::Reached2400));
/// ```
pub fn k_by_rules(input: &KInput) -> (u32, KReason) {
    if input.reached_2400 || input.rating >= RATING_FOR_K_10 {
        (K_FROM_2400, KReason::Reached2400)
    } else if is_young(input) && input.rating < YOUTH_RATING_BELOW {
        (K_YOUNG_OR_NEW, KReason::Youth)
    } else if input
        .games_before
        .is_some_and(|g| g < GAMES_TO_BE_ESTABLISHED)
    {
        (K_YOUNG_OR_NEW, KReason::FewGames)
    } else {
        (K_STANDARD, KReason::Standard)
    }
}

/// 8.3.3: young until the end of the year of his 18th birthday (period year − birth year ≤ 18).
fn is_young(input: &KInput) -> bool {
    match (input.birth_year, input.period_year) {
        (Some(born), Some(year)) => year - born <= YOUTH_LAST_AGE,
        _ => false,
    }
}

/// 8.3.3: if K × n > 700, K is the largest whole number with K × n ≤ 700.
///
/// ```
/// use wertung::fide::k_factor::cap_for_games;
/// assert_eq!(cap_for_games(20, 39), 17);
/// assert_eq!(cap_for_games(40, 17), 40); // 680
/// assert_eq!(cap_for_games(40, 18), 38);
/// assert_eq!(cap_for_games(20, 35), 20);
/// assert_eq!(cap_for_games(10, 0), 10);
/// ```
pub fn cap_for_games(k: u32, n: usize) -> u32 {
    let n = u32::try_from(n).unwrap_or(u32::MAX);
    if n == 0 || k.saturating_mul(n) <= K_TIMES_GAMES_MAX {
        k
    } else {
        K_TIMES_GAMES_MAX / n
    }
}

/// The K of a rating period of `n` rated games: the K given (the list's), else by the rules;
/// either capped by K × n ≤ 700.
///
/// ```
/// use wertung::fide::k_factor::{k_factor, KInput, KReason};
/// let k = k_factor(&KInput { rating: 2054, ..KInput::default() }, None, 39);
/// assert_eq!((k.k, k.reason, k.uncapped), (17, KReason::Standard, Some(20)));
/// assert_eq!(k_factor(&KInput::default(), Some(40), 20).k, 35);
/// ```
pub fn k_factor(input: &KInput, given: Option<u32>, n: usize) -> KFactor {
    let (k, reason) = match given {
        Some(k) => (k, KReason::Given),
        None => k_by_rules(input),
    };
    let capped = cap_for_games(k, n);
    KFactor {
        k: capped,
        reason,
        uncapped: (capped != k).then_some(k),
    }
}
