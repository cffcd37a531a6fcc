//! INGO for chess, rules of 1 September 1960 (seed 000): B I to B V and the special rules C I
//! to C VI. See the parent module for %d, Niveau, H and the rounding.

use super::arithmetic::{percent_difference, round_1, round_ingo};

/// C II: the remark of a first number from an all-won or all-lost first tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Qualifier {
    /// "oder besser" (all won)
    OrBetter,
    /// "oder schlechter" (all lost)
    OrWorse,
}

/// An INGO number with its index (the number of evaluations it results from).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Number {
    /// The number F.
    pub f: f64,
    /// Its index: the number of evaluations it results from.
    pub index: u32,
    /// "oder besser" / "oder schlechter" after it (C II), where there is one.
    pub qualifier: Option<Qualifier>,
}

impl Number {
    /// A number F with its index, without a remark.
    pub fn new(f: f64, index: u32) -> Number {
        Number {
            f,
            index,
            qualifier: None,
        }
    }
}

/// A participant: his number (None: no INGO number yet) and whether he is a youth (C III).
#[derive(Debug, Clone, PartialEq)]
pub struct Player {
    /// His INGO number; `None`: none yet.
    pub number: Option<Number>,
    /// True for a youth (C III).
    pub youth: bool,
}

/// C III: whether a player counts as a youth, when no one says so: 20 or younger in the year of
/// the tournament (seed 000 names no age; the project takes the DWZ's "Jugendliche (bis 20
/// Jahre)" of WO Anhang 1.3).
///
/// ```
/// use wertung::ingo::chess::is_youth;
/// assert!(is_youth(Some(1940), 1960));
/// assert!(!is_youth(Some(1939), 1960));
/// assert!(!is_youth(None, 1960));
/// ```
pub fn is_youth(birth_year: Option<i32>, year: i32) -> bool {
    birth_year.is_some_and(|b| year - b <= 20)
}

/// A game played at the board (forfeits never count, B IV): player `a` scored `a_score`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Game {
    /// The one player, by position.
    pub a: usize,
    /// The other player, by position.
    pub b: usize,
    /// The points of `a`: 1, 0,5 or 0.
    pub a_score: f64,
}

/// Tournament (round robin, Swiss, incomplete, multi-round: B I to B V) or a match of two
/// players (C V).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Event {
    /// A tournament (B I to B V).
    #[default]
    Tournament,
    /// A match of two players (C V).
    Match,
}

/// Which rule formed the new number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// B I 4: (3 F + H) / 4
    Normal,
    /// C I: first number F/1 = H
    First,
    /// C I: F/2 = (F/1 + H) / 2
    Second,
    /// C I: F/3 = (2 F/2 + H) / 3
    Third,
    /// C II: after "oder besser/schlechter" the new H confirms the remark: it is the first F.
    QualifiedFirst,
    /// C III: (2 H + F) / 3 for a youth who improved by 25 or more
    StrongImprovement,
    /// C IV: 3 games: (7 F + H) / 8, at most 4 degrees
    Short3,
    /// C IV: 4 games: (5 F + H) / 6, at most 5 degrees
    Short4,
    /// C IV: 5 games: (4 F + H) / 5, at most 6 degrees
    Short5,
    /// C V: match of at least 4 games: (7 F + H) / 8
    Match,
}

/// Why a player is not evaluated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotEvaluated {
    /// No game that counts.
    NoGames,
    /// C IV: fewer than 3 games.
    TooFewGames,
    /// C V: a match of fewer than 4 games.
    ShortMatch,
    /// No opponent with a number: no Niveau can be formed.
    NoNiveau,
}

