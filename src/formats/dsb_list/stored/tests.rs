//! The stored form's tests: a list read back equals the list read from its file, and a form
//! cut short, changed or of another file is refused without a panic.
use super::*;
use crate::formats::dsb_list::read_player_list;

const HEAD: &str = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land,Vorname,Nachname,FIDE-Frauentitel,FIDE-Elozahl-Schnellschach,FIDE-Elozahl-Blitz";

/// A list of `n` rows in the 2026 layout: every optional field present in some rows and empty
/// in others, umlauts and hyphens in the names, some persons with two memberships.
fn list_csv(n: usize) -> String {
    const SURNAMES: [&str; 7] = [
        "Müller",
        "Weiß",
        "Schulz-Özdemir",
        "Lang",
        "Nowak",
        "Groß",
        "Ärger",
    ];
    const GIVEN: [&str; 6] = ["Jörg", "Eva", "Hans Peter", "Sören", "Anna-Lena", "Björn"];
    let mut seed = 2026u64;
    let mut next = |m: u64| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) % m
    };
    let mut lines = vec![HEAD.to_string()];
    for k in 0..n {
        let last = SURNAMES[next(7) as usize];
        let first = GIVEN[next(6) as usize];
        // About one row in six a second membership of the person before.
        let id = if k > 0 && next(6) == 0 { k - 1 } else { k };
        let status = ["A", "P", ""][next(3) as usize];
        let dwz = if next(5) == 0 {
            ",".to_string()
        } else {
            format!("{},{}", 800 + next(1800), 1 + next(90))
        };
        let elo = if next(3) == 0 {
            format!(
                "{},{},{},GER",
                1400 + next(1200),
                ["", "FM", "WGM"][next(3) as usize],
                4_600_000 + k
            )
        } else {
            ",,,".to_string()
        };
        let sex = ["M", "W", ""][next(3) as usize];
        let year = if next(9) == 0 {
            String::new()
        } else {
            (1930 + next(90)).to_string()
        };
        lines.push(format!(
            "NU{id:07},{},{},{status},\"{last},{first}\",{sex},,{year},2026{:02},{dwz},{elo},{first},{last},,,",
            10000 + next(900),
            1 + next(300),
            1 + next(40)
        ));
    }
    lines.join("\r\n") + "\r\n"
}

fn read(csv: &str) -> (ListIndex, NameSearch) {
    let index = ListIndex::new(read_player_list(csv.as_bytes()).unwrap());
    let search = NameSearch::new(&index);
    (index, search)
}

#[test]
fn a_list_read_back_is_the_list_read_from_its_file() {
    let csv = list_csv(3000);
    let (index, search) = read(&csv);
    assert!(
        index.persons() < index.list.rows.len(),
        "some persons have two rows"
    );
    let form = write_stored(&index, &search, csv.len() as u64);
    assert!(is_stored(&form));
    let (again, found) = read_stored(&form, csv.len() as u64).unwrap();
    assert_eq!(again.list, index.list);
    assert_eq!(again.grouping(), index.grouping());
    for p in 0..index.persons() {
        assert_eq!(again.rows_of_person(p), index.rows_of_person(p));
    }
    for query in [
        "mü",
        "Weiss",
        "Schulz",
        "özdemir, anna",
        "Lang Eva",
        "Nowack",
        "grosz",
        "x",
    ] {
        let rows = |s: &NameSearch| {
            s.search(query, 20)
                .iter()
                .map(|h| h.row)
                .collect::<Vec<_>>()
        };
        assert_eq!(rows(&found), rows(&search), "{query}");
        assert_eq!(found.similar(query), search.similar(query), "{query}");
    }
    // Read a piece at a time, however the pieces cut its items: the same.
    for size in [1, 3, 1000, 1 << 20] {
        let mut reader = StoredReader::new(form.len(), csv.len() as u64);
        for piece in form.chunks(size) {
            reader.feed(piece);
        }
        let (pieced, search) = reader.finish().unwrap();
        assert_eq!(pieced.list, index.list, "pieces of {size}");
        assert_eq!(search.search("lang eva", 50), found.search("lang eva", 50));
    }
    // The index read back matches a tournament's entrants as the one read from the file.
    assert_eq!(
        again.near("Muller,Jorg", Some(1970)),
        index.near("Muller,Jorg", Some(1970))
    );
}

#[test]
fn a_form_of_another_file_cut_short_or_changed_is_refused_never_a_panic() {
    let csv = list_csv(40);
    let (index, search) = read(&csv);
    let len = csv.len() as u64;
    let form = write_stored(&index, &search, len);
    assert!(read_stored(&form, len + 1).is_none(), "another file's form");
    assert!(read_stored(b"WFIDE 2\n", len).is_none());
    for cut in 0..form.len() {
        assert!(read_stored(&form[..cut], len).is_none(), "cut at {cut}");
    }
    let mut longer = form.clone();
    longer.push(0);
    assert!(read_stored(&longer, len).is_none(), "a byte too many");
    // Any byte changed: read or refused, and what is read searches without a panic.
    for k in 0..form.len() {
        for v in [0u8, 1, 0x7F, 0xFF] {
            let mut changed = form.clone();
            changed[k] = v;
            if let Some((i, s)) = read_stored(&changed, len) {
                let hits = s.search("m", 10);
                assert!(
                    hits.iter().all(|h| h.row < i.list.rows.len()),
                    "byte {k} = {v}"
                );
                let _ = s.similar("Mueler");
            }
        }
    }
}
