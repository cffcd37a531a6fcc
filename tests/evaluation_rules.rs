//! Rules of the evaluation that the worked example does not exercise, each on a small
//! constructed tournament whose expected numbers are worked out in the comments.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failure here is the test (or run) failing

use wertung::dwz::{
    evaluate, Date, Game, GameResult, Group, Kind, Options, Player, RestGame, Tournament, Warning,
};

fn rated(id: &str, dwz: u32) -> Player {
    let mut p = Player::new(id);
    p.dwz = Some(dwz);
    p.index = Some(20);
    p
}

fn game(w: &str, b: &str, r: GameResult) -> Game {
    Game {
        white: w.into(),
        black: b.into(),
        result: r,
        round: None,
    }
}

fn tournament(players: Vec<Player>, games: Vec<Game>) -> Tournament {
    Tournament {
        name: "test".into(),
        end_date: Date::parse("2026-12-12").unwrap(),
        kind: Kind::Tournament,
        players,
        games,
    }
}

fn rest(rating: u32, score: f64, date: &str) -> RestGame {
    RestGame {
        opponent_rating: rating,
        score,
        date: Date::parse(date).unwrap(),
    }
}

#[test]
fn expired_restpartien_do_not_count_and_are_dropped() {
    // X has 4 games against rated players and two Restpartien: one from 2024-12-12 (still valid
    // at 2026-12-12) and one from 2024-12-11 (expired, WO 4.1.1). With the valid one he has 5
    // games: first Zusatzstufe. Without any valid one he would stay a remaining player.
    let mut x = Player::new("X");
    x.rest_games = vec![rest(1500, 1.0, "2024-12-12"), rest(1500, 1.0, "2024-12-11")];
    let opponents: Vec<Player> = (0..4)
        .map(|k| rated(&format!("R{k}"), 1600 + 50 * k))
        .collect();
    let games = (0..4)
        .map(|k| game("X", &format!("R{k}"), GameResult::BlackWins))
        .collect();
    let mut players = opponents;
    players.push(x);
    let t = tournament(players.clone(), games);
    let e = evaluate(&t, &Options::default()).unwrap();
    let x = e.players.iter().find(|p| p.id == "X").unwrap();
    assert_eq!(x.group(), Group::Stage1);
    assert_eq!((x.n, x.w), (5, 1.0), "4 games + the one valid Restpartie");

    // Both Restpartien expired: X stays without DWZ and keeps only his new Restpartien.
    let mut t2 = t.clone();
    t2.end_date = Date::parse("2026-12-13").unwrap();
    let e2 = evaluate(&t2, &Options::default()).unwrap();
    let x2 = e2.players.iter().find(|p| p.id == "X").unwrap();
    assert_eq!(x2.group(), Group::Remaining);
    assert_eq!(x2.rest_games().len(), 4);
    assert!(x2
        .rest_games()
        .iter()
        .all(|g| g.date.to_string() == "2026-12-13"));
}

#[test]
fn a_remaining_non_member_gets_no_restpartien() {
    let mut x = Player::new("X");
    x.member = false;
    let t = tournament(
        vec![rated("A", 1800), rated("B", 1700), x],
        vec![game("A", "X", GameResult::Draw)],
    );
    let e = evaluate(&t, &Options::default()).unwrap();
    let x = &e.players[2];
    assert_eq!(x.group(), Group::Remaining);
    assert!(!x.stored);
    assert!(x.rest_games().is_empty());
    // A member in the same place collects the game as a Restpartie at A's R_o.
    let t = tournament(
        vec![rated("A", 1800), rated("B", 1700), Player::new("Y")],
        vec![game("A", "Y", GameResult::Draw)],
    );
    let e = evaluate(&t, &Options::default()).unwrap();
    assert_eq!(
        e.players[2].rest_games(),
        vec![rest(1800, 0.5, "2026-12-12")]
    );
}

/// The worked example's arithmetic (W_e from the table, three decimals a game).
fn table() -> Options {
    Options {
        mode: wertung::dwz::Mode::Table,
        ..Options::default()
    }
}

