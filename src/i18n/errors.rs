//! How the input vocabulary ([`crate::input`]) is worded: places, fields, problems, whole error
//! messages and warnings, as the CLI, the API and both pages show them. The words are the
//! tables' of `input.rs`; here they are put together with the values.

use super::input::{
    AllowedWords as A, FieldWords as F, PlaceWords, ProblemWords as P, WarningWords,
};
use super::{quoted, Lang};
use crate::input::{
    Allowed, At, Field, Format, InputError, JsonType, Param, Place, Problem, Warning,
};

impl Lang {
    /// One step of a place: "Partie 3", "Zeile 4", "Spieler A".
    pub fn at(self, at: &At) -> String {
        let n = |w: PlaceWords, k: &dyn std::fmt::Display| format!("{} {k}", self.text(w));
        match at {
            At::Tournament => self.text(PlaceWords::Tournament).into(),
            At::ChainTournament(k) => n(PlaceWords::Tournament, k),
            At::Player(id) => n(PlaceWords::Player, id),
            At::PlayerNo(k) => n(PlaceWords::PlayerNo, k),
            At::Team(k) => n(PlaceWords::Team, k),
            At::Game(k) => n(PlaceWords::Game, k),
            At::RestGame(k) => n(PlaceWords::RestGame, k),
            At::Remaining(k) => n(PlaceWords::Remaining, k),
            At::EarlierGame(k) => n(PlaceWords::EarlierGame, k),
            At::ResultAgainst(k) => n(PlaceWords::ResultAgainst, k),
            At::Round(k) => n(PlaceWords::Round, k),
            At::Line(k) => n(PlaceWords::Line, k),
            At::Column(k) => n(PlaceWords::Column, k),
            At::Cell(k) => n(PlaceWords::Cell, k),
            At::Byte(k) => n(PlaceWords::Byte, k),
            At::File(name) => name.clone(),
            At::Options => self.text(PlaceWords::Options).into(),
            At::CrossTable => self.text(PlaceWords::CrossTable).into(),
        }
    }

    /// A place: its steps joined by commas.
    pub fn place(self, place: &Place) -> String {
        place
            .0
            .iter()
            .map(|a| self.at(a))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The words of a field on the pages.
    pub fn field(self, f: Field) -> String {
        let words = match f {
            Field::Param(param) => {
                let symbol = match param {
                    Param::R => "r",
                    Param::T => "t",
                    Param::U => "u",
                    Param::A1 => "a1",
                    Param::A2 => "a2",
                    Param::KMax => "Kmax",
                };
                return format!("{} {symbol}", self.text(F::Param));
            }
            Field::Column(name) => return name.to_string(),
            Field::Id => F::Id,
            Field::Name => F::Name,
            Field::Dwz => F::Dwz,
            Field::Index => F::Index,
            Field::BirthYear => F::BirthYear,
            Field::Member => F::Member,
            Field::EndDate => F::EndDate,
            Field::StartDate => F::StartDate,
            Field::Kind => F::Kind,
            Field::Mode => F::Mode,
            Field::Players => F::Players,
            Field::Games => F::Games,
            Field::Tournaments => F::Tournaments,
            Field::RestGames => F::RestGames,
            Field::White => F::White,
            Field::Black => F::Black,
            Field::Result => F::Result,
            Field::OpponentRating => F::OpponentRating,
            Field::OpponentName => F::OpponentName,
            Field::Score => F::Score,
            Field::Date => F::Date,
            Field::K => F::K,
            Field::Remaining => F::Remaining,
            Field::TargetRating => F::TargetRating,
            Field::Ingo => F::Ingo,
            Field::IngoIndex => F::IngoIndex,
            Field::IngoQualifier => F::IngoQualifier,
            Field::Youth => F::Youth,
            Field::StartRank => F::StartRank,
            Field::FideRating => F::FideRating,
            Field::NationalRating => F::NationalRating,
            Field::Colour => F::Colour,
            Field::Opponent => F::Opponent,
            Field::RoundDate => F::RoundDate,
            Field::BirthDate => F::BirthDate,
            Field::FideId => F::FideId,
            Field::Club => F::Club,
            Field::MemberNumber => F::MemberNumber,
            Field::Version => F::Version,
            Field::Elo => F::Elo,
            Field::OpponentElo => F::OpponentElo,
            Field::FideK => F::FideK,
            Field::GamesBefore => F::GamesBefore,
            Field::Reached2400 => F::Reached2400,
            Field::EarlierGames => F::EarlierGames,
        };
        self.text(words).to_string()
    }

    /// What an allowed set is called and what it holds: ("kein Ergebnis", "1, ½, 0, +, −").
    fn allowed(self, a: Allowed) -> (&'static str, &'static str) {
        let (noun, list) = match a {
            Allowed::GameResult => (A::NotAResult, A::GameResults),
            Allowed::SingleResult => (A::NotAResult, A::SingleResults),
            Allowed::Score => (A::NotAScore, A::Scores),
            Allowed::TrfResult => (A::NotATrfResult, A::TrfResults),
            Allowed::TrfColour => (A::NotAColour, A::TrfColours),
            Allowed::CrossCell => (A::NotAResult, A::CrossCells),
            Allowed::OwnCell => (A::NotEmpty, A::OwnCells),
            Allowed::Kind => (A::NotAKind, A::Kinds),
            Allowed::EstimateKind => (A::NotAnEstimate, A::EstimateKinds),
            Allowed::Mode => (A::NotAMode, A::Modes),
            Allowed::IngoQualifier => (A::NotAQualifier, A::Qualifiers),
            Allowed::IngoNumber => (A::NotAnIngoNumber, A::IngoNumbers),
            Allowed::RestGameText => (A::NotARestGame, A::RestGameTexts),
            Allowed::ReportPoint => (A::NotAPoint, A::ReportPoints),
        };
        (self.text(noun), self.text(list))
    }

    fn json_type(self, t: JsonType) -> &'static str {
        self.text(match t {
            JsonType::Object => P::Object,
            JsonType::List => P::List,
            JsonType::Text => P::Text,
            JsonType::TextOrNumber => P::TextOrNumber,
            JsonType::Number => P::Number,
            JsonType::Boolean => P::Boolean,
        })
    }

