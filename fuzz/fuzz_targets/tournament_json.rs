//! The tournament JSON reader, and whatever it accepts through every evaluation.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::dwz::{evaluate, Mode, Options};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(t) = wertung::formats::json::read_tournament(&text) {
        for mode in [Mode::Table, Mode::Exact] {
            let _ = evaluate(&t, &Options { mode, ..Options::default() });
        }
        let _ = wertung::waldstein::report(&wertung::waldstein::from_tournament(&t));
        if let Ok(players) = wertung::formats::json::read_ingo_numbers(&text, &t) {
            let games = wertung::formats::json::ingo_games(&t);
            let _ = wertung::ingo::chess::evaluate(&players, &games, wertung::ingo::chess::Event::Tournament);
            let _ = wertung::ingo::xiangqi::evaluate(&players, &games, false, false);
        }
    }
});
