//! "Meinten Sie …?": the persons whose names are nearest a name that finds nobody. The persons
//! with a word beginning as a typed word begins (its first three letters, else its first two)
//! are weighed by how many letters must change to turn the typed words into words of their
//! names ("Sliwinsky" is one from "Sliwinski", "Tomasz" one from "Tomas"; "Vanderberg" is
//! "van der Berg" written as one word), nearest first.

use super::{tokens, words_of, NameSearch};

/// How many persons one typed beginning brings in to be weighed at most (over FIDE's list the
/// first three letters of a common name begin some ten thousand names).
pub(crate) const POOL: usize = 20_000;

/// How many first letters of each typed word bring persons in: three, and where none of them
/// is near, two.
pub(crate) const LETTERS: [usize; 2] = [3, 2];

/// How near a person's name is to the typed one: the letters to change (the sum over the typed
/// words), then how many words of his name were not typed; lower is nearer.
pub type Nearness = (usize, usize);

/// The typed words of a name, as keys.
pub(crate) fn typed_words(name: &str) -> Vec<String> {
    tokens(name).into_iter().map(|t| t.text).collect()
}

/// The first `letters` letters of a typed word: the persons with a word so beginning are
/// weighed.
pub(crate) fn beginning_of(word: &str, letters: usize) -> String {
    word.chars().take(letters).collect()
}

/// The letters to change in `typed` to reach `word`, or its beginning where `word` is longer
/// (a name typed in part: "Nowac" is one from "Nowak" as from "Nowakowski").
fn edits(typed: &str, word: &str) -> usize {
    let whole = strsim::levenshtein(typed, word);
    let n = typed.chars().count();
    if word.chars().count() <= n {
        return whole;
    }
    let begin: String = word.chars().take(n).collect();
    whole.min(strsim::levenshtein(typed, &begin) + 1)
}

/// How near the key `(surname, given)` is to the typed words ([`Nearness`]); `None` where too
/// far to be offered (more letters to change than half the letters typed, and more than 3).
pub(crate) fn nearness(typed: &[String], surname: &str, given: &str) -> Option<Nearness> {
    let joined = |part: &str| -> String { part.chars().filter(|c| c.is_alphanumeric()).collect() };
    let (whole_surname, whole_given) = (joined(surname), joined(given));
    let words: Vec<&str> = words_of(surname)
        .chain(words_of(given))
        .chain([whole_surname.as_str(), whole_given.as_str()])
        .filter(|w| !w.is_empty())
        .collect();
    let far: usize = typed
        .iter()
        .map(|t| words.iter().map(|w| edits(t, w)).min().unwrap_or(t.len()))
        .sum();
    let letters: usize = typed.iter().map(|t| t.chars().count()).sum();
    if far > (letters / 2).max(3) {
        return None;
    }
    let own = surname
        .split(' ')
        .chain(given.split(' '))
        .filter(|w| !w.is_empty())
        .count();
    Some((far, own.saturating_sub(typed.len())))
}

impl NameSearch {
    /// The persons nearest `name` (their rows with their [`Nearness`], nearest first, then in
    /// the order of the list), where nobody has it: at most `limit`.
    pub fn similar_scored(&self, name: &str, limit: usize) -> Vec<(Nearness, usize)> {
        let typed = typed_words(name);
        if typed.is_empty() {
            return Vec::new();
        }
        for letters in LETTERS {
            let mut pool: Vec<u32> = Vec::new();
            for word in &typed {
                let begin = beginning_of(word, letters);
                pool.extend(self.beginning(&begin).into_iter().take(POOL));
            }
            pool.sort_unstable();
            pool.dedup();
            let keyed = pool
                .into_iter()
                .filter_map(|p| Some((self.row(p)?, self.key(p))));
            let near = nearest(&typed, keyed, limit);
            if !near.is_empty() {
                return near;
            }
        }
        Vec::new()
    }
}

/// Of the persons `keyed` (each with his row and key), those near enough the typed words,
/// nearest first, then in the order of the list: at most `limit`.
pub(crate) fn nearest<'a>(
    typed: &[String],
    keyed: impl Iterator<Item = (usize, (&'a str, &'a str))>,
    limit: usize,
) -> Vec<(Nearness, usize)> {
    nearest_of(
        keyed.map(|(row, (surname, given))| (row, nearness(typed, surname, given))),
        limit,
    )
}

/// Of the persons weighed already (each with his row and how near he is, `None`: not near
/// enough), the nearest first, then in the order of the list: at most `limit`.
pub(crate) fn nearest_of(
    weighed: impl Iterator<Item = (usize, Option<Nearness>)>,
    limit: usize,
) -> Vec<(Nearness, usize)> {
    let mut near: Vec<(Nearness, usize)> = weighed
        .filter_map(|(row, near)| Some((near?, row)))
        .collect();
    near.sort_unstable();
    near.truncate(limit);
    near
}

#[cfg(test)]
mod tests {
    use super::super::NameSearch;
    use crate::formats::dsb_list::matching::ListIndex;
    use crate::formats::dsb_list::read_player_list;

    const HEAD: &str = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index\n";

    fn similar(rows: &[&str], name: &str) -> Vec<String> {
        let text = format!("{HEAD}{}\n", rows.join("\n"));
        let index = ListIndex::new(read_player_list(text.as_bytes()).unwrap());
        let search = NameSearch::new(&index);
        search
            .similar(name)
            .iter()
            .map(|&r| index.list.rows.get(r).unwrap().name.clone())
            .collect()
    }

    #[test]
    fn the_nearest_names_come_first_and_far_ones_not_at_all() {
        // Many higher rated persons beginning alike: the nearest name still comes first.
        let mut rows: Vec<String> = (0..40)
            .map(|k| {
                format!(
                    "NU{k},1,{k},A,\"Slivka{k},Adam\",M,,1970,202545,{},10",
                    2400 - k
                )
            })
            .collect();
        rows.push("NU99,1,99,A,\"Śliwiński,Marek\",M,,1980,202545,1500,10".into());
        rows.push("NU98,1,98,A,\"Nowak,Piotr\",M,,1999,202545,1400,10".into());
        rows.push("NU97,1,97,A,\"van der Berg,Jan\",M,,1990,202545,1600,10".into());
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        assert_eq!(similar(&rows, "Sliwinsky")[0], "Śliwiński,Marek");
        assert_eq!(similar(&rows, "Piotr Nowack"), ["Nowak,Piotr"]);
        assert_eq!(similar(&rows, "Jan Vanderberg"), ["van der Berg,Jan"]);
        // Typed in part, with a slip.
        assert_eq!(similar(&rows, "Nowac")[0], "Nowak,Piotr");
        // Nothing near: nobody offered.
        assert!(similar(&rows, "Xaver Quast").is_empty());
        assert!(similar(&rows, "Nowicki, Stanislaw").is_empty());
    }
}
