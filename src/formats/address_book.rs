//! One address book: the DSB's player list and FIDE's rating list searched as
//! one, by the same name search ([`NameSearch`]) the calculator and the CLI use.
//!
//! * A person in both lists (the same FIDE ID) is one [`Person`]: DWZ, index and club from the
//!   DSB list, the Elo from the FIDE list ([`AddressBook::elo`]).
//! * FIDE writes names in ASCII: the keys fold accents and umlauts, so "Tomáš Dvořák" finds
//!   "Dvorak, Tomas"; "Jan van der Berg" finds "van der Berg, Jan". Namesakes are told apart by
//!   birth year, and shown with federation and birth year ([`AddressBook::label`]).
//! * A person listed without rating (0 or empty) is found, and is unrated.
//!
//! ```
//! use wertung::formats::address_book::AddressBook;
//! use wertung::formats::dsb_list::{matching::ListIndex, read_player_list};
//! use wertung::formats::fide_list::read_fide_list;
//! let dsb = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geburtsjahr,DWZ,Index,FIDE-Elozahl,FIDE-ID\n\
//!            NU1,10614,1,A,\"Müller,Hans\",1970,1850,42,1900,4100018\n";
//! let fide = "<playerslist>\
//!   <player><fideid>4100018</fideid><name>Mueller, Hans</name><country>GER</country><rating>1912</rating><birthday>1970</birthday></player>\
//!   <player><fideid>300001</fideid><name>Dvorak, Tomas</name><country>CZE</country><rating>2210</rating><birthday>1985</birthday></player>\
//!   <player><fideid>300002</fideid><name>Dvorak, Tomas</name><country>SVK</country><rating>0</rating><birthday>1999</birthday></player>\
//!   </playerslist>";
//! let book = AddressBook::new(
//!     Some(ListIndex::new(read_player_list(dsb.as_bytes()).unwrap())),
//!     Some(read_fide_list(fide.as_bytes()).unwrap()),
//! );
//! // One person in both lists: DWZ from the DSB list, Elo from the FIDE list.
//! let hans = book.find("Hans Müller", None).unwrap();
//! assert_eq!((book.dwz(hans), book.elo(hans), book.fide_id(hans)), (Some(1850), Some(1912), Some(4100018)));
//! assert_eq!(book.suggest("muell", 10).len(), 1);
//! // Accents typed, ASCII listed; namesakes told apart by birth year.
//! let tomas = book.find("Tomáš Dvořák", Some(1985)).unwrap();
//! assert_eq!((book.elo(tomas), book.federation(tomas)), (Some(2210), Some("CZE")));
//! let young = book.find("Dvořák, Tomáš", Some(1999)).unwrap();
//! assert_eq!((book.elo(young), book.fide_id(young)), (None, Some(300002)));
//! assert!(book.find("Tomas Dvorak", None).is_err());
//! ```

pub mod paged;
pub mod stored;

use crate::formats::dsb_list::matching::ListIndex;
use crate::formats::dsb_list::rows::RowView;
use crate::formats::dsb_list::search::{NameHit, NameSearch, Named, Nearness, Score};
use crate::formats::fide_list::{FideList, FidePlayer};

/// The DSB's list with its search and its members' FIDE IDs.
#[derive(Debug, Clone)]
pub struct DsbBook {
    /// The DSB's list with its persons and lookup maps (shared with who keeps it besides: the
    /// list of 90 000 rows is held once).
    pub index: std::rc::Rc<ListIndex>,
    /// The name search over the list's rows.
    pub search: NameSearch,
    /// (FIDE ID, row taken for the person), sorted.
    by_fide: Vec<(u64, u32)>,
}

/// FIDE's list with its search.
#[derive(Debug, Clone)]
pub struct FideBook {
    /// FIDE's rating list.
    pub list: FideList,
    /// The name search over its players.
    pub search: NameSearch,
}

/// The DSB's list, FIDE's list, or both. FIDE's side is the whole list ([`FideBook`]) or the
/// pages of it read so far ([`paged::Pages`]), both asked alike ([`FideSide`]).
#[derive(Debug, Clone)]
pub struct AddressBook<F = FideBook> {
    /// The DSB's list, where one was loaded.
    pub dsb: Option<DsbBook>,
    /// FIDE's list, where one was loaded.
    pub fide: Option<F>,
}

