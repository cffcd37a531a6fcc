//! The messages between the pages and the second module (`wertung-reader`, the reader of
//! files and lists): one typed [`Request`] the pages send and one [`Response`] the module
//! answers, serde JSON on the way (a file's bytes travel beside the request, not in it: a player
//! list of 90 000 rows is megabytes, which as a JSON array of numbers would be several times
//! longer and slow to read). Both pages and the module import them from here, so that a renamed
//! variant breaks the build, not a page at run time. The calculator asks for the player lists
//! and the name search; the tournament page for everything else.

use crate::formats::dsb_list::matching::ListIndex;
use crate::i18n::Lang;
use crate::input::InputError;
use crate::web::turnier::fide_check::{FideAnswer, FideAsk};
use crate::web::turnier::list::{ListAnswer, ListAsk};
use crate::web::turnier::result_views::ResultView;
use crate::web::turnier::run::{Decided, RunAnswer, RunFile};
use crate::web::turnier::store::Stored;
use serde::{Deserialize, Serialize};

/// A view or file the second module makes of the page's tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Extra {
    /// The INGO table (chess rules of 1960, or Xiangqi).
    Ingo {
        /// The Xiangqi evaluation (seed 003) rather than the chess rules.
        xiangqi: bool,
    },
    /// Waldstein's Turnierleistung with Gelbfuß, Sonneborn-Berger and Buchholz.
    Leistung,
    /// Each player's FIDE Elo change, performance or initial rating.
    Fide,
    /// The evaluation as CSV.
    Csv,
    /// The evaluation as JSON (the CLI's format).
    Json,
    /// The DSB's tournament report (XML): [`Response::Made`] with the file, or
    /// [`Response::Refused`]. Its UUIDs (the tournament's where none is typed, the file's) and
    /// creation time come from the browser ([`crate::web::turnier::reader::Module::with_stamp`]), or from the bytes beside
    /// the request (32 random bytes, then the time as `xs:dateTime`).
    DsbXml,
}

/// The page's tournament in a request: the one the module keeps, or a new one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Given {
    /// The tournament the module was given last, if it is of this version.
    Kept(u64),
    /// The page's tournament in this version, with its player table.
    New {
        /// The tournament's version.
        version: u64,
        /// The tournament with its player table.
        session: Box<Stored>,
    },
}

