//! The two tables of the FIDE Rating Regulations 8.1: dp from the percentage score p (8.1.1)
//! and the expected score PD from the rating difference D (8.1.2).

use super::Hundredths;

/// Table 8.1.2: the upper end of each band of |D| with the higher rated player's PD (in
/// hundredths); above the last band (|D| > 735) PD is 1.00.
#[rustfmt::skip]
const PD_BANDS: [(u32, Hundredths); 50] = [
    (3, 50), (10, 51), (17, 52), (25, 53), (32, 54), (39, 55), (46, 56), (53, 57), (61, 58),
    (68, 59), (76, 60), (83, 61), (91, 62), (98, 63), (106, 64), (113, 65), (121, 66), (129, 67),
    (137, 68), (145, 69), (153, 70), (162, 71), (170, 72), (179, 73), (188, 74), (197, 75),
    (206, 76), (215, 77), (225, 78), (235, 79), (245, 80), (256, 81), (267, 82), (278, 83),
    (290, 84), (302, 85), (315, 86), (328, 87), (344, 88), (357, 89), (374, 90), (391, 91),
    (411, 92), (432, 93), (456, 94), (484, 95), (517, 96), (559, 97), (619, 98), (735, 99),
];

/// Table 8.1.1: dp for p = 1.00, 0.99, …, 0.50 (index = 100 − p in hundredths).
#[rustfmt::skip]
const DP: [i32; 51] = [
    800, 677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284, 273, 262,
    251, 240, 230, 220, 211, 202, 193, 184, 175, 166, 158, 149, 141, 133, 125, 117, 110, 102, 95,
    87, 80, 72, 65, 57, 50, 43, 36, 29, 21, 14, 7, 0,
];

/// Table 8.1.2: the higher rated player's PD (hundredths) for a rating difference `d_abs`
/// (= |D|); the lower rated player's is 100 minus it.
///
/// ```
/// use wertung::fide::tables::pd_of_higher;
/// assert_eq!((pd_of_higher(0), pd_of_higher(3), pd_of_higher(4)), (50, 50, 51));
/// assert_eq!((pd_of_higher(400), pd_of_higher(735), pd_of_higher(736)), (92, 99, 100));
/// ```
pub fn pd_of_higher(d_abs: u32) -> Hundredths {
    PD_BANDS
        .iter()
        .find(|(upper, _)| d_abs <= *upper)
        .map_or(100, |&(_, pd)| pd)
}

/// Table 8.1.1: dp for a score p in hundredths (0 to 100); below 0.50 the negative of dp for
/// 1 − p.
///
/// ```
/// use wertung::fide::tables::dp_of_p;
/// assert_eq!((dp_of_p(100), dp_of_p(57), dp_of_p(50)), (800, 50, 0));
/// assert_eq!((dp_of_p(29), dp_of_p(0)), (-158, -800));
/// ```
pub fn dp_of_p(p: Hundredths) -> i32 {
    let p = p.clamp(0, 100);
    if p >= 50 {
        DP[(100 - p) as usize]
    } else {
        -DP[p as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_band_edge_of_table_8_1_2() {
        let mut lower = 0;
        for (upper, pd) in PD_BANDS {
            assert_eq!(pd_of_higher(lower), pd, "lower end {lower}");
            assert_eq!(pd_of_higher(upper), pd, "upper end {upper}");
            lower = upper + 1;
        }
        assert_eq!(pd_of_higher(lower), 100);
        assert_eq!(pd_of_higher(u32::MAX), 100);
    }

    #[test]
    fn table_8_1_1_is_odd_around_one_half_and_monotone() {
        for p in 0..=100 {
            assert_eq!(dp_of_p(p), -dp_of_p(100 - p), "p {p}");
            if p > 0 {
                assert!(dp_of_p(p) > dp_of_p(p - 1) || (p == 50), "p {p}");
            }
        }
    }
}
