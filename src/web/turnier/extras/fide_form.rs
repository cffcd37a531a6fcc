//! FIDE's list as the calculator keeps it: read where a file is one
//! ([`Request::ReadFide`], the calculator's worker), made into its stored form with its name
//! search ([`Request::StoreFide`], bytes given away by [`Module::take_made`]), restored whole or
//! part by part ([`Request::RestoreFide`], [`Request::RestoreFidePart`]).

use super::{Module, Request, Response, Stage};
use crate::web::common::messages::ListLoad;

impl Module {
    /// FIDE's list read where it is one ([`Request::ReadFide`]), kept in its stored form and
    /// restored from it ([`Request::StoreFide`], [`Request::RestoreFide`],
    /// [`Request::RestoreFidePart`]).
    pub(super) fn fide_form(&mut self, request: Request, bytes: &[u8]) -> Response {
        match request {
            Request::StoreFide => match self.fide.as_ref().and_then(|b| b.fide.as_ref()) {
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
            Request::ReadFide { name } => {
                if crate::formats::fide_list::is_fide_list(bytes) {
                    self.load_fide(bytes, Some(name))
                } else {
                    Response::NoList
                }
            }
            _ => Response::Unreadable,
        }
    }

    /// The bytes [`Request::StoreFide`] made (empty where none), given away.
    pub fn take_made(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.made)
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
        self.fide = Some(crate::formats::address_book::AddressBook {
            dsb: None,
            fide: Some(book),
        });
        Response::List(answer)
    }

    /// Reads FIDE's list and keeps it beside the DSB's (`name`: the file's).
    pub(super) fn load_fide(&mut self, bytes: &[u8], name: Option<String>) -> Response {
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
        let read = read_fide_list_with(bytes, &mut tell).map_err(|e| match name {
            Some(name) => e.within(crate::input::At::File(name)),
            None => e,
        });
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
}
