#!/usr/bin/env bash
# Installs what is missing, builds the web app and serves it on http://127.0.0.1:8080/
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
cargo fetch --quiet
# Trunk.toml tells `trunk serve` to ignore target/ (the build's own output), which must exist.
mkdir -p target
exec trunk serve --release --offline --address 127.0.0.1 --port "${PORT:-8080}"
