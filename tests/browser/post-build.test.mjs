// Tests of the Trunk post_build hook (scripts/post-build.mjs) on a staging folder of its own:
// the service worker's version and pre-cache list, and the Content-Security-Policy it writes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './harness.mjs';

const loader = 'import init from "./wertung-web-1.js"; init();';

function stage(turnierWasm) {
  const dir = mkdtempSync(join(tmpdir(), 'wertung-stage-'));
  const files = {
    'index.html': `<!DOCTYPE html><html><head><script type="module">${loader}</script></head><body></body></html>`,
    'turnier.html': '<!DOCTYPE html><html><head><script type="module" src="turnier.js"></script></head><body></body></html>',
    'wertung-web-1.js': 'export default function init() {}',
    'wertung-web-1_bg.wasm': 'app',
    'style-0a1b.css': 'body{}',
    'wertung-turnier.js': 'export default function init() {}',
    'wertung-turnier_bg.wasm': turnierWasm,
    'wertung-extras.js': 'export default function init() {}',
    'wertung-extras_bg.wasm': 'extras',
    'wertung-web-full.js': 'export default function init() {}',
    'wertung-web-full_bg.wasm': 'full',
    'turnier.css': '.turnier{}',
    'style.css': 'body{}',
    'wertung-api.js': 'export default function init() {}',
    'wertung-api_bg.wasm': 'api',
    'api-example.html': '<!DOCTYPE html><html><head></head><body></body></html>',
    'api-example.js': '',
    'sw.template.js': readFileSync(join(root, 'www', 'sw.template.js'), 'utf8'),
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  execFileSync('node', [join(root, 'scripts', 'post-build.mjs')], { env: { ...process.env, TRUNK_STAGING_DIR: dir } });
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  const result = {
    version: sw.match(/const VERSION = '([0-9a-f]+)'/)[1],
    precache: JSON.parse(sw.match(/const PRECACHE = (\[[^\]]*\]);/)[1]),
    index: readFileSync(join(dir, 'index.html'), 'utf8'),
    turnierCss: readFileSync(join(dir, 'turnier.css'), 'utf8'),
  };
  // Run again on the same folder (as by a second build), the stylesheet still imports once.
  writeFileSync(join(dir, 'sw.template.js'), files['sw.template.js']);
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

test('the pre-cache list is the calculator: no tournament page, no API', () => {
  const { precache } = stage('x');
  assert.deepEqual(precache.slice().sort(), ['./', './index.html', './style-0a1b.css', './wertung-web-1.js', './wertung-web-1_bg.wasm'].sort());
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

test("the tournament page's stylesheet imports the calculator's, once", () => {
  const { turnierCss, turnierCssAgain } = stage('x');
  assert.equal(turnierCss, "@import url('./style.css');\n.turnier{}");
  assert.equal(turnierCssAgain, turnierCss);
});

test('a minified page (no <head> tag) gets its policy; the scripts are minified (esbuild), the module keeps a true integrity', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wertung-stage-'));
  const glue = '/** The module. */\nexport default function init() {\n  // set up\n  return 1; // kept\n}\n';
  const sri = (s) => 'sha384-' + createHash('sha384').update(s).digest('base64');
  const files = {
    'index.html': `<!doctype html><html lang=de><meta charset=utf-8><script type=module>${loader}</script><link href=./wertung-web-1.js integrity=${sri(glue)} rel=modulepreload><body></body>`,
    'turnier.html': '<!DOCTYPE html><html><head></head><body></body></html>',
    'wertung-web-1.js': glue,
    'app.js': '// Registers.\n(function () {\n  var a = 1;\n})();\n',
    'wertung-web-full.js': 'export default function init() {}',
    'sw.template.js': readFileSync(join(root, 'www', 'sw.template.js'), 'utf8'),
  };
  for (const f of ['wertung-turnier', 'wertung-extras', 'wertung-api']) Object.assign(files, { [`${f}.js`]: '', [`${f}_bg.wasm`]: f });
  files['wertung-web-full_bg.wasm'] = 'full';
  files['turnier.css'] = '';
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  execFileSync('node', [join(root, 'scripts', 'post-build.mjs')], { env: { ...process.env, TRUNK_STAGING_DIR: dir } });
  const index = readFileSync(join(dir, 'index.html'), 'utf8');
  const small = readFileSync(join(dir, 'wertung-web-1.js'), 'utf8');
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  rmSync(dir, { recursive: true });
  assert.match(index, /^<!doctype html><html lang=de><meta http-equiv="Content-Security-Policy" content="default-src 'self'/);
  // Minified: no comments, no indentation, the export kept under its name.
  assert.ok(!small.includes('//') && !small.includes('/*') && !small.includes('\n  '), small);
  assert.match(small, /export\s*\{\s*\w+ as default\s*\}|export default/);
  assert.ok(small.length < glue.length, small);
  assert.ok(index.includes(`integrity=${sri(small)} `), index);
  assert.ok(!/^\s*\/\//m.test(sw), 'no comment lines in sw.js');
  assert.match(sw, /const PRECACHE = \[/);
});
