//! N. Waldstein, "Zur Frage der Bewertung der einzelnen Partieergebnisse im Schach-Turnierspiel"
//! (seed 001): the Turnierleistung t, and beside it the classic figures of Gelbfuß,
//! Sonneborn-Berger and Buchholz.
//!
//! * Gelbfuß (1873, Tab. 2): every game point times the opponent's score, summed (= s_1).
//! * Sonneborn-Berger (1886/87, Tab. 3): every game point times the sum of both players' scores,
//!   i.e. Gelbfuß + the square of the own score.
//! * Buchholz (1932): for every game, own score times the opponent's score, summed.
//! * Turnierleistung (section 2): repeat the Gelbfuß weighting with the previous operation's
//!   figures s_k instead of the scores; the quotients s_k / S_k tend to limits t (sum 1), the
//!   fixed point of "weight every game point by the opponent's value". T = t · n (section 5);
//!   homogeneity T_max / T_min.
//! * Section 5 a/b: a player who won every game is "hors concours", one who lost every game gets
//!   "–"; both are taken out and the others computed among themselves.
//! * Section 6, by hand: operations until the ranking by s has come out the same three times in a
//!   row, then t = s_k / S_k ([`practical`]); the Paris 1966 figures of the seed come from there.
//!
//! Points are kept doubled (win 2, draw 1) as Waldstein advises, so the operations are exact
//! integers.

/// A game between players `a` and `b` (positions), with `a`'s points doubled (2, 1, 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Game {
    /// The one player, by position.
    pub a: usize,
    /// The other player, by position.
    pub b: usize,
    /// `a`'s points doubled: 2 won, 1 drawn, 0 lost.
    pub a_points2: u8,
}

/// What Waldstein shows for a player instead of, or beside, t.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// t computed.
    Rated,
    /// Won every game (5 a): "hors concours".
    HorsConcours,
    /// Lost every game (5 b): "–".
    AllLost,
    /// No game at all.
    NoGames,
}

/// Ranks with ties shared: (first, last) place, 1-based, highest value first.
pub type Rank = (usize, usize);

/// Ranks of `values` (higher is better); equal values share their places.
///
/// ```
/// use wertung::waldstein::ranks;
/// assert_eq!(ranks(&[7.5, 9.25, 4.25, 3.0, 4.25, 3.75]), vec![(2, 2), (1, 1), (3, 4), (6, 6), (3, 4), (5, 5)]);
/// ```
pub fn ranks(values: &[f64]) -> Vec<Rank> {
    values
        .iter()
        .map(|v| {
            let better = values.iter().filter(|w| *w > v).count();
            let equal = values.iter().filter(|w| *w == v).count();
            (better + 1, better + equal)
        })
        .collect()
}

