// Browser tests of the DSB list kept as read: after a list is read from its file, the reader's
// worker makes the form it was read into and the calculator keeps it beside the file
// (cache "dsb-spielerliste", entry "gelesen"); a second visit reads the list from that form,
// never from a form of another file, and a broken form is read from the file and made again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserEnv, openPage, typeName, waitForEval } from './harness.mjs';

const env = browserEnv();

const HEADER = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land';

/// A DSB list (Windows-1252) of these rows, written as `name`: its path and its bytes.
async function listFile(name, rows) {
  const bytes = Buffer.from([HEADER, ...rows].join('\r\n') + '\r\n', 'latin1');
  const dir = await mkdtemp(join(tmpdir(), 'wertung-list-form-'));
  const path = join(dir, name);
  await writeFile(path, bytes);
  return { path, bytes };
}

const FIRST = [
  'NU1,10614,1,A,"Müller,Hans",M,,1970,202645,1850,42,1905,,12345,GER',
  'NU2,20511,7,P,"Schäfer,Anna",W,,1990,202645,2010,12,2050,,23456,GER',
  'NU2,10614,3,A,"Schäfer,Anna",W,,1990,202645,2010,12,2050,,23456,GER',
];
const SECOND = [
  'NU7,30102,4,A,"Neumann,Otto",M,,1961,202647,1733,51,,,,GER',
  'NU8,30102,5,A,"Zöllner,Ida",W,,2004,202647,1402,9,,,,GER',
];

/// The first bytes of the calculator's cache entry `entry` of the DSB list kept, as text
/// (latin1); null where there is none.
const entryHead = (page, entry) => page.evaluate(async (entry) => {
  const cache = await caches.open('dsb-spielerliste');
  const kept = await cache.match(entry);
  if (!kept) return null;
  const bytes = new Uint8Array(await kept.arrayBuffer());
  return String.fromCharCode(...bytes.subarray(0, 8));
}, entry);

/// Puts `bytes` (an array of numbers) as the cache entry `entry` of the DSB list kept.
const putEntry = (page, entry, bytes) => page.evaluate(async ([entry, bytes]) => {
  const cache = await caches.open('dsb-spielerliste');
  await cache.put(entry, new Response(new Uint8Array(bytes)));
}, [entry, bytes]);

/// The names suggested for what is typed into the player's name field (after it was emptied).
async function suggested(page, typed) {
  await typeName(page, 'name', typed, { clear: true });
  const options = page.locator('#name-list [role=option]');
  await options.first().waitFor();
  const names = await options.allTextContents();
  await page.keyboard.press('Escape');
  return names.map((n) => n.split(' · ')[0]);
}

/// Reloads the calculator and waits until the list kept is said again.
async function reload(page) {
  await page.reload();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.locator('#names-status:not([hidden])').waitFor();
}

test('the DSB list kept is read again from the form it was read into, never from another file\'s form; a broken form is read from the file and made again', async () => {
  const first = await listFile('spieler.csv', FIRST);
  const { context, page, errors } = await openPage(env, '/', { viewport: { width: 360, height: 740 }, ready: 'attached' });
  await page.click('#names-open');
  await page.locator('#names-file').waitFor({ state: 'attached' });
  await page.setInputFiles('#names-file', first.path);
  await page.locator('#names-status:not([hidden])').waitFor();
  // The form is made in the background and kept beside the file.
  await waitForEval(page, () => caches.open('dsb-spielerliste').then((c) => c.match('gelesen')).then((r) => r?.arrayBuffer())
    .then((b) => b && String.fromCharCode(...new Uint8Array(b).subarray(0, 8))), null, 'WDSBL 1\n', 'the form kept');
  assert.equal(await entryHead(page, 'spielerliste'), 'ID,ZPS,M', 'the file itself stays kept');

  // The file's bytes spoilt (same length): the second visit reads the form, not the file.
  await putEntry(page, 'spielerliste', [...Buffer.alloc(first.bytes.length, 0x78)]);
  await reload(page);
  assert.deepEqual(await suggested(page, 'muel h'), ['Müller,Hans']);
  assert.deepEqual(await suggested(page, 'Anna Schae'), ['Schäfer,Anna']);

  // A broken form (the file whole again): read from the file, and the form made again.
  await putEntry(page, 'spielerliste', [...first.bytes]);
  await putEntry(page, 'gelesen', [...Buffer.from('WDSBL 1\n'), 1, 2, 3]);
  await reload(page);
  assert.deepEqual(await suggested(page, 'muel h'), ['Müller,Hans']);
  await waitForEval(page, async () => {
    const b = await (await (await caches.open('dsb-spielerliste')).match('gelesen'))?.arrayBuffer();
    return b?.byteLength ?? 0;
  }, null, (n) => n > 100, 'the form made again');

  // Another list kept on the tournament page: the calculator reads that one, not the form of
  // the list before.
  const second = await listFile('spieler-neu.csv', SECOND);
  const turnier = await context.newPage();
  await turnier.goto(env.origin + '/turnier.html');
  await turnier.setInputFiles('#list-file', second.path);
  await turnier.locator('#list-status').waitFor();
  await turnier.waitForFunction(() => JSON.parse(localStorage.getItem('wertung-spielerliste') ?? '{}').name === 'spieler-neu.csv');
  await waitForEval(turnier, () => caches.open('dsb-spielerliste').then((c) => c.match('spielerliste')).then((r) => r?.arrayBuffer())
    .then((b) => b?.byteLength ?? 0), null, second.bytes.length, 'the new file kept');
  await turnier.close();
  await reload(page);
  assert.deepEqual(await suggested(page, 'Otto Neum'), ['Neumann,Otto']);
  assert.deepEqual(errors, []);
  await context.close();
});
