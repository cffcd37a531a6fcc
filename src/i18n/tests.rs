//! The tables' own tests: every text is written once, and the words live here only.

use super::input::{AllowedWords, FieldWords, PlaceWords, ProblemWords, WarningWords};
use super::outcomes::OutcomeWords;
use super::*;
use std::collections::BTreeMap;
use std::path::Path;

type Own = Vec<(&'static str, &'static str)>;

fn own<M: Texts>(all: &[M]) -> Own {
    all.iter().map(|m| m.texts()).collect()
}

/// Every table and its own texts (not those it names in another table).
fn tables() -> Vec<(&'static str, Own)> {
    vec![
        ("Dwz", own(Dwz::OWN)),
        ("Chess", own(Chess::OWN)),
        ("Fide", own(Fide::OWN)),
        ("Ingo", own(Ingo::OWN)),
        ("Page", own(Page::OWN)),
        ("LanguageWords", own(LanguageWords::OWN)),
        ("Units", own(Units::OWN)),
        ("PlaceWords", own(PlaceWords::OWN)),
        ("FieldWords", own(FieldWords::OWN)),
        ("AllowedWords", own(AllowedWords::OWN)),
        ("ProblemWords", own(ProblemWords::OWN)),
        ("WarningWords", own(WarningWords::OWN)),
        ("OutcomeWords", own(OutcomeWords::OWN)),
        ("ReportWords", own(ReportWords::OWN)),
        ("FormWords", own(FormWords::OWN)),
        ("CalcResultWords", own(CalcResultWords::OWN)),
        ("TournamentWords", own(TournamentWords::OWN)),
        ("TournamentViewWords", own(TournamentViewWords::OWN)),
        ("CliMsg", own(CliMsg::OWN)),
        ("ChessResultsWords", own(ChessResultsWords::OWN)),
    ]
}

fn i18n_sources() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n");
    let mut files: Vec<(String, String)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    files.sort();
    files
}

/// The test below sees every table: as many as `messages!` makes in `src/i18n`.
#[test]
fn every_table_is_checked() {
    let made: usize = i18n_sources()
        .iter()
        .map(|(_, text)| text.lines().filter(|l| *l == "messages! {").count())
        .sum();
    assert_eq!(made, tables().len());
}

/// The same word in one language, two in the other, by what it means there (each text written
/// once: its pair differs): German "Ergebnis" is a result and a score, English "FIDE rating"
/// is "FIDE-Elo" on the tournament page and "Elo" as a field's name.
const HOMONYMS: &[(Lang, &str)] = &[
    (Lang::De, "spieler"),          // player, players
    (Lang::De, "zeile"),            // line (of a file), row (of the list)
    (Lang::De, "remis"),            // draw (a result typed), drawn (a sheet)
    (Lang::De, "ergebnis"),         // result, score
    (Lang::De, "elo"),              // FIDE rating, rating
    (Lang::De, "erst-dwz"),         // first rating (a tab), first DWZ (a result)
    (Lang::De, "fide-elo"),         // FIDE rating (a view), FIDE Elo (a block)
    (Lang::De, "gegner-dwz"),       // opponent DWZ, opponents' DWZ, opponent's DWZ
    (Lang::De, "gegner-elo"),       // opponent Elo, opponents' Elo, opponent's rating
    (Lang::De, "kein ergebnis"),    // not a result, a score, a point
    (Lang::De, "keine turnierart"), // not a kind (JSON), not a tournament type (the report)
    (Lang::De, "nicht in der liste (als nichtmitglied gewertet)"), // one, many
    (Lang::De, "beinahe-treffer (bitte prüfen)"), // one, many
    (Lang::De, "nicht in der liste, von hand als mitglied"), // one, many
    (Lang::De, "spieler mit änderungen"), // one, many
    (Lang::De, "restpartien"),      // the term, and the calculator's heading explaining it
    (Lang::De, "w"),                // W (points) and W (White): the pair below
    (Lang::En, "fide rating"),      // FIDE-Elo (a view), Elo (a field)
    (Lang::En, "rating"),           // Wertung (a sheet's column), Elo (a field)
    (Lang::En, "new dwz"),          // DWZ neu (a column), Neue DWZ (a result)
    (Lang::En, "the report's head"), // Turnierkopf für den Bericht, Kopfdaten
    (
        Lang::En,
        "{file}: {size} mb, more than the limit of {max} mb: not read",
    ), // MB groß
    (Lang::En, "w"),                // W (points) and W (White): the pair below
];

