#!/usr/bin/env bash
# Runs every test: formatting, clippy (the lint policy of Cargo.toml, natively and for each wasm
# module), the native tests (unit, doc, integration, property, CLI), the
# release build of the wasm app by Trunk (so that a broken wasm build fails) with its bundle size,
# and the browser tests in headless Chromium against that build, with a fuzz smoke run and the
# size budget, and a cross-check of the CLI against a second implementation of the DWZ rules on
# random tournaments. Ends with "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --browser
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
# One run builds everything once: no incremental caches, and line tables (enough for a
# backtrace) instead of full debug info keep target/ small on a machine with little disk.
export CARGO_INCREMENTAL=0 CARGO_PROFILE_DEV_DEBUG=line-tables-only

echo "== cargo fmt --check"
cargo fmt --all -- --check

log=$(mktemp)
trap 'rm -f "$log"' EXIT

echo "== clippy (native and each wasm module; a warning fails the run)"
cargo clippy --all-targets -- -D warnings
cargo clippy --target wasm32-unknown-unknown --features calc --bin wertung-web -- -D warnings
cargo clippy --target wasm32-unknown-unknown --features turnier --bin wertung-turnier -- -D warnings
cargo clippy --target wasm32-unknown-unknown --features reader --bin wertung-reader -- -D warnings
cargo clippy --target wasm32-unknown-unknown --features api --bin wertung-api -- -D warnings

echo "== native tests"
cargo test --all-targets 2>&1 | tee -a "$log"
cargo test --doc 2>&1 | tee -a "$log"

echo "== cross-check: the CLI against a second implementation (scripts/crosscheck/ref_dwz.py)"
cargo build --quiet --bin wertung
python3 scripts/crosscheck/crosscheck.py 300 1 --cli target/debug/wertung 2>&1 | tee -a "$log"
python3 scripts/crosscheck/crosscheck.py 300 2 --cli target/debug/wertung --mode exact 2>&1 | tee -a "$log"

echo "== fuzz smoke run (3 s a target; scripts/fuzz.sh 600 for the long run)"
scripts/fuzz.sh 3

echo "== wasm app (trunk build --release --offline)"
cargo fetch --quiet
trunk build --release --offline
node scripts/bundle-size.mjs dist --check

echo "== browser tests (headless Chromium against dist/)"
node --test tests/browser/ 2>&1 | tee -a "$log"

passed=$(grep -Eo 'test result: [[:alpha:]]+\. [0-9]+ passed' "$log" | awk '{s+=$4} END {print s+0}')
passed=$((passed + $(grep -Eo '^# pass [0-9]+' "$log" | awk '{s+=$3} END {print s+0}')))
passed=$((passed + $(grep -c '^crosscheck.*, 0 differ$' "$log" || true)))
failed=$(grep -Eo '[0-9]+ failed' "$log" | awk '{s+=$1} END {print s+0}')
failed=$((failed + $(grep -Eo '^# fail [0-9]+' "$log" | awk '{s+=$3} END {print s+0}')))
echo "tests: ${passed} passed, ${failed} failed"
