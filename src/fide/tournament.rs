//! A whole tournament rated for FIDE as each player will see it on the next list: his Elo
//! change (K from his rating and age, the games before him as given), his performance, and an
//! unrated player's initial rating where this tournament gives him 5 rated games. Each player
//! is one [`estimate`] of his games against the opponents' FIDE ratings (7.1: the tournament
//! one rating period; forfeits and games against unrated opponents are not rated).

use super::estimate::{estimate, FideEstimate, FideGame, FideInput};
use crate::dwz::estimate::SingleResult;
use crate::dwz::{Date, GameResult, Tournament};
use crate::input::InputError;

/// What FIDE rates a player by, beyond his games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FidePlayer {
    /// His published FIDE rating; `None`: unrated.
    pub rating: Option<u32>,
    /// His year of birth: a young player's K 40 (8.3.3).
    pub birth_year: Option<i32>,
    /// Rated games before the tournament; `None`: 30 or more.
    pub games_before: Option<u32>,
    /// True once his published rating has reached 2400: K 10 for good (8.3.3).
    pub reached_2400: bool,
}

/// A player's result in a game, from his side.
fn result_for(result: GameResult, white: bool) -> SingleResult {
    let r = if white { result } else { result.swapped() };
    match r {
        GameResult::WhiteWins => SingleResult::Score(1.0),
        GameResult::Draw => SingleResult::Score(0.5),
        GameResult::BlackWins => SingleResult::Score(0.0),
        GameResult::WhiteForfeit => SingleResult::ForfeitWin,
        GameResult::BlackForfeit | GameResult::DoubleForfeit => SingleResult::ForfeitLoss,
    }
}

/// Player `k`'s games as [`FideGame`]s: each opponent at his FIDE rating.
fn games_of(t: &Tournament, fide: &[FidePlayer], k: usize) -> Vec<FideGame> {
    let position = |id: &str| t.players.iter().position(|p| p.id == id);
    let id = &t.players[k].id;
    t.games
        .iter()
        .filter_map(|g| {
            let white = g.white == *id;
            if !white && g.black != *id {
                return None;
            }
            let opponent = position(if white { &g.black } else { &g.white })?;
            Some(FideGame {
                opponent_rating: fide.get(opponent).and_then(|p| p.rating),
                result: result_for(g.result, white),
            })
        })
        .collect()
}

/// Every player's FIDE estimate, in the order of `t.players` (`fide[k]` is player k's rating
/// data; missing entries count as unrated). The tournament's end date is the rating period's.
///
/// ```
/// use wertung::dwz::{Date, Game, GameResult, Kind, Player, Tournament};
/// use wertung::fide::estimate::FideEstimate;
/// use wertung::fide::tournament::{rate_tournament, FidePlayer};
/// let t = Tournament { name: String::new(), end_date: Date::new(2026, 11, 28).unwrap(), kind: Kind::Tournament,
///     players: vec![Player::new("A"), Player::new("B")],
///     games: vec![Game { white: "A".into(), black: "B".into(), result: GameResult::WhiteWins, round: None }] };
/// let fide = [FidePlayer { rating: Some(1820), ..FidePlayer::default() },
///             FidePlayer { rating: Some(1790), ..FidePlayer::default() }];
/// let rated = rate_tournament(&t, &fide).unwrap();
/// let FideEstimate::Rated(a) = &rated[0] else { panic!() };
/// assert_eq!((a.change, a.rn), (9, 1829)); // 20 × (1 − .54) = 9.2
/// ```
pub fn rate_tournament(
    t: &Tournament,
    fide: &[FidePlayer],
) -> Result<Vec<FideEstimate>, InputError> {
    (0..t.players.len())
        .map(|k| {
            let p = fide.get(k).copied().unwrap_or_default();
            estimate(&input_of(p, t.end_date, games_of(t, fide, k)))
        })
        .collect()
}

fn input_of(p: FidePlayer, end: Date, games: Vec<FideGame>) -> FideInput {
    FideInput {
        rating: p.rating,
        k: None,
        birth_year: p.birth_year,
        games_before: p.games_before,
        reached_2400: p.reached_2400,
        start_date: None,
        end_date: Some(end),
        games,
        earlier_games: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dwz::{Game, Kind, Player};

    #[test]
    fn every_player_sees_his_own_side_and_unrated_opponents_are_not_rated() {
        let ids = ["A", "B", "C", "D", "E", "F"];
        let mut games = Vec::new();
        // F (unrated) plays everyone and draws; A beats B by forfeit.
        for id in &ids[..5] {
            games.push(Game {
                white: "F".into(),
                black: (*id).into(),
                result: GameResult::Draw,
                round: None,
            });
        }
        games.push(Game {
            white: "A".into(),
            black: "B".into(),
            result: GameResult::WhiteForfeit,
            round: None,
        });
        let t = Tournament {
            name: String::new(),
            end_date: Date::new(2026, 11, 28).unwrap(),
            kind: Kind::Tournament,
            players: ids.iter().map(|id| Player::new(*id)).collect(),
            games,
        };
        let mut fide: Vec<FidePlayer> = [2000, 1900, 1800, 1700, 1600]
            .iter()
            .map(|&r| FidePlayer {
                rating: Some(r),
                ..FidePlayer::default()
            })
            .collect();
        fide.push(FidePlayer::default());
        let all = rate_tournament(&t, &fide).unwrap();
        let FideEstimate::Rated(a) = &all[0] else {
            panic!()
        };
        assert_eq!(
            a.n, 0,
            "a draw against an unrated player and a forfeit are not rated"
        );
        let FideEstimate::Unrated(f) = &all[5] else {
            panic!()
        };
        // 2,5 of 5 against 1800 on average, with two draws against 1800: Ra 1800, p .50.
        assert_eq!(
            (f.initial.n, f.initial.p, f.initial.ru),
            (7, 50, Some(1800))
        );
    }
}
