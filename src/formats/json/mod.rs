//! The JSON the CLI (and the JavaScript API) speaks: the tournament input, the evaluation output,
//! and the estimate input and output. Field names are fixed; other tools read them.
//!
//! Input is read through `serde_json::Value` by hand so that every error names the player (or
//! game) and the field together with the offending value.

pub mod fide;

use crate::dwz::estimate::SingleResult;
use crate::dwz::limits::{FIRST_BIRTH_YEAR, INDEX, INGO, RATING};
use crate::dwz::numeric::{parse_decimal, round_half_away};
use crate::dwz::{
    chain, chain_what_if, what_if, Chain, ChainInput, ChainTournament, Parameters, Remaining,
    WhatIf,
};
use crate::dwz::{
    Date, EstimateGame, EstimateInput, EstimateKind, EstimateResult, Evaluation, Game, GameResult,
    Kind, Mode, Outcome, Player, PlayerResult, RestGame, Tournament,
};
use crate::i18n::Lang;
use crate::input::{Allowed, At, Field, InputError, JsonType, Place, Problem};
use serde::Serialize;
use serde_json::{Map, Value};

// ---------------------------------------------------------------- reading helpers

/// The key of a field in the JSON.
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
        Field::FideK => "k",
        Field::GamesBefore => "games_before",
        Field::Reached2400 => "reached_2400",
        Field::EarlierGames => "earlier_games",
        _ => "",
    }
}

