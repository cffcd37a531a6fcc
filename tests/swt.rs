//! The Swiss-Chess (SWT) reader: the shared test file read as `swtparser.js` reads it, the empty
//! tournament, damaged files, team tournaments and byes in files built here byte by byte, the
//! evaluation of what it reads, and the CLI reading SWT.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing

mod common;

use common::json_of;
use serde_json::Value;
use std::process::Output;
use wertung::dwz::{evaluate, Date, GameResult, Mode, Options};
use wertung::formats::swt::read_swt;
use wertung::formats::Imported;
use wertung::i18n::Lang;
use wertung::input::{Format, InputError, Problem};

fn shared_bytes(relative: &str) -> Vec<u8> {
    let path = common::shared_dir().join(relative);
    std::fs::read(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e} (set WERTUNG_SHARED)", path.display()))
}

fn individual() -> Vec<u8> {
    shared_bytes("testdata/swt/SwissIndividual.SWT")
}

/// The games as (white, black, result), sorted.
fn games_of(imported: &Imported) -> Vec<(String, String, GameResult)> {
    let mut games: Vec<_> = imported
        .tournament
        .games
        .iter()
        .map(|g| (g.white.clone(), g.black.clone(), g.result))
        .collect();
    games.sort_by(|a, b| format!("{a:?}").cmp(&format!("{b:?}")));
    games
}

fn text_of(v: &Value) -> &str {
    v.as_str().expect("a text field")
}

/// A field of the expected JSON: empty text is `None`.
fn optional(v: &Value) -> Option<String> {
    let t = text_of(v).trim();
    (!t.is_empty()).then(|| t.to_string())
}

/// A player id as `swtparser.js` writes it (hex) in ours (decimal).
fn id_of_hex(v: &Value) -> String {
    u32::from_str_radix(text_of(v), 16)
        .expect("a hex id")
        .to_string()
}

/// `4002-n`: n % 4 is 1 lost, 2 draw, 3 won (the player's view).
fn points_code(v: &Value) -> u32 {
    let code: u32 = text_of(v)
        .strip_prefix("4002-")
        .and_then(|n| n.parse().ok())
        .expect("a 4002 code");
    code % 4
}

#[test]
fn swiss_individual_reads_as_swtparser_does() {
    let expected: Value = serde_json::from_str(&common::read_shared(
        "testdata/swt/SwissIndividual.expected.json",
    ))
    .unwrap();
    let imported = read_swt(&individual(), None).unwrap();
    let t = &imported.tournament;
    let general = &expected["general"];
    assert_eq!(t.name, text_of(&general["65"]));
    assert_eq!(t.end_date, Date::parse(text_of(&general["71"])).unwrap());
    assert_eq!(t.end_date.to_string(), "2013-05-26");

    let players = expected["players"].as_array().unwrap();
    assert_eq!((players.len(), t.players.len()), (24, 24));
    for (k, p) in players.iter().enumerate() {
        let (player, entrant) = (&t.players[k], &imported.entrants[k]);
        let at = format!("player {}", k + 1);
        assert_eq!(player.id, id_of_hex(&p["2020"]), "{at}");
        assert_eq!(entrant.name.as_deref(), Some(text_of(&p["2000"])), "{at}");
        assert_eq!(player.name, entrant.name, "{at}");
        assert_eq!(entrant.title, optional(&p["2002"]), "{at}");
        let number = |v: &Value| optional(v).map(|s| s.parse::<u32>().unwrap());
        assert_eq!(entrant.fide_rating, number(&p["2003"]), "{at}");
        assert_eq!(entrant.national_rating, number(&p["2004"]), "{at}");
        assert_eq!(
            entrant.fide_id,
            optional(&p["2033"]).map(|s| s.parse::<u64>().unwrap()),
            "{at}"
        );
        let birth = text_of(&p["2008"]).trim().to_string();
        let date = Date::new(
            birth[..4].parse().unwrap(),
            birth[4..6].parse().unwrap(),
            birth[6..8].parse().unwrap(),
        );
        assert_eq!(entrant.birth_date, date, "{at}");
        assert_eq!(entrant.birth_year, date.map(|d| d.year), "{at}");
        assert_eq!(player.birth_year, entrant.birth_year, "{at}");
        assert_eq!(entrant.club, optional(&p["2010"]), "{at}");
        assert_eq!(entrant.member_number, optional(&p["2011"]), "{at}");
        assert_eq!(entrant.team, None, "{at}: an individual tournament");
        // The NWZ is the DWZ; without it the Elo stands in (WO 4.1.2); no index in the file.
        assert_eq!(
            player.dwz,
            entrant.national_rating.or(entrant.fide_rating),
            "{at}"
        );
        assert_eq!((player.index, player.member), (None, true), "{at}");
    }
    assert_eq!(imported.entrants[23].national_rating, Some(763));
    assert_eq!(imported.entrants[23].fide_rating, None);

    // Every pairing of the file, from both players' records: colour, opponent and result.
    let pairings = expected["pairings_players"].as_array().unwrap();
    assert_eq!(pairings.len(), 24 * 9);
    let mut from_expected: Vec<(String, String, GameResult)> = pairings
        .iter()
        .map(|p| {
            let me = text_of(&p["player"]).to_string();
            let me = u32::from_str_radix(&me, 16).unwrap().to_string();
            let other = id_of_hex(&p["4001"]);
            assert_eq!(text_of(&p["4005"]), "3006-0", "no forfeit in this file");
            let mine = match points_code(&p["4002"]) {
                3 => GameResult::WhiteWins,
                2 => GameResult::Draw,
                1 => GameResult::BlackWins,
                c => panic!("no result {c}"),
            };
            match text_of(&p["4000"]) {
                "4000-1" => (me, other, mine),
                "4000-2" => (other, me, mine.swapped()),
                c => panic!("colour {c}"),
            }
        })
        .collect();
    from_expected.sort_by(|a, b| format!("{a:?}").cmp(&format!("{b:?}")));
    let ours: Vec<_> = games_of(&imported)
        .into_iter()
        .flat_map(|g| [g.clone(), g])
        .collect();
    assert_eq!(ours.len(), 216, "108 games, each on two records");
    assert_eq!(ours, from_expected);
}

