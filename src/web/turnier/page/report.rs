//! The report: the tournament's head, the actions (exports, print, forget), the three views as
//! tabs, the views the second module makes (INGO, FIDE, Turnierleistung), a player's scoresheet
//! as a dialog and every scoresheet while they are printed.

use super::bridge::{extra_view, make};
use super::dwz::DwzView;
use super::load_error::LoadError;
use super::sheets::{scoresheets, SheetView};
use super::state::page;
use crate::i18n::{Lang, TournamentWords};
use crate::web::common::browser::{download, today, tr, T};
use crate::web::common::lazy::{Lazy, PartView};
use crate::web::common::tabs::TabList;
use crate::web::turnier::evaluation::notes::{file_name, report_head};
use crate::web::turnier::reader::{Extra, Response};
use crate::web::turnier::result_views::{RanksPicture, ResultView, TableRow};
use crate::web::turnier::store::HEAD;
use crate::web::turnier::View;
use leptos::html;
use leptos::prelude::*;
use leptos::wasm_bindgen::{JsCast, JsValue};
use leptos::wasm_split::wasm_split;
use leptos::web_sys;

/// Prints the page with a class on `<html>` saying what is printed (the print styles show only
/// that part).
pub(super) fn print_with(class: &'static str) {
    let root = document().document_element();
    if let Some(r) = &root {
        let _ = r.class_list().add_1(class);
    }
    let _ = window().print();
    if let Some(r) = &root {
        let _ = r.class_list().remove_1(class);
    }
}

/// Exports the evaluation (CSV or JSON), made by the second module.
async fn export(p: super::Page, extra: Extra) {
    if p.refused() {
        return;
    }
    let (ext, mime) = match extra {
        Extra::Csv => ("csv", "text/csv;charset=utf-8"),
        _ => ("json", "application/json"),
    };
    let Some(name) = p
        .loaded
        .with_untracked(|l| l.as_ref().map(|l| file_name(&l.tournament, ext)))
    else {
        return;
    };
    let (lang, mode) = (p.shared.lang.get_untracked(), p.shared.mode.get_untracked());
    match make(p, extra, lang, mode).await {
        Some(Response::Made(content)) if !content.is_empty() => download(&name, mime, &content),
        Some(_) => {}
        None => p
            .load_error
            .set(Some(LoadError::NoModule(super::bridge::failure()))),
    }
}

/// What the director types once for the report's head (kept with the tournament; the end date
/// is the one of the settings): fields `head-0` … `head-3` ([`HEAD`]).
#[component]
fn HeadForm() -> impl IntoView {
    let head = page().head;
    view! {
        <details class="head-form no-print">
            <summary><T m=TournamentWords::HeadForm/></summary>
            {HEAD.iter().zip(head).enumerate().map(|(k, (m, value))| view! {
                <div class="field"><label for=format!("head-{k}")><T m=*m/></label>
                    <input id=format!("head-{k}") type="text" prop:value=move || value.get()
                        on:input=move |ev| value.set(event_target_value(&ev)) /></div>
            }).collect_view()}
        </details>
    }
}

/// "Turnier vergessen" happened: it can be undone.
#[component]
fn Undo() -> impl IntoView {
    let p = page();
    let undo = move |_| {
        if let Some(s) = p.undo.get_untracked() {
            p.show(s);
        }
        p.undo.set(None);
    };
    view! {
        <p class="undo no-print" role="status" hidden=move || p.undo.with(Option::is_none)>
            <T m=TournamentWords::Cleared/>" "
            <button type="button" id="undo" on:click=undo><T m=TournamentWords::Undo/></button>
        </p>
    }
}

