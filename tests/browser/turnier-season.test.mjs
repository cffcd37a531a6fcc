// Browser tests of a season a referee sends, on the page "Turnierauswertung": four files in
// three formats (a TRF, a TRF in Windows-1252, a tournament JSON, the DSB's XML report) and a
// DSB list (a zip with vereine.csv) evaluated as a Berechnungslauf. Every export of the run view
// against the CLI's for the same file and list (each tournament's DSB report against `wertung
// dwz export --to dsb-xml FILE --players LIST`, its evaluation as JSON against `wertung dwz run
// --players`, the run's JSON and CSV); one head and one tournament UUID per tournament, kept
// over a switch, a second export, a reload and a corrected file (which says what changed); a
// single file opened after the last tournament was shown (it once trapped the module); the
// persons table, a person's card and the season printed to PDF (read with pdftotext) with the
// CLI's figures; the list kept named, no Restpartien without a rated game, the 1100 floor named.
// Against the release build in dist/, in headless Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  browserEnv, eventually, fileLoad, openPage, runCli, waitForEval, waitForText, waitForValue,
} from './harness.mjs';
import { person, season } from '../../scripts/season.mjs';

const env = browserEnv();
const dir = await mkdtemp(join(tmpdir(), 'wertung-season-'));
const HEAD = { time: '90 min/40 Züge + 30 min', location: 'Ulm', type: 'SR', sender: 'Eva Lang' };

// The season: four tournaments of a pool of 14 persons (the last two of one end date).
const tournaments = season(4, 8, 14);
// The tournament with an umlaut in a name is written in Windows-1252.
const umlaut = Math.max(0, tournaments.findIndex((t) => t.players.some((p) => /[^\x00-\x7f]/.test(p.name))));
const jsonPaths = [];
for (const [k, t] of tournaments.entries()) {
  const path = join(dir, `t${k + 1}-source.json`);
  await writeFile(path, JSON.stringify(t));
  jsonPaths.push(path);
}

// The DSB list: every person of the pool (IDs NU0 …), two clubs named in vereine.csv, DWZ 40
// above the files' (none for a newcomer).
const list = join(dir, 'LV-0-csv.zip');
{
  const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land';
  const rows = Array.from({ length: 14 }, (_, k) => {
    const p = person(k);
    return `NU${k},${k % 2 ? '20511' : '10614'},${k + 1},A,"${p.name.replace(', ', ',')}",${k % 3 ? 'M' : 'W'},,${p.birth_year},202545,${p.dwz === null ? '' : p.dwz + 40},${p.index ?? ''},,,,GER`;
  });
  const spieler = join(dir, 'spieler.csv');
  await writeFile(spieler, Buffer.from([header, ...rows].join('\r\n') + '\r\n', 'latin1'));
  const vereine = join(dir, 'vereine.csv');
  await writeFile(vereine, 'ZPS-Nummer,Landesverband,UebergeordneterVerband,Vereinsname\r\n10614,1,100,"SC Ulm"\r\n20511,2,200,"SK Bonn"\r\n');
  execFileSync('python3', ['-c', `import sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
    z.write(sys.argv[2], "spieler.csv"); z.write(sys.argv[3], "vereine.csv")`, list, spieler, vereine]);
}

const headArgs = (t) => ['--time-control', HEAD.time, '--location', HEAD.location, '--type', HEAD.type,
  '--sender', HEAD.sender, '--start-date', t.start_date];

// The four files: a TRF, the TRF in Windows-1252, the JSON, the DSB's report (with the list's
// IDs), each written by the CLI from the tournament.
const formats = umlaut === 1 ? ['trf', 'trf-1252', 'json', 'xml'] : ['trf-1252', 'trf', 'json', 'xml'];
if (umlaut > 1) [formats[0], formats[umlaut]] = [formats[umlaut], formats[0]];
const files = [];
for (const [k, t] of tournaments.entries()) {
  const format = formats[k];
  let path;
  if (format === 'json') {
    path = join(dir, `t${k + 1}.json`);
    await writeFile(path, JSON.stringify(t));
  } else if (format === 'xml') {
    path = join(dir, `t${k + 1}.xml`);
    await writeFile(path, runCli(['dwz', 'export', '--to', 'dsb-xml', '--players', list, ...headArgs(t), jsonPaths[k]]));
  } else {
    const trf = runCli(['dwz', 'export', '--to', 'trf', ...headArgs(t), jsonPaths[k]]);
    path = join(dir, `t${k + 1}.trf`);
    await writeFile(path, format === 'trf-1252' ? Buffer.from(trf, 'latin1') : trf);
  }
  files.push(path);
}
const cliRun = JSON.parse(runCli(['dwz', 'run', ...files, '--players', list]));
const order = cliRun.order;
/// The file of the run's `k`-th tournament.
const fileOf = (k) => files[tournaments.findIndex((t) => t.name === order[k])];

