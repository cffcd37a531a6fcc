//! Rounding and the normal distribution that the Wertungsordnung builds on.
//!
//! All rounding in the Wertungsordnung is "kaufmännisch": half away from zero, decided on the
//! *decimal* value. Binary floating point cannot represent most decimals exactly (0.5005 is stored
//! as 0.50049999…), so [`round_half_away`] rounds with a tolerance far below any decimal step the
//! rules produce and far above the error of a few float operations.

/// sigma of the rating difference D (WO 3.3.1): 200 * sqrt(2).
pub const SIGMA: f64 = 282.842_712_474_619;

/// Rounds `x` to `decimals` places, half away from zero, judged on the decimal value.
///
/// ```
/// use wertung::dwz::numeric::round_half_away;
/// // Anhang 3.1.6: p' = 0.5 + 0.004 / 8 = 0.5005 rounds to 0.501.
/// assert_eq!(round_half_away(0.5 + 0.004 / 8.0, 3), 0.501);
/// assert_eq!(round_half_away(-12.5, 0), -13.0);
/// assert_eq!(round_half_away(33.6667, 1), 33.7);
/// ```
pub fn round_half_away(x: f64, decimals: u32) -> f64 {
    if !x.is_finite() {
        return x;
    }
    let scale = 10f64.powi(decimals as i32);
    let y = x.abs() * scale;
    // Values within a relative 1e-12 of a tie count as the tie (see the module docs): far above
    // the error of a few float operations (~1e-15), far below half a unit for any |y| < 1e11.
    let rounded = (y + 0.5 + 1e-12 * y.max(1.0)).floor();
    x.signum() * rounded / scale
}

/// Rounds to an integer, half away from zero (for ratings and rating averages).
pub fn round_int(x: f64) -> i64 {
    round_half_away(x, 0) as i64
}

