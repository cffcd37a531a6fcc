//! The DSB list as read, in the stored form the calculator keeps beside the list's file
//! ([`crate::formats::dsb_list::stored`]): made of the list the module holds, and read back
//! on a second visit in place of the file (no CSV decoded, no rows grouped, no words sorted).

use super::Module;
use crate::formats::dsb_list::matching::ListIndex;
use crate::formats::dsb_list::search::NameSearch;
use crate::formats::dsb_list::stored::{read_stored, write_stored, StoredReader};
use crate::web::common::messages::{ListLoad, Response};

impl Module {
    /// [`crate::web::common::messages::Request::StoreList`]: the form of the DSB list held,
    /// with its search (built now where no search was asked yet), kept for
    /// [`Module::take_made`].
    pub(super) fn store_list(&mut self, file_len: u64) -> Response {
        let Some(list) = self.list.clone() else {
            return Response::NoList;
        };
        let made = |search: &NameSearch| write_stored(&list, search, file_len);
        // The search is wherever the last search put it: the module's own, or taken over by
        // the book of both lists.
        let in_book = self
            .paged
            .as_ref()
            .and_then(|b| b.dsb.as_ref())
            .or_else(|| self.fide.as_ref().and_then(|b| b.dsb.as_ref()))
            .map(|d| &d.search);
        self.made = match (self.search.as_ref(), in_book) {
            (Some(search), _) | (None, Some(search)) => made(search),
            (None, None) => made(self.search.insert(NameSearch::new(&list))),
        };
        Response::Made(String::new())
    }

    /// [`crate::web::common::messages::Request::RestoreList`]: the DSB list of its stored form
    /// (`bytes`, whole) held in place of the one before, its search with it.
    pub(super) fn restore_list(&mut self, bytes: &[u8], file_len: u64) -> Response {
        match read_stored(bytes, file_len) {
            Some((index, search)) => self.hold_list(index, search),
            None => Response::NoList,
        }
    }

    /// [`Module::restore_list`] of the form given a piece at a time (`at` where `piece` begins
    /// in the form of `size` bytes): [`Response::Made`] (empty) for a piece taken, what
    /// [`Module::restore_list`] answers for the last, [`Response::NoList`] as soon as the
    /// pieces are no form of that file.
    pub(super) fn restore_list_piece(
        &mut self,
        piece: &[u8],
        at: usize,
        size: usize,
        file_len: u64,
    ) -> Response {
        if at == 0 {
            self.list_form = Some(StoredReader::new(size, file_len));
        }
        let Some(reader) = self.list_form.as_mut() else {
            return Response::NoList;
        };
        reader.feed(piece);
        let last = at.saturating_add(piece.len()) >= size;
        if !last && !reader.is_broken() {
            return Response::Made(String::new());
        }
        match self.list_form.take().and_then(StoredReader::finish) {
            Some((index, search)) => self.hold_list(index, search),
            None => Response::NoList,
        }
    }

    /// The DSB list read back held in place of the one before, its search with it.
    fn hold_list(&mut self, index: ListIndex, search: NameSearch) -> Response {
        let read: Result<_, crate::input::InputError> = Ok(index);
        let answer = ListLoad::of(&read);
        self.list = read.ok().map(std::rc::Rc::new);
        self.search = Some(search);
        self.new_dsb_list();
        Response::List(answer)
    }
}
