//! The initial rating of an unrated player (7.1.4, 8.2): his rated games of events within 26
//! months, a first event scored zero disregarded, two hypothetical draws against 1800, capped at
//! 2200 and published from 1400.

use super::change::RatedGame;
use super::tables::dp_of_p;
use super::{div_round_half_away, Hundredths, RATING_FLOOR};
use crate::dwz::Date;

/// 7.1.4: the rated games of an unrated player are pooled over events within this many months.
pub const POOL_MONTHS: i32 = 26;
/// 7.1.4: at least this many games against rated opponents.
pub const MIN_GAMES: usize = 5;
/// 8.2.1: the two hypothetical opponents' rating; both games count as draws.
pub const HYPOTHETICAL_RATING: u32 = 1800;
/// 8.2.1: the number of hypothetical games.
pub const HYPOTHETICAL_GAMES: usize = 2;
/// 8.2.3: the highest initial rating.
pub const INITIAL_CAP: u32 = 2200;

/// The rated games of one event (games of one date are one event).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    /// The event's date.
    pub date: Date,
    /// Its rated games.
    pub games: Vec<RatedGame>,
}

/// Why there is no published initial rating yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum NoInitialRating {
    /// 7.1.4: fewer than 5 rated games (these many count).
    FewerThanFive {
        /// The rated games that count.
        games: usize,
    },
    /// 7.1.2: the rating would be below 1400 (this one).
    BelowFloor {
        /// The rating it would be.
        rating: u32,
    },
}

/// The calculation of 8.2 with its parts: `n` and `w` include the two hypothetical draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InitialRating {
    /// Games, the two hypothetical ones included.
    pub n: usize,
    /// Points in hundredths, the two hypothetical draws included.
    pub w: i64,
    /// The sum of the opponents' ratings, the hypothetical ones included: Ra = sum / n.
    pub opponents_sum: i64,
    /// p = w / n, rounded to hundredths (.005 up).
    pub p: Hundredths,
    /// dp for p from table 8.1.1.
    pub dp: i32,
    /// Ru = Ra + dp rounded (.5 up), at most 2200; `None` while not published.
    pub ru: Option<u32>,
    /// Why it is not published yet; `None` where it is.
    pub reason: Option<NoInitialRating>,
}

impl InitialRating {
    /// Ra, the average rating of the opponents (the hypothetical ones included).
    pub fn ra(&self) -> f64 {
        self.opponents_sum as f64 / self.n.max(1) as f64
    }

    /// The rated games played (without the two hypothetical ones).
    pub fn games_played(&self) -> usize {
        self.n.saturating_sub(HYPOTHETICAL_GAMES)
    }

    /// The points scored in them, hundredths (without the two hypothetical draws).
    pub fn points_scored(&self) -> i64 {
        self.w - 50 * HYPOTHETICAL_GAMES as i64
    }
}

/// 7.1.4: the events that count at `end`: without his first event if he scored zero in it
/// (his first event of all given, also one older than the window), then those within 26 months
/// before `end` (and not after it), in date order.
///
/// ```
/// use wertung::dwz::Date;
/// use wertung::fide::change::RatedGame;
/// use wertung::fide::initial::{counted_events, Event};
/// let game = |score| RatedGame { opponent_rating: 1700, score };
/// let on = |d: &str, games| Event { date: Date::parse(d).unwrap(), games };
/// let end = Date::parse("2026-11-28").unwrap();
/// let events = [on("2026-01-10", vec![game(0), game(0)]), on("2024-08-01", vec![game(100)]),
///               on("2026-11-28", vec![game(50)])];
/// // 2024-08-01, his first event, is older than 26 months; 2026-01-10 (zero) still counts.
/// assert_eq!(counted_events(&events, end).len(), 2);
/// let events = [on("2026-01-10", vec![game(0), game(0)]), on("2026-11-28", vec![game(50)])];
/// assert_eq!(counted_events(&events, end).len(), 1); // his first event, scored zero
/// ```
pub fn counted_events(events: &[Event], end: Date) -> Vec<&Event> {
    let from = end.add_months(-POOL_MONTHS);
    let mut all: Vec<&Event> = events.iter().filter(|e| !e.games.is_empty()).collect();
    all.sort_by_key(|e| e.date);
    let first_scored_zero = all
        .first()
        .is_some_and(|e| e.games.iter().all(|g| g.score == 0));
    if first_scored_zero {
        all.remove(0);
    }
    all.retain(|e| e.date >= from && e.date <= end);
    all
}

