//! What the user types into the calculator, kept as text (so nothing typed is ever lost), its
//! encoding in the URL, and its parsing into the core's inputs with a typed error for every bad
//! field (worded in the page's language only when shown). No rating arithmetic here: the core
//! computes.

use crate::dwz::error::{Allowed, At, Field, InputError, Param, Place, Problem};
use crate::dwz::estimate::{EstimateGame, EstimateInput, EstimateKind, SingleResult};
use crate::dwz::limits::{FIRST_BIRTH_YEAR, GIVEN_K, INDEX, RATING};
use crate::dwz::numeric::parse_decimal;
use crate::dwz::{Date, Mode, Parameters, RestGame};
use std::collections::BTreeMap;

/// The calculators of the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tab {
    #[default]
    Forecast,
    Recheck,
    First,
    /// "Meine Turniere": a chain of tournaments not yet evaluated.
    Chain,
}

impl Tab {
    pub const ALL: [Tab; 4] = [Tab::Forecast, Tab::Recheck, Tab::First, Tab::Chain];
    pub fn code(self) -> &'static str {
        match self {
            Tab::Forecast => "voraus",
            Tab::Recheck => "nach",
            Tab::First => "erst",
            Tab::Chain => "turniere",
        }
    }
    fn from_code(s: &str) -> Option<Tab> {
        Tab::ALL.into_iter().find(|t| t.code() == s)
    }
    /// The kind of the single estimate (the chain starts as a forecast, or without DWZ as an
    /// Erst-DWZ).
    pub fn kind(self) -> EstimateKind {
        match self {
            Tab::Forecast | Tab::Chain => EstimateKind::Forecast,
            Tab::Recheck => EstimateKind::Recheck,
            Tab::First => EstimateKind::FirstRating,
        }
    }
}

/// One game row: opponent rating (empty: "ohne DWZ") and result, as typed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameRow {
    pub id: u32,
    pub rating: String,
    pub result: String,
}

/// One Restpartie row: opponent rating, result and date, as typed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RestRow {
    pub id: u32,
    pub rating: String,
    pub result: String,
    pub date: String,
}

/// One tournament of "Meine Turniere", as typed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TournamentRow {
    pub id: u32,
    pub name: String,
    pub end_date: String,
    pub start_date: String,
    /// The K of its official evaluation, where known.
    pub k: String,
    pub games: Vec<GameRow>,
}

/// The Stellgrößen as typed (empty: default).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ParamText {
    pub r: String,
    pub t: String,
    pub u: String,
    pub a1: String,
    pub a2: String,
    pub k_max: String,
}

impl ParamText {
    /// Each Stellgröße with its text.
    pub fn fields(&self) -> [(Param, &String); 6] {
        [
            (Param::R, &self.r),
            (Param::T, &self.t),
            (Param::U, &self.u),
            (Param::A1, &self.a1),
            (Param::A2, &self.a2),
            (Param::KMax, &self.k_max),
        ]
    }
    pub fn field_mut(&mut self, p: Param) -> &mut String {
        match p {
            Param::R => &mut self.r,
            Param::T => &mut self.t,
            Param::U => &mut self.u,
            Param::A1 => &mut self.a1,
            Param::A2 => &mut self.a2,
            Param::KMax => &mut self.k_max,
        }
    }
}

/// Everything on the page that the user can change.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Form {
    pub tab: Tab,
    pub exact: bool,
    pub dwz: String,
    pub index: String,
    pub birth_year: String,
    pub end_date: String,
    pub k: String,
    pub games: Vec<GameRow>,
    pub rest: Vec<RestRow>,
    pub params: ParamText,
    /// What-if: the expected opponents of the remaining games ("1700 1800", or one value).
    pub remaining: String,
    /// What-if: how many remaining games, where one value stands for all.
    pub remaining_count: String,
    /// What-if: the Ziel-DWZ.
    pub target: String,
    /// "Meine Turniere".
    pub tournaments: Vec<TournamentRow>,
}

/// A field of the form: the page reads and writes every field through this.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldRef {
    Dwz,
    Index,
    BirthYear,
    EndDate,
    K,
    Remaining,
    RemainingCount,
    Target,
    Param(Param),
    /// A game's opponent rating / result, by row id (in any list of games).
    GameRating(u32),
    GameResult(u32),
    RestRating(u32),
    RestResult(u32),
    RestDate(u32),
    /// A tournament's fields ("Meine Turniere"), by its id.
    TournamentName(u32),
    TournamentEnd(u32),
    TournamentStart(u32),
    TournamentK(u32),
}

impl FieldRef {
    /// The field's id on the page and in the error map.
    pub fn id(self) -> String {
        match self {
            FieldRef::Dwz => "dwz".into(),
            FieldRef::Index => "index".into(),
            FieldRef::BirthYear => "birth_year".into(),
            FieldRef::EndDate => "end_date".into(),
            FieldRef::K => "k".into(),
            FieldRef::Remaining => "remaining".into(),
            FieldRef::RemainingCount => "remaining_count".into(),
            FieldRef::Target => "target".into(),
            FieldRef::Param(p) => param_id(p).into(),
            FieldRef::GameRating(id) => ids::game(id, "rating"),
            FieldRef::GameResult(id) => ids::game(id, "result"),
            FieldRef::RestRating(id) => ids::rest(id, "rating"),
            FieldRef::RestResult(id) => ids::rest(id, "result"),
            FieldRef::RestDate(id) => ids::rest(id, "date"),
            FieldRef::TournamentName(id) => ids::tournament(id, "name"),
            FieldRef::TournamentEnd(id) => ids::tournament(id, "end"),
            FieldRef::TournamentStart(id) => ids::tournament(id, "start"),
            FieldRef::TournamentK(id) => ids::tournament(id, "k"),
        }
    }
}

