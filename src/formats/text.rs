//! Plain-text tables (German number format): the evaluation laid out like Anhang 3.1.11, and
//! Waldstein's figures.

use crate::dwz::numeric::round_half_away;
use crate::dwz::{Evaluation, Group, PlayerResult};
use crate::waldstein::{roman, Report, Status};

/// A number with a decimal comma and `places` decimals: 5.99 -> "5,990".
pub fn decimal(x: f64, places: usize) -> String {
    format!("{:.*}", places, round_half_away(x, places as u32)).replace('.', ",")
}

/// A whole number (rounded half away from zero); `-` for none.
fn int(x: Option<f64>) -> String {
    x.map_or_else(
        || "-".into(),
        |v| format!("{}", round_half_away(v, 0) as i64),
    )
}

/// Anhang 3.1.11: one line a player with R_o, K, R_c, W, n, W_e, R_h and the new DWZ.
pub fn write_evaluation(name: &str, e: &Evaluation) -> String {
    let mut out = String::new();
    if !name.is_empty() {
        out.push_str(name);
        out.push('\n');
    }
    out.push_str(&evaluation_line([
        "#", "Spieler", "Alt", "R_o", "K", "R_c", "W", "n", "W_e", "R_h", "R_n", "+/-",
    ]));
    for (k, p) in e.players.iter().enumerate() {
        out.push_str(&player_line(k + 1, p));
    }
    out.push_str(&evaluation_notes(e));
    out
}

/// One line of the Anhang 3.1.11 table: number, player, age group, R_o, K, R_c, W, n, W_e,
/// R_h, R_n, +/-.
fn evaluation_line(cells: [&str; 12]) -> String {
    let [no, name, age, ro, k, rc, w, n, we, rh, rn, change] = cells;
    format!(
        "{no:>3}  {name:<12} {age:<3} {ro:>10} {k:>6} {rc:>5} {w:>5} {n:>3} {we:>6} {rh:>5} {rn:>12} {change:>4}\n"
    )
}

/// The `number`-th player's line (Anhang 3.1.11), his name cut to 12 characters.
fn player_line(number: usize, p: &PlayerResult) -> String {
    let name = p.name.clone().unwrap_or_else(|| p.id.clone());
    let we = p.we().map(|we| decimal(we, 3)).unwrap_or_default();
    let (rn, change) = new_rating(p);
    evaluation_line([
        &number.to_string(),
        &truncate(&name, 12),
        p.age_group().map(|a| a.label()).unwrap_or_default(),
        &old_rating(p),
        &k_text(p),
        &int(p.rc),
        &decimal(p.w, 1),
        &p.n.to_string(),
        &we,
        &rh_text(p),
        &rn,
        &change,
    ])
}

/// R_o with the index brought in, `R_o - index` (without a known index, R_o alone).
fn old_rating(p: &PlayerResult) -> String {
    match (p.ro(), p.index_old()) {
        (Some(r), Some(i)) => format!("{} - {}", r as i64, i),
        (Some(r), None) => format!("{}", r as i64),
        _ => String::new(),
    }
}

/// K with one decimal, in brackets where the result is not stored (WO 3.4.3).
fn k_text(p: &PlayerResult) -> String {
    p.k()
        .map(|k| stored_or_bracketed(p, decimal(k.k, 1)))
        .unwrap_or_default()
}

/// An established player's R_h, with `*` for an Ausnahmespieler (WO 3.6.3).
fn rh_text(p: &PlayerResult) -> String {
    if p.group() != Group::Established {
        return String::new();
    }
    let s = int(p.rh());
    if p.exceptional() {
        format!("{s}*")
    } else {
        s
    }
}

/// The new DWZ and the change: `R_n - index` and R_n - R_o for an established player, `R_1 - 1`
/// for a first rating, `Restpartien` for a remaining player with stored Restpartien; a result
/// not stored (WO 3.4.3) is the rating alone in brackets.
fn new_rating(p: &PlayerResult) -> (String, String) {
    match p.group() {
        Group::Established => match (p.rn(), p.index_new(), p.change()) {
            (Some(rn), Some(i), Some(change)) => {
                let s = format!("{} - {}", rn as i64, i);
                let s = if p.stored {
                    s
                } else {
                    format!("({})", rn as i64)
                };
                (s, format!("{}", change as i64))
            }
            _ => ("-".into(), String::new()),
        },
        Group::Stage1 | Group::Stage2 => {
            let s = int(p.r1());
            let s = if p.stored {
                format!("{s} - 1")
            } else {
                format!("({s})")
            };
            (s, String::new())
        }
        Group::Remaining if p.stored && !p.rest_games().is_empty() => {
            ("Restpartien".into(), String::new())
        }
        Group::Remaining => ("-".into(), String::new()),
    }
}

