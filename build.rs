//! One cfg for the calculator's code that only the module with the Elo (and "Meine Turniere",
//! the what-if) carries: `elo` is set for every build but the calculator's first module (feature
//! `web` without `full`), so that the first visit's wasm carries none of the Elo's fields
//! (issue 19 §3: the first visit stays at most 150 000 B gzip). Native builds (tests, CLI,
//! fuzzing) have it.
fn main() {
    println!("cargo::rustc-check-cfg=cfg(elo)");
    let web = std::env::var_os("CARGO_FEATURE_WEB").is_some();
    let full = std::env::var_os("CARGO_FEATURE_FULL").is_some();
    if full || !web {
        println!("cargo::rustc-cfg=elo");
    }
    println!("cargo::rerun-if-changed=build.rs");
}
