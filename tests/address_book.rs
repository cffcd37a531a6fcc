//! One address book over the DSB's list and FIDE's list: a person of both is one
//! suggestion (DWZ, index and club from the DSB list, the Elo from FIDE's), suggestions show the
//! federation, ASCII names are found by their accented spelling, namesakes are told apart by
//! birth year and federation, an unrated person is found and is unrated.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing
#![allow(clippy::unreadable_literal)] // FIDE IDs, not quantities

mod common;

use common::fide_gen::{self, GenPlayer};
use wertung::formats::address_book::{AddressBook, NotOnePerson};
use wertung::formats::dsb_list::{matching::ListIndex, read_player_list};
use wertung::formats::fide_list::read_fide_list;

const DSB: &str = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land\r\n\
NU1,10614,1,A,\"Müller,Hans\",M,,1970,202545,1850,42,1905,,4100018,GER\r\n\
NU2,10614,2,A,\"Müller,Hanna\",W,,1990,202545,1620,12,,,,GER\r\n\
NU3,20511,9,A,\"Dvořák,Tomáš\",M,,2001,202545,1400,3,,,,GER\r\n";

fn player(fide_id: u32, name: &str, fed: &'static str, born: u32, standard: u32) -> GenPlayer {
    GenPlayer {
        fide_id,
        name: name.into(),
        fed,
        sex: 'M',
        title: "",
        standard,
        rapid: 0,
        blitz: 0,
        birth_year: born,
        flag: "",
    }
}

fn book() -> AddressBook {
    let fide = vec![
        player(4100018, "Mueller, Hans", "GER", 1970, 1912),
        player(300001, "Dvorak, Tomas", "CZE", 1985, 2210),
        player(300002, "Dvorak, Tomas", "SVK", 1999, 0),
        player(300003, "van der Berg, Jan", "NED", 1990, 2105),
        player(300004, "Muller, Hanna", "SUI", 1988, 1850),
    ];
    let zipped = fide_gen::zip("players_list_foa.txt", fide_gen::text(&fide).as_bytes());
    AddressBook::new(
        Some(ListIndex::new(read_player_list(DSB.as_bytes()).unwrap())),
        Some(read_fide_list(&zipped).unwrap()),
    )
}

#[test]
fn a_person_of_both_lists_is_one_suggestion_with_dwz_from_the_dsb_and_elo_from_fide() {
    let book = book();
    let hits = book.suggest("Hans Mü", 10);
    assert_eq!(hits.len(), 1, "{hits:#?}");
    let hans = &hits[0];
    assert_eq!(
        (hans.name.as_str(), hans.dwz, hans.index),
        ("Müller,Hans", Some(1850), Some(42))
    );
    assert_eq!(
        (hans.elo, hans.fide_id),
        (Some(1912), Some(4100018)),
        "FIDE's Elo, not the DSB list's 1905"
    );
    assert_eq!(
        (hans.club.as_str(), hans.federation.as_deref()),
        ("ZPS 10614", Some("GER"))
    );
}

#[test]
fn suggestions_come_from_both_lists_with_their_federation() {
    let book = book();
    let shown: Vec<(String, Option<String>, Option<u32>)> = book
        .suggest("dvor", 10)
        .into_iter()
        .map(|s| (s.name, s.federation, s.elo))
        .collect();
    // The DSB member (DWZ 1400) and FIDE's two namesakes (2210, unrated).
    assert_eq!(shown.len(), 3, "{shown:?}");
    assert!(shown.contains(&("Dvorak, Tomas".into(), Some("CZE".into()), Some(2210))));
    assert!(shown.contains(&("Dvorak, Tomas".into(), Some("SVK".into()), None)));
    assert!(shown.contains(&("Dvořák,Tomáš".into(), Some("GER".into()), None)));
    // Typed with accents, the ASCII names are found; typed in either order.
    assert_eq!(book.suggest("Tomáš Dvořák", 10).len(), 3);
    assert_eq!(
        book.suggest("Jan van der Berg", 10)[0].name,
        "van der Berg, Jan"
    );
    assert_eq!(book.suggest("van der berg, j", 10)[0].fide_id, Some(300003));
}

