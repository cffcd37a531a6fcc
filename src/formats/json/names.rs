//! Names in the estimate JSON, looked up in the DSB's player list (the CLI's
//! `--players` for `wertung dwz estimate` and `wertung fide estimate`).
//!
//! * The player: `"name"` (his `"birth_year"` telling namesakes apart). What is not given as a
//!   number comes from the person found: `dwz`, `index`, `birth_year` (for the Elo: `rating`,
//!   `birth_year`).
//! * A game (of `games`, of each of a chain's `tournaments`): `"opponent_name"`, optionally
//!   `"opponent_birth_year"`; without an `opponent_rating` the person's DWZ (for the Elo: his
//!   FIDE rating) is taken, `null` where the list has none ("ohne DWZ" / "ohne Elo").
//! * The what-if's `remaining`: `"opponent_names"` (and `"opponent_birth_years"`) beside
//!   `opponent_ratings`: an entry of `opponent_ratings` that is missing or `null` is the named
//!   person's DWZ.
//! * A number given wins: a name is then only a label and is not looked up. A name the list has
//!   nobody of, or several persons of that the birth year does not tell apart, is an error
//!   naming the name and up to 5 candidates ([`Problem::NameNotInList`],
//!   [`Problem::NameAmbiguous`]).
//!
//! * With FIDE's list names are found in both lists ([`AddressBook`]): for the
//!   Elo the FIDE list's rating wins over the DSB list's Elo column; for the DWZ a person without
//!   DWZ whom FIDE's list holds takes its rating as his stand-in (WO 4.1.2). A person found
//!   there without rating is unrated.
//!
//! [`mark_list_ids`] then gives the output each value's `"list_id"` (the person's ID in the
//! DSB list) where it came from the list, and `"fide_id"` where the person was found in FIDE's.

use crate::formats::address_book::{AddressBook, NotOnePerson, Person};
use crate::input::{At, Field, InputError, Place, Problem};
use serde_json::{Map, Value};

/// A JSON text as a value (a syntax error as the readers word it), for [`fill_from_list`]
/// before it is read.
pub fn parse_json(text: &str) -> Result<Value, InputError> {
    serde_json::from_str(text).map_err(super::read::syntax_error)
}

/// Which rating a name stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rating {
    /// The DWZ (the DSB's list).
    Dwz,
    /// The FIDE Elo (the list's FIDE rating).
    Elo,
}

/// Which values came from the list: the persons' list IDs (where the list has IDs).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FromList {
    /// The player's.
    pub player: Option<String>,
    /// A game's: the chain's tournament (0-based; `None`: the single estimate's `games`), the
    /// game (0-based) and the ID.
    pub games: Vec<(Option<usize>, usize, String)>,
    /// A remaining game's (0-based) ID.
    pub remaining: Vec<(usize, String)>,
    /// The FIDE IDs of the persons found in FIDE's list: the player's, ...
    pub fide_player: Option<u64>,
    /// ... a game's (as `games`), ...
    pub fide_games: Vec<(Option<usize>, usize, u64)>,
    /// ... a remaining game's.
    pub fide_remaining: Vec<(usize, u64)>,
}

impl FromList {
    /// True where nothing came from the list.
    pub fn is_empty(&self) -> bool {
        self.player.is_none()
            && self.games.is_empty()
            && self.remaining.is_empty()
            && self.fide_player.is_none()
            && self.fide_games.is_empty()
            && self.fide_remaining.is_empty()
    }
}

/// The lists and their searches, as the lookups need them.
pub struct Lookup<'a> {
    /// The DSB's list, FIDE's list, or both, each with its search.
    pub book: &'a AddressBook,
}

impl Lookup<'_> {
    /// The one person `name` (born `birth_year`) names, or the error at `place` (candidates as
    /// [`AddressBook::label`] shows them).
    fn person(
        &self,
        place: &Place,
        field: Field,
        name: &str,
        birth_year: Option<i32>,
    ) -> Result<Person, InputError> {
        self.book.find(name, birth_year).map_err(|why| {
            let labels = |ps: Vec<Person>| ps.into_iter().map(|p| self.book.label(p)).collect();
            let problem = match why {
                NotOnePerson::NotFound(ps) => Problem::NameNotInList {
                    similar: labels(ps),
                },
                NotOnePerson::Ambiguous(ps) => Problem::NameAmbiguous {
                    candidates: labels(ps),
                },
            };
            InputError::new(place.clone(), field, name, problem)
        })
    }

    /// The rating a person stands for: the Elo ([`AddressBook::elo`]), or the DWZ, for which a
    /// person without DWZ whom FIDE's list holds takes its rating (WO 4.1.2).
    fn rating(&self, p: Person, rating: Rating) -> Option<u32> {
        match rating {
            Rating::Elo => self.book.elo(p),
            Rating::Dwz => self.book.dwz(p).or_else(|| {
                self.book
                    .in_fide_list(p)
                    .then(|| self.book.elo(p))
                    .flatten()
            }),
        }
    }

    /// The FIDE ID of a person found in FIDE's list.
    fn fide_id(&self, p: Person) -> Option<u64> {
        self.book
            .in_fide_list(p)
            .then(|| self.book.fide_id(p))
            .flatten()
    }
}

