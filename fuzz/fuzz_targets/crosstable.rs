//! The cross-table reader (what a user pastes), and the evaluations of what it accepts.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let end = wertung::dwz::Date::new(2026, 12, 12).unwrap();
    if let Ok(t) = wertung::formats::crosstable::read_crosstable(&text, "", end) {
        let _ = wertung::dwz::evaluate(&t, &Default::default());
        let _ = wertung::waldstein::report(&wertung::waldstein::from_tournament(&t));
    }
});