#[test]
fn a_whole_name_tells_namesakes_apart_by_birth_year_and_finds_the_unrated() {
    let book = book();
    let young = book.find("Tomáš Dvořák", Some(1999)).unwrap();
    assert_eq!(
        (
            book.elo(young),
            book.federation(young),
            book.in_fide_list(young)
        ),
        (None, Some("SVK"), true)
    );
    let member = book.find("Tomáš Dvořák", Some(2001)).unwrap();
    assert_eq!(
        (book.dwz(member), book.in_fide_list(member)),
        (Some(1400), false)
    );
    // Three persons of that name: the birth year is needed; labels show year and federation.
    let Err(NotOnePerson::Ambiguous(several)) = book.find("Tomas Dvorak", None) else {
        panic!("ambiguous")
    };
    let labels: Vec<String> = several.iter().map(|&p| book.label(p)).collect();
    assert_eq!(
        labels,
        [
            "Dvořák,Tomáš · 2001 · GER · ZPS 20511",
            "Dvorak, Tomas · 1985 · CZE",
            "Dvorak, Tomas · 1999 · SVK"
        ]
    );
    // Hans Müller of the DSB list is Mueller, Hans of FIDE's: one person, not two.
    let hans = book.find("Müller, Hans", None).unwrap();
    assert_eq!(
        (book.list_id(hans).as_deref(), book.fide_id(hans)),
        (Some("NU1"), Some(4100018))
    );
    // Hanna Müller (DSB, 1990) and Hanna Muller (FIDE, SUI, 1988) are two persons.
    assert!(book.find("Hanna Müller", Some(1990)).is_ok());
    assert_eq!(
        book.find("Hanna Muller", Some(1988))
            .map(|p| book.federation(p)),
        Ok(Some("SUI"))
    );
}

/// Both lists with namesakes of a typo's name: Piotr Nowak born 1999 in the DSB's list, born
/// 1975 in FIDE's (another person), Marek Śliwiński and Tomas Dvorak in FIDE's only.
fn typo_book() -> AddressBook {
    let dsb = format!("{DSB}NU7,20511,4,A,\"Nowak,Piotr\",M,,1999,202545,1710,20,,,,GER\r\n");
    let fide = vec![
        player(4100018, "Mueller, Hans", "GER", 1970, 1912),
        player(300001, "Dvorak, Tomas", "CZE", 1985, 2210),
        player(300002, "Dvorak, Tomas", "SVK", 1999, 0),
        player(300003, "van der Berg, Jan", "NED", 1990, 2105),
        player(1100001, "Nowak, Piotr", "POL", 1975, 2301),
        player(1100002, "Sliwinski, Marek", "POL", 1982, 2010),
        player(1100003, "Slivka, Adam", "SVK", 1960, 2400),
    ];
    let zipped = fide_gen::zip("players_list_foa.txt", fide_gen::text(&fide).as_bytes());
    AddressBook::new(
        Some(ListIndex::new(read_player_list(dsb.as_bytes()).unwrap())),
        Some(read_fide_list(&zipped).unwrap()),
    )
}

#[test]
fn a_typo_is_answered_with_the_nearest_names_of_both_lists_namesakes_told_apart() {
    let book = typo_book();
    let near = |name: &str| -> Vec<String> {
        book.similar(name)
            .into_iter()
            .map(|p| book.label(p))
            .collect()
    };
    // The DSB's Nowak and FIDE's namesake, each with year and federation.
    let nowak = near("Piotr Nowack");
    assert_eq!(
        nowak[..2],
        [
            "Nowak,Piotr · 1999 · GER · ZPS 20511",
            "Nowak, Piotr · 1975 · POL"
        ],
        "{nowak:?}"
    );
    // The DSB's member and FIDE's two namesakes.
    assert_eq!(
        near("Tomasz Dvorak")[..3],
        [
            "Dvořák,Tomáš · 2001 · GER · ZPS 20511",
            "Dvorak, Tomas · 1985 · CZE",
            "Dvorak, Tomas · 1999 · SVK"
        ]
    );
    assert_eq!(near("Jan Vanderberg")[0], "van der Berg, Jan · 1990 · NED");
    // The nearest before the higher rated.
    assert_eq!(near("Sliwinsky")[0], "Sliwinski, Marek · 1982 · POL");
    // A whole name of nobody: refused naming them (the CLI's error).
    let Err(NotOnePerson::NotFound(offered)) = book.find("Piotr Nowack", None) else {
        panic!("not found")
    };
    assert_eq!(offered.len(), nowak.len());
    // Suggestions for what is typed find nobody of these, so the page asks "Meinten Sie …?".
    for typo in [
        "Piotr Nowack",
        "Tomasz Dvorak",
        "Jan Vanderberg",
        "Sliwinsky",
    ] {
        assert!(book.suggest(typo, 20).is_empty(), "{typo}");
        assert!(!near(typo).is_empty(), "{typo}");
    }
}
