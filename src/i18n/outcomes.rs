//! The words of the cores' results that are not errors: why K (FIDE) is what it is, why a game
//! is not rated, why there is no first rating or initial rating yet.

use super::Lang;

impl Lang {
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
        let why = match (self, k.reason) {
            (Lang::De, Reached2400) => "die Elo hat 2400 erreicht".to_string(),
            (Lang::En, Reached2400) => "the rating has reached 2400".to_string(),
            (Lang::De, Youth) => {
                "bis Ende des Jahres, in dem er 18 wird, und unter 2300".to_string()
            }
            (Lang::En, Youth) => {
                "to the end of the year of the 18th birthday, under 2300".to_string()
            }
            (Lang::De, FewGames) => "noch keine 30 Partien".to_string(),
            (Lang::En, FewGames) => "fewer than 30 games before".to_string(),
            (Lang::De, Standard) => "30 und mehr Partien, unter 2400".to_string(),
            (Lang::En, Standard) => "30 or more games, under 2400".to_string(),
            (Lang::De, Given) => "wie angegeben".to_string(),
            (Lang::En, Given) => "as given".to_string(),
        };
        let cap = match (self, k.uncapped) {
            (_, None) => String::new(),
            (Lang::De, Some(_)) => format!("; K × n höchstens 700: {}", k.k),
            (Lang::En, Some(_)) => format!("; K × n at most 700: {}", k.k),
        };
        format!("K {rule_k}: {why}{cap}")
    }

    /// Why a game is not FIDE rated.
    pub fn fide_not_rated(self, r: crate::fide::estimate::NotRated) -> &'static str {
        use crate::fide::estimate::NotRated::{Forfeit, UnratedOpponent};
        match r {
            Forfeit => self.pick("kampflos: nicht gewertet", "forfeit: not rated"),
            UnratedOpponent => self.pick(
                "Gegner ohne Elo: nicht gewertet",
                "unrated opponent: not rated",
            ),
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
        match (self, r) {
            (Lang::De, FewerThanFive { games }) => format!(
                "erst {games} gewertete {}; nötig sind 5: noch {} gegen Gegner mit Elo",
                if games == 1 { "Partie" } else { "Partien" },
                5usize.saturating_sub(games)
            ),
            (Lang::En, FewerThanFive { games }) => format!(
                "Only {games} rated {}; 5 are needed: {} more against rated opponents",
                if games == 1 { "game" } else { "games" },
                5usize.saturating_sub(games)
            ),
            (Lang::De, BelowFloor { rating }) => {
                format!("{rating} liegt unter 1400: keine veröffentlichte Elo")
            }
            (Lang::En, BelowFloor { rating }) => {
                format!("{rating} is below 1400: no published rating")
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
        let games = |n: usize| match (self, n) {
            (Lang::De, 1) => "1 Partie".to_string(),
            (Lang::De, n) => format!("{n} Partien"),
            (Lang::En, 1) => "1 game".to_string(),
            (Lang::En, n) => format!("{n} games"),
        };
        match (self, r) {
            (Lang::De, TooFewGames { n, needed }) => format!(
                "Es {} erst {} gegen Gegner mit DWZ (mit Restpartien); nötig sind {needed}: noch {} mit DWZ-Gegnern. Bis dahin werden die Partien als Restpartien gespeichert und zählen später mit.",
                if n == 1 { "zählt" } else { "zählen" },
                games(n),
                games(needed.saturating_sub(n))
            ),
            (Lang::En, TooFewGames { n, needed }) => format!(
                "Only {} against rated opponents count so far (stored games included); {needed} are needed: {} against rated opponents. Until then the games are stored (as Restpartien) and count later.",
                games(n),
                if needed.saturating_sub(n) == 1 { "1 more game".to_string() } else { format!("{} more games", needed.saturating_sub(n)) }
            ),
            (Lang::De, NoPoints { n }) => format!(
                "In {} gegen Gegner mit DWZ noch kein Punkt; schon ein Remis reicht für eine Erst-DWZ.",
                games(n)
            ),
            (Lang::En, NoPoints { n }) => format!(
                "No point yet in {} against rated opponents; a single draw is enough for a first rating.",
                games(n)
            ),
        }
    }

    /// How many games are still missing for a first rating: "noch 1 Partie" / "2 more games"
    /// (empty where games are not what is missing).
    pub fn games_missing(self, r: crate::dwz::NoFirstRating) -> String {
        match (self, r.games_missing()) {
            (_, 0) => self.no_first_rating(r),
            (Lang::De, 1) => "noch 1 Partie".into(),
            (Lang::De, n) => format!("noch {n} Partien"),
            (Lang::En, 1) => "1 more game".into(),
            (Lang::En, n) => format!("{n} more games"),
        }
    }
}