fn syntax_error(e: serde_json::Error) -> InputError {
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
fn whole_number(v: &Value) -> Option<i64> {
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
fn whole_number_problem(v: &Value) -> Problem {
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

fn describe(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// A JSON object being read, with its place for the errors.
struct Obj<'a> {
    place: Place,
    map: &'a Map<String, Value>,
}

impl<'a> Obj<'a> {
    fn new(place: impl Into<Place>, v: &'a Value) -> Result<Obj<'a>, InputError> {
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

    fn err(&self, field: Field, v: &Value, problem: Problem) -> InputError {
        InputError::new(self.place.clone(), field, describe(v), problem)
    }

    fn missing(&self, field: Field) -> InputError {
        InputError::missing(self.place.clone(), field)
    }

    /// The field, with `null` read as absent.
    fn get(&self, field: Field) -> Option<&'a Value> {
        self.get_key(key(field))
    }

    fn get_key(&self, key: &str) -> Option<&'a Value> {
        self.map.get(key).filter(|v| !v.is_null())
    }

    fn string(&self, field: Field) -> Result<Option<String>, InputError> {
        match self.get(field) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(v) => Err(self.err(field, v, Problem::WrongType(JsonType::Text))),
        }
    }

    fn id(&self, field: Field) -> Result<String, InputError> {
        match self.get(field) {
            Some(Value::String(s)) => Ok(s.clone()),
            Some(Value::Number(n)) => Ok(n.to_string()),
            Some(v) => Err(self.err(field, v, Problem::WrongType(JsonType::TextOrNumber))),
            None => Err(self.missing(field)),
        }
    }

    fn integer(&self, field: Field, lo: i64, hi: i64) -> Result<Option<i64>, InputError> {
        self.integer_at(key(field), field, lo, hi)
    }

    /// A rating (DWZ, opponent's or target DWZ) within [`RATING`].
    fn rating(&self, field: Field) -> Result<Option<u32>, InputError> {
        Ok(self
            .integer(field, RATING.0.into(), RATING.1.into())?
            .map(|r| r as u32))
    }

    /// A DWZ index within [`INDEX`].
    fn index(&self, field: Field) -> Result<Option<u32>, InputError> {
        Ok(self
            .integer(field, INDEX.0.into(), INDEX.1.into())?
            .map(|i| i as u32))
    }

    /// A birth year from [`FIRST_BIRTH_YEAR`] to `last`.
    fn birth_year(&self, last: i64) -> Result<Option<i32>, InputError> {
        Ok(self
            .integer(Field::BirthYear, FIRST_BIRTH_YEAR.into(), last)?
            .map(|y| y as i32))
    }

    fn integer_at(
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

    fn number(&self, field: Field) -> Result<Option<f64>, InputError> {
        self.number_at(key(field), field)
    }

    fn number_at(&self, key: &str, field: Field) -> Result<Option<f64>, InputError> {
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

    fn boolean(&self, field: Field) -> Result<Option<bool>, InputError> {
        match self.get(field) {
            None => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(v) => Err(self.err(field, v, Problem::WrongType(JsonType::Boolean))),
        }
    }

    fn date(&self, field: Field) -> Result<Option<Date>, InputError> {
        match self.string(field)? {
            None => Ok(None),
            Some(s) => Date::parse(&s)
                .map(Some)
                .ok_or_else(|| InputError::new(self.place.clone(), field, &s, Problem::NotADate)),
        }
    }

    fn array(&self, field: Field) -> Result<&'a [Value], InputError> {
        match self.get(field) {
            None => Ok(&[]),
            Some(Value::Array(a)) => Ok(a),
            Some(v) => Err(self.err(field, v, Problem::WrongType(JsonType::List))),
        }
    }

    /// A code field read by `parse`; an unknown code is `NotAllowed(allowed)`.
    fn code<T>(
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

fn rest_games(owner: &Obj, list: &[Value]) -> Result<Vec<RestGame>, InputError> {
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

// ---------------------------------------------------------------- tournament input

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

// ---------------------------------------------------------------- evaluation output

#[derive(Serialize)]
struct RestGameOut {
    opponent_rating: u32,
    score: f64,
    date: String,
}

fn rest_out(games: &[RestGame]) -> Vec<RestGameOut> {
    games
        .iter()
        .map(|g| RestGameOut {
            opponent_rating: g.opponent_rating,
            score: g.score,
            date: g.date.to_string(),
        })
        .collect()
}

fn int(x: Option<f64>) -> Option<i64> {
    x.map(|v| round_half_away(v, 0) as i64)
}

fn dec(x: Option<f64>, places: u32) -> Option<f64> {
    x.map(|v| round_half_away(v, places))
}

#[derive(Serialize)]
struct EstablishedOut<'a> {
    id: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<&'a str>,
    group: &'static str,
    stored: bool,
    w: f64,
    n: usize,
    rc: Option<i64>,
    ro: Option<i64>,
    index_old: Option<u32>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    index_assumed: bool,
    we: Option<f64>,
    k: Option<f64>,
    rh: Option<i64>,
    exceptional: bool,
    rn: Option<i64>,
    index_new: Option<u32>,
}

#[derive(Serialize)]
struct ZusatzOut<'a> {
    id: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<&'a str>,
    group: &'static str,
    stored: bool,
    w: f64,
    n: usize,
    rc: Option<i64>,
    rp: Option<i64>,
    ri: Option<i64>,
    r1: Option<i64>,
    index_new: Option<u32>,
}

#[derive(Serialize)]
struct RemainingOut<'a> {
    id: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<&'a str>,
    group: &'static str,
    stored: bool,
    w: f64,
    n: usize,
    rc: Option<i64>,
    rest_games: Vec<RestGameOut>,
}

#[derive(Serialize)]
#[serde(untagged)]
enum PlayerOut<'a> {
    Established(EstablishedOut<'a>),
    Zusatz(ZusatzOut<'a>),
    Remaining(RemainingOut<'a>),
}

fn player_out(p: &PlayerResult) -> PlayerOut<'_> {
    let name = p.name.as_deref();
    let group = p.group().code();
    match &p.outcome {
        Outcome::Established(e) => PlayerOut::Established(EstablishedOut {
            id: &p.id,
            name,
            group,
            stored: p.stored,
            w: p.w,
            n: p.n,
            rc: int(p.rc),
            ro: int(Some(e.ro)),
            index_old: Some(e.index_old),
            index_assumed: e.index_assumed,
            we: dec(p.we(), 3),
            k: p.k().map(|k| k.k),
            rh: int(e.rh),
            exceptional: e.exceptional,
            rn: int(p.rn()),
            index_new: p.index_new(),
        }),
        Outcome::Zusatz(z) => PlayerOut::Zusatz(ZusatzOut {
            id: &p.id,
            name,
            group,
            stored: p.stored,
            w: p.w,
            n: p.n,
            rc: int(p.rc),
            rp: int(Some(z.rp)),
            ri: int(Some(z.ri)),
            r1: int(Some(z.r1)),
            index_new: Some(1),
        }),
        Outcome::Remaining { rest_games } => PlayerOut::Remaining(RemainingOut {
            id: &p.id,
            name,
            group,
            stored: p.stored,
            w: p.w,
            n: p.n,
            rc: int(p.rc),
            rest_games: rest_out(rest_games),
        }),
    }
}

/// The evaluation in the shape of the CLI's JSON (see the README); serialize it with serde.
#[derive(Serialize)]
pub struct EvaluationOut<'a> {
    /// The report's head (the tournament page's export; the CLI writes none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tournament: Option<ReportHeadOut>,
    mode: &'static str,
    kind: &'static str,
    steps: usize,
    players: Vec<PlayerOut<'a>>,
    /// The warnings in the user's language: left out where there are none, unless given
    /// (the tournament page's export always has them).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub warnings: Option<Vec<String>>,
}

/// The head of a tournament's report as its director typed it (the tournament page's JSON
/// export): dates as `YYYY-MM-DD` where they are dates, else as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct ReportHeadOut {
    pub name: String,
    pub code: String,
    pub begin: String,
    pub end: String,
    pub level: String,
    pub evaluator: String,
}

/// The mode's name in JSON and on the command line.
pub fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Table => "table",
        Mode::Exact => "exact",
    }
}

