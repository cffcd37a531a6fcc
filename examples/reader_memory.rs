//! What the reader's instance holds while it reads FIDE's list and writes its paged form, as
//! the calculator's reading worker asks it: FIDE's whole list generated (1.8 million players)
//! and zipped, read (`ReadFide`), then its paged form handed out a part at a time
//! (`StoreFidePart`); prints the bytes held after each step and the most held during it, the
//! zip's bytes counted while they are read (the browser's wasm memory grows to the most and
//! keeps it).
//!
//! ```text
//! cargo run --release --example reader_memory
//! ```
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the run failing
#![allow(unsafe_code)] // the heap-counting allocator (`tests/common/counting_alloc.rs`)

#[path = "../tests/common/fide_gen.rs"]
mod fide_gen;
#[path = "../tests/common/zip.rs"]
#[allow(dead_code)]
mod zip;

use std::sync::atomic::Ordering;
use std::time::Instant;
use wertung::web::common::messages::{Request, Response};
use wertung::web::turnier::reader::Module;

#[path = "../tests/common/counting_alloc.rs"]
mod counting_alloc;
use counting_alloc::{NOW as HELD, PEAK};

/// As many players as FIDE's whole list has.
const PLAYERS: usize = 1_800_000;
/// The part the calculator asks for at a time.
const PART: usize = 8 << 20;

fn mb(bytes: i64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

/// The bytes held now, and the most held since `PEAK` was last set, past `before`.
fn held_since(before: usize) -> (i64, i64) {
    let now = HELD.load(Ordering::Relaxed) as i64 - before as i64;
    let most = PEAK.load(Ordering::Relaxed) as i64 - before as i64;
    (now, most)
}

fn main() {
    let players = fide_gen::players(PLAYERS, 43);
    let text = fide_gen::text(&players);
    drop(players);
    let mut zipped = fide_gen::zip("players_list_foa.txt", text.as_bytes());
    // Held as the worker holds it: the file's length, no more.
    zipped.shrink_to_fit();
    drop(text);
    println!("zip {}", mb(zipped.len() as i64));
    // The zip's bytes counted too: the worker hands them to the module, which reads them.
    let before = HELD.load(Ordering::Relaxed) - zipped.len();
    PEAK.store(before, Ordering::Relaxed);
    let started = Instant::now();
    let mut m = Module::default();
    let step = |name: &str| {
        let (now, most) = held_since(before);
        println!(
            "{name:>12}: held {}, most {} ({:.1} s)",
            mb(now),
            mb(most),
            started.elapsed().as_secs_f64()
        );
        PEAK.store(HELD.load(Ordering::Relaxed), Ordering::Relaxed);
    };
    // The zip's bytes are the module's while it reads (the worker copies them in).
    let read = m.handle(
        Request::ReadFide {
            name: "players_list.zip".into(),
        },
        &zipped,
    );
    drop(zipped);
    assert!(matches!(read, Response::List(_)), "{read:?}");
    step("read");
    let mut from = 0;
    loop {
        let answer = m.handle(Request::StoreFidePart { from, len: PART }, &[]);
        assert!(matches!(answer, Response::Made(_)), "{answer:?}");
        let made = m.take_made();
        if from == 0 {
            step("first part");
        }
        from += made.len();
        if made.len() < PART {
            break;
        }
    }
    step("written");
    println!("paged form {}", mb(from as i64));
}
