//! INGO, the German rating of 1947 to 1993 (Anton Hößlinger), by the rules of 1 September 1960
//! (seed 000, [`chess`]) and as the German Xiangqi association uses it since 1990 (seed 003,
//! [`xiangqi`]). Lower is better.
//!
//! * %d = 50 − 100 · (W + ½) / (n + 1): the own number stands in the Niveau, so the result is
//!   raised by half a point and one game (B I 2).
//! * Niveau: the average of the numbers of the player and of his opponents (one per game); the
//!   Turniererfolgszahl H = Niveau + %d; the new number F from the old one and H.
//!
//! Rounding (NOTES.md): results are whole numbers, .5 towards the higher (worse) number
//! (Gehl: (3 · 170 + 160) / 4 = 167,5 → 168); the preliminary numbers of new players carry one
//! decimal while they are iterated (B III 3: 170,6 / 123,1 / 164,9).

mod arithmetic;
pub mod chess;
pub mod xiangqi;

pub use arithmetic::{percent_difference, round_1, round_ingo};

/// Which rule formed a new number: one of the chess rules of 1960, or the Xiangqi formula.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RuleUsed {
    /// A chess rule of 1960 (B, C).
    Chess(chess::Rule),
    /// Seed 003: (F · k + H) / (k + 1).
    XiangqiK,
    /// Seed 003: a first number F = H.
    XiangqiFirst,
}

impl RuleUsed {
    /// The rule as a formula (the same in both languages).
    pub fn formula(self) -> &'static str {
        use chess::Rule::{
            First, Match, Normal, QualifiedFirst, Second, Short3, Short4, Short5,
            StrongImprovement, Third,
        };
        match self {
            RuleUsed::Chess(Normal) => "B I 4: (3F + H) / 4",
            RuleUsed::Chess(First) => "C I: F/1 = H",
            RuleUsed::Chess(Second) => "C I: F/2 = (F + H) / 2",
            RuleUsed::Chess(Third) => "C I: F/3 = (2F + H) / 3",
            RuleUsed::Chess(QualifiedFirst) => "C II: H is the first F",
            RuleUsed::Chess(StrongImprovement) => "C III: (2H + F) / 3",
            RuleUsed::Chess(Short3) => "C IV: (7F + H) / 8, at most 4",
            RuleUsed::Chess(Short4) => "C IV: (5F + H) / 6, at most 5",
            RuleUsed::Chess(Short5) => "C IV: (4F + H) / 5, at most 6",
            RuleUsed::Chess(Match) => "C V: (7F + H) / 8",
            RuleUsed::XiangqiK => "003: (F · k + H) / (k + 1)",
            RuleUsed::XiangqiFirst => "003: first number F = H",
        }
    }
}

/// One player's INGO result as shown and written: by the chess rules of 1960, or, where the
/// Xiangqi evaluation is given, its Niveau, H, new number and k.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// The number brought in; `None`: none yet.
    pub old: Option<chess::Number>,
    /// The points that count, W.
    pub w: f64,
    /// The games that count, n.
    pub n: usize,
    /// %d
    pub pd: f64,
    /// The Niveau of the opponents.
    pub niveau: Option<f64>,
    /// The Turniererfolgszahl H.
    pub h: Option<f64>,
    /// The new number.
    pub new: Option<chess::Number>,
    /// The rule that formed it.
    pub rule: Option<RuleUsed>,
    /// Xiangqi: the coefficient k.
    pub k: Option<u32>,
    /// Why he is not evaluated; `None` where he is.
    pub not_evaluated: Option<chess::NotEvaluated>,
    /// New players: the preliminary H of each round (B III 3).
    pub preliminary: Vec<f64>,
    /// C II: all games won or lost in a first evaluation: not counted for the opponents.
    pub excluded: bool,
}

/// The rows of an evaluation: the chess results, with the Xiangqi figures in their place where
/// `xiangqi` is given (a player the Xiangqi rules do not evaluate has no new number).
pub fn rows(
    players: &[chess::Player],
    chess_results: &[chess::PlayerResult],
    xiangqi_results: Option<&[Option<xiangqi::Evaluation>]>,
) -> Vec<Row> {
    players
        .iter()
        .zip(chess_results)
        .enumerate()
        .map(|(i, (p, r))| {
            let mut row = Row {
                old: p.number,
                w: r.w,
                n: r.n,
                pd: r.pd,
                niveau: r.niveau,
                h: r.h,
                new: r.new,
                rule: r.rule.map(RuleUsed::Chess),
                k: None,
                not_evaluated: r.not_evaluated,
                preliminary: r.preliminary.clone(),
                excluded: r.excluded,
            };
            if let Some(x) = xiangqi_results {
                match x.get(i).and_then(|e| e.as_ref()) {
                    Some(e) => {
                        row.niveau = Some(e.niveau);
                        row.h = Some(e.h);
                        row.new = Some(chess::Number {
                            f: e.new_f,
                            index: e.new_index,
                            // As before: a C II remark of the chess rules stays beside it.
                            qualifier: r.new.and_then(|n| n.qualifier),
                        });
                        row.k = e.k;
                        row.rule = Some(if e.k.is_some() {
                            RuleUsed::XiangqiK
                        } else {
                            RuleUsed::XiangqiFirst
                        });
                    }
                    None => row.new = None,
                }
            }
            row
        })
        .collect()
}
