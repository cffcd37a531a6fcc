//! The paged form written from the list and its search, a page or a run of cards at a time:
//! first the players' cards and the FIDE IDs, from the list; then the list is given up but for
//! its names, the search built from them where none was given, and its pages written. The
//! directory says where each part lies, so that their order is the writer's to choose: the
//! list and the search are never held whole at once (FIDE's 1.8 million players, about 75 MB
//! each).

use super::{
    FideBook, FidePlayer, IdsAt, PageAt, Word, CARDS_AT_ONCE, CARD_REF, ID_BLOCK, MADE_FROM,
    MADE_LETTERS, MADE_LIMIT, MAGIC, PAGE_WORDS, TAG,
};
use crate::formats::dsb_list::search::NameSearch;
use crate::formats::fide_list::FideList;

/// The paged form of the list and its search, whole ([`PagedWriter`] a part at a time).
pub fn write_paged(book: FideBook) -> Vec<u8> {
    let mut w = PagedWriter::new(book);
    let mut out = Vec::new();
    loop {
        let part = w.part(1 << 20);
        if part.is_empty() {
            return out;
        }
        out.extend_from_slice(&part);
    }
}

/// What the writer makes next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Head,
    Cards(usize),
    Ids(usize),
    Page(usize),
    Directory,
    Done,
}

/// The paged form written a part at a time ([`PagedWriter::part`]), a page or a run of cards
/// made at a time: the list's reader hands it out so, never whole beside the list.
#[derive(Debug)]
pub struct PagedWriter {
    step: Step,
    /// Bytes made and not handed out yet.
    made: Vec<u8>,
    /// Bytes made so far.
    written: u64,
    /// The list, until the cards and FIDE IDs are written.
    list: Option<FideList>,
    /// The search, once built (or as given).
    search: Option<NameSearch>,
    /// What the directory says of the list: its kind and month, how many players.
    kind_and_month: [u8; 5],
    players: usize,
    /// Per position, where its card begins in the cards.
    card_at: Vec<u32>,
    pages: Vec<PageAt>,
    ids: Vec<IdsAt>,
    cards_at: u64,
    /// From how many pages of words on a beginning's suggestions are made.
    pub(super) made_from: usize,
    /// The lengths of the beginnings whose suggestions are made (an earlier release made them
    /// for two letters only).
    pub(super) made_letters: std::ops::RangeInclusive<usize>,
    /// Per person, where his words begin in `word_ix` (one more: where the last ends); made
    /// once the search is.
    word_at: Vec<u32>,
    /// The places of each person's words in the whole search's table, person by person.
    word_ix: Vec<u32>,
}

impl PagedWriter {
    /// A writer of the form of `book` (its list and search given up as they are written).
    pub fn new(book: FideBook) -> PagedWriter {
        let mut w = PagedWriter::of_list(book.list);
        w.search = Some(book.search);
        w
    }

    /// A writer of the form of `list`, its search built from its names once its cards are
    /// written (the list given up first but for the names).
    pub fn of_list(list: FideList) -> PagedWriter {
        let mut at = 0u32;
        // One more: where the last card ends (a card's length is the distance to the next).
        let mut card_at = Vec::with_capacity(list.players.len() + 1);
        for p in &list.players {
            card_at.push(at);
            at = at.saturating_add(card_len(&list, p).into());
        }
        card_at.push(at);
        PagedWriter {
            step: Step::Head,
            made: Vec::new(),
            written: 0,
            kind_and_month: crate::formats::address_book::stored::kind_and_month(&list),
            players: list.players.len(),
            list: Some(list),
            search: None,
            card_at,
            pages: Vec::new(),
            ids: Vec::new(),
            cards_at: 0,
            made_from: MADE_FROM,
            made_letters: MADE_LETTERS,
            word_at: Vec::new(),
            word_ix: Vec::new(),
        }
    }

