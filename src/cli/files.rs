//! Reading what the command line names: a file or standard input (text in any of the encodings
//! the formats know, or bytes), the tournament in the format its content tells or `--input`
//! names, the DSB's player list, FIDE's rating list.

use super::args::{EstimateInput, Input, Source};
use super::failure::Failure;
use std::io::Read;
use wertung::dwz;
use wertung::formats::address_book::AddressBook;
use wertung::formats::dsb_list::matching;
use wertung::formats::fide_list::{self, checked, FideList};
use wertung::formats::open::{open_as, Kind};
use wertung::formats::{self, dsb_list, dsb_xml, json, Imported, Opened};
use wertung::input::{Field, InputError, Place, Problem};

/// The end a cross table gets for Waldstein's and INGO's figures, in which it plays no part.
pub(crate) const ANY_END: dwz::Date = dwz::Date {
    year: 2000,
    month: 1,
    day: 1,
};

/// The file of an estimate, decoded: the estimate JSON, or a player's page of chess-results.com.
pub(crate) enum EstimateFile {
    /// The estimate JSON (or whatever else it is: its reader says what is wrong).
    Json(String),
    /// A page of chess-results.com (saved HTML, or its copied text).
    Page(String),
}

/// Reads the file of an estimate: a page of chess-results.com where `--input chess-results`
/// says so or, without `--input`, where the formats' door tells one by its content; else the
/// estimate JSON.
pub(crate) fn estimate_file(
    file: &str,
    input: Option<EstimateInput>,
) -> Result<EstimateFile, Failure> {
    let bytes = read_bytes(file)?;
    let text = match (input, formats::open(file, &bytes)) {
        (None, Ok(Opened::Text(Kind::ChessResults, text))) => return Ok(EstimateFile::Page(text)),
        (_, Ok(Opened::Text(_, text))) => text,
        _ => formats::encoding::decode(&bytes),
    };
    Ok(match input {
        Some(EstimateInput::ChessResults) => EstimateFile::Page(text),
        _ => EstimateFile::Json(text),
    })
}

/// The file as it is (SWT is binary).
pub(crate) fn read_bytes(file: &str) -> Result<Vec<u8>, Failure> {
    let mut bytes = Vec::new();
    let read = if file == "-" {
        std::io::stdin().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::read(file).map(|b| bytes = b)
    };
    read.map_err(|e| Failure::Read {
        file: file.to_string(),
        reason: e.to_string(),
    })?;
    Ok(bytes)
}

/// The `--end-date` given on the command line.
pub(crate) fn given_end(source: &Source) -> Result<Option<dwz::Date>, InputError> {
    source
        .end_date
        .as_deref()
        .map(|text| {
            dwz::Date::parse(text).ok_or_else(|| {
                InputError::new(Place::default(), Field::EndDate, text, Problem::NotADate)
            })
        })
        .transpose()
}

/// The input file opened through the formats' one door: in the format `--input` names, else
/// as its content tells ([`formats::open`]: the file's ending only where the content cannot).
pub(crate) fn open_input<'a>(source: &Source, bytes: &'a [u8]) -> Result<Opened<'a>, InputError> {
    match source.input {
        Some(input) => Ok(open_as(kind_of(input), bytes)),
        None => formats::open(&source.file, bytes),
    }
}

/// The format `--input` names.
fn kind_of(input: Input) -> Kind {
    match input {
        Input::Json => Kind::Json,
        Input::Trf => Kind::Trf,
        Input::Swt => Kind::Swt,
        Input::Cross => Kind::CrossTable,
        Input::DsbXml => Kind::DsbXml,
    }
}

/// Reads the tournament; `default_end` stands in for a cross table without `--end-date`.
pub(crate) fn read_tournament(
    source: &Source,
    bytes: &[u8],
    default_end: Option<dwz::Date>,
) -> Result<dwz::Tournament, InputError> {
    let file = open_input(source, bytes)?;
    read_imported(source, &file, default_end).map(|imported| imported.tournament)
}

/// Reads the tournament with what the file says of its players (for `--players`); the
/// `--end-date` given replaces the file's (a cross table needs it, or `default_end`).
pub(crate) fn read_imported(
    source: &Source,
    file: &Opened,
    default_end: Option<dwz::Date>,
) -> Result<Imported, InputError> {
    let given = given_end(source)?;
    match file.kind() {
        Kind::CrossTable => file.imported(given.or(default_end)),
        _ => file.imported(given),
    }
}

