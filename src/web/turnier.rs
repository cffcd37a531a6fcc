//! The page "Turnierauswertung": a whole tournament evaluated in the browser, as a tournament
//! director or DWZ referee checks it before it goes to the DSB. Its own wasm module (bin
//! `wertung-turnier`, feature `turnier`), so that the phone calculator stays small.
//!
//! The Leptos shell of the page: signals, events, local storage and downloads. Reading what is
//! loaded or typed and the views as escaped HTML are plain Rust in [`super::report`] (tested
//! and fuzzed natively); the core computes.

use super::chart::esc;
use super::report::{
    apply, dwz_html, edits_of, file_name, ingo_html, leistung_html, read_any, stored_json, tx,
    Edit, SortKey, View,
};
use crate::dwz::{evaluate, Evaluation, Mode, Options, Tournament};
use crate::formats::{csv, json};
use crate::i18n::Lang;
use leptos::prelude::*;
use leptos::wasm_bindgen::{JsCast, JsValue};
use leptos::web_sys;

const STORE_KEY: &str = "wertung-turnier";
const LANG_KEY: &str = "wertung-lang";

fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

fn download(name: &str, mime: &str, content: &str) {
    let parts = web_sys::js_sys::Array::of1(&JsValue::from_str(content));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Ok(a) = document().create_element("a") {
        let _ = a.set_attribute("href", &url);
        let _ = a.set_attribute("download", name);
        if let Ok(a) = a.dyn_into::<web_sys::HtmlElement>() {
            a.click();
        }
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// The page.
#[component]
pub fn Turnier() -> impl IntoView {
    let lang = RwSignal::new(
        storage()
            .and_then(|s| s.get_item(LANG_KEY).ok().flatten())
            .and_then(|l| Lang::from_code(&l))
            .unwrap_or_default(),
    );
    let stored = storage()
        .and_then(|s| s.get_item(STORE_KEY).ok().flatten())
        .and_then(|text| read_any(&text, "").ok());
    let stored_ingo = stored
        .as_ref()
        .map(|(_, ingo)| ingo.clone())
        .unwrap_or_default();
    let stored = stored.map(|(t, _)| t);
    let end_text = RwSignal::new(
        stored
            .as_ref()
            .map(|t| t.end_date.to_string())
            .unwrap_or_default(),
    );
    let mut initial_edits = stored.as_ref().map(edits_of).unwrap_or_default();
    for (e, ingo) in initial_edits.iter_mut().zip(stored_ingo) {
        e.ingo = ingo;
    }
    let edits = RwSignal::new(initial_edits);
    let view = RwSignal::new(View::from_hash(
        &window().location().hash().unwrap_or_default(),
    ));
    let xiangqi = RwSignal::new(false);
    let source = RwSignal::new(stored);
    let load_error = RwSignal::new(None::<String>);
    let exact = RwSignal::new(false);
    let sort = RwSignal::new((SortKey::Number, true));
    let selected = RwSignal::new(None::<String>);
    let generation = RwSignal::new(0u32);
    let eval_ms = RwSignal::new(0.0f64);

    let applied = Memo::new(move |_| {
        source.with(|s| {
            s.as_ref()
                .map(|t| edits.with(|e| end_text.with(|d| apply(t, e, d))))
        })
    });
    let evaluation = Memo::new(move |_| {
        applied.with(|a| {
            a.as_ref().map(|(t, _)| {
                let started = window().performance().map(|p| p.now()).unwrap_or(0.0);
                let mode = if exact.get() {
                    Mode::Exact
                } else {
                    Mode::Table
                };
                let r = evaluate(
                    t,
                    &Options {
                        mode,
                        ..Options::default()
                    },
                )
                .map_err(|e| e.to_string());
                let ms = window().performance().map(|p| p.now()).unwrap_or(0.0) - started;
                eval_ms.set(ms);
                r
            })
        })
    });
    // Remember the tournament (with the table's fields) until it is cleared.
    Effect::new(move |_| {
        applied.with(|a| {
            if let (Some((t, _)), Some(s)) = (a, storage()) {
                let _ = s.set_item(STORE_KEY, &edits.with(|e| stored_json(t, e)));
            }
        });
        let _ = storage().map(|s| s.set_item(LANG_KEY, lang.get().code()));
    });

    let load = move |text: String| match read_any(&text, &end_text.get_untracked()) {
        Ok((t, ingo)) => {
            end_text.set(t.end_date.to_string());
            let mut e = edits_of(&t);
            for (e, ingo) in e.iter_mut().zip(ingo) {
                e.ingo = ingo;
            }
            edits.set(e);
            source.set(Some(t));
            selected.set(None);
            load_error.set(None);
            generation.update(|g| *g += 1);
        }
        Err(m) => load_error.set(Some(m)),
    };
    let on_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
            match text.ok().and_then(|t| t.as_string()) {
                Some(t) => load(t),
                None => load_error.set(Some("the file could not be read".into())),
            }
        });
    };
    let paste = RwSignal::new(String::new());

    view! {
        <div class="app turnier">
            {move || {
                let l = lang.get();
                let _ = generation.get();
                page(l, Ctx { lang, source, edits, end_text, load_error, exact, sort, selected, evaluation, applied, eval_ms, paste, view, xiangqi }, Callback::new(load), on_file)
            }}
        </div>
    }
}

