//! The INGO view (seed 000, or 003 for Xiangqi) as data, each figure explained; made by the
//! second module.

use crate::dwz::{Kind, Tournament};
use crate::i18n::{Lang, TMsg, XMsg};
use crate::ingo::chess::{evaluate, Event, NotEvaluated, Number, Qualifier};
use crate::ingo::Row;
use crate::web::turnier::shown::{ResultView, Table, TableCell, TableRow};
use crate::web::turnier::table::{ingo_players, Edit};

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
fn row(l: Lang, k: usize, p: &crate::dwz::Player, r: &Row) -> TableRow {
    let old = r.old.map_or_else(|| "?".into(), |n| number(l, &n));
    let pd = crate::dwz::numeric::round_half_away(r.pd, 1);
    let cells = vec![
        TableCell::plain((k + 1).to_string()),
        TableCell::plain(p.name.as_deref().unwrap_or(&p.id)),
        TableCell::plain(old),
        TableCell::plain(l.score(r.w)),
        TableCell::plain(r.n.to_string()),
        TableCell::plain(l.signed(pd, 1)),
        TableCell::plain(r.niveau.map(|x| l.num(x, 1)).unwrap_or_default()),
        TableCell::plain(r.h.map(|x| l.num(x, 0)).unwrap_or_default()),
        TableCell::with_class(new_text(l, r.new), "new"),
        TableCell::with_class(rule_text(l, r), "rule"),
    ];
    TableRow {
        id: p.id.clone(),
        cells,
    }
}

/// The INGO evaluation (seed 000, or 003 with `xiangqi`) of the tournament with the INGO
/// numbers of the player table: the legend, what is wrong with the numbers, the table.
pub fn ingo_view(l: Lang, t: &Tournament, edits: &[Edit], xiangqi: bool) -> ResultView {
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
    let errors: Vec<String> = errors.iter().map(|e| l.error(e)).collect();
    ResultView {
        legend: LEGEND.map(|m| l.text(m).to_string()).to_vec(),
        error: errors.join(" · "),
        table: Some(Table {
            id: "ingo".into(),
            heads: heads(l).map(String::from).to_vec(),
            rows: t
                .players
                .iter()
                .zip(&rows)
                .enumerate()
                .map(|(k, (p, r))| row(l, k, p, r))
                .collect(),
        }),
        ..ResultView::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::turnier::testdata::loaded;

    #[test]
    fn fewer_typed_rows_than_players_leave_no_player_out() {
        let (t, edits) = loaded();
        let v = ingo_view(Lang::De, &t, &edits[..1], false);
        assert_eq!(v.table.unwrap().rows.len(), 3);
    }
}
