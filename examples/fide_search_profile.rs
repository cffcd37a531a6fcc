//! A keystroke over FIDE's list profiled natively: FIDE's whole list generated
//! (1.8 million players), read, its name search built, then every prefix of 400 names typed
//! ("Given Surname" and "Surname, Given"), timed alone over FIDE's list; prints the 95th
//! percentile by the characters typed and the 12 slowest queries.
//!
//! ```text
//! cargo run --release --example fide_search_profile [-- N]
//! ```
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the run failing

#[path = "../tests/common/fide_gen.rs"]
mod fide_gen;
#[path = "../tests/common/zip.rs"]
mod zip;

use std::time::Instant;
use wertung::formats::address_book::{stored, FideBook};
use wertung::formats::fide_list::read_fide_list;

fn main() {
    let n = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_800_000);
    let players = fide_gen::players(n, 43);
    let zipped = fide_gen::zip("players_list_foa.txt", fide_gen::text(&players).as_bytes());
    drop(players);
    let list = read_fide_list(&zipped).expect("the generated list reads");
    let t = Instant::now();
    let book = FideBook::new(list);
    println!(
        "search built in {:.2} s; list and search {:.1} MB",
        t.elapsed().as_secs_f64(),
        book.memory() as f64 / 1e6
    );
    let t = Instant::now();
    let kept = stored::write_stored(&book);
    let written = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let book = stored::read_stored(&kept).expect("the stored form reads back");
    println!(
        "stored form {:.1} MB, written in {:.2} s, restored in {:.2} s",
        kept.len() as f64 / 1e6,
        written,
        t.elapsed().as_secs_f64()
    );
    drop(kept);
    let names: Vec<String> = (0..200)
        .map(|k| {
            let ps = &book.list.players;
            book.list.name(&ps[(k * 104_729) % ps.len()]).to_string()
        })
        .collect();
    let mut all: Vec<(f64, String)> = Vec::new();
    let mut by_length: [Vec<f64>; 4] = Default::default();
    for name in &names {
        let (last, first) = name.split_once(',').unwrap_or((name, ""));
        let (last, first) = (last.trim(), first.trim());
        for typed in [format!("{first} {last}"), format!("{last}, {first}")] {
            let chars: Vec<char> = typed.chars().collect();
            for k in 2..=chars.len() {
                let q: String = chars[..k].iter().collect();
                let t = Instant::now();
                let found = book.search.search_scored(&q, 20);
                let ms = t.elapsed().as_secs_f64() * 1000.0;
                assert!(found.len() <= 20);
                by_length[(k - 1).min(4) - 1].push(ms);
                all.push((ms, q));
            }
        }
    }
    for (k, t) in by_length.iter_mut().enumerate() {
        t.sort_by(f64::total_cmp);
        let p = |q: f64| {
            t.get(((t.len() as f64 - 1.0) * q).round() as usize)
                .copied()
                .unwrap_or(0.0)
        };
        println!(
            "{}{} characters: {} queries, median {:.3} ms, 95th percentile {:.3} ms, max {:.3} ms",
            k + 2,
            if k == 3 { " and more" } else { "" },
            t.len(),
            p(0.5),
            p(0.95),
            p(1.0)
        );
    }
    all.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (ms, q) in all.iter().take(12) {
        println!("  {ms:8.3} ms  {q:?}");
    }
}
