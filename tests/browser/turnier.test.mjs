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
