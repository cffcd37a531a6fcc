// A release as a club's webmaster uploads it: the zip of scripts/zip-site.py (what
// scripts/package.sh writes) from the build in dist/, its .htaccess read against the files in it,
// and the site on a real Apache (Debian's apache2, installed by scripts/setup.sh --browser) on
// 127.0.0.1 with a port and a configuration of its own, the zip's .htaccess allowed
// (AllowOverride FileInfo) and the modules a shared host loads. A member visits the release
// uploaded a month ago; the next release (another app.js, index.html and sw.js) is uploaded over
// it; after "Neu laden" he runs the new page with the new app.js, live and in every cache. A
// release not yet uploaded whole is not installed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { dist, launch, root, waitForAttribute, waitForCount, waitForText } from './harness.mjs';
import { serviceWorker } from '../../scripts/post-build.mjs';

const APACHE = '/usr/sbin/apache2';
const MODULES = '/usr/lib/apache2/modules';

const work = mkdtempSync(join(tmpdir(), 'wertung-release-'));
const zip = join(work, 'site.zip');
let apache, port, browser;

/** The zip's entries, name → bytes (Python's zipfile: nothing outside what setup.sh installs). */
function unzip(file, into) {
  execFileSync('python3', ['-c', 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])', file, into]);
  const files = [];
  (function walk(d) {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(into, path).split('\\').join('/'));
    }
  })(into);
  return files.sort();
}

const sha = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** A free port of 127.0.0.1. */
function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
}

/** An HTTP request to the Apache: status, headers and the body's length. */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let length = 0;
      res.on('data', (d) => { length += d.length; });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, length }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Apache serving the folder www/ of the test's folder (the site under /dwz/), answering. */
