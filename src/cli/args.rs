//! The command line's arguments (clap): the systems, their commands and options.

use clap::{Parser, Subcommand, ValueEnum};
use wertung::dwz::{Mode, Parameters};
use wertung::i18n::Lang;

#[derive(Parser)]
#[command(
    name = "wertung",
    version,
    about = "German chess ratings: DWZ by the Wertungsordnung 2026"
)]
pub(crate) struct Cli {
    /// Language of messages and warnings: de (default) or en
    #[arg(long, global = true, value_enum, default_value = "de")]
    pub(crate) lang: Lang,
    #[command(subcommand)]
    pub(crate) system: System,
}

#[derive(Subcommand)]
pub(crate) enum System {
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
pub(crate) enum FideCommand {
    /// One player's Elo change in a tournament, or his initial rating (JSON, see the README)
    Estimate {
        /// The estimate JSON (FILE, or - for standard input)
        file: String,
        /// The DSB's player list (spieler.csv or LV-x-csv.zip): a "name" or "opponent_name"
        /// without its rating takes the Elo (and birth year) of the person it names
        #[arg(long, value_name = "LIST")]
        players: Option<String>,
        /// FIDE's rating list (players_list.zip, its XML, standard_rating_list.zip, zipped or
        /// not): names are found in it too, and its standard rating wins over the DSB list's Elo
        #[arg(long = "fide-list", value_name = "FILE")]
        fide_list: Option<String>,
        /// What FILE is: the estimate JSON (default), or a player's page of chess-results.com
        /// (saved as HTML, or its copied text)
        #[arg(long, value_enum)]
        input: Option<EstimateInput>,
        /// With a chess-results page: the player's rated games before this event (FIDE 8.3.3)
        #[arg(long, value_name = "N")]
        games_before: Option<u32>,
    },
}

/// What the file of an estimate is.
#[derive(Clone, Copy, PartialEq, ValueEnum)]
pub(crate) enum EstimateInput {
    /// The estimate JSON
    Json,
    /// A player's page of chess-results.com (art=9; HTML or its copied text, English or German)
    ChessResults,
}

#[derive(clap::Args)]
pub(crate) struct Source {
    /// Tournament JSON, TRF, Swiss-Chess SWT, cross table or the DSB's XML report (FILE, or -
    /// for standard input)
    pub(crate) file: String,
    /// Input format; default: told by the file's content (a Swiss-Chess file, TRF, JSON, the
    /// DSB's XML report, else a cross table)
    #[arg(long, value_enum)]
    pub(crate) input: Option<Input>,
    /// The tournament end (YYYY-MM-DD): needed for a cross table; for a TRF or SWT it replaces
    /// the file's (record 052 or the last round date of record 132; SWT: "Datum Ende" or the
    /// last round date)
    #[arg(long)]
    pub(crate) end_date: Option<String>,
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
pub(crate) enum Input {
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
pub(crate) enum To {
    /// The DSB's tournament report (DSB_DWZ_TournamentReport 2.5, XML)
    DsbXml,
    /// FIDE's Tournament Report File (TRF-16), for other tools
    Trf,
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
pub(crate) enum Variant {
    Chess,
    Xiangqi,
}

#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum Format {
    Json,
    Text,
}

#[derive(clap::Args)]
pub(crate) struct ParamArgs {
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
    pub(crate) fn params(&self) -> Parameters {
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
pub(crate) enum DwzCommand {
    /// Evaluate a whole tournament (tournament JSON, TRF or cross table)
    Evaluate {
        #[command(flatten)]
        source: Source,
        /// Arithmetic: exact (as the DSB's evaluation) or table (as the worked example, Anhang 3.1)
        #[arg(long, value_enum, default_value = "exact")]
        mode: Mode,
        #[arg(long, value_enum, default_value = "json")]
        format: Format,
        #[command(flatten)]
        params: ParamArgs,
        /// The DSB's player list (spieler.csv or LV-x-csv.zip): DWZ, index, birth year and
        /// membership of the players come from it; players not in it are non-members
        #[arg(long, value_name = "LIST")]
        players: Option<String>,
        /// FIDE's rating list (players_list.zip, its XML, ...): a player without DWZ takes its
        /// standard rating by his FIDE ID; one it lacks or lists unrated is unrated (WO 4.1.3)
        #[arg(long = "fide-list", value_name = "FILE")]
        fide_list: Option<String>,
    },
    /// Single-player estimates of Anhang 3.3, chains of tournaments, what-if tables (estimate
    /// JSON from FILE, or -)
    Estimate {
        file: String,
        /// Overrides the "mode" of the file (default exact, as the DSB's evaluation; table: as
        /// the worked example, Anhang 3.1)
        #[arg(long, value_enum)]
        mode: Option<Mode>,
        #[command(flatten)]
        params: ParamArgs,
        /// The DSB's player list (spieler.csv or LV-x-csv.zip): a "name" or "opponent_name"
        /// without its numbers takes the DWZ, index and birth year of the person it names
        #[arg(long, value_name = "LIST")]
        players: Option<String>,
        /// FIDE's rating list (players_list.zip, its XML, ...): names are found in it too; a
        /// person without DWZ takes its standard rating (WO 4.1.2)
        #[arg(long = "fide-list", value_name = "FILE")]
        fide_list: Option<String>,
        /// What FILE is: the estimate JSON (default), or a player's page of chess-results.com
        /// (saved as HTML, or its copied text)
        #[arg(long, value_enum)]
        input: Option<EstimateInput>,
        /// With a chess-results page: the player's DWZ index (else from --players: by ident
        /// number, FIDE ID or name)
        #[arg(long, value_name = "N")]
        index: Option<u32>,
        /// With a chess-results page: the tournament end (YYYY-MM-DD; else the page's, where it
        /// names its dates)
        #[arg(long, value_name = "YYYY-MM-DD")]
        end_date: Option<String>,
    },
    /// The Berechnungslauf (WO 2.2.3): several tournaments (tournament JSON, TRF, SWT or the
    /// DSB's XML, mixed, in any order) evaluated in the rule's order, each player's DWZ, index
    /// and Restpartien from his preceding evaluation
    Run(RunArgs),
    /// Convert an old-scale DWZ to the 2026 scale (Anhang 4)
    Scale { dwz: i64 },
    /// Write the tournament as the DSB's report (DSB_DWZ_TournamentReport 2.5 XML) to standard
    /// output; what the file does not give (time control, location, ...) comes from the options
    Export(ExportArgs),
}

#[derive(clap::Args)]
pub(crate) struct ExportArgs {
    #[command(flatten)]
    pub(crate) source: Source,
    /// The format written
    #[arg(long, value_enum)]
    pub(crate) to: To,
    /// The DSB's player list (spieler.csv or LV-x-csv.zip): DSB ID, birth year, membership (and,
    /// from the zip's vereine.csv, the club's name) of the players come from it
    #[arg(long, value_name = "LIST")]
    pub(crate) players: Option<String>,
    /// FIDE's rating list (players_list.zip, its XML, ...): a player without DWZ takes its
    /// standard rating by his FIDE ID (WO 4.1.2), the report's fideRating comes from it; one it
    /// lacks or lists unrated is unrated (WO 4.1.3)
    #[arg(long = "fide-list", value_name = "FILE")]
    pub(crate) fide_list: Option<String>,
    /// The tournament start (YYYY-MM-DD), the date of the first game played
    #[arg(long, value_name = "D")]
    pub(crate) start_date: Option<String>,
    /// The location (Spielort, or the region of a league)
    #[arg(long, value_name = "TEXT")]
    pub(crate) location: Option<String>,
    /// The time control (Bedenkzeit), e.g. "90 min/40 Züge + 30 min + 30 s/Zug"
    #[arg(long, value_name = "TEXT")]
    pub(crate) time_control: Option<String>,
    /// The tournament type: SR, SW, SC, TR, TW, TC, hybrid with -H (e.g. SW-H)
    #[arg(long = "type", value_name = "SW")]
    pub(crate) kind: Option<String>,
    /// The tournament UUID of a report sent before (a corrected file keeps it); default: the
    /// report's own where the input is one, else a new one (shown on standard error)
    #[arg(long, value_name = "U")]
    pub(crate) uuid: Option<String>,
    /// The sender (a person or an organisation) of the file's header; default: the file's
    /// arbiter (TRF 102, SWT); without one the header is left out
    #[arg(long, value_name = "TEXT")]
    pub(crate) sender: Option<String>,
}

#[derive(clap::Args)]
pub(crate) struct RunArgs {
    /// The tournament files (each needs an end date; the format told by its content, as for
    /// `dwz evaluate`)
    #[arg(required = true, value_name = "FILE")]
    pub(crate) files: Vec<String>,
    /// Input format of all files; default: told by each file's content
    #[arg(long, value_enum)]
    pub(crate) input: Option<Input>,
    /// Arithmetic: exact (as the DSB's evaluation) or table (as the worked example, Anhang 3.1)
    #[arg(long, value_enum, default_value = "exact")]
    pub(crate) mode: Mode,
    #[command(flatten)]
    pub(crate) params: ParamArgs,
    /// The DSB's player list (spieler.csv or LV-x-csv.zip): a person's first evaluation in the
    /// run takes DWZ, index, birth year and membership from it, and its ID tells who is who
    #[arg(long, value_name = "LIST")]
    pub(crate) players: Option<String>,
    /// Writes the list of --players with the run's DWZ, index and "Letzte Auswertung" to FILE
    /// (the layout of spieler.csv)
    #[arg(long, value_name = "FILE", requires = "players")]
    pub(crate) list_out: Option<String>,
}
