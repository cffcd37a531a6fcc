//! The Berechnungslauf on the tournament page: several files opened together are
//! evaluated one after the other in the order of WO 2.2.3 by the core's [`crate::dwz::run`],
//! the same function as the CLI's `wertung dwz run`. Plain Rust, made by the second module
//! (which reads the files): the page keeps the files as read ([`RunFile`], each a tournament as
//! [`store`] keeps it), and the run is derived from them ([`run_of`]) whenever it is needed
//! (after the files are read, after a reload, in the other arithmetic mode).
//!
//! What the page shows of the run is data ([`RunShown`]): the order with each tournament's dates
//! and the tournament as the run evaluated it (its players' DWZ, index and Restpartien the run's,
//! kept as [`store`] keeps a tournament, so that the page's views and exports show it as any
//! tournament), the persons with their path, and the run's exports (the CLI's JSON, the persons
//! as CSV).

use super::store::{restore, store, Session};
use super::table::apply;
use crate::dwz::run::{run, RunTournament};
use crate::dwz::{Mode, Options};
use crate::formats::dsb_list::matching::{Choice, ListIndex};
use crate::formats::persons::{note_list, resolve, Appearance, Listed, Persons};
use crate::formats::{csv, json, Imported};
use crate::i18n::Lang;
use crate::input::{At, InputError};
use serde::{Deserialize, Serialize};

/// One file of the run as read: its name as chosen and the tournament as the page keeps it
/// ([`store`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunFile {
    /// The file's name as chosen.
    pub name: String,
    /// The tournament as read, as [`store`] keeps it.
    pub stored: String,
}

/// One tournament of the run, in the run's order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepShown {
    /// The tournament's name (else its file's).
    pub name: String,
    /// The file it came from.
    pub file: String,
    /// Its start (`YYYY-MM-DD`), where the file gives one.
    pub start: Option<String>,
    /// Its end (`YYYY-MM-DD`).
    pub end: String,
    /// The tournament as the run evaluated it, as [`store`] keeps it: shown by the page as any
    /// tournament (its views and exports).
    pub stored: String,
}

/// A person's standing after one tournament of the run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PathCell {
    /// His DWZ after it (`None`: still none, his games are Restpartien).
    pub dwz: Option<u32>,
    /// His index after it.
    pub index: Option<u32>,
}

/// A person of the run with his path.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PersonShown {
    /// The name as his first file writes it.
    pub name: String,
    /// The year of birth, where a file gives it.
    pub birth_year: Option<i32>,
    /// What the run leaves him (`None` where none of his results was stored).
    pub last: Option<PathCell>,
    /// His standing after each tournament of the run (in its order); `None` where he did not
    /// play in it or was not stored.
    pub path: Vec<Option<PathCell>>,
}

/// The run as the page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct RunShown {
    /// The tournaments in the run's order.
    pub steps: Vec<StepShown>,
    /// The persons, in the order of their first appearance.
    pub persons: Vec<PersonShown>,
    /// The run as the CLI's `wertung dwz run` writes it.
    pub json: String,
    /// The persons as CSV ([`csv::write_run_persons`]).
    pub csv: String,
    /// Run in exact arithmetic (else the worked example's tables).
    pub exact: bool,
}

/// Who a player is, as the user decided it where the files could not: player
/// `player` (his position) of file `file` (its place among the files chosen) is the person of
/// that birth year. Only who is who follows it, not his evaluation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decided {
    /// The file's place among the files chosen.
    pub file: usize,
    /// The player's position in it.
    pub player: usize,
    /// The birth year of the person he is.
    pub birth_year: i32,
}

/// A name the run cannot decide between persons (a player without birth year where the files
/// have several persons of his name): the question the user answers with one of them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    /// The file's place among the files chosen.
    pub file: usize,
    /// The file's name.
    pub file_name: String,
    /// The player's position in it.
    pub player: usize,
    /// His name as the file writes it.
    pub name: String,
    /// The persons he may be: name and birth year.
    pub candidates: Vec<(String, i32)>,
}