/// The tournament's name (or "Ergebnisse") and its head as printed.
#[component]
fn ReportHead() -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let head = move || {
        let (l, mode) = (lang.get(), p.shared.mode.get());
        p.applied.with(|a| {
            a.as_ref()
                .map(|(t, _)| {
                    let values = p.head.map(|h| h.get());
                    // The tournament's UUID is for the DSB's file, not the printed head.
                    let typed: Vec<(TournamentWords, &str)> = HEAD
                        .iter()
                        .zip(&values)
                        .take(crate::web::turnier::store::head_at::UUID)
                        .map(|(m, v)| (*m, v.as_str()))
                        .collect();
                    report_head(l, t, mode, today(), &typed)
                })
                .unwrap_or_default()
        })
    };
    let name = move || {
        p.loaded
            .with(|l| l.as_ref().map(|l| l.tournament.name.clone()))
            .filter(|n| !n.trim().is_empty())
            .unwrap_or_else(|| lang.get().text(TournamentWords::Results).into())
    };
    // The printed pages' margins: the name above, "Seite N von M" below (`@page` in
    // turnier.css reads these properties; set through the CSSOM, which the page's CSP allows).
    Effect::new(move |_| {
        let l = lang.get();
        let quoted = |s: &str| format!("\"{}\"", s.replace(['\\', '"'], " "));
        if let Some(root) = document()
            .document_element()
            .and_then(|r| r.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let style = root.style();
            let _ = style.set_property("--print-name", &quoted(&name()));
            let _ = style.set_property("--print-page", &quoted(l.text(TournamentWords::PrintPage)));
            let _ = style.set_property("--print-of", &quoted(l.text(TournamentWords::PrintOf)));
        }
    });
    view! {
        <h2 id="report-title">{name}</h2>
        <dl class="head">
            {move || head().into_iter().map(|(term, value)| view! { <div><dt>{term}</dt><dd>{value}</dd></div> }).collect_view()}
        </dl>
    }
}

/// Exports, print, the scoresheets printed, forgetting the tournament.
#[component]
fn Actions() -> impl IntoView {
    let p = page();
    // An export is the user's action: its button waits while the module makes the file.
    let exporting = Action::new_local(move |extra: &Extra| export(p, extra.clone()));
    // Printing the scoresheets is the user's action too: its button is busy while their part is
    // fetched (on a slow line it may not be there yet), and a second click meanwhile prints
    // nothing twice (the button stays enabled, so that it keeps the focus of the keyboard).
    let printing = Action::new_local(move |(): &()| print_sheets(p));
    let sheets_coming = printing.pending();
    let busy = move |extra: Extra| {
        move || {
            (exporting.pending().get() && exporting.input().with(|i| i.as_ref() == Some(&extra)))
                .then_some("true")
        }
    };
    view! {
        <div class="actions no-print">
            <button type="button" id="export-csv" aria-busy=busy(Extra::Csv)
                on:click=move |_| { exporting.dispatch_local(Extra::Csv); }><T m=TournamentWords::ExportCsv/></button>
            <button type="button" id="export-json" aria-busy=busy(Extra::Json)
                on:click=move |_| { exporting.dispatch_local(Extra::Json); }><T m=TournamentWords::ExportJson/></button>
            <Lazy when=Signal::derive(move || p.shown()) load=super::dsb::dsb_part/>
            <button type="button" id="print" on:click=move |_| print_all(p)><T m=TournamentWords::Print/></button>
            <button type="button" id="print-sheets" aria-busy=move || sheets_coming.get().then_some("true")
                on:click=move |_| {
                    if !sheets_coming.get_untracked() && !p.refused() {
                        printing.dispatch_local(());
                    }
                }><T m=TournamentWords::PrintSheets/></button>
            <button type="button" id="clear" on:click=move |_| p.clear()><T m=TournamentWords::Clear/></button>
        </div>
    }
}

/// The report: the tournament's head, the actions, the views as tabs and the selected view.
#[component]
pub(super) fn Report() -> impl IntoView {
    let p = page();
    let view = p.report.view;
    view! {
        <Undo/>
        <section class="report" aria-labelledby="report-title" hidden=move || p.loaded.with(Option::is_none)>
            <ReportHead/>
            <HeadForm/>
            <Actions/>
            <ViewTabs/>
            <div id="results" role="tabpanel" aria-labelledby=move || view.get().tab_id()>
                {move || match view.get() {
                    View::Dwz => view! { <DwzView/> }.into_any(),
                    other => view! { <Lazy when=true load=move || result_part(other)/> }.into_any(),
                }}
            </div>
        </section>
        <ScoresheetDialog/>
        <AllSheetsSlot/>
    }
}

