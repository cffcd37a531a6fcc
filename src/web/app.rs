//! The calculator page: three modes (Voraus-, Nachberechnung, Erst-DWZ), results that follow
//! the typing, the state in the URL and in localStorage, German and English.
//!
//! Size matters in wasm: the page is rendered as a whole (again only when the language, the tab
//! or a reset changes it), inputs keep what is typed themselves and report it to the form, and
//! every text field goes through the one helper [`field`], so that its reactive parts are
//! compiled once for all fields. The results are one reactive block.

use super::chart::results_html;
use super::form::{parse, Form, ParamText, Parsed, Tab};
use crate::dwz::estimate;
use crate::dwz::estimate::EstimateResult;
use crate::i18n::{Lang, Msg};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys;

const FORM_KEY: &str = "wertung-form";
const LANG_KEY: &str = "wertung-lang";

fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

fn pairs_of(search: &str) -> Vec<(String, String)> {
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(search) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if let Ok(Some(iter)) = web_sys::js_sys::try_iter(&params) {
        for entry in iter.flatten() {
            let pair: web_sys::js_sys::Array = entry.unchecked_into();
            out.push((
                pair.get(0).as_string().unwrap_or_default(),
                pair.get(1).as_string().unwrap_or_default(),
            ));
        }
    }
    out
}

fn encode(pairs: &[(String, String)]) -> String {
    let Ok(params) = web_sys::UrlSearchParams::new() else {
        return String::new();
    };
    for (k, v) in pairs {
        params.append(k, v);
    }
    params.to_string().as_string().unwrap_or_default()
}

fn today() -> crate::dwz::Date {
    let now = web_sys::js_sys::Date::new_0();
    crate::dwz::Date::new(
        now.get_full_year() as i32,
        now.get_month() as u8 + 1,
        now.get_date() as u8,
    )
    .unwrap_or(crate::dwz::Date {
        year: 2026,
        month: 1,
        day: 1,
    })
}

fn page_base() -> String {
    let loc = window().location();
    format!(
        "{}{}",
        loc.origin().unwrap_or_default(),
        loc.pathname().unwrap_or_default()
    )
}

fn focus(id: String) {
    request_animation_frame(move || {
        if let Some(el) = document().get_element_by_id(&id) {
            if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        }
    });
}

/// Everything the parts of the page share (all `Copy`).
#[derive(Clone, Copy)]
struct Ctx {
    form: RwSignal<Form>,
    parsed: Memo<Parsed>,
    result: Memo<Option<EstimateResult>>,
    lang: RwSignal<Lang>,
    tab: RwSignal<Tab>,
    /// Bumped when inputs must show the form anew (reset, defaults).
    generation: RwSignal<u32>,
    advanced_open: RwSignal<bool>,
    game_ids: Memo<Vec<u32>>,
    rest_ids: Memo<Vec<u32>>,
    embed: bool,
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let initial = pairs_of(&window().location().search().unwrap_or_default());
    let embed = initial.iter().any(|(k, v)| k == "embed" && v == "1");
    let lang_param = initial
        .iter()
        .find(|(k, _)| k == "lang")
        .and_then(|(_, v)| Lang::from_code(v));
    let stored_lang = storage()
        .and_then(|s| s.get_item(LANG_KEY).ok().flatten())
        .and_then(|l| Lang::from_code(&l));
    let lang = RwSignal::new(lang_param.or(stored_lang).unwrap_or_default());

    // The state: from the URL when it carries one, else what was remembered, else empty.
    let start = if initial.iter().any(|(k, _)| k == "t") {
        Form::from_query(&initial)
    } else {
        storage()
            .and_then(|s| s.get_item(FORM_KEY).ok().flatten())
            .map(|q| Form::from_query(&pairs_of(&q)))
            .unwrap_or_else(Form::empty)
    };
    let tab = RwSignal::new(start.tab);
    let form = RwSignal::new(start);

