//! The calculator's form in the URL: what a shared link, the address bar and localStorage keep.
//! Links players shared (and forms saved by earlier releases) must keep working: the keys and
//! the way rows are written never change.
//!
//! `t=nach&m=exakt&dwz=2100&idx=55&geb=2004&ende=12.12.2026&k=32&g=2220:0;1800:½` and so on:
//! the simple fields under their keys (`PLAYER_KEYS`, `WHATIF_KEYS`, the Stellgrößen under
//! `PARAMS`' keys), the games as `rating:result;...` (`g`), the Restpartien as
//! `rating:result:date;...` (`rp`), and the tournaments of "Meine Turniere" as `tn1`, `te1`,
//! `ts1`, `tk1`, `tg1`, `tn2`, ...
//!
//! FIDE Elo: the player's Elo `elo`, "Elo auch berechnen" `eon=1`, the K of the list
//! `ek`, the games before `egb`, the opponents' Elo `ge` (`tge1`, ... in "Meine Turniere"), in
//! the order of the rows of `g` (`tg1`, ...), the what-if's opponents' Elo `rge`, and the
//! earlier games of a player without Elo `ef` (`rating:result:date;...`).
//!
//! The games and remaining opponents whose rating is an Elo in place of a DWZ (WO 4.1.2):
//! `gs` and `rgs`, their places (`2;5`), and `tgs1`, `tgs2`, … for the games of "Meine
//! Turniere", see [`super::stand_in`].

use std::collections::HashMap;

use super::form::{blank, rating_words, Cut, FieldRef, Form, GameRow, RestRow, Tab, TournamentRow};
use super::params::PARAMS;
use super::stand_in::StandIns;
use crate::dwz::limits::{GAMES_PER_TOURNAMENT, REST_GAMES, TOURNAMENTS_IN_CHAIN};
use crate::dwz::Mode;
use crate::fide::estimate::EARLIER_GAMES;
use crate::input::Field;

/// The Elo's fields and their keys.
const ELO_KEYS: [(&str, FieldRef); 3] = [
    ("ek", FieldRef::EloK),
    ("egb", FieldRef::EloGames),
    ("rge", FieldRef::RemainingElo),
];

/// The player's fields and their keys, in the order of the link.
const PLAYER_KEYS: [(&str, FieldRef); 5] = [
    ("dwz", FieldRef::Dwz),
    ("idx", FieldRef::Index),
    ("geb", FieldRef::BirthYear),
    ("ende", FieldRef::EndDate),
    ("k", FieldRef::K),
];

/// The what-if's fields and their keys, in the order of the link.
const WHATIF_KEYS: [(&str, FieldRef); 3] = [
    ("rg", FieldRef::Remaining),
    ("rn", FieldRef::RemainingCount),
    ("ziel", FieldRef::Target),
];

/// The key of the calculator: a query that has it carries a form.
pub const TAB_KEY: &str = "t";
/// The key of the arithmetic mode, and its one value.
const MODE_KEY: &str = "m";
const EXACT: &str = "exakt";

/// URL query pairs under construction: only what is not empty, trimmed.
struct Query(Vec<(String, String)>);

impl Query {
    fn put(&mut self, key: &str, value: &str) {
        if !blank(value) {
            self.0.push((key.into(), value.trim().into()));
        }
    }
}

impl Form {
    /// The form as URL query pairs with the page's arithmetic mode.
    pub fn query(&self, mode: Mode) -> Vec<(String, String)> {
        Form {
            exact: mode == Mode::Exact,
            ..self.clone()
        }
        .to_query()
    }

