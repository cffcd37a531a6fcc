//! FIDE Tournament Report File (TRF-16 and TRF-26, whose player records share the columns)
//! into the core's [`Tournament`].
//!
//! * Player lines `001`: start rank (columns 5-8), name (15-47), FIDE rating (49-52), birth date
//!   (70-79, `1969/12/06`, old-style `1969.12.06` or a bare year), then one 10-column block a
//!   round from column 91: opponent (92-95), colour (97, `w`/`b`/`-`), result (99).
//! * Results: `1`, `0`, `=` count; `+`/`-` (forfeits, WO 2.2.5.2) and `W`/`D`/`L` (unplayed,
//!   not rated) become games that do not count; byes `H`, `F`, `U`, `Z` and blank rounds are no
//!   games.
//! * A FIDE rating stands in as R_o; the index is left open, so the evaluation takes 6 and says
//!   so (WO 4.1.2, 2.2.4). Players without rating have no R_o.
//! * TRF-26 National Rating Support records of the German federation (`GER`, same columns as
//!   `001`, national rating in 49-52) carry the DWZ: it replaces the FIDE rating as R_o (its
//!   index is not in the file). `###` comment lines and other records are read over.
//! * `012` is the name, `052` the end date (`2005/07/31`, `31. 07. 2005`, `31.07.2005`,
//!   `Jun 26, 2020`, ...). Where `052` is missing or blank, the last of the round dates in `132`
//!   (`YY/MM/DD` from column 92, one a round) is the end; the caller may also give the end
//!   ([`read_trf_with_end`], the CLI's `--end-date`). `XX` lines and other records are read over.
//!
//! Every bad line is an error naming the line, the column and what was found there.

use crate::dwz::limits::{self, RATING};
use crate::dwz::{Date, Game, GameResult, Player, Tournament};
use crate::formats::{Bye, Entrant, Imported};
use crate::input::{Allowed, At, Field, InputError, Problem};
use std::collections::{BTreeMap, BTreeSet};

/// A player's entry for one round, as written on his line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Entry {
    round: usize,
    /// The opponent's start rank.
    opponent: u32,
    /// `w`, `b`, `-` or blank.
    colour: u8,
    /// The result code, upper case (`1 0 = + - W D L`).
    result: u8,
    /// Where the entry stands: its line and the column of the opponent.
    line: usize,
    column: usize,
}

/// An error at `line` and `column`: `found` (trimmed) is wrong for `field`.
fn err(line: usize, column: usize, field: Field, found: &str, problem: Problem) -> InputError {
    InputError::new(
        [At::Line(line), At::Column(column)],
        field,
        found.trim(),
        problem,
    )
}

/// The characters of a line from column `from` to `to` (1-based, inclusive), or less if the line
/// is shorter.
fn cols(line: &[char], from: usize, to: usize) -> String {
    line.iter().skip(from - 1).take(to + 1 - from).collect()
}

