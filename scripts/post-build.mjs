// The site around the wasm modules, called by scripts/build.mjs (Trunk's post_build hook) once
// the modules and their loaders are in the staging folder (or run alone on a staging folder,
// `TRUNK_STAGING_DIR=… node scripts/post-build.mjs`, as tests/browser/post-build.test.mjs does):
//  * sw.js: the service worker with the exact list of this build's (hashed) files and a version
//    derived from their contents;
//  * app.js and open.js minified, the tournament page's stylesheet importing the calculator's;
//  * the Content-Security-Policy of every HTML page, into its placeholder
//    (`<meta http-equiv="Content-Security-Policy" content="{{csp}}">`): only this origin, plus
//    the hashes of the page's inline script and stylesheet and 'wasm-unsafe-eval' for WebAssembly.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import esbuild from 'esbuild';

function fail(message) {
  console.error(`post-build: ${message}`);
  process.exit(1);
}

/** Writes the service worker, minifies the page scripts and fills in each page's policy. */
export function finish(dir) {
  // The club's Impressum (a build option, see below), checked before anything is written.
  const impressum = (process.env.WERTUNG_IMPRESSUM ?? '').trim();
  if (impressum && !/^https?:\/\/[^\s"'<>&]+$/.test(impressum)) fail(`WERTUNG_IMPRESSUM is not an address (https://…): ${impressum}`);
  const files = [];
  (function walk(d) {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(dir, path).split('\\').join('/'));
    }
  })(dir);

  // Fewer bytes for a first visit: app.js and open.js minified by esbuild (the modules' scripts
  // are, by scripts/build.mjs).
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

  // The modules of the tournament page, its second module and the API (scripts/build.mjs).
  const readerModule = 'wertung-reader.js';
  const readerWasm = 'wertung-reader_bg.wasm';
  const apiModule = 'wertung-api.js';
  const apiWasm = 'wertung-api_bg.wasm';
  for (const f of [readerModule, readerWasm, apiModule, apiWasm, 'turnier.html']) {
    if (!files.includes(f)) fail(`${f} is missing`);
  }

  // The calculator (scripts/build.mjs): its main module is part of the first visit, the
  // parts split off it ("Meine Turniere", the what-if, the Elo) are loaded on first use.
  const calcMain = new Set(['main.js', 'main_bg.wasm', '__wasm_split.js']);
  const calcFiles = files.filter((f) => /^calc-[0-9a-f]+\//.test(f));
  if (!calcFiles.some((f) => f.endsWith('/main_bg.wasm'))) fail('the calculator (calc-*/main_bg.wasm) is missing');
  const calcLater = calcFiles.filter((f) => !calcMain.has(f.split('/')[1]));
  // The tournament page (scripts/build.mjs): its main module and the parts split off it (the
  // Berechnungslauf's views, FIDE's list's, the scoresheets), all of them cached for offline use.
  const turnierFiles = files.filter((f) => /^turnier-[0-9a-f]+\//.test(f));
  if (!turnierFiles.some((f) => f.endsWith('/main_bg.wasm'))) fail('the tournament page (turnier-*/main_bg.wasm) is missing');

  // Files only pages using the JavaScript API load: not part of the app, not pre-cached.
  const API_FILES = ['api.js', apiModule, apiWasm, 'api-example.html', 'api-example.js'];
  // What the first visit of the calculator does not need: the tournament page, its second module,
  // the calculator's parts loaded on first use and the app icons (the browser asks for them when the app is installed). The service
  // worker fetches the pages and modules among them into its cache once it has installed (OFFLINE),
  // after the page the user opened is running, so that after one visit of either page both pages
  // and their second modules load offline (a tournament hall often has no network).
  const ICONS = ['icon-192.png', 'icon-512.png'];
  const OFFLINE = ['turnier.html', 'turnier.js', 'open.js', 'turnier.css', 'style.css', ...turnierFiles, 'reader.js', 'reader-worker.js', 'pieces-worker.js', readerModule, readerWasm, ...calcLater, 'elo.css', 'names.css', 'chain.css'];
  const LATER_FILES = [...OFFLINE, ...ICONS];

  // The release's version (Cargo.toml's) in the manifest, and the club's Impressum, a build
  // option (WERTUNG_IMPRESSUM=https://…, see docs/hosting.md), for the pages' footers: both are
  // part of the release's hash below, so a new Impressum link reaches returning visitors too.
  if (files.includes('manifest.webmanifest')) {
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.webmanifest'), 'utf8'));
    writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ ...manifest, version: packageVersion() }, null, 2) + '\n');
  }

  // Content-Security-Policy: nothing but this origin. Inline scripts (the calculator's loader) and
  // the inline stylesheet are allowed by their hash only.
  for (const page of files.filter((f) => f.endsWith('.html'))) {
    const path = join(dir, page);
    const html = readFileSync(path, 'utf8');
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
    // The placeholder as written, or as the minifier of a release build leaves it (its attributes
    // in order, unquoted).
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
    const placeholders = ['<meta http-equiv="Content-Security-Policy" content="{{csp}}">', '<meta content={{csp}} http-equiv=Content-Security-Policy>'];
    const club = impressum && page !== 'api-example.html' ? `<meta name="wertung-impressum" content="${impressum}">` : '';
    const filled = placeholders.reduce((text, p) => text.split(p).join(meta + club), html);
    if (filled === html) fail(`${page} has no <meta http-equiv="Content-Security-Policy" content="{{csp}}">`);
    writeFileSync(path, filled);
  }

  const cached = files
    .filter((f) => f !== 'sw.js' && f !== 'sw.template.js' && !API_FILES.includes(f) && !LATER_FILES.includes(f))
    .sort();
  // The version covers every file of the build, the pages too (a release that changes only
  // index.html, say the club's Impressum link, is a new release), also those cached only when
  // first used (the tournament page, the API): a build that changes only the tournament page
  // must still replace the old cache, or the page would be served stale from it. The service
  // worker's own code is part of it: a new worker never takes over an older one's cache.
  const template = readFileSync(join(dir, 'sw.template.js'), 'utf8');
  unlinkSync(join(dir, 'sw.template.js'));
  const sw = serviceWorker(dir, template, files.filter((f) => f !== 'sw.js' && f !== 'sw.template.js'), cached, OFFLINE);
  writeFileSync(join(dir, 'sw.js'), sw.text);
  console.log(`post-build: sw.js (version ${sw.version}, ${sw.precache.length} files)`);
}

