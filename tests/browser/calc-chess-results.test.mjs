// A player's page of chess-results.com into the calculator: the page (generated in the layout of
// the real pages, tests/data/chess-results) shown in Chromium and copied as a person copies it
// (all selected: the selection's text and its HTML), then pasted outside any field of the
// calculator at 360 px after the index and the end date were typed: the new DWZ in #summary is
// the CLI's for the same page; the box "Von chess-results einfügen" used by hand; the form
// before brought back by the undo; a page of another kind refused with its reason. And the
// what-if by name: an opponent with only an Elo counts with it, one without any rating is named
// as not counted.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  browserEnv, eventually, focused, openPage, root, runCli, shared, typeInto, typeName, waitForText,
  waitForValue,
} from './harness.mjs';

const env = browserEnv();
after(() => env.close?.());

const page = (name) => join(root, 'tests', 'data', 'chess-results', name);
const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/// What Chromium's copy of the whole page gives: the selection's text (tabs and new lines) and
/// its HTML (the clipboard's HTML flavour).
async function copied(file) {
  const html = await readFile(page(file), 'utf8');
  const context = await env.browser.newContext();
  const tab = await context.newPage();
  await tab.setContent(html);
  const copy = await tab.evaluate(() => {
    const selection = getSelection();
    selection.selectAllChildren(document.body);
    const box = document.createElement('div');
    box.appendChild(selection.getRangeAt(0).cloneContents());
    return { text: selection.toString(), html: box.innerHTML };
  });
  await context.close();
  return copy;
}

