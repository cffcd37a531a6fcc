// The tournament page's view "FIDE-Elo": each player's Elo change and performance,
// compared with `wertung fide estimate` on his games read here from the TRF itself (a second
// path from the file to the figures), on a desktop and on a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserEnv, eventually, fileLoad, openPage, root, runCli, shared, waitForText } from './harness.mjs';

const karlMala = join(shared, 'testdata', 'karl-mala-2005.trf');

const env = browserEnv();

/// The players of a TRF (records 001): start rank -> rating, birth year and games
/// (opponent's start rank, result as the player scored it).
function trfPlayers(path) {
  const lines = readFileSync(path, 'latin1').split(/\r?\n/).filter((l) => l.startsWith('001'));
  const players = new Map();
  for (const l of lines) {
    const games = [];
    for (let i = 91; i + 9 <= l.length + 1; i += 10) {
      const opponent = Number(l.slice(i, i + 4).trim());
      const result = l.slice(i + 7, i + 8);
      if (opponent > 0 && '10=+-'.includes(result) && result.trim()) games.push({ opponent, result });
    }
    players.set(Number(l.slice(4, 8)), {
      rating: Number(l.slice(48, 52).trim()) || null,
      born: Number(l.slice(69, 73)) || null,
      games,
    });
  }
  return players;
}

async function openWith(viewport) {
  const { context, page, errors } = await openPage(env, '/turnier.html', { viewport });
  await fileLoad(page, karlMala);
  await page.locator('#evaluation tbody tr').first().waitFor();
  await page.click('#view-fide');
  await page.locator('#fide tbody tr').first().waitFor();
  return { context, page, errors };
}

test('FIDE view: Elo change, new Elo and performance as the CLI computes them from the TRF', async () => {
  const { context, page, errors } = await openWith({ width: 1366, height: 900 });
  const players = trfPlayers(karlMala);
  await page.locator('#fide tr[data-id="119"]').waitFor();
  for (const no of [1, 2, 8, 40, 120]) {
    const p = players.get(no);
    const games = p.games.map((g) => ({
      opponent_rating: players.get(g.opponent)?.rating ?? null,
      result: g.result === '=' ? '½' : g.result,
    }));
    const input = { rating: p.rating, birth_year: p.born, end_date: '2005-07-31', games };
    const cli = JSON.parse(runCli(['fide', 'estimate', '-'], JSON.stringify(input)));
    const cells = await page.locator(`#fide tr[data-id="${no - 1}"] td`).allTextContents();
    if (p.rating) {
      assert.equal(cells[2], String(cli.ro), `player ${no}: Elo`);
      assert.equal(cells[3], String(cli.k), `player ${no}: K`);
      assert.equal(cells[4], String(cli.n), `player ${no}: rated games`);
      assert.equal(cells[8].replace(/[()]/g, ''), String(cli.rn), `player ${no}: new Elo`);
      assert.equal(cells[9], cli.rp === null ? '' : String(cli.rp), `player ${no}: performance`);
    } else {
      assert.equal(cells[8], cli.ru === null ? cli.reason : String(cli.ru), `player ${no}: initial rating`);
    }
  }
  // On a desktop the table fits its place: why an unrated player has no rating yet wraps in
  // its cell rather than pushing the performance out of sight.
  const [wide, room] = await page.evaluate(() => {
    const t = document.getElementById('fide');
    return [t.scrollWidth, t.parentElement.clientWidth];
  });
  assert.ok(wide <= room + 1, `the FIDE table is ${wide} px wide in ${room} px`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('FIDE view on a phone: no sideways scrolling of the page, English words without asking the module again', async () => {
  const { context, page, errors } = await openWith({ width: 360, height: 740 });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(wide <= 1, `the page scrolls sideways by ${wide} px`);
  mkdirSync(join(root, 'test-results'), { recursive: true });
  await page.screenshot({ path: join(root, 'test-results', 'turnier-fide-360.png') });
  const points = () => page.locator('#fide tr[data-id="0"] td').nth(5).textContent();
  assert.match(await points(), /^\d+,\d$/, 'points with a decimal comma');
  // The view came in both languages: the switch rewords it without a request to the module.
  await page.evaluate(() => {
    window.posted = 0;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (...args) { window.posted += 1; return post.apply(this, args); };
  });
  await page.click('#lang');
  await page.locator('#fide').waitFor();
  await waitForText(page, '#view-fide', /FIDE rating/);
  await waitForText(page, '#results', /Games against unrated opponents and forfeits are not rated/);
  await eventually(points, /^\d+\.\d$/, 'points with a decimal point');
  await waitForText(page, '#fide thead', /Performance/);
  assert.equal(await page.evaluate(() => window.posted), 0, 'no request to the second module');
  // Nor does the arithmetic mode change it (the DWZ's, not the Elo's): the view stays as it is.
  const before = await page.locator('#fide tbody').textContent();
  await page.click('#exact');
  await page.waitForTimeout(300);
  await eventually(() => page.locator('#fide tbody').textContent(), before);
  assert.equal(await page.evaluate(() => window.posted), 0, 'no request at the mode switch');
  assert.deepEqual(errors, []);
  await context.close();
});
