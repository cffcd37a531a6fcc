// Browser test of the page "Turnierauswertung": "Für den DSB exportieren (XML)" after
// loading an SWT and a DSB player list (a zip with vereine.csv): the head fields the file gives
// are filled in, the missing ones typed once (kept with the tournament), a refusal names what is
// missing, the file is validated with xmllint against the shared schema, the tournament UUID is
// kept and the file UUID new for every export; refused like CSV while an input is invalid.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  browserEnv, eventually, listMatched, openPage, runCli, shared, text, waitForCount, waitForEval,
  waitForText, waitForValue,
} from './harness.mjs';

const swtFile = join(shared, 'testdata', 'swt', 'SwissIndividual.SWT');
const schema = join(shared, 'reference', 'dsb-xml', 'DSB_DWZ_Tounament_2_5_1.xsd');
const swtPlayers = JSON.parse(await readFile(join(shared, 'testdata', 'swt', 'SwissIndividual.expected.json'), 'utf8')).players;

const env = browserEnv();

/// A DSB zip (spieler.csv beside vereine.csv) with every player of the SWT by his ZPS and member
/// number, IDs NU100…, and a club name for the first club.
async function dsbZip() {
  const dir = await mkdtemp(join(tmpdir(), 'wertung-dsb-'));
  const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land';
  const rows = swtPlayers.map((p, k) =>
    `NU${100 + k},${p['2010']},${Number(p['2011'])},A,"${p['2000']}",${k % 2 ? 'M' : 'W'},,${p['2008'].slice(0, 4)},202545,${1600 + k},${20 + k},,,,GER`);
  const spieler = join(dir, 'spieler.csv');
  await writeFile(spieler, Buffer.from([header, ...rows].join('\r\n') + '\r\n', 'latin1'));
  const vereine = join(dir, 'vereine.csv');
  await writeFile(vereine, `ZPS-Nummer,Landesverband,UebergeordneterVerband,Vereinsname\r\n${swtPlayers[0]['2010']},1,100,"SC Test & Co."\r\n`);
  const zip = join(dir, 'LV-0-csv.zip');
  execFileSync('python3', ['-c', `import sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
    z.write(sys.argv[2], "spieler.csv"); z.write(sys.argv[3], "vereine.csv")`, zip, spieler, vereine]);
  return zip;
}

/// Clicks the DSB export and returns the file's text (it must download).
async function exportXml(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-dsb')]);
  assert.match(download.suggestedFilename(), /\.xml$/);
  return readFile(await download.path(), 'utf8');
}

/// xmllint --noout --schema on the text: it must validate.
async function assertValid(xml) {
  const dir = await mkdtemp(join(tmpdir(), 'wertung-dsb-xml-'));
  const file = join(dir, 'report.xml');
  await writeFile(file, xml);
  execFileSync('xmllint', ['--noout', '--schema', schema, file], { stdio: 'pipe' });
  assert.doesNotMatch(xml, /<(\w+)><\/\1>|<\w+\/>/, 'no empty element');
}

const texts = (xml, name) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

/// Types into a head field key by key; the focus stays in it.
async function type(page, id, value) {
  const field = page.locator(`#${id}`);
  await field.fill('');
  await field.pressSequentially(value);
  assert.equal(await page.evaluate(() => document.activeElement.id), id, `typing keeps the focus in ${id}`);
  await eventually(() => field.inputValue(), value);
}

