//! The TRF reader, and whatever it accepts through the evaluation.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(t) = wertung::formats::trf::read_trf(&text) {
        let _ = wertung::dwz::evaluate(&t, &Default::default());
    }
});
