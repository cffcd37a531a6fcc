//! The player table: a row a player with his fields as typed ([`Edit`]), read one row at a time
//! ([`typed_player`], so the page re-reads only the row being typed in) and applied to the
//! tournament ([`apply`]), with a typed [`InputError`] per bad field (worded by the i18n table
//! when shown). Every value is read as on the calculator ([`crate::web::common::read`]).

use crate::dwz::limits::{FIRST_BIRTH_YEAR, INDEX, INGO, RATING};
use crate::dwz::numeric::parse_decimal;
use crate::dwz::{Date, Player, RestGame, Tournament};
use crate::i18n::Lang;
use crate::ingo::chess::{is_youth, Number};
use crate::input::{Allowed, At, Field, InputError, Place, Problem};
use crate::web::common::read::{date_in, result_in, whole_in};
use serde::{Deserialize, Serialize};

/// One player's fields as typed in the player table.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Edit {
    /// DWZ as typed.
    pub dwz: String,
    /// INGO number as typed: "128/5" (F / index) or "128".
    pub ingo: String,
    /// Index as typed.
    pub index: String,
    /// Year of birth as typed.
    pub birth: String,
    /// DSB member (his results are stored, WO 3.4.3).
    pub member: bool,
    /// Restpartien as typed: DWZ:result:date each.
    pub rest: String,
    /// The number of his FIDE-rated games before the tournament as typed (empty: 30 or more,
    /// FIDE 8.3.3), for the K of the FIDE view. Not in the text kept where empty (as before it
    /// was a field).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub games: String,
}

