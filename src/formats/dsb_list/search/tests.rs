//! The name search's tests.
use super::*;
use crate::formats::dsb_list::read_player_list;

const HEAD: &str = "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geschlecht,Spielberechtigung,Geburtsjahr,\"Letzte Auswertung\",DWZ,Index\n";

fn index(rows: &[&str]) -> ListIndex {
    let text = format!("{HEAD}{}\n", rows.join("\n"));
    ListIndex::new(read_player_list(text.as_bytes()).unwrap())
}

fn names(index: &ListIndex, q: &str) -> Vec<String> {
    let s = NameSearch::new(index);
    s.search(q, 20)
        .iter()
        .map(|h| index.list.rows.get(h.row).unwrap().name.clone())
        .collect()
}

#[test]
fn spellings_titles_accents_and_hyphens_find_the_person() {
    let i = index(&[
        "NU1,1,1,A,\"Müßig-Öztürk,Hans-Jürgen\",M,,1970,202545,1850,42",
        "NU2,1,2,A,\"Dr. Łukasz,Zoë\",W,,1980,202545,1700,30",
        "NU3,1,3,A,\"Strauss,Björn\",M,,1990,202545,1600,20",
    ]);
    for q in [
        "muessig",
        "Müßig",
        "MÜSSIG-ÖZ",
        "oeztuerk",
        "hans-j",
        "juergen muess",
        "Öztürk, Hans",
    ] {
        assert_eq!(names(&i, q), ["Müßig-Öztürk,Hans-Jürgen"], "{q}");
    }
    for q in ["lukasz", "Łukasz", "zoe", "Dr. Zoë Łuk"] {
        assert_eq!(names(&i, q), ["Dr. Łukasz,Zoë"], "{q}");
    }
    assert_eq!(names(&i, "Strauß"), ["Strauss,Björn"]);
    assert_eq!(names(&i, "bjoern str"), ["Strauss,Björn"]);
    // After a comma only the given names: "Hans, Müßig" is nobody.
    assert!(names(&i, "Hans, Müßig").is_empty());
}

#[test]
fn one_word_is_scored_from_the_word_table_as_by_reading_each_name() {
    let i = index(&[
        "NU1,1,1,A,\"Müller,Hans\",M,,1970,202545,1850,42",
        "NU2,1,2,A,\"Muller,Hans\",M,,1980,202545,1500,42",
        "NU3,1,3,A,\"Hansen,Müller\",M,,1990,202545,1700,42",
        "NU4,1,4,A,\"Müller Hansen,Anna Hanna\",W,,1990,202545,2100,42",
        "NU5,1,5,A,\"van der Berg,Jan Willem\",M,,1960,202545,2000,42",
        "NU6,1,6,A,\"Berger,Jan\",M,,1961,202545,,",
    ]);
    let s = NameSearch::new(&i);
    for q in [
        "m", "mu", "mul", "muller", "mueller", "h", "ha", "hans", "hansen", "jan", "be", "berg",
        "van", "x",
    ] {
        let tokens = suggestion_tokens(q);
        let mut by_names: Vec<(Score, u32)> = s
            .candidates(&tokens)
            .into_iter()
            .filter_map(|p| {
                let (fit, given, by_umlaut) = s.fit(p, &tokens)?;
                let dwz = u32::from(s.dwz[p as usize]);
                Some((Score(fit, by_umlaut, !given, std::cmp::Reverse(dwz)), p))
            })
            .collect();
        let mut by_table = s.scored_one(&tokens[0], &mut Vec::new());
        by_names.sort_unstable();
        by_table.sort_unstable();
        assert_eq!(by_table, by_names, "{q}");
    }
    // A part of a hyphenated surname typed whole is a whole word of it (the module docs).
    let i = index(&["NU4,1,4,A,\"Müller-Hansen,Anna\",W,,1990,202545,2100,42"]);
    let s = NameSearch::new(&i);
    assert_eq!(
        s.scored_one(&suggestion_tokens("mueller")[0], &mut Vec::new())[0]
            .0
             .0,
        Fit::WholeSurname
    );
}

#[test]
fn umlaut_spellings_of_a_word_typed_without_umlauts() {
    assert_eq!(umlaut_spellings("mul"), ["muel"]);
    assert_eq!(umlaut_spellings("jorg"), ["joerg"]);
    assert_eq!(
        umlaut_spellings("schafor"),
        ["schaefor", "schafoer", "schaefoer"]
    );
    assert!(
        umlaut_spellings("mueller").is_empty(),
        "written out already"
    );
    assert!(umlaut_spellings("hilde").is_empty());
    assert!(
        umlaut_spellings("mu").is_empty(),
        "\"mu\" begins \"mueller\" itself"
    );
    // At most the first three plain vowels: 7 spellings besides the word.
    assert_eq!(umlaut_spellings("aaaaa").len(), 7);
}

