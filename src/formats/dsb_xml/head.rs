//! The head's defaults from the files that carry them: a TRF's records and an SWT's fields.

use super::Head;
use crate::dwz::Date;
use crate::formats::swt::read_swt_head;
use crate::formats::trf::{parse_round_date, parse_trf_date};
use crate::input::InputError;

/// The tournament type a TRF's `092` (or an SWT's mode) describes: Swiss `SW`, round robin
/// `SR`, knock-out `SC`; `T…` for a team tournament.
fn kind_of(text: &str, team: bool) -> Option<String> {
    let t = text.to_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| t.contains(w));
    let base = if has(&["swiss", "schweizer", "ch-system"]) {
        "W"
    } else if has(&[
        "round robin",
        "round-robin",
        "rundenturnier",
        "berger",
        "scheveningen",
    ]) {
        "R"
    } else if has(&["knock", "k.o.", "ko-", "cup", "pokal"]) {
        "C"
    } else {
        return None;
    };
    let team = team || has(&["team", "mannschaft"]);
    Some(format!("{}{base}", if team { "T" } else { "S" }))
}

fn non_empty(text: &str) -> Option<String> {
    let t = text.trim();
    (!t.is_empty()).then(|| t.to_string())
}

/// The head a TRF gives: `012` name, `022` city, `042` start and `052` end (else the first and
/// last of the `132` round dates), `092` type, `102` chief arbiter (the sender), `122` time
/// control, the rounds (the `XXR` record, else the `132` dates).
///
/// ```
/// use wertung::formats::dsb_xml::head_of_trf;
/// let h = head_of_trf("012 Open\n022 Frankfurt\n042 28. 07. 2005\n092 Individual: Swiss-System\n122 40/120, 60\n");
/// assert_eq!(h.location.as_deref(), Some("Frankfurt"));
/// assert_eq!(h.kind.as_deref(), Some("SW"));
/// assert_eq!(h.start_date, wertung::dwz::Date::parse("2005-07-28"));
/// ```
pub fn head_of_trf(text: &str) -> Head {
    let mut head = Head::default();
    let mut round_dates: Vec<Date> = Vec::new();
    for line in text.lines() {
        let code = line.get(..3).unwrap_or("");
        let value = line.get(4..).unwrap_or("");
        match code {
            "012" => head.label = non_empty(value),
            "022" => head.location = non_empty(value),
            "042" => head.start_date = parse_trf_date(value),
            "052" => head.end_date = parse_trf_date(value),
            "092" => head.kind = kind_of(value, false),
            "102" => head.sender = non_empty(value),
            "122" => head.time_control = non_empty(value),
            "XXR" => head.rounds = value.trim().parse().ok().filter(|&r| r > 0),
            "132" => {
                let dates = line.chars().skip(88).collect::<String>();
                round_dates.extend(dates.split_whitespace().filter_map(parse_round_date));
            }
            _ => {}
        }
    }
    if head.rounds.is_none() && !round_dates.is_empty() {
        head.rounds = u32::try_from(round_dates.len()).ok();
    }
    head.start_date = head.start_date.or(round_dates.iter().min().copied());
    head.end_date = head.end_date.or(round_dates.iter().max().copied());
    head
}

/// The head an SWT gives (its fields 65, 66, 67, 70 to 74, 1, 31, 35 and the round dates).
pub fn head_of_swt(bytes: &[u8]) -> Result<Head, InputError> {
    let s = read_swt_head(bytes)?;
    let mode = match s.mode {
        0 => "swiss",
        1 | 3 => "round robin",
        2 => "knock-out",
        _ => "",
    };
    let dates: Vec<Date> = s.round_dates.iter().flatten().copied().collect();
    Ok(Head {
        label: s.name,
        kind: kind_of(mode, s.team),
        time_control: s.time_control,
        rounds: u32::try_from(s.rounds).ok().filter(|&r| r > 0),
        start_date: s.start.or(dates.iter().min().copied()),
        end_date: s.end.or(dates.iter().max().copied()),
        location: s.location,
        sender: s.arbiter,
        ..Head::default()
    })
}
