//! What the user types into the calculator, kept as text (so nothing typed is ever lost): the
//! form's types, every field read and written through [`FieldRef`], rows added, removed and
//! moved. Its URL codec is in `url`, its parsing into the core's inputs in `parse`.

use super::params::ParamText;
use super::stand_in::{RowRating, StandIns};
use crate::dwz::estimate::EstimateKind;
use crate::dwz::limits::{GAMES_PER_TOURNAMENT, REST_GAMES, TOURNAMENTS_IN_CHAIN};
use crate::dwz::Mode;
use crate::fide::estimate::EARLIER_GAMES;
use crate::input::{At, Field, InputError, Param, Place, Problem};

mod fields;
pub use fields::{FieldRef, List, PLAYER_FIELDS};

/// The calculators of the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tab {
    /// Vorausberechnung: a forecast of the new DWZ.
    #[default]
    Forecast,
    /// Nachberechnung: a recheck with the K of the official evaluation.
    Recheck,
    /// Erst-DWZ: the first rating of a player without DWZ.
    First,
    /// "Meine Turniere": a chain of tournaments not yet evaluated.
    Chain,
}

impl Tab {
    /// Every tab, in the page's order.
    pub const ALL: [Tab; 4] = [Tab::Forecast, Tab::Recheck, Tab::First, Tab::Chain];
    /// The tab's code in the link (`voraus`, `nach`, `erst`, `turniere`).
    pub fn code(self) -> &'static str {
        match self {
            Tab::Forecast => "voraus",
            Tab::Recheck => "nach",
            Tab::First => "erst",
            Tab::Chain => "turniere",
        }
    }
    pub(super) fn from_code(s: &str) -> Option<Tab> {
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

/// One game row, as typed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameRow<S = String> {
    /// The row's id (stable while rows are added, removed and moved).
    pub id: u32,
    /// The opponent's DWZ (empty: "ohne DWZ").
    pub rating: S,
    /// The result.
    pub result: S,
    /// The opponent's Elo (empty: without Elo).
    pub elo: S,
}

impl<S: FormText> GameRow<S> {
    /// Nothing typed into the row.
    pub fn is_blank(&self) -> bool {
        [&self.rating, &self.result, &self.elo]
            .iter()
            .all(|s| s.with_text(blank))
    }
}

/// One Restpartie row (or an earlier Elo game of a player without Elo), as typed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RestRow<S = String> {
    /// The row's id.
    pub id: u32,
    /// The opponent's rating.
    pub rating: S,
    /// The result.
    pub result: S,
    /// The date.
    pub date: S,
}

/// One tournament of "Meine Turniere", as typed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TournamentRow<S = String> {
    /// The row's id.
    pub id: u32,
    /// The tournament's name.
    pub name: S,
    /// Its end date.
    pub end_date: S,
    /// Its start date.
    pub start_date: S,
    /// The K of its official evaluation, where known.
    pub k: S,
    /// The player's games in it.
    pub games: Vec<GameRow<S>>,
}

