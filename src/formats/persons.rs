//! Who is who across the files of a Berechnungslauf ([`crate::dwz::run`]).
//!
//! Two players of different files are one person by the strongest key both have:
//!
//! 1. the ID of the DSB's player list (a DSB report's, or the row `--players` matched);
//! 2. else the FIDE ID;
//! 3. else the name, by the same keys as the list matching ([`name_keys`]: case, umlauts,
//!    accents, titles and spacing do not count), and the birth year: two persons of one name are
//!    told apart by it, and a player without one is the one person of his name.
//!
//! The DSB's list applies to each file of the run as to a single one ([`Listed`]), and the ID
//! of the row a player matched is his list ID across the files.
//!
//! Two players of one file are never one person. A player the keys cannot decide between two
//! persons (a name without birth year where the files have two persons of it, or two persons of
//! one name and birth year in one file) is an error naming him ([`Problem::PersonUndecidable`]),
//! never a silent merge. Persons with different IDs of the same kind are different persons
//! whatever their names; a person known only by a list ID and another known only by a FIDE ID
//! are not merged by their names.

use crate::dwz::run::Run;
use crate::dwz::Warning;
use crate::formats::dsb_list::matching::{self, name_keys, Choice, ListIndex, Outcome};
use crate::formats::Imported;
use crate::input::{At, Field, InputError, Problem};
use std::collections::{HashMap, HashSet};

/// What a file says of a player that tells who he is.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Appearance {
    /// The person's ID in the DSB's list.
    pub list_id: Option<String>,
    /// The FIDE ID.
    pub fide_id: Option<u64>,
    /// The name as the file writes it.
    pub name: Option<String>,
    /// The year of birth.
    pub birth_year: Option<i32>,
}

/// One person of the run.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Person {
    /// The name as his first appearance writes it.
    pub name: Option<String>,
    /// The year of birth, where an appearance gives it.
    pub birth_year: Option<i32>,
    /// The ID in the DSB's list, where an appearance gives it.
    pub list_id: Option<String>,
    /// The FIDE ID, where an appearance gives it.
    pub fide_id: Option<u64>,
}

/// The persons, and each file's players as persons.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Persons {
    /// The persons, numbered from 0 in the order of their first appearance.
    pub persons: Vec<Person>,
    /// By file, by player position: the person's number.
    pub of: Vec<Vec<usize>>,
}

/// The groups of appearances found to be one person so far (union-find), with what they know.
struct Groups {
    parent: Vec<usize>,
    list_id: Vec<Option<String>>,
    fide_id: Vec<Option<u64>>,
    year: Vec<Option<i32>>,
    /// The files a group appears in, sorted.
    files: Vec<Vec<usize>>,
}

impl Groups {
    fn find(&mut self, mut a: usize) -> usize {
        while self.parent[a] != a {
            let up = self.parent[self.parent[a]];
            self.parent[a] = up;
            a = up;
        }
        a
    }

    fn identified(&self, root: usize) -> bool {
        self.list_id[root].is_some() || self.fide_id[root].is_some()
    }

    /// Two groups cannot be one person: they share a file, or differ in an ID or birth year.
    fn conflict(&self, a: usize, b: usize) -> bool {
        fn differ<T: PartialEq>(x: Option<&T>, y: Option<&T>) -> bool {
            matches!((x, y), (Some(x), Some(y)) if x != y)
        }
        differ(self.list_id[a].as_ref(), self.list_id[b].as_ref())
            || differ(self.fide_id[a].as_ref(), self.fide_id[b].as_ref())
            || differ(self.year[a].as_ref(), self.year[b].as_ref())
            || self.files[a].iter().any(|f| self.files[b].contains(f))
    }

