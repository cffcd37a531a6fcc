//! The input of a DWZ evaluation: players, games, Restpartien (WO 3.4.2), and its checks.
//! Every bad input is an [`InputError`] that names the player or game, the field and the value.

use super::date::Date;
use super::limits::{self, FIRST_BIRTH_YEAR, INDEX, RATING};
use crate::input::{At, Field, InputError, Place, Problem, Warning};

/// One stored Restpartie (WO 3.4.2): a game of a player without DWZ against a rated opponent.
#[derive(Debug, Clone, PartialEq)]
pub struct RestGame {
    /// The opponent's rating as it was counted (R_o or R_1).
    pub opponent_rating: u32,
    /// 0, 0.5 or 1.
    pub score: f64,
    /// End date of the tournament it comes from (start of its two-year validity, WO 4.1.1).
    pub date: Date,
}

impl RestGame {
    /// Checks the opponent's rating and the score; errors are at `place`.
    pub fn validate(&self, place: Place) -> Result<(), InputError> {
        if !limits::rating_ok(self.opponent_rating) {
            return Err(InputError::out_of_range(
                place,
                Field::OpponentRating,
                self.opponent_rating,
                RATING.0,
                RATING.1,
            ));
        }
        if !is_valid_score(self.score) {
            return Err(InputError::new(
                place,
                Field::Score,
                super::numeric::show(self.score),
                Problem::NotAllowed(crate::input::Allowed::Score),
            ));
        }
        Ok(())
    }

    /// WO 4.1.1: Restpartien are discarded two years after the end of their tournament; a game is
    /// still valid in a tournament that ends on or before the same calendar day two years later.
    ///
    /// ```
    /// use wertung::dwz::{Date, RestGame};
    /// let g = RestGame { opponent_rating: 1500, score: 0.0, date: Date::parse("2024-12-12").unwrap() };
    /// assert!(g.is_valid_at(Date::parse("2026-12-12").unwrap()));
    /// assert!(!g.is_valid_at(Date::parse("2026-12-13").unwrap()));
    /// ```
    pub fn is_valid_at(&self, end_date: Date) -> bool {
        end_date <= self.date.add_years(2)
    }
}

/// A participant.
#[derive(Debug, Clone, PartialEq)]
pub struct Player {
    /// The player's id: how the games name him.
    pub id: String,
    /// His name, where the file gives one.
    pub name: Option<String>,
    /// R_o: the DWZ (or a stand-in rating, WO 4.1.2) brought in; `None`: no rating.
    pub dwz: Option<u32>,
    /// The DWZ index brought in; `None` with a DWZ means 6 (WO 2.2.4).
    pub index: Option<u32>,
    /// `None`: counted as an adult.
    pub birth_year: Option<i32>,
    /// DSB member; non-members are "textuelle Teilnehmer" (WO 3.4.3).
    pub member: bool,
    /// Stored Restpartien (only for players without DWZ).
    pub rest_games: Vec<RestGame>,
}

impl Player {
    /// A member without rating, index, birth year or Restpartien.
    pub fn new(id: impl Into<String>) -> Player {
        Player {
            id: id.into(),
            name: None,
            dwz: None,
            index: None,
            birth_year: None,
            member: true,
            rest_games: Vec::new(),
        }
    }
}

/// The result of a game, from white's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// 1-0
    WhiteWins,
    /// 0-1
    BlackWins,
    /// ½-½
    Draw,
    /// +- (white wins without play; not counted, WO 2.2.5.2)
    WhiteForfeit,
    /// -+ (black wins without play; not counted)
    BlackForfeit,
    /// -- (neither played; not counted)
    DoubleForfeit,
}

