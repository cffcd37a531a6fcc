//! The words of the DSB's tournament report (XML): why it is not written, each problem, in
//! both languages. Here, beside the report's types, and not in `crate::i18n`: the formats use
//! `i18n` (its `Lang`, its tables), `i18n` never uses the formats.

use crate::i18n::{quoted, Lang};
use crate::input::At;

/// German, the default language (the CLI and the API without a language).
impl Lang {
    /// Why the DSB's report is not written: every missing field (with its player) and every
    /// problem, in one message.
    ///
    /// ```
    /// use wertung::formats::dsb_xml::{ExportError, Issue, ReportField, ReportProblem, Where};
    /// use wertung::i18n::Lang;
    /// let e = ExportError::Missing(vec![Issue { place: Where::Player { number: 3, name: "Lang, Eva".into() },
    ///     field: ReportField::BirthYear, value: None, problem: ReportProblem::Missing }]);
    /// assert_eq!(Lang::De.export_error(&e), "Der DSB-Bericht wird nicht geschrieben, es fehlt: Spieler 3 (Lang, Eva), Geburtsjahr: fehlt");
    /// assert_eq!(Lang::En.export_error(&e), "The DSB report is not written, missing: player 3 (Lang, Eva), year of birth: is missing");
    /// ```
    pub fn export_error(self, e: &super::ExportError) -> String {
        use super::ExportError;
        let head = match (self, e) {
            (Lang::De, ExportError::Missing(_)) => {
                "Der DSB-Bericht wird nicht geschrieben, es fehlt"
            }
            (Lang::En, ExportError::Missing(_)) => "The DSB report is not written, missing",
            (Lang::De, ExportError::Invalid(_)) => "Der DSB-Bericht wird nicht geschrieben",
            (Lang::En, ExportError::Invalid(_)) => "The DSB report is not written",
        };
        let problems: Vec<String> = e.problems().iter().map(|p| self.report_issue(p)).collect();
        format!("{head}: {}", problems.join("; "))
    }

    /// One problem of the DSB's report: "Partie 4, Runde: „3“ liegt nicht zwischen 1 und 2".
    pub fn report_issue(self, i: &super::Issue) -> String {
        use super::Where;
        let place = match &i.place {
            Where::Tournament => self.pick("Turnier", "tournament").to_string(),
            Where::Player { number, name } if name.is_empty() => {
                self.at(&At::Player(number.to_string()))
            }
            Where::Player { number, name } => self.at(&At::Player(format!("{number} ({name})"))),
            Where::Game(k) => self.at(&At::Game(*k)),
            Where::Header => self.pick("Dateikopf", "header").to_string(),
        };
        let value = i
            .value
            .as_deref()
            .map(|v| quoted(self, v))
            .unwrap_or_default();
        format!(
            "{place}, {}: {}",
            self.report_field(i.field),
            self.report_problem(i, &value)
        )
    }

    fn report_field(self, f: super::ReportField) -> &'static str {
        use super::ReportField as F;
        match f {
            F::Label => self.pick("Name", "name"),
            F::Uuid => "UUID",
            F::Type => self.pick("Turnierart", "tournament type"),
            F::TimeControl => self.pick("Bedenkzeit", "time control"),
            F::Rounds => self.pick("Rundenzahl", "number of rounds"),
            F::StartDate => self.pick("Turnierbeginn", "tournament start"),
            F::EndDate => self.pick("Turnierende", "tournament end"),
            F::Location => self.pick("Spielort", "location"),
            F::Players => self.pick("Spieler", "players"),
            F::Games => self.pick("Partien", "games"),
            F::PlayerNumber => self.pick("Teilnehmernummer", "player number"),
            F::Surname => self.pick("Nachname", "surname"),
            F::Forename => self.pick("Vorname", "forename"),
            F::BirthYear => self.pick("Geburtsjahr", "year of birth"),
            F::Vkz => "VKZ",
            F::MemberNumber => self.pick("Mitgliedsnummer", "member number"),
            F::White => self.pick("Weiß", "white"),
            F::Black => self.pick("Schwarz", "black"),
            F::Points => self.pick("Ergebnis", "result"),
            F::Round => self.pick("Runde", "round"),
            F::Sender => self.pick("Auswerter (Absender)", "evaluator (sender)"),
        }
    }

    fn report_problem(self, i: &super::Issue, v: &str) -> String {
        use super::{ReportField as F, ReportProblem as P};
        let de = self == Lang::De;
        match &i.problem {
            P::Missing => self.pick("fehlt", "is missing").into(),
            P::NotAllowed => {
                let (noun, list) = match (i.field, de) {
                    (F::Type, true) => (
                        "keine Turnierart",
                        "SR, SW, SC, TR, TW, TC, hybrid mit -H, z. B. SW-H",
                    ),
                    (F::Type, false) => (
                        "not a tournament type",
                        "SR, SW, SC, TR, TW, TC, hybrid with -H, e.g. SW-H",
                    ),
                    (F::Vkz, true) => ("keine VKZ", "fünf Buchstaben oder Ziffern, z. B. 10614"),
                    (F::Vkz, false) => ("not a VKZ", "five letters or digits, e.g. 10614"),
                    (_, true) => ("keine UUID", "8-4-4-4-12 Hexadezimalziffern"),
                    (_, false) => ("not a UUID", "8-4-4-4-12 hexadecimal digits"),
                };
                if de {
                    format!("{v} ist {noun} (erlaubt: {list})")
                } else {
                    format!("{v} is {noun} (allowed: {list})")
                }
            }
            P::OutOfRange { lo, hi } => {
                if de {
                    format!(
                        "{v} liegt nicht zwischen {} und {}",
                        self.short(*lo),
                        self.short(*hi)
                    )
                } else {
                    format!(
                        "{v} is not between {} and {}",
                        self.short(*lo),
                        self.short(*hi)
                    )
                }
            }
            P::Duplicate => format!("{v} {}", self.pick("kommt zweimal vor", "is used twice")),
            P::UnknownPlayer => format!(
                "{v}: {}",
                self.pick("diesen Spieler gibt es nicht", "there is no such player")
            ),
            P::PlaysHimself => format!(
                "{v} {}",
                self.pick(
                    "kann nicht gegen sich selbst spielen",
                    "cannot play himself"
                )
            ),
            P::PointsOverOne => format!(
                "{v}: {}",
                self.pick(
                    "die gespielten Punkte einer Partie ergeben zusammen mehr als 1",
                    "the points played in one game add up to more than 1"
                )
            ),
            P::AfterEnd => format!(
                "{v} {}",
                self.pick("liegt nach dem Turnierende", "is after the tournament end")
            ),
            P::TooFew { needed } => {
                let count = v.trim_matches(['„', '“', '"']);
                if de {
                    format!("{count} sind zu wenige (mindestens {needed})")
                } else {
                    format!("{count} are too few (at least {needed})")
                }
            }
        }
    }
}
