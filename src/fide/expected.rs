//! A game's expected score PD (8.1.2) with the 400 rule (8.3.1).

use super::tables::pd_of_higher;
use super::Hundredths;

/// 8.3.1: a difference of more than 400 points counts as 400, in every game.
pub const DIFFERENCE_CAP: u32 = 400;

/// 8.3.1 (amended 1 October 2025): a player rated this or more counts the true difference (his
/// opponent still counts 400).
pub const UNCAPPED_FROM: u32 = 2650;

/// 8.3.1: the rating difference D = own − opponent as it counts for the player rated `own`:
/// beyond ±400 it is ±400, unless `own` is 2650 or more.
///
/// ```
/// use wertung::fide::expected::counted_difference;
/// assert_eq!(counted_difference(2400, 1900), 400);
/// assert_eq!(counted_difference(1900, 2400), -400);
/// assert_eq!(counted_difference(2813, 1787), 1026); // the 2650 exception
/// assert_eq!(counted_difference(2649, 1787), 400);
/// ```
pub fn counted_difference(own: u32, opponent: u32) -> i64 {
    let d = i64::from(own) - i64::from(opponent);
    if own >= UNCAPPED_FROM {
        d
    } else {
        d.clamp(-i64::from(DIFFERENCE_CAP), i64::from(DIFFERENCE_CAP))
    }
}

/// 8.1.2: the expected score PD (hundredths) of the player rated `own` against `opponent`: the
/// higher rated player's PD from the band of |D|, the lower rated player's 1 − that.
///
/// ```
/// use wertung::fide::expected::expected_score;
/// assert_eq!(expected_score(1820, 1790), 54);
/// assert_eq!(expected_score(1790, 1820), 46);
/// assert_eq!(expected_score(2813, 2310), 96); // D 503
/// assert_eq!(expected_score(2813, 2025), 100); // D 788: the true difference at 2650+
/// assert_eq!(expected_score(2025, 2813), 8); // his opponent counts 400
/// ```
pub fn expected_score(own: u32, opponent: u32) -> Hundredths {
    let d = counted_difference(own, opponent);
    let higher = pd_of_higher(u32::try_from(d.unsigned_abs()).unwrap_or(u32::MAX));
    if d >= 0 {
        higher
    } else {
        100 - higher
    }
}
