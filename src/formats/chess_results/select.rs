//! The games a player's page gives to count, for the DWZ or for the Elo, the remaining games,
//! and a note for each round that does not count as it stands (worded through `i18n`).
//!
//! For the DWZ an opponent without national rating takes his Elo as stand-in (WO 4.1.2, as the
//! calculator does for a typed game); one without any rating does not count.

use super::{OtherKind, Outcome, PageError, PlayerPage};
use crate::i18n::{ChessResultsWords, Lang};

/// Which rating the games are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    /// The DWZ: the national rating, else the Elo as stand-in.
    Dwz,
    /// The Elo: the international rating.
    Elo,
}

/// A game played, as the estimate counts it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageGame {
    /// The round.
    pub round: u32,
    /// The opponent's name.
    pub opponent: String,
    /// The rating he counts with (`None`: unrated, not counted).
    pub rating: Option<u32>,
    /// His Elo, where the page gives one (the calculator's Elo column).
    pub elo: Option<u32>,
    /// The Elo stands in for a missing DWZ (WO 4.1.2).
    pub stand_in: bool,
    /// The player's points, in half points.
    pub half_points: u8,
}

/// A game paired, not played yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Remaining {
    /// The round.
    pub round: u32,
    /// The opponent's name.
    pub opponent: String,
    /// The rating he counts with.
    pub rating: u32,
    /// His Elo, where the page gives one.
    pub elo: Option<u32>,
    /// The Elo stands in for a missing DWZ.
    pub stand_in: bool,
}

/// A round that does not count as it stands, or counts with a stand-in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// Won or lost by forfeit: not counted.
    Forfeit {
        /// The round.
        round: u32,
        /// The opponent, where the page names him.
        opponent: Option<String>,
        /// Won.
        won: bool,
    },
    /// A bye, with its points (half points).
    Bye {
        /// The round.
        round: u32,
        /// The points, in half points.
        half_points: Option<u8>,
    },
    /// Not paired.
    NotPaired {
        /// The round.
        round: u32,
    },
    /// The opponent's Elo stands in for his missing DWZ (WO 4.1.2).
    StandIn {
        /// The round.
        round: u32,
        /// The opponent.
        opponent: String,
        /// His Elo.
        elo: u32,
    },
    /// The opponent has no rating that counts: the game does not count.
    Unrated {
        /// The round.
        round: u32,
        /// The opponent.
        opponent: String,
        /// For which rating.
        which: Which,
    },
    /// Paired, not played yet: among the remaining games.
    Pending {
        /// The round.
        round: u32,
        /// The opponent.
        opponent: String,
    },
}

/// What a page gives to count.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    /// The games played (an unrated opponent's with `rating` none).
    pub games: Vec<PageGame>,
    /// The games paired, not played yet, with a rated opponent.
    pub remaining: Vec<Remaining>,
    /// What is left out or stands in, in the order of the rounds.
    pub notes: Vec<Note>,
}

/// The games of `page` for `which` rating (see the module docs).
///
/// ```
/// use wertung::formats::chess_results::{read_page, selection, Note, Which};
/// let page = read_page("Rd.\tSNo\t\tName\tRtgI\tRtgN\tFED\tPts.\tRes.\n\
///     1\t9\t\tNowak, Piotr\t2010\t0\tPOL\t2\t½\n2\t5\t\tKlein, Udo\t0\t0\tGER\t1\t1\n").unwrap();
/// let s = selection(&page, Which::Dwz);
/// assert_eq!((s.games[0].rating, s.games[0].stand_in, s.games[1].rating), (Some(2010), true, None));
/// assert_eq!(s.notes.len(), 2);
/// ```
pub fn selection(page: &PlayerPage, which: Which) -> Selection {
    let mut s = Selection::default();
    for r in &page.rounds {
        let round = r.round;
        let rated = |o: &super::Opponent| -> (Option<u32>, bool) {
            match which {
                Which::Elo => (o.international, false),
                Which::Dwz => match (o.national, o.international) {
                    (Some(n), _) => (Some(n), false),
                    (_, Some(elo)) => (Some(elo), true),
                    _ => (None, false),
                },
            }
        };
        match (r.outcome, &r.opponent) {
            (Outcome::Played { half_points }, Some(o)) => {
                let (rating, stand_in) = rated(o);
                note_rating(&mut s.notes, round, o, rating, stand_in, which);
                s.games.push(PageGame {
                    round,
                    opponent: o.name.clone(),
                    rating,
                    elo: o.international,
                    stand_in,
                    half_points,
                });
            }
            (Outcome::Pending, Some(o)) => {
                let (rating, stand_in) = rated(o);
                note_rating(&mut s.notes, round, o, rating, stand_in, which);
                if let Some(rating) = rating {
                    s.notes.push(Note::Pending {
                        round,
                        opponent: o.name.clone(),
                    });
                    s.remaining.push(Remaining {
                        round,
                        opponent: o.name.clone(),
                        rating,
                        elo: o.international,
                        stand_in,
                    });
                }
            }
            (Outcome::Forfeit { won }, o) => s.notes.push(Note::Forfeit {
                round,
                opponent: o.as_ref().map(|o| o.name.clone()),
                won,
            }),
            (Outcome::Bye { half_points }, _) => s.notes.push(Note::Bye { round, half_points }),
            (Outcome::NotPaired | Outcome::Played { .. } | Outcome::Pending, _) => {
                s.notes.push(Note::NotPaired { round });
            }
        }
    }
    s
}

