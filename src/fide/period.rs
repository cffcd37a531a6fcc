//! Several tournaments in a row ("Meine Turniere"): rated by rating period (7.1). One list a
//! month; a tournament belongs to the period of the month it ends in. The tournaments of one
//! period are rated together: the same starting rating, their ΔR summed, one K capped for all
//! their games, the change rounded once. The next period starts from the rating published after
//! it; an unrated player's games are pooled until he has an initial rating (7.1.4).

use super::change::RatedGame;
use super::estimate::{
    estimate_checked, game_score, validate, EarlierGame, FideEstimate, FideGame, FideInput,
};
use super::k_factor::RATING_FOR_K_10;
use crate::dwz::Date;
use crate::input::{At, InputError};

/// A tournament with its games against players with or without Elo.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PeriodTournament {
    /// The tournament's start, where given.
    pub start_date: Option<Date>,
    /// The tournament's end: the rating period it falls in.
    pub end_date: Option<Date>,
    /// The player's games in it.
    pub games: Vec<FideGame>,
}

/// The player and his tournaments, in any order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PeriodInput {
    /// The player as for one estimate, before the first of them: his rating, the K of the list
    /// (for every period, capped in each), birth year, games before, 2400 reached, an unrated
    /// player's earlier games. Its games and dates are not used: each tournament has its own.
    pub player: FideInput,
    /// His tournaments, in any order.
    pub tournaments: Vec<PeriodTournament>,
}

/// One rating period and what it gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Period {
    /// The month of the period.
    pub year: i32,
    /// The month of the period, 1 to 12.
    pub month: u8,
    /// The tournaments rated in it (their positions in the input), in date order.
    pub tournaments: Vec<usize>,
    /// The period as one estimate (all its games).
    pub estimate: FideEstimate,
}

/// 7.1: the period a tournament ending on `end` is rated in: the month of its end.
///
/// ```
/// use wertung::dwz::Date;
/// use wertung::fide::period::period_of;
/// assert_eq!(period_of(Date::new(2026, 11, 28).unwrap()), (2026, 11));
/// ```
pub fn period_of(end: Date) -> (i32, u8) {
    (end.year, end.month)
}

/// The positions of the tournaments that have an end date, by end date, then start date (a
/// missing one counts as the end), then as given.
fn in_date_order(tournaments: &[PeriodTournament]) -> Vec<(usize, Date)> {
    let mut order: Vec<(usize, Date)> = tournaments
        .iter()
        .enumerate()
        .filter_map(|(k, t)| t.end_date.map(|end| (k, end)))
        .collect();
    order.sort_by_key(|&(k, end)| (end, tournaments[k].start_date.unwrap_or(end), k));
    order
}

/// The tournaments grouped by period, in date order.
fn grouped(tournaments: &[PeriodTournament]) -> Vec<((i32, u8), Vec<usize>)> {
    let mut groups: Vec<((i32, u8), Vec<usize>)> = Vec::new();
    for (k, end) in in_date_order(tournaments) {
        match groups.last_mut() {
            Some((p, members)) if *p == period_of(end) => members.push(k),
            _ => groups.push((period_of(end), vec![k])),
        }
    }
    groups
}

/// What is carried from one period to the next.
#[derive(Debug, Clone)]
struct Standing {
    rating: Option<u32>,
    games_before: Option<u32>,
    reached_2400: bool,
    /// An unrated player's rated games so far (earlier events and the periods before).
    pool: Vec<EarlierGame>,
}

impl Standing {
    /// 7.1.2, 7.1.4, 8.3.3: after a period: the published rating (none below 1400), the games
    /// counted towards the 30, the 2400 reached; an unrated player's games stay in his pool.
    fn after(mut self, estimate: &FideEstimate, games: &[(Date, RatedGame)]) -> Standing {
        let played = games.len() as u32;
        if self.rating.is_none() {
            self.pool.extend(games.iter().map(|(date, g)| EarlierGame {
                opponent_rating: g.opponent_rating,
                score: g.score,
                date: *date,
            }));
        }
        let published = estimate.published();
        self.games_before = match (&self.rating, estimate) {
            (Some(_), _) => self.games_before.map(|n| n.saturating_add(played)),
            (None, FideEstimate::Unrated(u)) => Some(u.initial.games_played() as u32),
            (None, FideEstimate::Rated(_)) => self.games_before,
        };
        self.reached_2400 |= published.is_some_and(|r| r >= RATING_FOR_K_10);
        if published.is_some() {
            self.pool.clear();
        }
        self.rating = published;
        self
    }
}

/// The rated games of a tournament, each dated with its end (an unrated player's pool).
fn dated_games(t: &PeriodTournament, end: Date) -> Vec<(Date, RatedGame)> {
    t.games
        .iter()
        .filter_map(|g| {
            let opponent_rating = g.opponent_rating?;
            matches!(g.result, crate::dwz::estimate::SingleResult::Score(_)).then_some((
                end,
                RatedGame {
                    opponent_rating,
                    score: game_score(g.result),
                },
            ))
        })
        .collect()
}

