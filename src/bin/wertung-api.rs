//! The JavaScript API as its own wasm module (built by Trunk with the `api` feature); its
//! functions are in `wertung::web::api`. Nothing runs on load.

#![forbid(unsafe_code)]

pub use wertung::web::api::{estimate, evaluate, fide_estimate};

fn main() {}
