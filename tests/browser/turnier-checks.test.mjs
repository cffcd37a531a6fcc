// Browser tests of the page "Turnierauswertung" (dist/turnier.html): a
// wrong input or an open decision never changes the evaluation silently (withheld, export and
// print refused), scoresheets per Anhang 3.1.12, "spielfrei" is no player, misleading messages,
// the end date as TT.MM.JJJJ, "Turnier vergessen" clears every field.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  browserEnv, eventually, fileLoad, listMatched, openPage, pasteLoad, runCli, shared, text,
  waitForAttribute, waitForCount, waitForEval, waitForText, waitForValue,
} from './harness.mjs';

const karlMala = join(shared, 'testdata', 'karl-mala-2005.trf');
const swtFile = join(shared, 'testdata', 'swt', 'SwissIndividual.SWT');

const env = browserEnv();

async function open(viewport = { width: 1366, height: 900 }) {
  const opened = await openPage(env, '/turnier.html', { viewport, acceptDownloads: true });
  // Print is counted, not done.
  await opened.page.evaluate(() => { window.printed = 0; window.print = () => { window.printed++; }; });
  return opened;
}
const tmp = () => mkdtemp(join(tmpdir(), 'wertung-checks-'));

/// Pastes a text with an end date and loads it.
async function paste(page, content, end = '12.12.2026') {
  await page.fill('#end', end);
  await page.fill('#paste', content);
  await pasteLoad(page);
}

/// Whether a click on `selector` downloads something within a second.
async function downloads(page, selector) {
  const download = page.waitForEvent('download', { timeout: 1000 }).then(() => true, () => false);
  await page.click(selector);
  return download;
}

const CROSS = 'A;2000;12;;x;1;½\nB;1800;10;;0;x;1\nC;1700;9;;½;0;x\n';

test('a bad field withholds the evaluation and refuses export and print; its link focuses the field', async () => {
  const { context, page, errors } = await open();
  await paste(page, CROSS);
  await page.locator('#evaluation').waitFor();
  await eventually(() => page.locator('#blocked').isVisible(), false);
  const dwz = page.locator('details.players input[aria-label="DWZ A"]');
  await dwz.fill('');
  await dwz.pressSequentially('20x0');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'f1-dwz', 'the focus stays in the field');
  await page.locator('#blocked').waitFor();
  await waitForText(page, '#blocked', /Keine gültige Auswertung/);
  await waitForText(page, '#blocked li', /^A – Spieler Nr\. 1, DWZ: „20x0“ ist keine Zahl$/);
  // The field itself is marked, for the eye and for a screen reader.
  await waitForAttribute(page, '#f1-dwz', 'aria-invalid', 'true');
  assert.equal(await page.locator('#f1-dwz').evaluate((e) => getComputedStyle(e).borderTopWidth), '2px', 'a visible mark');
  await waitForAttribute(page, '#f2-dwz', 'aria-invalid', null, 'only the bad one');
  await page.locator('#evaluation').waitFor({ state: 'hidden' }); // no figures are shown as the evaluation
  await waitForCount(page, '#eval-info', 0);
  // Export and print are refused: the message takes the focus.
  await page.locator('#f1-dwz').evaluate((el) => el.blur());
  assert.equal(await downloads(page, '#export-csv'), false, 'no CSV');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'blocked');
  assert.equal(await downloads(page, '#export-json'), false, 'no JSON');
  await page.click('#print');
  await page.click('#print-sheets');
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.printed), 0, 'nothing printed');
  // The link goes to the field, even with the player table closed.
  await page.locator('details.players').evaluate((d) => { d.open = false; });
  await page.click('#blocked a[href="#f1-dwz"]');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'f1-dwz');
  // An end date that is none: withheld too.
  await dwz.fill('2000');
  await page.locator('#blocked').waitFor({ state: 'hidden' });
  await waitForAttribute(page, '#f1-dwz', 'aria-invalid', null, 'the mark goes with the error');
  await page.fill('#end', '31.02.2026');
  await waitForText(page, '#blocked li', /Turnierende: „31.02.2026“ ist kein Datum/);
  await page.fill('#end', '12.12.2026');
  // Right again: the evaluation, export and print.
  await page.locator('#evaluation').waitFor();
  assert.equal(await downloads(page, '#export-csv'), true);
  await page.click('#print');
  await waitForEval(page, () => window.printed, undefined, 1);
  // English.
  await page.locator('details.players input[aria-label="Geburtsjahr B"]').fill('19x');
  await page.click('#lang');
  await waitForText(page, '#blocked', /No valid evaluation.*B – player no\. 2, year of birth: "19x" is not a number/);
  assert.deepEqual(errors, []);
  await context.close();
});