    /// Joins the groups of `a` and `b` unless they conflict; true where they are one now.
    fn join(&mut self, a: usize, b: usize) -> bool {
        let (a, b) = (self.find(a), self.find(b));
        if a == b {
            return true;
        }
        if self.conflict(a, b) {
            return false;
        }
        self.parent[b] = a;
        self.list_id[a] = self.list_id[a].take().or(self.list_id[b].take());
        self.fide_id[a] = self.fide_id[a].take().or(self.fide_id[b].take());
        self.year[a] = self.year[a].or(self.year[b]);
        let files = std::mem::take(&mut self.files[b]);
        self.files[a].extend(files);
        self.files[a].sort_unstable();
        self.files[a].dedup();
        true
    }
}

/// An appearance by its file and position.
struct Flat<'a> {
    file: usize,
    appearance: &'a Appearance,
}

/// Decides who is who (see the module docs). `files` are `(label, players)`; the label names the
/// file in an error.
///
/// ```
/// use wertung::formats::persons::{resolve, Appearance};
/// let a = |name: &str, year| Appearance { name: Some(name.into()), birth_year: year, ..Default::default() };
/// // Two Hans Müllers (1970 and 2010) in the spring file; the autumn file writes the name
/// // differently and gives the 2010 one's year: he is the younger one.
/// let files = vec![
///     ("Frühjahr".to_string(), vec![a("Müller, Hans", Some(1970)), a("Müller, Hans", Some(2010))]),
///     ("Herbst".to_string(), vec![a("Hans Mueller", Some(2010))]),
/// ];
/// let p = resolve(&files).unwrap();
/// assert_eq!(p.persons.len(), 2);
/// assert_eq!(p.of[1], [1]);
/// // Without the year the autumn file's Hans Müller is either of them: an error naming him.
/// let files = vec![files[0].clone(), ("Herbst".to_string(), vec![a("Müller, Hans", None)])];
/// let e = resolve(&files).unwrap_err();
/// assert!(e.to_string().contains("Herbst") && e.to_string().contains("Müller, Hans"));
/// ```
pub fn resolve(files: &[(String, Vec<Appearance>)]) -> Result<Persons, InputError> {
    let flat: Vec<Flat> = files
        .iter()
        .enumerate()
        .flat_map(|(file, (_, players))| {
            players
                .iter()
                .map(move |appearance| Flat { file, appearance })
        })
        .collect();
    let mut groups = Groups {
        parent: (0..flat.len()).collect(),
        list_id: flat.iter().map(|f| f.appearance.list_id.clone()).collect(),
        fide_id: flat.iter().map(|f| f.appearance.fide_id).collect(),
        year: flat.iter().map(|f| f.appearance.birth_year).collect(),
        files: flat.iter().map(|f| vec![f.file]).collect(),
    };
    join_by(&mut groups, &flat, |a| a.list_id.clone());
    join_by(&mut groups, &flat, |a| a.fide_id.map(|id| id.to_string()));
    join_by_names(&mut groups, &flat, files)?;
    Ok(numbered(&mut groups, &flat, files))
}

/// Joins the appearances that share a key (an ID).
fn join_by(groups: &mut Groups, flat: &[Flat], key: impl Fn(&Appearance) -> Option<String>) {
    let mut first: HashMap<String, usize> = HashMap::new();
    for (k, f) in flat.iter().enumerate() {
        if let Some(id) = key(f.appearance) {
            let at = *first.entry(id).or_insert(k);
            groups.join(at, k);
        }
    }
}

/// Each appearance's name key: a name with a comma has one; of the keys of one without, the
/// one another file writes with a comma, else its first ("Hans Müller": "mueller,hans").
fn name_keys_of(flat: &[Flat]) -> Vec<Option<String>> {
    let keys: Vec<Vec<String>> = flat
        .iter()
        .map(|f| {
            f.appearance
                .name
                .as_deref()
                .map(name_keys)
                .unwrap_or_default()
        })
        .collect();
    let sure: HashSet<&String> = keys.iter().filter(|k| k.len() == 1).flatten().collect();
    keys.iter()
        .map(|k| {
            k.iter()
                .find(|key| sure.contains(key))
                .or(k.first())
                .cloned()
        })
        .collect()
}

