//! The command-line tool over the core: it parses ([`args`]), reads the files it is given
//! ([`files`]), calls the core (a module a family of commands: [`dwz`], [`export`], [`fide`],
//! [`ingo`], [`waldstein`]) and prints; a failure is worded in the user's language and exits
//! with code 2.

mod args;
mod dwz;
mod export;
mod failure;
mod fide;
mod files;
mod ingo;
mod page;
mod run;
mod waldstein;

use args::{Cli, System};
use clap::Parser;
use failure::Failure;
use std::process::ExitCode;
use wertung::i18n::{CliMsg, Lang};
use wertung::input::{Field, Problem};

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
                if matches!(e.problem, Problem::NameWithoutList { .. }) {
                    text.push_str(" (");
                    text.push_str(lang.text(CliMsg::ListOption));
                    text.push(')');
                }
                if e.field == Some(Field::Index) && e.problem == Problem::Missing {
                    text.push_str(" (");
                    text.push_str(lang.text(CliMsg::IndexOption));
                    text.push(')');
                }
                text
            }
            Failure::Read { file, reason } => {
                format!("{file}: {} ({reason})", lang.text(CliMsg::CannotRead))
            }
            Failure::InFile(e) => lang.error(e),
            Failure::Page { file, error } => format!("{file}: {}", error.text(lang)),
            Failure::PageOption(option) => lang.filled(CliMsg::PageOption, &[("option", option)]),
            Failure::Write { file, reason } => {
                format!("{file}: {} ({reason})", lang.text(CliMsg::CannotWrite))
            }
            Failure::Export(e) => {
                let mut text = lang.export_error(e);
                let flags = export::export_flags(e);
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

/// The CLI: one module a family of subcommands.
fn run(cli: Cli) -> Result<String, Failure> {
    let lang = cli.lang;
    match cli.system {
        System::Dwz { command } => dwz::run(command, lang),
        System::Ingo {
            source,
            variant,
            quickplay,
            overseas,
        } => ingo::run(&source, variant, quickplay, overseas),
        System::Waldstein { source, format } => waldstein::run(&source, format),
        System::Fide { command } => fide::run(command, lang),
    }
}

/// Parses the command line, runs it and prints the output (standard output) or the failure
/// (standard error, exit code 2).
pub(crate) fn main() -> ExitCode {
    let cli = Cli::parse();
    let lang = cli.lang;
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
