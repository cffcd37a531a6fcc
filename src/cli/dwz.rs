//! `wertung dwz`: the evaluation of a tournament, the estimates, the scale of 2026 (the report
//! to the DSB is in [`super::export`]).

use super::args::{DwzCommand, Format, ParamArgs, Source};
use super::failure::Failure;
use super::files::{
    decided, estimate_file, named_input, open_input, read_bytes, read_imported, with_lists,
    EstimateFile,
};
use wertung::dwz::{self, Mode, Options};
use wertung::formats::{json, text};
use wertung::i18n::Lang;
use wertung::input::{Field, InputError, Place};

/// `wertung dwz ...`.
pub(crate) fn run(command: DwzCommand, lang: Lang) -> Result<String, Failure> {
    match command {
        DwzCommand::Evaluate {
            source,
            mode,
            format,
            params,
            players,
            fide_list,
        } => {
            let options = Options {
                mode,
                params: params.params(),
            };
            let lists = (players.as_deref(), fide_list.as_deref());
            evaluate(&source, &options, format, lists, lang)
        }
        DwzCommand::Estimate {
            file,
            mode,
            params,
            players,
            fide_list,
            input,
            index,
            end_date,
        } => match estimate_file(&file, input)? {
            EstimateFile::Page(_) if fide_list.is_some() => Err(Failure::PageOption("--fide-list")),
            EstimateFile::Page(text) => {
                let given = (players.as_deref(), index, end_date.as_deref());
                super::page::dwz_estimate(&file, &text, mode, &params, given, lang)
            }
            EstimateFile::Json(text) => {
                let lists = (players.as_deref(), fide_list.as_deref());
                estimate(&text, mode, &params, lists, lang)
            }
        },
        DwzCommand::Run(args) => super::run::run(&args, lang),
        DwzCommand::Scale { dwz } => scale(dwz),
        DwzCommand::Export(args) => super::export::run(&args, lang),
    }
}

/// `wertung dwz evaluate`: the tournament (with the DSB's player list and FIDE's list where
/// given: `lists`) evaluated, as JSON or as the table of Anhang 3.1.11.
fn evaluate(
    source: &Source,
    options: &Options,
    format: Format,
    lists: (Option<&str>, Option<&str>),
    lang: Lang,
) -> Result<String, Failure> {
    let bytes = read_bytes(&source.file)?;
    let file = open_input(source, &bytes)?;
    let (tournament, list_warnings) = match lists {
        (None, None) => (read_imported(source, &file, None)?.tournament, Vec::new()),
        (players, fide) => {
            // Decisions made by hand travel in a DSB report's notes.
            let choices = match players {
                Some(_) => decided(&file)?,
                None => Vec::new(),
            };
            with_lists(read_imported(source, &file, None)?, players, fide, &choices)?
        }
    };
    let mut evaluation = dwz::evaluate(&tournament, options)?;
    evaluation.warnings.splice(0..0, list_warnings);
    Ok(match format {
        Format::Json => json::write_evaluation(&evaluation, lang),
        Format::Text => text::write_evaluation(&tournament.name, &evaluation),
    })
}

/// `wertung dwz estimate`: one tournament (`games`) or a chain (`tournaments`), with
/// `remaining` games, from the estimate JSON (`text`); `--mode` over the file's.
fn estimate(
    text: &str,
    mode: Option<Mode>,
    params: &ParamArgs,
    (players, fide_list): (Option<&str>, Option<&str>),
    lang: Lang,
) -> Result<String, Failure> {
    let (root, from) = named_input(text, players, fide_list, json::names::Rating::Dwz)?;
    let estimate = json::estimate_file_from_value(&root)?;
    let mode = mode.or(estimate.mode).unwrap_or_default();
    let out = json::write_estimate_json(&estimate, mode, &params.params(), lang)?;
    Ok(json::names::mark_list_ids(&out, &from))
}

/// `wertung dwz scale`: an old-scale DWZ on the 2026 scale (Anhang 4).
fn scale(dwz: i64) -> Result<String, Failure> {
    match dwz::scale_2026(dwz) {
        Some(new) => Ok(new.to_string()),
        None => Err(InputError::out_of_range(
            Place::default(),
            Field::Dwz,
            dwz,
            1,
            dwz::limits::RATING.1,
        )
        .into()),
    }
}
