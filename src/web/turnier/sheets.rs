//! The scoresheets (Anhang 3.1.12) and the Gesamtiteration step by step (Anhang 3.1.4) as
//! data: numbers, names and what each entry is, worded by the page when it renders them
//! (`page::sheets`), so that a language switch computes nothing.
//!
//! A scoresheet names the tournament and the player's DWZ alt and DWZ neu, and lists his games
//! in the tournament's order: round, colour, opponent, the rating the opponent counts with (marked R1
//! for a first DWZ, Rh for an Ausnahmespieler's performance), result and P(D); a game that does
//! not count (a forfeit, an opponent without a rating) stands there with the reason, and so does
//! a round he sat out ("spielfrei"); then the Restpartien and the fictive draw where they count,
//! and the sums.

use crate::dwz::{
    CountedGame, Evaluation, Game, GameKind, GameResult, PlayerResult, RestGame, Tournament,
};
use crate::formats::Bye;
use crate::i18n::TournamentViewWords;
use crate::web::turnier::evaluation::table::Who;
use std::collections::HashMap;

/// A rating with its index (DWZ alt, DWZ neu; a first DWZ has index 1).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Indexed {
    /// The rating (R_o or R_n).
    pub rating: f64,
    /// Its index.
    pub index: u32,
}

/// How an opponent's rating is marked on a scoresheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// He counts with his first DWZ (WO 3.4.4).
    R1,
    /// He counts with his performance as an Ausnahmespieler (WO 3.6.3).
    Rh,
}

/// What the player got of a game: his score, or the forfeit's sign where it was not played.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Got {
    /// Played: his score (1, ½ or 0).
    Score(f64),
    /// Won without playing: "+".
    ForfeitWon,
    /// Lost without playing: "−".
    ForfeitLost,
    /// Neither played: "−−".
    DoubleForfeit,
}

impl Got {
    /// Whether the game was played.
    pub fn played(self) -> bool {
        matches!(self, Got::Score(_))
    }
}

/// What a game counts for the player: the opponent's rating (marked or not) and P(D) (`None`
/// where the player is not established), or nothing and why.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Counts {
    /// Counted.
    Counted {
        /// The rating the opponent counts with.
        rating: f64,
        /// R1 or Rh where it is one of those.
        mark: Option<Mark>,
        /// P(D) (`None`: the player is not established).
        expected: Option<f64>,
    },
    /// Not counted: the message saying why (a forfeit, an opponent without a rating).
    Not(TournamentViewWords),
}

/// A line of a scoresheet.
#[derive(Debug, Clone, PartialEq)]
pub enum SheetRow {
    /// A game of the tournament: its round (or its number where the file gives no rounds), the
    /// player's colour, the opponent's name, what the player got and what it counts.
    Game {
        /// The round, else the game's number.
        number: usize,
        /// Whether the player had white.
        white: bool,
        /// The opponent's name.
        opponent: String,
        /// What the player got.
        got: Got,
        /// What it counts.
        counts: Counts,
    },
    /// A round he sat out ("spielfrei"), with the points the file gives him: it counts not
    /// (WO 2.2.5.2).
    Bye {
        /// The round.
        round: u32,
        /// The points the file gives him (`None`: none).
        points: Option<f64>,
    },
    /// A Restpartie or the fictive draw that counts: the rating, the score and P(D).
    Added {
        /// A Restpartie or the fictive draw.
        kind: GameKind,
        /// The opponent's rating it counts with.
        rating: f64,
        /// The player's score.
        score: f64,
        /// P(D) (`None`: the player is not established).
        expected: Option<f64>,
    },
}

