// Benchmark: a tournament of 500 players and 9 rounds (a third of them without DWZ) evaluated
// on the page "Turnierauswertung" in headless Chromium. Prints the evaluation time the page
// measures and shows under the table ("· gerechnet in 12,3 ms"; median of 7, table and exact
// mode). Run after a build: node scripts/bench-browser.mjs
import { serveDist, launch } from '../tests/browser/harness.mjs';

let seed = 88172645463325252n;
const rnd = () => { seed ^= seed << 13n; seed &= (1n << 64n) - 1n; seed ^= seed >> 7n; seed ^= seed << 17n; seed &= (1n << 64n) - 1n; return Number(seed % 1000003n); };

function tournament(players, rounds, unrated) {
  const list = [];
  for (let i = 0; i < players; i++) {
    const p = { id: `P${i}`, name: `Spieler ${i}` };
    if (rnd() % 100 >= unrated) { p.dwz = 1100 + (rnd() % 1400); p.index = 1 + (rnd() % 40); p.birth_year = 1950 + (rnd() % 65); }
    list.push(p);
  }
  const games = [];
  const codes = ['1-0', '0-1', '1/2-1/2'];
  for (let r = 0; r < rounds; r++) {
    const order = list.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) { const j = rnd() % (i + 1); [order[i], order[j]] = [order[j], order[i]]; }
    for (let k = 0; k + 1 < order.length; k += 2) games.push({ white: `P${order[k]}`, black: `P${order[k + 1]}`, result: codes[rnd() % 3] });
  }
  return { name: 'Benchmark', end_date: '2026-12-12', players: list, games };
}

const server = await serveDist();
const browser = await launch();
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/turnier.html`);
const json = JSON.stringify(tournament(500, 9, 33));
for (const exact of [false, true]) {
  if (exact) await page.check('#exact');
  const times = [];
  for (let run = 0; run < 7; run++) {
    await page.fill('#paste', json.replace('"Benchmark"', `"Benchmark ${run}"`));
    await page.click('#paste-load');
    // The text is read by the page's second module: wait until it is (the rows of the run
    // before are still there meanwhile).
    await page.locator('section.load[aria-busy="false"]').waitFor();
    await page.waitForFunction((n) => document.querySelector('#eval-info') && document.querySelectorAll('#evaluation tbody tr').length === n, 500);
    // The figure as the page shows it (German: a decimal comma).
    const [, shown] = (await page.locator('#eval-info').textContent()).match(/(\d+,\d) ms/);
    times.push(Number(shown.replace(',', '.')));
  }
  times.sort((a, b) => a - b);
  console.log(`500 players, 9 rounds, ${exact ? 'exact' : 'table'} mode: evaluation ${times[3].toFixed(1)} ms in Chromium (median of 7; min ${times[0].toFixed(1)}, max ${times[6].toFixed(1)})`);
}
await browser.close();
server.close();
