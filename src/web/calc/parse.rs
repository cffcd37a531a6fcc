//! The calculator's form parsed into the core's inputs, field by field, as a pipeline: the
//! tournament's end, the player, the games, the Restpartien, "Meine Turniere",
//! the what-if and the Stellgrößen. Every value is read by [`crate::web::common::read`] (the one
//! reading of both pages) and checked against [`crate::dwz::limits`]; every bad field gets a
//! typed error (worded in the page's language only when shown) and is left out, the rest goes
//! on. No rating arithmetic here: the core computes.

use super::form::{
    blank, rating_words, Cut, FieldRef, Form, GameRow, RestRow, Tab, TournamentRow, PLAYER_FIELDS,
};
use super::params::ParamText;
use crate::dwz::estimate::SingleResult;
use crate::dwz::estimate::{EstimateGame, EstimateInput, EstimateKind};
use crate::dwz::limits::{
    at_most, tournament_years, FIRST_BIRTH_YEAR, GIVEN_K, INDEX, RATING, REMAINING_COUNT,
    REMAINING_GAMES,
};
use crate::dwz::{Date, Parameters, RestGame};
use crate::fide::estimate::{game_score, EarlierGame, FideGame, FideInput, GAMES_BEFORE};
use crate::input::{Allowed, At, Field, InputError, Place, Problem};
use crate::web::common::read::{date_in, decimal_in, result_in, whole_in};
use std::collections::BTreeMap;

/// The field a message belongs to: `dwz`, `index`, `birth_year`, `end_date`, `k`,
/// `game-<id>-rating`, `game-<id>-result`, `rest-<id>-...`, `t-<id>-...`, `param-<name>`,
/// `remaining`, `remaining_count`, `target`.
pub type FieldId = String;

/// A tournament of the chain, parsed.
#[derive(Debug, Clone, PartialEq)]
pub struct ParsedTournament {
    /// The tournament's name.
    pub name: String,
    /// Its end date.
    pub end_date: Date,
    /// Its start date, where typed.
    pub start_date: Option<Date>,
    /// The K of its official evaluation, where typed.
    pub k: Option<f64>,
    /// The player's games in it.
    pub games: Vec<EstimateGame>,
    /// The form's row number (1-based) of each game given to the core.
    pub rows: Vec<usize>,
    /// Its place on the page (1-based; a tournament left out does not shift the others).
    pub number: usize,
    /// How many of its game rows have something typed (counted or not).
    pub typed: usize,
    /// Each game's opponent Elo (`None`: without Elo), where the Elo is computed too.
    pub elo: Vec<Option<u32>>,
}

/// The Elo side of the form (FIDE), when the player wants it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct EloParsed {
    /// The player (his Elo, K, games before, birth year), the games of the single estimate
    /// with their opponents' Elo, and the earlier games of a player without Elo.
    pub input: FideInput,
    /// What-if: the remaining opponents' Elo (as their DWZ where none is given).
    pub remaining: Vec<u32>,
    /// A field of the player's Elo is invalid: no Elo result rather than one computed with a
    /// value he did not type.
    pub blocked: bool,
}

/// The form parsed: the core's inputs, the Stellgrößen, and a typed error for every bad field.
#[derive(Debug, Clone, PartialEq)]
pub struct Parsed {
    /// The calculator the form is for.
    pub tab: Tab,
    /// The single estimate (the first three tabs); for "Meine Turniere" the player's fields and
    /// Restpartien (its games are in `chain`).
    pub input: EstimateInput,
    /// "Meine Turniere", in the order of the page (the core orders them by date).
    pub chain: Vec<ParsedTournament>,
    /// What-if: the remaining games' opponent ratings.
    pub remaining: Vec<u32>,
    /// What-if: the Ziel-DWZ.
    pub target: Option<u32>,
    /// The Stellgrößen (Anhang 1.2.1).
    pub params: Parameters,
    /// The form's row number (1-based) of each game given to the core.
    pub game_rows: Vec<usize>,
    /// Restpartien rows older than two years at the tournament end (WO 4.1.1): (id, row number).
    pub expired_rest: Vec<(u32, usize)>,
    /// The typed error of each bad field, by its id.
    pub errors: BTreeMap<FieldId, InputError>,
    /// The ids of the row fields in error, in the order of the page.
    pub row_errors: Vec<FieldId>,
    /// A field of the player (DWZ, index, birth year, date, K) is invalid: no result is shown
    /// rather than one computed with a value the player did not type.
    pub blocked: bool,
    /// What the link had past the limits and was not loaded.
    pub cut: Vec<Cut>,
    /// The Elo, where the player wants it.
    pub elo: Option<EloParsed>,
}

