//! The results panel's blocks ([`Block`], made by `calc::shown` and its writers) as
//! components: headline, lines, figures, the rows not counted, bars, charts, tables and the card
//! of "Meine Turniere"; "Teilen". Every text comes as data
//! ([`Text`]) and is worded here, in the language of the moment: a language switch re-words
//! the same blocks (no block is built again, nothing is computed).
//!
//! These components are the split point `panel` ([`blocks_part`]), with the
//! form's panels (`state::made_panels`): loaded with the first result a form has (an empty form
//! shows only the hint what to type, from the main module).

use super::state::calc;
use crate::i18n::{CalcResultWords, FormWords, Lang};
use crate::web::calc::shown::{
    points_text, At, Bar, Block, Card, CardLine, Headline, Num, Plot, Shape, Table, Text,
};
use crate::web::common::browser::T;
use crate::web::common::lazy::PartView;
use leptos::prelude::*;
use leptos::tachys::svg;
use leptos::wasm_split::wasm_split;

/// The page's language, where the texts are worded.
type LangSignal = RwSignal<Lang>;

/// A text in the language of the moment (worded again when the language changes).
fn word(l: LangSignal, t: Text) -> impl Fn() -> String + Send + Sync + 'static {
    move || t.word(l.get())
}

/// A text in the language of the moment, or nothing where it is empty.
fn word_some(
    l: LangSignal,
    t: Option<Text>,
) -> impl Fn() -> Option<String> + Send + Sync + 'static {
    move || t.as_ref().map(|t| t.word(l.get()))
}

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
                    <h3><T m=CalcResultWords::EloTitle/></h3>
                    <Blocks blocks/>
                </section>
            }
        })
    };
    view! { <ExactOther/><Blocks blocks=results/><super::stand_in_note::StandInNotes/>{elo_section}<Share/> }
}

/// "Teilen" with the summary as its text (www/app.js adds the link and hands it to the share
/// sheet or the clipboard).
#[component]
fn Share() -> impl IntoView {
    let c = calc();
    let l = c.shared.lang;
    let share = Memo::new(move |_| c.panels.with(|p| p.share.clone()));
    move || {
        share.get().map(|text| {
            view! {
                <button type="button" id="share" data-text=word(l, text)
                    data-done=move || l.get().text(FormWords::Copied)><T m=FormWords::ShareButton/></button>
            }
        })
    }
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
                <p class="hint" id="exact-other"><T m=CalcResultWords::ExactOther/>" "<strong>{figure}</strong>" – "
                    <button type="button" class="link" id="to-exact"
                        on:click=move |_| c.shared.mode.set(crate::dwz::Mode::Exact)><T m=CalcResultWords::SwitchToExact/></button></p>
            }
        })
    }
}

/// The blocks of a panel, keyed by place and content: a block that changed is renewed, the
/// others stay (an opened list of games or the iteration stays open while the form changes).
#[component]
pub(super) fn Blocks(#[prop(into)] blocks: Signal<Vec<Block>>) -> impl IntoView {
    let l = calc().shared.lang;
    view! {
        <For each=move || blocks.get().into_iter().enumerate()
            key=|(k, b)| (*k, b.clone()) children=move |(_, b)| block(l, b)/>
    }
}

