//! The texts of the tournament page (`turnier.html`) and of its second module.

use super::shared::Page;
use super::terms::{Chess, Dwz, Fide, Ingo};
use super::texts::Texts;

messages! {
    /// The texts of the tournament page ("Turnierauswertung").
    TournamentWords {
    Title => "Turnierauswertung", "Tournament evaluation";
    Tagline => "Die ganze Auswertung eines Turniers nach der Wertungsordnung, bevor sie zum DSB geht. Alles bleibt in Ihrem Browser.",
        "A whole tournament evaluated by the Wertungsordnung before it goes to the DSB. Everything stays in your browser.";
    CalculatorLink = Page::CalculatorTitle;
    Footer => "Angaben ohne Gewähr; maßgeblich ist die Auswertung des DSB.", "No guarantee; the DSB's evaluation is what counts.";
    LoadTitle => "Turnier laden", "Load a tournament";
    FileLabel => "Datei (Swiss-Chess .SWT, TRF, Turnier-JSON oder Kreuztabelle)", "File (Swiss-Chess .SWT, TRF, tournament JSON or cross table)";
    PasteLabel => "… oder einfügen: TRF, JSON oder Kreuztabelle (Name; DWZ; Index; Geburtsjahr; Ergebnisse gegen 1 … N)",
        "… or paste: TRF, JSON or a cross table (name; DWZ; index; year of birth; results against 1 … N)";
    PasteLoad => "Übernehmen", "Load";
    Reading => "Wird gelesen …", "Reading …";
    FileUnreadable => "Die Datei konnte nicht gelesen werden.", "The file could not be read.";
    Settings = Page::Settings;
    EndDate = Chess::EndDate;
    EndPlaceholder = Page::DateFormat;
    Exact => "exakt, wie die Auswertung des DSB (sonst wie im Auswertungsbeispiel, Anhang 3.1)", "exact, as the DSB's evaluation (else as in the worked example, Anhang 3.1)";
    ListTitle = Page::DsbPlayerList;
    ListHelp => "DWZ, Index, Geburtsjahr und Mitgliedschaft aus der täglichen Spielerliste des DSB: spieler.csv oder die ZIP-Datei (LV-0-csv.zip für ganz Deutschland, LV-x-csv.zip für einen Landesverband), von der Seite des DSB heruntergeladen. Sie wird einmal geladen, bleibt in Ihrem Browser (auch offline) und verlässt ihn nie; Wertung liefert keine mit.",
        "DWZ, index, year of birth and membership from the DSB's daily player list: spieler.csv or the zip file (LV-0-csv.zip for all of Germany, LV-x-csv.zip for one state federation), downloaded from the DSB's site. It is loaded once, stays in your browser (offline too) and never leaves it; Wertung ships none.";
    ListFile => "Spielerliste laden (CSV oder ZIP)", "Load the player list (CSV or zip)";
    ListStored => "Gespeicherte Spielerliste", "Stored player list";
    ListRows => "Zeilen", "rows";
    ListRow => "Zeile", "row";
    ListPersons = Page::Persons;
    ListPerson = Page::Person;
    ListLoadedOn => "geladen am", "loaded on";
    ListMatch => "Spieler mit der Liste abgleichen", "Match the players with the list";
    ListForget = Page::RemoveList;
    ListWorking => "Die Spielerliste wird gelesen und abgeglichen …", "Reading the player list and matching …";
    StageInflating = Page::StageInflating;
    StageRows = Page::StageRows;
    StageIndex = Page::StageIndex;
    StageMatching => "Spieler zuordnen", "Matching players";
    ListNotKept => "Dieser Browser kann die Liste nicht speichern: sie gilt nur bis zum Schließen der Seite.", "This browser cannot store the list: it lasts until the page is closed.";
    ReaderStopped => "Beim Lesen ist der Teil der Seite für Dateien abgebrochen (die Datei ist zu groß oder beschädigt). Er wird für die nächste Datei neu gestartet; das Turnier und die gespeicherte Liste bleiben.",
        "Reading stopped the part of the page that reads files (the file is too large or damaged). It is started again for the next file; the tournament and the stored list stay.";
    ReaderPanicked => "Ein Fehler im Programm hat den Teil der Seite für Dateien und Auswertungen angehalten (gemeldet in der Konsole des Browsers). Er ist neu gestartet; das Turnier und Ihre Eingaben bleiben. Bitte noch einmal versuchen.",
        "An error in the program stopped the part of the page for files and views (reported in the browser's console). It has started again; the tournament and what you typed stay. Please try again.";
    TryAgain = Page::TryAgain;
    ReaderFailed => "Dieser Teil der Seite wird beim ersten Gebrauch nachgeladen; das ging nicht (offline?). Bitte mit Verbindung noch einmal versuchen.",
        "This part of the page is loaded when first used; that failed (offline?). Please try again when online.";
    ListTime => "Zeit", "time";
    PlayersTitle => "Spieler ergänzen oder korrigieren", "Complete or correct the players";
    FideNote => "Wo nur eine FIDE-Wertung vorliegt, steht sie als DWZ mit Index 6 (WO 4.1.2, 2.2.4).", "Where only a FIDE rating is given, it stands in as DWZ with index 6 (WO 4.1.2, 2.2.4).";
    Born => "Geb.", "Born";
    BirthYear = Chess::BirthYear;
    Member = Chess::Member;
    DsbMember => "DSB-Mitglied", "DSB member";
    RestGames = Dwz::RestGames;
    RestPlaceholder => "1500:½:01.10.2025", "1500:½:2025-10-01";
    ListColumn => "Spielerliste", "Player list";
    GamesBefore => "FIDE-Partien vorher", "FIDE games before";
    Problems => "Hinweise", "Problems";
    Views => "Ansichten", "Views";
    ViewDwz = Dwz::Dwz;
    Withheld => "Keine gültige Auswertung (auch kein Export, kein Druck), solange diese Eingaben fehlen oder falsch sind:", "No valid evaluation (nor export, nor print) while these inputs are missing or wrong:";
    NeedsChoice => "in der Spielerliste mehrdeutig: bitte den Eintrag wählen", "ambiguous in the player list: please choose the entry";
    FileTooLarge => "{file}: {size} MB groß, mehr als die Grenze von {max} MB: nicht gelesen", "{file}: {size} MB, more than the limit of {max} MB: not read";
    NeedsNearMiss => "Beinahe-Treffer in der Spielerliste: bitte den Eintrag übernehmen oder nicht", "a near miss in the player list: please take the entry or not";
    ListUnlistedFilter => "nur nicht in der Liste", "not in the list only";
    DecisionsOpen => "offene Entscheidungen", "open decisions";
    DecisionOpen => "offene Entscheidung", "open decision";
    DecisionPrev => "‹ vorige", "‹ previous";
    DecisionNext => "nächste ›", "next ›";
    DecisionUndo => "Entscheidung rückgängig", "Undo decision";
    DecisionsKeys => "Pfeiltasten: vorige/nächste Entscheidung, ohne zu wählen; Enter oder Leertaste: die Auswahl öffnen", "Arrow keys: previous/next decision, without choosing; Enter or Space: open the choice";
    OldScale => "Diese Datei hat DWZ der alten Skala: seit 2026 ist keine DWZ kleiner als 1100 (WO 3.5.2, Anhang 4); die kleinste hier ist", "This file has DWZ of the old scale: since 2026 no DWZ is below 1100 (WO 3.5.2, Anhang 4); the lowest here is";
    ConvertScale => "DWZ der Datei nach Anhang 4 umrechnen (bis 1000: + 400; bis 2110: 0,64 · DWZ + 760)", "Convert the file's DWZ by Anhang 4 (up to 1000: + 400; up to 2110: 0.64 · DWZ + 760)";
    ViewIngo = Ingo::Ingo;
    ViewLeistung => "Turnierleistung", "Tournament performance";
    Xiangqi => "Xiangqi-Regeln (seit 1990) statt Schach 1960", "Xiangqi rules (since 1990) instead of chess 1960";
    ViewFide => "FIDE-Elo", "FIDE rating";
    ExportCsv => "CSV exportieren", "Export CSV";
    ExportJson => "JSON exportieren", "Export JSON";
    Print => "Drucken / als PDF speichern", "Print / save as PDF";
    PrintSheets => "Einzelergebnisse drucken (eine Seite je Spieler)", "Print the scoresheets (a page per player)";
    Clear => "Turnier vergessen", "Forget the tournament";
    Cleared => "Turnier vergessen.", "Tournament forgotten.";
    Undo = Page::Undo;
    AllColumns => "Alle Spalten zeigen", "Show all columns";
    Results => "Auswertung", "Evaluation";
    HeadRounds => "Runden", "Rounds";
    HeadPlayers = Chess::Players;
    HeadGames = Chess::Games;
    HeadMode = Dwz::Mode;
    HeadRules => "Regeln", "Rules";
    Rules => "Wertungsordnung des DSB 2026, Stellgrößen nach Anhang 1.2.1", "DSB Wertungsordnung 2026, parameters of Anhang 1.2.1";
    HeadDate => "Ausgewertet am", "Evaluated on";
    ModeTable = Dwz::ModeTable;
    ModeExact = Dwz::ModeExact;
    InfoSteps => "Schritte der Gesamtiteration", "steps of the Gesamtiteration";
    InfoTook => "gerechnet in", "computed in";
    NobodyHasDwz => "Niemand kann ausgewertet werden: kein Spieler hat eine DWZ, und ohne Gegner mit DWZ gibt es auch keine Erst-DWZ. Tragen Sie die DWZ in der Spielertabelle ein oder gleichen Sie mit der DSB-Spielerliste ab.",
        "Nobody can be evaluated: no player has a DWZ, and without rated opponents there is no first rating either. Enter the DWZ in the player table or match with the DSB player list.";
    NobodyNewDwz => "Niemand erhält eine neue DWZ: es gibt keine Partie, die zählt.", "Nobody gets a new DWZ: there is no game that counts.";
    ColNr => "#", "#";
    ColPlayer = Chess::Player;
    ColGroup => "Gruppe", "Group";
    ColZps => "ZPS", "ZPS";
    ColTeam = Chess::Team;
    ColRo = Dwz::OldDwz;
    ColK = Dwz::K;
    ColRc => "Rc", "Rc";
    ColW => "W", "W";
    ColN => "n", "n";
    ColWe => "We", "We";
    ColRh => "Rh", "Rh";
    ColNew = Dwz::DwzNew;
    ColDiff => "+/−", "+/−";
    GroupEstablished = Dwz::Established;
    GroupStage1 = Dwz::Stage1;
    GroupStage2 = Dwz::Stage2;
    GroupRemaining = Dwz::RemainingGroup;
    Exceptional = Dwz::Exceptional;
    Textual = Dwz::Textual;
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
    NewRestGames = Dwz::NewRestGames;
    AgainstDwz => "gegen DWZ", "against DWZ";
    Won => "gewonnen", "won";
    Drawn => "remis", "drawn";
    Lost => "verloren", "lost";
    On => "am", "on";
    Close => "Schließen", "Close";
    PrintSheet => "Drucken", "Print";
    ShowTrace => "Gesamtiteration anzeigen", "Show the Gesamtiteration";
    // The player list a director works through, the report's head.
    ListNeedFilter => "nur Entscheidung nötig", "decision needed only";
    ListNeedCount => "Entscheidung nötig", "decision needed";
    ListNeedCounts => "Entscheidungen nötig", "decisions needed";
    LegendClick => "Ein Klick auf einen Spaltenkopf sortiert, ein Klick auf einen Namen zeigt seine Einzelergebnisse.",
        "Click a column head to sort, a name to see the player's scoresheet.";
    PrintPage => "Seite ", "Page ";
    PrintOf => " von ", " of ";
    HeadForm => "Turnierkopf für den Bericht", "The report's head";
    HeadCode => "Turniercode / TurnierID", "Tournament code / ID";
    HeadBegin => "Beginn", "Start";
    HeadLevel => "Spielebene", "Level";
    HeadEvaluator => "Auswerter", "Evaluated by";
    // The DSB's report (XML).
    HeadTimeControl = Chess::TimeControl;
    HeadLocation = Chess::Location;
    HeadType => "Turnierart (SR, SW, SC, TR, TW, TC, -H)", "Type (SR, SW, SC, TR, TW, TC, -H)";
    HeadUuid => "Turnier-UUID", "Tournament UUID";
    HeadName => "Turniername", "Tournament name";
    HeadNotes => "Bemerkungen (im DSB-Bericht)", "Notes (in the DSB report)";
    ExportDsb => "Für den DSB exportieren (XML)", "Export for the DSB (XML)";
    // The player list's cell of a player (how he was found, the choice), worded by the page.
    FoundClub => "ZPS + Mitgliedsnr.", "ZPS + member no.";
    FoundFide = Fide::Id;
    FoundName = lower!(Chess::Name);
    FoundNameYear => "Name + Geburtsjahr", "name + year of birth";
    FoundAmbiguous => "mehrdeutig", "ambiguous";
    FoundNone => "nicht in der Liste", "not in the list";
    ChooseNone => "keiner davon (Nichtmitglied)", "none of them (non-member)";
    NonMember => "Nichtmitglied (WO 3.4.3)", "non-member (WO 3.4.3)";
    Choose => "Eintrag der Spielerliste für", "Player list entry for";
    NoDwz = Dwz::NoDwz;
    FoundNear => "Beinahe-Treffer", "near miss";
    ChooseOpen => "bitte entscheiden (bis dahin Nichtmitglied)", "please decide (a non-member until then)";
    ChooseMember => "DSB-Mitglied mit den Werten der Datei", "DSB member with the file's values";
    GuestFrom => "Gast aus", "guest from";
    // The summary of the findings, worded by the page.
    ListSummary => "Abgleich mit der Spielerliste", "Matched with the player list";
    ListFound => "gefunden", "found";
    ListAmbiguous => "mehrdeutig (bitte wählen)", "ambiguous (please choose)";
    ListNotFound => "nicht in der Liste (als Nichtmitglied gewertet)", "not in the list (evaluated as non-members)";
    ListNear => "Beinahe-Treffer (bitte prüfen)", "near misses (please check)";
    ListNearOne => "Beinahe-Treffer (bitte prüfen)", "near miss (please check)";
    ListNotFoundOne => "nicht in der Liste (als Nichtmitglied gewertet)", "not in the list (evaluated as a non-member)";
    ListFitsNone => "Nur {found} von {n} Spielern stehen in dieser Liste: passt die Liste zum Turnier? Die Spielertabelle bleibt, wie sie war.",
        "Only {found} of {n} players are in this list: does the list fit the tournament? The player table stays as it was.";
    // The director checking a report before he sends it.
    ListByHand => "nicht in der Liste, von Hand als Mitglied", "not in the list, made members by hand";
    ListByHandOne => "nicht in der Liste, von Hand als Mitglied", "not in the list, made a member by hand";
    ListQuestion => "{file}: nur {found} von {n} Spielern stehen in dieser Liste. Passt sie zum Turnier? Die bisherige Liste bleibt in Gebrauch, bis Sie entscheiden.",
        "{file}: only {found} of {n} players are in this list. Does it fit the tournament? The list in use stays until you decide.";
    ListQuestionFirst => "{file}: nur {found} von {n} Spielern stehen in dieser Liste. Passt sie zum Turnier? Sie wird erst verwendet, wenn Sie es bestätigen.",
        "{file}: only {found} of {n} players are in this list. Does it fit the tournament? It is used only once you confirm it.";
    ListTake => "Diese Liste trotzdem verwenden", "Use this list anyway";
    ListKeep => "Bisherige Liste behalten", "Keep the list in use";
    ListDiscard => "Liste verwerfen", "Discard the list";
    ListOlder = Page::OlderList;
    ListReplace = Page::Replace;
    ListKeepOlder = Page::KeepList;
    ListOlderKept = Page::ListKept;
    ListStand = Page::AsOf;
    Recalled => "{what} aus der letzten Sitzung übernommen.", "{what} taken over from the last session.";
    RecalledHead => "Kopfdaten", "The report's head";
    RecalledEnd => "Enddatum", "end date";
    RecalledDecision => "Entscheidung", "decision";
    RecalledDecisions => "Entscheidungen", "decisions";
    RecalledPlayer => "Spieler mit Änderungen", "player with changes";
    RecalledPlayers => "Spieler mit Änderungen", "players with changes";
    RecalledAnd => "und", "and";
    StartFresh => "Neu beginnen, wie die Datei es angibt", "Start afresh, as the file gives it";
    DsbDropped => "Nur {now} von {n} Spielern haben in diesem Bericht eine DSB-ID, im letzten Export dieses Turniers waren es {before}. Passt die Spielerliste?",
        "Only {now} of {n} players have a DSB ID in this report, {before} in this tournament's last export. Does the player list fit?";
    DsbExportAnyway => "Trotzdem exportieren", "Export anyway";
    FideHelp => "Auch FIDEs Elo-Liste (players_list.zip, die XML-Liste oder standard_rating_list.zip) kann hier geladen werden: wer keine DWZ hat, zählt dann mit der Elo der Liste statt der Datei (WO 4.1.2); wen die Liste nicht oder ohne Elo führt, zählt als ungewertet (WO 4.1.3).",
        "FIDE's rating list (players_list.zip, the XML list or standard_rating_list.zip) can be loaded here too: a player without DWZ then counts with the list's Elo in place of the file's (WO 4.1.2); one the list lacks or lists without a rating counts as unrated (WO 4.1.3).";
    FideList = Page::FideList;
    FideMonth = Page::AsOf;
    FideNoMonth = Page::NoMonth;
    FideForget = Page::RemoveFideList;
    FideNotKept => "Sie gilt bis zum Schließen der Seite.", "It lasts until the page is closed.";
    FideReplaced => "FIDE-Liste: Elo {list} statt {file} ({diff})", "FIDE list: rating {list} instead of {file} ({diff})";
    FideTaken => "FIDE-Liste: Elo {list}", "FIDE list: rating {list}";
    FideUnrated => "FIDE-Liste: ungewertet (WO 4.1.3)", "FIDE list: unrated (WO 4.1.3)";
    FideChoose => "Namensvetter in der FIDE-Liste für", "Namesakes in the FIDE list for";
    FideChooseOpen => "FIDE-Liste: wer ist es?", "FIDE list: who is it?";
    FideChooseNone => "keiner von ihnen (ungewertet, WO 4.1.3)", "none of them (unrated, WO 4.1.3)";
    FideNotes => "Hinweise zur FIDE-Liste", "Notes on the FIDE list";
    RunTitle => "Berechnungslauf", "Computation run";
    RunHelp => "Mehrere Dateien zusammen gewählt oder abgelegt werden nacheinander ausgewertet, in der Reihenfolge der WO 2.2.3 (Ende, dann Beginn): jeder Spieler mit DWZ, Index und Restpartien aus seiner unmittelbar vorhergehenden Auswertung.",
        "Several files chosen or dropped together are evaluated one after the other in the order of WO 2.2.3 (end, then start): every player with the DWZ, index and Restpartien of his immediately preceding evaluation.";
    RunOrder => "Reihenfolge", "Order";
    RunTournament = Chess::Tournament;
    RunStart = Chess::StartDate;
    RunEnd = Chess::EndDate;
    RunFile => "Datei", "File";
    RunShown => "Gezeigtes Turnier", "Tournament shown";
    RunPersons => "Personen des Laufs", "Persons of the run";
    RunPath => "Verlauf", "Path";
    RunAfter => "DWZ danach", "DWZ after";
    RunCsv => "Personen als CSV", "Persons as CSV";
    RunJson => "Lauf als JSON", "Run as JSON";
    RunReading => "Dateien lesen", "Reading files";
    RunComputing => "Auswerten", "Evaluating";
    RunClose => "Berechnungslauf schließen", "Close the computation run";
    RunRest = Dwz::RestGames;
    RunWho => "„{name}“ in {file}: Welche Person ist es? Die Dateien haben mehrere Personen dieses Namens, die Datei keinen Jahrgang.",
        "“{name}” in {file}: which person is it? The files have several persons of this name, the file gives no year of birth.";
    RunDecided => "Wer ist wer (entschieden)", "Who is who (decided)";
    RunBorn => "Jahrgang", "born in";
    RunUndecide => "Entscheidungen zurücknehmen", "Take the decisions back";
    RunBefore => "DWZ vor der Saison", "DWZ before the season";
    RunAtEnd => "DWZ am Ende", "DWZ at the end";
    RunClub => "Verein", "Club";
    RunSortBy => "Sortiert", "Sorted";
    RunSortName => "nach Name", "by name";
    RunSortClub => "nach Verein", "by club";
    RunScale => "Maßstab", "Scale";
    RunNoDwz = Dwz::NoDwz;
    RunCard => "Karteikarte", "Record card";
    RunCardOf => "Karteikarte von {name}", "Record card of {name}";
    RunCardBefore => "DWZ vorher", "DWZ before";
    RunPoints = Dwz::Points;
    RunGames = Chess::Games;
    RunPerformance = Dwz::Performance;
    RunK = Dwz::K;
    RunListId => "DSB-ID", "DSB ID";
    RunPrintCard => "Karteikarte drucken", "Print the record card";
    RunPrintSeason => "Saison drucken", "Print the season";
    RunSeason => "Saison {from} bis {to}", "Season {from} to {to}";
    RunFloor => "1100 ist die niedrigste DWZ (WO 3.5.2): die Untergrenze hebt die neue DWZ über das, was die Formel ergibt.",
        "1100 is the lowest DWZ (WO 3.5.2): the floor lifts the new DWZ above what the formula gives.";
    RunFloorAt => "Untergrenze 1100 (WO 3.5.2) in {tournament}", "Floor 1100 (WO 3.5.2) in {tournament}";
    RunCarried => "Die Exporte dieses Turniers (CSV, JSON, DSB-Bericht) sind die der einzelnen Datei mit derselben Spielerliste, bis auf die DWZ, die der Lauf aus früheren Turnieren übernimmt:",
        "This tournament's exports (CSV, JSON, DSB report) are the single file's with the same player list, but for the ratings the run carries forward from earlier tournaments:";
    RunCarriedNone => "Die Exporte dieses Turniers (CSV, JSON, DSB-Bericht) sind die der einzelnen Datei mit derselben Spielerliste: der Lauf übernimmt hier keine DWZ aus früheren Turnieren.",
        "This tournament's exports (CSV, JSON, DSB report) are the single file's with the same player list: the run carries no rating forward into it.";
    RunInFile => "in der Datei", "in the file";
    RunChanged => "Geänderte Ergebnisse in „{name}“ (Kopf und Turnier-UUID bleiben):",
        "Changed results in “{name}” (head and tournament UUID kept):";
    RunCame => "neu im Turnier", "new in the tournament";
    RunGone => "nicht mehr im Turnier", "no longer in the tournament";
    RunListUsed => "Spielerliste {name} vom {date} wird für den Lauf verwendet.", "Player list {name} of {date} is used for the run.";
    RunListReplace => "Liste ersetzen", "Replace the list";
    RunListRemove = Page::RemoveList;
}
}

