//! A player's page of chess-results.com taken into the Vorausberechnung (pasted anywhere on the
//! page, into the box "Von chess-results einfügen", or a saved page chosen or dropped): the
//! player's DWZ and birth year, every game (the opponent's DWZ, or his Elo in its place, WO
//! 4.1.2; his Elo where the Elo is wanted; the result), the rounds still to play in the what-if,
//! and what was left out in words. The index and the end date keep what was typed (the end date
//! the page's where it names one), the Stellgrößen and the arithmetic too. The reader is
//! [`crate::formats::chess_results`]; the page calls this in the part loaded later, with the
//! form as it was, which it keeps for the undo.

use super::form::{FieldRef, Form, List, Tab};
use crate::formats::chess_results::{read_page, selection, PageError, PlayerPage, Which};
use crate::i18n::{CalcResultWords, Lang};

/// What a page gives the calculator.
#[derive(Debug, Clone, PartialEq)]
pub struct Imported {
    /// The form to show.
    pub form: Form,
    /// The names to keep beside it: the player's (`player`), each game row's (`g<id>`), the
    /// what-if's opponents (`rest`, one a line).
    pub names: Vec<(String, String)>,
    /// What was taken, in words (one line).
    pub done: String,
    /// What was left out or stands in, in words, a line each.
    pub notes: Vec<String>,
}

/// A result in half points as the form's result field takes it.
fn result(half_points: u8) -> &'static str {
    match half_points {
        0 => "0",
        1 => "½",
        _ => "1",
    }
}

/// The page's player into a form made from `current` (see the module docs).
///
/// ```
/// use wertung::formats::chess_results::read_page;
/// use wertung::web::calc::form::Form;
/// use wertung::web::calc::import::into_form;
/// let page = read_page("Name\tBerger, Jonas\nRating national\t1843\nYear of birth\t1990\n\
///     Rd.\tSNo\t\tName\tRtgI\tRtgN\tFED\tPts.\tRes.\n1\t9\t\tAdler, Anna\t1720\t1688\tGER\t2\t1\n\
///     2\t4\t\tKlein, Udo\t1950\t1901\tGER\t2\t\n").unwrap();
/// let mut typed = Form::empty();
/// typed.index = "23".into();
/// let i = into_form(&typed, &page, wertung::i18n::Lang::De);
/// assert_eq!((i.form.dwz.as_str(), i.form.index.as_str(), i.form.birth_year.as_str()), ("1843", "23", "1990"));
/// assert_eq!((i.form.games[0].rating.as_str(), i.form.games[0].result.as_str()), ("1688", "1"));
/// assert_eq!(i.form.remaining, "1901");
/// ```
pub fn into_form(current: &Form, page: &PlayerPage, lang: Lang) -> Imported {
    let elo = current.elo_wanted();
    let s = selection(page, Which::Dwz);
    let mut form = Form::empty();
    // The rows get ids the form before did not use: the names kept under its rows' ids stay
    // theirs, for the undo.
    if let Some(first) = form.games.first_mut() {
        first.id = current.max_id() + 1;
    }
    form.exact = current.exact;
    form.params = current.params.clone();
    form.tab = match page.national_rating {
        Some(_) => Tab::Forecast,
        None => Tab::First,
    };
    form.dwz = page
        .national_rating
        .map(|d| d.to_string())
        .unwrap_or_default();
    form.index.clone_from(&current.index);
    form.birth_year = page
        .birth_year
        .map_or_else(|| current.birth_year.clone(), |y| y.to_string());
    form.end_date = page.end_date.map_or_else(
        || current.end_date.clone(),
        |d| format!("{:02}.{:02}.{}", d.day, d.month, d.year),
    );
    form.elo_on = current.elo_on;
    form.elo_k.clone_from(&current.elo_k);
    form.elo_games.clone_from(&current.elo_games);
    form.target.clone_from(&current.target);
    if elo {
        form.elo = page
            .elo()
            .map_or_else(|| current.elo.clone(), |e| e.to_string());
    }
    let mut names = Vec::new();
    if let Some(name) = &page.name {
        names.push(("player".to_string(), name.clone()));
    }
    for (k, g) in s.games.iter().enumerate() {
        if k > 0 && form.full(List::Games) {
            break;
        }
        let id = match k {
            0 => form.games.first().map_or(1, |g| g.id),
            _ => form.add_row(List::Games),
        };
        let rating = g.rating.map(|r| r.to_string()).unwrap_or_default();
        form.set(FieldRef::GameRating(id), rating);
        form.set(FieldRef::GameResult(id), result(g.half_points).to_string());
        if elo {
            let e = g.elo.map(|e| e.to_string()).unwrap_or_default();
            form.set(FieldRef::GameElo(id), e);
        }
        names.push((format!("g{id}"), g.opponent.clone()));
    }
    if !s.remaining.is_empty() {
        let words = |v: Vec<String>| v.join(" ");
        form.remaining = words(s.remaining.iter().map(|r| r.rating.to_string()).collect());
        if elo {
            form.remaining_elo = words(
                s.remaining
                    .iter()
                    .map(|r| r.elo.unwrap_or(r.rating).to_string())
                    .collect(),
            );
        }
        let rest: Vec<String> = s
            .remaining
            .iter()
            .map(|r| format!("{} ({})", r.opponent, r.rating))
            .collect();
        names.push(("rest".to_string(), rest.join("\n")));
    }
    let done = lang.filled(
        CalcResultWords::ImportDone,
        &[
            ("player", page.name.as_deref().unwrap_or("?")),
            ("games", &s.games.len().to_string()),
            ("remaining", &s.remaining.len().to_string()),
        ],
    );
    Imported {
        form,
        names,
        done,
        notes: s.notes.iter().map(|n| n.text(lang)).collect(),
    }
}

