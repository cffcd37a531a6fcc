//! The FIDE Elo beside the DWZ as data ([`Block`]s): a single estimate's Elo (the new
//! Elo with K and its reason, every game's PD and K × ΔR, the performance; or an unrated
//! player's initial rating or why there is none yet), "Meine Turniere" by rating period, and
//! the one line of the summary. Figures from the core (`crate::fide`), words from i18n.

use super::compute::{Computed, EloComputed, EloMain};
use super::estimate_view::headline;
use super::form::FieldRef;
use super::parse::Parsed;
use super::shown::{Block, Figure, Table};
use crate::fide::estimate::{FideEstimate, NotRated, RatedElo, UnratedElo};
use crate::fide::period::Period;
use crate::i18n::{Lang, Msg, PartMsg};
use std::fmt::Write;

/// Hundredths as a decimal figure: 0,54.
fn hundredths(l: Lang, x: i64) -> String {
    l.num(x as f64 / 100.0, 2)
}

/// The Elo section of the results panel (none while the player does not want the Elo): the
/// estimate, or the Elo fields to correct first.
pub fn elo_blocks(l: Lang, p: &Parsed, c: &Computed) -> Option<Vec<Block>> {
    p.elo.as_ref()?;
    Some(match c.elo.as_ref().map(|c| &c.main) {
        None => {
            let to_correct: Vec<String> = [FieldRef::Elo, FieldRef::EloK, FieldRef::EloGames]
                .iter()
                .filter_map(|f| p.errors.get(&f.id()))
                .map(|e| l.error(e))
                .collect();
            vec![Block::Notice(to_correct)]
        }
        Some(EloMain::Single(Err(err)) | EloMain::Periods(Err(err))) => {
            vec![Block::Notice(vec![l.error(err)])]
        }
        Some(EloMain::Single(Ok(FideEstimate::Rated(r)))) => rated_blocks(l, r, &p.game_rows),
        Some(EloMain::Single(Ok(FideEstimate::Unrated(u)))) => unrated_blocks(l, u),
        Some(EloMain::Periods(Ok(periods))) => {
            // Each tournament by its name ("Turnier 2" where none is typed).
            let names: Vec<String> = p
                .chain
                .iter()
                .map(|t| match t.name.trim() {
                    "" => format!("{} {}", l.text(Msg::TournamentName), t.number),
                    name => name.to_string(),
                })
                .collect();
            periods_blocks(l, periods, &names)
        }
    })
}

/// The headline of the Elo section.
fn elo_headline(label: &str, value: String, change: String) -> Block {
    headline(label, ("new-elo", "elo-change-head"), value, change, false)
}

/// A rated player: the new Elo, the figures, and each game's PD and K × ΔR.
fn rated_blocks(l: Lang, r: &RatedElo, game_rows: &[usize]) -> Vec<Block> {
    let t = move |m: PartMsg| l.text(m);
    let mut new_elo = r.rn.to_string();
    if !r.listed {
        let _ = write!(new_elo, " ({})", t(PartMsg::NotListed));
    }
    let change = if r.n == 0 {
        String::new()
    } else {
        l.signed(r.change as f64, 0)
    };
    let figures = vec![
        Figure::new(t(PartMsg::EloOld), r.ro.to_string(), "elo-ro"),
        Figure::new(l.text(Msg::EloK), l.fide_k_reason(&r.k), "elo-k"),
        Figure::new(t(PartMsg::RatedGamesN), r.n.to_string(), "elo-n"),
        Figure::new(t(PartMsg::Points), l.score(r.w as f64 / 100.0), "elo-w"),
        Figure::new(t(PartMsg::ExpectedPd), hundredths(l, r.we), "elo-we"),
        Figure::new(
            t(PartMsg::EloChange),
            l.signed(r.change as f64, 0),
            "elo-change",
        ),
        Figure::new(
            t(PartMsg::EloPerformance),
            r.rp.map_or_else(|| "–".into(), |p| p.to_string()),
            "elo-rp",
        ),
    ];
    let mut blocks = vec![
        elo_headline(t(PartMsg::NewElo), new_elo, change),
        Block::Figures(figures),
    ];
    blocks.extend(games_table(l, r, game_rows));
    blocks
}

