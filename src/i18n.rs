//! The two languages: German (default, with the Wertungsordnung's terms) and English. Every
//! word the user sees lives here: the texts of the pages ([`Msg`]) and the words of the core's
//! typed errors and warnings ([`InputError`], [`Warning`]: places, fields, problems). The CLI
//! speaks German unless `--lang en`. A plain table: two languages do not earn an i18n crate's
//! bytes.

use crate::dwz::error::{
    Allowed, At, Field, Format, InputError, JsonType, Param, Place, Problem, Warning,
};
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

    /// Points with the right word: "1 Punkt", "½ Punkt", "1½ Punkte"; "1 point", "2 points".
    ///
    /// ```
    /// use wertung::i18n::Lang;
    /// assert_eq!(Lang::De.points(1.0), "1 Punkt");
    /// assert_eq!(Lang::De.points(0.5), "½ Punkt");
    /// assert_eq!(Lang::De.points(1.5), "1½ Punkte");
    /// assert_eq!(Lang::En.points(0.0), "0 points");
    /// ```
    pub fn points(self, w: f64) -> String {
        let one = w <= 1.0 && w > 0.0;
        let word = match (self, one) {
            (Lang::De, true) => "Punkt",
            (Lang::De, false) => "Punkte",
            (Lang::En, true) => "point",
            (Lang::En, false) => "points",
        };
        format!("{} {word}", self.score(w))
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

    /// A text of a message table ([`Msg`], [`TMsg`]) in this language.
    pub fn text(self, m: impl Texts) -> &'static str {
        let (de, en) = m.texts();
        match self {
            Lang::De => de,
            Lang::En => en,
        }
    }
}

/// A message table: every entry has a German and an English text.
pub trait Texts: Copy {
    fn texts(self) -> (&'static str, &'static str);
}

