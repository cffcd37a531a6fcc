//! How long loading and matching a whole-federation player list takes (well under a
//! second in the browser, which is maybe 1.5 to 3 times slower than native).
//!
//! Generates a 90 000-row `spieler.csv` in the 2026 layout (Windows-1252, CRLF, quoted names,
//! umlauts; about one person in five with a second, passive membership), and a 284-player
//! tournament whose entrants are found by club + member number, FIDE ID, name and birth year,
//! or not at all. Then times each step and prints the figures, and the list read for the
//! calculator's names from its file against the same read back from its stored form
//! (`formats::dsb_list::stored`, what a second visit reads):
//!
//! ```text
//! cargo run --release --example dsb_list_timing
//! ```
//!
//! The generator and the timed steps are public, so that a wasm build can run the same code
//! (`#[path = ".../examples/dsb_list_timing.rs"] mod timing;` in a small `cdylib`, timed from
//! JavaScript).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing

use std::time::Instant;
use wertung::dwz::{Date, Kind, Player, Tournament};
use wertung::formats::dsb_list::matching::{apply_list, match_players, ListIndex, Outcome};
use wertung::formats::dsb_list::read_player_list;
use wertung::formats::{Entrant, Imported};

const ROWS: usize = 90_000;
const PLAYERS: usize = 284;

const SURNAMES: &[&str] = &[
    "Müller",
    "Schmidt",
    "Schneider",
    "Fischer",
    "Weber",
    "Meyer",
    "Wagner",
    "Becker",
    "Schulz",
    "Hoffmann",
    "Schäfer",
    "Koch",
    "Bauer",
    "Richter",
    "Klein",
    "Wolf",
    "Schröder",
    "Neumann",
    "Schwarz",
    "Zimmermann",
    "Braun",
    "Krüger",
    "Hofmann",
    "Hartmann",
    "Lange",
    "Schmitt",
    "Werner",
    "Schmitz",
    "Krause",
    "Meier",
    "Lehmann",
    "Schmid",
    "Schulze",
    "Maier",
    "Köhler",
    "Herrmann",
    "König",
    "Walter",
    "Mayer",
    "Huber",
    "Kaiser",
    "Fuchs",
    "Peters",
    "Lang",
    "Scholz",
    "Möller",
    "Weiß",
    "Jung",
    "Hahn",
    "Schubert",
    "Vogel",
    "Friedrich",
    "Keller",
    "Günther",
    "Frank",
    "Berger",
    "Winkler",
    "Roth",
    "Beck",
    "Lorenz",
    "Baumann",
    "Franke",
    "Albrecht",
    "Schuster",
    "Simon",
    "Ludwig",
    "Böhm",
    "Winter",
    "Kraus",
    "Martin",
    "Schumacher",
    "Krämer",
    "Vogt",
    "Stein",
    "Jäger",
    "Otto",
    "Sommer",
    "Groß",
    "Seidel",
    "Heinrich",
    "Brandt",
    "Haas",
    "Schreiber",
    "Graf",
    "Schulte",
    "Dietrich",
    "Ziegler",
    "Kuhn",
    "Kühn",
    "Pohl",
    "Engel",
    "Horn",
    "Busch",
    "Bergmann",
    "Thomas",
    "Voigt",
    "Sauer",
    "Arnold",
    "Wolff",
    "Pfeiffer",
    "Öztürk",
    "Yılmaz",
    "Nowak",
    "Kowalski",
    "Dvořák",
    "Müßig-Öztürk",
];
const GIVEN: &[&str] = &[
    "Hans",
    "Peter",
    "Klaus",
    "Michael",
    "Thomas",
    "Andreas",
    "Stefan",
    "Frank",
    "Jürgen",
    "Uwe",
    "Wolfgang",
    "Christian",
    "Markus",
    "Martin",
    "Bernd",
    "Dieter",
    "Jörg",
    "Matthias",
    "Ralf",
    "Sven",
    "Lukas",
    "Jonas",
    "Leon",
    "Finn",
    "Paul",
    "Felix",
    "Maximilian",
    "Elias",
    "Anna",
    "Maria",
    "Sabine",
    "Petra",
    "Julia",
    "Laura",
    "Sophie",
    "Lena",
    "Mia",
    "Hannah",
    "Emma",
    "Zoë",
    "René",
    "Björn",
    "Sören",
    "Hans-Jürgen",
    "Karl-Heinz",
    "Ömer",
    "Ayşe",
];

/// A small deterministic generator (no crate needed for an example).
pub struct Lcg(pub u64);

