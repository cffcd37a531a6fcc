//! The calculator's state ([`Calc`]), handed down by context: the form as the page holds it
//! (its shape one signal, each text a signal of its own: [`FormSignals`]), its parse, the fields'
//! messages and the results as memos and resources over them (data before words: the results
//! follow the form and the mode only, and the components word them in the language of the
//! moment), the fields the user has left, the undo; and the effects that follow it into the
//! outside (the address bar, localStorage, the page's class), which write none of its own
//! signals. The components (`super::fields`, `super::rows`, …) read it with [`calc`]; nothing
//! here knows a component.

use super::chosen::{self, FORM_KEY};
use crate::dwz::Mode;
use crate::i18n::{FormWords, Lang};
use crate::input::InputError;
use crate::web::calc::form::{FieldRef, Form, FormText};
use crate::web::calc::parse::{parse, Parsed};
use crate::web::calc::results::{self, start_panels, Panels};
use crate::web::calc::shown::Block;
use crate::web::common::browser::{encode_query, save, today, Shared};
use crate::web::common::lazy::NotLoaded;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// From how many game rows in "Meine Turniere" the results follow a keystroke after its frame.
const LATER_ROWS: usize = 200;

/// Everything the calculator's parts share (all `Copy`), provided by context.
#[derive(Clone, Copy)]
pub(super) struct Calc {
    pub(super) shared: Shared,
    /// The form as the page holds it: its texts are signals of their own.
    pub(super) form: RwSignal<FormSignals>,
    /// Where the texts of the lists' rows live (a child of the page's owner, new with each
    /// form shown whole: the texts of the rows before are let go then).
    pub(super) rows: StoredValue<Owner>,
    /// Fields the user has left (or that came filled in): only they show their message.
    pub(super) touched: RwSignal<Vec<String>>,
    pub(super) parsed: Memo<Parsed>,
    /// The form as its link's query (read by the address bar, storage and the share link: one
    /// reading of the texts for all three).
    pub(super) query: Memo<String>,
    /// The player wants the Elo (a memo: every game row follows it).
    pub(super) elo_wanted: Memo<bool>,
    /// What the results show (see [`made`]).
    pub(super) panels: Memo<Panels>,
    /// The one line of the summary, in both languages (see [`made`]).
    pub(super) summary: Memo<Both>,
    /// The form before "Alles zurücksetzen" or a row removed, for the undo (with what was
    /// done).
    pub(super) undo: RwSignal<Option<(Form, FormWords)>>,
    /// The what-if is open.
    pub(super) whatif_open: RwSignal<bool>,
    /// Counts the forms shown whole (reset, undo): the lists' rows are keyed by it too, so
    /// that they are built anew with the new form's texts.
    pub(super) epoch: RwSignal<bool>,
    /// Keystrokes near the limits, waiting for the next frame (see [`Calc::type_text`]).
    pub(super) waiting: StoredValue<Vec<(RwSignal<String>, String)>>,
    /// The errors of the fields the user has left (data, known at once: see [`shown_errors`]).
    pub(super) errors: Memo<Vec<(FieldRef, InputError)>>,
    /// The fields' messages: of each field the user has left with an error, its words
    /// (see [`messages`]; they come with the part `words`, maybe later).
    pub(super) messages: Memo<Vec<(FieldRef, String)>>,
    /// A DSB player list is loaded (the names' part, `names`): the game rows offer an
    /// opponent's name.
    pub(super) names_on: RwSignal<bool>,
    /// Counts the lists read (the names' part): a name field open asks again when it changes.
    pub(super) lists_read: RwSignal<u32>,
    /// The player's own entries are set aside (a link is shown): the page offers them back.
    pub(super) aside: RwSignal<bool>,
}

/// The form as the page holds it: its shape, and each text a signal of its own.
pub(super) type FormSignals = Form<RwSignal<String>>;

impl FormText for RwSignal<String> {
    fn with_text<R>(&self, read: impl FnOnce(&str) -> R) -> R {
        self.with(|s| read(s))
    }
    fn put(&mut self, text: String) {
        self.set(text);
    }
    fn copy(&self) -> Self {
        RwSignal::new(self.get_untracked())
    }
}

pub(super) fn calc() -> Calc {
    expect_context::<Calc>()
}

impl Calc {
    /// Changes the form's shape (a row added, removed or pasted, a tab, a switch) or several
    /// texts at once, on the page's form itself (a new row's texts are new signals, owned with
    /// the rows').
    pub(super) fn edit(self, change: impl FnOnce(&mut FormSignals)) {
        self.rows.get_value().with(|| self.form.update(change));
    }

