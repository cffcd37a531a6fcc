//! `wertung waldstein`: Waldstein's Turnierleistung, with Gelbfuß, Sonneborn-Berger and
//! Buchholz.

use super::args::{Format, Source};
use super::failure::Failure;
use super::files::{read_bytes, read_tournament, ANY_END};
use wertung::formats::{json, text};

/// `wertung waldstein`: Waldstein's figures as JSON or as a table.
pub(crate) fn run(source: &Source, format: Format) -> Result<String, Failure> {
    let bytes = read_bytes(&source.file)?;
    let tournament = read_tournament(source, &bytes, Some(ANY_END))?;
    let report = wertung::waldstein::report(&wertung::waldstein::from_tournament(&tournament));
    Ok(match format {
        Format::Json => serde_json::to_string_pretty(&json::waldstein_out(&tournament, &report))
            .unwrap_or_default(),
        Format::Text => text::write_waldstein(&tournament, &report),
    })
}