impl GameResult {
    /// Reads a result code: `1-0`, `0-1`, `1/2-1/2` (also `½-½`, `0.5-0.5`, `=-=`, `remis`),
    /// `+-`, `-+`, `--` (also with `:` instead of `-`, e.g. `1:0`, `+:-`).
    ///
    /// ```
    /// use wertung::dwz::GameResult;
    /// assert_eq!(GameResult::parse("1/2-1/2"), Some(GameResult::Draw));
    /// assert_eq!(GameResult::parse("+-"), Some(GameResult::WhiteForfeit));
    /// assert_eq!(GameResult::parse("2-0"), None);
    /// ```
    pub fn parse(code: &str) -> Option<GameResult> {
        let c: String = code
            .trim()
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase()
            .replace([':', '−'], "-");
        Some(match c.as_str() {
            "1-0" => GameResult::WhiteWins,
            "0-1" => GameResult::BlackWins,
            "1/2-1/2" | "½-½" | "0.5-0.5" | "0,5-0,5" | "=-=" | "remis" | "draw" => {
                GameResult::Draw
            }
            "+-" | "+-0" | "1-0k" => GameResult::WhiteForfeit,
            "-+" | "0-+" | "0-1k" => GameResult::BlackForfeit,
            "--" | "---" | "0-0" => GameResult::DoubleForfeit,
            _ => return None,
        })
    }

    /// The canonical code (`1-0`, `0-1`, `1/2-1/2`, `+-`, `-+`, `--`).
    pub fn code(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::WhiteForfeit => "+-",
            GameResult::BlackForfeit => "-+",
            GameResult::DoubleForfeit => "--",
        }
    }

    /// White's score of a game played at the board; `None` for results without play, which never
    /// count (WO 2.2.5.2).
    pub fn white_score(self) -> Option<f64> {
        match self {
            GameResult::WhiteWins => Some(1.0),
            GameResult::BlackWins => Some(0.0),
            GameResult::Draw => Some(0.5),
            _ => None,
        }
    }

    /// The same game seen with colours swapped.
    #[must_use]
    pub fn swapped(self) -> GameResult {
        match self {
            GameResult::WhiteWins => GameResult::BlackWins,
            GameResult::BlackWins => GameResult::WhiteWins,
            GameResult::WhiteForfeit => GameResult::BlackForfeit,
            GameResult::BlackForfeit => GameResult::WhiteForfeit,
            other => other,
        }
    }
}

/// A game between two players of the tournament.
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    /// The id of the player with white.
    pub white: String,
    /// The id of the player with black.
    pub black: String,
    /// The result, white's first.
    pub result: GameResult,
    /// The round (1-based) where the file gives it (TRF, SWT, JSON `"round"`); it plays no part
    /// in the evaluation, only in the scoresheets (Anhang 3.1.12).
    pub round: Option<u32>,
}

/// Tournament or two-player match (Zweikampf, WO 4.2.4.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Kind {
    /// A tournament (Turnier).
    #[default]
    Tournament,
    /// A two-player match (Zweikampf, WO 4.2.4.5).
    Match,
}

/// A tournament to evaluate.
#[derive(Debug, Clone, PartialEq)]
pub struct Tournament {
    /// The tournament's name.
    pub name: String,
    /// Its end date: the age groups and the validity of Restpartien (WO 3.2, 4.1.1).
    pub end_date: Date,
    /// Tournament or Zweikampf.
    pub kind: Kind,
    /// The players, in the file's order.
    pub players: Vec<Player>,
    /// The games played (and not played: forfeits).
    pub games: Vec<Game>,
}

/// Checks a score of a Restpartie or single game: 0, 0.5 or 1.
pub fn is_valid_score(score: f64) -> bool {
    score == 0.0 || score == 0.5 || score == 1.0
}

