//! FIDE's list kept in the browser as pages read on demand: the calculator's searching worker
//! holds only the form's directory and the few pages a search needs, never the whole list
//! (1.8 million players, about 140 MB as tables), so that a second visit searches at once and a
//! phone's tab stays small.
//!
//! * **Pages**: the search's sorted word table cut into runs of [`PAGE_WORDS`] words. A page is
//!   the name search over the persons its words belong to (all their
//!   words, their keys and ratings), so that each of them fits a query on any page he is on as
//!   on the whole list. A query's suggestions are among the persons of the pages that hold the
//!   beginnings of one typed word (`lead_spellings`); the pages' answers merged are the whole
//!   search's answer ([`Pages::suggest_scored`], [`Pages::similar_scored`]).
//! * **Cards**: each player's record and name, read for the persons shown.
//! * **FIDE IDs**: the players by FIDE ID in blocks of [`ID_BLOCK`], so that a DSB member's
//!   Elo comes from FIDE's list.
//! * **Directory** at the end (its place in the last [`TRAILER`] bytes): the list's kind and
//!   month, each page's place and first word, each block's place and first FIDE ID.
//!
//! The form is written a part at a time from the list and its search ([`PagedWriter`]) and read
//! by what a search asks for: [`Pages`] answers from the pieces it holds and says which it
//! lacks ([`Pages::take_missing`], [`Pages::ask`]); they are read from the stored form and given
//! ([`Pages::feed`]), and the search is asked again.
//!
//! ```
//! use wertung::formats::address_book::{paged, AddressBook, FideBook, FideSide};
//! use wertung::formats::fide_list::read_fide_list;
//! let xml = "<playerslist>\
//!   <player><fideid>300001</fideid><name>Dvorak, Tomas</name><country>CZE</country><rating>2210</rating><birthday>1985</birthday></player>\
//!   <player><fideid>300002</fideid><name>Novak, Jan</name><country>SVK</country><rating>1990</rating><birthday>1999</birthday></player>\
//!   </playerslist>";
//! let book = FideBook::new(read_fide_list(xml.as_bytes()).unwrap());
//! let form = paged::write_paged(book);
//! let mut pages = paged::Pages::new(form.len() as u64);
//! // Asked until nothing is missing: the directory first, then what the search needs.
//! let mut answer = pages.open();
//! while let Err(missing) = answer {
//!     let ranges = pages.ask(missing);
//!     let bytes: Vec<u8> = ranges.iter().flat_map(|&(a, b)| form[a as usize..b as usize].to_vec()).collect();
//!     assert!(pages.feed(&bytes));
//!     answer = pages.open();
//! }
//! assert_eq!(answer.unwrap().0, 2);
//! let found = loop {
//!     let found = pages.suggest_scored("dvor", 5);
//!     let missing = pages.take_missing();
//!     if missing.is_empty() { break found; }
//!     let ranges = pages.ask(missing);
//!     let bytes: Vec<u8> = ranges.iter().flat_map(|&(a, b)| form[a as usize..b as usize].to_vec()).collect();
//!     pages.feed(&bytes);
//! };
//! assert_eq!(found.iter().map(|&(_, k)| k).collect::<Vec<_>>(), [0]);
//! ```

use super::{FideBook, FideSide};
use crate::dwz::Date;
use crate::formats::dsb_list::search::near::{
    beginning_of, nearest_of, nearness, typed_words, LETTERS, POOL,
};
use crate::formats::dsb_list::search::{lead_spellings, one_word, NameSearch, Nearness, Score};
use crate::formats::dsb_list::search::{SearchTables, Word};
use crate::formats::fide_list::stored::kind_of;
use crate::formats::fide_list::{FidePlayer, Kind, MAX_PLAYERS};
use crate::formats::le_bytes::{u16_at, u32_at, u64_at, Cursor};
use std::cell::RefCell;
use std::collections::HashMap;

