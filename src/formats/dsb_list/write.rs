//! The player list written back (the CLI's `dwz run --list-out`): the rows of the list read, in
//! its order, with the DWZ, index and "Letzte Auswertung" a Berechnungslauf left its persons, in
//! the layout of `spieler.csv` before 10.09.2026 (its first 17 columns, which hold everything a
//! [`ListRow`] keeps); comma-separated, quoted where needed (the `csv` crate's writer), CRLF
//! line ends, UTF-8 (the list's reader takes it as it takes the DSB's Windows-1252).

use super::matching::ListIndex;
use super::ListRow;
use crate::dwz::run::Run;
use crate::dwz::Date;

/// The header of the layout written.
pub const HEADER: &str = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land,Vorname,Nachname";

/// ISO 8601 week of a date as the list's `Letzte Auswertung` writes it, `YYYYWW` (the inverse
/// of [`super::week_end`] for a Sunday): week 1 holds 4 January.
///
/// ```
/// use wertung::dwz::Date;
/// use wertung::formats::dsb_list::write::year_week;
/// assert_eq!(year_week(Date::new(2026, 1, 4).unwrap()), 202601);
/// assert_eq!(year_week(Date::new(2025, 11, 9).unwrap()), 202545);
/// assert_eq!(year_week(Date::new(2021, 1, 3).unwrap()), 202053); // still 2020's last week
/// assert_eq!(year_week(Date::new(2024, 12, 30).unwrap()), 202501); // already 2025's first
/// ```
pub fn year_week(d: Date) -> u32 {
    let (year, week) = d.iso_week();
    (year.max(0) as u32) * 100 + week
}

/// A row's fields in the order of [`HEADER`].
fn row_fields(r: &ListRow) -> [String; 17] {
    let n = |x: Option<u32>| x.map(|v| v.to_string()).unwrap_or_default();
    let (surname, given) = r.name.split_once(',').unwrap_or((r.name.as_str(), ""));
    let status = match r.status {
        super::Status::Active => "A",
        super::Status::Passive => "P",
        super::Status::Unknown => "",
    };
    [
        r.id.as_deref().unwrap_or_default().to_string(),
        r.club.as_deref().unwrap_or_default().to_string(),
        r.member_number.as_deref().unwrap_or_default().to_string(),
        status.to_string(),
        r.name.clone(),
        r.sex.map(String::from).unwrap_or_default(),
        String::new(),
        r.birth_year.map(|y| y.to_string()).unwrap_or_default(),
        n(r.last_evaluation),
        n(r.dwz),
        n(r.index),
        n(r.fide_rating),
        r.fide_title.as_deref().unwrap_or_default().to_string(),
        r.fide_id.map(|i| i.to_string()).unwrap_or_default(),
        r.fide_country.as_deref().unwrap_or_default().to_string(),
        given.split(',').next().unwrap_or("").trim().to_string(),
        surname.trim().to_string(),
    ]
}

/// The list after the run: every row of a person the run rated takes his last DWZ, index and the
/// week of that evaluation's end. `persons[f][k]` is the run's person of player `k` of file
/// `f`, `rows[f][k]` the row of the list he matched.
pub fn list_after_run(
    index: &ListIndex,
    run: &Run,
    persons: &[Vec<usize>],
    rows: &[Vec<Option<usize>>],
) -> String {
    let mut out_rows: Vec<ListRow> = index.list.rows.iter().collect();
    for (file_persons, file_rows) in persons.iter().zip(rows) {
        for (&person, &row) in file_persons.iter().zip(file_rows) {
            let (Some(row), Some(p)) = (row, run.persons.get(person)) else {
                continue;
            };
            let (Some(standing), Some(last)) = (&p.standing, p.path.last()) else {
                continue;
            };
            if standing.dwz.is_none() {
                continue;
            }
            let week = run
                .steps
                .get(last.step)
                .map(|s| year_week(s.tournament.end_date));
            let list_person = index.person_of(row);
            let all: Vec<usize> = match list_person {
                Some(lp) => index
                    .rows_of_person(lp)
                    .iter()
                    .map(|&r| r as usize)
                    .collect(),
                None => vec![row],
            };
            for r in all {
                if let Some(out) = out_rows.get_mut(r) {
                    out.dwz = standing.dwz;
                    out.index = standing.index;
                    out.last_evaluation = week.or(out.last_evaluation);
                }
            }
        }
    }
    let mut text = String::from(HEADER);
    text.push_str("\r\n");
    text.push_str(&crate::formats::csv::records(
        b',',
        out_rows.iter().map(row_fields),
    ));
    text
}
