//! The zip reader on arbitrary bytes: entries and their contents, or an error; never a panic,
//! and what comes out has the size and CRC-32 the directory gives.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::formats::zip;

fuzz_target!(|data: &[u8]| {
    let Ok(entries) = zip::entries(data) else {
        return;
    };
    for entry in entries.iter().take(8) {
        if let Ok(content) = zip::unpack(data, entry) {
            assert_eq!(content.len(), entry.size as usize);
            assert_eq!(zip::crc32(&content), entry.crc32);
        }
    }
});
