//! Why a command failed: its kinds (worded in `super`, with the CLI's hints).

use wertung::formats::dsb_xml::ExportError;
use wertung::input::InputError;

/// Why the CLI stops: a bad input (worded by the i18n table), or a file it cannot read.
pub(crate) enum Failure {
    Input(InputError),
    Read {
        file: String,
        reason: String,
    },
    /// The DSB's report refused (every missing field, every problem).
    Export(ExportError),
    /// A bad input in one of several files (`dwz run`): worded without the options of a
    /// single file's command (`--end-date`).
    InFile(InputError),
    /// A file the CLI writes (`dwz run --list-out`).
    Write {
        file: String,
        reason: String,
    },
    /// An option that a page of chess-results.com makes pointless (it names the opponents'
    /// ratings itself): refused, not ignored.
    PageOption(&'static str),
    /// A text that is no player's page of chess-results.com (`--input chess-results`).
    Page {
        file: String,
        error: wertung::formats::chess_results::PageError,
    },
}

impl From<InputError> for Failure {
    fn from(e: InputError) -> Failure {
        Failure::Input(e)
    }
}
