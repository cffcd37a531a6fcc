// Browser tests of the page "Turnierauswertung", the rest of the report:
// a file read by the page's second module with a visible reading state, the scoresheets printed
// busy until their part is there, the clubs' names of
// the list zip (vereine.csv) in the candidates and the evaluation's ZPS column, the JSON export
// with the report's head and the warnings, a bye on a scoresheet, the candidate choice at 360 px
// without sideways scrolling, and the FIDE games before typed in the player table changing K.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserEnv, eventually, fileLoad, frames, listMatched, openPage, pasteLoad, shared, text, waitForAttribute, waitForCount, waitForEval, waitForText, waitForValue, storedZip } from './harness.mjs';

const swtFile = join(shared, 'testdata', 'swt', 'SwissIndividual.SWT');
const swtPlayers = JSON.parse(await readFile(join(shared, 'testdata', 'swt', 'SwissIndividual.expected.json'), 'utf8')).players;

const env = browserEnv();

async function open(viewport = { width: 1366, height: 900 }) {
  return openPage(env, '/turnier.html', { viewport, acceptDownloads: true });
}

/// spieler.csv (layout of 10.09.2026, Windows-1252) from rows of [name, zps, member, status,
/// birth year, dwz, index].
function spieler(rows) {
  const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land,Vorname,Nachname,FIDE-Frauentitel,FIDE-Elozahl-Schnellschach,FIDE-Elozahl-Blitz';
  const lines = rows.map(([name, zps, member, status, born, dwz, index], k) => {
    const [last, first] = name.split(',');
    return `NU${k},${zps},${member},${status},"${name}",M,,${born},202545,${dwz},${index},,,,GER,${first},${last},,,`;
  });
  return Buffer.from([header, ...lines].join('\r\n') + '\r\n', 'latin1');
}

async function tempFile(name, bytes) {
  const path = join(await mkdtemp(join(tmpdir(), 'wertung-report-')), name);
  await writeFile(path, bytes);
  return path;
}

/// The list zip for the Swiss-Chess file: every player by ZPS and member number but Lyons, a near
/// miss (born 1950, 1949 in the file) in club 99001; vereine.csv names the clubs.
async function listZip() {
  const others = swtPlayers.filter((p) => p['2000'] !== 'Lyons,Dennis');
  const rows = others.map((p, k) => [p['2000'], p['2010'], String(Number(p['2011'])), 'A', p['2008'].slice(0, 4), 1500 + k, 20 + k]);
  rows.push(['Lyons,Dennis', '99001', '7', 'A', '1950', 1555, 33]);
  const clubs = [...new Set(others.map((p) => p['2010']))];
  const vereine = ['ZPS-Nummer,Landesverband,UebergeordneterVerband,Vereinsname',
    ...clubs.map((z) => `${z},1,100,"SF Müßig ${z}, e.V."`), '99001,9,900,Schachclub Ölmühle'].join('\r\n') + '\r\n';
  return tempFile('LV-0-csv.zip', storedZip([['README.txt', Buffer.from('Spielerdaten\r\n')], ['vereine.csv', Buffer.from(vereine, 'latin1')], ['spieler.csv', spieler(rows)]]));
}

