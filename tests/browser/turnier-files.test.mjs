// Browser tests of the page "Turnierauswertung" as a director opens one file after another:
// each file is its own tournament, the next never inherits the first one's end
// date (or anything else it gave), also after a reload. Against the release build in dist/, in
// headless Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  browserEnv, eventually, fileLoad, listMatched, openPage, shared, text, waitForCount, waitForEval,
  waitForText, waitForValue,
} from './harness.mjs';

const env = browserEnv();
const swt = join(shared, 'testdata', 'swt', 'SwissIndividual.SWT');
const trf = join(shared, 'testdata', 'karl-mala-2005.trf');
const open = () => openPage(env, '/turnier.html', { viewport: { width: 1280, height: 900 } });

/// What the page shows of a tournament: its end date field and the evaluation's rows.
const shown = async (page) => {
  await page.locator('#evaluation').waitFor({ state: 'attached' });
  return {
    end: await page.inputValue('#end'),
    rows: await page.locator('#evaluation tbody tr').evaluateAll((trs) => trs.map((tr) => tr.textContent.replace(/\s+/g, ' ').trim())),
  };
};

test('SWT, then TRF, then SWT on one page: each shows what it shows on a fresh page, also after a reload', async () => {
  // Karl-Mala's rows past the first screenful are built a moment after the first ones.
  const fresh = {};
  for (const [name, file, players] of [['swt', swt, 24], ['trf', trf, 283]]) {
    const { context, page } = await open();
    await fileLoad(page, file);
    fresh[name] = await eventually(() => shown(page), (s) => s.rows.length === players, `${players} rows`);
    await context.close();
  }
  assert.notEqual(fresh.swt.end, fresh.trf.end, 'two tournaments with their own end dates');
  const { context, page, errors } = await open();
  for (const name of ['swt', 'trf', 'swt', 'trf']) {
    await fileLoad(page, name === 'swt' ? swt : trf);
    await eventually(() => shown(page), fresh[name], `${name} as on a fresh page`);
  }
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await eventually(() => shown(page), fresh.trf, 'after a reload');
  assert.deepEqual(errors, []);
  await context.close();
});

test('what was typed for a tournament stays with it: another file starts empty, the first one opened again brings it back', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swt);
  await page.locator('details.head-form').evaluate((d) => { d.open = true; });
  await page.locator('#head-0').pressSequentially('B-2013-4');
  await waitForValue(page, '#head-0', 'B-2013-4');
  // Kept under the tournament's identity before another file is shown.
  await waitForEval(page, () => Object.keys(localStorage).some((k) => k.startsWith('wertung-turnier:') && localStorage.getItem(k).includes('B-2013-4')), undefined, true, 'the code typed kept');
  await fileLoad(page, trf);
  await waitForValue(page, '#head-0', '', 'the TRF starts without the SWT\'s code');
  await fileLoad(page, swt);
  await waitForValue(page, '#head-0', 'B-2013-4', 'the SWT\'s code is back');
  assert.deepEqual(errors, []);
  await context.close();
});

