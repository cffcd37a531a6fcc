use super::*;
use crate::dwz::{evaluate, Options};
use crate::web::turnier::table::{apply, Edit};
use crate::web::turnier::testdata::loaded;

fn by(code: &str, ascending: bool) -> Sort {
    Sort {
        column: COLUMNS.iter().position(|c| c.code == code).unwrap(),
        ascending,
    }
}

/// A row's cells as text, a cell each.
fn texts(row: &Row) -> Vec<String> {
    row.cells.iter().map(|(_, c)| c.text()).collect()
}

#[test]
fn the_table_sorts_by_a_column_both_ways() {
    let (t, _) = loaded();
    let e = evaluate(&t, &Options::default()).unwrap();
    let order = |asc: bool| {
        table_rows(Lang::De, &e, by("ro", asc), &[])
            .into_iter()
            .map(|r| r.id)
            .collect::<Vec<_>>()
    };
    // No DWZ sorts lowest.
    assert_eq!(order(true), vec!["3", "2", "1"]);
    assert_eq!(order(false), vec!["1", "2", "3"]);
    // The head marks the sorted column; a phone shows four columns without being asked.
    let head = table_head(Lang::En, by("ro", false), &shown_columns(&e, &[]));
    let sorted: Vec<_> = head.iter().filter(|h| h.aria_sort.is_some()).collect();
    assert_eq!(sorted.len(), 1);
    assert_eq!(
        (sorted[0].code, sorted[0].label, sorted[0].aria_sort),
        ("ro", "Old DWZ", Some("descending"))
    );
    assert_eq!(head.iter().filter(|h| !h.on_phone).count(), 8);
    assert_eq!(head.len(), COLUMNS.len() - 2, "no ZPS, no team");
}

#[test]
fn a_row_changes_only_where_its_player_does() {
    // The page renews only the rows that changed: a new DWZ of A changes his row; another
    // sort only moves the rows.
    let (t, mut edits) = loaded();
    let rows = |edits: &[Edit]| {
        let (applied, _) = apply(&t, edits, "12.12.2026");
        table_rows(
            Lang::De,
            &evaluate(&applied, &Options::default()).unwrap(),
            Sort::default(),
            &[],
        )
    };
    let before = rows(&edits);
    assert_eq!(before.len(), 3);
    assert_eq!(rows(&edits), before, "the same input gives the same rows");
    edits[0].dwz = "2100".into();
    let after = rows(&edits);
    assert_ne!(after[0], before[0]);
    assert_eq!(texts(&after[0])[3], "2100 - 12");
    let (applied, _) = apply(&t, &edits, "12.12.2026");
    let e = evaluate(&applied, &Options::default()).unwrap();
    let mut sorted = table_rows(Lang::De, &e, by("ro", true), &[]);
    assert_ne!(sorted, after);
    sorted.sort_by(|a, b| a.id.cmp(&b.id));
    assert_eq!(sorted, after);
    // A name stays text, whatever it holds.
    assert_eq!(texts(&before[2])[1], "<img src=x onerror=alert(1)>");
}

#[test]
fn a_row_has_a_cell_a_column_in_the_columns_classes() {
    let (t, _) = loaded();
    let e = evaluate(&t, &Options::default()).unwrap();
    let row = &table_rows(Lang::De, &e, Sort::default(), &[])[0];
    assert_eq!(row.cells.len(), COLUMNS.len() - 2, "no ZPS, no team");
    assert_eq!(row.cells[0], ("opt", Shown::Text("1".into())));
    assert_eq!(
        row.cells[1],
        (
            "name",
            Shown::Player {
                id: "1".into(),
                name: "A".into(),
                textual: None
            }
        )
    );
    assert_eq!(row.cells[3], ("", Shown::Text("2000 - 12".into())));
    assert_eq!(row.cells[4].0, "opt");
    assert_eq!(row.class, "established");
}

#[test]
fn the_zps_and_the_team_are_shown_where_some_player_has_them() {
    let (t, _) = loaded();
    let e = evaluate(&t, &Options::default()).unwrap();
    let who = [
        Who {
            zps: zps_text(Some("10614"), Some("1081"), Some("SV Müßig")),
            team: "SK Turm II".into(),
            ..Who::default()
        },
        Who::default(),
        Who {
            zps: zps_text(Some("0100A"), None, None),
            ..Who::default()
        },
    ];
    let shown = shown_columns(&e, &who);
    assert_eq!(shown, [true; 14]);
    let head = table_head(Lang::De, Sort::default(), &shown);
    assert_eq!(
        head.last(),
        Some(&HeadCell {
            code: "team",
            label: "Mannschaft",
            on_phone: false,
            aria_sort: None
        })
    );
    let rows = table_rows(Lang::De, &e, Sort::default(), &who);
    assert_eq!(
        texts(&rows[0])[12..],
        ["10614-1081 (SV Müßig)", "SK Turm II"]
    );
    assert_eq!(texts(&rows[1])[12..], ["", ""]);
    // Sorted by ZPS: none first.
    let ids: Vec<String> = table_rows(Lang::De, &e, by("zps", true), &who)
        .into_iter()
        .map(|r| r.id)
        .collect();
    assert_eq!(ids, ["2", "3", "1"]);
    // Only the team: the ZPS column is left out.
    let teams = [
        Who::default(),
        Who {
            team: "A".into(),
            ..Who::default()
        },
    ];
    assert_eq!(&shown_columns(&e, &teams)[12..], &[false, true]);
}

#[test]
fn the_legend_explains_every_mark_of_the_table() {
    for l in [Lang::De, Lang::En] {
        let legend = legend(l).join(" ");
        for mark in [
            "6*",
            "(",
            "Rh",
            "WO 3.4.3",
            "WO 3.6.3",
            "WO 2.2.4",
            l.text(TournamentWords::RestGames),
            "–",
            "+/−",
        ] {
            assert!(legend.contains(mark), "{mark} in {legend}");
        }
        for g in [
            Group::Established,
            Group::Stage1,
            Group::Stage2,
            Group::Remaining,
        ] {
            assert!(legend.contains(l.text(group_label(g))), "{legend}");
        }
        // In the order it always had.
        let order = [
            TournamentWords::LegendGroups,
            TournamentWords::LegendIndexAssumed,
            TournamentWords::LegendExceptional,
            TournamentWords::LegendTextual,
            TournamentWords::LegendRest,
            TournamentWords::LegendDash,
            TournamentWords::LegendColumns,
        ];
        assert_eq!(self::legend(l), order.map(|m| l.text(m)));
    }
}
