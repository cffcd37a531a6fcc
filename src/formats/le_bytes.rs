//! Little-endian numbers and texts in the binary forms the browser keeps (FIDE's paged form,
//! the DSB list as read): read through bounds-checked accessors only, so that a form cut short
//! or changed outside is refused (`None`), never a panic.
//!
//! ```
//! use wertung::formats::le_bytes::{u32_at, Cursor};
//! let b = [7, 0, 0, 0, 2, b'o', b'k'];
//! assert_eq!(u32_at(&b, 0), Some(7));
//! assert_eq!(u32_at(&b, 4), None);
//! let mut c = Cursor::new(&b);
//! assert_eq!(c.u32(), Some(7));
//! assert_eq!(c.u8(), Some(2));
//! assert_eq!(c.bytes(2), Some(&b"ok"[..]));
//! assert_eq!(c.u8(), None);
//! assert!(c.ran_out());
//! ```

/// The `u16` at byte `k`.
pub fn u16_at(b: &[u8], k: usize) -> Option<u16> {
    Some(u16::from_le_bytes(
        b.get(k..k.checked_add(2)?)?.try_into().ok()?,
    ))
}

/// The `u32` at byte `k`.
pub fn u32_at(b: &[u8], k: usize) -> Option<u32> {
    Some(u32::from_le_bytes(
        b.get(k..k.checked_add(4)?)?.try_into().ok()?,
    ))
}

/// The `u64` at byte `k`.
pub fn u64_at(b: &[u8], k: usize) -> Option<u64> {
    Some(u64::from_le_bytes(
        b.get(k..k.checked_add(8)?)?.try_into().ok()?,
    ))
}

/// Reads little-endian numbers and texts one after another.
#[derive(Debug, Clone)]
pub struct Cursor<'a> {
    b: &'a [u8],
    at: usize,
    ran_out: bool,
}

impl<'a> Cursor<'a> {
    /// A cursor at the first byte of `b`.
    pub fn new(b: &'a [u8]) -> Cursor<'a> {
        Cursor {
            b,
            at: 0,
            ran_out: false,
        }
    }

    /// The next `n` bytes.
    pub fn bytes(&mut self, n: usize) -> Option<&'a [u8]> {
        let out = self
            .at
            .checked_add(n)
            .and_then(|end| self.b.get(self.at..end));
        if out.is_some() {
            self.at += n;
        } else {
            self.ran_out = true;
        }
        out
    }

    /// The next byte.
    pub fn u8(&mut self) -> Option<u8> {
        self.bytes(1)?.first().copied()
    }

    /// The next `u16`.
    pub fn u16(&mut self) -> Option<u16> {
        u16_at(self.bytes(2)?, 0)
    }

    /// The next `u32`.
    pub fn u32(&mut self) -> Option<u32> {
        u32_at(self.bytes(4)?, 0)
    }

    /// The next `u64`.
    pub fn u64(&mut self) -> Option<u64> {
        u64_at(self.bytes(8)?, 0)
    }

    /// `n` records of `size` bytes each, every one read by `f`.
    pub fn records<T>(
        &mut self,
        n: usize,
        size: usize,
        f: impl Fn(&[u8]) -> Option<T>,
    ) -> Option<Vec<T>> {
        let b = self.bytes(n.checked_mul(size)?)?;
        b.chunks_exact(size).map(f).collect()
    }

    /// Whether every byte was read.
    pub fn at_end(&self) -> bool {
        self.at == self.b.len()
    }

    /// How many bytes are left to read.
    pub fn left(&self) -> usize {
        self.b.len() - self.at
    }

    /// How many bytes were read.
    pub fn read(&self) -> usize {
        self.at
    }

    /// Whether a read asked for more bytes than were left (the bytes may go on in a piece
    /// still to come), rather than found them not what they should be.
    pub fn ran_out(&self) -> bool {
        self.ran_out
    }
}
