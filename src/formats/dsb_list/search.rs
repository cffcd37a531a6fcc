//! Finding persons of the DSB's player list by what a player types: the calculator's
//! name fields and the CLI's `--players` for estimates.
//!
//! * One entry per person ([`ListIndex`]: his `A` membership over a `P` one), never one per row.
//! * What is typed and the list's names are compared as keys (`super::names`): case, umlauts
//!   and their spellings (`ü`/`ue`, `ß`/`ss`), accents and titles do not matter; hyphens and
//!   spaces split words. A suggestion also reads an umlaut into a plain `a`, `o`, `u` typed on
//!   a keyboard without them ("Muller" finds Müller, after a Muller).
//! * [`NameSearch::search`]: each typed word is the beginning of a word of the name, in either
//!   order ("muel h", "Hans Mül", "Müller, Hans"); after a comma only the given names. Best
//!   first: a whole surname before a surname's beginning before a given name only, then as
//!   typed before with an umlaut read in, then a whole given name, then the higher DWZ, then
//!   the name.
//! * [`NameSearch::find`]: the one person a whole name (and birth year) names, or why not.
//!
//! Speed: the words of all names sorted once; a query looks up the range of its rarest word's
//! beginnings by binary search and checks only those persons (a 90 000-row list: see
//! `examples/bench_names.rs`).

pub use super::hit::NameHit;
use super::matching::ListIndex;
use super::names::{name_keys, part_key};

/// How a person was found by a query: the sort key of [`NameSearch::search`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Fit {
    /// A typed word is his whole surname (or a whole word of it).
    WholeSurname,
    /// A typed word begins his surname.
    SurnamePrefix,
    /// Only his given names fit.
    GivenOnly,
}

/// How well a suggestion fits what was typed (lower is better): the fit, whether an umlaut had
/// to be read in, whether no whole given name was typed, then the higher rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Score(Fit, bool, bool, std::cmp::Reverse<u32>);

impl Score {
    /// The score as four numbers: the fit (0 a whole surname, 1 a surname's beginning, 2 the
    /// given names only), whether an umlaut was read in, whether no whole given name was
    /// typed, the rating (for a stored form: [`crate::formats::address_book::paged`]).
    pub(crate) fn parts(self) -> (u8, bool, bool, u32) {
        let fit = match self.0 {
            Fit::WholeSurname => 0,
            Fit::SurnamePrefix => 1,
            Fit::GivenOnly => 2,
        };
        (fit, self.1, self.2, self.3 .0)
    }

    /// The score of [`Score::parts`] (`None` for a fit that is none).
    pub(crate) fn of_parts(
        fit: u8,
        umlaut: bool,
        no_whole_given: bool,
        rank: u32,
    ) -> Option<Score> {
        let fit = match fit {
            0 => Fit::WholeSurname,
            1 => Fit::SurnamePrefix,
            2 => Fit::GivenOnly,
            _ => return None,
        };
        Some(Score(fit, umlaut, no_whole_given, std::cmp::Reverse(rank)))
    }
}

/// A word of a name in the sorted table, 8 bytes: where its text begins in the keys, and
/// packed into one number whose it is (the low [`PERSON_BITS`] bits), whether it stands in the
/// given names (the next bit) and its length in bytes (the high 8 bits; a longer word is kept as
/// its first 255 bytes). The part and the length are read without the person's key, so that a
/// prefix's range is scored from the table alone ([`NameSearch::scored_one`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Word {
    start: u32,
    packed: u32,
}

/// The bits of a [`Word`] naming its person: a search holds at most 2^23 (8.4 million) persons,
/// more than a list may hold ([`crate::formats::fide_list::MAX_PLAYERS`]).
const PERSON_BITS: u32 = 23;
const PERSON_MASK: u32 = (1 << PERSON_BITS) - 1;

impl Word {
    fn new(start: u32, len: usize, person: u32, given: bool) -> Word {
        let len = len.min(255) as u32;
        Word {
            start,
            packed: (person & PERSON_MASK) | (u32::from(given) << PERSON_BITS) | (len << 24),
        }
    }
    fn person(self) -> u32 {
        self.packed & PERSON_MASK
    }
    fn given(self) -> bool {
        self.packed & (1 << PERSON_BITS) != 0
    }
    fn len(self) -> usize {
        (self.packed >> 24) as usize
    }
    /// The word as two numbers (for a stored form: [`NameSearch::from_tables`]).
    pub(crate) fn raw(self) -> (u32, u32) {
        (self.start, self.packed)
    }
    /// A word from [`Word::raw`].
    pub(crate) fn of_raw(start: u32, packed: u32) -> Word {
        Word { start, packed }
    }
}

