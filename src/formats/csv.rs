//! The evaluation as CSV that opens correctly in a German spreadsheet: semicolons, decimal
//! commas, UTF-8 with byte-order mark, CRLF line ends, fields quoted where needed (the `csv`
//! crate's writer, [`records`], which the player list written back uses too).

use crate::dwz::numeric::{fixed, parse_decimal};
use crate::dwz::run::Run;
use crate::dwz::{Evaluation, Group};
use crate::formats::persons::Persons;

/// The column heads (German, as in Anhang 3.1.11, then the change and the player's numbers).
pub const HEADER: [&str; 21] = [
    "Nr",
    "ID",
    "Name",
    "Gruppe",
    "Mitglied",
    "Altersstufe",
    "DWZ alt",
    "Index alt",
    "K",
    "Rc",
    "W",
    "n",
    "We",
    "Rh",
    "Ausnahmespieler",
    "DWZ neu",
    "Index neu",
    "+/−",
    "ZPS",
    "Mitgliedsnummer",
    "FIDE-ID",
];

/// A player's numbers beside the evaluation: ZPS, member number, FIDE ID (as the file or the
/// player list gives them).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Numbers {
    /// The club's ZPS.
    pub club: Option<String>,
    /// The member number in the club.
    pub member_number: Option<String>,
    /// The FIDE ID.
    pub fide_id: Option<u64>,
}

/// Records as CSV text: `sep` between the fields, CRLF after each record, a field quoted where
/// it holds the separator, a quote or a line break (`""` for a quote). Records of unequal length
/// are written as they are.
///
/// ```
/// use wertung::formats::csv::records;
/// let text = records(b';', [["a;b", "say \"hi\"", "x"], ["", "two\nlines", "3,5"]]);
/// assert_eq!(text, "\"a;b\";\"say \"\"hi\"\"\";x\r\n;\"two\nlines\";3,5\r\n");
/// ```
pub fn records<I, R, F>(sep: u8, rows: I) -> String
where
    I: IntoIterator<Item = R>,
    R: IntoIterator<Item = F>,
    F: AsRef<[u8]>,
{
    let mut w = csv::WriterBuilder::new()
        .delimiter(sep)
        .terminator(csv::Terminator::CRLF)
        .flexible(true)
        .from_writer(Vec::new());
    // Writing into memory cannot fail (no I/O; `flexible`: no unequal lengths refused).
    for row in rows {
        let _ = w.write_record(row);
    }
    let bytes = w.into_inner().unwrap_or_default();
    // Only text went in, split at ASCII bytes: the bytes are UTF-8.
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// A cell as written: text that a spreadsheet would take for a formula is neutralised (CSV
/// injection) by a leading `'`; a number is not.
fn cell(field: &str) -> String {
    let formula = field.starts_with(['=', '+', '-', '@']) && parse_decimal(field).is_none();
    if formula {
        format!("'{field}")
    } else {
        field.to_string()
    }
}

/// A number whose leading zeros matter (a ZPS, a member number: `0132`), so that a spreadsheet
/// keeps them: written as the text formula `="0132"`, which every spreadsheet
/// shows as 0132; only digits are ever put into it. Other values as [`cell`].
fn digits_kept(field: &str) -> String {
    if field.len() > 1 && field.starts_with('0') && field.bytes().all(|b| b.is_ascii_digit()) {
        format!("=\"{field}\"")
    } else {
        cell(field)
    }
}

fn num(x: Option<f64>, places: u32) -> String {
    x.map(|v| fixed(v, places).replace('.', ","))
        .unwrap_or_default()
}

/// The German group name.
pub fn group_name(g: Group) -> &'static str {
    match g {
        Group::Established => "etabliert",
        Group::Stage1 => "1. Zusatzstufe",
        Group::Stage2 => "2. Zusatzstufe",
        Group::Remaining => "restlich",
    }
}

/// Writes the evaluation, one row a player: R_o and index for established players, the first
/// rating R_1 (index 1) as "DWZ neu" for Zusatzspieler.
///
/// ```
/// use wertung::formats::{csv, json};
/// let t = json::read_tournament(r#"{"end_date": "2026-12-12", "players": [
///   {"id": "A", "name": "Meier; Hans", "dwz": 1800, "index": 12}, {"id": "B", "dwz": 1700, "index": 9}],
///   "games": [{"white": "A", "black": "B", "result": "1/2-1/2"}]}"#).unwrap();
/// let e = wertung::dwz::evaluate(&t, &Default::default()).unwrap();
/// let text = csv::write_evaluation(&e);
/// assert!(text.starts_with('\u{feff}'));
/// assert!(text.contains("\"Meier; Hans\";etabliert;ja;Erw;1800;12;"));
/// assert!(text.lines().nth(1).unwrap().contains(";0,5;1;0,638;"));
/// ```
pub fn write_evaluation(e: &Evaluation) -> String {
    write_evaluation_with(e, &[])
}

