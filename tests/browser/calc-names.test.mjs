// Browser tests of names instead of numbers in the calculator: the DSB player list
// loaded once (and the tournament page's the same), the player and an opponent found by what
// is typed key by key (spellings, either order, prefixes), the combobox by keyboard, the fields
// filled and marked as from the list until edited, names kept in the browser but in no link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  axe, browserEnv, eventually, focused, HOLD_ANSWERS, openPage, runCli, swControlled, typeInto,
  typeName, waitForAttribute, waitForEval, waitForText, waitForValue,
} from './harness.mjs';

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

/// Switches "Elo auch berechnen" on: the switch is on and the player's Elo field shown (its part
/// loaded); where not, says what the page shows instead (the switch, a part that could not be
/// loaded).
async function switchElo(page) {
  await page.click('#elo_on');
  try {
    await page.locator('#elo').waitFor();
  } catch (e) {
    const state = await page.evaluate(() => ({
      on: document.getElementById('elo_on')?.checked,
      alerts: [...document.querySelectorAll('[role=alert]:not([hidden])')].map((a) => a.textContent.trim()),
    }));
    assert.fail(`the Elo's fields are not shown after the switch: ${JSON.stringify(state)}; ${e.message}`);
  }
  assert.equal(await page.isChecked('#elo_on'), true);
}

