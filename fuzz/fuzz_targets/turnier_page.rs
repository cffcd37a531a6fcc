//! The tournament page's readers and views, as the page uses them: a loaded or pasted text
//! (TRF, tournament JSON or cross table), the player table's fields typed over it, the
//! evaluation in both modes, every view as HTML, and what the page stores locally.
//!
//! Input: 8 control bytes, then the text to load; fields after it are separated by byte 0x01:
//! the end date, then values typed into the player table (player and field chosen by the
//! control bytes).
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::dwz::{evaluate, Mode, Options};
use wertung::web::i18n::Lang;
use wertung::web::report::*;

fuzz_target!(|data: &[u8]| {
    if data.len() < 8 {
        return;
    }
    let (control, rest) = data.split_at(8);
    let text = String::from_utf8_lossy(rest);
    let mut parts = text.split('\u{1}');
    let loaded = parts.next().unwrap_or("");
    let end = parts.next().unwrap_or("12.12.2026");
    let Ok((t, ingo)) = read_any(loaded, end) else { return };
    let mut edits = edits_of(&t);
    for (e, i) in edits.iter_mut().zip(ingo) {
        e.ingo = i;
    }
    // What is stored right after loading reads back as the same tournament.
    let stored = stored_json(&t, &edits);
    let (back, _) = read_any(&stored, "").expect("the stored tournament reads back");
    assert_eq!(back.players.len(), t.players.len());
    for (k, value) in parts.enumerate() {
        if edits.is_empty() {
            break;
        }
        let c = control[k % 8] as usize;
        let who = (c / 7 + k) % edits.len();
        let e = &mut edits[who];
        match c % 7 {
            0 => e.dwz = value.into(),
            1 => e.index = value.into(),
            2 => e.birth = value.into(),
            3 => e.rest = value.into(),
            4 => e.ingo = value.into(),
            5 => e.member = !e.member,
            _ => {}
        }
    }
    let lang = if control[0] & 1 == 0 { Lang::De } else { Lang::En };
    let (applied, _errors) = apply(&t, &edits, end);
    let sort = SortKey::ALL[control[1] as usize % SortKey::ALL.len()].0;
    let selected = applied.players.get(control[2] as usize % applied.players.len().max(1)).map(|p| p.id.clone());
    for mode in [Mode::Table, Mode::Exact] {
        if let Ok(e) = evaluate(&applied, &Options { mode, ..Options::default() }) {
            let _ = dwz_html(lang, &e, (sort, control[3] & 1 == 0), selected.as_deref(), 1.5);
        }
    }
    let _ = ingo_html(lang, &applied, &edits, control[4] & 1 == 0);
    let _ = leistung_html(lang, &applied);
    // What the page stores after the edits reads back too (the typing is not lost).
    let stored = stored_json(&applied, &edits);
    let (back, ingo_back) = read_any(&stored, "").expect("the stored tournament reads back");
    assert_eq!(back.players.len(), applied.players.len());
    assert_eq!(ingo_back.len(), applied.players.len());
});
