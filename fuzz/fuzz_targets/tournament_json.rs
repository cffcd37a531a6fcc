//! The tournament JSON reader, and whatever it accepts through every evaluation. What it accepts
//! is written back (as the tournament page stores it and the CLI exports it) and reads back as
//! the same tournament.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::dwz::{evaluate, Mode, Options};
use wertung::formats::json;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(t) = json::read_tournament(&text) {
        let back = json::read_tournament(&json::tournament_to_value(&t).to_string())
            .expect("a tournament written as JSON reads back");
        assert_eq!(back, t, "the JSON round trip changes the tournament");
        for mode in [Mode::Table, Mode::Exact] {
            if let Ok(e) = evaluate(
                &t,
                &Options {
                    mode,
                    ..Options::default()
                },
            ) {
                for lang in [wertung::i18n::Lang::De, wertung::i18n::Lang::En] {
                    let _ = json::write_evaluation(&e, lang);
                }
                let _ = wertung::formats::csv::write_evaluation(&e);
                let _ = wertung::formats::text::write_evaluation(&t.name, &e);
            }
        }
        let report = wertung::waldstein::report(&wertung::waldstein::from_tournament(&t));
        let _ = wertung::formats::text::write_waldstein(&t, &report);
        if let Ok(players) = json::read_ingo_numbers(&text, &t) {
            let games = json::ingo_games(&t);
            let _ = wertung::ingo::chess::evaluate(
                &players,
                &games,
                wertung::ingo::chess::Event::Tournament,
            );
            let _ = wertung::ingo::xiangqi::evaluate(&players, &games, false, false);
        }
    }
});
