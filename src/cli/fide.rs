//! `wertung fide`: FIDE Elo (Rating Regulations 2024).

use super::args::{EstimateInput, FideCommand};
use super::failure::Failure;
use super::files::named_input;
use wertung::formats::json;
use wertung::i18n::Lang;

/// `wertung fide ...`.
pub(crate) fn run(command: FideCommand, lang: Lang) -> Result<String, Failure> {
    match command {
        FideCommand::Estimate {
            file,
            input: Some(EstimateInput::ChessResults),
            games_before,
            ..
        } => super::page::fide_estimate(&file, games_before, lang),
        FideCommand::Estimate {
            file,
            players,
            fide_list,
            ..
        } => estimate(&file, players.as_deref(), fide_list.as_deref(), lang),
    }
}

/// `wertung fide estimate`: the player's Elo change, or his initial rating.
fn estimate(
    file: &str,
    players: Option<&str>,
    fide_list: Option<&str>,
    lang: Lang,
) -> Result<String, Failure> {
    let (root, from) = named_input(file, players, fide_list, json::names::Rating::Elo)?;
    let input = json::fide::fide_estimate_from_value(&root)?;
    let estimate = wertung::fide::estimate::estimate(&input)?;
    let out = json::fide::write_fide_estimate(&estimate, lang);
    Ok(json::names::mark_list_ids(&out, &from))
}