/// Everything on the page that the user can change.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Form<S = String> {
    /// The calculator shown.
    pub tab: Tab,
    /// Exact arithmetic (as the DSB's evaluation computes); else the tables of the worked
    /// example (Anhang 3.1). A new form is exact; a link or a saved form without the
    /// mode's key was made in table mode by an earlier release and keeps it.
    pub exact: bool,
    /// The player's DWZ.
    pub dwz: S,
    /// His index.
    pub index: S,
    /// His year of birth.
    pub birth_year: S,
    /// The tournament's end date.
    pub end_date: S,
    /// The K of the official evaluation (Nachberechnung).
    pub k: S,
    /// The games of the tournament.
    pub games: Vec<GameRow<S>>,
    /// The Restpartien (Erst-DWZ).
    pub rest: Vec<RestRow<S>>,
    /// The Stellgrößen (Anhang 1.2.1), as typed.
    pub params: ParamText<S>,
    /// What-if: the expected opponents of the remaining games ("1700 1800", or one value).
    pub remaining: S,
    /// What-if: how many remaining games, where one value stands for all.
    pub remaining_count: S,
    /// What-if: the Ziel-DWZ.
    pub target: S,
    /// "Meine Turniere".
    pub tournaments: Vec<TournamentRow<S>>,
    /// What a link (or the stored form) had past the limits and was not loaded.
    pub cut: Vec<Cut>,
    /// FIDE Elo: the player's published Elo (empty: without Elo).
    pub elo: S,
    /// "Elo auch berechnen" (for a player without Elo: his initial rating).
    pub elo_on: bool,
    /// The K of the FIDE list, where the player gives it.
    pub elo_k: S,
    /// His rated games before (empty: 30 or more).
    pub elo_games: S,
    /// What-if: the remaining opponents' Elo (empty: as their DWZ).
    pub remaining_elo: S,
    /// A player without Elo: his rated games of earlier events (FIDE 7.1.4).
    pub earlier: Vec<RestRow<S>>,
    /// The opponents whose rating is an Elo in place of a DWZ (WO 4.1.2), chosen by name.
    pub stand_ins: StandIns,
}

/// Rows of a link past a limit of [`crate::dwz::limits`], not loaded: how many there were of
/// what (in which tournament of "Meine Turniere"), and the limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cut {
    /// The tournament of "Meine Turniere" the rows belong to; `None`: the form's own.
    pub tournament: Option<usize>,
    /// What the rows were.
    pub field: Field,
    /// How many there were.
    pub count: usize,
    /// The limit.
    pub max: usize,
}

impl Cut {
    /// A cut: `count` rows of `field` (in `tournament`) past the limit `max`.
    pub fn new(tournament: Option<usize>, field: Field, count: usize, max: usize) -> Cut {
        Cut {
            tournament,
            field,
            count,
            max,
        }
    }

    /// As an error of the input, to be worded: "Turnier 2, Partien: 73 sind zu viele
    /// (höchstens 50)".
    pub fn error(self) -> InputError {
        let place = self
            .tournament
            .map(At::ChainTournament)
            .map_or_else(Place::default, Place::from);
        InputError::new(
            place,
            self.field,
            self.count.to_string(),
            Problem::TooMany { max: self.max },
        )
    }
}

/// The form's shape (its rows, tab and switches) and its texts, however the texts are held.
impl<S> Form<S> {
    /// The highest row id in use (new rows take the next ones).
    pub fn max_id(&self) -> u32 {
        let games = self.games.iter().map(|g| g.id);
        let rest = self.rest.iter().chain(self.earlier_rows()).map(|g| g.id);
        let tournaments = self
            .tournaments
            .iter()
            .flat_map(|t| std::iter::once(t.id).chain(t.games.iter().map(|g| g.id)));
        games.chain(rest).chain(tournaments).max().unwrap_or(0)
    }

    fn game_mut(&mut self, id: u32) -> Option<&mut GameRow<S>> {
        self.games
            .iter_mut()
            .chain(self.tournaments.iter_mut().flat_map(|t| t.games.iter_mut()))
            .find(|g| g.id == id)
    }

    fn game(&self, id: u32) -> Option<&GameRow<S>> {
        self.games
            .iter()
            .chain(self.tournaments.iter().flat_map(|t| t.games.iter()))
            .find(|g| g.id == id)
    }

    fn rest_mut(&mut self, id: u32) -> Option<&mut RestRow<S>> {
        let earlier = &mut self.earlier[..];
        self.rest.iter_mut().chain(earlier).find(|r| r.id == id)
    }

    fn tournament_mut(&mut self, id: u32) -> Option<&mut TournamentRow<S>> {
        self.tournaments.iter_mut().find(|t| t.id == id)
    }

