//! The Berechnungslauf on the tournament page: several files opened together are
//! evaluated one after the other in the order of WO 2.2.3 by the core's [`crate::dwz::run`],
//! the same function as the CLI's `wertung dwz run`. Plain Rust, made by the second module
//! (which reads the files): the page keeps the files as read ([`RunFile`], each a tournament as
//! [`store`] keeps it), and the run is derived from them ([`run_of`]) whenever it is needed
//! (after the files are read, after a reload, in the other arithmetic mode).
//!
//! What the page shows of the run is data ([`RunShown`]): the order with each tournament's dates
//! and the tournament as the run evaluated it (its players' DWZ, index and Restpartien the run's,
//! kept as [`store`] keeps a tournament, so that the page's views and exports show it as any
//! tournament), the persons with their path, and the run's exports (the CLI's JSON, the persons
//! as CSV).

use super::store::{Session, Stored};
use super::table::apply;
use crate::dwz::run::{run, RunTournament};
use crate::dwz::{Mode, Options};
use crate::formats::dsb_list::matching::{Choice, ListIndex};
use crate::formats::persons::{note_list, resolve, Appearance, Listed, Persons};
use crate::formats::{csv, json, Imported};
use crate::i18n::Lang;
use crate::input::{At, InputError};
use crate::web::turnier::list::{MEMBER, NOT_MEMBER};
use serde::{Deserialize, Serialize};

/// One file of the run as read: its name as chosen and the tournament as the page keeps it
/// ([`store`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RunFile {
    /// The file's name as chosen.
    pub name: String,
    /// The tournament as read (as earlier versions kept a run, the same as text).
    #[serde(deserialize_with = "crate::web::turnier::store::stored_or_text")]
    pub stored: Stored,
}

/// One tournament of the run, in the run's order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StepShown {
    /// The tournament's name (else its file's).
    pub name: String,
    /// The file it came from.
    pub file: String,
    /// Its start (`YYYY-MM-DD`), where the file gives one.
    pub start: Option<String>,
    /// Its end (`YYYY-MM-DD`).
    pub end: String,
    /// The tournament as the run evaluated it, as [`store`] keeps it: shown by the page as any
    /// tournament (its views and exports), with the DSB list's membership of each player for
    /// its report as a single file's ([`crate::formats::dsb_xml::listed`]).
    pub stored: Option<Stored>,
    /// The players whose rating the run carried forward from an earlier tournament, where it
    /// differs from the file's.
    #[serde(default)]
    pub carried: Vec<Carried>,
    /// Each player's result, to tell what a corrected file changed.
    #[serde(default)]
    pub figures: Vec<Figure>,
}

/// A player whose rating the run carried forward in place of his file's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Carried {
    /// His name as the file writes it.
    pub name: String,
    /// What the run put in.
    pub run: PathCell,
    /// What the file said.
    pub file: PathCell,
}

/// One player's result in a tournament of the run: his name, his points (in half points) and
/// games, and what he leaves with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Figure {
    /// His name as the file writes it.
    pub name: String,
    /// His points W, in half points.
    pub halves: u32,
    /// What he leaves the tournament with (nothing: not stored).
    pub after: Option<PathCell>,
}

/// What a corrected file changed in a player's figures: before and now (`None`: not in that
/// version of the file).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Change {
    /// The player's name.
    pub name: String,
    /// His figures before the correction.
    pub before: Option<Figure>,
    /// His figures now.
    pub now: Option<Figure>,
}