#[test]
fn a_name_typed_without_umlauts_is_suggested_after_the_one_as_typed_and_found_by_no_whole_name() {
    let index = index(&[
        "NU1,10614,1,A,\"Müller,Hans\",M,,1970,202545,1850,42",
        "NU2,10614,2,A,\"Muller,Hans\",M,,1980,202545,1500,42",
        "NU3,10614,3,A,\"Weißenböck,Jörg\",M,,1960,202545,2000,42",
        "NU4,10614,4,A,\"Mulder,Ida\",W,,1990,202545,2100,42",
    ]);
    let s = NameSearch::new(&index);
    // The one typed first, then the umlaut read in (whatever their DWZ).
    assert_eq!(names(&index, "hans muller"), ["Muller,Hans", "Müller,Hans"]);
    assert_eq!(
        names(&index, "mul"),
        ["Mulder,Ida", "Muller,Hans", "Müller,Hans"]
    );
    assert_eq!(names(&index, "Jorg Weissenbock"), ["Weißenböck,Jörg"]);
    assert_eq!(names(&index, "weissenbo"), ["Weißenböck,Jörg"]);
    // A whole name (the CLI) is as written: "Jorg Weissenbock" is not Jörg Weißenböck.
    assert!(matches!(
        s.find(&index, "Jorg Weissenbock", None),
        Err(NotOne::NotFound(_))
    ));
    assert_eq!(s.find(&index, "Jörg Weissenböck", None), Ok(2));
}

#[test]
fn one_hit_per_person_best_first_at_most_the_limit() {
    let mut rows = vec![
        "NU1,1,1,P,\"Meier,Hans\",M,,1970,202545,1500,42".to_string(),
        "NU1,2,1,A,\"Meier,Hans\",M,,1970,202545,1500,42".to_string(),
        "NU2,1,2,A,\"Meierhofer,Anna\",W,,1980,202545,2100,30".to_string(),
        "NU3,1,3,A,\"Hansen,Meier\",M,,1990,202545,2200,20".to_string(),
        "NU4,1,4,A,\"Meier,Anna\",W,,1990,202545,1400,20".to_string(),
    ];
    for k in 0..40 {
        rows.push(format!(
            "NX{k},3,{k},A,\"Meiners{k},Udo\",M,,1990,202545,{},5",
            1000 + k
        ));
    }
    let refs: Vec<&str> = rows.iter().map(String::as_str).collect();
    let i = index(&refs);
    let s = NameSearch::new(&i);
    let hits = s.search("meier", 20);
    assert_eq!(hits.len(), 4, "Meiners… do not begin with meier");
    let shown: Vec<(&str, Option<&str>)> = hits
        .iter()
        .map(|h| {
            let r = i.list.rows.view(h.row).unwrap();
            (r.name, r.club)
        })
        .collect();
    // Whole surname (higher DWZ first: Hans 1500 before Anna 1400), then the surname's
    // beginning, then the given name; Hans by his A membership (club 2).
    assert_eq!(
        shown,
        [
            ("Meier,Hans", Some("2")),
            ("Meier,Anna", Some("1")),
            ("Meierhofer,Anna", Some("1")),
            ("Hansen,Meier", Some("1"))
        ]
    );
    // A whole given name before another one's beginning.
    assert_eq!(names(&i, "meier anna")[0], "Meier,Anna");
    assert_eq!(s.search("mei", 20).len(), 20);
    assert_eq!(s.search("mei", 3).len(), 3);
    assert!(s.search("", 20).is_empty());
    assert!(s.search(" , ", 20).is_empty());
}

#[test]
fn a_list_without_ids_is_one_person_per_name_and_year() {
    // The 2014 layout: no ID column.
    let text = "ZPS,Mgl-Nr,Status,Spielername,Geschlecht,Spielberechtigung,Geburtsjahr,Letzte-Auswertung,DWZ,DWZ-Index\n\
        10614,1,A,\"Kühn,Eva\",W,,1980,201402,1600,10\n\
        20511,2,P,\"Kühn,Eva\",W,,1980,201402,1600,10\n\
        20511,3,A,\"Kühn,Eva\",W,,1999,201402,1200,3\n";
    let i = ListIndex::new(read_player_list(text.as_bytes()).unwrap());
    let s = NameSearch::new(&i);
    assert_eq!(s.persons(), 2);
    assert_eq!(s.search("kuehn", 20).len(), 2);
    assert_eq!(
        s.find(&i, "Eva Kühn", Some(1999))
            .map(|r| i.list.rows.get(r).unwrap().birth_year),
        Ok(Some(1999))
    );
    assert!(matches!(s.find(&i, "Eva Kühn", None), Err(NotOne::Ambiguous(v)) if v.len() == 2));
    assert!(matches!(s.find(&i, "Eva Kühn", Some(1950)), Err(NotOne::NotFound(v)) if v.len() == 2));
}

