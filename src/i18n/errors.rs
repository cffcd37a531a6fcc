//! The words of the input vocabulary ([`crate::input`]): places, fields, problems, whole error
//! messages and warnings, as the CLI, the API and both pages show them.

use super::{quoted, Lang};
use crate::input::{
    Allowed, At, Field, Format, InputError, JsonType, Param, Place, Problem, Warning,
};
use std::fmt;

impl Lang {
    /// One step of a place: "Partie 3", "Zeile 4", "Spieler A".
    pub fn at(self, at: &At) -> String {
        let n =
            |de: &str, en: &str, k: &dyn fmt::Display| format!("{} {k}", self.pick_owned(de, en));
        match at {
            At::Tournament => self.pick("Turnier", "tournament").into(),
            At::ChainTournament(k) => n("Turnier", "tournament", k),
            At::Player(id) => n("Spieler", "player", id),
            At::PlayerNo(k) => n("Spieler Nr.", "player no.", k),
            At::Team(k) => n("Mannschaft", "team", k),
            At::Game(k) => n("Partie", "game", k),
            At::RestGame(k) => n("Restpartie", "Restpartie", k),
            At::Remaining(k) => n("restliche Partie", "remaining game", k),
            At::EarlierGame(k) => n("frühere Partie", "earlier game", k),
            At::ResultAgainst(k) => n("Ergebnis", "result", k),
            At::Round(k) => n("Runde", "round", k),
            At::Line(k) => n("Zeile", "line", k),
            At::Column(k) => n("Spalte", "column", k),
            At::Cell(k) => n("Zelle", "cell", k),
            At::Byte(k) => n("Byte", "byte", k),
            At::File(name) => name.clone(),
            At::Options => self.pick("Einstellungen", "settings").into(),
            At::CrossTable => self.pick("Kreuztabelle", "cross table").into(),
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
        let p = |de, en| self.pick(de, en).to_string();
        match f {
            Field::Id => p("Kennung", "id"),
            Field::Name => p("Name", "name"),
            Field::Dwz => p("DWZ", "DWZ"),
            Field::Index => p("Index", "index"),
            Field::BirthYear => p("Geburtsjahr", "year of birth"),
            Field::Member => p("Mitglied", "member"),
            Field::EndDate => p("Turnierende", "tournament end"),
            Field::StartDate => p("Turnierbeginn", "tournament start"),
            Field::Kind => p("Art", "kind"),
            Field::Mode => p("Rechenweise", "arithmetic"),
            Field::Players => p("Spieler", "players"),
            Field::Games => p("Partien", "games"),
            Field::Tournaments => p("Turniere", "tournaments"),
            Field::RestGames => p("Restpartien", "Restpartien"),
            Field::White => p("Weiß", "white"),
            Field::Black => p("Schwarz", "black"),
            Field::Result => p("Ergebnis", "result"),
            Field::OpponentRating => p("Gegner-DWZ", "opponent's DWZ"),
            Field::OpponentName => p("Gegnername", "opponent's name"),
            Field::Score => p("Ergebnis", "score"),
            Field::Date => p("Datum", "date"),
            Field::K => p("K der Auswertung", "K of the evaluation"),
            Field::Remaining => p("restliche Partien", "remaining games"),
            Field::TargetRating => p("Ziel-DWZ", "target DWZ"),
            Field::Param(param) => format!(
                "{} {}",
                self.pick("Stellgröße", "parameter"),
                match param {
                    Param::R => "r",
                    Param::T => "t",
                    Param::U => "u",
                    Param::A1 => "a1",
                    Param::A2 => "a2",
                    Param::KMax => "Kmax",
                }
            ),
            Field::Ingo => p("INGO", "INGO"),
            Field::IngoIndex => p("INGO-Index", "INGO index"),
            Field::IngoQualifier => p("INGO-Zusatz", "INGO qualifier"),
            Field::Youth => p("Jugendlicher", "youth"),
            Field::StartRank => p("Startnummer", "start rank"),
            Field::FideRating => p("Elo", "FIDE rating"),
            Field::NationalRating => p("nationale Wertung", "national rating"),
            Field::Colour => p("Farbe", "colour"),
            Field::Opponent => p("Gegner", "opponent"),
            Field::RoundDate => p("Rundendatum", "round date"),
            Field::BirthDate => p("Geburtsdatum", "date of birth"),
            Field::FideId => p("FIDE-ID", "FIDE ID"),
            Field::Club => p("Verein (ZPS)", "club (ZPS)"),
            Field::MemberNumber => p("Mitgliedsnummer", "member number"),
            Field::Version => p("Version", "version"),
            Field::Column(name) => name.to_string(),
            Field::Elo => p("Elo", "rating"),
            Field::OpponentElo => p("Gegner-Elo", "opponent's rating"),
            Field::FideK => p("K", "K"),
            Field::GamesBefore => p("Partien vorher", "games before"),
            Field::Reached2400 => p("2400 erreicht", "reached 2400"),
            Field::EarlierGames => p("frühere Partien", "earlier games"),
        }
    }

    /// What an allowed set is called and what it holds: ("kein Ergebnis", "1, ½, 0, +, −").
    fn allowed(self, a: Allowed) -> (&'static str, &'static str) {
        match (self, a) {
            (Lang::De, Allowed::GameResult) => ("kein Ergebnis", "1-0, 0-1, ½-½, +-, -+, --"),
            (Lang::En, Allowed::GameResult) => ("not a result", "1-0, 0-1, 1/2-1/2, +-, -+, --"),
            (Lang::De, Allowed::SingleResult) => ("kein Ergebnis", "1, ½, 0, +, −"),
            (Lang::En, Allowed::SingleResult) => ("not a result", "1, ½, 0, +, −"),
            (Lang::De, Allowed::Score) => ("kein Ergebnis", "1, ½, 0"),
            (Lang::En, Allowed::Score) => ("not a score", "1, ½, 0"),
            (Lang::De, Allowed::TrfResult) => ("kein TRF-Ergebnis", "1 0 = + - W D L H F U Z"),
            (Lang::En, Allowed::TrfResult) => ("not a TRF result", "1 0 = + - W D L H F U Z"),
            (Lang::De, Allowed::TrfColour) => ("keine Farbe", "w, b, -"),
            (Lang::En, Allowed::TrfColour) => ("not a colour", "w, b, -"),
            (Lang::De, Allowed::CrossCell) => (
                "kein Ergebnis",
                "1, ½, 0, +, −; mehrere Partien nebeneinander, z. B. 1½",
            ),
            (Lang::En, Allowed::CrossCell) => (
                "not a result",
                "1, ½, 0, +, −; several games side by side, e.g. 1½",
            ),
            (Lang::De, Allowed::OwnCell) => ("nicht leer", "x, * oder leer"),
            (Lang::En, Allowed::OwnCell) => ("not empty", "x, * or empty"),
            (Lang::De, Allowed::Kind) => ("keine Turnierart", "tournament, match"),
            (Lang::En, Allowed::Kind) => ("not a kind", "tournament, match"),
            (Lang::De, Allowed::EstimateKind) => (
                "keine Berechnungsart",
                "forecast (voraus), recheck (nach), first_rating (erst)",
            ),
            (Lang::En, Allowed::EstimateKind) => {
                ("not a kind of estimate", "forecast, recheck, first_rating")
            }
            (Lang::De, Allowed::Mode) => ("keine Rechenweise", "table, exact"),
            (Lang::En, Allowed::Mode) => ("not a mode", "table, exact"),
            (Lang::De, Allowed::IngoQualifier) => ("kein INGO-Zusatz", "or_better, or_worse"),
            (Lang::En, Allowed::IngoQualifier) => ("not an INGO qualifier", "or_better, or_worse"),
            (Lang::De, Allowed::IngoNumber) => (
                "keine INGO-Zahl",
                "F/Index, z. B. 128/5 (F 0 bis 400, Index 1 bis 9999)",
            ),
            (Lang::En, Allowed::IngoNumber) => (
                "not an INGO number",
                "F/index, e.g. 128/5 (F 0 to 400, index 1 to 9999)",
            ),
            (Lang::De, Allowed::RestGameText) => (
                "keine Restpartie",
                "DWZ:Ergebnis:Datum, z. B. 1500:½:01.10.2025",
            ),
            (Lang::En, Allowed::RestGameText) => (
                "not a Restpartie",
                "DWZ:result:date, e.g. 1500:½:01.10.2025",
            ),
            (Lang::De, Allowed::ReportPoint) => ("kein Ergebnis", "0, 0.5, 1, +, -"),
            (Lang::En, Allowed::ReportPoint) => ("not a point", "0, 0.5, 1, +, -"),
        }
    }

    fn json_type(self, t: JsonType) -> &'static str {
        match t {
            JsonType::Object => self.pick("ein Objekt { … }", "an object { … }"),
            JsonType::List => self.pick("eine Liste [ … ]", "a list [ … ]"),
            JsonType::Text => self.pick("ein Text", "a text"),
            JsonType::TextOrNumber => self.pick("ein Text oder eine Zahl", "a text or a number"),
            JsonType::Number => self.pick("eine Zahl", "a number"),
            JsonType::Boolean => self.pick("true oder false", "true or false"),
        }
    }

