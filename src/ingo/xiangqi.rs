//! INGO as the German Xiangqi association uses it since 1990 (seed 003, S. Huber): its own
//! expansion coefficient k, opponents clamped to the own number ± 50 in the average, and the
//! conversion to the Chinese Elo. How H is formed the seed does not say; as NOTES.md decides, the
//! chess rules of 1960 (seed 000) stand in: Niveau of the own and the (clamped) opponents'
//! numbers, H = Niveau + %d.

use super::arithmetic::{percent_difference, round_ingo};

/// Seed 003, section 6: the expansion coefficient k. Start 3; −1 below 10 evaluations, −1 more
/// below 5; +1 for every game less than 5; doubled for quickplay (under an hour per player);
/// −1 for an overseas event of main interest with more than an hour (rule of 1997); at least 1.
///
/// ```
/// use wertung::ingo::xiangqi::coefficient;
/// // 120-4, 3 games in the 5th tournament: 3 − 1 − 1 + 2 = 3; quickplay: 6.
/// assert_eq!(coefficient(4, 3, false, false), 3);
/// assert_eq!(coefficient(4, 3, true, false), 6);
/// ```
pub fn coefficient(index: u32, games: usize, quickplay: bool, overseas: bool) -> u32 {
    let mut k: i64 = 3;
    if index < 10 {
        k -= 1;
    }
    if index < 5 {
        k -= 1;
    }
    k += 5i64.saturating_sub(games as i64).max(0);
    if quickplay {
        k += k;
    }
    if overseas && !quickplay {
        k -= 1;
    }
    k.max(1) as u32
}

/// Seed 003, section 3: opponents more than 50 points away count as 50 points away.
///
/// ```
/// // A 100 against 100, 170, 40: take 100, 150, 50; the average is 100.
/// let c = wertung::ingo::xiangqi::clamp_opponents(100.0, &[100.0, 170.0, 40.0]);
/// assert_eq!(c, vec![100.0, 150.0, 50.0]);
/// assert_eq!(c.iter().sum::<f64>() / 3.0, 100.0);
/// ```
pub fn clamp_opponents(own: f64, opponents: &[f64]) -> Vec<f64> {
    opponents
        .iter()
        .map(|&o| o.clamp(own - 50.0, own + 50.0))
        .collect()
}

/// Seed 003, section 5: F_new = (F_old · k + H) / (k + 1), .5 to the higher number.
///
/// ```
/// assert_eq!(wertung::ingo::xiangqi::new_f(120.0, 110.0, 3), 118.0); // 470 / 4 = 117,5
/// ```
pub fn new_f(old: f64, h: f64, k: u32) -> f64 {
    round_ingo((old * f64::from(k) + h) / (f64::from(k) + 1.0))
}

/// Seed 003, section 9: Elo = 2700 − 7 · INGO.
pub fn elo_from_ingo(ingo: f64) -> f64 {
    2700.0 - 7.0 * ingo
}

/// Seed 003, section 9: INGO = (2700 − Elo) / 7.
///
/// ```
/// use wertung::ingo::xiangqi::{elo_from_ingo, ingo_from_elo};
/// assert_eq!(elo_from_ingo(100.0), 2000.0);
/// assert_eq!(ingo_from_elo(2000.0), 100.0);
/// ```
pub fn ingo_from_elo(elo: f64) -> f64 {
    (2700.0 - elo) / 7.0
}

/// One player's Xiangqi evaluation: W, n, Niveau, H and the new number with its k.
#[derive(Debug, Clone, PartialEq)]
pub struct Evaluation {
    /// The points, W.
    pub w: f64,
    /// The games, n.
    pub n: usize,
    /// The Niveau of the opponents.
    pub niveau: f64,
    /// The Turniererfolgszahl H.
    pub h: f64,
    /// The coefficient k; `None` for a first number.
    pub k: Option<u32>,
    /// The new number F.
    pub new_f: f64,
    /// Its index.
    pub new_index: u32,
}

