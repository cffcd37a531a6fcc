//! The two languages: German (default, with the Wertungsordnung's terms) and English. Every
//! word the user sees lives here: the texts of the pages ([`Msg`]) and the words of the core's
//! typed errors and warnings ([`InputError`], [`Warning`]: places, fields, problems). The CLI
//! speaks German unless `--lang en`. A plain table: two languages do not earn an i18n crate's
//! bytes.

use crate::dwz::error::{Allowed, At, Field, InputError, JsonType, Param, Place, Problem, Warning};
use crate::dwz::limits::SHOWN_VALUE_CHARS;
use crate::dwz::numeric::{fixed, round_half_away, show};
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    De,
    En,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
        }
    }

    pub fn from_code(s: &str) -> Option<Lang> {
        match s {
            "de" => Some(Lang::De),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// A number with `places` decimals: decimal comma in German, point in English.
    ///
    /// ```
    /// use wertung::i18n::Lang;
    /// assert_eq!(Lang::De.num(3.088, 3), "3,088");
    /// assert_eq!(Lang::En.num(33.66667, 1), "33.7");
    /// assert_eq!(Lang::De.num(-0.588, 3), "−0,588");
    /// ```
    pub fn num(self, x: f64, places: usize) -> String {
        let s = fixed(x, places as u32);
        let s = if s.starts_with('-') && s.trim_start_matches(['-', '0', '.']).is_empty() {
            s.trim_start_matches('-').to_string()
        } else {
            s.replacen('-', "−", 1)
        };
        match self {
            Lang::De => s.replace('.', ","),
            Lang::En => s,
        }
    }

    /// A signed number: "+23", "−19", "0".
    pub fn signed(self, x: f64, places: usize) -> String {
        let s = self.num(x, places);
        if round_half_away(x, places as u32) > 0.0 {
            format!("+{s}")
        } else {
            s
        }
    }

    /// A score with "½": 2.5 -> "2½", 0.5 -> "½".
    pub fn score(self, w: f64) -> String {
        let whole = w.trunc() as i64;
        let half = (w - w.trunc()).abs() >= 0.25;
        match (whole, half) {
            (0, true) => "½".into(),
            (n, true) => format!("{n}½"),
            (n, false) => n.to_string(),
        }
    }

    pub fn text(self, m: Msg) -> &'static str {
        let (de, en) = m.texts();
        match self {
            Lang::De => de,
            Lang::En => en,
        }
    }
}

macro_rules! messages {
    ($($name:ident => $de:expr, $en:expr;)*) => {
        /// Every text of the UI.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Msg { $($name),* }
        impl Msg {
            fn texts(self) -> (&'static str, &'static str) {
                match self { $(Msg::$name => ($de, $en)),* }
            }
        }
    };
}

