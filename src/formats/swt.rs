//! Swiss-Chess tournament files (`.SWT` of Swiss-Chess 7.x, 8.x and later), individual and team
//! tournaments, into the core's [`Tournament`](crate::dwz::Tournament) with the file's
//! [`Entrant`]s.
//!
//! The layout (offsets as in `shared/reference/swt-structure/`, `700/` for 7.xx, `800/` for
//! 8.xx and later; all numbers little-endian):
//! * A header of settings at fixed places: rounds (byte 1), drawn rounds (5), players (7), the
//!   file version (0x261, e.g. 883 for 8.83), games a round (0x255), cycles (0x258), team
//!   tournament (0x25E), teams (0x534), heading line 1 (0xF5), name (0x316), end date (0x434,
//!   "26.05.2013") and, in 8.x, the round dates (0x2CC1, four bytes a round: days since
//!   30.12.1899, hour, minute).
//! * From 0xF36 (7.x) or 0x3448 (8.x), once a round is drawn: a 19-byte pairing record for each
//!   player and round (rounds × cycles of them, players in the order of their cards), then the
//!   same for the teams of a team tournament.
//! * Then a card for each player (292 bytes in 7.x, 655 in 8.x), then one for each team.
//! * A pairing record: colour (byte 8: 1 white, 3 black, 2 and 4 the same without play, 0 not
//!   paired), the opponent (9-10: the id of his card, byte 0xD9), the result (11, its lowest two
//!   bits: 1 lost, 2 draw, 3 won, 0 none yet), the status (15: 2 or 0x22 kampflos, 3 or 0x33 board
//!   not played, 1 or 0x11 adjourned) and, in team tournaments, the board (18).
//!
//! What becomes of it:
//! * Players: every card but the dummy "spielfrei" against which Swiss-Chess pairs the player who
//!   sits out (byte 0xBD of its card is `f`, or its name is "spielfrei", "bye", "Freilos" or empty). Ids are
//!   the card ids ("1", "2", ...), names as the file writes them ("Nachname,Vorname").
//! * Ratings: the NWZ is the DWZ (R_o); the file gives no index, so the evaluation assumes 6 and
//!   says so (WO 2.2.4). Without an NWZ a FIDE Elo stands in (WO 4.1.2). Every player is a member
//!   until a DSB player list says otherwise.
//! * Games: a pairing with colour and result. Kampflos pairings become games that never count
//!   (`+-`, `-+`, `--`, WO 2.2.5.2) as in the TRF reader; byes, unpaired rounds, boards not played
//!   and pairings without a result are no games. Both players' records of a game must agree.
//! * A team tournament is evaluated as one tournament of its board games (WO 4.2.4.3): the
//!   players of all teams are its players, each with his team's name.
//! * The end: the caller's, else field 71 ("Datum Ende"), else the last round date (8.x), else
//!   [`Problem::NoEndDate`]. A file without players needs none.
//!
//! Every read is bounds-checked: a damaged file is an [`InputError`] (`Truncated`,
//! `NotThisFormat`, `Unsupported`, or the field that is wrong), never a panic. Places are
//! `SWT, Spieler Nr. n` (the n-th card), `Runde r` (the r-th record of a player) and `Byte b`.

use crate::dwz::limits::{self, RATING};
use crate::dwz::{Date, Game, GameResult, Player};
use crate::formats::encoding::{decode_as, Encoding};
use crate::formats::{Bye, Entrant, Imported};
use crate::input::{At, Field, Format, InputError, Place, Problem};
use std::collections::{BTreeMap, HashMap};

/// Length of a pairing record (both layouts).
const PAIRING_LEN: usize = 19;
/// Where the file version stands (2 bytes).
const VERSION_AT: usize = 0x261;
/// Header fields (byte offsets, fields of `field-names/de.csv`).
const ROUNDS_AT: usize = 0x01; // field 1
const DRAWN_AT: usize = 0x05; // field 3
const PLAYERS_AT: usize = 0x07; // field 4
const GAMES_PER_ROUND_AT: usize = 0x255; // field 32
const CYCLES_AT: usize = 0x258; // field 33
const TEAM_AT: usize = 0x25E; // field 35
const TEAMS_AT: usize = 0x534; // field 80
const HEADING: (usize, usize) = (0xF5, 0x130); // field 12
const NAME: (usize, usize) = (0x316, 0x33D); // field 65
const END: (usize, usize) = (0x434, 0x447); // field 71
/// Round dates of 8.x (fields 89, 91, ... 167): 40 rounds, 4 bytes each.
const ROUND_DATES_AT: usize = 0x2CC1;
const ROUND_DATES: usize = 40;
/// Day 0 of the round dates, 30.12.1899, in days from 1.1.1970.
const SERIAL_EPOCH: i64 = -25_569;
/// The end of a tournament without players that gives no date: nothing depends on it.
const EMPTY_END: Date = Date {
    year: 2000,
    month: 1,
    day: 1,
};