#[test]
fn no_sonderwertung_in_a_two_player_match() {
    // B (1600) beats A (2000) 6-0: his performance is far above 1900, yet in a Zweikampf A sees
    // him at 1600 (WO 3.6.3): W_e(A) = 6 * P(400) = 6 * 0,921 = 5,526.
    let players = vec![rated("A", 2000), rated("B", 1600)];
    let games: Vec<Game> = (0..6)
        .map(|_| game("A", "B", GameResult::BlackWins))
        .collect();
    let mut t = tournament(players, games);
    t.kind = Kind::Match;
    let e = evaluate(&t, &table()).unwrap();
    assert!(!e.players[1].exceptional());
    assert!(e.players[1].rh().unwrap() > 1900.0);
    assert_eq!(e.players[0].we(), Some(5.526));
    assert!(
        e.warnings.is_empty(),
        "a match that says so needs no warning"
    );
    // The same games in a tournament of three (C plays nobody) make B an Ausnahmespieler, and A
    // sees him at his R_h.
    t.kind = Kind::Tournament;
    t.players.push(rated("C", 1800));
    let e = evaluate(&t, &table()).unwrap();
    assert_eq!(e.kind, Kind::Tournament);
    assert!(e.players[1].exceptional());
    assert!(e.players[0].we().unwrap() < 5.526);
}

#[test]
fn a_two_player_event_is_a_zweikampf() {
    // WO 4.2.4.5: two players are a Zweikampf whether or not the input says so: no
    // Sonderwertung (B is no Ausnahmespieler), and a warning that it was inferred.
    let games: Vec<Game> = (0..6)
        .map(|_| game("A", "B", GameResult::BlackWins))
        .collect();
    let t = tournament(vec![rated("A", 2000), rated("B", 1600)], games.clone());
    assert_eq!(t.kind, Kind::Tournament);
    let e = evaluate(&t, &table()).unwrap();
    assert_eq!(e.kind, Kind::Match);
    assert!(!e.players[1].exceptional());
    assert_eq!(e.players[0].we(), Some(5.526));
    assert_eq!(e.warnings, vec![Warning::MatchInferred]);
    // Both need a DWZ: without one, the error names the player and the rule.
    let t = tournament(vec![rated("A", 2000), Player::new("B")], games);
    let err = evaluate(&t, &table()).unwrap_err();
    assert_eq!(
        wertung::i18n::Lang::En.error(&err),
        "player B, DWZ: is missing: a match (Zweikampf) is evaluated only when both players have a DWZ (WO 4.2.4.5)"
    );
}

#[test]
fn index_assumed_and_no_countable_game() {
    // A has a DWZ but no index: 6 is assumed (WO 2.2.4) and flagged. C's only game was a
    // forfeit: no countable game, so no new DWZ and no new index.
    let mut a = rated("A", 1700);
    a.index = None;
    let players = vec![a, rated("B", 1700), rated("C", 1700)];
    let games = vec![
        game("A", "B", GameResult::WhiteWins),
        game("C", "B", GameResult::WhiteForfeit),
    ];
    let e = evaluate(&tournament(players, games), &Options::default()).unwrap();
    assert_eq!(
        (e.players[0].index_old(), e.players[0].index_assumed()),
        (Some(6), true)
    );
    // K_0 adult < 2000, index 6: 38; W 1 >= W_e 0,5, R_o >= 1600: no bonus. 1700 + 38 * 0,5 = 1719
    assert_eq!(e.players[0].k().map(|k| k.k), Some(38.0));
    assert_eq!(e.players[0].rn(), Some(1719.0));
    assert_eq!(
        (e.players[2].n, e.players[2].rn(), e.players[2].index_new()),
        (0, None, None)
    );
}

#[test]
fn brake_factor_and_floor_of_1100() {
    // A (1150, adult, index 20) loses both games against 1150-players: W_e = 1, W = 0.
    // b = (1150 + 800) / 2400 = 0,8125, K = 28 * 0,8125 = 22,75 -> 22,8; R_n = 1150 - 22,8 = 1127
    let players = vec![rated("A", 1150), rated("B", 1150), rated("C", 1150)];
    let games = vec![
        game("A", "B", GameResult::BlackWins),
        game("A", "C", GameResult::BlackWins),
    ];
    let e = evaluate(
        &tournament(players.clone(), games.clone()),
        &Options::default(),
    )
    .unwrap();
    let a = &e.players[0];
    assert_eq!(
        (a.we(), a.k().map(|k| k.k), a.rn()),
        (Some(1.0), Some(22.8), Some(1127.0))
    );
    // From 1110 the same result would end below 1100: the floor holds (WO 3.5.2).
    let mut players = players;
    players[0].dwz = Some(1110);
    let e = evaluate(&tournament(players, games), &Options::default()).unwrap();
    assert_eq!(e.players[0].rn(), Some(1100.0));
}
