// Trunk's post_build hook (Trunk.toml): the two modules Trunk cannot build, and the loaders.
//
// Trunk builds what it can: the tournament page's second module (wertung-reader) and the
// JavaScript API (wertung-api) from their `rel="rust"` links in index.html, with the release
// profile of Cargo.toml on the stable toolchain (rust-toolchain.toml). What it cannot do is split
// a module (Trunk 0.21 has no splitting of its own): the calculator (wertung-web) and the tournament page
// (wertung-turnier) have split points (Leptos' `#[lazy]` / `wasm_split`), so this hook builds
// and splits those two. Node, because the rest of the build's scripts are JavaScript (esbuild,
// the service worker's lists, the browser tests).
//
// Each split module:
//   1. cargo build --release for wasm32 (the same profile and flags as Trunk's builds), linked
//      with its relocations, which the splitter reads;
//   2. wasm_split_cli cuts it into its main module, a module per split point and the chunks
//      they share;
//   3. wasm-bindgen (--target web);
//   4. wasm-opt -Oz on every .wasm, esbuild on every script;
//   5. into the staging folder with a content hash: the calculator into calc-<hash>/, the
//      tournament page into turnier-<hash>/ (their modules name each other).
// Then the loaders (www/turnier.js, www/reader.js, www/reader-worker.js, www/pieces-worker.js,
// www/api.js, and the calculator's in index.html) get the names by a plain replace of their {{placeholders}} (Trunk's
// modules asked for with ?v=<hash> of their files), and scripts/post-build.mjs writes the service
// worker and the pages' Content-Security-Policy.
// Every tool must be the version pinned (scripts/tools.mjs), else the build stops.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import esbuild from 'esbuild';
import { pins, root } from './tools.mjs';
import { finish } from './post-build.mjs';

// The modules this hook builds (Trunk builds the others: TRUNK_MODULES).
const MODULES = [
  { name: 'calc', bin: 'wertung-web', features: 'calc' },
  { name: 'turnier', bin: 'wertung-turnier', features: 'turnier' },
];
// The modules Trunk built into the staging folder (index.html's `rel="rust"` links with
// data-type="worker": files named after the binary, no script of Trunk's in the page).
const TRUNK_MODULES = [
  { name: 'reader', bin: 'wertung-reader' },
  { name: 'api', bin: 'wertung-api' },
];
// The pages' loaders: a template in www/ each, filled in and written under the same name.
const LOADERS = ['turnier.js', 'reader.js', 'reader-worker.js', 'pieces-worker.js', 'api.js'];
// Scripts a visitor's browser reads as they are (api.js is the entry club pages read): not minified.
const AS_WRITTEN = new Set(['api.js']);

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) fail('TRUNK_STAGING_DIR is not set (run by trunk: trunk build --release)');
const wasmOpt = join(root, 'node_modules', '.bin', 'wasm-opt');
// Trunk's target folder: the crates the four modules share are built once.
const targetDir = join(root, 'target');

function fail(message) {
  console.error(`build: ${message}`);
  process.exit(1);
}
function run(cmd, args, env = process.env) {
  execFileSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env, cwd: root });
}
function output(cmd, args) {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], cwd: root });
  } catch {
    return '';
  }
}

// Every tool the version pinned: a build with another would differ without a word.
function checkTools() {
  const pin = pins();
  const found = {
    'wasm-bindgen': [output('wasm-bindgen', ['--version']).split(' ')[1]?.trim(), pin['wasm-bindgen']],
    'wasm-opt (binaryen)': [output(wasmOpt, ['--version']).match(/version (\d+)/)?.[1], pin.binaryen.split('.')[0]],
    wasm_split_cli: [output('cargo', ['install', '--list']).match(/^wasm_split_cli_support v([\d.]+):/m)?.[1], pin.wasm_split_cli_support],
    trunk: [output('trunk', ['--version']).split(' ')[1]?.trim(), pin.trunk],
  };
  for (const [tool, [have, want]] of Object.entries(found)) {
    if (have !== want) fail(`${tool} is ${have ?? 'missing'}, the build needs ${want}: run scripts/setup.sh`);
  }
}

// The modules' scripts for the browsers of ES2020; the loaders wait at their top level (ES2022).
const minify = (code, target = 'es2020') => esbuild.transformSync(code, { minify: true, format: 'esm', target, legalComments: 'none' }).code;
// The features Rust's wasm32 target uses, for wasm-opt to read and keep them.
const FEATURES = ['--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext', '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue'];
// Leptos always builds server_fn's browser client, whose dependency wasm-streams exports three
// JavaScript classes (IntoUnderlyingSource, ...Sink, ...ByteSource) that no page of Wertung uses;
// their exports go (their classes stay in the bindings, unused).
const UNUSED_EXPORTS = ['--remove-exports', '--pass-arg=remove-exports@*intounderlying*'];
// What no browser reads: the tools that made a module, the features it was built for.
const NO_METADATA = ['--strip-producers', '--strip-target-features'];

