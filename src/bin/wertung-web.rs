//! Entry of the web app (built for wasm32 with the `calc` feature by scripts/build.mjs).

#![forbid(unsafe_code)]

fn main() {
    wertung::web::panic::report_panics("calc");
    wertung::web::start();
}
