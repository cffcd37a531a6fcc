//! What opening a file or a pasted text gave the page (an answer of the second module).

use serde::{Deserialize, Serialize};

/// What opening a file or a pasted text gave.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opened {
    /// The tournament and its player table, as the page keeps them ([`store`](crate::web::turnier::store::store)).
    Loaded(String),
    /// The file could not be read: the error in both languages (worded by the same i18n table;
    /// the page shows the one of its language).
    Failed {
        /// In German.
        de: String,
        /// In English.
        en: String,
    },
}
