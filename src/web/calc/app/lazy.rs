//! The generic slot of a view loaded on first use (the ground floor of the calculator's
//! components: it knows none of them).
//!
//! A component that is loaded later declares its own split function beside its definition
//! (`#[wasm_split(later, ..)]`, the mechanism behind Leptos' `#[lazy]`, used directly for its
//! `fallible` option: a part that cannot be fetched, offline before the service worker kept it,
//! is an error to show, not a panic), returning its view; [`Lazy`] renders it through
//! `Transition` (a `Suspense` that keeps what it shows) within the page's one owner tree, the first time it is wanted, and keeps it.
//! `scripts/build.mjs` splits the module after the build; the split points are
//! `later` ("Meine Turniere", the what-if, the Elo, "Erweitert", "Einbinden"), `panel` (every
//! form through the core, its words and the results panel's blocks), `words` (the fields'
//! messages) and
//! `names` (the player list).

use crate::i18n::Msg;
use crate::web::common::browser::T;
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use std::future::Future;

/// A part loaded on first use could not be fetched (offline before it was ever cached).
#[derive(Debug, Clone, PartialEq)]
pub struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

/// What a split function of a view gives: the view, or why not.
pub type PartView = Result<AnyView, NotLoaded>;

/// The view `load` gives (a split function's), put on the page the first time `when` holds
/// and kept there: shown or hidden by its own signals, since fields built again would lose
/// the focus. Where the part cannot be fetched, the message and a button that tries again.
#[component]
pub fn Lazy<L, F>(load: L, #[prop(into)] when: Signal<bool>) -> impl IntoView
where
    L: Fn() -> F + Send + Sync + 'static,
    F: Future<Output = PartView> + 'static,
{
    // Once wanted, wanted for good.
    let wanted = Memo::new(move |was: Option<&bool>| was.copied().unwrap_or(false) || when.get());
    let attempt = RwSignal::new(0u32);
    let view = move || {
        attempt.track();
        wanted.get().then(|| {
            // One thread in the browser: the part's future needs no `Send`.
            let loading = send_wrapper::SendWrapper::new(load());
            Suspend::new(async move {
                match loading.await {
                    Ok(view) => view,
                    Err(NotLoaded) => view! {
                        <p class="hint" role="alert"><T m=Msg::NotLoaded/>" "
                            <button type="button" class="link"
                                on:click=move |_| attempt.update(|n| *n += 1)>
                                <T m=Msg::TryAgain/></button></p>
                    }
                    .into_any(),
                }
            })
        })
    };
    // A `Transition`, not a `Suspense`: the parts read the results (a resource) that load again
    // with every keystroke; a `Suspense` would put its fallback back each time, and the fields
    // built again would lose the focus.
    view! { <Transition fallback=|| ()>{view}</Transition> }
}
