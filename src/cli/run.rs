//! `wertung dwz run`: the Berechnungslauf. Reads every file (its format told by its
//! content, or `--input`), applies the player list and decides who is who ([`wertung::formats::persons`]), runs the core
//! ([`wertung::dwz::run`]) and prints the JSON ([`json::write_run`]); `--list-out` writes the
//! player list with the run's figures.

use super::args::{Input, RunArgs, Source};
use super::failure::Failure;
use super::files::{decided, file_label, open_input, read_bytes, read_imported, read_list};
use wertung::dwz::run::{run as run_all, RunTournament};
use wertung::dwz::{Date, Options, Warning};
use wertung::formats::dsb_list::matching::ListIndex;
use wertung::formats::open::Kind;
use wertung::formats::persons::{note_list, resolve, Appearance, Listed};
use wertung::formats::{dsb_list, dsb_xml, json, Opened};
use wertung::i18n::Lang;
use wertung::input::{At, InputError};

/// One file as read: the tournament with the player list applied, and its start.
struct Read {
    listed: Listed,
    start_date: Option<Date>,
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
        .map(|(r, file)| (file.clone(), r.listed.appearances(list.as_ref())))
        .collect();
    let who = resolve(&files)?;
    let mut warnings: Vec<Vec<Warning>> = Vec::with_capacity(read.len());
    let mut rows: Vec<Vec<Option<usize>>> = Vec::with_capacity(read.len());
    let tournaments: Vec<RunTournament> = read
        .into_iter()
        .zip(who.of.iter().cloned())
        .map(|(r, persons)| {
            warnings.push(r.listed.warnings);
            rows.push(r.listed.rows);
            RunTournament {
                tournament: r.listed.imported.tournament,
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
    note_list(&mut result, warnings);
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
/// date, and the player list applied where one is given ([`Listed::new`], with the memberships a
/// DSB report decided by hand). Errors name the file.
fn read_file(file: &str, input: Option<Input>, list: Option<&ListIndex>) -> Result<Read, Failure> {
    let source = Source {
        file: file.to_string(),
        input,
        end_date: None,
    };
    let bytes = read_bytes(file)?;
    let within = |e: InputError| Failure::InFile(e.within(At::File(file.to_string())));
    let opened = open_input(&source, &bytes).map_err(within)?;
    let mut imported = read_imported(&source, &opened, None).map_err(within)?;
    let start_date = start_of(&opened).map_err(within)?;
    if imported.tournament.name.trim().is_empty() {
        imported.tournament.name = file_label(file).unwrap_or_else(|| file.to_string());
    }
    let choices = match list {
        Some(_) => decided(&opened).map_err(within)?,
        None => Vec::new(),
    };
    Ok(Read {
        listed: Listed::new(imported, list, &choices),
        start_date,
    })
}

/// The tournament's start as its file gives it (WO 2.2.3: the order among tournaments of one
/// end date): TRF record 042 (else the first round date), SWT, the DSB report's, the JSON's
/// `start_date`.
fn start_of(file: &Opened) -> Result<Option<Date>, InputError> {
    Ok(match file {
        Opened::Swt(bytes) => dsb_xml::head_of_swt(bytes)?.start_date,
        Opened::Text(Kind::Trf, text) => dsb_xml::head_of_trf(text).start_date,
        Opened::Text(Kind::DsbXml, text) => dsb_xml::read_report(text)?.head.start_date,
        Opened::Text(Kind::Json, text) => json::read_tournament_dated(text)?.1,
        _ => None,
    })
}