    /// The next `len` bytes of the form (fewer at its end, none past it).
    pub fn part(&mut self, len: usize) -> Vec<u8> {
        while self.made.len() < len && self.step != Step::Done {
            self.make_next();
        }
        let n = len.min(self.made.len());
        let rest = self.made.split_off(n);
        std::mem::replace(&mut self.made, rest)
    }

    fn card(&self, k: usize) -> (u32, u16) {
        let at = self.card_at.get(k).copied().unwrap_or(0);
        let end = self.card_at.get(k + 1).copied().unwrap_or(at);
        (at, u16::try_from(end - at).unwrap_or(0))
    }

    fn make_next(&mut self) {
        let mut out = Vec::new();
        self.step = match self.step {
            Step::Head => {
                out.extend_from_slice(MAGIC);
                self.cards_at = self.written + out.len() as u64;
                Step::Cards(0)
            }
            Step::Cards(from) => match &self.list {
                Some(list) if from < list.players.len() => {
                    let to = list.players.len().min(from + CARDS_AT_ONCE);
                    cards(list, from..to, &mut out);
                    Step::Cards(to)
                }
                _ => Step::Ids(0),
            },
            Step::Ids(b) if b * ID_BLOCK < self.players => {
                self.ids_block(b, &mut out);
                Step::Ids(b + 1)
            }
            Step::Ids(_) => {
                self.build_search();
                Step::Page(0)
            }
            Step::Page(k) if k < self.page_count() => {
                if let Some(search) = self.search.take() {
                    self.page(&search, k, &mut out);
                    self.search = Some(search);
                }
                Step::Page(k + 1)
            }
            Step::Page(_) => {
                let dir = self.directory();
                let at = self.written;
                out.extend_from_slice(&dir);
                out.extend_from_slice(&at.to_le_bytes());
                out.extend_from_slice(&(dir.len() as u32).to_le_bytes());
                out.extend_from_slice(TAG);
                Step::Directory
            }
            Step::Directory | Step::Done => Step::Done,
        };
        self.written += out.len() as u64;
        self.made.extend_from_slice(&out);
    }

    /// Block `b` of the FIDE ID index: each player's ID, position and card, by ID.
    fn ids_block(&mut self, b: usize, out: &mut Vec<u8>) {
        let Some(list) = &self.list else {
            return;
        };
        let by_id = list.by_id();
        let block = by_id.get(b * ID_BLOCK..).unwrap_or(&[]);
        let block = block.get(..ID_BLOCK.min(block.len())).unwrap_or(&[]);
        let at = self.written + out.len() as u64;
        let start = out.len();
        for &k in block {
            let id = list.players.get(k as usize).map_or(0, |p| p.fide_id);
            let (card, len) = self.card(k as usize);
            out.extend_from_slice(&id.to_le_bytes());
            out.extend_from_slice(&k.to_le_bytes());
            out.extend_from_slice(&card.to_le_bytes());
            out.extend_from_slice(&len.to_le_bytes());
        }
        let first = block
            .first()
            .and_then(|&k| list.players.get(k as usize))
            .map_or(0, |p| p.fide_id);
        self.ids.push(IdsAt {
            at,
            len: (out.len() - start) as u32,
            first,
        });
    }

    /// The list given up, its search built from its names where none was given, and each
    /// person's words found in it.
    fn build_search(&mut self) {
        if let Some(list) = self.list.take() {
            if self.search.is_none() {
                let names = list.into_names();
                self.search = Some(NameSearch::of_names(names.people(), names.len()));
            }
        }
        if let Some(search) = &self.search {
            (self.word_at, self.word_ix) = words_by_person(search);
        }
    }

    /// How many pages the search's words make.
    fn page_count(&self) -> usize {
        self.search
            .as_ref()
            .map_or(0, |s| s.tables().words.len().div_ceil(PAGE_WORDS))
    }

