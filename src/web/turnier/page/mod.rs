//! The page "Turnierauswertung": a whole tournament evaluated in the browser, as a tournament
//! director or DWZ referee checks it before it goes to the DSB. Its own wasm module (bin
//! `wertung-turnier`, feature `turnier`), apart from the calculator; what is used only sometimes
//! is the second module ([`super::reader`]), asked through [`bridge`].
//!
//! The Leptos shell as small components. State ([`Page`], handed down by context; language and
//! arithmetic mode come from [`crate::web::common::browser`]): the loaded tournament, a `Row`
//! a player with a signal per thing the user changes (so typing in one row re-reads that row
//! only), the list's state ([`list_panel`]) and the report's ([`report_state`]). The player
//! table applied and the evaluation are memos, the scoresheets and the Gesamtiteration are
//! derived from the evaluation where they are shown; effects only sync with what is outside the
//! page's state (local storage, the dialog, the print styles); the result views of the second
//! module arrive as resources. Reading and the views as data (numbers and message keys, worded
//! when rendered) are plain Rust in the modules beside this one; the core computes.
//!
//! * [`state`]: the state the parts share ([`Page`]), [`show`]: a tournament shown; the parts'
//!   own state in [`list_panel`], [`report_state`] and [`load_error`];
//! * [`load`]: loading a tournament (file or pasted text);
//! * [`list`]: the DSB player list;
//! * [`table`]: the player table;
//! * [`report`]: the report, its views as tabs, exports, print, the scoresheets;
//! * [`dwz`]: the DWZ view;
//! * [`sheets`]: the scoresheets and the Gesamtiteration;
//! * [`dsb`]: the DSB's report (XML).

// `Page` is a bundle of signals, `Copy` like each of them: handed on by value as Leptos' signals are.
#![allow(clippy::large_types_passed_by_value)]
// A part loaded on first use (`wasm_split(.., fallible)`) returns a `Result`: the wrapper is the
// one that fails, where the part cannot be loaded.
#![allow(clippy::unnecessary_wraps)]

mod bridge;
mod dsb;
mod dwz;
mod fide;
mod list;
mod list_panel;
mod load;
mod load_error;
mod players;
mod report;
mod report_state;
mod run_state;
mod run_view;
mod sheets;
mod show;
mod state;
mod table;

use state::{focus_id, page, Page, STORE_KEY};

use super::store::restore;
use crate::dwz::Mode;
use crate::i18n::TournamentWords;
use crate::web::common::browser::{
    load, mark_ready, page_query, provide_shared, tr, LangButton, T,
};
use crate::web::common::lazy::{Lazy, SlotWords};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

/// What withholds the evaluation, above the report: every bad field and open decision, each a
/// link to its field.
#[component]
fn Blocked() -> impl IntoView {
    let p = page();
    view! {
        <div id="blocked" class="error blocked" role="alert" tabindex="-1"
            hidden=move || p.blocked.with(Vec::is_empty)>
            <p><T m=TournamentWords::Withheld/></p>
            <ul>
                {move || p.blocked.get().into_iter().map(|(id, text)| {
                    let href = format!("#{id}");
                    // The field takes the focus (the player table opened); a row not yet
                    // built is built first, and its field focused once it is rendered (a
                    // task that waits for the next tick, nothing the user waits on).
                    let to_field = move |ev: leptos::ev::MouseEvent| {
                        if document().get_element_by_id(&id).is_none() {
                            ev.prevent_default();
                            p.built.all();
                            let id = id.clone();
                            leptos::task::spawn_local(async move {
                                leptos::task::tick().await;
                                focus_id(&id);
                            });
                        } else if focus_id(&id) {
                            ev.prevent_default();
                        }
                    };
                    view! { <li><a href=href on:click=to_field>{text}</a></li> }
                }).collect_view()}
            </ul>
        </div>
    }
}

