//! The JSON of `wertung fide estimate` (and the API's `fideEstimate`): the player and his games
//! in, his Elo change or initial rating out. Field names are fixed (see the README).

use super::read::{syntax_error, Obj};
use crate::dwz::estimate::SingleResult;
use crate::dwz::limits::{FIRST_BIRTH_YEAR, LAST_YEAR, RATING};
use crate::fide::estimate::{
    EarlierGame, FideEstimate, FideGame, FideInput, GameOutcome, RatedElo, UnratedElo,
    GAMES_BEFORE, GIVEN_K,
};
use crate::i18n::Lang;
use crate::input::{Allowed, At, Field, InputError, Place, Problem};
use serde::Serialize;
use serde_json::Value;

/// Reads the input of `wertung fide estimate`.
///
/// ```
/// let input = wertung::formats::json::fide::read_fide_estimate(r#"{"rating": 1820,
///   "games": [{"opponent_rating": 1790, "result": "1"}, {"opponent_rating": null, "result": "½"}]}"#).unwrap();
/// assert_eq!((input.rating, input.games.len(), input.games[1].opponent_rating), (Some(1820), 2, None));
/// ```
pub fn read_fide_estimate(text: &str) -> Result<FideInput, InputError> {
    let root: Value = serde_json::from_str(text).map_err(syntax_error)?;
    fide_estimate_from_value(&root)
}

/// [`read_fide_estimate`] from an already parsed value.
pub fn fide_estimate_from_value(root: &Value) -> Result<FideInput, InputError> {
    let o = Obj::new(Place::default(), root)?;
    let end_date = o.date(Field::EndDate)?;
    let last_year = end_date.map_or(LAST_YEAR, |d| d.year);
    let whole = |field, (lo, hi): (u32, u32)| -> Result<Option<u32>, InputError> {
        Ok(o.integer(field, lo.into(), hi.into())?.map(|v| v as u32))
    };
    Ok(FideInput {
        rating: whole(Field::Elo, RATING)?,
        k: whole(Field::FideK, GIVEN_K)?,
        birth_year: o
            .integer(Field::BirthYear, FIRST_BIRTH_YEAR.into(), last_year.into())?
            .map(|y| y as i32),
        games_before: whole(Field::GamesBefore, GAMES_BEFORE)?,
        reached_2400: o.boolean(Field::Reached2400)?.unwrap_or(false),
        start_date: o.date(Field::StartDate)?,
        end_date,
        games: games(&o)?,
        earlier_games: earlier_games(&o)?,
    })
}

/// `games`: opponent rating (absent or null: unrated) and result.
fn games(o: &Obj) -> Result<Vec<FideGame>, InputError> {
    let mut games = Vec::new();
    for (k, v) in o.array(Field::Games)?.iter().enumerate() {
        let g = Obj::new(o.place.then(At::Game(k + 1)), v)?;
        games.push(FideGame {
            opponent_rating: g
                .integer(Field::OpponentElo, RATING.0.into(), RATING.1.into())?
                .map(|r| r as u32),
            result: super::estimate::single_result(&g)?,
        });
    }
    Ok(games)
}

/// `earlier_games`: rated games (an opponent rating, a played result, a date).
fn earlier_games(o: &Obj) -> Result<Vec<EarlierGame>, InputError> {
    let mut games = Vec::new();
    for (k, v) in o.array(Field::EarlierGames)?.iter().enumerate() {
        let g = Obj::new(o.place.then(At::EarlierGame(k + 1)), v)?;
        let opponent_rating = g
            .integer(Field::OpponentElo, RATING.0.into(), RATING.1.into())?
            .ok_or_else(|| g.missing(Field::OpponentElo))? as u32;
        let score = match super::estimate::single_result(&g)? {
            SingleResult::Score(s) => (s * 100.0).round() as i32,
            _ => {
                let v = g.get(Field::Result).unwrap_or(&Value::Null);
                return Err(g.err(Field::Result, v, Problem::NotAllowed(Allowed::Score)));
            }
        };
        let date = g.date(Field::Date)?.ok_or_else(|| g.missing(Field::Date))?;
        games.push(EarlierGame {
            opponent_rating,
            score,
            date,
        });
    }
    Ok(games)
}

/// A value in hundredths as a number: 284 → 2.84.
fn hundredths(x: i64) -> f64 {
    x as f64 / 100.0
}

#[derive(Serialize)]
struct GameOut {
    opponent_rating: Option<u32>,
    score: f64,
    expected: Option<f64>,
    change: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
}

/// A rated player's estimate as JSON: R_o, K and why, n, W, W_e, the games, the change, R_n.
#[derive(Serialize)]
pub struct RatedOut {
    ro: u32,
    k: u32,
    k_reason: String,
    n: usize,
    w: f64,
    we: f64,
    games: Vec<GameOut>,
    change: i64,
    rn: i64,
    listed: bool,
    rp: Option<i64>,
}

/// An unrated player's initial rating as JSON: n, W, R_a, p, dp, R_u (8.2).
#[derive(Serialize)]
pub struct UnratedOut {
    n: usize,
    w: f64,
    ra: f64,
    p: f64,
    dp: i32,
    ru: Option<u32>,
    reason: Option<String>,
}

/// The estimate in the shape of `wertung fide estimate`.
#[derive(Serialize)]
#[serde(untagged)]
pub enum FideOut {
    /// A rated player.
    Rated(RatedOut),
    /// An unrated player.
    Unrated(UnratedOut),
}

fn game_out(g: &GameOutcome, lang: Lang) -> GameOut {
    GameOut {
        opponent_rating: g.opponent_rating,
        score: hundredths(g.score.into()),
        expected: g.expected.map(|pd| hundredths(pd.into())),
        change: g.change.map(hundredths),
        reason: g.not_rated.map(|r| lang.fide_not_rated(r).to_string()),
    }
}

fn rated_out(e: &RatedElo, lang: Lang) -> RatedOut {
    RatedOut {
        ro: e.ro,
        k: e.k.k,
        k_reason: lang.fide_k_reason(&e.k),
        n: e.n,
        w: hundredths(e.w),
        we: hundredths(e.we),
        games: e.games.iter().map(|g| game_out(g, lang)).collect(),
        change: e.change,
        rn: e.rn,
        listed: e.listed,
        rp: e.rp,
    }
}

fn unrated_out(u: &UnratedElo, lang: Lang) -> UnratedOut {
    let i = &u.initial;
    UnratedOut {
        n: i.n,
        w: hundredths(i.w),
        ra: crate::dwz::numeric::round_half_away(i.ra(), 2),
        p: hundredths(i.p.into()),
        dp: i.dp,
        ru: i.ru,
        reason: i.reason.map(|r| lang.no_initial_rating(r)),
    }
}

/// The estimate as the CLI and the API give it (the reasons in `lang`).
pub fn fide_out(e: &FideEstimate, lang: Lang) -> FideOut {
    match e {
        FideEstimate::Rated(r) => FideOut::Rated(rated_out(r, lang)),
        FideEstimate::Unrated(u) => FideOut::Unrated(unrated_out(u, lang)),
    }
}

/// [`fide_out`] as pretty-printed JSON.
pub fn write_fide_estimate(e: &FideEstimate, lang: Lang) -> String {
    serde_json::to_string_pretty(&fide_out(e, lang)).unwrap_or_default()
}
