//! The Berechnungslauf: several files chosen or dropped together. Each is read by
//! the second module as a single file is ([`Request::Open`]), kept as read (local storage,
//! [`RUN_KEY`]), and the run is derived from them by the second module ([`Request::Run`], the
//! core's `dwz::run` as the CLI's `dwz run`): after reading, after a reload, in the other
//! arithmetic mode. The page shows the order with the dates, a switch between the tournaments
//! (each shown as any tournament, with the run's DWZ, index and Restpartien), the persons with
//! their path, and the run's exports.

use super::bridge::ask;
use super::run_state::{Kept, RUN_KEY};
use super::state::{page, Page};
use crate::i18n::{Lang, TMsg};
use crate::web::common::browser::{download, load, T};
use crate::web::common::extras_bridge::file_bytes;
use crate::web::common::lazy::{Lazy, PartView};
use crate::web::turnier::extras::{Opened, Request, Response};
use crate::web::turnier::run::{Decided, PathCell, PersonShown, RunAnswer, RunFile, RunShown};
use crate::web::turnier::store::restore;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use leptos::web_sys;

/// Several files chosen or dropped together (each of a size the page reads, see
/// [`super::load::too_large`]): each read by the second module; a file it cannot read is named
/// and ends the run before it is run.
pub(super) async fn open_run(p: Page, files: Vec<web_sys::File>) {
    let r = p.run;
    r.close();
    p.load_error.set(None);
    let total = files.len() + 1;
    let mut read = Vec::with_capacity(files.len());
    for (k, file) in files.into_iter().enumerate() {
        r.progress.set(Some((k, total)));
        let bytes = file_bytes(&file).await;
        let request = Request::Open {
            name: file.name(),
            end: String::new(),
        };
        let answer = match bytes {
            Some(bytes) => ask(request, Some(&bytes)).await,
            None => None,
        };
        match answer {
            Some(Response::Opened(Opened::Loaded(stored))) => read.push(RunFile {
                name: file.name(),
                stored,
            }),
            Some(Response::Opened(Opened::Failed { de, en })) => {
                r.progress.set(None);
                r.error.set(Some((de, en)));
                return;
            }
            _ => {
                r.progress.set(None);
                let why = super::bridge::failure();
                r.error.set(Some((
                    Lang::De.text(why).to_string(),
                    Lang::En.text(why).to_string(),
                )));
                return;
            }
        }
    }
    r.files.set(read);
    r.step.set(0);
    r.keep();
    compute(p, true).await;
}

/// The run of the files kept, made by the second module in the page's mode; the tournament at
/// the run's place `step` shown where `show` (else the one the page kept stays).
async fn compute(p: Page, show: bool) {
    let r = p.run;
    let files = r.files.get_untracked();
    if files.is_empty() {
        return;
    }
    r.progress.set(Some((files.len(), files.len() + 1)));
    let in_use = p.list.state.with_untracked(|s| {
        matches!(
            s,
            super::list_panel::ListState::Ready(_) | super::list_panel::ListState::Unkept(_)
        )
    });
    let request = |with_list| Request::Run {
        files: files.clone(),
        decided: r.decided.get_untracked(),
        lang: p.shared.lang.get_untracked(),
        exact: p.shared.mode.get_untracked() == crate::dwz::Mode::Exact,
        with_list,
    };
    let mut answer = ask(request(in_use), None).await;
    if answer == Some(Response::NoList) {
        // The module lost the list in use (a reload): given again from the browser's copy, else
        // the run goes without it.
        let given = match crate::web::common::list_store::DSB_LIST.kept().await {
            Some(bytes) => ask(Request::LoadList, Some(&bytes)).await,
            None => None,
        };
        let loaded = matches!(
            given,
            Some(Response::List(
                crate::web::common::messages::ListLoad::Loaded { .. }
            ))
        );
        answer = ask(request(loaded), None).await;
    }
    r.progress.set(None);
    match answer {
        Some(Response::Run(RunAnswer::Ran(shown))) => {
            r.error.set(None);
            r.question.set(None);
            let step = r
                .step
                .get_untracked()
                .min(shown.steps.len().saturating_sub(1));
            if show {
                show_step(p, &shown, step);
            }
            r.shown.set(Some(*shown));
        }
        Some(Response::Run(RunAnswer::Ask(q))) => {
            r.shown.set(None);
            r.error.set(None);
            r.question.set(Some(q));
        }
        Some(Response::Run(RunAnswer::Failed { de, en })) => {
            r.shown.set(None);
            r.question.set(None);
            r.error.set(Some((de, en)));
        }
        _ => {
            let why = super::bridge::failure();
            r.error.set(Some((
                Lang::De.text(why).to_string(),
                Lang::En.text(why).to_string(),
            )));
        }
    }
}