/// The form's first bytes.
pub const MAGIC: &[u8; 8] = b"WFIDE 3\n";
/// The last bytes: where the directory begins (8) and its length (4), then `WFP3`.
pub const TRAILER: usize = 16;
const TAG: &[u8; 4] = b"WFP3";
/// Words of the whole table a page holds (its persons' other words besides).
pub const PAGE_WORDS: usize = 1024;
/// Players a block of the FIDE ID index holds.
pub const ID_BLOCK: usize = 1024;
/// Players' cards made at once while the form is written.
const CARDS_AT_ONCE: usize = 65_536;
/// The pages' memory a worker keeps between searches (the least recently used given up first).
const PAGES_KEPT: usize = 1 << 20;
/// The pieces a search asks for at once: a common name's pages (a hundred and more) are read
/// a few at a time, each searched as it comes and given up past [`PAGES_KEPT`], so that the
/// worker never holds them all.
pub const PIECES_AT_ONCE: usize = 16;
/// Cards and FIDE ID blocks kept between searches (all given up past these).
const CARDS_KEPT: usize = 4_000;
const BLOCKS_KEPT: usize = 64;
/// The suggestions made when the form is written, for each word of [`MADE_LETTERS`] letters
/// that begins more than [`MADE_FROM`] pages of words (the first keys typed, which would read
/// the most pages), the best [`MADE_LIMIT`]. A form of an earlier release made them for two
/// letters only: a longer beginning is then read from its pages.
pub const MADE_LETTERS: std::ops::RangeInclusive<usize> = 2..=4;
/// How many suggestions are made for each such word.
pub const MADE_LIMIT: usize = 20;
/// From how many pages of words on a beginning's suggestions are made.
const MADE_FROM: usize = 3;
/// A suggestion made: position (4), the score's fit and flags (2), rating (2), card (6).
const MADE: usize = 14;
/// A FIDE ID index entry: ID, position, where the card begins, its length.
const ID_ENTRY: usize = 14;
/// A page person's card: where it begins (4), its length (2).
const CARD_REF: usize = 6;

/// A piece of the form a search needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Piece {
    /// The last [`TRAILER`] bytes.
    Trailer,
    /// The directory.
    Directory,
    /// Page `k`.
    Page(usize),
    /// Block `k` of the FIDE ID index.
    Ids(usize),
    /// The card of the player at a position: its place in the cards and its length.
    Card(usize, u32, u16),
}

/// What each page searched for the current suggestions and typo help gave: a search over many
/// pages reads them a few at a time ([`PIECES_AT_ONCE`]), and a page searched may be given up
/// before the last ones come.
#[derive(Debug, Default)]
struct PageHits {
    /// The query and limit searched for.
    query: String,
    limit: usize,
    /// What each page searched gave.
    of_page: HashMap<usize, Vec<(Score, usize)>>,
    /// The name the typo help weighed persons for ([`Pages::similar_scored`]), and for each
    /// beginning of a typed word the persons it weighed so far ([`NearPool`]); given up once
    /// the search is answered.
    near_name: String,
    near: HashMap<String, NearPool>,
    /// The pages searched since the last [`Pages::take_missing`].
    searched: Vec<usize>,
}

/// A person weighed by the typo help, held small (a common beginning has a hundred thousand
/// of them): his row, then how near he is ([`Nearness`]; `NOT_NEAR` letters: not near
/// enough).
type Weighed = (u32, u16, u16);
const NOT_NEAR: u16 = u16::MAX;

/// The persons with a word of one beginning, weighed by the typo help as their pages come: the
/// pages weighed, and the first persons of them by row, at most twice [`POOL`] (the whole
/// search keeps the first [`POOL`]; a common beginning's hundred thousand persons are never
/// held at once).
#[derive(Debug, Default)]
struct NearPool {
    pages: Vec<usize>,
    persons: Vec<Weighed>,
}

impl NearPool {
    /// Adds the persons of page `k`, kept small as they come.
    fn add(&mut self, k: usize, persons: impl Iterator<Item = Weighed>) {
        self.persons.extend(persons);
        self.pages.push(k);
        if self.persons.len() > 2 * POOL {
            self.keep_first();
        }
    }

    /// The first [`POOL`] persons by row, each once.
    fn keep_first(&mut self) {
        self.persons.sort_unstable_by_key(|e| e.0);
        self.persons.dedup_by_key(|e| e.0);
        self.persons.truncate(POOL);
    }
}

fn weighed(row: usize, near: Option<Nearness>) -> Weighed {
    let small = |n: usize| u16::try_from(n).unwrap_or(NOT_NEAR - 1);
    let row = u32::try_from(row).unwrap_or(u32::MAX);
    match near {
        Some((letters, words)) => (row, small(letters), small(words)),
        None => (row, NOT_NEAR, 0),
    }
}

