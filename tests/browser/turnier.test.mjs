// Browser tests of the page "Turnierauswertung" (dist/turnier.html) in headless Chromium, as a
// tournament director uses it: TRF, JSON, cross tables and Swiss-Chess files, the DSB
// player list, the three views, scoresheets, exports, print/PDF, the phone layout, the language
// switch with the messages of every kind of problem, accessibility (axe-core), offline use.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  axe, browserEnv, eventually, fileLoad, listMatched, openPage, pasteLoad, root, runCli, shared,
  swControlled, text, waitForAttribute, waitForCount, waitForText, waitForValue,
} from './harness.mjs';

const karlMala = join(shared, 'testdata', 'karl-mala-2005.trf');
const swtFile = join(shared, 'testdata', 'swt', 'SwissIndividual.SWT');

const env = browserEnv();

async function open(viewport = { width: 1200, height: 900 }) {
  return openPage(env, '/turnier.html', { viewport, acceptDownloads: true });
}

/// Parses our CSV: BOM, semicolons, CRLF, quoted fields.
function parseCsv(text) {
  assert.ok(text.startsWith('\ufeff'), 'UTF-8 with byte-order mark');
  const rows = [];
  for (const line of text.slice(1).split('\r\n').filter((l) => l.length)) {
    const cells = [];
    let cur = '', quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') { cur += '"'; i++; } else if (ch === '"') quoted = false; else cur += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ';') { cells.push(cur); cur = ''; } else cur += ch;
    }
    cells.push(cur);
    rows.push(cells);
  }
  return rows;
}

const dec = (x, places) => (x === null || x === undefined ? '' : x.toFixed(places).replace('.', ','));

