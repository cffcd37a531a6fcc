#!/usr/bin/env bash
# Writes wertung-site-<version>.zip (the version from Cargo.toml): the static site for a club's
# web host, built for release (no live-reload script), with only the files a browser is served,
# plus the hosting note (HOSTING.txt), the release's changes (CHANGES.txt), the source of the
# release and an .htaccess for Apache hosts (scripts/zip-site.py).
# Usage: [WERTUNG_IMPRESSUM=https://club.de/impressum] scripts/package.sh [OUT.zip]
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n1)
out="$(realpath -m "${1:-wertung-site-$version.zip}")"
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
cargo fetch --quiet
trunk build --release --offline
node scripts/bundle-size.mjs dist --check
source=$(mktemp --suffix=.tar.gz)
trap 'rm -f "$source"' EXIT
# The source of the release, without the README's screenshots (docs/img).
git archive --format=tar.gz --prefix="wertung-$version/" HEAD -- . ':(exclude)docs/img' > "$source"
python3 scripts/zip-site.py dist "$out" "$source"