/// What changed between two versions of one tournament's figures ([`StepShown::figures`]): each
/// player whose points or rating differ, who came or who went, in the order of the new version
/// (those gone last).
///
/// ```
/// use wertung::web::turnier::run::{changes, Figure, PathCell};
/// let f = |name: &str, halves, dwz| Figure { name: name.into(), halves,
///     after: Some(PathCell { dwz: Some(dwz), index: Some(5), rest_games: 0 }) };
/// let before = [f("A", 4, 1700), f("B", 2, 1600)];
/// let now = [f("A", 5, 1712), f("B", 2, 1600)];
/// let c = changes(&before, &now);
/// assert_eq!(c.len(), 1);
/// assert_eq!((c[0].name.as_str(), c[0].before.as_ref().unwrap().halves), ("A", 4));
/// assert!(changes(&now, &now).is_empty());
/// // Another spelling of the same name is the same player.
/// assert!(changes(&[f("A,  x", 4, 1700)], &[f("a, X", 4, 1700)]).is_empty());
/// ```
pub fn changes(before: &[Figure], now: &[Figure]) -> Vec<Change> {
    // A name as two versions of a file may write it ("Meier, Hans" in a JSON, "Meier,Hans" in
    // a TRF): spacing and case do not count.
    let plain = |name: &str| name.split_whitespace().collect::<String>().to_lowercase();
    let find = |all: &[Figure], name: &str| {
        let name = plain(name);
        all.iter().find(|f| plain(&f.name) == name).cloned()
    };
    let same = |a: &Figure, b: &Figure| a.halves == b.halves && a.after == b.after;
    let mut out: Vec<Change> = now
        .iter()
        .filter(|f| !find(before, &f.name).is_some_and(|b| same(&b, f)))
        .map(|f| Change {
            name: f.name.clone(),
            before: find(before, &f.name),
            now: Some(f.clone()),
        })
        .collect();
    out.extend(
        before
            .iter()
            .filter(|f| find(now, &f.name).is_none())
            .map(|f| Change {
                name: f.name.clone(),
                before: Some(f.clone()),
                now: None,
            }),
    );
    out
}

/// The identity of a tournament across runs: its name and start (a corrected file of the same
/// tournament has both), for what is kept of it (the report's head and UUID).
pub fn tournament_key(name: &str, start: Option<&str>) -> String {
    format!("{}|{}", name.trim(), start.unwrap_or(""))
}

impl StepShown {
    /// The tournament's identity ([`tournament_key`]).
    pub fn key(&self) -> String {
        tournament_key(&self.name, self.start.as_deref())
    }

    /// The tournament's short name for a column head: its name up to 12 characters, else its
    /// first 11 and "…".
    ///
    /// ```
    /// # use wertung::web::turnier::run::short_name;
    /// assert_eq!(short_name("Turnier 1"), "Turnier 1");
    /// assert_eq!(short_name("Bezirksmeisterschaft 2026"), "Bezirksmeis…");
    /// ```
    pub fn short(&self) -> String {
        short_name(&self.name)
    }
}

/// See [`StepShown::short`].
pub fn short_name(name: &str) -> String {
    let name = name.trim();
    if name.chars().count() <= 12 {
        name.to_string()
    } else {
        let cut: String = name.chars().take(11).collect();
        format!("{}…", cut.trim_end())
    }
}

/// One tournament of a person's card (as the DSB portal's "Karteikarte"): the DWZ he entered
/// with, his points and games, W_e, his performance R_h, K and what he left with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardLine {
    /// The step of the run (an index into [`RunShown::steps`]).
    pub step: usize,
    /// The DWZ and index he entered with (`dwz` `None`: none yet).
    pub before: PathCell,
    /// His points W, in half points.
    pub halves: u32,
    /// The games that count, n.
    pub games: usize,
    /// W_e in thousandths, where he has one.
    pub we_milli: Option<u32>,
    /// His performance R_h, where he has one.
    pub performance: Option<u32>,
    /// K in tenths, where he has one.
    pub k_tenths: Option<u32>,
    /// What he left with.
    pub after: PathCell,
    /// The 1100 floor lifted his new DWZ (WO 3.5.2): R_o + K (W - W_e) is below it.
    pub floor: bool,
}

/// A person's standing after one tournament of the run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct PathCell {
    /// His DWZ after it (`None`: still none, his games are Restpartien).
    pub dwz: Option<u32>,
    /// His index after it.
    pub index: Option<u32>,
    /// How many Restpartien he holds (only without DWZ; none where no game of his counted).
    #[serde(default)]
    pub rest_games: usize,
}