/// A DSB player list (layout of 10.09.2026) holding the SWT's first `n` players, Windows-1252.
async function listOf(n) {
  const { readFile } = await import('node:fs/promises');
  const players = JSON.parse(await readFile(join(shared, 'testdata', 'swt', 'SwissIndividual.expected.json'), 'utf8')).players;
  const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land,Vorname,Nachname,FIDE-Frauentitel,FIDE-Elozahl-Schnellschach,FIDE-Elozahl-Blitz';
  const lines = players.slice(0, n).map((p, k) => {
    const [last, first] = p['2000'].split(',');
    return `NU${k},${p['2010']},${Number(p['2011'])},A,"${p['2000']}",M,,${p['2008'].slice(0, 4)},202545,${1500 + k},${20 + k},,,,GER,${first},${last},,,`;
  });
  return { name: 'spieler.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...lines].join('\r\n') + '\r\n', 'latin1') };
}

test('players not in the list do not block: evaluated as non-members, no decision asked, exports available', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swt);
  await page.setInputFiles('#list-file', await listOf(6));
  await listMatched(page);
  await waitForText(page, '#list-summary', /6 gefunden · 0 mehrdeutig \(bitte wählen\) · 0 Beinahe-Treffer \(bitte prüfen\) · 18 nicht in der Liste \(als Nichtmitglied gewertet\)/);
  // The evaluation is shown at once, nobody is called ambiguous, nothing waits for a decision.
  await page.locator('#evaluation').waitFor();
  await eventually(() => page.locator('#blocked').isVisible(), false);
  assert.doesNotMatch(await page.locator('details.players').textContent(), /mehrdeutig/);
  await waitForCount(page, 'details.players tr.need', 0);
  await waitForText(page, '#list-need-count', '0');
  await waitForText(page, '#evaluation tr[data-id="24"] td.name', /textuell/, 'a non-member');
  // One can still be made a member by hand.
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  await page.locator('#f24-list').selectOption({ label: 'DSB-Mitglied mit den Werten der Datei' });
  await page.waitForFunction(() => !/textuell/.test(document.querySelector('#evaluation tr[data-id="24"] td.name')?.textContent ?? 'textuell'));
  assert.deepEqual(errors, []);
  await context.close();
});

/// A zip whose one entry `name` is `data` deflated, its directory claiming `claimed` bytes
/// unpacked (a zip bomb where that is far more than the data).
async function zipOf(name, data, claimed) {
  const { deflateRawSync, crc32 } = await import('node:zlib');
  const packed = deflateRawSync(data);
  const n = Buffer.from(name);
  const u32 = (v) => { const b = Buffer.alloc(4); b.writeUInt32LE(v >>> 0); return b; };
  const u16 = (v) => { const b = Buffer.alloc(2); b.writeUInt16LE(v); return b; };
  const sizes = Buffer.concat([u32(crc32 ? crc32(data) : 0), u32(packed.length), u32(claimed), u16(n.length)]);
  const local = Buffer.concat([Buffer.from('504b03041400000008000000000000', 'hex').subarray(0, 14), sizes, u16(0), n, packed]);
  const central = Buffer.concat([Buffer.from('504b0102140014000000080000000000', 'hex'), sizes, Buffer.alloc(12), u32(0), n]);
  const end = Buffer.concat([Buffer.from('504b0506000000000100', 'hex'), u16(1), u32(central.length), u32(local.length), u16(0)]);
  return Buffer.concat([local, central, end]);
}

