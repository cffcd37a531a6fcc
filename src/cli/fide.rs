//! `wertung fide`: FIDE Elo (Rating Regulations 2024).

use super::args::FideCommand;
use super::failure::Failure;
use super::files::{estimate_file, named_input, EstimateFile};
use wertung::formats::json;
use wertung::i18n::Lang;

/// `wertung fide ...`.
pub(crate) fn run(command: FideCommand, lang: Lang) -> Result<String, Failure> {
    match command {
        FideCommand::Estimate {
            file,
            players,
            fide_list,
            input,
            games_before,
        } => match estimate_file(&file, input)? {
            // The page names each opponent's Elo itself: a list would find nothing more, and
            // an option that changes nothing is refused rather than ignored.
            EstimateFile::Page(_) if players.is_some() => Err(Failure::PageOption("--players")),
            EstimateFile::Page(_) if fide_list.is_some() => Err(Failure::PageOption("--fide-list")),
            EstimateFile::Page(text) => {
                super::page::fide_estimate(&file, &text, games_before, lang)
            }
            EstimateFile::Json(text) => {
                estimate(&text, players.as_deref(), fide_list.as_deref(), lang)
            }
        },
    }
}

/// `wertung fide estimate`: the player's Elo change, or his initial rating.
fn estimate(
    text: &str,
    players: Option<&str>,
    fide_list: Option<&str>,
    lang: Lang,
) -> Result<String, Failure> {
    let (root, from) = named_input(text, players, fide_list, json::names::Rating::Elo)?;
    let input = json::fide::fide_estimate_from_value(&root)?;
    let estimate = wertung::fide::estimate::estimate(&input)?;
    let out = json::fide::write_fide_estimate(&estimate, lang);
    Ok(json::names::mark_list_ids(&out, &from))
}
