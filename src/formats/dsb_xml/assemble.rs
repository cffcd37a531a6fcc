//! The one assembly of the DSB report, for the CLI and the page alike: the tournament
//! (with the list applied and the user's edits), what the file says of its players, the list's
//! row each player takes ([`Listed`]) and the head. Which membership a player's row is follows
//! one rule ([`membership_row`]): the one the file names, else the active one.

use super::{build, Head, Report};
use crate::dwz::Tournament;
use crate::formats::dsb_list::clubs::Clubs;
use crate::formats::dsb_list::matching::{Choice, ListIndex, Outcome};
use crate::formats::dsb_list::{ListRow, Status};
use crate::formats::Entrant;
use serde::{Deserialize, Serialize};

/// The membership a player of the report takes from the list: the row as read (DSB ID, VKZ and
/// member number, status, sex, FIDE data) and the name of its club (from the zip's
/// `vereine.csv`; none without it). The page keeps it with the tournament, a player each.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Listed {
    /// The row of the list as read.
    pub row: ListRow,
    /// The name of its club, where the zip's `vereine.csv` gives it.
    #[serde(default)]
    pub club_name: Option<String>,
}

/// Whether a club number and member number name the same membership (case and leading zeros
/// ignored).
fn same_membership(row: &ListRow, club: &str, member: &str) -> bool {
    let number = |m: &str| m.trim().parse::<u64>().ok();
    row.club
        .as_deref()
        .is_some_and(|c| c.trim().eq_ignore_ascii_case(club.trim()))
        && row.member_number.as_deref().and_then(number).is_some()
        && row.member_number.as_deref().and_then(number) == number(member)
}

/// The order in which a person's memberships are taken where the file names none of them: `A`,
/// then `P`, then an empty or other status (the list's rule: "Status A wins over P").
fn rank(status: Status) -> u8 {
    match status {
        Status::Active => 0,
        Status::Passive => 1,
        Status::Unknown => 2,
    }
}

/// The one rule of the membership a player's report names, `row` being any row of the person
/// he was matched with or the user chose: of that person's rows, the one with the club and
/// member number the file names (VKZ and member number must be of one membership); else his
/// first active row, else his first passive row, else his first. `None`: no such row.
///
/// ```
/// use wertung::formats::dsb_list::{matching::ListIndex, read_player_list};
/// use wertung::formats::dsb_xml::membership_row;
/// use wertung::formats::Entrant;
/// let csv = "ID,ZPS,Mitgliedsnummer,Status,Spielername,Geburtsjahr,DWZ,Index\n\
///            7,10614,1,P,\"Lang,Eva\",1980,1700,30\n\
///            7,20511,4,A,\"Lang,Eva\",1980,1700,30\n";
/// let index = ListIndex::new(read_player_list(csv.as_bytes()).unwrap());
/// // The file names no membership: the active one, whichever row was matched.
/// assert_eq!(membership_row(&index, None, 0), Some(1));
/// // The file names the passive one: that one.
/// let e = Entrant { club: Some("10614".into()), member_number: Some("01".into()), ..Entrant::default() };
/// assert_eq!(membership_row(&index, Some(&e), 1), Some(0));
/// ```
pub fn membership_row(index: &ListIndex, entrant: Option<&Entrant>, row: usize) -> Option<usize> {
    let rows = &index.list.rows;
    let person = index.person_of(row)?;
    let of_person = index.rows_of_person(person);
    let own = entrant.and_then(|e| Some((e.club.as_deref()?, e.member_number.as_deref()?)));
    let named = own.and_then(|(club, member)| {
        of_person.iter().find(|&&r| {
            rows.get(r as usize)
                .is_some_and(|r| same_membership(&r, club, member))
        })
    });
    let active = || {
        of_person
            .iter()
            .min_by_key(|&&r| rows.get(r as usize).map_or(3, |r| rank(r.status)))
    };
    named
        .or_else(active)
        .map(|&r| r as usize)
        .filter(|&r| r < rows.len())
}