/// A list of rows on the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum List {
    /// The games of the current tournament.
    Games,
    Rest,
    /// The games of a tournament of "Meine Turniere".
    TournamentGames(u32),
    Tournaments,
}

/// Field ids in the page and in the error map.
pub mod ids {
    pub fn game(id: u32, what: &str) -> String {
        format!("game-{id}-{what}")
    }
    pub fn rest(id: u32, what: &str) -> String {
        format!("rest-{id}-{what}")
    }
    pub fn tournament(id: u32, what: &str) -> String {
        format!("t-{id}-{what}")
    }
}

impl Form {
    /// A fresh form with one empty game row.
    pub fn empty() -> Form {
        Form {
            games: vec![GameRow {
                id: 1,
                ..GameRow::default()
            }],
            ..Form::default()
        }
    }

    /// The highest row id in use (new rows take the next ones).
    pub fn max_id(&self) -> u32 {
        let games = self.games.iter().map(|g| g.id);
        let rest = self.rest.iter().map(|g| g.id);
        let tournaments = self
            .tournaments
            .iter()
            .flat_map(|t| std::iter::once(t.id).chain(t.games.iter().map(|g| g.id)));
        games.chain(rest).chain(tournaments).max().unwrap_or(0)
    }

    fn game_mut(&mut self, id: u32) -> Option<&mut GameRow> {
        self.games
            .iter_mut()
            .chain(self.tournaments.iter_mut().flat_map(|t| t.games.iter_mut()))
            .find(|g| g.id == id)
    }

    fn game(&self, id: u32) -> Option<&GameRow> {
        self.games
            .iter()
            .chain(self.tournaments.iter().flat_map(|t| t.games.iter()))
            .find(|g| g.id == id)
    }

    fn tournament_mut(&mut self, id: u32) -> Option<&mut TournamentRow> {
        self.tournaments.iter_mut().find(|t| t.id == id)
    }

    /// The text of a field ("" where the row is gone).
    ///
    /// ```
    /// use wertung::web::calc::form::{FieldRef, Form};
    /// let mut f = Form::empty();
    /// f.set(FieldRef::GameRating(1), "2100".into());
    /// assert_eq!(f.value(FieldRef::GameRating(1)), "2100");
    /// assert_eq!(f.value(FieldRef::GameRating(7)), "");
    /// ```
    pub fn value(&self, field: FieldRef) -> &str {
        let rest = |id: u32| self.rest.iter().find(|r| r.id == id);
        let tournament = |id: u32| self.tournaments.iter().find(|t| t.id == id);
        match field {
            FieldRef::Dwz => &self.dwz,
            FieldRef::Index => &self.index,
            FieldRef::BirthYear => &self.birth_year,
            FieldRef::EndDate => &self.end_date,
            FieldRef::K => &self.k,
            FieldRef::Remaining => &self.remaining,
            FieldRef::RemainingCount => &self.remaining_count,
            FieldRef::Target => &self.target,
            FieldRef::Param(p) => self
                .params
                .fields()
                .iter()
                .find(|x| x.0 == p)
                .map_or("", |x| x.1.as_str()),
            FieldRef::GameRating(id) => self.game(id).map_or("", |g| &g.rating),
            FieldRef::GameResult(id) => self.game(id).map_or("", |g| &g.result),
            FieldRef::RestRating(id) => rest(id).map_or("", |r| &r.rating),
            FieldRef::RestResult(id) => rest(id).map_or("", |r| &r.result),
            FieldRef::RestDate(id) => rest(id).map_or("", |r| &r.date),
            FieldRef::TournamentName(id) => tournament(id).map_or("", |t| &t.name),
            FieldRef::TournamentEnd(id) => tournament(id).map_or("", |t| &t.end_date),
            FieldRef::TournamentStart(id) => tournament(id).map_or("", |t| &t.start_date),
            FieldRef::TournamentK(id) => tournament(id).map_or("", |t| &t.k),
        }
    }

    /// Sets the text of a field (nothing where the row is gone).
    pub fn set(&mut self, field: FieldRef, value: String) {
        let slot: Option<&mut String> = match field {
            FieldRef::Dwz => Some(&mut self.dwz),
            FieldRef::Index => Some(&mut self.index),
            FieldRef::BirthYear => Some(&mut self.birth_year),
            FieldRef::EndDate => Some(&mut self.end_date),
            FieldRef::K => Some(&mut self.k),
            FieldRef::Remaining => Some(&mut self.remaining),
            FieldRef::RemainingCount => Some(&mut self.remaining_count),
            FieldRef::Target => Some(&mut self.target),
            FieldRef::Param(p) => Some(self.params.field_mut(p)),
            FieldRef::GameRating(id) => self.game_mut(id).map(|g| &mut g.rating),
            FieldRef::GameResult(id) => self.game_mut(id).map(|g| &mut g.result),
            FieldRef::RestRating(id) => self
                .rest
                .iter_mut()
                .find(|r| r.id == id)
                .map(|r| &mut r.rating),
            FieldRef::RestResult(id) => self
                .rest
                .iter_mut()
                .find(|r| r.id == id)
                .map(|r| &mut r.result),
            FieldRef::RestDate(id) => self
                .rest
                .iter_mut()
                .find(|r| r.id == id)
                .map(|r| &mut r.date),
            FieldRef::TournamentName(id) => self.tournament_mut(id).map(|t| &mut t.name),
            FieldRef::TournamentEnd(id) => self.tournament_mut(id).map(|t| &mut t.end_date),
            FieldRef::TournamentStart(id) => self.tournament_mut(id).map(|t| &mut t.start_date),
            FieldRef::TournamentK(id) => self.tournament_mut(id).map(|t| &mut t.k),
        };
        if let Some(slot) = slot {
            *slot = value;
        }
    }

