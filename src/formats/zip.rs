//! A minimal zip reader: enough to take `spieler.csv` out of the DSB's `LV-x-csv.zip`.
//!
//! * The entries come from the central directory (found through the end-of-central-directory
//!   record at the end of the file); where that record is missing (a download cut short), the
//!   local headers from the start of the file are walked instead.
//! * Entries are stored (method 0) or deflated (method 8, inflated by `miniz_oxide`); their
//!   CRC-32 is checked. Other methods, encrypted entries and ZIP64 are
//!   [`Problem::Unsupported`].
//! * Every read is bounds-checked: a damaged zip is an [`InputError`] (`Truncated`,
//!   `NotThisFormat`, `Unsupported`), never a panic. Places are `ZIP, Byte n` (offsets from 0)
//!   or `ZIP, <entry name>`.
//!
//! ```
//! use wertung::formats::zip;
//! // "PK\x05\x06" and 18 zero bytes: an empty zip.
//! let empty = [&b"PK\x05\x06"[..], &[0u8; 18]].concat();
//! assert!(zip::is_zip(&empty));
//! assert_eq!(zip::entries(&empty).unwrap().len(), 0);
//! assert!(zip::entries(b"ID,ZPS").is_err());
//! ```

use crate::input::{At, Format, InputError, Place, Problem};

const LOCAL: u32 = 0x0403_4b50;
const CENTRAL: u32 = 0x0201_4b50;
const END: u32 = 0x0605_4b50;
/// Fixed parts of the three records.
const LOCAL_LEN: usize = 30;
const CENTRAL_LEN: usize = 46;
const END_LEN: usize = 22;
/// The end record is followed by a comment of at most this many bytes.
const MAX_COMMENT: usize = 0xFFFF;

/// The most an entry may unpack to (a zip bomb is refused before it is inflated):
/// 64 MB. The whole federation's player list (`LV-0-csv.zip`, about 110 000 rows) unpacks to
/// about 13 MB; its zip is about 3 MB.
pub const MAX_UNPACKED: u64 = 64 * 1024 * 1024;

/// Refuses a file or entry `name` whose (claimed) size is over [`MAX_UNPACKED`]:
/// [`Problem::TooLarge`] at the file, naming the size and the limit (the page checks a chosen
/// file with it before reading a byte).
///
/// ```
/// use wertung::formats::zip::{check_size, MAX_UNPACKED};
/// use wertung::input::Problem;
/// assert!(check_size("spieler.csv", 12_000_000).is_ok());
/// let e = check_size("spieler.csv", 500_000_000).unwrap_err();
/// assert_eq!(e.problem, Problem::TooLarge { size: 500_000_000, max: MAX_UNPACKED });
/// ```
pub fn check_size(name: &str, size: u64) -> Result<(), InputError> {
    if size <= MAX_UNPACKED {
        return Ok(());
    }
    Err(InputError::at(
        At::File(name.to_string()),
        "",
        Problem::TooLarge {
            size,
            max: MAX_UNPACKED,
        },
    ))
}

/// One file inside a zip, as its directory describes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The path inside the archive (e.g. `spieler.csv`).
    pub name: String,
    /// 0 stored, 8 deflated.
    pub method: u16,
    /// General-purpose flags (bit 0: encrypted).
    pub flags: u16,
    /// The CRC-32 of the uncompressed data.
    pub crc32: u32,
    /// The size in the archive.
    pub compressed_size: u32,
    /// The size uncompressed.
    pub size: u32,
    /// Offset of the entry's local header.
    pub header_offset: u32,
}

impl Entry {
    /// The last part of the path, lower case: `LV-0/Spieler.CSV` -> `spieler.csv`.
    pub fn file_name(&self) -> String {
        self.name
            .rsplit(['/', '\\'])
            .next()
            .unwrap_or("")
            .to_lowercase()
    }
}

fn zip_place() -> Place {
    Place::from(At::File("ZIP".into()))
}

/// The zip ends before `needed` bytes (it has `len`), read at byte `at`; no value to show.
fn truncated(at: usize, needed: usize, len: usize) -> InputError {
    InputError {
        place: zip_place().then(At::Byte(at)),
        field: None,
        value: None,
        problem: Problem::Truncated { needed, len },
    }
}

fn not_zip(at: usize) -> InputError {
    InputError::at(
        zip_place().then(At::Byte(at)),
        "",
        Problem::NotThisFormat(Format::Zip),
    )
}