/// Step 3 of the module docs, name by name in the order of their first appearance.
fn join_by_names(
    groups: &mut Groups,
    flat: &[Flat],
    files: &[(String, Vec<Appearance>)],
) -> Result<(), InputError> {
    let keys = name_keys_of(flat);
    let mut by_key: HashMap<&str, Vec<usize>> = HashMap::new();
    let mut order: Vec<&str> = Vec::new();
    for (k, key) in keys.iter().enumerate() {
        if let Some(key) = key.as_deref() {
            let list = by_key.entry(key).or_default();
            if list.is_empty() {
                order.push(key);
            }
            list.push(k);
        }
    }
    for key in order {
        let apps = by_key.get(key).map(Vec::as_slice).unwrap_or_default();
        join_one_name(groups, flat, files, apps)?;
    }
    Ok(())
}

/// The appearances of one name: those with a birth year and no ID by year, each then with the
/// one identified person it fits; then those without year and ID, each with the one person of
/// the name it fits.
fn join_one_name(
    groups: &mut Groups,
    flat: &[Flat],
    files: &[(String, Vec<Appearance>)],
    apps: &[usize],
) -> Result<(), InputError> {
    let plain: Vec<usize> = apps
        .iter()
        .copied()
        .filter(|&k| {
            let r = groups.find(k);
            !groups.identified(r)
        })
        .collect();
    let mut by_year: HashMap<i32, usize> = HashMap::new();
    for &k in &plain {
        let root = groups.find(k);
        let Some(year) = groups.year[root] else {
            continue;
        };
        let first = *by_year.entry(year).or_insert(k);
        if !groups.join(first, k) {
            return Err(undecidable(groups, flat, files, k, &[first]));
        }
    }
    let mut years: Vec<usize> = by_year.values().copied().collect();
    years.sort_unstable();
    for k in years {
        let candidates = fitting(groups, apps, k, true);
        match candidates.as_slice() {
            [one] => {
                groups.join(*one, k);
            }
            [] => {}
            many => return Err(undecidable(groups, flat, files, k, many)),
        }
    }
    for &k in &plain {
        let root = groups.find(k);
        if groups.year[root].is_some() {
            continue;
        }
        let candidates = fitting(groups, apps, k, false);
        match candidates.as_slice() {
            [one] => {
                groups.join(*one, k);
            }
            [] => {}
            many => return Err(undecidable(groups, flat, files, k, many)),
        }
    }
    Ok(())
}

/// The other persons among `apps` that the group of `k` may be (only identified ones where
/// `identified_only`), one appearance each.
fn fitting(groups: &mut Groups, apps: &[usize], k: usize, identified_only: bool) -> Vec<usize> {
    let own = groups.find(k);
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for &a in apps {
        let r = groups.find(a);
        if r == own || !seen.insert(r) {
            continue;
        }
        if (identified_only && !groups.identified(r)) || groups.conflict(own, r) {
            continue;
        }
        out.push(a);
    }
    out
}

/// The error of an appearance `k` that fits several persons (`candidates`, one appearance
/// each): in its file, the name as written, the persons as "name · birth year".
fn undecidable(
    groups: &mut Groups,
    flat: &[Flat],
    files: &[(String, Vec<Appearance>)],
    k: usize,
    candidates: &[usize],
) -> InputError {
    let shown = |a: &Appearance, year: Option<i32>| {
        let name = a.name.clone().unwrap_or_default();
        match year {
            Some(y) => format!("{name} · {y}"),
            None => name,
        }
    };
    let mut list = Vec::with_capacity(candidates.len());
    for &c in candidates {
        let r = groups.find(c);
        list.push(shown(flat[c].appearance, groups.year[r]));
    }
    let label = files
        .get(flat[k].file)
        .map(|(l, _)| l.clone())
        .unwrap_or_default();
    InputError::new(
        At::File(label),
        Field::Name,
        flat[k].appearance.name.clone().unwrap_or_default(),
        Problem::PersonUndecidable { candidates: list },
    )
}

