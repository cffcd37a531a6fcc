use super::*;
use crate::dwz::estimate::SingleResult;
use crate::i18n::Lang;
use crate::input::Param;

fn today() -> Date {
    Date::new(2026, 11, 21).unwrap()
}

fn form_b() -> Form {
    let mut f = Form::empty();
    f.tab = Tab::Recheck;
    f.dwz = "2100".into();
    f.index = "55".into();
    f.birth_year = "2004".into();
    f.end_date = "12.12.2026".into();
    f.k = "32".into();
    f.games = [
        ("2220", "0"),
        ("1800", "½"),
        ("1961", "1"),
        ("1179", "+"),
        ("2329", "0"),
    ]
    .iter()
    .enumerate()
    .map(|(k, (r, s))| GameRow {
        id: k as u32 + 1,
        rating: r.to_string(),
        result: s.to_string(),
        elo: String::new(),
    })
    .collect();
    f
}

#[test]
fn without_an_end_date_the_calculation_is_for_today() {
    let mut f = form_b();
    f.end_date.clear();
    f.birth_year = "2012".into();
    let p = parse(&f, today());
    assert_eq!(p.input.end_date, Some(today()));
    assert_eq!(
        crate::dwz::AgeGroup::of(p.input.birth_year, p.input.end_date.unwrap().year),
        crate::dwz::AgeGroup::Youth
    );
}

#[test]
fn a_row_that_cannot_be_read_is_reported_with_its_row_number() {
    // "abc" in row 3: the row is left out and says why; the other rows keep their numbers.
    let mut f = form_b();
    f.games[2].rating = "abc".into();
    let p = parse(&f, today());
    assert_eq!(p.input.games.len(), 4);
    assert_eq!(p.game_rows, vec![1, 2, 4, 5]);
    let listed: Vec<String> = p
        .rows_not_counted()
        .iter()
        .map(|e| Lang::De.error(e))
        .collect();
    assert_eq!(listed, ["Partie 3, Gegner-DWZ: „abc“ ist keine Zahl"]);
    assert!(!p.blocked, "a bad row does not block the other rows");
}

#[test]
fn bad_fields_are_reported_and_the_rest_is_kept() {
    let mut f = form_b();
    f.games[0].rating = "12000".into();
    f.games[1].result = String::new();
    f.birth_year = "2030".into();
    let p = parse(&f, today());
    let id0 = f.games[0].id;
    let id1 = f.games[1].id;
    assert_eq!(
        Lang::De.error(&p.errors[&FieldRef::GameRating(id0).id()]),
        "Partie 1, Gegner-DWZ: „12000“ liegt nicht zwischen 1 und 3500"
    );
    assert_eq!(
        Lang::En.error(&p.errors[&FieldRef::GameResult(id1).id()]),
        "game 2, result: is missing"
    );
    assert_eq!(
        Lang::De.error(&p.errors["birth_year"]),
        "Geburtsjahr: „2030“ liegt nicht zwischen 1880 und 2026"
    );
    assert_eq!(p.input.games.len(), 3, "the other three games still count");
    assert_eq!(p.input.dwz, Some(2100));
    assert!(
        p.blocked,
        "no result with a birth year the player did not type"
    );
}

#[test]
fn an_invalid_index_is_an_error_not_6_and_an_empty_one_is_6() {
    let mut f = form_b();
    f.index = "0".into();
    let p = parse(&f, today());
    assert!(p.blocked);
    assert!(p.errors.contains_key("index"));
    f.index.clear();
    let p = parse(&f, today());
    assert!(!p.blocked);
    assert_eq!(p.input.index, None, "the core takes 6 and says so");
}

#[test]
fn decimal_comma_thousands_dot_and_the_minus_sign() {
    let mut f = form_b();
    f.k = "33,7".into();
    f.dwz = "2.100".into();
    f.games[0].result = "−".into();
    let p = parse(&f, today());
    assert_eq!((p.input.k, p.input.dwz), (Some(33.7), Some(2100)));
    assert_eq!(p.input.games[0].result, SingleResult::ForfeitLoss);
}

/// A dot groups thousands only as `d.ddd` (the one reading of both pages): "17.43" is a
/// decimal, not a rating of 1743; "1835 1" (two numbers) and "12 000" are no number.
#[test]
fn a_dot_is_a_thousands_separator_only_in_threes() {
    let mut f = form_b();
    f.games[0].rating = "17.43".into();
    f.games[1].rating = "1835 1".into();
    f.games[2].rating = "12 000".into();
    f.dwz = "2.10".into();
    let p = parse(&f, today());
    let said = |field: FieldRef| Lang::De.error(&p.errors[&field.id()]);
    assert_eq!(
        said(FieldRef::GameRating(f.games[0].id)),
        "Partie 1, Gegner-DWZ: „17.43“ ist keine ganze Zahl"
    );
    assert_eq!(
        said(FieldRef::GameRating(f.games[1].id)),
        "Partie 2, Gegner-DWZ: „1835 1“ ist keine Zahl"
    );
    assert_eq!(
        said(FieldRef::GameRating(f.games[2].id)),
        "Partie 3, Gegner-DWZ: „12 000“ ist keine Zahl"
    );
    assert_eq!(said(FieldRef::Dwz), "DWZ: „2.10“ ist keine ganze Zahl");
    assert_eq!(p.input.games.len(), 2);
    assert!(p.blocked);
}

