//! What a player asks after round 7: his Elo change in the tournament (a rated player) or his
//! initial rating (an unrated one), from his games as he enters them. The tournament is one
//! rating period here; tournaments of one period are rated together by [`estimate`] over all
//! their games (same starting rating, one K capped for all, the change rounded once, 7.1).

use super::change::{game_change, is_listed, period_change, RatedGame};
use super::expected::expected_score;
use super::initial::{counted_events, initial_rating, Event, InitialRating};
use super::k_factor::{k_factor, KFactor, KInput};
use super::performance::performance;
use super::Hundredths;
use crate::dwz::estimate::SingleResult;
use crate::dwz::limits::{self, FIRST_BIRTH_YEAR, RATING};
use crate::dwz::Date;
use crate::input::{At, Field, InputError, Place};

/// One game of the tournament.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FideGame {
    /// `None`: an unrated opponent (the game is not rated).
    pub opponent_rating: Option<u32>,
    /// The player's result.
    pub result: SingleResult,
}

/// A rated game of an earlier event of an unrated player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EarlierGame {
    /// The opponent's rating.
    pub opponent_rating: u32,
    /// 100, 50 or 0.
    pub score: Hundredths,
    /// The event's date (games of one date are one event).
    pub date: Date,
}

/// The player and his games (the JSON of `wertung fide estimate`).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct FideInput {
    /// His published rating; `None`: unrated.
    pub rating: Option<u32>,
    /// The K of the list; `None`: by the rules.
    pub k: Option<u32>,
    /// His year of birth: a young player's K 40 (8.3.3).
    pub birth_year: Option<i32>,
    /// Rated games before this tournament; `None`: 30 or more.
    pub games_before: Option<u32>,
    /// True once his published rating has reached 2400: K 10 for good (8.3.3).
    pub reached_2400: bool,
    /// The tournament's start, where given (the period's year without an end date).
    pub start_date: Option<Date>,
    /// The tournament's end: the year of the rating period, the 26 months of earlier games.
    pub end_date: Option<Date>,
    /// His games in the tournament.
    pub games: Vec<FideGame>,
    /// An unrated player's rated games of earlier events.
    pub earlier_games: Vec<EarlierGame>,
}

/// Why a game is not rated (5.1, 8.3.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NotRated {
    /// A forfeit (+ or −).
    Forfeit,
    /// The opponent has no rating.
    UnratedOpponent,
}

/// One game as it counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameOutcome {
    /// The opponent's rating; `None`: unrated.
    pub opponent_rating: Option<u32>,
    /// 100, 50 or 0 (a forfeit win 100).
    pub score: Hundredths,
    /// PD (hundredths), for a rated game of a rated player.
    pub expected: Option<Hundredths>,
    /// K × ΔR in hundredths of a point, not rounded, for a rated game of a rated player.
    pub change: Option<i64>,
    /// Why the game is not rated; `None` where it is.
    pub not_rated: Option<NotRated>,
}

/// A rated player's estimate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatedElo {
    /// The rating brought in, R_o.
    pub ro: u32,
    /// K with its reason.
    pub k: KFactor,
    /// Rated games.
    pub n: usize,
    /// Points in rated games, hundredths.
    pub w: i64,
    /// The sum of PD, hundredths.
    pub we: i64,
    /// Each game as it counts.
    pub games: Vec<GameOutcome>,
    /// K × ΣΔR, rounded once.
    pub change: i64,
    /// The new rating R_o + K × ΣΔR (published from 1400 on: `listed`).
    pub rn: i64,
    /// Whether `rn` is published (1400 or more).
    pub listed: bool,
    /// The performance (Title Regulations), `None` without a rated game.
    pub rp: Option<i64>,
}

/// An unrated player's estimate: the initial rating from this tournament and the earlier
/// events that count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnratedElo {
    /// The initial rating from this tournament and the earlier events.
    pub initial: InitialRating,
    /// Each game of the tournament as it counts.
    pub games: Vec<GameOutcome>,
}

/// The answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FideEstimate {
    /// A player with a published rating.
    Rated(RatedElo),
    /// An unrated player: the initial rating.
    Unrated(UnratedElo),
}

