// Browser tests of the player's phone, round 2, and of the calculator embedded in a
// club's website: the field being typed in stays on screen, names and the Elo in any
// order, a stranger's link never shows my names (and my entries come back), "Meinten Sie …?",
// the undo of a row removed, back between tabs, English heads that fit, print without file
// chooser or empty boxes; embedded: presets, the club's language, no sideways overflow, the
// result in the flow, copying that says what happened.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  browserEnv, eventually, focused, openPage, typeName, waitForAttribute, waitForCount, waitForEval,
  waitForText, waitForValue,
} from './harness.mjs';

const env = browserEnv();
/// The button that adds a game row to the tournament's games.
const ADD_GAME = 'fieldset.games:not(.rest) > button.add';
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/// A DSB list: Müller, Hans (Elo 1905), Anna Schäfer (Elo 2050), Lehmann, Friedrich.
async function listFile() {
  const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land';
  const rows = [
    'NU1,10614,1,A,"Müller,Hans",M,,1970,202645,1850,42,1905,,12345,GER',
    'NU2,10614,3,A,"Schäfer,Anna",W,,1990,202645,2010,12,2050,,23456,GER',
    'NU3,20511,8,A,"Lehmann,Friedrich",M,,1960,202645,1700,30,1750,,34567,GER',
  ];
  const dir = await mkdtemp(join(tmpdir(), 'wertung-phone-'));
  const path = join(dir, 'spieler.csv');
  await writeFile(path, Buffer.from([header, ...rows].join('\r\n') + '\r\n', 'latin1'));
  return path;
}

/// The list loaded through "Namen statt Zahlen".
async function loadList(page) {
  await page.click('#names-open');
  await page.locator('#names-file').waitFor({ state: 'attached' });
  await page.setInputFiles('#names-file', await listFile());
  await page.locator('#names-status:not([hidden])').waitFor();
}

/// Whether the element `id` is wholly within what the visitor sees.
const onScreen = (page, id) => page.evaluate((id) => {
  const r = document.getElementById(id).getBoundingClientRect();
  const vv = window.visualViewport;
  const top = vv ? vv.offsetTop : 0;
  const bottom = vv ? vv.offsetTop + vv.height : innerHeight;
  return r.top >= top - 1 && r.bottom <= bottom + 1 ? '' : `${id} at ${Math.round(r.top)}..${Math.round(r.bottom)} of ${Math.round(top)}..${Math.round(bottom)}`;
}, id);

/// Types `value` key by key into `id`, checking after each key that the field has the focus
/// and is on screen.
async function typeOnScreen(page, id, value) {
  await page.locator(`#${id}`).tap();
  for (const key of value) {
    await page.keyboard.type(key);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.equal(await focused(page), id);
    assert.equal(await onScreen(page, id), '', `after "${key}" into ${id}`);
  }
  await waitForValue(page, `#${id}`, value);
}

/// Chooses the first suggestion of the name field `id` for what is typed.
async function chooseName(page, id, typed) {
  await typeName(page, id, typed);
  const option = page.locator(`#${id}-list [role=option]`).first();
  await option.waitFor();
  await option.dispatchEvent('mousedown');
}