/// The note of a game's rating: a stand-in, or none that counts.
fn note_rating(
    notes: &mut Vec<Note>,
    round: u32,
    o: &super::Opponent,
    rating: Option<u32>,
    stand_in: bool,
    which: Which,
) {
    match rating {
        Some(elo) if stand_in => notes.push(Note::StandIn {
            round,
            opponent: o.name.clone(),
            elo,
        }),
        None => notes.push(Note::Unrated {
            round,
            opponent: o.name.clone(),
            which,
        }),
        Some(_) => {}
    }
}

/// Half points as the page writes them: `1`, `½`, `1½`.
fn points(half: u8) -> String {
    match (half / 2, half % 2) {
        (0, 1) => "½".to_string(),
        (w, 0) => w.to_string(),
        (w, _) => format!("{w}½"),
    }
}

impl Note {
    /// The note in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Note::Forfeit {
                round,
                opponent,
                won,
            } => {
                let m = if *won {
                    ChessResultsWords::ForfeitWon
                } else {
                    ChessResultsWords::ForfeitLost
                };
                let who = opponent.as_deref().unwrap_or("?");
                lang.filled(m, &[("round", &round.to_string()), ("opponent", who)])
            }
            Note::Bye { round, half_points } => {
                let p = half_points.map_or_else(|| "–".to_string(), points);
                lang.filled(
                    ChessResultsWords::Bye,
                    &[("round", &round.to_string()), ("points", &p)],
                )
            }
            Note::NotPaired { round } => lang.filled(
                ChessResultsWords::NotPaired,
                &[("round", &round.to_string())],
            ),
            Note::StandIn {
                round,
                opponent,
                elo,
            } => lang.filled(
                ChessResultsWords::StandIn,
                &[
                    ("round", &round.to_string()),
                    ("opponent", opponent),
                    ("elo", &elo.to_string()),
                ],
            ),
            Note::Unrated {
                round,
                opponent,
                which,
            } => {
                let m = match which {
                    Which::Dwz => ChessResultsWords::UnratedDwz,
                    Which::Elo => ChessResultsWords::UnratedElo,
                };
                lang.filled(m, &[("round", &round.to_string()), ("opponent", opponent)])
            }
            Note::Pending { round, opponent } => lang.filled(
                ChessResultsWords::Pending,
                &[("round", &round.to_string()), ("opponent", opponent)],
            ),
        }
    }
}

impl PageError {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            PageError::Empty => lang.text(ChessResultsWords::Empty).to_string(),
            PageError::OtherPage(kind) => {
                let k = match kind {
                    OtherKind::Pairings => ChessResultsWords::KindPairings,
                    OtherKind::CrossTable => ChessResultsWords::KindCrossTable,
                    OtherKind::Ranking => ChessResultsWords::KindRanking,
                    OtherKind::StartingRank => ChessResultsWords::KindStartingRank,
                };
                lang.filled(ChessResultsWords::OtherPage, &[("kind", lang.text(k))])
            }
            PageError::Language { looked_for } => lang.filled(
                ChessResultsWords::Language,
                &[("columns", &looked_for.join(", "))],
            ),
            PageError::NotChessResults => lang.text(ChessResultsWords::NotChessResults).to_string(),
        }
    }
}