/// The three views as tabs ([`TabList`]: the arrow keys, Home and End move between them).
#[component]
fn ViewTabs() -> impl IntoView {
    let p = page();
    let select = move |v: View| {
        p.report.view.set(v);
        if let Ok(history) = window().history() {
            let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(v.hash()));
        }
    };
    view! {
        <TabList items=View::ALL.to_vec() current=p.report.view select=Callback::new(select)
            tab_id=|v: View| v.tab_id().to_string()
            label=|v: View| view! { <T m=v.label()/> }
            controls="results" aria_label=tr(TournamentWords::Views) class="views no-print"/>
    }
}

/// The views the second module makes (INGO, Turnierleistung, FIDE), loaded the first time one
/// is chosen (the part `views`).
#[wasm_split(views, wasm_split_path = ::leptos::wasm_split, fallible)]
fn result_part(view: View) -> PartView {
    Ok(match view {
        View::Dwz => view! { <DwzView/> }.into_any(),
        View::Ingo => view! { <IngoView/> }.into_any(),
        View::Leistung => view! { <LeistungView/> }.into_any(),
        View::Fide => view! { <FideView/> }.into_any(),
    })
}

/// A row of a result table, worded in `l`.
fn result_row(l: Lang, row: TableRow) -> impl IntoView {
    let cells = row
        .cells
        .into_iter()
        .map(|c| {
            let class = (!c.class.is_empty()).then_some(c.class);
            let title = (!c.title.is_empty()).then(|| c.title.text(l));
            view! { <td class=class title=title>{c.text.text(l)}</td> }
        })
        .collect_view();
    view! { <tr data-id=row.id>{cells}</tr> }
}

/// The rankings compared, worded in `l`: a line a player, his name at both ends.
fn ranks_view(l: Lang, r: RanksPicture) -> impl IntoView {
    let heads = r
        .columns
        .into_iter()
        .map(|(title, x)| {
            view! { <text x=x y="10" text-anchor="middle" class="lbl">{title.text(l)}</text> }
        })
        .collect_view();
    let lines = r
        .lines
        .into_iter()
        .map(|line| {
            let name = line.name;
            view! {
                <g>
                    <title>{name.clone()}</title>
                    <polyline points=line.points class="line"/>
                    <text x="64" y=line.left_y text-anchor="end" class="lbl">{name.clone()}</text>
                    <text x="276" y=line.right_y class="lbl">{name}</text>
                </g>
            }
        })
        .collect_view();
    let title = l.text(r.title);
    view! {
        <figure class="ranks">
            <figcaption>{title}</figcaption>
            <svg viewBox=format!("0 0 380 {}", r.height) role="img" aria-label=title>{heads}{lines}</svg>
        </figure>
    }
}

/// What `read` reads of the result view (tracked); `None` before the first answer.
fn part<T>(shown: LocalResource<ResultView>, read: impl Fn(&ResultView) -> Option<T>) -> Option<T> {
    shown.with(|v| read(v.as_ref()?))
}

