#!/usr/bin/env bash
# Runs every test: formatting, the native tests (unit, doc, integration, property, CLI), and the
# release build of the wasm app by Trunk (so that a broken wasm build fails), then prints the
# bundle size.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

echo "== cargo fmt --check"
cargo fmt --all -- --check

log=$(mktemp)
trap 'rm -f "$log"' EXIT

echo "== native tests"
cargo test --all-targets 2>&1 | tee -a "$log"
cargo test --doc 2>&1 | tee -a "$log"

echo "== wasm app (trunk build --release --offline)"
cargo fetch --quiet
trunk build --release --offline
node scripts/bundle-size.mjs dist

passed=$(grep -Eo 'test result: [a-zA-Z]+\. [0-9]+ passed' "$log" | awk '{s+=$4} END {print s+0}')
failed=$(grep -Eo '[0-9]+ failed' "$log" | awk '{s+=$1} END {print s+0}')
echo "tests: ${passed} passed, ${failed} failed"
