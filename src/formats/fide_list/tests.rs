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
