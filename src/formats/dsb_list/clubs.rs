//! The club names of the DSB's zip (`vereine.csv`: `ZPS-Nummer,Landesverband,
//! UebergeordneterVerband,Vereinsname`), for the club a player's membership names.

use super::{clean, decode, header_key, separator, zip, Records};
use std::borrow::Cow;

/// The clubs of a list: `(ZPS, name)` sorted by ZPS (upper case).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Clubs(Vec<(String, String)>);

impl Clubs {
    /// Clubs from `(ZPS, name)` pairs (e.g. kept with a player list's findings).
    pub fn from_pairs(mut pairs: Vec<(String, String)>) -> Clubs {
        for (z, _) in pairs.iter_mut() {
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

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The clubs of `vereine.csv` as text (any separator the player list may use); a text without
/// a ZPS and a name column has none.
pub fn read_clubs_text(text: &str) -> Clubs {
    let first = text.lines().next().unwrap_or("");
    let mut records = Records::new(text, separator(first));
    let mut cells: Vec<Cow<str>> = Vec::new();
    if records.next_into(&mut cells).is_none() {
        return Clubs::default();
    }
    let keys: Vec<String> = cells.iter().map(|c| header_key(clean(c))).collect();
    let find = |names: &[&str]| keys.iter().position(|k| names.contains(&k.as_str()));
    let (Some(zps), Some(name)) = (
        find(&["zpsnummer", "zps", "vkz"]),
        find(&["vereinsname", "verein", "name"]),
    ) else {
        return Clubs::default();
    };
    let mut clubs = Vec::new();
    while records.next_into(&mut cells).is_some() {
        let cell = |k: usize| {
            cells
                .get(k)
                .map(|c| clean(c).to_string())
                .unwrap_or_default()
        };
        let (z, n) = (cell(zps).to_ascii_uppercase(), cell(name));
        if !z.is_empty() && !n.is_empty() {
            clubs.push((z, n));
        }
    }
    clubs.sort();
    clubs.dedup_by(|a, b| a.0 == b.0);
    Clubs(clubs)
}

/// The clubs of a player list's zip (its `vereine.csv`); a text list, or a zip without it, has
/// none. Never an error: the club's name is optional in the report.
///
/// ```
/// use wertung::formats::dsb_list::clubs::read_clubs_text;
/// let clubs = read_clubs_text("ZPS-Nummer,Landesverband,UebergeordneterVerband,Vereinsname\r\n10614,1,100,\"SC Frankfurt, 1880\"\r\n");
/// assert_eq!(clubs.name("10614"), Some("SC Frankfurt, 1880"));
/// assert_eq!(clubs.name("10615"), None);
/// ```
pub fn read_clubs(bytes: &[u8]) -> Clubs {
    if !zip::is_zip(bytes) {
        return Clubs::default();
    }
    let Ok(entries) = zip::entries(bytes) else {
        return Clubs::default();
    };
    entries
        .iter()
        .find(|e| e.file_name() == "vereine.csv")
        .and_then(|e| zip::unpack(bytes, e).ok())
        .map(|data| read_clubs_text(&decode(&data)))
        .unwrap_or_default()
}
