//! Writing the report: the checks (what is missing, what the schema cannot check) and the XML.

use super::{is_type, is_uuid, Head, Report, ReportGame, ReportPlayer, Stamp, NAMESPACE};
use super::{SYSTEM, VERSION};
use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event};
use quick_xml::Writer;
use std::borrow::Cow;
use std::collections::BTreeSet;

/// Where a problem of a report is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Where {
    /// The tournament head.
    Tournament,
    /// A player by his number and name.
    Player {
        /// His number in the report.
        number: u32,
        /// His name.
        name: String,
    },
    /// A game (1-based).
    Game(usize),
    /// The file's header.
    Header,
}

/// A field of the report (its words live in the i18n table).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportField {
    /// The tournament's name.
    Label,
    /// The tournament's UUID.
    Uuid,
    /// The tournament type (SR, SW, …).
    Type,
    /// The time control.
    TimeControl,
    /// The number of rounds.
    Rounds,
    /// The first day.
    StartDate,
    /// The last day.
    EndDate,
    /// Where it was played.
    Location,
    /// The list of players.
    Players,
    /// The list of games.
    Games,
    /// A player's number.
    PlayerNumber,
    /// A player's surname.
    Surname,
    /// A player's forename.
    Forename,
    /// A player's year of birth.
    BirthYear,
    /// A player's VKZ (ZPS club number).
    Vkz,
    /// A player's member number.
    MemberNumber,
    /// A game's white player.
    White,
    /// A game's black player.
    Black,
    /// A game's points.
    Points,
    /// A game's round.
    Round,
    /// The header's sender (the Auswerter who sends the report).
    Sender,
}

/// What is wrong with a field of the report.
#[derive(Debug, Clone, PartialEq)]
pub enum ReportProblem {
    /// Required by the schema, given by nobody.
    Missing,
    /// Not a UUID, a tournament type or a VKZ.
    NotAllowed,
    /// A number outside `lo..=hi`.
    OutOfRange {
        /// The least allowed.
        lo: f64,
        /// The most allowed.
        hi: f64,
    },
    /// A player number used twice.
    Duplicate,
    /// A game of a player the report does not have.
    UnknownPlayer,
    /// A game of a player against himself.
    PlaysHimself,
    /// The points played in one game add up to more than 1.
    PointsOverOne,
    /// The start after the end.
    AfterEnd,
    /// Fewer items than the schema asks for.
    TooFew {
        /// How many the schema asks for.
        needed: usize,
    },
}

/// One problem of a report: where, which field, the value (where one was given), what.
#[derive(Debug, Clone, PartialEq)]
pub struct Issue {
    /// Where the problem is.
    pub place: Where,
    /// Which field.
    pub field: ReportField,
    /// The value, where one was given.
    pub value: Option<String>,
    /// What is wrong with it.
    pub problem: ReportProblem,
}

impl std::fmt::Display for Issue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::i18n::Lang::De.report_issue(self))
    }
}

/// Why a report is not written.
#[derive(Debug, Clone, PartialEq)]
pub enum ExportError {
    /// What the schema requires and neither the file nor the user gave: every such field, with
    /// the player it belongs to (and any other problem after them).
    Missing(Vec<Issue>),
    /// What is given but wrong (a type, a UUID) or what the schema cannot check (player numbers
    /// twice, games of unknown players, more than 1 point in a game, a round after `rounds`):
    /// every such problem.
    Invalid(Vec<Issue>),
}

impl ExportError {
    /// The problems, missing or invalid.
    pub fn problems(&self) -> &[Issue] {
        match self {
            ExportError::Missing(p) | ExportError::Invalid(p) => p,
        }
    }
}

impl std::fmt::Display for ExportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::i18n::Lang::De.export_error(self))
    }
}

impl std::error::Error for ExportError {}

/// The problems found so far.
#[derive(Default)]
struct Found {
    missing: Vec<Issue>,
    invalid: Vec<Issue>,
}

