//! The Berechnungslauf at scale: a year of a Landesverband, generated with a fixed
//! seed: 2 000 tournaments (36 players, 7 rounds each: 252 000 games), 30 000 persons (one in
//! six without DWZ), stale ratings in the files. Prints the time of who-is-who and of the run
//! on one core.
//!
//! Run: `cargo run --release --example berechnungslauf` (arguments: tournaments, persons).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing

use std::time::Instant;
use wertung::dwz::run::{run, RunTournament};
use wertung::dwz::{Date, Game, GameResult, Kind, Options, Player, Tournament};
use wertung::formats::persons::{resolve, Appearance};

/// xorshift64: deterministic and dependency-free.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

/// A person of the pool: name, birth year, the DWZ and index of the season's start list.
struct Pooled {
    name: String,
    birth_year: i32,
    dwz: Option<u32>,
    index: Option<u32>,
    strength: f64,
}

fn pool(persons: usize, rng: &mut Rng) -> Vec<Pooled> {
    (0..persons)
        .map(|k| {
            let strength = 900.0 + rng.below(1500) as f64;
            let rated = rng.below(6) != 0;
            Pooled {
                name: format!("Spieler{k}, Vorname{}", k % 97),
                birth_year: 1940 + rng.below(75) as i32,
                dwz: rated.then_some(strength.max(1100.0) as u32),
                index: rated.then(|| 1 + rng.below(60) as u32),
                strength,
            }
        })
        .collect()
}

/// One tournament of `size` persons of one region of the pool, `rounds` random pairings.
fn tournament(k: usize, pool: &[Pooled], size: usize, rounds: usize, rng: &mut Rng) -> Tournament {
    let region = pool.len() / 50;
    let base = (rng.below(50) as usize) * region;
    // Fifteen places a tournament go round the pool, so that every person plays.
    let mut chosen: Vec<usize> = (0..15).map(|j| (k * 15 + j) % pool.len()).collect();
    while chosen.len() < size {
        let p = base + rng.below(region as u64) as usize;
        if !chosen.contains(&p) {
            chosen.push(p);
        }
    }
    let players: Vec<Player> = chosen
        .iter()
        .enumerate()
        .map(|(n, &p)| {
            let mut player = Player::new((n + 1).to_string());
            player.name = Some(pool[p].name.clone());
            player.birth_year = Some(pool[p].birth_year);
            player.dwz = pool[p].dwz;
            player.index = pool[p].index;
            player
        })
        .collect();
    let mut games = Vec::new();
    for round in 1..=rounds {
        let mut order: Vec<usize> = (0..size).collect();
        for i in (1..size).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        for pair in order.chunks(2).filter(|c| c.len() == 2) {
            let d = pool[chosen[pair[0]]].strength - pool[chosen[pair[1]]].strength;
            let p_white = 1.0 / (1.0 + 10f64.powf(-d / 400.0));
            let x = rng.below(1000) as f64 / 1000.0;
            let result = if x < p_white - 0.15 {
                GameResult::WhiteWins
            } else if x < p_white + 0.15 {
                GameResult::Draw
            } else {
                GameResult::BlackWins
            };
            games.push(Game {
                white: (pair[0] + 1).to_string(),
                black: (pair[1] + 1).to_string(),
                result,
                round: Some(round as u32),
            });
        }
    }
    // Spread over the year: tournament k of 2 000 ends on day k * 365 / 2 000.
    let day = (k * 365 / 2000) % 365;
    let (month, day) = ((day / 31).min(11) + 1, day % 28 + 1);
    Tournament {
        name: format!("Turnier {k}"),
        end_date: Date::new(2026, month as u8, day as u8).unwrap_or(Date {
            year: 2026,
            month: 12,
            day: 31,
        }),
        kind: Kind::Tournament,
        players,
        games,
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let count: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(2000);
    let persons: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(30_000);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let pool = pool(persons, &mut rng);
    let tournaments: Vec<Tournament> = (0..count)
        .map(|k| tournament(k, &pool, 36, 7, &mut rng))
        .collect();
    let games: usize = tournaments.iter().map(|t| t.games.len()).sum();

    let clock = Instant::now();
    let files: Vec<(String, Vec<Appearance>)> = tournaments
        .iter()
        .map(|t| {
            let players = t
                .players
                .iter()
                .map(|p| Appearance {
                    name: p.name.clone(),
                    birth_year: p.birth_year,
                    ..Appearance::default()
                })
                .collect();
            (t.name.clone(), players)
        })
        .collect();
    let who = match resolve(&files) {
        Ok(who) => who,
        Err(e) => {
            eprintln!("who is who: {e}");
            return;
        }
    };
    let identity = clock.elapsed();

    let input: Vec<RunTournament> = tournaments
        .into_iter()
        .zip(who.of)
        .map(|(tournament, persons)| RunTournament {
            tournament,
            start_date: None,
            persons,
        })
        .collect();
    let clock = Instant::now();
    let result = run(&input, who.persons.len(), &Options::default());
    let evaluation = clock.elapsed();
    match result {
        Ok(r) => {
            let rated = r.persons.iter().filter(|p| p.standing.is_some()).count();
            println!(
                "{count} tournaments, {} persons ({rated} with a stored result), {games} games",
                who.persons.len()
            );
            println!("who is who: {:.2} s", identity.as_secs_f64());
            println!("run:        {:.2} s", evaluation.as_secs_f64());
            println!(
                "total:      {:.2} s (goal: 10 s on one core)",
                (identity + evaluation).as_secs_f64()
            );
        }
        Err(e) => eprintln!("run: {e}"),
    }
}