messages! {
    Title => "DWZ-Rechner", "DWZ calculator";
    Tagline => "Nach der Wertungsordnung des DSB (gültig ab 2026/2). Alles wird in Ihrem Browser gerechnet, nichts verlässt das Gerät.",
        "By the DSB Wertungsordnung (valid from 2026/2). Everything is computed in your browser; nothing leaves the device.";
    TabForecast => "Vorausberechnung", "Forecast";
    TabRecheck => "Nachberechnung", "Recheck";
    TabFirst => "Erst-DWZ", "First rating";
    HelpForecast => "Ihre DWZ nach dem Turnier, aus Ihren bisherigen Partien. Gegner ohne DWZ zählen nicht.",
        "Your DWZ after the tournament from your games so far. Opponents without DWZ do not count.";
    HelpRecheck => "Prüfen Sie eine Auswertung: jeden Gegner mit der Wertung, mit der er gezählt wurde (Erst-DWZ, Leistung eines Ausnahmespielers), und das K der Auswertung.",
        "Check an evaluation: each opponent at the rating he was counted with (first DWZ, an exceptional player's performance), and the evaluation's K.";
    HelpFirst => "Ihre voraussichtliche erste DWZ aus Partien gegen Gegner mit DWZ und Ihren Restpartien.",
        "Your expected first DWZ from games against rated opponents and your Restpartien.";
    YourDwz => "Ihre DWZ", "Your DWZ";
    Index => "Index", "Index";
    BirthYear => "Geburtsjahr", "Year of birth";
    EndDate => "Turnierende", "Tournament end";
    KOfEvaluation => "K der Auswertung (falls bekannt)", "K of the evaluation (if known)";
    Games => "Partien", "Games";
    Opponent => "Gegner-DWZ", "Opponent DWZ";
    WithoutDwz => "ohne DWZ", "no DWZ";
    Result => "Ergebnis", "Result";
    AddGame => "Partie hinzufügen", "Add game";
    Remove => "Entfernen", "Remove";
    RestGames => "Restpartien", "Restpartien (stored games)";
    AddRest => "Restpartie hinzufügen", "Add Restpartie";
    Date => "Datum", "Date";
    ResultHint => "Ergebnis: 1, ½ (oder r, =, 0,5), 0; + und − kampflos (zählt nicht). Enter fügt eine Zeile an.",
        "Result: 1, ½ (or r, =, 0.5), 0; + and − forfeits (not counted). Enter adds a row.";
    Points => "Punkte W", "Score W";
    GamesN => "Partien n", "Games n";
    Expectation => "Punkterwartung W", "Expected score W";
    Difference => "W − W", "W − W";
    KFactor => "Entwicklungsfaktor K", "Development factor K";
    KParts => "K₀ · b + a", "K₀ · b + a";
    KGiven => "aus der Auswertung", "from the evaluation";
    OppAverage => "Gegnerschnitt R", "Opponents' average R";
    Performance => "Leistung R", "Performance R";
    NewDwz => "Neue DWZ", "New DWZ";
    PerGame => "DWZ-Beitrag je Partie", "Change per game";
    Curve => "Punkterwartung gegen dieses Feld", "Expected score against this field";
    CurveCaption => "Die Kurve zeigt W zu jeder möglichen DWZ; wo sie die erzielte Punktzahl schneidet, liegt die Leistung.",
        "The curve shows W for every possible DWZ; where it meets the actual score lies the performance.";
    StartValue => "Startwert R", "Start value R";
    IterationResult => "Iterationsendwert R", "Iteration result R";
    Correction => "Korrektur", "Correction";
    FirstDwz => "Erst-DWZ R", "First DWZ R";
    Iteration => "Iteration anzeigen", "Show iteration";
    FictiveDraw => "Fiktives Remis gegen", "Fictive draw against";
    NoFirst => "Noch keine Erst-DWZ", "No first DWZ yet";
    TooFew => "Es zählen erst %n Partien gegen Gegner mit DWZ (mit Restpartien); nötig sind 5. Noch %m Partien, dann gibt es eine Erst-DWZ.",
        "Only %n games against rated opponents count (with Restpartien); 5 are needed. %m more games and there is a first DWZ.";
    NoPoints => "In %n Partien gegen Gegner mit DWZ noch kein Punkt. Schon ein Remis reicht für eine Erst-DWZ.",
        "No point yet in %n games against rated opponents. A single draw is enough for a first DWZ.";
    Ignored => "Nicht gezählt: Gegner ohne DWZ und kampflose Partien.", "Not counted: opponents without DWZ and forfeits.";
    Advanced => "Erweitert", "Advanced";
    ModeLabel => "Rechenweise", "Arithmetic";
    ModeTable => "Tabellen (wie im Auswertungsbeispiel)", "Tables (as in the worked example)";
    ModeExact => "Gleitkomma (exakt)", "Floating point (exact)";
    Params => "Stellgrößen (Anhang 1.2.1)", "Parameters (Anhang 1.2.1)";
    ParamR => "r: Korrektur der Erst-DWZ", "r: first-rating correction";
    ParamT => "t: Divisor Jugendaufschlag", "t: divisor of the youth bonus";
    ParamU => "u: Verschiebung Bremsfaktor", "u: shift of the brake factor";
    ParamA1 => "a1: Aufschlag Junioren", "a1: bonus juniors";
    ParamA2 => "a2: Aufschlag Erwachsene", "a2: bonus adults";
    ParamKMax => "Kmax: Höchstwert von K", "Kmax: highest K";
    Defaults => "Standardwerte", "Defaults";
    Reset => "Alles zurücksetzen", "Reset everything";
    Share => "Link zu dieser Berechnung", "Link to this calculation";
    Copy => "Kopieren", "Copy";
    Copied => "Kopiert", "Copied";
    Embed => "Einbinden", "Embed";
    EmbedHelp => "So binden Sie den Rechner in die Seite Ihres Vereins ein (die Höhe passt sich an):",
        "Embed the calculator in your club's page like this (the height adapts):";
    Language => "English", "Deutsch";
    LanguageLabel => "Sprache", "Language";
    Offline => "Funktioniert auch offline und lässt sich installieren.", "Works offline and can be installed.";
    TournamentLink => "Ganzes Turnier auswerten (TRF, Kreuztabelle) →", "Evaluate a whole tournament (TRF, cross table) →";
    Footer => "Wertung – freie Software. Angaben ohne Gewähr; maßgeblich ist die Auswertung des DSB.",
        "Wertung – free software. No guarantee; the DSB's evaluation is what counts.";
    ErrDate => "Kein gültiges Datum (TT.MM.JJJJ):", "Not a valid date (DD.MM.YYYY):";
    ErrNumber => "Keine ganze Zahl:", "Not a whole number:";
    ErrRatingRange => "Eine DWZ liegt zwischen 1 und 3500", "A rating lies between 1 and 3500";
    ErrDwzMissing => "Bitte Ihre DWZ eingeben (ohne DWZ: Erst-DWZ).", "Please enter your DWZ (without one: first rating).";
    ErrRatingMissing => "Bitte die Gegner-DWZ eingeben.", "Please enter the opponent's rating.";
    ErrIndex => "Der Index liegt zwischen 1 und 9999", "The index lies between 1 and 9999";
    ErrBirthFuture => "Das Geburtsjahr liegt nach dem Turnierende", "The year of birth is after the tournament";
    ErrYear => "Kein gültiges Jahr:", "Not a valid year:";
    ErrK => "K ist eine Zahl zwischen 0 und 1000:", "K is a number between 0 and 1000:";
    ErrResult => "Unbekanntes Ergebnis (1, ½, 0, +, −):", "Unknown result (1, ½, 0, +, −):";
    ErrResultMissing => "Bitte ein Ergebnis eingeben.", "Please enter a result.";
    AgeYouth => "Jugendlicher (bis 20)", "Youth (up to 20)";
    AgeJunior => "Junior (21–25)", "Junior (21–25)";
    AgeAdult => "Erwachsener (ab 26)", "Adult (26 and over)";
    IndexAssumed => "Index unbekannt: 6 angenommen (WO 2.2.4)", "Index unknown: 6 assumed (WO 2.2.4)";
    ErrorWord => "Fehler", "error";
    CannotRead => "kann nicht gelesen werden", "cannot be read";
    EndDateOption => "mit --end-date JJJJ-MM-TT angeben", "give it with --end-date YYYY-MM-DD";
}