/// The name search over a list (built once per list).
#[derive(Debug, Clone)]
pub struct NameSearch {
    /// Per person: the row taken for him; empty where each person's row is his number (FIDE's
    /// list: every player a person, in the list's order).
    rows: Vec<u32>,
    /// Per person: his DWZ (0: none), for the order of the suggestions.
    dwz: Vec<u16>,
    /// Per person: where his key `surname,given` (folded) ends in `keys` (it begins where the
    /// one before ends).
    key_end: Vec<u32>,
    keys: String,
    /// Every word of every key, sorted by its text (a word's text is a range of `keys`).
    words: Vec<Word>,
}

/// A search's tables, borrowed ([`NameSearch::tables`]).
pub(crate) struct TablesRef<'a> {
    pub rows: &'a [u32],
    pub rank: &'a [u16],
    pub key_end: &'a [u32],
    pub keys: &'a str,
    pub words: &'a [Word],
}

/// A search's tables, owned ([`NameSearch::from_tables`]).
pub(crate) struct SearchTables {
    pub rows: Vec<u32>,
    pub rank: Vec<u16>,
    pub key_end: Vec<u32>,
    pub keys: String,
    pub words: Vec<Word>,
}

/// A person found: the row of the list taken for him.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hit {
    /// An index into [`PlayerList::rows`](super::PlayerList::rows).
    pub row: usize,
}

/// Why a name names no single person ([`NameSearch::find`]): the candidates' rows (at most 5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotOne {
    /// Nobody of that name (the rows: the best suggestions for what was typed).
    NotFound(Vec<usize>),
    /// Several persons that the birth year does not tell apart.
    Ambiguous(Vec<usize>),
}

/// The persons a whole name names ([`NameSearch::named`]), as rows of the list.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Named {
    /// Whether they have the name as written (else each word of it is a word of theirs).
    pub exact: bool,
    /// Every person of the name (his row taken), in the order of the persons.
    pub candidates: Vec<usize>,
    /// Those of the candidates born in the year asked for.
    pub fitting: Vec<usize>,
}

/// The words of a key: split at spaces and hyphens, and a hyphenated word whole too
/// (`mueller-luedenscheidt` -> `mueller-luedenscheidt`, `mueller`, `luedenscheidt`).
fn words_of(part: &str) -> impl Iterator<Item = &str> {
    part.split(' ').filter(|w| !w.is_empty()).flat_map(|w| {
        let whole = w.contains('-').then_some(w);
        whole
            .into_iter()
            .chain(w.split('-').filter(|p| !p.is_empty()))
    })
}

/// A typed word and where it must fit: the surname, the given names (after a comma) or either.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Token {
    text: String,
    part: Part,
    /// The word with umlauts where it has a plain vowel ([`umlaut_spellings`]): what a
    /// suggestion also fits ("mul" begins "mueller"); empty for a whole name ([`NameSearch::find`]).
    umlauts: Vec<String>,
}

impl Token {
    /// The word as typed, then its spellings with umlauts.
    fn spellings(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.text.as_str()).chain(self.umlauts.iter().map(String::as_str))
    }
}

/// How many of a word's plain vowels may stand for an umlaut ([`umlaut_spellings`]).
const UMLAUT_VOWELS: usize = 3;

/// The spellings of a typed word (a key: `ü` is `ue`) with an umlaut for a plain `a`, `o` or `u`
/// typed without one, as on a keyboard without umlauts ("muller" -> "mueller"), for the first
/// [`UMLAUT_VOWELS`] such vowels but the last letter (the word itself not among them).
///
/// ```text
/// umlaut_spellings("mul") == ["muel"]
/// umlaut_spellings("mu") == []               // "mu" begins "mueller" itself
/// umlaut_spellings("schafer") == ["schaefer"]
/// umlaut_spellings("jorg") == ["joerg"]
/// umlaut_spellings("mueller") == []          // its umlaut written out already
/// ```
fn umlaut_spellings(word: &str) -> Vec<String> {
    let chars: Vec<char> = word.chars().collect();
    let at: Vec<usize> = (0..chars.len())
        // Not the last letter: every word the typed one begins, "mue..." too, it finds itself.
        .filter(|&k| {
            matches!(chars[k], 'a' | 'o' | 'u') && !matches!(chars.get(k + 1), Some('e') | None)
        })
        .take(UMLAUT_VOWELS)
        .collect();
    (1..1usize << at.len())
        .map(|set| {
            let mut out = String::with_capacity(word.len() + at.len());
            for (k, c) in chars.iter().enumerate() {
                out.push(*c);
                if at
                    .iter()
                    .position(|&a| a == k)
                    .is_some_and(|bit| set & (1 << bit) != 0)
                {
                    out.push('e');
                }
            }
            out
        })
        .collect()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    Surname,
    Given,
    Either,
}

/// What was typed, as tokens a suggestion fits: [`tokens`] with their umlaut spellings.
fn suggestion_tokens(query: &str) -> Vec<Token> {
    let mut out = tokens(query);
    for t in &mut out {
        t.umlauts = umlaut_spellings(&t.text);
    }
    out
}

