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

use crate::dwz::limits::{FIRST_BIRTH_YEAR, INDEX, RATING};
use crate::dwz::{Date, Game, GameResult, Kind, Player, Tournament};
use crate::input::{Allowed, At, Field, InputError, Problem};

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
    let lines = player_lines(text);
    let n = lines.len();
    if n < 2 {
        return Err(InputError::at(
            At::Tournament,
            n.to_string(),
            Problem::TooFewPlayers,
        ));
    }
    let mut rows = Vec::with_capacity(n);
    let mut players = Vec::with_capacity(n);
    for (i, &(line, text)) in lines.iter().enumerate() {
        let row = Row::new(line, cells(text, n), n)?;
        players.push(row.player(i, end_date)?);
        let results = row.results(i, n)?;
        rows.push((row, results));
    }
    let t = Tournament {
        name: name.to_string(),
        end_date,
        kind: Kind::Tournament,
        players,
        games: games(&rows)?,
    };
    t.validate()?;
    Ok(t)
}

/// The lines of the players, with their 1-based line numbers: blank lines, `#` comments and a
/// header line starting with "Name" are read over.
fn player_lines(text: &str) -> Vec<(usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(k, l)| {
            (
                k + 1,
                l.trim_end_matches('\r').trim_start_matches('\u{feff}'),
            )
        })
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .filter(|(_, l)| !l.trim_start().to_ascii_lowercase().starts_with("name"))
        .collect()
}

/// A line's results: against each of players 1..N the games of its cell (`None`: no game).
type RowResults = Vec<Option<Vec<GameResult>>>;

/// A player's line as cells: the name, up to three numbers (`extra` of them), the N results.
struct Row {
    line: usize,
    cells: Vec<String>,
    extra: usize,
}

impl Row {
    /// The cells of a line of a table of `n` players: at least the name and `n` results, at most
    /// three cells between them.
    fn new(line: usize, cells: Vec<String>, n: usize) -> Result<Row, InputError> {
        if cells.len() < n + 1 {
            return Err(InputError::at(
                At::Line(line),
                "",
                Problem::TooFewCells {
                    needed: n,
                    found: cells.len(),
                },
            ));
        }
        let extra = cells.len() - 1 - n;
        if extra > 3 {
            return Err(InputError::at(
                [At::Line(line), At::Cell(5)],
                cells.get(4).map_or("", String::as_str),
                Problem::TooManyCells,
            ));
        }
        Ok(Row { line, cells, extra })
    }

    /// The player of the `i`-th line (0-based; his id is `i + 1`): name, DWZ, index, birth year.
    fn player(&self, i: usize, end_date: Date) -> Result<Player, InputError> {
        let name = self.cells.first().cloned().unwrap_or_default();
        if name.is_empty() {
            return Err(InputError::missing(At::Line(self.line), Field::Name));
        }
        let mut p = Player::new((i + 1).to_string());
        p.name = Some(name);
        p.dwz = self.number(1, RATING.0, RATING.1, Field::Dwz)?;
        p.index = self.number(2, INDEX.0, INDEX.1, Field::Index)?;
        let last_year = end_date.year.max(FIRST_BIRTH_YEAR) as u32;
        p.birth_year = self
            .number(3, FIRST_BIRTH_YEAR as u32, last_year, Field::BirthYear)?
            .map(|y| y as i32);
        Ok(p)
    }

    /// The `k`-th number after the name (1: DWZ, 2: index, 3: birth year) in `lo..=hi`; `None`
    /// where not given or empty. Dots are thousands separators (`1.800`).
    fn number(&self, k: usize, lo: u32, hi: u32, field: Field) -> Result<Option<u32>, InputError> {
        if k > self.extra {
            return Ok(None);
        }
        let at = At::Line(self.line);
        match self.cells.get(k).map_or("", |s| s.as_str()) {
            "" => Ok(None),
            s => match s.replace('.', "").parse::<u32>() {
                Ok(v) if (lo..=hi).contains(&v) => Ok(Some(v)),
                Ok(_) => Err(InputError::out_of_range(at, field, s, lo, hi)),
                Err(_) => Err(InputError::new(at, field, s, Problem::NotAWholeNumber)),
            },
        }
    }