    /// The form as plain text (for the parse, the link and storage), tracked.
    pub(super) fn typed(self) -> Form {
        Self::typed_in(self.form)
    }

    fn typed_in(form: RwSignal<FormSignals>) -> Form {
        form.with(|live| live.map(&mut |_, s| s.get()))
    }

    /// The form as plain text now (not tracked: the undo).
    pub(super) fn now(self) -> Form {
        untrack(|| self.typed())
    }

    /// The page's form holding `f`: the form's own fields keep their signals (`now`, the form
    /// shown before; the fields on the page hold them), set to the new texts; the rows' texts
    /// are new signals, owned by `rows`.
    fn texts(rows: &Owner, f: &Form, now: Option<&FormSignals>) -> FormSignals {
        f.map(&mut |field, text| {
            if field.in_list() {
                return rows.with(|| RwSignal::new(text.clone()));
            }
            match now.and_then(|n| n.slot(field)) {
                Some(&s) => {
                    if s.with_untracked(|old| old != text) {
                        s.set(text.clone());
                    }
                    s
                }
                None => RwSignal::new(text.clone()),
            }
        })
    }

    /// The text of a field as its signal (a new, empty one where the row is gone).
    pub(super) fn text(self, field: FieldRef) -> RwSignal<String> {
        self.form
            .with_untracked(|live| live.slot(field).copied())
            .unwrap_or_default()
    }

    /// A keystroke into a field: its text follows at once; at the size of "Meine Turniere"
    /// near its limits (and so the results) only after the frame that shows the keystroke
    /// (one parse and computation for the keys typed until then), so that typing answers
    /// within a frame (`scripts/bench-calculator.mjs`). The field on the page shows what was
    /// typed meanwhile.
    pub(super) fn type_text(self, text: RwSignal<String>, value: String) {
        if !self.large() {
            text.set(value);
            return;
        }
        let first = self.waiting.with_value(Vec::is_empty);
        self.waiting.update_value(|w| {
            w.retain(|(s, _)| *s != text);
            w.push((text, value));
        });
        if first {
            after_frame(move || {
                for (s, v) in self
                    .waiting
                    .try_update_value(std::mem::take)
                    .unwrap_or_default()
                {
                    s.try_set(v);
                }
            });
        }
    }

    /// Sets a field's text (a name chosen from the list).
    pub(super) fn set(self, field: FieldRef, value: String) {
        self.text(field).set(value);
    }

    pub(super) fn touch(self, id: String) {
        if !self.touched.with_untracked(|t| t.contains(&id)) {
            self.touched.update(|t| t.push(id));
        }
    }

    /// Shows a whole form (reset, undo): the rows are built anew (keyed by [`Calc::epoch`])
    /// with the texts of `f`, the texts of the rows before are let go after the frame (their
    /// rows have left the page by then); what came filled in shows its message at once.
    pub(super) fn show(self, f: Form) {
        self.shared.mode.set(f.mode());
        self.touched.set(f.filled_fields());
        let before = self.rows.get_value();
        let rows = before.parent().unwrap_or_default().child();
        let live = self
            .form
            .with_untracked(|now| Self::texts(&rows, &f, Some(now)));
        self.rows.set_value(rows);
        self.form.set(live);
        self.epoch.set(!self.epoch.get_untracked());
        after_frame(move || before.cleanup());
    }

    /// Whether `field` is marked wrong: at once when the user has left it with an error, not
    /// only once its words have come (the part `words` may come later).
    pub(super) fn invalid(self, field: FieldRef) -> Signal<bool> {
        let errors = self.errors;
        Signal::derive(move || errors.with(|e| e.iter().any(|(f, _)| *f == field)))
    }

    /// The message of `field`, shown once the user has left it (derived from
    /// [`Calc::messages`]).
    pub(super) fn message(self, field: FieldRef) -> Signal<Option<String>> {
        let messages = self.messages;
        Signal::derive(move || {
            messages.with(|m| {
                m.iter()
                    .find(|(f, _)| *f == field)
                    .map(|(_, words)| words.clone())
            })
        })
    }

