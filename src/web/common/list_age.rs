//! Whether a list chosen is older than the one kept: one rule for both pages and the second
//! module (which leaves the list in use where the page asked it to), so that the calculator
//! and the tournament page ask about the same lists.

use crate::dwz::Date;

/// Whether a list of the date `new` asks before it replaces the one loaded, of the date `kept`:
/// only where both dates are known and the new one is the older (then both dates); an equal
/// or newer one, or one whose date or the kept one's is unknown, replaces it without a
/// question.
///
/// ```
/// use wertung::dwz::Date;
/// use wertung::web::common::list_age::older;
/// let (nov, mar) = (Date::new(2025, 11, 9), Date::new(2026, 3, 1));
/// assert_eq!(older(nov, mar), Some((nov.unwrap(), mar.unwrap())));
/// assert_eq!(older(mar, nov), None);
/// ```
pub fn older(new: Option<Date>, kept: Option<Date>) -> Option<(Date, Date)> {
    match (new, kept) {
        (Some(new), Some(kept)) if new < kept => Some((new, kept)),
        _ => None,
    }
}

/// [`older`] of two dates as the lists keep them (ISO; empty or unreadable: unknown).
///
/// ```
/// use wertung::web::common::list_age::older_kept;
/// assert!(older_kept("2026-11-08", "2026-11-22").is_some());
/// assert!(older_kept("2026-11-22", "2026-11-22").is_none());
/// assert!(older_kept("", "2026-11-22").is_none());
/// ```
pub fn older_kept(new: &str, kept: &str) -> Option<(Date, Date)> {
    older(Date::parse(new), Date::parse(kept))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_older_list_asks_naming_both_dates() {
        let day = |y, m, d| Date::new(y, m, d);
        let kept = day(2025, 11, 23);
        let older_one = day(2025, 11, 9);
        assert_eq!(
            older(older_one, kept),
            Some((older_one.unwrap(), kept.unwrap()))
        );
        // Equal, newer, or a date unknown on either side: no question.
        assert_eq!(older(kept, kept), None);
        assert_eq!(older(day(2026, 1, 4), kept), None);
        assert_eq!(older(None, kept), None);
        assert_eq!(older(older_one, None), None);
        assert_eq!(older(None, None), None);
    }
}
