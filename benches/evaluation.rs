//! Benchmarks of the whole DWZ evaluation: 50 to 2000 players, 5 to 11 rounds, 10 % to 50 %
//! without DWZ (random Swiss-like pairings, fixed seed). First a table of the Gesamtiteration
//! steps and one timing each, then criterion's measurements.
//!
//! Run: `cargo bench --bench evaluation` (add `-- --quick` for a short run).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing
#![allow(missing_docs)] // `criterion_group!` makes a public function without docs

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::hint::black_box;
use std::time::Instant;
use wertung::dwz::{evaluate, Date, Game, GameResult, Kind, Mode, Options, Player, Tournament};

/// A deterministic Swiss-like tournament: `unrated` percent without DWZ, random pairings.
fn tournament(players: usize, rounds: usize, unrated: u64, seed: u64) -> Tournament {
    let mut s = seed | 1;
    let mut rnd = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    let list: Vec<Player> = (0..players)
        .map(|i| {
            let mut p = Player::new(format!("P{i}"));
            if rnd() % 100 >= unrated {
                p.dwz = Some(1100 + (rnd() % 1400) as u32);
                p.index = Some(1 + (rnd() % 40) as u32);
                p.birth_year = Some(1950 + (rnd() % 65) as i32);
            }
            p
        })
        .collect();
    let mut games = Vec::new();
    for _ in 0..rounds {
        let mut order: Vec<usize> = (0..players).collect();
        for i in (1..players).rev() {
            let j = (rnd() % (i as u64 + 1)) as usize;
            order.swap(i, j);
        }
        for pair in order.chunks(2).filter(|p| p.len() == 2) {
            let result = [
                GameResult::WhiteWins,
                GameResult::BlackWins,
                GameResult::Draw,
            ][(rnd() % 3) as usize];
            games.push(Game {
                white: format!("P{}", pair[0]),
                black: format!("P{}", pair[1]),
                result,
                round: None,
            });
        }
    }
    Tournament {
        name: "bench".into(),
        end_date: Date::new(2026, 12, 12).unwrap(),
        kind: Kind::Tournament,
        players: list,
        games,
    }
}

const CASES: [(usize, usize, u64); 8] = [
    (50, 5, 10),
    (50, 11, 50),
    (200, 7, 30),
    (500, 9, 10),
    (500, 9, 50),
    (1000, 9, 30),
    (2000, 11, 10),
    (2000, 11, 50),
];

fn table() {
    println!(
        "{:>7} {:>6} {:>8} {:>6} {:>10} {:>10} {:>8}",
        "players", "rounds", "unrated", "mode", "time ms", "steps", "cycled"
    );
    let mut worst = (0.0f64, String::new());
    for (players, rounds, unrated) in CASES {
        for mode in [Mode::Table, Mode::Exact] {
            // The slowest of a few seeds: the worst case found.
            for seed in 1..=3 {
                let t = tournament(players, rounds, unrated, seed * 7919);
                let start = Instant::now();
                let e = evaluate(
                    &t,
                    &Options {
                        mode,
                        ..Options::default()
                    },
                )
                .unwrap();
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                if seed == 1 {
                    println!(
                        "{players:>7} {rounds:>6} {unrated:>7}% {:>6} {ms:>10.2} {:>10} {:>8}",
                        format!("{mode:?}"),
                        e.steps,
                        e.cycled
                    );
                }
                if ms > worst.0 {
                    worst = (ms, format!("{players} players, {rounds} rounds, {unrated}% unrated, {mode:?}, seed {seed}: {} steps", e.steps));
                }
            }
        }
    }
    println!("worst case found: {:.2} ms ({})", worst.0, worst.1);
}

fn bench(c: &mut Criterion) {
    // `cargo bench` passes --bench; `cargo test --all-targets` runs this once as a test only.
    if std::env::args().any(|a| a == "--bench") {
        table();
    }
    let mut group = c.benchmark_group("evaluate");
    group.sample_size(10);
    for (players, rounds, unrated) in CASES {
        let t = tournament(players, rounds, unrated, 7919);
        group.bench_with_input(
            BenchmarkId::from_parameter(format!("{players}x{rounds}-{unrated}%")),
            &t,
            |b, t| b.iter(|| evaluate(black_box(t), &Options::default()).unwrap()),
        );
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