/// What can come of a run: the run, a question of who is who, or why there is none in both
/// languages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RunAnswer {
    /// The run.
    Ran(Box<RunShown>),
    /// Who a player is, asked of the user.
    Ask(Question),
    /// Why it could not be run (a file without an end date, a person the run cannot decide):
    /// in German and English, naming the file.
    Failed {
        /// In German.
        de: String,
        /// In English.
        en: String,
    },
}

/// A file's tournament with what tells who its players are, and the list's notes on it.
struct Read {
    session: Session,
    tournament: RunTournament,
    appearances: Vec<Appearance>,
    notes: Vec<crate::dwz::Warning>,
}

/// Reads one kept file: the tournament with its player table applied, named by the file where
/// it has no name; its start from the file's head; the DSB list `list` applied where one is
/// loaded ([`Listed`], the CLI's `--players`: the rows the user chose for the file where a name
/// was ambiguous hold); who its players are ([`Listed::appearances`]: the list's ID of the row a
/// player matched, else the DSB ID the file gives, the FIDE ID, name and birth year).
fn read(file: &RunFile, list: Option<&ListIndex>) -> Result<Read, InputError> {
    let Some(session) = restore(&file.stored) else {
        let problem = crate::input::Problem::NotThisFormat(crate::input::Format::Tournament);
        return Err(InputError::at(At::File(file.name.clone()), "", problem));
    };
    let (mut tournament, errors) = apply(&session.loaded.tournament, &session.edits, &session.end);
    if let Some((_, e)) = errors.into_iter().next() {
        return Err(e.within(At::File(file.name.clone())));
    }
    if tournament.name.trim().is_empty() {
        tournament.name.clone_from(&file.name);
    }
    let choices: Vec<Option<Choice>> = session.chosen.iter().map(|c| c.map(Choice::Row)).collect();
    let imported = Imported {
        tournament,
        entrants: session.loaded.entrants.clone(),
    };
    let listed = Listed::new(imported, list, &choices);
    let appearances = listed.appearances(list);
    let start_date = session.file_head.as_ref().and_then(|h| h.start_date);
    Ok(Read {
        tournament: RunTournament {
            tournament: listed.imported.tournament,
            start_date,
            persons: Vec::new(),
        },
        appearances,
        notes: listed.warnings,
        session,
    })
}

/// The run of the files kept (see the module docs) in the page's arithmetic mode, its exports'
/// words in `lang`; a file that cannot be run (no end date, a person the run cannot decide) is
/// named in both languages.
/// `decided`: who is who as the user decided it ([`Decided`]); a name the run cannot decide
/// otherwise is a [`Question`]. `list`: the DSB list loaded, applied to every file as the CLI's
/// `wertung dwz run --players` does.
pub fn run_of(
    files: &[RunFile],
    decided: &[Decided],
    list: Option<&ListIndex>,
    mode: Mode,
    lang: Lang,
) -> RunAnswer {
    match ran(files, decided, list, mode, lang) {
        Ok(shown) => RunAnswer::Ran(Box::new(shown)),
        Err(e) => question(&e, files, decided).map_or_else(
            || RunAnswer::Failed {
                de: Lang::De.error(&e),
                en: Lang::En.error(&e),
            },
            RunAnswer::Ask,
        ),
    }
}

/// The question of an undecidable person (the file and name the error gives, the persons as
/// "name · birth year"): the first player of that name without birth year in the file, where
/// the persons he may be have birth years. `None` for any other error.
fn question(e: &InputError, files: &[RunFile], decided: &[Decided]) -> Option<Question> {
    let crate::input::Problem::PersonUndecidable { candidates } = &e.problem else {
        return None;
    };
    let Some(At::File(label)) = e.place.0.first() else {
        return None;
    };
    let name = e.value.clone()?;
    let file = files.iter().position(|f| &f.name == label)?;
    let session = restore(&files.get(file)?.stored)?;
    let player = session
        .loaded
        .tournament
        .players
        .iter()
        .enumerate()
        .position(|(k, p)| {
            let written = session
                .loaded
                .entrants
                .get(k)
                .and_then(|e| e.name.as_deref());
            written.or(p.name.as_deref()) == Some(name.as_str())
                && p.birth_year.is_none()
                && !decided.iter().any(|d| d.file == file && d.player == k)
        })?;
    let candidates: Vec<(String, i32)> = candidates
        .iter()
        .filter_map(|c| {
            let (name, year) = c.rsplit_once(" · ")?;
            Some((name.to_string(), year.parse().ok()?))
        })
        .collect();
    (candidates.len() >= 2).then(|| Question {
        file,
        file_name: label.clone(),
        player,
        name,
        candidates,
    })
}

