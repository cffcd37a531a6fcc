//! The evaluation of a whole tournament (WO 3.4 to 3.6, Anhang 1.1), in the steps of the worked
//! example Anhang 3.1. [`evaluate`] is the pipeline; each step is a function named after its
//! rule:
//!
//! 1. `zusatzstufen`: established players, the 1st and 2nd Zusatzstufe (Auswahl I and II) and
//!    the remaining players (WO 3.4.1, 3.4.2; Anhang 3.1.1);
//! 2. `start_values`: R_p of every Zusatzspieler (Anhang 1.1.1; 3.1.2);
//! 3. `gesamtiteration`: R_i of all Zusatzspieler at once, with the fictive draw at 100 %
//!    (WO 3.4.1.3, 3.4.4.1, Anhang 1.1.2 / 1.1.3; 3.1.3, 3.1.4);
//! 4. `first_ratings`: the correction of R_i to the first DWZ R_1 (WO 3.4.4.2, Anhang 1.2.2;
//!    3.1.4);
//! 5. `restpartien`: the new Restpartien of the remaining players (WO 3.4.2; 3.1.5);
//! 6. `performances`: R_h of the established players (WO 3.6.1, 3.6.2, Anhang 1.1.4; 3.1.6);
//! 7. `sonderwertung`: the Ausnahmespieler (WO 3.6.3; 3.1.7);
//! 8. `new_ratings`: W_e, K and R_n of the established players (WO 3.5; 3.1.8 - 3.1.10).
//!
//! Each player's result is typed by his group ([`Outcome`]).

use super::iteration::{iterate, IterPlayer, IterationResult, Opponent};
use super::k_factor::{AgeGroup, KFactor, Parameters};
use super::numeric::total;
use super::probability::Mode;
use super::rating::{
    fictive_draw, first_rating, performance, rate_established, start_value, NewRating,
};
use super::tournament::{Kind, Player, RestGame, Tournament};
use crate::input::{InputError, Warning};
use std::collections::HashMap;

/// WO 3.6.3: a performance more than this above R_o makes an Ausnahmespieler.
pub const EXCEPTIONAL_MARGIN: f64 = 300.0;
/// WO 2.2.4: the index of a rating without a known index (e.g. a FIDE rating, WO 4.1.2).
pub const DEFAULT_INDEX: u32 = 6;
/// WO 3.4.1 / 3.6.1: at least 5 games for a Zusatzstufe and for a performance R_h.
pub use super::rating::MIN_GAMES;

/// The group a player belongs to in the evaluation (WO 3.4.1, 3.4.2, 3.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Group {
    /// Etablierte Spieler: a DWZ (R_o) brought in.
    Established,
    /// 1. Zusatzstufe (WO 3.4.1.1).
    Stage1,
    /// 2. Zusatzstufe (WO 3.4.1.2).
    Stage2,
    /// Restliche Spieler (WO 3.4.2): no first rating yet.
    Remaining,
}

impl Group {
    /// The group's code in the JSON output.
    pub fn code(self) -> &'static str {
        match self {
            Group::Established => "established",
            Group::Stage1 => "stage1",
            Group::Stage2 => "stage2",
            Group::Remaining => "remaining",
        }
    }
    fn is_zusatz(self) -> bool {
        matches!(self, Group::Stage1 | Group::Stage2)
    }
    /// Auswahl I: the established players and the 1st Zusatzstufe (WO 3.4.1.1).
    fn in_auswahl_1(self) -> bool {
        matches!(self, Group::Established | Group::Stage1)
    }
    /// Auswahl II: Auswahl I and the 2nd Zusatzstufe (WO 3.4.1.2).
    fn in_auswahl_2(self) -> bool {
        self != Group::Remaining
    }
}

/// Options of an evaluation.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Options {
    /// Exact or table arithmetic (Anhang 2).
    pub mode: Mode,
    /// The Stellgrößen of the evaluation (WO 5.1).
    pub params: Parameters,
}

