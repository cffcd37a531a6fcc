//! `wertung ingo`: the INGO numbers of chess (rules of 1960) and of Xiangqi.

use super::args::{Source, Variant};
use super::failure::Failure;
use super::files::{read_bytes, read_tournament, ANY_END};
use wertung::dwz;
use wertung::formats::json;
use wertung::input::InputError;

/// `wertung ingo`: the INGO numbers of chess (and of Xiangqi where asked) as JSON; the numbers
/// brought in come from a tournament JSON, other files have none.
pub(crate) fn run(
    source: &Source,
    variant: Variant,
    quickplay: bool,
    overseas: bool,
) -> Result<String, Failure> {
    use wertung::ingo::{chess, xiangqi};
    let bytes = read_bytes(&source.file)?;
    let tournament = read_tournament(source, &bytes, Some(ANY_END))?;
    let players = ingo_numbers(&bytes, &tournament)?;
    let games = json::ingo_games(&tournament);
    let event = if tournament.kind == dwz::Kind::Match {
        chess::Event::Match
    } else {
        chess::Event::Tournament
    };
    let chess = chess::evaluate(&players, &games, event);
    let xiangqi = (variant == Variant::Xiangqi)
        .then(|| xiangqi::evaluate(&players, &games, quickplay, overseas));
    let value = json::ingo_out(&tournament, &players, &chess, xiangqi.as_deref());
    Ok(serde_json::to_string_pretty(&value).unwrap_or_default())
}

/// The INGO numbers brought in, from a tournament JSON (`ingo`, `ingo_index`,
/// `ingo_qualifier`, `youth`); the players of other files have none.
fn ingo_numbers(
    bytes: &[u8],
    tournament: &dwz::Tournament,
) -> Result<Vec<wertung::ingo::chess::Player>, InputError> {
    let text = wertung::formats::encoding::decode(bytes);
    if text.trim_start().starts_with('{') {
        return json::read_ingo_numbers(&text, tournament);
    }
    let none = wertung::ingo::chess::Player {
        number: None,
        youth: false,
    };
    Ok(vec![none; tournament.players.len()])
}