/// The beginnings whose persons hold every suggestion for `query` ([`NameSearch::search`]): the
/// spellings of one typed word, the one whose spellings `cost` least (a search over part of a
/// list's persons, FIDE's list kept in pages, reads only these beginnings' pages). Empty where
/// nothing was typed.
pub(crate) fn lead_spellings(query: &str, cost: &dyn Fn(&str) -> usize) -> Vec<String> {
    suggestion_tokens(query)
        .into_iter()
        .map(|t| t.spellings().map(str::to_string).collect::<Vec<_>>())
        .min_by_key(|s| s.iter().map(|w| cost(w)).sum::<usize>())
        .unwrap_or_default()
}

/// The typed word where `query` is one word in either part (as a key: "Mü" is "mue"), else
/// `None`: the queries whose suggestions a paged list keeps made for its shortest words.
pub(crate) fn one_word(query: &str) -> Option<String> {
    match suggestion_tokens(query).as_slice() {
        [t] if t.part == Part::Either => Some(t.text.clone()),
        _ => None,
    }
}

/// What was typed as tokens: "Müller, Ha" -> `mueller` (surname), `ha` (given); "hans mül" ->
/// `hans`, `muel` (either).
fn tokens(query: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut push = |text: &str, part: Part| {
        for w in part_key(text).split(' ').filter(|w| !w.is_empty()) {
            out.push(Token {
                text: w.to_string(),
                part,
                umlauts: Vec::new(),
            });
        }
    };
    match query.split_once(',') {
        Some((surname, given)) => {
            push(surname, Part::Surname);
            push(given, Part::Given);
        }
        None => push(query, Part::Either),
    }
    out
}

impl NameSearch {
    /// The search over the persons of `index` (the list read and grouped by person).
    pub fn new(index: &ListIndex) -> NameSearch {
        let people = (0..index.persons()).filter_map(|person| {
            let row = index.taken_row(person)?;
            let r = index.list.rows.view(row)?;
            Some((row, r.name, r.dwz.unwrap_or(0)))
        });
        NameSearch::of_names(people, index.persons())
    }

    /// The search over any list's persons (FIDE's list too): each as `(row, name,
    /// rank)`, the name as the lists write it (`Surname,Given` or `Surname, Given`), the rank
    /// the rating that orders equal fits (0: none). `capacity`: how many there are.
    pub fn of_names<'a>(
        people: impl Iterator<Item = (usize, &'a str, u32)>,
        capacity: usize,
    ) -> NameSearch {
        // Sized once for names of about 16 letters and 2.5 words (FIDE's list: about 1.8 million
        // persons, whose tables would otherwise double past the memory's goal while they grow).
        let mut s = NameSearch {
            rows: Vec::with_capacity(capacity),
            dwz: Vec::with_capacity(capacity),
            key_end: Vec::with_capacity(capacity),
            keys: String::with_capacity(capacity * 16),
            words: Vec::new(),
        };
        // The words, sorted in their room once all are there ([`sorted`]).
        let mut words = Vec::with_capacity(capacity * 5 / 2);
        let mut at = Vec::new();
        for (row, name, rank) in people {
            s.add(row, name, rank, &mut at, &mut words);
        }
        s.words = sorted(words, &s.keys);
        // Unused room given back only where it is much (a copy of the table at the peak else).
        if s.rows.iter().enumerate().all(|(k, &r)| r as usize == k) {
            s.rows = Vec::new();
        }
        trim(&mut s.rows);
        trim(&mut s.dwz);
        trim(&mut s.key_end);
        trim(&mut s.words);
        if s.keys.capacity() > s.keys.len() + s.keys.len() / 4 {
            s.keys.shrink_to_fit();
        }
        s
    }

    /// Adds the person whose row is `row`.
    fn add(
        &mut self,
        row: usize,
        name: &str,
        rank: u32,
        at: &mut Vec<(usize, usize)>,
        words: &mut Vec<Word>,
    ) {
        if self.dwz.len() > PERSON_MASK as usize {
            return;
        }
        let (surname, given) = super::names::list_parts(name);
        let start = self.keys.len();
        let keys = &mut self.keys;
        if !super::names::write_key(surname, given, |c| keys.push(c)) {
            return;
        }
        let person = self.dwz.len() as u32;
        self.rows.push(row as u32);
        self.dwz.push(u16::try_from(rank).unwrap_or(u16::MAX));
        self.key_end.push(self.keys.len() as u32);
        key_words(&self.keys, start, person, at, words);
    }

