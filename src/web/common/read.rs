//! One reading of each kind of value typed on either page: a whole number, a date, a result.
//! The calculator and the tournament page's player table both read through these, so "2.100"
//! or "17.43" mean the same everywhere. Each returns `Ok(None)` for an empty field and a typed
//! [`InputError`] naming the place, the field and the value otherwise; the words come from the
//! i18n table when the error is shown.

use crate::dwz::estimate::SingleResult;
use crate::dwz::numeric::parse_decimal;
use crate::dwz::Date;
use crate::input::{Field, InputError, Place, Problem};

/// What was typed, trimmed, with the typographic minus `−` read as `-`.
fn normalised(text: &str) -> String {
    text.trim().replace('−', "-")
}

/// Whether `digits` is a whole number written with dots as thousands separators, in the form
/// `d.ddd` (one to three digits, then groups of exactly three): "2.100", "12.000.000".
fn thousands_grouped(digits: &str) -> bool {
    let mut groups = digits.split('.');
    let first = groups.next().unwrap_or_default();
    let all_digits = |g: &str| !g.is_empty() && g.bytes().all(|b| b.is_ascii_digit());
    digits.contains('.')
        && all_digits(first)
        && first.len() <= 3
        && groups.all(|g| g.len() == 3 && all_digits(g))
}

/// A whole number as typed: digits with an optional sign (`-`, `−`, `+`), or with dots as
/// thousands separators only in the form `d.ddd`. Anything else is not a whole number: a
/// decimal ("17.43", "0,5") is [`Problem::NotAWholeNumber`], text or two numbers ("1835 1")
/// [`Problem::NotANumber`].
///
/// ```
/// use wertung::input::Problem;
/// use wertung::web::common::read::whole;
/// assert_eq!(whole(" 2100 "), Ok(Some(2100)));
/// assert_eq!(whole("2.100"), Ok(Some(2100)));
/// assert_eq!(whole("−12"), Ok(Some(-12)));
/// assert_eq!(whole(""), Ok(None));
/// assert_eq!(whole("17.43"), Err(Problem::NotAWholeNumber));
/// assert_eq!(whole("2.10"), Err(Problem::NotAWholeNumber));
/// assert_eq!(whole("1835 1"), Err(Problem::NotANumber));
/// assert_eq!(whole("20x0"), Err(Problem::NotANumber));
/// ```
pub fn whole(text: &str) -> Result<Option<i64>, Problem> {
    let t = normalised(text);
    if t.is_empty() {
        return Ok(None);
    }
    let (sign, digits) = match t.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, t.strip_prefix('+').unwrap_or(&t)),
    };
    let plain = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
    if plain || thousands_grouped(digits) {
        let joined: String = digits.chars().filter(|c| *c != '.').collect();
        // More digits than an i64 holds: a number, just far out of every range.
        let value = joined.parse::<i64>().unwrap_or(i64::MAX);
        return Ok(Some(sign * value));
    }
    if parse_decimal(&t).is_some() {
        Err(Problem::NotAWholeNumber)
    } else {
        Err(Problem::NotANumber)
    }
}

/// A whole number within `lo..=hi` (`None` when empty), or the error naming `place`, `field`
/// and the value as typed.
///
/// ```
/// use wertung::input::{At, Field};
/// use wertung::web::common::read::whole_in;
/// let place = At::Game(1).into();
/// assert_eq!(whole_in("1.835", &place, Field::OpponentRating, (1, 3500)), Ok(Some(1835)));
/// let e = whole_in("12000", &place, Field::OpponentRating, (1, 3500)).unwrap_err();
/// assert_eq!(e.to_string(), "Partie 1, Gegner-DWZ: „12000“ liegt nicht zwischen 1 und 3500");
/// ```
pub fn whole_in(
    text: &str,
    place: &Place,
    field: Field,
    (lo, hi): (i64, i64),
) -> Result<Option<i64>, InputError> {
    let shown = text.trim();
    match whole(text) {
        Ok(Some(v)) if (lo..=hi).contains(&v) => Ok(Some(v)),
        Ok(Some(_)) => Err(InputError::out_of_range(
            place.clone(),
            field,
            shown,
            lo as f64,
            hi as f64,
        )),
        Ok(None) => Ok(None),
        Err(problem) => Err(InputError::new(place.clone(), field, shown, problem)),
    }
}

/// A date as typed, `TT.MM.JJJJ` or `JJJJ-MM-TT` (`None` when empty), or the error.
///
/// ```
/// use wertung::input::{At, Field};
/// use wertung::web::common::read::date_in;
/// let place = At::Tournament.into();
/// assert_eq!(date_in("29.11.2026", &place, Field::EndDate), date_in("2026-11-29", &place, Field::EndDate));
/// assert!(date_in("31.02.2026", &place, Field::EndDate).is_err());
/// ```
pub fn date_in(text: &str, place: &Place, field: Field) -> Result<Option<Date>, InputError> {
    let t = normalised(text);
    if t.is_empty() {
        return Ok(None);
    }
    Date::parse(&t)
        .map(Some)
        .ok_or_else(|| InputError::new(place.clone(), field, text.trim(), Problem::NotADate))
}

/// A decimal as typed, with a comma or a point, within `lo..=hi` (`None` when empty), or the
/// error.
pub fn decimal_in(
    text: &str,
    place: &Place,
    field: Field,
    (lo, hi): (f64, f64),
) -> Result<Option<f64>, InputError> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    match parse_decimal(t) {
        Some(v) if (lo..=hi).contains(&v) => Ok(Some(v)),
        Some(_) => Err(InputError::out_of_range(place.clone(), field, t, lo, hi)),
        None => Err(InputError::new(
            place.clone(),
            field,
            t,
            Problem::NotANumber,
        )),
    }
}

/// A game's result as typed (`1`, `½`, `=`, `r`, `0.5`, `0,5`, `0`, `+`, `-`; `None` when
/// empty), or the error naming the value and the results allowed.
pub fn result_in(text: &str, place: &Place) -> Result<Option<SingleResult>, InputError> {
    let t = normalised(text);
    if t.is_empty() {
        return Ok(None);
    }
    SingleResult::parse(&t).map(Some).ok_or_else(|| {
        InputError::new(
            place.clone(),
            Field::Result,
            text.trim(),
            Problem::NotAllowed(crate::input::Allowed::SingleResult),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dot_groups_thousands_only_in_threes() {
        for (text, value) in [
            ("2.100", 2100),
            ("1.000.000", 1_000_000),
            ("+7", 7),
            ("007", 7),
        ] {
            assert_eq!(whole(text), Ok(Some(value)), "{text}");
        }
        for text in ["17.43", "2.1", "2100.", ".100", "1.0000", "0,5"] {
            assert_eq!(whole(text), Err(Problem::NotAWholeNumber), "{text}");
        }
        for text in ["1835 1", "abc", "20x0", "2..100", "-", "1'835"] {
            assert_eq!(whole(text), Err(Problem::NotANumber), "{text}");
        }
    }
}
