//! Reading helpers: every value read with the player (or game) and the field it belongs to.

use crate::dwz::limits::{FIRST_BIRTH_YEAR, INDEX, RATING};
use crate::dwz::numeric::parse_decimal;
use crate::dwz::{Date, RestGame};
use crate::input::{Allowed, At, Field, InputError, JsonType, Place, Problem};
use serde_json::{Map, Value};

/// The key of a field in the JSON.
#[allow(clippy::match_same_arms)] // one arm a field, in the order of `Field`
pub fn key(f: Field) -> &'static str {
    match f {
        Field::Id => "id",
        Field::Name => "name",
        Field::Dwz => "dwz",
        Field::Index => "index",
        Field::BirthYear => "birth_year",
        Field::Member => "member",
        Field::EndDate => "end_date",
        Field::StartDate => "start_date",
        Field::Kind => "kind",
        Field::Mode => "mode",
        Field::Players => "players",
        Field::Games => "games",
        Field::Tournaments => "tournaments",
        Field::RestGames => "rest_games",
        Field::White => "white",
        Field::Black => "black",
        Field::Result => "result",
        Field::OpponentRating => "opponent_rating",
        Field::Score => "score",
        Field::Date => "date",
        Field::K => "k",
        Field::Remaining => "remaining",
        Field::TargetRating => "target",
        Field::Ingo => "ingo",
        Field::IngoIndex => "ingo_index",
        Field::IngoQualifier => "ingo_qualifier",
        Field::Youth => "youth",
        Field::Elo => "rating",
        Field::OpponentElo => "opponent_rating",
        Field::OpponentName => "opponent_name",
        Field::FideK => "k",
        Field::GamesBefore => "games_before",
        Field::Reached2400 => "reached_2400",
        Field::EarlierGames => "earlier_games",
        _ => "",
    }
}

pub(super) fn syntax_error(e: serde_json::Error) -> InputError {
    let text = e.to_string();
    // serde_json ends its message with " at line L column C": the place says that already.
    let detail = text
        .rfind(" at line ")
        .map_or(text.as_str(), |at| &text[..at])
        .to_string();
    InputError::at(
        [At::Line(e.line()), At::Column(e.column())],
        "",
        Problem::JsonSyntax(detail),
    )
}

/// A whole number as JSON gives it: `1500`, `1500.0` or `"1500"`.
pub(super) fn whole_number(v: &Value) -> Option<i64> {
    match v {
        Value::Number(n) => n.as_i64().or_else(|| {
            n.as_f64()
                .filter(|f| f.fract() == 0.0 && f.abs() < 1e15)
                .map(|f| f as i64)
        }),
        Value::String(s) => s.trim().parse::<i64>().ok(),
        _ => None,
    }
}

/// Why a value is no whole number: a number with a fraction (`2000.5`, `"2000,5"`) is
/// `NotAWholeNumber`, anything else (`"abc"`, `true`) `NotANumber`.
pub(super) fn whole_number_problem(v: &Value) -> Problem {
    let numeric = match v {
        Value::Number(_) => true,
        Value::String(s) => parse_decimal(s).is_some(),
        _ => false,
    };
    if numeric {
        Problem::NotAWholeNumber
    } else {
        Problem::NotANumber
    }
}

pub(super) fn describe(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// A JSON object being read, with its place for the errors.
pub(super) struct Obj<'a> {
    pub(super) place: Place,
    pub(super) map: &'a Map<String, Value>,
}

impl<'a> Obj<'a> {
    pub(super) fn new(place: impl Into<Place>, v: &'a Value) -> Result<Obj<'a>, InputError> {
        let place = place.into();
        match v {
            Value::Object(map) => Ok(Obj { place, map }),
            other => Err(InputError::at(
                place,
                describe(other),
                Problem::WrongType(JsonType::Object),
            )),
        }
    }

    pub(super) fn err(&self, field: Field, v: &Value, problem: Problem) -> InputError {
        InputError::new(self.place.clone(), field, describe(v), problem)
    }

    pub(super) fn missing(&self, field: Field) -> InputError {
        InputError::missing(self.place.clone(), field)
    }

    /// The field, with `null` read as absent.
    pub(super) fn get(&self, field: Field) -> Option<&'a Value> {
        self.get_key(key(field))
    }