/// One game as it counts for a player (his scoresheet, Anhang 3.1.12).
#[derive(Debug, Clone, PartialEq)]
pub struct CountedGame {
    /// The opponent's id; `None` for a Restpartie or the fictive draw.
    pub opponent: Option<String>,
    /// The rating the opponent is counted with.
    pub rating: f64,
    /// The player's points in it: 1, 0,5 or 0.
    pub score: f64,
    /// P(D) for an established player's games; `None` elsewhere.
    pub expected: Option<f64>,
    /// What the entry is: a tournament game, a Restpartie, or the fictive draw.
    pub kind: GameKind,
}

/// What an entry of a scoresheet is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameKind {
    /// A game of the tournament.
    Game,
    /// A stored Restpartie (WO 3.4.2).
    RestGame,
    /// The fictive draw of a player at 100 % (Anhang 1.1.2).
    FictiveDraw,
}

/// An established player's result (WO 3.5, 3.6).
#[derive(Debug, Clone, PartialEq)]
pub struct Established {
    /// The DWZ brought in, R_o.
    pub ro: f64,
    /// The index brought in; 6 where none was known (`index_assumed`, WO 2.2.4).
    pub index_old: u32,
    /// True where no index was known and 6 was assumed (WO 2.2.4).
    pub index_assumed: bool,
    /// The age group at the tournament's end (Anhang 1.3).
    pub age_group: AgeGroup,
    /// R_h, from 5 games against Auswahl II (WO 3.6.1).
    pub rh: Option<f64>,
    /// Ausnahmespieler (WO 3.6.3).
    pub exceptional: bool,
    /// W_e, K, R_n and the new index; `None` without a game that counts.
    pub rating: Option<NewRating>,
}

/// A Zusatzspieler's first rating (WO 3.4.1, 3.4.4).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FirstRating {
    /// The 1st or 2nd Zusatzstufe.
    pub stage: Group,
    /// Start value R_p (Anhang 1.1.1).
    pub rp: f64,
    /// Iteration result R_i.
    pub ri: f64,
    /// First DWZ R_1 (index 1).
    pub r1: f64,
}

/// What a player leaves the tournament with, by his group.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// A player with DWZ (WO 3.5).
    Established(Established),
    /// A Zusatzspieler who gets his first rating (WO 3.4.1).
    Zusatz(FirstRating),
    /// A remaining player: his still valid old and his new Restpartien (stored for members only,
    /// WO 3.4.2, 3.4.3).
    Remaining {
        /// His Restpartien: the still valid old ones and the new ones.
        rest_games: Vec<RestGame>,
    },
}

/// The evaluation of one player.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerResult {
    /// The player's id in the tournament.
    pub id: String,
    /// His name, where the file gives one.
    pub name: Option<String>,
    /// DSB member: his results are stored (WO 3.4.3).
    pub stored: bool,
    /// W and n of the games that count (with Restpartien for players without DWZ).
    pub w: f64,
    /// The number of games that count, n.
    pub n: usize,
    /// R_c: opponents' average as shown in Anhang 3.1.11.
    pub rc: Option<f64>,
    /// The games that count, with the rating each opponent is counted with.
    pub games: Vec<CountedGame>,
    /// What he leaves the tournament with, by his group.
    pub outcome: Outcome,
}

