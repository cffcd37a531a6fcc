//! FIDE's list as the calculator keeps it (binary, with its name search; or the
//! previous release's text form): arbitrary bytes read whole and in parts of a size the input
//! picks, never a panic; whole and in parts alike; what reads answers suggestions naming players
//! of its list. Bytes that are a FIDE list: its stored form reads back to the same list.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::formats::address_book::stored::{is_stored, read_stored, write_stored, StoredReader};
use wertung::formats::address_book::FideBook;
use wertung::formats::fide_list::read_fide_list;

fuzz_target!(|data: &[u8]| {
    if let Ok(list) = read_fide_list(data) {
        let book = FideBook::new(list);
        let back = read_stored(&write_stored(&book)).expect("a stored form reads back");
        assert_eq!(back.list, book.list);
    }
    let whole = read_stored(data);
    let step = usize::from(data.last().copied().unwrap_or(1)).max(1);
    let mut reader = StoredReader::new(data.len());
    for part in data.chunks(step) {
        reader.feed(part);
    }
    let parts = reader.finish();
    if is_stored(data) {
        assert_eq!(whole.is_some(), parts.is_some());
    }
    for book in [whole, parts].into_iter().flatten() {
        let n = book.list.players.len();
        for q in ["a", "ab", "x y", "b, a"] {
            for hit in book.search.search(q, 20) {
                assert!(hit.row < n, "{q}: row {} of {n}", hit.row);
            }
        }
    }
});
