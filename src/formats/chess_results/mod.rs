//! A player's page of chess-results.com (`art=9`): the card (name, national rating = the DWZ
//! of a German tournament, international rating, FIDE ID, ident number, birth year) and every
//! round (opponent, title, ratings, federation, colour, result), read from the page as the
//! browser saves it (HTML), from the clipboard's HTML flavour, or from the text a copy of the
//! page gives (cells separated by tabs, rows by new lines; the colour is then lost and a result
//! may stand on a line of its own). English and German pages; a page in another language is
//! refused naming the words that were looked for.
//!
//! What is not a game is kept as what it is: forfeits (`+ 1K`, `- 0K`), byes (`bye`,
//! `spielfrei`, `- 1`, `- ½`) and rounds not paired (`not paired`, `nicht ausgelost`, `- 0`);
//! a round paired but not yet played is a remaining game ([`selection`] makes the games to
//! count and the notes of what is left out).
//!
//! Pure: no I/O, and any text is read without a panic (a page of another kind, or no page at
//! all, is a [`PageError`]).
//!
//! ```
//! use wertung::formats::chess_results::{read_page, Outcome};
//! let page = read_page("Name\tMüller, Hans\nRating national\t1850\nRating international\t1910\n\
//!     Rd.\tBo.\tSNo\t\tName\tRtgI\tRtgN\tFED\tClub/City\tPts.\tRes.\n\
//!     1\t4\t17\t\tSchmidt, Eva\t1790\t1802\tGER\tSK Ost\t2\t1\n\
//!     2\t3\t-\t\tbye\t-\t-\t-\t\t-\t- 1\n").unwrap();
//! assert_eq!((page.name.as_deref(), page.national_rating), (Some("Müller, Hans"), Some(1850)));
//! assert_eq!(page.rounds.len(), 2);
//! assert!(matches!(page.rounds[1].outcome, Outcome::Bye { half_points: Some(2) }));
//! ```

mod estimate;
mod html;
mod read;
mod select;
mod text;

pub use estimate::{dwz_estimate, entrant, fide_estimate};
pub use select::{selection, Note, PageGame, Remaining, Selection, Which};

use crate::dwz::Date;

/// The colour the player had in a round (shown by the HTML only).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Colour {
    /// White.
    White,
    /// Black.
    Black,
}

/// One cell of a table: its text (white space folded) and the colour it shows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Cell {
    text: String,
    colour: Option<Colour>,
}

/// A row of cells.
pub(crate) type Row = Vec<Cell>;

/// The language of the page's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageLang {
    /// `lan=1`.
    English,
    /// `lan=0`.
    German,
}

/// The player's result in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// A game played: the player's points in half points (2 a win, 1 a draw, 0 a loss).
    Played {
        /// The points, in half points.
        half_points: u8,
    },
    /// A game won (`+ 1K`) or lost (`- 0K`) without play: never counted.
    Forfeit {
        /// Won by forfeit.
        won: bool,
    },
    /// A bye (`bye`, `spielfrei`) with the points the page gives (in half points).
    Bye {
        /// The points, in half points, where the page gives them.
        half_points: Option<u8>,
    },
    /// Not paired in this round (`not paired`, `nicht ausgelost`).
    NotPaired,
    /// Paired, not played yet: a remaining game.
    Pending,
}

/// The opponent of a round as the page shows him.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Opponent {
    /// The name as the page writes it ("Surname, First" or "Surname First").
    pub name: String,
    /// His title (`GM`, `FM`, …), where shown.
    pub title: Option<String>,
    /// His international rating (the Elo; `RtgI` / `EloI`, or the only rating column).
    pub international: Option<u32>,
    /// His national rating (`RtgN` / `EloN`: the DWZ of a German tournament).
    pub national: Option<u32>,
    /// His federation (`GER`, `AUT`, …).
    pub federation: Option<String>,
}

/// One round of the player's page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// The round's number.
    pub round: u32,
    /// The opponent (none for a bye or a round not paired).
    pub opponent: Option<Opponent>,
    /// The colour, where the page shows it.
    pub colour: Option<Colour>,
    /// The result.
    pub outcome: Outcome,
}