    /// Its tables as they are (for a stored form: `formats::address_book::stored`).
    pub(crate) fn tables(&self) -> TablesRef<'_> {
        TablesRef {
            rows: &self.rows,
            rank: &self.dwz,
            key_end: &self.key_end,
            keys: &self.keys,
            words: &self.words,
        }
    }

    /// The search of tables [`NameSearch::tables`] gave (nothing sorted again); `None` where
    /// their lengths do not fit together.
    pub(crate) fn from_tables(t: SearchTables) -> Option<NameSearch> {
        let n = t.rank.len();
        let rows_fit = t.rows.is_empty() || t.rows.len() == n;
        // Every word a person's (a form changed outside: refused).
        if t.words.iter().any(|w| w.person() as usize >= n) {
            return None;
        }
        (rows_fit && t.key_end.len() == n).then_some(NameSearch {
            rows: t.rows,
            dwz: t.rank,
            key_end: t.key_end,
            keys: t.keys,
            words: t.words,
        })
    }

    /// How many persons it holds.
    pub fn persons(&self) -> usize {
        self.dwz.len()
    }

    /// The row taken for person `p`.
    pub(crate) fn row(&self, p: u32) -> Option<usize> {
        if self.rows.is_empty() {
            return ((p as usize) < self.persons()).then_some(p as usize);
        }
        self.rows.get(p as usize).map(|&r| r as usize)
    }

    /// The heap memory it takes, in bytes (an estimate: its tables' capacities).
    pub fn memory(&self) -> usize {
        self.rows.capacity() * 4
            + self.dwz.capacity() * 2
            + self.key_end.capacity() * 4
            + self.keys.capacity()
            + self.words.capacity() * std::mem::size_of::<Word>()
    }

    /// Person `p`'s key: surname and given names.
    pub(crate) fn key(&self, p: u32) -> (&str, &str) {
        let a = match p.checked_sub(1) {
            Some(before) => self.key_end.get(before as usize).copied().unwrap_or(0),
            None => 0,
        };
        let b = self.key_end.get(p as usize).copied().unwrap_or(0);
        let key = self.keys.get(a as usize..b as usize).unwrap_or("");
        key.split_once(',').unwrap_or((key, ""))
    }

    /// How many words begin with `prefix`.
    fn range_len(&self, prefix: &str) -> usize {
        self.range(prefix).len()
    }

    /// The words beginning with `prefix`, found by two binary searches: a range of the table
    /// walked without reading any name (a first letters' range over FIDE's list has 100 000
    /// words, each text elsewhere in the keys).
    fn range(&self, prefix: &str) -> &[Word] {
        let keys = &self.keys;
        let from = self.words.partition_point(|w| text(keys, *w) < prefix);
        let rest = self.words.get(from..).unwrap_or(&[]);
        let len = rest.partition_point(|w| text(keys, *w).starts_with(prefix));
        rest.get(..len).unwrap_or(&[])
    }

    /// The persons with a word beginning with `prefix` (each once, ascending).
    pub(crate) fn beginning(&self, prefix: &str) -> Vec<u32> {
        let mut persons: Vec<u32> = self.range(prefix).iter().map(|w| w.person()).collect();
        persons.sort_unstable();
        persons.dedup();
        persons
    }

    /// The persons each of whose typed words begins some word of their name (in any part:
    /// [`NameSearch::fit`] then checks the parts), sorted. The word with the fewest beginnings
    /// in the word table leads (binary searches tell their counts): its persons are collected,
    /// and each other word is checked on their names. So a keystroke's work is bounded by the
    /// rarest word typed: "hans j" checks the persons of a word beginning "hans", never every
    /// name beginning "j" (over FIDE's 1.8 million names a first letter has 200 000 of them).
    fn candidates(&self, tokens: &[Token]) -> Vec<u32> {
        let mut words: Vec<&Token> = tokens.iter().collect();
        words.sort_by(|a, b| a.text.cmp(&b.text));
        words.dedup_by(|a, b| a.text == b.text);
        let Some((lead, _)) = words
            .iter()
            .enumerate()
            .map(|(k, t)| (k, t.spellings().map(|w| self.range_len(w)).sum::<usize>()))
            .min_by_key(|&(_, n)| n)
        else {
            return Vec::new();
        };
        let first = words.remove(lead);
        let mut persons: Vec<u32> = first.spellings().flat_map(|w| self.beginning(w)).collect();
        if !first.umlauts.is_empty() {
            persons.sort_unstable();
            persons.dedup();
        }
        if words.is_empty() {
            return persons;
        }
        persons.retain(|&p| {
            let (surname, given) = self.key(p);
            words.iter().all(|t| {
                t.spellings().any(|s| {
                    words_of(surname)
                        .chain(words_of(given))
                        .any(|w| w.starts_with(s))
                })
            })
        });
        persons
    }

    /// How person `p` fits every token, or `None` where one fits no word of his name.
    /// Also whether a whole given name was typed, and whether an umlaut had to be read into a
    /// word typed without one.
    fn fit(&self, p: u32, tokens: &[Token]) -> Option<(Fit, bool, bool)> {
        let (surname, given) = self.key(p);
        let (mut whole_surname, mut surname_prefix, mut whole_given) = (false, false, false);
        let mut by_umlaut = false;
        for t in tokens {
            // The first spelling (as typed, then with umlauts) that begins a word of the part:
            // whether it is a whole word, whether it is as typed.
            let begun = |part: &str| -> Option<(bool, bool)> {
                t.spellings().enumerate().find_map(|(k, s)| {
                    let w = words_of(part).find(|w| w.starts_with(s))?;
                    Some((w == s || part == s, k == 0))
                })
            };
            let in_surname = matches!(t.part, Part::Surname | Part::Either)
                .then(|| begun(surname))
                .flatten();
            let in_given = matches!(t.part, Part::Given | Part::Either)
                .then(|| begun(given))
                .flatten();
            match (in_surname, in_given) {
                (None, None) => return None,
                (Some((whole, typed)), _) => {
                    surname_prefix = true;
                    whole_surname |= whole;
                    by_umlaut |= !typed;
                }
                (None, Some((_, typed))) => by_umlaut |= !typed,
            }
            if let Some((whole, _)) = in_given {
                whole_given |= whole;
            }
        }
        let fit = if whole_surname {
            Fit::WholeSurname
        } else if surname_prefix {
            Fit::SurnamePrefix
        } else {
            Fit::GivenOnly
        };
        Some((fit, whole_given, by_umlaut))
    }

    /// The persons matching what was typed, best first, at most `limit` (see the module docs:
    /// the fit, as typed before with an umlaut read in, a whole given name, the higher DWZ,
    /// then the list's order).
    ///
    /// ```
    /// use wertung::formats::dsb_list::{matching::ListIndex, read_player_list, search::NameSearch};
    /// let csv = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index\n\
    ///   NU1,10614,1,A,\"Müller,Hans\",M,,1970,202545,1850,42\n\
    ///   NU1,20511,7,P,\"Müller,Hans\",M,,1970,202545,1850,42\n\
    ///   NU2,20511,8,A,\"Müllerschön,Anna\",W,,1990,202545,1900,20\n\
    ///   NU3,20511,9,A,\"Hansen,Müller\",M,,1980,202545,1500,10\n";
    /// let index = ListIndex::new(read_player_list(csv.as_bytes()).unwrap());
    /// let search = NameSearch::new(&index);
    /// let names = |q: &str| -> Vec<String> {
    ///     search.search(q, 20).iter().map(|h| index.list.rows.get(h.row).unwrap().name.clone()).collect()
    /// };
    /// // One suggestion per person (his A membership), a whole surname first.
    /// assert_eq!(names("mueller"), ["Müller,Hans", "Müllerschön,Anna", "Hansen,Müller"]);
    /// assert_eq!(names("Hans Mül"), ["Müller,Hans", "Hansen,Müller"]);
    /// assert_eq!(names("muel h"), ["Müller,Hans", "Hansen,Müller"]);
    /// assert_eq!(names("Müller, Ha"), ["Müller,Hans"]);
    /// assert_eq!(names("Dr. MUELLERSCHOEN"), ["Müllerschön,Anna"]);
    /// // Typed without umlauts (a keyboard without them).
    /// assert_eq!(names("Hans Mul"), ["Müller,Hans", "Hansen,Müller"]);
    /// assert_eq!(names("mullerschon"), ["Müllerschön,Anna"]);
    /// assert!(names("xyz").is_empty());
    /// ```
    pub fn search(&self, query: &str, limit: usize) -> Vec<Hit> {
        self.search_scored(query, limit)
            .into_iter()
            .map(|(_, hit)| hit)
            .collect()
    }

    /// [`NameSearch::search`] with each hit's [`Score`], by which the suggestions of two lists
    /// are merged (the address book).
    pub fn search_scored(&self, query: &str, limit: usize) -> Vec<(Score, Hit)> {
        self.search_scored_in(query, limit, &mut Vec::new())
    }

    /// [`NameSearch::search_scored`] with the room it marks the persons of a word typed alone
    /// in given (zeros, and left so): the many searches of a paged form's suggestions made
    /// share one, not a new one each the size of the list.
    pub(crate) fn search_scored_in(
        &self,
        query: &str,
        limit: usize,
        marks: &mut Vec<u8>,
    ) -> Vec<(Score, Hit)> {
        let tokens = suggestion_tokens(query);
        if tokens.is_empty() {
            return Vec::new();
        }
        // The order as a plain key (the fit, as typed before with an umlaut read in, a whole
        // given name, the higher DWZ, the list's order); only the best `limit` are sorted.
        let mut found: Vec<(Score, u32)> = match tokens.as_slice() {
            [one] if one.part == Part::Either => self.scored_one(one, marks),
            _ => self
                .candidates(&tokens)
                .into_iter()
                .filter_map(|p| {
                    let (fit, given, by_umlaut) = self.fit(p, &tokens)?;
                    let dwz = self.dwz.get(p as usize).copied().unwrap_or(0);
                    Some((
                        Score(fit, by_umlaut, !given, std::cmp::Reverse(u32::from(dwz))),
                        p,
                    ))
                })
                .collect(),
        };
        if found.len() > limit && limit > 0 {
            found.select_nth_unstable(limit - 1);
        }
        found.truncate(limit);
        found.sort_unstable();
        found
            .into_iter()
            .filter_map(|(score, p)| self.row(p).map(|row| (score, Hit { row })))
            .collect()
    }

    /// The persons one typed word (in either part) begins a word of, scored from the word table
    /// alone (where the word stands, whether it is whole): what [`NameSearch::fit`] gives, without
    /// reading each name again, so that a first or second letter over FIDE's 1.8 million names
    /// stays within a keystroke.
    fn scored_one(&self, t: &Token, marks: &mut Vec<u8>) -> Vec<(Score, u32)> {
        // Per person touched, what fit where: bit 0/1 a typed/umlaut spelling begins a word of
        // the surname, 2/3 such a word is whole; 4 to 7 the same for the given names.
        if marks.len() < self.persons() {
            marks.resize(self.persons(), 0);
        }
        let mut touched: Vec<u32> = Vec::new();
        for (k, spelling) in t.spellings().enumerate() {
            let umlaut = u8::from(k > 0);
            for w in self.range(spelling) {
                let part = if w.given() { 4 } else { 0 };
                let whole = w.len() == spelling.len();
                let bits = (1 << (part + umlaut)) | (u8::from(whole) << (part + 2 + umlaut));
                let person = w.person();
                if let Some(m) = marks.get_mut(person as usize) {
                    if *m == 0 {
                        touched.push(person);
                    }
                    *m |= bits;
                }
            }
        }
        let mut out = Vec::with_capacity(touched.len());
        for p in touched {
            // Read, and left a zero for the next search.
            let m = marks.get_mut(p as usize).map_or(0, std::mem::take);
            // A part's first spelling that fits (as typed before an umlaut read in), and whether
            // a word there is whole.
            let part = |shift: u8| match (m >> shift) & 0b1111 {
                x if x & 1 != 0 => Some((x & 4 != 0, true)),
                x if x & 2 != 0 => Some((x & 8 != 0, false)),
                _ => None,
            };
            let (in_surname, in_given) = (part(0), part(4));
            let (fit, typed) = match (in_surname, in_given) {
                (Some((true, typed)), _) => (Fit::WholeSurname, typed),
                (Some((false, typed)), _) => (Fit::SurnamePrefix, typed),
                (None, Some((_, typed))) => (Fit::GivenOnly, typed),
                (None, None) => continue,
            };
            let whole_given = in_given.is_some_and(|(whole, _)| whole);
            let dwz = self.dwz.get(p as usize).copied().unwrap_or(0);
            out.push((
                Score(fit, !typed, !whole_given, std::cmp::Reverse(u32::from(dwz))),
                p,
            ));
        }
        out
    }

    /// The one person a whole name names (`"Müller, Hans"`, `"Hans Müller"`, titles and
    /// spellings as in [`NameSearch::search`]), the birth year telling several apart: his row, or
    /// why not (with up to 5 candidates' rows). The name as written first; where nobody has it,
    /// a person each of whose words the name's words are (`"Hans Müller"` finds
    /// `Müller,Hans Peter` where he is the only one).
    ///
    /// ```
    /// use wertung::formats::dsb_list::{matching::ListIndex, read_player_list, search::{NameSearch, NotOne}};
    /// let csv = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index\n\
    ///   NU1,10614,1,A,\"Müller,Hans\",M,,1970,202545,1850,42\n\
    ///   NU2,20511,7,A,\"Müller,Hans\",M,,1990,202545,1700,12\n\
    ///   NU3,20511,8,A,\"Schäfer,Anna Lena\",W,,1990,202545,1900,20\n";
    /// let index = ListIndex::new(read_player_list(csv.as_bytes()).unwrap());
    /// let search = NameSearch::new(&index);
    /// assert_eq!(search.find(&index, "Hans Mueller", Some(1990)), Ok(1));
    /// assert_eq!(search.find(&index, "Müller, Hans", None), Err(NotOne::Ambiguous(vec![0, 1])));
    /// assert_eq!(search.find(&index, "Anna Schaefer", None), Ok(2));
    /// assert!(matches!(search.find(&index, "Meier, Hans", None), Err(NotOne::NotFound(_))));
    /// ```
    pub fn find(
        &self,
        index: &ListIndex,
        name: &str,
        birth_year: Option<i32>,
    ) -> Result<usize, NotOne> {
        let born = |row: usize| index.list.rows.get(row).and_then(|r| r.birth_year);
        let named = self.named(name, &born, birth_year);
        let first5 = |rows: &[usize]| rows.iter().take(5).copied().collect::<Vec<_>>();
        match named.fitting.as_slice() {
            [one] => Ok(*one),
            [] if named.candidates.is_empty() => Err(NotOne::NotFound(self.similar(name))),
            [] => Err(NotOne::NotFound(first5(&named.candidates))),
            several => Err(NotOne::Ambiguous(first5(several))),
        }
    }

    /// The persons (rows) a whole name names, as [`NameSearch::find`] weighs them: those who
    /// have the name as written (`exact`), else those each of whose words the name's words are;
    /// `fitting` those of them born in `birth_year` (all where it is `None`; `born` gives a
    /// row's birth year). The address book merges two lists' answers.
    pub fn named(
        &self,
        name: &str,
        born: &dyn Fn(usize) -> Option<i32>,
        birth_year: Option<i32>,
    ) -> Named {
        let keys = name_keys(name);
        let mut exact: Vec<u32> = Vec::new();
        for k in &keys {
            let Some((ks, kg)) = k.split_once(',') else {
                continue;
            };
            let Some(first) = words_of(ks).next() else {
                continue;
            };
            for p in self.beginning(first) {
                if self.key(p) == (ks, kg) && !exact.contains(&p) {
                    exact.push(p);
                }
            }
        }
        exact.sort_unstable();
        let is_exact = !exact.is_empty();
        let persons = if is_exact {
            exact
        } else {
            self.same_words(name, self.whole_words(&tokens(name)))
        };
        let candidates: Vec<usize> = persons.iter().filter_map(|&p| self.row(p)).collect();
        let fitting = candidates
            .iter()
            .copied()
            .filter(|&r| birth_year.is_none() || born(r) == birth_year)
            .collect();
        Named {
            exact: is_exact,
            candidates,
            fitting,
        }
    }

    /// Up to 5 persons like `name` where nobody has it, nearest first ([`NameSearch::similar_scored`]:
    /// "Hanz Müler" -> Müller,Hans; "Sliwinsky" -> Śliwiński). The CLI names them where a name
    /// finds nobody; the calculator offers them as "Meinten Sie …?".
    pub fn similar(&self, name: &str) -> Vec<usize> {
        self.similar_scored(name, 5)
            .into_iter()
            .map(|(_, row)| row)
            .collect()
    }

    /// Of `persons`, those whose name has no word besides the typed ones ("Jan van der Berg" is
    /// "van der Berg, Jan", not "van der Berg, Jan Willem"), where there are such; else all.
    fn same_words(&self, name: &str, persons: Vec<u32>) -> Vec<u32> {
        let sorted = |words: &mut dyn Iterator<Item = &str>| {
            let mut v: Vec<String> = words
                .flat_map(|w| w.split('-'))
                .filter(|w| !w.is_empty())
                .map(str::to_string)
                .collect();
            v.sort_unstable();
            v
        };
        let typed = tokens(name);
        let typed = sorted(&mut typed.iter().map(|t| t.text.as_str()));
        let same: Vec<u32> = persons
            .iter()
            .copied()
            .filter(|&p| {
                let (surname, given) = self.key(p);
                sorted(&mut surname.split(' ').chain(given.split(' '))) == typed
            })
            .collect();
        if same.is_empty() {
            persons
        } else {
            same
        }
    }

    /// The persons each typed word of whom is a whole word of his name (in its part).
    fn whole_words(&self, tokens: &[Token]) -> Vec<u32> {
        let Some(first) = tokens.first() else {
            return Vec::new();
        };
        self.beginning(&first.text)
            .into_iter()
            .filter(|&p| {
                let (surname, given) = self.key(p);
                let mut surname_named = false;
                let all = tokens.iter().all(|t| {
                    let s = matches!(t.part, Part::Surname | Part::Either)
                        && words_of(surname).any(|w| w == t.text);
                    let g = matches!(t.part, Part::Given | Part::Either)
                        && words_of(given).any(|w| w == t.text);
                    surname_named |= s;
                    s || g
                });
                all && surname_named
            })
            .collect()
    }
}

