//! A person of the DSB list (or of both lists, [`crate::formats::address_book`]) as the
//! calculator's name fields offer and fill him in.

use super::matching::ListIndex;

/// A person offered for what was typed, as the calculator shows and fills him in and the
/// address book suggests him ([`crate::formats::address_book::AddressBook::suggest`]): name as
/// the list writes it, birth year, club (its name from the zip's `vereine.csv`, else its ZPS),
/// DWZ, index, FIDE Elo, federation, FIDE ID and title. The fields added later are optional
/// on reading, so that a person kept by an earlier release still reads.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct NameHit {
    /// The name as the list writes it (`Nachname,Vorname`).
    pub name: String,
    /// The year of birth.
    pub birth_year: Option<i32>,
    /// The club's name, else `ZPS` and its number.
    pub club: String,
    /// The DWZ.
    pub dwz: Option<u32>,
    /// The DWZ index.
    pub index: Option<u32>,
    /// The FIDE rating: FIDE's list's standard rating where that list is loaded and holds
    /// him, else the DSB list's.
    pub elo: Option<u32>,
    /// The federation (`CZE`) where FIDE's list is loaded; none for the DSB
    /// list alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub federation: Option<String>,
    /// Whether FIDE's list holds him (his `elo` is then that list's).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub in_fide_list: bool,
    /// The FIDE ID: FIDE's list's, else the DSB list's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fide_id: Option<u64>,
    /// The FIDE title (`GM`, `WIM`): FIDE's list's (the title, else the women's title), else
    /// the DSB list's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

impl NameHit {
    /// The rating that stands for his DWZ, and whether it is his FIDE rating in place of one
    /// (WO 4.1.2, `NOTES.md` "Ratings of other systems"): his DWZ; else, for a player without
    /// DWZ, the standard rating of FIDE's current list where that list holds him with one;
    /// else none (he counts as without DWZ). A player without DWZ listed by FIDE with 2210
    /// gives `Some((2210, true))`. The calculator fills a chosen opponent's rating so; the DSB
    /// list's Elo column alone fills none, as before FIDE's list could be loaded.
    ///
    /// ```
    /// use wertung::formats::dsb_list::search::NameHit;
    /// let tomas = NameHit { name: "Dvorak, Tomas".into(), birth_year: Some(1985), club: String::new(),
    ///     dwz: None, index: None, elo: Some(2210), federation: Some("CZE".into()), in_fide_list: true,
    ///     fide_id: Some(300001), title: None };
    /// assert_eq!(tomas.dwz_or_stand_in(), Some((2210, true)));
    /// let member = NameHit { dwz: Some(1850), in_fide_list: true, ..tomas.clone() };
    /// assert_eq!(member.dwz_or_stand_in(), Some((1850, false)));
    /// let unlisted = NameHit { in_fide_list: false, ..tomas };
    /// assert_eq!(unlisted.dwz_or_stand_in(), None);
    /// ```
    pub fn dwz_or_stand_in(&self) -> Option<(u32, bool)> {
        match (self.dwz, self.elo) {
            (Some(d), _) => Some((d, false)),
            (None, Some(e)) if self.in_fide_list => Some((e, true)),
            _ => None,
        }
    }

    /// The person of `row` of the list.
    pub fn of(index: &ListIndex, row: usize) -> Option<NameHit> {
        let r = index.list.rows.get(row)?;
        let club = r
            .club
            .as_deref()
            .map(|z| {
                index
                    .list
                    .club_name(z)
                    .map_or_else(|| format!("ZPS {z}"), str::to_string)
            })
            .unwrap_or_default();
        Some(NameHit {
            name: r.name.clone(),
            birth_year: r.birth_year,
            club,
            dwz: r.dwz,
            index: r.index,
            elo: r.fide_rating,
            federation: None,
            in_fide_list: false,
            fide_id: r.fide_id,
            title: r.fide_title.as_deref().map(String::from),
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // a failure here is the test failing
    use super::NameHit;

    #[test]
    fn a_person_kept_by_an_earlier_release_still_reads_and_the_new_fields_round_trip() {
        let earlier = r#"{"name":"Müller,Hans","birth_year":1970,"club":"ZPS 10614","dwz":1850,"index":42,"elo":1905}"#;
        let hans: NameHit = serde_json::from_str(earlier).unwrap();
        assert_eq!(
            (hans.dwz, hans.fide_id, hans.title.as_deref()),
            (Some(1850), None, None)
        );
        // What is not given is not written: the earlier form comes back as it was.
        assert_eq!(serde_json::to_string(&hans).unwrap(), earlier);
        let titled = NameHit {
            fide_id: Some(4_100_018),
            title: Some("FM".into()),
            ..hans
        };
        let text = serde_json::to_string(&titled).unwrap();
        assert!(
            text.ends_with(r#""fide_id":4100018,"title":"FM"}"#),
            "{text}"
        );
        assert_eq!(serde_json::from_str::<NameHit>(&text).unwrap(), titled);
    }
}
