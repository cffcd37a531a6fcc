//! The results panel's blocks ([`Block`], made by `calc::shown` and its writers) as
//! components: headline, lines, figures, the rows not counted, bars, charts, tables and the card
//! of "Meine Turniere". Only layout here; every text comes worded.
//!
//! These components are the split point `panel` ([`blocks_part`]), with the form's outcome and
//! its words (`state::made_outcome`, `state::made_words`): loaded with the first result a form
//! has (an empty form shows only the hint what to type, from the main module).

use super::state::calc;
use crate::i18n::{Msg, PartMsg};
use crate::web::calc::shown::{Bar, Block, Card, CardLine, Headline, Plot, Shape, Table};
use crate::web::common::browser::T;
use crate::web::common::lazy::PartView;
use leptos::prelude::*;
use leptos::tachys::svg;
use leptos::wasm_split::wasm_split;

/// The results panel's blocks, loaded with the first result a form has (the part `panel`).
#[wasm_split(panel, wasm_split_path = ::leptos::wasm_split, fallible)]
pub(super) fn blocks_part() -> PartView {
    Ok(view! { <ResultBlocks/> }.into_any())
}

/// The results panel's blocks and the Elo's section (nothing while the page shows the hint
/// what to type).
#[component]
fn ResultBlocks() -> impl IntoView {
    let c = calc();
    let results = Memo::new(move |_| c.panels.with(|panels| panels.results.clone()));
    let elo = Memo::new(move |_| c.panels.with(|p| p.elo.clone()));
    let with_elo = Memo::new(move |_| elo.with(Option::is_some));
    let elo_section = move || {
        with_elo.get().then(|| {
            let blocks = Signal::derive(move || elo.get().unwrap_or_default());
            view! {
                <section class="elo-results" id="elo-results">
                    <h3><T m=PartMsg::EloTitle/></h3>
                    <Blocks blocks/>
                </section>
            }
        })
    };
    view! { <ExactOther/><Blocks blocks=results/><super::stand_in_note::StandInNotes/>{elo_section} }
}

/// In table mode (a link or saved form of an earlier release), the DSB's figure
/// where exact arithmetic gives another new DWZ, with the switch to it (above the blocks).
#[component]
pub(super) fn ExactOther() -> impl IntoView {
    let c = calc();
    let exact = move || c.panels.with(|p| p.exact.clone());
    move || {
        exact().map(|figure| {
            view! {
                <p class="hint" id="exact-other"><T m=PartMsg::ExactOther/>" "<strong>{figure}</strong>" – "
                    <button type="button" class="link" id="to-exact"
                        on:click=move |_| c.shared.mode.set(crate::dwz::Mode::Exact)><T m=PartMsg::SwitchToExact/></button></p>
            }
        })
    }
}

/// The blocks of a panel, keyed by place and content: a block that changed is renewed, the
/// others stay (an opened list of games or the iteration stays open while the form changes).
#[component]
pub(super) fn Blocks(#[prop(into)] blocks: Signal<Vec<Block>>) -> impl IntoView {
    view! {
        <For each=move || blocks.get().into_iter().enumerate()
            key=|(k, b)| (*k, b.clone()) children=|(_, b)| block(b)/>
    }
}