/// Reads `table` / `exact`.
pub fn parse_mode(text: &str) -> Option<Mode> {
    match text.trim().to_ascii_lowercase().as_str() {
        "table" | "tabelle" => Some(Mode::Table),
        "exact" | "exakt" | "gleitkomma" => Some(Mode::Exact),
        _ => None,
    }
}

/// The kind's name in JSON.
pub fn kind_code(kind: Kind) -> &'static str {
    match kind {
        Kind::Tournament => "tournament",
        Kind::Match => "match",
    }
}

/// The evaluation as JSON (see the README for the fields); warnings in `lang`.
pub fn evaluation_out(e: &Evaluation, lang: Lang) -> EvaluationOut<'_> {
    EvaluationOut {
        mode: mode_name(e.mode),
        kind: kind_code(e.kind),
        steps: e.steps,
        players: e.players.iter().map(player_out).collect(),
        warnings: Some(e.warnings.iter().map(|w| lang.warning(w)).collect())
            .filter(|w: &Vec<String>| !w.is_empty()),
        tournament: None,
    }
}

/// [`evaluation_out`] as pretty-printed text.
pub fn write_evaluation(e: &Evaluation, lang: Lang) -> String {
    write_evaluation_out(&evaluation_out(e, lang))
}

/// An [`EvaluationOut`] as pretty-printed text.
pub fn write_evaluation_out(out: &EvaluationOut) -> String {
    serde_json::to_string_pretty(out).unwrap_or_default()
}

// ---------------------------------------------------------------- estimates

/// Reads the estimate JSON (see the README): returns the input and the mode it asks for.
///
/// ```
/// let (input, mode) = wertung::formats::json::read_estimate(r#"{"kind": "forecast",
///   "dwz": 1950, "games": [{"opponent_rating": 2220, "result": "0"}]}"#).unwrap();
/// assert_eq!(input.games.len(), 1);
/// assert_eq!(mode, None);
/// ```
pub fn read_estimate(text: &str) -> Result<(EstimateInput, Option<Mode>), InputError> {
    let root: Value = serde_json::from_str(text).map_err(syntax_error)?;
    estimate_from_value(&root)
}

/// [`read_estimate`] from an already parsed value.
pub fn estimate_from_value(root: &Value) -> Result<(EstimateInput, Option<Mode>), InputError> {
    let o = Obj::new(Place::default(), root)?;
    let kind = o
        .code(Field::Kind, Allowed::EstimateKind, |s| match s {
            "forecast" | "voraus" | "vorausberechnung" => Some(EstimateKind::Forecast),
            "recheck" | "nach" | "nachberechnung" => Some(EstimateKind::Recheck),
            "first_rating" | "first" | "erst" | "erst-dwz" | "erstdwz" => {
                Some(EstimateKind::FirstRating)
            }
            _ => None,
        })?
        .unwrap_or_default();
    let mode = o.code(Field::Mode, Allowed::Mode, parse_mode)?;
    let end_date = o.date(Field::EndDate)?;
    let max_year = end_date
        .map(|d| d.year as i64)
        .unwrap_or(crate::dwz::limits::LAST_YEAR.into());
    let input = EstimateInput {
        kind,
        end_date,
        dwz: o.rating(Field::Dwz)?,
        index: o.index(Field::Index)?,
        birth_year: o.birth_year(max_year)?,
        k: o.number(Field::K)?,
        games: single_games(&o, Field::Games)?,
        rest_games: rest_games(&o, o.array(Field::RestGames)?)?,
    };
    Ok((input, mode))
}

/// The games of an estimate: opponent rating (absent or null: without DWZ) and result.
fn single_games(o: &Obj, field: Field) -> Result<Vec<EstimateGame>, InputError> {
    let mut games = Vec::new();
    for (k, v) in o.array(field)?.iter().enumerate() {
        let g = Obj::new(o.place.then(At::Game(k + 1)), v)?;
        games.push(EstimateGame {
            opponent_rating: g.rating(Field::OpponentRating)?,
            result: single_result(&g)?,
        });
    }
    Ok(games)
}

/// A game's `result` as a player types it (`1`, `½`, `=`, `r`, `0.5`, `0,5`, `0`, `+`, `-`; also
/// a JSON number).
fn single_result(g: &Obj) -> Result<SingleResult, InputError> {
    let given = g.get(Field::Result);
    let result = match given {
        Some(Value::String(s)) => SingleResult::parse(s),
        Some(Value::Number(n)) => n
            .as_f64()
            .and_then(|f| SingleResult::parse(&crate::dwz::numeric::show(f))),
        _ => None,
    };
    match (result, given) {
        (Some(r), _) => Ok(r),
        (None, None) => Err(g.missing(Field::Result)),
        (None, Some(v)) => Err(g.err(Field::Result, v, Problem::NotAllowed(Allowed::SingleResult))),
    }
}

