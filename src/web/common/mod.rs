//! What both pages use: one reading of each kind of typed value ([`read`]), the HTML text both
//! write ([`html`]), whether a list chosen is older than the one kept ([`list_age`]), the messages to the second module ([`messages`]), the tab list ([`tabs`]), what an embedding club chooses ([`embed`]), and (feature `web`) the browser's storage, the
//! language and the arithmetic mode (`browser`), the slot of a view loaded on first use (`lazy`).

pub mod embed;
pub mod html;
pub mod list_age;
pub mod messages;
pub mod read;
pub mod tabs;

#[cfg(feature = "web")]
pub mod browser;
#[cfg(feature = "web")]
pub mod lazy;
#[cfg(feature = "web")]
pub mod list_store;
#[cfg(feature = "web")]
pub mod reader_bridge;
