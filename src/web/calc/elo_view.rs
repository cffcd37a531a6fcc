//! The FIDE Elo beside the DWZ as data ([`Block`]s): a single estimate's Elo (the new
//! Elo with K and its reason, every game's PD and K × ΔR, the performance; or an unrated
//! player's initial rating or why there is none yet), "Meine Turniere" by rating period, and
//! the one line of the summary. Figures from the core (`crate::fide`), texts as [`Text`]s
//! worded where shown.

use super::compute::{Computed, EloComputed, EloMain};
use super::estimate_view::headline;
use super::form::FieldRef;
use super::parse::Parsed;
use super::shown::{join, join_with, Block, Figure, Table, Text};
use crate::fide::estimate::{FideEstimate, NotRated, RatedElo, UnratedElo};
use crate::fide::period::Period;
use crate::i18n::{CalcResultWords, FormWords};

/// Hundredths as a decimal figure: 0,54.
fn hundredths(x: i64) -> Text {
    Text::num(x as f64 / 100.0, 2)
}

/// A whole Elo figure.
fn int(x: impl Into<i64>) -> Text {
    Text::Int(x.into())
}

/// The Elo section of the results panel (none while the player does not want the Elo): the
/// estimate, or the Elo fields to correct first.
pub fn elo_blocks(p: &Parsed, c: &Computed) -> Option<Vec<Block>> {
    p.elo.as_ref()?;
    Some(match c.elo.as_ref().map(|c| &c.main) {
        None => {
            let to_correct: Vec<Text> = [FieldRef::Elo, FieldRef::EloK, FieldRef::EloGames]
                .iter()
                .filter_map(|f| p.errors.get(&f.id()))
                .map(|e| e.clone().into())
                .collect();
            vec![Block::Notice(to_correct)]
        }
        Some(EloMain::Single(Err(err)) | EloMain::Periods(Err(err))) => {
            vec![Block::Notice(vec![err.clone().into()])]
        }
        Some(EloMain::Single(Ok(FideEstimate::Rated(r)))) => rated_blocks(r, &p.game_rows),
        Some(EloMain::Single(Ok(FideEstimate::Unrated(u)))) => unrated_blocks(u),
        Some(EloMain::Periods(Ok(periods))) => {
            // Each tournament by its name ("Turnier 2" where none is typed).
            let names: Vec<Text> = p
                .chain
                .iter()
                .map(|t| match t.name.trim() {
                    "" => join([
                        FormWords::TournamentName.into(),
                        " ".into(),
                        int(t.number as i64),
                    ]),
                    name => name.to_string().into(),
                })
                .collect();
            periods_blocks(periods, &names)
        }
    })
}

/// The headline of the Elo section.
fn elo_headline(label: CalcResultWords, value: Option<Text>, change: Option<Text>) -> Block {
    headline(label, ("new-elo", "elo-change-head"), value, change, false)
}

/// A rated player: the new Elo, the figures, and each game's PD and K × ΔR.
fn rated_blocks(r: &RatedElo, game_rows: &[usize]) -> Vec<Block> {
    let new_elo = if r.listed {
        int(r.rn)
    } else {
        join([
            int(r.rn),
            " (".into(),
            CalcResultWords::NotListed.into(),
            ")".into(),
        ])
    };
    let change = (r.n != 0).then(|| Text::signed(r.change as f64, 0));
    let figures = vec![
        Figure::new(CalcResultWords::EloOld, int(r.ro), "elo-ro"),
        Figure::new(FormWords::EloK, Text::KReason(r.k), "elo-k"),
        Figure::new(CalcResultWords::RatedGamesN, r.n as i64, "elo-n"),
        Figure::new(
            CalcResultWords::Points,
            Text::score(r.w as f64 / 100.0),
            "elo-w",
        ),
        Figure::new(CalcResultWords::ExpectedPd, hundredths(r.we), "elo-we"),
        Figure::new(
            CalcResultWords::EloChange,
            Text::signed(r.change as f64, 0),
            "elo-change",
        ),
        Figure::new(
            CalcResultWords::EloPerformance,
            r.rp.map_or(Text::Sign("–"), int),
            "elo-rp",
        ),
    ];
    let mut blocks = vec![
        elo_headline(CalcResultWords::NewElo, Some(new_elo), change),
        Block::Figures(figures),
    ];
    blocks.extend(games_table(r, game_rows));
    blocks
}