impl<F> Default for AddressBook<F> {
    fn default() -> Self {
        AddressBook {
            dsb: None,
            fide: None,
        }
    }
}

/// What the address book asks of FIDE's list.
pub trait FideSide {
    /// How many persons its search holds.
    fn persons(&self) -> usize;
    /// The persons matching what was typed, best first, at most `limit`: their positions in
    /// the list with how well they fit ([`NameSearch::search_scored`]).
    fn suggest_scored(&self, query: &str, limit: usize) -> Vec<(Score, usize)>;
    /// The persons nearest `name`, nearest first, at most `limit` ([`NameSearch::similar_scored`]).
    fn similar_scored(&self, name: &str, limit: usize) -> Vec<(Nearness, usize)>;
    /// The position of the player with this FIDE ID.
    fn position(&self, fide_id: u64) -> Option<usize>;
    /// The player at position `k`, with his name.
    fn player(&self, k: usize) -> Option<(&FidePlayer, &str)>;
    /// Whether a question since the last answer lacked a part of the list not read yet, so
    /// that what it answered is not yet the whole answer (a list held whole lacks none).
    fn lacking(&self) -> bool {
        false
    }
}

impl FideSide for FideBook {
    fn persons(&self) -> usize {
        self.search.persons()
    }
    fn suggest_scored(&self, query: &str, limit: usize) -> Vec<(Score, usize)> {
        self.search
            .search_scored(query, limit)
            .into_iter()
            .map(|(score, hit)| (score, hit.row))
            .collect()
    }
    fn similar_scored(&self, name: &str, limit: usize) -> Vec<(Nearness, usize)> {
        self.search.similar_scored(name, limit)
    }
    fn position(&self, fide_id: u64) -> Option<usize> {
        self.list.position(fide_id)
    }
    fn player(&self, k: usize) -> Option<(&FidePlayer, &str)> {
        let p = self.list.players.get(k)?;
        Some((p, self.list.name(p)))
    }
}

/// A person of the address book: his row of the DSB list and his position in FIDE's list
/// (at least one of them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Person {
    /// His row of the DSB list (`None`: not in it).
    pub dsb_row: Option<usize>,
    /// His position in FIDE's list (`None`: not in it).
    pub fide: Option<usize>,
}

/// Why a whole name names no single person ([`AddressBook::find`]): up to 5 candidates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotOnePerson {
    /// Nobody of that name (the persons: the most similar).
    NotFound(Vec<Person>),
    /// Several persons the birth year does not tell apart.
    Ambiguous(Vec<Person>),
}

/// How many candidates a name's error names.
const SHOWN: usize = 5;
/// FIDE's list (1.8 million persons) is suggested from the second letter typed: a first letter
/// begins a tenth of all names, too many to weigh within a keystroke (16 ms); a list of fewer
/// than [`SUGGEST_AT_ONCE`] persons at once.
const FIRST_LETTERS: usize = 2;
const SUGGEST_AT_ONCE: usize = 200_000;

/// The FIDE ID of a FIDE player as the DSB list keeps it.
fn fide_key(p: &FidePlayer) -> u64 {
    u64::from(p.fide_id)
}

impl AddressBook {
    /// The book of the lists given (each searched by its own [`NameSearch`]).
    pub fn new(dsb: Option<ListIndex>, fide: Option<FideList>) -> AddressBook {
        AddressBook {
            dsb: dsb.map(DsbBook::new),
            fide: fide.map(FideBook::new),
        }
    }
}

