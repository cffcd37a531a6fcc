//! What if: the Elo after the games still to play, for every score in them. The change of a
//! period is K × (W − ΣPD) (8.3.2-8.3.4) and an initial rating depends on W and the opponents
//! only (8.2), so which of the remaining games are won does not matter, only how many points.

use super::estimate::{estimate, FideEstimate, FideGame, FideInput};
use super::Hundredths;
use crate::dwz::estimate::SingleResult;
use crate::input::InputError;

/// One possible score in the remaining games and the estimate it gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EloOutcome {
    /// Points in the remaining games, hundredths (0, 50, 100, …).
    pub points: Hundredths,
    /// The estimate with this score.
    pub estimate: FideEstimate,
}

/// The remaining games scoring `half_points` halves: wins first, then a draw, then losses
/// (only the sum counts).
pub(crate) fn scored(remaining: &[u32], half_points: usize) -> Vec<FideGame> {
    remaining
        .iter()
        .enumerate()
        .map(|(n, &r)| {
            let score = match (2 * n + 2).cmp(&half_points) {
                std::cmp::Ordering::Less | std::cmp::Ordering::Equal => 1.0,
                std::cmp::Ordering::Greater if 2 * n + 1 == half_points => 0.5,
                std::cmp::Ordering::Greater => 0.0,
            };
            FideGame {
                opponent_rating: Some(r),
                result: SingleResult::Score(score),
            }
        })
        .collect()
}

/// The estimate for every score 0, ½, 1, … in the remaining games against the Elo ratings
/// `remaining`, after the games of `input`.
///
/// ```
/// use wertung::dwz::estimate::SingleResult::Score;
/// use wertung::fide::estimate::{FideEstimate, FideGame, FideInput};
/// use wertung::fide::whatif::what_if;
/// let input = FideInput { rating: Some(1820),
///     games: vec![FideGame { opponent_rating: Some(1790), result: Score(1.0) }],
///     ..FideInput::default() };
/// let table = what_if(&input, &[1820]).unwrap();
/// // K 20: 1 − .54 = .46, then 0 − .50, ½ − .50 or 1 − .50: −0.8 → −1, 9.2 → 9, 19.2 → 19.
/// let rn: Vec<i64> = table.iter().filter_map(|o| o.estimate.rating_after()).collect();
/// assert_eq!(rn, [1819, 1829, 1839]);
/// ```
pub fn what_if(input: &FideInput, remaining: &[u32]) -> Result<Vec<EloOutcome>, InputError> {
    (0..=2 * remaining.len())
        .map(|half_points| {
            let mut all = input.clone();
            all.games.extend(scored(remaining, half_points));
            Ok(EloOutcome {
                points: 50 * half_points as Hundredths,
                estimate: estimate(&all)?,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scores_sum_to_the_points_of_the_row() {
        for half in 0..=7 {
            let games = scored(&[1800, 1900, 2000], half);
            let sum: f64 = games
                .iter()
                .map(|g| match g.result {
                    SingleResult::Score(s) => s,
                    _ => 0.0,
                })
                .sum();
            assert_eq!(sum * 2.0, half.min(6) as f64);
        }
    }

    #[test]
    fn an_unrated_player_gets_his_initial_rating_from_five_games() {
        let input = FideInput {
            games: [1902, 1877, 1884]
                .map(|r| FideGame {
                    opponent_rating: Some(r),
                    result: SingleResult::Score(1.0),
                })
                .to_vec(),
            ..FideInput::default()
        };
        let table = what_if(&input, &[2012, 1832]).unwrap();
        assert_eq!(table.len(), 5);
        // 3 of 5 (two losses more): the spec's example would need ½ ½ 0; here 3 + 0 = 3.
        let FideEstimate::Unrated(u) = &table[0].estimate else {
            panic!()
        };
        assert_eq!(u.initial.games_played(), 5);
        assert!(table.iter().all(|o| o.estimate.rating_after().is_some()));
        // More points, a higher initial rating.
        let ru: Vec<i64> = table
            .iter()
            .filter_map(|o| o.estimate.rating_after())
            .collect();
        assert!(ru.windows(2).all(|w| w[0] <= w[1]), "{ru:?}");
    }
}
