//! Data formats, one module each. They parse and present; all rating arithmetic is in the core.
//! A file comes in through one door, [`open::open`], which tells its format by its content.

pub mod address_book;
pub mod chess_results;
pub mod crosstable;
pub mod csv;
pub mod dsb_list;
pub mod dsb_xml;
pub mod encoding;
pub mod fide_list;
pub mod hash;
pub mod json;
pub mod le_bytes;
pub mod list_file;
pub mod open;
pub mod persons;
pub mod swt;
pub mod text;
pub mod trf;
pub mod zip;

use crate::dwz::{Date, Game, Kind, Player, Tournament};
use crate::input::InputError;

pub use open::{open, Opened};

/// What a tournament file says about a player beyond the evaluation's fields: the keys by
/// which he is found in the DSB's player list (ZPS club and member number, FIDE ID, name and
/// birth year) and the ratings the file carries.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Entrant {
    /// The name as the file writes it (e.g. "Müller, Hans" or "Müller,Hans").
    pub name: Option<String>,
    /// A title as the file writes it (GM, IM, FM, WGM, ...).
    pub title: Option<String>,
    /// The FIDE ID.
    pub fide_id: Option<u64>,
    /// The FIDE rating.
    pub fide_rating: Option<u32>,
    /// The national rating the file carries (an SWT's NWZ, a TRF-26 `GER` record): the DWZ.
    pub national_rating: Option<u32>,
    /// The date of birth, where the file gives it.
    pub birth_date: Option<Date>,
    /// The year of birth.
    pub birth_year: Option<i32>,
    /// ZPS club number (five characters, e.g. "10614").
    pub club: Option<String>,
    /// Member number within the club (e.g. "1081").
    pub member_number: Option<String>,
    /// The team he played for (team tournaments).
    pub team: Option<String>,
    /// His federation as the file writes it (FIDE's three letters, e.g. `GER`, `AUT`): one
    /// other than `GER` not found in the DSB's list is a guest from it.
    pub federation: Option<String>,
    /// The person's ID in the DSB (the list's `ID`, e.g. `NU4073762`), where the file gives it
    /// (the DSB's tournament report): the first key of the player list.
    pub dsb_id: Option<String>,
    /// The rounds he sat out ("spielfrei"), in the file's order.
    pub byes: Vec<Bye>,
}

/// A round a player sat out (a bye: no opponent, or the pseudo-player "spielfrei" paired
/// against him), with the points the file gives him for it, in half points (`None` where it
/// gives none). No game: it never counts (WO 2.2.5.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bye {
    /// The round (1-based).
    pub round: u32,
    /// The points the file gives him for it, in half points.
    pub half_points: Option<u8>,
}

/// A tournament read from a file with its entrants, in the order of `tournament.players`.
#[derive(Debug, Clone, PartialEq)]
pub struct Imported {
    /// The tournament to evaluate.
    pub tournament: Tournament,
    /// What the file says of each player beyond it.
    pub entrants: Vec<Entrant>,
}

impl Imported {
    /// A tournament (kind `Tournament`) of the players and games a file gave, checked by
    /// `Tournament::validate` (ids unique, games between known players).
    pub fn checked(
        name: String,
        end_date: Date,
        players: Vec<Player>,
        games: Vec<Game>,
        entrants: Vec<Entrant>,
    ) -> Result<Imported, InputError> {
        let tournament = Tournament {
            name,
            end_date,
            kind: Kind::Tournament,
            players,
            games,
        };
        tournament.validate()?;
        Ok(Imported {
            tournament,
            entrants,
        })
    }
}