    /// Page `k`: the search over the persons of its words.
    fn page(&mut self, search: &NameSearch, k: usize, out: &mut Vec<u8>) {
        let t = search.tables();
        let words = t.words.get(k * PAGE_WORDS..).unwrap_or(&[]);
        let words = words.get(..PAGE_WORDS.min(words.len())).unwrap_or(&[]);
        let mut persons: Vec<u32> = words.iter().map(|w| w.raw().1 & PERSON_MASK).collect();
        persons.sort_unstable();
        persons.dedup();
        let first = words.first().map_or("", |w| word_text(t.keys, *w));
        let at = self.written + out.len() as u64;
        let start = out.len();
        self.page_bytes(search, &persons, out);
        self.pages.push(PageAt {
            at,
            len: (out.len() - start) as u32,
            first: first.to_string(),
        });
    }

    /// A page: the search over `persons` (ascending), each with his key, rating and all his
    /// words, in the order of the whole search's table (so that equal fits come in the same
    /// order). Written as its counts, then per person his position, rating, key's end and
    /// card, then the keys and the words.
    fn page_bytes(&self, search: &NameSearch, persons: &[u32], out: &mut Vec<u8>) {
        let t = search.tables();
        let at = |k: usize| t.key_end.get(k).copied().unwrap_or(0) as usize;
        let key_start = |p: usize| p.checked_sub(1).map_or(0, at);
        // The keys as bytes: copied whole, each a key of the search (text as it was).
        let all = t.keys.as_bytes();
        let mut keys: Vec<u8> = Vec::new();
        let mut key_end = Vec::with_capacity(persons.len());
        let mut local_start = Vec::with_capacity(persons.len());
        for &p in persons {
            let p = p as usize;
            local_start.push(keys.len());
            keys.extend_from_slice(all.get(key_start(p)..at(p)).unwrap_or(&[]));
            key_end.push(keys.len() as u32);
        }
        // Their words, by their places in the whole table (its order, the words' texts').
        let mut ix: Vec<u32> = persons
            .iter()
            .flat_map(|&p| {
                let (a, b) = (self.words_at(p), self.words_at(p + 1));
                self.word_ix.get(a..b).unwrap_or(&[]).iter().copied()
            })
            .collect();
        ix.sort_unstable();
        let n = persons.len();
        out.reserve(12 + n * (4 + 2 + 4 + CARD_REF) + keys.len() + ix.len() * 8);
        for c in [n, keys.len(), ix.len()] {
            out.extend_from_slice(&(c as u32).to_le_bytes());
        }
        let row = |p: u32| t.rows.get(p as usize).copied().unwrap_or(p);
        for &p in persons {
            out.extend_from_slice(&row(p).to_le_bytes());
        }
        for &p in persons {
            let rank = t.rank.get(p as usize).copied().unwrap_or(0);
            out.extend_from_slice(&rank.to_le_bytes());
        }
        for e in &key_end {
            out.extend_from_slice(&e.to_le_bytes());
        }
        for &p in persons {
            let (at, len) = self.card(row(p) as usize);
            out.extend_from_slice(&at.to_le_bytes());
            out.extend_from_slice(&len.to_le_bytes());
        }
        out.extend_from_slice(&keys);
        for i in ix {
            let (start, packed) = t.words.get(i as usize).map_or((0, 0), |w| w.raw());
            let p = packed & PERSON_MASK;
            let local = persons.binary_search(&p).unwrap_or(0);
            let offset = (start as usize).saturating_sub(key_start(p as usize));
            let start = local_start.get(local).copied().unwrap_or(0) + offset;
            let packed = (packed & !PERSON_MASK) | local as u32;
            out.extend_from_slice(&(start as u32).to_le_bytes());
            out.extend_from_slice(&packed.to_le_bytes());
        }
    }

    /// Where person `p`'s words begin in [`PagedWriter::word_ix`].
    fn words_at(&self, p: u32) -> usize {
        self.word_at.get(p as usize).copied().unwrap_or(0) as usize
    }

