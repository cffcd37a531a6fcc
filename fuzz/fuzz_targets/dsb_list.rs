//! The DSB player list reader (zip or text, any layout), then matching a small tournament
//! against what it accepts and applying the list: no panic, outcomes name rows the list has,
//! and the tournament with the list applied stays valid and evaluates.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::dwz::{evaluate, Date, Kind, Player, Tournament};
use wertung::formats::dsb_list::matching::{apply_list, match_players, Choice, ListIndex, Outcome};
use wertung::formats::dsb_list::read_player_list;
use wertung::formats::{Entrant, Imported};

fuzz_target!(|data: &[u8]| {
    let Ok(list) = read_player_list(data) else {
        return;
    };
    let rows = list.rows.len();
    let index = ListIndex::new(list);
    // Entrants from the list's own rows (by each key alone), and a few fixed ones.
    let mut entrants: Vec<Entrant> = Vec::new();
    for r in index.list.rows.iter().take(4) {
        entrants.push(Entrant {
            club: r.club.as_deref().map(String::from),
            member_number: r.member_number.as_deref().map(String::from),
            ..Entrant::default()
        });
        entrants.push(Entrant {
            fide_id: r.fide_id,
            fide_rating: r.fide_rating,
            ..Entrant::default()
        });
        entrants.push(Entrant {
            name: Some(r.name.clone()),
            birth_year: r.birth_year,
            ..Entrant::default()
        });
    }
    entrants.push(Entrant {
        name: Some("Müller, Hans".into()),
        birth_year: Some(1970),
        fide_rating: Some(2100),
        ..Entrant::default()
    });
    entrants.push(Entrant::default());
    let outcomes = match_players(&index, &entrants);
    for o in &outcomes {
        match o {
            Outcome::Matched { row, .. } => assert!(*row < rows),
            Outcome::Ambiguous { rows: r } => {
                assert!(r.len() >= 2 && r.iter().all(|&x| x < rows))
            }
            Outcome::NearMiss { rows: r } => {
                assert!(!r.is_empty() && r.iter().all(|&x| x < rows))
            }
            Outcome::NotInList => {}
        }
    }
    let players = (0..entrants.len())
        .map(|k| {
            let mut p = Player::new(format!("P{k}"));
            p.dwz = entrants[k].fide_rating.filter(|&r| (1..=3500).contains(&r));
            p
        })
        .collect();
    let imported = Imported {
        tournament: Tournament {
            name: "Fuzz".into(),
            end_date: Date::new(2026, 12, 12).expect("a date"),
            kind: Kind::Tournament,
            players,
            games: Vec::new(),
        },
        entrants,
    };
    // Choices from the first bytes: none, a row (maybe one the list lacks), member yes / no.
    let choices: Vec<Option<Choice>> = data
        .iter()
        .take(imported.entrants.len())
        .map(|&b| match b % 4 {
            0 => None,
            1 => Some(Choice::Row(b as usize / 4)),
            2 => Some(Choice::Member(true)),
            _ => Some(Choice::Member(false)),
        })
        .collect();
    let applied = apply_list(&imported, &index, &outcomes, &choices);
    assert!(applied.tournament.validate().is_ok());
    let _ = evaluate(&applied.tournament, &Default::default());
});
