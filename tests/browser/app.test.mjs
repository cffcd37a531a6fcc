// Browser tests of the calculator as built by `trunk build --release` (dist/), served locally,
// in headless Chromium (Debian's) driven by playwright-core. Run by scripts/test.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir, mkdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  dist, eventually, launch, root, runCli, serveClubPage, serveDist, shared, swControlled,
  waitForAttribute, waitForCount, waitForEval, waitForText, waitForValue,
} from './harness.mjs';

const shots = join(root, 'test-results');

// When set, sw.js is served with another version: a new build has been deployed.
let newVersion = null;
// Until released, the part `words` (the words of the fields' errors) is not served.
let holdWords = null;

async function newVersionOverride(path) {
  if (holdWords && /calc-[0-9a-f]+\/split_words\.wasm$/.test(path)) await holdWords;
  if (path === '/sw.js' && newVersion) {
    const sw = await readFile(join(dist, 'sw.js'), 'utf8');
    return sw.replace(/const VERSION = '[^']*'/, `const VERSION = '${newVersion}'`);
  }
  return null;
}

let app, parent, browser, origin, parentOrigin;
const foreign = [];
// What Chromium reports as blocked by the Content-Security-Policy, on any page of any test.
const csp = [];

before(async () => {
  await mkdir(shots, { recursive: true });
  app = await serveDist(newVersionOverride);
  origin = `http://127.0.0.1:${app.address().port}`;
  parent = await serveClubPage(origin);
  parentOrigin = `http://127.0.0.1:${parent.address().port}`;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  app?.close();
  parent?.close();
});

async function newPage(options = {}) {
  const context = await browser.newContext({ viewport: { width: 800, height: 1000 }, ...options });
  const page = await context.newPage();
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith(parentOrigin) && !u.startsWith('data:') && !u.startsWith('blob:')) foreign.push(u);
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text())) csp.push(m.text());
  });
  return { context, page, errors };
}

async function typeGames(page, games) {
  for (let k = 0; k < games.length; k++) {
    const [rating, result] = games[k];
    const rows = page.locator('.games:not(.rest) li.row');
    const row = rows.nth(k);
    await row.locator('input').nth(0).fill(rating);
    await row.locator('input').nth(1).fill(result);
    if (k < games.length - 1) await row.locator('input').nth(1).press('Enter');
  }
}

const text = async (page, sel) => (await page.locator(sel).textContent()).trim();

function cliEstimate(input) {
  return JSON.parse(runCli(['dwz', 'estimate', '-'], JSON.stringify(input)));
}

test('Nachberechnung of player B (Anhang 3.1) with K 32: W_e 3,088, new DWZ 2081; the link reproduces it', async () => {
  const { context, page, errors } = await newPage();
  await page.goto(origin + '/');
  await page.click('#tab-nach');
  await page.fill('#dwz', '2100');
  await page.fill('#index', '55');
  await page.fill('#birth_year', '2004');
  await page.fill('#end_date', '12.12.2026');
  await page.fill('#k', '32');
  await typeGames(page, [['2220', '0'], ['1800', '½'], ['1961', '1'], ['1179', '1'], ['2329', '0']]);
  await waitForText(page, '#out-we', '3,088');
  await waitForText(page, '#new-dwz', '2081 - 56');
  await waitForText(page, '#change', '−19');
  await waitForCount(page, '.bars rect', 5, 'a bar per game');
  const link = await page.inputValue('#share-link');
  assert.ok(link.startsWith(origin + '/?'), link);
  await context.close();
  // A fresh browser context (nothing remembered) opens the shared link.
  const fresh = await newPage();
  await fresh.page.goto(link);
  await waitForText(fresh.page, '#new-dwz', '2081 - 56');
  await waitForText(fresh.page, '#out-we', '3,088');
  await waitForValue(fresh.page, '#k', '32');
  await fresh.context.close();
  assert.deepEqual(errors, []);
});