async function startApache() {
  port = await freePort();
  const load = ['mpm_event', 'authz_core', 'mime', 'dir', 'alias', 'filter', 'deflate', 'headers', 'setenvif', 'expires', 'rewrite'];
  const conf = [
    `ServerRoot ${work}`,
    'ServerName 127.0.0.1',
    `Listen 127.0.0.1:${port}`,
    `PidFile ${join(work, 'apache.pid')}`,
    `DefaultRuntimeDir ${work}`,
    `ErrorLog ${join(work, 'error.log')}`,
    ...load.map((m) => `LoadModule ${m}_module ${MODULES}/mod_${m}.so`),
    // As root Apache serves as another user: the site's files are readable by all.
    ...(process.getuid?.() === 0 ? ['User www-data', 'Group www-data'] : []),
    'TypesConfig /etc/mime.types',
    `DocumentRoot ${join(work, 'www')}`,
    'DirectoryIndex index.html',
    `<Directory ${join(work, 'www')}>`,
    '  AllowOverride FileInfo',
    '  Require all granted',
    '</Directory>',
    '',
  ].join('\n');
  writeFileSync(join(work, 'apache.conf'), conf);
  mkdirSync(join(work, 'www'), { recursive: true });
  execFileSync('chmod', ['-R', 'a+rX', work]);
  apache = spawn(APACHE, ['-f', join(work, 'apache.conf'), '-DFOREGROUND'], { stdio: ['ignore', 'inherit', 'inherit'] });
  for (let k = 0; k < 200; k++) {
    try {
      await get('/');
      return;
    } catch { /* not yet listening */ }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Apache did not answer: ${existsSync(join(work, 'error.log')) ? readFileSync(join(work, 'error.log'), 'utf8') : ''}`);
}

/** Copies the release `from` over the site's folder (as an FTP upload: dated now). */
function upload(from, only = null) {
  const site = join(work, 'www', 'dwz');
  mkdirSync(site, { recursive: true });
  for (const f of only ?? readdirSync(from)) cpSync(join(from, f), join(site, f), { recursive: true });
  execFileSync('chmod', ['-R', 'a+rX', join(work, 'www')]);
}

// The zip, unpacked as release A; release B is A with another app.js and index.html and their service worker.
const releaseA = join(work, 'a');
const releaseB = join(work, 'b');
const releaseC = join(work, 'c');
let files;

/** A copy of release `from` as `to` with app.js and index.html marked `mark`, and its sw.js. */
function nextRelease(from, to, mark) {
  cpSync(from, to, { recursive: true });
  writeFileSync(join(to, 'app.js'), readFileSync(join(from, 'app.js'), 'utf8') + `\ndocument.documentElement.dataset.release=${JSON.stringify(mark)};\n`);
  const index = readFileSync(join(from, 'index.html'), 'utf8');
  assert.ok(index.includes('<title>'), 'index.html has its title');
  writeFileSync(join(to, 'index.html'), index.replace('<title>', `<meta name="release" content="${mark}"><title>`));
  const old = readFileSync(join(from, 'sw.js'), 'utf8');
  const list = (name) => JSON.parse(old.match(new RegExp(`const ${name} = (\\[[^\\]]*\\]);`))[1]).map((u) => u.slice(2)).filter(Boolean);
  const served = unzip(zip, join(work, 'list-' + mark)).filter((f) => !['sw.js', 'HOSTING.txt', 'CHANGES.txt', '.htaccess'].includes(f));
  const template = readFileSync(join(root, 'www', 'sw.template.js'), 'utf8');
  const sw = serviceWorker(to, template, served, list('PRECACHE'), list('OFFLINE'));
  writeFileSync(join(to, 'sw.js'), sw.text);
  return sw.version;
}

let versionB;
before(async () => {
  const source = join(work, 'source.tar.gz');
  execFileSync('git', ['archive', '--format=tar.gz', '-o', source, 'HEAD'], { cwd: root });
  execFileSync('python3', [join(root, 'scripts', 'zip-site.py'), dist, zip, source], { stdio: 'ignore' });
  files = unzip(zip, releaseA);
  versionB = nextRelease(releaseA, releaseB, 'B');
  nextRelease(releaseB, releaseC, 'C');
  chmodSync(work, 0o755);
  if (existsSync(APACHE)) await startApache();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  if (apache) {
    const gone = new Promise((r) => apache.once('exit', r));
    apache.kill('SIGTERM');
    await gone;
  }
  rmSync(work, { recursive: true, force: true });
});

/** The addresses a browser asks for each file of the zip: its path, and where a page or script
 * of the release names it with `?v=<hash>`, that too (the loaders' way). */
function addresses() {
  const texts = files.filter((f) => /\.(html|js)$/.test(f)).map((f) => readFileSync(join(releaseA, f), 'utf8')).join('\n');
  const served = files.filter((f) => !['HOSTING.txt', 'CHANGES.txt', '.htaccess'].includes(f));
  return served.flatMap((f) => {
    const queries = [...texts.matchAll(new RegExp(`${basename(f).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?(v=[0-9a-f]+)`, 'g'))].map((m) => m[1]);
    return [{ file: f, path: '/dwz/' + f, query: '' }, ...[...new Set(queries)].map((q) => ({ file: f, path: '/dwz/' + f, query: q }))];
  });
}

/** The .htaccess's rules of what has a content hash: each line's attribute (the path or the
 * query) and pattern (`SetEnvIf Request_URI "…"`, `SetEnvIfExpr "%{QUERY_STRING} =~ /…/"`). */
function hashRules() {
  const htaccess = readFileSync(join(releaseA, '.htaccess'), 'utf8');
  const lines = htaccess.split('\n').filter((l) => /WERTUNG_HASHED\s*$/.test(l) && /^\s*SetEnvIf/.test(l));
  return lines.map((l) => {
    const plain = l.match(/^\s*SetEnvIf\s+Request_URI\s+"([^"]+)"/);
    const expr = l.match(/^\s*SetEnvIfExpr\s+"%\{(REQUEST_URI|QUERY_STRING)\} =~ (?:\/(.+)\/|m#(.+)#)"/);
    assert.ok(plain || expr, `a rule the test reads: ${l}`);
    const attribute = plain ? 'Request_URI' : expr[1] === 'QUERY_STRING' ? 'Query_String' : 'Request_URI';
    return { line: l.trim(), attribute, pattern: new RegExp(plain ? plain[1] : expr[2] ?? expr[3]) };
  });
}
const hashed = (rules, a) => rules.some((r) => r.pattern.test(r.attribute === 'Request_URI' ? a.path : a.query));

test('the zip: the version in its note, the changelog\'s last entry, every .htaccess rule matching a file and every file one rule', () => {
  const version = readFileSync(join(root, 'Cargo.toml'), 'utf8').match(/^version = "([^"]+)"/m)[1];
  const note = readFileSync(join(releaseA, 'HOSTING.txt'), 'utf8');
  assert.match(note.split('\n')[0], new RegExp(`^Wertung ${version.replace(/\./g, '\\.')}$`));
  assert.match(note.split('\n')[1], /^Download [\d,]+ (kB|MB), entpackt [\d,]+ (kB|MB)$/);
  const changes = readFileSync(join(releaseA, 'CHANGES.txt'), 'utf8');
  assert.ok(changes.startsWith(`## [${version}]`), changes.slice(0, 80));
  assert.ok(!changes.includes('## [0.1.0]') || version === '0.1.0', 'only the last entry');
  assert.equal(JSON.parse(readFileSync(join(releaseA, 'manifest.webmanifest'), 'utf8')).version, version);

  const rules = hashRules();
  assert.ok(rules.length >= 2, rules.map((r) => r.line).join('\n'));
  const all = addresses();
  for (const r of rules) {
    assert.ok(all.some((a) => r.pattern.test(r.attribute === 'Request_URI' ? a.path : a.query)), `${r.line} matches no file of the zip`);
  }
  // Every file is either kept for a year (its address has its hash) or revalidated at each
  // visit (the rule for all others); every address the loaders use has its hash.
  const htaccess = readFileSync(join(releaseA, '.htaccess'), 'utf8');
  assert.match(htaccess, /Header set Cache-Control "no-cache" env=!WERTUNG_HASHED/);
  assert.match(htaccess, /Header set Cache-Control "public, max-age=31536000, immutable" env=WERTUNG_HASHED/);
  for (const a of all.filter((a) => a.query)) assert.ok(hashed(rules, a), `${a.path}?${a.query} is asked for by its hash`);
  // The files a page names by their own name (the pages, sw.js, app.js, the stylesheets, the
  // manifest) are never kept without asking.
  const kept = all.filter((a) => !a.query && hashed(rules, a)).map((a) => a.file);
  for (const f of kept) assert.ok(/[0-9a-f]{12}/.test(f), `${f} kept for a year without a hash in its address`);
  for (const f of ['index.html', 'turnier.html', 'sw.js', 'app.js', 'manifest.webmanifest']) assert.ok(!kept.includes(f), f);
  assert.ok(kept.some((f) => f.endsWith('.wasm')), 'the modules with their hash are kept');
});

