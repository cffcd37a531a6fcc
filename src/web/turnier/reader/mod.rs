//! The page's second module (bin `wertung-reader`): what is used only sometimes, loaded the
//! first time it is needed (and kept offline by the service worker). It reads the DSB player list and keeps it,
//! opens the tournament files (SWT, TRF, tournament JSON, cross tables), and makes the INGO
//! ([`ingo`]), FIDE ([`fide`]) and Turnierleistung ([`leistung`]) views and the CSV and JSON
//! exports.
//!
//! The page and the module speak through one function: the page sends a [`Request`] (JSON, with
//! a file's bytes beside it: a player list of 90 000 rows is megabytes, which as a JSON array of
//! numbers would be several times longer and slow to read) and gets a [`Response`] (JSON). The
//! module keeps the list and the page's tournament between requests ([`Module`]); the page sends
//! its tournament again only when it changed ([`Given`]).

pub mod dsb;
pub mod fide;
mod fide_form;
pub mod ingo;
pub mod leistung;
mod list_form;

pub use crate::web::common::messages::{Extra, Given, Opened, Request, Response};

use super::list::list_answer;
use super::load::read_opened;
use super::result_views::ResultView;
use super::store::Session;
use super::table::apply;
use std::borrow::Cow;

use crate::dwz::{evaluate, Mode, Options};
use crate::formats::dsb_list::matching::ListIndex;
use crate::formats::dsb_list::{read_player_list_given, Stage};
use crate::formats::{csv, json};
use crate::i18n::Lang;
use crate::input::Field;
use crate::web::common::messages::ListLoad;

/// Opens a loaded file or a pasted text (through [`crate::formats::open`], read by
/// [`read_opened`]; `end_date` as typed replaces the
/// file's end where it is a date) into the page's state.
///
/// ```
/// use wertung::web::turnier::reader::{open, Opened};
/// match open("turnier.swt", b"kein SWT", "") {
///     Opened::Failed { de, en } => {
///         assert_eq!(de, "turnier.swt, SWT: die Datei ist keine Swiss-Chess-Turnierdatei (.SWT ab Version 7)");
///         assert!(en.starts_with("turnier.swt, SWT: the file is not"));
///     }
///     other => panic!("{other:?}"),
/// }
/// ```
pub fn open(name: &str, bytes: &[u8], end_date: &str) -> Opened {
    use crate::formats::dsb_xml::{head_of_swt, head_of_trf};
    use crate::formats::open::Kind;
    use crate::formats::Opened as File;
    // A file without a UUID or a title is known by its bytes.
    let file_hash = crate::formats::hash::fnv1a(bytes);
    let file = match crate::formats::open(name, bytes) {
        Ok(file) => file,
        Err(e) => return failed(e, name),
    };
    if let File::Text(Kind::DsbXml, text) = &file {
        return dsb::open_report(text, end_date, name);
    }
    match read_opened(name, &file, end_date) {
        Ok(loaded) => {
            let mut session = Session::new(loaded);
            // The DSB report's head as far as the file gives it (the director may change it).
            let head = match &file {
                File::Swt(bytes) => head_of_swt(bytes).ok(),
                File::Text(Kind::Trf, t) => Some(head_of_trf(t)),
                // A tournament JSON's start (WO 2.2.3: the order of a Berechnungslauf).
                File::Text(_, t) => crate::formats::json::read_tournament_dated(t)
                    .ok()
                    .and_then(|(_, start)| start)
                    .map(|start| crate::formats::dsb_xml::Head {
                        start_date: Some(start),
                        ..Default::default()
                    }),
                File::List(..) => None,
            };
            if let Some(head) = head {
                session.head = dsb::head_fields(&head);
                session.file_head = Some(head);
            }
            let t = &session.loaded.tournament;
            let begin = session.file_head.as_ref().and_then(|h| h.start_date);
            let title = super::store::title_of(Some(t.name.as_str()), begin, t.end_date);
            session.id = super::store::identity(
                session
                    .head
                    .get(super::store::head_at::UUID)
                    .map_or("", |u| u.as_str()),
                &title,
                file_hash,
            );
            Opened::Loaded(Box::new(session.into()))
        }
        Err(e) => failed(e, name),
    }
}

/// Whether the file chosen as a list is FIDE's ([`crate::formats::open`] tells it by its
/// content); any other is read as the DSB's, whose reader says what it is not.
fn is_fide_list(name: &str, bytes: &[u8]) -> bool {
    crate::formats::open(name, bytes)
        .is_ok_and(|f| f.kind() == crate::formats::open::Kind::FideList)
}

/// Why a file (`name`: as chosen; empty: a pasted text) could not be opened, naming it,
/// in both languages.
pub(crate) fn failed(e: crate::input::InputError, name: &str) -> Opened {
    let e = match name.trim() {
        "" => e,
        name => e.within(crate::input::At::File(name.into())),
    };
    Opened::Failed {
        de: Lang::De.error(&e),
        en: Lang::En.error(&e),
    }
}

