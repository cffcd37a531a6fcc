//! The DSB's tournament report (XML) of the page's tournament, made by the second module: the
//! player table as the director corrected it, the list's findings (DSB ID, membership, sex, the
//! club's name) and the report's head as typed ([`HEAD`](crate::web::turnier::store::HEAD)).

use crate::dwz::Date;
use crate::formats::dsb_list::clubs::Clubs;
use crate::formats::dsb_list::{ListRow, Status};
use crate::formats::dsb_xml::{self, Head, Stamp};
use crate::i18n::Lang;
use crate::input::{At, Field, InputError, Problem};
use crate::web::turnier::list::{Candidate, ListMatch, MEMBER, NOT_MEMBER};
use crate::web::turnier::store::{head_at, Session};
use crate::web::turnier::table::apply;

use super::opened::Opened;

/// The list's row a player's report takes: the one the user chose, else the one matched.
fn picked(m: Option<&ListMatch>, chosen: Option<usize>) -> Option<&Candidate> {
    let m = m?;
    match chosen {
        Some(MEMBER | NOT_MEMBER) => None,
        Some(row) => m.candidates.iter().find(|c| c.row == row),
        None if m.found.is_found() => m.candidates.first(),
        None => None,
    }
}

/// A candidate as a row of the list (what the report takes of it).
fn row_of(c: &Candidate) -> ListRow {
    ListRow {
        line: 0,
        id: c.dsb_id.clone(),
        club: c.club.clone(),
        member_number: c.member_number.clone(),
        status: Status::Unknown,
        name: c.name.clone(),
        sex: c.sex,
        birth_year: c.birth_year,
        last_evaluation: None,
        dwz: c.dwz,
        index: c.index,
        fide_rating: None,
        fide_title: None,
        fide_id: c.fide_id,
        fide_country: None,
    }
}

/// The head as typed: Beginn a date (`TT.MM.JJJJ`), Auswerter the sender, Turniercode and
/// Spielebene (and a report's other notes) as notes ([`dsb_xml::notes_of`]); an empty field
/// is missing.
fn typed_head(s: &Session) -> Result<Head, InputError> {
    let field = |k: usize| {
        s.head
            .get(k)
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty())
    };
    let start_date = match field(head_at::BEGIN) {
        None => None,
        Some(text) => Some(
            Date::parse(&text)
                .or_else(|| crate::formats::trf::parse_trf_date(&text))
                .ok_or_else(|| {
                    InputError::new(At::Tournament, Field::StartDate, text, Problem::NotADate)
                })?,
        ),
    };
    Ok(Head {
        tournament_uuid: field(head_at::UUID),
        label: field(head_at::NAME),
        kind: field(head_at::TYPE).map(|t| t.to_ascii_uppercase()),
        time_control: field(head_at::TIME_CONTROL),
        start_date,
        location: field(head_at::LOCATION),
        notes: dsb_xml::notes_of(
            field(head_at::CODE).as_deref(),
            field(head_at::LEVEL).as_deref(),
            field(head_at::NOTES).as_deref(),
        ),
        sender: field(head_at::EVALUATOR),
        ..Head::default()
    })
}

/// The report of the page's tournament as XML, or why not (worded in `lang`); `bytes` from the
/// page: 32 random bytes (the tournament's UUID where none is typed, the file's), then the
/// creation time (`xs:dateTime`).
pub fn dsb_report(s: &Session, lang: Lang, bytes: &[u8]) -> Result<String, String> {
    let (t, errors) = apply(&s.loaded.tournament, &s.edits, &s.end);
    if let Some((_, e)) = errors.first() {
        return Err(lang.error(e));
    }
    let mut head = typed_head(s).map_err(|e| lang.error(&e))?;
    let (tournament_uuid, file_uuid) = dsb_xml::new_uuids(bytes.get(..32).unwrap_or(&[]));
    head.tournament_uuid.get_or_insert(tournament_uuid);
    let matches: Vec<ListMatch> = serde_json::from_str(&s.matches).unwrap_or_default();
    let picks: Vec<Option<&Candidate>> = (0..t.players.len())
        .map(|k| picked(matches.get(k), s.chosen.get(k).copied().flatten()))
        .collect();
    let rows: Vec<Option<ListRow>> = picks.iter().map(|c| c.map(row_of)).collect();
    let row_refs: Vec<Option<&ListRow>> = rows.iter().map(Option::as_ref).collect();
    let clubs = Clubs::from_pairs(
        picks
            .iter()
            .flatten()
            .filter_map(|c| Some((c.club.clone()?, c.club_name.clone()?)))
            .collect(),
    );
    let report = dsb_xml::report_of(&t, &s.loaded.entrants, &row_refs, &clubs, head);
    let stamp = Stamp {
        file_uuid,
        created: String::from_utf8_lossy(bytes.get(32..).unwrap_or(&[])).into_owned(),
    };
    dsb_xml::write_submission(&report, &stamp).map_err(|e| lang.export_error(&e))
}