/// The words of the key written last (from `start` to the end of `keys`) for `person`, each
/// once, as ranges of that key; a word after the comma is one of the given names.
fn key_words(
    keys: &str,
    start: usize,
    person: u32,
    at: &mut Vec<(usize, usize)>,
    words: &mut Vec<Word>,
) {
    let key = keys.get(start..).unwrap_or("");
    let (surname, given) = key.split_once(',').unwrap_or((key, ""));
    at.clear();
    for w in words_of(surname).chain(words_of(given)) {
        if let Some(offset) = find_word(key, w) {
            at.push((start + offset, w.len()));
        }
    }
    at.sort_unstable();
    at.dedup();
    let comma = start + surname.len();
    words.extend(
        at.iter()
            .map(|&(at, len)| Word::new(at as u32, len, person, at > comma)),
    );
}

/// Gives back a table's unused room where it is over a quarter of what is used.
fn trim<T>(v: &mut Vec<T>) {
    if v.capacity() > v.len() + v.len() / 4 {
        v.shrink_to_fit();
    }
}

/// The words sorted by their text, in their own room: first by their first two bytes, a word
/// moved straight to its run ([`by_two_bytes`]), then each run by its words' first 8 bytes read
/// once as a number (zeros after a shorter word: "ab" before "abc"), never reading the names in
/// a comparison (FIDE's 4.5 million words of 1.8 million names: reading two names' texts from
/// all over the keys for each of their 100 million comparisons took most of the building);
/// words alike in their first 8 bytes and longer then by their whole text. Only one run's
/// numbers are held at a time, so that the table is never held twice while it is sorted.
fn sorted(mut words: Vec<Word>, keys: &str) -> Vec<Word> {
    let runs = by_two_bytes(&mut words, keys);
    let mut keyed: Vec<Keyed> = Vec::new();
    for run in runs {
        let Some(run) = words.get_mut(run) else {
            continue;
        };
        if run.len() < 2 {
            continue;
        }
        keyed.clear();
        keyed.extend(run.iter().map(|&w| (head(keys, w), w)));
        sort_keyed(&mut keyed, keys);
        for (slot, &(_, w)) in run.iter_mut().zip(&keyed) {
            *slot = w;
        }
    }
    words
}

