//! What the user types, kept as text (so nothing typed is ever lost), its encoding in the URL,
//! and its parsing into the core's [`EstimateInput`] with a message per bad field. No rating
//! arithmetic here: the core computes.

use crate::dwz::error::{Allowed, At, Field, InputError, Param, Place, Problem};
use crate::dwz::estimate::{EstimateGame, EstimateInput, EstimateKind, SingleResult};
use crate::dwz::limits::{FIRST_BIRTH_YEAR, GIVEN_K, INDEX, RATING};
use crate::dwz::{Date, Mode, Parameters, RestGame};
use std::collections::BTreeMap;

/// The three calculators of the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tab {
    #[default]
    Forecast,
    Recheck,
    First,
}

impl Tab {
    pub const ALL: [Tab; 3] = [Tab::Forecast, Tab::Recheck, Tab::First];
    pub fn code(self) -> &'static str {
        match self {
            Tab::Forecast => "voraus",
            Tab::Recheck => "nach",
            Tab::First => "erst",
        }
    }
    fn from_code(s: &str) -> Option<Tab> {
        Tab::ALL.into_iter().find(|t| t.code() == s)
    }
    pub fn kind(self) -> EstimateKind {
        match self {
            Tab::Forecast => EstimateKind::Forecast,
            Tab::Recheck => EstimateKind::Recheck,
            Tab::First => EstimateKind::FirstRating,
        }
    }
}

/// One game row: opponent rating (empty: "ohne DWZ") and result, as typed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameRow {
    pub id: u32,
    pub rating: String,
    pub result: String,
}

/// One Restpartie row (Erst-DWZ): opponent rating, result and date, as typed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RestRow {
    pub id: u32,
    pub rating: String,
    pub result: String,
    pub date: String,
}

/// The Stellgrößen as typed (empty: default).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ParamText {
    pub r: String,
    pub t: String,
    pub u: String,
    pub a1: String,
    pub a2: String,
    pub k_max: String,
}

/// Everything on the page that the user can change.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Form {
    pub tab: Tab,
    pub exact: bool,
    pub dwz: String,
    pub index: String,
    pub birth_year: String,
    pub end_date: String,
    pub k: String,
    pub games: Vec<GameRow>,
    pub rest: Vec<RestRow>,
    pub params: ParamText,
    pub next_id: u32,
}

impl Form {
    /// A fresh form with one empty game row.
    pub fn empty() -> Form {
        let mut f = Form::default();
        f.add_game();
        f
    }

    pub fn add_game(&mut self) -> u32 {
        self.next_id += 1;
        self.games.push(GameRow {
            id: self.next_id,
            ..GameRow::default()
        });
        self.next_id
    }

    pub fn add_rest(&mut self) -> u32 {
        self.next_id += 1;
        self.rest.push(RestRow {
            id: self.next_id,
            ..RestRow::default()
        });
        self.next_id
    }

    pub fn mode(&self) -> Mode {
        if self.exact {
            Mode::Exact
        } else {
            Mode::Table
        }
    }

    /// The form as URL query pairs (only what is not empty).
    pub fn to_query(&self) -> Vec<(String, String)> {
        let mut q: Vec<(String, String)> = vec![("t".into(), self.tab.code().into())];
        let mut put = |k: &str, v: &str| {
            if !v.trim().is_empty() {
                q.push((k.into(), v.trim().into()));
            }
        };
        if self.exact {
            put("m", "exakt");
        }
        put("dwz", &self.dwz);
        put("idx", &self.index);
        put("geb", &self.birth_year);
        put("ende", &self.end_date);
        put("k", &self.k);
        let games: Vec<String> = self
            .games
            .iter()
            .filter(|g| !(g.rating.trim().is_empty() && g.result.trim().is_empty()))
            .map(|g| format!("{}:{}", escape(&g.rating), escape(&g.result)))
            .collect();
        put("g", &games.join(";"));
        let rest: Vec<String> = self
            .rest
            .iter()
            .filter(|g| {
                !(g.rating.trim().is_empty()
                    && g.result.trim().is_empty()
                    && g.date.trim().is_empty())
            })
            .map(|g| {
                format!(
                    "{}:{}:{}",
                    escape(&g.rating),
                    escape(&g.result),
                    escape(&g.date)
                )
            })
            .collect();
        put("rp", &rest.join(";"));
        let p = &self.params;
        for (k, v) in [
            ("r", &p.r),
            ("pt", &p.t),
            ("u", &p.u),
            ("a1", &p.a1),
            ("a2", &p.a2),
            ("kmax", &p.k_max),
        ] {
            put(k, v);
        }
        q
    }

