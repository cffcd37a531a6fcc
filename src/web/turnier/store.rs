//! What the page keeps of a tournament in local storage (key `wertung-turnier`), and what it
//! and the second module hand each other ([`Session`], serde): the tournament as loaded (as
//! the tournament JSON), the player table and the end date as typed, the players' keys for the
//! list, the list's findings and the user's choices. The format is kept: what an earlier
//! version of the page stored still reads back, and so does the text form in which earlier
//! versions handed it over inside a message (a string of this JSON).

use super::evaluation::table::{zps_text, Who};
use super::list::{listed_of, listed_zps, picked, Key, ListMatch};
use super::load::Loaded;
use super::table::{edits_of, Edit};
use crate::formats::dsb_list::matching::entrants_of;
use crate::formats::dsb_xml::{Head, Listed};
use crate::formats::{json, Entrant};
use serde::{Deserialize, Serialize};

/// A [`Session`] as it is kept (local storage) and handed over between the page and its second
/// module (serde): the tournament in the tournament JSON's form, the rest as the session has it.
/// The messages carry this rather than a [`Session`], so that a page that never shows a
/// tournament (the calculator, which shares the messages) carries no reader of tournaments.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Stored {
    tournament: serde_json::Value,
    edits: Vec<Edit>,
    end: String,
    keys: Vec<Key>,
    /// The list's findings (empty before a list was used).
    matches: Vec<ListMatch>,
    /// The rows the user chose where a name was ambiguous.
    chosen: Vec<Option<usize>>,
    /// The row of the list each player takes into the DSB's report, typed (empty in what
    /// earlier versions kept: then taken from `matches` and `chosen`; not written before a list
    /// was used).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    listed: Vec<Option<Listed>>,
    /// What the director typed for the report's head ([`HEAD`]).
    head: Vec<String>,
    /// What the file gives of the report's head (none in what earlier versions kept).
    #[serde(skip_serializing_if = "Option::is_none")]
    file_head: Option<Head>,
    /// The tournament's identity ([`identity`]; empty in what earlier versions kept).
    id: String,
}

/// The local storage key of the list of tournaments whose typing is kept (their identities,
/// the latest first, separated by spaces); each is kept as [`store`] writes it under
/// [`TYPED_PREFIX`] and its identity, so that opening its file again brings back what the user
/// typed for it while another file starts empty.
pub const TYPED_KEY: &str = "wertung-turniere";
/// The prefix of a kept tournament's key.
pub const TYPED_PREFIX: &str = "wertung-turnier:";
/// How many tournaments' typing is kept (the latest ones).
const TYPED_KEPT: usize = 6;

/// A tournament's identity (one tournament across corrections): its DSB UUID
/// where the file has one; else its title (`title`: name and dates, as [`title_of`] makes it),
/// so that a corrected Swiss-Chess or TRF file of the same tournament is the same one; else a
/// hash of the file's bytes or the pasted text (`file_hash`, [`crate::formats::hash::fnv1a`],
/// taken by the reader as it gets the file).
///
/// ```
/// use wertung::formats::hash::fnv1a;
/// use wertung::web::turnier::store::identity;
/// assert_eq!(identity("8c1f", "", fnv1a(b"x")), "uuid:8c1f");
/// assert_ne!(identity("", "", fnv1a(b"a")), identity("", "", fnv1a(b"b")));
/// assert!(identity("", "", fnv1a(b"a")).starts_with("file:"));
/// // The same tournament corrected: the same identity.
/// assert_eq!(identity("", "Open|2013-05-18", fnv1a(b"a")), identity("", "Open|2013-05-18", fnv1a(b"b")));
/// assert!(identity("", "Open|2013-05-18", fnv1a(b"a")).starts_with("title:"));
/// ```
pub fn identity(uuid: &str, title: &str, file_hash: u64) -> String {
    if !uuid.trim().is_empty() {
        return format!("uuid:{}", uuid.trim());
    }
    if !title.trim().is_empty() {
        return format!(
            "title:{:016x}",
            crate::formats::hash::fnv1a(title.trim().as_bytes())
        );
    }
    format!("file:{file_hash:016x}")
}

