//! The calculator's parsed form through the core: the single estimates, "Meine Turniere" and
//! the what-if (plain Rust, tested and fuzzed natively).

use super::form::Tab;
use super::parse::Parsed;
use crate::dwz::chain::{chain, chain_what_if, Chain, ChainInput, ChainTournament};
use crate::dwz::error::InputError;
use crate::dwz::estimate::{estimate, EstimateKind, EstimateResult};
use crate::dwz::whatif::{what_if, Remaining, WhatIf};
use crate::dwz::Mode;

/// What the core made of the form.
#[derive(Debug, Clone, PartialEq)]
pub enum Main {
    /// Nothing to compute yet (no DWZ typed, or a player field to correct first).
    Nothing,
    Single(EstimateResult),
    /// "Meine Turniere".
    Chain(Chain),
    /// The core refused the input (it names the field).
    Failed(InputError),
}

/// The results of the form: the estimate, and the what-if table where remaining games are
/// given.
#[derive(Debug, Clone, PartialEq)]
pub struct Computed {
    pub main: Main,
    pub whatif: Option<Result<WhatIf, InputError>>,
}

impl Computed {
    pub const NOTHING: Computed = Computed {
        main: Main::Nothing,
        whatif: None,
    };
}

/// The chain of "Meine Turniere" as the core takes it.
fn chain_input(p: &Parsed) -> ChainInput {
    ChainInput {
        kind: p.input.kind,
        dwz: p.input.dwz,
        index: p.input.index,
        birth_year: p.input.birth_year,
        rest_games: p.input.rest_games.clone(),
        tournaments: p
            .chain
            .iter()
            .map(|t| ChainTournament {
                name: t.name.clone(),
                end_date: t.end_date,
                start_date: t.start_date,
                k: t.k,
                games: t.games.clone(),
            })
            .collect(),
    }
}

/// Runs the core on the parsed form: a single estimate, or "Meine Turniere", with the what-if
/// where remaining games are given.
pub fn compute(p: &Parsed, mode: Mode) -> Computed {
    if p.tab == Tab::Chain {
        return compute_chain(p, mode);
    }
    let mut c = compute_single(p, mode);
    if matches!(c.main, Main::Single(_)) && !p.remaining.is_empty() {
        let remaining = Remaining {
            opponent_ratings: p.remaining.clone(),
            target: p.target,
        };
        c.whatif = Some(what_if(&p.input, &remaining, mode, &p.params));
    }
    c
}

/// The single estimates only (the calculator's first module: "Meine Turniere" and the what-if
/// come with the module loaded on first use).
pub fn compute_single(p: &Parsed, mode: Mode) -> Computed {
    let needs_dwz = p.input.kind != EstimateKind::FirstRating;
    if p.tab == Tab::Chain || p.blocked || (needs_dwz && p.input.dwz.is_none()) {
        return Computed::NOTHING;
    }
    let main = match estimate(&p.input, mode, &p.params) {
        Ok(r) => Main::Single(r),
        Err(e) => Main::Failed(e),
    };
    Computed { main, whatif: None }
}

/// "Meine Turniere": the chain, and the what-if of its last tournament.
fn compute_chain(p: &Parsed, mode: Mode) -> Computed {
    if p.blocked || p.chain.is_empty() {
        return Computed::NOTHING;
    }
    let input = chain_input(p);
    if p.remaining.is_empty() {
        return Computed {
            main: chain(&input, mode, &p.params).map_or_else(Main::Failed, Main::Chain),
            whatif: None,
        };
    }
    let remaining = Remaining {
        opponent_ratings: p.remaining.clone(),
        target: p.target,
    };
    match chain_what_if(&input, &remaining, mode, &p.params) {
        Ok((c, table)) => Computed {
            main: Main::Chain(c),
            whatif: Some(Ok(table)),
        },
        Err(e) => Computed {
            main: Main::Failed(e),
            whatif: None,
        },
    }
}