// 1-4 for one module: its files (bindings, modules) in a folder of their own, returned.
function buildModule({ name, bin, features }) {
  // Linked with its relocations, which the splitter reads (only its link: its crates are those
  // of the other modules' builds). `cargo rustc` is `cargo build` with flags for the last crate.
  run('cargo', ['rustc', '--release', '--locked', '--target', 'wasm32-unknown-unknown', '--bin', bin, '--features', features, '--', '-Clink-args=--emit-relocs']);
  const linked = join(targetDir, 'wasm32-unknown-unknown', 'release', `${bin}.wasm`);
  const work = join(targetDir, 'split', name);
  rmSync(work, { recursive: true, force: true });
  const out = join(work, 'out');
  mkdirSync(out, { recursive: true });
  const parts = join(work, 'parts');
  mkdirSync(parts);
  run('wasm_split_cli', [linked, parts]);
  // The main module is named main.js: __wasm_split.js imports it so; the split modules import
  // from it what lld exported.
  run('wasm-bindgen', [join(parts, 'main.wasm'), '--out-dir', out, '--out-name', 'main', '--target', 'web', '--no-typescript', '--no-demangle', '--keep-lld-exports']);
  for (const f of readdirSync(parts).filter((f) => f !== 'main.wasm')) copyFileSync(join(parts, f), join(out, f));
  for (const f of readdirSync(out)) {
    const path = join(out, f);
    if (f.endsWith('.wasm')) run(wasmOpt, [...UNUSED_EXPORTS, '-Oz', ...FEATURES, ...NO_METADATA, path, '-o', path]);
    if (f.endsWith('.js')) writeFileSync(path, minify(readFileSync(path, 'utf8')));
  }
  return out;
}

// 5: into the staging folder; the placeholder its loaders fill in.
function place({ name }, out) {
  const files = readdirSync(out).sort();
  const folder = `${name}-${contentHash(out, files)}`;
  mkdirSync(join(dir, folder));
  for (const f of files) copyFileSync(join(out, f), join(dir, folder, f));
  return { [`${name}_dir`]: folder };
}

// A module Trunk built: its names, asked for with ?v=<hash of its files>. Its script minified
// here as the split modules' are (Trunk's own minifier stops at wasm-bindgen's `export default`
// and leaves the script as it is).
function trunkBuilt({ name, bin }) {
  const files = [`${bin}.js`, `${bin}_bg.wasm`];
  for (const f of files) if (!readdirSync(dir).includes(f)) fail(`${f} is missing: Trunk did not build ${bin} (index.html's rel="rust" links)`);
  const script = join(dir, `${bin}.js`);
  writeFileSync(script, minify(readFileSync(script, 'utf8')));
  const h = contentHash(dir, files);
  return { [`${name}_js`]: `${bin}.js?v=${h}`, [`${name}_wasm`]: `${bin}_bg.wasm?v=${h}`, [`${name}_hash`]: h };
}

/** The first 12 hex digits of the SHA-256 of `files` in `folder` (names and contents). */
function contentHash(folder, files) {
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update(readFileSync(join(folder, f)));
  return hash.digest('hex').slice(0, 12);
}

/** The loader with each {{key}} replaced by its value; a placeholder left over stops the build. */
function fill(text, values, file) {
  let filled = text;
  for (const [key, value] of Object.entries(values)) filled = filled.split(`{{${key}}}`).join(value);
  const left = filled.match(/\{\{\w+\}\}/);
  if (left) fail(`${file}: no value for ${left[0]}`);
  return filled;
}

checkTools();
const values = {};
for (const module of MODULES) Object.assign(values, place(module, buildModule(module)));
for (const module of TRUNK_MODULES) Object.assign(values, trunkBuilt(module));
for (const f of LOADERS) {
  const text = fill(readFileSync(join(root, 'www', f), 'utf8'), values, `www/${f}`);
  writeFileSync(join(dir, f), AS_WRITTEN.has(f) ? text : minify(text, 'es2022'));
}
// The calculator's loader is in index.html (its first visit needs no second script request).
// (Its policy's placeholder {{csp}} is post-build.mjs's.) Trunk leaves the link that keeps it
// from building the crate's default binary (its main application, data-trunk-skip): it goes.
const index = join(dir, 'index.html');
const page = readFileSync(index, 'utf8');
const trunkSkip = /<link[^>]*\bdata-trunk-skip\b[^>]*>/g;
if (!page.includes('{{calc_dir}}')) fail('index.html has no loader of the calculator ({{calc_dir}})');
if (!trunkSkip.test(page)) fail('index.html has no <link data-trunk rel="rust" data-trunk-skip>');
writeFileSync(index, page.replace(trunkSkip, '').split('{{calc_dir}}').join(values.calc_dir));
// The tournament page names its module's folder too ({{turnier_dir}}), so that the module is
// fetched while the page is read, not after its loader and the loader's import.
const turnierPage = join(dir, 'turnier.html');
const turnierHtml = readFileSync(turnierPage, 'utf8');
if (!turnierHtml.includes('{{turnier_dir}}')) fail('www/turnier.html has no preload of its module ({{turnier_dir}})');
writeFileSync(turnierPage, turnierHtml.split('{{turnier_dir}}').join(values.turnier_dir));
finish(dir);
console.log(`build: ${MODULES.map((m) => m.bin).join(', ')} (split: ${values.calc_dir}/, ${values.turnier_dir}/); loaders of ${TRUNK_MODULES.map((m) => m.bin).join(', ')}`);