/// Row `row` of the list as a player takes it into the report, with its club's name.
pub fn listed_row(index: &ListIndex, row: usize) -> Option<Listed> {
    let row = index.list.rows.get(row)?.clone();
    let club_name = row
        .club
        .as_deref()
        .and_then(|z| index.list.club_name(z))
        .map(str::to_string);
    Some(Listed { row, club_name })
}

/// For each player, the membership the report takes from the list ([`membership_row`] of the
/// row the user chose, else of the one matched); `None`: not in the list, ambiguous and not
/// chosen, or the user kept the file's data ([`Choice::Member`]).
#[allow(clippy::match_same_arms)] // the kept member and the rest are two cases of the rule
pub fn listed(
    index: &ListIndex,
    entrants: &[Entrant],
    outcomes: &[Outcome],
    choices: &[Option<Choice>],
) -> Vec<Option<Listed>> {
    (0..entrants.len().max(outcomes.len()))
        .map(|k| {
            let row = match (choices.get(k).copied().flatten(), outcomes.get(k)) {
                (Some(Choice::Row(r)), _) => r,
                (Some(Choice::Member(_)), _) => return None,
                (None, Some(Outcome::Matched { row, .. })) => *row,
                _ => return None,
            };
            let row = membership_row(index, entrants.get(k), row)?;
            listed_row(index, row)
        })
        .collect()
}

/// The DSB report of a tournament, as the CLI writes it and the page makes it: `t` with the
/// player list applied (and the user's edits), `entrants` what the file says of its players,
/// `listed` each player's membership of the list ([`listed`]; the page keeps them), `given` the
/// head the user gives (the CLI's options, the page's fields) over `file`, the one the file
/// gives ([`super::head_of_trf`], [`super::head_of_swt`], a report's own: its arbiter the
/// sender). The report's end is the tournament's (the file's, or the one the user gave); its
/// name and highest round fill in what both heads lack; the clubs are named as the list's zip
/// names them.
///
/// ```
/// use wertung::dwz::Date;
/// use wertung::formats::dsb_xml::{assemble, Head};
/// let t = wertung::formats::json::read_tournament(r#"{"name": "Open", "end_date": "2026-12-12",
///     "players": [{"id": "1", "name": "A, X"}, {"id": "2", "name": "B, Y"}],
///     "games": [{"white": "1", "black": "2", "result": "1/2-1/2", "round": 1}]}"#).unwrap();
/// let file = Head { sender: Some("Ralph Blum".into()), rounds: Some(7), end_date: Date::new(2026, 1, 1), ..Head::default() };
/// let given = Head { location: Some("Ulm".into()), ..Head::default() };
/// let report = assemble(&t, &[], &[], given, file);
/// assert_eq!(report.head.sender.as_deref(), Some("Ralph Blum"));
/// assert_eq!((report.head.rounds, report.head.location.as_deref()), (Some(7), Some("Ulm")));
/// assert_eq!(report.head.end_date, Date::new(2026, 12, 12));
/// assert_eq!(report.head.label.as_deref(), Some("Open"));
/// ```
pub fn assemble(
    t: &Tournament,
    entrants: &[Entrant],
    listed: &[Option<Listed>],
    given: Head,
    file: Head,
) -> Report {
    let rows: Vec<Option<&ListRow>> = (0..t.players.len())
        .map(|k| listed.get(k).and_then(Option::as_ref).map(|l| &l.row))
        .collect();
    let clubs = Clubs::from_pairs(
        listed
            .iter()
            .flatten()
            .filter_map(|l| Some((l.row.club.as_deref()?.to_string(), l.club_name.clone()?)))
            .collect(),
    );
    let head = given.or(Head {
        end_date: None,
        ..file
    });
    build::report_of(t, entrants, &rows, &clubs, head)
}