test("Vorausberechnung of player D with the youth bonus: K 33,7", async () => {
  const { context, page } = await newPage();
  await page.goto(origin + '/');
  // The worked example's arithmetic (Anhang 3.1: W_e from the table), chosen under "Erweitert".
  await page.click('details.advanced > summary');
  await page.click('#mode-table');
  await page.fill('#dwz', '1950');
  await page.fill('#index', '15');
  await page.fill('#birth_year', '2010');
  await page.fill('#end_date', '2026-12-12');
  await typeGames(page, [['2220', '0'], ['2000', '1'], ['1800', '1'], ['1961', 'r'], ['1300', '1'], ['1476', '1'], ['2329', '0']]);
  await waitForText(page, '#out-k', '33,7');
  await waitForText(page, '#out-we', '3,818');
  await waitForText(page, '#new-dwz', '1973 - 16');
  await waitForText(page, '#out-kparts', /^32 · 1,000 \+ 1,667$/);
  await context.close();
});

test('Erst-DWZ with Restpartien, and with 100 % (fictive draw), as the CLI computes them', async () => {
  const { context, page } = await newPage();
  await page.goto(origin + '/?t=erst');
  // Player K of Anhang 3.1: four Restpartien and his games against established players.
  const rest = [['1300', '½'], ['1250', '0'], ['1400', '0'], ['1300', '0']];
  for (let k = 0; k < rest.length; k++) {
    await page.click('#add-rest');
    const row = page.locator('.rest li.row').nth(k);
    await row.locator('input').nth(0).fill(rest[k][0]);
    await row.locator('input').nth(1).fill(rest[k][1]);
    await row.locator('input').nth(2).fill('01.10.2025');
  }
  await page.fill('#end_date', '12.12.2026');
  await typeGames(page, [['2100', '0'], ['1700', '½'], ['1300', '½']]);
  const expected = cliEstimate({
    mode: 'table', kind: 'first_rating', end_date: '2026-12-12',
    rest_games: rest.map(([r, s]) => ({ opponent_rating: +r, score: s === '½' ? 0.5 : 0, date: '2025-10-01' })),
    games: [{ opponent_rating: 2100, result: '0' }, { opponent_rating: 1700, result: '½' }, { opponent_rating: 1300, result: '½' }],
  });
  assert.ok(expected.r1 >= 1100);
  await waitForText(page, '#first-dwz', `${expected.r1} - 1`);
  await waitForText(page, '#out-rp', String(expected.rp));
  await waitForText(page, '#out-ri', String(expected.ri));
  await context.close();

  // 100 %: L of Anhang 3.1 (one Restpartie won, five games won)
  const l = await newPage();
  await l.page.goto(origin + '/?t=erst&ende=2026-12-12&rp=1400:1:2025-10-01&g=2100:1;2000:1;1950:1;1800:1;1700:1');
  const exp = cliEstimate({
    mode: 'table', kind: 'first_rating', end_date: '2026-12-12',
    rest_games: [{ opponent_rating: 1400, score: 1, date: '2025-10-01' }],
    games: [2100, 2000, 1950, 1800, 1700].map((r) => ({ opponent_rating: r, result: '1' })),
  });
  assert.equal(exp.fictive_draw, 1825);
  await waitForText(l.page, '#first-dwz', `${exp.r1} - 1`);
  await waitForText(l.page, '#fictive', /1825/);
  // Too few games: no first DWZ, and why.
  await l.page.goto(origin + '/?t=erst&g=2100:1;2000:0');
  await waitForText(l.page, '#no-first', /2 Partien.*noch 3 Partien/);
  await l.context.close();
});

