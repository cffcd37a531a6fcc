//! The XML variant: `<playerslist>` of `<player>` elements, each read as soon as it is complete
//! (the elements' names as in `shared/spec/fide-player-list.md`; empty or `0` is none).
//!
//! Hand-written, not quick-xml: the chunks come from the inflater a callback at a
//! time ([`super::stream`]), so each complete `<player>` is cut out here, and quick-xml's
//! reader over that element (its eleven wanted children into borrowed slots) took 7.6 s for
//! 600 000 players (266 MB) against 4.0 s for the lookup below (`cargo run --release --example
//! bench_fide_xml`, best of 5, on a shared machine): about twice as slow for FIDE's whole list.

use super::text::decode_line;
use super::{birth_year, fide_id, rating, FideList, Row, MAX_LINE};
use crate::input::{At, Format, InputError, Problem};
use std::borrow::Cow;

/// The XML read so far: the start of the player element not yet complete.
#[derive(Debug, Default)]
pub(super) struct Elements {
    pending: Vec<u8>,
    /// `<playerslist` was seen.
    root: bool,
    /// The line `pending` starts on (1-based).
    line: usize,
}

const END: &[u8] = b"</player>";

impl Elements {
    /// Starts at line `line` of the file.
    pub(super) fn at(line: usize) -> Elements {
        Elements {
            line,
            ..Elements::default()
        }
    }

    /// Reads the next bytes of the XML (line breaks or none): every player they complete is
    /// added to `list`.
    pub(super) fn feed(&mut self, bytes: &[u8], list: &mut FideList) -> Result<(), InputError> {
        let mut from = self.pending.len().saturating_sub(END.len() - 1);
        self.pending.extend_from_slice(bytes);
        if !self.root {
            match find(&self.pending, b"<playerslist") {
                Some(_) => {
                    self.root = true;
                    from = 0;
                }
                None if self.pending.len() > MAX_LINE => return Err(not_fide(self.line)),
                None => return Ok(()),
            }
        }
        let mut used = 0;
        while let Some(end) = find(&self.pending[from..], END).map(|k| from + k) {
            let element = &self.pending[used..end];
            // One player's element, a few lines: a crate for counting them would be a
            // dependency for nothing.
            #[allow(clippy::naive_bytecount)]
            let newlines = element.iter().filter(|&&b| b == b'\n').count();
            self.line += newlines;
            let start = find(element, b"<player>").map_or(0, |k| k + 8);
            let text = decode_line(element.get(start..).unwrap_or(&[]));
            list.push_owned(player(&text, self.line)?, self.line)?;
            used = end + END.len();
            from = used;
        }
        self.pending.drain(..used);
        self.bounded()
    }

    /// A player element longer than [`MAX_LINE`] is refused.
    fn bounded(&self) -> Result<(), InputError> {
        if self.pending.len() > MAX_LINE {
            return Err(InputError::at(
                At::Line(self.line),
                "",
                Problem::TooLarge {
                    size: self.pending.len() as u64,
                    max: MAX_LINE as u64,
                },
            ));
        }
        Ok(())
    }

    /// At the end: a file without `<playerslist>` is no FIDE list.
    pub(super) fn finish(&self) -> Result<(), InputError> {
        if self.root {
            Ok(())
        } else {
            Err(not_fide(self.line))
        }
    }
}

fn not_fide(n: usize) -> InputError {
    InputError::at(At::Line(n), "", Problem::NotThisFormat(Format::FideList))
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// The text of element `tag` inside `element` (entities resolved); empty where it is missing or
/// empty (`<tag/>`).
fn value<'a>(element: &'a str, tag: &str) -> Cow<'a, str> {
    // `<tag>`: the tag's name right after a `<` and right before a `>`.
    let from = element.match_indices(tag).find_map(|(k, _)| {
        let open = k.checked_sub(1).and_then(|b| element.as_bytes().get(b)) == Some(&b'<');
        let end = k + tag.len();
        (open && element.as_bytes().get(end) == Some(&b'>')).then_some(end + 1)
    });
    let Some(from) = from else {
        return Cow::Borrowed("");
    };
    let rest = &element[from..];
    let v = rest.find("</").map_or(rest, |k| &rest[..k]).trim();
    if v.contains('&') {
        Cow::Owned(unescape(v))
    } else {
        Cow::Borrowed(v)
    }
}

/// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and `&#NNN;` / `&#xHH;` resolved.
fn unescape(v: &str) -> String {
    let mut out = String::with_capacity(v.len());
    let mut rest = v;
    while let Some(k) = rest.find('&') {
        out.push_str(&rest[..k]);
        rest = &rest[k..];
        let Some(end) = rest.find(';') else { break };
        let entity = &rest[1..end];
        let ch = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            e => e
                .strip_prefix("#x")
                .and_then(|h| u32::from_str_radix(h, 16).ok())
                .or_else(|| e.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        };
        match ch {
            Some(c) => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// One `<player>` element's content (entities resolved).
fn player(element: &str, n: usize) -> Result<Owned, InputError> {
    let v = |tag: &str| value(element, tag).into_owned();
    let id = v("fideid");
    Ok(Owned {
        fide_id: fide_id(&id, "fideid", n)?,
        name: v("name"),
        federation: v("country"),
        sex: v("sex"),
        title: v("title"),
        women_title: v("w_title"),
        ratings: [
            rating(&v("rating"), "rating", n)?,
            rating(&v("rapid_rating"), "rapid_rating", n)?,
            rating(&v("blitz_rating"), "blitz_rating", n)?,
        ],
        birth_year: birth_year(&v("birthday")),
        flag: v("flag"),
    })
}

/// A row whose texts it owns (an XML element's, entities resolved).
pub(super) struct Owned {
    fide_id: u32,
    name: String,
    federation: String,
    sex: String,
    title: String,
    women_title: String,
    ratings: [Option<u32>; 3],
    birth_year: Option<i32>,
    flag: String,
}

impl FideList {
    /// Adds a player of the XML.
    fn push_owned(&mut self, o: Owned, n: usize) -> Result<(), InputError> {
        self.push(
            Row {
                fide_id: o.fide_id,
                name: &o.name,
                federation: &o.federation,
                sex: &o.sex,
                title: &o.title,
                women_title: &o.women_title,
                ratings: o.ratings,
                birth_year: o.birth_year,
                flag: &o.flag,
            },
            n,
        )
    }
}