impl Tournament {
    /// The games played at the board as (white's position, black's position, white's score);
    /// results without play (WO 2.2.5.2) and games naming an unknown id are left out.
    ///
    /// ```
    /// use wertung::dwz::{Date, Game, GameResult, Kind, Player, Tournament};
    /// let t = Tournament { name: String::new(), end_date: Date::new(2026, 1, 1).unwrap(), kind: Kind::Tournament,
    ///     players: vec![Player::new("A"), Player::new("B")],
    ///     games: vec![Game { white: "B".into(), black: "A".into(), result: GameResult::Draw, round: None },
    ///                 Game { white: "A".into(), black: "B".into(), result: GameResult::WhiteForfeit, round: None }] };
    /// assert_eq!(t.played_games(), vec![(1, 0, 0.5)]);
    /// ```
    pub fn played_games(&self) -> Vec<(usize, usize, f64)> {
        let index: std::collections::HashMap<&str, usize> = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| (p.id.as_str(), i))
            .collect();
        self.games
            .iter()
            .filter_map(|g| {
                Some((
                    *index.get(g.white.as_str())?,
                    *index.get(g.black.as_str())?,
                    g.result.white_score()?,
                ))
            })
            .collect()
    }

    /// WO 4.2.4.5: what the tournament is evaluated as. An event of exactly two players is a
    /// Zweikampf whether or not its `kind` says so (with a warning where it was inferred); a
    /// Zweikampf has exactly two players, and both need a DWZ.
    ///
    /// ```
    /// use wertung::dwz::{Date, Kind, Player, Tournament};
    /// let mut a = Player::new("A");
    /// a.dwz = Some(2000);
    /// let mut b = Player::new("B");
    /// b.dwz = Some(1800);
    /// let t = Tournament { name: String::new(), end_date: Date::new(2026, 12, 12).unwrap(),
    ///     kind: Kind::Tournament, players: vec![a, b], games: vec![] };
    /// let mut warnings = Vec::new();
    /// assert_eq!(t.evaluated_kind(&mut warnings), Ok(Kind::Match));
    /// assert_eq!(warnings.len(), 1);
    /// ```
    pub fn evaluated_kind(&self, warnings: &mut Vec<Warning>) -> Result<Kind, InputError> {
        let two = self.players.len() == 2;
        if self.kind == Kind::Match && !two {
            return Err(InputError::new(
                At::Tournament,
                Field::Players,
                self.players.len().to_string(),
                Problem::MatchPlayers,
            ));
        }
        if !two {
            return Ok(Kind::Tournament);
        }
        if let Some(p) = self.players.iter().find(|p| p.dwz.is_none()) {
            return Err(InputError::new(
                At::Player(p.id.clone()),
                Field::Dwz,
                "",
                Problem::MatchNeedsDwz,
            ));
        }
        if self.kind != Kind::Match {
            warnings.push(Warning::MatchInferred);
        }
        Ok(Kind::Match)
    }

    /// Checks everything the evaluation relies on: unique non-empty ids, ratings, indexes, birth
    /// years and Restpartien in range, games between two different known players.
    pub fn validate(&self) -> Result<(), InputError> {
        let mut seen = std::collections::HashSet::new();
        for p in &self.players {
            let at = || At::Player(p.id.clone());
            if p.id.trim().is_empty() {
                return Err(InputError::missing(At::Tournament, Field::Id));
            }
            if !seen.insert(p.id.as_str()) {
                return Err(InputError::new(at(), Field::Id, &p.id, Problem::Duplicate));
            }
            if let Some(r) = p.dwz.filter(|&r| !limits::rating_ok(r)) {
                return Err(InputError::out_of_range(
                    at(),
                    Field::Dwz,
                    r,
                    RATING.0,
                    RATING.1,
                ));
            }
            if let Some(i) = p.index.filter(|&i| !limits::index_ok(i)) {
                return Err(InputError::out_of_range(
                    at(),
                    Field::Index,
                    i,
                    INDEX.0,
                    INDEX.1,
                ));
            }
            if let Some(b) = p
                .birth_year
                .filter(|&b| !limits::birth_year_ok(b, self.end_date.year))
            {
                return Err(InputError::out_of_range(
                    at(),
                    Field::BirthYear,
                    b,
                    FIRST_BIRTH_YEAR,
                    self.end_date.year,
                ));
            }
            for (k, g) in p.rest_games.iter().enumerate() {
                g.validate(Place::from([at(), At::RestGame(k + 1)]))?;
            }
        }
        for (k, g) in self.games.iter().enumerate() {
            let place = At::Game(k + 1);
            for (field, id) in [(Field::White, &g.white), (Field::Black, &g.black)] {
                if !seen.contains(id.as_str()) {
                    return Err(InputError::new(place, field, id, Problem::UnknownPlayer));
                }
            }
            if g.white == g.black {
                return Err(InputError::new(
                    place,
                    Field::Black,
                    &g.black,
                    Problem::PlaysHimself,
                ));
            }
        }
        Ok(())
    }
}