fn nearness_of(w: Weighed) -> (usize, Option<Nearness>) {
    let near = (w.1 != NOT_NEAR).then_some((usize::from(w.1), usize::from(w.2)));
    (w.0 as usize, near)
}

/// Where a page is, and its first word.
#[derive(Debug, Clone, PartialEq, Eq)]
struct PageAt {
    at: u64,
    len: u32,
    first: String,
}

/// Where a block of the FIDE ID index is, and its first ID.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct IdsAt {
    at: u64,
    len: u32,
    first: u32,
}

/// The directory: the list's kind and month, its players and the search's persons, where
/// the cards begin, the pages and the ID blocks.
#[derive(Debug, Clone, PartialEq)]
struct Directory {
    kind: Kind,
    month: Option<Date>,
    players: usize,
    persons: usize,
    cards_at: u64,
    pages: Vec<PageAt>,
    ids: Vec<IdsAt>,
    /// The suggestions made, by the word typed (sorted).
    made: Vec<(String, Vec<(Score, usize)>)>,
    /// Where the cards of the persons suggested are.
    made_cards: HashMap<usize, (u32, u16)>,
}

impl Directory {
    /// The suggestions made for the one word `typed`, where they were.
    fn made_for(&self, typed: &str) -> Option<&[(Score, usize)]> {
        let k = self
            .made
            .binary_search_by(|(w, _)| w.as_str().cmp(typed))
            .ok()?;
        self.made.get(k).map(|(_, hits)| hits.as_slice())
    }

    /// The pages whose words may begin with `prefix`: those from the last one beginning before
    /// it to the last one beginning with it (words equal across a page's end on both).
    fn pages_of(&self, prefix: &str) -> std::ops::Range<usize> {
        let before = self.pages.partition_point(|p| p.first.as_str() < prefix);
        let with = self.pages.get(before..).map_or(0, |rest| {
            rest.partition_point(|p| p.first.starts_with(prefix))
        });
        before.saturating_sub(1)..before + with
    }

    /// The block of the FIDE ID index that would hold `id`.
    fn block_of(&self, id: u32) -> Option<usize> {
        self.ids.partition_point(|b| b.first <= id).checked_sub(1)
    }

    fn range(&self, piece: Piece, total: u64) -> (u64, u64) {
        match piece {
            Piece::Trailer => (total.saturating_sub(TRAILER as u64), total),
            Piece::Directory => (0, 0),
            Piece::Page(k) => self
                .pages
                .get(k)
                .map_or((0, 0), |p| (p.at, p.at + u64::from(p.len))),
            Piece::Ids(k) => self
                .ids
                .get(k)
                .map_or((0, 0), |b| (b.at, b.at + u64::from(b.len))),
            Piece::Card(_, at, len) => {
                let from = self.cards_at + u64::from(at);
                (from, from + u64::from(len))
            }
        }
    }
}

/// A page read: its search (rows: positions in the list) and its persons' cards.
#[derive(Debug)]
struct Page {
    search: NameSearch,
    cards: Vec<(u32, u16)>,
    used: u64,
}

impl Page {
    /// Where the card of the player at position `k` is, where he is one of the page's persons.
    fn card_of(&self, k: usize) -> Option<(u32, u16)> {
        let rows = self.search.tables().rows;
        let at = rows.binary_search(&u32::try_from(k).ok()?).ok()?;
        self.cards.get(at).copied()
    }
}

/// An entry of the FIDE ID index: ID, position, card's place and length.
type IdEntry = (u32, u32, u32, u16);

/// FIDE's list as its paged form's pieces read so far: asked as the whole list
/// ([`FideSide`]), it answers from them and notes what it lacks ([`Pages::take_missing`]).
#[derive(Debug)]
pub struct Pages {
    total: u64,
    dir_at: Option<(u64, u32)>,
    dir: Option<Directory>,
    read: HashMap<usize, Page>,
    ids: HashMap<usize, Vec<IdEntry>>,
    cards: HashMap<usize, (FidePlayer, String)>,
    /// What the last [`Pages::ask`] asked for, in its order.
    asked: Vec<Piece>,
    /// What the questions since the last [`Pages::take_missing`] lacked.
    missing: RefCell<Vec<Piece>>,
    /// What the pages searched for the current suggestions and typo help gave
    /// ([`PageHits`]).
    hits: RefCell<PageHits>,
    clock: u64,
    /// The pages' memory kept ([`PAGES_KEPT`]) and the pieces asked for at once
    /// ([`PIECES_AT_ONCE`]); the tests keep none and ask for few, to see that a search needs no
    /// page held beyond those it reads at once.
    kept: usize,
    at_once: usize,
    /// A piece given was not what was asked for ([`Pages::feed`]).
    broken: bool,
}

