//! The run's persons: the table of their paths through the season (a chart each on one
//! scale), a person's card as the DSB portal's "Karteikarte" (a dialog, printable), and the
//! whole season as one printed document.

use super::date_of;
use crate::i18n::{Lang, TournamentWords};
use crate::web::common::browser::T;
use crate::web::turnier::page::state::page;
use crate::web::turnier::run::{CardLine, PathCell, PersonShown, RunShown, StepShown};
use leptos::prelude::*;

/// A person's standing after a tournament: "1752-24", "1752" without index, "Restpartien"
/// without DWZ where he holds some, "ohne DWZ" where no game of his counted.
pub(super) fn cell_text(l: Lang, c: Option<PathCell>) -> String {
    match c {
        Some(PathCell {
            dwz: Some(d),
            index: Some(i),
            ..
        }) => format!("{d}-{i}"),
        Some(PathCell {
            dwz: Some(d),
            index: None,
            ..
        }) => d.to_string(),
        Some(PathCell {
            dwz: None,
            rest_games: 0,
            ..
        }) => l.text(TournamentWords::RunNoDwz).to_string(),
        Some(PathCell { dwz: None, .. }) => l.text(TournamentWords::RunRest).to_string(),
        None => "–".to_string(),
    }
}

/// The lowest and highest DWZ of the persons (their start, path and end): the one scale of
/// every chart, widened to whole 50s.
fn scale_of(persons: &[PersonShown]) -> (u32, u32) {
    let all = persons.iter().flat_map(|p| {
        p.path
            .iter()
            .chain([&p.start, &p.last])
            .filter_map(|c| (*c)?.dwz)
    });
    let (lo, hi) = all.fold((u32::MAX, 0), |(lo, hi), d| (lo.min(d), hi.max(d)));
    if lo > hi {
        return (1100, 2000);
    }
    let lo = lo / 50 * 50;
    let hi = (hi.div_ceil(50) * 50).max(lo + 50);
    (lo, hi)
}

