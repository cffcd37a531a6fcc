//! Writes a generated FIDE rating list in the exact layouts of `shared/spec/fide-player-list.md`
//! (the real one cannot be shipped): `players_list_foa.txt`, `players_list.zip`,
//! `players_list_xml_foa.xml` and `players_list_xml.zip` in DIR, N players (default 1 800 000).
//!
//! ```text
//! cargo run --release --example gen_fide_list -- DIR [N] [SEED]
//! wertung fide estimate game.json --fide-list DIR/players_list.zip
//! ```

#[path = "../tests/common/fide_gen.rs"]
mod fide_gen;
#[path = "../tests/common/zip.rs"]
mod zip;

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(dir) = args.first() else {
        eprintln!("usage: gen_fide_list DIR [N] [SEED]");
        std::process::exit(2);
    };
    let n = args
        .get(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_800_000);
    let seed = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(43);
    let dir = std::path::Path::new(dir);
    std::fs::create_dir_all(dir)?;
    let players = fide_gen::players(n, seed);
    let text = fide_gen::text(&players);
    std::fs::write(dir.join("players_list_foa.txt"), &text)?;
    std::fs::write(
        dir.join("players_list.zip"),
        fide_gen::zip("players_list_foa.txt", text.as_bytes()),
    )?;
    drop(text);
    let xml = fide_gen::xml(&players);
    std::fs::write(dir.join("players_list_xml_foa.xml"), &xml)?;
    std::fs::write(
        dir.join("players_list_xml.zip"),
        fide_gen::zip("players_list_xml_foa.xml", xml.as_bytes()),
    )?;
    println!("{n} players written to {}", dir.display());
    Ok(())
}
