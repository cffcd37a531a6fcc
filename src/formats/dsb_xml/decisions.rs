//! Memberships decided by hand travel in the report. The schema says a player is
//! in the list by his `dsbId` and a member by his `vkz`; what it has no element for, the
//! report's `notes` carry: the players made members by hand without either
//! ([`NOTE_MEMBERS`]), and those decided non-members though the file gives them a VKZ
//! ([`NOTE_NON_MEMBERS`]), by their tournament numbers. The reader takes them back out of the
//! notes into the players ([`ReportPlayer::member`]), so that the page and the CLI keep them.

use super::ReportPlayer;
use crate::formats::dsb_list::matching::Choice;

/// The label of the players made members by hand in the notes: `Mitglied: 4, 7`.
pub const NOTE_MEMBERS: &str = "Mitglied";
/// The label of the players decided non-members in the notes: `Nichtmitglied: 3`.
pub const NOTE_NON_MEMBERS: &str = "Nichtmitglied";

/// Whether the report's elements make a player a member: a DSB ID or a VKZ.
pub fn member_by_elements(p: &ReportPlayer) -> bool {
    p.dsb_id.is_some() || p.vkz.is_some()
}

/// The notes with the decisions the elements cannot carry appended (`; ` between).
///
/// ```
/// use wertung::formats::dsb_xml::{notes_with_decisions, ReportPlayer};
/// let p = |number, member, vkz: Option<&str>| ReportPlayer { number, member,
///     vkz: vkz.map(String::from), ..ReportPlayer::default() };
/// let players = [p(3, Some(false), Some("10614")), p(4, Some(true), None), p(5, None, None),
///     p(7, Some(true), None)];
/// assert_eq!(notes_with_decisions(Some("Turniercode: B-17"), &players).as_deref(),
///     Some("Turniercode: B-17; Mitglied: 4, 7; Nichtmitglied: 3"));
/// assert_eq!(notes_with_decisions(None, &players[2..3]), None);
/// ```
pub fn notes_with_decisions(notes: Option<&str>, players: &[ReportPlayer]) -> Option<String> {
    let numbers = |member: bool| {
        players
            .iter()
            .filter(|p| p.member == Some(member) && member_by_elements(p) != member)
            .map(|p| p.number.to_string())
            .collect::<Vec<_>>()
    };
    let parts: Vec<String> = notes
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .into_iter()
        .chain(
            [(NOTE_MEMBERS, true), (NOTE_NON_MEMBERS, false)]
                .iter()
                .filter_map(|&(label, member)| {
                    let n = numbers(member);
                    (!n.is_empty()).then(|| format!("{label}: {}", n.join(", ")))
                }),
        )
        .collect();
    (!parts.is_empty()).then(|| parts.join("; "))
}

/// The decisions of [`notes_with_decisions`] taken out of the notes into the players (by their
/// numbers; a number of no player is ignored); the rest of the notes, `None` where nothing is
/// left.
pub(super) fn take_decisions(
    notes: Option<String>,
    players: &mut [ReportPlayer],
) -> Option<String> {
    let notes = notes?;
    let mut rest = Vec::new();
    for part in notes.split("; ") {
        let decided = [(NOTE_MEMBERS, true), (NOTE_NON_MEMBERS, false)]
            .iter()
            .find_map(|&(label, member)| {
                let numbers = part.trim().strip_prefix(label)?.strip_prefix(':')?;
                let numbers: Option<Vec<u32>> =
                    numbers.split(',').map(|n| n.trim().parse().ok()).collect();
                Some((member, numbers?))
            });
        match decided {
            Some((member, numbers)) => {
                for p in players.iter_mut().filter(|p| numbers.contains(&p.number)) {
                    p.member = Some(member);
                }
            }
            None => rest.push(part),
        }
    }
    let rest = rest.join("; ");
    (!rest.trim().is_empty()).then_some(rest)
}

/// The user's decisions a report carries, a player each, for the player list
/// ([`crate::formats::dsb_list::matching::apply_list`], [`super::listed`]): the membership
/// decided by hand ([`Choice::Member`]); `None` where the elements say it.
pub fn choices_of(players: &[ReportPlayer]) -> Vec<Option<Choice>> {
    players
        .iter()
        .map(|p| p.member.map(Choice::Member))
        .collect()
}
