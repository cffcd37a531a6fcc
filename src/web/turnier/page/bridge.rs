//! The page's side of the second module ([`crate::web::turnier::extras`]): loads it on first
//! use and asks it one typed [`Request`] at a time ([`ask`]), the page's tournament given only
//! when it changed since the module was last given it ([`make`]); answers that take a while
//! arrive in a signal ([`extra_view`] for the result views as data, [`extra_html`] for what is
//! printed).

use super::state::Page;
use crate::dwz::Mode;
use crate::i18n::{Lang, TMsg};
use crate::web::turnier::extras::{Extra, Given, Request, Response};
use crate::web::turnier::shown::{ResultView, Worded};
use crate::web::turnier::store::store;
use leptos::prelude::*;
use leptos::web_sys::js_sys;
use std::cell::Cell;

use crate::web::common::extras_bridge::{self, call_json};

thread_local! {
    /// The version of the page's tournament the module was given last.
    static GIVEN: Cell<Option<u64>> = const { Cell::new(None) };
    /// The module stopped in the middle of a request (a trap, out of memory): dropped, and
    /// started again on the next request.
    static STOPPED: Cell<bool> = const { Cell::new(false) };
}

/// Why the module gave no answer, in the user's words: it stopped (and is started again on the
/// next request), or it could not be loaded. Asked once after a failure.
pub(super) fn failure() -> TMsg {
    if STOPPED.replace(false) {
        TMsg::ExtrasStopped
    } else {
        TMsg::ExtrasFailed
    }
}

/// The second module, loaded on first use ([`extras_bridge::module`]); given the tournament
/// again after a fresh start.
pub(super) async fn module() -> Option<js_sys::Function> {
    let fresh = !extras_bridge::loaded();
    let handle = extras_bridge::module().await?;
    if fresh {
        GIVEN.set(None);
    }
    Some(handle)
}

/// Asks the loaded module (`handle`): the request as JSON, `bytes` beside it (a file's, see
/// [`extras_bridge::file_bytes`]; else none). Where it throws or gives no answer (it stopped:
/// a trap, out of memory) it is dropped ([`failure`] says so) and the next request starts it
/// again.
pub(super) async fn call(
    handle: &js_sys::Function,
    request: &Request,
    bytes: Option<&js_sys::Uint8Array>,
) -> Option<Response> {
    let answer = call_json(handle, &request.json(), bytes)
        .await
        .and_then(|a| Response::read(&a));
    if answer.is_none() {
        STOPPED.set(true);
        extras_bridge::drop_module();
        GIVEN.set(None);
    }
    answer
}

/// Asks the module, loading it first where it is not yet; `None` where it cannot be loaded.
pub(super) async fn ask(request: Request, bytes: Option<&js_sys::Uint8Array>) -> Option<Response> {
    call(&module().await?, &request, bytes).await
}

/// A view or export of the page's tournament, made by the module ([`Response::Made`] or
/// [`Response::Shown`]): the tournament given where the module does not have it in its present
/// version. Made empty without a tournament; `None` where the module cannot be loaded.
pub(super) async fn make(p: Page, extra: Extra, lang: Lang, mode: Mode) -> Option<Response> {
    let handle = module().await?;
    // Twice at most: a module that lost the tournament is given it again.
    for _ in 0..2 {
        let version = p.version.get_untracked();
        let tournament = if GIVEN.get() == Some(version) {
            Given::Kept(version)
        } else {
            let Some(session) = p.session() else {
                return Some(Response::Made(String::new()));
            };
            Given::New {
                version,
                stored: store(&session),
            }
        };
        let request = Request::Make {
            tournament,
            extra: extra.clone(),
            lang,
            exact: mode == Mode::Exact,
        };
        match call(&handle, &request, None).await? {
            made @ (Response::Made(_) | Response::Shown(_)) => {
                GIVEN.set(Some(version));
                return Some(made);
            }
            Response::Unknown => GIVEN.set(None),
            _ => return None,
        }
    }
    None
}

/// What an answer of the module depends on besides the page's tournament and its player table.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Depends {
    /// HTML worded in the request's language, of the evaluation in the page's arithmetic mode
    /// (the scoresheets, the Gesamtiteration).
    LangAndMode,
    /// Nothing else: a view in both languages, of ratings no arithmetic mode changes (INGO,
    /// FIDE, Turnierleistung).
    Nothing,
}

/// What the module makes of the page's tournament, made again whenever `request` (read in a
/// reactive context), the tournament or its player table change, and the language and the
/// arithmetic mode where the answer `depends` on them, read by `read` (in the request's
/// language; the answer `None` where the module gave none); an answer to an older request is
/// dropped, and the last answer stays until the next one is in. `None` from `request`: nothing
/// to show.
///
/// An effect and a signal, the requests numbered (so that an older answer is known as such).
fn follow_extra<T: Default + Send + Sync + 'static>(
    p: Page,
    request: impl Fn() -> Option<Extra> + 'static,
    depends: Depends,
    read: fn(Option<Response>, Lang) -> T,
) -> RwSignal<Option<T>> {
    let answer = RwSignal::new(None);
    let asked = StoredValue::new_local(0u64);
    Effect::new(move |_| {
        // What the answer depends on is read (and tracked) only while something is asked for.
        let wanted = request().map(|extra| {
            p.version.track();
            if depends == Depends::LangAndMode {
                p.shared.lang.track();
                p.shared.mode.track();
            }
            let (lang, mode) = (p.shared.lang.get_untracked(), p.shared.mode.get_untracked());
            (extra, lang, mode)
        });
        let number = asked.get_value() + 1;
        asked.set_value(number);
        leptos::task::spawn_local(async move {
            let value = match wanted {
                None => T::default(),
                Some((extra, lang, mode)) => read(make(p, extra, lang, mode).await, lang),
            };
            // Only the answer to the latest request is shown.
            if asked.try_get_value() == Some(number) {
                answer.set(Some(value));
            }
        });
    });
    answer
}

/// HTML the module makes of the page's tournament for what is printed (the scoresheets, the
/// Gesamtiteration), as [`follow_extra`] follows it; why there is none where the module gave
/// no answer.
pub(super) fn extra_html(
    p: Page,
    request: impl Fn() -> Option<Extra> + 'static,
) -> RwSignal<Option<String>> {
    follow_extra(
        p,
        request,
        Depends::LangAndMode,
        |answer, lang| match answer {
            Some(Response::Made(html)) => html,
            Some(_) => String::new(),
            None => format!(
                "<p class=\"error\" role=\"alert\">{}</p>",
                lang.text(failure())
            ),
        },
    )
}

/// A result view the module makes of the page's tournament (INGO, FIDE, Turnierleistung) in
/// both languages, as [`follow_extra`] follows it (a language switch asks nothing); its error
/// says why there is none where the module gave no answer.
pub(super) fn extra_view(
    p: Page,
    request: impl Fn() -> Option<Extra> + 'static,
) -> RwSignal<Option<Worded<ResultView>>> {
    follow_extra(p, request, Depends::Nothing, |answer, _| match answer {
        Some(Response::Shown(view)) => *view,
        Some(_) => Worded::default(),
        None => Worded::by(|l| ResultView {
            error: l.text(failure()).to_string(),
            ..ResultView::default()
        }),
    })
}