test('on Apache: types, compression, caching by the .htaccess, and 304 for a returning visit', { skip: !existsSync(APACHE) && 'apache2 is not installed (scripts/setup.sh --browser)' }, async () => {
  upload(releaseA);
  const rules = hashRules();
  for (const a of addresses()) {
    const r = await get(a.path + (a.query ? '?' + a.query : ''), { 'accept-encoding': 'gzip' });
    assert.equal(r.status, 200, a.path);
    const cache = r.headers['cache-control'];
    if (hashed(rules, a)) assert.equal(cache, 'public, max-age=31536000, immutable', `${a.path}?${a.query}`);
    else assert.equal(cache, 'no-cache', a.path);
    assert.equal(r.headers.etag, undefined, `${a.path}: no ETag (mod_deflate would spoil it)`);
    if (a.file.endsWith('.wasm')) assert.match(r.headers['content-type'], /^application\/wasm/);
    if (/\.(js|wasm|css|html)$/.test(a.file) && r.length > 2048) assert.equal(r.headers['content-encoding'], 'gzip', a.path);
  }
  const first = await get('/dwz/app.js', { 'accept-encoding': 'gzip' });
  const again = await get('/dwz/app.js', { 'accept-encoding': 'gzip', 'if-modified-since': first.headers['last-modified'] });
  assert.equal(again.status, 304, 'an unchanged file is not sent again');
  const page = await get('/dwz/', { 'accept-encoding': 'gzip' });
  assert.equal(page.headers['cache-control'], 'no-cache');
  assert.equal((await get('/dwz/', { 'accept-encoding': 'gzip', 'if-modified-since': page.headers['last-modified'] })).status, 304);
});

