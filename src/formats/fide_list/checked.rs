//! The FIDE list as the "current list" of WO 4.1.2, and WO 4.1.3 (`shared/spec/NOTES.md`,
//! "Ratings of other systems"): the one place of the rule for the CLI's `dwz evaluate` and
//! `dwz export` and the tournament page.
//!
//! * A player without DWZ who has a FIDE ID takes the list's standard rating as R_o (index
//!   open, evaluated as 6: WO 2.2.4); the file's Elo is replaced and the difference noted.
//! * A player without DWZ whose FIDE ID the list lacks, or lists without a standard rating,
//!   cannot be checked: unrated (WO 4.1.3), named in the notes. So is one without FIDE ID whose
//!   file carries an Elo (the page offers the list's namesakes as a decision instead).
//! * Every player with a FIDE ID takes the list's standard rating as his FIDE rating (the DSB
//!   report's `fideRating`), none where the list lacks him or lists him unrated.

use super::FideList;
use crate::dwz::{limits, Tournament};
use crate::formats::dsb_list::ListRow;
use crate::formats::Entrant;
use crate::input::Warning;

/// What the list says of a player's rating (WO 4.1.2, 4.1.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// The list holds him with a standard rating.
    Rated {
        /// His FIDE ID.
        fide_id: u64,
        /// The list's standard rating (WO 4.1.2: it replaces the file's).
        rating: u32,
    },
    /// The list holds him without a standard rating (0 or empty): unrated.
    NoRating {
        /// His FIDE ID.
        fide_id: u64,
    },
    /// The list does not hold his FIDE ID: unrated.
    NotInList {
        /// The FIDE ID the list lacks.
        fide_id: u64,
    },
    /// No FIDE ID to check by.
    NoFideId,
}

/// The check of FIDE ID `fide_id` against `list`.
///
/// ```
/// use wertung::formats::fide_list::{read_fide_list, checked::{check, Check}};
/// let xml = "<playerslist>\
///   <player><fideid>4100018</fideid><name>Kurz, Otto</name><rating>2085</rating></player>\
///   <player><fideid>4100026</fideid><name>Lang, Eva</name><rating>0</rating></player></playerslist>";
/// let list = read_fide_list(xml.as_bytes()).unwrap();
/// assert_eq!(check(&list, Some(4100018)), Check::Rated { fide_id: 4100018, rating: 2085 });
/// assert_eq!(check(&list, Some(4100026)), Check::NoRating { fide_id: 4100026 });
/// assert_eq!(check(&list, Some(1)), Check::NotInList { fide_id: 1 });
/// assert_eq!(check(&list, None), Check::NoFideId);
/// ```
pub fn check(list: &FideList, fide_id: Option<u64>) -> Check {
    let Some(fide_id) = fide_id else {
        return Check::NoFideId;
    };
    match list.by_fide_id(fide_id) {
        Some(p) => match p.standard().filter(|&r| limits::rating_ok(r)) {
            Some(rating) => Check::Rated { fide_id, rating },
            None => Check::NoRating { fide_id },
        },
        None => Check::NotInList { fide_id },
    }
}

/// The tournament and its entrants with the FIDE list applied, and the notes on it.
#[derive(Debug, Clone, PartialEq)]
pub struct FideApplied {
    /// The tournament: a player without DWZ takes the list's Elo as R_o, index open (WO 4.1.2),
    /// or is unrated where the list lacks him or lists him unrated (WO 4.1.3).
    pub tournament: Tournament,
    /// The entrants, each with the list's Elo as his FIDE rating (none where it lists none).
    pub entrants: Vec<Entrant>,
    /// [`Warning::FideRatingReplaced`] and [`Warning::FideUnchecked`], in the players' order.
    pub warnings: Vec<Warning>,
}

/// Whether a player has a DWZ: from his row of the DSB list where he was found in it, else
/// the national rating his file gives.
fn has_dwz(entrant: Option<&Entrant>, row: Option<&ListRow>) -> bool {
    match row {
        Some(r) => r.dwz.is_some_and(limits::rating_ok),
        None => entrant.is_some_and(|e| e.national_rating.is_some()),
    }
}