test('a phone: every key into the fields of the form\'s top goes into a field on screen, also when the result bar appears', async () => {
  const { context, page, errors } = await openPage(env, '/', phone);
  await typeOnScreen(page, 'dwz', '1850');
  await typeOnScreen(page, 'index', '42');
  await typeOnScreen(page, 'birth_year', '1970');
  await typeOnScreen(page, 'end_date', '30.01.2027');
  await typeOnScreen(page, 'game-1-rating', '1900');
  await typeOnScreen(page, 'game-1-result', '1');
  await page.locator('#summary:not(:empty)').waitFor();
  // The bar is at the foot of the screen.
  const bar = await page.locator('#summary').boundingBox();
  assert.ok(Math.abs(bar.y + bar.height - 740) <= 2, `the bar's foot at ${bar.y + bar.height}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('names first, the Elo afterwards: the opponents chosen get their Elo from the list; a misspelt name suggests the nearest persons', async () => {
  const { context, page, errors } = await openPage(env, '/', { viewport: { width: 360, height: 740 } });
  await loadList(page);
  await page.locator('#game-1-name').waitFor();
  await chooseName(page, 'game-1-name', 'Schäfer');
  await waitForValue(page, '#game-1-rating', '2010');
  await page.locator(ADD_GAME).click();
  await page.locator('#game-2-name').waitFor();
  await chooseName(page, 'game-2-name', 'Müller Hans');
  await waitForValue(page, '#game-2-rating', '1850');
  // Now the Elo: both opponents' Elo from the list.
  await page.click('#elo_on');
  await page.locator('#game-1-elo').waitFor();
  await page.waitForFunction(() => document.getElementById('game-2-elo')?.value === '1905');
  await waitForValue(page, '#game-1-elo', '2050');
  // "Hanz Müler" and "Lehman Fridrich" find nobody: the nearest persons are offered.
  await page.locator(ADD_GAME).click();
  await page.locator('#game-3-name').waitFor();
  for (const [typed, meant] of [['Hanz Müler', 'Müller,Hans'], ['Lehman Fridrich', 'Lehmann,Friedrich']]) {
    await page.fill('#game-3-name', '');
    await page.locator('#game-3-name').pressSequentially(typed);
    await page.locator('#game-3-name-list [role=option]').first().waitFor();
    await waitForText(page, '#game-3-name-list', new RegExp(meant));
    await waitForText(page, '.namebox:has(#game-3-name) [role=status]', /Meinten Sie/);
  }
  // "Meine Turniere" takes the games over with their opponents' names (and the Elo from the list).
  await page.fill('#game-3-name', '');
  await page.click('#tab-turniere');
  const names = () => page.$$eval('.tournament li.row input[id^="game-"][id$="-name"]', (f) => f.map((i) => i.value));
  await eventually(async () => (await names()).slice(0, 2), ['Schäfer,Anna', 'Müller,Hans']);
  await eventually(async () => (await page.$$eval('.tournament li.row input[id^="game-"][id$="-elo"]', (f) => f.map((i) => i.value))).slice(0, 2), ['2050', '1905']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a stranger\'s link shows its own figures without my names, keeps my entries, and gives them back', async () => {
  const { context, page, errors } = await openPage(env, '/', { viewport: { width: 360, height: 740 } });
  await loadList(page);
  await chooseName(page, 'name', 'Lehmann');
  await page.locator('#game-1-name').waitFor();
  await chooseName(page, 'game-1-name', 'Schäfer');
  await page.locator('#game-1-result').pressSequentially('1');
  await waitForValue(page, '#dwz', '1700');
  await page.waitForFunction(() => /dwz=1700/.test(localStorage.getItem('wertung-form') ?? ''));
  // A friend's link.
  await page.goto(env.origin + '/?t=voraus&dwz=1600&g=2100:0;1400:1');
  await page.waitForSelector('html[data-ready]');
  await waitForValue(page, '#dwz', '1600');
  await page.locator('#game-1-name').waitFor();
  await waitForValue(page, '#name', '', 'no stored name beside the link\'s figures');
  await waitForValue(page, '#game-1-name', '');
  await waitForValue(page, '#game-2-name', '');
  await page.locator('#own-entries:not([hidden])').waitFor();
  await waitForText(page, '#own-entries', /Ihre eigene Eingabe wiederherstellen/);
  await page.click('#own-restore');
  await page.waitForFunction(() => document.getElementById('dwz')?.value === '1700');
  await page.waitForSelector('html[data-ready]');
  await page.locator('#game-1-name').waitFor();
  await waitForValue(page, '#name', 'Lehmann,Friedrich');
  await waitForValue(page, '#game-1-name', 'Schäfer,Anna');
  await eventually(() => page.locator('#own-entries').isHidden(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a row removed can be undone; a tab chosen is a step back; English heads fit at 360 px', async () => {
  const { context, page, errors } = await openPage(env, '/?t=voraus&dwz=1850&ende=30.01.2027&g=1900:1;1800:%C2%BD;1700:0', { viewport: { width: 360, height: 740 } });
  await page.click('button[aria-label="Entfernen 2"]');
  await eventually(async () => (await page.locator('#game-3-rating').count()) + (await page.locator('#game-2-rating').count()), 1);
  await page.locator('.undo:not([hidden]) #undo').click();
  await eventually(() => page.$$eval('.rows input[id$=-rating]', (f) => f.map((x) => x.value)), ['1900', '1800', '1700']);
  // Back from "Nachberechnung" to "Vorausberechnung".
  await page.click('#tab-nach');
  await waitForAttribute(page, '#tab-nach', 'aria-selected', 'true');
  await page.goBack();
  await page.waitForFunction(() => document.getElementById('tab-voraus')?.getAttribute('aria-selected') === 'true');
  await waitForValue(page, '#dwz', '1850');
  // English: the heads of the games do not run into each other.
  await page.click('#lang');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  const overlaps = await page.$$eval('.games:not(.rest) .colhead span', (spans) => {
    const boxes = spans.filter((s) => s.offsetParent).map((s) => {
      const range = document.createRange();
      range.selectNodeContents(s);
      const r = range.getBoundingClientRect();
      return { text: s.textContent, left: r.left, right: r.right, cell: s.getBoundingClientRect().right };
    });
    return boxes.filter((b) => b.right > b.cell + 1).map((b) => `${b.text}: ${b.right} > ${b.cell}`);
  });
  assert.deepEqual(overlaps, []);
  assert.deepEqual(errors, []);
  await context.close();
});

/// A club's page on another origin embedding `src` (allow: the iframe's permissions).
function clubPage(src, allow = 'clipboard-write') {
  return new Promise((resolve) => {
    const server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!DOCTYPE html><html lang="de"><body style="margin:0"><div>
        <iframe src="${src}" title="DWZ-Rechner" ${allow ? `allow="${allow}"` : ''} style="width:100%;border:0" height="2000" id="wertung"></iframe></div>
        <script>addEventListener('message',function(e){if(!e.data||e.data.type!=='wertung-height')return;document.getElementById('wertung').style.height=e.data.height+'px'})</script>
        </body></html>`);
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
    // Closed with its connections, also where a test failed (see `after`).
    open.push(server);
  });
}

