// A language switch words the same results again and computes nothing, on both pages: the
// calculator with a forecast (its figures, bars, chart and what-if) and the tournament page with
// the worked example of Anhang 3.1 shown. The pages count their runs of the core only where a
// test asks for it before they load (`window.wertungCoreRuns`, src/web/probe.rs: no page of the
// app sets it); the figures shown must be the same ones in English, with a decimal point where
// German has a comma and "½" in both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  browserEnv, eventually, openPage, pasteLoad, runCli, shared, text, waitForText,
} from './harness.mjs';

const env = browserEnv();

/// Asks the page to count its runs of the core from its start.
const counting = () => { window.wertungCoreRuns = 0; };
const coreRuns = (page) => page.evaluate(() => window.wertungCoreRuns);

/// Clicks the language button and waits until the page is in `lang` and `ready` holds.
async function switchTo(page, lang, ready) {
  await page.click('#lang');
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await ready();
}

const FORECAST = '/?t=voraus&dwz=1950&idx=15&geb=2010&ende=12.12.2026&g=2220:0;2000:1;1961:½;1800:1&rg=1800 1900';

test('the calculator: a language switch runs the core 0 times and shows the same figures in English', async () => {
  const { context, page, errors } = await openPage(env, FORECAST, { init: counting, viewport: { width: 800, height: 1000 } });
  // The figures of the core (the CLI's estimate of the same form).
  const cli = JSON.parse(runCli(['dwz', 'estimate', '-'], JSON.stringify({
    kind: 'forecast', end_date: '2026-12-12', dwz: 1950, index: 15, birth_year: 2010,
    games: [[2220, '0'], [2000, '1'], [1961, '½'], [1800, '1']].map(([r, s]) => ({ opponent_rating: r, result: s })),
  })));
  const newDwz = `${cli.rn} - ${cli.index_new}`;
  await page.locator('#new-dwz').waitFor();
  await waitForText(page, '#new-dwz', newDwz);
  // The what-if opens with remaining games in the link.
  if (!(await page.evaluate(() => document.getElementById('whatif').open))) await page.click('#whatif-summary');
  await page.locator('#outcomes').waitFor();
  await page.waitForFunction(() => document.querySelector('#summary')?.textContent.includes('Neue DWZ'));
  const runs = await coreRuns(page);
  assert.ok(runs > 0, `the page counts its runs of the core (${runs})`);

  const shown = async () => ({
    dwz: await text(page, '#new-dwz'),
    change: await text(page, '#change'),
    w: await text(page, '#out-w'),
    we: await text(page, '#out-we'),
    diff: await text(page, '#out-diff'),
    k: await text(page, '#out-k'),
    bars: (await page.locator('.bars .val').allTextContents()).map((s) => s.trim()),
    labels: (await page.locator('.bars .lbl').allTextContents()).map((s) => s.trim()),
    chart: (await page.locator('figure.curve svg > text').allTextContents()).map((s) => s.trim()),
    points: (await page.locator('#outcomes tbody th').allTextContents()).map((s) => s.trim()),
    summary: await text(page, '#summary'),
    share: await page.getAttribute('#share', 'data-text'),
    age: await text(page, '.age'),
  });
  const de = await shown();
  assert.equal(de.w, '2½');
  assert.equal(de.we, cli.we.toFixed(3).replace('.', ','));
  assert.deepEqual(de.points, ['0', '½', '1', '1½', '2']);
  assert.ok(de.chart.includes('W = 2½'), de.chart.join(' | '));
  assert.match(de.summary, /^Neue DWZ: /);

  await switchTo(page, 'en', () => page.waitForFunction(() => document.querySelector('#summary')?.textContent.includes('New DWZ')));
  const en = await shown();
  assert.equal(await coreRuns(page), runs, 'the language switch ran the core');
  // The same figures, worded in English: a decimal point, "½", the words of the page.
  const point = (s) => s.replace(/(\d),(\d)/g, '$1.$2');
  assert.equal(en.dwz, newDwz);
  assert.equal(en.change, de.change);
  assert.equal(en.w, '2½');
  assert.equal(en.we, cli.we.toFixed(3));
  assert.equal(en.diff, point(de.diff));
  assert.equal(en.k, point(de.k));
  assert.deepEqual(en.bars, de.bars.map(point));
  assert.ok(en.bars.some((b) => b.includes('.')), en.bars.join(' '));
  assert.deepEqual(en.labels, de.labels);
  assert.deepEqual(en.chart, de.chart.map(point));
  assert.deepEqual(en.points, ['0', '½', '1', '1½', '2']);
  assert.equal(en.summary, de.summary.replace('Neue DWZ', 'New DWZ'));
  assert.match(en.share, /after 4 games$/);
  assert.match(de.share, /nach 4 Partien$/);
  assert.notEqual(en.age, de.age);
  await waitForText(page, '#to-keep', /^(To keep your DWZ|Keeping your DWZ)/);

  // And back: German again, still without the core.
  await switchTo(page, 'de', () => page.waitForFunction(() => document.querySelector('#summary')?.textContent.includes('Neue DWZ')));
  await eventually(shown, de);
  assert.equal(await coreRuns(page), runs, 'the switch back ran the core');
  // A change of the form does compute (the count follows the core).
  await page.fill('#dwz', '1900');
  await page.waitForFunction((d) => document.querySelector('#new-dwz')?.textContent.trim() !== d, newDwz);
  assert.ok(await coreRuns(page) > runs, 'a new form runs the core');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the tournament page: a language switch runs the core 0 times and shows the same figures in English', async () => {
  const { context, page, errors } = await openPage(env, '/turnier.html', { init: counting, viewport: { width: 1200, height: 900 } });
  await page.fill('#paste', await readFile(join(shared, 'testdata', 'anhang_3_1.json'), 'utf8'));
  await pasteLoad(page);
  await page.locator('#evaluation').waitFor();
  // The worked example's arithmetic (Anhang 3.1.11 computes as the DSB's evaluation).
  await page.uncheck('#exact');
  const cells = async (id) => {
    const all = await page.locator(`#evaluation tr[data-id="${id}"] td`).allTextContents();
    return all.slice(4, 12).map((s) => s.trim());
  };
  const seed = {
    A: ['25,0', '1855', '7,0', '7', '5,990', '2331', '2245 - 32', '+25'],
    B: ['32,0', '1898', '2,5', '5', '3,088', '1857', '2081 - 56', '−19'],
    H: ['24,5', '1600', '1,0', '6', '1,308', '1227', '1292 - 78', '−8'],
  };
  await page.waitForFunction(() => document.querySelector('#evaluation tr[data-id="B"] td:nth-child(9)')?.textContent.trim() === '3,088');
  for (const [id, values] of Object.entries(seed)) await eventually(() => cells(id), values, `player ${id}`);
  const runs = await coreRuns(page);
  assert.ok(runs > 0, `the page counts its runs of the core (${runs})`);

  await switchTo(page, 'en', () => page.waitForFunction(() => document.querySelector('#evaluation tr[data-id="B"] td:nth-child(9)')?.textContent.trim() === '3.088'));
  assert.equal(await coreRuns(page), runs, 'the language switch ran the core');
  const point = (s) => s.replace(/(\d),(\d)/g, '$1.$2');
  for (const [id, values] of Object.entries(seed)) await eventually(() => cells(id), values.map(point), `player ${id} in English`);
  await switchTo(page, 'de', () => page.waitForFunction(() => document.querySelector('#evaluation tr[data-id="B"] td:nth-child(9)')?.textContent.trim() === '3,088'));
  assert.equal(await coreRuns(page), runs, 'the switch back ran the core');
  // The count follows the core: another arithmetic mode evaluates again.
  await page.check('#exact');
  await page.waitForFunction((n) => window.wertungCoreRuns > n, runs);
  assert.deepEqual(errors, []);
  await context.close();
});
