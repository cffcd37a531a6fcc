//! FIDE's list as the calculator kept it in the browser before: not the 40 MB zip
//! but what [`FideList`] keeps, one player a line, read back without parsing FIDE's layouts
//! again. The calculator now keeps the binary form with the name search
//! (`formats::address_book::stored`), which still reads this one.
//!
//! The first line names the form, the kind and the month (`wertung-fide 1|C|2026-03-01`; `-`
//! where the list gives none); then per player
//! `FIDE ID|standard|rapid|blitz|birth year|federation|titles|flags|name` (numbers, `0` none;
//! the name last, so that it may hold any character but a line break). About 45 bytes a player
//! (FIDE's own text: 164).
//!
//! ```
//! use wertung::formats::fide_list::read_fide_list;
//! use wertung::formats::fide_list::stored::{read_stored, write_stored};
//! let xml = "<playerslist><player><fideid>300001</fideid><name>Dvorak, Tomas</name><country>CZE</country>\
//!   <sex>M</sex><title>FM</title><rating>2210</rating><birthday>1985</birthday><flag>i</flag></player></playerslist>";
//! let list = read_fide_list(xml.as_bytes()).unwrap();
//! let kept = write_stored(&list);
//! assert_eq!(kept.lines().nth(1), Some("300001|2210|0|0|1985|CZE|3|5|Dvorak, Tomas"));
//! assert_eq!(read_stored(kept.as_bytes()), Some(list));
//! assert_eq!(read_stored(b"ID Number  Name"), None);
//! ```

use super::{FideList, FidePlayer, Kind, Rating};
use crate::dwz::Date;

/// The first word of the form's first line.
const MAGIC: &str = "wertung-fide 1";

/// The kind's letter in a stored form.
pub(crate) fn kind_code(k: Kind) -> &'static str {
    match k {
        Kind::Combined => "C",
        Kind::Xml => "X",
        Kind::Single(Rating::Standard) => "S",
        Kind::Single(Rating::Rapid) => "R",
        Kind::Single(Rating::Blitz) => "B",
    }
}

/// The kind of its letter in a stored form.
pub(crate) fn kind_of(code: &str) -> Option<Kind> {
    Some(match code {
        "C" => Kind::Combined,
        "X" => Kind::Xml,
        "S" => Kind::Single(Rating::Standard),
        "R" => Kind::Single(Rating::Rapid),
        "B" => Kind::Single(Rating::Blitz),
        _ => return None,
    })
}

/// The list in its stored form.
pub fn write_stored(list: &FideList) -> String {
    use std::fmt::Write;
    let month = list
        .month
        .map_or_else(|| "-".to_string(), |d| d.to_string());
    let mut s = String::with_capacity(list.players.len() * 48 + 64);
    let _ = writeln!(s, "{MAGIC}|{}|{month}", kind_code(list.kind));
    for p in &list.players {
        let [standard, rapid, blitz] = p.ratings;
        let _ = writeln!(
            s,
            "{}|{standard}|{rapid}|{blitz}|{}|{}|{}|{}|{}",
            p.fide_id,
            p.born,
            p.federation(),
            p.titles,
            p.flags,
            list.name(p)
        );
    }
    s
}

/// The list read back from its stored form; `None` where the bytes are not one (a list kept by
/// another version: read again from its file).
pub fn read_stored(bytes: &[u8]) -> Option<FideList> {
    let text = std::str::from_utf8(bytes).ok()?;
    let mut lines = text.lines();
    let mut head = lines.next()?.split('|');
    if head.next()? != MAGIC {
        return None;
    }
    let mut list = FideList::new(kind_of(head.next()?)?);
    list.month = match head.next()? {
        "-" => None,
        d => Some(Date::parse(d)?),
    };
    for line in lines {
        let mut f = line.splitn(9, '|');
        let mut number = || f.next()?.parse::<u32>().ok();
        let fide_id = number()?;
        let ratings = [number()?, number()?, number()?].map(|r| u16::try_from(r).unwrap_or(0));
        let born = u16::try_from(number()?).ok()?;
        let federation = f.next()?;
        let mut fed = [b' '; 3];
        for (slot, b) in fed.iter_mut().zip(federation.bytes()) {
            *slot = b;
        }
        let titles = f.next()?.parse::<u8>().ok()?;
        let flags = f.next()?.parse::<u8>().ok()?;
        let name = f.next()?;
        let name_at = u32::try_from(list.names.len()).ok()?;
        list.names.push_str(name);
        list.players.push(FidePlayer {
            fide_id,
            name_at,
            name_len: u16::try_from(name.len()).ok()?,
            ratings,
            born,
            fed,
            titles,
            flags,
        });
    }
    Some(list.finish())
}
