//! The lists of rows: the games of a tournament and the Restpartien, keyed by row id, with
//! one-tap results.

use super::fields::{TextField, DATE, OPPONENT, REST_OPPONENT, RESULT};
use super::names::io::IO;
use super::names::{names_part, NameFields};
use super::state::calc;
use crate::dwz::estimate::SingleResult;
use crate::i18n::{CalcResultWords, FormWords, Texts};
use crate::web::calc::form::{blank, FieldRef, FormText, List, Tab};
use crate::web::common::browser::{focus, tr, T};
use crate::web::common::lazy::{Lazy, PartView};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::wasm_split::wasm_split;

/// Puts the cursor into the first field of a row added to `list` (not a new one where the last
/// row is still empty).
pub(super) fn add_row(list: List) {
    let c = calc();
    let mut id = 0;
    c.edit(|f| id = f.add_row(list));
    focus(first_field(list, id).id());
}

/// The first field of the row `id` of `list`.
fn first_field(list: List, id: u32) -> FieldRef {
    match list {
        List::Rest => FieldRef::RestRating(id),
        List::Earlier => FieldRef::EarlierRating(id),
        List::Tournaments => FieldRef::TournamentName(id),
        _ => FieldRef::GameRating(id),
    }
}

/// After a row's last field (a game's result, a Restpartie's date): the next row, or a new row
/// after the last one.
fn after_row(list: List, id: u32) {
    let c = calc();
    match c.form.with_untracked(|f| f.next_row(list, id)) {
        Some(next) => focus(first_field(list, next).id()),
        None => add_row(list),
    }
}

/// The label of the button that adds a row to a list: `label`, or at the list's limit
/// (`full`) `at_limit`, why there is no more (the button is then disabled).
pub(super) fn add_label(
    full: impl Fn() -> bool + Send + Sync + 'static,
    label: impl Texts + Send + Sync + 'static,
    at_limit: impl Texts + Send + Sync + 'static,
    list: List,
) -> impl Fn() -> String {
    let c = calc();
    move || {
        let l = c.shared.lang.get();
        if full() {
            let n = c.form.with_untracked(|f| f.limit(list));
            l.filled(at_limit, &[("n", &n.to_string())])
        } else {
            l.text(label).to_string()
        }
    }
}

/// The games of one tournament (the current one, or one of "Meine Turniere").
#[component]
pub(super) fn GameList(list: List) -> impl IntoView {
    let c = calc();
    let full = move || c.form.with(|f| f.full(list));
    // The opponents' Elo column (shown while the player wants it, by the class `with-elo` of
    // the page, see `Calc::follow_elo`).
    let elo_head = view! { <span class="c-elo"><T m=FormWords::OpponentElo/></span> };
    view! {
        <fieldset class="games">
            <legend><T m=FormWords::Games/></legend>
            <div class="colhead" aria-hidden="true"><span></span><span><T m=FormWords::Opponent/></span><span><T m=FormWords::Result/></span>{elo_head}</div>
            <Rows list/>
            <p class="hint"><T m=FormWords::ResultHint/></p>
            <button type="button" class="add" disabled=full
                on:click=move |_| add_row(list)>{add_label(full, FormWords::AddGame, FormWords::GamesAtLimit, list)}</button>
        </fieldset>
    }
}

/// The ids of a list's rows as the keys of its rows on the page: with the form's epoch, so
/// that a form shown whole builds its rows anew.
pub(super) fn row_keys(list: List) -> impl Fn() -> Vec<(bool, u32)> + Send + Sync + 'static {
    let c = calc();
    move || {
        let epoch = c.epoch.get();
        c.form
            .with(|f| f.row_ids(list).into_iter().map(|id| (epoch, id)).collect())
    }
}

/// The rows of a list, keyed by row id: games or Restpartien.
#[component]
fn Rows(list: List) -> impl IntoView {
    let rows = view! {
        <ForEnumerate each=row_keys(list) key=|k| *k
            children=move |index, (_, id)| view! { <Row list id n=Signal::derive(move || index.get() + 1)/> }/>
    };
    view! { <ol class="rows">{rows}</ol> }
}

