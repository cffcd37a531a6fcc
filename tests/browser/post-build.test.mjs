// Tests of the site's last step of the build (scripts/post-build.mjs, called by scripts/build.mjs)
// on a staging folder of its own: the service worker's version and pre-cache list, and the
// Content-Security-Policy it fills in; and of the build in dist/: no placeholder left.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './harness.mjs';

const loader = "import init from './calc-0a1b2c3d4e5f/main.js';init()";
const csp = '<meta http-equiv="Content-Security-Policy" content="{{csp}}">';
// The calculator as scripts/build.mjs leaves it: the main module and its loader of the
// parts split off it, and those parts.
const calc = {
  'calc-0a1b2c3d4e5f/main.js': 'export default function init() {}',
  'calc-0a1b2c3d4e5f/main_bg.wasm': 'app',
  'calc-0a1b2c3d4e5f/__wasm_split.js': 'export {}',
  'calc-0a1b2c3d4e5f/split_later_123.wasm': 'later',
  'calc-0a1b2c3d4e5f/chunk_2.wasm': 'shared',
};
// The tournament page likewise: its main module and a part split off it.
const turnier = {
  'turnier-0a1b2c3d4e5f/main.js': 'export default function init() {}',
  'turnier-0a1b2c3d4e5f/__wasm_split.js': 'export {}',
  'turnier-0a1b2c3d4e5f/split_run.wasm': 'run',
};
function write(dir, files) {
  mkdirSync(join(dir, 'calc-0a1b2c3d4e5f'), { recursive: true });
  mkdirSync(join(dir, 'turnier-0a1b2c3d4e5f'), { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
}

function stage(turnierWasm, { indexExtra = '', env = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'wertung-stage-'));
  const files = {
    'index.html': `<!DOCTYPE html><html><head>${csp}<script type="module">${loader}</script></head><body>${indexExtra}</body></html>`,
    'turnier.html': `<!DOCTYPE html><html><head>${csp}<script type="module" src="turnier.js"></script></head><body></body></html>`,
    'manifest.webmanifest': '{"name": "Wertung", "start_url": "./"}',
    ...calc,
    'style-0a1b.css': 'body{}',
    ...turnier,
    'turnier-0a1b2c3d4e5f/main_bg.wasm': turnierWasm,
    'wertung-reader.js': 'export default function init() {}',
    'wertung-reader_bg.wasm': 'reader',
    'turnier.css': '.turnier{}',
    'style.css': 'body{}',
    'wertung-api.js': 'export default function init() {}',
    'wertung-api_bg.wasm': 'api',
    'api-example.html': `<!DOCTYPE html><html><head>${csp}</head><body></body></html>`,
    'api-example.js': '',
    'sw.template.js': readFileSync(join(root, 'www', 'sw.template.js'), 'utf8'),
  };
  write(dir, files);
  execFileSync('node', [join(root, 'scripts', 'post-build.mjs')], { env: { ...process.env, ...env, TRUNK_STAGING_DIR: dir } });
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  const built = {};
  for (const f of Object.keys(files).filter((f) => f !== 'sw.template.js')) built[f] = readFileSync(join(dir, f));
  const result = {
    hashes: JSON.parse(sw.match(/const HASHES = (\{[^}]*\});/)[1]),
    built,
    manifest: JSON.parse(readFileSync(join(dir, 'manifest.webmanifest'), 'utf8')),
    turnier: readFileSync(join(dir, 'turnier.html'), 'utf8'),
    offline: JSON.parse(sw.match(/const OFFLINE = (\[[^\]]*\]);/)[1]),
    version: sw.match(/const VERSION = '([0-9a-f]+)'/)[1],
    precache: JSON.parse(sw.match(/const PRECACHE = (\[[^\]]*\]);/)[1]),
    index: readFileSync(join(dir, 'index.html'), 'utf8'),
    turnierCss: readFileSync(join(dir, 'turnier.css'), 'utf8'),
  };
  // Run again on the same folder (as by a second build, the pages copied afresh): the
  // stylesheet stays as it was.
  for (const f of ['sw.template.js', 'index.html', 'turnier.html', 'api-example.html']) writeFileSync(join(dir, f), files[f]);
  execFileSync('node', [join(root, 'scripts', 'post-build.mjs')], { env: { ...process.env, TRUNK_STAGING_DIR: dir } });
  result.turnierCssAgain = readFileSync(join(dir, 'turnier.css'), 'utf8');
  rmSync(dir, { recursive: true });
  return result;
}

test('a build that changes only the tournament page gets a new service worker version', () => {
  const a = stage('turnier 1');
  const b = stage('turnier 2');
  assert.notEqual(a.version, b.version, 'else the old tournament page is served from the old cache');
  assert.deepEqual(a.precache, b.precache);
  assert.equal(stage('turnier 1').version, a.version, 'the same build, the same version');
});