/// The servers of this file's tests: closed after them, whatever happened.
const open = [];
after(() => { for (const s of open) { s.closeAllConnections?.(); s.close(); } });

test('embedded: a preset of the end date goes into my own form (said once); the club\'s language; no sideways overflow; the result in the flow', async () => {
  const { context, page, errors } = await openPage(env, '/', { viewport: { width: 360, height: 740 } });
  // My own entries, in German.
  await page.locator('#dwz').pressSequentially('1500');
  await page.waitForFunction(() => /dwz=1500/.test(localStorage.getItem('wertung-form') ?? ''));
  const club = await clubPage(`${env.origin}/?embed=1&ende=30.01.2027&lang=en`);
  const clubOrigin = `http://127.0.0.1:${club.address().port}`;
  for (const width of [300, 360, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(clubOrigin);
    const frame = page.frameLocator('#wertung');
    await frame.locator('html[data-ready]').waitFor({ state: 'attached' });
    await waitForValue(frame, '#end_date', '30.01.2027');
    await waitForAttribute(frame, 'html', 'lang', 'en');
    await eventually(() => frame.locator('#own-entries').isHidden(), true, 'nothing set aside');
    if (width === 300) {
      await waitForValue(frame, '#dwz', '1500', 'the preset fills my own form');
      await waitForText(frame, '#preset-taken', /presets/);
      await frame.locator('#game-1-rating').pressSequentially('1900');
      await frame.locator('#game-1-result').pressSequentially('1');
      await frame.locator(ADD_GAME).click();
      await frame.locator('#game-2-rating').pressSequentially('1800');
      await frame.locator('#game-2-result').pressSequentially('0');
      await frame.locator(ADD_GAME).click();
      await frame.locator('#game-3-rating').pressSequentially('1700');
    } else {
      // The next visit of the same embed: my entries are still there, and nothing is said again.
      await waitForValue(frame, '#dwz', '1500');
      await waitForValue(frame, '#game-3-rating', '1700');
      await waitForCount(frame, '#preset-taken', 0, 'said once');
    }
    await frame.locator('#summary:not(:empty)').waitFor();
    const wide = await frame.locator('html').evaluate((h) => [h.scrollWidth, h.clientWidth]);
    assert.ok(wide[0] <= wide[1], `no sideways overflow at ${width}: ${wide}`);
    // The result follows the games: near the third row, not at the foot of the frame.
    const row = await frame.locator('#game-3-rating').boundingBox();
    const bar = await frame.locator('#summary').boundingBox();
    assert.ok(bar.y > row.y && bar.y - row.y < 400, `the result ${bar.y - row.y} px below the third row at ${width}`);
  }
  // My own form on the calculator's own page: with the club's end date, and my games.
  await page.goto(env.origin + '/');
  await page.waitForSelector('html[data-ready]');
  await waitForValue(page, '#dwz', '1500');
  await waitForValue(page, '#end_date', '30.01.2027');
  await waitForValue(page, '#game-3-rating', '1700');
  await eventually(() => page.locator('#own-entries').isHidden(), true);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de', 'the embed\'s language is not my choice');
  club.close();
  assert.deepEqual(errors.filter((e) => !e.startsWith(`request to ${clubOrigin}`)), []);
  await context.close();
});