/// Each game: opponent's Elo, result, PD and K × ΔR, or why it is not rated.
fn games_table(l: Lang, r: &RatedElo, game_rows: &[usize]) -> Option<Block> {
    if r.games.is_empty() {
        return None;
    }
    let t = move |m: PartMsg| l.text(m);
    let heads = [
        t(PartMsg::Game),
        l.text(Msg::OpponentElo),
        l.text(Msg::Result),
        t(PartMsg::PdShort),
        t(PartMsg::PerGameElo),
    ];
    let rows = r
        .games
        .iter()
        .enumerate()
        .map(|(k, g)| {
            let row = game_rows.get(k).copied().unwrap_or(k + 1);
            let opponent = g
                .opponent_rating
                .map_or_else(|| l.text(Msg::WithoutElo).to_string(), |x| x.to_string());
            let result = match g.not_rated {
                Some(NotRated::Forfeit) if g.score > 0 => "+".to_string(),
                Some(NotRated::Forfeit) => "−".to_string(),
                _ => l.score(f64::from(g.score) / 100.0),
            };
            let (pd, change) = match (g.expected, g.change, g.not_rated) {
                (Some(pd), Some(c), _) => (hundredths(l, pd.into()), l.signed(c as f64 / 100.0, 1)),
                (_, _, Some(why)) => (String::new(), l.fide_not_rated(why).to_string()),
                _ => (String::new(), String::new()),
            };
            vec![row.to_string(), opponent, result, pd, change]
        })
        .collect();
    Some(Block::Table(Table {
        id: "elo-games",
        heads: heads.map(str::to_string).to_vec(),
        rows,
        labelled: false,
    }))
}

/// An unrated player: his initial rating (8.2) with its parts, or why there is none yet.
fn unrated_blocks(l: Lang, u: &UnratedElo) -> Vec<Block> {
    let t = move |m: PartMsg| l.text(m);
    let i = &u.initial;
    let mut blocks = match (i.ru, i.reason) {
        (Some(ru), _) => vec![elo_headline(
            t(PartMsg::InitialElo),
            ru.to_string(),
            String::new(),
        )],
        (None, why) => {
            let mut blocks = vec![elo_headline(
                t(PartMsg::NoInitialElo),
                String::new(),
                String::new(),
            )];
            blocks.extend(why.map(|why| Block::Line("elo-why", "hint", l.no_initial_rating(why))));
            blocks
        }
    };
    blocks.push(Block::Figures(vec![
        Figure::new(
            t(PartMsg::RatedGamesN),
            i.games_played().to_string(),
            "elo-n",
        ),
        Figure::new(
            t(PartMsg::Points),
            l.score(i.points_scored() as f64 / 100.0),
            "elo-w",
        ),
        Figure::new(t(PartMsg::EloRa), l.num(i.ra(), 2), "elo-ra"),
        Figure::new(t(PartMsg::EloP), hundredths(l, i.p.into()), "elo-p"),
        Figure::new(t(PartMsg::EloDp), i.dp.to_string(), "elo-dp"),
    ]));
    blocks
}

/// The month of a period: 11/2026.
fn month_text(p: &Period) -> String {
    format!("{:02}/{}", p.month, p.year)
}