/// One player's scoresheet (see the module docs).
#[derive(Debug, Clone, PartialEq)]
pub struct Scoresheet {
    /// The player's id.
    pub id: String,
    /// His name (his id where the file gives none).
    pub name: String,
    /// The tournament's name.
    pub tournament: String,
    /// His ZPS where known (empty: not known).
    pub zps: String,
    /// His team where known (empty: not known).
    pub team: String,
    /// DWZ alt (`None`: "–").
    pub old: Option<Indexed>,
    /// DWZ neu (`None`: "–").
    pub new: Option<Indexed>,
    /// The games are numbered by their rounds (the file gives them), else one by one ("#").
    pub by_round: bool,
    /// The lines: the games and the rounds sat out, then the Restpartien and the fictive draw.
    pub rows: Vec<SheetRow>,
    /// W: his points in the games that count.
    pub w: f64,
    /// W_e (Anhang 1.1.3; `None`: not established, or no game counts).
    pub we: Option<f64>,
    /// n: the games that count.
    pub n: usize,
    /// K (Anhang 1.3; `None`: not established, or no game counts).
    pub k: Option<f64>,
    /// The Restpartien stored for him.
    pub rest: Vec<RestGame>,
}

impl Scoresheet {
    /// Whether an opponent's rating is marked (the sheet then says what the marks mean).
    pub fn marked(&self) -> bool {
        self.rows.iter().any(|r| {
            matches!(
                r,
                SheetRow::Game {
                    counts: Counts::Counted { mark: Some(_), .. },
                    ..
                }
            )
        })
    }
}

/// The players' names by their ids (the id where a player has no name).
fn names(e: &Evaluation) -> HashMap<&str, &str> {
    e.players
        .iter()
        .map(|q| (q.id.as_str(), q.name.as_deref().unwrap_or(&q.id)))
        .collect()
}

/// The player's DWZ alt and DWZ neu (or his first DWZ) with their indexes.
fn old_new(p: &PlayerResult) -> (Option<Indexed>, Option<Indexed>) {
    let indexed = |r: Option<f64>, i: Option<u32>| {
        Some(Indexed {
            rating: r?,
            index: i?,
        })
    };
    (
        indexed(p.ro(), p.index_old()),
        indexed(p.new_rating(), p.index_new()),
    )
}

/// How the opponent's rating is marked: R1 for a first DWZ, Rh for an Ausnahmespieler.
fn mark(e: &Evaluation, opponent: &str) -> Option<Mark> {
    match e.players.iter().find(|q| q.id == opponent) {
        Some(q) if q.first().is_some() => Some(Mark::R1),
        Some(q) if q.exceptional() => Some(Mark::Rh),
        _ => None,
    }
}

/// What the player got of a game he played as `white` (or black).
fn got(g: &Game, white: bool) -> Got {
    match (g.result.white_score(), g.result) {
        (Some(s), _) => Got::Score(if white { s } else { 1.0 - s }),
        (None, GameResult::DoubleForfeit) => Got::DoubleForfeit,
        (None, r) if (r == GameResult::WhiteForfeit) == white => Got::ForfeitWon,
        (None, _) => Got::ForfeitLost,
    }
}

/// A round sat out, as its line.
fn bye_row(b: Bye) -> SheetRow {
    SheetRow::Bye {
        round: b.round,
        points: b.half_points.map(|h| f64::from(h) / 2.0),
    }
}

/// The player's games in the tournament's order (numbered by their rounds where the file gives
/// them, else one by one), each with what it counts for him (the counted games taken in order
/// per opponent), the rounds he sat out among them; then the Restpartien and the fictive draw.
fn rows(t: &Tournament, e: &Evaluation, p: &PlayerResult, mut byes: &[Bye]) -> Vec<SheetRow> {
    let names = names(e);
    let mut counted: HashMap<&str, Vec<&CountedGame>> = HashMap::new();
    for g in p.games.iter().filter(|g| g.kind == GameKind::Game).rev() {
        if let Some(o) = &g.opponent {
            counted.entry(o.as_str()).or_default().push(g);
        }
    }
    let mut out = Vec::new();
    let own = t
        .games
        .iter()
        .filter(|g| g.white == p.id || g.black == p.id);
    for (k, g) in own.enumerate() {
        let white = g.white == p.id;
        let opponent = if white { &g.black } else { &g.white };
        // The rounds he sat out before this game's.
        while let Some((b, rest)) = byes
            .split_first()
            .filter(|(b, _)| g.round.is_some_and(|r| b.round < r))
        {
            out.push(bye_row(*b));
            byes = rest;
        }
        let got = got(g, white);
        let taken = got
            .played()
            .then(|| counted.get_mut(opponent.as_str()).and_then(Vec::pop))
            .flatten();
        let counts = match taken {
            Some(c) => Counts::Counted {
                rating: c.rating,
                mark: mark(e, opponent),
                expected: c.expected,
            },
            None if got.played() => Counts::Not(TournamentViewWords::SheetNotCounted),
            None => Counts::Not(TournamentViewWords::SheetForfeit),
        };
        out.push(SheetRow::Game {
            number: g.round.map_or(k + 1, |r| r as usize),
            white,
            opponent: names
                .get(opponent.as_str())
                .copied()
                .unwrap_or(opponent)
                .into(),
            got,
            counts,
        });
    }
    out.extend(byes.iter().copied().map(bye_row));
    out.extend(
        p.games
            .iter()
            .filter(|g| g.kind != GameKind::Game)
            .map(|g| SheetRow::Added {
                kind: g.kind,
                rating: g.rating,
                score: g.score,
                expected: g.expected,
            }),
    );
    out
}