/// `--players` and `--fide-list`: the DSB's list applied first (DWZ, index, membership), then
/// FIDE's as the current list of WO 4.1.2 / 4.1.3 ([`checked::apply_fide_list`]); the notes of
/// both, in that order.
pub(crate) fn with_lists(
    imported: Imported,
    players: Option<&str>,
    fide_list: Option<&str>,
    choices: &[Option<matching::Choice>],
) -> Result<(dwz::Tournament, Vec<dwz::Warning>), Failure> {
    let index = players.map(read_list).transpose()?;
    let (mut tournament, mut warnings, rows) = match &index {
        Some(index) => {
            let outcomes = matching::match_players(index, &imported.entrants);
            let applied = matching::apply_list(&imported, index, &outcomes, choices);
            (
                applied.tournament,
                applied.warnings,
                matched_rows(&outcomes),
            )
        }
        None => (imported.tournament.clone(), Vec::new(), Vec::new()),
    };
    if let Some(file) = fide_list {
        let list = read_fide(file)?;
        let rows: Vec<Option<dsb_list::ListRow>> = rows
            .iter()
            .map(|r| r.and_then(|r| index.as_ref()?.list.rows.get(r)))
            .collect();
        let rows: Vec<Option<&dsb_list::ListRow>> = rows.iter().map(Option::as_ref).collect();
        let applied = checked::apply_fide_list(&tournament, &imported.entrants, &rows, &list);
        tournament = applied.tournament;
        warnings.extend(applied.warnings);
    }
    Ok((tournament, warnings))
}

/// The row each player was found as in the DSB list (`None`: not found, or not as one).
pub(crate) fn matched_rows(outcomes: &[matching::Outcome]) -> Vec<Option<usize>> {
    outcomes
        .iter()
        .map(|o| match o {
            matching::Outcome::Matched { row, .. } => Some(*row),
            _ => None,
        })
        .collect()
}

/// FIDE's rating list of `--fide-list` (its zip or text, XML too), read as it streams.
pub(crate) fn read_fide(file: &str) -> Result<FideList, Failure> {
    let bytes = std::fs::read(file).map_err(|e| Failure::Read {
        file: file.to_string(),
        reason: e.to_string(),
    })?;
    Ok(fide_list::read_fide_list(&bytes)
        .map_err(|e| e.within(wertung::input::At::File(file.to_string())))?)
}

/// The decisions the input carries, a player each: a DSB report's memberships decided by hand
/// ([`dsb_xml::choices_of`]); none for other files.
pub(crate) fn decided(file: &Opened) -> Result<Vec<Option<matching::Choice>>, InputError> {
    match file {
        Opened::Text(Kind::DsbXml, text) => {
            Ok(dsb_xml::choices_of(&dsb_xml::read_report(text)?.players))
        }
        _ => Ok(Vec::new()),
    }
}

/// The DSB's player list of `--players`, read and indexed (the one place the CLI reads a list:
/// the evaluation, the estimates by name and the DSB report).
pub(crate) fn read_list(file: &str) -> Result<matching::ListIndex, Failure> {
    let bytes = std::fs::read(file).map_err(|e| Failure::Read {
        file: file.to_string(),
        reason: e.to_string(),
    })?;
    let list = dsb_list::read_player_list(&bytes)
        .map_err(|e| e.within(wertung::input::At::File(file.to_string())))?;
    Ok(matching::ListIndex::new(list))
}

/// An estimate JSON as a value, the names in it looked up in the DSB's list `players` and
/// FIDE's list `fide_list` where given (what came from them, for the output's `list_id`s and
/// `fide_id`s).
pub(crate) fn named_input(
    text: &str,
    players: Option<&str>,
    fide_list: Option<&str>,
    rating: json::names::Rating,
) -> Result<(serde_json::Value, json::names::FromList), Failure> {
    let mut root: serde_json::Value = json::names::parse_json(text)?;
    if players.is_none() && fide_list.is_none() {
        if let Some(e) = json::names::names_without_list(&root) {
            return Err(e.into());
        }
        return Ok((root, json::names::FromList::default()));
    }
    let book = AddressBook::new(
        players.map(read_list).transpose()?,
        fide_list.map(read_fide).transpose()?,
    );
    let lookup = json::names::Lookup { book: &book };
    let from = json::names::fill_from_list(&mut root, &lookup, rating)?;
    Ok((root, from))
}

/// A tournament without a name (a cross table, a JSON without `name`) is named by its file.
pub(crate) fn file_label(file: &str) -> Option<String> {
    std::path::Path::new(file)
        .file_stem()
        .map(|s| s.to_string_lossy().trim().to_string())
        .filter(|s| file != "-" && !s.is_empty())
}
