//! The words of the input vocabulary ([`crate::input`]), written once: places ([`PlaceWords`]),
//! fields ([`FieldWords`]), the allowed values of a field ([`AllowedWords`]), problems
//! ([`ProblemWords`]) and warnings ([`WarningWords`]). A term of the domain inside a message
//! names its table ([`Dwz`], [`Chess`]) with a small first letter in English
//! (`Games = lower!(Chess::Games);`: "Partien", "games"). `{name}` in a text is filled in by
//! the functions of `errors.rs` ([`super::fill`]).

use super::shared::Page;
use super::terms::{Chess, Dwz, Fide, Ingo};
use super::texts::Texts;

messages! {
    /// The steps of a place: "Partie 3", "Zeile 4", "Spieler A" (the number or name follows).
    PlaceWords {
    Tournament = lower!(Chess::Tournament);
    Player = lower!(Chess::Player);
    PlayerNo => "Spieler Nr.", "player no.";
    Team = lower!(Chess::Team);
    Game = lower!(Chess::Game);
    RestGame = Dwz::RestGame;
    Remaining => "restliche Partie", "remaining game";
    EarlierGame => "frühere Partie", "earlier game";
    ResultAgainst = lower!(Chess::Result);
    Round => "Runde", "round";
    Line => "Zeile", "line";
    Column => "Spalte", "column";
    Cell => "Zelle", "cell";
    Byte => "Byte", "byte";
    Options = lower!(Page::Settings);
    CrossTable => "Kreuztabelle", "cross table";
    }
}

messages! {
    /// The words of a field, as a message names it ("Zeile 4, Ergebnis: …").
    FieldWords {
    Id => "Kennung", "id";
    Name = lower!(Chess::Name);
    Dwz = Dwz::Dwz;
    Index = lower!(Dwz::Index);
    BirthYear = lower!(Chess::BirthYear);
    Member = lower!(Chess::Member);
    EndDate = lower!(Chess::EndDate);
    StartDate = lower!(Chess::StartDate);
    Kind => "Art", "kind";
    Mode = lower!(Dwz::Mode);
    Players = lower!(Chess::Players);
    Games = lower!(Chess::Games);
    Tournaments => "Turniere", "tournaments";
    RestGames = Dwz::RestGames;
    White => "Weiß", "white";
    Black => "Schwarz", "black";
    Result = lower!(Chess::Result);
    OpponentRating => "Gegner-DWZ", "opponent's DWZ";
    OpponentName => "Gegnername", "opponent's name";
    Score => "Ergebnis", "score";
    Date = lower!(Chess::Date);
    K = Dwz::KOfEvaluation;
    Remaining => "restliche Partien", "remaining games";
    TargetRating = lower!(Dwz::TargetDwz);
    Param => "Stellgröße", "parameter";
    Ingo = Ingo::Ingo;
    IngoIndex => "INGO-Index", "INGO index";
    IngoQualifier => "INGO-Zusatz", "INGO qualifier";
    Youth => "Jugendlicher", "youth";
    StartRank => "Startnummer", "start rank";
    FideRating => "Elo", "FIDE rating";
    NationalRating => "nationale Wertung", "national rating";
    Colour = lower!(Chess::Colour);
    Opponent = lower!(Chess::Opponent);
    RoundDate => "Rundendatum", "round date";
    BirthDate => "Geburtsdatum", "date of birth";
    FideId = Fide::Id;
    Club => "Verein (ZPS)", "club (ZPS)";
    MemberNumber => "Mitgliedsnummer", "member number";
    Version => "Version", "version";
    Elo => "Elo", "rating";
    OpponentElo => "Gegner-Elo", "opponent's rating";
    FideK = Dwz::K;
    GamesBefore => "Partien vorher", "games before";
    Reached2400 => "2400 erreicht", "reached 2400";
    EarlierGames => "frühere Partien", "earlier games";
    }
}

