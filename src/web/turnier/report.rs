//! The pure part of the page "Turnierauswertung" (plain Rust, tested and fuzzed natively):
//!
//! * what is loaded ([`read_file`]: a Swiss-Chess SWT as bytes, else the text through
//!   [`decode`] as TRF, tournament JSON or cross table) with the file's [`Entrant`]s;
//! * the player table's fields ([`Edit`]) applied to it ([`apply`]), a typed [`InputError`] per
//!   bad field (worded by the i18n table when shown);
//! * the DSB player list's findings for the players ([`list_matches`], computed in the list's own
//!   wasm module, sent to the page as JSON) and how they fill the player table
//!   ([`apply_matches`]);
//! * the views of the evaluation as HTML text in which every imported or typed text is escaped
//!   ([`esc`]): the table of Anhang 3.1.11 a row at a time ([`table_rows`], so the page patches
//!   only the rows that changed), the scoresheet, the Gesamtiteration, INGO and Turnierleistung;
//! * what the page keeps in local storage ([`store`], [`restore`]).
//!
//! Every word comes from the page's message table [`TMsg`]. The Leptos shell (`turnier.rs`) only
//! wires these to the page; the core computes.

use crate::dwz::error::{Allowed, At, Field, InputError, Place, Problem};
use crate::dwz::limits::{FIRST_BIRTH_YEAR, INDEX, INGO, RATING};
use crate::dwz::numeric::parse_decimal;
use crate::dwz::{Date, Evaluation, GameKind, Group, Mode, RestGame, Tournament};
use crate::formats::encoding::decode;
use crate::formats::{crosstable, json, swt, trf, Entrant};
use crate::i18n::{Lang, TMsg};
use crate::web::common::html::esc;
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// One player's fields as typed in the player table.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Edit {
    pub dwz: String,
    /// INGO number as typed: "128/5" (F / index) or "128".
    pub ingo: String,
    pub index: String,
    pub birth: String,
    pub member: bool,
    pub rest: String,
}

/// Restpartien as typed in the player table: `1500:½:2025-10-01; …`.
pub fn rest_text(games: &[RestGame]) -> String {
    games
        .iter()
        .map(|g| {
            format!(
                "{}:{}:{}",
                g.opponent_rating,
                crate::dwz::numeric::show(g.score),
                g.date
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The player table as the file fills it.
pub fn edits_of(t: &Tournament) -> Vec<Edit> {
    t.players
        .iter()
        .map(|p| Edit {
            dwz: p.dwz.map(|d| d.to_string()).unwrap_or_default(),
            index: p.index.map(|d| d.to_string()).unwrap_or_default(),
            birth: p.birth_year.map(|d| d.to_string()).unwrap_or_default(),
            member: p.member,
            rest: rest_text(&p.rest_games),
            ingo: String::new(),
        })
        .collect()
}

/// The page's three views of a loaded tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    Dwz,
    Ingo,
    Leistung,
}

impl View {
    pub const ALL: [View; 3] = [View::Dwz, View::Ingo, View::Leistung];

    pub fn from_hash(hash: &str) -> View {
        match hash.trim_start_matches('#') {
            "ingo" => View::Ingo,
            "leistung" => View::Leistung,
            _ => View::Dwz,
        }
    }
    pub fn hash(self) -> &'static str {
        match self {
            View::Dwz => "#dwz",
            View::Ingo => "#ingo",
            View::Leistung => "#leistung",
        }
    }
    /// The id of its tab.
    pub fn tab_id(self) -> &'static str {
        match self {
            View::Dwz => "view-dwz",
            View::Ingo => "view-ingo",
            View::Leistung => "view-leistung",
        }
    }
    pub fn label(self) -> TMsg {
        match self {
            View::Dwz => TMsg::ViewDwz,
            View::Ingo => TMsg::ViewIngo,
            View::Leistung => TMsg::ViewLeistung,
        }
    }
}

// ---------------------------------------------------------------- reading

/// A loaded tournament: the tournament as the file gives it, what the file says of each player
/// beyond it (for the DSB player list), and the INGO numbers a JSON carries (as typed).
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded {
    pub tournament: Tournament,
    pub entrants: Vec<Entrant>,
    pub ingo: Vec<String>,
}

impl Loaded {
    /// The player table as the file fills it (with the INGO numbers).
    pub fn edits(&self) -> Vec<Edit> {
        let mut edits = edits_of(&self.tournament);
        for (e, ingo) in edits.iter_mut().zip(&self.ingo) {
            e.ingo = ingo.clone();
        }
        edits
    }
}

/// Whether a file is a Swiss-Chess file: its name ends in `.swt`, or it holds a zero byte in
/// its first 4 KB (no text file does; an SWT's header is full of them).
///
/// ```
/// use wertung::web::turnier::report::is_swt;
/// assert!(is_swt("Turnier.SWT", b"012 x"));
/// assert!(is_swt("upload", &[3, 0, 9, 0]));
/// assert!(!is_swt("karl-mala.trf", b"012 Karl-Mala\n"));
/// ```
pub fn is_swt(name: &str, bytes: &[u8]) -> bool {
    name.to_ascii_lowercase().ends_with(".swt") || bytes.iter().take(4096).any(|&b| b == 0)
}

/// Reads a loaded file as bytes: a Swiss-Chess SWT ([`is_swt`]), else its text in UTF-8,
/// Windows-1252 or code page 850 ([`decode`]) as tournament JSON, TRF or cross table
/// ([`read_any`]). `end_date` as typed: where it is a date it replaces the file's end.
///
/// ```
/// use wertung::web::turnier::report::read_file;
/// // A TRF saved by a Windows program: "Müller" in Windows-1252.
/// let trf = b"012 Test\n052 2026/12/12\n\
/// 001    1      M\xfcller,Hans                       2000                             1.0    1     2 w 1\n\
/// 001    2      B                                                                  0.0    2     1 b 0\n";
/// let loaded = read_file("test.trf", trf, "").unwrap();
/// assert_eq!(loaded.tournament.players[0].name.as_deref(), Some("Müller,Hans"));
/// ```
pub fn read_file(name: &str, bytes: &[u8], end_date: &str) -> Result<Loaded, InputError> {
    if is_swt(name, bytes) {
        let i = swt::read_swt(bytes, Date::parse(end_date))?;
        let n = i.tournament.players.len();
        return Ok(Loaded {
            tournament: i.tournament,
            entrants: i.entrants,
            ingo: vec![String::new(); n],
        });
    }
    read_any(&decode(bytes), end_date)
}

/// The place of a cross table's missing end date.
fn cross_table() -> At {
    At::CrossTable
}

/// Reads a loaded or pasted text: tournament JSON, TRF, or a cross table (which needs the end
/// date typed in `end_date`).
pub fn read_any(text: &str, end_date: &str) -> Result<Loaded, InputError> {
    let trimmed = text.trim_start_matches('\u{feff}').trim_start();
    let given = Date::parse(end_date);
    if trimmed.starts_with('{') {
        let t = json::read_tournament(trimmed)?;
        // INGO numbers ("ingo" fields) where the JSON has them.
        let ingo = json::read_ingo_numbers(trimmed, &t)
            .map(|players| {
                players
                    .iter()
                    .map(|p| {
                        p.number
                            .map(|n| format!("{}/{}", crate::dwz::numeric::show(n.f), n.index))
                            .unwrap_or_default()
                    })
                    .collect()
            })
            .unwrap_or_else(|_| vec![String::new(); t.players.len()]);
        let entrants = crate::formats::dsb_list::matching::entrants_of(&t);
        return Ok(Loaded {
            tournament: t,
            entrants,
            ingo,
        });
    }
    if trimmed.lines().any(|l| l.starts_with("001 ")) {
        let i = trf::read_trf_imported(trimmed, given)?;
        let n = i.tournament.players.len();
        return Ok(Loaded {
            tournament: i.tournament,
            entrants: i.entrants,
            ingo: vec![String::new(); n],
        });
    }
    let end = match given {
        Some(d) => d,
        None if end_date.trim().is_empty() => {
            return Err(InputError::missing(cross_table(), Field::EndDate))
        }
        None => {
            return Err(InputError::new(
                cross_table(),
                Field::EndDate,
                end_date.trim(),
                Problem::NotADate,
            ))
        }
    };
    let t = crosstable::read_crosstable(trimmed, "", end)?;
    let n = t.players.len();
    Ok(Loaded {
        entrants: crate::formats::dsb_list::matching::entrants_of(&t),
        tournament: t,
        ingo: vec![String::new(); n],
    })
}

// ---------------------------------------------------------------- the player table

/// The index of errors about the tournament as a whole (its end date) in [`apply`]'s list.
pub const WHOLE: usize = usize::MAX;

/// A whole number in `lo..=hi` as typed (`None` when empty), or the error naming player, field
/// and value.
fn typed_number(
    place: &Place,
    field: Field,
    text: &str,
    (lo, hi): (u32, u32),
) -> Result<Option<u32>, InputError> {
    let s = text.trim();
    if s.is_empty() {
        return Ok(None);
    }
    match s.parse::<u32>() {
        Ok(v) if (lo..=hi).contains(&v) => Ok(Some(v)),
        Ok(_) => Err(InputError::out_of_range(place.clone(), field, s, lo, hi)),
        Err(_) if parse_decimal(s).is_some() => Err(InputError::new(
            place.clone(),
            field,
            s,
            Problem::NotAWholeNumber,
        )),
        Err(_) => Err(InputError::new(
            place.clone(),
            field,
            s,
            Problem::NotANumber,
        )),
    }
}

/// One Restpartie as typed: `DWZ:Ergebnis:Datum`, e.g. `1500:½:01.10.2025`.
fn typed_rest_game(part: &str) -> Option<RestGame> {
    let f: Vec<&str> = part.split(':').map(str::trim).collect();
    let [r, s, d] = f.as_slice() else {
        return None;
    };
    let rating: u32 = r
        .parse()
        .ok()
        .filter(|r| crate::dwz::limits::rating_ok(*r))?;
    let score = crate::dwz::estimate::SingleResult::parse(s)?.score()?;
    Some(RestGame {
        opponent_rating: rating,
        score,
        date: Date::parse(d)?,
    })
}

/// The tournament with the player table's fields applied; an error per bad field, with the
/// player's position (0-based; [`WHOLE`] for the end date). Places are `Spieler Nr. k` (1-based,
/// the row of the table), then the Restpartie.
pub fn apply(
    t: &Tournament,
    edits: &[Edit],
    end_date: &str,
) -> (Tournament, Vec<(usize, InputError)>) {
    let mut out = t.clone();
    let mut errors = Vec::new();
    if let Some(d) = Date::parse(end_date) {
        out.end_date = d;
    } else if !end_date.trim().is_empty() {
        errors.push((
            WHOLE,
            InputError::new(
                Place::default(),
                Field::EndDate,
                end_date.trim(),
                Problem::NotADate,
            ),
        ));
    }
    let end_year = out.end_date.year;
    for (k, (p, e)) in out.players.iter_mut().zip(edits).enumerate() {
        let place = Place::from(At::PlayerNo(k + 1));
        let mut take = |r: Result<Option<u32>, InputError>| match r {
            Ok(v) => v,
            Err(err) => {
                errors.push((k, err));
                None
            }
        };
        p.dwz = take(typed_number(&place, Field::Dwz, &e.dwz, RATING));
        p.index = take(typed_number(&place, Field::Index, &e.index, INDEX));
        let latest = end_year.max(FIRST_BIRTH_YEAR) as u32;
        p.birth_year = take(typed_number(
            &place,
            Field::BirthYear,
            &e.birth,
            (FIRST_BIRTH_YEAR as u32, latest),
        ))
        .map(|y| y as i32);
        p.member = e.member;
        p.rest_games = Vec::new();
        let parts = e.rest.split(';').map(str::trim).filter(|s| !s.is_empty());
        for (j, part) in parts.enumerate() {
            match typed_rest_game(part) {
                Some(g) => p.rest_games.push(g),
                None => errors.push((
                    k,
                    InputError::new(
                        place.then(At::RestGame(j + 1)),
                        Field::RestGames,
                        part,
                        Problem::NotAllowed(Allowed::RestGameText),
                    ),
                )),
            }
        }
        if let Err(err) = parse_ingo(&e.ingo, k) {
            errors.push((k, err));
        }
    }
    (out, errors)
}

/// The errors of one player (or [`WHOLE`]) in the language.
pub fn errors_of(l: Lang, errors: &[(usize, InputError)], k: usize) -> String {
    errors
        .iter()
        .filter(|(i, _)| *i == k)
        .map(|(_, e)| l.error(e))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// An INGO number as typed in row `k` of the player table: "128/5" (F / index), "128" (index
/// 10), decimal comma or point; `Ok(None)` when empty, else the error naming the field and the
/// value.
///
/// ```
/// use wertung::web::turnier::report::parse_ingo;
/// use wertung::i18n::Lang;
/// assert_eq!(parse_ingo(" 128/5 ", 0).unwrap().map(|n| (n.f, n.index)), Some((128.0, 5)));
/// assert_eq!(parse_ingo("127,5", 0).unwrap().map(|n| (n.f, n.index)), Some((127.5, 10)));
/// assert_eq!(parse_ingo("", 0).unwrap(), None);
/// let e = parse_ingo("12x/5", 2).unwrap_err();
/// assert!(Lang::De.error(&e).starts_with("Spieler Nr. 3, INGO: „12x/5“ ist keine INGO-Zahl"));
/// ```
pub fn parse_ingo(text: &str, k: usize) -> Result<Option<crate::ingo::chess::Number>, InputError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let (f, index) = text.split_once('/').unwrap_or((text, "10"));
    match (parse_decimal(f), index.trim().parse::<u32>()) {
        (Some(f), Ok(i)) if (INGO.0..=INGO.1).contains(&f) && (INDEX.0..=INDEX.1).contains(&i) => {
            Ok(Some(crate::ingo::chess::Number::new(f, i)))
        }
        _ => Err(InputError::new(
            At::PlayerNo(k + 1),
            Field::Ingo,
            text,
            Problem::NotAllowed(Allowed::IngoNumber),
        )),
    }
}

/// The INGO numbers of the player table, a player each (a missing field is empty); an error
/// per bad field.
pub fn ingo_players(
    t: &Tournament,
    edits: &[Edit],
) -> (Vec<crate::ingo::chess::Player>, Vec<InputError>) {
    let mut errors = Vec::new();
    let players = t
        .players
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let number = match parse_ingo(edits.get(k).map_or("", |e| e.ingo.as_str()), k) {
                Ok(n) => n,
                Err(e) => {
                    errors.push(e);
                    None
                }
            };
            crate::ingo::chess::Player {
                number,
                youth: crate::ingo::chess::is_youth(p.birth_year, t.end_date.year),
            }
        })
        .collect();
    (players, errors)
}

