//! FIDE's list as the calculator keeps it: read where a file is one
//! ([`Request::ReadFide`] whole, [`Request::ReadFidePart`] a part at a time, the calculator's
//! worker), made into its stored form with its name search ([`Request::StoreFidePart`], bytes
//! given away by [`Module::take_made`]), restored whole or part by part
//! ([`Request::RestoreFide`], [`Request::RestoreFidePart`]).

use super::{Module, Request, Response, Stage};
use crate::web::common::messages::ListLoad;

impl Module {
    /// FIDE's list read where it is one ([`Request::ReadFide`]), kept in its stored form and
    /// restored from it ([`Request::StoreFide`], [`Request::RestoreFide`],
    /// [`Request::RestoreFidePart`]).
    pub(super) fn fide_form(&mut self, request: Request, bytes: &[u8]) -> Response {
        match request {
            Request::StoreFide => match self.searched() {
                Some(f) => {
                    self.made = crate::formats::address_book::stored::write_stored(f);
                    Response::Made(String::new())
                }
                None => Response::NoList,
            },
            Request::RestoreFide => {
                let book = crate::formats::address_book::stored::read_stored(bytes);
                self.restored(book)
            }
            Request::RestoreFidePart { total, from, last } => {
                use crate::formats::address_book::stored::StoredReader;
                if from == 0 {
                    self.restoring = None;
                }
                let reader = self
                    .restoring
                    .get_or_insert_with(|| StoredReader::new(total));
                reader.feed(bytes);
                if !last {
                    return Response::Made(String::new());
                }
                let book = self.restoring.take().and_then(StoredReader::finish);
                self.restored(book)
            }
            Request::StoreFidePart { from, len } => {
                use crate::formats::address_book::paged::PagedWriter;
                if from == 0 {
                    // The list is the writer's, which gives it up as it writes: the module
                    // holds FIDE's list no more (the calculator ends its reader afterwards).
                    let book = self.fide.take().and_then(|b| b.fide);
                    self.writer = match (self.unsearched.take(), book) {
                        (Some(list), _) => Some(PagedWriter::of_list(list)),
                        (None, Some(book)) => Some(PagedWriter::new(book)),
                        (None, None) => None,
                    };
                }
                let Some(writer) = self.writer.as_mut() else {
                    return Response::NoList;
                };
                self.made = writer.part(len);
                if self.made.len() < len {
                    self.writer = None;
                }
                Response::Made(String::new())
            }
            Request::OpenFidePages { total } => self.open_pages(total),
            Request::FidePieces => {
                let fed = self
                    .paged
                    .as_mut()
                    .and_then(|b| b.fide.as_mut())
                    .is_some_and(|pages| pages.feed(bytes));
                if fed {
                    Response::Made(String::new())
                } else {
                    Response::NoList
                }
            }
            Request::ReadFidePart {
                name,
                total,
                from,
                last,
            } => self.text_part(&name, total, from, last, bytes),
            Request::ReadFide { name } => {
                if crate::formats::fide_list::is_fide_list(bytes) {
                    self.fide = None;
                    self.unsearched = None;
                    let read = self.read_fide(bytes, Some(name));
                    let answer = ListLoad::of_fide(&read);
                    // Its search is built when its stored form is asked for, after the file's
                    // bytes are given back: the worker's memory never holds both.
                    self.unsearched = read.ok();
                    Response::List(answer)
                } else {
                    Response::NoList
                }
            }
            _ => Response::Unreadable,
        }
    }

