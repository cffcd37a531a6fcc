//! The JSON the CLI (and the JavaScript API) speaks: the tournament input, the evaluation output,
//! and the estimate input and output. Field names are fixed; other tools read them.
//!
//! Input is read through `serde_json::Value` by hand so that every error names the player (or
//! game) and the field together with the offending value.

use crate::dwz::estimate::SingleResult;
use crate::dwz::numeric::round_half_away;
use crate::dwz::{
    Date, EstimateGame, EstimateInput, EstimateKind, EstimateResult, Evaluation, Game, GameResult,
    Group, InputError, Kind, Mode, Player, PlayerResult, RestGame, Tournament,
};
use serde::Serialize;
use serde_json::{Map, Value};

// ---------------------------------------------------------------- reading helpers

fn syntax_error(e: serde_json::Error) -> InputError {
    InputError::new(
        format!("line {}, column {}", e.line(), e.column()),
        "",
        "",
        format!("not valid JSON: {e}"),
    )
}

fn describe(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

struct Obj<'a> {
    place: String,
    map: &'a Map<String, Value>,
}

impl<'a> Obj<'a> {
    fn new(place: impl Into<String>, v: &'a Value) -> Result<Obj<'a>, InputError> {
        let place = place.into();
        match v {
            Value::Object(map) => Ok(Obj { place, map }),
            other => Err(InputError::new(
                &place,
                "",
                describe(other),
                "must be a JSON object",
            )),
        }
    }

    fn err(&self, field: &str, v: &Value, problem: &str) -> InputError {
        InputError::new(&self.place, field, describe(v), problem)
    }

    /// The field, with `null` read as absent.
    fn get(&self, field: &str) -> Option<&'a Value> {
        self.map.get(field).filter(|v| !v.is_null())
    }

    fn string(&self, field: &str) -> Result<Option<String>, InputError> {
        match self.get(field) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(v) => Err(self.err(field, v, "must be a text")),
        }
    }

    fn id(&self, field: &str) -> Result<String, InputError> {
        match self.get(field) {
            Some(Value::String(s)) => Ok(s.clone()),
            Some(Value::Number(n)) => Ok(n.to_string()),
            Some(v) => Err(self.err(field, v, "must be a text or a number")),
            None => Err(InputError::new(&self.place, field, "", "is missing")),
        }
    }

    fn integer(&self, field: &str, lo: i64, hi: i64) -> Result<Option<i64>, InputError> {
        let Some(v) = self.get(field) else {
            return Ok(None);
        };
        let n = match v {
            Value::Number(n) => n.as_i64().or_else(|| {
                n.as_f64()
                    .filter(|f| f.fract() == 0.0 && f.abs() < 1e15)
                    .map(|f| f as i64)
            }),
            Value::String(s) => s.trim().parse::<i64>().ok(),
            _ => None,
        };
        match n {
            Some(n) if (lo..=hi).contains(&n) => Ok(Some(n)),
            Some(_) => Err(self.err(field, v, &format!("must lie between {lo} and {hi}"))),
            None => Err(self.err(field, v, "must be a whole number")),
        }
    }

    fn number(&self, field: &str) -> Result<Option<f64>, InputError> {
        let Some(v) = self.get(field) else {
            return Ok(None);
        };
        let n = match v {
            Value::Number(n) => n.as_f64(),
            Value::String(s) => s.trim().replace(',', ".").parse::<f64>().ok(),
            _ => None,
        };
        match n {
            Some(f) if f.is_finite() => Ok(Some(f)),
            _ => Err(self.err(field, v, "must be a number")),
        }
    }

    fn boolean(&self, field: &str) -> Result<Option<bool>, InputError> {
        match self.get(field) {
            None => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(v) => Err(self.err(field, v, "must be true or false")),
        }
    }

    fn date(&self, field: &str) -> Result<Option<Date>, InputError> {
        match self.string(field)? {
            None => Ok(None),
            Some(s) => Date::parse(&s).map(Some).ok_or_else(|| {
                InputError::new(
                    &self.place,
                    field,
                    &s,
                    "is not a date of the form YYYY-MM-DD",
                )
            }),
        }
    }

    fn array(&self, field: &str) -> Result<&'a [Value], InputError> {
        match self.get(field) {
            None => Ok(&[]),
            Some(Value::Array(a)) => Ok(a),
            Some(v) => Err(self.err(field, v, "must be a list")),
        }
    }
}