test('the player and an opponent by name: the list once, suggestions by keyboard, fields filled and marked, names in no link', async () => {
  const list = await listFile();
  const { context, page, errors } = await openPage(env, '/', { viewport: { width: 800, height: 1000 }, ready: 'attached' });
  await page.click('#names-open');
  await page.locator('#names-file').waitFor({ state: 'attached' });
  await page.setInputFiles('#names-file', list);
  await page.locator('#names-status:not([hidden])').waitFor();
  await waitForText(page, '#names-status', /spieler\.csv · 4 Personen · Stand 08\.11\.2026/);
  // The player: "muel h" finds both Müller, Hans (one suggestion per person).
  await typeName(page, 'name', 'muel h');
  const options = page.locator('#name-list [role=option]');
  await options.first().waitFor();
  await eventually(() => options.count(), 2);
  await waitForAttribute(page, '#name', 'aria-expanded', 'true');
  await eventually(() => options.first().textContent(), /^Müller,Hans · 1970 · ZPS 10614 · DWZ 1850-42 · Elo 1905$/);
  // The second one, by the arrow keys and Enter.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await waitForAttribute(page, '#name', 'aria-activedescendant', 'name-opt-1');
  await page.keyboard.press('Enter');
  assert.equal(await focused(page), 'name', 'the field keeps the focus');
  await waitForAttribute(page, '#name', 'aria-expanded', 'false');
  await waitForValue(page, '#name', 'Müller,Hans');
  await eventually(async () => [await page.inputValue('#dwz'), await page.inputValue('#index'), await page.inputValue('#birth_year')], ['1600', '12', '1990']);
  await waitForText(page, '.namebox .from-list', /aus der Liste vom 08\.11\.2026/);
  // An opponent: "Anna Schae" (the other order, ae for ä), chosen; his DWZ in the row.
  const opponent = page.locator('.row .namebox input').first();
  await opponent.waitFor();
  const id = await opponent.getAttribute('id');
  await typeName(page, id, 'Anna Schae');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const rating = id.replace(/-name$/, '-rating');
  await waitForValue(page, `#${rating}`, '2010');
  // Edited by hand: the player's mark goes.
  await page.locator('#dwz').pressSequentially('0');
  await page.waitForFunction(() => document.querySelector('.namebox .from-list')?.hidden === true);
  // Nobody: said, no suggestion.
  await page.locator('#name').fill('');
  await typeName(page, 'name', 'Xaver');
  await waitForText(page, '.namebox p.hint[role=status]', /Niemand dieses Namens/);
  await page.keyboard.press('Escape');
  // Names are in no link (the address, the share link, once it follows the form: the rating
  // taken with the name), but kept in this browser.
  await eventually(() => decodeURIComponent(page.url()), /2010/, 'the address follows the form');
  assert.doesNotMatch(decodeURIComponent(page.url()), /Müller|Schäfer|Schae|Xaver/);
  await waitForEval(page, () => localStorage.getItem('wertung-namen'), undefined, /Anna Schae|Schäfer,Anna/);
  // After a reload the list is read again from the browser and the opponent's name is back.
  await page.reload();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.locator('#names-status:not([hidden])').waitFor();
  await page.locator(`#${id}`).waitFor();
  await waitForValue(page, `#${id}`, 'Schäfer,Anna');
  // A game of "Meine Turniere" by name too.
  await page.click('#tab-turniere');
  await page.click('#add-tournament');
  const card = page.locator('.tournament').last();
  const inChain = card.locator('li.row .namebox input').first();
  await inChain.waitFor();
  const chainId = await inChain.getAttribute('id');
  await typeName(page, chainId, 'hans muel');
  await page.locator(`#${await inChain.getAttribute('aria-controls')} [role=option]`).first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await waitForValue(page, `#${chainId.replace(/-name$/, '-rating')}`, '1850');
  // The tournament page uses the same list.
  const other = await context.newPage();
  await other.goto(env.origin + '/turnier.html');
  await other.waitForSelector('html[data-ready]', { state: 'attached' });
  await other.locator('#list-status').waitFor();
  await waitForText(other, '#list-status', /spieler\.csv/);
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
  await waitForText(calc, '#names-status', /spieler\.csv · 4 Personen/);
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
  await switchElo(page);
  await page.click('#whatif-summary');
  await page.locator('#remaining').waitFor();
  // One opponent typed as a number, then two by name.
  await page.locator('#remaining').pressSequentially('1700');
  await page.locator('#remaining-name').waitFor();
  await typeName(page, 'remaining-name', 'Anna Sch');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await waitForValue(page, '#remaining', '1700 2010');
  // Her Elo after the typed opponent's, given as his DWZ (each Elo stays with its opponent).
  await waitForValue(page, '#remaining_elo', '1700 2050');
  await waitForValue(page, '#remaining-name', '', 'the field is free for the next name');
  assert.equal(await focused(page), 'remaining-name');
  // Nina Neu has no DWZ: she adds nothing and is said to have none.
  await typeName(page, 'remaining-name', 'Neu');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await waitForValue(page, '#remaining', '1700 2010');
  await waitForText(page, '#remaining-names', /Schäfer,Anna \(2010\); Neu,Nina \(ohne DWZ und Elo: zählt nicht\)/);
  // The names are in no link (once it follows the form: the ratings taken with them).
  await eventually(() => decodeURIComponent(page.url()), /1700[ +]2010/, 'the address follows the form');
  assert.doesNotMatch(decodeURIComponent(page.url()), /Schäfer|Neu,Nina/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('keys pressed before the suggestions are there wait for them: a quick "Anna Sch", down, Enter chooses her', async () => {
  const list = await listFile();
  const { context, page, errors } = await openPage(env, '/', { viewport: { width: 360, height: 740 }, ready: 'attached', init: HOLD_ANSWERS });
  await page.click('#names-open');
  await page.locator('#names-file').waitFor({ state: 'attached' });
  await page.setInputFiles('#names-file', list);
  await page.locator('#names-status:not([hidden])').waitFor();
  const opponent = page.locator('.row .namebox input').first();
  await opponent.waitFor();
  const id = await opponent.getAttribute('id');
  const rating = id.replace(/-name$/, '-rating');
  // The search's answers held back: the keys come before any suggestion.
  await page.evaluate(() => { window.wertungHold = true; });
  await opponent.click();
  await opponent.pressSequentially('Anna Sch');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await waitForAttribute(page, `#${id}-list`, 'aria-busy', 'true');
  await waitForValue(page, `#${rating}`, '', 'nothing chosen before the suggestions are there');
  await eventually(() => opponent.inputValue(), 'Anna Sch');
  // The answers given: the arrow and Enter carried out on the suggestions for "Anna Sch".
  await page.evaluate(() => window.wertungRelease());
  await page.waitForFunction((r) => document.getElementById(r)?.value === '2010', rating);
  await eventually(() => opponent.inputValue(), 'Schäfer,Anna');
  assert.equal(await focused(page), id, 'the field keeps the focus');
  await waitForAttribute(page, `#${id}`, 'aria-expanded', 'false');
  // Keys pressed for an earlier text are not carried to the next: "Mül", down, then "l" typed.
  const second = page.locator('#name');
  const secondId = 'name';
  await page.evaluate(() => { window.wertungHold = true; });
  await second.click();
  await second.pressSequentially('Mül');
  await page.keyboard.press('ArrowDown');
  await second.pressSequentially('ler');
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.wertungRelease());
  await page.locator(`#${secondId}-list[aria-busy=false]`).waitFor({ state: 'attached' });
  assert.equal(await page.getAttribute(`#${secondId}`, 'aria-activedescendant'), null, 'no option made active by the arrow for "Mül"');
  assert.equal(await second.inputValue(), 'Müller');
  // The options are kept by their place, only their words changing with the next key: typing
  // a name replaces no list of options (a phone would keep every discarded one until its next
  // garbage collection).
  await second.fill('');
  await second.pressSequentially('Mü');
  await page.waitForFunction(() => document.querySelectorAll('#name-list [role=option]').length === 2);
  await page.locator('#name-list[aria-busy=false]').waitFor({ state: 'attached' });
  await page.evaluate(() => { document.querySelector('#name-list [role=option]').keptMark = true; });
  // The next answers held until the keys are typed, then given: the list is answered anew.
  await page.evaluate(() => { window.wertungHold = true; });
  await second.pressSequentially('ller');
  await waitForAttribute(page, '#name-list', 'aria-busy', 'true');
  await page.evaluate(() => window.wertungRelease());
  await page.locator('#name-list[aria-busy=false]').waitFor({ state: 'attached' });
  assert.equal(await page.locator('#name-list [role=option]').count(), 2);
  assert.equal(await page.evaluate(() => document.querySelector('#name-list [role=option]').keptMark === true), true, 'the first option is the same element, answered anew');
  assert.deepEqual(errors, []);
  await context.close();
});

/// A DSB list of 90 000 rows (layout of 10.09.2026, Windows-1252): namesakes among few names,
/// about one person in five with a second, passive membership, and among them two Müller, Hans
/// (1970 with Elo, 1990), Anna Schäfer (P and A), Jörg Weißenböck. Its newest "Letzte
/// Auswertung" is week 45 of 2026.
async function bigListFile() {
  const surnames = ['Becker', 'Schmidt', 'Fischer', 'Wagner', 'Koch', 'Richter', 'Wolf', 'Neumann', 'Schwarz', 'Braun', 'Hofmann', 'Hartmann', 'Lange', 'Krause', 'Lehmann', 'Köhler', 'König', 'Walter', 'Huber', 'Kaiser', 'Fuchs', 'Peters', 'Scholz', 'Möller', 'Jung', 'Hahn', 'Vogel', 'Günther', 'Öztürk', 'Nowak'];
  const given = ['Peter', 'Michael', 'Thomas', 'Stefan', 'Klaus', 'Jürgen', 'Uwe', 'Frank', 'Maria', 'Julia', 'Lena', 'Sophie', 'Lukas', 'Jonas', 'Felix', 'Paul', 'Emma', 'Mia', 'Björn', 'Sören'];
  let seed = 25;
  const next = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land';
  const lines = [
    'NU9000001,10614,1,A,"Müller,Hans",M,,1970,202645,1850,42,1905,,12345,GER',
    'NU9000002,20511,7,P,"Schäfer,Anna",W,,1990,202645,2010,12,2050,,23456,GER',
    'NU9000002,10614,3,A,"Schäfer,Anna",W,,1990,202645,2010,12,2050,,23456,GER',
    'NU9000003,20511,8,A,"Müller,Hans",M,,1990,202645,1600,12,,,,GER',
    'NU9000004,30120,5,A,"Weißenböck,Jörg",M,,1985,202645,1920,30,1980,,34567,GER',
  ];
  for (let k = 1; lines.length < 90000; k++) {
    const name = `${surnames[next(surnames.length)]},${given[next(given.length)]}`;
    const year = 1930 + next(90);
    const dwz = next(10) ? `${800 + next(1800)},${1 + next(150)}` : ',';
    const elo = next(4) ? '' : String(1400 + next(1200));
    for (let c = 0; c < (next(5) ? 1 : 2) && lines.length < 90000; c++) {
      lines.push(`NU${String(k).padStart(7, '0')},${['1', '2', '3', 'C'][next(4)]}${String(next(2000)).padStart(4, '0')},${1 + next(400) + c * 1000},${c ? 'P' : 'A'},"${name}",M,,${year},2026${String(1 + next(44)).padStart(2, '0')},${dwz},${elo},,,GER`);
    }
  }
  const dir = await mkdtemp(join(tmpdir(), 'wertung-names-'));
  const path = join(dir, 'spieler.csv');
  await writeFile(path, Buffer.from([header, ...lines].join('\r\n') + '\r\n', 'latin1'));
  return path;
}

/// Types `value` into the name field `id` and chooses its `k`-th suggestion (from 0) by the
/// arrow keys and Enter: the suggestions shown before choosing.
async function choose(page, id, value, k) {
  await typeName(page, id, value);
  const options = page.locator(`#${await page.getAttribute(`#${id}`, 'aria-controls')} [role=option]`);
  await options.first().waitFor();
  const shown = await options.allTextContents();
  for (let n = 0; n <= k; n++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.equal(await focused(page), id, 'the field keeps the focus');
  return shown;
}

test('a list of 90 000 rows from the tournament page: the player and opponents by name (typed without umlauts), DWZ and Elo as the CLI\'s with --players, offline after a reload, no name in the link or the share text, axe-core clean with the suggestions open', async () => {
  const list = await bigListFile();
  const { context, page: turnier, errors } = await openPage(env, '/turnier.html', { viewport: { width: 360, height: 740 }, ready: 'attached' });
  await turnier.setInputFiles('#list-file', list);
  await turnier.locator('#list-status').waitFor({ timeout: 30000 });
  await turnier.waitForFunction(() => localStorage.getItem('wertung-spielerliste') !== null);
  await turnier.close();
  // The calculator has the list without loading it again.
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.origin + '/');
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.locator('#names-status:not([hidden])').waitFor({ timeout: 30000 });
  await waitForText(page, '#names-status', /^spieler\.csv · .+ Personen · Stand 08\.11\.2026/);
  await switchElo(page);
  // The player as "Vorname Nachname" without the umlaut: both Müller, Hans; the first chosen.
  const shown = await choose(page, 'name', 'Hans Muller', 0);
  assert.equal(shown.length, 2, `one suggestion per person: ${shown}`);
  assert.match(shown[0], /^Müller,Hans · 1970 · ZPS 10614 · DWZ 1850-42 · Elo 1905$/);
  assert.match(shown[1], /^Müller,Hans · 1990 · ZPS 20511 · DWZ 1600-12$/);
  await eventually(() => Promise.all(['dwz', 'index', 'birth_year', 'elo'].map((f) => page.inputValue(`#${f}`))), ['1850', '42', '1970', '1905']);
  await typeInto(page, 'end_date', '20.11.2026');
  // Two opponents by name: DWZ and Elo filled in.
  const opponent = (k) => page.locator('.row .namebox input').nth(k);
  await opponent(0).waitFor();
  const first = await opponent(0).getAttribute('id');
  await choose(page, first, 'Anna Schaefer', 0);
  const row = (id, f) => page.inputValue(`#${id.replace(/-name$/, `-${f}`)}`);
  await eventually(async () => [await row(first, 'rating'), await row(first, 'elo')], ['2010', '2050']);
  await typeInto(page, first.replace(/-name$/, '-result'), '1');
  await page.click('.games button.add');
  await opponent(1).waitFor();
  const second = await opponent(1).getAttribute('id');
  await choose(page, second, 'Jorg Weissenbock', 0);
  await eventually(async () => [await row(second, 'rating'), await row(second, 'elo')], ['1920', '1980']);
  await typeInto(page, second.replace(/-name$/, '-result'), '½');
  // The new DWZ and Elo are the CLI's for the same names with --players.
  const games = [{ opponent_name: 'Anna Schäfer', result: '1' }, { opponent_name: 'Jörg Weißenböck', result: '½' }];
  const dwz = JSON.parse(runCli(['dwz', 'estimate', '-', '--players', list], JSON.stringify({ kind: 'forecast', name: 'Hans Müller', birth_year: 1970, end_date: '2026-11-20', games })));
  const elo = JSON.parse(runCli(['fide', 'estimate', '-', '--players', list], JSON.stringify({ name: 'Hans Müller', birth_year: 1970, end_date: '2026-11-20', games })));
  await page.locator('#elo-results #new-elo').waitFor();
  await waitForText(page, '#new-dwz', `${dwz.rn} - ${dwz.index_new}`);
  await waitForText(page, '#new-elo', String(elo.rn));
  // No name in the link or the share text (once they follow the form: the ratings taken with
  // the names).
  await eventually(() => decodeURIComponent(page.url()), /1920/, 'the address follows the form');
  await waitForValue(page, '#share-link', /1920/, 'the share link follows the form');
  const names = /Müller|Muller|Schäfer|Schaefer|Weißenböck|Weissenbock|Hans|Anna|Jörg|Jorg/;
  assert.doesNotMatch(decodeURIComponent(page.url()), names);
  assert.doesNotMatch(await page.inputValue('#share-link'), names);
  await eventually(() => page.getAttribute('#share', 'data-text'), /\d/);
  assert.doesNotMatch(await page.getAttribute('#share', 'data-text'), names);
  // axe-core with the suggestions open, at 360 px and at desktop size.
  for (const size of [{ width: 360, height: 740 }, { width: 1280, height: 900 }]) {
    await page.setViewportSize(size);
    await page.locator('#name').fill('');
    await typeName(page, 'name', 'Hans M');
    await page.locator('#name-list [role=option]').first().waitFor();
    await waitForAttribute(page, '#name', 'aria-expanded', 'true');
    assert.deepEqual(await axe(page), [], `axe at ${size.width} px`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await waitForValue(page, '#name', 'Müller,Hans');
  }
  // Offline after a reload: the list, the names and the figures are still there.
  await swControlled(page);
  const newDwz = await waitForText(page, '#new-dwz', /^\d{4} - \d+$/);
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.locator('#names-status:not([hidden])').waitFor({ timeout: 30000 });
  await page.locator(`#${second}`).waitFor();
  await eventually(async () => [await page.inputValue('#name'), await page.inputValue(`#${first}`), await page.inputValue(`#${second}`)], ['Müller,Hans', 'Schäfer,Anna', 'Weißenböck,Jörg']);
  await waitForText(page, '#new-dwz', newDwz);
  assert.deepEqual(errors, []);
  await context.close();
});