test('an SWT and a list exported for the DSB: the head typed once, a refusal naming what is missing, a valid file', async () => {
  const { context, page, errors } = await openPage(env, '/turnier.html', { viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  await page.setInputFiles('#file', swtFile);
  await page.locator('#evaluation').waitFor();
  await page.setInputFiles('#list-file', await dsbZip());
  await listMatched(page);
  await waitForText(page, '#list-summary', /24 gefunden/);
  await waitForText(page, '#export-dsb', 'Für den DSB exportieren (XML)');
  // The head: what the SWT gives is filled in.
  await page.locator('details.head-form').evaluate((d) => { d.open = true; });
  await waitForValue(page, '#head-1', '18.05.2013', 'Beginn');
  await waitForValue(page, '#head-4', '40/90min + 30s/move, Rest/30min+30s/move', 'Bedenkzeit');
  await waitForValue(page, '#head-5', 'Los Angeles', 'Spielort');
  await waitForValue(page, '#head-6', 'SW', 'Turnierart');
  // Without time control and location: refused, naming both.
  await page.locator('#head-4').fill('');
  await page.locator('#head-5').fill('');
  await page.click('#export-dsb');
  await page.locator('#dsb-refused').waitFor();
  await waitForText(page, '#dsb-refused', /Der DSB-Bericht wird nicht geschrieben, es fehlt: Turnier, Bedenkzeit: fehlt; Turnier, Spielort: fehlt/);
  // Typed once, key by key.
  await type(page, 'head-4', '90 min/40 Züge + 30 min, 30 s/Zug');
  await type(page, 'head-5', 'Frankfurt am Main');
  await type(page, 'head-3', 'Eva Lang');
  const xml = await exportXml(page);
  await page.locator('#dsb-refused').waitFor({ state: 'hidden' }); // the refusal is gone
  await assertValid(xml);
  assert.deepEqual(texts(xml, 'location'), ['Frankfurt am Main']);
  assert.deepEqual(texts(xml, 'timecontrol'), ['90 min/40 Züge + 30 min, 30 s/Zug']);
  assert.deepEqual(texts(xml, 'sender'), ['Eva Lang']);
  assert.deepEqual(texts(xml, 'tournamentType'), ['SW']);
  assert.deepEqual(texts(xml, 'startDate'), ['2013-05-18']);
  assert.equal(texts(xml, 'dsbId').length, 24);
  assert.equal(texts(xml, 'dsbId')[0], 'NU100');
  assert.equal(texts(xml, 'vkz')[0], swtPlayers[0]['2010']);
  assert.equal(texts(xml, 'club')[0], 'SC Test &amp; Co.');
  assert.equal(texts(xml, 'sex')[0], 'w');
  // The tournament UUID is kept with the tournament (and shown); the file UUID is new.
  const [uuid] = texts(xml, 'tournamentUUID');
  await waitForValue(page, '#head-7', uuid);
  const again = await exportXml(page);
  await assertValid(again);
  assert.deepEqual(texts(again, 'tournamentUUID'), [uuid]);
  assert.notDeepEqual(texts(again, 'fileUUID'), texts(xml, 'fileUUID'));
  // Kept with the tournament.
  await waitForEval(page, (parts) => parts.every((p) => (localStorage.getItem('wertung-turnier') ?? '').includes(p)), ['Frankfurt am Main', uuid], true, 'the head typed and the UUID kept');
  await page.reload();
  await page.locator('#evaluation').waitFor();
  await waitForValue(page, '#head-5', 'Frankfurt am Main');
  await waitForValue(page, '#head-7', uuid);
  // The page opens the report itself (another program's, or this one to correct it): its head
  // with the tournament UUID comes along, and a corrected file keeps it.
  const dir = await mkdtemp(join(tmpdir(), 'wertung-dsb-open-'));
  const written = join(dir, 'bericht.xml');
  await writeFile(written, xml);
  await page.setInputFiles('#file', written);
  await page.locator('#evaluation').waitFor();
  await waitForCount(page, '#evaluation tbody tr', 24);
  await waitForValue(page, '#head-7', uuid);
  await waitForValue(page, '#head-5', 'Frankfurt am Main');
  const corrected = await exportXml(page);
  await assertValid(corrected);
  assert.deepEqual(texts(corrected, 'tournamentUUID'), [uuid]);
  assert.deepEqual(texts(corrected, 'dsbId'), texts(xml, 'dsbId'));
  // Refused like the CSV while an input is invalid: the message takes the focus.
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  const dwz = page.locator('#f1-dwz');
  await dwz.fill('');
  await dwz.pressSequentially('20x0');
  await page.locator('#blocked').waitFor();
  await dwz.evaluate((el) => el.blur());
  const download = page.waitForEvent('download', { timeout: 1000 }).then(() => true, () => false);
  await page.click('#export-dsb');
  assert.equal(await download, false, 'no file while an input is invalid');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'blocked');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page\'s report comes back whole: opened in a fresh browser with the list and exported again, the same file but for its UUID and time', async () => {
  // A list in which player 1 is two persons (another club each), player 2 a near miss, players
  // 3 and 4 missing (non-members, no decision), the rest found by ZPS and member number.
  const dir = await mkdtemp(join(tmpdir(), 'wertung-dsb-round-'));
  const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land';
  const born = (p) => p['2008'].slice(0, 4);
  const rows = [
    `NU1,99001,1,A,"${swtPlayers[0]['2000']}",M,,${born(swtPlayers[0])},202545,1700,30,,,,GER`,
    `NU2,99002,2,A,"${swtPlayers[0]['2000']}",M,,${born(swtPlayers[0])},202545,1710,31,,,,GER`,
    `NU3,99003,3,A,"${swtPlayers[1]['2000']}x",M,,${born(swtPlayers[1])},202545,1720,32,,,,GER`,
    ...swtPlayers.slice(4).map((p, k) => `NU${100 + k},${p['2010']},${Number(p['2011'])},A,"${p['2000']}",W,,${born(p)},202545,${1600 + k},${20 + k},,,,GER`),
  ];
  const list = join(dir, 'spieler.csv');
  await writeFile(list, Buffer.from([header, ...rows].join('\r\n') + '\r\n', 'latin1'));
  const { context, page, errors } = await openPage(env, '/turnier.html', { viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  await page.setInputFiles('#file', swtFile);
  await page.locator('#evaluation').waitFor({ state: 'attached' });
  await page.setInputFiles('#list-file', list);
  await listMatched(page);
  await waitForText(page, '#list-summary', /20 gefunden · 1 mehrdeutig \(bitte wählen\) · 1 Beinahe-Treffer \(bitte prüfen\) · 2 nicht in der Liste/);
  // The two decisions: player 1 is the one of club 99002, player 2 not the near miss.
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  const first = page.locator('#f1-list');
  const option = (await first.locator('option').allTextContents()).find((o) => /99002-2/.test(o));
  await first.selectOption({ label: option });
  await page.locator('#f2-list').selectOption({ label: 'keiner davon (Nichtmitglied)' });
  await page.waitForFunction(() => document.getElementById('list-need-count')?.textContent === '0');
  await page.locator('details.head-form').evaluate((d) => { d.open = true; });
  await type(page, 'head-0', 'B-2026-17');
  await type(page, 'head-2', 'Bezirk');
  await type(page, 'head-3', 'Eva Lang');
  const xml = await exportXml(page);
  await assertValid(xml);
  // Players 2 (not the near miss), 3 and 4 (not in the list) are non-members
  // though the file gives them a VKZ: the notes say so, and they come back as such.
  assert.deepEqual(texts(xml, 'notes'), ['Turniercode: B-2026-17; Spielebene: Bezirk; Nichtmitglied: 2, 3, 4']);
  assert.ok(xml.includes('<dsbId>NU2</dsbId>') && !xml.includes('<dsbId>NU3</dsbId>'), 'the decisions are in the file');
  // The birth dates, as the CLI writes them from the same SWT (one writer).
  const cli = runCli(['dwz', 'export', '--to', 'dsb-xml', '--players', list, '--sender', 'Eva Lang', swtFile]);
  assert.ok(texts(cli, 'dobDate').length > 0);
  assert.deepEqual(texts(xml, 'dobDate'), texts(cli, 'dobDate'));
  assert.deepEqual(errors, []);
  await context.close();
  // A fresh browser: the list, then the report.
  const fresh = await openPage(env, '/turnier.html', { viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  await fresh.page.setInputFiles('#list-file', list);
  const report = join(dir, 'bericht.xml');
  await writeFile(report, xml);
  await fresh.page.setInputFiles('#file', report);
  await listMatched(fresh.page);
  await fresh.page.waitForFunction(() => document.getElementById('list-need-count')?.textContent === '0');
  await waitForCount(fresh.page, 'details.players tr.need', 0, 'no decision open again');
  await waitForValue(fresh.page, '#head-0', 'B-2026-17');
  await waitForValue(fresh.page, '#head-2', 'Bezirk');
  await waitForValue(fresh.page, '#head-3', 'Eva Lang');
  const again = await exportXml(fresh.page);
  await assertValid(again);
  const without = (x) => x.replace(/<fileUUID>[^<]*<\/fileUUID>|<creationDate>[^<]*<\/creationDate>/g, '');
  assert.notEqual(texts(again, 'fileUUID')[0], texts(xml, 'fileUUID')[0]);
  assert.equal(without(again), without(xml));
  assert.deepEqual(fresh.errors, []);
  await fresh.context.close();
});
