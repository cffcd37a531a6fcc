//! Text the pages write into their HTML: a date in the page's language. (The pages write no
//! markup as text: every view is rendered by Leptos, whose text nodes need no escaping.)

use crate::dwz::Date;
use crate::i18n::Lang;

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
