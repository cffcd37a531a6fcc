//! The two languages: German (default, with the Wertungsordnung's terms) and English. Every
//! word the user sees lives here: the texts of the pages, a table per page and module (the
//! calculator's page [`Msg`] and its parts [`PartMsg`], the tournament page [`TMsg`] and its
//! second module [`XMsg`], both pages [`SMsg`], the CLI [`CliMsg`]: a module carries every text
//! of a table it looks up; a word several tables use is written once, in [`Shared`]), and the
//! words of the core's typed errors and warnings ([`InputError`], [`Warning`]: places, fields,
//! problems). The CLI speaks German unless `--lang en`. A plain table: two languages do not
//! earn an i18n crate's bytes.

use crate::dwz::limits::SHOWN_VALUE_CHARS;
use crate::dwz::numeric::{fixed, round_half_away, show};
use crate::input::{InputError, Warning};
use std::fmt;

/// The CLI's `--lang` takes it directly (`de`, `en`; clap is no dependency of wasm32).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(not(target_arch = "wasm32"), derive(clap::ValueEnum))]
pub enum Lang {
    #[default]
    De,
    En,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
        }
    }

    pub fn from_code(s: &str) -> Option<Lang> {
        match s {
            "de" => Some(Lang::De),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// A number with `places` decimals: decimal comma in German, point in English.
    ///
    /// ```
    /// use wertung::i18n::Lang;
    /// assert_eq!(Lang::De.num(3.088, 3), "3,088");
    /// assert_eq!(Lang::En.num(33.66667, 1), "33.7");
    /// assert_eq!(Lang::De.num(-0.588, 3), "−0,588");
    /// ```
    pub fn num(self, x: f64, places: usize) -> String {
        let s = fixed(x, places as u32);
        let s = if s.starts_with('-') && s.trim_start_matches(['-', '0', '.']).is_empty() {
            s.trim_start_matches('-').to_string()
        } else {
            s.replacen('-', "−", 1)
        };
        match self {
            Lang::De => s.replace('.', ","),
            Lang::En => s,
        }
    }

    /// Points with the right word: "1 Punkt", "½ Punkt", "1½ Punkte"; "1 point", "2 points".
    ///
    /// ```
    /// use wertung::i18n::Lang;
    /// assert_eq!(Lang::De.points(1.0), "1 Punkt");
    /// assert_eq!(Lang::De.points(0.5), "½ Punkt");
    /// assert_eq!(Lang::De.points(1.5), "1½ Punkte");
    /// assert_eq!(Lang::En.points(0.0), "0 points");
    /// ```
    pub fn points(self, w: f64) -> String {
        let one = w <= 1.0 && w > 0.0;
        let word = match (self, one) {
            (Lang::De, true) => "Punkt",
            (Lang::De, false) => "Punkte",
            (Lang::En, true) => "point",
            (Lang::En, false) => "points",
        };
        format!("{} {word}", self.score(w))
    }

    /// A signed number: "+23", "−19", "0".
    pub fn signed(self, x: f64, places: usize) -> String {
        let s = self.num(x, places);
        if round_half_away(x, places as u32) > 0.0 {
            format!("+{s}")
        } else {
            s
        }
    }

    /// A score with "½": 2.5 -> "2½", 0.5 -> "½".
    pub fn score(self, w: f64) -> String {
        let whole = w.trunc() as i64;
        let half = (w - w.trunc()).abs() >= 0.25;
        match (whole, half) {
            (0, true) => "½".into(),
            (n, true) => format!("{n}½"),
            (n, false) => n.to_string(),
        }
    }

    /// A text of a message table ([`Msg`], [`TMsg`]) in this language.
    pub fn text(self, m: impl Texts) -> &'static str {
        let (de, en) = m.texts();
        match self {
            Lang::De => de,
            Lang::En => en,
        }
    }
}

/// A message table: every entry has a German and an English text.
pub trait Texts: Copy {
    fn texts(self) -> (&'static str, &'static str);
}

/// A table of texts: `Name => "German", "English";` each, or `Name = Shared::Other;` for a
/// word both pages share (written once in [`Shared`], named by a page's table where it uses it).
/// A named word stands in its table's place like any entry: a module's lookup of the entries
/// it uses compiles to a table of constants over their range (one out of it made a switch of
/// 2 KB).
macro_rules! messages {
    ($(#[$doc:meta])* $table:ident { $($name:ident $(= $shared:expr)? $(=> $de:expr, $en:expr)?;)* }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $table { $($name),* }
        impl $table {
            /// The entries with a text of their own (not those that name a shared one).
            #[allow(dead_code)]
            pub const OWN: &'static [$table] = &[$($(own!($table::$name, $de),)?)*];

            /// The German and the English text.
            pub const fn words(self) -> (&'static str, &'static str) {
                match self {
                    $($table::$name => {
                        $({
                            const DE: &str = $shared.words().0;
                            const EN: &str = $shared.words().1;
                            (DE, EN)
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

mod calc;
mod cli;
mod errors;
mod outcomes;
mod turnier;

pub use calc::{Msg, PartMsg};
pub use cli::CliMsg;
pub use turnier::{TMsg, XMsg};

messages! {
    /// The texts both pages look up (the language button; a table of their own: a page that
    /// looks up one entry of a table carries the whole table in its wasm).
    SMsg {
    Language => "English", "Deutsch";
    LanguageLabel => "Sprache", "Language";
    }
}

messages! {
    /// Words both pages' tables use, written once: a page's table names one where it uses it
    /// (`EndDate = Shared::EndDate;`), as a constant taken when compiled, so that a module
    /// carries only the words of its own tables. Never looked up itself.
    Shared {
    CalculatorTitle => "DWZ-Rechner", "DWZ calculator";
    Player => "Spieler", "Player";
    BirthYear => "Geburtsjahr", "Year of birth";
    EndDate => "Turnierende", "Tournament end";
    DateFormat => "TT.MM.JJJJ", "DD.MM.YYYY";
    Games => "Partien", "Games";
    NoDwz => "ohne DWZ", "no DWZ";
    Result => "Ergebnis", "Result";
    Undo => "Rückgängig", "Undo";
    Tournament => "Turnier", "Tournament";
    RestGame => "Restpartie", "Restpartie";
    Forfeit => "kampflos, zählt nicht (WO 2.2.5.2)", "forfeit, not counted (WO 2.2.5.2)";
    RemoveList => "Liste entfernen", "Remove the list";
    Persons => "Personen", "persons";
    Opponent => "Gegner", "Opponent";
    Mode => "Rechenweise", "Arithmetic";
    ModeTable => "wie im Auswertungsbeispiel (Anhang 3.1)", "as in the worked example (Anhang 3.1)";
    ModeExact => "exakt, wie die Auswertung des DSB", "exact, as the DSB's evaluation";
    Points => "Punkte", "Points";
    K => "K", "K";
    Performance => "Leistung", "Performance";
    }
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
        texts.sort();
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
