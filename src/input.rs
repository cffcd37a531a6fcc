//! The one vocabulary of bad input, shared by the cores (DWZ, FIDE), every reader, the CLI and both
//! pages: a module of its own at the crate root, since none of them owns it.
//!
//! An [`InputError`] is a typed value: *where* ([`Place`]: player, game, line and column, a row of
//! a form, ...), *which field* ([`Field`]), *which value* (as given), and *what is wrong*
//! ([`Problem`], with its limits). None of it is text: the words, German and English, live in
//! the i18n table (`crate::i18n`), which also writes them ("Partie 3, Gegner-DWZ: „abc“ ist keine
//! Zahl"). No code looks at the text of a message; code that needs to know matches the problem.
//!
//! Notes on an input that is evaluated anyway are [`Warning`]s, worded the same way.

/// One step of a place, outermost first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum At {
    /// The tournament as a whole.
    Tournament,
    /// A tournament of a chain ("Meine Turniere"), 1-based.
    ChainTournament(usize),
    /// A player by his id.
    Player(String),
    /// A player by his position (1-based): a row of a table, a start number.
    PlayerNo(usize),
    /// A team by its position (1-based).
    Team(usize),
    /// A game (1-based).
    Game(usize),
    /// A Restpartie (1-based).
    RestGame(usize),
    /// A remaining game of the what-if (1-based).
    Remaining(usize),
    /// A rated game of an earlier event of a player without FIDE rating (1-based).
    EarlierGame(usize),
    /// The result cell of a cross-table line against player N (1-based).
    ResultAgainst(usize),
    /// A round (1-based).
    Round(usize),
    /// A line of a text file (1-based).
    Line(usize),
    /// A column of a line (1-based).
    Column(usize),
    /// A cell of a line (1-based).
    Cell(usize),
    /// A byte offset in a binary file.
    Byte(usize),
    /// A file inside an archive, or the file's kind ("TRF", "SWT").
    File(String),
    /// The settings of a calculation (mode, Stellgrößen).
    Options,
    /// A cross table as typed or pasted (no file name).
    CrossTable,
}

/// Where a bad value was found: a path of [`At`] steps, outermost first (empty: the input itself).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Place(pub Vec<At>);

impl Place {
    /// The place one step further in.
    #[must_use]
    pub fn then(&self, at: At) -> Place {
        let mut p = self.clone();
        p.0.push(at);
        p
    }
}

impl From<At> for Place {
    fn from(at: At) -> Place {
        Place(vec![at])
    }
}

impl<const N: usize> From<[At; N]> for Place {
    fn from(at: [At; N]) -> Place {
        Place(at.into())
    }
}

impl From<Vec<At>> for Place {
    fn from(at: Vec<At>) -> Place {
        Place(at)
    }
}

/// A Stellgröße of Anhang 1.2.1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Param {
    /// r: the correction factor of the first rating (Anhang 1.2.2).
    R,
    /// t: the divisor of the youth success bonus a (Anhang 1.3).
    T,
    /// u: the shift in the brake factor b (Anhang 1.3).
    U,
    /// a1: the success bonus of juniors (Anhang 1.3).
    A1,
    /// a2: the success bonus of adults (Anhang 1.3).
    A2,
    /// K_max: the highest K (Anhang 1.3).
    KMax,
}

impl Param {
    /// Every Stellgröße, in the order of Anhang 1.2.1 (and of [`Parameters::fields`]).
    ///
    /// [`Parameters::fields`]: crate::dwz::Parameters::fields
    pub const ALL: [Param; 6] = [
        Param::R,
        Param::T,
        Param::U,
        Param::A1,
        Param::A2,
        Param::KMax,
    ];
}

