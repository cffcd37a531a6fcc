// Browser tests of the page "Turnierauswertung": the DSB player list as a
// tournament director works through it (near misses offered and never taken, the candidates'
// details, the filter "Entscheidung nötig" with its count, the warning for a list that fits
// none), and the printed report (page numbers, the name on every page, no screen-only text).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  browserEnv, eventually, fileLoad, focused, listMatched, matchedText, openPage, shared, text,
  waitForCount, waitForEval, waitForText, waitForValue,
} from './harness.mjs';

const karlMala = join(shared, 'testdata', 'karl-mala-2005.trf');
const swtFile = join(shared, 'testdata', 'swt', 'SwissIndividual.SWT');
const swtPlayers = JSON.parse(await readFile(join(shared, 'testdata', 'swt', 'SwissIndividual.expected.json'), 'utf8')).players;

const env = browserEnv();

async function open(viewport = { width: 1366, height: 900 }) {
  return openPage(env, '/turnier.html', { viewport, acceptDownloads: true });
}

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

async function listFile(name, rows) {
  const dir = await mkdtemp(join(tmpdir(), 'wertung-list-'));
  const path = join(dir, name);
  await writeFile(path, playerList(rows));
  return path;
}

/// "DWZ alt" of player `id` in the evaluation.
const oldDwz = (page, id) => text(page, `#evaluation tr[data-id="${id}"] td:nth-child(4)`);

/// The rows of the player table shown.
const shownRows = (page) => page.locator('details.players tbody tr').evaluateAll((rows) => rows.filter((r) => r.offsetParent !== null).length);

test('near misses are offered with their details, never taken; the filter and its count follow each decision', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swtFile);
  await page.locator('#evaluation').waitFor();
  const before = [];
  for (let k = 1; k <= 24; k++) before.push(await oldDwz(page, k));
  // Players 1-6 by ZPS and member number; Johnson (10) by name and birth year in another club;
  // near misses: Lyons,Dennis born 1950 in the list (1949 in the file), "Thompson,Carie" (one
  // letter off), "Hightower,Rebekah Ann" (a second given name the file lacks).
  const rows = swtPlayers.slice(0, 6).map((p, k) => [p['2000'], p['2010'], String(Number(p['2011'])), 'A', p['2008'].slice(0, 4), 1500 + k, 20 + k]);
  rows.push(['Lyons,Dennis', '99001', '7', 'A', '1950', 1555, 33, '4711']);
  rows.push(['Thompson,Carie', '99002', '8', 'P', '1968', 1600, 40]);
  rows.push(['Hightower,Rebekah Ann', '99003', '9', 'A', '1956', 1650, 41]);
  rows.push(['Johnson,Zona', '99004', '10', 'A', '1965', 1700, 42]);
  await page.setInputFiles('#list-file', await listFile('spieler.csv', rows));
  await listMatched(page);
  const summary = await waitForText(page, '#list-summary', /7 gefunden · 0 mehrdeutig \(bitte wählen\) · 3 Beinahe-Treffer \(bitte prüfen\) · 14 nicht in der Liste/);
  assert.match(summary, /3 Beinahe-Treffer/);
  // Never taken without a choice: the file's values, a non-member.
  for (const id of [7, 8, 9]) {
    await eventually(() => oldDwz(page, id), before[id - 1], `player ${id} keeps the file's DWZ`);
    await waitForText(page, `#evaluation tr[data-id="${id}"] td.name`, /textuell/);
  }
  await eventually(() => oldDwz(page, 10), '1700 - 42', 'Johnson by name and birth year');
  // The candidate with status, birth year, club, DWZ-Index and FIDE-ID.
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  const lyons = page.locator('details.players select[aria-label$="Lyons,Dennis"]');
  const options = await lyons.locator('option').allTextContents();
  assert.ok(options.some((o) => /^Lyons,Dennis · DWZ 1555-33 · A · 1950 · ZPS 99001-7 · FIDE-ID 4711$/.test(o)), options.join(' | '));
  const carry = await page.locator('details.players select[aria-label$="Thompson,Carrie"] option').allTextContents();
  assert.ok(carry.some((o) => /^Thompson,Carie · DWZ 1600-40 · P · 1968/.test(o)), carry.join(' | '));
  // Only the near misses need a decision; the 14 not in the list are non-members without one
  //.
  await waitForCount(page, 'details.players tr.need', 3, 'the 3 near misses are marked');
  await waitForText(page, '#list-need-count', '3');
  // The filter: only those rows.
  await page.check('#list-need');
  await eventually(() => shownRows(page), 3);
  // A decision: Lyons is the list's 1950; Thompson is not a member. The count follows.
  await lyons.selectOption({ label: options.find((o) => o.startsWith('Lyons,Dennis')) });
  await page.waitForFunction(() => document.getElementById('list-need-count')?.textContent === '2');
  await eventually(() => oldDwz(page, 7), '1555 - 33');
  await eventually(() => shownRows(page), 2, 'a decided row leaves the filter');
  await page.locator('details.players select[aria-label$="Thompson,Carrie"]').selectOption({ label: 'keiner davon (Nichtmitglied)' });
  await page.waitForFunction(() => document.getElementById('list-need-count')?.textContent === '1');
  await page.uncheck('#list-need');
  await eventually(() => shownRows(page), 24);
  // Kept: after a reload the findings, the choices and the count are back.
  // (Kept a moment after the last change: both choices in local storage before the reload.)
  await waitForEval(page, () => {
    const chosen = JSON.parse(localStorage.getItem('wertung-turnier') ?? 'null')?.chosen ?? [];
    return [chosen[6] !== null, chosen[7]];
  }, undefined, [true, 2 ** 32 - 2], 'Lyons taken and Thompson a non-member, kept');
  await page.reload();
  // (Withheld while decisions are open: the table is there, but hidden.)
  await page.locator('#evaluation tbody tr').first().waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.getElementById('list-need-count')?.textContent === '1');
  await eventually(() => oldDwz(page, 7), '1555 - 33');
  await waitForCount(page, 'details.players select[aria-label$="Hightower,Rebekah"]', 1);
  // In English the page words them anew (the second module answers data: no request to it).
  await page.evaluate(() => {
    window.posted = 0;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (...args) { window.posted += 1; return post.apply(this, args); };
  });
  await page.click('#lang');
  await waitForText(page, 'details.players', /near miss/);
  await waitForText(page, 'details.players select[aria-label$="Hightower,Rebekah"] option', /^please decide/);
  await waitForText(page, '#list-summary', /^Matched with the player list: /);
  assert.equal(await page.evaluate(() => window.posted), 0, 'no request to the second module');
  assert.deepEqual(errors, []);
  await context.close();
});