/// Anhang 3.1.12: the scoresheet of player `id` (see the module docs), `None` for an id nobody
/// has. `who`: what the report says of each player beyond his evaluation, by position.
///
/// A cross table: A (2000-12) beat B (1800) and drew C, who has no rating: that game counts
/// not for A (W 1, n 1).
/// ```
/// use wertung::dwz::{evaluate, Options};
/// use wertung::i18n::TournamentViewWords;
/// use wertung::web::turnier::load::read_any;
/// use wertung::web::turnier::sheets::{scoresheet, Counts, Got, SheetRow};
/// let t = read_any("A;2000;12;1990;x;1;½\nB;1800;;;0;x;1\nC;;;;½;0;x\n", "12.12.2026")
///     .unwrap()
///     .tournament;
/// let e = evaluate(&t, &Options::default()).unwrap();
/// let a = scoresheet(&t, &e, &e.players[0].id, &[]).unwrap();
/// assert_eq!((a.name.as_str(), a.w, a.n), ("A", 1.0, 1));
/// let SheetRow::Game { got, counts, .. } = &a.rows[1] else { panic!() };
/// assert_eq!((*got, *counts), (Got::Score(0.5), Counts::Not(TournamentViewWords::SheetNotCounted)));
/// assert!(scoresheet(&t, &e, "nobody", &[]).is_none());
/// ```
pub fn scoresheet(t: &Tournament, e: &Evaluation, id: &str, who: &[Who]) -> Option<Scoresheet> {
    let k = e.players.iter().position(|p| p.id == id)?;
    let p = e.players.get(k)?;
    let none = Who::default();
    let who = who.get(k).unwrap_or(&none);
    let (old, new) = old_new(p);
    Some(Scoresheet {
        id: p.id.clone(),
        name: p.name.clone().unwrap_or_else(|| p.id.clone()),
        tournament: t.name.clone(),
        zps: who.zps.clone(),
        team: who.team.clone(),
        old,
        new,
        by_round: t.games.iter().any(|g| g.round.is_some()),
        rows: rows(t, e, p, &who.byes),
        w: p.w,
        we: p.we(),
        n: p.n,
        k: p.k().map(|k| k.k),
        rest: p.rest_games().to_vec(),
    })
}

/// Every player's scoresheet, in the evaluation's order (one a printed page).
pub fn all_scoresheets(t: &Tournament, e: &Evaluation, who: &[Who]) -> Vec<Scoresheet> {
    e.players
        .iter()
        .filter_map(|p| scoresheet(t, e, &p.id, who))
        .collect()
}

/// The Gesamtiteration step by step (Anhang 3.1.4): the iterated players' names (a column
/// each) and a row of their ratings a step.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Trace {
    /// The iterated players' names, a column each.
    pub players: Vec<String>,
    /// Their ratings R_z' after each step.
    pub steps: Vec<Vec<f64>>,
}

/// The Gesamtiteration of an evaluation; `None` where nobody was iterated.
pub fn trace(e: &Evaluation) -> Option<Trace> {
    if e.iterated.is_empty() {
        return None;
    }
    let names = names(e);
    Some(Trace {
        players: e
            .iterated
            .iter()
            .map(|id| names.get(id.as_str()).copied().unwrap_or(id).to_string())
            .collect(),
        steps: e.trace.clone(),
    })
}