    /// The form as URL query pairs (only what is not empty).
    pub fn to_query(&self) -> Vec<(String, String)> {
        let mut q = Query(vec![(TAB_KEY.into(), self.tab.code().into())]);
        if self.exact {
            q.put(MODE_KEY, EXACT);
        }
        for (key, field) in PLAYER_KEYS {
            q.put(key, self.value(field));
        }
        q.put("g", &games_text(&self.games));
        q.put("rp", &rest_text(&self.rest));
        for p in PARAMS {
            q.put(p.key, self.params.get(p.param));
        }
        for (key, field) in WHATIF_KEYS {
            q.put(key, self.value(field));
        }
        for (i, t) in self.tournaments.iter().enumerate() {
            let n = i + 1;
            // A tournament is kept even when all of it is empty (its card is on the page).
            q.0.push((format!("tn{n}"), escape(&t.name)));
            q.put(&format!("te{n}"), &t.end_date);
            q.put(&format!("ts{n}"), &t.start_date);
            q.put(&format!("tk{n}"), &t.k);
            q.put(&format!("tg{n}"), &games_text(&t.games));
            q.put(&format!("tge{n}"), &elo_text(&t.games));
        }
        {
            q.put("elo", &self.elo);
            if self.elo_on {
                q.put("eon", "1");
            }
            for (key, field) in ELO_KEYS {
                q.put(key, self.value(field));
            }
            q.put("ge", &elo_text(&self.games));
            q.put("ef", &rest_text(&self.earlier));
        }
        let words: Vec<&str> = rating_words(self.value(FieldRef::Remaining)).collect();
        let [gs, rgs] = self.stand_ins.query(&self.row_ratings(true), &words);
        q.put("gs", &gs);
        q.put("rgs", &rgs);
        // After every key earlier releases wrote, so that their links are written as they were.
        for (n, rows) in self.tournament_ratings(true).iter().enumerate() {
            q.put(&format!("tgs{}", n + 1), &self.stand_ins.games_text(rows));
        }
        q.0
    }

    /// A club's preset: a query that names some of the form's fields (`ende=30.01.2027`,
    /// `dwz=1600`, `eon=1`, …) without the calculator's key [`TAB_KEY`] is the start of a new
    /// form (the Vorausberechnung unless it names another tab, in exact arithmetic as any new
    /// form); `None` where the query names none of them (`?embed=1&lang=en`).
    ///
    /// ```
    /// use wertung::web::calc::form::{FieldRef, Form};
    /// let q = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
    ///     pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    /// };
    /// let f = Form::preset(&q(&[("embed", "1"), ("ende", "30.01.2027")])).unwrap();
    /// assert_eq!(f.value(FieldRef::EndDate), "30.01.2027");
    /// assert!(f.exact);
    /// assert!(Form::preset(&q(&[("embed", "1"), ("lang", "en")])).is_none());
    /// ```
    pub fn preset(pairs: &[(String, String)]) -> Option<Form> {
        if pairs.iter().any(|(k, _)| k == TAB_KEY) || !pairs.iter().any(|(k, _)| is_form_key(k)) {
            return None;
        }
        let mut with_new = vec![
            (TAB_KEY.to_string(), Tab::default().code().to_string()),
            (MODE_KEY.to_string(), EXACT.to_string()),
        ];
        with_new.extend(pairs.iter().cloned());
        Some(Form::from_query(&with_new))
    }

    /// Whether the query is a club's preset of settings only (the tournament's end date, its K,
    /// "Elo auch berechnen", the Elo's K, the Stellgrößen): no games, no ratings, nothing of a
    /// player. Such a preset is filled into the player's own form ([`Form::with_settings`])
    /// instead of starting a form of its own; a preset that names a rating or a game is a form
    /// of its own ([`Form::preset`]).
    ///
    /// ```
    /// use wertung::web::calc::form::Form;
    /// let q = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
    ///     pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    /// };
    /// assert!(Form::settings_preset(&q(&[("embed", "1"), ("ende", "30.01.2027"), ("lang", "en")])));
    /// assert!(!Form::settings_preset(&q(&[("ende", "30.01.2027"), ("dwz", "1600")])));
    /// assert!(!Form::settings_preset(&q(&[("embed", "1"), ("lang", "en")])), "no field at all");
    /// assert!(!Form::settings_preset(&q(&[("t", "voraus"), ("ende", "30.01.2027")])), "a link's form");
    /// ```
    pub fn settings_preset(pairs: &[(String, String)]) -> bool {
        Form::preset(pairs).is_some()
            && pairs
                .iter()
                .filter(|(k, _)| is_form_key(k))
                .all(|(k, _)| is_setting_key(k))
    }

