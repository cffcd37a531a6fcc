// How fast names are found in the calculator, in Chromium. Generates a 90 000-row
// spieler.csv (layout of 2026, Windows-1252; about one person in five with a second, passive
// membership; few surnames and given names: many namesakes, the hard case), loads it into the
// calculator ("Spielerliste laden") and times it until the list is read and searchable; then
// types 40 names key by key into the player's name field and times each keystroke until its
// suggestions are on the page. Prints the figures, at full speed and with the CPU slowed 4x.
// Run after a build:
//   node scripts/bench-names.mjs
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveDist, launch } from '../tests/browser/harness.mjs';

const ROWS = 90_000;
const SURNAMES = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Schmitz', 'Krause', 'Meier', 'Lehmann', 'Schmid', 'Schulze', 'Maier', 'Köhler', 'Herrmann', 'König', 'Walter', 'Mayer', 'Huber', 'Kaiser', 'Fuchs', 'Peters', 'Lang', 'Scholz', 'Möller', 'Weiß', 'Jung', 'Hahn', 'Schubert', 'Vogel', 'Friedrich', 'Keller', 'Günther', 'Frank', 'Berger', 'Winkler', 'Roth', 'Beck', 'Lorenz', 'Öztürk', 'Yılmaz', 'Nowak', 'Kowalski'];
const GIVEN = ['Hans', 'Peter', 'Michael', 'Thomas', 'Andreas', 'Stefan', 'Klaus', 'Jürgen', 'Uwe', 'Frank', 'Anna', 'Maria', 'Julia', 'Lena', 'Sophie', 'Lukas', 'Leon', 'Jonas', 'Felix', 'Paul', 'Emma', 'Mia', 'Hannah', 'Lea', 'Max', 'Ben', 'Elias', 'Noah', 'Finn', 'Tim', 'Jörg', 'Björn', 'Sören', 'Ömer', 'Ayşe'];

let seed = 2026;
const next = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

function spielerCsv() {
  const lines = ['ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land,Vorname,Nachname,FIDE-Frauentitel,FIDE-Elozahl-Schnellschach,FIDE-Elozahl-Blitz'];
  const names = [];
  for (let k = 1; lines.length <= ROWS; k++) {
    const last = SURNAMES[next(SURNAMES.length)];
    const first = GIVEN[next(GIVEN.length)];
    const year = 1930 + next(90);
    const dwz = next(10) ? `${800 + next(1800)},${1 + next(150)}` : ',';
    const elo = next(4) ? '' : String(1400 + next(1200));
    names.push(`${first} ${last}`);
    for (let c = 0; c < (next(5) ? 1 : 2) && lines.length <= ROWS; c++) {
      lines.push(`NU${String(k).padStart(7, '0')},${['1', '2', '3', 'C'][next(4)]}${String(next(2000)).padStart(4, '0')},${1 + next(400) + c * 1000},${c ? 'P' : 'A'},"${last},${first}",M,,${year},2026${String(1 + next(46)).padStart(2, '0')},${dwz},${elo},,,GER,${first},${last},,,`);
    }
  }
  const text = lines.join('\r\n') + '\r\n';
  return { bytes: Buffer.from([...text].map((ch) => (ch.codePointAt(0) < 256 ? ch.codePointAt(0) : 63))), names };
}

const median = (v) => v[Math.floor((v.length - 1) / 2)];
const p95 = (v) => v[Math.round((v.length - 1) * 0.95)];

const { bytes, names } = spielerCsv();
const dir = await mkdtemp(join(tmpdir(), 'wertung-bench-names-'));
const file = join(dir, 'spieler.csv');
await writeFile(file, bytes);
const server = await serveDist();
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();
console.log(`spieler.csv: ${ROWS} rows, ${(bytes.length / 1e6).toFixed(1)} MB`);
for (const rate of [1, 4]) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addInitScript(keepMemories);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.click('#names-open');
  await page.locator('#names-file').waitFor({ state: 'attached' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const t0 = Date.now();
  await page.setInputFiles('#names-file', file);
  await page.locator('#names-status:not([hidden])').waitFor({ timeout: 120000 });
  await page.locator('#name').waitFor();
  const loaded = Date.now() - t0;
  // Each keystroke: from the key's input event to the suggestions' change on the page.
  await page.evaluate(() => {
    window.keyTimes = [];
    const list = document.getElementById('name-list');
    window.keyLens = [];
    let since = null;
    let typed = 0;
    document.getElementById('name').addEventListener('input', (e) => { since = performance.now(); typed = e.target.value.length; }, true);
    new MutationObserver(() => {
      if (since !== null) {
        window.keyTimes.push(performance.now() - since);
        window.keyLens.push(typed);
        since = null;
      }
    }).observe(list, { childList: true, subtree: true, attributes: true });
  });
  const first = await page.evaluate(() => window.keyTimes.length);
  for (const name of names.slice(0, 40)) {
    await page.locator('#name').fill('');
    await page.locator('#name').pressSequentially(name, { delay: 30 });
    await page.waitForTimeout(100);
  }
  const times = (await page.evaluate(() => window.keyTimes)).slice(first).sort((a, b) => a - b);
  if (process.env.BY_LENGTH) {
    const pairs = await page.evaluate(() => window.keyTimes.map((t, k) => [window.keyLens[k], t]));
    const by = {};
    for (const [n, t] of pairs) (by[Math.min(n, 8)] ??= []).push(t);
    for (const [n, ts] of Object.entries(by)) { ts.sort((a, b) => a - b); console.log(`  ${n} letters: ${ts.length} keystrokes, median ${median(ts).toFixed(1)} ms, max ${ts[ts.length - 1].toFixed(1)} ms`); }
  }
  const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
  const memories = (await page.evaluate(() => [...window.wasmMemories].map((m) => m.buffer.byteLength))).sort((a, b) => b - a);
  console.log(`CPU x${rate}: list read and searchable in ${loaded} ms; ${times.length} keystrokes: median ${median(times).toFixed(1)} ms, 95th percentile ${p95(times).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms; JS heap ${(heap / 1e6).toFixed(1)} MB; wasm memories ${memories.map((m) => (m / 1e6).toFixed(1)).join(' + ')} MB (the largest is the second module's, with the list and its search index)`);
  await context.close();
}
await browser.close();
server.close();

/// Before the page's scripts: keeps each WebAssembly memory a module exports (the calculator's,
/// the second module's), so that their sizes can be read (the JS heap does not count them).
function keepMemories() {
  window.wasmMemories = new Set();
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const original = WebAssembly[name];
    WebAssembly[name] = async function (...args) {
      const result = await original.apply(this, args);
      const memory = (result.instance ?? result).exports?.memory;
      if (memory) window.wasmMemories.add(memory);
      return result;
    };
  }
}
