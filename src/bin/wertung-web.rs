//! Entry of the web app (built for wasm32 with the `calc` feature by scripts/build-calculator.mjs).

fn main() {
    wertung::web::start();
}