impl PlayerResult {
    /// The player's group: established, Zusatzstufe 1 or 2, or remaining (WO 3.1).
    pub fn group(&self) -> Group {
        match &self.outcome {
            Outcome::Established(_) => Group::Established,
            Outcome::Zusatz(z) => z.stage,
            Outcome::Remaining { .. } => Group::Remaining,
        }
    }
    /// The result of an established player; `None` for the others.
    pub fn established(&self) -> Option<&Established> {
        match &self.outcome {
            Outcome::Established(e) => Some(e),
            _ => None,
        }
    }
    /// The first rating of a Zusatzspieler; `None` for the others.
    pub fn first(&self) -> Option<&FirstRating> {
        match &self.outcome {
            Outcome::Zusatz(z) => Some(z),
            _ => None,
        }
    }
    fn rated(&self) -> Option<&NewRating> {
        self.established()?.rating.as_ref()
    }
    /// R_o of an established player.
    pub fn ro(&self) -> Option<f64> {
        self.established().map(|e| e.ro)
    }
    /// The index an established player brought in.
    pub fn index_old(&self) -> Option<u32> {
        self.established().map(|e| e.index_old)
    }
    /// True where his index was assumed to be 6 (WO 2.2.4).
    pub fn index_assumed(&self) -> bool {
        self.established().is_some_and(|e| e.index_assumed)
    }
    /// The age group of an established player (Anhang 1.3).
    pub fn age_group(&self) -> Option<AgeGroup> {
        self.established().map(|e| e.age_group)
    }
    /// The expected score W_e (Anhang 1.1.3) of an established player with a counted game.
    pub fn we(&self) -> Option<f64> {
        self.rated().map(|r| r.we)
    }
    /// K with its parts (Anhang 1.3) of an established player with a counted game.
    pub fn k(&self) -> Option<KFactor> {
        self.rated().map(|r| r.k)
    }
    /// The performance R_h (WO 3.6.1) of an established player with 5 games against Auswahl II.
    pub fn rh(&self) -> Option<f64> {
        self.established()?.rh
    }
    /// True for an Ausnahmespieler (WO 3.6.3).
    pub fn exceptional(&self) -> bool {
        self.established().is_some_and(|e| e.exceptional)
    }
    /// The new DWZ R_n (WO 3.5.2) of an established player with a counted game.
    pub fn rn(&self) -> Option<f64> {
        self.rated().map(|r| r.rn)
    }
    /// The start value R_p of a Zusatzspieler (Anhang 1.1.1).
    pub fn rp(&self) -> Option<f64> {
        self.first().map(|z| z.rp)
    }
    /// The iteration result R_i of a Zusatzspieler (Anhang 1.2.1).
    pub fn ri(&self) -> Option<f64> {
        self.first().map(|z| z.ri)
    }
    /// The first DWZ R_1 of a Zusatzspieler (Anhang 1.2.2).
    pub fn r1(&self) -> Option<f64> {
        self.first().map(|z| z.r1)
    }
    /// The new index: R_n's (index + 1) or 1 for a first rating.
    pub fn index_new(&self) -> Option<u32> {
        match &self.outcome {
            Outcome::Established(e) => e.rating.map(|r| r.index_new),
            Outcome::Zusatz(_) => Some(1),
            Outcome::Remaining { .. } => None,
        }
    }
    /// A remaining player's Restpartien (empty for the others and for non-members).
    pub fn rest_games(&self) -> &[RestGame] {
        match &self.outcome {
            Outcome::Remaining { rest_games } => rest_games,
            _ => &[],
        }
    }
    /// The change of an established player's DWZ, R_n - R_o (Anhang 3.1.11 "+/-").
    pub fn change(&self) -> Option<f64> {
        Some(self.rn()? - self.ro()?)
    }
    /// The rating the player leaves the tournament with: R_n, or R_1 for a Zusatzspieler.
    pub fn new_rating(&self) -> Option<f64> {
        self.rn().or(self.r1())
    }
}

