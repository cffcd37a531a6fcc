use super::*;
use crate::web::turnier::testdata::loaded;

#[test]
fn the_fide_games_before_are_read_and_kept_as_typed() {
    let (t, mut edits) = loaded();
    assert_eq!(
        typed_player(&edits[0], 0, 2026).games_before,
        None,
        "empty: 30 or more"
    );
    edits[0].games = "12".into();
    assert_eq!(typed_player(&edits[0], 0, 2026).games_before, Some(12));
    edits[1].games = "zwölf".into();
    let (_, errors) = apply(&t, &edits, "12.12.2026");
    assert_eq!(
        errors_of(Lang::De, &errors, 1),
        "Spieler Nr. 2, Partien vorher: „zwölf“ ist keine Zahl"
    );
    // Kept with the tournament; an empty field is not written (the text of earlier pages).
    let text = serde_json::to_string(&edits[0]).unwrap();
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["games"], "12", "{text}");
    assert!(!serde_json::to_string(&edits[2]).unwrap().contains("games"));
    assert_eq!(serde_json::from_str::<Edit>(&text).unwrap(), edits[0]);
}

#[test]
fn bad_fields_name_player_field_and_value_in_both_languages() {
    let (t, mut edits) = loaded();
    edits[0].dwz = "12000".into();
    edits[1].index = "0".into();
    edits[1].birth = "1990".into();
    edits[2].rest = "1500:½:01.10.2025; 1600:x:01.10.2025".into();
    edits[2].ingo = "12x".into();
    let (applied, errors) = apply(&t, &edits, "12.12.2026");
    assert_eq!(
        errors.iter().map(|e| e.0).collect::<Vec<_>>(),
        vec![0, 1, 2, 2]
    );
    let de: Vec<String> = errors.iter().map(|(_, e)| Lang::De.error(e)).collect();
    let en: Vec<String> = errors.iter().map(|(_, e)| Lang::En.error(e)).collect();
    assert_eq!(
        de[0],
        "Spieler Nr. 1, DWZ: „12000“ liegt nicht zwischen 1 und 3500"
    );
    assert_eq!(
        en[0],
        "player no. 1, DWZ: \"12000\" is not between 1 and 3500"
    );
    assert_eq!(
        de[1],
        "Spieler Nr. 2, Index: „0“ liegt nicht zwischen 1 und 9999"
    );
    assert!(
        de[2].starts_with(
            "Spieler Nr. 3, Restpartie 2, Restpartien: „1600:x:01.10.2025“ ist keine Restpartie"
        ),
        "{de:?}"
    );
    assert!(
        en[2].starts_with(
            "player no. 3, Restpartie 2, Restpartien: \"1600:x:01.10.2025\" is not a Restpartie"
        ),
        "{en:?}"
    );
    assert!(de[3].contains("INGO: „12x“ ist keine INGO-Zahl"), "{de:?}");
    assert!(errors_of(Lang::En, &errors, 2).contains(" · "));
    assert_eq!(applied.players[0].dwz, None);
    assert_eq!(applied.players[1].birth_year, Some(1990));
    assert_eq!(applied.players[2].rest_games.len(), 1);
    edits[0].dwz = "1850,5".into();
    edits[1].birth = "abc".into();
    let (_, errors) = apply(&t, &edits, "31.02.2026");
    let de: Vec<String> = errors.iter().map(|(_, e)| Lang::De.error(e)).collect();
    assert_eq!(errors[0].0, WHOLE);
    assert!(
        de[0].starts_with("Turnierende: „31.02.2026“ ist kein Datum"),
        "{de:?}"
    );
    assert!(de[1].ends_with("„1850,5“ ist keine ganze Zahl"), "{de:?}");
    assert!(de
        .iter()
        .any(|m| m == "Spieler Nr. 2, Geburtsjahr: „abc“ ist keine Zahl"));
}

#[test]
fn numbers_dates_and_results_read_as_on_the_calculator() {
    // A dot groups thousands only in threes; a Restpartie reads its rating, result and date
    // as every other field does.
    let (t, mut edits) = loaded();
    edits[0].dwz = "2.100".into();
    edits[1].dwz = "17.43".into();
    edits[2].rest = "1.500:=:2025-10-01; 1400 : 1 : 01.10.2025".into();
    let (applied, errors) = apply(&t, &edits, " 2026-12-12 ");
    assert_eq!(applied.players[0].dwz, Some(2100));
    assert_eq!(applied.players[1].dwz, None);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(Lang::De
        .error(&errors[0].1)
        .ends_with("„17.43“ ist keine ganze Zahl"));
    let rest = &applied.players[2].rest_games;
    assert_eq!(rest.len(), 2);
    assert_eq!((rest[0].opponent_rating, rest[0].score), (1500, 0.5));
    assert_eq!(rest[1].date, Date::new(2025, 10, 1).unwrap());
    // A row read alone gives what the whole table gives it.
    let alone = typed_player(&edits[1], 1, 2026);
    assert_eq!(alone.errors, vec![errors[0].1.clone()]);
    assert_eq!(alone.error_text(Lang::De), errors_of(Lang::De, &errors, 1));
}

#[test]
fn fewer_typed_rows_than_players_leave_no_player_out() {
    let (t, edits) = loaded();
    let (players, errors) = ingo_players(&t, &edits[..1]);
    assert_eq!(players.len(), 3);
    assert!(errors.is_empty());
}
