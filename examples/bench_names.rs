//! How fast the name search is (goals: a 90 000-row list read and searchable in
//! under 1 s in Chromium; each keystroke's suggestions in under 16 ms; the index under 40 MB).
//!
//! Generates the 90 000-row `spieler.csv` of `dsb_list_timing.rs` (few surnames and given names:
//! many namesakes, the hard case for a search by beginnings), reads it, groups it by person and
//! builds the search; then types 300 names key by key as "Vorname Nachname" and as "Nachname,
//! Vorname" and times each keystroke's search (at most 20 suggestions). Prints the figures:
//!
//! ```text
//! cargo run --release --example bench_names
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing
#![allow(unsafe_code)] // the heap-counting allocator below (`unsafe impl GlobalAlloc`)

#[path = "dsb_list_timing.rs"]
#[allow(dead_code)]
mod timing;

use std::sync::atomic::Ordering;
use std::time::Instant;
use wertung::formats::dsb_list::matching::ListIndex;
use wertung::formats::dsb_list::read_player_list;
use wertung::formats::dsb_list::search::NameSearch;

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
    let mut rng = timing::Lcg(2026);
    let csv = timing::spieler_csv(&timing::people(&mut rng));
    let before = NOW.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let t0 = Instant::now();
    let list = read_player_list(&csv).expect("the generated list reads");
    let read = t0.elapsed().as_secs_f64() * 1000.0;
    let rows = list.rows.len();
    let t1 = Instant::now();
    let index = ListIndex::new(list);
    let grouped = t1.elapsed().as_secs_f64() * 1000.0;
    let t2 = Instant::now();
    let search = NameSearch::new(&index);
    let built = t2.elapsed().as_secs_f64() * 1000.0;
    println!(
        "spieler.csv: {rows} rows, {} persons; read {read:.1} ms, grouped {grouped:.1} ms, search built {built:.1} ms; search index {:.1} MB",
        search.persons(),
        search.memory() as f64 / 1e6
    );
    println!(
        "heap beside the file's bytes: {:.1} MB kept (list and search), {:.1} MB at the peak while reading",
        mb(NOW.load(Ordering::Relaxed) - before),
        mb(PEAK.load(Ordering::Relaxed) - before)
    );
    // 300 names typed key by key, in both orders.
    let mut times = Vec::new();
    let mut hits = 0usize;
    for k in 0..300 {
        let row = &index.list.rows.get((k * 7919) % rows).unwrap();
        let (last, first) = row.name.split_once(',').unwrap_or((&row.name, ""));
        for typed in [format!("{first} {last}"), format!("{last}, {first}")] {
            let chars: Vec<char> = typed.chars().collect();
            for n in 1..=chars.len() {
                let q: String = chars[..n].iter().collect();
                let t = Instant::now();
                let found = search.search(&q, 20);
                times.push(t.elapsed().as_secs_f64() * 1000.0);
                hits += found.len();
            }
        }
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{} keystrokes ({} suggestions): median {:.3} ms, 95th percentile {:.3} ms, max {:.3} ms per keystroke",
        times.len(),
        hits,
        percentile(&times, 0.5),
        percentile(&times, 0.95),
        times.last().copied().unwrap_or(0.0)
    );
}
