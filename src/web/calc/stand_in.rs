//! Which opponents' ratings are an Elo standing in for the DWZ they lack (WO 4.1.2: a player
//! without DWZ counts with the rating of FIDE's current list): the opponents chosen by name
//! from FIDE's list, kept with the form, so that the note "Elo statt DWZ" stays with its game
//! over a reopen, in the results, the print and a shared link (`gs`, `rgs`: the places of those
//! games, among the games of `g`, and of those remaining opponents, among the ratings of `rg`,
//! from 1; `tgs1`, `tgs2`, …: those of the games of "Meine Turniere", among the games of `tg1`,
//! `tg2`, …). A mark holds while its field holds the rating filled in: typed over, it is gone.
//!
//! ```
//! use wertung::web::calc::form::{FieldRef, Form};
//! use wertung::web::calc::url::TAB_KEY;
//! let mut f = Form::empty();
//! f.set(FieldRef::GameRating(1), "2210".into());
//! f.set(FieldRef::GameResult(1), "1".into());
//! f.stand_ins.mark_game(1, Some("2210"));
//! let q = f.to_query();
//! assert!(q.contains(&("gs".to_string(), "1".to_string())));
//! let again = Form::from_query(&q);
//! assert_eq!(again.stand_ins.game_places(&again.row_ratings(false)), [1]);
//! // Typed over: no mark.
//! f.set(FieldRef::GameRating(1), "2200".into());
//! assert!(f.stand_ins.game_places(&f.row_ratings(false)).is_empty());
//! # let _ = TAB_KEY;
//! ```

use crate::i18n::{CalcResultWords, Lang};

/// A game row as the marks see it: its id and the rating typed in it (the form gives them,
/// `Form::row_ratings`; the remaining ratings come as the words of their field,
/// `form::rating_words`).
pub type RowRating = (u32, String);

/// The opponents whose rating is an Elo in place of a DWZ, each with the rating filled in.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StandIns {
    /// Game rows (by id).
    games: Vec<(u32, String)>,
    /// Remaining opponents of the what-if (by place among the ratings, from 0).
    remaining: Vec<(usize, String)>,
}

impl StandIns {
    /// Marks the game row `id` as counting with the Elo `rating` (`None`: with his DWZ).
    pub fn mark_game(&mut self, id: u32, rating: Option<&str>) {
        self.games.retain(|(g, _)| *g != id);
        if let Some(r) = rating {
            self.games.push((id, r.trim().to_string()));
        }
    }

    /// Marks the remaining opponent at `place` (from 0) as counting with the Elo `rating`.
    pub fn mark_remaining(&mut self, place: usize, rating: Option<&str>) {
        self.remaining.retain(|(p, _)| *p != place);
        if let Some(r) = rating {
            self.remaining.push((place, r.trim().to_string()));
        }
    }

    /// Whether the row `id` holds the Elo filled in for it (`rating` typed there now).
    pub fn holds(&self, id: u32, rating: &str) -> bool {
        self.games
            .iter()
            .any(|(g, r)| *g == id && rating.trim() == r)
    }

    /// The places (from 1) of the rows `rows` whose rating is still the Elo filled in.
    pub fn game_places(&self, rows: &[RowRating]) -> Vec<usize> {
        places(rows.iter().map(|(id, r)| self.holds(*id, r)))
    }

    /// The places (from 1) of the remaining ratings `words` that are still the Elo filled in.
    pub fn remaining_places(&self, words: &[&str]) -> Vec<usize> {
        words
            .iter()
            .enumerate()
            .filter(|(k, w)| self.remaining.iter().any(|(p, r)| p == k && r == *w))
            .map(|(k, _)| k + 1)
            .collect()
    }

    /// The link's values `gs` and `rgs` (empty where none): the places among the rows the
    /// link writes (`written`, those with something typed) and among the remaining ratings.
    pub fn query(&self, written: &[RowRating], words: &[&str]) -> [String; 2] {
        [
            self.games_text(written),
            joined(&self.remaining_places(words)),
        ]
    }

    /// The link's value of a list of games (`gs`, or a tournament's `tgs1`, …; empty where
    /// none is marked): the places of the marked ones among the rows the link writes
    /// (`written`).
    pub fn games_text(&self, written: &[RowRating]) -> String {
        joined(&self.game_places(written))
    }

    /// Marks the games of `rows` at the places a link's `text` names (`gs`, `tgs1`, …), each
    /// with the rating typed in it.
    pub fn mark_places(&mut self, text: &str, rows: &[RowRating]) {
        for p in places_of(text) {
            if let Some((id, rating)) = rows.get(p - 1) {
                self.mark_game(*id, Some(rating));
            }
        }
    }

