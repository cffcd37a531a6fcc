//! The development factor K (WO 3.5.1, Anhang 1.3) and the Stellgrößen it depends on
//! (Anhang 1.2.1).

use super::numeric::round_half_away;
use crate::input::{At, Field, InputError, Param};

/// WO Anhang 1.2.1: the adjustable constants of the calculation module, with their defaults.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Parameters {
    /// r: correction factor of the first rating (Anhang 1.2.2), default 0,08.
    pub r: f64,
    /// t: divisor of the youth success bonus a (Anhang 1.3), default 30.
    pub t: f64,
    /// u: shift in the brake factor b (Anhang 1.3), default 800.
    pub u: f64,
    /// a1: success bonus of juniors (21 to 25 years), default 4.
    pub a1: f64,
    /// a2: success bonus of adults (26 years and older), default 4.
    pub a2: f64,
    /// K_max: the highest K, default 80.
    pub k_max: f64,
}

impl Default for Parameters {
    fn default() -> Self {
        Parameters {
            r: 0.08,
            t: 30.0,
            u: 800.0,
            a1: 4.0,
            a2: 4.0,
            k_max: 80.0,
        }
    }
}

impl Parameters {
    /// Every Stellgröße with its limits (the range in which the formulas stay meaningful).
    pub fn fields(&self) -> [(Param, f64, f64, f64); 6] {
        [
            (Param::R, self.r, 0.0, 1.0),
            (Param::T, self.t, 1.0, 1000.0),
            (Param::U, self.u, 0.0, 10000.0),
            (Param::A1, self.a1, 0.0, 100.0),
            (Param::A2, self.a2, 0.0, 100.0),
            (Param::KMax, self.k_max, 1.0, 1000.0),
        ]
    }

    /// One Stellgröße; `Parameters::default().get(p)` is its default.
    ///
    /// ```
    /// use wertung::input::Param;
    /// use wertung::dwz::Parameters;
    /// assert_eq!(Parameters::default().get(Param::R), 0.08);
    /// ```
    pub fn get(&self, p: Param) -> f64 {
        match p {
            Param::R => self.r,
            Param::T => self.t,
            Param::U => self.u,
            Param::A1 => self.a1,
            Param::A2 => self.a2,
            Param::KMax => self.k_max,
        }
    }

    /// Sets one Stellgröße.
    pub fn set(&mut self, p: Param, value: f64) {
        match p {
            Param::R => self.r = value,
            Param::T => self.t = value,
            Param::U => self.u = value,
            Param::A1 => self.a1 = value,
            Param::A2 => self.a2 = value,
            Param::KMax => self.k_max = value,
        }
    }

    /// Checks that every constant is finite and within its limits; the error names the
    /// Stellgröße, its value and its limits.
    pub fn validate(&self) -> Result<(), InputError> {
        for (param, value, lo, hi) in self.fields() {
            if !value.is_finite() || value < lo || value > hi {
                return Err(InputError::out_of_range(
                    At::Options,
                    Field::Param(param),
                    super::numeric::show(value),
                    lo,
                    hi,
                ));
            }
        }
        Ok(())
    }
}

/// WO 3.2: age A = year of the tournament end - birth year; the age groups of Anhang 1.3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AgeGroup {
    /// Jugendliche: up to 20 years.
    Youth,
    /// Junioren: 21 to 25 years.
    Junior,
    /// Erwachsene: 26 years and older (also when no birth year is known).
    Adult,
}

impl AgeGroup {
    /// WO 3.2 / Anhang 1.3: the age group of a player born in `birth_year` in a tournament that
    /// ends in `end_year`; without a birth year a player counts as an adult.
    ///
    /// ```
    /// use wertung::dwz::AgeGroup;
    /// assert_eq!(AgeGroup::of(Some(2010), 2026), AgeGroup::Youth);  // D, 16
    /// assert_eq!(AgeGroup::of(Some(2004), 2026), AgeGroup::Junior); // B, 22
    /// assert_eq!(AgeGroup::of(None, 2026), AgeGroup::Adult);
    /// ```
    pub fn of(birth_year: Option<i32>, end_year: i32) -> AgeGroup {
        match birth_year.map(|b| end_year - b) {
            Some(age) if age <= 20 => AgeGroup::Youth,
            Some(age) if age <= 25 => AgeGroup::Junior,
            _ => AgeGroup::Adult,
        }
    }

    /// The German label used in the evaluation tables.
    pub fn label(self) -> &'static str {
        match self {
            AgeGroup::Youth => "Jgd",
            AgeGroup::Junior => "Jun",
            AgeGroup::Adult => "Erw",
        }
    }
}

/// The parts of K (Anhang 1.3): K = K_0 * b + a, rounded to one decimal and capped at K_max.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KFactor {
    /// Grundwert K_0.
    pub k0: f64,
    /// Erfolgsaufschlag a (0 unless W >= W_e).
    pub a: f64,
    /// Bremsfaktor b (1 unless W < W_e and R_o < 1600).
    pub b: f64,
    /// K_0 * b + a before rounding and capping ("K roh").
    pub raw: f64,
    /// K as used: rounded to one decimal, at most K_max.
    pub k: f64,
}

const K0_YOUNG_BELOW_2200: [f64; 11] = [60., 60., 48., 46., 44., 42., 40., 38., 36., 34., 32.];
const K0_ADULT_BELOW_2000: [f64; 11] = [60., 60., 44., 42., 40., 38., 36., 34., 32., 30., 28.];
const K0_STRONG: [f64; 11] = [60., 60., 41., 39., 37., 35., 33., 31., 29., 27., 25.];