/// The tournament with the player table applied, and a message per bad field (player, text).
type Applied = Option<(Tournament, Vec<(usize, String)>)>;

#[derive(Clone, Copy)]
struct Ctx {
    lang: RwSignal<Lang>,
    source: RwSignal<Option<Tournament>>,
    edits: RwSignal<Vec<Edit>>,
    end_text: RwSignal<String>,
    load_error: RwSignal<Option<String>>,
    exact: RwSignal<bool>,
    sort: RwSignal<(SortKey, bool)>,
    selected: RwSignal<Option<String>>,
    evaluation: Memo<Option<Result<Evaluation, String>>>,
    applied: Memo<Applied>,
    eval_ms: RwSignal<f64>,
    paste: RwSignal<String>,
    view: RwSignal<View>,
    xiangqi: RwSignal<bool>,
}

fn page(
    l: Lang,
    c: Ctx,
    load: Callback<String>,
    on_file: impl Fn(leptos::ev::Event) + 'static,
) -> AnyView {
    let t = move |de: &'static str, en: &'static str| tx(l, de, en);
    let players = c
        .source
        .with_untracked(|s| s.as_ref().map(|t| t.players.clone()).unwrap_or_default());
    let rows = players
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let e = c.edits.with_untracked(|e| e.get(k).cloned().unwrap_or_default());
            let set = move |f: fn(&mut Edit, String)| {
                move |ev: leptos::ev::Event| {
                    let v = event_target_value(&ev);
                    c.edits.update(|e| if let Some(x) = e.get_mut(k) { f(x, v) });
                }
            };
            let fide = p.dwz.is_some() && p.index.is_none();
            let error = move || {
                c.applied.with(|a| {
                    a.as_ref().map(|(_, errs)| errs.iter().filter(|(i, _)| *i == k).map(|(_, m)| m.clone()).collect::<Vec<_>>().join(" · ")).unwrap_or_default()
                })
            };
            let name = p.name.clone().unwrap_or_else(|| p.id.clone());
            view! {
                <tr>
                    <td>{k + 1}</td>
                    <td>{name.clone()}</td>
                    <td><input type="text" inputmode="numeric" size="5" aria-label=format!("DWZ {name}") value=e.dwz on:input=set(|x, v| x.dwz = v) /></td>
                    <td><input type="text" inputmode="numeric" size="3" aria-label=format!("Index {name}") placeholder=if fide { "6" } else { "" } value=e.index on:input=set(|x, v| x.index = v) /></td>
                    <td><input type="text" inputmode="numeric" size="5" aria-label=format!("{} {name}", t("Geburtsjahr", "Year of birth")) value=e.birth on:input=set(|x, v| x.birth = v) /></td>
                    <td><input type="checkbox" aria-label=format!("{} {name}", t("DSB-Mitglied", "DSB member")) checked=e.member
                        on:change=move |ev| { let on = event_target_checked(&ev); c.edits.update(|e| if let Some(x) = e.get_mut(k) { x.member = on }); } /></td>
                    <td><input type="text" size="18" aria-label=format!("Restpartien {name}") placeholder="1500:½:01.10.2025" value=e.rest on:input=set(|x, v| x.rest = v) /></td>
                    <td><input type="text" size="7" aria-label=format!("INGO {name}") placeholder="128/5" value=e.ingo on:input=set(|x, v| x.ingo = v) /></td>
                    <td class="error">{error}</td>
                </tr>
            }
        })
        .collect_view();
    let fide_note = players.iter().any(|p| p.dwz.is_some() && p.index.is_none());
    let has = !players.is_empty();
    // A small tournament shows its player table open; a big one (a TRF of 284) starts closed.
    let small = players.len() <= 30;
    let results = move || {
        let l = c.lang.get();
        match c.view.get() {
            View::Ingo => {
                return c
                    .applied
                    .with(|a| {
                        a.as_ref()
                            .map(|(t, _)| c.edits.with(|e| ingo_html(l, t, e, c.xiangqi.get())))
                    })
                    .unwrap_or_default()
            }
            View::Leistung => {
                return c
                    .applied
                    .with(|a| a.as_ref().map(|(t, _)| leistung_html(l, t)))
                    .unwrap_or_default()
            }
            View::Dwz => {}
        }
        match c.evaluation.get() {
            None => String::new(),
            Some(Err(m)) => format!("<p class=\"error\">{}</p>", esc(&m)),
            Some(Ok(e)) => dwz_html(
                l,
                &e,
                c.sort.get(),
                c.selected.get().as_deref(),
                c.eval_ms.get_untracked(),
            ),
        }
    };
    // Clicks in the result table: sort by a column head, open a player's scoresheet.
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some(el) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        if let Some(code) = el.get_attribute("data-sort") {
            if let Some(key) = SortKey::from_code(&code) {
                c.sort.update(|s| {
                    *s = if s.0 == key {
                        (key, !s.1)
                    } else {
                        (
                            key,
                            !matches!(
                                key,
                                SortKey::New
                                    | SortKey::Ro
                                    | SortKey::Rh
                                    | SortKey::W
                                    | SortKey::Diff
                            ),
                        )
                    }
                });
            }
        } else if let Some(id) = el.get_attribute("data-player") {
            c.selected.set(Some(id));
        }
    };
    // Downloads the evaluation as CSV or as the CLI's JSON.
    let export = move |as_csv: bool| {
        let applied = c
            .applied
            .with_untracked(|a| a.as_ref().map(|(t, _)| t.clone()));
        if let (Some(Ok(e)), Some(t)) = (c.evaluation.get_untracked(), applied) {
            if as_csv {
                download(
                    &file_name(&t, "csv"),
                    "text/csv;charset=utf-8",
                    &csv::write_evaluation(&e),
                );
            } else {
                download(
                    &file_name(&t, "json"),
                    "application/json",
                    &json::write_evaluation(&e),
                );
            }
        }
    };
    let name = c
        .source
        .with_untracked(|s| s.as_ref().map(|t| t.name.clone()).unwrap_or_default());
    view! {
        <header class="top">
            <h1>"Wertung " <span class="sub">{t("Turnierauswertung", "Tournament evaluation")}</span></h1>
            <nav class="links"><a href="./">{t("DWZ-Rechner", "DWZ calculator")}</a>
                <button type="button" class="lang" id="lang" on:click=move |_| c.lang.update(|x| *x = if *x == Lang::De { Lang::En } else { Lang::De })>{t("English", "Deutsch")}</button>
            </nav>
        </header>
        <p class="tagline">{t("Die ganze Auswertung eines Turniers nach der Wertungsordnung, bevor sie zum DSB geht. Alles bleibt in Ihrem Browser.",
            "A whole tournament evaluated by the Wertungsordnung before it goes to the DSB. Everything stays in your browser.")}</p>
        <section class="load no-print">
            <h2>{t("Turnier laden", "Load a tournament")}</h2>
            <label for="file">{t("Datei (TRF, Turnier-JSON oder Kreuztabelle)", "File (TRF, tournament JSON or cross table)")}</label>
            <input id="file" type="file" accept=".trf,.txt,.json,.csv,.tsv" on:change=on_file />
            <label for="paste">{t("… oder einfügen: TRF, JSON oder Kreuztabelle (Name; DWZ; Index; Geburtsjahr; Ergebnisse gegen 1 … N)",
                "… or paste: TRF, JSON or a cross table (name; DWZ; index; year of birth; results against 1 … N)")}</label>
            <textarea id="paste" rows="5" on:input=move |ev| c.paste.set(event_target_value(&ev))>{c.paste.get_untracked()}</textarea>
            <button type="button" id="paste-load" on:click=move |_| load.run(c.paste.get_untracked())>{t("Übernehmen", "Load")}</button>
            {move || c.load_error.get().map(|m| view! { <p class="error" id="load-error" role="alert">{m}</p> })}
        </section>
        <section class="settings no-print">
            <div class="field"><label for="end">{t("Turnierende", "Tournament end")}</label>
                <input id="end" type="text" placeholder="12.12.2026" value=c.end_text.get_untracked() on:input=move |ev| c.end_text.set(event_target_value(&ev)) /></div>
            <label class="radio"><input type="checkbox" id="exact" checked=c.exact.get_untracked() on:change=move |ev| c.exact.set(event_target_checked(&ev)) />
                {t("Gleitkomma (exakt) statt Tabellen", "Floating point (exact) instead of tables")}</label>
        </section>
        {has.then(|| view! {
            <details class="players no-print" open=small>
                <summary>{t("Spieler ergänzen oder korrigieren", "Complete or correct the players")}</summary>
                {fide_note.then(|| view! { <p class="hint">{t("Wo nur eine FIDE-Wertung vorliegt, steht sie als DWZ mit Index 6 (WO 4.1.2, 2.2.4).", "Where only a FIDE rating is given, it stands in as DWZ with index 6 (WO 4.1.2, 2.2.4).")}</p> })}
                <div class="scroll"><table class="edit">
                    <thead><tr><th>"#"</th><th>{t("Spieler", "Player")}</th><th>"DWZ"</th><th>"Index"</th><th>{t("Geb.", "Born")}</th><th>{t("Mitglied", "Member")}</th><th>"Restpartien"</th><th>"INGO"</th><th></th></tr></thead>
                    <tbody>{rows}</tbody>
                </table></div>
            </details>
        })}
        <nav class="tabs views no-print" role="tablist">
            {[(View::Dwz, "view-dwz", "DWZ", "DWZ"), (View::Ingo, "view-ingo", "INGO", "INGO"), (View::Leistung, "view-leistung", "Turnierleistung", "Tournament performance")]
                .into_iter()
                .map(|(v, id, de, en)| view! {
                    <button type="button" role="tab" id=id aria-selected=(c.view.get_untracked() == v).to_string()
                        class:active=move || c.view.get() == v
                        on:click=move |_| { c.view.set(v); let _ = window().location().set_hash(v.hash()); }>{t(de, en)}</button>
                })
                .collect_view()}
        </nav>
        {move || (c.view.get() == View::Ingo).then(|| view! {
            <label class="radio no-print"><input type="checkbox" id="xiangqi" checked=c.xiangqi.get_untracked()
                on:change=move |ev| c.xiangqi.set(event_target_checked(&ev)) />
                {t("Xiangqi-Regeln (seit 1990) statt Schach 1960", "Xiangqi rules (since 1990) instead of chess 1960")}</label>
        })}
        <section class="report">
            <h2>{move || name.clone()}</h2>
            <div class="actions no-print">
                <button type="button" id="export-csv" on:click=move |_| export(true)>{t("CSV exportieren", "Export CSV")}</button>
                <button type="button" id="export-json" on:click=move |_| export(false)>{t("JSON exportieren", "Export JSON")}</button>
                <button type="button" id="print" on:click=move |_| { let _ = window().print(); }>{t("Drucken / als PDF speichern", "Print / save as PDF")}</button>
                <button type="button" id="clear" on:click=move |_| {
                    if let Some(s) = storage() { let _ = s.remove_item(STORE_KEY); }
                    c.source.set(None);
                    c.edits.set(Vec::new());
                }>{t("Turnier vergessen", "Forget the tournament")}</button>
            </div>
            <div class="scroll" id="results" on:click=on_click inner_html=results></div>
        </section>
        <footer><p>{t("Angaben ohne Gewähr; maßgeblich ist die Auswertung des DSB.", "No guarantee; the DSB's evaluation is what counts.")}</p></footer>
    }
    .into_any()
}

/// Mounts the page on the body.
pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(Turnier);
}
