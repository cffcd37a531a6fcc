//! The Berechnungslauf (WO 2.2.3): several tournaments evaluated one after the other
//! in the order of the rule, each a whole evaluation of [`evaluate`], so that "for every
//! tournament, input DWZ and index of all players come from their immediately preceding
//! evaluation".
//!
//! * Order: by end date, then start date, then as given ([`order_by_dates`]).
//! * Who is who is decided before (the caller gives each player's person); here a person is a
//!   number.
//! * A person's DWZ, index and Restpartien entering a tournament are those his preceding
//!   evaluation left ([`Standing::left_by`]), whatever the file says; the file's own values are
//!   kept beside them where they differ ([`RunStep::file`]). His first evaluation in the run takes
//!   the file's values.
//! * Restpartien go forward with the person and expire two years after their tournament's end
//!   (WO 4.1.1: the evaluation leaves out those no longer valid at its end); a newcomer's first
//!   DWZ counts his carried ones (WO 3.4.1.1).
//! * Players who are not members (WO 3.4.3) keep the rating each file gives: their results are
//!   not stored, so they neither take nor leave a standing.

use super::chain::order_by_dates;
use super::date::Date;
use super::evaluation::{evaluate, Evaluation, Options, Outcome, PlayerResult};
use super::limits::RATING;
use super::numeric::round_int;
use super::tournament::{Player, RestGame, Tournament};
use crate::input::{At, InputError};

/// One tournament of the run as its file gives it.
#[derive(Debug, Clone, PartialEq)]
pub struct RunTournament {
    /// The tournament as the file gives it.
    pub tournament: Tournament,
    /// Only the order among tournaments of one end date (WO 2.2.3).
    pub start_date: Option<Date>,
    /// The person of each player, by the player's position; a player without one is evaluated
    /// with the file's values and carries nothing.
    pub persons: Vec<usize>,
}

/// What a person brings into an evaluation and what it leaves him: DWZ, index, Restpartien.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Standing {
    /// The DWZ; `None`: he has none.
    pub dwz: Option<u32>,
    /// `None` with a DWZ: not known (evaluated as 6, WO 2.2.4).
    pub index: Option<u32>,
    /// Only without DWZ (WO 3.4.2).
    pub rest_games: Vec<RestGame>,
}

impl Standing {
    /// What the file says of a player.
    pub fn of(p: &Player) -> Standing {
        Standing {
            dwz: p.dwz,
            index: p.index,
            rest_games: p.rest_games.clone(),
        }
    }

    /// What an evaluation leaves a stored player who entered with `entered`: R_n with the new
    /// index (WO 3.5, 2.2.4); R_1 with index 1 (WO 3.4.4); his valid and new Restpartien
    /// without a first DWZ (WO 3.4.2); the DWZ and index he came with where no game counted.
    /// A player entering 1743-23 who leaves with R_n 1752 has 1752-24.
    pub fn left_by(result: &PlayerResult, entered: &Standing) -> Standing {
        let rating = |r: f64| {
            let r = round_int(r).clamp(RATING.0.into(), RATING.1.into());
            u32::try_from(r).ok()
        };
        match &result.outcome {
            Outcome::Established(e) => match &e.rating {
                Some(r) => Standing {
                    dwz: rating(r.rn),
                    index: Some(r.index_new),
                    rest_games: Vec::new(),
                },
                None => Standing {
                    rest_games: Vec::new(),
                    ..entered.clone()
                },
            },
            Outcome::Zusatz(z) => Standing {
                dwz: rating(z.r1),
                index: Some(1),
                rest_games: Vec::new(),
            },
            Outcome::Remaining { rest_games } => Standing {
                dwz: None,
                index: None,
                rest_games: rest_games.clone(),
            },
        }
    }

    /// Puts the standing into a player of a file.
    fn enter(&self, p: &mut Player) {
        p.dwz = self.dwz;
        p.index = self.index;
        p.rest_games.clone_from(&self.rest_games);
    }
}

/// One tournament evaluated in the run.
#[derive(Debug, Clone, PartialEq)]
pub struct RunStep {
    /// Its position in the input (0-based).
    pub position: usize,
    /// The tournament as evaluated: its players' DWZ, index and Restpartien are the run's.
    pub tournament: Tournament,
    /// Its start date, where given (WO 2.2.3).
    pub start_date: Option<Date>,
    /// The evaluation of the tournament.
    pub evaluation: Evaluation,
    /// What the file said of each player (by position) where it differs from what the run put
    /// in; `None` where it is the same or the player was not carried.
    pub file: Vec<Option<Standing>>,
}

/// A person's DWZ and index after one of his evaluations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PathPoint {
    /// The step of the run (an index into [`Run::steps`]).
    pub step: usize,
    /// The DWZ after the step; `None`: he still has none.
    pub dwz: Option<u32>,
    /// The index after the step.
    pub index: Option<u32>,
    /// How many Restpartien he holds after the step (only without DWZ; none where no game of
    /// his counted, WO 3.4.2).
    pub rest_games: usize,
}