/// The evaluation of a tournament.
#[derive(Debug, Clone, PartialEq)]
pub struct Evaluation {
    /// Exact or table arithmetic (Anhang 2).
    pub mode: Mode,
    /// Tournament or Zweikampf (also when inferred from two players, WO 4.2.4.5).
    pub kind: Kind,
    /// Steps of the Gesamtiteration (0 if there was none).
    pub steps: usize,
    /// Ids of the Zusatzspieler, in the order of the columns of `trace`.
    pub iterated: Vec<String>,
    /// R_z' after every step of the Gesamtiteration (Anhang 3.1.4).
    pub trace: Vec<Vec<f64>>,
    /// True when the Gesamtiteration ended in a cycle and took the higher values.
    pub cycled: bool,
    /// Every player's evaluation, in the tournament's order.
    pub players: Vec<PlayerResult>,
    /// Notes on the input, e.g. Restpartien of rated players that were ignored.
    pub warnings: Vec<Warning>,
}

/// A played game as seen by one player.
#[derive(Debug, Clone, Copy)]
struct Played {
    opponent: usize,
    score: f64,
}

/// The tournament as the steps see it: by position, each player's R_o, played games (forfeits
/// never count, WO 2.2.5.2) and still valid Restpartien (WO 4.1.1; only players without DWZ
/// have them, WO 3.4.2).
struct Field<'t> {
    players: &'t [Player],
    ro: Vec<Option<f64>>,
    played: Vec<Vec<Played>>,
    rest: Vec<Vec<RestGame>>,
}

impl<'t> Field<'t> {
    fn of(t: &'t Tournament, warnings: &mut Vec<Warning>) -> Field<'t> {
        let mut played: Vec<Vec<Played>> = vec![Vec::new(); t.players.len()];
        for (w, b, ws) in t.played_games() {
            played[w].push(Played {
                opponent: b,
                score: ws,
            });
            played[b].push(Played {
                opponent: w,
                score: 1.0 - ws,
            });
        }
        let rest = t
            .players
            .iter()
            .map(|p| {
                if p.dwz.is_some() {
                    if !p.rest_games.is_empty() {
                        warnings.push(Warning::RestGamesIgnored {
                            player: p.id.clone(),
                        });
                    }
                    return Vec::new();
                }
                p.rest_games
                    .iter()
                    .filter(|g| g.is_valid_at(t.end_date))
                    .cloned()
                    .collect()
            })
            .collect();
        Field {
            players: &t.players,
            ro: t.players.iter().map(|p| p.dwz.map(f64::from)).collect(),
            played,
            rest,
        }
    }

    fn count(&self) -> usize {
        self.players.len()
    }

    /// Player `i`'s games against the players `counts` lets through.
    fn games_against<'a>(
        &'a self,
        i: usize,
        groups: &'a [Group],
        counts: impl Fn(Group) -> bool + 'a,
    ) -> impl Iterator<Item = &'a Played> + 'a {
        self.played[i]
            .iter()
            .filter(move |g| counts(groups[g.opponent]))
    }
}

