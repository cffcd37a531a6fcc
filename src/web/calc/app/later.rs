//! What the calculator loads on first use, and the results as they follow the form.
//!
//! The functions marked `wasm_split(later, ..)` are the calculator's first split point:
//! `wasm_split` (the mechanism behind Leptos' `#[lazy]`, used directly for its `fallible`
//! option) turns each into an async function whose body, with everything only such bodies
//! reach, is one wasm module of its own, fetched the first time one of them is called. What
//! they reach: the computation and the panels of "Meine Turniere" (the chain, its card and
//! chart), the what-if (DWZ and Elo) and the FIDE Elo (`crate::fide`, its views), the
//! components of their fields and of the what-if's table, and the notice of what a link had
//! past the limits ([`first_use`] puts them on the page). The function marked
//! `wasm_split(panel, ..)` is the second split point: the components of the results panel's
//! blocks (`super::panel`) and the single estimates (Voraus-, Nachberechnung, Erst-DWZ without
//! what-if and Elo: [`single`]), fetched with the first result a form has; until then the main
//! module shows the hint what to type. The function marked `wasm_split(words, ..)`
//! ([`messages`]) gives the fields their messages and words them, fetched with the first error
//! to show (the names' part is `super::names`). Offline, the service worker has the parts in
//! its cache after the first visit; where one cannot be fetched the page says so and tries
//! again with the next change.

use super::super::parse::Parsed;
use super::super::results::{
    needs_later, panels as all_panels, single_panels, start_panels, Panels,
};
use super::super::shown::Block;
use super::advanced::Settings;
use super::chain::ChainList;
use super::fields::EloMore;
use super::page::EmbedSnippet;
use super::panel::ResultBlocks;
use super::results::{CutNotice, WhatIfFields};
use super::rows::EarlierList;
use super::Calc;
use crate::dwz::Mode;
use crate::i18n::{Lang, Msg};
use crate::web::common::browser::Shared;
use crate::web::common::browser::T;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use leptos::web_sys::HtmlElement;

/// The part loaded on first use could not be fetched (offline before it was ever cached).
#[derive(Debug, Clone, PartialEq)]
pub struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

/// Every panel of the form (see [`all_panels`]).
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn later_panels(l: Lang, mode: Mode, p: Parsed) -> Result<Panels, NotLoaded> {
    Ok(all_panels(l, mode, &p))
}

/// The panels of a single estimate (see [`single_panels`]).
#[wasm_split(panel, wasm_split_path = ::leptos::wasm_split, fallible)]
fn single(l: Lang, mode: Mode, p: Parsed) -> Result<Panels, NotLoaded> {
    Ok(single_panels(l, mode, &p))
}

/// The fields' messages after a parse (the split point `words`, fetched with the first error
/// to show: the words of the input vocabulary, `crate::i18n`'s errors, and the walk over
/// the fields are not part of the first visit): see [`Calc::put_messages`].
#[wasm_split(words, wasm_split_path = ::leptos::wasm_split, fallible)]
pub(super) fn messages(c: Calc, l: Lang) -> Result<(), NotLoaded> {
    c.put_messages(l);
    Ok(())
}

/// Puts `fields` into `host`, a view root of its own with the calculator's state in its
/// context.
fn mount(c: Calc, host: HtmlElement, fields: fn() -> AnyView) {
    leptos::mount::mount_to(host, move || {
        provide_context(c.shared);
        provide_context(c);
        fields()
    })
    .forget();
}

/// Puts the fields `which` of this part into `host` (one split function for all of them: each
/// call of a split function is a future of its own in the main module).
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn later_fields(c: Calc, host: HtmlElement, which: LaterFields) -> Result<(), NotLoaded> {
    let fields: fn() -> AnyView = match which {
        LaterFields::Chain => || view! { <ChainList/> }.into_any(),
        LaterFields::WhatIf => || view! { <WhatIfFields/> }.into_any(),
        LaterFields::Elo => || view! { <EloMore/> }.into_any(),
        LaterFields::Earlier => || view! { <EarlierList/> }.into_any(),
        LaterFields::Advanced => || view! { <Settings/> }.into_any(),
        LaterFields::Cut => || view! { <CutNotice/> }.into_any(),
        LaterFields::Embed => || view! { <EmbedSnippet/> }.into_any(),
    };
    mount(c, host, fields);
    Ok(())
}

/// Puts the results panel's blocks into `host` (the split point `panel`: see
/// [`super::panel`]).
#[wasm_split(panel, wasm_split_path = ::leptos::wasm_split, fallible)]
fn panel_blocks(c: Calc, host: HtmlElement) -> Result<(), NotLoaded> {
    mount(c, host, || view! { <ResultBlocks/> }.into_any());
    Ok(())
}