test('bad files are answered within 2 s and bounded; the tournament shown is kept and the next good file loads', async () => {
  const { readFile } = await import('node:fs/promises');
  const { context, page, errors } = await open();
  await fileLoad(page, swt);
  const before = await shown(page);
  // A 0.5 MB-ish zip whose spieler.csv claims 500 MB, given as the list: refused by the limit.
  const bomb = await zipOf('spieler.csv', Buffer.alloc(8 << 20), 500_000_000);
  let t0 = Date.now();
  await page.setInputFiles('#list-file', { name: 'bombe.zip', mimeType: 'application/zip', buffer: bomb });
  await page.waitForFunction(() => /64 MB/.test(document.querySelector('section.list')?.textContent ?? ''), null, { timeout: 2000 });
  assert.ok(Date.now() - t0 < 2000, `the zip bomb answered in ${Date.now() - t0} ms`);
  const said = await text(page, 'section.list');
  assert.match(said, /spieler\.csv/, said);
  assert.match(said, /477 MB/, said);
  assert.deepEqual(await shown(page), before, 'the tournament is kept');
  // Bad tournament files: each said in the user's words within 2 s, the tournament kept.
  const swtBytes = await readFile(swt);
  const laughs = '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]><DSB_DWZ_TournamentReport>&d;&d;&d;&d;</DSB_DWZ_TournamentReport>';
  const random = Buffer.from(Array.from({ length: 5000 }, (_, k) => (k * 7919 + 13) % 251));
  const bad = [
    ['kaputt.SWT', swtBytes.subarray(0, 3000)],
    ['zufall.bin', random],
    ['leer.trf', Buffer.alloc(0)],
    ['lachen.xml', Buffer.from(laughs)],
  ];
  for (const [name, buffer] of bad) {
    t0 = Date.now();
    await page.setInputFiles('#file', { name, mimeType: 'application/octet-stream', buffer });
    await page.locator('#load-error').waitFor({ timeout: 2000 });
    await page.locator('section.load[aria-busy="false"]').waitFor({ timeout: 2000 });
    assert.ok(Date.now() - t0 < 2000, `${name} answered in ${Date.now() - t0} ms`);
    assert.ok((await text(page, '#load-error')).length > 5, `${name}: a message`);
    assert.deepEqual(await shown(page), before, `${name}: the tournament shown is kept`);
  }
  // A good file of each kind loads without a reload.
  await page.setInputFiles('#list-file', await listOf(6));
  await page.waitForFunction(() => /6 gefunden/.test(document.getElementById('list-summary')?.textContent ?? ''));
  await fileLoad(page, trf);
  assert.notEqual((await shown(page)).end, before.end, 'the TRF loaded');
  await waitForCount(page, '#load-error', 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a second module that cannot start is said so and started afresh on the next request, without a reload', async () => {
  // No service worker (it would serve the module from its cache): the module's wasm gets
  // broken bytes, as a cut connection or a bad cache would give, until the connection is back
  // (the page starts the module once it is shown: the route is there before).
  let cut = true;
  let broken = 0;
  let fetched = 0;
  const before = (page) => page.route(/wertung-reader_bg\.wasm/, async (route) => {
    if (cut) {
      broken++;
      await route.fulfill({ status: 200, contentType: 'application/wasm', body: 'kein wasm' });
    } else {
      fetched++;
      await route.continue();
    }
  });
  const { context, page, errors } = await openPage(env, '/turnier.html', { serviceWorkers: 'block', viewport: { width: 1280, height: 900 }, before });
  await page.setInputFiles('#file', trf);
  await page.locator('#load-error').waitFor({ timeout: 5000 });
  await waitForText(page, '#load-error', /nachgeladen/);
  // The connection back, the same file again: a fresh module reads it, no reload.
  cut = false;
  await fileLoad(page, trf);
  await page.locator('#evaluation').waitFor();
  await waitForCount(page, '#load-error', 0);
  await waitForValue(page, '#end', '31.07.2005');
  assert.ok(broken >= 1, 'the broken module was fetched');
  assert.equal(fetched, 1, 'the module was fetched afresh');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a saved page of chess-results.com, chosen or pasted, is named as one player\'s page, not read as a cross table', async () => {
  const { readFile } = await import('node:fs/promises');
  const saved = join(import.meta.dirname, '..', 'data', 'chess-results', 'en-player.html');
  const { context, page, errors } = await open();
  await fileLoad(page, saved);
  await page.locator('#load-error').waitFor();
  await waitForText(page, '#load-error', /en-player\.html: die Datei ist die Seite eines Spielers von chess-results\.com, kein Turnier/);
  await waitForCount(page, '#evaluation tbody tr', 0, 'no tournament shown');
  // Its copied text pasted: the same.
  const copied = await readFile(join(import.meta.dirname, '..', 'data', 'chess-results', 'en-player.txt'), 'utf8');
  await page.locator('#paste').fill(copied);
  await page.click('#paste-load');
  await page.waitForFunction(() => !document.querySelector('#load-error')?.textContent.includes('en-player.html'));
  await page.locator('#load-error').waitFor();
  await waitForText(page, '#load-error', /^die Datei ist die Seite eines Spielers von chess-results\.com/i);
  assert.deepEqual(errors, []);
  await context.close();
});