    /// Reads the form back from URL query pairs; unknown keys are ignored.
    pub fn from_query(pairs: &[(String, String)]) -> Form {
        let map: BTreeMap<&str, &str> = pairs
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        let get = |k: &str| map.get(k).map(|s| s.to_string()).unwrap_or_default();
        let mut f = Form {
            tab: map
                .get("t")
                .and_then(|t| Tab::from_code(t))
                .unwrap_or_default(),
            exact: map.get("m") == Some(&"exakt"),
            dwz: get("dwz"),
            index: get("idx"),
            birth_year: get("geb"),
            end_date: get("ende"),
            k: get("k"),
            params: ParamText {
                r: get("r"),
                t: get("pt"),
                u: get("u"),
                a1: get("a1"),
                a2: get("a2"),
                k_max: get("kmax"),
            },
            ..Form::default()
        };
        for g in get("g").split(';').filter(|s| !s.is_empty()) {
            let mut parts = g.splitn(2, ':');
            let id = f.add_game();
            if let Some(row) = f.games.iter_mut().find(|r| r.id == id) {
                row.rating = unescape(parts.next().unwrap_or(""));
                row.result = unescape(parts.next().unwrap_or(""));
            }
        }
        for g in get("rp").split(';').filter(|s| !s.is_empty()) {
            let mut parts = g.splitn(3, ':');
            let id = f.add_rest();
            if let Some(row) = f.rest.iter_mut().find(|r| r.id == id) {
                row.rating = unescape(parts.next().unwrap_or(""));
                row.result = unescape(parts.next().unwrap_or(""));
                row.date = unescape(parts.next().unwrap_or(""));
            }
        }
        if f.games.is_empty() {
            f.add_game();
        }
        f
    }
}

/// A row's field inside the `g` / `rp` value of the URL, where `:` and `;` separate fields and
/// rows: those two and `%` are written as `%3A`, `%3B`, `%25`, so that whatever was typed comes
/// back from the link (found by the fuzz target `calculator_form`: `1950` / `:1` came back as
/// the valid game `1950:1`).
fn escape(s: &str) -> String {
    s.trim()
        .replace('%', "%25")
        .replace(':', "%3A")
        .replace(';', "%3B")
}