    /// The row ids of a list, in order.
    pub fn row_ids(&self, list: List) -> Vec<u32> {
        match list {
            List::Games => self.games.iter().map(|g| g.id).collect(),
            List::Rest => self.rest.iter().map(|r| r.id).collect(),
            List::TournamentGames(t) => self
                .tournaments
                .iter()
                .find(|x| x.id == t)
                .map(|x| x.games.iter().map(|g| g.id).collect())
                .unwrap_or_default(),
            List::Tournaments => self.tournaments.iter().map(|t| t.id).collect(),
        }
    }

    /// The 1-based position of a row in its list (0 where it is gone).
    pub fn position(&self, list: List, id: u32) -> usize {
        self.row_ids(list)
            .iter()
            .position(|&x| x == id)
            .map_or(0, |p| p + 1)
    }

    /// Adds an empty row at the end of a list and returns its id; for games not when the last
    /// row is still empty (then its id), so that empty rows do not pile up.
    ///
    /// ```
    /// use wertung::web::calc::form::{FieldRef, Form, List};
    /// let mut f = Form::empty();
    /// assert_eq!(f.add_row(List::Games), 1, "the empty first row is reused");
    /// f.set(FieldRef::GameRating(1), "2000".into());
    /// assert_eq!(f.add_row(List::Games), 2);
    /// assert_eq!(f.add_row(List::Games), 2);
    /// ```
    pub fn add_row(&mut self, list: List) -> u32 {
        let id = self.max_id() + 1;
        let empty_game = |g: &GameRow| blank(&g.rating) && blank(&g.result);
        match list {
            List::Games => match self.games.last() {
                Some(g) if empty_game(g) => return g.id,
                _ => self.games.push(GameRow {
                    id,
                    ..GameRow::default()
                }),
            },
            List::TournamentGames(t) => {
                if let Some(t) = self.tournament_mut(t) {
                    match t.games.last() {
                        Some(g) if empty_game(g) => return g.id,
                        _ => t.games.push(GameRow {
                            id,
                            ..GameRow::default()
                        }),
                    }
                }
            }
            List::Rest => self.rest.push(RestRow {
                id,
                ..RestRow::default()
            }),
            List::Tournaments => self.tournaments.push(TournamentRow {
                id,
                games: vec![GameRow {
                    id: id + 1,
                    ..GameRow::default()
                }],
                ..TournamentRow::default()
            }),
        }
        id
    }

    /// Removes a row; a list of games keeps at least one (empty) row.
    pub fn remove_row(&mut self, list: List, id: u32) {
        match list {
            List::Games => self.games.retain(|g| g.id != id),
            List::Rest => self.rest.retain(|r| r.id != id),
            List::TournamentGames(t) => {
                if let Some(t) = self.tournament_mut(t) {
                    t.games.retain(|g| g.id != id);
                }
            }
            List::Tournaments => self.tournaments.retain(|t| t.id != id),
        }
        if self.games.is_empty() {
            self.add_row(List::Games);
        }
        if let List::TournamentGames(t) = list {
            if self.tournament_mut(t).is_some_and(|t| t.games.is_empty()) {
                self.add_row(list);
            }
        }
    }

    /// Moves a tournament of "Meine Turniere" one place up or down.
    pub fn move_tournament(&mut self, id: u32, up: bool) {
        if let Some(at) = self.tournaments.iter().position(|t| t.id == id) {
            let to = if up { at.checked_sub(1) } else { Some(at + 1) };
            if let Some(to) = to.filter(|&to| to < self.tournaments.len()) {
                self.tournaments.swap(at, to);
            }
        }
    }

    /// The next row of a list after `id`, if any.
    pub fn next_row(&self, list: List, id: u32) -> Option<u32> {
        let ids = self.row_ids(list);
        let at = ids.iter().position(|&x| x == id)?;
        ids.get(at + 1).copied()
    }

    pub fn mode(&self) -> Mode {
        if self.exact {
            Mode::Exact
        } else {
            Mode::Table
        }
    }

    /// The form as URL query pairs with the page's arithmetic mode.
    pub fn query(&self, mode: Mode) -> Vec<(String, String)> {
        Form {
            exact: mode == Mode::Exact,
            ..Form::default()
        }
        .merge_query(self)
    }

    /// The fields that have something in them (they show their message at once when a form is
    /// loaded).
    pub fn filled_fields(&self) -> Vec<String> {
        let mut fields = vec![
            FieldRef::Dwz,
            FieldRef::Index,
            FieldRef::BirthYear,
            FieldRef::EndDate,
            FieldRef::K,
            FieldRef::Remaining,
            FieldRef::RemainingCount,
            FieldRef::Target,
        ];
        fields.extend(
            self.params
                .fields()
                .iter()
                .map(|(p, _)| FieldRef::Param(*p)),
        );
        for g in self
            .games
            .iter()
            .chain(self.tournaments.iter().flat_map(|t| t.games.iter()))
        {
            fields.extend([FieldRef::GameRating(g.id), FieldRef::GameResult(g.id)]);
        }
        for r in &self.rest {
            fields.extend([
                FieldRef::RestRating(r.id),
                FieldRef::RestResult(r.id),
                FieldRef::RestDate(r.id),
            ]);
        }
        for t in &self.tournaments {
            fields.extend([
                FieldRef::TournamentName(t.id),
                FieldRef::TournamentEnd(t.id),
                FieldRef::TournamentStart(t.id),
                FieldRef::TournamentK(t.id),
            ]);
        }
        fields
            .into_iter()
            .filter(|f| !blank(self.value(*f)))
            .map(FieldRef::id)
            .collect()
    }