test('bad input marks the field with a message and keeps the rest', async () => {
  const { context, page } = await newPage();
  await page.goto(origin + '/?t=voraus&dwz=1950&idx=15&ende=2026-12-12&g=2220:0;2000:1');
  const before = await waitForText(page, '#new-dwz', /^\d{4} - \d+$/);
  await page.click('.games:not(.rest) .add');
  const row = page.locator('.games:not(.rest) li.row').nth(2);
  await row.locator('input').nth(0).fill('12 000');
  await row.locator('input').nth(1).fill('1');
  const rating = row.locator('input').nth(0);
  await rating.press('Tab');
  // Marked at once (the page knows the error); its words come with the part `words`.
  await page.locator('.games:not(.rest) li.row [aria-invalid="true"]').waitFor();
  await eventually(() => rating.getAttribute('aria-invalid'), 'true');
  await waitForText(page, `#${await rating.getAttribute('id')}-error`, /12 000/);
  await eventually(() => rating.inputValue(), '12 000', 'the typing is kept');
  await waitForText(page, '#new-dwz', before, 'the other games still count');
  await page.fill('#birth_year', '2099');
  await page.locator('#birth_year').press('Tab');
  await waitForText(page, '#birth_year-error', /2099/);
  await page.fill('#dwz', '');
  await page.locator('#dwz').press('Tab');
  await page.locator('#dwz-error').waitFor();
  await waitForAttribute(page, '#dwz', 'aria-invalid', 'true');
  await context.close();
});

test('a field left with an error is marked wrong at once, before its words have come', async () => {
  let release;
  holdWords = new Promise((r) => { release = r; });
  const { context, page, errors } = await newPage();
  try {
    await page.goto(origin + '/?t=voraus&dwz=1950&g=2220:0');
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    await page.locator('#dwz').fill('99999');
    await page.locator('#dwz').press('Tab');
    await page.locator('#dwz[aria-invalid="true"]').waitFor();
    assert.equal(await page.locator('#dwz-error').count(), 0, 'the words are still on their way');
    assert.equal(await page.locator('#dwz').getAttribute('aria-describedby'), null, 'it points to no message yet');
    release();
    await waitForText(page, '#dwz-error', /99999/);
    await waitForAttribute(page, '#dwz', 'aria-describedby', 'dwz-error');
    await waitForValue(page, '#dwz', '99999', 'the typing is kept');
    assert.deepEqual(errors, []);
  } finally {
    release();
    holdWords = null;
    await context.close();
  }
});

test('English by a switch, remembered', async () => {
  const { context, page } = await newPage();
  await page.goto(origin + '/?t=voraus&dwz=1950&g=2220:0');
  await page.click('#lang');
  await waitForText(page, '#tab-voraus', 'Forecast');
  await waitForAttribute(page, 'html', 'lang', 'en');
  await page.goto(origin + '/');
  await waitForText(page, '#tab-voraus', 'Forecast');
  await context.close();
});

test('after one visit the app loads and computes offline', async () => {
  const { context, page } = await newPage();
  await page.goto(origin + '/?t=voraus&dwz=1950&idx=15&geb=2010&ende=2026-12-12&g=2220:0;2000:1');
  await swControlled(page);
  const online = await waitForText(page, '#new-dwz', /^\d{4} - \d+$/);
  await context.setOffline(true);
  await page.reload();
  await waitForText(page, '#new-dwz', online);
  await page.fill('#dwz', '1900');
  await waitForText(page, '#new-dwz', (now) => now !== null && now !== online, `it still computes (not ${online})`);
  await context.close();
});

test('after one visit of the calculator the tournament page and the parts split off it work offline', async () => {
  const { context, page } = await newPage();
  await page.goto(origin + '/');
  await swControlled(page);
  await context.setOffline(true);
  await page.goto(origin + '/turnier.html');
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.setInputFiles('#file', join(shared, 'testdata', 'karl-mala-2005.trf'));
  await page.locator('#evaluation').waitFor();
  // The Gesamtiteration (part `sheets`) and INGO (part `views`), fetched from the cache.
  await page.click('details.trace summary');
  await page.locator('table.trace tbody tr').first().waitFor();
  await page.click('#view-ingo');
  await page.locator('#ingo tbody tr').first().waitFor();
  await waitForCount(page, '#results [role="alert"]', 0, 'no part missing');
  await context.close();
});

