//! The words of a player's page of chess-results.com read (`formats::chess_results`): why a text
//! is not read as one, and the notes of what its rounds give that is not counted.

use super::input::PlaceWords;
use super::texts::Texts;

messages! {
    /// Why a pasted page is not read, and what of its rounds is left out (`{round}`,
    /// `{opponent}`, `{elo}`, `{points}`, `{kind}`, `{columns}` filled in).
    ChessResultsWords {
    Empty => "Der eingefügte Text ist leer.", "The pasted text is empty.";
    OtherPage => "Das ist eine Seite von chess-results, aber keine Spielerseite ({kind}): öffnen Sie dort die Seite des Spielers (ein Klick auf seinen Namen) und fügen Sie diese ein.",
        "This is a chess-results page, but not a player's page ({kind}): open the player's page there (click his name) and paste that one.";
    KindPairings => "Paarungen einer Runde", "pairings of a round";
    KindCrossTable = PlaceWords::CrossTable;
    KindRanking => "Rangliste", "ranking list";
    KindStartingRank => "Startrangliste", "starting rank list";
    Language => "Die Tabelle der Runden wurde nicht gefunden (gesucht: die Spalten {columns}). Stellen Sie die Seite auf Deutsch oder Englisch um (die Flaggen oben) und fügen Sie sie erneut ein.",
        "The table of rounds was not found (looked for: the columns {columns}). Switch the page to German or English (the flags at the top) and paste it again.";
    NotChessResults => "Das ist keine Spielerseite von chess-results.com: keine Tabelle der Runden (Rd., Name, Erg.) gefunden.",
        "This is no player's page of chess-results.com: no table of rounds (Rd., Name, Res.) found.";
    ForfeitWon => "Runde {round}: kampflos gewonnen gegen {opponent}: zählt nicht",
        "Round {round}: won by forfeit against {opponent}: not counted";
    ForfeitLost => "Runde {round}: kampflos verloren gegen {opponent}: zählt nicht",
        "Round {round}: lost by forfeit against {opponent}: not counted";
    Bye => "Runde {round}: spielfrei ({points}): zählt nicht", "Round {round}: bye ({points}): not counted";
    NotPaired => "Runde {round}: nicht ausgelost: zählt nicht", "Round {round}: not paired: not counted";
    StandIn => "Runde {round}: {opponent} ohne DWZ: Elo {elo} statt DWZ (WO 4.1.2)",
        "Round {round}: {opponent} without DWZ: Elo {elo} instead of a DWZ (WO 4.1.2)";
    UnratedDwz => "Runde {round}: {opponent} ohne DWZ und Elo: zählt nicht",
        "Round {round}: {opponent} without DWZ and Elo: not counted";
    UnratedElo => "Runde {round}: {opponent} ohne Elo: zählt nicht für die Elo",
        "Round {round}: {opponent} without Elo: not counted for the Elo";
    Pending => "Runde {round}: gegen {opponent} noch nicht gespielt: bei den restlichen Partien",
        "Round {round}: against {opponent} not played yet: among the remaining games";
    }
}