/// Fields of a player card (start and last byte, or a single byte).
mod card {
    pub const NAME: (usize, usize) = (0x00, 0x1F); // 2000
    pub const TEAM: (usize, usize) = (0x21, 0x40); // 2001 (club or team)
    pub const TITLE: (usize, usize) = (0x42, 0x44); // 2002
    pub const ELO: (usize, usize) = (0x46, 0x49); // 2003
    pub const NWZ: (usize, usize) = (0x4B, 0x4E); // 2004
    pub const COUNTRY: (usize, usize) = (0x69, 0x6B); // 2006 (Land)
    pub const BIRTH: (usize, usize) = (0x80, 0x89); // 2008
    pub const ZPS: (usize, usize) = (0x99, 0x9D); // 2010
    pub const MEMBER_7: (usize, usize) = (0x9F, 0xA1); // 2011, 7.x
    pub const MEMBER_8: (usize, usize) = (0x9F, 0xA2); // 2011, 8.x
    pub const FIDE_ID_7: (usize, usize) = (0x8B, 0x92); // 2033, 7.x
    pub const FIDE_ID_8: (usize, usize) = (0x144, 0x14F); // 2033, 8.x
    /// `f` marks the dummy "spielfrei".
    pub const BYE_MARK: usize = 0xBD;
    /// The team number of a player (2016), and of a team card (1019).
    pub const TEAM_NO: usize = 0xC9;
    pub const TEAM_CARD_NO: usize = 0xDB;
    /// The id pairings refer to (2020).
    pub const ID: usize = 0xD9;
}

/// The two layouts: 7.x and 8.x (and later).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Layout {
    V7,
    V8,
}

impl Layout {
    /// Where the pairing records (or, before the first round, the cards) start.
    fn start(self) -> usize {
        match self {
            Layout::V7 => 0xF36,
            Layout::V8 => 0x3448,
        }
    }
    /// Length of a player or team card.
    fn card_len(self) -> usize {
        match self {
            Layout::V7 => 292,
            Layout::V8 => 655,
        }
    }
}

/// The settings the reader needs.
#[derive(Debug, Clone, Copy)]
struct Header {
    layout: Layout,
    rounds: usize,
    drawn: usize,
    players: usize,
    games_per_round: u8,
    cycles: usize,
    team: bool,
    teams: usize,
}

/// Where the blocks after the header lie.
#[derive(Debug, Clone, Copy)]
struct Blocks {
    /// Pairing records a player (and team).
    records: usize,
    /// Start of the player cards.
    cards: usize,
}

/// The bytes of a file, read only through bounds-checked accessors.
struct Bytes<'a>(&'a [u8]);

fn swt() -> Place {
    Place::from(At::File("SWT".into()))
}

