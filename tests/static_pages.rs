//! The static page `www/turnier.html` shows until the tournament page's module runs says what
//! the page says once it runs: its head, its link to the calculator and its tagline are the
//! German words of the page's own message table, so that a word changed in one place cannot
//! leave the other behind.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use wertung::i18n::{Lang, TournamentWords};

#[test]
fn the_tournament_pages_static_head_speaks_the_pages_own_words() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let page = std::fs::read_to_string(root.join("www/turnier.html")).unwrap();
    let boot = &page[page.find("id=\"boot\"").expect("the static page")..];
    let de = |m| Lang::De.text(m);
    let words = [
        format!(
            "<h1>Wertung <span class=\"sub\">{}</span></h1>",
            de(TournamentWords::Title)
        ),
        format!("<a href=\"./\">{}</a>", de(TournamentWords::CalculatorLink)),
        format!("<p class=\"tagline\">{}</p>", de(TournamentWords::Tagline)),
    ];
    for w in &words {
        assert!(boot.contains(w.as_str()), "www/turnier.html lacks {w}");
    }
}
