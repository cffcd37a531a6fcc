//! `wertung`: the command-line tool over the core. It parses, calls the core and prints.

use clap::{Parser, Subcommand, ValueEnum};
use std::io::Read;
use std::process::ExitCode;
use wertung::dwz::{self, Mode, Options, Parameters};
use wertung::formats::dsb_list::matching;
use wertung::formats::dsb_xml::{self, ExportError, Head};
use wertung::formats::{crosstable, dsb_list, json, swt, text, trf, Imported};
use wertung::i18n::{CliMsg, Lang};
use wertung::input::{Field, InputError, Place, Problem};

#[derive(Parser)]
#[command(
    name = "wertung",
    version,
    about = "German chess ratings: DWZ by the Wertungsordnung 2026"
)]
struct Cli {
    /// Language of messages and warnings: de (default) or en
    #[arg(long, global = true, value_enum, default_value = "de")]
    lang: LangArg,
    #[command(subcommand)]
    system: System,
}

#[derive(Clone, Copy, ValueEnum)]
enum LangArg {
    De,
    En,
}

impl From<LangArg> for Lang {
    fn from(l: LangArg) -> Lang {
        match l {
            LangArg::De => Lang::De,
            LangArg::En => Lang::En,
        }
    }
}

/// Why the CLI stops: a bad input (worded by the i18n table), or a file it cannot read.
enum Failure {
    Input(InputError),
    Read {
        file: String,
        reason: String,
    },
    /// The DSB's report refused (every missing field, every problem).
    Export(ExportError),
}

impl From<InputError> for Failure {
    fn from(e: InputError) -> Failure {
        Failure::Input(e)
    }
}

impl Failure {
    /// The message in `lang`.
    fn text(&self, lang: Lang) -> String {
        match self {
            Failure::Input(e) => {
                let mut text = lang.error(e);
                // Where the end date is missing, say how to give it (not for a tournament of
                // an estimate's chain: that one is only given in its file).
                if e.field == Some(Field::EndDate)
                    && matches!(e.problem, Problem::NoEndDate | Problem::Missing)
                    && !e
                        .place
                        .0
                        .iter()
                        .any(|a| matches!(a, wertung::input::At::ChainTournament(_)))
                {
                    text.push_str(" (");
                    text.push_str(lang.text(CliMsg::EndDateOption));
                    text.push(')');
                }
                text
            }
            Failure::Read { file, reason } => {
                format!("{file}: {} ({reason})", lang.text(CliMsg::CannotRead))
            }
            Failure::Export(e) => {
                let mut text = lang.export_error(e);
                let flags = export_flags(e);
                if !flags.is_empty() {
                    text.push_str(&format!(
                        " ({} {})",
                        lang.text(CliMsg::ReportGiveWith),
                        flags.join(", ")
                    ));
                }
                text
            }
        }
    }
}

/// The options that give what a refused report misses, in the order of the message.
fn export_flags(e: &ExportError) -> Vec<&'static str> {
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

#[derive(Subcommand)]
enum System {
    /// DWZ (Deutsche Wertungszahl)
    Dwz {
        #[command(subcommand)]
        command: DwzCommand,
    },
    /// INGO (chess rules of 1960, or the Xiangqi variant): `ingo` numbers in the tournament JSON
    Ingo {
        #[command(flatten)]
        source: Source,
        /// chess (1960) or xiangqi (since 1990)
        #[arg(long, value_enum, default_value = "chess")]
        variant: Variant,
        /// Xiangqi: quickplay (under an hour per player): k doubled
        #[arg(long)]
        quickplay: bool,
        /// Xiangqi: overseas event of main interest (rule of 1997): k − 1
        #[arg(long)]
        overseas: bool,
    },
    /// FIDE Elo (Rating Regulations 2024, as amended October 2025)
    Fide {
        #[command(subcommand)]
        command: FideCommand,
    },
    /// Waldstein's Turnierleistung, with Gelbfuß, Sonneborn-Berger and Buchholz
    Waldstein {
        #[command(flatten)]
        source: Source,
        #[arg(long, value_enum, default_value = "json")]
        format: Format,
    },
}

