//! The DWZ view of the page as view models (plain data the page renders, `page::dwz`): the
//! table of Anhang 3.1.11, its columns defined once ([`table`]), and what is shown around it
//! ([`notes`]: the line on the evaluation, what cannot be evaluated, the notes, the new
//! Restpartien, the printed head).

pub mod notes;
pub mod table;