    /// The directory ([`read_directory`] reads it).
    fn directory(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(&self.kind_and_month);
        out.extend_from_slice(&(self.players as u32).to_le_bytes());
        let persons = self.search.as_ref().map_or(0, NameSearch::persons);
        out.extend_from_slice(&(persons as u32).to_le_bytes());
        out.extend_from_slice(&self.cards_at.to_le_bytes());
        out.extend_from_slice(&(self.pages.len() as u32).to_le_bytes());
        for p in &self.pages {
            out.extend_from_slice(&p.at.to_le_bytes());
            out.extend_from_slice(&p.len.to_le_bytes());
            let first = p.first.as_bytes();
            let first = first.get(..first.len().min(255)).unwrap_or(&[]);
            out.push(first.len() as u8);
            out.extend_from_slice(first);
        }
        out.extend_from_slice(&(self.ids.len() as u32).to_le_bytes());
        for b in &self.ids {
            out.extend_from_slice(&b.first.to_le_bytes());
            out.extend_from_slice(&b.at.to_le_bytes());
            out.extend_from_slice(&b.len.to_le_bytes());
        }
        let Some(search) = &self.search else {
            out.extend_from_slice(&0u32.to_le_bytes());
            return out;
        };
        let made = made_words(search, self.made_letters.clone(), self.made_from);
        let mut marks = Vec::new();
        out.extend_from_slice(&(made.len() as u32).to_le_bytes());
        for typed in &made {
            out.push(typed.len() as u8);
            out.extend_from_slice(typed.as_bytes());
            let hits = search.search_scored_in(typed, MADE_LIMIT, &mut marks);
            out.push(hits.len() as u8);
            for (score, hit) in hits {
                let (fit, umlaut, no_whole_given, rank) = score.parts();
                let (at, len) = self.card(hit.row);
                out.extend_from_slice(&(hit.row as u32).to_le_bytes());
                out.push(fit);
                out.push(u8::from(umlaut) | (u8::from(no_whole_given) << 1));
                out.extend_from_slice(&(rank.min(u32::from(u16::MAX)) as u16).to_le_bytes());
                out.extend_from_slice(&at.to_le_bytes());
                out.extend_from_slice(&len.to_le_bytes());
            }
        }
        out
    }
}

/// The words of [`MADE_LETTERS`] letters whose suggestions are made, sorted: the beginnings
/// of more than [`MADE_FROM`] pages of words (a beginning of fewer is read from its pages).
fn made_words(
    search: &NameSearch,
    letters: std::ops::RangeInclusive<usize>,
    made_from: usize,
) -> Vec<String> {
    let mut out: Vec<String> = letters
        .flat_map(|letters| wide_beginnings(search, letters, made_from * PAGE_WORDS))
        .collect();
    out.sort_unstable();
    out
}

/// The beginnings of `letters` letters of more than `words` words of the search's sorted
/// table (a shorter word is no such beginning). The words of one beginning follow one another
/// in the table, so that each beginning's run is found by halving, not word by word (the
/// table of FIDE's list has 4.5 million words, a beginning a few hundred on average).
fn wide_beginnings(search: &NameSearch, letters: usize, words: usize) -> Vec<String> {
    let t = search.tables();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(w) = t.words.get(i) {
        let text = word_text(t.keys, *w);
        let end = text
            .char_indices()
            .nth(letters)
            .map_or(text.len(), |(at, _)| at);
        let begin = text.get(..end).unwrap_or("");
        let whole = end < text.len() || begin.chars().count() == letters;
        // A shorter word begins only its equals' run (a longer word has a longer beginning).
        let run = t.words.get(i..).unwrap_or(&[]).partition_point(|w| {
            let x = word_text(t.keys, *w);
            if whole {
                x.starts_with(begin)
            } else {
                x == begin
            }
        });
        if whole && run > words {
            out.push(begin.to_string());
        }
        i += run.max(1);
    }
    out
}

