//! How the DSB's tournament report (XML) is worded: why it is not written, each problem, in
//! both languages. The words are `crate::i18n`'s ([`ReportWords`], [`ProblemWords`]); here,
//! beside the report's types, they are put together with its values (the formats use `i18n`,
//! `i18n` never uses the formats).

use crate::i18n::{quoted, Lang, ProblemWords, ReportWords as R};
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
        let head = self.text(match e {
            ExportError::Missing(_) => R::NotWrittenMissing,
            ExportError::Invalid(_) => R::NotWritten,
        });
        let problems: Vec<String> = e.problems().iter().map(|p| self.report_issue(p)).collect();
        format!("{head}: {}", problems.join("; "))
    }

    /// One problem of the DSB's report: "Partie 4, Runde: „3“ liegt nicht zwischen 1 und 2".
    pub fn report_issue(self, i: &super::Issue) -> String {
        use super::Where;
        let place = match &i.place {
            Where::Tournament => self.text(R::Tournament).to_string(),
            Where::Player { number, name } if name.is_empty() => {
                self.at(&At::Player(number.to_string()))
            }
            Where::Player { number, name } => self.at(&At::Player(format!("{number} ({name})"))),
            Where::Game(k) => self.at(&At::Game(*k)),
            Where::Header => self.text(R::Header).to_string(),
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
        self.text(match f {
            F::Label => R::Label,
            F::Uuid => R::Uuid,
            F::Type => R::Type,
            F::TimeControl => R::TimeControl,
            F::Rounds => R::Rounds,
            F::StartDate => R::StartDate,
            F::EndDate => R::EndDate,
            F::Location => R::Location,
            F::Players => R::Players,
            F::Games => R::Games,
            F::PlayerNumber => R::PlayerNumber,
            F::Surname => R::Surname,
            F::Forename => R::Forename,
            F::BirthYear => R::BirthYear,
            F::Vkz => R::Vkz,
            F::MemberNumber => R::MemberNumber,
            F::White => R::White,
            F::Black => R::Black,
            F::Points => R::Points,
            F::Round => R::Round,
            F::Sender => R::Sender,
        })
    }

    fn report_problem(self, i: &super::Issue, v: &str) -> String {
        use super::{ReportField as F, ReportProblem as P};
        let with_subject = |m: ProblemWords| self.filled(m, &[("subject", v)]);
        match &i.problem {
            P::Missing => self.text(ProblemWords::Missing).into(),
            P::NotAllowed => {
                let (noun, list) = match i.field {
                    F::Type => (R::NotAType, R::Types),
                    F::Vkz => (R::NotAVkz, R::Vkzs),
                    _ => (R::NotAUuid, R::Uuids),
                };
                self.not_allowed(v, self.text(noun), self.text(list))
            }
            P::OutOfRange { lo, hi } => self.out_of_range(v, *lo, *hi),
            P::Duplicate => with_subject(ProblemWords::Duplicate),
            P::UnknownPlayer => with_subject(ProblemWords::UnknownPlayer),
            P::PlaysHimself => with_subject(ProblemWords::PlaysHimself),
            P::PointsOverOne => self.filled(R::PointsOverOne, &[("subject", v)]),
            P::AfterEnd => self.filled(R::AfterEnd, &[("subject", v)]),
            P::TooFew { needed } => self.filled(
                R::TooFew,
                &[
                    ("count", v.trim_matches(['„', '“', '"'])),
                    ("needed", &needed.to_string()),
                ],
            ),
        }
    }
}
