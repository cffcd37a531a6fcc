//! The DWZ view: the line on the evaluation, what cannot be evaluated, the notes, the legend,
//! the table of Anhang 3.1.11 (rows patched where they change), the Gesamtiteration (made by the
//! second module when it is opened) and the new Restpartien.

use super::bridge::extra_html;
use super::{now, page, Page, Timed};
use crate::dwz::Evaluation;
use crate::i18n::{Lang, TMsg};
use crate::web::common::browser::{tr, T};
use crate::web::turnier::evaluation::notes::{eval_info, notice_html, rest_html, warnings_html};
use crate::web::turnier::evaluation::table::{
    legend, shown_columns, table_head, table_rows, zps_text, RowHtml, Who,
};
use crate::web::turnier::extras::Extra;
use leptos::html;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys;

/// Puts the rows into the table's body: only the rows whose HTML changed (typing a DWZ changes
/// a few players' rows, not 284), or all of them where the number of rows changed.
fn patch_rows(tbody: &web_sys::HtmlElement, before: &[RowHtml], rows: &[RowHtml]) {
    let children = tbody.children();
    if children.length() as usize != before.len() || before.len() != rows.len() {
        let all: String = rows.iter().map(RowHtml::html).collect();
        tbody.set_inner_html(&all);
        return;
    }
    for (k, (old, new)) in before.iter().zip(rows).enumerate() {
        if old == new {
            continue;
        }
        if let Some(tr) = children.item(k as u32) {
            if old.class != new.class {
                tr.set_class_name(&new.class);
            }
            if old.id != new.id {
                let _ = tr.set_attribute("data-id", &new.id);
            }
            if old.cells != new.cells {
                tr.set_inner_html(&new.cells);
            }
        }
    }
}

/// HTML of the evaluation where there is one (empty otherwise), in the page's language.
fn with_evaluation(p: Page, f: fn(Lang, &Evaluation) -> String) -> impl Fn() -> String + Copy {
    move || {
        let l = p.shared.lang.get();
        p.evaluation.with(|e| match e {
            Some(Timed { result: Ok(e), .. }) if !withheld(p) => f(l, e),
            _ => String::new(),
        })
    }
}

/// Whether the evaluation is withheld: a field is bad or a player needs a decision (the page
/// says which above the report).
fn withheld(p: Page) -> bool {
    p.blocked.with(|b| !b.is_empty())
}

/// Why the tournament cannot be evaluated, or the line on the evaluation.
#[component]
fn EvalLine() -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    move || {
        p.evaluation.with(|e| match e {
            Some(Timed { result: Err(e), .. }) => {
                let m = lang.get().error(e);
                Some(view! { <p class="error" id="eval-error" role="alert">{m}</p> }.into_any())
            }
            Some(Timed { result: Ok(_), .. }) if withheld(p) => None,
            Some(Timed { result: Ok(e), ms }) => {
                let text = eval_info(lang.get(), e, *ms);
                let ms = crate::dwz::numeric::fixed(*ms, 2);
                Some(view! { <p class="hint" id="eval-info" data-eval-ms=ms>{text}</p> }.into_any())
            }
            None => None,
        })
    }
}

/// A click in the table: sorts by a column head, or opens a player's scoresheet.
fn on_table_click(p: Page, ev: leptos::ev::MouseEvent) {
    let Some(el) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    if let Some(code) = el.get_attribute("data-sort") {
        let sort = p.report.sort;
        if let Some(s) = sort.get_untracked().clicked(&code) {
            sort.set(s);
        }
    } else if let Some(id) = el.get_attribute("data-player") {
        p.report.selected.set(Some(id));
    }
}

/// What the report says of each player beyond his evaluation: his ZPS (from the row of the
/// list he takes, else the file's) and his team.
fn who(p: Page) -> Vec<Who> {
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
                        // (The byes only on the scoresheets, made by the second module.)
                        ..Who::default()
                    }
                })
                .collect()
        })
    })
}

/// The table of Anhang 3.1.11: the head from the sort, the body patched a row at a time (and
/// `#results[data-stamp]` set when it is, for the benchmark).
#[component]
fn DwzTable() -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let (sort, all) = (p.report.sort, p.report.all_columns);
    let tbody = NodeRef::<html::Tbody>::new();
    let who = Memo::new(move |_| who(p));
    let rows = Memo::new(move |_| {
        let (l, sort) = (lang.get(), sort.get());
        p.evaluation.with(|e| match e {
            Some(Timed { result: Ok(e), .. }) => who.with(|w| table_rows(l, e, sort, w)),
            _ => Vec::new(),
        })
    });
    let head = move || {
        p.evaluation.with(|e| match e {
            Some(Timed { result: Ok(e), .. }) => {
                let shown = who.with(|w| shown_columns(e, w));
                table_head(lang.get(), sort.get(), &shown)
            }
            _ => String::new(),
        })
    };
    Effect::new(move |before: Option<Vec<RowHtml>>| {
        let now_rows = rows.get();
        if let Some(el) = tbody.get() {
            patch_rows(&el, before.as_deref().unwrap_or(&[]), &now_rows);
            if let Some(r) = document().get_element_by_id("results") {
                let _ = r.set_attribute("data-stamp", &crate::dwz::numeric::fixed(now(), 2));
            }
        }
        now_rows
    });
    view! {
        <div inner_html=move || legend(lang.get())></div>
        <label class="radio all-columns no-print"><input type="checkbox" id="all-columns"
            prop:checked=move || all.get() on:change=move |ev| all.set(event_target_checked(&ev)) /><T m=TMsg::AllColumns/></label>
        <div class="scroll" on:click=move |ev| on_table_click(p, ev)>
            <table class="evaluation" class:all=move || all.get() id="evaluation">
                <thead inner_html=head></thead>
                <tbody node_ref=tbody></tbody>
            </table>
        </div>
    }
}

/// The Gesamtiteration, made by the second module once it is opened.
#[component]
fn Trace() -> impl IntoView {
    let p = page();
    let open = RwSignal::new(false);
    let html = extra_html(p, move || open.get().then_some(Extra::Trace));
    let on_toggle = move |ev: leptos::ev::Event| {
        let details = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok());
        open.set(details.is_some_and(|d| d.open()));
    };
    view! {
        <details class="trace" on:toggle=on_toggle>
            <summary><T m=TMsg::ShowTrace/></summary>
            <div class="scroll" tabindex="0" role="region" aria-label=tr(TMsg::ShowTrace)
                inner_html=move || html.get().unwrap_or_default()></div>
        </details>
    }
}

/// The DWZ view.
#[component]
pub(super) fn DwzView() -> impl IntoView {
    let p = page();
    let ok = move || {
        p.evaluation
            .with(|e| matches!(e, Some(Timed { result: Ok(_), .. })))
            && !withheld(p)
    };
    let has_trace = move || {
        p.evaluation
            .with(|e| matches!(e, Some(Timed { result: Ok(e), .. }) if !e.iterated.is_empty()))
            && !withheld(p)
    };
    view! {
        <EvalLine/>
        <div inner_html=with_evaluation(p, notice_html)></div>
        <div inner_html=with_evaluation(p, warnings_html)></div>
        <div hidden=move || !ok()>
            <DwzTable/>
        </div>
        {move || has_trace().then(|| view! { <Trace/> })}
        <div inner_html=with_evaluation(p, rest_html)></div>
    }
}
