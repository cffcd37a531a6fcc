//! The calculator page's reader: a URL query (what a shared link or localStorage brings back)
//! read into the form, the form parsed field by field, the core run on it (single estimates,
//! "Meine Turniere", the what-if, the FIDE Elo) and every panel written in both languages; then edits as the
//! page makes them (set a field, add and remove rows, move a tournament). Checks that the link
//! the page writes reproduces the same calculation.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::dwz::{Date, Mode};
use wertung::i18n::Lang;
use wertung::web::calc::form::{FieldRef, Form, List};
use wertung::web::calc::parse::parse;
use wertung::web::calc::results::panels;
use wertung::web::calc::shown::texts;

fn show(form: &Form, today: Date) {
    let parsed = parse(form, today);
    for mode in [Mode::Table, Mode::Exact] {
        let shown = panels(mode, &parsed);
        for lang in [Lang::De, Lang::En] {
            let _ = texts(lang, &shown.results);
            let _ = texts(lang, shown.elo.as_deref().unwrap_or_default());
            let _ = shown.summary.word(lang);
            let _ = shown.share.as_ref().map(|t| t.word(lang));
            if let Some(w) = &shown.whatif {
                let cells = w.rows.iter().flat_map(|r| r.cells.iter().map(|c| &c.1));
                for t in w
                    .heads
                    .iter()
                    .chain(&w.errors)
                    .chain(&w.to_keep)
                    .chain(cells)
                {
                    let _ = t.word(lang);
                }
            }
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let pairs: Vec<(String, String)> = text
        .split('&')
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            (k.to_string(), v.to_string())
        })
        .collect();
    let today = Date::new(2026, 11, 22).unwrap();
    let mut form = Form::from_query(&pairs);
    show(&form, today);
    // The page's own link brings back the same calculation and the same messages.
    let again = Form::from_query(&form.to_query());
    let (a, b) = (parse(&form, today), parse(&again, today));
    assert_eq!(a.input, b.input, "the link changes the input");
    assert_eq!(a.chain, b.chain, "the link changes the tournaments");
    assert_eq!(
        a.remaining, b.remaining,
        "the link changes the remaining games"
    );
    assert_eq!(a.params, b.params, "the link changes the Stellgrößen");
    assert_eq!(
        a.errors.len(),
        b.errors.len(),
        "the link changes the messages"
    );
    assert_eq!(a.elo, b.elo, "the link changes the Elo");
    // Edits as the page makes them, driven by the bytes.
    for (k, &b) in data.iter().take(24).enumerate() {
        let id = u32::from(b % 8) + 1;
        match b % 7 {
            0 => {
                form.add_row(List::Games);
            }
            1 => form.remove_row(List::Games, id),
            2 => {
                form.add_row(List::Tournaments);
            }
            3 => form.move_tournament(id, b % 2 == 0),
            4 => form.set(FieldRef::GameRating(id), format!("{}", 1000 + k * 97)),
            5 => form.set(
                FieldRef::GameResult(id),
                ["1", "½", "0", "+", "−", "x"][k % 6].into(),
            ),
            6 if k % 2 == 0 => form.set(FieldRef::GameElo(id), format!("{}", 1200 + k * 61)),
            _ => form.remove_row(List::Tournaments, id),
        }
    }
    assert!(!form.games.is_empty(), "a list of games keeps a row");
    show(&form, today);
});