/// Shows the tournament at the run's place `step` as any tournament (its views and exports).
fn show_step(p: Page, shown: &RunShown, step: usize) {
    if let Some(session) = shown.steps.get(step).and_then(|s| restore(&s.stored)) {
        p.run.step.set(step);
        p.run.keep();
        p.load_error.set(None);
        p.show(session);
    }
}

/// The run kept over a reload: its files read back and the run derived again (the tournament
/// shown is the one the page kept). Nothing where none is kept.
/// The run made again where one is kept (a DSB list taken meanwhile applies to it).
pub(super) fn rerun(p: Page) {
    if !p.run.files.with_untracked(Vec::is_empty) {
        leptos::task::spawn_local(compute(p, true));
    }
}

pub(super) fn restore_run(p: Page) {
    let Some(kept) = load(RUN_KEY).and_then(|k| serde_json::from_str::<Kept>(&k).ok()) else {
        return;
    };
    if kept.files.len() < 2 {
        return;
    }
    p.run.files.set(kept.files);
    p.run.step.set(kept.shown);
    p.run.decided.set(kept.decided);
    leptos::task::spawn_local(compute(p, false));
}

/// A person's standing after a tournament: "1752-24", "1752" without index, "Restpartien"
/// without DWZ.
fn cell_text(l: Lang, c: Option<PathCell>) -> String {
    match c {
        Some(PathCell {
            dwz: Some(d),
            index: Some(i),
        }) => format!("{d}-{i}"),
        Some(PathCell {
            dwz: Some(d),
            index: None,
        }) => d.to_string(),
        Some(PathCell { dwz: None, .. }) => l.text(TMsg::RunRest).to_string(),
        None => "–".to_string(),
    }
}

/// A person's DWZ after each tournament as a small line chart (inline SVG, drawn from the
/// data): a point a tournament he has a DWZ after, the line through them.
#[component]
fn PathChart(person: PersonShown) -> impl IntoView {
    const W: f64 = 96.0;
    const H: f64 = 24.0;
    let points: Vec<(usize, u32)> = person
        .path
        .iter()
        .enumerate()
        .filter_map(|(k, c)| Some((k, (*c)?.dwz?)))
        .collect();
    let lo = points.iter().map(|p| p.1).min().unwrap_or(0);
    let hi = points.iter().map(|p| p.1).max().unwrap_or(0);
    let steps = person.path.len().max(2) - 1;
    let at = move |(k, dwz): (usize, u32)| {
        let x = 3.0 + (W - 6.0) * k as f64 / steps as f64;
        let y = if hi > lo {
            H - 3.0 - (H - 6.0) * f64::from(dwz - lo) / f64::from(hi - lo)
        } else {
            H / 2.0
        };
        (x, y)
    };
    let line: Vec<String> = points
        .iter()
        .map(|&p| {
            let (x, y) = at(p);
            format!("{x:.1},{y:.1}")
        })
        .collect();
    let dots = points
        .iter()
        .map(|&p| {
            let (x, y) = at(p);
            view! { <circle cx=format!("{x:.1}") cy=format!("{y:.1}") r="2"></circle> }
        })
        .collect_view();
    view! {
        <svg class="run-chart" width=W.to_string() height=H.to_string()
            viewBox=format!("0 0 {W} {H}") aria-hidden="true">
            <polyline points=line.join(" ") fill="none" stroke="currentColor"></polyline>
            {dots}
        </svg>
    }
}