messages! {
    /// What a set of allowed values is called ("kein Ergebnis") and what it holds
    /// ("1, ½, 0, +, −").
    AllowedWords {
    NotAResult => "kein Ergebnis", "not a result";
    NotAScore => "kein Ergebnis", "not a score";
    NotAPoint => "kein Ergebnis", "not a point";
    NotATrfResult => "kein TRF-Ergebnis", "not a TRF result";
    NotAColour => "keine Farbe", "not a colour";
    NotEmpty => "nicht leer", "not empty";
    NotAKind => "keine Turnierart", "not a kind";
    NotAnEstimate => "keine Berechnungsart", "not a kind of estimate";
    NotAMode => "keine Rechenweise", "not a mode";
    NotAQualifier => "kein INGO-Zusatz", "not an INGO qualifier";
    NotAnIngoNumber => "keine INGO-Zahl", "not an INGO number";
    NotARestGame => "keine Restpartie", "not a Restpartie";
    GameResults => "1-0, 0-1, ½-½, +-, -+, --", "1-0, 0-1, 1/2-1/2, +-, -+, --";
    SingleResults => "1, ½, 0, +, −", "1, ½, 0, +, −";
    Scores => "1, ½, 0", "1, ½, 0";
    TrfResults => "1 0 = + - W D L H F U Z", "1 0 = + - W D L H F U Z";
    TrfColours => "w, b, -", "w, b, -";
    CrossCells => "1, ½, 0, +, −; mehrere Partien nebeneinander, z. B. 1½",
        "1, ½, 0, +, −; several games side by side, e.g. 1½";
    OwnCells => "x, * oder leer", "x, * or empty";
    Kinds => "tournament, match", "tournament, match";
    EstimateKinds => "forecast (voraus), recheck (nach), first_rating (erst)",
        "forecast, recheck, first_rating";
    Modes => "table, exact", "table, exact";
    Qualifiers => "or_better, or_worse", "or_better, or_worse";
    IngoNumbers => "F/Index, z. B. 128/5 (F 0 bis 400, Index 1 bis 9999)",
        "F/index, e.g. 128/5 (F 0 to 400, index 1 to 9999)";
    RestGameTexts => "DWZ:Ergebnis:Datum, z. B. 1500:½:01.10.2025", "DWZ:result:date, e.g. 1500:½:01.10.2025";
    ReportPoints => "0, 0.5, 1, +, -", "0, 0.5, 1, +, -";
    }
}

