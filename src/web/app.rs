//! The calculator page: three modes (Voraus-, Nachberechnung, Erst-DWZ), results that follow
//! the typing, the state in the URL and in localStorage, German and English.

use super::chart::{ChangeBars, ExpectationCurve};
use super::form::{parse, Form, ParamText, Tab};
use super::i18n::{Lang, Msg};
use crate::dwz::estimate::{EstimateResult, FirstRatingEstimate, NoFirstRating, RatedEstimate};
use crate::dwz::{estimate, AgeGroup};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys;

const FORM_KEY: &str = "wertung-form";
const LANG_KEY: &str = "wertung-lang";

fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

fn query_pairs() -> Vec<(String, String)> {
    let search = window().location().search().unwrap_or_default();
    pairs_of(&search)
}

fn pairs_of(search: &str) -> Vec<(String, String)> {
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(search) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    // UrlSearchParams is iterable as [key, value] arrays.
    if let Ok(Some(iter)) = leptos::web_sys::js_sys::try_iter(&params) {
        for entry in iter.flatten() {
            let pair: leptos::web_sys::js_sys::Array = entry.unchecked_into();
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

fn this_year() -> i32 {
    leptos::web_sys::js_sys::Date::new_0().get_full_year() as i32
}

fn focus(id: &str) {
    let id = id.to_string();
    request_animation_frame(move || {
        if let Some(el) = document().get_element_by_id(&id) {
            if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        }
    });
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let initial = query_pairs();
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
    let from_url = initial.iter().any(|(k, _)| k == "t");
    let start = if from_url {
        Form::from_query(&initial)
    } else {
        storage()
            .and_then(|s| s.get_item(FORM_KEY).ok().flatten())
            .map(|q| Form::from_query(&pairs_of(&q)))
            .unwrap_or_else(Form::new)
    };
    let form = RwSignal::new(start);

    // Keep the URL and localStorage in step with the form.
    Effect::new(move |_| {
        let mut pairs = form.with(|f| f.to_query());
        let query = encode(&pairs);
        if let Some(s) = storage() {
            let _ = s.set_item(FORM_KEY, &query);
            let _ = s.set_item(LANG_KEY, lang.get().code());
        }
        if embed {
            pairs.push(("embed".into(), "1".into()));
        }
        if lang.get() != Lang::De {
            pairs.push(("lang".into(), lang.get().code().into()));
        }
        let url = format!("?{}", encode(&pairs));
        if let Ok(history) = window().history() {
            let _ = history.replace_state_with_url(
                &leptos::wasm_bindgen::JsValue::NULL,
                "",
                Some(&url),
            );
        }
        document()
            .document_element()
            .map(|e| e.set_attribute("lang", lang.get().code()));
    });

    let parsed = Memo::new(move |_| form.with(|f| parse(f, lang.get(), this_year())));
    let mode = Memo::new(move |_| form.with(|f| f.mode()));
    let result =
        Memo::new(move |_| parsed.with(|p| estimate(&p.input, mode.get(), &p.params).ok()));

    let t = move |m: Msg| lang.get().text(m);

    view! {
        <div class="app" class:embed=embed>
            <Show when=move || !embed>
                <header class="top">
                    <h1>"Wertung " <span class="sub">{move || t(Msg::Title)}</span></h1>
                    <button type="button" class="lang" aria-label=move || t(Msg::LanguageLabel)
                        on:click=move |_| lang.update(|l| *l = if *l == Lang::De { Lang::En } else { Lang::De })>
                        {move || t(Msg::Language)}
                    </button>
                </header>
                <p class="tagline">{move || t(Msg::Tagline)}</p>
            </Show>
            <nav class="tabs" role="tablist">
                {Tab::ALL.into_iter().map(|tab| {
                    let label = move || t(match tab { Tab::Forecast => Msg::TabForecast, Tab::Recheck => Msg::TabRecheck, Tab::First => Msg::TabFirst });
                    view! {
                        <button type="button" role="tab" id=format!("tab-{}", tab.code())
                            aria-selected=move || (form.with(|f| f.tab) == tab).to_string()
                            class:active=move || form.with(|f| f.tab) == tab
                            on:click=move |_| form.update(|f| f.tab = tab)>
                            {label}
                        </button>
                    }
                }).collect_view()}
            </nav>
            <main>
                <p class="help">{move || t(match form.with(|f| f.tab) {
                    Tab::Forecast => Msg::HelpForecast, Tab::Recheck => Msg::HelpRecheck, Tab::First => Msg::HelpFirst })}</p>
                <PlayerFields form parsed lang />
                <GameRows form parsed lang />
                <Show when=move || form.with(|f| f.tab == Tab::First)>
                    <RestRows form parsed lang />
                </Show>
                <section class="results" aria-live="polite">
                    {move || match result.get() {
                        Some(EstimateResult::Rated(r)) => view! { <RatedView r lang mode form parsed /> }.into_any(),
                        Some(EstimateResult::First(f)) => view! { <FirstView f lang /> }.into_any(),
                        None => view! { <p class="hint">{t(Msg::ErrDwzMissing)}</p> }.into_any(),
                    }}
                </section>
                <Advanced form parsed lang />
                <ShareLink lang embed />
                <Show when=move || !embed>
                    <EmbedSnippet lang />
                </Show>
            </main>
            <Show when=move || !embed>
                <footer>
                    <p>{move || t(Msg::Offline)}</p>
                    <p>{move || t(Msg::Footer)}</p>
                </footer>
            </Show>
        </div>
    }
}

/// A labelled text field bound to one string of the form, with its error message.
#[component]
fn Field(
    #[prop(into)] id: String,
    label: Signal<&'static str>,
    value: Signal<String>,
    on_input: Callback<String>,
    error: Signal<Option<String>>,
    #[prop(optional)] inputmode: Option<&'static str>,
    #[prop(optional)] placeholder: Option<&'static str>,
) -> impl IntoView {
    let error_id = format!("{id}-error");
    let described = error_id.clone();
    view! {
        <div class="field" class:invalid=move || error.get().is_some()>
            <label for=id.clone()>{move || label.get()}</label>
            <input id=id.clone() type="text" inputmode=inputmode.unwrap_or("text") autocomplete="off"
                placeholder=placeholder.unwrap_or("")
                prop:value=move || value.get()
                aria-invalid=move || error.get().is_some().to_string()
                aria-describedby=move || error.get().map(|_| described.clone())
                on:input=move |ev| on_input.run(event_target_value(&ev)) />
            <Show when=move || error.get().is_some()>
                <p class="error" id=error_id.clone()>{move || error.get().unwrap_or_default()}</p>
            </Show>
        </div>
    }
}

type ParsedMemo = Memo<super::form::Parsed>;

fn error_of(parsed: ParsedMemo, field: String) -> Signal<Option<String>> {
    Signal::derive(move || parsed.with(|p| p.errors.get(&field).cloned()))
}

#[component]
fn PlayerFields(form: RwSignal<Form>, parsed: ParsedMemo, lang: RwSignal<Lang>) -> impl IntoView {
    let t = move |m: Msg| Signal::derive(move || lang.get().text(m));
    let bind = move |get: fn(&Form) -> &String, set: fn(&mut Form, String)| {
        (
            Signal::derive(move || form.with(|f| get(f).clone())),
            Callback::new(move |v: String| form.update(|f| set(f, v))),
        )
    };
    let (dwz, set_dwz) = bind(|f| &f.dwz, |f, v| f.dwz = v);
    let (index, set_index) = bind(|f| &f.index, |f, v| f.index = v);
    let (birth, set_birth) = bind(|f| &f.birth_year, |f, v| f.birth_year = v);
    let (end, set_end) = bind(|f| &f.end_date, |f, v| f.end_date = v);
    let (k, set_k) = bind(|f| &f.k, |f, v| f.k = v);
    let rated = move || form.with(|f| f.tab != Tab::First);
    view! {
        <fieldset class="player">
            <Show when=rated>
                <Field id="dwz" label=t(Msg::YourDwz) value=dwz on_input=set_dwz error=error_of(parsed, "dwz".into()) inputmode="numeric" placeholder="1850" />
                <Field id="index" label=t(Msg::Index) value=index on_input=set_index error=error_of(parsed, "index".into()) inputmode="numeric" placeholder="6" />
                <Field id="birth_year" label=t(Msg::BirthYear) value=birth on_input=set_birth error=error_of(parsed, "birth_year".into()) inputmode="numeric" placeholder="1990" />
            </Show>
            <Field id="end_date" label=t(Msg::EndDate) value=end on_input=set_end error=error_of(parsed, "end_date".into()) placeholder="12.12.2026" />
            <Show when=move || form.with(|f| f.tab == Tab::Recheck)>
                <Field id="k" label=t(Msg::KOfEvaluation) value=k on_input=set_k error=error_of(parsed, "k".into()) inputmode="decimal" placeholder="32" />
            </Show>
        </fieldset>
    }
}

#[component]
fn GameRows(form: RwSignal<Form>, parsed: ParsedMemo, lang: RwSignal<Lang>) -> impl IntoView {
    let t = move |m: Msg| lang.get().text(m);
    let add = move || {
        let mut id = 0;
        form.update(|f| id = f.add_game());
        focus(&format!("game-{id}-rating"));
    };
    view! {
        <fieldset class="games">
            <legend>{move || t(Msg::Games)}</legend>
            <p class="hint" id="result-hint">{move || t(Msg::ResultHint)}</p>
            <ol class="rows">
                <For each=move || form.with(|f| f.games.iter().map(|g| g.id).collect::<Vec<_>>()) key=|id| *id let:id>
                    <GameRow id form parsed lang on_enter=Callback::new(move |_| add()) />
                </For>
            </ol>
            <button type="button" class="add" on:click=move |_| add()>{move || t(Msg::AddGame)}</button>
        </fieldset>
    }
}

#[component]
fn GameRow(
    id: u32,
    form: RwSignal<Form>,
    parsed: ParsedMemo,
    lang: RwSignal<Lang>,
    on_enter: Callback<()>,
) -> impl IntoView {
    let t = move |m: Msg| lang.get().text(m);
    let rating_id = format!("game-{id}-rating");
    let result_id = format!("game-{id}-result");
    let rating_err = error_of(parsed, rating_id.clone());
    let result_err = error_of(parsed, result_id.clone());
    let get = move |f: fn(&super::form::GameRow) -> String| {
        move || {
            form.with(|fm| {
                fm.games
                    .iter()
                    .find(|g| g.id == id)
                    .map(f)
                    .unwrap_or_default()
            })
        }
    };
    let set = move |f: fn(&mut super::form::GameRow, String), v: String| {
        form.update(|fm| {
            if let Some(g) = fm.games.iter_mut().find(|g| g.id == id) {
                f(g, v)
            }
        })
    };
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() == "Enter" {
            ev.prevent_default();
            on_enter.run(());
        }
    };
    let number = move || {
        form.with(|f| {
            f.games
                .iter()
                .position(|g| g.id == id)
                .map(|p| p + 1)
                .unwrap_or(0)
        })
    };
    let rid = rating_id.clone();
    let sid = result_id.clone();
    view! {
        <li class="row">
            <span class="num" aria-hidden="true">{number}</span>
            <div class="field" class:invalid=move || rating_err.get().is_some()>
                <label for=rating_id.clone() class="sr-only">{move || format!("{} {}", t(Msg::Opponent), number())}</label>
                <input id=rating_id.clone() type="text" inputmode="numeric" autocomplete="off"
                    placeholder=move || t(Msg::WithoutDwz)
                    prop:value=get(|g| g.rating.clone())
                    aria-invalid=move || rating_err.get().is_some().to_string()
                    aria-describedby=move || rating_err.get().map(|_| format!("{rid}-error"))
                    on:input=move |ev| set(|g, v| g.rating = v, event_target_value(&ev))
                    on:keydown=on_key />
            </div>
            <div class="field result" class:invalid=move || result_err.get().is_some()>
                <label for=result_id.clone() class="sr-only">{move || format!("{} {}", t(Msg::Result), number())}</label>
                <input id=result_id.clone() type="text" autocomplete="off" size="3" placeholder="1 ½ 0"
                    prop:value=get(|g| g.result.clone())
                    aria-invalid=move || result_err.get().is_some().to_string()
                    aria-describedby=move || result_err.get().map(|_| format!("{sid}-error")).unwrap_or_else(|| "result-hint".into())
                    on:input=move |ev| set(|g, v| g.result = v, event_target_value(&ev))
                    on:keydown=on_key />
            </div>
            <button type="button" class="remove" aria-label=move || format!("{} {}", t(Msg::Remove), number())
                on:click=move |_| form.update(|f| {
                    f.games.retain(|g| g.id != id);
                    if f.games.is_empty() { f.add_game(); }
                })>"×"</button>
            <Show when=move || rating_err.get().is_some() || result_err.get().is_some()>
                <p class="error row-error" id=move || if rating_err.get().is_some() { format!("game-{id}-rating-error") } else { format!("game-{id}-result-error") }>
                    {move || rating_err.get().or(result_err.get()).unwrap_or_default()}
                </p>
            </Show>
        </li>
    }
}

#[component]
fn RestRows(form: RwSignal<Form>, parsed: ParsedMemo, lang: RwSignal<Lang>) -> impl IntoView {
    let t = move |m: Msg| lang.get().text(m);
    let add = move || {
        let mut id = 0;
        form.update(|f| id = f.add_rest());
        focus(&format!("rest-{id}-rating"));
    };
    view! {
        <fieldset class="games rest">
            <legend>{move || t(Msg::RestGames)}</legend>
            <ol class="rows">
                <For each=move || form.with(|f| f.rest.iter().map(|g| g.id).collect::<Vec<_>>()) key=|id| *id let:id>
                    {
                        let fields: [(&'static str, Msg, fn(&super::form::RestRow) -> String, fn(&mut super::form::RestRow, String)); 3] = [
                            ("rating", Msg::Opponent, |r| r.rating.clone(), |r, v| r.rating = v),
                            ("result", Msg::Result, |r| r.result.clone(), |r, v| r.result = v),
                            ("date", Msg::Date, |r| r.date.clone(), |r, v| r.date = v),
                        ];
                        let errs: Vec<Signal<Option<String>>> = fields.iter().map(|(name, ..)| error_of(parsed, format!("rest-{id}-{name}"))).collect();
                        let any_err = {
                            let errs = errs.clone();
                            move || errs.iter().find_map(|e| e.get())
                        };
                        let any_err2 = any_err.clone();
                        view! {
                            <li class="row">
                                {fields.into_iter().zip(errs).map(|((name, msg, get, set), err)| {
                                    let fid = format!("rest-{id}-{name}");
                                    view! {
                                        <div class="field" class:invalid=move || err.get().is_some()>
                                            <label for=fid.clone() class="sr-only">{move || t(msg)}</label>
                                            <input id=fid.clone() type="text" autocomplete="off"
                                                placeholder=move || t(msg)
                                                prop:value=move || form.with(|f| f.rest.iter().find(|r| r.id == id).map(get).unwrap_or_default())
                                                aria-invalid=move || err.get().is_some().to_string()
                                                on:input=move |ev| { let v = event_target_value(&ev); form.update(|f| if let Some(r) = f.rest.iter_mut().find(|r| r.id == id) { set(r, v) }) }
                                                on:keydown=move |ev: leptos::ev::KeyboardEvent| if ev.key() == "Enter" { ev.prevent_default(); add(); } />
                                        </div>
                                    }
                                }).collect_view()}
                                <button type="button" class="remove" aria-label=move || t(Msg::Remove)
                                    on:click=move |_| form.update(|f| f.rest.retain(|r| r.id != id))>"×"</button>
                                <Show when=move || any_err.clone()().is_some()>
                                    <p class="error row-error">{let a = any_err2.clone(); move || a().unwrap_or_default()}</p>
                                </Show>
                            </li>
                        }
                    }
                </For>
            </ol>
            <button type="button" class="add" on:click=move |_| add()>{move || t(Msg::AddRest)}</button>
        </fieldset>
    }
}

fn age_text(lang: Lang, age: AgeGroup) -> &'static str {
    lang.text(match age {
        AgeGroup::Youth => Msg::AgeYouth,
        AgeGroup::Junior => Msg::AgeJunior,
        AgeGroup::Adult => Msg::AgeAdult,
    })
}

#[component]
fn RatedView(
    r: RatedEstimate,
    lang: RwSignal<Lang>,
    mode: Memo<crate::dwz::Mode>,
    form: RwSignal<Form>,
    parsed: ParsedMemo,
) -> impl IntoView {
    let l = lang.get();
    let t = move |m: Msg| l.text(m);
    let n = move |x: f64, p: usize| l.num(x, p);
    let we = r.we;
    let k = r.k;
    let new_dwz = match (r.rn, r.index_new) {
        (Some(rn), Some(i)) => format!("{} - {}", rn as i64, i),
        _ => "–".into(),
    };
    let change = r.rn.map(|rn| l.signed(rn - r.ro, 0)).unwrap_or_default();
    let rows: Vec<(String, String, &'static str)> = vec![
        (t(Msg::Points).into(), l.score(r.w), "w"),
        (t(Msg::GamesN).into(), r.n.to_string(), "n"),
        (
            format!("{}ₑ", t(Msg::Expectation)),
            we.map(|w| n(w, 3)).unwrap_or("–".into()),
            "we",
        ),
        (
            format!("{}ₑ", t(Msg::Difference)),
            we.map(|w| l.signed(r.w - w, 3)).unwrap_or("–".into()),
            "diff",
        ),
        (
            t(Msg::KFactor).into(),
            k.map(|k| n(k.k, 1)).unwrap_or("–".into()),
            "k",
        ),
        (
            t(Msg::KParts).into(),
            match k {
                Some(_) if r.k_given => t(Msg::KGiven).into(),
                Some(k) => format!("{} · {} + {}", n(k.k0, 0), n(k.b, 3), n(k.a, 3)),
                None => "–".into(),
            },
            "kparts",
        ),
        (
            format!("{}꜀", t(Msg::OppAverage)),
            r.rc.map(|x| n(x, 0)).unwrap_or("–".into()),
            "rc",
        ),
        (
            format!("{}ₕ", t(Msg::Performance)),
            r.rh.map(|x| n(x, 0)).unwrap_or("–".into()),
            "rh",
        ),
    ];
    let age = age_text(l, r.age_group);
    let assumed = r.index_assumed;
    let bars: Vec<(String, f64)> = r
        .changes
        .iter()
        .map(|c| {
            (
                format!(
                    "{}. {} ({})",
                    c.game + 1,
                    c.opponent_rating as i64,
                    l.score(c.score)
                ),
                c.change,
            )
        })
        .collect();
    let ratings: Vec<f64> = r.changes.iter().map(|c| c.opponent_rating).collect();
    let ignored = !r.ignored.is_empty();
    let _ = (form, parsed);
    view! {
        <div class="headline">
            <span class="label">{t(Msg::NewDwz)}</span>
            <output id="new-dwz" class="big">{new_dwz}</output>
            <span id="change" class="change">{change}</span>
        </div>
        <p class="age">{age}{assumed.then(|| format!(" · {}", t(Msg::IndexAssumed)))}</p>
        <dl class="figures">
            {rows.into_iter().map(|(label, value, id)| view! {
                <div><dt>{label}</dt><dd id=format!("out-{id}")>{value}</dd></div>
            }).collect_view()}
        </dl>
        {ignored.then(|| view! { <p class="hint">{t(Msg::Ignored)}</p> })}
        <Show when={let b = !bars.is_empty(); move || b}>
            <h2>{t(Msg::PerGame)}</h2>
        </Show>
        <ChangeBars bars=bars.clone() lang=l />
        <ExpectationCurve ro=r.ro w=r.w ratings mode=mode.get() lang=l title=t(Msg::Curve) caption=t(Msg::CurveCaption) />
    }
}

#[component]
fn FirstView(f: FirstRatingEstimate, lang: RwSignal<Lang>) -> impl IntoView {
    let l = lang.get();
    let t = move |m: Msg| l.text(m);
    let n = move |x: f64| l.num(x, 0);
    if let Some(reason) = &f.none_because {
        let text = match reason {
            NoFirstRating::TooFewGames { n, needed } => t(Msg::TooFew)
                .replace("%n", &n.to_string())
                .replace("%m", &(needed - n).to_string()),
            NoFirstRating::NoPoints { n } => t(Msg::NoPoints).replace("%n", &n.to_string()),
        };
        return view! {
            <div class="headline"><span class="label">{t(Msg::NoFirst)}</span></div>
            <p id="no-first" class="reason">{text}</p>
        }
        .into_any();
    }
    let r1 = f.r1.map(n).unwrap_or("–".into());
    let correction = match (f.r1, f.ri) {
        (Some(a), Some(b)) => l.signed(a - b, 0),
        _ => "–".into(),
    };
    let rows: Vec<(String, String, &'static str)> = vec![
        (t(Msg::Points).into(), l.score(f.w), "w"),
        (t(Msg::GamesN).into(), f.n.to_string(), "n"),
        (
            format!("{}꜀", t(Msg::OppAverage)),
            f.rc.map(n).unwrap_or("–".into()),
            "rc",
        ),
        (
            format!("{}ₚ", t(Msg::StartValue)),
            f.rp.map(n).unwrap_or("–".into()),
            "rp",
        ),
        (
            format!("{}ᵢ", t(Msg::IterationResult)),
            f.ri.map(n).unwrap_or("–".into()),
            "ri",
        ),
        (t(Msg::Correction).into(), correction, "corr"),
        (format!("{}₁", t(Msg::FirstDwz)), r1.clone(), "r1"),
    ];
    let trace = f.trace.clone();
    let draw = f.fictive_draw;
    view! {
        <div class="headline">
            <span class="label">{format!("{}₁", t(Msg::FirstDwz))}</span>
            <output id="first-dwz" class="big">{format!("{r1} - 1")}</output>
        </div>
        {draw.map(|d| view! { <p class="hint" id="fictive">{format!("{} {} (100 %)", t(Msg::FictiveDraw), n(d))}</p> })}
        <dl class="figures">
            {rows.into_iter().map(|(label, value, id)| view! {
                <div><dt>{label}</dt><dd id=format!("out-{id}")>{value}</dd></div>
            }).collect_view()}
        </dl>
        <details class="trace">
            <summary>{t(Msg::Iteration)}</summary>
            <ol>
                {trace.into_iter().map(|r| view! { <li>{n(r)}</li> }).collect_view()}
            </ol>
        </details>
    }
    .into_any()
}

#[component]
fn Advanced(form: RwSignal<Form>, parsed: ParsedMemo, lang: RwSignal<Lang>) -> impl IntoView {
    let t = move |m: Msg| lang.get().text(m);
    let params: [(
        &'static str,
        Msg,
        fn(&ParamText) -> String,
        fn(&mut ParamText, String),
        &'static str,
    ); 6] = [
        ("r", Msg::ParamR, |p| p.r.clone(), |p, v| p.r = v, "0,08"),
        ("t", Msg::ParamT, |p| p.t.clone(), |p, v| p.t = v, "30"),
        ("u", Msg::ParamU, |p| p.u.clone(), |p, v| p.u = v, "800"),
        ("a1", Msg::ParamA1, |p| p.a1.clone(), |p, v| p.a1 = v, "4"),
        ("a2", Msg::ParamA2, |p| p.a2.clone(), |p, v| p.a2 = v, "4"),
        (
            "k_max",
            Msg::ParamKMax,
            |p| p.k_max.clone(),
            |p, v| p.k_max = v,
            "80",
        ),
    ];
    view! {
        <details class="advanced">
            <summary>{move || t(Msg::Advanced)}</summary>
            <fieldset>
                <legend>{move || t(Msg::ModeLabel)}</legend>
                <label class="radio"><input type="radio" name="mode" id="mode-table"
                    prop:checked=move || !form.with(|f| f.exact)
                    on:change=move |_| form.update(|f| f.exact = false) />{move || t(Msg::ModeTable)}</label>
                <label class="radio"><input type="radio" name="mode" id="mode-exact"
                    prop:checked=move || form.with(|f| f.exact)
                    on:change=move |_| form.update(|f| f.exact = true) />{move || t(Msg::ModeExact)}</label>
            </fieldset>
            <fieldset class="params">
                <legend>{move || t(Msg::Params)}</legend>
                {params.into_iter().map(|(name, msg, get, set, default)| {
                    let id = format!("param-{name}");
                    view! {
                        <Field id=id.clone() label=Signal::derive(move || lang.get().text(msg))
                            value=Signal::derive(move || form.with(|f| get(&f.params)))
                            on_input=Callback::new(move |v| form.update(|f| set(&mut f.params, v)))
                            error=error_of(parsed, id.clone()) inputmode="decimal" placeholder=default />
                    }
                }).collect_view()}
                <Show when=move || parsed.with(|p| p.errors.contains_key("param-all"))>
                    <p class="error">{move || parsed.with(|p| p.errors.get("param-all").cloned().unwrap_or_default())}</p>
                </Show>
                <button type="button" on:click=move |_| form.update(|f| f.params = ParamText::default())>{move || t(Msg::Defaults)}</button>
            </fieldset>
            <button type="button" class="reset" on:click=move |_| {
                form.set(Form::new());
                if let Some(s) = storage() { let _ = s.remove_item(FORM_KEY); }
            }>{move || t(Msg::Reset)}</button>
        </details>
    }
}

#[component]
fn ShareLink(lang: RwSignal<Lang>, embed: bool) -> impl IntoView {
    let t = move |m: Msg| lang.get().text(m);
    let copied = RwSignal::new(false);
    // The address bar holds the state (kept by the effect in App); show it without embed=1.
    let link = move || {
        let _ = lang.get();
        let href = window().location().href().unwrap_or_default();
        href.replace("embed=1&", "")
            .replace("&embed=1", "")
            .replace("?embed=1", "?")
    };
    let _ = embed;
    view! {
        <section class="share">
            <label for="share-link">{move || t(Msg::Share)}</label>
            <div class="copyrow">
                <input id="share-link" type="text" readonly prop:value=link />
                <button type="button" on:click=move |_| {
                    let _ = window().navigator().clipboard().write_text(&link());
                    copied.set(true);
                }>{move || if copied.get() { t(Msg::Copied) } else { t(Msg::Copy) }}</button>
            </div>
        </section>
    }
}

#[component]
fn EmbedSnippet(lang: RwSignal<Lang>) -> impl IntoView {
    let t = move |m: Msg| lang.get().text(m);
    let snippet = move || {
        let loc = window().location();
        let base = format!(
            "{}{}",
            loc.origin().unwrap_or_default(),
            loc.pathname().unwrap_or_default()
        );
        format!(
            "<iframe src=\"{base}?embed=1\" title=\"DWZ-Rechner\" style=\"width:100%;border:0\" height=\"900\" id=\"wertung\"></iframe>\n<script>addEventListener('message',function(e){{if(e.data&&e.data.type==='wertung-height'){{document.getElementById('wertung').style.height=e.data.height+'px'}}}})</script>"
        )
    };
    view! {
        <details class="embed-help">
            <summary>{move || t(Msg::Embed)}</summary>
            <p>{move || t(Msg::EmbedHelp)}</p>
            <textarea id="embed-snippet" readonly rows="5" aria-label=move || t(Msg::Embed) prop:value=snippet></textarea>
        </details>
    }
}