// ---------------------------------------------------------------- the DSB player list

/// What a tournament file says of a player to find him in the list (an [`Entrant`]'s keys), as
/// the page sends it to the list module.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Key {
    pub name: Option<String>,
    pub fide_id: Option<u64>,
    pub fide_rating: Option<u32>,
    pub birth_year: Option<i32>,
    pub club: Option<String>,
    pub member_number: Option<String>,
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
        }
    }
}

impl Key {
    pub fn entrant(&self) -> Entrant {
        Entrant {
            name: self.name.clone(),
            fide_id: self.fide_id,
            fide_rating: self.fide_rating,
            birth_year: self.birth_year,
            club: self.club.clone(),
            member_number: self.member_number.clone(),
            ..Entrant::default()
        }
    }
}

/// How a player was found in the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Found {
    ClubAndMember,
    FideId,
    Name,
    NameAndBirthYear,
    /// Several persons fit: the user chooses.
    Ambiguous,
    NotInList,
}

impl Found {
    pub fn label(self) -> TMsg {
        match self {
            Found::ClubAndMember => TMsg::FoundClub,
            Found::FideId => TMsg::FoundFide,
            Found::Name => TMsg::FoundName,
            Found::NameAndBirthYear => TMsg::FoundNameYear,
            Found::Ambiguous => TMsg::FoundAmbiguous,
            Found::NotInList => TMsg::FoundNone,
        }
    }
}

/// A row of the list that fits a player: what the user sees to choose it, and what the player
/// takes from it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Candidate {
    /// The row (an index into the list's rows).
    pub row: usize,
    pub name: String,
    pub birth_year: Option<i32>,
    pub club: Option<String>,
    pub member_number: Option<String>,
    pub dwz: Option<u32>,
    pub index: Option<u32>,
    /// What the player takes: DWZ and index (the FIDE rating standing in where the list has no
    /// DWZ, WO 4.1.2), and the birth year where the list has one.
    pub take_dwz: Option<u32>,
    pub take_index: Option<u32>,
    pub take_birth_year: Option<i32>,
}

/// What the list says of one player: how he was found and the rows that fit (one where he was
/// matched, several where it is ambiguous, none where he is not in the list).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListMatch {
    pub found: Found,
    pub candidates: Vec<Candidate>,
}

/// The request of the page to the list module: the players' keys and the tournament's end year.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct MatchRequest {
    pub end_year: i32,
    pub keys: Vec<Key>,
}

