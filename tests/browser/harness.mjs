// Shared by the browser tests: a static server for dist/ on 127.0.0.1, Debian's Chromium via
// playwright-core, and the native CLI for expected figures.
//
// WERTUNG_SLOW_PARTS=<ms> (default off; CI does not set it) holds back every file loaded on
// first use by that many milliseconds before it is served: the parts split off the
// calculator's and the tournament page's modules (`calc-<hash>/` and `turnier-<hash>/`
// `split_*.wasm` with their `chunk_*.wasm`) and the second module (`reader.js`,
// `reader-worker.js`, `wertung-reader.js`, `wertung-reader_bg.wasm`). A test that checks before
// the part it needs has arrived then fails every time instead of once on a busy machine:
//   WERTUNG_SLOW_PARTS=1500 node --test tests/browser/
// WERTUNG_CPU_SLOWDOWN=<n> (default off) slows the pages' main thread n times (Chromium's CPU
// throttling), as a busy machine does: a test that reads a state before it is drawn fails.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { staticServer } from '../../scripts/static-server.mjs';

export const root = new URL('../../', import.meta.url).pathname;
export const dist = process.env.WERTUNG_DIST ?? join(root, 'dist');
export const shared = process.env.WERTUNG_SHARED ?? join(root, '..', 'shared');
export const cli = join(root, 'target', 'debug', 'wertung');

/// The delay of `WERTUNG_SLOW_PARTS` in ms (0: off).
export const slowParts = Math.max(0, Number(process.env.WERTUNG_SLOW_PARTS) || 0);

/// The factor of `WERTUNG_CPU_SLOWDOWN` (1: off).
export const cpuSlowdown = Math.max(1, Number(process.env.WERTUNG_CPU_SLOWDOWN) || 1);

/// Whether `path` (of a request to dist/) is a file loaded on first use (see the top).
export const isLaterPart = (path) =>
  /^\/(calc|turnier)-[0-9a-f]+\/(split|chunk)_[^/]+\.wasm$/.test(path)
  || /^\/(wertung-)?reader(-worker|_bg)?\.(js|wasm)$/.test(path);

/// Waits `WERTUNG_SLOW_PARTS` ms where `path` is a file loaded on first use, else not at all.
export const holdBack = (path) =>
  (slowParts && isLaterPart(path) ? new Promise((r) => setTimeout(r, slowParts)) : Promise.resolve());

/// Serves dist/ as a host does (`scripts/static-server.mjs`: gzip where accepted);
/// `override(path)` may return other content for a path. The files loaded on first use come
/// late where `WERTUNG_SLOW_PARTS` says so.
export function serveDist(override = () => null) {
  return new Promise((resolve) => {
    const server = staticServer(dist, { before: holdBack, override });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/// The server for dist/ and the Chromium of one test file, started before its tests and closed
/// after them (`override` as for `serveDist`): `env.origin`, `env.browser`.
export function browserEnv(override) {
  const env = {};
  before(async () => {
    env.server = await serveDist(override);
    env.origin = `http://127.0.0.1:${env.server.address().port}`;
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    env.server?.close();
  });
  return env;
}

/// A new page at `path` once the app is ready (`html[data-ready]` in the state `ready`), with
/// the errors a user would meet as breakage: script errors, refusals of the
/// Content-Security-Policy, dialogs (dismissed) and requests to another origin. `init` runs
/// before the page's own scripts, `before(page)` before the page is opened (routes a test sets
/// for what the page fetches at once); the other options are the browser context's.
export async function openPage(env, path, { init = null, before = null, ready = 'visible', ...options } = {}) {
  const context = await env.browser.newContext(options);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text())) errors.push(m.text());
  });
  page.on('dialog', (d) => { errors.push(`dialog: ${d.message()}`); d.dismiss(); });
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(env.origin) && !u.startsWith('blob:') && !u.startsWith('data:')) errors.push(`request to ${u}`);
  });
  if (before) await before(page);
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  await page.goto(env.origin + path);
  await page.waitForSelector('html[data-ready]', { state: ready });
  return { context, page, errors };
}

/// Clicks "Übernehmen" under the pasted text and waits until it is read (the page's second
/// module reads it, the load section busy meanwhile).
export async function pasteLoad(page) {
  await page.click('#paste-load');
  await page.locator('section.load[aria-busy="false"]').waitFor();
}

/// Chooses `file` (a path, or { name, mimeType, buffer }) in the tournament file field and waits
/// until it is read.
export async function fileLoad(page, file) {
  await page.setInputFiles('#file', file);
  await page.locator('section.load[aria-busy="false"]').waitFor();
}

