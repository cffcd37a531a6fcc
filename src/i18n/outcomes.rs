//! The words of the cores' results that are not errors: why K (FIDE) is what it is, why a game
//! is not rated, why there is no first rating or initial rating yet.

use super::terms::Units;
use super::texts::Texts;
use super::Lang;

messages! {
    /// The words of the cores' results that are not errors ({games}, {k} …: filled in).
    OutcomeWords {
    Reached2400 => "die Elo hat 2400 erreicht", "the rating has reached 2400";
    Youth => "bis Ende des Jahres, in dem er 18 wird, und unter 2300", "to the end of the year of the 18th birthday, under 2300";
    FewGames => "noch keine 30 Partien", "fewer than 30 games before";
    Standard => "30 und mehr Partien, unter 2400", "30 or more games, under 2400";
    Given => "wie angegeben", "as given";
    KCapped => "; K × n höchstens 700: {k}", "; K × n at most 700: {k}";
    NotRatedForfeit => "kampflos: nicht gewertet", "forfeit: not rated";
    NotRatedUnrated => "Gegner ohne Elo: nicht gewertet", "unrated opponent: not rated";
    FewerThanFive => "erst {games} gewertete {noun}; nötig sind 5: noch {more} gegen Gegner mit Elo",
        "Only {games} rated {noun}; 5 are needed: {more} more against rated opponents";
    BelowFloor => "{rating} liegt unter 1400: keine veröffentlichte Elo", "{rating} is below 1400: no published rating";
    // {verb}: German only ("Es zählt erst 1 Partie"); the English sentence has no verb to fill.
    TooFewGames => "Es {verb} erst {games} gegen Gegner mit DWZ (mit Restpartien); nötig sind {needed}: {missing} mit DWZ-Gegnern. Bis dahin werden die Partien als Restpartien gespeichert und zählen später mit.",
        "Only {games} against rated opponents count so far (stored games included); {needed} are needed: {missing} against rated opponents. Until then the games are stored (as Restpartien) and count later.";
    Counts => "zählt", "counts";
    Count => "zählen", "count";
    NoPoints => "In {games} gegen Gegner mit DWZ noch kein Punkt; schon ein Remis reicht für eine Erst-DWZ.",
        "No point yet in {games} against rated opponents; a single draw is enough for a first rating.";
    // The games still missing: "noch 1 Partie" ({games}), "1 more game" ({n} {noun}).
    GamesMissing => "noch {games}", "{n} more {noun}";
    }
}

impl Lang {
    /// "1 Partie", "3 Partien"; "1 game", "3 games".
    fn games(self, n: usize) -> String {
        format!("{n} {}", self.counted(n, Units::Game, Units::Games))
    }

    /// The games still missing: "noch 1 Partie", "noch 2 Partien"; "1 more game", "2 more games".
    fn more_games(self, n: usize) -> String {
        self.filled(
            OutcomeWords::GamesMissing,
            &[
                ("games", &self.games(n)),
                ("n", &n.to_string()),
                ("noun", self.counted(n, Units::Game, Units::Games)),
            ],
        )
    }

    /// Why K (FIDE 8.3.3) is what it is, with the cap K × n ≤ 700 where it lowered it.
    ///
    /// ```
    /// use wertung::fide::k_factor::{KFactor, KReason};
    /// use wertung::i18n::Lang;
    /// let k = KFactor { k: 17, reason: KReason::Standard, uncapped: Some(20) };
    /// assert_eq!(Lang::De.fide_k_reason(&k), "K 20: 30 und mehr Partien, unter 2400; K × n höchstens 700: 17");
    /// assert_eq!(Lang::En.fide_k_reason(&k), "K 20: 30 or more games, under 2400; K × n at most 700: 17");
    /// ```
    pub fn fide_k_reason(self, k: &crate::fide::k_factor::KFactor) -> String {
        use crate::fide::k_factor::KReason::{FewGames, Given, Reached2400, Standard, Youth};
        let rule_k = k.uncapped.unwrap_or(k.k);
        let why = self.text(match k.reason {
            Reached2400 => OutcomeWords::Reached2400,
            Youth => OutcomeWords::Youth,
            FewGames => OutcomeWords::FewGames,
            Standard => OutcomeWords::Standard,
            Given => OutcomeWords::Given,
        });
        let cap = match k.uncapped {
            None => String::new(),
            Some(_) => self.filled(OutcomeWords::KCapped, &[("k", &k.k.to_string())]),
        };
        format!("K {rule_k}: {why}{cap}")
    }

    /// Why a game is not FIDE rated.
    pub fn fide_not_rated(self, r: crate::fide::estimate::NotRated) -> &'static str {
        use crate::fide::estimate::NotRated::{Forfeit, UnratedOpponent};
        match r {
            Forfeit => self.text(OutcomeWords::NotRatedForfeit),
            UnratedOpponent => self.text(OutcomeWords::NotRatedUnrated),
        }
    }

    /// Why there is no published initial FIDE rating yet.
    ///
    /// ```
    /// use wertung::fide::initial::NoInitialRating;
    /// use wertung::i18n::Lang;
    /// assert_eq!(Lang::En.no_initial_rating(NoInitialRating::FewerThanFive { games: 3 }),
    ///     "Only 3 rated games; 5 are needed: 2 more against rated opponents");
    /// ```
    pub fn no_initial_rating(self, r: crate::fide::initial::NoInitialRating) -> String {
        use crate::fide::initial::NoInitialRating::{BelowFloor, FewerThanFive};
        match r {
            FewerThanFive { games } => self.filled(
                OutcomeWords::FewerThanFive,
                &[
                    ("games", &games.to_string()),
                    ("noun", self.counted(games, Units::Game, Units::Games)),
                    ("more", &5usize.saturating_sub(games).to_string()),
                ],
            ),
            BelowFloor { rating } => {
                self.filled(OutcomeWords::BelowFloor, &[("rating", &rating.to_string())])
            }
        }
    }

    /// Why there is no first rating yet, with the plural right ("noch 1 Partie").
    ///
    /// ```
    /// use wertung::dwz::NoFirstRating;
    /// use wertung::i18n::Lang;
    /// let r = NoFirstRating::TooFewGames { n: 4, needed: 5 };
    /// assert!(Lang::De.no_first_rating(r).contains("noch 1 Partie "));
    /// assert!(Lang::En.no_first_rating(r).contains("1 more game "));
    /// ```
    pub fn no_first_rating(self, r: crate::dwz::NoFirstRating) -> String {
        use crate::dwz::NoFirstRating::{NoPoints, TooFewGames};
        match r {
            TooFewGames { n, needed } => self.filled(
                OutcomeWords::TooFewGames,
                &[
                    (
                        "verb",
                        self.counted(n, OutcomeWords::Counts, OutcomeWords::Count),
                    ),
                    ("games", &self.games(n)),
                    ("needed", &needed.to_string()),
                    ("missing", &self.more_games(needed.saturating_sub(n))),
                ],
            ),
            NoPoints { n } => self.filled(OutcomeWords::NoPoints, &[("games", &self.games(n))]),
        }
    }

    /// How many games are still missing for a first rating: "noch 1 Partie" / "2 more games"
    /// (empty where games are not what is missing).
    pub fn games_missing(self, r: crate::dwz::NoFirstRating) -> String {
        match r.games_missing() {
            0 => self.no_first_rating(r),
            n => self.more_games(n),
        }
    }
}
