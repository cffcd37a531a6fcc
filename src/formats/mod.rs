//! Data formats, one module each. They parse and present; all rating arithmetic is in the core.

pub mod crosstable;
pub mod csv;
pub mod json;
pub mod text;
pub mod trf;
