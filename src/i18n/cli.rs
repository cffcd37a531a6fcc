//! The CLI's own texts. (The words of the DSB's report are with it, in
//! `formats::dsb_xml::words`: the formats use `i18n`, never the other way round.)

use super::texts::Texts;

messages! {
    /// The CLI's own texts: its error line,
    /// an unreadable file, the end date it asks for, and the notes of its export of the DSB's
    /// report.
    CliMsg {
    ErrorWord => "Fehler", "error";
    CannotRead => "kann nicht gelesen werden", "cannot be read";
    EndDateOption => "mit --end-date JJJJ-MM-TT angeben", "give it with --end-date YYYY-MM-DD";
    ReportUuidNote => "Turnier-UUID (für eine korrigierte Datei mit --uuid wieder angeben)",
        "tournament UUID (give it again with --uuid for a corrected file)";
    ReportNoSender => "ohne Absender (--sender) fehlt der Dateikopf mit der Datei-UUID",
        "without a sender (--sender) the file header with the file UUID is left out";
    ReportGiveWith => "angeben mit", "give it with";
    CannotWrite => "kann nicht geschrieben werden", "cannot be written";
    ListOption => "die Liste mit --players LISTE oder --fide-list DATEI angeben",
        "give the list with --players LIST or --fide-list FILE";
    PageOption => "{option}: nicht mit der Seite eines Spielers von chess-results.com, die die Wertungszahlen der Gegner selbst nennt",
        "{option}: not with a player's page of chess-results.com, which gives the opponents' ratings itself";
    IndexOption => "mit --index N angeben, oder mit --players LISTE aus der Spielerliste",
        "give it with --index N, or from the player list with --players LIST";
    }
}
