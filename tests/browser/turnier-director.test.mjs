// Browser tests of the page "Turnierauswertung" (the page's part of a director's work): a director who
// checks a report before he sends it. A wrong list after the right one is a question and never
// strips the DSB IDs; random bytes and an empty file as the list are refused by name; a
// corrected Swiss-Chess file is the same tournament (its head and UUID back, said, and a way to
// start afresh); the arrow keys walk the decisions without choosing; a member made by hand is
// one state everywhere and comes back from the report. Typed and clicked as a person would, with
// screenshots at 1366 and 360 px (written to $WERTUNG_SHOTS, default a temp dir).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  browserEnv, eventually, fileLoad, focused, HOLD_ANSWERS, listMatched, openPage, shared, text,
  waitForAttribute, waitForCount, waitForEval, waitForText, waitForValue,
} from './harness.mjs';

const swtFile = join(shared, 'testdata', 'swt', 'SwissIndividual.SWT');
const swtPlayers = JSON.parse(await readFile(join(shared, 'testdata', 'swt', 'SwissIndividual.expected.json'), 'utf8')).players;
const shots = process.env.WERTUNG_SHOTS ?? await mkdtemp(join(tmpdir(), 'wertung-director-shots-'));
await mkdir(shots, { recursive: true });

const env = browserEnv();

/// The page (the second module's answers held while a test says so, `HOLD_ANSWERS`).
const open = (viewport = { width: 1366, height: 900 }) =>
  openPage(env, '/turnier.html', { viewport, acceptDownloads: true, init: HOLD_ANSWERS });

/// Holds the second module's answers: what the page shows while it waits can be seen.
const hold = (page) => page.evaluate(() => { window.wertungHold = true; });
const release = (page) => page.evaluate(() => window.wertungRelease());

const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land';

/// A file in a new temp dir.
async function tempFile(name, bytes) {
  const dir = await mkdtemp(join(tmpdir(), 'wertung-director-'));
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

/// The DSB's zip (spieler.csv beside vereine.csv) with the SWT's players by ZPS and member
/// number, IDs NU100…, but those of `without` (their places).
async function rightList(without = []) {
  const rows = swtPlayers.map((p, k) => without.includes(k) ? null
    : `NU${100 + k},${p['2010']},${Number(p['2011'])},A,"${p['2000']}",${k % 2 ? 'M' : 'W'},,${p['2008'].slice(0, 4)},202545,${1600 + k},${20 + k},,,,GER`).filter(Boolean);
  const spieler = await tempFile('spieler.csv', Buffer.from([header, ...rows].join('\r\n') + '\r\n', 'latin1'));
  const vereine = await tempFile('vereine.csv', `ZPS-Nummer,Landesverband,UebergeordneterVerband,Vereinsname\r\n${swtPlayers[0]['2010']},1,100,"SC Test"\r\n`);
  const zip = join(await mkdtemp(join(tmpdir(), 'wertung-director-zip-')), 'LV-0-csv.zip');
  execFileSync('python3', ['-c', `import sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
    z.write(sys.argv[2], "spieler.csv"); z.write(sys.argv[3], "vereine.csv")`, zip, spieler, vereine]);
  return zip;
}

/// Another federation's list: nobody of the tournament in it.
const foreignList = () => tempFile('LV-B-csv.csv', Buffer.from([header,
  'NU1,B0101,1,A,"Xu,Yi",M,,1990,202545,1500,5,,,,GER',
  'NU2,B0101,2,A,"Ng,Bo",M,,1991,1400,5,,,,,GER'].join('\r\n') + '\r\n', 'latin1'));

const texts = (xml, name) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

/// The head the SWT lacks typed (the Auswerter), as the director types it.
async function fillHead(page) {
  await page.locator('details.head-form').evaluate((d) => { d.open = true; });
  if (!(await page.locator('#head-3').inputValue())) {
    await page.locator('#head-3').click();
    await page.keyboard.type('Eva Lang');
  }
}

/// Clicks the DSB export and returns the file's text (it must download).
async function exportXml(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-dsb')]);
  return readFile(await download.path(), 'utf8');
}

async function loadList(page, file) {
  await page.setInputFiles('#list-file', file);
  await page.waitForFunction(() => !/gelesen und abgeglichen/.test(document.getElementById('list-status')?.textContent ?? ''));
}

/// Whether the tournament kept under its identity (`wertung-turnier:…`, what a file opened again
/// finds) holds every text of `parts` (run in the page).
function keptHolds(parts) {
  return Object.keys(localStorage).some((k) => k.startsWith('wertung-turnier:')
    && parts.every((part) => (localStorage.getItem(k) ?? '').includes(part)));
}

/// Waits until the DSB list `name` is kept in this browser (what is known of it in local
/// storage, its bytes in the Cache API), as a reload finds it.
async function listKept(page, name) {
  await waitForEval(page, async () => {
    const meta = JSON.parse(localStorage.getItem('wertung-spielerliste') ?? 'null');
    const bytes = await (await caches.open('dsb-spielerliste')).match('spielerliste');
    return bytes ? meta?.name : `${meta?.name} (without its bytes)`;
  }, undefined, name, 'the list kept');
}

async function shot(page, name) {
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: false });
  // Nothing wider than the screen.
  const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(over <= 0, `${name}: the page is ${over} px wider than the screen`);
}