    /// The state of a page that starts with `start`.
    pub(super) fn new(shared: Shared, start: Form) -> Calc {
        shared.mode.set(start.mode());
        let rows = Owner::new();
        let form = RwSignal::new(Self::texts(&rows, &start, None));
        let parsed = Memo::new(move |_| {
            // Where a test asked for a panic (`crate::web::panic::forced`): at the next key.
            crate::web::panic::forced("calc");
            parse(&Self::typed_in(form), today())
        });
        let touched = RwSignal::new(start.filled_fields());
        let errors = shown_errors(form, parsed, touched);
        let made = made(shared, parsed);
        Calc {
            shared,
            form,
            rows: StoredValue::new(rows),
            touched,
            parsed,
            query: Memo::new(move |_| encode_query(&Self::typed_in(form).query(shared.mode.get()))),
            elo_wanted: Memo::new(move |_| form.with(|f| f.elo_wanted())),
            panels: Memo::new(move |_| made.with(|m| m.panels.clone())),
            summary: Memo::new(move |_| made.with(|m| m.summary.clone())),
            errors,
            messages: messages(shared.lang, errors),
            undo: RwSignal::new(None),
            whatif_open: RwSignal::new(!start.remaining.trim().is_empty()),
            epoch: RwSignal::new(false),
            waiting: StoredValue::new(Vec::new()),
            names_on: RwSignal::new(false),
            lists_read: RwSignal::new(0),
            aside: RwSignal::new(chosen::has_aside()),
        }
    }

    /// "Meine Turniere" near its limits: the results follow after the frame.
    pub(super) fn large(self) -> bool {
        self.form.with_untracked(|f| {
            f.tournaments.iter().map(|t| t.games.len()).sum::<usize>() > LATER_ROWS
        })
    }

    /// The page's class `with-elo` (the games' Elo column, `www/elo.css`, linked the first time)
    /// follows whether the player wants the Elo.
    pub(super) fn follow_elo(self) {
        let linked = StoredValue::new(false);
        Effect::new(move |_| {
            let on = self.elo_wanted.get();
            if on && !linked.get_value() {
                linked.set_value(true);
                add_stylesheet("elo.css");
            }
            if let Some(body) = document().body() {
                let _ = body.class_list().toggle_with_force("with-elo", on);
            }
        });
    }

    /// The address bar and localStorage follow the form.
    pub(super) fn follow_in_url(self, embed: bool) {
        let shared = self.shared;
        Effect::new(move |_| {
            let stored = self.query.get();
            let url = format!(
                "?{stored}{}{}",
                if embed { "&embed=1" } else { "" },
                lang_key(shared.lang.get())
            );
            let write = move || {
                save(FORM_KEY, &stored);
                if let Ok(history) = window().history() {
                    let _ = history.replace_state_with_url(
                        &leptos::wasm_bindgen::JsValue::NULL,
                        "",
                        Some(&url),
                    );
                }
            };
            // Near the limits the address bar (tens of milliseconds for a long link) waits
            // until the results are painted.
            if self.large() {
                after_frame(write);
            } else {
                write();
            }
        });
    }
}

/// The link's key of the language (none for German, the default).
pub(super) fn lang_key(l: Lang) -> String {
    if l == Lang::De {
        String::new()
    } else {
        format!("&lang={}", l.code())
    }
}

/// Runs `f` after the next frame is painted.
pub(super) fn after_frame(f: impl FnOnce() + 'static) {
    request_animation_frame(move || set_timeout(f, std::time::Duration::ZERO));
}

/// Links a stylesheet loaded on first use (`www/elo.css`, `www/names.css`, `www/chain.css`: the page's start
/// does not fetch them; the service worker keeps them for offline use), once.
pub(super) fn add_stylesheet(href: &str) {
    let doc = document();
    let linked = doc
        .query_selector(&format!("link[href='{href}']"))
        .ok()
        .flatten()
        .is_some();
    if let (false, Ok(link), Some(head)) = (linked, doc.create_element("link"), doc.head()) {
        let _ = link.set_attribute("rel", "stylesheet");
        let _ = link.set_attribute("href", href);
        let _ = head.append_child(&link);
    }
}

/// The errors to show, keyed by their fields: of the fields the user has left (or that came
/// filled in), as the parse found them. A memo: the fields follow it, not each parse (it
/// changes only when an error shown does).
fn shown_errors(
    form: RwSignal<FormSignals>,
    parsed: Memo<Parsed>,
    touched: RwSignal<Vec<String>>,
) -> Memo<Vec<(FieldRef, InputError)>> {
    Memo::new(move |_| {
        parsed.with(|p| {
            touched.with(|t| {
                if !p.errors.keys().any(|id| t.contains(id)) {
                    return Vec::new();
                }
                let mut shown = Vec::new();
                form.with(|f| {
                    f.map(&mut |field, _| {
                        let id = field.id();
                        if let (true, Some(e)) = (t.contains(&id), p.errors.get(&id)) {
                            shown.push((field, e.clone()));
                        }
                    })
                });
                shown
            })
        })
    })
}