messages! {
    /// What is wrong: with a value, a file, a player or a game (the value or the subject, and
    /// the figures, filled in where a text names them).
    ProblemWords {
    TheValue => "der Wert", "the value";
    Missing => "fehlt", "is missing";
    NotANumber => "{subject} ist keine Zahl", "{subject} is not a number";
    NotAWholeNumber => "{subject} ist keine ganze Zahl", "{subject} is not a whole number";
    OutOfRange => "{subject} liegt nicht zwischen {lo} und {hi}", "{subject} is not between {lo} and {hi}";
    NotADate => "{subject} ist kein Datum (TT.MM.JJJJ oder JJJJ-MM-TT)", "{subject} is not a date (DD.MM.YYYY or YYYY-MM-DD)";
    NotAllowed => "{subject} ist {noun} (erlaubt: {list})", "{subject} is {noun} (allowed: {list})";
    WrongType => "{subject} muss {type} sein", "{subject} must be {type}";
    DwzNeeded => "fehlt; ohne DWZ rechnen Sie die Erst-DWZ", "is missing; without a DWZ, compute the first rating";
    NotTogetherWith => "nicht zusammen mit {field}: entweder das eine oder das andere", "not together with {field}: one or the other";
    TooMany => "{count} sind zu viele (höchstens {max})", "{count} are too many (at most {max})";
    ResultCount => "{found} Ergebnisse statt {needed}", "{found} results instead of {needed}";
    Object => "ein Objekt { … }", "an object { … }";
    List => "eine Liste [ … ]", "a list [ … ]";
    Text => "ein Text", "a text";
    TextOrNumber => "ein Text oder eine Zahl", "a text or a number";
    Number => "eine Zahl", "a number";
    Boolean => "true oder false", "true or false";
    JsonSyntax => "kein gültiges JSON ({detail})", "not valid JSON ({detail})";
    TooFewPlayers => "eine Kreuztabelle braucht mindestens zwei Spieler, eine Zeile je Spieler",
        "a cross table needs at least two players, one line each";
    TooFewCells => "die Zeile hat {found} Zellen; nötig sind der Name und {needed} Ergebnisse (eines je Spieler)",
        "the line has {found} cells; it needs the name and {needed} results (one per player)";
    TooManyCells => "{subject}: zwischen Name und Ergebnissen stehen höchstens DWZ, Index und Geburtsjahr",
        "{subject}: between the name and the results stand at most DWZ, index and year of birth";
    NoEndDate => "das Turnierende steht nicht in der Datei", "the file does not give the tournament end";
    Truncated => "die Datei ist abgeschnitten oder beschädigt: {len} Bytes, nötig wären {needed}",
        "the file is truncated or damaged: {len} bytes, {needed} needed";
    FileIs => "die Datei ist {what}", "the file is {what}";
    ThisIs => "{subject}: das ist {what}", "{subject}: this is {what}";
    NotSwt => "keine Swiss-Chess-Turnierdatei (.SWT ab Version 7)", "not a Swiss-Chess tournament file (.SWT, version 7 or later)";
    NotZip => "kein ZIP-Archiv", "not a ZIP archive";
    NotDsbXml => "kein DSB-Turnierbericht (XML, DSB_DWZ_TournamentReport)", "not a DSB tournament report (XML, DSB_DWZ_TournamentReport)";
    NotTournament => "keine Turnierdatei (versucht als Swiss-Chess-Datei (SWT), TRF, DSB-Turnierbericht (XML), Turnier-JSON und Kreuztabelle)",
        "not a tournament file (tried as a Swiss-Chess file (SWT), TRF, DSB tournament report (XML), tournament JSON and cross table)";
    NotFideList => "keine FIDE-Elo-Liste (deren erste Zeile nennt die Spalten: ID Number, Name, Fed, ..., oder XML <playerslist>)",
        "not a FIDE rating list (its first line names the columns: ID Number, Name, Fed, ..., or XML <playerslist>)";
    NotPlayerList => "keine DSB-Spielerliste (deren erste Zeile nennt die Spalten, z. B. ZPS, Mitgliedsnummer, Status, \"Name,Vorname\", DWZ)",
        "not a DSB player list (its first line names the columns, e.g. ZPS, Mitgliedsnummer, Status, \"Name,Vorname\", DWZ)";
    Unsupported => "{subject} wird nicht unterstützt", "{subject} is not supported";
    MissingColumn => "die Spalte {subject} fehlt", "the column {subject} is missing";
    EmptyFile => "die Datei ist leer", "the file is empty";
    PlayerPage => "die Datei ist die Seite eines Spielers von chess-results.com, kein Turnier: seine Partien schätzt der DWZ-Rechner",
        "the file is a player's page of chess-results.com, not a tournament: the DWZ calculator estimates his games";
    ListColumns => "die Zeile hat {found} {columns}, die Zeilen einer DSB-Spielerliste haben {needed}",
        "the line has {found} {columns}, the lines of a DSB player list have {needed}";
    Column = PlaceWords::Column;
    Columns => "Spalten", "columns";
    TooLarge => "entpackt {size} MB groß, mehr als die Grenze von {max} MB: nicht gelesen",
        "{size} MB unpacked, more than the limit of {max} MB: not read";
    NoPlayers => "die Datei nennt keinen Spieler", "the file names no player";
    UnknownPlayer => "{subject}: diesen Spieler gibt es nicht", "{subject}: there is no such player";
    Duplicate => "{subject} kommt zweimal vor", "{subject} is used twice";
    PlaysHimself => "{subject} kann nicht gegen sich selbst spielen", "{subject} cannot play himself";
    Disagrees => "{subject} passt nicht zu Zeile {line} ({other})", "{subject} does not match line {line} ({other})";
    MatchPlayers => "{subject}: ein Zweikampf (WO 4.2.4.5) hat genau zwei Spieler",
        "{subject}: a match (Zweikampf, WO 4.2.4.5) has exactly two players";
    MatchNeedsDwz => "fehlt: ein Zweikampf wird nur gewertet, wenn beide Spieler eine DWZ haben (WO 4.2.4.5)",
        "is missing: a match (Zweikampf) is evaluated only when both players have a DWZ (WO 4.2.4.5)";
    NotInList => "{subject} steht nicht in der Spielerliste", "{subject} is not in the player list";
    NotInListSimilar => "{subject} steht nicht in der Spielerliste; ähnlich: {similar}",
        "{subject} is not in the player list; similar: {similar}";
    NameWithoutList => "{subject}: ohne Spielerliste ist der Name nicht nachzuschlagen (eine Zahl angeben, oder eine Liste)",
        "{subject}: without a player list the name cannot be looked up (give a number, or a list)";
    NamesWithoutList => "{subject}: ohne Spielerliste ist der Name nicht nachzuschlagen (eine Zahl angeben, oder eine Liste); ebenso: {others}",
        "{subject}: without a player list the name cannot be looked up (give a number, or a list); also: {others}";
    NameAmbiguous => "{subject} passt auf mehrere Personen der Spielerliste (Geburtsjahr angeben): {candidates}",
        "{subject} fits several persons of the player list (give the birth year): {candidates}";
    PersonUndecidable => "{subject} ist in den Dateien nicht eindeutig einer Person zuzuordnen (Geburtsjahr, FIDE-ID oder Listen-ID angeben): {candidates}",
        "{subject} cannot be told apart between persons of the files (give the birth year, FIDE ID or list ID): {candidates}";
    OpponentDisagrees => "{subject} passt nicht zum Eintrag des Gegners (Spieler {opponent}: {other})",
        "{subject} does not match the opponent's entry (player {opponent}: {other})";
    }
}