/// A person's DWZ before the season and after each of his tournaments, on the run's one scale
/// (`lo` … `hi`), his first and last DWZ written at their points (inline SVG from the data).
#[component]
fn PathChart(person: PersonShown, scale: (u32, u32)) -> impl IntoView {
    const W: f64 = 132.0;
    const H: f64 = 30.0;
    let (lo, hi) = scale;
    let steps = person.path.len();
    // The season's start at 0, each tournament after it.
    let points: Vec<(usize, u32)> = person
        .start
        .and_then(|s| s.dwz)
        .map(|d| (0, d))
        .into_iter()
        .chain(
            person
                .path
                .iter()
                .enumerate()
                .filter_map(|(k, c)| Some((k + 1, (*c)?.dwz?))),
        )
        .collect();
    let at = move |(k, dwz): (usize, u32)| {
        let x = 24.0 + (W - 48.0) * k as f64 / steps.max(1) as f64;
        let y = H - 4.0 - (H - 8.0) * f64::from(dwz.clamp(lo, hi) - lo) / f64::from(hi - lo);
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
    let ends = [points.first(), points.last()]
        .into_iter()
        .flatten()
        .enumerate()
        .filter(|(k, _)| *k == 0 || points.len() > 1)
        .map(|(k, &p)| {
            let (x, y) = at(p);
            let (x, anchor) = if k == 0 { (x - 3.0, "end") } else { (x + 3.0, "start") };
            view! { <text x=format!("{x:.1}") y=format!("{:.1}", y + 3.0) text-anchor=anchor class="lbl">{p.1}</text> }
        })
        .collect_view();
    view! {
        <svg class="run-chart" width=W.to_string() height=H.to_string()
            viewBox=format!("0 0 {W} {H}") aria-hidden="true">
            <line x1="24" x2=(W - 24.0).to_string() y1="4" y2="4" class="grid"></line>
            <line x1="24" x2=(W - 24.0).to_string() y1=(H - 4.0).to_string() y2=(H - 4.0).to_string() class="grid"></line>
            <polyline points=line.join(" ") fill="none" stroke="currentColor"></polyline>
            {dots}{ends}
        </svg>
    }
}

/// The persons of the run sorted by name, or by club and then name.
fn sorted(persons: &[PersonShown], by_club: bool) -> Vec<usize> {
    let key = |p: &PersonShown| p.name.to_lowercase();
    let mut order: Vec<usize> = (0..persons.len()).collect();
    order.sort_by(|&a, &b| {
        let (pa, pb) = (&persons[a], &persons[b]);
        let club = |p: &PersonShown| p.club.clone().unwrap_or_default().to_lowercase();
        let by = if by_club {
            club(pa).cmp(&club(pb))
        } else {
            std::cmp::Ordering::Equal
        };
        by.then_with(|| key(pa).cmp(&key(pb)))
            .then(pa.birth_year.cmp(&pb.birth_year))
    });
    order
}

/// The change over the season: the DWZ at the end less the one before, where he has both.
fn change_text(l: Lang, p: &PersonShown) -> String {
    match (p.start.and_then(|s| s.dwz), p.last.and_then(|s| s.dwz)) {
        (Some(a), Some(b)) => l.signed(f64::from(b) - f64::from(a), 0),
        _ => String::new(),
    }
}

/// The persons with their path: a row each (sorted by name or by club), a tournament a
/// column, his DWZ before the season, after each tournament and at its end, the change, his
/// path as a chart on the run's one scale; where the 1100 floor lifted someone, said below.
#[component]
pub(super) fn RunPersons(shown: RunShown) -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let r = p.run;
    let mode = if shown.exact { "exact" } else { "table" };
    let scale = scale_of(&shown.persons);
    let heads = shown
        .steps
        .iter()
        .map(|s| {
            let (end, title, short) = (s.end.clone(), s.name.clone(), s.short());
            view! { <th scope="col" title=title><span class="run-short">{short}</span><br/>
            <span class="run-date">{move || date_of(lang.get(), &end)}</span></th> }
        })
        .collect_view();
    let floors = shown.steps.iter().map(|s| s.name.clone()).collect();
    let persons = StoredValue::new(shown.persons);
    let rows = move || {
        let by_club = r.by_club.get();
        persons
            .with_value(|ps| sorted(ps, by_club))
            .into_iter()
            .filter_map(|k| {
                persons
                    .with_value(|ps| ps.get(k).cloned())
                    .map(|person| (k, person))
            })
            .map(|(k, person)| view! { <PersonRow k person scale/> })
            .collect_view()
    };
    view! {
        <h3 id="run-persons-title"><T m=TournamentWords::RunPersons/></h3>
        <RunSort/>
        <div class="scroll"><table id="run-persons" aria-labelledby="run-persons-title"
            data-mode=mode>
            <thead><tr><th scope="col">"Name"</th><th scope="col"><T m=TournamentWords::Born/></th><th scope="col"><T m=TournamentWords::RunClub/></th>
                <th scope="col"><T m=TournamentWords::RunBefore/></th>{heads}
                <th scope="col"><T m=TournamentWords::RunAtEnd/></th><th scope="col"><T m=TournamentWords::ColDiff/></th>
                <th scope="col"><T m=TournamentWords::RunPath/><br/>
                    <span class="run-date" id="run-scale">{move || format!("{} {}–{}", lang.get().text(TournamentWords::RunScale), scale.0, scale.1)}</span></th></tr></thead>
            <tbody>{rows}</tbody>
        </table></div>
        <FloorNotes persons floors/>
    }
}

/// "Sortieren nach": name or club.
#[component]
fn RunSort() -> impl IntoView {
    let r = page().run;
    view! {
        <fieldset class="run-sort"><legend><T m=TournamentWords::RunSortBy/></legend>
            <label class="radio"><input type="radio" name="run-sort" id="run-sort-name"
                prop:checked=move || !r.by_club.get() on:change=move |_| r.by_club.set(false)/><T m=TournamentWords::RunSortName/></label>
            <label class="radio"><input type="radio" name="run-sort" id="run-sort-club"
                prop:checked=move || r.by_club.get() on:change=move |_| r.by_club.set(true)/><T m=TournamentWords::RunSortClub/></label>
        </fieldset>
    }
}

