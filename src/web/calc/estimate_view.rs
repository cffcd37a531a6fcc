//! A single estimate's panel as HTML text: the headline (new DWZ or Erst-DWZ), the figures of
//! the calculation, the rows not counted, and its charts ([`super::chart`]); the one line that
//! says the result. Pure output, redrawn whole on every change, so it is written as one string
//! (every text escaped by [`esc`]) rather than as hundreds of reactive elements: that keeps the
//! wasm small. Values come from the core; here only layout.

use super::chart::{change_bars, expectation_curve};
use crate::dwz::estimate::{EstimateResult, FirstRatingEstimate, RatedEstimate, SingleResult};
use crate::dwz::{AgeGroup, Mode};
use crate::i18n::{Lang, Msg};
use crate::web::common::html::esc;
use std::fmt::Write;

fn age_text(l: Lang, age: AgeGroup) -> &'static str {
    l.text(match age {
        AgeGroup::Youth => Msg::AgeYouth,
        AgeGroup::Junior => Msg::AgeJunior,
        AgeGroup::Adult => Msg::AgeAdult,
    })
}

/// What the page knows beside the estimate: the form's row number of each game given to the
/// core, the rows that could not be read (worded), the game results as typed (for the list of
/// games left out), and the expired Restpartien (their row numbers).
#[derive(Debug, Clone, Default)]
pub struct Rows {
    /// The form's row number of each game given to the core, in order.
    pub game_rows: Vec<usize>,
    /// The results of the games given to the core (to say why one was left out).
    pub results: Vec<SingleResult>,
    /// Messages of the rows that are not counted because they cannot be read.
    pub not_read: Vec<String>,
    /// Row numbers of Restpartien older than two years at the tournament end.
    pub expired: Vec<usize>,
    /// "Meine Turniere": each tournament given to the core, its place on the page and how many
    /// game rows were typed in it.
    pub chain: Vec<(usize, usize)>,
    /// The birth year was left empty (the core takes an adult).
    pub no_birth_year: bool,
}

impl Rows {
    /// While a row cannot be read, the result is provisional.
    pub fn provisional(&self) -> bool {
        !self.not_read.is_empty()
    }

    /// " (vorläufig)" to follow a summary line while the result is provisional, else "".
    pub fn provisional_suffix(&self, l: Lang) -> String {
        if self.provisional() {
            format!(" ({})", l.text(Msg::Provisional))
        } else {
            String::new()
        }
    }

    fn row(&self, game: usize) -> usize {
        self.game_rows.get(game).copied().unwrap_or(game + 1)
    }
}

/// The one line that says the result (the live region and the compact summary on a phone).
pub fn estimate_summary(l: Lang, r: &EstimateResult, rows: &Rows) -> String {
    let t = move |m: Msg| l.text(m);
    let provisional = rows.provisional_suffix(l);
    match r {
        EstimateResult::Rated(r) => match (r.rn, r.index_new, r.change()) {
            (Some(rn), Some(i), Some(c)) => format!(
                "{}: {} - {i} ({}){provisional}",
                t(Msg::NewDwz),
                rn as i64,
                l.signed(c, 0)
            ),
            _ => t(Msg::NoGamesYet).to_string(),
        },
        EstimateResult::First(f) => match (f.r1, f.none_because) {
            (Some(r1), _) => format!("{}: {} - 1{provisional}", t(Msg::FirstDwz), r1 as i64),
            (None, Some(reason)) => format!("{}: {}", t(Msg::NoFirst), l.games_missing(reason)),
            (None, None) => t(Msg::NoFirst).to_string(),
        },
    }
}

/// The calculator's results panel: the figures of an estimate, the change of every game as
/// bars and the expected-score curve, or why there is no first DWZ yet (every text escaped).
pub fn estimate_html(l: Lang, mode: Mode, r: &EstimateResult, rows: &Rows) -> String {
    match r {
        EstimateResult::Rated(r) => rated_html(l, mode, r, rows),
        EstimateResult::First(f) => first_html(l, f, rows),
    }
}

