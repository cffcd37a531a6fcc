// The tournament page on a slow line: its head and what it is for are on the screen before its
// module has come (turnier.html's static page), and the page replaces them once it runs, with
// one head of its own.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { browserEnv, waitForCount, waitForText } from './harness.mjs';

let hold = null;
const env = browserEnv(async (path) => {
  if (hold && /^\/turnier-[0-9a-f]+\/main_bg\.wasm$/.test(path)) await hold;
  return null;
});
after(() => env.close?.());

test('the tournament page shows its head before its module runs, and the page takes its place', async () => {
  let release;
  hold = new Promise((r) => { release = r; });
  const context = await env.browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(env.origin + '/turnier.html', { waitUntil: 'domcontentloaded' });
  await page.locator('#boot h1').waitFor();
  assert.equal(await page.locator('#boot h1').textContent(), 'Wertung Turnierauswertung');
  assert.ok(await page.locator('#boot a[href="./"]').isVisible(), 'the way to the calculator');
  await waitForText(page, '#boot [role=status]', 'Die Turnierauswertung wird geladen …');
  assert.equal(await page.getAttribute('html', 'data-ready'), null, 'the module is not running yet');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 360, `no sideways scrolling (${wide} px)`);
  release();
  hold = null;
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await waitForCount(page, '#boot', 0);
  await waitForCount(page, 'h1', 1);
  await page.locator('#file').waitFor({ state: 'attached' });
  await context.close();
});
