use super::*;

fn place() -> Place {
    swt()
}

#[test]
fn round_dates_count_days_from_30_12_1899() {
    assert_eq!(serial_date(41413), Date::new(2013, 5, 19));
    assert_eq!(serial_date(1), Date::new(1899, 12, 31));
    assert_eq!(serial_date(60), Date::new(1900, 2, 28));
    assert_eq!(serial_date(u16::MAX), Date::new(2079, 6, 4));
    assert_eq!(serial_date(0), None);
}

#[test]
fn birth_dates_as_swiss_chess_writes_them() {
    let d = |y, m, day| Date::new(y, m, day);
    assert_eq!(
        birth("19860615", &place()).unwrap(),
        (d(1986, 6, 15), Some(1986))
    );
    assert_eq!(birth("1982", &place()).unwrap(), (None, Some(1982)));
    assert_eq!(birth("19820000", &place()).unwrap(), (None, Some(1982)));
    assert_eq!(
        birth("15.06.1986", &place()).unwrap(),
        (d(1986, 6, 15), Some(1986))
    );
    assert_eq!(birth("", &place()).unwrap(), (None, None));
    assert_eq!(birth("0000", &place()).unwrap(), (None, None));
    for bad in ["19861315", "abcd", "1986061", "86"] {
        let e = birth(bad, &place()).unwrap_err();
        assert_eq!(
            (e.field, e.problem),
            (Some(Field::BirthDate), Problem::NotADate)
        );
    }
}

#[test]
fn ratings_and_fide_ids() {
    assert_eq!(rating("2085", &place(), Field::FideRating), Ok(Some(2085)));
    assert_eq!(rating("", &place(), Field::FideRating), Ok(None));
    assert_eq!(rating("0000", &place(), Field::FideRating), Ok(None));
    assert!(matches!(
        rating("4000", &place(), Field::NationalRating)
            .unwrap_err()
            .problem,
        Problem::OutOfRange { .. }
    ));
    assert_eq!(
        rating("20x5", &place(), Field::FideRating)
            .unwrap_err()
            .problem,
        Problem::NotAWholeNumber
    );
    assert_eq!(fide_id("24603660", &place()), Ok(Some(24_603_660)));
    assert_eq!(fide_id("", &place()), Ok(None));
    assert!(fide_id("12a", &place()).is_err());
}

#[test]
fn every_pair_of_result_codes() {
    use GameResult::*;
    let ok = |w, b, k| game_result(w, b, k).unwrap();
    assert_eq!(ok(3, 1, false), Some(WhiteWins));
    assert_eq!(ok(1, 3, false), Some(BlackWins));
    assert_eq!(ok(2, 2, false), Some(Draw));
    assert_eq!(ok(1, 1, false), Some(DoubleForfeit), "0-0 is not rated");
    assert_eq!(ok(2, 1, false), Some(DoubleForfeit), "½-0 is not rated");
    assert_eq!(ok(0, 0, false), None, "no result yet: no game");
    assert_eq!(ok(3, 1, true), Some(WhiteForfeit));
    assert_eq!(ok(1, 3, true), Some(BlackForfeit));
    assert_eq!(ok(1, 1, true), Some(DoubleForfeit));
    assert_eq!(ok(0, 0, true), Some(DoubleForfeit));
    for (w, b) in [(3, 3), (3, 2), (2, 3), (0, 3), (1, 0)] {
        assert_eq!(game_result(w, b, false), Err(()), "{w} {b}");
    }
    assert_eq!(mirror(mirror(1)), 1);
    assert_eq!((mirror(2), mirror(0)), (2, 0));
}

#[test]
fn versions() {
    assert_eq!(layout(750).unwrap(), Layout::V7);
    assert_eq!(layout(883).unwrap(), Layout::V8);
    assert_eq!(layout(1020).unwrap(), Layout::V8);
    assert_eq!(
        layout(610).unwrap_err().problem,
        Problem::Unsupported("6.10".into())
    );
    assert_eq!(
        layout(0x2020).unwrap_err().problem,
        Problem::NotThisFormat(Format::Swt)
    );
    assert_eq!(
        layout(0).unwrap_err().problem,
        Problem::NotThisFormat(Format::Swt)
    );
}

#[test]
fn texts_end_at_the_first_nul() {
    let b = Bytes(b"Gib,David\0nh  \xfc");
    assert_eq!(b.text(0, (0, 13)).unwrap(), "Gib,David");
    assert_eq!(Bytes(b"  M\xfcller ").text(0, (0, 8)).unwrap(), "Müller");
    assert!(matches!(
        b.text(10, (0, 10)).unwrap_err().problem,
        Problem::Truncated {
            needed: 21,
            len: 15
        }
    ));
}
