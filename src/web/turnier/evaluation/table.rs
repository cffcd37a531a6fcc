//! The evaluation table (Anhang 3.1.11) as a view model: its columns defined once in
//! [`COLUMNS`] (code, head, whether a phone shows it, cell, sort order, legend), and from them
//! the head row ([`table_head`]), the rows a player at a time ([`table_rows`], keyed by what
//! they show, so the page renews only the rows that changed) and the legend ([`legend`]); the
//! page renders them (`page::dwz`). After the columns of Anhang 3.1.11, each
//! player's ZPS (with his club's name where the list names it) and his team in a team
//! tournament ([`Who`]), shown where some player has one.

use crate::dwz::{Evaluation, Group, PlayerResult};
use crate::i18n::{Lang, TournamentWords};
use std::cmp::Ordering;

/// A column of the evaluation table.
pub struct Column {
    /// Its code (the head's `data-sort`).
    pub code: &'static str,
    /// Its head's words.
    pub head: TournamentWords,
    /// Whether a phone shows it without being asked (Spieler, DWZ alt, DWZ neu, +/−); the
    /// others have the class `opt`.
    pub on_phone: bool,
    /// The class of its cells (empty: none).
    pub class: &'static str,
    /// What a player's cell shows.
    pub cell: fn(&Cell) -> Shown,
    /// How two players compare in it (ties go by the players' order).
    pub order: fn(&Cell, &Cell) -> Ordering,
    /// Shown only where some player has something in it (ZPS, team).
    pub sparse: bool,
    /// The first direction when it is clicked: highest first for ratings and scores.
    pub ascending_first: bool,
    /// What the legend says of its marks.
    pub legend: &'static [TournamentWords],
}

/// What the report says of a player beyond his evaluation: his ZPS as [`zps_text`] writes it
/// and his team in a team tournament (empty where unknown), the rounds he sat out (on his
/// scoresheet).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Who {
    /// His ZPS as [`zps_text`] writes it.
    pub zps: String,
    /// His team in a team tournament.
    pub team: String,
    /// The rounds he sat out.
    pub byes: Vec<crate::formats::Bye>,
}

/// A ZPS as the report shows it: club number and member number, with the club's name where it
/// is known: "10614-1081 (SV Müßig)", "10614"; empty without a club number.
///
/// ```
/// use wertung::web::turnier::evaluation::table::zps_text;
/// assert_eq!(zps_text(Some("10614"), Some("1081"), Some("SV Müßig")), "10614-1081 (SV Müßig)");
/// assert_eq!(zps_text(Some("10614"), None, None), "10614");
/// assert_eq!(zps_text(None, Some("1081"), None), "");
/// ```
pub fn zps_text(club: Option<&str>, member: Option<&str>, name: Option<&str>) -> String {
    let Some(club) = club.map(str::trim).filter(|c| !c.is_empty()) else {
        return String::new();
    };
    let mut s = club.to_string();
    if let Some(m) = member.map(str::trim).filter(|m| !m.is_empty()) {
        s.push('-');
        s.push_str(m);
    }
    if let Some(n) = name.map(str::trim).filter(|n| !n.is_empty()) {
        s.push_str(&format!(" ({n})"));
    }
    s
}

/// What a cell is made of: the language, the player's position (0-based), his evaluation and
/// what else the report says of him.
pub struct Cell<'a> {
    /// The language.
    pub l: Lang,
    /// The player's position (0-based).
    pub k: usize,
    /// His evaluation.
    pub p: &'a PlayerResult,
    /// What else the report says of him.
    pub who: &'a Who,
}

impl Cell<'_> {
    /// A number with `places` decimals, empty where there is none.
    fn num(&self, x: Option<f64>, places: usize) -> Shown {
        Shown::Text(x.map(|v| self.l.num(v, places)).unwrap_or_default())
    }
}

/// What a cell of the table shows.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Shown {
    /// Text (empty where the player has nothing in the column).
    Text(String),
    /// The player's name, which opens his scoresheet (by his `id`); a non-member's with the
    /// word for "textuell" after it.
    Player {
        /// His id: which scoresheet the name opens.
        id: String,
        /// His name.
        name: String,
        /// The word for "textuell" after a non-member's name.
        textual: Option<&'static str>,
    },
    /// A figure in bold, with what it means as its title (Rh of an Ausnahmespieler).
    Strong {
        /// The figure.
        text: String,
        /// What it means.
        title: &'static str,
    },
}

impl Shown {
    /// Whether the cell shows nothing.
    pub fn is_empty(&self) -> bool {
        matches!(self, Shown::Text(t) if t.is_empty())
    }

