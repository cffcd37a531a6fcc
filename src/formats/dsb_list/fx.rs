//! The hasher of the player list's lookup maps (used by [`super::matching`] and the name keys
//! of `super::names`).

/// FxHash's step (the Rust compiler's hash): fast, for keys from the user's own file, where
/// hash flooding is no concern. Every lookup by a hash also compares what was hashed.
#[derive(Default, Clone, Copy)]
pub(crate) struct Fx(pub(crate) u64);

impl Fx {
    pub(crate) fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    pub(crate) fn bytes(mut self, bytes: &[u8]) -> Fx {
        for chunk in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(w));
        }
        self
    }
}
