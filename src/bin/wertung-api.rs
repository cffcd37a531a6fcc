//! The JavaScript API as its own wasm module (built by Trunk with the `api` feature); its
//! functions are in `wertung::web::api`. On load it only sets how a panic is reported.

#![forbid(unsafe_code)]

pub use wertung::web::api::{estimate, evaluate, fide_estimate};

fn main() {
    wertung::web::panic::report_panics("api");
}
