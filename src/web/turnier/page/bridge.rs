//! The page's side of the second module ([`crate::web::turnier::reader`]): loads it on first
//! use and asks it one typed [`Request`] at a time ([`ask`]), the page's tournament given only
//! when it changed since the module was last given it ([`make`]: the tournament as given last
//! is kept here and compared); the result views arrive as a resource ([`extra_view`]).

use super::state::Page;
use crate::dwz::Mode;
use crate::i18n::{Lang, TournamentWords};
use crate::web::common::messages::{Extra, Given, Request, Response};
use crate::web::turnier::result_views::{ResultView, Worded};
use crate::web::turnier::store::Session;
use leptos::prelude::*;
use leptos::web_sys::js_sys;
use std::cell::{Cell, RefCell};

use crate::web::common::reader_bridge::{self, call_json, call_json_file};

thread_local! {
    /// The page's tournament as the module was given it last, with the number it was given
    /// under (the module keeps it under that number: asked again unchanged, the page sends
    /// the number alone).
    static GIVEN: RefCell<Option<(u64, Session)>> = const { RefCell::new(None) };
    /// The number the page's tournament was last given under.
    static NUMBER: Cell<u64> = const { Cell::new(0) };
    /// The module stopped in the middle of a request (a trap, out of memory): dropped, and
    /// started again on the next request.
    static STOPPED: Cell<bool> = const { Cell::new(false) };
}

/// Why the module gave no answer, in the user's words: an error in the program stopped it (a
/// panic), it stopped otherwise (both: it is started again on the next request), or it could
/// not be loaded. Asked once after a failure.
pub(super) fn failure() -> TournamentWords {
    let stopped = STOPPED.replace(false);
    if reader_bridge::take_panicked() {
        TournamentWords::ReaderPanicked
    } else if stopped {
        TournamentWords::ReaderStopped
    } else {
        TournamentWords::ReaderFailed
    }
}

/// The second module, loaded on first use ([`reader_bridge::module`]); given the tournament
/// again after a fresh start.
pub(super) async fn module() -> Option<js_sys::Function> {
    let fresh = !reader_bridge::loaded();
    let handle = reader_bridge::module().await?;
    if fresh {
        GIVEN.set(None);
    }
    Some(handle)
}

/// Asks the loaded module (`handle`): the request as JSON, `bytes` beside it (a file's, see
/// [`crate::web::common::browser::chosen_file`]; else none). Where it throws or gives no answer (it stopped:
/// a trap, out of memory) it is dropped ([`failure`] says so) and the next request starts it
/// again.
pub(super) async fn call(
    handle: &js_sys::Function,
    request: &Request,
    bytes: Option<&js_sys::Uint8Array>,
) -> Option<Response> {
    let answer = call_json(handle, &request.json(), bytes).await;
    answered(answer.as_deref())
}

/// [`call`] with a file beside the request (the DSB list kept, a blob of the browser's store),
/// which the module's worker reads itself.
pub(super) async fn call_file(
    handle: &js_sys::Function,
    request: &Request,
    file: &leptos::web_sys::Blob,
) -> Option<Response> {
    let whole = reader_bridge::FileRead::Whole;
    let answer = call_json_file(handle, &request.json(), file, whole).await;
    answered(answer.as_deref())
}

/// The module's answer read; none, the module is dropped ([`failure`] says so) and the next
/// request starts it again.
fn answered(text: Option<&str>) -> Option<Response> {
    let answer = text.and_then(Response::read);
    if answer.is_none() {
        STOPPED.set(true);
        reader_bridge::drop_module();
        GIVEN.set(None);
    }
    answer
}

/// Asks the module, loading it first where it is not yet; `None` where it cannot be loaded.
pub(super) async fn ask(request: Request, bytes: Option<&js_sys::Uint8Array>) -> Option<Response> {
    call(&module().await?, &request, bytes).await
}

/// The DSB list kept in this browser given to the module again (it lost it: a reload, a fresh
/// instance), its worker reading it from the browser's store: its answer, `None` where no list
/// is kept or the module cannot be loaded.
pub(super) async fn give_kept_list() -> Option<Response> {
    let kept = crate::web::common::list_store::DSB_LIST.kept_blob().await?;
    call_file(&module().await?, &Request::LoadList, &kept).await
}

/// The kept DSB list removed from the browser, the page and the module, so that a run made
/// next goes without it.
pub(super) async fn forget_list(p: Page) {
    p.list.forget().await;
    ask(Request::ForgetList, None).await;
}

/// A view or export of the page's tournament, made by the module ([`Response::Made`] or
/// [`Response::Shown`]; the DSB's report refused: [`Response::Refused`]): the tournament given
/// where the module does not have it as it is now. Made empty without a tournament; `None`
/// where the module cannot be loaded.
pub(super) async fn make(p: Page, extra: Extra, lang: Lang, mode: Mode) -> Option<Response> {
    let handle = module().await?;
    // Twice at most: a module that lost the tournament is given it again.
    for _ in 0..2 {
        let Some(session) = p.session() else {
            return Some(Response::Made(String::new()));
        };
        let kept = GIVEN.with_borrow(|g| {
            g.as_ref()
                .filter(|(_, given)| *given == session)
                .map(|(n, _)| *n)
        });
        let (tournament, number) = match kept {
            Some(n) => (Given::Kept(n), n),
            None => {
                let n = NUMBER.get() + 1;
                NUMBER.set(n);
                let given = Given::New {
                    version: n,
                    session: Box::new(session.clone().into()),
                };
                (given, n)
            }
        };
        let request = Request::Make {
            tournament,
            extra: extra.clone(),
            lang,
            exact: mode == Mode::Exact,
        };
        match call(&handle, &request, None).await? {
            made @ (Response::Made(_) | Response::Shown(_) | Response::Refused(_)) => {
                if kept.is_none() {
                    GIVEN.set(Some((number, session)));
                }
                return Some(made);
            }
            Response::Unknown => GIVEN.set(None),
            _ => return None,
        }
    }
    None
}

/// A result view the module makes of the page's tournament (INGO, FIDE, Turnierleistung) as
/// data the page words (a language switch asks nothing), made again whenever `request` (read in a
/// reactive context) or the tournament and its player table change; the last answer stays until
/// the next one is in, an answer to an older request is dropped. `None` from `request`: nothing
/// to show; its error says why there is none where the module gave no answer.
pub(super) fn extra_view(
    p: Page,
    request: impl Fn() -> Option<Extra> + 'static,
) -> LocalResource<ResultView> {
    LocalResource::new(move || {
        // The tournament is followed only while something is asked for.
        let wanted = request().inspect(|_| p.track_kept());
        // The views do not depend on the language (the page words them) nor on the arithmetic
        // mode (no DWZ in them).
        let (lang, mode) = (p.shared.lang.get_untracked(), p.shared.mode.get_untracked());
        async move {
            let Some(extra) = wanted else {
                return ResultView::default();
            };
            match make(p, extra, lang, mode).await {
                Some(Response::Shown(view)) => *view,
                Some(_) => ResultView::default(),
                None => {
                    let why = failure();
                    ResultView {
                        error: Worded::by(|l| l.text(why).to_string()),
                        ..ResultView::default()
                    }
                }
            }
        }
    })
}
