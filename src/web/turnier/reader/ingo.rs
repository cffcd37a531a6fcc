//! The INGO view (seed 000, or 003 for Xiangqi) as data (numbers and message keys, worded by
//! the page), each figure explained; made by the second module.

use crate::dwz::{Kind, Tournament};
use crate::i18n::{Lang, TournamentViewWords};
use crate::ingo::chess::{evaluate, Event, NotEvaluated, Number, Qualifier};
use crate::ingo::Row;
use crate::web::turnier::result_views::{ResultView, Table, TableCell, TableRow, Word, Worded};
use crate::web::turnier::table::{ingo_players, Edit};

/// What the marks of the INGO table mean.
const LEGEND: [TournamentViewWords; 4] = [
    TournamentViewWords::IngoLegendNiveau,
    TournamentViewWords::IngoLegendPd,
    TournamentViewWords::IngoLegendH,
    TournamentViewWords::IngoLegendNew,
];

/// The table's heads.
fn heads() -> [Word; 10] {
    [
        "#".into(),
        TournamentViewWords::Player.into(),
        TournamentViewWords::IngoOld.into(),
        "W".into(),
        "n".into(),
        TournamentViewWords::IngoPd.into(),
        TournamentViewWords::IngoNiveau.into(),
        TournamentViewWords::IngoH.into(),
        TournamentViewWords::IngoNew.into(),
        TournamentViewWords::IngoRule.into(),
    ]
}

/// An INGO number: "128 / 5".
fn number(n: &Number) -> Word {
    Word::Seq(
        vec![Word::Num(n.f, 0), Word::text_of(format!(" / {}", n.index))],
        false,
    )
}

/// The new number with its qualifier ("or better"), or a dash.
fn new_text(new: Option<Number>) -> Word {
    let Some(n) = new else {
        return Word::text_of("–");
    };
    match n.qualifier {
        Some(Qualifier::OrBetter) => {
            Word::Seq(vec![number(&n), TournamentViewWords::OrBetter.into()], true)
        }
        Some(Qualifier::OrWorse) => {
            Word::Seq(vec![number(&n), TournamentViewWords::OrWorse.into()], true)
        }
        None => number(&n),
    }
}

/// The rule that gave the new number, or why there is none.
fn rule_text(r: &Row) -> Word {
    match (r.rule, r.not_evaluated) {
        (Some(rule), _) => Word::text_of(rule.formula()),
        (None, Some(n)) => Word::X(match n {
            NotEvaluated::NoGames => TournamentViewWords::IngoNoGames,
            NotEvaluated::TooFewGames => TournamentViewWords::IngoTooFewGames,
            NotEvaluated::ShortMatch => TournamentViewWords::IngoShortMatch,
            NotEvaluated::NoNiveau => TournamentViewWords::IngoNoNiveau,
        }),
        (None, None) => Word::default(),
    }
}

/// One player's row.
fn row(k: usize, p: &crate::dwz::Player, r: &Row) -> TableRow {
    let old = r.old.map_or_else(|| "?".into(), |n| number(&n));
    let pd = crate::dwz::numeric::round_half_away(r.pd, 1);
    let cells = vec![
        TableCell::plain((k + 1).to_string()),
        TableCell::plain(p.name.as_deref().unwrap_or(&p.id)),
        TableCell::plain(old),
        TableCell::plain(Word::Score(r.w)),
        TableCell::plain(r.n.to_string()),
        TableCell::plain(Word::Signed(pd, 1)),
        TableCell::plain(r.niveau.map_or_else(Word::default, |x| Word::Num(x, 1))),
        TableCell::plain(r.h.map_or_else(Word::default, |x| Word::Num(x, 0))),
        TableCell::with_class(new_text(r.new), "new"),
        TableCell::with_class(rule_text(r), "rule"),
    ];
    TableRow {
        id: p.id.clone(),
        cells,
    }
}

/// The INGO evaluation (seed 000, or 003 with `xiangqi`) of the tournament with the INGO
/// numbers of the player table: the legend, what is wrong with the numbers, the table.
pub fn ingo_view(t: &Tournament, edits: &[Edit], xiangqi: bool) -> ResultView {
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
    let error = Worded::by(|l: Lang| {
        let errors: Vec<String> = errors.iter().map(|e| l.error(e)).collect();
        errors.join(" · ")
    });
    ResultView {
        legend: LEGEND.to_vec(),
        error,
        table: Some(Table {
            id: "ingo".into(),
            heads: heads().to_vec(),
            rows: t
                .players
                .iter()
                .zip(&rows)
                .enumerate()
                .map(|(k, (p, r))| row(k, p, r))
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
        let v = ingo_view(&t, &edits[..1], false);
        assert_eq!(v.table.unwrap().rows.len(), 3);
    }
}
