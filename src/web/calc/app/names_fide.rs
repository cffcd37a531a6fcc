//! FIDE's list in the calculator: read in a worker of its own, the page's own
//! instance of the second module (in the page for the keystrokes' sake) only restoring what the
//! worker made. A chosen file goes to the worker first (`ReadFide`): FIDE's list is read there
//! (the page answers meanwhile, with the progress bar's stages), made into its stored form with
//! its name search (`StoreFide`, bytes), kept in the browser as those bytes, and handed to the
//! page's instance part by part (`RestoreFidePart`: no sorting, its memory holding the list
//! once). Any other file (the DSB's list) is read by the page's instance as before. The stored
//! form kept by the previous release (text, without the search) is made anew in the worker once.

use super::names_answer::ask;
use super::names_io::NamesIo;
use crate::i18n::{Lang, Msg, PartMsg};
use crate::web::common::browser::T;
use crate::web::common::extras_bridge::Busy;
use crate::web::common::messages::ListLoad;
use crate::web::common::messages::{Request, Response};
use leptos::prelude::*;
use leptos::wasm_bindgen::{JsCast, JsValue};
use leptos::web_sys::js_sys::Uint8Array;

/// How much of the stored form is handed to the page's instance at once.
const PART: u32 = 8 << 20;

/// What the worker made of a file or a kept form.
pub(super) enum InWorker {
    /// FIDE's list (players, month), restored in the page; whether its stored form is kept.
    Fide(usize, String, bool),
    /// Not FIDE's list, or no worker answered (none could start, or it stopped): the page reads
    /// it itself.
    NotFide,
    /// Why not (in both languages).
    Failed((String, String)),
}

fn not_loaded() -> (String, String) {
    (
        Lang::De.text(Msg::NotLoaded).to_string(),
        Lang::En.text(Msg::NotLoaded).to_string(),
    )
}

/// A text answer of the worker.
fn answer_of(v: Option<JsValue>) -> Option<Response> {
    Response::read(&v?.as_string()?)
}

/// Reads `bytes` in the worker with `request` (`ReadFide` for a file chosen, `RestoreFide` for
/// the previous release's form); FIDE's list made into its stored form there, kept in the
/// browser and restored by the page's instance. The worker is ended afterwards (its memory
/// given back).
pub(super) async fn fide_in_worker(io: NamesIo, request: Request, bytes: Uint8Array) -> InWorker {
    let Some(answer) = (io.read)(request.json(), Some(bytes)).await else {
        (io.stop_reader)();
        return InWorker::NotFide;
    };
    let out = match answer_of(Some(answer)) {
        Some(Response::List(ListLoad::Fide { players, month })) => {
            let made = (io.read)(Request::StoreFide.json(), None).await;
            match made.and_then(|v| v.dyn_into::<Uint8Array>().ok()) {
                Some(stored) => {
                    (io.stop_reader)();
                    let kept = (io.keep_fide)(stored.clone()).await;
                    if restore_parts(io, &stored).await {
                        InWorker::Fide(players, month, kept)
                    } else {
                        InWorker::Failed(not_loaded())
                    }
                }
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

/// Hands FIDE's stored form to the page's instance part by part: whether it took it.
pub(super) async fn restore_parts(io: NamesIo, stored: &Uint8Array) -> bool {
    let total = stored.length();
    let mut from: u32 = 0;
    loop {
        let end = total.min(from.saturating_add(PART));
        let last = end == total;
        let part = Request::RestoreFidePart {
            total: total as usize,
            from: from as usize,
            last,
        };
        let answer = ask(io, &part, Some(stored.subarray(from, end))).await;
        if last {
            return matches!(answer, Some(Response::List(ListLoad::Fide { .. })));
        }
        if !matches!(answer, Some(Response::Made(_))) {
            return false;
        }
        from = end;
    }
}

/// FIDE's list kept in this browser restored (a second visit): its stored form handed to the
/// page's instance, or the previous release's form made anew in the worker; whether it worked.
pub(super) async fn restore_kept(io: NamesIo) -> bool {
    let Some(bytes) = (io.kept_fide)().await else {
        return false;
    };
    let head = bytes.subarray(0, bytes.length().min(8)).to_vec();
    if crate::formats::address_book::stored::is_stored(&head) {
        return restore_parts(io, &bytes).await;
    }
    match fide_in_worker(io, Request::RestoreFide, bytes).await {
        InWorker::Fide(..) => true,
        // No worker: the page's instance reads it (and builds its search) itself.
        InWorker::NotFide => match (io.kept_fide)().await {
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
pub(super) fn ReadProgress(reading: RwSignal<bool>) -> impl IntoView {
    let io = expect_context::<NamesIo>();
    let busy = (io.progress)();
    move || {
        let b: Busy = busy.get().filter(|_| reading.get())?;
        let stage = match crate::formats::dsb_list::Stage::of_number(b.stage) {
            Some(crate::formats::dsb_list::Stage::Inflating) => PartMsg::StageInflating,
            Some(crate::formats::dsb_list::Stage::Rows) => PartMsg::StageRows,
            _ => PartMsg::StageIndex,
        };
        Some(view! {
            <div id="names-progress" class="progress" data-stage=b.stage.to_string()>
                <label for="names-progress-bar"><T m=stage/></label>
                <progress id="names-progress-bar" max="100" value=b.percent.map(|v| v.to_string())></progress>
            </div>
        })
    }
}
