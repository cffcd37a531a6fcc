# Sourced by serve.sh and test.sh before Trunk builds the wasm modules: the standard library is
# rebuilt for the wasm target with "immediate abort" on panic (no panic messages, locations or
# formatting machinery in the bundle) and without Debug formatting: about 16 KB gzip less for
# the calculator (133,7 -> 117,4 KB on the same code). These are unstable flags of the stable
# toolchain (RUSTC_BOOTSTRAP=1, like the fuzz runs), set only for these builds; the native
# build and the tests are untouched. Needs the rust-src component and std's own crates
# (scripts/setup.sh fetches them).
export RUSTC_BOOTSTRAP=1
export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
# Leptos' erase_components (smaller wasm, faster builds) is kept from .cargo/config.toml here,
# since this variable replaces the config's rustflags for the wasm target.
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="--cfg erase_components -Zlocation-detail=none -Zfmt-debug=none -Zunstable-options -Cpanic=immediate-abort"
