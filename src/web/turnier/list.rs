//! The DSB player list's findings for the page's players: how each was found and the rows that
//! fit ([`list_matches`], computed in the second module, which keeps the list), and how they fill
//! the player table ([`apply_matches`]). What a player takes from a row is the one rule of
//! [`crate::formats::dsb_list::matching::taken`], as for the CLI's `--players`.
//!
//! All of it runs in the second module: the page asks with a [`ListAsk`] (match anew, or show
//! the findings it keeps with the user's choices) and gets a [`ListAnswer`]: per player the list
//! cell as escaped HTML (a choice with `data-player` where a decision is needed), whether a
//! decision is needed, the fields to take, and the summary with its warning.

use super::evaluation::table::zps_text;
use super::table::Edit;
use crate::formats::dsb_list::matching::{match_players, taken, How, ListIndex, Outcome};
use crate::formats::dsb_xml::{listed_row, membership_row, Listed};
use crate::formats::{Bye, Entrant};
use crate::i18n::{Lang, TournamentWords};
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// What a tournament file says of a player to find him in the list (an [`Entrant`]'s keys), as
/// the page sends it to the second module.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Key {
    /// His name as the file writes it.
    pub name: Option<String>,
    /// His FIDE ID.
    pub fide_id: Option<u64>,
    /// His FIDE rating.
    pub fide_rating: Option<u32>,
    /// His year of birth.
    pub birth_year: Option<i32>,
    /// His club's ZPS.
    pub club: Option<String>,
    /// His member number in the club.
    pub member_number: Option<String>,
    /// His team in a team tournament (shown beside his name, on his scoresheet).
    pub team: Option<String>,
    /// The rounds he sat out with the points the file gives for them (on his scoresheet), as
    /// [`byes_text`] writes them: "2:2 5:1 7:-" (round and half points; the form in which the
    /// browser keeps them with the tournament).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub byes: String,
    /// The person's DSB ID where the file gives it (a DSB report): the list's first key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dsb_id: Option<String>,
    /// His federation where the file gives it (`GER`, `AUT`, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub federation: Option<String>,
    /// His birth date where the file gives it (ISO, `1986-06-15`): the report's `dobDate`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub birth_date: Option<String>,
    /// The national rating the file carries (his DWZ, where the DSB list does not find him):
    /// whether FIDE's list stands in for it (WO 4.1.2, [`crate::formats::fide_list::checked`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub national_rating: Option<u32>,
}

/// Byes as a [`Key`] keeps them: "round:half points" (`-`: none given), separated by spaces.
///
/// ```
/// use wertung::formats::Bye;
/// use wertung::web::turnier::list::{byes_of, byes_text};
/// let byes = [Bye { round: 2, half_points: Some(2) }, Bye { round: 5, half_points: None }];
/// assert_eq!(byes_text(&byes), "2:2 5:-");
/// assert_eq!(byes_of("2:2 5:-"), byes);
/// assert_eq!(byes_of("kaputt 3:1"), [Bye { round: 3, half_points: Some(1) }]);
/// ```
pub fn byes_text(byes: &[Bye]) -> String {
    let mut s = String::new();
    for b in byes {
        if !s.is_empty() {
            s.push(' ');
        }
        let _ = write!(s, "{}:", b.round);
        match b.half_points {
            Some(h) => {
                let _ = write!(s, "{h}");
            }
            None => s.push('-'),
        }
    }
    s
}

/// Reads what [`byes_text`] wrote (what does not read is left out).
pub fn byes_of(text: &str) -> Vec<Bye> {
    text.split_whitespace()
        .filter_map(|b| {
            let (round, half) = b.split_once(':')?;
            Some(Bye {
                round: round.parse().ok()?,
                half_points: half.parse().ok(),
            })
        })
        .collect()
}

impl From<&Entrant> for Key {
    fn from(e: &Entrant) -> Key {
        Key {
            name: e.name.clone(),
            fide_id: e.fide_id,
            fide_rating: e.fide_rating,
            birth_year: e.birth_year.or(e.birth_date.map(|d| d.year)),
            club: e.club.clone(),
            member_number: e.member_number.clone(),
            team: e.team.clone(),
            byes: byes_text(&e.byes),
            dsb_id: e.dsb_id.clone(),
            federation: e.federation.clone(),
            birth_date: e.birth_date.map(|d| d.to_string()),
            national_rating: e.national_rating,
        }
    }
}