/// The person `k`'s row: his name (opening his card), birth year, club, DWZ before the season,
/// after each tournament and at its end, the change, his path's chart.
#[component]
fn PersonRow(k: usize, person: PersonShown, scale: (u32, u32)) -> impl IntoView {
    let p = page();
    let lang = p.shared.lang;
    let r = p.run;
    let cells = person
        .path
        .iter()
        .map(|&c| view! { <td>{move || cell_text(lang.get(), c)}</td> })
        .collect_view();
    let (start, last) = (person.start, person.last);
    let year = person.birth_year.map(|y| y.to_string()).unwrap_or_default();
    let change = {
        let person = person.clone();
        move || change_text(lang.get(), &person)
    };
    let name = person.name.clone();
    let label = move || {
        lang.get()
            .filled(TournamentWords::RunCardOf, &[("name", &name)])
    };
    view! {
        <tr data-person=k.to_string()>
            <th scope="row"><button type="button" class="who run-who" aria-label=label
                on:click=move |_| r.card.set(Some(k))>{person.name.clone()}</button></th>
            <td class="run-year">{year}</td><td class="run-club">{person.club.clone().unwrap_or_default()}</td>
            <td class="run-start">{move || start.map(|s| cell_text(lang.get(), Some(s))).unwrap_or_default()}</td>
            {cells}
            <td class="run-last">{move || cell_text(lang.get(), last)}</td>
            <td class="run-change">{change}</td>
            <td><PathChart person=person scale/></td></tr>
    }
}

/// Where the 1100 floor lifted someone: the person and the tournament (`floors`: the
/// tournaments' names by their place in the run).
#[component]
fn FloorNotes(persons: StoredValue<Vec<PersonShown>>, floors: Vec<String>) -> impl IntoView {
    let lang = page().shared.lang;
    move || {
        let l = lang.get();
        let items: Vec<String> = persons.with_value(|ps| {
            ps.iter()
                .flat_map(|p| {
                    p.card.iter().filter(|c| c.floor).map(|c| {
                        let t = floors.get(c.step).map_or("", String::as_str);
                        format!(
                            "{}: {}",
                            p.name,
                            l.filled(TournamentWords::RunFloorAt, &[("tournament", t)])
                        )
                    })
                })
                .collect()
        });
        (!items.is_empty()).then(|| view! {
            <div class="hint" id="run-floor"><p>{l.text(TournamentWords::RunFloor)}</p>
                <ul>{items.into_iter().map(|i| view! { <li>{i}</li> }).collect_view()}</ul></div>
        })
    }
}

