#!/usr/bin/env bash
# Installs what is missing, builds the web app and serves it on http://127.0.0.1:8080/ as a
# host serves it (gzip-compressed, scripts/static-server.mjs); Trunk builds it again on every
# change (`trunk watch`). Trunk's own server would send the modules uncompressed, and what one
# measures on it would not be what users get.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
cargo fetch --quiet
# Trunk.toml tells Trunk to ignore target/ (the build's own output), which must exist.
mkdir -p target
started=$(date +%s)
trunk watch --release --offline &
watching=$!
trap 'kill "$watching" 2>/dev/null || true' EXIT INT TERM
# Served once Trunk's first build is in dist/ (a build that fails leaves Trunk watching, with
# its errors above, and nothing served until a change builds).
until [ -f dist/index.html ] && [ "$(stat -c %Y dist/index.html)" -ge "$started" ]; do
  kill -0 "$watching" 2>/dev/null || { echo "serve.sh: trunk watch ended" >&2; exit 1; }
  sleep 1
done
node scripts/static-server.mjs dist --port "${PORT:-8080}"