/// A person of the run with his path.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PersonShown {
    /// The name as the DSB list spells it where he is in it, else as his first file writes it.
    pub name: String,
    /// His club: the list's club name where he is in it, else the club his files give.
    #[serde(default)]
    pub club: Option<String>,
    /// His ID in the DSB list.
    #[serde(default)]
    pub list_id: Option<String>,
    /// What he entered his first tournament of the run with: his DWZ before the season.
    #[serde(default)]
    pub start: Option<PathCell>,
    /// Each of his stored tournaments, in the run's order (his card).
    #[serde(default)]
    pub card: Vec<CardLine>,
    /// The year of birth, where a file gives it.
    pub birth_year: Option<i32>,
    /// What the run leaves him (`None` where none of his results was stored).
    pub last: Option<PathCell>,
    /// His standing after each tournament of the run (in its order); `None` where he did not
    /// play in it or was not stored.
    pub path: Vec<Option<PathCell>>,
}

/// The run as the page shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct RunShown {
    /// The tournaments in the run's order.
    pub steps: Vec<StepShown>,
    /// The persons, in the order of their first appearance.
    pub persons: Vec<PersonShown>,
    /// The run as the CLI's `wertung dwz run` writes it.
    pub json: String,
    /// The persons as CSV ([`csv::write_run_persons`]).
    pub csv: String,
    /// Run in exact arithmetic (else the worked example's tables).
    pub exact: bool,
}

/// Who a player is, as the user decided it where the files could not: player
/// `player` (his position) of file `file` (its place among the files chosen) is the person of
/// that birth year. Only who is who follows it, not his evaluation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decided {
    /// The file's place among the files chosen.
    pub file: usize,
    /// The player's position in it.
    pub player: usize,
    /// The birth year of the person he is.
    pub birth_year: i32,
}

/// A name the run cannot decide between persons (a player without birth year where the files
/// have several persons of his name): the question the user answers with one of them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    /// The file's place among the files chosen.
    pub file: usize,
    /// The file's name.
    pub file_name: String,
    /// The player's position in it.
    pub player: usize,
    /// His name as the file writes it.
    pub name: String,
    /// The persons he may be: name and birth year.
    pub candidates: Vec<(String, i32)>,
}

/// What can come of a run: the run, a question of who is who, or why there is none in both
/// languages.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum RunAnswer {
    /// The run.
    Ran(Box<RunShown>),
    /// Who a player is, asked of the user.
    Ask(Question),
    /// Why it could not be run (a file without an end date, a person the run cannot decide):
    /// in German and English, naming the file.
    Failed {
        /// In German.
        de: String,
        /// In English.
        en: String,
    },
}

/// A file's tournament with what tells who its players are, and the list's notes on it.
struct Read {
    session: Session,
    tournament: RunTournament,
    appearances: Vec<Appearance>,
    notes: Vec<crate::dwz::Warning>,
    /// Each player's membership for the DSB report ([`Listed::members`]).
    members: Vec<Option<crate::formats::dsb_xml::Listed>>,
    /// The list's row each player matched.
    rows: Vec<Option<usize>>,
}