    /// What a file is not: a Swiss-Chess file, a ZIP archive, a DSB report, a DSB player list.
    fn format_name(self, format: Format) -> &'static str {
        match format {
            Format::Swt => self.pick(
                "keine Swiss-Chess-Turnierdatei (.SWT ab Version 7)",
                "not a Swiss-Chess tournament file (.SWT, version 7 or later)",
            ),
            Format::Zip => self.pick("kein ZIP-Archiv", "not a ZIP archive"),
            Format::DsbXml => self.pick(
                "kein DSB-Turnierbericht (XML, DSB_DWZ_TournamentReport)",
                "not a DSB tournament report (XML, DSB_DWZ_TournamentReport)",
            ),
            Format::Tournament => self.pick(
                "keine Turnierdatei (versucht als Swiss-Chess-Datei (SWT), TRF, DSB-Turnierbericht (XML), Turnier-JSON und Kreuztabelle)",
                "not a tournament file (tried as a Swiss-Chess file (SWT), TRF, DSB tournament report (XML), tournament JSON and cross table)",
            ),
            Format::FideList => self.pick(
                "keine FIDE-Elo-Liste (deren erste Zeile nennt die Spalten: ID Number, Name, Fed, ..., oder XML <playerslist>)",
                "not a FIDE rating list (its first line names the columns: ID Number, Name, Fed, ..., or XML <playerslist>)",
            ),
            Format::PlayerList => self.pick(
                "keine DSB-Spielerliste (deren erste Zeile nennt die Spalten, z. B. ZPS, Mitgliedsnummer, Status, \"Name,Vorname\", DWZ)",
                "not a DSB player list (its first line names the columns, e.g. ZPS, Mitgliedsnummer, Status, \"Name,Vorname\", DWZ)",
            ),
        }
    }

    /// What is wrong, with the value (`v`, already quoted, or empty): worded by the kind of
    /// problem (`value_problem`, `file_problem`, `player_problem`).
    fn problem(self, p: &Problem, v: &str) -> String {
        let subject = if v.is_empty() {
            self.pick("der Wert", "the value").to_string()
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
            | Problem::PersonUndecidable { .. }
            | Problem::OpponentDisagrees { .. } => self.player_problem(p, &subject),
        }
    }

    /// What is wrong with a value: missing, not a number or date, out of its range or its allowed
    /// values, of the wrong JSON type, too many, or given together with another field. The
    /// other problems: empty (see `problem`).
    fn value_problem(self, p: &Problem, v: &str, subject: &str) -> String {
        let de = self == Lang::De;
        match p {
            Problem::Missing => self.pick("fehlt", "is missing").into(),
            Problem::NotANumber => {
                format!(
                    "{subject} {}",
                    self.pick("ist keine Zahl", "is not a number")
                )
            }
            Problem::NotAWholeNumber => format!(
                "{subject} {}",
                self.pick("ist keine ganze Zahl", "is not a whole number")
            ),
            Problem::OutOfRange { lo, hi } => {
                if de {
                    format!(
                        "{subject} liegt nicht zwischen {} und {}",
                        self.short(*lo),
                        self.short(*hi)
                    )
                } else {
                    format!(
                        "{subject} is not between {} and {}",
                        self.short(*lo),
                        self.short(*hi)
                    )
                }
            }
            Problem::NotADate => format!(
                "{subject} {}",
                self.pick(
                    "ist kein Datum (TT.MM.JJJJ oder JJJJ-MM-TT)",
                    "is not a date (DD.MM.YYYY or YYYY-MM-DD)"
                )
            ),
            Problem::NotAllowed(a) => {
                let (noun, list) = self.allowed(*a);
                if de {
                    format!("{subject} ist {noun} (erlaubt: {list})")
                } else {
                    format!("{subject} is {noun} (allowed: {list})")
                }
            }
            Problem::WrongType(t) => {
                if de {
                    format!("{subject} muss {} sein", self.json_type(*t))
                } else {
                    format!("{subject} must be {}", self.json_type(*t))
                }
            }
            Problem::DwzNeeded => self
                .pick(
                    "fehlt; ohne DWZ rechnen Sie die Erst-DWZ",
                    "is missing; without a DWZ, compute the first rating",
                )
                .into(),
            Problem::NotTogetherWith(other) => {
                if de {
                    format!(
                        "nicht zusammen mit {}: entweder das eine oder das andere",
                        self.field(*other)
                    )
                } else {
                    format!("not together with {}: one or the other", self.field(*other))
                }
            }
            Problem::TooMany { max } => {
                let count = v.trim_matches(['„', '“', '"']);
                if de {
                    format!("{count} sind zu viele (höchstens {max})")
                } else {
                    format!("{count} are too many (at most {max})")
                }
            }
            Problem::ResultCount { needed, found } => {
                if de {
                    format!("{found} Ergebnisse statt {needed}")
                } else {
                    format!("{found} results instead of {needed}")
                }
            }
            _ => String::new(),
        }
    }

    /// What is wrong with a file or a text as a whole: its format, its size, its cells and
    /// lines. The other problems: empty (see `problem`).
    fn file_problem(self, p: &Problem, v: &str, subject: &str) -> String {
        let de = self == Lang::De;
        match p {
            Problem::JsonSyntax(detail) => {
                format!(
                    "{} ({detail})",
                    self.pick("kein gültiges JSON", "not valid JSON")
                )
            }
            Problem::TooFewPlayers => self
                .pick(
                    "eine Kreuztabelle braucht mindestens zwei Spieler, eine Zeile je Spieler",
                    "a cross table needs at least two players, one line each",
                )
                .into(),
            Problem::TooFewCells { needed, found } => {
                if de {
                    format!("die Zeile hat {found} Zellen; nötig sind der Name und {needed} Ergebnisse (eines je Spieler)")
                } else {
                    format!("the line has {found} cells; it needs the name and {needed} results (one per player)")
                }
            }
            Problem::TooManyCells => format!(
                "{subject}: {}",
                self.pick(
                    "zwischen Name und Ergebnissen stehen höchstens DWZ, Index und Geburtsjahr",
                    "between the name and the results stand at most DWZ, index and year of birth"
                )
            ),
            Problem::NoEndDate => self
                .pick(
                    "das Turnierende steht nicht in der Datei",
                    "the file does not give the tournament end",
                )
                .into(),
            Problem::Truncated { needed, len } => {
                if de {
                    format!("die Datei ist abgeschnitten oder beschädigt: {len} Bytes, nötig wären {needed}")
                } else {
                    format!("the file is truncated or damaged: {len} bytes, {needed} needed")
                }
            }
            Problem::NotThisFormat(format) => {
                let what = self.format_name(*format);
                if v.is_empty() {
                    format!("{} {what}", self.pick("die Datei ist", "the file is"))
                } else {
                    format!("{v}: {} {what}", self.pick("das ist", "this is"))
                }
            }
            Problem::Unsupported(what) => {
                if de {
                    format!("{} wird nicht unterstützt", quoted(self, what))
                } else {
                    format!("{} is not supported", quoted(self, what))
                }
            }
            Problem::MissingColumn(name) => {
                if de {
                    format!("die Spalte {} fehlt", quoted(self, name))
                } else {
                    format!("the column {} is missing", quoted(self, name))
                }
            }
            Problem::EmptyFile => self.pick("die Datei ist leer", "the file is empty").into(),
            Problem::ListColumns { needed, found } => {
                let columns = match (de, super::singular(*found)) {
                    (true, true) => "Spalte",
                    (true, false) => "Spalten",
                    (false, true) => "column",
                    (false, false) => "columns",
                };
                if de {
                    format!("die Zeile hat {found} {columns}, die Zeilen einer DSB-Spielerliste haben {needed}")
                } else {
                    format!("the line has {found} {columns}, the lines of a DSB player list have {needed}")
                }
            }
            Problem::TooLarge { size, max } => {
                let mb = |b: &u64| self.num(*b as f64 / (1024.0 * 1024.0), 0);
                if de {
                    format!(
                        "entpackt {} MB groß, mehr als die Grenze von {} MB: nicht gelesen",
                        mb(size),
                        mb(max)
                    )
                } else {
                    format!(
                        "{} MB unpacked, more than the limit of {} MB: not read",
                        mb(size),
                        mb(max)
                    )
                }
            }
            Problem::NoPlayers => self
                .pick("die Datei nennt keinen Spieler", "the file names no player")
                .into(),
            _ => String::new(),
        }
    }

    /// What is wrong with a player or a game: unknown, twice, against himself, not matching
    /// another entry, not in the player list. The other problems: empty (see `problem`).
    fn player_problem(self, p: &Problem, subject: &str) -> String {
        let de = self == Lang::De;
        match p {
            Problem::UnknownPlayer => format!(
                "{subject}: {}",
                self.pick("diesen Spieler gibt es nicht", "there is no such player")
            ),
            Problem::Duplicate => format!(
                "{subject} {}",
                self.pick("kommt zweimal vor", "is used twice")
            ),
            Problem::PlaysHimself => format!(
                "{subject} {}",
                self.pick("kann nicht gegen sich selbst spielen", "cannot play himself")
            ),
            Problem::Disagrees { line, other } => {
                if de {
                    format!("{subject} passt nicht zu Zeile {line} ({})", quoted(self, other))
                } else {
                    format!("{subject} does not match line {line} ({})", quoted(self, other))
                }
            }
            Problem::MatchPlayers => format!(
                "{subject}: {}",
                self.pick(
                    "ein Zweikampf (WO 4.2.4.5) hat genau zwei Spieler",
                    "a match (Zweikampf, WO 4.2.4.5) has exactly two players"
                )
            ),
            Problem::MatchNeedsDwz => self
                .pick(
                    "fehlt: ein Zweikampf wird nur gewertet, wenn beide Spieler eine DWZ haben (WO 4.2.4.5)",
                    "is missing: a match (Zweikampf) is evaluated only when both players have a DWZ (WO 4.2.4.5)",
                )
                .into(),
            Problem::NameNotInList { similar } if similar.is_empty() => format!(
                "{subject} {}",
                self.pick("steht nicht in der Spielerliste", "is not in the player list")
            ),
            Problem::NameNotInList { similar } => format!(
                "{subject} {} {}",
                self.pick("steht nicht in der Spielerliste; ähnlich:", "is not in the player list; similar:"),
                similar.join("; ")
            ),
            Problem::NameAmbiguous { candidates } => format!(
                "{subject} {} {}",
                self.pick(
                    "passt auf mehrere Personen der Spielerliste (Geburtsjahr angeben):",
                    "fits several persons of the player list (give the birth year):"
                ),
                candidates.join("; ")
            ),
            Problem::PersonUndecidable { candidates } => format!(
                "{subject} {} {}",
                self.pick(
                    "ist in den Dateien nicht eindeutig einer Person zuzuordnen (Geburtsjahr, \
                     FIDE-ID oder Listen-ID angeben):",
                    "cannot be told apart between persons of the files (give the birth year, \
                     FIDE ID or list ID):"
                ),
                candidates.join("; ")
            ),
            Problem::OpponentDisagrees { opponent, other } => {
                if de {
                    format!("{subject} passt nicht zum Eintrag des Gegners (Spieler {opponent}: {})", quoted(self, other))
                } else {
                    format!("{subject} does not match the opponent's entry (player {opponent}: {})", quoted(self, other))
                }
            }

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
        let de = self == Lang::De;
        match w {
            Warning::RestGamesIgnored { player } => {
                if de {
                    format!("Spieler {player} hat eine DWZ; seine Restpartien werden nicht verwendet (WO 3.4.2)")
                } else {
                    format!("player {player} has a DWZ, so his Restpartien are ignored (WO 3.4.2)")
                }
            }
            Warning::MatchInferred => self
                .pick(
                    "Zwei Spieler: als Zweikampf gewertet (WO 4.2.4.5), ohne Sonderwertung",
                    "two players: evaluated as a match (Zweikampf, WO 4.2.4.5), without Sonderwertung",
                )
                .into(),
            Warning::NotInList { player } => {
                if de {
                    format!("Spieler {player} steht nicht in der Spielerliste: als Nichtmitglied gewertet (WO 3.4.3)")
                } else {
                    format!("player {player} is not in the player list: evaluated as a non-member (WO 3.4.3)")
                }
            }
            Warning::FideRatingReplaced { player, file, list } => match (file, de) {
                (Some(f), true) => format!("Spieler {player}: Elo {list} aus der FIDE-Liste statt {f} aus der Datei ({:+}; WO 4.1.2)", i64::from(*list) - i64::from(*f)),
                (Some(f), false) => format!("player {player}: Elo {list} from the FIDE list instead of {f} from the file ({:+}; WO 4.1.2)", i64::from(*list) - i64::from(*f)),
                (None, true) => format!("Spieler {player}: Elo {list} aus der FIDE-Liste (WO 4.1.2)"),
                (None, false) => format!("player {player}: Elo {list} from the FIDE list (WO 4.1.2)"),
            },
            Warning::FideUnchecked { player, fide_id, listed } => match (fide_id, listed, de) {
                (Some(id), true, true) => format!("Spieler {player}: FIDE-ID {id} steht ohne Elo in der FIDE-Liste: als ungewertet gezählt (WO 4.1.3)"),
                (Some(id), true, false) => format!("player {player}: FIDE ID {id} is in the FIDE list without a rating: counted as unrated (WO 4.1.3)"),
                (Some(id), false, true) => format!("Spieler {player}: FIDE-ID {id} steht nicht in der FIDE-Liste: als ungewertet gezählt (WO 4.1.3)"),
                (Some(id), false, false) => format!("player {player}: FIDE ID {id} is not in the FIDE list: counted as unrated (WO 4.1.3)"),
                (None, _, true) => format!("Spieler {player}: ohne FIDE-ID ist seine Elo nicht zu prüfen: als ungewertet gezählt (WO 4.1.3)"),
                (None, _, false) => format!("player {player}: without a FIDE ID his Elo cannot be checked: counted as unrated (WO 4.1.3)"),
            },
            Warning::AmbiguousInList { player, candidates } => {
                let one = super::singular(*candidates);
                match (de, one) {
                    (true, true) => format!("Spieler {player}: {candidates} Eintrag der Spielerliste passt beinahe zum Namen; er wurde nicht übernommen"),
                    (true, false) => format!("Spieler {player}: {candidates} Einträge der Spielerliste passen zum Namen; keiner wurde übernommen"),
                    (false, true) => format!("player {player}: {candidates} row of the player list nearly matches the name; it was not taken"),
                    (false, false) => format!("player {player}: {candidates} rows of the player list match the name; none was taken"),
                }
            }
        }
    }
}