/// A panel that only says what is missing (e.g. the player's DWZ, or a field to correct).
pub fn notice_html(l: Lang, messages: &[String]) -> String {
    let items: String = messages
        .iter()
        .map(|m| format!("<li>{}</li>", esc(m)))
        .collect();
    format!(
        "<p class=\"hint\" id=\"notice\">{}</p><ul class=\"errors\">{items}</ul>",
        esc(l.text(Msg::FixFirst))
    )
}

/// The headline of a panel: label, big value (`ids.0`), change (`ids.1`), "provisional"; an
/// empty value or change is left out.
pub fn headline(
    label: &str,
    ids: (&str, &str),
    value: &str,
    change: &str,
    provisional: Option<&str>,
) -> String {
    let (id, change_id) = ids;
    let mut h = format!(
        "<div class=\"headline\"><span class=\"label\">{}</span>",
        esc(label)
    );
    if !value.is_empty() {
        let _ = write!(
            h,
            "<output id=\"{id}\" class=\"big\">{}</output>",
            esc(value)
        );
    }
    if !change.is_empty() {
        let _ = write!(
            h,
            "<span id=\"{change_id}\" class=\"change\">{}</span>",
            esc(change)
        );
    }
    if let Some(p) = provisional {
        let _ = write!(
            h,
            "<span class=\"provisional\" id=\"provisional\">{}</span>",
            esc(p)
        );
    }
    h.push_str("</div>");
    h
}

/// The rows not counted: those that cannot be read, forfeits and opponents without DWZ
/// (`r_ignored`: the games the core left out), expired Restpartien.
pub fn not_counted(l: Lang, r_ignored: &[usize], rows: &Rows) -> String {
    let mut items: Vec<String> = rows.not_read.clone();
    for &game in r_ignored {
        let why = match rows.results.get(game) {
            Some(SingleResult::ForfeitWin) | Some(SingleResult::ForfeitLoss) => Msg::IgnoredForfeit,
            _ => Msg::IgnoredNoDwz,
        };
        items.push(format!(
            "{} {}: {}",
            l.text(Msg::Game),
            rows.row(game),
            l.text(why)
        ));
    }
    for &row in &rows.expired {
        items.push(format!(
            "{} {row}: {}",
            l.text(Msg::RestGame),
            l.text(Msg::Expired)
        ));
    }
    if items.is_empty() {
        return String::new();
    }
    let list: String = items
        .iter()
        .map(|m| format!("<li>{}</li>", esc(m)))
        .collect();
    format!(
        "<div class=\"not-counted\" id=\"not-counted\"><p>{}</p><ul>{list}</ul></div>",
        esc(l.text(Msg::NotCounted))
    )
}

