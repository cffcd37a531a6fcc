//! The tournament page's readers and views, as the page uses them: a loaded file as bytes (SWT,
//! or TRF, tournament JSON or cross table in any encoding), the player table's fields typed over
//! it, a small DSB player list's findings applied, the evaluation in both modes, every view as
//! data worded as the page words it (the page's own, the scoresheets and the Gesamtiteration,
//! and those of its second module, `web::turnier::reader`, asked through its one request as
//! JSON, as the page asks it), and what the page stores locally.
//!
//! Input: 8 control bytes, then the file; fields after it are separated by byte 0x01: the end
//! date, then values typed into the player table (player and field chosen by the control bytes).
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::dwz::{evaluate, Mode, Options};
use wertung::i18n::Lang;
use wertung::web::common::messages::{Extra, Given, Request, Response};
use wertung::web::turnier::evaluation::notes::*;
use wertung::web::turnier::evaluation::table::{
    shown_columns, table_head, table_rows, zps_text, Sort, Who, COLUMNS,
};
use wertung::web::turnier::list::{Key, ListAsk, MatchRequest};
use wertung::web::turnier::load::read_file;
use wertung::web::turnier::reader::{open, Module};
use wertung::web::turnier::sheets::{all_scoresheets, scoresheet, trace, words};
use wertung::web::turnier::store::{restore, store, Session};
use wertung::web::turnier::table::{apply, errors_of, Edit};

/// Asks the second module as the page does: the request as JSON, the answer read back.
fn ask(module: &mut Module, request: &Request, bytes: &[u8]) -> Response {
    Response::read(&module.handle_json(&request.json(), bytes)).expect("the answer reads back")
}

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
    let mut module = Module::default();
    // A file as the second module opens it: its answer reads back.
    let request = Request::Open {
        name: name.into(),
        end: end.clone(),
    };
    let opened = ask(&mut module, &request, file);
    assert_eq!(opened, Response::Opened(open(name, file, &end)));
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
    let listed = ask(&mut module, &Request::LoadList, LIST.as_bytes());
    assert!(matches!(listed, Response::List(_)), "{listed:?}");
    let request = MatchRequest {
        end_year: t.end_date.year,
        keys: loaded.entrants.iter().map(Key::from).collect(),
    };
    // Matched anew: every player's cell and fields; then the user's choices applied.
    let base: Vec<(usize, Edit)> = edits.iter().cloned().enumerate().collect();
    let asked = ListAsk {
        request: Some(request),
        base: base.clone(),
        ..ListAsk::default()
    };
    let Response::Listed(found) = ask(&mut module, &Request::List(asked), &[]) else {
        panic!("the list is kept");
    };
    assert_eq!(found.cells.len(), t.players.len());
    let chosen: Vec<Option<usize>> = (0..t.players.len())
        .map(|k| (control[5] as usize + k).checked_rem(5).filter(|c| *c < 2))
        .collect();
    let again = ListAsk {
        request: None,
        matches: found.matches.clone(),
        chosen: chosen.clone(),
        base,
        ..ListAsk::default()
    };
    let Response::Listed(decided) = ask(&mut module, &Request::List(again), &[]) else {
        panic!("the findings are kept by the page");
    };
    if control[6] & 1 == 1 {
        for (k, e) in decided.edits {
            if let Some(slot) = edits.get_mut(k) {
                *slot = e;
            }
        }
    }
    let matches = decided.matches;
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
    let column = control[1] as usize % COLUMNS.len();
    // The file's ZPS and team of each player, as the page shows them without a list.
    let who: Vec<Who> = loaded
        .entrants
        .iter()
        .map(|e| Who {
            zps: zps_text(e.club.as_deref(), e.member_number.as_deref(), None),
            team: e.team.clone().unwrap_or_default(),
            byes: e.byes.clone(),
        })
        .collect();
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
            let _ = (eval_info(lang, &e, 1.5), notice(&e));
            let _ = (warning_lines(lang, &e), rest_lines(lang, &e));
            let ascending = control[3] & 1 == 0;
            let shown = shown_columns(&e, &who);
            let _ = table_head(lang, Sort { column, ascending }, &shown);
            if let Some(id) = selected.as_deref() {
                let sheet = scoresheet(&applied, &e, id, &who).expect("a player has a sheet");
                let _ = (
                    words::indexed(lang, sheet.old),
                    words::indexed(lang, sheet.new),
                );
                let _ = words::sums_line(lang, sheet.w, sheet.n, sheet.k);
            }
            assert_eq!(all_scoresheets(&applied, &e, &who).len(), e.players.len());
            if let Some(t) = trace(&e) {
                assert!(t.steps.iter().all(|s| s.len() == t.players.len()));
            }
            let sort = Sort {
                column,
                ascending: true,
            };
            assert_eq!(table_rows(lang, &e, sort, &who).len(), e.players.len());
        }
    }
    let _ = report_head(lang, &applied, Mode::Table, applied.end_date, &[]);
    // What the page stores reads back as the same tournament and player table.
    let session = Session {
        loaded,
        edits: edits.clone(),
        end: end.clone(),
        matches,
        chosen,
        listed: Vec::new(),
        file_head: None,
        head: vec![
            "T-1".into(),
            String::new(),
            "Bezirk".into(),
            "<Auswerter>".into(),
        ],
        id: wertung::web::turnier::store::identity("", "", wertung::formats::hash::fnv1a(data)),
    };
    let stored = store(&session);
    let back = restore(&stored).expect("the stored tournament reads back");
    assert_eq!(back.loaded.tournament.players.len(), t.players.len());
    assert_eq!(back.edits, edits);
    // Every view and file of the second module, the tournament given once and then kept.
    let exact = control[4] & 2 != 0;
    let reader = vec![
        Extra::Ingo {
            xiangqi: control[4] & 1 == 0,
        },
        Extra::Leistung,
        Extra::Fide,
        Extra::Csv,
        Extra::Json,
    ];
    let mut tournament = Given::New {
        version: 1,
        session: Box::new(wertung::web::turnier::store::Stored::from(back)),
    };
    for extra in reader {
        let request = Request::Make {
            tournament,
            extra,
            lang,
            exact,
        };
        let made = ask(&mut module, &request, &[]);
        // The views as data (worded as the page words them), the rest as text.
        match made {
            Response::Made(_) => {}
            Response::Shown(view) => {
                for row in view.table.iter().flat_map(|t| &t.rows) {
                    for cell in &row.cells {
                        let _ = (cell.text.text(lang), cell.title.text(lang));
                    }
                }
            }
            other => panic!("{other:?}"),
        }
        tournament = Given::Kept(1);
    }
});