    /// The result cell against player `j` (0-based).
    fn result_cell(&self, j: usize) -> &str {
        self.cells
            .get(1 + self.extra + j)
            .map_or("", String::as_str)
    }

    /// The results of the `i`-th line against the `n` players. Where a number stands in place of
    /// a result (a birth year, a DWZ), the line lacks results: it says how many it has.
    fn results(&self, i: usize, n: usize) -> Result<RowResults, InputError> {
        (0..n)
            .map(|j| self.result_against(i, j))
            .collect::<Result<RowResults, InputError>>()
            .map_err(|e| self.result_count(e, n))
    }

    /// `e`, or where its value is a number of two digits or more that is no result cell, that the
    /// line has fewer results than `n`: the cells from its end that are results or own cells.
    fn result_count(&self, e: InputError, n: usize) -> InputError {
        let number = e.value.as_deref().is_some_and(|v| {
            v.len() > 1
                && v.bytes().all(|b| b.is_ascii_digit() || b == b'.')
                && cell_results(v).is_none()
        });
        if !number {
            return e;
        }
        let is_result = |c: &&String| {
            c.is_empty() || matches!(c.as_str(), "x" | "X" | "*") || cell_results(c).is_some()
        };
        let found = self
            .cells
            .iter()
            .skip(1)
            .rev()
            .take_while(is_result)
            .count();
        InputError::at(
            At::Line(self.line),
            "",
            Problem::ResultCount { needed: n, found },
        )
    }

    /// The games of the `i`-th line against player `j`: none for an empty cell; the own cell
    /// holds no game, and is empty, `x`, `*` or a dash.
    fn result_against(&self, i: usize, j: usize) -> Result<Option<Vec<GameResult>>, InputError> {
        let cell = self.result_cell(j);
        let place = [At::Line(self.line), At::ResultAgainst(j + 1)];
        if i == j {
            if !matches!(cell, "" | "x" | "X" | "*" | "-" | "—" | "−") {
                return Err(InputError::at(
                    place,
                    cell,
                    Problem::NotAllowed(Allowed::OwnCell),
                ));
            }
            return Ok(None);
        }
        if cell.is_empty() {
            return Ok(None);
        }
        cell_results(cell)
            .map(Some)
            .ok_or_else(|| InputError::at(place, cell, Problem::NotAllowed(Allowed::CrossCell)))
    }
}

/// The games of each pair of players, the one of the earlier line at white.
fn games(rows: &[(Row, RowResults)]) -> Result<Vec<Game>, InputError> {
    let mut games = Vec::new();
    for (i, mine) in rows.iter().enumerate() {
        for (j, theirs) in rows.iter().enumerate().skip(i + 1) {
            games.extend(
                pair_results(i, mine, j, theirs)?
                    .into_iter()
                    .map(|result| Game {
                        white: (i + 1).to_string(),
                        black: (j + 1).to_string(),
                        result,
                        round: None,
                    }),
            );
        }
    }
    Ok(games)
}

/// The results of players `i` and `j` (`i` before `j`) from `i`'s side: as his line gives them,
/// else as `j`'s gives them (swapped); where both give them, they must agree.
fn pair_results(
    i: usize,
    (row, mine): &(Row, RowResults),
    j: usize,
    (other, theirs): &(Row, RowResults),
) -> Result<Vec<GameResult>, InputError> {
    let mine = mine.get(j).cloned().flatten();
    let theirs: Option<Vec<GameResult>> = theirs
        .get(i)
        .and_then(|r| r.as_ref())
        .map(|r| r.iter().map(|g| g.swapped()).collect());
    match (mine, theirs) {
        (Some(a), Some(b)) if a != b => Err(InputError::at(
            [At::Line(row.line), At::ResultAgainst(j + 1)],
            row.result_cell(j),
            Problem::Disagrees {
                line: other.line,
                other: other.result_cell(i).to_string(),
            },
        )),
        (Some(a), _) => Ok(a),
        (None, Some(b)) => Ok(b),
        (None, None) => Ok(Vec::new()),
    }
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
                "A;2000;x;1;½;0\nB;1800;0;x;1;1\nC;1700;12;1970;½;0;x\nD;1600;1;0;1;x\n",
                "Zeile 3: 3 Ergebnisse statt 4",
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