/// A rank as a Roman numeral, shared places as "III/IV".
pub fn roman(rank: Rank) -> String {
    fn one(mut n: usize) -> String {
        let table = [(10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")];
        let mut s = String::new();
        if n >= 40 {
            return n.to_string();
        }
        for (v, r) in table {
            while n >= v {
                s.push_str(r);
                n -= v;
            }
        }
        s
    }
    if rank.0 == rank.1 {
        one(rank.0)
    } else {
        format!("{}/{}", one(rank.0), one(rank.1))
    }
}

/// A rank in one numbering style for a whole table of `players`: Roman numerals as Waldstein
/// writes them (shared places "III/IV") where every rank has one (fewer than 40 players), else
/// Arabic numerals for all (shared places "40–41"), never the two mixed.
///
/// ```
/// use wertung::waldstein::rank_text;
/// assert_eq!(rank_text((3, 4), 8), "III/IV");
/// assert_eq!(rank_text((3, 4), 283), "3–4");
/// assert_eq!(rank_text((40, 40), 283), "40");
/// assert_eq!(rank_text((1, 1), 283), "1");
/// ```
pub fn rank_text(rank: Rank, players: usize) -> String {
    if players < 40 {
        roman(rank)
    } else if rank.0 == rank.1 {
        rank.0.to_string()
    } else {
        format!("{}–{}", rank.0, rank.1)
    }
}

/// A cross table: `n` players and their games.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Table {
    /// The number of players.
    pub n: usize,
    /// Their games.
    pub games: Vec<Game>,
}

impl Table {
    /// Doubled points a pair: `m[i][j]` = points (doubled) of i against j, summed over games.
    fn matrix(&self, active: &[bool]) -> Vec<Vec<u64>> {
        let mut m = vec![vec![0u64; self.n]; self.n];
        for g in &self.games {
            let (a, b) = (g.a, g.b);
            if a < self.n && b < self.n && active[a] && active[b] && a != b {
                m[a][b] += u64::from(g.a_points2.min(2));
                m[b][a] += 2 - u64::from(g.a_points2.min(2));
            }
        }
        m
    }

    fn all_active(&self) -> Vec<bool> {
        vec![true; self.n]
    }

    /// Points p (not doubled).
    pub fn points(&self) -> Vec<f64> {
        let m = self.matrix(&self.all_active());
        m.iter()
            .map(|row| row.iter().sum::<u64>() as f64 / 2.0)
            .collect()
    }

    /// Games each player has played.
    fn game_counts(&self, active: &[bool]) -> Vec<usize> {
        let mut c = vec![0; self.n];
        for g in &self.games {
            if g.a < self.n && g.b < self.n && active[g.a] && active[g.b] && g.a != g.b {
                c[g.a] += 1;
                c[g.b] += 1;
            }
        }
        c
    }
}

/// Operations 1..=k on the doubled table, started from the doubled points (section 2 and 7):
/// s_1 is Gelbfuß (doubled twice), s_{k+1} = Σ points · s_k(opponent).
///
/// ```
/// use wertung::waldstein::{operations, Game, Table};
/// // Three players: A beat B and C, B and C drew.
/// let t = Table { n: 3, games: vec![Game { a: 0, b: 1, a_points2: 2 }, Game { a: 0, b: 2, a_points2: 2 }, Game { a: 1, b: 2, a_points2: 1 }] };
/// assert_eq!(operations(&t, 1), vec![vec![4, 1, 1]]);
/// ```
pub fn operations(table: &Table, k: usize) -> Vec<Vec<u128>> {
    let m = table.matrix(&table.all_active());
    let mut s: Vec<u128> = m
        .iter()
        .map(|r| r.iter().map(|&x| u128::from(x)).sum())
        .collect();
    let mut out = Vec::with_capacity(k);
    for _ in 0..k {
        s = (0..table.n)
            .map(|i| {
                (0..table.n)
                    .map(|j| u128::from(m[i][j]).saturating_mul(s[j]))
                    .fold(0u128, u128::saturating_add)
            })
            .collect();
        out.push(s.clone());
    }
    out
}

/// Section 1: Gelbfuß, Σ points · opponent's score.
///
/// ```
/// // Tab. 2 of the seed (the round robin of Tab. 1)
/// let t = wertung::waldstein::tab1();
/// assert_eq!(wertung::waldstein::gelbfuss(&t), vec![7.5, 9.25, 4.25, 3.0, 4.25, 3.75]);
/// ```
pub fn gelbfuss(table: &Table) -> Vec<f64> {
    operations(table, 1)
        .first()
        .map(|s| s.iter().map(|&x| x as f64 / 4.0).collect())
        .unwrap_or_default()
}

/// Section 1: Sonneborn-Berger as Waldstein defines it: Σ points · (opponent's + own score) =
/// Gelbfuß + own score² (Tab. 3).
///
/// ```
/// let t = wertung::waldstein::tab1();
/// assert_eq!(wertung::waldstein::sonneborn_berger(&t), vec![23.5, 21.5, 10.5, 7.0, 6.5, 6.0]);
/// ```
pub fn sonneborn_berger(table: &Table) -> Vec<f64> {
    let p = table.points();
    gelbfuss(table)
        .iter()
        .zip(&p)
        .map(|(g, p)| g + p * p)
        .collect()
}

/// Section 1: Buchholz: for every game, own score · opponent's score.
///
/// ```
/// // In a round robin it orders like the scores: a (P - a).
/// let t = wertung::waldstein::tab1();
/// assert_eq!(wertung::waldstein::buchholz(&t)[0], 4.0 * 11.0);
/// ```
pub fn buchholz(table: &Table) -> Vec<f64> {
    let p = table.points();
    let mut b = vec![0.0; table.n];
    for g in &table.games {
        if g.a < table.n && g.b < table.n && g.a != g.b {
            b[g.a] += p[g.a] * p[g.b];
            b[g.b] += p[g.b] * p[g.a];
        }
    }
    b
}

/// Who takes part in the computation of t (section 5 a/b): players with games, none who won or
/// lost all; repeated, since taking one out can make another's result total.
pub fn statuses(table: &Table) -> Vec<Status> {
    let mut status = vec![Status::Rated; table.n];
    loop {
        let active: Vec<bool> = status.iter().map(|s| *s == Status::Rated).collect();
        let m = table.matrix(&active);
        let games = table.game_counts(&active);
        let mut changed = false;
        for i in (0..table.n).filter(|&i| active[i]) {
            let p2: u64 = m[i].iter().sum();
            // No game (left) among the players in the computation: nothing to weigh.
            let new = if games[i] == 0 {
                Some(Status::NoGames)
            } else if p2 == 2 * games[i] as u64 {
                Some(Status::HorsConcours)
            } else if p2 == 0 {
                Some(Status::AllLost)
            } else {
                None
            };
            if let Some(s) = new {
                status[i] = s;
                changed = true;
            }
        }
        if !changed {
            return status;
        }
    }
}

/// The Turnierleistung t: the limit of s_k / S_k (section 2), None for players outside the
/// computation (see [`statuses`]). Iterated with the table plus the identity (the same limit,
/// without the oscillation the bare operations can show) until no quotient moves by 1e-13.
///
/// ```
/// // Tab. 5: 0,233 0,249 0,142 0,117 0,139 0,120 (± 0,001)
/// let t = wertung::waldstein::turnierleistung(&wertung::waldstein::tab1());
/// let expected = [0.233, 0.249, 0.142, 0.117, 0.139, 0.120];
/// assert!(t.iter().zip(expected).all(|(t, e)| (t.unwrap() - e).abs() <= 0.001));
/// ```
pub fn turnierleistung(table: &Table) -> Vec<Option<f64>> {
    let status = statuses(table);
    let active: Vec<bool> = status.iter().map(|s| *s == Status::Rated).collect();
    let m = table.matrix(&active);
    let count = active.iter().filter(|a| **a).count();
    if count == 0 {
        return vec![None; table.n];
    }
    let mut t: Vec<f64> = (0..table.n)
        .map(|i| if active[i] { 1.0 / count as f64 } else { 0.0 })
        .collect();
    for _ in 0..100_000 {
        let next: Vec<f64> = (0..table.n)
            .map(|i| {
                if !active[i] {
                    return 0.0;
                }
                t[i] + (0..table.n).map(|j| m[i][j] as f64 * t[j]).sum::<f64>()
            })
            .collect();
        let sum: f64 = next.iter().sum();
        if sum <= 0.0 {
            break;
        }
        let next: Vec<f64> = next.iter().map(|x| x / sum).collect();
        let moved = next
            .iter()
            .zip(&t)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f64::max);
        t = next;
        if moved < 1e-13 {
            break;
        }
    }
    (0..table.n).map(|i| active[i].then_some(t[i])).collect()
}