test('on Apache: a release uploaded over one of a month ago arrives whole; one not uploaded whole is not installed', { skip: !existsSync(APACHE) && 'apache2 is not installed (scripts/setup.sh --browser)' }, async () => {
  rmSync(join(work, 'www', 'dwz'), { recursive: true, force: true });
  upload(releaseA);
  execFileSync('find', [join(work, 'www'), '-exec', 'touch', '-d', '30 days ago', '{}', '+']);
  const origin = `http://127.0.0.1:${port}`;
  const context = await browser.newContext({ viewport: { width: 800, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The member's first visit: the app installs (the first visit's files, then the rest for
  // offline use) and controls the page.
  await page.goto(origin + '/dwz/');
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.release ?? null), null);

  // The next release uploaded over it.
  upload(releaseB);
  await page.goto(origin + '/dwz/');
  await page.locator('#update-banner button').click();
  await page.waitForSelector('html[data-release="B"]', { state: 'attached' });
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await waitForAttribute(page, 'meta[name=release]', 'content', 'B', 'the new index.html');
  const cached = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((k) => k.startsWith('wertung-') && k !== 'wertung-shared');
    const out = {};
    for (const name of names) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        const body = new Uint8Array(await (await cache.match(req)).arrayBuffer());
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
        out[`${name} ${new URL(req.url).pathname}`] = Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
      }
    }
    return out;
  });
  const names = [...new Set(Object.keys(cached).map((k) => k.split(' ')[0]))];
  assert.deepEqual(names, [`wertung-${versionB}`], 'one cache, the new release\'s');
  for (const [key, hash] of Object.entries(cached)) {
    const path = key.split(' ')[1].replace(/^\/dwz\//, '');
    assert.equal(hash, sha(readFileSync(join(releaseB, path || 'index.html'))), `${path || './'} in the cache is the new release's`);
  }
  for (const f of ['app.js', 'index.html']) assert.ok(Object.keys(cached).some((k) => k.endsWith('/dwz/' + f)), `${f} is cached`);
  // The browser's own HTTP cache (asked past the service worker, nothing from the network)
  // holds the new app.js too.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  const httpCached = await page.evaluate(async () => {
    const r = await fetch('app.js', { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => null);
    return r && r.ok ? r.text() : null;
  });
  assert.ok(httpCached?.includes('dataset.release="B"'), 'app.js in the HTTP cache is the new one');
  await cdp.send('Network.setBypassServiceWorker', { bypass: false });

  // A release whose sw.js is up but not yet its app.js: its install fails, the release in use
  // stays, whole, and no banner promises a new version.
  upload(releaseC, ['sw.js']);
  const outcome = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    const failed = new Promise((resolve) => {
      reg.addEventListener('updatefound', () => {
        const w = reg.installing;
        w.addEventListener('statechange', () => { if (w.state === 'redundant' || w.state === 'installed') resolve(w.state); });
      });
    });
    await reg.update().catch(() => {});
    return failed;
  });
  assert.equal(outcome, 'redundant', 'a release not uploaded whole is not installed');
  await page.reload();
  await page.waitForSelector('html[data-release="B"]', { state: 'attached' });
  await waitForCount(page, '#update-banner', 0);
  // The footer: the version, the licence, the release's source (in the zip, served).
  const version = readFileSync(join(root, 'Cargo.toml'), 'utf8').match(/^version = "([^"]+)"/m)[1];
  await waitForText(page, '#release', new RegExp(`Wertung ${version.replace(/\./g, '\\.')} · Lizenz: MIT oder Apache-2\\.0 · Quelltext`));
  const href = await page.locator('#source-link').getAttribute('href');
  assert.equal(href, `wertung-source-${version}.tar.gz`);
  assert.equal((await get('/dwz/' + href)).status, 200, 'the source is in the zip');
  assert.deepEqual(errors, []);
  await context.close();
});
