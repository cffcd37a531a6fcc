//! The calculator with "Meine Turniere" and the what-if (feature `full`): its own wasm module,
//! which the calculator loads (`full.js`) when one of them is first used; it takes the page over
//! from the calculator with the state in the URL.

fn main() {
    wertung::web::start();
}