/// What the player takes from a row: [`crate::formats::dsb_list::matching::apply_list`] on him alone with this row
/// chosen (the same rules as the CLI's `--players`).
fn candidate(
    index: &crate::formats::dsb_list::matching::ListIndex,
    key: &Key,
    row: usize,
    end_year: i32,
) -> Option<Candidate> {
    use crate::formats::dsb_list::matching::{apply_list, Choice, Outcome};
    let r = index.list.rows.get(row)?;
    let mut alone = Tournament {
        name: String::new(),
        end_date: Date::new(end_year, 12, 31)?,
        kind: crate::dwz::Kind::Tournament,
        players: vec![crate::dwz::Player::new("1")],
        games: Vec::new(),
    };
    alone.players[0].member = false;
    let imported = crate::formats::Imported {
        tournament: alone,
        entrants: vec![key.entrant()],
    };
    let applied = apply_list(
        &imported,
        index,
        &[Outcome::Matched {
            how: crate::formats::dsb_list::matching::How::Name,
            row,
        }],
        &[Some(Choice::Row(row))],
    );
    let p = applied.tournament.players.first()?;
    Some(Candidate {
        row,
        name: r.name.clone(),
        birth_year: r.birth_year,
        club: r.club.clone(),
        member_number: r.member_number.clone(),
        dwz: r.dwz,
        index: r.index,
        take_dwz: p.dwz,
        take_index: p.index,
        take_birth_year: p.birth_year,
    })
}

/// Finds every player in the list ([`crate::formats::dsb_list::matching::match_players`]) with the rows that fit.
pub fn list_matches(
    index: &crate::formats::dsb_list::matching::ListIndex,
    request: &MatchRequest,
) -> Vec<ListMatch> {
    use crate::formats::dsb_list::matching::{How, Outcome};
    let entrants: Vec<Entrant> = request.keys.iter().map(Key::entrant).collect();
    crate::formats::dsb_list::matching::match_players(index, &entrants)
        .into_iter()
        .zip(&request.keys)
        .map(|(o, key)| {
            let (found, rows) = match o {
                Outcome::Matched { how, row } => (
                    match how {
                        How::ClubAndMember => Found::ClubAndMember,
                        How::FideId => Found::FideId,
                        How::Name => Found::Name,
                        How::NameAndBirthYear => Found::NameAndBirthYear,
                    },
                    vec![row],
                ),
                Outcome::Ambiguous { rows } => (Found::Ambiguous, rows),
                Outcome::NotInList => (Found::NotInList, Vec::new()),
            };
            ListMatch {
                found,
                candidates: rows
                    .into_iter()
                    .filter_map(|r| candidate(index, key, r, request.end_year))
                    .collect(),
            }
        })
        .collect()
}

/// The page's request to the list module, as JSON.
pub fn request_json(request: &MatchRequest) -> String {
    serde_json::to_string(request).unwrap_or_default()
}

/// The list module's answer to a request as JSON ([`list_matches`]; an empty list for a request
/// it cannot read).
pub fn answer_json(index: &crate::formats::dsb_list::matching::ListIndex, request: &str) -> String {
    match serde_json::from_str::<MatchRequest>(request) {
        Ok(r) => serde_json::to_string(&list_matches(index, &r)).unwrap_or_default(),
        Err(_) => "[]".into(),
    }
}

/// The list module's answer as the page reads it (nothing where it is not readable).
pub fn read_answer(answer: &str) -> Vec<ListMatch> {
    serde_json::from_str(answer).unwrap_or_default()
}

/// What loading a list gave, as the list module answers the page (JSON: [`ListLoad::json`],
/// [`ListLoad::read`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ListLoad {
    Loaded {
        rows: usize,
        persons: usize,
    },
    /// The list could not be read: the error in both languages (the list module words it with
    /// the same i18n table; the page shows the one of its language).
    Failed {
        de: String,
        en: String,
    },
}

impl ListLoad {
    pub fn json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn read(text: &str) -> Option<ListLoad> {
        serde_json::from_str(text).ok()
    }

    pub fn of(
        read: &Result<crate::formats::dsb_list::matching::ListIndex, InputError>,
    ) -> ListLoad {
        match read {
            Ok(index) => ListLoad::Loaded {
                rows: index.list.rows.len(),
                persons: index.persons(),
            },
            Err(e) => ListLoad::Failed {
                de: Lang::De.error(e),
                en: Lang::En.error(e),
            },
        }
    }
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
            .map(|y| y.to_string())
            .unwrap_or_else(|| base.birth.clone()),
        member: true,
        ..base.clone()
    }
}

/// One player's fields after the list: a matched player (or the row the user `chosen`) takes
/// the list's values and is a member; a player not in the list, or ambiguous and not chosen,
/// keeps what the file says and is a non-member (WO 3.4.3) until marked.
pub fn apply_match(base: &Edit, m: Option<&ListMatch>, chosen: Option<usize>) -> Edit {
    let picked = match (m, chosen) {
        (Some(m), Some(row)) => m.candidates.iter().find(|c| c.row == row),
        (Some(m), None) if m.found != Found::Ambiguous => m.candidates.first(),
        _ => None,
    };
    match (picked, m) {
        (Some(c), _) => take(base, c),
        (None, Some(_)) => Edit {
            member: false,
            ..base.clone()
        },
        (None, None) => base.clone(),
    }
}

/// The player table after the list ([`apply_match`] for every player).
pub fn apply_matches(base: &[Edit], matches: &[ListMatch], chosen: &[Option<usize>]) -> Vec<Edit> {
    base.iter()
        .enumerate()
        .map(|(k, e)| apply_match(e, matches.get(k), chosen.get(k).copied().flatten()))
        .collect()
}

/// How many players were found in which way: matched, ambiguous, not in the list.
pub fn match_counts(matches: &[ListMatch]) -> (usize, usize, usize) {
    let count = |f: &dyn Fn(Found) -> bool| matches.iter().filter(|m| f(m.found)).count();
    (
        count(&|f| !matches!(f, Found::Ambiguous | Found::NotInList)),
        count(&|f| f == Found::Ambiguous),
        count(&|f| f == Found::NotInList),
    )
}

/// A candidate as the user chooses it: "Müller,Hans · 1970 · 10614-1081 · DWZ 1850-42".
pub fn candidate_text(l: Lang, c: &Candidate) -> String {
    let mut s = c.name.clone();
    if let Some(y) = c.birth_year {
        let _ = write!(s, " · {y}");
    }
    match (&c.club, &c.member_number) {
        (Some(club), Some(m)) => {
            let _ = write!(s, " · {} {club}-{m}", l.text(TMsg::Club));
        }
        (Some(club), None) => {
            let _ = write!(s, " · {} {club}", l.text(TMsg::Club));
        }
        _ => {}
    }
    match (c.dwz, c.index) {
        (Some(d), Some(i)) => {
            let _ = write!(s, " · DWZ {d}-{i}");
        }
        (Some(d), None) => {
            let _ = write!(s, " · DWZ {d}");
        }
        _ => {
            let _ = write!(s, " · {}", l.text(TMsg::NoDwz));
        }
    }
    s
}

// ---------------------------------------------------------------- local storage

/// What the page keeps of a tournament in local storage: the tournament as loaded, the player
/// table as typed, the end date as typed, and what the player list said.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Stored {
    pub tournament: serde_json::Value,
    pub edits: Vec<Edit>,
    pub end: String,
    pub keys: Vec<Key>,
    /// The list's findings (empty before a list was used).
    pub matches: Vec<ListMatch>,
    /// The rows the user chose where a name was ambiguous.
    pub chosen: Vec<Option<usize>>,
}

/// A restored tournament with its player table.
#[derive(Debug, Clone, PartialEq)]
pub struct Session {
    pub loaded: Loaded,
    pub edits: Vec<Edit>,
    pub end: String,
    pub matches: Vec<ListMatch>,
    pub chosen: Vec<Option<usize>>,
}

/// The text kept in local storage.
pub fn store(s: &Session) -> String {
    serde_json::to_string(&Stored {
        tournament: json::tournament_to_value(&s.loaded.tournament),
        edits: s.edits.clone(),
        end: s.end.clone(),
        keys: s.loaded.entrants.iter().map(Key::from).collect(),
        matches: s.matches.clone(),
        chosen: s.chosen.clone(),
    })
    .unwrap_or_default()
}

/// Reads back what [`store`] kept (or, from an older version of the page, a tournament JSON);
/// `None` where it is not readable any more. The player table has a row per player.
pub fn restore(text: &str) -> Option<Session> {
    let s: Stored = match serde_json::from_str(text) {
        Ok(s @ Stored { .. }) if s.tournament.is_object() => s,
        _ => {
            let loaded = read_any(text, "").ok()?;
            let edits = loaded.edits();
            return Some(Session {
                end: loaded.tournament.end_date.to_string(),
                loaded,
                edits,
                matches: Vec::new(),
                chosen: Vec::new(),
            });
        }
    };
    let tournament = json::tournament_from_value(&s.tournament).ok()?;
    let n = tournament.players.len();
    let mut entrants: Vec<Entrant> = s.keys.iter().map(Key::entrant).collect();
    if entrants.len() != n {
        entrants = crate::formats::dsb_list::matching::entrants_of(&tournament);
    }
    let mut edits = s.edits;
    if edits.len() != n {
        edits = edits_of(&tournament);
    }
    let mut matches = s.matches;
    if matches.len() != n {
        matches = Vec::new();
    }
    let mut chosen = s.chosen;
    chosen.resize(n, None);
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
    })
}