test('a build that changes only a page (the Impressum link) is a new release', () => {
  assert.notEqual(stage('x', { indexExtra: '<a href="https://club.de/impressum">Impressum</a>' }).version, stage('x').version);
});

test('sw.js carries the content hash of every file it caches, the page included, to check what it fetches', () => {
  const { hashes, precache, offline, built } = stage('x');
  const sha = (b) => `sha256-${createHash('sha256').update(b).digest('base64')}`;
  assert.equal(hashes['./'], sha(built['index.html']), "'./' is index.html");
  for (const url of [...precache, ...offline].filter((u) => u !== './' && built[u.slice(2)])) {
    assert.equal(hashes[url], sha(built[url.slice(2)]), url);
  }
  assert.ok(Object.keys(hashes).includes('./calc-0a1b2c3d4e5f/main_bg.wasm'));
});

test("the release's version (Cargo.toml's) in the manifest; the club's Impressum, a build option, in the pages", () => {
  const version = readFileSync(join(root, 'Cargo.toml'), 'utf8').match(/^version = "([^"]+)"/m)[1];
  const plain = stage('x');
  assert.equal(plain.manifest.version, version);
  assert.equal(plain.manifest.start_url, './', 'the rest of the manifest as it was');
  assert.ok(!plain.index.includes('wertung-impressum'));
  const club = stage('x', { env: { WERTUNG_IMPRESSUM: 'https://club.de/impressum' } });
  for (const page of [club.index, club.turnier]) assert.match(page, /<meta name="wertung-impressum" content="https:\/\/club\.de\/impressum">/);
  assert.notEqual(club.version, plain.version, 'a new Impressum is a new release');
  const dir = mkdtempSync(join(tmpdir(), 'wertung-stage-'));
  writeFileSync(join(dir, 'index.html'), '<html></html>');
  assert.throws(() => execFileSync('node', [join(root, 'scripts', 'post-build.mjs')], { env: { ...process.env, WERTUNG_IMPRESSUM: 'javascript:alert(1)', TRUNK_STAGING_DIR: dir }, stdio: 'pipe' }), /WERTUNG_IMPRESSUM is not an address/);
  rmSync(dir, { recursive: true });
});

test("the pre-cache list is the calculator's main module: no part loaded on first use, no tournament page, no API", () => {
  const { precache, offline } = stage('x');
  assert.deepEqual(precache.slice().sort(), ['./', './index.html', './style-0a1b.css', './calc-0a1b2c3d4e5f/main.js', './calc-0a1b2c3d4e5f/main_bg.wasm', './calc-0a1b2c3d4e5f/__wasm_split.js', './manifest.webmanifest'].sort());
  // The parts split off the calculator are fetched after the install, for offline use, and the
  // tournament page's module with the parts split off it.
  for (const f of ['./calc-0a1b2c3d4e5f/split_later_123.wasm', './calc-0a1b2c3d4e5f/chunk_2.wasm', './turnier-0a1b2c3d4e5f/main_bg.wasm', './turnier-0a1b2c3d4e5f/__wasm_split.js', './turnier-0a1b2c3d4e5f/split_run.wasm']) assert.ok(offline.includes(f), f);
});

test('a build without the calculator fails', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wertung-stage-'));
  writeFileSync(join(dir, 'index.html'), '<html><head></head></html>');
  assert.throws(() => execFileSync('node', [join(root, 'scripts', 'post-build.mjs')], { env: { ...process.env, TRUNK_STAGING_DIR: dir }, stdio: 'pipe' }));
  rmSync(dir, { recursive: true });
});

test('every page gets a Content-Security-Policy with the hash of its inline loader', () => {
  const { index } = stage('x');
  const policy = index.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)[1];
  const hash = createHash('sha256').update(loader, 'utf8').digest('base64');
  assert.match(policy, /default-src 'self'/);
  assert.ok(policy.includes(`'sha256-${hash}'`), policy);
  assert.ok(!policy.includes('unsafe-inline'), policy);
  assert.match(policy, /object-src 'none'/);
});

test("the tournament page's stylesheet is its own rules: the page links the calculator's beside it", () => {
  const { turnierCss, turnierCssAgain } = stage('x');
  assert.equal(turnierCss, '.turnier{}');
  assert.equal(turnierCssAgain, turnierCss);
  const page = readFileSync(join(root, 'www', 'turnier.html'), 'utf8');
  const [style, own] = ['style.css', 'turnier.css'].map((f) => page.indexOf(`<link rel="stylesheet" href="${f}">`));
  assert.ok(style > 0 && own > style, "the calculator's stylesheet first, then the page's");
});

