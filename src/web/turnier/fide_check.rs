//! FIDE's rating list on the tournament page: the "current list" of WO 4.1.2 and
//! WO 4.1.3 applied to the player table as the CLI's `dwz evaluate --fide-list` applies it,
//! through the one rule [`apply_fide_list`], after the DSB list's findings and choices
//! ([`apply_matches`]).
//!
//! It runs in the second module, which keeps the list: the page asks with a [`FideAsk`] (the
//! players' keys, the file's fields, the DSB findings and choices, the user's FIDE choices) and
//! gets a [`FideAnswer`]: the fields the list changes, a cell a player (the Elo replaced and
//! its difference, unrated, the namesakes to choose from) and the notes in both languages.

use super::list::{apply_matches, picked, Key, ListMatch};
use super::table::Edit;
use crate::dwz::{Date, Kind, Player, Tournament};
use crate::formats::address_book::{AddressBook, NotOnePerson, Person};
use crate::formats::dsb_list::{ListRow, Status};
use crate::formats::fide_list::checked::apply_fide_list;
use crate::formats::fide_list::FideList;
use crate::i18n::{Lang, TournamentWords};
use crate::input::Warning;
use serde::{Deserialize, Serialize};

/// The choice "none of these namesakes": the guest stays unrated (WO 4.1.3).
pub const NONE_OF_THEM: u64 = 0;

/// What the page asks of FIDE's list.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct FideAsk {
    /// The players' keys (FIDE ID, Elo, name, birth year, national rating), in order.
    pub keys: Vec<Key>,
    /// The player table as the file fills it.
    pub base: Vec<Edit>,
    /// The DSB list's findings as the page keeps them (empty: none).
    pub matches: Vec<ListMatch>,
    /// The user's choices of the DSB list, a player each.
    pub chosen: Vec<Option<usize>>,
    /// The user's choices of FIDE's namesakes, a player each: a FIDE ID, or [`NONE_OF_THEM`].
    pub fide_chosen: Vec<Option<u64>>,
}

/// A namesake FIDE's list offers for a guest without FIDE ID.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct FideOffer {
    /// His FIDE ID.
    pub fide_id: u64,
    /// His name as FIDE writes it.
    pub name: String,
    /// His federation.
    pub federation: String,
    /// His birth year.
    pub birth_year: Option<i32>,
    /// His standard rating (none: unrated).
    pub rating: Option<u32>,
}

/// What FIDE's list did to a player's rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum FideMark {
    /// Nothing (he has a DWZ, or the list agrees with his file).
    #[default]
    None,
    /// The list's Elo stands in for his DWZ in place of the file's (WO 4.1.2).
    Replaced {
        /// The file's Elo.
        file: Option<u32>,
        /// The list's.
        list: u32,
    },
    /// Unrated: the list lacks him, lists him without rating, or he has no FIDE ID (WO 4.1.3).
    Unrated,
}

/// A player's FIDE cell.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct FideCell {
    /// What the list did to his rating.
    pub mark: FideMark,
    /// The namesakes to choose from (a guest without FIDE ID whose file gives an Elo).
    pub offers: Vec<FideOffer>,
    /// His decision among the namesakes is open.
    pub need: bool,
}

/// FIDE's answer for the page.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct FideAnswer {
    /// The fields of the players whose DWZ and index the list changes (after the DSB list).
    pub edits: Vec<(usize, Edit)>,
    /// A cell a player.
    pub cells: Vec<FideCell>,
    /// The notes (the warnings of [`apply_fide_list`]), in German and English.
    pub notes: Vec<(String, String)>,
}

/// A number typed in a field (none where it is empty or no number).
fn number(text: &str) -> Option<u32> {
    text.trim().parse().ok()
}