/// The words of a scoresheet's cells, in the page's language (the page renders them; a
/// language switch words the same data again).
pub mod words {
    use super::{Got, Indexed, Mark};
    use crate::dwz::GameKind;
    use crate::i18n::{Lang, TournamentViewWords};

    /// A rating with its index, "1855-12"; "–" where there is none.
    ///
    /// ```
    /// use wertung::i18n::Lang;
    /// use wertung::web::turnier::sheets::{words::indexed, Indexed};
    /// assert_eq!(indexed(Lang::De, Some(Indexed { rating: 1855.0, index: 12 })), "1855-12");
    /// assert_eq!(indexed(Lang::En, None), "–");
    /// ```
    pub fn indexed(l: Lang, r: Option<Indexed>) -> String {
        r.map_or_else(
            || "–".into(),
            |r| format!("{}-{}", l.num(r.rating, 0), r.index),
        )
    }

    /// What the player got: "1", "½", "0", or the forfeit's sign "+", "−", "−−".
    ///
    /// ```
    /// use wertung::i18n::Lang;
    /// use wertung::web::turnier::sheets::{words::got, Got};
    /// assert_eq!(got(Lang::De, Got::Score(0.5)), "½");
    /// assert_eq!(got(Lang::De, Got::ForfeitLost), "−");
    /// assert_eq!(got(Lang::En, Got::DoubleForfeit), "−−");
    /// ```
    pub fn got(l: Lang, g: Got) -> String {
        match g {
            Got::Score(s) => l.score(s),
            Got::ForfeitWon => "+".into(),
            Got::ForfeitLost => "−".into(),
            Got::DoubleForfeit => "−−".into(),
        }
    }

    /// The mark's letter and its index, as "R" and a subscript "1" or "h".
    pub fn mark(m: Mark) -> (&'static str, &'static str) {
        match m {
            Mark::R1 => ("R", "1"),
            Mark::Rh => ("R", "h"),
        }
    }

