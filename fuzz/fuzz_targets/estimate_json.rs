//! The estimate JSON reader and the single-player estimates.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok((input, mode)) = wertung::formats::json::read_estimate(&text) {
        let _ = wertung::dwz::estimate(&input, mode.unwrap_or_default(), &Default::default());
    }
});
