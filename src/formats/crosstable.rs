//! A cross table as typed or pasted (e.g. from a spreadsheet): one line a player,
//! cells separated by tabs or semicolons:
//!
//! ```text
//! Name ; DWZ ; Index ; Geburtsjahr ; result vs 1 ; result vs 2 ; ... ; result vs N
//! ```
//!
//! The last N cells are the results against players 1..N (N = number of lines); between the
//! name and them stand, as far as given, DWZ, index and birth year (each may be empty). A
//! result cell holds one result a game from the row player's side: `1`, `½` (`=`, `r`, `0,5`),
//! `0`, `+`, `-` (forfeits), several for several games (`1½`); the own cell is `x` or `*`; an
//! empty cell is no game. A result given on one side only is taken from there; both sides must
//! agree. Lines starting with `#` and a header line starting with "Name" are read over.

use crate::dwz::{Date, Game, GameResult, InputError, Kind, Player, Tournament};

fn err(line: usize, cell: usize, found: &str, problem: &str) -> InputError {
    InputError::new(
        format!("line {line}, cell {cell}"),
        "",
        found.trim(),
        problem,
    )
}

/// The games of one result cell, as white scores from the row player's side (None: forfeit
/// loss, Some(2.0): forfeit win is encoded below).
fn cell_results(cell: &str) -> Option<Vec<GameResult>> {
    let c = cell.trim();
    if matches!(c, "0.5" | "0,5" | "1/2" | ",5" | ".5") {
        return Some(vec![GameResult::Draw]);
    }
    c.chars()
        .filter(|ch| !ch.is_whitespace())
        .map(|ch| match ch {
            '1' => Some(GameResult::WhiteWins),
            '0' => Some(GameResult::BlackWins),
            '½' | '=' | 'r' | 'R' => Some(GameResult::Draw),
            '+' => Some(GameResult::WhiteForfeit),
            '-' | '−' => Some(GameResult::BlackForfeit),
            _ => None,
        })
        .collect()
}