/// A tournament's title for its identity ([`identity`]): its name with its first day (the
/// file's head) or else its last; empty where the file names no tournament (a cross table).
///
/// ```
/// use wertung::dwz::Date;
/// use wertung::web::turnier::store::title_of;
/// let (begin, end) = (Date::parse("18.05.2013"), Date::parse("26.05.2013").unwrap());
/// assert_eq!(title_of(Some(" Open "), begin, end), "Open|2013-05-18");
/// assert_eq!(title_of(Some("Open"), None, end), "Open|2013-05-26");
/// assert_eq!(title_of(None, begin, end), "");
/// ```
pub fn title_of(
    name: Option<&str>,
    begin: Option<crate::dwz::Date>,
    end: crate::dwz::Date,
) -> String {
    match name.map(str::trim).filter(|n| !n.is_empty()) {
        Some(name) => format!("{name}|{}", begin.unwrap_or(end)),
        None => String::new(),
    }
}

/// The identities kept (`ids`, as [`TYPED_KEY`] holds them) with `id` put first, and those no
/// longer kept (at most `TYPED_KEPT`).
///
/// ```
/// use wertung::web::turnier::store::remember;
/// assert_eq!(remember("b a", "a"), ("a b".to_string(), vec![]));
/// let (ids, dropped) = remember("1 2 3 4 5 6", "7");
/// assert_eq!((ids.as_str(), dropped), ("7 1 2 3 4 5", vec!["6".to_string()]));
/// ```
pub fn remember(ids: &str, id: &str) -> (String, Vec<String>) {
    let mut all: Vec<&str> = ids.split_whitespace().filter(|i| *i != id).collect();
    all.insert(0, id);
    let dropped = all.split_off(all.len().min(TYPED_KEPT));
    (
        all.join(" "),
        dropped.into_iter().map(String::from).collect(),
    )
}

/// What came back of a tournament opened again: the page says it and
/// offers to start afresh.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Recalled {
    /// The report's head as typed (with its tournament UUID).
    pub head: bool,
    /// The end date as typed.
    pub end: bool,
    /// The players' list decisions.
    pub decisions: usize,
    /// The players whose fields were changed (typed, converted by Anhang 4).
    pub players: usize,
}

impl Recalled {
    /// What came back, as the page says it: "Kopfdaten und 3 Entscheidungen aus der letzten
    /// Sitzung übernommen."
    ///
    /// ```
    /// use wertung::i18n::Lang;
    /// use wertung::web::turnier::store::Recalled;
    /// let r = Recalled { head: true, decisions: 3, ..Recalled::default() };
    /// assert_eq!(r.text(Lang::De), "Kopfdaten und 3 Entscheidungen aus der letzten Sitzung übernommen.");
    /// let r = Recalled { end: true, decisions: 1, players: 2, ..Recalled::default() };
    /// assert_eq!(r.text(Lang::De), "Enddatum, 2 Spieler mit Änderungen und 1 Entscheidung aus der letzten Sitzung übernommen.");
    /// assert_eq!(r.text(Lang::En), "End date, 2 players with changes and 1 decision taken over from the last session.");
    /// ```
    pub fn text(&self, l: crate::i18n::Lang) -> String {
        use crate::i18n::TournamentWords;
        let mut parts: Vec<String> = Vec::new();
        if self.head {
            parts.push(l.text(TournamentWords::RecalledHead).into());
        }
        if self.end {
            parts.push(l.text(TournamentWords::RecalledEnd).into());
        }
        let mut count = |n: usize, one, many| {
            if n > 0 {
                parts.push(format!("{n} {}", l.counted(n, one, many)));
            }
        };
        count(
            self.players,
            TournamentWords::RecalledPlayer,
            TournamentWords::RecalledPlayers,
        );
        count(
            self.decisions,
            TournamentWords::RecalledDecision,
            TournamentWords::RecalledDecisions,
        );
        let what = match parts.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => {
                format!(
                    "{} {} {last}",
                    rest.join(", "),
                    l.text(TournamentWords::RecalledAnd)
                )
            }
            None => String::new(),
        };
        let mut chars = what.chars();
        let what = match chars.next() {
            Some(c) => c.to_uppercase().chain(chars).collect(),
            None => what,
        };
        l.filled(TournamentWords::Recalled, &[("what", &what)])
    }
}