#[test]
fn the_evaluation_takes_the_nwz_with_index_6() {
    let imported = read_swt(&individual(), None).unwrap();
    for mode in [Mode::Table, Mode::Exact] {
        let options = Options {
            mode,
            ..Options::default()
        };
        let e = evaluate(&imported.tournament, &options).unwrap();
        assert_eq!(e.players.len(), 24);
        for (p, entrant) in e.players.iter().zip(&imported.entrants) {
            let nwz = entrant.national_rating.unwrap();
            assert_eq!(p.ro(), Some(f64::from(nwz)), "{}", p.id);
            assert_eq!(p.index_old(), Some(6), "{}", p.id);
            assert!(p.index_assumed(), "{}: the index is assumed", p.id);
            assert_eq!(p.n, 9, "{}: nine games played", p.id);
        }
        // The points of the file's cards (2025 wins, 2026 draws): player 2 has 6 + 3 × ½.
        assert_eq!(e.players[1].w, 7.5);
        assert_eq!(e.players[0].w, 5.5);
    }
}

#[test]
fn a_tournament_without_players_says_so() {
    // Not an empty evaluation ending 01.01.2000.
    for given in [None, Date::parse("2026-12-12")] {
        let e = read_swt(&shared_bytes("testdata/swt/Individual-Dummy.SWT"), given).unwrap_err();
        assert_eq!(e.problem, wertung::input::Problem::NoPlayers);
        assert_eq!(Lang::De.error(&e), "SWT: die Datei nennt keinen Spieler");
        assert_eq!(Lang::En.error(&e), "SWT: the file names no player");
    }
}

#[test]
fn a_given_end_replaces_the_files() {
    let given = Date::parse("2013-06-01");
    let imported = read_swt(&individual(), given).unwrap();
    assert_eq!(Some(imported.tournament.end_date), given);
}