fn kind_name(kind: EstimateKind) -> &'static str {
    match kind {
        EstimateKind::Forecast => "forecast",
        EstimateKind::Recheck => "recheck",
        EstimateKind::FirstRating => "first_rating",
    }
}

#[derive(Serialize)]
struct GameOut {
    game: usize,
    opponent_rating: i64,
    score: f64,
    expected: f64,
    change: f64,
}

#[derive(Serialize)]
pub struct RatedOut {
    kind: &'static str,
    mode: &'static str,
    ro: i64,
    index_old: u32,
    index_assumed: bool,
    age_group: &'static str,
    w: f64,
    n: usize,
    we: Option<f64>,
    w_minus_we: Option<f64>,
    rc: Option<i64>,
    k: Option<f64>,
    k0: Option<f64>,
    a: Option<f64>,
    b: Option<f64>,
    k_given: bool,
    rn: Option<i64>,
    change: Option<i64>,
    index_new: Option<u32>,
    rh: Option<i64>,
    games: Vec<GameOut>,
    ignored: Vec<usize>,
}

#[derive(Serialize)]
pub struct FirstOut {
    kind: &'static str,
    mode: &'static str,
    w: f64,
    n: usize,
    rc: Option<i64>,
    fictive_draw: Option<i64>,
    rp: Option<i64>,
    trace: Vec<i64>,
    ri: Option<i64>,
    r1: Option<i64>,
    index_new: Option<u32>,
    reason: Option<String>,
    expired_rest_games: usize,
    ignored: Vec<usize>,
}

/// The estimate in the shape of `wertung dwz estimate` (see the README).
#[derive(Serialize)]
#[serde(untagged)]
pub enum EstimateOut {
    Rated(RatedOut),
    First(FirstOut),
}

/// The estimate as JSON (the reason for no first rating in `lang`).
pub fn estimate_out(
    kind: EstimateKind,
    mode: Mode,
    result: &EstimateResult,
    lang: Lang,
) -> EstimateOut {
    let kind = kind_name(kind);
    let mode = mode_name(mode);
    match result {
        EstimateResult::Rated(r) => EstimateOut::Rated(RatedOut {
            kind,
            mode,
            ro: round_half_away(r.ro, 0) as i64,
            index_old: r.index_old,
            index_assumed: r.index_assumed,
            age_group: r.age_group.label(),
            w: r.w,
            n: r.n,
            we: dec(r.we, 3),
            w_minus_we: dec(r.w_minus_we(), 3),
            rc: int(r.rc),
            k: r.k.map(|k| k.k),
            k0: r.k.map(|k| k.k0),
            a: r.k.map(|k| round_half_away(k.a, 3)),
            b: r.k.map(|k| round_half_away(k.b, 3)),
            k_given: r.k_given,
            rn: int(r.rn),
            change: int(r.change()),
            index_new: r.index_new,
            rh: int(r.rh),
            games: r
                .changes
                .iter()
                .map(|c| GameOut {
                    game: c.game + 1,
                    opponent_rating: round_half_away(c.opponent_rating, 0) as i64,
                    score: c.score,
                    expected: round_half_away(c.expected, 3),
                    change: round_half_away(c.change, 1),
                })
                .collect(),
            ignored: r.ignored.iter().map(|g| g + 1).collect(),
        }),
        EstimateResult::First(f) => EstimateOut::First(FirstOut {
            kind,
            mode,
            w: f.w,
            n: f.n,
            rc: int(f.rc),
            fictive_draw: int(f.fictive_draw),
            rp: int(f.rp),
            trace: f
                .trace
                .iter()
                .map(|&r| round_half_away(r, 0) as i64)
                .collect(),
            ri: int(f.ri),
            r1: int(f.r1),
            index_new: f.r1.map(|_| 1),
            reason: f.none_because.map(|r| lang.no_first_rating(r)),
            expired_rest_games: f.expired_rest_games,
            ignored: f.ignored.iter().map(|g| g + 1).collect(),
        }),
    }
}

/// [`estimate_out`] as pretty-printed text.
pub fn write_estimate(
    kind: EstimateKind,
    mode: Mode,
    result: &EstimateResult,
    lang: Lang,
) -> String {
    serde_json::to_string_pretty(&estimate_out(kind, mode, result, lang)).unwrap_or_default()
}

// ---------------------------------------------------------------- estimates: chains, what-if

/// What an estimate JSON asks for: one tournament (`games`) or a chain (`tournaments`).
#[derive(Debug, Clone, PartialEq)]
pub enum EstimateRequest {
    Single(EstimateInput),
    Chain(ChainInput),
}

