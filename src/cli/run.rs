//! `wertung dwz run`: the Berechnungslauf (issue 44). Reads every file (its format by its
//! ending), decides who is who ([`wertung::formats::persons`]), runs the core
//! ([`wertung::dwz::run`]) and prints the JSON ([`json::write_run`]); `--list-out` writes the
//! player list with the run's figures.

use super::args::{Input, RunArgs, Source};
use super::failure::Failure;
use super::files::{decided, file_label, input_of, read_bytes, read_imported, read_list};
use wertung::dwz::run::{run as run_all, RunTournament};
use wertung::dwz::{Date, Options, Warning};
use wertung::formats::dsb_list::matching::{self, ListIndex, Outcome};
use wertung::formats::persons::{resolve, Appearance};
use wertung::formats::{dsb_list, dsb_xml, encoding, json, Imported};
use wertung::i18n::Lang;
use wertung::input::{At, InputError};

/// One file as read: the tournament with what it says of its players, its start, the rows of
/// the player list its players matched, and the list's notes.
struct Read {
    imported: Imported,
    start_date: Option<Date>,
    rows: Vec<Option<usize>>,
    warnings: Vec<Warning>,
}

/// `wertung dwz run FILE... [--players LIST] [--mode M] [--list-out FILE]`.
pub(crate) fn run(args: &RunArgs, lang: Lang) -> Result<String, Failure> {
    let list = args.players.as_deref().map(read_list).transpose()?;
    let mut read = Vec::with_capacity(args.files.len());
    for file in &args.files {
        read.push(read_file(file, args.input, list.as_ref())?);
    }
    let files: Vec<(String, Vec<Appearance>)> = read
        .iter()
        .zip(&args.files)
        .map(|(r, file)| (file.clone(), appearances(r, list.as_ref())))
        .collect();
    let who = resolve(&files)?;
    let mut warnings: Vec<Vec<Warning>> = Vec::with_capacity(read.len());
    let mut rows: Vec<Vec<Option<usize>>> = Vec::with_capacity(read.len());
    let tournaments: Vec<RunTournament> = read
        .into_iter()
        .zip(who.of.iter().cloned())
        .map(|(r, persons)| {
            warnings.push(r.warnings);
            rows.push(r.rows);
            RunTournament {
                tournament: r.imported.tournament,
                start_date: r.start_date,
                persons,
            }
        })
        .collect();
    let options = Options {
        mode: args.mode,
        params: args.params.params(),
    };
    let mut result = run_all(&tournaments, who.persons.len(), &options)?;
    for step in &mut result.steps {
        if let Some(list_warnings) = warnings.get_mut(step.position) {
            step.evaluation
                .warnings
                .splice(0..0, std::mem::take(list_warnings));
        }
    }
    if let (Some(out), Some(index)) = (args.list_out.as_deref(), list.as_ref()) {
        let text = dsb_list::write::list_after_run(index, &result, &who.of, &rows);
        std::fs::write(out, text).map_err(|e| Failure::Write {
            file: out.to_string(),
            reason: e.to_string(),
        })?;
    }
    Ok(json::write_run(&result, &who, lang))
}

/// Reads one file of the run: its tournament (named by the file where it has no name), its start
/// date, and the player list applied where one is given. Errors name the file.
fn read_file(file: &str, input: Option<Input>, list: Option<&ListIndex>) -> Result<Read, Failure> {
    let source = Source {
        file: file.to_string(),
        input,
        end_date: None,
    };
    let bytes = read_bytes(file)?;
    let within = |e: InputError| Failure::InFile(e.within(At::File(file.to_string())));
    let mut imported = read_imported(&source, &bytes, None).map_err(within)?;
    let start_date = start_of(&source, &bytes).map_err(within)?;
    if imported.tournament.name.trim().is_empty() {
        imported.tournament.name = file_label(file).unwrap_or_else(|| file.to_string());
    }
    let Some(index) = list else {
        let rows = vec![None; imported.tournament.players.len()];
        return Ok(Read {
            imported,
            start_date,
            rows,
            warnings: Vec::new(),
        });
    };
    let outcomes = matching::match_players(index, &imported.entrants);
    // A DSB report's memberships decided by hand (issue 42 §2) hold in the run too.
    let choices = decided(&source, &bytes).map_err(within)?;
    let applied = matching::apply_list(&imported, index, &outcomes, &choices);
    let rows = outcomes
        .iter()
        .map(|o| match o {
            Outcome::Matched { row, .. } => Some(*row),
            _ => None,
        })
        .collect();
    Ok(Read {
        imported: Imported {
            tournament: applied.tournament,
            entrants: imported.entrants,
        },
        start_date,
        rows,
        warnings: applied.warnings,
    })
}

/// The tournament's start as its file gives it (WO 2.2.3: the order among tournaments of one
/// end date): TRF record 042 (else the first round date), SWT, the DSB report's, the JSON's
/// `start_date`.
fn start_of(source: &Source, bytes: &[u8]) -> Result<Option<Date>, InputError> {
    let text = || encoding::decode(bytes);
    Ok(match input_of(source) {
        Input::Trf => dsb_xml::head_of_trf(&text()).start_date,
        Input::Swt => dsb_xml::head_of_swt(bytes)?.start_date,
        Input::DsbXml => dsb_xml::read_report(&text())?.head.start_date,
        Input::Json => json::read_tournament_dated(&text())?.1,
        Input::Cross => None,
    })
}

/// What tells who each player of a file is: the list's ID of the row he matched (else the DSB
/// ID his file gives), his FIDE ID, name and birth year.
fn appearances(r: &Read, list: Option<&ListIndex>) -> Vec<Appearance> {
    let t = &r.imported.tournament;
    t.players
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let entrant = r.imported.entrants.get(k);
            let row = r
                .rows
                .get(k)
                .copied()
                .flatten()
                .and_then(|row| list?.list.rows.get(row));
            Appearance {
                list_id: row
                    .and_then(|row| row.id.clone())
                    .or_else(|| entrant.and_then(|e| e.dsb_id.clone())),
                fide_id: entrant
                    .and_then(|e| e.fide_id)
                    .or(row.and_then(|row| row.fide_id)),
                name: entrant
                    .and_then(|e| e.name.clone())
                    .or_else(|| p.name.clone()),
                birth_year: p.birth_year,
            }
        })
        .collect()
}
