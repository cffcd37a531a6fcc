//! The calculator's results panel as data: what a single estimate
//! ([`super::estimate_view`]), "Meine Turniere" ([`super::chain_view`]) and the Elo
//! ([`super::elo_view`]) show, as blocks in the order shown. Nothing here is worded: a text is a
//! [`Text`] (a message key, a number, a date, the core's reason or error, a name as typed), and
//! the page's components (`app::panel`) word it with the language of the moment they render, so
//! that a language switch words the same blocks again without computing anything. The charts'
//! coordinates are numbers. Ids and classes name what the page's style sheet and its tests look
//! for.

use crate::dwz::{Date, NoFirstRating};
use crate::fide::estimate::NotRated;
use crate::fide::initial::NoInitialRating;
use crate::fide::k_factor::KFactor;
use crate::i18n::{CalcResultWords, FormWords, Lang};
use crate::input::InputError;
use crate::web::common::html::date_text;
use std::hash::{Hash, Hasher};

/// A number of the panel, compared and hashed by its bits (the blocks are keyed by what they
/// show); the core's figures are never NaN.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Num(pub f64);

impl Eq for Num {}

impl Hash for Num {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.to_bits().hash(state);
    }
}

impl Num {
    /// A chart's coordinate: rounded to one decimal (half away from zero), as the picture
    /// takes it.
    ///
    /// ```
    /// use wertung::web::calc::shown::Num;
    /// assert_eq!((Num::coord(52.349).to_string(), Num::coord(16.0).to_string()), ("52.3".into(), "16".into()));
    /// ```
    pub fn coord(v: f64) -> Num {
        Num((v * 10.0).round() / 10.0)
    }
}

impl std::fmt::Display for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// An input error to show: the core's (or the parse's) typed error, worded when shown.
#[derive(Debug, Clone, PartialEq)]
pub struct Refused(pub InputError);

// Its limits are finite numbers: equal to itself.
impl Eq for Refused {}

impl Hash for Refused {
    fn hash<H: Hasher>(&self, state: &mut H) {
        format!("{:?}", self.0).hash(state);
    }
}

/// A text of the results as data, worded by [`Text::word`] in the language it is shown in.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Text {
    /// The same in every language: a name as typed, a figure put together ("1527 - 7").
    Plain(String),
    /// A sign or an abbreviation of both languages ("–", "+/−", "DWZ").
    Sign(&'static str),
    /// A text of the calculator's page.
    FormWords(FormWords),
    /// A text of the calculator's parts loaded on first use.
    Part(CalcResultWords),
    /// A whole number.
    Int(i64),
    /// A number with `places` decimals (decimal comma in German).
    Num(Num, u8),
    /// A signed number with `places` decimals ("+23", "−5,0", "0").
    Signed(Num, u8),
    /// A score with "½" ("2½").
    Score(Num),
    /// Points with their word ("1½ Punkte").
    Points(Num),
    /// A date (12.12.2026; 2026-12-12).
    Date(Date),
    /// An input error.
    Error(Refused),
    /// Why there is no first DWZ.
    NoFirst(NoFirstRating),
    /// How many games a first DWZ still lacks ("noch 1 Partie").
    GamesMissing(NoFirstRating),
    /// A first DWZ in words from its figures: points, games, the opponents' average, start
    /// value, iteration result, correction, the first DWZ.
    FirstInWords(Box<[Text; 7]>),
    /// A FIDE K and its reason.
    KReason(KFactor),
    /// Why a game is not FIDE rated.
    NotRated(NotRated),
    /// Why there is no initial Elo yet.
    NoInitialElo(NoInitialRating),
    /// A tournament's games when not all typed count: counted, typed ("5 von 7").
    GamesOf(usize, usize),
    /// A text shortened to its first `n` characters ("Herbst…").
    Short(Box<Text>, usize),
    /// Texts one after another.
    Join(Vec<Text>),
}

impl Default for Text {
    fn default() -> Self {
        Text::Sign("")
    }
}

impl From<&'static str> for Text {
    fn from(s: &'static str) -> Self {
        Text::Sign(s)
    }
}

impl From<String> for Text {
    fn from(s: String) -> Self {
        Text::Plain(s)
    }
}

