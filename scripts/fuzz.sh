#!/usr/bin/env bash
# Runs every fuzz target for SECONDS seconds (default 10): the tournament JSON, TRF, cross-table
# and estimate readers, and the evaluation on arbitrary well-formed tournaments. cargo fuzz on
# the stable toolchain (RUSTC_BOOTSTRAP=1, no sanitizer: the code has no unsafe). Seeds come from
# ../shared/testdata; findings land in fuzz/artifacts/<target>/ and make this script fail.
#   scripts/fuzz.sh            # smoke run, seconds (part of scripts/test.sh)
#   scripts/fuzz.sh 600        # ten minutes a target
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
export PATH="$HOME/.cargo/bin:$PATH"
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
printf 'A;2000;12;1990;x;1;½\nB;1800;;;0;x;1\nC;;;;½;0;x\n' > /tmp/wertung-cross-seed.txt
seed crosstable /tmp/wertung-cross-seed.txt
printf '{"kind":"recheck","end_date":"2026-12-12","dwz":2100,"index":55,"birth_year":2004,"k":32,"games":[{"opponent_rating":2220,"result":"0"},{"opponent_rating":1800,"result":"½"}],"rest_games":[{"opponent_rating":1500,"score":0,"date":"2025-10-01"}]}' > /tmp/wertung-estimate-seed.json
seed estimate_json /tmp/wertung-estimate-seed.json
mkdir -p fuzz/corpus/evaluation

cargo fuzz build --sanitizer none
for target in tournament_json trf crosstable estimate_json evaluation; do
  echo "[fuzz] $target for ${seconds}s"
  cargo fuzz run --sanitizer none "$target" "fuzz/corpus/$target" -- \
    -max_total_time="$seconds" -max_len=65536 -print_final_stats=1 2>&1 | grep -E "stat::number_of_executed_units|Done|ERROR|panicked" || true
  found=$(ls "fuzz/artifacts/$target" 2>/dev/null | grep -E '^(crash|oom|timeout)-' || true)
  if [ -n "$found" ]; then
    echo "[fuzz] $target found a crash, an out-of-memory or a timeout: fuzz/artifacts/$target/" >&2
    exit 1
  fi
done
echo "[fuzz] no crash"
