//! The evaluation output.

use crate::dwz::numeric::round_half_away;
use crate::dwz::{Evaluation, Kind, Mode, Outcome, PlayerResult, RestGame};
use crate::i18n::Lang;
use serde::Serialize;

#[derive(Serialize)]
pub(super) struct RestGameOut {
    opponent_rating: u32,
    score: f64,
    date: String,
}

pub(super) fn rest_out(games: &[RestGame]) -> Vec<RestGameOut> {
    games
        .iter()
        .map(|g| RestGameOut {
            opponent_rating: g.opponent_rating,
            score: g.score,
            date: g.date.to_string(),
        })
        .collect()
}

pub(super) fn int(x: Option<f64>) -> Option<i64> {
    x.map(|v| round_half_away(v, 0) as i64)
}

pub(super) fn dec(x: Option<f64>, places: u32) -> Option<f64> {
    x.map(|v| round_half_away(v, places))
}

#[derive(Serialize)]
pub(super) struct EstablishedOut<'a> {
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
pub(super) struct ZusatzOut<'a> {
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
pub(super) struct RemainingOut<'a> {
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
pub(super) enum PlayerOut<'a> {
    Established(EstablishedOut<'a>),
    Zusatz(ZusatzOut<'a>),
    Remaining(RemainingOut<'a>),
}

pub(super) fn player_out(p: &PlayerResult) -> PlayerOut<'_> {
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
    /// The tournament's name.
    pub name: String,
    /// The Turniercode.
    pub code: String,
    /// The first day.
    pub begin: String,
    /// The last day.
    pub end: String,
    /// The Spielebene.
    pub level: String,
    /// The Auswerter.
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