/// [`write_evaluation`] with each player's numbers (`numbers`, in the players' order; missing
/// ones empty).
///
/// ```
/// use wertung::formats::{csv, json};
/// let t = json::read_tournament(r#"{"end_date": "2026-12-12", "players": [
///   {"id": "A", "dwz": 1800, "index": 12}, {"id": "B", "dwz": 1700, "index": 9}],
///   "games": [{"white": "A", "black": "B", "result": "0-1"}]}"#).unwrap();
/// let e = wertung::dwz::evaluate(&t, &Default::default()).unwrap();
/// let n = csv::Numbers { club: Some("10614".into()), member_number: Some("0081".into()), fide_id: Some(4711) };
/// let text = csv::write_evaluation_with(&e, &[n]);
/// let a = text.lines().nth(1).unwrap();
/// // The member number's leading zeros kept for a spreadsheet: ="0081".
/// assert!(a.ends_with(";1782;13;-18;10614;\"=\"\"0081\"\"\";4711"), "{a}"); // 1782 - 1800
/// assert!(text.lines().nth(2).unwrap().ends_with(";;;"));
/// ```
pub fn write_evaluation_with(e: &Evaluation, numbers: &[Numbers]) -> String {
    let none = Numbers::default();
    let mut rows: Vec<Vec<String>> = vec![HEADER.iter().map(|h| h.to_string()).collect()];
    for (k, p) in e.players.iter().enumerate() {
        let ids = numbers.get(k).unwrap_or(&none);
        let (new, index_new) = (p.new_rating(), p.index_new());
        let row = [
            (k + 1).to_string(),
            p.id.clone(),
            p.name.clone().unwrap_or_default(),
            group_name(p.group()).to_string(),
            if p.stored { "ja" } else { "nein" }.to_string(),
            p.age_group()
                .map(|a| a.label())
                .unwrap_or_default()
                .to_string(),
            num(p.ro(), 0),
            p.index_old().map(|i| i.to_string()).unwrap_or_default(),
            num(p.k().map(|k| k.k), 1),
            num(p.rc, 0),
            num(Some(p.w), 1),
            p.n.to_string(),
            num(p.we(), 3),
            num(p.rh(), 0),
            if p.exceptional() { "ja" } else { "" }.to_string(),
            num(new, 0),
            index_new.map(|i| i.to_string()).unwrap_or_default(),
            match (new, p.ro()) {
                (Some(n), Some(o)) => format!("{}", n.round() as i64 - o.round() as i64),
                _ => String::new(),
            },
            ids.club.clone().unwrap_or_default(),
            ids.member_number.clone().unwrap_or_default(),
            ids.fide_id.map(|x| x.to_string()).unwrap_or_default(),
        ];
        // The ZPS and the member number keep their leading zeros in a spreadsheet.
        let last = row.len() - 1;
        let row: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(k, f)| {
                if k == last - 2 || k == last - 1 {
                    digits_kept(f)
                } else {
                    cell(f)
                }
            })
            .collect();
        rows.push(row);
    }
    let mut out = String::from('\u{feff}');
    out.push_str(&records(b';', rows));
    out
}

