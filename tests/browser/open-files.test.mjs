// Browser tests of opening files with Wertung: the manifest's file handlers, share
// target, shortcuts and id (checked against the pages and sw.js); the launch queue's consumer
// (www/open.js) given a tournament file and a list at once; a file shared to the app (a
// multipart POST answered by the service worker) opens the tournament page with it evaluated;
// files dropped on the tournament page and on the calculator; a dropped random file gets the
// file input's message. Against the release build in dist/, in headless Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { browserEnv, dist, listMatched, openPage, shared, text, typeName, waitForCount, waitForEval, waitForText, waitForValue, storedZip } from './harness.mjs';

const env = browserEnv();
const swt = join(shared, 'testdata', 'swt', 'SwissIndividual.SWT');
const swtPlayers = JSON.parse(await readFile(join(shared, 'testdata', 'swt', 'SwissIndividual.expected.json'), 'utf8')).players;

/// A DSB player list (layout of 10.09.2026) holding the SWT's first six players.
function playerList() {
  const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land,Vorname,Nachname,FIDE-Frauentitel,FIDE-Elozahl-Schnellschach,FIDE-Elozahl-Blitz';
  const lines = swtPlayers.slice(0, 6).map((p, k) => {
    const [last, first] = p['2000'].split(',');
    return `NU${k},${p['2010']},${Number(p['2011'])},A,"${p['2000']}",M,,${p['2008'].slice(0, 4)},202545,${1500 + k},${20 + k},,,,GER,${first},${last},,,`;
  });
  return [header, ...lines].join('\r\n') + '\r\n';
}

/// Files for the page's JavaScript: name and bytes (base64).
const fileArgs = async () => ({
  swt: (await readFile(swt)).toString('base64'),
  list: Buffer.from(playerList(), 'latin1').toString('base64'),
  zip: storedZip([['spieler.csv', Buffer.from(playerList(), 'latin1')]]).toString('base64'),
});

test('the manifest: file handlers, share target, shortcuts and id, as the pages and sw.js take them', async () => {
  const m = JSON.parse(await readFile(join(dist, 'manifest.webmanifest'), 'utf8'));
  assert.equal(m.id, './');
  assert.equal(m.scope, './', 'both pages in scope');
  assert.deepEqual(m.shortcuts.map((s) => s.url), ['./', './turnier.html']);
  const [handler] = m.file_handlers;
  assert.equal(handler.action, './turnier.html');
  const accepted = Object.values(handler.accept).flat();
  for (const ext of ['.swt', '.SWT', '.trf', '.xml', '.json', '.zip', '.csv']) assert.ok(accepted.includes(ext), ext);
  assert.equal(m.share_target.action, './share');
  assert.equal(m.share_target.method, 'POST');
  assert.equal(m.share_target.enctype, 'multipart/form-data');
  assert.equal(m.share_target.params.files[0].name, 'files');
  const sw = await readFile(join(dist, 'sw.js'), 'utf8');
  assert.match(sw, /endsWith\('\/share'\)/, 'sw.js answers the share target');
  assert.match(sw, /formData\(\)/);
  // The tournament page takes files from outside with open.js, loaded by app.js when one comes.
  assert.match(await readFile(join(dist, 'app.js'), 'utf8'), /import\("\.\/open\.js"\)/);
  assert.doesNotMatch(await readFile(join(dist, 'turnier.html'), 'utf8'), /open\.js/, 'not part of its first visit');
});