/// A non-empty text at `key`.
fn text_at<'v>(o: &'v Map<String, Value>, key: &str) -> Option<&'v str> {
    o.get(key)
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|s| !s.is_empty())
}

/// A whole number at `key` as a birth year.
fn year_at(o: &Map<String, Value>, key: &str) -> Option<i32> {
    o.get(key)
        .and_then(Value::as_i64)
        .and_then(|y| i32::try_from(y).ok())
}

/// A number of the list as a JSON value (`null` where it has none).
fn number(v: Option<u32>) -> Value {
    v.map_or(Value::Null, Value::from)
}

/// Fills what the names in the estimate JSON `root` stand for (see the module docs); which
/// values came from the list.
///
/// ```
/// use wertung::formats::address_book::AddressBook;
/// use wertung::formats::dsb_list::{matching::ListIndex, read_player_list};
/// use wertung::formats::json::names::{fill_from_list, Lookup, Rating};
/// let csv = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl\n\
///   NU1,10614,1,A,\"Müller,Hans\",M,,1970,202545,1850,42,1905\n\
///   NU2,20511,7,A,\"Schäfer,Anna\",W,,1990,202545,2010,12,\n";
/// let book = AddressBook::new(Some(ListIndex::new(read_player_list(csv.as_bytes()).unwrap())), None);
/// let mut root: serde_json::Value = serde_json::from_str(r#"{"name": "Hans Müller",
///   "games": [{"opponent_name": "Anna Schaefer", "result": "1"}]}"#).unwrap();
/// let from = fill_from_list(&mut root, &Lookup { book: &book }, Rating::Dwz).unwrap();
/// assert_eq!((root["dwz"].as_u64(), root["index"].as_u64(), root["birth_year"].as_u64()), (Some(1850), Some(42), Some(1970)));
/// assert_eq!(root["games"][0]["opponent_rating"].as_u64(), Some(2010));
/// assert_eq!(from.player.as_deref(), Some("NU1"));
/// assert_eq!(from.games, [(None, 0, "NU2".to_string())]);
/// ```
pub fn fill_from_list(
    root: &mut Value,
    lookup: &Lookup,
    rating: Rating,
) -> Result<FromList, InputError> {
    let mut from = FromList::default();
    let Value::Object(o) = root else {
        return Ok(from);
    };
    (from.player, from.fide_player) = fill_player(o, lookup, rating)?;
    if let Some(Value::Array(games)) = o.get_mut("games") {
        fill_games(games, &Place::default(), None, lookup, rating, &mut from)?;
    }
    if let Some(Value::Array(tournaments)) = o.get_mut("tournaments") {
        for (t, tournament) in tournaments.iter_mut().enumerate() {
            if let Some(Value::Array(games)) = tournament.get_mut("games") {
                let place = Place::default().then(At::ChainTournament(t + 1));
                fill_games(games, &place, Some(t), lookup, rating, &mut from)?;
            }
        }
    }
    if let Some(Value::Object(r)) = o.get_mut("remaining") {
        fill_remaining(r, lookup, rating, &mut from)?;
    }
    Ok(from)
}

/// The player's missing numbers from the person his `name` names; his list ID.
fn fill_player(
    o: &mut Map<String, Value>,
    lookup: &Lookup,
    rating: Rating,
) -> Result<(Option<String>, Option<u64>), InputError> {
    let Some(name) = text_at(o, "name").map(str::to_string) else {
        return Ok((None, None));
    };
    let wanted: &[&str] = match rating {
        Rating::Dwz => &["dwz", "index", "birth_year"],
        Rating::Elo => &["rating", "birth_year"],
    };
    if wanted.iter().all(|k| o.contains_key(*k)) {
        return Ok((None, None));
    }
    let p = lookup.person(
        &Place::default(),
        Field::Name,
        &name,
        year_at(o, "birth_year"),
    )?;
    let index = match lookup.book.dwz(p) {
        Some(_) => lookup.book.index(p),
        None => None,
    };
    let values = [
        ("dwz", number(lookup.rating(p, Rating::Dwz))),
        ("index", number(index)),
        ("rating", number(lookup.rating(p, Rating::Elo))),
        (
            "birth_year",
            lookup.book.birth_year(p).map_or(Value::Null, Value::from),
        ),
    ];
    for (key, value) in values {
        if wanted.contains(&key) && !o.contains_key(key) && !value.is_null() {
            o.insert(key.to_string(), value);
        }
    }
    Ok((lookup.book.list_id(p), lookup.fide_id(p)))
}