    /// The form of the query `saved` with the settings of the preset `pairs` filled in (its
    /// other keys ignored); the games, ratings, tab and arithmetic of `saved` as they are.
    ///
    /// ```
    /// use wertung::web::calc::form::{FieldRef, Form};
    /// let q = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
    ///     pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    /// };
    /// let saved = q(&[("t", "nach"), ("dwz", "1500"), ("ende", "01.01.2027"), ("g", "1600:1")]);
    /// let f = Form::with_settings(&saved, &q(&[("embed", "1"), ("ende", "30.01.2027")]));
    /// assert_eq!(f.value(FieldRef::EndDate), "30.01.2027");
    /// assert_eq!(f.value(FieldRef::Dwz), "1500");
    /// assert_eq!(f.games.len(), 1);
    /// ```
    pub fn with_settings(saved: &[(String, String)], pairs: &[(String, String)]) -> Form {
        let mut all = saved.to_vec();
        all.extend(pairs.iter().filter(|(k, _)| is_setting_key(k)).cloned());
        Form::from_query(&all)
    }

    /// Reads the form back from URL query pairs; unknown keys are ignored. Rows get the ids
    /// 1, 2, 3, ... in the order they come.
    pub fn from_query(pairs: &[(String, String)]) -> Form {
        // The last value of a key wins.
        let values: HashMap<&str, &str> = pairs
            .iter()
            .map(|(key, value)| (key.as_str(), value.as_str()))
            .collect();
        let find = |k: &str| values.get(k).copied();
        let get = |k: &str| find(k).map(str::to_string).unwrap_or_default();
        let mut next = 0u32;
        let mut id = || {
            next += 1;
            next
        };
        let mut f = Form {
            tab: find(TAB_KEY).and_then(Tab::from_code).unwrap_or_default(),
            exact: find(MODE_KEY) == Some(EXACT),
            ..Form::default()
        };
        for (key, field) in PLAYER_KEYS.into_iter().chain(WHATIF_KEYS) {
            f.set(field, get(key));
        }
        for p in PARAMS {
            *f.params.get_mut(p.param) = get(p.key);
        }
        let mut cut = Vec::new();
        f.games = games_of(&get("g"), &mut id, None, &mut cut);
        f.rest = rest_of(
            &get("rp"),
            &mut id,
            &mut cut,
            (REST_GAMES, Field::RestGames),
        );
        {
            f.elo = get("elo");
            f.elo_on = find("eon") == Some("1");
            for (key, field) in ELO_KEYS {
                f.set(field, get(key));
            }
            with_elo(&mut f.games, &get("ge"));
            let earlier = (EARLIER_GAMES, Field::EarlierGames);
            f.earlier = rest_of(&get("ef"), &mut id, &mut cut, earlier);
        }
        let mut n = 1;
        while let Some(name) = find(&format!("tn{n}")) {
            if n > TOURNAMENTS_IN_CHAIN {
                // Only counted: their rows are never read.
                while find(&format!("tn{}", n + 1)).is_some() {
                    n += 1;
                }
                cut_if_over(&mut cut, None, Field::Tournaments, n, TOURNAMENTS_IN_CHAIN);
                break;
            }
            let t_id = id();
            let mut games = games_of(&get(&format!("tg{n}")), &mut id, Some(n), &mut cut);
            with_elo(&mut games, &get(&format!("tge{n}")));
            f.tournaments.push(TournamentRow {
                id: t_id,
                name: unescape(name),
                end_date: get(&format!("te{n}")),
                start_date: get(&format!("ts{n}")),
                k: get(&format!("tk{n}")),
                games,
            });
            n += 1;
        }
        let words: Vec<&str> = rating_words(&f.remaining).collect();
        f.stand_ins = StandIns::of_query(&get("gs"), &get("rgs"), &f.row_ratings(false), &words);
        for (n, rows) in f.tournament_ratings(true).iter().enumerate() {
            f.stand_ins
                .mark_places(&get(&format!("tgs{}", n + 1)), rows);
        }
        if f.games.is_empty() {
            f.games.push(GameRow {
                id: id(),
                ..GameRow::default()
            });
        }
        f.cut = cut;
        f
    }
}

