//! What the tournament page asks of its second module (bin `wertung-extras`), and the answers:
//! plain Rust, tested natively. The page's first module reads TRF, JSON and cross tables,
//! evaluates and shows the DWZ view; what is used only sometimes lives in the second module,
//! which the page loads the first time it is needed (and the service worker keeps offline):
//! the DSB player list ([`super::report::ListLoad`]), Swiss-Chess files ([`open_swt`]), the INGO
//! and Turnierleistung views, the scoresheets, the Gesamtiteration and the exports
//! ([`Extra`], [`answer`]).
//!
//! The page hands over its state as the text it keeps in local storage
//! ([`super::report::store`]); the module reads it back ([`super::report::restore`]), applies the
//! player table and computes, with the same core as the page.

use super::report::{
    all_scoresheets_html, apply, ingo_html, leistung_html, read_file, restore, scoresheet_html,
    store, trace_html, Session,
};
use crate::dwz::{evaluate, Mode, Options};
use crate::formats::{csv, json};
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// A view or file the second module makes of the page's tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Extra {
    /// The INGO table (chess rules of 1960, or Xiangqi).
    Ingo { xiangqi: bool },
    /// Waldstein's Turnierleistung with Gelbfuß, Sonneborn-Berger and Buchholz.
    Leistung,
    /// One player's scoresheet (his id).
    Scoresheet(String),
    /// Every scoresheet, one a printed page.
    Scoresheets,
    /// The Gesamtiteration step by step.
    Trace,
    /// The evaluation as CSV.
    Csv,
    /// The evaluation as JSON (the CLI's format).
    Json,
}

impl Extra {
    /// The request as the page sends it (`sheet:<id>` for a scoresheet).
    ///
    /// ```
    /// use wertung::web::turnier::extras::Extra;
    /// for e in [Extra::Ingo { xiangqi: true }, Extra::Scoresheet("7".into()), Extra::Csv] {
    ///     assert_eq!(Extra::from_code(&e.code()), Some(e));
    /// }
    /// ```
    pub fn code(&self) -> String {
        match self {
            Extra::Ingo { xiangqi: false } => "ingo".into(),
            Extra::Ingo { xiangqi: true } => "xiangqi".into(),
            Extra::Leistung => "leistung".into(),
            Extra::Scoresheet(id) => format!("sheet:{id}"),
            Extra::Scoresheets => "sheets".into(),
            Extra::Trace => "trace".into(),
            Extra::Csv => "csv".into(),
            Extra::Json => "json".into(),
        }
    }

    pub fn from_code(code: &str) -> Option<Extra> {
        Some(match code {
            "ingo" => Extra::Ingo { xiangqi: false },
            "xiangqi" => Extra::Ingo { xiangqi: true },
            "leistung" => Extra::Leistung,
            "sheets" => Extra::Scoresheets,
            "trace" => Extra::Trace,
            "csv" => Extra::Csv,
            "json" => Extra::Json,
            other => Extra::Scoresheet(other.strip_prefix("sheet:")?.to_string()),
        })
    }

    /// Whether the answer needs the evaluation (else only the player table applied).
    fn needs_evaluation(&self) -> bool {
        !matches!(self, Extra::Ingo { .. } | Extra::Leistung)
    }
}

/// The answer to `extra` for the page's stored state `session` ([`store`]): HTML for the
/// views, the file's text for the exports; empty where the state is not readable or the
/// evaluation fails (the page shows that error itself).
///
/// ```
/// use wertung::dwz::Mode;
/// use wertung::i18n::Lang;
/// use wertung::web::turnier::extras::{answer, Extra};
/// use wertung::web::turnier::report::{read_any, store, Session};
/// let loaded = read_any("A;2000;x;1;1\nB;1900;0;x;½\nC;1800;0;½;x\n", "12.12.2026").unwrap();
/// let session = Session { edits: loaded.edits(), end: "12.12.2026".into(), matches: vec![],
///     chosen: vec![None; 3], loaded };
/// let csv = answer(&store(&session), &Extra::Csv, Lang::De, Mode::Table);
/// assert!(csv.lines().count() == 4, "{csv}");
/// let html = answer(&store(&session), &Extra::Leistung, Lang::De, Mode::Table);
/// assert!(html.contains("<table"));
/// assert_eq!(answer("kaputt", &Extra::Csv, Lang::De, Mode::Table), "");
/// ```
pub fn answer(session: &str, extra: &Extra, lang: Lang, mode: Mode) -> String {
    let Some(s) = restore(session) else {
        return String::new();
    };
    let (t, _) = apply(&s.loaded.tournament, &s.edits, &s.end);
    if !extra.needs_evaluation() {
        return match extra {
            Extra::Ingo { xiangqi } => ingo_html(lang, &t, &s.edits, *xiangqi),
            _ => leistung_html(lang, &t),
        };
    }
    let Ok(e) = evaluate(
        &t,
        &Options {
            mode,
            ..Options::default()
        },
    ) else {
        return String::new();
    };
    match extra {
        Extra::Scoresheet(id) => scoresheet_html(lang, &e, id),
        Extra::Scoresheets => all_scoresheets_html(lang, &e),
        Extra::Trace => trace_html(&e),
        Extra::Csv => csv::write_evaluation(&e),
        Extra::Json => json::write_evaluation(&e, lang),
        Extra::Ingo { .. } | Extra::Leistung => String::new(),
    }
}

/// What opening a Swiss-Chess file gave, as the module answers the page (JSON).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opened {
    /// The tournament and its player table, as the page keeps them ([`store`]).
    Loaded(String),
    /// The file could not be read: the error in both languages (worded by the same i18n table;
    /// the page shows the one of its language).
    Failed { de: String, en: String },
}

impl Opened {
    pub fn json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn read(text: &str) -> Option<Opened> {
        serde_json::from_str(text).ok()
    }
}

/// Reads a Swiss-Chess file (its bytes; `end_date` as typed replaces the file's end where it is
/// a date) into the page's state.
///
/// ```
/// use wertung::web::turnier::extras::{open_swt, Opened};
/// match open_swt(b"kein SWT", "") {
///     Opened::Failed { de, en } => {
///         assert_eq!(de, "SWT: die Datei ist keine Swiss-Chess-Turnierdatei (.SWT ab Version 7)");
///         assert!(en.starts_with("SWT: the file is not"));
///     }
///     other => panic!("{other:?}"),
/// }
/// ```
pub fn open_swt(bytes: &[u8], end_date: &str) -> Opened {
    match read_file("turnier.swt", bytes, end_date) {
        Ok(loaded) => {
            let n = loaded.tournament.players.len();
            Opened::Loaded(store(&Session {
                edits: loaded.edits(),
                end: loaded.tournament.end_date.to_string(),
                matches: Vec::new(),
                chosen: vec![None; n],
                loaded,
            }))
        }
        Err(e) => Opened::Failed {
            de: Lang::De.error(&e),
            en: Lang::En.error(&e),
        },
    }
}