    pub(super) fn get_key(&self, key: &str) -> Option<&'a Value> {
        self.map.get(key).filter(|v| !v.is_null())
    }

    pub(super) fn string(&self, field: Field) -> Result<Option<String>, InputError> {
        match self.get(field) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(v) => Err(self.err(field, v, Problem::WrongType(JsonType::Text))),
        }
    }

    pub(super) fn id(&self, field: Field) -> Result<String, InputError> {
        match self.get(field) {
            Some(Value::String(s)) => Ok(s.clone()),
            Some(Value::Number(n)) => Ok(n.to_string()),
            Some(v) => Err(self.err(field, v, Problem::WrongType(JsonType::TextOrNumber))),
            None => Err(self.missing(field)),
        }
    }

    pub(super) fn integer(
        &self,
        field: Field,
        lo: i64,
        hi: i64,
    ) -> Result<Option<i64>, InputError> {
        self.integer_at(key(field), field, lo, hi)
    }

    /// A rating (DWZ, opponent's or target DWZ) within [`RATING`].
    pub(super) fn rating(&self, field: Field) -> Result<Option<u32>, InputError> {
        Ok(self
            .integer(field, RATING.0.into(), RATING.1.into())?
            .map(|r| r as u32))
    }

    /// A DWZ index within [`INDEX`].
    pub(super) fn index(&self, field: Field) -> Result<Option<u32>, InputError> {
        Ok(self
            .integer(field, INDEX.0.into(), INDEX.1.into())?
            .map(|i| i as u32))
    }

    /// A birth year from [`FIRST_BIRTH_YEAR`] to `last`.
    pub(super) fn birth_year(&self, last: i64) -> Result<Option<i32>, InputError> {
        Ok(self
            .integer(Field::BirthYear, FIRST_BIRTH_YEAR.into(), last)?
            .map(|y| y as i32))
    }

    pub(super) fn integer_at(
        &self,
        key: &str,
        field: Field,
        lo: i64,
        hi: i64,
    ) -> Result<Option<i64>, InputError> {
        let Some(v) = self.get_key(key) else {
            return Ok(None);
        };
        let n = whole_number(v);
        match n {
            Some(n) if (lo..=hi).contains(&n) => Ok(Some(n)),
            Some(_) => Err(self.err(
                field,
                v,
                Problem::OutOfRange {
                    lo: lo as f64,
                    hi: hi as f64,
                },
            )),
            None => Err(self.err(field, v, whole_number_problem(v))),
        }
    }

    pub(super) fn number(&self, field: Field) -> Result<Option<f64>, InputError> {
        self.number_at(key(field), field)
    }

    pub(super) fn number_at(&self, key: &str, field: Field) -> Result<Option<f64>, InputError> {
        let Some(v) = self.get_key(key) else {
            return Ok(None);
        };
        let n = match v {
            Value::Number(n) => n.as_f64(),
            Value::String(s) => parse_decimal(s),
            _ => None,
        };
        match n {
            Some(f) if f.is_finite() => Ok(Some(f)),
            _ => Err(self.err(field, v, Problem::NotANumber)),
        }
    }

    pub(super) fn boolean(&self, field: Field) -> Result<Option<bool>, InputError> {
        match self.get(field) {
            None => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(v) => Err(self.err(field, v, Problem::WrongType(JsonType::Boolean))),
        }
    }

    pub(super) fn date(&self, field: Field) -> Result<Option<Date>, InputError> {
        match self.string(field)? {
            None => Ok(None),
            Some(s) => Date::parse(&s)
                .map(Some)
                .ok_or_else(|| InputError::new(self.place.clone(), field, &s, Problem::NotADate)),
        }
    }

    pub(super) fn array(&self, field: Field) -> Result<&'a [Value], InputError> {
        match self.get(field) {
            None => Ok(&[]),
            Some(Value::Array(a)) => Ok(a),
            Some(v) => Err(self.err(field, v, Problem::WrongType(JsonType::List))),
        }
    }

    /// A code field read by `parse`; an unknown code is `NotAllowed(allowed)`.
    pub(super) fn code<T>(
        &self,
        field: Field,
        allowed: Allowed,
        parse: impl Fn(&str) -> Option<T>,
    ) -> Result<Option<T>, InputError> {
        match self.string(field)? {
            None => Ok(None),
            Some(s) => parse(&s.to_ascii_lowercase()).map(Some).ok_or_else(|| {
                InputError::new(self.place.clone(), field, &s, Problem::NotAllowed(allowed))
            }),
        }
    }
}

pub(super) fn rest_games(owner: &Obj, list: &[Value]) -> Result<Vec<RestGame>, InputError> {
    list.iter()
        .enumerate()
        .map(|(k, v)| {
            let g = Obj::new(owner.place.then(At::RestGame(k + 1)), v)?;
            let rating = g
                .rating(Field::OpponentRating)?
                .ok_or_else(|| g.missing(Field::OpponentRating))?;
            let score = g
                .number(Field::Score)?
                .ok_or_else(|| g.missing(Field::Score))?;
            let date = g.date(Field::Date)?.ok_or_else(|| g.missing(Field::Date))?;
            let game = RestGame {
                opponent_rating: rating,
                score,
                date,
            };
            game.validate(g.place.clone())?;
            Ok(game)
        })
        .collect()
}
