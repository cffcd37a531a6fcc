//! The two languages and how a text, a number or a score is written in each.

use super::terms::Units;
use super::texts::Texts;
use crate::dwz::numeric::{fixed, round_half_away};

/// The CLI's `--lang` takes it directly (`de`, `en`; clap is no dependency of wasm32).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(not(target_arch = "wasm32"), derive(clap::ValueEnum))]
// German (the default) and English: a doc comment on a variant would become a line of clap's
// `--help` for `--lang`, which the CLI's own help text words.
#[allow(missing_docs)]
pub enum Lang {
    #[default]
    De,
    En,
}

impl Lang {
    /// The language's code: `de`, `en`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
        }
    }

    /// The language of a code (`de`, `en`); `None` for another.
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
        let word = self.text(if one { Units::Point } else { Units::Points });
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

    /// A count with its thousands grouped as each language writes them: "1.800.000" in
    /// German, "1,800,000" in English; up to 9 999 without ("9999" either way, as a year or a
    /// rating is written).
    ///
    /// ```
    /// use wertung::i18n::Lang;
    /// assert_eq!(Lang::De.count(1_800_000), "1.800.000");
    /// assert_eq!(Lang::En.count(90_000), "90,000");
    /// assert_eq!(Lang::De.count(2), "2");
    /// assert_eq!(Lang::De.count(9_999), "9999");
    /// ```
    pub fn count(self, n: usize) -> String {
        let digits = n.to_string();
        if n < 10_000 {
            return digits;
        }
        let mark = match self {
            Lang::De => '.',
            Lang::En => ',',
        };
        let mut out = String::with_capacity(digits.len() + digits.len() / 3);
        for (k, c) in digits.chars().enumerate() {
            if k > 0 && (digits.len() - k).is_multiple_of(3) {
                out.push(mark);
            }
            out.push(c);
        }
        out
    }

    /// The word of a count in the number it asks ([`singular`]): `one` for exactly one, `many`
    /// for none and for two or more.
    ///
    /// ```
    /// use wertung::i18n::{Lang, TournamentWords};
    /// let open = |l: Lang, n| format!("{n} {}", l.counted(n, TournamentWords::DecisionOpen, TournamentWords::DecisionsOpen));
    /// assert_eq!(open(Lang::De, 1), "1 offene Entscheidung");
    /// assert_eq!(open(Lang::De, 2), "2 offene Entscheidungen");
    /// assert_eq!(open(Lang::En, 0), "0 open decisions");
    /// assert_eq!(open(Lang::En, 1), "1 open decision");
    /// ```
    pub fn counted<M: Texts>(self, n: usize, one: M, many: M) -> &'static str {
        self.text(if singular(n) { one } else { many })
    }

    /// A text of a message table ([`FormWords`](super::FormWords), [`TournamentWords`](super::TournamentWords)) in this language.
    pub fn text(self, m: impl Texts) -> &'static str {
        let (de, en) = m.texts();
        match self {
            Lang::De => de,
            Lang::En => en,
        }
    }
}

/// The plural rule of both languages, in one place: the singular for exactly one, the plural
/// for none and for two or more ("1 Eintrag", "0 Einträge", "2 Einträge"; "1 row", "0 rows").
///
/// ```
/// use wertung::i18n::singular;
/// assert!(singular(1));
/// assert!(!singular(0) && !singular(2) && !singular(21));
/// ```
pub fn singular(n: usize) -> bool {
    n == 1
}
