//! The calculator's results panel as data (issue 29 §5): what a single estimate
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
    pub label: String,
    pub ids: (&'static str, &'static str),
    pub value: String,
    pub change: String,
    pub provisional: bool,
}

/// A figure: its label, its value and the id of its value (`out-<id>`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Figure {
    pub label: String,
    pub value: String,
    pub id: &'static str,
}

impl Figure {
    pub fn new(label: &str, value: String, id: &'static str) -> Figure {
        Figure {
            label: label.to_string(),
            value,
            id,
        }
    }
}

/// A game's bar: its label ("4. 1961 (1)"), where the bar starts and how wide it is (percent of
/// the track, as written: "50.0%"), whether it goes to the left, and the change as text.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Bar {
    pub label: String,
    pub x: String,
    pub width: String,
    pub negative: bool,
    pub value: String,
}

/// A chart: the figure's id (`""`: none) and title, the picture's height in pixels, its shapes,
/// and the sentence that explains it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Plot {
    pub id: &'static str,
    pub title: String,
    pub height: u32,
    pub shapes: Vec<Shape>,
    pub caption: String,
}

/// A shape of a chart; coordinates as written into the SVG ("10%", "146").
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A straight line with its class (`axis`, `score`, `own`).
    Line {
        from: (String, String),
        to: (String, String),
        class: &'static str,
    },
    /// A line through `points` in an inner picture of `view` units stretched over the plot area
    /// (`at`: x, y, width, height).
    Curve {
        at: [String; 4],
        view: String,
        points: String,
    },
    /// A rating's dot, with what it is (`""`: nothing).
    Dot { at: (String, String), title: String },
    /// A performance's square, with what it is.
    Square { at: (String, String), title: String },
    /// A text: where, its anchor (`""`: the start), the text and the whole text where it is
    /// shortened (`""`: none).
    Label {
        at: (String, String),
        anchor: &'static str,
        text: String,
        title: String,
    },
}

/// A table: its id (also its class), the column heads, a row of texts each; `labelled`: each
/// cell carries its column's head (a phone stacks the cells, each with its label).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Table {
    pub id: &'static str,
    pub heads: Vec<String>,
    pub rows: Vec<Vec<String>>,
    pub labelled: bool,
}

/// "Meine Turniere" as a card: the column heads, a line a tournament.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Card {
    pub heads: Vec<String>,
    pub lines: Vec<CardLine>,
}

/// A tournament's line of the card: its name, its cells after the name (each with its
/// column's head), the title of its games and its games, a line each.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CardLine {
    pub name: String,
    pub cells: Vec<(String, String)>,
    pub games_title: String,
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