/// Each game: opponent's Elo, result, PD and K × ΔR, or why it is not rated.
fn games_table(r: &RatedElo, game_rows: &[usize]) -> Option<Block> {
    if r.games.is_empty() {
        return None;
    }
    let heads = [
        CalcResultWords::Game.into(),
        FormWords::OpponentElo.into(),
        FormWords::Result.into(),
        CalcResultWords::PdShort.into(),
        CalcResultWords::PerGameElo.into(),
    ];
    let rows = r
        .games
        .iter()
        .enumerate()
        .map(|(k, g)| {
            let row = game_rows.get(k).copied().unwrap_or(k + 1);
            let opponent = g.opponent_rating.map_or(FormWords::WithoutElo.into(), int);
            let result = match g.not_rated {
                Some(NotRated::Forfeit) if g.score > 0 => "+".into(),
                Some(NotRated::Forfeit) => "−".into(),
                _ => Text::score(f64::from(g.score) / 100.0),
            };
            let (pd, change) = match (g.expected, g.change, g.not_rated) {
                (Some(pd), Some(c), _) => {
                    (hundredths(pd.into()), Text::signed(c as f64 / 100.0, 1))
                }
                (_, _, Some(why)) => (Text::default(), Text::NotRated(why)),
                _ => (Text::default(), Text::default()),
            };
            vec![int(row as i64), opponent, result, pd, change]
        })
        .collect();
    Some(Block::Table(Table {
        id: "elo-games",
        heads: heads.to_vec(),
        rows,
        labelled: false,
    }))
}

/// An unrated player: his initial rating (8.2) with its parts, or why there is none yet.
fn unrated_blocks(u: &UnratedElo) -> Vec<Block> {
    let i = &u.initial;
    let mut blocks = match (i.ru, i.reason) {
        (Some(ru), _) => vec![elo_headline(
            CalcResultWords::InitialElo,
            Some(int(ru)),
            None,
        )],
        (None, why) => {
            let mut blocks = vec![elo_headline(CalcResultWords::NoInitialElo, None, None)];
            blocks.extend(why.map(|why| Block::Line("elo-why", "hint", Text::NoInitialElo(why))));
            blocks
        }
    };
    blocks.push(Block::Figures(vec![
        Figure::new(
            CalcResultWords::RatedGamesN,
            i.games_played() as i64,
            "elo-n",
        ),
        Figure::new(
            CalcResultWords::Points,
            Text::score(i.points_scored() as f64 / 100.0),
            "elo-w",
        ),
        Figure::new(CalcResultWords::EloRa, Text::num(i.ra(), 2), "elo-ra"),
        Figure::new(CalcResultWords::EloP, hundredths(i.p.into()), "elo-p"),
        Figure::new(CalcResultWords::EloDp, int(i.dp), "elo-dp"),
    ]));
    blocks
}

/// The month of a period: 11/2026.
fn month_text(p: &Period) -> Text {
    Text::Plain(format!("{:02}/{}", p.month, p.year))
}

/// "Meine Turniere" by rating period: each period's tournaments, the Elo it starts from, K, the
/// rated games, the change and the Elo after it.
fn periods_blocks(periods: &[Period], names: &[Text]) -> Vec<Block> {
    let after = periods.last().and_then(|p| p.estimate.rating_after());
    let heads = [
        CalcResultWords::Period.into(),
        FormWords::TournamentName.into(),
        CalcResultWords::EloOld.into(),
        CalcResultWords::KShort.into(),
        FormWords::Games.into(),
        CalcResultWords::PointsShort.into(),
        "+/−".into(),
        CalcResultWords::EloAfter.into(),
    ];
    let rows = periods
        .iter()
        .map(|p| {
            let named = join_with(
                p.tournaments.iter().filter_map(|&k| names.get(k).cloned()),
                ", ",
            );
            let cells: [Text; 6] = match &p.estimate {
                FideEstimate::Rated(r) => [
                    int(r.ro),
                    int(r.k.k),
                    int(r.n as i64),
                    Text::score(r.w as f64 / 100.0),
                    Text::signed(r.change as f64, 0),
                    int(r.rn),
                ],
                FideEstimate::Unrated(u) => [
                    FormWords::WithoutElo.into(),
                    Text::default(),
                    int(u.initial.games_played() as i64),
                    Text::score(u.initial.points_scored() as f64 / 100.0),
                    Text::default(),
                    match (u.initial.ru, u.initial.reason) {
                        (Some(ru), _) => {
                            join([CalcResultWords::InitialElo.into(), " ".into(), int(ru)])
                        }
                        (None, Some(why)) => Text::NoInitialElo(why),
                        (None, None) => "–".into(),
                    },
                ],
            };
            [month_text(p), Text::Join(named)]
                .into_iter()
                .chain(cells)
                .collect()
        })
        .collect();
    vec![
        elo_headline(CalcResultWords::EloAfterAll, after.map(int), None),
        Block::Line("", "hint", CalcResultWords::EloPeriods.into()),
        // Each cell with its column's name: a phone shows a period as a list of them.
        Block::Table(Table {
            id: "elo-periods",
            heads: heads.to_vec(),
            rows,
            labelled: true,
        }),
    ]
}

