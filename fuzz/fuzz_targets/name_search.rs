//! The name search: a list from arbitrary bytes, searched with arbitrary queries
//! (the tail of the input) and looked up by whole name with a birth year: no panic, at most the
//! limit, each hit a row of the list, one hit per person; the estimate JSON's names filled.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::formats::address_book::AddressBook;
use wertung::formats::dsb_list::matching::ListIndex;
use wertung::formats::dsb_list::read_player_list;
use wertung::formats::dsb_list::search::NameSearch;
use wertung::formats::json::names::{fill_from_list, Lookup, Rating};

fuzz_target!(|data: &[u8]| {
    // The first 200 bytes (at most) are the queries, the rest the list.
    let split = data.len().min(200);
    let (queries, list) = data.split_at(split);
    let list = read_player_list(list).or_else(|_| read_player_list(data));
    let Ok(list) = list else {
        return;
    };
    let rows = list.rows.len();
    let index = ListIndex::new(list);
    // The names in a JSON input are looked up in the address book of the same list.
    let book = AddressBook::new(
        read_player_list(&data[split..])
            .or_else(|_| read_player_list(data))
            .ok()
            .map(ListIndex::new),
        None,
    );
    let lookup = Lookup { book: &book };
    let search = NameSearch::new(&index);
    let text = String::from_utf8_lossy(queries);
    let mut all: Vec<&str> = text.split('\n').collect();
    let names: Vec<String> = index
        .list
        .rows
        .iter()
        .take(3)
        .map(|r| r.name.clone())
        .collect();
    all.extend(names.iter().map(String::as_str));
    for q in all {
        let hits = search.search(q, 20);
        assert!(hits.len() <= 20);
        let mut persons: Vec<Option<usize>> = Vec::new();
        for h in &hits {
            assert!(h.row < rows);
            let p = index.person_of(h.row);
            assert!(!persons.contains(&p), "one hit per person");
            persons.push(p);
        }
        let _ = search.find(&index, q, Some(1970));
        let _ = search.find(&index, q, None);
        let mut root = serde_json::json!({"name": q, "games": [{"opponent_name": q, "result": "1"}],
            "remaining": {"opponent_names": [q]}});
        let _ = fill_from_list(&mut root, &lookup, Rating::Dwz);
        let _ = fill_from_list(&mut root, &lookup, Rating::Elo);
    }
});
