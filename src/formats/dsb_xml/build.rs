//! The report of a tournament as the page and the CLI hold it (see the module docs).

use super::{Head, Point, Report, ReportGame, ReportPlayer};
use crate::dwz::{GameResult, Tournament};
use crate::formats::dsb_list::clubs::Clubs;
use crate::formats::dsb_list::ListRow;
use crate::formats::Entrant;
use std::collections::{BTreeSet, HashMap};

/// "Nachname,Vorname" (a title after a second comma dropped) as surname and forename; a single
/// name is both (the schema's rule).
fn split_name(name: &str) -> (String, String) {
    let mut parts = name.split(',').map(str::trim);
    let surname = parts.next().unwrap_or("").to_string();
    let forename = parts.next().unwrap_or("").to_string();
    match (surname.is_empty(), forename.is_empty()) {
        (false, true) => (surname.clone(), surname),
        (true, false) => (forename.clone(), forename),
        _ => (surname, forename),
    }
}

/// A VKZ as the schema has it: five letters or digits.
fn vkz(text: Option<&str>) -> Option<String> {
    text.map(str::trim)
        .filter(|v| v.len() == 5 && v.bytes().all(|b| b.is_ascii_alphanumeric()))
        .map(|v| v.to_ascii_uppercase())
}

/// A member number as the schema has it: 1 to 99999.
fn member_number(text: Option<&str>) -> Option<u32> {
    text.and_then(|m| m.trim().parse::<u32>().ok())
        .filter(|m| (1..=99_999).contains(m))
}

/// The players' numbers: their ids where all are distinct numbers 1..999999, else positions.
fn numbers(t: &Tournament) -> Vec<u32> {
    let ids: Vec<Option<u32>> = t
        .players
        .iter()
        .map(|p| {
            p.id.trim()
                .parse::<u32>()
                .ok()
                .filter(|n| (1..=999_999).contains(n))
        })
        .collect();
    let distinct: BTreeSet<u32> = ids.iter().flatten().copied().collect();
    if distinct.len() == ids.len() && ids.iter().all(Option::is_some) {
        ids.into_iter().flatten().collect()
    } else {
        (1..=t.players.len() as u32).collect()
    }
}

/// One player of the report: from his list row where he has one, else from the file.
fn player(
    t: &Tournament,
    k: usize,
    number: u32,
    entrant: Option<&Entrant>,
    row: Option<&ListRow>,
    clubs: &Clubs,
) -> ReportPlayer {
    let p = t.players.get(k);
    let name = row
        .map(|r| r.name.clone())
        .or_else(|| entrant.and_then(|e| e.name.clone()))
        .or_else(|| p.and_then(|p| p.name.clone()))
        .unwrap_or_default();
    let (surname, forename) = split_name(&name);
    let (club, member) = match row {
        Some(r) => (r.club.as_deref(), r.member_number.as_deref()),
        None => (
            entrant.and_then(|e| e.club.as_deref()),
            entrant.and_then(|e| e.member_number.as_deref()),
        ),
    };
    let vkz = vkz(club);
    let birth_year = p.and_then(|p| p.birth_year);
    let dsb_id = row
        .and_then(|r| r.id.as_deref().map(String::from))
        .or_else(|| entrant.and_then(|e| e.dsb_id.clone()))
        .filter(|id| !id.trim().is_empty());
    // A membership the elements do not say travels in the notes.
    let by_elements = dsb_id.is_some() || vkz.is_some();
    let decided = p.map(|p| p.member).filter(|&m| m != by_elements);
    ReportPlayer {
        number,
        dsb_id,
        surname,
        forename,
        birth_year,
        birth_date: entrant
            .and_then(|e| e.birth_date)
            .filter(|d| Some(d.year) == birth_year),
        club: vkz
            .as_deref()
            .and_then(|v| clubs.name(v))
            .map(str::to_string),
        member_number: member_number(member),
        vkz,
        fide_id: entrant
            .and_then(|e| e.fide_id)
            .or(row.and_then(|r| r.fide_id))
            .filter(|&id| (1..=99_999_999_999_999).contains(&id)),
        fide_rating: entrant
            .and_then(|e| e.fide_rating)
            .or(row.and_then(|r| r.fide_rating))
            .filter(|&r| (1..=5000).contains(&r)),
        sex: row.and_then(|r| match r.sex {
            Some('M' | 'm') => Some('m'),
            Some('W' | 'w' | 'F' | 'f') => Some('w'),
            _ => None,
        }),
        member: decided,
    }
}

/// The points of a result (see the module docs).
fn points(r: GameResult) -> (Point, Point) {
    match r {
        GameResult::WhiteWins => (Point::One, Point::Zero),
        GameResult::BlackWins => (Point::Zero, Point::One),
        GameResult::Draw => (Point::Half, Point::Half),
        GameResult::WhiteForfeit => (Point::Plus, Point::Minus),
        GameResult::BlackForfeit => (Point::Minus, Point::Plus),
        GameResult::DoubleForfeit => (Point::Minus, Point::Minus),
    }
}

/// The games, a game without a round put in the first round where neither player plays yet.
fn games(t: &Tournament, numbers: &[u32]) -> Vec<ReportGame> {
    let number: HashMap<&str, u32> = t
        .players
        .iter()
        .zip(numbers)
        .map(|(p, &n)| (p.id.as_str(), n))
        .collect();
    let mut busy: BTreeSet<(u32, u32)> = BTreeSet::new();
    let mut games: Vec<ReportGame> = t
        .games
        .iter()
        .map(|g| {
            let (point_white, point_black) = points(g.result);
            let (white, black) = (number.get(g.white.as_str()), number.get(g.black.as_str()));
            if let Some(r) = g.round {
                busy.extend(white.map(|&w| (r, w)));
                busy.extend(black.map(|&b| (r, b)));
            }
            ReportGame {
                round: g.round,
                date: None,
                white: white.copied(),
                black: black.copied(),
                point_white,
                point_black,
            }
        })
        .collect();
    for g in games.iter_mut().filter(|g| g.round.is_none()) {
        let free = |r: u32| {
            [g.white, g.black]
                .iter()
                .flatten()
                .all(|&n| !busy.contains(&(r, n)))
        };
        let round = (1..=999).find(|&r| free(r)).unwrap_or(999);
        busy.extend([g.white, g.black].iter().flatten().map(|&n| (round, n)));
        g.round = Some(round);
    }
    games
}

/// The report of a tournament (see the module docs): `t` with the player list applied,
/// `entrants` what the file says of its players, `rows` each player's membership row of the list
/// ([`super::listed`]), `clubs` the list's club names, `head` what the user and the file give
/// (the tournament's name and end fill in the label and end where the head lacks them; the
/// highest round the rounds).
pub(super) fn report_of(
    t: &Tournament,
    entrants: &[Entrant],
    rows: &[Option<&ListRow>],
    clubs: &Clubs,
    head: Head,
) -> Report {
    let numbers = numbers(t);
    let players = (0..t.players.len())
        .zip(&numbers)
        .map(|(k, &n)| {
            player(
                t,
                k,
                n,
                entrants.get(k),
                rows.get(k).copied().flatten(),
                clubs,
            )
        })
        .collect();
    let games = games(t, &numbers);
    let last_round = games.iter().filter_map(|g| g.round).max();
    let name = t.name.trim();
    let head = head.or(Head {
        label: (!name.is_empty()).then(|| name.to_string()),
        end_date: Some(t.end_date),
        rounds: last_round,
        ..Head::default()
    });
    Report {
        head,
        players,
        games,
    }
}