/// The persons of a Berechnungslauf ([`crate::dwz::run`]) as CSV: name, birth
/// year, list and FIDE ID, the DWZ and index the run leaves, then a column a tournament in the
/// run's order with his DWZ after it ("1752-24"; empty where he did not play or was not stored,
/// "Restpartien" where he has none yet but holds Restpartien, "–" where no game of his counted).
///
/// ```
/// use wertung::dwz::run::{run, RunTournament};
/// use wertung::dwz::{Date, Game, GameResult, Kind, Options, Player, Tournament};
/// use wertung::formats::persons::{Person, Persons};
/// let player = |id: &str| {
///     let mut p = Player::new(id);
///     (p.dwz, p.index, p.birth_year) = (Some(2000), Some(20), Some(1970));
///     p
/// };
/// let t = Tournament { name: "Frühjahr".into(), end_date: Date::parse("2026-04-12").unwrap(),
///     kind: Kind::Match, players: vec![player("A"), player("B")],
///     games: vec![Game { white: "A".into(), black: "B".into(), result: GameResult::WhiteWins, round: None }] };
/// let r = run(&[RunTournament { tournament: t, start_date: None, persons: vec![0, 1] }], 2,
///     &Options::default()).unwrap();
/// let who = Persons { persons: vec![Person { name: Some("Meier; Hans".into()), birth_year: Some(1970),
///     ..Default::default() }, Person::default()], of: vec![vec![0, 1]] };
/// let text = write_run_persons(&r, &who);
/// let mut lines = text.trim_start_matches('\u{feff}').lines();
/// assert_eq!(lines.next(), Some("Name;Geburtsjahr;ID;FIDE-ID;DWZ;Index;Frühjahr"));
/// // 2000 + 25 * 0,5 = 2012,5 -> 2013, index 21.
/// assert_eq!(lines.next(), Some("\"Meier; Hans\";1970;;;2013;21;2013-21"));
/// # use wertung::formats::csv::write_run_persons;
/// ```
pub fn write_run_persons(run: &Run, persons: &Persons) -> String {
    let head: Vec<String> = ["Name", "Geburtsjahr", "ID", "FIDE-ID", "DWZ", "Index"]
        .into_iter()
        .map(str::to_string)
        .chain(run.steps.iter().map(|s| cell(&s.tournament.name)))
        .collect();
    let text = |n: Option<u32>| n.map(|n| n.to_string()).unwrap_or_default();
    let rows = persons.persons.iter().zip(&run.persons).map(|(person, r)| {
        let standing = r.standing.clone().unwrap_or_default();
        let mut row = vec![
            cell(person.name.as_deref().unwrap_or_default()),
            person.birth_year.map(|y| y.to_string()).unwrap_or_default(),
            cell(person.list_id.as_deref().unwrap_or_default()),
            person.fide_id.map(|x| x.to_string()).unwrap_or_default(),
            text(standing.dwz),
            text(standing.index),
        ];
        row.extend((0..run.steps.len()).map(|step| {
            r.path
                .iter()
                .find(|point| point.step == step)
                .map_or(String::new(), |point| match (point.dwz, point.index) {
                    (Some(dwz), Some(index)) => format!("{dwz}-{index}"),
                    (Some(dwz), None) => dwz.to_string(),
                    // Without a game that counted he holds no Restpartien (as the JSON says).
                    _ if point.rest_games == 0 => "–".to_string(),
                    _ => "Restpartien".to_string(),
                })
        }));
        row
    });
    let mut out = String::from('\u{feff}');
    out.push_str(&records(b';', std::iter::once(head).chain(rows)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cell as a spreadsheet reads it back: through the CSV reader.
    fn read_back(field: &str) -> String {
        let text = records(b';', [[field]]);
        let mut r = csv::ReaderBuilder::new()
            .delimiter(b';')
            .has_headers(false)
            .from_reader(text.as_bytes());
        let mut record = csv::StringRecord::new();
        assert!(r.read_record(&mut record).unwrap());
        record.get(0).unwrap().to_string()
    }

    #[test]
    fn leading_zeros_survive_a_spreadsheet_and_nothing_else_becomes_a_formula() {
        assert_eq!(
            records(b';', [[digits_kept("0132")]]),
            "\"=\"\"0132\"\"\"\r\n"
        );
        assert_eq!(read_back(&digits_kept("0132")), "=\"0132\"");
        assert_eq!(digits_kept("132"), "132");
        assert_eq!(digits_kept("0"), "0");
        assert_eq!(digits_kept(""), "");
        assert_eq!(digits_kept("0A12"), "0A12");
        assert_eq!(read_back(&digits_kept("=0132")), "'=0132");
    }

    #[test]
    fn quoting_and_formula_neutralising() {
        assert_eq!(records(b';', [[cell("plain")]]), "plain\r\n");
        assert_eq!(records(b';', [[cell("a;b")]]), "\"a;b\"\r\n");
        assert_eq!(read_back(&cell("a;b")), "a;b");
        assert_eq!(read_back(&cell("say \"hi\"")), "say \"hi\"");
        assert_eq!(read_back(&cell("=HYPERLINK(1)")), "'=HYPERLINK(1)");
        assert_eq!(read_back(&cell("-19")), "-19");
        assert_eq!(read_back(&cell("-Meier")), "'-Meier");
    }
}