// ---------------------------------------------------------------- views

/// The start of a result table: its id and column heads (escaped), up to the open `<tbody>`.
fn table_start<'a>(id: &str, heads: impl IntoIterator<Item = &'a str>) -> String {
    let mut h = format!("<table class=\"evaluation\" id=\"{id}\"><thead><tr>");
    for head in heads {
        let _ = write!(h, "<th scope=\"col\">{}</th>", esc(head));
    }
    h.push_str("</tr></thead><tbody>");
    h
}

/// A list of one-sentence explanations.
pub fn legend_html(l: Lang, items: &[TMsg]) -> String {
    let items: String = items
        .iter()
        .map(|m| format!("<li>{}</li>", esc(l.text(*m))))
        .collect();
    format!("<ul class=\"legend\">{items}</ul>")
}

/// An INGO number: "128 / 5".
fn ingo_number(l: Lang, n: &crate::ingo::chess::Number) -> String {
    format!("{} / {}", l.num(n.f, 0), n.index)
}

/// The INGO evaluation (seed 000, or 003 with `xiangqi`) as HTML, each figure explained.
pub fn ingo_html(l: Lang, t: &Tournament, edits: &[Edit], xiangqi: bool) -> String {
    use crate::ingo::chess::{evaluate as ingo_evaluate, Event, NotEvaluated, Qualifier};
    let (players, errors) = ingo_players(t, edits);
    let games = json::ingo_games(t);
    let event = if t.kind == crate::dwz::Kind::Match {
        Event::Match
    } else {
        Event::Tournament
    };
    let chess = ingo_evaluate(&players, &games, event);
    let x = xiangqi.then(|| crate::ingo::xiangqi::evaluate(&players, &games, false, false));
    let rows = crate::ingo::rows(&players, &chess, x.as_deref());
    let mut h = legend_html(
        l,
        &[
            TMsg::IngoLegendNiveau,
            TMsg::IngoLegendPd,
            TMsg::IngoLegendH,
            TMsg::IngoLegendNew,
        ],
    );
    if !errors.is_empty() {
        let text: Vec<String> = errors.iter().map(|e| l.error(e)).collect();
        let _ = write!(h, "<p class=\"error\">{}</p>", esc(&text.join(" · ")));
    }
    let heads = [
        TMsg::ColNr,
        TMsg::ColPlayer,
        TMsg::IngoOld,
        TMsg::ColW,
        TMsg::ColN,
        TMsg::IngoPd,
        TMsg::IngoNiveau,
        TMsg::IngoH,
        TMsg::IngoNew,
        TMsg::IngoRule,
    ];
    h.push_str(&table_start("ingo", heads.map(|m| l.text(m))));
    for (k, (p, r)) in t.players.iter().zip(&rows).enumerate() {
        let old = r
            .old
            .map(|n| ingo_number(l, &n))
            .unwrap_or_else(|| "?".into());
        let new = match r.new {
            Some(n) => {
                let q = n.qualifier.map(|q| match q {
                    Qualifier::OrBetter => l.text(TMsg::OrBetter),
                    Qualifier::OrWorse => l.text(TMsg::OrWorse),
                });
                match q {
                    Some(q) => format!("{} {q}", ingo_number(l, &n)),
                    None => ingo_number(l, &n),
                }
            }
            None => "–".into(),
        };
        let rule = match (r.rule, r.not_evaluated) {
            (Some(rule), _) => rule.formula(),
            (None, Some(n)) => l.text(match n {
                NotEvaluated::NoGames => TMsg::IngoNoGames,
                NotEvaluated::TooFewGames => TMsg::IngoTooFewGames,
                NotEvaluated::ShortMatch => TMsg::IngoShortMatch,
                NotEvaluated::NoNiveau => TMsg::IngoNoNiveau,
            }),
            (None, None) => "",
        };
        let pd = crate::dwz::numeric::round_half_away(r.pd, 1);
        let _ = write!(
            h,
            "<tr data-id=\"{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"new\">{}</td><td class=\"rule\">{}</td></tr>",
            esc(&p.id), k + 1, esc(p.name.as_deref().unwrap_or(&p.id)), esc(&old), esc(&l.score(r.w)),
            r.n, esc(&l.signed(pd, 1)), r.niveau.map(|x| l.num(x, 1)).unwrap_or_default(),
            r.h.map(|x| l.num(x, 0)).unwrap_or_default(), esc(&new), esc(rule)
        );
    }
    h.push_str("</tbody></table>");
    h
}

/// Waldstein's Turnierleistung beside Gelbfuß, Sonneborn-Berger and Buchholz, as HTML with the
/// rankings compared in a small picture.
pub fn leistung_html(l: Lang, t: &Tournament) -> String {
    use crate::dwz::numeric::fixed;
    use crate::waldstein::{report, roman, Status};
    let r = report(&crate::waldstein::from_tournament(t));
    let mut h = legend_html(
        l,
        &[
            TMsg::LeistungLegendGelbfuss,
            TMsg::LeistungLegendSb,
            TMsg::LeistungLegendBuchholz,
            TMsg::LeistungLegendT,
            TMsg::LeistungLegendHomogeneity,
        ],
    );
    let rank = l.text(TMsg::Rank);
    let heads = [
        "#",
        l.text(TMsg::ColPlayer),
        l.text(TMsg::Pts),
        rank,
        "Gelbfuß",
        rank,
        "S.-B.",
        rank,
        "Buchholz",
        rank,
        "t",
        "T",
        rank,
    ];
    h.push_str(&table_start("leistung", heads));
    for (i, p) in t.players.iter().enumerate() {
        let (tt, q) = match r.status.get(i) {
            Some(Status::Rated) => (
                r.t[i].map(|x| l.num(x, 3)).unwrap_or_default(),
                r.quality[i].map(|x| l.num(x, 2)).unwrap_or_default(),
            ),
            Some(Status::HorsConcours) => ("hors concours".into(), String::new()),
            _ => ("–".into(), String::new()),
        };
        let _ = write!(
            h,
            "<tr data-id=\"{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"new\">{}</td></tr>",
            esc(&p.id), i + 1, esc(p.name.as_deref().unwrap_or(&p.id)), esc(&l.score(r.points[i])), roman(r.ranks_points[i]),
            l.num(r.gelbfuss[i], 2), roman(r.ranks_gelbfuss[i]), l.num(r.sonneborn_berger[i], 2), roman(r.ranks_sonneborn_berger[i]),
            l.num(r.buchholz[i], 2), roman(r.ranks_buchholz[i]), esc(&tt), esc(&q), roman(r.ranks_t[i])
        );
    }
    h.push_str("</tbody></table>");
    if let Some(x) = r.homogeneity {
        let _ = write!(
            h,
            "<p id=\"homogeneity\">{}: {}</p>",
            esc(l.text(TMsg::Homogeneity)),
            l.num(x, 2)
        );
    }
    // The rankings side by side: a line a player from points to t.
    let n = t.players.len();
    if (2..=40).contains(&n) {
        let columns = [
            (l.text(TMsg::Points), &r.ranks_points),
            ("Gelbfuß", &r.ranks_gelbfuss),
            ("S.-B.", &r.ranks_sonneborn_berger),
            ("Buchholz", &r.ranks_buchholz),
            ("t", &r.ranks_t),
        ];
        let row = 14.0;
        let height = 24.0 + row * n as f64;
        let x = |k: usize| 70.0 + k as f64 * 50.0;
        let y = |rank: usize| 20.0 + (rank as f64 - 1.0) * row;
        let title = esc(l.text(TMsg::RanksCompared));
        let mut svg = format!("<figure class=\"ranks\"><figcaption>{title}</figcaption><svg viewBox=\"0 0 380 {}\" role=\"img\" aria-label=\"{title}\">", fixed(height, 0));
        for (k, (title, _)) in columns.iter().enumerate() {
            let _ = write!(
                svg,
                "<text x=\"{}\" y=\"10\" text-anchor=\"middle\" class=\"lbl\">{}</text>",
                fixed(x(k), 0),
                esc(title)
            );
        }
        // A distinct row a player in every column: shared places in the order of the table.
        let rows: Vec<Vec<usize>> = columns
            .iter()
            .map(|(_, ranks)| {
                let mut order: Vec<usize> = (0..n).collect();
                order.sort_by_key(|&i| (ranks[i].0, i));
                let mut row = vec![0; n];
                for (position, &i) in order.iter().enumerate() {
                    row[i] = position + 1;
                }
                row
            })
            .collect();
        for i in 0..n {
            let points: Vec<String> = rows
                .iter()
                .enumerate()
                .map(|(k, row)| format!("{},{}", fixed(x(k), 0), fixed(y(row[i]), 1)))
                .collect();
            let name = t.players[i].name.as_deref().unwrap_or(&t.players[i].id);
            let _ = write!(svg, "<g><title>{}</title><polyline points=\"{}\" class=\"line\"/><text x=\"64\" y=\"{}\" text-anchor=\"end\" class=\"lbl\">{}</text><text x=\"276\" y=\"{}\" class=\"lbl\">{}</text></g>",
                esc(name), points.join(" "), fixed(y(rows[0][i]) + 3.0, 1), esc(name), fixed(y(rows[4][i]) + 3.0, 1), esc(name));
        }
        svg.push_str("</svg></figure>");
        h.push_str(&svg);
    }
    h
}

