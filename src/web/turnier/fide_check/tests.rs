#![allow(clippy::unreadable_literal)] // FIDE IDs, not quantities

use super::*;
use crate::formats::fide_list::read_fide_list;

/// Otto 2085, Eva unrated, two namesakes "Berg, Jan" (1980 NED 2210, 1995 BEL 1905).
fn book() -> AddressBook {
    let player = |id: u32, name: &str, fed: &str, born: u32, rating: u32| {
        format!("<player><fideid>{id}</fideid><name>{name}</name><country>{fed}</country><rating>{rating}</rating><birthday>{born}</birthday></player>")
    };
    let xml = format!(
        "<playerslist>{}{}{}{}</playerslist>",
        player(4100018, "Kurz, Otto", "AUT", 1970, 2085),
        player(4100026, "Lang, Eva", "SUI", 1975, 0),
        player(1000011, "Berg, Jan", "NED", 1980, 2210),
        player(1000029, "Berg, Jan", "BEL", 1995, 1905),
    );
    AddressBook::new(None, Some(read_fide_list(xml.as_bytes()).unwrap()))
}

fn key(name: &str, fide_id: Option<u64>, elo: Option<u32>) -> Key {
    Key {
        name: Some(name.into()),
        fide_id,
        fide_rating: elo,
        ..Key::default()
    }
}

/// The file's fields: the Elo standing in as DWZ (a TRF), no index.
fn base(dwz: Option<u32>) -> Edit {
    Edit {
        dwz: dwz.map(|d| d.to_string()).unwrap_or_default(),
        ..Edit::default()
    }
}

fn ask() -> FideAsk {
    FideAsk {
        keys: vec![
            key("Kurz, Otto", Some(4100018), Some(2100)),
            key("Lang, Eva", Some(4100026), Some(1900)),
            key("Weit, Udo", Some(4199999), Some(1800)),
            key("Berg, Jan", None, Some(2200)),
            Key {
                national_rating: Some(1750),
                ..key("Heim, Ute", Some(4100018), Some(1700))
            },
        ],
        base: vec![
            base(Some(2100)),
            base(Some(1900)),
            base(Some(1800)),
            base(Some(2200)),
            base(Some(1750)),
        ],
        ..FideAsk::default()
    }
}

#[test]
fn the_lists_rating_replaces_the_files_and_unchecked_players_are_unrated() {
    let a = fide_answer(&book(), &ask()).unwrap();
    // Otto: 2085 in place of 2100, index open; Eva, Udo and Jan unrated; Ute keeps her DWZ.
    let edits: Vec<(usize, &str, &str)> = a
        .edits
        .iter()
        .map(|(k, e)| (*k, e.dwz.as_str(), e.index.as_str()))
        .collect();
    assert_eq!(
        edits,
        [(0, "2085", ""), (1, "", ""), (2, "", ""), (3, "", "")]
    );
    let marks: Vec<FideMark> = a.cells.iter().map(|c| c.mark).collect();
    assert_eq!(
        marks,
        [
            FideMark::Replaced {
                file: Some(2100),
                list: 2085
            },
            FideMark::Unrated,
            FideMark::Unrated,
            FideMark::Unrated,
            FideMark::None
        ]
    );
    assert_eq!(a.notes.len(), 4);
    assert_eq!(
        a.notes[0].0,
        "Spieler Kurz, Otto: Elo 2085 aus der FIDE-Liste statt 2100 aus der Datei (-15; WO 4.1.2)"
    );
    assert!(a.notes[2]
        .1
        .contains("FIDE ID 4199999 is not in the FIDE list"));
    // Only Jan, without FIDE ID, is offered his namesakes, both, to decide.
    let offered: Vec<usize> = a.cells.iter().map(|c| c.offers.len()).collect();
    assert_eq!(offered, [0, 0, 0, 2, 0]);
    assert!(a.cells[3].need);
    let o = &a.cells[3].offers[0];
    assert_eq!(
        (o.fide_id, o.federation.as_str(), o.birth_year, o.rating),
        (1000011, "NED", Some(1980), Some(2210))
    );
}

#[test]
fn a_namesake_chosen_is_checked_by_his_fide_id_and_none_of_them_stays_unrated() {
    let mut asked = ask();
    asked.fide_chosen = vec![None, None, None, Some(1000029), None];
    let a = fide_answer(&book(), &asked).unwrap();
    let jan = a.edits.iter().find(|(k, _)| *k == 3).unwrap();
    assert_eq!((jan.1.dwz.as_str(), jan.1.index.as_str()), ("1905", ""));
    assert_eq!(
        a.cells[3].mark,
        FideMark::Replaced {
            file: Some(2200),
            list: 1905
        }
    );
    assert!(!a.cells[3].need, "decided");
    assert_eq!(a.cells[3].offers.len(), 2, "still offered, to change");
    asked.fide_chosen[3] = Some(NONE_OF_THEM);
    let a = fide_answer(&book(), &asked).unwrap();
    let jan = a.edits.iter().find(|(k, _)| *k == 3).unwrap();
    assert_eq!(jan.1.dwz, "");
    assert_eq!(a.cells[3].mark, FideMark::Unrated);
    assert!(!a.cells[3].need);
}

#[test]
fn the_birth_year_tells_the_namesakes_apart_yet_the_user_decides() {
    let mut asked = ask();
    asked.keys[3].birth_year = Some(1995);
    let a = fide_answer(&book(), &asked).unwrap();
    assert_eq!(a.cells[3].offers.len(), 1);
    assert_eq!(a.cells[3].offers[0].fide_id, 1000029);
    assert!(a.cells[3].need);
}

#[test]
fn without_fides_list_there_is_no_answer() {
    assert_eq!(fide_answer(&AddressBook::default(), &ask()), None);
}
