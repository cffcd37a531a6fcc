//! The calculator's parsed form through the core: the single estimates, "Meine Turniere" and
//! the what-if (plain Rust, tested and fuzzed natively).

use super::form::Tab;
use super::parse::fide_games;
use super::parse::Parsed;
use crate::dwz::chain::{chain, chain_what_if, Chain, ChainInput, ChainTournament};
use crate::dwz::estimate::{estimate, EstimateKind, EstimateResult};
use crate::dwz::whatif::{what_if, Remaining, WhatIf};
use crate::dwz::Mode;
use crate::fide::estimate::{estimate as fide_estimate, FideEstimate};
use crate::fide::period::{self, Period, PeriodInput, PeriodOutcome, PeriodTournament};
use crate::fide::whatif::{self as fide_whatif, EloOutcome};
use crate::input::InputError;

/// What the core made of the form.
#[derive(Debug, Clone, PartialEq)]
pub enum Main {
    /// Nothing to compute yet (no DWZ typed, or a player field to correct first).
    Nothing,
    /// A single estimate (Voraus-, Nachberechnung, Erst-DWZ).
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
    /// The estimate or the chain.
    pub main: Main,
    /// The what-if table, where remaining games are given.
    pub whatif: Option<Result<WhatIf, InputError>>,
    /// The Elo, where the player wants it.
    pub elo: Option<EloComputed>,
}

impl Computed {
    /// Nothing computed yet.
    pub const NOTHING: Computed = Computed {
        main: Main::Nothing,
        whatif: None,
        elo: None,
    };
}

/// What the core made of the Elo side: a single estimate, or "Meine Turniere" by rating
/// period.
#[derive(Debug, Clone, PartialEq)]
pub enum EloMain {
    /// A single estimate.
    Single(Result<FideEstimate, InputError>),
    /// "Meine Turniere", by rating period.
    Periods(Result<Vec<Period>, InputError>),
}

/// The Elo and its what-if: the rating after the remaining games for each score (in "Meine
/// Turniere" after the last period).
#[derive(Debug, Clone, PartialEq)]
pub struct EloComputed {
    /// The estimate or the periods.
    pub main: EloMain,
    /// The what-if table, where remaining games are given.
    pub whatif: Option<Result<EloWhatIf, InputError>>,
}

/// The Elo's what-if table: a single estimate's, or that of "Meine Turniere".
#[derive(Debug, Clone, PartialEq)]
pub enum EloWhatIf {
    /// A single estimate's: each score of the remaining games.
    Single(Vec<EloOutcome>),
    /// "Meine Turniere"'s: each score, with the periods it gives.
    Periods(Vec<PeriodOutcome>),
}

impl EloWhatIf {
    /// Each score's points (hundredths) and the rating after it.
    pub fn rows(&self) -> Vec<(i32, Option<i64>)> {
        match self {
            EloWhatIf::Single(o) => o
                .iter()
                .map(|o| (o.points, o.estimate.rating_after()))
                .collect(),
            EloWhatIf::Periods(o) => o.iter().map(|o| (o.points, o.rating_after())).collect(),
        }
    }
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

/// "Meine Turniere" as the core's FIDE rating periods take them: the player's Elo fields and
/// each tournament with its games against opponents with or without Elo.
fn period_input(p: &Parsed) -> Option<PeriodInput> {
    let e = p.elo.as_ref()?;
    let tournaments = p
        .chain
        .iter()
        .map(|t| PeriodTournament {
            start_date: t.start_date,
            end_date: Some(t.end_date),
            games: fide_games(&t.games, &t.elo),
        })
        .collect();
    Some(PeriodInput {
        player: e.input.clone(),
        tournaments,
    })
}

/// The Elo of the parsed form, where the player wants it and its fields can be read.
fn compute_elo(p: &Parsed) -> Option<EloComputed> {
    let e = p.elo.as_ref().filter(|e| !e.blocked)?;
    let remaining = (!e.remaining.is_empty()).then_some(&e.remaining);
    if p.tab == Tab::Chain {
        let input = period_input(p)?;
        return Some(EloComputed {
            main: EloMain::Periods(period::rate_periods(&input)),
            whatif: remaining.map(|r| period::what_if(&input, r).map(EloWhatIf::Periods)),
        });
    }
    Some(EloComputed {
        main: EloMain::Single(fide_estimate(&e.input)),
        whatif: remaining.map(|r| fide_whatif::what_if(&e.input, r).map(EloWhatIf::Single)),
    })
}

#[cfg(test)]
thread_local! {
    /// How often the core was asked ([`compute`]) on this thread: the
    /// tests' count (a language switch runs no rating code).
    pub(crate) static CORE_RUNS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Counts a run of the core (in tests only, see [`CORE_RUNS`]; the page counts its requests
/// for it, `app::state`).
fn core_run() {
    #[cfg(test)]
    CORE_RUNS.with(|n| n.set(n.get() + 1));
}

/// Runs the core on the parsed form: a single estimate, or "Meine Turniere", with the what-if
/// where remaining games are given; and the Elo where the player wants it.
pub fn compute(p: &Parsed, mode: Mode) -> Computed {
    core_run();
    Computed {
        elo: compute_elo(p),
        ..compute_dwz(p, mode)
    }
}

/// The DWZ of the parsed form (see [`compute`]): "Meine Turniere", or a single estimate with
/// the what-if where remaining games are given.
fn compute_dwz(p: &Parsed, mode: Mode) -> Computed {
    if p.tab == Tab::Chain {
        return compute_chain(p, mode);
    }
    if nothing_to_estimate(p) {
        return Computed::NOTHING;
    }
    match estimate(&p.input, mode, &p.params) {
        Ok(r) => Computed {
            main: Main::Single(r),
            whatif: (!p.remaining.is_empty()).then(|| {
                let remaining = Remaining {
                    opponent_ratings: p.remaining.clone(),
                    target: p.target,
                };
                what_if(&p.input, &remaining, mode, &p.params)
            }),
            elo: None,
        },
        Err(e) => Computed {
            main: Main::Failed(e),
            whatif: None,
            elo: None,
        },
    }
}

/// Whether the single estimate has nothing to compute: "Meine Turniere", the player's fields
/// to correct, or no DWZ where the estimate needs one.
pub fn nothing_to_estimate(p: &Parsed) -> bool {
    let needs_dwz = p.input.kind != EstimateKind::FirstRating;
    p.tab == Tab::Chain || p.blocked || (needs_dwz && p.input.dwz.is_none())
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
            elo: None,
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
            elo: None,
        },
        Err(e) => Computed {
            main: Main::Failed(e),
            whatif: None,
            elo: None,
        },
    }
}