/// The evaluation of one player.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerResult {
    /// Points and games that count.
    pub w: f64,
    /// The number of games that count.
    pub n: usize,
    /// %d
    pub pd: f64,
    /// The Niveau of the opponents, where one can be formed.
    pub niveau: Option<f64>,
    /// Turniererfolgszahl H (whole number).
    pub h: Option<f64>,
    /// The new INGO number; `None` where he is not evaluated.
    pub new: Option<Number>,
    /// The rule that formed it.
    pub rule: Option<Rule>,
    /// Why he is not evaluated; `None` where he is.
    pub not_evaluated: Option<NotEvaluated>,
    /// New players: the preliminary H of each round (B III 3).
    pub preliminary: Vec<f64>,
    /// C II: all games won or lost in a first evaluation: not counted for the opponents.
    pub excluded: bool,
}

/// B I 4 and C I, C III, C IV, C V: the new number from the old one and H after `games` games.
///
/// ```
/// use wertung::ingo::chess::{new_number, Event, Number, Rule};
/// // B I: Gehl 170/8, H 160: (3 · 170 + 160) / 4 = 167,5 → 168/9
/// let (n, rule) = new_number(Some(Number::new(170.0, 8)), 160.0, 9, Event::Tournament, false);
/// assert_eq!((n.f, n.index, rule), (168.0, 9, Rule::Normal));
/// ```
pub fn new_number(
    old: Option<Number>,
    h: f64,
    games: usize,
    event: Event,
    youth: bool,
) -> (Number, Rule) {
    let h = round_ingo(h);
    let Some(old) = old else {
        return (Number::new(h, 1), Rule::First);
    };
    let f = old.f;
    let capped = |value: f64, limit: f64| f + (value - f).clamp(-limit, limit);
    let (value, index, rule) = match old.qualifier {
        Some(Qualifier::OrWorse) if h > f => (h, 1, Rule::QualifiedFirst),
        Some(Qualifier::OrBetter) if h < f => (h, 1, Rule::QualifiedFirst),
        Some(_) => (f64::midpoint(f, h), 2, Rule::Second),
        None if old.index <= 1 => (f64::midpoint(f, h), old.index + 1, Rule::Second),
        None if old.index == 2 => ((2.0 * f + h) / 3.0, 3, Rule::Third),
        None if event == Event::Match => ((7.0 * f + h) / 8.0, old.index + 1, Rule::Match),
        None if youth && f - h >= 25.0 => {
            ((2.0 * h + f) / 3.0, old.index + 1, Rule::StrongImprovement)
        }
        None if games == 3 => (
            capped((7.0 * f + h) / 8.0, 4.0),
            old.index + 1,
            Rule::Short3,
        ),
        None if games == 4 => (
            capped((5.0 * f + h) / 6.0, 5.0),
            old.index + 1,
            Rule::Short4,
        ),
        None if games == 5 => (
            capped((4.0 * f + h) / 5.0, 6.0),
            old.index + 1,
            Rule::Short5,
        ),
        None => ((3.0 * f + h) / 4.0, old.index + 1, Rule::Normal),
    };
    (Number::new(round_ingo(value), index), rule)
}

/// A game as it counts: (a, b, a's score, how a sees b, how b sees a), None for "at his own
/// value" (C VI clamps it otherwise).
type Counted = (usize, usize, f64, Option<f64>, Option<f64>);

/// A game from one player's side: (opponent, own score, how he sees the opponent where C VI
/// clamps it).
type Played = (usize, f64, Option<f64>);