/// A decimal from what was typed, with a comma or a point (and `−` for a minus): `33,7`,
/// `0.08`, `-2`. Digits only, at most 15 of them (no exponent, no `inf`).
///
/// ```
/// use wertung::dwz::numeric::parse_decimal as decimal;
/// assert_eq!(decimal("33,7"), Some(33.7));
/// assert_eq!(decimal(" 0.08 "), Some(0.08));
/// assert_eq!(decimal("−2"), Some(-2.0));
/// assert_eq!(decimal(",5"), Some(0.5));
/// assert_eq!(decimal("1e3"), None);
/// assert_eq!(decimal("."), None);
/// ```
pub fn parse_decimal(text: &str) -> Option<f64> {
    let t = text.trim();
    let (negative, t) = match t.strip_prefix(['-', '−']) {
        Some(rest) => (true, rest),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let (whole, frac) = t.split_once([',', '.']).unwrap_or((t, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && frac.is_empty()) || !digits(whole) || !digits(frac) {
        return None;
    }
    if whole.len() + frac.len() > 15 {
        return None;
    }
    let value: f64 = format!("{whole}.{frac}").parse().ok()?;
    Some(if negative { -value } else { value })
}

/// `x` with exactly `places` decimals and a decimal point, rounded half away from zero (as
/// [`round_half_away`]; `format!` rounds half to even and writes `-0.000`). Built from integers.
///
/// ```
/// use wertung::dwz::numeric::fixed;
/// assert_eq!(fixed(3.0875, 3), "3.088");
/// assert_eq!(fixed(-0.5, 1), "-0.5");
/// assert_eq!(fixed(2081.4, 0), "2081");
/// assert_eq!(fixed(-0.0004, 3), "0.000");
/// ```
pub fn fixed(x: f64, places: u32) -> String {
    if !x.is_finite() {
        return if x.is_nan() {
            "NaN".into()
        } else if x > 0.0 {
            "inf".into()
        } else {
            "-inf".into()
        };
    }
    let scale = 10i64.pow(places.min(9));
    let n = (round_half_away(x, places.min(9)) * scale as f64).round() as i64;
    let sign = if n < 0 { "-" } else { "" };
    let n = n.unsigned_abs();
    let scale = scale as u64;
    if places == 0 {
        format!("{sign}{n}")
    } else {
        format!(
            "{sign}{}.{:0width$}",
            n / scale,
            n % scale,
            width = places.min(9) as usize
        )
    }
}

/// A number as short as it can be written with up to 6 decimals (for messages): 0.5, 33.7, 12000.
///
/// ```
/// assert_eq!(wertung::dwz::numeric::show(0.5), "0.5");
/// assert_eq!(wertung::dwz::numeric::show(12000.0), "12000");
/// ```
pub fn show(x: f64) -> String {
    let s = fixed(x, 6);
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// Integer division of `num / den` rounded half away from zero (exact, for thousandths).
/// `den` must be positive; a non-positive `den` gives 0.
pub fn div_round(num: i64, den: i64) -> i64 {
    if den <= 0 {
        return 0;
    }
    let q = (2 * num.abs() + den) / (2 * den);
    if num < 0 {
        -q
    } else {
        q
    }
}

/// The sum of scores or probabilities, starting at +0 (std's `sum` starts at -0.0, which would
/// print as "-0,0" for a player without games).
pub fn total(values: impl IntoIterator<Item = f64>) -> f64 {
    values.into_iter().fold(0.0, |a, b| a + b)
}

/// Standard normal distribution function Phi(x).
pub fn phi(x: f64) -> f64 {
    0.5 * libm::erfc(-x / std::f64::consts::SQRT_2)
}

/// Inverse of [`phi`] for 0 < p < 1 (Acklam's approximation refined by Newton steps on `erfc`,
/// accurate to a few ulps). Returns -inf / +inf at 0 / 1 and NaN outside [0, 1].
pub fn phi_inverse(p: f64) -> f64 {
    if p.is_nan() || !(0.0..=1.0).contains(&p) {
        return f64::NAN;
    }
    if p == 0.0 {
        return f64::NEG_INFINITY;
    }
    if p == 1.0 {
        return f64::INFINITY;
    }
    const A: [f64; 6] = [
        -3.969_683_028_665_376e1,
        2.209_460_984_245_205e2,
        -2.759_285_104_469_687e2,
        1.383_577_518_672_69e2,
        -3.066_479_806_614_716e1,
        2.506_628_277_459_239,
    ];
    const B: [f64; 5] = [
        -5.447_609_879_822_406e1,
        1.615_858_368_580_409e2,
        -1.556_989_798_598_866e2,
        6.680_131_188_771_972e1,
        -1.328_068_155_288_572e1,
    ];
    const C: [f64; 6] = [
        -7.784_894_002_430_293e-3,
        -3.223_964_580_411_365e-1,
        -2.400_758_277_161_838,
        -2.549_732_539_343_734,
        4.374_664_141_464_968,
        2.938_163_982_698_783,
    ];
    const D: [f64; 4] = [
        7.784_695_709_041_462e-3,
        3.224_671_290_700_398e-1,
        2.445_134_137_142_996,
        3.754_408_661_907_416,
    ];
    const P_LOW: f64 = 0.024_25;
    let mut x = if p < P_LOW {
        let q = (-2.0 * p.ln()).sqrt();
        (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
    } else if p <= 1.0 - P_LOW {
        let q = p - 0.5;
        let r = q * q;
        (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q
            / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1.0)
    } else {
        let q = (-2.0 * (1.0 - p).ln()).sqrt();
        -(((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
    };
    // Halley refinement steps.
    for _ in 0..2 {
        let e = phi(x) - p;
        let u = e * (2.0 * std::f64::consts::PI).sqrt() * (x * x / 2.0).exp();
        x -= u / (1.0 + x * u / 2.0);
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_is_half_away_from_zero_on_the_decimal_value() {
        assert_eq!(round_half_away(2.675, 2), 2.68); // 2.67499999… in binary
        assert_eq!(round_half_away(1416.5, 0), 1417.0);
        assert_eq!(round_half_away(-1416.5, 0), -1417.0);
        assert_eq!(round_half_away(0.9375, 3), 0.938);
        assert_eq!(round_half_away(0.25, 3), 0.25);
        assert_eq!(round_int(1475.6), 1476);
        assert_eq!(round_int(1179.36), 1179);
        // large scaled values stay exact
        assert_eq!(round_half_away(12000.0, 6), 12000.0);
        assert_eq!(round_half_away(123_456.499_9, 3), 123_456.5);
        assert_eq!(round_half_away(99999.49, 0), 99999.0);
    }

    #[test]
    fn integer_division_rounds_half_away() {
        assert_eq!(div_round(4, 8), 1);
        assert_eq!(div_round(-4, 8), -1);
        assert_eq!(div_round(-675, 7), -96);
        assert_eq!(div_round(3, 8), 0);
        assert_eq!(div_round(7, 0), 0);
    }

    #[test]
    fn phi_inverse_inverts_phi() {
        for i in 1..1000 {
            let p = f64::from(i) / 1000.0;
            let x = phi_inverse(p);
            assert!((phi(x) - p).abs() < 1e-14, "p = {p}");
        }
    }
}