/// The field a value was given in; the i18n table has its words on the pages and its key in the
/// JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// A player's id.
    Id,
    /// A player's name.
    Name,
    /// A DWZ.
    Dwz,
    /// A DWZ index (WO 2.2.4).
    Index,
    /// A year of birth.
    BirthYear,
    /// Whether a player is a DSB member (WO 3.4.3).
    Member,
    /// The tournament's end date.
    EndDate,
    /// The tournament's start date.
    StartDate,
    /// The kind: tournament or match.
    Kind,
    /// The mode: exact or table.
    Mode,
    /// The list of players.
    Players,
    /// The list of games.
    Games,
    /// The list of tournaments (a chain, a run).
    Tournaments,
    /// A player's Restpartien (WO 3.4.2).
    RestGames,
    /// The white player of a game.
    White,
    /// The black player of a game.
    Black,
    /// A game's result.
    Result,
    /// An opponent's DWZ.
    OpponentRating,
    /// A score.
    Score,
    /// A date.
    Date,
    /// The K of an official evaluation (Nach-Berechnung).
    K,
    /// The remaining games (the what-if table).
    Remaining,
    /// The DWZ a player aims at (the what-if table).
    TargetRating,
    /// A Stellgröße of Anhang 1.2.1.
    Param(Param),
    /// An INGO number.
    Ingo,
    /// The index of an INGO number.
    IngoIndex,
    /// "oder besser" / "oder schlechter" after an INGO number.
    IngoQualifier,
    /// Whether a player is a youth (INGO C III).
    Youth,
    // Fields of tournament files (TRF, SWT, cross tables).
    /// A player's starting rank.
    StartRank,
    /// A player's FIDE rating.
    FideRating,
    /// A player's national rating (the DWZ a file carries).
    NationalRating,
    /// The colour of a game.
    Colour,
    /// The opponent of a game.
    Opponent,
    /// The date of a round.
    RoundDate,
    /// A date of birth.
    BirthDate,
    /// A FIDE ID.
    FideId,
    /// A club's ZPS number.
    Club,
    /// A member number.
    MemberNumber,
    /// The file format's version.
    Version,
    /// A column of a player list, by its header name.
    Column(&'static str),
    // Fields of the FIDE estimate.
    /// The player's own FIDE rating.
    Elo,
    /// An opponent's FIDE rating.
    OpponentElo,
    /// An opponent's name, looked up in the DSB's player list.
    OpponentName,
    /// The K of the FIDE list.
    FideK,
    /// Rated games before the tournament.
    GamesBefore,
    /// Whether the FIDE rating has ever reached 2400.
    Reached2400,
    /// An unrated player's games of earlier events.
    EarlierGames,
}

/// A set of allowed codes (its words and its list live in the i18n table).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Allowed {
    /// The result of a game in the tournament JSON: 1-0, 0-1, ½-½, +-, -+, --.
    GameResult,
    /// A single result as a player types it: 1, ½, 0, +, −.
    SingleResult,
    /// A score of a Restpartie: 0, ½, 1.
    Score,
    /// A result code of a TRF round block.
    TrfResult,
    /// A colour of a TRF round block.
    TrfColour,
    /// A result cell of a cross table.
    CrossCell,
    /// The own cell of a cross table: x, * or empty.
    OwnCell,
    /// `tournament` or `match`.
    Kind,
    /// `forecast`, `recheck` or `first_rating`.
    EstimateKind,
    /// `table` or `exact`.
    Mode,
    /// `or_better` or `or_worse`.
    IngoQualifier,
    /// An INGO number as typed: F/index.
    IngoNumber,
    /// A Restpartie as typed in the player table: DWZ:result:date.
    RestGameText,
    /// A point of a game in the DSB's report: 0, 0.5, 1, +, -.
    ReportPoint,
}

/// The type a JSON value should have had.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JsonType {
    /// A JSON object.
    Object,
    /// A JSON list.
    List,
    /// A text.
    Text,
    /// A text or a number.
    TextOrNumber,
    /// A number.
    Number,
    /// `true` or `false`.
    Boolean,
}

/// The kinds of file a reader can be given (for `Problem::NotThisFormat`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// A Swiss-Chess tournament file (.SWT).
    Swt,
    /// A ZIP archive (the DSB's LV-x-csv.zip).
    Zip,
    /// The DSB's player list (CSV or TXT, with a header naming its columns).
    PlayerList,
    /// The DSB's tournament report (XML, `DSB_DWZ_TournamentReport`).
    DsbXml,
    /// Any tournament file the tournament page reads (a file it tried by its content as each:
    /// Swiss-Chess, TRF, the DSB's report, tournament JSON, cross table).
    Tournament,
    /// FIDE's rating list (`players_list_foa.txt`, its XML, the single-rating lists).
    FideList,
}