messages! {
    /// The warnings ({player}, {list}, {file}, {id}, {count}: filled in).
    WarningWords {
    RestGamesIgnored => "Spieler {player} hat eine DWZ; seine Restpartien werden nicht verwendet (WO 3.4.2)",
        "player {player} has a DWZ, so his Restpartien are ignored (WO 3.4.2)";
    MatchInferred => "Zwei Spieler: als Zweikampf gewertet (WO 4.2.4.5), ohne Sonderwertung",
        "two players: evaluated as a match (Zweikampf, WO 4.2.4.5), without Sonderwertung";
    NotInList => "Spieler {player} steht nicht in der Spielerliste: als Nichtmitglied gewertet (WO 3.4.3)",
        "player {player} is not in the player list: evaluated as a non-member (WO 3.4.3)";
    FideReplaced => "Spieler {player}: Elo {list} aus der FIDE-Liste statt {file} aus der Datei ({diff}; WO 4.1.2)",
        "player {player}: Elo {list} from the FIDE list instead of {file} from the file ({diff}; WO 4.1.2)";
    FideFromList => "Spieler {player}: Elo {list} aus der FIDE-Liste (WO 4.1.2)", "player {player}: Elo {list} from the FIDE list (WO 4.1.2)";
    FideUnrated => "Spieler {player}: FIDE-ID {id} steht ohne Elo in der FIDE-Liste: als ungewertet gezählt (WO 4.1.3)",
        "player {player}: FIDE ID {id} is in the FIDE list without a rating: counted as unrated (WO 4.1.3)";
    FideNotListed => "Spieler {player}: FIDE-ID {id} steht nicht in der FIDE-Liste: als ungewertet gezählt (WO 4.1.3)",
        "player {player}: FIDE ID {id} is not in the FIDE list: counted as unrated (WO 4.1.3)";
    FideNoId => "Spieler {player}: ohne FIDE-ID ist seine Elo nicht zu prüfen: als ungewertet gezählt (WO 4.1.3)",
        "player {player}: without a FIDE ID his Elo cannot be checked: counted as unrated (WO 4.1.3)";
    NearInList => "Spieler {player}: {count} Eintrag der Spielerliste passt beinahe zum Namen; er wurde nicht übernommen",
        "player {player}: {count} row of the player list nearly matches the name; it was not taken";
    AmbiguousInList => "Spieler {player}: {count} Einträge der Spielerliste passen zum Namen; keiner wurde übernommen",
        "player {player}: {count} rows of the player list match the name; none was taken";
    }
}
