//! A small XML reader for the report: elements (by local name, namespace prefixes dropped),
//! their text (the five predefined entities and character references decoded, CDATA taken as it
//! is), comments and processing instructions skipped, attributes read over and ignored. A
//! DOCTYPE is refused (no entity expansion). Iterative, bounds-checked: no recursion, no panics.
//! What is not well-formed is no report ([`Format::DsbXml`]), shown with the line and what
//! stands there.

use crate::input::{At, Format, InputError, Problem};

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

/// The reader's position in the text.
struct Reader<'a> {
    text: &'a str,
    at: usize,
    /// The line counted up to a position (the position only grows): `(position, line)`.
    counted: std::cell::Cell<(usize, usize)>,
}

impl<'a> Reader<'a> {
    fn rest(&self) -> &'a str {
        self.text.get(self.at..).unwrap_or("")
    }

    #[allow(clippy::naive_bytecount)] // once, for an error's place
    fn line(&self) -> usize {
        let (from, line) = self.counted.get();
        let (from, line) = if from <= self.at {
            (from, line)
        } else {
            (0, 1)
        };
        let more = self
            .text
            .as_bytes()
            .get(from..self.at)
            .unwrap_or(&[])
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        self.counted.set((self.at, line + more));
        line + more
    }

    /// An error here, showing a few characters of what stands here.
    fn error(&self) -> InputError {
        let found: String = self.rest().chars().take(20).collect();
        InputError::at(
            At::Line(self.line()),
            found,
            Problem::NotThisFormat(Format::DsbXml),
        )
    }

    /// Moves past the next `end` (after `skip` bytes); an error where there is none.
    fn past(&mut self, skip: usize, end: &str) -> Result<&'a str, InputError> {
        let from = self.at + skip;
        let rest = self.text.get(from..).ok_or_else(|| self.error())?;
        let k = rest.find(end).ok_or_else(|| self.error())?;
        self.at = from + k + end.len();
        Ok(rest.get(..k).unwrap_or(""))
    }

    fn skip_space(&mut self) {
        let rest = self.rest();
        self.at += rest.len() - rest.trim_start().len();
    }

    /// A name (up to white space, `/`, `>` or `=`).
    fn name(&mut self) -> Result<&'a str, InputError> {
        let rest = self.rest();
        let n = rest
            .find(|c: char| c.is_whitespace() || matches!(c, '/' | '>' | '=' | '<'))
            .unwrap_or(rest.len());
        if n == 0 {
            return Err(self.error());
        }
        self.at += n;
        Ok(rest.get(..n).unwrap_or(""))
    }

    /// Attributes up to `>` or `/>`: `true` for an empty element (`/>`).
    fn attributes(&mut self) -> Result<bool, InputError> {
        loop {
            self.skip_space();
            let rest = self.rest();
            if rest.starts_with("/>") {
                self.at += 2;
                return Ok(true);
            }
            if rest.starts_with('>') {
                self.at += 1;
                return Ok(false);
            }
            self.name()?;
            self.skip_space();
            if !self.rest().starts_with('=') {
                return Err(self.error());
            }
            self.at += 1;
            self.skip_space();
            let Some(quote @ ('"' | '\'')) = self.rest().chars().next() else {
                return Err(self.error());
            };
            let value = self.past(1, if quote == '"' { "\"" } else { "'" })?;
            if value.contains('<') {
                return Err(self.error());
            }
        }
    }
}

/// Text with its references decoded (`&amp;`, `&#228;`, `&#xE4;`, ...).
fn decode(raw: &str, r: &Reader) -> Result<String, InputError> {
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw;
    while let Some(k) = rest.find('&') {
        out.push_str(rest.get(..k).unwrap_or(""));
        let after = rest.get(k + 1..).unwrap_or("");
        let end = after
            .find(';')
            .filter(|&e| e <= 10)
            .ok_or_else(|| r.error())?;
        let name = after.get(..end).unwrap_or("");
        let c = match name {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ => name
                .strip_prefix("#x")
                .map_or_else(
                    || name.strip_prefix('#').and_then(|d| d.parse().ok()),
                    |h| u32::from_str_radix(h, 16).ok(),
                )
                .and_then(char::from_u32),
        };
        out.push(c.ok_or_else(|| r.error())?);
        rest = after.get(end + 1..).unwrap_or("");
    }
    out.push_str(rest);
    Ok(out)
}

/// The local part of a name (`dsb:player` → `player`).
fn local(name: &str) -> &str {
    name.rsplit(':').next().unwrap_or(name)
}

/// Reads a document: its root element (see the module docs).
pub fn parse(text: &str) -> Result<Element, InputError> {
    let mut r = Reader {
        text: text.strip_prefix('\u{feff}').unwrap_or(text),
        at: 0,
        counted: std::cell::Cell::new((0, 1)),
    };
    let mut stack: Vec<Element> = Vec::new();
    let mut root: Option<Element> = None;
    while r.at < r.text.len() {
        let rest = r.rest();
        if rest.starts_with("<?") {
            r.past(2, "?>")?;
        } else if rest.starts_with("<!--") {
            r.past(4, "-->")?;
        } else if rest.starts_with("<![CDATA[") {
            let line = r.line();
            let data = r.past(9, "]]>")?;
            match stack.last_mut() {
                Some(top) => top.text.push_str(data),
                None => {
                    return Err(InputError::at(
                        At::Line(line),
                        "CDATA",
                        Problem::NotThisFormat(Format::DsbXml),
                    ))
                }
            }
        } else if rest.starts_with("<!") {
            return Err(r.error());
        } else if rest.starts_with("</") {
            close(&mut r, &mut stack, &mut root)?;
        } else if rest.starts_with('<') {
            if root.is_some() {
                return Err(r.error());
            }
            let line = r.line();
            r.at += 1;
            let name = local(r.name()?).to_string();
            let element = Element {
                name,
                line,
                ..Element::default()
            };
            if r.attributes()? {
                finish(element, &mut stack, &mut root);
            } else {
                stack.push(element);
            }
        } else {
            let k = rest.find('<').unwrap_or(rest.len());
            let raw = rest.get(..k).unwrap_or("");
            match stack.last_mut() {
                Some(top) => top.text.push_str(&decode(raw, &r)?),
                None if raw.trim().is_empty() => {}
                None => return Err(r.error()),
            }
            r.at += k;
        }
    }
    if !stack.is_empty() {
        return Err(r.error());
    }
    root.ok_or_else(|| InputError::at(At::Line(r.line()), "", Problem::EmptyFile))
}

/// An end tag: it must close the element open last.
fn close(
    r: &mut Reader,
    stack: &mut Vec<Element>,
    root: &mut Option<Element>,
) -> Result<(), InputError> {
    let error = r.error();
    r.at += 2;
    let name = local(r.name()?).to_string();
    r.skip_space();
    if !r.rest().starts_with('>') {
        return Err(r.error());
    }
    r.at += 1;
    match stack.pop() {
        Some(e) if e.name == name => {
            finish(e, stack, root);
            Ok(())
        }
        _ => Err(error),
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
}
