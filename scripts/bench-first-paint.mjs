// The first visit as a phone on a slow connection sees it: Slow 4G (150 ms latency, 1.6 Mbit/s
// down, 750 kbit/s up) and a CPU four times slower, a 360 px wide screen, an empty cache, files
// served gzip-compressed. Prints the first paint (the calculator: the static form of index.html)
// and the moment the page takes input (`data-ready` on <html>), median of the runs, with the
// bytes that went over the wire until then; for the calculator then the first result of a
// player who types his DWZ and a game (the parts it needs are fetched while he types). Goals:
// first paint <= 700 ms, ready <= 2 s.
//
// --unsplit: the same page as if its module were not split, its parts loaded on first use
// carried by the first visit: every part's bytes go with the main module (as a custom section,
// which the browser downloads and skips), so the figures show what the split saves on the way
// to ready. --turnier: the tournament page (turnier.html) instead of the calculator.
// Run after a build: node scripts/bench-first-paint.mjs [runs] [--unsplit] [--turnier]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveDist, launch, dist } from '../tests/browser/harness.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const unsplit = args.includes('--unsplit');
const turnier = args.includes('--turnier');
const folder = readdirSync(dist).find((f) => f.startsWith(turnier ? 'turnier-' : 'calc-'));

/// LEB128 of an unsigned number.
function leb(n) {
  const out = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return Buffer.from(out);
}

/// The main module with every part's bytes appended as one custom section.
function withParts() {
  const main = readFileSync(join(dist, folder, 'main_bg.wasm'));
  const parts = Buffer.concat(readdirSync(join(dist, folder)).filter((f) => /^(split|chunk)_.*\.wasm$/.test(f)).map((f) => readFileSync(join(dist, folder, f))));
  const name = Buffer.from('parts');
  const payload = Buffer.concat([leb(name.length), name, parts]);
  return { bytes: Buffer.concat([main, Buffer.from([0]), leb(payload.length), payload]), parts: parts.length };
}
const heavy = unsplit ? withParts() : null;
const server = await serveDist((path) => (heavy && path === `/${folder}/main_bg.wasm` ? heavy.bytes : null));
const url = `http://127.0.0.1:${server.address().port}/${turnier ? 'turnier.html' : ''}`;
const browser = await launch();
const results = [];
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; });
  // The app marks the moment it takes input: performance.mark('ready') with data-ready.
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 30000 });
  const paint = await page.evaluate(() => {
    const entries = performance.getEntriesByType('paint');
    const fp = entries.find((e) => e.name === 'first-paint');
    const fcp = entries.find((e) => e.name === 'first-contentful-paint');
    return { fp: fp?.startTime, fcp: fcp?.startTime, ready: performance.getEntriesByName('ready')[0]?.startTime };
  });
  const first = bytes;
  let result = NaN;
  if (!turnier) {
    // The first result: a player types his DWZ and one game at a person's pace (150 ms a key);
    // the time from his last key until the summary line shows the new DWZ (the part with the
    // single estimates is fetched while he types).
    await page.locator('#dwz').pressSequentially('1743', { delay: 150 });
    await page.locator('#game-1-rating').pressSequentially('1800', { delay: 150 });
    await page.locator('#game-1-result').pressSequentially('1', { delay: 0 });
    const typed = await page.evaluate(() => performance.now());
    await page.waitForFunction(() => /\d/.test(document.querySelector('#summary')?.textContent ?? ''), null, { timeout: 30000, polling: 10 });
    result = (await page.evaluate(() => performance.now())) - typed;
  }
  results.push({ ...paint, bytes: first, result });
  await context.close();
}
await browser.close();
server.close();
const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
const after = (r) => (turnier ? '' : `, first result ${r.result.toFixed(0)} ms after the last key`);
for (const r of results) console.log(`  run: first paint ${r.fp?.toFixed(0)} ms, first contentful paint ${r.fcp?.toFixed(0)} ms, ready ${r.ready.toFixed(0)} ms, ${r.bytes} B over the wire${after(r)}`);
const what = `${turnier ? 'the tournament page' : 'the calculator'}${unsplit ? `, as if not split (its parts' ${heavy.parts} B with the main module)` : ''}`;
const typed = turnier ? '' : `; first result ${median('result').toFixed(0)} ms after the last key`;
console.log(`Slow 4G, CPU 4x slower, 360 px, ${what}, median of ${runs}: first paint ${median('fp').toFixed(0)} ms (goal 700), first contentful paint ${median('fcp').toFixed(0)} ms, ready ${median('ready').toFixed(0)} ms (goal 2000), ${median('bytes')} B transferred before the first key${typed}`);
