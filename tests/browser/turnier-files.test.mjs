// Browser tests of the page "Turnierauswertung" as a director opens one file after another
// (issue 28 §1): each file is its own tournament, the next never inherits the first one's end
// date (or anything else it gave), also after a reload. Against the release build in dist/, in
// headless Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { browserEnv, fileLoad, openPage, shared } from './harness.mjs';

const env = browserEnv();
const swt = join(shared, 'testdata', 'swt', 'SwissIndividual.SWT');
const trf = join(shared, 'testdata', 'karl-mala-2005.trf');
const open = () => openPage(env, '/turnier.html', { viewport: { width: 1280, height: 900 } });

/// What the page shows of a tournament: its end date field and the evaluation's rows.
const shown = async (page) => {
  await page.locator('#evaluation').waitFor({ state: 'attached' });
  return {
    end: await page.inputValue('#end'),
    rows: await page.locator('#evaluation tbody tr').evaluateAll((trs) => trs.map((tr) => tr.textContent.replace(/\s+/g, ' ').trim())),
  };
};

test('SWT, then TRF, then SWT on one page: each shows what it shows on a fresh page, also after a reload', async () => {
  const fresh = {};
  for (const [name, file] of [['swt', swt], ['trf', trf]]) {
    const { context, page } = await open();
    await fileLoad(page, file);
    fresh[name] = await shown(page);
    await context.close();
  }
  assert.notEqual(fresh.swt.end, fresh.trf.end, 'two tournaments with their own end dates');
  const { context, page, errors } = await open();
  for (const name of ['swt', 'trf', 'swt', 'trf']) {
    await fileLoad(page, name === 'swt' ? swt : trf);
    assert.deepEqual(await shown(page), fresh[name], `${name} as on a fresh page`);
  }
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  assert.deepEqual(await shown(page), fresh.trf, 'after a reload');
  assert.deepEqual(errors, []);
  await context.close();
});

/// A DSB player list (layout of 10.09.2026) holding the SWT's first `n` players, Windows-1252.
async function listOf(n) {
  const { readFile } = await import('node:fs/promises');
  const players = JSON.parse(await readFile(join(shared, 'testdata', 'swt', 'SwissIndividual.expected.json'), 'utf8')).players;
  const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land,Vorname,Nachname,FIDE-Frauentitel,FIDE-Elozahl-Schnellschach,FIDE-Elozahl-Blitz';
  const lines = players.slice(0, n).map((p, k) => {
    const [last, first] = p['2000'].split(',');
    return `NU${k},${p['2010']},${Number(p['2011'])},A,"${p['2000']}",M,,${p['2008'].slice(0, 4)},202545,${1500 + k},${20 + k},,,,GER,${first},${last},,,`;
  });
  return { name: 'spieler.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...lines].join('\r\n') + '\r\n', 'latin1') };
}

test('players not in the list do not block: evaluated as non-members, no decision asked, exports available', async () => {
  const { context, page, errors } = await open();
  await fileLoad(page, swt);
  await page.setInputFiles('#list-file', await listOf(6));
  await page.locator('#list-summary[data-ms]').waitFor();
  assert.match(await page.locator('#list-summary').textContent(), /6 gefunden · 0 mehrdeutig \(bitte wählen\) · 0 Beinahe-Treffer \(bitte prüfen\) · 18 nicht in der Liste \(als Nichtmitglied gewertet\)/);
  // The evaluation is shown at once, nobody is called ambiguous, nothing waits for a decision.
  await page.locator('#evaluation').waitFor();
  assert.equal(await page.locator('#blocked').isVisible(), false);
  assert.doesNotMatch(await page.locator('details.players').textContent(), /mehrdeutig/);
  assert.equal(await page.locator('details.players tr.need').count(), 0);
  assert.equal(await page.locator('#list-need-count').textContent(), '0');
  assert.match(await page.locator('#evaluation tr[data-id="24"] td.name').textContent(), /textuell/, 'a non-member');
  // One can still be made a member by hand.
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  await page.locator('#f24-list').selectOption({ label: 'DSB-Mitglied mit den Werten der Datei' });
  await page.waitForFunction(() => !/textuell/.test(document.querySelector('#evaluation tr[data-id="24"] td.name')?.textContent ?? 'textuell'));
  assert.deepEqual(errors, []);
  await context.close();
});