/// 8.2.1: the initial rating from the rated games that count (see [`counted_events`]).
///
/// ```
/// use wertung::fide::change::RatedGame;
/// use wertung::fide::initial::initial_rating;
/// let games: Vec<RatedGame> = [(1902, 100), (1877, 100), (1884, 50), (2012, 50), (1832, 0)]
///     .map(|(opponent_rating, score)| RatedGame { opponent_rating, score }).to_vec();
/// let r = initial_rating(&games);
/// assert_eq!((r.n, r.w, r.opponents_sum, r.p, r.dp, r.ru), (7, 400, 13107, 57, 50, Some(1922)));
/// assert_eq!((r.games_played(), r.points_scored()), (5, 300));
/// assert_eq!(format!("{:.2}", r.ra()), "1872.43");
/// ```
pub fn initial_rating(games: &[RatedGame]) -> InitialRating {
    let n = games.len() + HYPOTHETICAL_GAMES;
    let w = games.iter().map(|g| i64::from(g.score)).sum::<i64>() + 50 * HYPOTHETICAL_GAMES as i64;
    let opponents_sum = games
        .iter()
        .map(|g| i64::from(g.opponent_rating))
        .sum::<i64>()
        + i64::from(HYPOTHETICAL_RATING) * HYPOTHETICAL_GAMES as i64;
    let p = percentage(w, n);
    let dp = dp_of_p(p);
    let rating = rounded_rating(opponents_sum, n, dp);
    let (ru, reason) = if games.len() < MIN_GAMES {
        let reason = NoInitialRating::FewerThanFive { games: games.len() };
        (None, Some(reason))
    } else if rating < RATING_FLOOR {
        (None, Some(NoInitialRating::BelowFloor { rating }))
    } else {
        (Some(rating), None)
    };
    InitialRating {
        n,
        w,
        opponents_sum,
        p,
        dp,
        ru,
        reason,
    }
}

/// The percentage score p = w / n in hundredths, rounded .005 up (`w` in hundredths of a
/// point).
pub fn percentage(w: i64, n: usize) -> Hundredths {
    let n = n.max(1) as i64;
    let p = (2 * w + n) / (2 * n);
    p.clamp(0, 100) as Hundredths
}

/// 8.2.1, 8.2.3: Ru = Ra + dp rounded to a whole number (.5 up), at most 2200.
fn rounded_rating(opponents_sum: i64, n: usize, dp: i32) -> u32 {
    let n = n.max(1) as i64;
    let ru = div_round_half_away(opponents_sum + i64::from(dp) * n, n);
    ru.clamp(0, i64::from(INITIAL_CAP)) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn against(rating: u32, scores: &[Hundredths]) -> Vec<RatedGame> {
        scores
            .iter()
            .map(|&score| RatedGame {
                opponent_rating: rating,
                score,
            })
            .collect()
    }

    #[test]
    fn the_worked_examples_of_the_spec() {
        assert_eq!(
            initial_rating(&against(2000, &[100, 100, 100, 0, 0])).ru,
            Some(1993)
        );
        assert_eq!(
            initial_rating(&against(2100, &[100; 5])).ru,
            Some(2200),
            "the cap"
        );
        assert_eq!(
            initial_rating(&against(1600, &[100, 0, 0, 0, 0])).ru,
            Some(1499)
        );
    }

    #[test]
    fn below_1400_and_fewer_than_five_games_give_no_published_rating() {
        let low = initial_rating(&against(1400, &[0, 0, 0, 0, 50]));
        assert_eq!(low.ru, None);
        assert!(
            matches!(low.reason, Some(NoInitialRating::BelowFloor { rating }) if rating < 1400)
        );
        let few = initial_rating(&against(2000, &[100, 100, 100, 100]));
        assert_eq!(
            few.reason,
            Some(NoInitialRating::FewerThanFive { games: 4 })
        );
    }

    #[test]
    fn the_floor_exactly() {
        // Ra + dp = 1400 exactly: published.
        let games = against(1500, &[0, 0, 0, 0, 50, 50, 50, 50]);
        let r = initial_rating(&games);
        let exact = r.opponents_sum as f64 / r.n as f64 + f64::from(r.dp);
        assert_eq!(r.ru.is_some(), exact.round() >= 1400.0, "{r:?}");
    }
}
