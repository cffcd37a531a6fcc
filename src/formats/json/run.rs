//! The output of a Berechnungslauf ([`crate::dwz::run`], the CLI's `dwz run`): the order, each
//! tournament as `dwz evaluate` writes it (with the run's `ro`, `index_old` and `rest_games`),
//! and the persons with their path.

use super::evaluation::{evaluation_out, rest_out, EvaluationOut, RestGameOut};
use crate::dwz::run::{Run, RunStep, Standing};
use crate::formats::persons::Persons;
use crate::i18n::Lang;
use serde::Serialize;

/// What the file said of a player where the run put in other values.
#[derive(Serialize)]
struct FileOut<'a> {
    id: &'a str,
    dwz: Option<u32>,
    index: Option<u32>,
    rest_games: Vec<RestGameOut>,
}

/// One tournament of the run: its name and dates, what the files said where the run differs,
/// and its evaluation as `dwz evaluate` writes it.
#[derive(Serialize)]
struct TournamentOut<'a> {
    name: &'a str,
    end_date: String,
    start_date: Option<String>,
    #[serde(flatten)]
    evaluation: EvaluationOut<'a>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    file: Vec<FileOut<'a>>,
}

#[derive(Serialize)]
struct PathOut<'a> {
    tournament: &'a str,
    dwz: Option<u32>,
    index: Option<u32>,
}

#[derive(Serialize)]
struct PersonOut<'a> {
    name: Option<&'a str>,
    birth_year: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    list_id: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fide_id: Option<u64>,
    dwz: Option<u32>,
    index: Option<u32>,
    rest_games: Vec<RestGameOut>,
    /// Left out for members; `false` for a person none of whose results was stored (WO 3.4.3).
    #[serde(skip_serializing_if = "Option::is_none")]
    member: Option<bool>,
    path: Vec<PathOut<'a>>,
}

#[derive(Serialize)]
struct RunOut<'a> {
    order: Vec<&'a str>,
    tournaments: Vec<TournamentOut<'a>>,
    persons: Vec<PersonOut<'a>>,
}

fn tournament_out(step: &RunStep, lang: Lang) -> TournamentOut<'_> {
    let file = step
        .tournament
        .players
        .iter()
        .zip(&step.file)
        .filter_map(|(p, said)| {
            let said: &Standing = said.as_ref()?;
            Some(FileOut {
                id: &p.id,
                dwz: said.dwz,
                index: said.index,
                rest_games: rest_out(&said.rest_games),
            })
        })
        .collect();
    TournamentOut {
        name: &step.tournament.name,
        end_date: step.tournament.end_date.to_string(),
        start_date: step.start_date.map(|d| d.to_string()),
        evaluation: evaluation_out(&step.evaluation, lang),
        file,
    }
}

/// The run as the CLI's JSON (see the README): `order`, `tournaments`, `persons`; warnings in
/// `lang`.
pub fn write_run(run: &Run, persons: &Persons, lang: Lang) -> String {
    let name_of = |step: usize| {
        run.steps
            .get(step)
            .map_or("", |s| s.tournament.name.as_str())
    };
    let people = persons
        .persons
        .iter()
        .zip(&run.persons)
        .map(|(p, r)| {
            let standing = r.standing.clone().unwrap_or_default();
            PersonOut {
                name: p.name.as_deref(),
                birth_year: p.birth_year,
                list_id: p.list_id.as_deref(),
                fide_id: p.fide_id,
                dwz: standing.dwz,
                index: standing.index,
                rest_games: rest_out(&standing.rest_games),
                member: r.standing.is_none().then_some(false),
                path: r
                    .path
                    .iter()
                    .map(|point| PathOut {
                        tournament: name_of(point.step),
                        dwz: point.dwz,
                        index: point.index,
                    })
                    .collect(),
            }
        })
        .collect();
    let out = RunOut {
        order: run
            .steps
            .iter()
            .map(|s| s.tournament.name.as_str())
            .collect(),
        tournaments: run.steps.iter().map(|s| tournament_out(s, lang)).collect(),
        persons: people,
    };
    serde_json::to_string_pretty(&out).unwrap_or_default()
}