/// Whether `k` is a key of the form's fields (of a link or a preset).
fn is_form_key(k: &str) -> bool {
    PLAYER_KEYS
        .iter()
        .chain(&WHATIF_KEYS)
        .chain(&ELO_KEYS)
        .any(|(key, _)| *key == k)
        || PARAMS.iter().any(|p| p.key == k)
        || ["g", "rp", "elo", "eon", "ge", "ef", "tn1"].contains(&k)
}

/// Whether `k` is the key of a setting (of the tournament or the arithmetic), not of a player's
/// figures: what a club's preset may fill into a player's own form.
fn is_setting_key(k: &str) -> bool {
    ["ende", "k", "eon", "ek"].contains(&k) || PARAMS.iter().any(|p| p.key == k)
}

/// The fields of a row joined by `:`, each escaped.
fn join(fields: &[&String]) -> String {
    fields
        .iter()
        .map(|f| escape(f))
        .collect::<Vec<_>>()
        .join(":")
}

/// The games of a list as `rating:result;...` (rows with nothing typed left out).
fn games_text(games: &[GameRow]) -> String {
    games
        .iter()
        .filter(|g| !g.is_blank())
        .map(|g| join(&[&g.rating, &g.result]))
        .collect::<Vec<_>>()
        .join(";")
}

/// The opponents' Elo of the rows of [`games_text`], in their order (`1790;;1900`); empty where
/// no Elo is typed.
fn elo_text(games: &[GameRow]) -> String {
    let rows: Vec<&GameRow> = games.iter().filter(|g| !g.is_blank()).collect();
    if rows.iter().all(|g| blank(&g.elo)) {
        return String::new();
    }
    rows.iter()
        .map(|g| escape(&g.elo))
        .collect::<Vec<_>>()
        .join(";")
}

/// The inverse of [`elo_text`]: the Elo of each row, in order.
fn with_elo(games: &mut [GameRow], text: &str) {
    if text.is_empty() {
        return;
    }
    for (g, elo) in games.iter_mut().zip(text.split(';')) {
        g.elo = unescape(elo);
    }
}

/// Restpartien (or earlier games) as `rating:result:date;...` (rows with nothing typed left
/// out).
fn rest_text(rows: &[RestRow]) -> String {
    rows.iter()
        .filter(|g| !(blank(&g.rating) && blank(&g.result) && blank(&g.date)))
        .map(|g| join(&[&g.rating, &g.result, &g.date]))
        .collect::<Vec<_>>()
        .join(";")
}

/// Notes in `cut` that a list of a link had `count` rows, more than `max`.
fn cut_if_over(cut: &mut Vec<Cut>, t: Option<usize>, field: Field, count: usize, max: usize) {
    if count > max {
        cut.push(Cut::new(t, field, count, max));
    }
}

/// The inverse of [`games_text`], at most [`GAMES_PER_TOURNAMENT`] games (more are noted in
/// `cut`, with the tournament `t` of "Meine Turniere"); the rows take their ids from `id`.
fn games_of(
    text: &str,
    id: &mut impl FnMut() -> u32,
    t: Option<usize>,
    cut: &mut Vec<Cut>,
) -> Vec<GameRow> {
    let mut games = Vec::new();
    let mut count = 0;
    // Rows past the limit are only counted, never read into the page.
    for g in text.split(';').filter(|s| !s.is_empty()) {
        count += 1;
        if count <= GAMES_PER_TOURNAMENT {
            let mut parts = g.splitn(2, ':');
            games.push(GameRow {
                id: id(),
                rating: unescape(parts.next().unwrap_or("")),
                result: unescape(parts.next().unwrap_or("")),
                elo: String::new(),
            });
        }
    }
    cut_if_over(cut, t, Field::Games, count, GAMES_PER_TOURNAMENT);
    games
}

