// No key typed while the app takes over the static form of index.html is lost. A
// phone on Slow 4G with a CPU four times slower (as scripts/bench-first-paint.mjs) opens the
// calculator, and a person types into the static form as soon as it is there, one key every
// 100-150 ms, through the moment the app takes over: "1743⏎23⏎1979⏎28.11.2026". Each run
// checks every field's value afterwards and where the focus is; prints the runs, the keys lost
// and how many runs typed across the takeover. Run after a build:
//   node scripts/bench-takeover.mjs [runs]   (default 20; exits 1 when a key was lost)
import { serveDist, launch } from '../tests/browser/harness.mjs';

const runs = Number(process.argv[2] ?? 20);
const server = await serveDist();
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();
const want = { dwz: '1743', index: '23', birth_year: '1979', end_date: '28.11.2026' };
const keys = ['1', '7', '4', '3', 'Enter', '2', '3', 'Enter', '1', '9', '7', '9', 'Enter', ...'28.11.2026'];
let lost = 0;
let across = 0;
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
  // Start at a different moment each run, so that the takeover falls between other keys.
  await page.waitForTimeout((run * 97) % 600);
  await page.focus('#dwz');
  let readyAt = -1;
  for (let i = 0; i < keys.length; i++) {
    await page.keyboard.press(keys[i]);
    if (readyAt < 0 && (await page.evaluate(() => document.documentElement.hasAttribute('data-ready')))) readyAt = i;
    await page.waitForTimeout(100 + ((run * 31 + i * 17) % 51));
  }
  await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 30000 });
  if (readyAt > 0) across++;
  const got = await page.evaluate((ids) => Object.fromEntries(ids.map((id) => [id, document.getElementById(id)?.value ?? null])), Object.keys(want));
  const missing = Object.entries(want).reduce((n, [id, v]) => n + Math.max(0, v.length - commonChars(got[id] ?? '', v)), 0);
  lost += missing;
  const focus = await page.evaluate(() => document.activeElement?.id);
  console.log(`  run ${run + 1}: ready after key ${readyAt < 0 ? 'never (before the first)' : readyAt} · ${JSON.stringify(got)} · focus ${focus} · ${missing} lost`);
  await context.close();
}
await browser.close();
server.close();
console.log(`${runs} runs, ${across} typed across the takeover, ${lost} keys lost (goal 0)`);
process.exit(lost === 0 ? 0 : 1);

/// How many characters of `want` appear in `got` in order (a lost key lowers it).
function commonChars(got, want) {
  let i = 0;
  for (const c of got) if (c === want[i]) i++;
  return got === want ? want.length : Math.min(i, want.length - 1);
}
