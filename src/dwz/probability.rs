//! The expected score P(D) and its inverse D(P) (WO 3.3.1, Anhang 2.1 and 2.2), in the two
//! arithmetic modes of the project (see `shared/spec/NOTES.md`).

use super::numeric::{div_round, phi, phi_inverse, round_half_away, total, SIGMA};

/// |D| that D(P) returns outside 0.005 <= P <= 0.995 (Anhang 2.1).
pub const D_LIMIT: f64 = 729.0;

/// How P(D), D(P) and the values between them are rounded.
///
/// Exact is the default: the DSB's evaluation (the Wertungsportal) computes each
/// game's expected score as Φ(D / (200·√2)) without rounding; a real evaluation of 2026 gives a
/// member 1887-44 against 1318, 1973, 1942, 1964, 1987, 1905 and 1554 with 3½ points
/// W_e 3.891 and 1876-45, as exact does (the table gives W_e 3.892).
///
/// The CLI's `--mode` takes it directly (`table`, `exact`; clap is no dependency of wasm32).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(clap::ValueEnum))]
pub enum Mode {
    /// "Wie im Auswertungsbeispiel" (Anhang 3.1): P(D) to 3 decimals, D(P) an integer looked up
    /// from p rounded to 3 decimals, every rating an integer, sums of P in exact thousandths.
    /// Reproduces every figure of the worked example.
    #[cfg_attr(
        not(target_arch = "wasm32"),
        value(help = concat!(
            "As the worked example of the WO (Anhang 3.1): P(D) from the table, ",
            "three decimals a game"
        ))
    )]
    Table,
    /// As the DSB's evaluation: P(D) = Phi(D / (200 sqrt 2)) and its inverse without rounding;
    /// only what is shown is rounded.
    #[default]
    #[cfg_attr(
        not(target_arch = "wasm32"),
        value(help = "As the DSB's evaluation: P(D) exactly (the default)")
    )]
    Exact,
}

impl Mode {
    /// WO 3.3.1 / Anhang 2.1: expected score P(D) of a player rated D points above his opponent.
    ///
    /// ```
    /// use wertung::dwz::Mode;
    /// // Anhang 2.1, example 1: D = 267 gives p = 0,827; example 2: P(-100) = 0,362.
    /// assert_eq!(Mode::Table.p(267.0), 0.827);
    /// assert_eq!(Mode::Table.p(-100.0), 0.362);
    /// assert!((Mode::Exact.p(200.0) - 0.7602499).abs() < 1e-6);
    /// ```
    pub fn p(self, d: f64) -> f64 {
        match self {
            Mode::Table => self.p_milli(d) as f64 / 1000.0,
            Mode::Exact => phi(d / SIGMA),
        }
    }

    /// P(D) of the table in thousandths (table mode; D is rounded to an integer first).
    pub fn p_milli(self, d: f64) -> i64 {
        let d = round_half_away(d, 0);
        (phi(d / SIGMA) * 1000.0).round() as i64
    }

    /// WO Anhang 2.2: the rating difference D(P) belonging to a percentage score P.
    /// Outside 0.005 <= P <= 0.995 it is -729 / +729.
    ///
    /// ```
    /// use wertung::dwz::Mode;
    /// // Anhang 2.2: p = 0.318 gives D = -134, p = 0.220 gives D = -218; p = 0.563 gives 45.
    /// assert_eq!(Mode::Table.d(0.318), -134.0);
    /// assert_eq!(Mode::Table.d(0.220), -218.0);
    /// assert_eq!(Mode::Table.d(0.563), 45.0);
    /// assert_eq!(Mode::Table.d(1.0), 729.0);
    /// ```
    pub fn d(self, p: f64) -> f64 {
        match self {
            Mode::Table => d_of_milli((round_half_away(p, 3) * 1000.0).round() as i64),
            Mode::Exact => {
                if p.is_nan() {
                    0.0
                } else if p < 0.005 {
                    -D_LIMIT
                } else if p > 0.995 {
                    D_LIMIT
                } else {
                    SIGMA * phi_inverse(p)
                }
            }
        }
    }

    /// A rating as the mode keeps it: an integer in table mode, unrounded in exact mode.
    pub fn rating(self, r: f64) -> f64 {
        match self {
            Mode::Table => round_half_away(r, 0),
            Mode::Exact => r,
        }
    }