/// A freshly opened tournament with what the user typed for it before (`kept`: what was kept
/// under its identity, where it is the same tournament, the same file or a corrected one), and
/// what came back; else as the file gives it. All of it comes back or nothing: the head (with
/// the tournament UUID), the end date, each player's fields where they were changed from what
/// the earlier file gave and his decision (a player by his place, or by his name where the
/// corrected file has other players).
pub fn recall(kept: Option<&str>, s: Session) -> (Session, Option<Recalled>) {
    let Some(k) = kept
        .and_then(restore)
        .filter(|k| !s.id.is_empty() && k.id == s.id)
    else {
        return (s, None);
    };
    let old_of = old_places(&k, &s);
    let old_base = k.loaded.edits();
    let mut recalled = Recalled {
        head: k.head.iter().any(|h| !h.trim().is_empty()) && k.head != s.head,
        end: k.end != s.end,
        ..Recalled::default()
    };
    let mut edits = s.edits.clone();
    let mut chosen = vec![None; edits.len()];
    for (new, old) in old_of.iter().enumerate() {
        let Some(j) = *old else { continue };
        if let (Some(e), Some(base), Some(slot)) =
            (k.edits.get(j), old_base.get(j), edits.get_mut(new))
        {
            if e != base {
                *slot = e.clone();
                recalled.players += usize::from(k.matches.is_empty() || unlisted_change(e, base));
            }
        }
        if let (Some(c @ Some(_)), Some(slot)) = (k.chosen.get(j), chosen.get_mut(new)) {
            *slot = *c;
            recalled.decisions += 1;
        }
    }
    let same = old_of
        .iter()
        .enumerate()
        .all(|(new, old)| *old == Some(new))
        && k.edits.len() == s.edits.len();
    let session = Session {
        edits,
        chosen,
        end: k.end,
        head: k.head,
        matches: if same { k.matches } else { Vec::new() },
        listed: if same { k.listed } else { Vec::new() },
        ..s
    };
    let any = recalled.head || recalled.end || recalled.decisions > 0 || recalled.players > 0;
    (session, any.then_some(recalled))
}

/// A change of a player's fields the list does not make (Restpartien, INGO, games before).
fn unlisted_change(e: &Edit, base: &Edit) -> bool {
    (&e.rest, &e.ingo, &e.games) != (&base.rest, &base.ingo, &base.games)
}

/// Each player of the file opened (`s`) by his place in what was kept (`k`): the same place
/// where both have as many players, else the kept player of the same name (none where there
/// is none, or several).
fn old_places(k: &Session, s: &Session) -> Vec<Option<usize>> {
    let (old, new) = (&k.loaded.tournament.players, &s.loaded.tournament.players);
    if old.len() == new.len() {
        return (0..new.len()).map(Some).collect();
    }
    new.iter()
        .map(|p| {
            let mut same = old
                .iter()
                .enumerate()
                .filter(|(_, o)| o.name.is_some() && o.name == p.name);
            match (same.next(), same.next()) {
                (Some((j, _)), None) => Some(j),
                _ => None,
            }
        })
        .collect()
}

/// What the director types once for the report's head (kept with the tournament), in this
/// order: Turniercode / TurnierID, Beginn, Spielebene, Auswerter, and for the DSB's report
/// (appended, so that what was kept before reads back) Bedenkzeit, Spielort,
/// Turnierart, the tournament's UUID and its name (where the file has none, e.g. a cross table),
/// and the report's other notes (what a report says comes back).
/// Opening an SWT or TRF fills in what the file gives.
pub const HEAD: [crate::i18n::TournamentWords; 10] = [
    crate::i18n::TournamentWords::HeadCode,
    crate::i18n::TournamentWords::HeadBegin,
    crate::i18n::TournamentWords::HeadLevel,
    crate::i18n::TournamentWords::HeadEvaluator,
    crate::i18n::TournamentWords::HeadTimeControl,
    crate::i18n::TournamentWords::HeadLocation,
    crate::i18n::TournamentWords::HeadType,
    crate::i18n::TournamentWords::HeadUuid,
    crate::i18n::TournamentWords::HeadName,
    crate::i18n::TournamentWords::HeadNotes,
];

