//! The calculator's names over both lists, asked of the second module.

use super::{Module, Request, Response};
use crate::web::common::messages::ListLoad;
use crate::web::turnier::list::tests::LIST_CSV;

fn ask(m: &mut Module, r: &Request, bytes: &[u8]) -> Response {
    Response::read(&m.handle_json(&r.json(), bytes)).unwrap()
}

#[test]
fn the_calculator_finds_names_in_both_lists() {
    use crate::formats::dsb_list::search::NameHit;
    let mut m = Module::default();
    let find = |query: &str| Request::FindNames {
        query: query.into(),
        limit: 20,
    };
    let xml = "<playerslist>\
        <player><fideid>4711</fideid><name>Lang, Eva</name><country>GER</country><rating>1790</rating><birthday>1980</birthday></player>\
        <player><fideid>300001</fideid><name>Dvorak, Tomas</name><country>CZE</country><rating>2210</rating><birthday>1985</birthday></player>\
        </playerslist>";
    let load = Request::LoadNamedList {
        name: "players_list_xml_foa.xml".into(),
        unless_older: String::new(),
    };
    // FIDE's list alone is searched too.
    assert!(matches!(
        ask(&mut m, &load, xml.as_bytes()),
        Response::List(ListLoad::Fide { players: 2, .. })
    ));
    let Response::Names(hits) = ask(&mut m, &find("Tomáš Dvořák"), &[]) else {
        panic!()
    };
    assert_eq!(hits.len(), 1);
    assert_eq!(
        (hits[0].dwz, hits[0].elo, hits[0].federation.as_deref()),
        (None, Some(2210), Some("CZE"))
    );
    assert_eq!(hits[0].dwz_or_stand_in(), Some((2210, true)));
    // The DSB list loaded after it: Eva Lang (FIDE ID 4711 in both) is one person, her DWZ
    // from the DSB list, her Elo from FIDE's.
    ask(&mut m, &Request::LoadList, LIST_CSV.as_bytes());
    let Response::Names(hits) = ask(&mut m, &find("Lang"), &[]) else {
        panic!()
    };
    let eva: Vec<&NameHit> = hits.iter().filter(|h| h.name.contains("Eva")).collect();
    assert_eq!(eva.len(), 1, "{hits:?}");
    assert_eq!(
        (
            eva[0].dwz,
            eva[0].elo,
            eva[0].federation.as_deref(),
            eva[0].in_fide_list
        ),
        (Some(1712), Some(1790), Some("GER"), true)
    );
    assert_eq!(eva[0].dwz_or_stand_in(), Some((1712, false)));
    // Members FIDE does not list are found as before, without federation.
    let Response::Names(hits) = ask(&mut m, &find("Kurz"), &[]) else {
        panic!()
    };
    assert_eq!((hits.len(), hits[0].in_fide_list), (1, false));
    assert_eq!(hits[0].dwz_or_stand_in(), None);
    // Nobody of that name: the DSB list's similar names.
    assert!(matches!(
        ask(&mut m, &find("Müler"), &[]),
        Response::Similar(_)
    ));
    // The DSB list forgotten while FIDE's is kept: FIDE's list alone, Eva Lang without her
    // DWZ, nobody of the DSB list only.
    ask(&mut m, &Request::ForgetList, &[]);
    let Response::Names(hits) = ask(&mut m, &find("Lang"), &[]) else {
        panic!()
    };
    assert_eq!(hits.len(), 1, "{hits:?}");
    assert_eq!((hits[0].dwz, hits[0].elo), (None, Some(1790)));
    let (Response::Names(hits) | Response::Similar(hits)) = ask(&mut m, &find("Kurz"), &[]) else {
        panic!()
    };
    assert!(hits.iter().all(|h| h.in_fide_list), "{hits:?}");
    // Given again, it is searched again.
    ask(&mut m, &Request::LoadList, LIST_CSV.as_bytes());
    let Response::Names(hits) = ask(&mut m, &find("Kurz"), &[]) else {
        panic!()
    };
    assert_eq!(hits.len(), 1);
    // FIDE's list forgotten: the DSB list alone, as before.
    ask(&mut m, &Request::ForgetFide, &[]);
    let (Response::Names(hits) | Response::Similar(hits)) = ask(&mut m, &find("Dvorak"), &[])
    else {
        panic!()
    };
    assert!(hits.iter().all(|h| !h.name.contains("Dvorak")), "{hits:?}");
}