function playerList(rows) {
  const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land,Vorname,Nachname,FIDE-Frauentitel,FIDE-Elozahl-Schnellschach,FIDE-Elozahl-Blitz';
  const lines = rows.map(([name, zps, member, status, born, dwz, index], k) => {
    const [last, first] = name.split(',');
    return `NU${k},${zps},${member},${status},"${name}",M,,${born},202545,${dwz},${index},,,,GER,${first},${last},,,`;
  });
  return Buffer.from([header, ...lines].join('\r\n') + '\r\n', 'latin1');
}

test('a player the list cannot tell apart withholds the evaluation until he is chosen', async () => {
  const { context, page, errors } = await open();
  await paste(page, 'Frampton,Carlos;;;1983;x;1;½\nMeier,Hans;1800;10;1970;0;x;1\nSchulz,Eva;1700;9;1990;½;0;x\n');
  await page.locator('#evaluation').waitFor();
  const list = join(await tmp(), 'spieler.csv');
  await writeFile(list, playerList([
    ['Frampton,Carlos', '99001', '7', 'A', '1983', 1601, 31],
    ['Frampton,Carlos', '99002', '8', 'A', '1983', 1702, 42],
    ['Meier,Hans', '99001', '9', 'A', '1970', 1800, 10],
    ['Schulz,Eva', '99001', '10', 'A', '1990', 1700, 9],
  ]));
  await page.setInputFiles('#list-file', list);
  await listMatched(page);
  await page.locator('#blocked').waitFor();
  await waitForText(page, '#blocked li', /^Frampton,Carlos – in der Spielerliste mehrdeutig/);
  await eventually(() => page.locator('#evaluation').isVisible(), false);
  assert.equal(await downloads(page, '#export-csv'), false);
  await page.click('#blocked a[href="#f1-list"]');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'f1-list');
  await page.locator('#f1-list').selectOption({ index: 2 });
  await page.locator('#evaluation').waitFor();
  await eventually(() => page.locator('#blocked').isVisible(), false);
  await waitForText(page, '#evaluation tr[data-id="1"] td:nth-child(4)', '1702 - 42');
  assert.deepEqual(errors, []);
  await context.close();
});

// A: 1200, wins every game (an Ausnahmespieler: he counts for his opponents with Rh); B beats C
// without play; G has no DWZ and gets his first (he counts with R1).
const EXCEPTIONAL = [
  'A;1200;10;;x;1;1;1;1;1;1',
  'B;1850;12;;0;x;+;½;1;0;1',
  'C;1800;11;;0;-;x;1;½;1;0',
  'D;1900;15;;0;½;0;x;1;½;1',
  'E;1750;9;;0;0;½;0;x;1;½',
  'F;1820;14;;0;1;0;½;0;x;1',
  'G;;;;0;0;1;0;½;0;x',
].join('\n') + '\n';