impl Bytes<'_> {
    fn slice(&self, at: usize, n: usize) -> Result<&[u8], InputError> {
        at.checked_add(n)
            .and_then(|end| self.0.get(at..end))
            .ok_or_else(|| {
                InputError::at(
                    swt().then(At::Byte(at)),
                    "",
                    Problem::Truncated {
                        needed: at.saturating_add(n),
                        len: self.0.len(),
                    },
                )
            })
    }

    fn byte(&self, at: usize) -> Result<u8, InputError> {
        Ok(self.slice(at, 1)?[0])
    }

    fn u16(&self, at: usize) -> Result<u16, InputError> {
        let b = self.slice(at, 2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    /// A text field from `first` to `last` (inclusive): up to its first NUL (what follows is left
    /// over from earlier entries), Windows-1252, trimmed.
    fn text(&self, at: usize, (first, last): (usize, usize)) -> Result<String, InputError> {
        let raw = self.slice(at.saturating_add(first), last + 1 - first)?;
        let end = raw.iter().position(|&b| b == 0).unwrap_or(raw.len());
        Ok(decode_as(&raw[..end], Encoding::Windows1252)
            .trim()
            .to_string())
    }
}

/// A number field of the header as usize.
fn count(b: &Bytes, at: usize) -> Result<usize, InputError> {
    Ok(usize::from(b.u16(at)?))
}

/// The version (e.g. 883) and its layout; versions before 7.00 are not supported, and a number
/// no Swiss-Chess ever wrote means the file is no SWT.
///
/// ```text
/// 750 -> 7.x, 883 -> 8.x, 1020 -> 8.x, 610 -> Unsupported("6.10"), 8224 -> NotThisFormat
/// ```
fn layout(version: u16) -> Result<Layout, InputError> {
    let place = swt().then(At::Byte(VERSION_AT));
    match version {
        700..=799 => Ok(Layout::V7),
        800..=2999 => Ok(Layout::V8),
        100..=699 => Err(InputError::new(
            place,
            Field::Version,
            "",
            Problem::Unsupported(format!("{}.{:02}", version / 100, version % 100)),
        )),
        _ => Err(InputError::at(
            place,
            "",
            Problem::NotThisFormat(Format::Swt),
        )),
    }
}

fn read_header(b: &Bytes) -> Result<Header, InputError> {
    // Too short to hold a version: truncated (any SWT has at least the 7.x header).
    // Shorter than the header of any Swiss-Chess file: no SWT at all.
    if b.0.len() < VERSION_AT + 2 {
        return Err(InputError::at(
            swt(),
            "",
            Problem::NotThisFormat(Format::Swt),
        ));
    }
    let layout = layout(b.u16(VERSION_AT)?)?;
    if b.0.len() < layout.start() {
        return Err(InputError::at(
            swt(),
            "",
            Problem::Truncated {
                needed: layout.start(),
                len: b.0.len(),
            },
        ));
    }
    Ok(Header {
        layout,
        rounds: count(b, ROUNDS_AT)?,
        drawn: count(b, DRAWN_AT)?,
        players: count(b, PLAYERS_AT)?,
        games_per_round: b.byte(GAMES_PER_ROUND_AT)?,
        cycles: usize::from(b.byte(CYCLES_AT)?.max(1)),
        team: b.byte(TEAM_AT)? != 0,
        teams: count(b, TEAMS_AT)?,
    })
}

/// Where the cards start, from the records a player has: `(least length, exact length)` of a
/// file with `records` records a player. Pairing records exist for the players and, in a team
/// tournament, for its teams; cards for both (team cards also where Swiss-Chess keeps them in an
/// individual tournament: they make up the exact length only).
///
/// With 24 players, 9 rounds, 8.x: 13384 + 24 · 9 · 19 = 17488 (cards), + 24 · 655 = 33208.
fn sizes(h: &Header, records: usize) -> (usize, u64, u64) {
    let card = h.layout.card_len() as u64;
    let paired_teams = if h.team { h.teams } else { 0 };
    let cards = h.layout.start() as u64
        + records as u64 * (h.players + paired_teams) as u64 * PAIRING_LEN as u64;
    let least = cards + h.players as u64 * card + paired_teams as u64 * card;
    let exact = cards + (h.players + h.teams) as u64 * card;
    (usize::try_from(cards).unwrap_or(usize::MAX), least, exact)
}

/// How many records a player has: rounds × cycles once a round is drawn (else none). The file's
/// length decides between that and the neighbouring counts some files have (rounds of one cycle,
/// one spare record); where none fits exactly, the first that the file holds is taken.
fn blocks(h: &Header, len: usize) -> Result<Blocks, InputError> {
    let all = h.rounds * h.cycles;
    let candidates = if h.drawn == 0 {
        [0, all, all]
    } else {
        [all, h.rounds, all + 1]
    };
    let len64 = len as u64;
    let exact = candidates.iter().find(|&&r| sizes(h, r).2 == len64);
    let chosen = match exact {
        Some(&r) => r,
        None => {
            let (_, least, _) = sizes(h, candidates[0]);
            if least > len64 {
                return Err(InputError::at(
                    swt(),
                    "",
                    Problem::Truncated {
                        needed: usize::try_from(least).unwrap_or(usize::MAX),
                        len,
                    },
                ));
            }
            candidates[0]
        }
    };
    Ok(Blocks {
        records: chosen,
        cards: sizes(h, chosen).0,
    })
}

/// A rating field (Elo, NWZ): blank or 0 is none; else a whole number in 1..=3500.
fn rating(text: &str, place: &Place, field: Field) -> Result<Option<u32>, InputError> {
    if text.bytes().all(|c| c == b'0') {
        return Ok(None);
    }
    match text.parse::<u32>() {
        Ok(r) if limits::rating_ok(r) => Ok(Some(r)),
        Ok(r) => Err(InputError::out_of_range(
            place.clone(),
            field,
            r,
            RATING.0,
            RATING.1,
        )),
        Err(_) => Err(InputError::new(
            place.clone(),
            field,
            text,
            Problem::NotAWholeNumber,
        )),
    }
}

/// The FIDE ID: blank or 0 is none.
fn fide_id(text: &str, place: &Place) -> Result<Option<u64>, InputError> {
    if text.bytes().all(|c| c == b'0') {
        return Ok(None);
    }
    text.parse::<u64>()
        .map(Some)
        .map_err(|_| InputError::new(place.clone(), Field::FideId, text, Problem::NotAWholeNumber))
}

/// The birth date as Swiss-Chess writes it: `19860615`, a bare year `1982`, or `15.06.1986` /
/// `1986-06-15`; blank or zeros are none, `19860000` is the year alone.
///
/// ```text
/// "19860615" -> (1986-06-15, 1986), "1982" -> (none, 1982), "" -> (none, none)
/// ```
fn birth(text: &str, place: &Place) -> Result<(Option<Date>, Option<i32>), InputError> {
    if text.bytes().all(|c| c == b'0') {
        return Ok((None, None));
    }
    let digits = text.bytes().all(|c| c.is_ascii_digit());
    let number = |s: &str| s.parse::<i32>().ok();
    let parsed = match (digits, text.len()) {
        (true, 4) => number(text).map(|y| (None, Some(y))),
        (true, 8) if &text[4..] == "0000" => number(&text[..4]).map(|y| (None, Some(y))),
        (true, 8) => Date::new(
            number(&text[..4]).unwrap_or(0),
            number(&text[4..6])
                .and_then(|m| u8::try_from(m).ok())
                .unwrap_or(0),
            number(&text[6..])
                .and_then(|d| u8::try_from(d).ok())
                .unwrap_or(0),
        )
        .map(|d| (Some(d), Some(d.year))),
        _ => Date::parse(text).map(|d| (Some(d), Some(d.year))),
    };
    parsed.ok_or_else(|| InputError::new(place.clone(), Field::BirthDate, text, Problem::NotADate))
}

/// Days since 30.12.1899 (the round dates of 8.x); 0 is no date.
///
/// ```text
/// 41413 -> 2013-05-19, 1 -> 1899-12-31, 0 -> none
/// ```
fn serial_date(days: u16) -> Option<Date> {
    if days == 0 {
        return None;
    }
    Date::from_days_since_1970(i64::from(days) + SERIAL_EPOCH)
}

/// A date as typed in a text field ("26.05.2013", "2013-05-26", "26. 5. 2013", ...).
fn text_date(text: &str) -> Option<Date> {
    Date::parse(text).or_else(|| crate::formats::trf::parse_trf_date(text))
}

/// The last of the round dates of an 8.x file (of the rounds it stores).
fn last_round_date(b: &Bytes, h: &Header, records: usize) -> Result<Option<Date>, InputError> {
    if h.layout != Layout::V8 {
        return Ok(None);
    }
    let mut last = None;
    for k in 0..records.min(ROUND_DATES) {
        last = last.max(serial_date(b.u16(ROUND_DATES_AT + 4 * k)?));
    }
    Ok(last)
}

/// The end (see the module docs).
fn end_date(
    b: &Bytes,
    h: &Header,
    blocks: &Blocks,
    has_players: bool,
    given: Option<Date>,
) -> Result<Date, InputError> {
    if let Some(d) = given {
        return Ok(d);
    }
    let text = b.text(0, END)?;
    if let Some(d) = text_date(&text) {
        return Ok(d);
    }
    if let Some(d) = last_round_date(b, h, blocks.records)? {
        return Ok(d);
    }
    let place = swt().then(At::Byte(END.0));
    match (has_players, text.is_empty()) {
        (false, _) => Ok(EMPTY_END),
        (true, true) => Err(InputError::new(
            place,
            Field::EndDate,
            "",
            Problem::NoEndDate,
        )),
        (true, false) => Err(InputError::new(
            place,
            Field::EndDate,
            text,
            Problem::NotADate,
        )),
    }
}

/// A player card as read.
struct Card {
    id: u16,
    /// The dummy "spielfrei".
    bye: bool,
    team_no: u16,
    /// The card's own club or team field (2001).
    team_field: String,
    entrant: Entrant,
}

fn some(text: String) -> Option<String> {
    (!text.is_empty()).then_some(text)
}

/// The k-th player card (0-based) at `at`.
fn read_card(b: &Bytes, layout: Layout, at: usize, k: usize) -> Result<Card, InputError> {
    let place = swt().then(At::PlayerNo(k + 1));
    let name = b.text(at, card::NAME)?;
    let mark = b.byte(at + card::BYE_MARK)?;
    let bye = mark == b'f' || name.trim().is_empty() || crate::formats::trf::is_bye_name(&name);
    let id = b.u16(at + card::ID)?;
    let team_no = b.u16(at + card::TEAM_NO)?;
    let team_field = b.text(at, card::TEAM)?;
    if bye {
        let entrant = Entrant::default();
        return Ok(Card {
            id,
            bye,
            team_no,
            team_field,
            entrant,
        });
    }
    let (member, fide) = match layout {
        Layout::V7 => (card::MEMBER_7, card::FIDE_ID_7),
        Layout::V8 => (card::MEMBER_8, card::FIDE_ID_8),
    };
    let (birth_date, birth_year) = birth(&b.text(at, card::BIRTH)?, &place)?;
    let entrant = Entrant {
        name: Some(name),
        title: some(b.text(at, card::TITLE)?),
        fide_id: fide_id(&b.text(at, fide)?, &place)?,
        fide_rating: rating(&b.text(at, card::ELO)?, &place, Field::FideRating)?,
        national_rating: rating(&b.text(at, card::NWZ)?, &place, Field::NationalRating)?,
        birth_date,
        birth_year,
        club: some(b.text(at, card::ZPS)?),
        member_number: some(b.text(at, member)?),
        team: None,
        federation: some(b.text(at, card::COUNTRY)?),
        dsb_id: None,
        byes: Vec::new(),
    };
    Ok(Card {
        id,
        bye,
        team_no,
        team_field,
        entrant,
    })
}

/// The names of the teams by their number (team cards follow the player cards).
fn team_names(b: &Bytes, h: &Header, blocks: &Blocks) -> Result<HashMap<u16, String>, InputError> {
    let len = h.layout.card_len();
    let first = blocks.cards + h.players * len;
    let mut names = HashMap::new();
    for t in 0..h.teams {
        let at = first + t * len;
        let name = b.text(at, card::NAME)?;
        if !name.is_empty() {
            names.insert(b.u16(at + card::TEAM_CARD_NO)?, name);
        }
    }
    Ok(names)
}

/// One player's record of a game, as the file writes it.
#[derive(Debug, Clone, Copy)]
struct Entry {
    /// Card positions (0-based) of the player and his opponent.
    player: usize,
    opponent: usize,
    white: bool,
    kampflos: bool,
    /// The result's two bits: 0 none, 1 lost, 2 draw, 3 won.
    code: u8,
}

/// The result code as shown in messages.
fn shown(code: u8) -> &'static str {
    match code {
        1 => "0",
        2 => "½",
        3 => "1",
        _ => "?",
    }
}

