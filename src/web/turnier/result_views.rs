//! The second module's result views (INGO, FIDE, Turnierleistung) as data, not markup: a
//! legend, what is wrong, one table of cells, a line after it and, for the Turnierleistung, the
//! rankings compared as lines of a picture. The module fills them once (`reader::ingo`,
//! `reader::fide`, `reader::leistung`) with names, numbers and message keys ([`Word`]); the page
//! words them when it renders them (`page::report`) in its language: a language switch asks the
//! module nothing and runs no rating code; every text stays text there.

use crate::fide::initial::NoInitialRating;
use crate::fide::k_factor::KFactor;
use crate::i18n::{Lang, TournamentViewWords};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

/// Something worded in both of the page's languages (what the module words itself: why a file
/// cannot be read, why a view has no table).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Worded<T> {
    /// In German.
    pub de: T,
    /// In English.
    pub en: T,
}

impl<T> Worded<T> {
    /// Worded by `word` in each language.
    ///
    /// ```
    /// use wertung::i18n::{Lang, TournamentWords};
    /// use wertung::web::turnier::result_views::Worded;
    /// let w = Worded::by(|l| l.text(TournamentWords::Results).to_string());
    /// assert_eq!(w.get(Lang::De), "Auswertung");
    /// assert_eq!(w.get(Lang::En), "Evaluation");
    /// ```
    pub fn by(mut word: impl FnMut(Lang) -> T) -> Worded<T> {
        Worded {
            de: word(Lang::De),
            en: word(Lang::En),
        }
    }

    /// The one in `l`.
    pub fn get(&self, l: Lang) -> &T {
        match l {
            Lang::De => &self.de,
            Lang::En => &self.en,
        }
    }
}

/// A text of a view before it is worded: a name or a sign as it is, a number, a message key,
/// or a reason the page words ([`Word::text`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Word {
    /// As it is: a name, an id, a sign ("Elo", "–", "hors concours", a rank).
    Text(String),
    /// A text of the views' table.
    X(TournamentViewWords),
    /// A number with these places, in the language's decimal sign.
    Num(f64, usize),
    /// A number with its sign ("+2,5", "−0,8").
    Signed(f64, usize),
    /// Points: "2½".
    Score(f64),
    /// FIDE's K with its reason (8.3.3).
    FideK(KFactor),
    /// Why there is no published initial FIDE rating yet.
    NoInitialRating(NoInitialRating),
    /// Words in a row, the first then the others, each after a space where `spaced`.
    Seq(Vec<Word>, bool),
}

impl Word {
    /// A text as it is.
    pub fn text_of(s: impl Into<String>) -> Word {
        Word::Text(s.into())
    }

    /// The word in `l`.
    ///
    /// ```
    /// use wertung::i18n::{Lang, TournamentViewWords};
    /// use wertung::web::turnier::result_views::Word;
    /// let w = Word::Seq(vec![Word::X(TournamentViewWords::Homogeneity), Word::text_of(":"), Word::Num(1.25, 2)], false);
    /// assert_eq!(w.text(Lang::De), "Homogenität:1,25");
    /// assert_eq!(Word::Seq(vec![Word::Num(128.0, 0), Word::X(TournamentViewWords::OrBetter)], true).text(Lang::En), "128 or better");
    /// ```
    pub fn text(&self, l: Lang) -> String {
        match self {
            Word::Text(s) => s.clone(),
            Word::X(m) => l.text(*m).into(),
            Word::Num(x, places) => l.num(*x, *places),
            Word::Signed(x, places) => l.signed(*x, *places),
            Word::Score(x) => l.score(*x),
            Word::FideK(k) => l.fide_k_reason(k),
            Word::NoInitialRating(r) => l.no_initial_rating(*r),
            Word::Seq(words, spaced) => {
                let words: Vec<String> = words.iter().map(|w| w.text(l)).collect();
                words.join(if *spaced { " " } else { "" })
            }
        }
    }