// ---------------------------------------------------------------- errors and warnings

/// `value` in the language's quotes, shortened to [`SHOWN_VALUE_CHARS`].
///
/// ```
/// use wertung::i18n::{quoted, Lang};
/// assert_eq!(quoted(Lang::De, "abc"), "„abc“");
/// assert_eq!(quoted(Lang::En, "abc"), "\"abc\"");
/// assert_eq!(quoted(Lang::De, &"x".repeat(50)).chars().count(), 42);
/// ```
pub fn quoted(l: Lang, value: &str) -> String {
    let shown: String = if value.chars().count() > SHOWN_VALUE_CHARS {
        let mut s: String = value.chars().take(SHOWN_VALUE_CHARS - 1).collect();
        s.push('…');
        s
    } else {
        value.to_string()
    };
    match l {
        Lang::De => format!("„{shown}“"),
        Lang::En => format!("\"{shown}\""),
    }
}

impl Lang {
    fn pick(self, de: &'static str, en: &'static str) -> &'static str {
        match self {
            Lang::De => de,
            Lang::En => en,
        }
    }

    /// A number as shown in messages: as short as possible, with the language's decimal mark.
    pub fn short(self, x: f64) -> String {
        let s = show(x);
        match self {
            Lang::De => s.replace('.', ","),
            Lang::En => s,
        }
    }

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
            At::ResultAgainst(k) => n("Ergebnis", "result", k),
            At::Round(k) => n("Runde", "round", k),
            At::Line(k) => n("Zeile", "line", k),
            At::Column(k) => n("Spalte", "column", k),
            At::Cell(k) => n("Zelle", "cell", k),
            At::Byte(k) => n("Byte", "byte", k),
            At::File(name) => name.clone(),
            At::Options => self.pick("Einstellungen", "settings").into(),
        }
    }

    fn pick_owned(self, de: &str, en: &str) -> String {
        match self {
            Lang::De => de.to_string(),
            Lang::En => en.to_string(),
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

    /// What is wrong, with the value (`v`, already quoted, or empty).
    fn problem(self, p: &Problem, v: &str) -> String {
        let de = self == Lang::De;
        let subject = if v.is_empty() {
            self.pick("der Wert", "the value").to_string()
        } else {
            v.to_string()
        };
        match p {
            Problem::Missing => self.pick("fehlt", "is missing").into(),
            Problem::NotANumber => {
                format!("{subject} {}", self.pick("ist keine Zahl", "is not a number"))
            }
            Problem::NotAWholeNumber => format!(
                "{subject} {}",
                self.pick("ist keine ganze Zahl", "is not a whole number")
            ),
            Problem::OutOfRange { lo, hi } => {
                if de {
                    format!("{subject} liegt nicht zwischen {} und {}", self.short(*lo), self.short(*hi))
                } else {
                    format!("{subject} is not between {} and {}", self.short(*lo), self.short(*hi))
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
            Problem::JsonSyntax(detail) => {
                format!("{} ({detail})", self.pick("kein gültiges JSON", "not valid JSON"))
            }
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
            Problem::DwzNeeded => self
                .pick(
                    "fehlt; ohne DWZ rechnen Sie die Erst-DWZ",
                    "is missing; without a DWZ, compute the first rating",
                )
                .into(),
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
            Problem::NotThisFormat => format!(
                "{subject} {}",
                self.pick("ist keine Datei dieser Art", "is not a file of this kind")
            ),
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
        }
    }

    /// The whole message of an error: "Partie 3, Gegner-DWZ: „abc“ ist keine Zahl".
    ///
    /// ```
    /// use wertung::dwz::error::{At, Field, InputError, Problem, Allowed};
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

    /// Why there is no first rating yet, with the plural right ("noch 1 Partie").
    ///
    /// ```
    /// use wertung::dwz::NoFirstRating;
    /// use wertung::i18n::Lang;
    /// let r = NoFirstRating::TooFewGames { n: 4, needed: 5 };
    /// assert!(Lang::De.no_first_rating(r).contains("noch 1 Partie "));
    /// assert!(Lang::En.no_first_rating(r).contains("1 more game "));
    /// ```
    pub fn no_first_rating(self, r: crate::dwz::NoFirstRating) -> String {
        use crate::dwz::NoFirstRating::*;
        let games = |n: usize| match (self, n) {
            (Lang::De, 1) => "1 Partie".to_string(),
            (Lang::De, n) => format!("{n} Partien"),
            (Lang::En, 1) => "1 game".to_string(),
            (Lang::En, n) => format!("{n} games"),
        };
        match (self, r) {
            (Lang::De, TooFewGames { n, needed }) => format!(
                "Es {} erst {} gegen Gegner mit DWZ (mit Restpartien); nötig sind {needed}: noch {} mit DWZ-Gegnern. Bis dahin werden die Partien als Restpartien gespeichert und zählen später mit.",
                if n == 1 { "zählt" } else { "zählen" },
                games(n),
                games(needed.saturating_sub(n))
            ),
            (Lang::En, TooFewGames { n, needed }) => format!(
                "only {} against rated opponents (with Restpartien); {needed} are needed: {} more against rated opponents. Until then the games are stored as Restpartien and count later.",
                games(n),
                if needed.saturating_sub(n) == 1 { "1 more game".to_string() } else { format!("{} more games", needed.saturating_sub(n)) }
            ),
            (Lang::De, NoPoints { n }) => format!(
                "In {} gegen Gegner mit DWZ noch kein Punkt; schon ein Remis reicht für eine Erst-DWZ.",
                games(n)
            ),
            (Lang::En, NoPoints { n }) => format!(
                "no point yet in {} against rated opponents; a single draw is enough for a first rating.",
                games(n)
            ),
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
            Warning::AmbiguousInList { player, candidates } => {
                if de {
                    format!("Spieler {player}: {candidates} Einträge der Spielerliste passen zum Namen; keiner wurde übernommen")
                } else {
                    format!("player {player}: {candidates} rows of the player list match the name; none was taken")
                }
            }
        }
    }
}

/// German, the default language (the CLI and the API without a language).
impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Lang::De.error(self))
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Lang::De.warning(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_use_the_half_sign() {
        assert_eq!(Lang::De.score(2.5), "2½");
        assert_eq!(Lang::De.score(0.5), "½");
        assert_eq!(Lang::De.score(3.0), "3");
        assert_eq!(Lang::De.signed(23.0, 0), "+23");
        assert_eq!(Lang::De.signed(-0.2, 0), "0");
    }
}