/// `Some(s)` where `s` is not empty: an attribute left out where it has no value.
fn given(s: &'static str) -> Option<&'static str> {
    (!s.is_empty()).then_some(s)
}

/// A list item a line.
fn items(l: LangSignal, lines: Vec<Text>) -> impl IntoView {
    lines
        .into_iter()
        .map(|t| view! { <li>{word(l, t)}</li> })
        .collect_view()
}

/// One block.
fn block(l: LangSignal, b: Block) -> AnyView {
    match b {
        Block::Headline(h) => headline(l, h).into_any(),
        Block::Line(id, class, text) => {
            view! { <p id=given(id) class=given(class)>{word(l, text)}</p> }.into_any()
        }
        Block::Notice(lines) => view! {
            <p class="hint" id="notice"><T m=CalcResultWords::FixFirst/></p>
            <ul class="errors">{items(l, lines)}</ul>
        }
        .into_any(),
        Block::NotCounted(lines) => view! {
            <div class="not-counted" id="not-counted"><p><T m=CalcResultWords::NotCounted/></p><ul>{items(l, lines)}</ul></div>
        }
        .into_any(),
        Block::Figures(figures) => {
            let rows = figures
                .into_iter()
                .map(|f| view! { <div><dt>{word(l, f.label)}</dt><dd id=format!("out-{}", f.id)>{word(l, f.value)}</dd></div> })
                .collect_view();
            view! { <dl class="figures">{rows}</dl> }.into_any()
        }
        Block::Bars(bars) => view! {
            <h2 id="bars-title"><T m=CalcResultWords::PerGame/></h2>
            <ul class="bars" aria-labelledby="bars-title">{bars.into_iter().map(|b| bar(l, b)).collect_view()}</ul>
        }
        .into_any(),
        Block::Plot(p) => plot(l, p).into_any(),
        Block::Trace(lines) => view! {
            <details class="trace"><summary><T m=CalcResultWords::Iteration/></summary><ol>{items(l, lines)}</ol></details>
        }
        .into_any(),
        Block::Table(t) => table(l, t).into_any(),
        Block::Card(c) => card(l, c).into_any(),
    }
}

/// Label, big value, change, "vorläufig".
fn headline(l: LangSignal, h: Headline) -> impl IntoView {
    let (id, change_id) = h.ids;
    let value = h
        .value
        .map(|v| view! { <output id=id class="big">{word(l, v)}</output> });
    let change = h
        .change
        .map(|c| view! { <span id=change_id class="change">{word(l, c)}</span> });
    let provisional = h.provisional.then(|| {
        view! { <span class="provisional" id="provisional"><T m=CalcResultWords::Provisional/></span> }
    });
    view! { <div class="headline"><span class="label">{word(l, h.label)}</span>{value}{change}{provisional}</div> }
}

/// A game's bar on its track: positive to the right of the middle, negative to the left.
fn bar(l: LangSignal, b: Bar) -> impl IntoView {
    view! {
        <li><span class="lbl">{word(l, b.label)}</span>
            <svg class="track" width="100%" height="14" aria-hidden="true">
                <line x1="50%" y1="0" x2="50%" y2="14" class="axis"/>
                <rect x=Bar::percent(b.x) y="2" width=Bar::percent(b.width) height="10" class=if b.negative { "neg" } else { "pos" }/>
            </svg>
            <span class="val">{word(l, b.value)}</span></li>
    }
}

/// A chart: caption, the picture of its shapes, the sentence that explains it.
fn plot(l: LangSignal, p: Plot) -> impl IntoView {
    view! {
        <figure class="curve" id=given(p.id)><figcaption>{word(l, p.title.clone())}</figcaption>
            <svg width="100%" height=p.height role="img" aria-label=word(l, p.title)>
                {p.shapes.into_iter().map(|s| shape(l, s)).collect_view()}
            </svg>
            <p class="hint">{word(l, p.caption)}</p>
        </figure>
    }
}

/// What a mark is, as the picture's tooltip (none where there is none).
fn title(l: LangSignal, text: Option<Text>) -> Option<impl IntoView> {
    text.map(|t| svg::title().child(word(l, t)))
}

/// An x coordinate of a chart, in percent of its width ("46.3%").
fn x(v: Num) -> String {
    format!("{v}%")
}

/// A y coordinate of a chart, in pixels ("48.5").
fn y(v: Num) -> String {
    v.to_string()
}

/// A place on a chart as its two attributes.
fn xy(at: At) -> (String, String) {
    (x(at.0), y(at.1))
}

/// A shape of a chart.
fn shape(l: LangSignal, s: Shape) -> AnyView {
    match s {
        Shape::Line { from, to, class } => {
            let ((x1, y1), (x2, y2)) = (xy(from), xy(to));
            view! { <line x1=x1 y1=y1 x2=x2 y2=y2 class=class/> }.into_any()
        }
        Shape::Curve {
            at: [left, top, width, height],
            view: (w, h),
            points,
        } => view! {
            <svg x=x(left) y=y(top) width=x(width) height=y(height) viewBox=format!("0 0 {w} {h}") preserveAspectRatio="none">
                <polyline points=points_text(&points) class="line"/>
            </svg>
        }
        .into_any(),
        Shape::Dot { at, title: t } => {
            let (cx, cy) = xy(at);
            view! { <circle cx=cx cy=cy r="4" class="dot">{title(l, t)}</circle> }.into_any()
        }
        Shape::Square { at, title: t } => {
            let (rx, ry) = xy(at);
            view! {
                <rect x=rx y=ry width="8" height="8" class="perf" transform="translate(-4 -4)">{title(l, Some(t))}</rect>
            }
            .into_any()
        }
        Shape::Label {
            at,
            anchor,
            text,
            title: t,
        } => {
            let (tx, ty) = xy(at);
            view! { <text x=tx y=ty text-anchor=given(anchor)>{word(l, text)}{title(l, t)}</text> }.into_any()
        }
    }
}

/// A table (its id is its class too); each cell labelled with its column's head where asked.
fn table(l: LangSignal, t: Table) -> impl IntoView {
    let labelled = t.labelled;
    let rows = t
        .rows
        .into_iter()
        .map(|row| {
            let cells = row
                .into_iter()
                .zip(t.heads.clone())
                .map(|(text, head)| {
                    let head = word_some(l, labelled.then_some(head));
                    view! { <td data-label=head>{word(l, text)}</td> }
                })
                .collect_view();
            view! { <tr>{cells}</tr> }
        })
        .collect_view();
    view! {
        <table class=t.id id=t.id><thead>{head_row(l, t.heads)}</thead><tbody>{rows}</tbody></table>
    }
}

/// A table's row of column heads.
fn head_row(l: LangSignal, heads: Vec<Text>) -> impl IntoView {
    let cells = heads
        .into_iter()
        .map(|h| view! { <th scope="col">{word(l, h)}</th> })
        .collect_view();
    view! { <tr>{cells}</tr> }
}

/// "Meine Turniere" like the DSB's player card: a body a tournament, its line and its games to
/// open below it.
fn card(l: LangSignal, c: Card) -> impl IntoView {
    view! {
        <div class="card"><table class="chain-card" id="chain-card">
            <caption class="sr-only"><T m=FormWords::TabChain/></caption>
            <thead>{head_row(l, c.heads)}</thead>
            {c.lines.into_iter().map(|line| card_line(l, line)).collect_view()}
        </table></div>
    }
}

/// A tournament of the card.
fn card_line(l: LangSignal, line: CardLine) -> impl IntoView {
    let cells = line
        .cells
        .into_iter()
        .map(|(head, value)| view! { <td data-label=word(l, head)>{word(l, value)}</td> })
        .collect_view();
    view! {
        <tbody>
            <tr><th scope="row">{word(l, line.name)}</th>{cells}</tr>
            <tr class="games-row"><td colspan="9"><details><summary>{word(l, line.games_title)}</summary>
                <ul class="chain-games">{items(l, line.games)}</ul></details></td></tr>
        </tbody>
    }
}
