//! The texts of the calculator (`index.html`).

use super::lang::Lang;
use super::shared::Page;
use super::terms::Units;
use super::terms::{Chess, Dwz, Fide};
use super::texts::Texts;

messages! {
    /// The texts of the calculator's main module (the parts loaded on first use have
    /// [`CalcResultWords`]).
    FormWords {
    Title = Page::CalculatorTitle;
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
    Player = Chess::Player;
    YourDwz => "Ihre DWZ", "Your DWZ";
    Index = Dwz::Index;
    BirthYear = Chess::BirthYear;
    EndDate = Chess::EndDate;
    StartDate = Chess::StartDate;
    KOfEvaluation = Dwz::KOfEvaluation;
    ExampleDwz => "z. B. 1850", "e.g. 1850";
    ExampleIndex => "leer: 6", "empty: 6";
    ExampleYear => "z. B. 1990", "e.g. 1990";
    ExampleDate = Page::DateFormat;
    ExampleK => "falls bekannt", "if known";
    Optional => "freiwillig", "optional";
    Games = Chess::Games;
    Opponent => "Gegner-DWZ", "Opponent DWZ";
    WithoutDwz = Dwz::NoDwz;
    Result = Chess::Result;
    ResultPlaceholder => "1 ½ 0", "1 ½ 0";
    Win => "Sieg", "Win";
    Draw => "Remis", "Draw";
    Loss => "Niederlage", "Loss";
    Forfeit => "kampflos: + gewonnen, − verloren (zählt nicht)", "forfeit: + won, − lost (not counted)";
    AddGame => "Partie hinzufügen", "Add game";
    Remove => "Entfernen", "Remove";
    RestGames => "Restpartien", "Restpartien (stored games)";
    AddRest => "Restpartie hinzufügen", "Add a stored game (Restpartie)";
    Date = Chess::Date;
    ResultHint => "Ergebnis: 1, ½ (oder r, =, 0,5), 0; + und − kampflos (zählen nicht). Enter springt weiter.",
        "Result: 1, ½ (or r, =, 0.5), 0; + and − forfeits (not counted). Enter moves on.";
    ExpiredRow => "Verfallen: älter als zwei Jahre am Turnierende (WO 4.1.1).", "Expired: older than two years at the tournament end (WO 4.1.1).";
    StartRated => "Tragen Sie Ihre DWZ und Ihre Partien ein: das Ergebnis folgt dem Tippen.", "Enter your DWZ and your games: the result follows your typing.";
    StartFirst => "Tragen Sie Ihre Partien gegen Gegner mit DWZ ein (und Ihre Restpartien).", "Enter your games against rated opponents (and your stored games, the Restpartien).";
    Remaining => "Restliche Partien: was wäre wenn?", "Remaining games: what if?";
    // "Teilen", the plain-text summary for a messenger.
    ShareButton => "Teilen", "Share";
    Loading => "Wird geladen …", "Loading …";
    TryAgain = Page::TryAgain;
    NamesTitle => "Namen statt Zahlen: DSB-Spielerliste und FIDE-Liste", "Names instead of numbers: the DSB player list and FIDE's list";
    NotLoaded => "Dieser Teil des Rechners wird beim ersten Gebrauch nachgeladen; das ging nicht (offline?). Mit Verbindung geht es bei der nächsten Eingabe weiter.",
        "This part of the calculator is loaded when first used; that failed (offline?). When online, it continues with your next entry.";
    Advanced => "Erweitert", "Advanced";
    ParamR => "r: Korrektur der Erst-DWZ", "r: first-rating correction";
    ParamT => "t: Divisor Jugendaufschlag", "t: divisor of the youth bonus";
    ParamU => "u: Verschiebung Bremsfaktor", "u: shift of the brake factor";
    ParamA1 => "a1: Aufschlag Junioren", "a1: bonus juniors";
    ParamA2 => "a2: Aufschlag Erwachsene", "a2: bonus adults";
    ParamKMax => "Kmax: Höchstwert von K", "Kmax: highest K";
    ResetDone => "Alles zurückgesetzt.", "Everything reset.";
    ImportUndo => "Formular von chess-results gefüllt.", "Form filled from chess-results.";
    ImportTitle => "Von chess-results einfügen", "Paste from chess-results";
    RowRemoved => "Zeile entfernt.", "Row removed.";
    Undo = Page::Undo;
    Share => "Link zu dieser Berechnung", "Link to this calculation";
    Copy => "Kopieren", "Copy";
    Copied => "Kopiert", "Copied";
    CopyByHand => "Nicht kopiert: bitte von Hand (markiert)", "Not copied: please copy by hand (selected)";
    LinkShown => "Dieser Link zeigt andere Zahlen als Ihre gespeicherte Eingabe; sie bleibt erhalten.", "This link shows other figures than your saved entries; they are kept.";
    PresetTaken => "Die Vorgaben dieses Links (Turnierende, Einstellungen) sind in Ihre eigene Eingabe übernommen; Ihre Zahlen bleiben.", "This link's presets (tournament end, settings) are filled into your own entries; your figures stay.";
    OwnRestore => "Ihre eigene Eingabe wiederherstellen", "Restore your own entries";
    OwnDiscard => "Verwerfen", "Discard";
    StorageRefused => "Ihr Browser erlaubt dieser Seite hier kein Speichern: Eingaben und Spielerliste gehen beim Neuladen verloren.", "Your browser lets this page keep nothing here: the entries and the player list are lost on a reload.";
    OpenOwnTab => "In eigenem Tab öffnen", "Open in its own tab";
    Embed => "Einbinden", "Embed";
    Offline => "Funktioniert auch offline und lässt sich installieren.", "Works offline and can be installed.";
    TournamentLink => "Ganzes Turnier auswerten (TRF, Swiss-Chess, Kreuztabelle) →", "Evaluate a whole tournament (TRF, Swiss-Chess, cross table) →";
    Footer => "Wertung – freie Software. Angaben ohne Gewähr; maßgeblich ist die Auswertung des DSB.",
        "Wertung – free software. No guarantee; the DSB's evaluation is what counts.";
    // Typing, limits, fields blamed right, a first DWZ in words.
    GamesAtLimit => "Höchstens {n} Partien", "At most {n} games";
    RestAtLimit => "Höchstens {n} Restpartien", "At most {n} stored games (Restpartien)";
    // The FIDE Elo beside the DWZ.
    EloAlso => "Elo auch berechnen", "Compute Elo too";
    // "Meine Turniere", the what-if and the Elo.
    TournamentsAtLimit => "Höchstens {n} Turniere", "At most {n} tournaments";
    HelpChain => "Mehrere Turniere, die noch nicht ausgewertet sind: sie werden nach Enddatum (dann Startdatum) nacheinander gerechnet, jedes mit der DWZ aus dem vorigen. Ohne DWZ: mit Ihren Restpartien bis zur Erst-DWZ.",
        "Several tournaments not evaluated yet: they are computed one after the other by end date (then start date), each from the DWZ of the one before. Without a DWZ: with your Restpartien up to the first rating.";
    StartChain => "Tragen Sie Ihre DWZ (oder ohne DWZ Ihre Restpartien) ein und fügen Sie Ihre Turniere hinzu.", "Enter your DWZ (or without one your stored games, the Restpartien) and add your tournaments.";
    ExampleRemaining => "z. B. 1700 1800", "e.g. 1700 1800";
    RemainingRatings => "Gegner-DWZ", "Opponents' DWZ";
    RemainingCount => "Anzahl Partien", "Number of games";
    TargetDwz = Dwz::TargetDwz;
    // The FIDE Elo.
    YourElo => "Ihre Elo", "Your Elo";
    WithoutEloInitial => "leer: ohne Elo", "empty: unrated";
    EloK = Fide::K;
    ByTheRules => "nach den Regeln", "by the rules";
    EloGamesBefore => "Elo-Partien vorher", "Rated games before";
    ThirtyOrMore => "leer: 30+", "empty: 30+";
    OpponentElo => "Gegner-Elo", "Opponent Elo";
    WithoutElo => "ohne Elo", "unrated";
    EarlierAtLimit => "Höchstens {n} frühere Partien", "At most {n} earlier games";
    RemainingEloLabel => "Gegner-Elo", "Opponents' Elo";
    AsDwz => "leer: wie DWZ", "empty: as DWZ";
    TournamentName = Chess::Tournament;
    ExampleTournament => "z. B. Stadtmeisterschaft", "e.g. club championship";
}
}