    // The address bar and localStorage follow the form.
    Effect::new(move |_| {
        let mut pairs = form.with(|f| f.to_query());
        let l = lang.get();
        if let Some(s) = storage() {
            let _ = s.set_item(FORM_KEY, &encode(&pairs));
            let _ = s.set_item(LANG_KEY, l.code());
        }
        if embed {
            pairs.push(("embed".into(), "1".into()));
        }
        if l != Lang::De {
            pairs.push(("lang".into(), l.code().into()));
        }
        let url = format!("?{}", encode(&pairs));
        if let Ok(history) = window().history() {
            let _ = history.replace_state_with_url(
                &leptos::wasm_bindgen::JsValue::NULL,
                "",
                Some(&url),
            );
        }
        if let Some(e) = document().document_element() {
            let _ = e.set_attribute("lang", l.code());
        }
    });

    let parsed = Memo::new(move |_| form.with(|f| parse(f, lang.get(), today())));
    let result = Memo::new(move |_| {
        let mode = form.with(|f| f.mode());
        parsed.with(|p| estimate(&p.input, mode, &p.params).ok())
    });
    let c = Ctx {
        form,
        parsed,
        result,
        lang,
        tab,
        generation: RwSignal::new(0),
        advanced_open: RwSignal::new(false),
        game_ids: Memo::new(move |_| form.with(|f| f.games.iter().map(|g| g.id).collect())),
        rest_ids: Memo::new(move |_| form.with(|f| f.rest.iter().map(|g| g.id).collect())),
        embed,
    };
    view! {
        <div class="app" class:embed=embed>
            {move || page(c, c.lang.get(), c.tab.get(), c.generation.get())}
        </div>
    }
}

fn tab_label(tab: Tab) -> Msg {
    match tab {
        Tab::Forecast => Msg::TabForecast,
        Tab::Recheck => Msg::TabRecheck,
        Tab::First => Msg::TabFirst,
    }
}

fn page(c: Ctx, l: Lang, tab: Tab, _generation: u32) -> AnyView {
    let t = move |m: Msg| l.text(m);
    let help = t(match tab {
        Tab::Forecast => Msg::HelpForecast,
        Tab::Recheck => Msg::HelpRecheck,
        Tab::First => Msg::HelpFirst,
    });
    let header = (!c.embed).then(|| {
        view! {
            <header class="top">
                <h1>"Wertung " <span class="sub">{t(Msg::Title)}</span></h1>
                <button type="button" class="lang" id="lang" title=t(Msg::LanguageLabel)
                    on:click=move |_| c.lang.update(|x| *x = if *x == Lang::De { Lang::En } else { Lang::De })>
                    {t(Msg::Language)}
                </button>
            </header>
            <p class="tagline">{t(Msg::Tagline)}</p>
        }
    });
    let tabs = Tab::ALL
        .into_iter()
        .map(|x| {
            view! {
                <button type="button" role="tab" id=format!("tab-{}", x.code())
                    aria-selected=(x == tab).to_string() class:active=x == tab
                    on:click=move |_| { c.form.update(|f| f.tab = x); c.tab.set(x); }>
                    {t(tab_label(x))}
                </button>
            }
        })
        .collect_view();
    let footer = (!c.embed).then(|| {
        view! {
            <footer>
                <p><a href="turnier.html" id="turnier-link">{t(Msg::TournamentLink)}</a></p>
                <p>{t(Msg::Offline)}</p>
                <p>{t(Msg::Footer)}</p>
            </footer>
        }
    });
    view! {
        {header}
        <nav class="tabs" role="tablist">{tabs}</nav>
        <main>
            <p class="help">{help}</p>
            {player_fields(c, l, tab)}
            {game_rows(c, l)}
            {(tab == Tab::First).then(|| rest_rows(c, l))}
            <section class="results" aria-live="polite"
                inner_html=move || c.result.with(|r| results_html(l, c.form.with_untracked(|f| f.mode()), r.as_ref()))></section>
            {advanced(c, l)}
            {share(c, l)}
            {(!c.embed).then(|| embed_snippet(l))}
        </main>
        {footer}
    }
    .into_any()
}