impl From<CalcResultWords> for Text {
    fn from(m: CalcResultWords) -> Self {
        Text::Part(m)
    }
}

impl From<FormWords> for Text {
    fn from(m: FormWords) -> Self {
        Text::FormWords(m)
    }
}

impl From<i64> for Text {
    fn from(n: i64) -> Self {
        Text::Int(n)
    }
}

impl From<InputError> for Text {
    fn from(e: InputError) -> Self {
        Text::Error(Refused(e))
    }
}

/// The texts `parts` one after another.
pub fn join<const N: usize>(parts: [Text; N]) -> Text {
    Text::Join(parts.into())
}

impl Text {
    /// A number with `places` decimals.
    pub fn num(x: f64, places: u8) -> Text {
        Text::Num(Num(x), places)
    }

    /// A signed number with `places` decimals.
    pub fn signed(x: f64, places: u8) -> Text {
        Text::Signed(Num(x), places)
    }

    /// A score with "½".
    pub fn score(w: f64) -> Text {
        Text::Score(Num(w))
    }

    /// Points with their word.
    pub fn points(w: f64) -> Text {
        Text::Points(Num(w))
    }

    /// Nothing to show (an attribute or element left out).
    pub fn is_empty(&self) -> bool {
        match self {
            Text::Sign(s) => s.is_empty(),
            Text::Plain(s) => s.is_empty(),
            Text::Join(parts) => parts.iter().all(Text::is_empty),
            _ => false,
        }
    }

    /// The text in `l`: numbers with decimal commas in German and "½", dates as the language
    /// writes them, the core's reasons and errors worded by `i18n`.
    ///
    /// ```
    /// use wertung::i18n::{Lang, CalcResultWords};
    /// use wertung::web::calc::shown::{join, Text};
    /// let t = join([CalcResultWords::NewDwz.into(), ": ".into(), Text::signed(-5.04, 1), " · ".into(), Text::score(2.5)]);
    /// assert_eq!(t.word(Lang::De), "Neue DWZ: −5,0 · 2½");
    /// assert_eq!(t.word(Lang::En), "New DWZ: −5.0 · 2½");
    /// ```
    pub fn word(&self, l: Lang) -> String {
        match self {
            Text::Plain(s) => s.clone(),
            Text::Sign(s) => (*s).to_string(),
            Text::FormWords(m) => l.text(*m).to_string(),
            Text::Part(m) => l.text(*m).to_string(),
            Text::Int(n) => n.to_string(),
            Text::Num(x, places) => l.num(x.0, (*places).into()),
            Text::Signed(x, places) => l.signed(x.0, (*places).into()),
            Text::Score(w) => l.score(w.0),
            Text::Points(w) => l.points(w.0),
            Text::Date(d) => date_text(l, *d),
            Text::Error(e) => l.error(&e.0),
            Text::NoFirst(r) => l.no_first_rating(*r),
            Text::GamesMissing(r) => l.games_missing(*r),
            Text::FirstInWords(figures) => {
                let words = figures.each_ref().map(|t| t.word(l));
                l.first_rating_words(words.each_ref().map(String::as_str))
            }
            Text::KReason(k) => l.fide_k_reason(k),
            Text::NotRated(r) => l.fide_not_rated(*r).to_string(),
            Text::NoInitialElo(r) => l.no_initial_rating(*r),
            Text::GamesOf(counted, typed) => l.games_of(*counted, *typed),
            Text::Short(text, n) => {
                let whole = text.word(l);
                let mut short: String = whole.chars().take(*n).collect();
                if short.len() < whole.len() {
                    short.push('…');
                }
                short
            }
            Text::Join(parts) => parts.iter().map(|t| t.word(l)).collect(),
        }
    }
}

/// A part of the results panel.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Block {
    /// The headline: label, the big value, the change, "vorläufig".
    Headline(Headline),
    /// A paragraph: its id (`""`: none), its class (`""`: none) and its text.
    Line(&'static str, &'static str, Text),
    /// What must be corrected before there is a result, a line each ("Bitte zuerst
    /// korrigieren").
    Notice(Vec<Text>),
    /// The rows not counted and why, a line each.
    NotCounted(Vec<Text>),
    /// The figures of the calculation.
    Figures(Vec<Figure>),
    /// The change each game brings, a bar each.
    Bars(Vec<Bar>),
    /// A chart: the expected-score curve, DWZ and performance across the tournaments.
    Plot(Plot),
    /// The Erst-DWZ's iteration: the rating after each step.
    Trace(Vec<Text>),
    /// A table: the Elo's games, its rating periods.
    Table(Table),
    /// "Meine Turniere" like the DSB's player card.
    Card(Card),
}