/// A player's page as read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayerPage {
    /// The page's language (`None`: the card and the rounds did not say).
    pub lang: Option<PageLang>,
    /// The player's name.
    pub name: Option<String>,
    /// His title.
    pub title: Option<String>,
    /// The rating the organiser ranks by (`Rating` / `Elo`), where the page gives it.
    pub rating: Option<u32>,
    /// His national rating (`Rating national` / `Elo national`: the DWZ of a German tournament).
    pub national_rating: Option<u32>,
    /// His international rating (`Rating international` / `Elo international`).
    pub international_rating: Option<u32>,
    /// His FIDE ID.
    pub fide_id: Option<u64>,
    /// His ident number (`Ident-Number` / `Ident-Nummer`) as the page writes it.
    pub ident: Option<String>,
    /// His year of birth.
    pub birth_year: Option<i32>,
    /// His federation.
    pub federation: Option<String>,
    /// His club.
    pub club: Option<String>,
    /// The tournament's end, where the page names its dates.
    pub end_date: Option<Date>,
    /// The rounds in the page's order.
    pub rounds: Vec<Round>,
    /// Whether the rounds table has a national rating column (`RtgN` / `EloN`): without one the
    /// page's only rating is the Elo.
    pub has_national_column: bool,
}

impl PlayerPage {
    /// The player's Elo: the international rating, or the only rating of a page without
    /// national ratings.
    pub fn elo(&self) -> Option<u32> {
        self.international_rating.or(if self.has_national_column {
            None
        } else {
            self.rating
        })
    }
}

/// A page of chess-results of another kind than a player's page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OtherKind {
    /// The pairings of a round (`art=2`).
    Pairings,
    /// A cross table (`art=4`, `art=5`).
    CrossTable,
    /// A ranking list (`art=1`).
    Ranking,
    /// The starting rank list or the alphabetical list (`art=0`).
    StartingRank,
}

/// Why a text is not read as a player's page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageError {
    /// Nothing but white space.
    Empty,
    /// A page of chess-results, but another kind of page.
    OtherPage(OtherKind),
    /// A table that looks like chess-results' but whose words are neither English nor German:
    /// the column names looked for.
    Language {
        /// The headers looked for (`Rd.`, `Name`, `Res.` / `Erg.`).
        looked_for: &'static [&'static str],
    },
    /// Neither a page of chess-results nor its copied text.
    NotChessResults,
}

/// The headers a rounds table is found by, English and German.
pub const ROUND_HEADERS: &[&str] = &["Rd.", "Name", "Res.", "Erg."];

/// Reads a player's page: HTML (saved, or the clipboard's HTML flavour) or the copied text.
///
/// # Errors
/// [`PageError`] when the text is empty, another kind of page, in another language, or no page
/// of chess-results at all.
pub fn read_page(input: &str) -> Result<PlayerPage, PageError> {
    if input.trim().is_empty() {
        return Err(PageError::Empty);
    }
    let lower_head: String = input
        .chars()
        .take(200_000)
        .collect::<String>()
        .to_lowercase();
    let is_html = ["<table", "<tr", "<td", "<html"]
        .iter()
        .any(|t| lower_head.contains(t));
    let tables = if is_html {
        html::tables(input)
    } else {
        vec![text::rows(input)]
    };
    let looks_like = lower_head.contains("chess-results")
        || lower_head.contains("crs1")
        || lower_head.contains("farbe");
    read::interpret(&tables, is_html, looks_like)
}

/// Whether `text` is a page of chess-results.com, told by its content (for the one door,
/// [`crate::formats::open`]): HTML that names chess-results (any kind of its pages: the reader
/// says which it is, where it is no player's page), or the copied text of a player's page
/// (a line that is the header of its rounds table: `Rd.`, `Name`, `Res.` / `Erg.`, tab-separated).
///
/// ```
/// use wertung::formats::chess_results::is_page;
/// assert!(is_page("<html><title>Chess-Results Server</title><table></table></html>"));
/// assert!(is_page("Name\tBerger, Jonas\nRd.\tSNo\t\tName\tRtgI\tRes.\n"));
/// assert!(!is_page("<?xml version=\"1.0\"?><DSB_DWZ_TournamentReport/>"));
/// assert!(!is_page("Müller;x;1\nSchmidt;0;x\n"));
/// ```
pub fn is_page(text: &str) -> bool {
    let head: String = text
        .chars()
        .take(200_000)
        .collect::<String>()
        .to_lowercase();
    if ["<table", "<html"].iter().any(|t| head.contains(t)) {
        return head.contains("chess-results");
    }
    read::has_round_header(&text::rows(text))
}

/// `text` with white space (no-break spaces too) folded to single spaces, trimmed.
pub(crate) fn folded(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text
        .split(|c: char| c.is_whitespace() || c == '\u{a0}')
        .filter(|w| !w.is_empty())
    {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

#[cfg(test)]
mod tests;