test('Karl-Mala TRF: import, evaluate, sort by new DWZ, CSV rows match the CLI', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, karlMala);
  await page.locator('#evaluation').waitFor();
  // 283 players: no. 284 is the pseudo-player "spielfrei".
  await waitForText(page, '#eval-info', /Spieler: 283\b/);
  await waitForText(page, 'details.players', /Index 6/, 'FIDE ratings stand in as DWZ, index 6');

  // Sort by new DWZ: highest first.
  await page.click('button[data-sort="new"]');
  // The rows past the first screenful come a moment later.
  await waitForCount(page, '#evaluation tbody tr td.new', 283);
  const firstNew = await page.locator('#evaluation tbody tr td.new').allTextContents();
  const values = firstNew.map((s) => parseInt(s.replace(/[()]/g, ''), 10)).filter((v) => !Number.isNaN(v));
  assert.ok(values.length > 150);
  for (let k = 1; k < values.length; k++) assert.ok(values[k - 1] >= values[k], `sorted at ${k}`);
  await waitForAttribute(page, '#evaluation th[aria-sort] button', 'data-sort', 'new');

  // A player's scoresheet: a dialog where the user is, with the focus in it; Escape closes it
  // and the focus goes back to the name.
  await page.locator('button[data-player="5"]').scrollIntoViewIfNeeded();
  await page.click('button[data-player="5"]');
  await page.locator('#scoresheet table.sheet').waitFor();
  await waitForText(page, '#scoresheet', /Mikhaletz/);
  const box = await page.locator('#scoresheet').boundingBox();
  assert.ok(box.y >= 0 && box.y + box.height <= 900, `the dialog is in the viewport: ${JSON.stringify(box)}`);
  assert.ok(await page.evaluate(() => document.getElementById('scoresheet').contains(document.activeElement)), 'focus in the dialog');
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => document.getElementById('scoresheet').open), false, 'Escape closes it');

  // CSV export, compared row by row with the CLI's JSON.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-csv')]);
  assert.match(download.suggestedFilename(), /Karl-Mala.*\.csv$/);
  const csv = parseCsv(await readFile(await download.path(), 'utf8'));
  const head = csv[0];
  const col = (name) => head.indexOf(name);
  const cli = JSON.parse(runCli(['dwz', 'evaluate', karlMala]));
  assert.equal(csv.length - 1, cli.players.length);
  for (const row of csv.slice(1)) {
    const p = cli.players.find((q) => q.id === row[col('ID')]);
    assert.ok(p, `player ${row[col('ID')]}`);
    const newDwz = p.group === 'established' ? p.rn : p.r1;
    assert.equal(row[col('DWZ neu')], newDwz === undefined || newDwz === null ? '' : String(newDwz), `DWZ neu of ${p.id}`);
    assert.equal(row[col('W')], dec(p.w, 1), `W of ${p.id}`);
    assert.equal(row[col('n')], String(p.n), `n of ${p.id}`);
    assert.equal(row[col('We')], dec(p.we, 3), `We of ${p.id}`);
    assert.equal(row[col('K')], dec(p.k, 1), `K of ${p.id}`);
    assert.equal(row[col('Rh')], p.rh === undefined || p.rh === null ? '' : String(p.rh), `Rh of ${p.id}`);
  }
  // JSON export is the CLI's JSON with the report's head and the warnings (always there); the
  // head's Beginn as the TRF's 042 record gives it, the Auswerter its 102 (the arbiter, as the
  // CLI's sender).
  const [json] = await Promise.all([page.waitForEvent('download'), page.click('#export-json')]);
  const exported = JSON.parse(await readFile(await json.path(), 'utf8'));
  assert.deepEqual(exported.tournament, { name: '9. Karl-Mala-Gedenkturnier', code: '', begin: '2005-07-28', end: '2005-07-31', level: '', evaluator: 'Ralph Blum (SV Griesheim)' });
  assert.deepEqual(exported.warnings, cli.warnings ?? []);
  delete exported.tournament;
  if (!cli.warnings) delete exported.warnings;
  assert.deepEqual(exported, cli);

  // Remembered locally: a reload shows it again. "Turnier vergessen" can be undone; once the
  // page is left it is gone.
  await page.reload();
  await page.locator('#evaluation').waitFor();
  await page.click('#clear');
  await waitForCount(page, '#evaluation tbody tr', 0);
  await waitForText(page, 'p.undo', /vergessen/);
  await page.click('#undo');
  await waitForCount(page, '#evaluation tbody tr', 283, 'undone');
  await page.click('#clear');
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await waitForCount(page, '#evaluation tbody tr', 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the worked example (anhang_3_1.json) shows the figures of Anhang 3.1.11', async () => {
  const { context, page, errors } = await open();
  await page.fill('#paste', await readFile(join(shared, 'testdata', 'anhang_3_1.json'), 'utf8'));
  await pasteLoad(page);
  await page.locator('#evaluation').waitFor();
  // The worked example's arithmetic (the page computes as the DSB's evaluation by default).
  await page.uncheck('#exact');
  const cell = async (id, n) => (await page.locator(`#evaluation tr[data-id="${id}"] td`).nth(n).textContent()).trim();
  const expected = {
    A: ['25,0', '1855', '7,0', '7', '5,990', '2331', '2245 - 32', '+25'],
    B: ['32,0', '1898', '2,5', '5', '3,088', '1857', '2081 - 56', '−19'],
    D: ['33,7', '1869', '4,5', '7', '3,818', '2007', '1973 - 16', '+23'],
    E: ['(42,0)', '1837', '3,0', '9', '4,160', '1580', '(1751)', '−49'],
    G: ['48,0', '1874', '3,5', '6', '1,630', '1961', '1730 - 4', '+90'],
    H: ['24,5', '1600', '1,0', '6', '1,308', '1227', '1292 - 78', '−8'],
  };
  for (const [id, values] of Object.entries(expected)) {
    await eventually(async () => {
      const got = [];
      for (let n = 4; n <= 11; n++) got.push(await cell(id, n));
      return got;
    }, values, `player ${id}`);
  }
  await waitForCount(page, '#evaluation tr[data-id="G"] td strong', 1, 'G is an Ausnahmespieler');
  await eventually(() => cell('C', 9), '–', 'C: no performance');
  for (const [id, r1] of [['J', '1476 - 1'], ['K', '1179 - 1'], ['L', '2329 - 1'], ['M', '1436 - 1'], ['N', '(1494)']]) {
    await eventually(() => cell(id, 10), r1, `R1 of ${id}`);
  }
  await eventually(() => cell('P', 10), 'Restpartien');
  await waitForText(page, 'ul.rest', /Spieler P: gegen DWZ 1600 verloren am 01\.10\.2025; gegen DWZ 1400 gewonnen am 01\.10\.2025; gegen DWZ 1640 verloren am 12\.12\.2026; gegen DWZ 1179 gewonnen am 12\.12\.2026/);
  await page.click('details.trace summary');
  await page.locator('table.trace').waitFor();
  await waitForCount(page, 'table.trace tbody tr', 20, 'the Gesamtiteration in 20 steps');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a pasted cross table, a field correction, and names that are never markup', async () => {
  const { context, page, errors } = await open();
  await page.fill('#end', '12.12.2026');
  await page.fill('#paste', 'Name;DWZ;Index;Geburtsjahr\nA;2000;12;1990;x;1;½\nB;1800;;;0;x;1\n<img src=x onerror=alert(1)>;;;;½;0;x\n');
  await pasteLoad(page);
  await page.locator('#evaluation').waitFor();
  await waitForCount(page, '#evaluation tbody tr', 3);
  await waitForCount(page, '#results img', 0, 'no markup from a name');
  await waitForText(page, '#evaluation', /<img src=x onerror=alert\(1\)>/);
  // A bad field in the player table: a message that names it, the rest still evaluated.
  await page.locator('details.players input[aria-label^="DWZ B"]').fill('12000');
  await waitForText(page, 'details.players tbody tr:nth-child(2) td.error', 'Spieler Nr. 2, DWZ: „12000“ liegt nicht zwischen 1 und 3500');
  await waitForCount(page, '#evaluation tbody tr', 3);
  // A broken file: a clear message, the tournament stays.
  await page.fill('#paste', '012 X\n052 2026/12/12\n001    1      A                                 2x00\n');
  await pasteLoad(page);
  await waitForText(page, '#load-error', /^Zeile 3, Spalte 49/);
  await waitForCount(page, '#evaluation tbody tr', 3);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Turnierleistung: the Paris 1966 cross table shows B first and A second', async () => {
  const { context, page, errors } = await open();
  await page.fill('#end', '31.12.1966');
  const paris = ['A;x;0;1;0;1;1;1;1', 'B;1;x;0;1;½;1;0;1', 'C;0;1;x;0;½;1;½;1', 'D;1;0;1;x;½;½;1;0',
    'E;0;½;½;½;x;½;1;½', 'F;0;0;0;½;½;x;1;½', 'G;0;1;½;0;0;0;x;1', 'H;0;0;0;1;½;½;0;x'].join('\n');
  await page.fill('#paste', paris);
  await pasteLoad(page);
  await page.click('#view-leistung');
  await page.locator('#leistung').waitFor();
  const rank = async (id) => (await page.locator(`#leistung tr[data-id="${id}"] td.new`).textContent()).trim();
  await eventually(() => rank('2'), 'I', 'B first');
  await eventually(() => rank('1'), 'II', 'A second');
  await waitForText(page, '#leistung tr[data-id="1"] td:nth-child(4)', 'I', 'A has the most points');
  await waitForText(page, '#homogeneity', /2,09/);
  await waitForCount(page, 'figure.ranks polyline', 8, 'the rankings compared: a line a player');
  await waitForText(page, 'ul.legend', /Gelbfuß/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('INGO: the round robin of seed 000 B I with its numbers', async () => {
  const { context, page, errors } = await open();
  const names = ['Abel', 'Behn', 'Celler', 'Demel', 'Elers', 'Fuchs', 'Gehl', 'Haak', 'Ibsen', 'Kapp'];
  const old = [[128, 5], [125, 8], [122, 3], [152, 10], [150, 23], [147, 7], [170, 8], [165, 5], [171, 8], [170, 4]];
  const table = ['x;½;½;1;1;1;½;1;1;1', '½;x;0;1;1;1;½;1;1;1', '½;1;x;½;½;½;½;1;½;1', '0;0;½;x;½;1;1;½;1;1',
    '0;0;½;½;x;1;½;½;1;½', '0;0;½;0;0;x;½;1;1;1', '½;½;½;0;½;½;x;0;½;½', '0;0;0;½;½;0;1;x;1;0',
    '0;0;½;0;0;0;½;0;x;1', '0;0;0;0;½;0;½;1;0;x'].map((r) => r.split(';'));
  const games = [];
  for (let i = 0; i < 10; i++) for (let j = i + 1; j < 10; j++) {
    games.push({ white: names[i], black: names[j], result: { '1': '1-0', '½': '1/2-1/2', '0': '0-1' }[table[i][j]] });
  }
  const json = { end_date: '1960-09-01', players: names.map((n, i) => ({ id: n, ingo: { f: old[i][0], index: old[i][1] } })), games };
  await page.fill('#paste', JSON.stringify(json));
  await pasteLoad(page);
  await page.click('#view-ingo');
  await page.locator('#ingo').waitFor();
  const cells = async (id) => (await page.locator(`#ingo tr[data-id="${id}"] td`).allTextContents()).map((s) => s.trim());
  await eventually(async () => (await cells('Gehl')).slice(2, 9), ['170 / 8', '3½', '9', '+10,0', '150,0', '160', '168 / 9']);
  await eventually(async () => (await cells('Abel')).slice(7, 9), ['120', '126 / 6']);
  await eventually(async () => (await cells('Celler')).slice(7, 9), ['135', '125 / 4']);
  // The INGO column of the player table took the numbers from the JSON.
  await waitForValue(page, 'details.players input[aria-label="INGO Gehl"]', '170/8');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a TRF whose player name is markup shows it as text in every view', async () => {
  const { context, page, errors } = await open();
  const line = (start, name, rating, rounds) =>
    `001 ${String(start).padStart(4)}      ${name.padEnd(33)} ${rating.padStart(4)}     ${''.padStart(11)} ${''.padStart(10)} ${'0.0'.padStart(4)} ${''.padStart(4)}` +
    rounds.map((r) => `  ${r}`).join('');
  const evil = '<img src=x onerror=alert(1)>';
  const trf = ['012 <script>alert(2)</script>', '052 2026/12/12',
    line(1, evil, '1800', ['   2 w 1', '   3 b =']),
    line(2, 'Zweiter', '1700', ['   1 b 0', '   3 w 1']),
    line(3, 'Dritter', '1600', ['   2 b 0', '   1 w =']),
  ].join('\n');
  await page.fill('#paste', trf);
  await pasteLoad(page);
  await page.locator('#evaluation').waitFor();
  for (const [view, table] of [['#view-dwz', '#evaluation'], ['#view-ingo', '#ingo'], ['#view-leistung', '#leistung']]) {
    await page.click(view);
    await page.locator(table).waitFor();
    await waitForCount(page, '#results img', 0, view);
    await waitForText(page, '#results', /<img src=x onerror=alert\(1\)>/, view);
  }
  await page.click('#view-dwz');
  await page.click('button[data-player="1"]');
  await page.locator('#scoresheet table.sheet').waitFor();
  await waitForText(page, '#scoresheet', /<img src=x onerror=alert\(1\)>/);
  await waitForCount(page, '#scoresheet img', 0);
  assert.deepEqual(errors, [], 'no dialog, no error');
  await context.close();
});

test('after one visit the tournament page also works offline', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(env.origin + '/');
  await swControlled(page);
  await page.goto(env.origin + '/turnier.html');
  await page.locator('#paste').waitFor();
  const table = 'A;2000;x;1;½\nB;1800;0;x;1\nC;1700;½;0;x\n';
  // Once online: the INGO view (the page's second module, loaded on first use).
  await page.fill('#end', '12.12.2026');
  await page.fill('#paste', table);
  await pasteLoad(page);
  await page.click('#view-ingo');
  await page.locator('#ingo').waitFor();
  await page.click('#clear');
  await context.setOffline(true);
  await page.reload();
  await page.fill('#end', '12.12.2026');
  await page.fill('#paste', table);
  await pasteLoad(page);
  await page.click('#view-dwz');
  await waitForCount(page, '#evaluation tbody tr', 3, 'it loads and computes offline');
  await page.click('#view-ingo');
  await page.locator('#ingo').waitFor();
  await waitForCount(page, '#ingo tbody tr', 3, 'the second module works offline too');
  await context.close();
});

/// Waits until the service worker controls the page and has cached what it fetches on install.
async function swReady(page) {
  await swControlled(page);
}

test('after one online visit of turnier.html alone, both pages and both second modules load offline', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(env.origin + '/turnier.html');
  await page.waitForSelector('html[data-ready]');
  await swReady(page);
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  assert.ok(await page.locator('#paste').isVisible(), 'the tournament page, not the calculator');
  await page.fill('#end', '12.12.2026');
  await page.fill('#paste', 'A;2000;x;1;½\nB;1800;0;x;1\nC;1700;½;0;x\n');
  await pasteLoad(page);
  await waitForCount(page, '#evaluation tbody tr', 3, 'it computes offline');
  await page.click('#view-ingo');
  await page.locator('#ingo').waitFor();
  await waitForCount(page, '#ingo tbody tr', 3, 'the second module, never used online, loads offline');
  await page.goto(env.origin + '/?t=voraus&dwz=1950&idx=15&geb=2010&ende=2026-12-12&g=2220:0;2000:1');
  await page.waitForSelector('html[data-ready]');
  await waitForText(page, '#new-dwz', /^\d{4} - 16$/, 'the calculator loads offline too');
  await page.click('#tab-turniere');
  await page.locator('#add-tournament').waitFor();
  await context.close();
});

