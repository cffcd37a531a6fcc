//! Why a tournament could not be loaded.

use crate::i18n::{Lang, TournamentWords};

/// Why a tournament could not be loaded.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum LoadError {
    /// Worded by the second module (a Swiss-Chess file): in both languages.
    Worded {
        de: String,
        en: String,
    },
    Unreadable,
    /// The second module could not be loaded, or stopped ([`super::bridge::failure`]).
    NoModule(TournamentWords),
}

impl LoadError {
    pub(super) fn text(&self, l: Lang) -> String {
        match self {
            LoadError::Worded { de, en } => if l == Lang::De { de } else { en }.clone(),
            LoadError::Unreadable => l.text(TournamentWords::FileUnreadable).into(),
            LoadError::NoModule(m) => l.text(*m).into(),
        }
    }
}