/// The columns of the evaluation table (Anhang 3.1.11).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SortKey {
    Number,
    Name,
    Group,
    Ro,
    K,
    Rc,
    W,
    N,
    We,
    Rh,
    New,
    Diff,
}

impl SortKey {
    /// Every column: its key, code (`data-sort`), head, and whether a phone shows it without
    /// being asked (Spieler, DWZ alt, DWZ neu, +/−).
    pub const ALL: [(SortKey, &'static str, TMsg, bool); 12] = [
        (SortKey::Number, "nr", TMsg::ColNr, false),
        (SortKey::Name, "name", TMsg::ColPlayer, true),
        (SortKey::Group, "group", TMsg::ColGroup, false),
        (SortKey::Ro, "ro", TMsg::ColRo, true),
        (SortKey::K, "k", TMsg::ColK, false),
        (SortKey::Rc, "rc", TMsg::ColRc, false),
        (SortKey::W, "w", TMsg::ColW, false),
        (SortKey::N, "n", TMsg::ColN, false),
        (SortKey::We, "we", TMsg::ColWe, false),
        (SortKey::Rh, "rh", TMsg::ColRh, false),
        (SortKey::New, "new", TMsg::ColNew, true),
        (SortKey::Diff, "diff", TMsg::ColDiff, true),
    ];
    pub fn from_code(s: &str) -> Option<SortKey> {
        SortKey::ALL.iter().find(|k| k.1 == s).map(|k| k.0)
    }
    /// The first direction of a column when it is clicked: highest first for ratings and
    /// scores, else ascending.
    pub fn starts_ascending(self) -> bool {
        !matches!(
            self,
            SortKey::New | SortKey::Ro | SortKey::Rh | SortKey::W | SortKey::Diff
        )
    }
}

pub fn group_label(g: Group) -> TMsg {
    match g {
        Group::Established => TMsg::GroupEstablished,
        Group::Stage1 => TMsg::GroupStage1,
        Group::Stage2 => TMsg::GroupStage2,
        Group::Remaining => TMsg::GroupRemaining,
    }
}

/// The players' positions in the order of `sort` (ties by position).
fn sorted(e: &Evaluation, sort: (SortKey, bool)) -> Vec<usize> {
    let mut order: Vec<usize> = (0..e.players.len()).collect();
    let opt = |x: Option<f64>| x.unwrap_or(f64::NEG_INFINITY);
    order.sort_by(|&a, &b| {
        let (p, q) = (&e.players[a], &e.players[b]);
        let o = match sort.0 {
            SortKey::Number => a.cmp(&b),
            SortKey::Name => p
                .name
                .as_deref()
                .unwrap_or(&p.id)
                .cmp(q.name.as_deref().unwrap_or(&q.id)),
            SortKey::Group => (p.group() as u8).cmp(&(q.group() as u8)),
            SortKey::Ro => opt(p.ro()).total_cmp(&opt(q.ro())),
            SortKey::K => opt(p.k().map(|k| k.k)).total_cmp(&opt(q.k().map(|k| k.k))),
            SortKey::Rc => opt(p.rc).total_cmp(&opt(q.rc)),
            SortKey::W => p.w.total_cmp(&q.w),
            SortKey::N => p.n.cmp(&q.n),
            SortKey::We => opt(p.we()).total_cmp(&opt(q.we())),
            SortKey::Rh => opt(p.rh()).total_cmp(&opt(q.rh())),
            SortKey::New => opt(p.new_rating()).total_cmp(&opt(q.new_rating())),
            SortKey::Diff => opt(p.change()).total_cmp(&opt(q.change())),
        };
        let o = o.then(a.cmp(&b));
        if sort.1 {
            o
        } else {
            o.reverse()
        }
    });
    order
}

/// The head row of the evaluation table: a sort button a column, the sorted one marked.
pub fn table_head(l: Lang, sort: (SortKey, bool)) -> String {
    let mut h = String::from("<tr>");
    for (key, code, head, shown) in SortKey::ALL {
        let aria = match (key == sort.0, sort.1) {
            (true, true) => " aria-sort=\"ascending\"",
            (true, false) => " aria-sort=\"descending\"",
            _ => "",
        };
        let class = if shown { "" } else { " class=\"opt\"" };
        // The label twice: the button sorts on the screen; print shows the plain text (a
        // browser repeats a table's head on every printed page, but not the buttons in it).
        let label = esc(l.text(head));
        let _ = write!(
            h,
            "<th scope=\"col\"{class}{aria}><button type=\"button\" data-sort=\"{code}\">{label}</button><span class=\"print-label\" aria-hidden=\"true\">{label}</span></th>"
        );
    }
    h.push_str("</tr>");
    h
}

/// One row of the evaluation table: the player's id, the row's class and its cells (HTML).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowHtml {
    pub id: String,
    pub class: String,
    pub cells: String,
}

impl RowHtml {
    /// The whole `<tr>`.
    pub fn html(&self) -> String {
        format!(
            "<tr class=\"{}\" data-id=\"{}\">{}</tr>",
            self.class,
            esc(&self.id),
            self.cells
        )
    }
}

/// A player's name as HTML, escaped, where a phone may break it after its comma
/// ("Müller,<wbr>Hans") rather than inside the surname.
pub fn name_html(name: &str) -> String {
    esc(name).replace(',', ",<wbr>")
}

/// The rows of the evaluation table (Anhang 3.1.11) in the order of `sort`.
pub fn table_rows(l: Lang, e: &Evaluation, sort: (SortKey, bool)) -> Vec<RowHtml> {
    let n = |x: Option<f64>, p: usize| x.map(|v| l.num(v, p)).unwrap_or_default();
    sorted(e, sort)
        .into_iter()
        .map(|k| {
            let p = &e.players[k];
            let name = p.name.clone().unwrap_or_else(|| p.id.clone());
            let ro = match (p.ro(), p.index_old()) {
                (Some(r), Some(i)) => format!(
                    "{} - {}{}",
                    r as i64,
                    i,
                    if p.index_assumed() { "*" } else { "" }
                ),
                _ => String::new(),
            };
            let new = match (p.new_rating(), p.index_new(), p.stored) {
                (Some(r), Some(i), true) => format!("{} - {}", r as i64, i),
                (Some(r), _, false) => format!("({})", r as i64),
                _ if p.group() == Group::Remaining && !p.rest_games().is_empty() => {
                    l.text(TMsg::RestGames).into()
                }
                _ => "–".into(),
            };
            let diff = p.change().map(|x| l.signed(x, 0)).unwrap_or_default();
            let k_text = p
                .k()
                .map(|k| l.num(k.k, 1))
                .map(|s| if p.stored { s } else { format!("({s})") })
                .unwrap_or_default();
            let rh = match p.rh() {
                Some(v) if p.exceptional() => format!(
                    "<strong title=\"{}\">{}</strong>",
                    esc(l.text(TMsg::Exceptional)),
                    l.num(v, 0)
                ),
                Some(v) => l.num(v, 0),
                None if p.group() == Group::Established => "–".into(),
                None => String::new(),
            };
            let textual = if p.stored {
                String::new()
            } else {
                format!(" <span class=\"tag\">{}</span>", esc(l.text(TMsg::Textual)))
            };
            let class = match (p.group(), p.stored) {
                (g, false) => format!("{} textual", g.code()),
                (g, true) => g.code().to_string(),
            };
            let cells = format!(
                "<td class=\"opt\">{nr}</td><td class=\"name\"><button type=\"button\" class=\"who\" data-player=\"{id}\" aria-haspopup=\"dialog\">{name}</button>{textual}</td><td class=\"opt\">{group}</td><td>{ro}</td><td class=\"opt\">{k}</td><td class=\"opt\">{rc}</td><td class=\"opt\">{w}</td><td class=\"opt\">{n_games}</td><td class=\"opt\">{we}</td><td class=\"opt\">{rh}</td><td class=\"new\">{new}</td><td class=\"diff\">{diff}</td>",
                id = esc(&p.id),
                nr = k + 1,
                name = name_html(&name),
                group = esc(l.text(group_label(p.group()))),
                ro = esc(&ro),
                k = esc(&k_text),
                rc = n(p.rc, 0),
                w = l.num(p.w, 1),
                n_games = p.n,
                we = n(p.we(), 3),
                new = esc(&new),
                diff = esc(&diff),
            );
            RowHtml {
                id: p.id.clone(),
                class,
                cells,
            }
        })
        .collect()
}