/// Each person's words: where they begin (per person, and one more), and their places in the
/// whole search's table, person by person, ascending.
fn words_by_person(search: &NameSearch) -> (Vec<u32>, Vec<u32>) {
    let t = search.tables();
    let person = |w: &Word| (w.raw().1 & PERSON_MASK) as usize;
    let mut at = vec![0u32; t.rank.len() + 1];
    for w in t.words {
        if let Some(n) = at.get_mut(person(w) + 1) {
            *n += 1;
        }
    }
    for k in 1..at.len() {
        let before = at.get(k - 1).copied().unwrap_or(0);
        if let Some(n) = at.get_mut(k) {
            *n += before;
        }
    }
    let mut next = at.clone();
    let mut ix = vec![0u32; t.words.len()];
    for (i, w) in t.words.iter().enumerate() {
        if let Some(n) = next.get_mut(person(w)) {
            if let Some(slot) = ix.get_mut(*n as usize) {
                *slot = i as u32;
            }
            *n += 1;
        }
    }
    (at, ix)
}

/// The bits of a word's packed number naming its person (as the search packs it).
const PERSON_MASK: u32 = (1 << 23) - 1;

/// A word's text in the keys (its length in the packed number's high 8 bits).
fn word_text(keys: &str, w: Word) -> &str {
    let (start, packed) = w.raw();
    let start = start as usize;
    keys.get(start..start + (packed >> 24) as usize)
        .unwrap_or("")
}

/// The cards of the players at `positions`: each his record (its name's place zeroed) and
/// his name.
fn cards(list: &FideList, positions: std::ops::Range<usize>, out: &mut Vec<u8>) {
    for p in list.players.get(positions).unwrap_or(&[]) {
        let name = list.name(p);
        let mut record = p.to_bytes();
        if let Some(at) = record.get_mut(4..8) {
            at.copy_from_slice(&[0; 4]);
        }
        out.extend_from_slice(&record);
        out.extend_from_slice(
            name.as_bytes()
                .get(..card_len(list, p) as usize - FidePlayer::BYTES)
                .unwrap_or(&[]),
        );
    }
}

/// A card's length: the record and the name (at most 255 bytes).
fn card_len(list: &FideList, p: &FidePlayer) -> u16 {
    let name = list.name(p);
    let mut n = name.len().min(255);
    while !name.is_char_boundary(n) {
        n -= 1;
    }
    (FidePlayer::BYTES + n) as u16
}

#[cfg(test)]
mod tests {
    use super::{wide_beginnings, word_text};
    use crate::formats::dsb_list::search::NameSearch;

    /// The beginnings counted word by word, as the table is read.
    fn counted(search: &NameSearch, letters: usize, words: usize) -> Vec<String> {
        let t = search.tables();
        let mut runs: Vec<(String, usize)> = Vec::new();
        for w in t.words {
            let text = word_text(t.keys, *w);
            let begin: String = text.chars().take(letters).collect();
            match runs.last_mut() {
                Some((b, n)) if *b == begin => *n += 1,
                _ => runs.push((begin, 1)),
            }
        }
        runs.into_iter()
            .filter(|(b, n)| *n > words && b.chars().count() == letters)
            .map(|(b, _)| b)
            .collect()
    }

    #[test]
    fn the_wide_beginnings_are_those_counted_word_by_word() {
        let surnames = [
            "Li", "Lin", "Ling", "Lingen", "Linz", "Lo", "Lö", "Löw", "Löwe", "Ma",
        ];
        let given = ["Al", "Ala", "Alan", "Alanna", "Bo", "Bob"];
        let names: Vec<String> = (0..600)
            .map(|k| format!("{},{}", surnames[k % 10], given[k % 6]))
            .collect();
        let search = NameSearch::of_names(
            names.iter().enumerate().map(|(k, n)| (k, n.as_str(), 0)),
            names.len(),
        );
        for letters in 2..=4 {
            for words in [0, 10, 59, 60, 100, 200] {
                assert_eq!(
                    wide_beginnings(&search, letters, words),
                    counted(&search, letters, words),
                    "{letters} letters, more than {words} words"
                );
            }
        }
        assert!(wide_beginnings(&search, 2, 100).contains(&"li".to_string()));
    }
}
