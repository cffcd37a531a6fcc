//! The SWT reader on arbitrary bytes, and whatever it accepts through the evaluation in both
//! modes: errors are fine, panics are not.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::dwz::{evaluate, Mode, Options};

fuzz_target!(|data: &[u8]| {
    if let Ok(imported) = wertung::formats::swt::read_swt(data, None) {
        for mode in [Mode::Table, Mode::Exact] {
            let options = Options {
                mode,
                ..Options::default()
            };
            let _ = evaluate(&imported.tournament, &options);
        }
    }
});