/// A result view the second module made ([`ResultView`]), worded in the page's language when it
/// is rendered: the legend, what is wrong, the table (its rows keyed by what they show and the
/// language: a changed row is renewed, the others stay), the line after it and the rankings
/// compared.
#[component]
fn ResultPanel(shown: LocalResource<ResultView>) -> impl IntoView {
    let lang = page().shared.lang;
    let legend = Memo::new(move |_| part(shown, |v| Some(v.legend.clone())));
    let error = Memo::new(move |_| part(shown, |v| Some(v.error.clone())));
    let table = Memo::new(move |_| {
        part(shown, |v| {
            let t = v.table.as_ref()?;
            Some((t.id.clone(), t.heads.clone()))
        })
    });
    let rows = Memo::new(move |_| {
        part(shown, |v| v.table.as_ref().map(|t| t.rows.clone())).unwrap_or_default()
    });
    let after = Memo::new(move |_| part(shown, |v| v.after.clone()));
    let ranks = Memo::new(move |_| part(shown, |v| v.ranks.clone()));
    view! {
        {move || legend.get().filter(|l| !l.is_empty()).map(|items| {
            let l = lang.get();
            view! { <ul class="legend">{items.into_iter().map(|m| view! { <li>{l.text(m)}</li> }).collect_view()}</ul> }
        })}
        {move || error.get().map(|e| e.get(lang.get()).clone()).filter(|e| !e.is_empty())
            .map(|e| view! { <p class="error" role="alert">{e}</p> })}
        {move || table.get().map(|(id, heads)| view! {
            <table class="evaluation" id=id>
                <thead><tr>{move || {
                    let l = lang.get();
                    heads.iter().map(|h| view! { <th scope="col">{h.text(l)}</th> }).collect_view()
                }}</tr></thead>
                <tbody>
                    <For each=move || { let l = lang.get(); rows.get().into_iter().map(move |r| (l, r)) }
                        key=|(l, r)| (l.code(), r.clone()) children=|(l, row)| result_row(l, row)/>
                </tbody>
            </table>
        })}
        {move || after.get().map(|(id, text)| view! { <p id=id>{text.text(lang.get())}</p> })}
        {move || ranks.get().map(|r| ranks_view(lang.get(), r))}
    }
}

/// The INGO view, with its choice of rules.
#[component]
fn IngoView() -> impl IntoView {
    let p = page();
    let xiangqi = p.report.xiangqi;
    let shown = extra_view(p, move || {
        Some(Extra::Ingo {
            xiangqi: xiangqi.get(),
        })
    });
    view! {
        <label class="radio no-print"><input type="checkbox" id="xiangqi" prop:checked=move || xiangqi.get()
            on:change=move |ev| xiangqi.set(event_target_checked(&ev)) /><T m=TournamentWords::Xiangqi/></label>
        <div class="scroll" tabindex="0" role="region" aria-label="INGO"><ResultPanel shown/></div>
    }
}

/// Each player's FIDE Elo change (made by the second module).
#[component]
fn FideView() -> impl IntoView {
    let shown = extra_view(page(), || Some(Extra::Fide));
    view! { <div class="scroll" tabindex="0" role="region" aria-label=tr(TournamentWords::ViewFide)><ResultPanel shown/></div> }
}

/// Waldstein's Turnierleistung.
#[component]
fn LeistungView() -> impl IntoView {
    let shown = extra_view(page(), || Some(Extra::Leistung));
    view! { <div class="scroll" tabindex="0" role="region" aria-label=tr(TournamentWords::ViewLeistung)><ResultPanel shown/></div> }
}

/// A player's scoresheet as a dialog where the user is: it takes the focus, Escape closes it.
#[component]
fn ScoresheetDialog() -> impl IntoView {
    let p = page();
    let selected = p.report.selected;
    let dialog = NodeRef::<html::Dialog>::new();
    let title = move || {
        let id = selected.get()?;
        p.loaded.with(|l| {
            let q = l.as_ref()?.tournament.players.iter().find(|q| q.id == id)?;
            Some(q.name.clone().unwrap_or_else(|| q.id.clone()))
        })
    };
    // The dialog follows the player selected (it is the browser's: shown modal, or closed).
    Effect::new(move |_| {
        let open = selected.with(Option::is_some);
        if let Some(d) = dialog.get() {
            if open && !d.open() {
                let _ = d.show_modal();
                focus_without_scroll("sheet-close");
            } else if !open && d.open() {
                d.close();
            }
        }
    });
    view! {
        <dialog id="scoresheet" node_ref=dialog aria-label=title on:close=move |_| selected.set(None)>
            <div class="dialog-actions no-print">
                <button type="button" id="sheet-print" on:click=move |_| print_with("print-sheet")><T m=TournamentWords::PrintSheet/></button>
                <button type="button" id="sheet-close" on:click=move |_| selected.set(None)><T m=TournamentWords::Close/></button>
            </div>
            <div><Lazy when=Signal::derive(move || selected.with(Option::is_some)) load=move || sheet_part(selected)/></div>
        </dialog>
    }
}