/// `text` as it is for a stored result, else in brackets (WO 3.4.3).
fn stored_or_bracketed(p: &PlayerResult, text: String) -> String {
    if p.stored {
        text
    } else {
        format!("({text})")
    }
}

/// The notes under the table: the steps of the Gesamtiteration (Anhang 3.1.4) and what `*`
/// and `( )` mean where they occur.
fn evaluation_notes(e: &Evaluation) -> String {
    let mut out = String::new();
    if e.steps > 0 {
        out.push_str(&format!("\nGesamtiteration: {} Schritte", e.steps));
        if e.cycled {
            out.push_str(" (Werte pendelten, jeweils der höhere genommen)");
        }
        out.push('\n');
    }
    if e.players.iter().any(|p| p.exceptional()) {
        out.push_str("* Ausnahmespieler (Sonderwertung, WO 3.6.3)\n");
    }
    if e.players.iter().any(|p| !p.stored) {
        out.push_str(
            "( ) nicht gespeichert: kein DSB-Mitglied (textueller Teilnehmer, WO 3.4.3)\n",
        );
    }
    out
}

/// The first `n` characters of `s`.
fn truncate(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}

/// Waldstein's figures as a table: points, Gelbfuß, Sonneborn-Berger, Buchholz with their
/// rankings, and the Turnierleistung t with T and the ranking it gives.
pub fn write_waldstein(t: &crate::dwz::Tournament, r: &Report) -> String {
    let mut out = String::new();
    if !t.name.is_empty() {
        out.push_str(&t.name);
        out.push('\n');
    }
    out.push_str(&waldstein_line([
        "Spieler", "Pkt", "Platz", "Gelbf.", "Platz", "S.-B.", "Platz", "Buchh.", "Platz", "t",
        "T", "Platz",
    ]));
    for (i, p) in t.players.iter().enumerate() {
        let name = p.name.clone().unwrap_or_else(|| p.id.clone());
        out.push_str(&waldstein_row(&truncate(&name, 16), r, i));
    }
    if let Some(h) = r.homogeneity {
        out.push_str(&format!("\nHomogenität T_max / T_min: {}\n", decimal(h, 2)));
    }
    out.push_str(&practical_line(r));
    out
}

/// One line of Waldstein's table: the player and eleven figures.
fn waldstein_line(cells: [&str; 12]) -> String {
    let [name, points, figures @ ..] = cells;
    let mut line = format!("{name:<16} {points:>5}");
    for figure in figures {
        line.push_str(&format!(" {figure:>7}"));
    }
    line.push('\n');
    line
}

/// The `i`-th player's figures with their rankings; t and T only for a rated player, `h. c.`
/// hors concours, `-` for one who lost every game or played none.
fn waldstein_row(name: &str, r: &Report, i: usize) -> String {
    let (t, quality) = match r.status[i] {
        Status::Rated => (
            r.t[i].map(|x| decimal(x, 3)).unwrap_or_default(),
            r.quality[i].map(|x| decimal(x, 2)).unwrap_or_default(),
        ),
        Status::HorsConcours => ("h. c.".to_string(), String::new()),
        Status::AllLost | Status::NoGames => ("-".to_string(), String::new()),
    };
    waldstein_line([
        name,
        &decimal(r.points[i], 1),
        &roman(r.ranks_points[i]),
        &decimal(r.gelbfuss[i], 2),
        &roman(r.ranks_gelbfuss[i]),
        &decimal(r.sonneborn_berger[i], 2),
        &roman(r.ranks_sonneborn_berger[i]),
        &decimal(r.buchholz[i], 2),
        &roman(r.ranks_buchholz[i]),
        &t,
        &quality,
        &roman(r.ranks_t[i]),
    ])
}

/// Section 6, by hand: the step after which the ranking was three times the same, its t and
/// the homogeneity.
fn practical_line(r: &Report) -> String {
    let p = &r.practical;
    format!(
        "Von Hand (Abschnitt 6): Rangfolge dreimal gleich nach s_{}; t = {}{}\n",
        p.stop,
        p.t.iter()
            .map(|x| decimal(*x, 3))
            .collect::<Vec<_>>()
            .join(" "),
        p.homogeneity
            .map(|h| format!(", Homogenität {}", decimal(h, 2)))
            .unwrap_or_default()
    )
}