/// Whether a text is the player list's summary once the players were matched: it says how long
/// the matching took ("· Zeit 12 ms", "· time 12 ms"); findings shown again after a reload do not.
export const matchedText = /· (Zeit|time) [\d.,]+ ms/;

/// Waits until the players were matched with the player list, as the user sees it: the list's
/// summary says how long the matching took.
export async function listMatched(page, options = {}) {
  await page.waitForFunction((source) => new RegExp(source).test(document.getElementById('list-summary')?.textContent ?? ''), matchedText.source, options);
}

/// An init script (`openPage`'s `init`) that holds the answers of the page's workers while
/// `window.wertungHold` is set; `wertungRelease()` gives them on. Only the test adds this: the
/// page is as shipped. A test holds them to see what the page shows while it waits.
export const HOLD_ANSWERS = () => {
  const held = [];
  window.wertungRelease = () => { window.wertungHold = false; for (const give of held.splice(0)) give(); };
  const Real = window.Worker;
  window.Worker = class extends Real {
    set onmessage(f) {
      super.onmessage = (ev) => {
        if (window.wertungHold && ev.data && 'answer' in ev.data) held.push(() => f(ev));
        else f(ev);
      };
    }
    get onmessage() { return super.onmessage; }
  };
};

/// The id of the element that has the focus ('' where none has).
export const focused = (page) => page.evaluate(() => document.activeElement?.id ?? '');

/// Types `value` into the name field `id` key by key (emptied first with `clear`), checks that
/// it kept the focus and every key, and waits for the suggestions of what it holds (its list no
/// longer busy: an answer to an earlier text may be shown before).
export async function typeName(page, id, value, { clear = false } = {}) {
  const field = page.locator(`#${id}`);
  if (clear) await field.fill('');
  await field.click();
  await field.pressSequentially(value);
  assert.equal(await focused(page), id, `the focus stays in ${id}`);
  assert.equal(await field.inputValue(), value);
  await page.locator(`#${id}-list[aria-busy=false]`).waitFor({ state: 'attached' });
}

/// Types `value` into the field `id` key by key, as a person does, and checks that the field
/// kept the focus, the caret (at the end) and every key (the field is looked up again after the
/// typing: the calculator's second module may have taken the page over meanwhile).
export async function typeInto(page, id, value) {
  const field = page.locator(`#${id}`);
  await field.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await field.pressSequentially(value);
  assert.equal(await focused(page), id, `the focus stays in ${id}`);
  assert.equal(await page.locator(`#${id}`).inputValue(), value, `${id} keeps every key`);
  const caret = await page.locator(`#${id}`).evaluate((e) => e.selectionStart);
  assert.equal(caret, value.length, `the caret of ${id} stays at the end`);
}

/// Waits until the service worker controls `page` (what offline tests need before they go
/// offline).
export async function swControlled(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
  });
}

/// The trimmed text of the first element `selector` finds.
export const text = async (page, selector) => (await page.locator(selector).first().textContent()).trim();

/// How long the `waitFor…` helpers below wait for the state they expect (Playwright's own
/// default for a wait).
export const settleTimeout = 30000;

/// Reads `read()` again and again until what it gives matches `expected` (a RegExp the value
/// must match as text, a function that must return true for it, or a value it must deep-equal)
/// and returns that value. The pages answer some actions a moment later (the second module
/// answers in a worker, parts of the wasm load on first use, saves and redraws come after a
/// frame), so a test waits for the state it asserts instead of reading it once. Where the state
/// does not come within `timeout` ms, the test fails with an assertion error that shows the last
/// value read (or the error reading it threw).
export async function eventually(read, expected, message, { timeout = settleTimeout } = {}) {
  const matches = (v) => (expected instanceof RegExp ? typeof v === 'string' && expected.test(v)
    : typeof expected === 'function' ? expected(v) === true
      : isDeepStrictEqual(v, expected));
  const end = Date.now() + timeout;
  let last;
  let failed = null;
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    try {
      last = await read();
      failed = null;
      if (matches(last)) return last;
    } catch (e) {
      failed = e;
    }
    if (Date.now() >= end) break;
    await new Promise((r) => setTimeout(r, pause));
  }
  if (failed) throw failed;
  if (expected instanceof RegExp) assert.match(String(last), expected, message);
  else if (typeof expected === 'function') assert.fail(`${message ?? 'the state never came'}; last seen: ${JSON.stringify(last)}`);
  else assert.deepStrictEqual(last, expected, message);
  return last;
}

