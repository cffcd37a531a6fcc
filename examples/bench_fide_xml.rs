//! How long FIDE's list in its XML variant (`players_list_xml_foa.xml`) takes to read: 600 000
//! generated players (about 266 MB), best of 5. The figure that keeps the hand-written element
//! reader of `formats::fide_list::xml` (see its module doc):
//!
//! ```text
//! cargo run --release --example bench_fide_xml
//! ```
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the run failing

#[path = "../tests/common/fide_gen.rs"]
mod fide_gen;
#[path = "../tests/common/zip.rs"]
mod zip;
use std::time::Instant;
fn main() {
    let players = fide_gen::players(600_000, 7);
    let xml = fide_gen::xml(&players);
    let mut best = f64::MAX;
    let mut n = 0;
    for _ in 0..5 {
        let t = Instant::now();
        let list = wertung::formats::fide_list::read_fide_list(xml.as_bytes()).unwrap();
        best = best.min(t.elapsed().as_secs_f64() * 1000.0);
        n = list.players.len();
    }
    println!(
        "xml {:.1} MB, {n} players: best of 5 {best:.0} ms",
        xml.len() as f64 / 1e6
    );
}