/// A whole estimate JSON: the request, the remaining games of the (last) tournament, the mode.
#[derive(Debug, Clone, PartialEq)]
pub struct EstimateFile {
    pub request: EstimateRequest,
    /// `remaining`: the what-if table.
    pub remaining: Option<Remaining>,
    pub mode: Option<Mode>,
}

/// Reads any estimate JSON (see the README): a single estimate or a chain of tournaments, with
/// `remaining` games. `games` and `tournaments` together are an error.
///
/// ```
/// use wertung::formats::json::{read_estimate_file, EstimateRequest};
/// let f = read_estimate_file(r#"{"kind": "forecast", "dwz": 1743, "index": 23,
///   "tournaments": [{"name": "Open A", "end_date": "2026-10-04",
///                    "games": [{"opponent_rating": 1612, "result": "1"}]}],
///   "remaining": {"opponent_ratings": [1700, 1800], "target": 1800}}"#).unwrap();
/// let EstimateRequest::Chain(c) = &f.request else { panic!() };
/// assert_eq!((c.tournaments.len(), f.remaining.unwrap().target), (1, Some(1800)));
/// let both = read_estimate_file(r#"{"dwz": 1743, "games": [{"opponent_rating": 1612,
///   "result": "1"}], "tournaments": []}"#).unwrap_err();
/// assert_eq!(both.to_string(),
///     "Turniere: nicht zusammen mit Partien: entweder das eine oder das andere");
/// ```
pub fn read_estimate_file(text: &str) -> Result<EstimateFile, InputError> {
    let root: Value = serde_json::from_str(text).map_err(syntax_error)?;
    estimate_file_from_value(&root)
}

/// [`read_estimate_file`] from an already parsed value (the JavaScript API).
pub fn estimate_file_from_value(root: &Value) -> Result<EstimateFile, InputError> {
    let o = Obj::new(Place::default(), root)?;
    let tournaments = o.get(Field::Tournaments);
    let has_games = !o.array(Field::Games)?.is_empty();
    if tournaments.is_some() && has_games {
        return Err(InputError::new(
            Place::default(),
            Field::Tournaments,
            "",
            Problem::NotTogetherWith(Field::Games),
        ));
    }
    let (single, mode) = estimate_from_value(root)?;
    let request = match tournaments {
        None => EstimateRequest::Single(single),
        Some(_) => EstimateRequest::Chain(ChainInput {
            kind: single.kind,
            dwz: single.dwz,
            index: single.index,
            birth_year: single.birth_year,
            rest_games: single.rest_games,
            tournaments: chain_tournaments(&o)?,
        }),
    };
    Ok(EstimateFile {
        request,
        remaining: remaining(&o)?,
        mode,
    })
}

/// The `tournaments` of a chain: name, end date, start date, K, games; each error names the
/// tournament (1-based, in the order given) and the game.
fn chain_tournaments(o: &Obj) -> Result<Vec<ChainTournament>, InputError> {
    let list = o.array(Field::Tournaments)?;
    if list.is_empty() {
        return Err(o.missing(Field::Tournaments));
    }
    let mut tournaments = Vec::with_capacity(list.len());
    for (k, v) in list.iter().enumerate() {
        let t = Obj::new(At::ChainTournament(k + 1), v)?;
        tournaments.push(ChainTournament {
            name: t.string(Field::Name)?.unwrap_or_default(),
            end_date: t
                .date(Field::EndDate)?
                .ok_or_else(|| t.missing(Field::EndDate))?,
            start_date: t.date(Field::StartDate)?,
            k: t.number(Field::K)?,
            games: single_games(&t, Field::Games)?,
        });
    }
    Ok(tournaments)
}

/// `remaining`: `opponent_ratings` (each a whole number, "restliche Partie j") and `target`.
fn remaining(o: &Obj) -> Result<Option<Remaining>, InputError> {
    let Some(v) = o.get(Field::Remaining) else {
        return Ok(None);
    };
    let Value::Object(map) = v else {
        return Err(o.err(Field::Remaining, v, Problem::WrongType(JsonType::Object)));
    };
    let r = Obj {
        place: o.place.clone(),
        map,
    };
    let list: &[Value] = match r.get_key("opponent_ratings") {
        None => &[],
        Some(Value::Array(a)) => a,
        Some(v) => return Err(r.err(Field::Remaining, v, Problem::WrongType(JsonType::List))),
    };
    let mut opponent_ratings = Vec::new();
    for (j, v) in list.iter().enumerate() {
        let place = r.place.then(At::Remaining(j + 1));
        if v.is_null() {
            return Err(InputError::missing(place, Field::OpponentRating));
        }
        let rating = whole_number(v);
        let problem = match rating {
            Some(r) if (RATING.0 as i64..=RATING.1 as i64).contains(&r) => {
                opponent_ratings.push(r as u32);
                continue;
            }
            Some(_) => Problem::OutOfRange {
                lo: RATING.0.into(),
                hi: RATING.1.into(),
            },
            None => whole_number_problem(v),
        };
        return Err(InputError::new(
            place,
            Field::OpponentRating,
            describe(v),
            problem,
        ));
    }
    let target = r.rating(Field::TargetRating)?;
    Ok(Some(Remaining {
        opponent_ratings,
        target,
    }))
}