impl Parsed {
    /// The errors of rows that are left out of the calculation (games, Restpartien), in the
    /// order of the page.
    pub fn rows_not_counted(&self) -> Vec<&InputError> {
        let mut list: Vec<&InputError> = Vec::new();
        for e in self.row_errors.iter().filter_map(|id| self.errors.get(id)) {
            // One message a row (the first of its fields).
            if list.last().is_none_or(|last| last.place != e.place) {
                list.push(e);
            }
        }
        list
    }
}

/// The errors of a parse, by field id, and the row fields in error in the order of the page.
#[derive(Default)]
struct Errors {
    by_field: BTreeMap<FieldId, InputError>,
    rows: Vec<FieldId>,
}

impl Errors {
    fn insert(&mut self, field: FieldRef, e: InputError) {
        self.by_field.insert(field.id(), e);
    }

    /// The error of a row's field (it is listed among the rows not counted).
    fn row(&mut self, field: FieldRef, e: InputError) {
        let id = field.id();
        self.rows.push(id.clone());
        self.by_field.insert(id, e);
    }

    /// The value, or `None` with the error kept under the field's id.
    fn keep<T>(&mut self, field: FieldRef, r: Result<Option<T>, InputError>) -> Option<T> {
        r.unwrap_or_else(|e| {
            self.insert(field, e);
            None
        })
    }

    fn has(&self, field: FieldRef) -> bool {
        self.by_field.contains_key(&field.id())
    }
}

/// A limit of [`crate::dwz::limits`] as [`whole_in`] takes it.
fn span((lo, hi): (u32, u32)) -> (i64, i64) {
    (lo.into(), hi.into())
}

/// A rating (own, opponent's, Ziel-DWZ) as typed (`None` when empty), or the error.
fn rating_in(text: &str, place: &Place, field: Field) -> Result<Option<u32>, InputError> {
    whole_in(text, place, field, span(RATING)).map(|r| r.map(|r| r as u32))
}

/// A K given by the official evaluation (`None` when empty), or the error.
fn k_in(text: &str, place: &Place) -> Result<Option<f64>, InputError> {
    decimal_in(text, place, Field::K, GIVEN_K)
}

/// A tournament's end or start date (`None` when empty), or the error: a date in
/// [`tournament_years`] of this year.
fn tournament_date_in(
    text: &str,
    place: &Place,
    field: Field,
    today: Date,
) -> Result<Option<Date>, InputError> {
    let (first, last) = tournament_years(today.year);
    match date_in(text, place, field)? {
        Some(d) if !(first..=last).contains(&d.year) => Err(InputError::out_of_range(
            place.clone(),
            field,
            text.trim(),
            first,
            last,
        )),
        d => Ok(d),
    }
}

/// The player's own fields, parsed.
#[derive(Default)]
struct Player {
    dwz: Option<u32>,
    index: Option<u32>,
    birth_year: Option<i32>,
    k: Option<f64>,
}

/// The player's DWZ, index and birth year (not for an Erst-DWZ), and the K of a
/// Nach-Berechnung. The DWZ is needed but for "Meine Turniere" (without it they start with an
/// Erst-DWZ); a birth year lies at most in the year of the tournament's end (of a chain's last
/// end, or this year).
fn parse_player(form: &Form, end_date: Date, today: Date, errors: &mut Errors) -> Player {
    let top = Place::default();
    let chain = form.tab == Tab::Chain;
    let mut player = Player::default();
    if form.tab != Tab::First {
        player.dwz = errors.keep(FieldRef::Dwz, rating_in(&form.dwz, &top, Field::Dwz));
        if blank(&form.dwz) && !chain {
            let e = InputError::new(top.clone(), Field::Dwz, "", Problem::DwzNeeded);
            errors.insert(FieldRef::Dwz, e);
        }
        let index = whole_in(&form.index, &top, Field::Index, span(INDEX));
        player.index = errors.keep(FieldRef::Index, index).map(|i| i as u32);
        let last_year = if chain {
            last_chain_year(&form.tournaments, today)
        } else {
            end_date.year
        };
        let years = (FIRST_BIRTH_YEAR.into(), last_year.into());
        let birth_year = whole_in(&form.birth_year, &top, Field::BirthYear, years);
        player.birth_year = errors
            .keep(FieldRef::BirthYear, birth_year)
            .map(|y| y as i32);
    }
    if form.tab == Tab::Recheck {
        player.k = errors.keep(FieldRef::K, k_in(&form.k, &top));
    }
    player
}