#[test]
fn a_whole_name_finds_a_person_with_more_given_names() {
    let i = index(&[
        "NU1,1,1,A,\"Schmidt,Hans Peter\",M,,1970,202545,1850,42",
        "NU2,1,2,A,\"Schmidt,Peter\",M,,1980,202545,1700,30",
    ]);
    let s = NameSearch::new(&i);
    assert_eq!(s.find(&i, "Hans Schmidt", None), Ok(0));
    assert_eq!(
        s.find(&i, "Schmidt, Peter", None),
        Ok(1),
        "the name as written first"
    );
    assert!(matches!(
        s.find(&i, "Schmidt", None),
        Err(NotOne::Ambiguous(_))
    ));
    assert!(matches!(
        s.find(&i, "Schmid, Hans", None),
        Err(NotOne::NotFound(_))
    ));
}

#[test]
fn the_word_table_is_sorted_by_text_also_past_its_first_eight_bytes() {
    let names = [
        "Alexandersson,Anna",
        "Alexanderson,Bo",
        "Alexandersson,Al",
        "Alex,Alexandra",
        "Ab,Abcdefghij",
        "Abcdefghi,Xaver",
        "Alexanders,Ö",
    ];
    let s = NameSearch::of_names(
        names.iter().enumerate().map(|(k, n)| (k, *n, 0)),
        names.len(),
    );
    let texts: Vec<&str> = s.words.iter().map(|&w| text(&s.keys, w)).collect();
    let mut sorted = texts.clone();
    sorted.sort_unstable();
    assert_eq!(texts, sorted);
    assert_eq!(texts.len(), 14, "{texts:?}");
    assert_eq!(
        names_of(&s, "alexanderss"),
        ["Alexandersson,Anna", "Alexandersson,Al"]
    );
}

#[test]
fn the_word_table_of_many_names_is_sorted_and_holds_each_word_once() {
    // Names of one to twelve letters from a small alphabet (many alike in their first two
    // letters, some a letter long, some not ASCII), so that the runs of equal beginnings are
    // long and short alike.
    let letters = ['a', 'b', 'e', 'm', 'n', 'o', 'z', 'ö', 'ł'];
    let mut seed = 7u64;
    let mut next = |n: usize| {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        (seed >> 33) as usize % n
    };
    let word = |next: &mut dyn FnMut(usize) -> usize| -> String {
        let len = 1 + next(12);
        let mut w: String = (0..len).map(|_| letters[next(letters.len())]).collect();
        if let Some(first) = w.get_mut(..1) {
            first.make_ascii_uppercase();
        }
        w
    };
    let names: Vec<String> = (0..3000)
        .map(|_| {
            format!(
                "{} {},{}",
                word(&mut next),
                word(&mut next),
                word(&mut next)
            )
        })
        .collect();
    let s = NameSearch::of_names(
        names.iter().enumerate().map(|(k, n)| (k, n.as_str(), 0)),
        names.len(),
    );
    let texts: Vec<&str> = s.words.iter().map(|&w| text(&s.keys, w)).collect();
    assert!(texts.windows(2).all(|w| w[0] <= w[1]), "not sorted");
    // Each person's words, each once, as the table holds them.
    let mut in_table: Vec<(u32, &str)> = s
        .words
        .iter()
        .map(|&w| (w.person(), text(&s.keys, w)))
        .collect();
    in_table.sort_unstable();
    let mut of_keys: Vec<(u32, &str)> = Vec::new();
    for p in 0..s.persons() {
        let start = p.checked_sub(1).map_or(0, |q| s.key_end[q] as usize);
        let key = &s.keys[start..s.key_end[p] as usize];
        let mut words: Vec<&str> = key.split([',', ' ']).filter(|w| !w.is_empty()).collect();
        words.sort_unstable();
        words.dedup();
        of_keys.extend(words.into_iter().map(|w| (p as u32, w)));
    }
    of_keys.sort_unstable();
    assert_eq!(in_table, of_keys);
}

fn names_of(s: &NameSearch, q: &str) -> Vec<String> {
    let names = [
        "Alexandersson,Anna",
        "Alexanderson,Bo",
        "Alexandersson,Al",
        "Alex,Alexandra",
        "Ab,Abcdefghij",
        "Abcdefghi,Xaver",
        "Alexanders,Ö",
    ];
    s.search(q, 20)
        .iter()
        .map(|h| names[h.row].to_string())
        .collect()
}
