//! What the DWZ view shows around its table: the line on the evaluation ([`eval_info`]), what
//! cannot be evaluated ([`notice_html`]), the notes on the input ([`warnings_html`]), the new
//! Restpartien ([`rest_html`]), the head of the printed evaluation ([`report_head_html`]) and an
//! export's file name ([`file_name`]).

use crate::dwz::{Date, Evaluation, Group, Mode, RestGame, Tournament};
use crate::i18n::{Lang, TMsg};
use crate::web::common::html::{date_text, esc};
use std::fmt::Write;

/// The line on an evaluation: players, steps of the Gesamtiteration, the time it took.
pub fn eval_info(l: Lang, e: &Evaluation, eval_ms: f64) -> String {
    format!(
        "{}: {} · {}: {} · {} {} ms",
        l.text(TMsg::InfoPlayers),
        e.players.len(),
        l.text(TMsg::InfoSteps),
        e.steps,
        l.text(TMsg::InfoTook),
        l.num(eval_ms, 1)
    )
}

/// Says so where nobody can be evaluated: nobody has a DWZ (so nobody can get a first one
/// either), or nobody gets a new DWZ; empty otherwise.
pub fn notice_html(l: Lang, e: &Evaluation) -> String {
    notice(e).map_or_else(String::new, |m| {
        format!(
            "<p class=\"notice\" id=\"notice\" role=\"status\">{}</p>",
            esc(l.text(m))
        )
    })
}

/// Why nobody gets a new DWZ, where nobody does: nobody has a DWZ, or no game counts.
pub fn notice(e: &Evaluation) -> Option<TMsg> {
    if e.players.is_empty() || e.players.iter().any(|p| p.new_rating().is_some()) {
        return None;
    }
    Some(if e.players.iter().all(|p| p.ro().is_none()) {
        TMsg::NobodyHasDwz
    } else {
        TMsg::NobodyNewDwz
    })
}

/// The notes on the input (e.g. Restpartien of a rated player that are ignored).
pub fn warnings_html(l: Lang, e: &Evaluation) -> String {
    if e.warnings.is_empty() {
        return String::new();
    }
    let items: String = e
        .warnings
        .iter()
        .map(|w| format!("<li>{}</li>", esc(&l.warning(w))))
        .collect();
    format!("<ul class=\"warnings\">{items}</ul>")
}

/// A Restpartie in words: "gegen DWZ 1640 verloren am 12.12.2026".
pub fn rest_game_words(l: Lang, g: &RestGame) -> String {
    let result = if g.score >= 1.0 {
        TMsg::Won
    } else if g.score > 0.0 {
        TMsg::Drawn
    } else {
        TMsg::Lost
    };
    format!(
        "{} {} {} {} {}",
        l.text(TMsg::AgainstDwz),
        g.opponent_rating,
        l.text(result),
        l.text(TMsg::On),
        date_text(l, g.date)
    )
}

/// Restpartien in words, `; ` between them.
pub fn rest_games_words(l: Lang, games: &[RestGame]) -> String {
    let words: Vec<String> = games.iter().map(|g| rest_game_words(l, g)).collect();
    words.join("; ")
}

/// The new Restpartien of the remaining players, in words; empty where there are none.
pub fn rest_html(l: Lang, e: &Evaluation) -> String {
    let rest: String = e
        .players
        .iter()
        .filter(|p| p.group() == Group::Remaining && !p.rest_games().is_empty())
        .map(|p| {
            format!(
                "<li>{}: {}</li>",
                esc(p.name.as_deref().unwrap_or(&p.id)),
                esc(&rest_games_words(l, p.rest_games()))
            )
        })
        .collect();
    if rest.is_empty() {
        return String::new();
    }
    format!(
        "<h3>{}</h3><ul class=\"rest\">{rest}</ul>",
        esc(l.text(TMsg::NewRestGames))
    )
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

/// The head of the printed evaluation: the tournament's end, rounds, players and games, and the
/// evaluation's settings.
pub fn report_head_html(l: Lang, t: &Tournament, mode: Mode, today: Date) -> String {
    report_head_with(l, t, mode, today, &[])
}

/// [`report_head_html`] with what the director typed (`typed`: a head and its value; empty
/// values left out) first.
pub fn report_head_with(
    l: Lang,
    t: &Tournament,
    mode: Mode,
    today: Date,
    typed: &[(TMsg, &str)],
) -> String {
    let mode = l.text(match mode {
        Mode::Table => TMsg::ModeTable,
        Mode::Exact => TMsg::ModeExact,
    });
    let items = [
        (TMsg::HeadEnd, date_text(l, t.end_date)),
        (TMsg::HeadRounds, rounds(t).to_string()),
        (TMsg::HeadPlayers, t.players.len().to_string()),
        (TMsg::HeadGames, t.games.len().to_string()),
        (TMsg::HeadMode, mode.to_string()),
        (TMsg::HeadRules, l.text(TMsg::Rules).to_string()),
        (TMsg::HeadDate, date_text(l, today)),
    ];
    let mut h = String::from("<dl class=\"head\">");
    let typed = typed
        .iter()
        .filter(|(_, v)| !v.trim().is_empty())
        .map(|(m, v)| (*m, v.trim().to_string()));
    for (term, value) in typed.chain(items) {
        let _ = write!(
            h,
            "<div><dt>{}</dt><dd>{}</dd></div>",
            esc(l.text(term)),
            esc(&value)
        );
    }
    h.push_str("</dl>");
    h
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
        let de = notice_html(Lang::De, &e);
        assert!(de.contains("Niemand kann ausgewertet werden"), "{de}");
        assert!(notice_html(Lang::En, &e).contains("Nobody can be evaluated"));
        // With DWZ: no such notice.
        let (t, _) = loaded();
        assert_eq!(
            notice_html(Lang::De, &evaluate(&t, &Options::default()).unwrap()),
            ""
        );
    }

    #[test]
    fn the_printed_head_names_the_settings() {
        let (t, _) = loaded();
        let h = report_head_html(Lang::De, &t, Mode::Exact, Date::new(2026, 12, 13).unwrap());
        for s in [
            "Turnierende</dt><dd>12.12.2026",
            "Runden</dt><dd>2",
            "Spieler</dt><dd>3",
            "exakt, wie die Auswertung des DSB",
            "13.12.2026",
        ] {
            assert!(h.contains(s), "{s} in {h}");
        }
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
