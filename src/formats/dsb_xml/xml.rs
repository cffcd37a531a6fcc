//! The report's XML read with `quick-xml`'s streaming reader into a small tree: elements (by
//! local name, namespace prefixes dropped), their text (the five predefined entities and
//! character references decoded, CDATA taken as it is), comments, processing instructions and
//! the declaration skipped; attributes checked for being well-formed and otherwise ignored. A
//! DOCTYPE is refused (no entity expansion). Iterative: no recursion, no panics. What is not
//! well-formed is no report ([`Format::DsbXml`]), shown with the line and what stands there.

use crate::input::{At, Format, InputError, Problem};
use quick_xml::events::{BytesRef, BytesStart, Event};
use quick_xml::Reader;

/// An element with its children and its text (the text of its own, children's left out).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Element {
    /// The local name (`tournament` of `dsb:tournament`).
    pub name: String,
    pub children: Vec<Element>,
    pub text: String,
    /// The line its start tag is on (1-based).
    pub line: usize,
}

impl Element {
    /// The first child of that name.
    pub fn child(&self, name: &str) -> Option<&Element> {
        self.children.iter().find(|c| c.name == name)
    }

    /// The children of that name.
    pub fn all<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Element> + 'a {
        self.children.iter().filter(move |c| c.name == name)
    }

    /// The trimmed text of the first child of that name; `None` where missing or empty.
    pub fn text_of(&self, name: &str) -> Option<&str> {
        self.child(name)
            .map(|c| c.text.trim())
            .filter(|t| !t.is_empty())
    }
}

/// Where the reader is: the text and the line counted up to a byte position (positions only
/// grow).
struct Lines<'a> {
    text: &'a str,
    /// `(position, line)` counted so far.
    counted: (usize, usize),
}

impl Lines<'_> {
    /// The line (1-based) of byte position `at`.
    #[allow(clippy::naive_bytecount)] // once an element, over the bytes since the last one
    fn line(&mut self, at: usize) -> usize {
        let (from, line) = if self.counted.0 <= at {
            self.counted
        } else {
            (0, 1)
        };
        let more = self
            .text
            .as_bytes()
            .get(from..at)
            .unwrap_or(&[])
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        self.counted = (at, line + more);
        line + more
    }

    /// An error at byte position `at`, showing a few characters of what stands there.
    fn error(&mut self, at: usize) -> InputError {
        let found: String = self.text.get(at..).unwrap_or("").chars().take(20).collect();
        InputError::at(
            At::Line(self.line(at)),
            found,
            Problem::NotThisFormat(Format::DsbXml),
        )
    }
}

/// The reader's byte position (within the text: it never passes its end).
fn position(r: &Reader<&[u8]>) -> usize {
    usize::try_from(r.buffer_position()).unwrap_or(usize::MAX)
}

/// A start tag's local name (`dsb:player` → `player`), its attributes checked.
fn start_name(e: &BytesStart) -> Option<String> {
    if e.attributes().any(|a| a.is_err()) {
        return None;
    }
    let name = std::str::from_utf8(e.local_name().into_inner()).ok()?;
    (!name.is_empty()).then(|| name.to_string())
}

/// A reference's character: `&amp;` and the other four, `&#228;`, `&#xE4;`.
fn reference(r: &BytesRef) -> Option<char> {
    if r.is_char_ref() {
        return r.resolve_char_ref().ok().flatten();
    }
    let name = r.decode().ok()?;
    let mut chars = quick_xml::escape::resolve_predefined_entity(&name)?.chars();
    chars.next()
}