test('three states: near misses block in their own words, the unlisted are guests with a filter of their own, the open decisions walked by keyboard and undone', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swtFile);
  await page.locator('#evaluation').waitFor();
  const rows = swtPlayers.slice(0, 6).map((p, k) => [p['2000'], p['2010'], String(Number(p['2011'])), 'A', p['2008'].slice(0, 4), 1500 + k, 20 + k]);
  rows.push(['Lyons,Dennis', '99001', '7', 'A', '1950', 1555, 33, '4711']);
  rows.push(['Thompson,Carie', '99002', '8', 'P', '1968', 1600, 40]);
  rows.push(['Hightower,Rebekah Ann', '99003', '9', 'A', '1956', 1650, 41]);
  rows.push(['Johnson,Zona', '99004', '10', 'A', '1965', 1700, 42]);
  await page.setInputFiles('#list-file', await listFile('spieler.csv', rows));
  await listMatched(page);
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  // What withholds the evaluation names the near misses as such, never "mehrdeutig".
  const blocked = await waitForText(page, '#blocked', /Lyons,Dennis – Beinahe-Treffer in der Spielerliste: bitte den Eintrag übernehmen oder nicht/);
  assert.doesNotMatch(blocked, /mehrdeutig/);
  // The unlisted: 14, each a guest from the SWT's federation, a filter of their own.
  const unlisted = page.locator('details.players tr.unlisted');
  await eventually(() => unlisted.count(), 14);
  await waitForText(page, 'details.players tr.unlisted', /nicht in der Liste · Gast aus USA/);
  await page.check('#list-unlisted');
  await eventually(() => shownRows(page), 14);
  await page.uncheck('#list-unlisted');
  await eventually(() => shownRows(page), 24);
  // The walk: next goes to the first open decision, the arrow keys on a choice to the next
  // without choosing, and on the bar back and forth; the count falls with each
  // decision.
  await waitForText(page, '#decisions-count', '3');
  await page.click('#decision-next');
  assert.equal(await focused(page), 'f7-list');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(page), 'f8-list');
  await waitForText(page, '#decisions-count', '3', 'no decision made by a key');
  await page.focus('#decision-next');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(page), 'f7-list');
  // Chosen deliberately: the first candidate is the option after "bitte entscheiden".
  const lyons = page.locator('#f7-list');
  const first = (await lyons.locator('option').allTextContents())[1];
  assert.match(first, /^Lyons,Dennis/);
  await lyons.selectOption({ label: first });
  await waitForText(page, '#decisions-count', '2');
  await eventually(() => focused(page), 'f7-list', 'the choice keeps the focus');
  await eventually(() => oldDwz(page, 7), '1555 - 33');
  // Undone: the count rises again, Lyons back to the file's values.
  await page.click('#decision-undo');
  await page.waitForFunction(() => document.getElementById('decisions-count')?.textContent === '3');
  await waitForValue(page, '#f7-list', '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a list that fits none of the players asks and changes nothing', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swtFile);
  await page.locator('#evaluation').waitFor();
  const before = await page.locator('#evaluation tbody').textContent();
  await page.setInputFiles('#list-file', await listFile('andere.csv', [['Xu,Yi', '1', '1', 'A', '1990', 1500, 5], ['Ng,Bo', '1', '2', 'A', '1991', 1400, 5]]));
  await page.locator('#list-question').waitFor();
  await waitForText(page, '#list-question', /andere\.csv: nur 0 von 24 Spielern stehen in dieser Liste\. Passt sie zum Turnier\? Sie wird erst verwendet, wenn Sie es bestätigen\./);
  await eventually(() => page.locator('#evaluation tbody').textContent(), before, 'nobody made a textual participant');
  await waitForCount(page, 'details.players tr.need', 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('printed: the name and "Seite N von M" on every page, no screen-only text', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, karlMala);
  await page.locator('#evaluation').waitFor();
  const name = await text(page, '#report-title');
  const dir = await mkdtemp(join(tmpdir(), 'wertung-pdf-'));
  const pdf = join(dir, 'auswertung.pdf');
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: pdf, preferCSSPageSize: true });
  const pages = execFileSync('pdftotext', ['-layout', pdf, '-']).toString().split('\f').filter((p) => p.trim());
  assert.ok(pages.length >= 5, `${pages.length} pages`);
  for (const [k, p] of pages.entries()) {
    assert.match(p, new RegExp(`Seite ${k + 1} von ${pages.length}`), `page ${k + 1} numbered`);
    assert.ok(p.includes(name), `page ${k + 1} names the tournament (${name})`);
  }
  const all = pages.join('\n');
  assert.doesNotMatch(all, /Ein Klick/);
  assert.doesNotMatch(all, /gerechnet in/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the report head typed once is kept with the tournament and printed; the CSV carries +/−, ZPS, member number, FIDE-ID', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swtFile);
  await page.locator('#evaluation').waitFor();
  await page.locator('details.head-form').evaluate((d) => { d.open = true; });
  await page.locator('#head-0').pressSequentially('B-2026-17');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'head-0', 'typing keeps the focus');
  // The Auswerter is filled from the SWT's arbiter (as the CLI's sender); typed over.
  await waitForValue(page, '#head-3', 'Main Arbiters');
  await page.locator('#head-3').fill('');
  await page.locator('#head-3').pressSequentially('Eva Lang');
  await waitForText(page, 'dl.head', /Turniercode \/ TurnierID:?\s*B-2026-17/);
  await waitForEval(page, (parts) => parts.every((p) => (localStorage.getItem('wertung-turnier') ?? '').includes(p)), ['B-2026-17', 'Eva Lang'], true, 'the head typed kept');
  await page.reload();
  await page.locator('#evaluation').waitFor();
  await waitForValue(page, '#head-0', 'B-2026-17', 'kept with the tournament');
  await waitForText(page, 'dl.head', /Auswerter:?\s*Eva Lang/);
  const dir = await mkdtemp(join(tmpdir(), 'wertung-pdf-'));
  const pdf = join(dir, 'auswertung.pdf');
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: pdf, preferCSSPageSize: true });
  const printed = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
  assert.match(printed, /B-2026-17/);
  assert.match(printed, /Eva Lang/);
  await page.emulateMedia({ media: 'screen' });
  // The CSV: the change, ZPS, member number and FIDE-ID of each player (SWT: from the file).
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-csv')]);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '').split('\r\n');
  const head = csv[0].split(';');
  assert.deepEqual(head.slice(-4), ['+/−', 'ZPS', 'Mitgliedsnummer', 'FIDE-ID']);
  const gib = csv.find((l) => l.includes('Gib,David')).split(';');
  assert.equal(gib[head.indexOf('ZPS')], swtPlayers[0]['2010']);
  // A member number with leading zeros as a spreadsheet keeps them: ="0132".
  const member = swtPlayers[0]['2011'];
  assert.equal(gib[head.indexOf('Mitgliedsnummer')], /^0\d/.test(member) ? `"=""${member}"""` : member);
  const [ro, rn] = [gib[head.indexOf('DWZ alt')], gib[head.indexOf('DWZ neu')]].map((x) => Number(x.replace(',', '.')));
  assert.equal(Number(gib[head.indexOf('+/−')]), Math.round(rn) - Math.round(ro));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a list of 500 000 rows shows how far reading came, in a worker: the page takes keys meanwhile, the bar goes when done', async () => {
  const { context, page, errors } = await open({ width: 360, height: 740 });
  await fileLoad(page, swtFile);
  await page.locator('#evaluation').waitFor();
  // The SWT's players and 500 000 others (a CSV of 50 MB: about a second's reading here).
  const rows = swtPlayers.map((p, k) => [p['2000'], p['2010'], String(Number(p['2011'])), 'A', p['2008'].slice(0, 4), 1500 + k, 20 + k]);
  for (let k = 0; rows.length < 500000; k++) rows.push([`Name${k},Vorname${k % 977}`, String(10000 + (k % 5000)), String(k), 'A', String(1940 + (k % 70)), 1000 + (k % 1500), 1 + (k % 100)]);
  const big = await listFile('spieler.csv', rows);
  // Every stage and percentage the bar shows while the list is read and matched, and for each
  // key typed whether the list was still being read.
  await page.evaluate((matched) => {
    window.shown = [];
    window.keysWhileReading = [];
    new MutationObserver(() => {
      const bar = document.getElementById('list-progress-bar');
      if (bar) window.shown.push([document.getElementById('list-progress').dataset.stage, bar.value, document.querySelector('#list-progress label').textContent]);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
    document.addEventListener('keydown', () => window.keysWhileReading.push(!new RegExp(matched).test(document.getElementById('list-summary')?.textContent ?? '')));
  }, matchedText.source);
  await page.setInputFiles('#list-file', big);
  // The page is not blocked while the worker reads: keys typed now land in the field.
  const field = page.locator('#paste');
  await field.click();
  await field.pressSequentially('ab');
  await eventually(() => field.inputValue(), 'ab');
  assert.equal(await focused(page), 'paste');
  assert.deepEqual(await page.evaluate(() => window.keysWhileReading), [true, true], 'typed while the list was read');
  await listMatched(page, { timeout: 60000 });
  await waitForCount(page, '#list-progress', 0, 'the bar is gone when done');
  const shown = await page.evaluate(() => window.shown);
  assert.ok(shown.some(([stage]) => stage === '1'), `rows were read with a bar: ${JSON.stringify(shown.slice(0, 5))}`);
  assert.ok(shown.some(([, , label]) => label === 'Zeilen lesen'));
  const values = shown.filter(([stage]) => stage === '1').map(([, v]) => v);
  assert.ok(values.every((v, k) => k === 0 || v >= values[k - 1]), 'the bar only moves on');
  assert.deepEqual(errors, []);
  await context.close();
});
