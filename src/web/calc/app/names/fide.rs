//! FIDE's list in the calculator: read in a worker of its own, searched by the second
//! module's instance that searches (in a worker too) from its paged form kept in the browser,
//! never holding the whole list. A chosen file goes to the reader first (`ReadFide` for a zip,
//! which the reader's worker reads itself; `ReadFidePart` for a text, a piece at a time as that
//! worker reads it, so that the unzipped list of any size FIDE publishes is never held whole):
//! FIDE's list is read there (the page answers meanwhile, with the progress bar's stages), its
//! paged form with its name search handed out a part at a time (`StoreFidePart`, bytes), the
//! reader ended, the parts kept in the browser as one blob. The blob goes to the searching instance's worker
//! (`OpenFidePages`), which reads its directory, then the pages each search needs
//! ([`crate::formats::address_book::paged`]): a second visit searches at once. Any other file
//! (the DSB's list) is read by the searching instance. The forms kept by earlier releases
//! (text; tables read whole) are made into the paged form in the reader once.

use super::answer::{answer_of, ask};
use super::io::NamesIo;
use crate::i18n::{CalcResultWords, FormWords, Lang};
use crate::web::common::browser::T;
use crate::web::common::messages::ListLoad;
use crate::web::common::messages::{Request, Response};
use crate::web::common::reader_bridge::{Busy, FileRead};
use leptos::prelude::*;
use leptos::wasm_bindgen::{JsCast, JsValue};
use leptos::web_sys;
use leptos::web_sys::js_sys::{Array, Uint8Array};

/// How much of a file or of the stored form travels between the page and a worker at once.
const PART: u32 = 8 << 20;

/// What the worker made of a file or a kept form.
pub(super) enum InWorker {
    /// FIDE's list (players, month), restored in the searching instance; whether its stored
    /// form is kept.
    Fide(usize, String, bool),
    /// Not FIDE's list, or no worker answered (none could start, or it stopped): the searching
    /// instance reads it.
    NotFide,
    /// Why not (in both languages).
    Failed((String, String)),
}

pub(super) fn not_loaded() -> (String, String) {
    (
        Lang::De.text(FormWords::NotLoaded).to_string(),
        Lang::En.text(FormWords::NotLoaded).to_string(),
    )
}

/// Reads `bytes` whole in the reader with `request` (`ReadFide` for a file chosen,
/// `RestoreFide` for the previous release's form); FIDE's list then kept and restored
/// ([`kept_and_restored`]). The reader is ended afterwards (its memory given back).
pub(super) async fn fide_in_worker(io: NamesIo, request: Request, bytes: Uint8Array) -> InWorker {
    let answer = (io.read)(request.json(), Some(bytes)).await;
    read_answer(io, answer).await
}

/// Reads a zip chosen in the reader (`ReadFide`), which its worker reads into the module
/// itself, the page never holding its bytes; then as [`fide_in_worker`].
pub(super) async fn zip_in_worker(io: NamesIo, file: web_sys::File) -> InWorker {
    let request = Request::ReadFide { name: file.name() };
    let answer = (io.read_file)(request.json(), file.into(), FileRead::Whole).await;
    read_answer(io, answer).await
}

/// Reads a text file in the reader a piece at a time where it is FIDE's list (told by its
/// first piece; the reader's worker reads the file itself, the page never holding its bytes),
/// then as [`fide_in_worker`].
pub(super) async fn text_in_worker(io: NamesIo, file: web_sys::File) -> InWorker {
    // Each piece's place is filled in by the module.
    let request = Request::ReadFidePart {
        name: file.name(),
        total: file.size() as usize,
        from: 0,
        last: false,
    };
    let answer = (io.read_file)(request.json(), file.into(), FileRead::EachPiece).await;
    read_answer(io, answer).await
}

/// What the reader answered to a list read: FIDE's list kept and restored, or why not.
async fn read_answer(io: NamesIo, answer: Option<JsValue>) -> InWorker {
    let Some(answer) = answer else {
        (io.stop_reader)();
        return InWorker::NotFide;
    };
    let out = match answer_of(Some(answer)) {
        Some(Response::List(ListLoad::Fide { players, month })) => {
            match kept_and_restored(io).await {
                Some(kept) => InWorker::Fide(players, month, kept),
                None => InWorker::Failed(not_loaded()),
            }
        }
        Some(Response::NoList) => InWorker::NotFide,
        Some(Response::List(ListLoad::Failed { de, en })) => InWorker::Failed((de, en)),
        _ => InWorker::Failed(not_loaded()),
    };
    (io.stop_reader)();
    out
}

