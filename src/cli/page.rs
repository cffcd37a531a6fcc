//! `dwz estimate` and `fide estimate` of a player's page of chess-results.com
//! (`--input chess-results`, or told by its content): the page read ([`chess_results::read_page`]), made the estimate
//! JSON a player would type ([`chess_results::dwz_estimate`]) and estimated as that; what the
//! page gives that does not count is in the output's `notes`.

use super::args::ParamArgs;
use super::failure::Failure;
use super::files::read_list;
use wertung::dwz::{Date, Mode};
use wertung::formats::chess_results::{self, PlayerPage, Selection};
use wertung::formats::dsb_list::matching::Outcome;
use wertung::formats::json;
use wertung::i18n::Lang;
use wertung::input::{At, Field, InputError, Place, Problem};

/// The page of `file` (its `text`) read.
fn read(file: &str, text: &str) -> Result<PlayerPage, Failure> {
    chess_results::read_page(text).map_err(|error| Failure::Page {
        file: file.to_string(),
        error,
    })
}

/// `--end-date`, else the page's end.
fn end_of(page: &PlayerPage, given: Option<&str>) -> Result<Option<Date>, InputError> {
    match given {
        Some(text) => Date::parse(text).map(Some).ok_or_else(|| {
            InputError::new(Place::default(), Field::EndDate, text, Problem::NotADate)
        }),
        None => Ok(page.end_date),
    }
}

/// The player's index: `--index`, else the DSB list's (the player found by ident number, FIDE ID
/// or name and birth year); missing: an error naming him.
fn index_of(page: &PlayerPage, given: Option<u32>, players: Option<&str>) -> Result<u32, Failure> {
    if let Some(index) = given {
        return Ok(index);
    }
    let who = page.name.clone().unwrap_or_default();
    let missing =
        || InputError::missing(Place::default().then(At::Player(who.clone())), Field::Index);
    let Some(file) = players else {
        return Err(missing().into());
    };
    let list = read_list(file)?;
    match list.find(&chess_results::entrant(page)) {
        Outcome::Matched { row, .. } => list
            .list
            .rows
            .get(row)
            .and_then(|r| r.index)
            .ok_or_else(|| missing().into()),
        _ => Err(missing().into()),
    }
}

/// The estimate's output with the page's notes (`notes`, in `lang`).
fn with_notes(out: &str, selection: &Selection, lang: Lang) -> String {
    if selection.notes.is_empty() {
        return out.to_string();
    }
    let Ok(serde_json::Value::Object(mut o)) = serde_json::from_str(out) else {
        return out.to_string();
    };
    let notes = selection
        .notes
        .iter()
        .map(|n| n.text(lang).into())
        .collect();
    o.insert("notes".into(), serde_json::Value::Array(notes));
    serde_json::to_string_pretty(&o).unwrap_or_else(|_| out.to_string())
}

/// `wertung dwz estimate PAGE --input chess-results`.
pub(crate) fn dwz_estimate(
    file: &str,
    text: &str,
    mode: Option<Mode>,
    params: &ParamArgs,
    (players, index, end_date): (Option<&str>, Option<u32>, Option<&str>),
    lang: Lang,
) -> Result<String, Failure> {
    let page = read(file, text)?;
    let end = end_of(&page, end_date)?;
    let index = match page.national_rating {
        Some(_) => Some(index_of(&page, index, players)?),
        None => None,
    };
    let (value, selection) = chess_results::dwz_estimate(&page, index, end);
    let estimate = json::estimate_file_from_value(&value)?;
    let mode = mode.or(estimate.mode).unwrap_or_default();
    let out = json::write_estimate_json(&estimate, mode, &params.params(), lang)?;
    Ok(with_notes(&out, &selection, lang))
}

/// `wertung fide estimate PAGE --input chess-results`.
pub(crate) fn fide_estimate(
    file: &str,
    text: &str,
    games_before: Option<u32>,
    lang: Lang,
) -> Result<String, Failure> {
    let page = read(file, text)?;
    let (value, selection) = chess_results::fide_estimate(&page, games_before, page.end_date);
    let input = json::fide::fide_estimate_from_value(&value)?;
    let estimate = wertung::fide::estimate::estimate(&input)?;
    let out = json::fide::write_fide_estimate(&estimate, lang);
    Ok(with_notes(&out, &selection, lang))
}