/// `len` bytes from `at`, or `Truncated`.
fn slice(bytes: &[u8], at: usize, len: usize) -> Result<&[u8], InputError> {
    at.checked_add(len)
        .and_then(|end| bytes.get(at..end))
        .ok_or_else(|| truncated(at, at.saturating_add(len), bytes.len()))
}

fn u16_at(b: &[u8], at: usize) -> u16 {
    match at.checked_add(2).and_then(|end| b.get(at..end)) {
        Some(&[x, y]) => u16::from_le_bytes([x, y]),
        _ => 0,
    }
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    match at.checked_add(4).and_then(|end| b.get(at..end)) {
        Some(&[a, c, d, e]) => u32::from_le_bytes([a, c, d, e]),
        _ => 0,
    }
}

/// Whether `bytes` start like a zip (a local header, or the end record of an empty zip).
pub fn is_zip(bytes: &[u8]) -> bool {
    bytes.starts_with(b"PK\x03\x04") || bytes.starts_with(b"PK\x05\x06")
}

/// An entry's name: UTF-8 where flag bit 11 says so, else the DOS code page.
fn entry_name(raw: &[u8], flags: u16) -> String {
    if flags & 0x0800 != 0 {
        String::from_utf8_lossy(raw).into_owned()
    } else {
        crate::formats::encoding::decode_as(raw, crate::formats::encoding::Encoding::Cp850)
    }
}

/// The offset of the end-of-central-directory record: the last `PK\x05\x06` whose comment
/// length reaches exactly to the end of the file (or any, if none does).
fn find_end(bytes: &[u8]) -> Option<usize> {
    let last = bytes.len().checked_sub(END_LEN)?;
    let first = last.saturating_sub(MAX_COMMENT);
    let mut any = None;
    for at in (first..=last).rev() {
        if u32_at(bytes, at) == END {
            let comment = u16_at(bytes, at + 20) as usize;
            if at + END_LEN + comment == bytes.len() {
                return Some(at);
            }
            any = any.or(Some(at));
        }
    }
    any
}

/// The entries of the central directory that starts at `offset` (`count` of them).
fn central_directory(bytes: &[u8], offset: usize, count: usize) -> Result<Vec<Entry>, InputError> {
    let mut entries = Vec::new();
    let mut at = offset;
    for _ in 0..count {
        let head = slice(bytes, at, CENTRAL_LEN)?;
        if u32_at(head, 0) != CENTRAL {
            return Err(not_zip(at));
        }
        let flags = u16_at(head, 8);
        let name_len = u16_at(head, 28) as usize;
        let extra_len = u16_at(head, 30) as usize;
        let comment_len = u16_at(head, 32) as usize;
        let name = entry_name(slice(bytes, at + CENTRAL_LEN, name_len)?, flags);
        entries.push(Entry {
            name,
            method: u16_at(head, 10),
            flags,
            crc32: u32_at(head, 16),
            compressed_size: u32_at(head, 20),
            size: u32_at(head, 24),
            header_offset: u32_at(head, 42),
        });
        at += CENTRAL_LEN + name_len + extra_len + comment_len;
    }
    Ok(entries)
}

/// The entries found by walking the local headers from the start (no central directory). An
/// entry whose sizes follow its data (flag bit 3) cannot be walked over: the walk ends there.
fn local_headers(bytes: &[u8]) -> Result<Vec<Entry>, InputError> {
    let mut entries = Vec::new();
    let mut at = 0;
    while u32_at(bytes, at) == LOCAL {
        let head = slice(bytes, at, LOCAL_LEN)?;
        let flags = u16_at(head, 6);
        let name_len = u16_at(head, 26) as usize;
        let extra_len = u16_at(head, 28) as usize;
        let name = entry_name(slice(bytes, at + LOCAL_LEN, name_len)?, flags);
        let entry = Entry {
            name,
            method: u16_at(head, 8),
            flags,
            crc32: u32_at(head, 14),
            compressed_size: u32_at(head, 18),
            size: u32_at(head, 22),
            header_offset: u32::try_from(at).map_err(|_| not_zip(at))?,
        };
        let sizes_follow = flags & 0x0008 != 0;
        let next =
            (at + LOCAL_LEN + name_len + extra_len).saturating_add(entry.compressed_size as usize);
        entries.push(entry);
        if sizes_follow {
            break;
        }
        at = next;
    }
    if entries.is_empty() {
        return Err(not_zip(0));
    }
    Ok(entries)
}