/// The evaluation of a tournament or match (B I to B V, C I to C VI).
///
/// * Known numbers (without a C II remark) form the Niveaus; a player with a remark counts as
///   without number there (C II).
/// * C VI: between two known numbers more than 50 apart, a game the better player won counts for
///   neither; otherwise each sees the other at exactly 50 degrees. (Applied to known numbers; for
///   new players the seed says "sinngemäß", which this program does not attempt.)
/// * C II: a new player who won or lost every game is taken out for his opponents (repeatedly);
///   his first number gets "oder besser/schlechter".
/// * New players first (B III 2, 3): F-%d-Summe = the known opponents' numbers + his %d, divided
///   by their count, with the other new players' preliminary H (one decimal) added as they come;
///   in the order fewest unknown opponents, then smallest |%d|; repeated until nothing changes.
/// * Everyone else: Niveau = (own F + one opponent number a game) / (n + 1) (B I, III, IV, V,
///   C V), H = Niveau + %d.
///
/// ```
/// use wertung::ingo::chess::*;
/// // B III 1: Behn 125/8 scores 7 of 9 against opponents averaging, with his own number, 150.
/// let numbers = [125.0, 128.0, 122.0, 152.0, 150.0, 147.0, 170.0, 165.0, 171.0, 170.0];
/// let players: Vec<Player> = numbers.iter().map(|&f| Player { number: Some(Number::new(f, 8)), youth: false }).collect();
/// let scores = [0.5, 1.0, 0.0, 1.0, 0.5, 1.0, 1.0, 1.0, 1.0];
/// let games: Vec<Game> = scores.iter().enumerate().map(|(k, &s)| Game { a: 0, b: k + 1, a_score: s }).collect();
/// let r = evaluate(&players, &games, Event::Tournament);
/// assert_eq!((r[0].niveau, r[0].pd, r[0].h), (Some(150.0), -25.0, Some(125.0)));
/// assert_eq!(r[0].new.map(|n| (n.f, n.index)), Some((125.0, 9)));
/// ```
pub fn evaluate(players: &[Player], games: &[Game], event: Event) -> Vec<PlayerResult> {
    let known = known_numbers(players);
    let counted = counted_games(games, &known);
    let excluded = all_won_or_all_lost(&known, &counted);
    let table = Table {
        games: games_of(&counted, &excluded),
        known,
        excluded,
    };
    let mut results = scores(&table);
    let final_h = final_h(&table, &preliminary_h(&table, &mut results));
    for (i, (player, result)) in players.iter().zip(results.iter_mut()).enumerate() {
        if table.games[i].is_empty() {
            continue;
        }
        if table.is_new(i) {
            evaluate_new(player, final_h[i], event, result);
        } else {
            evaluate_by_niveau(i, player, &table, &final_h, event, result);
        }
    }
    results
}

/// The games as they count for each player, once C II and C VI are applied.
struct Table {
    /// The numbers that form Niveaus (C II: none for a number with a remark).
    known: Vec<Option<f64>>,
    /// C II: the new players taken out for their opponents.
    excluded: Vec<bool>,
    /// Per player: the games that count for him.
    games: Vec<Vec<Played>>,
}

impl Table {
    /// A new player in B III 2, 3: no known number, and not taken out (C II).
    fn is_new(&self, j: usize) -> bool {
        self.known[j].is_none() && !self.excluded[j]
    }
}

/// C II: the numbers that form Niveaus; a number with a remark counts as none.
fn known_numbers(players: &[Player]) -> Vec<Option<f64>> {
    players
        .iter()
        .map(|p| p.number.filter(|n| n.qualifier.is_none()).map(|n| n.f))
        .collect()
}

/// The games between two different players of the list, with C VI applied between known
/// numbers more than 50 apart: the game the better player won is dropped, any other counts
/// with each seeing the other at exactly 50 degrees.
fn counted_games(games: &[Game], known: &[Option<f64>]) -> Vec<Counted> {
    let mut counted = Vec::new();
    for g in games.iter().filter(|g| g.a != g.b) {
        let (Some(&ka), Some(&kb)) = (known.get(g.a), known.get(g.b)) else {
            continue;
        };
        match (ka, kb) {
            (Some(fa), Some(fb)) if (fa - fb).abs() > 50.0 => {
                let better_won = (fa < fb && g.a_score >= 1.0) || (fb < fa && g.a_score <= 0.0);
                if !better_won {
                    let a_sees = fa + 50.0 * (fb - fa).signum();
                    let b_sees = fb + 50.0 * (fa - fb).signum();
                    counted.push((g.a, g.b, g.a_score, Some(a_sees), Some(b_sees)));
                }
            }
            _ => counted.push((g.a, g.b, g.a_score, None, None)),
        }
    }
    counted
}