impl Key {
    /// The key as an [`Entrant`], as the matching takes it.
    pub fn entrant(&self) -> Entrant {
        Entrant {
            name: self.name.clone(),
            fide_id: self.fide_id,
            fide_rating: self.fide_rating,
            birth_year: self.birth_year,
            club: self.club.clone(),
            member_number: self.member_number.clone(),
            team: self.team.clone(),
            byes: byes_of(&self.byes),
            dsb_id: self.dsb_id.clone(),
            federation: self.federation.clone(),
            birth_date: self.birth_date.as_deref().and_then(crate::dwz::Date::parse),
            national_rating: self.national_rating,
            ..Entrant::default()
        }
    }
}

/// How a player was found in the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Found {
    /// By ZPS and member number.
    ClubAndMember,
    /// By FIDE ID.
    FideId,
    /// By name, the only person of that name.
    Name,
    /// By name and year of birth.
    NameAndBirthYear,
    /// Several persons fit: the user chooses.
    Ambiguous,
    /// Nobody in the list fits.
    NotInList,
    /// Nobody fits exactly, some nearly: the user chooses.
    NearMiss,
}

impl Found {
    /// The words of how he was found.
    pub fn label(self) -> TournamentWords {
        match self {
            Found::ClubAndMember => TournamentWords::FoundClub,
            Found::FideId => TournamentWords::FoundFide,
            Found::Name => TournamentWords::FoundName,
            Found::NameAndBirthYear => TournamentWords::FoundNameYear,
            Found::Ambiguous => TournamentWords::FoundAmbiguous,
            Found::NotInList => TournamentWords::FoundNone,
            Found::NearMiss => TournamentWords::FoundNear,
        }
    }

    fn of(how: How) -> Found {
        match how {
            // An exact key like ZPS and member number (only a DSB report gives it).
            How::DsbId | How::ClubAndMember => Found::ClubAndMember,
            How::FideId => Found::FideId,
            How::Name => Found::Name,
            How::NameAndBirthYear => Found::NameAndBirthYear,
        }
    }
}

/// A row of the list that fits a player: what the user sees to choose it, and what the player
/// takes from it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Candidate {
    /// The row (an index into the list's rows).
    pub row: usize,
    /// The name as the list writes it.
    pub name: String,
    /// `A`, `P` or empty.
    #[serde(default)]
    pub status: String,
    /// The FIDE ID.
    #[serde(default)]
    pub fide_id: Option<u64>,
    /// The year of birth.
    pub birth_year: Option<i32>,
    /// The club's ZPS.
    pub club: Option<String>,
    /// The club's name (from the zip's `vereine.csv`; none without it).
    #[serde(default)]
    pub club_name: Option<String>,
    /// The member number in the club.
    pub member_number: Option<String>,
    /// The DWZ.
    pub dwz: Option<u32>,
    /// The DWZ index.
    pub index: Option<u32>,
    /// What the player takes ([`taken`]): DWZ and index (the FIDE rating standing in where the
    /// list has no DWZ, WO 4.1.2), and the birth year where the list has one.
    pub take_dwz: Option<u32>,
    /// The index the player takes.
    pub take_index: Option<u32>,
    /// The year of birth the player takes.
    pub take_birth_year: Option<i32>,
    /// For the DSB's report (absent in findings kept before): the person's DSB ID and
    /// sex (`M`, `W`).
    #[serde(default)]
    pub dsb_id: Option<String>,
    /// The sex (`M`, `W`).
    #[serde(default)]
    pub sex: Option<char>,
    /// The row as the DSB's report takes it, typed ([`crate::formats::dsb_xml::Listed`]: all of
    /// the row, its club's name); absent in findings kept before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub listed: Option<Listed>,
}

/// What the list says of one player: how he was found and the rows that fit (one where he was
/// matched, several where it is ambiguous, none where he is not in the list).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListMatch {
    /// The player's name (for the choice's label).
    #[serde(default)]
    pub name: String,
    /// His federation where the file names one other than `GER` (a guest from it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guest: Option<String>,
    /// How he was found.
    pub found: Found,
    /// The rows that fit.
    pub candidates: Vec<Candidate>,
}

/// What the page asks the second module to find: the players' keys and the tournament's end
/// year.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct MatchRequest {
    /// The tournament's end year (the age of a player with only a birth year).
    pub end_year: i32,
    /// The players' keys, in the tournament's order.
    pub keys: Vec<Key>,
}