    /// `other`'s query with this form's mode.
    fn merge_query(&self, other: &Form) -> Vec<(String, String)> {
        let mut q = other.to_query();
        q.retain(|(k, _)| k != "m");
        if self.exact {
            q.insert(1, ("m".into(), "exakt".into()));
        }
        q
    }

    /// The form as URL query pairs (only what is not empty).
    pub fn to_query(&self) -> Vec<(String, String)> {
        fn put(q: &mut Vec<(String, String)>, k: &str, v: &str) {
            if !v.trim().is_empty() {
                q.push((k.into(), v.trim().into()));
            }
        }
        let mut q: Vec<(String, String)> = vec![("t".into(), self.tab.code().into())];
        if self.exact {
            put(&mut q, "m", "exakt");
        }
        put(&mut q, "dwz", &self.dwz);
        put(&mut q, "idx", &self.index);
        put(&mut q, "geb", &self.birth_year);
        put(&mut q, "ende", &self.end_date);
        put(&mut q, "k", &self.k);
        put(&mut q, "g", &games_text(&self.games));
        let rest: Vec<String> = self
            .rest
            .iter()
            .filter(|g| !(blank(&g.rating) && blank(&g.result) && blank(&g.date)))
            .map(|g| join(&[&g.rating, &g.result, &g.date]))
            .collect();
        put(&mut q, "rp", &rest.join(";"));
        for (param, text) in self.params.fields() {
            put(&mut q, param_key(param), text);
        }
        put(&mut q, "rg", &self.remaining);
        put(&mut q, "rn", &self.remaining_count);
        put(&mut q, "ziel", &self.target);
        for (i, t) in self.tournaments.iter().enumerate() {
            let n = i + 1;
            // A tournament is kept even when all of it is empty (its card is on the page).
            q.push((format!("tn{n}"), escape(&t.name)));
            put(&mut q, &format!("te{n}"), &t.end_date);
            put(&mut q, &format!("ts{n}"), &t.start_date);
            put(&mut q, &format!("tk{n}"), &t.k);
            put(&mut q, &format!("tg{n}"), &games_text(&t.games));
        }
        q
    }

    /// Reads the form back from URL query pairs; unknown keys are ignored. Rows get the ids
    /// 1, 2, 3, ... in the order they come.
    pub fn from_query(pairs: &[(String, String)]) -> Form {
        // The last value of a key wins, as in a map (a linear search: a map would bring a sort).
        let find = |k: &str| {
            pairs
                .iter()
                .rev()
                .find(|(key, _)| key == k)
                .map(|(_, v)| v.as_str())
        };
        let get = |k: &str| find(k).map(str::to_string).unwrap_or_default();
        let mut next = 0u32;
        let mut id = || {
            next += 1;
            next
        };
        let mut params = ParamText::default();
        for p in [
            Param::R,
            Param::T,
            Param::U,
            Param::A1,
            Param::A2,
            Param::KMax,
        ] {
            *params.field_mut(p) = get(param_key(p));
        }
        let mut f = Form {
            tab: find("t").and_then(Tab::from_code).unwrap_or_default(),
            exact: find("m") == Some("exakt"),
            dwz: get("dwz"),
            index: get("idx"),
            birth_year: get("geb"),
            end_date: get("ende"),
            k: get("k"),
            params,
            remaining: get("rg"),
            remaining_count: get("rn"),
            target: get("ziel"),
            ..Form::default()
        };
        f.games = games_of(&get("g"), &mut id);
        for g in get("rp").split(';').filter(|s| !s.is_empty()) {
            let mut parts = g.splitn(3, ':');
            f.rest.push(RestRow {
                id: id(),
                rating: unescape(parts.next().unwrap_or("")),
                result: unescape(parts.next().unwrap_or("")),
                date: unescape(parts.next().unwrap_or("")),
            });
        }
        let mut n = 1;
        while let Some(name) = find(&format!("tn{n}")) {
            let t_id = id();
            let games = games_of(&get(&format!("tg{n}")), &mut id);
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
        if f.games.is_empty() {
            f.games.push(GameRow {
                id: id(),
                ..GameRow::default()
            });
        }
        f
    }
}

fn blank(s: &str) -> bool {
    s.trim().is_empty()
}

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
        .filter(|g| !(blank(&g.rating) && blank(&g.result)))
        .map(|g| join(&[&g.rating, &g.result]))
        .collect::<Vec<_>>()
        .join(";")
}

fn games_of(text: &str, id: &mut impl FnMut() -> u32) -> Vec<GameRow> {
    text.split(';')
        .filter(|s| !s.is_empty())
        .map(|g| {
            let mut parts = g.splitn(2, ':');
            GameRow {
                id: id(),
                rating: unescape(parts.next().unwrap_or("")),
                result: unescape(parts.next().unwrap_or("")),
            }
        })
        .collect()
}

/// The URL key of a Stellgröße.
fn param_key(p: Param) -> &'static str {
    match p {
        Param::R => "r",
        Param::T => "pt",
        Param::U => "u",
        Param::A1 => "a1",
        Param::A2 => "a2",
        Param::KMax => "kmax",
    }
}

/// The field id of a Stellgröße.
pub fn param_id(p: Param) -> &'static str {
    match p {
        Param::R => "param-r",
        Param::T => "param-t",
        Param::U => "param-u",
        Param::A1 => "param-a1",
        Param::A2 => "param-a2",
        Param::KMax => "param-k_max",
    }
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
            Some("%3A") | Some("%3a") => Some(':'),
            Some("%3B") | Some("%3b") => Some(';'),
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