impl<F: FideSide> AddressBook<F> {
    fn dsb_row(&self, row: usize) -> Option<RowView<'_>> {
        self.dsb.as_ref()?.index.list.rows.view(row)
    }

    fn fide_player(&self, p: Person) -> Option<&FidePlayer> {
        Some(self.fide.as_ref()?.player(p.fide?)?.0)
    }

    /// The person of row `row` of the DSB list (with his place in FIDE's list, by FIDE ID).
    pub fn of_dsb_row(&self, row: usize) -> Person {
        let fide = self
            .dsb_row(row)
            .and_then(|r| r.fide_id)
            .and_then(|id| self.fide.as_ref()?.position(id));
        Person {
            dsb_row: Some(row),
            fide,
        }
    }

    /// The person of position `k` of FIDE's list (with his DSB row, by FIDE ID).
    pub fn of_fide(&self, k: usize) -> Person {
        let dsb_row = self
            .fide
            .as_ref()
            .and_then(|f| f.player(k))
            .and_then(|(p, _)| self.dsb.as_ref()?.row_of_fide_id(fide_key(p)));
        Person {
            dsb_row,
            fide: Some(k),
        }
    }

    /// The DWZ (DSB list).
    pub fn dwz(&self, p: Person) -> Option<u32> {
        self.dsb_row(p.dsb_row?)?.dwz
    }

    /// The DWZ index (DSB list).
    pub fn index(&self, p: Person) -> Option<u32> {
        self.dsb_row(p.dsb_row?)?.index
    }

    /// The Elo: FIDE's list's standard rating where it holds him (`None` where it lists him
    /// unrated), else the DSB list's Elo column.
    pub fn elo(&self, p: Person) -> Option<u32> {
        match self.fide_player(p) {
            Some(f) => f.standard(),
            None => self.dsb_row(p.dsb_row?)?.fide_rating,
        }
    }

    /// Whether FIDE's list holds him.
    pub fn in_fide_list(&self, p: Person) -> bool {
        self.fide_player(p).is_some()
    }

    /// The FIDE ID: FIDE's list's, else the DSB list's FIDE-ID column.
    pub fn fide_id(&self, p: Person) -> Option<u64> {
        match self.fide_player(p) {
            Some(f) => Some(fide_key(f)),
            None => self.dsb_row(p.dsb_row?)?.fide_id,
        }
    }

    /// The birth year: the DSB list's, else FIDE's.
    pub fn birth_year(&self, p: Person) -> Option<i32> {
        p.dsb_row
            .and_then(|r| self.dsb_row(r)?.birth_year)
            .or_else(|| self.fide_player(p)?.birth_year())
    }

    /// The name as the DSB list writes it, else as FIDE's does.
    pub fn name(&self, p: Person) -> &str {
        if let Some(r) = p.dsb_row.and_then(|r| self.dsb_row(r)) {
            return r.name;
        }
        match (self.fide.as_ref(), p.fide) {
            (Some(f), Some(k)) => f.player(k).map_or("", |(_, name)| name),
            _ => "",
        }
    }

    /// The federation: FIDE's list's, else the DSB list's FIDE country.
    pub fn federation(&self, p: Person) -> Option<&str> {
        match self.fide_player(p) {
            Some(f) => Some(f.federation()).filter(|f| !f.is_empty()),
            None => self.dsb_row(p.dsb_row?)?.fide_country,
        }
    }

    /// The club's name (or `ZPS n`) of a DSB member; empty for others.
    pub fn club(&self, p: Person) -> String {
        let (Some(dsb), Some(row)) = (self.dsb.as_ref(), p.dsb_row) else {
            return String::new();
        };
        let Some(zps) = dsb.index.list.rows.view(row).and_then(|r| r.club) else {
            return String::new();
        };
        dsb.index
            .list
            .club_name(zps)
            .map_or_else(|| format!("ZPS {zps}"), str::to_string)
    }

    /// The DSB list's ID of the person (`NU4073762`).
    pub fn list_id(&self, p: Person) -> Option<String> {
        self.dsb_row(p.dsb_row?)?.id.map(String::from)
    }

    /// A candidate as an error names him: "Dvorak, Tomas · 1985 · CZE", a DSB member with his
    /// club ("Müller,Hans · 1970 · GER · SV Musterstadt"); the federation where FIDE's list is
    /// loaded.
    pub fn label(&self, p: Person) -> String {
        let mut s = self.name(p).to_string();
        if let Some(y) = self.birth_year(p) {
            s.push_str(&format!(" · {y}"));
        }
        if self.fide.is_some() {
            if let Some(f) = self.federation(p) {
                s.push_str(&format!(" · {f}"));
            }
        }
        let club = self.club(p);
        if !club.is_empty() {
            s.push_str(&format!(" · {club}"));
        }
        s
    }

    /// The person as the calculator's name fields show and fill him in, and as a suggestion:
    /// the federation where FIDE's list is loaded (the DSB list's FIDE country names none in
    /// the calculator), the title FIDE's list's (the title, else the women's title), else the
    /// DSB list's.
    pub fn name_hit(&self, p: Person) -> NameHit {
        let title = self
            .fide_player(p)
            .and_then(|f| f.title().or(f.women_title()))
            .map(str::to_string)
            .or_else(|| self.dsb_row(p.dsb_row?)?.fide_title.map(String::from));
        NameHit {
            name: self.name(p).to_string(),
            birth_year: self.birth_year(p),
            club: self.club(p),
            dwz: self.dwz(p),
            index: self.index(p),
            elo: self.elo(p),
            federation: self
                .federation(p)
                .filter(|_| self.fide.is_some())
                .map(str::to_string),
            in_fide_list: self.in_fide_list(p),
            fide_id: self.fide_id(p),
            title,
        }
    }

    /// The persons matching what was typed, best first, at most `limit`: both lists'
    /// suggestions merged by how well they fit, a person of both lists once (a list as large as
    /// FIDE's from the second letter on).
    pub fn suggest_persons(&self, query: &str, limit: usize) -> Vec<Person> {
        let mut found = Vec::new();
        if let Some(dsb) = &self.dsb {
            for (score, hit) in dsb.search.search_scored(query, limit) {
                found.push((score, self.of_dsb_row(hit.row)));
            }
        }
        let letters = query.chars().filter(|c| c.is_alphanumeric()).count();
        if let Some(fide) = self
            .fide
            .as_ref()
            .filter(|f| letters >= FIRST_LETTERS || f.persons() < SUGGEST_AT_ONCE)
        {
            for (score, k) in fide.suggest_scored(query, limit) {
                found.push((score, self.of_fide(k)));
            }
        }
        // Stable: on a tie the DSB list's first.
        found.sort_by_key(|&(score, _)| score);
        let mut out: Vec<Person> = Vec::with_capacity(limit);
        for (_, p) in found {
            if out.len() >= limit {
                break;
            }
            if !out.iter().any(|q| same(*q, p)) {
                out.push(p);
            }
        }
        out
    }

    /// [`AddressBook::suggest_persons`] as the calculator's name fields show them.
    pub fn suggest(&self, query: &str, limit: usize) -> Vec<NameHit> {
        self.suggest_persons(query, limit)
            .into_iter()
            .map(|p| self.name_hit(p))
            .collect()
    }

    /// Whether FIDE's side lacked a part of its list for a question since its last answer
    /// ([`FideSide::lacking`]).
    pub fn lacking(&self) -> bool {
        self.fide.as_ref().is_some_and(F::lacking)
    }

    /// Up to 5 persons of either list nearest `name` where nobody has it, as the CLI names them
    /// and the calculator offers them ("Meinten Sie …?"): both lists' nearest merged by how near
    /// they are (on a tie the DSB list's first), a person of both once, namesakes each with
    /// his birth year and federation ([`AddressBook::label`]).
    pub fn similar(&self, name: &str) -> Vec<Person> {
        let mut near = Vec::new();
        if let Some(dsb) = &self.dsb {
            for (n, r) in dsb.search.similar_scored(name, SHOWN) {
                near.push((n, self.of_dsb_row(r)));
            }
        }
        if let Some(fide) = &self.fide {
            for (n, k) in fide.similar_scored(name, SHOWN) {
                near.push((n, self.of_fide(k)));
            }
        }
        // Stable: on a tie the DSB list's first.
        near.sort_by_key(|&(n, _)| n);
        let mut out = Vec::new();
        add_new(&mut out, near.into_iter().map(|(_, p)| p));
        first(&out)
    }
}