/// Reads a document: its root element (see the module docs).
pub fn parse(text: &str) -> Result<Element, InputError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = Reader::from_str(text);
    let mut lines = Lines {
        text,
        counted: (0, 1),
    };
    let mut stack: Vec<Element> = Vec::new();
    let mut root: Option<Element> = None;
    loop {
        let at = position(&reader);
        let event = reader.read_event().map_err(|_| {
            let at = usize::try_from(reader.error_position()).unwrap_or(at);
            lines.error(at)
        })?;
        match event {
            Event::Eof => break,
            Event::Decl(_) | Event::PI(_) | Event::Comment(_) => {}
            Event::DocType(_) => return Err(lines.error(at)),
            Event::Start(_) | Event::Empty(_) if root.is_some() => return Err(lines.error(at)),
            Event::Start(e) => {
                let name = start_name(&e).ok_or_else(|| lines.error(at))?;
                let line = lines.line(at);
                stack.push(element(name, line));
            }
            Event::Empty(e) => {
                let name = start_name(&e).ok_or_else(|| lines.error(at))?;
                let line = lines.line(at);
                finish(element(name, line), &mut stack, &mut root);
            }
            // quick-xml checks that an end tag closes the element open last.
            Event::End(_) => match stack.pop() {
                Some(e) => finish(e, &mut stack, &mut root),
                None => return Err(lines.error(at)),
            },
            Event::Text(t) => {
                let raw = t.decode().map_err(|_| lines.error(at))?;
                match stack.last_mut() {
                    Some(top) => top.text.push_str(&raw),
                    None if raw.trim().is_empty() => {}
                    None => return Err(lines.error(at)),
                }
            }
            Event::GeneralRef(g) => {
                let c = reference(&g).ok_or_else(|| lines.error(at))?;
                match stack.last_mut() {
                    Some(top) => top.text.push(c),
                    None => return Err(lines.error(at)),
                }
            }
            Event::CData(c) => {
                let data = c.decode().map_err(|_| lines.error(at))?;
                match stack.last_mut() {
                    Some(top) => top.text.push_str(&data),
                    None => {
                        return Err(InputError::at(
                            At::Line(lines.line(at)),
                            "CDATA",
                            Problem::NotThisFormat(Format::DsbXml),
                        ))
                    }
                }
            }
        }
    }
    if !stack.is_empty() {
        return Err(lines.error(text.len()));
    }
    root.ok_or_else(|| InputError::at(At::Line(lines.line(text.len())), "", Problem::EmptyFile))
}

/// An element of that name on that line, without children or text yet.
fn element(name: String, line: usize) -> Element {
    Element {
        name,
        line,
        ..Element::default()
    }
}

/// A finished element goes to its parent, or is the root.
fn finish(e: Element, stack: &mut [Element], root: &mut Option<Element>) {
    match stack.last_mut() {
        Some(parent) => parent.children.push(e),
        None => *root = Some(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elements_text_entities_comments() {
        let doc = "\u{feff}<?xml version=\"1.0\"?>\n<!-- c --><a:r xmlns:a=\"x\" v='2.5'>\n\
                   <b>M&#252;ller &amp; S&#xF6;hne</b><c/><b><![CDATA[<x>]]></b></a:r>\n";
        let root = parse(doc).unwrap();
        assert_eq!(root.name, "r");
        assert_eq!(root.text_of("b"), Some("Müller & Söhne"));
        assert_eq!(root.all("b").nth(1).map(|b| b.text.as_str()), Some("<x>"));
        assert_eq!(root.text_of("c"), None);
        assert_eq!(root.child("b").map(|b| b.line), Some(3));
    }

    #[test]
    fn malformed_documents_are_errors() {
        for doc in [
            "",
            "<a>",
            "<a></b>",
            "<a><b></a></b>",
            "<a>&bogus;</a>",
            "<a x=1></a>",
            "<!DOCTYPE a><a/>",
            "<a/><b/>",
            "text",
            "<a>&#xD800;</a>",
            "</a>",
            "<a",
            "<a><![CDATA[x</a>",
            "<a>&amp</a>",
            "<>",
            "<a/>x",
        ] {
            assert!(parse(doc).is_err(), "{doc}");
        }
    }

    #[test]
    fn errors_name_the_line_and_what_stands_there() {
        let e = parse("<a>\n<b>\n</a>").unwrap_err();
        assert_eq!(e.place.0, vec![At::Line(3)]);
        assert_eq!(e.value.as_deref(), Some("</a>"));
        let e = parse("<r>\n<x>M&uuml;ller</x></r>").unwrap_err();
        assert_eq!(e.place.0, vec![At::Line(2)]);
        assert_eq!(e.value.as_deref(), Some("&uuml;ller</x></r>"));
    }
}