/// A result view of a tournament with its player table as data (INGO, FIDE, Turnierleistung):
/// numbers and message keys the page words (a language switch asks nothing again); `None` for
/// what [`make`] makes.
pub fn shown(s: &Session, extra: &Extra) -> Option<ResultView> {
    let (t, _) = apply(&s.loaded.tournament, &s.edits, &s.end);
    Some(match extra {
        Extra::Ingo { xiangqi } => ingo::ingo_view(&t, &s.edits, *xiangqi),
        Extra::Leistung => leistung::leistung_view(&t),
        Extra::Fide => fide::fide_view(&t, &fide_players(s, &t)),
        _ => return None,
    })
}

/// An export of a tournament with its player table: the file's text; empty where the
/// evaluation fails (and for the views of [`shown`]).
pub fn make(s: &Session, extra: &Extra, lang: Lang, mode: Mode) -> String {
    let (t, _) = apply(&s.loaded.tournament, &s.edits, &s.end);
    let options = Options {
        mode,
        ..Options::default()
    };
    let Ok(e) = evaluate(&t, &options) else {
        return String::new();
    };
    match extra {
        Extra::Csv => csv::write_evaluation_with(&e, &s.numbers()),
        Extra::Json => json_export(s, &t, &e, lang),
        Extra::Ingo { .. } | Extra::Leistung | Extra::Fide | Extra::DsbXml => String::new(),
    }
}

/// The evaluation as JSON (the CLI's format, [`json::evaluation_out`]) with the report's head
/// as the director typed it (`tournament`: name, code, begin, end, level, evaluator; dates as
/// `YYYY-MM-DD` where they are dates) and every warning and notice of the evaluation
/// (`warnings`, empty where there is none).
pub fn json_export(
    s: &Session,
    t: &crate::dwz::Tournament,
    e: &crate::dwz::Evaluation,
    lang: Lang,
) -> String {
    use crate::web::turnier::evaluation::notes::notice;
    let head = |k: usize| s.head.get(k).map_or("", |h| h.trim()).to_string();
    let place = crate::input::At::Tournament.into();
    let begin = head(1);
    let begin = match crate::web::common::read::date_in(&begin, &place, Field::StartDate) {
        Ok(Some(d)) => d.to_string(),
        _ => begin,
    };
    let mut out = json::evaluation_out(e, lang);
    out.tournament = Some(json::ReportHeadOut {
        name: t.name.clone(),
        code: head(0),
        begin,
        end: t.end_date.to_string(),
        level: head(2),
        evaluator: head(3),
    });
    let mut warnings = out.warnings.take().unwrap_or_default();
    if let Some(m) = notice(e) {
        warnings.push(lang.text(m).to_string());
    }
    out.warnings = Some(warnings);
    json::write_evaluation_out(&out)
}

/// What FIDE rates each player by: the file's FIDE rating, the birth year and the games before
/// of the player table (empty: 30 or more).
fn fide_players(
    s: &Session,
    t: &crate::dwz::Tournament,
) -> Vec<crate::fide::tournament::FidePlayer> {
    t.players
        .iter()
        .enumerate()
        .map(|(k, p)| crate::fide::tournament::FidePlayer {
            rating: s.loaded.entrants.get(k).and_then(|e| e.fide_rating),
            birth_year: p.birth_year,
            games_before: s.edits.get(k).and_then(|e| {
                crate::web::turnier::table::typed_player(e, k, t.end_date.year).games_before
            }),
            reached_2400: false,
        })
        .collect()
}

/// What the second module keeps between the page's requests: the list read last (one at a
/// time) and the page's tournament with its version.
#[derive(Debug, Default)]
pub struct Module {
    /// The DSB list read last (shared with the address books of both lists).
    list: Option<std::rc::Rc<ListIndex>>,
    /// FIDE's list read last (beside the DSB's), with its name search.
    fide: Option<crate::formats::address_book::AddressBook>,
    /// The name search over `list`, built on its first use.
    search: Option<crate::formats::dsb_list::search::NameSearch>,
    /// Where a DSB report's random bytes and creation time come from (the browser's, set by
    /// the module's entry; without it the bytes beside the request).
    stamp: Option<fn() -> Vec<u8>>,
    /// Where reading a list and matching tell how far they came (the module's entry posts it to
    /// the page, which shows a progress bar where it takes a while).
    progress: Option<fn(Stage, usize, usize)>,
    /// The page's tournament as given last, with its number (`None` in it: not readable).
    tournament: Option<(u64, Option<Session>)>,
    /// The bytes [`Request::StoreFide`] made, until [`Module::take_made`].
    made: Vec<u8>,
    /// FIDE's stored form being read part by part ([`Request::RestoreFidePart`]).
    restoring: Option<crate::formats::address_book::stored::StoredReader>,
    /// FIDE's text being read part by part ([`Request::ReadFidePart`]).
    text: Option<crate::formats::fide_list::TextFeed>,
    /// FIDE's list read for its stored form, its search not built yet.
    unsearched: Option<crate::formats::fide_list::FideList>,
    /// FIDE's paged form being written ([`Request::StoreFidePart`]).
    writer: Option<crate::formats::address_book::paged::PagedWriter>,
    /// The DSB list's stored form being read piece by piece ([`Request::RestoreList`]).
    list_form: Option<crate::formats::dsb_list::stored::StoredReader>,
    /// FIDE's list as the pages of its paged form read so far (the calculator's searching
    /// worker, [`Request::OpenFidePages`]), with the DSB list's book.
    paged: Option<
        crate::formats::address_book::AddressBook<crate::formats::address_book::paged::Pages>,
    >,
}

