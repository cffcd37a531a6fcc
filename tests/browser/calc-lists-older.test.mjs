// The calculator's DSB list kept: an older DSB list than the one loaded (here the DSB's zip;
// its "Stand" known only once it is read) asks before it replaces it, naming the file and both
// dates; "Behalten" keeps the list loaded, its persons still found, and says nothing changed;
// "Ersetzen" replaces it; a newer one replaces it without a question.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserEnv, eventually, openPage, typeName, waitForEval, waitForText, storedZip } from './harness.mjs';

const env = browserEnv();
after(() => env.close?.());

const dir = await mkdtemp(join(tmpdir(), 'wertung-lists-older-'));

/// A DSB list `name` of one person, its "Letzte Auswertung" the week `week` (YYYYWW).
async function dsbList(name, person, week) {
  const path = join(dir, name);
  await writeFile(path, Buffer.from([
    'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land',
    `NU1,10614,1,A,"${person}",M,,1970,${week},1850,42,,,,GER`,
  ].join('\r\n') + '\r\n', 'latin1'));
  return path;
}

// Week 47 of 2026 ends on Sunday 22.11.2026, week 45 on 08.11.2026; the older list comes as the
// DSB's zip.
const current = await dsbList('spieler.csv', 'Müller,Hans', 202647);
const older = join(dir, 'LV-0-csv.zip');
await writeFile(older, storedZip([['spieler.csv', await readFile(await dsbList('alt.csv', 'Schulz,Otto', 202645))]], { year: 2026, month: 11, day: 9 }));

/// Whether the name field finds a person whose suggestion begins with `name`, once the field
/// has answered `query`.
async function finds(page, query, name) {
  await typeName(page, 'name', query, { clear: true });
  await page.waitForFunction(() => {
    const hint = document.querySelector('#name-list ~ p.hint[role=status]');
    return document.querySelectorAll('#name-list [role=option]').length > 0 || /Niemand|Meinten/.test(hint?.textContent ?? '');
  });
  const options = await page.locator('#name-list [role=option]').allTextContents();
  await page.keyboard.press('Escape');
  return options.some((o) => o.startsWith(name));
}

test('an older DSB list than the one loaded asks before it replaces it', async () => {
  const { page, context, errors } = await openPage(env, '/', { viewport: { width: 360, height: 740 }, ready: 'attached' });
  await page.click('#names-open');
  await page.locator('#names-file').waitFor({ state: 'attached' });
  await page.setInputFiles('#names-file', current);
  await page.locator('#names-status:not([hidden])').waitFor();
  await waitForText(page, '#names-status', /spieler\.csv · 1 Person · Stand 22\.11\.2026/);
  await waitForEval(page, () => /spieler\.csv/.test(localStorage.getItem('wertung-spielerliste') ?? ''), undefined, true, 'the list kept');
  // The older one: read, then asked, the list loaded still in use.
  await page.click('details.names summary');
  await page.setInputFiles('#names-file', older);
  await page.locator('#names-ask:not([hidden])').waitFor();
  await waitForText(page, '#names-ask span', 'LV-0-csv.zip ist älter (08.11.2026) als die geladene DSB-Spielerliste (22.11.2026). Trotzdem ersetzen?');
  await page.click('#names-keep');
  await page.locator('#names-ask[hidden]').waitFor({ state: 'attached' });
  await waitForText(page, '#names-note', 'LV-0-csv.zip nicht geladen: die DSB-Spielerliste bleibt unverändert.');
  await waitForText(page, '#names-status', /spieler\.csv · 1 Person · Stand 22\.11\.2026/);
  assert.match(await page.evaluate(() => localStorage.getItem('wertung-spielerliste')), /"name":"spieler\.csv"/);
  // Its persons are still found, the older list's are not.
  assert.ok(await finds(page, 'Müller', 'Müller,Hans'), 'Hans Müller of the list kept is found');
  assert.ok(!(await finds(page, 'Schulz', 'Schulz,Otto')), 'Otto Schulz of the older list is not');
  // In English, the question says the same.
  await page.click('details.names summary');
  await page.setInputFiles('#names-file', older);
  await page.locator('#names-ask:not([hidden])').waitFor();
  await page.click('#lang');
  await waitForText(page, '#names-ask span', 'LV-0-csv.zip is older (2026-11-08) than the DSB player list loaded (2026-11-22). Replace it all the same?');
  await page.click('#lang');
  // Asked again and replaced.
  await page.click('#names-replace');
  await waitForText(page, '#names-status', /LV-0-csv\.zip · 1 Person · Stand 08\.11\.2026/);
  await eventually(() => page.isHidden('#names-ask'), true);
  assert.ok(await finds(page, 'Schulz', 'Schulz,Otto'), 'Otto Schulz of the list now loaded is found');
  // A newer one: replaced without a question.
  await page.click('details.names summary');
  await page.setInputFiles('#names-file', current);
  await waitForText(page, '#names-status', /spieler\.csv · 1 Person · Stand 22\.11\.2026/);
  assert.ok(await page.isHidden('#names-ask'), 'no question for a newer list');
  assert.deepEqual(errors, []);
  await context.close();
});
