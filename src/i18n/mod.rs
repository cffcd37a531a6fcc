//! The two languages: German (default, with the Wertungsordnung's terms) and English. Every
//! word the user sees lives here: the texts of the pages, a table per page and module (the
//! calculator's page [`Msg`] and its parts [`PartMsg`], the tournament page [`TMsg`] and its
//! second module [`XMsg`], both pages [`SMsg`], the CLI [`CliMsg`]; a word several tables use is
//! written once, in [`Shared`]), and the
//! words of the core's typed errors and warnings ([`InputError`], [`Warning`]: places, fields,
//! problems). The CLI speaks German unless `--lang en`. A plain table of two languages.

use crate::dwz::limits::SHOWN_VALUE_CHARS;
use crate::dwz::numeric::show;
use crate::input::{InputError, Warning};
use std::fmt;

/// A table of texts: `Name => "German", "English";` each, or `Name = Shared::Other;` for a
/// word both pages share (written once in [`Shared`], named by a page's table where it uses it).
/// A named word stands in its table's place like any entry.
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
                        $($shared.words())?
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

mod calc;
mod cli;
mod errors;
mod lang;
mod outcomes;
mod shared;
mod turnier;

pub use calc::{Msg, PartMsg};
pub use cli::CliMsg;
pub use lang::{singular, Lang, Texts};
pub use shared::{SMsg, Shared};
pub use turnier::{TMsg, XMsg};

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
    pub(crate) fn pick(self, de: &'static str, en: &'static str) -> &'static str {
        match self {
            Lang::De => de,
            Lang::En => en,
        }
    }

    /// A number as shown in messages: as short as possible, with the language's decimal mark.
    pub fn short(self, x: f64) -> String {
        let s = show(x);
        match self {
            Lang::De => s.replace('.', ","),
            Lang::En => s,
        }
    }

    pub(crate) fn pick_owned(self, de: &str, en: &str) -> String {
        match self {
            Lang::De => de.to_string(),
            Lang::En => en.to_string(),
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
mod tests {
    use super::*;

    /// Issue 29 §7: a text is written once; a word both pages use lives in [`Shared`] and a
    /// page's table names it (`Name = Shared::Other;`).
    #[test]
    fn no_text_is_written_twice() {
        fn own<M: Texts>(all: &[M]) -> Vec<(&'static str, &'static str)> {
            all.iter().map(|m| m.texts()).collect()
        }
        let mut texts = own(SMsg::OWN);
        texts.extend(own(Shared::OWN));
        for table in [
            own(Msg::OWN),
            own(PartMsg::OWN),
            own(TMsg::OWN),
            own(XMsg::OWN),
        ] {
            texts.extend(table);
        }
        texts.extend(own(CliMsg::OWN));
        texts.sort_unstable();
        let twice: Vec<_> = texts
            .windows(2)
            .filter(|w| w[0] == w[1])
            .map(|w| w[0])
            .collect();
        // "W": the points (Wertungspunkte) in a table's head, and White on a scoresheet.
        assert_eq!(twice, [("W", "W")]);
        // An entry that names a shared text gives it.
        assert_eq!(Lang::De.text(Msg::EndDate), "Turnierende");
        assert_eq!(Msg::EndDate.texts(), TMsg::EndDate.texts());
    }

    #[test]
    fn scores_use_the_half_sign() {
        assert_eq!(Lang::De.score(2.5), "2½");
        assert_eq!(Lang::De.score(0.5), "½");
        assert_eq!(Lang::De.score(3.0), "3");
        assert_eq!(Lang::De.signed(23.0, 0), "+23");
        assert_eq!(Lang::De.signed(-0.2, 0), "0");
    }
}