/// The order with each tournament's dates and file, and the switch to the tournament shown.
#[component]
fn RunOrder(shown: RunShown) -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let date = move |d: &str| {
        let l = lang.get();
        crate::dwz::Date::parse(d).map_or_else(
            || d.to_string(),
            |d| crate::web::common::html::date_text(l, d),
        )
    };
    let rows = shown
        .steps
        .iter()
        .enumerate()
        .map(|(k, s)| {
            let (start, end) = (s.start.clone().unwrap_or_default(), s.end.clone());
            let start = move || if start.is_empty() { String::new() } else { date(&start) };
            let end = move || date(&end);
            view! { <tr><td>{k + 1}</td><td>{s.name.clone()}</td><td>{start}</td><td>{end}</td><td>{s.file.clone()}</td></tr> }
        })
        .collect_view();
    let options = shown
        .steps
        .iter()
        .enumerate()
        .map(|(k, s)| view! { <option value=k.to_string() selected=move || p.run.step.get() == k>{format!("{}. {}", k + 1, s.name)}</option> })
        .collect_view();
    let on_switch = move |ev: leptos::ev::Event| {
        let Ok(k) = event_target_value(&ev).parse::<usize>() else {
            return;
        };
        p.run.shown.with_untracked(|s| {
            if let Some(s) = s {
                show_step(p, s, k);
            }
        });
    };
    view! {
        <h3 id="run-order-title"><T m=TMsg::RunOrder/></h3>
        <div class="scroll"><table id="run-order" aria-labelledby="run-order-title">
            <thead><tr><th>"Nr"</th><th><T m=TMsg::RunTournament/></th><th><T m=TMsg::RunStart/></th>
                <th><T m=TMsg::RunEnd/></th><th><T m=TMsg::RunFile/></th></tr></thead>
            <tbody>{rows}</tbody>
        </table></div>
        <div class="field"><label for="run-step"><T m=TMsg::RunShown/></label>
            <select id="run-step" on:change=on_switch>{options}</select></div>
    }
}

/// The persons with their DWZ after each tournament, as numbers and a chart.
#[component]
fn RunPersons(shown: RunShown) -> impl IntoView {
    let lang = page().shared.lang;
    let mode = if shown.exact { "exact" } else { "table" };
    let heads = (1..=shown.steps.len())
        .zip(&shown.steps)
        .map(|(k, s)| view! { <th title=s.name.clone()>{k}</th> })
        .collect_view();
    let rows = shown
        .persons
        .into_iter()
        .map(|person| {
            let cells = person
                .path
                .iter()
                .map(|&c| view! { <td>{move || cell_text(lang.get(), c)}</td> })
                .collect_view();
            let last = person.last;
            let year = person.birth_year.map(|y| y.to_string()).unwrap_or_default();
            view! {
                <tr><th scope="row">{person.name.clone()}</th><td>{year}</td>{cells}
                    <td class="run-last">{move || cell_text(lang.get(), last)}</td>
                    <td><PathChart person=person/></td></tr>
            }
        })
        .collect_view();
    view! {
        <h3 id="run-persons-title"><T m=TMsg::RunPersons/></h3>
        <div class="scroll"><table id="run-persons" aria-labelledby="run-persons-title"
            data-mode=mode>
            <thead><tr><th>"Name"</th><th><T m=TMsg::Born/></th>{heads}
                <th><T m=TMsg::RunAfter/></th><th><T m=TMsg::RunPath/></th></tr></thead>
            <tbody>{rows}</tbody>
        </table></div>
    }
}

/// The run's exports: the persons as CSV, the run as JSON (the CLI's `dwz run`).
#[component]
fn RunExports(shown: RunShown) -> impl IntoView {
    let (csv, json) = (shown.csv, shown.json);
    view! {
        <div class="actions">
            <button type="button" id="run-csv"
                on:click=move |_| download("berechnungslauf-personen.csv", "text/csv;charset=utf-8", &csv)>
                <T m=TMsg::RunCsv/></button>
            <button type="button" id="run-json"
                on:click=move |_| download("berechnungslauf.json", "application/json", &json)>
                <T m=TMsg::RunJson/></button>
            <button type="button" id="run-close" on:click=move |_| page().run.close()><T m=TMsg::RunClose/></button>
        </div>
    }
}

/// Who a player is, asked: a button a person he may be; the answer is kept and the run made
/// again.
#[component]
fn RunQuestion() -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    move || {
        let q = p.run.question.get()?;
        let text = {
            let (name, file) = (q.name.clone(), q.file_name.clone());
            move || {
                lang.get()
                    .filled(TMsg::RunWho, &[("name", &name), ("file", &file)])
            }
        };
        let buttons = q
            .candidates
            .iter()
            .map(|(name, year)| {
                let decided = Decided {
                    file: q.file,
                    player: q.player,
                    birth_year: *year,
                };
                let answer = move |_| {
                    p.run.decided.update(|d| d.push(decided));
                    p.run.question.set(None);
                    p.run.keep();
                    leptos::task::spawn_local(compute(p, true));
                };
                view! { <button type="button" class="run-candidate" on:click=answer>{format!("{name} · {year}")}</button> }
            })
            .collect_view();
        Some(view! {
            <div id="run-question" class="error" role="alert">
                <p>{text}</p>
                <div class="actions">{buttons}</div>
            </div>
        })
    }
}