    /// The cell's text as a reader hears it.
    pub fn text(&self) -> String {
        match self {
            Shown::Text(t) => t.clone(),
            Shown::Player {
                name,
                textual: Some(tag),
                ..
            } => format!("{name} {tag}"),
            Shown::Player { name, .. } => name.clone(),
            Shown::Strong { text, .. } => text.clone(),
        }
    }
}

impl From<String> for Shown {
    fn from(text: String) -> Shown {
        Shown::Text(text)
    }
}

/// A number that may be missing, as sorted: missing lowest.
fn opt(x: Option<f64>) -> f64 {
    x.unwrap_or(f64::NEG_INFINITY)
}

/// Every column, in the order of the table.
pub const COLUMNS: [Column; 14] = [
    Column {
        code: "nr",
        head: TournamentWords::ColNr,
        on_phone: false,
        class: "opt",
        cell: |c| (c.k + 1).to_string().into(),
        order: |_, _| Ordering::Equal,
        ascending_first: true,
        sparse: false,
        legend: &[],
    },
    Column {
        code: "name",
        head: TournamentWords::ColPlayer,
        on_phone: true,
        class: "name",
        cell: name_cell,
        order: |a, b| shown_name(a.p).cmp(shown_name(b.p)),
        ascending_first: true,
        sparse: false,
        legend: &[],
    },
    Column {
        code: "group",
        head: TournamentWords::ColGroup,
        on_phone: false,
        class: "opt",
        cell: |c| c.l.text(group_label(c.p.group())).to_string().into(),
        order: |a, b| (a.p.group() as u8).cmp(&(b.p.group() as u8)),
        ascending_first: true,
        sparse: false,
        legend: &[TournamentWords::LegendGroups],
    },
    Column {
        code: "ro",
        head: TournamentWords::ColRo,
        on_phone: true,
        class: "",
        cell: ro_cell,
        order: |a, b| opt(a.p.ro()).total_cmp(&opt(b.p.ro())),
        ascending_first: false,
        sparse: false,
        legend: &[TournamentWords::LegendIndexAssumed],
    },
    Column {
        code: "k",
        head: TournamentWords::ColK,
        on_phone: false,
        class: "opt",
        cell: k_cell,
        order: |a, b| opt(a.p.k().map(|k| k.k)).total_cmp(&opt(b.p.k().map(|k| k.k))),
        ascending_first: true,
        sparse: false,
        legend: &[],
    },
    Column {
        code: "rc",
        head: TournamentWords::ColRc,
        on_phone: false,
        class: "opt",
        cell: |c| c.num(c.p.rc, 0),
        order: |a, b| opt(a.p.rc).total_cmp(&opt(b.p.rc)),
        ascending_first: true,
        sparse: false,
        legend: &[],
    },
    Column {
        code: "w",
        head: TournamentWords::ColW,
        on_phone: false,
        class: "opt",
        cell: |c| c.l.num(c.p.w, 1).into(),
        order: |a, b| a.p.w.total_cmp(&b.p.w),
        ascending_first: false,
        sparse: false,
        legend: &[],
    },
    Column {
        code: "n",
        head: TournamentWords::ColN,
        on_phone: false,
        class: "opt",
        cell: |c| c.p.n.to_string().into(),
        order: |a, b| a.p.n.cmp(&b.p.n),
        ascending_first: true,
        sparse: false,
        legend: &[],
    },
    Column {
        code: "we",
        head: TournamentWords::ColWe,
        on_phone: false,
        class: "opt",
        cell: |c| c.num(c.p.we(), 3),
        order: |a, b| opt(a.p.we()).total_cmp(&opt(b.p.we())),
        ascending_first: true,
        sparse: false,
        legend: &[],
    },
    Column {
        code: "rh",
        head: TournamentWords::ColRh,
        on_phone: false,
        class: "opt",
        cell: rh_cell,
        order: |a, b| opt(a.p.rh()).total_cmp(&opt(b.p.rh())),
        ascending_first: false,
        sparse: false,
        legend: &[TournamentWords::LegendExceptional],
    },
    Column {
        code: "new",
        head: TournamentWords::ColNew,
        on_phone: true,
        class: "new",
        cell: new_cell,
        order: |a, b| opt(a.p.new_rating()).total_cmp(&opt(b.p.new_rating())),
        ascending_first: false,
        sparse: false,
        legend: &[
            TournamentWords::LegendTextual,
            TournamentWords::LegendRest,
            TournamentWords::LegendDash,
        ],
    },
    Column {
        code: "diff",
        head: TournamentWords::ColDiff,
        on_phone: true,
        class: "diff",
        cell: |c| {
            c.p.change()
                .map(|x| c.l.signed(x, 0))
                .unwrap_or_default()
                .into()
        },
        order: |a, b| opt(a.p.change()).total_cmp(&opt(b.p.change())),
        ascending_first: false,
        sparse: false,
        legend: &[],
    },
    Column {
        code: "zps",
        head: TournamentWords::ColZps,
        on_phone: false,
        class: "opt",
        cell: |c| c.who.zps.clone().into(),
        order: |a, b| a.who.zps.cmp(&b.who.zps),
        ascending_first: true,
        sparse: true,
        legend: &[],
    },
    Column {
        code: "team",
        head: TournamentWords::ColTeam,
        on_phone: false,
        class: "opt",
        cell: |c| c.who.team.clone().into(),
        order: |a, b| a.who.team.cmp(&b.who.team),
        ascending_first: true,
        sparse: true,
        legend: &[],
    },
];