const open = (viewport = { width: 1366, height: 900 }) =>
  openPage(env, '/turnier.html', { viewport, acceptDownloads: true });

/// The rows of a table as their cells' texts.
const cells = (page, selector) =>
  page.locator(`${selector} tbody tr`).evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));

async function download(page, selector) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  return readFile(await file.path(), 'utf8');
}

/// The list chosen, then the season: the run shown.
async function seasonShown(page) {
  await page.setInputFiles('#list-file', list);
  await page.locator('#list-forget').waitFor();
  await page.setInputFiles('#file', files);
  await page.waitForFunction((n) => document.querySelectorAll('#run-order tbody tr').length === n, files.length);
  await page.locator('#run-persons').waitFor();
}

/// The run's `k`-th tournament switched to, as a person does.
async function showStep(page, k) {
  await page.selectOption('#run-step', String(k));
  await page.waitForFunction((name) => document.getElementById('report-title')?.textContent === name, order[k]);
  await page.locator('#evaluation').waitFor();
}

/// Types a value into a head field key by key.
async function typeHead(page, k, value) {
  await page.locator('details.head-form').evaluate((d) => { d.open = true; });
  const field = page.locator(`#head-${k}`);
  await field.fill('');
  await field.pressSequentially(value);
}

/// The head the CLI is given, typed where the page lacks it (`t` the tournament shown).
async function typeMissing(page, t) {
  const [y, m, d] = t.start_date.split('-');
  const want = { 1: `${d}.${m}.${y}`, 3: HEAD.sender, 4: HEAD.time, 5: HEAD.location, 6: HEAD.type };
  for (const [k, v] of Object.entries(want)) {
    if ((await page.locator(`#head-${k}`).inputValue()) !== v) await typeHead(page, k, v);
  }
}

const texts = (xml, name) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);
const stamp = (x) => x.replace(/<fileUUID>[^<]*<\/fileUUID>|<creationDate>[^<]*<\/creationDate>/g, '');