/// The Restpartien (or earlier games) of `rating:result:date;...`, at most `max` (more are
/// noted in `cut` under `field`); the rows take their ids from `id`.
fn rest_of(
    text: &str,
    id: &mut impl FnMut() -> u32,
    cut: &mut Vec<Cut>,
    (max, field): (usize, Field),
) -> Vec<RestRow> {
    let mut rest = Vec::new();
    let mut count = 0;
    for g in text.split(';').filter(|s| !s.is_empty()) {
        count += 1;
        if count <= max {
            let mut parts = g.splitn(3, ':');
            rest.push(RestRow {
                id: id(),
                rating: unescape(parts.next().unwrap_or("")),
                result: unescape(parts.next().unwrap_or("")),
                date: unescape(parts.next().unwrap_or("")),
            });
        }
    }
    cut_if_over(cut, None, field, count, max);
    rest
}

/// A field inside the `g` / `rp` / `tg` values of the URL, where `:` and `;` separate fields and
/// rows: those two and `%` are written as `%3A`, `%3B`, `%25`, so that whatever was typed comes
/// back from the link (found by the fuzz target `calculator_form`: `1950` / `:1` came back as
/// the valid game `1950:1`).
fn escape(s: &str) -> String {
    s.trim()
        .replace('%', "%25")
        .replace(':', "%3A")
        .replace(';', "%3B")
}

