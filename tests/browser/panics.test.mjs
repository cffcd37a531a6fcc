// A panic in any of the four wasm modules (src/web/panic.rs) is reported on the console with its
// message and place, told to the user, and answered without losing what was typed: the
// calculator and the tournament page start again from what they kept, the tournament page's
// second module and the JavaScript API run the next request in a fresh instance. The panic is
// forced by the test-only flag `window.wertungForcePanic` (set here after the page is ready; no
// page of the app sets it), which the module named reads at its next input and clears.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  browserEnv, openPage, pasteLoad, runCli, waitForCount, waitForText, waitForValue,
} from './harness.mjs';

const env = browserEnv();

/// The first panic report on the console of `page` (message and place), as it comes.
const panicReport = (page) => new Promise((resolve) => {
  page.on('console', (m) => {
    if (m.type() === 'error' && /panicked at/.test(m.text())) resolve(m.text());
  });
});

/// A page of the app, ready, with the errors a user would meet and its first panic report.
async function open(path) {
  const opened = await openPage(env, path, { viewport: { width: 800, height: 1000 } });
  return { ...opened, panic: panicReport(opened.page) };
}

/// The errors a user would meet, but the module's trap after its panic.
const others = (errors) => errors.filter((e) => !/unreachable/.test(e));

test('a panic of the calculator: told, reported, and the page starts again with the form as typed', async () => {
  const { context, page, errors, panic } = await open('/?t=voraus&dwz=1950&idx=15&geb=2010&ende=12.12.2026&g=2220:0;2000:1');
  await page.locator('#new-dwz').waitFor();
  const dwz = page.locator('#dwz');
  await dwz.click();
  await page.keyboard.press('Control+A');
  await dwz.pressSequentially('1960');
  await page.waitForFunction(() => location.search.includes('dwz=1960'));
  await page.evaluate(() => { window.wertungForcePanic = 'calc'; });
  await page.locator('#index').click();
  await page.keyboard.press('End');
  await page.keyboard.press('0');
  // Told in the page's language, at once.
  await page.locator('#panic-banner').waitFor();
  await waitForText(page, '#panic-banner', /Ein Fehler im Programm hat diese Seite angehalten.*Ihre Eingaben bleiben erhalten/);
  assert.match(await panic, /panicked at src\/web\/calc\/app\/state\.rs:\d+:\d+:\n.*wertungForcePanic = "calc"/);
  // The page starts again by itself, with what was typed before the key that met the panic.
  await page.locator('#restart-banner').waitFor({ timeout: 20000 });
  await waitForText(page, '#restart-banner', /nach einem Fehler neu gestartet/);
  await waitForValue(page, '#dwz', '1960');
  const expected = JSON.parse(runCli(['dwz', 'estimate', '-'], JSON.stringify({
    kind: 'forecast', end_date: '2026-12-12', dwz: 1960, index: 15, birth_year: 2010,
    games: [{ opponent_rating: 2220, result: '0' }, { opponent_rating: 2000, result: '1' }],
  })));
  await page.waitForFunction((want) => document.getElementById('new-dwz')?.textContent.trim() === want, `${expected.rn} - ${expected.index_new}`);
  // And it computes again.
  await page.locator('#dwz').click();
  await page.keyboard.press('Control+A');
  await page.locator('#dwz').pressSequentially('1965');
  await page.waitForFunction(() => location.search.includes('dwz=1965'));
  assert.deepEqual(others(errors), []);
  await context.close();
});

const cross = 'Name;DWZ;Index;Geburtsjahr\nA;2000;12;1990;x;1;½\nB;1800;;;0;x;1\nC;1700;20;1985;½;0;x\n';

test('a panic of the tournament page: told, reported, and the page starts again with the tournament and its table', async () => {
  const { context, page, errors, panic } = await open('/turnier.html');
  await page.fill('#end', '12.12.2026');
  await page.fill('#paste', cross);
  await pasteLoad(page);
  await page.locator('#evaluation').waitFor();
  await page.locator('details.players input[aria-label^="DWZ B"]').fill('1850');
  // Kept in the browser's storage a moment after the typing stops.
  await page.waitForFunction(() => (localStorage.getItem('wertung-turnier') ?? '').includes('1850'));
  await page.evaluate(() => { window.wertungForcePanic = 'turnier'; });
  await page.click('#exact');
  await page.locator('#panic-banner').waitFor();
  await waitForText(page, '#panic-banner', /Ein Fehler im Programm/);
  assert.match(await panic, /panicked at src\/web\/turnier\/page\/state\.rs:\d+:\d+:\n.*wertungForcePanic = "turnier"/);
  await page.locator('#restart-banner').waitFor({ timeout: 20000 });
  await page.locator('#evaluation').waitFor();
  await waitForCount(page, '#evaluation tbody tr', 3);
  await waitForValue(page, 'details.players input[aria-label^="DWZ B"]', '1850');
  assert.deepEqual(others(errors), []);
  await context.close();
});

test('a panic of the second module: the page says so, keeps the tournament, and the next request runs in a fresh instance', async () => {
  const { context, page, errors, panic } = await open('/turnier.html');
  await page.fill('#end', '12.12.2026');
  await page.fill('#paste', cross);
  await pasteLoad(page);
  await page.locator('#evaluation').waitFor();
  // The next request of the module (the Turnierleistung view) meets the panic.
  await page.evaluate(() => { window.wertungForcePanic = 'reader'; });
  await page.click('#view-leistung');
  await page.waitForFunction(() => /Ein Fehler im Programm hat den Teil der Seite/.test(document.body.textContent));
  assert.match(await panic, /panicked at src\/bin\/wertung-reader\.rs:\d+:\d+:\n.*wertungForcePanic = "reader"/);
  await waitForCount(page, '#panic-banner', 0, 'the page itself goes on');
  // Another view: a fresh instance answers; the tournament stays.
  await page.click('#view-ingo');
  await page.locator('#ingo').waitFor();
  await page.click('#view-leistung');
  await page.locator('#leistung').waitFor();
  await page.click('#view-dwz');
  await page.locator('#evaluation').waitFor();
  await waitForCount(page, '#evaluation tbody tr', 3);
  assert.deepEqual(others(errors), []);
  await context.close();
});

test('a panic of the JavaScript API: the call throws, saying so, and the next call runs in a fresh instance', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const panic = panicReport(page);
  await page.goto(env.origin + '/api-example.html');
  await page.waitForFunction(() => document.getElementById('estimate').textContent !== '…');
  const input = { kind: 'forecast', end_date: '2026-12-12', dwz: 1950, index: 15, birth_year: 2010, games: [{ opponent_rating: 2220, result: '0' }] };
  const answer = await page.evaluate(async (input) => {
    const api = await import('./api.js');
    window.wertungForcePanic = 'api';
    let thrown = null;
    try {
      api.estimate(input);
    } catch (e) {
      thrown = e.message;
    }
    // The fresh instance is ready within a few frames.
    for (let k = 0; k < 200; k++) {
      try {
        return { thrown, after: api.estimate(input).rn };
      } catch {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    return { thrown, after: null };
  }, input);
  assert.match(answer.thrown, /Wertung: an error in the program stopped this call \(panicked at src\/web\/api\.rs:\d+:\d+:\n.*"api"\)/);
  const expected = JSON.parse(runCli(['dwz', 'estimate', '-'], JSON.stringify(input)));
  assert.equal(answer.after, expected.rn);
  assert.match(await panic, /panicked at src\/web\/api\.rs/);
  assert.deepEqual(others(errors), []);
  await context.close();
});