/// Reads a cross table (see the module docs); `end_date` is the tournament end.
///
/// ```
/// use wertung::formats::crosstable::read_crosstable;
/// let text = "A;2000;x;1;½\nB;1800;0;x;1\nC;;½;0;x\n";
/// let t = read_crosstable(text, "Test", wertung::dwz::Date::parse("2026-12-12").unwrap()).unwrap();
/// assert_eq!(t.players.len(), 3);
/// assert_eq!(t.games.len(), 3);
/// assert_eq!((t.players[1].dwz, t.players[2].dwz), (Some(1800), None));
/// ```
pub fn read_crosstable(text: &str, name: &str, end_date: Date) -> Result<Tournament, InputError> {
    let rows: Vec<(usize, Vec<String>)> = text
        .lines()
        .enumerate()
        .map(|(k, l)| (k + 1, l.trim_end_matches('\r')))
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .filter(|(_, l)| !l.trim_start().to_ascii_lowercase().starts_with("name"))
        .map(|(k, l)| {
            let sep = if l.contains('\t') { '\t' } else { ';' };
            (k, l.split(sep).map(|c| c.trim().to_string()).collect())
        })
        .collect();
    let n = rows.len();
    if n < 2 {
        return Err(InputError::new(
            "cross table",
            "",
            n.to_string(),
            "a cross table needs at least two players, one line each",
        ));
    }
    let mut players = Vec::with_capacity(n);
    let mut cells: Vec<Vec<Option<Vec<GameResult>>>> = Vec::with_capacity(n);
    for (i, (line, row)) in rows.iter().enumerate() {
        if row.len() < n + 1 {
            return Err(err(
                *line,
                row.len(),
                &row.join(";"),
                &format!(
                    "a line needs the name and {n} result cells (one per player), it has {} cells",
                    row.len()
                ),
            ));
        }
        let extra = row.len() - 1 - n;
        if extra > 3 {
            return Err(err(
                *line,
                2,
                &row[1],
                "between the name and the results there can be DWZ, index and birth year only",
            ));
        }
        let name = row[0].clone();
        if name.is_empty() {
            return Err(err(*line, 1, "", "the name is missing"));
        }
        let number = |k: usize, lo: u32, hi: u32, what: &str| -> Result<Option<u32>, InputError> {
            match row.get(k).map(|s| s.as_str()).unwrap_or("") {
                "" => Ok(None),
                s => match s.replace('.', "").parse::<u32>() {
                    Ok(v) if (lo..=hi).contains(&v) => Ok(Some(v)),
                    _ => Err(err(
                        *line,
                        k + 1,
                        s,
                        &format!("{what} must be a number from {lo} to {hi}"),
                    )),
                },
            }
        };
        let mut p = Player::new((i + 1).to_string());
        p.name = Some(name);
        p.dwz = if extra >= 1 {
            number(1, 1, 3500, "the DWZ")?
        } else {
            None
        };
        p.index = if extra >= 2 {
            number(2, 1, 9999, "the index")?
        } else {
            None
        };
        p.birth_year = if extra >= 3 {
            number(3, 1880, end_date.year as u32, "the birth year")?.map(|y| y as i32)
        } else {
            None
        };
        players.push(p);
        let mut results = Vec::with_capacity(n);
        for j in 0..n {
            let k = 1 + extra + j;
            let cell = &row[k];
            if i == j {
                if !matches!(cell.as_str(), "" | "x" | "X" | "*" | "-" | "—") {
                    return Err(err(
                        *line,
                        k + 1,
                        cell,
                        "the own cell must be x, * or empty",
                    ));
                }
                results.push(None);
                continue;
            }
            if cell.is_empty() {
                results.push(None);
                continue;
            }
            match cell_results(cell) {
                Some(r) => results.push(Some(r)),
                None => {
                    return Err(err(
                        *line,
                        k + 1,
                        cell,
                        "unknown result; use 1, ½, 0, + or -",
                    ))
                }
            }
        }
        cells.push(results);
    }
    let mut games = Vec::new();
    for i in 0..n {
        for j in (i + 1)..n {
            let mine = cells[i][j].clone();
            let theirs: Option<Vec<GameResult>> = cells[j][i]
                .as_ref()
                .map(|r| r.iter().map(|g| g.swapped()).collect());
            let results = match (mine, theirs) {
                (Some(a), Some(b)) if a != b => {
                    let (line, row) = &rows[i];
                    let extra = row.len() - 1 - n;
                    return Err(err(
                        *line,
                        2 + extra + j,
                        &row[1 + extra + j],
                        &format!("does not match line {} against this player", rows[j].0),
                    ));
                }
                (Some(a), _) => a,
                (None, Some(b)) => b,
                (None, None) => continue,
            };
            for result in results {
                games.push(Game {
                    white: (i + 1).to_string(),
                    black: (j + 1).to_string(),
                    result,
                });
            }
        }
    }
    let t = Tournament {
        name: name.to_string(),
        end_date,
        kind: Kind::Tournament,
        players,
        games,
    };
    t.validate()?;
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn end() -> Date {
        Date::parse("2026-12-12").unwrap()
    }

    #[test]
    fn double_round_robin_one_side_and_tabs() {
        let text = "Name\tDWZ\n# a comment\nA\t2000\tx\t1½\t+\nB\t\t\tx\t\nC\t1700\t-\t1\tx\n";
        let t = read_crosstable(text, "T", end()).unwrap();
        let games: Vec<(String, String, GameResult)> = t
            .games
            .iter()
            .map(|g| (g.white.clone(), g.black.clone(), g.result))
            .collect();
        assert_eq!(
            games,
            vec![
                ("1".into(), "2".into(), GameResult::WhiteWins),
                ("1".into(), "2".into(), GameResult::Draw),
                ("1".into(), "3".into(), GameResult::WhiteForfeit),
                ("2".into(), "3".into(), GameResult::BlackWins),
            ]
        );
    }

    #[test]
    fn errors_name_line_and_cell() {
        let cases = [
            ("A;x;1\nB;1;x\n", "line 1, cell 3", "does not match"),
            ("A;x;7\nB;0;x\n", "line 1, cell 3", "\"7\""),
            ("A;x\nB;0;x\n", "line 1, cell 2", "result cells"),
            ("A;12000;x;1\nB;;0;x\n", "line 1, cell 2", "12000"),
            ("A;x;1\n", "cross table", "two players"),
        ];
        for (text, place, detail) in cases {
            let e = read_crosstable(text, "T", end()).unwrap_err().to_string();
            assert!(
                e.contains(place) && e.contains(detail),
                "{e:?}: {place} / {detail}"
            );
        }
    }
}