/// A headline: `label`, the big value (element id `ids.0`, left out where there is none), the
/// change (id `ids.1`, left out where there is none), and whether the result is provisional.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Headline {
    /// What the value is ("Neue DWZ").
    pub label: Text,
    /// The element ids of the value and of the change.
    pub ids: (&'static str, &'static str),
    /// The big value.
    pub value: Option<Text>,
    /// The change.
    pub change: Option<Text>,
    /// True where the result is provisional ("vorläufig").
    pub provisional: bool,
}

/// A figure: its label, its value and the id of its value (`out-<id>`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Figure {
    /// What the figure is.
    pub label: Text,
    /// Its value.
    pub value: Text,
    /// The id of its value (`out-<id>`).
    pub id: &'static str,
}

impl Figure {
    /// A figure: `label`, `value` and the id of its value.
    pub fn new(label: impl Into<Text>, value: impl Into<Text>, id: &'static str) -> Figure {
        Figure {
            label: label.into(),
            value: value.into(),
            id,
        }
    }
}

/// A game's bar: its label ("4. 1961 (1)"), where the bar starts and how wide it is (tenths of
/// a percent of the track: 500 is the middle), whether it goes to the left, and the change.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Bar {
    /// The game ("4. 1961 (1)").
    pub label: Text,
    /// Where the bar starts, tenths of a percent of the track (500: the middle).
    pub x: u16,
    /// How wide it is, tenths of a percent of the track.
    pub width: u16,
    /// True where it goes to the left (a loss of rating).
    pub negative: bool,
    /// The change.
    pub value: Text,
}

impl Bar {
    /// A length of the bar in tenths of a percent as an SVG length ("50.0%").
    pub fn percent(tenths: u16) -> String {
        format!("{}.{}%", tenths / 10, tenths % 10)
    }
}

/// A chart: the figure's id (`""`: none) and title, the picture's height in pixels, its shapes,
/// and the sentence that explains it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Plot {
    /// The figure's id (`""`: none).
    pub id: &'static str,
    /// The chart's title.
    pub title: Text,
    /// The picture's height in pixels.
    pub height: u32,
    /// Its shapes.
    pub shapes: Vec<Shape>,
    /// The sentence that explains it.
    pub caption: Text,
}

/// A place on a chart: x in percent of the picture's width, y in pixels from its top.
pub type At = (Num, Num);

/// A shape of a chart: its coordinates as numbers, x in percent of the width and y in pixels
/// (the picture keeps the page's font size at any width).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A straight line with its class (`axis`, `score`, `own`).
    Line {
        /// Where it starts.
        from: At,
        /// Where it ends.
        to: At,
        /// Its class (`axis`, `score`, `own`).
        class: &'static str,
    },
    /// A line through `points` in an inner picture of `view` units (width, height) stretched
    /// over the plot area `at` (x and width in percent, y and height in pixels).
    Curve {
        /// The plot area: x, y, width, height.
        at: [Num; 4],
        /// The inner picture's units: width, height.
        view: (u32, u32),
        /// The points of the line, in the inner picture's units.
        points: Vec<(Num, Num)>,
    },
    /// A rating's dot, with what it is.
    Dot {
        /// Where.
        at: At,
        /// What it is (none: nothing).
        title: Option<Text>,
    },
    /// A performance's square, with what it is.
    Square {
        /// Where.
        at: At,
        /// What it is.
        title: Text,
    },
    /// A text: where, its anchor (`""`: the start), the text and the whole text where it is
    /// shortened.
    Label {
        /// Where.
        at: At,
        /// The anchor (`""`: the start).
        anchor: &'static str,
        /// The text.
        text: Text,
        /// The whole text where it is shortened.
        title: Option<Text>,
    },
}