/// What the marks of the evaluation table mean.
pub const DWZ_LEGEND: [TMsg; 7] = [
    TMsg::LegendGroups,
    TMsg::LegendIndexAssumed,
    TMsg::LegendExceptional,
    TMsg::LegendTextual,
    TMsg::LegendRest,
    TMsg::LegendDash,
    TMsg::LegendColumns,
];

/// Says so where nobody can be evaluated: nobody has a DWZ (so nobody can get a first one
/// either), or nobody gets a new DWZ; empty otherwise.
pub fn notice_html(l: Lang, e: &Evaluation) -> String {
    if e.players.is_empty() || e.players.iter().any(|p| p.new_rating().is_some()) {
        return String::new();
    }
    let m = if e.players.iter().all(|p| p.ro().is_none()) {
        TMsg::NobodyHasDwz
    } else {
        TMsg::NobodyNewDwz
    };
    format!(
        "<p class=\"notice\" id=\"notice\" role=\"status\">{}</p>",
        esc(l.text(m))
    )
}

/// The notes on the input (e.g. Restpartien of a rated player that are ignored).
pub fn warnings_html(l: Lang, e: &Evaluation) -> String {
    if e.warnings.is_empty() {
        return String::new();
    }
    let items: String = e
        .warnings
        .iter()
        .map(|w| format!("<li>{}</li>", esc(&l.warning(w))))
        .collect();
    format!("<ul class=\"warnings\">{items}</ul>")
}

/// A date as shown: 12.12.2026 in German, 2026-12-12 in English.
pub fn date_text(l: Lang, d: Date) -> String {
    match l {
        Lang::De => format!("{:02}.{:02}.{:04}", d.day, d.month, d.year),
        Lang::En => d.to_string(),
    }
}

/// A Restpartie in words: "gegen DWZ 1640 verloren am 12.12.2026".
pub fn rest_game_words(l: Lang, g: &RestGame) -> String {
    let result = if g.score >= 1.0 {
        TMsg::Won
    } else if g.score > 0.0 {
        TMsg::Drawn
    } else {
        TMsg::Lost
    };
    format!(
        "{} {} {} {} {}",
        l.text(TMsg::AgainstDwz),
        g.opponent_rating,
        l.text(result),
        l.text(TMsg::On),
        date_text(l, g.date)
    )
}

/// Anhang 3.1.12: one player's games as they count, with P(D) for established players. The
/// heading has the id `sheet-title` where `with_id`.
pub fn scoresheet_html(l: Lang, e: &Evaluation, id: &str) -> String {
    let Some(p) = e.players.iter().find(|p| p.id == id) else {
        return String::new();
    };
    let name = p.name.clone().unwrap_or_else(|| p.id.clone());
    let mut h = format!("<h3>{} – {}</h3><table class=\"sheet\"><thead><tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>",
        esc(l.text(TMsg::Scoresheet)), esc(&name),
        esc(l.text(TMsg::Opponent)), esc(l.text(TMsg::Rating)), esc(l.text(TMsg::Result)), esc(l.text(TMsg::Expected)));
    let names: std::collections::HashMap<&str, &str> = e
        .players
        .iter()
        .map(|q| (q.id.as_str(), q.name.as_deref().unwrap_or(&q.id)))
        .collect();
    for g in &p.games {
        let who = match (&g.opponent, g.kind) {
            (Some(o), _) => names.get(o.as_str()).copied().unwrap_or(o).to_string(),
            (None, GameKind::RestGame) => l.text(TMsg::RestGame).into(),
            (None, _) => l.text(TMsg::FictiveDraw).into(),
        };
        let _ = write!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            esc(&who),
            l.num(g.rating, 0),
            esc(&l.score(g.score)),
            g.expected.map(|x| l.num(x, 3)).unwrap_or_default()
        );
    }
    let _ = write!(
        h,
        "</tbody></table><p>W {} · n {}{}</p>",
        esc(&l.score(p.w)),
        p.n,
        p.we()
            .map(|we| format!(
                " · We {} · K {}",
                l.num(we, 3),
                p.k().map(|k| l.num(k.k, 1)).unwrap_or_default()
            ))
            .unwrap_or_default()
    );
    if !p.rest_games().is_empty() {
        let words: Vec<String> = p
            .rest_games()
            .iter()
            .map(|g| rest_game_words(l, g))
            .collect();
        let _ = write!(
            h,
            "<p>{}: {}</p>",
            esc(l.text(TMsg::RestStored)),
            esc(&words.join("; "))
        );
    }
    h
}

/// Every player's scoresheet, one a printed page.
pub fn all_scoresheets_html(l: Lang, e: &Evaluation) -> String {
    e.players
        .iter()
        .map(|p| {
            format!(
                "<article class=\"sheet-page\">{}</article>",
                scoresheet_html(l, e, &p.id)
            )
        })
        .collect()
}

/// The Gesamtiteration step by step (Anhang 3.1.4).
pub fn trace_html(e: &Evaluation) -> String {
    if e.iterated.is_empty() {
        return String::new();
    }
    let names: std::collections::HashMap<&str, &str> = e
        .players
        .iter()
        .map(|q| (q.id.as_str(), q.name.as_deref().unwrap_or(&q.id)))
        .collect();
    let mut h = String::from("<table class=\"trace\"><thead><tr><th scope=\"col\">#</th>");
    for id in &e.iterated {
        let _ = write!(
            h,
            "<th scope=\"col\">{}</th>",
            esc(names.get(id.as_str()).copied().unwrap_or(id))
        );
    }
    h.push_str("</tr></thead><tbody>");
    for (k, row) in e.trace.iter().enumerate() {
        let _ = write!(h, "<tr><td>{}</td>", k + 1);
        for v in row {
            let _ = write!(h, "<td>{}</td>", crate::dwz::numeric::fixed(*v, 0));
        }
        h.push_str("</tr>");
    }
    h.push_str("</tbody></table>");
    h
}

/// The new Restpartien of the remaining players, in words; empty where there are none.
pub fn rest_html(l: Lang, e: &Evaluation) -> String {
    let rest: String = e
        .players
        .iter()
        .filter(|p| p.group() == Group::Remaining && !p.rest_games().is_empty())
        .map(|p| {
            let words: Vec<String> = p
                .rest_games()
                .iter()
                .map(|g| rest_game_words(l, g))
                .collect();
            format!(
                "<li>{}: {}</li>",
                esc(p.name.as_deref().unwrap_or(&p.id)),
                esc(&words.join("; "))
            )
        })
        .collect();
    if rest.is_empty() {
        return String::new();
    }
    format!(
        "<h3>{}</h3><ul class=\"rest\">{rest}</ul>",
        esc(l.text(TMsg::NewRestGames))
    )
}

/// The rounds of a tournament as the games show them: the most games (forfeits included) one
/// player has.
pub fn rounds(t: &Tournament) -> usize {
    let ids: std::collections::HashMap<&str, usize> = t
        .players
        .iter()
        .enumerate()
        .map(|(k, p)| (p.id.as_str(), k))
        .collect();
    let mut games = vec![0usize; t.players.len()];
    for g in &t.games {
        for id in [&g.white, &g.black] {
            if let Some(&k) = ids.get(id.as_str()) {
                games[k] += 1;
            }
        }
    }
    games.into_iter().max().unwrap_or(0)
}

/// The head of the printed evaluation: the tournament's name, end, rounds, players and games,
/// and the evaluation's settings.
pub fn report_head_html(l: Lang, t: &Tournament, mode: Mode, today: Date) -> String {
    let mode = l.text(match mode {
        Mode::Table => TMsg::ModeTable,
        Mode::Exact => TMsg::ModeExact,
    });
    let items = [
        (TMsg::HeadEnd, date_text(l, t.end_date)),
        (TMsg::HeadRounds, rounds(t).to_string()),
        (TMsg::HeadPlayers, t.players.len().to_string()),
        (TMsg::HeadGames, t.games.len().to_string()),
        (TMsg::HeadMode, mode.to_string()),
        (TMsg::HeadRules, l.text(TMsg::Rules).to_string()),
        (TMsg::HeadDate, date_text(l, today)),
    ];
    let mut h = String::from("<dl class=\"head\">");
    for (term, value) in items {
        let _ = write!(
            h,
            "<div><dt>{}</dt><dd>{}</dd></div>",
            esc(l.text(term)),
            esc(&value)
        );
    }
    h.push_str("</dl>");
    h
}

/// A file name for an export: the tournament's name in letters and digits.
pub fn file_name(t: &Tournament, ext: &str) -> String {
    let base: String = t
        .name
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .trim_matches('-')
        .to_string();
    format!(
        "{}-auswertung.{ext}",
        if base.is_empty() {
            "turnier".into()
        } else {
            base
        }
    )
}