/// The fields of the parts loaded on first use.
#[derive(Clone, Copy)]
pub(super) enum Part {
    /// Fields of this part (`later`).
    Later(LaterFields),
    /// The results panel's blocks (the part `panel`).
    Panel,
    /// Fields of the names' part (`names`).
    Names(NameFields),
}

/// The fields of the part `later`.
#[derive(Clone, Copy)]
pub(super) enum LaterFields {
    /// "Meine Turniere": its tournaments with their fields and games.
    Chain,
    /// The what-if's fields.
    WhatIf,
    /// The player's Elo fields.
    Elo,
    /// The earlier Elo games of a player without Elo.
    Earlier,
    /// "Erweitert": the arithmetic mode, the Stellgrößen, the reset.
    Advanced,
    /// What a link had past the limits and was not loaded.
    Cut,
    /// "Einbinden": the snippet for a club's page.
    Embed,
}

/// The fields of the names' part.
#[derive(Clone, Copy)]
pub(super) enum NameFields {
    /// The player list and the player's name.
    Panel,
    /// A game row's opponent name (its id and place).
    Opponent(u32, Signal<usize>),
    /// The what-if's remaining opponents by name.
    Remaining,
}

/// A part's fields, put on the page the first time `wanted` holds and kept there (shown or
/// hidden by their own signals: fields built again would lose the focus), in a host element
/// that takes no room of its own (`.part`: `display: contents`). Where the part cannot be
/// fetched, the message and a button that tries again.
pub(super) fn first_use(part: Part, wanted: impl Fn() -> bool + 'static) -> AnyView {
    put_on_first_use(part, Box::new(wanted))
}

/// [`first_use`] for any condition (one function, not one per call site).
fn put_on_first_use(part: Part, wanted: Box<dyn Fn() -> bool>) -> AnyView {
    let host = NodeRef::<leptos::html::Div>::new();
    let failed = RwSignal::new(false);
    let attempt = RwSignal::new(0u32);
    Effect::new(move |done: Option<bool>| {
        attempt.track();
        if done == Some(true) || !wanted() {
            return done.unwrap_or(false);
        }
        let Some(el) = host.get() else {
            return false;
        };
        let (c, el): (Calc, HtmlElement) = (super::calc(), el.into());
        spawn_local(async move {
            let loaded = match part {
                Part::Later(which) => later_fields(c, el, which).await,
                Part::Panel => panel_blocks(c, el).await,
                Part::Names(which) => {
                    super::names::mount_part(c, el, which, super::names_io::IO).await
                }
            };
            failed.set(loaded.is_err());
        });
        true
    });
    view! {
        <div class="part" node_ref=host></div>
        <p class="hint" role="alert" hidden=move || !failed.get()><T m=Msg::NotLoaded/>" "
            <button type="button" class="link" on:click=move |_| attempt.update(|n| *n += 1)>
                <T m=Msg::TryAgain/></button></p>
    }
    .into_any()
}

/// The panels while the part is on its way (or could not be fetched).
fn waiting(l: Lang, m: Msg) -> Panels {
    Panels {
        results: vec![Block::Line("loading", "hint", l.text(m).to_string())],
        ..Panels::default()
    }
}

/// What the results show, following the parsed form, the language and the mode: the hint what
/// to type at once, the rest from the parts loaded on first use (the panels before stay until
/// the new ones are there; an answer to an older form is dropped). The call is async work
/// started by an effect, its answer put into a signal (as the tournament page does with its
/// second module): Leptos' `LocalResource` would bring its server-function machinery into the
/// first visit.
pub(super) fn panels(shared: Shared, parsed: Memo<Parsed>) -> Signal<Panels> {
    let (lang, mode) = (shared.lang, shared.mode);
    let start = move |l: Lang| parsed.with_untracked(|p| start_panels(l, p));
    let first =
        start(lang.get_untracked()).unwrap_or_else(|| waiting(lang.get_untracked(), Msg::Loading));
    let shown = RwSignal::new(first);
    let asked = StoredValue::new(0u32);
    Effect::new(move |_| {
        let (l, m) = (lang.get(), mode.get());
        parsed.track();
        let n = asked.get_value().wrapping_add(1);
        asked.set_value(n);
        if let Some(start) = start(l) {
            shown.set(start);
            return;
        }
        let p = parsed.get_untracked();
        spawn_local(async move {
            let answer = if needs_later(&p) {
                later_panels(l, m, p).await
            } else {
                single(l, m, p).await
            };
            if asked.get_value() == n {
                shown.set(answer.unwrap_or_else(|NotLoaded| waiting(l, Msg::NotLoaded)));
            }
        });
    });
    shown.into()
}
