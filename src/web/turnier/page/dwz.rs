//! The DWZ view: the line on the evaluation, what cannot be evaluated, the notes, the legend,
//! the table of Anhang 3.1.11 (rows patched where they change), the Gesamtiteration (rendered
//! when it is opened) and the new Restpartien.

use super::players::{name_view, who};
use super::sheets::{trace, TraceTable};
use super::state::{page, Page, Timed};
use crate::dwz::Evaluation;
use crate::i18n::{Lang, TournamentWords};
use crate::web::common::browser::{tr, T};
use crate::web::common::lazy::{Lazy, PartView};
use crate::web::turnier::evaluation::notes::{eval_info, notice, rest_lines, warning_lines};
use crate::web::turnier::evaluation::table::{
    legend, shown_columns, table_head, table_rows, HeadCell, Row, Shown,
};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::wasm_split::wasm_split;
use leptos::web_sys;

/// What `f` reads of the evaluation where there is one and it is not withheld (the default
/// otherwise), in the page's language.
fn with_evaluation<T: Default>(p: Page, f: fn(Lang, &Evaluation) -> T) -> impl Fn() -> T + Copy {
    move || {
        let l = p.shared.lang.get();
        p.evaluation.with(|e| match e {
            Some(Timed { result: Ok(e), .. }) if !withheld(p) => f(l, e),
            _ => T::default(),
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
                Some(view! { <p class="hint" id="eval-info">{text}</p> }.into_any())
            }
            None => None,
        })
    }
}

/// A cell of the table ([`Shown`]): a player's name opens his scoresheet (the table's one
/// listener, [`open_sheet`]).
fn cell_view(shown: Shown) -> AnyView {
    match shown {
        Shown::Text(text) => text.into_any(),
        Shown::Player { id, name, textual } => view! {
            <button type="button" class="who" data-player=id aria-haspopup="dialog">{name_view(&name)}</button>
            {textual.map(|tag| view! { " "<span class="tag">{tag}</span> })}
        }
        .into_any(),
        Shown::Strong { text, title } => view! { <strong title=title>{text}</strong> }.into_any(),
    }
}

/// A click on a player's name in the table: his scoresheet opens (one listener for the table's
/// names, not one a row).
fn open_sheet(p: Page, ev: &leptos::ev::MouseEvent) {
    let id = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| e.closest("button.who[data-player]").ok().flatten())
        .and_then(|b| b.get_attribute("data-player"));
    if let Some(id) = id {
        p.report.selected.set(Some(id));
    }
}

/// A row of the table.
#[component]
fn TableRow(row: Row) -> impl IntoView {
    let cells = row
        .cells
        .into_iter()
        .map(|(class, shown)| {
            let class = (!class.is_empty()).then_some(class);
            view! { <td class=class>{cell_view(shown)}</td> }
        })
        .collect_view();
    view! { <tr class=row.class data-id=row.id>{cells}</tr> }
}

/// A head cell: a button that sorts by its column. The label twice: the button sorts on the
/// screen; print shows the plain text (a browser repeats a table's head on every printed page,
/// but not the buttons in it).
fn head_view(p: Page, h: HeadCell) -> impl IntoView {
    let sort = p.report.sort;
    let clicked = move |_| {
        if let Some(s) = sort.get_untracked().clicked(h.code) {
            sort.set(s);
        }
    };
    view! {
        <th scope="col" class=(!h.on_phone).then_some("opt") aria-sort=h.aria_sort>
            <button type="button" data-sort=h.code on:click=clicked>{h.label}</button>
            <span class="print-label" aria-hidden="true">{h.label}</span>
        </th>
    }
}

/// The legend of the table's marks, and what only the screen does (not printed).
#[component]
fn Legend() -> impl IntoView {
    let lang = page().shared.lang;
    move || {
        let items = legend(lang.get())
            .into_iter()
            .map(|text| view! { <li>{text}</li> })
            .collect_view();
        view! {
            <ul class="legend">{items}</ul>
            <p class="hint no-print"><T m=TournamentWords::LegendClick/></p>
        }
    }
}

/// The table of Anhang 3.1.11: the head from the sort, the rows keyed by what they show (a
/// changed row is renewed, the others stay).
#[component]
fn DwzTable() -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let (sort, all) = (p.report.sort, p.report.all_columns);
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
            _ => Vec::new(),
        })
    };
    view! {
        <Legend/>
        <label class="radio all-columns no-print"><input type="checkbox" id="all-columns"
            prop:checked=move || all.get() on:change=move |ev| all.set(event_target_checked(&ev)) /><T m=TournamentWords::AllColumns/></label>
        <div class="scroll">
            <table class="evaluation" class:all=move || all.get() id="evaluation">
                <thead><tr>{move || head().into_iter().map(|h| head_view(p, h)).collect_view()}</tr></thead>
                <tbody on:click=move |ev| open_sheet(p, &ev)>
                    <For each=move || rows.with(|r| r.iter().take(p.built.evaluation.get()).cloned().collect::<Vec<_>>())
                        key=Row::clone let:row>
                        <TableRow row/>
                    </For>
                </tbody>
            </table>
        </div>
    }
}

/// The Gesamtiteration's table, loaded the first time it is opened (the part `sheets`).
#[wasm_split(sheets, wasm_split_path = ::leptos::wasm_split, fallible)]
fn trace_part() -> PartView {
    let p = page();
    Ok((move || trace(p).map(|trace| view! { <TraceTable trace/> })).into_any())
}

/// The Gesamtiteration, rendered once it is opened.
#[component]
fn Trace() -> impl IntoView {
    let open = RwSignal::new(false);
    let on_toggle = move |ev: leptos::ev::Event| {
        let details = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok());
        open.set(details.is_some_and(|d| d.open()));
    };
    view! {
        <details class="trace" on:toggle=on_toggle>
            <summary><T m=TournamentWords::ShowTrace/></summary>
            <div class="scroll" tabindex="0" role="region" aria-label=tr(TournamentWords::ShowTrace)>
                <Lazy when=open load=trace_part/>
            </div>
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
    let (nobody, warnings, rest) = (
        with_evaluation(p, |_, e| notice(e)),
        with_evaluation(p, warning_lines),
        with_evaluation(p, rest_lines),
    );
    view! {
        <EvalLine/>
        {move || nobody().map(|m| view! {
            <p class="notice" id="notice" role="status"><T m/></p>
        })}
        {move || {
            let lines = warnings();
            (!lines.is_empty()).then(|| view! {
                <ul class="warnings">{lines.into_iter().map(|w| view! { <li>{w}</li> }).collect_view()}</ul>
            })
        }}
        <div hidden=move || !ok()>
            <DwzTable/>
        </div>
        {move || has_trace().then(|| view! { <Trace/> })}
        {move || {
            let lines = rest();
            (!lines.is_empty()).then(|| view! {
                <h3><T m=TournamentWords::NewRestGames/></h3>
                <ul class="rest">{lines.into_iter().map(|(name, words)| view! { <li>{name}": "{words}</li> }).collect_view()}</ul>
            })
        }}
    }
}
