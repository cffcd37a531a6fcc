//! The DSB list kept, read back on a second visit from the form it was read into
//! ([`crate::formats::dsb_list::stored`], kept beside the list's file): the searching worker
//! then decodes no CSV, groups no rows and sorts no words before it answers a name. The form is
//! made in the reader's worker, in the background, after the list was read from its file
//! (chosen, or kept by an earlier release), so that the searching worker's memory holds
//! nothing of it.

use super::io::NamesIo;
use super::ListRead;
use crate::web::common::messages::{ListLoad, Request, Response};
use crate::web::common::reader_bridge::FileRead;
use leptos::task::spawn_local;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys;

/// The DSB list of `file` (the list's file kept) given to the searching worker from the form
/// kept beside it: what it gave, or `None` where there is none of this file (the file is then
/// read itself).
pub(super) async fn restore(io: NamesIo, file: &web_sys::Blob) -> Option<ListRead> {
    let form = (io.kept_read)().await?;
    let restore = Request::RestoreList {
        file_len: file.size() as u64,
    };
    match super::ask_file(io, &restore, form, FileRead::EachPiece).await? {
        Response::List(ListLoad::Loaded {
            rows,
            persons,
            stand,
        }) => Some(ListRead::Dsb(rows, persons, stand)),
        _ => None,
    }
}

/// Has the reader's worker read `file` (the list's file just kept) and make its form, which is
/// then kept beside it; in the background, the worker ended afterwards where nothing else
/// waits on it. Nothing is kept where another file was kept meanwhile.
pub(super) fn make_later(io: NamesIo, file: web_sys::Blob) {
    spawn_local(async move {
        let file_len = file.size();
        let read = (io.read_file)(Request::LoadList.json(), file, FileRead::Whole).await;
        let made = match super::answer::answer_of(read) {
            Some(Response::List(ListLoad::Loaded { .. })) => {
                let store = Request::StoreList {
                    file_len: file_len as u64,
                };
                (io.read)(store.json(), None).await
            }
            _ => None,
        };
        (io.stop_reader_if_idle)();
        let Some(form) = made.and_then(|m| m.dyn_into::<web_sys::Blob>().ok()) else {
            return;
        };
        let still = (io.kept)()
            .await
            .is_some_and(|kept| kept.size() == file_len);
        if still {
            (io.keep_read)(form).await;
        }
    });
}
