//! Entry of the page "Turnierauswertung" (its own wasm module, built by Trunk with the
//! `turnier` feature and loaded by turnier.html).

#![forbid(unsafe_code)]

fn main() {
    wertung::web::panic::report_panics("turnier");
    wertung::web::turnier::page::start();
}