/// The field a message belongs to: `dwz`, `index`, `birth_year`, `end_date`, `k`,
/// `game-<id>-rating`, `game-<id>-result`, `rest-<id>-...`, `t-<id>-...`, `param-<name>`,
/// `remaining`, `remaining_count`, `target`.
pub type FieldId = String;

/// A tournament of the chain, parsed.
#[derive(Debug, Clone, PartialEq)]
pub struct ParsedTournament {
    pub name: String,
    pub end_date: Date,
    pub start_date: Option<Date>,
    pub k: Option<f64>,
    pub games: Vec<EstimateGame>,
    /// The form's row number (1-based) of each game given to the core.
    pub rows: Vec<usize>,
}

/// The form parsed: the core's inputs, the Stellgrößen, and a typed error for every bad field.
#[derive(Debug, Clone, PartialEq)]
pub struct Parsed {
    /// The calculator the form is for.
    pub tab: Tab,
    /// The single estimate (the first three tabs); for "Meine Turniere" the player's fields and
    /// Restpartien (its games are in `chain`).
    pub input: EstimateInput,
    /// "Meine Turniere", in the order of the page (the core orders them by date).
    pub chain: Vec<ParsedTournament>,
    /// What-if: the remaining games' opponent ratings.
    pub remaining: Vec<u32>,
    /// What-if: the Ziel-DWZ.
    pub target: Option<u32>,
    pub params: Parameters,
    /// The form's row number (1-based) of each game given to the core.
    pub game_rows: Vec<usize>,
    /// Restpartien rows older than two years at the tournament end (WO 4.1.1): (id, row number).
    pub expired_rest: Vec<(u32, usize)>,
    pub errors: BTreeMap<FieldId, InputError>,
    /// The ids of the row fields in error, in the order of the page.
    pub row_errors: Vec<FieldId>,
    /// A field of the player (DWZ, index, birth year, date, K) is invalid: no result is shown
    /// rather than one computed with a value the player did not type.
    pub blocked: bool,
}

impl Parsed {
    /// The errors of rows that are left out of the calculation (games, Restpartien), in the
    /// order of the page.
    pub fn rows_not_counted(&self) -> Vec<&InputError> {
        let mut list: Vec<&InputError> = Vec::new();
        for e in self.row_errors.iter().filter_map(|id| self.errors.get(id)) {
            // One message a row (the first of its fields).
            if list.last().is_none_or(|last| last.place != e.place) {
                list.push(e);
            }
        }
        list
    }
}

/// A whole number from what was typed: spaces and thousands dots are allowed ("2.100"), and
/// `−` for a minus.
fn whole(text: &str) -> Option<i64> {
    let t: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '.' && *c != '\'')
        .map(|c| if c == '−' { '-' } else { c })
        .collect();
    t.parse().ok()
}

/// A whole number within `lo..=hi` (`None` when empty), or the error for `field` at `place`.
fn number_in(
    text: &str,
    place: &Place,
    field: Field,
    lo: i64,
    hi: i64,
) -> Result<Option<i64>, InputError> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    match whole(t) {
        Some(v) if (lo..=hi).contains(&v) => Ok(Some(v)),
        Some(_) => Err(InputError::out_of_range(
            place.clone(),
            field,
            t,
            lo as f64,
            hi as f64,
        )),
        None if parse_decimal(t).is_some() => Err(InputError::new(
            place.clone(),
            field,
            t,
            Problem::NotAWholeNumber,
        )),
        None => Err(InputError::new(
            place.clone(),
            field,
            t,
            Problem::NotANumber,
        )),
    }
}

/// A date (`None` when empty), or the error.
fn date_in(text: &str, place: &Place, field: Field) -> Result<Option<Date>, InputError> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    Date::parse(&t.replace('−', "-"))
        .map(Some)
        .ok_or_else(|| InputError::new(place.clone(), field, t, Problem::NotADate))
}

/// A K given by the official evaluation (`None` when empty), or the error.
fn k_in(text: &str, place: &Place) -> Result<Option<f64>, InputError> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    match parse_decimal(t) {
        Some(k) if (GIVEN_K.0..=GIVEN_K.1).contains(&k) => Ok(Some(k)),
        Some(_) => Err(InputError::out_of_range(
            place.clone(),
            Field::K,
            t,
            GIVEN_K.0,
            GIVEN_K.1,
        )),
        None => Err(InputError::new(
            place.clone(),
            Field::K,
            t,
            Problem::NotANumber,
        )),
    }
}

fn rating_in(text: &str, place: &Place) -> Result<Option<u32>, InputError> {
    number_in(
        text,
        place,
        Field::OpponentRating,
        RATING.0.into(),
        RATING.1.into(),
    )
    .map(|r| r.map(|r| r as u32))
}

/// The errors of a parse, by field id, and the row fields in error in the order of the page.
struct Errors(BTreeMap<FieldId, InputError>, Vec<FieldId>);

impl Errors {
    /// The error of a row's field (it is listed among the rows not counted).
    fn row(&mut self, id: String, e: InputError) {
        self.1.push(id.clone());
        self.0.insert(id, e);
    }

    /// The value, or `None` with the error kept under `id`.
    fn keep<T>(&mut self, id: impl Into<String>, r: Result<Option<T>, InputError>) -> Option<T> {
        match r {
            Ok(v) => v,
            Err(e) => {
                self.0.insert(id.into(), e);
                None
            }
        }
    }
}

