//! A player's page of chess-results (HTML or copied text) read, and the games it gives selected
//! for the DWZ and the Elo with their notes worded.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::formats::chess_results::{read_page, selection, Which};

fuzz_target!(|data: &[u8]| {
    let text = wertung::formats::encoding::decode(data);
    match read_page(&text) {
        Ok(page) => {
            for which in [Which::Dwz, Which::Elo] {
                let s = selection(&page, which);
                for note in &s.notes {
                    let _ = note.text(wertung::i18n::Lang::De);
                }
            }
        }
        Err(e) => {
            let _ = e.text(wertung::i18n::Lang::En);
        }
    }
});
