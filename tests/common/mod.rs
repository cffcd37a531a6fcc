//! Helpers shared by the integration tests: where the seeds and test data are.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing
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

pub mod fide_gen;
pub mod zip;

/// Runs the `wertung` CLI with `args`, `stdin` (or none) on its standard input.
pub fn run_cli<S: AsRef<std::ffi::OsStr>>(args: &[S], stdin: Option<&str>) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_wertung"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI starts");
    let mut input = child.stdin.take().unwrap();
    if let Some(text) = stdin {
        input.write_all(text.as_bytes()).unwrap();
    }
    drop(input);
    child.wait_with_output().unwrap()
}

/// The JSON the CLI answered `args` with, having succeeded.
pub fn cli_json<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> serde_json::Value {
    let out = run_cli(args, None);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    serde_json::from_slice(&out.stdout).expect("the CLI answers JSON")
}

/// What the CLI said refusing its input: exit code 2 (bad input), no panic; its standard
/// error.
pub fn refusal(out: &std::process::Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// The JSON the CLI printed (it must have succeeded).
pub fn json_of(out: &std::process::Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON on stdout")
}