/// The inverse of [`escape`]; any other `%` is kept as it is.
fn unescape(s: &str) -> String {
    if !s.contains('%') {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        let ch = match rest.get(at..at + 3) {
            Some("%25") => Some('%'),
            Some("%3A" | "%3a") => Some(':'),
            Some("%3B" | "%3b") => Some(';'),
            _ => None,
        };
        match ch {
            Some(c) => {
                out.push(c);
                rest = &rest[at + 3..];
            }
            None => {
                out.push('%');
                rest = &rest[at + 1..];
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::super::form::List;
    use super::super::parse::parse;
    use super::*;
    use crate::dwz::Date;
    use crate::input::Param;

    fn today() -> Date {
        Date::new(2026, 11, 21).unwrap()
    }

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    /// Example B of the calculator's help: a Nach-Berechnung.
    fn form_b() -> Form {
        Form::from_query(&pairs(&[
            ("t", "nach"),
            ("dwz", "2100"),
            ("idx", "55"),
            ("geb", "2004"),
            ("ende", "12.12.2026"),
            ("k", "32"),
            ("g", "2220:0;1800:½;1961:1;1179:+;2329:0"),
        ]))
    }

    /// A club's preset names some fields: a new form (exact) with them, whatever else the
    /// query carries; a link with the calculator's key stays a link (table mode where it
    /// lacks `m`, as earlier releases wrote it).
    #[test]
    fn a_preset_starts_a_new_exact_form() {
        let f = Form::preset(&pairs(&[
            ("embed", "1"),
            ("ende", "30.01.2027"),
            ("eon", "1"),
        ]))
        .expect("a preset");
        assert_eq!(
            (f.tab, f.mode(), f.end_date.as_str(), f.elo_on),
            (Tab::Forecast, Mode::Exact, "30.01.2027", true)
        );
        let other_tab = Form::preset(&pairs(&[("rg", "1700 1800")])).expect("a preset");
        assert_eq!(other_tab.remaining, "1700 1800");
        assert!(Form::preset(&pairs(&[("embed", "1"), ("lang", "en")])).is_none());
        let link = pairs(&[("t", "voraus"), ("ende", "30.01.2027")]);
        assert!(Form::preset(&link).is_none());
        assert_eq!(Form::from_query(&link).mode(), Mode::Table);
    }

    /// The keys of a link as earlier releases wrote it keep their meaning.
    #[test]
    fn a_link_of_an_earlier_release_still_works() {
        let link = pairs(&[
            ("t", "erst"),
            ("m", "exakt"),
            ("ende", "2026-12-12"),
            ("g", "2100:1;2000:1"),
            ("rp", "1400:1:2025-10-01;1500:0:01.10.2025"),
            ("r", "0,1"),
            ("pt", "31"),
            ("u", "700"),
            ("a1", "5"),
            ("a2", "6"),
            ("kmax", "70"),
            ("rg", "1700 1800"),
            ("rn", "2"),
            ("ziel", "1500"),
        ]);
        let f = Form::from_query(&link);
        assert_eq!((f.tab, f.mode()), (Tab::First, Mode::Exact));
        assert_eq!((f.rest.len(), f.rest[1].date.as_str()), (2, "01.10.2025"));
        let typed: Vec<&str> = Param::ALL
            .iter()
            .map(|&p| f.params.get(p).as_str())
            .collect();
        assert_eq!(typed, ["0,1", "31", "700", "5", "6", "70"]);
        assert_eq!(
            (
                f.remaining.as_str(),
                f.remaining_count.as_str(),
                f.target.as_str()
            ),
            ("1700 1800", "2", "1500")
        );
        assert_eq!(f.to_query(), link, "the link is written as it was");
        let p = parse(&f, today());
        assert_eq!((p.params.r, p.params.t, p.params.k_max), (0.1, 31.0, 70.0));
    }

    #[test]
    fn the_url_round_trips() {
        let mut f = form_b();
        f.remaining = "1700 1800".into();
        f.target = "2090".into();
        f.tournaments = vec![TournamentRow {
            id: 9,
            name: "Open A: Runde 1; 2".into(),
            end_date: "04.10.2026".into(),
            start_date: String::new(),
            k: "30".into(),
            games: vec![GameRow {
                id: 10,
                rating: "1612".into(),
                result: "1".into(),
                elo: String::new(),
            }],
        }];
        let back = Form::from_query(&f.to_query());
        assert_eq!(back.to_query(), f.to_query());
        assert_eq!(back.tournaments[0].name, "Open A: Runde 1; 2");
        let (a, b) = (parse(&back, today()), parse(&f, today()));
        assert_eq!(
            (a.input, a.params, a.remaining),
            (b.input, b.params, b.remaining)
        );
    }

    /// A link with the Elo (this release's golden link): the player's Elo, K and
    /// games before, each opponent's Elo in the order of the games (a row with only an Elo
    /// typed keeps its place), the earlier games and the what-if's Elo come back as typed.
    #[test]
    fn an_elo_link_round_trips() {
        let link = pairs(&[
            ("t", "voraus"),
            ("dwz", "1743"),
            ("g", "1612:1;1800:½;:;1701:+"),
            ("rg", "1700 1800"),
            ("tn1", "Herbst"),
            ("te1", "04.10.2026"),
            ("tg1", "1612:1;1800:0"),
            ("tge1", ";1850"),
            ("elo", "1820"),
            ("eon", "1"),
            ("ek", "20"),
            ("egb", "12"),
            ("rge", "1750"),
            ("ge", "1790;;1650;"),
            ("ef", "1700:½:14.12.2025"),
        ]);
        let f = Form::from_query(&link);
        let elo: Vec<&str> = f.games.iter().map(|g| g.elo.as_str()).collect();
        assert_eq!(elo, ["1790", "", "1650", ""]);
        assert_eq!(f.games[2].rating, "");
        assert_eq!(f.tournaments[0].games[1].elo, "1850");
        assert_eq!((f.elo.as_str(), f.elo_on), ("1820", true));
        assert_eq!((f.elo_k.as_str(), f.elo_games.as_str()), ("20", "12"));
        assert_eq!(f.remaining_elo, "1750");
        assert_eq!(f.earlier[0].date, "14.12.2025");
        assert_eq!(f.to_query(), link, "the link is written as it came");
        let p = parse(&f, today());
        let e = p.elo.expect("the Elo is wanted");
        assert_eq!(e.input.rating, Some(1820));
        assert_eq!(
            e.input.games.len(),
            3,
            "the row with only an Elo lacks a result"
        );
        assert!(p
            .errors
            .contains_key(&FieldRef::GameResult(f.games[2].id).id()));
        assert_eq!(e.remaining, [1750, 1750]);
    }

    /// A link without the Elo parts writes none (links of earlier releases stay as they were).
    #[test]
    fn without_an_elo_no_elo_key_is_written() {
        let f = form_b();
        let elo_keys = ["elo", "eon", "ek", "egb", "rge", "ge", "ef"];
        assert!(f
            .to_query()
            .iter()
            .all(|(k, _)| !elo_keys.contains(&k.as_str()) && !k.starts_with("tge")));
        assert_eq!(parse(&f, today()).elo, None);
    }

    /// Rows past the limits of a link are not read into the form; the form says what was cut.
    #[test]
    fn a_link_past_the_limits_is_cut_and_says_so() {
        let games: Vec<String> = (0..5000).map(|k| format!("{}:1", 1500 + k % 500)).collect();
        let mut link = vec![
            ("t".to_string(), "turniere".to_string()),
            ("g".into(), games.join(";")),
        ];
        for n in 1..=25 {
            link.push((format!("tn{n}"), format!("T{n}")));
            link.push((format!("tg{n}"), games[..60].join(";")));
        }
        let f = Form::from_query(&link);
        assert_eq!(f.games.len(), GAMES_PER_TOURNAMENT);
        assert_eq!(f.tournaments.len(), TOURNAMENTS_IN_CHAIN);
        assert!(f
            .tournaments
            .iter()
            .all(|t| t.games.len() == GAMES_PER_TOURNAMENT));
        let said: Vec<String> = f.cut.iter().map(|c| c.error().to_string()).collect();
        assert_eq!(said[0], "Partien: 5000 sind zu viele (höchstens 50)");
        assert_eq!(
            said[1],
            "Turnier 1, Partien: 60 sind zu viele (höchstens 50)"
        );
        assert_eq!(
            said.last().unwrap(),
            "Turniere: 25 sind zu viele (höchstens 20)"
        );
        let mut f = f;
        assert_eq!(
            f.add_row(List::Tournaments),
            f.tournaments[19].id,
            "no 21st"
        );
        assert!(f.full(List::Games));
    }

    /// Fuzz finding (calculator_form): a game `1950` / `:1` came back from the link as the valid
    /// game `1950:1`; separators typed into a field now survive the link, and so does a
    /// Restpartie row of which only the date is typed.
    #[test]
    fn what_is_typed_survives_the_link() {
        let f = Form::from_query(&pairs(&[("t", "nach"), ("g", "2100:1;2000:1;1950::1")]));
        assert_eq!(f.games[2].result, ":1");
        let p = parse(&f, today());
        assert_eq!(p.input.games.len(), 2);
        assert!(p
            .errors
            .contains_key(&FieldRef::GameResult(f.games[2].id).id()));
        let back = Form::from_query(&f.to_query());
        assert_eq!(back.games[2].result, ":1");
        assert_eq!(parse(&back, today()).input, p.input);

        let mut f = Form::empty();
        f.tab = Tab::First;
        f.games[0].result = "50%; 1:0".into();
        f.rest.push(RestRow {
            id: 2,
            date: "01.10.2025".into(),
            ..RestRow::default()
        });
        let back = Form::from_query(&f.to_query());
        assert_eq!(back.games[0].result, "50%; 1:0");
        assert_eq!(back.rest.len(), 1);
        assert_eq!(back.rest[0].date, "01.10.2025");
    }
}