impl Lcg {
    /// The next number in `0..n`.
    pub fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// One generated person.
pub struct Gen {
    id: String,
    club: String,
    member: u32,
    name: String,
    year: i32,
    dwz: Option<(u32, u32)>,
    fide: Option<(u32, u64)>,
}

/// The list's persons: few surnames and given names, many namesakes.
pub fn people(rng: &mut Lcg) -> Vec<Gen> {
    let mut out = Vec::with_capacity(ROWS);
    let mut k = 0;
    while out.len() < ROWS {
        k += 1;
        let name = format!(
            "{},{}",
            SURNAMES[rng.next(SURNAMES.len())],
            GIVEN[rng.next(GIVEN.len())]
        );
        let year = 1930 + rng.next(90) as i32;
        let dwz =
            (rng.next(10) > 0).then(|| (800 + rng.next(1800) as u32, 1 + rng.next(150) as u32));
        let fide = (rng.next(4) == 0).then(|| (1400 + rng.next(1200) as u32, 4_600_000 + k as u64));
        let clubs = if rng.next(5) == 0 { 2 } else { 1 };
        for c in 0..clubs {
            out.push(Gen {
                id: format!("NU{k:07}"),
                club: format!(
                    "{}{:04}",
                    ["1", "2", "3", "4", "C", "D"][rng.next(6)],
                    rng.next(2000)
                ),
                member: (1 + rng.next(400) + c * 1000) as u32,
                name: name.clone(),
                year,
                dwz,
                fide,
            });
        }
    }
    out.truncate(ROWS);
    out
}

/// The list as the DSB writes it: Windows-1252, CRLF.
pub fn spieler_csv(people: &[Gen]) -> Vec<u8> {
    let mut text = String::from("ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land,Vorname,Nachname,FIDE-Frauentitel,FIDE-Elozahl-Schnellschach,FIDE-Elozahl-Blitz\r\n");
    for (k, p) in people.iter().enumerate() {
        let status = if k > 0 && people[k - 1].id == p.id {
            "P"
        } else {
            "A"
        };
        let (dwz, index) = p.dwz.map_or((String::new(), String::new()), |(d, i)| {
            (d.to_string(), i.to_string())
        });
        let (elo, fide_id) = p.fide.map_or((String::new(), String::new()), |(e, i)| {
            (e.to_string(), i.to_string())
        });
        let (last, first) = p.name.split_once(',').unwrap_or((&p.name, ""));
        text.push_str(&format!(
            "{},{},{},{status},\"{}\",M,,{},202545,{dwz},{index},{elo},,{fide_id},GER,{first},{last},,,\r\n",
            p.id, p.club, p.member, p.name, p.year
        ));
    }
    // Windows-1252: the generated names are Latin-1 but for a few (ı, ř, ş): written as '?'.
    text.chars()
        .map(|c| u8::try_from(c as u32).unwrap_or(b'?'))
        .collect()
}

/// 284 entrants: a quarter by club + member number, a quarter by FIDE ID, a quarter by name
/// (spelt `ae oe ue ss`, with birth year), a quarter not in the list.
///
/// # Panics
///
/// Never: its dates are fixed and valid.
pub fn tournament(people: &[Gen], rng: &mut Lcg) -> Imported {
    let mut players = Vec::new();
    let mut entrants = Vec::new();
    for k in 0..PLAYERS {
        let p = &people[rng.next(people.len())];
        let mut e = Entrant::default();
        match k % 4 {
            0 => {
                e.club = Some(p.club.clone());
                e.member_number = Some(format!("{:04}", p.member));
            }
            1 if p.fide.is_some() => e.fide_id = p.fide.map(|f| f.1),
            1 | 2 => {
                let spelt = p
                    .name
                    .replace('ä', "ae")
                    .replace('ö', "oe")
                    .replace('ü', "ue")
                    .replace('ß', "ss")
                    .replace(',', ", ");
                e.name = Some(spelt);
                e.birth_year = Some(p.year);
            }
            _ => {
                e.name = Some(format!("Gast{k}, Spieler"));
                e.fide_rating = Some(1500 + k as u32);
            }
        }
        let mut player = Player::new((k + 1).to_string());
        player.name.clone_from(&e.name);
        player.dwz = e.fide_rating;
        players.push(player);
        entrants.push(e);
    }
    Imported {
        tournament: Tournament {
            name: "Timing".into(),
            end_date: Date::new(2026, 12, 12).unwrap_or(Date::new(2026, 1, 1).expect("a date")),
            kind: Kind::Tournament,
            players,
            games: Vec::new(),
        },
        entrants,
    }
}

/// Milliseconds of each step: read, index, match, apply; and how the players were found.
///
/// # Panics
///
/// Where `bytes` is not a player list (the generated one is).
pub fn timed_steps(
    bytes: &[u8],
    imported: &Imported,
    now: &dyn Fn() -> f64,
) -> ([f64; 4], [usize; 3]) {
    let t0 = now();
    let list = read_player_list(bytes).expect("the generated list reads");
    let t1 = now();
    let index = ListIndex::new(list);
    let t2 = now();
    let outcomes = match_players(&index, &imported.entrants);
    let t3 = now();
    let applied = apply_list(imported, &index, &outcomes, &[]);
    let t4 = now();
    assert_eq!(applied.tournament.players.len(), PLAYERS);
    let count = |f: fn(&Outcome) -> bool| outcomes.iter().filter(|o| f(o)).count();
    (
        [t1 - t0, t2 - t1, t3 - t2, t4 - t3],
        [
            count(|o| matches!(o, Outcome::Matched { .. })),
            count(|o| matches!(o, Outcome::Ambiguous { .. })),
            count(|o| matches!(o, Outcome::NotInList)),
        ],
    )
}

/// The least of the timings (the run least disturbed).
pub fn best(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[0]
}

fn main() {
    let mut rng = Lcg(2026);
    let people = people(&mut rng);
    let csv = spieler_csv(&people);
    let zip = zip_of(&csv);
    let imported = tournament(&people, &mut rng);
    let start = Instant::now();
    let now = move || start.elapsed().as_secs_f64() * 1000.0;
    println!(
        "spieler.csv: {} rows, {:.1} MB; as a deflated zip {:.1} MB; tournament: {} players",
        ROWS,
        csv.len() as f64 / 1e6,
        zip.len() as f64 / 1e6,
        PLAYERS
    );
    for (what, bytes) in [("spieler.csv", &csv), ("LV-0-csv.zip", &zip)] {
        let runs: Vec<([f64; 4], [usize; 3])> = (0..7)
            .map(|_| timed_steps(bytes, &imported, &now))
            .collect();
        let step = |k: usize| best(runs.iter().map(|r| r.0[k]).collect());
        let total = best(runs.iter().map(|r| r.0.iter().sum()).collect());
        let [matched, ambiguous, not_in_list] = runs[0].1;
        println!(
            "{what:>12}: read {:6.1} ms, index {:6.1} ms, match {:5.2} ms, apply {:5.2} ms; total {:6.1} ms (best of 7); {matched} matched, {ambiguous} ambiguous, {not_in_list} not in the list",
            step(0), step(1), step(2), step(3), total
        );
    }
    stored_timing(&csv, &now);
}

/// The list as the calculator reads it for names (read, grouped, its search built) against
/// the same read back from the form it keeps in the browser on a second visit.
fn stored_timing(csv: &[u8], now: &dyn Fn() -> f64) {
    use wertung::formats::dsb_list::search::NameSearch;
    use wertung::formats::dsb_list::stored::{read_stored, write_stored};
    let mut from_file = Vec::new();
    let mut from_form = Vec::new();
    let mut form_len = 0;
    for _ in 0..7 {
        let t0 = now();
        let index = ListIndex::new(read_player_list(csv).expect("the generated list reads"));
        let search = NameSearch::new(&index);
        from_file.push(now() - t0);
        let form = write_stored(&index, &search, csv.len() as u64);
        form_len = form.len();
        let t1 = now();
        let again = read_stored(&form, csv.len() as u64).expect("the form reads");
        from_form.push(now() - t1);
        assert_eq!(again.0.list.rows.len(), ROWS);
    }
    println!(
        "for names: from spieler.csv {:6.1} ms, from its stored form ({:.1} MB) {:6.1} ms (best of 7)",
        best(from_file),
        form_len as f64 / 1e6,
        best(from_form)
    );
}

/// The list in a zip of one deflated entry, as the DSB ships it.
pub fn zip_of(data: &[u8]) -> Vec<u8> {
    let packed = miniz_oxide::deflate::compress_to_vec(data, 6);
    let crc = wertung::formats::zip::crc32(data);
    let name = b"spieler.csv";
    let fields = |out: &mut Vec<u8>| {
        out.extend([20, 0, 0, 0, 8, 0, 0, 0, 0x21, 0]);
        out.extend(crc.to_le_bytes());
        out.extend((packed.len() as u32).to_le_bytes());
        out.extend((data.len() as u32).to_le_bytes());
        out.extend((name.len() as u16).to_le_bytes());
        out.extend([0, 0]);
    };
    let mut z = b"PK\x03\x04".to_vec();
    fields(&mut z);
    z.extend(name);
    z.extend(&packed);
    let cd = z.len();
    z.extend(b"PK\x01\x02\x14\x00");
    fields(&mut z);
    z.extend([0; 10]);
    z.extend(0u32.to_le_bytes());
    z.extend(name);
    let cd_len = z.len() - cd;
    z.extend(b"PK\x05\x06\x00\x00\x00\x00\x01\x00\x01\x00");
    z.extend((cd_len as u32).to_le_bytes());
    z.extend((cd as u32).to_le_bytes());
    z.extend([0, 0]);
    z
}