/// Each game's missing opponent rating from the person its `opponent_name` names.
fn fill_games(
    games: &mut [Value],
    place: &Place,
    tournament: Option<usize>,
    lookup: &Lookup,
    rating: Rating,
    from: &mut FromList,
) -> Result<(), InputError> {
    for (k, game) in games.iter_mut().enumerate() {
        let Value::Object(g) = game else {
            continue;
        };
        if g.contains_key("opponent_rating") {
            continue;
        }
        let Some(name) = text_at(g, "opponent_name").map(str::to_string) else {
            continue;
        };
        let at = place.then(At::Game(k + 1));
        let year = year_at(g, "opponent_birth_year");
        let p = lookup.person(&at, Field::OpponentName, &name, year)?;
        g.insert("opponent_rating".into(), number(lookup.rating(p, rating)));
        if let Some(id) = lookup.book.list_id(p) {
            from.games.push((tournament, k, id));
        }
        if let Some(id) = lookup.fide_id(p) {
            from.fide_games.push((tournament, k, id));
        }
    }
    Ok(())
}

/// The what-if's missing remaining opponent ratings from `opponent_names`.
fn fill_remaining(
    r: &mut Map<String, Value>,
    lookup: &Lookup,
    rating: Rating,
    from: &mut FromList,
) -> Result<(), InputError> {
    let names: Vec<Option<String>> = match r.get("opponent_names") {
        Some(Value::Array(a)) => a
            .iter()
            .map(|v| {
                v.as_str()
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(String::from)
            })
            .collect(),
        _ => return Ok(()),
    };
    let years: Vec<Option<i32>> = match r.get("opponent_birth_years") {
        Some(Value::Array(a)) => a
            .iter()
            .map(|v| v.as_i64().and_then(|y| i32::try_from(y).ok()))
            .collect(),
        _ => Vec::new(),
    };
    let mut ratings: Vec<Value> = match r.get("opponent_ratings") {
        Some(Value::Array(a)) => a.clone(),
        _ => Vec::new(),
    };
    for (j, name) in names.iter().enumerate() {
        let Some(name) = name else { continue };
        if ratings.get(j).is_some_and(|v| !v.is_null()) {
            continue;
        }
        let at = Place::default().then(At::Remaining(j + 1));
        let p = lookup.person(
            &at,
            Field::OpponentName,
            name,
            years.get(j).copied().flatten(),
        )?;
        if ratings.len() <= j {
            ratings.resize(j + 1, Value::Null);
        }
        ratings[j] = number(lookup.rating(p, rating));
        if let Some(id) = lookup.book.list_id(p) {
            from.remaining.push((j, id));
        }
        if let Some(id) = lookup.fide_id(p) {
            from.fide_remaining.push((j, id));
        }
    }
    r.insert("opponent_ratings".into(), Value::Array(ratings));
    Ok(())
}

/// The names in the estimate JSON `root` that [`fill_from_list`] would look up (a game's
/// `opponent_name` without `opponent_rating`, a remaining opponent's name without rating), as an
/// error naming the first and the others: without a list they would be left out unseen. `None`
/// where no name waits for a list.
///
/// ```
/// use wertung::formats::json::names::names_without_list;
/// let root = serde_json::json!({"dwz": 1850, "games": [{"opponent_rating": 1700, "result": "1"},
///     {"opponent_name": "Nowak, Piotr", "result": "½"}]});
/// assert_eq!(names_without_list(&root).unwrap().to_string(),
///     "Partie 2, Gegnername: „Nowak, Piotr“: ohne Spielerliste ist der Name nicht nachzuschlagen (eine Zahl angeben, oder eine Liste)");
/// ```
pub fn names_without_list(root: &Value) -> Option<InputError> {
    let mut named: Vec<(Place, String)> = Vec::new();
    let mut games = |games: Option<&Value>, place: &Place| {
        let Some(Value::Array(games)) = games else {
            return;
        };
        for (k, game) in games.iter().enumerate() {
            let Value::Object(g) = game else { continue };
            if g.contains_key("opponent_rating") {
                continue;
            }
            if let Some(name) = text_at(g, "opponent_name") {
                named.push((place.then(At::Game(k + 1)), name.to_string()));
            }
        }
    };
    games(root.get("games"), &Place::default());
    if let Some(Value::Array(tournaments)) = root.get("tournaments") {
        for (t, tournament) in tournaments.iter().enumerate() {
            let place = Place::default().then(At::ChainTournament(t + 1));
            games(tournament.get("games"), &place);
        }
    }
    if let Some(Value::Object(r)) = root.get("remaining") {
        let ratings = r.get("opponent_ratings").and_then(Value::as_array);
        if let Some(Value::Array(names)) = r.get("opponent_names") {
            for (j, name) in names.iter().enumerate() {
                let rated = ratings.and_then(|a| a.get(j)).is_some_and(|v| !v.is_null());
                let name = name.as_str().map(str::trim).filter(|s| !s.is_empty());
                if let (false, Some(name)) = (rated, name) {
                    named.push((
                        Place::default().then(At::Remaining(j + 1)),
                        name.to_string(),
                    ));
                }
            }
        }
    }
    let mut named = named.into_iter();
    let (place, name) = named.next()?;
    Some(InputError::new(
        place,
        Field::OpponentName,
        &name,
        Problem::NameWithoutList {
            others: named.collect(),
        },
    ))
}