/// What is wrong with a value.
#[derive(Debug, Clone, PartialEq)]
pub enum Problem {
    /// Nothing was given where something is needed.
    Missing,
    /// Not a number.
    NotANumber,
    /// A number, but not a whole one.
    NotAWholeNumber,
    /// Outside its limits.
    OutOfRange {
        /// The least allowed.
        lo: f64,
        /// The most allowed.
        hi: f64,
    },
    /// Not a date (TT.MM.JJJJ or JJJJ-MM-TT).
    NotADate,
    /// Not one of the allowed codes.
    NotAllowed(Allowed),
    /// JSON of the wrong type.
    WrongType(JsonType),
    /// Not JSON at all (the parser's own words, in English).
    JsonSyntax(String),
    /// No player has this id or start rank.
    UnknownPlayer,
    /// Used twice (an id, a start rank).
    Duplicate,
    /// A game of a player against himself.
    PlaysHimself,
    /// The two lines of one game disagree (TRF, cross table): the other line and its value.
    Disagrees {
        /// The line of the other entry.
        line: usize,
        /// Its value.
        other: String,
    },
    /// A Voraus- or Nach-Berechnung without the player's own DWZ.
    DwzNeeded,
    /// WO 4.2.4.5: a Zweikampf has exactly two players.
    MatchPlayers,
    /// WO 4.2.4.5: a Zweikampf is evaluated only when both players have a DWZ.
    MatchNeedsDwz,
    /// A cross table needs at least two players.
    TooFewPlayers,
    /// A line of a cross table has too few cells.
    TooFewCells {
        /// How many are needed.
        needed: usize,
        /// How many there are.
        found: usize,
    },
    /// Between the name and the results of a cross table stand more than DWZ, index, birth year.
    TooManyCells,
    /// The end date is in none of the places a file can have it.
    NoEndDate,
    /// The file ends before the data it announces (binary files, archives).
    Truncated {
        /// The length the data announce.
        needed: usize,
        /// The length the file has.
        len: usize,
    },
    /// Not a file of the expected kind.
    NotThisFormat(Format),
    /// A version or method of a file format this reader does not know.
    Unsupported(String),
    /// A player list without a column it needs.
    MissingColumn(&'static str),
    /// Given together with another field that excludes it (an estimate's `games` and
    /// `tournaments`).
    NotTogetherWith(Field),
    /// The two players' entries of one game disagree (SWT): the opponent's id and his entry.
    OpponentDisagrees {
        /// The opponent's id.
        opponent: String,
        /// His entry.
        other: String,
    },
    /// More items than a limit of [`crate::dwz::limits`] allows (the value is their number).
    TooMany {
        /// The limit.
        max: usize,
    },
    /// A line of a cross table with fewer results than players (a number stands where a result
    /// belongs).
    ResultCount {
        /// The number of players.
        needed: usize,
        /// The number of results.
        found: usize,
    },
    /// The file holds nothing.
    EmptyFile,
    /// A player's page of chess-results.com where a tournament is needed: one player's games,
    /// which the estimates read (the calculator, `dwz estimate`).
    PlayerPage,
    /// A row of the DSB's player list with another number of columns than its header names
    /// (`needed`; the old TXT files without header: 13).
    ListColumns {
        /// The columns the header names.
        needed: usize,
        /// The columns of the row.
        found: usize,
    },
    /// The file names no player.
    NoPlayers,
    /// A file (or a zip's entry) larger than a reader takes: the size it has or claims, and the
    /// limit (bytes).
    TooLarge {
        /// The size it has or claims.
        size: u64,
        /// The limit.
        max: u64,
    },
    /// A name the DSB's player list has nobody of (up to 5 similar persons: "Name · Jahrgang ·
    /// Verein").
    NameNotInList {
        /// Up to 5 similar persons.
        similar: Vec<String>,
    },
    /// A name given for a value to be looked up, with no list to look it up in: the other
    /// places with a name in the same case.
    NameWithoutList {
        /// The other places and their names.
        others: Vec<(Place, String)>,
    },
    /// A name of several persons of the list that the birth year does not tell apart (up to 5).
    NameAmbiguous {
        /// Up to 5 persons of the name.
        candidates: Vec<String>,
    },
    /// A player of a Berechnungslauf who may be any of several persons of the files (issue
    /// 44): the player's name as written is the value; the persons he may be, each "name ·
    /// birth year".
    PersonUndecidable {
        /// The persons he may be.
        candidates: Vec<String>,
    },
}

/// A bad input: where, which field, which value, and what is wrong (see the module docs).
#[derive(Debug, Clone, PartialEq)]
pub struct InputError {
    /// Where: the file, player, game or field's place.
    pub place: Place,
    /// Which field; `None` for the input as a whole.
    pub field: Option<Field>,
    /// The offending value as given (`None`: nothing to show).
    pub value: Option<String>,
    /// What is wrong.
    pub problem: Problem,
}

impl InputError {
    /// An error at `place` in `field` with the value as given (empty: none).
    ///
    /// ```
    /// use wertung::input::{At, Field, InputError, Problem};
    /// let e = InputError::new(At::Game(3), Field::OpponentRating, "abc", Problem::NotANumber);
    /// assert_eq!(e.to_string(), "Partie 3, Gegner-DWZ: „abc“ ist keine Zahl");
    /// ```
    pub fn new(
        place: impl Into<Place>,
        field: Field,
        value: impl Into<String>,
        problem: Problem,
    ) -> InputError {
        let value = value.into();
        InputError {
            place: place.into(),
            field: Some(field),
            value: (!value.is_empty()).then_some(value),
            problem,
        }
    }