/// Row `row` of the list as a candidate for the player of `key`.
fn candidate(index: &ListIndex, key: &Key, row: usize, end_year: i32) -> Option<Candidate> {
    let r = index.list.rows.get(row)?;
    let t = taken(&r, key.fide_rating, end_year);
    use crate::formats::dsb_list::Status;
    Some(Candidate {
        row,
        name: r.name.clone(),
        status: match r.status {
            Status::Active => "A",
            Status::Passive => "P",
            Status::Unknown => "",
        }
        .into(),
        fide_id: r.fide_id,
        birth_year: r.birth_year,
        club: r.club.as_deref().map(String::from),
        club_name: r
            .club
            .as_deref()
            .and_then(|z| index.list.club_name(z))
            .map(String::from),
        member_number: r.member_number.as_deref().map(String::from),
        dwz: r.dwz,
        index: r.index,
        take_dwz: t.dwz,
        take_index: t.index,
        take_birth_year: t.birth_year,
        dsb_id: r.id.as_deref().map(String::from),
        sex: r.sex,
        listed: listed_row(index, row),
    })
}

/// Finds every player in the list ([`match_players`]) with the rows that fit.
pub fn list_matches(index: &ListIndex, request: &MatchRequest) -> Vec<ListMatch> {
    let entrants: Vec<Entrant> = request.keys.iter().map(Key::entrant).collect();
    let outcomes = match_players(index, &entrants);
    outcomes
        .into_iter()
        .zip(&request.keys)
        .zip(&entrants)
        .map(|((o, key), entrant)| {
            let (found, rows) = match o {
                Outcome::Matched { how, row } => (Found::of(how), vec![row]),
                Outcome::Ambiguous { rows } => (Found::Ambiguous, rows),
                Outcome::NearMiss { rows } => (Found::NearMiss, rows),
                Outcome::NotInList => (Found::NotInList, Vec::new()),
            };
            // Each person's membership the report names (the file's, else the active one): the
            // row the player takes, and the one the user chooses.
            let rows = rows
                .into_iter()
                .map(|r| membership_row(index, Some(entrant), r).unwrap_or(r));
            ListMatch {
                name: key.name.clone().unwrap_or_default(),
                guest: key
                    .federation
                    .clone()
                    .filter(|f| !f.eq_ignore_ascii_case("GER")),
                found,
                candidates: rows
                    .filter_map(|r| candidate(index, key, r, request.end_year))
                    .collect(),
            }
        })
        .collect()
}

/// A player's fields with a row of the list taken: DWZ, index and (where the list has it) birth
/// year; a DSB member.
fn take(base: &Edit, c: &Candidate) -> Edit {
    let text = |v: Option<u32>| v.map(|x| x.to_string()).unwrap_or_default();
    Edit {
        dwz: text(c.take_dwz),
        index: text(c.take_index),
        birth: c
            .take_birth_year
            .map_or_else(|| base.birth.clone(), |y| y.to_string()),
        member: true,
        ..base.clone()
    }
}

/// One player's fields after the list: a matched player (or the row the user `chosen`) takes
/// the list's values and is a member; a player not in the list, or ambiguous and not chosen,
/// keeps what the file says and is a non-member (WO 3.4.3) until marked.
pub fn apply_match(base: &Edit, m: Option<&ListMatch>, chosen: Option<usize>) -> Edit {
    if let (Some(_), Some(c @ (MEMBER | NOT_MEMBER))) = (m, chosen) {
        return Edit {
            member: c == MEMBER,
            ..base.clone()
        };
    }
    match (picked(m, chosen), m) {
        (Some(c), _) => take(base, c),
        (None, Some(_)) => Edit {
            member: false,
            ..base.clone()
        },
        (None, None) => base.clone(),
    }
}

/// The row of the list a player takes: the one he was matched with, or the one the user chose.
pub fn picked(m: Option<&ListMatch>, chosen: Option<usize>) -> Option<&Candidate> {
    match (m, chosen) {
        (Some(m), Some(row)) => m.candidates.iter().find(|c| c.row == row),
        (Some(m), None) if m.found.is_found() => m.candidates.first(),
        _ => None,
    }
}