messages! {
    /// The texts of the calculator's parts loaded on first use (the results, "Meine Turniere",
    /// the what-if, the Elo, the names; the main module's texts are [`FormWords`]).
    CalcResultWords {
    BirthYearAssumed => "Geburtsjahr leer: Erwachsener angenommen", "Birth year empty: adult assumed";
    EloTitle = Fide::FideElo;
    Game = Chess::Game;
    RestGame = Dwz::RestGame;
    Points = Dwz::ScoreW;
    GamesN = Dwz::GamesN;
    Expectation = Dwz::ExpectedScore;
    Difference => "W − Wₑ", "W − Wₑ";
    KFactor = Dwz::DevelopmentFactor;
    KParts => "K₀ · b + a", "K₀ · b + a";
    KGiven => "aus der Auswertung", "from the evaluation";
    OppAverage = Dwz::OpponentsAverage;
    Performance = Dwz::PerformanceRh;
    NewDwz = Dwz::NewDwz;
    Provisional = Dwz::Provisional;
    NotCounted => "Nicht gezählt:", "Not counted:";
    IgnoredNoDwz => "Gegner ohne DWZ", "opponent without DWZ";
    IgnoredForfeit = Dwz::Forfeit;
    Expired => "älter als zwei Jahre am Turnierende, verfallen (WO 4.1.1)", "older than two years at the tournament end, expired (WO 4.1.1)";
    NoGamesYet => "Noch keine Partie, die zählt", "No game that counts yet";
    FixFirst => "Bitte zuerst korrigieren:", "Please correct first:";
    PerGame => "DWZ-Beitrag je Partie", "Change per game";
    Curve => "Punkterwartung gegen dieses Feld", "Expected score against this field";
    CurveCaption => "Die Kurve zeigt W zu jeder möglichen DWZ; wo sie die erzielte Punktzahl schneidet, liegt die Leistung.",
        "The curve shows W for every possible DWZ; where it meets the actual score lies the performance.";
    StartValue = Dwz::StartValue;
    IterationResult = Dwz::IterationResult;
    Correction = Dwz::Correction;
    FirstDwz = Dwz::FirstDwzR1;
    Iteration => "Iteration anzeigen", "Show iteration";
    FictiveDraw => "Fiktives Remis gegen", "Fictive draw against";
    NoFirst => "Noch keine Erst-DWZ", "No first DWZ yet";
    ShareAfter => "nach", "after";
    ShareGame = lower!(Chess::Game);
    ShareGames = lower!(Chess::Games);
    SharePerformance = lower!(Dwz::Performance);
    ShareFirst => "Erst-DWZ", "First DWZ";
    NamesHelp => "Beide Listen bleiben in diesem Browser, auch offline; die DSB-Spielerliste gilt auch für die Turnierauswertung. Namen stehen in keinem Link.", "Both lists stay in this browser, offline too; the DSB player list serves the tournament page as well. Names are in no link.";
    DsbWhere => "DSB-Spielerliste: die ZIP-Datei LV-0-csv.zip (ganz Deutschland; LV-x-csv.zip ein Landesverband) von schachbund.de, DWZ-Datenbank → Download, täglich neu; auch spieler.csv daraus. Sie gibt DWZ, Index, Geburtsjahr und Verein jedes Mitglieds eines deutschen Vereins.",
        "DSB player list: the zip file LV-0-csv.zip (all of Germany; LV-x-csv.zip one regional federation) from schachbund.de, DWZ database → Download, new every day; or the spieler.csv in it. It gives the DWZ, index, birth year and club of every member of a German club.";
    FideWhere => "FIDE-Liste: players_list.zip von ratings.fide.com → Download, monatlich neu (auch die XML-Liste oder standard_rating_list.zip). Sie gibt Elo, Föderation und Geburtsjahr aller Spieler der FIDE, auch ausländischer Gegner; wer keine DWZ hat, zählt mit seiner Elo statt DWZ (WO 4.1.2).",
        "FIDE list: players_list.zip from ratings.fide.com → Download, new every month (or the XML list, or standard_rating_list.zip). It gives the Elo, federation and birth year of every FIDE player, foreign opponents too; one without a DWZ counts with his Elo in place of a DWZ (WO 4.1.2).";
    FideLoad => "FIDE-Liste laden", "Load FIDE's list";
    DsbListWord = Page::DsbPlayerList;
    FileIsPdf => "{file} ist eine PDF-Datei, keine {list}: bitte die Datei der Liste wählen", "{file} is a PDF file, not the {list}: please choose the list's file";
    FileIsBinary => "{file} ist keine {list}: keine Textdatei und keine ZIP-Datei, sondern Binärdaten", "{file} is not the {list}: neither a text nor a zip file, but binary data";
    FileIsTournament => "{file} ist eine Turnierdatei ({format}), keine {list}", "{file} is a tournament file ({format}), not the {list}";
    FileIsText => "{file} ist keine {list}: eine Textdatei, deren erste Zeile nicht die Kopfzeile der Liste ist", "{file} is not the {list}: a text file whose first line is not the list's header";
    FileIsEmpty => "{file} ist leer", "{file} is empty";
    FileIsOther => "{file} ist die {is}, nicht die {meant}: als {is} geladen", "{file} is the {is}, not the {meant}: loaded as the {is}";
    SameList => "{file} ist schon geladen (dieselbe Datei): nicht noch einmal gelesen", "{file} is loaded already (the same file): not read again";
    ListRemoved => "{list} entfernt.", "{list} removed.";
    OlderList = Page::OlderList;
    Replace = Page::Replace;
    KeepList = Page::KeepList;
    ListKept = Page::ListKept;
    FromFideList => "aus der FIDE-Liste", "from FIDE's list";
    GameStandIn => "Partie {n}: Elo {rating} statt DWZ (WO 4.1.2)", "Game {n}: Elo {rating} in place of a DWZ (WO 4.1.2)";
    RemainingStandIn => "Restgegner {n}: Elo {rating} statt DWZ (WO 4.1.2)", "Remaining opponent {n}: Elo {rating} in place of a DWZ (WO 4.1.2)";
    NamesLoad => "DSB-Spielerliste laden", "Load the DSB player list";
    NamesRemove = Page::RemoveList;
    NamesPersons = Page::Persons;
    NamesPerson = Page::Person;
    NamesStand = Page::AsOf;
    NamesOld => "ältere DWZ möglich", "older DWZ possible";
    FideListName = Page::FideList;
    FideNoMonth = Page::NoMonth;
    FideRemove = Page::RemoveFideList;
    FideOld => "älter als zwei Monate", "older than two months";
    StandIn => "Elo statt DWZ (WO 4.1.2)", "Elo in place of a DWZ (WO 4.1.2)";
    NamesReading => "Die Liste wird gelesen …", "Reading the list …";
    StageInflating = Page::StageInflating;
    StageRows = Page::StageRows;
    StageIndex = Page::StageIndex;
    NameLabel = Chess::Name;
    OpponentName = Chess::Opponent;
    RemainingName => "Restgegner nach Namen hinzufügen", "Add a remaining opponent by name";
    RemainingNames => "Restgegner aus der Liste", "Remaining opponents from the list";
    ImportHelp => "Öffnen Sie auf chess-results.com Ihre Spielerseite (ein Klick auf Ihren Namen), markieren und kopieren Sie sie und fügen Sie sie hier ein – oder irgendwo auf dieser Seite außerhalb eines Feldes. Auch die gespeicherte Seite (.html) geht, gewählt oder hierher gezogen. Index und Turnierende bleiben, wie eingegeben.",
        "Open your player's page on chess-results.com (click your name), select and copy it and paste it here, or anywhere on this page outside a field. The saved page (.html) works too, chosen or dropped here. Index and tournament end stay as typed.";
    ImportLabel => "Kopierte Spielerseite", "Copied player's page";
    ImportApply => "Partien übernehmen", "Take the games";
    ImportFile => "oder die gespeicherte Seite:", "or the saved page:";
    ImportDone => "Von chess-results übernommen: {player}, {games} Partien, {remaining} restliche",
        "Taken from chess-results: {player}, {games} games, {remaining} remaining";
    RemainingUnrated => "ohne DWZ und Elo: zählt nicht", "without DWZ and Elo: not counted";
    FromList => "aus der Liste vom", "from the list of";
    NoMatch => "Niemand dieses Namens in der Liste", "Nobody of this name in the list";
    DidYouMean => "Meinten Sie …?", "Did you mean …?";
    NamesTooLarge => "{file}: {size} MB, mehr als die Grenze von {max} MB: nicht gelesen", "{file}: {size} MB, more than the limit of {max} MB: not read";
    ModeLabel = Dwz::Mode;
    ModeTable = Dwz::ModeTable;
    ModeExact = Dwz::ModeExact;
    ModeHelp => "Die Auswertung des DSB rechnet exakt: die Punkterwartung jeder Partie ohne Rundung. Das Auswertungsbeispiel der Wertungsordnung (Anhang 3.1) rundet sie je Partie aus der Tabelle auf drei Stellen; so rechnen Links älterer Versionen, und so lassen sich dessen Zahlen nachrechnen. Selten gibt das eine DWZ um 1 anders.",
        "The DSB's evaluation computes exactly: each game's expected score without rounding. The worked example of the rating rules (Anhang 3.1) rounds it per game from the table to three places; links of earlier versions compute so, and its figures can be checked so. Rarely that gives a DWZ 1 apart.";
    Params = Dwz::Params;
    Defaults => "Standardwerte", "Defaults";
    Reset => "Alles zurücksetzen", "Reset everything";
    AgeYouth = Dwz::Youth;
    AgeJunior = Dwz::Junior;
    AgeAdult = Dwz::Adult;
    IndexAssumed => "Index leer: 6 angenommen (WO 2.2.4)", "Index empty: 6 assumed (WO 2.2.4)";
    CutFromLink => "Aus dem Link nicht geladen:", "Not loaded from the link:";
    AddTournament => "Turnier hinzufügen", "Add tournament";
    RemoveTournament => "Turnier entfernen", "Remove tournament";
    MoveUp => "Nach oben", "Move up";
    MoveDown => "Nach unten", "Move down";
    DwzAfterAll => "DWZ nach allen Turnieren", "DWZ after all tournaments";
    PointsShort = Dwz::Points;
    ExpectationShort => "Wₑ", "Wₑ";
    KShort = Dwz::K;
    OppAverageShort => "Gegner-Ø", "Opp. avg.";
    PerformanceShort = Dwz::Performance;
    NewDwzIndex => "DWZ neu-Index", "New DWZ-index";
    RestGamesAfter => "Restpartien danach", "Stored games (Restpartien) afterwards";
    DwzAndPerformance => "DWZ und Leistung", "DWZ and performance";
    ChainChartCaption => "Die Linie zeigt die DWZ nach jedem Turnier, die Quadrate die Leistung darin.", "The line shows the DWZ after each tournament, the squares the performance in it.";
    RemainingHelp => "Die DWZ Ihrer nächsten Gegner, je Partie eine (oder eine für alle und die Anzahl): die Tabelle zeigt jede mögliche Punktzahl.",
        "The DWZ of your next opponents, one a game (or one for all and the number): the table shows every possible score.";
    PointsIn => "Punkte darin", "Points in them";
    ToKeep => "Um die DWZ zu halten, brauchen Sie", "To keep your DWZ you need";
    CannotKeep => "Die DWZ zu halten ist in diesen Partien nicht mehr möglich.", "Keeping your DWZ is no longer possible in these games.";
    NotReachable => "nicht erreichbar", "not reachable";
    EarlierGames => "Frühere Elo-Partien (26 Monate)", "Earlier rated games (26 months)";
    EmbedHelp => "So binden Sie den Rechner in die Seite Ihres Vereins ein; die Höhe passt sich an, und das Skript nimmt nur Nachrichten von dieser Adresse an:",
        "Embed the calculator in your club's page like this; the height adapts, and the script accepts messages from this address only:";
    EmbedLang => "Sprache im Rahmen", "Language in the frame";
    EmbedLangVisitor => "wie der Besucher wählt", "as the visitor chooses";
    EmbedCompact => "kompakt, ohne Erklärungen", "compact, without the explanations";
    EmbedAccent => "Vereinsfarbe (Hex, z. B. 1d6b2f)", "Club colour (hex, e.g. 1d6b2f)";
    EmbedEnd => "Turnierende vorgeben", "Preset the tournament end";
    EloHelp => "Elo nach den FIDE-Regeln 2024 (Tabelle 8.1.2, 400-Punkte-Regel, K nach 8.3.3). Gegner ohne Elo und kampflose Partien zählen nicht.",
        "Elo by the FIDE rules of 2024 (table 8.1.2, the 400-point rule, K by 8.3.3). Unrated opponents and forfeits are not rated.";
    ExactOther => "Nach der Auswertung des DSB (exakt):", "By the DSB's evaluation (exact):";
    SwitchToExact => "umschalten", "switch";
    EarlierHelp => "Ohne Elo: Ihre gewerteten Partien früherer Turniere der letzten 26 Monate zählen für die Erst-Elo mit.", "Unrated: your rated games of earlier events within 26 months count towards your initial rating.";
    AddEarlier => "Frühere Partie hinzufügen", "Add earlier game";
    NewElo = Fide::NewElo;
    EloOld => "Elo Ro", "Elo Ro";
    RatedGamesN => "Gewertete Partien n", "Rated games n";
    ExpectedPd => "Erwartung ΣPD", "Expected ΣPD";
    EloChange => "Änderung K × (W − ΣPD)", "Change K × (W − ΣPD)";
    EloPerformance => "Leistung Rp", "Performance Rp";
    NotListed => "unter 1400: nicht veröffentlicht", "below 1400: not published";
    InitialElo = Fide::InitialElo;
    NoInitialElo => "Noch keine Elo", "No rating yet";
    EloRa => "Gegnerschnitt Ra (mit 2 × 1800)", "Opponents' average Ra (with 2 × 1800)";
    EloP => "Anteil p (mit 2 Remis)", "Score p (with 2 draws)";
    EloDp => "dp (Tabelle 8.1.1)", "dp (table 8.1.1)";
    PdShort => "PD", "PD";
    PerGameElo => "K × ΔR", "K × ΔR";
    EloPeriods => "Elo je Wertungsperiode (Monat des Turnierendes, zusammen gerechnet)", "Elo by rating period (month of the tournament's end, rated together)";
    Period => "Periode", "Period";
    EloAfter => "Elo danach", "Elo after";
    EloAfterAll => "Elo nach allen Turnieren", "Elo after all tournaments";
    // The words of the results built from figures (below, and `outcomes.rs`).
    Of => "von", "of";
    FirstInWords => "Ihre erste DWZ ist {r1}: Sie haben {w} {points} aus {n} Partien gegen Gegner geholt, die im Schnitt {rc} haben. So wird gerechnet (Anhang 1.2.2): Die Rechnung beginnt bei {rp}, nähert sich Schritt für Schritt {ri}, dazu kommt die Korrektur {corr}, also {r1}.",
        "Your first DWZ is {r1}: you scored {w} {points} from {n} games against opponents whose average DWZ is {rc}. How it is computed (Anhang 1.2.2 of the rating rules): the calculation starts at {rp}, comes closer step by step to {ri}, then the correction {corr} is added, so {r1}.";
}
}

/// Words of the calculator built from figures.
impl Lang {
    /// A tournament's games of "Meine Turniere" when not all typed count: "5 von 7".
    pub fn games_of(self, counted: usize, typed: usize) -> String {
        format!("{counted} {} {typed}", self.text(CalcResultWords::Of))
    }

    /// A first DWZ in words (Anhang 1.2.2), plain words first (a 13-year-old reads
    /// it), then the steps, from the figures as shown: points, games, the opponents' average,
    /// start value, iteration result, correction and the first DWZ.
    pub fn first_rating_words(self, f: [&str; 7]) -> String {
        let [w, n, rc, rp, ri, corr, r1] = f;
        let points = self.text(if w == "1" {
            Units::Point
        } else {
            Units::Points
        });
        self.filled(
            CalcResultWords::FirstInWords,
            &[
                ("r1", r1),
                ("w", w),
                ("points", points),
                ("n", n),
                ("rc", rc),
                ("rp", rp),
                ("ri", ri),
                ("corr", corr),
            ],
        )
    }
}
