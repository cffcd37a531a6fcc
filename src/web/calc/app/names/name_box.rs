//! A name field with the list's suggestions: an ARIA 1.2 combobox with a listbox popup. The
//! field keeps the focus; the arrow keys move in the list, Enter chooses, Escape closes.
//! The suggestions come from a worker, a moment after each keystroke: an arrow or Enter
//! pressed before they are there waits for them, so that a quick typist's choice is made,
//! not lost.

use super::{calc, find, hit_label, lists, NamesIo, MIN_TYPED};
use crate::formats::dsb_list::search::NameHit;
use crate::i18n::CalcResultWords;
use crate::web::calc::app::chosen::{self, keep_name};
use crate::web::calc::form::FieldRef;
use crate::web::common::browser::T;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// A key that moves in the suggestions, chooses one or closes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Move {
    Down,
    Up,
    Choose,
    Close,
}

impl Move {
    fn of(key: &str) -> Option<Self> {
        match key {
            "ArrowDown" => Some(Self::Down),
            "ArrowUp" => Some(Self::Up),
            "Enter" => Some(Self::Choose),
            "Escape" => Some(Self::Close),
            _ => None,
        }
    }
}

/// What a key does to a list of `n` suggestions: whether the list is then shown, the active
/// option, the one chosen; `None` where the key does nothing here (and keeps its usual
/// meaning). The arrows open the list and wrap around; Enter chooses the active option of an
/// open list; Escape closes an open list.
fn step(
    open: bool,
    active: Option<usize>,
    n: usize,
    m: Move,
) -> Option<(bool, Option<usize>, Option<usize>)> {
    match m {
        Move::Down if n > 0 => Some((true, Some(active.map_or(0, |k| (k + 1) % n)), None)),
        Move::Up if n > 0 => Some((true, Some(active.map_or(n - 1, |k| (k + n - 1) % n)), None)),
        Move::Choose if open => {
            let chosen = active.filter(|&k| k < n)?;
            Some((false, Some(chosen), Some(chosen)))
        }
        Move::Close if open => Some((false, active, None)),
        _ => None,
    }
}

/// The suggestions of one name field: what was found, whether those are of similar names,
/// whether the list is open and which option is active; whether the answer to the text in the
/// field is awaited (`busy`) and the keys pressed meanwhile.
#[derive(Clone, Copy)]
struct Suggestions {
    found: RwSignal<Vec<NameHit>>,
    similar: RwSignal<bool>,
    open: RwSignal<bool>,
    active: RwSignal<Option<usize>>,
    busy: RwSignal<bool>,
    waiting: StoredValue<Vec<Move>>,
}

impl Suggestions {
    fn new() -> Self {
        Self {
            found: RwSignal::new(Vec::new()),
            similar: RwSignal::new(false),
            open: RwSignal::new(false),
            active: RwSignal::new(None),
            busy: RwSignal::new(false),
            waiting: StoredValue::new(Vec::new()),
        }
    }

    /// Whether the list is open with someone in it.
    fn shown(self) -> bool {
        self.open.get() && self.found.with(|f| !f.is_empty())
    }

    /// The suggestions for the text `q` (from the second letter on: one letter fits thousands
    /// of persons and tells nothing apart); an answer to an older text (`asked` counts them)
    /// is dropped. The keys pressed meanwhile are carried out on the answer (`choose`).
    fn search(self, io: NamesIo, asked: StoredValue<u32>, q: String, choose: Callback<usize>) {
        let n = asked.get_value().wrapping_add(1);
        asked.set_value(n);
        // Keys pressed for an older text meant its suggestions, not these.
        self.waiting.set_value(Vec::new());
        self.busy.set(true);
        // Not an Action: each key asks anew and an answer to an older text is dropped by its
        // count (the field's own busy state waits for the newest answer only).
        spawn_local(async move {
            let enough = q.trim().chars().count() >= MIN_TYPED;
            let hits = if enough {
                find(io, &q).await
            } else {
                super::Found::default()
            };
            if asked.get_value() == n {
                self.open.set(enough);
                self.active.set(None);
                self.similar.set(hits.similar);
                self.found.set(hits.hits);
                self.busy.set(false);
                let pressed = self.waiting.try_update_value(std::mem::take);
                for m in pressed.unwrap_or_default() {
                    if self.apply(m, choose).1 {
                        break;
                    }
                }
            }
        });
    }

    /// Carries out `m` on the suggestions shown: whether it did anything, and whether it
    /// chose someone.
    fn apply(self, m: Move, choose: Callback<usize>) -> (bool, bool) {
        let n = self.found.with_untracked(Vec::len);
        let Some((open, active, chosen)) =
            step(self.open.get_untracked(), self.active.get_untracked(), n, m)
        else {
            return (false, false);
        };
        self.open.set(open);
        self.active.set(active);
        if let Some(k) = chosen {
            choose.run(k);
        }
        (true, chosen.is_some())
    }

    /// The keys of a combobox: the arrows move in the list, Enter chooses the active option
    /// (`choose`), Escape closes the list. While the suggestions for the text typed are
    /// awaited, these keys wait for them.
    fn key(self, ev: &leptos::ev::KeyboardEvent, choose: Callback<usize>) {
        let Some(m) = Move::of(&ev.key()) else {
            return;
        };
        if self.busy.get_untracked() {
            ev.prevent_default();
            self.waiting.update_value(|w| w.push(m));
        } else if self.apply(m, choose).0 {
            ev.prevent_default();
        }
    }
}