#[test]
fn fides_list_is_kept_with_its_search_and_restored_whole_part_by_part_and_from_the_old_form() {
    let find = |query: &str| Request::FindNames {
        query: query.into(),
        limit: 20,
    };
    let xml = "<playerslist>\
        <player><fideid>4711</fideid><name>Lang, Eva</name><country>GER</country><rating>1790</rating><birthday>1980</birthday></player>\
        <player><fideid>300001</fideid><name>Dvorak, Tomas</name><country>CZE</country><rating>2210</rating><birthday>1985</birthday></player>\
        </playerslist>";
    let mut m = Module::default();
    let load = Request::LoadNamedList {
        name: "players_list_xml_foa.xml".into(),
        unless_older: String::new(),
    };
    assert!(matches!(
        ask(&mut m, &load, xml.as_bytes()),
        Response::List(ListLoad::Fide { players: 2, .. })
    ));
    // Kept in its stored form and restored in a fresh module: the same persons.
    assert_eq!(
        ask(&mut m, &Request::StoreFide, &[]),
        Response::Made(String::new())
    );
    let kept = m.take_made();
    assert!(m.take_made().is_empty(), "given away");
    let mut fresh = Module::default();
    assert!(matches!(
        ask(&mut fresh, &Request::RestoreFide, &kept),
        Response::List(ListLoad::Fide { players: 2, .. })
    ));
    let Response::Names(hits) = ask(&mut fresh, &find("Dvořák"), &[]) else {
        panic!()
    };
    assert_eq!((hits.len(), hits[0].elo), (1, Some(2210)));
    // Part by part, as the calculator hands it over: the same.
    let mut parts = Module::default();
    let chunks: Vec<&[u8]> = kept.chunks(100).collect();
    for (k, c) in chunks.iter().enumerate() {
        let last = k + 1 == chunks.len();
        let part = Request::RestoreFidePart {
            total: kept.len(),
            from: k * 100,
            last,
        };
        let answer = ask(&mut parts, &part, c);
        if last {
            assert!(matches!(
                answer,
                Response::List(ListLoad::Fide { players: 2, .. })
            ));
        } else {
            assert_eq!(answer, Response::Made(String::new()));
        }
    }
    let Response::Names(hits) = ask(&mut parts, &find("Tomas Dvo"), &[]) else {
        panic!()
    };
    assert_eq!((hits.len(), hits[0].elo), (1, Some(2210)));
    // The previous release's text form (what the calculator kept before) is restored too.
    let list = crate::formats::fide_list::read_fide_list(xml.as_bytes()).unwrap();
    let old = crate::formats::fide_list::stored::write_stored(&list);
    let mut again = Module::default();
    assert!(matches!(
        ask(&mut again, &Request::RestoreFide, old.as_bytes()),
        Response::List(ListLoad::Fide { players: 2, .. })
    ));
    // A file read where it is FIDE's (the calculator's worker); the DSB's list is left alone.
    let read = |name: &str| Request::ReadFide { name: name.into() };
    let mut worker = Module::default();
    assert_eq!(
        ask(&mut worker, &read("spieler.csv"), LIST_CSV.as_bytes()),
        Response::NoList
    );
    assert!(matches!(
        ask(
            &mut worker,
            &read("players_list_xml_foa.xml"),
            xml.as_bytes()
        ),
        Response::List(ListLoad::Fide { players: 2, .. })
    ));
    assert_eq!(
        ask(&mut fresh, &Request::RestoreFide, b"kaputt"),
        Response::NoList
    );
}

#[test]
fn a_typo_gets_the_nearest_names_of_both_lists_never_an_empty_question() {
    let find = |query: &str| Request::FindNames {
        query: query.into(),
        limit: 20,
    };
    let names = |r: Response| -> (bool, Vec<String>) {
        match r {
            Response::Similar(hits) => (
                true,
                hits.iter()
                    .map(|h| format!("{} {:?}", h.name, h.birth_year))
                    .collect(),
            ),
            Response::Names(hits) => (false, hits.iter().map(|h| h.name.clone()).collect()),
            other => panic!("{other:?}"),
        }
    };
    let xml = "<playerslist>\
        <player><fideid>1100001</fideid><name>Nowak, Piotr</name><country>POL</country><rating>2301</rating><birthday>1975</birthday></player>\
        <player><fideid>1100002</fideid><name>Sliwinski, Marek</name><country>POL</country><rating>2010</rating><birthday>1982</birthday></player>\
        </playerslist>";
    let csv = format!("{LIST_CSV}NU5,20511,9,A,\"Nowak,Piotr\",M,,1999,202517,1710,20,,,,\r\n");
    let mut m = Module::default();
    // The DSB list alone: its nearest names.
    ask(&mut m, &Request::LoadList, csv.as_bytes());
    assert_eq!(
        names(ask(&mut m, &find("Piotr Nowack"), &[])),
        (true, vec!["Nowak,Piotr Some(1999)".to_string()])
    );
    // Nobody near: no question at all, only "nobody".
    assert_eq!(
        names(ask(&mut m, &find("Xaver Quast"), &[])),
        (true, vec![])
    );
    // FIDE's list beside it: both lists' nearest, FIDE's namesake too.
    let load = Request::LoadNamedList {
        name: "players_list_xml_foa.xml".into(),
        unless_older: String::new(),
    };
    ask(&mut m, &load, xml.as_bytes());
    let (similar, nowak) = names(ask(&mut m, &find("Piotr Nowack"), &[]));
    assert!(similar);
    assert_eq!(nowak, ["Nowak,Piotr Some(1999)", "Nowak, Piotr Some(1975)"]);
    assert_eq!(
        names(ask(&mut m, &find("Sliwinsky"), &[])),
        (true, vec!["Sliwinski, Marek Some(1982)".to_string()])
    );
}

