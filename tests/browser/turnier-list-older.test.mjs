// The tournament page's DSB list: an older list than the one in use (its "Stand", the newest
// "Letzte Auswertung" of its rows, known once it is read; here the DSB's zip) asks before it
// replaces it, naming the file and both dates; "Behalten" keeps the list in use, its summary and
// the players' DWZ, and says nothing changed; "Ersetzen" reads it again (the section busy
// meanwhile) and takes it; a file chosen while the question shows drops it, and a newer list
// replaces the one in use without a question.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserEnv, fileLoad, HOLD_ANSWERS, listMatched, openPage, shared, waitForAttribute, waitForCount, waitForEval, waitForText, storedZip } from './harness.mjs';

const env = browserEnv();
after(() => env.close?.());

const karlMala = join(shared, 'testdata', 'karl-mala-2005.trf');
const dir = await mkdtemp(join(tmpdir(), 'wertung-turnier-older-'));

/// The tournament's players as the TRF gives them: name, FIDE ID, year of birth.
const players = (await readFile(karlMala, 'latin1')).split(/\r?\n/).filter((l) => l.startsWith('001'))
  .map((l) => [l.slice(14, 47).trim(), l.slice(57, 68).trim(), l.slice(69, 73)]);

/// A DSB list (spieler.csv's layout) of the tournament's first `n` players, each with the DWZ
/// `dwz + k` and index 20 + k, evaluated last in the week `week` (YYYYWW).
function dsbList(n, dwz, week) {
  const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land';
  const rows = players.slice(0, n).map(([name, fide, born], k) =>
    `NU${k},99001,${k + 1},A,"${name}",M,,${born},${week},${dwz + k},${20 + k},,,${fide},GER`);
  return Buffer.from([header, ...rows].join('\r\n') + '\r\n', 'latin1');
}

async function file(name, bytes) {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

// Week 47 of 2026 ends on Sunday 22.11.2026, week 45 on 08.11.2026, week 43 on 25.10.2026,
// week 48 on 29.11.2026.
const current = await file('spieler.csv', dsbList(60, 1500, 202647));
const older = await file('LV-0-csv.zip', storedZip([['spieler.csv', dsbList(40, 1400, 202645)]], { year: 2026, month: 11, day: 9 }));
const oldest = await file('alt.csv', dsbList(30, 1300, 202643));
const newer = await file('neu.csv', dsbList(50, 1600, 202648));

/// "DWZ alt" of player `id` in the evaluation.
const oldDwz = (id) => `#evaluation tr[data-id="${id}"] td:nth-child(4)`;

test('an older DSB list than the one in use asks before it replaces it', async () => {
  const { page, context, errors } = await openPage(env, '/turnier.html', { viewport: { width: 1366, height: 900 }, init: HOLD_ANSWERS });
  await fileLoad(page, karlMala);
  await page.locator('#evaluation').waitFor();
  await page.setInputFiles('#list-file', current);
  await listMatched(page);
  await waitForText(page, '#list-summary', /: 60 gefunden/);
  await waitForText(page, '#list-status', /spieler\.csv · 60 Zeilen · 60 Personen · Stand 22\.11\.2026 · geladen am/);
  await waitForText(page, oldDwz(2), '1501 - 21', 'Milov with the list\'s DWZ');
  await waitForEval(page, () => JSON.parse(localStorage.getItem('wertung-spielerliste') ?? 'null')?.name, undefined, 'spieler.csv', 'the list kept');

  // The older one: read, then asked; the list in use stays meanwhile, with its findings.
  await page.setInputFiles('#list-file', older);
  await page.locator('#list-older').waitFor();
  await waitForText(page, '#list-older p', 'LV-0-csv.zip ist älter (08.11.2026) als die geladene DSB-Spielerliste (22.11.2026). Trotzdem ersetzen?');
  await waitForAttribute(page, 'section.list', 'aria-busy', 'false');
  await waitForText(page, '#list-status', /spieler\.csv · 60 Zeilen/);
  await waitForText(page, '#list-summary', /: 60 gefunden/);
  // In English, the question says the same.
  await page.click('#lang');
  await waitForText(page, '#list-older p', 'LV-0-csv.zip is older (2026-11-08) than the DSB player list loaded (2026-11-22). Replace it all the same?');
  await waitForText(page, '#list-older-keep', 'Keep it');
  await page.click('#lang');

  // "Behalten": nothing changed, and said so; matching again still uses the list in use.
  await page.click('#list-older-keep');
  await waitForCount(page, '#list-older', 0);
  await waitForText(page, '#list-older-kept', 'LV-0-csv.zip nicht geladen: die DSB-Spielerliste bleibt unverändert.');
  await waitForText(page, '#list-status', /spieler\.csv · 60 Zeilen · 60 Personen · Stand 22\.11\.2026/);
  await waitForText(page, '#list-summary', /: 60 gefunden/);
  await waitForText(page, oldDwz(2), '1501 - 21');
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('wertung-spielerliste')).name), 'spieler.csv');
  await page.evaluate(() => { window.wertungHold = true; });
  await page.click('#list-match');
  await waitForText(page, '#list-status', /gelesen und abgeglichen/, 'matching');
  await page.evaluate(() => window.wertungRelease());
  await waitForText(page, '#list-status', /spieler\.csv · 60 Zeilen/);
  await waitForText(page, '#list-summary', /: 60 gefunden/);
  await waitForText(page, oldDwz(2), '1501 - 21', 'matched again with the list in use');

  // Asked again, "Ersetzen": read again (the section busy meanwhile), taken and matched.
  await page.setInputFiles('#list-file', older);
  await page.locator('#list-older').waitFor();
  await waitForCount(page, '#list-older-kept', 0);
  await page.evaluate(() => { window.wertungHold = true; });
  await page.click('#list-older-replace');
  await waitForAttribute(page, 'section.list', 'aria-busy', 'true', 'busy while the older list is read again');
  await page.evaluate(() => window.wertungRelease());
  await waitForAttribute(page, 'section.list', 'aria-busy', 'false');
  await waitForText(page, '#list-status', /LV-0-csv\.zip · 40 Zeilen · 40 Personen · Stand 08\.11\.2026/);
  await waitForText(page, '#list-summary', /: 40 gefunden/);
  await waitForText(page, oldDwz(2), '1401 - 21', 'Milov with the older list\'s DWZ');
  await waitForCount(page, '#list-older', 0);
  await waitForEval(page, () => JSON.parse(localStorage.getItem('wertung-spielerliste') ?? 'null')?.stand, undefined, '2026-11-08', 'the older list kept');

  // An older one still, then another file while it is asked about: the question goes; that
  // file, newer than the list in use, replaces it without a question.
  await page.setInputFiles('#list-file', oldest);
  await waitForText(page, '#list-older p', /^alt\.csv ist älter \(25\.10\.2026\) als die geladene DSB-Spielerliste \(08\.11\.2026\)/);
  await page.setInputFiles('#list-file', newer);
  await waitForText(page, '#list-status', /neu\.csv · 50 Zeilen · 50 Personen · Stand 29\.11\.2026/);
  await waitForText(page, '#list-summary', /: 50 gefunden/);
  await waitForText(page, oldDwz(2), '1601 - 21');
  await waitForCount(page, '#list-older, #list-older-kept', 0);
  assert.deepEqual(errors, []);
  await context.close();
});