impl Module {
    /// A module whose DSB reports take their UUIDs and creation time from `stamp` (32 random
    /// bytes, then the time as `xs:dateTime`).
    pub fn with_stamp(stamp: fn() -> Vec<u8>) -> Module {
        Module {
            stamp: Some(stamp),
            ..Module::default()
        }
    }

    /// The module, telling `progress` how far reading a list and matching came.
    #[must_use]
    pub fn with_progress(self, progress: fn(Stage, usize, usize)) -> Module {
        Module {
            progress: Some(progress),
            ..self
        }
    }

    /// Tells how far the work came, where someone listens.
    fn tell(&self, stage: Stage, done: usize, total: usize) {
        if let Some(progress) = self.progress {
            progress(stage, done, total);
        }
    }

    /// Answers a request; `bytes`: the file of [`Request::LoadList`] and [`Request::Open`].
    pub fn handle(&mut self, request: Request, bytes: &[u8]) -> Response {
        self.answer(request, Cow::Borrowed(bytes))
    }

    /// [`Module::handle`] of the file's bytes given away: a DSB list read gives them up once
    /// their text is made, so the worker never holds the file beside the list read from it.
    pub fn handle_owned(&mut self, request: Request, bytes: Vec<u8>) -> Response {
        self.answer(request, Cow::Owned(bytes))
    }

    /// [`Module::handle`], the file's bytes borrowed or given away.
    fn answer(&mut self, request: Request, given: Cow<'_, [u8]>) -> Response {
        let bytes: &[u8] = &given;
        match request {
            Request::LoadList => self.load_list(given, None, ""),
            // The tournament page's chooser takes FIDE's list too, told by its content.
            Request::LoadNamedList { name, .. } if is_fide_list(&name, bytes) => {
                self.load_fide(bytes, Some(name))
            }
            Request::LoadNamedList { name, unless_older } => {
                self.load_list(given, Some(name), &unless_older)
            }
            Request::FindNames { query, limit } if self.paged.is_some() => {
                self.find_in_pages(&query, limit)
            }
            Request::FindNames { query, limit } if self.fide.is_some() => {
                self.find_in_both(&query, limit)
            }
            Request::FindNames { query, limit } => {
                use crate::formats::dsb_list::search::{NameHit, NameSearch};
                let Some(list) = self.list.as_ref() else {
                    return Response::NoList;
                };
                let search = self.search.get_or_insert_with(|| NameSearch::new(list));
                let found: Vec<NameHit> = search
                    .search(&query, limit.min(50))
                    .iter()
                    .filter_map(|h| NameHit::of(list, h.row))
                    .collect();
                if found.is_empty() && limit > 0 {
                    let similar = search.similar(&query);
                    Response::Similar(
                        similar
                            .iter()
                            .filter_map(|&row| NameHit::of(list, row))
                            .collect(),
                    )
                } else {
                    Response::Names(found)
                }
            }
            Request::List(ask) => {
                let players = ask.request.as_ref().map_or(0, |r| r.keys.len());
                self.tell(Stage::Matching, 0, players);
                match list_answer(self.list.as_deref(), &ask) {
                    Some(answer) => Response::Listed(answer),
                    None => Response::NoList,
                }
            }
            Request::Open { name, end } => Response::Opened(open(&name, bytes, &end)),
            Request::Fide(ask) => self
                .fide
                .as_ref()
                .and_then(|book| crate::web::turnier::fide_check::fide_answer(book, &ask))
                .map_or(Response::NoList, Response::Fide),
            Request::ForgetFide => {
                self.fide = None;
                self.unsearched = None;
                self.paged = None;
                Response::NoList
            }
            Request::ForgetList => {
                self.list = None;
                self.search = None;
                self.new_dsb_list();
                Response::NoList
            }
            Request::Run {
                with_list: true, ..
            } if self.list.is_none() => Response::NoList,
            Request::Run {
                files,
                decided,
                lang,
                exact,
                ..
            } => Response::Run(super::run::run_of(
                &files,
                &decided,
                self.list.as_deref(),
                if exact { Mode::Exact } else { Mode::Table },
                lang,
            )),
            Request::StoreList { file_len } => self.store_list(file_len),
            Request::RestoreList { file_len } => self.restore_list(bytes, file_len),
            r @ (Request::StoreFide
            | Request::RestoreFide
            | Request::RestoreFidePart { .. }
            | Request::ReadFidePart { .. }
            | Request::StoreFidePart { .. }
            | Request::ReadFide { .. }
            | Request::OpenFidePages { .. }
            | Request::FidePieces) => self.fide_form(r, bytes),
            Request::Make {
                tournament,
                extra,
                lang,
                exact,
            } => self.make(tournament, &extra, lang, exact, bytes),
        }
    }