/// Reads one kept file: the tournament with its player table applied, named by the file where
/// it has no name; its start from the file's head; the DSB list `list` applied where one is
/// loaded ([`Listed`], the CLI's `--players`: the rows the user chose for the file where a name
/// was ambiguous hold); who its players are ([`Listed::appearances`]: the list's ID of the row a
/// player matched, else the DSB ID the file gives, the FIDE ID, name and birth year).
fn read(file: &RunFile, list: Option<&ListIndex>) -> Result<Read, InputError> {
    let Ok(session) = Session::try_from(file.stored.clone()) else {
        let problem = crate::input::Problem::NotThisFormat(crate::input::Format::Tournament);
        return Err(InputError::at(At::File(file.name.clone()), "", problem));
    };
    let (mut tournament, errors) = apply(&session.loaded.tournament, &session.edits, &session.end);
    if let Some((_, e)) = errors.into_iter().next() {
        return Err(e.within(At::File(file.name.clone())));
    }
    if tournament.name.trim().is_empty() {
        tournament.name.clone_from(&file.name);
    }
    // The page's choices as the CLI's: a row of the list, or a membership decided by hand.
    let choices: Vec<Option<Choice>> = session
        .chosen
        .iter()
        .map(|c| {
            c.map(|c| match c {
                MEMBER => Choice::Member(true),
                NOT_MEMBER => Choice::Member(false),
                row => Choice::Row(row),
            })
        })
        .collect();
    let imported = Imported {
        tournament,
        entrants: session.loaded.entrants.clone(),
    };
    let listed = Listed::new(imported, list, &choices);
    let appearances = listed.appearances(list);
    let start_date = session.file_head.as_ref().and_then(|h| h.start_date);
    Ok(Read {
        tournament: RunTournament {
            tournament: listed.imported.tournament,
            start_date,
            persons: Vec::new(),
        },
        appearances,
        notes: listed.warnings,
        members: listed.members,
        rows: listed.rows,
        session,
    })
}

/// The run of the files kept (see the module docs) in the page's arithmetic mode, its exports'
/// words in `lang`; a file that cannot be run (no end date, a person the run cannot decide) is
/// named in both languages.
/// `decided`: who is who as the user decided it ([`Decided`]); a name the run cannot decide
/// otherwise is a [`Question`]. `list`: the DSB list loaded, applied to every file as the CLI's
/// `wertung dwz run --players` does.
pub fn run_of(
    files: &[RunFile],
    decided: &[Decided],
    list: Option<&ListIndex>,
    mode: Mode,
    lang: Lang,
) -> RunAnswer {
    match ran(files, decided, list, mode, lang) {
        Ok(shown) => RunAnswer::Ran(Box::new(shown)),
        Err(e) => question(&e, files, decided).map_or_else(
            || RunAnswer::Failed {
                de: Lang::De.error(&e),
                en: Lang::En.error(&e),
            },
            RunAnswer::Ask,
        ),
    }
}

/// The question of an undecidable person (the file and name the error gives, the persons as
/// "name · birth year"): the first player of that name without birth year in the file, where
/// the persons he may be have birth years. `None` for any other error.
fn question(e: &InputError, files: &[RunFile], decided: &[Decided]) -> Option<Question> {
    let crate::input::Problem::PersonUndecidable { candidates } = &e.problem else {
        return None;
    };
    let Some(At::File(label)) = e.place.0.first() else {
        return None;
    };
    let name = e.value.clone()?;
    let file = files.iter().position(|f| &f.name == label)?;
    let session = Session::try_from(files.get(file)?.stored.clone()).ok()?;
    let player = session
        .loaded
        .tournament
        .players
        .iter()
        .enumerate()
        .position(|(k, p)| {
            let written = session
                .loaded
                .entrants
                .get(k)
                .and_then(|e| e.name.as_deref());
            written.or(p.name.as_deref()) == Some(name.as_str())
                && p.birth_year.is_none()
                && !decided.iter().any(|d| d.file == file && d.player == k)
        })?;
    let candidates: Vec<(String, i32)> = candidates
        .iter()
        .filter_map(|c| {
            let (name, year) = c.rsplit_once(" · ")?;
            Some((name.to_string(), year.parse().ok()?))
        })
        .collect();
    (candidates.len() >= 2).then(|| Question {
        file,
        file_name: label.clone(),
        player,
        name,
        candidates,
    })
}