test('a pasted text is read by the second module while the page says so', async () => {
  // (No service worker: it would answer for the module before the route below sees it.)
  // The second module answers late (the page starts it once it is shown: the route is there
  // before): the load section is busy and says so meanwhile.
  let release;
  const held = new Promise((r) => { release = r; });
  const before = (page) => page.route('**/wertung-reader*', async (route) => { await held; await route.continue(); });
  const { context, page, errors } = await openPage(env, '/turnier.html', { serviceWorkers: 'block', before });
  await page.fill('#end', '12.12.2026');
  await page.locator('#paste').pressSequentially('A;2000;x;1\nB;1800;0;x\n');
  await page.click('#paste-load');
  await waitForAttribute(page, 'section.load', 'aria-busy', 'true');
  assert.ok(await page.locator('#reading').isVisible());
  await waitForText(page, '#reading', 'Wird gelesen …');
  assert.ok(await page.locator('#paste-load').isDisabled(), 'not twice');
  release();
  await page.locator('section.load[aria-busy="false"]').waitFor();
  assert.ok(await page.locator('#reading').isHidden());
  await waitForCount(page, '#evaluation tbody tr', 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the scoresheets printed wait for their part: the button is busy until it is there, and a second click prints nothing twice', async () => {
  // (No service worker: it would answer for the part before the route below sees it.) The part
  // with the scoresheets comes late; the browser's print is counted instead of opened.
  let release;
  const held = new Promise((r) => { release = r; });
  const before = (page) => page.route('**/split_sheets.wasm', async (route) => { await held; await route.continue(); });
  const init = () => { window.printed = []; window.print = () => window.printed.push(document.querySelectorAll('#sheets article.sheet-page').length); };
  const { context, page, errors } = await openPage(env, '/turnier.html', { serviceWorkers: 'block', before, init });
  await page.fill('#end', '12.12.2026');
  await page.locator('#paste').pressSequentially('A;2000;x;1\nB;1800;0;x\n');
  await pasteLoad(page);
  await waitForCount(page, '#evaluation tbody tr', 2);
  await waitForAttribute(page, '#print-sheets', 'aria-busy', null);
  await page.click('#print-sheets');
  await waitForAttribute(page, '#print-sheets', 'aria-busy', 'true', 'busy while the part is fetched');
  await page.click('#print-sheets');
  assert.deepEqual(await page.evaluate(() => window.printed), [], 'nothing printed before the part is there');
  release();
  await waitForAttribute(page, '#print-sheets', 'aria-busy', null, 'done once it is there');
  await waitForEval(page, () => window.printed, undefined, [2], 'printed once, a scoresheet a player');
  await frames(page);
  assert.deepEqual(await page.evaluate(() => window.printed), [2], 'the second click printed nothing');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the list zip names the clubs: in the candidates and in the evaluation\'s ZPS column', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swtFile);
  await page.setInputFiles('#list-file', await listZip());
  await listMatched(page);
  const first = swtPlayers[0];
  const zps = `${first['2010']}-${Number(first['2011'])}`;
  // The evaluation's ZPS column (withheld while Lyons' decision is open, but there): the club's
  // name from the row taken.
  await eventually(async () => (await page.locator('#evaluation tr[data-id="1"] td').last().textContent()).trim(), `${zps} (SF Müßig ${first['2010']}, e.V.)`);
  await waitForCount(page, '#evaluation th button[data-sort="zps"]', 1);
  // A candidate with his club's name.
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  const options = await page.locator('details.players select[aria-label$="Lyons,Dennis"] option').allTextContents();
  assert.ok(options.some((o) => o.includes('ZPS 99001-7 (Schachclub Ölmühle)')), options.join(' | '));
  // Chosen: his ZPS and club in the evaluation (now shown: nothing else is open).
  const lyons = swtPlayers.findIndex((p) => p['2000'] === 'Lyons,Dennis') + 1;
  await page.locator('details.players select[aria-label$="Lyons,Dennis"]').selectOption({ label: options.find((o) => o.startsWith('Lyons,Dennis')) });
  await page.waitForFunction((id) => /Ölmühle/.test(document.querySelector(`#evaluation tr[data-id="${id}"]`)?.textContent ?? ''), lyons);
  await page.locator('#evaluation').waitFor(); // no decision open
  // The CSV carries the ZPS and member number of the row taken (the file has others).
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-csv')]);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '').split('\r\n');
  const head = csv[0].split(';');
  const row = csv.find((l) => l.includes('Lyons,Dennis')).split(';');
  assert.deepEqual([row[head.indexOf('ZPS')], row[head.indexOf('Mitgliedsnummer')]], ['99001', '7']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the JSON export carries the head as typed and the warnings', async () => {
  const { context, page, errors } = await open();
  await page.fill('#end', '12.12.2026');
  // Nobody has a DWZ: a notice, which the export carries as a warning.
  await page.fill('#paste', 'A;;;;x;1;½\nB;;;;0;x;1\nC;;;;½;0;x\n');
  await pasteLoad(page);
  await page.locator('details.head-form summary').click();
  for (const [k, value] of [[0, 'B-2026-17'], [1, '01.12.2026'], [2, 'Bezirksliga'], [3, 'Eva Lang']]) {
    const field = page.locator(`#head-${k}`);
    await field.pressSequentially(value);
    await eventually(() => field.inputValue(), value);
    assert.ok(await field.evaluate((el) => el === document.activeElement), 'the focus stays in the field');
  }
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-json')]);
  const json = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.deepEqual(json.tournament, { name: '', code: 'B-2026-17', begin: '2026-12-01', end: '2026-12-12', level: 'Bezirksliga', evaluator: 'Eva Lang' });
  assert.equal(json.warnings.length, 1);
  assert.match(json.warnings[0], /^Niemand kann ausgewertet werden/);
  assert.equal(json.players.length, 3);
  assert.deepEqual(errors, []);
  await context.close();
});

/// A TRF line `001`: start rank, name, rating, rounds (opponent, colour, result).
const trfLine = (start, name, rating, rounds) =>
  `001 ${String(start).padStart(4)}      ${name.padEnd(33)} ${rating.padStart(4)}     ${''.padStart(11)} ${''.padStart(10)} ${'0.0'.padStart(4)} ${''.padStart(4)}` +
  rounds.map((r) => `  ${r}`).join('');

test('a scoresheet and the Gesamtiteration are rendered from data: a language switch rewords them without asking the second module', async () => {
  const { context, page, errors } = await open();
  await page.fill('#paste', await readFile(join(shared, 'testdata', 'anhang_3_1.json'), 'utf8'));
  await pasteLoad(page);
  await page.uncheck('#exact');
  await page.evaluate(() => {
    window.posted = 0;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (...args) { window.posted += 1; return post.apply(this, args); };
  });
  // H's sheet (Anhang 3.1.12): his games, R1 marked, the game against Q not counted.
  await page.click('#evaluation tr[data-id="H"] button.who');
  await page.locator('#scoresheet table.sheet').waitFor();
  const rows = () => page.locator('#scoresheet table.sheet tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent.trim())));
  const de = await rows();
  assert.deepEqual(de[0], ['1', 'S', 'Spieler D', '1950', '0', '0,011']);
  assert.deepEqual(de[3], ['4', 'W', 'Spieler J', '1476 R1', '0', '0,267']);
  assert.match(de[6].join('|'), /^7\|W\|Spieler Q\|–\|1\|zählt nicht/);
  await waitForCount(page, '#scoresheet tr.not-counted td.reason', 1);
  await eventually(() => page.locator('#scoresheet b.mark sub').first().textContent(), '1');
  await waitForText(page, '#scoresheet tfoot', 'Summe11,308');
  await page.keyboard.press('Escape');
  await page.click('#lang');
  await page.click('#evaluation tr[data-id="H"] button.who');
  await page.waitForFunction(() => /^Scoresheet – Spieler H/.test(document.querySelector('#scoresheet h3')?.textContent ?? ''));
  const en = await rows();
  assert.deepEqual(en[0], ['1', 'B', 'Spieler D', '1950', '0', '0.011']);
  assert.match(en[6].join('|'), /^7\|W\|Spieler Q\|–\|1\|not counted/);
  await waitForText(page, '#scoresheet', /R1: the opponent counts with his first DWZ/);
  await page.keyboard.press('Escape');
  // The Gesamtiteration: a column an iterated player, 20 steps.
  await page.click('details.trace summary');
  await page.locator('table.trace').waitFor();
  await eventually(() => page.locator('table.trace thead th').allTextContents(), ['#', 'Spieler J', 'Spieler K', 'Spieler L', 'Spieler M', 'Spieler N']);
  await waitForCount(page, 'table.trace tbody tr', 20);
  await eventually(() => page.locator('table.trace tbody tr').nth(17).locator('td').allTextContents(), ['18', '1430', '1108', '2330', '1387', '1450']);
  assert.equal(await page.evaluate(() => window.posted), 0, 'no request to the second module');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a round sat out stands on the scoresheet as a bye, in its round', async () => {
  const { context, page, errors } = await open();
  const trf = ['012 Freilos-Open', '052 2026/12/12',
    trfLine(1, 'Abel,Anna', '1800', ['   2 w 1', '   4 w +', '   3 b =']),
    trfLine(2, 'Behn,Bert', '1700', ['   1 b 0', '   3 w 1', '0000 - H']),
    trfLine(3, 'Celler,Carl', '1600', ['0000 - U', '   2 b 0', '   1 w =']),
    trfLine(4, 'spielfrei', '', ['          ', '   1 b -']),
  ].join('\n');
  await page.fill('#paste', trf);
  await pasteLoad(page);
  await waitForText(page, '#eval-info', /Spieler: 3\b/, 'spielfrei is no player');
  await page.click('button[data-player="1"]');
  await page.locator('#scoresheet table.sheet').waitFor();
  const rows = await page.locator('#scoresheet table.sheet tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent.trim())));
  assert.deepEqual(rows.map((r) => r[0]), ['1', '2', '3'], 'in the order of the rounds');
  assert.deepEqual(rows[1], ['2', '–', 'spielfrei', '–', '1', 'spielfrei: keine Partie, zählt nicht (WO 2.2.5.2)']);
  await page.keyboard.press('Escape');
  await page.click('button[data-player="2"]');
  await page.waitForFunction(() => /Behn/.test(document.querySelector('#scoresheet h3')?.textContent ?? ''));
  await eventually(() => page.locator('#scoresheet table.sheet tbody tr').nth(2).textContent(), /^3–spielfrei–½spielfrei: keine Partie/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('at 360 px the candidate choice needs no sideways scrolling', async () => {
  const { context, page, errors } = await open({ width: 360, height: 740 });
  await fileLoad(page, swtFile);
  await page.setInputFiles('#list-file', await listZip());
  await listMatched(page);
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  const select = page.locator('details.players select[aria-label$="Lyons,Dennis"]');
  await select.scrollIntoViewIfNeeded();
  const box = await select.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 360, `the choice on the screen: ${JSON.stringify(box)}`);
  // Still there when the fields of the table are scrolled sideways.
  await page.locator('details.players .scroll').evaluate((el) => { el.scrollLeft = 400; });
  const after = await select.boundingBox();
  assert.ok(after.x >= 0 && after.x + after.width <= 360, `held at the left: ${JSON.stringify(after)}`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), 'the page itself never scrolls sideways');
  await page.screenshot({ path: '/tmp/t18-list-360.png' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('FIDE games before typed key by key change K in the FIDE view', async () => {
  const { context, page, errors } = await open();
  await page.fill('#end', '12.12.2026');
  const trf = ['012 Elo-Test', '052 2026/12/12',
    trfLine(1, 'Abel,Anna', '1800', ['   2 w 1', '   3 b =']),
    trfLine(2, 'Behn,Bert', '1700', ['   1 b 0', '   3 w 1']),
    trfLine(3, 'Celler,Carl', '1600', ['   2 b 0', '   1 w =']),
  ].join('\n');
  await page.fill('#paste', trf);
  await pasteLoad(page);
  await page.click('#view-fide');
  const k = () => page.locator('#fide tr[data-id="0"] td').nth(3).textContent();
  await page.locator('#fide tr[data-id="0"]').waitFor();
  assert.equal((await k()).trim(), '20', '30 or more games before: K 20');
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  const field = page.locator('#f1-games');
  await eventually(() => field.getAttribute('aria-label'), 'FIDE-Partien vorher Abel,Anna');
  await field.click();
  await page.keyboard.type('12');
  await eventually(() => field.inputValue(), '12');
  assert.ok(await field.evaluate((el) => el === document.activeElement), 'the focus stays in the field');
  await page.waitForFunction(() => document.querySelector('#fide tr[data-id="0"] td:nth-child(4)')?.textContent.trim() === '40');
  // Kept with the tournament.
  await waitForEval(page, () => (localStorage.getItem('wertung-turnier') ?? '').includes('"games":"12"'), undefined, true, 'the games typed kept');
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await waitForValue(page, '#f1-games', '12');
  // A bad value is named like the other fields.
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  await page.locator('#f2-games').pressSequentially('x');
  await waitForText(page, 'details.players tbody tr:nth-child(2) td.error', 'Spieler Nr. 2, Partien vorher: „x“ ist keine Zahl');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tournament an earlier page kept (its JSON alone) still opens, read by the second module', async () => {
  const json = await readFile(join(shared, 'testdata', 'anhang_3_1.json'), 'utf8');
  const init = `if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('wertung-turnier', ${JSON.stringify(json)}); }`;
  const { context, page, errors } = await openPage(env, '/turnier.html', { init });
  await page.locator('#evaluation tbody tr').nth(15).waitFor();
  await waitForCount(page, '#evaluation tbody tr', 16);
  await eventually(async () => (await page.locator('#evaluation tr[data-id="A"] td').nth(11).textContent()).trim(), '+25');
  // Kept again in this page's format: a reload shows it at once.
  await waitForEval(page, () => localStorage.getItem('wertung-turnier'), undefined, /^\{"tournament":\{/);
  assert.deepEqual(errors, []);
  await context.close();
});