test('the launch consumer opens a tournament file and a player list zip given at once', async () => {
  const { context, page, errors } = await openPage(env, '/turnier.html', { viewport: { width: 1280, height: 900 } });
  const files = await fileArgs();
  await page.evaluate(async ({ swt, zip }) => {
    const bytes = (b) => Uint8Array.from(atob(b), (c) => c.charCodeAt(0));
    // As window.launchQueue hands them (the list first: the consumer orders them itself).
    await window.wertungOpen([new File([bytes(zip)], 'LV-0-csv.zip'), new File([bytes(swt)], 'SwissIndividual.SWT')]);
  }, files);
  await listMatched(page);
  await waitForText(page, '#list-summary', /6 gefunden/, 'the list matched against the tournament');
  await page.locator('#evaluation').waitFor({ state: 'attached' });
  await waitForCount(page, '#evaluation tbody tr', swtPlayers.length);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a file shared to the app (multipart POST to the share target) opens the tournament page with it evaluated', async () => {
  const context = await env.browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(env.origin + '/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
  const { swt: data } = await fileArgs();
  // The share sheet's POST, as a form submission (a navigation the service worker answers).
  await Promise.all([
    page.waitForURL(/turnier\.html/),
    page.evaluate((data) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.enctype = 'multipart/form-data';
      form.action = './share';
      const input = document.createElement('input');
      input.type = 'file';
      input.name = 'files';
      const dt = new DataTransfer();
      dt.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], 'SwissIndividual.SWT'));
      input.files = dt.files;
      form.appendChild(input);
      document.body.appendChild(form);
      form.submit();
    }, data),
  ]);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.locator('#evaluation tbody tr').first().waitFor({ state: 'attached' });
  await waitForCount(page, '#evaluation tbody tr', swtPlayers.length);
  assert.doesNotMatch(page.url(), /shared=1/, 'the address no longer says so');
  await waitForEval(page, async () => (await (await caches.open('wertung-shared')).keys()).length, undefined, 0, 'the shared file is removed after use');
  await context.close();
});

/// Drops `files` ([name, base64]) on the element `selector` of `page`.
const drop = (page, selector, files) => page.evaluate(({ selector, files }) => {
  const dt = new DataTransfer();
  for (const [name, b] of files) dt.items.add(new File([Uint8Array.from(atob(b), (c) => c.charCodeAt(0))], name));
  const target = document.querySelector(selector);
  target.dispatchEvent(new DragEvent('dragenter', { dataTransfer: dt, bubbles: true }));
  const zone = document.documentElement.classList.contains('dropping');
  target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  return zone;
}, { selector, files });

test('files dropped anywhere on the tournament page load; a random file gets the file input\'s message', async () => {
  const { context, page, errors } = await openPage(env, '/turnier.html', { viewport: { width: 1280, height: 900 } });
  const { swt: data, list } = await fileArgs();
  const random = Buffer.from(Array.from({ length: 3000 }, (_, k) => (k * 7919) % 256));
  // What the file input says of it ...
  await page.setInputFiles('#file', { name: 'random.bin', mimeType: 'application/octet-stream', buffer: random });
  await page.locator('#load-error').waitFor();
  const byInput = await text(page, '#load-error');
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  // ... it says when the file is dropped.
  assert.ok(await drop(page, 'body', [['random.bin', random.toString('base64')]]), 'a drop zone while dragging');
  await page.locator('#load-error').waitFor();
  await waitForText(page, '#load-error', byInput);
  await drop(page, 'h1, h2', [['SwissIndividual.SWT', data], ['spieler.csv', list]]);
  await listMatched(page);
  await page.locator('#evaluation').waitFor({ state: 'attached' });
  await waitForCount(page, '#evaluation tbody tr', swtPlayers.length);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tournament file dropped on the calculator opens in the tournament page', async () => {
  const { context, page } = await openPage(env, '/', { viewport: { width: 360, height: 740 } });
  const { swt: data } = await fileArgs();
  await Promise.all([page.waitForURL(/turnier\.html/), drop(page, 'main', [['SwissIndividual.SWT', data]])]);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.locator('#evaluation').waitFor();
  await waitForCount(page, '#evaluation tbody tr', swtPlayers.length);
  await context.close();
});

test('a player list dropped on the calculator is its names\' list: the page stays, the names find its persons', async () => {
  const { context, page, errors } = await openPage(env, '/', { viewport: { width: 360, height: 740 } });
  const { zip } = await fileArgs();
  await drop(page, 'main', [['LV-0-csv.zip', zip]]);
  await page.locator('#names-status').waitFor();
  await page.waitForFunction(() => /6 Personen/.test(document.getElementById('names-status')?.textContent ?? ''));
  assert.doesNotMatch(page.url(), /turnier/);
  // The player found by name: his DWZ filled in.
  const [last] = swtPlayers[0]['2000'].split(',');
  await typeName(page, 'name', last);
  await page.locator('#name-list [role="option"]').first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await waitForValue(page, '#dwz', '1500');
  assert.deepEqual(errors, []);
  await context.close();
});