/// "Meine Turniere" by rating period: each period's tournaments, the Elo it starts from, K, the
/// rated games, the change and the Elo after it.
fn periods_blocks(l: Lang, periods: &[Period], names: &[String]) -> Vec<Block> {
    let t = move |m: PartMsg| l.text(m);
    let after = periods.last().and_then(|p| p.estimate.rating_after());
    let heads = [
        t(PartMsg::Period),
        l.text(Msg::TournamentName),
        t(PartMsg::EloOld),
        t(PartMsg::KShort),
        l.text(Msg::Games),
        t(PartMsg::PointsShort),
        "+/−",
        t(PartMsg::EloAfter),
    ];
    let rows = periods
        .iter()
        .map(|p| {
            let named: Vec<&str> = p
                .tournaments
                .iter()
                .filter_map(|&k| names.get(k).map(String::as_str))
                .collect();
            let cells: [String; 6] = match &p.estimate {
                FideEstimate::Rated(r) => [
                    r.ro.to_string(),
                    r.k.k.to_string(),
                    r.n.to_string(),
                    l.score(r.w as f64 / 100.0),
                    l.signed(r.change as f64, 0),
                    r.rn.to_string(),
                ],
                FideEstimate::Unrated(u) => [
                    l.text(Msg::WithoutElo).to_string(),
                    String::new(),
                    u.initial.games_played().to_string(),
                    l.score(u.initial.points_scored() as f64 / 100.0),
                    String::new(),
                    match (u.initial.ru, u.initial.reason) {
                        (Some(ru), _) => format!("{} {ru}", t(PartMsg::InitialElo)),
                        (None, Some(why)) => l.no_initial_rating(why),
                        (None, None) => "–".into(),
                    },
                ],
            };
            [month_text(p), named.join(", ")]
                .into_iter()
                .chain(cells)
                .collect()
        })
        .collect();
    vec![
        elo_headline(
            t(PartMsg::EloAfterAll),
            after.map_or_else(String::new, |a| a.to_string()),
            String::new(),
        ),
        Block::Line("", "hint", t(PartMsg::EloPeriods).to_string()),
        // Each cell with its column's name: a phone shows a period as a list of them.
        Block::Table(Table {
            id: "elo-periods",
            heads: heads.iter().map(|h| h.to_string()).collect(),
            rows,
            labelled: true,
        }),
    ]
}

/// The Elo's part of the summary line and the shared text: "Elo 1820 → 1833 (+13)", "Erst-Elo
/// 1922", "Elo nach allen Turnieren 1850"; `None` while there is none.
pub fn elo_line(l: Lang, c: &EloComputed) -> Option<String> {
    let t = move |m: PartMsg| l.text(m);
    match &c.main {
        EloMain::Single(Ok(FideEstimate::Rated(r))) => Some(format!(
            "Elo {} → {} ({})",
            r.ro,
            r.rn,
            l.signed(r.change as f64, 0)
        )),
        EloMain::Single(Ok(FideEstimate::Unrated(u))) => u
            .initial
            .ru
            .map(|ru| format!("{} {ru}", t(PartMsg::InitialElo))),
        EloMain::Periods(Ok(periods)) => {
            let after = periods.last()?.estimate.rating_after()?;
            Some(match periods.first().map(|p| &p.estimate) {
                // From the Elo he had to the Elo after all periods.
                Some(FideEstimate::Rated(first)) => format!(
                    "Elo {} → {after} ({})",
                    first.ro,
                    l.signed((after - i64::from(first.ro)) as f64, 0)
                ),
                _ => format!("{} {after}", t(PartMsg::EloAfterAll)),
            })
        }
        _ => None,
    }
}