/// What a file gives of the head, as the page's fields hold it (an empty text where it gives
/// nothing): Beginn, Bedenkzeit, Spielort, Turnierart. (Not the arbiter: the Auswerter, who
/// sends the report, is typed.)
pub fn head_fields(head: &Head) -> Vec<String> {
    let mut fields = vec![String::new(); crate::web::turnier::store::HEAD.len()];
    let mut set = |k: usize, v: Option<String>| {
        if let (Some(slot), Some(v)) = (fields.get_mut(k), v) {
            *slot = v;
        }
    };
    set(
        head_at::BEGIN,
        head.start_date
            .map(|d| crate::web::common::html::date_text(Lang::De, d)),
    );
    set(head_at::TIME_CONTROL, head.time_control.clone());
    set(head_at::LOCATION, head.location.clone());
    set(head_at::TYPE, head.kind.clone());
    fields
}

/// The decisions a report Wertung wrote keeps, a player each (see [`open_report`]).
fn decisions_of(entrants: &[crate::formats::Entrant]) -> Vec<Option<usize>> {
    use crate::web::turnier::list::{MEMBER, NOT_MEMBER};
    entrants
        .iter()
        .map(|e| match (&e.dsb_id, &e.club) {
            (Some(_), _) => None,
            (None, Some(_)) => Some(MEMBER),
            (None, None) => Some(NOT_MEMBER),
        })
        .collect()
}

/// Opens a DSB report (another program's, or one written before): its tournament (its players
/// found in the list by VKZ and member number, FIDE ID or name: the page keeps no DSB ID, which
/// the CLI reads first), and its head
/// in the page's fields (with its tournament UUID, so that a corrected file keeps it, and its
/// sender as the Auswerter); `end_date` as typed replaces the report's end.
pub fn open_report(text: &str, end_date: &str) -> Opened {
    let end = crate::web::common::read::date_in(end_date, &At::Tournament.into(), Field::EndDate)
        .ok()
        .flatten();
    // The report's own end; the end as typed only where it has none.
    let read = dsb_xml::read_report(text).and_then(|report| {
        let end = report.head.end_date.or(end);
        Ok((dsb_xml::imported_of(&report, end)?, report.head))
    });
    match read {
        Ok((imported, head)) => {
            let mut session = Session::new(crate::web::turnier::load::Loaded::imported(imported));
            session.head = head_fields(&head);
            let mut set = |k: usize, v: &Option<String>| {
                if let (Some(slot), Some(v)) = (session.head.get_mut(k), v) {
                    slot.clone_from(v);
                }
            };
            set(head_at::UUID, &head.tournament_uuid);
            set(head_at::EVALUATOR, &head.sender);
            set(head_at::NAME, &head.label);
            let (code, level, rest) = dsb_xml::notes_fields(head.notes.as_deref().unwrap_or(""));
            set(head_at::CODE, &code);
            set(head_at::LEVEL, &level);
            set(head_at::NOTES, &rest);
            // A report Wertung wrote says each player's decision: a DSB ID (found by it again),
            // else a membership of the file's (a member with the file's values), else none (not
            // a member, as decided).
            if head.system.as_deref() == Some(dsb_xml::SYSTEM) {
                session.chosen = decisions_of(&session.loaded.entrants);
            }
            session.id = crate::web::turnier::store::identity(
                session.head.get(head_at::UUID).map_or("", |u| u.as_str()),
                text.as_bytes(),
            );
            Opened::Loaded(crate::web::turnier::store::store(&session))
        }
        Err(e) => Opened::Failed {
            de: Lang::De.error(&e),
            en: Lang::En.error(&e),
        },
    }
}

#[cfg(test)]
mod tests;