/// The year of the last end date of "Meine Turniere" that can be read, at least this year.
fn last_chain_year(tournaments: &[TournamentRow], today: Date) -> i32 {
    let top = Place::default();
    tournaments
        .iter()
        .filter_map(|t| {
            tournament_date_in(&t.end_date, &top, Field::EndDate, today)
                .ok()
                .flatten()
        })
        .map(|d| d.year)
        .max()
        .unwrap_or(today.year)
        .max(today.year)
}

/// The games of a list, read.
#[derive(Default)]
#[allow(clippy::struct_field_names)] // the games and their rows
struct Games {
    games: Vec<EstimateGame>,
    /// Their row numbers (1-based).
    rows: Vec<usize>,
    /// Their opponents' Elo (where the Elo is computed too).
    elo: Vec<Option<u32>>,
}

/// The games of a list: rows with nothing typed are skipped; a row that cannot be read (its
/// opponent's DWZ, result, or with `elo` his Elo) is left out with its error (never silently).
fn parse_games(rows: &[GameRow], outer: &Place, elo: bool, errors: &mut Errors) -> Games {
    let mut out = Games::default();
    for (n, row) in rows.iter().enumerate() {
        let elo_typed = elo && !blank(&row.elo);
        if blank(&row.rating) && blank(&row.result) && !elo_typed {
            continue;
        }
        let place = outer.then(At::Game(n + 1));
        let rating = rating_in(&row.rating, &place, Field::OpponentRating);
        let result = match result_in(&row.result, &place) {
            Ok(None) => Err(InputError::missing(place.clone(), Field::Result)),
            other => other,
        };
        let opponent_elo = if elo {
            rating_in(&row.elo, &place, Field::OpponentElo)
        } else {
            Ok(None)
        };
        match (rating, result, opponent_elo) {
            (Ok(opponent_rating), Ok(Some(result)), Ok(opponent_elo)) => {
                out.games.push(EstimateGame {
                    opponent_rating,
                    result,
                });
                out.rows.push(n + 1);
                out.elo.push(opponent_elo);
            }
            (rating, result, opponent_elo) => {
                let fields = [
                    (FieldRef::GameRating(row.id), rating.err()),
                    (FieldRef::GameElo(row.id), opponent_elo.err()),
                    (FieldRef::GameResult(row.id), result.err()),
                ];
                for (field, e) in fields {
                    if let Some(e) = e {
                        errors.row(field, e);
                    }
                }
            }
        }
    }
    out
}

/// A Restpartie's score: a result that counts (`1`, `½`, `0`; no forfeit), or the error.
fn rest_score_in(text: &str, place: &Place) -> Result<f64, InputError> {
    let not_a_score = || {
        InputError::new(
            place.clone(),
            Field::Result,
            text.trim(),
            Problem::NotAllowed(Allowed::Score),
        )
    };
    match result_in(text, place) {
        Ok(None) => Err(InputError::missing(place.clone(), Field::Result)),
        Ok(Some(result)) => result.score().ok_or_else(not_a_score),
        Err(_) => Err(not_a_score()),
    }
}

