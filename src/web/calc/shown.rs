//! The calculator's results panel as data: what a single estimate
//! ([`super::estimate_view`]), "Meine Turniere" ([`super::chain_view`]) and the Elo
//! ([`super::elo_view`]) show, as blocks in the order shown. The page renders them with its
//! components (`app::panel`); every text here is plain text, never markup. Ids and classes
//! name what the page's style sheet and its tests look for.

/// A part of the results panel.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Block {
    /// The headline: label, the big value, the change, "vorläufig".
    Headline(Headline),
    /// A paragraph: its id (`""`: none), its class (`""`: none) and its text.
    Line(&'static str, &'static str, String),
    /// What must be corrected before there is a result, a line each ("Bitte zuerst
    /// korrigieren").
    Notice(Vec<String>),
    /// The rows not counted and why, a line each.
    NotCounted(Vec<String>),
    /// The figures of the calculation.
    Figures(Vec<Figure>),
    /// The change each game brings, a bar each.
    Bars(Vec<Bar>),
    /// A chart: the expected-score curve, DWZ and performance across the tournaments.
    Plot(Plot),
    /// The Erst-DWZ's iteration: the rating after each step.
    Trace(Vec<String>),
    /// A table: the Elo's games, its rating periods.
    Table(Table),
    /// "Meine Turniere" like the DSB's player card.
    Card(Card),
}

/// A headline: `label`, the big value (element id `ids.0`, left out where empty), the change
/// (id `ids.1`, left out where empty), and whether the result is provisional.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Headline {
    /// What the value is ("Neue DWZ").
    pub label: String,
    /// The element ids of the value and of the change.
    pub ids: (&'static str, &'static str),
    /// The big value (left out where empty).
    pub value: String,
    /// The change (left out where empty).
    pub change: String,
    /// True where the result is provisional ("vorläufig").
    pub provisional: bool,
}

/// A figure: its label, its value and the id of its value (`out-<id>`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Figure {
    /// What the figure is.
    pub label: String,
    /// Its value, as shown.
    pub value: String,
    /// The id of its value (`out-<id>`).
    pub id: &'static str,
}

impl Figure {
    /// A figure: `label`, `value` and the id of its value.
    pub fn new(label: &str, value: String, id: &'static str) -> Figure {
        Figure {
            label: label.to_string(),
            value,
            id,
        }
    }
}

/// A game's bar: its label ("4. 1961 (1)"), where the bar starts and how wide it is (tenths of
/// a percent of the track: 500 is the middle), whether it goes to the left, and the change as
/// text.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Bar {
    /// The game ("4. 1961 (1)").
    pub label: String,
    /// Where the bar starts, tenths of a percent of the track (500: the middle).
    pub x: u16,
    /// How wide it is, tenths of a percent of the track.
    pub width: u16,
    /// True where it goes to the left (a loss of rating).
    pub negative: bool,
    /// The change as text.
    pub value: String,
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
    pub title: String,
    /// The picture's height in pixels.
    pub height: u32,
    /// Its shapes.
    pub shapes: Vec<Shape>,
    /// The sentence that explains it.
    pub caption: String,
}

/// A shape of a chart; coordinates as written into the SVG ("10%", "146").
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A straight line with its class (`axis`, `score`, `own`).
    Line {
        /// Where it starts: x, y.
        from: (String, String),
        /// Where it ends: x, y.
        to: (String, String),
        /// Its class (`axis`, `score`, `own`).
        class: &'static str,
    },
    /// A line through `points` in an inner picture of `view` units stretched over the plot area
    /// (`at`: x, y, width, height).
    Curve {
        /// The plot area: x, y, width, height.
        at: [String; 4],
        /// The inner picture's units, as its `viewBox` (`0 0 w h`).
        view: String,
        /// The points of the line, as the SVG writes them.
        points: String,
    },
    /// A rating's dot, with what it is (`""`: nothing).
    Dot {
        /// Where: x, y.
        at: (String, String),
        /// What it is (`""`: nothing).
        title: String,
    },
    /// A performance's square, with what it is.
    Square {
        /// Where: x, y.
        at: (String, String),
        /// What it is.
        title: String,
    },
    /// A text: where, its anchor (`""`: the start), the text and the whole text where it is
    /// shortened (`""`: none).
    Label {
        /// Where: x, y.
        at: (String, String),
        /// The anchor (`""`: the start).
        anchor: &'static str,
        /// The text.
        text: String,
        /// The whole text where it is shortened (`""`: none).
        title: String,
    },
}

/// A table: its id (also its class), the column heads, a row of texts each; `labelled`: each
/// cell carries its column's head (a phone stacks the cells, each with its label).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Table {
    /// The table's id, also its class.
    pub id: &'static str,
    /// The column heads.
    pub heads: Vec<String>,
    /// The rows, a text a cell.
    pub rows: Vec<Vec<String>>,
    /// True where each cell carries its column's head.
    pub labelled: bool,
}

/// "Meine Turniere" as a card: the column heads, a line a tournament.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Card {
    /// The column heads.
    pub heads: Vec<String>,
    /// A line a tournament.
    pub lines: Vec<CardLine>,
}

/// A tournament's line of the card: its name, its cells after the name (each with its
/// column's head), the title of its games and its games, a line each.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CardLine {
    /// The tournament's name.
    pub name: String,
    /// Its cells after the name, each with its column's head.
    pub cells: Vec<(String, String)>,
    /// The title of its games.
    pub games_title: String,
    /// Its games, a line each.
    pub games: Vec<String>,
}

/// Every text of `blocks` in order, one a line: what a reader of the panel reads (the tests
/// look for figures in it).
///
/// ```
/// use wertung::web::calc::shown::{texts, Block};
/// let blocks = [Block::Line("", "age", "Erwachsene".into()), Block::Notice(vec!["DWZ fehlt".into()])];
/// assert_eq!(texts(&blocks), "Erwachsene\nDWZ fehlt\n");
/// ```
pub fn texts(blocks: &[Block]) -> String {
    let mut out = String::new();
    let mut put = |s: &str| {
        out.push_str(s);
        out.push('\n');
    };
    for b in blocks {
        match b {
            Block::Headline(h) => [&h.label, &h.value, &h.change].iter().for_each(|s| put(s)),
            Block::Line(_, _, text) => put(text),
            Block::Notice(lines) | Block::NotCounted(lines) | Block::Trace(lines) => {
                for s in lines {
                    put(s);
                }
            }
            Block::Figures(f) => f
                .iter()
                .for_each(|f| put(&format!("{}: {}", f.label, f.value))),
            Block::Bars(bars) => bars
                .iter()
                .for_each(|b| put(&format!("{}: {}", b.label, b.value))),
            Block::Plot(p) => {
                put(&p.title);
                for s in &p.shapes {
                    if let Shape::Label { text, .. } = s {
                        put(text);
                    }
                }
            }
            Block::Table(t) => {
                put(&t.heads.join(" | "));
                t.rows.iter().for_each(|r| put(&r.join(" | ")));
            }
            Block::Card(c) => {
                put(&c.heads.join(" | "));
                for line in &c.lines {
                    let cells: Vec<&str> = line.cells.iter().map(|c| c.1.as_str()).collect();
                    put(&format!("{} | {}", line.name, cells.join(" | ")));
                    line.games.iter().for_each(|s| put(s));
                }
            }
        }
    }
    out
}