/// The games of each player from his side. C II: games against an excluded player count for
/// his opponents no more; he keeps his.
fn games_of(counted: &[Counted], excluded: &[bool]) -> Vec<Vec<Played>> {
    let mut per = vec![Vec::new(); excluded.len()];
    for &(a, b, s, a_sees, b_sees) in counted {
        if !excluded[b] || excluded[a] {
            per[a].push((b, s, a_sees));
        }
        if !excluded[a] || excluded[b] {
            per[b].push((a, 1.0 - s, b_sees));
        }
    }
    per
}

/// C II: the new players who won or lost every game (against the players not yet taken out),
/// taken out repeatedly until no more are.
fn all_won_or_all_lost(known: &[Option<f64>], counted: &[Counted]) -> Vec<bool> {
    let mut excluded = vec![false; known.len()];
    while take_out(known, counted, &mut excluded) {}
    excluded
}

/// One pass of C II over the players; whether it took out anyone.
fn take_out(known: &[Option<f64>], counted: &[Counted], excluded: &mut [bool]) -> bool {
    let per = games_of(counted, excluded);
    let mut changed = false;
    for (i, games) in per.iter().enumerate() {
        if known[i].is_some() || excluded[i] {
            continue;
        }
        let considered: Vec<&Played> = games.iter().filter(|g| !excluded[g.0]).collect();
        if considered.is_empty() {
            continue;
        }
        let w: f64 = considered.iter().map(|g| g.1).sum();
        if w == 0.0 || w == considered.len() as f64 {
            excluded[i] = true;
            changed = true;
        }
    }
    changed
}

/// Each player's points, games and %d (B II); without games he is not evaluated.
fn scores(table: &Table) -> Vec<PlayerResult> {
    table
        .games
        .iter()
        .zip(&table.excluded)
        .map(|(games, &excluded)| {
            let w: f64 = games.iter().map(|g| g.1).sum();
            let n = games.len();
            PlayerResult {
                w,
                n,
                pd: if n > 0 { percent_difference(w, n) } else { 0.0 },
                niveau: None,
                h: None,
                new: None,
                rule: None,
                not_evaluated: (n == 0).then_some(NotEvaluated::NoGames),
                preliminary: Vec::new(),
                excluded,
            }
        })
        .collect()
}