/// The entries of a zip (see the module docs).
pub fn entries(bytes: &[u8]) -> Result<Vec<Entry>, InputError> {
    if !is_zip(bytes) {
        return Err(not_zip(0));
    }
    let Some(end) = find_end(bytes) else {
        return local_headers(bytes);
    };
    let count = u16_at(bytes, end + 10) as usize;
    let offset = u32_at(bytes, end + 16);
    if offset == u32::MAX || count == 0xFFFF {
        return Err(InputError::at(
            zip_place(),
            "ZIP64",
            Problem::Unsupported("ZIP64".into()),
        ));
    }
    central_directory(bytes, offset as usize, count)
}

/// CRC-32 (IEEE, as zip uses it) of the whole of `bytes`.
///
/// ```
/// assert_eq!(wertung::formats::zip::crc32(b"123456789"), 0xCBF4_3926);
/// ```
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = Crc32::new();
    crc.add(bytes);
    crc.value()
}

/// CRC-32 (IEEE) computed as the bytes pass, a chunk at a time; its table is built once a
/// checksum (256 entries), not shipped.
///
/// ```
/// use wertung::formats::zip::Crc32;
/// let mut crc = Crc32::new();
/// crc.add(b"1234");
/// crc.add(b"56789");
/// assert_eq!(crc.value(), wertung::formats::zip::crc32(b"123456789"));
/// ```
pub struct Crc32 {
    table: [u32; 256],
    crc: u32,
}

impl Default for Crc32 {
    fn default() -> Crc32 {
        Crc32::new()
    }
}

impl Crc32 {
    /// The checksum of nothing yet.
    pub fn new() -> Crc32 {
        let mut table = [0u32; 256];
        for (n, slot) in table.iter_mut().enumerate() {
            let mut c = n as u32;
            for _ in 0..8 {
                c = if c & 1 != 0 {
                    0xEDB8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                };
            }
            *slot = c;
        }
        Crc32 { table, crc: !0 }
    }

    /// The next bytes.
    pub fn add(&mut self, bytes: &[u8]) {
        let mut crc = self.crc;
        for &b in bytes {
            crc = self.table[((crc ^ u32::from(b)) & 0xFF) as usize] ^ (crc >> 8);
        }
        self.crc = crc;
    }

    /// The checksum of every byte added so far.
    pub fn value(&self) -> u32 {
        !self.crc
    }
}

