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

/// What a club's webmaster chooses for his embed in "Einbinden": the options of the frame's
/// address.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Choice {
    /// The embed's language (`lang=`); `None`: the visitor's, with the language button.
    pub lang: Option<Lang>,
    /// The explanations left out (`compact=1`).
    pub compact: bool,
    /// The club's colour as typed (`accent=`, taken where [`readable_accent`] takes it).
    pub accent: String,
    /// The tournament's end date as typed (`ende=`, a preset of the form).
    pub end: String,
}

impl Choice {
    /// The frame's query: `embed=1` and the options chosen (a colour only where it is readable).
    ///
    /// ```
    /// use wertung::web::common::embed::Choice;
    /// use wertung::i18n::Lang;
    /// let c = Choice { lang: Some(Lang::En), compact: true, accent: "#1D6B2F".into(), end: "30.01.2027".into() };
    /// assert_eq!(c.query(), "embed=1&lang=en&compact=1&accent=1d6b2f&ende=30.01.2027");
    /// let unreadable = Choice { accent: "ffff00".into(), end: " ".into(), ..Choice::default() };
    /// assert_eq!(unreadable.query(), "embed=1");
    /// ```
    pub fn query(&self) -> String {
        let mut q = vec!["embed=1".to_string()];
        if let Some(l) = self.lang {
            q.push(format!("lang={}", l.code()));
        }
        if self.compact {
            q.push("compact=1".into());
        }
        if let Some(accent) = readable_accent(&self.accent) {
            q.push(format!("accent={}", accent.trim_start_matches('#')));
        }
        let end = self.end.trim();
        if !end.is_empty() {
            q.push(format!("ende={}", escape_value(end)));
        }
        q.join("&")
    }

    /// The snippet for the club's page: the frame at `base` (the calculator's address) with the
    /// options chosen, allowed to copy and share, and the script that follows its messages from
    /// `origin` only: the height of its content (`wertung-height`; the tournament page's with
    /// `fit`, kept to the window's height) and the result line to bring into view
    /// (`wertung-scroll`, the frame's `top` and `bottom` of what to show), never while the
    /// visitor scrolls the page himself.
    ///
    /// ```
    /// use wertung::web::common::embed::Choice;
    /// let s = Choice { compact: true, ..Choice::default() }.snippet("https://club.de/dwz/", "https://club.de");
    /// assert!(s.contains(r#"src="https://club.de/dwz/?embed=1&amp;compact=1""#));
    /// assert!(s.contains(r#"allow="clipboard-write; web-share""#));
    /// assert!(s.contains("e.origin !== 'https://club.de'"));
    /// assert!(s.contains("wertung-scroll"));
    /// ```
    pub fn snippet(&self, base: &str, origin: &str) -> String {
        let src = format!("{base}?{}", self.query()).replace('&', "&amp;");
        format!(
            r#"<iframe src="{src}" title="DWZ-Rechner" allow="clipboard-write; web-share" style="width:100%;border:0" height="900" id="wertung"></iframe>
<script>
(function () {{
  var frame = document.getElementById('wertung'), own = 0;
  ['wheel', 'touchmove', 'keydown'].forEach(function (t) {{
    addEventListener(t, function () {{ own = Date.now(); }}, {{ passive: true }});
  }});
  addEventListener('message', function (e) {{
    if (e.origin !== '{origin}' || !e.data) return;
    if (e.data.type === 'wertung-height') {{
      frame.style.height = (e.data.fit ? Math.min(e.data.height, innerHeight) : e.data.height) + 'px';
    }}
    if (e.data.type === 'wertung-scroll' && Date.now() - own > 1000) {{
      var r = frame.getBoundingClientRect(), top = r.top + e.data.top, bottom = r.top + e.data.bottom;
      if (bottom > innerHeight) scrollBy(0, Math.min(bottom - innerHeight + 8, top - 8));
      else if (top < 0) scrollBy(0, top - 8);
    }}
  }});
}})();
</script>"#
        )
    }
}

/// A value of the frame's address: what is not a letter, a digit or `.-_~` percent-encoded.
fn escape_value(value: &str) -> String {
    value
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'.' | b'-' | b'_' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}
