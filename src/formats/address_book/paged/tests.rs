//! The paged form answers as the whole list does.
use super::*;
use crate::formats::address_book::{AddressBook, DsbBook};
use crate::formats::dsb_list::{matching::ListIndex, read_player_list};
use crate::formats::fide_list::read_fide_list;

const SURNAMES: &[&str] = &[
    "Dvorak",
    "Novak",
    "Nowak",
    "Nowakowski",
    "Mueller",
    "Muller",
    "Müller",
    "Schäfer",
    "Schafer",
    "van der Berg",
    "van Dijk",
    "Śliwiński",
    "Sliwa",
    "Li",
    "Lee",
    "Kim",
    "Kimura",
    "Garcia-Lopez",
    "Lopez",
    "Martinez",
    "Martin",
    "Marten",
    "Ma",
    "Hansen",
    "Hans",
    "Ivanov",
    "Ivanova",
    "Petrov",
    "Oezdemir",
    "Özdemir",
    "Andersson",
    "Anderson",
];
const GIVEN: &[&str] = &[
    "Tomas",
    "Tomasz",
    "Jan",
    "Jan Willem",
    "Piotr",
    "Hans",
    "Hans-Juergen",
    "Anna",
    "Anna Lena",
    "Maria",
    "Mario",
    "Marek",
    "Li",
    "Wei",
    "Jörg",
    "Joerg",
    "Sören",
    "Ivan",
    "Olga",
    "Kim",
];

/// A pseudo-random list of `n` players: namesakes, shared words, umlauts, hyphens and
/// particles, so that a query spans several pages.
fn xml(n: usize) -> String {
    let mut seed = 7u64;
    let mut next = |m: usize| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((seed >> 33) as usize) % m
    };
    let mut out = String::from("<playerslist>");
    for k in 0..n {
        let surname = SURNAMES[next(SURNAMES.len())];
        let given = GIVEN[next(GIVEN.len())];
        let suffix = if next(3) == 0 {
            format!("{}", next(40))
        } else {
            String::new()
        };
        let rating = if next(4) == 0 { 0 } else { 1000 + next(1800) };
        out.push_str(&format!(
            "<player><fideid>{}</fideid><name>{surname}{suffix}, {given}</name><country>{}</country><rating>{rating}</rating><birthday>{}</birthday></player>",
            100_000 + 3 * k,
            ["GER", "CZE", "POL", "NED"][next(4)],
            1940 + next(70)
        ));
    }
    out.push_str("</playerslist>");
    out
}

fn book(n: usize) -> FideBook {
    FideBook::new(read_fide_list(xml(n).as_bytes()).unwrap())
}

/// What the questions asked of `pages` lacked, read from `form` and given: whether nothing
/// was lacking.
fn fed(pages: &mut Pages, form: &[u8]) -> bool {
    let missing = pages.take_missing();
    if missing.is_empty() {
        return true;
    }
    give(pages, missing, form);
    false
}

/// The pieces `missing` read from `form` and given.
fn give(pages: &mut Pages, missing: Vec<Piece>, form: &[u8]) {
    let bytes: Vec<u8> = pages
        .ask(missing)
        .iter()
        .flat_map(|&(a, b)| form[a as usize..b as usize].to_vec())
        .collect();
    assert!(pages.feed(&bytes));
}

/// Asks `f` until the pages hold all it needs, feeding what it lacks from `form`.
fn asked<T>(pages: &mut Pages, form: &[u8], f: impl Fn(&Pages) -> T) -> T {
    for _ in 0..8 {
        let answer = f(pages);
        if fed(pages, form) {
            return answer;
        }
    }
    panic!("still missing pieces after 8 rounds");
}

/// [`asked`] of the address book over the pages.
fn book_asked<T>(
    book: &mut AddressBook<Pages>,
    form: &[u8],
    f: impl Fn(&AddressBook<Pages>) -> T,
) -> T {
    for _ in 0..8 {
        let answer = f(book);
        if fed(book.fide.as_mut().unwrap(), form) {
            return answer;
        }
    }
    panic!("still missing pieces after 8 rounds");
}

fn opened(form: &[u8]) -> Pages {
    let mut pages = Pages::new(form.len() as u64);
    for _ in 0..3 {
        match pages.open() {
            Ok(_) => return pages,
            Err(missing) => give(&mut pages, missing, form),
        }
    }
    panic!("not opened");
}

/// Queries as typed: every beginning of some names, with commas, umlauts typed plain,
/// slips, single letters.
fn queries() -> Vec<String> {
    let mut q: Vec<String> = Vec::new();
    for name in [
        "Tomas Dvorak",
        "Müller, Hans",
        "Jan van der Berg",
        "sliwinski marek",
        "Li Wei",
        "Garcia-Lopez Maria",
    ] {
        for end in 1..=name.chars().count() {
            q.push(name.chars().take(end).collect());
        }
    }
    q.extend(
        [
            "h j",
            "ma",
            "m",
            "joerg",
            "jorg",
            "schafer",
            "oz",
            "Nowack Piotr",
            "Sliwinsky",
            "Jan Vanderberg",
            "Tomasz Dvorak",
            "xyz",
            "Kim Kim",
        ]
        .map(String::from),
    );
    q
}

