//! Reading FIDE's list streams: the heap while a zipped list is read stays far
//! below the size of its text (measured by a counting allocator; its own test binary, so that
//! nothing else allocates meanwhile).
// A counting allocator is a `GlobalAlloc`, whose trait and methods are `unsafe` by definition:
// it only forwards to the system's allocator (the test's own binary; the library forbids unsafe).
#![allow(unsafe_code)]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::sync::atomic::Ordering;

#[path = "common/counting_alloc.rs"]
mod counting_alloc;
use counting_alloc::{NOW, PEAK};

#[test]
fn the_heap_while_reading_stays_far_below_the_text() {
    let players = common::fide_gen::players(150_000, 5);
    let text = common::fide_gen::text(&players);
    let zipped = common::fide_gen::zip("players_list_foa.txt", text.as_bytes());
    let text_len = text.len();
    drop(text);
    drop(players);
    let before = NOW.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let list = wertung::formats::fide_list::read_fide_list(&zipped).unwrap();
    let peak = PEAK.load(Ordering::Relaxed) - before;
    let kept = NOW.load(Ordering::Relaxed) - before;
    assert_eq!(list.players.len(), 150_000);
    // The text is about 24 MB; the list keeps about 42 bytes a player (6 MB), and never more
    // than half the text is in use at once (holding the text would be all of it).
    assert!(kept < text_len / 3, "kept {kept} of a text of {text_len}");
    assert!(peak < text_len / 2, "peak {peak} for a text of {text_len}");
}