/// Each player's row of the list as the DSB's report takes it ([`Candidate::listed`] of the
/// row he takes, [`picked`]); `None` where he takes none (not in the list, not yet chosen, or
/// kept as the file has him).
pub fn listed_of(matches: &[ListMatch], chosen: &[Option<usize>]) -> Vec<Option<Listed>> {
    matches
        .iter()
        .enumerate()
        .map(|(k, m)| {
            let c = match chosen.get(k).copied().flatten() {
                Some(MEMBER | NOT_MEMBER) => None,
                c => picked(Some(m), c),
            };
            c.and_then(|c| c.listed.clone())
        })
        .collect()
}

/// A player's ZPS as the report shows it ([`zps_text`], with the club's name where the list's
/// zip names it) from the row of the list he takes; `None` where he takes none.
pub fn listed_zps(m: Option<&ListMatch>, chosen: Option<usize>) -> Option<String> {
    let c = picked(m, chosen)?;
    let text = zps_text(
        c.club.as_deref(),
        c.member_number.as_deref(),
        c.club_name.as_deref(),
    );
    (!text.is_empty()).then_some(text)
}

/// The player table after the list ([`apply_match`] for every player).
pub fn apply_matches(base: &[Edit], matches: &[ListMatch], chosen: &[Option<usize>]) -> Vec<Edit> {
    base.iter()
        .enumerate()
        .map(|(k, e)| apply_match(e, matches.get(k), chosen.get(k).copied().flatten()))
        .collect()
}

/// How many players were found in which way: matched, ambiguous, not in the list.
pub fn match_counts(found: &[Found]) -> (usize, usize, usize) {
    let count = |f: &dyn Fn(Found) -> bool| found.iter().filter(|x| f(**x)).count();
    (
        count(&|f| f.is_found()),
        count(&|f| f == Found::Ambiguous),
        count(&|f| f == Found::NotInList),
    )
}

impl Found {
    /// Whether the user must decide before the evaluation: several persons fit,
    /// or a similar entry (take it or not). A player not in the list needs no decision: he is
    /// evaluated as a non-member (WO 3.4.3; a guest, a foreigner), and can still be made a
    /// member by hand.
    pub fn needs_decision(self) -> bool {
        matches!(self, Found::Ambiguous | Found::NearMiss)
    }

    /// Whether the list names the one person he is.
    pub fn is_found(self) -> bool {
        !matches!(self, Found::Ambiguous | Found::NotInList | Found::NearMiss)
    }
}

/// A row of the list as a player's cell offers it to choose (the page words it:
/// [`candidate_text`]).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Offer {
    /// The row (an index into the list's rows).
    pub row: usize,
    /// The name as the list writes it.
    pub name: String,
    /// `A`, `P` or empty.
    pub status: String,
    /// The year of birth.
    pub birth_year: Option<i32>,
    /// ZPS and member number, with the club's name ([`zps_text`]).
    pub zps: String,
    /// The DWZ.
    pub dwz: Option<u32>,
    /// The DWZ index.
    pub index: Option<u32>,
    /// The FIDE ID.
    pub fide_id: Option<u64>,
}

impl Offer {
    /// A candidate as the cell offers it.
    pub fn of(c: &Candidate) -> Offer {
        Offer {
            row: c.row,
            name: c.name.clone(),
            status: c.status.clone(),
            birth_year: c.birth_year,
            zps: zps_text(
                c.club.as_deref(),
                c.member_number.as_deref(),
                c.club_name.as_deref(),
            ),
            dwz: c.dwz,
            index: c.index,
            fide_id: c.fide_id,
        }
    }
}

/// A candidate as the user chooses it: "Müller,Hans · DWZ 1850-42 · A · 1970 · ZPS 10614-1081
/// (SV Müßig) · FIDE-ID 4711" (the club's name where the list's zip names it).
pub fn candidate_text(l: Lang, c: &Offer) -> String {
    let mut s = c.name.clone();
    // The DWZ first after the name: a narrow choice cut at its end still shows it.
    match (c.dwz, c.index) {
        (Some(d), Some(i)) => {
            let _ = write!(s, " · DWZ {d}-{i}");
        }
        (Some(d), None) => {
            let _ = write!(s, " · DWZ {d}");
        }
        _ => {
            let _ = write!(s, " · {}", l.text(TournamentWords::NoDwz));
        }
    }
    if !c.status.is_empty() {
        let _ = write!(s, " · {}", c.status);
    }
    if let Some(y) = c.birth_year {
        let _ = write!(s, " · {y}");
    }
    if !c.zps.is_empty() {
        let _ = write!(s, " · {} {}", l.text(TournamentWords::ColZps), c.zps);
    }
    if let Some(id) = c.fide_id {
        let _ = write!(s, " · FIDE-ID {id}");
    }
    s
}

