//! Finding a tournament's players in the DSB's player list, and taking their DWZ, index, birth
//! year and membership from it. Pure logic: no I/O, no panics.
//!
//! 1. [`ListIndex::new`] groups the list's rows into persons (one row per club membership: the
//!    same list ID, else the same name, birth year and DWZ, is one person; his `A` row wins over
//!    a `P` row); the lookup tables by club + member number, FIDE ID and normalised name
//!    (sorted, searched by halves) follow with the first match, once per list (the
//!    calculator's name search needs only the persons): 90 000 rows take well under a second
//!    in the browser (see `examples/dsb_list_timing.rs`).
//! 2. [`match_players`] finds every entrant: by ZPS + member number, then by FIDE ID, then by
//!    name ([`name_keys`]: case, umlauts / `ae oe ue ss`, accents, titles and spacing
//!    normalised) with the birth year to decide. Each gets an [`Outcome`]: matched (and how),
//!    ambiguous (with the candidates, for the user to choose), or not in the list. Nothing is
//!    guessed silently.
//! 3. [`apply_list`] writes the list into the tournament. A matched player takes DWZ, index and
//!    birth year from the list and is a member; without a DWZ in the list his FIDE rating stands
//!    in as R_o, index open (WO 4.1.2, evaluated as index 6). A player not in the list keeps what
//!    the file says and is a non-member, a "textueller Teilnehmer" (WO 3.4.3), with
//!    [`Warning::NotInList`]; an ambiguous one likewise with [`Warning::AmbiguousInList`]. A
//!    per-player [`Choice`] of the user overrides both.
//!
//! ```
//! use wertung::formats::dsb_list::read_player_list;
//! use wertung::formats::Entrant;
//! use wertung::formats::dsb_list::matching::{match_players, How, ListIndex, Outcome};
//! let csv = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land\r\n\
//!     NU1,10614,1081,A,\"Müller,Hans\",M,,1970,202517,1850,42,,,,\r\n\
//!     NU2,10614,1082,A,\"Müller,Hans\",M,,1990,202517,1600,12,,,,\r\n";
//! let index = ListIndex::new(read_player_list(csv.as_bytes()).unwrap());
//! let by_name = |name: &str, year| Entrant { name: Some(name.into()), birth_year: year, ..Default::default() };
//! let by_key = Entrant { club: Some("10614".into()), member_number: Some("1082".into()), ..Default::default() };
//! let outcomes = match_players(&index, &[by_key, by_name("Mueller, Hans", Some(1970)), by_name("MÜLLER,Hans", None)]);
//! assert_eq!(outcomes[0], Outcome::Matched { how: How::ClubAndMember, row: 1 });
//! assert_eq!(outcomes[1], Outcome::Matched { how: How::NameAndBirthYear, row: 0 });
//! assert_eq!(outcomes[2], Outcome::Ambiguous { rows: vec![0, 1] }); // two persons, no year: the user chooses
//! ```

pub use super::names::name_keys;
use super::names::{key_hash, list_key, list_key_hash};
use crate::dwz::limits;
use crate::dwz::{Player, Tournament};
use crate::formats::dsb_list::rows::{RowView, Rows};
use crate::formats::dsb_list::{ListRow, PlayerList, Status};
use crate::formats::hash::Fnv;
use crate::formats::{Entrant, Imported};
use crate::input::Warning;
use std::cell::OnceCell;

/// How an entrant was found in the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum How {
    /// The DSB person ID (a report of the DSB's format gives it).
    DsbId,
    /// ZPS club number and member number.
    ClubAndMember,
    /// FIDE ID.
    FideId,
    /// The normalised name, the only person of that name (no birth year to compare).
    Name,
    /// The normalised name with the same birth year in the file and the list.
    NameAndBirthYear,
}

/// What matching found for one entrant. Rows are indexes into [`PlayerList::rows`]; for a
/// person with several memberships the row taken is his `A` row (else his first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// One person fits: his row, and by what he was found.
    Matched {
        /// By what he was found.
        how: How,
        /// The row taken.
        row: usize,
    },
    /// Several persons fit; none is taken unless the user chooses one.
    Ambiguous {
        /// The rows of the persons who fit.
        rows: Vec<usize>,
    },
    /// Nobody fits exactly, but these persons nearly do ([`ListIndex::near`]: the birth year
    /// one off, one letter off in the name, given names shortened, swapped or one missing);
    /// none is taken unless the user chooses one.
    NearMiss {
        /// The rows of the persons who nearly fit.
        rows: Vec<usize>,
    },
    /// Nobody in the list fits.
    NotInList,
}

/// The user's decision for one player, over what matching found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// Take this row of the list (an index into [`PlayerList::rows`]).
    Row(usize),
    /// Keep what the file says; the player is a DSB member (`true`) or not (`false`).
    Member(bool),
}

