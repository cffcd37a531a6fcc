//! The words of both pages: the language button ([`LanguageWords`], looked up by both), and the words
//! of the pages' frames and forms several tables name ([`Page`]).

use super::texts::Texts;

messages! {
    /// The texts both pages look up (the language button).
    LanguageWords {
    Language => "English", "Deutsch";
    LanguageLabel => "Sprache", "Language";
    // The release line of both pages' footers.
    Licence => "Lizenz: MIT oder Apache-2.0", "Licence: MIT or Apache-2.0";
    Source => "Quelltext", "Source code";
    Impressum => "Impressum", "Legal notice (Impressum)";
    }
}

messages! {
    /// Words of the pages several tables use, written once: a table names one where it uses it
    /// (`Clear = Page::Undo;`). Never looked up itself.
    Page {
    CalculatorTitle => "DWZ-Rechner", "DWZ calculator";
    DateFormat => "TT.MM.JJJJ", "DD.MM.YYYY";
    Undo => "Rückgängig", "Undo";
    RemoveList => "Liste entfernen", "Remove the list";
    Persons => "Personen", "persons";
    Person => "Person", "person";
    AsOf => "Stand", "as of";
    FideList => "FIDE-Liste", "FIDE list";
    DsbPlayerList => "DSB-Spielerliste", "DSB player list";
    NoMonth => "ohne Monat", "no month given";
    RemoveFideList => "FIDE-Liste entfernen", "Remove the FIDE list";
    Settings => "Einstellungen", "Settings";
    TryAgain => "Noch einmal versuchen", "Try again";
    StageInflating => "Entpacken", "Unpacking";
    StageRows => "Zeilen lesen", "Reading rows";
    StageIndex => "Personen ordnen", "Grouping persons";
    // An older list than the one kept, asked about before it replaces it (both pages).
    OlderList => "{file} ist älter ({new}) als die geladene {list} ({kept}). Trotzdem ersetzen?", "{file} is older ({new}) than the {list} loaded ({kept}). Replace it all the same?";
    Replace => "Ersetzen", "Replace";
    KeepList => "Behalten", "Keep it";
    ListKept => "{file} nicht geladen: die {list} bleibt unverändert.", "{file} not loaded: the {list} is kept unchanged.";
    }
}
