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
use crate::i18n::{Lang, TournamentWords};
use crate::web::common::browser::chosen_file;
use crate::web::common::browser::{download, load, T};
use crate::web::common::lazy::{Lazy, PartView};
use crate::web::turnier::reader::{Opened, Request, Response};
use crate::web::turnier::run::{
    changes, Change, Decided, Figure, RunAnswer, RunFile, RunShown, StepShown,
};
use crate::web::turnier::store::Session;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use leptos::web_sys;

mod persons;
use persons::{cell_text, RunCard, RunPersons, RunSeason};

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
        let chosen = chosen_file(&file).await;
        let request = Request::Open {
            name: file.name(),
            end: String::new(),
        };
        let answer = match chosen {
            Some(chosen) => ask(request, Some(&chosen.bytes)).await,
            None => None,
        };
        match answer {
            Some(Response::Opened(Opened::Loaded(stored))) => read.push(RunFile {
                name: file.name(),
                stored: *stored,
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
    // The progress stays: the run is made next (following its files).
    r.step.set(0);
    r.files.set(read);
    r.keep();
}

/// The run of the files kept, made by the second module in the page's mode; the tournament at
/// the run's place `step` shown, but for the run restored over a reload (the one the page kept
/// stays).
async fn compute(p: Page) {
    let r = p.run;
    let files = r.files.get_untracked();
    let show = !r.restored.try_update_value(std::mem::take).unwrap_or(false);
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
        let given = super::bridge::give_kept_list().await;
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
            record_figures(p, &shown);
            if show {
                show_step(p, &shown, step);
            }
            r.card.set(None);
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
/// The report's head is the one kept of that tournament (typed, with its UUID), where one is.
fn show_step(p: Page, shown: &RunShown, step: usize) {
    let Some(s) = shown.steps.get(step) else {
        return;
    };
    let kept = s.stored.clone().map(Session::try_from);
    if let Some(Ok(mut session)) = kept {
        if let Some(head) = p.run.head_of(&s.key()) {
            session.head = head;
        }
        p.run.step.set(step);
        p.run.keep();
        p.load_error.set(None);
        p.show(session);
    }
}

/// Each tournament's figures compared with those kept of it in the same arithmetic: what a
/// corrected file changed is said (who, from what to what); the figures are kept for the next.
fn record_figures(p: Page, shown: &RunShown) {
    let r = p.run;
    let mut changed = Vec::new();
    for step in &shown.steps {
        let key = step.key();
        let before = r.heads.with_untracked(|h| {
            h.iter()
                .find(|h| h.key == key && h.exact == shown.exact && !h.figures.is_empty())
                .map(|h| h.figures.clone())
        });
        if let Some(before) = before {
            let c = changes(&before, &step.figures);
            if !c.is_empty() {
                changed.push((step.name.clone(), c));
            }
        }
    }
    r.keep_heads(|heads| {
        for step in &shown.steps {
            let h = super::run_state::head_entry(heads, &step.key());
            h.figures.clone_from(&step.figures);
            h.exact = shown.exact;
        }
    });
    r.changes.set(changed);
}

/// The run made again where one is kept (a DSB list taken meanwhile applies to it).
pub(super) fn rerun(p: Page) {
    if !p.run.files.with_untracked(Vec::is_empty) {
        p.run.again.notify();
    }
}

/// The run kept over a reload: its files read back and the run derived again (the tournament
/// shown is the one the page kept). Nothing where none is kept.
pub(super) fn restore_run(p: Page) {
    let Some(kept) = load(RUN_KEY).and_then(|k| serde_json::from_str::<Kept>(&k).ok()) else {
        return;
    };
    if kept.files.len() < 2 {
        return;
    }
    p.run.restored.set_value(true);
    p.run.step.set(kept.shown);
    p.run.decided.set(kept.decided);
    p.run.files.set(kept.files);
}

/// A date of the run (`YYYY-MM-DD`) as the page writes dates.
fn date_of(l: Lang, d: &str) -> String {
    crate::dwz::Date::parse(d).map_or_else(
        || d.to_string(),
        |d| crate::web::common::html::date_text(l, d),
    )
}

/// The order with each tournament's dates and file, and the switch to the tournament shown.
#[component]
fn RunOrder(shown: RunShown) -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let rows = shown
        .steps
        .iter()
        .enumerate()
        .map(|(k, s)| {
            let (start, end) = (s.start.clone().unwrap_or_default(), s.end.clone());
            let start = move || if start.is_empty() { String::new() } else { date_of(lang.get(), &start) };
            let end = move || date_of(lang.get(), &end);
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
        <h3 id="run-order-title"><T m=TournamentWords::RunOrder/></h3>
        <div class="scroll"><table id="run-order" aria-labelledby="run-order-title">
            <thead><tr><th>"Nr"</th><th><T m=TournamentWords::RunTournament/></th><th><T m=TournamentWords::RunStart/></th>
                <th><T m=TournamentWords::RunEnd/></th><th><T m=TournamentWords::RunFile/></th></tr></thead>
            <tbody>{rows}</tbody>
        </table></div>
        <div class="field"><label for="run-step"><T m=TournamentWords::RunShown/></label>
            <select id="run-step" on:change=on_switch>{options}</select></div>
        <RunCarried shown/>
    }
}

/// What the run carried forward into the tournament shown in place of its file's ratings: its
/// exports are the single file's but for these.
#[component]
fn RunCarried(shown: RunShown) -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    move || {
        let l = lang.get();
        let step = shown.steps.get(p.run.step.get())?;
        if step.carried.is_empty() {
            return Some(
                view! { <p class="hint" id="run-carried">{l.text(TournamentWords::RunCarriedNone)}</p> }
                    .into_any(),
            );
        }
        let items = step
            .carried
            .iter()
            .map(|c| {
                let text = format!(
                    "{}: {} ({} {})",
                    c.name,
                    cell_text(l, Some(c.run)),
                    l.text(TournamentWords::RunInFile),
                    cell_text(l, Some(c.file))
                );
                view! { <li>{text}</li> }
            })
            .collect_view();
        Some(view! {
            <div class="hint" id="run-carried"><p>{l.text(TournamentWords::RunCarried)}</p><ul>{items}</ul></div>
        }.into_any())
    }
}

/// What corrected files changed in their figures: who, from what to what.
#[component]
fn RunChanges() -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let figure = move |l: Lang, f: &Figure| {
        format!(
            "{}, {}",
            l.points(f64::from(f.halves) / 2.0),
            cell_text(l, f.after)
        )
    };
    let line = move |l: Lang, c: &Change| match (&c.before, &c.now) {
        (Some(b), Some(n)) => format!("{}: {} → {}", c.name, figure(l, b), figure(l, n)),
        (None, Some(n)) => format!(
            "{}: {} ({})",
            c.name,
            figure(l, n),
            l.text(TournamentWords::RunCame)
        ),
        (Some(b), None) => format!(
            "{}: {} ({})",
            c.name,
            figure(l, b),
            l.text(TournamentWords::RunGone)
        ),
        (None, None) => c.name.clone(),
    };
    move || {
        let l = lang.get();
        let all = p.run.changes.get();
        (!all.is_empty()).then(|| {
            all.iter()
                .map(|(name, list)| {
                    let head = l.filled(TournamentWords::RunChanged, &[("name", name)]);
                    let items = list.iter().map(|c| view! { <li>{line(l, c)}</li> }).collect_view();
                    view! { <div class="hint run-changes" role="status"><p>{head}</p><ul>{items}</ul></div> }
                })
                .collect_view()
        })
    }
}

/// Prints the season: every card put on the page and printed the next frame; taken off again
/// when the print is over (the browser's `afterprint`, [`RunSection`]).
fn print_season(p: Page) {
    super::report::print_next_frame(p.run.season, "print-season", false);
}

/// The list kept that applies to the run, named (from an earlier visit, it would otherwise
/// apply unnoticed), with the ways to replace or remove it.
#[component]
fn RunList() -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let replace = move |_| {
        if let Some(input) = document()
            .get_element_by_id("list-file")
            .and_then(|e| leptos::wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
        {
            input.click();
        }
    };
    // Removing the list is the user's action: its note is busy, and its button waits, until the
    // list is out of the browser (the run is then made again without it).
    let removing = Action::new_local(move |(): &()| async move {
        super::bridge::forget_list(p).await;
        p.run.again.notify();
    });
    let busy = removing.pending();
    move || {
        let l = lang.get();
        let meta = p.list.state.with(|s| match s {
            super::list_panel::ListState::Ready(m) | super::list_panel::ListState::Unkept(m) => {
                Some(m.clone())
            }
            _ => None,
        })?;
        let text = l.filled(
            TournamentWords::RunListUsed,
            &[("name", &meta.name), ("date", &date_of(l, &meta.date))],
        );
        Some(view! {
            <div id="run-list" class="hint" role="status" aria-busy=move || busy.get().to_string()><p>{text}</p>
                <div class="actions">
                    <button type="button" id="run-list-replace" on:click=replace>{l.text(TournamentWords::RunListReplace)}</button>
                    <button type="button" id="run-list-remove" disabled=move || busy.get()
                        on:click=move |_| { removing.dispatch_local(()); }>{l.text(TournamentWords::RunListRemove)}</button>
                </div></div>
        })
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
                <T m=TournamentWords::RunCsv/></button>
            <button type="button" id="run-json"
                on:click=move |_| download("berechnungslauf.json", "application/json", &json)>
                <T m=TournamentWords::RunJson/></button>
            <button type="button" id="run-print" on:click=move |_| print_season(page())><T m=TournamentWords::RunPrintSeason/></button>
            <button type="button" id="run-close" on:click=move |_| page().run.close()><T m=TournamentWords::RunClose/></button>
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
                    .filled(TournamentWords::RunWho, &[("name", &name), ("file", &file)])
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
            let s = Session::try_from(file.stored.clone()).ok()?;
            let written = s.loaded.entrants.get(d.player).and_then(|e| e.name.clone());
            let name =
                written.or_else(|| s.loaded.tournament.players.get(d.player)?.name.clone())?;
            Some(format!("{name} ({})", file.name))
        })
    };
    let undo = move |_| {
        p.run.decided.set(Vec::new());
        p.run.keep();
    };
    move || {
        let decided = p.run.decided.get();
        (!decided.is_empty()).then(|| {
            let items = decided
                .iter()
                .map(|d| {
                    let (who, year) = (name_of(d).unwrap_or_default(), d.birth_year);
                    view! { <li>{move || format!("{who}: {} {year}", lang.get().text(TournamentWords::RunBorn))}</li> }
                })
                .collect_view();
            view! {
                <h3><T m=TournamentWords::RunDecided/></h3>
                <ul id="run-decided">{items}</ul>
                <button type="button" id="run-undecide" on:click=undo><T m=TournamentWords::RunUndecide/></button>
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
            TournamentWords::RunReading
        } else {
            TournamentWords::RunComputing
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
    // The run follows its files, who is who as decided, the arithmetic mode and a DSB list
    // taken or removed (the second module makes it again); nothing reads its value: it shows
    // through the run's state, which closing the run empties too.
    let _ = LocalResource::new(move || {
        r.files.track();
        r.decided.track();
        p.shared.mode.track();
        r.again.track();
        compute(p)
    });
    // The season's print is taken off the page when the print is over (a listener of the main
    // module: one of the part loaded later would be called with another signature).
    let _ = window_event_listener(leptos::ev::afterprint, move |_| r.season.set(false));
    // The report's head of the tournament shown, as typed (with its UUID), is kept with it.
    Effect::new(move |_| {
        let values: Vec<String> = p.head.iter().map(|h| h.get()).collect();
        let key = r.shown.with_untracked(|s| {
            let s = s.as_ref()?;
            s.steps.get(r.step.get_untracked()).map(StepShown::key)
        });
        if let Some(key) = key {
            if p.loaded.with_untracked(Option::is_some) {
                r.keep_head(&key, |h| h.head = values);
            }
        }
    });
    let active = Signal::derive(move || {
        r.progress.with(Option::is_some)
            || r.error.with(Option::is_some)
            || r.question.with(Option::is_some)
            || r.shown.with(Option::is_some)
    });
    view! {
        <section class="run no-print" aria-labelledby="run-title" hidden=move || !active.get()>
            <h2 id="run-title"><T m=TournamentWords::RunTitle/></h2>
            <p class="hint"><T m=TournamentWords::RunHelp/></p>
            <Lazy when=active load=run_part/>
        </section>
        <Lazy when=active load=run_print_part/>
    }
}

/// A person's card and the season's print, beside the run's section (printed alone).
#[wasm_split(run, wasm_split_path = ::leptos::wasm_split, fallible)]
fn run_print_part() -> PartView {
    Ok(view! { <RunCard/><RunSeason/> }.into_any())
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
        <RunChanges/>
        {move || r.shown.get().map(|shown| view! {
            <RunList/>
            <RunOrder shown=shown.clone()/>
            <RunPersons shown=shown.clone()/>
            <RunExports shown=shown/>
        })}
    }
}
