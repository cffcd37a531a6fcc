//! Calendar dates as the Wertungsordnung needs them: the tournament end (age groups, WO 3.2) and
//! the dates of Restpartien (expiry after two years, WO 4.1.1).

use std::fmt;

/// A calendar date (proleptic Gregorian).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    /// The year.
    pub year: i32,
    /// The month, 1 to 12.
    pub month: u8,
    /// The day of the month, 1 to 31.
    pub day: u8,
}

impl Date {
    /// A checked date; `None` when the day does not exist.
    pub fn new(year: i32, month: u8, day: u8) -> Option<Date> {
        if !(1..=super::limits::LAST_YEAR).contains(&year) || !(1..=12).contains(&month) {
            return None;
        }
        if day == 0 || day > days_in_month(year, month) {
            return None;
        }
        Some(Date { year, month, day })
    }

    /// Reads `YYYY-MM-DD` (ISO 8601) or `DD.MM.YYYY` (German).
    ///
    /// ```
    /// use wertung::dwz::Date;
    /// assert_eq!(Date::parse("2026-12-12"), Date::parse("12.12.2026"));
    /// assert!(Date::parse("2026-02-30").is_none());
    /// assert!(Date::parse("12/12/2026").is_none());
    /// ```
    pub fn parse(text: &str) -> Option<Date> {
        let text = text.trim();
        let parts: Vec<&str> = if text.contains('-') {
            text.split('-').collect()
        } else {
            let mut p: Vec<&str> = text.split('.').collect();
            p.reverse();
            p
        };
        if parts.len() != 3 || parts.iter().any(|p| p.is_empty() || p.len() > 4) {
            return None;
        }
        if parts[0].len() != 4 || !parts.iter().all(|p| p.bytes().all(|b| b.is_ascii_digit())) {
            return None;
        }
        let year = parts[0].parse().ok()?;
        let month = parts[1].parse().ok()?;
        let day = parts[2].parse().ok()?;
        Date::new(year, month, day)
    }

    /// The same calendar day `years` later; 29 February becomes 28 February in a common year
    /// (the period ends with the last day of the month, BGB § 188).
    #[must_use]
    pub fn add_years(self, years: i32) -> Date {
        let year = self.year + years;
        let day = self.day.min(days_in_month(year, self.month));
        Date {
            year,
            month: self.month,
            day,
        }
    }
}

impl Date {
    /// The same day `months` later (earlier where negative); a day the month lacks becomes its
    /// last day (31 March minus one month is 28 or 29 February).
    ///
    /// ```
    /// use wertung::dwz::Date;
    /// let d = Date::new(2026, 11, 28).unwrap();
    /// assert_eq!(d.add_months(-26), Date::new(2024, 9, 28).unwrap());
    /// assert_eq!(Date::new(2026, 3, 31).unwrap().add_months(-1), Date::new(2026, 2, 28).unwrap());
    /// ```
    #[must_use]
    pub fn add_months(self, months: i32) -> Date {
        let index = self.year * 12 + i32::from(self.month) - 1 + months;
        let year = index.div_euclid(12);
        let month = (index.rem_euclid(12) + 1) as u8;
        Date {
            year,
            month,
            day: self.day.min(days_in_month(year, month)),
        }
    }
}