/// The answer to an estimate JSON: the single estimate or the chain, and the what-if table of
/// the (last) tournament when `remaining` was given.
#[derive(Debug, Clone, PartialEq)]
pub enum EstimateAnswer {
    Single {
        kind: EstimateKind,
        result: EstimateResult,
        what_if: Option<WhatIf>,
    },
    Chain {
        kind: EstimateKind,
        chain: Chain,
        what_if: Option<WhatIf>,
    },
}

/// Computes what `file` asks for.
pub fn answer_estimate(
    file: &EstimateFile,
    mode: Mode,
    params: &Parameters,
) -> Result<EstimateAnswer, InputError> {
    Ok(match (&file.request, &file.remaining) {
        (EstimateRequest::Single(input), remaining) => EstimateAnswer::Single {
            kind: input.kind,
            result: crate::dwz::estimate(input, mode, params)?,
            what_if: match remaining {
                Some(r) => Some(what_if(input, r, mode, params)?),
                None => None,
            },
        },
        (EstimateRequest::Chain(input), None) => EstimateAnswer::Chain {
            kind: input.kind,
            chain: chain(input, mode, params)?,
            what_if: None,
        },
        (EstimateRequest::Chain(input), Some(r)) => {
            let (chain, what_if) = chain_what_if(input, r, mode, params)?;
            EstimateAnswer::Chain {
                kind: input.kind,
                chain,
                what_if: Some(what_if),
            }
        }
    })
}

/// One row of the what-if table: `rn`/`change` with a DWZ, `r1`/`reason` without.
#[derive(Serialize)]
#[serde(untagged)]
enum OutcomeOut {
    Rated {
        points: f64,
        rn: Option<i64>,
        change: Option<i64>,
        index_new: Option<u32>,
    },
    First {
        points: f64,
        r1: Option<i64>,
        reason: Option<String>,
        index_new: Option<u32>,
    },
}

#[derive(Serialize)]
struct WhatIfOut {
    outcomes: Vec<OutcomeOut>,
    points_to_keep: Option<f64>,
    points_for_target: Option<f64>,
}

fn what_if_out(w: &WhatIf, lang: Lang) -> WhatIfOut {
    WhatIfOut {
        outcomes: w
            .outcomes
            .iter()
            .map(|o| match &o.estimate {
                EstimateResult::Rated(r) => OutcomeOut::Rated {
                    points: o.points,
                    rn: int(r.rn),
                    change: int(o.change),
                    index_new: r.index_new,
                },
                EstimateResult::First(f) => OutcomeOut::First {
                    points: o.points,
                    r1: int(f.r1),
                    reason: f.none_because.map(|r| lang.no_first_rating(r)),
                    index_new: o.index_new(),
                },
            })
            .collect(),
        points_to_keep: w.points_to_keep,
        points_for_target: w.points_for_target,
    }
}

#[derive(Serialize)]
pub struct SingleAnswerOut {
    #[serde(flatten)]
    estimate: EstimateOut,
    #[serde(flatten)]
    what_if: Option<WhatIfOut>,
}

#[derive(Serialize)]
struct ChainTournamentOut {
    /// 1-based position in the input.
    position: usize,
    name: String,
    end_date: String,
    start_date: Option<String>,
    status: &'static str,
    #[serde(flatten)]
    estimate: EstimateOut,
}

#[derive(Serialize)]
struct FinalOut {
    dwz: i64,
    index: u32,
}

#[derive(Serialize)]
pub struct ChainOut {
    kind: &'static str,
    mode: &'static str,
    tournaments: Vec<ChainTournamentOut>,
    #[serde(rename = "final")]
    final_rating: Option<FinalOut>,
    rest_games: Vec<RestGameOut>,
    #[serde(flatten)]
    what_if: Option<WhatIfOut>,
}

/// The answer in the shape of `wertung dwz estimate` (see the README).
#[derive(Serialize)]
#[serde(untagged)]
pub enum EstimateAnswerOut {
    Single(SingleAnswerOut),
    Chain(ChainOut),
}

