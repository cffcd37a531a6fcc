// The one build of Wertung's four wasm modules, run by Trunk as its post_build hook (Trunk.toml).
//
// Why a Trunk hook and not an xtask: Trunk stays what the README runs (`trunk build`, and
// `trunk serve`, which rebuilds on a change), and it does well what the pages need (the files
// copied, the stylesheet inlined, the HTML minified). What it cannot do is split a module
// (trunk issue #1022), so instead of Trunk building three modules one way and a hook the
// calculator another, this hook builds all four, the same way, and Trunk builds none (index.html
// has no `rel="rust"` link). Node, because the rest of the build's scripts are JavaScript
// (esbuild, the service worker's lists, the browser tests).
//
// Each module:
//   1. cargo build --release for wasm32 with the checked-in flags of .cargo/wasm.toml (the
//      standard library rebuilt with panics aborting at once, no Debug formatting, no panic
//      locations), one target folder target/wasm; the pages' modules linked with their relocations;
//   2. the calculator and the tournament page (they have split points, Leptos' `#[lazy]` /
//      `wasm_split`): wasm_split_cli cuts each into its main module, a module per split point and
//      the chunks they share;
//   3. wasm-bindgen (--target web);
//   4. wasm-opt -Oz on every .wasm, esbuild on every script;
//   5. into the staging folder with a content hash: the calculator into calc-<hash>/, the
//      tournament page into turnier-<hash>/ (their modules name each other), the others as
//      wertung-<name>.js / wertung-<name>_bg.wasm, asked for with ?v=<hash>.
// Then the loaders (www/turnier.js, www/extras.js, www/extras-worker.js, www/api.js, and the
// calculator's in index.html) get the names by a plain replace of their {{placeholders}}, and
// scripts/post-build.mjs writes the service worker and the pages' Content-Security-Policy.
// Every tool must be the version pinned (scripts/tools.mjs), else the build stops.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import esbuild from 'esbuild';
import { pins, root } from './tools.mjs';
import { finish } from './post-build.mjs';

const MODULES = [
  { name: 'calc', bin: 'wertung-web', features: 'calc', split: true },
  { name: 'turnier', bin: 'wertung-turnier', features: 'turnier', split: true },
  { name: 'extras', bin: 'wertung-extras', features: 'extras' },
  { name: 'api', bin: 'wertung-api', features: 'api' },
];
// The pages' loaders: a template in www/ each, filled in and written under the same name.
const LOADERS = ['turnier.js', 'extras.js', 'extras-worker.js', 'api.js'];
// Scripts a visitor's browser reads as they are (api.js is the entry club pages read): not minified.
const AS_WRITTEN = new Set(['api.js']);

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) fail('TRUNK_STAGING_DIR is not set (run by trunk: trunk build --release)');
const wasmOpt = join(root, 'node_modules', '.bin', 'wasm-opt');
const targetDir = join(root, 'target', 'wasm');

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
function buildModule({ name, bin, features, split }) {
  // A module that is split is linked with its relocations, which the splitter reads (only its
  // link: its crates are those of the other modules' builds). `cargo rustc` is `cargo build`
  // with flags for the last crate.
  const relocs = split ? ['--', '-Clink-args=--emit-relocs'] : [];
  run('cargo', ['rustc', '--release', '--locked', '--config', join(root, '.cargo', 'wasm.toml'), '--target', 'wasm32-unknown-unknown', '--bin', bin, '--features', features, '--target-dir', targetDir, ...relocs], {
    ...process.env,
    // The unstable flags of .cargo/wasm.toml on the stable toolchain (as the fuzz runs use them).
    RUSTC_BOOTSTRAP: '1',
  });
  const linked = join(targetDir, 'wasm32-unknown-unknown', 'release', `${bin}.wasm`);
  const work = join(targetDir, 'out', name);
  rmSync(work, { recursive: true, force: true });
  const out = join(work, 'out');
  mkdirSync(out, { recursive: true });
  if (split) {
    const parts = join(work, 'parts');
    mkdirSync(parts);
    run('wasm_split_cli', [linked, parts]);
    // The main module is named main.js: __wasm_split.js imports it so; the split modules import
    // from it what lld exported.
    run('wasm-bindgen', [join(parts, 'main.wasm'), '--out-dir', out, '--out-name', 'main', '--target', 'web', '--no-typescript', '--no-demangle', '--keep-lld-exports']);
    for (const f of readdirSync(parts).filter((f) => f !== 'main.wasm')) copyFileSync(join(parts, f), join(out, f));
  } else {
    run('wasm-bindgen', [linked, '--out-dir', out, '--out-name', bin, '--target', 'web', '--no-typescript', '--no-demangle']);
  }
  for (const f of readdirSync(out)) {
    const path = join(out, f);
    if (f.endsWith('.wasm')) run(wasmOpt, [...UNUSED_EXPORTS, '-Oz', ...FEATURES, ...NO_METADATA, path, '-o', path]);
    if (f.endsWith('.js')) writeFileSync(path, minify(readFileSync(path, 'utf8')));
  }
  return out;
}

// 5: into the staging folder; the placeholders its loaders fill in.
function place({ name, bin, split }, out) {
  const files = readdirSync(out).sort();
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update(readFileSync(join(out, f)));
  const h = hash.digest('hex').slice(0, 12);
  if (split) {
    const folder = `${name}-${h}`;
    mkdirSync(join(dir, folder));
    for (const f of files) copyFileSync(join(out, f), join(dir, folder, f));
    return { [`${name}_dir`]: folder };
  }
  for (const f of files) copyFileSync(join(out, f), join(dir, f));
  return { [`${name}_js`]: `${bin}.js?v=${h}`, [`${name}_wasm`]: `${bin}_bg.wasm?v=${h}`, [`${name}_hash`]: h };
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
for (const f of LOADERS) {
  const text = fill(readFileSync(join(root, 'www', f), 'utf8'), values, `www/${f}`);
  writeFileSync(join(dir, f), AS_WRITTEN.has(f) ? text : minify(text, 'es2022'));
}
// The calculator's loader is in index.html (its first visit needs no second script request).
// (Its policy's placeholder {{csp}} is post-build.mjs's.) Trunk leaves the link that keeps it
// from building the crate itself (index.html, Trunk's first link, numbered 0), minified in a
// release build: it goes.
const index = join(dir, 'index.html');
const page = readFileSync(index, 'utf8');
const trunkSkip = ['<link data-trunk data-trunk-id=0 data-trunk-skip rel=rust>', '<link data-trunk rel="rust" data-trunk-skip data-trunk-id="0">'];
if (!page.includes('{{calc_dir}}')) fail('index.html has no loader of the calculator ({{calc_dir}})');
if (!trunkSkip.some((link) => page.includes(link))) fail(`index.html has none of ${trunkSkip.join(', ')}`);
const skipped = trunkSkip.reduce((text, link) => text.split(link).join(''), page);
writeFileSync(index, skipped.split('{{calc_dir}}').join(values.calc_dir));
finish(dir);
console.log(`build: ${MODULES.map((m) => m.bin).join(', ')}; ${values.calc_dir}/, ${values.turnier_dir}/`);
