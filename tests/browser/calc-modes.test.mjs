// Browser tests of the calculator's arithmetic: a new form computes exactly, as the
// DSB's evaluation does (the official case, typed key by key, gives its figures); links and
// saved forms of the releases of 2026-11-23 and 2026-11-24 (table mode: no `m` in the link) keep
// their figures and say in one line what the DSB's evaluation gives where it is another, with
// the switch to it. Against the release build in dist/, in headless Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  browserEnv, eventually, openPage, runCli, typeInto, waitForCount, waitForText, waitForValue,
} from './harness.mjs';

const env = browserEnv();
const open = (path, options = {}) => openPage(env, path, { viewport: { width: 360, height: 740 }, ...options });
const estimate = (input) => JSON.parse(runCli(['dwz', 'estimate', '-'], JSON.stringify(input)));

// A real evaluation of the DSB's portal: 1887-44 against seven opponents, 3½ points.
const OFFICIAL = [[1318, '1'], [1973, '0'], [1942, '½'], [1964, '1'], [1987, '0'], [1905, '1'], [1554, '0']];

test('a new form computes as the DSB does: the official case typed key by key gives W_e 3,891, K 28,0, 1876 - 45', async () => {
  const { context, page, errors } = await open('/');
  await typeInto(page, 'dwz', '1887');
  await typeInto(page, 'index', '44');
  await typeInto(page, 'birth_year', '1970');
  await typeInto(page, 'end_date', '29.11.2026');
  for (let i = 0; i < OFFICIAL.length; i++) {
    const rows = page.locator('#panel ol.rows li.row');
    if ((await rows.count()) <= i) await page.locator('#panel fieldset.games button.add').first().click();
    const ids = await rows.nth(i).locator('input[id$="-rating"], input[id$="-result"]').evaluateAll((es) => es.map((e) => e.id));
    await typeInto(page, ids[0], String(OFFICIAL[i][0]));
    await typeInto(page, ids[1], OFFICIAL[i][1]);
  }
  await page.locator('#new-dwz').waitFor();
  await waitForText(page, '#new-dwz', '1876 - 45');
  await waitForText(page, '#out-we', '3,891');
  await waitForText(page, '#out-k', '28,0');
  await waitForCount(page, '#exact-other', 0, 'no hint: this is the DSB\'s arithmetic');
  await page.click('details.advanced > summary');
  await eventually(() => page.locator('#mode-exact').isChecked(), true, 'exact is chosen');
  // The link carries the mode, so that it opens with the same figures.
  await waitForValue(page, '#share-link', /[?&]m=exakt(&|$)/);
  // The same as the CLI without --mode.
  const cli = estimate({ kind: 'forecast', dwz: 1887, index: 44, birth_year: 1970, end_date: '2026-11-29',
    games: OFFICIAL.map(([r, s]) => ({ opponent_rating: r, result: s })) });
  assert.equal(`${cli.rn} - ${cli.index_new}`, '1876 - 45');
  assert.deepEqual(errors, []);
  await context.close();
});

// Links players shared with the releases of 2026-11-23 and 2026-11-24 (table mode, no `m`): a
// case where the two arithmetics give new DWZ one apart (table 1313 - 14, exact 1314 - 14).
const GOLDEN_23 = '/?t=voraus&dwz=1307&idx=13&geb=1957&ende=29.11.2026&g=1033:1;1219:0;1392:1;1265:%C2%BD;1379:%C2%BD';
const GOLDEN_24 = GOLDEN_23 + '&eon=1&elo=1350&ge=1100;1250;1400;1300;1390';

for (const [release, link] of [['2026-11-23', GOLDEN_23], ['2026-11-24', GOLDEN_24]]) {
  test(`a link of ${release} keeps its figures and says the DSB's in one line, with the switch`, async () => {
    const { context, page, errors } = await open(link);
    await page.locator('#new-dwz').waitFor();
    await waitForText(page, '#new-dwz', '1313 - 14', 'the figure the link gave');
    await page.click('details.advanced > summary');
    await eventually(() => page.locator('#mode-table').isChecked(), true);
    await page.locator('#exact-other').waitFor();
    await waitForText(page, '#exact-other', /^Nach der Auswertung des DSB \(exakt\): 1314 - 14 – umschalten$/);
    await page.click('#to-exact');
    await page.locator('#exact-other').waitFor({ state: 'detached' });
    await waitForText(page, '#new-dwz', '1314 - 14');
    await waitForValue(page, '#share-link', /[?&]m=exakt(&|$)/);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a form saved by an earlier release keeps table mode and its figures after a reload', async () => {
  const query = GOLDEN_23.slice(2);
  const { context, page } = await open('/', { init: `localStorage.getItem('wertung-form') || localStorage.setItem('wertung-form', ${JSON.stringify(query)})` });
  await page.locator('#new-dwz').waitFor();
  await waitForText(page, '#new-dwz', '1313 - 14');
  await waitForText(page, '#exact-other', /1314 - 14/);
  await page.reload();
  await page.waitForSelector('html[data-ready]');
  await page.locator('#new-dwz').waitFor();
  await waitForText(page, '#new-dwz', '1313 - 14', 'still table mode after the reload');
  await context.close();
});

test('where both arithmetics agree there is no hint; "Alles zurücksetzen" starts exact', async () => {
  const { context, page } = await open('/?t=voraus&dwz=1887&idx=44&geb=1970&ende=29.11.2026&g=1318:1;1973:0;1942:%C2%BD;1964:1;1987:0;1905:1;1554:0');
  await page.locator('#new-dwz').waitFor();
  await waitForText(page, '#new-dwz', '1876 - 45', 'table mode: the same new DWZ here');
  await waitForText(page, '#out-we', '3,892', 'the table\'s W_e, three decimals');
  await waitForCount(page, '#exact-other', 0);
  await page.click('details.advanced > summary');
  await page.click('#reset');
  await eventually(() => page.locator('#mode-exact').isChecked(), true, 'a new form is exact');
  await context.close();
});
