//! The reader on the three real pages of chess-results (other kinds of pages: refused, named),
//! on the generated player pages in English and German (HTML and copied text), and on texts of
//! no page.

use super::*;

fn reference(name: &str) -> String {
    let dir = std::env::var("WERTUNG_SHARED").unwrap_or_else(|_| "../shared".to_string());
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(dir)
        .join("reference/chess-results")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn generated(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/chess-results")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_real_pages_of_other_kinds_are_named() {
    assert_eq!(
        read_page(&reference("en-art2-pairings-forfeits.html")),
        Err(PageError::OtherPage(OtherKind::Pairings))
    );
    assert_eq!(
        read_page(&reference("en-art5-crosstable-forfeits.html")),
        Err(PageError::OtherPage(OtherKind::CrossTable))
    );
    assert_eq!(
        read_page(&reference("en-art5-crosstable-titles-unplayed.html")),
        Err(PageError::OtherPage(OtherKind::CrossTable))
    );
}

#[test]
fn the_real_pages_tables_are_read_as_the_page_shows_them() {
    // The pairings' table: 58 boards (50 paired, 8 not paired), the half points and a forfeit.
    let tables = html::tables(&reference("en-art2-pairings-forfeits.html"));
    let boards: Vec<&Row> = tables
        .iter()
        .flatten()
        .filter(|r| r.len() >= 10 && r[0].text.parse::<u32>().is_ok())
        .collect();
    assert_eq!(boards.len(), 58);
    assert_eq!(boards[0][3].text, "Royal, Shreyas");
    assert_eq!(boards[0][5].text, "6½");
    assert_eq!(boards[47][6].text, "+ - -");
    assert_eq!(
        boards
            .iter()
            .filter(|r| r.iter().any(|c| c.text == "not paired"))
            .count(),
        8
    );
    // The cross table: Zhang Benjamin's rounds as the cells write them.
    let tables = html::tables(&reference("en-art5-crosstable-forfeits.html"));
    let zhang = tables
        .iter()
        .flatten()
        .find(|r| r.get(2).is_some_and(|c| c.text == "Zhang Benjamin"))
        .unwrap();
    let cells: Vec<&str> = zhang[5..10].iter().map(|c| c.text.as_str()).collect();
    assert_eq!(cells, ["17w½", "26b1", "23b1", "6w1", "14b0"]);
}

fn check_english(page: &PlayerPage, colours: bool) {
    assert_eq!(page.lang, Some(PageLang::English));
    assert_eq!(page.name.as_deref(), Some("Berger, Jonas"));
    assert_eq!(
        (page.national_rating, page.international_rating, page.rating),
        (Some(1843), Some(1912), Some(1912))
    );
    assert_eq!(
        (page.fide_id, page.birth_year),
        (Some(24_601_234), Some(1990))
    );
    assert_eq!(page.ident.as_deref(), Some("10614-123"));
    assert_eq!(page.rounds.len(), 8);
    let r = &page.rounds;
    let o = r[1].opponent.as_ref().unwrap();
    assert_eq!(o.name, "Nowak, Piotr");
    assert_eq!(
        (o.title.as_deref(), o.international, o.national),
        (Some("FM"), Some(2155), Some(2101))
    );
    assert_eq!(o.federation.as_deref(), Some("POL"));
    let outcomes: Vec<Outcome> = r.iter().map(|r| r.outcome).collect();
    assert_eq!(
        outcomes,
        [
            Outcome::Played { half_points: 2 },
            Outcome::Played { half_points: 1 },
            Outcome::Forfeit { won: true },
            Outcome::Played { half_points: 0 },
            Outcome::Bye {
                half_points: Some(1)
            },
            Outcome::Played { half_points: 2 },
            Outcome::Played { half_points: 1 },
            Outcome::Pending,
        ]
    );
    if colours {
        let c: Vec<Option<Colour>> = r.iter().map(|r| r.colour).collect();
        use Colour::{Black as B, White as W};
        assert_eq!(
            c,
            [
                Some(W),
                Some(B),
                None,
                Some(W),
                None,
                Some(B),
                Some(W),
                Some(B)
            ]
        );
    }
    let s = selection(page, Which::Dwz);
    let ratings: Vec<Option<u32>> = s.games.iter().map(|g| g.rating).collect();
    assert_eq!(
        ratings,
        [Some(1688), Some(2101), Some(2010), None, Some(1822)]
    );
    assert_eq!(s.remaining.len(), 1);
    assert_eq!(
        (s.remaining[0].opponent.as_str(), s.remaining[0].rating),
        ("Schäfer, Paul", 1876)
    );
    let notes: Vec<String> = s
        .notes
        .iter()
        .map(|n| n.text(crate::i18n::Lang::En))
        .collect();
    assert_eq!(
        notes,
        [
            "Round 3: won by forfeit against Vogel, Tim: not counted",
            "Round 4: Sliwinski, Marek without DWZ: Elo 2010 instead of a DWZ (WO 4.1.2)",
            "Round 5: bye (½): not counted",
            "Round 6: Klein, Udo without DWZ and Elo: not counted",
            "Round 8: against Schäfer, Paul not played yet: among the remaining games",
        ]
    );
    let elo = selection(page, Which::Elo);
    let ratings: Vec<Option<u32>> = elo.games.iter().map(|g| g.rating).collect();
    assert_eq!(
        ratings,
        [Some(1720), Some(2155), Some(2010), None, Some(1850)]
    );
}

#[test]
fn an_english_page_saved_as_html() {
    let page = read_page(&generated("en-player.html")).unwrap();
    check_english(&page, true);
    assert_eq!(page.end_date, crate::dwz::Date::new(2026, 10, 4));
}

#[test]
fn an_english_page_copied_as_text() {
    let page = read_page(&generated("en-player.txt")).unwrap();
    check_english(&page, false);
}

fn check_german(page: &PlayerPage, colours: bool) {
    assert_eq!(page.lang, Some(PageLang::German));
    assert_eq!(page.name.as_deref(), Some("Müller, Hans"));
    assert_eq!(page.title.as_deref(), Some("FM"));
    assert_eq!(
        (page.national_rating, page.international_rating),
        (Some(2088), Some(2105))
    );
    assert_eq!(
        (page.fide_id, page.birth_year),
        (Some(4_600_001), Some(1975))
    );
    assert_eq!(page.ident.as_deref(), Some("20511-7"));
    assert_eq!(page.end_date, None);
    let outcomes: Vec<Outcome> = page.rounds.iter().map(|r| r.outcome).collect();
    assert_eq!(
        outcomes,
        [
            Outcome::Played { half_points: 2 },
            Outcome::NotPaired,
            Outcome::Played { half_points: 1 },
            Outcome::Forfeit { won: false },
            Outcome::Bye {
                half_points: Some(2)
            },
            Outcome::Played { half_points: 0 },
            Outcome::Played { half_points: 2 },
            Outcome::Pending,
        ]
    );
    if colours {
        assert_eq!(page.rounds[2].colour, Some(Colour::Black));
        assert_eq!(page.rounds[7].colour, Some(Colour::White));
    }
    let o = page.rounds[0].opponent.as_ref().unwrap();
    assert_eq!(
        (o.name.as_str(), o.international, o.national),
        ("Östürk, Deniz", Some(1810), Some(1795))
    );
    let s = selection(page, Which::Dwz);
    let ratings: Vec<Option<u32>> = s.games.iter().map(|g| g.rating).collect();
    assert_eq!(ratings, [Some(1795), Some(2210), Some(2130), None]);
    let notes: Vec<String> = s
        .notes
        .iter()
        .map(|n| n.text(crate::i18n::Lang::De))
        .collect();
    assert_eq!(
        notes,
        [
            "Runde 2: nicht ausgelost: zählt nicht",
            "Runde 3: Dvorak, Tomas ohne DWZ: Elo 2210 statt DWZ (WO 4.1.2)",
            "Runde 4: kampflos verloren gegen Weiß, Karl: zählt nicht",
            "Runde 5: spielfrei (1): zählt nicht",
            "Runde 7: Brand, Ole ohne DWZ und Elo: zählt nicht",
            "Runde 8: gegen Hahn, Ute noch nicht gespielt: bei den restlichen Partien",
        ]
    );
}

#[test]
fn a_german_page_saved_as_html() {
    check_german(&read_page(&generated("de-player.html")).unwrap(), true);
}

#[test]
fn a_german_page_copied_as_text() {
    check_german(&read_page(&generated("de-player.txt")).unwrap(), false);
}

#[test]
fn a_page_with_only_rtg_gives_the_elo() {
    let page = read_page(&generated("en-rtg-only.html")).unwrap();
    assert!(!page.has_national_column);
    assert_eq!((page.elo(), page.national_rating), (Some(1912), None));
    let o = page.rounds[1].opponent.as_ref().unwrap();
    assert_eq!((o.international, o.national), (Some(2155), None));
    let s = selection(&page, Which::Elo);
    let ratings: Vec<Option<u32>> = s.games.iter().map(|g| g.rating).collect();
    assert_eq!(ratings, [Some(1720), Some(2155), None]);
}

#[test]
fn the_clipboards_html_flavour_is_read_as_the_page() {
    // What Chromium puts on the clipboard: a fragment between markers, the tables as they are.
    let page = generated("de-player.html");
    let start = page.find("<table Class=\"CRs1\"").unwrap();
    let end = page.rfind("</table>").unwrap() + "</table>".len();
    let fragment = format!(
        "<meta charset='utf-8'><html><body><!--StartFragment-->{}<!--EndFragment--></body></html>",
        &page[start..end]
    );
    check_german(&read_page(&fragment).unwrap(), true);
}

#[test]
fn the_older_layout_writes_colour_and_result_as_text() {
    let text = "<table><tr><td>Rd.</td><td>SNo</td><td></td><td>Name</td><td>Rtg</td><td>FED</td><td>Pts.</td><td>Res.</td></tr>\
        <tr><td>1</td><td>30</td><td></td><td>Kuznetsov, Ivan</td><td>1137</td><td>RUS</td><td>5,0</td><td>w 1</td></tr>\
        <tr><td>2</td><td>26</td><td></td><td>Latypov, David</td><td>1148</td><td>RUS</td><td>2,5</td><td>s &frac12;</td></tr></table>";
    let page = read_page(text).unwrap();
    assert_eq!(page.rounds[0].colour, Some(Colour::White));
    assert_eq!(page.rounds[1].outcome, Outcome::Played { half_points: 1 });
    assert_eq!(page.rounds[1].colour, Some(Colour::Black));
}

#[test]
fn other_languages_and_other_texts_are_refused_by_what_is_missing() {
    let russian = "<table class=\"CRs1\"><tr><td>Тур</td><td>Bo.</td><td>Имя</td><td>Рейт.</td><td>Рез.</td></tr>\
        <tr><td>1</td><td>8</td><td>Кузнецов Иван</td><td>1137</td><td>w 1</td></tr></table>";
    assert_eq!(
        read_page(russian),
        Err(PageError::Language {
            looked_for: ROUND_HEADERS
        })
    );
    assert_eq!(read_page("  \n "), Err(PageError::Empty));
    assert_eq!(read_page("Hallo Welt"), Err(PageError::NotChessResults));
    let message = PageError::Language {
        looked_for: ROUND_HEADERS,
    }
    .text(crate::i18n::Lang::En);
    assert!(message.contains("Rd., Name, Res., Erg."), "{message}");
}

#[test]
fn any_bytes_are_read_without_a_panic() {
    let page = generated("en-player.html");
    // Every prefix of a page (a copy cut short) is read or refused, never a panic.
    for end in (0..page.len()).step_by(7) {
        if page.is_char_boundary(end) {
            let _ = read_page(&page[..end]);
        }
    }
    let _ = read_page("<table><table><tr><td><table>&#99999999;&#x110000;&frac12");
    let deep = "<table><tr><td>".repeat(5000);
    let _ = read_page(&deep);
}

#[test]
fn a_page_of_fifteen_rounds_in_a_real_pages_markup_is_read_at_once() {
    // The real cross table's page (82 KB of menus, links and a table of 120 players) with a
    // player's card and 15 rounds in its place: read in well under the 50 ms a phone may take.
    let real = reference("en-art5-crosstable-titles-unplayed.html");
    let mut rounds = String::from(
        "<table class=\"CRs1\"><tr class=\"CRg1b\"><th>Rd.</th><th>Bo.</th><th>SNo</th><th></th><th>Name</th><th>RtgI</th><th>RtgN</th><th>FED</th><th>Club/City</th><th>Pts.</th><th>Res.</th></tr>",
    );
    for r in 1..=15 {
        rounds.push_str(&format!(
            "<tr class=\"CRg1\"><td>{r}</td><td>{r}</td><td>{}</td><td>FM</td><td><a href=\"x\">Gegner{r}, Max</a></td><td>{}</td><td>{}</td><td>GER</td><td>SK</td><td>3</td><td class=\"CR\"><table><tr><td><div class=\"FarbewT\"></div></td><td class=\"CR\">&frac12;</td></tr></table></td></tr>",
            r + 20,
            1900 + r,
            1880 + r
        ));
    }
    rounds.push_str("</table>");
    let card = "<table class=\"CRs1\"><tr><td>Name</td><td>Berger, Jonas</td></tr><tr><td>Rating national</td><td>1843</td></tr></table>";
    let at = real.find("<table class=\"CRs1\"").unwrap();
    let page = format!("{}{card}{rounds}</div></body></html>", &real[..at]);
    let start = std::time::Instant::now();
    let read = read_page(&page).unwrap();
    let took = start.elapsed();
    assert_eq!(read.rounds.len(), 15);
    assert!(read
        .rounds
        .iter()
        .all(|r| r.outcome == Outcome::Played { half_points: 1 }));
    assert!(took.as_millis() < 50, "{took:?}");
}