/// The choice "a DSB member with the file's values" (in place of a row of the list).
pub const MEMBER: usize = u32::MAX as usize;
/// The choice "not a member" (a textual participant, WO 3.4.3).
pub const NOT_MEMBER: usize = u32::MAX as usize - 1;

/// What the page asks of the list (the second module answers a [`ListAnswer`]).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ListAsk {
    /// Match anew (the list kept is needed), else show `matches`.
    pub request: Option<MatchRequest>,
    /// The findings as the page keeps them, where not matched anew.
    pub matches: Vec<ListMatch>,
    /// The user's choices, a player each: a row of the list, [`MEMBER`] or [`NOT_MEMBER`].
    pub chosen: Vec<Option<usize>>,
    /// The file's fields of the players whose fields are to be made (all on matching anew,
    /// the one chosen for).
    pub base: Vec<(usize, Edit)>,
    /// Applied even where it fits (almost) none of the players: the user confirmed the list
    /// (a list that fits few is a question, never taken silently).
    pub force: bool,
}

/// What the list says for the page (data: the page words it, see [`ListCell::shown`],
/// [`summary_text`]).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ListAnswer {
    /// The findings as the page keeps them (empty: none).
    pub matches: Vec<ListMatch>,
    /// Per player: his list cell (what the page shows and offers to choose).
    pub cells: Vec<ListCell>,
    /// The fields of the players asked for (`ListAsk::base`).
    pub edits: Vec<(usize, Edit)>,
    /// Where the list fits (almost) none of the players, how many of how many it found: nothing
    /// was taken ([`fits_none_text`]).
    pub fits_none: Option<(usize, usize)>,
    /// Per player: his ZPS from the row of the list he takes ([`listed_zps`]; empty: none, the
    /// file's counts).
    pub clubs: Vec<String>,
    /// Per player: how he was found (the page words what blocks and filters by it).
    pub found: Vec<Found>,
    /// Per player: the row of the list the DSB's report takes ([`listed_of`]), typed: the page
    /// keeps it with the tournament ([`crate::web::turnier::store::Session::listed`]).
    pub listed: Vec<Option<Listed>>,
}

/// A player's list cell as data (the page words it and offers the choice, see
/// `page::table`): how he was found (none where the list was not applied), whether his decision
/// is open, his name (the choice's label), his federation where he is a guest from another, and
/// the rows of the list that fit him (the one taken where he was found).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ListCell {
    /// How he was found; `None` where the list was not applied.
    pub found: Option<Found>,
    /// True while his decision is open.
    pub need: bool,
    /// His name: the choice's label.
    pub name: String,
    /// His federation, where he is a guest from another.
    pub guest: Option<String>,
    /// The rows of the list that fit him.
    pub offers: Vec<Offer>,
}

/// A player's list cell as the page shows it (see [`ListCell::shown`]): the mark's class, its
/// words and title (the row taken), and the choice's label and options (value, words; none:
/// nothing to choose).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellShown {
    /// The mark's class.
    pub class: &'static str,
    /// Its words.
    pub label: String,
    /// Its title: the row taken.
    pub title: Option<String>,
    /// The choice's label.
    pub aria: String,
    /// The choice's options: value, words (none: nothing to choose).
    pub options: Vec<(String, String)>,
}

