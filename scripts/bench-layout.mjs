// The takeover moves nothing. A phone on Slow 4G with a CPU four times slower (as
// scripts/bench-first-paint.mjs) opens the calculator; the place of every field of the static
// form of index.html (and of the controls between them) is taken at the first paint and again
// once the app has taken over. Prints, per run and as the worst, how far each moved (goal:
// 0 px, at most 2). Run after a build:
//   node scripts/bench-layout.mjs [runs]   (default 5; exits 1 when something moved more than 2 px)
import { serveDist, launch } from '../tests/browser/harness.mjs';

const runs = Number(process.argv[2] ?? 5);
const server = await serveDist();
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();
const ids = ['names-open', 'dwz', 'index', 'birth_year', 'end_date', 'game-1-rating', 'game-1-result'];
const places = (page) => page.evaluate((ids) => Object.fromEntries(ids.map((id) => {
  const el = document.getElementById(id);
  if (!el) return [id, null];
  const r = el.getBoundingClientRect();
  return [id, [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)]];
})), ids);
let worst = 0;
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector('#boot #dwz', { state: 'visible', timeout: 30000 });
  const before = await places(page);
  await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 60000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const after = await places(page);
  const moved = ids.map((id) => {
    const [a, b] = [before[id], after[id]];
    if (!a || !b) return [id, a ? 'gone' : 'new'];
    return [id, Math.max(...a.map((v, k) => Math.abs(v - b[k])))];
  });
  const most = Math.max(0, ...moved.map(([, d]) => (typeof d === 'number' ? d : Infinity)));
  worst = Math.max(worst, most);
  console.log(`run ${run + 1}: ${moved.map(([id, d]) => `${id} ${d}`).join(', ')}`);
  await context.close();
}
console.log(`the static form's fields moved at most ${worst} px at the takeover (goal 0, at most 2)`);
await browser.close();
server.close();
process.exit(worst > 2 ? 1 : 0);