/// The other player's code of the same game.
fn mirror(code: u8) -> u8 {
    match code {
        1 => 3,
        3 => 1,
        other => other,
    }
}

/// The game from white's and black's codes (WO 2.2.5.2: results without play never count):
/// `Ok(None)` no game (no result yet), `Err(())` the two codes contradict each other.
///
/// ```text
/// played:   (3,1) 1-0, (1,3) 0-1, (2,2) ½-½, (1,1) (2,1) (1,2) irregular: --, (0,0) no game
/// kampflos: (3,1) +-, (1,3) -+, else --
/// (3,3), (3,2), (2,3), (0,x≠0): contradict
/// ```
fn game_result(white: u8, black: u8, kampflos: bool) -> Result<Option<GameResult>, ()> {
    match (white, black) {
        (0, 0) if kampflos => return Ok(Some(GameResult::DoubleForfeit)),
        (0, 0) => return Ok(None),
        (0, _) | (_, 0) => return Err(()),
        // In half points: 1 -> 0, 2 -> 1, 3 -> 2; together more than one point is impossible.
        (w, b) if (w - 1) + (b - 1) > 2 => return Err(()),
        _ => {}
    }
    Ok(Some(match (white, black, kampflos) {
        (3, 1, false) => GameResult::WhiteWins,
        (1, 3, false) => GameResult::BlackWins,
        (2, 2, false) => GameResult::Draw,
        (3, 1, true) => GameResult::WhiteForfeit,
        (1, 3, true) => GameResult::BlackForfeit,
        _ => GameResult::DoubleForfeit,
    }))
}