    /// The text of a field, where it is on the form (generic over how the text is held: see
    /// [`Form::value`] and the page's form of signals).
    pub fn slot(&self, field: FieldRef) -> Option<&S> {
        let rest = |id: u32| {
            self.rest
                .iter()
                .chain(self.earlier_rows())
                .find(|r| r.id == id)
        };
        let tournament = |id: u32| self.tournaments.iter().find(|t| t.id == id);
        match field {
            FieldRef::Dwz => Some(&self.dwz),
            FieldRef::Index => Some(&self.index),
            FieldRef::BirthYear => Some(&self.birth_year),
            FieldRef::EndDate => Some(&self.end_date),
            FieldRef::K => Some(&self.k),
            FieldRef::Remaining => Some(&self.remaining),
            FieldRef::RemainingCount => Some(&self.remaining_count),
            FieldRef::Target => Some(&self.target),
            FieldRef::Param(p) => Some(self.params.get(p)),
            FieldRef::GameRating(id) => self.game(id).map(|g| &g.rating),
            FieldRef::GameResult(id) => self.game(id).map(|g| &g.result),
            FieldRef::RestRating(id) => rest(id).map(|r| &r.rating),
            FieldRef::RestResult(id) => rest(id).map(|r| &r.result),
            FieldRef::RestDate(id) => rest(id).map(|r| &r.date),
            FieldRef::TournamentName(id) => tournament(id).map(|t| &t.name),
            FieldRef::TournamentEnd(id) => tournament(id).map(|t| &t.end_date),
            FieldRef::TournamentStart(id) => tournament(id).map(|t| &t.start_date),
            FieldRef::TournamentK(id) => tournament(id).map(|t| &t.k),
            FieldRef::Elo => Some(&self.elo),
            FieldRef::EloK => Some(&self.elo_k),
            FieldRef::EloGames => Some(&self.elo_games),
            FieldRef::RemainingElo => Some(&self.remaining_elo),
            FieldRef::GameElo(id) => self.game(id).map(|g| &g.elo),
            FieldRef::EarlierRating(id) => rest(id).map(|r| &r.rating),
            FieldRef::EarlierResult(id) => rest(id).map(|r| &r.result),
            FieldRef::EarlierDate(id) => rest(id).map(|r| &r.date),
        }
    }

    /// The text of a field, to change it.
    fn slot_mut(&mut self, field: FieldRef) -> Option<&mut S> {
        match field {
            FieldRef::Dwz => Some(&mut self.dwz),
            FieldRef::Index => Some(&mut self.index),
            FieldRef::BirthYear => Some(&mut self.birth_year),
            FieldRef::EndDate => Some(&mut self.end_date),
            FieldRef::K => Some(&mut self.k),
            FieldRef::Remaining => Some(&mut self.remaining),
            FieldRef::RemainingCount => Some(&mut self.remaining_count),
            FieldRef::Target => Some(&mut self.target),
            FieldRef::Param(p) => Some(self.params.get_mut(p)),
            FieldRef::GameRating(id) => self.game_mut(id).map(|g| &mut g.rating),
            FieldRef::GameResult(id) => self.game_mut(id).map(|g| &mut g.result),
            FieldRef::RestRating(id) => self.rest_mut(id).map(|r| &mut r.rating),
            FieldRef::RestResult(id) => self.rest_mut(id).map(|r| &mut r.result),
            FieldRef::RestDate(id) => self.rest_mut(id).map(|r| &mut r.date),
            FieldRef::TournamentName(id) => self.tournament_mut(id).map(|t| &mut t.name),
            FieldRef::TournamentEnd(id) => self.tournament_mut(id).map(|t| &mut t.end_date),
            FieldRef::TournamentStart(id) => self.tournament_mut(id).map(|t| &mut t.start_date),
            FieldRef::TournamentK(id) => self.tournament_mut(id).map(|t| &mut t.k),
            FieldRef::Elo => Some(&mut self.elo),
            FieldRef::EloK => Some(&mut self.elo_k),
            FieldRef::EloGames => Some(&mut self.elo_games),
            FieldRef::RemainingElo => Some(&mut self.remaining_elo),
            FieldRef::GameElo(id) => self.game_mut(id).map(|g| &mut g.elo),
            FieldRef::EarlierRating(id) => self.rest_mut(id).map(|r| &mut r.rating),
            FieldRef::EarlierResult(id) => self.rest_mut(id).map(|r| &mut r.result),
            FieldRef::EarlierDate(id) => self.rest_mut(id).map(|r| &mut r.date),
        }
    }