#[test]
fn every_truncated_copy_is_an_error() {
    let bytes = individual();
    for len in 0..bytes.len() {
        match read_swt(&bytes[..len], None) {
            // Shorter than the header, where the version stands: no SWT at all.
            Err(InputError {
                problem: Problem::NotThisFormat(Format::Swt),
                ..
            }) => assert!(len < 0x263, "{len}"),
            Err(InputError {
                problem: Problem::Truncated { needed, len: l },
                ..
            }) => assert!(l == len && needed > len, "{len}: {needed} {l}"),
            other => panic!("{len}: {other:?}"),
        }
    }
    let e = read_swt(&bytes[..20000], None).unwrap_err();
    assert_eq!(
        Lang::De.error(&e),
        "SWT: die Datei ist abgeschnitten oder beschädigt: 20000 Bytes, nötig wären 33208"
    );
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Reads `bytes` and, where that works, evaluates it in both modes: none of it may panic.
fn read_and_evaluate(bytes: &[u8]) -> bool {
    match read_swt(bytes, None) {
        Ok(imported) => {
            for mode in [Mode::Table, Mode::Exact] {
                let options = Options {
                    mode,
                    ..Options::default()
                };
                let _ = evaluate(&imported.tournament, &options);
            }
            true
        }
        Err(e) => {
            // Every error can be worded.
            assert!(!Lang::De.error(&e).is_empty() && !Lang::En.error(&e).is_empty());
            false
        }
    }
}

#[test]
fn flipped_bytes_give_an_error_or_a_result() {
    let original = individual();
    let mut rng = Rng(0x5357_5421);
    let (mut read, mut failed) = (0, 0);
    for round in 0..1500 {
        let mut bytes = original.clone();
        let flips = 1 + rng.below(8);
        for _ in 0..flips {
            // Half of the flips in the header's counts and the first records, where they bite.
            let at = if round % 2 == 0 {
                rng.below(bytes.len())
            } else {
                [1, 2, 5, 7, 8, 0x255, 0x258, 0x25E, 0x261, 0x262, 0x534][rng.below(11)]
                    + if rng.below(2) == 0 {
                        0
                    } else {
                        13384 + rng.below(400)
                    }
            };
            bytes[at] = rng.next() as u8;
        }
        if read_and_evaluate(&bytes) {
            read += 1;
        } else {
            failed += 1;
        }
    }
    assert!(read > 0 && failed > 0, "read {read}, failed {failed}");
}

// ---- SWT files built byte by byte (8.x layout unless the version says 7.x) ----

/// A player card of a built file.
struct CardSpec {
    name: &'static str,
    id: u16,
    team_no: u16,
    nwz: &'static str,
    elo: &'static str,
    /// The dummy "spielfrei" (byte 0xBD = `f`).
    bye: bool,
}

fn card(name: &'static str, id: u16, team_no: u16, nwz: &'static str) -> CardSpec {
    CardSpec {
        name,
        id,
        team_no,
        nwz,
        elo: "",
        bye: false,
    }
}

/// A pairing record: card position (0-based), round (0-based), colour, opponent id, result
/// byte, status, board.
type Rec = (usize, usize, u8, u16, u8, u8, u8);

struct Build {
    version: u16,
    rounds: usize,
    players: Vec<CardSpec>,
    /// Team tournament: the teams' names and numbers.
    teams: Option<Vec<(&'static str, u16)>>,
    records: Vec<Rec>,
    end: &'static str,
    /// Days since 30.12.1899 of the rounds (8.x).
    round_dates: Vec<u16>,
}

impl Build {
    fn layout(&self) -> (usize, usize) {
        if self.version >= 800 {
            (0x3448, 655)
        } else {
            (0xF36, 292)
        }
    }

    fn bytes(&self) -> Vec<u8> {
        let (start, card_len) = self.layout();
        let teams = self.teams.as_deref().unwrap_or(&[]);
        let with_records = self.players.len() + teams.len();
        let total = start + with_records * self.rounds * 19 + with_records * card_len;
        let mut b = vec![0u8; total];
        let put16 =
            |b: &mut Vec<u8>, at: usize, v: u16| b[at..at + 2].copy_from_slice(&v.to_le_bytes());
        let text =
            |b: &mut Vec<u8>, at: usize, s: &str| b[at..at + s.len()].copy_from_slice(s.as_bytes());
        b[0] = 0xFF;
        put16(&mut b, 1, self.rounds as u16);
        put16(&mut b, 3, self.rounds as u16);
        put16(&mut b, 5, self.rounds as u16);
        put16(&mut b, 7, self.players.len() as u16);
        put16(&mut b, 0x261, self.version);
        b[0x255] = 1;
        b[0x258] = 1;
        b[0x25C] = 2;
        if self.teams.is_some() {
            b[0x25E] = 0xFF;
            put16(&mut b, 0x534, teams.len() as u16);
        }
        text(&mut b, 0x316, "Built Cup");
        text(&mut b, 0x434, self.end);
        for (k, &d) in self.round_dates.iter().enumerate() {
            put16(&mut b, 0x2CC1 + 4 * k, d);
        }
        for &(p, r, colour, opponent, result, status, board) in &self.records {
            let at = start + (p * self.rounds + r) * 19;
            b[at + 8] = colour;
            put16(&mut b, at + 9, opponent);
            b[at + 11] = result;
            b[at + 15] = status;
            b[at + 18] = board;
        }
        let cards = start + with_records * self.rounds * 19;
        for (k, c) in self.players.iter().enumerate() {
            let at = cards + k * card_len;
            text(&mut b, at, c.name);
            text(&mut b, at + 0x46, c.elo);
            text(&mut b, at + 0x4B, c.nwz);
            text(&mut b, at + 0x80, "1990      ");
            b[at + 0xBD] = if c.bye { b'f' } else { b' ' };
            put16(&mut b, at + 0xC9, c.team_no);
            put16(&mut b, at + 0xD9, c.id);
        }
        for (t, (name, no)) in teams.iter().enumerate() {
            let at = cards + (self.players.len() + t) * card_len;
            text(&mut b, at, name);
            put16(&mut b, at + 0xDB, *no);
        }
        b
    }
}

/// Two teams of three, two boards, two rounds: 1-0 and ½-½ in round 1; in round 2 board 1 is
/// lost kampflos by white and board 2 is not played; the third player of each team is a reserve.
fn team_build() -> Build {
    Build {
        version: 883,
        rounds: 2,
        players: vec![
            card("Alpha,Eins", 1, 1, "2000"),
            card("Alpha,Zwei", 2, 1, "1900"),
            card("Alpha,Drei", 3, 1, ""),
            card("Beta,Eins", 4, 2, "1950"),
            card("Beta,Zwei", 5, 2, "1850"),
            card("Beta,Drei", 6, 2, "1700"),
        ],
        teams: Some(vec![("SK Alpha", 1), ("SV Beta", 2)]),
        records: vec![
            // Round 1: board 1 player 1 (white) beats 4; board 2 player 5 (white) draws with 2.
            (0, 0, 1, 4, 0x0F, 0, 1),
            (3, 0, 3, 1, 0x05, 0, 1),
            (4, 0, 1, 2, 0x0A, 0, 2),
            (1, 0, 3, 5, 0x0A, 0, 2),
            // Round 2: board 1 player 4 (white) loses kampflos to 1; board 2 not played.
            (3, 1, 1, 1, 0x05, 0x02, 1),
            (0, 1, 3, 4, 0x0F, 0x02, 1),
            (1, 1, 1, 6, 0x00, 0x33, 2),
            (5, 1, 3, 2, 0x00, 0x33, 2),
        ],
        end: "12.12.2026",
        round_dates: vec![],
    }
}

fn game(white: &str, black: &str, result: GameResult) -> (String, String, GameResult) {
    (white.into(), black.into(), result)
}

#[test]
fn a_team_tournament_is_one_tournament_of_its_board_games() {
    let imported = read_swt(&team_build().bytes(), None).unwrap();
    let t = &imported.tournament;
    assert_eq!(t.name, "Built Cup");
    assert_eq!(t.end_date.to_string(), "2026-12-12");
    assert_eq!(
        t.players.len(),
        6,
        "the players of both teams, reserves too"
    );
    let teams: Vec<_> = imported
        .entrants
        .iter()
        .map(|e| e.team.as_deref().unwrap())
        .collect();
    assert_eq!(
        teams,
        ["SK Alpha", "SK Alpha", "SK Alpha", "SV Beta", "SV Beta", "SV Beta"]
    );
    let mut expected = vec![
        game("1", "4", GameResult::WhiteWins),
        game("5", "2", GameResult::Draw),
        game("4", "1", GameResult::BlackForfeit),
    ];
    expected.sort_by(|a, b| format!("{a:?}").cmp(&format!("{b:?}")));
    assert_eq!(games_of(&imported), expected);
    assert_eq!(t.players[2].dwz, None, "no NWZ, no Elo");
    // The evaluation counts the two games played at the board, not the forfeit.
    let e = evaluate(t, &Options::default()).unwrap();
    assert_eq!(e.players[0].n, 1);
    assert_eq!(e.players[3].n, 1);
}

#[test]
fn byes_and_forfeits_of_an_individual_tournament_in_both_layouts() {
    for version in [750, 883] {
        let mut elo_only = card("Drei,C", 3, 0, "");
        elo_only.elo = "1700";
        let build = Build {
            version,
            rounds: 2,
            players: vec![
                card("Eins,A", 1, 0, "1800"),
                card("Zwei,B", 2, 0, "1600"),
                elo_only,
                CardSpec {
                    name: "spielfrei",
                    id: 4,
                    team_no: 0,
                    nwz: "",
                    elo: "",
                    bye: true,
                },
            ],
            teams: None,
            records: vec![
                // Round 1: A beats B; C has the bye (paired against the dummy).
                (0, 0, 1, 2, 3, 0, 0),
                (1, 0, 3, 1, 1, 0, 0),
                (2, 0, 1, 4, 3, 0, 0),
                (3, 0, 3, 3, 1, 0, 0),
                // Round 2: B wins against C without play (colours 2 and 4); A not paired.
                (1, 1, 2, 3, 3, 0, 0),
                (2, 1, 4, 2, 1, 0, 0),
            ],
            end: "01.02.2026",
            round_dates: vec![],
        };
        let imported = read_swt(&build.bytes(), None).unwrap();
        let t = &imported.tournament;
        let ids: Vec<_> = t.players.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids, ["1", "2", "3"], "{version}: the dummy is no player");
        assert_eq!(t.players[2].dwz, Some(1700), "{version}: the Elo stands in");
        assert_eq!(t.players[0].birth_year, Some(1990));
        assert_eq!(
            games_of(&imported),
            vec![
                game("1", "2", GameResult::WhiteWins),
                game("2", "3", GameResult::WhiteForfeit),
            ],
            "{version}"
        );
    }
}

#[test]
fn the_end_comes_from_the_field_the_round_dates_or_the_caller() {
    let mut build = team_build();
    build.end = "";
    let e = read_swt(&build.bytes(), None).unwrap_err();
    assert_eq!(e.problem, Problem::NoEndDate);
    assert_eq!(
        Lang::En.error(&e),
        "SWT, byte 1076, tournament end: the file does not give the tournament end"
    );
    let given = Date::parse("2026-03-01");
    assert_eq!(
        read_swt(&build.bytes(), given).unwrap().tournament.end_date,
        given.unwrap()
    );
    // The last of the round dates (days since 30.12.1899): 41413 and 41419.
    build.round_dates = vec![41413, 41419];
    assert_eq!(
        read_swt(&build.bytes(), None)
            .unwrap()
            .tournament
            .end_date
            .to_string(),
        "2013-05-25"
    );
    build.end = "someday";
    assert_eq!(
        read_swt(&build.bytes(), None)
            .unwrap()
            .tournament
            .end_date
            .to_string(),
        "2013-05-25",
        "a text that is no date: the round dates"
    );
    build.round_dates.clear();
    let e = read_swt(&build.bytes(), None).unwrap_err();
    assert_eq!(e.problem, Problem::NotADate);
}

#[test]
fn damaged_records_name_player_round_and_byte() {
    // Player 1, round 1 (record at 13384): status 0x07 is no status Swiss-Chess writes.
    let mut bytes = individual();
    bytes[13384 + 15] = 0x07;
    let e = read_swt(&bytes, None).unwrap_err();
    assert_eq!(
        Lang::De.error(&e),
        "SWT, Spieler Nr. 1, Runde 1, Byte 13399, Ergebnis: „Status 0x07“ wird nicht unterstützt"
    );
    // Player 1 (white) beat 13 in round 1; 13's record now says draw: 1½ points in one game.
    let mut bytes = individual();
    let black = 13384 + 12 * 9 * 19;
    assert_eq!((bytes[13384 + 11], bytes[black + 11]), (3, 1));
    bytes[black + 11] = 2;
    let e = read_swt(&bytes, None).unwrap_err();
    assert_eq!(
        Lang::De.error(&e),
        "SWT, Spieler Nr. 1, Runde 1, Ergebnis: „1“ passt nicht zum Eintrag des Gegners (Spieler 13: „½“)"
    );
    // A loss on both records (0-0) is a game, but no rated one.
    bytes[black + 11] = 1;
    bytes[13384 + 11] = 1;
    let imported = read_swt(&bytes, None).unwrap();
    assert!(games_of(&imported).contains(&game("1", "13", GameResult::DoubleForfeit)));
    // An opponent no card has.
    let mut bytes = individual();
    bytes[13384 + 9] = 99;
    let e = read_swt(&bytes, None).unwrap_err();
    assert_eq!(
        Lang::En.error(&e),
        "SWT, player no. 1, round 1, byte 13393, opponent: \"99\": there is no such player"
    );
    // A colour byte out of the code.
    let mut bytes = individual();
    bytes[13384 + 8] = 9;
    assert!(Lang::En
        .error(&read_swt(&bytes, None).unwrap_err())
        .contains("colour: \"0x09\" is not supported"));
    // A rating that is none.
    let mut bytes = individual();
    let first_card = 13384 + 24 * 9 * 19;
    bytes[first_card + 0x4B..first_card + 0x4F].copy_from_slice(b"20x0");
    assert_eq!(
        Lang::En.error(&read_swt(&bytes, None).unwrap_err()),
        "SWT, player no. 1, national rating: \"20x0\" is not a whole number"
    );
}

#[test]
fn not_an_swt_file() {
    // A TRF given as SWT: its bytes at 0x261 are text, no version.
    let trf = common::read_shared("testdata/karl-mala-2005.trf");
    let e = read_swt(trf.as_bytes(), None).unwrap_err();
    assert_eq!(e.problem, Problem::NotThisFormat(Format::Swt));
    // A version before 7.00.
    let mut bytes = individual();
    bytes[0x261..0x263].copy_from_slice(&650u16.to_le_bytes());
    let e = read_swt(&bytes, None).unwrap_err();
    assert_eq!(
        Lang::En.error(&e),
        "SWT, byte 609, version: \"6.50\" is not supported"
    );
    // Two games a round of an individual tournament.
    let mut bytes = individual();
    bytes[0x255] = 2;
    assert!(matches!(
        read_swt(&bytes, None).unwrap_err().problem,
        Problem::Unsupported(_)
    ));
}

// ---- the CLI ----

fn cli(args: &[&str]) -> Output {
    common::run_cli(args, None)
}

#[test]
fn the_cli_reads_swt_by_content_or_input() {
    let path = common::shared_dir().join("testdata/swt/SwissIndividual.SWT");
    let file = path.to_str().unwrap();
    let out = json_of(&cli(&["dwz", "evaluate", file]));
    let players = out["players"].as_array().unwrap();
    assert_eq!(players.len(), 24);
    assert_eq!(players[0]["name"], "Gib,David");
    assert_eq!(
        (players[0]["ro"].as_f64(), players[0]["index_old"].as_u64()),
        (Some(2090.0), Some(6))
    );
    assert_eq!(players[0]["index_assumed"], true);

    for args in [
        vec!["waldstein", file],
        vec!["ingo", file],
        vec![
            "dwz",
            "evaluate",
            file,
            "--end-date",
            "2013-06-01",
            "--mode",
            "exact",
        ],
    ] {
        let out = json_of(&cli(&args));
        assert_eq!(out["players"].as_array().unwrap().len(), 24, "{args:?}");
    }

    // Another name: read by its content all the same, unless --input says otherwise.
    let copy = std::env::temp_dir().join(format!("wertung-swt-{}.bin", std::process::id()));
    std::fs::write(&copy, individual()).unwrap();
    let copy_name = copy.to_str().unwrap();
    let out = json_of(&cli(&["dwz", "evaluate", copy_name]));
    assert_eq!(out["players"].as_array().unwrap().len(), 24);
    assert!(!cli(&["dwz", "evaluate", copy_name, "--input", "json"])
        .status
        .success());
    let out = json_of(&cli(&["dwz", "evaluate", copy_name, "--input", "swt"]));
    assert_eq!(out["players"].as_array().unwrap().len(), 24);

    // Without an end date in the file: the message says how to give it.
    let mut build = team_build();
    build.end = "";
    std::fs::write(&copy, build.bytes()).unwrap();
    let out = cli(&[
        "--lang", "en", "dwz", "evaluate", copy_name, "--input", "swt",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--end-date"), "{stderr}");
    let out = json_of(&cli(&[
        "dwz",
        "evaluate",
        copy_name,
        "--input",
        "swt",
        "--end-date",
        "2026-12-12",
    ]));
    assert_eq!(out["players"].as_array().unwrap().len(), 6);
    let _ = std::fs::remove_file(&copy);
}
