// Trunk post_build hook (runs before post-build.mjs): builds the calculator (`wertung-web`) and
// splits it where its source says so (Leptos' `#[lazy]` / `wasm_split`: "Meine Turniere", the
// what-if and the FIDE Elo are loaded on first use), as cargo-leptos does. Trunk 0.21 cannot split
// a module (trunk issue #1022), so this hook does what its `rel="rust"` would do:
//   1. cargo build of the bin for wasm32, linked with `--emit-relocs` (the splitter needs the
//      relocations), in its own target folder (other link flags than Trunk's modules);
//   2. wasm_split_cli: the main module, one module per split point (and the chunks they share),
//      and `__wasm_split.js`, the loader of those modules;
//   3. wasm-bindgen on the main module (`--keep-lld-exports`: the split modules import from it);
//   4. wasm-opt -Oz on every module, esbuild on the scripts;
//   5. the files into `calc-<hash>/` of the staging folder (one content hash for all: the
//      modules refer to each other by relative name), and the loader into index.html.
// scripts/post-build.mjs then lists them for the service worker.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import esbuild from 'esbuild';

const dir = process.env.TRUNK_STAGING_DIR;
const root = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
if (!dir) {
  console.error('build-calculator: TRUNK_STAGING_DIR is not set (run by trunk)');
  process.exit(1);
}
const run = (cmd, args, env = process.env) => execFileSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env, cwd: root });

// 1. The build. The flags of scripts/wasm-env.sh (when sourced) plus the relocations.
const targetDir = join(root, 'target', 'calculator');
const flags = [process.env.CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS ?? '--cfg erase_components', '-Clink-args=--emit-relocs'].join(' ');
run('cargo', ['build', '--release', '--locked', '--target', 'wasm32-unknown-unknown', '--bin', 'wertung-web', '--features', 'calc', '--target-dir', targetDir], {
  ...process.env,
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS: flags,
});
const linked = join(targetDir, 'wasm32-unknown-unknown', 'release', 'wertung-web.wasm');

// 2. The split.
const work = join(targetDir, 'split');
rmSync(work, { recursive: true, force: true });
mkdirSync(join(work, 'parts'), { recursive: true });
run('wasm_split_cli', [linked, join(work, 'parts')]);

// 3. The bindings of the main module (named main.js: __wasm_split.js imports it so).
const out = join(work, 'out');
mkdirSync(out);
run('wasm-bindgen', [join(work, 'parts', 'main.wasm'), '--out-dir', out, '--out-name', 'main', '--target', 'web', '--no-typescript', '--no-demangle', '--keep-lld-exports']);
for (const f of readdirSync(join(work, 'parts'))) {
  if (f !== 'main.wasm') copyFileSync(join(work, 'parts', f), join(out, f));
}

// 4. Smaller: every module by wasm-opt (the features Rust's wasm32 target uses), the scripts by
// esbuild (the names the modules import and export stay).
// Before that, the exports of wasm-streams go (the same option is in index.html for the
// tournament page's module): Leptos always builds server_fn's browser client, whose dependency
// wasm-streams exports three JavaScript classes (IntoUnderlyingSource, ...Sink, ...ByteSource)
// that a #[wasm_bindgen] export keeps in every module, although no page of Wertung streams a
// request: about 1 100 B gzip of the first visit. Their JavaScript classes stay in main.js,
// unused.
const features = ['--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext', '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue'];
const unusedExports = ['--remove-exports', '--pass-arg=remove-exports@*intounderlying*'];
for (const f of readdirSync(out).filter((f) => f.endsWith('.wasm'))) {
  run('wasm-opt', [...unusedExports, '-Oz', ...features, join(out, f), '-o', join(out, f)]);
}
for (const f of readdirSync(out).filter((f) => f.endsWith('.js'))) {
  const code = esbuild.transformSync(readFileSync(join(out, f), 'utf8'), { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' }).code;
  writeFileSync(join(out, f), code);
}

// 5. Into the staging folder under one content hash, and the loader into index.html.
const names = readdirSync(out).sort();
const hash = createHash('sha256');
for (const f of names) hash.update(f).update(readFileSync(join(out, f)));
const folder = `calc-${hash.digest('hex').slice(0, 12)}`;
mkdirSync(join(dir, folder));
for (const f of names) copyFileSync(join(out, f), join(dir, folder, f));
const index = join(dir, 'index.html');
const html = readFileSync(index, 'utf8');
// Hosts that serve .wasm as application/octet-stream (issue 47 §1): the browser refuses to
// compile such a response as it streams, and the parts' loader (__wasm_split.js) has no way
// around it; WebAssembly compiles the same bytes whatever the type. So the page's modules are
// compiled as they stream where the type is right, else from their bytes.
const wasmFromAnyHost =
  "{const s=WebAssembly.instantiateStreaming;WebAssembly.instantiateStreaming=async(r,i)=>{const a=await r;" +
  "return /^application\\/wasm\\b/.test(a.headers.get('content-type')||'')?s(a,i):WebAssembly.instantiate(await a.arrayBuffer(),i)}}";
const loader =
  `<link rel="modulepreload" href="./${folder}/main.js">` +
  `<link rel="modulepreload" href="./${folder}/__wasm_split.js">` +
  `<link rel="preload" href="./${folder}/main_bg.wasm" as="fetch" type="application/wasm" crossorigin>` +
  `<script type="module">import init from './${folder}/main.js';${wasmFromAnyHost}init({module_or_path:new URL('./${folder}/main_bg.wasm',import.meta.url)})</script>`;
if (!/<\/title>/.test(html)) {
  console.error('build-calculator: index.html has no <title>');
  process.exit(1);
}
// The loader after the title; Trunk's skipped link of the calculator (index.html) goes.
writeFileSync(index, html.replace(/<\/title>/, (m) => m + loader).replace(/<link[^>]*data-trunk-skip[^>]*>/, ''));
if (!existsSync(join(dir, folder, 'main_bg.wasm'))) process.exit(1);
console.log(`build-calculator: ${folder}/ (${names.join(', ')})`);
