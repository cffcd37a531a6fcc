//! The performance of the Title Regulations 2024 (1.4.7-1.4.9): Rp = Ra + dp.

use super::change::RatedGame;
use super::div_round_half_away;
use super::initial::percentage;
use super::tables::dp_of_p;

/// Title Regulations 1.4.7-1.4.9: Rp = Ra + dp, Ra the average rating of the rated opponents
/// rounded to a whole number (.5 up; no 400 rule), p the score fraction rounded to hundredths
/// (.005 up), dp from table 8.1.1. `None` without a rated game.
///
/// ```
/// use wertung::fide::change::RatedGame;
/// use wertung::fide::performance::performance;
/// let g = |opponent_rating, score| RatedGame { opponent_rating, score };
/// // Ra (1790 + 1900 + 1850) / 3 = 1846.67 → 1847; p 2/3 → .67, dp 125.
/// assert_eq!(performance(&[g(1790, 100), g(1900, 50), g(1850, 50)]), Some(1972));
/// assert_eq!(performance(&[g(2000, 0)]), Some(1200));
/// assert_eq!(performance(&[]), None);
/// ```
pub fn performance(games: &[RatedGame]) -> Option<i64> {
    if games.is_empty() {
        return None;
    }
    let n = games.len();
    let sum: i64 = games.iter().map(|g| i64::from(g.opponent_rating)).sum();
    let ra = div_round_half_away(sum, n as i64);
    let w: i64 = games.iter().map(|g| i64::from(g.score)).sum();
    Some(ra + i64::from(dp_of_p(percentage(w, n))))
}