/// The pairs of a sorted `(key, person)` list under `key`.
fn under<K: Ord + Copy>(pairs: &[(K, u32)], key: K) -> &[(K, u32)] {
    let from = pairs.partition_point(|(k, _)| *k < key);
    let rest = &pairs[from..];
    &rest[..rest.partition_point(|(k, _)| *k <= key)]
}

/// `(key, person)` pairs sorted, each once: looked up by binary search ([`under`]), which is
/// quicker to build than a hash map and as quick to ask for a tournament's few hundred players.
fn sorted<K: Ord + Copy>(mut pairs: Vec<(K, u32)>) -> Vec<(K, u32)> {
    pairs.sort_unstable();
    pairs.dedup();
    pairs
}

/// A player list with its persons and lookup maps, built once per list (see the module docs).
/// Persons are numbered from 0 in the order of their first row.
#[derive(Debug, Clone)]
pub struct ListIndex {
    /// The list itself.
    pub list: PlayerList,
    /// Per row: its person.
    person_of: Vec<u32>,
    /// Per person: the row taken for him (his first `A` row, else `P` row, else first row).
    taken: Vec<u32>,
    /// Per person `p`: his rows are `rows[starts[p]..starts[p + 1]]`.
    starts: Vec<u32>,
    rows: Vec<u32>,
    /// The maps a tournament's entrants are matched by, built by the first match: the
    /// calculator's name search needs the persons only (about two thirds of the index's time
    /// saved when a list is loaded for names).
    maps: OnceCell<MatchMaps>,
}

/// The lookup maps of [`match_players`] and [`ListIndex::near`]: sorted `(key, person)` pairs
/// ([`sorted`]).
#[derive(Debug, Clone)]
#[allow(clippy::struct_field_names)] // `by_`: a map by what it is keyed
struct MatchMaps {
    by_club_member: Vec<((u64, u64), u32)>,
    by_fide_id: Vec<(u64, u32)>,
    /// By the hash of the name's key ([`list_key_hash`]); a lookup compares the keys.
    by_name: Vec<(u64, u32)>,
    /// By the hash of the surname's key, and of the first given name's: where near misses
    /// are looked for ([`ListIndex::near`]).
    by_surname: Vec<(u64, u32)>,
    by_given: Vec<(u64, u32)>,
    /// By the hash of the DSB person ID ([`id_hash`]); a lookup compares the IDs.
    by_dsb_id: Vec<(u64, u32)>,
}

impl MatchMaps {
    /// The maps of `rows`, each row under its person.
    fn new(rows: &Rows, person_of: &[u32]) -> MatchMaps {
        let mut by_club_member = Vec::new();
        let mut by_fide_id = Vec::new();
        let mut by_name = Vec::with_capacity(rows.len());
        let mut by_surname = Vec::with_capacity(rows.len());
        let mut by_given = Vec::with_capacity(rows.len());
        let mut by_dsb_id = Vec::with_capacity(rows.len());
        // One pass over the rows, each read out of its form once.
        for (row, &p) in rows.views().zip(person_of) {
            let membership = row.club.zip(row.member_number);
            if let Some(key) = membership.and_then(|(club, member)| club_member_key(club, member)) {
                by_club_member.push((key, p));
            }
            if let Some(id) = row.fide_id {
                by_fide_id.push((id, p));
            }
            if let Some(key) = list_key(row.name) {
                by_name.push((key_hash(&key), p));
                let (surname, given) = split_key(&key);
                by_surname.push((key_hash(surname), p));
                by_given.push((key_hash(first_given(given)), p));
            }
            if let Some(id) = row.id {
                by_dsb_id.push((id_hash(id), p));
            }
        }
        MatchMaps {
            by_club_member: sorted(by_club_member),
            by_fide_id: sorted(by_fide_id),
            by_name: sorted(by_name),
            by_surname: sorted(by_surname),
            by_given: sorted(by_given),
            by_dsb_id: sorted(by_dsb_id),
        }
    }
}

/// The hash of a DSB person ID (trimmed, upper case).
fn id_hash(id: &str) -> u64 {
    Fnv::default()
        .bytes(id.trim().to_ascii_uppercase().as_bytes())
        .value()
}

/// Whether two DSB person IDs are the same (trimmed, case ignored).
fn same_id(a: &str, b: &str) -> bool {
    a.trim().eq_ignore_ascii_case(b.trim())
}

/// A club number and member number as compared: the club (up to 8 letters and digits, upper
/// case) packed in a number, the member number as a number (`0081` = `81`). `None` where
/// either is empty or not of that form (such a row is found by other keys).
fn club_member_key(club: &str, member: &str) -> Option<(u64, u64)> {
    let club = club.trim().as_bytes();
    if club.is_empty() || club.len() > 8 || !club.iter().all(u8::is_ascii_alphanumeric) {
        return None;
    }
    let mut packed = [0u8; 8];
    for (slot, b) in packed.iter_mut().zip(club) {
        *slot = b.to_ascii_uppercase();
    }
    let member = member.trim().parse::<u64>().ok()?;
    Some((u64::from_le_bytes(packed), member))
}

