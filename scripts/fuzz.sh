#!/usr/bin/env bash
# Runs every fuzz target for SECONDS seconds (default 10): the tournament JSON, TRF, SWT,
# cross-table, estimate and FIDE estimate readers, the evaluation on arbitrary well-formed tournaments, and the
# readers and views of the two pages (calculator_form: a URL query; turnier_page: a loaded text
# and the player table's fields), the DSB player list with matching (dsb_list), the zip
# reader, the DSB report's XML reader (dsb_xml), FIDE's list (fide_list) and its stored form
# (fide_stored), a player's page of chess-results (chess_results). cargo fuzz on the stable toolchain
# (RUSTC_BOOTSTRAP=1, no sanitizer: the code has no unsafe). Seeds come from ../shared/testdata; findings land in
# fuzz/artifacts/<target>/ and make this script fail.
#   scripts/fuzz.sh            # smoke run, seconds (part of scripts/test.sh)
#   scripts/fuzz.sh 600        # ten minutes a target
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
export PATH="$HOME/.cargo/bin:$PATH"
# cargo fuzz builds with unstable flags of rustc (the coverage instrumentation libFuzzer reads,
# `-Z` options): they are allowed here, and only here, on the pinned stable toolchain. The
# product's build (Trunk, scripts/build.mjs) uses none.
export RUSTC_BOOTSTRAP=1
if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "[fuzz] installing cargo-fuzz"
  cargo install cargo-fuzz --version 0.13.2
fi
shared="${WERTUNG_SHARED:-../shared}"
seed() {
  local target=$1; shift
  mkdir -p "fuzz/corpus/$target"
  for f in "$@"; do
    [ -f "$f" ] && cp "$f" "fuzz/corpus/$target/$(basename "$f")"
  done
  return 0
}
seed tournament_json "$shared/testdata/anhang_3_1.json"
seed trf "$shared/testdata/karl-mala-2005.trf" "$shared/testdata/lichess-swiss-2021-03.trf"
seed swt "$shared/testdata/swt/SwissIndividual.SWT" "$shared/testdata/swt/Individual-Dummy.SWT"
printf 'A;2000;12;1990;x;1;½\nB;1800;;;0;x;1\nC;;;;½;0;x\n' > /tmp/wertung-cross-seed.txt
seed crosstable /tmp/wertung-cross-seed.txt
printf '{"kind":"recheck","end_date":"2026-12-12","dwz":2100,"index":55,"birth_year":2004,"k":32,"games":[{"opponent_rating":2220,"result":"0"},{"opponent_rating":1800,"result":"½"}],"rest_games":[{"opponent_rating":1500,"score":0,"date":"2025-10-01"}]}' > /tmp/wertung-estimate-seed.json
seed estimate_json /tmp/wertung-estimate-seed.json
printf '{"rating":1820,"birth_year":1979,"end_date":"2026-11-28","games":[{"opponent_rating":1790,"result":"1"},{"opponent_rating":null,"result":"+"}],"earlier_games":[{"opponent_rating":1700,"result":"½","date":"2025-12-14"}]}' > /tmp/wertung-fide-seed.json
seed fide_json /tmp/wertung-fide-seed.json
mkdir -p fuzz/corpus/evaluation
printf 't=nach&dwz=2100&idx=55&geb=2004&ende=12.12.2026&k=32&g=2220:0;1800:%%C2%%BD;1961:1;1179:1;2329:0&m=exakt' > /tmp/wertung-form-seed.txt
printf 't=erst&ende=2026-12-12&rp=1400:1:2025-10-01;1500:0:01.10.2025&g=2100:1;2000:1;1950:1;1800:r;1700:1&r=0,08&pt=30' > /tmp/wertung-form-seed2.txt
seed calculator_form /tmp/wertung-form-seed.txt /tmp/wertung-form-seed2.txt
# turnier_page: 8 control bytes, the text, then (after byte 0x01) the end date and typed fields.
mkdir -p fuzz/corpus/turnier_page
# The last control byte says how the file is named: odd a text (TRF, JSON, cross table), even
# a Swiss-Chess file.
for f in "$shared/testdata/anhang_3_1.json" "$shared/testdata/lichess-swiss-2021-03.trf" /tmp/wertung-cross-seed.txt "$shared/testdata/swt/SwissIndividual.SWT"; do
  if [ -f "$f" ]; then
    case "$f" in *.SWT) last='\x34' ;; *) last='\x35' ;; esac
    { printf "\\x03\\x0a\\x11\\x18\\x1f\\x26\\x2d$last"; cat "$f"; printf '\x0112.12.2026\x011500:½:01.10.2025\x01128/5\x012100'; } \
      > "fuzz/corpus/turnier_page/seed-$(basename "$f")"
  fi
done

# dsb_list and zip: a small spieler.csv (Windows-1252, CRLF, quoted names) and the same in a
# deflated zip beside vereine.csv, as the DSB ships them.
printf 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land\r\nNU1,10614,81,A,"M\xfc\xdfig-\xd6zt\xfcrk,Hans",M,,1975,202517,1850,42,2010,,4600001,GER\r\nNU1,20511,7,P,"M\xfc\xdfig-\xd6zt\xfcrk,Hans",M,,1975,202517,1850,42,2010,,4600001,GER\r\nNU2,C0327,5,A,"H\xfcbner,Robert,Dr.",M,,1948,202517,,,2550,GM,4600010,GER\r\n' > /tmp/wertung-spieler.csv
printf '10614|  81|A|M\x81\xe1ig,Hans|M||1975|201417| 1850-42|2010||4600001|GER\r\n\x1a' > /tmp/wertung-spieler.txt
python3 -c 'import sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("vereine.csv", "ZPS-Nummer,Landesverband,UebergeordneterVerband,Vereinsname\r\n")
    z.write(sys.argv[2], "spieler.csv")' /tmp/wertung-LV-0-csv.zip /tmp/wertung-spieler.csv 2>/dev/null || true
