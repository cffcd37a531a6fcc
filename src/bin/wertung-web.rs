//! Entry of the web app (built by Trunk for wasm32 with the `web` feature).

fn main() {
    wertung::web::start();
}