#[test]
fn the_dsb_list_kept_as_read_is_restored_a_piece_at_a_time_and_another_files_form_refused() {
    let find = Request::FindNames {
        query: "Lang".into(),
        limit: 20,
    };
    let file_len = LIST_CSV.len() as u64;
    // The reading instance reads the file and makes its form.
    let mut reader = Module::default();
    let loaded = ask(&mut reader, &Request::LoadList, LIST_CSV.as_bytes());
    let from_file = ask(&mut reader, &find, &[]);
    assert!(matches!(
        ask(&mut reader, &Request::StoreList { file_len }, &[]),
        Response::Made(_)
    ));
    let form = reader.take_made();
    assert!(crate::formats::dsb_list::stored::is_stored(&form));
    // The searching instance takes it a piece at a time: each piece taken, the list with the
    // last, found as from the file.
    let mut m = Module::default();
    let restore = Request::RestoreList { file_len }.json();
    let pieces: Vec<&[u8]> = form.chunks(64).collect();
    for (k, piece) in pieces.iter().enumerate() {
        let answer = Response::read(&m.handle_piece_json(&restore, piece, k * 64, form.len()));
        if k + 1 < pieces.len() {
            assert!(matches!(answer, Some(Response::Made(_))), "piece {k}");
        } else {
            assert_eq!(answer, Some(loaded.clone()));
        }
    }
    assert_eq!(ask(&mut m, &find, &[]), from_file);
    // The form of another file (of another length): refused at its first piece, the list
    // held before kept.
    let other = Request::RestoreList {
        file_len: file_len + 1,
    }
    .json();
    let answer = Response::read(&m.handle_piece_json(&other, pieces[0], 0, form.len()));
    assert_eq!(answer, Some(Response::NoList));
    assert_eq!(ask(&mut m, &find, &[]), from_file);
    // Whole, as a test or a shell without pieces gives it.
    let mut whole = Module::default();
    assert_eq!(
        ask(&mut whole, &Request::RestoreList { file_len }, &form),
        loaded
    );
}

/// FIDE's side as pages not all read: nobody suggested; whether a part was lacking, and how
/// often the typo help was asked of it.
struct Unread {
    lacking: bool,
    typo_help: std::cell::Cell<usize>,
}

impl crate::formats::address_book::FideSide for Unread {
    fn persons(&self) -> usize {
        1_000
    }
    fn suggest_scored(
        &self,
        _: &str,
        _: usize,
    ) -> Vec<(crate::formats::dsb_list::search::Score, usize)> {
        Vec::new()
    }
    fn similar_scored(
        &self,
        _: &str,
        _: usize,
    ) -> Vec<(crate::formats::dsb_list::search::Nearness, usize)> {
        self.typo_help.set(self.typo_help.get() + 1);
        Vec::new()
    }
    fn position(&self, _: u64) -> Option<usize> {
        None
    }
    fn player(&self, _: usize) -> Option<(&crate::formats::fide_list::FidePlayer, &str)> {
        None
    }
    fn lacking(&self) -> bool {
        self.lacking
    }
}

#[test]
fn nobody_found_while_fides_pages_are_read_asks_no_typo_help_yet() {
    for lacking in [true, false] {
        let book = crate::formats::address_book::AddressBook {
            dsb: None,
            fide: Some(Unread {
                lacking,
                typo_help: std::cell::Cell::new(0),
            }),
        };
        let answer = super::names_in(&book, "Tomas Dvorak", 5);
        let asked = book.fide.as_ref().map_or(0, |f| f.typo_help.get());
        if lacking {
            // The pages come first; the question is asked again once they are read.
            assert_eq!((answer, asked), (Response::Names(Vec::new()), 0));
        } else {
            assert_eq!((answer, asked), (Response::Similar(Vec::new()), 1));
        }
    }
}
