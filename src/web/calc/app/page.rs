//! The page around the calculators: header, tabs, help, the share link, embedding, footer.

use super::state::calc;
use crate::i18n::Lang;
use crate::i18n::{CalcResultWords, FormWords};
use crate::web::calc::form::Tab;
use crate::web::common::browser::{shared, tr, LangButton, T};
use crate::web::common::embed::Choice;
use crate::web::common::lazy::{Lazy, PartView};
use crate::web::common::tabs::TabList;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

#[component]
pub(super) fn Header() -> impl IntoView {
    view! {
        <header>
            <div class="top">
                <h1>"Wertung " <span class="sub"><T m=FormWords::Title/></span></h1>
                <LangButton/>
            </div>
            <p class="tagline"><T m=FormWords::Tagline/></p>
        </header>
    }
}

fn tab_label(tab: Tab) -> FormWords {
    match tab {
        Tab::Forecast => FormWords::TabForecast,
        Tab::Recheck => FormWords::TabRecheck,
        Tab::First => FormWords::TabFirst,
        Tab::Chain => FormWords::TabChain,
    }
}

/// The calculators as a tablist ([`TabList`]: the arrow keys, Home and End move between them).
#[component]
pub(super) fn Tabs() -> impl IntoView {
    let c = calc();
    view! {
        <TabList items=Tab::ALL.to_vec()
            current=Signal::derive(move || c.form.with(|f| f.tab))
            select=Callback::new(move |t: Tab| {
                // A tab chosen is a step of the history: "back" returns to the tab before
                // (see `follow_tab_in_history`).
                if c.form.with_untracked(|f| f.tab) != t {
                    if let (Ok(history), Ok(href)) = (window().history(), window().location().href()) {
                        let _ = history.push_state_with_url(&leptos::wasm_bindgen::JsValue::NULL, "", Some(&href));
                    }
                }
                // With a list loaded, the games "Meine Turniere" takes over keep their
                // opponents' names (kept first, in the names' part, so that their rows show
                // them): a step of the tab's switch, not a job of its own.
                let carried = if c.names_on.get_untracked() {
                    c.now().taken_over_games(t)
                } else {
                    Vec::new()
                };
                if carried.is_empty() {
                    c.edit(|f| f.select_tab(t));
                } else {
                    leptos::task::spawn_local(async move {
                        let _ = super::names::carry_names(carried).await;
                        c.edit(|f| f.select_tab(t));
                    });
                }
            })
            tab_id=|t: Tab| format!("tab-{}", t.code())
            label=|t: Tab| view! { <T m=tab_label(t)/> }
            controls="panel" aria_label=tr(FormWords::Calculators)/>
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
                Tab::Forecast => FormWords::HelpForecast,
                Tab::Recheck => FormWords::HelpRecheck,
                Tab::First => FormWords::HelpFirst,
                Tab::Chain => return l.text(FormWords::HelpChain),
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

/// Puts `text` on the clipboard: whether the browser took it (a frame without the permission,
/// or a page without a clipboard, refuses).
async fn to_clipboard(text: String) -> bool {
    use leptos::wasm_bindgen::JsCast;
    let navigator = window().navigator();
    let clipboard = leptos::web_sys::js_sys::Reflect::get(&navigator, &"clipboard".into())
        .ok()
        .filter(|c| !c.is_undefined() && !c.is_null());
    let Some(clipboard) = clipboard else {
        return false;
    };
    let clipboard: leptos::web_sys::Clipboard = clipboard.unchecked_into();
    wasm_bindgen_futures::JsFuture::from(clipboard.write_text(&text))
        .await
        .is_ok()
}

/// What a copy button did last.
#[derive(Clone, Copy, PartialEq)]
enum Copied {
    Not,
    Done,
    /// Refused: the text is selected in its field, to be copied by hand.
    Refused,
}

/// A button that copies a text to the clipboard and says what happened: copied, or (where the
/// browser refuses) the text selected in the field `field` to copy by hand. The clipboard's
/// answer comes at once; the button's words are its only state.
#[component]
fn CopyButton(id: &'static str, field: &'static str, text: Signal<String>) -> impl IntoView {
    let copied = RwSignal::new(Copied::Not);
    let lang = shared().lang;
    let click = move |_| {
        let text = text.get_untracked();
        leptos::task::spawn_local(async move {
            let done = to_clipboard(text).await;
            copied.set(if done { Copied::Done } else { Copied::Refused });
            if !done {
                select_field(field);
            }
        });
    };
    view! {
        <button type="button" id=id on:click=click>{move || lang.get().text(match copied.get() {
            Copied::Not => FormWords::Copy,
            Copied::Done => FormWords::Copied,
            Copied::Refused => FormWords::CopyByHand,
        })}</button>
    }
}

/// Selects the text of the field `id` (for copying by hand).
fn select_field(id: &str) {
    use leptos::wasm_bindgen::JsCast;
    if let Some(area) = document()
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into::<leptos::web_sys::HtmlTextAreaElement>().ok())
    {
        let _ = area.focus();
        area.select();
    }
}

/// The player's own entries, set aside while a link's figures are shown: "Ihre eigene Eingabe
/// wiederherstellen" (the page opens them again) or let them go.
#[component]
pub(super) fn OwnEntries() -> impl IntoView {
    let c = calc();
    let restore = move |_| {
        super::chosen::restore();
        // The page opens the own form saved (its names are mounted with it).
        let loc = window().location();
        let keep: Vec<(String, String)> = crate::web::common::browser::page_query()
            .into_iter()
            .filter(|(k, _)| k == "embed" || k == "lang")
            .collect();
        let query = crate::web::common::browser::encode_query(&keep);
        let path = loc.pathname().unwrap_or_default();
        let _ = loc.assign(&if query.is_empty() {
            path
        } else {
            format!("{path}?{query}")
        });
    };
    let discard = move |_| {
        super::chosen::discard();
        c.aside.set(false);
    };
    view! {
        <p class="undo" id="own-entries" role="status" hidden=move || !c.aside.get()>
            <span><T m=FormWords::LinkShown/></span>
            <button type="button" id="own-restore" on:click=restore><T m=FormWords::OwnRestore/></button>
            <button type="button" class="link" id="own-discard" on:click=discard><T m=FormWords::OwnDiscard/></button>
        </p>
    }
}

/// A club's preset of settings (the end date, …) filled into the player's own form: said once,
/// on the visit that filled it in.
#[component]
pub(super) fn PresetTaken(shown: bool) -> impl IntoView {
    shown.then(|| {
        view! {
            <p class="undo" id="preset-taken" role="status"><span><T m=FormWords::PresetTaken/></span></p>
        }
    })
}

#[component]
pub(super) fn Share() -> impl IntoView {
    let c = calc();
    let link = Signal::derive(move || {
        format!(
            "{}?{}{}",
            page_base(),
            c.query.get(),
            super::state::lang_key(c.shared.lang.get())
        )
    });
    view! {
        <section class="share">
            <label for="share-link"><T m=FormWords::Share/></label>
            <div class="copyrow">
                <textarea id="share-link" readonly prop:value=link></textarea>
                <CopyButton id="copy-link" field="share-link" text=link/>
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
            <summary><T m=FormWords::Embed/></summary>
            <Lazy when=open load=snippet_part/>
        </details>
    }
}

/// The snippet, loaded the first time "Einbinden" is opened (the part `later`).
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn snippet_part() -> PartView {
    Ok(view! { <EmbedSnippet/> }.into_any())
}

/// The snippet, with the options the webmaster chooses (language, compact, the club's colour,
/// the tournament's end) and a listener that accepts messages from this page's address only.
/// The snippet is a signal of its own, written when an option changes (the copy button reads
/// it as it reads the share link).
#[component]
fn EmbedSnippet() -> impl IntoView {
    let base = page_base();
    let origin = window().location().origin().unwrap_or_default();
    let lang = RwSignal::new(String::new());
    let compact = RwSignal::new(false);
    let accent = RwSignal::new(String::new());
    let end = RwSignal::new(String::new());
    let snippet = RwSignal::new(Choice::default().snippet(&base, &origin));
    let refresh = move || {
        let choice = Choice {
            lang: Lang::from_code(&lang.get_untracked()),
            compact: compact.get_untracked(),
            accent: accent.get_untracked(),
            end: end.get_untracked(),
        };
        snippet.set(choice.snippet(&base, &origin));
    };
    let refresh = StoredValue::new(refresh);
    let changed = move || refresh.with_value(|f| f());
    view! {
        <p><T m=CalcResultWords::EmbedHelp/></p>
        <div class="fields embed-options">
            <div class="field"><label for="embed-lang"><T m=CalcResultWords::EmbedLang/></label>
                <select id="embed-lang" on:change=move |ev| { lang.set(event_target_value(&ev)); changed(); }>
                    <option value=""><T m=CalcResultWords::EmbedLangVisitor/></option>
                    <option value="de">"Deutsch"</option>
                    <option value="en">"English"</option>
                </select></div>
            <div class="field"><label for="embed-accent"><T m=CalcResultWords::EmbedAccent/></label>
                <input id="embed-accent" type="text" autocomplete="off" spellcheck="false"
                    on:input=move |ev| { accent.set(event_target_value(&ev)); changed(); }/></div>
            <div class="field"><label for="embed-end"><T m=CalcResultWords::EmbedEnd/></label>
                <input id="embed-end" type="text" autocomplete="off" placeholder=tr(FormWords::ExampleDate)
                    on:input=move |ev| { end.set(event_target_value(&ev)); changed(); }/></div>
            <label class="check"><input type="checkbox" id="embed-compact"
                on:change=move |ev| { compact.set(event_target_checked(&ev)); changed(); }/>
                <T m=CalcResultWords::EmbedCompact/></label>
        </div>
        <textarea id="embed-snippet" readonly rows="8" aria-label=tr(FormWords::Embed) prop:value=move || snippet.get()></textarea>
        <CopyButton id="copy-embed" field="embed-snippet" text=snippet.into()/>
    }
}

#[component]
pub(super) fn Footer() -> impl IntoView {
    view! {
        <footer>
            <p><a href="turnier.html" id="turnier-link"><T m=FormWords::TournamentLink/></a></p>
            <p><T m=FormWords::Offline/></p>
            <p><T m=FormWords::Footer/></p>
            <crate::web::common::browser::ReleaseLine/>
        </footer>
    }
}

/// Where the browser refuses to keep anything (a third-party frame), the page says so once,
/// instead of promising that the form and the list stay, and offers the page in a tab of its
/// own, where they do.
#[component]
pub(super) fn StorageNotice(embed: bool) -> impl IntoView {
    let refused = !crate::web::common::browser::storage_works();
    let own_tab = {
        let keep: Vec<(String, String)> = crate::web::common::browser::page_query()
            .into_iter()
            .filter(|(k, _)| k != "embed")
            .collect();
        let query = crate::web::common::browser::encode_query(&keep);
        let path = page_base();
        if query.is_empty() {
            path
        } else {
            format!("{path}?{query}")
        }
    };
    refused.then(|| {
        view! {
            <p class="undo" id="storage-refused" role="status">
                <span><T m=FormWords::StorageRefused/></span>
                {embed.then(|| view! {
                    <a href=own_tab.clone() target="_blank" rel="noopener" id="own-tab"><T m=FormWords::OpenOwnTab/></a>
                })}
            </p>
        }
    })
}