/// The paged form of `whole`, suggestions made for the beginnings of `letters` letters of
/// more than one page (the list is small).
fn form_of(whole: &FideBook, letters: std::ops::RangeInclusive<usize>) -> Vec<u8> {
    let mut writer = PagedWriter::new(whole.clone());
    writer.made_from = 1;
    writer.made_letters = letters;
    std::iter::from_fn(|| Some(writer.part(1 << 16)))
        .take_while(|part| !part.is_empty())
        .flatten()
        .collect()
}

#[test]
fn the_pages_suggest_and_offer_what_the_whole_search_does() {
    let whole = book(30_000);
    let form = form_of(&whole, MADE_LETTERS);
    // As an earlier release wrote it: suggestions made for two letters only.
    let earlier = form_of(&whole, 2..=2);
    let mut pages = opened(&form);
    assert!(pages.dir.as_ref().unwrap().pages.len() > 10);
    // A word of two to four letters typed alone, the beginning of many pages of words, is
    // answered from the directory, no page read.
    let made = pages.dir.as_ref().unwrap().made.clone();
    for letters in MADE_LETTERS {
        assert!(
            made.iter().any(|(w, _)| w.chars().count() == letters),
            "{letters}"
        );
    }
    for (q, _) in made {
        let found = pages.suggest_scored(&q, 20);
        assert!(pages.take_missing().is_empty(), "{q}");
        assert_eq!(found, whole.suggest_scored(&q, 20), "{q}");
        assert!(!found.is_empty());
    }
    let mut earlier_pages = opened(&earlier);
    assert!(earlier_pages
        .dir
        .as_ref()
        .unwrap()
        .made
        .iter()
        .all(|(w, _)| w.chars().count() == 2));
    for q in queries().iter().step_by(3) {
        assert_eq!(
            asked(&mut earlier_pages, &earlier, |p| p.suggest_scored(q, 20)),
            whole.suggest_scored(q, 20),
            "earlier form, {q:?}"
        );
    }
    let (mut suggested, mut offered) = (0, 0);
    for q in queries() {
        for limit in [1, 20] {
            let expected = whole.suggest_scored(&q, limit);
            suggested += usize::from(!expected.is_empty());
            assert_eq!(
                asked(&mut pages, &form, |p| p.suggest_scored(&q, limit)),
                expected,
                "{q:?} {limit}"
            );
        }
        let expected = whole.similar_scored(&q, 5);
        offered += usize::from(!expected.is_empty());
        assert_eq!(
            asked(&mut pages, &form, |p| p.similar_scored(&q, 5)),
            expected,
            "similar {q:?}"
        );
    }
    // The queries find persons and offer near ones (the comparison is not of nothing).
    assert!(suggested > 150 && offered > 20, "{suggested} {offered}");
    // Few pages read for a name, and the pages kept stay within their bound.
    let held: usize = pages.read.values().map(|p| p.search.memory()).sum();
    assert!(held <= PAGES_KEPT + (1 << 20), "{held}");
}

#[test]
fn a_search_over_many_pages_reads_and_holds_a_few_at_a_time() {
    let whole = book(30_000);
    let form = form_of(&whole, MADE_LETTERS);
    let mut pages = opened(&form);
    // No page kept between searches and three pieces asked for at once: what a search holds
    // is what it reads at once.
    pages.kept = 0;
    pages.at_once = 3;
    // The letter that begins the most pages of words.
    let dir = pages.dir.as_ref().unwrap();
    let many = ('a'..='z')
        .map(String::from)
        .max_by_key(|w| dir.pages_of(w).len())
        .unwrap();
    let many = many.as_str();
    assert!(dir.pages_of(many).len() > 3 * pages.at_once, "{many}");
    let mut rounds = 0;
    let found = loop {
        let found = pages.suggest_scored(many, 20);
        let missing = pages.take_missing();
        assert!(pages.read.len() <= pages.at_once, "{}", pages.read.len());
        if missing.is_empty() {
            break found;
        }
        assert!(missing.len() <= pages.at_once, "{}", missing.len());
        give(&mut pages, missing, &form);
        rounds += 1;
        assert!(rounds < 200, "still missing pieces");
    };
    assert!(rounds >= 3, "{rounds}");
    assert_eq!(found, whole.suggest_scored(many, 20));
    // Every query, suggestions and typo help, as the whole search answers it, pages given up
    // as soon as searched.
    for q in queries().iter().step_by(2) {
        let answer = |p: &Pages| (p.suggest_scored(q, 20), p.similar_scored(q, 5));
        let mut rounds = 0;
        let got = loop {
            let got = answer(&pages);
            let done = fed(&mut pages, &form);
            // Those kept for the next keystroke, and those just read.
            assert!(
                pages.read.len() <= 2 * pages.at_once,
                "{q:?}: {}",
                pages.read.len()
            );
            if done {
                break got;
            }
            rounds += 1;
            assert!(rounds < 200, "{q:?}: still missing pieces");
        };
        let expected = (whole.suggest_scored(q, 20), whole.similar_scored(q, 5));
        assert_eq!(got, expected, "{q:?}");
    }
}

