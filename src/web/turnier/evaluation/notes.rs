//! What the DWZ view shows around its table, as data the page renders: the line on the
//! evaluation ([`eval_info`]), what cannot be evaluated ([`notice`]), the notes on the input
//! ([`warning_lines`]), the new Restpartien ([`rest_lines`]), the head of the printed evaluation
//! ([`report_head`]) and an export's file name ([`file_name`]).

use crate::dwz::{Date, Evaluation, Group, Mode, RestGame, Tournament};
use crate::i18n::{Lang, TournamentWords};
use crate::web::common::html::date_text;

/// The line on an evaluation: players, steps of the Gesamtiteration, the time it took.
pub fn eval_info(l: Lang, e: &Evaluation, eval_ms: f64) -> String {
    format!(
        "{}: {} · {}: {} · {} {} ms",
        l.text(TournamentWords::HeadPlayers),
        e.players.len(),
        l.text(TournamentWords::InfoSteps),
        e.steps,
        l.text(TournamentWords::InfoTook),
        l.num(eval_ms, 1)
    )
}

/// Why nobody gets a new DWZ, where nobody does (the page says so): nobody has a DWZ (so
/// nobody can get a first one either), or no game counts.
pub fn notice(e: &Evaluation) -> Option<TournamentWords> {
    if e.players.is_empty() || e.players.iter().any(|p| p.new_rating().is_some()) {
        return None;
    }
    Some(if e.players.iter().all(|p| p.ro().is_none()) {
        TournamentWords::NobodyHasDwz
    } else {
        TournamentWords::NobodyNewDwz
    })
}

/// The notes on the input (e.g. Restpartien of a rated player that are ignored), a line each.
pub fn warning_lines(l: Lang, e: &Evaluation) -> Vec<String> {
    e.warnings.iter().map(|w| l.warning(w)).collect()
}

/// A Restpartie in words: "gegen DWZ 1640 verloren am 12.12.2026".
pub fn rest_game_words(l: Lang, g: &RestGame) -> String {
    let result = if g.score >= 1.0 {
        TournamentWords::Won
    } else if g.score > 0.0 {
        TournamentWords::Drawn
    } else {
        TournamentWords::Lost
    };
    format!(
        "{} {} {} {} {}",
        l.text(TournamentWords::AgainstDwz),
        g.opponent_rating,
        l.text(result),
        l.text(TournamentWords::On),
        date_text(l, g.date)
    )
}

/// Restpartien in words, `; ` between them.
pub fn rest_games_words(l: Lang, games: &[RestGame]) -> String {
    let words: Vec<String> = games.iter().map(|g| rest_game_words(l, g)).collect();
    words.join("; ")
}

/// The new Restpartien of the remaining players: each player's name and his games in words.
pub fn rest_lines(l: Lang, e: &Evaluation) -> Vec<(String, String)> {
    e.players
        .iter()
        .filter(|p| p.group() == Group::Remaining && !p.rest_games().is_empty())
        .map(|p| {
            let name = p.name.clone().unwrap_or_else(|| p.id.clone());
            (name, rest_games_words(l, p.rest_games()))
        })
        .collect()
}

/// The rounds of a tournament as the games show them: the most games (forfeits included) one
/// player has.
pub fn rounds(t: &Tournament) -> usize {
    let ids: std::collections::HashMap<&str, usize> = t
        .players
        .iter()
        .enumerate()
        .map(|(k, p)| (p.id.as_str(), k))
        .collect();
    let mut games = vec![0usize; t.players.len()];
    for g in &t.games {
        for id in [&g.white, &g.black] {
            if let Some(&k) = ids.get(id.as_str()) {
                games[k] += 1;
            }
        }
    }
    games.into_iter().max().unwrap_or(0)
}

