//! A zip entry inflated in chunks: the text is handed on a chunk at a time and
//! never held whole. What protects against a zip bomb is the ratio of what comes out to what
//! went in ([`MAX_RATIO`], checked as it goes), not the text's size: FIDE's 40 MB zip unpacks
//! to about 295 MB (7 to 1), a bomb's first megabyte already shows a ratio of hundreds.

use crate::dwz::Date;
use crate::formats::zip::{Crc32, Entry};
use crate::input::{At, Format, InputError, Problem};
use miniz_oxide::inflate::stream::{inflate, InflateState};
use miniz_oxide::{DataFormat, MZError, MZFlush, MZStatus};

/// The most a zip entry may unpack to per byte packed: 100 (text compresses 5 to 10 times).
pub const MAX_RATIO: u64 = 100;
/// What any entry may unpack to whatever its ratio (a tiny zip of a short list): 1 MB.
pub const RATIO_FREE: u64 = 1 << 20;
/// The size of the chunks handed on.
const CHUNK: usize = 1 << 16;

/// Whether `out` bytes from `read` packed bytes is within [`MAX_RATIO`] (the first
/// [`RATIO_FREE`] always are).
///
/// ```
/// use wertung::formats::fide_list::stream::ratio_ok;
/// assert!(ratio_ok(295_000_000, 40_000_000)); // FIDE's list: about 7 to 1
/// assert!(!ratio_ok(1_000_000_000, 1_000_000)); // a bomb: 1000 to 1
/// assert!(ratio_ok(500_000, 10)); // within the first megabyte
/// ```
pub fn ratio_ok(out: u64, read: u64) -> bool {
    out <= RATIO_FREE.max(read.saturating_mul(MAX_RATIO))
}

fn u16_at(b: &[u8], at: usize) -> u16 {
    match b.get(at..at + 2) {
        Some(&[x, y]) => u16::from_le_bytes([x, y]),
        _ => 0,
    }
}

/// The packed data of `entry` (after its local header).
fn data_of<'a>(bytes: &'a [u8], entry: &Entry) -> Result<&'a [u8], InputError> {
    let at = entry.header_offset as usize;
    let data_at =
        at + 30 + usize::from(u16_at(bytes, at + 26)) + usize::from(u16_at(bytes, at + 28));
    let len = entry.compressed_size as usize;
    data_at
        .checked_add(len)
        .and_then(|end| bytes.get(data_at..end))
        .ok_or_else(|| {
            InputError::at(
                [At::File("ZIP".into()), At::Byte(data_at)],
                "",
                Problem::Truncated {
                    needed: data_at.saturating_add(len),
                    len: bytes.len(),
                },
            )
        })
}

/// The month of the entry's date (its local header's DOS date), as the 1st of it: the month of
/// FIDE's list. `None` where it is no date.
pub fn entry_month(bytes: &[u8], entry: &Entry) -> Option<Date> {
    let date = u16_at(bytes, entry.header_offset as usize + 12);
    let year = 1980 + i32::from(date >> 9);
    let month = ((date >> 5) & 15) as u8;
    Date::new(year, month, 1).filter(|_| date != 0)
}

/// Takes each chunk with how many of the file's bytes were read.
pub type Sink<'a> = &'a mut dyn FnMut(&[u8], usize) -> Result<(), InputError>;

/// Hands `entry`'s unpacked content to `f` a chunk at a time, with how many of the file's bytes
/// were read; checks the ratio as it goes ([`ratio_ok`]), then the size and CRC-32 the entry
/// claims. A stored entry is handed on as it is.
pub fn inflate_chunks(bytes: &[u8], entry: &Entry, f: Sink) -> Result<(), InputError> {
    let place = || vec![At::File("ZIP".into()), At::File(entry.name.clone())];
    let bad = || InputError::at(place(), "", Problem::NotThisFormat(Format::Zip));
    if entry.flags & 1 != 0 {
        return Err(InputError::at(
            place(),
            "",
            Problem::Unsupported("encryption".into()),
        ));
    }
    if !ratio_ok(u64::from(entry.size), u64::from(entry.compressed_size)) {
        return Err(too_large(place(), u64::from(entry.size), entry));
    }
    let data = data_of(bytes, entry)?;
    let start = entry.header_offset as usize;
    let mut crc = Crc32::new();
    let mut total: u64 = 0;
    match entry.method {
        0 => {
            for (k, chunk) in data.chunks(CHUNK).enumerate() {
                crc.add(chunk);
                total += chunk.len() as u64;
                f(chunk, start + (k + 1) * CHUNK)?;
            }
        }
        8 => {
            let mut state = InflateState::new_boxed(DataFormat::Raw);
            let mut out = vec![0u8; CHUNK];
            let mut input = data;
            loop {
                let r = inflate(&mut state, input, &mut out, MZFlush::None);
                input = input.get(r.bytes_consumed..).unwrap_or(&[]);
                let read = (data.len() - input.len()) as u64;
                let chunk = out.get(..r.bytes_written).unwrap_or(&[]);
                total += chunk.len() as u64;
                if !ratio_ok(total, read) {
                    return Err(too_large(place(), total, entry));
                }
                crc.add(chunk);
                if !chunk.is_empty() {
                    f(chunk, start + read as usize)?;
                }
                match r.status {
                    Ok(MZStatus::StreamEnd) => break,
                    Err(MZError::Buf) if r.bytes_written == 0 && r.bytes_consumed == 0 => {
                        return Err(InputError::at(
                            place(),
                            "",
                            Problem::Truncated {
                                needed: bytes.len() + 1,
                                len: bytes.len(),
                            },
                        ))
                    }
                    Ok(_) | Err(MZError::Buf) => {}
                    Err(_) => return Err(bad()),
                }
            }
        }
        m => {
            return Err(InputError::at(
                place(),
                "",
                Problem::Unsupported(format!("method {m}")),
            ))
        }
    }
    if total != u64::from(entry.size) || crc.value() != entry.crc32 {
        return Err(bad());
    }
    Ok(())
}

/// The refusal of an entry that unpacks to more than its ratio allows.
fn too_large(place: Vec<At>, size: u64, entry: &Entry) -> InputError {
    InputError::at(
        place,
        "",
        Problem::TooLarge {
            size,
            max: RATIO_FREE.max(u64::from(entry.compressed_size).saturating_mul(MAX_RATIO)),
        },
    )
}