/// Dated rows (opponent, result, date): the Restpartien, or with `EARLIER` a player's earlier
/// Elo games. Each needs a rating, a result that counts and a date (without a date it counts as
/// played at `end`); a row that cannot be read is left out with its messages. Returns each game
/// with its (row id, row number).
fn parse_dated<const EARLIER: bool>(
    rows: &[RestRow],
    end: Date,
    errors: &mut Errors,
) -> Vec<((u32, usize), RestGame)> {
    let rating_field = if EARLIER {
        Field::OpponentElo
    } else {
        Field::OpponentRating
    };
    let mut out = Vec::new();
    for (n, row) in rows.iter().enumerate() {
        if blank(&row.rating) && blank(&row.result) && blank(&row.date) {
            continue;
        }
        let place = Place::from(if EARLIER {
            At::EarlierGame(n + 1)
        } else {
            At::RestGame(n + 1)
        });
        let rating = match rating_in(&row.rating, &place, rating_field) {
            Ok(None) => Err(InputError::missing(place.clone(), rating_field)),
            other => other,
        };
        let score = rest_score_in(&row.result, &place);
        let date = date_in(&row.date, &place, Field::Date);
        match (rating, score, date) {
            (Ok(Some(opponent_rating)), Ok(score), Ok(date)) => out.push((
                (row.id, n + 1),
                RestGame {
                    opponent_rating,
                    score,
                    date: date.unwrap_or(end),
                },
            )),
            (rating, score, date) => {
                let [r, s, d] = if EARLIER {
                    let id = row.id;
                    [
                        FieldRef::EarlierRating(id),
                        FieldRef::EarlierResult(id),
                        FieldRef::EarlierDate(id),
                    ]
                } else {
                    [
                        FieldRef::RestRating(row.id),
                        FieldRef::RestResult(row.id),
                        FieldRef::RestDate(row.id),
                    ]
                };
                for (field, e) in [(r, rating.err()), (s, score.err()), (d, date.err())] {
                    if let Some(e) = e {
                        errors.row(field, e);
                    }
                }
            }
        }
    }
    out
}

/// The Restpartien rows (see [`parse_dated`]; without a date a Restpartie is valid).
fn parse_rest(rows: &[RestRow], end: Date, errors: &mut Errors) -> Vec<((u32, usize), RestGame)> {
    parse_dated::<false>(rows, end, errors)
}

/// One tournament of "Meine Turniere" (the `n`th on the page). Without a valid end date, or
/// with an invalid start date or K, it is left out and listed (with its field and value)
/// among what is not counted; a game row that cannot be read likewise. A card with nothing
/// typed in it is skipped.
fn parse_tournament(
    n: usize,
    t: &TournamentRow,
    today: Date,
    elo: bool,
    errors: &mut Errors,
) -> Option<ParsedTournament> {
    let typed = t.games.iter().filter(|g| !g.is_blank()).count();
    if typed == 0
        && [&t.name, &t.end_date, &t.start_date, &t.k]
            .iter()
            .all(|s| blank(s))
    {
        return None;
    }
    let place = Place::from(At::ChainTournament(n));
    let end = match tournament_date_in(&t.end_date, &place, Field::EndDate, today) {
        Ok(None) => Err(InputError::missing(place.clone(), Field::EndDate)),
        other => other,
    };
    let start = tournament_date_in(&t.start_date, &place, Field::StartDate, today);
    let k = k_in(&t.k, &place);
    let fields = [
        (FieldRef::TournamentEnd(t.id), end.as_ref().err()),
        (FieldRef::TournamentStart(t.id), start.as_ref().err()),
        (FieldRef::TournamentK(t.id), k.as_ref().err()),
    ];
    for (field, e) in fields {
        if let Some(e) = e {
            errors.row(field, e.clone());
        }
    }
    let games = parse_games(&t.games, &place, elo, errors);
    match (end, start, k) {
        (Ok(Some(end_date)), Ok(start_date), Ok(k)) => Some(ParsedTournament {
            name: t.name.trim().to_string(),
            end_date,
            start_date,
            k,
            games: games.games,
            rows: games.rows,
            number: n,
            typed,
            elo: games.elo,
        }),
        _ => None,
    }
}