    /// Whether it is no text at all.
    pub fn is_empty(&self) -> bool {
        matches!(self, Word::Text(s) if s.is_empty())
    }
}

impl Default for Word {
    fn default() -> Word {
        Word::Text(String::new())
    }
}

/// Two words are alike where they show the same (a number by its bits).
impl Eq for Word {}

impl Hash for Word {
    fn hash<H: Hasher>(&self, h: &mut H) {
        std::mem::discriminant(self).hash(h);
        match self {
            Word::Text(s) => s.hash(h),
            Word::X(m) => m.hash(h),
            Word::Num(x, p) | Word::Signed(x, p) => (x.to_bits(), p).hash(h),
            Word::Score(x) => x.to_bits().hash(h),
            Word::FideK(k) => k.hash(h),
            Word::NoInitialRating(r) => r.hash(h),
            Word::Seq(words, spaced) => (words, spaced).hash(h),
        }
    }
}

/// A result view of the tournament.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultView {
    /// What the table's marks mean, a sentence each.
    pub legend: Vec<TournamentViewWords>,
    /// What is wrong (the tournament cannot be rated, or the numbers typed), worded by the
    /// module (an error names the file's or the table's place); empty: nothing.
    pub error: Worded<String>,
    /// The table; none where the tournament cannot be rated.
    pub table: Option<Table>,
    /// A line after the table (the Turnierleistung's homogeneity), by its element id.
    pub after: Option<(String, Word)>,
    /// The rankings compared (the Turnierleistung, 2 to 40 players).
    pub ranks: Option<RanksPicture>,
}

/// A result table: its element id, the column heads and a row a player.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// The element id.
    pub id: String,
    /// The column heads.
    pub heads: Vec<Word>,
    /// A row a player.
    pub rows: Vec<TableRow>,
}

/// A row: the player's id (the row's `data-id`) and its cells. Two rows are equal where they
/// show the same, so a list keyed by rows renews only those that changed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TableRow {
    /// The player's id (the row's `data-id`).
    pub id: String,
    /// Its cells.
    pub cells: Vec<TableCell>,
}

/// A cell: its text, its class (empty: none) and what it means (its title; empty: none).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TableCell {
    /// Its text.
    pub text: Word,
    /// Its class (empty: none).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub class: String,
    /// What it means, shown as its title (empty: none).
    #[serde(default, skip_serializing_if = "Word::is_empty")]
    pub title: Word,
}

impl TableCell {
    /// A cell, without class or title.
    pub fn plain(text: impl Into<Word>) -> TableCell {
        TableCell {
            text: text.into(),
            ..TableCell::default()
        }
    }

    /// A cell with a class.
    pub fn with_class(text: impl Into<Word>, class: &str) -> TableCell {
        TableCell {
            text: text.into(),
            class: class.into(),
            ..TableCell::default()
        }
    }
}

/// The rankings side by side in a picture `height` high (380 wide): the columns' titles at
/// their x, and a line a player through his places (coordinates as written into the SVG).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RanksPicture {
    /// The picture's title.
    pub title: TournamentViewWords,
    /// Its height, as written into the SVG.
    pub height: String,
    /// The columns: each ranking's title and its x.
    pub columns: Vec<(Word, String)>,
    /// A line a player.
    pub lines: Vec<RankLine>,
}

/// A player's line: his name, the points of the line ("70,20 120,34.0 …") and where his name
/// stands left and right.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RankLine {
    /// His name.
    pub name: String,
    /// The points of the line ("70,20 120,34.0 …").
    pub points: String,
    /// Where his name stands on the left.
    pub left_y: String,
    /// Where his name stands on the right.
    pub right_y: String,
}

impl From<String> for Word {
    fn from(s: String) -> Word {
        Word::Text(s)
    }
}

impl From<&str> for Word {
    fn from(s: &str) -> Word {
        Word::Text(s.into())
    }
}

impl From<TournamentViewWords> for Word {
    fn from(m: TournamentViewWords) -> Word {
        Word::X(m)
    }
}