#[test]
fn every_player_by_position_and_fide_id_as_in_the_list() {
    let whole = book(5_000);
    let form = write_paged(whole.clone());
    let mut pages = opened(&form);
    assert_eq!(pages.open().map(|o| o.0), Ok(5_000));
    for k in (0..5_000).step_by(97) {
        let id = u64::from(whole.list.players[k].fide_id);
        let at = asked(&mut pages, &form, |p| p.position(id));
        assert_eq!(at, Some(k));
        let card = asked(&mut pages, &form, |p| {
            p.player(k).map(|(x, n)| (*x, n.to_string()))
        });
        let (x, name) = card.unwrap();
        assert_eq!((x.fide_id, x.standard(), x.federation(), x.birth_year()), {
            let y = &whole.list.players[k];
            (y.fide_id, y.standard(), y.federation(), y.birth_year())
        });
        assert_eq!(name, whole.list.name(&whole.list.players[k]));
    }
    assert_eq!(asked(&mut pages, &form, |p| p.position(99)), None);
}

#[test]
fn both_lists_suggest_the_same_persons_paged_as_whole() {
    let fide = book(8_000);
    let id = fide.list.players[17].fide_id;
    let name = fide.list.name(&fide.list.players[17]).replace(", ", ",");
    let csv = format!(
        "ID,ZPS,Mitgliedsnummer,Status,\"Name,Vorname\",Geburtsjahr,DWZ,Index,FIDE-Elozahl,FIDE-ID\n\
         NU1,10614,1,A,\"{name}\",1970,1850,42,1900,{id}\n\
         NU2,10614,2,A,\"Müller,Hans\",1970,1650,12,,\n"
    );
    let dsb = || {
        Some(DsbBook::new(ListIndex::new(
            read_player_list(csv.as_bytes()).unwrap(),
        )))
    };
    let form = write_paged(fide.clone());
    let whole = AddressBook {
        dsb: dsb(),
        fide: Some(fide),
    };
    let mut paged = AddressBook {
        dsb: dsb(),
        fide: Some(opened(&form)),
    };
    for q in queries().into_iter().chain([name.clone()]) {
        let expected = whole.suggest(&q, 20);
        let found = book_asked(&mut paged, &form, |b| b.suggest(&q, 20));
        assert_eq!(found, expected, "{q:?}");
        let near: Vec<_> = whole
            .similar(&q)
            .into_iter()
            .map(|p| whole.name_hit(p))
            .collect();
        let found = book_asked(&mut paged, &form, |b| {
            b.similar(&q)
                .into_iter()
                .map(|p| b.name_hit(p))
                .collect::<Vec<_>>()
        });
        assert_eq!(found, near, "similar {q:?}");
    }
}

#[test]
fn a_broken_or_foreign_form_is_refused_not_read() {
    let whole = book(300);
    let form = write_paged(whole.clone());
    // Cut short: the trailer is not one.
    let cut = &form[..form.len() - 1];
    let mut pages = Pages::new(cut.len() as u64);
    let missing = pages.open().unwrap_err();
    let bytes: Vec<u8> = pages
        .ask(missing)
        .iter()
        .flat_map(|&(a, b)| cut[a as usize..b as usize].to_vec())
        .collect();
    assert!(!pages.feed(&bytes));
    assert!(pages.open().is_err());
    // Fewer bytes than asked for: refused.
    let mut pages = Pages::new(form.len() as u64);
    let missing = pages.open().unwrap_err();
    pages.ask(missing);
    assert!(!pages.feed(&form[..3]));
    assert!(is_paged(&form) && !is_paged(b"WFIDE 2\n"));
}

#[test]
fn the_typo_helps_persons_kept_small_as_pages_come_are_those_of_all_pages_at_once() {
    // A common beginning: more persons than twice the pool, in pages of 1 000, a person on
    // several pages (his weight the same on each).
    let mut seed = 7u64;
    let mut row = || {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((seed >> 33) % 90_000) as u32
    };
    let persons: Vec<Weighed> = (0..120_000)
        .map(|_| row())
        .map(|r| (r, (r % 7) as u16, (r % 3) as u16))
        .collect();
    let mut at_once = NearPool::default();
    at_once.add(0, persons.iter().copied());
    at_once.keep_first();
    let mut as_they_come = NearPool::default();
    for (k, page) in persons.chunks(1_000).enumerate() {
        as_they_come.add(k, page.iter().copied());
        assert!(as_they_come.persons.len() <= 2 * POOL, "{k}");
    }
    as_they_come.keep_first();
    assert_eq!(at_once.persons.len(), POOL);
    assert_eq!(as_they_come.persons, at_once.persons);
    assert_eq!(as_they_come.pages.len(), 120);
}