fn rated_html(l: Lang, mode: Mode, r: &RatedEstimate, rows: &Rows) -> String {
    let t = move |m: Msg| l.text(m);
    let dash = || "–".to_string();
    let new_dwz = match (r.rn, r.index_new) {
        (Some(rn), Some(i)) => format!("{} - {}", rn as i64, i),
        _ => dash(),
    };
    let change = r.change().map(|x| l.signed(x, 0)).unwrap_or_default();
    let k_parts = match r.k {
        Some(_) if r.k_given => t(Msg::KGiven).to_string(),
        Some(k) => format!("{} · {} + {}", l.num(k.k0, 0), l.num(k.b, 3), l.num(k.a, 3)),
        None => dash(),
    };
    let figures_rows = [
        (t(Msg::Points).to_string(), l.score(r.w), "w"),
        (t(Msg::GamesN).to_string(), r.n.to_string(), "n"),
        (
            t(Msg::Expectation).to_string(),
            r.we.map(|w| l.num(w, 3)).unwrap_or_else(dash),
            "we",
        ),
        (
            t(Msg::Difference).to_string(),
            r.w_minus_we().map(|x| l.signed(x, 3)).unwrap_or_else(dash),
            "diff",
        ),
        (
            t(Msg::KFactor).to_string(),
            r.k.map(|k| l.num(k.k, 1)).unwrap_or_else(dash),
            "k",
        ),
        (t(Msg::KParts).to_string(), k_parts, "kparts"),
        (
            t(Msg::OppAverage).to_string(),
            r.rc.map(|x| l.num(x, 0)).unwrap_or_else(dash),
            "rc",
        ),
        (
            t(Msg::Performance).to_string(),
            r.rh.map(|x| l.num(x, 0)).unwrap_or_else(dash),
            "rh",
        ),
    ];
    let mut age = age_text(l, r.age_group).to_string();
    if rows.no_birth_year {
        age.push_str(" · ");
        age.push_str(t(Msg::BirthYearAssumed));
    }
    if r.index_assumed {
        age.push_str(" · ");
        age.push_str(t(Msg::IndexAssumed));
    }
    let bars: Vec<(String, f64)> = r
        .changes
        .iter()
        .map(|g| {
            (
                format!(
                    "{}. {} ({})",
                    rows.row(g.game),
                    g.opponent_rating as i64,
                    l.score(g.score)
                ),
                g.change,
            )
        })
        .collect();
    let ratings: Vec<f64> = r.changes.iter().map(|g| g.opponent_rating).collect();
    let provisional = rows.provisional().then(|| t(Msg::Provisional));
    format!(
        "{}<p class=\"age\">{}</p>{}{}{}{}",
        headline(
            t(Msg::NewDwz),
            ("new-dwz", "change"),
            &new_dwz,
            &change,
            provisional
        ),
        esc(&age),
        not_counted(l, &r.ignored, rows),
        figures(&figures_rows),
        change_bars(&bars, l, t(Msg::PerGame)),
        expectation_curve(r.ro, r.w, &ratings, mode, l)
    )
}

fn first_html(l: Lang, f: &FirstRatingEstimate, rows: &Rows) -> String {
    let t = move |m: Msg| l.text(m);
    let n = move |x: f64| l.num(x, 0);
    let provisional = rows.provisional().then(|| t(Msg::Provisional));
    if let Some(reason) = f.none_because {
        return format!(
            "{}<p id=\"no-first\" class=\"reason\">{}</p>{}",
            headline(
                t(Msg::NoFirst),
                ("first-dwz", "change"),
                "",
                "",
                provisional
            ),
            esc(&l.no_first_rating(reason)),
            not_counted(l, &f.ignored, rows)
        );
    }
    let dash = || "–".to_string();
    let r1 = f.r1.map(n).unwrap_or_else(dash);
    let correction = f.correction().map(|x| l.signed(x, 0)).unwrap_or_else(dash);
    let figures_rows = [
        (t(Msg::Points).to_string(), l.score(f.w), "w"),
        (t(Msg::GamesN).to_string(), f.n.to_string(), "n"),
        (
            t(Msg::OppAverage).to_string(),
            f.rc.map(n).unwrap_or_else(dash),
            "rc",
        ),
        (
            t(Msg::StartValue).to_string(),
            f.rp.map(n).unwrap_or_else(dash),
            "rp",
        ),
        (
            t(Msg::IterationResult).to_string(),
            f.ri.map(n).unwrap_or_else(dash),
            "ri",
        ),
        (t(Msg::Correction).to_string(), correction, "corr"),
        (t(Msg::FirstDwz).to_string(), r1.clone(), "r1"),
    ];
    let draw = f
        .fictive_draw
        .map(|d| {
            format!(
                "<p class=\"hint\" id=\"fictive\">{} {} (100 %)</p>",
                esc(t(Msg::FictiveDraw)),
                esc(&n(d))
            )
        })
        .unwrap_or_default();
    let trace: String = f
        .trace
        .iter()
        .map(|&r| format!("<li>{}</li>", esc(&n(r))))
        .collect();
    let [w, games, rc, rp, ri, corr, _] = &figures_rows;
    let words = l.first_rating_words([&w.1, &games.1, &rc.1, &rp.1, &ri.1, &corr.1, &r1]);
    format!(
        "{}{}{}<p id=\"first-words\" class=\"reason\">{}</p>{}<details class=\"trace\"><summary>{}</summary><ol>{}</ol></details>",
        headline(
            t(Msg::FirstDwz),
            ("first-dwz", "change"),
            &format!("{r1} - 1"),
            "",
            provisional
        ),
        not_counted(l, &f.ignored, rows),
        draw,
        esc(&words),
        figures(&figures_rows),
        esc(t(Msg::Iteration)),
        trace
    )
}