/// Applies the FIDE list to `tournament` (with the DSB list applied before, where one is:
/// `rows` the DSB row each player was found as, in the players' order; empty without one).
///
/// A guest without DWZ whose file says Elo 2100 and whom the list holds with 2085: R_o 2085,
/// index open, noted with the difference −15.
///
/// ```
/// use wertung::dwz::{Date, Kind, Player, Tournament};
/// use wertung::formats::Entrant;
/// use wertung::formats::fide_list::{read_fide_list, checked::apply_fide_list};
/// let list = read_fide_list(b"<playerslist><player><fideid>4100018</fideid><name>Kurz, Otto</name><rating>2085</rating></player></playerslist>").unwrap();
/// let mut otto = Player::new("1");
/// otto.dwz = Some(2100);
/// let mut eva = Player::new("2");
/// eva.dwz = Some(1900);
/// let t = Tournament { name: "T".into(), end_date: Date::new(2026, 12, 12).unwrap(),
///     kind: Kind::Tournament, players: vec![otto, eva], games: vec![] };
/// let entrants = vec![
///     Entrant { fide_id: Some(4100018), fide_rating: Some(2100), ..Default::default() },
///     Entrant { fide_id: Some(4100026), fide_rating: Some(1900), ..Default::default() },
/// ];
/// let applied = apply_fide_list(&t, &entrants, &[], &list);
/// assert_eq!(applied.tournament.players[0].dwz, Some(2085));
/// assert_eq!(applied.tournament.players[1].dwz, None); // WO 4.1.3: not in the list
/// assert_eq!(applied.entrants[0].fide_rating, Some(2085));
/// assert_eq!(applied.warnings.len(), 2);
/// ```
pub fn apply_fide_list(
    tournament: &Tournament,
    entrants: &[Entrant],
    rows: &[Option<&ListRow>],
    list: &FideList,
) -> FideApplied {
    let mut tournament = tournament.clone();
    let mut entrants = entrants.to_vec();
    let mut warnings = Vec::new();
    for (k, p) in tournament.players.iter_mut().enumerate() {
        let row = rows.get(k).copied().flatten();
        let entrant = entrants.get_mut(k);
        let fide_id = entrant
            .as_ref()
            .and_then(|e| e.fide_id)
            .or(row.and_then(|r| r.fide_id));
        let file_elo = entrant.as_ref().and_then(|e| e.fide_rating);
        let dwz = has_dwz(entrant.as_deref(), row);
        let found = check(list, fide_id);
        if let Some(e) = entrant {
            match found {
                Check::Rated { rating, .. } => e.fide_rating = Some(rating),
                Check::NoRating { .. } | Check::NotInList { .. } => e.fide_rating = None,
                Check::NoFideId => {}
            }
        }
        if dwz {
            continue;
        }
        let player = shown(p);
        match found {
            Check::Rated { rating, .. } => {
                p.dwz = Some(rating);
                p.index = None;
                if file_elo != Some(rating) {
                    warnings.push(Warning::FideRatingReplaced {
                        player,
                        file: file_elo,
                        list: rating,
                    });
                }
            }
            Check::NoRating { fide_id } | Check::NotInList { fide_id } => {
                p.dwz = None;
                p.index = None;
                warnings.push(Warning::FideUnchecked {
                    player,
                    fide_id: Some(fide_id),
                    listed: matches!(found, Check::NoRating { .. }),
                });
            }
            Check::NoFideId if p.dwz.is_some() => {
                p.dwz = None;
                p.index = None;
                warnings.push(Warning::FideUnchecked {
                    player,
                    fide_id: None,
                    listed: false,
                });
            }
            Check::NoFideId => {}
        }
    }
    FideApplied {
        tournament,
        entrants,
        warnings,
    }
}

/// How a player is named in a note: his name, else his id.
fn shown(p: &crate::dwz::Player) -> String {
    p.name
        .clone()
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| p.id.clone())
}
