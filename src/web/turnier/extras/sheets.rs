//! The scoresheets (Anhang 3.1.12) and the Gesamtiteration step by step (Anhang 3.1.4) as
//! HTML; made by the second module.
//!
//! A scoresheet names the tournament and the player's DWZ alt and DWZ neu, and lists his games
//! in the tournament's order: round, colour, opponent, the rating the opponent counts with (marked R1
//! for a first DWZ, Rh for an Ausnahmespieler's performance), result and P(D); a game that does
//! not count (a forfeit, an opponent without a rating) stands there with the reason, and so does
//! a round he sat out ("spielfrei"); then the Restpartien and the fictive draw where they count,
//! and the sums.

use crate::dwz::{CountedGame, Evaluation, Game, GameKind, GameResult, PlayerResult, Tournament};
use crate::formats::Bye;
use crate::i18n::{Lang, TMsg, XMsg};
use crate::web::common::html::esc;
use crate::web::turnier::evaluation::notes::rest_games_words;
use crate::web::turnier::evaluation::table::Who;
use std::collections::HashMap;
use std::fmt::Write;

/// The players' names by their ids (the id where a player has no name).
fn names(e: &Evaluation) -> HashMap<&str, &str> {
    e.players
        .iter()
        .map(|q| (q.id.as_str(), q.name.as_deref().unwrap_or(&q.id)))
        .collect()
}

/// A rating with its index: "1855-12"; a first DWZ with index 1.
fn with_index(l: Lang, r: f64, index: u32) -> String {
    format!("{}-{index}", l.num(r, 0))
}

/// The player's DWZ alt (with index) and DWZ neu (with index, or his first DWZ), "–" where he
/// has none.
fn dwz_old_new(l: Lang, p: &PlayerResult) -> (String, String) {
    let old = match (p.ro(), p.index_old()) {
        (Some(r), Some(i)) => with_index(l, r, i),
        _ => "–".into(),
    };
    let new = match (p.new_rating(), p.index_new()) {
        (Some(r), Some(i)) => with_index(l, r, i),
        _ => "–".into(),
    };
    (old, new)
}

/// The sheet's heading, the tournament, the player's ZPS and team where known, DWZ alt and neu,
/// and the head of its table.
fn sheet_start(l: Lang, t: &Tournament, p: &PlayerResult, who: &Who) -> String {
    let (old, new) = dwz_old_new(l, p);
    let name = p.name.as_deref().unwrap_or(&p.id);
    let item = |dt: &str, dd: &str| format!("<div><dt>{}</dt><dd>{}</dd></div>", esc(dt), esc(dd));
    let known: String = [(TMsg::ColZps, &who.zps), (TMsg::ColTeam, &who.team)]
        .into_iter()
        .filter(|(_, value)| !value.is_empty())
        .map(|(head, value)| item(l.text(head), value))
        .collect();
    let mut h = format!(
        "<h3>{} – {}</h3><dl class=\"head sheet-head\">{}{known}{}{}</dl>\
         <table class=\"sheet\"><thead><tr><th scope=\"col\">{}</th>",
        esc(l.text(XMsg::Scoresheet)),
        esc(name),
        item(l.text(XMsg::SheetTournament), &t.name),
        item(l.text(TMsg::ColRo), &old),
        item(l.text(TMsg::ColNew), &new),
        if t.games.iter().any(|g| g.round.is_some()) {
            esc(l.text(XMsg::SheetRound))
        } else {
            "#".into()
        },
    );
    for head in [
        XMsg::SheetColour,
        XMsg::Opponent,
        XMsg::Rating,
        XMsg::Result,
    ] {
        let _ = write!(h, "<th scope=\"col\">{}</th>", esc(l.text(head)));
    }
    h.push_str("<th scope=\"col\">P(D)</th></tr></thead><tbody>");
    h
}

/// The rating an opponent counts with, marked R1 for a first DWZ and Rh for an
/// Ausnahmespieler's performance; whether it is marked.
fn counted_rating(l: Lang, e: &Evaluation, opponent: &str, r: f64) -> (String, bool) {
    let q = e.players.iter().find(|q| q.id == opponent);
    let mark = match q {
        Some(q) if q.first().is_some() => "R<sub>1</sub>",
        Some(q) if q.exceptional() => "R<sub>h</sub>",
        _ => return (l.num(r, 0), false),
    };
    (
        format!("{} <b class=\"mark\">{mark}</b>", l.num(r, 0)),
        true,
    )
}

/// One row of a scoresheet: number, colour, who, rating (HTML), result, P(D) or the reason it
/// does not count.
fn row(h: &mut String, cells: [&str; 6], reason: bool) {
    let _ = write!(
        h,
        "<tr{}><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td{}>{}</td></tr>",
        if reason { " class=\"not-counted\"" } else { "" },
        cells[0],
        cells[1],
        esc(cells[2]).replace(',', ",<wbr>"),
        cells[3],
        esc(cells[4]),
        if reason { " class=\"reason\"" } else { "" },
        esc(cells[5]),
    );
}

/// The player's result of a game he played as `white` (or black): his score, or the forfeit
/// sign ("+", "−", "−−") where it was not played.
fn own_result(l: Lang, g: &Game, white: bool) -> (String, bool) {
    match (g.result.white_score(), g.result) {
        (Some(s), _) => (l.score(if white { s } else { 1.0 - s }), true),
        (None, GameResult::DoubleForfeit) => ("−−".into(), false),
        (None, r) => {
            let won = (r == GameResult::WhiteForfeit) == white;
            ((if won { "+" } else { "−" }).into(), false)
        }
    }
}