#[derive(Subcommand)]
enum FideCommand {
    /// One player's Elo change in a tournament, or his initial rating (JSON, see the README)
    Estimate {
        /// The estimate JSON (FILE, or - for standard input)
        file: String,
        /// The DSB's player list (spieler.csv or LV-x-csv.zip): a "name" or "opponent_name"
        /// without its rating takes the Elo (and birth year) of the person it names
        #[arg(long, value_name = "LIST")]
        players: Option<String>,
    },
}

#[derive(clap::Args)]
struct Source {
    /// Tournament JSON, TRF, Swiss-Chess SWT, cross table or the DSB's XML report (FILE, or -
    /// for standard input)
    file: String,
    /// Input format; default: trf for files ending in .trf, swt for .swt, dsb-xml for .xml,
    /// else json
    #[arg(long, value_enum)]
    input: Option<Input>,
    /// The tournament end (YYYY-MM-DD): needed for a cross table; for a TRF or SWT it replaces
    /// the file's (record 052 or the last round date of record 132; SWT: "Datum Ende" or the
    /// last round date)
    #[arg(long)]
    end_date: Option<String>,
}

#[derive(Clone, Copy, ValueEnum)]
enum ModeArg {
    /// As the worked example of the WO (Anhang 3.1): P(D) from the table, three decimals a game
    Table,
    /// As the DSB's evaluation: P(D) exactly (the default)
    Exact,
}