/// One labelled text field: typing goes to `on_input`; its message (if any) comes from the
/// parsed form under the field's id. Not generic, so compiled once for every field.
#[allow(clippy::too_many_arguments)]
fn field(
    c: Ctx,
    id: String,
    label: String,
    hide_label: bool,
    initial: String,
    inputmode: &'static str,
    placeholder: String,
    on_input: Callback<String>,
    on_enter: Option<Callback<()>>,
) -> AnyView {
    let key = id.clone();
    let error = Memo::new(move |_| c.parsed.with(|p| p.errors.get(&key).cloned()));
    let error_id = format!("{id}-error");
    let error_id2 = error_id.clone();
    view! {
        <div class="field">
            <label for=id.clone() class:sr-only=hide_label>{label}</label>
            <input id=id type="text" inputmode=inputmode autocomplete="off" spellcheck="false"
                placeholder=placeholder value=initial
                aria-invalid=move || error.with(Option::is_some).to_string()
                aria-describedby=error_id
                on:input=move |ev| on_input.run(event_target_value(&ev))
                on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                    if let (Some(cb), "Enter") = (on_enter, ev.key().as_str()) {
                        ev.prevent_default();
                        cb.run(());
                    }
                } />
            {move || error.get().map(|m| view! { <p class="error" id=error_id2.clone()>{m}</p> })}
        </div>
    }
    .into_any()
}

fn player_fields(c: Ctx, l: Lang, tab: Tab) -> AnyView {
    let get = |f: fn(&Form) -> &String| c.form.with_untracked(|x| f(x).clone());
    let simple = |id: &str,
                  msg: Msg,
                  value: String,
                  mode: &'static str,
                  ph: &str,
                  set: fn(&mut Form, String)| {
        field(
            c,
            id.into(),
            l.text(msg).into(),
            false,
            value,
            mode,
            ph.into(),
            Callback::new(move |v| c.form.update(|f| set(f, v))),
            None,
        )
    };
    let rated = (tab != Tab::First).then(|| {
        view! {
            {simple("dwz", Msg::YourDwz, get(|f| &f.dwz), "numeric", "1850", |f, v| f.dwz = v)}
            {simple("index", Msg::Index, get(|f| &f.index), "numeric", "6", |f, v| f.index = v)}
            {simple("birth_year", Msg::BirthYear, get(|f| &f.birth_year), "numeric", "1990", |f, v| f.birth_year = v)}
        }
    });
    let k = (tab == Tab::Recheck).then(|| {
        simple(
            "k",
            Msg::KOfEvaluation,
            get(|f| &f.k),
            "decimal",
            "32",
            |f, v| f.k = v,
        )
    });
    view! {
        <fieldset class="player">
            {rated}
            {simple("end_date", Msg::EndDate, get(|f| &f.end_date), "text", "12.12.2026", |f, v| f.end_date = v)}
            {k}
        </fieldset>
    }
    .into_any()
}

fn add_game(c: Ctx) {
    let mut id = 0;
    c.form.update(|f| id = f.add_game());
    focus(format!("game-{id}-rating"));
}

fn add_rest(c: Ctx) {
    let mut id = 0;
    c.form.update(|f| id = f.add_rest());
    focus(format!("rest-{id}-rating"));
}