test('a minified page (its placeholder unquoted) gets its policy; app.js is minified (esbuild)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wertung-stage-'));
  const glue = '/** The module. */\nexport default function init() {\n  // set up\n  return 1; // kept\n}\n';
  const files = {
    'index.html': `<!doctype html><html lang=de><meta content={{csp}} http-equiv=Content-Security-Policy><meta charset=utf-8><script type=module>${loader}</script><body></body>`,
    'turnier.html': `<!DOCTYPE html><html><head>${csp}</head><body></body></html>`,
    ...calc,
    'app.js': glue,
    'sw.template.js': readFileSync(join(root, 'www', 'sw.template.js'), 'utf8'),
  };
  for (const f of ['wertung-reader', 'wertung-api']) Object.assign(files, { [`${f}.js`]: '', [`${f}_bg.wasm`]: f });
  Object.assign(files, turnier, { 'turnier-0a1b2c3d4e5f/main_bg.wasm': 'turnier' });
  files['turnier.css'] = '';
  write(dir, files);
  execFileSync('node', [join(root, 'scripts', 'post-build.mjs')], { env: { ...process.env, TRUNK_STAGING_DIR: dir } });
  const index = readFileSync(join(dir, 'index.html'), 'utf8');
  const small = readFileSync(join(dir, 'app.js'), 'utf8');
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  rmSync(dir, { recursive: true });
  assert.match(index, /^<!doctype html><html lang=de><meta http-equiv="Content-Security-Policy" content="default-src 'self'[^"]*"><meta charset=utf-8>/);
  // Minified: no comments, no indentation, the export kept under its name.
  assert.ok(!small.includes('//') && !small.includes('/*') && !small.includes('\n  '), small);
  assert.match(small, /export\s*\{\s*\w+ as default\s*\}|export default/);
  assert.ok(small.length < glue.length, small);
  assert.ok(!/^\s*\/\//m.test(sw), 'no comment lines in sw.js');
  assert.match(sw, /const PRECACHE = \[/);
});

test('a page without the placeholder of its policy fails the build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wertung-stage-'));
  const files = {
    'index.html': `<!DOCTYPE html><html><head>${csp}</head><body></body></html>`,
    'turnier.html': '<!DOCTYPE html><html><head></head><body></body></html>',
    ...calc,
    'sw.template.js': readFileSync(join(root, 'www', 'sw.template.js'), 'utf8'),
  };
  for (const f of ['wertung-reader', 'wertung-api']) Object.assign(files, { [`${f}.js`]: '', [`${f}_bg.wasm`]: f });
  Object.assign(files, turnier, { 'turnier-0a1b2c3d4e5f/main_bg.wasm': 'turnier' });
  files['turnier.css'] = '';
  write(dir, files);
  assert.throws(() => execFileSync('node', [join(root, 'scripts', 'post-build.mjs')], { env: { ...process.env, TRUNK_STAGING_DIR: dir }, stdio: 'pipe' }), /turnier\.html has no/);
  rmSync(dir, { recursive: true });
});

test('the build in dist/ left no placeholder: every loader names its module, every page has its policy', () => {
  const dist = join(root, 'dist');
  for (const f of ['index.html', 'turnier.html', 'api-example.html', 'turnier.js', 'reader.js', 'reader-worker.js', 'pieces-worker.js', 'api.js']) {
    const text = readFileSync(join(dist, f), 'utf8');
    assert.ok(!text.includes('{{'), `${f}: ${text.match(/.{0,40}\{\{.{0,40}/)?.[0]}`);
    if (f.endsWith('.html')) assert.match(text, /<meta http-equiv="Content-Security-Policy" content="default-src 'self'/, f);
  }
  // The loaders ask for this build's modules, by their content hash.
  assert.match(readFileSync(join(dist, 'turnier.js'), 'utf8'), /from ?["'`]\.\/turnier-[0-9a-f]{12}\/main\.js["'`]/);
  assert.match(readFileSync(join(dist, 'reader-worker.js'), 'utf8'), /wertung-reader_bg\.wasm\?v=[0-9a-f]{12}/);
  assert.match(readFileSync(join(dist, 'reader-worker.js'), 'utf8'), /pieces-worker\.js\?v=[0-9a-f]{12}/);
  assert.match(readFileSync(join(dist, 'api.js'), 'utf8'), /wertung-api\.js\?v=[0-9a-f]{12}/);
  assert.match(readFileSync(join(dist, 'index.html'), 'utf8'), /import \w+ ?from ?["'`]\.\/calc-[0-9a-f]{12}\/main\.js["'`]/);
});