/// The trimmed text of the first element `selector` finds once it equals `expected` (a string)
/// or matches it (a RegExp); see `eventually`.
export const waitForText = (page, selector, expected, message) =>
  eventually(async () => (await page.locator(selector).first().allTextContents())[0]?.trim() ?? null, expected, message);

/// The value of the field `selector` once it equals (or matches) `expected`; see `eventually`.
export const waitForValue = (page, selector, expected, message) =>
  eventually(async () => (await page.locator(selector).first().evaluateAll((els) => (els.length ? els[0].value : null))), expected, message);

/// The attribute `name` of the first element `selector` finds once it equals (or matches)
/// `expected` (null: the attribute is absent); see `eventually`.
export const waitForAttribute = (page, selector, name, expected, message) =>
  eventually(() => page.locator(selector).first().evaluateAll((els, n) => (els.length ? els[0].getAttribute(n) : undefined), name), expected, message);

/// How many elements `selector` finds, once that is `expected`; see `eventually`.
export const waitForCount = (page, selector, expected, message) =>
  eventually(() => page.locator(selector).count(), expected, message);

/// Waits until the page has painted `n` more frames: where a test shows that something does not
/// happen after a change (a focus that stays), the page's own later frames have had their chance.
export const frames = (page, n = 3) => page.evaluate((n) => new Promise((resolve) => {
  const next = (k) => (k === 0 ? resolve() : requestAnimationFrame(() => next(k - 1)));
  next(n);
}), n);

/// What `fn` (run in the page with `arg`) returns, once it equals (or matches) `expected`; see
/// `eventually`.
export const waitForEval = (page, fn, arg, expected, message) =>
  eventually(() => page.evaluate(fn, arg), expected, message);

/// The violations axe-core finds on the page, as "rule: targets" lines.
export async function axe(page) {
  await page.evaluate(await readFile(join(root, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

export function runCli(args, input) {
  return execFileSync(cli, args, input === undefined ? {} : { input }).toString();
}

/// A club's page (on another origin) that embeds the calculator of `origin` as the README
/// tells webmasters to: an iframe that takes the height the calculator posts. The heights
/// received are kept in `window.heights`, the last one in `body.dataset.height`.
export function serveClubPage(origin) {
  return new Promise((resolve) => {
    const server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!DOCTYPE html><html lang="de"><body><h1>Vereinsseite</h1>
        <iframe src="${origin}/?embed=1&t=voraus&dwz=1950&idx=15&geb=2010&ende=2026-12-12&g=2220:0;2000:1"
          title="DWZ-Rechner" style="width:100%;border:0" height="100" id="wertung"></iframe>
        <script>addEventListener('message',function(e){if(e.origin!=='${origin}'||!e.data||e.data.type!=='wertung-height')return;document.getElementById('wertung').style.height=e.data.height+'px';(window.heights=window.heights||[]).push(e.data.height);document.body.dataset.height=e.data.height})</script>
        </body></html>`);
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/// CRC-32 (IEEE), as a zip entry carries it.
function crc32(data) {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/// A zip of the files `[name, bytes]`, stored (not compressed) with their CRC-32 and written on
/// `date` ({ year, month, day }; the zip's first day, 1.1.1980, where none is given): the
/// DSB's LV-0-csv.zip holds spieler.csv (beside vereine.csv) so, FIDE's players_list.zip its
/// text, dated in the list's month.
export function storedZip(files, { year = 1980, month = 1, day = 1 } = {}) {
  const u16 = (x) => Buffer.from([x & 255, x >> 8]);
  const u32 = (x) => { const b = Buffer.alloc(4); b.writeUInt32LE(x >>> 0); return b; };
  const dosDate = ((year - 1980) << 9) | (month << 5) | day;
  const locals = [];
  const central = [];
  let offset = 0;
  for (const [name, data] of files) {
    const n = Buffer.from(name);
    const common = Buffer.concat([u16(20), u16(0), u16(0), u16(0), u16(dosDate), u32(crc32(data)), u32(data.length), u32(data.length), u16(n.length), u16(0)]);
    const local = Buffer.concat([u32(0x04034b50), common, n, data]);
    central.push(Buffer.concat([u32(0x02014b50), u16(20), common, u16(0), u16(0), u16(0), u32(0), u32(offset), n]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(files.length), u16(files.length), u32(directory.length), u32(offset), u16(0)]);
  return Buffer.concat([...locals, directory, end]);
}