impl Found {
    fn missing(&mut self, place: Where, field: ReportField) {
        self.missing.push(Issue {
            place,
            field,
            value: None,
            problem: ReportProblem::Missing,
        });
    }

    fn invalid(
        &mut self,
        place: Where,
        field: ReportField,
        value: impl ToString,
        problem: ReportProblem,
    ) {
        self.invalid.push(Issue {
            place,
            field,
            value: Some(value.to_string()),
            problem,
        });
    }

    fn range(&mut self, place: Where, field: ReportField, value: impl ToString, lo: u32, hi: u32) {
        let problem = ReportProblem::OutOfRange {
            lo: f64::from(lo),
            hi: f64::from(hi),
        };
        self.invalid(place, field, value, problem);
    }
}

/// A player as a place: his number and name ("Spieler 3 (Müller, Hans)").
fn player_place(p: &ReportPlayer) -> Where {
    Where::Player {
        number: p.number,
        name: p.name(),
    }
}

/// A text given: trimmed, `None` where empty (no empty elements).
#[allow(clippy::ref_option)] // called on the report's fields as they are
fn given(text: &Option<String>) -> Option<&str> {
    text.as_deref().map(str::trim).filter(|t| !t.is_empty())
}

/// The head's checks.
fn check_head(h: &Head, found: &mut Found) {
    use ReportField as F;
    let t = || Where::Tournament;
    match given(&h.tournament_uuid) {
        None => found.missing(t(), F::Uuid),
        Some(u) if !is_uuid(u) => found.invalid(t(), F::Uuid, u, ReportProblem::NotAllowed),
        _ => {}
    }
    if given(&h.label).is_none() {
        found.missing(t(), F::Label);
    }
    match given(&h.kind) {
        None => found.missing(t(), F::Type),
        Some(k) if !is_type(k) => found.invalid(t(), F::Type, k, ReportProblem::NotAllowed),
        _ => {}
    }
    if given(&h.time_control).is_none() {
        found.missing(t(), F::TimeControl);
    }
    match h.rounds {
        None => found.missing(t(), F::Rounds),
        Some(r) if !(1..=999).contains(&r) => found.range(t(), F::Rounds, r, 1, 999),
        _ => {}
    }
    if h.start_date.is_none() {
        found.missing(t(), F::StartDate);
    }
    if h.end_date.is_none() {
        found.missing(t(), F::EndDate);
    }
    if let (Some(s), Some(e)) = (h.start_date, h.end_date) {
        if s > e {
            found.invalid(t(), F::StartDate, s, ReportProblem::AfterEnd);
        }
    }
    if given(&h.location).is_none() {
        found.missing(t(), F::Location);
    }
}

/// A player's checks (the number's uniqueness is checked over all).
fn check_player(p: &ReportPlayer, found: &mut Found) {
    use ReportField as F;
    let place = || player_place(p);
    if !(1..=999_999).contains(&p.number) {
        found.range(place(), F::PlayerNumber, p.number, 1, 999_999);
    }
    if p.surname.trim().is_empty() {
        found.missing(place(), F::Surname);
    }
    if p.forename.trim().is_empty() {
        found.missing(place(), F::Forename);
    }
    match p.birth_year {
        None => found.missing(place(), F::BirthYear),
        Some(y) if !(1000..=9999).contains(&y) => found.invalid(
            place(),
            F::BirthYear,
            y,
            ReportProblem::OutOfRange {
                lo: 1000.0,
                hi: 9999.0,
            },
        ),
        _ => {}
    }
    if let Some(v) = p.vkz.as_deref() {
        if v.len() != 5 || !v.bytes().all(|b| b.is_ascii_alphanumeric()) {
            found.invalid(place(), F::Vkz, v, ReportProblem::NotAllowed);
        }
    }
    if let Some(m) = p.member_number.filter(|m| !(1..=99_999).contains(m)) {
        found.range(place(), F::MemberNumber, m, 1, 99_999);
    }
}