/// What the page asks of the second module.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Reads a DSB player list (`spieler.csv` or its zip: the bytes beside the request) and
    /// keeps it in place of the one before: [`Response::List`].
    LoadList,
    /// [`Request::LoadList`] of the file the user chose: what refuses it names the file
    /// (a file that is no list, an empty one). One of FIDE's lists (told by its
    /// content) is kept beside the DSB's: [`ListLoad::Fide`].
    LoadNamedList {
        /// The file's name.
        name: String,
        /// The date ("Stand", ISO) of the DSB list in use, where an older one is asked about
        /// before it replaces it: a DSB list older than that is read but not kept, the list in
        /// use stays ([`ListLoad::Older`]). Empty: kept whatever its date.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        unless_older: String,
    },
    /// Finds the players in the list kept, or shows the findings the page keeps, with the
    /// user's choices: [`Response::Listed`], or [`Response::NoList`].
    List(ListAsk),
    /// Opens a tournament (the bytes beside the request): a file (`name` as chosen: a Swiss-Chess
    /// file, else a text in any encoding) or a pasted text (`name` empty, UTF-8), or what an
    /// earlier version of the page kept; `end` is the end date as typed, which replaces the
    /// file's where it is a date: [`Response::Opened`]. The page reads no file itself: the
    /// readers (SWT, TRF, tournament JSON, cross tables) live here.
    Open {
        /// The file's name; empty for a pasted text.
        name: String,
        /// The end date as typed.
        end: String,
    },
    /// A view or file of the page's tournament: [`Response::Made`], or [`Response::Unknown`].
    Make {
        /// The tournament.
        tournament: Given,
        /// The view or file.
        extra: Extra,
        /// The language of its words.
        #[serde(with = "lang_code")]
        lang: Lang,
        /// Exact arithmetic, as the DSB's evaluation (else the worked example's tables).
        exact: bool,
    },
    /// The persons of the list kept whose names fit what was typed (the calculator's name
    /// fields), at most `limit`, best first: [`Response::Names`], or
    /// [`Response::NoList`].
    FindNames {
        /// What was typed.
        query: String,
        /// The most persons to give.
        limit: usize,
    },
    /// FIDE's list kept (read by [`Request::LoadNamedList`] where the file is one of FIDE's)
    /// applied to the page's players (WO 4.1.2 / 4.1.3): [`Response::Fide`], or
    /// [`Response::NoList`] where none is kept.
    Fide(FideAsk),
    /// FIDE's list kept is forgotten: [`Response::NoList`].
    ForgetFide,
    /// The DSB list kept is forgotten (FIDE's list, where one is kept, searched alone):
    /// [`Response::NoList`].
    ForgetList,
    /// The Berechnungslauf of the files read ([`Request::Open`] each), with the
    /// DSB list kept applied to each file as the CLI's `--players`: [`Response::Run`].
    Run {
        /// The files as read, in the order chosen.
        files: Vec<RunFile>,
        /// Who is who as the user decided it.
        #[serde(default)]
        decided: Vec<Decided>,
        /// The language of the exports' words.
        #[serde(with = "lang_code")]
        lang: Lang,
        /// Exact arithmetic, as the DSB's evaluation (else the worked example's tables).
        exact: bool,
        /// The page has a DSB list in use: a module that has none answers
        /// [`Response::NoList`] (the page gives it again), not a run without it.
        #[serde(default)]
        with_list: bool,
    },
    /// The DSB list kept, as read, in its stored form with its name search
    /// ([`crate::formats::dsb_list::stored`]), which names the length of the file it was read
    /// from: [`Response::Made`] (empty), the form's bytes kept for
    /// [`crate::web::turnier::reader::Module::take_made`]; or [`Response::NoList`]. The
    /// calculator keeps it beside the list's file, so that a second visit reads no CSV.
    StoreList {
        /// The length of the list's file.
        file_len: u64,
    },
    /// The DSB list from its stored form (the file beside the request, whole or asked with
    /// each piece), read from the list's file of `file_len` bytes, kept in place of the one
    /// before: [`Response::List`] as [`Request::LoadList`] answers ([`Response::Made`], empty,
    /// for a piece taken before the last); [`Response::NoList`] where the bytes are no such
    /// form or another file's (the page then gives the file itself).
    RestoreList {
        /// The length of the list's file.
        file_len: u64,
    },
    /// FIDE's list kept, in its stored form for the browser, its name search with it
    /// ([`crate::formats::address_book::stored`]): [`Response::Made`] (empty), the form's bytes
    /// kept for [`crate::web::turnier::reader::Module::take_made`] (the module's entry hands them to the page as bytes, not
    /// as text); or [`Response::NoList`].
    StoreFide,
    /// FIDE's list from its stored form (the bytes beside the request; the previous release's
    /// text form too), kept beside the DSB's: [`Response::List`] with [`ListLoad::Fide`], or
    /// [`Response::NoList`] where the bytes are not one.
    RestoreFide,
    /// A part of FIDE's stored form (the bytes beside the request), read in order
    /// ([`crate::formats::address_book::stored::StoredReader`]), so that the module's memory
    /// holds the list once, not its form beside it: [`Response::Made`] (empty) for a part, for
    /// the last what [`Request::RestoreFide`] answers.
    RestoreFidePart {
        /// The whole form's length.
        total: usize,
        /// Where the part begins in the form (0: a new form, whatever was begun before).
        from: usize,
        /// Whether this is the last part.
        last: bool,
    },
    /// A part of a text file (the bytes beside the request), read in order where the file is
    /// one of FIDE's lists (told by its first part), so that an unzipped list of any size is
    /// read without being held whole (the calculator's worker): [`Response::Made`] (empty) for
    /// a part, for the last what [`Request::ReadFide`] answers; [`Response::NoList`] at the
    /// first part where the file is none.
    ReadFidePart {
        /// The file's name.
        name: String,
        /// The file's length.
        total: usize,
        /// Where the part begins in the file (0: a new file, whatever was begun before).
        from: usize,
        /// Whether this is the last part.
        last: bool,
    },
    /// The next bytes of FIDE's paged form of the list kept, `from` the first of them (0: the
    /// form begun anew; [`crate::formats::address_book::paged::PagedWriter`]): [`Response::Made`] (empty), the
    /// bytes kept for [`crate::web::turnier::reader::Module::take_made`] (fewer than `len` at
    /// the form's end); or [`Response::NoList`]. The form leaves the worker a part at a time,
    /// never whole beside the list; the list is the writer's from the first part on (given up
    /// as it is written: the module keeps no FIDE list afterwards).
    StoreFidePart {
        /// Where the part begins in the form.
        from: usize,
        /// The part's length.
        len: usize,
    },
    /// FIDE's list kept in its paged form ([`crate::formats::address_book::paged`]), a blob of
    /// `total` bytes the module's worker holds beside it (the calculator's searching worker):
    /// its directory read ([`Response::Need`] until it is), then [`Response::List`] with
    /// [`ListLoad::Fide`], or [`Response::NoList`] where the bytes are no such form. The list's
    /// pages are read as searches need them ([`Request::FindNames`] answers [`Response::Need`]
    /// too), never the whole list.
    OpenFidePages {
        /// The form's length.
        total: u64,
    },
    /// The pieces of FIDE's paged form the module asked for ([`Response::Need`]), one after
    /// another in the bytes beside the request: [`Response::Made`] (empty), or
    /// [`Response::NoList`] where they are not the pieces asked for. The worker then asks the
    /// request that needed them again.
    FidePieces,
    /// The file beside the request read where it is one of FIDE's lists (told by its content;
    /// the calculator reads it in a worker of its own): [`Response::List`] as
    /// [`Request::LoadNamedList`] answers; [`Response::NoList`] at once where it is none (the
    /// DSB's list: the page reads it where it searches).
    ReadFide {
        /// The file's name.
        name: String,
    },
}