/// The persons numbered in the order of their first appearance.
fn numbered(groups: &mut Groups, flat: &[Flat], files: &[(String, Vec<Appearance>)]) -> Persons {
    let mut number: HashMap<usize, usize> = HashMap::new();
    let mut persons: Vec<Person> = Vec::new();
    let mut of: Vec<Vec<usize>> = files
        .iter()
        .map(|(_, p)| Vec::with_capacity(p.len()))
        .collect();
    for (k, f) in flat.iter().enumerate() {
        let r = groups.find(k);
        let n = *number.entry(r).or_insert_with(|| {
            persons.push(Person {
                name: f.appearance.name.clone(),
                birth_year: groups.year[r],
                list_id: groups.list_id[r].clone(),
                fide_id: groups.fide_id[r],
            });
            persons.len() - 1
        });
        if let Some(file) = of.get_mut(f.file) {
            file.push(n);
        }
    }
    Persons { persons, of }
}

/// A file of the run with the DSB's player list applied (the one rule for the CLI's
/// `wertung dwz run --players` and the tournament page's run): the tournament taking the list's
/// DWZ, index and membership ([`matching::apply_list`]), the row each player matched, and the
/// list's notes.
#[derive(Debug, Clone, PartialEq)]
pub struct Listed {
    /// The tournament with the list applied, and what the file says of its players.
    pub imported: Imported,
    /// The list's row each player matched (by position; `None`: none, or no list).
    pub rows: Vec<Option<usize>>,
    /// The membership each player takes into the DSB's report, as a single file's report takes
    /// it ([`crate::formats::dsb_xml::listed`] of the same matches and choices; empty without a
    /// list).
    pub members: Vec<Option<crate::formats::dsb_xml::Listed>>,
    /// [`Warning::NotInList`] and [`Warning::AmbiguousInList`] of the list.
    pub warnings: Vec<Warning>,
}

impl Listed {
    /// The file as read, without a list: no rows, no notes.
    pub fn unlisted(imported: Imported) -> Listed {
        let rows = vec![None; imported.tournament.players.len()];
        Listed {
            imported,
            rows,
            members: Vec::new(),
            warnings: Vec::new(),
        }
    }

    /// The file with `list` applied (none: [`Listed::unlisted`]): every player matched
    /// ([`matching::match_players`]) and the list applied with the user's `choices` (a player
    /// each, as [`matching::apply_list`] takes them).
    pub fn new(imported: Imported, list: Option<&ListIndex>, choices: &[Option<Choice>]) -> Listed {
        let Some(index) = list else {
            return Listed::unlisted(imported);
        };
        let outcomes = matching::match_players(index, &imported.entrants);
        let applied = matching::apply_list(&imported, index, &outcomes, choices);
        let members =
            crate::formats::dsb_xml::listed(index, &imported.entrants, &outcomes, choices);
        let rows = outcomes
            .iter()
            .map(|o| match o {
                Outcome::Matched { row, .. } => Some(*row),
                _ => None,
            })
            .collect();
        Listed {
            imported: Imported {
                tournament: applied.tournament,
                entrants: imported.entrants,
            },
            rows,
            members,
            warnings: applied.warnings,
        }
    }

    /// What tells who each player is ([`resolve`]): the ID of the list's row he matched in
    /// `list` (else the DSB ID his file gives), his FIDE ID (else the row's), the name his file
    /// writes and his birth year (the list's where it gave one).
    pub fn appearances(&self, list: Option<&ListIndex>) -> Vec<Appearance> {
        let t = &self.imported.tournament;
        t.players
            .iter()
            .enumerate()
            .map(|(k, p)| {
                let entrant = self.imported.entrants.get(k);
                let row = self
                    .rows
                    .get(k)
                    .copied()
                    .flatten()
                    .and_then(|row| list?.list.rows.view(row));
                Appearance {
                    list_id: row
                        .and_then(|row| row.id.map(String::from))
                        .or_else(|| entrant.and_then(|e| e.dsb_id.clone())),
                    fide_id: entrant
                        .and_then(|e| e.fide_id)
                        .or(row.and_then(|row| row.fide_id)),
                    name: entrant
                        .and_then(|e| e.name.clone())
                        .or_else(|| p.name.clone()),
                    birth_year: p.birth_year,
                }
            })
            .collect()
    }
}