/// What a pairing record holds: a game, or a bye with the points the file gives for it (in half
/// points).
enum Read {
    Game(Entry),
    Bye(Option<u8>),
}

/// The k-th record (0-based) of the card at position `player`: `None` where it is nothing (not
/// paired, board not played); a bye where the opponent is none or the dummy "spielfrei".
fn read_entry(
    b: &Bytes,
    at: usize,
    player: usize,
    round: usize,
    positions: &HashMap<u16, usize>,
    byes: &[u16],
) -> Result<Option<Read>, InputError> {
    let place = swt()
        .then(At::PlayerNo(player + 1))
        .then(At::Round(round + 1));
    let Some((white, kampflos_colour)) = entry_colour(b, at, &place)? else {
        return Ok(None);
    };
    let Some(kampflos_status) = entry_kampflos(b, at, &place)? else {
        return Ok(None);
    };
    let id = b.u16(at + 9)?;
    if id == 0 || byes.contains(&id) {
        // The result's two bits: 1 lost, 2 draw, 3 won; 0 none.
        let code = b.byte(at + 11)? & 0x03;
        return Ok(Some(Read::Bye(code.checked_sub(1))));
    }
    let opponent = *positions.get(&id).ok_or_else(|| {
        InputError::new(
            place.then(At::Byte(at + 9)),
            Field::Opponent,
            id.to_string(),
            Problem::UnknownPlayer,
        )
    })?;
    if opponent == player {
        return Err(InputError::new(
            place,
            Field::Opponent,
            id.to_string(),
            Problem::PlaysHimself,
        ));
    }
    Ok(Some(Read::Game(Entry {
        player,
        opponent,
        white,
        kampflos: kampflos_colour || kampflos_status,
        code: b.byte(at + 11)? & 0x03,
    })))
}

