//! Reading a report (another program's or Wertung's) into the model and the tournament.

use super::xml::{parse, Element};
use super::{Head, Point, Report, ReportGame, ReportPlayer};
use crate::dwz::{limits, Date, Game, GameResult, Player};
use crate::formats::{Entrant, Imported};
use crate::input::{Allowed, At, Field, Format, InputError, Place, Problem};

/// The place of an element: its line.
fn at(e: &Element) -> Place {
    Place::from(At::Line(e.line))
}

/// A required text.
fn required<'a>(e: &'a Element, name: &str, field: Field) -> Result<&'a str, InputError> {
    e.text_of(name)
        .ok_or_else(|| InputError::missing(at(e), field))
}

/// An optional whole number in `lo..=hi`.
fn number(
    e: &Element,
    name: &str,
    field: Field,
    lo: u64,
    hi: u64,
) -> Result<Option<u64>, InputError> {
    let Some(text) = e.text_of(name) else {
        return Ok(None);
    };
    let place = e.child(name).map_or_else(|| at(e), at);
    let n: u64 = text
        .parse()
        .map_err(|_| InputError::new(place.clone(), field, text, Problem::NotAWholeNumber))?;
    if !(lo..=hi).contains(&n) {
        return Err(InputError::out_of_range(
            place, field, text, lo as f64, hi as f64,
        ));
    }
    Ok(Some(n))
}

/// An optional date (`xs:date`, `YYYY-MM-DD`).
fn date(e: &Element, name: &str, field: Field) -> Result<Option<Date>, InputError> {
    let Some(text) = e.text_of(name) else {
        return Ok(None);
    };
    let day = text.get(..10).unwrap_or(text);
    Date::parse(day)
        .filter(|_| day.contains('-'))
        .map(Some)
        .ok_or_else(|| InputError::new(at(e), field, text, Problem::NotADate))
}

fn text(e: &Element, name: &str) -> Option<String> {
    e.text_of(name).map(str::to_string)
}

/// The tournament element and the header's sender.
fn read_head(t: &Element, header: Option<&Element>) -> Result<Head, InputError> {
    Ok(Head {
        tournament_uuid: text(t, "tournamentUUID"),
        label: text(t, "label"),
        kind: text(t, "tournamentType"),
        time_control: text(t, "timecontrol"),
        rounds: number(t, "rounds", Field::Column("rounds"), 1, 999)?.map(|r| r as u32),
        start_date: date(t, "startDate", Field::StartDate)?,
        end_date: date(t, "endDate", Field::EndDate)?,
        location: text(t, "location"),
        url: text(t, "url"),
        notes: text(t, "notes"),
        age_class: text(t, "ageClass"),
        sender: header.and_then(|h| text(h, "sender")),
        system: header.and_then(|h| text(h, "system")),
    })
}

fn read_player(p: &Element) -> Result<ReportPlayer, InputError> {
    let n = number(
        p,
        "tournamentPlayerNumber",
        Field::Column("tournamentPlayerNumber"),
        1,
        999_999,
    )?
    .ok_or_else(|| InputError::missing(at(p), Field::Column("tournamentPlayerNumber")))?
        as u32;
    let place = at(p).then(At::Player(n.to_string()));
    let year = p.text_of("dobYear");
    let birth_year = match year {
        None => None,
        Some(y) => Some(
            y.parse::<i32>()
                .ok()
                .filter(|&y| (1..=9999).contains(&y))
                .ok_or_else(|| {
                    InputError::new(place.clone(), Field::BirthYear, y, Problem::NotAWholeNumber)
                })?,
        ),
    };
    let sex = p
        .text_of("sex")
        .and_then(|s| s.chars().next())
        .filter(|c| matches!(c, 'm' | 'w'));
    Ok(ReportPlayer {
        number: n,
        dsb_id: text(p, "dsbId"),
        surname: text(p, "surname").unwrap_or_default(),
        forename: text(p, "forename").unwrap_or_default(),
        birth_year,
        birth_date: date(p, "dobDate", Field::BirthDate)
            .map_err(|e| e.within(At::Player(n.to_string())))?,
        vkz: text(p, "vkz"),
        member_number: number(p, "numberClubMember", Field::MemberNumber, 1, 99_999)?
            .map(|m| m as u32),
        club: text(p, "club"),
        fide_id: number(p, "fideId", Field::FideId, 1, 99_999_999_999_999)?,
        fide_rating: number(p, "fideRating", Field::FideRating, 1, 5000)?.map(|r| r as u32),
        sex,
        member: None,
    })
}

/// One side of a game: a player's number, or `None` for `noneWhitePlayer` / `noneBlackPlayer`.
fn side(g: &Element, number: &str, none: &str, field: Field) -> Result<Option<u32>, InputError> {
    match number_of(g, number, field)? {
        Some(n) => Ok(Some(n)),
        None if g.child(none).is_some() => Ok(None),
        None => Err(InputError::missing(at(g), field)),
    }
}

fn number_of(g: &Element, name: &str, field: Field) -> Result<Option<u32>, InputError> {
    Ok(number(g, name, field, 1, 999_999)?.map(|n| n as u32))
}

fn point(g: &Element, name: &str, field: Field) -> Result<Point, InputError> {
    let text = required(g, name, field)?;
    Point::parse(text).ok_or_else(|| {
        InputError::new(
            at(g),
            field,
            text,
            Problem::NotAllowed(Allowed::ReportPoint),
        )
    })
}