    /// The marks of a link's `gs` and `rgs` for its rows and remaining ratings.
    pub fn of_query(gs: &str, rgs: &str, rows: &[RowRating], words: &[&str]) -> StandIns {
        let mut s = StandIns::default();
        s.mark_places(gs, rows);
        for p in places_of(rgs) {
            if let Some(w) = words.get(p - 1) {
                s.mark_remaining(p - 1, Some(w));
            }
        }
        s
    }

    /// The notes the results show: "Partie 2: Elo 2210 statt DWZ (WO 4.1.2)", then the
    /// remaining opponents'.
    pub fn notes(&self, l: Lang, rows: &[RowRating], words: &[&str]) -> Vec<String> {
        let mut out = Vec::new();
        for k in self.game_places(rows) {
            let rating = rows.get(k - 1).map(|(_, r)| r.trim()).unwrap_or_default();
            let n = k.to_string();
            out.push(l.filled(
                CalcResultWords::GameStandIn,
                &[("n", &n), ("rating", rating)],
            ));
        }
        for k in self.remaining_places(words) {
            let rating = words.get(k - 1).copied().unwrap_or_default();
            let n = k.to_string();
            out.push(l.filled(
                CalcResultWords::RemainingStandIn,
                &[("n", &n), ("rating", rating)],
            ));
        }
        out
    }

    /// The notes of a tournament of "Meine Turniere" named `tournament` (its name, or "Turnier
    /// 2"), in the single form's words: "Turnier 2, Partie 1: Elo 2210 statt DWZ (WO 4.1.2)".
    pub fn tournament_notes(&self, l: Lang, tournament: &str, rows: &[RowRating]) -> Vec<String> {
        self.notes(l, rows, &[])
            .into_iter()
            .map(|note| format!("{tournament}, {note}"))
            .collect()
    }
}

/// Places (from 1) as a link writes them: `2;5`.
fn joined(places: &[usize]) -> String {
    places
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(";")
}

/// The places (from 1) a link's value names.
fn places_of(text: &str) -> Vec<usize> {
    text.split(';')
        .filter_map(|p| p.trim().parse::<usize>().ok())
        .filter(|&p| p > 0)
        .collect()
}

