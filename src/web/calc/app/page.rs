//! The page around the calculators: header, tabs, help, the share link, embedding, footer.

use super::calc;
use crate::i18n::{Msg, PartMsg};
use crate::web::calc::form::Tab;
use crate::web::common::browser::{shared, tr, LangButton, T};
use crate::web::common::tabs::TabList;
use leptos::prelude::*;

#[component]
pub(super) fn Header() -> impl IntoView {
    view! {
        <header>
            <div class="top">
                <h1>"Wertung " <span class="sub"><T m=Msg::Title/></span></h1>
                <LangButton/>
            </div>
            <p class="tagline"><T m=Msg::Tagline/></p>
        </header>
    }
}

fn tab_label(tab: Tab) -> Msg {
    match tab {
        Tab::Forecast => Msg::TabForecast,
        Tab::Recheck => Msg::TabRecheck,
        Tab::First => Msg::TabFirst,
        Tab::Chain => Msg::TabChain,
    }
}

/// The calculators as a tablist ([`TabList`]: the arrow keys, Home and End move between them).
#[component]
pub(super) fn Tabs() -> impl IntoView {
    let c = calc();
    view! {
        <TabList items=Tab::ALL.to_vec()
            current=Signal::derive(move || c.form.with(|f| f.tab))
            select=Callback::new(move |t: Tab| c.edit(|f| f.select_tab(t)))
            tab_id=|t: Tab| format!("tab-{}", t.code())
            label=|t: Tab| view! { <T m=tab_label(t)/> }
            controls="panel" aria_label=tr(Msg::Calculators)/>
    }
}

#[component]
pub(super) fn Help() -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    view! {
        <p class="help">{move || {
            let l = lang.get();
            l.text(match c.form.with(|f| f.tab) {
                Tab::Forecast => Msg::HelpForecast,
                Tab::Recheck => Msg::HelpRecheck,
                Tab::First => Msg::HelpFirst,
                Tab::Chain => return l.text(Msg::HelpChain),
            })
        }}</p>
    }
}

fn page_base() -> String {
    let loc = window().location();
    format!(
        "{}{}",
        loc.origin().unwrap_or_default(),
        loc.pathname().unwrap_or_default()
    )
}

/// A button that copies a text to the clipboard and says so.
#[component]
fn CopyButton(id: &'static str, text: Signal<String>) -> impl IntoView {
    let copied = RwSignal::new(false);
    let lang = shared().lang;
    view! {
        <button type="button" id=id on:click=move |_| {
            let _ = window().navigator().clipboard().write_text(&text.get_untracked());
            copied.set(true);
        }>{move || lang.get().text(if copied.get() { Msg::Copied } else { Msg::Copy })}</button>
    }
}

#[component]
pub(super) fn Share() -> impl IntoView {
    let c = calc();
    let link = Signal::derive(move || {
        format!(
            "{}?{}{}",
            page_base(),
            c.query.get(),
            super::lang_key(c.shared.lang.get())
        )
    });
    view! {
        <section class="share">
            <label for="share-link"><T m=Msg::Share/></label>
            <div class="copyrow">
                <textarea id="share-link" readonly prop:value=link></textarea>
                <CopyButton id="copy-link" text=link/>
            </div>
        </section>
    }
}

/// "Einbinden": the `<iframe>` snippet for a club's page (loaded on first use, when it is
/// first opened).
#[component]
pub(super) fn EmbedHelp() -> impl IntoView {
    let open = RwSignal::new(false);
    view! {
        <details class="embed-help" on:toggle=move |_| open.set(true)>
            <summary><T m=Msg::Embed/></summary>
            {super::later::first_use(super::later::Part::Later(super::later::LaterFields::Embed), move || open.get())}
        </details>
    }
}

/// The snippet, with a listener that accepts messages from this page's address only.
#[component]
pub(super) fn EmbedSnippet() -> impl IntoView {
    let base = page_base();
    let origin = window().location().origin().unwrap_or_default();
    let snippet = format!(
        "<iframe src=\"{base}?embed=1\" title=\"DWZ-Rechner\" style=\"width:100%;border:0\" height=\"900\" id=\"wertung\"></iframe>\n<script>\naddEventListener('message', function (e) {{\n  if (e.origin !== '{origin}' || !e.data || e.data.type !== 'wertung-height') return;\n  document.getElementById('wertung').style.height = e.data.height + 'px';\n}});\n</script>"
    );
    view! {
        <p><T m=PartMsg::EmbedHelp/></p>
        <textarea id="embed-snippet" readonly rows="8" aria-label=tr(Msg::Embed)>{snippet.clone()}</textarea>
        <CopyButton id="copy-embed" text=Signal::stored(snippet)/>
    }
}

#[component]
pub(super) fn Footer() -> impl IntoView {
    view! {
        <footer>
            <p><a href="turnier.html" id="turnier-link"><T m=Msg::TournamentLink/></a></p>
            <p><T m=Msg::Offline/></p>
            <p><T m=Msg::Footer/></p>
        </footer>
    }
}
