//! FIDE's rating list: the reader on both layouts and the zips, generated lists in
//! the exact layout (never files copied from `shared`).

#![allow(clippy::unreadable_literal)] // FIDE IDs, not quantities

mod common;
use common::fide_gen::{self, GenPlayer};
use wertung::formats::fide_list::{read_fide_list, read_fide_list_with, Kind};
use wertung::i18n::Lang;
use wertung::input::Problem;

fn same(list: &wertung::formats::fide_list::FideList, gen: &[GenPlayer]) {
    assert_eq!(list.players.len(), gen.len());
    for (p, g) in list.players.iter().zip(gen) {
        assert_eq!(p.fide_id, g.fide_id);
        assert_eq!(list.name(p), g.name);
        assert_eq!(p.federation(), g.fed);
        assert_eq!(p.sex(), Some(g.sex));
        assert_eq!(p.standard(), Some(g.standard).filter(|&r| r > 0));
        assert_eq!(p.rapid(), Some(g.rapid).filter(|&r| r > 0));
        assert_eq!(p.blitz(), Some(g.blitz).filter(|&r| r > 0));
        assert_eq!(p.birth_year(), Some(g.birth_year as i32).filter(|&y| y > 0));
        assert_eq!(p.title(), Some(g.title).filter(|t| !t.is_empty()));
        assert_eq!(p.inactive(), g.flag.contains('i'));
    }
}

#[test]
fn the_text_layout_its_xml_and_their_zips_read_the_same_players() {
    let gen = fide_gen::players(3000, 7);
    let text = fide_gen::text(&gen);
    let xml = fide_gen::xml(&gen);
    let list = read_fide_list(text.as_bytes()).unwrap();
    assert_eq!(list.kind, Kind::Combined);
    same(&list, &gen);
    same(&read_fide_list(xml.as_bytes()).unwrap(), &gen);
    // The XML without line breaks at all.
    same(
        &read_fide_list(xml.replace('\n', "").as_bytes()).unwrap(),
        &gen,
    );
    let zipped = fide_gen::zip("players_list_foa.txt", text.as_bytes());
    let from_zip = read_fide_list(&zipped).unwrap();
    same(&from_zip, &gen);
    // The zip entry's date gives the list's month.
    assert_eq!(
        from_zip.month.map(|d| d.to_string()).as_deref(),
        Some("2026-11-01")
    );
    let xml_zip = fide_gen::zip("players_list_xml_foa.xml", xml.as_bytes());
    same(&read_fide_list(&xml_zip).unwrap(), &gen);
    // A zip whose only entry was renamed: told by its content.
    same(
        &read_fide_list(&fide_gen::zip("liste.txt", text.as_bytes())).unwrap(),
        &gen,
    );
    // Found by FIDE ID.
    let g = &gen[1234];
    assert_eq!(
        list.by_fide_id(u64::from(g.fide_id)).map(|p| list.name(p)),
        Some(g.name.as_str())
    );
}

#[test]
fn columns_come_from_the_header_not_from_fixed_offsets() {
    // Other widths and another order: Name first, the ratings narrower.
    let text = "Name                 ID Number  Fed B-day SRtng Flag\n\
                Dvorak, Tomas        2300001    CZE 1985  2301  i\n\
                Novak, Jan           2300002    CZE       0\n\
                Short, Line          2300003    SVK\n";
    let list = read_fide_list(text.as_bytes()).unwrap();
    let names: Vec<&str> = list.players.iter().map(|p| list.name(p)).collect();
    assert_eq!(names, ["Dvorak, Tomas", "Novak, Jan", "Short, Line"]);
    let p = &list.players[0];
    assert_eq!(
        (p.fide_id, p.birth_year(), p.standard(), p.inactive()),
        (2300001, Some(1985), Some(2301), true)
    );
    // Rating 0 and a line that ends early: unrated, found all the same.
    assert_eq!(list.players[1].standard(), None);
    assert_eq!(
        (list.players[2].standard(), list.players[2].federation()),
        (None, "SVK")
    );
}

#[test]
fn the_single_rating_lists_take_their_month_and_rating_from_the_header() {
    let row = |c: [&str; 13]| {
        format!(
            "{:<15}{:<61}{:<4}{:<4}{:<5}{:<5}{:<15}{:<4}{:<6}{:<4}{:<3}{:<6}{:<4}\n",
            c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9], c[10], c[11], c[12]
        )
    };
    let text = row([
        "ID Number",
        "Name",
        "Fed",
        "Sex",
        "Tit",
        "WTit",
        "OTit",
        "FOA",
        "NOV26",
        "Gms",
        "K",
        "B-day",
        "Flag",
    ]) + &row([
        "1503014",
        "Carlsen, Magnus",
        "NOR",
        "M",
        "GM",
        "",
        "",
        "",
        "2833",
        "0",
        "10",
        "1990",
        "",
    ]);
    let list = read_fide_list(text.as_bytes()).unwrap();
    assert_eq!(
        list.month.map(|d| d.to_string()).as_deref(),
        Some("2026-11-01")
    );
    assert_eq!(list.players[0].standard(), Some(2833));
    let rapid = read_fide_list(&fide_gen::zip("rapid_rating_list.txt", text.as_bytes())).unwrap();
    assert_eq!(
        (rapid.players[0].standard(), rapid.players[0].rapid()),
        (None, Some(2833))
    );
}

