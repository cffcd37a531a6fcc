//! The words of the DSB's tournament report (XML): why it is not written, its places and
//! fields, the values it allows and its own problems. The problems it shares with the inputs
//! (missing, twice, out of range …) are [`ProblemWords`](super::ProblemWords). Worded by
//! `formats::dsb_xml::words`, which puts them together with the report's values.

use super::input::{FieldWords, PlaceWords};
use super::terms::Chess;
use super::texts::Texts;

messages! {
    /// The DSB report's words.
    ReportWords {
    NotWrittenMissing => "Der DSB-Bericht wird nicht geschrieben, es fehlt", "The DSB report is not written, missing";
    NotWritten => "Der DSB-Bericht wird nicht geschrieben", "The DSB report is not written";
    Tournament = PlaceWords::Tournament;
    Header => "Dateikopf", "header";
    Label = FieldWords::Name;
    Uuid => "UUID", "UUID";
    Type => "Turnierart", "tournament type";
    TimeControl = lower!(Chess::TimeControl);
    Rounds => "Rundenzahl", "number of rounds";
    StartDate = FieldWords::StartDate;
    EndDate = FieldWords::EndDate;
    Location = lower!(Chess::Location);
    Players = FieldWords::Players;
    Games = FieldWords::Games;
    PlayerNumber => "Teilnehmernummer", "player number";
    Surname => "Nachname", "surname";
    Forename => "Vorname", "forename";
    BirthYear = FieldWords::BirthYear;
    Vkz => "VKZ", "VKZ";
    MemberNumber = FieldWords::MemberNumber;
    White = FieldWords::White;
    Black = FieldWords::Black;
    Points = FieldWords::Result;
    Round = PlaceWords::Round;
    Sender => "Auswerter (Absender)", "evaluator (sender)";
    NotAType => "keine Turnierart", "not a tournament type";
    Types => "SR, SW, SC, TR, TW, TC, hybrid mit -H, z. B. SW-H", "SR, SW, SC, TR, TW, TC, hybrid with -H, e.g. SW-H";
    NotAVkz => "keine VKZ", "not a VKZ";
    Vkzs => "fünf Buchstaben oder Ziffern, z. B. 10614", "five letters or digits, e.g. 10614";
    NotAUuid => "keine UUID", "not a UUID";
    Uuids => "8-4-4-4-12 Hexadezimalziffern", "8-4-4-4-12 hexadecimal digits";
    PointsOverOne => "{subject}: die gespielten Punkte einer Partie ergeben zusammen mehr als 1",
        "{subject}: the points played in one game add up to more than 1";
    AfterEnd => "{subject} liegt nach dem Turnierende", "{subject} is after the tournament end";
    TooFew => "{count} sind zu wenige (mindestens {needed})", "{count} are too few (at least {needed})";
    }
}