/// The line on an evaluation: players, steps of the Gesamtiteration, the time it took.
pub fn eval_info(l: Lang, e: &Evaluation, eval_ms: f64) -> String {
    format!(
        "{}: {} · {}: {} · {} {} ms",
        l.text(TMsg::InfoPlayers),
        e.players.len(),
        l.text(TMsg::InfoSteps),
        e.steps,
        l.text(TMsg::InfoTook),
        l.num(eval_ms, 1)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dwz::{evaluate, Options};
    use crate::formats::dsb_list::matching::ListIndex;
    use crate::formats::dsb_list::read_player_list;

    /// The evaluation table (Anhang 3.1.11) as HTML.
    fn table_html(l: Lang, e: &Evaluation, sort: (SortKey, bool)) -> String {
        let mut h = format!(
            "<table class=\"evaluation\" id=\"evaluation\"><thead>{}</thead><tbody>",
            table_head(l, sort)
        );
        for r in table_rows(l, e, sort) {
            h.push_str(&r.html());
        }
        h.push_str("</tbody></table>");
        h
    }

    /// The whole DWZ view as one text, as the page shows it part by part: the line on it, what
    /// cannot be evaluated, the notes, the legend, the table, the scoresheet of `selected`, the
    /// Gesamtiteration and the new Restpartien.
    fn dwz_html(
        l: Lang,
        e: &Evaluation,
        sort: (SortKey, bool),
        selected: Option<&str>,
        eval_ms: f64,
    ) -> String {
        let mut h = format!(
            "<p class=\"hint\" id=\"eval-info\">{}</p>",
            esc(&eval_info(l, e, eval_ms))
        );
        h.push_str(&notice_html(l, e));
        h.push_str(&warnings_html(l, e));
        h.push_str(&legend_html(l, &DWZ_LEGEND));
        h.push_str(&table_html(l, e, sort));
        if let Some(id) = selected {
            let _ = write!(
                h,
                "<section id=\"scoresheet\">{}</section>",
                scoresheet_html(l, e, id)
            );
        }
        if !e.iterated.is_empty() {
            let _ = write!(
                h,
                "<details class=\"trace\"><summary>{}</summary>{}</details>",
                esc(l.text(TMsg::ShowTrace)),
                trace_html(e)
            );
        }
        h.push_str(&rest_html(l, e));
        h
    }

    const CROSS: &str =
        "A;2000;12;1990;x;1;½\nB;1800;;;0;x;1\n<img src=x onerror=alert(1)>;;;;½;0;x\n";

    fn loaded() -> (Tournament, Vec<Edit>) {
        let l = read_any(CROSS, "12.12.2026").unwrap();
        let edits = l.edits();
        (l.tournament, edits)
    }

    fn session(t: &Tournament, edits: &[Edit]) -> Session {
        Session {
            loaded: Loaded {
                tournament: t.clone(),
                entrants: crate::formats::dsb_list::matching::entrants_of(t),
                ingo: vec![String::new(); t.players.len()],
            },
            edits: edits.to_vec(),
            end: "12.12.2026".into(),
            matches: Vec::new(),
            chosen: Vec::new(),
        }
    }

    #[test]
    fn the_player_table_is_kept_in_local_storage_as_typed() {
        // "127,5/5" was evaluated but not stored (the comma was only read in one place); a field
        // being typed ("18") is kept as it is.
        let (t, mut edits) = loaded();
        edits[0].ingo = "127,5/5".into();
        edits[1].ingo = "130".into();
        edits[2].dwz = "18".into();
        let back = restore(&store(&session(&t, &edits))).unwrap();
        assert_eq!(back.loaded.tournament, t);
        assert_eq!(back.edits, edits);
        assert_eq!(back.end, "12.12.2026");
        // What an older page kept: the tournament JSON alone.
        let old = restore(&json::tournament_to_value(&t).to_string()).unwrap();
        assert_eq!(old.loaded.tournament.players.len(), 3);
        assert_eq!(restore("not json"), None);
    }

    #[test]
    fn bad_fields_name_player_field_and_value_in_both_languages() {
        let (t, mut edits) = loaded();
        edits[0].dwz = "12000".into();
        edits[1].index = "0".into();
        edits[1].birth = "1990".into();
        edits[2].rest = "1500:½:01.10.2025; 1600:x:01.10.2025".into();
        edits[2].ingo = "12x".into();
        let (applied, errors) = apply(&t, &edits, "12.12.2026");
        assert_eq!(
            errors.iter().map(|e| e.0).collect::<Vec<_>>(),
            vec![0, 1, 2, 2]
        );
        let de: Vec<String> = errors.iter().map(|(_, e)| Lang::De.error(e)).collect();
        let en: Vec<String> = errors.iter().map(|(_, e)| Lang::En.error(e)).collect();
        assert_eq!(
            de[0],
            "Spieler Nr. 1, DWZ: „12000“ liegt nicht zwischen 1 und 3500"
        );
        assert_eq!(
            en[0],
            "player no. 1, DWZ: \"12000\" is not between 1 and 3500"
        );
        assert_eq!(
            de[1],
            "Spieler Nr. 2, Index: „0“ liegt nicht zwischen 1 und 9999"
        );
        assert!(
            de[2].starts_with("Spieler Nr. 3, Restpartie 2, Restpartien: „1600:x:01.10.2025“ ist keine Restpartie"),
            "{de:?}"
        );
        assert!(
            en[2].starts_with("player no. 3, Restpartie 2, Restpartien: \"1600:x:01.10.2025\" is not a Restpartie"),
            "{en:?}"
        );
        assert!(de[3].contains("INGO: „12x“ ist keine INGO-Zahl"), "{de:?}");
        assert!(errors_of(Lang::En, &errors, 2).contains(" · "));
        assert_eq!(applied.players[0].dwz, None);
        assert_eq!(applied.players[1].birth_year, Some(1990));
        assert_eq!(applied.players[2].rest_games.len(), 1);
        edits[0].dwz = "1850,5".into();
        edits[1].birth = "abc".into();
        let (_, errors) = apply(&t, &edits, "31.02.2026");
        let de: Vec<String> = errors.iter().map(|(_, e)| Lang::De.error(e)).collect();
        assert_eq!(errors[0].0, WHOLE);
        assert!(
            de[0].starts_with("Turnierende: „31.02.2026“ ist kein Datum"),
            "{de:?}"
        );
        assert!(de[1].ends_with("„1850,5“ ist keine ganze Zahl"), "{de:?}");
        assert!(de
            .iter()
            .any(|m| m == "Spieler Nr. 2, Geburtsjahr: „abc“ ist keine Zahl"));
    }

    #[test]
    fn a_name_is_never_markup_in_any_view() {
        let (t, edits) = loaded();
        let e = evaluate(&t, &Options::default()).unwrap();
        for l in [Lang::De, Lang::En] {
            for html in [
                dwz_html(l, &e, (SortKey::Name, true), Some("3"), 1.0),
                all_scoresheets_html(l, &e),
                ingo_html(l, &t, &edits, false),
                ingo_html(l, &t, &edits, true),
                leistung_html(l, &t),
                report_head_html(l, &t, Mode::Table, t.end_date),
            ] {
                assert!(!html.contains("<img"), "{html}");
            }
            for html in [
                dwz_html(l, &e, (SortKey::Name, true), Some("3"), 1.0),
                ingo_html(l, &t, &edits, true),
                leistung_html(l, &t),
            ] {
                assert!(html.contains("&lt;img src=x onerror=alert(1)&gt;"));
            }
        }
    }

    #[test]
    fn fewer_typed_rows_than_players_leave_no_player_out() {
        let (t, edits) = loaded();
        let (players, errors) = ingo_players(&t, &edits[..1]);
        assert_eq!(players.len(), 3);
        assert!(errors.is_empty());
        let _ = ingo_html(Lang::De, &t, &edits[..1], false);
    }

    #[test]
    fn the_table_sorts_by_a_column_both_ways() {
        let (t, _) = loaded();
        let e = evaluate(&t, &Options::default()).unwrap();
        let order = |asc: bool| {
            table_rows(Lang::De, &e, (SortKey::Ro, asc))
                .into_iter()
                .map(|r| r.id)
                .collect::<Vec<_>>()
        };
        // No DWZ sorts lowest.
        assert_eq!(order(true), vec!["3", "2", "1"]);
        assert_eq!(order(false), vec!["1", "2", "3"]);
        // The head marks the sorted column; a phone shows four columns without being asked.
        let head = table_head(Lang::En, (SortKey::Ro, false));
        assert!(head
            .contains("aria-sort=\"descending\"><button type=\"button\" data-sort=\"ro\">Old DWZ"));
        assert_eq!(head.matches("class=\"opt\"").count(), 8);
    }

    #[test]
    fn a_row_is_its_own_html_and_changes_only_where_its_player_does() {
        // The page patches only the rows whose HTML changed: a new DWZ of A changes A's row, B's
        // (his only rated opponent), but not how the rows are built.
        let (t, mut edits) = loaded();
        let rows = |edits: &[Edit]| {
            let (applied, _) = apply(&t, edits, "12.12.2026");
            table_rows(
                Lang::De,
                &evaluate(&applied, &Options::default()).unwrap(),
                (SortKey::Number, true),
            )
        };
        let before = rows(&edits);
        assert_eq!(before.len(), 3);
        assert_eq!(
            before[0].html(),
            format!(
                "<tr class=\"{}\" data-id=\"1\">{}</tr>",
                before[0].class, before[0].cells
            )
        );
        assert!(before[2].html().contains("&lt;img"));
        assert_eq!(rows(&edits), before, "the same input gives the same rows");
        edits[0].dwz = "2100".into();
        let after = rows(&edits);
        assert_ne!(after[0], before[0]);
        assert!(
            after[0].cells.contains("<td>2100 - 12</td>"),
            "{}",
            after[0].cells
        );
        // The whole table is the head and the rows.
        let e = evaluate(&t, &Options::default()).unwrap();
        let whole = table_html(Lang::De, &e, (SortKey::Number, true));
        for r in table_rows(Lang::De, &e, (SortKey::Number, true)) {
            assert!(whole.contains(&r.html()));
        }
    }

    #[test]
    fn a_tournament_in_which_nobody_has_a_dwz_says_so() {
        let l = read_any("A;x;1;½\nB;0;x;1\nC;½;0;x\n", "12.12.2026").unwrap();
        let e = evaluate(&l.tournament, &Options::default()).unwrap();
        let de = notice_html(Lang::De, &e);
        assert!(de.contains("Niemand kann ausgewertet werden"), "{de}");
        assert!(notice_html(Lang::En, &e).contains("Nobody can be evaluated"));
        // With DWZ: no such notice.
        let (t, _) = loaded();
        assert_eq!(
            notice_html(Lang::De, &evaluate(&t, &Options::default()).unwrap()),
            ""
        );
    }

    #[test]
    fn the_legend_explains_every_mark_of_the_table() {
        for l in [Lang::De, Lang::En] {
            let legend = legend_html(l, &DWZ_LEGEND);
            for mark in [
                "6*",
                "(",
                "Rh",
                "WO 3.4.3",
                "WO 3.6.3",
                "WO 2.2.4",
                l.text(TMsg::RestGames),
                "–",
                "+/−",
            ] {
                assert!(legend.contains(&esc(mark)), "{mark} in {legend}");
            }
            for g in [
                Group::Established,
                Group::Stage1,
                Group::Stage2,
                Group::Remaining,
            ] {
                assert!(legend.contains(l.text(group_label(g))), "{legend}");
            }
        }
    }

    #[test]
    fn a_cross_table_without_end_date_says_what_is_missing() {
        let e = read_any("A;x;1\nB;0;x\n", "").unwrap_err();
        assert_eq!(Lang::De.error(&e), "Kreuztabelle, Turnierende: fehlt");
        assert_eq!(
            Lang::En.error(&e),
            "cross table, tournament end: is missing"
        );
        let e = read_any("A;x;1\nB;0;x\n", "32.1.2026").unwrap_err();
        assert!(Lang::De.error(&e).contains("„32.1.2026“ ist kein Datum"));
    }

    fn list() -> ListIndex {
        let csv = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land\r\n\
            NU1,10614,1081,A,\"Müller,Hans\",M,,1970,202517,1850,42,,,,\r\n\
            NU2,10614,1082,A,\"Müller,Hans\",M,,1990,202517,1600,12,,,,\r\n\
            NU3,20511,7,A,\"Lang,Eva\",W,,1980,202517,1712,30,,,4711,GER\r\n\
            NU4,20511,8,A,\"Kurz,Otto\",M,,1955,202517,,,,,,\r\n";
        ListIndex::new(read_player_list(csv.as_bytes()).unwrap())
    }

    #[test]
    fn the_list_fills_the_player_table_and_the_user_decides_the_rest() {
        let t = read_any(
            "Müller, Hans;1500;;;x;1;½;1;0\nLang, Eva;;;;0;x;1;½;1\nKurz, Otto;1400;;;½;0;x;1;0\nNeu, Nina;;;;0;½;0;x;1\nMueller, Hans;;;;1;0;1;0;x\n",
            "12.12.2026",
        )
        .unwrap();
        let mut keys: Vec<Key> = t.entrants.iter().map(Key::from).collect();
        keys[1].fide_id = Some(4711);
        keys[4].birth_year = Some(1990);
        let request = MatchRequest {
            end_year: 2026,
            keys,
        };
        // Through JSON, as between the list module and the page.
        let matches = read_answer(&answer_json(&list(), &request_json(&request)));
        assert_eq!(matches, list_matches(&list(), &request));
        assert_eq!(read_answer(&answer_json(&list(), "{")), []);
        let found: Vec<Found> = matches.iter().map(|m| m.found).collect();
        assert_eq!(
            found,
            [
                Found::Ambiguous,
                Found::FideId,
                Found::Name,
                Found::NotInList,
                Found::NameAndBirthYear
            ]
        );
        assert_eq!(match_counts(&matches), (3, 1, 1));
        assert_eq!(matches[0].candidates.len(), 2);
        assert_eq!(
            candidate_text(Lang::De, &matches[0].candidates[0]),
            "Müller,Hans · 1970 · ZPS 10614-1081 · DWZ 1850-42"
        );
        let base = t.edits();
        let edits = apply_matches(&base, &matches, &[]);
        // Eva: DWZ, index and birth year from the list, a member.
        assert_eq!(
            (
                edits[1].dwz.as_str(),
                edits[1].index.as_str(),
                edits[1].birth.as_str(),
                edits[1].member
            ),
            ("1712", "30", "1980", true)
        );
        // Otto: in the list without DWZ: no DWZ (his 1400 is not a DSB rating), a member.
        assert_eq!((edits[2].dwz.as_str(), edits[2].member), ("", true));
        // Nina: not in the list: keeps the file's values, a non-member (WO 3.4.3).
        assert!(!edits[3].member);
        // Hans (ambiguous, not chosen): the file's 1500, a non-member until the user chooses.
        assert_eq!((edits[0].dwz.as_str(), edits[0].member), ("1500", false));
        let chosen = [Some(matches[0].candidates[1].row)];
        let edits = apply_matches(&base, &matches, &chosen);
        assert_eq!(
            (
                edits[0].dwz.as_str(),
                edits[0].index.as_str(),
                edits[0].member
            ),
            ("1600", "12", true)
        );
        // The player table applied: the evaluation sees the list's values and memberships.
        let (applied, errors) = apply(&t.tournament, &edits, "12.12.2026");
        assert!(errors.is_empty(), "{errors:?}");
        let e = evaluate(&applied, &Options::default()).unwrap();
        assert_eq!(e.players[1].ro(), Some(1712.0));
        assert!(e.players[0].stored && !e.players[3].stored);
        // The user corrects a field afterwards: it is what counts.
        let mut edits = edits;
        edits[3].member = true;
        edits[3].dwz = "1300".into();
        let (applied, _) = apply(&t.tournament, &edits, "12.12.2026");
        assert!(applied.players[3].member && applied.players[3].dwz == Some(1300));
    }

    #[test]
    fn a_list_that_cannot_be_read_says_why_in_both_languages() {
        let read = read_player_list(b"ID,ZPS,Spielername\r\n1,2,A\r\n").map(ListIndex::new);
        let ListLoad::Failed { de, en } = ListLoad::of(&read) else {
            panic!()
        };
        assert!(de.contains("die Spalte „DWZ“ fehlt"), "{de}");
        assert!(en.contains("the column \"DWZ\" is missing"), "{en}");
        let loaded = ListLoad::of(&Ok(list()));
        assert_eq!(
            loaded,
            ListLoad::Loaded {
                rows: 4,
                persons: 4
            }
        );
        assert_eq!(ListLoad::read(&loaded.json()), Some(loaded));
    }

    #[test]
    fn the_printed_head_names_the_settings() {
        let (t, _) = loaded();
        let h = report_head_html(Lang::De, &t, Mode::Exact, Date::new(2026, 12, 13).unwrap());
        for s in [
            "Turnierende</dt><dd>12.12.2026",
            "Runden</dt><dd>2",
            "Spieler</dt><dd>3",
            "Gleitkomma",
            "13.12.2026",
        ] {
            assert!(h.contains(s), "{s} in {h}");
        }
    }

    #[test]
    fn restpartien_are_in_words() {
        let g = RestGame {
            opponent_rating: 1640,
            score: 0.0,
            date: Date::new(2026, 12, 12).unwrap(),
        };
        assert_eq!(
            rest_game_words(Lang::De, &g),
            "gegen DWZ 1640 verloren am 12.12.2026"
        );
        assert_eq!(
            rest_game_words(Lang::En, &g),
            "against DWZ 1640 lost on 2026-12-12"
        );
    }
}