fn rest_games(owner: &Obj, list: &[Value]) -> Result<Vec<RestGame>, InputError> {
    list.iter()
        .enumerate()
        .map(|(k, v)| {
            let g = Obj::new(format!("{}, rest_games[{k}]", owner.place), v)?;
            let rating = g
                .integer("opponent_rating", 1, 3500)?
                .ok_or_else(|| InputError::new(&g.place, "opponent_rating", "", "is missing"))?;
            let score = g
                .number("score")?
                .ok_or_else(|| InputError::new(&g.place, "score", "", "is missing"))?;
            if !crate::dwz::tournament::is_valid_score(score) {
                return Err(InputError::new(
                    &g.place,
                    "score",
                    crate::dwz::numeric::show(score),
                    "must be 0, 0.5 or 1",
                ));
            }
            let date = g
                .date("date")?
                .ok_or_else(|| InputError::new(&g.place, "date", "", "is missing"))?;
            Ok(RestGame {
                opponent_rating: rating as u32,
                score,
                date,
            })
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
/// assert!(t.unwrap_err().to_string().contains("\"2-0\""));
/// ```
pub fn read_tournament(text: &str) -> Result<Tournament, InputError> {
    let root: Value = serde_json::from_str(text).map_err(syntax_error)?;
    tournament_from_value(&root)
}

/// [`read_tournament`] from an already parsed value (the JavaScript API).
pub fn tournament_from_value(root: &Value) -> Result<Tournament, InputError> {
    let t = Obj::new("tournament", root)?;
    let end_date = t
        .date("end_date")?
        .ok_or_else(|| InputError::new("tournament", "end_date", "", "is missing"))?;
    let kind = match t.string("kind")?.as_deref() {
        None | Some("tournament") | Some("turnier") => Kind::Tournament,
        Some("match") | Some("zweikampf") => Kind::Match,
        Some(other) => {
            return Err(InputError::new(
                "tournament",
                "kind",
                other,
                "must be \"tournament\" or \"match\"",
            ))
        }
    };
    let mut players = Vec::new();
    for (k, v) in t.array("players")?.iter().enumerate() {
        let pre = Obj::new(format!("players[{k}]"), v)?;
        let id = pre.id("id")?;
        let p = Obj::new(format!("player {id}"), v)?;
        players.push(Player {
            name: p.string("name")?,
            dwz: p.integer("dwz", 1, 3500)?.map(|r| r as u32),
            index: p.integer("index", 1, 9999)?.map(|i| i as u32),
            birth_year: p
                .integer("birth_year", 1880, end_date.year as i64)?
                .map(|y| y as i32),
            member: p.boolean("member")?.unwrap_or(true),
            rest_games: rest_games(&p, p.array("rest_games")?)?,
            id,
        });
    }
    let mut games = Vec::new();
    for (k, v) in t.array("games")?.iter().enumerate() {
        let g = Obj::new(format!("game {}", k + 1), v)?;
        let code = match g.get("result") {
            Some(Value::String(s)) => s.clone(),
            Some(other) => {
                return Err(g.err("result", other, "must be a result code such as \"1-0\""))
            }
            None => return Err(InputError::new(&g.place, "result", "", "is missing")),
        };
        let result = GameResult::parse(&code).ok_or_else(|| {
            InputError::new(
                &g.place,
                "result",
                &code,
                "unknown result code; use 1-0, 0-1, 1/2-1/2, +-, -+ or --",
            )
        })?;
        games.push(Game {
            white: g.id("white")?,
            black: g.id("black")?,
            result,
        });
    }
    let tournament = Tournament {
        name: t.string("name")?.unwrap_or_default(),
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
        .map(|g| serde_json::json!({"white": g.white, "black": g.black, "result": g.result.code()}))
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
    match p.group {
        Group::Established => PlayerOut::Established(EstablishedOut {
            id: &p.id,
            name,
            group: p.group.code(),
            stored: p.stored,
            w: p.w,
            n: p.n,
            rc: int(p.rc),
            ro: int(p.ro),
            index_old: p.index_old,
            index_assumed: p.index_assumed,
            we: dec(p.we, 3),
            k: p.k.map(|k| k.k),
            rh: int(p.rh),
            exceptional: p.exceptional,
            rn: int(p.rn),
            index_new: p.index_new,
        }),
        Group::Stage1 | Group::Stage2 => PlayerOut::Zusatz(ZusatzOut {
            id: &p.id,
            name,
            group: p.group.code(),
            stored: p.stored,
            w: p.w,
            n: p.n,
            rc: int(p.rc),
            rp: int(p.rp),
            ri: int(p.ri),
            r1: int(p.r1),
            index_new: p.index_new,
        }),
        Group::Remaining => PlayerOut::Remaining(RemainingOut {
            id: &p.id,
            name,
            group: p.group.code(),
            stored: p.stored,
            w: p.w,
            n: p.n,
            rc: int(p.rc),
            rest_games: rest_out(&p.rest_games),
        }),
    }
}

/// The evaluation in the shape of the CLI's JSON (see the README); serialize it with serde.
#[derive(Serialize)]
pub struct EvaluationOut<'a> {
    mode: &'static str,
    steps: usize,
    players: Vec<PlayerOut<'a>>,
    #[serde(skip_serializing_if = "<[String]>::is_empty")]
    warnings: &'a [String],
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

/// The evaluation as JSON (see the README for the fields).
pub fn evaluation_out(e: &Evaluation) -> EvaluationOut<'_> {
    EvaluationOut {
        mode: mode_name(e.mode),
        steps: e.steps,
        players: e.players.iter().map(player_out).collect(),
        warnings: &e.warnings,
    }
}

/// [`evaluation_out`] as pretty-printed text.
pub fn write_evaluation(e: &Evaluation) -> String {
    serde_json::to_string_pretty(&evaluation_out(e)).unwrap_or_default()
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
    let o = Obj::new("estimate", root)?;
    let kind = match o
        .string("kind")?
        .as_deref()
        .map(|s| s.to_ascii_lowercase())
        .as_deref()
    {
        None | Some("forecast") | Some("voraus") | Some("vorausberechnung") => {
            EstimateKind::Forecast
        }
        Some("recheck") | Some("nach") | Some("nachberechnung") => EstimateKind::Recheck,
        Some("first_rating") | Some("first") | Some("erst") | Some("erst-dwz")
        | Some("erstdwz") => EstimateKind::FirstRating,
        Some(other) => {
            return Err(InputError::new(
                "estimate",
                "kind",
                other,
                "must be \"forecast\", \"recheck\" or \"first_rating\"",
            ))
        }
    };
    let mode = match o.string("mode")? {
        None => None,
        Some(m) => Some(parse_mode(&m).ok_or_else(|| {
            InputError::new("estimate", "mode", &m, "must be \"table\" or \"exact\"")
        })?),
    };
    let end_date = o.date("end_date")?;
    let max_year = end_date.map(|d| d.year as i64).unwrap_or(9999);
    let mut games = Vec::new();
    for (k, v) in o.array("games")?.iter().enumerate() {
        let g = Obj::new(format!("game {}", k + 1), v)?;
        let opponent_rating = g.integer("opponent_rating", 1, 3500)?.map(|r| r as u32);
        let result = match g.get("result") {
            Some(Value::String(s)) => SingleResult::parse(s),
            Some(Value::Number(n)) => n
                .as_f64()
                .and_then(|f| SingleResult::parse(&crate::dwz::numeric::show(f))),
            _ => None,
        };
        let result = result.ok_or_else(|| {
            InputError::new(
                &g.place,
                "result",
                g.get("result").map(describe).unwrap_or_default(),
                "must be 1, ½, 0, + or -",
            )
        })?;
        games.push(EstimateGame {
            opponent_rating,
            result,
        });
    }
    let input = EstimateInput {
        kind,
        end_date,
        dwz: o.integer("dwz", 1, 3500)?.map(|r| r as u32),
        index: o.integer("index", 1, 9999)?.map(|i| i as u32),
        birth_year: o.integer("birth_year", 1880, max_year)?.map(|y| y as i32),
        k: o.number("k")?,
        games,
        rest_games: rest_games(&o, o.array("rest_games")?)?,
    };
    Ok((input, mode))
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

/// The estimate as JSON.
pub fn estimate_out(kind: EstimateKind, mode: Mode, result: &EstimateResult) -> EstimateOut {
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
            reason: f.none_because.as_ref().map(|r| r.to_string()),
            expired_rest_games: f.expired_rest_games,
            ignored: f.ignored.iter().map(|g| g + 1).collect(),
        }),
    }
}

/// [`estimate_out`] as pretty-printed text.
pub fn write_estimate(kind: EstimateKind, mode: Mode, result: &EstimateResult) -> String {
    serde_json::to_string_pretty(&estimate_out(kind, mode, result)).unwrap_or_default()
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
    let list = Obj::new("tournament", &root)?.array("players")?;
    t.players
        .iter()
        .zip(list)
        .map(|(p, v)| {
            let o = Obj::new(format!("player {}", p.id), v)?;
            let (f, index) = match o.get("ingo") {
                None => (None, None),
                Some(Value::Object(_)) => {
                    let inner = Obj::new(
                        format!("player {}, ingo", p.id),
                        o.get("ingo").unwrap_or(&Value::Null),
                    )?;
                    (inner.number("f")?, inner.integer("index", 1, 9999)?)
                }
                Some(_) => (o.number("ingo")?, o.integer("ingo_index", 1, 9999)?),
            };
            if let Some(f) = f {
                if !(0.0..=400.0).contains(&f) {
                    return Err(o.err(
                        "ingo",
                        o.get("ingo").unwrap_or(&Value::Null),
                        "an INGO number lies between 0 and 400",
                    ));
                }
            }
            let qualifier = match o.string("ingo_qualifier")?.as_deref() {
                None => None,
                Some("or_better") | Some("oder besser") => Some(Qualifier::OrBetter),
                Some("or_worse") | Some("oder schlechter") => Some(Qualifier::OrWorse),
                Some(other) => {
                    return Err(InputError::new(
                        &o.place,
                        "ingo_qualifier",
                        other,
                        "must be \"or_better\" or \"or_worse\"",
                    ))
                }
            };
            let youth = match o.boolean("youth")? {
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
    use crate::ingo::chess::{NotEvaluated, Qualifier, Rule};
    let list: Vec<IngoPlayerOut> = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let r = &chess[i];
            let old = players[i].number;
            let mut out = IngoPlayerOut {
                id: &p.id,
                name: p.name.as_deref(),
                ingo_old: old.map(|n| n.f),
                index_old: old.map(|n| n.index),
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
                rule: r.rule.map(|rule| match rule {
                    Rule::Normal => "B I 4: (3F + H) / 4",
                    Rule::First => "C I: F/1 = H",
                    Rule::Second => "C I: F/2 = (F + H) / 2",
                    Rule::Third => "C I: F/3 = (2F + H) / 3",
                    Rule::QualifiedFirst => "C II: H is the first F",
                    Rule::StrongImprovement => "C III: (2H + F) / 3",
                    Rule::Short3 => "C IV: (7F + H) / 8, at most 4",
                    Rule::Short4 => "C IV: (5F + H) / 6, at most 5",
                    Rule::Short5 => "C IV: (4F + H) / 5, at most 6",
                    Rule::Match => "C V: (7F + H) / 8",
                }),
                k: None,
                not_evaluated: r.not_evaluated.map(|n| match n {
                    NotEvaluated::NoGames => "no games",
                    NotEvaluated::TooFewGames => "fewer than 3 games (C IV)",
                    NotEvaluated::ShortMatch => "a match of fewer than 4 games (C V)",
                    NotEvaluated::NoNiveau => "no opponent with a number",
                }),
                preliminary: r.preliminary.clone(),
                excluded: r.excluded,
            };
            if let Some(x) = xiangqi {
                match x.get(i).and_then(|e| e.as_ref()) {
                    Some(e) => {
                        out.niveau = Some(round_half_away(e.niveau, 1));
                        out.h = Some(e.h);
                        out.ingo_new = Some(e.new_f);
                        out.index_new = Some(e.new_index);
                        out.k = e.k;
                        out.rule = Some(if e.k.is_some() {
                            "003: (F · k + H) / (k + 1)"
                        } else {
                            "003: first number F = H"
                        });
                    }
                    None => {
                        out.ingo_new = None;
                        out.index_new = None;
                    }
                }
            }
            out
        })
        .collect();
    serde_json::json!({ "system": if xiangqi.is_some() { "xiangqi" } else { "chess" }, "players": list })
}