impl AddressBook {
    /// The one person a whole name (and birth year) names in either list, or why not: the
    /// name as written first in both lists, else a person each of whose words the name's are
    /// (as [`NameSearch::find`]); a person of both lists counts once.
    pub fn find(&self, name: &str, birth_year: Option<i32>) -> Result<Person, NotOnePerson> {
        let mut named: Vec<(Named, bool)> = Vec::new();
        if let Some(dsb) = &self.dsb {
            let born = |r: usize| dsb.index.list.rows.get(r).and_then(|r| r.birth_year);
            named.push((dsb.search.named(name, &born, birth_year), true));
        }
        if let Some(fide) = &self.fide {
            let born = |k: usize| fide.list.players.get(k).and_then(FidePlayer::birth_year);
            named.push((fide.search.named(name, &born, birth_year), false));
        }
        let exact = named.iter().any(|(n, _)| n.exact);
        let (mut candidates, mut fitting) = (Vec::new(), Vec::new());
        for (n, dsb) in named.iter().filter(|(n, _)| n.exact == exact) {
            let person = |r: usize| {
                if *dsb {
                    self.of_dsb_row(r)
                } else {
                    self.of_fide(r)
                }
            };
            add_new(&mut candidates, n.candidates.iter().map(|&r| person(r)));
            add_new(&mut fitting, n.fitting.iter().map(|&r| person(r)));
        }
        match fitting.as_slice() {
            [one] => Ok(*one),
            [] if candidates.is_empty() => Err(NotOnePerson::NotFound(self.similar(name))),
            [] => Err(NotOnePerson::NotFound(first(&candidates))),
            several => Err(NotOnePerson::Ambiguous(first(several))),
        }
    }
}