#[test]
fn parameters_out_of_range_keep_their_default() {
    let mut f = form_b();
    f.set(FieldRef::Param(Param::T), "0".into());
    f.set(FieldRef::Param(Param::R), "0,1".into());
    let p = parse(&f, today());
    assert_eq!(p.params.t, 30.0);
    assert_eq!(p.params.r, 0.1);
    assert_eq!(
        Lang::De.error(&p.errors["param-t"]),
        "Einstellungen, Stellgröße t: „0“ liegt nicht zwischen 1 und 1000"
    );
}

#[test]
fn remaining_games_one_value_for_all_or_one_each() {
    let mut f = form_b();
    f.remaining = "1750".into();
    f.remaining_count = "2".into();
    assert_eq!(parse(&f, today()).remaining, vec![1750, 1750]);
    f.remaining = "1700; 1800 x".into();
    let p = parse(&f, today());
    assert_eq!(p.remaining, vec![1700, 1800]);
    assert_eq!(
        Lang::De.error(&p.errors["remaining"]),
        "restliche Partie 3, Gegner-DWZ: „x“ ist keine Zahl"
    );
}

#[test]
fn an_expired_restpartie_is_marked() {
    let mut f = Form::empty();
    f.tab = Tab::First;
    f.end_date = "12.12.2026".into();
    f.rest = vec![
        RestRow {
            id: 2,
            rating: "1500".into(),
            result: "½".into(),
            date: "01.10.2024".into(),
        },
        RestRow {
            id: 3,
            rating: "1600".into(),
            result: "1".into(),
            date: "13.12.2024".into(),
        },
    ];
    let p = parse(&f, today());
    assert_eq!(p.expired_rest, vec![(2, 1)]);
    assert_eq!(
        p.input.rest_games.len(),
        2,
        "the core drops it and counts it"
    );
}

/// A tournament without a valid end date, or with an invalid start date or K, is left out
/// and listed among what is not counted (never silently); a blank card is skipped.
#[test]
fn an_invalid_tournament_is_listed_not_dropped_silently() {
    let mut f = Form::empty();
    f.tab = Tab::Chain;
    f.dwz = "1743".into();
    let t = |id: u32, end: &str, start: &str, k: &str| TournamentRow {
        id,
        end_date: end.into(),
        start_date: start.into(),
        k: k.into(),
        games: vec![GameRow {
            id: id + 100,
            rating: "1600".into(),
            result: "1".into(),
            elo: String::new(),
        }],
        ..TournamentRow::default()
    };
    f.tournaments = vec![
        t(1, "04.10.2026", "", ""),
        t(2, "", "", ""),
        t(3, "01.11.2026", "", "abc"),
        t(4, "9999-01-01", "", ""),
        t(5, "01.11.2026", "1900-01-01", ""),
        TournamentRow {
            id: 6,
            ..TournamentRow::default()
        },
    ];
    let p = parse(&f, today());
    assert_eq!(p.chain.len(), 1);
    let listed: Vec<String> = p
        .rows_not_counted()
        .iter()
        .map(|e| Lang::De.error(e))
        .collect();
    assert_eq!(
        listed,
        [
            "Turnier 2, Turnierende: fehlt",
            "Turnier 3, K der Auswertung: „abc“ ist keine Zahl",
            "Turnier 4, Turnierende: „9999-01-01“ liegt nicht zwischen 2000 und 2031",
            "Turnier 5, Turnierbeginn: „1900-01-01“ liegt nicht zwischen 2000 und 2031",
        ]
    );
    assert_eq!((p.chain[0].number, p.chain[0].typed), (1, 1));
}

#[test]
fn an_end_date_out_of_range_blames_the_date_not_the_birth_year() {
    let mut f = form_b();
    f.end_date = "29.11.1900".into();
    f.birth_year = "1979".into();
    let p = parse(&f, today());
    assert!(p.errors.contains_key("end_date"));
    assert!(!p.errors.contains_key("birth_year"));
    f.end_date.clear();
    f.dwz.clear();
    let p = parse(&f, today());
    assert!(!p.blocked, "a DWZ not typed yet is nothing to correct");
}

#[test]
fn a_chain_names_the_tournament_of_a_bad_game() {
    let mut f = Form::empty();
    f.tab = Tab::Chain;
    f.dwz = "1743".into();
    f.tournaments = vec![
        TournamentRow {
            id: 5,
            name: "A".into(),
            end_date: "04.10.2026".into(),
            games: vec![GameRow {
                id: 6,
                rating: "1612".into(),
                result: "1".into(),
                elo: String::new(),
            }],
            ..TournamentRow::default()
        },
        TournamentRow {
            id: 7,
            name: "B".into(),
            end_date: "2026-11-01".into(),
            games: vec![GameRow {
                id: 8,
                rating: "abc".into(),
                result: "0".into(),
                elo: String::new(),
            }],
            ..TournamentRow::default()
        },
    ];
    let p = parse(&f, today());
    assert_eq!(p.chain.len(), 2);
    assert_eq!(p.chain[0].games.len(), 1);
    assert_eq!(
        Lang::De.error(&p.errors[&FieldRef::GameRating(8).id()]),
        "Turnier 2, Partie 1, Gegner-DWZ: „abc“ ist keine Zahl"
    );
}
