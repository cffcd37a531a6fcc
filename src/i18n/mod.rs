//! The two languages: German (default, with the Wertungsordnung's terms) and English. Every
//! word the user sees lives here, nowhere else, in tables by domain:
//!
//! * the terms, each written once: the DWZ's ([`Dwz`]: DWZ, Index, Restpartien, Leistung …) and
//!   FIDE's ([`Fide`]), INGO's ([`Ingo`]), the game's and the tournament's ([`Chess`]: Spieler,
//!   Partie, Turnierbeginn …), and the
//!   words of the pages several tables use ([`Page`]); never looked up themselves, named by the
//!   tables that show them;
//! * the input's fields and errors ([`FieldWords`], [`PlaceWords`], [`AllowedWords`],
//!   [`ProblemWords`], [`WarningWords`]: the words of the core's typed [`InputError`] and
//!   [`Warning`]), the DSB report's ([`ReportWords`]), the cores' results that are not errors
//!   (`OutcomeWords`: why K is what it is, why no first rating yet) and what sentences count
//!   ([`Units`]: Punkt, Partien);
//! * the calculator's page ([`FormWords`] for the form, [`CalcResultWords`] for the parts it loads on first
//!   use), the tournament page ([`TournamentWords`], and [`TournamentViewWords`] for the views its second module
//!   answers), the language button of both ([`LanguageWords`]), the CLI ([`CliMsg`]).
//!
//! A word several tables use is written once and named from the others (`Name = Chess::X;`, or
//! `Name = lower!(Chess::X);` inside a sentence). A page's module carries the tables it looks
//! up, and of the terms only those they name. A text with values is a table entry naming them
//! (`{player}`), filled in by a function here ([`fill`]). The CLI speaks German unless
//! `--lang en`.

use crate::dwz::limits::SHOWN_VALUE_CHARS;
use crate::dwz::numeric::show;
use crate::input::{InputError, Warning};
use std::fmt;

