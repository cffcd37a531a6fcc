//! The report's part of the page's state: its sort, view and what is open or printed.

use crate::web::turnier::evaluation::table::Sort;
use crate::web::turnier::View;
use leptos::prelude::*;

/// The report's part of the page's state.
#[derive(Clone, Copy)]
pub(super) struct ReportState {
    pub(super) sort: RwSignal<Sort>,
    /// The player whose scoresheet is open.
    pub(super) selected: RwSignal<Option<String>>,
    pub(super) view: RwSignal<View>,
    pub(super) xiangqi: RwSignal<bool>,
    pub(super) all_columns: RwSignal<bool>,
    /// Every scoresheet is being printed.
    pub(super) sheets: RwSignal<bool>,
}

impl ReportState {
    /// The view the address names (`#ingo`, `#leistung`, else the DWZ view).
    pub(super) fn new() -> ReportState {
        ReportState {
            sort: RwSignal::new(Sort::default()),
            selected: RwSignal::new(None),
            view: RwSignal::new(View::from_hash(
                &window().location().hash().unwrap_or_default(),
            )),
            xiangqi: RwSignal::new(false),
            all_columns: RwSignal::new(false),
            sheets: RwSignal::new(false),
        }
    }
}
