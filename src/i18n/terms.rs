//! The terms of the domain, each written once: the DWZ's ([`Dwz`]: DWZ, Index, Restpartien,
//! Leistung, the Rechenweise …), FIDE's ([`Fide`]), INGO's ([`Ingo`]) and those of the game and the tournament ([`Chess`]: Spieler,
//! Partie, Ergebnis, Turnierbeginn, Turnierende …). Never looked up themselves: a table that
//! shows a term names it (`EndDate = Chess::EndDate;`, or inside a sentence
//! `EndDate = lower!(Chess::EndDate);`), so that a page's module carries only the terms its own
//! tables name.

use super::texts::Texts;

messages! {
    /// The DWZ's terms (Wertungsordnung 2026).
    Dwz {
    Dwz => "DWZ", "DWZ";
    Index => "Index", "Index";
    NoDwz => "ohne DWZ", "no DWZ";
    RestGame => "Restpartie", "Restpartie";
    RestGames => "Restpartien", "Restpartien";
    Forfeit => "kampflos, zählt nicht (WO 2.2.5.2)", "forfeit, not counted (WO 2.2.5.2)";
    Points => "Punkte", "Points";
    K => "K", "K";
    KOfEvaluation => "K der Auswertung", "K of the evaluation";
    Performance => "Leistung", "Performance";
    TargetDwz => "Ziel-DWZ", "Target DWZ";
    Mode => "Rechenweise", "Arithmetic";
    ModeTable => "wie im Auswertungsbeispiel (Anhang 3.1)", "as in the worked example (Anhang 3.1)";
    ModeExact => "exakt, wie die Auswertung des DSB", "exact, as the DSB's evaluation";
    ScoreW => "Punkte W", "Score W";
    GamesN => "Partien n", "Games n";
    ExpectedScore => "Punkterwartung Wₑ", "Expected score Wₑ";
    DevelopmentFactor => "Entwicklungsfaktor K", "Development factor K";
    OpponentsAverage => "Gegnerschnitt Rc", "Opponents' average Rc";
    PerformanceRh => "Leistung Rh", "Performance Rh";
    NewDwz => "Neue DWZ", "New DWZ";
    Provisional => "vorläufig", "provisional";
    StartValue => "Startwert Rp", "Start value Rp";
    IterationResult => "Iterationsendwert Ri", "Iteration result Ri";
    Correction => "Korrektur", "Correction";
    FirstDwzR1 => "Erst-DWZ R1", "First DWZ R1";
    Params => "Stellgrößen (Anhang 1.2.1)", "Parameters (Anhang 1.2.1)";
    Youth => "Jugendlicher (bis 20)", "Youth (up to 20)";
    Junior => "Junior (21–25)", "Junior (21–25)";
    Adult => "Erwachsener (ab 26)", "Adult (26 and over)";
    OldDwz => "DWZ alt", "Old DWZ";
    DwzNew => "DWZ neu", "New DWZ";
    Established => "etabliert", "established";
    Stage1 => "1. Zusatzstufe", "stage 1";
    Stage2 => "2. Zusatzstufe", "stage 2";
    RemainingGroup => "restlich", "remaining";
    Exceptional => "Ausnahmespieler (WO 3.6.3)", "exceptional player (WO 3.6.3)";
    Textual => "(textuell)", "(textual)";
    NewRestGames => "Neue Restpartien", "New Restpartien";
    FictiveDraw => "fiktives Remis", "fictive draw";
    }
}

messages! {
    /// The terms of the FIDE rating (Rating Regulations 2024).
    Fide {
    Id => "FIDE-ID", "FIDE ID";
    K => "K (FIDE)", "K (FIDE)";
    NewElo => "Neue Elo", "New Elo";
    InitialElo => "Erst-Elo", "Initial rating";
    FideElo => "FIDE-Elo", "FIDE Elo";
    Expected => "Erwartung", "Expected";
    EloNew => "Elo neu", "New rating";
    }
}

messages! {
    /// The terms of INGO (the Bavarian rating).
    Ingo {
    Ingo => "INGO", "INGO";
    OldF => "alte F", "old F";
    Pd => "%d", "%d";
    Niveau => "Niveau", "Niveau";
    H => "H", "H";
    NewF => "neue F", "new F";
    NoGames => "keine Partie", "no games";
    TooFewGames => "weniger als 3 Partien (C IV)", "fewer than 3 games (C IV)";
    ShortMatch => "Zweikampf mit weniger als 4 Partien (C V)", "a match of fewer than 4 games (C V)";
    NoNiveau => "kein Gegner mit Ingo-Zahl", "no opponent with a number";
    OrBetter => "oder besser", "or better";
    OrWorse => "oder schlechter", "or worse";
    }
}

messages! {
    /// The terms of the game, the tournament and its players.
    Chess {
    Tournament => "Turnier", "Tournament";
    StartDate => "Turnierbeginn", "Tournament start";
    EndDate => "Turnierende", "Tournament end";
    TimeControl => "Bedenkzeit", "Time control";
    Location => "Spielort", "Location";
    Player => "Spieler", "Player";
    Players => "Spieler", "Players";
    Name => "Name", "Name";
    BirthYear => "Geburtsjahr", "Year of birth";
    Member => "Mitglied", "Member";
    Team => "Mannschaft", "Team";
    Opponent => "Gegner", "Opponent";
    Game => "Partie", "Game";
    Games => "Partien", "Games";
    Colour => "Farbe", "Colour";
    Result => "Ergebnis", "Result";
    Date => "Datum", "Date";
    }
}

messages! {
    /// What sentences count: points and games ("1 Punkt", "2 games").
    Units {
    Point => "Punkt", "point";
    Points = lower!(Dwz::Points);
    Game = lower!(Chess::Game);
    Games = lower!(Chess::Games);
    }
}