impl ListCell {
    /// The cell in language `l`: found, the mark with the row taken as its title; where his
    /// decision is open, the rows that fit to choose and "none of them"; not in the list, a
    /// non-member or a member with the file's values. `None` where the list found nothing of
    /// him.
    ///
    /// ```
    /// use wertung::i18n::Lang;
    /// use wertung::web::turnier::list::{Found, ListCell, Offer, NOT_MEMBER};
    /// let cell = ListCell {
    ///     found: Some(Found::Ambiguous),
    ///     need: true,
    ///     name: "Müller, Hans".into(),
    ///     offers: vec![Offer { row: 4, name: "Müller,Hans".into(), birth_year: Some(1970), dwz: Some(1850), ..Offer::default() }],
    ///     ..ListCell::default()
    /// };
    /// let shown = cell.shown(Lang::De).unwrap();
    /// assert_eq!((shown.class, shown.label.as_str()), ("found need", "mehrdeutig"));
    /// assert_eq!(shown.aria, "Eintrag der Spielerliste für Müller, Hans");
    /// let options: Vec<&str> = shown.options.iter().map(|(v, _)| v.as_str()).collect();
    /// assert_eq!(options, ["", "4", &NOT_MEMBER.to_string()]);
    /// assert_eq!(shown.options[1].1, "Müller,Hans · DWZ 1850 · 1970");
    /// assert_eq!(cell.selected(None), "");
    /// assert_eq!(cell.selected(Some(4)), "4");
    /// ```
    pub fn shown(&self, l: Lang) -> Option<CellShown> {
        let found = self.found?;
        let option = |value: usize, text: String| (value.to_string(), text);
        let (class, title, options) = if found == Found::NotInList {
            let options = vec![
                option(NOT_MEMBER, l.text(TournamentWords::NonMember).into()),
                option(MEMBER, l.text(TournamentWords::ChooseMember).into()),
            ];
            ("found none", None, options)
        } else if found.is_found() {
            let title = self.offers.first().map(|c| candidate_text(l, c));
            ("found yes", title, Vec::new())
        } else {
            let mut options = vec![(
                String::new(),
                l.text(TournamentWords::ChooseOpen).to_string(),
            )];
            options.extend(
                self.offers
                    .iter()
                    .map(|c| option(c.row, candidate_text(l, c))),
            );
            options.push(option(
                NOT_MEMBER,
                l.text(TournamentWords::ChooseNone).into(),
            ));
            ("found need", None, options)
        };
        Some(CellShown {
            class,
            label: self.found_text(l),
            title,
            aria: format!("{} {}", l.text(TournamentWords::Choose), self.name),
            options,
        })
    }

    /// The value of the option selected for the user's choice `chosen` (see
    /// [`ListCell::shown`]): one not in the list is a non-member unless made a member.
    pub fn selected(&self, chosen: Option<usize>) -> String {
        match (self.found, chosen) {
            (Some(Found::NotInList), Some(MEMBER)) => MEMBER.to_string(),
            (Some(Found::NotInList), _) => NOT_MEMBER.to_string(),
            (_, Some(c)) => c.to_string(),
            (_, None) => String::new(),
        }
    }

    /// How he was found, as his cell says it: "nicht in der Liste · Gast aus AUT".
    pub fn found_text(&self, l: Lang) -> String {
        let Some(found) = self.found else {
            return String::new();
        };
        let label = l.text(found.label());
        match (&self.guest, found) {
            (Some(f), Found::NotInList) => {
                format!("{label} · {} {f}", l.text(TournamentWords::GuestFrom))
            }
            _ => label.to_string(),
        }
    }
}

/// The summary of the findings: "Abgleich mit der Spielerliste: 12 gefunden · 1 mehrdeutig …".
pub fn summary_text(l: Lang, found: &[Found]) -> String {
    let (matched, ambiguous, none) = match_counts(found);
    let near = found.iter().filter(|&&f| f == Found::NearMiss).count();
    format!(
        "{}: {matched} {} · {ambiguous} {} · {near} {} · {none} {}",
        l.text(TournamentWords::ListSummary),
        l.text(TournamentWords::ListFound),
        l.text(TournamentWords::ListAmbiguous),
        l.counted(
            near,
            TournamentWords::ListNearOne,
            TournamentWords::ListNear
        ),
        l.counted(
            none,
            TournamentWords::ListNotFoundOne,
            TournamentWords::ListNotFound
        )
    )
}

/// How each player stands after the user's decisions (the summary counts follow
/// them): a candidate chosen is found, "none of them" is not in the list; the players not in
/// the list the user made members by hand are left out and counted apart.
///
/// ```
/// use wertung::web::turnier::list::{decided, Found, MEMBER, NOT_MEMBER};
/// let found = [Found::Ambiguous, Found::NearMiss, Found::NotInList, Found::Name, Found::Ambiguous];
/// let chosen = [Some(4), Some(NOT_MEMBER), Some(MEMBER), None, None];
/// let (now, by_hand) = decided(&found, &chosen);
/// assert_eq!(now, [Found::Name, Found::NotInList, Found::Name, Found::Ambiguous]);
/// assert_eq!(by_hand, 1);
/// ```
pub fn decided(found: &[Found], chosen: &[Option<usize>]) -> (Vec<Found>, usize) {
    let mut by_hand = 0;
    let mut now = Vec::with_capacity(found.len());
    for (k, &f) in found.iter().enumerate() {
        match (f, chosen.get(k).copied().flatten()) {
            (Found::NotInList, Some(MEMBER)) => by_hand += 1,
            (Found::Ambiguous | Found::NearMiss, Some(NOT_MEMBER)) => now.push(Found::NotInList),
            (Found::Ambiguous | Found::NearMiss, Some(_)) => now.push(Found::Name),
            (f, _) => now.push(f),
        }
    }
    (now, by_hand)
}