/// The DSB row as the rule reads it: DWZ, index and FIDE ID of the row taken.
fn dsb_row(m: Option<&ListMatch>, chosen: Option<usize>) -> Option<ListRow> {
    let c = picked(m, chosen)?;
    Some(ListRow {
        line: 0,
        id: None,
        club: None,
        member_number: None,
        status: Status::Unknown,
        name: c.name.clone(),
        sex: None,
        birth_year: c.birth_year,
        last_evaluation: None,
        dwz: c.dwz,
        index: c.index,
        fide_rating: None,
        fide_title: None,
        fide_id: c.fide_id,
        fide_country: None,
    })
}

/// One player through [`apply_fide_list`]: his DWZ and index after it, and its warnings.
fn one(
    list: &FideList,
    edit: &Edit,
    key: &Key,
    fide_id: Option<u64>,
    row: Option<&ListRow>,
) -> (Player, Vec<Warning>) {
    let mut player = Player::new("1");
    player.name.clone_from(&key.name);
    player.dwz = number(&edit.dwz);
    player.index = number(&edit.index);
    let mut entrant = key.entrant();
    if fide_id.is_some() {
        entrant.fide_id = fide_id;
    }
    // The rule reads no date: any end will do.
    let Some(end_date) = Date::new(2000, 1, 1) else {
        return (player, Vec::new());
    };
    let t = Tournament {
        name: String::new(),
        end_date,
        kind: Kind::Tournament,
        players: vec![player.clone()],
        games: Vec::new(),
    };
    let applied = apply_fide_list(&t, &[entrant], &[row], list);
    let after = applied
        .tournament
        .players
        .into_iter()
        .next()
        .unwrap_or(player);
    (after, applied.warnings)
}

/// The namesakes of a guest in FIDE's list (name and birth year; at most 5).
fn namesakes(book: &AddressBook, key: &Key) -> Vec<FideOffer> {
    let Some(name) = key.name.as_deref().filter(|n| !n.trim().is_empty()) else {
        return Vec::new();
    };
    let persons: Vec<Person> = match book.find(name, key.birth_year) {
        Ok(p) => vec![p],
        Err(NotOnePerson::Ambiguous(ps) | NotOnePerson::NotFound(ps)) => ps,
    };
    persons
        .into_iter()
        .filter_map(|p| {
            Some(FideOffer {
                fide_id: book.fide_id(p)?,
                name: book.name(p).to_string(),
                federation: book.federation(p).unwrap_or("").to_string(),
                birth_year: book.birth_year(p),
                rating: book.elo(p),
            })
        })
        .collect()
}

/// Answers the page's [`FideAsk`] with FIDE's list of `book`; `None` where it holds none.
pub fn fide_answer(book: &AddressBook, ask: &FideAsk) -> Option<FideAnswer> {
    let list = &book.fide.as_ref()?.list;
    let matches = &ask.matches;
    let dsb = if matches.is_empty() {
        ask.base.clone()
    } else {
        apply_matches(&ask.base, matches, &ask.chosen)
    };
    let mut answer = FideAnswer::default();
    for (k, (edit, key)) in dsb.iter().zip(&ask.keys).enumerate() {
        let row = dsb_row(matches.get(k), ask.chosen.get(k).copied().flatten());
        let row = row.as_ref();
        let (mut after, mut warnings) = one(list, edit, key, None, row);
        let unchecked = warnings
            .iter()
            .any(|w| matches!(w, Warning::FideUnchecked { fide_id: None, .. }));
        let fide_chosen = ask.fide_chosen.get(k).copied().flatten();
        let offers = if unchecked {
            namesakes(book, key)
        } else {
            Vec::new()
        };
        if let Some(id) = fide_chosen.filter(|&id| unchecked && id != NONE_OF_THEM) {
            (after, warnings) = one(list, edit, key, Some(id), row);
        }
        if (after.dwz, after.index) != (number(&edit.dwz), number(&edit.index)) {
            let text = |v: Option<u32>| v.map(|x| x.to_string()).unwrap_or_default();
            let e = Edit {
                dwz: text(after.dwz),
                index: text(after.index),
                ..edit.clone()
            };
            answer.edits.push((k, e));
        }
        let mark = warnings.iter().fold(FideMark::None, |m, w| match w {
            Warning::FideRatingReplaced { file, list, .. } => FideMark::Replaced {
                file: *file,
                list: *list,
            },
            Warning::FideUnchecked { .. } => FideMark::Unrated,
            _ => m,
        });
        answer.cells.push(FideCell {
            mark,
            need: !offers.is_empty() && fide_chosen.is_none(),
            offers,
        });
        answer.notes.extend(
            warnings
                .iter()
                .map(|w| (Lang::De.warning(w), Lang::En.warning(w))),
        );
    }
    Some(answer)
}

