//! The generic slot of a view loaded on first use, for both pages (the ground floor of their
//! components: it knows none of them).
//!
//! A component that is loaded later declares its own split function beside its definition
//! (`#[wasm_split(later, ..)]`, the mechanism behind Leptos' `#[lazy]`, used directly for its
//! `fallible` option: a part that cannot be fetched, offline before the service worker kept it,
//! is an error to show, not a panic), returning its view; [`Lazy`] renders it through
//! `Transition` (a `Suspense` that keeps what it shows) within the page's one owner tree, the first time it is wanted, and keeps it.
//! `scripts/build.mjs` splits both pages' modules after the build. The calculator's split points
//! are `later` ("Meine Turniere", the what-if, the Elo, "Erweitert", "Einbinden"), `panel` (every
//! form through the core into its panels as data, and the components that word them), `words` (the fields' messages) and
//! `names` (the player list); the tournament page's are `run` (the Berechnungslauf's views),
//! `fide` (FIDE's list's status and marks), `sheets` (the scoresheets and the Gesamtiteration),
//! `views` (INGO, Turnierleistung, FIDE Elo), `list` (the DSB list's summary) and `dsb` (the
//! DSB report's button and its questions).
//!
//! What the slot says when a part cannot be fetched is the page's own words ([`SlotWords`],
//! provided by each page's root).

use crate::i18n::Texts;
use crate::web::common::browser::shared;
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

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

/// The words of a part that could not be fetched, in the page's message table: provided once by
/// each page's root (`provide_context(SlotWords::of(FormWords::NotLoaded, FormWords::TryAgain))`).
#[derive(Clone, Copy, Debug)]
pub struct SlotWords {
    not_loaded: Entry,
    try_again: Entry,
}

/// One entry of a page's table, taken as its two texts.
#[derive(Clone, Copy, Debug)]
struct Entry((&'static str, &'static str));

impl Texts for Entry {
    fn texts(self) -> (&'static str, &'static str) {
        self.0
    }
}

impl SlotWords {
    /// The page's entries for "not loaded" and "try again".
    pub fn of(not_loaded: impl Texts, try_again: impl Texts) -> Self {
        SlotWords {
            not_loaded: Entry(not_loaded.texts()),
            try_again: Entry(try_again.texts()),
        }
    }
}

/// The view `load` gives (a split function's), put on the page the first time `when` holds
/// and kept there: shown or hidden by its own signals, since fields built again would lose
/// the focus. Where the part cannot be fetched, the message and a button that tries again.
#[component]
pub fn Lazy<L, F>(
    /// The split function of the view.
    load: L,
    /// Whether the view is wanted (once it is, it stays).
    #[prop(into)]
    when: Signal<bool>,
) -> impl IntoView
where
    L: Fn() -> F + Send + Sync + 'static,
    F: Future<Output = PartView> + 'static,
{
    // Every slot is the one `slot`, whatever its part: the split function behind one type.
    let load: Load = Arc::new(move || Box::pin(load()) as Loading);
    slot(load, when)
}

/// A part's view as it loads (one thread in the browser: no `Send`).
type Loading = Pin<Box<dyn Future<Output = PartView>>>;
/// A split function behind one type.
type Load = Arc<dyn Fn() -> Loading + Send + Sync>;

/// The slot of [`Lazy`], for every part.
fn slot(load: Load, when: Signal<bool>) -> AnyView {
    // Once wanted, wanted for good.
    let wanted = Memo::new(move |was: Option<&bool>| was.copied().unwrap_or(false) || when.get());
    let attempt = RwSignal::new(0u32);
    let words = use_context::<SlotWords>();
    let lang = shared().lang;
    let word = move |pick: fn(SlotWords) -> Entry| move || words.map(|w| lang.get().text(pick(w)));
    let view = move || {
        attempt.track();
        wanted.get().then(|| {
            // One thread in the browser: the part's future needs no `Send`.
            let loading = send_wrapper::SendWrapper::new(load());
            Suspend::new(async move {
                match loading.await {
                    Ok(view) => view,
                    Err(NotLoaded) => view! {
                        <p class="hint" role="alert">{word(|w| w.not_loaded)}" "
                            <button type="button" class="link"
                                on:click=move |_| attempt.update(|n| *n += 1)>
                                {word(|w| w.try_again)}</button></p>
                    }
                    .into_any(),
                }
            })
        })
    };
    // A `Transition`, not a `Suspense`: the parts read the results (a resource) that load again
    // with every keystroke; a `Suspense` would put its fallback back each time, and the fields
    // built again would lose the focus.
    view! { <Transition fallback=|| ()>{view}</Transition> }.into_any()
}