    /// The same form with each text `text(field, its text)`: the page holds its texts as
    /// signals (a keystroke writes only its field's), and reads them back as plain text for
    /// the parse, the link and the undo.
    ///
    /// ```
    /// use wertung::web::calc::form::{FieldRef, Form};
    /// let mut f = Form::empty();
    /// f.set(FieldRef::GameRating(1), "2100".into());
    /// let ids = f.map(&mut |field, _| field.id());
    /// assert_eq!(ids.games[0].rating, "game-1-rating");
    /// assert_eq!(ids.map(&mut |field, id| (field.id() == *id).then(|| f.value(field).to_string())).games[0].rating.as_deref(), Some("2100"));
    /// ```
    pub fn map<T>(&self, text: &mut dyn FnMut(FieldRef, &S) -> T) -> Form<T> {
        let games = |games: &[GameRow<S>], text: &mut dyn FnMut(FieldRef, &S) -> T| {
            games
                .iter()
                .map(|g| GameRow {
                    id: g.id,
                    rating: text(FieldRef::GameRating(g.id), &g.rating),
                    result: text(FieldRef::GameResult(g.id), &g.result),
                    elo: text(FieldRef::GameElo(g.id), &g.elo),
                })
                .collect::<Vec<_>>()
        };
        let rest = |rows: &[RestRow<S>],
                    fields: [fn(u32) -> FieldRef; 3],
                    text: &mut dyn FnMut(FieldRef, &S) -> T| {
            rows.iter()
                .map(|r| RestRow {
                    id: r.id,
                    rating: text(fields[0](r.id), &r.rating),
                    result: text(fields[1](r.id), &r.result),
                    date: text(fields[2](r.id), &r.date),
                })
                .collect::<Vec<_>>()
        };
        Form {
            tab: self.tab,
            exact: self.exact,
            dwz: text(FieldRef::Dwz, &self.dwz),
            index: text(FieldRef::Index, &self.index),
            birth_year: text(FieldRef::BirthYear, &self.birth_year),
            end_date: text(FieldRef::EndDate, &self.end_date),
            k: text(FieldRef::K, &self.k),
            games: games(&self.games, text),
            rest: rest(
                &self.rest,
                [
                    FieldRef::RestRating,
                    FieldRef::RestResult,
                    FieldRef::RestDate,
                ],
                text,
            ),
            params: self.params.map(|p, s| text(FieldRef::Param(p), s)),
            remaining: text(FieldRef::Remaining, &self.remaining),
            remaining_count: text(FieldRef::RemainingCount, &self.remaining_count),
            target: text(FieldRef::Target, &self.target),
            tournaments: self
                .tournaments
                .iter()
                .map(|t| TournamentRow {
                    id: t.id,
                    name: text(FieldRef::TournamentName(t.id), &t.name),
                    end_date: text(FieldRef::TournamentEnd(t.id), &t.end_date),
                    start_date: text(FieldRef::TournamentStart(t.id), &t.start_date),
                    k: text(FieldRef::TournamentK(t.id), &t.k),
                    games: games(&t.games, text),
                })
                .collect(),
            cut: self.cut.clone(),
            elo: text(FieldRef::Elo, &self.elo),
            elo_on: self.elo_on,
            elo_k: text(FieldRef::EloK, &self.elo_k),
            elo_games: text(FieldRef::EloGames, &self.elo_games),
            remaining_elo: text(FieldRef::RemainingElo, &self.remaining_elo),
            stand_ins: self.stand_ins.clone(),
            earlier: rest(
                &self.earlier,
                [
                    FieldRef::EarlierRating,
                    FieldRef::EarlierResult,
                    FieldRef::EarlierDate,
                ],
                text,
            ),
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
            List::Earlier => self.earlier.iter().map(|r| r.id).collect(),
        }
    }