impl FideEstimate {
    /// The rating the estimate leaves: the new rating of a rated player (published or not, see
    /// [`RatedElo::listed`]), an unrated player's initial rating where there is one.
    pub fn rating_after(&self) -> Option<i64> {
        match self {
            FideEstimate::Rated(r) => Some(r.rn),
            FideEstimate::Unrated(u) => u.initial.ru.map(i64::from),
        }
    }

    /// The rating published after it: a rated player's new rating from 1400 (7.1.2), an unrated
    /// player's initial rating.
    pub fn published(&self) -> Option<u32> {
        match self {
            FideEstimate::Rated(r) if r.listed => u32::try_from(r.rn).ok(),
            FideEstimate::Rated(_) => None,
            FideEstimate::Unrated(u) => u.initial.ru,
        }
    }
}

/// The highest K a user may give, and the most games before a user may give.
pub const GIVEN_K: (u32, u32) = (1, 100);
/// The fewest and the most rated games before the tournament a user may give.
pub const GAMES_BEFORE: (u32, u32) = (0, 100_000);
/// The most earlier games of an unrated player (26 months of play).
pub const EARLIER_GAMES: usize = 200;

/// Checks every field and game against the limits.
pub fn validate(input: &FideInput) -> Result<(), InputError> {
    let here = Place::default;
    limits::at_most(
        input.games.len(),
        limits::GAMES_PER_TOURNAMENT,
        here(),
        Field::Games,
    )?;
    limits::at_most(
        input.earlier_games.len(),
        EARLIER_GAMES,
        here(),
        Field::EarlierGames,
    )?;
    within(input.rating, RATING, here(), Field::Elo)?;
    within(input.k, GIVEN_K, here(), Field::FideK)?;
    within(input.games_before, GAMES_BEFORE, here(), Field::GamesBefore)?;
    let last = input.end_date.map_or(limits::LAST_YEAR, |d| d.year);
    if let Some(b) = input
        .birth_year
        .filter(|&b| !limits::birth_year_ok(b, last))
    {
        return Err(InputError::out_of_range(
            here(),
            Field::BirthYear,
            b,
            FIRST_BIRTH_YEAR,
            last,
        ));
    }
    for (n, g) in input.games.iter().enumerate() {
        within(
            g.opponent_rating,
            RATING,
            At::Game(n + 1).into(),
            Field::OpponentElo,
        )?;
    }
    for (n, g) in input.earlier_games.iter().enumerate() {
        let rating = Some(g.opponent_rating);
        within(
            rating,
            RATING,
            At::EarlierGame(n + 1).into(),
            Field::OpponentElo,
        )?;
    }
    Ok(())
}

/// `Ok` when `value` is absent or within `lo..=hi`.
fn within(
    value: Option<u32>,
    (lo, hi): (u32, u32),
    place: Place,
    field: Field,
) -> Result<(), InputError> {
    match value {
        Some(v) if !(lo..=hi).contains(&v) => {
            Err(InputError::out_of_range(place, field, v, lo, hi))
        }
        _ => Ok(()),
    }
}

/// The player's Elo change, or his initial rating.
///
/// ```
/// use wertung::dwz::estimate::SingleResult::{self, *};
/// use wertung::fide::estimate::{estimate, FideEstimate, FideGame, FideInput};
/// let game = |r, result| FideGame { opponent_rating: Some(r), result };
/// let input = FideInput { rating: Some(1820), games: vec![game(1790, Score(1.0)), game(1900, ForfeitWin)],
///     ..FideInput::default() };
/// let FideEstimate::Rated(e) = estimate(&input).unwrap() else { panic!() };
/// // K 20, one rated game: 20 × (1 − .54) = 9.2 → 9.
/// assert_eq!((e.k.k, e.n, e.change, e.rn), (20, 1, 9, 1829));
/// ```
pub fn estimate(input: &FideInput) -> Result<FideEstimate, InputError> {
    validate(input)?;
    Ok(estimate_checked(input))
}

/// [`estimate`] of an input whose fields the caller has checked (a rating period of several
/// tournaments, each checked by [`validate`], may hold more games than one tournament).
pub(crate) fn estimate_checked(input: &FideInput) -> FideEstimate {
    match input.rating {
        Some(ro) => FideEstimate::Rated(rate(input, ro)),
        None => FideEstimate::Unrated(initial(input)),
    }
}