/// The order in which a person's rows are taken: `A`, then `P`, then an empty or other status.
fn rank(status: Status) -> u8 {
    match status {
        Status::Active => 0,
        Status::Passive => 1,
        Status::Unknown => 2,
    }
}

/// The hash under which the rows of one person meet: his list ID, else the hash of his name's
/// key ([`list_key_hash`]) with his birth year and DWZ.
fn person_hash(row: &RowView<'_>, name: Option<u64>) -> u64 {
    match row.id {
        Some(id) => Fnv::default().byte(1).bytes(id.as_bytes()).value(),
        None => Fnv::default()
            .byte(2)
            .word(name.unwrap_or(0))
            .word(row.birth_year.map_or(u64::MAX, |y| y as u64))
            .word(row.dwz.map_or(u64::MAX, u64::from))
            .value(),
    }
}

/// Whether two rows are one person: the same list ID, else (neither has one) the same name,
/// birth year and DWZ.
fn same_person(a: &RowView<'_>, b: &RowView<'_>) -> bool {
    match (a.id, b.id) {
        (Some(x), Some(y)) => x == y,
        (None, None) => {
            (a.birth_year, a.dwz) == (b.birth_year, b.dwz) && list_key(a.name) == list_key(b.name)
        }
        _ => false,
    }
}

/// Each row's first row of the same person (an earlier row, or itself), `hashes` each row's
/// [`person_hash`]. Rows of one person have one hash; only rows with the same hash are
/// compared ([`same_person`]), so a collision of two persons keeps them apart.
fn first_rows(rows: &Rows, hashes: &[u64]) -> Vec<u32> {
    let mut order: Vec<(u64, u32)> = hashes
        .iter()
        .enumerate()
        .map(|(r, &hash)| (hash, r as u32))
        .collect();
    order.sort_unstable();
    let mut leader: Vec<u32> = (0..rows.len() as u32).collect();
    let mut leaders: Vec<u32> = Vec::new();
    for run in order
        .chunk_by(|a, b| a.0 == b.0)
        .filter(|run| run.len() > 1)
    {
        leaders.clear();
        for &(_, r) in run {
            let row = rows.view(r as usize);
            let same = |l: u32| match (rows.view(l as usize), &row) {
                (Some(a), Some(b)) => same_person(&a, b),
                _ => false,
            };
            match leaders.iter().find(|&&l| same(l)) {
                Some(&l) => leader[r as usize] = l,
                None => leaders.push(r),
            }
        }
    }
    leader
}

/// Persons numbered in the order of their first row: each row's person, and each person's row
/// taken (his first `A` row, else `P` row, else first row).
fn number_persons(statuses: &[Status], leader: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let mut person_of: Vec<u32> = vec![0; statuses.len()];
    let mut taken: Vec<u32> = Vec::new();
    let status = |r: usize| statuses.get(r).copied().unwrap_or(Status::Unknown);
    for r in 0..statuses.len() {
        let l = leader[r] as usize;
        if l == r {
            person_of[r] = taken.len() as u32;
            taken.push(r as u32);
        } else {
            person_of[r] = person_of[l];
            let t = &mut taken[person_of[r] as usize];
            if rank(status(r)) < rank(status(*t as usize)) {
                *t = r as u32;
            }
        }
    }
    (person_of, taken)
}

/// Each person's rows in one array, in the list's order: `(starts, rows)`, person `p`'s rows
/// being `rows[starts[p]..starts[p + 1]]`.
fn rows_by_person(person_of: &[u32], persons: usize) -> (Vec<u32>, Vec<u32>) {
    let mut starts = vec![0u32; persons + 1];
    for &p in person_of {
        starts[p as usize + 1] += 1;
    }
    for k in 1..starts.len() {
        starts[k] += starts[k - 1];
    }
    let mut fill = starts.clone();
    let mut members = vec![0u32; person_of.len()];
    for (r, &p) in person_of.iter().enumerate() {
        members[fill[p as usize] as usize] = r as u32;
        fill[p as usize] += 1;
    }
    (starts, members)
}

impl ListIndex {
    /// Groups the rows into persons and builds the maps (see the module docs).
    ///
    /// ```
    /// use wertung::formats::dsb_list::read_player_list;
    /// use wertung::formats::dsb_list::matching::ListIndex;
    /// let csv = "ID,ZPS,Mitgliedsnummer,Status,Spielername,Geburtsjahr,DWZ,Index\n\
    ///            7,10614,1,P,\"Lang,Eva\",1980,1700,30\n\
    ///            7,20511,4,A,\"Lang,Eva\",1980,1700,30\n";
    /// let index = ListIndex::new(read_player_list(csv.as_bytes()).unwrap());
    /// assert_eq!(index.persons(), 1);
    /// assert_eq!(index.rows_of_person(0), [0, 1]);
    /// assert_eq!(index.taken_row(0), Some(1)); // her A row
    /// ```
    pub fn new(list: PlayerList) -> ListIndex {
        let rows = &list.rows;
        // What grouping needs of each row, each read out of its form once.
        let (hashes, statuses): (Vec<u64>, Vec<Status>) = rows
            .views()
            .map(|r| (person_hash(&r, list_key_hash(r.name)), r.status))
            .unzip();
        let (person_of, taken) = number_persons(&statuses, &first_rows(rows, &hashes));
        ListIndex::grouped(list, person_of, taken)
    }