test('the service worker pre-caches exactly the files of this build', async () => {
  const sw = await readFile(join(dist, 'sw.js'), 'utf8');
  const list = JSON.parse(sw.match(/const PRECACHE = (\[[^\]]*\]);/)[1]);
  const all = (await readdir(dist, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(dist, join(e.parentPath ?? e.path, e.name)));
  // The calculator's parts split off its module (loaded on first use), fetched after the install.
  const calcMain = /^calc-[0-9a-f]+\/(main\.js|main_bg\.wasm|__wasm_split\.js)$/;
  const later = all.filter((f) => f.startsWith('calc-') && !calcMain.test(f));
  assert.ok(later.some((f) => /\/split_later(_\w+)?\.wasm$/.test(f)), `a part split off: ${later}`);
  // The tournament page's module and the parts split off it (turnier-<hash>/), all after the install.
  const turnier = all.filter((f) => /^turnier-[0-9a-f]+\//.test(f));
  assert.ok(turnier.some((f) => /\/split_run(_\w+)?\.wasm$/.test(f)), `the Berechnungslauf split off: ${turnier}`);
  // Everything but the JavaScript API's files (loaded only by club pages that use the API), the
  // tournament page and its second module, the calculator's parts (fetched after the install:
  // OFFLINE), the icons.
  const api = ['api.js', 'wertung-api.js', 'wertung-api_bg.wasm', 'api-example.html', 'api-example.js',
    'turnier.html', 'turnier.js', 'turnier.css', ...turnier,
    'icon-192.png', 'icon-512.png', 'style.css', 'open.js', 'reader.js', 'reader-worker.js', 'pieces-worker.js', 'wertung-reader.js', 'wertung-reader_bg.wasm', 'elo.css', 'names.css', 'chain.css', ...later];
  const files = all.filter((f) => f !== 'sw.js' && !api.includes(f)).map((f) => './' + f);
  assert.deepEqual(list.filter((f) => f !== './').sort(), files.sort());
  assert.ok(list.includes('./'));
  assert.ok(list.some((f) => /^\.\/calc-[0-9a-f]+\/main_bg\.wasm$/.test(f)), 'the main module');
  assert.ok(!list.some((f) => /\.css$/.test(f)), 'the stylesheet is inline in index.html');
  const offline = JSON.parse(sw.match(/const OFFLINE = (\[[^\]]*\]);/)[1]).map((f) => f.slice(2)).sort();
  const rest = all.filter((f) => /^(turnier\.|turnier-[0-9a-f]+\/|style\.css|(elo|names|chain)\.css|open\.js|reader(-worker)?\.js|pieces-worker\.js|wertung-reader)/.test(f)).concat(later).sort();
  assert.deepEqual(offline, rest, 'both pages, the tournament page\'s second module and the calculator\'s parts are cached after the install');
});

test('a new version announces itself and loads when the user agrees', async () => {
  const { context, page } = await newPage();
  await page.goto(origin + '/?t=voraus&dwz=1950&g=2220:0');
  await swControlled(page);
  newVersion = 'next-build';
  try {
    // The new version is announced once it is installed, that is once it has cached both pages
    // and their parts (which may come late): waited for, then the banner.
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg.update();
      const w = reg.installing;
      if (w) await new Promise((r) => { const done = () => w.state !== 'installing' && r(); w.addEventListener('statechange', done); done(); });
    });
    assert.ok(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()).waiting), 'the new version waits');
    await page.locator('#update-banner').waitFor({ timeout: 15000 });
    await waitForText(page, '#update-banner', /neue Version/);
    await Promise.all([page.waitForEvent('load'), page.click('#update-banner button')]);
    // The new version removes the old caches once it is active.
    const version = await waitForEval(page, async () => (await caches.keys()).join(','), undefined,
      (v) => /wertung-next-build/.test(v) && !v.includes(','), 'only the new version\'s cache');
    assert.match(version, /wertung-next-build/);
    assert.ok(!version.includes(',wertung-') && !/,/.test(version), `old caches removed: ${version}`);
  } finally {
    newVersion = null;
    await context.close();
  }
});