fn read_game(g: &Element) -> Result<ReportGame, InputError> {
    Ok(ReportGame {
        round: number(g, "round", Field::Column("round"), 1, 999)?.map(|r| r as u32),
        date: date(g, "date", Field::Date)?,
        white: side(
            g,
            "tournamentPlayerNumberWhite",
            "noneWhitePlayer",
            Field::White,
        )?,
        black: side(
            g,
            "tournamentPlayerNumberBlack",
            "noneBlackPlayer",
            Field::Black,
        )?,
        point_white: point(g, "pointWhite", Field::White)?,
        point_black: point(g, "pointBlack", Field::Black)?,
    })
}

/// Reads a report (see the module docs): the XML must be well-formed and its root a
/// `DSB_DWZ_TournamentReport`; what the tournament model needs is checked here, the rest where
/// it is used ([`imported_of`]).
///
/// ```
/// use wertung::formats::dsb_xml::read_report;
/// let e = read_report("<html/>").unwrap_err();
/// assert_eq!(e.to_string(), "Zeile 1: die Datei ist kein DSB-Turnierbericht (XML, DSB_DWZ_TournamentReport)");
/// ```
pub fn read_report(text: &str) -> Result<Report, InputError> {
    let root = parse(text)?;
    if root.name != "DSB_DWZ_TournamentReport" {
        return Err(InputError::at(
            at(&root),
            "",
            Problem::NotThisFormat(Format::DsbXml),
        ));
    }
    let t = root
        .child("tournament")
        .ok_or_else(|| InputError::missing(at(&root), Field::Column("tournament")))?;
    let mut head = read_head(t, root.child("header"))?;
    let mut players = root
        .child("players")
        .map(|ps| {
            ps.all("player")
                .map(read_player)
                .collect::<Result<Vec<_>, _>>()
        })
        .transpose()?
        .unwrap_or_default();
    let games = root
        .child("games")
        .map(|gs| gs.all("game").map(read_game).collect::<Result<Vec<_>, _>>())
        .transpose()?
        .unwrap_or_default();
    head.notes = super::decisions::take_decisions(head.notes.take(), &mut players);
    Ok(Report {
        head,
        players,
        games,
    })
}

/// The result of a game between two players: played (`1:0`, `0:1`, `0.5:0.5`) or without play.
/// A game that counts for one side only (`0:-`) or whose points do not add up to 1 (`0:0`,
/// `0.5:0`) cannot be held by the tournament model: it is taken as not played (`--`).
fn result_of(white: Point, black: Point) -> GameResult {
    use Point::{Half, Minus, One, Plus, Zero};
    match (white, black) {
        (One, Zero) => GameResult::WhiteWins,
        (Zero, One) => GameResult::BlackWins,
        (Half, Half) => GameResult::Draw,
        (Plus, Minus | Zero) => GameResult::WhiteForfeit,
        (Minus | Zero, Plus) => GameResult::BlackForfeit,
        _ => GameResult::DoubleForfeit,
    }
}

/// A player of the tournament model: id his number, name "Nachname, Vorname"; his FIDE rating
/// stands in as R_o until a player list gives his DWZ (WO 4.1.2, as for a TRF); a member where
/// the report gives his DSB ID or VKZ, or as decided by hand ([`ReportPlayer::member`]).
fn player_of(p: &ReportPlayer, end_year: i32) -> (Player, Entrant) {
    let mut player = Player::new(p.number.to_string());
    let name = p.name();
    player.name = (!name.is_empty()).then(|| name.clone());
    player.dwz = p.fide_rating.filter(|&r| limits::rating_ok(r));
    player.birth_year = p.birth_year.filter(|&y| limits::birth_year_ok(y, end_year));
    player.member = p.member.unwrap_or(super::member_by_elements(p));
    let entrant = Entrant {
        name: player.name.clone(),
        fide_id: p.fide_id,
        fide_rating: p.fide_rating,
        birth_date: p.birth_date,
        birth_year: p.birth_year,
        club: p.vkz.clone(),
        member_number: p.member_number.map(|m| m.to_string()),
        dsb_id: p.dsb_id.clone(),
        ..Entrant::default()
    };
    (player, entrant)
}

/// The tournament of a report, with its entrants (for the player list: the DSB ID first). Games
/// against `noneWhitePlayer` / `noneBlackPlayer` are byes: no games. The end is the report's
/// `endDate`, else `end` (the CLI's `--end-date`), which also replaces it where given.
pub fn imported_of(report: &Report, end: Option<Date>) -> Result<Imported, InputError> {
    let end_date = end
        .or(report.head.end_date)
        .ok_or_else(|| InputError::new(At::Tournament, Field::EndDate, "", Problem::NoEndDate))?;
    let (players, entrants): (Vec<Player>, Vec<Entrant>) = report
        .players
        .iter()
        .map(|p| player_of(p, end_date.year))
        .unzip();
    let games = report
        .games
        .iter()
        .filter_map(|g| {
            Some(Game {
                white: g.white?.to_string(),
                black: g.black?.to_string(),
                result: result_of(g.point_white, g.point_black),
                round: g.round,
            })
        })
        .collect();
    Imported::checked(
        report.head.label.clone().unwrap_or_default(),
        end_date,
        players,
        games,
        entrants,
    )
}