/// A person's card as the DSB portal's "Karteikarte": his name, birth year, club and DSB ID,
/// then a line a tournament: DWZ before, points of games, W_e, performance, K, DWZ after; the
/// 1100 floor named where it lifted him; his path as a chart with its numbers.
#[component]
fn Card(person: PersonShown, steps: Vec<StepShown>) -> impl IntoView {
    let lang = page().shared.lang;
    let lines = person.card.clone();
    let rows = move || {
        let l = lang.get();
        lines
            .iter()
            .map(|c: &CardLine| {
                let step = steps.get(c.step);
                let name = step.map(|s| s.name.clone()).unwrap_or_default();
                let end = step.map(|s| date_of(l, &s.end)).unwrap_or_default();
                let we = c.we_milli.map_or_else(|| "–".into(), |w| l.num(f64::from(w) / 1000.0, 3));
                let perf = c.performance.map_or_else(|| "–".into(), |r| r.to_string());
                let k = c.k_tenths.map_or_else(|| "–".into(), |k| l.num(f64::from(k) / 10.0, 1));
                let floor = c.floor.then(|| view! { <span class="run-floor" title=l.text(TournamentWords::RunFloor)>" (1100)"</span> });
                view! {
                    <tr><td class="run-card-name">{name}</td><td>{end}</td><td>{cell_text(l, Some(c.before))}</td>
                        <td>{l.score(f64::from(c.halves) / 2.0)}</td><td>{c.games}</td><td>{we}</td><td>{perf}</td><td>{k}</td>
                        <td>{cell_text(l, Some(c.after))}{floor}</td></tr>
                }
            })
            .collect_view()
    };
    let has_floor = person.card.iter().any(|c| c.floor);
    let year = person.birth_year.map(|y| y.to_string()).unwrap_or_default();
    let (club, id) = (
        person.club.clone().unwrap_or_default(),
        person.list_id.clone().unwrap_or_default(),
    );
    let (start, last) = (person.start, person.last);
    let name = person.name.clone();
    view! {
        <article class="run-card">
            <h3>{move || format!("{}: {}", lang.get().text(TournamentWords::RunCard), name)}</h3>
            <dl class="head">
                <div><dt><T m=TournamentWords::Born/></dt><dd>{year}</dd></div>
                <div><dt><T m=TournamentWords::RunClub/></dt><dd>{club}</dd></div>
                <div><dt><T m=TournamentWords::RunListId/></dt><dd>{id}</dd></div>
                <div><dt><T m=TournamentWords::RunBefore/></dt><dd class="run-card-start">{move || start.map(|s| cell_text(lang.get(), Some(s))).unwrap_or_default()}</dd></div>
                <div><dt><T m=TournamentWords::RunAtEnd/></dt><dd class="run-card-end">{move || cell_text(lang.get(), last)}</dd></div>
            </dl>
            <div class="scroll"><table class="run-card-table">
                <thead><tr><th scope="col"><T m=TournamentWords::RunTournament/></th><th scope="col"><T m=TournamentWords::RunEnd/></th>
                    <th scope="col"><T m=TournamentWords::RunCardBefore/></th><th scope="col"><T m=TournamentWords::RunPoints/></th>
                    <th scope="col"><T m=TournamentWords::RunGames/></th><th scope="col"><T m=TournamentWords::ColWe/></th>
                    <th scope="col"><T m=TournamentWords::RunPerformance/></th><th scope="col"><T m=TournamentWords::RunK/></th>
                    <th scope="col"><T m=TournamentWords::RunAfter/></th></tr></thead>
                <tbody>{rows}</tbody>
            </table></div>
            {has_floor.then(|| view! { <p class="hint run-floor-note"><T m=TournamentWords::RunFloor/></p> })}
            <CardChart person/>
        </article>
    }
}

/// A person's DWZ before the season and after each tournament as a chart with its scale (the
/// DWZ at the axis) and the number at each point.
#[component]
fn CardChart(person: PersonShown) -> impl IntoView {
    const W: f64 = 360.0;
    const H: f64 = 150.0;
    const LEFT: f64 = 44.0;
    let values: Vec<u32> = person
        .start
        .and_then(|s| s.dwz)
        .into_iter()
        .chain(person.card.iter().filter_map(|c| c.after.dwz))
        .collect();
    let (lo, hi) = scale_of(std::slice::from_ref(&person));
    let count = values.len();
    let at = move |k: usize, d: u32| {
        let x = LEFT + 16.0 + (W - LEFT - 40.0) * k as f64 / (count.max(2) - 1) as f64;
        let y = H - 20.0 - (H - 40.0) * f64::from(d.clamp(lo, hi) - lo) / f64::from(hi - lo);
        (x, y)
    };
    let ticks = [lo, u32::midpoint(lo, hi), hi]
        .into_iter()
        .map(|t| {
            let (_, y) = at(0, t);
            view! {
                <line x1=LEFT.to_string() x2=(W - 8.0).to_string() y1=format!("{y:.1}") y2=format!("{y:.1}") class="grid"></line>
                <text x=(LEFT - 4.0).to_string() y=format!("{:.1}", y + 3.0) text-anchor="end" class="lbl">{t}</text>
            }
        })
        .collect_view();
    let line: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(k, &d)| {
            let (x, y) = at(k, d);
            format!("{x:.1},{y:.1}")
        })
        .collect();
    let points = values
        .iter()
        .enumerate()
        .map(|(k, &d)| {
            let (x, y) = at(k, d);
            view! {
                <circle cx=format!("{x:.1}") cy=format!("{y:.1}") r="3"></circle>
                <text x=format!("{x:.1}") y=format!("{:.1}", y - 6.0) text-anchor="middle" class="lbl">{d}</text>
            }
        })
        .collect_view();
    view! {
        <svg class="run-card-chart" viewBox=format!("0 0 {W} {H}") role="img"
            aria-label=move || tr_text(TournamentWords::RunPath)>
            {ticks}
            <polyline points=line.join(" ") fill="none" stroke="currentColor"></polyline>
            {points}
        </svg>
    }
}