impl Pages {
    /// The pieces of a form `total` bytes long, none read yet.
    pub fn new(total: u64) -> Pages {
        Pages {
            total,
            dir_at: None,
            dir: None,
            read: HashMap::new(),
            ids: HashMap::new(),
            cards: HashMap::new(),
            asked: Vec::new(),
            missing: RefCell::new(Vec::new()),
            hits: RefCell::new(PageHits::default()),
            clock: 0,
            kept: PAGES_KEPT,
            at_once: PIECES_AT_ONCE,
            broken: false,
        }
    }

    /// Whether a piece given was not what was asked for (the bytes are no paged form, or not
    /// this one).
    pub fn broken(&self) -> bool {
        self.broken
    }

    /// The form's length.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// The list's players and month once its directory is read, else the pieces to read first.
    pub fn open(&self) -> Result<(usize, Option<Date>), Vec<Piece>> {
        match (&self.dir, self.dir_at) {
            (Some(d), _) => Ok((d.players, d.month)),
            (None, Some(_)) => Err(vec![Piece::Directory]),
            (None, None) => Err(vec![Piece::Trailer]),
        }
    }

    /// The byte ranges (`from..to` in the form) of `pieces`, each once, remembered for
    /// [`Pages::feed`].
    pub fn ask(&mut self, mut pieces: Vec<Piece>) -> Vec<(u64, u64)> {
        pieces.sort_unstable();
        pieces.dedup();
        self.asked = pieces;
        self.asked.iter().map(|&p| self.range(p)).collect()
    }

    fn range(&self, piece: Piece) -> (u64, u64) {
        match (piece, &self.dir, self.dir_at) {
            (Piece::Directory, _, Some((at, len))) => (at, at + u64::from(len)),
            (Piece::Trailer, _, _) => (self.total.saturating_sub(TRAILER as u64), self.total),
            (p, Some(d), _) => d.range(p, self.total),
            _ => (0, 0),
        }
    }

    /// The bytes of the pieces [`Pages::ask`] asked for, one after another: read and kept;
    /// whether they were what was asked for.
    ///
    /// The pieces may come in several calls, in their order (a page at a time: the worker's
    /// memory holds a piece's bytes, not all of them at once).
    pub fn feed(&mut self, bytes: &[u8]) -> bool {
        let mut rest = bytes;
        let mut ok = true;
        while !rest.is_empty() {
            let Some(piece) = (!self.asked.is_empty()).then(|| self.asked.remove(0)) else {
                ok = false;
                break;
            };
            let (from, to) = self.range(piece);
            let len = usize::try_from(to.saturating_sub(from)).unwrap_or(usize::MAX);
            let Some((now, after)) = (len <= rest.len()).then(|| rest.split_at(len)) else {
                ok = false;
                break;
            };
            rest = after;
            ok &= self.take(piece, now);
        }
        self.broken |= !ok;
        ok
    }

    /// One piece read.
    fn take(&mut self, piece: Piece, b: &[u8]) -> bool {
        match piece {
            Piece::Trailer => {
                let at = u64_at(b, 0);
                let len = u32_at(b, 8);
                match (at, len) {
                    (Some(at), Some(len))
                        if b.get(12..16) == Some(TAG)
                            && at.saturating_add(u64::from(len)) <= self.total =>
                    {
                        self.dir_at = Some((at, len));
                        true
                    }
                    _ => false,
                }
            }
            Piece::Directory => {
                self.dir = read_directory(b, self.total);
                self.dir.is_some()
            }
            Piece::Page(k) => match read_page(b, self.dir.as_ref().map_or(0, |d| d.players)) {
                Some(mut page) => {
                    self.clock += 1;
                    page.used = self.clock;
                    self.read.insert(k, page);
                    true
                }
                None => false,
            },
            Piece::Ids(k) => {
                if self.ids.len() >= BLOCKS_KEPT {
                    self.ids.clear();
                }
                let entries: Vec<IdEntry> = b
                    .chunks_exact(ID_ENTRY)
                    .filter_map(|e| {
                        Some((u32_at(e, 0)?, u32_at(e, 4)?, u32_at(e, 8)?, u16_at(e, 12)?))
                    })
                    .collect();
                self.ids.insert(k, entries);
                true
            }
            Piece::Card(k, _, _) => match read_card(b) {
                Some(card) => {
                    if self.cards.len() >= CARDS_KEPT {
                        self.cards.clear();
                    }
                    self.cards.insert(k, card);
                    true
                }
                None => false,
            },
        }
    }

