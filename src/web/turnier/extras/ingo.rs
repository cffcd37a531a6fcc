//! The INGO view (seed 000, or 003 for Xiangqi) as HTML, each figure explained; made by the
//! second module.

use crate::dwz::{Kind, Tournament};
use crate::i18n::{Lang, TMsg, XMsg};
use crate::ingo::chess::{evaluate, Event, NotEvaluated, Number, Qualifier};
use crate::ingo::Row;
use crate::web::common::html::{esc, legend_html, table_start};
use crate::web::turnier::table::{ingo_players, Edit};
use std::fmt::Write;

/// What the marks of the INGO table mean.
const LEGEND: [XMsg; 4] = [
    XMsg::IngoLegendNiveau,
    XMsg::IngoLegendPd,
    XMsg::IngoLegendH,
    XMsg::IngoLegendNew,
];

/// The table's heads.
fn heads(l: Lang) -> [&'static str; 10] {
    [
        l.text(TMsg::ColNr),
        l.text(TMsg::ColPlayer),
        l.text(XMsg::IngoOld),
        l.text(TMsg::ColW),
        l.text(TMsg::ColN),
        l.text(XMsg::IngoPd),
        l.text(XMsg::IngoNiveau),
        l.text(XMsg::IngoH),
        l.text(XMsg::IngoNew),
        l.text(XMsg::IngoRule),
    ]
}

/// An INGO number: "128 / 5".
fn number(l: Lang, n: &Number) -> String {
    format!("{} / {}", l.num(n.f, 0), n.index)
}

/// The new number with its qualifier ("or better"), or a dash.
fn new_text(l: Lang, new: Option<Number>) -> String {
    let Some(n) = new else {
        return "–".into();
    };
    match n.qualifier {
        Some(Qualifier::OrBetter) => format!("{} {}", number(l, &n), l.text(XMsg::OrBetter)),
        Some(Qualifier::OrWorse) => format!("{} {}", number(l, &n), l.text(XMsg::OrWorse)),
        None => number(l, &n),
    }
}

/// The rule that gave the new number, or why there is none.
fn rule_text(l: Lang, r: &Row) -> &'static str {
    match (r.rule, r.not_evaluated) {
        (Some(rule), _) => rule.formula(),
        (None, Some(n)) => l.text(match n {
            NotEvaluated::NoGames => XMsg::IngoNoGames,
            NotEvaluated::TooFewGames => XMsg::IngoTooFewGames,
            NotEvaluated::ShortMatch => XMsg::IngoShortMatch,
            NotEvaluated::NoNiveau => XMsg::IngoNoNiveau,
        }),
        (None, None) => "",
    }
}

/// One player's row.
fn row_html(l: Lang, k: usize, p: &crate::dwz::Player, r: &Row) -> String {
    let old = r.old.map(|n| number(l, &n)).unwrap_or_else(|| "?".into());
    let pd = crate::dwz::numeric::round_half_away(r.pd, 1);
    format!(
        "<tr data-id=\"{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"new\">{}</td><td class=\"rule\">{}</td></tr>",
        esc(&p.id), k + 1, esc(p.name.as_deref().unwrap_or(&p.id)), esc(&old), esc(&l.score(r.w)),
        r.n, esc(&l.signed(pd, 1)), r.niveau.map(|x| l.num(x, 1)).unwrap_or_default(),
        r.h.map(|x| l.num(x, 0)).unwrap_or_default(), esc(&new_text(l, r.new)), esc(rule_text(l, r))
    )
}

/// The INGO evaluation (seed 000, or 003 with `xiangqi`) of the tournament with the INGO
/// numbers of the player table, as HTML: the legend, what is wrong with the numbers, the table.
pub fn ingo_html(l: Lang, t: &Tournament, edits: &[Edit], xiangqi: bool) -> String {
    let (players, errors) = ingo_players(t, edits);
    let games = crate::formats::json::ingo_games(t);
    let event = if t.kind == Kind::Match {
        Event::Match
    } else {
        Event::Tournament
    };
    let chess = evaluate(&players, &games, event);
    let x = xiangqi.then(|| crate::ingo::xiangqi::evaluate(&players, &games, false, false));
    let rows = crate::ingo::rows(&players, &chess, x.as_deref());
    let mut h = legend_html(LEGEND.map(|m| l.text(m)));
    if !errors.is_empty() {
        let text: Vec<String> = errors.iter().map(|e| l.error(e)).collect();
        let _ = write!(h, "<p class=\"error\">{}</p>", esc(&text.join(" · ")));
    }
    h.push_str(&table_start("evaluation", "ingo", heads(l)));
    for (k, (p, r)) in t.players.iter().zip(&rows).enumerate() {
        h.push_str(&row_html(l, k, p, r));
    }
    h.push_str("</tbody></table>");
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::turnier::testdata::loaded;

    #[test]
    fn fewer_typed_rows_than_players_leave_no_player_out() {
        let (t, edits) = loaded();
        let h = ingo_html(Lang::De, &t, &edits[..1], false);
        assert_eq!(h.matches("<tr data-id=").count(), 3);
    }
}