/// The output JSON `out` (of `wertung dwz estimate` or `wertung fide estimate`) with the
/// `"list_id"` of each value that came from the list: at the top for the player, in each game
/// (found by its `"game"` number where it has one, else by its place), and
/// `"remaining_list_ids"` for the what-if's opponents. `out` as it is where nothing came from
/// the list.
///
/// ```
/// use wertung::formats::json::names::{mark_list_ids, FromList};
/// let from = FromList { player: Some("NU1".into()), games: vec![(None, 1, "NU2".into())], ..Default::default() };
/// let out = mark_list_ids(r#"{"ro": 1850, "games": [{"game": 2, "opponent_rating": 2010}]}"#, &from);
/// let v: serde_json::Value = serde_json::from_str(&out).unwrap();
/// assert_eq!((v["list_id"].as_str(), v["games"][0]["list_id"].as_str()), (Some("NU1"), Some("NU2")));
/// ```
pub fn mark_list_ids(out: &str, from: &FromList) -> String {
    if from.is_empty() {
        return out.to_string();
    }
    let Ok(mut v) = serde_json::from_str::<Value>(out) else {
        return out.to_string();
    };
    let Value::Object(o) = &mut v else {
        return out.to_string();
    };
    if let Some(id) = &from.player {
        o.insert("list_id".into(), Value::from(id.as_str()));
    }
    if let Some(id) = from.fide_player {
        o.insert("fide_id".into(), Value::from(id));
    }
    for (t, k, id) in &from.games {
        mark_game(o, *t, *k, "list_id", Value::from(id.as_str()));
    }
    for (t, k, id) in &from.fide_games {
        mark_game(o, *t, *k, "fide_id", Value::from(*id));
    }
    let remaining = |ids: Vec<(usize, Value)>| {
        let n = ids.iter().map(|(j, _)| j + 1).max().unwrap_or(0);
        let mut all = vec![Value::Null; n];
        for (j, id) in ids {
            if let Some(slot) = all.get_mut(j) {
                *slot = id;
            }
        }
        Value::Array(all)
    };
    if !from.remaining.is_empty() {
        let ids = from
            .remaining
            .iter()
            .map(|(j, id)| (*j, Value::from(id.as_str())));
        o.insert("remaining_list_ids".into(), remaining(ids.collect()));
    }
    if !from.fide_remaining.is_empty() {
        let ids = from
            .fide_remaining
            .iter()
            .map(|(j, id)| (*j, Value::from(*id)));
        o.insert("remaining_fide_ids".into(), remaining(ids.collect()));
    }
    serde_json::to_string_pretty(&v).unwrap_or_else(|_| out.to_string())
}

/// Sets `key` in game `k` (0-based) of tournament `t` of the chain (`None`: the estimate's own
/// `games`), the game found by its `"game"` number where the games have one, else by its place.
fn mark_game(o: &mut Map<String, Value>, t: Option<usize>, k: usize, key: &str, value: Value) {
    let games = match t {
        None => o.get_mut("games"),
        Some(t) => o
            .get_mut("tournaments")
            .and_then(|ts| ts.get_mut(t))
            .and_then(|t| t.get_mut("games")),
    };
    let Some(Value::Array(games)) = games else {
        return;
    };
    let numbered = games.iter().any(|g| g.get("game").is_some());
    let game = if numbered {
        games
            .iter_mut()
            .find(|g| g.get("game").and_then(Value::as_u64) == Some(k as u64 + 1))
    } else {
        games.get_mut(k)
    };
    if let Some(Value::Object(g)) = game {
        g.insert(key.into(), value);
    }
}
