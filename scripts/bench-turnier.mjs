// Benchmark of the page "Turnierauswertung" in headless Chromium (unthrottled), on the
// 284-player Karl-Mala TRF of the shared test data. Prints
//  * the typing latency of the player table: from a keystroke in a player's DWZ field to the
//    result table updated (the first change of its rows a MutationObserver sees),
//    median and worst of 30 keystrokes (goal 30 ms), and to the next frame;
//  * loading and matching a DSB player list of 90 000 rows (generated in the 2026 layout,
//    Windows-1252, with the tournament's players in it): timed from outside the page's code, from
//    the file chosen (its change event) to the list's summary showing the players matched (the
//    first change of the page a MutationObserver sees with that text), the goal being 1 second;
//    beside it the figure the summary itself shows ("· Zeit … ms", the page's own timing);
// (The bytes of a first visit: node scripts/bundle-size.mjs dist.)
// Run after a build: node scripts/bench-turnier.mjs
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveDist, launch, matchedText, shared } from '../tests/browser/harness.mjs';

const trfPath = join(shared, 'testdata', 'karl-mala-2005.trf');

/// The players of a TRF: name, FIDE ID and birth year from the fixed columns of record 001.
function trfPlayers(text) {
  return text.split(/\r?\n/).filter((l) => l.startsWith('001 ')).map((l) => ({
    name: l.slice(14, 47).trim(),
    fide: l.slice(57, 68).trim(),
    born: l.slice(69, 73).trim(),
  }));
}

/// A player list of `rows` rows in the layout of 10.09.2026, as Windows-1252 bytes; every
/// second tournament player is in it (by FIDE ID), the rest are made up.
export function playerList(rows, players) {
  const header = 'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land,Vorname,Nachname,FIDE-Frauentitel,FIDE-Elozahl-Schnellschach,FIDE-Elozahl-Blitz';
  const lines = [header];
  const surnames = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weiß', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer'];
  const given = ['Anna', 'Bernd', 'Clara', 'Dieter', 'Eva', 'Frank', 'Gisela', 'Hans', 'Ilse', 'Jörg', 'Karin', 'Lutz'];
  players.forEach((p, k) => {
    if (k % 2 === 0) {
      const [last, first = ''] = p.name.split(',');
      lines.push(`NU${k},${String(10000 + (k % 900)).padStart(5, '0')},${k + 1},A,"${p.name}",M,,${p.born || 1980},202540,${1500 + k},${10 + (k % 30)},,,${p.fide},GER,${first},${last},,,`);
    }
  });
  for (let i = lines.length - 1; i < rows; i++) {
    const last = surnames[i % surnames.length] + (i % 97);
    const first = given[(i * 7) % given.length];
    const dwz = i % 5 === 0 ? '' : String(800 + (i * 37) % 1700);
    const index = dwz ? String(1 + (i % 120)) : '';
    lines.push(`NX${i},${String(20000 + (i % 5000)).padStart(5, '0')},${1 + (i % 400)},${i % 9 === 0 ? 'P' : 'A'},"${last},${first}",${i % 3 ? 'M' : 'W'},,${1940 + (i % 70)},202540,${dwz},${index},,,,GER,${first},${last},,,`);
  }
  return Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await serveDist();
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
const page = await context.newPage();
await page.goto(origin + '/turnier.html');
await page.waitForSelector('html[data-ready]');
await page.setInputFiles('#file', trfPath);
await page.locator('#evaluation').waitFor();
await page.click('details.players summary');

// Typing: 30 keystrokes into the DWZ fields of rated players: the last digit removed, then typed
// back (both values valid, so every keystroke changes the evaluation).
const latencies = [];
await page.evaluate(() => {
  window.keyAt = 0;
  document.addEventListener('keydown', (e) => { window.keyAt = e.timeStamp; }, true);
  // What the user sees change: the first change of the table's rows after the key, and the
  // frame after it (the rows laid out and painted).
  window.changedAt = 0;
  new MutationObserver(() => {
    if (window.changedAt > window.keyAt) return;
    window.changedAt = performance.now();
    requestAnimationFrame(() => setTimeout(() => { window.paintedAt = performance.now(); }));
  }).observe(document.getElementById('evaluation'), { subtree: true, childList: true, characterData: true });
});
const painted = [];
const rated = await page.$$eval('details.players input[aria-label^="DWZ "]',
  (fields) => fields.map((f, k) => (/^\d{4}$/.test(f.value) ? k : -1)).filter((k) => k >= 0));
const keyAndChange = async (key) => {
  await page.keyboard.press(key);
  await page.waitForFunction(() => window.changedAt > window.keyAt);
  latencies.push(await page.evaluate(() => window.changedAt - window.keyAt));
  await page.waitForFunction(() => window.paintedAt > window.keyAt);
  painted.push(await page.evaluate(() => window.paintedAt - window.keyAt));
};
for (let i = 0; i < 15; i++) {
  const field = page.locator('details.players input[aria-label^="DWZ "]').nth(rated[(i * 7) % rated.length]);
  const value = await field.inputValue();
  await field.focus();
  await page.keyboard.press('End');
  await keyAndChange('Backspace');
  await keyAndChange(value.slice(-1));
}
console.log(`typing in the player table (284 players): ${median(latencies).toFixed(1)} ms from keystroke to updated results (median of ${latencies.length}; worst ${Math.max(...latencies).toFixed(1)} ms; goal 30 ms)`);
console.log(`  … and to the next frame painted: ${median(painted).toFixed(1)} ms (median; worst ${Math.max(...painted).toFixed(1)} ms)`);

// The player list: 90 000 rows.
const dir = mkdtempSync(join(tmpdir(), 'wertung-bench-'));
const listPath = join(dir, 'spieler.csv');
writeFileSync(listPath, playerList(90000, trfPlayers(readFileSync(trfPath, 'latin1'))));
const times = [];
const said = [];
for (let run = 0; run < 3; run++) {
  if (run > 0) {
    // Anew: the list forgotten, the page reloaded (the tournament comes back from storage).
    await page.click('#list-forget');
    await page.reload();
    await page.locator('#evaluation').waitFor();
  }
  // What the user does and sees: the file chosen, and the summary saying the players were
  // matched (after a reload the page is new, so the watch is set again).
  await page.evaluate((source) => {
    const matched = new RegExp(source);
    window.listChosenAt = 0;
    window.listShownAt = 0;
    document.addEventListener('change', (e) => {
      if (e.target.id === 'list-file') window.listChosenAt = e.timeStamp;
    }, true);
    new MutationObserver(() => {
      if (window.listShownAt || !window.listChosenAt) return;
      if (matched.test(document.getElementById('list-summary')?.textContent ?? '')) window.listShownAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, matchedText.source);
  await page.setInputFiles('#list-file', listPath);
  await page.waitForFunction(() => window.listShownAt > 0, null, { timeout: 60000 });
  times.push(Math.round(await page.evaluate(() => window.listShownAt - window.listChosenAt)));
  const summary = await page.locator('#list-summary').textContent();
  said.push(summary.match(/(Zeit|time) ([\d.,]+) ms/)[2]);
  await page.waitForSelector('#list-forget');
}
console.log(`DSB player list of 90 000 rows (${(readFileSync(listPath).length / 1e6).toFixed(1)} MB): from the file chosen to the 284 players matched on the page ${median(times)} ms (median of 3: ${times.join(', ')} ms; the first includes loading the module; goal 1000 ms); the page's own figure: ${said.join(', ')} ms`);
await browser.close();
server.close();