fn game_rows(c: Ctx, l: Lang) -> AnyView {
    let t = move |m: Msg| l.text(m);
    let enter = Callback::new(move |_| add_game(c));
    let rows = move || {
        c.game_ids
            .get()
            .into_iter()
            .enumerate()
            .map(|(k, id)| {
                let (rating, result) = c.form.with_untracked(|f| {
                    f.games
                        .iter()
                        .find(|g| g.id == id)
                        .map(|g| (g.rating.clone(), g.result.clone()))
                        .unwrap_or_default()
                });
                let set = move |rating: bool| {
                    Callback::new(move |v: String| {
                        c.form.update(|f| {
                            if let Some(g) = f.games.iter_mut().find(|g| g.id == id) {
                                if rating {
                                    g.rating = v
                                } else {
                                    g.result = v
                                }
                            }
                        })
                    })
                };
                let n = k + 1;
                view! {
                    <li class="row">
                        <span class="num" aria-hidden="true">{n}</span>
                        {field(c, format!("game-{id}-rating"), format!("{} {n}", t(Msg::Opponent)), true, rating, "numeric", t(Msg::WithoutDwz).into(), set(true), Some(enter))}
                        {field(c, format!("game-{id}-result"), format!("{} {n}", t(Msg::Result)), true, result, "text", "1 ½ 0".into(), set(false), Some(enter))}
                        <button type="button" class="remove" aria-label=format!("{} {n}", t(Msg::Remove))
                            on:click=move |_| c.form.update(|f| {
                                f.games.retain(|g| g.id != id);
                                if f.games.is_empty() {
                                    f.add_game();
                                }
                            })>"×"</button>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <fieldset class="games">
            <legend>{t(Msg::Games)}</legend>
            <div class="colhead" aria-hidden="true"><span></span><span>{t(Msg::Opponent)}</span><span>{t(Msg::Result)}</span></div>
            <ol class="rows">{rows}</ol>
            <p class="hint">{t(Msg::ResultHint)}</p>
            <button type="button" class="add" id="add-game" on:click=move |_| add_game(c)>{t(Msg::AddGame)}</button>
        </fieldset>
    }
    .into_any()
}

fn rest_rows(c: Ctx, l: Lang) -> AnyView {
    let t = move |m: Msg| l.text(m);
    let enter = Callback::new(move |_| add_rest(c));
    let rows = move || {
        c.rest_ids
            .get()
            .into_iter()
            .enumerate()
            .map(|(k, id)| {
                let row = c.form.with_untracked(|f| f.rest.iter().find(|g| g.id == id).cloned().unwrap_or_default());
                let set = move |which: u8| {
                    Callback::new(move |v: String| {
                        c.form.update(|f| {
                            if let Some(g) = f.rest.iter_mut().find(|g| g.id == id) {
                                match which {
                                    0 => g.rating = v,
                                    1 => g.result = v,
                                    _ => g.date = v,
                                }
                            }
                        })
                    })
                };
                let n = k + 1;
                view! {
                    <li class="row">
                        {field(c, format!("rest-{id}-rating"), format!("{} {n}", t(Msg::Opponent)), true, row.rating, "numeric", t(Msg::Opponent).into(), set(0), Some(enter))}
                        {field(c, format!("rest-{id}-result"), format!("{} {n}", t(Msg::Result)), true, row.result, "text", "1 ½ 0".into(), set(1), Some(enter))}
                        {field(c, format!("rest-{id}-date"), format!("{} {n}", t(Msg::Date)), true, row.date, "text", t(Msg::Date).into(), set(2), Some(enter))}
                        <button type="button" class="remove" aria-label=format!("{} {n}", t(Msg::Remove))
                            on:click=move |_| c.form.update(|f| f.rest.retain(|g| g.id != id))>"×"</button>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <fieldset class="games rest">
            <legend>{t(Msg::RestGames)}</legend>
            <div class="colhead" aria-hidden="true"><span>{t(Msg::Opponent)}</span><span>{t(Msg::Result)}</span><span>{t(Msg::Date)}</span></div>
            <ol class="rows">{rows}</ol>
            <button type="button" class="add" id="add-rest" on:click=move |_| add_rest(c)>{t(Msg::AddRest)}</button>
        </fieldset>
    }
    .into_any()
}

/// A Stellgröße field: id suffix, label, getter, setter, placeholder (the default).
type ParamField = (
    &'static str,
    Msg,
    fn(&ParamText) -> &String,
    fn(&mut ParamText, String),
    &'static str,
);

fn advanced(c: Ctx, l: Lang) -> AnyView {
    let t = move |m: Msg| l.text(m);
    let exact = c.form.with_untracked(|f| f.exact);
    let params: [ParamField; 6] = [
        ("r", Msg::ParamR, |p| &p.r, |p, v| p.r = v, "0,08"),
        ("t", Msg::ParamT, |p| &p.t, |p, v| p.t = v, "30"),
        ("u", Msg::ParamU, |p| &p.u, |p, v| p.u = v, "800"),
        ("a1", Msg::ParamA1, |p| &p.a1, |p, v| p.a1 = v, "4"),
        ("a2", Msg::ParamA2, |p| &p.a2, |p, v| p.a2 = v, "4"),
        (
            "k_max",
            Msg::ParamKMax,
            |p| &p.k_max,
            |p, v| p.k_max = v,
            "80",
        ),
    ];
    let param_fields = params
        .into_iter()
        .map(|(name, msg, get, set, default)| {
            let value = c.form.with_untracked(|f| get(&f.params).clone());
            field(
                c,
                format!("param-{name}"),
                t(msg).into(),
                false,
                value,
                "decimal",
                default.into(),
                Callback::new(move |v| c.form.update(|f| set(&mut f.params, v))),
                None,
            )
        })
        .collect_view();
    let all_error = move || {
        c.parsed
            .with(|p| p.errors.get("param-all").cloned())
            .map(|m| view! { <p class="error">{m}</p> })
    };
    let set_mode = move |x: bool| c.form.update(|f| f.exact = x);
    view! {
        <details class="advanced" open=c.advanced_open.get_untracked()
            on:toggle=move |ev| {
                let open = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok()).is_some_and(|d| d.open());
                c.advanced_open.set(open);
            }>
            <summary>{t(Msg::Advanced)}</summary>
            <fieldset>
                <legend>{t(Msg::ModeLabel)}</legend>
                <label class="radio"><input type="radio" name="mode" id="mode-table" checked=!exact
                    on:change=move |_| set_mode(false) />{t(Msg::ModeTable)}</label>
                <label class="radio"><input type="radio" name="mode" id="mode-exact" checked=exact
                    on:change=move |_| set_mode(true) />{t(Msg::ModeExact)}</label>
            </fieldset>
            <fieldset class="params">
                <legend>{t(Msg::Params)}</legend>
                {param_fields}
                {all_error}
                <button type="button" id="defaults" on:click=move |_| {
                    c.form.update(|f| f.params = ParamText::default());
                    c.generation.update(|g| *g += 1);
                }>{t(Msg::Defaults)}</button>
            </fieldset>
            <button type="button" class="reset" id="reset" on:click=move |_| {
                if let Some(s) = storage() {
                    let _ = s.remove_item(FORM_KEY);
                }
                c.form.set(Form::empty());
                c.tab.set(Tab::default());
                c.generation.update(|g| *g += 1);
            }>{t(Msg::Reset)}</button>
        </details>
    }
    .into_any()
}

fn share(c: Ctx, l: Lang) -> AnyView {
    let t = move |m: Msg| l.text(m);
    let copied = RwSignal::new(false);
    let link = Memo::new(move |_| {
        let mut pairs = c.form.with(|f| f.to_query());
        if c.lang.get() != Lang::De {
            pairs.push(("lang".into(), c.lang.get().code().into()));
        }
        format!("{}?{}", page_base(), encode(&pairs))
    });
    view! {
        <section class="share">
            <label for="share-link">{t(Msg::Share)}</label>
            <div class="copyrow">
                <input id="share-link" type="text" readonly prop:value=move || link.get() />
                <button type="button" on:click=move |_| {
                    let _ = window().navigator().clipboard().write_text(&link.get_untracked());
                    copied.set(true);
                }>{move || if copied.get() { t(Msg::Copied) } else { t(Msg::Copy) }}</button>
            </div>
        </section>
    }
    .into_any()
}

fn embed_snippet(l: Lang) -> AnyView {
    let snippet = format!(
        "<iframe src=\"{}?embed=1\" title=\"DWZ-Rechner\" style=\"width:100%;border:0\" height=\"900\" id=\"wertung\"></iframe>\n<script>addEventListener('message',function(e){{if(e.data&&e.data.type==='wertung-height'){{document.getElementById('wertung').style.height=e.data.height+'px'}}}})</script>",
        page_base()
    );
    view! {
        <details class="embed-help">
            <summary>{l.text(Msg::Embed)}</summary>
            <p>{l.text(Msg::EmbedHelp)}</p>
            <textarea id="embed-snippet" readonly rows="5" aria-label=l.text(Msg::Embed)>{snippet}</textarea>
        </details>
    }
    .into_any()
}