test('after one online visit of the calculator alone, the tournament page loads offline', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(env.origin + '/');
  await page.waitForSelector('html[data-ready]');
  await swReady(page);
  await context.setOffline(true);
  await page.goto(env.origin + '/turnier.html');
  await page.waitForSelector('html[data-ready]');
  await page.fill('#end', '12.12.2026');
  await page.fill('#paste', 'A;2000;x;1;½\nB;1800;0;x;1\nC;1700;½;0;x\n');
  await pasteLoad(page);
  await waitForCount(page, '#evaluation tbody tr', 3);
  await page.click('#view-leistung');
  await page.locator('#leistung').waitFor();
  await context.close();
});

// ---------------------------------------------------------------- the DSB player list

/// The DSB player list (layout of 10.09.2026) as Windows-1252 bytes, from rows of
/// [name, zps, member, status, birth year, dwz, index, fide id].
function playerList(rows) {
  const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land,Vorname,Nachname,FIDE-Frauentitel,FIDE-Elozahl-Schnellschach,FIDE-Elozahl-Blitz';
  const lines = rows.map(([name, zps, member, status, born, dwz, index, fide], k) => {
    const [last, first] = name.split(',');
    return `NU${k},${zps},${member},${status},"${name}",M,,${born},202545,${dwz},${index},,,${fide ?? ''},GER,${first},${last},,,`;
  });
  return Buffer.from([header, ...lines].join('\r\n') + '\r\n', 'latin1');
}

