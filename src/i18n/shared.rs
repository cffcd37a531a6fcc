//! The tables both pages use: the language button's texts, and the words several tables name.

use super::lang::Texts;

messages! {
    /// The texts both pages look up (the language button).
    SMsg {
    Language => "English", "Deutsch";
    LanguageLabel => "Sprache", "Language";
    }
}

messages! {
    /// Words both pages' tables use, written once: a page's table names one where it uses it
    /// (`EndDate = Shared::EndDate;`). Never looked up itself.
    Shared {
    CalculatorTitle => "DWZ-Rechner", "DWZ calculator";
    Player => "Spieler", "Player";
    BirthYear => "Geburtsjahr", "Year of birth";
    EndDate => "Turnierende", "Tournament end";
    DateFormat => "TT.MM.JJJJ", "DD.MM.YYYY";
    Games => "Partien", "Games";
    NoDwz => "ohne DWZ", "no DWZ";
    Result => "Ergebnis", "Result";
    Undo => "Rückgängig", "Undo";
    Tournament => "Turnier", "Tournament";
    RestGame => "Restpartie", "Restpartie";
    Forfeit => "kampflos, zählt nicht (WO 2.2.5.2)", "forfeit, not counted (WO 2.2.5.2)";
    RemoveList => "Liste entfernen", "Remove the list";
    Persons => "Personen", "persons";
    Opponent => "Gegner", "Opponent";
    Mode => "Rechenweise", "Arithmetic";
    ModeTable => "wie im Auswertungsbeispiel (Anhang 3.1)", "as in the worked example (Anhang 3.1)";
    ModeExact => "exakt, wie die Auswertung des DSB", "exact, as the DSB's evaluation";
    Points => "Punkte", "Points";
    K => "K", "K";
    Performance => "Leistung", "Performance";
    }
}