test('embedded: a preset with a rating is a form of its own; my entries come back with one tap', async () => {
  const { context, page, errors } = await openPage(env, '/', { viewport: { width: 360, height: 740 } });
  await page.locator('#dwz').pressSequentially('1500');
  await page.waitForFunction(() => /dwz=1500/.test(localStorage.getItem('wertung-form') ?? ''));
  const club = await clubPage(`${env.origin}/?embed=1&ende=30.01.2027&dwz=1650`);
  const clubOrigin = `http://127.0.0.1:${club.address().port}`;
  await page.goto(clubOrigin);
  const frame = page.frameLocator('#wertung');
  await frame.locator('html[data-ready]').waitFor({ state: 'attached' });
  await waitForValue(frame, '#dwz', '1650');
  await page.goto(env.origin + '/');
  await page.waitForSelector('html[data-ready]');
  await page.locator('#own-entries:not([hidden])').waitFor();
  await page.click('#own-restore');
  await page.waitForFunction(() => document.getElementById('dwz')?.value === '1500');
  club.close();
  assert.deepEqual(errors.filter((e) => !e.startsWith(`request to ${clubOrigin}`)), []);
  await context.close();
});

test('embedded from another site: "Kopieren" copies where allowed and says so where not', async () => {
  for (const allow of ['clipboard-write', '']) {
    const { context, page } = await openPage(env, '/', { viewport: { width: 800, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const club = await clubPage(`${env.origin}/?embed=1&t=voraus&dwz=1850&g=1900:1`, allow);
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${club.address().port}`);
    const frame = page.frameLocator('#wertung');
    await frame.locator('html[data-ready]').waitFor({ state: 'attached' });
    await frame.locator('#copy-link').click();
    if (allow) {
      await frame.locator('#copy-link:text("Kopiert")').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(copied, /dwz=1850/);
    } else {
      await frame.locator('#copy-link:text("von Hand")').waitFor();
      assert.equal(await frame.locator('body').evaluate(() => document.activeElement.id), 'share-link');
    }
    assert.deepEqual(errors, []);
    club.close();
    await context.close();
  }
});

test('a host that serves .wasm as application/octet-stream: every module of both pages loads, no console error', async () => {
  const { readFile } = await import('node:fs/promises');
  const { dist, holdBack } = await import('./harness.mjs');
  const { extname, normalize } = await import('node:path');
  const plain = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json', '.json': 'application/json' };
  const server = await new Promise((resolve) => {
    const s = createServer(async (req, res) => {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      await holdBack(path);
      const file = normalize(join(dist, path.endsWith('/') ? path + 'index.html' : path));
      try {
        const data = await readFile(file);
        res.writeHead(200, { 'content-type': plain[extname(file)] ?? 'application/octet-stream' });
        res.end(data);
      } catch { res.writeHead(404).end(); }
    });
    s.listen(0, '127.0.0.1', () => resolve(s));
    open.push(s);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const context = await env.browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(origin + '/?t=voraus&m=exakt&dwz=1743&g=1800:1');
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  // The single estimate (part `panel`), then "Meine Turniere" (part `later`).
  await page.waitForFunction(() => /\d{4}/.test(document.getElementById('summary')?.textContent ?? ''));
  await page.click('#tab-turniere');
  await page.locator('#chain-title').waitFor();
  // The tournament page and its second module.
  await page.goto(origin + '/turnier.html');
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.setInputFiles('#file', join(await import('./harness.mjs').then((h) => h.shared), 'testdata', 'karl-mala-2005.trf'));
  await page.locator('section.load[aria-busy="false"]').waitFor();
  await page.locator('#evaluation').waitFor();
  await waitForText(page, '#eval-info', /Spieler: 283\b/);
  // Parts split off the tournament page's module: the Gesamtiteration (`sheets`), INGO (`views`).
  await page.click('details.trace summary');
  await page.locator('table.trace tbody tr').first().waitFor();
  await page.click('#view-ingo');
  await page.locator('#ingo tbody tr').first().waitFor();
  assert.deepEqual(errors, []);
  await context.close();
  server.close();
});

test('the club\'s choices: compact leaves out the explanations, accent takes a readable colour only, the tournament page embedded has no header; where storage is refused the page says so', async () => {
  const { context, page, errors } = await openPage(env, '/?embed=1&compact=1&accent=1d6b2f&lang=de', { viewport: { width: 360, height: 740 } });
  await eventually(() => page.locator('p.help').first().isVisible(), false, 'no explanation in compact mode');
  await waitForEval(page, () => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(), undefined, '#1d6b2f');
  await waitForCount(page, 'header', 0);
  await waitForCount(page, '#lang', 0, 'lang fixed by the address: no language button');
  // Yellow is unreadable under white text: the default stays.
  await page.goto(env.origin + '/?embed=1&accent=ffff00');
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await waitForEval(page, () => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(), undefined, '#0b4f96');
  await waitForCount(page, '#lang', 1, 'no lang in the address: the language button');
  await page.goto(env.origin + '/turnier.html?embed=1');
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await waitForCount(page, 'header', 0, 'the tournament page embedded: no header');
  await waitForCount(page, '#lang', 0);
  assert.deepEqual(errors, []);
  await context.close();
  // A frame whose storage the browser refuses (localStorage throws): said once, with a way out.
  const refused = await openPage(env, '/?embed=1', {
    viewport: { width: 360, height: 740 },
    init: () => { Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } }); },
  });
  await refused.page.locator('#storage-refused').waitFor();
  await waitForText(refused.page, '#storage-refused', /kein Speichern/);
  await waitForAttribute(refused.page, '#storage-refused a#own-tab', 'target', '_blank');
  await refused.page.locator('#dwz').pressSequentially('1743');
  await waitForValue(refused.page, '#dwz', '1743', 'typing still works');
  await refused.context.close();
});

test('the what-if by name, the Elo afterwards: the remaining opponents\' Elo from the list, a typed rating standing as its DWZ', async () => {
  const { context, page, errors } = await openPage(env, '/?t=voraus&m=exakt&dwz=1850&g=1900:1', { viewport: { width: 360, height: 740 } });
  await loadList(page);
  await page.click('#whatif-summary');
  await page.locator('#remaining').waitFor();
  await page.locator('#remaining').pressSequentially('1600');
  await page.locator('#remaining-name').waitFor();
  await chooseName(page, 'remaining-name', 'Lehmann');
  await chooseName(page, 'remaining-name', 'Schäfer');
  await waitForValue(page, '#remaining', '1600 1700 2010');
  await page.click('#elo_on');
  await page.locator('#remaining_elo').waitFor();
  await page.waitForFunction(() => document.getElementById('remaining_elo')?.value === '1600 1750 2050', null, { timeout: 10000 });
  assert.deepEqual(errors, []);
  await context.close();
});
