//! The limits of what the rules accept, defined once: every reader (JSON, TRF, SWT, cross
//! tables, player lists), both pages and the CLI check against these, and the error messages
//! show them.

/// Lowest and highest DWZ (or stand-in rating, WO 4.1.2) accepted as input, also for opponents.
pub const RATING: (u32, u32) = (1, 3500);
/// Lowest and highest DWZ index accepted as input.
pub const INDEX: (u32, u32) = (1, 9999);
/// The earliest birth year accepted; the latest is the year the tournament ends.
pub const FIRST_BIRTH_YEAR: i32 = 1880;
/// The last year of a date (and of a birth year where no tournament end is known).
pub const LAST_YEAR: i32 = 9999;
/// The earliest year of a tournament's end (or start) date: the calculator is for tournaments
/// of today's rules (a DWZ exists since 1993, its rules of today since 2000); dates of
/// Restpartien are not bound by it.
pub const FIRST_TOURNAMENT_YEAR: i32 = 2000;
/// How many years after this one a tournament's end (or start) may lie: a season planned
/// ahead, never a typo like 9999.
pub const TOURNAMENT_YEARS_AHEAD: i32 = 5;

/// The years a tournament's end or start may lie in, this year being `this_year`.
///
/// ```
/// use wertung::dwz::limits::tournament_years;
/// assert_eq!(tournament_years(2026), (2000, 2031));
/// ```
pub fn tournament_years(this_year: i32) -> (i32, i32) {
    (FIRST_TOURNAMENT_YEAR, this_year + TOURNAMENT_YEARS_AHEAD)
}
/// A K given for a Nach-Berechnung (the K of the official evaluation).
pub const GIVEN_K: (f64, f64) = (0.0, 1000.0);
/// An INGO number F (seed 000: lower is better).
pub const INGO: (f64, f64) = (0.0, 400.0);
/// How many remaining games one expected opponent may stand for in the calculator's what-if
/// ("Anzahl": one rating for all of them).
pub const REMAINING_COUNT: (u32, u32) = (1, 20);
/// Values longer than this are shown shortened in messages.
pub const SHOWN_VALUE_CHARS: usize = 40;

/// Games of one tournament in an estimate (Voraus-, Nach-Berechnung, Erst-DWZ, or one
/// tournament of a chain): a season's league has 9 to 11, a long round robin 19. The CLI, the
/// API and the calculator refuse more (the calculator loads no rows past it from a link), so an
/// edit stays within a frame.
pub const GAMES_PER_TOURNAMENT: usize = 50;
/// Tournaments not yet evaluated in one chain ("Meine Turniere").
pub const TOURNAMENTS_IN_CHAIN: usize = 20;
/// Restpartien of a player without DWZ (games of two years, WO 4.1.1).
pub const REST_GAMES: usize = 50;
/// Remaining games of a what-if table (2 n + 1 rows, each a whole estimate).
pub const REMAINING_GAMES: usize = 100;

/// `Ok` when a list of `count` items keeps to `max`, else the error naming the field.
///
/// ```
/// use wertung::input::{At, Field};
/// use wertung::dwz::limits::{at_most, GAMES_PER_TOURNAMENT};
/// assert!(at_most(50, GAMES_PER_TOURNAMENT, At::Tournament, Field::Games).is_ok());
/// assert_eq!(at_most(51, GAMES_PER_TOURNAMENT, At::Tournament, Field::Games).unwrap_err().to_string(),
///     "Turnier, Partien: 51 sind zu viele (höchstens 50)");
/// ```
pub fn at_most(
    count: usize,
    max: usize,
    place: impl Into<crate::input::Place>,
    field: crate::input::Field,
) -> Result<(), crate::input::InputError> {
    if count <= max {
        return Ok(());
    }
    Err(crate::input::InputError::new(
        place,
        field,
        count.to_string(),
        crate::input::Problem::TooMany { max },
    ))
}

/// Whether `r` is a rating the rules accept.
///
/// ```
/// use wertung::dwz::limits::rating_ok;
/// assert!(rating_ok(1100) && rating_ok(3500));
/// assert!(!rating_ok(0) && !rating_ok(12000));
/// ```
pub fn rating_ok(r: u32) -> bool {
    (RATING.0..=RATING.1).contains(&r)
}

/// Whether `i` is an index the rules accept.
pub fn index_ok(i: u32) -> bool {
    (INDEX.0..=INDEX.1).contains(&i)
}

/// Whether `year` is a birth year the rules accept in a tournament ending in `end_year`.
pub fn birth_year_ok(year: i32, end_year: i32) -> bool {
    (FIRST_BIRTH_YEAR..=end_year).contains(&year)
}