/// The decisions of who is who taken, and the way to take them back.
#[component]
fn RunDecisions() -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let name_of = move |d: &Decided| {
        p.run.files.with(|files| {
            let file = files.get(d.file)?;
            let s = restore(&file.stored)?;
            let written = s.loaded.entrants.get(d.player).and_then(|e| e.name.clone());
            let name =
                written.or_else(|| s.loaded.tournament.players.get(d.player)?.name.clone())?;
            Some(format!("{name} ({})", file.name))
        })
    };
    let undo = move |_| {
        p.run.decided.set(Vec::new());
        p.run.keep();
        leptos::task::spawn_local(compute(p, true));
    };
    move || {
        let decided = p.run.decided.get();
        (!decided.is_empty()).then(|| {
            let items = decided
                .iter()
                .map(|d| {
                    let (who, year) = (name_of(d).unwrap_or_default(), d.birth_year);
                    view! { <li>{move || format!("{who}: {} {year}", lang.get().text(TMsg::RunBorn))}</li> }
                })
                .collect_view();
            view! {
                <h3><T m=TMsg::RunDecided/></h3>
                <ul id="run-decided">{items}</ul>
                <button type="button" id="run-undecide" on:click=undo><T m=TMsg::RunUndecide/></button>
            }
        })
    }
}

/// How far reading the files and evaluating came.
#[component]
fn RunProgress() -> impl IntoView {
    let p = page();
    move || {
        let (done, total) = p.run.progress.get()?;
        let stage = if done + 1 < total {
            TMsg::RunReading
        } else {
            TMsg::RunComputing
        };
        Some(view! {
            <div id="run-progress" class="progress">
                <label for="run-progress-bar">{move || format!("{} ({done}/{total})", p.shared.lang.get().text(stage))}</label>
                <progress id="run-progress-bar" max=total.to_string() value=done.to_string()></progress>
            </div>
        })
    }
}

/// The Berechnungslauf: shown while files of one are kept, or reading, or why there is none.
/// Its views are a part loaded the first time a run is there ([`run_part`]).
#[component]
pub(super) fn RunSection() -> impl IntoView {
    let p = page();
    let r = p.run;
    // The run follows the arithmetic mode (the second module makes it again).
    Effect::new(move |before: Option<crate::dwz::Mode>| {
        let mode = p.shared.mode.get();
        if before.is_some_and(|b| b != mode) && r.shown.with_untracked(Option::is_some) {
            leptos::task::spawn_local(compute(p, true));
        }
        mode
    });
    let active = Signal::derive(move || {
        r.progress.with(Option::is_some)
            || r.error.with(Option::is_some)
            || r.question.with(Option::is_some)
            || r.shown.with(Option::is_some)
    });
    view! {
        <section class="run no-print" aria-labelledby="run-title" hidden=move || !active.get()>
            <h2 id="run-title"><T m=TMsg::RunTitle/></h2>
            <p class="hint"><T m=TMsg::RunHelp/></p>
            <Lazy when=active load=run_part/>
        </section>
    }
}

/// The run's views, loaded the first time a run is there (the part `run`).
#[wasm_split(run, wasm_split_path = ::leptos::wasm_split, fallible)]
fn run_part() -> PartView {
    Ok(view! { <RunViews/> }.into_any())
}

/// How far the run came, its question, its decisions, its error and what it shows.
#[component]
fn RunViews() -> impl IntoView {
    let p = page();
    let r = p.run;
    let lang = p.shared.lang;
    view! {
        <RunProgress/>
        <RunQuestion/>
        <RunDecisions/>
        {move || r.error.get().map(|(de, en)| view! {
            <p class="error" id="run-error" role="alert">{move || if lang.get() == Lang::De { de.clone() } else { en.clone() }}</p>
        })}
        {move || r.shown.get().map(|shown| view! {
            <RunOrder shown=shown.clone()/>
            <RunPersons shown=shown.clone()/>
            <RunExports shown=shown/>
        })}
    }
}