/// A table of texts: `Name => "German", "English";` each, or `Name = Other::X;` for a word
/// written in another table (a term of [`Dwz`] or [`Chess`], a word of [`Page`] …), or
/// `Name = lower!(Other::X);` for it inside a sentence. A named word stands in its table's place
/// like any entry.
macro_rules! messages {
    ($(#[$doc:meta])* $table:ident { $($name:ident $(= $shared:expr)? $(=> $de:expr, $en:expr)?;)* }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        // An entry's texts, German and English, stand beside its name in the table: its doc.
        #[allow(missing_docs)]
        pub enum $table { $($name),* }
        impl $table {
            /// The entries with a text of their own (not those that name a shared one).
            #[allow(dead_code)]
            pub const OWN: &'static [$table] = &[$($(own!($table::$name, $de),)?)*];

            /// Every entry, in the table's order (an entry's place is its key where the page's
            /// two modules exchange it, `keyed!`).
            #[allow(dead_code)]
            pub const ALL: &'static [$table] = &[$($table::$name),*];

            /// The German and the English text.
            pub const fn words(self) -> (&'static str, &'static str) {
                match self {
                    $($table::$name => {
                        // A named word is evaluated by the compiler: the module carries its
                        // two texts, not the table it is written in.
                        $({
                            const NAMED: (&str, &str) = $shared.words();
                            NAMED
                        })?
                        $(($de, $en))?
                    })*
                }
            }
        }
        impl Texts for $table {
            fn texts(self) -> (&'static str, &'static str) {
                self.words()
            }
        }
    };
}

/// An entry with a text of its own, for [`messages`]' list of them.
macro_rules! own {
    ($entry:expr, $de:expr) => {
        $entry
    };
}

/// A term inside a sentence: its English text with a small first letter ("Games": "games"),
/// its German as it is (a noun keeps its capital). Evaluated by the compiler.
macro_rules! lower {
    ($term:expr) => {{
        const WORDS: (&str, &str) = $term.words();
        const EN: [u8; WORDS.1.len()] = $crate::i18n::first_lower(WORDS.1);
        $crate::i18n::Pair(
            WORDS.0,
            match core::str::from_utf8(&EN) {
                Ok(en) => en,
                Err(_) => WORDS.1,
            },
        )
    }};
}

mod calc;
mod chess_results;
mod cli;
mod errors;
mod input;
mod lang;
mod outcomes;
mod report;
mod shared;
mod terms;
mod texts;
mod turnier;

pub use calc::{CalcResultWords, FormWords};
pub use chess_results::ChessResultsWords;
pub use cli::CliMsg;
pub use input::{AllowedWords, FieldWords, PlaceWords, ProblemWords, WarningWords};
pub use lang::{singular, Lang};
pub use report::ReportWords;
pub use shared::{LanguageWords, Page};
pub use terms::Units;
pub use terms::{Chess, Dwz, Fide, Ingo};
pub use texts::Texts;
pub use turnier::{TournamentViewWords, TournamentWords};

/// A German and an English text made by the compiler (`lower!`).
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Pair(pub &'static str, pub &'static str);

impl Pair {
    /// The German and the English text.
    pub const fn words(self) -> (&'static str, &'static str) {
        (self.0, self.1)
    }
}

/// The bytes of `text` with a small first letter (ASCII), for `lower!`: `N` is the text's
/// length.
#[doc(hidden)]
pub const fn first_lower<const N: usize>(text: &str) -> [u8; N] {
    let bytes = text.as_bytes();
    let mut out = [0u8; N];
    let mut i = 0;
    while i < N && i < bytes.len() {
        out[i] = bytes[i];
        i += 1;
    }
    if N > 0 {
        out[0] = out[0].to_ascii_lowercase();
    }
    out
}

/// `text` with each `{name}` of `values` filled in, once: what a value brings is not read
/// again; a `{…}` without a value stays as it is.
///
/// ```
/// use wertung::i18n::fill;
/// assert_eq!(fill("{a} von {b}", &[("a", "5"), ("b", "{a}")]), "5 von {a}");
/// assert_eq!(fill("ein Objekt { … }", &[]), "ein Objekt { … }");
/// ```
pub fn fill(text: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some((before, after)) = rest.split_once('{') {
        out.push_str(before);
        let named = after.split_once('}').and_then(|(name, tail)| {
            values
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| (*value, tail))
        });
        match named {
            Some((value, tail)) => {
                out.push_str(value);
                rest = tail;
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `value` in the language's quotes, shortened to [`SHOWN_VALUE_CHARS`].
///
/// ```
/// use wertung::i18n::{quoted, Lang};
/// assert_eq!(quoted(Lang::De, "abc"), "„abc“");
/// assert_eq!(quoted(Lang::En, "abc"), "\"abc\"");
/// assert_eq!(quoted(Lang::De, &"x".repeat(50)).chars().count(), 42);
/// ```
pub fn quoted(l: Lang, value: &str) -> String {
    let shown: String = if value.chars().count() > SHOWN_VALUE_CHARS {
        let mut s: String = value.chars().take(SHOWN_VALUE_CHARS - 1).collect();
        s.push('…');
        s
    } else {
        value.to_string()
    };
    match l {
        Lang::De => format!("„{shown}“"),
        Lang::En => format!("\"{shown}\""),
    }
}

impl Lang {
    /// A text of a table with its `{name}`s filled in ([`fill`]).
    pub fn filled(self, m: impl Texts, values: &[(&str, &str)]) -> String {
        fill(self.text(m), values)
    }

    /// A number as shown in messages: as short as possible, with the language's decimal mark.
    pub fn short(self, x: f64) -> String {
        let s = show(x);
        match self {
            Lang::De => s.replace('.', ","),
            Lang::En => s,
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Lang::De.error(self))
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Lang::De.warning(self))
    }
}

/// A table whose entries travel between the tournament page's two modules (built together):
/// each as its place in the table, a number.
macro_rules! keyed {
    ($table:ident) => {
        impl serde::Serialize for $table {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_u16(*self as u16)
            }
        }
        impl<'de> serde::Deserialize<'de> for $table {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let k = u16::deserialize(d)?;
                $table::ALL
                    .get(usize::from(k))
                    .copied()
                    .ok_or_else(|| serde::de::Error::custom("no such text"))
            }
        }
    };
}
pub(crate) use keyed;

#[cfg(test)]
mod tests;