    /// The index of `list` grouped as `person_of` and `taken` say (each person's rows gathered).
    fn grouped(list: PlayerList, person_of: Vec<u32>, taken: Vec<u32>) -> ListIndex {
        let (starts, members) = rows_by_person(&person_of, taken.len());
        ListIndex {
            list,
            person_of,
            taken,
            starts,
            rows: members,
            maps: OnceCell::new(),
        }
    }

    /// What grouping the rows found: per row its person, per person the row taken for him
    /// (kept in the list's stored form, [`super::stored`]).
    pub(crate) fn grouping(&self) -> (&[u32], &[u32]) {
        (&self.person_of, &self.taken)
    }

    /// The index of `list` with a grouping [`ListIndex::grouping`] gave, the rows not grouped
    /// again; `None` where it does not fit the list (a person or row past its end).
    pub(crate) fn of_grouping(
        list: PlayerList,
        person_of: Vec<u32>,
        taken: Vec<u32>,
    ) -> Option<ListIndex> {
        let rows = list.rows.len();
        let fits = person_of.len() == rows
            && person_of.iter().all(|&p| (p as usize) < taken.len())
            && taken.iter().all(|&r| (r as usize) < rows);
        fits.then(|| ListIndex::grouped(list, person_of, taken))
    }

    /// The lookup maps, built on first use.
    fn maps(&self) -> &MatchMaps {
        self.maps
            .get_or_init(|| MatchMaps::new(&self.list.rows, &self.person_of))
    }

    /// How many persons the list has.
    pub fn persons(&self) -> usize {
        self.taken.len()
    }

    /// The person of a row.
    pub fn person_of(&self, row: usize) -> Option<usize> {
        self.person_of.get(row).map(|&p| p as usize)
    }

    /// A person's rows (his club memberships), in the list's order.
    pub fn rows_of_person(&self, person: usize) -> &[u32] {
        let from = self.starts.get(person).copied().unwrap_or(0) as usize;
        let to = self.starts.get(person + 1).copied().unwrap_or(0) as usize;
        self.rows.get(from..to).unwrap_or(&[])
    }

    /// The row taken for a person: his first `A` row, else his first `P` row, else his first.
    pub fn taken_row(&self, person: usize) -> Option<usize> {
        self.taken.get(person).map(|&r| r as usize)
    }

    /// The row taken for each of `persons`.
    fn rows_of(&self, persons: &[u32]) -> Vec<usize> {
        persons
            .iter()
            .filter_map(|&p| self.taken_row(p as usize))
            .collect()
    }

    /// The person of a DSB person ID, matched.
    fn by_id(&self, id: &str) -> Option<Outcome> {
        let persons: Vec<u32> = under(&self.maps().by_dsb_id, id_hash(id))
            .iter()
            .filter(|&&(_, p)| {
                self.rows_of_person(p as usize).iter().any(|&r| {
                    self.list
                        .rows
                        .view(r as usize)
                        .and_then(|r| r.id)
                        .is_some_and(|rid| same_id(rid, id))
                })
            })
            .map(|&(_, p)| p)
            .collect();
        match persons.as_slice() {
            [] => None,
            [p] => self.taken_row(*p as usize).map(|row| Outcome::Matched {
                how: How::DsbId,
                row,
            }),
            many => Some(Outcome::Ambiguous {
                rows: self.rows_of(many),
            }),
        }
    }

    /// The outcome of a lookup by an exact key: one person matched, several ambiguous.
    fn by_key<K>(&self, pairs: &[(K, u32)], how: How) -> Option<Outcome> {
        let persons: Vec<u32> = pairs.iter().map(|&(_, p)| p).collect();
        match persons.as_slice() {
            [] => None,
            [p] => self
                .taken_row(*p as usize)
                .map(|row| Outcome::Matched { how, row }),
            many => Some(Outcome::Ambiguous {
                rows: self.rows_of(many),
            }),
        }
    }