/// Evaluates one player with number `own` (None: first tournament, F = H) and `index`, against
/// the opponents' numbers (one a game) with his scores.
///
/// ```
/// use wertung::ingo::xiangqi::evaluate_player;
/// // 100-12 scores 1,5 of 3 against 100, 170, 40 (clamped 100, 150, 50): Niveau 100,
/// // %d 50 − 100 · 2 / 4 = 0, H 100, k 3 + 2 = 5 (two games less than 5): F stays 100.
/// let e = evaluate_player(Some((100.0, 12)), &[(100.0, 0.5), (170.0, 0.0), (40.0, 1.0)], false, false).unwrap();
/// assert_eq!((e.niveau, e.h, e.k, e.new_f, e.new_index), (100.0, 100.0, Some(5), 100.0, 13));
/// ```
pub fn evaluate_player(
    own: Option<(f64, u32)>,
    games: &[(f64, f64)],
    quickplay: bool,
    overseas: bool,
) -> Option<Evaluation> {
    if games.is_empty() {
        return None;
    }
    let w: f64 = games.iter().map(|g| g.1).sum();
    let n = games.len();
    let pd = percent_difference(w, n);
    let opponents: Vec<f64> = games.iter().map(|g| g.0).collect();
    let (niveau, h) = match own {
        Some((f, _)) => {
            let clamped = clamp_opponents(f, &opponents);
            let niveau = (f + clamped.iter().sum::<f64>()) / (n as f64 + 1.0);
            (niveau, niveau + pd)
        }
        None => {
            // As a new player in chess (B III 2): F-%d-Summe / number of opponents.
            let niveau = (opponents.iter().sum::<f64>() + pd) / n as f64;
            (niveau, niveau + pd)
        }
    };
    let h = round_ingo(h);
    Some(match own {
        Some((f, index)) => {
            let k = coefficient(index, n, quickplay, overseas);
            Evaluation {
                w,
                n,
                niveau,
                h,
                k: Some(k),
                new_f: new_f(f, h, k),
                new_index: index + 1,
            }
        }
        None => Evaluation {
            w,
            n,
            niveau,
            h,
            k: None,
            new_f: h,
            new_index: 1,
        },
    })
}

/// A whole Xiangqi tournament: new players get their H by the chess procedure (B III 2 / 3,
/// since seed 003 is silent on it), everyone with a number is evaluated by [`evaluate_player`]
/// against his opponents (new ones at their H). Result per player: None without games.
pub fn evaluate(
    players: &[super::chess::Player],
    games: &[super::chess::Game],
    quickplay: bool,
    overseas: bool,
) -> Vec<Option<Evaluation>> {
    let chess = super::chess::evaluate(players, games, super::chess::Event::Tournament);
    (0..players.len())
        .map(|i| {
            let own = players[i].number.filter(|n| n.qualifier.is_none());
            let Some(own) = own else {
                let r = &chess[i];
                return r.h.map(|h| Evaluation {
                    w: r.w,
                    n: r.n,
                    niveau: r.niveau.unwrap_or(h),
                    h,
                    k: None,
                    new_f: h,
                    new_index: 1,
                });
            };
            let mine: Vec<(f64, f64)> = games
                .iter()
                .filter_map(|g| {
                    let (opponent, score) = if g.a == i {
                        (g.b, g.a_score)
                    } else if g.b == i {
                        (g.a, 1.0 - g.a_score)
                    } else {
                        return None;
                    };
                    let number = players
                        .get(opponent)?
                        .number
                        .filter(|n| n.qualifier.is_none())
                        .map(|n| n.f)
                        .or(chess.get(opponent)?.h)?;
                    Some((number, score))
                })
                .collect();
            evaluate_player(Some((own.f, own.index)), &mine, quickplay, overseas)
        })
        .collect()
}