/// The places of the head's fields in [`HEAD`].
pub mod head_at {
    /// Turniercode.
    pub const CODE: usize = 0;
    /// The first day.
    pub const BEGIN: usize = 1;
    /// Spielebene.
    pub const LEVEL: usize = 2;
    /// Auswerter.
    pub const EVALUATOR: usize = 3;
    /// Time control.
    pub const TIME_CONTROL: usize = 4;
    /// Location.
    pub const LOCATION: usize = 5;
    /// Tournament type.
    pub const TYPE: usize = 6;
    /// The tournament's UUID.
    pub const UUID: usize = 7;
    /// The tournament's name.
    pub const NAME: usize = 8;
    /// The report's other notes (the schema's `notes`, after Turniercode and Spielebene).
    pub const NOTES: usize = 9;
}

/// Reads a [`Stored`] given as the object itself or, as earlier versions kept a run's files
/// (local storage), as a string holding that object's JSON (for `#[serde(deserialize_with)]`).
pub fn stored_or_text<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Stored, D::Error> {
    struct Either;
    impl<'de> serde::de::Visitor<'de> for Either {
        type Value = Stored;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a kept tournament, or its JSON as text")
        }
        fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Stored, E> {
            serde_json::from_str(text).map_err(E::custom)
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<Stored, A::Error> {
            Stored::deserialize(serde::de::value::MapAccessDeserializer::new(map))
        }
    }
    d.deserialize_any(Either)
}

impl TryFrom<Stored> for Session {
    type Error = ();

    /// The session kept; what does not fit the tournament's players is dropped; no tournament
    /// (or one that is none): `Err`.
    fn try_from(stored: Stored) -> Result<Session, ()> {
        if !stored.tournament.is_object() {
            return Err(());
        }
        restore_stored(stored).ok_or(())
    }
}

impl From<Session> for Stored {
    fn from(s: Session) -> Stored {
        Stored {
            tournament: json::tournament_to_value(&s.loaded.tournament),
            keys: s.loaded.entrants.iter().map(Key::from).collect(),
            matches: s.matches,
            edits: s.edits,
            end: s.end,
            chosen: s.chosen,
            listed: s.listed,
            head: s.head,
            file_head: s.file_head,
            id: s.id,
        }
    }
}

/// A tournament with its player table, as kept (in local storage and between the page and its
/// second module as a [`Stored`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Session {
    /// The tournament as loaded.
    pub loaded: Loaded,
    /// The player table's fields, a player each.
    pub edits: Vec<Edit>,
    /// The end date as typed.
    pub end: String,
    /// The list's findings, a player each (empty before a list was used).
    pub matches: Vec<ListMatch>,
    /// The rows the user chose where a name was ambiguous, a player each.
    pub chosen: Vec<Option<usize>>,
    /// The row of the list each player takes into the DSB's report (the list's answer,
    /// [`super::list::ListAnswer::listed`]), a player each; empty before a list was used.
    pub listed: Vec<Option<Listed>>,
    /// What the director typed for the report's head ([`HEAD`]; missing ones empty).
    pub head: Vec<String>,
    /// What the file gives of the report's head (TRF, SWT, a DSB report), as the CLI reads it:
    /// the report takes from it what the page has no field for (name, rounds, URL, age class;
    /// [`crate::formats::dsb_xml::assemble`]); the fields were filled from it on opening.
    pub file_head: Option<Head>,
    /// The tournament's identity ([`identity`]): what is typed for it is kept under it.
    pub id: String,
}