test('a scoresheet per Anhang 3.1.12: tournament, DWZ alt and neu, colours, R1 and Rh marked, a forfeit with its reason', async () => {
  const { context, page, errors } = await open();
  const file = join(await tmp(), 'ausnahme.txt');
  await writeFile(file, EXCEPTIONAL);
  const cli = JSON.parse(runCli(['dwz', 'evaluate', '--input', 'cross', '--end-date', '2026-12-12', file]));
  const of = (id) => cli.players.find((p) => p.id === id);
  assert.equal(of('1').exceptional, true, 'the test tournament has its Ausnahmespieler');
  assert.equal(of('7').group, 'stage1');
  await paste(page, EXCEPTIONAL);
  await page.locator('#evaluation').waitFor();
  await page.click('button[data-player="2"]');
  await page.locator('#scoresheet table.sheet').waitFor();
  const head = await text(page, '#scoresheet dl.sheet-head');
  const b = of('2');
  assert.ok(head.includes(`${b.ro}-${b.index_old}`), `DWZ alt: ${head}`);
  assert.ok(head.includes(`${b.rn}-${b.index_new}`), `DWZ neu: ${head}`);
  const rows = await page.locator('#scoresheet tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent.trim())));
  assert.equal(rows.length, 6, 'every game, the forfeit included');
  const vs = (name) => rows.find((r) => r[2] === name);
  // A counts with his Rh, G with his R1: as the CLI has them.
  assert.equal(vs('A')[3], `${of('1').rh} Rh`);
  assert.equal(vs('G')[3], `${of('7').r1} R1`);
  assert.equal(vs('A')[1], 'S', 'B has black against A (the earlier line has white)');
  assert.equal(vs('D')[1], 'W');
  assert.deepEqual(vs('C').slice(3), ['–', '+', 'kampflos, zählt nicht (WO 2.2.5.2)']);
  assert.equal(vs('A')[4], '0');
  // P(D) a game that counts; their sum is the CLI's W_e.
  const pd = rows.filter((r) => /^\d,\d{3}$/.test(r[5])).map((r) => Number(r[5].replace(',', '.')));
  assert.equal(pd.length, 5);
  assert.ok(Math.abs(pd.reduce((a, x) => a + x, 0) - b.we) < 0.003, `sum of P(D) ${pd} is We ${b.we}`);
  await waitForText(page, '#scoresheet tfoot td:nth-child(3)', b.we.toFixed(3).replace('.', ','));
  await waitForText(page, '#scoresheet tfoot td:nth-child(2)', String(b.w).replace('.5', '½').replace(/^0½$/, '½'));
  await waitForText(page, '#scoresheet', /R1: der Gegner zählt mit seiner ersten DWZ/);
  // G's own sheet: his first DWZ with index 1.
  await page.keyboard.press('Escape');
  await page.click('button[data-player="7"]');
  await page.waitForFunction(() => /– G/.test(document.querySelector('#scoresheet h3')?.textContent));
  await waitForText(page, '#scoresheet dl.sheet-head', (head) => head?.includes(`${of('7').r1}-1`), `${of('7').r1}-1 in the head`);
  assert.deepEqual(errors, []);
  await context.close();
});

/// Whether anything on the page or in the dialog scrolls sideways.
const sideways = (page) => page.evaluate(() => {
  const d = document.getElementById('scoresheet');
  return document.documentElement.scrollWidth > window.innerWidth || d.scrollWidth > d.clientWidth;
});

for (const [name, file, id] of [['karl-mala', karlMala, '5'], ['swt', swtFile, '3']]) {
  test(`the scoresheet of ${name} at 360 px and 1366 px: no sideways scrolling, close button in view`, async () => {
    for (const width of [360, 1366]) {
      const { context, page, errors } = await open({ width, height: 800 });
      await fileLoad(page, file);
      await page.locator('#evaluation').waitFor({ state: 'attached' });
      await page.locator(`button[data-player="${id}"]`).scrollIntoViewIfNeeded();
      await page.click(`button[data-player="${id}"]`);
      await page.locator('#scoresheet table.sheet').waitFor();
      assert.equal(await sideways(page), false, `no sideways scrolling at ${width} px`);
      await waitForText(page, '#scoresheet thead th:first-child', 'Rd.', 'the file gives the rounds');
      await waitForText(page, '#scoresheet dl.sheet-head', /Turnier.*DWZ alt.*DWZ neu/);
      const close = await page.locator('#sheet-close').boundingBox();
      assert.ok(close.x >= 0 && close.x + close.width <= width, `the close button in view: ${JSON.stringify(close)}`);
      await page.screenshot({ path: `/tmp/sheet-${name}-${width}.png` });
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
}

test('Karl-Mala: the pseudo-player "spielfrei" is no player, as in the CLI; the end date as TT.MM.JJJJ', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, karlMala);
  await page.locator('#evaluation').waitFor();
  const cli = JSON.parse(runCli(['dwz', 'evaluate', karlMala]));
  assert.equal(cli.players.length, 283);
  await waitForCount(page, '#evaluation tbody tr', cli.players.length);
  await waitForText(page, '#eval-info', /Spieler: 283\b/);
  assert.doesNotMatch(await page.locator('#evaluation').textContent(), /spielfrei/i);
  assert.doesNotMatch(await page.locator('details.players').textContent(), /spielfrei/i);
  await waitForValue(page, '#end', '31.07.2005');
  assert.deepEqual(errors, []);
  await context.close();
});

test('"Turnier vergessen" clears every field; undo brings the tournament back', async () => {
  const { context, page, errors } = await open();
  await paste(page, CROSS);
  await page.locator('#evaluation').waitFor();
  await page.click('#clear');
  await waitForValue(page, '#end', '');
  await waitForValue(page, '#paste', '');
  await waitForCount(page, '#evaluation tbody tr', 0);
  await page.click('#undo');
  await waitForValue(page, '#end', '12.12.2026');
  await waitForCount(page, '#evaluation tbody tr', 3);
  await page.click('#clear');
  await fileLoad(page, karlMala);
  await page.locator('#evaluation').waitFor();
  await page.click('#clear');
  await waitForValue(page, '#file', '');
  await waitForValue(page, '#end', '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('messages that say what is wrong: an empty file, a missing result, an SWT without players', async () => {
  const { context, page, errors } = await open();
  const dir = await tmp();
  const empty = join(dir, 'leer.trf');
  await writeFile(empty, '');
  await fileLoad(page, empty);
  await page.locator('#load-error').waitFor();
  await waitForText(page, '#load-error', 'leer.trf: die Datei ist leer');
  await paste(page, 'A;2000;12;1960;x;1;½;0\nB;1800;10;1965;0;x;1;1\nC;1700;12;1970;½;0;x\nD;1600;9;1975;1;0;1;x\n');
  await waitForText(page, '#load-error', 'Zeile 3: 3 Ergebnisse statt 4');
  await fileLoad(page, join(shared, 'testdata', 'swt', 'Individual-Dummy.SWT'));
  await waitForText(page, '#load-error', 'Individual-Dummy.SWT, SWT: die Datei nennt keinen Spieler');
  await page.click('#lang');
  await waitForText(page, '#load-error', 'Individual-Dummy.SWT, SWT: the file names no player');
  await waitForCount(page, '#evaluation tbody tr', 0, 'no empty evaluation');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a file on the old scale (DWZ 763) is flagged and converted by Anhang 4 with one switch, kept', async () => {
  const { context, page, errors } = await open();
  await paste(page, 'A;763;x;1;½\nB;1800;0;x;1\nC;2300;½;0;x\n');
  await page.locator('#evaluation').waitFor();
  await waitForText(page, '#old-scale', /alten Skala.*1100.*763\.$/);
  const field = (name) => page.locator(`details.players input[aria-label="DWZ ${name}"]`);
  const scaled = (dwz) => runCli(['dwz', 'scale', String(dwz)]).trim();
  await page.check('#scale-2026');
  await eventually(() => field('A').inputValue(), scaled(763));
  await eventually(() => field('B').inputValue(), scaled(1800));
  await eventually(() => field('C').inputValue(), '2300', 'above 2110 unchanged');
  await waitForText(page, '#evaluation tr[data-id="1"] td:nth-child(4)', new RegExp(`^${scaled(763)}`));
  // Kept with the tournament.
  await waitForEval(page, (dwz) => (localStorage.getItem('wertung-turnier') ?? '').includes(dwz), scaled(763), true, 'the converted DWZ kept');
  await page.reload();
  await page.locator('#evaluation').waitFor();
  await eventually(() => page.isChecked('#scale-2026'), true);
  await eventually(() => field('A').inputValue(), scaled(763));
  // Back: the file's values.
  await page.uncheck('#scale-2026');
  await eventually(() => field('A').inputValue(), '763');
  await eventually(() => field('B').inputValue(), '1800');
  // A file on the new scale says nothing.
  await paste(page, CROSS);
  await page.locator('#evaluation').waitFor();
  await waitForCount(page, '#old-scale', 0);
  assert.deepEqual(errors, []);
  await context.close();
});
