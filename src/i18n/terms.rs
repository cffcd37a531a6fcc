//! The terms of the domain, each written once: the DWZ's ([`Dwz`]: DWZ, Index, Restpartien,
//! Leistung, the Rechenweise …) and those of the game and the tournament ([`Chess`]: Spieler,
//! Partie, Ergebnis, Turnierbeginn, Turnierende …). Never looked up themselves: a table that
//! shows a term names it (`EndDate = Chess::EndDate;`, or inside a sentence
//! `EndDate = lower!(Chess::EndDate);`), so that a page's module carries only the terms its own
//! tables name.

use super::lang::Texts;

messages! {
    /// The DWZ's terms (Wertungsordnung 2026), and the names of the other ratings the tables
    /// share.
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
    Ingo => "INGO", "INGO";
    FideId => "FIDE-ID", "FIDE ID";
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
