//! The one door for files (`formats::open`): every format the project reads is told by its
//! content, whatever the file is called, and the CLI reads through it.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{cli_json, fide_gen, refusal, run_cli, shared_dir};
use wertung::formats::open::{open, Kind};

fn shared(relative: &str) -> Vec<u8> {
    std::fs::read(shared_dir().join(relative)).unwrap()
}

/// The DSB's report of the Karl-Mala TRF, written by the CLI.
fn report() -> Vec<u8> {
    let trf = shared_dir().join("testdata/karl-mala-2005.trf");
    let out = run_cli(
        &["dwz", "export", "--to", "dsb-xml", trf.to_str().unwrap()],
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

const DSB_LIST: &str = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index\r\n\
    X1,10614,1,A,\"Müller,Hans\",M,D,1970,202501,1500,20\r\n";

#[test]
fn every_format_is_told_by_its_content_under_a_misleading_name() {
    let fide = fide_gen::text(&fide_gen::players(3, 7));
    let files: Vec<(&str, Vec<u8>, Kind)> = vec![
        (
            "turnier.trf",
            shared("testdata/swt/SwissIndividual.SWT"),
            Kind::Swt,
        ),
        (
            "turnier.json",
            shared("testdata/karl-mala-2005.trf"),
            Kind::Trf,
        ),
        (
            "turnier.xml",
            shared("testdata/anhang_3_1.json"),
            Kind::Json,
        ),
        ("turnier.swt", report(), Kind::DsbXml),
        ("spieler.csv", b"A;x;1\nB;0;x\n".to_vec(), Kind::CrossTable),
        ("turnier.trf", DSB_LIST.as_bytes().to_vec(), Kind::DsbList),
        (
            "turnier.json",
            fide_gen::zip("spieler.csv", DSB_LIST.as_bytes()),
            Kind::DsbList,
        ),
        ("spieler.csv", fide.clone().into_bytes(), Kind::FideList),
        (
            "LV-0-csv.zip",
            fide_gen::zip("players_list_foa.txt", fide.as_bytes()),
            Kind::FideList,
        ),
    ];
    for (name, bytes, kind) in &files {
        let opened = open(name, bytes).unwrap();
        assert_eq!(opened.kind(), *kind, "{name} as {kind:?}");
        // A tournament reads through the same door; a list is no tournament.
        let end = wertung::dwz::Date::new(2026, 12, 12);
        assert_eq!(
            opened.imported(end).is_ok(),
            kind.is_tournament(),
            "{kind:?}"
        );
    }
}

#[test]
fn the_text_is_decoded_once_whatever_its_encoding() {
    // "Müller" in Windows-1252 and in code page 850, a cross table either way.
    for bytes in [
        &b"M\xfcller;x;1\nB;0;x\n"[..],
        &b"M\x81ller;x;1\nB;0;x\n"[..],
    ] {
        let opened = open("", bytes).unwrap();
        assert_eq!(opened.kind(), Kind::CrossTable);
        assert!(opened.text().unwrap().starts_with("Müller;"));
    }
}

#[test]
fn the_cli_reads_a_file_by_its_content_and_input_still_decides() {
    let dir = std::env::temp_dir().join(format!("wertung-open-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let named_json = dir.join("karl-mala.json");
    std::fs::write(&named_json, shared("testdata/karl-mala-2005.trf")).unwrap();
    let v = cli_json(&["dwz", "evaluate", named_json.to_str().unwrap()]);
    assert_eq!(v["players"].as_array().unwrap().len(), 283);
    // `--input` overrides the content: a TRF read as JSON is refused.
    let args = [
        "dwz",
        "evaluate",
        "--input",
        "json",
        named_json.to_str().unwrap(),
    ];
    refusal(&run_cli(&args, None));
    std::fs::remove_dir_all(&dir).unwrap();
}
