//! The evaluation of a whole tournament (WO 3.4 to 3.6, Anhang 1.1), step by step as in Anhang
//! 3.1: groups, start values, Gesamtiteration, correction, Restpartien, performances,
//! Sonderwertung, W_e, K and the new ratings.

use super::iteration::{iterate, IterPlayer, Opponent};
use super::k_factor::{k_factor, AgeGroup, KFactor, Parameters};
use super::numeric::total;
use super::probability::Mode;
use super::rating::{first_rating, new_rating, performance, start_value, MIN_GAMES};
use super::tournament::{InputError, Kind, RestGame, Tournament};

/// WO 3.6.3: a performance more than this above R_o makes an Ausnahmespieler.
pub const EXCEPTIONAL_MARGIN: f64 = 300.0;
/// WO 2.2.4: the index of a rating without a known index (e.g. a FIDE rating, WO 4.1.2).
pub const DEFAULT_INDEX: u32 = 6;

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
    fn in_auswahl_1(self) -> bool {
        matches!(self, Group::Established | Group::Stage1)
    }
    fn in_auswahl_2(self) -> bool {
        self != Group::Remaining
    }
}

/// Options of an evaluation.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Options {
    pub mode: Mode,
    pub params: Parameters,
}

/// One game as it counts for a player (his scoresheet, Anhang 3.1.12).
#[derive(Debug, Clone, PartialEq)]
pub struct CountedGame {
    /// The opponent's id; `None` for a Restpartie or the fictive draw.
    pub opponent: Option<String>,
    /// The rating the opponent is counted with.
    pub rating: f64,
    pub score: f64,
    /// P(D) for an established player's games; `None` elsewhere.
    pub expected: Option<f64>,
    /// What the entry is: a tournament game, a Restpartie, or the fictive draw.
    pub kind: GameKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameKind {
    Game,
    RestGame,
    FictiveDraw,
}

/// The evaluation of one player; which fields are set depends on his group.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerResult {
    pub id: String,
    pub name: Option<String>,
    pub group: Group,
    /// DSB member: his results are stored (WO 3.4.3).
    pub stored: bool,
    pub age_group: AgeGroup,
    /// W and n of the games that count (with Restpartien for players without DWZ).
    pub w: f64,
    pub n: usize,
    /// R_c: opponents' average as shown in Anhang 3.1.11.
    pub rc: Option<f64>,
    /// Established: R_o, index brought in (and whether it was assumed as 6), W_e, K, R_h, R_n.
    pub ro: Option<f64>,
    pub index_old: Option<u32>,
    pub index_assumed: bool,
    pub we: Option<f64>,
    pub k: Option<KFactor>,
    pub rh: Option<f64>,
    pub exceptional: bool,
    pub rn: Option<f64>,
    pub index_new: Option<u32>,
    /// Zusatzspieler: start value R_p, iteration result R_i, first rating R_1.
    pub rp: Option<f64>,
    pub ri: Option<f64>,
    pub r1: Option<f64>,
    /// Remaining members: still valid old and new Restpartien (WO 3.4.2).
    pub rest_games: Vec<RestGame>,
    /// The games that count, with the rating each opponent is counted with.
    pub games: Vec<CountedGame>,
}

impl PlayerResult {
    /// The change of an established player's DWZ, R_n - R_o (Anhang 3.1.11 "+/-").
    pub fn change(&self) -> Option<f64> {
        Some(self.rn? - self.ro?)
    }

    /// The rating the player leaves the tournament with: R_n, or R_1 for a Zusatzspieler.
    pub fn new_rating(&self) -> Option<f64> {
        match self.group {
            Group::Established => self.rn,
            Group::Stage1 | Group::Stage2 => self.r1,
            Group::Remaining => None,
        }
    }
}

/// The evaluation of a tournament.
#[derive(Debug, Clone, PartialEq)]
pub struct Evaluation {
    pub mode: Mode,
    /// Steps of the Gesamtiteration (0 if there was none).
    pub steps: usize,
    /// Ids of the Zusatzspieler, in the order of the columns of `trace`.
    pub iterated: Vec<String>,
    /// R_z' after every step of the Gesamtiteration (Anhang 3.1.4).
    pub trace: Vec<Vec<f64>>,
    /// True when the Gesamtiteration ended in a cycle and took the higher values.
    pub cycled: bool,
    pub players: Vec<PlayerResult>,
    /// Notes on the input, e.g. Restpartien of rated players that were ignored.
    pub warnings: Vec<String>,
}

