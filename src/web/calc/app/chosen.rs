//! Persons chosen from a list, and the player's own entries beside a link.
//!
//! * A person chosen from a list is one value: his name and what the list says about him
//!   (DWZ, index, Elo, birth year), kept under the key of the row that chose him (`player`,
//!   a game's `g<id>`). So the Elo switched on later fills the Elo of every opponent already
//!   chosen ([`fill_elos`]).
//! * Names belong to the player's own form, never to a link's rows: a link (or a club's
//!   preset) that opens other figures than the form saved sets the own form and its names
//!   aside ([`open_link`]); the page shows the link's figures with no name attached and offers
//!   to go back ([`restore`]).
//!
//! Storage only grows: the names stay under their key of earlier releases (`wertung-namen`,
//! (key, name) pairs); the persons and the entries set aside are keys of their own.

use crate::formats::dsb_list::search::NameHit;
use crate::web::calc::form::{FieldRef, Form};
use crate::web::common::browser::{encode_query, forget, load, query_pairs, save};

/// The local storage key of the form (its URL query).
pub(super) const FORM_KEY: &str = "wertung-form";
/// The local storage key of the names typed or chosen (the player's, each game row's by its
/// id): `[[key, name], …]`.
pub(super) const NAMES_KEY: &str = "wertung-namen";
/// The local storage key of the persons chosen from a list: `[[key, person], …]`.
const PERSONS_KEY: &str = "wertung-personen";
/// The local storage key of the last link's (or preset's) form as it was opened.
const LINK_KEY: &str = "wertung-link";
/// The local storage key of the own entries set aside while a link is shown.
const ASIDE_KEY: &str = "wertung-eigene-eingabe";

/// The player's own entries, set aside while a link's form is shown (kept as query pairs,
/// `form=…&names=…&persons=…`, read where the page starts).
#[derive(Default, PartialEq)]
struct Aside {
    /// The form saved (its query).
    form: String,
    /// Its names (the value of [`NAMES_KEY`]).
    names: String,
    /// Its persons (the value of [`PERSONS_KEY`]).
    persons: String,
}

