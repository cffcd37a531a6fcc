//! The one hasher of the project: FNV-1a, 64 bit. It names a tournament kept in the browser
//! (its identity, which must stay the same from one release to the next) and indexes the
//! player list's lookups (keys from the user's own files, where hash flooding is no concern;
//! every lookup by a hash also compares what was hashed).

/// FNV-1a over the bytes, words and characters added, in their order.
///
/// ```
/// use wertung::formats::hash::{fnv1a, Fnv};
/// assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
/// assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
/// assert_eq!(Fnv::default().char('ü').value(), fnv1a("ü".as_bytes()));
/// ```
#[derive(Clone, Copy)]
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    /// One byte more.
    #[must_use]
    pub fn byte(self, b: u8) -> Fnv {
        Fnv((self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
    }

    /// The bytes, in order.
    #[must_use]
    pub fn bytes(self, bytes: &[u8]) -> Fnv {
        bytes.iter().fold(self, |h, &b| h.byte(b))
    }

    /// A number, as its eight bytes.
    #[must_use]
    pub fn word(self, word: u64) -> Fnv {
        self.bytes(&word.to_le_bytes())
    }

    /// A character, as its UTF-8 bytes (so that characters added one by one hash as their text).
    #[must_use]
    pub fn char(self, c: char) -> Fnv {
        self.bytes(c.encode_utf8(&mut [0; 4]).as_bytes())
    }

    /// The hash of everything added.
    pub fn value(self) -> u64 {
        self.0
    }
}

/// FNV-1a of `bytes`.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    Fnv::default().bytes(bytes).value()
}