/// The what-if's remaining opponents: several ratings separated by spaces or semicolons, or
/// one rating for `count` games.
fn parse_remaining(form: &Form, errors: &mut Errors) -> Vec<u32> {
    let words = rating_words(&form.remaining);
    let mut ratings = Vec::new();
    for (k, w) in words.enumerate() {
        let place = Place::from(At::Remaining(k + 1));
        let rating = rating_in(w, &place, Field::OpponentRating);
        ratings.extend(errors.keep(FieldRef::Remaining, rating));
    }
    let count = whole_in(
        &form.remaining_count,
        &Place::default(),
        Field::Remaining,
        span(REMAINING_COUNT),
    );
    let many = at_most(
        ratings.len(),
        REMAINING_GAMES,
        Place::default(),
        Field::Remaining,
    );
    if let Err(e) = many {
        errors.insert(FieldRef::Remaining, e);
        return Vec::new();
    }
    match (
        ratings.as_slice(),
        errors.keep(FieldRef::RemainingCount, count),
    ) {
        ([one], Some(n)) => vec![*one; n as usize],
        _ => ratings,
    }
}

/// The Stellgrößen: one out of its limits gets a message and keeps its default.
fn parse_params(text: &ParamText, errors: &mut Errors) -> Parameters {
    let mut params = Parameters::default();
    let options = Place::from(At::Options);
    for (param, _, lo, hi) in Parameters::default().fields() {
        let value = decimal_in(text.get(param), &options, Field::Param(param), (lo, hi));
        if let Some(v) = errors.keep(FieldRef::Param(param), value) {
            params.set(param, v);
        }
    }
    params
}

/// Parses the form (see [`Parsed`]). Bad fields are left out of the input and reported; the
/// rest of the calculation goes on. Without a tournament end date the calculation is for `today`
/// (age group, validity of Restpartien).
pub fn parse(form: &Form, today: Date) -> Parsed {
    let mut errors = Errors::default();
    let top = Place::default();
    let chain = form.tab == Tab::Chain;
    let end_date = if chain {
        None
    } else {
        errors.keep(
            FieldRef::EndDate,
            tournament_date_in(&form.end_date, &top, Field::EndDate, today),
        )
    }
    .unwrap_or(today);
    let player = parse_player(form, end_date, today, &mut errors);
    // A DWZ not typed yet is no error to correct (the panel asks for it; the field says it
    // once left).
    let blocked = PLAYER_FIELDS
        .into_iter()
        .any(|f| errors.has(f) && !(f == FieldRef::Dwz && blank(&form.dwz)));
    let elo = form.elo_wanted();
    let games = if chain {
        Games::default()
    } else {
        parse_games(&form.games, &top, elo, &mut errors)
    };
    // Restpartien: the Erst-DWZ, and a chain that starts without DWZ.
    let starts_first = form.tab == Tab::First || (chain && player.dwz.is_none());
    let rest_rows = if starts_first {
        parse_rest(&form.rest, end_date, &mut errors)
    } else {
        Vec::new()
    };
    let expired_rest = rest_rows
        .iter()
        .filter(|(_, g)| !chain && !g.is_valid_at(end_date))
        .map(|(row, _)| *row)
        .collect();
    let mut tournaments = Vec::new();
    if chain {
        for (i, t) in form.tournaments.iter().enumerate() {
            tournaments.extend(parse_tournament(i + 1, t, today, elo, &mut errors));
        }
    }
    let remaining = parse_remaining(form, &mut errors);
    let target = rating_in(&form.target, &top, Field::TargetRating);
    let elo = elo.then(|| {
        let end = elo_end(form, &tournaments, end_date, today);
        parse_elo(
            form,
            &player,
            fide_games(&games.games, &games.elo),
            &remaining,
            end,
            &mut errors,
        )
    });
    Parsed {
        tab: form.tab,
        input: EstimateInput {
            kind: if chain && player.dwz.is_none() {
                EstimateKind::FirstRating
            } else {
                form.tab.kind()
            },
            end_date: Some(end_date),
            dwz: player.dwz,
            index: player.index,
            birth_year: player.birth_year,
            k: player.k,
            games: games.games,
            rest_games: rest_rows.into_iter().map(|(_, g)| g).collect(),
        },
        chain: tournaments,
        remaining,
        target: errors.keep(FieldRef::Target, target),
        params: parse_params(&form.params, &mut errors),
        game_rows: games.rows,
        expired_rest,
        errors: errors.by_field,
        row_errors: errors.rows,
        blocked,
        cut: form.cut.clone(),
        elo,
    }
}