/// The places (from 1) of the marked ones.
fn places(marked: impl Iterator<Item = bool>) -> Vec<usize> {
    marked
        .enumerate()
        .filter(|&(_, m)| m)
        .map(|(k, _)| k + 1)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::calc::form::{rating_words, FieldRef, Form};

    #[test]
    fn the_marks_go_with_their_games_through_the_link_and_say_so() {
        let mut f = Form::empty();
        for r in ["1800", "2210"] {
            let id = f.add_row(crate::web::calc::form::List::Games);
            f.set(FieldRef::GameRating(id), r.into());
            f.set(FieldRef::GameResult(id), "1".into());
        }
        // A blank row last (the page's next one): not written, not counted.
        f.add_row(crate::web::calc::form::List::Games);
        let ids: Vec<u32> = f.games.iter().map(|g| g.id).collect();
        assert_eq!(ids.len(), 3);
        f.stand_ins.mark_game(ids[1], Some("2210"));
        f.set(FieldRef::Remaining, "1700 2010".into());
        f.stand_ins.mark_remaining(1, Some("2010"));
        let q = f.to_query();
        let value = |k: &str| q.iter().find(|(key, _)| key == k).map(|(_, v)| v.clone());
        assert_eq!(
            (value("gs"), value("rgs")),
            (Some("2".into()), Some("2".into()))
        );
        let again = Form::from_query(&q);
        assert_eq!(
            again.stand_ins.notes(
                Lang::De,
                &again.row_ratings(false),
                &rating_words(&again.remaining).collect::<Vec<_>>()
            ),
            [
                "Partie 2: Elo 2210 statt DWZ (WO 4.1.2)",
                "Restgegner 2: Elo 2010 statt DWZ (WO 4.1.2)"
            ]
        );
        assert_eq!(
            f.stand_ins.notes(
                Lang::En,
                &f.row_ratings(false),
                &rating_words(&f.remaining).collect::<Vec<_>>()
            )[0],
            "Game 2: Elo 2210 in place of a DWZ (WO 4.1.2)"
        );
        // A link without them (every earlier release's): none.
        let old = Form::from_query(&[
            ("t".to_string(), "voraus".to_string()),
            ("g".to_string(), "2210:1".to_string()),
        ]);
        assert_eq!(old.stand_ins, StandIns::default());
    }

    /// The notes of the tournament's games in "Meine Turniere".
    fn chain_notes(f: &Form, l: Lang) -> Vec<String> {
        f.tournament_ratings(false)
            .iter()
            .enumerate()
            .flat_map(|(k, rows)| {
                f.stand_ins
                    .tournament_notes(l, &format!("Turnier {}", k + 1), rows)
            })
            .collect()
    }

    #[test]
    fn the_marks_go_with_the_games_taken_over_into_my_tournaments_and_their_link() {
        let mut f = Form::empty();
        f.end_date = "20.11.2026".into();
        for r in ["1800", "2210"] {
            let id = f.add_row(crate::web::calc::form::List::Games);
            f.set(FieldRef::GameRating(id), r.into());
            f.set(FieldRef::GameResult(id), "1".into());
        }
        let marked = f.games[1].id;
        f.stand_ins.mark_game(marked, Some("2210"));
        f.select_tab(crate::web::calc::form::Tab::Chain);
        let t = &f.tournaments[0];
        assert!(f.stand_ins.holds(t.games[1].id, "2210"));
        assert!(!f.stand_ins.holds(t.games[0].id, "1800"));
        assert_eq!(
            chain_notes(&f, Lang::De),
            ["Turnier 1, Partie 2: Elo 2210 statt DWZ (WO 4.1.2)"]
        );
        // The link and the saved form (the same query) keep it: `tgs1`, after every key of
        // earlier releases.
        let q = f.to_query();
        assert_eq!(q.last(), Some(&("tgs1".to_string(), "2".to_string())));
        let again = Form::from_query(&q);
        assert_eq!(again.to_query(), q);
        assert_eq!(
            chain_notes(&again, Lang::En),
            ["Turnier 1, Game 2: Elo 2210 in place of a DWZ (WO 4.1.2)"]
        );
        // Typed over in the tournament: the mark is gone there, the single form keeps its own.
        let mut typed = again.clone();
        let copy = typed.tournaments[0].games[1].id;
        typed.set(FieldRef::GameRating(copy), "2200".into());
        assert!(chain_notes(&typed, Lang::De).is_empty());
        assert_eq!(typed.stand_ins.game_places(&typed.row_ratings(false)), [2]);
    }

    /// This release's golden link of "Meine Turniere" with an Elo standing in, and one of an
    /// earlier release without the marks.
    #[test]
    fn a_link_of_my_tournaments_with_or_without_the_marks_reads() {
        let pairs = |list: &[(&str, &str)]| -> Vec<(String, String)> {
            list.iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect()
        };
        let golden = pairs(&[
            ("t", "turniere"),
            ("m", "exakt"),
            ("dwz", "1800"),
            ("idx", "20"),
            ("tn1", "Herbst"),
            ("te1", "04.10.2026"),
            ("tg1", "1612:1;2210:½"),
            ("tn2", ""),
            ("te2", "20.11.2026"),
            ("tg2", "2105:1;1700:0;2010:1"),
            ("tgs1", "2"),
            ("tgs2", "1;3"),
        ]);
        let f = Form::from_query(&golden);
        assert_eq!(f.to_query(), golden, "written as it came");
        let mut notes = Vec::new();
        for (t, rows) in f.tournaments.iter().zip(f.tournament_ratings(false)) {
            let name = if t.name.is_empty() {
                "Turnier 2"
            } else {
                t.name.as_str()
            };
            notes.extend(f.stand_ins.tournament_notes(Lang::De, name, &rows));
        }
        assert_eq!(
            notes,
            [
                "Herbst, Partie 2: Elo 2210 statt DWZ (WO 4.1.2)",
                "Turnier 2, Partie 1: Elo 2105 statt DWZ (WO 4.1.2)",
                "Turnier 2, Partie 3: Elo 2010 statt DWZ (WO 4.1.2)"
            ]
        );
        // Without them (every earlier release's link and saved form): the same games, no mark.
        let old: Vec<(String, String)> = golden
            .iter()
            .filter(|(k, _)| !k.starts_with("tgs"))
            .cloned()
            .collect();
        let f = Form::from_query(&old);
        assert_eq!(f.tournaments[1].games.len(), 3);
        assert_eq!(f.stand_ins, StandIns::default());
        assert_eq!(f.to_query(), old);
        // A place past the games of its tournament marks nothing.
        let mut past = old.clone();
        past.push(("tgs1".into(), "7;x".into()));
        assert_eq!(Form::from_query(&past).stand_ins, StandIns::default());
    }
}