    /// Finds one entrant (see the module docs). Name rule: the persons of the same normalised
    /// name; where the file gives a birth year, those with that year (or none in the list);
    /// exactly one left: matched; none: not in the list; several: ambiguous.
    pub fn find(&self, e: &Entrant) -> Outcome {
        if let Some(o) = e.dsb_id.as_deref().and_then(|id| self.by_id(id)) {
            return o;
        }
        if let (Some(c), Some(m)) = (&e.club, &e.member_number) {
            if let Some(k) = club_member_key(c, m) {
                if let Some(o) =
                    self.by_key(under(&self.maps().by_club_member, k), How::ClubAndMember)
                {
                    return o;
                }
            }
        }
        if let Some(id) = e.fide_id.filter(|&id| id != 0) {
            if let Some(o) = self.by_key(under(&self.maps().by_fide_id, id), How::FideId) {
                return o;
            }
        }
        let Some(name) = e.name.as_deref() else {
            return Outcome::NotInList;
        };
        let mut persons: Vec<u32> = Vec::new();
        for key in name_keys(name) {
            for &(_, p) in under(&self.maps().by_name, key_hash(&key)) {
                let same_name = self.rows_of_person(p as usize).iter().any(|&r| {
                    self.list
                        .rows
                        .view(r as usize)
                        .and_then(|r| list_key(r.name))
                        == Some(key.clone())
                });
                if same_name && !persons.contains(&p) {
                    persons.push(p);
                }
            }
        }
        let year = e.birth_year.or(e.birth_date.map(|d| d.year));
        let year_of = |p: u32| {
            self.taken_row(p as usize)
                .and_then(|r| self.list.rows.view(r))
                .and_then(|r| r.birth_year)
        };
        if let Some(y) = year {
            persons.retain(|&p| year_of(p).is_none_or(|ly| ly == y));
        }
        let rows = self.rows_of(&persons);
        match (rows.as_slice(), persons.first()) {
            ([], _) | (_, None) => match self.near(name, year).as_slice() {
                [] => Outcome::NotInList,
                near => Outcome::NearMiss {
                    rows: self.rows_of(near),
                },
            },
            ([row], Some(&p)) => Outcome::Matched {
                how: if year.is_some() && year_of(p).is_some() {
                    How::NameAndBirthYear
                } else {
                    How::Name
                },
                row: *row,
            },
            _ => Outcome::Ambiguous { rows },
        }
    }
}

/// The keys' parts as compared for near misses: surname, given names.
fn split_key(key: &str) -> (&str, &str) {
    key.split_once(',').unwrap_or((key, ""))
}

/// The first given name of a key's given names.
fn first_given(given: &str) -> &str {
    given.split([' ', '-']).next().unwrap_or("")
}

/// Whether two words differ by at most one letter (one changed, added or dropped).
///
/// ```
/// use wertung::formats::dsb_list::matching::one_letter_off;
/// assert!(one_letter_off("lyons", "lyon") && one_letter_off("meier", "meyer"));
/// assert!(one_letter_off("dennis", "dennis") && !one_letter_off("dennis", "denise"));
/// ```
pub fn one_letter_off(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    if long.len() - short.len() > 1 {
        return false;
    }
    let head = short.iter().zip(&long).take_while(|(x, y)| x == y).count();
    if short.len() == long.len() {
        short[head..].iter().skip(1).eq(long[head..].iter().skip(1))
    } else {
        short[head..] == long[head + 1..]
    }
}

/// Whether given names nearly fit: one letter off, or each word of the shorter one the start
/// of a different word of the other (shortened "Chris" for "Christian", "H." for "Hans",
/// swapped "Peter Hans", a second given name missing).
///
/// ```
/// use wertung::formats::dsb_list::matching::given_near;
/// assert!(given_near("hans", "hans peter") && given_near("peter hans", "hans peter"));
/// assert!(given_near("chris", "christian") && given_near("h", "hans") && given_near("dennis", "denis"));
/// assert!(!given_near("hans", "peter") && !given_near("", "hans"));
/// ```
pub fn given_near(a: &str, b: &str) -> bool {
    if a.is_empty() || b.is_empty() {
        return false;
    }
    if one_letter_off(a, b) {
        return true;
    }
    let words = |s: &str| -> Vec<String> {
        s.split([' ', '-'])
            .filter(|w| !w.is_empty())
            .map(String::from)
            .collect()
    };
    let (wa, wb) = (words(a), words(b));
    let (short, long) = if wa.len() <= wb.len() {
        (wa, wb)
    } else {
        (wb, wa)
    };
    let mut used = vec![false; long.len()];
    short.iter().all(|w| {
        let hit = long
            .iter()
            .enumerate()
            .find(|(k, l)| !used[*k] && (l.starts_with(w.as_str()) || w.starts_with(l.as_str())));
        hit.map(|(k, _)| used[k] = true).is_some()
    })
}

