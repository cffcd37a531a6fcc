//! The JSON the CLI (and the JavaScript API) speaks: the tournament input, the evaluation output,
//! and the estimate input and output. Field names are fixed; other tools read them.
//!
//! Input is read through `serde_json::Value` by hand so that every error names the player (or
//! game) and the field together with the offending value.

pub mod fide;
pub mod names;

mod chains;
mod estimate;
mod evaluation;
mod ingo;
mod read;
mod run;
mod tournament;
mod waldstein;

pub use chains::*;
pub use estimate::*;
pub use evaluation::*;
pub use ingo::*;
pub use read::*;
pub use run::*;
pub use tournament::*;
pub use waldstein::*;