    /// An error about a place as a whole (no single field).
    pub fn at(place: impl Into<Place>, value: impl Into<String>, problem: Problem) -> InputError {
        let value = value.into();
        InputError {
            place: place.into(),
            field: None,
            value: (!value.is_empty()).then_some(value),
            problem,
        }
    }

    /// A value outside `lo..=hi`.
    pub fn out_of_range(
        place: impl Into<Place>,
        field: Field,
        value: impl ToString,
        lo: impl Into<f64>,
        hi: impl Into<f64>,
    ) -> InputError {
        InputError::new(
            place,
            field,
            value.to_string(),
            Problem::OutOfRange {
                lo: lo.into(),
                hi: hi.into(),
            },
        )
    }

    /// A value that is missing.
    pub fn missing(place: impl Into<Place>, field: Field) -> InputError {
        InputError::new(place, field, "", Problem::Missing)
    }

    /// The same error one place further out (e.g. a game inside tournament 2 of a chain).
    #[must_use]
    pub fn within(mut self, outer: At) -> InputError {
        self.place.0.insert(0, outer);
        self
    }
}

impl std::error::Error for InputError {}

/// A note on an input that is evaluated anyway.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// A player with a DWZ brought Restpartien: they are ignored (only players without DWZ have
    /// them, WO 3.4.2).
    RestGamesIgnored {
        /// The player's id.
        player: String,
    },
    /// An event of exactly two players is evaluated as a Zweikampf (WO 4.2.4.5).
    MatchInferred,
    /// A player of the tournament matched no row of the player list (shown as a non-member).
    NotInList {
        /// The player's id.
        player: String,
    },
    /// A player's name matched several rows of the player list; none was taken.
    AmbiguousInList {
        /// The player's id.
        player: String,
        /// How many rows match (or nearly match) his name.
        candidates: usize,
    },
    /// A player without DWZ takes the FIDE list's standard rating instead of the Elo his file
    /// carries (WO 4.1.2: the current list).
    FideRatingReplaced {
        /// The player's id.
        player: String,
        /// The Elo his file carries (`None`: none).
        file: Option<u32>,
        /// The FIDE list's standard rating, taken as his R_o.
        list: u32,
    },
    /// A player without DWZ whose Elo the FIDE list cannot confirm counts as unrated (WO 4.1.3):
    /// his FIDE ID not in the list, listed without rating (`listed`), or none given.
    FideUnchecked {
        /// The player's id.
        player: String,
        /// His FIDE ID (`None`: none given).
        fide_id: Option<u64>,
        /// Whether the list holds his FIDE ID (without a rating).
        listed: bool,
    },
}