fn ran(
    files: &[RunFile],
    decided: &[Decided],
    list: Option<&ListIndex>,
    mode: Mode,
    lang: Lang,
) -> Result<RunShown, InputError> {
    let mut read_files = files
        .iter()
        .map(|f| read(f, list))
        .collect::<Result<Vec<_>, _>>()?;
    for d in decided {
        let appearance = read_files
            .get_mut(d.file)
            .and_then(|r| r.appearances.get_mut(d.player));
        if let Some(a) = appearance {
            a.birth_year = Some(d.birth_year);
        }
    }
    let labelled: Vec<(String, Vec<Appearance>)> = read_files
        .iter_mut()
        .zip(files)
        .map(|(r, f)| (f.name.clone(), std::mem::take(&mut r.appearances)))
        .collect();
    let who = resolve(&labelled)?;
    for (r, persons) in read_files.iter_mut().zip(&who.of) {
        r.tournament.persons.clone_from(persons);
    }
    let tournaments: Vec<RunTournament> = read_files.iter().map(|r| r.tournament.clone()).collect();
    let options = Options {
        mode,
        ..Options::default()
    };
    let mut result = run(&tournaments, who.persons.len(), &options)?;
    note_list(
        &mut result,
        read_files
            .iter_mut()
            .map(|r| std::mem::take(&mut r.notes))
            .collect(),
    );
    let steps = result
        .steps
        .iter()
        .map(|step| {
            let given = read_files.get(step.position);
            StepShown {
                name: step.tournament.name.clone(),
                file: files
                    .get(step.position)
                    .map(|f| f.name.clone())
                    .unwrap_or_default(),
                start: step.start_date.map(|d| d.to_string()),
                end: step.tournament.end_date.to_string(),
                stored: given.map(|g| stored_step(&g.session, &step.tournament, &g.members)),
                carried: carried(step),
                figures: figures(step),
            }
        })
        .collect();
    Ok(RunShown {
        steps,
        persons: persons_shown(&result, &who, &read_files, list, mode),
        json: json::write_run(&result, &who, lang),
        csv: csv::write_run_persons(&result, &who),
        exact: mode == Mode::Exact,
    })
}

/// The tournament as the run evaluated it, kept as [`store`] keeps a tournament: the file's
/// session with the run's players and a player table as they fill it; without the file's
/// identity, so that nothing typed for it is kept under the file (it is the run's).
/// The DSB list's membership of each player (`members`, as a single file's report takes it) goes
/// with it, so that its report is the single file's.
fn stored_step(
    session: &Session,
    tournament: &crate::dwz::Tournament,
    members: &[Option<crate::formats::dsb_xml::Listed>],
) -> Stored {
    let mut s = session.clone();
    s.loaded.tournament = tournament.clone();
    s.edits = s.loaded.edits();
    s.id = String::new();
    if !members.is_empty() {
        s.listed = members.to_vec();
    }
    s.into()
}

/// A player's name in a tournament of the run (else his id).
fn player_name(p: &crate::dwz::Player) -> String {
    p.name.clone().unwrap_or_else(|| p.id.clone())
}

/// A standing as a cell.
fn cell_of(s: &crate::dwz::run::Standing) -> PathCell {
    PathCell {
        dwz: s.dwz,
        index: s.index,
        rest_games: s.rest_games.len(),
    }
}

/// The players whose rating the run carried forward in place of the file's.
fn carried(step: &crate::dwz::run::RunStep) -> Vec<Carried> {
    step.tournament
        .players
        .iter()
        .zip(&step.file)
        .filter_map(|(p, said)| {
            let said = said.as_ref()?;
            Some(Carried {
                name: player_name(p),
                run: cell_of(&crate::dwz::run::Standing::of(p)),
                file: cell_of(said),
            })
        })
        .collect()
}

/// Each player's points and what he leaves with.
fn figures(step: &crate::dwz::run::RunStep) -> Vec<Figure> {
    step.tournament
        .players
        .iter()
        .zip(&step.evaluation.players)
        .map(|(p, r)| Figure {
            name: player_name(p),
            halves: (r.w * 2.0).round() as u32,
            after: r.stored.then(|| {
                cell_of(&crate::dwz::run::Standing::left_by(
                    r,
                    &crate::dwz::run::Standing::of(p),
                ))
            }),
        })
        .collect()
}