impl Session {
    /// A freshly loaded tournament: the player table as the file fills it, the file's end (as
    /// the field asks for it: TT.MM.JJJJ).
    pub fn new(loaded: Loaded) -> Session {
        let n = loaded.tournament.players.len();
        Session {
            edits: loaded.edits(),
            end: crate::web::common::html::date_text(
                crate::i18n::Lang::De,
                loaded.tournament.end_date,
            ),
            matches: Vec::new(),
            chosen: vec![None; n],
            listed: Vec::new(),
            head: Vec::new(),
            file_head: None,
            id: String::new(),
            loaded,
        }
    }
}

/// The text kept in local storage.
pub fn store(s: &Session) -> String {
    serde_json::to_string(&Stored::from(s.clone())).unwrap_or_default()
}

/// Reads back what [`store`] kept; `None` where it is not readable. The player table has a row
/// per player. What an older version of the page kept (the tournament JSON alone) is not read
/// here: the page gives it to its second module, which reads it as a pasted text (the page's
/// module has no reader of texts).
pub fn restore(text: &str) -> Option<Session> {
    serde_json::from_str::<Stored>(text)
        .ok()
        .and_then(|s| Session::try_from(s).ok())
}

/// A session from what was kept; what does not fit the tournament's players is dropped.
fn restore_stored(s: Stored) -> Option<Session> {
    let tournament = json::tournament_from_value(&s.tournament).ok()?;
    let n = tournament.players.len();
    let mut entrants: Vec<Entrant> = s.keys.iter().map(Key::entrant).collect();
    if entrants.len() != n {
        entrants = entrants_of(&tournament);
    }
    let mut edits = s.edits;
    if edits.len() != n {
        edits = edits_of(&tournament);
    }
    let matches = if s.matches.len() == n && n > 0 {
        s.matches
    } else {
        Vec::new()
    };
    let mut chosen = s.chosen;
    chosen.resize(n, None);
    let listed = if s.listed.len() == n {
        s.listed
    } else {
        listed_of(&matches, &chosen)
    };
    Some(Session {
        loaded: Loaded {
            ingo: edits.iter().map(|e| e.ingo.clone()).collect(),
            tournament,
            entrants,
        },
        edits,
        end: s.end,
        matches,
        chosen,
        listed,
        head: s.head,
        file_head: s.file_head,
        id: s.id,
    })
}

/// What the report and the CSV say of each player beyond his evaluation.
impl Session {
    /// What the report says of each player of a kept tournament beyond his evaluation: his ZPS
    /// from the row of the list he takes ([`listed_zps`]), else the file's; his team.
    pub fn who(&self) -> Vec<Who> {
        let s = self;
        let matches = &s.matches;
        let chosen = |k: usize| s.chosen.get(k).copied().flatten();
        s.loaded
            .entrants
            .iter()
            .enumerate()
            .map(|(k, e)| Who {
                zps: listed_zps(matches.get(k), chosen(k)).unwrap_or_else(|| {
                    zps_text(e.club.as_deref(), e.member_number.as_deref(), None)
                }),
                team: e.team.clone().unwrap_or_default(),
                byes: e.byes.clone(),
            })
            .collect()
    }

    /// The numbers of each player of a kept tournament for the CSV export: his ZPS and member
    /// number from the row of the list he takes (both from it, where it has a ZPS), else the file's;
    /// his FIDE ID likewise.
    pub fn numbers(&self) -> Vec<crate::formats::csv::Numbers> {
        let s = self;
        let matches = &s.matches;
        s.loaded
            .entrants
            .iter()
            .enumerate()
            .map(|(k, e)| {
                let c = picked(matches.get(k), s.chosen.get(k).copied().flatten());
                let (club, member_number) = match c.filter(|c| c.club.is_some()) {
                    Some(c) => (c.club.clone(), c.member_number.clone()),
                    None => (e.club.clone(), e.member_number.clone()),
                };
                crate::formats::csv::Numbers {
                    club,
                    member_number,
                    fide_id: c.and_then(|c| c.fide_id).or(e.fide_id),
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;