/// Games as the FIDE rates them: each game's result with its opponent's Elo (`elo`, in the
/// order of `games`: the single estimate's, or a tournament's of "Meine Turniere").
pub fn fide_games(games: &[EstimateGame], elo: &[Option<u32>]) -> Vec<FideGame> {
    games
        .iter()
        .zip(elo)
        .map(|(g, &opponent_rating)| FideGame {
            opponent_rating,
            result: g.result,
        })
        .collect()
}

/// The date the single estimate's Elo is computed for (the year of K, the 26 months of earlier
/// games; an earlier game without a date counts as played then): the tournament's end; in "Meine
/// Turniere" (each period has its own dates) the first tournament's end, so that an undated
/// earlier game counts from the first period on.
fn elo_end(form: &Form, chain: &[ParsedTournament], end_date: Date, today: Date) -> Date {
    if form.tab == Tab::Chain {
        chain.iter().map(|t| t.end_date).min().unwrap_or(today)
    } else {
        end_date
    }
}

/// The player's Elo fields: his Elo, the K of the list, the games before (each with its
/// message where it cannot be read; then there is no Elo result).
fn parse_elo_player(form: &Form, player: &Player, end: Date, errors: &mut Errors) -> FideInput {
    let top = Place::default();
    let before = whole_in(
        &form.elo_games,
        &top,
        Field::GamesBefore,
        span(GAMES_BEFORE),
    );
    let k = whole_in(
        &form.elo_k,
        &top,
        Field::FideK,
        span(crate::fide::estimate::GIVEN_K),
    );
    FideInput {
        rating: errors.keep(FieldRef::Elo, rating_in(&form.elo, &top, Field::Elo)),
        k: errors.keep(FieldRef::EloK, k).map(|k| k as u32),
        birth_year: player.birth_year,
        games_before: errors.keep(FieldRef::EloGames, before).map(|n| n as u32),
        end_date: Some(end),
        ..FideInput::default()
    }
}

/// The earlier games of a player without Elo (see [`parse_dated`]; without a date a game
/// counts as played at the tournament end).
fn parse_earlier(rows: &[RestRow], end: Date, errors: &mut Errors) -> Vec<EarlierGame> {
    parse_dated::<true>(rows, end, errors)
        .into_iter()
        .map(|(_, g)| EarlierGame {
            opponent_rating: g.opponent_rating,
            score: game_score(SingleResult::Score(g.score)),
            date: g.date,
        })
        .collect()
}

/// The what-if's remaining opponents' Elo: as many as their DWZ (one value for all of them, or
/// the first ones, the others as their DWZ); empty: as their DWZ.
fn parse_remaining_elo(form: &Form, dwz: &[u32], errors: &mut Errors) -> Vec<u32> {
    let words = rating_words(&form.remaining_elo);
    let mut elo = Vec::new();
    for (k, w) in words.enumerate() {
        let place = Place::from(At::Remaining(k + 1));
        elo.extend(errors.keep(
            FieldRef::RemainingElo,
            rating_in(w, &place, Field::OpponentElo),
        ));
    }
    if let Err(e) = at_most(
        elo.len(),
        dwz.len().max(1),
        Place::default(),
        Field::OpponentElo,
    ) {
        errors.insert(FieldRef::RemainingElo, e);
        return dwz.to_vec();
    }
    match elo.as_slice() {
        [one] => vec![*one; dwz.len()],
        _ => dwz
            .iter()
            .enumerate()
            .map(|(k, &d)| elo.get(k).copied().unwrap_or(d))
            .collect(),
    }
}

/// The Elo side (see [`EloParsed`]): the player, the games, a player without Elo his earlier
/// games, the what-if's opponents.
fn parse_elo(
    form: &Form,
    player: &Player,
    games: Vec<FideGame>,
    remaining: &[u32],
    end: Date,
    errors: &mut Errors,
) -> EloParsed {
    let mut input = parse_elo_player(form, player, end, errors);
    let blocked = [FieldRef::Elo, FieldRef::EloK, FieldRef::EloGames]
        .into_iter()
        .any(|f| errors.has(f));
    input.games = games;
    if input.rating.is_none() {
        input.earlier_games = parse_earlier(&form.earlier, end, errors);
    }
    EloParsed {
        input,
        remaining: parse_remaining_elo(form, remaining, errors),
        blocked,
    }
}

#[cfg(test)]
mod tests;