/// Which columns the table shows: all but the sparse ones in which no player has anything.
pub fn shown_columns(e: &Evaluation, who: &[Who]) -> [bool; COLUMNS.len()] {
    let none = Who::default();
    COLUMNS.each_ref().map(|c| {
        !c.sparse
            || e.players.iter().enumerate().any(|(k, p)| {
                let cell = Cell {
                    l: Lang::De,
                    k,
                    p,
                    who: who.get(k).unwrap_or(&none),
                };
                !(c.cell)(&cell).is_empty()
            })
    })
}

/// A player's name as shown: his name, else his id.
fn shown_name(p: &PlayerResult) -> &str {
    p.name.as_deref().unwrap_or(&p.id)
}

/// The name opens the player's scoresheet; a non-member is marked "textuell".
fn name_cell(c: &Cell) -> Shown {
    let p = c.p;
    Shown::Player {
        id: p.id.clone(),
        name: shown_name(p).to_string(),
        textual: (!p.stored).then(|| c.l.text(TournamentWords::Textual)),
    }
}

/// DWZ alt: "1855 - 12", "- 6*" where the index is assumed.
fn ro_cell(c: &Cell) -> Shown {
    let p = c.p;
    Shown::Text(match (p.ro(), p.index_old()) {
        (Some(r), Some(i)) => format!(
            "{} - {}{}",
            r as i64,
            i,
            if p.index_assumed() { "*" } else { "" }
        ),
        _ => String::new(),
    })
}

/// K, in parentheses for a non-member.
fn k_cell(c: &Cell) -> Shown {
    let k = c.p.k().map(|k| c.l.num(k.k, 1));
    Shown::Text(match k {
        Some(s) if !c.p.stored => format!("({s})"),
        Some(s) => s,
        None => String::new(),
    })
}

/// Rh, in bold for an exceptional player; a dash where an established player has none.
fn rh_cell(c: &Cell) -> Shown {
    let p = c.p;
    match p.rh() {
        Some(v) if p.exceptional() => Shown::Strong {
            text: c.l.num(v, 0),
            title: c.l.text(TournamentWords::Exceptional),
        },
        Some(v) => c.l.num(v, 0).into(),
        None if p.group() == Group::Established => Shown::Text("–".into()),
        None => Shown::Text(String::new()),
    }
}

/// DWZ neu: "1973 - 16", "(1751)" for a non-member, "Restpartien", or a dash.
fn new_cell(c: &Cell) -> Shown {
    let p = c.p;
    Shown::Text(match (p.new_rating(), p.index_new(), p.stored) {
        (Some(r), Some(i), true) => format!("{} - {}", r as i64, i),
        (Some(r), _, false) => format!("({})", r as i64),
        _ if p.group() == Group::Remaining && !p.rest_games().is_empty() => {
            c.l.text(TournamentWords::RestGames).into()
        }
        _ => "–".into(),
    })
}

/// The words of a group (WO 3.1): established, Zusatzstufe 1 or 2, remaining.
pub fn group_label(g: Group) -> TournamentWords {
    match g {
        Group::Established => TournamentWords::GroupEstablished,
        Group::Stage1 => TournamentWords::GroupStage1,
        Group::Stage2 => TournamentWords::GroupStage2,
        Group::Remaining => TournamentWords::GroupRemaining,
    }
}

/// How the table is sorted: by a column of [`COLUMNS`], ascending or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sort {
    /// The column, an index into [`COLUMNS`].
    pub column: usize,
    /// True for ascending.
    pub ascending: bool,
}

impl Default for Sort {
    /// By number, as in the file.
    fn default() -> Sort {
        Sort {
            column: 0,
            ascending: true,
        }
    }
}