    /// The colour's letter: W, S (German) or B (English).
    pub fn colour(l: Lang, white: bool) -> &'static str {
        l.text(if white {
            TournamentViewWords::SheetWhite
        } else {
            TournamentViewWords::SheetBlack
        })
    }

    /// What an added game is: a Restpartie or the fictive draw.
    pub fn added(l: Lang, kind: GameKind) -> &'static str {
        l.text(if kind == GameKind::RestGame {
            TournamentViewWords::RestGame
        } else {
            TournamentViewWords::FictiveDraw
        })
    }

    /// P(D) with three places; empty where there is none.
    pub fn expected(l: Lang, x: Option<f64>) -> String {
        x.map(|x| l.num(x, 3)).unwrap_or_default()
    }

    /// The line under the sums: "W 2½ · n 5 · K 30,0" (K for an established player).
    ///
    /// ```
    /// use wertung::i18n::Lang;
    /// use wertung::web::turnier::sheets::words::sums_line;
    /// assert_eq!(sums_line(Lang::De, 2.5, 5, Some(30.0)), "W 2½ · n 5 · K 30,0");
    /// assert_eq!(sums_line(Lang::En, 1.0, 2, None), "W 1 · n 2");
    /// ```
    pub fn sums_line(l: Lang, w: f64, n: usize, k: Option<f64>) -> String {
        let k = k
            .map(|k| format!(" · K {}", l.num(k, 1)))
            .unwrap_or_default();
        format!("W {} · n {n}{k}", l.score(w))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dwz::{evaluate, Options};
    use crate::web::turnier::reader::{open, Opened};
    use crate::web::turnier::store::{restore, store, Session};
    use crate::web::turnier::table::apply;
    use crate::web::turnier::testdata::loaded;

    /// A TRF line `001` as the browser tests write it: start rank, name, rating, rounds.
    fn trf_line(start: u32, name: &str, rating: &str, rounds: &[&str]) -> String {
        let mut line = format!(
            "001 {start:>4}      {name:<33} {rating:>4}     {:11} {:10} {:>4} {:4}",
            "", "", "0.0", ""
        );
        for r in rounds {
            line.push_str("  ");
            line.push_str(r);
        }
        line
    }

    /// The scoresheets of a kept tournament, as the page makes them.
    fn sheets_of(s: &Session) -> Vec<Scoresheet> {
        let (t, _) = apply(&s.loaded.tournament, &s.edits, &s.end);
        let e = evaluate(&t, &Options::default()).unwrap();
        all_scoresheets(&t, &e, &s.who())
    }

    #[test]
    fn a_scoresheet_lists_the_rounds_sat_out_as_byes_in_their_rounds() {
        // A sits out round 2 against the pseudo-player "spielfrei" (a point), B round 3 with a
        // half-point bye H, C round 1 without opponent (U: a point).
        let trf = [
            "012 Byes".to_string(),
            "052 2026/12/12".into(),
            trf_line(1, "A", "1800", &["   2 w 1", "   4 w 1", "   3 b ="]),
            trf_line(2, "B", "1700", &["   1 b 0", "   3 w 1", "0000 - H"]),
            trf_line(3, "C", "1600", &["0000 - U", "   2 b 0", "   1 w ="]),
            trf_line(4, "spielfrei", "", &["", "   1 b 0"]),
        ]
        .join("\n");
        let Opened::Loaded(s) = open("byes.trf", trf.as_bytes(), "") else {
            panic!()
        };
        let s = crate::web::turnier::store::Session::try_from(*s).unwrap();
        assert_eq!(
            s.loaded.tournament.players.len(),
            3,
            "spielfrei is no player"
        );
        let sheets = sheets_of(&s);
        let (a, b, c) = (&sheets[0], &sheets[1], &sheets[2]);
        assert!(a.by_round);
        // In the order of the rounds: 1, the bye of 2, 3.
        let shape: Vec<_> = a
            .rows
            .iter()
            .map(|r| match r {
                SheetRow::Game {
                    number,
                    white,
                    opponent,
                    got,
                    ..
                } => format!("{number} {white} {opponent} {got:?}"),
                other => format!("{other:?}"),
            })
            .collect();
        assert_eq!(
            shape,
            [
                "1 true B Score(1.0)",
                "Bye { round: 2, points: Some(1.0) }",
                "3 false C Score(0.5)"
            ]
        );
        assert_eq!(
            b.rows.last(),
            Some(&SheetRow::Bye {
                round: 3,
                points: Some(0.5)
            })
        );
        assert_eq!(
            c.rows.first(),
            Some(&SheetRow::Bye {
                round: 1,
                points: Some(1.0)
            })
        );
        // A bye is no game: n counts the games only.
        assert_eq!((a.n, b.n, c.n), (2, 2, 2));
        // What the page stores keeps them.
        assert_eq!(sheets_of(&restore(&store(&s)).unwrap()), sheets);
    }

    #[test]
    fn a_scoresheet_counts_what_the_evaluation_counts() {
        // The cross table: A (2000-12) beat B (1800) and drew the unrated third player.
        let (t, _) = loaded();
        let e = evaluate(&t, &Options::default()).unwrap();
        let a = scoresheet(&t, &e, &e.players[0].id, &[]).unwrap();
        let p = &e.players[0];
        assert_eq!(
            a.old,
            Some(Indexed {
                rating: 2000.0,
                index: 12
            })
        );
        assert_eq!(a.new.map(|n| n.rating), p.new_rating());
        assert!(!a.by_round, "a cross table gives no rounds");
        assert_eq!((a.w, a.n, a.we), (p.w, p.n, p.we()));
        let [SheetRow::Game {
            number: 1,
            got: Got::Score(won),
            counts:
                Counts::Counted {
                    rating,
                    mark: None,
                    expected: Some(pd),
                },
            ..
        }, SheetRow::Game {
            number: 2,
            got: Got::Score(drawn),
            counts: Counts::Not(why),
            ..
        }] = a.rows.as_slice()
        else {
            panic!("{:?}", a.rows)
        };
        assert_eq!((*won, *drawn, *rating), (1.0, 0.5, 1800.0));
        assert_eq!(Some(*pd), p.games[0].expected);
        assert_eq!(*why, TournamentViewWords::SheetNotCounted);
        // The sum of P(D) is W_e.
        assert!((pd - a.we.unwrap()).abs() < 1e-9);
        assert!(!a.marked());
    }
}
