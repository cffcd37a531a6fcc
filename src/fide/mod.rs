//! FIDE standard rating, by the FIDE Rating Regulations effective 1 March 2024 with the amendment
//! of 8.3.1 effective 1 October 2025, read with `shared/spec/fide-rating.md` (which wins where the
//! handbook is unclear). The performance is that of the Title Regulations 2024 (1.4.7-1.4.9).
//!
//! One module a rule:
//! * [`tables`]: table 8.1.1 (dp from p) and table 8.1.2 (PD from D);
//! * [`expected`]: a game's expected score PD with the 400 rule and its 2650 exception (8.3.1);
//! * [`k_factor`]: K by 8.3.3 in the spec's order, and the cap K × n ≤ 700;
//! * [`change`]: ΔR of a game, the change of a rating period rounded once (8.3.2-8.3.4), the
//!   floor 1400 (7.1.2);
//! * [`initial`]: the initial rating of an unrated player (7.1.4, 8.2);
//! * [`performance`]: the performance of the Title Regulations;
//! * [`estimate`]: what a player asks after round 7: his Elo change, or his initial rating;
//! * [`tournament`]: every player of a tournament so (the tournament page's FIDE view);
//! * [`whatif`]: the Elo after the games still to play, for every score in them;
//! * [`period`]: several tournaments rated by rating period ("Meine Turniere").
//!
//! Scores, PD and p are kept in hundredths (whole numbers), so every sum and every rounding is
//! exact. Nothing here does I/O, keeps global state or panics on any input.

pub mod change;
pub mod estimate;
pub mod expected;
pub mod initial;
pub mod k_factor;
pub mod performance;
pub mod period;
pub mod tables;
pub mod tournament;
pub mod whatif;

/// A score, PD or percentage in hundredths: 0 to 100 (½ is 50).
pub type Hundredths = i32;

/// The lowest published rating (7.1.2): a rating below it is not published, the player is
/// unrated on the next list.
pub const RATING_FLOOR: u32 = 1400;

/// Rounds `num / den` (den > 0) to a whole number, .5 away from zero.
///
/// ```
/// use wertung::fide::div_round_half_away;
/// assert_eq!(div_round_half_away(-250, 100), -3);
/// assert_eq!(div_round_half_away(250, 100), 3);
/// assert_eq!(div_round_half_away(249, 100), 2);
/// ```
pub fn div_round_half_away(num: i64, den: i64) -> i64 {
    if den <= 0 {
        return 0;
    }
    let q = (num.abs() * 2 + den) / (den * 2);
    if num < 0 {
        -q
    } else {
        q
    }
}
