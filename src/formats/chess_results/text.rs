//! The text a copy of the page gives: a row a line, cells separated by tabs (a nested table,
//! as the result cell holds, may put its cells on a line of their own: the rounds are put
//! together again where they are read).

use super::{folded, Cell, Row};

/// Every line of `text` as a row of cells (an empty line as a row without text).
pub(super) fn rows(text: &str) -> Vec<Row> {
    text.lines()
        .map(|line| {
            line.split('\t')
                .map(|cell| Cell {
                    text: folded(cell),
                    colour: None,
                })
                .collect()
        })
        .collect()
}
