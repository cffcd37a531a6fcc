//! FIDE's list as the calculator keeps it: the binary stored form holds the
//! list and its name search, read back (whole or in chunks) to the same suggestions without
//! sorting again; the previous release's text form is still read; a broken form is `None`,
//! never a panic.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
use common::fide_gen;
use wertung::formats::address_book::stored::{
    read_stored, stored_len, write_range, write_stored, StoredReader,
};
use wertung::formats::address_book::FideBook;
use wertung::formats::fide_list::read_fide_list;

fn book(n: usize, seed: u64) -> FideBook {
    let gen = fide_gen::players(n, seed);
    FideBook::new(read_fide_list(fide_gen::text(&gen).as_bytes()).unwrap())
}

/// What each query suggests (rows), and what a whole name finds.
fn answers(b: &FideBook) -> Vec<String> {
    let born = |k: usize| b.list.players.get(k).and_then(|p| p.birth_year());
    let mut out = Vec::new();
    for k in (0..b.list.players.len()).step_by(97) {
        let name = b.list.name(&b.list.players[k]).to_string();
        let (last, first) = name.split_once(", ").unwrap_or((&name, ""));
        for q in [
            format!("{first} {last}"),
            format!("{last}, {}", &first[..first.len().min(2)]),
            last[..last.len().min(2)].to_string(),
        ] {
            out.push(format!("{q}: {:?}", b.search.search(&q, 20)));
        }
        out.push(format!("{name}: {:?}", b.search.named(&name, &born, None)));
    }
    out
}

#[test]
fn the_stored_form_reads_back_to_the_same_list_and_suggestions_whole_and_in_chunks() {
    let b = book(20_000, 11);
    let kept = write_stored(&b);
    // 24 bytes a player and its name, 4 for the order by FIDE ID; the search: 10 a person, its
    // key, 8 a word. No JSON, no text.
    assert!(kept.len() < 20_000 * 100, "{} bytes", kept.len());
    let expected = answers(&b);
    let again = read_stored(&kept).unwrap();
    assert_eq!(again.list, b.list);
    assert_eq!(answers(&again), expected);
    for chunk in [1usize, 7, 4096, 1 << 20] {
        let mut r = StoredReader::new(kept.len());
        for c in kept.chunks(chunk) {
            r.feed(c);
        }
        let again = r.finish().unwrap();
        assert_eq!(again.list, b.list, "chunks of {chunk}");
        assert_eq!(answers(&again), expected, "chunks of {chunk}");
    }
    // Told a wrong length, or cut, or longer: not read.
    let mut r = StoredReader::new(kept.len() + 1);
    r.feed(&kept);
    assert!(r.finish().is_none());
    assert!(read_stored(&kept[..kept.len() - 8]).is_none());
    let mut longer = kept.clone();
    longer.push(0);
    assert!(read_stored(&longer).is_none());
}

#[test]
fn the_form_made_a_part_at_a_time_is_the_whole_form_and_reads_back_in_those_parts() {
    let b = book(20_000, 14);
    let whole = write_stored(&b);
    assert_eq!(stored_len(&b), whole.len());
    // Parts that end within a record of every section, and the worker's part of 8 MB.
    for part in [3usize, 13, 4093, 65_536, 8 << 20] {
        let mut made = Vec::new();
        let mut r = StoredReader::new(stored_len(&b));
        let mut from = 0;
        loop {
            let bytes = write_range(&b, from, part);
            if bytes.is_empty() {
                break;
            }
            assert!(bytes.len() <= part);
            r.feed(&bytes);
            from += bytes.len();
            made.extend_from_slice(&bytes);
        }
        assert!(made == whole, "parts of {part}");
        assert_eq!(r.finish().unwrap().list, b.list, "parts of {part}");
    }
    assert!(write_range(&b, whole.len() + 5, 10).is_empty());
    assert_eq!(write_range(&b, 3, 0), Vec::<u8>::new());
}

#[test]
fn the_previous_releases_text_form_is_still_restored() {
    let b = book(3000, 12);
    // What `list_store` kept before: `wertung-fide 1`, one player a line.
    let old = wertung::formats::fide_list::stored::write_stored(&b.list);
    assert!(old.starts_with("wertung-fide 1|C|"));
    let again = read_stored(old.as_bytes()).unwrap();
    assert_eq!(again.list, b.list);
    assert_eq!(answers(&again), answers(&b));
    assert!(read_stored(b"kaputt").is_none());
}

#[test]
fn every_cut_and_flipped_byte_is_an_answer_never_a_panic() {
    let b = book(40, 13);
    let kept = write_stored(&b);
    for cut in 0..kept.len() {
        assert!(read_stored(&kept[..cut]).is_none(), "cut at {cut}");
    }
    for at in 0..kept.len() {
        let mut bad = kept.clone();
        bad[at] ^= 0xA5;
        if let Some(again) = read_stored(&bad) {
            // Whatever it reads answers every query.
            let _ = answers(&again);
            let _ = again.search.search("a", 20);
        }
    }
}

#[test]
fn a_player_without_a_name_to_search_is_skipped_by_the_search_and_kept_so() {
    // The second player's name has no letter: the search's persons are not the list's players
    // one by one, so each person's row is stored.
    let xml = "<playerslist>\
        <player><fideid>300001</fideid><name>Dvorak, Tomas</name><country>CZE</country><rating>2210</rating></player>\
        <player><fideid>300002</fideid><name>?</name><country>SVK</country></player>\
        <player><fideid>300003</fideid><name>Novak, Jan</name><country>CZE</country><rating>2000</rating></player>\
        </playerslist>";
    let b = FideBook::new(read_fide_list(xml.as_bytes()).unwrap());
    assert_eq!(b.search.persons(), 2);
    let kept = write_stored(&b);
    let again = read_stored(&kept).unwrap();
    assert_eq!(again.search.search("novak", 5)[0].row, 2);
    assert_eq!(again.search.search("dvorak", 5)[0].row, 0);
    assert_eq!(again.list, b.list);
}
