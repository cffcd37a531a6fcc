//! The DSB report's XML reader, the tournament it gives through the evaluation, and the report
//! written again from it: a report Wertung wrote reads back to the same model.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wertung::formats::dsb_xml::{self, Stamp};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(report) = dsb_xml::read_report(&text) else {
        return;
    };
    let Ok(imported) = dsb_xml::imported_of(&report, None) else {
        return;
    };
    let _ = wertung::dwz::evaluate(&imported.tournament, &Default::default());
    let again = dsb_xml::assemble(
        &imported.tournament,
        &imported.entrants,
        &[],
        report.head.clone(),
        dsb_xml::Head::default(),
    );
    let stamp = Stamp {
        file_uuid: dsb_xml::uuid_v4([data.len() as u8; 16]),
        created: dsb_xml::date_time(0),
    };
    if let Ok(xml) = dsb_xml::write_report(&again, &stamp) {
        let read = dsb_xml::read_report(&xml).expect("a report written reads back");
        assert_eq!(read.players.len(), again.players.len());
        assert_eq!(read.games.len(), again.games.len());
        // The memberships decided by hand come back.
        let member = |p: &dsb_xml::ReportPlayer| p.member.unwrap_or(dsb_xml::member_by_elements(p));
        let members: Vec<bool> = read.players.iter().map(member).collect();
        assert_eq!(
            members,
            again.players.iter().map(member).collect::<Vec<_>>()
        );
    }
});