/// A player's line of his card: what he entered with and left with, his points and games, W_e,
/// R_h and K; whether the 1100 floor lifted his DWZ (WO 3.5.2).
fn card_line(
    at: usize,
    p: &crate::dwz::Player,
    r: &crate::dwz::PlayerResult,
    mode: Mode,
) -> CardLine {
    let entered = crate::dwz::run::Standing::of(p);
    let after = cell_of(&crate::dwz::run::Standing::left_by(r, &entered));
    let floor = match (r.ro(), r.k(), r.we(), r.rn()) {
        (Some(ro), Some(k), Some(we), Some(rn)) => {
            rn <= crate::dwz::rating::RATING_FLOOR
                && crate::dwz::rating::floor_lifts(mode, ro, k.k, r.w, we)
        }
        _ => false,
    };
    CardLine {
        step: at,
        before: cell_of(&entered),
        halves: (r.w * 2.0).round() as u32,
        games: r.n,
        we_milli: r.we().map(|we| (we * 1000.0).round() as u32),
        performance: r.rh().map(|rh| rh.round().max(0.0) as u32),
        k_tenths: r.k().map(|k| (k.k * 10.0).round() as u32),
        after,
        floor,
    }
}

/// Each person's standing after each tournament of the run and at its end, his name as the
/// list spells it and his club, his DWZ before the season and his card.
fn persons_shown(
    result: &crate::dwz::run::Run,
    who: &Persons,
    read: &[Read],
    list: Option<&ListIndex>,
    mode: Mode,
) -> Vec<PersonShown> {
    let n = who.persons.len();
    let mut cards: Vec<Vec<CardLine>> = vec![Vec::new(); n];
    let mut names: Vec<Option<String>> = vec![None; n];
    let mut clubs: Vec<Option<String>> = vec![None; n];
    for (at, step) in result.steps.iter().enumerate() {
        let given = read.get(step.position);
        let persons = who.of.get(step.position);
        let players = step.tournament.players.iter().zip(&step.evaluation.players);
        for (k, (p, r)) in players.enumerate() {
            let Some(&person) = persons.and_then(|of| of.get(k)) else {
                continue;
            };
            let row = given
                .and_then(|g| g.rows.get(k).copied().flatten())
                .and_then(|row| list?.list.rows.get(row));
            let member = given.and_then(|g| g.members.get(k).cloned().flatten());
            if let (Some(slot), Some(row)) = (names.get_mut(person), row) {
                slot.get_or_insert_with(|| row.name.clone());
            }
            let club = member
                .and_then(|m| m.club_name.or(m.row.club.as_deref().map(String::from)))
                .or_else(|| given?.session.loaded.entrants.get(k)?.club.clone());
            if let (Some(slot), Some(club)) = (clubs.get_mut(person), club) {
                slot.get_or_insert(club);
            }
            if r.stored {
                if let Some(card) = cards.get_mut(person) {
                    card.push(card_line(at, p, r, mode));
                }
            }
        }
    }
    who.persons
        .iter()
        .zip(&result.persons)
        .enumerate()
        .map(|(person, (p, r))| {
            let mut path = vec![None; result.steps.len()];
            for point in &r.path {
                if let Some(cell) = path.get_mut(point.step) {
                    *cell = Some(PathCell {
                        dwz: point.dwz,
                        index: point.index,
                        rest_games: point.rest_games,
                    });
                }
            }
            let card = cards.get(person).cloned().unwrap_or_default();
            PersonShown {
                name: names
                    .get(person)
                    .cloned()
                    .flatten()
                    .or_else(|| p.name.clone())
                    .unwrap_or_default(),
                club: clubs.get(person).cloned().flatten(),
                list_id: p.list_id.clone(),
                start: card.first().map(|c| c.before),
                card,
                birth_year: p.birth_year,
                last: r.standing.as_ref().map(cell_of),
                path,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests;