/// A text of the page in its language (followed).
fn tr_text(m: TournamentWords) -> &'static str {
    page().shared.lang.get().text(m)
}

/// The person's card as a dialog: printable, Escape closes it.
#[component]
pub(super) fn RunCard() -> impl IntoView {
    let p = page();
    let r = p.run;
    let dialog = NodeRef::<leptos::html::Dialog>::new();
    Effect::new(move |_| {
        let open = r.card.with(Option::is_some);
        if let Some(d) = dialog.get() {
            if open && !d.open() {
                let _ = d.show_modal();
            } else if !open && d.open() {
                d.close();
            }
        }
    });
    let card = move || {
        let k = r.card.get()?;
        r.shown.with(|s| {
            let s = s.as_ref()?;
            let person = s.persons.get(k)?.clone();
            Some(view! { <Card person steps=s.steps.clone()/> })
        })
    };
    view! {
        <dialog id="run-card" node_ref=dialog on:close=move |_| r.card.set(None)>
            <div class="dialog-actions no-print">
                <button type="button" id="run-card-print" on:click=move |_| super::super::report::print_with("print-card")><T m=TournamentWords::RunPrintCard/></button>
                <button type="button" id="run-card-close" autofocus on:click=move |_| r.card.set(None)><T m=TournamentWords::Close/></button>
            </div>
            {card}
        </dialog>
    }
}

/// The season as one printed document: the order, the persons table and every person's card,
/// on the page only while it is printed.
#[component]
pub(super) fn RunSeason() -> impl IntoView {
    let p = page();
    let r = p.run;
    let lang = p.shared.lang;
    let all = move || {
        if !r.season.get() {
            return None;
        }
        let shown = r.shown.get()?;
        let l = lang.get_untracked();
        let (from, to) = (
            shown
                .steps
                .first()
                .map(|s| date_of(l, s.start.as_deref().unwrap_or(&s.end)))
                .unwrap_or_default(),
            shown
                .steps
                .last()
                .map(|s| date_of(l, &s.end))
                .unwrap_or_default(),
        );
        let title = l.filled(TournamentWords::RunSeason, &[("from", &from), ("to", &to)]);
        let order = sorted(&shown.persons, r.by_club.get_untracked());
        let cards = order
            .into_iter()
            .filter_map(|k| shown.persons.get(k).cloned())
            .map(|person| view! { <div class="sheet-page"><Card person steps=shown.steps.clone()/></div> })
            .collect_view();
        Some(view! {
            <div class="sheet-page"><h2>{title}</h2>
                <RunPersonsPrint shown=shown.clone()/></div>
            {cards}
        })
    };
    view! { <section id="run-season" class="print-only">{all}</section> }
}

/// The persons table as printed (names as text, no chart).
#[component]
fn RunPersonsPrint(shown: RunShown) -> impl IntoView {
    let p = page();
    let l = p.shared.lang.get_untracked();
    let heads = shown
        .steps
        .iter()
        .map(|s| view! { <th>{s.short()}<br/>{date_of(l, &s.end)}</th> })
        .collect_view();
    let rows = sorted(&shown.persons, p.run.by_club.get_untracked())
        .into_iter()
        .filter_map(|k| shown.persons.get(k))
        .map(|person| {
            let cells = person.path.iter().map(|&c| view! { <td>{cell_text(l, c)}</td> }).collect_view();
            view! {
                <tr><th scope="row">{person.name.clone()}</th><td>{person.birth_year.map(|y| y.to_string()).unwrap_or_default()}</td>
                    <td>{person.club.clone().unwrap_or_default()}</td>
                    <td>{person.start.map(|s| cell_text(l, Some(s))).unwrap_or_default()}</td>{cells}
                    <td>{cell_text(l, person.last)}</td><td>{change_text(l, person)}</td></tr>
            }
        })
        .collect_view();
    view! {
        <table class="run-season-table">
            <thead><tr><th>"Name"</th><th>{l.text(TournamentWords::Born)}</th><th>{l.text(TournamentWords::RunClub)}</th>
                <th>{l.text(TournamentWords::RunBefore)}</th>{heads}<th>{l.text(TournamentWords::RunAtEnd)}</th><th>{l.text(TournamentWords::ColDiff)}</th></tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
}