fn ran(
    files: &[RunFile],
    decided: &[Decided],
    list: Option<&ListIndex>,
    mode: Mode,
    lang: Lang,
) -> Result<RunShown, InputError> {
    let mut read_files = files
        .iter()
        .map(|f| read(f, list))
        .collect::<Result<Vec<_>, _>>()?;
    for d in decided {
        let appearance = read_files
            .get_mut(d.file)
            .and_then(|r| r.appearances.get_mut(d.player));
        if let Some(a) = appearance {
            a.birth_year = Some(d.birth_year);
        }
    }
    let labelled: Vec<(String, Vec<Appearance>)> = read_files
        .iter_mut()
        .zip(files)
        .map(|(r, f)| (f.name.clone(), std::mem::take(&mut r.appearances)))
        .collect();
    let who = resolve(&labelled)?;
    for (r, persons) in read_files.iter_mut().zip(&who.of) {
        r.tournament.persons.clone_from(persons);
    }
    let tournaments: Vec<RunTournament> = read_files.iter().map(|r| r.tournament.clone()).collect();
    let options = Options {
        mode,
        ..Options::default()
    };
    let mut result = run(&tournaments, who.persons.len(), &options)?;
    note_list(
        &mut result,
        read_files
            .iter_mut()
            .map(|r| std::mem::take(&mut r.notes))
            .collect(),
    );
    let steps = result
        .steps
        .iter()
        .map(|step| {
            let given = read_files.get(step.position);
            StepShown {
                name: step.tournament.name.clone(),
                file: files
                    .get(step.position)
                    .map(|f| f.name.clone())
                    .unwrap_or_default(),
                start: step.start_date.map(|d| d.to_string()),
                end: step.tournament.end_date.to_string(),
                stored: given
                    .map_or_else(String::new, |g| stored_step(&g.session, &step.tournament)),
            }
        })
        .collect();
    Ok(RunShown {
        steps,
        persons: persons_shown(&result, &who),
        json: json::write_run(&result, &who, lang),
        csv: csv::write_run_persons(&result, &who),
        exact: mode == Mode::Exact,
    })
}

/// The tournament as the run evaluated it, kept as [`store`] keeps a tournament: the file's
/// session with the run's players and a player table as they fill it; without the file's
/// identity, so that nothing typed for it is kept under the file (it is the run's).
fn stored_step(session: &Session, tournament: &crate::dwz::Tournament) -> String {
    let mut s = session.clone();
    s.loaded.tournament = tournament.clone();
    s.edits = s.loaded.edits();
    s.id = String::new();
    store(&s)
}

/// Each person's standing after each tournament of the run and at its end.
fn persons_shown(result: &crate::dwz::run::Run, who: &Persons) -> Vec<PersonShown> {
    who.persons
        .iter()
        .zip(&result.persons)
        .map(|(p, r)| {
            let mut path = vec![None; result.steps.len()];
            for point in &r.path {
                if let Some(cell) = path.get_mut(point.step) {
                    *cell = Some(PathCell {
                        dwz: point.dwz,
                        index: point.index,
                    });
                }
            }
            PersonShown {
                name: p.name.clone().unwrap_or_default(),
                birth_year: p.birth_year,
                last: r.standing.as_ref().map(|s| PathCell {
                    dwz: s.dwz,
                    index: s.index,
                }),
                path,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests;