/// One period as one estimate: the standing's rating, all the games of its tournaments, from
/// the first start to the last end.
fn period_input(input: &PeriodInput, s: &Standing, members: &[usize]) -> FideInput {
    let ts: Vec<&PeriodTournament> = members.iter().map(|&k| &input.tournaments[k]).collect();
    FideInput {
        rating: s.rating,
        k: input.player.k,
        birth_year: input.player.birth_year,
        games_before: s.games_before,
        reached_2400: s.reached_2400,
        start_date: ts.iter().filter_map(|t| t.start_date.or(t.end_date)).min(),
        end_date: ts.iter().filter_map(|t| t.end_date).max(),
        games: ts.iter().flat_map(|t| t.games.iter().copied()).collect(),
        earlier_games: if s.rating.is_none() {
            s.pool.clone()
        } else {
            Vec::new()
        },
    }
}

/// Checks the player's fields and each tournament's games (as [`validate`] does for one); the
/// error of a tournament's game names the tournament (1-based, as given).
fn validate_all(input: &PeriodInput) -> Result<(), InputError> {
    let player = FideInput {
        end_date: input.tournaments.iter().filter_map(|t| t.end_date).max(),
        games: Vec::new(),
        ..input.player.clone()
    };
    validate(&player)?;
    for (k, t) in input.tournaments.iter().enumerate() {
        let one = FideInput {
            games: t.games.clone(),
            ..FideInput::default()
        };
        validate(&one).map_err(|e| e.within(At::ChainTournament(k + 1)))?;
    }
    Ok(())
}

/// 7.1: every period of the tournaments (those with an end date), each rated from the rating
/// published after the one before.
///
/// ```
/// use wertung::dwz::Date;
/// use wertung::dwz::estimate::SingleResult::Score;
/// use wertung::fide::estimate::{FideGame, FideInput};
/// use wertung::fide::period::{rate_periods, PeriodInput, PeriodTournament};
/// let t = |end: &str, r, s| PeriodTournament { start_date: None, end_date: Date::parse(end),
///     games: vec![FideGame { opponent_rating: Some(r), result: Score(s) }] };
/// let player = FideInput { rating: Some(1820), ..FideInput::default() };
/// let input = PeriodInput { player, tournaments: vec![
///     t("2026-11-28", 1790, 1.0), t("2026-11-08", 1820, 0.0), t("2026-12-20", 1820, 1.0)] };
/// let periods = rate_periods(&input).unwrap();
/// // November: both rated from 1820, K 20 × (.46 − .50) = −0.8 → −1; December from 1819.
/// assert_eq!(periods[0].tournaments, [1, 0]);
/// let after: Vec<i64> = periods.iter().filter_map(|p| p.estimate.rating_after()).collect();
/// assert_eq!(after, [1819, 1829]);
/// ```
pub fn rate_periods(input: &PeriodInput) -> Result<Vec<Period>, InputError> {
    validate_all(input)?;
    let player = &input.player;
    let mut standing = Standing {
        rating: player.rating,
        games_before: player.games_before,
        reached_2400: player.reached_2400 || player.rating.is_some_and(|r| r >= RATING_FOR_K_10),
        pool: player.earlier_games.clone(),
    };
    let mut periods = Vec::new();
    for ((year, month), members) in grouped(&input.tournaments) {
        let estimate = estimate_checked(&period_input(input, &standing, &members));
        let games: Vec<(Date, RatedGame)> = members
            .iter()
            .filter_map(|&k| {
                let t = &input.tournaments[k];
                t.end_date.map(|end| dated_games(t, end))
            })
            .flatten()
            .collect();
        standing = standing.after(&estimate, &games);
        periods.push(Period {
            year,
            month,
            tournaments: members,
            estimate,
        });
    }
    Ok(periods)
}

/// One possible score in the remaining games, and the periods it gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PeriodOutcome {
    /// Points in the remaining games, hundredths.
    pub points: super::Hundredths,
    /// The rating periods this score gives.
    pub periods: Vec<Period>,
}

impl PeriodOutcome {
    /// The rating after the last period (see [`FideEstimate::rating_after`]).
    pub fn rating_after(&self) -> Option<i64> {
        self.periods.last()?.estimate.rating_after()
    }
}

