//! A page embedded in a club's website (`?embed=1`): what the club's address
//! chooses. Plain Rust (tested natively); the pages apply it.
//!
//! * `lang=de|en`: the embed's language, whatever the visitor chose elsewhere (kept out of the
//!   visitor's own choice); without it the embed offers the language button.
//! * `compact=1`: the explanations left out.
//! * `accent=1d6b2f` (or `%231d6b2f`, `#1d6b2f`, three digits too): the club's colour, taken
//!   where white text on it keeps a contrast of at least 4.5:1 (WCAG 2.x, AA), else the
//!   default.

use crate::i18n::Lang;

/// What an embedding page's address chooses.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Embed {
    /// The page is embedded (`embed=1`).
    pub on: bool,
    /// The language the address fixes (`lang=`).
    pub lang: Option<Lang>,
    /// The explanations left out (`compact=1`).
    pub compact: bool,
    /// The club's colour, as CSS (`#rrggbb`), where it is readable.
    pub accent: Option<String>,
}

/// The least contrast of white text on the accent colour (WCAG 2.x, level AA).
pub const MIN_CONTRAST: f64 = 4.5;

impl Embed {
    /// Reads the address's query pairs.
    ///
    /// ```
    /// use wertung::web::common::embed::Embed;
    /// use wertung::i18n::Lang;
    /// let q: Vec<(String, String)> = [("embed", "1"), ("lang", "en"), ("accent", "1d6b2f"), ("compact", "1")]
    ///     .iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    /// let e = Embed::of(&q);
    /// assert!(e.on && e.compact);
    /// assert_eq!(e.lang, Some(Lang::En));
    /// assert_eq!(e.accent.as_deref(), Some("#1d6b2f"));
    /// ```
    pub fn of(query: &[(String, String)]) -> Embed {
        let get = |key: &str| {
            query
                .iter()
                .rev()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str())
        };
        Embed {
            on: get("embed") == Some("1"),
            lang: get("lang").and_then(Lang::from_code),
            compact: get("compact") == Some("1"),
            accent: get("accent").and_then(readable_accent),
        }
    }
}

/// The colour `hex` (`1d6b2f`, `#1d6b2f`, `#16b`) as CSS where white text on it is readable
/// (contrast at least [`MIN_CONTRAST`]), else `None`.
///
/// ```
/// use wertung::web::common::embed::readable_accent;
/// assert_eq!(readable_accent("#0b4f96").as_deref(), Some("#0b4f96"));
/// assert_eq!(readable_accent("A00").as_deref(), Some("#aa0000"));
/// assert_eq!(readable_accent("ffff00"), None); // yellow: 1.07:1
/// assert_eq!(readable_accent("red;}"), None);
/// ```
pub fn readable_accent(hex: &str) -> Option<String> {
    let digits = hex.trim().trim_start_matches('#');
    if !digits.chars().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    let full: String = match digits.len() {
        3 => digits.chars().flat_map(|c| [c, c]).collect(),
        6 => digits.to_string(),
        _ => return None,
    };
    let full = full.to_ascii_lowercase();
    let channel = |k: usize| u8::from_str_radix(full.get(k..k + 2)?, 16).ok();
    let rgb = [channel(0)?, channel(2)?, channel(4)?];
    (contrast_with_white(rgb) >= MIN_CONTRAST).then(|| format!("#{full}"))
}

/// The contrast ratio of white on the colour `rgb` (WCAG 2.x: (L1 + 0.05) / (L2 + 0.05)).
///
/// ```
/// use wertung::web::common::embed::contrast_with_white;
/// assert!((contrast_with_white([0, 0, 0]) - 21.0).abs() < 1e-9);
/// assert!((contrast_with_white([255, 255, 255]) - 1.0).abs() < 1e-9);
/// ```
pub fn contrast_with_white(rgb: [u8; 3]) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            libm::pow((c + 0.055) / 1.055, 2.4)
        }
    };
    let l = 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
    1.05 / (l + 0.05)
}
