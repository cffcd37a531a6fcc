// FIDE's rating list in the calculator's names: chosen in "Spielerliste laden"
// beside the DSB list (told by its content), each list named in the status with its date and
// count and removable on its own; a foreign opponent typed key by key is found in the one
// address book ("Dvořák" finds "Dvorak, Tomas"), with his federation, and chosen: his FIDE
// rating stands in for the DWZ he lacks (WO 4.1.2), marked in his row, and is his Elo; FIDE's
// list kept in its stored form is there and searchable after a reload.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  browserEnv, eventually, focused, openPage, typeName, waitForEval, waitForText, waitForValue,
} from './harness.mjs';

const env = browserEnv();
after(() => env.close?.());

const dir = await mkdtemp(join(tmpdir(), 'wertung-calc-fide-'));

// A DSB list: Hans Müller (FIDE ID 12345, Elo column 1905) and Nina Neu without DWZ.
const dsbPath = join(dir, 'spieler.csv');
await writeFile(dsbPath, Buffer.from([
  'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land',
  'NU1,10614,1,A,"Müller,Hans",M,,1970,202645,1850,42,1905,,12345,GER',
  'NU4,20511,9,A,"Neu,Nina",W,,2001,202645,,,,,,GER',
].join('\r\n') + '\r\n', 'latin1'));

// FIDE's players_list_foa.txt (the columns as its header gives them): Hans Müller in both
// lists with a newer Elo, two Tomas Dvorak (CZE rated, SVK unrated), no month (not zipped).
const WIDTHS = [15, 61, 4, 4, 5, 5, 15, 4, 6, 4, 3, 6, 4, 3, 6, 4, 3, 6, 4];
const HEADS = ['ID Number', 'Name', 'Fed', 'Sex', 'Tit', 'WTit', 'OTit', 'FOA', 'SRtng', 'SGm', 'SK', 'RRtng', 'RGm', 'Rk', 'BRtng', 'BGm', 'BK', 'B-day', 'Flag'];
const line = (cells) => cells.map((c, k) => String(c).padEnd(WIDTHS[k])).join('');
const listed = (id, name, fed, born, rating) =>
  line([id, name, fed, 'M', '', '', '', '', rating, rating ? 0 : '', rating ? 20 : '', '', '', '', '', '', '', born, '']);
const fidePath = join(dir, 'players_list_foa.txt');
await writeFile(fidePath, [
  line(HEADS),
  listed(12345, 'Mueller, Hans', 'GER', 1970, 1912),
  listed(300001, 'Dvorak, Tomas', 'CZE', 1985, 2210),
  listed(300002, 'Dvorak, Tomas', 'SVK', 1999, 0),
].join('\r\n') + '\r\n', 'latin1');

test('FIDE\'s list beside the DSB list: a foreign opponent by name, his Elo standing in for the DWZ, each list removed on its own', async () => {
  const { context, page, errors } = await openPage(env, '/', { viewport: { width: 800, height: 1000 }, ready: 'attached' });
  await page.click('#names-open');
  await page.locator('#names-file').waitFor({ state: 'attached' });
  await page.setInputFiles('#names-file', dsbPath);
  await page.locator('#names-status:not([hidden])').waitFor();
  await page.setInputFiles('#names-file', fidePath);
  await page.locator('#names-fide:not([hidden])').waitFor();
  const status = await waitForText(page, '#names-status', /FIDE-Liste players_list_foa\.txt · 3 Personen · ohne Monat/);
  assert.match(status, /spieler\.csv · 2 Personen · Stand 08\.11\.2026/);
  assert.match(status, /FIDE-Liste players_list_foa\.txt · 3 Personen · ohne Monat/);
  // The Elo wanted: each person chosen fills his Elo too.
  await page.click('#elo_on');
  await page.locator('#elo').waitFor();
  // An opponent typed with the accents FIDE's ASCII lacks: both namesakes, with federation.
  const opponent = page.locator('.row .namebox input').first();
  await opponent.waitFor();
  const id = await opponent.getAttribute('id');
  await typeName(page, id, 'Tomáš Dvořák');
  const options = page.locator(`#${id}-list [role=option]`);
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 2, `#${id}-list [role=option]`);
  const labels = await options.allTextContents();
  assert.match(labels[0], /^Dvorak, Tomas · 1985 · CZE · ohne DWZ · Elo 2210$/);
  assert.match(labels[1], /^Dvorak, Tomas · 1999 · SVK · ohne DWZ$/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.equal(await focused(page), id, 'the field keeps the focus');
  const rating = id.replace(/-name$/, '-rating');
  const elo = id.replace(/-name$/, '-elo');
  await page.waitForFunction((r) => document.getElementById(r)?.value === '2210', rating);
  await waitForValue(page, `#${elo}`, '2210');
  const mark = `#${id.replace(/-name$/, '-stand-in')}`;
  await page.locator(`${mark}:not([hidden])`).waitFor();
  await waitForText(page, mark, 'Elo statt DWZ (WO 4.1.2)');
  // Edited by hand, the mark goes.
  await page.locator(`#${rating}`).pressSequentially('0');
  await page.locator(`${mark}[hidden]`).waitFor({ state: 'attached' });
  // A person of both lists is one suggestion: DWZ from the DSB list, Elo from FIDE's.
  await typeName(page, 'name', 'muel h');
  await page.waitForFunction(() => document.querySelectorAll('#name-list [role=option]').length === 1);
  await waitForText(page, '#name-list [role=option]', /^Müller,Hans · 1970 · GER · ZPS 10614 · DWZ 1850-42 · Elo 1912$/);
  await page.keyboard.press('Escape');
  // A second visit: FIDE's list is there again (kept in its stored form) and searchable.
  await page.reload();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.locator('#names-fide:not([hidden])').waitFor();
  await waitForText(page, '#names-status', /FIDE-Liste players_list_foa\.txt · 3 Personen · ohne Monat/);
  const kept = await page.evaluate(async () => [...new Uint8Array(await (await (await caches.open('fide-liste')).match('fide-liste')).arrayBuffer())].slice(0, 8));
  assert.equal(String.fromCharCode(...kept), 'WFIDE 3\n', 'the paged form with its search, not the file');
  await page.locator('#name').fill('');
  await typeName(page, 'name', 'Dvořák');
  await page.waitForFunction(() => document.querySelectorAll('#name-list [role=option]').length === 2);
  await waitForText(page, '#name-list [role=option]', /^Dvorak, Tomas · 1985 · CZE/);
  await page.keyboard.press('Escape');
  // FIDE's list removed: the DSB list stays, Tomas Dvorak is no longer found.
  await page.click('#names-fide-remove');
  await page.locator('#names-fide[hidden]').waitFor({ state: 'attached' });
  await waitForEval(page, () => localStorage.getItem('wertung-fide-liste'), undefined, null);
  await waitForText(page, '#names-status', /spieler\.csv · 2 Personen/);
  await page.locator('#name').fill('');
  await typeName(page, 'name', 'Dvorak');
  await page.locator('#name').locator('xpath=..').locator('p.hint[role=status]:not([hidden])').waitFor();
  await eventually(() => page.locator('#name-list [role=option]', { hasText: 'Dvorak' }).count(), 0);
  // The DSB list removed too: no list, the status hidden.
  await page.click('#names-remove');
  await page.locator('#names-status[hidden]').waitFor({ state: 'attached' });
  assert.deepEqual(errors, []);
  await context.close();
});
