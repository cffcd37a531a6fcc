//! HTML text the pages write: escaping (for what is only printed), a date in the page's
//! language. Every imported or typed text written into HTML goes through [`esc`].

use crate::dwz::Date;
use crate::i18n::Lang;

/// Escapes text for HTML content and attribute values.
///
/// ```
/// use wertung::web::common::html::esc;
/// assert_eq!(esc("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
/// ```
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        match ch {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A date as the page shows it: 12.12.2026 in German, 2026-12-12 in English.
///
/// ```
/// use wertung::dwz::Date;
/// use wertung::i18n::Lang;
/// use wertung::web::common::html::date_text;
/// let d = Date::new(2026, 12, 1).unwrap();
/// assert_eq!((date_text(Lang::De, d), date_text(Lang::En, d)), ("01.12.2026".into(), "2026-12-01".into()));
/// ```
pub fn date_text(l: Lang, d: Date) -> String {
    match l {
        Lang::De => format!("{:02}.{:02}.{:04}", d.day, d.month, d.year),
        Lang::En => d.to_string(),
    }
}