/// Waldstein's procedure by hand (section 6): operations until the ranking by s (ties shared)
/// has come out the same three times in a row; then t = s_k / S_k, rounded to 3 decimals.
#[derive(Debug, Clone, PartialEq)]
pub struct Practical {
    /// s_1 .. s_k (doubled table).
    pub operations: Vec<Vec<u128>>,
    /// The operation k it stopped at.
    pub stop: usize,
    /// s_k / S_k to 3 decimals.
    pub t: Vec<f64>,
    /// T = t · n to 2 decimals, as the seed shows them.
    pub quality: Vec<f64>,
    /// T_max / T_min of those (Paris 1966: 1,33 / 0,63 = 2,11).
    pub homogeneity: Option<f64>,
}

/// See [`Practical`]; at most 40 operations.
///
/// ```
/// let p = wertung::waldstein::practical(&wertung::waldstein::paris_1966());
/// assert_eq!(p.stop, 4);
/// // Section 7 prints F as 0,084; its own s_4 gives 8338 / 98570 = 0,0846, i.e. 0,085.
/// assert_eq!(p.t, vec![0.161, 0.166, 0.135, 0.154, 0.125, 0.085, 0.096, 0.079]);
/// ```
pub fn practical(table: &Table) -> Practical {
    let ops = operations(table, 40);
    let mut same = 0;
    let mut previous: Option<Vec<Rank>> = None;
    let mut stop = ops.len();
    for (k, s) in ops.iter().enumerate() {
        let r = ranks(&s.iter().map(|&x| x as f64).collect::<Vec<_>>());
        same = if previous.as_ref() == Some(&r) {
            same + 1
        } else {
            1
        };
        previous = Some(r);
        if same >= 3 {
            stop = k + 1;
            break;
        }
    }
    let operations: Vec<Vec<u128>> = ops.into_iter().take(stop).collect();
    let last = operations.last().cloned().unwrap_or_default();
    let sum: f64 = last.iter().map(|&x| x as f64).sum();
    let round = crate::dwz::numeric::round_half_away;
    let t: Vec<f64> = last
        .iter()
        .map(|&x| {
            if sum > 0.0 {
                round(x as f64 / sum, 3)
            } else {
                0.0
            }
        })
        .collect();
    let n = t.len() as f64;
    let quality: Vec<f64> = t.iter().map(|x| round(x * n, 2)).collect();
    let homogeneity = homogeneity(&quality.iter().map(|&q| Some(q)).collect::<Vec<_>>());
    Practical {
        operations,
        stop,
        t,
        quality,
        homogeneity,
    }
}