/// `<dl>` of (label, value, id) rows; the values get the ids `out-<id>`.
pub fn figures(rows: &[(String, String, &str)]) -> String {
    let mut html = String::from("<dl class=\"figures\">");
    for (label, value, id) in rows {
        let _ = write!(
            html,
            "<div><dt>{}</dt><dd id=\"out-{}\">{}</dd></div>",
            esc(label),
            esc(id),
            esc(value)
        );
    }
    html.push_str("</dl>");
    html
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dwz::estimate::{estimate, EstimateGame, EstimateInput, EstimateKind};
    use crate::dwz::{Date, Parameters};

    fn b(games: &[(u32, SingleResult)]) -> EstimateResult {
        let input = EstimateInput {
            kind: EstimateKind::Recheck,
            end_date: Date::parse("2026-12-12"),
            dwz: Some(2100),
            index: Some(55),
            birth_year: Some(2004),
            k: Some(32.0),
            games: games
                .iter()
                .map(|&(r, result)| EstimateGame {
                    opponent_rating: Some(r),
                    result,
                })
                .collect(),
            rest_games: vec![],
        };
        estimate(&input, Mode::Table, &Parameters::default()).unwrap()
    }

    #[test]
    fn the_panel_keeps_the_form_s_row_numbers_and_says_what_is_not_counted() {
        use SingleResult::*;
        // Row 3 could not be read; row 5 is a forfeit.
        let games = [
            (2220, Score(0.0)),
            (1800, Score(0.5)),
            (1961, Score(1.0)),
            (1179, ForfeitWin),
        ];
        let r = b(&games);
        let rows = Rows {
            game_rows: vec![1, 2, 4, 5],
            results: games.iter().map(|g| g.1).collect(),
            not_read: vec!["Partie 3, Gegner-DWZ: „abc“ ist keine Zahl".into()],
            expired: vec![],
            ..Rows::default()
        };
        let html = estimate_html(Lang::De, Mode::Table, &r, &rows);
        assert!(html.contains("vorläufig"), "{html}");
        assert!(html.contains("Partie 3, Gegner-DWZ: „abc“ ist keine Zahl"));
        assert!(html.contains("Partie 5: kampflos"), "{html}");
        assert!(
            html.contains(">4. 1961 (1)<"),
            "the bars keep the row numbers: {html}"
        );
        assert!(estimate_summary(Lang::De, &r, &rows).ends_with("(vorläufig)"));
    }

    #[test]
    fn chart_texts_do_not_scale_with_the_picture() {
        // Text in an SVG with a viewBox shrinks with the picture on a phone: every text is in
        // the outer SVG (no viewBox) or in HTML; no inline style (the CSP refuses them).
        let r = b(&[
            (2220, SingleResult::Score(0.0)),
            (1800, SingleResult::Score(1.0)),
        ]);
        let html = estimate_html(Lang::En, Mode::Table, &r, &Rows::default());
        for inner in html.split("<svg x=").skip(1) {
            let inner = &inner[..inner.find("</svg>").unwrap()];
            assert!(!inner.contains("<text"), "{inner}");
        }
        assert_eq!(html.matches("viewBox").count(), 1, "{html}");
        assert!(!html.contains("style="), "{html}");
        assert!(html.contains(">DWZ 2100<"));
    }
}