test('a foreign list after the right one: a question, the report keeps its DSB IDs; taken anyway, the export asks first', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swtFile);
  await page.locator('#evaluation').waitFor();
  await loadList(page, await rightList());
  await listMatched(page);
  await waitForText(page, '#list-summary', /24 gefunden/);
  await fillHead(page);
  const first = await exportXml(page);
  assert.equal(texts(first, 'dsbId').length, 24);
  // The foreign list: a question naming the file, the list in use stays.
  await loadList(page, await foreignList());
  await page.locator('#list-question').waitFor();
  await waitForText(page, '#list-question', /LV-B-csv\.csv: nur 0 von 24 Spielern stehen in dieser Liste\. Passt sie zum Turnier\? Die bisherige Liste bleibt in Gebrauch/);
  await waitForText(page, '#list-status', /LV-0-csv\.zip/);
  await shot(page, 'director-question-1366');
  const kept = await exportXml(page);
  assert.equal(texts(kept, 'dsbId').length, 24, 'the report keeps its DSB IDs');
  assert.equal(texts(kept, 'vkz').length, 24);
  // Kept across a reload; matching again uses the list in use.
  await listKept(page, 'LV-0-csv.zip');
  await waitForEval(page, () => (JSON.parse(localStorage.getItem('wertung-turnier') ?? 'null')?.listed ?? []).filter(Boolean).length, undefined, 24, 'the tournament kept with its players\' rows of the list');
  await page.reload();
  await page.locator('#evaluation').waitFor();
  await waitForText(page, '#list-status', /LV-0-csv\.zip/);
  await page.click('#list-match');
  await listMatched(page);
  await waitForText(page, '#list-summary', /24 gefunden/);
  // Kept by the user: the question goes.
  await loadList(page, await foreignList());
  await page.locator('#list-question').waitFor();
  await page.click('#list-keep');
  await waitForCount(page, '#list-question', 0);
  await waitForText(page, '#list-status', /LV-0-csv\.zip/);
  // Taken anyway: the export says what it lost before it writes anything.
  await loadList(page, await foreignList());
  // The list section is busy until the list taken is read and matched.
  await hold(page);
  await page.click('#list-take');
  await waitForAttribute(page, 'section.list', 'aria-busy', 'true', 'busy while the list is read again');
  await release(page);
  await waitForAttribute(page, 'section.list', 'aria-busy', 'false');
  await page.waitForFunction(() => /LV-B-csv\.csv/.test(document.getElementById('list-status')?.textContent ?? ''));
  await listMatched(page);
  await waitForText(page, '#list-summary', /0 gefunden/);
  const none = page.waitForEvent('download', { timeout: 1500 }).then(() => true, () => false);
  await page.click('#export-dsb');
  await page.locator('#dsb-dropped').waitFor();
  assert.equal(await none, false, 'nothing written before the user answers');
  await waitForText(page, '#dsb-dropped', /Nur 0 von 24 Spielern haben in diesem Bericht eine DSB-ID, im letzten Export dieses Turniers waren es 24/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#dsb-anyway')]);
  assert.equal(texts(await readFile(await download.path(), 'utf8'), 'dsbId').length, 0);
  // "Liste entfernen" takes its words along.
  await page.click('#list-forget');
  await waitForCount(page, '#list-warning, #list-question', 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('random bytes and an empty file as the list are refused by name; the list in use stays', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swtFile);
  await page.locator('#evaluation').waitFor();
  await loadList(page, await rightList());
  await listMatched(page);
  const random = Buffer.alloc(4096);
  for (let k = 0; k < random.length; k++) random[k] = (k * 7919 + 13) % 251;
  await loadList(page, await tempFile('zufall.csv', random));
  await page.locator('#list-refused').waitFor();
  await waitForText(page, '#list-refused', /^zufall\.csv/);
  await waitForText(page, '#list-status', /LV-0-csv\.zip/, 'the list in use stays');
  await loadList(page, await tempFile('leer.csv', Buffer.alloc(0)));
  await page.waitForFunction(() => /^leer\.csv/.test(document.getElementById('list-refused')?.textContent ?? ''));
  await waitForText(page, '#list-refused', /leer\.csv: die Datei ist leer/);
  // A zip dropped as the tournament: named, every format tried, no Swiss-Chess words.
  await page.setInputFiles('#file', await rightList());
  await page.locator('#load-error').waitFor();
  const error = await text(page, '#load-error');
  assert.match(error, /^LV-0-csv\.zip/);
  assert.match(error, /versucht als Swiss-Chess-Datei \(SWT\), TRF/);
  assert.doesNotMatch(error, /Byte \d+/);
  // The notice of the tournament shown before (its old scale) is not left above the error.
  await waitForCount(page, '#old-scale', 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a corrected Swiss-Chess file is the same tournament: its head and UUID back, said, and a fresh start offered', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swtFile);
  await page.locator('#evaluation').waitFor();
  await fillHead(page);
  await page.locator('#head-5').fill('');
  await page.locator('#head-5').pressSequentially('Frankfurt am Main');
  const xml = await exportXml(page);
  const [uuid] = texts(xml, 'tournamentUUID');
  assert.match(uuid, /^[0-9a-f-]{36}$/);
  // What was typed is kept under the tournament's identity before the corrected file comes.
  await page.waitForFunction(keptHolds, ['Frankfurt am Main', uuid]);
  // One name corrected in the file.
  const bytes = await readFile(swtFile);
  const at = bytes.indexOf(Buffer.from('Byrd,Gregory', 'latin1'));
  assert.ok(at > 0);
  bytes[at + 1] = 'i'.charCodeAt(0);
  await fileLoad(page, await tempFile('SwissIndividual-korrigiert.SWT', bytes));
  await page.locator('#recalled').waitFor();
  await waitForText(page, '#recalled', /Kopfdaten aus der letzten Sitzung übernommen\./);
  await waitForText(page, '#evaluation', /Bird,Gregory/);
  await page.locator('#recalled').scrollIntoViewIfNeeded();
  await shot(page, 'director-recalled-1366');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.locator('#recalled').scrollIntoViewIfNeeded();
  await shot(page, 'director-recalled-360');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.locator('details.head-form').evaluate((d) => { d.open = true; });
  await waitForValue(page, '#head-7', uuid);
  await waitForValue(page, '#head-5', 'Frankfurt am Main');
  const corrected = await exportXml(page);
  assert.deepEqual(texts(corrected, 'tournamentUUID'), [uuid], 'a correction, not a new tournament');
  // Started afresh: as the file gives it.
  await page.click('#start-fresh');
  await waitForCount(page, '#recalled', 0);
  await waitForValue(page, '#head-7', '');
  await waitForValue(page, '#head-5', 'Los Angeles');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the same file again: a typed end date and a DWZ come back without a head field, and the page says so', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swtFile);
  await page.locator('#evaluation').waitFor();
  // The tournament kept as opened first: what follows is kept by the typing's own save (not by
  // the one after the file was shown, which a fast machine may type into).
  await page.waitForFunction(keptHolds, ['"edits"']);
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  await page.locator('#end').fill('');
  await page.locator('#end').pressSequentially('30.05.2013');
  await page.locator('#f2-dwz').fill('');
  await page.locator('#f2-dwz').pressSequentially('1777');
  // What was typed is kept in the browser (under the tournament's identity) before the file
  // comes again.
  await page.waitForFunction(keptHolds, ['30.05.2013', '"dwz":"1777"']);
  await fileLoad(page, swtFile);
  await page.locator('#recalled').waitFor();
  await waitForText(page, '#recalled', /^Enddatum und 1 Spieler mit Änderungen aus der letzten Sitzung übernommen\./);
  await waitForValue(page, '#end', '30.05.2013');
  await waitForValue(page, '#f2-dwz', '1777');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a DWZ typed just before the same file is opened again comes back too', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swtFile);
  await page.locator('#evaluation').waitFor();
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  await page.locator('#f3-dwz').fill('');
  await page.locator('#f3-dwz').pressSequentially('1888');
  await waitForValue(page, '#f3-dwz', '1888');
  // At once, before the save that follows the typing.
  await fileLoad(page, swtFile);
  await page.locator('#recalled').waitFor();
  await waitForText(page, '#recalled', /^1 Spieler mit Änderungen aus der letzten Sitzung übernommen\./);
  await waitForValue(page, '#f3-dwz', '1888');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the arrow keys walk the decisions without choosing; Enter, Space or a click chooses', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swtFile);
  await page.locator('#evaluation').waitFor();
  // Near misses for players 7-9 (Lyons born 1950 in the list, Thompson,Carie, Hightower with a
  // second given name); the first six by ZPS and member number.
  const rows = swtPlayers.slice(0, 6).map((p, k) =>
    `NU${k},${p['2010']},${Number(p['2011'])},A,"${p['2000']}",M,,${p['2008'].slice(0, 4)},202545,${1500 + k},${20 + k},,,,GER`);
  rows.push('NU7,99001,7,A,"Lyons,Dennis",M,,1950,202545,1555,33,,,4711,GER');
  rows.push('NU8,99002,8,P,"Thompson,Carie",W,,1968,202545,1600,40,,,,GER');
  rows.push('NU9,99003,9,A,"Hightower,Rebekah Ann",W,,1956,202545,1650,41,,,,GER');
  await loadList(page, await tempFile('spieler.csv', Buffer.from([header, ...rows].join('\r\n') + '\r\n', 'latin1')));
  await listMatched(page);
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  await waitForText(page, '#decisions-count', '3');
  await waitForText(page, '#list-summary', /· 3 Entscheidungen nötig/);
  await page.click('#decision-next');
  assert.equal(await focused(page), 'f7-list');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(page), 'f8-list', 'ArrowDown goes to the next decision');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('l');
  await page.waitForTimeout(300);
  await waitForText(page, '#decisions-count', '3', 'no decision made');
  for (const k of [7, 8, 9]) await waitForValue(page, `#f${k}-list`, '', `player ${k} undecided`);
  await eventually(() => page.locator('#decision-undo').isDisabled(), true);
  await shot(page, 'director-decisions-1366');
  // Each choice whole within the table's view (none cut at the right edge), its
  // DWZ among the words shown first.
  const view = await page.locator('details.players .scroll').boundingBox();
  for (const k of [7, 8, 9]) {
    const box = await page.locator(`#f${k}-list`).boundingBox();
    assert.ok(box.x >= view.x && box.x + box.width <= view.x + view.width + 1, `the choice of player ${k} within the view (${JSON.stringify(box)} in ${JSON.stringify(view)})`);
  }
  await eventually(async () => (await page.locator('#f7-list option').allTextContents())[1], /^Lyons,Dennis · DWZ 1555-33 · /);
  // A click chooses: one state everywhere (count, summary, undo).
  const lyons = page.locator('#f7-list');
  const label = (await lyons.locator('option').allTextContents())[1];
  assert.match(label, /^Lyons,Dennis/);
  await lyons.selectOption({ label });
  await waitForText(page, '#decisions-count', '2');
  await waitForText(page, '#list-summary', /7 gefunden · 0 mehrdeutig \(bitte wählen\) · 2 Beinahe-Treffer \(bitte prüfen\) · 15 nicht in der Liste .* · 2 Entscheidungen nötig/);
  await eventually(() => page.locator('#decision-undo').isDisabled(), false);
  await waitForText(page, '#decisions-keys', /Pfeiltasten: vorige\/nächste Entscheidung, ohne zu wählen/);
  // Singular where one is left.
  await page.locator('#f8-list').selectOption({ label: 'keiner davon (Nichtmitglied)' });
  await waitForText(page, '#decisions-count', '1');
  await waitForText(page, '#list-summary', /· 1 Entscheidung nötig$/);
  await waitForText(page, '#decisions', /^1 offene Entscheidung‹/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a member made by hand: one state in his row, the summary and the undo, and back from the report', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swtFile);
  await page.locator('#evaluation').waitFor();
  // Player 4 (Byrd) is not in the list.
  await loadList(page, await rightList([3]));
  await listMatched(page);
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  const row = page.locator('details.players tbody tr').nth(3);
  await eventually(() => row.textContent(), /nicht in der Liste/);
  await waitForValue(page, '#f4-list', String(2 ** 32 - 2), 'a non-member');
  const table = 'details.players table.edit';
  await waitForAttribute(page, table, 'aria-busy', 'false');
  // The table is busy until the second module has answered the decision.
  await hold(page);
  await page.locator('#f4-member').click();
  await waitForAttribute(page, table, 'aria-busy', 'true', 'busy while the answer is held');
  await release(page);
  await waitForAttribute(page, table, 'aria-busy', 'false', 'done once it is answered');
  await waitForValue(page, '#f4-list', String(2 ** 32 - 1));
  await eventually(() => page.locator('#f4-member').isChecked(), true);
  assert.doesNotMatch(await row.getAttribute('class') ?? '', /unlisted/);
  await eventually(() => page.locator('#decision-undo').isDisabled(), false);
  await waitForText(page, '#list-summary', /23 gefunden .* 0 nicht in der Liste .* · 1 nicht in der Liste, von Hand als Mitglied/);
  // Undone: the undo waits for its answer (no second undo meanwhile).
  await hold(page);
  await page.click('#decision-undo');
  await waitForAttribute(page, table, 'aria-busy', 'true');
  await waitForAttribute(page, '#decision-undo', 'aria-disabled', 'true', 'no second undo while the first is answered');
  await release(page);
  await waitForAttribute(page, table, 'aria-busy', 'false');
  await waitForValue(page, '#f4-list', String(2 ** 32 - 2), 'a non-member again');
  await eventually(() => page.locator('#f4-member').isChecked(), false);
  await waitForAttribute(page, '#decision-undo', 'aria-disabled', null);
  // Ticked again: a member.
  await page.locator('#f4-member').click();
  await waitForValue(page, '#f4-list', String(2 ** 32 - 1));
  await waitForText(page, '#list-summary', /· 1 nicht in der Liste, von Hand als Mitglied/);
  await fillHead(page);
  const xml = await exportXml(page);
  // A member with the file's values: his club's VKZ and member number, no DSB ID.
  const byrd = xml.split('<player>').find((p) => p.includes('<surname>Byrd</surname>'));
  assert.match(byrd, /<vkz>10820<\/vkz>/);
  assert.doesNotMatch(byrd, /<dsbId>/);
  // The report opened again: he is a member, by the same decision.
  await fileLoad(page, await tempFile('bericht.xml', xml));
  await page.locator('#evaluation').waitFor();
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  await listMatched(page);
  await waitForValue(page, '#f4-list', String(2 ** 32 - 1));
  await eventually(() => page.locator('#f4-member').isChecked(), true);
  // Undone: a non-member again, everywhere.
  await page.locator('#f4-member').click();
  await waitForValue(page, '#f4-list', String(2 ** 32 - 2));
  await eventually(() => page.locator('#f4-member').isChecked(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('nothing cut at 360 px: the question, the notice and a candidate choice', async () => {
  for (const width of [360, 1366]) {
    const { context, page, errors } = await open({ width, height: 800 });
    await fileLoad(page, swtFile);
    await page.locator('#evaluation').waitFor();
    await loadList(page, await foreignList());
    await page.locator('#list-question').waitFor();
    await page.locator('#list-question').scrollIntoViewIfNeeded();
    await shot(page, `director-question-${width}`);
    for (const id of ['#list-take', '#list-keep']) {
      const box = await page.locator(id).boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= width, `${id} within the screen at ${width} px`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});