/// Byte 8 of a pairing record: (white, kampflos) for 1 white, 3 black, 2 and 4 the same without
/// play; `None` for 0, not paired.
fn entry_colour(b: &Bytes, at: usize, place: &Place) -> Result<Option<(bool, bool)>, InputError> {
    match b.byte(at + 8)? {
        0 => Ok(None),
        1 => Ok(Some((true, false))),
        2 => Ok(Some((true, true))),
        3 => Ok(Some((false, false))),
        4 => Ok(Some((false, true))),
        c => Err(InputError::new(
            place.then(At::Byte(at + 8)),
            Field::Colour,
            "",
            Problem::Unsupported(format!("{c:#04x}")),
        )),
    }
}

/// Byte 15 of a pairing record: whether the game was kampflos (2 or 0x22); `None` for a board
/// not played (3 or 0x33); 0, 1 or 0x11 (adjourned) is a game played.
fn entry_kampflos(b: &Bytes, at: usize, place: &Place) -> Result<Option<bool>, InputError> {
    match b.byte(at + 15)? {
        0x00 | 0x01 | 0x11 => Ok(Some(false)),
        0x02 | 0x22 => Ok(Some(true)),
        0x03 | 0x33 => Ok(None),
        s => Err(InputError::new(
            place.then(At::Byte(at + 15)),
            Field::Result,
            "",
            Problem::Unsupported(format!("Status {s:#04x}")),
        )),
    }
}

/// The two records of a game, white's and black's.
#[derive(Default)]
struct Pair {
    white: Option<Entry>,
    black: Option<Entry>,
}

/// The games of a file and its byes, each with the position of the player who had it.
type GamesAndByes = (Vec<Game>, Vec<(usize, Bye)>);

/// The games from the pairing records of the real players (positions in `cards`), and their
/// byes (by position).
fn read_games(
    b: &Bytes,
    h: &Header,
    blocks: &Blocks,
    cards: &[Card],
) -> Result<GamesAndByes, InputError> {
    let mut games = Vec::new();
    let (pairs, byes) = read_pairs(b, h, blocks, cards)?;
    for ((round, _, _), pair) in pairs {
        if let Some(game) = pair_game(round, &pair, cards)? {
            games.push(game);
        }
    }
    Ok((games, byes))
}

/// Games paired up by round and the two players.
type Pairs = BTreeMap<(usize, usize, usize), Pair>;

/// The records of the real players, paired by round and the two players (no two records of a
/// game may claim the same colour), and their byes (by position).
fn read_pairs(
    b: &Bytes,
    h: &Header,
    blocks: &Blocks,
    cards: &[Card],
) -> Result<(Pairs, Vec<(usize, Bye)>), InputError> {
    let positions: HashMap<u16, usize> = cards
        .iter()
        .enumerate()
        .filter(|(_, c)| !c.bye)
        .map(|(k, c)| (c.id, k))
        .collect();
    let byes: Vec<u16> = cards.iter().filter(|c| c.bye).map(|c| c.id).collect();
    let mut pairs = Pairs::new();
    let mut sat_out = Vec::new();
    for (player, _) in cards.iter().enumerate().filter(|(_, c)| !c.bye) {
        for round in 0..blocks.records {
            let at = h.layout.start() + (player * blocks.records + round) * PAIRING_LEN;
            let e = match read_entry(b, at, player, round, &positions, &byes)? {
                Some(Read::Game(e)) => e,
                Some(Read::Bye(half_points)) => {
                    let round = round as u32 + 1;
                    sat_out.push((player, Bye { round, half_points }));
                    continue;
                }
                None => continue,
            };
            let key = (round, player.min(e.opponent), player.max(e.opponent));
            add_to_pair(pairs.entry(key).or_default(), e, round, cards)?;
        }
    }
    Ok((pairs, sat_out))
}

