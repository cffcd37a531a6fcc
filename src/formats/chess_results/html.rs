//! The tables of an HTML page (a page saved by the browser, or the clipboard's HTML flavour), as
//! rows of cells with their text and the colour the result cell shows. A tolerant reader of the
//! little HTML the page is made of: tags and text, never a tree; broken markup yields fewer rows,
//! never a failure.

use super::{Cell, Colour, Row};

/// One table being read: its rows so far, the open row and the open cell.
#[derive(Default)]
struct Open {
    rows: Vec<Row>,
    row: Option<Row>,
    cell: Option<Cell>,
}

impl Open {
    fn close_cell(&mut self) {
        if let Some(mut cell) = self.cell.take() {
            cell.text = super::folded(&cell.text);
            self.row.get_or_insert_with(Vec::new).push(cell);
        }
    }

    fn close_row(&mut self) {
        self.close_cell();
        if let Some(row) = self.row.take() {
            self.rows.push(row);
        }
    }

    fn cell_mut(&mut self) -> &mut Cell {
        self.cell.get_or_insert_with(Cell::default)
    }
}

/// A table nested in a cell is written into that cell too (the result cell holds a small table
/// of the colour and the result) when its text is at most this long; a longer one (a layout
/// table around the page's tables) stays a table of its own only, so that no text is copied
/// from table to table again and again.
const NESTED_TEXT: usize = 40;

/// The tables of `html`, innermost first where they nest, each as its rows (rows without
/// cells left out).
pub(super) fn tables(html: &str) -> Vec<Vec<Row>> {
    let mut out: Vec<Vec<Row>> = Vec::new();
    let mut stack: Vec<Open> = Vec::new();
    let mut rest = html;
    while !rest.is_empty() {
        let Some(lt) = rest.find('<') else {
            text_into(&mut stack, rest);
            break;
        };
        text_into(&mut stack, &rest[..lt]);
        rest = &rest[lt..];
        if let Some(after) = rest.strip_prefix("<!--") {
            rest = after.find("-->").map_or("", |end| &after[end + 3..]);
            continue;
        }
        let Some(gt) = rest.find('>') else {
            break;
        };
        let tag = &rest[1..gt];
        rest = &rest[gt + 1..];
        let (closing, name, attributes) = parts(tag);
        match (closing, name.as_str()) {
            (false, "script" | "style") => {
                rest = skip_to_end(rest, &name);
            }
            (false, "table") => stack.push(Open::default()),
            (true, "table") => {
                if let Some(mut table) = stack.pop() {
                    table.close_row();
                    nest(&mut stack, &table.rows);
                    if !table.rows.is_empty() {
                        out.push(table.rows);
                    }
                }
            }
            (false, "tr") => {
                if let Some(t) = stack.last_mut() {
                    t.close_row();
                    t.row = Some(Vec::new());
                }
            }
            (true, "tr") => {
                if let Some(t) = stack.last_mut() {
                    t.close_row();
                }
            }
            (false, "td" | "th") => {
                if let Some(t) = stack.last_mut() {
                    t.close_cell();
                    t.cell = Some(Cell::default());
                }
            }
            (true, "td" | "th") => {
                if let Some(t) = stack.last_mut() {
                    t.close_cell();
                }
            }
            (false, "div") => {
                let colour = if attributes.contains("FarbewT") {
                    Some(Colour::White)
                } else if attributes.contains("FarbesT") {
                    Some(Colour::Black)
                } else {
                    None
                };
                if let (Some(colour), Some(t)) = (colour, stack.last_mut()) {
                    t.cell_mut().colour = Some(colour);
                }
            }
            (_, "br" | "p" | "div" | "li") => {
                if let Some(cell) = stack.last_mut().and_then(|t| t.cell.as_mut()) {
                    cell.text.push(' ');
                }
            }
            _ => {}
        }
    }
    while let Some(mut table) = stack.pop() {
        table.close_row();
        if !table.rows.is_empty() {
            out.push(table.rows);
        }
    }
    out
}

/// A small nested table's text and colour into the cell it stands in.
fn nest(stack: &mut [Open], rows: &[Row]) {
    let Some(parent) = stack.last_mut() else {
        return;
    };
    if parent.cell.is_none() {
        return;
    }
    let size: usize = rows.iter().flatten().map(|c| c.text.len()).sum();
    if size > NESTED_TEXT {
        return;
    }
    let cell = parent.cell_mut();
    for c in rows.iter().flatten() {
        push_text(&mut cell.text, &c.text);
        if c.colour.is_some() {
            cell.colour = c.colour;
        }
    }
}

/// The text between two tags into the open cell of the innermost table.
fn text_into(stack: &mut [Open], text: &str) {
    if text.is_empty() {
        return;
    }
    let Some(t) = stack.last_mut() else {
        return;
    };
    if t.cell.is_none() && text.trim().is_empty() {
        return;
    }
    t.cell_mut().text.push_str(&decode_entities(text));
}

/// Appends `text` to `into`, a space between.
fn push_text(into: &mut String, text: &str) {
    if !into.is_empty() {
        into.push(' ');
    }
    into.push_str(text);
}

/// The tag's parts: closing or not, its name in small letters, its attributes as written.
fn parts(tag: &str) -> (bool, String, &str) {
    let (closing, tag) = match tag.strip_prefix('/') {
        Some(t) => (true, t),
        None => (false, tag),
    };
    let end = tag
        .find(|c: char| !c.is_ascii_alphanumeric())
        .unwrap_or(tag.len());
    (closing, tag[..end].to_ascii_lowercase(), &tag[end..])
}

/// What follows the end tag of `name` (a script's or a stylesheet's text is no cell).
fn skip_to_end<'a>(rest: &'a str, name: &str) -> &'a str {
    let lower = rest.to_ascii_lowercase();
    let end = format!("</{name}");
    match lower.find(&end) {
        Some(at) => rest.get(at..).unwrap_or(""),
        None => "",
    }
}

/// The character references the pages use: named ones for the half point, spaces, the markup's
/// own characters and the Latin letters, and every numeric one.
pub(super) fn decode_entities(text: &str) -> String {
    if !text.contains('&') {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest
            .char_indices()
            .take(12)
            .find(|&(_, c)| c == ';')
            .map(|(i, _)| i);
        let decoded = end.and_then(|end| entity(&rest[1..end]).map(|c| (c, end)));
        match decoded {
            Some((c, end)) => {
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

/// One character reference's character (`name` without `&` and `;`).
fn entity(name: &str) -> Option<char> {
    if let Some(number) = name.strip_prefix('#') {
        let code = match number.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => number.parse().ok()?,
        };
        return char::from_u32(code);
    }
    Some(match name {
        "frac12" => '½',
        "nbsp" => ' ',
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        "auml" => 'ä',
        "ouml" => 'ö',
        "uuml" => 'ü',
        "Auml" => 'Ä',
        "Ouml" => 'Ö',
        "Uuml" => 'Ü',
        "szlig" => 'ß',
        "eacute" => 'é',
        "egrave" => 'è',
        "aacute" => 'á',
        "oacute" => 'ó',
        "iacute" => 'í',
        "uacute" => 'ú',
        "ccedil" => 'ç',
        "ntilde" => 'ñ',
        "minus" => '−',
        _ => return None,
    })
}
