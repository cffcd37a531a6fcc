//! The single estimate: its input and output.

use super::evaluation::{dec, int, mode_name, parse_mode};
use super::read::{rest_games, syntax_error, Obj};
use crate::dwz::estimate::SingleResult;
use crate::dwz::numeric::round_half_away;
use crate::dwz::{EstimateGame, EstimateInput, EstimateKind, EstimateResult, Mode};
use crate::i18n::Lang;
use crate::input::{Allowed, At, Field, InputError, Place, Problem};
use serde::Serialize;
use serde_json::Value;

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
    let max_year = end_date.map_or(crate::dwz::limits::LAST_YEAR.into(), |d| i64::from(d.year));
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
pub(super) fn single_games(o: &Obj, field: Field) -> Result<Vec<EstimateGame>, InputError> {
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
pub(super) fn single_result(g: &Obj) -> Result<SingleResult, InputError> {
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

pub(super) fn kind_name(kind: EstimateKind) -> &'static str {
    match kind {
        EstimateKind::Forecast => "forecast",
        EstimateKind::Recheck => "recheck",
        EstimateKind::FirstRating => "first_rating",
    }
}

#[derive(Serialize)]
pub(super) struct GameOut {
    game: usize,
    opponent_rating: i64,
    score: f64,
    expected: f64,
    change: f64,
}

/// A player with DWZ as JSON: R_o, W, n, W_e, K with its parts, R_n, the games.
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

/// A player without DWZ as JSON: W, n, R_c, R_p, the iteration, R_i, R_1 (Anhang 1.1, 1.2).
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
    /// Forecast or recheck.
    Rated(RatedOut),
    /// First rating.
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