    /// What the questions since the last call lacked (each once; the first
    /// [`PIECES_AT_ONCE`]: the others are lacked again once these are read). The least
    /// recently used pages are given up past [`PAGES_KEPT`]: what each page searched gave is
    /// kept for the search ([`PageHits`]), so that a search over many pages holds a few at a
    /// time. Once nothing is lacking, the pages the last questions searched are marked as used
    /// now and kept for the next keystroke, and the typo help's weights are given up.
    pub fn take_missing(&mut self) -> Vec<Piece> {
        let mut missing = std::mem::take(self.missing.get_mut());
        missing.sort_unstable();
        missing.dedup();
        missing.truncate(self.at_once);
        let hits = self.hits.get_mut();
        let searched = std::mem::take(&mut hits.searched);
        self.clock += 1;
        if missing.is_empty() {
            hits.near = HashMap::new();
            for k in &searched {
                if let Some(p) = self.read.get_mut(k) {
                    p.used = self.clock;
                }
            }
        }
        self.give_up_pages();
        missing
    }

    fn give_up_pages(&mut self) {
        let mut held: usize = self.read.values().map(|p| p.search.memory()).sum();
        while held > self.kept {
            let Some((&k, _)) = self
                .read
                .iter()
                .filter(|(_, p)| p.used < self.clock)
                .min_by_key(|(_, p)| p.used)
            else {
                break;
            };
            if let Some(p) = self.read.remove(&k) {
                held = held.saturating_sub(p.search.memory());
            }
        }
    }

    fn lacks(&self, piece: Piece) {
        self.missing.borrow_mut().push(piece);
    }

    /// What page `k` suggests for `query` (at most `limit`), from what it gave before in this
    /// search ([`PageHits`]), else searched now; `None` where it is not read (noted as
    /// missing).
    fn page_hits(&self, k: usize, query: &str, limit: usize) -> Option<Vec<(Score, usize)>> {
        let mut hits = self.hits.borrow_mut();
        if hits.query != query || hits.limit != limit {
            hits.query = query.to_string();
            hits.limit = limit;
            hits.of_page.clear();
        }
        if let Some(found) = hits.of_page.get(&k) {
            return Some(found.clone());
        }
        let Some(page) = self.read.get(&k) else {
            self.lacks(Piece::Page(k));
            return None;
        };
        let found: Vec<(Score, usize)> = page
            .search
            .search_scored(query, limit)
            .into_iter()
            .map(|(score, hit)| (score, hit.row))
            .collect();
        hits.searched.push(k);
        hits.of_page.insert(k, found.clone());
        Some(found)
    }

    /// The first [`POOL`] persons (by row) with a word beginning `begin`, on the pages
    /// `pages`, each weighed for the typo help for `name` (its words `typed`): the pages read
    /// weighed as they come, what earlier pages gave kept for the search ([`PageHits`]);
    /// `None` where a page is not read (noted as missing).
    fn near_of(
        &self,
        pages: std::ops::Range<usize>,
        begin: &str,
        (typed, name): (&[String], &str),
    ) -> Option<Vec<Weighed>> {
        let mut hits = self.hits.borrow_mut();
        let hits = &mut *hits;
        if hits.near_name != name {
            hits.near_name = name.to_string();
            hits.near.clear();
        }
        let pool = hits.near.entry(begin.to_string()).or_default();
        let mut whole = true;
        for k in pages {
            if pool.pages.contains(&k) {
                continue;
            }
            let Some(page) = self.read.get(&k) else {
                self.lacks(Piece::Page(k));
                whole = false;
                continue;
            };
            let weigh = |p: u32| {
                let (surname, given) = page.search.key(p);
                Some(weighed(
                    page.search.row(p)?,
                    nearness(typed, surname, given),
                ))
            };
            pool.add(
                k,
                page.search.beginning(begin).into_iter().filter_map(weigh),
            );
            hits.searched.push(k);
        }
        if !whole {
            return None;
        }
        pool.keep_first();
        Some(pool.persons.clone())
    }