    /// Reads a list and keeps it (`name`: the file's, named by what refuses it), unless it is
    /// older than the date `unless_older` (ISO; empty: none).
    fn load_list(
        &mut self,
        bytes: Cow<'_, [u8]>,
        name: Option<String>,
        unless_older: &str,
    ) -> Response {
        let mut tell = |stage, done, total| self.tell(stage, done, total);
        let read = read_player_list_given(bytes, &mut tell)
            .map(|list| {
                self.tell(Stage::Index, 0, list.rows.len());
                ListIndex::new(list)
            })
            .map_err(|e| match name {
                Some(name) => e.within(crate::input::At::File(name)),
                None => e,
            });
        // Older than the list in use, where the page asks first: that list stays, untouched.
        let stand = read.as_ref().ok().and_then(|index| index.list.stand());
        let in_use = crate::dwz::Date::parse(unless_older);
        if let Some((stand, _)) = crate::web::common::list_age::older(stand, in_use) {
            let stand = stand.to_string();
            return Response::List(ListLoad::Older { stand });
        }
        let answer = ListLoad::of(&read);
        self.list = read.ok().map(std::rc::Rc::new);
        self.search = None;
        self.new_dsb_list();
        Response::List(answer)
    }

    /// The address books of both lists take the DSB list kept on their next search.
    fn new_dsb_list(&mut self) {
        if let Some(book) = self.fide.as_mut() {
            book.dsb = None;
        }
        if let Some(book) = self.paged.as_mut() {
            book.dsb = None;
        }
    }

    /// [`Request::FindNames`] with FIDE's list loaded: the persons of both lists through the
    /// one address book (a person of both once, with his federation); nobody found, the persons
    /// of both lists nearest what was typed. The book takes the DSB list kept on its first search
    /// after either list was read (the tournament page never asks this: its FIDE check keeps
    /// to FIDE's list, [`crate::web::turnier::fide_check`]).
    fn find_in_both(&mut self, query: &str, limit: usize) -> Response {
        let Some(book) = self.fide.as_mut() else {
            return Response::NoList;
        };
        if book.dsb.is_none() {
            book.dsb = dsb_book(self.list.as_ref(), &mut self.search);
        }
        names_in(book, query, limit)
    }

    /// [`Module::find_in_both`] over FIDE's list kept in pages: answered where the pages read
    /// hold what the search needs, else [`Response::Need`] with the pieces to read.
    fn find_in_pages(&mut self, query: &str, limit: usize) -> Response {
        let Some(book) = self.paged.as_mut() else {
            return Response::NoList;
        };
        if book.dsb.is_none() {
            book.dsb = dsb_book(self.list.as_ref(), &mut self.search);
        }
        let answer = names_in(book, query, limit);
        let Some(pages) = book.fide.as_mut() else {
            return answer;
        };
        let missing = pages.take_missing();
        if missing.is_empty() {
            answer
        } else {
            Response::Need(pages.ask(missing))
        }
    }

    /// A view or file of the tournament given or kept.
    fn make(
        &mut self,
        given: Given,
        extra: &Extra,
        lang: Lang,
        exact: bool,
        bytes: &[u8],
    ) -> Response {
        let version = match given {
            Given::New { version, session } => {
                // Kept even where it is not readable: the page's state of that number.
                self.tournament = Some((version, Session::try_from(*session).ok()));
                version
            }
            Given::Kept(version) => version,
        };
        let mode = if exact { Mode::Exact } else { Mode::Table };
        if let (Extra::DsbXml, Some((v, Some(s)))) = (extra, &self.tournament) {
            if *v == version {
                let stamped = match self.stamp {
                    Some(stamp) if bytes.is_empty() => stamp(),
                    _ => bytes.to_vec(),
                };
                let fide = self.fide.as_ref().and_then(|b| b.fide.as_ref());
                return match dsb::dsb_report(s, lang, &stamped, fide.map(|f| &f.list)) {
                    Ok(xml) => Response::Made(xml),
                    Err(why) => Response::Refused(why),
                };
            }
        }
        match &self.tournament {
            Some((v, Some(s))) if *v == version => match shown(s, extra) {
                Some(view) => Response::Shown(Box::new(view)),
                None => Response::Made(make(s, extra, lang, mode)),
            },
            Some((v, None)) if *v == version => Response::Made(String::new()),
            _ => Response::Unknown,
        }
    }