/// The summary of the findings as decided ([`decided`], [`summary_text`]), with the players
/// made members by hand: "… · 13 nicht in der Liste (als Nichtmitglied gewertet) · 1 von Hand
/// als Mitglied".
pub fn decided_text(l: Lang, found: &[Found], chosen: &[Option<usize>]) -> String {
    let (now, by_hand) = decided(found, chosen);
    let text = summary_text(l, &now);
    if by_hand == 0 {
        return text;
    }
    let hand = l.counted(
        by_hand,
        TournamentWords::ListByHandOne,
        TournamentWords::ListByHand,
    );
    format!("{text} · {by_hand} {hand}")
}

/// Why a list that fits (almost) none of the players was not applied: `found` of `n` players
/// are in it.
pub fn fits_none_text(l: Lang, found: usize, n: usize) -> String {
    l.filled(
        TournamentWords::ListFitsNone,
        &[("found", &found.to_string()), ("n", &n.to_string())],
    )
}

/// "LV-0-csv.zip ist älter (08.11.2026) als die geladene DSB-Spielerliste (22.11.2026).
/// Trotzdem ersetzen?": the file `file` of the date `new`, the list in use of the date `kept`
/// (each as the list's status shows its "Stand").
pub fn older_text(l: Lang, file: &str, new: crate::dwz::Date, kept: crate::dwz::Date) -> String {
    use crate::web::common::html::date_text;
    l.filled(
        TournamentWords::ListOlder,
        &[
            ("file", file),
            ("new", &date_text(l, new)),
            ("kept", &date_text(l, kept)),
            ("list", l.text(TournamentWords::ListTitle)),
        ],
    )
}

/// "LV-0-csv.zip nicht geladen: die DSB-Spielerliste bleibt unverändert.": the question of
/// [`older_text`] answered "Behalten".
pub fn older_kept_text(l: Lang, file: &str) -> String {
    l.filled(
        TournamentWords::ListOlderKept,
        &[("file", file), ("list", l.text(TournamentWords::ListTitle))],
    )
}

/// Answers the page's [`ListAsk`]; `None` where it asks to match anew and no list is kept.
/// A list that fits (almost) none of the players (fewer than one in ten found) is not applied:
/// the answer says so and keeps no findings.
pub fn list_answer(index: Option<&ListIndex>, ask: &ListAsk) -> Option<ListAnswer> {
    let matches = match &ask.request {
        Some(r) => list_matches(index?, r),
        None => ask.matches.clone(),
    };
    let n = matches.len();
    let matched = matches.iter().filter(|m| m.found.is_found()).count();
    if ask.request.is_some() && !ask.force && n > 0 && matched * 10 < n {
        return Some(ListAnswer {
            cells: vec![ListCell::default(); n],
            fits_none: Some((matched, n)),
            ..ListAnswer::default()
        });
    }
    let chosen = |k: usize| ask.chosen.get(k).copied().flatten();
    let cells = matches
        .iter()
        .enumerate()
        .map(|(k, m)| ListCell {
            found: Some(m.found),
            need: m.found.needs_decision() && chosen(k).is_none(),
            name: m.name.clone(),
            guest: m.guest.clone(),
            offers: m.candidates.iter().map(Offer::of).collect(),
        })
        .collect();
    let edits = ask
        .base
        .iter()
        .map(|(k, base)| (*k, apply_match(base, matches.get(*k), chosen(*k))))
        .collect();
    let clubs = matches
        .iter()
        .enumerate()
        .map(|(k, m)| listed_zps(Some(m), chosen(k)).unwrap_or_default())
        .collect();
    Some(ListAnswer {
        cells,
        clubs,
        edits,
        fits_none: None,
        found: matches.iter().map(|m| m.found).collect(),
        listed: listed_of(&matches, &ask.chosen),
        matches,
    })
}

#[cfg(test)]
pub(crate) mod tests;