/// The focus to the element `id` without scrolling anything: in a frame the club's page stays
/// where it is (and the attribute `autofocus` is refused in a frame of another site).
fn focus_without_scroll(id: &str) {
    use leptos::wasm_bindgen::JsCast;
    let Some(el) = document()
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into::<leptos::web_sys::HtmlElement>().ok())
    else {
        return;
    };
    let options = leptos::web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    let _ = el.focus_with_options(&options);
}

/// "Drucken": the evaluation printed with every row (refused where it is withheld); rows still
/// to be built are built first, and printed the next frame.
fn print_all(p: super::Page) {
    if p.refused() {
        return;
    }
    let all = p.built.evaluation.get_untracked() == usize::MAX;
    p.built.all();
    if all {
        let _ = window().print();
    } else {
        request_animation_frame(|| {
            let _ = window().print();
        });
    }
}

/// "Einzelergebnisse drucken" (where the evaluation is not withheld): once the part `sheets` is
/// there (fetched when the tournament was shown with every row, but maybe not yet arrived on a
/// slow line), every scoresheet is put on the page, printed once it is there (the next frame),
/// and taken off again. Where the part cannot be fetched (offline before it was kept), nothing
/// is printed (rather than pages without the sheets).
async fn print_sheets(p: super::Page) {
    let sheets = p.report.sheets;
    // The slot of every scoresheet is wanted once every row is built.
    p.built.all();
    if sheets_here().await.is_err() {
        return;
    }
    print_next_frame(sheets, "print-sheets", true);
}

/// Puts on the page what `shown` shows, prints it with `class` the next frame (once it is
/// rendered), and takes it off again where `off` (else the caller does, after the print). A
/// function of the page's main module: the frame's callback of a part loaded later would be
/// called with another signature.
pub(super) fn print_next_frame(shown: RwSignal<bool>, class: &'static str, off: bool) {
    shown.set(true);
    request_animation_frame(move || {
        print_with(class);
        if off {
            shown.set(false);
        }
    });
}

/// Resolves once the part `sheets` (with [`AllSheets`]) has been fetched.
#[wasm_split(sheets, wasm_split_path = ::leptos::wasm_split, fallible)]
fn sheets_here() -> Result<(), crate::web::common::lazy::NotLoaded> {
    Ok(())
}

/// The scoresheet of the dialog, loaded the first time one is opened (the part `sheets`).
#[wasm_split(sheets, wasm_split_path = ::leptos::wasm_split, fallible)]
fn sheet_part(selected: RwSignal<Option<String>>) -> PartView {
    let p = page();
    let sheet = Memo::new(move |_| {
        let id = selected.get()?;
        scoresheets(p, Some(&id)).pop()
    });
    Ok((move || sheet.get().map(|sheet| view! { <SheetView sheet/> })).into_any())
}

/// Every scoresheet while they are printed: the part `sheets`, loaded once a tournament is
/// shown, so that it is mostly there when "Einzelergebnisse drucken" is clicked (which waits
/// for it where not).
#[component]
fn AllSheetsSlot() -> impl IntoView {
    let p = page();
    view! { <Lazy when=Signal::derive(move || p.shown()) load=all_sheets_part/> }
}

#[wasm_split(sheets, wasm_split_path = ::leptos::wasm_split, fallible)]
fn all_sheets_part() -> PartView {
    Ok(view! { <AllSheets/> }.into_any())
}

/// Every scoresheet, a page each, while they are printed.
#[component]
fn AllSheets() -> impl IntoView {
    let p = page();
    let sheets = p.report.sheets;
    let all = move || {
        sheets.get().then(|| {
            scoresheets(p, None)
                .into_iter()
                .map(|sheet| view! { <article class="sheet-page"><SheetView sheet/></article> })
                .collect_view()
        })
    };
    view! { <section id="sheets" class="print-only">{all}</section> }
}