/// The points of a line as the SVG's `points` attribute takes them ("0,150 4.3,149.6").
///
/// ```
/// use wertung::web::calc::shown::{points_text, Num};
/// assert_eq!(points_text(&[(Num(0.0), Num(150.0)), (Num(4.3), Num(149.6))]), "0,150 4.3,149.6");
/// ```
pub fn points_text(points: &[(Num, Num)]) -> String {
    let written: Vec<String> = points.iter().map(|(x, y)| format!("{x},{y}")).collect();
    written.join(" ")
}

/// A table: its id (also its class), the column heads, a row of texts each; `labelled`: each
/// cell carries its column's head (a phone stacks the cells, each with its label).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Table {
    /// The table's id, also its class.
    pub id: &'static str,
    /// The column heads.
    pub heads: Vec<Text>,
    /// The rows, a text a cell.
    pub rows: Vec<Vec<Text>>,
    /// True where each cell carries its column's head.
    pub labelled: bool,
}

/// "Meine Turniere" as a card: the column heads, a line a tournament.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Card {
    /// The column heads.
    pub heads: Vec<Text>,
    /// A line a tournament.
    pub lines: Vec<CardLine>,
}

/// A tournament's line of the card: its name, its cells after the name (each with its
/// column's head), the title of its games and its games, a line each.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CardLine {
    /// The tournament's name.
    pub name: Text,
    /// Its cells after the name, each with its column's head.
    pub cells: Vec<(Text, Text)>,
    /// The title of its games.
    pub games_title: Text,
    /// Its games, a line each.
    pub games: Vec<Text>,
}

/// Every text of `blocks` in order, worded in `l`, one a line: what a reader of the panel
/// reads (the tests look for figures in it).
///
/// ```
/// use wertung::i18n::{Lang, CalcResultWords};
/// use wertung::web::calc::shown::{texts, Block, Text};
/// let blocks = [Block::Line("", "age", CalcResultWords::AgeAdult.into()), Block::Trace(vec![Text::num(1234.5, 0)])];
/// assert_eq!(texts(Lang::De, &blocks), "Erwachsener (ab 26)\n1235\n");
/// assert_eq!(texts(Lang::En, &blocks), "Adult (26 and over)\n1235\n");
/// ```
pub fn texts(l: Lang, blocks: &[Block]) -> String {
    let mut out = String::new();
    let mut put = |t: &Text| {
        out.push_str(&t.word(l));
        out.push('\n');
    };
    let cells = |row: &[Text]| Text::Join(join_with(row.iter().cloned(), " | "));
    for b in blocks {
        match b {
            Block::Headline(h) => {
                put(&h.label);
                h.value.iter().chain(&h.change).for_each(&mut put);
            }
            Block::Line(_, _, text) => put(text),
            Block::Notice(lines) | Block::NotCounted(lines) | Block::Trace(lines) => {
                lines.iter().for_each(&mut put);
            }
            Block::Figures(f) => f
                .iter()
                .for_each(|f| put(&join([f.label.clone(), ": ".into(), f.value.clone()]))),
            Block::Bars(bars) => bars
                .iter()
                .for_each(|b| put(&join([b.label.clone(), ": ".into(), b.value.clone()]))),
            Block::Plot(p) => {
                put(&p.title);
                for s in &p.shapes {
                    if let Shape::Label { text, .. } = s {
                        put(text);
                    }
                }
            }
            Block::Table(t) => {
                put(&cells(&t.heads));
                t.rows.iter().for_each(|r| put(&cells(r)));
            }
            Block::Card(c) => {
                put(&cells(&c.heads));
                for line in &c.lines {
                    let row: Vec<Text> = std::iter::once(line.name.clone())
                        .chain(line.cells.iter().map(|c| c.1.clone()))
                        .collect();
                    put(&cells(&row));
                    line.games.iter().for_each(&mut put);
                }
            }
        }
    }
    out
}

/// The texts `parts` with `between` between each two.
pub fn join_with(parts: impl IntoIterator<Item = Text>, between: &'static str) -> Vec<Text> {
    let mut out = Vec::new();
    for (k, t) in parts.into_iter().enumerate() {
        if k > 0 {
            out.push(Text::Sign(between));
        }
        out.push(t);
    }
    out
}
