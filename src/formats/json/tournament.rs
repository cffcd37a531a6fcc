//! The tournament input (and the same tournament written back as JSON).

use super::evaluation::rest_out;
use super::read::{rest_games, syntax_error, whole_number, Obj};
use crate::dwz::{Date, Game, GameResult, Kind, Player, Tournament};
use crate::input::{Allowed, At, Field, InputError, Place, Problem};
use serde_json::{Map, Value};

/// Reads the tournament JSON of the CLI (see the README) and checks it.
///
/// ```
/// let t = wertung::formats::json::read_tournament(r#"{"end_date": "2026-12-12",
///   "players": [{"id": "A", "dwz": 2000}, {"id": "B"}],
///   "games": [{"white": "A", "black": "B", "result": "2-0"}]}"#);
/// assert!(t.unwrap_err().to_string().contains("„2-0“"));
/// ```
pub fn read_tournament(text: &str) -> Result<Tournament, InputError> {
    let root: Value = serde_json::from_str(text).map_err(syntax_error)?;
    tournament_from_value(&root)
}

/// [`read_tournament`] from an already parsed value (the JavaScript API).
pub fn tournament_from_value(root: &Value) -> Result<Tournament, InputError> {
    let t = Obj::new(Place::default(), root)?;
    let end_date = t
        .date(Field::EndDate)?
        .ok_or_else(|| t.missing(Field::EndDate))?;
    let kind = t
        .code(Field::Kind, Allowed::Kind, |s| match s {
            "tournament" | "turnier" => Some(Kind::Tournament),
            "match" | "zweikampf" => Some(Kind::Match),
            _ => None,
        })?
        .unwrap_or_default();
    let mut players = Vec::new();
    for (k, v) in t.array(Field::Players)?.iter().enumerate() {
        let id = Obj::new(At::PlayerNo(k + 1), v)?.id(Field::Id)?;
        let p = Obj::new(At::Player(id.clone()), v)?;
        players.push(Player {
            name: p.string(Field::Name)?,
            dwz: p.rating(Field::Dwz)?,
            index: p.index(Field::Index)?,
            birth_year: p.birth_year(end_date.year.into())?,
            member: p.boolean(Field::Member)?.unwrap_or(true),
            rest_games: rest_games(&p, p.array(Field::RestGames)?)?,
            id,
        });
    }
    let mut games = Vec::new();
    for (k, v) in t.array(Field::Games)?.iter().enumerate() {
        let g = Obj::new(At::Game(k + 1), v)?;
        let result = match g.get(Field::Result) {
            Some(Value::String(s)) => GameResult::parse(s).ok_or_else(|| {
                InputError::new(
                    g.place.clone(),
                    Field::Result,
                    s,
                    Problem::NotAllowed(Allowed::GameResult),
                )
            })?,
            Some(other) => {
                return Err(g.err(
                    Field::Result,
                    other,
                    Problem::NotAllowed(Allowed::GameResult),
                ))
            }
            None => return Err(g.missing(Field::Result)),
        };
        games.push(Game {
            white: g.id(Field::White)?,
            black: g.id(Field::Black)?,
            result,
            round: g
                .get_key("round")
                .and_then(whole_number)
                .and_then(|r| u32::try_from(r).ok())
                .filter(|&r| r > 0),
        });
    }
    let tournament = Tournament {
        name: t.string(Field::Name)?.unwrap_or_default(),
        end_date,
        kind,
        players,
        games,
    };
    tournament.validate()?;
    Ok(tournament)
}

/// [`read_tournament`] with the tournament's `start_date` (`YYYY-MM-DD` or `TT.MM.JJJJ`, where
/// given): the order of a run among tournaments of one end date (WO 2.2.3).
///
/// ```
/// let (t, start) = wertung::formats::json::read_tournament_dated(r#"{"end_date": "2026-10-04",
///   "start_date": "02.10.2026", "players": [{"id": "A"}]}"#).unwrap();
/// assert_eq!((t.end_date.to_string(), start.map(|d| d.to_string())),
///     ("2026-10-04".into(), Some("2026-10-02".into())));
/// ```
pub fn read_tournament_dated(text: &str) -> Result<(Tournament, Option<Date>), InputError> {
    let root: Value = serde_json::from_str(text).map_err(syntax_error)?;
    let tournament = tournament_from_value(&root)?;
    let start = Obj::new(Place::default(), &root)?.date(Field::StartDate)?;
    Ok((tournament, start))
}

/// Writes a tournament as JSON input (round trip of [`read_tournament`]).
pub fn tournament_to_value(t: &Tournament) -> Value {
    let players: Vec<Value> = t
        .players
        .iter()
        .map(|p| {
            let mut m = Map::new();
            m.insert("id".into(), p.id.clone().into());
            if let Some(n) = &p.name {
                m.insert("name".into(), n.clone().into());
            }
            if let Some(r) = p.dwz {
                m.insert("dwz".into(), r.into());
            }
            if let Some(i) = p.index {
                m.insert("index".into(), i.into());
            }
            if let Some(b) = p.birth_year {
                m.insert("birth_year".into(), b.into());
            }
            if !p.member {
                m.insert("member".into(), false.into());
            }
            if !p.rest_games.is_empty() {
                m.insert(
                    "rest_games".into(),
                    serde_json::to_value(rest_out(&p.rest_games)).unwrap_or_default(),
                );
            }
            Value::Object(m)
        })
        .collect();
    let games: Vec<Value> = t
        .games
        .iter()
        .map(|g| {
            let mut v =
                serde_json::json!({"white": g.white, "black": g.black, "result": g.result.code()});
            if let (Some(r), Some(m)) = (g.round, v.as_object_mut()) {
                m.insert("round".into(), r.into());
            }
            v
        })
        .collect();
    let mut root = Map::new();
    root.insert("name".into(), t.name.clone().into());
    root.insert("end_date".into(), t.end_date.to_string().into());
    if t.kind == Kind::Match {
        root.insert("kind".into(), "match".into());
    }
    root.insert("players".into(), players.into());
    root.insert("games".into(), games.into());
    Value::Object(root)
}