/// The answer as JSON (reasons for no first rating in `lang`).
pub fn estimate_answer_out(answer: &EstimateAnswer, mode: Mode, lang: Lang) -> EstimateAnswerOut {
    match answer {
        EstimateAnswer::Single {
            kind,
            result,
            what_if,
        } => EstimateAnswerOut::Single(SingleAnswerOut {
            estimate: estimate_out(*kind, mode, result, lang),
            what_if: what_if.as_ref().map(|w| what_if_out(w, lang)),
        }),
        EstimateAnswer::Chain {
            kind,
            chain,
            what_if,
        } => EstimateAnswerOut::Chain(ChainOut {
            kind: kind_name(*kind),
            mode: mode_name(mode),
            tournaments: chain
                .steps
                .iter()
                .map(|s| ChainTournamentOut {
                    position: s.position + 1,
                    name: s.name.clone(),
                    end_date: s.end_date.to_string(),
                    start_date: s.start_date.map(|d| d.to_string()),
                    status: s.status.code(),
                    estimate: estimate_out(s.input.kind, mode, &s.result, lang),
                })
                .collect(),
            final_rating: chain.final_rating.map(|(r, index)| FinalOut {
                dwz: round_half_away(r, 0) as i64,
                index,
            }),
            rest_games: rest_out(&chain.rest_games),
            what_if: what_if.as_ref().map(|w| what_if_out(w, lang)),
        }),
    }
}

/// [`answer_estimate`] and [`estimate_answer_out`] as pretty-printed text: what
/// `wertung dwz estimate` prints.
pub fn write_estimate_json(
    file: &EstimateFile,
    mode: Mode,
    params: &Parameters,
    lang: Lang,
) -> Result<String, InputError> {
    let answer = answer_estimate(file, mode, params)?;
    Ok(serde_json::to_string_pretty(&estimate_answer_out(&answer, mode, lang)).unwrap_or_default())
}

// ---------------------------------------------------------------- Waldstein

#[derive(Serialize)]
struct WaldsteinPlayerOut<'a> {
    id: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<&'a str>,
    points: f64,
    gelbfuss: f64,
    sonneborn_berger: f64,
    buchholz: f64,
    /// "rated", "hors_concours", "all_lost" or "no_games".
    status: &'static str,
    t: Option<f64>,
    quality: Option<f64>,
    rank_t: String,
    rank_points: String,
    rank_gelbfuss: String,
    rank_sonneborn_berger: String,
    rank_buchholz: String,
}

/// Waldstein's figures of a tournament as JSON (see the README).
#[derive(Serialize)]
pub struct WaldsteinOut<'a> {
    players: Vec<WaldsteinPlayerOut<'a>>,
    homogeneity: Option<f64>,
    /// The operations by hand (section 6): s_1..s_k of the doubled table, the stop k and s_k/S_k.
    operations: Vec<Vec<u128>>,
    stop: usize,
    t_by_hand: Vec<f64>,
    homogeneity_by_hand: Option<f64>,
}

/// [`WaldsteinOut`] of a tournament and its report.
pub fn waldstein_out<'a>(t: &'a Tournament, r: &crate::waldstein::Report) -> WaldsteinOut<'a> {
    use crate::waldstein::{roman, Status};
    let players = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| WaldsteinPlayerOut {
            id: &p.id,
            name: p.name.as_deref(),
            points: r.points[i],
            gelbfuss: r.gelbfuss[i],
            sonneborn_berger: r.sonneborn_berger[i],
            buchholz: r.buchholz[i],
            status: match r.status[i] {
                Status::Rated => "rated",
                Status::HorsConcours => "hors_concours",
                Status::AllLost => "all_lost",
                Status::NoGames => "no_games",
            },
            t: r.t[i].map(|x| round_half_away(x, 4)),
            quality: r.quality[i].map(|x| round_half_away(x, 3)),
            rank_t: roman(r.ranks_t[i]),
            rank_points: roman(r.ranks_points[i]),
            rank_gelbfuss: roman(r.ranks_gelbfuss[i]),
            rank_sonneborn_berger: roman(r.ranks_sonneborn_berger[i]),
            rank_buchholz: roman(r.ranks_buchholz[i]),
        })
        .collect();
    WaldsteinOut {
        players,
        homogeneity: dec(r.homogeneity, 2),
        operations: r.practical.operations.clone(),
        stop: r.practical.stop,
        t_by_hand: r.practical.t.clone(),
        homogeneity_by_hand: dec(r.practical.homogeneity, 2),
    }
}

// ---------------------------------------------------------------- INGO

