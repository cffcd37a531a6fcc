//! The fields of the form and the lists of its rows: what the page reads and writes every text
//! through ([`FieldRef`]), and their ids on the page and in the error map.

use super::super::params::param_field;
use crate::input::Param;

/// A field of the form: the page reads and writes every field through this.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FieldRef {
    /// The player's DWZ.
    Dwz,
    /// His index.
    Index,
    /// His year of birth.
    BirthYear,
    /// The tournament's end date.
    EndDate,
    /// The K of the official evaluation.
    K,
    /// What-if: the remaining opponents.
    Remaining,
    /// What-if: how many remaining games.
    RemainingCount,
    /// What-if: the Ziel-DWZ.
    Target,
    /// A Stellgröße (Anhang 1.2.1).
    Param(Param),
    /// A game's opponent rating / result, by row id (in any list of games).
    GameRating(u32),
    /// A game's result, by row id.
    GameResult(u32),
    /// A Restpartie's opponent rating, by row id.
    RestRating(u32),
    /// A Restpartie's result, by row id.
    RestResult(u32),
    /// A Restpartie's date, by row id.
    RestDate(u32),
    /// A tournament's fields ("Meine Turniere"), by its id.
    TournamentName(u32),
    /// A tournament's end date, by its id.
    TournamentEnd(u32),
    /// A tournament's start date, by its id.
    TournamentStart(u32),
    /// A tournament's K, by its id.
    TournamentK(u32),
    /// FIDE Elo: the player's published Elo.
    Elo,
    /// The K of the FIDE list.
    EloK,
    /// The rated games before.
    EloGames,
    /// What-if: the remaining opponents' Elo.
    RemainingElo,
    /// A game's opponent Elo, by row id (in any list of games).
    GameElo(u32),
    /// An earlier Elo game of a player without Elo, by row id.
    EarlierRating(u32),
    /// An earlier Elo game's result, by row id.
    EarlierResult(u32),
    /// An earlier Elo game's date, by row id.
    EarlierDate(u32),
}

impl FieldRef {
    /// A field of a row of a list (not one of the form's own fields).
    pub fn in_list(self) -> bool {
        matches!(
            self,
            FieldRef::GameRating(_)
                | FieldRef::GameResult(_)
                | FieldRef::GameElo(_)
                | FieldRef::RestRating(_)
                | FieldRef::RestResult(_)
                | FieldRef::RestDate(_)
                | FieldRef::TournamentName(_)
                | FieldRef::TournamentEnd(_)
                | FieldRef::TournamentStart(_)
                | FieldRef::TournamentK(_)
                | FieldRef::EarlierRating(_)
                | FieldRef::EarlierResult(_)
                | FieldRef::EarlierDate(_)
        )
    }

    /// The field's id on the page and in the error map.
    pub fn id(self) -> String {
        match self {
            FieldRef::Dwz => "dwz".into(),
            FieldRef::Index => "index".into(),
            FieldRef::BirthYear => "birth_year".into(),
            FieldRef::EndDate => "end_date".into(),
            FieldRef::K => "k".into(),
            FieldRef::Remaining => "remaining".into(),
            FieldRef::RemainingCount => "remaining_count".into(),
            FieldRef::Target => "target".into(),
            FieldRef::Param(p) => param_field(p).id.into(),
            FieldRef::GameRating(id) => ids::game(id, "rating"),
            FieldRef::GameResult(id) => ids::game(id, "result"),
            FieldRef::RestRating(id) => ids::rest(id, "rating"),
            FieldRef::RestResult(id) => ids::rest(id, "result"),
            FieldRef::RestDate(id) => ids::rest(id, "date"),
            FieldRef::TournamentName(id) => ids::tournament(id, "name"),
            FieldRef::TournamentEnd(id) => ids::tournament(id, "end"),
            FieldRef::TournamentStart(id) => ids::tournament(id, "start"),
            FieldRef::TournamentK(id) => ids::tournament(id, "k"),
            FieldRef::Elo => "elo".into(),
            FieldRef::EloK => "elo_k".into(),
            FieldRef::EloGames => "elo_games".into(),
            FieldRef::RemainingElo => "remaining_elo".into(),
            FieldRef::GameElo(id) => ids::game(id, "elo"),
            FieldRef::EarlierRating(id) => ids::earlier(id, "rating"),
            FieldRef::EarlierResult(id) => ids::earlier(id, "result"),
            FieldRef::EarlierDate(id) => ids::earlier(id, "date"),
        }
    }
}

/// A list of rows on the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum List {
    /// The games of the current tournament.
    Games,
    /// The Restpartien.
    Rest,
    /// The games of a tournament of "Meine Turniere".
    TournamentGames(u32),
    /// The tournaments of "Meine Turniere".
    Tournaments,
    /// The earlier Elo games of a player without Elo.
    Earlier,
}

/// The player's fields, in the order of the page: while one of them is invalid there is no
/// result (rather than one computed with a value the player did not type).
pub const PLAYER_FIELDS: [FieldRef; 5] = [
    FieldRef::Dwz,
    FieldRef::Index,
    FieldRef::BirthYear,
    FieldRef::EndDate,
    FieldRef::K,
];

/// Field ids of rows in the page and in the error map.
mod ids {
    pub fn game(id: u32, what: &str) -> String {
        format!("game-{id}-{what}")
    }
    pub fn rest(id: u32, what: &str) -> String {
        format!("rest-{id}-{what}")
    }
    pub fn tournament(id: u32, what: &str) -> String {
        format!("t-{id}-{what}")
    }
    pub fn earlier(id: u32, what: &str) -> String {
        format!("early-{id}-{what}")
    }
}