/// A game's score in hundredths, as [`estimate`] counts it (a forfeit win 100).
pub fn game_score(result: SingleResult) -> Hundredths {
    score_of(result)
}

/// A game's score in hundredths (a forfeit win 100).
fn score_of(result: SingleResult) -> Hundredths {
    match result {
        SingleResult::Score(s) => (s * 100.0).round() as Hundredths,
        SingleResult::ForfeitWin => 100,
        SingleResult::ForfeitLoss => 0,
    }
}

/// 5.1, 8.3.1: the game as it is rated, or why it is not.
fn rated_game(g: &FideGame) -> Result<RatedGame, NotRated> {
    if !matches!(g.result, SingleResult::Score(_)) {
        return Err(NotRated::Forfeit);
    }
    let opponent_rating = g.opponent_rating.ok_or(NotRated::UnratedOpponent)?;
    Ok(RatedGame {
        opponent_rating,
        score: score_of(g.result),
    })
}

/// The rated games of the tournament.
fn rated_games(games: &[FideGame]) -> Vec<RatedGame> {
    games.iter().filter_map(|g| rated_game(g).ok()).collect()
}

/// 8.3: the change of a rated player: PD and K × ΔR per game, K for the period, the sum
/// rounded once.
fn rate(input: &FideInput, ro: u32) -> RatedElo {
    let rated = rated_games(&input.games);
    let k_input = KInput {
        rating: ro,
        birth_year: input.birth_year,
        period_year: input.end_date.or(input.start_date).map(|d| d.year),
        games_before: input.games_before,
        reached_2400: input.reached_2400,
    };
    let k = k_factor(&k_input, input.k, rated.len());
    let games: Vec<GameOutcome> = input
        .games
        .iter()
        .map(|g| outcome(g, Some((k.k, ro))))
        .collect();
    let change = period_change(games.iter().filter_map(|g| g.change));
    let rn = i64::from(ro) + change;
    RatedElo {
        ro,
        k,
        n: rated.len(),
        w: rated.iter().map(|g| i64::from(g.score)).sum(),
        we: games.iter().filter_map(|g| g.expected).map(i64::from).sum(),
        games,
        change,
        rn,
        listed: is_listed(rn),
        rp: performance(&rated),
    }
}

/// One game as it counts; `rated_as` the K and rating of a rated player (`None`: unrated, no PD).
fn outcome(g: &FideGame, rated_as: Option<(u32, u32)>) -> GameOutcome {
    let rated = rated_game(g);
    let pd_and_change = match (rated, rated_as) {
        (Ok(game), Some((k, ro))) => Some((
            expected_score(ro, game.opponent_rating),
            game_change(k, ro, game),
        )),
        _ => None,
    };
    GameOutcome {
        opponent_rating: g.opponent_rating,
        score: score_of(g.result),
        expected: pd_and_change.map(|(pd, _)| pd),
        change: pd_and_change.map(|(_, c)| c),
        not_rated: rated.err(),
    }
}

/// 7.1.4, 8.2: an unrated player's initial rating from this tournament (dated with its end)
/// and his earlier events within 26 months.
fn initial(input: &FideInput) -> UnratedElo {
    let latest_earlier = input.earlier_games.iter().map(|g| g.date).max();
    let end = input.end_date.or(latest_earlier);
    let events = events_of(input, end);
    let counted = match end {
        Some(end) => counted_events(&events, end),
        None => counted_events_undated(&events),
    };
    let pooled: Vec<RatedGame> = counted
        .iter()
        .flat_map(|e| e.games.iter().copied())
        .collect();
    UnratedElo {
        initial: initial_rating(&pooled),
        games: input.games.iter().map(|g| outcome(g, None)).collect(),
    }
}