/// A round the player sat out: "spielfrei", the points the file gives him, and why it does
/// not count.
#[allow(clippy::trivially_copy_pass_by_ref)] // as its callers hold the byes: borrowed
fn bye_row(h: &mut String, l: Lang, bye: &Bye) {
    let points = bye
        .half_points
        .map_or_else(|| "–".into(), |h| l.score(f64::from(h) / 2.0));
    row(
        h,
        [
            &bye.round.to_string(),
            "–",
            l.text(XMsg::SheetBye),
            "–",
            &points,
            l.text(XMsg::SheetByeReason),
        ],
        true,
    );
}

/// The player's games in the tournament's order (numbered by their rounds where the file gives
/// them, else one by one), each with what it counts for him (the counted
/// games taken in order per opponent), the rounds he sat out among them; whether an opponent's
/// rating is marked.
fn game_rows(
    l: Lang,
    t: &Tournament,
    e: &Evaluation,
    p: &PlayerResult,
    mut byes: &[Bye],
) -> (String, bool) {
    let names = names(e);
    let mut counted: HashMap<&str, Vec<&CountedGame>> = HashMap::new();
    for g in p.games.iter().filter(|g| g.kind == GameKind::Game).rev() {
        if let Some(o) = &g.opponent {
            counted.entry(o.as_str()).or_default().push(g);
        }
    }
    let (mut h, mut marked) = (String::new(), false);
    let own = t
        .games
        .iter()
        .filter(|g| g.white == p.id || g.black == p.id);
    for (k, g) in own.enumerate() {
        let white = g.white == p.id;
        let opponent = if white { &g.black } else { &g.white };
        let who = names.get(opponent.as_str()).copied().unwrap_or(opponent);
        let colour = l.text(if white {
            XMsg::SheetWhite
        } else {
            XMsg::SheetBlack
        });
        let (result, played) = own_result(l, g, white);
        // The rounds he sat out before this game's.
        while let Some(b) = byes
            .first()
            .filter(|b| g.round.is_some_and(|r| b.round < r))
        {
            bye_row(&mut h, l, b);
            byes = &byes[1..];
        }
        let number = g.round.map_or(k + 1, |r| r as usize).to_string();
        let taken = played
            .then(|| counted.get_mut(opponent.as_str()).and_then(Vec::pop))
            .flatten();
        match taken {
            Some(c) => {
                let (rating, m) = counted_rating(l, e, opponent, c.rating);
                marked |= m;
                let expected = c.expected.map(|x| l.num(x, 3)).unwrap_or_default();
                row(
                    &mut h,
                    [&number, colour, who, &rating, &result, &expected],
                    false,
                );
            }
            None => {
                let reason = if played {
                    XMsg::SheetNotCounted
                } else {
                    XMsg::SheetForfeit
                };
                row(
                    &mut h,
                    [&number, colour, who, "–", &result, l.text(reason)],
                    true,
                );
            }
        }
    }
    for b in byes {
        bye_row(&mut h, l, b);
    }
    for g in p.games.iter().filter(|g| g.kind != GameKind::Game) {
        let who = l.text(if g.kind == GameKind::RestGame {
            XMsg::RestGame
        } else {
            XMsg::FictiveDraw
        });
        let expected = g.expected.map(|x| l.num(x, 3)).unwrap_or_default();
        let rating = l.num(g.rating, 0);
        row(
            &mut h,
            ["", "", who, &rating, &l.score(g.score), &expected],
            false,
        );
    }
    (h, marked)
}

/// The sums under the games: W (and W_e) in the table's foot; n, and K for an established
/// player, below.
fn sums(l: Lang, p: &PlayerResult) -> String {
    let we = p.we().map(|we| l.num(we, 3)).unwrap_or_default();
    let k = p
        .k()
        .map(|k| format!(" · K {}", l.num(k.k, 1)))
        .unwrap_or_default();
    format!(
        "</tbody><tfoot><tr><th scope=\"row\" colspan=\"4\">{}</th><td>{}</td><td>{}</td></tr></tfoot></table>\
         <p>W {} · n {}{}</p>",
        esc(l.text(XMsg::SheetSum)),
        esc(&l.score(p.w)),
        we,
        esc(&l.score(p.w)),
        p.n,
        k
    )
}

/// Anhang 3.1.12: one player's scoresheet (see the module docs) with the Restpartien stored
/// for him; empty for an id nobody has. `who`: what the report says of each player beyond his
/// evaluation, by position.
pub fn scoresheet_html(l: Lang, t: &Tournament, e: &Evaluation, id: &str, who: &[Who]) -> String {
    let Some(k) = e.players.iter().position(|p| p.id == id) else {
        return String::new();
    };
    let p = &e.players[k];
    let none = Who::default();
    let who = who.get(k).unwrap_or(&none);
    let mut h = sheet_start(l, t, p, who);
    let (rows, marked) = game_rows(l, t, e, p, &who.byes);
    h.push_str(&rows);
    h.push_str(&sums(l, p));
    if marked {
        let _ = write!(h, "<p class=\"hint\">{}</p>", esc(l.text(XMsg::SheetMarks)));
    }
    if !p.rest_games().is_empty() {
        let _ = write!(
            h,
            "<p>{}: {}</p>",
            esc(l.text(XMsg::RestStored)),
            esc(&rest_games_words(l, p.rest_games()))
        );
    }
    h
}

/// Every player's scoresheet, one a printed page.
#[allow(clippy::format_collect)] // a page a player, joined
pub fn all_scoresheets_html(l: Lang, t: &Tournament, e: &Evaluation, who: &[Who]) -> String {
    e.players
        .iter()
        .map(|p| {
            format!(
                "<article class=\"sheet-page\">{}</article>",
                scoresheet_html(l, t, e, &p.id, who)
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
