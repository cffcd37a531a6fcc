//! Wertung: German chess ratings computed exactly by the federation's rules.
//!
//! The library is the pure core ([`dwz`], [`fide`], [`ingo`], [`waldstein`]) plus the data formats ([`formats`]) the command-line
//! tool and the web app speak. The web app itself lives behind the `web` feature.

#![forbid(unsafe_code)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used))]

pub mod dwz;
pub mod fide;
pub mod formats;
pub mod i18n;
pub mod ingo;
pub mod input;
pub mod waldstein;

pub mod web;