messages! {
    /// The texts of the tournament page's views of data: the player list's findings and
    /// candidates (worded by the second module, `wertung-reader`), the scoresheets and the INGO,
    /// Turnierleistung and FIDE views (their keys in the second module's answers, worded by the
    /// page when it renders them; an entry travels as its place in the table).
    TournamentViewWords {
    Player = Chess::Player;
    SheetTournament = Chess::Tournament;
    SheetBye => "spielfrei", "bye";
    SheetByeReason => "spielfrei: keine Partie, zählt nicht (WO 2.2.5.2)", "bye: no game, not counted (WO 2.2.5.2)";
    SheetForfeit = Dwz::Forfeit;
    SheetRound => "Rd.", "Rd.";
    SheetColour = Chess::Colour;
    SheetWhite => "W", "W";
    SheetBlack => "S", "B";
    SheetSum => "Summe", "Sum";
    SheetNotCounted => "zählt nicht: der Gegner hat keine Wertung, die für ihn zählt (WO 3.4)", "not counted: the opponent has no rating that counts for him (WO 3.4)";
    SheetMarks => "R1: der Gegner zählt mit seiner ersten DWZ (WO 3.4.4); Rh: mit seiner Leistung als Ausnahmespieler (WO 3.6.3).", "R1: the opponent counts with his first DWZ (WO 3.4.4); Rh: with his performance as an exceptional player (WO 3.6.3).";
    FideExpected = Fide::Expected;
    FideNew = Fide::EloNew;
    FidePerformance = Dwz::Performance;
    FideLegendK => "K nach FIDE 8.3.3 aus Elo und Alter (30 und mehr Partien vorher angenommen, wo die Spielertabelle nichts anderes sagt), höchstens 700 / n; Veränderung K × Σ(Ergebnis − Erwartung), einmal gerundet.", "K by FIDE 8.3.3 from rating and age (30 or more games before assumed unless the player table says otherwise), at most 700 / n; change K × Σ(score − expected), rounded once.";
    FideLegendNotRated => "Partien gegen Gegner ohne Elo und kampflose Partien zählen nicht; ohne Elo: Erst-Elo ab 5 gewerteten Partien (mit zwei angenommenen Remis gegen 1800, höchstens 2200).", "Games against unrated opponents and forfeits are not rated; unrated players: an initial rating from 5 rated games (with two hypothetical draws against 1800, at most 2200).";
    FideLegendFloor => "Eine Elo unter 1400 wird nicht veröffentlicht (in Klammern).", "A rating below 1400 is not published (in parentheses).";
    Scoresheet => "Einzelergebnisse", "Scoresheet";
    Opponent = Chess::Opponent;
    Rating => "Wertung", "Rating";
    Result = Chess::Result;
    RestGame = Dwz::RestGame;
    FictiveDraw = Dwz::FictiveDraw;
    RestStored => "Restpartien (gespeichert)", "Restpartien (stored)";
    IngoLegendNiveau => "Niveau: der Durchschnitt der eigenen und der gegnerischen Ingo-Zahlen (eine je Partie).", "Niveau: the average of the own and the opponents' INGO numbers (one a game).";
    IngoLegendPd => "%d: wie weit das Ergebnis von 50 % abweicht, mit einem halben Punkt und einer Partie für die eigene Zahl im Niveau.", "%d: how far the result is from 50 %, with half a point and a game for the own number in the Niveau.";
    IngoLegendH => "H: die Turniererfolgszahl, Niveau plus %d; kleiner ist besser.", "H: the tournament performance, Niveau plus %d; lower is better.";
    IngoLegendNew => "Neue F: aus alter F und H, meist (3 F + H) / 4; die Regel steht in der letzten Spalte.", "New F: from the old F and H, mostly (3 F + H) / 4; the rule is in the last column.";
    IngoOld = Ingo::OldF;
    IngoPd = Ingo::Pd;
    IngoNiveau = Ingo::Niveau;
    IngoH = Ingo::H;
    IngoNew = Ingo::NewF;
    IngoRule => "Regel", "rule";
    OrBetter = Ingo::OrBetter;
    OrWorse = Ingo::OrWorse;
    IngoNoGames = Ingo::NoGames;
    IngoTooFewGames = Ingo::TooFewGames;
    IngoShortMatch = Ingo::ShortMatch;
    IngoNoNiveau = Ingo::NoNiveau;
    LeistungLegendGelbfuss => "Gelbfuß: jeder Partiepunkt mal der Punktzahl des Gegners.", "Gelbfuß: every game point times the opponent's score.";
    LeistungLegendSb => "Sonneborn-Berger: jeder Partiepunkt mal der Summe beider Punktzahlen (Gelbfuß plus eigene Punkte zum Quadrat).", "Sonneborn-Berger: every game point times both players' scores (Gelbfuß plus the own score squared).";
    LeistungLegendBuchholz => "Buchholz: je Partie die eigene Punktzahl mal der des Gegners.", "Buchholz: for every game the own score times the opponent's.";
    LeistungLegendT => "t (Turnierleistung): jeder Punkt gewichtet mit der Leistung des Gegners, so lange wiederholt, bis sich nichts mehr ändert; Summe 1.", "t (Turnierleistung): every point weighted by the opponent's performance, repeated until nothing changes; sum 1.";
    LeistungLegendHomogeneity => "T = t · Spielerzahl: 1 ist der Turnierdurchschnitt; Homogenität = größtes T / kleinstes T.", "T = t · players: 1 is the tournament average; homogeneity = largest T / smallest T.";
    Rank => "Platz", "Rank";
    Pts => "Pkt", "Pts";
    Points = Dwz::Points;
    Homogeneity => "Homogenität", "Homogeneity";
    RanksCompared => "Rangfolgen im Vergleich", "The rankings compared";
    Gelbfuss => "Gelbfuß", "Gelbfuß";
    SonnebornBerger => "S.-B.", "S.-B.";
    Buchholz => "Buchholz", "Buchholz";
}
}

super::keyed!(TournamentViewWords);