    /// [`Module::handle`] for a request as JSON, the answer as JSON.
    pub fn handle_json(&mut self, request: &str, bytes: &[u8]) -> String {
        self.answer_json(request, Cow::Borrowed(bytes))
    }

    /// [`Module::handle_json`] for a piece of a file its worker reads a piece at a time (a text
    /// of FIDE's list of any size), `at` where the piece begins in the file of `size` bytes: a
    /// [`Request::ReadFidePart`] is asked for the piece where it lies (the worker knows no
    /// request's fields).
    pub fn handle_piece_json(
        &mut self,
        request: &str,
        piece: &[u8],
        at: usize,
        size: usize,
    ) -> String {
        let request = match serde_json::from_str(request) {
            Ok(Request::ReadFidePart { name, .. }) => Request::ReadFidePart {
                name,
                total: size,
                from: at,
                last: at.saturating_add(piece.len()) >= size,
            },
            Ok(Request::RestoreList { file_len }) => {
                let answer = self.restore_list_piece(piece, at, size, file_len);
                return serde_json::to_string(&answer).unwrap_or_default();
            }
            Ok(other) => other,
            Err(_) => return serde_json::to_string(&Response::Unreadable).unwrap_or_default(),
        };
        let answer = self.answer(request, Cow::Borrowed(piece));
        serde_json::to_string(&answer).unwrap_or_default()
    }

    /// [`Module::handle_owned`] for a request as JSON, the answer as JSON.
    pub fn handle_json_owned(&mut self, request: &str, bytes: Vec<u8>) -> String {
        self.answer_json(request, Cow::Owned(bytes))
    }

    fn answer_json(&mut self, request: &str, bytes: Cow<'_, [u8]>) -> String {
        let answer = match serde_json::from_str(request) {
            Ok(r) => self.answer(r, bytes),
            Err(_) => Response::Unreadable,
        };
        serde_json::to_string(&answer).unwrap_or_default()
    }
}

/// The DSB list's book for an address book: the list shared, its search where it was built
/// for the list alone taken over.
fn dsb_book(
    list: Option<&std::rc::Rc<ListIndex>>,
    search: &mut Option<crate::formats::dsb_list::search::NameSearch>,
) -> Option<crate::formats::address_book::DsbBook> {
    let list = list?.clone();
    Some(crate::formats::address_book::DsbBook::with_search(
        list,
        search.take(),
    ))
}

/// The persons of both lists whose names fit what was typed, through the one address book (a
/// person of both once, with his federation); nobody found, the persons of both lists nearest
/// what was typed ("Meinten Sie …?"). Where FIDE's pages the suggestions need are not read yet,
/// nobody found is no answer yet: the typo help waits until they are (it would weigh both
/// lists and ask for pages of its own each round the pages come in).
fn names_in<F: crate::formats::address_book::FideSide>(
    book: &crate::formats::address_book::AddressBook<F>,
    query: &str,
    limit: usize,
) -> Response {
    use crate::formats::dsb_list::search::NameHit;
    let found: Vec<NameHit> = book
        .suggest_persons(query, limit.min(50))
        .into_iter()
        .map(|p| book.name_hit(p))
        .collect();
    if found.is_empty() && limit > 0 && !book.lacking() {
        let near = book.similar(query);
        return Response::Similar(near.into_iter().map(|p| book.name_hit(p)).collect());
    }
    Response::Names(found)
}