/// Puts a record in its pair by its colour, unless the other record claims the same.
fn add_to_pair(pair: &mut Pair, e: Entry, round: usize, cards: &[Card]) -> Result<(), InputError> {
    let slot = if e.white {
        &mut pair.white
    } else {
        &mut pair.black
    };
    if let Some(other) = slot {
        let colour = if e.white { "w" } else { "b" };
        return Err(InputError::new(
            swt()
                .then(At::PlayerNo(e.player + 1))
                .then(At::Round(round + 1)),
            Field::Colour,
            colour,
            Problem::OpponentDisagrees {
                opponent: card_id(cards, other.player),
                other: colour.into(),
            },
        ));
    }
    *slot = Some(e);
    Ok(())
}

/// The game of a pair (WO 2.2.5.2 as in [`game_result`]): a result given on one side only is
/// mirrored to the other; `None` where there is no result yet.
fn pair_game(round: usize, pair: &Pair, cards: &[Card]) -> Result<Option<Game>, InputError> {
    let (white, black) = match (pair.white, pair.black) {
        (Some(w), _) => (w.player, w.opponent),
        (None, Some(b)) => (b.opponent, b.player),
        (None, None) => return Ok(None),
    };
    let w = pair.white.map(|e| e.code);
    let bl = pair.black.map(|e| e.code);
    let (wc, bc) = (
        w.or(bl.map(mirror)).unwrap_or(0),
        bl.or(w.map(mirror)).unwrap_or(0),
    );
    let kampflos = pair.white.is_some_and(|e| e.kampflos) || pair.black.is_some_and(|e| e.kampflos);
    match game_result(wc, bc, kampflos) {
        Ok(result) => Ok(result.map(|result| Game {
            white: card_id(cards, white),
            black: card_id(cards, black),
            result,
            round: u32::try_from(round + 1).ok(),
        })),
        Err(()) => Err(InputError::new(
            swt()
                .then(At::PlayerNo(white + 1))
                .then(At::Round(round + 1)),
            Field::Result,
            shown(wc),
            Problem::OpponentDisagrees {
                opponent: card_id(cards, black),
                other: shown(bc).into(),
            },
        )),
    }
}

/// The id of the card at `position`, as the players' ids are written.
fn card_id(cards: &[Card], position: usize) -> String {
    cards
        .get(position)
        .map(|c| c.id.to_string())
        .unwrap_or_default()
}

/// Checks that the real players' ids are set and unique (pairings refer to them).
fn check_ids(cards: &[Card]) -> Result<(), InputError> {
    let mut seen = HashMap::new();
    for (k, c) in cards.iter().enumerate() {
        let place = swt().then(At::PlayerNo(k + 1));
        if c.id == 0 && !c.bye {
            return Err(InputError::out_of_range(
                place,
                Field::StartRank,
                0,
                1,
                u16::MAX,
            ));
        }
        if c.id != 0 && seen.insert(c.id, k).is_some() {
            return Err(InputError::new(
                place,
                Field::StartRank,
                c.id.to_string(),
                Problem::Duplicate,
            ));
        }
    }
    Ok(())
}

/// What an SWT file says of its tournament beyond its players and games (for the DSB's report):
/// name (65, else the heading), location (66), arbiter (67), start (70) and end (71) as typed,
/// the time control's periods (72 to 74, joined by ", "), the rounds (1), the mode (31: 0 Swiss,
/// 1 round robin, 2 knock-out, 3 Scheveningen), whether it is a team tournament (35) and, in
/// 8.x, the round dates.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SwtHead {
    /// The tournament's name (65, else the heading).
    pub name: Option<String>,
    /// Where it was played (66).
    pub location: Option<String>,
    /// The arbiter (67).
    pub arbiter: Option<String>,
    /// The first day (70).
    pub start: Option<Date>,
    /// The last day (71).
    pub end: Option<Date>,
    /// The time control's periods, joined by ", " (72 to 74).
    pub time_control: Option<String>,
    /// The number of rounds (1).
    pub rounds: usize,
    /// The mode (31): 0 Swiss, 1 round robin, 2 knock-out, 3 Scheveningen.
    pub mode: u8,
    /// True for a team tournament (35).
    pub team: bool,
    /// The date of each round (8.x), where the file has them.
    pub round_dates: Vec<Option<Date>>,
}

