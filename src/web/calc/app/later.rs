//! What the calculator loads on first use, and the results as they follow the form.
//!
//! The functions marked `wasm_split(later, ..)` are the calculator's split point: `wasm_split`
//! (the mechanism behind Leptos' `#[lazy]`, used directly for its `fallible` option) turns each
//! into an async function whose body, with everything only such bodies reach, is one wasm module
//! of its own, fetched the first time one of them is called. What they reach: the computation
//! and the panels of "Meine Turniere" (the chain, its card and chart), the what-if (DWZ and Elo)
//! and the FIDE Elo (`crate::fide`, its views), and the components of their fields
//! ([`first_use`] puts them on the page). A form that needs none of them (Voraus-, Nachberechnung, Erst-DWZ without what-if
//! and Elo) is computed in the main module at once by [`single_panels`]. Offline, the service
//! worker has the part in its cache after the first visit; where it cannot be fetched the page
//! says so and tries again with the next change.

use super::super::parse::Parsed;
use super::super::results::{needs_later, panels as all_panels, single_panels, Panels};
use super::advanced::Settings;
use super::chain::ChainList;
use super::fields::EloMore;
use super::results::WhatIfFields;
use super::rows::EarlierList;
use super::Calc;
use crate::dwz::Mode;
use crate::i18n::{Lang, Msg};
use crate::web::common::browser::Shared;
use crate::web::common::browser::T;
use crate::web::common::html::esc;
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

/// Puts `part` into `host`, a view root of its own with the calculator's state in its context.
fn mount(c: Calc, host: HtmlElement, part: fn() -> AnyView) {
    leptos::mount::mount_to(host, move || {
        provide_context(c.shared);
        provide_context(c);
        part()
    })
    .forget();
}

/// "Meine Turniere": its tournaments with their fields and games.
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn chain_list(c: Calc, host: HtmlElement) -> Result<(), NotLoaded> {
    mount(c, host, || view! { <ChainList/> }.into_any());
    Ok(())
}

/// The what-if's fields.
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn whatif_fields(c: Calc, host: HtmlElement) -> Result<(), NotLoaded> {
    mount(c, host, || view! { <WhatIfFields/> }.into_any());
    Ok(())
}

/// The player's Elo fields.
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn elo_fields(c: Calc, host: HtmlElement) -> Result<(), NotLoaded> {
    mount(c, host, || view! { <EloMore/> }.into_any());
    Ok(())
}

/// The earlier Elo games of a player without Elo.
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn earlier_list(c: Calc, host: HtmlElement) -> Result<(), NotLoaded> {
    mount(c, host, || view! { <EarlierList/> }.into_any());
    Ok(())
}

/// "Erweitert": the arithmetic mode, the Stellgrößen, the reset.
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn settings(c: Calc, host: HtmlElement) -> Result<(), NotLoaded> {
    mount(c, host, || view! { <Settings/> }.into_any());
    Ok(())
}

/// The fields of the parts loaded on first use.
#[derive(Clone, Copy)]
pub(super) enum Part {
    Chain,
    WhatIf,
    Elo,
    Earlier,
    Advanced,
    /// The names' part (`names`): the player list and the player's name.
    Names,
    /// A game row's opponent name (its id and place), from the names' part.
    Opponent(u32, Signal<usize>),
    /// The what-if's remaining opponents by name, from the names' part.
    Remaining,
}

/// A part's fields, put on the page the first time `wanted` holds and kept there (shown or
/// hidden by their own signals: fields built again would lose the focus), in a host element
/// that takes no room of its own (`.part`: `display: contents`). Where the part cannot be
/// fetched, the message and a button that tries again.
pub(super) fn first_use(part: Part, wanted: impl Fn() -> bool + 'static) -> impl IntoView {
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
                Part::Chain => chain_list(c, el).await,
                Part::WhatIf => whatif_fields(c, el).await,
                Part::Elo => elo_fields(c, el).await,
                Part::Earlier => earlier_list(c, el).await,
                Part::Advanced => settings(c, el).await,
                Part::Names | Part::Opponent(..) | Part::Remaining => {
                    super::names::mount_part(c, el, part, super::names_io::IO).await
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
}

/// The panels while the part is on its way (or could not be fetched).
fn waiting(l: Lang, m: Msg) -> Panels {
    Panels {
        results: format!("<p class=\"hint\" id=\"loading\">{}</p>", esc(l.text(m))),
        ..Panels::default()
    }
}

/// What the results show, following the parsed form, the language and the mode: the single
/// estimates at once, the rest from the part loaded on first use (the panels before stay until
/// the new ones are there; an answer to an older form is dropped). The call is async work
/// started by an effect, its answer put into a signal (as the tournament page does with its
/// second module): Leptos' `LocalResource` would bring its server-function machinery into the
/// first visit.
pub(super) fn panels(shared: Shared, parsed: Memo<Parsed>) -> Signal<Panels> {
    let (lang, mode) = (shared.lang, shared.mode);
    let single = Memo::new(move |_| {
        parsed.with(|p| (!needs_later(p)).then(|| single_panels(lang.get(), mode.get(), p)))
    });
    let later = RwSignal::new(None::<Panels>);
    let asked = StoredValue::new(0u32);
    Effect::new(move |_| {
        if !parsed.with(needs_later) {
            return;
        }
        let (l, m, p) = (lang.get(), mode.get(), parsed.get());
        let n = asked.get_value().wrapping_add(1);
        asked.set_value(n);
        spawn_local(async move {
            let answer = later_panels(l, m, p).await;
            if asked.get_value() == n {
                later.set(Some(
                    answer.unwrap_or_else(|NotLoaded| waiting(l, Msg::NotLoaded)),
                ));
            }
        });
    });
    Signal::derive(move || {
        single
            .get()
            .or_else(|| later.get())
            .unwrap_or_else(|| waiting(lang.get(), Msg::Loading))
    })
}