/// Anhang 1.3: the base value K_0 by age group, the rating R_o brought in and the index brought
/// in (1 and 2 both give 60; an index above 10 uses the last column).
///
/// ```
/// use wertung::dwz::{k0, AgeGroup};
/// assert_eq!(k0(AgeGroup::Youth, 1950.0, 15), 32.0); // D of Anhang 3.1.9
/// assert_eq!(k0(AgeGroup::Adult, 2220.0, 31), 25.0); // A
/// assert_eq!(k0(AgeGroup::Junior, 1640.0, 3), 48.0); // G
/// ```
pub fn k0(age: AgeGroup, r_o: f64, index: u32) -> f64 {
    let row = match age {
        AgeGroup::Youth | AgeGroup::Junior if r_o < 2200.0 => &K0_YOUNG_BELOW_2200,
        AgeGroup::Adult if r_o < 2000.0 => &K0_ADULT_BELOW_2000,
        _ => &K0_STRONG,
    };
    let column = (index.clamp(1, 11) - 1) as usize;
    row[column]
}

/// Anhang 1.3: the success bonus a, only when W >= W_e: (2000 - R_o) / t for youth below 2000,
/// a1 / a2 for juniors / adults below 1600, else 0.
///
/// ```
/// use wertung::dwz::{success_bonus, AgeGroup, Parameters};
/// let a = success_bonus(&Parameters::default(), AgeGroup::Youth, 1950.0, 4.5, 3.818);
/// assert!((a - 50.0 / 30.0).abs() < 1e-12); // D: a = 1,667
/// ```
pub fn success_bonus(params: &Parameters, age: AgeGroup, r_o: f64, w: f64, w_e: f64) -> f64 {
    if w < w_e {
        return 0.0;
    }
    match age {
        AgeGroup::Youth if r_o < 2000.0 => (2000.0 - r_o) / params.t,
        AgeGroup::Junior if r_o < 1600.0 => params.a1,
        AgeGroup::Adult if r_o < 1600.0 => params.a2,
        _ => 0.0,
    }
}

/// Anhang 1.3: the brake factor b = (R_o + u) / (1600 + u) when W < W_e and R_o < 1600, else 1.
///
/// ```
/// use wertung::dwz::{brake_factor, Parameters};
/// assert_eq!(brake_factor(&Parameters::default(), 1300.0, 1.0, 1.308), 0.875); // H
/// ```
pub fn brake_factor(params: &Parameters, r_o: f64, w: f64, w_e: f64) -> f64 {
    if w < w_e && r_o < 1600.0 {
        (r_o + params.u) / (1600.0 + params.u)
    } else {
        1.0
    }
}

/// Anhang 1.3: K = K_0 * b + a, rounded to one decimal, capped at K_max.
///
/// ```
/// use wertung::dwz::{k_factor, AgeGroup, Parameters};
/// let p = Parameters::default();
/// // Anhang 3.1.9: D (youth, 1950-15, W 4,5 >= W_e 3,818): K = 32 + 1,667 = 33,7
/// assert_eq!(k_factor(&p, AgeGroup::Youth, 1950.0, 15, 4.5, 3.818).k, 33.7);
/// // H (adult, 1300-77, W 1 < W_e 1,308): K = 28 * 0,875 = 24,5
/// assert_eq!(k_factor(&p, AgeGroup::Adult, 1300.0, 77, 1.0, 1.308).k, 24.5);
/// ```
pub fn k_factor(
    params: &Parameters,
    age: AgeGroup,
    r_o: f64,
    index: u32,
    w: f64,
    w_e: f64,
) -> KFactor {
    let k0 = k0(age, r_o, index);
    let a = success_bonus(params, age, r_o, w, w_e);
    let b = brake_factor(params, r_o, w, w_e);
    let raw = k0 * b + a;
    let k = round_half_away(raw, 1).min(params.k_max);
    KFactor { k0, a, b, raw, k }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k_of_the_worked_example() {
        let p = Parameters::default();
        // Anhang 3.1.9: A, B, C, E, F, G
        assert_eq!(k_factor(&p, AgeGroup::Adult, 2220.0, 31, 7.0, 5.99).k, 25.0);
        assert_eq!(
            k_factor(&p, AgeGroup::Junior, 2100.0, 55, 2.5, 3.088).k,
            32.0
        );
        assert_eq!(
            k_factor(&p, AgeGroup::Adult, 2000.0, 25, 1.0, 1.873).k,
            25.0
        );
        assert_eq!(k_factor(&p, AgeGroup::Youth, 1800.0, 6, 3.0, 4.16).k, 42.0);
        assert_eq!(k_factor(&p, AgeGroup::Adult, 1700.0, 8, 3.0, 3.241).k, 34.0);
        assert_eq!(k_factor(&p, AgeGroup::Junior, 1640.0, 3, 3.5, 1.63).k, 48.0);
    }

    #[test]
    fn k_is_capped_and_success_bonus_needs_w_at_least_we() {
        let p = Parameters::default();
        let k = k_factor(&p, AgeGroup::Youth, 1100.0, 1, 3.0, 3.0);
        assert_eq!((k.a, k.raw, k.k), (30.0, 90.0, 80.0));
        assert_eq!(k_factor(&p, AgeGroup::Youth, 1100.0, 1, 2.9, 3.0).a, 0.0);
        assert!(p.validate().is_ok());
        let e = Parameters { t: 0.0, ..p }.validate().unwrap_err();
        assert_eq!(e.field, Some(Field::Param(Param::T)));
        assert_eq!(e.value.as_deref(), Some("0"));
    }
}
