//! Names as the list and the tournament files write them, made comparable: case, umlauts and
//! their spellings (`ü`/`ue`, `ß`/`ss`), accents, academic and chess titles, hyphens and spacing
//! normalised into keys ("muessig-oeztuerk,hans"), and their hashes for the list's index.

use crate::formats::hash::Fnv;

/// Academic titles (compared without dots and hyphens, lower case).
pub(super) const ACADEMIC: &[&str] = &[
    "dr", "prof", "dipl", "ing", "dipling", "dring", "mag", "hc", "drhc", "drmed", "drrernat",
    "drphil", "drjur", "drdr", "profdr", "ddr", "priv", "doz", "privdoz", "mba", "msc", "bsc",
];
/// What may follow "Dr." (Dr. med., Dr. rer. nat.).
pub(super) const FACULTIES: &[&str] = &[
    "med", "rer", "nat", "phil", "jur", "dent", "vet", "oec", "pol", "paed", "theol", "sc",
];
/// Chess titles, as written in capitals.
pub(super) const CHESS: &[&str] = &["GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM", "HGM"];

/// Accented letters and what they are compared as.
pub(super) const ACCENTED: &str =
    "àáâãåāăąçćĉčďđèéêëēėęěĝğìíîïīįıĵłľĺñńňòóôõōőŕřśŝšşșťţțùúûūůűųýÿźżž";
pub(super) const PLAIN: &str = "aaaaaaaaccccddeeeeeeeeggiiiiiiijlllnnnoooooorrssssstttuuuuuuuyyzzz";

/// Gives `c` lower case with umlauts as `ae oe ue ss` and accents dropped to `emit`:
/// `Ö` -> `oe`, `ß` -> `ss`, `é` -> `e`, `ł` -> `l`.
pub(super) fn fold(c: char, emit: &mut impl FnMut(char)) {
    if c.is_ascii() {
        emit(c.to_ascii_lowercase());
        return;
    }
    for l in c.to_lowercase() {
        let (first, second) = match l {
            'ä' | 'æ' => ('a', Some('e')),
            'ö' | 'ø' | 'œ' => ('o', Some('e')),
            'ü' => ('u', Some('e')),
            'ß' => ('s', Some('s')),
            _ => match ACCENTED.chars().position(|a| a == l) {
                Some(k) => (PLAIN.chars().nth(k).unwrap_or(l), None),
                None => (l, None),
            },
        };
        emit(first);
        if let Some(second) = second {
            emit(second);
        }
    }
}

/// What a word is as a title: academic (`Dr.`, `Prof.`, `Dipl.-Ing.`), a faculty that may
/// follow `Dr.` (`med.`, `rer. nat.`), or none; compared lower case without dots and hyphens.
pub(super) fn academic(word: &str) -> (bool, bool) {
    let mut buf = [0u8; 12];
    let mut n = 0;
    for b in word.bytes() {
        match b {
            b'.' | b'-' => {}
            b if b.is_ascii_alphabetic() && n < buf.len() => {
                buf[n] = b.to_ascii_lowercase();
                n += 1;
            }
            _ => return (false, false),
        }
    }
    let core = std::str::from_utf8(&buf[..n]).unwrap_or("");
    (
        ACADEMIC.contains(&core),
        word.ends_with('.') && FACULTIES.contains(&core),
    )
}

/// Writes the normalised characters of a name's key to `emit` (a `String`, or a hash), one pass
/// without allocation: folded ([`fold`]), titles dropped, words separated by one space, no
/// spaces around hyphens, dots and apostrophes gone.
pub(super) struct KeyWriter<F: FnMut(char)> {
    emit: F,
    /// Something was written in this part.
    started: bool,
    /// A space is due before the next letter.
    space: bool,
    /// The last thing written was a hyphen.
    hyphen: bool,
}

impl<F: FnMut(char)> KeyWriter<F> {
    pub(super) fn letter(&mut self, c: char) {
        if self.space && !self.hyphen {
            (self.emit)(' ');
        }
        self.space = false;
        self.hyphen = false;
        self.started = true;
        fold(c, &mut self.emit);
    }

    pub(super) fn hyphen(&mut self) {
        self.space = false;
        if !self.hyphen {
            (self.emit)('-');
            self.hyphen = true;
            self.started = true;
        }
    }

    pub(super) fn gap(&mut self) {
        self.space = self.started;
    }

