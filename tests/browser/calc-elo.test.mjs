// Browser tests of the FIDE Elo in the calculator: "Ihre Elo" and "Elo auch
// berechnen" typed key by key (the Elo's part loaded on first use); each game row gets
// an Elo field (one line on a desktop, the one-tap results on a second line at 360 px); the
// results show the Elo change per game, K with its reason, the new Elo (the CLI's figures), an
// unrated player's initial rating with his earlier games; the what-if and "Meine Turniere" (by
// rating period) give the Elo too; URL, localStorage, share text and print carry it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  browserEnv, eventually, focused, openPage, runCli, text, typeInto, waitForCount, waitForText,
  waitForValue,
} from './harness.mjs';

const env = browserEnv();
const open = (path, options = {}) =>
  openPage(env, path, { viewport: { width: 360, height: 800 }, ready: 'attached', ...options });
const fide = (input) => JSON.parse(runCli(['fide', 'estimate', '-'], JSON.stringify(input)));
const shots = process.env.WERTUNG_SHOTS;

const FORECAST = '/?t=voraus&dwz=1743&idx=23&geb=1979&ende=29.11.2026&g=1612:1;1800:½;1950:0';
const GAMES = [[1790, '1'], [1850, '½'], [2010, '0']];

test('"Elo auch berechnen", then "Ihre Elo" typed key by key on a phone: the Elo fields, one row a game, the CLI\'s new Elo', async () => {
  const { context, page, errors } = await open(FORECAST);
  await page.click('#elo_on');
  await page.locator('#elo_k').waitFor();
  assert.equal(await focused(page), 'elo_on', 'the focus stays on the switch when the module with the Elo takes over');
  await typeInto(page, 'elo', '1820');
  // Each game row gets the opponent's Elo.
  const ids = await page.locator('.games li.row').evaluateAll((rows) => rows.map((r) => r.querySelector('input').id));
  for (const [k, [elo]] of GAMES.entries()) await typeInto(page, ids[k].replace('rating', 'elo'), String(elo));
  await page.locator('#elo-results #new-elo').waitFor();
  const e = fide({ rating: 1820, birth_year: 1979, end_date: '2026-11-29',
    games: GAMES.map(([r, s]) => ({ opponent_rating: r, result: s })) });
  await waitForText(page, '#new-elo', String(e.rn));
  await waitForText(page, '#out-elo-k', new RegExp(`^K ${e.k}: `));
  // Per game: PD and K × ΔR as the CLI computes them.
  const cells = await page.locator('#elo-games tbody tr').evaluateAll((rows) => rows.map((r) => [...r.cells].map((c) => c.textContent)));
  e.games.forEach((g, k) => {
    assert.equal(cells[k][3], g.expected.toFixed(2).replace('.', ','), `PD of game ${k + 1}`);
    assert.equal(cells[k][4].replace('−', '-').replace(',', '.'), (g.change >= 0 ? '+' : '') + g.change.toFixed(1));
  });
  const sign = e.change > 0 ? `+${e.change}` : String(e.change).replace('-', '−');
  // The phone's one line: the new DWZ and the new Elo, each with its change.
  await waitForText(page, '#summary', new RegExp(`^DWZ \\d+-\\d+ \\([+−]\\d+\\) · Elo ${e.rn} \\(${sign.replace('+', '\\+')}\\)$`));
  // At 360 px: no sideways scrolling, each row's three fields on one line, the one-tap results
  // under them, every button inside the screen.
  assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= 360), 'no sideways scrolling');
  for (const table of ['#elo-games', '.figures']) {
    const right = await page.locator(`#elo-results ${table}`).first().evaluate((e) => e.getBoundingClientRect().right);
    assert.ok(right <= 352, `${table} inside the screen: ${right}`);
  }
  const rows = await page.locator('.games li.row').evaluateAll((rs) => rs.map((r) => {
    const box = (e) => e.getBoundingClientRect();
    const inputs = [...r.querySelectorAll('input')].filter((i) => i.checkVisibility()).map(box);
    const buttons = [...r.querySelectorAll('button')].map(box);
    return { inputs: inputs.map((b) => [b.top, b.left, b.right]), buttons: buttons.map((b) => [b.top, b.right]) };
  }));
  for (const r of rows) {
    assert.equal(r.inputs.length, 3, 'DWZ, Elo and result');
    assert.ok(r.inputs.every(([top]) => Math.abs(top - r.inputs[0][0]) < 2), 'the fields on one line');
    assert.ok(r.inputs.every(([, left, right]) => right - left >= 40), 'room for four digits');
    assert.ok(r.buttons.every(([, right]) => right <= 360), 'every button on the screen');
  }
  if (shots) await page.screenshot({ path: join(shots, 'elo-360.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a desktop each game row stays one line; the link and localStorage keep the Elo', async () => {
  const link = `${FORECAST}&elo=1820&ge=1790;1850;2010`;
  const { context, page, errors } = await open(link, { viewport: { width: 1280, height: 900 } });
  await page.locator('#elo-results #new-elo').waitFor();
  const tops = await page.locator('.games li.row').evaluateAll((rs) => rs.map((r) =>
    [...r.querySelectorAll('input, button')].filter((e) => e.checkVisibility()).map((e) => Math.round(e.getBoundingClientRect().top))));
  for (const t of tops) assert.ok(Math.max(...t) - Math.min(...t) < 12, `one line: ${t}`);
  const rn = await text(page, '#new-elo');
  if (shots) await page.screenshot({ path: join(shots, 'elo-1280.png'), fullPage: true });
  // The address bar keeps every Elo part; a fresh visit without a link restores them.
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('elo'), '1820');
  assert.equal(url.searchParams.get('ge'), '1790;1850;2010');
  await page.goto(env.origin + '/');
  await page.locator('#elo-results #new-elo').waitFor();
  await waitForText(page, '#new-elo', rn);
  await eventually(() => page.locator('.games li.row input[id$="-elo"]').first().inputValue(), '1790');
  assert.deepEqual(errors, []);
  await context.close();
});

test('without Elo: "Elo auch berechnen", earlier games, the initial rating or why there is none', async () => {
  const { context, page, errors } = await open('/?t=voraus&dwz=1743&ende=29.11.2026&g=1800:1;1800:1;1800:½&ge=1902;1877;1884');
  await page.click('#elo_on');
  await page.locator('#add-earlier').waitFor();
  assert.equal(await focused(page), 'elo_on', 'the focus stays on the switch');
  await page.locator('#elo-why').waitFor();
  await waitForText(page, '#elo-why', /erst 3 gewertete Partien; nötig sind 5: noch 2/);
  // Two earlier games (one event): the spec's example, 3 of 5 against 1902 … 1832: 1922.
  for (const [k, [r, s, d]] of [[2012, '½', '14.12.2025'], [1832, '0', '14.12.2025']].entries()) {
    await page.click('#add-earlier');
    const row = page.locator('.earlier li.row').nth(k);
    const id = await row.locator('input').first().getAttribute('id');
    await typeInto(page, id, String(r));
    await typeInto(page, id.replace('rating', 'result'), s);
    await typeInto(page, id.replace('rating', 'date'), d);
  }
  const e = fide({ end_date: '2026-11-29', games: [[1902, '1'], [1877, '1'], [1884, '½']].map(([r, s]) => ({ opponent_rating: r, result: s })),
    earlier_games: [[2012, '½'], [1832, '0']].map(([r, s]) => ({ opponent_rating: r, result: s, date: '2025-12-14' })) });
  assert.equal(e.ru, 1922);
  await page.waitForFunction(() => document.querySelector('#new-elo')?.textContent === '1922');
  await waitForText(page, '#out-elo-n', '5');
  await waitForText(page, '#out-elo-ra', /^1872,43$/);
  await waitForText(page, '#summary', (s) => s?.includes('Erst-Elo 1922') === true, 'the summary says Erst-Elo 1922');
  assert.ok(new URL(page.url()).searchParams.get('ef').includes('2012:½:14.12.2025'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a wrong Elo is named in the user\'s language and no Elo is computed with it', async () => {
  for (const [lang, words] of [['de', ['Ihre Elo', 'Elo: „18x0“ ist keine Zahl', 'Gegner-Elo']], ['en', ['Your Elo', 'rating: "18x0" is not a number', 'Opponent Elo']]]) {
    const { context, page } = await open(`${FORECAST}&lang=${lang}`);
    await page.click('#elo_on');
    await page.locator('#elo_k').waitFor();
    await waitForText(page, 'label[for=elo]', words[0]);
    await typeInto(page, 'elo', '18x0');
    await page.locator('#dwz').click();
    await page.locator('#elo-error').waitFor();
    await waitForText(page, '#elo-error', (s) => s?.includes(words[1].split(': ')[1]) === true, `the message says ${words[1].split(': ')[1]}`);
    await waitForCount(page, '#new-elo', 0, 'no new Elo');
    await waitForValue(page, '#elo', '18x0', 'the typing is kept');
    await waitForText(page, '.games .colhead .c-elo', words[2]);
    await context.close();
  }
});

test('what-if and "Meine Turniere" give the Elo too; share text and print carry it', async () => {
  // What-if: two games to play against 1800 (DWZ) / 1900 (Elo).
  let { context, page, errors } = await open(`${FORECAST}&elo=1820&ge=1790;1850;2010&rg=1800 1800&rge=1900`, { viewport: { width: 800, height: 1000 } });
  await page.locator('#outcomes').waitFor();
  await eventually(async () => (await page.locator('#outcomes thead th').allTextContents()).at(-1), 'Neue Elo');
  // The Elo's column: five rows (0 to 2 points), 0, 1 and 2 points as the CLI's.
  const expected = [[0, ['0', '0']], [2, ['1', '0']], [4, ['1', '1']]].map(([k, points]) => {
    const games = [...GAMES, [1900, points[0]], [1900, points[1]]];
    return [k, String(fide({ rating: 1820, birth_year: 1979, end_date: '2026-11-29', games: games.map(([r, s]) => ({ opponent_rating: r, result: s })) }).rn)];
  });
  await eventually(async () => {
    const elo = await page.locator('#outcomes tbody td.elo').allTextContents();
    return [elo.length, ...expected.map(([k]) => elo[k])];
  }, [5, ...expected.map(([, rn]) => rn)], 'five rows; 0, 1 and 2 points as the CLI\'s');
  await context.close();
  // "Meine Turniere": two tournaments in November (one period), one in December.
  const chain = '/?t=turniere&dwz=1743&idx=23&geb=1979&elo=1820'
    + '&tn1=A&te1=08.11.2026&tg1=1800:1;1800:0&tge1=1790;1850'
    + '&tn2=B&te2=29.11.2026&tg2=1900:½&tge2=2010'
    + '&tn3=C&te3=20.12.2026&tg3=1700:1&tge3=1700';
  ({ context, page, errors } = await open(chain, { viewport: { width: 800, height: 1000 } }));
  await page.locator('#elo-periods').waitFor();
  const periods = await page.locator('#elo-periods tbody tr').evaluateAll((rows) => rows.map((r) => [...r.cells].map((c) => c.textContent)));
  assert.equal(periods.length, 2);
  assert.deepEqual(periods.map((p) => p[0]), ['11/2026', '12/2026']);
  assert.equal(periods[0][1], 'A, B', 'the tournaments by their names');
  const nov = fide({ rating: 1820, birth_year: 1979, start_date: '2026-11-08', end_date: '2026-11-29',
    games: [[1790, '1'], [1850, '0'], [2010, '½']].map(([r, s]) => ({ opponent_rating: r, result: s })) });
  assert.equal(periods[0][7], String(nov.rn), 'November rated together, once rounded');
  const dec = fide({ rating: nov.rn, birth_year: 1979, end_date: '2026-12-20', games: [{ opponent_rating: 1700, result: '1' }] });
  assert.equal(periods[1][2], String(nov.rn), 'December starts from November\'s rating');
  assert.equal(periods[1][7], String(dec.rn));
  await waitForText(page, '#elo-results #new-elo', String(dec.rn));
  // Share text: the DWZ lines, then the Elo.
  await page.evaluate(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: (d) => { window.shared = d.text; return Promise.resolve(); } });
  });
  await page.click('#share');
  const shared = await page.waitForFunction(() => window.shared).then((h) => h.jsonValue());
  const change = dec.rn - 1820;
  assert.ok(shared.includes(`Elo 1820 → ${dec.rn} (${change >= 0 ? '+' : '−'}${Math.abs(change)})`), shared);
  // Print: the Elo by period on paper.
  const dir = mkdtempSync(join(tmpdir(), 'wertung-elo-'));
  try {
    await page.pdf({ path: join(dir, 'p.pdf'), format: 'A4' });
    const pdf = execFileSync('pdftotext', ['-layout', join(dir, 'p.pdf'), '-']).toString();
    assert.ok(pdf.includes('FIDE-Elo') && pdf.includes('11/2026') && pdf.includes(String(dec.rn)), 'the Elo printed');
  } finally {
    rmSync(dir, { recursive: true });
  }
  if (shots) await page.screenshot({ path: join(shots, 'elo-chain.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});