/// The INGO numbers of a tournament JSON: per player (in order) an `ingo` field, either a number
/// (with `ingo_index`, default 10) or `{"f": 128, "index": 5}`, optionally `ingo_qualifier`
/// ("or_better" / "oder besser", "or_worse" / "oder schlechter"); and whether he is a youth
/// (`youth`, else from `birth_year`: 20 or younger at the end).
pub fn read_ingo_numbers(
    text: &str,
    t: &Tournament,
) -> Result<Vec<crate::ingo::chess::Player>, InputError> {
    use crate::ingo::chess::{Number, Player, Qualifier};
    let root: Value = serde_json::from_str(text).map_err(syntax_error)?;
    let list = Obj::new(At::Tournament, &root)?.array(Field::Players)?;
    t.players
        .iter()
        .zip(list)
        .map(|(p, v)| {
            let o = Obj::new(At::Player(p.id.clone()), v)?;
            let (f, index) = match o.get(Field::Ingo) {
                None => (None, None),
                Some(inner @ Value::Object(_)) => {
                    let inner = Obj::new(o.place.clone(), inner)?;
                    (
                        inner.number_at("f", Field::Ingo)?,
                        inner.integer_at(
                            "index",
                            Field::IngoIndex,
                            INDEX.0.into(),
                            INDEX.1.into(),
                        )?,
                    )
                }
                Some(_) => (
                    o.number(Field::Ingo)?,
                    o.integer(Field::IngoIndex, INDEX.0.into(), INDEX.1.into())?,
                ),
            };
            if let Some(f) = f.filter(|f| !(INGO.0..=INGO.1).contains(f)) {
                return Err(InputError::out_of_range(
                    o.place.clone(),
                    Field::Ingo,
                    crate::dwz::numeric::show(f),
                    INGO.0,
                    INGO.1,
                ));
            }
            let qualifier = o.code(Field::IngoQualifier, Allowed::IngoQualifier, |s| match s {
                "or_better" | "oder besser" => Some(Qualifier::OrBetter),
                "or_worse" | "oder schlechter" => Some(Qualifier::OrWorse),
                _ => None,
            })?;
            let youth = match o.boolean(Field::Youth)? {
                Some(y) => y,
                None => crate::ingo::chess::is_youth(p.birth_year, t.end_date.year),
            };
            Ok(Player {
                number: f.map(|f| Number {
                    f,
                    index: index.unwrap_or(10) as u32,
                    qualifier,
                }),
                youth,
            })
        })
        .collect()
}

/// The played games of a tournament for INGO (forfeits never count, B IV).
pub fn ingo_games(t: &Tournament) -> Vec<crate::ingo::chess::Game> {
    t.played_games()
        .into_iter()
        .map(|(a, b, a_score)| crate::ingo::chess::Game { a, b, a_score })
        .collect()
}

#[derive(Serialize)]
struct IngoPlayerOut<'a> {
    id: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<&'a str>,
    ingo_old: Option<f64>,
    index_old: Option<u32>,
    w: f64,
    n: usize,
    pd: f64,
    niveau: Option<f64>,
    h: Option<f64>,
    ingo_new: Option<f64>,
    index_new: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    qualifier: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rule: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    k: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    not_evaluated: Option<&'static str>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    preliminary: Vec<f64>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    excluded: bool,
}

/// The INGO evaluation (chess, or Xiangqi where `xiangqi` is given) as JSON.
pub fn ingo_out(
    t: &Tournament,
    players: &[crate::ingo::chess::Player],
    chess: &[crate::ingo::chess::PlayerResult],
    xiangqi: Option<&[Option<crate::ingo::xiangqi::Evaluation>]>,
) -> Value {
    use crate::ingo::chess::{NotEvaluated, Qualifier};
    let rows = crate::ingo::rows(players, chess, xiangqi);
    let list: Vec<IngoPlayerOut> = t
        .players
        .iter()
        .zip(&rows)
        .map(|(p, r)| IngoPlayerOut {
            id: &p.id,
            name: p.name.as_deref(),
            ingo_old: r.old.map(|n| n.f),
            index_old: r.old.map(|n| n.index),
            w: r.w,
            n: r.n,
            pd: round_half_away(r.pd, 1),
            niveau: dec(r.niveau, 1),
            h: r.h,
            ingo_new: r.new.map(|n| n.f),
            index_new: r.new.map(|n| n.index),
            qualifier: r.new.and_then(|n| n.qualifier).map(|q| match q {
                Qualifier::OrBetter => "oder besser",
                Qualifier::OrWorse => "oder schlechter",
            }),
            rule: r.rule.map(|rule| rule.formula()),
            k: r.k,
            not_evaluated: r.not_evaluated.map(|n| match n {
                NotEvaluated::NoGames => "no games",
                NotEvaluated::TooFewGames => "fewer than 3 games (C IV)",
                NotEvaluated::ShortMatch => "a match of fewer than 4 games (C V)",
                NotEvaluated::NoNiveau => "no opponent with a number",
            }),
            preliminary: r.preliminary.clone(),
            excluded: r.excluded,
        })
        .collect();
    serde_json::json!({ "system": if xiangqi.is_some() { "xiangqi" } else { "chess" }, "players": list })
}