const swtPlayers = JSON.parse(await readFile(join(shared, 'testdata', 'swt', 'SwissIndividual.expected.json'), 'utf8')).players;

test('a Swiss-Chess file and the DSB player list: players found, chosen, members or not', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swtFile);
  await page.locator('#evaluation').waitFor();
  await waitForCount(page, '#evaluation tbody tr', 24);
  await waitForText(page, '#evaluation tr[data-id="1"] td:nth-child(4)', '2090 - 6*', 'the NWZ of the file, index assumed');
  // The list: players 1-12 by ZPS and member number (without the leading zeros), player 13 twice
  // by name and birth year (ambiguous), an umlaut in Windows-1252, and others.
  const rows = swtPlayers.slice(0, 12).map((p, k) => [p['2000'], p['2010'], String(Number(p['2011'])), 'A', p['2008'].slice(0, 4), 1500 + k, 20 + k]);
  rows.push(['Frampton,Carlos', '99001', '7', 'A', '1983', 1601, 31], ['Frampton,Carlos', '99002', '8', 'A', '1983', 1702, 42]);
  rows.push(['Müller,Jörg', '99003', '9', 'A', '1970', 1800, 50], ['Weiß,Änne', '99004', '10', 'P', '1999', '', '']);
  const dir = await mkdtemp(join(tmpdir(), 'wertung-list-'));
  const list = join(dir, 'spieler.csv');
  await writeFile(list, playerList(rows));
  await page.setInputFiles('#list-file', list);
  await listMatched(page);
  await waitForText(page, '#list-summary', /12 gefunden · 1 mehrdeutig \(bitte wählen\) · 0 Beinahe-Treffer \(bitte prüfen\) · 11 nicht in der Liste/);
  await waitForText(page, '#list-status', /spieler\.csv · 16 Zeilen · 16 Personen/);
  // Found: DWZ and index from the list, members.
  for (let k = 0; k < 12; k++) {
    await waitForText(page, `#evaluation tr[data-id="${k + 1}"] td:nth-child(4)`, `${1500 + k} - ${20 + k}`, `player ${k + 1}`);
  }
  // Not in the list: what the file says, a non-member (his new DWZ in parentheses, "textuell").
  await waitForText(page, '#evaluation tr[data-id="14"] td:nth-child(4)', '1744 - 6*');
  await waitForText(page, '#evaluation tr[data-id="14"] td.new', /^\(\d+\)$/);
  await waitForText(page, '#evaluation tr[data-id="14"] td.name', /textuell/);
  // Ambiguous: the user chooses; the chosen row's DWZ is taken.
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  const choice = page.locator('details.players select[aria-label$="Frampton,Carlos"]');
  await waitForCount(choice, 'option', 4, 'undecided, one of the two, or none (a non-member decided)');
  await eventually(() => choice.locator('option').nth(2).textContent(), /1702/);
  await choice.selectOption({ index: 2 });
  // The evaluation follows with the second module's answer (a few ms).
  await waitForText(page, '#evaluation tr[data-id="13"] td:nth-child(4)', '1702 - 42');
  // Marked a member by hand: counted as stored again.
  await page.check('details.players input[aria-label="DSB-Mitglied Stone,Edwin"]');
  // The second module answers the ticked membership a moment later: wait for that answer.
  await waitForText(page, '#evaluation tr[data-id="14"] td.new', /^\d+ - \d+$/);
  // Kept: after a reload the list is still there and the choices too (the table withheld
  // while decisions are open: there, but hidden).
  await page.reload();
  await page.locator('#evaluation tbody tr').first().waitFor({ state: 'attached' });
  await waitForText(page, '#list-status', /spieler\.csv/);
  await waitForText(page, '#evaluation tr[data-id="13"] td:nth-child(4)', '1702 - 42');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a TRF saved by a Windows program (Windows-1252) keeps its umlauts', async () => {
  const { context, page, errors } = await open();
  const trf = ['012 Vereinsturnier Köln', '052 2026/12/12',
    '001    1      Müller,Jürgen                     2000                             1.0    1     2 w 1',
    '001    2      Weiß,Änne                         1800                             0.0    2     1 b 0'].join('\r\n');
  const dir = await mkdtemp(join(tmpdir(), 'wertung-trf-'));
  const file = join(dir, 'koeln.trf');
  await writeFile(file, Buffer.from(trf, 'latin1'));
  await fileLoad(page, file);
  await page.locator('#evaluation').waitFor();
  await waitForText(page, '#report-title', 'Vereinsturnier Köln');
  await waitForText(page, '#evaluation tr[data-id="1"] td.name', /Müller,Jürgen/);
  await waitForText(page, '#evaluation tr[data-id="2"] td.name', /Weiß,Änne/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('every kind of problem the page can show, in German and in English, with <html lang>', async () => {
  const { context, page, errors } = await open();
  const dir = await mkdtemp(join(tmpdir(), 'wertung-errors-'));
  const file = async (name, bytes) => { const f = join(dir, name); await writeFile(f, bytes); return f; };
  const paste = async (content, end = '') => {
    await page.fill('#end', end);
    await page.fill('#paste', content);
    await pasteLoad(page);
  };
  const both = async (selector, german, english) => {
    await waitForText(page, selector, german);
    await waitForAttribute(page, 'html', 'lang', 'de');
    await page.click('#lang');
    await waitForText(page, selector, english);
    await waitForAttribute(page, 'html', 'lang', 'en');
    await page.click('#lang');
  };
  // A cross table without the end date; with results that contradict each other.
  await paste('A;x;1\nB;0;x\n');
  await both('#load-error', 'Kreuztabelle, Turnierende: fehlt', 'cross table, tournament end: is missing');
  await paste('A;2000;x;1\nB;1900;1;x\n', '12.12.2026');
  await both('#load-error', 'Zeile 1, Ergebnis 2: „1“ passt nicht zu Zeile 2 („1“)', 'line 1, result 2: "1" does not match line 2 ("1")');
  // TRF: a result code it does not have.
  await paste('012 X\n052 2026/12/12\n001    1      A                                 1500                             1.0    1     2 w 7\n001    2      B                                 1600                             0.0    2     1 b 0\n');
  // A TRF is read by the second module: its answer arrives a moment later.
  await both('#load-error', 'Zeile 3, Spalte 99, Ergebnis: „7“ ist kein TRF-Ergebnis (erlaubt: 1 0 = + - W D L H F U Z)',
    'line 3, column 99, result: "7" is not a TRF result (allowed: 1 0 = + - W D L H F U Z)');
  // JSON: not JSON; a player that does not exist.
  await paste('{"end_date": "2026-12-12", "players": [}');
  await both('#load-error', 'Zeile 1, Spalte 40: kein gültiges JSON (expected value)', 'line 1, column 40: not valid JSON (expected value)');
  await paste('{"end_date":"2026-12-12","players":[{"id":"A","dwz":2000},{"id":"B"}],"games":[{"white":"A","black":"X","result":"1-0"}]}');
  await both('#load-error', 'Partie 1, Schwarz: „X“: diesen Spieler gibt es nicht', 'game 1, black: "X": there is no such player');
  // A file that is no Swiss-Chess file.
  await fileLoad(page, await file('kaputt.swt', Buffer.from('Turnier am Sonntag')));
  await both('#load-error', 'kaputt.swt, SWT: die Datei ist keine Swiss-Chess-Turnierdatei (.SWT ab Version 7)',
    'kaputt.swt, SWT: the file is not a Swiss-Chess tournament file (.SWT, version 7 or later)');
  // The player table and the end date of a loaded tournament.
  await paste('A;2000;x;1;½\nB;1900;0;x;1\nC;1800;½;0;x\n', '12.12.2026');
  await page.locator('#evaluation').waitFor();
  await waitForCount(page, '#load-error', 0, 'the message goes when a file is read');
  const field = (label) => page.locator(`details.players input[aria-label="${label}"]`);
  await field('DWZ A').fill('20x0');
  await both('details.players tbody tr:nth-child(1) td.error', 'Spieler Nr. 1, DWZ: „20x0“ ist keine Zahl', 'player no. 1, DWZ: "20x0" is not a number');
  await field('DWZ A').fill('2000');
  await field('Geburtsjahr B').fill('2030');
  await both('details.players tbody tr:nth-child(2) td.error', 'Spieler Nr. 2, Geburtsjahr: „2030“ liegt nicht zwischen 1880 und 2026',
    'player no. 2, year of birth: "2030" is not between 1880 and 2026');
  await field('Geburtsjahr B').fill('');
  await field('Restpartien C').fill('1600:x:01.10.2025');
  await both('details.players tbody tr:nth-child(3) td.error',
    'Spieler Nr. 3, Restpartie 1, Restpartien: „1600:x:01.10.2025“ ist keine Restpartie (erlaubt: DWZ:Ergebnis:Datum, z. B. 1500:½:01.10.2025)',
    'player no. 3, Restpartie 1, Restpartien: "1600:x:01.10.2025" is not a Restpartie (allowed: DWZ:result:date, e.g. 1500:½:01.10.2025)');
  await field('Restpartien C').fill('');
  await field('INGO A').fill('12x');
  await both('details.players tbody tr:nth-child(1) td.error', 'Spieler Nr. 1, INGO: „12x“ ist keine INGO-Zahl (erlaubt: F/Index, z. B. 128/5 (F 0 bis 400, Index 1 bis 9999))',
    'player no. 1, INGO: "12x" is not an INGO number (allowed: F/index, e.g. 128/5 (F 0 to 400, index 1 to 9999))');
  await field('INGO A').fill('');
  await page.fill('#end', '31.02.2026');
  await both('#end-error', 'Turnierende: „31.02.2026“ ist kein Datum (TT.MM.JJJJ oder JJJJ-MM-TT)', 'tournament end: "31.02.2026" is not a date (DD.MM.YYYY or YYYY-MM-DD)');
  await page.fill('#end', '12.12.2026');
  // A player list that is none; one without a DWZ column.
  await page.setInputFiles('#list-file', await file('liste.csv', Buffer.from('ZPS,Name\r\n1,Meier\r\n')));
  await page.locator('#list-status.error').waitFor();
  await both('#list-status', 'liste.csv, Zeile 1: „ZPS,Name“: das ist keine DSB-Spielerliste (deren erste Zeile nennt die Spalten, z. B. ZPS, Mitgliedsnummer, Status, "Name,Vorname", DWZ)',
    'liste.csv, line 1: "ZPS,Name": this is not a DSB player list (its first line names the columns, e.g. ZPS, Mitgliedsnummer, Status, "Name,Vorname", DWZ)');
  await page.setInputFiles('#list-file', await file('ohne-dwz.csv', Buffer.from('ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname"\r\n')));
  await both('#list-status', 'ohne-dwz.csv, Zeile 1, DWZ: die Spalte „DWZ“ fehlt', 'ohne-dwz.csv, line 1, DWZ: the column "DWZ" is missing');
  // Nobody can be evaluated: nobody has a DWZ.
  await paste('A;;x;1;½\nB;;0;x;1\nC;;½;0;x\n', '12.12.2026');
  await page.locator('#notice').waitFor();
  await both('#notice', 'Niemand kann ausgewertet werden: kein Spieler hat eine DWZ, und ohne Gegner mit DWZ gibt es auch keine Erst-DWZ. Tragen Sie die DWZ in der Spielertabelle ein oder gleichen Sie mit der DSB-Spielerliste ab.',
    'Nobody can be evaluated: no player has a DWZ, and without rated opponents there is no first rating either. Enter the DWZ in the player table or match with the DSB player list.');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the legend explains every mark of the DWZ table', async () => {
  const { context, page, errors } = await open();
  await page.fill('#paste', await readFile(join(shared, 'testdata', 'anhang_3_1.json'), 'utf8'));
  await pasteLoad(page);
  await page.locator('#evaluation').waitFor();
  const legend = await text(page, '#results ul.legend');
  // Marks the table of the worked example uses: an assumed index (*), an Ausnahmespieler's
  // bold Rh, non-members in parentheses, "Restpartien", the groups, the dash.
  for (const words of [/Index.*angenommen/, /Fett.*Ausnahmespieler/, /Klammern.*Nichtmitglied/, /„Restpartien“/, /Zusatzstufe/, /–/]) {
    assert.match(legend, words);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('at 360 px: no wider than the screen, Spieler, DWZ alt, DWZ neu and +/− in view', async () => {
  const { context, page, errors } = await open({ width: 360, height: 740 });
  await fileLoad(page, karlMala);
  await page.locator('#evaluation').waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 360, 'no horizontal scrolling of the page');
  const heads = await page.locator('#evaluation thead th:visible').evaluateAll((ths) => ths.map((t) => t.innerText.trim()));
  assert.deepEqual(heads, ['Spieler', 'DWZ alt', 'DWZ neu', '+/−']);
  for (const cell of ['td.name', 'td:nth-child(4)', 'td.new', 'td.diff']) {
    const box = await page.locator(`#evaluation tbody tr:nth-child(3) ${cell}`).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 360, `${cell} within the screen: ${JSON.stringify(box)}`);
  }
  // The table does not need its scroll bar.
  assert.ok(await page.evaluate(() => { const s = document.querySelector('#evaluation').parentElement; return s.scrollWidth <= s.clientWidth; }));
  // The other columns on demand.
  await page.check('#all-columns');
  await waitForCount(page, '#evaluation thead th:visible', 12);
  // The language button is on the screen.
  const lang = await page.locator('#lang').boundingBox();
  assert.ok(lang.x + lang.width <= 360);
  await page.screenshot({ path: join(root, 'test-results', 'turnier-360.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('print / PDF: landscape, every column, the head row on every page, scoresheets a page each', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, karlMala);
  await page.locator('#evaluation').waitFor();
  const dir = await mkdtemp(join(tmpdir(), 'wertung-pdf-'));
  const pdf = join(dir, 'auswertung.pdf');
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: pdf, preferCSSPageSize: true });
  const pages = execFileSync('pdftotext', ['-layout', pdf, '-']).toString().split('\f').filter((p) => p.trim());
  assert.ok(pages.length >= 5, `${pages.length} pages`);
  // Every page of the table carries its head; the first page the tournament's head.
  const tablePages = pages.filter((p) => /Vasquez|etabliert|restlich/.test(p));
  assert.ok(tablePages.length >= 4);
  for (const [k, p] of tablePages.entries()) {
    assert.match(p, /DWZ neu/, `page ${k + 1} has the head row`);
    assert.match(p, /\+\/−/, `page ${k + 1}: +/−`);
  }
  assert.match(pages[0], /Turnierende: 31\.07\.2005/);
  assert.match(pages[0], /Rechenweise: exakt, wie die Auswertung des DSB/, 'exact by default');
  // Every column of 3.1.11 on the page (landscape): W, n, We, Rh and the new DWZ of a player.
  assert.match(pages.join('\n'), /Vasquez,Rodrigo\s+etabliert\s+2558 - 6\*\s+[\d,]+\s+\d+\s+[\d,]+\s+\d+\s+[\d,]+\s+[\d–]+\s+\d+ - \d+\s+[+−]\d+/);
  const size = execFileSync('pdfinfo', [pdf]).toString().match(/Page size:\s+([\d.]+) x ([\d.]+)/);
  assert.ok(Number(size[1]) > Number(size[2]), 'landscape');
  // Restpartien in words.
  assert.match(pages.join('\n'), /gegen DWZ \d+ verloren am 31\.07\.2005/);
  await page.emulateMedia({ media: 'screen' });
  // The scoresheets, a page each.
  await page.evaluate(() => {
    window.print = () => {
      window.printed = { class: document.documentElement.className, sheets: document.querySelectorAll('#sheets article.sheet-page').length };
    };
  });
  await page.click('#print-sheets');
  await page.waitForFunction(() => window.printed !== undefined);
  const printed = await page.evaluate(() => window.printed);
  assert.match(printed.class, /print-sheets/);
  assert.equal(printed.sheets, 283, 'a scoresheet a player on the page when it is printed');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a big tournament: its first rows at once, every player a moment later (the browser\'s find sees both tables whole), every row when printed at once', async () => {
  const { context, page, errors } = await open();
  // The moment its first rows are painted, the browser is told to print (as the menu does):
  // what is printed then is counted in the same task, after the page's answer to it.
  const counted = page.evaluate(() => new Promise((resolve) => {
    const frame = () => {
      const first = document.querySelectorAll('#evaluation tbody tr').length;
      if (!first) { requestAnimationFrame(frame); return; }
      dispatchEvent(new Event('beforeprint'));
      // The page renders what it was told before the browser lays the page out for print.
      queueMicrotask(() => setTimeout(() => resolve({ first, printed: document.querySelectorAll('#evaluation tbody tr').length }), 0));
    };
    requestAnimationFrame(frame);
  }));
  await page.setInputFiles('#file', karlMala);
  const { first, printed } = await counted;
  assert.ok(first >= 30, `a screenful at once: ${first}`);
  assert.equal(printed, 283, 'every player printed');
  // Every player in both tables a moment later (the player table closed, its rows there).
  await page.waitForFunction(() => document.querySelectorAll('details.players tbody tr').length === 283);
  await waitForCount(page, 'details.players[open]', 0, 'the player table starts closed');
  await waitForCount(page, '#evaluation tbody tr', 283);
  await waitForCount(page, 'details.players input[aria-label="DWZ Vasquez,Rodrigo"]', 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('no axe-core violation with Karl-Mala loaded, at desktop and phone size', async () => {
  for (const viewport of [{ width: 1200, height: 900 }, { width: 360, height: 740 }]) {
    const { context, page, errors } = await open(viewport);
    await fileLoad(page, karlMala);
    await page.locator('#evaluation').waitFor();
    await page.click('details.players summary');
    await page.click('#view-leistung');
    await page.locator('#leistung').waitFor();
    await page.click('#view-dwz');
    await page.locator('#evaluation').waitFor();
    // The page's own errors; axe-core then tries inline styles, which the page's CSP refuses.
    assert.deepEqual(errors, []);
    assert.deepEqual(await axe(page), [], `${viewport.width} px`);
    await page.click('#view-leistung');
    await page.locator('#leistung').waitFor();
    assert.deepEqual(await axe(page), [], `${viewport.width} px, Turnierleistung`);
    await context.close();
  }
});

test('typing in the player table updates the evaluation, row by row', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, karlMala);
  await page.locator('#evaluation').waitFor();
  await page.click('details.players summary');
  await waitForText(page, '#evaluation tr[data-id="5"] td:nth-child(4)', '2451 - 6*');
  // The rows are patched, not rebuilt: a row element that does not change stays the same (the
  // rows past the first screenful come a moment later).
  await waitForCount(page, '#evaluation tbody tr', 283);
  await page.evaluate(() => { window.row200 = document.querySelector('#evaluation tbody tr:nth-child(200)'); });
  await page.locator('details.players input[aria-label="DWZ Mikhaletz,Lubomir"]').fill('2400');
  await page.locator('details.players input[aria-label="Index Mikhaletz,Lubomir"]').fill('40');
  await waitForText(page, '#evaluation tr[data-id="5"] td:nth-child(4)', '2400 - 40');
  assert.ok(await page.evaluate(() => window.row200.isConnected), 'the other rows are kept');
  assert.deepEqual(errors, []);
  await context.close();
});