/// The reader's list handed out in its stored form a part at a time, the reader ended, the
/// parts kept in the browser as one blob and restored by the searching instance: whether it
/// is kept (`None`: not restored).
async fn kept_and_restored(io: NamesIo) -> Option<bool> {
    let parts = Array::new();
    let mut from = 0usize;
    loop {
        let asked = Request::StoreFidePart {
            from,
            len: PART as usize,
        };
        let made = (io.read)(asked.json(), None).await;
        // Each part a blob made by the worker: the page never holds the form's bytes. The last
        // part: fewer bytes than asked, or none (then the module answers text).
        let Some(part) = made.and_then(|v| v.dyn_into::<web_sys::Blob>().ok()) else {
            break;
        };
        let n = part.size() as usize;
        parts.push(&part);
        from += n;
        if n < PART as usize {
            break;
        }
    }
    (io.stop_reader)();
    if from == 0 {
        return None;
    }
    let stored = web_sys::Blob::new_with_blob_sequence(&parts).ok()?;
    let kept = (io.keep_fide)(stored.clone()).await;
    // Opened from the browser's store where it was kept there: its bytes then stay on disk,
    // not in memory.
    let opened = match (io.kept_fide)().await.filter(|_| kept) {
        Some(from_store) => open_pages(io, &from_store).await,
        None => open_pages(io, &stored).await,
    };
    opened.then_some(kept)
}

/// Hands FIDE's list in its paged form to the searching instance, whose worker holds the blob
/// and reads its directory, then the pages a search needs: whether it took it.
pub(super) async fn open_pages(io: NamesIo, stored: &web_sys::Blob) -> bool {
    let open = Request::OpenFidePages {
        total: stored.size() as u64,
    };
    let answer = (io.ask_blob)(open.json(), stored.clone())
        .await
        .and_then(|text| Response::read(&text));
    matches!(answer, Some(Response::List(ListLoad::Fide { .. })))
}

/// Hands the stored form of the release before (tables, read whole) to the reader part by
/// part, which then makes it into the paged form ([`read_answer`]).
async fn restore_in_reader(io: NamesIo, stored: &web_sys::Blob) -> InWorker {
    let total = stored.size();
    let mut from = 0f64;
    loop {
        let end = total.min(from + f64::from(PART));
        let last = end >= total;
        let part = Request::RestoreFidePart {
            total: total as usize,
            from: from as usize,
            last,
        };
        let Some(bytes) = (io.part)(stored.clone(), from, end).await else {
            (io.stop_reader)();
            return InWorker::Failed(not_loaded());
        };
        let answer = (io.read)(part.json(), Some(bytes)).await;
        if last {
            return read_answer(io, answer).await;
        }
        if !matches!(answer_of(answer.clone()), Some(Response::Made(_))) {
            return read_answer(io, answer).await;
        }
        from = end;
    }
}

/// FIDE's list kept in this browser opened (a second visit): its paged form handed to the
/// searching instance, or a form of an earlier release made into it in the reader once;
/// whether it worked.
pub(super) async fn restore_kept(io: NamesIo) -> bool {
    use crate::formats::address_book::{paged, stored};
    let Some(kept) = (io.kept_fide)().await else {
        return false;
    };
    let head = (io.part)(kept.clone(), 0.0, 8.0)
        .await
        .map(|h| h.to_vec())
        .unwrap_or_default();
    if paged::is_paged(&head) {
        return open_pages(io, &kept).await;
    }
    if stored::is_stored(&head) {
        return matches!(restore_in_reader(io, &kept).await, InWorker::Fide(..));
    }
    let Some(bytes) = (io.part)(kept.clone(), 0.0, kept.size()).await else {
        return false;
    };
    match fide_in_worker(io, Request::RestoreFide, bytes).await {
        InWorker::Fide(..) => true,
        // No reader: the searching instance reads it (and builds its search) itself.
        InWorker::NotFide => match (io.part)(kept.clone(), 0.0, kept.size()).await {
            Some(bytes) => matches!(
                ask(io, &Request::RestoreFide, Some(bytes)).await,
                Some(Response::List(ListLoad::Fide { .. }))
            ),
            None => false,
        },
        InWorker::Failed(_) => false,
    }
}

/// How far the worker came reading a list (the progress bar's stages, shown where it takes
/// longer than about 300 ms): the stage's words and the share done.
#[component]
pub(super) fn ReadProgress(reading: Signal<bool>) -> impl IntoView {
    let io = expect_context::<NamesIo>();
    let busy = (io.progress)();
    move || {
        let b: Busy = busy.get().filter(|_| reading.get())?;
        let stage = match crate::formats::dsb_list::Stage::of_number(b.stage) {
            Some(crate::formats::dsb_list::Stage::Inflating) => CalcResultWords::StageInflating,
            Some(crate::formats::dsb_list::Stage::Rows) => CalcResultWords::StageRows,
            _ => CalcResultWords::StageIndex,
        };
        Some(view! {
            <div id="names-progress" class="progress" data-stage=b.stage.to_string()>
                <label for="names-progress-bar"><T m=stage/></label>
                <progress id="names-progress-bar" max="100" value=b.percent.map(|v| v.to_string())></progress>
            </div>
        })
    }
}
