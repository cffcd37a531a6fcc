//! The DSB's tournament report (XML) of the page's tournament, made by the second module: the
//! player table as the director corrected it, the list's findings (DSB ID, membership, sex, the
//! club's name) and the report's head as typed ([`HEAD`](crate::web::turnier::store::HEAD)).

use crate::dwz::Date;
use crate::formats::dsb_xml::{self, Head, Stamp};
use crate::formats::fide_list::checked::apply_fide_list;
use crate::i18n::Lang;
use crate::input::{At, Field, InputError, Problem};
use crate::web::turnier::list::listed_of;
use crate::web::turnier::store::{head_at, Session};
use crate::web::turnier::table::apply;

use crate::web::common::messages::Opened;

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

/// The row of the list each player takes into the report: as the page keeps them, else (kept
/// by an earlier version, or the list's answer not taken) from the findings and choices kept.
fn listed(s: &Session) -> Vec<Option<dsb_xml::Listed>> {
    if s.listed.len() == s.loaded.tournament.players.len() {
        return s.listed.clone();
    }
    listed_of(&s.matches, &s.chosen)
}

/// What the file gives of the head where the page has no field for it: the tournament's name
/// (the Turniername field is for a file without one), the rounds, URL and age class. The
/// fields the director sees were filled from the file when it was opened ([`head_fields`]) and
/// are his: one he emptied stays empty (the report then says what is missing).
fn unshown(file: Option<&Head>) -> Head {
    file.map_or_else(Head::default, |f| Head {
        label: f.label.clone(),
        rounds: f.rounds,
        url: f.url.clone(),
        age_class: f.age_class.clone(),
        ..Head::default()
    })
}

/// The report of the page's tournament as XML, or why not (worded in `lang`); `bytes` from the
/// page: 32 random bytes (the tournament's UUID where none is typed, the file's), then the
/// creation time (`xs:dateTime`). With FIDE's list (`fide`) each player's `fideRating` is the
/// list's (WO 4.1.2 / 4.1.3, as the CLI's `dwz export --fide-list`).
pub fn dsb_report(
    s: &Session,
    lang: Lang,
    bytes: &[u8],
    fide: Option<&crate::formats::fide_list::FideList>,
) -> Result<String, String> {
    let (t, errors) = apply(&s.loaded.tournament, &s.edits, &s.end);
    if let Some((_, e)) = errors.first() {
        return Err(lang.error(e));
    }
    let mut head = typed_head(s).map_err(|e| lang.error(&e))?;
    let (tournament_uuid, file_uuid) = dsb_xml::new_uuids(bytes.get(..32).unwrap_or(&[]));
    head.tournament_uuid.get_or_insert(tournament_uuid);
    let file = unshown(s.file_head.as_ref());
    let listed = listed(s);
    let entrants = match fide {
        Some(list) => {
            let rows: Vec<_> = (0..t.players.len())
                .map(|k| listed.get(k).and_then(Option::as_ref).map(|l| &l.row))
                .collect();
            apply_fide_list(&t, &s.loaded.entrants, &rows, list).entrants
        }
        None => s.loaded.entrants.clone(),
    };
    let report = dsb_xml::assemble(&t, &entrants, &listed, head, file);
    let stamp = Stamp {
        file_uuid,
        created: String::from_utf8_lossy(bytes.get(32..).unwrap_or(&[])).into_owned(),
    };
    dsb_xml::write_submission(&report, &stamp).map_err(|e| lang.export_error(&e))
}

/// What a file gives of the head, as the page's fields hold it (an empty text where it gives
/// nothing): Beginn, Bedenkzeit, Spielort, Turnierart, and the file's arbiter as the Auswerter
/// who sends the report (as the CLI takes him: TRF `102`, the SWT's arbiter, a report's
/// sender); the director may change each.
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
    set(head_at::EVALUATOR, head.sender.clone());
    fields
}

/// The decisions a report Wertung wrote keeps, a player each (see [`open_report`]): a DSB ID
/// is found by it again; else the membership the report gives (its VKZ, or as decided by hand:
/// [`dsb_xml::ReportPlayer::member`], read from its notes) is decided, a member (with the
/// file's values) or not.
fn decisions_of(loaded: &crate::web::turnier::load::Loaded) -> Vec<Option<usize>> {
    use crate::web::turnier::list::{MEMBER, NOT_MEMBER};
    loaded
        .entrants
        .iter()
        .zip(&loaded.tournament.players)
        .map(|(e, p)| match (&e.dsb_id, p.member) {
            (Some(_), _) => None,
            (None, true) => Some(MEMBER),
            (None, false) => Some(NOT_MEMBER),
        })
        .collect()
}

/// Opens a DSB report (another program's, or one written before): its tournament (its players
/// found in the list by VKZ and member number, FIDE ID or name: the page keeps no DSB ID, which
/// the CLI reads first), and its head
/// in the page's fields (with its tournament UUID, so that a corrected file keeps it, and its
/// sender as the Auswerter); `end_date` as typed replaces the report's end; `name`: the file's,
/// named by what refuses it.
pub fn open_report(text: &str, end_date: &str, name: &str) -> Opened {
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
            session.file_head = Some(head.clone());
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
                session.chosen = decisions_of(&session.loaded);
            }
            session.id = crate::web::turnier::store::identity(
                session.head.get(head_at::UUID).map_or("", |u| u.as_str()),
                "",
                crate::formats::hash::fnv1a(text.as_bytes()),
            );
            Opened::Loaded(Box::new(session.into()))
        }
        Err(e) => super::failed(e, name),
    }
}

#[cfg(test)]
mod tests;