impl Sort {
    /// The sort after a click on the head of the column with this code: the same column the
    /// other way, another column its first way.
    ///
    /// ```
    /// use wertung::web::turnier::evaluation::table::Sort;
    /// let by_new = Sort::default().clicked("new").unwrap();
    /// assert!(!by_new.ascending, "highest first");
    /// assert!(by_new.clicked("new").unwrap().ascending);
    /// assert_eq!(by_new.clicked("nope"), None);
    /// ```
    pub fn clicked(self, code: &str) -> Option<Sort> {
        let column = COLUMNS.iter().position(|c| c.code == code)?;
        Some(if column == self.column {
            Sort {
                column,
                ascending: !self.ascending,
            }
        } else {
            Sort {
                column,
                ascending: COLUMNS[column].ascending_first,
            }
        })
    }

    /// The players' positions in this order (ties by position).
    fn order(self, e: &Evaluation, who: &[Who]) -> Vec<usize> {
        let mut order: Vec<usize> = (0..e.players.len()).collect();
        let by = COLUMNS
            .get(self.column)
            .map_or(COLUMNS[0].order, |c| c.order);
        let none = Who::default();
        let cell = |k: usize| Cell {
            l: Lang::De,
            k,
            p: &e.players[k],
            who: who.get(k).unwrap_or(&none),
        };
        order.sort_unstable_by(|&a, &b| {
            let o = by(&cell(a), &cell(b)).then(a.cmp(&b));
            if self.ascending {
                o
            } else {
                o.reverse()
            }
        });
        order
    }
}

/// A head cell of the evaluation table: its column's code and label, whether a phone shows it
/// without being asked, and how the table is sorted by it ("ascending", "descending", none).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeadCell {
    /// The column's code.
    pub code: &'static str,
    /// Its label.
    pub label: &'static str,
    /// True where a phone shows it without being asked.
    pub on_phone: bool,
    /// How the table is sorted by it: `ascending`, `descending`, none.
    pub aria_sort: Option<&'static str>,
}

/// The head row of the evaluation table: a cell (a sort button) a column `shown`
/// ([`shown_columns`]), the sorted one marked.
pub fn table_head(l: Lang, sort: Sort, shown: &[bool; COLUMNS.len()]) -> Vec<HeadCell> {
    COLUMNS
        .iter()
        .enumerate()
        .filter(|(k, _)| shown[*k])
        .map(|(k, c)| HeadCell {
            code: c.code,
            label: l.text(c.head),
            on_phone: c.on_phone,
            aria_sort: (k == sort.column).then_some(if sort.ascending {
                "ascending"
            } else {
                "descending"
            }),
        })
        .collect()
}

/// One row of the evaluation table: the player's id, the row's class (his group, "textual" for
/// a non-member) and its cells, each with its column's class (empty: none). Two rows are equal
/// where they show the same, so a list keyed by rows renews only those that changed.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Row {
    /// The player's id.
    pub id: String,
    /// The row's class: his group, `textual` for a non-member.
    pub class: String,
    /// The cells, each with its column's class (empty: none).
    pub cells: Vec<(&'static str, Shown)>,
}

/// The row of the player at position `k`: the cells of the columns `shown`.
fn row(cell: Cell, shown: &[bool; COLUMNS.len()]) -> Row {
    let p = cell.p;
    let cells = COLUMNS
        .iter()
        .zip(shown)
        .filter(|(_, s)| **s)
        .map(|(c, _)| (c.class, (c.cell)(&cell)))
        .collect();
    let class = match (p.group(), p.stored) {
        (g, false) => format!("{} textual", g.code()),
        (g, true) => g.code().to_string(),
    };
    Row {
        id: p.id.clone(),
        class,
        cells,
    }
}

/// The rows of the evaluation table in the order of `sort`, with what else the report says of
/// each player (`who`, by position).
pub fn table_rows(l: Lang, e: &Evaluation, sort: Sort, who: &[Who]) -> Vec<Row> {
    let shown = shown_columns(e, who);
    let none = Who::default();
    sort.order(e, who)
        .into_iter()
        .map(|k| {
            let who = who.get(k).unwrap_or(&none);
            let cell = Cell {
                l,
                k,
                p: &e.players[k],
                who,
            };
            row(cell, &shown)
        })
        .collect()
}

/// What the marks of the evaluation table mean: those of each column, then the abbreviations.
/// (The page adds what only the screen does: [`TournamentWords::LegendClick`].)
pub fn legend(l: Lang) -> Vec<&'static str> {
    let marks = COLUMNS.iter().flat_map(|c| c.legend.iter());
    marks
        .chain(&[TournamentWords::LegendColumns])
        .map(|m| l.text(*m))
        .collect()
}

#[cfg(test)]
pub(crate) mod tests;
