//! DWZ, the Deutsche Wertungszahl, by the DSB Wertungsordnung valid from 2026/2 (seed 002), read
//! with `shared/spec/NOTES.md`.
//!
//! One module a rule:
//! * [`probability`]: P(D) and D(P) (WO 3.3, Anhang 2.1 / 2.2) in table and exact mode;
//! * [`k_factor`](mod@k_factor): the Stellgrößen (Anhang 1.2.1) and K = K_0 * b + a (Anhang 1.3);
//! * [`rating`]: start value R_p, first rating R_1, new rating R_n, performance R_h;
//! * [`iteration`]: the (Gesamt-)Iteration of Anhang 1.1;
//! * [`evaluation`]: a whole tournament, step by step as in Anhang 3.1;
//! * [`estimate`](mod@estimate): the single-player estimates of Anhang 3.3;
//! * [`whatif`]: the what-if table of the remaining games of a tournament;
//! * [`chain`](mod@chain): several tournaments not evaluated yet, one after the other (WO 2.2.3);
//! * [`run`](mod@run): the Berechnungslauf, several whole tournaments in the order of WO 2.2.3;
//! * [`scale`]: the scale change of Anhang 4.
//!
//! Nothing here does I/O, keeps global state or panics on any input.

pub mod chain;
pub mod date;
pub mod estimate;
pub mod evaluation;
pub mod iteration;
pub mod k_factor;
pub mod limits;
pub mod numeric;
pub mod probability;
pub mod rating;
pub mod run;
pub mod scale;
pub mod tournament;
pub mod whatif;

pub use crate::input::{InputError, Warning};
pub use chain::{chain, chain_what_if, Chain, ChainInput, ChainStatus, ChainStep, ChainTournament};
pub use date::Date;
pub use estimate::{
    estimate, EstimateGame, EstimateInput, EstimateKind, EstimateResult, FirstRatingEstimate,
    GameChange, RatedEstimate,
};
pub use evaluation::{
    evaluate, CountedGame, Established, Evaluation, FirstRating, GameKind, Group, Options, Outcome,
    PlayerResult,
};
pub use k_factor::{brake_factor, k0, k_factor, success_bonus, AgeGroup, KFactor, Parameters};
pub use probability::Mode;
pub use rating::{
    first_rating, game_change, new_rating, performance, performance_iteration, start_value,
    NoFirstRating, Performance,
};
pub use scale::scale_2026;
pub use tournament::{Game, GameResult, Kind, Player, RestGame, Tournament};
pub use whatif::{what_if, Remaining, WhatIf, WhatIfOutcome};
