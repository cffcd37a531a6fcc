//! The INGO numbers in and the INGO output.

use super::evaluation::dec;
use super::read::{syntax_error, Obj};
use crate::dwz::limits::{INDEX, INGO};
use crate::dwz::numeric::round_half_away;
use crate::dwz::Tournament;
use crate::input::{Allowed, At, Field, InputError};
use serde::Serialize;
use serde_json::Value;

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
pub(super) struct IngoPlayerOut<'a> {
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