    /// What a file is not: a Swiss-Chess file, a ZIP archive, a DSB report, a DSB player list.
    fn format_name(self, format: Format) -> &'static str {
        self.text(match format {
            Format::Swt => P::NotSwt,
            Format::Zip => P::NotZip,
            Format::DsbXml => P::NotDsbXml,
            Format::Tournament => P::NotTournament,
            Format::FideList => P::NotFideList,
            Format::PlayerList => P::NotPlayerList,
        })
    }

    /// "„2“ ist kein Ergebnis (erlaubt: 1, ½, 0, +, −)": `subject` is of the set named `noun`,
    /// which allows `list` (the inputs' and the DSB report's sets).
    pub fn not_allowed(self, subject: &str, noun: &str, list: &str) -> String {
        self.filled(
            P::NotAllowed,
            &[("subject", subject), ("noun", noun), ("list", list)],
        )
    }

    /// "„0“ liegt nicht zwischen 1 und 3500".
    pub fn out_of_range(self, subject: &str, lo: f64, hi: f64) -> String {
        self.filled(
            P::OutOfRange,
            &[
                ("subject", subject),
                ("lo", &self.short(lo)),
                ("hi", &self.short(hi)),
            ],
        )
    }

    /// What is wrong, with the value (`v`, already quoted, or empty): worded by the kind of
    /// problem (`value_problem`, `file_problem`, `player_problem`).
    fn problem(self, p: &Problem, v: &str) -> String {
        let subject = if v.is_empty() {
            self.text(P::TheValue).to_string()
        } else {
            v.to_string()
        };
        match p {
            Problem::Missing
            | Problem::NotANumber
            | Problem::NotAWholeNumber
            | Problem::OutOfRange { .. }
            | Problem::NotADate
            | Problem::NotAllowed(_)
            | Problem::WrongType(_)
            | Problem::TooMany { .. }
            | Problem::ResultCount { .. }
            | Problem::NotTogetherWith(_)
            | Problem::DwzNeeded => self.value_problem(p, v, &subject),
            Problem::JsonSyntax(_)
            | Problem::Truncated { .. }
            | Problem::NotThisFormat(_)
            | Problem::Unsupported(_)
            | Problem::MissingColumn(_)
            | Problem::EmptyFile
            | Problem::PlayerPage
            | Problem::ListColumns { .. }
            | Problem::TooLarge { .. }
            | Problem::NoEndDate
            | Problem::NoPlayers
            | Problem::TooFewPlayers
            | Problem::TooFewCells { .. }
            | Problem::TooManyCells => self.file_problem(p, v, &subject),
            Problem::UnknownPlayer
            | Problem::Duplicate
            | Problem::PlaysHimself
            | Problem::Disagrees { .. }
            | Problem::MatchPlayers
            | Problem::MatchNeedsDwz
            | Problem::NameNotInList { .. }
            | Problem::NameAmbiguous { .. }
            | Problem::NameWithoutList { .. }
            | Problem::PersonUndecidable { .. }
            | Problem::OpponentDisagrees { .. } => self.player_problem(p, &subject),
        }
    }

    /// What is wrong with a value: missing, not a number or date, out of its range or its allowed
    /// values, of the wrong JSON type, too many, or given together with another field. The
    /// other problems: empty (see `problem`).
    fn value_problem(self, p: &Problem, v: &str, subject: &str) -> String {
        let with_subject = |m: P| self.filled(m, &[("subject", subject)]);
        match p {
            Problem::Missing => self.text(P::Missing).into(),
            Problem::NotANumber => with_subject(P::NotANumber),
            Problem::NotAWholeNumber => with_subject(P::NotAWholeNumber),
            Problem::OutOfRange { lo, hi } => self.out_of_range(subject, *lo, *hi),
            Problem::NotADate => with_subject(P::NotADate),
            Problem::NotAllowed(a) => {
                let (noun, list) = self.allowed(*a);
                self.not_allowed(subject, noun, list)
            }
            Problem::WrongType(t) => self.filled(
                P::WrongType,
                &[("subject", subject), ("type", self.json_type(*t))],
            ),
            Problem::DwzNeeded => self.text(P::DwzNeeded).into(),
            Problem::NotTogetherWith(other) => {
                self.filled(P::NotTogetherWith, &[("field", &self.field(*other))])
            }
            Problem::TooMany { max } => self.filled(
                P::TooMany,
                &[
                    ("count", v.trim_matches(['„', '“', '"'])),
                    ("max", &max.to_string()),
                ],
            ),
            Problem::ResultCount { needed, found } => self.filled(
                P::ResultCount,
                &[
                    ("found", &found.to_string()),
                    ("needed", &needed.to_string()),
                ],
            ),
            _ => String::new(),
        }
    }

    /// What is wrong with a file or a text as a whole: its format, its size, its cells and
    /// lines. The other problems: empty (see `problem`).
    fn file_problem(self, p: &Problem, v: &str, subject: &str) -> String {
        match p {
            Problem::JsonSyntax(detail) => self.filled(P::JsonSyntax, &[("detail", detail)]),
            Problem::TooFewPlayers => self.text(P::TooFewPlayers).into(),
            Problem::TooFewCells { needed, found } => self.filled(
                P::TooFewCells,
                &[
                    ("found", &found.to_string()),
                    ("needed", &needed.to_string()),
                ],
            ),
            Problem::TooManyCells => self.filled(P::TooManyCells, &[("subject", subject)]),
            Problem::NoEndDate => self.text(P::NoEndDate).into(),
            Problem::Truncated { needed, len } => self.filled(
                P::Truncated,
                &[("len", &len.to_string()), ("needed", &needed.to_string())],
            ),
            Problem::NotThisFormat(format) => {
                let what = self.format_name(*format);
                if v.is_empty() {
                    self.filled(P::FileIs, &[("what", what)])
                } else {
                    self.filled(P::ThisIs, &[("subject", v), ("what", what)])
                }
            }
            Problem::Unsupported(what) => {
                self.filled(P::Unsupported, &[("subject", &quoted(self, what))])
            }
            Problem::MissingColumn(name) => {
                self.filled(P::MissingColumn, &[("subject", &quoted(self, name))])
            }
            Problem::EmptyFile => self.text(P::EmptyFile).into(),
            Problem::PlayerPage => self.text(P::PlayerPage).into(),
            Problem::ListColumns { needed, found } => self.filled(
                P::ListColumns,
                &[
                    ("found", &found.to_string()),
                    ("columns", self.counted(*found, P::Column, P::Columns)),
                    ("needed", &needed.to_string()),
                ],
            ),
            Problem::TooLarge { size, max } => {
                let mb = |b: &u64| self.num(*b as f64 / (1024.0 * 1024.0), 0);
                self.filled(P::TooLarge, &[("size", &mb(size)), ("max", &mb(max))])
            }
            Problem::NoPlayers => self.text(P::NoPlayers).into(),
            _ => String::new(),
        }
    }

    /// What is wrong with a player or a game: unknown, twice, against himself, not matching
    /// another entry, not in the player list. The other problems: empty (see `problem`).
    fn player_problem(self, p: &Problem, subject: &str) -> String {
        let with_subject = |m: P| self.filled(m, &[("subject", subject)]);
        match p {
            Problem::UnknownPlayer => with_subject(P::UnknownPlayer),
            Problem::Duplicate => with_subject(P::Duplicate),
            Problem::PlaysHimself => with_subject(P::PlaysHimself),
            Problem::Disagrees { line, other } => self.filled(
                P::Disagrees,
                &[
                    ("subject", subject),
                    ("line", &line.to_string()),
                    ("other", &quoted(self, other)),
                ],
            ),
            Problem::MatchPlayers => with_subject(P::MatchPlayers),
            Problem::MatchNeedsDwz => self.text(P::MatchNeedsDwz).into(),
            Problem::NameNotInList { similar } if similar.is_empty() => with_subject(P::NotInList),
            Problem::NameNotInList { similar } => self.filled(
                P::NotInListSimilar,
                &[("subject", subject), ("similar", &similar.join("; "))],
            ),
            Problem::NameWithoutList { others } if others.is_empty() => {
                with_subject(P::NameWithoutList)
            }
            Problem::NameWithoutList { others } => {
                let others: Vec<String> = others
                    .iter()
                    .map(|(place, name)| format!("{} {}", self.place(place), quoted(self, name)))
                    .collect();
                self.filled(
                    P::NamesWithoutList,
                    &[("subject", subject), ("others", &others.join("; "))],
                )
            }
            Problem::NameAmbiguous { candidates } => self.filled(
                P::NameAmbiguous,
                &[("subject", subject), ("candidates", &candidates.join("; "))],
            ),
            Problem::PersonUndecidable { candidates } => self.filled(
                P::PersonUndecidable,
                &[("subject", subject), ("candidates", &candidates.join("; "))],
            ),
            Problem::OpponentDisagrees { opponent, other } => self.filled(
                P::OpponentDisagrees,
                &[
                    ("subject", subject),
                    ("opponent", opponent),
                    ("other", &quoted(self, other)),
                ],
            ),
            _ => String::new(),
        }
    }

    /// The whole message of an error: "Partie 3, Gegner-DWZ: „abc“ ist keine Zahl".
    ///
    /// ```
    /// use wertung::input::{At, Field, InputError, Problem, Allowed};
    /// use wertung::i18n::Lang;
    /// let e = InputError::new([At::Line(4)], Field::Result, "2", Problem::NotAllowed(Allowed::SingleResult));
    /// assert_eq!(Lang::De.error(&e), "Zeile 4, Ergebnis: „2“ ist kein Ergebnis (erlaubt: 1, ½, 0, +, −)");
    /// assert_eq!(Lang::En.error(&e), "line 4, result: \"2\" is not a result (allowed: 1, ½, 0, +, −)");
    /// ```
    pub fn error(self, e: &InputError) -> String {
        let value = e
            .value
            .as_deref()
            .map(|v| quoted(self, v))
            .unwrap_or_default();
        let mut head = self.place(&e.place);
        if let Some(f) = e.field {
            if !head.is_empty() {
                head.push_str(", ");
            }
            head.push_str(&self.field(f));
        }
        let what = self.problem(&e.problem, &value);
        if head.is_empty() {
            what
        } else {
            format!("{head}: {what}")
        }
    }

    /// The words of a warning.
    pub fn warning(self, w: &Warning) -> String {
        match w {
            Warning::RestGamesIgnored { player } => {
                self.filled(WarningWords::RestGamesIgnored, &[("player", player)])
            }
            Warning::MatchInferred => self.text(WarningWords::MatchInferred).into(),
            Warning::NotInList { player } => {
                self.filled(WarningWords::NotInList, &[("player", player)])
            }
            Warning::FideRatingReplaced { player, file, list } => {
                let list_elo = list.to_string();
                match file {
                    Some(f) => self.filled(
                        WarningWords::FideReplaced,
                        &[
                            ("player", player),
                            ("list", &list_elo),
                            ("file", &f.to_string()),
                            ("diff", &format!("{:+}", i64::from(*list) - i64::from(*f))),
                        ],
                    ),
                    None => self.filled(
                        WarningWords::FideFromList,
                        &[("player", player), ("list", &list_elo)],
                    ),
                }
            }
            Warning::FideUnchecked {
                player,
                fide_id,
                listed,
            } => {
                let words = match (fide_id, listed) {
                    (Some(_), true) => WarningWords::FideUnrated,
                    (Some(_), false) => WarningWords::FideNotListed,
                    (None, _) => WarningWords::FideNoId,
                };
                let id = fide_id.map(|id| id.to_string()).unwrap_or_default();
                self.filled(words, &[("player", player), ("id", &id)])
            }
            Warning::AmbiguousInList { player, candidates } => {
                let words = self.counted(
                    *candidates,
                    WarningWords::NearInList,
                    WarningWords::AmbiguousInList,
                );
                super::fill(
                    words,
                    &[("player", player), ("count", &candidates.to_string())],
                )
            }
        }
    }
}
