//! The iteration of Anhang 1.1: find for each player the rating R at which his expected score
//! W_e equals his score W. Used simultaneously for the Zusatzspieler (Gesamtiteration, Anhang
//! 1.1.2) and alone for the performance R_h (Anhang 1.1.4) and the Erst-DWZ estimate.

use super::probability::Mode;
use std::collections::HashMap;

/// Exact mode stops when every |D'| is below this (Anhang 1.1.3: "z. B. 0,1").
pub const EXACT_TOLERANCE: f64 = 0.1;
/// A safety limit; table-mode iterations end long before (they cycle at the latest).
pub const MAX_STEPS: usize = 2000;

/// An opponent in the iteration: a constant rating, or another iterated player (by position).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Opponent {
    /// An opponent with a constant rating (rated, a Restpartie, the fictive draw).
    Fixed(f64),
    /// Another iterated player, by his position.
    Iterated(usize),
}

/// One iterated player: his start value R_p, his score W and his opponents (Restpartien, games,
/// and the fictive draw where there is one, as a `Fixed` opponent already counted in `w`).
#[derive(Debug, Clone, PartialEq)]
pub struct IterPlayer {
    /// The start value R_p (Anhang 1.1.1).
    pub start: f64,
    /// The points W, with the fictive draw's.
    pub w: f64,
    /// His opponents, a game each.
    pub opponents: Vec<Opponent>,
}

/// The outcome: final values R_i, the values after every step (the trace of Anhang 3.1.4), and
/// the number of steps computed.
#[derive(Debug, Clone, PartialEq)]
pub struct IterationResult {
    /// The final values R_i, a player each.
    pub values: Vec<f64>,
    /// The values after every step (Anhang 3.1.4).
    pub trace: Vec<Vec<f64>>,
    /// The number of steps computed.
    pub steps: usize,
    /// True when the table-mode values ended in a cycle (e.g. alternating by ±1) and the higher
    /// of the values was taken (Anhang 1.1.3).
    pub cycled: bool,
}

/// Anhang 1.1.2: one step for every player at once: W_e from the previous values, p' = 0,5 +
/// (W - W_e) / n, D' = D(p'), R_z' = R_z + D'. Returns the new values and max |D'|.
pub fn step(mode: Mode, players: &[IterPlayer], current: &[f64]) -> (Vec<f64>, f64) {
    let mut max_d: f64 = 0.0;
    let next = players
        .iter()
        .zip(current)
        .map(|(p, &r)| {
            let we = mode.expected_score(
                r,
                p.opponents.iter().map(|o| match *o {
                    Opponent::Fixed(x) => x,
                    Opponent::Iterated(j) => current.get(j).copied().unwrap_or(r),
                }),
            );
            let p_prime = mode.p_correction(p.w, we, p.opponents.len());
            let d = mode.d(p_prime);
            max_d = max_d.max(d.abs());
            mode.rating(r + d)
        })
        .collect();
    (next, max_d)
}

/// Anhang 1.1.2 / 1.1.3: iterate all players simultaneously until every D' = 0 (table mode) or
/// max |D'| < 0,1 (exact mode). When table-mode values repeat without settling, the cycle's
/// higher value of each player is taken ("dann ist der zugehörige höhere Wert von R_z' als R_i
/// zu nehmen").
///
/// ```
/// use wertung::dwz::iteration::{iterate, IterPlayer, Opponent};
/// use wertung::dwz::Mode;
/// // Anhang 3.1.6, player G: 3,5 points against 2220, 2100, 1950, 1800, 1700, 1476 from R_p 1933.
/// let g = IterPlayer {
///     start: 1933.0,
///     w: 3.5,
///     opponents: [2220.0, 2100.0, 1950.0, 1800.0, 1700.0, 1476.0].map(Opponent::Fixed).to_vec(),
/// };
/// let result = iterate(Mode::Table, &[g]);
/// assert_eq!(result.values, vec![1961.0]);
/// assert_eq!(result.trace, vec![vec![1953.0], vec![1959.0], vec![1960.0], vec![1961.0], vec![1961.0]]);
/// ```
pub fn iterate(mode: Mode, players: &[IterPlayer]) -> IterationResult {
    let mut current: Vec<f64> = players.iter().map(|p| mode.rating(p.start)).collect();
    let mut trace = Vec::new();
    let mut seen: HashMap<Vec<i64>, usize> = HashMap::new();
    if mode == Mode::Table {
        seen.insert(key(&current), 0);
    }
    for steps in 1..=MAX_STEPS {
        let (next, max_d) = step(mode, players, &current);
        trace.push(next.clone());
        let settled = match mode {
            Mode::Table => max_d == 0.0,
            Mode::Exact => max_d < EXACT_TOLERANCE,
        };
        if settled || players.is_empty() {
            return IterationResult {
                values: next,
                trace,
                steps,
                cycled: false,
            };
        }
        if mode == Mode::Table {
            if let Some(&first) = seen.get(&key(&next)) {
                // trace[first - 1] (or the start values when first == 0) equals `next`: the values
                // from there on repeat forever. Take each player's highest value in the cycle.
                let cycle = &trace[first.max(1) - 1..];
                let values = (0..players.len())
                    .map(|i| cycle.iter().map(|v| v[i]).fold(f64::MIN, f64::max))
                    .collect();
                return IterationResult {
                    values,
                    trace,
                    steps,
                    cycled: true,
                };
            }
            seen.insert(key(&next), steps);
        }
        current = next;
    }
    IterationResult {
        values: current,
        trace,
        steps: MAX_STEPS,
        cycled: false,
    }
}

fn key(values: &[f64]) -> Vec<i64> {
    values.iter().map(|&v| v as i64).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alternating_values_take_the_higher() {
        // 2,5 of 5 against 1100, 1577, 1500, 1800, 2000 from 1600: 1607, 1610, 1611, 1610, ...
        // alternates between 1610 and 1611 forever; Anhang 1.1.3 takes the higher.
        let p = IterPlayer {
            start: 1600.0,
            w: 2.5,
            opponents: [1100.0, 1577.0, 1500.0, 1800.0, 2000.0]
                .map(Opponent::Fixed)
                .to_vec(),
        };
        let res = iterate(Mode::Table, &[p]);
        assert!(res.cycled);
        assert_eq!(
            res.trace,
            vec![vec![1607.0], vec![1610.0], vec![1611.0], vec![1610.0]]
        );
        assert_eq!(res.values, vec![1611.0]);
    }

    #[test]
    fn exact_mode_converges_to_we_equal_w() {
        let p = IterPlayer {
            start: 1500.0,
            w: 3.0,
            opponents: [1500.0, 1600.0, 1700.0, 1800.0, 1900.0]
                .map(Opponent::Fixed)
                .to_vec(),
        };
        let res = iterate(Mode::Exact, &[p]);
        let we =
            Mode::Exact.expected_score(res.values[0], [1500.0, 1600.0, 1700.0, 1800.0, 1900.0]);
        assert!((we - 3.0).abs() < 0.01);
    }
}
