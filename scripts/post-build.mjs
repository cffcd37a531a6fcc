// Trunk post_build hook: writes into the staging folder
//  * sw.js: the service worker with the exact list of this build's (hashed) files and a version
//    derived from their contents;
//  * api.js: the stable entry of the JavaScript API module (wertung-api.js), cache-busted;
//  * a Content-Security-Policy <meta> in every HTML page: only this origin, plus the hashes of
//    the page's inline scripts (Trunk's loader) and 'wasm-unsafe-eval' for WebAssembly.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import esbuild from 'esbuild';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('post-build: TRUNK_STAGING_DIR is not set (run by trunk)');
  process.exit(1);
}
const files = [];
(function walk(d) {
  for (const name of readdirSync(d)) {
    const path = join(d, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(relative(dir, path).split('\\').join('/'));
  }
})(dir);

// Fewer bytes for a first visit: app.js and open.js minified by esbuild (the
// calculator's module is, by scripts/build-calculator.mjs).
// sw.js keeps its names (scripts/bundle-size.mjs and the tests read its lists): only its comment
// lines and indentation go.
const trim = (s) => s.replace(/^[ \t]*\/\*\*[^*]*\*+(?:[^/*][^*]*\*+)*\/[ \t]*$/gm, '').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('//')).join('\n') + '\n';
const minify = (s) => esbuild.transformSync(s, { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' }).code;
for (const f of files.filter((f) => f === 'app.js' || f === 'open.js')) {
  const old = readFileSync(join(dir, f), 'utf8');
  const small = minify(old);
  writeFileSync(join(dir, f), small);
}
// The stylesheets the tournament page fetches, likewise without their comment lines.
const trimCss = (s) => s.replace(/^[ \t]*\/\*[^*]*\*+(?:[^/*][^*]*\*+)*\/[ \t]*$/gm, '').split('\n').map((l) => l.trim()).filter(Boolean).join('\n');
for (const f of files.filter((f) => f === 'style.css' || f === 'turnier.css')) {
  writeFileSync(join(dir, f), trimCss(readFileSync(join(dir, f), 'utf8')));
}

// The JavaScript API: its own module (Trunk names worker-type modules after the bin, unhashed);
// api.js gives it a stable entry and busts caches with a content hash.
const apiModule = 'wertung-api.js';
const apiWasm = 'wertung-api_bg.wasm';
for (const f of [apiModule, apiWasm]) {
  if (!files.includes(f)) {
    console.error(`post-build: ${f} is missing`);
    process.exit(1);
  }
}
const apiHash = createHash('sha256').update(readFileSync(join(dir, apiModule))).update(readFileSync(join(dir, apiWasm))).digest('hex').slice(0, 12);
writeFileSync(join(dir, 'api.js'), `// The Wertung core for JavaScript: see api-example.html and the README.
import initModule from './${apiModule}?v=${apiHash}';
export * from './${apiModule}?v=${apiHash}';
export default function init(options) {
  return initModule(options ?? { module_or_path: new URL('./${apiWasm}?v=${apiHash}', import.meta.url) });
}
`);

// The page "Turnierauswertung": a loader with a content hash against stale caches, and the
// calculator's stylesheet under a stable name for it.
const turnierModule = 'wertung-turnier.js';
const turnierWasm = 'wertung-turnier_bg.wasm';
for (const f of [turnierModule, turnierWasm, 'turnier.html']) {
  if (!files.includes(f)) {
    console.error(`post-build: ${f} is missing`);
    process.exit(1);
  }
}
const turnierHash = createHash('sha256').update(readFileSync(join(dir, turnierModule))).update(readFileSync(join(dir, turnierWasm))).digest('hex').slice(0, 12);
writeFileSync(join(dir, 'turnier.js'), `// Loads the page "Turnierauswertung" (written by scripts/post-build.mjs).
import init from './${turnierModule}?v=${turnierHash}';
init({ module_or_path: new URL('./${turnierWasm}?v=${turnierHash}', import.meta.url) });
`);
// Its second module (the DSB player list, SWT files, the INGO, FIDE and Turnierleistung views,
// exports): extras.js loads it when one of them is first used and hands its exports
// to the page in the window event "wertung-extras" (src/web/turnier/page/bridge.rs, `module`).
const extrasModule = 'wertung-extras.js';
const extrasWasm = 'wertung-extras_bg.wasm';
for (const f of [extrasModule, extrasWasm]) {
  if (!files.includes(f)) {
    console.error(`post-build: ${f} is missing`);
    process.exit(1);
  }
}
const extrasHash = createHash('sha256').update(readFileSync(join(dir, extrasModule))).update(readFileSync(join(dir, extrasWasm))).digest('hex').slice(0, 12);
// It runs in a Web Worker (extras-worker.js), so the page stays responsive while it reads a list
// of 100 000 rows; extras.js starts the worker and hands the page an object with
// handle(request, bytes) (a promise of the answer) and stop(); how far the module came is sent
// to the page as the window event "wertung-extras-progress" ([stage, done, total]).
writeFileSync(join(dir, 'extras-worker.js'), `// The second module of the page "Turnierauswertung" in its Web Worker (written by scripts/post-build.mjs).
// Its name says which load it is (extras-worker-N): a fresh instance after a module that
// stopped. (Not a query: a service worker answering from its cache drops it.)
const n = Number(self.name.replace('extras-worker-', '')) || 0;
const again = n ? '&n=' + n : '';
self.wertungProgress = (stage, done, total) => postMessage({ progress: [stage, done, total] });
let handle = null;
try {
  const extras = await import('./${extrasModule}?v=${extrasHash}' + again);
  await extras.default({ module_or_path: new URL('./${extrasWasm}?v=${extrasHash}' + again, self.location.href) });
  handle = extras.handle;
} catch (e) {
  console.warn('wertung-extras', e);
}
onmessage = ({ data }) => {
  let answer = null;
  try {
    answer = handle(data.request, data.bytes);
  } catch (e) {
    // A trap or out of memory: the page ends this worker and starts a fresh one.
    console.warn('wertung-extras', e);
  }
  postMessage({ id: data.id, answer });
};
postMessage({ ready: handle !== null });
`);
writeFileSync(join(dir, 'extras.js'), `// Loads the second module of the page "Turnierauswertung" (written by scripts/post-build.mjs)
// into its Web Worker (extras-worker.js), or (inline) into the page itself (the
// calculator's name search: an answer within the keystroke's frame, which a worker's message
// would miss). extras.js?n=N with n = N (the page's Nth load, after a module that stopped): a
// fresh instance. A module that cannot be fetched or started is said with detail null (the page says
// so and tries afresh on its next request), never left waiting.
// How to load it comes in window.wertungExtras ({ n, inline }, set by the page before it adds
// this script): not in this script's query, since a service worker answering from its cache
// gives the module the URL without it.
const { n = 0, inline = false } = globalThis.wertungExtras ?? {};
const again = n ? '&n=' + n : '';
let detail = null;
// Progress is told to the page once the requests under way took 300 ms, and null when none is left.
const told = (detail) => dispatchEvent(new CustomEvent('wertung-extras-progress', { detail }));
try {
  if (inline) {
    const extras = await import('./${extrasModule}?v=${extrasHash}' + again);
    await extras.default({ module_or_path: new URL('./${extrasWasm}?v=${extrasHash}' + again, import.meta.url) });
    detail = {
      handle: (request, bytes) => {
        try {
          return Promise.resolve(extras.handle(request, bytes));
        } catch (e) {
          console.warn('wertung-extras', e);
          return Promise.resolve(null);
        }
      },
      stop: () => {},
    };
  } else {
    const worker = new Worker(new URL('./extras-worker.js?v=${extrasHash}' + again, import.meta.url), { type: 'module', name: 'extras-worker-' + n });
    const waiting = new Map();
    let since = 0;
    const end = () => {
      for (const answer of waiting.values()) answer(null);
      waiting.clear();
      told(null);
    };
    const ready = await new Promise((resolve) => {
      worker.onerror = () => { resolve(false); end(); };
      worker.onmessage = ({ data }) => {
        if (data.ready !== undefined) resolve(data.ready);
        else if (data.progress) { if (waiting.size && performance.now() - since >= 300) told(data.progress); }
        else {
          waiting.get(data.id)?.(data.answer);
          waiting.delete(data.id);
          if (!waiting.size) told(null);
        }
      };
    });
    let next = 0;
    const stop = () => { worker.terminate(); end(); };
    if (ready) {
      detail = {
        handle: (request, bytes) => new Promise((answer) => {
          const id = next++;
          if (!waiting.size) since = performance.now();
          waiting.set(id, answer);
          worker.postMessage({ id, request, bytes }, [bytes.buffer]);
        }),
        stop,
      };
    } else stop();
  }
} catch (e) {
  console.warn('wertung-extras', e);
}
dispatchEvent(new CustomEvent('wertung-extras', { detail }));
`);
// Its stylesheet: the calculator's (inlined in index.html for its first paint, and copied as
// style.css for this page) and its own rules (www/turnier.css).
const imports = "@import url('./style.css');\n";
const own = readFileSync(join(dir, 'turnier.css'), 'utf8');
writeFileSync(join(dir, 'turnier.css'), own.startsWith(imports) ? own : imports + own);

// The calculator (scripts/build-calculator.mjs): its main module is part of the first visit, the
// parts split off it ("Meine Turniere", the what-if, the Elo) are loaded on first use.
const calcMain = new Set(['main.js', 'main_bg.wasm', '__wasm_split.js']);
const calcFiles = files.filter((f) => /^calc-[0-9a-f]+\//.test(f));
if (!calcFiles.some((f) => f.endsWith('/main_bg.wasm'))) {
  console.error('post-build: the calculator (calc-*/main_bg.wasm) is missing');
  process.exit(1);
}
const calcLater = calcFiles.filter((f) => !calcMain.has(f.split('/')[1]));

// Files only pages using the JavaScript API load: not part of the app, not pre-cached.
const API_FILES = ['api.js', apiModule, apiWasm, 'api-example.html', 'api-example.js'];
// What the first visit of the calculator does not need: the tournament page, its second module,
// the calculator's parts loaded on first use and the app icons (the browser asks for them when the app is installed). The service
// worker fetches the pages and modules among them into its cache once it has installed (OFFLINE),
// after the page the user opened is running, so that after one visit of either page both pages
// and their second modules load offline (a tournament hall often has no network).
const ICONS = ['icon-192.png', 'icon-512.png'];
const OFFLINE = ['turnier.html', 'turnier.js', 'open.js', 'turnier.css', 'style.css', turnierModule, turnierWasm, 'extras.js', 'extras-worker.js', extrasModule, extrasWasm, ...calcLater, 'elo.css', 'names.css', 'chain.css'];
const LATER_FILES = [...OFFLINE, ...ICONS];

// Content-Security-Policy: nothing but this origin. Inline scripts (Trunk's loader) are allowed
// by their hash only.
for (const page of files.filter((f) => f.endsWith('.html'))) {
  const path = join(dir, page);
  let html = readFileSync(path, 'utf8');
  const hash = (m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`;
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(hash);
  // The calculator's stylesheet is inlined (its first paint needs no second request).
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(hash);
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  // The minified page (Trunk.toml) leaves out the optional <head> tag: then after <html>.
  html = html.includes('<head>') ? html.replace('<head>', `<head>\n  ${meta}`) : html.replace(/<html[^>]*>/, (m) => m + meta);
  writeFileSync(path, html);
}

const cached = files
  .filter((f) => f !== 'sw.js' && f !== 'sw.template.js' && !API_FILES.includes(f) && !LATER_FILES.includes(f))
  .sort();
// The version covers every file of the build, also those cached only when first used (the
// tournament page, the API): a build that changes only the tournament page must still replace
// the old cache, or the page would be served stale from it.
const hash = createHash('sha256');
for (const f of files.filter((f) => f !== 'sw.js' && f !== 'sw.template.js').sort()) {
  hash.update(f).update(readFileSync(join(dir, f)));
}
const version = hash.digest('hex').slice(0, 16);
const precache = ['./', ...cached.map((f) => './' + f)];
const template = readFileSync(join(dir, 'sw.template.js'), 'utf8');
unlinkSync(join(dir, 'sw.template.js'));
writeFileSync(join(dir, 'sw.js'), trim(template)
  .replace('__VERSION__', version)
  .replace('__PRECACHE__', JSON.stringify(precache))
  .replace('__OFFLINE__', JSON.stringify(OFFLINE.map((f) => './' + f))));
console.log(`post-build: sw.js (version ${version}, ${precache.length} files), api.js -> ${apiModule}`);