/// Section 5: the Turnierqualität T = t · n (n: the players in the computation).
pub fn quality(t: &[Option<f64>]) -> Vec<Option<f64>> {
    let n = t.iter().filter(|x| x.is_some()).count() as f64;
    t.iter().map(|x| x.map(|t| t * n)).collect()
}

/// Section 5: homogeneity T_max / T_min.
///
/// ```
/// // Paris 1966 (section 7): T rounded to 1,33 and 0,63 gives 2,11.
/// assert_eq!(wertung::waldstein::homogeneity(&[Some(1.33), Some(0.63), Some(1.0)]).map(|h| (h * 100.0).round() / 100.0), Some(2.11));
/// ```
pub fn homogeneity(quality: &[Option<f64>]) -> Option<f64> {
    let values: Vec<f64> = quality.iter().flatten().copied().collect();
    let max = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let min = values.iter().copied().fold(f64::INFINITY, f64::min);
    (values.len() >= 2 && min > 0.0).then(|| max / min)
}

fn from_rows(rows: &[&[u8]]) -> Table {
    let n = rows.len();
    let mut games = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        for (j, &x) in row.iter().enumerate().skip(i + 1) {
            if x <= 2 {
                games.push(Game {
                    a: i,
                    b: j,
                    a_points2: x,
                });
            }
        }
    }
    Table { n, games }
}

/// Tab. 1 of the seed: the round robin of A-F (doubled points; 9 = not played).
pub fn tab1() -> Table {
    from_rows(&[
        &[9, 0, 2, 2, 2, 2],
        &[2, 9, 2, 2, 0, 1],
        &[0, 0, 9, 2, 2, 1],
        &[0, 0, 0, 9, 2, 2],
        &[0, 2, 0, 0, 9, 1],
        &[0, 1, 1, 0, 1, 9],
    ])
}

/// Tab. 6 of the seed: Buchholz' Swiss example (9 = not played).
pub fn tab6() -> Table {
    from_rows(&[
        &[9, 9, 2, 0, 2, 9],
        &[9, 9, 0, 9, 2, 2],
        &[0, 2, 9, 1, 9, 9],
        &[2, 9, 1, 9, 9, 0],
        &[0, 0, 9, 9, 9, 2],
        &[9, 0, 9, 2, 0, 9],
    ])
}