    /// Where the card of the player at position `k` is: from a page or ID block read.
    fn card_place(&self, k: usize) -> Option<(u32, u16)> {
        let made = self
            .dir
            .as_ref()
            .and_then(|d| d.made_cards.get(&k).copied());
        made.or_else(|| self.read.values().find_map(|p| p.card_of(k)))
            .or_else(|| {
                self.ids
                    .values()
                    .flatten()
                    .find(|e| e.1 as usize == k)
                    .map(|e| (e.2, e.3))
            })
    }
}

impl FideSide for Pages {
    fn persons(&self) -> usize {
        self.dir.as_ref().map_or(0, |d| d.persons)
    }

    fn lacking(&self) -> bool {
        !self.missing.borrow().is_empty()
    }

    /// The pages of the spellings of the typed word whose pages are fewest, each asked as the
    /// whole search; their answers merged, a person on several pages once (his fit is the
    /// same on each).
    fn suggest_scored(&self, query: &str, limit: usize) -> Vec<(Score, usize)> {
        let Some(dir) = self.dir.as_ref() else {
            return Vec::new();
        };
        if limit <= MADE_LIMIT {
            let made = one_word(query).filter(|w| MADE_LETTERS.contains(&w.chars().count()));
            if let Some(made) = made.and_then(|w| dir.made_for(&w)) {
                return made.iter().take(limit).copied().collect();
            }
        }
        let lead = lead_spellings(query, &|w| dir.pages_of(w).len());
        let mut found: Vec<(Score, usize)> = Vec::new();
        let mut read: Vec<usize> = Vec::new();
        for w in &lead {
            for k in dir.pages_of(w) {
                if read.contains(&k) {
                    continue;
                }
                read.push(k);
                found.extend(self.page_hits(k, query, limit).unwrap_or_default());
            }
        }
        found.sort_unstable();
        found.dedup();
        found.truncate(limit);
        found
    }

    /// As the whole search: for each typed word the first [`POOL`] persons with a word of its
    /// beginning (from its pages, each weighed as it is read), then the nearest of them all.
    fn similar_scored(&self, name: &str, limit: usize) -> Vec<(Nearness, usize)> {
        let Some(dir) = self.dir.as_ref() else {
            return Vec::new();
        };
        let typed = typed_words(name);
        for letters in LETTERS {
            let mut pool: Vec<Weighed> = Vec::new();
            let mut whole = true;
            for word in &typed {
                let begin = beginning_of(word, letters);
                match self.near_of(dir.pages_of(&begin), &begin, (&typed, name)) {
                    Some(of_word) => pool.extend(of_word),
                    None => whole = false,
                }
            }
            if !whole {
                return Vec::new();
            }
            pool.sort_unstable_by_key(|e| e.0);
            pool.dedup_by_key(|e| e.0);
            let near = nearest_of(pool.into_iter().map(nearness_of), limit);
            if !near.is_empty() {
                return near;
            }
        }
        Vec::new()
    }

    fn position(&self, fide_id: u64) -> Option<usize> {
        let id = u32::try_from(fide_id).ok()?;
        let block = self.dir.as_ref()?.block_of(id)?;
        let Some(entries) = self.ids.get(&block) else {
            self.lacks(Piece::Ids(block));
            return None;
        };
        let at = entries.binary_search_by_key(&id, |e| e.0).ok()?;
        entries.get(at).map(|e| e.1 as usize)
    }

    fn player(&self, k: usize) -> Option<(&FidePlayer, &str)> {
        if let Some((p, name)) = self.cards.get(&k) {
            return Some((p, name.as_str()));
        }
        if let Some((at, len)) = self.card_place(k) {
            self.lacks(Piece::Card(k, at, len));
        }
        None
    }
}

