// Benchmark of the calculator at its limits in headless Chromium (unthrottled, desktop): a link
// with "Meine Turniere" at the limits of src/dwz/limits.rs (20 tournaments × 50 games) is
// loaded, then 30 keystrokes are typed into an opponent's DWZ of the last tournament (the last
// digit removed, then typed back: every keystroke changes the result). Prints the time from a
// keystroke to the frame that shows it painted (the field and its row; the goal is one frame,
// 16 ms), and to the result updated on the page (the results panel changed; at this size it
// follows after that frame) and painted, median and worst. Also the time to load a link of
// 5 000 game rows (only the first 50 are loaded).
// Run after a build: node scripts/bench-calculator.mjs
import { serveDist, launch } from '../tests/browser/harness.mjs';

const TOURNAMENTS = 20;
const GAMES = 50;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let link = '/?t=turniere&dwz=1743&idx=23&geb=1979';
for (let n = 1; n <= TOURNAMENTS; n++) {
  const games = Array.from({ length: GAMES }, (_, k) => `${1400 + ((n * 37 + k * 13) % 800)}:${['1', '0', '%C2%BD'][k % 3]}`);
  const month = String(1 + ((n - 1) % 12)).padStart(2, '0');
  link += `&tn${n}=Turnier%20${n}&te${n}=15.${month}.${n <= 12 ? 2025 : 2026}&tg${n}=${games.join(';')}`;
}

const server = await serveDist();
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();

let started = Date.now();
await page.goto(origin + link);
await page.locator('#chain-dwz').waitFor({ timeout: 60000 });
const loaded = Date.now() - started;
const cards = await page.locator('.tournament').count();
const rows = await page.locator('.tournament li.row').count();

await page.evaluate(() => {
  window.keyAt = 0;
  document.addEventListener('keydown', (e) => { window.keyAt = e.timeStamp; }, true);
  // The first frame painted after the keystroke's input event (rAF runs before the frame's
  // paint, the timeout after it).
  document.addEventListener('input', () => {
    requestAnimationFrame(() => setTimeout(() => { window.framedAt = performance.now(); }));
  }, true);
  new MutationObserver(() => {
    window.updatedAt = performance.now();
    requestAnimationFrame(() => setTimeout(() => { window.paintedAt = performance.now(); }));
  }).observe(document.querySelector('section.results'), { subtree: true, childList: true, characterData: true });
});
const latencies = [];
const painted = [];
const framed = [];
const press = async (key) => {
  await page.evaluate(() => { window.updatedAt = 0; window.paintedAt = 0; window.framedAt = 0; });
  await page.keyboard.press(key);
  await page.waitForFunction(() => window.framedAt > window.keyAt && window.updatedAt > window.keyAt && window.paintedAt > window.updatedAt);
  framed.push(await page.evaluate(() => window.framedAt - window.keyAt));
  latencies.push(await page.evaluate(() => window.updatedAt - window.keyAt));
  painted.push(await page.evaluate(() => window.paintedAt - window.keyAt));
};
const last = page.locator('.tournament').last();
for (let i = 0; i < 15; i++) {
  const field = last.locator('li.row').nth((i * 7) % GAMES).locator('input').first();
  const value = await field.inputValue();
  await field.click();
  await page.keyboard.press('End');
  await press('Backspace');
  await press(value.slice(-1));
}
console.log(`calculator at its limits (${cards} tournaments, ${rows} game rows; loaded in ${loaded} ms):`);
const figures = (xs) => `${median(xs).toFixed(1)} ms median, worst ${Math.max(...xs).toFixed(1)} ms`;
console.log(`  keystroke to its frame painted (field and row): ${figures(framed)} (${framed.length} keystrokes; goal one frame, 16 ms)`);
console.log(`  keystroke to the result updated: ${figures(latencies)}`);
console.log(`  … and to the result painted: ${figures(painted)}`);

// A link of 5 000 game rows: only the first 50 reach the page.
const big = '/?t=voraus&dwz=1743&g=' + Array.from({ length: 5000 }, (_, k) => `${1500 + (k % 500)}:1`).join(';');
started = Date.now();
await page.goto(origin + big);
await page.waitForSelector('html[data-ready]', { state: 'attached' });
await page.locator('#new-dwz').waitFor();
console.log(`a link of 5 000 game rows: ready in ${Date.now() - started} ms with ${await page.locator('#panel li.row').count()} rows`);
await browser.close();
server.close();