    /// WO 3.3.2: W_e = sum of P(D) of a player rated `r` against the given opponent ratings.
    /// In table mode the sum is formed in exact thousandths.
    ///
    /// ```
    /// use wertung::dwz::Mode;
    /// // Anhang 3.1.8, player B (2100) against A, E, G (at 1961), K, L: W_e = 3,088.
    /// let we = Mode::Table.expected_score(2100.0, [2220.0, 1800.0, 1961.0, 1179.0, 2329.0]);
    /// assert_eq!(we, 3.088);
    /// ```
    pub fn expected_score(self, r: f64, opponents: impl IntoIterator<Item = f64>) -> f64 {
        match self {
            Mode::Table => {
                let milli: i64 = opponents.into_iter().map(|o| self.p_milli(r - o)).sum();
                milli as f64 / 1000.0
            }
            Mode::Exact => canonical_sum(opponents.into_iter().map(|o| self.p(r - o))),
        }
    }

    /// Anhang 1.1.2: the p-correction p' = 0,5 + (W - W_e) / n, in table mode rounded to 3
    /// decimals from exact thousandths (Anhang 3.1.6: 0,5 + 0,004 / 8 = 0,5005 gives 0,501).
    ///
    /// ```
    /// use wertung::dwz::Mode;
    /// assert_eq!(Mode::Table.p_correction(7.5, 7.496, 8), 0.501);
    /// assert_eq!(Mode::Table.p_correction(2.0, 2.675, 7), 0.404);
    /// // Anhang 3.1.4, L in step 3: 0,5 + (7,5 - 7,824) / 8 = 0,4595 gives 0,460.
    /// assert_eq!(Mode::Table.p_correction(7.5, 7.824, 8), 0.46);
    /// ```
    pub fn p_correction(self, w: f64, we: f64, n: usize) -> f64 {
        if n == 0 {
            return 0.5;
        }
        match self {
            Mode::Table => {
                // p' itself is rounded (0,4595 -> 0,460), not (W - W_e) / n before adding 0,5:
                // Anhang 3.1.4 has L at 2459 in step 3, which only the former gives.
                let diff = (w * 1000.0).round() as i64 - (we * 1000.0).round() as i64;
                let n = n as i64;
                div_round(500 * n + diff, n) as f64 / 1000.0
            }
            Mode::Exact => 0.5 + (w - we) / n as f64,
        }
    }

    /// A percentage score p = W / n as the mode keeps it (3 decimals in table mode).
    pub fn percentage(self, w: f64, n: usize) -> f64 {
        if n == 0 {
            return 0.0;
        }
        match self {
            Mode::Table => div_round((w * 1000.0).round() as i64, n as i64) as f64 / 1000.0,
            Mode::Exact => w / n as f64,
        }
    }

    /// R_c, the average of the opponents' ratings; an integer in table mode (NOTES: R_c is
    /// rounded before R_p = R_c + D(p)). `None` without opponents.
    pub fn average(self, ratings: impl IntoIterator<Item = f64>) -> Option<f64> {
        let ratings: Vec<f64> = ratings.into_iter().collect();
        let n = ratings.len();
        let sum = canonical_sum(ratings);
        if n == 0 {
            None
        } else {
            Some(self.rating(sum / n as f64))
        }
    }
}

/// A float sum that does not depend on the order of its terms (they are sorted first), so that
/// an evaluation is the same whatever order the players and games are listed in.
fn canonical_sum(values: impl IntoIterator<Item = f64>) -> f64 {
    let mut v: Vec<f64> = values.into_iter().collect();
    // Equal floats are interchangeable: an unstable sort gives the same sum (and less code).
    v.sort_unstable_by(f64::total_cmp);
    total(v)
}

/// Anhang 2.2 in table mode: D for p given in thousandths (0..=1000).
fn d_of_milli(k: i64) -> f64 {
    let k = k.clamp(0, 1000);
    if k < 500 {
        return -d_of_milli(1000 - k);
    }
    if k > 995 {
        return D_LIMIT;
    }
    (SIGMA * phi_inverse(k as f64 / 1000.0)).round()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_values_of_the_worked_example() {
        // Anhang 3.1.2: D(0,25) = -191, D(0,333) = -122, D(1) = 729
        assert_eq!(Mode::Table.d(0.25), -191.0);
        assert_eq!(Mode::Table.d(0.333), -122.0);
        assert_eq!(Mode::Table.d(0.214), -224.0);
        assert_eq!(Mode::Table.d(0.938), 435.0);
        // Anhang 3.1.3: P(44) = 0,562, P(-676) = 0,008
        assert_eq!(Mode::Table.p(44.0), 0.562);
        assert_eq!(Mode::Table.p(-676.0), 0.008);
    }

    #[test]
    fn p_correction_and_percentage() {
        assert_eq!(Mode::Table.percentage(7.5, 8), 0.938);
        assert_eq!(Mode::Table.percentage(2.0, 6), 0.333);
        assert_eq!(Mode::Exact.p_correction(1.0, 0.5, 2), 0.75);
        assert_eq!(Mode::Table.average([1416.0, 1417.0]), Some(1417.0));
        assert_eq!(Mode::Table.average(std::iter::empty()), None);
    }
}