/// A text is written once, in every table, ignoring case; a word
/// several tables use lives in one and the others name it (`Name = Chess::Other;`).
#[test]
fn no_text_is_written_twice() {
    let all: Own = tables().into_iter().flat_map(|(_, t)| t).collect();
    let lower = |s: &str| s.to_lowercase();
    let mut pairs: Vec<(String, String)> = all.iter().map(|(d, e)| (lower(d), lower(e))).collect();
    pairs.sort_unstable();
    let twice: Vec<_> = pairs
        .windows(2)
        .filter(|w| w[0] == w[1])
        .map(|w| w[0].clone())
        .collect();
    // "W": the points (Wertungspunkte) in a table's head, and White on a scoresheet.
    assert_eq!(twice, [("w".to_string(), "w".to_string())]);

    for lang in [Lang::De, Lang::En] {
        let mut count: BTreeMap<String, usize> = BTreeMap::new();
        for m in &all {
            *count
                .entry(lower(if lang == Lang::De { m.0 } else { m.1 }))
                .or_default() += 1;
        }
        let repeated: Vec<&String> = count
            .iter()
            .filter(|(_, n)| **n > 1)
            .map(|(t, _)| t)
            .collect();
        let listed: Vec<&str> = HOMONYMS
            .iter()
            .filter(|(l, _)| *l == lang)
            .map(|(_, t)| *t)
            .collect();
        let mut repeated: Vec<&str> = repeated.into_iter().map(String::as_str).collect();
        repeated.sort_unstable();
        let mut listed = listed;
        listed.sort_unstable();
        assert_eq!(repeated, listed, "{lang:?}: a text repeated, ignoring case");
    }

    // An entry that names a term gives it; inside a sentence with a small letter in English.
    assert_eq!(Lang::De.text(FormWords::EndDate), "Turnierende");
    assert_eq!(FormWords::EndDate.texts(), TournamentWords::EndDate.texts());
    assert_eq!(
        FieldWords::EndDate.texts(),
        ("Turnierende", "tournament end")
    );
    assert_eq!(Lang::En.text(ReportWords::TimeControl), "time control");
    assert_eq!(
        Lang::En.text(TournamentWords::HeadTimeControl),
        "Time control"
    );
}

/// No word outside `src/i18n`: no text chosen by the language in a match there.
#[test]
fn no_words_outside_i18n() {
    fn walk(dir: &Path, found: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                if !path.ends_with("i18n") {
                    walk(&path, found);
                }
            } else if path.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for (k, line) in text.lines().enumerate() {
                    let chosen = ["Lang::De =>", "Lang::En =>", "Lang::De) =>", "Lang::En) =>"]
                        .iter()
                        .any(|arm| {
                            line.split_once(arm)
                                .is_some_and(|(_, then)| then.trim_start().starts_with('"'))
                        });
                    if chosen || line.contains(".pick(") {
                        found.push(format!("{}:{}: {line}", path.display(), k + 1));
                    }
                }
            }
        }
    }
    let mut found = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut found,
    );
    assert!(
        found.is_empty(),
        "words outside src/i18n:\n{}",
        found.join("\n")
    );
}

#[test]
fn scores_use_the_half_sign() {
    assert_eq!(Lang::De.score(2.5), "2½");
    assert_eq!(Lang::De.score(0.5), "½");
    assert_eq!(Lang::De.score(3.0), "3");
    assert_eq!(Lang::De.signed(23.0, 0), "+23");
    assert_eq!(Lang::De.signed(-0.2, 0), "0");
}
