//! FIDE's rating list reader (zip or text, TXT or XML layout), then the address book over what
//! it accepts: no panic; every player's name is a name of the list, each FIDE ID finds its
//! player, and the search's suggestions and whole-name lookups name persons of the list.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::formats::address_book::AddressBook;
use wertung::formats::fide_list::read_fide_list;

fuzz_target!(|data: &[u8]| {
    let Ok(list) = read_fide_list(data) else {
        return;
    };
    for p in &list.players {
        assert!(list.by_fide_id(u64::from(p.fide_id)).is_some());
        let _ = (list.name(p), p.federation(), p.title(), p.standard());
    }
    let names: Vec<String> = list
        .players
        .iter()
        .take(3)
        .map(|p| list.name(p).to_string())
        .collect();
    let n = list.players.len();
    let book = AddressBook::new(None, Some(list));
    for name in &names {
        for p in book.suggest_persons(name, 5) {
            assert!(p.fide.is_some_and(|k| k < n));
        }
        if let Ok(p) = book.find(name, None) {
            assert!(p.fide.is_some_and(|k| k < n));
        }
    }
});