/// A played game as seen by one player.
#[derive(Debug, Clone, Copy)]
struct Played {
    opponent: usize,
    score: f64,
}

/// Evaluates a tournament by the Wertungsordnung (see the module docs for the order of steps).
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
///     games: vec![Game { white: "A".into(), black: "B".into(), result: GameResult::BlackWins }],
/// };
/// let e = evaluate(&t, &Options::default()).unwrap();
/// // B (Junior, index 55: K = 32) scores 1 against W_e = P(-120) = 0,336: 2100 + 32 * 0,664 = 2121
/// assert_eq!(e.players[1].rn, Some(2121.0));
/// // A (adult, 2220-31: K = 25) scores 0: 2220 + 25 * (0 - 0,664) = 2203
/// assert_eq!(e.players[0].rn, Some(2203.0));
/// ```
pub fn evaluate(t: &Tournament, options: &Options) -> Result<Evaluation, InputError> {
    t.validate()?;
    t.check_match()?;
    options
        .params
        .validate()
        .map_err(|m| InputError::new("options", "params", "", m))?;
    let mode = options.mode;
    let params = &options.params;
    let players = &t.players;
    let count = players.len();
    let mut warnings = Vec::new();

    // Played games per player (forfeits never count, WO 2.2.5.2).
    let mut played: Vec<Vec<Played>> = vec![Vec::new(); count];
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

    // Still valid Restpartien of the players without DWZ (WO 4.1.1).
    let rest: Vec<Vec<RestGame>> = players
        .iter()
        .map(|p| {
            if p.dwz.is_some() {
                if !p.rest_games.is_empty() {
                    warnings.push(format!(
                        "player {}: has a DWZ, so his Restpartien are ignored",
                        p.id
                    ));
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

    let ro: Vec<Option<f64>> = players.iter().map(|p| p.dwz.map(f64::from)).collect();

    // WO 3.4.1.1 / 3.4.1.2: the two Zusatzstufen. Thresholds count games (with Restpartien).
    let mut group: Vec<Group> = ro
        .iter()
        .map(|r| {
            if r.is_some() {
                Group::Established
            } else {
                Group::Remaining
            }
        })
        .collect();
    for stage in [Group::Stage1, Group::Stage2] {
        let counts_against = |g: Group| match stage {
            Group::Stage1 => g == Group::Established,
            _ => g.in_auswahl_1(),
        };
        let qualified: Vec<usize> = (0..count)
            .filter(|&i| group[i] == Group::Remaining)
            .filter(|&i| {
                let (n, w) = played[i]
                    .iter()
                    .filter(|g| counts_against(group[g.opponent]))
                    .fold((rest[i].len(), rest_points(&rest[i])), |(n, w), g| {
                        (n + 1, w + g.score)
                    });
                n >= MIN_GAMES && w >= 0.5
            })
            .collect();
        for i in qualified {
            group[i] = stage;
        }
    }

    // Anhang 1.1.1: start values R_p; stage 2 counts stage-1 opponents at their R_p.
    let mut rp: Vec<Option<f64>> = vec![None; count];
    for stage in [Group::Stage1, Group::Stage2] {
        for i in (0..count).filter(|&i| group[i] == stage) {
            let mut ratings: Vec<f64> = rest[i].iter().map(|g| g.opponent_rating as f64).collect();
            let mut w = rest_points(&rest[i]);
            for g in &played[i] {
                let opp = g.opponent;
                let rating = match group[opp] {
                    Group::Established => ro[opp],
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

    // Anhang 1.1: the Gesamtiteration over Restpartien + games against Auswahl II (+ fictive draw).
    let zusatz: Vec<usize> = (0..count).filter(|&i| group[i].is_zusatz()).collect();
    let position: std::collections::HashMap<usize, usize> =
        zusatz.iter().enumerate().map(|(k, &i)| (i, k)).collect();
    let iter_players: Vec<IterPlayer> = zusatz
        .iter()
        .map(|&i| {
            let mut opponents: Vec<Opponent> = rest[i]
                .iter()
                .map(|g| Opponent::Fixed(g.opponent_rating as f64))
                .collect();
            let mut start_ratings: Vec<f64> =
                rest[i].iter().map(|g| g.opponent_rating as f64).collect();
            let mut w = rest_points(&rest[i]);
            for g in played[i]
                .iter()
                .filter(|g| group[g.opponent].in_auswahl_2())
            {
                let opp = g.opponent;
                if let Some(r) = ro[opp] {
                    opponents.push(Opponent::Fixed(r));
                    start_ratings.push(r);
                } else {
                    match position.get(&opp) {
                        Some(&k) => opponents.push(Opponent::Iterated(k)),
                        None => continue,
                    }
                    start_ratings.push(rp[opp].unwrap_or(0.0));
                }
                w += g.score;
            }
            // WO 3.4.1.3: 100 % gets a fictive draw against R_c formed with the start values.
            if w >= opponents.len() as f64 {
                if let Some(rc) = mode.average(start_ratings) {
                    opponents.push(Opponent::Fixed(rc));
                    w += 0.5;
                }
            }
            IterPlayer {
                start: rp[i].unwrap_or(0.0),
                w,
                opponents,
            }
        })
        .collect();
    let iteration = iterate(mode, &iter_players);
    let steps = if zusatz.is_empty() {
        0
    } else {
        iteration.steps
    };
    let mut ri: Vec<Option<f64>> = vec![None; count];
    let mut r1: Vec<Option<f64>> = vec![None; count];
    for (k, &i) in zusatz.iter().enumerate() {
        ri[i] = Some(iteration.values[k]);
        // WO 3.4.4.2 / Anhang 1.2.2: the correction to the first rating.
        r1[i] = Some(first_rating(params, iteration.values[k]));
    }

    // The rating every player of Auswahl II counts with for others: R_o or R_1.
    let counted: Vec<Option<f64>> = (0..count).map(|i| ro[i].or(r1[i])).collect();

    // WO 3.6 / Anhang 1.1.4: performances of established players with >= 5 games vs Auswahl II.
    let rh: Vec<Option<f64>> = (0..count)
        .map(|i| {
            ro[i]?;
            let games: Vec<&Played> = played[i]
                .iter()
                .filter(|g| group[g.opponent].in_auswahl_2())
                .collect();
            if games.len() < MIN_GAMES {
                return None;
            }
            let w = total(games.iter().map(|g| g.score));
            let ratings: Vec<f64> = games.iter().filter_map(|g| counted[g.opponent]).collect();
            performance(mode, w, &ratings)
        })
        .collect();

    // WO 3.6.3: Sonderwertung (never in a two-player match).
    let exceptional: Vec<bool> = (0..count)
        .map(|i| match (rh[i], ro[i]) {
            (Some(h), Some(o)) => t.kind != Kind::Match && h > o + EXCEPTIONAL_MARGIN,
            _ => false,
        })
        .collect();

    let mut results = Vec::with_capacity(count);
    for (i, p) in players.iter().enumerate() {
        let age_group = AgeGroup::of(p.birth_year, t.end_date.year);
        let mut r = PlayerResult {
            id: p.id.clone(),
            name: p.name.clone(),
            group: group[i],
            stored: p.member,
            age_group,
            w: 0.0,
            n: 0,
            rc: None,
            ro: ro[i],
            index_old: None,
            index_assumed: false,
            we: None,
            k: None,
            rh: rh[i],
            exceptional: exceptional[i],
            rn: None,
            index_new: None,
            rp: rp[i],
            ri: ri[i],
            r1: r1[i],
            rest_games: Vec::new(),
            games: Vec::new(),
        };
        match group[i] {
            Group::Established => {
                let r_o = ro[i].unwrap_or(0.0);
                let index = p.index.unwrap_or(DEFAULT_INDEX);
                r.index_old = Some(index);
                r.index_assumed = p.index.is_none();
                // WO 3.5.2 with 3.6.3: established opponents that are Ausnahmespieler count with R_h.
                for g in played[i]
                    .iter()
                    .filter(|g| group[g.opponent].in_auswahl_2())
                {
                    let opp = g.opponent;
                    let rating = if exceptional[opp] {
                        rh[opp].unwrap_or(0.0)
                    } else {
                        counted[opp].unwrap_or(0.0)
                    };
                    r.games.push(CountedGame {
                        opponent: Some(players[opp].id.clone()),
                        rating,
                        score: g.score,
                        expected: Some(mode.p(r_o - rating)),
                        kind: GameKind::Game,
                    });
                }
                r.n = r.games.len();
                r.w = total(r.games.iter().map(|g| g.score));
                r.rc = mode.average(r.games.iter().map(|g| g.rating));
                if r.n > 0 {
                    let we = mode.expected_score(r_o, r.games.iter().map(|g| g.rating));
                    let k = k_factor(params, age_group, r_o, index, r.w, we);
                    r.we = Some(we);
                    r.rn = Some(new_rating(mode, r_o, k.k, r.w, we));
                    r.k = Some(k);
                    r.index_new = Some(index.saturating_add(1));
                }
            }
            Group::Stage1 | Group::Stage2 => {
                r.games = rest_entries(&rest[i]);
                for g in played[i]
                    .iter()
                    .filter(|g| group[g.opponent].in_auswahl_2())
                {
                    r.games.push(game_entry(players, g, counted[g.opponent]));
                }
                r.n = r.games.len();
                r.w = total(r.games.iter().map(|g| g.score));
                r.rc = mode.average(r.games.iter().map(|g| g.rating));
                let ip = position.get(&i).and_then(|&k| iter_players.get(k));
                if let Some(ip) = ip.filter(|ip| ip.w > r.w) {
                    if let Some(Opponent::Fixed(x)) = ip.opponents.last() {
                        r.games.push(CountedGame {
                            opponent: None,
                            rating: *x,
                            score: 0.5,
                            expected: None,
                            kind: GameKind::FictiveDraw,
                        });
                    }
                }
                r.index_new = Some(1);
            }
            Group::Remaining => {
                // WO 3.4.2: games against Auswahl I become Restpartien, at R_o or R_1.
                let mut collected = rest[i].clone();
                r.games = rest_entries(&rest[i]);
                for g in played[i]
                    .iter()
                    .filter(|g| group[g.opponent].in_auswahl_1())
                {
                    let rating = counted[g.opponent].unwrap_or(0.0);
                    collected.push(RestGame {
                        opponent_rating: rating.round().max(0.0) as u32,
                        score: g.score,
                        date: t.end_date,
                    });
                    r.games.push(game_entry(players, g, Some(rating)));
                }
                r.n = collected.len();
                r.w = rest_points(&collected);
                r.rc = mode.average(collected.iter().map(|g| g.opponent_rating as f64));
                if p.member {
                    r.rest_games = collected;
                }
            }
        }
        results.push(r);
    }

    let iterated = zusatz.iter().map(|&i| players[i].id.clone()).collect();
    Ok(Evaluation {
        mode,
        steps,
        iterated,
        trace: if zusatz.is_empty() {
            Vec::new()
        } else {
            iteration.trace
        },
        cycled: !zusatz.is_empty() && iteration.cycled,
        players: results,
        warnings,
    })
}

fn rest_points(games: &[RestGame]) -> f64 {
    total(games.iter().map(|g| g.score))
}

fn rest_entries(games: &[RestGame]) -> Vec<CountedGame> {
    games
        .iter()
        .map(|g| CountedGame {
            opponent: None,
            rating: g.opponent_rating as f64,
            score: g.score,
            expected: None,
            kind: GameKind::RestGame,
        })
        .collect()
}

fn game_entry(
    players: &[super::tournament::Player],
    g: &Played,
    rating: Option<f64>,
) -> CountedGame {
    CountedGame {
        opponent: Some(players[g.opponent].id.clone()),
        rating: rating.unwrap_or(0.0),
        score: g.score,
        expected: None,
        kind: GameKind::Game,
    }
}