/// Sorts words with their first 8 bytes ([`head`]) by their text.
fn sort_keyed(keyed: &mut [Keyed], keys: &str) {
    keyed.sort_unstable_by_key(|&(h, _)| h);
    let mut from = 0;
    while from < keyed.len() {
        let h = keyed.get(from).map_or(0, |&(h, _)| h);
        let run = keyed
            .get(from..)
            .map_or(0, |rest| rest.partition_point(|&(x, _)| x == h));
        if let Some(same) = keyed.get_mut(from..from + run) {
            if same.len() > 1 && same.iter().any(|&(_, w)| w.len() > 8) {
                same.sort_unstable_by(|a, b| text(keys, a.1).cmp(text(keys, b.1)));
            }
        }
        from += run.max(1);
    }
}

/// Orders the words by their first two bytes (zero after a shorter word), each moved once
/// straight to the run of its two bytes (a bucket sort in place): the runs, in order.
fn by_two_bytes(words: &mut [Word], keys: &str) -> Vec<std::ops::Range<usize>> {
    // The first two bytes read straight from the keys (zero after a shorter word).
    let bytes = keys.as_bytes();
    let byte = |w: Word, k: usize| {
        if k < w.len() {
            bytes.get(w.start as usize + k).copied().unwrap_or(0)
        } else {
            0
        }
    };
    let bucket = |w: Word| (usize::from(byte(w, 0)) << 8) | usize::from(byte(w, 1));
    let mut count = vec![0usize; 1 << 16];
    for &w in words.iter() {
        if let Some(c) = count.get_mut(bucket(w)) {
            *c += 1;
        }
    }
    let mut runs = Vec::with_capacity(count.len());
    let mut at = 0;
    for c in &count {
        runs.push(at..at + c);
        at += c;
    }
    // Where the next word of each run goes.
    let mut next: Vec<usize> = runs.iter().map(|r| r.start).collect();
    for b in 0..runs.len() {
        let end = runs.get(b).map_or(0, |r| r.end);
        while let Some(i) = next.get(b).copied().filter(|&i| i < end) {
            let Some(&w) = words.get(i) else {
                break;
            };
            // The word goes to its run's next place (where it is, if that is its own run);
            // what stood there comes here.
            let d = bucket(w);
            let Some(j) = next.get(d).copied().filter(|&j| j < words.len()) else {
                break;
            };
            words.swap(i, j);
            if let Some(n) = next.get_mut(d) {
                *n += 1;
            }
        }
    }
    runs.retain(|r| !r.is_empty());
    runs
}

/// A word with its first 8 bytes as a number ([`head`]), while a run of the table is sorted.
type Keyed = (u64, Word);

/// A word's first 8 bytes as a number, zeros after a shorter word ([`sorted`]).
fn head(keys: &str, w: Word) -> u64 {
    let mut b = [0u8; 8];
    for (slot, c) in b.iter_mut().zip(text(keys, w).bytes()) {
        *slot = c;
    }
    u64::from_be_bytes(b)
}

/// The text of a word of the table.
fn text(keys: &str, w: Word) -> &str {
    let start = w.start as usize;
    keys.get(start..start + w.len()).unwrap_or("")
}

/// Where word `w` (a word of `key`, as [`words_of`] gives it) stands in `key`.
fn find_word(key: &str, w: &str) -> Option<usize> {
    key.find(w)
}

pub(crate) mod near;
pub use near::Nearness;

#[cfg(test)]
mod tests;
