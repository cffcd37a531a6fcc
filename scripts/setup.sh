#!/usr/bin/env bash
# Installs what building and testing Wertung needs, only where it is missing or of the wrong version.
# Safe to run again: on a machine that has everything it finishes in seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

# Each tool's version has one place (scripts/tools.mjs says which), read here and by the build
# (scripts/build.mjs), which refuses any other version. Node.js is needed before anything else.
if ! command -v node >/dev/null 2>&1; then
  echo "[setup] Node.js (with npm) is needed: install it first (https://nodejs.org or your package manager)" >&2
  exit 1
fi
pin() { node scripts/tools.mjs "$1"; }
WASM_BINDGEN_VERSION=$(pin wasm-bindgen)
TRUNK_VERSION=$(pin trunk)
BINARYEN_VERSION=$(pin binaryen)
WASM_SPLIT_VERSION=$(pin wasm_split_cli_support)
CARGO_FUZZ_VERSION=$(pin cargo-fuzz)

log() { echo "[setup] $*"; }

# The compiler rust-toolchain.toml pins, with its wasm target and the components the tests run
# (rustup reads that file here: a machine without the toolchain gets it).
rustup show active-toolchain >/dev/null 2>&1 || rustup toolchain install
if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  log "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
# The lint policy (Cargo.toml's [lints]) is checked by clippy, the layout by rustfmt.
for component in clippy rustfmt; do
  if ! rustup component list --installed 2>/dev/null | grep -q "^$component"; then
    log "adding the $component component"
    rustup component add "$component"
  fi
done

if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
  log "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 5 minutes)"
  # Without --locked: its lock file names a crate version the registry mirror lacks.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

if [ "$(trunk --version 2>/dev/null | awk '{print $2}')" != "$TRUNK_VERSION" ]; then
  log "installing trunk $TRUNK_VERSION (about 15 minutes)"
  cargo install --locked trunk --version "$TRUNK_VERSION" --force
fi

# The splitter of the calculator's module (scripts/build.mjs; as cargo-leptos uses it).
# (It prints no version: cargo's list of installed crates tells.)
if ! command -v wasm_split_cli >/dev/null 2>&1 || ! cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
  log "installing wasm_split_cli $WASM_SPLIT_VERSION (about 2 minutes)"
  cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked --force
fi

if [ "$(cargo fuzz --version 2>/dev/null | awk '{print $2}')" != "$CARGO_FUZZ_VERSION" ]; then
  log "installing cargo-fuzz $CARGO_FUZZ_VERSION (about 2 minutes)"
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --force
fi

# The npm packages as package-lock.json has them (package.json pins them): installed again when one
# is missing or of another version than pinned.
npm_version() { node -p "require('./node_modules/$1/package.json').version" 2>/dev/null || true; }
npm_stale=""
for p in binaryen esbuild playwright-core axe-core; do
  [ "$(npm_version "$p")" = "$(pin "$p")" ] || npm_stale="$npm_stale $p"
done
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -f node_modules/axe-core/axe.min.js ] || [ -n "$npm_stale" ]; then
  log "installing npm packages (binaryen $BINARYEN_VERSION, playwright-core, axe-core, esbuild)"
  npm ci --no-audit --no-fund
fi

# Programs the tests and scripts spawn, from Debian's packages, only where missing:
#   chromium, chromedriver  the browser tests (only with --browser)
#   pdftotext (poppler-utils)  the browser tests read the printed PDF
#   xmllint (libxml2-utils)    the DSB XML export is validated against the shared schema
#   apache2                    the release test serves the zip with its .htaccess (only with --browser)
debian_missing=()
need_program() { # need_program PROGRAM PACKAGE
  command -v "$1" >/dev/null 2>&1 || debian_missing+=("$2")
}
need_program pdftotext poppler-utils
need_program xmllint libxml2-utils
if [ "${1:-}" = "--browser" ]; then
  [ -x /usr/bin/chromium ] || debian_missing+=(chromium)
  [ -x /usr/bin/chromedriver ] || debian_missing+=(chromium-driver)
  [ -x /usr/sbin/apache2 ] || debian_missing+=(apache2)
fi
if [ "${#debian_missing[@]}" -gt 0 ]; then
  log "installing from Debian's packages: ${debian_missing[*]}"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  # A machine whose package manager was stopped mid-install refuses every install until its
  # half-configured packages are finished ("dpkg was interrupted"): finish them first. Wait for a
  # lock another installer holds instead of failing at once.
  apt_wait=(-o DPkg::Lock::Timeout=600)
  DEBIAN_FRONTEND=noninteractive $SUDO dpkg --configure -a || true
  $SUDO apt-get "${apt_wait[@]}" update -qq
  if ! DEBIAN_FRONTEND=noninteractive $SUDO apt-get "${apt_wait[@]}" install -y -qq "${debian_missing[@]}"; then
    log "apt-get failed; repairing (dpkg --configure -a, apt-get -f install) and trying once more"
    DEBIAN_FRONTEND=noninteractive $SUDO dpkg --configure -a || true
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get "${apt_wait[@]}" install -f -y -qq || true
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get "${apt_wait[@]}" install -y -qq "${debian_missing[@]}"
  fi
fi

log "tools ready: $(trunk --version), $(wasm-bindgen --version), wasm_split_cli $WASM_SPLIT_VERSION, wasm-opt $(wasm-opt --version | awk '{print $3}')"