/// A person at the end of the run.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PersonRun {
    /// What his last stored evaluation left; `None` where none of his results was stored.
    pub standing: Option<Standing>,
    /// His standing after each of his stored evaluations, in the run's order.
    pub path: Vec<PathPoint>,
}

/// The whole run.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    /// The tournaments in evaluation order.
    pub steps: Vec<RunStep>,
    /// By person number.
    pub persons: Vec<PersonRun>,
}

/// The run over `tournaments` of `persons` persons (see the module docs). An error names the
/// tournament (its name, else its position) and what is wrong in it.
///
/// ```
/// use wertung::dwz::run::{run, RunTournament};
/// use wertung::dwz::{Date, Game, GameResult, Kind, Options, Player, Tournament};
/// let player = |id: &str, dwz, index| {
///     let mut p = Player::new(id);
///     (p.dwz, p.index, p.birth_year) = (Some(dwz), Some(index), Some(1970));
///     p
/// };
/// let t = |name: &str, end: &str, result| Tournament { name: name.into(),
///     end_date: Date::parse(end).unwrap(), kind: Kind::Match,
///     players: vec![player("A", 2000, 20), player("B", 2000, 20)],
///     games: vec![Game { white: "A".into(), black: "B".into(), result, round: None }] };
/// // Given later first: the autumn match (A loses) comes after the spring match (A wins).
/// let autumn = RunTournament { tournament: t("Herbst", "2026-10-04", GameResult::BlackWins),
///     start_date: None, persons: vec![0, 1] };
/// let spring = RunTournament { tournament: t("Frühjahr", "2026-04-12", GameResult::WhiteWins),
///     start_date: None, persons: vec![0, 1] };
/// let r = run(&[autumn, spring], 2, &Options::default()).unwrap();
/// assert_eq!(r.steps[0].tournament.name, "Frühjahr");
/// // Spring: 2000 + 25 * 0,5 = 2012,5 -> 2013-21 (K 25 for an adult of index 20 at 2000).
/// let spring_a = r.steps[0].evaluation.players[0].rn();
/// assert_eq!(spring_a, Some(2013.0));
/// // Autumn: A enters with 2013-21, not with the file's 2000-20, which is kept beside.
/// assert_eq!(r.steps[1].tournament.players[0].dwz, Some(2013));
/// assert_eq!(r.steps[1].file[0].as_ref().and_then(|s| s.dwz), Some(2000));
/// assert_eq!(r.persons[0].path.len(), 2);
/// ```
pub fn run(
    tournaments: &[RunTournament],
    persons: usize,
    options: &Options,
) -> Result<Run, InputError> {
    let dates: Vec<(Date, Option<Date>)> = tournaments
        .iter()
        .map(|t| (t.tournament.end_date, t.start_date))
        .collect();
    let mut people: Vec<PersonRun> = vec![PersonRun::default(); persons];
    let mut steps = Vec::with_capacity(tournaments.len());
    for position in order_by_dates(&dates) {
        let Some(given) = tournaments.get(position) else {
            continue;
        };
        let step = step(given, position, &people, options).map_err(|e| {
            let name = given.tournament.name.trim();
            e.within(if name.is_empty() {
                At::ChainTournament(position + 1)
            } else {
                At::File(name.to_string())
            })
        })?;
        record(&step, steps.len(), &given.persons, &mut people);
        steps.push(step);
    }
    Ok(Run {
        steps,
        persons: people,
    })
}

/// The tournament with the run's standings put in, evaluated.
fn step(
    given: &RunTournament,
    position: usize,
    people: &[PersonRun],
    options: &Options,
) -> Result<RunStep, InputError> {
    let mut tournament = given.tournament.clone();
    let mut file = vec![None; tournament.players.len()];
    for (k, p) in tournament.players.iter_mut().enumerate() {
        let carried = given
            .persons
            .get(k)
            .and_then(|&n| people.get(n))
            .and_then(|person| person.standing.as_ref());
        if let (Some(standing), true) = (carried, p.member) {
            let said = Standing::of(p);
            standing.enter(p);
            if &said != standing {
                file[k] = Some(said);
            }
        }
    }
    let evaluation = evaluate(&tournament, options)?;
    Ok(RunStep {
        position,
        tournament,
        start_date: given.start_date,
        evaluation,
        file,
    })
}

/// Every stored player's person takes what the evaluation left him (non-members none).
fn record(step: &RunStep, at: usize, persons: &[usize], people: &mut [PersonRun]) {
    let entered = step.tournament.players.iter();
    for ((k, result), p) in step.evaluation.players.iter().enumerate().zip(entered) {
        let Some(person) = persons.get(k).and_then(|&n| people.get_mut(n)) else {
            continue;
        };
        if !result.stored {
            continue;
        }
        let left = Standing::left_by(result, &Standing::of(p));
        person.path.push(PathPoint {
            step: at,
            dwz: left.dwz,
            index: left.index,
            rest_games: left.rest_games.len(),
        });
        person.standing = Some(left);
    }
}