test('embed mode inside an iframe on a page of another port reports its height', async () => {
  const { context, page } = await newPage();
  await page.goto(parentOrigin + '/');
  const frame = page.frameLocator('#wertung');
  await waitForText(frame, '#new-dwz', /^\d{4} - 16$/);
  await waitForCount(frame, 'header', 0, 'no header in embed mode');
  await waitForCount(frame, 'footer', 0, 'no footer in embed mode');
  await page.waitForFunction(() => Number(document.body.dataset.height) > 300);
  const height = await page.evaluate(() => document.getElementById('wertung').getBoundingClientRect().height);
  assert.ok(height > 300, `frame height ${height}`);
  await context.close();
});

test('the JavaScript API example page computes with the core', async () => {
  const { context, page, errors } = await newPage();
  await page.goto(origin + '/api-example.html');
  await page.waitForFunction(() => document.getElementById('estimate').textContent !== '…');
  await waitForText(page, '#estimate', 'W_e 3.088, neue DWZ 2081 - 56');
  await waitForText(page, '#evaluate', 'A: 2220 -> 2203\nB: 2100 -> 2121');
  await waitForAttribute(page, '#evaluate', 'data-error', /DWZ: „12000“ liegt nicht zwischen 1 und 3500/);
  await waitForCount(page, '.app', 0, 'the calculator is not mounted there');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a screenshot at 360 px width, and no horizontal scrolling', async () => {
  const { context, page } = await newPage({ viewport: { width: 360, height: 800 } });
  await page.goto(origin + '/?t=nach&dwz=2100&idx=55&geb=2004&ende=12.12.2026&k=32&g=2220:0;1800:%C2%BD;1961:1;1179:1;2329:0');
  await page.locator('#new-dwz').waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `page is ${width} px wide`);
  await page.screenshot({ path: join(shots, 'calculator-360.png'), fullPage: true });
  await context.close();
});

test('no request left the origin', () => {
  assert.deepEqual(foreign, []);
});

test('a strict Content-Security-Policy is in force and nothing violated it', async () => {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)[1];
  assert.match(policy, /default-src 'self'/);
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'/);
  assert.doesNotMatch(policy, /unsafe-inline|https?:/);
  assert.deepEqual(csp, [], 'nothing in the tests above violated the policy');
  // The policy is really applied: a script injected by hand is refused.
  const { context, page } = await newPage();
  await page.goto(origin + '/?t=voraus&dwz=1950&g=2220:0');
  await page.locator('#new-dwz').waitFor();
  const blocked = await page.evaluate(() => new Promise((resolve) => {
    document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
    const s = document.createElement('script');
    s.textContent = 'window.__injected = 1';
    document.body.appendChild(s);
    setTimeout(() => resolve(false), 1000);
  }));
  assert.ok(blocked, 'an inline script is blocked');
  // And nothing can phone home: a request to another origin is refused before it is sent.
  const refused = await page.evaluate((other) => new Promise((resolve) => {
    let directive = null;
    document.addEventListener('securitypolicyviolation', (e) => { directive = e.violatedDirective; }, { once: true });
    fetch(other + '/collect?dwz=1950').then(() => resolve('sent'), () => setTimeout(() => resolve(directive), 100));
  }), parentOrigin);
  assert.equal(refused, 'connect-src', 'a fetch to another origin is refused by connect-src');
  await context.close();
  // Every page carries the policy.
  for (const page of ['turnier.html', 'api-example.html']) {
    const other = await readFile(join(dist, page), 'utf8');
    assert.match(other, /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; [^"]*connect-src 'self'/, page);
  }
});
