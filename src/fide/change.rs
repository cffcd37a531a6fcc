//! The rating change (8.3.2-8.3.4): ΔR = score − PD per game, the change of a rating period
//! K × ΣΔR rounded once, and the floor of the published list.

use super::expected::expected_score;
use super::{div_round_half_away, Hundredths, RATING_FLOOR};

/// A game that is rated: a played game against a rated opponent (forfeits, byes and games
/// against unrated players are not rated, 5.1, 8.3.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RatedGame {
    /// The opponent's rating.
    pub opponent_rating: u32,
    /// 100, 50 or 0.
    pub score: Hundredths,
}

/// 8.3.2: ΔR = score − PD of one game (hundredths, not rounded).
///
/// ```
/// use wertung::fide::change::{delta, RatedGame};
/// assert_eq!(delta(1820, RatedGame { opponent_rating: 1790, score: 100 }), 46);
/// assert_eq!(delta(2813, RatedGame { opponent_rating: 2505, score: 50 }), -36);
/// ```
pub fn delta(own: u32, game: RatedGame) -> Hundredths {
    game.score - expected_score(own, game.opponent_rating)
}

/// 8.3.4: K × ΔR of one game, in hundredths of a rating point (not rounded).
pub fn game_change(k: u32, own: u32, game: RatedGame) -> i64 {
    i64::from(k) * i64::from(delta(own, game))
}

/// 8.3.4: the change of a rating period: K × ΣΔR of all its games, rounded once to a whole
/// number, .5 away from zero. `changes` are the games' K × ΔR in hundredths.
///
/// ```
/// use wertung::fide::change::period_change;
/// // K 10: 0, 0, .4, .7, −3.6 → −2.5 → −3.
/// assert_eq!(period_change([0, 0, 40, 70, -360]), -3);
/// // Three events of one period, +2.1, +2.9, −3.1: +1.9 → +2 (not +2 + 3 − 3).
/// assert_eq!(period_change([210, 290, -310]), 2);
/// // K 17: ΣΔR 5.44 → 92.48 → 92.
/// assert_eq!(period_change([17 * 544]), 92);
/// ```
pub fn period_change(changes: impl IntoIterator<Item = i64>) -> i64 {
    div_round_half_away(changes.into_iter().sum(), 100)
}

/// 7.1.2, 7.2.1: whether a rating is published (1400 or more); below, the player is unrated on
/// the next list.
///
/// ```
/// use wertung::fide::change::is_listed;
/// assert!(is_listed(1400) && !is_listed(1399));
/// ```
pub fn is_listed(rating: i64) -> bool {
    rating >= i64::from(RATING_FLOOR)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The spec's first worked example: K 10, 2813 against 1787, 2025, 2310, 2400 (won) and
    /// 2505 (drawn): −3, 2810.
    #[test]
    fn k_10_at_2813_uses_the_true_difference() {
        let games = [
            (1787, 100),
            (2025, 100),
            (2310, 100),
            (2400, 100),
            (2505, 50),
        ];
        let changes: Vec<i64> = games
            .iter()
            .map(|&(opponent_rating, score)| {
                game_change(
                    10,
                    2813,
                    RatedGame {
                        opponent_rating,
                        score,
                    },
                )
            })
            .collect();
        assert_eq!(changes, vec![0, 0, 40, 70, -360]);
        assert_eq!(2813 + period_change(changes), 2810);
    }

    #[test]
    fn the_400_rule_on_both_sides_of_2650() {
        // 2649 against 2000: D 649 counts as 400, PD .92; at 2650 the true 650: PD .99.
        let win = |own| {
            delta(
                own,
                RatedGame {
                    opponent_rating: own - 649,
                    score: 100,
                },
            )
        };
        assert_eq!(win(2649), 8);
        assert_eq!(
            delta(
                2650,
                RatedGame {
                    opponent_rating: 2000,
                    score: 100
                }
            ),
            1
        );
        // The opponent of a 2650+ player still counts 400 (PD .08).
        assert_eq!(
            delta(
                2000,
                RatedGame {
                    opponent_rating: 2650,
                    score: 0
                }
            ),
            -8
        );
    }
}