seed dsb_list /tmp/wertung-spieler.csv /tmp/wertung-spieler.txt /tmp/wertung-LV-0-csv.zip
seed name_search /tmp/wertung-spieler.csv
seed zip /tmp/wertung-LV-0-csv.zip

# dsb_xml: a report as Wertung writes it (the Karl-Mala TRF exported), where the CLI is built.
if [ -x target/debug/wertung ] && [ -f "$shared/testdata/karl-mala-2005.trf" ]; then
  mkdir -p fuzz/corpus/dsb_xml
  target/debug/wertung dwz export "$shared/testdata/karl-mala-2005.trf" --to dsb-xml --sender S \
    > fuzz/corpus/dsb_xml/karl-mala.xml 2>/dev/null || true
fi
printf '<?xml version="1.0"?>\n<DSB_DWZ_TournamentReport xmlns="http://www.schachbund.de/XMLSchema" version="2.5"><tournament><tournamentUUID>0f8fad5b-d9cb-469f-a165-70867728950e</tournamentUUID><label>T &amp; U</label><tournamentType>SW</tournamentType><timecontrol>60</timecontrol><rounds>1</rounds><startDate>2026-05-01</startDate><endDate>2026-05-01</endDate><location>K</location></tournament><players><player><tournamentPlayerNumber>1</tournamentPlayerNumber><surname>A</surname><forename>B</forename><dobYear>1990</dobYear></player><player><tournamentPlayerNumber>2</tournamentPlayerNumber><surname>C</surname><forename>D</forename><dobYear>1991</dobYear></player></players><games><game><round>1</round><tournamentPlayerNumberWhite>1</tournamentPlayerNumberWhite><noneBlackPlayer>true</noneBlackPlayer><pointWhite>+</pointWhite><pointBlack>-</pointBlack></game></games></DSB_DWZ_TournamentReport>\n' > /tmp/wertung-report-seed.xml
seed dsb_xml /tmp/wertung-report-seed.xml

# fide_list: FIDE's players_list_foa.txt (three players, the columns as its header gives them)
# and the same zipped; fide_stored starts from nothing (its bytes are the address book's own).
python3 -c 'import sys, zipfile
w = [15, 61, 4, 4, 5, 5, 15, 4, 6, 4, 3, 6, 4, 3, 6, 4, 3, 6, 4]
rows = [["ID Number", "Name", "Fed", "Sex", "Tit", "WTit", "OTit", "FOA", "SRtng", "SGm", "SK", "RRtng", "RGm", "Rk", "BRtng", "BGm", "BK", "B-day", "Flag"],
        ["12345", "Mueller, Hans", "GER", "M", "", "", "", "", "1912", "0", "20", "", "", "", "", "", "", "1970", ""],
        ["300001", "Dvorak, Tomas", "CZE", "M", "FM", "", "", "", "2210", "9", "20", "2150", "0", "20", "", "", "", "1985", "i"],
        ["300002", "Dvorak, Tomas", "SVK", "M", "", "", "", "", "", "", "", "", "", "", "", "", "", "1999", "w"]]
text = "".join("".join(c.ljust(k) for c, k in zip(r, w)) + "\r\n" for r in rows)
open(sys.argv[1], "w", encoding="latin-1").write(text)
with zipfile.ZipFile(sys.argv[2], "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("players_list_foa.txt", text)' /tmp/wertung-players_list_foa.txt /tmp/wertung-players_list.zip 2>/dev/null || true
seed fide_list /tmp/wertung-players_list_foa.txt /tmp/wertung-players_list.zip
seed fide_stored
# chess_results: the generated player pages, saved (HTML) and copied (text), both languages.
seed chess_results tests/data/chess-results/*.html tests/data/chess-results/*.txt

cargo fuzz build --sanitizer none
for target in tournament_json trf swt crosstable estimate_json fide_json evaluation calculator_form turnier_page dsb_list zip dsb_xml name_search fide_list fide_stored chess_results; do
  echo "[fuzz] $target for ${seconds}s"
  mkdir -p "fuzz/corpus/$target"
  ran=0
  cargo fuzz run --sanitizer none "$target" "fuzz/corpus/$target" -- \
    -max_total_time="$seconds" -max_len=65536 -print_final_stats=1 > /tmp/wertung-fuzz.log 2>&1 || ran=$?
  grep -E "stat::number_of_executed_units|Done|ERROR|panicked" /tmp/wertung-fuzz.log || true
  found=$(ls "fuzz/artifacts/$target" 2>/dev/null | grep -E '^(crash|oom|timeout)-' || true)
  if [ -n "$found" ]; then
    echo "[fuzz] $target found a crash, an out-of-memory or a timeout: fuzz/artifacts/$target/" >&2
    exit 1
  fi
  if [ "$ran" != 0 ] || ! grep -q "^Done [0-9]* runs" /tmp/wertung-fuzz.log; then
    echo "[fuzz] $target did not run (exit $ran):" >&2
    tail -5 /tmp/wertung-fuzz.log >&2
    exit 1
  fi
done
echo "[fuzz] no crash"