/// What if: the remaining games (against the Elo ratings `remaining`) played in the last
/// tournament (in date order), for every score 0, ½, 1, … in them.
///
/// ```
/// use wertung::dwz::Date;
/// use wertung::fide::estimate::FideInput;
/// use wertung::fide::period::{what_if, PeriodInput, PeriodTournament};
/// let player = FideInput { rating: Some(1820), ..FideInput::default() };
/// let input = PeriodInput { player, tournaments: vec![PeriodTournament {
///     start_date: None, end_date: Date::parse("2026-11-28"), games: vec![] }] };
/// let after: Vec<Option<i64>> = what_if(&input, &[1820]).unwrap().iter()
///     .map(|o| o.rating_after()).collect();
/// assert_eq!(after, [Some(1810), Some(1820), Some(1830)]);
/// ```
pub fn what_if(input: &PeriodInput, remaining: &[u32]) -> Result<Vec<PeriodOutcome>, InputError> {
    let last = in_date_order(&input.tournaments).last().map(|&(k, _)| k);
    (0..=2 * remaining.len())
        .map(|half_points| {
            let mut all = input.clone();
            if let Some(t) = last.and_then(|k| all.tournaments.get_mut(k)) {
                t.games
                    .extend(super::whatif::scored(remaining, half_points));
            }
            Ok(PeriodOutcome {
                points: 50 * half_points as super::Hundredths,
                periods: rate_periods(&all)?,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dwz::estimate::SingleResult::{ForfeitWin, Score};

    /// A rated player with `games_before` (`None`: 30 or more).
    fn rated(rating: u32, games_before: Option<u32>) -> FideInput {
        FideInput {
            rating: Some(rating),
            games_before,
            ..FideInput::default()
        }
    }

    fn t(end: &str, games: &[(u32, f64)]) -> PeriodTournament {
        PeriodTournament {
            start_date: None,
            end_date: Date::parse(end),
            games: games
                .iter()
                .map(|&(r, s)| FideGame {
                    opponent_rating: Some(r),
                    result: Score(s),
                })
                .collect(),
        }
    }

    /// The spec's second example: K 10, three events in one period with K × ΔR of +2.1, +2.9
    /// and −3.1: +1.9, rounded once: 2505 → 2507.
    #[test]
    fn one_period_is_rounded_once() {
        // Wins against 2275 (PD .79) and 2347 (PD .71), a loss against 2645 (PD .31).
        let input = PeriodInput {
            player: rated(2505, None),
            tournaments: vec![
                t("2026-11-02", &[(2275, 1.0)]),
                t("2026-11-09", &[(2347, 1.0)]),
                t("2026-11-30", &[(2645, 0.0)]),
            ],
        };
        let p = rate_periods(&input).unwrap();
        assert_eq!(p.len(), 1);
        let FideEstimate::Rated(r) = &p[0].estimate else {
            panic!()
        };
        let per_game: Vec<i64> = r.games.iter().filter_map(|g| g.change).collect();
        assert_eq!(per_game, [210, 290, -310]);
        assert_eq!((r.k.k, r.n, r.change, r.rn), (10, 3, 2, 2507));
    }

    /// Fewer than 30 games before: K 40 until the 30 are complete, then 20.
    #[test]
    fn the_games_before_carry_over() {
        let ten = [(1800, 0.5); 10];
        let input = PeriodInput {
            player: rated(1800, Some(25)),
            tournaments: vec![t("2026-10-04", &ten), t("2026-11-15", &ten)],
        };
        let p = rate_periods(&input).unwrap();
        let ks: Vec<u32> = p
            .iter()
            .map(|p| match &p.estimate {
                FideEstimate::Rated(r) => r.k.k,
                FideEstimate::Unrated(_) => 0,
            })
            .collect();
        assert_eq!(ks, [40, 20]);
    }

    /// An unrated player: his games are pooled until five are rated; then he is rated on.
    #[test]
    fn an_unrated_player_is_rated_once_he_has_an_initial_rating() {
        let input = PeriodInput {
            tournaments: vec![
                t("2026-09-06", &[(1902, 1.0), (1877, 1.0), (1884, 0.5)]),
                t("2026-10-11", &[(2012, 0.5), (1832, 0.0)]),
                t("2026-11-22", &[(1922, 1.0)]),
            ],
            ..PeriodInput::default()
        };
        let p = rate_periods(&input).unwrap();
        assert_eq!(p[0].estimate.published(), None);
        // The spec's example: 3 of 5 against 1902 … 1832: 1922.
        assert_eq!(p[1].estimate.published(), Some(1922));
        let FideEstimate::Rated(r) = &p[2].estimate else {
            panic!("rated after his initial rating")
        };
        // K 40 (5 games before), against 1922: PD .50: +20.
        assert_eq!((r.ro, r.k.k, r.change), (1922, 40, 20));
    }

    #[test]
    fn forfeits_and_undated_tournaments_are_left_out() {
        let mut forfeit = t("2026-11-02", &[(1800, 1.0)]);
        forfeit.games.push(FideGame {
            opponent_rating: Some(1800),
            result: ForfeitWin,
        });
        let mut undated = t("2026-11-02", &[(1800, 1.0)]);
        undated.end_date = None;
        let input = PeriodInput {
            player: rated(1800, None),
            tournaments: vec![forfeit, undated],
        };
        let p = rate_periods(&input).unwrap();
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].tournaments, [0]);
        let FideEstimate::Rated(r) = &p[0].estimate else {
            panic!()
        };
        assert_eq!((r.n, r.change), (1, 10));
    }
}
