//! `wertung`: the command-line tool over the core. It parses, calls the core and prints.

use clap::{Parser, Subcommand, ValueEnum};
use std::io::Read;
use std::process::ExitCode;
use wertung::dwz::{self, Mode, Options, Parameters};
use wertung::formats::{crosstable, json, text, trf};

#[derive(Parser)]
#[command(
    name = "wertung",
    version,
    about = "German chess ratings: DWZ by the Wertungsordnung 2026"
)]
struct Cli {
    #[command(subcommand)]
    system: System,
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
    /// Waldstein's Turnierleistung, with Gelbfuß, Sonneborn-Berger and Buchholz
    Waldstein {
        #[command(flatten)]
        source: Source,
        #[arg(long, value_enum, default_value = "json")]
        format: Format,
    },
}

#[derive(clap::Args)]
struct Source {
    /// Tournament JSON, TRF or cross table (FILE, or - for standard input)
    file: String,
    /// Input format; default: trf for files ending in .trf, else json
    #[arg(long, value_enum)]
    input: Option<Input>,
    /// The tournament end (YYYY-MM-DD): needed for a cross table; for a TRF it replaces the
    /// file's (record 052, or the last round date of record 132)
    #[arg(long)]
    end_date: Option<String>,
}

#[derive(Clone, Copy, ValueEnum)]
enum ModeArg {
    Table,
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
    /// A cross table (one line a player; see the README)
    Cross,
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
        #[arg(long, value_enum, default_value = "table")]
        mode: ModeArg,
        #[arg(long, value_enum, default_value = "json")]
        format: Format,
        #[command(flatten)]
        params: ParamArgs,
    },
    /// Single-player estimates of Anhang 3.3 (estimate JSON from FILE, or -)
    Estimate {
        file: String,
        /// Overrides the "mode" of the file (default table)
        #[arg(long, value_enum)]
        mode: Option<ModeArg>,
        #[command(flatten)]
        params: ParamArgs,
    },
    /// Convert an old-scale DWZ to the 2026 scale (Anhang 4)
    Scale { dwz: i64 },
}

fn read_input(file: &str) -> Result<String, String> {
    let mut text = String::new();
    if file == "-" {
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
    } else {
        text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    }
    Ok(text)
}

/// Reads the tournament; `default_end` stands in for a cross table without `--end-date`.
fn read_tournament(
    source: &Source,
    text: &str,
    default_end: Option<&str>,
) -> Result<wertung::dwz::Tournament, String> {
    let input = source
        .input
        .unwrap_or(if source.file.to_ascii_lowercase().ends_with(".trf") {
            Input::Trf
        } else {
            Input::Json
        });
    let parse_end = |end: &str| {
        wertung::dwz::Date::parse(end)
            .ok_or_else(|| format!("end_date = \"{end}\": not a date of the form YYYY-MM-DD"))
    };
    let given_end = source.end_date.as_deref().map(parse_end).transpose()?;
    match input {
        Input::Trf => trf::read_trf_with_end(text, given_end).map_err(|e| {
            let e = e.to_string();
            if e.contains("has no end date") {
                format!("{e}; give it with --end-date YYYY-MM-DD")
            } else {
                e
            }
        }),
        Input::Json => json::read_tournament(text).map_err(|e| e.to_string()),
        Input::Cross => {
            let date = match given_end {
                Some(date) => date,
                None => parse_end(default_end.ok_or(
                    "end_date: a cross table needs --end-date YYYY-MM-DD (the tournament end)",
                )?)?,
            };
            crosstable::read_crosstable(text, "", date).map_err(|e| e.to_string())
        }
    }
}

fn run(cli: Cli) -> Result<String, String> {
    let command = match cli.system {
        System::Dwz { command } => command,
        System::Ingo {
            source,
            variant,
            quickplay,
            overseas,
        } => {
            let text = read_input(&source.file)?;
            let tournament = read_tournament(&source, &text, Some("2000-01-01"))?;
            let players = if text.trim_start().starts_with('{') {
                json::read_ingo_numbers(&text, &tournament).map_err(|e| e.to_string())?
            } else {
                vec![
                    wertung::ingo::chess::Player {
                        number: None,
                        youth: false
                    };
                    tournament.players.len()
                ]
            };
            let games = json::ingo_games(&tournament);
            let event = if tournament.kind == wertung::dwz::Kind::Match {
                wertung::ingo::chess::Event::Match
            } else {
                wertung::ingo::chess::Event::Tournament
            };
            let chess = wertung::ingo::chess::evaluate(&players, &games, event);
            let xiangqi = (variant == Variant::Xiangqi)
                .then(|| wertung::ingo::xiangqi::evaluate(&players, &games, quickplay, overseas));
            let value = json::ingo_out(&tournament, &players, &chess, xiangqi.as_deref());
            return Ok(serde_json::to_string_pretty(&value).unwrap_or_default());
        }
        System::Waldstein { source, format } => {
            // The end date plays no part in Waldstein's figures.
            let text = read_input(&source.file)?;
            let tournament = read_tournament(&source, &text, Some("2000-01-01"))?;
            let report =
                wertung::waldstein::report(&wertung::waldstein::from_tournament(&tournament));
            return Ok(match format {
                Format::Json => {
                    serde_json::to_string_pretty(&json::waldstein_out(&tournament, &report))
                        .unwrap_or_default()
                }
                Format::Text => text::write_waldstein(&tournament, &report),
            });
        }
    };
    match command {
        DwzCommand::Evaluate {
            source,
            mode,
            format,
            params,
        } => {
            let text = read_input(&source.file)?;
            let tournament = read_tournament(&source, &text, None)?;
            let options = Options {
                mode: mode.into(),
                params: params.params(),
            };
            let evaluation = dwz::evaluate(&tournament, &options).map_err(|e| e.to_string())?;
            Ok(match format {
                Format::Json => json::write_evaluation(&evaluation),
                Format::Text => text::write_evaluation(&tournament.name, &evaluation),
            })
        }
        DwzCommand::Estimate { file, mode, params } => {
            let input = read_input(&file)?;
            let (estimate, file_mode) = json::read_estimate(&input).map_err(|e| e.to_string())?;
            let mode = mode.map(Mode::from).or(file_mode).unwrap_or_default();
            let result =
                dwz::estimate(&estimate, mode, &params.params()).map_err(|e| e.to_string())?;
            Ok(json::write_estimate(estimate.kind, mode, &result))
        }
        DwzCommand::Scale { dwz } => match dwz::scale_2026(dwz) {
            Some(new) => Ok(new.to_string()),
            None => Err(format!("dwz = {dwz}: an old DWZ must be positive")),
        },
    }
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(out) => {
            use std::io::Write;
            // A closed pipe (e.g. `| head`) is not an error worth a panic.
            let _ = writeln!(std::io::stdout(), "{}", out.trim_end());
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