/// What a paste (or a chosen file) gives: its HTML flavour where it has one and that reads as
/// a player's page, else its text; the reader's refusal (of the HTML where there is no text)
/// in words.
///
/// # Errors
/// The message to show where neither reads as a player's page.
pub fn from_paste(
    current: &Form,
    html: Option<&str>,
    text: Option<&str>,
    lang: Lang,
) -> Result<Imported, String> {
    let html = html.filter(|h| !h.trim().is_empty());
    let text = text.filter(|t| !t.trim().is_empty());
    let read = |t: &str| read_page(t);
    let page = match (html.map(read), text.map(read)) {
        (Some(Ok(page)), _) | (_, Some(Ok(page))) => page,
        (_, Some(Err(e))) | (Some(Err(e)), None) => return Err(e.text(lang)),
        (None, None) => return Err(PageError::Empty.text(lang)),
    };
    Ok(into_form(current, &page, lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn generated(name: &str) -> String {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/chess-results")
            .join(name);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    #[test]
    fn a_page_fills_the_forecast_and_keeps_what_was_typed() {
        let mut typed = Form::empty();
        typed.index = "23".into();
        typed.end_date = "08.11.2026".into();
        typed.set(FieldRef::GameRating(1), "1500".into());
        let html = generated("de-player.html");
        let i = from_paste(&typed, Some(&html), Some("Müller"), Lang::De).unwrap();
        let f = &i.form;
        assert_eq!(
            (f.tab, f.dwz.as_str(), f.index.as_str()),
            (Tab::Forecast, "2088", "23")
        );
        assert_eq!(
            (f.birth_year.as_str(), f.end_date.as_str()),
            ("1975", "08.11.2026")
        );
        let games: Vec<(&str, &str)> = f
            .games
            .iter()
            .map(|g| (g.rating.as_str(), g.result.as_str()))
            .collect();
        assert_eq!(
            games,
            [("1795", "1"), ("2210", "½"), ("2130", "0"), ("", "1")]
        );
        assert!(f.games.iter().all(|g| g.id > typed.max_id()));
        assert_eq!(f.remaining, "2011");
        assert_eq!(
            i.done,
            "Von chess-results übernommen: Müller, Hans, 4 Partien, 1 restliche"
        );
        assert_eq!(i.notes.len(), 6);
        // With the Elo wanted, the Elo of each game too; the page's end date where it names one.
        let mut with_elo = typed.clone();
        with_elo.elo_on = true;
        let i = from_paste(&with_elo, None, Some(&generated("en-player.txt")), Lang::En).unwrap();
        let elos: Vec<&str> = i.form.games.iter().map(|g| g.elo.as_str()).collect();
        assert_eq!(elos, ["1720", "2155", "2010", "", "1850"]);
        assert_eq!(
            (i.form.elo.as_str(), i.form.remaining_elo.as_str()),
            ("1912", "1930")
        );
        let i = from_paste(&typed, Some(&generated("en-player.html")), None, Lang::En).unwrap();
        assert_eq!(i.form.end_date, "04.10.2026");
    }

    #[test]
    fn another_text_is_refused_with_its_reason() {
        let e = from_paste(&Form::empty(), None, Some("1800 1 1700 0"), Lang::En).unwrap_err();
        assert!(e.contains("no player's page"), "{e}");
        let e = from_paste(&Form::empty(), None, None, Lang::De).unwrap_err();
        assert_eq!(e, "Der eingefügte Text ist leer.");
    }
}