/// A player's mark as his cell says it: "FIDE-Liste: Elo 2085 statt 2100 (-15)", "FIDE-Liste:
/// ungewertet (WO 4.1.3)"; `None` where the list changed nothing.
///
/// ```
/// use wertung::i18n::Lang;
/// use wertung::web::turnier::fide_check::{mark_text, FideMark};
/// let m = FideMark::Replaced { file: Some(2100), list: 2085 };
/// assert_eq!(mark_text(Lang::De, m).unwrap(), "FIDE-Liste: Elo 2085 statt 2100 (-15)");
/// assert_eq!(mark_text(Lang::En, FideMark::Unrated).unwrap(), "FIDE list: unrated (WO 4.1.3)");
/// ```
pub fn mark_text(l: Lang, mark: FideMark) -> Option<String> {
    Some(match mark {
        FideMark::None => return None,
        FideMark::Replaced {
            file: Some(file),
            list,
        } => l.filled(
            TournamentWords::FideReplaced,
            &[
                ("list", &list.to_string()),
                ("file", &file.to_string()),
                ("diff", &format!("{:+}", i64::from(list) - i64::from(file))),
            ],
        ),
        FideMark::Replaced { file: None, list } => {
            l.filled(TournamentWords::FideTaken, &[("list", &list.to_string())])
        }
        FideMark::Unrated => l.text(TournamentWords::FideUnrated).to_string(),
    })
}

/// A namesake as the choice offers him: "Berg, Jan · NED · 1980 · Elo 2210 · FIDE-ID 1000011".
pub fn offer_text(o: &FideOffer) -> String {
    let mut s = o.name.clone();
    for part in [
        (!o.federation.is_empty()).then(|| o.federation.clone()),
        o.birth_year.map(|y| y.to_string()),
        o.rating.map(|r| format!("Elo {r}")),
        Some(format!("FIDE-ID {}", o.fide_id)),
    ]
    .into_iter()
    .flatten()
    {
        s.push_str(" · ");
        s.push_str(&part);
    }
    s
}

/// FIDE's list as its status says it: "FIDE-Liste: players_list.zip · 1 800 000 Personen ·
/// Stand 11.2026" (`month` ISO, empty where the file gives none).
///
/// ```
/// use wertung::i18n::Lang;
/// use wertung::web::turnier::fide_check::status_text;
/// assert_eq!(status_text(Lang::De, "players_list.zip", 12, "2026-11-01"),
///     "FIDE-Liste: players_list.zip · 12 Personen · Stand 11.2026");
/// assert_eq!(status_text(Lang::En, "p.txt", 1, ""), "FIDE list: p.txt · 1 person · no month given");
/// ```
pub fn status_text(l: Lang, name: &str, players: usize, month: &str) -> String {
    let month = match Date::parse(month) {
        Some(d) if l == Lang::De => {
            format!(
                "{} {:02}.{}",
                l.text(TournamentWords::FideMonth),
                d.month,
                d.year
            )
        }
        Some(d) => format!(
            "{} {}-{:02}",
            l.text(TournamentWords::FideMonth),
            d.year,
            d.month
        ),
        None => l.text(TournamentWords::FideNoMonth).to_string(),
    };
    format!(
        "{}: {name} · {players} {} · {month}",
        l.text(TournamentWords::FideList),
        l.counted(
            players,
            TournamentWords::ListPerson,
            TournamentWords::ListPersons
        ),
    )
}

#[cfg(test)]
mod tests;
