//! The club names of the DSB's zip (`vereine.csv`, read with the list:
//! [`PlayerList::clubs`](super::PlayerList::clubs)), looked up for the club a player's
//! membership names.

/// The clubs of a list: `(ZPS, name)` sorted by ZPS (upper case).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Clubs(Vec<(String, String)>);

impl Clubs {
    /// The clubs of a player list (empty without its zip's `vereine.csv`).
    ///
    /// ```
    /// use wertung::formats::dsb_list::{clubs::Clubs, read_clubs};
    /// let list = read_clubs("ZPS-Nummer,Landesverband,UebergeordneterVerband,Vereinsname\r\n10614,1,100,\"SC Frankfurt, 1880\"\r\n");
    /// let clubs = Clubs::from_pairs(list);
    /// assert_eq!(clubs.name("10614"), Some("SC Frankfurt, 1880"));
    /// assert_eq!(clubs.name("10615"), None);
    /// ```
    pub fn of(list: &super::PlayerList) -> Clubs {
        Clubs::from_pairs(list.clubs.clone())
    }

    /// Clubs from `(ZPS, name)` pairs (e.g. kept with a player list's findings).
    pub fn from_pairs(mut pairs: Vec<(String, String)>) -> Clubs {
        for (z, _) in &mut pairs {
            *z = z.trim().to_ascii_uppercase();
        }
        pairs.sort();
        pairs.dedup_by(|a, b| a.0 == b.0);
        Clubs(pairs)
    }

    /// The name of the club with this ZPS (VKZ).
    pub fn name(&self, zps: &str) -> Option<&str> {
        let key = zps.trim().to_ascii_uppercase();
        self.0
            .binary_search_by(|(z, _)| z.as_str().cmp(&key))
            .ok()
            .and_then(|k| self.0.get(k))
            .map(|(_, n)| n.as_str())
    }

    /// The number of clubs.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True where there is no club.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}