/// The head of the printed evaluation: what the director typed first (`typed`: a head and its
/// value; empty values left out), then the tournament's end, rounds, players and games, and the
/// evaluation's settings; each a term and its value.
pub fn report_head(
    l: Lang,
    t: &Tournament,
    mode: Mode,
    today: Date,
    typed: &[(TournamentWords, &str)],
) -> Vec<(&'static str, String)> {
    let mode = l.text(match mode {
        Mode::Table => TournamentWords::ModeTable,
        Mode::Exact => TournamentWords::ModeExact,
    });
    let items = [
        (TournamentWords::EndDate, date_text(l, t.end_date)),
        (TournamentWords::HeadRounds, rounds(t).to_string()),
        (TournamentWords::HeadPlayers, t.players.len().to_string()),
        (TournamentWords::HeadGames, t.games.len().to_string()),
        (TournamentWords::HeadMode, mode.to_string()),
        (
            TournamentWords::HeadRules,
            l.text(TournamentWords::Rules).to_string(),
        ),
        (TournamentWords::HeadDate, date_text(l, today)),
    ];
    let typed = typed
        .iter()
        .filter(|(_, v)| !v.trim().is_empty())
        .map(|(m, v)| (*m, v.trim().to_string()));
    typed
        .chain(items)
        .map(|(term, value)| (l.text(term), value))
        .collect()
}

/// A file name for an export: the tournament's name in letters and digits.
///
/// ```
/// use wertung::dwz::{Date, Kind, Tournament};
/// use wertung::web::turnier::evaluation::notes::file_name;
/// let mut t = Tournament { name: "Open 2026/I".into(), end_date: Date::new(2026, 1, 1).unwrap(),
///     kind: Kind::Tournament, players: vec![], games: vec![] };
/// assert_eq!(file_name(&t, "csv"), "Open-2026-I-auswertung.csv");
/// t.name = " * ".into();
/// assert_eq!(file_name(&t, "json"), "turnier-auswertung.json");
/// ```
pub fn file_name(t: &Tournament, ext: &str) -> String {
    let base: String = t
        .name
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .trim_matches('-')
        .to_string();
    format!(
        "{}-auswertung.{ext}",
        if base.is_empty() {
            "turnier".into()
        } else {
            base
        }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dwz::{evaluate, Options};
    use crate::web::turnier::load::read_any;
    use crate::web::turnier::testdata::loaded;

    #[test]
    fn a_tournament_in_which_nobody_has_a_dwz_says_so() {
        let l = read_any("A;x;1;½\nB;0;x;1\nC;½;0;x\n", "12.12.2026").unwrap();
        let e = evaluate(&l.tournament, &Options::default()).unwrap();
        let m = notice(&e).unwrap();
        assert!(Lang::De.text(m).contains("Niemand kann ausgewertet werden"));
        assert!(Lang::En.text(m).contains("Nobody can be evaluated"));
        // With DWZ: no such notice.
        let (t, _) = loaded();
        assert_eq!(notice(&evaluate(&t, &Options::default()).unwrap()), None);
    }

    #[test]
    fn the_printed_head_names_the_settings() {
        let (t, _) = loaded();
        let today = Date::new(2026, 12, 13).unwrap();
        let h = report_head(
            Lang::De,
            &t,
            Mode::Exact,
            today,
            &[(TournamentWords::HeadLocation, " Bonn ")],
        );
        assert_eq!(
            h[0],
            ("Spielort", "Bonn".to_string()),
            "what was typed first"
        );
        for item in [
            ("Turnierende", "12.12.2026"),
            ("Runden", "2"),
            ("Spieler", "3"),
            ("Ausgewertet am", "13.12.2026"),
        ] {
            assert!(
                h.contains(&(item.0, item.1.to_string())),
                "{item:?} in {h:?}"
            );
        }
        assert!(h
            .iter()
            .any(|(_, v)| v.starts_with("exakt, wie die Auswertung des DSB")));
        let none = report_head(
            Lang::De,
            &t,
            Mode::Exact,
            today,
            &[(TournamentWords::HeadLocation, " ")],
        );
        assert_eq!(none.len(), h.len() - 1, "an empty value is left out");
    }

    #[test]
    fn restpartien_are_in_words() {
        let g = RestGame {
            opponent_rating: 1640,
            score: 0.0,
            date: Date::new(2026, 12, 12).unwrap(),
        };
        assert_eq!(
            rest_game_words(Lang::De, &g),
            "gegen DWZ 1640 verloren am 12.12.2026"
        );
        assert_eq!(
            rest_game_words(Lang::En, &g),
            "against DWZ 1640 lost on 2026-12-12"
        );
    }
}