/// Tab. 8 of the seed: Paris championship 1966.
pub fn paris_1966() -> Table {
    from_rows(&[
        &[9, 0, 2, 0, 2, 2, 2, 2],
        &[2, 9, 0, 2, 1, 2, 0, 2],
        &[0, 2, 9, 0, 1, 2, 1, 2],
        &[2, 0, 2, 9, 1, 1, 2, 0],
        &[0, 1, 1, 1, 9, 1, 2, 1],
        &[0, 0, 0, 1, 1, 9, 2, 1],
        &[0, 2, 1, 0, 0, 0, 9, 2],
        &[0, 0, 0, 2, 1, 1, 0, 9],
    ])
}

/// The table of a DWZ tournament: its played games (forfeits are no game results and do not
/// count here either).
pub fn from_tournament(t: &crate::dwz::Tournament) -> Table {
    let games = t
        .played_games()
        .into_iter()
        .map(|(a, b, s)| Game {
            a,
            b,
            a_points2: (s * 2.0) as u8,
        })
        .collect();
    Table {
        n: t.players.len(),
        games,
    }
}

/// Everything of a table at once, for the CLI and the page.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// Each player's points.
    pub points: Vec<f64>,
    /// Gelbfuß (Tab. 2): every game point times the opponent's score, summed.
    pub gelbfuss: Vec<f64>,
    /// Sonneborn-Berger (Tab. 3): Gelbfuß + the square of the own score.
    pub sonneborn_berger: Vec<f64>,
    /// Buchholz: for every game, own score times the opponent's score, summed.
    pub buchholz: Vec<f64>,
    /// Computed, hors concours or "–" (section 5 a/b).
    pub status: Vec<Status>,
    /// The Turnierleistung t (limit), None outside the computation.
    pub t: Vec<Option<f64>>,
    /// T = t · n.
    pub quality: Vec<Option<f64>>,
    /// The homogeneity T_max / T_min (section 5).
    pub homogeneity: Option<f64>,
    /// The ranking each figure gives.
    pub ranks_points: Vec<Rank>,
    /// The ranking by Gelbfuß.
    pub ranks_gelbfuss: Vec<Rank>,
    /// The ranking by Sonneborn-Berger.
    pub ranks_sonneborn_berger: Vec<Rank>,
    /// The ranking by Buchholz.
    pub ranks_buchholz: Vec<Rank>,
    /// By t; hors concours first and "–" last (section 5 a/b).
    pub ranks_t: Vec<Rank>,
    /// Waldstein's procedure by hand (section 6).
    pub practical: Practical,
}

/// All figures of a table (see the module docs).
///
/// ```
/// let r = wertung::waldstein::report(&wertung::waldstein::paris_1966());
/// assert_eq!(wertung::waldstein::roman(r.ranks_t[1]), "I"); // B first
/// assert_eq!(wertung::waldstein::roman(r.ranks_t[0]), "II"); // A second
/// ```
pub fn report(table: &Table) -> Report {
    let points = table.points();
    let gelbfuss = gelbfuss(table);
    let sonneborn_berger = sonneborn_berger(table);
    let buchholz = buchholz(table);
    let status = statuses(table);
    let t = turnierleistung(table);
    let quality = quality(&t);
    let order_value: Vec<f64> = status
        .iter()
        .zip(&t)
        .map(|(s, t)| match s {
            Status::HorsConcours => f64::INFINITY,
            Status::Rated => t.unwrap_or(0.0),
            Status::AllLost | Status::NoGames => f64::NEG_INFINITY,
        })
        .collect();
    Report {
        ranks_points: ranks(&points),
        ranks_gelbfuss: ranks(&gelbfuss),
        ranks_sonneborn_berger: ranks(&sonneborn_berger),
        ranks_buchholz: ranks(&buchholz),
        ranks_t: ranks(&order_value),
        homogeneity: homogeneity(&quality),
        practical: practical(table),
        points,
        gelbfuss,
        sonneborn_berger,
        buchholz,
        status,
        t,
        quality,
    }
}
