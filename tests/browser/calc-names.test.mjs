// Browser tests of names instead of numbers in the calculator (issue 25): the DSB player list
// loaded once (and the tournament page's the same), the player and an opponent found by what
// is typed key by key (spellings, either order, prefixes), the combobox by keyboard, the fields
// filled and marked as from the list until edited, names kept in the browser but in no link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserEnv, focused, openPage, text } from './harness.mjs';

const env = browserEnv();

/// A DSB list (layout of 10.09.2026, Windows-1252): two Müller, Hans, Anna Schäfer with an A
/// and a P membership, Nina Neu without DWZ; "Letzte Auswertung" week 45 of 2026.
async function listFile() {
  const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land';
  const rows = [
    'NU1,10614,1,A,"Müller,Hans",M,,1970,202645,1850,42,1905,,12345,GER',
    'NU2,20511,7,P,"Schäfer,Anna",W,,1990,202645,2010,12,2050,,23456,GER',
    'NU2,10614,3,A,"Schäfer,Anna",W,,1990,202645,2010,12,2050,,23456,GER',
    'NU3,20511,8,A,"Müller,Hans",M,,1990,202645,1600,12,,,,GER',
    'NU4,20511,9,A,"Neu,Nina",W,,2001,202645,,,,,,GER',
  ];
  const dir = await mkdtemp(join(tmpdir(), 'wertung-names-'));
  const path = join(dir, 'spieler.csv');
  await writeFile(path, Buffer.from([header, ...rows].join('\r\n') + '\r\n', 'latin1'));
  return path;
}

/// Types `value` key by key into the name field `id`; the focus and the value stay.
async function typeName(page, id, value) {
  const field = page.locator(`#${id}`);
  await field.click();
  await field.pressSequentially(value);
  assert.equal(await focused(page), id, `the focus stays in ${id}`);
  assert.equal(await field.inputValue(), value);
}

