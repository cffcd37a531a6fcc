//! A player's page as the estimate JSON the CLI and the API read (`dwz estimate`,
//! `fide estimate`): the same games a player would type as numbers, the opponents named, the
//! remaining rounds as the what-if; and the page's player as an entrant, to be found in the
//! DSB's player list (ident number, FIDE ID, name and birth year).

use super::{selection, PlayerPage, Selection, Which};
use crate::dwz::Date;
use crate::formats::Entrant;
use serde_json::{json, Map, Value};

/// A result in half points as the estimate JSON writes it.
fn result(half_points: u8) -> &'static str {
    match half_points {
        0 => "0",
        1 => "½",
        _ => "1",
    }
}

/// The estimate JSON of `dwz estimate` for the page's player: a Vorausberechnung from his
/// national rating with `index` (a first rating where he has none), every game played (an
/// unrated opponent's with `opponent_rating` null: left out, as typed), the remaining rounds
/// as the what-if; `end_date` where known. The selection it was made of, for its notes.
///
/// ```
/// use wertung::formats::chess_results::{dwz_estimate, read_page};
/// let page = read_page("Name\tBerger, Jonas\nRating national\t1843\nYear of birth\t1990\n\
///     Rd.\tSNo\t\tName\tRtgI\tRtgN\tFED\tPts.\tRes.\n1\t9\t\tAdler, Anna\t1720\t1688\tGER\t2\t1\n").unwrap();
/// let (v, _) = dwz_estimate(&page, Some(23), None);
/// assert_eq!((v["dwz"].as_u64(), v["index"].as_u64(), v["birth_year"].as_u64()), (Some(1843), Some(23), Some(1990)));
/// assert_eq!(v["games"][0]["opponent_rating"].as_u64(), Some(1688));
/// ```
pub fn dwz_estimate(
    page: &PlayerPage,
    index: Option<u32>,
    end_date: Option<Date>,
) -> (Value, Selection) {
    let s = selection(page, Which::Dwz);
    let mut o = Map::new();
    let rated = page.national_rating.is_some();
    o.insert(
        "kind".into(),
        Value::from(if rated { "forecast" } else { "first_rating" }),
    );
    if let Some(name) = &page.name {
        o.insert("name".into(), Value::from(name.as_str()));
    }
    if let Some(d) = end_date {
        o.insert("end_date".into(), Value::from(d.to_string()));
    }
    if let Some(dwz) = page.national_rating {
        o.insert("dwz".into(), Value::from(dwz));
        if let Some(index) = index {
            o.insert("index".into(), Value::from(index));
        }
    }
    if let Some(year) = page.birth_year {
        o.insert("birth_year".into(), Value::from(year));
    }
    o.insert("games".into(), games(&s));
    if !s.remaining.is_empty() {
        o.insert("remaining".into(), remaining(&s));
    }
    (Value::Object(o), s)
}

/// The input of `fide estimate` for the page's player: his Elo (the international rating, or
/// the page's only one), every game played with the opponent's Elo (null: unrated), and
/// `games_before` and `end_date` where given.
pub fn fide_estimate(
    page: &PlayerPage,
    games_before: Option<u32>,
    end_date: Option<Date>,
) -> (Value, Selection) {
    let s = selection(page, Which::Elo);
    let mut o = Map::new();
    if let Some(name) = &page.name {
        o.insert("name".into(), Value::from(name.as_str()));
    }
    if let Some(elo) = page.elo() {
        o.insert("rating".into(), Value::from(elo));
    }
    if let Some(year) = page.birth_year {
        o.insert("birth_year".into(), Value::from(year));
    }
    if let Some(n) = games_before {
        o.insert("games_before".into(), Value::from(n));
    }
    if let Some(d) = end_date {
        o.insert("end_date".into(), Value::from(d.to_string()));
    }
    o.insert("games".into(), games(&s));
    (Value::Object(o), s)
}

/// The games played, each with the opponent's name, rating (null: unrated) and result.
fn games(s: &Selection) -> Value {
    Value::Array(
        s.games
            .iter()
            .map(|g| {
                json!({
                    "opponent_name": g.opponent,
                    "opponent_rating": g.rating,
                    "result": result(g.half_points),
                })
            })
            .collect(),
    )
}

/// The what-if of the rounds paired, not played yet.
fn remaining(s: &Selection) -> Value {
    json!({
        "opponent_ratings": s.remaining.iter().map(|r| r.rating).collect::<Vec<_>>(),
        "opponent_names": s.remaining.iter().map(|r| r.opponent.as_str()).collect::<Vec<_>>(),
    })
}

/// The page's player as a tournament file's entrant, to be found in the DSB's player list: his
/// name, birth year, FIDE ID, and his ident number as the list's ID (`NU4073762`) or as club
/// and member number (`10614-123`), as the page writes it.
///
/// ```
/// use wertung::formats::chess_results::{entrant, PlayerPage};
/// let page = PlayerPage { ident: Some("10614-123".into()), ..PlayerPage::default() };
/// let e = entrant(&page);
/// assert_eq!((e.club.as_deref(), e.member_number.as_deref()), (Some("10614"), Some("123")));
/// ```
pub fn entrant(page: &PlayerPage) -> Entrant {
    let mut e = Entrant {
        name: page.name.clone(),
        fide_id: page.fide_id,
        fide_rating: page.elo(),
        national_rating: page.national_rating,
        birth_year: page.birth_year,
        federation: page.federation.clone(),
        title: page.title.clone(),
        ..Entrant::default()
    };
    if let Some(ident) = page.ident.as_deref() {
        let parts: Vec<&str> = ident.split(['-', '/']).map(str::trim).collect();
        match parts.as_slice() {
            [club, member]
                if !club.is_empty()
                    && !member.is_empty()
                    && club.chars().all(|c| c.is_ascii_alphanumeric())
                    && member.bytes().all(|b| b.is_ascii_digit()) =>
            {
                e.club = Some((*club).to_string());
                e.member_number = Some((*member).to_string());
            }
            [id] if id.starts_with(|c: char| c.is_ascii_alphabetic()) => {
                e.dsb_id = Some((*id).to_string());
            }
            _ => {}
        }
    }
    e
}