/// One row: a game (opponent's DWZ on the numeric keypad, the result as typed and one-tap
/// buttons) or a Restpartie (opponent's DWZ, result, date). `n`: its number in the list
/// (from 1).
#[component]
fn Row(list: List, id: u32, n: Signal<usize>) -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    let rest = matches!(list, List::Rest | List::Earlier);
    // A row removed can be undone, like a reset.
    let remove = move |_| {
        let before = c.now();
        c.edit(|f| f.remove_row(list, id));
        c.undo.set(Some((before, FormWords::RowRemoved)));
    };
    let fields = if rest {
        view! { <RestFields list id n/> }.into_any()
    } else {
        view! { <GameFields list id n/> }.into_any()
    };
    let paste = move |ev: leptos::ev::ClipboardEvent| {
        if !rest {
            paste_games(list, id, &ev);
        }
    };
    view! {
        <li class="row" on:paste=paste>
            {fields}
            <button type="button" class="remove"
                aria-label=move || format!("{} {}", lang.get().text(FormWords::Remove), n.get())
                on:click=remove>"×"</button>
        </li>
    }
}

/// A Restpartie's fields (of "Restpartien" or of the earlier games): the opponent's DWZ, the
/// result, the date, and the note when it lies too far back.
#[component]
fn RestFields(list: List, id: u32, n: Signal<usize>) -> impl IntoView {
    let c = calc();
    let expired = move || c.parsed.with(|p| p.expired_rest.iter().any(|e| e.0 == id));
    let fields: [fn(u32) -> FieldRef; 3] = if list == List::Earlier {
        [
            FieldRef::EarlierRating,
            FieldRef::EarlierResult,
            FieldRef::EarlierDate,
        ]
    } else {
        [
            FieldRef::RestRating,
            FieldRef::RestResult,
            FieldRef::RestDate,
        ]
    };
    let [rating, result, date] = fields.map(|f| f(id));
    let opponent = if list == List::Earlier {
        super::fields::EARLIER_OPPONENT
    } else {
        REST_OPPONENT
    };
    view! {
        <TextField field=rating kind=opponent number=n
            on_enter=Callback::new(move |()| focus(result.id()))/>
        <TextField field=result kind=RESULT number=n
            on_enter=Callback::new(move |()| focus(date.id()))/>
        <TextField field=date kind=DATE number=n
            on_enter=Callback::new(move |()| after_row(list, id))/>
        <p class="row-note" hidden=move || !expired()><T m=FormWords::ExpiredRow/></p>
    }
}

/// A game's fields: the opponent's DWZ, his Elo while the player wants the Elo, the result as
/// typed and its buttons, and with a player list loaded the opponent's name.
#[component]
fn GameFields(list: List, id: u32, n: Signal<usize>) -> impl IntoView {
    let c = calc();
    let next = Callback::new(move |()| after_row(list, id));
    let (rating, result) = (FieldRef::GameRating(id), FieldRef::GameResult(id));
    // After the rating: the opponent's Elo where the player wants it, else the result.
    let after_rating = Callback::new(move |()| {
        let elo_wanted = c.form.with_untracked(|f| f.elo_wanted());
        focus(
            if elo_wanted {
                FieldRef::GameElo(id)
            } else {
                result
            }
            .id(),
        );
    });
    // With a player list loaded: the opponent's name (from the names' part).
    let name = move || {
        c.names_on.get().then(|| {
            view! { <Lazy when=true load=move || names_part(NameFields::Opponent(id, n), IO)/> }
        })
    };
    view! {
        <span class="num" aria-hidden="true">{n}</span>
        <TextField field=rating kind=OPPONENT number=n on_enter=after_rating/>
        <OpponentElo id n/>
        <TextField field=result kind=RESULT number=n on_enter=next/>
        <ResultButtons field=result n then=next/>
        {name}
    }
}

/// The opponent's Elo of the game `id`: on the page only while the player wants the Elo (its
/// text stays in the form meanwhile).
#[component]
fn OpponentElo(id: u32, n: Signal<usize>) -> impl IntoView {
    let c = calc();
    let elo = FieldRef::GameElo(id);
    let result = FieldRef::GameResult(id);
    move || {
        c.elo_wanted.get().then(|| {
            view! {
                <span class="f-elo"><TextField field=elo kind=super::fields::OPPONENT_ELO number=n
                    on_enter=Callback::new(move |()| focus(result.id()))/></span>
            }
        })
    }
}

/// A pasted row of results, or "rating result" lines, fills the game rows of `list` from the
/// row `id` on; each value pasted shows its message at once, and the cursor goes to the last
/// result filled.
fn paste_games(list: List, id: u32, ev: &leptos::ev::ClipboardEvent) {
    let c = calc();
    let Some(input) = ev
        .target()
        .and_then(|t| t.dyn_into::<leptos::web_sys::HtmlInputElement>().ok())
    else {
        return;
    };
    let into_result = input.id().ends_with("-result");
    let text = ev
        .clipboard_data()
        .and_then(|d| d.get_data("text").ok())
        .unwrap_or_default();
    let mut last = None;
    let exact = c.shared.mode.get_untracked() == crate::dwz::Mode::Exact;
    c.edit(|f| {
        f.exact = exact;
        last = f.paste_rows(list, id, into_result, &text);
    });
    if let Some(last) = last {
        ev.prevent_default();
        c.touched.set(c.now().filled_fields());
        focus(FieldRef::GameResult(last).id());
    }
}

