//! The evaluation itself on arbitrary but well-formed tournaments: any ratings, indexes, birth
//! years, members, Restpartien and results, both modes, and any Stellgrößen that validate.
#![no_main]
use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use wertung::dwz::*;

fn tournament(u: &mut Unstructured) -> arbitrary::Result<Tournament> {
    let n = u.int_in_range(1..=40usize)?;
    let mut players = Vec::with_capacity(n);
    for i in 0..n {
        let mut p = Player::new(format!("P{i}"));
        if bool::arbitrary(u)? {
            p.dwz = Some(u.int_in_range(1..=3500u32)?);
            p.index = if bool::arbitrary(u)? {
                Some(u.int_in_range(1..=9999u32)?)
            } else {
                None
            };
        }
        p.birth_year = if bool::arbitrary(u)? {
            Some(u.int_in_range(1900..=2026i32)?)
        } else {
            None
        };
        p.member = bool::arbitrary(u)?;
        for _ in 0..u.int_in_range(0..=6usize)? {
            p.rest_games.push(RestGame {
                opponent_rating: u.int_in_range(1..=3500u32)?,
                score: [0.0, 0.5, 1.0][u.int_in_range(0..=2usize)?],
                date: Date::new(
                    u.int_in_range(2020..=2027i32)?,
                    u.int_in_range(1..=12u8)?,
                    u.int_in_range(1..=28u8)?,
                )
                .unwrap(),
            });
        }
        players.push(p);
    }
    let results = [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
        GameResult::WhiteForfeit,
        GameResult::BlackForfeit,
        GameResult::DoubleForfeit,
    ];
    let mut games = Vec::new();
    for _ in 0..u.int_in_range(0..=200usize)? {
        let a = u.int_in_range(0..=n - 1)?;
        let b = u.int_in_range(0..=n - 1)?;
        if a != b {
            games.push(Game {
                white: format!("P{a}"),
                black: format!("P{b}"),
                result: results[u.int_in_range(0..=5usize)?],
                round: None,
            });
        }
    }
    let kind = if n == 2 && bool::arbitrary(u)? {
        Kind::Match
    } else {
        Kind::Tournament
    };
    Ok(Tournament {
        name: String::new(),
        end_date: Date::new(2026, 12, 12).unwrap(),
        kind,
        players,
        games,
    })
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(t) = tournament(&mut u) else { return };
    let params = Parameters {
        r: u.int_in_range(0..=100u32).unwrap_or(8) as f64 / 100.0,
        t: u.int_in_range(1..=100u32).unwrap_or(30) as f64,
        u: u.int_in_range(0..=2000u32).unwrap_or(800) as f64,
        ..Parameters::default()
    };
    for mode in [Mode::Table, Mode::Exact] {
        if let Ok(e) = evaluate(&t, &Options { mode, params }) {
            for p in &e.players {
                assert!(p.rn().is_none_or(|r| r >= 1100.0));
                assert!(p.r1().is_none_or(|r| r >= 1100.0));
                assert!(p.we().is_none_or(|we| we <= p.n as f64 + 1e-9));
                // WO 3.5.2: the new DWZ moves in the direction of W - W_e (floor 1100).
                if let (Some(rn), Some(ro), Some(we)) = (p.rn(), p.ro(), p.we()) {
                    if p.w > we + 1e-9 && ro >= 1100.0 {
                        assert!(rn >= ro, "{}: W > W_e but R_n {rn} < R_o {ro}", p.id);
                    }
                    if p.w < we - 1e-9 && ro > 1100.0 {
                        assert!(rn <= ro, "{}: W < W_e but R_n {rn} > R_o {ro}", p.id);
                    }
                }
            }
        }
    }
});