/// The games of a list: rows with nothing typed are skipped; a row that cannot be read is left
/// out with its error (never silently). Returns the games and their row numbers.
fn parse_games(
    rows: &[GameRow],
    outer: &Place,
    errors: &mut Errors,
) -> (Vec<EstimateGame>, Vec<usize>) {
    let mut games = Vec::new();
    let mut numbers = Vec::new();
    for (n, row) in rows.iter().enumerate() {
        if blank(&row.rating) && blank(&row.result) {
            continue;
        }
        let place = outer.then(At::Game(n + 1));
        let rating = rating_in(&row.rating, &place);
        let result = if blank(&row.result) {
            Err(InputError::missing(place.clone(), Field::Result))
        } else {
            SingleResult::parse(&row.result).ok_or_else(|| {
                InputError::new(
                    place.clone(),
                    Field::Result,
                    row.result.trim(),
                    Problem::NotAllowed(Allowed::SingleResult),
                )
            })
        };
        match (rating, result) {
            (Ok(opponent_rating), Ok(result)) => {
                games.push(EstimateGame {
                    opponent_rating,
                    result,
                });
                numbers.push(n + 1);
            }
            (rating, result) => {
                if let Err(e) = rating {
                    errors.row(ids::game(row.id, "rating"), e);
                }
                if let Err(e) = result {
                    errors.row(ids::game(row.id, "result"), e);
                }
            }
        }
    }
    (games, numbers)
}

/// The Restpartien rows: each needs a rating, a result and a date (without a date it counts as
/// played at the tournament end, i.e. valid).
fn parse_rest(rows: &[RestRow], end: Date, errors: &mut Errors) -> Vec<((u32, usize), RestGame)> {
    let mut out = Vec::new();
    for (n, row) in rows.iter().enumerate() {
        if blank(&row.rating) && blank(&row.result) && blank(&row.date) {
            continue;
        }
        let place = Place::from(At::RestGame(n + 1));
        let rating = match rating_in(&row.rating, &place) {
            Ok(None) => Err(InputError::missing(place.clone(), Field::OpponentRating)),
            other => other,
        };
        let score = SingleResult::parse(&row.result)
            .and_then(SingleResult::score)
            .ok_or_else(|| {
                if blank(&row.result) {
                    InputError::missing(place.clone(), Field::Result)
                } else {
                    InputError::new(
                        place.clone(),
                        Field::Result,
                        row.result.trim(),
                        Problem::NotAllowed(Allowed::Score),
                    )
                }
            });
        let date = date_in(&row.date, &place, Field::Date);
        match (rating, score, date) {
            (Ok(Some(opponent_rating)), Ok(score), Ok(date)) => out.push((
                (row.id, n + 1),
                RestGame {
                    opponent_rating,
                    score,
                    date: date.unwrap_or(end),
                },
            )),
            (rating, score, date) => {
                for (what, e) in [
                    ("rating", rating.err()),
                    ("result", score.err()),
                    ("date", date.err()),
                ] {
                    if let Some(e) = e {
                        errors.row(ids::rest(row.id, what), e);
                    }
                }
            }
        }
    }
    out
}