    /// A part of a text file read where it is FIDE's list ([`Request::ReadFidePart`]).
    fn text_part(
        &mut self,
        name: &str,
        total: usize,
        from: usize,
        last: bool,
        bytes: &[u8],
    ) -> Response {
        use crate::formats::fide_list::{is_fide_list, TextFeed};
        if from == 0 {
            self.text = None;
            if !is_fide_list(bytes) || crate::formats::zip::is_zip(bytes) {
                return Response::NoList;
            }
            // The list before is dropped first: the worker's memory holds one list.
            self.fide = None;
            self.unsearched = None;
            self.text = Some(TextFeed::new(total));
        }
        let Some(feed) = self.text.as_mut() else {
            return Response::NoList;
        };
        let fed = feed.feed(bytes);
        self.tell(Stage::Rows, from.saturating_add(bytes.len()), total);
        let within = |e: crate::input::InputError| e.within(crate::input::At::File(name.into()));
        let read = match fed {
            Err(e) => Err(within(e)),
            Ok(()) if !last => return Response::Made(String::new()),
            Ok(()) => match self.text.take() {
                Some(feed) => feed.finish().map_err(within),
                None => return Response::NoList,
            },
        };
        self.text = None;
        let answer = ListLoad::of_fide(&read);
        self.unsearched = read.ok();
        Response::List(answer)
    }

    /// FIDE's list kept, its search built first where it was read without
    /// ([`Request::ReadFide`], [`Request::ReadFidePart`]).
    fn searched(&mut self) -> Option<&crate::formats::address_book::FideBook> {
        if let Some(list) = self.unsearched.take() {
            self.tell(Stage::Index, 0, list.players.len());
            self.fide = Some(crate::formats::address_book::AddressBook::new(
                None,
                Some(list),
            ));
        }
        self.fide.as_ref().and_then(|b| b.fide.as_ref())
    }

    /// FIDE's list kept in its paged form of `total` bytes ([`Request::OpenFidePages`]): the
    /// one open already where it is of that length, else a new one, the list before given up
    /// (the worker's memory holds one list).
    fn open_pages(&mut self, total: u64) -> Response {
        use crate::formats::address_book::{paged::Pages, AddressBook};
        let same = self
            .paged
            .as_ref()
            .and_then(|b| b.fide.as_ref())
            .is_some_and(|p| p.total() == total);
        if !same {
            self.fide = None;
            self.unsearched = None;
            self.paged = Some(AddressBook {
                dsb: None,
                fide: Some(Pages::new(total)),
            });
        }
        let Some(pages) = self.paged.as_mut().and_then(|b| b.fide.as_mut()) else {
            return Response::NoList;
        };
        match pages.open() {
            Ok((players, month)) => Response::List(ListLoad::Fide {
                players,
                month: month.map(|d| d.to_string()).unwrap_or_default(),
            }),
            // A piece given and not read: no such form.
            Err(_) if pages.broken() => {
                self.paged = None;
                Response::NoList
            }
            Err(missing) => Response::Need(pages.ask(missing)),
        }
    }