    /// The 1-based position of a row in its list (0 where it is gone).
    pub fn position(&self, list: List, id: u32) -> usize {
        self.row_ids(list)
            .iter()
            .position(|&x| x == id)
            .map_or(0, |p| p + 1)
    }

    /// How many rows a list may have ([`crate::dwz::limits`]; the add buttons' texts at the
    /// limit name them: `{n}` in the text is this number, not written into the texts).
    ///
    /// ```
    /// use wertung::web::calc::form::{Form, List};
    /// use wertung::i18n::{Lang, FormWords};
    /// let f = Form::empty();
    /// let text = |m, list| Lang::De.filled(m, &[("n", &f.limit(list).to_string())]);
    /// assert_eq!(text(FormWords::GamesAtLimit, List::Games), "Höchstens 50 Partien");
    /// assert_eq!(text(FormWords::RestAtLimit, List::Rest), "Höchstens 50 Restpartien");
    /// assert_eq!(text(FormWords::TournamentsAtLimit, List::Tournaments), "Höchstens 20 Turniere");
    /// assert_eq!(text(FormWords::EarlierAtLimit, List::Earlier), "Höchstens 200 frühere Partien");
    /// ```
    pub fn limit(&self, list: List) -> usize {
        match list {
            List::Games | List::TournamentGames(_) => GAMES_PER_TOURNAMENT,
            List::Rest => REST_GAMES,
            List::Tournaments => TOURNAMENTS_IN_CHAIN,
            List::Earlier => EARLIER_GAMES,
        }
    }

    /// Whether a list has as many rows as it may have.
    pub fn full(&self, list: List) -> bool {
        let len = match list {
            List::Games => self.games.len(),
            List::Rest => self.rest.len(),
            List::TournamentGames(t) => self
                .tournaments
                .iter()
                .find(|x| x.id == t)
                .map_or(0, |x| x.games.len()),
            List::Tournaments => self.tournaments.len(),
            List::Earlier => self.earlier.len(),
        };
        len >= self.limit(list)
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

    /// The arithmetic mode the form carries (a link with `m=exakt`).
    pub fn mode(&self) -> Mode {
        if self.exact {
            Mode::Exact
        } else {
            Mode::Table
        }
    }

    /// The rows of the earlier Elo games.
    fn earlier_rows(&self) -> &[RestRow<S>] {
        &self.earlier
    }

    /// "Elo auch berechnen" switched.
    pub fn switch_elo(&mut self) {
        self.elo_on = !self.elo_on;
    }
}

impl<S: FormText> Form<S> {
    /// Each game row's id and the rating typed in it, in order (`written`: only the rows
    /// with something typed, as the link writes them).
    pub fn row_ratings(&self, written: bool) -> Vec<RowRating> {
        game_ratings(&self.games, written)
    }

    /// [`Form::row_ratings`] of each tournament of "Meine Turniere", in order.
    pub fn tournament_ratings(&self, written: bool) -> Vec<Vec<RowRating>> {
        self.tournaments
            .iter()
            .map(|t| game_ratings(&t.games, written))
            .collect()
    }

    /// The Stellgrößen back to their defaults (emptied).
    pub fn default_params(&mut self) {
        for p in Param::ALL {
            self.params.get_mut(p).put(String::new());
        }
    }