/// A game's checks: players known, not against himself, points, round.
fn check_game(k: usize, g: &ReportGame, numbers: &BTreeSet<u32>, rounds: u32, found: &mut Found) {
    use ReportField as F;
    let place = || Where::Game(k + 1);
    for (side, field) in [(g.white, F::White), (g.black, F::Black)] {
        if let Some(n) = side.filter(|n| !numbers.contains(n)) {
            found.invalid(place(), field, n, ReportProblem::UnknownPlayer);
        }
    }
    if let (Some(w), Some(b)) = (g.white, g.black) {
        if w == b {
            found.invalid(place(), F::Black, b, ReportProblem::PlaysHimself);
        }
    }
    let halves = g.point_white.halves().unwrap_or(0) + g.point_black.halves().unwrap_or(0);
    if halves > 2 {
        let points = format!("{}:{}", g.point_white.code(), g.point_black.code());
        found.invalid(place(), F::Points, points, ReportProblem::PointsOverOne);
    }
    match g.round {
        None => found.missing(place(), F::Round),
        Some(r) if r < 1 || r > rounds.max(1) => found.range(place(), F::Round, r, 1, rounds),
        _ => {}
    }
}

/// Every check of the report (see the module docs).
fn check(report: &Report, stamp: &Stamp, submission: bool) -> Result<(), ExportError> {
    let mut found = Found::default();
    check_head(&report.head, &mut found);
    if submission && given(&report.head.sender).is_none() {
        found.missing(Where::Header, ReportField::Sender);
    }
    let count = report.players.len();
    if count < 2 {
        found.invalid(
            Where::Tournament,
            ReportField::Players,
            count,
            ReportProblem::TooFew { needed: 2 },
        );
    }
    let mut numbers = BTreeSet::new();
    for p in &report.players {
        check_player(p, &mut found);
        if !numbers.insert(p.number) {
            found.invalid(
                player_place(p),
                ReportField::PlayerNumber,
                p.number,
                ReportProblem::Duplicate,
            );
        }
    }
    if report.games.is_empty() {
        found.invalid(
            Where::Tournament,
            ReportField::Games,
            0,
            ReportProblem::TooFew { needed: 1 },
        );
    }
    let rounds = report.head.rounds.unwrap_or(999);
    for (k, g) in report.games.iter().enumerate() {
        check_game(k, g, &numbers, rounds, &mut found);
    }
    if given(&report.head.sender).is_some() && !is_uuid(&stamp.file_uuid) {
        found.invalid(
            Where::Header,
            ReportField::Uuid,
            &stamp.file_uuid,
            ReportProblem::NotAllowed,
        );
    }
    if !found.missing.is_empty() {
        found.missing.extend(found.invalid);
        return Err(ExportError::Missing(found.missing));
    }
    if !found.invalid.is_empty() {
        return Err(ExportError::Invalid(found.invalid));
    }
    Ok(())
}

