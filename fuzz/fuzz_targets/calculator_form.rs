//! The calculator page's reader: a URL query (what a shared link or localStorage brings back)
//! read into the form, the form parsed field by field, the estimate and the results panel.
//! Checks that the link the page writes reproduces the same calculation.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::dwz::{estimate, Date};
use wertung::web::chart::results_html;
use wertung::web::form::{parse, Form};
use wertung::web::i18n::Lang;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let pairs: Vec<(String, String)> = text
        .split('&')
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            (k.to_string(), v.to_string())
        })
        .collect();
    let today = Date::new(2026, 11, 22).unwrap();
    let form = Form::from_query(&pairs);
    for lang in [Lang::De, Lang::En] {
        let parsed = parse(&form, lang, today);
        let result = estimate(&parsed.input, form.mode(), &parsed.params).ok();
        let _ = results_html(lang, form.mode(), result.as_ref());
    }
    // The page's own link brings back the same calculation and the same messages.
    let again = Form::from_query(&form.to_query());
    let (a, b) = (parse(&form, Lang::De, today), parse(&again, Lang::De, today));
    assert_eq!(a.input, b.input, "the link changes the input");
    assert_eq!(a.params, b.params, "the link changes the Stellgrößen");
    assert_eq!(a.errors.len(), b.errors.len(), "the link changes the messages");
});
