//! The scoresheets (Anhang 3.1.12) and the Gesamtiteration step by step (Anhang 3.1.4) as
//! HTML; made by the second module.

use crate::dwz::{Evaluation, GameKind, PlayerResult};
use crate::i18n::{Lang, TMsg};
use crate::web::common::html::esc;
use crate::web::turnier::evaluation::notes::rest_games_words;
use std::collections::HashMap;
use std::fmt::Write;

/// The players' names by their ids (the id where a player has no name).
fn names(e: &Evaluation) -> HashMap<&str, &str> {
    e.players
        .iter()
        .map(|q| (q.id.as_str(), q.name.as_deref().unwrap_or(&q.id)))
        .collect()
}

/// The sheet's heading and the head of its table.
fn sheet_start(l: Lang, name: &str) -> String {
    let mut h = format!(
        "<h3>{} – {}</h3><table class=\"sheet\"><thead><tr>",
        esc(l.text(TMsg::Scoresheet)),
        esc(name)
    );
    for head in [TMsg::Opponent, TMsg::Rating, TMsg::Result, TMsg::Expected] {
        let _ = write!(h, "<th scope=\"col\">{}</th>", esc(l.text(head)));
    }
    h.push_str("</tr></thead><tbody>");
    h
}

/// The games as they count: a row a game.
fn game_rows(l: Lang, e: &Evaluation, p: &PlayerResult) -> String {
    let names = names(e);
    let mut h = String::new();
    for g in &p.games {
        let who = match (&g.opponent, g.kind) {
            (Some(o), _) => names.get(o.as_str()).copied().unwrap_or(o).to_string(),
            (None, GameKind::RestGame) => l.text(TMsg::RestGame).into(),
            (None, _) => l.text(TMsg::FictiveDraw).into(),
        };
        let _ = write!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            esc(&who),
            l.num(g.rating, 0),
            esc(&l.score(g.score)),
            g.expected.map(|x| l.num(x, 3)).unwrap_or_default()
        );
    }
    h
}

/// The sums under the table: W and n, with We and K for an established player.
fn sums(l: Lang, p: &PlayerResult) -> String {
    let we = p.we().map(|we| {
        format!(
            " · We {} · K {}",
            l.num(we, 3),
            p.k().map(|k| l.num(k.k, 1)).unwrap_or_default()
        )
    });
    format!(
        "<p>W {} · n {}{}</p>",
        esc(&l.score(p.w)),
        p.n,
        we.unwrap_or_default()
    )
}

/// Anhang 3.1.12: one player's games as they count, with P(D) for established players, and the
/// Restpartien stored for him; empty for an id nobody has.
pub fn scoresheet_html(l: Lang, e: &Evaluation, id: &str) -> String {
    let Some(p) = e.players.iter().find(|p| p.id == id) else {
        return String::new();
    };
    let mut h = sheet_start(l, p.name.as_deref().unwrap_or(&p.id));
    h.push_str(&game_rows(l, e, p));
    h.push_str("</tbody></table>");
    h.push_str(&sums(l, p));
    if !p.rest_games().is_empty() {
        let _ = write!(
            h,
            "<p>{}: {}</p>",
            esc(l.text(TMsg::RestStored)),
            esc(&rest_games_words(l, p.rest_games()))
        );
    }
    h
}

/// Every player's scoresheet, one a printed page.
pub fn all_scoresheets_html(l: Lang, e: &Evaluation) -> String {
    e.players
        .iter()
        .map(|p| {
            format!(
                "<article class=\"sheet-page\">{}</article>",
                scoresheet_html(l, e, &p.id)
            )
        })
        .collect()
}

/// The Gesamtiteration step by step (Anhang 3.1.4): a column an iterated player, a row a step.
pub fn trace_html(e: &Evaluation) -> String {
    if e.iterated.is_empty() {
        return String::new();
    }
    let names = names(e);
    let mut h = String::from("<table class=\"trace\"><thead><tr><th scope=\"col\">#</th>");
    for id in &e.iterated {
        let _ = write!(
            h,
            "<th scope=\"col\">{}</th>",
            esc(names.get(id.as_str()).copied().unwrap_or(id))
        );
    }
    h.push_str("</tr></thead><tbody>");
    for (k, row) in e.trace.iter().enumerate() {
        let _ = write!(h, "<tr><td>{}</td>", k + 1);
        for v in row {
            let _ = write!(h, "<td>{}</td>", crate::dwz::numeric::fixed(*v, 0));
        }
        h.push_str("</tr>");
    }
    h.push_str("</tbody></table>");
    h
}