fn read_directory(b: &[u8], total: u64) -> Option<Directory> {
    let mut c = Cursor::new(b);
    let kind = kind_of(std::str::from_utf8(&[c.u8()?]).ok()?)?;
    let (year, month, day) = (c.u16()?, c.u8()?, c.u8()?);
    let month = (year > 0)
        .then(|| Date::new(i32::from(year), month, day))
        .flatten();
    let players = c.u32()? as usize;
    let persons = c.u32()? as usize;
    let cards_at = c.u64()?;
    let n = c.u32()? as usize;
    if players > MAX_PLAYERS || persons > players || n > b.len() {
        return None;
    }
    let mut pages = Vec::with_capacity(n);
    for _ in 0..n {
        let (at, len) = (c.u64()?, c.u32()?);
        let first_len = usize::from(c.u8()?);
        let first = std::str::from_utf8(c.bytes(first_len)?).ok()?.to_string();
        pages.push(PageAt { at, len, first });
    }
    let n = c.u32()? as usize;
    let ids = c.records(n, 16, |e| {
        Some(IdsAt {
            first: u32_at(e, 0)?,
            at: u64_at(e, 4)?,
            len: u32_at(e, 12)?,
        })
    })?;
    let n = c.u32()? as usize;
    let mut made = Vec::with_capacity(n.min(b.len()));
    let mut made_cards = HashMap::new();
    for _ in 0..n {
        let len = usize::from(c.u8()?);
        let typed = std::str::from_utf8(c.bytes(len)?).ok()?.to_string();
        let hits = usize::from(c.u8()?);
        let hits = c.records(hits, MADE, |e| {
            let k = u32_at(e, 0)? as usize;
            let flags = *e.get(5)?;
            let score = Score::of_parts(
                *e.get(4)?,
                flags & 1 != 0,
                flags & 2 != 0,
                u16_at(e, 6)?.into(),
            )?;
            Some((score, k, (u32_at(e, 8)?, u16_at(e, 12)?)))
        })?;
        made_cards.extend(hits.iter().map(|&(_, k, card)| (k, card)));
        made.push((typed, hits.into_iter().map(|(s, k, _)| (s, k)).collect()));
    }
    let inside = |at: u64, len: u32| at.checked_add(u64::from(len)).is_some_and(|e| e <= total);
    let fits = pages.iter().all(|p| inside(p.at, p.len))
        && ids.iter().all(|b| inside(b.at, b.len))
        && cards_at <= total;
    let sorted = made.windows(2).all(|w| w[0].0 < w[1].0);
    (fits && sorted && c.at_end()).then_some(Directory {
        kind,
        month,
        players,
        persons,
        cards_at,
        pages,
        ids,
        made,
        made_cards,
    })
}

/// A page read; `None` where it is none, or names a player past the list's `players`.
fn read_page(b: &[u8], players: usize) -> Option<Page> {
    let mut c = Cursor::new(b);
    let (persons, keys, words) = (c.u32()? as usize, c.u32()? as usize, c.u32()? as usize);
    let rows = c.records(persons, 4, |e| u32_at(e, 0))?;
    let rank = c.records(persons, 2, |e| u16_at(e, 0))?;
    let key_end = c.records(persons, 4, |e| u32_at(e, 0))?;
    let cards = c.records(persons, CARD_REF, |e| Some((u32_at(e, 0)?, u16_at(e, 4)?)))?;
    let keys = String::from_utf8(c.bytes(keys)?.to_vec()).ok()?;
    let words = c.records(words, 8, |e| {
        Some(Word::of_raw(u32_at(e, 0)?, u32_at(e, 4)?))
    })?;
    // Rows ascending (a person's card is found by his position) and keys within the text.
    let ascending =
        rows.windows(2).all(|w| w[0] < w[1]) && rows.last().is_none_or(|&r| (r as usize) < players);
    let within = key_end.last().is_none_or(|&e| e as usize <= keys.len());
    if !ascending || !within || !c.at_end() {
        return None;
    }
    let search = NameSearch::from_tables(SearchTables {
        rows,
        rank,
        key_end,
        keys,
        words,
    })?;
    Some(Page {
        search,
        cards,
        used: 0,
    })
}

fn read_card(b: &[u8]) -> Option<(FidePlayer, String)> {
    let player = FidePlayer::of_bytes(b.get(..FidePlayer::BYTES)?)?;
    let name = std::str::from_utf8(b.get(FidePlayer::BYTES..)?).ok()?;
    Some((player, name.to_string()))
}

/// Whether `bytes` begin a paged form.
pub fn is_paged(bytes: &[u8]) -> bool {
    bytes.starts_with(MAGIC)
}

mod write;
pub use write::{write_paged, PagedWriter};

#[cfg(test)]
mod tests;