/// Puts each file's notes of the list ([`Listed::warnings`], by the files' order) before its
/// tournament's own in the run's `result`, as `wertung dwz evaluate --players` writes them.
pub fn note_list(result: &mut Run, mut notes: Vec<Vec<Warning>>) {
    for step in &mut result.steps {
        if let Some(list_notes) = notes.get_mut(step.position) {
            step.evaluation
                .warnings
                .splice(0..0, std::mem::take(list_notes));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(name: &str, year: Option<i32>) -> Appearance {
        Appearance {
            name: Some(name.into()),
            birth_year: year,
            ..Appearance::default()
        }
    }

    fn files(list: Vec<Vec<Appearance>>) -> Vec<(String, Vec<Appearance>)> {
        list.into_iter()
            .enumerate()
            .map(|(k, a)| (format!("f{k}"), a))
            .collect()
    }

    #[test]
    fn an_id_is_stronger_than_the_name() {
        let fide = |name: &str, id| Appearance {
            fide_id: Some(id),
            ..named(name, Some(1980))
        };
        // One FIDE ID under two spellings is one person; two IDs under one name are two.
        let p = resolve(&files(vec![
            vec![fide("Meier, Jan", 1), fide("Meier, Jan", 2)],
            vec![fide("Jan Meyer", 1)],
        ]))
        .unwrap();
        assert_eq!(p.persons.len(), 2);
        assert_eq!(p.of, [vec![0, 1], vec![0]]);
        assert_eq!(p.persons[0].fide_id, Some(1));
        // A list ID wins over the FIDE ID: equal FIDE IDs, different list IDs are two persons.
        let listed = |list: &str| Appearance {
            list_id: Some(list.into()),
            ..fide("Meier, Jan", 7)
        };
        let p = resolve(&files(vec![vec![listed("NU1")], vec![listed("NU2")]])).unwrap();
        assert_eq!(p.persons.len(), 2);
    }

    #[test]
    fn players_of_one_file_are_never_one_person() {
        // Two of one name without birth year in one file, and again in the next: undecidable.
        let two = || vec![named("Roth, Uwe", None), named("Roth, Uwe", None)];
        let e = resolve(&files(vec![two(), two()])).unwrap_err();
        assert!(matches!(e.problem, Problem::PersonUndecidable { .. }));
        // In one file only: two persons.
        let p = resolve(&files(vec![two()])).unwrap();
        assert_eq!(p.persons.len(), 2);
        // Two of one name and year in one file: no one can tell them apart later.
        let same = vec![
            named("Roth, Uwe", Some(1960)),
            named("Roth, Uwe", Some(1960)),
        ];
        assert!(resolve(&files(vec![same])).is_err());
    }

    #[test]
    fn a_name_without_year_is_the_one_person_of_that_name() {
        let p = resolve(&files(vec![
            vec![named("Roth, Uwe", Some(1960)), named("Lang, Eva", None)],
            vec![named("ROTH,Uwe", None), named("Eva Lang", Some(1990))],
        ]))
        .unwrap();
        assert_eq!(p.persons.len(), 2);
        assert_eq!(p.of, [vec![0, 1], vec![0, 1]]);
        assert_eq!(p.persons[1].birth_year, Some(1990));
        // Two persons of the name, but one of them plays in the same file: it is the other.
        let p = resolve(&files(vec![
            vec![
                named("Roth, Uwe", Some(1960)),
                named("Roth, Uwe", Some(1990)),
            ],
            vec![named("Roth, Uwe", Some(1960)), named("Roth, Uwe", None)],
        ]))
        .unwrap();
        assert_eq!(p.of[1], [0, 1]);
    }
}