impl ListIndex {
    /// The persons a name and birth year nearly fit where none fits exactly: the same name
    /// with the birth year one off; the same surname with given names near ([`given_near`]);
    /// the same first given name with the surname one letter off and the given names equal or
    /// near. A birth year in both that differs by more than one rules a person out. At most
    /// eight, in the list's order.
    pub fn near(&self, name: &str, year: Option<i32>) -> Vec<u32> {
        let mut persons: Vec<u32> = Vec::new();
        let year_fits = |p: u32| {
            let ly = self
                .taken_row(p as usize)
                .and_then(|r| self.list.rows.view(r))
                .and_then(|r| r.birth_year);
            match (year, ly) {
                (Some(y), Some(l)) => (y - l).abs() <= 1,
                _ => true,
            }
        };
        for key in name_keys(name) {
            let (surname, given) = split_key(&key);
            let by_surname = under(&self.maps().by_surname, key_hash(surname));
            let by_given = under(&self.maps().by_given, key_hash(first_given(given)));
            for &(_, p) in by_surname.iter().chain(by_given) {
                if persons.len() >= 8 {
                    break;
                }
                if persons.contains(&p) || !year_fits(p) {
                    continue;
                }
                let near = self.rows_of_person(p as usize).iter().any(|&r| {
                    let Some(other) = self
                        .list
                        .rows
                        .get(r as usize)
                        .and_then(|r| list_key(&r.name))
                    else {
                        return false;
                    };
                    let (s, g) = split_key(&other);
                    (s == surname && (g == given || given_near(given, g)))
                        || (s != surname
                            && one_letter_off(s, surname)
                            && (g == given || given_near(given, g)))
                });
                if near {
                    persons.push(p);
                }
            }
        }
        // In the list's order (eight at most: no sort of the standard library needed).
        for k in 1..persons.len() {
            let mut j = k;
            while j > 0 && persons[j] < persons[j - 1] {
                persons.swap(j, j - 1);
                j -= 1;
            }
        }
        persons
    }
}

/// [`ListIndex::find`] for every entrant, in order.
pub fn match_players(index: &ListIndex, entrants: &[Entrant]) -> Vec<Outcome> {
    entrants.iter().map(|e| index.find(e)).collect()
}

/// What a tournament of JSON or a cross table says of its players, as entrants: the name and
/// birth year (and the DWZ given, as the national rating).
pub fn entrants_of(t: &Tournament) -> Vec<Entrant> {
    t.players
        .iter()
        .map(|p| Entrant {
            name: Some(p.name.clone().unwrap_or_else(|| p.id.clone())),
            birth_year: p.birth_year,
            national_rating: p.dwz,
            ..Entrant::default()
        })
        .collect()
}

/// The tournament with the list applied, and the notes on it.
#[derive(Debug, Clone, PartialEq)]
pub struct Applied {
    /// The tournament with the list's DWZ, index and membership in it.
    pub tournament: Tournament,
    /// [`Warning::NotInList`] and [`Warning::AmbiguousInList`], in the players' order.
    pub warnings: Vec<Warning>,
}

/// How a player is named in a warning: his name, else his id.
fn shown(p: &Player) -> String {
    p.name
        .clone()
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| p.id.clone())
}

/// What a player takes from a row of the list: the one rule for the CLI's `--players`
/// ([`apply_list`]) and the tournament page's candidates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ListFigures {
    /// The list's DWZ, else the FIDE rating standing in (WO 4.1.2); `None`: neither.
    pub dwz: Option<u32>,
    /// The list's index with its DWZ; `None` for a stand-in (evaluated as 6).
    pub index: Option<u32>,
    /// The list's birth year where it has one the rules accept (else the player keeps his).
    pub birth_year: Option<i32>,
}

/// What a player takes from `row` (he is then a DSB member): DWZ, index and birth year where
/// the list has them; without a DWZ in the list his FIDE rating `fide_rating` (from the file)
/// stands in, index open (WO 4.1.2). `end_year`: the tournament's, the latest birth year.
///
/// A row with DWZ 1850, index 42, born 1970: exactly these. A row without DWZ for a player
/// with FIDE rating 2100: R_o 2100, index `None`.
///
/// ```
/// use wertung::formats::dsb_list::read_player_list;
/// use wertung::formats::dsb_list::matching::{taken, ListFigures};
/// let csv = "ZPS,Mgl-Nr,Status,Spielername,Geburtsjahr,DWZ,Index\n\
///            10614,1,A,\"Lang,Eva\",1970,1850,42\n10614,2,A,\"Kurz,Otto\",2030,,\n";
/// let list = read_player_list(csv.as_bytes()).unwrap();
/// let (eva, otto) = (list.rows.get(0).unwrap(), list.rows.get(1).unwrap());
/// assert_eq!(taken(&eva, Some(2100), 2026), ListFigures { dwz: Some(1850), index: Some(42), birth_year: Some(1970) });
/// assert_eq!(taken(&otto, Some(2100), 2026), ListFigures { dwz: Some(2100), index: None, birth_year: None });
/// ```
pub fn taken(row: &ListRow, fide_rating: Option<u32>, end_year: i32) -> ListFigures {
    let (dwz, index) = match row.dwz.filter(|&d| limits::rating_ok(d)) {
        Some(dwz) => (Some(dwz), row.index.filter(|&i| limits::index_ok(i))),
        None => (fide_rating.filter(|&r| limits::rating_ok(r)), None),
    };
    ListFigures {
        dwz,
        index,
        birth_year: row
            .birth_year
            .filter(|&y| limits::birth_year_ok(y, end_year)),
    }
}

