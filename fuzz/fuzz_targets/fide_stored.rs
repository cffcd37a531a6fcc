//! FIDE's list as the calculator keeps it (paged, read a piece at a time; the binary form read
//! whole; the previous release's text form): arbitrary bytes read whole and in parts of a size
//! the input picks, never a panic; whole and in parts alike; what reads answers suggestions
//! naming players of its list. Bytes that are a FIDE list: its stored form reads back to the
//! same list, its paged form suggests what the whole list does.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::formats::address_book::paged::{write_paged, Pages};
use wertung::formats::address_book::stored::{is_stored, read_stored, write_stored, StoredReader};
use wertung::formats::address_book::{FideBook, FideSide};
use wertung::formats::fide_list::read_fide_list;

/// Asks `f` of the pages of `form` until nothing is missing (a few rounds at most).
fn asked<T>(pages: &mut Pages, form: &[u8], f: impl Fn(&Pages) -> T) -> Option<T> {
    for _ in 0..6 {
        let answer = f(pages);
        let missing = pages.take_missing();
        if missing.is_empty() {
            return Some(answer);
        }
        for (a, b) in pages.ask(missing) {
            let piece = form.get(a as usize..b as usize)?;
            if !pages.feed(piece) {
                return None;
            }
        }
    }
    None
}

/// The pages of `form` opened (its directory read), where it is one.
fn opened(form: &[u8]) -> Option<Pages> {
    let mut pages = Pages::new(form.len() as u64);
    for _ in 0..3 {
        match pages.open() {
            Ok(_) => return Some(pages),
            Err(missing) => {
                for (a, b) in pages.ask(missing) {
                    if !pages.feed(form.get(a as usize..b as usize)?) {
                        return None;
                    }
                }
            }
        }
    }
    None
}

const QUERIES: [&str; 5] = ["a", "ab", "x y", "b, a", "abc"];

fuzz_target!(|data: &[u8]| {
    if let Ok(list) = read_fide_list(data) {
        let book = FideBook::new(list);
        let back = read_stored(&write_stored(&book)).expect("a stored form reads back");
        assert_eq!(back.list, book.list);
        let form = write_paged(book.clone());
        let mut pages = opened(&form).expect("a paged form opens");
        for q in QUERIES {
            let paged = asked(&mut pages, &form, |p| p.suggest_scored(q, 20));
            assert_eq!(paged, Some(book.suggest_scored(q, 20)), "{q}");
        }
    }
    // Arbitrary bytes as a paged form: opened or refused, and what opens names its players.
    if let Some(mut pages) = opened(data) {
        let players = pages.open().map_or(0, |(n, _)| n);
        for q in QUERIES {
            let found = asked(&mut pages, data, |p| p.suggest_scored(q, 20)).unwrap_or_default();
            assert!(found.iter().all(|&(_, k)| k < players), "{q}");
        }
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