/// The page.
#[component]
pub fn Turnier() -> impl IntoView {
    let query = page_query();
    let shared = provide_shared(&query);
    // Embedded in a club's page: no header and no language button.
    let embed = crate::web::common::embed::Embed::of(&query);
    if let (true, Some(accent)) = (embed.on, embed.accent.as_deref()) {
        if let Some(root) = document()
            .document_element()
            .and_then(|e| e.dyn_into::<leptos::web_sys::HtmlElement>().ok())
        {
            let _ = root.style().set_property("--accent", accent);
        }
    }
    let p = Page::new(shared);
    provide_context(p);
    provide_context(SlotWords::of(
        TournamentWords::ReaderFailed,
        TournamentWords::TryAgain,
    ));
    // The tournament of the last visit comes back; one an earlier version kept in another form
    // is read by the second module on its own (the page is shown meanwhile, nobody waits on it).
    if let Some(kept) = load(STORE_KEY) {
        match restore(&kept) {
            Some(s) => p.show(s),
            None => leptos::task::spawn_local(load::reopen(p, kept)),
        }
    }
    run_view::restore_run(p);
    // Local storage follows the tournament and its player table, a moment after the typing
    // stops (and at once when the page is left, or another tournament is opened).
    // (The timeout of the change before is dropped here, which cancels it.)
    Effect::new(move |_before: Option<gloo_timers::callback::Timeout>| {
        p.track_kept();
        gloo_timers::callback::Timeout::new(400, move || p.save_now())
    });
    let _ = window_event_listener(leptos::ev::pagehide, move |_| p.save_now());
    // Printed from the browser's menu: every row of the evaluation on the paper (rendered before
    // the browser lays the page out for print, after this event).
    let _ = window_event_listener(leptos::ev::beforeprint, move |_| p.built.all());
    view! {
        <div class="app turnier" class:embed=embed.on class:compact=embed.on && embed.compact>
            {(!embed.on).then(|| view! { <Header/> })}
            <main id="main">
                <p class="tagline"><T m=TournamentWords::Tagline/></p>
                <load::LoadSection/>
                <run_view::RunSection/>
                <list::ListSection>
                    <Lazy when=Signal::derive(move || p.list.fide.with(Option::is_some)) load=fide::status_part/>
                </list::ListSection>
                <Settings/>
                {move || p.loaded.with(Option::is_some).then(|| view! { <table::PlayerTable/> })}
                <Blocked/>
                <report::Report/>
            </main>
            <footer><p><T m=TournamentWords::Footer/></p><crate::web::common::browser::ReleaseLine/></footer>
        </div>
    }
}

#[component]
fn Header() -> impl IntoView {
    view! {
        <header class="top">
            <h1>"Wertung " <span class="sub"><T m=TournamentWords::Title/></span></h1>
            <nav class="links" aria-label=tr(TournamentWords::Title)>
                <a href="./"><T m=TournamentWords::CalculatorLink/></a>
                <LangButton/>
            </nav>
        </header>
    }
}

/// The end date (over the file's) and the arithmetic mode.
#[component]
fn Settings() -> impl IntoView {
    let p = page();
    let mode = p.shared.mode;
    let end_error = move || {
        p.applied.with(|a| {
            let e = a.as_ref()?.1.as_ref()?;
            Some(view! { <p class="error" id="end-error">{p.shared.lang.get().error(e)}</p> })
        })
    };
    view! {
        <section class="settings no-print" aria-label=tr(TournamentWords::Settings)>
            <div class="field"><label for="end"><T m=TournamentWords::EndDate/></label>
                <input id="end" type="text" placeholder=tr(TournamentWords::EndPlaceholder) prop:value=move || p.end.get()
                    on:input=move |ev| {
                        p.end.set(event_target_value(&ev));
                        p.end_typed.set(true);
                    } /></div>
            <label class="radio"><input type="checkbox" id="exact" prop:checked=move || mode.get() == Mode::Exact
                on:change=move |ev| mode.set(if event_target_checked(&ev) { Mode::Exact } else { Mode::Table }) />
                <T m=TournamentWords::Exact/></label>
            {end_error}
        </section>
    }
}

/// Mounts the page on the body and marks it ready; once it has painted, its second module
/// (which reads every file) is started, so that a file chosen is read at once rather than after
/// the module is fetched and compiled. (One that cannot start is started afresh by the request
/// that needs it, which then says so where it cannot.)
pub fn start() {
    // The static page of turnier.html, shown until now, gives way to the page.
    if let Some(boot) = document().get_element_by_id("boot") {
        boot.remove();
    }
    leptos::mount::mount_to_body(Turnier);
    mark_ready();
    request_animation_frame(|| {
        set_timeout(
            || {
                leptos::task::spawn_local(async {
                    let _ = bridge::module().await;
                });
            },
            std::time::Duration::ZERO,
        );
    });
}
