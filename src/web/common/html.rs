//! HTML text the pages write: escaping, the start of a result table, a date in the page's
//! language. Every imported or typed text goes through [`esc`].

use crate::dwz::Date;
use crate::i18n::Lang;
use std::fmt::Write;

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

/// The start of a result table: its class, id and column heads (escaped), up to the open
/// `<tbody>`.
///
/// ```
/// use wertung::web::common::html::table_start;
/// assert_eq!(table_start("evaluation", "ingo", ["Nr.", "<x>"]),
///     "<table class=\"evaluation\" id=\"ingo\"><thead><tr><th scope=\"col\">Nr.</th>\
///      <th scope=\"col\">&lt;x&gt;</th></tr></thead><tbody>");
/// ```
pub fn table_start<'a>(class: &str, id: &str, heads: impl IntoIterator<Item = &'a str>) -> String {
    let mut h = format!("<table class=\"{class}\" id=\"{id}\"><thead><tr>");
    for head in heads {
        let _ = write!(h, "<th scope=\"col\">{}</th>", esc(head));
    }
    h.push_str("</tr></thead><tbody>");
    h
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
