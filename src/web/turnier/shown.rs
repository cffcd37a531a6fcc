//! The second module's result views (INGO, FIDE, Turnierleistung) as data, not markup: a
//! legend, what is wrong, one table of worded cells, a line after it and, for the
//! Turnierleistung, the rankings compared as lines of a picture. The module fills them
//! (`extras::ingo`, `extras::fide`, `extras::leistung`) in both languages ([`Worded`]), the page
//! renders them (`page::report`) in its language: a language switch asks the module nothing;
//! every text stays text there.

use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// Something worded in both of the page's languages (a view is small: worded twice by the
/// module, the page shows the one of its language, and switches without asking again).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
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
    /// use wertung::i18n::{Lang, TMsg};
    /// use wertung::web::turnier::shown::Worded;
    /// let w = Worded::by(|l| l.text(TMsg::Results).to_string());
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

/// A result view of the tournament.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultView {
    /// What the table's marks mean, a sentence each.
    pub legend: Vec<String>,
    /// What is wrong (the tournament cannot be rated, or the numbers typed); empty: nothing.
    pub error: String,
    /// The table; none where the tournament cannot be rated.
    pub table: Option<Table>,
    /// A line after the table (the Turnierleistung's homogeneity), by its element id.
    pub after: Option<(String, String)>,
    /// The rankings compared (the Turnierleistung, 2 to 40 players).
    pub ranks: Option<RanksPicture>,
}

/// A result table: its element id, the column heads and a row a player.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// The element id.
    pub id: String,
    /// The column heads.
    pub heads: Vec<String>,
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
    /// The text.
    pub text: String,
    /// The class (empty: none).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub class: String,
    /// What it means: the title (empty: none).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
}

impl TableCell {
    /// A cell of text, without class or title.
    pub fn plain(text: impl Into<String>) -> TableCell {
        TableCell {
            text: text.into(),
            ..TableCell::default()
        }
    }

    /// A cell of text with a class.
    pub fn with_class(text: impl Into<String>, class: &str) -> TableCell {
        TableCell {
            text: text.into(),
            class: class.into(),
            ..TableCell::default()
        }
    }
}

/// The rankings side by side in a picture `height` high (380 wide): the columns' titles at
/// their x, and a line a player through his places (coordinates as written into the SVG).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RanksPicture {
    /// The picture's title.
    pub title: String,
    /// Its height.
    pub height: String,
    /// The columns' titles, each with its x.
    pub columns: Vec<(String, String)>,
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