/// `Some(s)` where `s` is not empty: an attribute left out where it has no value.
fn given(s: &'static str) -> Option<&'static str> {
    (!s.is_empty()).then_some(s)
}

/// A list item a line.
fn items(lines: Vec<String>) -> impl IntoView {
    lines
        .into_iter()
        .map(|l| view! { <li>{l}</li> })
        .collect_view()
}

/// One block.
fn block(b: Block) -> AnyView {
    match b {
        Block::Headline(h) => headline(h).into_any(),
        Block::Line(id, class, text) => {
            view! { <p id=given(id) class=given(class)>{text}</p> }.into_any()
        }
        Block::Notice(lines) => view! {
            <p class="hint" id="notice"><T m=PartMsg::FixFirst/></p>
            <ul class="errors">{items(lines)}</ul>
        }
        .into_any(),
        Block::NotCounted(lines) => view! {
            <div class="not-counted" id="not-counted"><p><T m=PartMsg::NotCounted/></p><ul>{items(lines)}</ul></div>
        }
        .into_any(),
        Block::Figures(figures) => {
            let rows = figures
                .into_iter()
                .map(|f| view! { <div><dt>{f.label}</dt><dd id=format!("out-{}", f.id)>{f.value}</dd></div> })
                .collect_view();
            view! { <dl class="figures">{rows}</dl> }.into_any()
        }
        Block::Bars(bars) => view! {
            <h2 id="bars-title"><T m=PartMsg::PerGame/></h2>
            <ul class="bars" aria-labelledby="bars-title">{bars.into_iter().map(bar).collect_view()}</ul>
        }
        .into_any(),
        Block::Plot(p) => plot(p).into_any(),
        Block::Trace(lines) => view! {
            <details class="trace"><summary><T m=PartMsg::Iteration/></summary><ol>{items(lines)}</ol></details>
        }
        .into_any(),
        Block::Table(t) => table(t).into_any(),
        Block::Card(c) => card(c).into_any(),
    }
}

/// Label, big value, change, "vorläufig".
fn headline(h: Headline) -> impl IntoView {
    let (id, change_id) = h.ids;
    let value =
        (!h.value.is_empty()).then(|| view! { <output id=id class="big">{h.value}</output> });
    let change = (!h.change.is_empty())
        .then(|| view! { <span id=change_id class="change">{h.change}</span> });
    let provisional = h.provisional.then(|| {
        view! { <span class="provisional" id="provisional"><T m=PartMsg::Provisional/></span> }
    });
    view! { <div class="headline"><span class="label">{h.label}</span>{value}{change}{provisional}</div> }
}

/// A game's bar on its track: positive to the right of the middle, negative to the left.
fn bar(b: Bar) -> impl IntoView {
    view! {
        <li><span class="lbl">{b.label}</span>
            <svg class="track" width="100%" height="14" aria-hidden="true">
                <line x1="50%" y1="0" x2="50%" y2="14" class="axis"/>
                <rect x=Bar::percent(b.x) y="2" width=Bar::percent(b.width) height="10" class=if b.negative { "neg" } else { "pos" }/>
            </svg>
            <span class="val">{b.value}</span></li>
    }
}

/// A chart: caption, the picture of its shapes, the sentence that explains it.
fn plot(p: Plot) -> impl IntoView {
    let title = p.title;
    view! {
        <figure class="curve" id=given(p.id)><figcaption>{title.clone()}</figcaption>
            <svg width="100%" height=p.height role="img" aria-label=title>
                {p.shapes.into_iter().map(shape).collect_view()}
            </svg>
            <p class="hint">{p.caption}</p>
        </figure>
    }
}

/// What a mark is, as the picture's tooltip (none where empty).
fn title(text: String) -> Option<impl IntoView> {
    (!text.is_empty()).then(|| svg::title().child(text))
}

/// A shape of a chart.
fn shape(s: Shape) -> AnyView {
    match s {
        Shape::Line { from, to, class } => {
            view! { <line x1=from.0 y1=from.1 x2=to.0 y2=to.1 class=class/> }.into_any()
        }
        Shape::Curve {
            at: [x, y, width, height],
            view,
            points,
        } => view! {
            <svg x=x y=y width=width height=height viewBox=view preserveAspectRatio="none">
                <polyline points=points class="line"/>
            </svg>
        }
        .into_any(),
        Shape::Dot { at, title: t } => {
            view! { <circle cx=at.0 cy=at.1 r="4" class="dot">{title(t)}</circle> }.into_any()
        }
        Shape::Square { at, title: t } => view! {
            <rect x=at.0 y=at.1 width="8" height="8" class="perf" transform="translate(-4 -4)">{title(t)}</rect>
        }
        .into_any(),
        Shape::Label {
            at,
            anchor,
            text,
            title: t,
        } => view! { <text x=at.0 y=at.1 text-anchor=given(anchor)>{text}{title(t)}</text> }.into_any(),
    }
}

/// A table (its id is its class too); each cell labelled with its column's head where asked.
fn table(t: Table) -> impl IntoView {
    let labelled = t.labelled;
    let rows = t
        .rows
        .into_iter()
        .map(|row| {
            let cells = row
                .into_iter()
                .zip(t.heads.clone())
                .map(|(text, head)| view! { <td data-label=labelled.then_some(head)>{text}</td> })
                .collect_view();
            view! { <tr>{cells}</tr> }
        })
        .collect_view();
    view! {
        <table class=t.id id=t.id><thead>{head_row(t.heads)}</thead><tbody>{rows}</tbody></table>
    }
}

/// A table's row of column heads.
fn head_row(heads: Vec<String>) -> impl IntoView {
    let cells = heads
        .into_iter()
        .map(|h| view! { <th scope="col">{h}</th> })
        .collect_view();
    view! { <tr>{cells}</tr> }
}

/// "Meine Turniere" like the DSB's player card: a body a tournament, its line and its games to
/// open below it.
fn card(c: Card) -> impl IntoView {
    view! {
        <div class="card"><table class="chain-card" id="chain-card">
            <caption class="sr-only"><T m=Msg::TabChain/></caption>
            <thead>{head_row(c.heads)}</thead>
            {c.lines.into_iter().map(card_line).collect_view()}
        </table></div>
    }
}

/// A tournament of the card.
fn card_line(line: CardLine) -> impl IntoView {
    let cells = line
        .cells
        .into_iter()
        .map(|(head, value)| view! { <td data-label=head>{value}</td> })
        .collect_view();
    view! {
        <tbody>
            <tr><th scope="row">{line.name}</th>{cells}</tr>
            <tr class="games-row"><td colspan="9"><details><summary>{line.games_title}</summary>
                <ul class="chain-games">{items(line.games)}</ul></details></td></tr>
        </tbody>
    }
}