/// The what-if's remaining opponents: several ratings separated by spaces or semicolons, or
/// one rating for `count` games.
fn parse_remaining(form: &Form, errors: &mut Errors) -> Vec<u32> {
    let words: Vec<&str> = form
        .remaining
        .split(|c: char| c.is_whitespace() || c == ';' || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    let mut ratings = Vec::new();
    for (k, w) in words.iter().enumerate() {
        let place = Place::from(At::Remaining(k + 1));
        if let Some(r) = errors.keep("remaining", rating_in(w, &place)) {
            ratings.push(r);
        }
    }
    let count = errors.keep(
        "remaining_count",
        number_in(
            &form.remaining_count,
            &Place::default(),
            Field::Remaining,
            1,
            20,
        ),
    );
    match (ratings.as_slice(), count) {
        ([one], Some(n)) => vec![*one; n as usize],
        _ => ratings,
    }
}

/// Parses the form (see [`Parsed`]). Bad fields are left out of the input and reported; the
/// rest of the calculation goes on. Without a tournament end date the calculation is for `today`
/// (age group, validity of Restpartien).
pub fn parse(form: &Form, today: Date) -> Parsed {
    let mut errors = Errors(BTreeMap::new(), Vec::new());
    let top = Place::default();
    let chain = form.tab == Tab::Chain;
    let first = form.tab == Tab::First;

    let end_date = if chain {
        None
    } else {
        errors.keep("end_date", date_in(&form.end_date, &top, Field::EndDate))
    }
    .unwrap_or(today);
    let mut dwz = None;
    let mut index = None;
    let mut birth_year = None;
    if !first {
        dwz = errors
            .keep(
                "dwz",
                number_in(
                    &form.dwz,
                    &top,
                    Field::Dwz,
                    RATING.0.into(),
                    RATING.1.into(),
                ),
            )
            .map(|r| r as u32);
        if blank(&form.dwz) && !chain {
            errors.0.insert(
                "dwz".into(),
                InputError::new(top.clone(), Field::Dwz, "", Problem::DwzNeeded),
            );
        }
        index = errors
            .keep(
                "index",
                number_in(
                    &form.index,
                    &top,
                    Field::Index,
                    INDEX.0.into(),
                    INDEX.1.into(),
                ),
            )
            .map(|i| i as u32);
        // The last year a birth year may have: the tournament's end (a chain's last end).
        let last_year = if chain {
            form.tournaments
                .iter()
                .filter_map(|t| Date::parse(&t.end_date))
                .map(|d| d.year)
                .max()
                .unwrap_or(today.year)
                .max(today.year)
        } else {
            end_date.year
        };
        birth_year = errors
            .keep(
                "birth_year",
                number_in(
                    &form.birth_year,
                    &top,
                    Field::BirthYear,
                    FIRST_BIRTH_YEAR.into(),
                    last_year.into(),
                ),
            )
            .map(|y| y as i32);
    }
    let k = if form.tab == Tab::Recheck {
        errors.keep("k", k_in(&form.k, &top))
    } else {
        None
    };
    let blocked = ["end_date", "dwz", "index", "birth_year", "k"]
        .iter()
        .any(|f| errors.0.contains_key(*f));

    let (games, game_rows) = if chain {
        (Vec::new(), Vec::new())
    } else {
        parse_games(&form.games, &top, &mut errors)
    };

    // Restpartien: the Erst-DWZ, and a chain that starts without DWZ.
    let rest_rows = if first || (chain && dwz.is_none()) {
        parse_rest(&form.rest, end_date, &mut errors)
    } else {
        Vec::new()
    };
    let expired_rest = rest_rows
        .iter()
        .filter(|(_, g)| !chain && !g.is_valid_at(end_date))
        .map(|(row, _)| *row)
        .collect();

    let mut tournaments = Vec::new();
    if chain {
        for (i, t) in form.tournaments.iter().enumerate() {
            let place = Place::from(At::ChainTournament(i + 1));
            let end = errors.keep(
                ids::tournament(t.id, "end"),
                date_in(&t.end_date, &place, Field::EndDate),
            );
            if end.is_none() && blank(&t.end_date) {
                errors.0.insert(
                    ids::tournament(t.id, "end"),
                    InputError::missing(place.clone(), Field::EndDate),
                );
            }
            let start = errors.keep(
                ids::tournament(t.id, "start"),
                date_in(&t.start_date, &place, Field::StartDate),
            );
            let k = errors.keep(ids::tournament(t.id, "k"), k_in(&t.k, &place));
            let (games, rows) = parse_games(&t.games, &place, &mut errors);
            if let Some(end_date) = end {
                tournaments.push(ParsedTournament {
                    name: t.name.trim().to_string(),
                    end_date,
                    start_date: start,
                    k,
                    games,
                    rows,
                });
            }
        }
    }

    let remaining = parse_remaining(form, &mut errors);
    let target = errors
        .keep(
            "target",
            number_in(
                &form.target,
                &top,
                Field::TargetRating,
                RATING.0.into(),
                RATING.1.into(),
            ),
        )
        .map(|r| r as u32);

    // Stellgrößen out of range get a message and keep their default.
    let mut params = Parameters::default();
    for ((param, _, lo, hi), (_, text)) in Parameters::default()
        .fields()
        .into_iter()
        .zip(form.params.fields())
    {
        if blank(text) {
            continue;
        }
        let field = Field::Param(param);
        let e = match parse_decimal(text) {
            Some(v) if (lo..=hi).contains(&v) => {
                params.set(param, v);
                continue;
            }
            Some(_) => InputError::out_of_range(At::Options, field, text.trim(), lo, hi),
            None => InputError::new(At::Options, field, text.trim(), Problem::NotANumber),
        };
        errors.0.insert(param_id(param).into(), e);
    }

    Parsed {
        tab: form.tab,
        input: EstimateInput {
            kind: if chain && dwz.is_none() {
                EstimateKind::FirstRating
            } else {
                form.tab.kind()
            },
            end_date: Some(end_date),
            dwz,
            index,
            birth_year,
            k,
            games,
            rest_games: rest_rows.into_iter().map(|(_, g)| g).collect(),
        },
        chain: tournaments,
        remaining,
        target,
        params,
        game_rows,
        expired_rest,
        errors: errors.0,
        row_errors: errors.1,
        blocked,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn today() -> Date {
        Date::new(2026, 11, 21).unwrap()
    }

    fn form_b() -> Form {
        let mut f = Form::from_query(&[]);
        f.tab = Tab::Recheck;
        f.dwz = "2100".into();
        f.index = "55".into();
        f.birth_year = "2004".into();
        f.end_date = "12.12.2026".into();
        f.k = "32".into();
        f.games = [
            ("2220", "0"),
            ("1800", "½"),
            ("1961", "1"),
            ("1179", "+"),
            ("2329", "0"),
        ]
        .iter()
        .enumerate()
        .map(|(k, (r, s))| GameRow {
            id: k as u32 + 1,
            rating: r.to_string(),
            result: s.to_string(),
        })
        .collect();
        f
    }

    #[test]
    fn without_an_end_date_the_calculation_is_for_today() {
        let mut f = form_b();
        f.end_date.clear();
        f.birth_year = "2012".into();
        let p = parse(&f, today());
        assert_eq!(p.input.end_date, Some(today()));
        assert_eq!(
            crate::dwz::AgeGroup::of(p.input.birth_year, p.input.end_date.unwrap().year),
            crate::dwz::AgeGroup::Youth
        );
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

    /// Fuzz finding (calculator_form): a game `1950` / `:1` came back from the link as the valid
    /// game `1950:1`; separators typed into a field now survive the link, and so does a
    /// Restpartie row of which only the date is typed.
    #[test]
    fn what_is_typed_survives_the_link() {
        let query: Vec<(String, String)> = [("t", "nach"), ("g", "2100:1;2000:1;1950::1")]
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let f = Form::from_query(&query);
        assert_eq!(f.games[2].result, ":1");
        let p = parse(&f, today());
        assert_eq!(p.input.games.len(), 2);
        assert!(p.errors.contains_key(&ids::game(f.games[2].id, "result")));
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

    #[test]
    fn a_row_that_cannot_be_read_is_reported_with_its_row_number() {
        // "abc" in row 3: the row is left out and says why; the other rows keep their numbers.
        let mut f = form_b();
        f.games[2].rating = "abc".into();
        let p = parse(&f, today());
        assert_eq!(p.input.games.len(), 4);
        assert_eq!(p.game_rows, vec![1, 2, 4, 5]);
        let listed: Vec<String> = p
            .rows_not_counted()
            .iter()
            .map(|e| Lang::De.error(e))
            .collect();
        assert_eq!(listed, ["Partie 3, Gegner-DWZ: „abc“ ist keine Zahl"]);
        assert!(!p.blocked, "a bad row does not block the other rows");
    }

    #[test]
    fn bad_fields_are_reported_and_the_rest_is_kept() {
        let mut f = form_b();
        f.games[0].rating = "12 000".into();
        f.games[1].result = "".into();
        f.birth_year = "2030".into();
        let p = parse(&f, today());
        let id0 = f.games[0].id;
        let id1 = f.games[1].id;
        assert_eq!(
            Lang::De.error(&p.errors[&ids::game(id0, "rating")]),
            "Partie 1, Gegner-DWZ: „12 000“ liegt nicht zwischen 1 und 3500"
        );
        assert_eq!(
            Lang::En.error(&p.errors[&ids::game(id1, "result")]),
            "game 2, result: is missing"
        );
        assert_eq!(
            Lang::De.error(&p.errors["birth_year"]),
            "Geburtsjahr: „2030“ liegt nicht zwischen 1880 und 2026"
        );
        assert_eq!(p.input.games.len(), 3, "the other three games still count");
        assert_eq!(p.input.dwz, Some(2100));
        assert!(
            p.blocked,
            "no result with a birth year the player did not type"
        );
    }

    #[test]
    fn an_invalid_index_is_an_error_not_6_and_an_empty_one_is_6() {
        let mut f = form_b();
        f.index = "0".into();
        let p = parse(&f, today());
        assert!(p.blocked);
        assert!(p.errors.contains_key("index"));
        f.index.clear();
        let p = parse(&f, today());
        assert!(!p.blocked);
        assert_eq!(p.input.index, None, "the core takes 6 and says so");
    }

    #[test]
    fn decimal_comma_thousands_dot_and_the_minus_sign() {
        let mut f = form_b();
        f.k = "33,7".into();
        f.dwz = "2.100".into();
        f.games[0].result = "−".into();
        let p = parse(&f, today());
        assert_eq!((p.input.k, p.input.dwz), (Some(33.7), Some(2100)));
        assert_eq!(p.input.games[0].result, SingleResult::ForfeitLoss);
    }

    #[test]
    fn parameters_out_of_range_keep_their_default() {
        let mut f = form_b();
        f.params.t = "0".into();
        f.params.r = "0,1".into();
        let p = parse(&f, today());
        assert_eq!(p.params.t, 30.0);
        assert_eq!(p.params.r, 0.1);
        assert_eq!(
            Lang::De.error(&p.errors["param-t"]),
            "Einstellungen, Stellgröße t: „0“ liegt nicht zwischen 1 und 1000"
        );
    }

    #[test]
    fn remaining_games_one_value_for_all_or_one_each() {
        let mut f = form_b();
        f.remaining = "1750".into();
        f.remaining_count = "2".into();
        assert_eq!(parse(&f, today()).remaining, vec![1750, 1750]);
        f.remaining = "1700; 1800 x".into();
        let p = parse(&f, today());
        assert_eq!(p.remaining, vec![1700, 1800]);
        assert_eq!(
            Lang::De.error(&p.errors["remaining"]),
            "restliche Partie 3, Gegner-DWZ: „x“ ist keine Zahl"
        );
    }

    #[test]
    fn an_expired_restpartie_is_marked() {
        let mut f = Form::empty();
        f.tab = Tab::First;
        f.end_date = "12.12.2026".into();
        f.rest = vec![
            RestRow {
                id: 2,
                rating: "1500".into(),
                result: "½".into(),
                date: "01.10.2024".into(),
            },
            RestRow {
                id: 3,
                rating: "1600".into(),
                result: "1".into(),
                date: "13.12.2024".into(),
            },
        ];
        let p = parse(&f, today());
        assert_eq!(p.expired_rest, vec![(2, 1)]);
        assert_eq!(
            p.input.rest_games.len(),
            2,
            "the core drops it and counts it"
        );
    }

    #[test]
    fn a_chain_names_the_tournament_of_a_bad_game() {
        let mut f = Form::empty();
        f.tab = Tab::Chain;
        f.dwz = "1743".into();
        f.tournaments = vec![
            TournamentRow {
                id: 5,
                name: "A".into(),
                end_date: "04.10.2026".into(),
                games: vec![GameRow {
                    id: 6,
                    rating: "1612".into(),
                    result: "1".into(),
                }],
                ..TournamentRow::default()
            },
            TournamentRow {
                id: 7,
                name: "B".into(),
                end_date: "2026-11-01".into(),
                games: vec![GameRow {
                    id: 8,
                    rating: "abc".into(),
                    result: "0".into(),
                }],
                ..TournamentRow::default()
            },
        ];
        let p = parse(&f, today());
        assert_eq!(p.chain.len(), 2);
        assert_eq!(p.chain[0].games.len(), 1);
        assert_eq!(
            Lang::De.error(&p.errors[&ids::game(8, "rating")]),
            "Turnier 2, Partie 1, Gegner-DWZ: „abc“ ist keine Zahl"
        );
    }
}