test('every export of the run view is the CLI\'s for the same file and list; one head and UUID a tournament', async () => {
  const { context, page, errors } = await open();
  await seasonShown(page);
  await waitForText(page, '#run-list', /Spielerliste LV-0-csv\.zip vom \d\d\.\d\d\.\d{4} wird für den Lauf verwendet\./);
  const uuids = [];
  for (let k = 0; k < order.length; k++) {
    await showStep(page, k);
    // The evaluation as JSON: the run's tournament as the CLI's run evaluates it.
    const json = JSON.parse(await download(page, '#export-json'));
    assert.deepEqual(json.players, cliRun.tournaments[k].players, `${order[k]}: the evaluation`);
    // The DSB report: the single file's with the list, as the CLI writes it.
    const t = tournaments.find((x) => x.name === order[k]);
    await typeMissing(page, t);
    const xml = await download(page, '#export-dsb');
    const uuid = texts(xml, 'tournamentUUID')[0];
    const cli = runCli(['dwz', 'export', '--to', 'dsb-xml', '--players', list, ...headArgs(t), '--uuid', uuid, fileOf(k)]);
    assert.ok(texts(cli, 'dsbId').length >= 7, `${order[k]}: the CLI finds the list's IDs`);
    assert.equal(texts(xml, 'dsbId').length, texts(cli, 'dsbId').length, `${order[k]}: as many DSB IDs`);
    assert.doesNotMatch(xml, /Mitglied:/, `${order[k]}: no membership by hand`);
    assert.equal(stamp(xml), stamp(cli), `${order[k]}: the CLI's report`);
    for (const tag of ['vkz', 'numberClubMember', 'club', 'sex']) assert.ok(xml.includes(`<${tag}>`), `${order[k]}: ${tag}`);
    // A second export keeps the tournament UUID.
    const again = await download(page, '#export-dsb');
    assert.equal(texts(again, 'tournamentUUID')[0], uuid, `${order[k]}: the second export keeps its UUID`);
    uuids.push(uuid);
  }
  assert.equal(new Set(uuids).size, order.length, 'a UUID a tournament');
  // The carried ratings are named for the tournament shown (the last: players met before).
  await waitForText(page, '#run-carried', /bis auf die DWZ, die der Lauf aus früheren Turnieren übernimmt/);
  // A head typed for one tournament stays with it over a switch and back, and a reload.
  await showStep(page, 1);
  await typeHead(page, 0, 'B-2026-17');
  await showStep(page, 2);
  await waitForValue(page, '#head-0', '');
  await showStep(page, 1);
  await waitForValue(page, '#head-0', 'B-2026-17');
  await waitForValue(page, '#head-7', uuids[1]);
  // The page keeps its tournament a moment after a change: the head typed and the tournament
  // shown in local storage before the reload.
  await waitForEval(page, () => (localStorage.getItem('wertung-turnier') ?? '').includes('B-2026-17'), undefined, true, 'the head typed kept');
  await waitForEval(page, () => JSON.parse(localStorage.getItem('wertung-turnier-run') ?? 'null')?.shown, undefined, 1, 'the tournament shown kept');
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await page.locator('#run-persons').waitFor();
  await showStep(page, 3);
  await showStep(page, 1);
  await waitForValue(page, '#head-0', 'B-2026-17');
  const xml = await download(page, '#export-dsb');
  assert.equal(texts(xml, 'tournamentUUID')[0], uuids[1], 'after a reload');
  // The run's own exports: the JSON the CLI's, the CSV its figures.
  assert.deepEqual(JSON.parse(await download(page, '#run-json')), cliRun);
  const csv = (await download(page, '#run-csv')).replace(/^\ufeff/, '').split('\r\n').filter(Boolean);
  assert.deepEqual(csv[0].split(';'), ['Name', 'Geburtsjahr', 'ID', 'FIDE-ID', 'DWZ', 'Index', ...order]);
  for (const [n, p] of cliRun.persons.entries()) {
    const row = csv[n + 1].split(';');
    assert.deepEqual([row[2], row[4], row[5]], [p.list_id, String(p.dwz ?? ''), String(p.index ?? '')], p.name);
  }
  // A corrected file of the second tournament (one result turned): head and UUID kept, what
  // changed said.
  const k = tournaments.findIndex((t) => t.name === order[1]);
  const corrected = structuredClone(tournaments[k]);
  const game = corrected.games[0];
  game.result = game.result === '1-0' ? '0-1' : '1-0';
  const name = (id) => corrected.players.find((p) => p.id === id).name;
  const fixedSource = join(dir, 'corrected-source.json');
  await writeFile(fixedSource, JSON.stringify(corrected));
  const fixedFiles = [...files];
  fixedFiles[k] = join(dir, 'corrected.json');
  await writeFile(fixedFiles[k], JSON.stringify(corrected));
  await page.setInputFiles('#file', fixedFiles);
  const block = page.locator('.run-changes', { hasText: `„${order[1]}“` });
  await block.waitFor();
  const changed = await block.textContent();
  assert.match(changed, new RegExp(`Geänderte Ergebnisse in „${order[1]}“ \\(Kopf und Turnier-UUID bleiben\\):`));
  await eventually(() => page.locator('.run-changes', { hasText: `„${order[0]}“` }).count(), 0, 'the tournament before is as it was');
  assert.ok(changed.includes(name(game.white)) && changed.includes(name(game.black)), changed);
  assert.match(changed, /[\d½]+ Punkte?, .+ → [\d½]+ Punkte?, /);
  await showStep(page, 1);
  await waitForValue(page, '#head-0', 'B-2026-17');
  const fixedXml = await download(page, '#export-dsb');
  assert.equal(texts(fixedXml, 'tournamentUUID')[0], uuids[1], 'a corrected file keeps its UUID');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the last tournament shown, then a single file opened: no trap, its report exports', async () => {
  const { context, page, errors } = await open();
  await seasonShown(page);
  await showStep(page, order.length - 1);
  await fileLoad(page, fileOf(0));
  await page.waitForFunction((name) => document.getElementById('report-title')?.textContent === name, order[0]);
  await page.locator('#run-title').waitFor({ state: 'hidden' }); // the run is closed
  // The single file's evaluation, with the list's ratings (not the run's).
  const json = JSON.parse(await download(page, '#export-json'));
  const single = JSON.parse(runCli(['dwz', 'evaluate', '--players', list, fileOf(0)]));
  assert.deepEqual(json.players.map((p) => p.ro ?? null), single.players.map((p) => p.ro ?? null));
  await typeMissing(page, tournaments.find((x) => x.name === order[0]));
  const xml = await download(page, '#export-dsb');
  assert.ok(texts(xml, 'dsbId').length >= 7);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the persons table and a person\'s card: the list\'s names, the CLI\'s figures, printed as PDF', async () => {
  const { context, page, errors } = await open();
  await seasonShown(page);
  const heads = await page.locator('#run-persons thead th').allTextContents();
  for (const [k, name] of order.entries()) {
    const t = tournaments.find((x) => x.name === name);
    const [y, m, d] = t.end_date.split('-');
    assert.equal(heads[4 + k], `${name}${d}.${m}.${y}`, 'short name over end date');
  }
  assert.match(heads[3], /DWZ vor der Saison/);
  assert.match(heads.at(-1), /Maßstab \d+–\d+/);
  const rows = await cells(page, '#run-persons');
  assert.equal(rows.length, cliRun.persons.length);
  // Sorted by name, spelt as the list spells them.
  const names = rows.map((r) => r[0]);
  const byCode = (a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);
  assert.deepEqual(names, [...names].sort(byCode));
  const listName = (p) => p.name.replace(', ', ',');
  const rowOf = (p) => rows.find((r) => r[0] === listName(p) && r[1] === String(p.birth_year));
  for (const p of cliRun.persons) {
    const row = rowOf(p);
    assert.ok(row, p.name);
    const standing = (x) => (x.dwz === null ? (x.rest_games?.length ? 'Restpartien' : 'ohne DWZ') : `${x.dwz}-${x.index}`);
    assert.equal(row[4 + order.length], standing(p), `${p.name} at the end`);
    assert.match(row[2], /^S[CK] (Ulm|Bonn)$/, 'the club');
  }
  // By club, then by name.
  await page.click('#run-sort-club');
  await page.waitForFunction(() => {
    const clubs = [...document.querySelectorAll('#run-persons tbody td.run-club')].map((c) => c.textContent);
    return clubs.length > 0 && clubs.every((c, k) => k === 0 || clubs[k - 1] <= c);
  });
  const byClub = await cells(page, '#run-persons');
  for (const club of ['SC Ulm', 'SK Bonn']) {
    const of = byClub.filter((r) => r[2] === club).map((r) => r[0]);
    assert.deepEqual(of, [...of].sort(byCode), club);
  }
  // A person's card on click: each tournament with the CLI's figures.
  const same = (a, b) => a.replace(/\s/g, '') === b.replace(/\s/g, '');
  const playerIn = (x, t) => cliRun.tournaments[order.indexOf(t)].players.find((y) => same(y.name, x.name));
  const p = cliRun.persons.find((x) => x.path.length >= 2 && x.path.every((pt) => playerIn(x, pt.tournament)?.ro !== undefined));
  assert.ok(p, 'a person rated in two tournaments');
  await page.locator('#run-persons button.run-who', { hasText: listName(p) }).first().click();
  await page.locator('#run-card[open] table.run-card-table').waitFor();
  const card = await cells(page, '#run-card');
  assert.equal(card.length, p.path.length);
  const de = (x, places) => x.toFixed(places).replace('.', ',');
  const score = (w) => (w % 1 ? `${Math.floor(w) || ''}½` : String(w));
  const expected = p.path.map((x) => {
    const q = playerIn(p, x.tournament);
    return [x.tournament, q.ro === undefined ? 'ohne DWZ' : `${q.ro}-${q.index_old}`, score(q.w), String(q.n),
      q.we == null ? '–' : de(q.we, 3), q.rh == null ? '–' : String(q.rh), q.k == null ? '–' : de(q.k, 1), `${x.dwz}-${x.index}`];
  });
  assert.deepEqual(card.map((r) => [r[0], ...r.slice(2)]), expected);
  await page.screenshot({ path: 'test-results/turnier-season-card.png' });
  // The card printed: read back from the PDF.
  const pdfDir = await mkdtemp(join(tmpdir(), 'wertung-card-'));
  const pdfText = async (cls, name) => {
    await page.evaluate((c) => document.documentElement.classList.add(c), cls);
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: join(pdfDir, name), preferCSSPageSize: true });
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate((c) => document.documentElement.classList.remove(c), cls);
    return execFileSync('pdftotext', ['-layout', join(pdfDir, name), '-']).toString();
  };
  const printed = await pdfText('print-card', 'card.pdf');
  assert.match(printed, new RegExp(`Karteikarte: ${listName(p)}`));
  for (const line of expected) assert.match(printed, new RegExp(line.slice(1).map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+')), line[0]);
  assert.doesNotMatch(printed, /Berechnungslauf schließen|Personen des Laufs/, 'only the card');
  await page.click('#run-card-close');
  // The season printed: the persons table and every card, a page each.
  await page.evaluate(() => { window.printed = 0; window.print = () => { window.printed++; }; });
  await page.click('#run-print');
  await page.waitForFunction(() => window.printed === 1);
  await page.waitForFunction((n) => document.querySelectorAll('#run-season .run-card').length === n, cliRun.persons.length);
  const seasonText = await pdfText('print-season', 'season.pdf');
  const pages = seasonText.split('\f').filter((x) => x.trim());
  assert.equal(pages.length, cliRun.persons.length + 1, 'the table, then a card a person');
  for (const q of cliRun.persons) {
    assert.ok(seasonText.includes(`Karteikarte: ${listName(q)}`), q.name);
    if (q.dwz !== null) assert.match(seasonText, new RegExp(`${listName(q)}\\s+${q.birth_year}\\s+.*${q.dwz}-${q.index}`), q.name);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('at 360 px: the persons table and the card without sideways scrolling of the page', async () => {
  const { context, page, errors } = await open({ width: 360, height: 800 });
  await seasonShown(page);
  await page.locator('#run-persons').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/turnier-season-360.png', fullPage: true });
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(scroll <= 0, `no sideways scrolling at 360 px (${scroll})`);
  await page.locator('#run-persons button.run-who').first().click();
  await page.locator('#run-card[open] table.run-card-table').waitFor();
  await page.screenshot({ path: 'test-results/turnier-season-card-360.png' });
  const fits = await page.locator('#run-card').evaluate((d) => d.getBoundingClientRect().right <= window.innerWidth);
  assert.ok(fits, 'the card within the screen');
  assert.deepEqual(errors, []);
  await context.close();
});

test('no Restpartien without a rated game, and the 1100 floor named where it lifts a rating', async () => {
  const player = (id, name, birth_year, dwz, index) => ({ id, name, birth_year, ...(dwz ? { dwz, index } : {}) });
  const spring = {
    name: 'Frühjahr', start_date: '2026-04-10', end_date: '2026-04-12',
    players: [player('A', 'Tief, Theo', 1960, 1100, 20), player('B', 'Stark, Sara', 1980, 1150, 20), player('C', 'Mittel, Max', 1970, 1120, 20), player('N', 'Neu, Nina', 2000, null)],
    games: [{ white: 'B', black: 'A', result: '1-0', round: 1 }, { white: 'C', black: 'A', result: '1-0', round: 2 }, { white: 'B', black: 'C', result: '1/2-1/2', round: 3 }, { white: 'N', black: 'C', result: '-+', round: 1 }],
  };
  const autumn = { ...spring, name: 'Herbst', start_date: '2026-10-02', end_date: '2026-10-04' };
  const paths = [join(dir, 'fruehjahr.json'), join(dir, 'herbst.json')];
  await writeFile(paths[0], JSON.stringify(spring));
  await writeFile(paths[1], JSON.stringify(autumn));
  const cli = JSON.parse(runCli(['dwz', 'run', ...paths]));
  const nina = cli.persons.find((p) => p.name === 'Neu, Nina');
  assert.deepEqual([nina.dwz, nina.rest_games], [null, []], 'the CLI: no Restpartien');
  const { context, page, errors } = await open();
  await page.setInputFiles('#file', paths);
  await page.locator('#run-persons').waitFor();
  const rows = await cells(page, '#run-persons');
  const row = rows.find((r) => r[0] === 'Neu, Nina');
  assert.deepEqual(row.slice(4, 7), ['ohne DWZ', 'ohne DWZ', 'ohne DWZ']);
  const csv = await download(page, '#run-csv');
  assert.doesNotMatch(csv, /Restpartien/);
  const theo = cli.persons.find((p) => p.name === 'Tief, Theo');
  assert.equal(theo.dwz, 1100, 'the floor holds him');
  await waitForText(page, '#run-floor', /1100 ist die niedrigste DWZ \(WO 3\.5\.2\).*Tief, Theo: Untergrenze 1100 \(WO 3\.5\.2\) in Frühjahr/s);
  await page.locator('#run-persons button.run-who', { hasText: 'Tief, Theo' }).click();
  await page.locator('#run-card[open] .run-floor-note').waitFor();
  await waitForText(page, '#run-card table', /1100-\d+ \(1100\)/);
  assert.deepEqual(errors, []);
  await context.close();
});