/// The earlier games grouped into events by date, and this tournament as the last event.
fn events_of(input: &FideInput, end: Option<Date>) -> Vec<Event> {
    let mut events: Vec<Event> = Vec::new();
    for g in &input.earlier_games {
        let game = RatedGame {
            opponent_rating: g.opponent_rating,
            score: g.score,
        };
        match events.iter_mut().find(|e| e.date == g.date) {
            Some(e) => e.games.push(game),
            None => events.push(Event {
                date: g.date,
                games: vec![game],
            }),
        }
    }
    let this = rated_games(&input.games);
    let date = end.unwrap_or(Date {
        year: limits::LAST_YEAR,
        month: 12,
        day: 31,
    });
    match events.iter_mut().find(|e| e.date == date) {
        Some(e) => e.games.extend(this),
        None => events.push(Event { date, games: this }),
    }
    events
}

/// Without any date: every event counts but his first one if he scored zero in it.
fn counted_events_undated(events: &[Event]) -> Vec<&Event> {
    let mut all: Vec<&Event> = events.iter().filter(|e| !e.games.is_empty()).collect();
    all.sort_by_key(|e| e.date);
    if all
        .first()
        .is_some_and(|e| e.games.iter().all(|g| g.score == 0))
    {
        all.remove(0);
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use SingleResult::*;

    fn game(r: u32, s: f64) -> FideGame {
        FideGame {
            opponent_rating: Some(r),
            result: Score(s),
        }
    }

    #[test]
    fn thirty_nine_games_cap_k_at_17() {
        // 39 games in one period: K 20 → 17.
        let mut games = vec![game(2054, 0.5); 39];
        games[0] = game(1700, 1.0);
        let input = FideInput {
            rating: Some(2054),
            games,
            ..FideInput::default()
        };
        let FideEstimate::Rated(e) = estimate(&input).unwrap() else {
            panic!()
        };
        assert_eq!((e.k.k, e.k.uncapped), (17, Some(20)));
    }

    #[test]
    fn forfeits_and_unrated_opponents_are_not_rated() {
        let input = FideInput {
            rating: Some(1820),
            games: vec![
                game(1790, 1.0),
                FideGame {
                    opponent_rating: None,
                    result: Score(1.0),
                },
                FideGame {
                    opponent_rating: Some(1900),
                    result: ForfeitLoss,
                },
            ],
            ..FideInput::default()
        };
        let FideEstimate::Rated(e) = estimate(&input).unwrap() else {
            panic!()
        };
        assert_eq!(e.n, 1);
        assert_eq!(e.games[1].not_rated, Some(NotRated::UnratedOpponent));
        assert_eq!(e.games[2].not_rated, Some(NotRated::Forfeit));
        assert_eq!((e.games[1].change, e.games[2].expected), (None, None));
    }

    #[test]
    fn an_unrated_player_pools_earlier_events_within_26_months() {
        let end = Date::parse("2026-11-28").unwrap();
        let earlier = |r, score, d: &str| EarlierGame {
            opponent_rating: r,
            score,
            date: Date::parse(d).unwrap(),
        };
        let with = |earlier_games| FideInput {
            end_date: Some(end),
            games: vec![game(1902, 1.0), game(1877, 1.0), game(1884, 0.5)],
            earlier_games,
            ..FideInput::default()
        };
        let initial = |input: &FideInput| match estimate(input).unwrap() {
            FideEstimate::Unrated(u) => u.initial,
            FideEstimate::Rated(_) => panic!("unrated"),
        };
        let december = [
            earlier(2012, 50, "2025-12-14"),
            earlier(1832, 0, "2025-12-14"),
        ];
        // His first event, scored zero: disregarded.
        let mut zero_first = vec![earlier(1500, 0, "2025-01-05")];
        zero_first.extend(december);
        assert_eq!(
            (
                initial(&with(zero_first)).n,
                initial(&with(december.to_vec())).ru
            ),
            (7, Some(1922))
        );
        // Older than 26 months: out.
        let mut old = vec![earlier(2400, 100, "2024-09-27")];
        old.extend(december);
        assert_eq!(initial(&with(old)).ru, Some(1922));
        // Only his first event is disregarded for a zero, even where it is out of the window.
        let mut two_zeros = vec![
            earlier(1500, 0, "2024-01-01"),
            earlier(1500, 0, "2025-02-02"),
        ];
        two_zeros.extend(december);
        assert_eq!(initial(&with(two_zeros)).n, 8);
    }
}