/// The second module's answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Response {
    /// The list read, or why not.
    List(ListLoad),
    /// What the list says for the page.
    Listed(ListAnswer),
    /// No list is kept: the page gives it again ([`Request::LoadList`]).
    NoList,
    /// The tournament opened, or why not.
    Opened(Opened),
    /// The file's text for an export; empty where the tournament cannot be evaluated (the page
    /// shows that error itself).
    Made(String),
    /// A result view as data: numbers and message keys the page words ([`crate::web::turnier::result_views`]).
    Shown(Box<ResultView>),
    /// The module does not keep the tournament of this version: the page gives it
    /// ([`Given::New`]).
    Unknown,
    /// The request could not be read.
    Unreadable,
    /// The file is not made: why, in the request's language (the DSB's report: what is
    /// missing).
    Refused(String),
    /// The persons found for [`Request::FindNames`].
    Names(Vec<crate::formats::dsb_list::search::NameHit>),
    /// Nobody fits what was typed for [`Request::FindNames`]: the persons of similar names
    /// ("Meinten Sie …?", [`NameSearch::similar`](crate::formats::dsb_list::search::NameSearch::similar)).
    Similar(Vec<crate::formats::dsb_list::search::NameHit>),
    /// What FIDE's list says for the page's players ([`Request::Fide`]).
    Fide(FideAnswer),
    /// The Berechnungslauf of [`Request::Run`], or why there is none.
    Run(RunAnswer),
    /// The request needs these pieces of FIDE's paged form first (byte ranges `from..to` of
    /// the blob the worker holds): the worker reads them, gives them
    /// ([`Request::FidePieces`]) and asks again.
    Need(Vec<(u64, u64)>),
}

impl Request {
    /// The request as the page sends it.
    pub fn json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl Response {
    /// The answer as the page reads it (`None` where it is not one).
    pub fn read(text: &str) -> Option<Response> {
        serde_json::from_str(text).ok()
    }
}

/// A language as its code ("de", "en") in a request.
mod lang_code {
    use crate::i18n::Lang;
    use serde::{Deserialize, Deserializer, Serializer};

    #[allow(clippy::trivially_copy_pass_by_ref)] // the signature serde's `serialize_with` calls
    pub fn serialize<S: Serializer>(l: &Lang, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(l.code())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        let code = String::deserialize(d)?;
        Ok(Lang::from_code(&code).unwrap_or_default())
    }
}

/// What loading a list gave, as the second module answers the page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ListLoad {
    /// The list read and kept.
    Loaded {
        /// Its rows.
        rows: usize,
        /// Its persons.
        persons: usize,
        /// The list's date ([`crate::formats::dsb_list::PlayerList::stand`], ISO; empty: none).
        #[serde(default)]
        stand: String,
    },
    /// A DSB list older than the one in use ([`Request::LoadNamedList`]'s `unless_older`): read,
    /// not kept; the list in use stays.
    Older {
        /// Its date (ISO).
        stand: String,
    },
    /// FIDE's list read and kept beside the DSB's.
    Fide {
        /// Its players.
        players: usize,
        /// Its month (ISO, the 1st; empty: the file gives none).
        #[serde(default)]
        month: String,
    },
    /// The list could not be read: the error in both languages (the second module words it
    /// with the same i18n table; the page shows the one of its language).
    Failed {
        /// In German.
        de: String,
        /// In English.
        en: String,
    },
}

impl ListLoad {
    /// The answer for FIDE's list read, or the error in both languages.
    pub fn of_fide(read: &Result<crate::formats::fide_list::FideList, InputError>) -> ListLoad {
        match read {
            Ok(list) => ListLoad::Fide {
                players: list.players.len(),
                month: list.month.map(|d| d.to_string()).unwrap_or_default(),
            },
            Err(e) => ListLoad::Failed {
                de: Lang::De.error(e),
                en: Lang::En.error(e),
            },
        }
    }

    /// The answer for a list read, or the error in both languages.
    pub fn of(read: &Result<ListIndex, InputError>) -> ListLoad {
        match read {
            Ok(index) => ListLoad::Loaded {
                rows: index.list.rows.len(),
                persons: index.persons(),
                stand: index
                    .list
                    .stand()
                    .map(|d| d.to_string())
                    .unwrap_or_default(),
            },
            Err(e) => ListLoad::Failed {
                de: Lang::De.error(e),
                en: Lang::En.error(e),
            },
        }
    }
}

/// What opening a file or a pasted text gave.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Opened {
    /// The tournament and its player table.
    Loaded(Box<Stored>),
    /// The file could not be read: the error in both languages (worded by the same i18n table;
    /// the page shows the one of its language).
    Failed {
        /// In German.
        de: String,
        /// In English.
        en: String,
    },
}