/// A text as XML 1.0 allows it: its control characters but tab and line breaks, `U+FFFE` and
/// `U+FFFF` left out (quick-xml escapes the five special characters, not these).
fn allowed(text: &str) -> Cow<'_, str> {
    let bad = |c: char| {
        ((c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r'))
            || matches!(c, '\u{FFFE}' | '\u{FFFF}')
    };
    if text.contains(bad) {
        Cow::Owned(text.chars().filter(|&c| !bad(c)).collect())
    } else {
        Cow::Borrowed(text)
    }
}

/// The document being written by quick-xml's writer: a tab a level, an element a line, the
/// text escaped (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;`). Writing into memory cannot fail, so
/// its `io::Result`s are dropped.
struct Out {
    xml: Writer<Vec<u8>>,
}

impl Out {
    /// `<name>value</name>`, the value trimmed; nothing where it is empty.
    fn element(&mut self, name: &str, value: &str) {
        let value = value.trim();
        if value.is_empty() {
            return;
        }
        self.open(name);
        let _ = self
            .xml
            .write_event(Event::Text(BytesText::new(&allowed(value))));
        self.close(name);
    }

    fn optional(&mut self, name: &str, value: Option<impl ToString>) {
        if let Some(v) = value {
            self.element(name, &v.to_string());
        }
    }

    fn open(&mut self, name: &str) {
        let _ = self.xml.write_event(Event::Start(BytesStart::new(name)));
    }

    fn close(&mut self, name: &str) {
        let _ = self.xml.write_event(Event::End(BytesEnd::new(name)));
    }
}

/// The tournament element; its notes with the decisions the players' elements cannot carry
/// ([`super::notes_with_decisions`]).
fn write_head(out: &mut Out, h: &Head, players: &[ReportPlayer]) {
    out.open("tournament");
    out.optional("tournamentUUID", given(&h.tournament_uuid));
    out.optional("label", given(&h.label));
    out.optional("tournamentType", given(&h.kind));
    out.optional("timecontrol", given(&h.time_control));
    out.optional("rounds", h.rounds);
    out.optional("startDate", h.start_date);
    out.optional("endDate", h.end_date);
    out.optional("location", given(&h.location));
    out.optional("url", given(&h.url));
    let notes = super::notes_with_decisions(given(&h.notes), players);
    out.optional("notes", notes.as_deref());
    out.optional("ageClass", given(&h.age_class));
    out.close("tournament");
}

fn write_player(out: &mut Out, p: &ReportPlayer) {
    out.open("player");
    out.element("tournamentPlayerNumber", &p.number.to_string());
    out.optional("dsbId", p.dsb_id.as_deref());
    out.element("surname", &p.surname);
    out.element("forename", &p.forename);
    out.optional("dobYear", p.birth_year.map(|y| format!("{y:04}")));
    out.optional(
        "dobDate",
        p.birth_date.filter(|d| Some(d.year) == p.birth_year),
    );
    out.optional("vkz", p.vkz.as_deref());
    out.optional("numberClubMember", p.member_number);
    out.optional("club", p.club.as_deref());
    out.optional("fideId", p.fide_id.filter(|&id| id > 0));
    out.optional("fideRating", p.fide_rating.filter(|&r| r > 0));
    out.optional("sex", p.sex);
    out.close("player");
}

fn write_game(out: &mut Out, g: &ReportGame) {
    out.open("game");
    out.optional("round", g.round);
    out.optional("date", g.date);
    match g.white {
        Some(n) => out.element("tournamentPlayerNumberWhite", &n.to_string()),
        None => out.element("noneWhitePlayer", "true"),
    }
    match g.black {
        Some(n) => out.element("tournamentPlayerNumberBlack", &n.to_string()),
        None => out.element("noneBlackPlayer", "true"),
    }
    out.element("pointWhite", g.point_white.code());
    out.element("pointBlack", g.point_black.code());
    out.close("game");
}

/// The report as XML (UTF-8), or why not (see the module docs). The header (creation time,
/// sender, system, file UUID) is written where the head names a sender.
///
/// A report without time control and location is refused, naming both; with them it is written:
///
/// ```
/// use wertung::dwz::Date;
/// use wertung::formats::dsb_xml::*;
/// let player = |n: u32, name: &str| ReportPlayer { number: n, surname: name.into(),
///     forename: name.into(), birth_year: Some(1990), ..Default::default() };
/// let mut report = Report {
///     head: Head { tournament_uuid: Some(uuid_v4([1; 16])), label: Some("Open".into()),
///         kind: Some("SW".into()), rounds: Some(1), start_date: Date::new(2026, 5, 1),
///         end_date: Date::new(2026, 5, 1), ..Default::default() },
///     players: vec![player(1, "A"), player(2, "B")],
///     games: vec![ReportGame { round: Some(1), date: None, white: Some(1), black: Some(2),
///         point_white: Point::One, point_black: Point::Zero }],
/// };
/// let stamp = Stamp { file_uuid: uuid_v4([2; 16]), created: date_time(0) };
/// let e = write_report(&report, &stamp).unwrap_err();
/// assert_eq!(e.to_string(), "Der DSB-Bericht wird nicht geschrieben, es fehlt: Turnier, Bedenkzeit: fehlt; Turnier, Spielort: fehlt");
/// report.head.time_control = Some("90 min + 30 s/Zug".into());
/// report.head.location = Some("Frankfurt".into());
/// let xml = write_report(&report, &stamp).unwrap();
/// assert!(xml.contains("<pointWhite>1</pointWhite>"));
/// ```
pub fn write_report(report: &Report, stamp: &Stamp) -> Result<String, ExportError> {
    write(report, stamp, false)
}

/// The report as it is sent to the DSB ([`write_report`] with its header required): without a
/// sender (the Auswerter) it is refused, naming him with every other missing field, since the
/// DSB's portal needs to know who sends it (and each file its own `fileUUID`, written in the
/// header only).
///
/// ```
/// use wertung::formats::dsb_xml::{date_time, uuid_v4, write_submission, Head, Report, ReportGame,
///     ReportPlayer, Point, Stamp};
/// let player = |number, surname: &str| ReportPlayer { number, surname: surname.into(),
///     forename: "Hans".into(), birth_year: Some(1970), ..ReportPlayer::default() };
/// let mut report = Report {
///     head: Head { tournament_uuid: Some(uuid_v4([1; 16])), label: Some("Open".into()),
///         kind: Some("SR".into()), time_control: Some("90 min".into()), rounds: Some(1),
///         start_date: wertung::dwz::Date::parse("2026-11-20"),
///         end_date: wertung::dwz::Date::parse("2026-11-22"), location: Some("Ulm".into()),
///         ..Head::default() },
///     players: vec![player(1, "Meier"), player(2, "Schulz")],
///     games: vec![ReportGame { round: Some(1), date: None, white: Some(1), black: Some(2),
///         point_white: Point::One, point_black: Point::Zero }],
/// };
/// let stamp = Stamp { file_uuid: uuid_v4([2; 16]), created: date_time(0) };
/// let e = write_submission(&report, &stamp).unwrap_err();
/// assert_eq!(e.to_string(), "Der DSB-Bericht wird nicht geschrieben, es fehlt: Dateikopf, Auswerter (Absender): fehlt");
/// report.head.sender = Some("Erika Muster".into());
/// assert!(write_submission(&report, &stamp).unwrap().contains("<sender>Erika Muster</sender>"));
/// ```
pub fn write_submission(report: &Report, stamp: &Stamp) -> Result<String, ExportError> {
    write(report, stamp, true)
}

/// The report's XML after every check ([`check`]; `submission`: the header required).
fn write(report: &Report, stamp: &Stamp, submission: bool) -> Result<String, ExportError> {
    check(report, stamp, submission)?;
    let mut out = Out {
        xml: Writer::new_with_indent(Vec::new(), b'\t', 1),
    };
    let decl = BytesDecl::new("1.0", Some("UTF-8"), None);
    let _ = out.xml.write_event(Event::Decl(decl));
    let root = BytesStart::new("DSB_DWZ_TournamentReport")
        .with_attributes([("xmlns", NAMESPACE), ("version", VERSION)]);
    let _ = out.xml.write_event(Event::Start(root));
    if let Some(sender) = given(&report.head.sender) {
        out.open("header");
        out.element("creationDate", &stamp.created);
        out.element("sender", sender);
        out.element("system", SYSTEM);
        out.element("fileUUID", &stamp.file_uuid);
        out.close("header");
    }
    write_head(&mut out, &report.head, &report.players);
    out.open("players");
    for p in &report.players {
        write_player(&mut out, p);
    }
    out.close("players");
    out.open("games");
    for g in &report.games {
        write_game(&mut out, g);
    }
    out.close("games");
    out.close("DSB_DWZ_TournamentReport");
    let mut bytes = out.xml.into_inner();
    bytes.push(b'\n');
    // Only `&str`s went in: the bytes are UTF-8.
    Ok(String::from_utf8(bytes)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
}

#[cfg(test)]
mod tests {
    use super::super::{date_time, uuid_v4, Point};
    use super::*;
    use crate::dwz::Date;

    /// The document as Wertung has always written it, byte for byte (before and after
    /// quick-xml): declaration, a tab a level, the five entities, control characters left out.
    #[test]
    fn the_document_byte_for_byte() {
        let player = |number, surname: &str, club: Option<&str>| ReportPlayer {
            number,
            surname: surname.into(),
            forename: "Eva\u{1}".into(),
            birth_year: Some(1990),
            club: club.map(str::to_string),
            ..ReportPlayer::default()
        };
        let report = Report {
            head: Head {
                tournament_uuid: Some(uuid_v4([7; 16])),
                label: Some(" Open \"A\" & 'B' <2026> ".into()),
                kind: Some("SR".into()),
                time_control: Some("90 min".into()),
                rounds: Some(1),
                start_date: Date::new(2026, 5, 1),
                end_date: Date::new(2026, 5, 1),
                location: Some("Ulm".into()),
                sender: Some("Erika".into()),
                ..Head::default()
            },
            players: vec![
                player(1, "Müller", Some("SV Turm & Co")),
                player(2, "O'Neil", None),
            ],
            games: vec![ReportGame {
                round: Some(1),
                date: None,
                white: Some(1),
                black: None,
                point_white: Point::Plus,
                point_black: Point::Minus,
            }],
        };
        let stamp = Stamp {
            file_uuid: uuid_v4([9; 16]),
            created: date_time(1_790_000_000),
        };
        let expected = format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <DSB_DWZ_TournamentReport xmlns=\"http://www.schachbund.de/XMLSchema\" version=\"2.5\">\n\
             \t<header>\n\
             \t\t<creationDate>{created}</creationDate>\n\
             \t\t<sender>Erika</sender>\n\
             \t\t<system>Wertung</system>\n\
             \t\t<fileUUID>{file}</fileUUID>\n\
             \t</header>\n\
             \t<tournament>\n\
             \t\t<tournamentUUID>{tournament}</tournamentUUID>\n\
             \t\t<label>Open &quot;A&quot; &amp; &apos;B&apos; &lt;2026&gt;</label>\n\
             \t\t<tournamentType>SR</tournamentType>\n\
             \t\t<timecontrol>90 min</timecontrol>\n\
             \t\t<rounds>1</rounds>\n\
             \t\t<startDate>2026-05-01</startDate>\n\
             \t\t<endDate>2026-05-01</endDate>\n\
             \t\t<location>Ulm</location>\n\
             \t</tournament>\n\
             \t<players>\n\
             \t\t<player>\n\
             \t\t\t<tournamentPlayerNumber>1</tournamentPlayerNumber>\n\
             \t\t\t<surname>Müller</surname>\n\
             \t\t\t<forename>Eva</forename>\n\
             \t\t\t<dobYear>1990</dobYear>\n\
             \t\t\t<club>SV Turm &amp; Co</club>\n\
             \t\t</player>\n\
             \t\t<player>\n\
             \t\t\t<tournamentPlayerNumber>2</tournamentPlayerNumber>\n\
             \t\t\t<surname>O&apos;Neil</surname>\n\
             \t\t\t<forename>Eva</forename>\n\
             \t\t\t<dobYear>1990</dobYear>\n\
             \t\t</player>\n\
             \t</players>\n\
             \t<games>\n\
             \t\t<game>\n\
             \t\t\t<round>1</round>\n\
             \t\t\t<tournamentPlayerNumberWhite>1</tournamentPlayerNumberWhite>\n\
             \t\t\t<noneBlackPlayer>true</noneBlackPlayer>\n\
             \t\t\t<pointWhite>+</pointWhite>\n\
             \t\t\t<pointBlack>-</pointBlack>\n\
             \t\t</game>\n\
             \t</games>\n\
             </DSB_DWZ_TournamentReport>\n",
            created = stamp.created,
            file = stamp.file_uuid,
            tournament = uuid_v4([7; 16]),
        );
        assert_eq!(write_submission(&report, &stamp).unwrap(), expected);
    }
}