/// The whitespace-separated words of `text` with their 1-based columns (`text` starts at `first`).
fn tokens_with_columns(text: &str, first: usize) -> Vec<(&str, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (k, (i, ch)) in text.char_indices().enumerate() {
        match (ch.is_whitespace(), start) {
            (false, None) => start = Some((i, k)),
            (true, Some((s, c))) => {
                out.push((&text[s..i], first + c));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((s, c)) = start {
        out.push((&text[s..], first + c));
    }
    out
}

/// The start rank in columns 5-8.
fn start_rank(line: &[char], line_no: usize) -> Result<u32, InputError> {
    let start = cols(line, 5, 8);
    start.trim().parse().map_err(|_| {
        err(
            line_no,
            5,
            Field::StartRank,
            &start,
            Problem::NotAWholeNumber,
        )
    })
}

/// A rating in columns 49-52 (FIDE in `001`, national in `GER`); blank or 0: none.
fn rating_at(line: &[char], line_no: usize, field: Field) -> Result<Option<u32>, InputError> {
    let text = cols(line, 49, 52);
    match text.trim() {
        "" | "0" => Ok(None),
        r => match r.parse::<u32>() {
            Ok(r) if limits::rating_ok(r) => Ok(Some(r)),
            Ok(_) => Err(err(
                line_no,
                49,
                field,
                &text,
                Problem::OutOfRange {
                    lo: RATING.0.into(),
                    hi: RATING.1.into(),
                },
            )),
            Err(_) => Err(err(line_no, 49, field, &text, Problem::NotAWholeNumber)),
        },
    }
}

/// A FIDE ID in columns 58-68; blank, 0 or not a number: none (older files put other things
/// there, and the evaluation does not need it).
fn fide_id_at(line: &[char]) -> Option<u64> {
    cols(line, 58, 68)
        .trim()
        .parse::<u64>()
        .ok()
        .filter(|&id| id != 0)
}

/// The months as `052` may name them (`Jul 31, 2005`, `31 July 2005`): their first letters.
const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

/// Reads the dates TRF files carry in `042` / `052`.
///
/// ```
/// use wertung::formats::trf::parse_trf_date;
/// let d = wertung::dwz::Date::parse("2005-07-31");
/// assert_eq!(parse_trf_date("31. 07. 2005"), d);
/// assert_eq!(parse_trf_date("2005/07/31"), d);
/// assert_eq!(parse_trf_date("Jul 31, 2005"), d);
/// assert_eq!(parse_trf_date("31 July 2005"), d);
/// assert_eq!(parse_trf_date("tomorrow"), None);
/// ```
pub fn parse_trf_date(text: &str) -> Option<Date> {
    let t = text.trim().to_ascii_lowercase();
    let month_name = MONTHS
        .iter()
        .position(|m| t.contains(m))
        .map(|m| m as u8 + 1);
    let numbers: Vec<i32> = t
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .filter_map(|s| s.parse().ok())
        .collect();
    match (month_name, numbers.as_slice()) {
        (Some(m), [a, b]) if *b > 31 => Date::new(*b, m, u8::try_from(*a).ok()?),
        (Some(m), [a, b]) if *a > 31 => Date::new(*a, m, u8::try_from(*b).ok()?),
        (None, [y, m, d]) if *y > 31 => {
            Date::new(*y, u8::try_from(*m).ok()?, u8::try_from(*d).ok()?)
        }
        (None, [d, m, y]) if *y > 31 => {
            Date::new(*y, u8::try_from(*m).ok()?, u8::try_from(*d).ok()?)
        }
        _ => None,
    }
}

/// A round date of record `132`: `YY/MM/DD` as TRF-16 writes it (two-digit years are 20YY below
/// 70, else 19YY), or any date [`parse_trf_date`] reads.
///
/// ```
/// use wertung::formats::trf::parse_round_date;
/// assert_eq!(parse_round_date("05/07/31"), wertung::dwz::Date::parse("2005-07-31"));
/// assert_eq!(parse_round_date("98/01/02"), wertung::dwz::Date::parse("1998-01-02"));
/// assert_eq!(parse_round_date("2021/03/06"), wertung::dwz::Date::parse("2021-03-06"));
/// assert_eq!(parse_round_date("05/13/31"), None);
/// ```
pub fn parse_round_date(text: &str) -> Option<Date> {
    let parts: Vec<&str> = text.trim().split(['/', '.', '-']).collect();
    if let [y, m, d] = parts.as_slice() {
        if y.len() == 2 {
            let y: i32 = y.parse().ok()?;
            let year = if y < 70 { 2000 + y } else { 1900 + y };
            return Date::new(year, m.parse().ok()?, d.parse().ok()?);
        }
    }
    parse_trf_date(text)
}

/// The opposite result code on the opponent's line.
fn mirror(result: u8) -> u8 {
    match result {
        b'1' => b'0',
        b'0' => b'1',
        b'+' => b'-',
        b'-' => b'+',
        b'W' => b'L',
        b'L' => b'W',
        other => other,
    }
}

/// Reads a TRF file (see the module docs).
///
/// ```
/// let trf = "012 Test\n052 2026/12/12\n\
/// 001    1      A                                 2000                             1.0    1     2 w 1\n\
/// 001    2      B                                                                  0.0    2     1 b 0\n";
/// let t = wertung::formats::trf::read_trf(trf).unwrap();
/// assert_eq!(t.players[0].dwz, Some(2000));
/// assert_eq!(t.games.len(), 1);
/// ```
pub fn read_trf(text: &str) -> Result<Tournament, InputError> {
    read_trf_with_end(text, None)
}

/// Reads a TRF file; `end`, where given, is the tournament end instead of the file's.
///
/// ```
/// use wertung::dwz::Date;
/// let trf = "012 Test\n132                                                                                        26/12/05  26/12/12\n\
/// 001    1      A                                 2000                             1.0    1     2 w 1\n\
/// 001    2      B                                                                  0.0    2     1 b 0\n";
/// let t = wertung::formats::trf::read_trf_with_end(trf, None).unwrap();
/// assert_eq!(Some(t.end_date), Date::parse("2026-12-12")); // the last round date
/// let t = wertung::formats::trf::read_trf_with_end(trf, Date::parse("2026-12-31")).unwrap();
/// assert_eq!(Some(t.end_date), Date::parse("2026-12-31"));
/// ```
pub fn read_trf_with_end(text: &str, end: Option<Date>) -> Result<Tournament, InputError> {
    read_trf_imported(text, end).map(|i| i.tournament)
}

/// Reads a TRF file (as [`read_trf_with_end`]) with what it says of each player beyond the
/// evaluation's fields: name, title (columns 11-13, as written: `g`, `GM`, ...), FIDE rating,
/// FIDE ID (58-68), birth date or year (70-79) and the national rating of a `GER` record, for
/// finding him in the DSB's player list ([`crate::formats::dsb_list::matching`]).
///
/// ```
/// let trf = "012 Test\n052 2026/12/12\n\
/// 001    1    g Carlsen,Magnus                    2823 NOR     1503014 1990/11/30  1.0    1     2 w 1\n\
/// 001    2      B                                                                  0.0    2     1 b 0\n";
/// let i = wertung::formats::trf::read_trf_imported(trf, None).unwrap();
/// let e = &i.entrants[0];
/// assert_eq!((e.name.as_deref(), e.title.as_deref()), (Some("Carlsen,Magnus"), Some("g")));
/// assert_eq!((e.fide_id, e.fide_rating, e.birth_year), (Some(1503014), Some(2823), Some(1990)));
/// assert_eq!(e.birth_date, wertung::dwz::Date::parse("1990-11-30"));
/// assert_eq!(i.entrants[1].fide_id, None);
/// ```
pub fn read_trf_imported(text: &str, end: Option<Date>) -> Result<Imported, InputError> {
    let mut records = Records::default();
    for (k, raw) in text.lines().enumerate() {
        records.read_line(k + 1, raw)?;
    }
    records.apply_national_ratings()?;
    let end_date = records.end_date(end)?;
    records.byes_against_pseudo_players();
    let entries: Vec<(u32, Entry)> = records
        .entries
        .iter()
        .copied()
        .filter(|(_, e)| !records.byes.contains(&e.opponent))
        .collect();
    let games = games(&entries, &records.numbers)?;
    Imported::checked(
        records.name,
        end_date,
        records.players,
        games,
        records.entrants,
    )
}

/// Record `052` as written (where not blank): its line, its text and the date read from it.
struct EndRecord {
    line: usize,
    text: String,
    date: Option<Date>,
}

/// What the records of a TRF file say, gathered line by line; the games are paired up and the
/// end is settled once every line is read.
#[derive(Default)]
struct Records {
    /// `012`: the tournament's name.
    name: String,
    /// The last `052` that is not blank.
    end: Option<EndRecord>,
    /// `132`: the round dates.
    round_dates: Vec<Date>,
    /// The first round date that is not a date (line, column, text): an error only where the
    /// end must come from the round dates.
    bad_round_date: Option<(usize, usize, String)>,
    /// `001`: the players and what the file says of them, in the order of their lines.
    players: Vec<Player>,
    entrants: Vec<Entrant>,
    /// The start ranks of the `001` lines.
    numbers: BTreeSet<u32>,
    /// Every game entry of the `001` lines, with the start rank of the line it stands on.
    entries: Vec<(u32, Entry)>,
    /// `GER`: start rank, national rating and line.
    national: Vec<(u32, u32, usize)>,
    /// The start ranks of pseudo-players ("spielfrei", "bye", "Freilos"): no players; a game
    /// against one is a bye.
    byes: BTreeSet<u32>,
}

impl Records {
    /// Reads one line (1-based `line_no`) by its record code (columns 1-3); other records and
    /// `###` comments are read over.
    fn read_line(&mut self, line_no: usize, raw: &str) -> Result<(), InputError> {
        let line: Vec<char> = raw.trim_end_matches('\r').chars().collect();
        match cols(&line, 1, 3).as_str() {
            "012" => self.name = rest(&line, 5).trim().to_string(),
            "052" => self.read_end(&line, line_no),
            "132" => self.read_round_dates(&line, line_no),
            "001" => self.read_player(&line, line_no)?,
            "GER" => self.read_national_rating(&line, line_no)?,
            _ => {}
        }
        Ok(())
    }

    /// Record `052`: the end date from column 5; a blank one is read over.
    fn read_end(&mut self, line: &[char], line_no: usize) {
        let text = rest(line, 5);
        if !text.trim().is_empty() {
            self.end = Some(EndRecord {
                line: line_no,
                date: parse_trf_date(&text),
                text,
            });
        }
    }

    /// Record `132`: the round dates from column 89 (`YY/MM/DD` one a round, from column 92).
    fn read_round_dates(&mut self, line: &[char], line_no: usize) {
        let dates = rest(line, 89);
        for (token, column) in tokens_with_columns(&dates, 89) {
            match parse_round_date(token) {
                Some(d) => self.round_dates.push(d),
                None => {
                    self.bad_round_date
                        .get_or_insert((line_no, column, token.to_string()));
                }
            }
        }
    }

    /// Record `001`: a player with his start rank (unique), his fields and his rounds.
    fn read_player(&mut self, line: &[char], line_no: usize) -> Result<(), InputError> {
        let number = start_rank(line, line_no)?;
        if !self.numbers.insert(number) {
            return Err(err(
                line_no,
                5,
                Field::StartRank,
                &cols(line, 5, 8),
                Problem::Duplicate,
            ));
        }
        let (player, entrant) = player_fields(line, line_no, number)?;
        if player.name.as_deref().is_some_and(is_bye_name) {
            self.byes.insert(number);
            return Ok(());
        }
        let (entries, byes) = round_entries(line, line_no)?;
        self.players.push(player);
        self.entrants.push(Entrant { byes, ..entrant });
        self.entries
            .extend(entries.into_iter().map(|e| (number, e)));
        Ok(())
    }

    /// A game against a pseudo-player ("spielfrei") is a bye of the real player, with the points
    /// the file gives him; the rounds of each player's byes in order.
    fn byes_against_pseudo_players(&mut self) {
        for &(number, e) in &self.entries {
            if !self.byes.contains(&e.opponent) {
                continue;
            }
            let id = number.to_string();
            let k = self.players.iter().position(|p| p.id == id);
            if let Some(entrant) = k.and_then(|k| self.entrants.get_mut(k)) {
                // In the order of the rounds: inserted at its place.
                let round = e.round as u32;
                let at = entrant.byes.partition_point(|b| b.round < round);
                let half_points = half_points(e.result);
                entrant.byes.insert(at, Bye { round, half_points });
            }
        }
    }

    /// TRF-26 National Rating Support, record `GER`: the DWZ (columns 49-52) of the start rank
    /// in 5-8; blank or 0 is none.
    fn read_national_rating(&mut self, line: &[char], line_no: usize) -> Result<(), InputError> {
        let number = start_rank(line, line_no)?;
        if let Some(r) = rating_at(line, line_no, Field::NationalRating)? {
            self.national.push((number, r, line_no));
        }
        Ok(())
    }

    /// The `GER` ratings replace the FIDE ratings as R_o; each must name a player of a `001`
    /// line.
    fn apply_national_ratings(&mut self) -> Result<(), InputError> {
        for &(number, rating, line_no) in &self.national {
            let id = number.to_string();
            let k = self
                .players
                .iter()
                .position(|p| p.id == id)
                .ok_or_else(|| err(line_no, 5, Field::StartRank, &id, Problem::UnknownPlayer))?;
            if let Some(p) = self.players.get_mut(k) {
                p.dwz = Some(rating);
            }
            if let Some(e) = self.entrants.get_mut(k) {
                e.national_rating = Some(rating);
            }
        }
        Ok(())
    }

    /// The end as `given`, else record `052`, else (where `052` is missing or blank) the last
    /// round date of `132`, which then must all be dates.
    fn end_date(&self, given: Option<Date>) -> Result<Date, InputError> {
        let from_rounds = given.is_none() && self.end.is_none();
        if let (true, Some((line, column, token))) = (from_rounds, &self.bad_round_date) {
            return Err(err(
                *line,
                *column,
                Field::RoundDate,
                token,
                Problem::NotADate,
            ));
        }
        let last_round = self
            .round_dates
            .iter()
            .copied()
            .max()
            .filter(|_| from_rounds);
        let written = self.end.as_ref().and_then(|e| e.date);
        match (given.or(written).or(last_round), &self.end) {
            (Some(d), _) => Ok(d),
            (None, Some(e)) => Err(err(e.line, 5, Field::EndDate, &e.text, Problem::NotADate)),
            (None, None) => Err(InputError::new(
                At::File("TRF".into()),
                Field::EndDate,
                "",
                Problem::NoEndDate,
            )),
        }
    }
}

/// Whether a name is that of a pseudo-player against whom the pairing program pairs the player
/// who sits out: "spielfrei", "bye", "Freilos" (any case).
///
/// ```
/// use wertung::formats::trf::is_bye_name;
/// assert!(is_bye_name(" Spielfrei ") && is_bye_name("BYE") && is_bye_name("freilos"));
/// assert!(!is_bye_name("Spielfreier, Hans"));
/// ```
pub fn is_bye_name(name: &str) -> bool {
    // The three names are ASCII: their case is compared as ASCII.
    let name = name.trim();
    ["spielfrei", "bye", "freilos"]
        .iter()
        .any(|b| name.eq_ignore_ascii_case(b))
}

/// The characters of a line from column `from` (1-based) to its end.
fn rest(line: &[char], from: usize) -> String {
    line.iter().skip(from - 1).collect()
}

/// Text trimmed, `None` where blank.
fn non_blank(text: &str) -> Option<String> {
    Some(text.trim().to_string()).filter(|t| !t.is_empty())
}

/// Record `001`: the player with name (columns 15-47), FIDE rating as R_o (49-52) and birth
/// year (70-73), and what the file says of him beyond that (title 11-13, federation 54-56,
/// FIDE ID 58-68, birth date 70-79).
fn player_fields(
    line: &[char],
    line_no: usize,
    number: u32,
) -> Result<(Player, Entrant), InputError> {
    let rating = rating_at(line, line_no, Field::FideRating)?;
    let birth = cols(line, 70, 79);
    let birth_year = birth
        .trim()
        .get(0..4)
        .and_then(|y| y.parse::<i32>().ok())
        .filter(|y| (limits::FIRST_BIRTH_YEAR..=limits::LAST_YEAR).contains(y));
    let mut player = Player::new(number.to_string());
    player.name = non_blank(&cols(line, 15, 47));
    player.dwz = rating;
    player.birth_year = birth_year;
    let entrant = Entrant {
        name: player.name.clone(),
        title: non_blank(&cols(line, 11, 13)),
        federation: non_blank(&cols(line, 54, 56)),
        fide_id: fide_id_at(line),
        fide_rating: rating,
        birth_date: parse_trf_date(&birth),
        birth_year,
        ..Entrant::default()
    };
    Ok((player, entrant))
}

/// Record `001`: the game entries of the rounds, one 10-column block a round from column 91,
/// and the byes.
fn round_entries(line: &[char], line_no: usize) -> Result<(Vec<Entry>, Vec<Bye>), InputError> {
    let (mut entries, mut byes) = (Vec::new(), Vec::new());
    for (k, from) in (91..=line.len()).step_by(10).enumerate() {
        match round_entry(line, line_no, k + 1, from)? {
            Some(Round::Game(e)) => entries.push(e),
            Some(Round::Bye(half_points)) => byes.push(Bye {
                round: k as u32 + 1,
                half_points,
            }),
            None => {}
        }
    }
    Ok((entries, byes))
}

/// What a round's block holds: a game, or a bye with its points.
enum Round {
    Game(Entry),
    Bye(Option<u8>),
}

/// The points of a TRF result code, in half points: `1 + W F U` a win, `= D H` a draw, `0 - L Z`
/// a loss.
fn half_points(result: u8) -> Option<u8> {
    match result {
        b'1' | b'+' | b'W' | b'F' | b'U' => Some(2),
        b'=' | b'D' | b'H' => Some(1),
        b'0' | b'-' | b'L' | b'Z' => Some(0),
        _ => None,
    }
}

/// One round's block of record `001` (columns `from` to `from + 9`): opponent (`from + 1` to
/// `from + 4`), colour (`from + 6`) and result (`from + 8`). `None` where it is nothing: a blank
/// block or no result (not paired, withdrawn); a bye where there is no opponent or the result is
/// `H`, `F`, `U` or `Z`.
fn round_entry(
    line: &[char],
    line_no: usize,
    round: usize,
    from: usize,
) -> Result<Option<Round>, InputError> {
    if cols(line, from, from + 9).trim().is_empty() {
        return Ok(None);
    }
    let result = result_at(line, line_no, from + 8)?;
    let colour = colour_at(line, line_no, from + 6)?;
    let opponent = opponent_at(line, line_no, from + 1)?;
    Ok(match (opponent, result) {
        (_, ' ') => None,
        (None, _) | (_, 'H' | 'F' | 'U' | 'Z') => Some(Round::Bye(half_points(result as u8))),
        (Some(o), _) => Some(Round::Game(Entry {
            round,
            opponent: o,
            colour: colour as u8,
            result: result as u8,
            line: line_no,
            column: from + 1,
        })),
    })
}

/// The result code in `column` (upper case): `1 0 = + - W D L H F U Z` or blank.
fn result_at(line: &[char], line_no: usize, column: usize) -> Result<char, InputError> {
    let result = char_at(line, column).to_ascii_uppercase();
    if !"10=+-WDLHFUZ ".contains(result) {
        return Err(err(
            line_no,
            column,
            Field::Result,
            &result.to_string(),
            Problem::NotAllowed(Allowed::TrfResult),
        ));
    }
    Ok(result)
}

/// The colour in `column` (lower case): `w`, `b`, `-` or blank.
fn colour_at(line: &[char], line_no: usize, column: usize) -> Result<char, InputError> {
    let colour = char_at(line, column).to_ascii_lowercase();
    if !"wb- ".contains(colour) {
        return Err(err(
            line_no,
            column,
            Field::Colour,
            &colour.to_string(),
            Problem::NotAllowed(Allowed::TrfColour),
        ));
    }
    Ok(colour)
}

/// The opponent's start rank in the four columns from `column`; blank or 0: none (a bye).
fn opponent_at(line: &[char], line_no: usize, column: usize) -> Result<Option<u32>, InputError> {
    let opponent = cols(line, column, column + 3);
    match opponent.trim() {
        "" | "0" | "0000" => Ok(None),
        o => o.parse::<u32>().map(Some).map_err(|_| {
            err(
                line_no,
                column,
                Field::Opponent,
                &opponent,
                Problem::NotAWholeNumber,
            )
        }),
    }
}

/// The character in `column` (1-based), blank beyond the end of the line.
fn char_at(line: &[char], column: usize) -> char {
    line.get(column - 1).copied().unwrap_or(' ')
}

/// The games. Each stands on both players' lines: it is taken from the first of the two (whose
/// colour says who has white), once the opponent is known and not the player himself, and the
/// other line's result is the mirror of it.
fn games(entries: &[(u32, Entry)], numbers: &BTreeSet<u32>) -> Result<Vec<Game>, InputError> {
    let mut by_key: BTreeMap<(usize, u32, u32), (u32, Entry)> = BTreeMap::new();
    for &(player, e) in entries {
        check_opponent(player, &e, numbers)?;
        let key = (e.round, player.min(e.opponent), player.max(e.opponent));
        match by_key.get(&key) {
            None => {
                by_key.insert(key, (player, e));
            }
            Some((_, other)) => check_mirrored(&e, other)?,
        }
    }
    Ok(by_key
        .values()
        .map(|&(player, e)| game(player, &e))
        .collect())
}

/// The opponent of an entry is a player of the file, and not the player himself.
fn check_opponent(player: u32, e: &Entry, numbers: &BTreeSet<u32>) -> Result<(), InputError> {
    let problem = if !numbers.contains(&e.opponent) {
        Problem::UnknownPlayer
    } else if e.opponent == player {
        Problem::PlaysHimself
    } else {
        return Ok(());
    };
    Err(err(
        e.line,
        e.column,
        Field::Opponent,
        &e.opponent.to_string(),
        problem,
    ))
}

/// The second line's result of a game is the mirror of the first's.
fn check_mirrored(e: &Entry, first: &Entry) -> Result<(), InputError> {
    if mirror(first.result) == e.result {
        return Ok(());
    }
    Err(InputError::new(
        [At::Line(e.line), At::Column(e.column), At::Round(e.round)],
        Field::Result,
        (e.result as char).to_string(),
        Problem::Disagrees {
            line: first.line,
            other: (first.result as char).to_string(),
        },
    ))
}

/// The game of an entry on `player`'s line: he has white unless his colour is `b`.
fn game(player: u32, e: &Entry) -> Game {
    let (white, black, result) = if e.colour == b'b' {
        (e.opponent, player, mirror(e.result))
    } else {
        (player, e.opponent, e.result)
    };
    Game {
        white: white.to_string(),
        black: black.to_string(),
        result: game_result(result),
        round: u32::try_from(e.round).ok(),
    }
}

/// A result code from white's side: `1 0 =` played; `+ -` forfeits and `W L` unplayed wins and
/// losses count for neither (WO 2.2.5.2), as does `D`.
fn game_result(code: u8) -> GameResult {
    match code {
        b'1' => GameResult::WhiteWins,
        b'0' => GameResult::BlackWins,
        b'=' => GameResult::Draw,
        b'+' | b'W' => GameResult::WhiteForfeit,
        b'-' | b'L' => GameResult::BlackForfeit,
        _ => GameResult::DoubleForfeit,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(start: u32, name: &str, rating: &str, birth: &str, rounds: &[&str]) -> String {
        let mut s = format!(
            "001 {start:>4}      {name:<33} {rating:>4}     {:>11} {birth:>10} {:>4} {:>4}",
            "", "0.0", ""
        );
        for r in rounds {
            s.push_str(&format!("  {r}"));
        }
        s
    }

    fn file(lines: &[String]) -> String {
        format!("012 Test\n052 2026/12/12\n{}\n", lines.join("\n"))
    }

    #[test]
    fn every_result_code() {
        let text = file(&[
            line(
                1,
                "A",
                "2000",
                "1990/01/01",
                &[
                    "   2 w 1", "   3 b =", "   4 w +", "   5 b W", "0000 - H", "     - U",
                ],
            ),
            line(2, "B", "1900", "", &["   1 b 0"]),
            line(3, "C", "", "1969.12.06", &["   0 - Z", "   1 w ="]),
            line(4, "D", "", "", &["   0 - F", "   0 - Z", "   1 b -"]),
            line(
                5,
                "E",
                "1500",
                "2010",
                &["        ", "        ", "        ", "   1 w L"],
            ),
        ]);
        let t = read_trf(&text).unwrap();
        assert_eq!(t.end_date.to_string(), "2026-12-12");
        let by = |w: &str, b: &str| {
            t.games
                .iter()
                .find(|g| g.white == w && g.black == b)
                .map(|g| g.result)
        };
        assert_eq!(by("1", "2"), Some(GameResult::WhiteWins));
        assert_eq!(by("3", "1"), Some(GameResult::Draw));
        assert_eq!(by("1", "4"), Some(GameResult::WhiteForfeit));
        assert_eq!(
            by("5", "1"),
            Some(GameResult::BlackForfeit),
            "W on A's line = unplayed win of black"
        );
        assert_eq!(t.games.len(), 4, "byes are no games");
        assert_eq!(t.players[2].birth_year, Some(1969));
        assert_eq!((t.players[2].dwz, t.players[4].dwz), (None, Some(1500)));
    }

    #[test]
    fn trf26_comments_national_dwz_and_blank_codes() {
        let mut text =
            String::from("### a comment\n012 Test\n052 2026/12/12\n162 W  1.0    D  0.5\n");
        text.push_str(&line(
            1,
            "A",
            "2100",
            "1990/01/01",
            &["   2 w 1", "   3    "],
        ));
        text.push('\n');
        text.push_str(&line(2, "B", "", "", &["   1 b 0"]));
        text.push('\n');
        text.push_str(&line(3, "C", "1800", "", &["        ", "   1    "]));
        text.push('\n');
        // GER record of player 1: his DWZ 1987 replaces the FIDE rating 2100.
        text.push_str(&line(1, "A", "1987", "", &[]).replacen("001", "GER", 1));
        text.push('\n');
        let t = read_trf(&text).unwrap();
        assert_eq!(
            (t.players[0].dwz, t.players[2].dwz),
            (Some(1987), Some(1800))
        );
        assert_eq!(
            t.games.len(),
            1,
            "blank colour and result in round 2: no game (≡ Z)"
        );
        let bad = format!(
            "{text}{}\n",
            line(9, "X", "1500", "", &[]).replacen("001", "GER", 1)
        );
        let e = read_trf(&bad).unwrap_err();
        assert_eq!(
            crate::i18n::Lang::En.error(&e),
            "line 9, column 5, start rank: \"9\": there is no such player"
        );
    }

    #[test]
    fn without_052_the_last_round_date_is_the_end() {
        let players = [
            line(1, "A", "2000", "", &["   2 w 1", "   2 b ="]),
            line(2, "B", "1900", "", &["   1 b 0", "   1 w ="]),
        ]
        .join("\n");
        let rounds = format!("132{}26/12/05  26/12/12", " ".repeat(88));
        // no 052, and a blank 052: the last of the round dates
        for head in ["012 Test\n", "012 Test\n052    \n"] {
            let t = read_trf(&format!("{head}{rounds}\n{players}\n")).unwrap();
            assert_eq!(Some(t.end_date), Date::parse("2026-12-12"), "{head:?}");
        }
        // 052 wins over the round dates; a given end wins over both
        let with_052 = format!("012 Test\n052 2026/12/20\n{rounds}\n{players}\n");
        assert_eq!(
            Some(read_trf(&with_052).unwrap().end_date),
            Date::parse("2026-12-20")
        );
        assert_eq!(
            Some(
                read_trf_with_end(&with_052, Date::parse("2027-01-02"))
                    .unwrap()
                    .end_date
            ),
            Date::parse("2027-01-02")
        );
        // a round date that is not one: an error naming it only where it is needed
        let bad_rounds = format!("132{}26/12/05  26/13/12", " ".repeat(88));
        let e = crate::i18n::Lang::En
            .error(&read_trf(&format!("012 Test\n{bad_rounds}\n{players}\n")).unwrap_err());
        assert!(
            e.contains("line 2, column 102") && e.contains("26/13/12"),
            "{e}"
        );
        assert!(read_trf(&format!(
            "012 Test\n052 2026/12/20\n{bad_rounds}\n{players}\n"
        ))
        .is_ok());
    }

    #[test]
    fn malformed_lines_name_line_and_column() {
        let cases = [
            (
                file(&[
                    line(1, "A", "2000", "", &["   2 w 7"]),
                    line(2, "B", "", "", &["   1 b 0"]),
                ]),
                "line 3, column 99",
                "\"7\"",
            ),
            (
                file(&[line(1, "A", "2000", "", &["   9 w 1"])]),
                "line 3, column 92",
                "\"9\"",
            ),
            (
                file(&[line(1, "A", "20x0", "", &[])]),
                "line 3, column 49",
                "\"20x0\"",
            ),
            (
                file(&[
                    line(1, "A", "2000", "", &["   2 w 1"]),
                    line(2, "B", "", "", &["   1 b 1"]),
                ]),
                "line 4, column 92",
                "line 3",
            ),
            (
                file(&[
                    line(1, "A", "2000", "", &["   2 x 1"]),
                    line(2, "B", "", "", &[]),
                ]),
                "line 3, column 97",
                "\"x\"",
            ),
            (
                "012 X\n052 sometime\n".to_string(),
                "line 2, column 5",
                "\"sometime\"",
            ),
            (
                "012 X\n".to_string(),
                "TRF, tournament end",
                "does not give",
            ),
            (
                file(&[line(1, "A", "", "", &[]), line(1, "B", "", "", &[])]),
                "line 4, column 5",
                "twice",
            ),
        ];
        for (text, place, detail) in cases {
            let e = crate::i18n::Lang::En.error(&read_trf(&text).unwrap_err());
            assert!(
                e.contains(place) && e.contains(detail),
                "{e:?} should name {place} and {detail}"
            );
        }
    }
}