impl From<ModeArg> for Mode {
    fn from(m: ModeArg) -> Mode {
        match m {
            ModeArg::Table => Mode::Table,
            ModeArg::Exact => Mode::Exact,
        }
    }
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
enum Input {
    Json,
    Trf,
    /// A Swiss-Chess tournament file (.SWT, 7.x and 8.x and later)
    Swt,
    /// A cross table (one line a player; see the README)
    Cross,
    /// The DSB's tournament report (DSB_DWZ_TournamentReport 2.5, XML)
    DsbXml,
}

/// What `dwz export` writes.
#[derive(Clone, Copy, PartialEq, ValueEnum)]
enum To {
    /// The DSB's tournament report (DSB_DWZ_TournamentReport 2.5, XML)
    DsbXml,
    /// FIDE's Tournament Report File (TRF-16), for other tools
    Trf,
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
enum Variant {
    Chess,
    Xiangqi,
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    Json,
    Text,
}

#[derive(clap::Args)]
struct ParamArgs {
    /// Stellgröße r (correction factor of the first rating)
    #[arg(long)]
    r: Option<f64>,
    /// Stellgröße t (divisor of the youth success bonus)
    #[arg(long)]
    t: Option<f64>,
    /// Stellgröße u (shift of the brake factor)
    #[arg(long)]
    u: Option<f64>,
    /// Stellgröße a1 (success bonus of juniors)
    #[arg(long)]
    a1: Option<f64>,
    /// Stellgröße a2 (success bonus of adults)
    #[arg(long)]
    a2: Option<f64>,
    /// Stellgröße K_max
    #[arg(long)]
    k_max: Option<f64>,
}

impl ParamArgs {
    /// The Stellgrößen given, the defaults for the others.
    fn params(&self) -> Parameters {
        let d = Parameters::default();
        Parameters {
            r: self.r.unwrap_or(d.r),
            t: self.t.unwrap_or(d.t),
            u: self.u.unwrap_or(d.u),
            a1: self.a1.unwrap_or(d.a1),
            a2: self.a2.unwrap_or(d.a2),
            k_max: self.k_max.unwrap_or(d.k_max),
        }
    }
}

#[derive(Subcommand)]
enum DwzCommand {
    /// Evaluate a whole tournament (tournament JSON, TRF or cross table)
    Evaluate {
        #[command(flatten)]
        source: Source,
        /// Arithmetic: exact (as the DSB's evaluation) or table (as the worked example, Anhang 3.1)
        #[arg(long, value_enum, default_value = "exact")]
        mode: ModeArg,
        #[arg(long, value_enum, default_value = "json")]
        format: Format,
        #[command(flatten)]
        params: ParamArgs,
        /// The DSB's player list (spieler.csv or LV-x-csv.zip): DWZ, index, birth year and
        /// membership of the players come from it; players not in it are non-members
        #[arg(long, value_name = "LIST")]
        players: Option<String>,
    },
    /// Single-player estimates of Anhang 3.3, chains of tournaments, what-if tables (estimate
    /// JSON from FILE, or -)
    Estimate {
        file: String,
        /// Overrides the "mode" of the file (default exact, as the DSB's evaluation; table: as
        /// the worked example, Anhang 3.1)
        #[arg(long, value_enum)]
        mode: Option<ModeArg>,
        #[command(flatten)]
        params: ParamArgs,
        /// The DSB's player list (spieler.csv or LV-x-csv.zip): a "name" or "opponent_name"
        /// without its numbers takes the DWZ, index and birth year of the person it names
        #[arg(long, value_name = "LIST")]
        players: Option<String>,
    },
    /// Convert an old-scale DWZ to the 2026 scale (Anhang 4)
    Scale { dwz: i64 },
    /// Write the tournament as the DSB's report (DSB_DWZ_TournamentReport 2.5 XML) to standard
    /// output; what the file does not give (time control, location, ...) comes from the options
    Export(ExportArgs),
}

#[derive(clap::Args)]
struct ExportArgs {
    #[command(flatten)]
    source: Source,
    /// The format written
    #[arg(long, value_enum)]
    to: To,
    /// The DSB's player list (spieler.csv or LV-x-csv.zip): DSB ID, birth year, membership (and,
    /// from the zip's vereine.csv, the club's name) of the players come from it
    #[arg(long, value_name = "LIST")]
    players: Option<String>,
    /// The tournament start (YYYY-MM-DD), the date of the first game played
    #[arg(long, value_name = "D")]
    start_date: Option<String>,
    /// The location (Spielort, or the region of a league)
    #[arg(long, value_name = "TEXT")]
    location: Option<String>,
    /// The time control (Bedenkzeit), e.g. "90 min/40 Züge + 30 min + 30 s/Zug"
    #[arg(long, value_name = "TEXT")]
    time_control: Option<String>,
    /// The tournament type: SR, SW, SC, TR, TW, TC, hybrid with -H (e.g. SW-H)
    #[arg(long = "type", value_name = "SW")]
    kind: Option<String>,
    /// The tournament UUID of a report sent before (a corrected file keeps it); default: the
    /// report's own where the input is one, else a new one (shown on standard error)
    #[arg(long, value_name = "U")]
    uuid: Option<String>,
    /// The sender (a person or an organisation) of the file's header; default: the file's
    /// arbiter (TRF 102, SWT); without one the header is left out
    #[arg(long, value_name = "TEXT")]
    sender: Option<String>,
}

/// A text file (or standard input, `-`): UTF-8, Windows-1252 or code page 850.
fn read_input(file: &str) -> Result<String, Failure> {
    Ok(wertung::formats::encoding::decode(&read_bytes(file)?))
}

/// The file as it is (SWT is binary).
fn read_bytes(file: &str) -> Result<Vec<u8>, Failure> {
    let mut bytes = Vec::new();
    let read = if file == "-" {
        std::io::stdin().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::read(file).map(|b| bytes = b)
    };
    read.map_err(|e| Failure::Read {
        file: file.to_string(),
        reason: e.to_string(),
    })?;
    Ok(bytes)
}

/// The `--end-date` given on the command line.
fn given_end(source: &Source) -> Result<Option<dwz::Date>, InputError> {
    source
        .end_date
        .as_deref()
        .map(|text| {
            dwz::Date::parse(text).ok_or_else(|| {
                InputError::new(Place::default(), Field::EndDate, text, Problem::NotADate)
            })
        })
        .transpose()
}

/// Reads the tournament; `default_end` stands in for a cross table without `--end-date`.
fn read_tournament(
    source: &Source,
    bytes: &[u8],
    default_end: Option<dwz::Date>,
) -> Result<dwz::Tournament, InputError> {
    read_imported(source, bytes, default_end).map(|imported| imported.tournament)
}

/// The input format: `--input`, else by the file's ending.
fn input_of(source: &Source) -> Input {
    let file = source.file.to_ascii_lowercase();
    source.input.unwrap_or(if file.ends_with(".trf") {
        Input::Trf
    } else if file.ends_with(".swt") {
        Input::Swt
    } else if file.ends_with(".xml") {
        Input::DsbXml
    } else {
        Input::Json
    })
}

/// Reads the tournament with what the file says of its players (for `--players`).
fn read_imported(
    source: &Source,
    bytes: &[u8],
    default_end: Option<dwz::Date>,
) -> Result<Imported, InputError> {
    let input = input_of(source);
    let given = given_end(source)?;
    let text = &wertung::formats::encoding::decode(bytes);
    let tournament = match input {
        Input::Trf => return trf::read_trf_imported(text, given),
        Input::Swt => return swt::read_swt(bytes, given),
        Input::DsbXml => return dsb_xml::imported_of(&dsb_xml::read_report(text)?, given),
        Input::Json => json::read_tournament(text)?,
        Input::Cross => {
            let date = given
                .or(default_end)
                .ok_or_else(|| InputError::missing(Place::default(), Field::EndDate))?;
            crosstable::read_crosstable(text, "", date)?
        }
    };
    let entrants = matching::entrants_of(&tournament);
    Ok(Imported {
        tournament,
        entrants,
    })
}

/// `--players`: the DSB's player list (spieler.csv or its zip, read as bytes) applied to the
/// tournament; the notes on players not found (or found twice) come first in the warnings.
fn with_player_list(
    imported: Imported,
    list_file: &str,
) -> Result<(dwz::Tournament, Vec<dwz::Warning>), Failure> {
    let index = read_list(list_file)?;
    let outcomes = matching::match_players(&index, &imported.entrants);
    let applied = matching::apply_list(&imported, &index, &outcomes, &[]);
    Ok((applied.tournament, applied.warnings))
}

/// The end a cross table gets for Waldstein's and INGO's figures, in which it plays no part.
const ANY_END: dwz::Date = dwz::Date {
    year: 2000,
    month: 1,
    day: 1,
};

/// The CLI: one function a subcommand.
fn run(cli: Cli) -> Result<String, Failure> {
    let lang = Lang::from(cli.lang);
    match cli.system {
        System::Dwz { command } => run_dwz(command, lang),
        System::Ingo {
            source,
            variant,
            quickplay,
            overseas,
        } => ingo(&source, variant, quickplay, overseas),
        System::Waldstein { source, format } => waldstein(&source, format),
        System::Fide {
            command: FideCommand::Estimate { file, players },
        } => fide_estimate(&file, players.as_deref(), lang),
    }
}

/// `wertung fide estimate`: the player's Elo change, or his initial rating.
fn fide_estimate(file: &str, players: Option<&str>, lang: Lang) -> Result<String, Failure> {
    let (root, from) = named_input(file, players, json::names::Rating::Elo)?;
    let input = json::fide::fide_estimate_from_value(&root)?;
    let estimate = wertung::fide::estimate::estimate(&input)?;
    let out = json::fide::write_fide_estimate(&estimate, lang);
    Ok(json::names::mark_list_ids(&out, &from))
}

/// The DSB's player list of `--players`, read and indexed (the one place the CLI reads a list:
/// the evaluation, the estimates by name and the DSB report).
fn read_list(file: &str) -> Result<matching::ListIndex, Failure> {
    let bytes = std::fs::read(file).map_err(|e| Failure::Read {
        file: file.to_string(),
        reason: e.to_string(),
    })?;
    let list = dsb_list::read_player_list(&bytes)
        .map_err(|e| e.within(wertung::input::At::File(file.to_string())))?;
    Ok(matching::ListIndex::new(list))
}

/// An estimate JSON as a value, the names in it looked up in the player list `players` where
/// one is given (what came from it, for the output's `list_id`s).
fn named_input(
    file: &str,
    players: Option<&str>,
    rating: json::names::Rating,
) -> Result<(serde_json::Value, json::names::FromList), Failure> {
    let text = read_input(file)?;
    let mut root: serde_json::Value = json::names::parse_json(&text)?;
    let from = match players {
        Some(list) => {
            let index = read_list(list)?;
            let search = dsb_list::search::NameSearch::new(&index);
            let lookup = json::names::Lookup {
                index: &index,
                search: &search,
            };
            json::names::fill_from_list(&mut root, &lookup, rating)?
        }
        None => json::names::FromList::default(),
    };
    Ok((root, from))
}

/// `wertung dwz ...`.
fn run_dwz(command: DwzCommand, lang: Lang) -> Result<String, Failure> {
    match command {
        DwzCommand::Evaluate {
            source,
            mode,
            format,
            params,
            players,
        } => {
            let options = Options {
                mode: mode.into(),
                params: params.params(),
            };
            evaluate(&source, &options, format, players.as_deref(), lang)
        }
        DwzCommand::Estimate {
            file,
            mode,
            params,
            players,
        } => estimate(&file, mode, &params, players.as_deref(), lang),
        DwzCommand::Scale { dwz } => scale(dwz),
        DwzCommand::Export(args) => export(&args, lang),
    }
}

/// `wertung dwz evaluate`: the tournament (with the DSB's player list where given) evaluated,
/// as JSON or as the table of Anhang 3.1.11.
fn evaluate(
    source: &Source,
    options: &Options,
    format: Format,
    players: Option<&str>,
    lang: Lang,
) -> Result<String, Failure> {
    let bytes = read_bytes(&source.file)?;
    let (tournament, list_warnings) = match players {
        Some(list) => with_player_list(read_imported(source, &bytes, None)?, list)?,
        None => (read_tournament(source, &bytes, None)?, Vec::new()),
    };
    let mut evaluation = dwz::evaluate(&tournament, options)?;
    evaluation.warnings.splice(0..0, list_warnings);
    Ok(match format {
        Format::Json => json::write_evaluation(&evaluation, lang),
        Format::Text => text::write_evaluation(&tournament.name, &evaluation),
    })
}

/// 32 random bytes for the UUIDs: from the system's random source, else from the standard
/// library's randomly keyed hashers.
fn random_bytes() -> [u8; 32] {
    use std::hash::{BuildHasher, Hasher};
    let mut out = [0u8; 32];
    let from_system = std::fs::File::open("/dev/urandom")
        .and_then(|mut f| f.read_exact(&mut out))
        .is_ok();
    if !from_system {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or_default();
        for (k, chunk) in out.chunks_mut(8).enumerate() {
            let mut h = std::collections::hash_map::RandomState::new().build_hasher();
            h.write_u128(now);
            h.write_usize(k);
            chunk.copy_from_slice(&h.finish().to_le_bytes());
        }
    }
    out
}

/// What the input file gives of the report's head (TRF records, SWT fields, a report's own).
fn file_head(source: &Source, bytes: &[u8]) -> Result<Head, InputError> {
    let text = || wertung::formats::encoding::decode(bytes);
    Ok(match input_of(source) {
        Input::Trf => dsb_xml::head_of_trf(&text()),
        Input::Swt => dsb_xml::head_of_swt(bytes)?,
        Input::DsbXml => dsb_xml::read_report(&text())?.head,
        Input::Json | Input::Cross => Head::default(),
    })
}

/// A tournament without a name (a cross table, a JSON without `name`) is named by its file.
fn file_label(file: &str) -> Option<String> {
    std::path::Path::new(file)
        .file_stem()
        .map(|s| s.to_string_lossy().trim().to_string())
        .filter(|s| file != "-" && !s.is_empty())
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

/// `wertung dwz export --to dsb-xml`: the DSB's report on standard output, or why not; a new
/// tournament UUID and a missing header are said on standard error.
fn export(args: &ExportArgs, lang: Lang) -> Result<String, Failure> {
    let source = &args.source;
    let bytes = read_bytes(&source.file)?;
    let imported = read_imported(source, &bytes, None)?;
    let mut head = given_head(args)?.or(file_head(source, &bytes)?);
    let (tournament_uuid, file_uuid) = dsb_xml::new_uuids(&random_bytes());
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
            let applied = matching::apply_list(&imported, &index, &outcomes, &[]);
            let listed = dsb_xml::listed(&index, &imported.entrants, &outcomes, &[]);
            (applied.tournament, listed)
        }
        None => (imported.tournament.clone(), Vec::new()),
    };
    let report = dsb_xml::assemble(&tournament, &imported.entrants, &listed, head);
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

/// `wertung dwz estimate`: one tournament (`games`) or a chain (`tournaments`), with
/// `remaining` games, from the estimate JSON; `--mode` over the file's.
fn estimate(
    file: &str,
    mode: Option<ModeArg>,
    params: &ParamArgs,
    players: Option<&str>,
    lang: Lang,
) -> Result<String, Failure> {
    let (root, from) = named_input(file, players, json::names::Rating::Dwz)?;
    let estimate = json::estimate_file_from_value(&root)?;
    let mode = mode.map(Mode::from).or(estimate.mode).unwrap_or_default();
    let out = json::write_estimate_json(&estimate, mode, &params.params(), lang)?;
    Ok(json::names::mark_list_ids(&out, &from))
}

/// `wertung dwz scale`: an old-scale DWZ on the 2026 scale (Anhang 4).
fn scale(dwz: i64) -> Result<String, Failure> {
    match dwz::scale_2026(dwz) {
        Some(new) => Ok(new.to_string()),
        None => Err(InputError::out_of_range(
            Place::default(),
            Field::Dwz,
            dwz,
            1,
            dwz::limits::RATING.1,
        )
        .into()),
    }
}

/// `wertung ingo`: the INGO numbers of chess (and of Xiangqi where asked) as JSON; the numbers
/// brought in come from a tournament JSON, other files have none.
fn ingo(
    source: &Source,
    variant: Variant,
    quickplay: bool,
    overseas: bool,
) -> Result<String, Failure> {
    use wertung::ingo::{chess, xiangqi};
    let bytes = read_bytes(&source.file)?;
    let tournament = read_tournament(source, &bytes, Some(ANY_END))?;
    let players = ingo_numbers(&bytes, &tournament)?;
    let games = json::ingo_games(&tournament);
    let event = if tournament.kind == dwz::Kind::Match {
        chess::Event::Match
    } else {
        chess::Event::Tournament
    };
    let chess = chess::evaluate(&players, &games, event);
    let xiangqi = (variant == Variant::Xiangqi)
        .then(|| xiangqi::evaluate(&players, &games, quickplay, overseas));
    let value = json::ingo_out(&tournament, &players, &chess, xiangqi.as_deref());
    Ok(serde_json::to_string_pretty(&value).unwrap_or_default())
}

/// The INGO numbers brought in, from a tournament JSON (`ingo`, `ingo_index`,
/// `ingo_qualifier`, `youth`); the players of other files have none.
fn ingo_numbers(
    bytes: &[u8],
    tournament: &dwz::Tournament,
) -> Result<Vec<wertung::ingo::chess::Player>, InputError> {
    let text = wertung::formats::encoding::decode(bytes);
    if text.trim_start().starts_with('{') {
        return json::read_ingo_numbers(&text, tournament);
    }
    let none = wertung::ingo::chess::Player {
        number: None,
        youth: false,
    };
    Ok(vec![none; tournament.players.len()])
}

/// `wertung waldstein`: Waldstein's figures as JSON or as a table.
fn waldstein(source: &Source, format: Format) -> Result<String, Failure> {
    let bytes = read_bytes(&source.file)?;
    let tournament = read_tournament(source, &bytes, Some(ANY_END))?;
    let report = wertung::waldstein::report(&wertung::waldstein::from_tournament(&tournament));
    Ok(match format {
        Format::Json => serde_json::to_string_pretty(&json::waldstein_out(&tournament, &report))
            .unwrap_or_default(),
        Format::Text => text::write_waldstein(&tournament, &report),
    })
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let lang = Lang::from(cli.lang);
    match run(cli) {
        Ok(out) => {
            use std::io::Write;
            // A closed pipe (e.g. `| head`) is not an error worth a panic.
            let _ = writeln!(std::io::stdout(), "{}", out.trim_end());
            ExitCode::SUCCESS
        }
        Err(failure) => {
            eprintln!("{}: {}", lang.text(CliMsg::ErrorWord), failure.text(lang));
            ExitCode::from(2)
        }
    }
}
