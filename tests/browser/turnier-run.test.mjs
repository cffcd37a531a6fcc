// Browser tests of the Berechnungslauf on the page "Turnierauswertung": three
// tournaments of one pool of players with stale ratings (scripts/season.mjs: the last two of one
// end date, the earlier start first), chosen together in the file chooser in shuffled order;
// the order shown with the dates, every player of every tournament and every person as the
// CLI's `wertung dwz run` computes them, the switch between the tournaments clicked through,
// the persons' path, the run's exports compared with the CLI's, the run kept over a reload and
// made again in the table mode; a single file afterwards is a single tournament as before.
// Against the release build in dist/, in headless Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  browserEnv, eventually, fileLoad, openPage, runCli, waitForAttribute, waitForCount, waitForEval,
  waitForText,
} from './harness.mjs';
import { writeSeason } from '../../scripts/season.mjs';

const env = browserEnv();
const dir = await mkdtemp(join(tmpdir(), 'wertung-run-'));
const files = await writeSeason(dir, 3, 8, 10);
const cli = JSON.parse(runCli(['dwz', 'run', ...files]));
const cliTable = JSON.parse(runCli(['dwz', 'run', '--mode', 'table', ...files]));

const open = (viewport = { width: 1366, height: 900 }, init = null) =>
  openPage(env, '/turnier.html', { viewport, acceptDownloads: true, init });

/// An init script that holds the browser's removal of a cache (the DSB list kept is removed so)
/// while `window.wertungHold` is set; `wertungRelease()` carries it out. Only the test adds this.
const HOLD_CACHE_REMOVAL = () => {
  const held = [];
  window.wertungRelease = () => { window.wertungHold = false; for (const go of held.splice(0)) go(); };
  const remove = CacheStorage.prototype.delete;
  CacheStorage.prototype.delete = function (...args) {
    if (!window.wertungHold) return remove.apply(this, args);
    return new Promise((resolve) => held.push(() => resolve(remove.apply(this, args))));
  };
};

/// The rows of a table as their cells' texts.
const cells = (page, selector) =>
  page.locator(`${selector} tbody tr`).evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));

/// The run shown: as many tournaments in the order as the CLI's.
async function runShown(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('#run-order tbody tr').length === n, count);
  await page.locator('#run-persons').waitFor();
}

/// The tournament shown: its players as the page's own JSON export writes them.
async function exported(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-json')]);
  return JSON.parse(await readFile(await download.path(), 'utf8'));
}

/// A person's standing as the page writes it: "1752-24".
const standing = (p) => (p.dwz === null ? (p.rest_games?.length === 0 ? 'ohne DWZ' : 'Restpartien') : p.index === null ? `${p.dwz}` : `${p.dwz}-${p.index}`);

/// The persons table's rows by person (name without spaces, as the list may spell it, and birth
/// year): the cells from the one after the DWZ before the season (the tournaments, the end).
const byPerson = (rows) => Object.fromEntries(rows.map((r) => [`${r[0].replace(/\s/g, '')}|${r[1]}`, r.slice(4)]));
const key = (p) => `${p.name.replace(/\s/g, '')}|${p.birth_year}`;

/// Waits until local storage keeps the run with its `k`-th tournament shown and that
/// tournament (its name in what the page keeps of the tournament shown), as a reload finds them.
async function keptStep(page, k) {
  await waitForEval(page, () => JSON.parse(localStorage.getItem('wertung-turnier-run') ?? 'null')?.shown, undefined, k, 'the run kept with its tournament shown');
  await waitForEval(page, (name) => (localStorage.getItem('wertung-turnier') ?? '').includes(JSON.stringify(name)), cli.order[k], true, 'the tournament shown kept');
}

/// Waits until the tournament shown is the run's `k`-th (its name in the evaluation's export
/// would do, but the page marks it in the switch and the player table).
async function shownStep(page, k) {
  await page.waitForFunction((k) => document.getElementById('run-step')?.value === String(k), k);
  await page.locator('#evaluation').waitFor();
}