    /// Sets the text of a field (nothing where the row is gone).
    pub fn set(&mut self, field: FieldRef, value: String) {
        if let Some(slot) = self.slot_mut(field) {
            slot.put(value);
        }
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
        if self.full(list) {
            return self.row_ids(list).last().copied().unwrap_or(0);
        }
        let id = self.max_id() + 1;
        let empty_game = GameRow::<S>::is_blank;
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
            List::Earlier => self.earlier.push(RestRow {
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

    /// Chooses a calculator; "Meine Turniere" takes over the tournament typed so far
    /// ([`Form::take_over`]; in the module that shows it).
    ///
    /// ```
    /// use wertung::web::calc::form::{FieldRef, Form, Tab};
    /// let mut f = Form::empty();
    /// f.end_date = "04.10.2026".into();
    /// f.set(FieldRef::GameRating(1), "1612".into());
    /// f.set(FieldRef::GameResult(1), "1".into());
    /// f.select_tab(Tab::Chain);
    /// assert_eq!(f.tournaments.len(), 1);
    /// assert_eq!(f.tournaments[0].end_date, "04.10.2026");
    /// assert_eq!(f.tournaments[0].games[0].rating, "1612");
    /// ```
    pub fn select_tab(&mut self, tab: Tab) {
        self.tab = tab;
        self.take_over();
    }

    /// "Meine Turniere" without tournaments takes over the tournament typed into the single
    /// form (its end date and games) as its first one, rather than starting empty.
    pub fn take_over(&mut self) {
        let typed = self.games.iter().any(|g| !g.is_blank());
        if self.tab != Tab::Chain || !self.tournaments.is_empty() || !typed {
            return;
        }
        let mut next = self.max_id();
        let mut id = || {
            next += 1;
            next
        };
        let t_id = id();
        // An opponent's Elo standing in for his DWZ stays marked in the copy of his game.
        let mut marked = Vec::new();
        let games = self
            .games
            .iter()
            .map(|g| {
                let copy = id();
                let rating = g.rating.with_text(str::to_string);
                if self.stand_ins.holds(g.id, &rating) {
                    marked.push((copy, rating));
                }
                GameRow {
                    id: copy,
                    rating: g.rating.copy(),
                    result: g.result.copy(),
                    elo: g.elo.copy(),
                }
            })
            .collect();
        self.tournaments.push(TournamentRow {
            id: t_id,
            end_date: self.end_date.copy(),
            games,
            ..TournamentRow::default()
        });
        for (copy, rating) in marked {
            self.stand_ins.mark_game(copy, Some(&rating));
        }
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
            List::Earlier => self.earlier.retain(|r| r.id != id),
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

    /// Text pasted into a game's rating or result that holds several values fills
    /// consecutive rows of `list` from the row `id` on (rows added up to the list's limit): a
    /// row of results ("1 ½ 0 1") pasted into a result, several ratings into a rating, or
    /// "rating result" pairs one a line (a spreadsheet's two columns) into either. Each value is
    /// kept as text (checked as if typed). Returns the last row filled, `None` where the text is
    /// one value (pasted as usual).
    ///
    /// ```
    /// use wertung::web::calc::form::{FieldRef, Form, List};
    /// let mut f = Form::empty();
    /// assert_eq!(f.paste_rows(List::Games, 1, true, "1 ½ 0"), Some(3));
    /// assert_eq!(f.games.iter().map(|g| g.result.as_str()).collect::<Vec<_>>(), ["1", "½", "0"]);
    /// let last = f.paste_rows(List::Games, 1, false, "1612\t1\n1700\t½\n").unwrap();
    /// assert_eq!((f.games[1].rating.as_str(), f.games[1].result.as_str()), ("1700", "½"));
    /// assert_eq!(last, 2);
    /// assert_eq!(f.paste_rows(List::Games, 1, true, " 1 "), None);
    /// ```
    pub fn paste_rows(
        &mut self,
        list: List,
        id: u32,
        into_result: bool,
        text: &str,
    ) -> Option<u32> {
        let lines: Vec<Vec<&str>> = text
            .lines()
            .map(|l| {
                l.split(|c: char| c.is_whitespace() || c == ';')
                    .filter(|t| !t.is_empty())
                    .collect::<Vec<_>>()
            })
            .filter(|t| !t.is_empty())
            .collect();
        // (rating, result) a row.
        let rows: Vec<(Option<&str>, Option<&str>)> = match lines.as_slice() {
            [] => return None,
            [one] if one.len() < 2 => return None,
            [one] if !into_result && one.len() == 2 => vec![(Some(one[0]), Some(one[1]))],
            [one] => one
                .iter()
                .map(|&v| {
                    if into_result {
                        (None, Some(v))
                    } else {
                        (Some(v), None)
                    }
                })
                .collect(),
            many => many
                .iter()
                .map(|t| match t.as_slice() {
                    [rating, result, ..] => (Some(*rating), Some(*result)),
                    [v] if into_result => (None, Some(*v)),
                    [v] => (Some(*v), None),
                    [] => (None, None),
                })
                .collect(),
        };
        let mut row = id;
        for (i, (rating, result)) in rows.into_iter().enumerate() {
            if i > 0 {
                row = match self.next_row(list, row) {
                    Some(next) => next,
                    None if self.full(list) => break,
                    None => self.add_row(list),
                };
            }
            if let Some(r) = rating {
                self.set(FieldRef::GameRating(row), r.to_string());
            }
            if let Some(r) = result {
                self.set(FieldRef::GameResult(row), r.to_string());
            }
        }
        Some(row)
    }

    /// Whether the Elo is computed too: the player gave his Elo, or switched "Elo auch
    /// berechnen" on.
    pub fn elo_wanted(&self) -> bool {
        self.elo_on || !self.elo.with_text(blank)
    }

    /// Whether the player is computed as one without Elo (his initial rating).
    pub fn elo_unrated(&self) -> bool {
        self.elo_on && self.elo.with_text(blank)
    }
}

/// Each game row's id and the rating typed in it, in order (`written`: only the rows with
/// something typed, as the link writes them).
fn game_ratings<S: FormText>(games: &[GameRow<S>], written: bool) -> Vec<RowRating> {
    games
        .iter()
        .filter(|g| !written || !g.is_blank())
        .map(|g| (g.id, g.rating.with_text(str::to_string)))
        .collect()
}

impl Form {
    /// The game rows choosing `tab` takes over into "Meine Turniere" ([`Form::take_over`]): each
    /// game's id and its copy's (empty where the tab takes nothing over).
    ///
    /// ```
    /// use wertung::web::calc::form::{Form, Tab};
    /// let mut f = Form::from_query(&[("t".into(), "voraus".into()), ("g".into(), "1800:1;1700:0".into())]);
    /// let pairs = f.taken_over_games(Tab::Chain);
    /// assert_eq!(pairs.iter().map(|p| p.0).collect::<Vec<_>>(), vec![1, 2]);
    /// f.select_tab(Tab::Chain);
    /// assert_eq!(pairs.iter().map(|p| p.1).collect::<Vec<_>>(),
    ///     f.tournaments[0].games.iter().map(|g| g.id).collect::<Vec<_>>());
    /// assert!(f.taken_over_games(Tab::Chain).is_empty());
    /// ```
    pub fn taken_over_games(&self, tab: Tab) -> Vec<(u32, u32)> {
        if !self.tournaments.is_empty() {
            return Vec::new();
        }
        let mut probe = self.clone();
        probe.select_tab(tab);
        probe.tournaments.first().map_or_else(Vec::new, |t| {
            self.games
                .iter()
                .zip(&t.games)
                .map(|(from, to)| (from.id, to.id))
                .collect()
        })
    }

    /// A fresh form with one empty game row, in exact arithmetic.
    pub fn empty() -> Form {
        Form {
            games: vec![GameRow {
                id: 1,
                ..GameRow::default()
            }],
            exact: true,
            ..Form::default()
        }
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
        self.slot(field).map_or("", String::as_str)
    }

    /// The Elo's fields.
    fn elo_fields(&self) -> Vec<FieldRef> {
        let mut fields = vec![
            FieldRef::Elo,
            FieldRef::EloK,
            FieldRef::EloGames,
            FieldRef::RemainingElo,
        ];
        let games = self
            .games
            .iter()
            .chain(self.tournaments.iter().flat_map(|t| t.games.iter()));
        fields.extend(games.map(|g| FieldRef::GameElo(g.id)));
        for r in &self.earlier {
            fields.extend([
                FieldRef::EarlierRating(r.id),
                FieldRef::EarlierResult(r.id),
                FieldRef::EarlierDate(r.id),
            ]);
        }
        fields
    }

    /// The fields that have something in them (they show their message at once when a form is
    /// loaded).
    pub fn filled_fields(&self) -> Vec<String> {
        let mut fields = PLAYER_FIELDS.to_vec();
        fields.extend([
            FieldRef::Remaining,
            FieldRef::RemainingCount,
            FieldRef::Target,
        ]);
        fields.extend(Param::ALL.map(FieldRef::Param));
        for g in self
            .games
            .iter()
            .chain(self.tournaments.iter().flat_map(|t| t.games.iter()))
        {
            fields.extend([FieldRef::GameRating(g.id), FieldRef::GameResult(g.id)]);
        }
        fields.extend(self.elo_fields());
        for r in &self.rest {
            fields.extend([
                FieldRef::RestRating(r.id),
                FieldRef::RestResult(r.id),
                FieldRef::RestDate(r.id),
            ]);
        }
        let mut ends = Vec::new();
        for t in &self.tournaments {
            fields.extend([
                FieldRef::TournamentName(t.id),
                FieldRef::TournamentEnd(t.id),
                FieldRef::TournamentStart(t.id),
                FieldRef::TournamentK(t.id),
            ]);
            // A tournament with something in it says at once that its end date is missing.
            let typed = [&t.name, &t.start_date, &t.k].iter().any(|s| !blank(s))
                || t.games.iter().any(|g| !g.is_blank());
            if typed && blank(&t.end_date) {
                ends.push(FieldRef::TournamentEnd(t.id).id());
            }
        }
        fields
            .into_iter()
            .filter(|f| !blank(self.value(*f)))
            .map(FieldRef::id)
            .chain(ends)
            .collect()
    }
}

/// The words of a field of several ratings (the what-if's remaining opponents, their Elo):
/// separated by spaces, semicolons or commas.
///
/// ```
/// use wertung::web::calc::form::rating_words;
/// assert_eq!(rating_words(" 1800;1750, 1900  2000").collect::<Vec<_>>(), ["1800", "1750", "1900", "2000"]);
/// ```
pub fn rating_words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ';' || c == ',')
        .filter(|w| !w.is_empty())
}

/// A text of the form, however it is held: as a `String`, or on the page as a signal of its
/// own (a new one is empty: `Default`).
pub trait FormText: Default {
    /// Reads the text.
    fn with_text<R>(&self, read: impl FnOnce(&str) -> R) -> R;
    /// Replaces the text.
    fn put(&mut self, text: String);
    /// A text of its own with the same content (not the same text).
    #[must_use]
    fn copy(&self) -> Self;
}

impl FormText for String {
    fn with_text<R>(&self, read: impl FnOnce(&str) -> R) -> R {
        read(self)
    }
    fn put(&mut self, text: String) {
        *self = text;
    }
    fn copy(&self) -> Self {
        self.clone()
    }
}

/// Nothing typed (or only spaces).
pub(super) fn blank(s: &str) -> bool {
    s.trim().is_empty()
}