/// Reads an SWT file's head ([`SwtHead`]); errors as [`read_swt`]'s.
pub fn read_swt_head(bytes: &[u8]) -> Result<SwtHead, InputError> {
    let b = Bytes(bytes);
    let h = read_header(&b)?;
    let periods: Vec<String> = [(0x449, 0x45C), (0x45E, 0x471), (0x473, 0x487)]
        .iter()
        .map(|&range| b.text(0, range))
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .filter(|p| !p.is_empty())
        .collect();
    let mut round_dates = Vec::new();
    if h.layout == Layout::V8 {
        for k in 0..h.rounds.min(ROUND_DATES) {
            round_dates.push(serial_date(b.u16(ROUND_DATES_AT + 4 * k)?));
        }
    }
    Ok(SwtHead {
        name: some(b.text(0, NAME)?).or(some(b.text(0, HEADING)?)),
        location: some(b.text(0, (0x33F, 0x366))?),
        arbiter: some(b.text(0, (0x368, 0x3A3))?),
        start: text_date(&b.text(0, (0x41F, 0x432))?),
        end: text_date(&b.text(0, END)?),
        time_control: (!periods.is_empty()).then(|| periods.join(", ")),
        rounds: h.rounds,
        mode: b.byte(0x254)?,
        team: h.team,
        round_dates,
    })
}

/// Reads an SWT file; `end`, where given, replaces the file's end date.
///
/// ```
/// use wertung::input::{Format, Problem};
/// // Too short for an SWT header: no SWT; a header of 8.83 without the rest: cut off.
/// let e = wertung::formats::swt::read_swt(&[0xff; 100], None).unwrap_err();
/// assert_eq!(e.problem, Problem::NotThisFormat(Format::Swt));
/// let mut header = vec![0u8; 3000];
/// header[0x261..0x263].copy_from_slice(&883u16.to_le_bytes());
/// let e = wertung::formats::swt::read_swt(&header, None).unwrap_err();
/// assert!(matches!(e.problem, Problem::Truncated { len: 3000, .. }));
/// ```
pub fn read_swt(bytes: &[u8], end: Option<Date>) -> Result<Imported, InputError> {
    let b = Bytes(bytes);
    let h = read_header(&b)?;
    if h.games_per_round > 1 && !h.team {
        return Err(InputError::new(
            swt().then(At::Byte(GAMES_PER_ROUND_AT)),
            Field::Column("Partien/Runde"),
            h.games_per_round.to_string(),
            Problem::Unsupported(h.games_per_round.to_string()),
        ));
    }
    let blocks = blocks(&h, bytes.len())?;
    let len = h.layout.card_len();
    let cards = (0..h.players)
        .map(|k| read_card(&b, h.layout, blocks.cards + k * len, k))
        .collect::<Result<Vec<Card>, InputError>>()?;
    check_ids(&cards)?;
    let teams = if h.team {
        team_names(&b, &h, &blocks)?
    } else {
        HashMap::new()
    };
    let (games, byes) = read_games(&b, &h, &blocks, &cards)?;
    let has_players = cards.iter().any(|c| !c.bye);
    if !has_players {
        return Err(InputError::at(swt(), "", Problem::NoPlayers));
    }
    let end_date = end_date(&b, &h, &blocks, has_players, end)?;
    let name = some(b.text(0, NAME)?)
        .or(some(b.text(0, HEADING)?))
        .unwrap_or_default();

    let mut players = Vec::new();
    let mut entrants = Vec::new();
    for (k, c) in cards.into_iter().enumerate().filter(|(_, c)| !c.bye) {
        let mut entrant = c.entrant;
        entrant.byes = byes
            .iter()
            .filter(|(p, _)| *p == k)
            .map(|(_, b)| *b)
            .collect();
        if h.team {
            entrant.team = teams.get(&c.team_no).cloned().or(some(c.team_field));
        }
        let mut player = Player::new(c.id.to_string());
        player.name.clone_from(&entrant.name);
        // WO 4.1.2: without a DWZ (NWZ) the FIDE Elo stands in; the index is not in the file.
        player.dwz = entrant.national_rating.or(entrant.fide_rating);
        player.birth_year = entrant.birth_year;
        players.push(player);
        entrants.push(entrant);
    }
    Imported::checked(name, end_date, players, games, entrants)
}

#[cfg(test)]
mod tests;