/// The Elo in the phone's one-line summary beside the DWZ: the new Elo and its
/// change, "Elo 1806 (+4)", or an initial rating.
pub fn elo_short(l: Lang, c: &EloComputed) -> Option<String> {
    match &c.main {
        EloMain::Single(Ok(FideEstimate::Rated(r))) => {
            Some(format!("Elo {} ({})", r.rn, l.signed(r.change as f64, 0)))
        }
        EloMain::Periods(Ok(periods)) => {
            let after = periods.last()?.estimate.rating_after()?;
            Some(match periods.first().map(|p| &p.estimate) {
                Some(FideEstimate::Rated(first)) => {
                    format!(
                        "Elo {after} ({})",
                        l.signed((after - i64::from(first.ro)) as f64, 0)
                    )
                }
                _ => format!("Elo {after}"),
            })
        }
        _ => elo_line(l, c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dwz::Date;
    use crate::dwz::Mode;
    use crate::web::calc::compute::compute;
    use crate::web::calc::form::Form;
    use crate::web::calc::parse::parse;
    use crate::web::calc::shown::texts;

    /// The headline's new Elo.
    fn new_elo(blocks: &[Block]) -> &str {
        match blocks.first() {
            Some(Block::Headline(h)) if h.ids.0 == "new-elo" => &h.value,
            _ => panic!("{blocks:?}"),
        }
    }

    fn computed(query: &str) -> (Parsed, Computed) {
        let pairs: Vec<(String, String)> = query
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .map(|(k, v)| (k.into(), v.into()))
            .collect();
        let p = parse(&Form::from_query(&pairs), Date::new(2026, 11, 21).unwrap());
        let c = compute(&p, Mode::Table);
        (p, c)
    }

    /// The example: 1820 against 1790 (won) and 1900 (won by forfeit): K 20, one rated
    /// game, 20 × .46 = 9.2 → 9: 1829.
    #[test]
    fn a_rated_player_sees_his_new_elo_and_every_game() {
        let (p, c) = computed("t=voraus&dwz=1743&elo=1820&g=1612:1;1800:+&ge=1790;1900");
        assert_eq!(p.elo.as_ref().unwrap().input.games.len(), 2);
        let blocks = elo_blocks(Lang::De, &p, &c).unwrap();
        assert_eq!(new_elo(&blocks), "1829");
        let h = texts(&blocks);
        assert!(h.contains("K 20: 30 und mehr Partien, unter 2400"), "{h}");
        assert!(h.contains("\n1 | 1790 | 1 | 0,54 | +9,2\n"), "{h}");
        assert!(h.contains("kampflos: nicht gewertet"), "{h}");
        assert_eq!(
            elo_line(Lang::De, c.elo.as_ref().unwrap()).unwrap(),
            "Elo 1820 → 1829 (+9)"
        );
    }

    /// "Meine Turniere" without Elo: an earlier game without a date counts from the first
    /// period on; once five games are rated he has his initial rating and is rated on.
    #[test]
    fn my_tournaments_pool_an_unrated_player_s_games_until_he_has_a_rating() {
        let q = "t=turniere&eon=1&ef=1902:1:&tn1=A&te1=06.09.2026&tg1=1800:1;1800:½&tge1=1877;1884\
                 &tn2=B&te2=11.10.2026&tg2=1800:½;1800:0&tge2=2012;1832&tn3=C&te3=22.11.2026&tg3=1800:1&tge3=1922";
        let (p, c) = computed(q);
        let EloMain::Periods(Ok(periods)) = &c.elo.as_ref().unwrap().main else {
            panic!("{c:?}")
        };
        assert_eq!(periods.len(), 3);
        let FideEstimate::Unrated(first) = &periods[0].estimate else {
            panic!()
        };
        assert_eq!(
            first.initial.games_played(),
            3,
            "the undated earlier game counts"
        );
        // The spec's example after October: 3 of 5 against 1902 … 1832: 1922.
        assert_eq!(periods[1].estimate.published(), Some(1922));
        assert!(matches!(periods[2].estimate, FideEstimate::Rated(_)));
        let h = texts(&elo_blocks(Lang::De, &p, &c).unwrap());
        assert!(
            h.contains("\n10/2026 | B | ") && h.contains("Erst-Elo 1922"),
            "{h}"
        );
    }

    /// An unrated player: the spec's example, 3 of 5 against 1902 … 1832: 1922; with fewer
    /// games why there is none yet.
    #[test]
    fn an_unrated_player_sees_his_initial_rating_or_why_not() {
        let q = "t=voraus&dwz=1743&eon=1&g=1800:1;1800:1;1800:½;1800:½;1800:0&ge=1902;1877;1884;2012;1832";
        let (p, c) = computed(q);
        let blocks = elo_blocks(Lang::En, &p, &c).unwrap();
        assert_eq!(new_elo(&blocks), "1922");
        let h = texts(&blocks);
        assert!(h.contains("1,872.43") || h.contains("1872.43"), "{h}");
        let q = "t=voraus&dwz=1743&eon=1&g=1800:1;1800:1&ge=1902;1877&ef=1700:½:14.12.2025";
        let (p, c) = computed(q);
        assert_eq!(p.elo.as_ref().unwrap().input.earlier_games.len(), 1);
        let h = texts(&elo_blocks(Lang::De, &p, &c).unwrap());
        assert!(h.contains("erst 3 gewertete Partien"), "{h}");
    }
}