/// The fields' messages: the errors to show in the user's language, worded by the part
/// `words` (fetched with the first error to show: the words of the input vocabulary,
/// `crate::i18n`'s errors); where it cannot be fetched (offline before the service worker
/// kept it) each such field says so.
fn messages(
    lang: RwSignal<Lang>,
    errors: Memo<Vec<(FieldRef, InputError)>>,
) -> Memo<Vec<(FieldRef, String)>> {
    let worded = LocalResource::new(move || {
        let l = lang.get();
        let errors = errors.get();
        async move {
            if errors.is_empty() {
                return Vec::new();
            }
            let fields: Vec<FieldRef> = errors.iter().map(|(f, _)| *f).collect();
            word_errors(l, errors).await.unwrap_or_else(|NotLoaded| {
                let words = l.text(FormWords::NotLoaded).to_string();
                fields.into_iter().map(|f| (f, words.clone())).collect()
            })
        }
    });
    Memo::new(move |_| worded.get().unwrap_or_default())
}

/// The errors `errors` in `l` (the split point `words`).
#[wasm_split(words, wasm_split_path = ::leptos::wasm_split, fallible)]
fn word_errors(
    l: Lang,
    errors: Vec<(FieldRef, InputError)>,
) -> Result<Vec<(FieldRef, String)>, NotLoaded> {
    Ok(errors.into_iter().map(|(f, e)| (f, l.error(&e))).collect())
}

/// The panels and the one line of their summary in both languages (the summary is shown by the
/// main module, which carries none of the words of the results: the part that made it words it
/// once in each language, so that a language switch only picks the other).
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct Made {
    /// The panels, as data.
    pub(super) panels: Panels,
    /// The summary line in German and in English.
    pub(super) summary: Both,
}

/// A text in German and in English.
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct Both {
    de: String,
    en: String,
}

impl Both {
    /// The text in `l`.
    pub(super) fn in_lang(&self, l: Lang) -> &str {
        match l {
            Lang::De => &self.de,
            Lang::En => &self.en,
        }
    }
}

/// The form through the core and into the panels (see [`results::panels`]: a single
/// estimate, "Meine Turniere", the what-if, the Elo; data, worded where rendered), with the
/// summary line in both languages, in the part `panel`, fetched with the first result a form
/// has.
#[wasm_split(panel, wasm_split_path = ::leptos::wasm_split, fallible)]
fn made_panels(mode: Mode, parsed: Parsed) -> Result<Made, NotLoaded> {
    let panels = results::panels(mode, &parsed);
    let summary = Both {
        de: panels.summary.word(Lang::De),
        en: panels.summary.word(Lang::En),
    };
    Ok(Made { panels, summary })
}

/// The panels while the part is on its way (or could not be fetched).
fn waiting(m: FormWords) -> Made {
    Made {
        panels: Panels {
            results: vec![Block::Line("loading", "hint", m.into())],
            ..Panels::default()
        },
        summary: Both::default(),
    }
}

/// What the results show: a resource following the parsed form and the arithmetic mode only
/// (never the language: the components word the panels where they render them, so a language
/// switch runs no rating code), made by the part `panel` loaded on first use. The hint what to
/// type comes at once, from the first paint on, without the part; the panels before stay until
/// the new ones are there (the resource keeps its value while it loads the next).
fn made(shared: Shared, parsed: Memo<Parsed>) -> Memo<Made> {
    let mode = shared.mode;
    let made = LocalResource::new(move || {
        let m = mode.get();
        let p = parsed.get();
        async move {
            if let Some(panels) = start_panels(&p) {
                return Made {
                    panels,
                    summary: Both::default(),
                };
            }
            // Counted in the main module, where the page talks to the browser (a part split
            // off it calls no JavaScript): where a test asked for the count (`web::probe`).
            crate::web::probe::core_run();
            made_panels(m, p)
                .await
                .unwrap_or_else(|NotLoaded| waiting(FormWords::NotLoaded))
        }
    });
    Memo::new(move |_| {
        if let Some(panels) = parsed.with(start_panels) {
            return Made {
                panels,
                summary: Both::default(),
            };
        }
        made.get().unwrap_or_else(|| waiting(FormWords::Loading))
    })
}