test('three files chosen together: the order, every player and person as the CLI computes them, the switch, the exports, a reload', async () => {
  assert.deepEqual(cli.order, ['Turnier 1', 'Turnier 2', 'Turnier 3']);
  const { context, page, errors } = await open();
  await page.setInputFiles('#file', files);
  await runShown(page, 3);
  // The order with the dates (the last two end on one day: the earlier start first).
  const order = await cells(page, '#run-order');
  assert.deepEqual(order.map((r) => r[1]), cli.order);
  assert.deepEqual(order.map((r) => [r[2], r[3]]), [['02.01.2026', '04.01.2026'], ['09.01.2026', '11.01.2026'], ['11.01.2026', '11.01.2026']]);
  assert.equal(order[1][3], order[2][3], 'one end date');
  // Each tournament switched to, as a person does: its players with the run's DWZ in and out.
  for (let k = 0; k < 3; k++) {
    await page.selectOption('#run-step', String(k));
    await shownStep(page, k);
    await page.waitForFunction((name) => document.querySelector('#run-step option:checked')?.textContent.includes(name), cli.order[k]);
    const json = await exported(page);
    const figures = (players) => players.map((p) => [p.id, p.ro, p.index_old, p.rn, p.index_new]);
    assert.deepEqual(figures(json.players), figures(cli.tournaments[k].players), `tournament ${k + 1}`);
  }
  // A player who came with a stale DWZ in the third file: the run's is in the player table.
  const third = cli.tournaments[2];
  const carried = third.file?.[0];
  assert.ok(carried, 'the third file carries a stale rating');
  const ro = third.players.find((p) => p.id === carried.id).ro;
  assert.notEqual(ro, carried.dwz);
  // The persons with their path: after each tournament and at the end, as the CLI's.
  const persons = await cells(page, '#run-persons');
  assert.equal(persons.length, cli.persons.length);
  const rows = byPerson(persons);
  for (const p of cli.persons) {
    const row = rows[key(p)];
    assert.ok(row, p.name);
    const path = cli.order.map((t) => p.path.find((x) => x.tournament === t));
    assert.deepEqual(row.slice(0, 3), path.map((x) => (x ? standing(x) : '–')), p.name);
    assert.equal(row[3], standing(p));
  }
  await waitForCount(page, '#run-persons svg.run-chart polyline', cli.persons.length, 'a chart a person');
  // The exports: the run as the CLI's JSON, the persons as CSV.
  const [jsonFile] = await Promise.all([page.waitForEvent('download'), page.click('#run-json')]);
  assert.deepEqual(JSON.parse(await readFile(await jsonFile.path(), 'utf8')), cli);
  const [csvFile] = await Promise.all([page.waitForEvent('download'), page.click('#run-csv')]);
  const csv = (await readFile(await csvFile.path(), 'utf8')).replace(/^\ufeff/, '').split('\r\n').filter(Boolean);
  assert.deepEqual(csv[0].split(';'), ['Name', 'Geburtsjahr', 'ID', 'FIDE-ID', 'DWZ', 'Index', ...cli.order]);
  for (const [n, p] of cli.persons.entries()) {
    const row = csv[n + 1].split(';');
    assert.deepEqual([row[4], row[5]], [String(p.dwz), String(p.index)], p.name);
  }
  // A reload keeps the run and the tournament shown.
  await page.selectOption('#run-step', '1');
  await shownStep(page, 1);
  await keptStep(page, 1);
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await runShown(page, 3);
  await shownStep(page, 1);
  assert.deepEqual(await cells(page, '#run-persons'), persons);
  const again = await exported(page);
  assert.deepEqual(again.players.map((p) => p.ro), cli.tournaments[1].players.map((p) => p.ro));
  // The worked example's tables (the page and the CLI are exact by default): the run made
  // again, as the CLI's in that mode.
  assert.equal(cli.tournaments[0].mode, 'exact');
  await page.click('#exact');
  await page.locator('#run-persons[data-mode="table"]').waitFor();
  const tableRows = byPerson(await cells(page, '#run-persons'));
  for (const p of cliTable.persons) assert.equal(tableRows[key(p)][3], standing(p), p.name);
  const [tableFile] = await Promise.all([page.waitForEvent('download'), page.click('#run-json')]);
  assert.deepEqual(JSON.parse(await readFile(await tableFile.path(), 'utf8')), cliTable);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a single file after a run is one tournament as before, and a file the run cannot read is named', async () => {
  const { context, page, errors } = await open({ width: 360, height: 800 });
  await page.setInputFiles('#file', files);
  await runShown(page, 3);
  await page.screenshot({ path: 'test-results/turnier-run-360.png', fullPage: true });
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(scroll <= 0, `no sideways scrolling at 360 px (${scroll})`);
  await fileLoad(page, files[0]);
  await page.locator('#run-title').waitFor({ state: 'hidden' }); // the run is closed
  const single = await exported(page);
  const first = JSON.parse(await readFile(files[0], 'utf8'));
  assert.deepEqual(single.players.map((p) => p.ro ?? null), first.players.map((p) => p.dwz ?? null));
  // A file that is no tournament among several: named, no run.
  const broken = join(dir, 'kaputt.json');
  await (await import('node:fs/promises')).writeFile(broken, '{"players": 1}');
  await page.setInputFiles('#file', [files[1], broken]);
  await page.locator('#run-error').waitFor();
  await waitForText(page, '#run-error', /kaputt\.json/);
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await waitForCount(page, '#run-order', 0, 'no run kept');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a name the run cannot decide is a question: answered by a click, the run follows it, also after a reload', async () => {
  const { writeFile } = await import('node:fs/promises');
  const player = (id, name, birth_year, dwz) => ({ id, name, ...(birth_year ? { birth_year } : {}), dwz, index: 20 });
  const games = (ids) => ids.flatMap((a, k) => ids.slice(k + 1).map((b) => ({ white: a, black: b, result: '1-0' })));
  const spring = { name: 'Frühjahr', end_date: '2026-04-12', players: [player('A', 'Meier, Hans', 1970, 2000), player('B', 'Meier, Hans', 2010, 1600), player('C', 'Schulz, Eva', 1980, 1800)], games: games(['A', 'B', 'C']) };
  const autumn = { name: 'Herbst', end_date: '2026-10-04', players: [player('X', 'Meier, Hans', null, 1600), player('Y', 'Schulz, Eva', 1980, 1800)], games: games(['Y', 'X']) };
  const paths = [join(dir, 'fruehjahr.json'), join(dir, 'herbst.json')];
  await writeFile(paths[0], JSON.stringify(spring));
  await writeFile(paths[1], JSON.stringify(autumn));
  const { context, page, errors } = await open();
  await page.setInputFiles('#file', [paths[1], paths[0]]);
  await page.locator('#run-question').waitFor();
  await waitForText(page, '#run-question', /„Meier, Hans“ in herbst\.json: Welche Person ist es\?/);
  await eventually(() => page.locator('#run-question button').allTextContents(), ['Meier, Hans · 1970', 'Meier, Hans · 2010']);
  await waitForCount(page, '#run-order', 0, 'no run before the answer');
  await page.locator('#run-question button', { hasText: '2010' }).click();
  await runShown(page, 2);
  await waitForText(page, '#run-decided', /Meier, Hans \(herbst\.json\): Jahrgang 2010/);
  const persons = await cells(page, '#run-persons');
  // The younger Meier played both tournaments, the elder one only the spring.
  const meier = persons.filter((r) => r[0] === 'Meier, Hans').sort((a, b) => a[1].localeCompare(b[1]));
  assert.deepEqual(meier.map((r) => [r[1], r[4] !== '–', r[5] !== '–']), [['1970', true, false], ['2010', true, true]]);
  // The decision kept (local storage) before the reload.
  await waitForEval(page, () => JSON.parse(localStorage.getItem('wertung-turnier-run') ?? 'null')?.decided?.length, undefined, 1, 'the decision kept');
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await runShown(page, 2);
  assert.deepEqual(await cells(page, '#run-persons'), persons);
  // Taken back: the question again.
  await page.click('#run-undecide');
  await page.locator('#run-question').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('three files dropped together on the page are a run, as chosen together', async () => {
  const { context, page, errors } = await open();
  const dropped = await Promise.all(files.map(async (f) => [f.split('/').pop(), (await readFile(f)).toString('base64')]));
  await page.evaluate((files) => {
    const dt = new DataTransfer();
    for (const [name, b] of files) dt.items.add(new File([Uint8Array.from(atob(b), (c) => c.charCodeAt(0))], name));
    const target = document.querySelector('h1');
    target.dispatchEvent(new DragEvent('dragenter', { dataTransfer: dt, bubbles: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, dropped);
  await runShown(page, 3);
  assert.deepEqual((await cells(page, '#run-order')).map((r) => r[1]), cli.order);
  const droppedRows = byPerson(await cells(page, '#run-persons'));
  assert.deepEqual(cli.persons.map((p) => droppedRows[key(p)][3]), cli.persons.map(standing));
  assert.deepEqual(errors, []);
  await context.close();
});

test('with a DSB list loaded the run tells its persons by the list\'s IDs and is the CLI\'s `dwz run --players`, also after a reload', async () => {
  const { writeFile } = await import('node:fs/promises');
  const { person } = await import('../../scripts/season.mjs');
  // The pool's ten persons in the list (IDs NU0 … NU9), with DWZ 40 above the files' (none for
  // a newcomer).
  const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land';
  const rows = Array.from({ length: 10 }, (_, k) => {
    const p = person(k);
    return `NU${k},10614,${k + 1},A,"${p.name.replace(', ', ',')}",M,,${p.birth_year},202545,${p.dwz === null ? '' : p.dwz + 40},${p.index ?? ''},,,,GER`;
  });
  const list = join(dir, 'spieler.csv');
  await writeFile(list, Buffer.from([header, ...rows].join('\r\n') + '\r\n', 'latin1'));
  const withList = JSON.parse(runCli(['dwz', 'run', ...files, '--players', list]));
  assert.ok(withList.persons.every((p) => /^NU\d$/.test(p.list_id)), 'the CLI finds every person in the list');
  assert.notDeepEqual(withList.persons.map((p) => p.dwz), cli.persons.map((p) => p.dwz), 'the list changes the run');
  const { context, page, errors } = await open(undefined, HOLD_CACHE_REMOVAL);
  await page.setInputFiles('#list-file', list);
  await page.locator('#list-forget').waitFor();
  await page.setInputFiles('#file', files);
  await runShown(page, 3);
  const runJson = async () => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.click('#run-json')]);
    return JSON.parse(await readFile(await file.path(), 'utf8'));
  };
  const shown = await runJson();
  assert.deepEqual(shown.persons.map((p) => p.list_id), withList.persons.map((p) => p.list_id));
  assert.deepEqual(shown, withList);
  const ends = async () => {
    const rows = byPerson(await cells(page, '#run-persons'));
    return withList.persons.map((p) => rows[key(p)]?.[3]);
  };
  assert.deepEqual(await ends(), withList.persons.map(standing));
  // After a reload the module has no list until the page gives it again: the same run.
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await runShown(page, 3);
  // The run with the list comes once the page has given the list again.
  await eventually(ends, withList.persons.map(standing));
  assert.deepEqual(await runJson(), withList);
  // The list removed from the run: its note busy, its button waiting, until the list is out of
  // the browser; the run is then the CLI's without the list.
  await page.evaluate(() => { window.wertungHold = true; });
  await page.click('#run-list-remove');
  await waitForAttribute(page, '#run-list', 'aria-busy', 'true', 'busy while the list is removed');
  assert.ok(await page.locator('#run-list-remove').isDisabled(), 'not removed twice');
  await page.evaluate(() => window.wertungRelease());
  await waitForCount(page, '#run-list', 0);
  const without = Object.fromEntries(cli.persons.map((p) => [key(p), standing(p)]));
  await eventually(ends, withList.persons.map((p) => without[key(p)]), 'the run made again without the list');
  assert.deepEqual(await runJson(), cli);
  assert.deepEqual(errors, []);
  await context.close();
});
