// Both player lists in the calculator as on a phone: 360 px wide, the page's CPU slowed 4x
// (DevTools' throttling), FIDE's whole list (generated, 1 800 000 players by default) and a
// DSB list of 90 000 rows. Prints each figure the lists are held to:
//  (a) FIDE's zip chosen → a name of it found (goal 15 s), the longest main-thread task
//      meanwhile (goal 200 ms) and the renderer's peak memory (goal 300 MB);
//  (b) a keystroke's suggestions over both lists, from the key's input event to the
//      suggestions' change: median and 95th percentile (goal 50 ms);
//  (c) the renderer idle with both lists (goal 150 MB);
//  (d) a reload → a name of FIDE's list found (goal 1.5 s), the longest task meanwhile;
//  (e) FIDE's list chosen again (replacing the one kept): the renderer's peak;
//  (f) the unzipped players_list_foa.txt chosen → a name of it found, the renderer's peak.
// The renderer's memory is the proportional set size (PSS, /proc/<pid>/smaps_rollup) of the
// page's renderer process (its workers run in it), sampled every 250 ms; the longest task is
// the longest PerformanceObserver "longtask" of the page.
// Run after a release build (trunk build --release --offline); WERTUNG_DIST=folder measures
// another build (e.g. an earlier release's dist/):
//   node scripts/bench-lists-phone.mjs [players]
// FIDE_DIR=folder (holding players_list.zip and players_list_foa.txt) uses a list made before
// and keeps it.
import { copyFile, mkdtemp, writeFile, rm, open, stat, readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { tmpdir, loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import { serveDist, launch, root } from '../tests/browser/harness.mjs';

const PLAYERS = Number(process.argv[2] ?? 1_800_000);
const DSB_ROWS = 90_000;
const THROTTLE = 4;

let seed = 2026;
const next = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const quantile = (v, q) => v[Math.round((v.length - 1) * q)];
const mb = (bytes) => (bytes / 1e6).toFixed(0);
const s = (ms) => (ms / 1000).toFixed(1);

/// A DSB list (layout of 2026, Windows-1252) of DSB_ROWS rows, and its names as typed.
function spielerCsv() {
  const SURNAMES = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Köhler', 'König', 'Möller', 'Weiß', 'Günther'];
  const GIVEN = ['Hans', 'Peter', 'Michael', 'Thomas', 'Andreas', 'Stefan', 'Klaus', 'Jürgen', 'Uwe', 'Frank', 'Anna', 'Maria', 'Julia', 'Lena', 'Sophie', 'Lukas', 'Leon', 'Jonas', 'Felix', 'Paul', 'Jörg', 'Björn', 'Sören'];
  const lines = ['ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land,Vorname,Nachname,FIDE-Frauentitel,FIDE-Elozahl-Schnellschach,FIDE-Elozahl-Blitz'];
  const names = [];
  for (let k = 1; lines.length <= DSB_ROWS; k++) {
    const last = SURNAMES[next(SURNAMES.length)];
    const first = GIVEN[next(GIVEN.length)];
    const dwz = next(10) ? `${800 + next(1800)},${1 + next(150)}` : ',';
    names.push({ typed: `${first} ${last}`, shown: `${last},${first}` });
    lines.push(`NU${String(k).padStart(7, '0')},${String(10000 + next(9000))},${1 + next(400)},A,"${last},${first}",M,,${1930 + next(90)},202645,${dwz},,,,GER,${first},${last},,,`);
  }
  return { bytes: Buffer.from(lines.join('\r\n') + '\r\n', 'latin1'), names };
}

/// Names of FIDE's list to type ("Tomas Dvorak" for "Dvorak, Tomas"), from its first lines.
async function fideNames(txt, count) {
  const file = await open(txt);
  const { buffer, bytesRead } = await file.read({ buffer: Buffer.alloc(1 << 22), position: 0 });
  await file.close();
  const lines = buffer.subarray(0, bytesRead).toString('latin1').split(/\r?\n/).slice(1, -1);
  const names = [];
  for (let k = 0; names.length < count && k < lines.length; k += 997) {
    const shown = lines[k].slice(15, 76).trim();
    const [last, first] = shown.split(', ');
    if (last && first) names.push({ typed: `${first} ${last}`, shown });
  }
  return names;
}

/// Before the page's scripts: the page's long tasks since the last reset.
function probes() {
  window.longest = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longest = Math.max(window.longest, e.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/// The renderer processes' PSS in bytes (the page's is the largest), by the browser's process list.
async function rendererPss(cdp) {
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  let most = 0;
  for (const p of processInfo.filter((p) => p.type === 'renderer')) {
    try {
      const text = await readFile(`/proc/${p.id}/smaps_rollup`, 'utf8');
      const kb = Number(/^Pss:\s+(\d+)/m.exec(text)?.[1] ?? 0);
      most = Math.max(most, kb * 1024);
    } catch { /* ended meanwhile */ }
  }
  return most;
}

/// Samples the renderer's PSS every 250 ms until `stop()`: the peak.
function sampler(cdp) {
  let peak = 0;
  let on = true;
  const done = (async () => {
    while (on) {
      peak = Math.max(peak, await rendererPss(cdp));
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return async () => { on = false; await done; return peak; };
}

/// Types `name.typed` into the player's name field until a suggestion shows `name.shown`;
/// the page's clock then.
async function found(page, name, timeout) {
  await page.locator('#name').fill('');
  await page.locator('#name').pressSequentially(name.typed);
  await page.waitForFunction((shown) => [...document.querySelectorAll('#name-list [role=option]')].some((o) => o.textContent.startsWith(shown)), name.shown, { timeout, polling: 200 });
  const at = await page.evaluate(() => performance.now());
  await page.keyboard.press('Escape');
  return at;
}

/// Chooses `file` in "Spielerliste laden" and waits until a name of it is found: ms taken,
/// the longest task meanwhile, the renderer's peak.
async function chosen(page, cdp, file, name) {
  const t0 = await page.evaluate(() => { window.longest = 0; return performance.now(); });
  const stop = sampler(cdp);
  // Read once "Die Liste wird gelesen" was shown and is gone again (or the file refused).
  await page.evaluate(() => {
    window.readingSeen = false;
    const hint = document.querySelector('details.names p.hint[role=status]');
    window.readingWatch = setInterval(() => { if (hint && !hint.hidden) window.readingSeen = true; }, 20);
  });
  await page.setInputFiles('#names-file', file);
  await page.waitForFunction(() => {
    const error = document.querySelector('#names-error');
    const hint = document.querySelector('details.names p.hint[role=status]');
    return (error && !error.hidden) || (window.readingSeen && hint.hidden && !document.querySelector('#names-fide').hidden);
  }, null, { timeout: 600000, polling: 100 });
  // The watch ends with the read: left running, its garbage would count as the page's.
  await page.evaluate(() => clearInterval(window.readingWatch));
  if (await page.locator('#names-error:not([hidden])').count()) {
    await stop();
    return { refused: (await page.locator('#names-error').textContent()).trim() };
  }
  const at = await found(page, name, 600000);
  return { ms: at - t0, longest: await page.evaluate(() => window.longest), peak: await stop() };
}

const dir = process.env.FIDE_DIR ?? await mkdtemp(join(tmpdir(), 'wertung-bench-phone-'));
try {
  if (!process.env.FIDE_DIR) {
    execFileSync('cargo', ['run', '--quiet', '--release', '--example', 'gen_fide_list', '--', dir, String(PLAYERS)], { cwd: root, stdio: 'inherit' });
  }
  const zip = join(dir, 'players_list.zip');
  const txt = join(dir, 'players_list_foa.txt');
  const fide = await fideNames(txt, 24);
  const dsb = spielerCsv();
  const dsbPath = join(dir, 'spieler.csv');
  await writeFile(dsbPath, dsb.bytes);
  console.log(`${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; CPU slowed ${THROTTLE}x, 360 px`);
  console.log(`players_list.zip ${mb((await stat(zip)).size)} MB, players_list_foa.txt ${mb((await stat(txt)).size)} MB; spieler.csv ${DSB_ROWS} rows`);

  const server = await serveDist();
  const browser = await launch();
  const cdpBrowser = await browser.newBrowserCDPSession();
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await context.addInitScript(probes);
  const page = await context.newPage();
  const throttle = async () => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  };
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await throttle();
  await page.click('#names-open');
  await page.locator('#names-file').waitFor({ state: 'attached' });
  const d0 = await page.evaluate(() => { window.longest = 0; return performance.now(); });
  await page.setInputFiles('#names-file', dsbPath);
  await page.locator('#names-status:not([hidden])').waitFor({ timeout: 300000 });
  const dsbAt = await found(page, dsb.names[0], 300000);
  console.log(`DSB list chosen → a name found ${s(dsbAt - d0)} s, longest task ${(await page.evaluate(() => window.longest)).toFixed(0)} ms`);

  const a = await chosen(page, cdpBrowser, zip, fide[0]);
  if (a.refused) throw new Error(`FIDE's zip refused: ${a.refused}`);
  console.log(`(a) FIDE's zip chosen → a name found ${s(a.ms)} s (goal 15); longest task ${a.longest.toFixed(0)} ms (goal 200); renderer peak ${mb(a.peak)} MB (goal 300)`);

  // (b) Keystrokes over both lists.
  await page.evaluate(() => {
    window.keyTimes = [];
    let since = null;
    document.getElementById('name').addEventListener('input', () => { since = performance.now(); }, true);
    new MutationObserver(() => {
      if (since !== null) {
        window.keyTimes.push(performance.now() - since);
        since = null;
      }
    }).observe(document.getElementById('name-list'), { childList: true, subtree: true, attributes: true, characterData: true });
  });
  for (const name of fide.slice(2, 12).flatMap((f, k) => [f, dsb.names[1 + k * 7]])) {
    await page.locator('#name').fill('');
    await page.locator('#name').pressSequentially(name.typed, { delay: 120 });
    await page.waitForTimeout(300);
  }
  const times = (await page.evaluate(() => window.keyTimes)).sort((x, y) => x - y);
  console.log(`(b) ${times.length} keystrokes: median ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms (goal 50), max ${times[times.length - 1].toFixed(0)} ms`);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(3000);
  console.log(`(c) the renderer idle with both lists: ${mb(await rendererPss(cdpBrowser))} MB (goal 150)`);

  // (d) A reload: the page's clock starts with the navigation.
  const stopReload = sampler(cdpBrowser);
  await page.reload();
  await throttle();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.locator('#names-fide:not([hidden])').waitFor({ timeout: 300000 });
  const again = await found(page, fide[1], 300000);
  console.log(`(d) reloaded → a name of FIDE's list found ${s(again)} s after the navigation (goal 1.5); longest task ${(await page.evaluate(() => window.longest)).toFixed(0)} ms (goal 200); renderer peak ${mb(await stopReload())} MB`);
  await page.waitForTimeout(3000);
  console.log(`    the renderer idle after the reload: ${mb(await rendererPss(cdpBrowser))} MB`);

  // (e) FIDE's zip chosen again, replacing the list kept: a copy of it, since the very file
  // chosen again is only said to be the one in use.
  const copy = join(dir, 'players_list_again.zip');
  await copyFile(zip, copy);
  const e = await chosen(page, cdpBrowser, copy, fide[2]);
  console.log(e.refused ? `(e) refused: ${e.refused}` : `(e) FIDE's zip chosen again → a name found ${s(e.ms)} s; longest task ${e.longest.toFixed(0)} ms; renderer peak ${mb(e.peak)} MB (goal 300)`);

  // (f) The unzipped text.
  const f = await chosen(page, cdpBrowser, txt, fide[3]);
  console.log(f.refused ? `(f) players_list_foa.txt refused: ${f.refused}` : `(f) players_list_foa.txt chosen → a name found ${s(f.ms)} s; longest task ${f.longest.toFixed(0)} ms; renderer peak ${mb(f.peak)} MB (goal 300)`);
  await context.close();
  await browser.close();
  server.close();
} finally {
  if (!process.env.FIDE_DIR) await rm(dir, { recursive: true, force: true });
}
