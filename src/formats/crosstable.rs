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

use crate::dwz::error::{Allowed, At, Field, InputError, Problem};
use crate::dwz::limits::{FIRST_BIRTH_YEAR, INDEX, RATING};
use crate::dwz::{Date, Game, GameResult, Kind, Player, Tournament};

/// The games of one result cell, from the row player's side: one result a character (`1½`),
/// or words separated by spaces (`1 ½`, `0,5 1`); `None` when something is not a result.
fn cell_results(cell: &str) -> Option<Vec<GameResult>> {
    let mut results = Vec::new();
    for word in cell.split_whitespace() {
        if matches!(word, "0.5" | "0,5" | "1/2" | ",5" | ".5") {
            results.push(GameResult::Draw);
            continue;
        }
        for ch in word.chars() {
            results.push(match ch {
                '1' => GameResult::WhiteWins,
                '0' => GameResult::BlackWins,
                '½' | '=' | 'r' | 'R' => GameResult::Draw,
                '+' => GameResult::WhiteForfeit,
                '-' | '−' => GameResult::BlackForfeit,
                _ => return None,
            });
        }
    }
    Some(results)
}

/// The cells of a line: split at tabs, else at semicolons; a line with neither is split at
/// spaces, the last `n` words being the results and up to three numbers before them DWZ,
/// index and birth year (the rest is the name).
fn cells(line: &str, n: usize) -> Vec<String> {
    let sep = if line.contains('\t') {
        Some('\t')
    } else if line.contains(';') {
        Some(';')
    } else {
        None
    };
    if let Some(sep) = sep {
        return line.split(sep).map(|c| c.trim().to_string()).collect();
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.len() <= n {
        return words.iter().map(|w| w.to_string()).collect();
    }
    let results = &words[words.len() - n..];
    let mut head = &words[..words.len() - n];
    let mut numbers: &[&str] = &[];
    if let Some(k) = head
        .iter()
        .position(|w| w.bytes().all(|b| b.is_ascii_digit() || b == b'.'))
        .filter(|&k| k > 0)
    {
        numbers = &head[k..];
        head = &head[..k];
    }
    let mut out = vec![head.join(" ")];
    // All of them: more than three are refused by the caller (TooManyCells), not dropped.
    out.extend(numbers.iter().map(|w| w.to_string()));
    out.extend(results.iter().map(|w| w.to_string()));
    out
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
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(k, l)| {
            (
                k + 1,
                l.trim_end_matches('\r').trim_start_matches('\u{feff}'),
            )
        })
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .filter(|(_, l)| !l.trim_start().to_ascii_lowercase().starts_with("name"))
        .collect();
    let n = lines.len();
    if n < 2 {
        return Err(InputError::at(
            At::Tournament,
            n.to_string(),
            Problem::TooFewPlayers,
        ));
    }
    let rows: Vec<(usize, Vec<String>)> = lines.iter().map(|&(k, l)| (k, cells(l, n))).collect();
    let mut players = Vec::with_capacity(n);
    let mut table: Vec<Vec<Option<Vec<GameResult>>>> = Vec::with_capacity(n);
    for (i, (line, row)) in rows.iter().enumerate() {
        let line = *line;
        if row.len() < n + 1 {
            return Err(InputError::at(
                At::Line(line),
                "",
                Problem::TooFewCells {
                    needed: n,
                    found: row.len(),
                },
            ));
        }
        let extra = row.len() - 1 - n;
        if extra > 3 {
            return Err(InputError::at(
                [At::Line(line), At::Cell(5)],
                &row[4],
                Problem::TooManyCells,
            ));
        }
        let name = row[0].clone();
        if name.is_empty() {
            return Err(InputError::missing(At::Line(line), Field::Name));
        }
        let number =
            |k: usize, lo: u32, hi: u32, field: Field| -> Result<Option<u32>, InputError> {
                if k > extra {
                    return Ok(None);
                }
                match row.get(k).map(|s| s.as_str()).unwrap_or("") {
                    "" => Ok(None),
                    s => match s.replace('.', "").parse::<u32>() {
                        Ok(v) if (lo..=hi).contains(&v) => Ok(Some(v)),
                        Ok(_) => Err(InputError::out_of_range(At::Line(line), field, s, lo, hi)),
                        Err(_) => Err(InputError::new(
                            At::Line(line),
                            field,
                            s,
                            Problem::NotAWholeNumber,
                        )),
                    },
                }
            };
        let mut p = Player::new((i + 1).to_string());
        p.name = Some(name);
        p.dwz = number(1, RATING.0, RATING.1, Field::Dwz)?;
        p.index = number(2, INDEX.0, INDEX.1, Field::Index)?;
        p.birth_year = number(
            3,
            FIRST_BIRTH_YEAR as u32,
            end_date.year.max(FIRST_BIRTH_YEAR) as u32,
            Field::BirthYear,
        )?
        .map(|y| y as i32);
        players.push(p);
        let mut results = Vec::with_capacity(n);
        for j in 0..n {
            let cell = &row[1 + extra + j];
            let place = [At::Line(line), At::ResultAgainst(j + 1)];
            if i == j {
                if !matches!(cell.as_str(), "" | "x" | "X" | "*" | "-" | "—" | "−") {
                    return Err(InputError::at(
                        place,
                        cell.as_str(),
                        Problem::NotAllowed(Allowed::OwnCell),
                    ));
                }
                results.push(None);
            } else if cell.is_empty() {
                results.push(None);
            } else {
                match cell_results(cell) {
                    Some(r) => results.push(Some(r)),
                    None => {
                        return Err(InputError::at(
                            place,
                            cell.as_str(),
                            Problem::NotAllowed(Allowed::CrossCell),
                        ))
                    }
                }
            }
        }
        table.push(results);
    }
    let mut games = Vec::new();
    for i in 0..n {
        for j in (i + 1)..n {
            let mine = table[i][j].clone();
            let theirs: Option<Vec<GameResult>> = table[j][i]
                .as_ref()
                .map(|r| r.iter().map(|g| g.swapped()).collect());
            let results = match (mine, theirs) {
                (Some(a), Some(b)) if a != b => {
                    let (line, row) = &rows[i];
                    let (other_line, other_row) = &rows[j];
                    let other_extra = other_row.len() - 1 - n;
                    return Err(InputError::at(
                        [At::Line(*line), At::ResultAgainst(j + 1)],
                        row[1 + (row.len() - 1 - n) + j].as_str(),
                        Problem::Disagrees {
                            line: *other_line,
                            other: other_row[1 + other_extra + i].clone(),
                        },
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
        use crate::i18n::Lang;
        let cases = [
            (
                "A;x;1\nB;1;x\n",
                "Zeile 1, Ergebnis 2: „1“ passt nicht zu Zeile 2 („1“)",
            ),
            (
                "A;x;7\nB;0;x\n",
                "Zeile 1, Ergebnis 2: „7“ ist kein Ergebnis (erlaubt: 1, ½, 0, +, −; mehrere Partien nebeneinander, z. B. 1½)",
            ),
            (
                "A;x\nB;0;x\n",
                "Zeile 1: die Zeile hat 2 Zellen; nötig sind der Name und 2 Ergebnisse (eines je Spieler)",
            ),
            (
                "A;12000;x;1\nB;;0;x\n",
                "Zeile 1, DWZ: „12000“ liegt nicht zwischen 1 und 3500",
            ),
            (
                "A;x;1\n",
                "Turnier: eine Kreuztabelle braucht mindestens zwei Spieler, eine Zeile je Spieler",
            ),
        ];
        for (text, expected) in cases {
            let e = read_crosstable(text, "T", end()).unwrap_err();
            assert_eq!(Lang::De.error(&e), expected);
        }
    }

    #[test]
    fn results_separated_by_spaces() {
        // Several games in one cell with spaces between them, and a line split at spaces.
        let text = "A;2000;x;1 ½;0,5 1\nB;1800;0 ½;x;1\nC;;½ 0;0;x\n";
        let t = read_crosstable(text, "T", end()).unwrap();
        assert_eq!(t.games.len(), 5);
        let spaced = "Max Müller 2000 12 x 1 ½\nB Meier 1800 0 x 1\nC ½ 0 x\n";
        let t = read_crosstable(spaced, "T", end()).unwrap();
        assert_eq!(t.players[0].name.as_deref(), Some("Max Müller"));
        assert_eq!(
            (t.players[0].dwz, t.players[0].index),
            (Some(2000), Some(12))
        );
        assert_eq!((t.players[1].dwz, t.players[2].dwz), (Some(1800), None));
        assert_eq!(t.games.len(), 3);
    }
}