/// Evaluates a tournament by the Wertungsordnung: the steps of the module docs in their order.
///
/// ```
/// use wertung::dwz::{evaluate, Date, Game, GameResult, Kind, Options, Player, Tournament};
/// let mut a = Player::new("A");
/// a.dwz = Some(2220);
/// a.index = Some(31);
/// let mut b = Player::new("B");
/// b.dwz = Some(2100);
/// b.index = Some(55);
/// b.birth_year = Some(2004);
/// let t = Tournament {
///     name: "Zweikampf".into(),
///     end_date: Date::parse("2026-12-12").unwrap(),
///     kind: Kind::Match,
///     players: vec![a, b],
///     games: vec![Game { white: "A".into(), black: "B".into(), result: GameResult::BlackWins, round: None }],
/// };
/// let e = evaluate(&t, &Options::default()).unwrap();
/// // B (Junior, index 55: K = 32) scores 1 against W_e = P(-120) = 0,336: 2100 + 32 * 0,664 = 2121
/// assert_eq!(e.players[1].rn(), Some(2121.0));
/// // A (adult, 2220-31: K = 25) scores 0: 2220 + 25 * (0 - 0,664) = 2203
/// assert_eq!(e.players[0].rn(), Some(2203.0));
/// ```
pub fn evaluate(t: &Tournament, options: &Options) -> Result<Evaluation, InputError> {
    t.validate()?;
    options.params.validate()?;
    let mut warnings = Vec::new();
    let kind = t.evaluated_kind(&mut warnings)?;
    let (mode, params) = (options.mode, &options.params);
    let field = Field::of(t, &mut warnings);

    let groups = zusatzstufen(&field);
    let rp = start_values(mode, &field, &groups);
    let iteration = gesamtiteration(mode, &field, &groups, &rp);
    let first = first_ratings(params, &iteration, field.count());
    let counted: Vec<Option<f64>> = (0..field.count())
        .map(|i| field.ro[i].or(first[i].map(|(_, r1)| r1)))
        .collect();
    let rh = performances(mode, &field, &groups, &counted);
    let exceptional = sonderwertung(kind, &field, &rh);

    let players = (0..field.count())
        .map(|i| match groups[i] {
            Group::Established => new_ratings(
                mode,
                params,
                t,
                &field,
                i,
                &groups,
                &counted,
                (&rh, &exceptional),
            ),
            stage @ (Group::Stage1 | Group::Stage2) => {
                let (ri, r1) = first[i].unwrap_or_default();
                let result = FirstRating {
                    stage,
                    rp: rp[i].unwrap_or_default(),
                    ri,
                    r1,
                };
                zusatzspieler(mode, &field, i, &groups, &counted, &iteration, result)
            }
            Group::Remaining => restpartien(mode, t, &field, i, &groups, &counted),
        })
        .collect();

    let zusatz = !iteration.zusatz.is_empty();
    Ok(Evaluation {
        mode,
        kind,
        steps: if zusatz { iteration.result.steps } else { 0 },
        iterated: iteration
            .zusatz
            .iter()
            .map(|&i| field.players[i].id.clone())
            .collect(),
        trace: if zusatz {
            iteration.result.trace
        } else {
            Vec::new()
        },
        cycled: zusatz && iteration.result.cycled,
        players,
        warnings,
    })
}

/// WO 3.4.1.1 / 3.4.1.2 (Anhang 3.1.1): every player without DWZ who has, with his still valid
/// Restpartien, at least 5 games against established players and 0,5 points in them forms the
/// 1st Zusatzstufe; of the others, those with 5 games and 0,5 points against Auswahl I
/// (established and 1st stage) form the 2nd. The thresholds count games (NOTES.md). In Anhang
/// 3.1, J, K and L form the 1st stage, M and N the 2nd; P, Q and R remain.
fn zusatzstufen(field: &Field) -> Vec<Group> {
    let mut groups: Vec<Group> = field
        .ro
        .iter()
        .map(|r| match r {
            Some(_) => Group::Established,
            None => Group::Remaining,
        })
        .collect();
    for stage in [Group::Stage1, Group::Stage2] {
        let counts_against = move |g: Group| match stage {
            Group::Stage1 => g == Group::Established,
            _ => g.in_auswahl_1(),
        };
        let qualified: Vec<usize> = (0..field.count())
            .filter(|&i| groups[i] == Group::Remaining)
            .filter(|&i| {
                let games: Vec<f64> = field
                    .games_against(i, &groups, counts_against)
                    .map(|g| g.score)
                    .collect();
                let n = field.rest[i].len() + games.len();
                let w = rest_points(&field.rest[i]) + total(games);
                super::rating::may_get_first_rating(n, w).is_ok()
            })
            .collect();
        for i in qualified {
            groups[i] = stage;
        }
    }
    groups
}