/// The Elo's part of the summary line and the shared text: "Elo 1820 → 1833 (+13)", "Erst-Elo
/// 1922", "Elo nach allen Turnieren 1850"; `None` while there is none.
pub fn elo_line(c: &EloComputed) -> Option<Text> {
    match &c.main {
        EloMain::Single(Ok(FideEstimate::Rated(r))) => Some(join([
            "Elo ".into(),
            int(r.ro),
            " → ".into(),
            int(r.rn),
            " (".into(),
            Text::signed(r.change as f64, 0),
            ")".into(),
        ])),
        EloMain::Single(Ok(FideEstimate::Unrated(u))) => u
            .initial
            .ru
            .map(|ru| join([CalcResultWords::InitialElo.into(), " ".into(), int(ru)])),
        EloMain::Periods(Ok(periods)) => {
            let after = periods.last()?.estimate.rating_after()?;
            Some(match periods.first().map(|p| &p.estimate) {
                // From the Elo he had to the Elo after all periods.
                Some(FideEstimate::Rated(first)) => join([
                    "Elo ".into(),
                    int(first.ro),
                    " → ".into(),
                    int(after),
                    " (".into(),
                    Text::signed((after - i64::from(first.ro)) as f64, 0),
                    ")".into(),
                ]),
                _ => join([CalcResultWords::EloAfterAll.into(), " ".into(), int(after)]),
            })
        }
        _ => None,
    }
}

/// The Elo in the phone's one-line summary beside the DWZ: the new Elo and its
/// change, "Elo 1806 (+4)", or an initial rating.
pub fn elo_short(c: &EloComputed) -> Option<Text> {
    match &c.main {
        EloMain::Single(Ok(FideEstimate::Rated(r))) => Some(join([
            "Elo ".into(),
            int(r.rn),
            " (".into(),
            Text::signed(r.change as f64, 0),
            ")".into(),
        ])),
        EloMain::Periods(Ok(periods)) => {
            let after = periods.last()?.estimate.rating_after()?;
            Some(match periods.first().map(|p| &p.estimate) {
                Some(FideEstimate::Rated(first)) => join([
                    "Elo ".into(),
                    int(after),
                    " (".into(),
                    Text::signed((after - i64::from(first.ro)) as f64, 0),
                    ")".into(),
                ]),
                _ => join(["Elo ".into(), int(after)]),
            })
        }
        _ => elo_line(c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dwz::Date;
    use crate::dwz::Mode;
    use crate::i18n::Lang;
    use crate::web::calc::compute::compute;
    use crate::web::calc::form::Form;
    use crate::web::calc::parse::parse;
    use crate::web::calc::shown::texts;

    /// The headline's new Elo.
    fn new_elo(blocks: &[Block]) -> String {
        match blocks.first() {
            Some(Block::Headline(h)) if h.ids.0 == "new-elo" => {
                h.value.as_ref().unwrap().word(Lang::De)
            }
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
        let blocks = elo_blocks(&p, &c).unwrap();
        assert_eq!(new_elo(&blocks), "1829");
        let h = texts(Lang::De, &blocks);
        assert!(h.contains("K 20: 30 und mehr Partien, unter 2400"), "{h}");
        assert!(h.contains("\n1 | 1790 | 1 | 0,54 | +9,2\n"), "{h}");
        assert!(h.contains("kampflos: nicht gewertet"), "{h}");
        assert_eq!(
            elo_line(c.elo.as_ref().unwrap()).unwrap().word(Lang::De),
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
        let h = texts(Lang::De, &elo_blocks(&p, &c).unwrap());
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
        let blocks = elo_blocks(&p, &c).unwrap();
        assert_eq!(new_elo(&blocks), "1922");
        let h = texts(Lang::En, &blocks);
        assert!(h.contains("1,872.43") || h.contains("1872.43"), "{h}");
        let q = "t=voraus&dwz=1743&eon=1&g=1800:1;1800:1&ge=1902;1877&ef=1700:½:14.12.2025";
        let (p, c) = computed(q);
        assert_eq!(p.elo.as_ref().unwrap().input.earlier_games.len(), 1);
        let h = texts(Lang::De, &elo_blocks(&p, &c).unwrap());
        assert!(h.contains("erst 3 gewertete Partien"), "{h}");
    }
}