/// The names as kept: (key, name) pairs, the player's key `player`, a game's `g<id>`.
fn names() -> Vec<(String, String)> {
    load(NAMES_KEY)
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// The name kept under `key` (empty: none).
pub(super) fn name_of(key: &str) -> String {
    names()
        .into_iter()
        .find(|(k, _)| k == key)
        .map(|(_, n)| n)
        .unwrap_or_default()
}

/// Keeps `name` under `key` (typed: the person chosen before is no longer the row's).
pub(super) fn keep_name(key: &str, name: &str) {
    let mut all = names();
    all.retain(|(k, _)| k != key);
    if !name.trim().is_empty() {
        all.push((key.to_string(), name.to_string()));
    }
    save(NAMES_KEY, &serde_json::to_string(&all).unwrap_or_default());
    keep_person(key, None);
}

/// The persons chosen, by key.
fn persons() -> Vec<(String, NameHit)> {
    load(PERSONS_KEY)
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// The person chosen under `key` and kept (none: typed, or nobody chosen).
pub(super) fn person_of(key: &str) -> Option<NameHit> {
    persons()
        .into_iter()
        .find(|(k, _)| k == key)
        .map(|(_, p)| p)
}

/// Keeps the person chosen under `key` (none: the row's name was typed, not chosen).
fn keep_person(key: &str, person: Option<&NameHit>) {
    let mut all = persons();
    let before = all.len();
    all.retain(|(k, _)| k != key);
    if person.is_none() && all.len() == before {
        return;
    }
    if let Some(p) = person {
        all.push((key.to_string(), p.clone()));
    }
    save(
        PERSONS_KEY,
        &serde_json::to_string(&all).unwrap_or_default(),
    );
}

/// A person chosen from the list for the row `key`: his name and what the list says.
pub(super) fn choose(key: &str, person: &NameHit) {
    keep_name(key, &person.name);
    keep_person(key, Some(person));
}

/// The games taken over into "Meine Turniere" (`pairs`: each game row's id and its copy's):
/// the names and persons chosen for them go with them.
pub(super) fn carry(pairs: &[(u32, u32)]) {
    let key = |id: u32| format!("g{id}");
    let mut all_names = names();
    let mut all_persons = persons();
    for &(from, to) in pairs {
        if let Some(name) = all_names
            .iter()
            .find(|(k, _)| *k == key(from))
            .map(|(_, n)| n.clone())
        {
            all_names.retain(|(k, _)| *k != key(to));
            all_names.push((key(to), name));
        }
        if let Some(p) = all_persons
            .iter()
            .find(|(k, _)| *k == key(from))
            .map(|(_, p)| p.clone())
        {
            all_persons.retain(|(k, _)| *k != key(to));
            all_persons.push((key(to), p));
        }
    }
    save(
        NAMES_KEY,
        &serde_json::to_string(&all_names).unwrap_or_default(),
    );
    save(
        PERSONS_KEY,
        &serde_json::to_string(&all_persons).unwrap_or_default(),
    );
}

/// The what-if's remaining opponent chosen at place `k` of its ratings (from 0).
pub(super) fn choose_remaining(k: usize, person: &NameHit) {
    keep_person(&format!("r{k}"), Some(person));
}

/// The place in the what-if's ratings of a remaining opponent's key (`r0`, `r1`, …).
fn remaining_place(key: &str) -> Option<usize> {
    key.strip_prefix('r')?.parse().ok()
}

/// The what-if's ratings were emptied: the remaining opponents chosen before are let go.
pub(super) fn forget_remaining() {
    let mut all = persons();
    let before = all.len();
    all.retain(|(k, _)| remaining_place(k).is_none());
    if all.len() != before {
        save(
            PERSONS_KEY,
            &serde_json::to_string(&all).unwrap_or_default(),
        );
    }
}

/// The Elo switched on after remaining opponents were chosen: the what-if's opponents' Elo, a
/// word each of `ratings` (the DWZ typed or chosen): the Elo of the person chosen at that
/// place (where his DWZ is still the one there), else the rating itself, as when he is chosen
/// with the Elo wanted; `None` where no one chosen has an Elo.
pub(super) fn remaining_elos(ratings: &[String]) -> Option<String> {
    let chosen = persons();
    let elo_at = |k: usize, rating: &str| {
        chosen.iter().find_map(|(key, p)| {
            let fits =
                remaining_place(key) == Some(k) && p.dwz.is_some_and(|d| d.to_string() == rating);
            fits.then_some(p.elo).flatten()
        })
    };
    let elos: Vec<Option<u32>> = ratings
        .iter()
        .enumerate()
        .map(|(k, r)| elo_at(k, r))
        .collect();
    elos.iter().any(Option::is_some).then(|| {
        elos.iter()
            .zip(ratings)
            .map(|(e, r)| e.map_or_else(|| r.clone(), |e| e.to_string()))
            .collect::<Vec<_>>()
            .join(" ")
    })
}

/// The field of the Elo of the row `key` (the player's, a game's).
fn elo_field(key: &str) -> Option<FieldRef> {
    match key {
        "player" => Some(FieldRef::Elo),
        _ => key.strip_prefix('g')?.parse().ok().map(FieldRef::GameElo),
    }
}

/// The Elo switched on: each person chosen before (the player, the opponents) with an Elo in
/// the list, for the fields where `empty` says nothing was typed: the field and the Elo to
/// put there, as if typed.
pub(super) fn elos_to_fill(empty: impl Fn(FieldRef) -> bool) -> Vec<(FieldRef, String)> {
    persons()
        .into_iter()
        .filter_map(|(key, person)| Some((elo_field(&key)?, person.elo?)))
        .filter(|(field, _)| empty(*field))
        .map(|(field, elo)| (field, elo.to_string()))
        .collect()
}

impl Aside {
    fn text(&self) -> String {
        encode_query(&[
            ("form".to_string(), self.form.clone()),
            ("names".to_string(), self.names.clone()),
            ("persons".to_string(), self.persons.clone()),
        ])
    }

    fn of(text: &str) -> Aside {
        let mut a = Aside::default();
        for (key, value) in query_pairs(text) {
            match key.as_str() {
                "form" => a.form = value,
                "names" => a.names = value,
                "persons" => a.persons = value,
                _ => {}
            }
        }
        a
    }
}

/// The entries set aside, if any.
fn aside() -> Option<Aside> {
    load(ASIDE_KEY).map(|t| Aside::of(&t))
}

/// Whether names are kept (without reading them: the page's start reads no JSON).
fn any_names() -> bool {
    load(NAMES_KEY).is_some_and(|t| !matches!(t.trim(), "" | "[]"))
}

/// The form a saved query holds.
fn form_of(query: &str) -> Form {
    Form::from_query(&query_pairs(query))
}

/// A page opened with a link's (or a preset's) form `link`: whether it shows other figures
/// than the form saved. If so, the saved form and its names are set aside (unless the form
/// saved is itself a link's, opened and not changed since: then the entries set aside before
/// stay), the names leave the page (they belong to the own form only), and the link's form is
/// the form saved from now on.
pub(super) fn open_link(link: &Form) -> bool {
    let saved = load(FORM_KEY);
    let saved_form = saved.as_deref().map(form_of);
    if saved_form.as_ref() == Some(link) {
        return false;
    }
    let now = Aside {
        form: saved.unwrap_or_default(),
        names: load(NAMES_KEY).unwrap_or_default(),
        persons: load(PERSONS_KEY).unwrap_or_default(),
    };
    let worth_keeping = !form_of(&now.form).filled_fields().is_empty() || any_names();
    let a_link_unchanged = load(LINK_KEY).map(|l| form_of(&l)) == saved_form;
    if worth_keeping && !(a_link_unchanged && aside().is_some()) {
        save(ASIDE_KEY, &now.text());
    }
    forget(NAMES_KEY);
    forget(PERSONS_KEY);
    save(LINK_KEY, &encode_query(&link.to_query()));
    true
}

/// A page opened without a link: where the form saved is still the one set aside (the link's
/// form was never changed), its names come back and nothing stays aside.
pub(super) fn open_own() {
    let Some(a) = aside() else {
        return;
    };
    if load(FORM_KEY).unwrap_or_default() == a.form {
        put_back(&a);
    }
}

fn put_back(a: &Aside) {
    for (key, value) in [
        (FORM_KEY, &a.form),
        (NAMES_KEY, &a.names),
        (PERSONS_KEY, &a.persons),
    ] {
        if value.is_empty() {
            forget(key);
        } else {
            save(key, value);
        }
    }
    forget(ASIDE_KEY);
}

/// Whether own entries are set aside (the page offers them back).
pub(super) fn has_aside() -> bool {
    aside().is_some()
}

/// The own entries back: saved again as the form and its names (the page then opens them).
pub(super) fn restore() {
    if let Some(a) = aside() {
        put_back(&a);
    }
}

/// The entries set aside let go.
pub(super) fn discard() {
    forget(ASIDE_KEY);
}
