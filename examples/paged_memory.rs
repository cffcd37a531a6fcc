//! What the searching instance holds while names are typed over FIDE's paged form: FIDE's
//! whole list generated (1.8 million players), written in its paged form, opened as the
//! calculator's worker opens it, then names typed a key at a time; prints the bytes held after
//! each name and the most held during it.
//!
//! ```text
//! cargo run --release --example paged_memory
//! ```
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the run failing
#![allow(unsafe_code)] // the heap-counting allocator (`tests/common/counting_alloc.rs`)

#[path = "../tests/common/fide_gen.rs"]
mod fide_gen;
#[path = "../tests/common/zip.rs"]
#[allow(dead_code)]
mod zip;

use std::sync::atomic::Ordering;
use wertung::formats::address_book::{paged, FideBook};
use wertung::formats::fide_list::read_fide_list;
use wertung::web::common::messages::{Request, Response};
use wertung::web::turnier::reader::Module;

#[path = "../tests/common/counting_alloc.rs"]
mod counting_alloc;
use counting_alloc::{NOW as HELD, PEAK};

/// As many players as FIDE's whole list has.
const PLAYERS: usize = 1_800_000;

fn mb(bytes: usize) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

/// A request asked as `reader-worker.js` asks it: the pieces the module needs given, one
/// piece at a time, and the request asked again.
fn in_worker(m: &mut Module, r: &Request, form: &[u8]) -> Response {
    let mut answer = m.handle(r.clone(), &[]);
    for _ in 0..64 {
        let Response::Need(ranges) = &answer else {
            return answer;
        };
        for &(a, b) in ranges {
            m.handle(Request::FidePieces, &form[a as usize..b as usize]);
        }
        answer = m.handle(r.clone(), &[]);
    }
    answer
}

fn main() {
    let players = fide_gen::players(PLAYERS, 43);
    let text = fide_gen::text(&players);
    drop(players);
    let list = read_fide_list(text.as_bytes()).expect("the generated list reads");
    drop(text);
    let form = paged::write_paged(FideBook::new(list));
    println!("paged form {}", mb(form.len()));
    let before = HELD.load(Ordering::Relaxed);
    let mut m = Module::default();
    let open = Request::OpenFidePages {
        total: form.len() as u64,
    };
    in_worker(&mut m, &open, &form);
    println!("opened: {}", mb(HELD.load(Ordering::Relaxed) - before));
    for name in [
        "Nicolas Juric",
        "Hans Müller",
        "Vishal Oliveira",
        "Maria Garcia",
        "Tomas Dvorak",
        "Peter Schmidt",
        "Anna Kowalski",
        "Jan Novak",
        "Garcia, Maria",
        "Wang Li",
    ] {
        PEAK.store(HELD.load(Ordering::Relaxed), Ordering::Relaxed);
        let chars: Vec<char> = name.chars().collect();
        for k in 2..=chars.len() {
            let find = Request::FindNames {
                query: chars[..k].iter().collect(),
                limit: 8,
            };
            let start = HELD.load(Ordering::Relaxed);
            let peak_before = PEAK.swap(start, Ordering::Relaxed);
            in_worker(&mut m, &find, &form);
            let most = PEAK.load(Ordering::Relaxed);
            if most - start > 4_000_000 {
                println!(
                    "    {:?}: most {}",
                    &chars[..k].iter().collect::<String>(),
                    mb(most - before)
                );
            }
            PEAK.fetch_max(peak_before, Ordering::Relaxed);
        }
        println!(
            "{name:>16}: held {}, most {}",
            mb(HELD.load(Ordering::Relaxed) - before),
            mb(PEAK.load(Ordering::Relaxed) - before)
        );
    }
}