/// Anhang 1.1.1 (3.1.2): the start value R_p = R_c + D(p) of every Zusatzspieler, over his
/// Restpartien and his games against established players; the 2nd stage also counts games
/// against 1st-stage players at their start values (NOTES.md). J: Restpartie 1500 and A, D, E,
/// G, H give R_c 1735, p 0,25, R_p 1735 - 191 = 1544.
fn start_values(mode: Mode, field: &Field, groups: &[Group]) -> Vec<Option<f64>> {
    let mut rp: Vec<Option<f64>> = vec![None; field.count()];
    for stage in [Group::Stage1, Group::Stage2] {
        for i in (0..field.count()).filter(|&i| groups[i] == stage) {
            let mut ratings: Vec<f64> = rest_ratings(&field.rest[i]).collect();
            let mut w = rest_points(&field.rest[i]);
            for g in &field.played[i] {
                let opp = g.opponent;
                let rating = match groups[opp] {
                    Group::Established => field.ro[opp],
                    Group::Stage1 if stage == Group::Stage2 => rp[opp],
                    _ => None,
                };
                if let Some(r) = rating {
                    ratings.push(r);
                    w += g.score;
                }
            }
            rp[i] = start_value(mode, w, &ratings);
        }
    }
    rp
}

/// The Zusatzspieler (by position) in the order of the Gesamtiteration, each one's fictive draw,
/// and its result.
struct Gesamtiteration {
    zusatz: Vec<usize>,
    /// The opponent rating of each Zusatzspieler's fictive draw, where he has one.
    draws: Vec<Option<f64>>,
    result: IterationResult,
}

/// WO 3.4.4.1, Anhang 1.1.2 / 1.1.3 (3.1.3, 3.1.4): all Zusatzspieler are iterated at once over
/// their Restpartien and their games against Auswahl II, starting from R_p, until every D' is 0.
/// At 100 % a fictive draw against R_c, formed with the other Zusatzspieler's start values, is
/// added (WO 3.4.1.3: L, 8 of 8, draws against 1799). In Anhang 3.1 the iteration ends after 20
/// steps with R_i 1430, 1108, 2329, 1387, 1450 for J, K, L, M, N.
fn gesamtiteration(
    mode: Mode,
    field: &Field,
    groups: &[Group],
    rp: &[Option<f64>],
) -> Gesamtiteration {
    let zusatz: Vec<usize> = (0..field.count())
        .filter(|&i| groups[i].is_zusatz())
        .collect();
    let position: HashMap<usize, usize> = zusatz.iter().enumerate().map(|(k, &i)| (i, k)).collect();
    let mut draws = Vec::with_capacity(zusatz.len());
    let players = zusatz
        .iter()
        .map(|&i| {
            let mut opponents: Vec<Opponent> =
                rest_ratings(&field.rest[i]).map(Opponent::Fixed).collect();
            let mut start_ratings: Vec<f64> = rest_ratings(&field.rest[i]).collect();
            let mut w = rest_points(&field.rest[i]);
            for g in field.games_against(i, groups, Group::in_auswahl_2) {
                let opp = g.opponent;
                match (field.ro[opp], position.get(&opp)) {
                    (Some(r), _) => {
                        opponents.push(Opponent::Fixed(r));
                        start_ratings.push(r);
                    }
                    (None, Some(&k)) => {
                        opponents.push(Opponent::Iterated(k));
                        start_ratings.push(rp[opp].unwrap_or_default());
                    }
                    (None, None) => continue,
                }
                w += g.score;
            }
            let draw = fictive_draw(mode, w, &start_ratings);
            if let Some(rc) = draw {
                opponents.push(Opponent::Fixed(rc));
                w += 0.5;
            }
            draws.push(draw);
            IterPlayer {
                start: rp[i].unwrap_or_default(),
                w,
                opponents,
            }
        })
        .collect::<Vec<_>>();
    let result = iterate(mode, &players);
    Gesamtiteration {
        zusatz,
        draws,
        result,
    }
}

