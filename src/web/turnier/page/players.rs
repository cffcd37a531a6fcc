//! What the page shows of its players beside their figures: their ZPS, team and rounds sat
//! out ([`who`]), and their names where a phone may break them ([`name_view`]); used by the DWZ
//! table and the scoresheets alike.

use super::state::Page;
use crate::web::turnier::evaluation::table::{zps_text, Who};
use leptos::prelude::*;

/// What the report says of each player beyond his evaluation: his ZPS (from the row of the
/// list he takes, else the file's), his team and the rounds he sat out.
pub(super) fn who(p: Page) -> Vec<Who> {
    p.loaded.with(|l| {
        let Some(l) = l else { return Vec::new() };
        p.rows.with(|rows| {
            rows.iter()
                .map(|row| {
                    let e = l.entrants.get(row.k);
                    let listed = row.club.get();
                    Who {
                        zps: if listed.is_empty() {
                            e.map(|e| zps_text(e.club.as_deref(), e.member_number.as_deref(), None))
                                .unwrap_or_default()
                        } else {
                            listed
                        },
                        team: e.and_then(|e| e.team.clone()).unwrap_or_default(),
                        byes: e.map(|e| e.byes.clone()).unwrap_or_default(),
                    }
                })
                .collect()
        })
    })
}

/// A player's name, where a phone may break it after its comma ("Müller,<wbr>Hans") rather than
/// inside the surname.
pub(super) fn name_view(name: &str) -> impl IntoView {
    let mut parts = name.split(',');
    let first = parts.next().unwrap_or_default().to_string();
    let rest: Vec<_> = parts
        .map(|part| view! { ","<wbr/>{part.to_string()} })
        .collect();
    view! { {first}{rest} }
}