/// A player takes the list's row ([`taken`]) and is a member.
fn take_row(p: &mut Player, row: &ListRow, e: Option<&Entrant>, end_year: i32) {
    let t = taken(row, e.and_then(|e| e.fide_rating), end_year);
    p.dwz = t.dwz;
    p.index = t.index;
    if let Some(y) = t.birth_year {
        p.birth_year = Some(y);
    }
    p.member = true;
}

/// Applies the list to the tournament (see the module docs): `outcomes` from
/// [`match_players`], `choices` the user's per player (both in the order of the players;
/// missing ones count as `NotInList` / no choice; a choice of a row the list does not have is
/// no choice).
///
/// ```
/// use wertung::dwz::{Date, Kind, Player, Tournament};
/// use wertung::formats::dsb_list::read_player_list;
/// use wertung::formats::{Entrant, Imported};
/// use wertung::formats::dsb_list::matching::{apply_list, match_players, Choice, ListIndex};
/// let csv = "ZPS,Mgl-Nr,Status,Spielername,Geburtsjahr,DWZ,Index\n10614,1,A,\"Lang,Eva\",1980,1700,30\n";
/// let index = ListIndex::new(read_player_list(csv.as_bytes()).unwrap());
/// let mut b = Player::new("2");
/// b.dwz = Some(2100); // a FIDE rating from the file
/// let imported = Imported {
///     tournament: Tournament { name: "T".into(), end_date: Date::new(2026, 12, 12).unwrap(),
///         kind: Kind::Tournament, players: vec![Player::new("1"), b], games: vec![] },
///     entrants: vec![
///         Entrant { name: Some("Lang, Eva".into()), ..Default::default() },
///         Entrant { name: Some("Kurz, Otto".into()), fide_rating: Some(2100), ..Default::default() },
///     ],
/// };
/// let outcomes = match_players(&index, &imported.entrants);
/// let applied = apply_list(&imported, &index, &outcomes, &[]);
/// let [eva, otto] = &applied.tournament.players[..] else { panic!() };
/// assert_eq!((eva.dwz, eva.index, eva.birth_year, eva.member), (Some(1700), Some(30), Some(1980), true));
/// assert_eq!((otto.dwz, otto.index, otto.member), (Some(2100), None, false)); // WO 3.4.3
/// assert_eq!(applied.warnings.len(), 1); // Otto is not in the list
/// // The user says Otto is a member after all: no warning.
/// let applied = apply_list(&imported, &index, &outcomes, &[None, Some(Choice::Member(true))]);
/// assert!(applied.tournament.players[1].member && applied.warnings.is_empty());
/// ```
pub fn apply_list(
    imported: &Imported,
    index: &ListIndex,
    outcomes: &[Outcome],
    choices: &[Option<Choice>],
) -> Applied {
    let mut tournament = imported.tournament.clone();
    let end_year = tournament.end_date.year;
    let mut warnings = Vec::new();
    for (k, p) in tournament.players.iter_mut().enumerate() {
        let entrant = imported.entrants.get(k);
        let row_of = |r: usize| index.list.rows.get(r);
        let choice = choices.get(k).copied().flatten().filter(|c| match c {
            Choice::Row(r) => row_of(*r).is_some(),
            Choice::Member(_) => true,
        });
        match (choice, outcomes.get(k)) {
            (Some(Choice::Row(r)), _) => {
                if let Some(row) = row_of(r) {
                    take_row(p, &row, entrant, end_year);
                }
            }
            (Some(Choice::Member(m)), _) => p.member = m,
            (None, Some(Outcome::Matched { row, .. })) => match row_of(*row) {
                Some(row) => take_row(p, &row, entrant, end_year),
                None => p.member = false,
            },
            (None, Some(Outcome::Ambiguous { rows } | Outcome::NearMiss { rows })) => {
                p.member = false;
                warnings.push(Warning::AmbiguousInList {
                    player: shown(p),
                    candidates: rows.len(),
                });
            }
            (None, Some(Outcome::NotInList) | None) => {
                p.member = false;
                warnings.push(Warning::NotInList { player: shown(p) });
            }
        }
    }
    Applied {
        tournament,
        warnings,
    }
}

#[cfg(test)]
mod tests {
    use super::super::names::{fold, ACCENTED, PLAIN};
    use super::*;

    /// A list of `(name, birth year)` rows, DWZ 1500 each.
    fn names(rows: &[(&str, i32)]) -> ListIndex {
        let mut csv = String::from("ZPS,Mgl-Nr,Status,Spielername,Geburtsjahr,DWZ,Index\n");
        for (k, (name, year)) in rows.iter().enumerate() {
            csv.push_str(&format!("10614,{k},A,\"{name}\",{year},1500,10\n"));
        }
        ListIndex::new(crate::formats::dsb_list::read_player_list(csv.as_bytes()).unwrap())
    }

    fn find(index: &ListIndex, name: &str, year: Option<i32>) -> Outcome {
        index.find(&Entrant {
            name: Some(name.into()),
            birth_year: year,
            ..Entrant::default()
        })
    }