/// A paste on the page's body (outside any field) with the flavours given.
async function pasteOutside(tab, flavours) {
  await tab.evaluate((f) => {
    const data = new DataTransfer();
    for (const [kind, value] of Object.entries(f)) data.setData(kind, value);
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, flavours);
}

/// The CLI's new DWZ for the page (index and end date as typed in the calculator).
function cliDwz(file, index, end) {
  const out = JSON.parse(runCli(['dwz', 'estimate', page(file), '--input', 'chess-results', '--index', index, '--end-date', end]));
  return out.rn;
}

test('a copied page pasted outside any field at 360 px: the new DWZ is the CLI\'s, index and end date as typed, the form before brought back', async () => {
  const copy = await copied('en-player.html');
  // The copy's text is the page's rounds and card as cells between tabs.
  assert.match(copy.text, /Rating national\t1843/);
  const rn = cliDwz('en-player.html', '23', '2026-10-04');
  assert.equal(rn, 1852);
  for (const flavours of [{ 'text/plain': copy.text }, { 'text/plain': copy.text, 'text/html': copy.html }]) {
    const { context, page: tab, errors } = await openPage(env, '/', phone);
    await typeInto(tab, 'index', '23');
    await typeInto(tab, 'end_date', '04.10.2026');
    await tab.locator('h1').click();
    await pasteOutside(tab, flavours);
    await tab.waitForFunction(() => document.getElementById('dwz')?.value === '1843');
    await tab.waitForFunction((n) => document.getElementById('summary')?.textContent.includes(String(n)), rn);
    await waitForText(tab, '#summary', new RegExp(`\\b${rn}\\b`));
    await eventually(async () => [await tab.inputValue('#index'), await tab.inputValue('#end_date'), await tab.inputValue('#birth_year')], ['23', '04.10.2026', '1990']);
    const said = await waitForText(tab, '#import-said', /Von chess-results übernommen: Berger, Jonas, 5 Partien, 1 restliche/);
    assert.match(said, /Runde 4: Sliwinski, Marek ohne DWZ: Elo 2010 statt DWZ \(WO 4\.1\.2\)/);
    assert.match(said, /Runde 6: Klein, Udo ohne DWZ und Elo: zählt nicht/);
    assert.match(said, /Runde 3: kampflos gewonnen gegen Vogel, Tim: zählt nicht/);
    await waitForValue(tab, '#remaining', '1876');
    // The form before: back with the undo.
    await tab.click('#undo');
    await tab.waitForFunction(() => document.getElementById('dwz')?.value === '');
    await waitForValue(tab, '#index', '23');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the box "Von chess-results einfügen" by hand: a German page pasted into its field and taken; a page of another kind refused', async () => {
  const copy = await copied('de-player.html');
  const rn = cliDwz('de-player.html', '31', '2026-11-08');
  const { context, page: tab, errors } = await openPage(env, '/', phone);
  await typeInto(tab, 'index', '31');
  await typeInto(tab, 'end_date', '08.11.2026');
  await tab.click('#import summary');
  await tab.locator('#import-text').click();
  // Pasted into the box's field (a paste inside a field stays there).
  await tab.keyboard.insertText(copy.text);
  assert.equal(await focused(tab), 'import-text');
  await tab.click('#import-apply');
  await tab.waitForFunction((n) => document.getElementById('summary')?.textContent.includes(String(n)), rn);
  await waitForValue(tab, '#dwz', '2088');
  await waitForText(tab, '#import-said', /Runde 2: nicht ausgelost: zählt nicht/);
  // A pairings page of chess-results: named as what it is, the form kept.
  const pairings = await readFile(join(shared, 'reference', 'chess-results', 'en-art2-pairings-forfeits.html'), 'utf8');
  await tab.locator('#import-text').fill('');
  await tab.setInputFiles('#import-file', { name: 'paarungen.html', mimeType: 'text/html', buffer: Buffer.from(pairings) });
  await tab.locator('#import-said .error').waitFor();
  await waitForText(tab, '#import-said', /keine Spielerseite \(Paarungen einer Runde\)/);
  await waitForValue(tab, '#dwz', '2088');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the what-if by name: an opponent with only an Elo counts with it, said beside him; one without any rating is named as not counted', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'wertung-calc-cr-'));
  const dsbPath = join(dir, 'spieler.csv');
  await writeFile(dsbPath, Buffer.from([
    'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land',
    'NU1,10614,1,A,"Müller,Hans",M,,1970,202645,1850,42,1905,,12345,GER',
  ].join('\r\n') + '\r\n', 'latin1'));
  const WIDTHS = [15, 61, 4, 4, 5, 5, 15, 4, 6, 4, 3, 6, 4, 3, 6, 4, 3, 6, 4];
  const HEADS = ['ID Number', 'Name', 'Fed', 'Sex', 'Tit', 'WTit', 'OTit', 'FOA', 'SRtng', 'SGm', 'SK', 'RRtng', 'RGm', 'Rk', 'BRtng', 'BGm', 'BK', 'B-day', 'Flag'];
  const line = (cells) => cells.map((c, k) => String(c).padEnd(WIDTHS[k])).join('');
  const listed = (id, name, fed, born, rating) =>
    line([id, name, fed, 'M', '', '', '', '', rating, rating ? 0 : '', rating ? 20 : '', '', '', '', '', '', '', born, '']);
  const fidePath = join(dir, 'players_list_foa.txt');
  await writeFile(fidePath, [
    line(HEADS),
    listed(300001, 'Dvorak, Tomas', 'CZE', 1985, 2210),
    listed(300002, 'Dvorak, Tomas', 'SVK', 1999, 0),
  ].join('\r\n') + '\r\n', 'latin1');
  const { context, page: tab, errors } = await openPage(env, '/', { viewport: { width: 800, height: 1000 }, ready: 'attached' });
  await tab.click('#names-open');
  await tab.locator('#names-file').waitFor({ state: 'attached' });
  await tab.setInputFiles('#names-file', dsbPath);
  await tab.locator('#names-status:not([hidden])').waitFor();
  await tab.setInputFiles('#names-file', fidePath);
  await tab.locator('#names-fide:not([hidden])').waitFor();
  await typeInto(tab, 'dwz', '1850');
  await typeInto(tab, 'index', '42');
  await tab.click('#whatif-summary');
  await tab.locator('#remaining-name').waitFor();
  const choose = async (typed, k) => {
    await typeName(tab, 'remaining-name', typed);
    await tab.waitForFunction(() => document.querySelectorAll('#remaining-name-list [role=option]').length === 2);
    for (let i = 0; i <= k; i += 1) await tab.keyboard.press('ArrowDown');
    await tab.keyboard.press('Enter');
  };
  // The CZE namesake: FIDE's Elo stands in for his DWZ, counted, and said so.
  await choose('Tomáš Dvořák', 0);
  await tab.waitForFunction(() => document.getElementById('remaining')?.value === '2210');
  await waitForText(tab, '#remaining-names', /Dvorak, Tomas \(2210: Elo statt DWZ \(WO 4\.1\.2\)\)/);
  // The what-if counts the game: its table has rows for 0, ½ and 1 point.
  await tab.waitForFunction(() => document.querySelectorAll('#whatif table tbody tr').length === 3);
  // The SVK namesake, without any rating: not added, said not to count.
  await choose('Tomáš Dvořák', 1);
  await tab.waitForFunction(() => /ohne DWZ und Elo: zählt nicht/.test(document.getElementById('remaining-names')?.textContent ?? ''));
  await waitForValue(tab, '#remaining', '2210');
  assert.deepEqual(errors, []);
  await context.close();
});
