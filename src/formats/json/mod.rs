//! The JSON the CLI (and the JavaScript API) speaks: the tournament input, the evaluation output,
//! and the estimate input and output. Field names are fixed; other tools read them.
//!
//! Input is read through `serde_json::Value` by hand so that every error names the player (or
//! game) and the field together with the offending value.

pub mod fide;
pub mod names;

use crate::dwz::estimate::SingleResult;
use crate::dwz::limits::{FIRST_BIRTH_YEAR, INDEX, INGO, RATING};
use crate::dwz::numeric::{parse_decimal, round_half_away};
use crate::dwz::{
    chain, chain_what_if, what_if, Chain, ChainInput, ChainTournament, Parameters, Remaining,
    WhatIf,
};
use crate::dwz::{
    Date, EstimateGame, EstimateInput, EstimateKind, EstimateResult, Evaluation, Game, GameResult,
    Kind, Mode, Outcome, Player, PlayerResult, RestGame, Tournament,
};
use crate::i18n::Lang;
use crate::input::{Allowed, At, Field, InputError, JsonType, Place, Problem};
use serde::Serialize;
use serde_json::{Map, Value};

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