macro_rules! messages {
    ($(#[$doc:meta])* $table:ident { $($name:ident => $de:expr, $en:expr;)* }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $table { $($name),* }
        impl Texts for $table {
            fn texts(self) -> (&'static str, &'static str) {
                match self { $($table::$name => ($de, $en)),* }
            }
        }
    };
}

messages! {
    /// The texts of the calculator.
    Msg {
    Title => "DWZ-Rechner", "DWZ calculator";
    Tagline => "Nach der Wertungsordnung des DSB (gültig ab 2026/2). Alles wird in Ihrem Browser gerechnet, nichts verlässt das Gerät.",
        "By the DSB Wertungsordnung (valid from 2026/2). Everything is computed in your browser; nothing leaves the device.";
    Calculators => "Rechner", "Calculators";
    TabForecast => "Vorausberechnung", "Forecast";
    TabRecheck => "Nachberechnung", "Recheck";
    TabFirst => "Erst-DWZ", "First rating";
    TabChain => "Meine Turniere", "My tournaments";
    HelpForecast => "Ihre DWZ nach dem Turnier, aus Ihren bisherigen Partien. Gegner ohne DWZ zählen nicht.",
        "Your DWZ after the tournament from your games so far. Opponents without DWZ do not count.";
    HelpRecheck => "Prüfen Sie eine Auswertung: jeden Gegner mit der Wertung, mit der er gezählt wurde (Erst-DWZ, Leistung eines Ausnahmespielers), und das K der Auswertung.",
        "Check an evaluation: each opponent at the rating he was counted with (first DWZ, an exceptional player's performance), and the evaluation's K.";
    HelpFirst => "Ihre voraussichtliche erste DWZ aus Partien gegen Gegner mit DWZ und Ihren Restpartien.",
        "Your expected first DWZ from games against rated opponents and your Restpartien.";
    Player => "Spieler", "Player";
    YourDwz => "Ihre DWZ", "Your DWZ";
    Index => "Index", "Index";
    BirthYear => "Geburtsjahr", "Year of birth";
    EndDate => "Turnierende", "Tournament end";
    StartDate => "Turnierbeginn", "Tournament start";
    KOfEvaluation => "K der Auswertung", "K of the evaluation";
    ExampleDwz => "z. B. 1850", "e.g. 1850";
    ExampleIndex => "leer: 6", "empty: 6";
    ExampleYear => "z. B. 1990", "e.g. 1990";
    ExampleDate => "TT.MM.JJJJ", "DD.MM.YYYY";
    ExampleK => "falls bekannt", "if known";
    Optional => "freiwillig", "optional";
    Games => "Partien", "Games";
    Game => "Partie", "Game";
    Opponent => "Gegner-DWZ", "Opponent DWZ";
    WithoutDwz => "ohne DWZ", "no DWZ";
    Result => "Ergebnis", "Result";
    ResultPlaceholder => "1 ½ 0", "1 ½ 0";
    Win => "Sieg", "Win";
    Draw => "Remis", "Draw";
    Loss => "Niederlage", "Loss";
    Forfeit => "kampflos: + gewonnen, − verloren (zählt nicht)", "forfeit: + won, − lost (not counted)";
    AddGame => "Partie hinzufügen", "Add game";
    Remove => "Entfernen", "Remove";
    RestGames => "Restpartien", "Restpartien (stored games)";
    RestGame => "Restpartie", "Restpartie";
    AddRest => "Restpartie hinzufügen", "Add Restpartie";
    Date => "Datum", "Date";
    ResultHint => "Ergebnis: 1, ½ (oder r, =, 0,5), 0; + und − kampflos (zählen nicht). Enter springt weiter.",
        "Result: 1, ½ (or r, =, 0.5), 0; + and − forfeits (not counted). Enter moves on.";
    ResultsTitle => "Ergebnis", "Result";
    Points => "Punkte W", "Score W";
    GamesN => "Partien n", "Games n";
    Expectation => "Punkterwartung Wₑ", "Expected score Wₑ";
    Difference => "W − Wₑ", "W − Wₑ";
    KFactor => "Entwicklungsfaktor K", "Development factor K";
    KParts => "K₀ · b + a", "K₀ · b + a";
    KGiven => "aus der Auswertung", "from the evaluation";
    OppAverage => "Gegnerschnitt Rc", "Opponents' average Rc";
    Performance => "Leistung Rh", "Performance Rh";
    NewDwz => "Neue DWZ", "New DWZ";
    Provisional => "vorläufig", "provisional";
    NotCounted => "Nicht gezählt:", "Not counted:";
    IgnoredNoDwz => "Gegner ohne DWZ", "opponent without DWZ";
    IgnoredForfeit => "kampflos, zählt nicht (WO 2.2.5.2)", "forfeit, not counted (WO 2.2.5.2)";
    Expired => "älter als zwei Jahre am Turnierende, verfallen (WO 4.1.1)", "older than two years at the tournament end, expired (WO 4.1.1)";
    ExpiredRow => "Verfallen: älter als zwei Jahre am Turnierende (WO 4.1.1).", "Expired: older than two years at the tournament end (WO 4.1.1).";
    NoGamesYet => "Noch keine Partie, die zählt", "No game that counts yet";
    FixFirst => "Bitte zuerst korrigieren:", "Please correct first:";
    StartRated => "Tragen Sie Ihre DWZ und Ihre Partien ein: das Ergebnis folgt dem Tippen.", "Enter your DWZ and your games: the result follows your typing.";
    StartFirst => "Tragen Sie Ihre Partien gegen Gegner mit DWZ ein (und Ihre Restpartien).", "Enter your games against rated opponents (and your Restpartien).";
    PerGame => "DWZ-Beitrag je Partie", "Change per game";
    Curve => "Punkterwartung gegen dieses Feld", "Expected score against this field";
    CurveCaption => "Die Kurve zeigt W zu jeder möglichen DWZ; wo sie die erzielte Punktzahl schneidet, liegt die Leistung.",
        "The curve shows W for every possible DWZ; where it meets the actual score lies the performance.";
    StartValue => "Startwert Rp", "Start value Rp";
    IterationResult => "Iterationsendwert Ri", "Iteration result Ri";
    Correction => "Korrektur", "Correction";
    FirstDwz => "Erst-DWZ R1", "First DWZ R1";
    Iteration => "Iteration anzeigen", "Show iteration";
    FictiveDraw => "Fiktives Remis gegen", "Fictive draw against";
    NoFirst => "Noch keine Erst-DWZ", "No first DWZ yet";
    Remaining => "Restliche Partien: was wäre wenn?", "Remaining games: what if?";
    // Issue 17 §7: "Teilen", the plain-text summary for a messenger.
    ShareButton => "Teilen", "Share";
    ShareAfter => "nach", "after";
    ShareGame => "Partie", "game";
    ShareGames => "Partien", "games";
    SharePerformance => "Leistung", "performance";
    ShareFirst => "Erst-DWZ", "First DWZ";
    Loading => "Wird geladen …", "Loading …";
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
    ResetDone => "Alles zurückgesetzt.", "Everything reset.";
    Undo => "Rückgängig", "Undo";
    Share => "Link zu dieser Berechnung", "Link to this calculation";
    Copy => "Kopieren", "Copy";
    Copied => "Kopiert", "Copied";
    Embed => "Einbinden", "Embed";
    EmbedHelp => "So binden Sie den Rechner in die Seite Ihres Vereins ein; die Höhe passt sich an, und das Skript nimmt nur Nachrichten von dieser Adresse an:",
        "Embed the calculator in your club's page like this; the height adapts, and the script accepts messages from this address only:";
    Offline => "Funktioniert auch offline und lässt sich installieren.", "Works offline and can be installed.";
    TournamentLink => "Ganzes Turnier auswerten (TRF, Swiss-Chess, Kreuztabelle) →", "Evaluate a whole tournament (TRF, Swiss-Chess, cross table) →";
    Footer => "Wertung – freie Software. Angaben ohne Gewähr; maßgeblich ist die Auswertung des DSB.",
        "Wertung – free software. No guarantee; the DSB's evaluation is what counts.";
    AgeYouth => "Jugendlicher (bis 20)", "Youth (up to 20)";
    AgeJunior => "Junior (21–25)", "Junior (21–25)";
    AgeAdult => "Erwachsener (ab 26)", "Adult (26 and over)";
    IndexAssumed => "Index leer: 6 angenommen (WO 2.2.4)", "Index empty: 6 assumed (WO 2.2.4)";
    ErrorWord => "Fehler", "error";
    CannotRead => "kann nicht gelesen werden", "cannot be read";
    EndDateOption => "mit --end-date JJJJ-MM-TT angeben", "give it with --end-date YYYY-MM-DD";
    // Issue 17 (typing, limits, fields blamed right, a first DWZ in words).
    BirthYearAssumed => "Geburtsjahr leer: Erwachsener angenommen", "Birth year empty: adult assumed";
    CutFromLink => "Aus dem Link nicht geladen:", "Not loaded from the link:";
    GamesAtLimit => "Höchstens 50 Partien", "At most 50 games";
    RestAtLimit => "Höchstens 50 Restpartien", "At most 50 Restpartien";
    // Issue 19 §3: the FIDE Elo beside the DWZ (the rest of its words come with the module
    // loaded on first use).
    EloAlso => "Elo auch berechnen", "Compute Elo too";
}
}

messages! {
    /// The texts of "Meine Turniere" and the what-if (issue 17: a table of their own, so that
    /// only the module loaded on first use carries them).
    CMsg {
    MyTournaments => "Meine Turniere", "My tournaments";
    Tournament => "Turnier", "Tournament";
    AddTournament => "Turnier hinzufügen", "Add tournament";
    RemoveTournament => "Turnier entfernen", "Remove tournament";
    MoveUp => "Nach oben", "Move up";
    MoveDown => "Nach unten", "Move down";
    DwzAfterAll => "DWZ nach allen Turnieren", "DWZ after all tournaments";
    PointsShort => "Punkte", "Points";
    GamesShort => "Partien", "Games";
    ExpectationShort => "Wₑ", "Wₑ";
    KShort => "K", "K";
    OppAverageShort => "Gegner-Ø", "Opp. avg.";
    PerformanceShort => "Leistung", "Performance";
    NewDwzIndex => "DWZ neu-Index", "New DWZ-index";
    RestGamesAfter => "Restpartien danach", "Restpartien afterwards";
    DwzAndPerformance => "DWZ und Leistung", "DWZ and performance";
    ChainChartCaption => "Die Linie zeigt die DWZ nach jedem Turnier, die Quadrate die Leistung darin.", "The line shows the DWZ after each tournament, the squares the performance in it.";
    EndDate => "Turnierende", "Tournament end";
    TournamentsAtLimit => "Höchstens 20 Turniere", "At most 20 tournaments";
    HelpChain => "Mehrere Turniere, die noch nicht ausgewertet sind: sie werden nach Enddatum (dann Startdatum) nacheinander gerechnet, jedes mit der DWZ aus dem vorigen. Ohne DWZ: mit Ihren Restpartien bis zur Erst-DWZ.",
        "Several tournaments not evaluated yet: they are computed one after the other by end date (then start date), each from the DWZ of the one before. Without a DWZ: with your Restpartien up to the first rating.";
    StartChain => "Tragen Sie Ihre DWZ (oder ohne DWZ Ihre Restpartien) ein und fügen Sie Ihre Turniere hinzu.", "Enter your DWZ (or without one your Restpartien) and add your tournaments.";
    RemainingHelp => "Die DWZ Ihrer nächsten Gegner, je Partie eine (oder eine für alle und die Anzahl): die Tabelle zeigt jede mögliche Punktzahl.",
        "The DWZ of your next opponents, one a game (or one for all and the number): the table shows every possible score.";
    PointsIn => "Punkte darin", "Points in them";
    ToKeep => "Um die DWZ zu halten, brauchen Sie", "To keep your DWZ you need";
    CannotKeep => "Die DWZ zu halten ist in diesen Partien nicht mehr möglich.", "Keeping your DWZ is no longer possible in these games.";
    NotReachable => "nicht erreichbar", "not reachable";
    // Only the module loaded on first use words them (moved from `Msg` in issue 19 §3).
    ExampleRemaining => "z. B. 1700 1800", "e.g. 1700 1800";
    RemainingRatings => "Gegner-DWZ", "Opponents' DWZ";
    RemainingCount => "Anzahl Partien", "Number of games";
    TargetDwz => "Ziel-DWZ", "Target DWZ";
    ExampleTournament => "z. B. Stadtmeisterschaft", "e.g. club championship";
    TournamentName => "Turnier", "Tournament";
    // Issue 19 §3: the FIDE Elo.
    EloTitle => "FIDE-Elo", "FIDE Elo";
    YourElo => "Ihre Elo", "Your Elo";
    WithoutEloInitial => "leer: ohne Elo", "empty: unrated";
    EloHelp => "Elo nach den FIDE-Regeln 2024 (Tabelle 8.1.2, 400-Punkte-Regel, K nach 8.3.3). Gegner ohne Elo und kampflose Partien zählen nicht.",
        "Elo by the FIDE rules of 2024 (table 8.1.2, the 400-point rule, K by 8.3.3). Unrated opponents and forfeits are not rated.";
    EloK => "K (FIDE)", "K (FIDE)";
    ByTheRules => "nach den Regeln", "by the rules";
    EloGamesBefore => "Elo-Partien vorher", "Rated games before";
    ThirtyOrMore => "leer: 30+", "empty: 30+";
    OpponentElo => "Gegner-Elo", "Opponent Elo";
    WithoutElo => "ohne Elo", "unrated";
    EarlierGames => "Frühere Elo-Partien (26 Monate)", "Earlier rated games (26 months)";
    EarlierHelp => "Ohne Elo: Ihre gewerteten Partien früherer Turniere der letzten 26 Monate zählen für die Erst-Elo mit.", "Unrated: your rated games of earlier events within 26 months count towards your initial rating.";
    AddEarlier => "Frühere Partie hinzufügen", "Add earlier game";
    EarlierAtLimit => "Höchstens 200 frühere Partien", "At most 200 earlier games";
    NewElo => "Neue Elo", "New Elo";
    EloOld => "Elo Ro", "Elo Ro";
    RatedGamesN => "Gewertete Partien n", "Rated games n";
    ExpectedPd => "Erwartung ΣPD", "Expected ΣPD";
    EloChange => "Änderung K × (W − ΣPD)", "Change K × (W − ΣPD)";
    EloPerformance => "Leistung Rp", "Performance Rp";
    NotListed => "unter 1400: nicht veröffentlicht", "below 1400: not published";
    InitialElo => "Erst-Elo", "Initial rating";
    NoInitialElo => "Noch keine Elo", "No rating yet";
    EloRa => "Gegnerschnitt Ra (mit 2 × 1800)", "Opponents' average Ra (with 2 × 1800)";
    EloP => "Anteil p (mit 2 Remis)", "Score p (with 2 draws)";
    EloDp => "dp (Tabelle 8.1.1)", "dp (table 8.1.1)";
    PdShort => "PD", "PD";
    PerGameElo => "K × ΔR", "K × ΔR";
    RemainingEloLabel => "Gegner-Elo", "Opponents' Elo";
    AsDwz => "leer: wie DWZ", "empty: as DWZ";
    EloPeriods => "Elo je Wertungsperiode (Monat des Turnierendes, zusammen gerechnet)", "Elo by rating period (month of the tournament's end, rated together)";
    Period => "Periode", "Period";
    EloAfter => "Elo danach", "Elo after";
    EloAfterAll => "Elo nach allen Turnieren", "Elo after all tournaments";
    }
}

/// Words of the calculator built from figures (issue 17); only the module that uses one
/// carries it.
impl Lang {
    /// A tournament's games of "Meine Turniere" when not all typed count: "5 von 7".
    pub fn games_of(self, counted: usize, typed: usize) -> String {
        format!("{counted} {} {typed}", self.pick("von", "of"))
    }

    /// A first DWZ in words (Anhang 1.2.2), from the figures as shown: points, games, the
    /// opponents' average, start value, iteration result, correction and the first DWZ.
    pub fn first_rating_words(self, f: [&str; 7]) -> String {
        let [w, n, rc, rp, ri, corr, r1] = f;
        match self {
            Lang::De => format!(
                "{w} aus {n} Partien gegen im Schnitt {rc}: Startwert {rp}, Iteration bis {ri}, Korrektur {corr}, also Erst-DWZ {r1} (Anhang 1.2.2)."
            ),
            Lang::En => format!(
                "{w} from {n} games against an average of {rc}: start value {rp}, iteration to {ri}, correction {corr}, so first DWZ {r1} (Anhang 1.2.2)."
            ),
        }
    }
}

messages! {
    /// The texts of the CLI's export of the DSB's report (issue 20; a table of its own, so that
    /// no page carries them).
    CliMsg {
    ReportUuidNote => "Turnier-UUID (für eine korrigierte Datei mit --uuid wieder angeben)",
        "tournament UUID (give it again with --uuid for a corrected file)";
    ReportNoSender => "ohne Absender (--sender) fehlt der Dateikopf mit der Datei-UUID",
        "without a sender (--sender) the file header with the file UUID is left out";
    ReportGiveWith => "angeben mit", "give it with";
    }
}

messages! {
    /// The texts both pages share (a table of their own: a page that looks up one entry of a
    /// table carries the whole table in its wasm).
    SMsg {
    Language => "English", "Deutsch";
    LanguageLabel => "Sprache", "Language";
    }
}

messages! {
    /// The texts of the tournament page ("Turnierauswertung").
    TMsg {
    Title => "Turnierauswertung", "Tournament evaluation";
    Tagline => "Die ganze Auswertung eines Turniers nach der Wertungsordnung, bevor sie zum DSB geht. Alles bleibt in Ihrem Browser.",
        "A whole tournament evaluated by the Wertungsordnung before it goes to the DSB. Everything stays in your browser.";
    CalculatorLink => "DWZ-Rechner", "DWZ calculator";
    Footer => "Angaben ohne Gewähr; maßgeblich ist die Auswertung des DSB.", "No guarantee; the DSB's evaluation is what counts.";
    LoadTitle => "Turnier laden", "Load a tournament";
    FileLabel => "Datei (Swiss-Chess .SWT, TRF, Turnier-JSON oder Kreuztabelle)", "File (Swiss-Chess .SWT, TRF, tournament JSON or cross table)";
    PasteLabel => "… oder einfügen: TRF, JSON oder Kreuztabelle (Name; DWZ; Index; Geburtsjahr; Ergebnisse gegen 1 … N)",
        "… or paste: TRF, JSON or a cross table (name; DWZ; index; year of birth; results against 1 … N)";
    PasteLoad => "Übernehmen", "Load";
    Reading => "Wird gelesen …", "Reading …";
    FileUnreadable => "Die Datei konnte nicht gelesen werden.", "The file could not be read.";
    Settings => "Einstellungen", "Settings";
    EndDate => "Turnierende", "Tournament end";
    EndPlaceholder => "TT.MM.JJJJ", "DD.MM.YYYY";
    Exact => "Gleitkomma (exakt) statt Tabellen", "Floating point (exact) instead of tables";
    ListTitle => "DSB-Spielerliste", "DSB player list";
    ListHelp => "DWZ, Index, Geburtsjahr und Mitgliedschaft aus der täglichen Spielerliste des DSB: spieler.csv oder die ZIP-Datei (LV-0-csv.zip für ganz Deutschland, LV-x-csv.zip für einen Landesverband), von der Seite des DSB heruntergeladen. Sie wird einmal geladen, bleibt in Ihrem Browser (auch offline) und verlässt ihn nie; Wertung liefert keine mit.",
        "DWZ, index, year of birth and membership from the DSB's daily player list: spieler.csv or the zip file (LV-0-csv.zip for all of Germany, LV-x-csv.zip for one state federation), downloaded from the DSB's site. It is loaded once, stays in your browser (offline too) and never leaves it; Wertung ships none.";
    ListFile => "Spielerliste laden (CSV oder ZIP)", "Load the player list (CSV or zip)";
    ListStored => "Gespeicherte Spielerliste", "Stored player list";
    ListRows => "Zeilen", "rows";
    ListPersons => "Personen", "persons";
    ListLoadedOn => "geladen am", "loaded on";
    ListMatch => "Spieler mit der Liste abgleichen", "Match the players with the list";
    ListForget => "Liste entfernen", "Remove the list";
    ListWorking => "Die Spielerliste wird gelesen und abgeglichen …", "Reading the player list and matching …";
    ListNotKept => "Dieser Browser kann die Liste nicht speichern: sie gilt nur bis zum Schließen der Seite.", "This browser cannot store the list: it lasts until the page is closed.";
    ListModuleFailed => "Das Modul für die Spielerliste konnte nicht geladen werden.", "The player list module could not be loaded.";
    ExtrasFailed => "Dieser Teil der Seite wird beim ersten Gebrauch nachgeladen; das ging nicht (offline?). Bitte mit Verbindung noch einmal versuchen.",
        "This part of the page is loaded when first used; that failed (offline?). Please try again when online.";
    ListTime => "Zeit", "time";
    PlayersTitle => "Spieler ergänzen oder korrigieren", "Complete or correct the players";
    FideNote => "Wo nur eine FIDE-Wertung vorliegt, steht sie als DWZ mit Index 6 (WO 4.1.2, 2.2.4).", "Where only a FIDE rating is given, it stands in as DWZ with index 6 (WO 4.1.2, 2.2.4).";
    Born => "Geb.", "Born";
    BirthYear => "Geburtsjahr", "Year of birth";
    Member => "Mitglied", "Member";
    DsbMember => "DSB-Mitglied", "DSB member";
    RestGames => "Restpartien", "Restpartien";
    RestPlaceholder => "1500:½:01.10.2025", "1500:½:2025-10-01";
    ListColumn => "Spielerliste", "Player list";
    GamesBefore => "FIDE-Partien vorher", "FIDE games before";
    Problems => "Hinweise", "Problems";
    Views => "Ansichten", "Views";
    ViewDwz => "DWZ", "DWZ";
    Withheld => "Keine gültige Auswertung (auch kein Export, kein Druck), solange diese Eingaben fehlen oder falsch sind:", "No valid evaluation (nor export, nor print) while these inputs are missing or wrong:";
    NeedsChoice => "in der Spielerliste mehrdeutig: bitte den Eintrag wählen", "ambiguous in the player list: please choose the entry";
    OldScale => "Diese Datei hat DWZ der alten Skala: seit 2026 ist keine DWZ kleiner als 1100 (WO 3.5.2, Anhang 4); die kleinste hier ist", "This file has DWZ of the old scale: since 2026 no DWZ is below 1100 (WO 3.5.2, Anhang 4); the lowest here is";
    ConvertScale => "DWZ der Datei nach Anhang 4 umrechnen (bis 1000: + 400; bis 2110: 0,64 · DWZ + 760)", "Convert the file's DWZ by Anhang 4 (up to 1000: + 400; up to 2110: 0.64 · DWZ + 760)";
    ViewIngo => "INGO", "INGO";
    ViewLeistung => "Turnierleistung", "Tournament performance";
    Xiangqi => "Xiangqi-Regeln (seit 1990) statt Schach 1960", "Xiangqi rules (since 1990) instead of chess 1960";
    ViewFide => "FIDE-Elo", "FIDE rating";
    ExportCsv => "CSV exportieren", "Export CSV";
    ExportJson => "JSON exportieren", "Export JSON";
    Print => "Drucken / als PDF speichern", "Print / save as PDF";
    PrintSheets => "Einzelergebnisse drucken (eine Seite je Spieler)", "Print the scoresheets (a page per player)";
    Clear => "Turnier vergessen", "Forget the tournament";
    Cleared => "Turnier vergessen.", "Tournament forgotten.";
    Undo => "Rückgängig", "Undo";
    AllColumns => "Alle Spalten zeigen", "Show all columns";
    Results => "Auswertung", "Evaluation";
    HeadEnd => "Turnierende", "Tournament end";
    HeadRounds => "Runden", "Rounds";
    HeadPlayers => "Spieler", "Players";
    HeadGames => "Partien", "Games";
    HeadMode => "Rechenweise", "Arithmetic";
    HeadRules => "Regeln", "Rules";
    Rules => "Wertungsordnung des DSB 2026, Stellgrößen nach Anhang 1.2.1", "DSB Wertungsordnung 2026, parameters of Anhang 1.2.1";
    HeadDate => "Ausgewertet am", "Evaluated on";
    ModeTable => "Tabellen (wie im Auswertungsbeispiel)", "Tables (as in the worked example)";
    ModeExact => "Gleitkomma (exakt)", "Floating point (exact)";
    InfoPlayers => "Spieler", "Players";
    InfoSteps => "Schritte der Gesamtiteration", "steps of the Gesamtiteration";
    InfoTook => "gerechnet in", "computed in";
    NobodyHasDwz => "Niemand kann ausgewertet werden: kein Spieler hat eine DWZ, und ohne Gegner mit DWZ gibt es auch keine Erst-DWZ. Tragen Sie die DWZ in der Spielertabelle ein oder gleichen Sie mit der DSB-Spielerliste ab.",
        "Nobody can be evaluated: no player has a DWZ, and without rated opponents there is no first rating either. Enter the DWZ in the player table or match with the DSB player list.";
    NobodyNewDwz => "Niemand erhält eine neue DWZ: es gibt keine Partie, die zählt.", "Nobody gets a new DWZ: there is no game that counts.";
    ColNr => "#", "#";
    ColPlayer => "Spieler", "Player";
    ColGroup => "Gruppe", "Group";
    ColZps => "ZPS", "ZPS";
    ColTeam => "Mannschaft", "Team";
    ColRo => "DWZ alt", "Old DWZ";
    ColK => "K", "K";
    ColRc => "Rc", "Rc";
    ColW => "W", "W";
    ColN => "n", "n";
    ColWe => "We", "We";
    ColRh => "Rh", "Rh";
    ColNew => "DWZ neu", "New DWZ";
    ColDiff => "+/−", "+/−";
    GroupEstablished => "etabliert", "established";
    GroupStage1 => "1. Zusatzstufe", "stage 1";
    GroupStage2 => "2. Zusatzstufe", "stage 2";
    GroupRemaining => "restlich", "remaining";
    Exceptional => "Ausnahmespieler (WO 3.6.3)", "exceptional player (WO 3.6.3)";
    Textual => "(textuell)", "(textual)";
    LegendGroups => "Gruppe: etabliert (mit DWZ), 1. Zusatzstufe und 2. Zusatzstufe (erhalten ihre erste DWZ, WO 3.4.1), restlich (noch keine DWZ).",
        "Group: established (with a DWZ), stage 1 and stage 2 (get their first DWZ, WO 3.4.1), remaining (no DWZ yet).";
    LegendIndexAssumed => "DWZ alt „1855 - 12“: DWZ und Index; „- 6*“: der Index fehlte und wird als 6 angenommen (WO 2.2.4).",
        "Old DWZ \"1855 - 12\": DWZ and index; \"- 6*\": the index was missing and is taken as 6 (WO 2.2.4).";
    LegendExceptional => "Fett gedruckte Leistung Rh: Ausnahmespieler (WO 3.6.3); er zählt für seine Gegner mit Rh.",
        "Performance Rh in bold: exceptional player (WO 3.6.3); he counts for his opponents with Rh.";
    LegendTextual => "In Klammern (K, DWZ neu) und „(textuell)“: Nichtmitglied des DSB, ein textueller Teilnehmer (WO 3.4.3): mitgerechnet, aber nicht gespeichert.",
        "In parentheses (K, new DWZ) and \"(textual)\": not a DSB member, a textual participant (WO 3.4.3): counted, but not stored.";
    LegendRest => "„Restpartien“ statt DWZ neu: noch keine Erst-DWZ; die Partien werden als Restpartien gespeichert und zählen später mit (WO 3.4.2).",
        "\"Restpartien\" instead of a new DWZ: no first rating yet; the games are stored as Restpartien and count later (WO 3.4.2).";
    LegendDash => "–: nicht ermittelt (Rh nach WO 3.6.1; DWZ neu ohne eine Partie, die zählt).",
        "–: not determined (Rh by WO 3.6.1; new DWZ without a game that counts).";
    LegendColumns => "K: Entwicklungsfaktor; Rc: Gegnerschnitt; W: Punkte; n: Partien; We: Punkterwartung; Rh: Leistung; +/−: DWZ neu minus DWZ alt.",
        "K: development factor; Rc: opponents' average; W: score; n: games; We: expected score; Rh: performance; +/−: new DWZ minus old DWZ.";
    NewRestGames => "Neue Restpartien", "New Restpartien";
    AgainstDwz => "gegen DWZ", "against DWZ";
    Won => "gewonnen", "won";
    Drawn => "remis", "drawn";
    Lost => "verloren", "lost";
    On => "am", "on";
    Close => "Schließen", "Close";
    PrintSheet => "Drucken", "Print";
    ShowTrace => "Gesamtiteration anzeigen", "Show the Gesamtiteration";
    // Issue 18 §5, §6: the player list a director works through, the report's head.
    ListNeedFilter => "nur Entscheidung nötig", "decision needed only";
    ListNeedCount => "Entscheidung nötig", "decision needed";
    LegendClick => "Ein Klick auf einen Spaltenkopf sortiert, ein Klick auf einen Namen zeigt seine Einzelergebnisse.",
        "Click a column head to sort, a name to see the player's scoresheet.";
    PrintPage => "Seite ", "Page ";
    PrintOf => " von ", " of ";
    HeadForm => "Turnierkopf für den Bericht", "The report's head";
    HeadCode => "Turniercode / TurnierID", "Tournament code / ID";
    HeadBegin => "Beginn", "Start";
    HeadLevel => "Spielebene", "Level";
    HeadEvaluator => "Auswerter", "Evaluated by";
    // Issue 20: the DSB's report (XML).
    HeadTimeControl => "Bedenkzeit", "Time control";
    HeadLocation => "Spielort", "Location";
    HeadType => "Turnierart (SR, SW, SC, TR, TW, TC, -H)", "Type (SR, SW, SC, TR, TW, TC, -H)";
    HeadUuid => "Turnier-UUID", "Tournament UUID";
    HeadName => "Turniername", "Tournament name";
    ExportDsb => "Für den DSB exportieren (XML)", "Export for the DSB (XML)";
}
}

messages! {
    /// The texts only the tournament page's second module (`wertung-extras`) words: the player
    /// list's findings and candidates, the scoresheets, the INGO, Turnierleistung and FIDE views
    /// (a table of their own, so that the page's first visit does not carry them).
    XMsg {
    ListSummary => "Abgleich mit der Spielerliste", "Matched with the player list";
    ListFound => "gefunden", "found";
    ListAmbiguous => "mehrdeutig (bitte wählen)", "ambiguous (please choose)";
    ListNotFound => "nicht in der Liste (Nichtmitglied, bis Sie ihn als Mitglied markieren)", "not in the list (non-member until you mark him a member)";
    FoundClub => "ZPS + Mitgliedsnr.", "ZPS + member no.";
    FoundFide => "FIDE-ID", "FIDE ID";
    FoundName => "Name", "name";
    FoundNameYear => "Name + Geburtsjahr", "name + year of birth";
    FoundAmbiguous => "mehrdeutig", "ambiguous";
    FoundNone => "nicht in der Liste", "not in the list";
    ChooseNone => "keiner davon (Nichtmitglied)", "none of them (non-member)";
    Choose => "Eintrag der Spielerliste für", "Player list entry for";
    Club => "ZPS", "ZPS";
    NoDwz => "ohne DWZ", "no DWZ";
    SheetTournament => "Turnier", "Tournament";
    SheetBye => "spielfrei", "bye";
    SheetByeReason => "spielfrei: keine Partie, zählt nicht (WO 2.2.5.2)", "bye: no game, not counted (WO 2.2.5.2)";
    SheetForfeit => "kampflos, zählt nicht (WO 2.2.5.2)", "forfeit, not counted (WO 2.2.5.2)";
    SheetRound => "Rd.", "Rd.";
    SheetColour => "Farbe", "Colour";
    SheetWhite => "W", "W";
    SheetBlack => "S", "B";
    SheetSum => "Summe", "Sum";
    SheetNotCounted => "zählt nicht: der Gegner hat keine Wertung, die für ihn zählt (WO 3.4)", "not counted: the opponent has no rating that counts for him (WO 3.4)";
    SheetMarks => "R1: der Gegner zählt mit seiner ersten DWZ (WO 3.4.4); Rh: mit seiner Leistung als Ausnahmespieler (WO 3.6.3).", "R1: the opponent counts with his first DWZ (WO 3.4.4); Rh: with his performance as an exceptional player (WO 3.6.3).";
    FideExpected => "Erwartung", "Expected";
    FideNew => "Elo neu", "New rating";
    FidePerformance => "Leistung", "Performance";
    FideLegendK => "K nach FIDE 8.3.3 aus Elo und Alter (30 und mehr Partien vorher angenommen, wo die Spielertabelle nichts anderes sagt), höchstens 700 / n; Veränderung K × Σ(Ergebnis − Erwartung), einmal gerundet.", "K by FIDE 8.3.3 from rating and age (30 or more games before assumed unless the player table says otherwise), at most 700 / n; change K × Σ(score − expected), rounded once.";
    FideLegendNotRated => "Partien gegen Gegner ohne Elo und kampflose Partien zählen nicht; ohne Elo: Erst-Elo ab 5 gewerteten Partien (mit zwei angenommenen Remis gegen 1800, höchstens 2200).", "Games against unrated opponents and forfeits are not rated; unrated players: an initial rating from 5 rated games (with two hypothetical draws against 1800, at most 2200).";
    FideLegendFloor => "Eine Elo unter 1400 wird nicht veröffentlicht (in Klammern).", "A rating below 1400 is not published (in parentheses).";
    Scoresheet => "Einzelergebnisse", "Scoresheet";
    Opponent => "Gegner", "Opponent";
    Rating => "Wertung", "Rating";
    Result => "Ergebnis", "Result";
    RestGame => "Restpartie", "Restpartie";
    FictiveDraw => "fiktives Remis", "fictive draw";
    RestStored => "Restpartien (gespeichert)", "Restpartien (stored)";
    IngoLegendNiveau => "Niveau: der Durchschnitt der eigenen und der gegnerischen Ingo-Zahlen (eine je Partie).", "Niveau: the average of the own and the opponents' INGO numbers (one a game).";
    IngoLegendPd => "%d: wie weit das Ergebnis von 50 % abweicht, mit einem halben Punkt und einer Partie für die eigene Zahl im Niveau.", "%d: how far the result is from 50 %, with half a point and a game for the own number in the Niveau.";
    IngoLegendH => "H: die Turniererfolgszahl, Niveau plus %d; kleiner ist besser.", "H: the tournament performance, Niveau plus %d; lower is better.";
    IngoLegendNew => "Neue F: aus alter F und H, meist (3 F + H) / 4; die Regel steht in der letzten Spalte.", "New F: from the old F and H, mostly (3 F + H) / 4; the rule is in the last column.";
    IngoOld => "alte F", "old F";
    IngoPd => "%d", "%d";
    IngoNiveau => "Niveau", "Niveau";
    IngoH => "H", "H";
    IngoNew => "neue F", "new F";
    IngoRule => "Regel", "rule";
    OrBetter => "oder besser", "or better";
    OrWorse => "oder schlechter", "or worse";
    IngoNoGames => "keine Partie", "no games";
    IngoTooFewGames => "weniger als 3 Partien (C IV)", "fewer than 3 games (C IV)";
    IngoShortMatch => "Zweikampf mit weniger als 4 Partien (C V)", "a match of fewer than 4 games (C V)";
    IngoNoNiveau => "kein Gegner mit Ingo-Zahl", "no opponent with a number";
    LeistungLegendGelbfuss => "Gelbfuß: jeder Partiepunkt mal der Punktzahl des Gegners.", "Gelbfuß: every game point times the opponent's score.";
    LeistungLegendSb => "Sonneborn-Berger: jeder Partiepunkt mal der Summe beider Punktzahlen (Gelbfuß plus eigene Punkte zum Quadrat).", "Sonneborn-Berger: every game point times both players' scores (Gelbfuß plus the own score squared).";
    LeistungLegendBuchholz => "Buchholz: je Partie die eigene Punktzahl mal der des Gegners.", "Buchholz: for every game the own score times the opponent's.";
    LeistungLegendT => "t (Turnierleistung): jeder Punkt gewichtet mit der Leistung des Gegners, so lange wiederholt, bis sich nichts mehr ändert; Summe 1.", "t (Turnierleistung): every point weighted by the opponent's performance, repeated until nothing changes; sum 1.";
    LeistungLegendHomogeneity => "T = t · Spielerzahl: 1 ist der Turnierdurchschnitt; Homogenität = größtes T / kleinstes T.", "T = t · players: 1 is the tournament average; homogeneity = largest T / smallest T.";
    Rank => "Platz", "Rank";
    Pts => "Pkt", "Pts";
    Points => "Punkte", "Points";
    Homogeneity => "Homogenität", "Homogeneity";
    RanksCompared => "Rangfolgen im Vergleich", "The rankings compared";
    FoundNear => "Beinahe-Treffer", "near miss";
    ChooseOpen => "bitte entscheiden (bis dahin Nichtmitglied)", "please decide (a non-member until then)";
    ChooseMember => "DSB-Mitglied mit den Werten der Datei", "DSB member with the file's values";
    ListNear => "Beinahe-Treffer (bitte prüfen)", "near misses (please check)";
    ListFitsNone => "Nur {found} von {n} Spielern stehen in dieser Liste: passt die Liste zum Turnier? Die Spielertabelle bleibt, wie sie war.",
        "Only {found} of {n} players are in this list: does the list fit the tournament? The player table stays as it was.";
}
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
            Problem::NotThisFormat(format) => {
                let what = match format {
                    Format::Swt => self.pick(
                        "keine Swiss-Chess-Turnierdatei (.SWT ab Version 7)",
                        "not a Swiss-Chess tournament file (.SWT, version 7 or later)",
                    ),
                    Format::Zip => self.pick("kein ZIP-Archiv", "not a ZIP archive"),
                    Format::DsbXml => self.pick(
                        "kein DSB-Turnierbericht (XML, DSB_DWZ_TournamentReport)",
                        "not a DSB tournament report (XML, DSB_DWZ_TournamentReport)",
                    ),
                    Format::PlayerList => self.pick(
                        "keine DSB-Spielerliste (deren erste Zeile nennt die Spalten, z. B. ZPS, Mitgliedsnummer, Status, \"Name,Vorname\", DWZ)",
                        "not a DSB player list (its first line names the columns, e.g. ZPS, Mitgliedsnummer, Status, \"Name,Vorname\", DWZ)",
                    ),
                };
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
            Problem::NotTogetherWith(other) => {
                if de {
                    format!("nicht zusammen mit {}: entweder das eine oder das andere", self.field(*other))
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
            Problem::EmptyFile => self.pick("die Datei ist leer", "the file is empty").into(),
            Problem::NoPlayers => self
                .pick("die Datei nennt keinen Spieler", "the file names no player")
                .into(),
            Problem::OpponentDisagrees { opponent, other } => {
                if de {
                    format!("{subject} passt nicht zum Eintrag des Gegners (Spieler {opponent}: {})", quoted(self, other))
                } else {
                    format!("{subject} does not match the opponent's entry (player {opponent}: {})", quoted(self, other))
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

    /// Why K (FIDE 8.3.3) is what it is, with the cap K × n ≤ 700 where it lowered it.
    ///
    /// ```
    /// use wertung::fide::k_factor::{KFactor, KReason};
    /// use wertung::i18n::Lang;
    /// let k = KFactor { k: 17, reason: KReason::Standard, uncapped: Some(20) };
    /// assert_eq!(Lang::De.fide_k_reason(&k), "K 20: 30 und mehr Partien, unter 2400; K × n höchstens 700: 17");
    /// assert_eq!(Lang::En.fide_k_reason(&k), "K 20: 30 or more games, under 2400; K × n at most 700: 17");
    /// ```
    pub fn fide_k_reason(self, k: &crate::fide::k_factor::KFactor) -> String {
        use crate::fide::k_factor::KReason::*;
        let rule_k = k.uncapped.unwrap_or(k.k);
        let why = match (self, k.reason) {
            (Lang::De, Reached2400) => "die Elo hat 2400 erreicht".to_string(),
            (Lang::En, Reached2400) => "the rating has reached 2400".to_string(),
            (Lang::De, Youth) => {
                "bis Ende des Jahres, in dem er 18 wird, und unter 2300".to_string()
            }
            (Lang::En, Youth) => {
                "to the end of the year of the 18th birthday, under 2300".to_string()
            }
            (Lang::De, FewGames) => "noch keine 30 Partien".to_string(),
            (Lang::En, FewGames) => "fewer than 30 games before".to_string(),
            (Lang::De, Standard) => "30 und mehr Partien, unter 2400".to_string(),
            (Lang::En, Standard) => "30 or more games, under 2400".to_string(),
            (Lang::De, Given) => "wie angegeben".to_string(),
            (Lang::En, Given) => "as given".to_string(),
        };
        let cap = match (self, k.uncapped) {
            (_, None) => String::new(),
            (Lang::De, Some(_)) => format!("; K × n höchstens 700: {}", k.k),
            (Lang::En, Some(_)) => format!("; K × n at most 700: {}", k.k),
        };
        format!("K {rule_k}: {why}{cap}")
    }

    /// Why a game is not FIDE rated.
    pub fn fide_not_rated(self, r: crate::fide::estimate::NotRated) -> &'static str {
        use crate::fide::estimate::NotRated::*;
        match r {
            Forfeit => self.pick("kampflos: nicht gewertet", "forfeit: not rated"),
            UnratedOpponent => self.pick(
                "Gegner ohne Elo: nicht gewertet",
                "unrated opponent: not rated",
            ),
        }
    }

    /// Why there is no published initial FIDE rating yet.
    ///
    /// ```
    /// use wertung::fide::initial::NoInitialRating;
    /// use wertung::i18n::Lang;
    /// assert_eq!(Lang::En.no_initial_rating(NoInitialRating::FewerThanFive { games: 3 }),
    ///     "only 3 rated games; 5 are needed: 2 more against rated opponents");
    /// ```
    pub fn no_initial_rating(self, r: crate::fide::initial::NoInitialRating) -> String {
        use crate::fide::initial::NoInitialRating::*;
        match (self, r) {
            (Lang::De, FewerThanFive { games }) => format!(
                "erst {games} gewertete {}; nötig sind 5: noch {} gegen Gegner mit Elo",
                if games == 1 { "Partie" } else { "Partien" },
                5usize.saturating_sub(games)
            ),
            (Lang::En, FewerThanFive { games }) => format!(
                "only {games} rated {}; 5 are needed: {} more against rated opponents",
                if games == 1 { "game" } else { "games" },
                5usize.saturating_sub(games)
            ),
            (Lang::De, BelowFloor { rating }) => {
                format!("{rating} liegt unter 1400: keine veröffentlichte Elo")
            }
            (Lang::En, BelowFloor { rating }) => {
                format!("{rating} is below 1400: no published rating")
            }
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

    /// How many games are still missing for a first rating: "noch 1 Partie" / "2 more games"
    /// (empty where games are not what is missing).
    pub fn games_missing(self, r: crate::dwz::NoFirstRating) -> String {
        match (self, r.games_missing()) {
            (_, 0) => self.no_first_rating(r),
            (Lang::De, 1) => "noch 1 Partie".into(),
            (Lang::De, n) => format!("noch {n} Partien"),
            (Lang::En, 1) => "1 more game".into(),
            (Lang::En, n) => format!("{n} more games"),
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
    pub fn export_error(self, e: &crate::formats::dsb_xml::ExportError) -> String {
        use crate::formats::dsb_xml::ExportError;
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
    pub fn report_issue(self, i: &crate::formats::dsb_xml::Issue) -> String {
        use crate::formats::dsb_xml::Where;
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

    fn report_field(self, f: crate::formats::dsb_xml::ReportField) -> &'static str {
        use crate::formats::dsb_xml::ReportField as F;
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
        }
    }

    fn report_problem(self, i: &crate::formats::dsb_xml::Issue, v: &str) -> String {
        use crate::formats::dsb_xml::{ReportField as F, ReportProblem as P};
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