/// B III 3: the order the new players are taken in: fewest new opponents, then smallest |%d|.
fn new_player_order(table: &Table, results: &[PlayerResult]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..table.known.len())
        .filter(|&i| table.is_new(i) && !table.games[i].is_empty())
        .collect();
    let unknown = |i: usize| table.games[i].iter().filter(|g| table.is_new(g.0)).count();
    order.sort_by(|&a, &b| {
        (unknown(a), results[a].pd.abs(), a)
            .partial_cmp(&(unknown(b), results[b].pd.abs(), b))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    order
}

/// B III 2, 3: the new players' preliminary H (one decimal) by repeated substitution, until
/// nothing changes (at most 200 rounds); each player's Niveau and preliminary H of every round
/// go into his result.
fn preliminary_h(table: &Table, results: &mut [PlayerResult]) -> Vec<Option<f64>> {
    let order = new_player_order(table, results);
    let mut preliminary: Vec<Option<f64>> = vec![None; table.known.len()];
    for _round in 0..200 {
        let mut changed = false;
        for &i in &order {
            changed |= substitute(i, table, &mut preliminary, &mut results[i]);
        }
        if !changed {
            break;
        }
    }
    preliminary
}

/// B III 2: one new player's Niveau from his F-%d-Summe (the known opponents' numbers, the
/// other new players' preliminary H as far as there are any, and his %d) and his preliminary
/// H = Niveau + %d; whether that H changed.
fn substitute(
    i: usize,
    table: &Table,
    preliminary: &mut [Option<f64>],
    result: &mut PlayerResult,
) -> bool {
    let mut sum = result.pd;
    let mut k = 0usize;
    for &(j, _, sees) in &table.games[i] {
        if let Some(f) = sees.or(table.known[j]) {
            sum += f;
            k += 1;
        } else if let Some(h) = preliminary[j].filter(|_| table.is_new(j)) {
            sum += h;
            k += 1;
        }
    }
    if k == 0 {
        return false;
    }
    let niveau = round_1(sum / k as f64);
    let h = round_1(niveau + result.pd);
    let changed = preliminary[i] != Some(h);
    preliminary[i] = Some(h);
    result.niveau = Some(niveau);
    result.preliminary.push(h);
    changed
}

/// The number each player's opponents see: a new player's preliminary H rounded (B III 3),
/// else his known number.
fn final_h(table: &Table, preliminary: &[Option<f64>]) -> Vec<Option<f64>> {
    preliminary
        .iter()
        .zip(&table.known)
        .map(|(p, &known)| p.map(round_ingo).or(known))
        .collect()
}

/// B III 3: a new player's H is his final preliminary H; without one (no opponent with a
/// number) there is no Niveau.
fn evaluate_new(player: &Player, h: Option<f64>, event: Event, result: &mut PlayerResult) {
    let Some(h) = h else {
        result.not_evaluated = Some(NotEvaluated::NoNiveau);
        return;
    };
    result.h = Some(h);
    let (n, rule) = new_number(player.number, h, result.n, event, player.youth);
    result.new = Some(n);
    result.rule = Some(rule);
}

/// Everyone with a known number, and the excluded new players (C II: "wie üblich"): H =
/// Niveau + %d, and the new number unless the event is too short for it (C IV, C V). An
/// excluded player's first number gets "oder besser/schlechter" (C II).
fn evaluate_by_niveau(
    i: usize,
    player: &Player,
    table: &Table,
    final_h: &[Option<f64>],
    event: Event,
    result: &mut PlayerResult,
) {
    let opponents: Vec<f64> = table.games[i]
        .iter()
        .filter_map(|&(j, _, sees)| sees.or(final_h[j]))
        .collect();
    let Some(niveau) = niveau(table.known[i], table.excluded[i], &opponents, result.pd) else {
        result.not_evaluated = Some(NotEvaluated::NoNiveau);
        return;
    };
    let h = niveau + result.pd;
    result.niveau = Some(niveau);
    result.h = Some(round_ingo(h));
    let old = player.number;
    if let Some(reason) = too_short(old, result.n, event) {
        result.not_evaluated = Some(reason);
        return;
    }
    let (mut number, rule) = new_number(old, h, result.n, event, player.youth);
    if table.excluded[i] && old.is_none() {
        number.qualifier = Some(if result.w == 0.0 {
            Qualifier::OrWorse
        } else {
            Qualifier::OrBetter
        });
    }
    result.new = Some(number);
    result.rule = Some(rule);
}

/// The Niveau: for an excluded new player like a new player's, the F-%d-Summe over the
/// opponents' numbers (B III 2; `None` without any); else (own F + one opponent number a game)
/// / (n + 1) (B I, III, IV, V, C V).
fn niveau(own: Option<f64>, excluded: bool, opponents: &[f64], pd: f64) -> Option<f64> {
    let sum = opponents.iter().sum::<f64>();
    if !excluded {
        return Some((own.unwrap_or(0.0) + sum) / (opponents.len() as f64 + 1.0));
    }
    (!opponents.is_empty()).then(|| (sum + pd) / opponents.len() as f64)
}

/// Why a player with a Niveau gets no new number: C V, a match of fewer than 4 games; C IV, an
/// established number (index 3 or more, no remark) after fewer than 3 games of a tournament.
fn too_short(old: Option<Number>, n: usize, event: Event) -> Option<NotEvaluated> {
    if event == Event::Match && n < 4 {
        return Some(NotEvaluated::ShortMatch);
    }
    let established = old.is_some_and(|o| o.qualifier.is_none() && o.index >= 3);
    (established && n < 3 && event == Event::Tournament).then_some(NotEvaluated::TooFewGames)
}
