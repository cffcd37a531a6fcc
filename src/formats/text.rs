//! The evaluation as a plain-text table laid out like Anhang 3.1.11 (German number format).

use crate::dwz::numeric::round_half_away;
use crate::dwz::{Evaluation, Group};

/// A number with a decimal comma and `places` decimals: 5.99 -> "5,990".
pub fn decimal(x: f64, places: usize) -> String {
    format!("{:.*}", places, round_half_away(x, places as u32)).replace('.', ",")
}

fn int(x: Option<f64>) -> String {
    x.map(|v| format!("{}", round_half_away(v, 0) as i64))
        .unwrap_or_else(|| "-".into())
}

/// Anhang 3.1.11: one line a player with R_o, K, R_c, W, n, W_e, R_h and the new DWZ.
pub fn write_evaluation(name: &str, e: &Evaluation) -> String {
    let mut out = String::new();
    if !name.is_empty() {
        out.push_str(name);
        out.push('\n');
    }
    out.push_str(&format!(
        "{:>3}  {:<12} {:<3} {:>10} {:>6} {:>5} {:>5} {:>3} {:>6} {:>5} {:>12} {:>4}\n",
        "#", "Spieler", "Alt", "R_o", "K", "R_c", "W", "n", "W_e", "R_h", "R_n", "+/-"
    ));
    for (k, p) in e.players.iter().enumerate() {
        let ro = match (p.ro(), p.index_old()) {
            (Some(r), Some(i)) => format!("{} - {}", r as i64, i),
            (Some(r), None) => format!("{}", r as i64),
            _ => String::new(),
        };
        let k_text = p
            .k()
            .map(|k| {
                let s = decimal(k.k, 1);
                if p.stored {
                    s
                } else {
                    format!("({s})")
                }
            })
            .unwrap_or_default();
        let we = p.we().map(|we| decimal(we, 3)).unwrap_or_default();
        let rh = match p.group() {
            Group::Established => {
                let s = int(p.rh());
                if p.exceptional() {
                    format!("{s}*")
                } else {
                    s
                }
            }
            _ => String::new(),
        };
        let (rn, diff) = match p.group() {
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
                (
                    if p.stored {
                        format!("{s} - 1")
                    } else {
                        format!("({s})")
                    },
                    String::new(),
                )
            }
            Group::Remaining => (
                if p.stored && !p.rest_games().is_empty() {
                    "Restpartien".into()
                } else {
                    "-".into()
                },
                String::new(),
            ),
        };
        let age = p.age_group().map(|a| a.label()).unwrap_or_default();
        let name = p.name.clone().unwrap_or_else(|| p.id.clone());
        out.push_str(&format!(
            "{:>3}  {:<12} {:<3} {:>10} {:>6} {:>5} {:>5} {:>3} {:>6} {:>5} {:>12} {:>4}\n",
            k + 1,
            truncate(&name, 12),
            age,
            ro,
            k_text,
            int(p.rc),
            decimal(p.w, 1),
            p.n,
            we,
            rh,
            rn,
            diff
        ));
    }
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

fn truncate(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}

/// Waldstein's figures as a table: points, Gelbfuß, Sonneborn-Berger, Buchholz with their
/// rankings, and the Turnierleistung t with T and the ranking it gives.
pub fn write_waldstein(t: &crate::dwz::Tournament, r: &crate::waldstein::Report) -> String {
    use crate::waldstein::{roman, Status};
    let mut out = String::new();
    if !t.name.is_empty() {
        out.push_str(&t.name);
        out.push('\n');
    }
    out.push_str(&format!(
        "{:<16} {:>5} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7}\n",
        "Spieler",
        "Pkt",
        "Platz",
        "Gelbf.",
        "Platz",
        "S.-B.",
        "Platz",
        "Buchh.",
        "Platz",
        "t",
        "T",
        "Platz"
    ));
    for (i, p) in t.players.iter().enumerate() {
        let name: String = p
            .name
            .clone()
            .unwrap_or_else(|| p.id.clone())
            .chars()
            .take(16)
            .collect();
        let (tt, q) = match r.status[i] {
            Status::Rated => (
                r.t[i].map(|x| decimal(x, 3)).unwrap_or_default(),
                r.quality[i].map(|x| decimal(x, 2)).unwrap_or_default(),
            ),
            Status::HorsConcours => ("h. c.".to_string(), String::new()),
            Status::AllLost | Status::NoGames => ("-".to_string(), String::new()),
        };
        out.push_str(&format!(
            "{:<16} {:>5} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7}\n",
            name,
            decimal(r.points[i], 1),
            roman(r.ranks_points[i]),
            decimal(r.gelbfuss[i], 2),
            roman(r.ranks_gelbfuss[i]),
            decimal(r.sonneborn_berger[i], 2),
            roman(r.ranks_sonneborn_berger[i]),
            decimal(r.buchholz[i], 2),
            roman(r.ranks_buchholz[i]),
            tt,
            q,
            roman(r.ranks_t[i]),
        ));
    }
    if let Some(h) = r.homogeneity {
        out.push_str(&format!("\nHomogenität T_max / T_min: {}\n", decimal(h, 2)));
    }
    let p = &r.practical;
    out.push_str(&format!(
        "Von Hand (Abschnitt 6): Rangfolge dreimal gleich nach s_{}; t = {}{}\n",
        p.stop,
        p.t.iter()
            .map(|x| decimal(*x, 3))
            .collect::<Vec<_>>()
            .join(" "),
        p.homogeneity
            .map(|h| format!(", Homogenität {}", decimal(h, 2)))
            .unwrap_or_default()
    ));
    out
}
