//! What every table of words is: an entry with a German and an English text.

/// A message table: every entry has a German and an English text.
pub trait Texts: Copy {
    /// The entry's German and English text.
    fn texts(self) -> (&'static str, &'static str);
}