test('the player and an opponent by name: the list once, suggestions by keyboard, fields filled and marked, names in no link', async () => {
  const list = await listFile();
  const { context, page, errors } = await openPage(env, '/', { viewport: { width: 800, height: 1000 }, ready: 'attached' });
  await page.click('#names-open');
  await page.locator('#names-file').waitFor({ state: 'attached' });
  await page.setInputFiles('#names-file', list);
  await page.locator('#names-status:not([hidden])').waitFor();
  assert.match(await text(page, '#names-status'), /spieler\.csv · 4 Personen · Stand 08\.11\.2026/);
  // The player: "muel h" finds both Müller, Hans (one suggestion per person).
  await typeName(page, 'name', 'muel h');
  const options = page.locator('#name-list [role=option]');
  await options.first().waitFor();
  assert.equal(await options.count(), 2);
  assert.equal(await page.getAttribute('#name', 'aria-expanded'), 'true');
  assert.match(await options.first().textContent(), /^Müller,Hans · 1970 · ZPS 10614 · DWZ 1850-42 · Elo 1905$/);
  // The second one, by the arrow keys and Enter.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.getAttribute('#name', 'aria-activedescendant'), 'name-opt-1');
  await page.keyboard.press('Enter');
  assert.equal(await focused(page), 'name', 'the field keeps the focus');
  assert.equal(await page.getAttribute('#name', 'aria-expanded'), 'false');
  assert.equal(await page.inputValue('#name'), 'Müller,Hans');
  assert.deepEqual([await page.inputValue('#dwz'), await page.inputValue('#index'), await page.inputValue('#birth_year')], ['1600', '12', '1990']);
  assert.match(await text(page, '.namebox .from-list'), /aus der Liste vom 08\.11\.2026/);
  // An opponent: "Anna Schae" (the other order, ae for ä), chosen; his DWZ in the row.
  const opponent = page.locator('.row .namebox input').first();
  await opponent.waitFor();
  const id = await opponent.getAttribute('id');
  await typeName(page, id, 'Anna Schae');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const rating = id.replace(/-name$/, '-rating');
  assert.equal(await page.inputValue(`#${rating}`), '2010');
  // Edited by hand: the player's mark goes.
  await page.locator('#dwz').pressSequentially('0');
  await page.waitForFunction(() => document.querySelector('.namebox .from-list')?.hidden === true);
  // Nobody: said, no suggestion.
  await page.locator('#name').fill('');
  await typeName(page, 'name', 'Xaver');
  assert.match(await text(page, '.namebox p.hint[role=status]'), /Niemand dieses Namens/);
  await page.keyboard.press('Escape');
  // Names are in no link (the address, the share link), but kept in this browser.
  await page.waitForTimeout(600);
  assert.doesNotMatch(decodeURIComponent(page.url()), /Müller|Schäfer|Schae|Xaver/);
  const kept = await page.evaluate(() => localStorage.getItem('wertung-namen'));
  assert.match(kept, /Anna Schae|Schäfer,Anna/);
  // After a reload the list is read again from the browser and the opponent's name is back.
  await page.reload();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.locator('#names-status:not([hidden])').waitFor();
  await page.locator(`#${id}`).waitFor();
  assert.equal(await page.inputValue(`#${id}`), 'Schäfer,Anna');
  // The tournament page uses the same list.
  const other = await context.newPage();
  await other.goto(env.origin + '/turnier.html');
  await other.waitForSelector('html[data-ready]', { state: 'attached' });
  await other.locator('#list-status').waitFor();
  assert.match(await other.locator('#list-status').textContent(), /spieler\.csv/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a list loaded on the tournament page is the calculator\'s too; removed there, gone here', async () => {
  const list = await listFile();
  const { context, page, errors } = await openPage(env, '/turnier.html', { viewport: { width: 800, height: 1000 }, ready: 'attached' });
  await page.setInputFiles('#list-file', list);
  await page.locator('#list-status').waitFor();
  // Shown as soon as it is read; kept in the browser a moment later.
  await page.waitForFunction(() => localStorage.getItem('wertung-spielerliste') !== null);
  const calc = await context.newPage();
  await calc.goto(env.origin + '/');
  await calc.waitForSelector('html[data-ready]', { state: 'attached' });
  // Kept: the names' part comes by itself, with the list.
  await calc.locator('#names-status:not([hidden])').waitFor();
  assert.match(await calc.locator('#names-status').textContent(), /spieler\.csv · 4 Personen/);
  await calc.click('#names-remove');
  await calc.locator('#names-status[hidden]').waitFor({ state: 'attached' });
  assert.equal(await calc.evaluate(() => localStorage.getItem('wertung-spielerliste')), null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the what-if\'s remaining opponents by name: each person adds his DWZ and, with the Elo, his Elo beside the ones typed', async () => {
  const list = await listFile();
  const { context, page, errors } = await openPage(env, '/', { viewport: { width: 360, height: 740 }, ready: 'attached' });
  await page.click('#names-open');
  await page.locator('#names-file').waitFor({ state: 'attached' });
  await page.setInputFiles('#names-file', list);
  await page.locator('#names-status:not([hidden])').waitFor();
  await page.click('#elo_on');
  await page.click('#whatif-summary');
  await page.locator('#remaining').waitFor();
  // One opponent typed as a number, then two by name.
  await page.locator('#remaining').pressSequentially('1700');
  await page.locator('#remaining-name').waitFor();
  await typeName(page, 'remaining-name', 'Anna Sch');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.equal(await page.inputValue('#remaining'), '1700 2010');
  // Her Elo after the typed opponent's, given as his DWZ (each Elo stays with its opponent).
  assert.equal(await page.inputValue('#remaining_elo'), '1700 2050');
  assert.equal(await page.inputValue('#remaining-name'), '', 'the field is free for the next name');
  assert.equal(await focused(page), 'remaining-name');
  // Nina Neu has no DWZ: she adds nothing and is said to have none.
  await typeName(page, 'remaining-name', 'Neu');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.equal(await page.inputValue('#remaining'), '1700 2010');
  assert.match(await text(page, '#remaining-names'), /Schäfer,Anna \(2010\); Neu,Nina \(ohne DWZ\)/);
  // The names are in no link.
  await page.waitForTimeout(600);
  assert.doesNotMatch(decodeURIComponent(page.url()), /Schäfer|Neu,Nina/);
  assert.match(decodeURIComponent(page.url()), /1700/);
  assert.deepEqual(errors, []);
  await context.close();
});