/// WO 3.4.4.2 / Anhang 1.2.2 (3.1.4): each R_i corrected to the first DWZ R_1 (J 1430 -> 1476,
/// K 1108 -> 1179, L 2329 stays); by player position, `(R_i, R_1)` for the Zusatzspieler.
fn first_ratings(
    params: &Parameters,
    iteration: &Gesamtiteration,
    count: usize,
) -> Vec<Option<(f64, f64)>> {
    let mut first = vec![None; count];
    for (k, &i) in iteration.zusatz.iter().enumerate() {
        let ri = iteration.result.values[k];
        first[i] = Some((ri, first_rating(params, ri)));
    }
    first
}

/// WO 3.6.1 / 3.6.2, Anhang 1.1.4 (3.1.6): the performance R_h of every established player with
/// at least 5 games against Auswahl II, his opponents at R_o or R_1 (never at another's R_h).
/// A: 7 of 7 gives 2331, G: 3,5 of 6 gives 1961; C (2 games) has none.
fn performances(
    mode: Mode,
    field: &Field,
    groups: &[Group],
    counted: &[Option<f64>],
) -> Vec<Option<f64>> {
    (0..field.count())
        .map(|i| {
            field.ro[i]?;
            let games: Vec<&Played> = field
                .games_against(i, groups, Group::in_auswahl_2)
                .collect();
            if games.len() < MIN_GAMES {
                return None;
            }
            let w = total(games.iter().map(|g| g.score));
            let ratings: Vec<f64> = games.iter().filter_map(|g| counted[g.opponent]).collect();
            performance(mode, w, &ratings)
        })
        .collect()
}

/// WO 3.6.3 (3.1.7): an established player whose R_h lies more than 300 above his R_o is an
/// Ausnahmespieler (G: 1961 > 1640 + 300); never in a Zweikampf (WO 4.2.4.5).
fn sonderwertung(kind: Kind, field: &Field, rh: &[Option<f64>]) -> Vec<bool> {
    (0..field.count())
        .map(|i| match (rh[i], field.ro[i]) {
            (Some(h), Some(o)) => kind != Kind::Match && h > o + EXCEPTIONAL_MARGIN,
            _ => false,
        })
        .collect()
}

/// WO 3.5 (3.1.8 - 3.1.10): an established player's games against Auswahl II, each opponent at
/// R_o or R_1, or at R_h where he is an Ausnahmespieler (WO 3.6.3); then W_e, K and R_n by
/// [`rate_established`]. B: 2,5 against 2220, 1800, 1961 (G's R_h), 1179, 2329: W_e 3,088,
/// K 32, R_n 2081.
#[allow(clippy::too_many_arguments)]
fn new_ratings(
    mode: Mode,
    params: &Parameters,
    t: &Tournament,
    field: &Field,
    i: usize,
    groups: &[Group],
    counted: &[Option<f64>],
    (rh, exceptional): (&[Option<f64>], &[bool]),
) -> PlayerResult {
    let p = &field.players[i];
    let ro = field.ro[i].unwrap_or_default();
    let games: Vec<CountedGame> = field
        .games_against(i, groups, Group::in_auswahl_2)
        .map(|g| {
            let opp = g.opponent;
            let rating = if exceptional[opp] {
                rh[opp].unwrap_or_default()
            } else {
                counted[opp].unwrap_or_default()
            };
            CountedGame {
                opponent: Some(field.players[opp].id.clone()),
                rating,
                score: g.score,
                expected: Some(mode.p(ro - rating)),
                kind: GameKind::Game,
            }
        })
        .collect();
    let w = total(games.iter().map(|g| g.score));
    let ratings: Vec<f64> = games.iter().map(|g| g.rating).collect();
    let age_group = AgeGroup::of(p.birth_year, t.end_date.year);
    let index = p.index.unwrap_or(DEFAULT_INDEX);
    PlayerResult {
        id: p.id.clone(),
        name: p.name.clone(),
        stored: p.member,
        w,
        n: games.len(),
        rc: mode.average(ratings.iter().copied()),
        outcome: Outcome::Established(Established {
            ro,
            index_old: index,
            index_assumed: p.index.is_none(),
            age_group,
            rh: rh[i],
            exceptional: exceptional[i],
            rating: rate_established(mode, params, age_group, ro, index, w, &ratings, None),
        }),
        games,
    }
}