    /// One part of a name (surname or given names); whether it had any letter.
    pub(super) fn part(&mut self, part: &str) -> bool {
        self.started = false;
        self.space = false;
        self.hyphen = false;
        let mut after_title = false;
        for word in part.split(|c: char| c.is_whitespace() || c == '_') {
            if word.is_empty() || (word.len() <= 3 && CHESS.contains(&word)) {
                continue;
            }
            let (title, faculty) = academic(word);
            if title || (after_title && faculty) {
                after_title = true;
                continue;
            }
            after_title = false;
            self.gap();
            for c in word.chars() {
                match c {
                    '.' | '\'' | '’' | '`' | '´' => {}
                    '-' => self.hyphen(),
                    c if c.is_ascii_alphanumeric() || c.is_alphanumeric() => self.letter(c),
                    _ => self.gap(),
                }
            }
        }
        self.started
    }
}

/// The key of one part of a name (a surname or the given names): folded, titles dropped, words
/// separated by one space, hyphens kept (`"Dr. Müller - Lüdenscheidt"` ->
/// `"mueller-luedenscheidt"`); empty without a letter.
pub(super) fn part_key(part: &str) -> String {
    let mut key = String::with_capacity(part.len() + 2);
    let mut w = KeyWriter {
        emit: |c| key.push(c),
        started: false,
        space: false,
        hyphen: false,
    };
    w.part(part);
    key
}

/// Writes the key `surname,given` to `emit`; `false` (and nothing written) without a surname.
pub(super) fn write_key(surname: &str, given: &str, emit: impl FnMut(char)) -> bool {
    let mut w = KeyWriter {
        emit,
        started: false,
        space: false,
        hyphen: false,
    };
    if !w.part(surname) {
        return false;
    }
    (w.emit)(',');
    w.part(given);
    true
}

/// The key of a name as `surname,given`: `"Dr. Müßig-Öztürk, Hans-Jürgen"` ->
/// `"muessig-oeztuerk,hans-juergen"`; `None` without a surname.
pub(super) fn key_of(surname: &str, given: &str) -> Option<String> {
    let mut key = String::with_capacity(surname.len() + given.len() + 4);
    write_key(surname, given, |c| key.push(c)).then_some(key)
}

/// A name as the list writes it, `Nachname,Vorname` (a third comma part, the list's `,Dr.`, is
/// a title; without a comma the whole is the surname), as surname and given names.
pub(super) fn list_parts(name: &str) -> (&str, &str) {
    let mut parts = name.split(',');
    (parts.next().unwrap_or(""), parts.next().unwrap_or(""))
}

/// The key of a name as the list writes it (see [`list_parts`]).
pub(super) fn list_key(name: &str) -> Option<String> {
    let (surname, given) = list_parts(name);
    key_of(surname, given)
}

/// The hash of a key, character by character: [`key_hash`] of a key's text equals
/// [`list_key_hash`] of the name it came from.
pub(super) fn key_hash(key: &str) -> u64 {
    key.chars().fold(Fnv::default(), Fnv::char).value()
}

/// The hash of a list name's key, without building the key.
pub(super) fn list_key_hash(name: &str) -> Option<u64> {
    let (surname, given) = list_parts(name);
    let mut h = Fnv::default();
    write_key(surname, given, |c| h = h.char(c)).then_some(h.value())
}

/// The normalised keys a name may stand for. With a comma: `Nachname, Vorname` (one key).
/// Without: the last word as surname (`Hans Müller`), the first (`Müller Hans`), and the whole.
///
/// ```
/// use wertung::formats::dsb_list::matching::name_keys;
/// assert_eq!(name_keys("Müßig-Öztürk,Hans"), ["muessig-oeztuerk,hans"]);
/// assert_eq!(name_keys("Muessig - Oeztuerk, Hans"), ["muessig-oeztuerk,hans"]);
/// assert_eq!(name_keys("Dr. Hübner, Robert"), ["huebner,robert"]);
/// assert_eq!(name_keys("Hübner,Robert,Dr."), ["huebner,robert"]);
/// assert_eq!(name_keys("GM  Carlsen ,  Magnus"), ["carlsen,magnus"]);
/// assert_eq!(name_keys("Prof. Dr. med. Schäfer, Zoë"), ["schaefer,zoe"]);
/// assert_eq!(name_keys("Hans Müller"), ["mueller,hans", "hans,mueller", "hans mueller,"]);
/// ```
pub fn name_keys(name: &str) -> Vec<String> {
    let mut parts = name.split(',');
    let first = parts.next().unwrap_or("");
    if let Some(given) = parts.next() {
        return key_of(first, given).into_iter().collect();
    }
    let words: Vec<&str> = first.split_whitespace().collect();
    let mut keys: Vec<String> = Vec::new();
    if let Some((last, rest)) = words.split_last() {
        keys.extend(key_of(last, &rest.join(" ")));
    }
    if let Some((head, rest)) = words.split_first() {
        keys.extend(key_of(head, &rest.join(" ")));
    }
    keys.extend(key_of(first, ""));
    let mut seen = Vec::new();
    keys.retain(|k| {
        let new = !seen.contains(k);
        seen.push(k.clone());
        new
    });
    keys
}