#[test]
fn utf8_and_latin1_lines_both_read() {
    let gen = GenPlayer {
        fide_id: 4100018,
        name: "Müller, Jürgen".into(),
        fed: "GER",
        sex: 'M',
        title: "",
        standard: 2085,
        rapid: 0,
        blitz: 0,
        birth_year: 1961,
        flag: "",
    };
    let utf8 = format!("{}\n{}\n", fide_gen::HEADER, fide_gen::line(&gen));
    let latin1: Vec<u8> = utf8.chars().map(|c| c as u32 as u8).collect();
    for bytes in [utf8.as_bytes(), &latin1[..]] {
        let list = read_fide_list(bytes).unwrap();
        let p = &list.players[0];
        assert_eq!(
            (list.name(p), p.federation(), p.standard()),
            ("Müller, Jürgen", "GER", Some(2085))
        );
    }
    // UTF-8 padded by bytes (each umlaut two bytes, the line two bytes shorter of spaces).
    let by_bytes = utf8.replacen("Jürgen  ", "Jürgen", 1);
    let list = read_fide_list(by_bytes.as_bytes()).unwrap();
    assert_eq!(list.players[0].standard(), Some(2085));
}

#[test]
fn a_broken_line_names_the_entry_the_line_and_the_column() {
    let gen = fide_gen::players(10, 3);
    let mut text = fide_gen::text(&gen);
    let at = text.match_indices("\r\n").nth(4).unwrap().0 + 2; // line 6
    text.replace_range(at + 113..at + 117, "2x00");
    let e = read_fide_list(text.as_bytes()).unwrap_err();
    assert_eq!(
        Lang::De.error(&e),
        "Zeile 6, SRtng: „2x00“ ist keine ganze Zahl"
    );
    let e = read_fide_list(&fide_gen::zip("players_list_foa.txt", text.as_bytes())).unwrap_err();
    assert_eq!(
        Lang::En.error(&e),
        "players_list_foa.txt, line 6, SRtng: \"2x00\" is not a whole number"
    );
    // Not a FIDE list at all.
    let e = read_fide_list(b"ID,ZPS,Mitgliedsnummer\r\n1,2,3\r\n").unwrap_err();
    assert!(matches!(e.problem, Problem::NotThisFormat(_)), "{e:?}");
    let e = read_fide_list(b"<html><body>nothing</body></html>").unwrap_err();
    assert!(matches!(e.problem, Problem::NotThisFormat(_)), "{e:?}");
}

#[test]
fn a_zip_bomb_is_refused_at_once_and_a_lying_size_too() {
    // 40 MB of spaces after a header: deflates to about 40 KB, a ratio of 1000.
    let mut text = format!("{}\n", fide_gen::HEADER).into_bytes();
    text.resize(40 << 20, b' ');
    let mut bomb = fide_gen::zip("players_list_foa.txt", &text);
    let started = std::time::Instant::now();
    let e = read_fide_list(&bomb).unwrap_err();
    assert!(matches!(e.problem, Problem::TooLarge { .. }), "{e:?}");
    // The entry claiming a small size: refused as it inflates, within its first chunks.
    let cd = bomb
        .windows(4)
        .rposition(|w| w == [0x50, 0x4b, 0x01, 0x02])
        .unwrap();
    for at in [22, cd + 24] {
        bomb[at..at + 4].copy_from_slice(&1000u32.to_le_bytes());
    }
    let e = read_fide_list(&bomb).unwrap_err();
    assert!(matches!(e.problem, Problem::TooLarge { .. }), "{e:?}");
    assert!(
        started.elapsed().as_secs_f64() < 2.0,
        "{:?}",
        started.elapsed()
    );
    // A line without end: bounded too.
    let endless = [fide_gen::HEADER.as_bytes(), b"\n", &vec![b'1'; 100_000]].concat();
    let e = read_fide_list(&endless).unwrap_err();
    assert!(matches!(e.problem, Problem::TooLarge { .. }), "{e:?}");
}

#[test]
fn streaming_tells_its_progress_and_keeps_only_the_compact_records() {
    let gen = fide_gen::players(60_000, 11);
    let text = fide_gen::text(&gen);
    let zipped = fide_gen::zip("players_list_foa.txt", text.as_bytes());
    let mut told = Vec::new();
    let list = read_fide_list_with(&zipped, &mut |done, total| told.push((done, total))).unwrap();
    assert_eq!(list.players.len(), 60_000);
    assert!(told.len() > 10, "told in chunks: {}", told.len());
    assert!(told.windows(2).all(|w| w[0].0 <= w[1].0));
    // What is kept is far less than the text (162 characters a line): 24 a player and the name.
    assert!(
        list.memory() < text.len() / 3,
        "{} of {}",
        list.memory(),
        text.len()
    );
}

#[test]
fn every_cut_and_flipped_byte_is_an_answer_never_a_panic() {
    let gen = fide_gen::players(20, 9);
    let text = fide_gen::text(&gen);
    let xml = fide_gen::xml(&gen[..5]);
    for file in [
        fide_gen::zip("players_list_foa.txt", text.as_bytes()),
        fide_gen::zip("players_list_xml_foa.xml", xml.as_bytes()),
        text.clone().into_bytes(),
    ] {
        for cut in 0..file.len() {
            let _ = read_fide_list(&file[..cut]);
        }
        for at in (0..file.len()).step_by(3) {
            let mut bad = file.clone();
            bad[at] ^= 0x5A;
            // A flipped byte in a zip: the CRC or the inflate says so.
            if let Ok(list) = read_fide_list(&bad) {
                assert!(list.players.len() <= gen.len());
            }
        }
    }
}