/// A Zusatzspieler's scoresheet (Anhang 3.1.12): his Restpartien, his games against Auswahl II
/// at R_o or R_1, and the fictive draw where he has one; with his first rating.
fn zusatzspieler(
    mode: Mode,
    field: &Field,
    i: usize,
    groups: &[Group],
    counted: &[Option<f64>],
    iteration: &Gesamtiteration,
    result: FirstRating,
) -> PlayerResult {
    let p = &field.players[i];
    let mut games = rest_entries(&field.rest[i]);
    games.extend(
        field
            .games_against(i, groups, Group::in_auswahl_2)
            .map(|g| game_entry(field, g, counted[g.opponent])),
    );
    let w = total(games.iter().map(|g| g.score));
    let n = games.len();
    let rc = mode.average(games.iter().map(|g| g.rating));
    let position = iteration.zusatz.iter().position(|&z| z == i);
    if let Some(rating) = position.and_then(|k| iteration.draws[k]) {
        games.push(CountedGame {
            opponent: None,
            rating,
            score: 0.5,
            expected: None,
            kind: GameKind::FictiveDraw,
        });
    }
    PlayerResult {
        id: p.id.clone(),
        name: p.name.clone(),
        stored: p.member,
        w,
        n,
        rc,
        games,
        outcome: Outcome::Zusatz(result),
    }
}

/// WO 3.4.2 (3.1.5): a remaining player's games against Auswahl I become Restpartien, at the
/// opponent's R_o or R_1 and dated with the tournament's end, beside his still valid old ones;
/// they are stored for members only (WO 3.4.3). His games against others count for nobody.
fn restpartien(
    mode: Mode,
    t: &Tournament,
    field: &Field,
    i: usize,
    groups: &[Group],
    counted: &[Option<f64>],
) -> PlayerResult {
    let p = &field.players[i];
    let mut collected = field.rest[i].clone();
    let mut games = rest_entries(&field.rest[i]);
    for g in field.games_against(i, groups, Group::in_auswahl_1) {
        let rating = counted[g.opponent].unwrap_or_default();
        collected.push(RestGame {
            opponent_rating: rating.round().max(0.0) as u32,
            score: g.score,
            date: t.end_date,
        });
        games.push(game_entry(field, g, Some(rating)));
    }
    PlayerResult {
        id: p.id.clone(),
        name: p.name.clone(),
        stored: p.member,
        w: rest_points(&collected),
        n: collected.len(),
        rc: mode.average(rest_ratings(&collected)),
        games,
        outcome: Outcome::Remaining {
            rest_games: if p.member { collected } else { Vec::new() },
        },
    }
}

fn rest_points(games: &[RestGame]) -> f64 {
    total(games.iter().map(|g| g.score))
}

fn rest_ratings(games: &[RestGame]) -> impl Iterator<Item = f64> + '_ {
    games.iter().map(|g| f64::from(g.opponent_rating))
}

fn rest_entries(games: &[RestGame]) -> Vec<CountedGame> {
    games
        .iter()
        .map(|g| CountedGame {
            opponent: None,
            rating: f64::from(g.opponent_rating),
            score: g.score,
            expected: None,
            kind: GameKind::RestGame,
        })
        .collect()
}

fn game_entry(field: &Field, g: &Played, rating: Option<f64>) -> CountedGame {
    CountedGame {
        opponent: Some(field.players[g.opponent].id.clone()),
        rating: rating.unwrap_or_default(),
        score: g.score,
        expected: None,
        kind: GameKind::Game,
    }
}