/// The content of `entry`, unpacked and checked against its size and CRC-32.
pub fn unpack(bytes: &[u8], entry: &Entry) -> Result<Vec<u8>, InputError> {
    let place = zip_place().then(At::File(entry.name.clone()));
    if entry.flags & 0x0001 != 0 {
        return Err(InputError::at(
            place,
            "",
            Problem::Unsupported("encryption".into()),
        ));
    }
    if entry.size == u32::MAX || entry.compressed_size == u32::MAX {
        return Err(InputError::at(
            place,
            "",
            Problem::Unsupported("ZIP64".into()),
        ));
    }
    // What it claims to unpack to, checked before anything is inflated; what it really
    // unpacks to is bounded by its claim below.
    if u64::from(entry.size) > MAX_UNPACKED {
        return Err(InputError::at(
            place,
            "",
            Problem::TooLarge {
                size: entry.size.into(),
                max: MAX_UNPACKED,
            },
        ));
    }
    let at = entry.header_offset as usize;
    let head = slice(bytes, at, LOCAL_LEN)?;
    if u32_at(head, 0) != LOCAL {
        return Err(not_zip(at));
    }
    let data_at = at + LOCAL_LEN + u16_at(head, 26) as usize + u16_at(head, 28) as usize;
    let data = slice(bytes, data_at, entry.compressed_size as usize)?;
    let out = match entry.method {
        0 => data.to_vec(),
        8 => miniz_oxide::inflate::decompress_to_vec_with_limit(data, entry.size as usize)
            .map_err(|e| match e.status {
                miniz_oxide::inflate::TINFLStatus::FailedCannotMakeProgress => {
                    truncated(data_at, data_at + data.len() + 1, bytes.len())
                }
                _ => InputError::at(place.clone(), "", Problem::NotThisFormat(Format::Zip)),
            })?,
        m => {
            return Err(InputError::at(
                place,
                "",
                Problem::Unsupported(format!("method {m}")),
            ))
        }
    };
    if out.len() != entry.size as usize || crc32(&out) != entry.crc32 {
        return Err(InputError::at(
            place,
            "",
            Problem::NotThisFormat(Format::Zip),
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A zip of one stored entry, as a test builds it.
    fn stored(name: &str, data: &[u8]) -> Vec<u8> {
        let mut z = Vec::new();
        let crc = crc32(data);
        let local = |z: &mut Vec<u8>| {
            z.extend(LOCAL.to_le_bytes());
            z.extend([20, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
            z.extend(crc.to_le_bytes());
            z.extend((data.len() as u32).to_le_bytes());
            z.extend((data.len() as u32).to_le_bytes());
            z.extend((name.len() as u16).to_le_bytes());
            z.extend([0, 0]);
            z.extend(name.as_bytes());
        };
        local(&mut z);
        z.extend(data);
        let cd = z.len();
        z.extend(CENTRAL.to_le_bytes());
        z.extend([20, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
        z.extend(crc.to_le_bytes());
        z.extend((data.len() as u32).to_le_bytes());
        z.extend((data.len() as u32).to_le_bytes());
        z.extend((name.len() as u16).to_le_bytes());
        z.extend([0; 12]);
        z.extend(0u32.to_le_bytes());
        z.extend(name.as_bytes());
        let cd_len = z.len() - cd;
        z.extend(END.to_le_bytes());
        z.extend([0, 0, 0, 0, 1, 0, 1, 0]);
        z.extend((cd_len as u32).to_le_bytes());
        z.extend((cd as u32).to_le_bytes());
        z.extend([0, 0]);
        z
    }

    /// `z` (one entry, from [`stored`]) with its entry claiming to unpack to `size` bytes, as a
    /// zip bomb does.
    pub(crate) fn claiming(mut z: Vec<u8>, size: u32) -> Vec<u8> {
        let cd = z
            .windows(4)
            .position(|w| w == CENTRAL.to_le_bytes())
            .expect("a central directory");
        z[22..26].copy_from_slice(&size.to_le_bytes());
        z[cd + 24..cd + 28].copy_from_slice(&size.to_le_bytes());
        z
    }

    #[test]
    fn an_entry_that_claims_more_than_the_limit_is_refused_before_it_is_inflated() {
        let bomb = claiming(stored("spieler.csv", b"ID,ZPS\r\n"), 500 * 1024 * 1024);
        let e = entries(&bomb).unwrap();
        let err = unpack(&bomb, &e[0]).unwrap_err();
        assert_eq!(
            err.problem,
            Problem::TooLarge {
                size: 500 * 1024 * 1024,
                max: MAX_UNPACKED
            }
        );
        assert_eq!(
            err.to_string(),
            "ZIP, spieler.csv: entpackt 500 MB groß, mehr als die Grenze von 64 MB: nicht gelesen"
        );
        // Within the limit but more than it holds: bounded by its claim, never past it.
        let liar = claiming(stored("spieler.csv", b"ID,ZPS\r\n"), 3);
        assert!(unpack(&liar, &entries(&liar).unwrap()[0]).is_err());
    }

    #[test]
    fn a_stored_entry_comes_out_and_every_cut_is_an_error() {
        let z = stored("LV-0/Spieler.csv", b"ID,ZPS\r\n");
        let e = entries(&z).unwrap();
        assert_eq!(e.len(), 1);
        assert_eq!(e[0].file_name(), "spieler.csv");
        assert_eq!(unpack(&z, &e[0]).unwrap(), b"ID,ZPS\r\n");
        for cut in 0..z.len() {
            let part = &z[..cut];
            // without its end record the zip is read through its local headers: what comes
            // out is the whole entry or an error, never a panic or a part of it
            let data_complete = cut >= 30 + 16 + 8;
            match entries(part) {
                Ok(list) => {
                    for entry in &list {
                        match unpack(part, entry) {
                            Ok(data) => assert!(data_complete && data == b"ID,ZPS\r\n"),
                            Err(_) => assert!(!data_complete),
                        }
                    }
                }
                Err(e) => assert!(cut < 30 + 16, "cut at {cut}: {e:?}"),
            }
        }
        // a flipped byte in the data: the CRC says so
        let mut bad = z.clone();
        bad[30 + 16] ^= 1;
        assert_eq!(
            unpack(&bad, &entries(&bad).unwrap()[0])
                .unwrap_err()
                .problem,
            Problem::NotThisFormat(Format::Zip)
        );
    }

    #[test]
    fn an_unknown_method_is_unsupported() {
        let mut z = stored("spieler.csv", b"x");
        z[8] = 14; // local header: LZMA
        let cd = z.len() - 22 - (46 + 11);
        z[cd + 10] = 14;
        let e = entries(&z).unwrap();
        assert_eq!(
            unpack(&z, &e[0]).unwrap_err().problem,
            Problem::Unsupported("method 14".into())
        );
    }
}