/// One-tap results 1, ½, 0; the forfeits + and − behind a small button that switches between
/// them (typing them works too).
#[component]
fn ResultButtons(field: FieldRef, n: Signal<usize>, then: Callback<()>) -> impl IntoView {
    let c = calc();
    let lang = c.shared.lang;
    let value = c.text(field);
    let current = move || {
        value
            .try_with(|s| SingleResult::parse(s).map(SingleResult::text))
            .flatten()
    };
    let set = move |v: &'static str| {
        value.set(v.to_string());
        c.touch(field.id());
    };
    let button = move |v: &'static str, title: FormWords| {
        view! {
            <button type="button" aria-pressed=move || (current() == Some(v)).to_string()
                title=tr(title) on:click=move |_| { set(v); then.run(()); }>{v}</button>
        }
    };
    view! {
        <div class="res" role="group" aria-label=move || format!("{} {}", lang.get().text(FormWords::Result), n.get())>
            {button("1", FormWords::Win)}
            {button("½", FormWords::Draw)}
            {button("0", FormWords::Loss)}
            <button type="button" class="forfeit"
                aria-pressed=move || matches!(current(), Some("+" | "-")).to_string()
                title=tr(FormWords::Forfeit)
                on:click=move |_| set(if current() == Some("+") { "−" } else { "+" })>"±"</button>
        </div>
    }
}

/// Nothing typed into any row of `list` (an optional box left out of print).
fn rows_blank(c: super::state::Calc, list: List) -> bool {
    c.form.with(|f| {
        let rows = if list == List::Earlier {
            &f.earlier
        } else {
            &f.rest
        };
        rows.iter().all(|r| {
            [&r.rating, &r.result, &r.date]
                .iter()
                .all(|t| t.with(|s| s.trim().is_empty()))
        })
    })
}

/// The earlier Elo games, loaded the first time a player without Elo wants his initial rating
/// (the part `later`).
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
pub(super) fn earlier_part() -> PartView {
    Ok(view! { <EarlierList/> }.into_any())
}

/// The earlier rated games of a player without Elo (FIDE 7.1.4: within 26 months), while he
/// wants his initial rating.
#[component]
fn EarlierList() -> impl IntoView {
    let c = calc();
    let full = move || c.form.with(|f| f.full(List::Earlier));
    let hidden = move || c.form.with(|f| !f.elo_unrated());
    view! {
        <fieldset class="games rest earlier" hidden=hidden class:empty=move || rows_blank(c, List::Earlier)>
            <legend><T m=CalcResultWords::EarlierGames/></legend>
            <p class="hint"><T m=CalcResultWords::EarlierHelp/></p>
            <div class="colhead" aria-hidden="true"><span><T m=FormWords::OpponentElo/></span><span><T m=FormWords::Result/></span><span><T m=FormWords::Date/></span></div>
            <Rows list=List::Earlier/>
            <button type="button" class="add" id="add-earlier" disabled=full
                on:click=move |_| add_row(List::Earlier)>{add_label(full, CalcResultWords::AddEarlier, FormWords::EarlierAtLimit, List::Earlier)}</button>
        </fieldset>
    }
}

/// The Restpartien of a player without DWZ (Erst-DWZ, and "Meine Turniere" without DWZ).
#[component]
pub(super) fn RestList() -> impl IntoView {
    let c = calc();
    let full = move || c.form.with(|f| f.full(List::Rest));
    let hidden = move || {
        c.form
            .with(|f| !(f.tab == Tab::First || (f.tab == Tab::Chain && f.dwz.with_text(blank))))
    };
    view! {
        <fieldset class="games rest" hidden=hidden class:empty=move || rows_blank(c, List::Rest)>
            <legend><T m=FormWords::RestGames/></legend>
            <div class="colhead" aria-hidden="true"><span><T m=FormWords::Opponent/></span><span><T m=FormWords::Result/></span><span><T m=FormWords::Date/></span></div>
            <Rows list=List::Rest/>
            <button type="button" class="add" id="add-rest" disabled=full
                on:click=move |_| add_row(List::Rest)>{add_label(full, FormWords::AddRest, FormWords::RestAtLimit, List::Rest)}</button>
        </fieldset>
    }
}
