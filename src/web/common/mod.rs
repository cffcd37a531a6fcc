//! What both pages use: the browser's storage, the language and the arithmetic mode
//! ([`browser`], feature `web`).

#[cfg(feature = "web")]
pub mod browser;
