//! Helpers shared by the integration tests: where the seeds and test data are.
#![allow(dead_code)]

use std::path::PathBuf;

/// `shared/` beside the checkout (as on CI), or `$WERTUNG_SHARED`.
pub fn shared_dir() -> PathBuf {
    if let Ok(dir) = std::env::var("WERTUNG_SHARED") {
        return PathBuf::from(dir);
    }
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared")
}

pub fn read_shared(relative: &str) -> String {
    let path = shared_dir().join(relative);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e} (set WERTUNG_SHARED)", path.display()))
}

/// The Wertungsordnung (seed 002).
pub fn seed_002() -> String {
    read_shared("seeds/002_7397d7d66f6bc459.txt")
}

/// The worked example of Anhang 3.1 as tournament JSON.
pub fn anhang_3_1_json() -> String {
    read_shared("testdata/anhang_3_1.json")
}
