//! The INGO's arithmetic both rule sets share: its rounding and the percentage difference.

/// Rounds to a whole number, .5 towards the higher (worse) INGO number.
///
/// ```
/// assert_eq!(wertung::ingo::round_ingo(167.5), 168.0);
/// assert_eq!(wertung::ingo::round_ingo(125.25), 125.0);
/// ```
pub fn round_ingo(x: f64) -> f64 {
    (x + 0.5 + 1e-9).floor()
}

/// Rounds to one decimal, .05 upwards (the preliminary numbers of B III 3).
pub fn round_1(x: f64) -> f64 {
    ((x * 10.0) + 0.5 + 1e-9).floor() / 10.0
}

/// B I 2: the percentage difference to 50, %d = 50 − 100 · (W + ½) / (n + 1).
///
/// ```
/// use wertung::ingo::percent_difference;
/// assert_eq!(percent_difference(7.5, 9), -30.0); // Abel, B I
/// assert_eq!(percent_difference(3.5, 9), 10.0);  // Gehl
/// assert_eq!(percent_difference(0.0, 3), 37.5);  // the table: 3 games, 0 points
/// ```
pub fn percent_difference(w: f64, n: usize) -> f64 {
    50.0 - 100.0 * (w + 0.5) / (n as f64 + 1.0)
}