#[cfg(test)]
mod both_lists_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::turnier::list::tests::{five, list, LIST_CSV};
    use crate::web::turnier::list::ListAsk;
    use crate::web::turnier::testdata::{loaded, session};

    /// Through JSON, as between the page and the module.
    fn ask(m: &mut Module, r: &Request, bytes: &[u8]) -> Response {
        Response::read(&m.handle_json(&r.json(), bytes)).unwrap()
    }

    fn make_csv(tournament: Given) -> Request {
        Request::Make {
            tournament,
            extra: Extra::Csv,
            lang: Lang::En,
            exact: false,
        }
    }

    thread_local! {
        static TOLD: std::cell::RefCell<Vec<(Stage, usize, usize)>> = const { std::cell::RefCell::new(Vec::new()) };
    }

    fn told(stage: Stage, done: usize, total: usize) {
        TOLD.with(|t| t.borrow_mut().push((stage, done, total)));
    }

    #[test]
    fn reading_a_list_and_matching_tell_how_far_they_came_in_order() {
        let mut m = Module::default().with_progress(told);
        let (_, request) = five();
        ask(&mut m, &Request::LoadList, LIST_CSV.as_bytes());
        let matching = Request::List(ListAsk {
            request: Some(request),
            ..ListAsk::default()
        });
        ask(&mut m, &matching, &[]);
        let told = TOLD.with(|t| t.borrow().clone());
        let stages: Vec<Stage> = told.iter().map(|t| t.0).collect();
        // Rows from the start to the end of the text, then the persons, then the players.
        assert_eq!(
            told.first(),
            Some(&(Stage::Rows, told[0].1, LIST_CSV.len()))
        );
        assert!(told.contains(&(Stage::Rows, LIST_CSV.len(), LIST_CSV.len())));
        let index = stages.iter().position(|s| *s == Stage::Index).unwrap();
        let matching = stages.iter().position(|s| *s == Stage::Matching).unwrap();
        assert!(stages[..index].iter().all(|s| *s == Stage::Rows));
        assert!(index < matching);
        assert_eq!(told[index], (Stage::Index, 0, 4));
        assert_eq!(told[matching].2, 5, "the five players to match");
        let rows: Vec<usize> = told[..index].iter().map(|t| t.1).collect();
        assert!(rows.windows(2).all(|w| w[0] <= w[1]), "only forward");
    }

    #[test]
    fn the_module_keeps_the_list_and_the_tournament_between_requests() {
        let mut m = Module::default();
        let (_, request) = five();
        let listing = ListAsk {
            request: Some(request),
            ..ListAsk::default()
        };
        let matching = Request::List(listing.clone());
        assert_eq!(ask(&mut m, &matching, &[]), Response::NoList);
        assert_eq!(
            ask(&mut m, &Request::LoadList, LIST_CSV.as_bytes()),
            Response::List(ListLoad::Loaded {
                rows: 4,
                persons: 4,
                stand: "2025-04-27".into()
            })
        );
        assert_eq!(
            ask(&mut m, &matching, &[]),
            Response::Listed(list_answer(Some(&list()), &listing).unwrap())
        );
        // The tournament: unknown until given, then kept in its version.
        assert_eq!(
            ask(&mut m, &make_csv(Given::Kept(1)), &[]),
            Response::Unknown
        );
        let (t, edits) = loaded();
        let given = Given::New {
            version: 1,
            session: Box::new(session(&t, &edits).into()),
        };
        let Response::Made(csv) = ask(&mut m, &make_csv(given), &[]) else {
            panic!()
        };
        assert_eq!(csv.lines().count(), 4, "{csv}");
        assert_eq!(
            ask(&mut m, &make_csv(Given::Kept(1)), &[]),
            Response::Made(csv)
        );
        assert_eq!(
            ask(&mut m, &make_csv(Given::Kept(2)), &[]),
            Response::Unknown
        );
        // What cannot be read: a tournament that is none (in the text form of earlier
        // versions), a request that is none.
        let broken = serde_json::json!({"Make": {"tournament": {"New": {"version": 3,
            "session": "kaputt"}}, "extra": "Csv", "lang": "de", "exact": false}});
        assert_eq!(
            Response::read(&m.handle_json(&broken.to_string(), &[])),
            Some(Response::Unreadable)
        );
        assert_eq!(
            Response::read(&m.handle_json(&serde_json::json!({"Nope": 1}).to_string(), &[])),
            Some(Response::Unreadable)
        );
        let Response::Opened(Opened::Failed { .. }) = ask(
            &mut m,
            &Request::Open {
                name: "a.swt".into(),
                end: String::new(),
            },
            b"kein SWT",
        ) else {
            panic!()
        };
    }

    /// An older DSB list than the one in use, where the page asks first: read, not kept, the
    /// list in use answering as before; taken when the page says so, or when it is not older.
    #[test]
    fn an_older_list_leaves_the_list_in_use_where_the_page_asks_first() {
        let mut m = Module::default();
        ask(&mut m, &Request::LoadList, LIST_CSV.as_bytes());
        // Week 15 of 2025 ends on 13 April; the list in use is of 27 April.
        let older = LIST_CSV
            .replace("202517", "202515")
            .replace("Kurz,Otto", "Alt,Otto");
        let load = |unless_older: &str| Request::LoadNamedList {
            name: "alt.csv".into(),
            unless_older: unless_older.into(),
        };
        assert_eq!(
            ask(&mut m, &load("2025-04-27"), older.as_bytes()),
            Response::List(ListLoad::Older {
                stand: "2025-04-13".into()
            })
        );
        let (_, request) = five();
        let listing = ListAsk {
            request: Some(request),
            ..ListAsk::default()
        };
        assert_eq!(
            ask(&mut m, &Request::List(listing.clone()), &[]),
            Response::Listed(list_answer(Some(&list()), &listing).unwrap()),
            "the list in use answers"
        );
        // Asked "Ersetzen", or an older date not given: taken.
        for unless_older in ["", "2025-04-13", "kaputt"] {
            assert_eq!(
                ask(&mut m, &load(unless_older), older.as_bytes()),
                Response::List(ListLoad::Loaded {
                    rows: 4,
                    persons: 4,
                    stand: "2025-04-13".into()
                })
            );
        }
        assert_ne!(
            ask(&mut m, &Request::List(listing.clone()), &[]),
            Response::Listed(list_answer(Some(&list()), &listing).unwrap()),
            "the older list answers now"
        );
    }

    /// FIDE's list is told by its content and kept beside the DSB's.
    #[test]
    fn fides_list_is_kept_beside_the_dsb_list_and_answers_for_the_players() {
        use crate::web::turnier::fide_check::{FideAsk, FideMark};
        let mut m = Module::default();
        ask(&mut m, &Request::LoadList, LIST_CSV.as_bytes());
        let xml = "<playerslist><player><fideid>4100018</fideid><name>Kurz, Otto</name><rating>2085</rating></player></playerslist>";
        let load = Request::LoadNamedList {
            name: "players_list_xml_foa.xml".into(),
            unless_older: String::new(),
        };
        assert_eq!(
            ask(&mut m, &load, xml.as_bytes()),
            Response::List(ListLoad::Fide {
                players: 1,
                month: String::new()
            })
        );
        // The DSB list is still there.
        let (_, request) = five();
        let matching = Request::List(ListAsk {
            request: Some(request),
            ..ListAsk::default()
        });
        assert!(matches!(ask(&mut m, &matching, &[]), Response::Listed(_)));
        let fide = Request::Fide(FideAsk {
            keys: vec![crate::web::turnier::list::Key {
                fide_id: Some(4_100_018),
                fide_rating: Some(2100),
                ..Default::default()
            }],
            base: vec![crate::web::turnier::table::Edit {
                dwz: "2100".into(),
                ..Default::default()
            }],
            ..FideAsk::default()
        });
        let Response::Fide(a) = ask(&mut m, &fide, &[]) else {
            panic!()
        };
        assert_eq!(a.edits[0].1.dwz, "2085");
        assert_eq!(
            a.cells[0].mark,
            FideMark::Replaced {
                file: Some(2100),
                list: 2085
            }
        );
        // A broken FIDE list is refused by name; forgotten, there is no answer.
        let Response::List(ListLoad::Failed { de, .. }) =
            ask(&mut m, &load, b"ID Number      Name\nkaputt")
        else {
            panic!()
        };
        assert!(de.starts_with("players_list_xml_foa.xml"), "{de}");
        assert_eq!(ask(&mut m, &Request::ForgetFide, &[]), Response::NoList);
        assert_eq!(ask(&mut m, &fide, &[]), Response::NoList);
    }

    #[test]
    fn the_json_export_carries_the_head_and_the_warnings() {
        let (t, edits) = loaded();
        let mut s = session(&t, &edits);
        s.head = vec![
            "B-2026-17".into(),
            "1.12.2026".into(),
            "Bezirk".into(),
            "Eva Lang".into(),
        ];
        let text = make(&s, &Extra::Json, Lang::De, Mode::Table);
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            v["tournament"],
            serde_json::json!({"name": "", "code": "B-2026-17", "begin": "2026-12-01", "end": "2026-12-12", "level": "Bezirk", "evaluator": "Eva Lang"})
        );
        assert_eq!(v["warnings"], serde_json::json!([]));
        assert_eq!(v["players"].as_array().unwrap().len(), 3);
        // Nobody with a DWZ: the notice is a warning too.
        let mut none = edits.clone();
        for e in &mut none {
            e.dwz.clear();
        }
        let text = make(&session(&t, &none), &Extra::Json, Lang::En, Mode::Table);
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert!(
            v["warnings"][0]
                .as_str()
                .unwrap()
                .starts_with("Nobody can be evaluated"),
            "{v}"
        );
    }

    #[test]
    fn a_request_names_its_language_by_code() {
        let r = Request::Make {
            tournament: Given::Kept(7),
            extra: Extra::Fide,
            lang: Lang::En,
            exact: true,
        };
        let text = serde_json::to_string(&r).unwrap();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["Make"]["lang"], "en", "{text}");
        assert_eq!(serde_json::from_str::<Request>(&text).unwrap(), r);
    }

    #[test]
    fn a_view_is_data_the_same_in_any_language_so_a_switch_asks_nothing() {
        let (t, edits) = loaded();
        let stored = session(&t, &edits);
        let mut m = Module::default();
        let views = [Extra::Fide, Extra::Leistung, Extra::Ingo { xiangqi: false }];
        for (k, extra) in views.into_iter().enumerate() {
            // Asked in German and in English: the same answer.
            let asked = [Lang::De, Lang::En].map(|lang| {
                let given = Given::New {
                    version: k as u64,
                    session: Box::new(stored.clone().into()),
                };
                let request = Request::Make {
                    tournament: given,
                    extra: extra.clone(),
                    lang,
                    exact: false,
                };
                let Response::Shown(view) = ask(&mut m, &request, &[]) else {
                    panic!("{request:?}")
                };
                view
            });
            assert_eq!(asked[0], asked[1], "{extra:?}");
            // The page words it in each language: the heads and the legend differ, the rows are
            // the same players in the same order, a cell for a cell, the name as it is.
            let view = &asked[0];
            let table = view.table.as_ref().unwrap();
            let heads = |l: Lang| table.heads.iter().map(|h| h.text(l)).collect::<Vec<_>>();
            assert_ne!(heads(Lang::De), heads(Lang::En));
            let legend = |l: Lang| view.legend.iter().map(|m| l.text(*m)).collect::<Vec<_>>();
            assert_ne!(legend(Lang::De), legend(Lang::En));
            assert_eq!(table.rows.len(), t.players.len());
            for (row, p) in table.rows.iter().zip(&t.players) {
                assert_eq!(table.heads.len(), row.cells.len());
                let name = p.name.as_deref().unwrap_or(&p.id);
                assert_eq!(row.cells[1].text.text(Lang::De), name);
                assert_eq!(row.cells[1].text.text(Lang::En), name);
            }
        }
    }

    #[test]
    fn a_view_words_its_numbers_in_the_language() {
        // The cross table's A: 1½ of 2 (INGO's W), a Gelbfuß with two places.
        let (t, edits) = loaded();
        let ingo = ingo::ingo_view(&t, &edits, false).table.unwrap();
        let w = &ingo.rows[0].cells[3].text;
        assert_eq!(
            (w.text(Lang::De), w.text(Lang::En)),
            ("1½".into(), "1½".into())
        );
        let leistung = leistung::leistung_view(&t).table.unwrap();
        let gelbfuss = &leistung.rows[0].cells[4].text;
        let (de, en) = (gelbfuss.text(Lang::De), gelbfuss.text(Lang::En));
        assert_eq!(de.replace(',', "."), en);
        assert!(de.contains(','), "{de}");
    }

    #[test]
    fn a_name_is_never_markup_in_any_view() {
        let (t, edits) = loaded();
        let e = evaluate(&t, &Options::default()).unwrap();
        let evil = "<img src=x onerror=alert(1)>";
        // The scoresheets are data: the name as it is (the page shows text).
        let sheets = crate::web::turnier::sheets::all_scoresheets(&t, &e, &[]);
        assert_eq!(sheets[2].name, evil);
        // The views are data: the name is the cell's text as it is (the page shows text).
        for view in [
            ingo::ingo_view(&t, &edits, true),
            ingo::ingo_view(&t, &edits, false),
            leistung::leistung_view(&t),
        ] {
            let table = view.table.unwrap();
            assert_eq!(
                table.rows[2].cells[1].text,
                crate::web::turnier::result_views::Word::text_of(evil)
            );
        }
        let ranks = leistung::leistung_view(&t).ranks.unwrap();
        assert_eq!(ranks.lines[2].name, evil);
    }
}
#[cfg(test)]
mod named_tests {
    use super::{open, Opened};