/// Whether two persons are one: the same DSB row or the same place in FIDE's list.
fn same(a: Person, b: Person) -> bool {
    (a.dsb_row.is_some() && a.dsb_row == b.dsb_row) || (a.fide.is_some() && a.fide == b.fide)
}

/// Adds the persons not there yet.
fn add_new(to: &mut Vec<Person>, persons: impl Iterator<Item = Person>) {
    for p in persons {
        if !to.iter().any(|q| same(*q, p)) {
            to.push(p);
        }
    }
}

fn first(persons: &[Person]) -> Vec<Person> {
    persons.iter().take(SHOWN).copied().collect()
}

impl DsbBook {
    /// The DSB list's search and its persons' FIDE IDs.
    pub fn new(index: impl Into<std::rc::Rc<ListIndex>>) -> DsbBook {
        DsbBook::with_search(index, None)
    }

    /// [`DsbBook::new`] with the list's search where it was built already.
    pub fn with_search(
        index: impl Into<std::rc::Rc<ListIndex>>,
        search: Option<NameSearch>,
    ) -> DsbBook {
        let index = index.into();
        let search = search.unwrap_or_else(|| NameSearch::new(&index));
        let mut by_fide: Vec<(u64, u32)> = (0..index.persons())
            .filter_map(|p| {
                let row = index.taken_row(p)?;
                let id = index.list.rows.get(row)?.fide_id?;
                Some((id, row as u32))
            })
            .collect();
        by_fide.sort_unstable();
        DsbBook {
            index,
            search,
            by_fide,
        }
    }

    /// The row taken for the person with this FIDE ID.
    pub fn row_of_fide_id(&self, id: u64) -> Option<usize> {
        let k = self.by_fide.binary_search_by_key(&id, |&(i, _)| i).ok()?;
        self.by_fide.get(k).map(|&(_, r)| r as usize)
    }
}

impl FideBook {
    /// FIDE's list with its search (the standard rating orders equal fits).
    pub fn new(list: FideList) -> FideBook {
        let people = list
            .players
            .iter()
            .enumerate()
            .map(|(k, p)| (k, list.name(p), p.standard().unwrap_or(0)));
        let search = NameSearch::of_names(people, list.players.len());
        FideBook { list, search }
    }

    /// The heap memory list and search take, in bytes.
    pub fn memory(&self) -> usize {
        self.list.memory() + self.search.memory()
    }
}
