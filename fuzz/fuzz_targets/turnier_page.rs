//! The tournament page's readers and views, as the page uses them: a loaded file as bytes (SWT,
//! or TRF, tournament JSON or cross table in any encoding), the player table's fields typed over
//! it, a small DSB player list's findings applied, the evaluation in both modes, every view as
//! HTML (the page's own and those of its second module, `web::turnier::extras`, from what the page
//! stores), and what the page stores locally.
//!
//! Input: 8 control bytes, then the file; fields after it are separated by byte 0x01: the end
//! date, then values typed into the player table (player and field chosen by the control bytes).
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::dwz::{evaluate, Mode, Options};
use wertung::formats::dsb_list::read_player_list;
use wertung::i18n::Lang;
use wertung::formats::dsb_list::matching::ListIndex;
use wertung::web::turnier::extras::{answer, open_swt, Extra, Opened};
use wertung::web::turnier::report::*;

const LIST: &str = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land\r\n\
    NU1,10614,1,A,\"A,\",M,,1970,202517,1850,42,,,,\r\n\
    NU2,10614,2,A,\"B,\",M,,1990,202517,1600,12,2100,,4711,GER\r\n\
    NU3,10614,3,P,\"B,\",M,,1991,202517,,,,,,\r\n";

fuzz_target!(|data: &[u8]| {
    if data.len() < 8 {
        return;
    }
    let (control, rest) = data.split_at(8);
    let mut parts = rest.split(|&b| b == 1);
    let file = parts.next().unwrap_or(&[]);
    let end = String::from_utf8_lossy(parts.next().unwrap_or(b"12.12.2026")).into_owned();
    let name = if control[7] & 1 == 0 {
        "upload.swt"
    } else {
        "upload.trf"
    };
    let lang = if control[0] & 1 == 0 {
        Lang::De
    } else {
        Lang::En
    };
    // A Swiss-Chess file as the second module opens it: its answer reads back.
    if name.ends_with(".swt") {
        let opened = open_swt(file, &end);
        assert_eq!(Opened::read(&opened.json()), Some(opened));
    }
    let loaded = match read_file(name, file, &end) {
        Ok(l) => l,
        Err(e) => {
            let _ = (Lang::De.error(&e), Lang::En.error(&e));
            return;
        }
    };
    let t = loaded.tournament.clone();
    let mut edits = loaded.edits();
    // The list's findings fill the player table; the user may choose for an ambiguous name.
    let index = ListIndex::new(read_player_list(LIST.as_bytes()).expect("the list reads"));
    let request = MatchRequest {
        end_year: t.end_date.year,
        keys: loaded.entrants.iter().map(Key::from).collect(),
    };
    let matches = read_answer(&answer_json(&index, &request_json(&request)));
    assert_eq!(matches.len(), t.players.len());
    let chosen: Vec<Option<usize>> = matches
        .iter()
        .map(|m| m.candidates.get(control[5] as usize % 3).map(|c| c.row))
        .collect();
    if control[6] & 1 == 1 {
        edits = apply_matches(&edits, &matches, &chosen);
    }
    for (k, value) in parts.enumerate() {
        if edits.is_empty() {
            break;
        }
        let value = String::from_utf8_lossy(value).into_owned();
        let c = control[k % 8] as usize;
        let who = (c / 7 + k) % edits.len();
        let e = &mut edits[who];
        match c % 7 {
            0 => e.dwz = value,
            1 => e.index = value,
            2 => e.birth = value,
            3 => e.rest = value,
            4 => e.ingo = value,
            5 => e.member = !e.member,
            _ => {}
        }
    }
    let (applied, errors) = apply(&t, &edits, &end);
    for (k, _) in &errors {
        let _ = errors_of(lang, &errors, *k);
    }
    let sort = SortKey::ALL[control[1] as usize % SortKey::ALL.len()].0;
    let selected = applied
        .players
        .get(control[2] as usize % applied.players.len().max(1))
        .map(|p| p.id.clone());
    for mode in [Mode::Table, Mode::Exact] {
        if let Ok(e) = evaluate(
            &applied,
            &Options {
                mode,
                ..Options::default()
            },
        ) {
            // The DWZ view, part by part as the page shows it.
            let _ = (eval_info(lang, &e, 1.5), notice_html(lang, &e));
            let _ = (warnings_html(lang, &e), rest_html(lang, &e));
            let _ = table_head(lang, (sort, control[3] & 1 == 0));
            if let Some(id) = selected.as_deref() {
                let _ = scoresheet_html(lang, &e, id);
            }
            assert_eq!(table_rows(lang, &e, (sort, true)).len(), e.players.len());
        }
    }
    let _ = report_head_html(lang, &applied, Mode::Table, applied.end_date);
    // What the page stores reads back as the same tournament and player table.
    let session = Session {
        loaded,
        edits: edits.clone(),
        end: end.clone(),
        matches,
        chosen,
    };
    let stored = store(&session);
    let back = restore(&stored).expect("the stored tournament reads back");
    assert_eq!(back.loaded.tournament.players.len(), t.players.len());
    assert_eq!(back.edits, edits);
    // Every view and file of the second module, from what the page stores.
    let mode = if control[4] & 2 == 0 {
        Mode::Table
    } else {
        Mode::Exact
    };
    let mut extras = vec![
        Extra::Ingo {
            xiangqi: control[4] & 1 == 0,
        },
        Extra::Leistung,
        Extra::Scoresheets,
        Extra::Trace,
        Extra::Csv,
        Extra::Json,
    ];
    extras.extend(selected.map(Extra::Scoresheet));
    for extra in extras {
        assert_eq!(Extra::from_code(&extra.code()).as_ref(), Some(&extra));
        let _ = answer(&stored, &extra, lang, mode);
    }
});
