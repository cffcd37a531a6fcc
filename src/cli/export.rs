//! `wertung dwz export`: the tournament as the DSB's report (DSB_DWZ_TournamentReport 2.5 XML)
//! or as FIDE's TRF-16; the report's head from the options and the file.

use super::args::{ExportArgs, To};
use super::failure::Failure;
use super::files::{
    decided, file_label, given_end, open_input, read_bytes, read_fide, read_imported, read_list,
};
use wertung::dwz;
use wertung::formats::dsb_list::{self, matching};
use wertung::formats::dsb_xml::{self, ExportError, Head};
use wertung::formats::fide_list::checked;
use wertung::formats::open::Kind;
use wertung::formats::Opened;
use wertung::i18n::{CliMsg, Lang};
use wertung::input::{Field, InputError, Place, Problem};

/// `wertung dwz export --to dsb-xml`: the DSB's report on standard output, or why not; a new
/// tournament UUID and a missing header are said on standard error.
pub(crate) fn run(args: &ExportArgs, lang: Lang) -> Result<String, Failure> {
    let source = &args.source;
    let bytes = read_bytes(&source.file)?;
    let opened = open_input(source, &bytes)?;
    let imported = read_imported(source, &opened, None)?;
    let mut head = given_head(args)?;
    let file = file_head(&opened)?;
    head.tournament_uuid = head.tournament_uuid.or(file.tournament_uuid.clone());
    head.sender = head.sender.or(file.sender.clone());
    let (tournament_uuid, file_uuid) = (new_uuid(), new_uuid());
    if head.tournament_uuid.is_none() && args.to == To::DsbXml {
        eprintln!("{}: {tournament_uuid}", lang.text(CliMsg::ReportUuidNote));
        head.tournament_uuid = Some(tournament_uuid);
    }
    if head.sender.is_none() && args.to == To::DsbXml {
        eprintln!("{}", lang.text(CliMsg::ReportNoSender));
    }
    let (tournament, listed) = match args.players.as_deref() {
        Some(file) => {
            let index = read_list(file)?;
            let outcomes = matching::match_players(&index, &imported.entrants);
            let choices = decided(&opened)?;
            let applied = matching::apply_list(&imported, &index, &outcomes, &choices);
            let listed = dsb_xml::listed(&index, &imported.entrants, &outcomes, &choices);
            (applied.tournament, listed)
        }
        None => (imported.tournament.clone(), Vec::new()),
    };
    // FIDE's list as the current list (WO 4.1.2 / 4.1.3): R_o and the report's fideRating.
    let (tournament, entrants) = match args.fide_list.as_deref() {
        Some(fide_file) => {
            let fide = read_fide(fide_file)?;
            let rows: Vec<Option<&dsb_list::ListRow>> = (0..tournament.players.len())
                .map(|k| listed.get(k).and_then(Option::as_ref).map(|l| &l.row))
                .collect();
            let applied = checked::apply_fide_list(&tournament, &imported.entrants, &rows, &fide);
            (applied.tournament, applied.entrants)
        }
        None => (tournament, imported.entrants.clone()),
    };
    let report = dsb_xml::assemble(&tournament, &entrants, &listed, head, file);
    let report = dsb_xml::Report {
        head: dsb_xml::Head {
            label: report.head.label.clone().or(file_label(&source.file)),
            ..report.head
        },
        ..report
    };
    if args.to == To::Trf {
        return Ok(dsb_xml::write_trf(&report));
    }
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or_default();
    let stamp = dsb_xml::Stamp {
        file_uuid,
        created: dsb_xml::date_time(now),
    };
    dsb_xml::write_report(&report, &stamp).map_err(Failure::Export)
}

/// The options that give what a refused report misses, in the order of the message.
pub(crate) fn export_flags(e: &ExportError) -> Vec<&'static str> {
    let ExportError::Missing(missing) = e else {
        return Vec::new();
    };
    let mut flags: Vec<&'static str> = Vec::new();
    for m in missing {
        use dsb_xml::ReportField as F;
        let flag = match m.field {
            F::TimeControl => "--time-control",
            F::Location => "--location",
            F::StartDate => "--start-date",
            F::EndDate => "--end-date",
            F::Type => "--type",
            F::Uuid => "--uuid",
            F::BirthYear => "--players",
            _ => continue,
        };
        if m.problem != dsb_xml::ReportProblem::Missing {
            continue;
        }
        if !flags.contains(&flag) {
            flags.push(flag);
        }
    }
    flags
}

/// A new version-4 UUID (the `uuid` crate, from the system's random source).
fn new_uuid() -> String {
    uuid::Uuid::new_v4().hyphenated().to_string()
}

/// What the input file gives of the report's head (TRF records, SWT fields, a report's own).
fn file_head(file: &Opened) -> Result<Head, InputError> {
    Ok(match file {
        Opened::Swt(bytes) => dsb_xml::head_of_swt(bytes)?,
        Opened::Text(Kind::Trf, text) => dsb_xml::head_of_trf(text),
        Opened::Text(Kind::DsbXml, text) => dsb_xml::read_report(text)?.head,
        _ => Head::default(),
    })
}

/// What the options give of the report's head.
fn given_head(args: &ExportArgs) -> Result<Head, InputError> {
    let start_date = args
        .start_date
        .as_deref()
        .map(|text| {
            dwz::Date::parse(text).ok_or_else(|| {
                InputError::new(Place::default(), Field::StartDate, text, Problem::NotADate)
            })
        })
        .transpose()?;
    let text = |t: &Option<String>| t.clone().filter(|t| !t.trim().is_empty());
    Ok(Head {
        tournament_uuid: text(&args.uuid),
        kind: text(&args.kind),
        time_control: text(&args.time_control),
        start_date,
        end_date: given_end(&args.source)?,
        location: text(&args.location),
        sender: text(&args.sender),
        ..Head::default()
    })
}