    /// What cannot be opened names the file (a pasted text has no name).
    #[test]
    fn a_file_that_cannot_be_opened_is_named() {
        let said = |name: &str, bytes: &[u8]| match open(name, bytes, "") {
            Opened::Failed { de, en } => (de, en),
            other @ Opened::Loaded(_) => panic!("{other:?}"),
        };
        assert_eq!(said("leer.trf", b"").0, "leer.trf: die Datei ist leer");
        assert_eq!(said("", b"").0, "die Datei ist leer");
        let (de, en) = said(
            "LV-0-csv.zip",
            b"PK\x03\x04\x14\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0",
        );
        assert!(de.starts_with("LV-0-csv.zip, ZIP: die Datei ist keine Turnierdatei (versucht als Swiss-Chess-Datei (SWT), TRF"), "{de}");
        assert!(
            en.starts_with("LV-0-csv.zip, ZIP: the file is not a tournament file"),
            "{en}"
        );
        let (de, _) = said("bericht.xml", b"<?xml version=\"1.0\"?><nix/>");
        assert!(de.starts_with("bericht.xml"), "{de}");
    }

    #[test]
    fn a_page_of_chess_results_is_named_as_a_players_page_saved_or_copied() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/chess-results");
        for (file, name) in [("en-player.html", "en-player.html"), ("en-player.txt", "")] {
            let bytes = std::fs::read(dir.join(file)).unwrap();
            let Opened::Failed { de, en } = open(name, &bytes, "") else {
                panic!("{file} opened as a tournament")
            };
            let de_words =
                "die Datei ist die Seite eines Spielers von chess-results.com, kein Turnier";
            assert!(de.contains(de_words), "{de}");
            assert!(de.starts_with(name), "{de}");
            assert!(en.contains("a player's page of chess-results.com"), "{en}");
        }
    }
}