/// Restpartien as typed in the player table: `1500:½:2025-10-01; …`.
pub fn rest_text(games: &[RestGame]) -> String {
    games
        .iter()
        .map(|g| {
            format!(
                "{}:{}:{}",
                g.opponent_rating,
                crate::dwz::numeric::show(g.score),
                g.date
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A player's fields as the file fills them.
pub fn edit_of(p: &Player) -> Edit {
    let text = |v: Option<u32>| v.map(|d| d.to_string()).unwrap_or_default();
    Edit {
        dwz: text(p.dwz),
        index: text(p.index),
        birth: p.birth_year.map(|d| d.to_string()).unwrap_or_default(),
        member: p.member,
        rest: rest_text(&p.rest_games),
        ingo: String::new(),
        games: String::new(),
    }
}

/// The player table as the file fills it.
pub fn edits_of(t: &Tournament) -> Vec<Edit> {
    t.players.iter().map(edit_of).collect()
}

/// The index of errors about the tournament as a whole (its end date) in [`apply`]'s list.
pub const WHOLE: usize = usize::MAX;

/// The end date as typed over the file's `end`: the date that counts, and the error where the
/// text is not a date (the file's end then counts).
pub fn typed_end(end: Date, text: &str) -> (Date, Option<InputError>) {
    match date_in(text, &Place::default(), Field::EndDate) {
        Ok(typed) => (typed.unwrap_or(end), None),
        Err(e) => (end, Some(e)),
    }
}

/// One player's fields read: what they give his player, and what is wrong with them (a bad
/// field gives nothing).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Typed {
    /// The DWZ.
    pub dwz: Option<u32>,
    /// The index.
    pub index: Option<u32>,
    /// The year of birth.
    pub birth_year: Option<i32>,
    /// DSB member.
    pub member: bool,
    /// The Restpartien.
    pub rest_games: Vec<RestGame>,
    /// FIDE-rated games before the tournament (`None`: 30 or more).
    pub games_before: Option<u32>,
    /// What is wrong with the fields.
    pub errors: Vec<InputError>,
}

impl Typed {
    /// Gives the player what his fields say.
    pub fn apply_to(&self, p: &mut Player) {
        p.dwz = self.dwz;
        p.index = self.index;
        p.birth_year = self.birth_year;
        p.member = self.member;
        p.rest_games.clone_from(&self.rest_games);
    }

    /// What is wrong with the fields, in the language.
    pub fn error_text(&self, l: Lang) -> String {
        joined(l, self.errors.iter())
    }

    /// The value of a field, or `None` with its error kept.
    fn take<T>(&mut self, read: Result<Option<T>, InputError>) -> Option<T> {
        read.unwrap_or_else(|e| {
            self.errors.push(e);
            None
        })
    }
}

/// A whole number in `lo..=hi` as typed ([`whole_in`]).
fn number(
    place: &Place,
    field: Field,
    text: &str,
    (lo, hi): (u32, u32),
) -> Result<Option<u32>, InputError> {
    let read = whole_in(text, place, field, (i64::from(lo), i64::from(hi)))?;
    Ok(read.and_then(|v| u32::try_from(v).ok()))
}

/// One Restpartie as typed: `DWZ:Ergebnis:Datum`, e.g. `1500:½:01.10.2025`.
fn typed_rest_game(part: &str, place: &Place) -> Option<RestGame> {
    let [r, s, d] = part.split(':').collect::<Vec<_>>()[..] else {
        return None;
    };
    Some(RestGame {
        opponent_rating: number(place, Field::OpponentRating, r, RATING).ok()??,
        score: result_in(s, place).ok()??.score()?,
        date: date_in(d, place, Field::Date).ok()??,
    })
}

/// Restpartien as typed (`;` between them): the games, and an error for each that is none.
fn typed_rest_games(text: &str, place: &Place, typed: &mut Typed) {
    let parts = text.split(';').map(str::trim).filter(|s| !s.is_empty());
    for (j, part) in parts.enumerate() {
        let at = place.then(At::RestGame(j + 1));
        match typed_rest_game(part, &at) {
            Some(g) => typed.rest_games.push(g),
            None => typed.errors.push(InputError::new(
                at,
                Field::RestGames,
                part,
                Problem::NotAllowed(Allowed::RestGameText),
            )),
        }
    }
}

/// Reads the fields of row `k` (0-based; places are `Spieler Nr. k + 1`, then the Restpartie) in
/// a tournament that ends in `end_year` (the latest birth year).
pub fn typed_player(e: &Edit, k: usize, end_year: i32) -> Typed {
    let place = Place::from(At::PlayerNo(k + 1));
    let mut t = Typed {
        member: e.member,
        ..Typed::default()
    };
    t.dwz = t.take(number(&place, Field::Dwz, &e.dwz, RATING));
    t.index = t.take(number(&place, Field::Index, &e.index, INDEX));
    let years = (
        FIRST_BIRTH_YEAR as u32,
        end_year.max(FIRST_BIRTH_YEAR) as u32,
    );
    t.birth_year = t
        .take(number(&place, Field::BirthYear, &e.birth, years))
        .map(|y| y as i32);
    t.games_before = t.take(number(
        &place,
        Field::GamesBefore,
        &e.games,
        crate::fide::estimate::GAMES_BEFORE,
    ));
    typed_rest_games(&e.rest, &place, &mut t);
    if let Err(err) = parse_ingo(&e.ingo, k) {
        t.errors.push(err);
    }
    t
}

/// The tournament with the player table's fields applied; an error per bad field, with the
/// player's position (0-based; [`WHOLE`] for the end date).
pub fn apply(
    t: &Tournament,
    edits: &[Edit],
    end_date: &str,
) -> (Tournament, Vec<(usize, InputError)>) {
    let mut out = t.clone();
    let (end, end_error) = typed_end(t.end_date, end_date);
    out.end_date = end;
    let mut errors: Vec<(usize, InputError)> = end_error.map(|e| (WHOLE, e)).into_iter().collect();
    for (k, (p, e)) in out.players.iter_mut().zip(edits).enumerate() {
        let typed = typed_player(e, k, end.year);
        typed.apply_to(p);
        errors.extend(typed.errors.into_iter().map(|e| (k, e)));
    }
    (out, errors)
}

/// Errors in the language, joined by ` · `.
fn joined<'a>(l: Lang, errors: impl Iterator<Item = &'a InputError>) -> String {
    errors.map(|e| l.error(e)).collect::<Vec<_>>().join(" · ")
}

/// The errors of one player (or [`WHOLE`]) in the language.
pub fn errors_of(l: Lang, errors: &[(usize, InputError)], k: usize) -> String {
    joined(l, errors.iter().filter(|(i, _)| *i == k).map(|(_, e)| e))
}

/// An INGO number as typed in row `k` of the player table: "128/5" (F / index), "128" (index
/// 10), decimal comma or point; `Ok(None)` when empty, else the error naming the field and the
/// value.
///
/// ```
/// use wertung::web::turnier::table::parse_ingo;
/// use wertung::i18n::Lang;
/// assert_eq!(parse_ingo(" 128/5 ", 0).unwrap().map(|n| (n.f, n.index)), Some((128.0, 5)));
/// assert_eq!(parse_ingo("127,5", 0).unwrap().map(|n| (n.f, n.index)), Some((127.5, 10)));
/// assert_eq!(parse_ingo("", 0).unwrap(), None);
/// let e = parse_ingo("12x/5", 2).unwrap_err();
/// assert!(Lang::De.error(&e).starts_with("Spieler Nr. 3, INGO: „12x/5“ ist keine INGO-Zahl"));
/// ```
pub fn parse_ingo(text: &str, k: usize) -> Result<Option<Number>, InputError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let (f, index) = text.split_once('/').unwrap_or((text, "10"));
    match (parse_decimal(f), index.trim().parse::<u32>()) {
        (Some(f), Ok(i)) if (INGO.0..=INGO.1).contains(&f) && (INDEX.0..=INDEX.1).contains(&i) => {
            Ok(Some(Number::new(f, i)))
        }
        _ => Err(InputError::new(
            At::PlayerNo(k + 1),
            Field::Ingo,
            text,
            Problem::NotAllowed(Allowed::IngoNumber),
        )),
    }
}

/// The INGO numbers of the player table, a player each (a missing field is empty); an error
/// per bad field.
pub fn ingo_players(
    t: &Tournament,
    edits: &[Edit],
) -> (Vec<crate::ingo::chess::Player>, Vec<InputError>) {
    let mut errors = Vec::new();
    let players = t
        .players
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let typed = edits.get(k).map_or("", |e| e.ingo.as_str());
            let number = parse_ingo(typed, k).unwrap_or_else(|e| {
                errors.push(e);
                None
            });
            crate::ingo::chess::Player {
                number,
                youth: is_youth(p.birth_year, t.end_date.year),
            }
        })
        .collect();
    (players, errors)
}

#[cfg(test)]
mod tests;
