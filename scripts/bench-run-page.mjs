// A season of 50 tournaments (scripts/season.mjs: 16 players each from a pool of
// 200 persons, round robins, 6 000 games) chosen together on the tournament page runs within
// 5 s, with a progress bar. Each run opens the page, chooses the 50 files and waits until the
// order shows all 50 tournaments and the persons their path (the second module reads every
// file, then runs them by the core's dwz::run); prints the runs, the median, and whether the
// progress bar was seen. Also the CLI's `wertung dwz run` of the same files (release build where
// there is one).
//   node scripts/bench-run-page.mjs [runs]   (after a build; default 3)
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { serveDist, launch, root } from '../tests/browser/harness.mjs';
import { writeSeason } from './season.mjs';

const runs = Number(process.argv[2] ?? 3);
const dir = await mkdtemp(join(tmpdir(), 'wertung-season-'));
const files = await writeSeason(dir, 50, 16, 200);
const server = await serveDist();
const url = `http://127.0.0.1:${server.address().port}/turnier.html`;
const browser = await launch();
const times = [];
let barSeen = false;
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  const start = await page.evaluate(() => {
    window.barSeen = false;
    new MutationObserver(() => { if (document.getElementById('run-progress-bar')) window.barSeen = true; })
      .observe(document.body, { childList: true, subtree: true });
    return performance.now();
  });
  await page.setInputFiles('#file', files);
  await page.waitForFunction(() => document.querySelectorAll('#run-order tbody tr').length === 50 && document.getElementById('run-persons'), null, { timeout: 60000, polling: 10 });
  const ms = (await page.evaluate(() => performance.now())) - start;
  barSeen ||= await page.evaluate(() => window.barSeen);
  times.push(ms);
  console.log(`  run ${run + 1}: 50 tournaments read and run in ${ms.toFixed(0)} ms after the files were chosen`);
  await context.close();
}
await browser.close();
server.close();
times.sort((a, b) => a - b);
console.log(`page: a season of 50 tournaments (6 000 games) run ${times[Math.floor(runs / 2)].toFixed(0)} ms after the files were chosen (median of ${runs}; goal 5000), ${times[runs - 1].toFixed(0)} ms at worst; progress bar ${barSeen ? 'shown' : 'not seen'}`);
const cli = ['release', 'debug'].map((p) => join(root, 'target', p, 'wertung')).find(existsSync);
if (cli) {
  const t = performance.now();
  execFileSync(cli, ['dwz', 'run', ...files], { maxBuffer: 1 << 28 });
  console.log(`CLI (${cli.includes('release') ? 'release' : 'debug'}): the same season in ${(performance.now() - t).toFixed(0)} ms`);
}
await rm(dir, { recursive: true });