impl Date {
    /// The day number of this date: days since 1 January 1970 (negative before), the count
    /// that clocks and spreadsheets' serial dates are kept in (H. Hinnant's `days_from_civil`).
    ///
    /// ```
    /// use wertung::dwz::Date;
    /// assert_eq!(Date::new(1970, 1, 1).unwrap().days_since_1970(), 0);
    /// assert_eq!(Date::new(2026, 11, 18).unwrap().days_since_1970(), 20_775);
    /// assert_eq!(Date::new(1899, 12, 30).unwrap().days_since_1970(), -25_569);
    /// ```
    pub fn days_since_1970(self) -> i64 {
        let (m, d) = (i64::from(self.month), i64::from(self.day));
        // The year counted from March, so that the leap day is the last of its year.
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date of a day number (days since 1 January 1970), the inverse of
    /// [`Date::days_since_1970`]; `None` outside the years 1 to 9999.
    ///
    /// ```
    /// use wertung::dwz::Date;
    /// assert_eq!(Date::from_days_since_1970(20_775), Date::new(2026, 11, 18));
    /// assert_eq!(Date::from_days_since_1970(-25_568), Date::new(1899, 12, 31));
    /// assert_eq!(Date::from_days_since_1970(i64::MAX / 2), None);
    /// ```
    pub fn from_days_since_1970(days: i64) -> Option<Date> {
        let z = days.checked_add(719_468)?;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = (yoe + era * 400).checked_add(i64::from(month <= 2))?;
        Date::new(
            i32::try_from(year).ok()?,
            u8::try_from(month).ok()?,
            u8::try_from(day).ok()?,
        )
    }

    /// The ISO weekday: 1 Monday … 7 Sunday (1 January 1970 was a Thursday).
    ///
    /// ```
    /// use wertung::dwz::Date;
    /// assert_eq!(Date::new(2026, 11, 28).unwrap().iso_weekday(), 6);
    /// assert_eq!(Date::new(2026, 1, 4).unwrap().iso_weekday(), 7);
    /// ```
    pub fn iso_weekday(self) -> u8 {
        (self.days_since_1970() + 3).rem_euclid(7) as u8 + 1
    }

    /// The ISO 8601 week of the date, with the year it belongs to: the week of its Thursday,
    /// week 1 holding 4 January (the first days of January may belong to the year before,
    /// the last days of December to the next).
    ///
    /// ```
    /// use wertung::dwz::Date;
    /// assert_eq!(Date::new(2026, 1, 4).unwrap().iso_week(), (2026, 1));
    /// assert_eq!(Date::new(2021, 1, 3).unwrap().iso_week(), (2020, 53));
    /// assert_eq!(Date::new(2024, 12, 30).unwrap().iso_week(), (2025, 1));
    /// ```
    pub fn iso_week(self) -> (i32, u32) {
        let days = self.days_since_1970();
        let thursday = days - i64::from(self.iso_weekday()) + 4;
        let year = Date::from_days_since_1970(thursday).map_or(self.year, |t| t.year);
        let jan1 = Date {
            year,
            month: 1,
            day: 1,
        }
        .days_since_1970();
        (year, ((thursday - jan1) / 7 + 1) as u32)
    }

    /// The Sunday that ends ISO week `week` of `year` (the inverse of [`Date::iso_week`]):
    /// week 1 holds 4 January; week 53 of a year of 52 weeks is the next year's first. `None`
    /// for week 0 or above 53, or outside the years 1 to 9999.
    ///
    /// ```
    /// use wertung::dwz::Date;
    /// assert_eq!(Date::iso_week_end(2026, 1), Date::new(2026, 1, 4));
    /// assert_eq!(Date::iso_week_end(2020, 53), Date::new(2021, 1, 3));
    /// assert_eq!(Date::iso_week_end(2026, 53), Date::new(2027, 1, 3));
    /// assert_eq!(Date::iso_week_end(2026, 0), None);
    /// ```
    pub fn iso_week_end(year: i32, week: u32) -> Option<Date> {
        if !(1..=53).contains(&week) {
            return None;
        }
        let jan4 = Date::new(year, 1, 4)?;
        let monday = jan4.days_since_1970() - i64::from(jan4.iso_weekday()) + 1;
        Date::from_days_since_1970(monday + 7 * (i64::from(week) - 1) + 6)
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

fn is_leap(year: i32) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

fn days_in_month(year: i32, month: u8) -> u8 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap(year) => 29,
        2 => 28,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every day of 1990 to 2040 lies in the ISO week whose Sunday ends it, within its last
    /// seven days; a week's Sunday gives the week back.
    #[test]
    fn iso_weeks_and_their_sundays_agree() {
        let (from, to) = (
            Date::new(1990, 1, 1).unwrap().days_since_1970(),
            Date::new(2040, 12, 31).unwrap().days_since_1970(),
        );
        for days in from..=to {
            let d = Date::from_days_since_1970(days).unwrap();
            let (year, week) = d.iso_week();
            let sunday = Date::iso_week_end(year, week).unwrap();
            assert_eq!(sunday.iso_weekday(), 7, "{d}");
            assert!((0..7).contains(&(sunday.days_since_1970() - days)), "{d}");
            assert_eq!(sunday.iso_week(), (year, week), "{d}");
        }
    }

    #[test]
    fn parses_and_orders_dates() {
        let a = Date::parse("2025-10-01").unwrap();
        let b = Date::parse("2026-12-12").unwrap();
        assert!(a < b);
        assert_eq!(b.to_string(), "2026-12-12");
        assert_eq!(
            Date::parse("2024-02-29").unwrap().add_years(2),
            Date::new(2026, 2, 28).unwrap()
        );
        for bad in [
            "",
            "2026-13-01",
            "2026-1-1-1",
            "20261212",
            "x.12.2026",
            "2026-00-10",
        ] {
            assert!(Date::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn day_numbers_go_there_and_back() {
        for days in (-719_000..2_900_000).step_by(997) {
            let date = Date::from_days_since_1970(days).unwrap();
            assert_eq!(date.days_since_1970(), days, "{date}");
        }
        let a = Date::new(2024, 2, 28).unwrap();
        assert_eq!(
            Date::new(2024, 3, 1).unwrap().days_since_1970() - a.days_since_1970(),
            2
        );
    }
}
