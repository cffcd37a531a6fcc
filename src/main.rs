//! `wertung`: the command-line tool over the core. It parses, calls the core and prints; the
//! modules are in `src/cli/`.

#![forbid(unsafe_code)]

mod cli;

fn main() -> std::process::ExitCode {
    cli::main()
}
