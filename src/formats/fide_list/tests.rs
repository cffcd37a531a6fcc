//! Tests of the reader (layouts, encodings, streaming and its bounds).

use super::*;

const TEXT: &str = "ID Number      Name                 Fed SRtng B-day\r\n\
                    300001         Dvorak, Tomas        CZE 2210  1985\r\n\
                    300002         Dvořák, Tomáš        SVK 0     1999\r\n\
                    300003         van der Berg, Jan    NED       1990";

const XML: &str = "\u{feff}<?xml version=\"1.0\"?>\n<playerslist>\n\
    <player><fideid>300001</fideid><name>Dvorak, Tomas</name><country>CZE</country><rating>2210</rating><birthday>1985</birthday></player>\n\
    <player>\n<fideid>300002</fideid>\n<name>Dvo&#345;&#225;k, Tom&#225;&#353;</name>\n<country>SVK</country>\n<rating>0</rating>\n<birthday>1999</birthday>\n</player>\
    <player><fideid>300003</fideid><name>van der Berg, Jan</name><country>NED</country><rating></rating><birthday>1990</birthday></player>\n</playerslist>";

/// A player as the test compares him: FIDE ID, name, federation, standard rating, birth year.
type Seen = (u32, String, &'static str, Option<u32>, Option<i32>);

/// The players of a text fed in chunks of `size` bytes.
fn fed_in_chunks(text: &str, size: usize) -> Vec<Seen> {
    let mut reader = Reader::new(None);
    for chunk in text.as_bytes().chunks(size) {
        reader.feed(chunk).unwrap();
    }
    let list = reader.finish().unwrap();
    let feds = ["CZE", "SVK", "NED"];
    list.players
        .iter()
        .map(|p| {
            let fed = feds
                .iter()
                .copied()
                .find(|f| *f == p.federation())
                .unwrap_or("");
            (
                p.fide_id,
                list.name(p).to_string(),
                fed,
                p.standard(),
                p.birth_year(),
            )
        })
        .collect()
}

#[test]
#[allow(clippy::unreadable_literal)] // FIDE IDs, not quantities
fn every_chunk_size_reads_the_same_players_in_both_layouts() {
    let expected = vec![
        (
            300001,
            "Dvorak, Tomas".to_string(),
            "CZE",
            Some(2210),
            Some(1985),
        ),
        (300002, "Dvořák, Tomáš".to_string(), "SVK", None, Some(1999)),
        (
            300003,
            "van der Berg, Jan".to_string(),
            "NED",
            None,
            Some(1990),
        ),
    ];
    for size in [1, 2, 3, 7, 9, 64, 1 << 20] {
        assert_eq!(
            fed_in_chunks(TEXT, size),
            expected,
            "text, chunks of {size}"
        );
        assert_eq!(fed_in_chunks(XML, size), expected, "XML, chunks of {size}");
    }
}

#[test]
fn the_inflate_ratio_bounds_a_bomb_not_the_real_list() {
    assert!(stream::ratio_ok(295 << 20, 40 << 20));
    assert!(!stream::ratio_ok(1 << 30, 1 << 20));
    assert!(stream::ratio_ok(stream::RATIO_FREE, 0));
    assert!(!stream::ratio_ok(stream::RATIO_FREE + 1, 0));
}

mod rule {
    use super::super::checked::apply_fide_list;
    use super::super::{read_fide_list, FideList};
    use crate::dwz::{Date, Kind, Player, Tournament};
    use crate::formats::dsb_list::{read_player_list, PlayerList};
    use crate::formats::Entrant;
    use crate::input::Warning;

    fn player(id: &str, dwz: Option<u32>, index: Option<u32>) -> Player {
        let mut p = Player::new(id);
        p.dwz = dwz;
        p.index = index;
        p
    }

    /// FIDE's list (IDs 11 to 44) and the DSB's list (Eva Lang with FIDE ID 33 and a DWZ, Otto
    /// Kurz with FIDE ID 44 and none).
    fn lists() -> (FideList, PlayerList) {
        let list = read_fide_list(
            b"<playerslist>\
              <player><fideid>11</fideid><name>A</name><rating>2085</rating></player>\
              <player><fideid>22</fideid><name>B</name><rating>1900</rating></player>\
              <player><fideid>33</fideid><name>C</name><rating>2200</rating></player>\
              <player><fideid>44</fideid><name>D</name><rating>1750</rating></player>\
              </playerslist>",
        )
        .unwrap();
        let dsb = read_player_list(
            "ZPS,Mgl-Nr,Status,Spielername,Geburtsjahr,DWZ,Index,FIDE-Elo,FIDE-ID\n\
             10614,1,A,\"Lang,Eva\",1970,1850,42,2150,33\n\
             10614,2,A,\"Kurz,Otto\",1980,,,1700,44\n"
                .as_bytes(),
        )
        .unwrap();
        (list, dsb)
    }

    #[test]
    fn wo_4_1_2_and_4_1_3_for_every_kind_of_player() {
        let (list, dsb) = lists();
        let players = vec![
            player("1", Some(2100), None),     // guest, file Elo 2100, listed 2085
            player("2", Some(1900), None),     // guest, file Elo 1900, listed 1900
            player("3", Some(1850), Some(42)), // DSB member with DWZ (FIDE ID in the row)
            player("4", Some(1700), None),     // DSB member without DWZ (FIDE ID in the row only)
            player("5", Some(1600), None),     // guest with a file Elo and no FIDE ID
            player("6", Some(1500), Some(9)),  // a DWZ the file gives (JSON)
            player("7", Some(1650), None),     // FIDE ID 55: not in the list
        ];
        let entrant = |id: Option<u64>, elo: Option<u32>, national: Option<u32>| Entrant {
            fide_id: id,
            fide_rating: elo,
            national_rating: national,
            ..Entrant::default()
        };
        let entrants = vec![
            entrant(Some(11), Some(2100), None),
            entrant(Some(22), Some(1900), None),
            entrant(None, None, None),
            entrant(None, Some(1700), None),
            entrant(None, Some(1600), None),
            entrant(None, None, Some(1500)),
            entrant(Some(55), Some(1650), None),
        ];
        let t = Tournament {
            name: "T".into(),
            end_date: Date::new(2026, 12, 12).unwrap(),
            kind: Kind::Tournament,
            players,
            games: vec![],
        };
        let (first, second) = (dsb.rows.get(0), dsb.rows.get(1));
        let rows = [
            None,
            None,
            first.as_ref(),
            second.as_ref(),
            None,
            None,
            None,
        ];
        let applied = apply_fide_list(&t, &entrants, &rows, &list);
        let got: Vec<(Option<u32>, Option<u32>)> = applied
            .tournament
            .players
            .iter()
            .map(|p| (p.dwz, p.index))
            .collect();
        assert_eq!(
            got,
            [
                (Some(2085), None),
                (Some(1900), None),
                (Some(1850), Some(42)),
                (Some(1750), None),
                (None, None),
                (Some(1500), Some(9)),
                (None, None),
            ]
        );
        // The report's FIDE rating: the list's, also for the member with DWZ.
        assert_eq!(applied.entrants[2].fide_rating, Some(2200));
        assert_eq!(applied.entrants[6].fide_rating, None);
        assert_eq!(
            applied.warnings,
            [
                Warning::FideRatingReplaced {
                    player: "1".into(),
                    file: Some(2100),
                    list: 2085
                },
                Warning::FideRatingReplaced {
                    player: "4".into(),
                    file: Some(1700),
                    list: 1750
                },
                Warning::FideUnchecked {
                    player: "5".into(),
                    fide_id: None,
                    listed: false
                },
                Warning::FideUnchecked {
                    player: "7".into(),
                    fide_id: Some(55),
                    listed: false
                },
            ]
        );
    }
}
