//! WO Anhang 4: the one-time change of the DWZ scale in 2026.

use super::numeric::round_half_away;
use super::tournament::Tournament;

/// WO 3.5.2, Anhang 4: no DWZ of the 2026 scale is below this.
pub const NEW_SCALE_MIN: u32 = 1100;

/// The lowest DWZ of a tournament where it is below [`NEW_SCALE_MIN`]: its ratings are on the
/// old scale (an older file), to be converted by [`scale_2026`].
///
/// ```
/// use wertung::dwz::{Date, Kind, Player, Tournament};
/// use wertung::dwz::scale::old_scale;
/// let rated = |id: &str, dwz| Player { dwz: Some(dwz), ..Player::new(id) };
/// let mut t = Tournament { name: String::new(), end_date: Date::new(2026, 1, 1).unwrap(),
///     kind: Kind::Tournament, players: vec![rated("A", 763), rated("B", 1500)], games: vec![] };
/// assert_eq!(old_scale(&t), Some(763));
/// t.players.remove(0);
/// assert_eq!(old_scale(&t), None);
/// ```
pub fn old_scale(t: &Tournament) -> Option<u32> {
    t.players
        .iter()
        .filter_map(|p| p.dwz)
        .min()
        .filter(|&d| d < NEW_SCALE_MIN)
}

/// Anhang 4: the new-scale DWZ of an old-scale DWZ: +400 up to 1000, 0,64 * DWZ + 760 up to
/// 2110, unchanged above. Rounded to an integer; `None` for a non-positive old DWZ.
///
/// ```
/// use wertung::dwz::scale_2026;
/// assert_eq!(scale_2026(800), Some(1200));
/// assert_eq!(scale_2026(1000), Some(1400));
/// assert_eq!(scale_2026(1500), Some(1720));
/// assert_eq!(scale_2026(2110), Some(2110)); // 2110,4
/// assert_eq!(scale_2026(2300), Some(2300));
/// assert_eq!(scale_2026(0), None);
/// ```
pub fn scale_2026(old: i64) -> Option<i64> {
    let old_f = old as f64;
    let new = match old {
        i64::MIN..=0 => return None,
        1..=1000 => old_f + 400.0,
        1001..=2110 => 0.64 * old_f + 760.0,
        _ => old_f,
    };
    Some(round_half_away(new, 0) as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scale_is_monotone_and_continuous() {
        let mut last = 0;
        for old in 1..3000 {
            let new = scale_2026(old).unwrap();
            assert!(new >= last, "{old}");
            assert!(new - last <= 1 || old == 1, "jump at {old}");
            assert!(new >= old);
            last = new;
        }
    }
}
