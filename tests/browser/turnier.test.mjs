// Browser tests of the page "Turnierauswertung" (dist/turnier.html) in headless Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveDist, launch, runCli, shared } from './harness.mjs';

let server, browser, origin;

before(async () => {
  server = await serveDist();
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
});

async function open() {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text())) errors.push(m.text());
  });
  page.on('dialog', (d) => { errors.push(`dialog: ${d.message()}`); d.dismiss(); });
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith('blob:') && !u.startsWith('data:')) errors.push(`request to ${u}`);
  });
  await page.goto(origin + '/turnier.html');
  return { context, page, errors };
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
  await page.setInputFiles('#file', join(shared, 'testdata', 'karl-mala-2005.trf'));
  await page.locator('#evaluation').waitFor();
  assert.match(await page.locator('#eval-info').textContent(), /284/);
  assert.match(await page.locator('details.players').textContent(), /Index 6/, 'FIDE ratings stand in as DWZ, index 6');

  // Sort by new DWZ: highest first.
  await page.click('button[data-sort="new"]');
  const firstNew = await page.locator('#evaluation tbody tr td.new').allTextContents();
  const values = firstNew.map((s) => parseInt(s.replace(/[()]/g, ''), 10)).filter((v) => !Number.isNaN(v));
  assert.ok(values.length > 150);
  for (let k = 1; k < values.length; k++) assert.ok(values[k - 1] >= values[k], `sorted at ${k}`);
  assert.equal(await page.getAttribute('#evaluation th[aria-sort] button', 'data-sort'), 'new');

  // A player's scoresheet.
  await page.click('button[data-player="5"]');
  assert.match(await page.locator('#scoresheet').textContent(), /Mikhaletz/);

  // CSV export, compared row by row with the CLI's JSON.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-csv')]);
  assert.match(download.suggestedFilename(), /Karl-Mala.*\.csv$/);
  const csv = parseCsv(await readFile(await download.path(), 'utf8'));
  const head = csv[0];
  const col = (name) => head.indexOf(name);
  const cli = JSON.parse(runCli(['dwz', 'evaluate', join(shared, 'testdata', 'karl-mala-2005.trf')]));
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
  // JSON export is the CLI's JSON.
  const [json] = await Promise.all([page.waitForEvent('download'), page.click('#export-json')]);
  assert.deepEqual(JSON.parse(await readFile(await json.path(), 'utf8')), cli);

  // Remembered locally: a reload shows it again; "forget" clears it.
  await page.reload();
  await page.locator('#evaluation').waitFor();
  await page.click('#clear');
  await page.reload();
  assert.equal(await page.locator('#evaluation').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the worked example (anhang_3_1.json) shows the figures of Anhang 3.1.11', async () => {
  const { context, page, errors } = await open();
  await page.fill('#paste', await readFile(join(shared, 'testdata', 'anhang_3_1.json'), 'utf8'));
  await page.click('#paste-load');
  await page.locator('#evaluation').waitFor();
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
    const got = [];
    for (let n = 4; n <= 11; n++) got.push(await cell(id, n));
    assert.deepEqual(got, values, `player ${id}`);
  }
  assert.equal(await page.locator('#evaluation tr[data-id="G"] td strong').count(), 1, 'G is an Ausnahmespieler');
  assert.equal(await cell('C', 9), '–', 'C: no performance');
  for (const [id, r1] of [['J', '1476 - 1'], ['K', '1179 - 1'], ['L', '2329 - 1'], ['M', '1436 - 1'], ['N', '(1494)']]) {
    assert.equal(await cell(id, 10), r1, `R1 of ${id}`);
  }
  assert.equal(await cell('P', 10), 'Restpartien');
  assert.match(await page.locator('ul.rest').textContent(), /1640:0:2026-12-12; 1179:1:2026-12-12/);
  await page.click('details.trace summary');
  assert.equal(await page.locator('table.trace tbody tr').count(), 20, 'the Gesamtiteration in 20 steps');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a pasted cross table, a field correction, and names that are never markup', async () => {
  const { context, page, errors } = await open();
  await page.fill('#end', '12.12.2026');
  await page.fill('#paste', 'Name;DWZ;Index;Geburtsjahr\nA;2000;12;1990;x;1;½\nB;1800;;;0;x;1\n<img src=x onerror=alert(1)>;;;;½;0;x\n');
  await page.click('#paste-load');
  await page.locator('#evaluation').waitFor();
  assert.equal(await page.locator('#evaluation tbody tr').count(), 3);
  assert.equal(await page.locator('#results img').count(), 0, 'no markup from a name');
  assert.match(await page.locator('#evaluation').textContent(), /<img src=x onerror=alert\(1\)>/);
  // A bad field in the player table: a message that names it, the rest still evaluated.
  await page.locator('details.players input[aria-label^="DWZ B"]').fill('12000');
  assert.match(await page.locator('details.players td.error').nth(1).textContent(), /DWZ = "12000"/);
  assert.equal(await page.locator('#evaluation tbody tr').count(), 3);
  // A broken file: a clear message, the tournament stays.
  await page.fill('#paste', '012 X\n052 2026/12/12\n001    1      A                                 2x00\n');
  await page.click('#paste-load');
  assert.match(await page.locator('#load-error').textContent(), /line 3, column 49/);
  assert.equal(await page.locator('#evaluation tbody tr').count(), 3);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Turnierleistung: the Paris 1966 cross table shows B first and A second', async () => {
  const { context, page, errors } = await open();
  await page.fill('#end', '31.12.1966');
  const paris = ['A;x;0;1;0;1;1;1;1', 'B;1;x;0;1;½;1;0;1', 'C;0;1;x;0;½;1;½;1', 'D;1;0;1;x;½;½;1;0',
    'E;0;½;½;½;x;½;1;½', 'F;0;0;0;½;½;x;1;½', 'G;0;1;½;0;0;0;x;1', 'H;0;0;0;1;½;½;0;x'].join('\n');
  await page.fill('#paste', paris);
  await page.click('#paste-load');
  await page.click('#view-leistung');
  await page.locator('#leistung').waitFor();
  const rank = async (id) => (await page.locator(`#leistung tr[data-id="${id}"] td.new`).textContent()).trim();
  assert.equal(await rank('2'), 'I', 'B first');
  assert.equal(await rank('1'), 'II', 'A second');
  assert.equal((await page.locator('#leistung tr[data-id="1"] td').nth(3).textContent()).trim(), 'I', 'A has the most points');
  assert.match(await page.locator('#homogeneity').textContent(), /2,09/);
  assert.equal(await page.locator('figure.ranks polyline').count(), 8, 'the rankings compared: a line a player');
  assert.match(await page.locator('ul.legend').textContent(), /Gelbfuß/);
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
  await page.click('#paste-load');
  await page.click('#view-ingo');
  await page.locator('#ingo').waitFor();
  const cells = async (id) => (await page.locator(`#ingo tr[data-id="${id}"] td`).allTextContents()).map((s) => s.trim());
  const gehl = await cells('Gehl');
  assert.deepEqual(gehl.slice(2, 9), ['170 / 8', '3½', '9', '+10,0', '150,0', '160', '168 / 9']);
  assert.deepEqual((await cells('Abel')).slice(7, 9), ['120', '126 / 6']);
  assert.deepEqual((await cells('Celler')).slice(7, 9), ['135', '125 / 4']);
  // The INGO column of the player table took the numbers from the JSON.
  assert.equal(await page.inputValue('details.players input[aria-label="INGO Gehl"]'), '170/8');
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
  await page.click('#paste-load');
  await page.locator('#evaluation').waitFor();
  for (const view of ['#view-dwz', '#view-ingo', '#view-leistung']) {
    await page.click(view);
    assert.equal(await page.locator('#results img').count(), 0, view);
    assert.match(await page.locator('#results').textContent(), /<img src=x onerror=alert\(1\)>/, view);
  }
  await page.click('#view-dwz');
  await page.click('button[data-player="1"]');
  assert.match(await page.locator('#scoresheet').textContent(), /<img src=x onerror=alert\(1\)>/);
  assert.equal(await page.locator('#scoresheet img').count(), 0);
  assert.deepEqual(errors, [], 'no dialog, no error');
  await context.close();
});

test('after one visit the tournament page also works offline', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(origin + '/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
  });
  await page.goto(origin + '/turnier.html');
  await page.locator('#paste').waitFor();
  await context.setOffline(true);
  await page.reload();
  await page.fill('#end', '12.12.2026');
  await page.fill('#paste', 'A;2000;x;1;½\nB;1800;0;x;1\nC;1700;½;0;x\n');
  await page.click('#paste-load');
  assert.equal(await page.locator('#evaluation tbody tr').count(), 3, 'it loads and computes offline');
  await context.close();
});