/// The inverse of [`escape`]; any other `%` is kept as it is.
fn unescape(s: &str) -> String {
    if !s.contains('%') {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        let code = rest.get(at..at + 3);
        let ch = match code {
            Some("%25") => Some('%'),
            Some("%3A") | Some("%3a") => Some(':'),
            Some("%3B") | Some("%3b") => Some(';'),
            _ => None,
        };
        match ch {
            Some(c) => {
                out.push(c);
                rest = &rest[at + 3..];
            }
            None => {
                out.push('%');
                rest = &rest[at + 1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The field a message belongs to: `dwz`, `index`, `birth_year`, `end_date`, `k`,
/// `game-<id>-rating`, `game-<id>-result`, `rest-<id>-...`, `param-<name>`.
pub type FieldId = String;

/// The form parsed: the core's input, the Stellgrößen, and a typed error for every bad field
/// (worded in the page's language when shown).
#[derive(Debug, Clone, PartialEq)]
pub struct Parsed {
    pub input: EstimateInput,
    pub params: Parameters,
    /// Row ids of the games given to the core, in order (to map results back to rows).
    pub game_rows: Vec<u32>,
    pub errors: BTreeMap<FieldId, InputError>,
}

/// A whole number from what was typed: spaces and thousands dots are allowed ("2.100").
fn whole(text: &str) -> Option<i64> {
    let t: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '.' && *c != '\'')
        .map(|c| if c == '−' { '-' } else { c })
        .collect();
    t.parse().ok()
}

/// A decimal from what was typed, with a comma or a point (and `−` for a minus).
pub fn decimal(text: &str) -> Option<f64> {
    text.trim()
        .replace(',', ".")
        .replace('−', "-")
        .parse::<f64>()
        .ok()
        .filter(|f| f.is_finite())
}

/// A whole number within `lo..=hi`, or the error for `field` at `place`.
fn number_in(
    text: &str,
    place: &Place,
    field: Field,
    lo: i64,
    hi: i64,
) -> Result<Option<i64>, InputError> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    match whole(t) {
        Some(v) if (lo..=hi).contains(&v) => Ok(Some(v)),
        Some(_) => Err(InputError::out_of_range(
            place.clone(),
            field,
            t,
            lo as f64,
            hi as f64,
        )),
        None if decimal(t).is_some() => Err(InputError::new(
            place.clone(),
            field,
            t,
            Problem::NotAWholeNumber,
        )),
        None => Err(InputError::new(
            place.clone(),
            field,
            t,
            Problem::NotANumber,
        )),
    }
}

/// Parses the form (see [`Parsed`]). Bad fields are left out of the input and reported; the
/// rest of the calculation goes on. Without a tournament end date the calculation is for `today`
/// (age group, validity of Restpartien).
pub fn parse(form: &Form, today: Date) -> Parsed {
    let mut errors = BTreeMap::new();
    let top = Place::default();

    let end_date = if form.end_date.trim().is_empty() {
        today
    } else {
        match Date::parse(&form.end_date) {
            Some(d) => d,
            None => {
                errors.insert(
                    "end_date".into(),
                    InputError::new(
                        top.clone(),
                        Field::EndDate,
                        form.end_date.trim(),
                        Problem::NotADate,
                    ),
                );
                today
            }
        }
    };
    let rating = |text: &str, place: &Place| {
        number_in(
            text,
            place,
            Field::OpponentRating,
            RATING.0.into(),
            RATING.1.into(),
        )
        .map(|r| r.map(|r| r as u32))
    };
    let mut keep = |errors: &mut BTreeMap<FieldId, InputError>,
                    id: &str,
                    r: Result<Option<i64>, InputError>| match r {
        Ok(v) => v,
        Err(e) => {
            errors.insert(id.to_string(), e);
            None
        }
    };

    let mut dwz = None;
    let mut index = None;
    let mut birth_year = None;
    if form.tab != Tab::First {
        dwz = keep(
            &mut errors,
            "dwz",
            number_in(
                &form.dwz,
                &top,
                Field::Dwz,
                RATING.0.into(),
                RATING.1.into(),
            ),
        )
        .map(|r| r as u32);
        if dwz.is_none() && form.dwz.trim().is_empty() {
            errors.insert(
                "dwz".into(),
                InputError::new(top.clone(), Field::Dwz, "", Problem::DwzNeeded),
            );
        }
        index = keep(
            &mut errors,
            "index",
            number_in(
                &form.index,
                &top,
                Field::Index,
                INDEX.0.into(),
                INDEX.1.into(),
            ),
        )
        .map(|i| i as u32);
        birth_year = keep(
            &mut errors,
            "birth_year",
            number_in(
                &form.birth_year,
                &top,
                Field::BirthYear,
                FIRST_BIRTH_YEAR.into(),
                end_date.year.into(),
            ),
        )
        .map(|y| y as i32);
    }
    let k = if form.tab == Tab::Recheck && !form.k.trim().is_empty() {
        match decimal(&form.k) {
            Some(k) if (GIVEN_K.0..=GIVEN_K.1).contains(&k) => Some(k),
            Some(_) => {
                errors.insert(
                    "k".into(),
                    InputError::out_of_range(
                        top.clone(),
                        Field::K,
                        form.k.trim(),
                        GIVEN_K.0,
                        GIVEN_K.1,
                    ),
                );
                None
            }
            None => {
                errors.insert(
                    "k".into(),
                    InputError::new(top.clone(), Field::K, form.k.trim(), Problem::NotANumber),
                );
                None
            }
        }
    } else {
        None
    };

    let mut games = Vec::new();
    let mut game_rows = Vec::new();
    for (n, row) in form.games.iter().enumerate() {
        if row.rating.trim().is_empty() && row.result.trim().is_empty() {
            continue;
        }
        let place = Place::from(At::Game(n + 1));
        let r = match rating(&row.rating, &place) {
            Ok(r) => r,
            Err(e) => {
                errors.insert(format!("game-{}-rating", row.id), e);
                continue;
            }
        };
        let result = if row.result.trim().is_empty() {
            errors.insert(
                format!("game-{}-result", row.id),
                InputError::missing(place, Field::Result),
            );
            continue;
        } else {
            match SingleResult::parse(&row.result) {
                Some(res) => res,
                None => {
                    errors.insert(
                        format!("game-{}-result", row.id),
                        InputError::new(
                            place,
                            Field::Result,
                            row.result.trim(),
                            Problem::NotAllowed(Allowed::SingleResult),
                        ),
                    );
                    continue;
                }
            }
        };
        games.push(EstimateGame {
            opponent_rating: r,
            result,
        });
        game_rows.push(row.id);
    }

    let mut rest_games = Vec::new();
    if form.tab == Tab::First {
        for (n, row) in form.rest.iter().enumerate() {
            if row.rating.trim().is_empty()
                && row.result.trim().is_empty()
                && row.date.trim().is_empty()
            {
                continue;
            }
            let place = Place::from(At::RestGame(n + 1));
            let r = match rating(&row.rating, &place) {
                Ok(Some(r)) => r,
                Ok(None) => {
                    errors.insert(
                        format!("rest-{}-rating", row.id),
                        InputError::missing(place, Field::OpponentRating),
                    );
                    continue;
                }
                Err(e) => {
                    errors.insert(format!("rest-{}-rating", row.id), e);
                    continue;
                }
            };
            let score = match SingleResult::parse(&row.result).and_then(SingleResult::score) {
                Some(s) => s,
                None => {
                    errors.insert(
                        format!("rest-{}-result", row.id),
                        InputError::new(
                            place,
                            Field::Result,
                            row.result.trim(),
                            Problem::NotAllowed(Allowed::Score),
                        ),
                    );
                    continue;
                }
            };
            // Without a date a Restpartie counts as still valid (dated the tournament end).
            let date = if row.date.trim().is_empty() {
                Some(end_date)
            } else {
                Date::parse(&row.date)
            };
            let Some(date) = date else {
                errors.insert(
                    format!("rest-{}-date", row.id),
                    InputError::new(place, Field::Date, row.date.trim(), Problem::NotADate),
                );
                continue;
            };
            rest_games.push(RestGame {
                opponent_rating: r,
                score,
                date,
            });
        }
    }

    let defaults = Parameters::default();
    let p = &form.params;
    let typed = [
        (Param::R, &p.r),
        (Param::T, &p.t),
        (Param::U, &p.u),
        (Param::A1, &p.a1),
        (Param::A2, &p.a2),
        (Param::KMax, &p.k_max),
    ];
    let mut params = defaults;
    for ((param, _, lo, hi), (_, text)) in defaults.fields().into_iter().zip(typed) {
        if text.trim().is_empty() {
            continue;
        }
        let id = format!("param-{}", param_code(param));
        let field = Field::Param(param);
        match decimal(text) {
            Some(v) if (lo..=hi).contains(&v) => params.set(param, v),
            Some(_) => {
                errors.insert(
                    id,
                    InputError::out_of_range(At::Options, field, text.trim(), lo, hi),
                );
            }
            None => {
                errors.insert(
                    id,
                    InputError::new(At::Options, field, text.trim(), Problem::NotANumber),
                );
            }
        }
    }
    let _ = &mut keep;

    Parsed {
        input: EstimateInput {
            kind: form.tab.kind(),
            end_date: Some(end_date),
            dwz,
            index,
            birth_year,
            k,
            games,
            rest_games,
        },
        params,
        game_rows,
        errors,
    }
}

/// The code of a Stellgröße in field ids and the URL.
pub fn param_code(p: Param) -> &'static str {
    match p {
        Param::R => "r",
        Param::T => "t",
        Param::U => "u",
        Param::A1 => "a1",
        Param::A2 => "a2",
        Param::KMax => "k_max",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> Date {
        Date::new(2026, 11, 21).unwrap()
    }

    #[test]
    fn without_an_end_date_the_calculation_is_for_today() {
        let mut f = form_b();
        f.end_date.clear();
        f.birth_year = "2012".into();
        let p = parse(&f, today());
        assert_eq!(p.input.end_date, Some(today()));
        assert_eq!(
            crate::dwz::AgeGroup::of(p.input.birth_year, p.input.end_date.unwrap().year),
            crate::dwz::AgeGroup::Youth
        );
    }

    fn form_b() -> Form {
        let mut f = Form::from_query(&[]);
        f.tab = Tab::Recheck;
        f.dwz = "2100".into();
        f.index = "55".into();
        f.birth_year = "2004".into();
        f.end_date = "12.12.2026".into();
        f.k = "32".into();
        f.games.clear();
        for (r, s) in [
            ("2220", "0"),
            ("1800", "½"),
            ("1961", "1"),
            ("1179", "+"),
            ("2329", "0"),
        ] {
            let id = f.add_game();
            let row = f.games.iter_mut().find(|g| g.id == id).unwrap();
            row.rating = r.into();
            row.result = s.into();
        }
        f
    }

    #[test]
    fn the_url_round_trips() {
        let f = form_b();
        let back = Form::from_query(&f.to_query());
        assert_eq!(back.to_query(), f.to_query());
        let (a, b) = (parse(&back, today()), parse(&f, today()));
        assert_eq!((a.input, a.params, a.errors), (b.input, b.params, b.errors));
    }

    /// Fuzz finding (calculator_form): a game `1950` / `:1` came back from the link as the valid
    /// game `1950:1`; separators typed into a field now survive the link, and so does a
    /// Restpartie row of which only the date is typed.
    #[test]
    fn what_is_typed_survives_the_link() {
        let query: Vec<(String, String)> = [("t", "nach"), ("g", "2100:1;2000:1;1950::1")]
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let f = Form::from_query(&query);
        assert_eq!(f.games[2].result, ":1");
        let p = parse(&f, today());
        assert_eq!(p.input.games.len(), 2);
        assert!(p
            .errors
            .contains_key(&format!("game-{}-result", f.games[2].id)));
        let back = Form::from_query(&f.to_query());
        assert_eq!(back.games[2].result, ":1");
        assert_eq!(parse(&back, today()).input, p.input);

        let mut f = Form::empty();
        f.tab = Tab::First;
        f.games[0].result = "50%; 1:0".into();
        let id = f.add_rest();
        f.rest.iter_mut().find(|r| r.id == id).unwrap().date = "01.10.2025".into();
        let back = Form::from_query(&f.to_query());
        assert_eq!(back.games[0].result, "50%; 1:0");
        assert_eq!(back.rest.len(), 1);
        assert_eq!(back.rest[0].date, "01.10.2025");
    }

    #[test]
    fn bad_fields_are_reported_and_the_rest_is_kept() {
        let mut f = form_b();
        f.games[0].rating = "12 000".into();
        f.games[1].result = "".into();
        f.birth_year = "2030".into();
        let p = parse(&f, today());
        let id0 = f.games[0].id;
        let id1 = f.games[1].id;
        use crate::i18n::Lang;
        assert_eq!(
            Lang::De.error(&p.errors[&format!("game-{id0}-rating")]),
            "Partie 1, Gegner-DWZ: „12 000“ liegt nicht zwischen 1 und 3500"
        );
        assert_eq!(
            Lang::En.error(&p.errors[&format!("game-{id1}-result")]),
            "game 2, result: is missing"
        );
        assert_eq!(
            Lang::De.error(&p.errors["birth_year"]),
            "Geburtsjahr: „2030“ liegt nicht zwischen 1880 und 2026"
        );
        assert_eq!(p.input.games.len(), 3, "the other three games still count");
        assert_eq!(p.input.dwz, Some(2100));
        assert_eq!(p.input.birth_year, None);
    }

    #[test]
    fn decimal_comma_and_thousands_dot() {
        let mut f = form_b();
        f.k = "33,7".into();
        f.dwz = "2.100".into();
        let p = parse(&f, today());
        assert_eq!((p.input.k, p.input.dwz), (Some(33.7), Some(2100)));
    }
}