/// A name field with the list's suggestions (ARIA 1.2 combobox with a listbox popup).
#[component]
pub(super) fn NameBox(
    id: String,
    label: Signal<String>,
    value: RwSignal<String>,
    key: String,
    on_choose: Callback<NameHit, Vec<(FieldRef, String)>>,
) -> impl IntoView {
    let list_id = format!("{id}-list");
    let s = Suggestions::new();
    // The fields filled in from the list and their values: the mark stays while they hold
    // them (editing one by hand removes it).
    // Kept with the form: a person chosen before the page was opened again keeps his mark.
    let person = RwSignal::new(chosen::person_of(&key));
    let filled = RwSignal::new(
        person
            .with_untracked(|p| p.as_ref().map(|p| lists::filled_before(&key, p)))
            .unwrap_or_default(),
    );
    let key = StoredValue::new(key);
    let io = expect_context::<NamesIo>();
    // Each keystroke's suggestions; an answer to an older text is dropped.
    let asked = StoredValue::new(0u32);
    // A list read meanwhile: the suggestions of what stands in the open field asked again.
    let choose = Callback::new(move |k: usize| {
        let Some(p) = s.found.with_untracked(|f| f.get(k).cloned()) else {
            return;
        };
        value.set(p.name.clone());
        chosen::choose(&key.get_value(), &p);
        person.set(Some(p.clone()));
        s.open.set(false);
        filled.set(on_choose.run(p));
    });
    let lists_read = calc().lists_read;
    Effect::new(move |before: Option<u32>| {
        let now = lists_read.get();
        if before.is_some_and(|b| b != now) && s.open.get_untracked() {
            s.search(io, asked, value.get_untracked(), choose);
        }
        now
    });
    let on_input = move |ev: leptos::ev::Event| {
        let q = event_target_value(&ev);
        value.set(q.clone());
        keep_name(&key.get_value(), &q);
        s.search(io, asked, q, choose);
    };
    let on_key = move |ev: leptos::ev::KeyboardEvent| s.key(&ev, choose);
    let descendant = {
        let id = id.clone();
        move || {
            s.active
                .get()
                .filter(|_| s.open.get())
                .map(|k| option_id(&id, k))
        }
    };
    let input_id = id.clone();
    let list_for_aria = list_id.clone();
    view! {
        <div class="namebox">
            <label for=input_id.clone()>{move || label.get()}</label>
            <input id=input_id type="text" autocomplete="off" spellcheck="false" role="combobox"
                aria-autocomplete="list" aria-controls=list_for_aria
                aria-expanded=move || s.shown().to_string()
                aria-activedescendant=descendant
                prop:value=move || value.get() on:input=on_input on:keydown=on_key
                on:blur=move |_| s.open.set(false)/>
            <SuggestionList id list_id label s choose/>
            <p class="hint" role="status" hidden=move || !s.open.get() || (s.found.with(|f| !f.is_empty()) && !s.similar.get())>
                <T m=CalcResultWords::NoMatch/>{move || (s.similar.get() && s.found.with(|f| !f.is_empty())).then(|| view! { " · " <T m=CalcResultWords::DidYouMean/> })}</p>
            <FromListMark filled person/>
        </div>
    }
}

/// The id of the option `k` of the name field `id`.
fn option_id(id: &str, k: usize) -> String {
    format!("{id}-opt-{k}")
}

/// The listbox of a name field `id`: a person an option, chosen by a tap (`choose`), the
/// active one marked selected. Its options are kept by their place and only their words
/// change with the suggestions: a keystroke that finds as many persons as the one before
/// rebuilds nothing, and a phone typing a name leaves no list of discarded options behind.
#[component]
fn SuggestionList(
    id: String,
    list_id: String,
    label: Signal<String>,
    s: Suggestions,
    choose: Callback<usize>,
) -> impl IntoView {
    let lang = calc().shared.lang;
    view! {
        <ul id=list_id role="listbox" class="suggestions" aria-label=move || label.get()
            aria-busy=move || s.busy.get().to_string()
            hidden=move || !s.open.get() || s.found.with(Vec::is_empty)>
            <For each=move || 0..s.found.with(Vec::len) key=|k| *k let:k>
                <li role="option" id=option_id(&id, k) aria-selected=move || (s.active.get() == Some(k)).to_string()
                    on:mousedown=move |ev: leptos::ev::MouseEvent| { ev.prevent_default(); choose.run(k); }>
                    {move || s.found.with(|f| f.get(k).map(|p| hit_label(p, lang.get())))}</li>
            </For>
        </ul>
    }
}

/// "aus der Liste vom …": while the fields filled in from the list (`filled`) hold what was
/// filled, naming the list `person` came from and its date.
#[component]
fn FromListMark(
    filled: RwSignal<Vec<(FieldRef, String)>>,
    person: RwSignal<Option<NameHit>>,
) -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    let mark = move || {
        let l = lang.get();
        let kept = filled.with(|f| {
            !f.is_empty()
                && c.form.with(|form| {
                    f.iter()
                        .all(|(field, v)| form.slot(*field).is_some_and(|s| s.with(|t| t == v)))
                })
        });
        if !kept {
            return None;
        }
        let elo = filled.with(|f| {
            f.iter()
                .any(|(field, _)| matches!(field, FieldRef::Elo | FieldRef::GameElo(_)))
        });
        person.with(|p| lists::from_list_words(l, p.as_ref(), elo))
    };
    view! { <small class="from-list" hidden=move || mark().is_none()>{mark}</small> }
}