    #[test]
    fn the_lookup_maps_are_built_by_the_first_match_not_by_the_index() {
        let index = names(&[("Lyons,Dennis", 1949), ("Weber,Anna", 1990)]);
        // The persons are there at once (the name search needs no more) ...
        assert_eq!(index.persons(), 2);
        assert!(index.maps.get().is_none());
        // ... the maps come with the first match, and a clone keeps them.
        assert_eq!(
            find(&index, "Weber,Anna", Some(1990)),
            Outcome::Matched {
                how: How::NameAndBirthYear,
                row: 1
            }
        );
        assert!(index.maps.get().is_some());
        assert!(index.clone().maps.get().is_some());
    }

    #[test]
    fn near_misses_are_offered_never_taken() {
        let index = names(&[
            ("Lyons,Dennis", 1949),
            ("Schmidt,Hans Peter", 1970),
            ("Meyer,Christian", 1985),
            ("Weber,Anna", 1990),
            ("Lyons,Dennis", 1960),
        ]);
        let near = |rows: &[usize]| Outcome::NearMiss {
            rows: rows.to_vec(),
        };
        // The birth year one off (the one of 1960 is another person).
        assert_eq!(find(&index, "Lyons,Dennis", Some(1950)), near(&[0]));
        assert_eq!(find(&index, "Lyons,Dennis", Some(1955)), Outcome::NotInList);
        // One letter off in the surname or the given name.
        assert_eq!(find(&index, "Lyon,Dennis", Some(1949)), near(&[0]));
        assert_eq!(find(&index, "Lyons,Denis", Some(1949)), near(&[0]));
        // Given names shortened, swapped, one missing.
        assert_eq!(find(&index, "Schmidt,Hans", Some(1970)), near(&[1]));
        assert_eq!(find(&index, "Schmidt,Peter Hans", None), near(&[1]));
        assert_eq!(find(&index, "Meyer,Chris", Some(1985)), near(&[2]));
        assert_eq!(find(&index, "Meyer, C.", None), near(&[2]));
        // Far off: not in the list.
        assert_eq!(find(&index, "Weber,Berta", Some(1990)), Outcome::NotInList);
        assert_eq!(find(&index, "Wagner,Anna", Some(1990)), Outcome::NotInList);
        // Exact still wins.
        assert!(matches!(
            find(&index, "Weber,Anna", Some(1990)),
            Outcome::Matched { row: 3, .. }
        ));
    }

    #[test]
    fn the_cli_reports_a_near_miss_and_takes_nothing() {
        use crate::dwz::{Date, Kind};
        let index = names(&[("Lyons,Dennis", 1949)]);
        let entrant = Entrant {
            name: Some("Lyons,Dennis".into()),
            birth_year: Some(1950),
            ..Entrant::default()
        };
        let mut p = Player::new("1");
        p.member = true;
        let imported = Imported {
            tournament: Tournament {
                name: "T".into(),
                end_date: Date::new(2026, 12, 12).unwrap(),
                kind: Kind::Tournament,
                players: vec![p],
                games: vec![],
            },
            entrants: vec![entrant],
        };
        let outcomes = match_players(&index, &imported.entrants);
        let applied = apply_list(&imported, &index, &outcomes, &[]);
        assert_eq!(applied.tournament.players[0].dwz, None);
        assert_eq!(
            applied.warnings,
            [Warning::AmbiguousInList {
                player: "1".into(),
                candidates: 1
            }]
        );
    }

    #[test]
    fn the_accent_tables_line_up() {
        assert_eq!(ACCENTED.chars().count(), PLAIN.chars().count());
        let mut s = String::new();
        for c in "ÉçŁŠğıÅ".chars() {
            fold(c, &mut |f| s.push(f));
        }
        assert_eq!(s, "eclsgia");
    }

    #[test]
    fn the_hash_of_a_key_is_the_hash_written_on_the_fly() {
        for name in [
            "Müßig-Öztürk,Hans-Jürgen",
            "Hübner,Robert,Dr.",
            "  GM Carlsen ,  Magnus  ",
            "O'Brien - Smith,Jean-Luc (jr.)",
            "Dr. med. Schäfer",
            ",Vorname",
            "",
        ] {
            assert_eq!(
                list_key(name).map(|k| key_hash(&k)),
                list_key_hash(name),
                "{name}"
            );
        }
        assert_eq!(
            list_key("O'Brien - Smith,Jean-Luc (jr.)").unwrap(),
            "obrien-smith,jean-luc jr"
        );
        assert_eq!(list_key(",Vorname"), None);
    }

    #[test]
    fn member_numbers_compare_without_leading_zeros() {
        let key = club_member_key;
        assert_eq!(key(" 10614", "0081"), key("10614", "81"));
        assert_eq!(key("c0327", "0"), key("C0327", "00"));
        assert_ne!(key("10614", "81"), key("10614", "810"));
        assert_ne!(key("10614", "81"), key("10615", "81"));
        assert!(key("10614", "81").is_some());
        assert_eq!(key("", "12"), None);
        assert_eq!(key("10614", "x"), None);
    }
}