/** The package's version, as Cargo.toml writes it (the one place it is written). */
export function packageVersion() {
  const toml = readFileSync(join(fileURLToPath(new URL('..', import.meta.url)), 'Cargo.toml'), 'utf8');
  const found = toml.match(/^version = "([^"]+)"/m);
  if (!found) fail('Cargo.toml has no version');
  return found[1];
}

// A file's SHA-256 as a fetch's integrity (`sha256-` and the digest in base64): what sw.js has the
// browser check each file it caches against.
const contentHash = (bytes) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/**
 * The service worker of the release in `dir` from its template: its version (a hash over every
 * file of `all`, their names and contents, and the template), the files to cache at its install
 * (`cached`, with the page './'), those fetched after it (`offline`) and the content hash of each.
 * Exported for the tests, which make a second release of a build.
 */
export function serviceWorker(dir, template, all, cached, offline) {
  const hash = createHash('sha256').update(template);
  for (const f of [...all].sort()) hash.update(f).update(readFileSync(join(dir, f)));
  const version = hash.digest('hex').slice(0, 16);
  const precache = ['./', ...cached.map((f) => './' + f)];
  const hashes = { './': contentHash(readFileSync(join(dir, 'index.html'))) };
  for (const f of [...cached, ...offline].filter((f) => all.includes(f))) hashes['./' + f] = contentHash(readFileSync(join(dir, f)));
  const text = trimScript(template)
    .replace('__VERSION__', version)
    .replace('__PRECACHE__', JSON.stringify(precache))
    .replace('__OFFLINE__', JSON.stringify(offline.map((f) => './' + f)))
    .replace('__HASHES__', JSON.stringify(hashes));
  return { text, version, precache };
}

// sw.js keeps its names (scripts/bundle-size.mjs and the tests read its lists): only its comment
// lines and indentation go.
const trimScript = (s) => s.replace(/^[ \t]*\/\*\*[^*]*\*+(?:[^/*][^*]*\*+)*\/[ \t]*$/gm, '').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('//')).join('\n') + '\n';

// Run alone (the tests): on the staging folder named by TRUNK_STAGING_DIR.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!process.env.TRUNK_STAGING_DIR) fail('TRUNK_STAGING_DIR is not set');
  finish(process.env.TRUNK_STAGING_DIR);
}