    /// The bytes [`Request::StoreFide`] made (empty where none), given away.
    pub fn take_made(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.made)
    }

    /// How many bytes [`Module::take_made`] would give.
    pub fn made_len(&self) -> usize {
        self.made.len()
    }

    /// FIDE's list restored from its stored form kept beside the DSB's, or
    /// [`Response::NoList`].
    fn restored(&mut self, book: Option<crate::formats::address_book::FideBook>) -> Response {
        let Some(book) = book else {
            return Response::NoList;
        };
        let answer = ListLoad::Fide {
            players: book.list.players.len(),
            month: book.list.month.map(|d| d.to_string()).unwrap_or_default(),
        };
        self.unsearched = None;
        self.fide = Some(crate::formats::address_book::AddressBook {
            dsb: None,
            fide: Some(book),
        });
        Response::List(answer)
    }

    /// Reads FIDE's list and keeps it beside the DSB's with its search (`name`: the file's).
    pub(super) fn load_fide(&mut self, bytes: &[u8], name: Option<String>) -> Response {
        let read = self.read_fide(bytes, name);
        let answer = ListLoad::of_fide(&read);
        if let Ok(list) = read {
            self.tell(Stage::Index, 0, list.players.len());
            self.fide = Some(crate::formats::address_book::AddressBook::new(
                None,
                Some(list),
            ));
        }
        Response::List(answer)
    }

    /// Reads FIDE's list (`name`: the file's, named by what refuses it), telling how far it came.
    fn read_fide(
        &self,
        bytes: &[u8],
        name: Option<String>,
    ) -> Result<crate::formats::fide_list::FideList, crate::input::InputError> {
        use crate::formats::fide_list::read_fide_list_with;
        // Told once a percent (the zip is inflated in chunks of a few kilobytes: thousands).
        let mut told = usize::MAX;
        let mut tell = |done: usize, total: usize| {
            let percent = done.saturating_mul(100) / total.max(1);
            if percent != told {
                told = percent;
                self.tell(Stage::Rows, done, total);
            }
        };
        read_fide_list_with(bytes, &mut tell).map_err(|e| match name {
            Some(name) => e.within(crate::input::At::File(name)),
            None => e,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{Module, Request, Response};
    use crate::web::common::messages::ListLoad;

    fn ask(m: &mut Module, r: &Request, bytes: &[u8]) -> Response {
        Response::read(&m.handle_json(&r.json(), bytes)).unwrap()
    }

    /// FIDE's players_list_foa.txt: a header and `n` players.
    fn text(n: usize) -> String {
        let widths: [usize; 19] = [15, 61, 4, 4, 5, 5, 15, 4, 6, 4, 3, 6, 4, 3, 6, 4, 3, 6, 4];
        let line = |cells: [&str; 19]| -> String {
            let mut out = String::new();
            for (c, w) in cells.iter().zip(widths) {
                out.push_str(c);
                out.extend(std::iter::repeat_n(' ', w.saturating_sub(c.len())));
            }
            out
        };
        let mut out = line([
            "ID Number",
            "Name",
            "Fed",
            "Sex",
            "Tit",
            "WTit",
            "OTit",
            "FOA",
            "SRtng",
            "SGm",
            "SK",
            "RRtng",
            "RGm",
            "Rk",
            "BRtng",
            "BGm",
            "BK",
            "B-day",
            "Flag",
        ]) + "\r\n";
        for k in 0..n {
            let id = (300_000 + k).to_string();
            let name = format!("Dvorak{k}, Tomas");
            let rating = (1500 + k % 900).to_string();
            out += &(line([
                &id, &name, "CZE", "M", "", "", "", "", &rating, "0", "20", "", "", "", "", "", "",
                "1985", "",
            ]) + "\r\n");
        }
        out
    }

    #[test]
    fn a_text_read_a_part_at_a_time_is_the_list_read_whole_and_leaves_in_parts() {
        let whole = text(500);
        let bytes = whole.as_bytes();
        let mut m = Module::default();
        let mut answer = Response::NoList;
        let parts: Vec<&[u8]> = bytes.chunks(1000).collect();
        for (k, part) in parts.iter().enumerate() {
            let r = Request::ReadFidePart {
                name: "players_list_foa.txt".into(),
                total: bytes.len(),
                from: k * 1000,
                last: k + 1 == parts.len(),
            };
            answer = ask(&mut m, &r, part);
            if k + 1 < parts.len() {
                assert_eq!(answer, Response::Made(String::new()), "part {k}");
            }
        }
        assert!(matches!(
            answer,
            Response::List(ListLoad::Fide { players: 500, .. })
        ));
        // The stored form handed out a part at a time, restored by another instance.
        let mut form = Vec::new();
        loop {
            let r = Request::StoreFidePart {
                from: form.len(),
                len: 4096,
            };
            assert_eq!(ask(&mut m, &r, &[]), Response::Made(String::new()));
            let made = m.take_made();
            form.extend_from_slice(&made);
            if made.len() < 4096 {
                break;
            }
        }
        // Read whole, the same list in the same paged form.
        let mut whole_read = Module::default();
        let read = Request::ReadFide {
            name: "players_list_foa.txt".into(),
        };
        assert!(matches!(
            ask(&mut whole_read, &read, bytes),
            Response::List(ListLoad::Fide { players: 500, .. })
        ));
        let book = whole_read.searched().unwrap().clone();
        assert!(crate::formats::address_book::paged::write_paged(book) == form);
        // Opened by the searching instance from the blob its worker holds: the names found.
        let mut searching = Module::default();
        let open = Request::OpenFidePages {
            total: form.len() as u64,
        };
        assert!(matches!(
            in_worker(&mut searching, &open, &form),
            Response::List(ListLoad::Fide { players: 500, .. })
        ));
        let find = Request::FindNames {
            query: "Tomas Dvorak42".into(),
            limit: 5,
        };
        let Response::Names(hits) = in_worker(&mut searching, &find, &form) else {
            panic!("no names")
        };
        assert_eq!(hits[0].name, "Dvorak42, Tomas");
        assert_eq!(hits[0].elo, Some(1542));
        // Bytes that are no paged form: no list, said at once.
        let junk = vec![7u8; 5000];
        let open = Request::OpenFidePages { total: 5000 };
        assert_eq!(in_worker(&mut searching, &open, &junk), Response::NoList);
        assert_eq!(ask(&mut searching, &find, &[]), Response::NoList);
    }

    #[test]
    fn a_text_given_a_piece_at_a_time_by_its_worker_is_read_where_each_piece_lies() {
        let whole = text(300);
        let bytes = whole.as_bytes();
        // As the page sends it: the places are the module's to fill in.
        let asked = Request::ReadFidePart {
            name: "players_list_foa.txt".into(),
            total: 0,
            from: 0,
            last: false,
        }
        .json();
        let mut m = Module::default();
        let pieces: Vec<&[u8]> = bytes.chunks(777).collect();
        let mut answer = Response::NoList;
        for (k, piece) in pieces.iter().enumerate() {
            let json = m.handle_piece_json(&asked, piece, k * 777, bytes.len());
            answer = Response::read(&json).unwrap();
            if k + 1 < pieces.len() {
                assert_eq!(answer, Response::Made(String::new()), "piece {k}");
            }
        }
        assert!(matches!(
            answer,
            Response::List(ListLoad::Fide { players: 300, .. })
        ));
        // The same form as the file read whole.
        let form = |m: &mut Module| {
            let r = Request::StoreFidePart {
                from: 0,
                len: usize::MAX,
            };
            assert_eq!(ask(m, &r, &[]), Response::Made(String::new()));
            m.take_made()
        };
        let mut whole_read = Module::default();
        let read = Request::ReadFide {
            name: "players_list_foa.txt".into(),
        };
        ask(&mut whole_read, &read, bytes);
        assert!(form(&mut m) == form(&mut whole_read));
        // A file that is no list: said at its first piece (the worker reads no more).
        let csv = crate::web::turnier::list::tests::LIST_CSV;
        let json = m.handle_piece_json(&asked, csv.as_bytes(), 0, 10 * csv.len());
        assert_eq!(Response::read(&json), Some(Response::NoList));
    }

    /// A request asked as the searching worker asks it (`reader-worker.js`): the pieces of
    /// `form` the module needs given, and the request asked again.
    fn in_worker(m: &mut Module, r: &Request, form: &[u8]) -> Response {
        let mut answer = ask(m, r, &[]);
        for _ in 0..8 {
            let Response::Need(ranges) = &answer else {
                return answer;
            };
            let pieces: Vec<u8> = ranges
                .iter()
                .flat_map(|&(a, b)| form[a as usize..b as usize].to_vec())
                .collect();
            ask(m, &Request::FidePieces, &pieces);
            answer = ask(m, r, &[]);
        }
        answer
    }

    #[test]
    fn a_text_that_is_no_fide_list_is_said_at_its_first_part_and_a_broken_line_named() {
        let mut m = Module::default();
        let part = |from, last| Request::ReadFidePart {
            name: "spieler.csv".into(),
            total: 100,
            from,
            last,
        };
        let csv = crate::web::turnier::list::tests::LIST_CSV;
        assert_eq!(
            ask(&mut m, &part(0, false), csv.as_bytes()),
            Response::NoList
        );
        // A later part without a first one: nothing begun.
        assert_eq!(ask(&mut m, &part(50, true), b"x"), Response::NoList);
        // A line longer than any of FIDE's: refused, the file named.
        let mut bad = text(2).into_bytes();
        bad.extend(std::iter::repeat_n(b'x', 5000));
        let Response::List(ListLoad::Failed { de, .. }) = ask(&mut m, &part(0, true), &bad) else {
            panic!("not refused")
        };
        assert!(de.contains("spieler.csv"), "{de}");
    }
}
