//! The native figures of FIDE's list: FIDE's whole list (1.8 million players, generated in the
//! exact layout and zipped as `players_list.zip`) read in at most 3 s; the memory it takes
//! (goal: at most 200 MB); a keystroke's suggestions over both lists (with a 90 000-row DSB
//! list) at most 16 ms at the 95th percentile. Prints the figures:
//!
//! ```text
//! cargo run --release --example bench_fide_list [-- N]
//! ```
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the run failing
#![allow(unsafe_code)] // the heap-counting allocator below (`unsafe impl GlobalAlloc`)

#[path = "../tests/common/fide_gen.rs"]
mod fide_gen;
#[path = "dsb_list_timing.rs"]
#[allow(dead_code)]
mod timing;
#[path = "../tests/common/zip.rs"]
mod zip;

use std::sync::atomic::Ordering;
use std::time::Instant;
use wertung::formats::address_book::{AddressBook, DsbBook, FideBook};
use wertung::formats::dsb_list::matching::ListIndex;
use wertung::formats::dsb_list::read_player_list;
use wertung::formats::fide_list::read_fide_list;

#[path = "../tests/common/counting_alloc.rs"]
mod counting_alloc;
use counting_alloc::{NOW, PEAK};

fn mb(bytes: usize) -> f64 {
    bytes as f64 / 1e6
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let k = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(k).copied().unwrap_or(0.0)
}

fn main() {
    let n = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_800_000);
    let t = Instant::now();
    let players = fide_gen::players(n, 43);
    let text = fide_gen::text(&players);
    let zipped = fide_gen::zip("players_list_foa.txt", text.as_bytes());
    println!(
        "generated {n} players: {:.0} MB of text, {:.0} MB zipped ({:.1} s)",
        mb(text.len()),
        mb(zipped.len()),
        t.elapsed().as_secs_f64()
    );
    drop(text);
    drop(players);

    let before = NOW.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let t = Instant::now();
    let list = read_fide_list(&zipped).expect("the generated list reads");
    let read = t.elapsed().as_secs_f64();
    let read_peak = PEAK.load(Ordering::Relaxed) - before;
    let kept_list = NOW.load(Ordering::Relaxed) - before;
    println!(
        "read players_list.zip (inflated in chunks, parsed line by line): {:.2} s for {} players (goal: at most 3 s)",
        read,
        list.players.len()
    );
    println!(
        "  the list kept: {:.1} MB ({:.1} bytes a player); the peak while reading: {:.1} MB",
        mb(kept_list),
        kept_list as f64 / list.players.len().max(1) as f64,
        mb(read_peak)
    );
    let t = Instant::now();
    let fide = FideBook::new(list);
    let built = t.elapsed().as_secs_f64();
    let kept = NOW.load(Ordering::Relaxed) - before;
    println!(
        "  the name search built: {:.2} s; list and search kept: {:.1} MB, the peak: {:.1} MB (goal: at most 200 MB)",
        built,
        mb(kept),
        mb(PEAK.load(Ordering::Relaxed) - before)
    );
    println!("  read and searchable: {:.2} s", read + built);

    let mut rng = timing::Lcg(2026);
    let csv = timing::spieler_csv(&timing::people(&mut rng));
    let index = ListIndex::new(read_player_list(&csv).expect("the DSB list reads"));
    let book = AddressBook {
        dsb: Some(DsbBook::new(index)),
        fide: Some(fide),
    };
    // 300 names of each list typed key by key, as "Given Surname" and "Surname, Given".
    let mut names: Vec<String> = Vec::new();
    if let (Some(d), Some(f)) = (&book.dsb, &book.fide) {
        let rows = &d.index.list.rows;
        let ps = &f.list.players;
        for k in 0..300 {
            names.push(rows.get((k * 7919) % rows.len()).unwrap().name);
            names.push(f.list.name(&ps[(k * 104_729) % ps.len()]).to_string());
        }
    }
    let mut times = Vec::new();
    let mut by_length: [Vec<f64>; 4] = Default::default();
    let mut hits = 0usize;
    for name in &names {
        let (last, first) = name.split_once(',').unwrap_or((name, ""));
        let (last, first) = (last.trim(), first.trim());
        for typed in [format!("{first} {last}"), format!("{last}, {first}")] {
            let chars: Vec<char> = typed.chars().collect();
            for k in 1..=chars.len() {
                let q: String = chars[..k].iter().collect();
                let t = Instant::now();
                let found = book.suggest(&q, 20);
                let ms = t.elapsed().as_secs_f64() * 1000.0;
                times.push(ms);
                by_length[k.min(4) - 1].push(ms);
                hits += found.len();
            }
        }
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{} keystrokes over both lists ({} suggestions): median {:.3} ms, 95th percentile {:.3} ms (goal: at most 16 ms), max {:.3} ms",
        times.len(),
        hits,
        percentile(&times, 0.5),
        percentile(&times, 0.95),
        times.last().copied().unwrap_or(0.0)
    );
    for (k, t) in by_length.iter_mut().enumerate() {
        t.sort_by(f64::total_cmp);
        println!(
            "  {}{} characters typed: median {:.3} ms, 95th percentile {:.3} ms, max {:.3} ms",
            k + 1,
            if k == 3 { " and more" } else { "" },
            percentile(t, 0.5),
            percentile(t, 0.95),
            t.last().copied().unwrap_or(0.0)
        );
    }
}
