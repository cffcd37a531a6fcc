// "Meine Turniere" keeps the note "Elo statt DWZ" (WO 4.1.2): a game whose opponent has only an
// Elo, chosen by name in the single form, is taken over with its note; the chain's results say
// it, and so do the page opened again, the form saved in the browser and a friend's link (which
// carries no name).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserEnv, openPage, typeName, waitForText } from './harness.mjs';

const env = browserEnv();
after(() => env.close?.());

// FIDE's players_list_foa.txt with Tomas Dvorak (CZE, Elo 2210, no DWZ).
const WIDTHS = [15, 61, 4, 4, 5, 5, 15, 4, 6, 4, 3, 6, 4, 3, 6, 4, 3, 6, 4];
const HEADS = ['ID Number', 'Name', 'Fed', 'Sex', 'Tit', 'WTit', 'OTit', 'FOA', 'SRtng', 'SGm', 'SK', 'RRtng', 'RGm', 'Rk', 'BRtng', 'BGm', 'BK', 'B-day', 'Flag'];
const line = (cells) => cells.map((c, k) => String(c).padEnd(WIDTHS[k])).join('');
const dir = await mkdtemp(join(tmpdir(), 'wertung-chain-stand-in-'));
const fidePath = join(dir, 'players_list_foa.txt');
await writeFile(fidePath, [
  line(HEADS),
  line([300001, 'Dvorak, Tomas', 'CZE', 'M', '', '', '', '', 2210, 0, 20, '', '', '', '', '', '', 1985, '']),
].join('\r\n') + '\r\n', 'latin1');

const NOTE = /Turnier 1, Partie 1: Elo 2210 statt DWZ \(WO 4\.1\.2\)/;

test('a game with an Elo in place of a DWZ keeps its note in "Meine Turniere", its results, a reopen and its link', async () => {
  const { page, context, errors } = await openPage(env, '/', { viewport: { width: 360, height: 740 }, ready: 'attached' });
  await page.click('#names-open');
  await page.locator('#names-fide-file').waitFor({ state: 'attached' });
  await page.setInputFiles('#names-fide-file', fidePath);
  await page.locator('#names-fide:not([hidden])').waitFor();
  for (const [f, v] of [['dwz', '1800'], ['index', '20'], ['birth_year', '1980'], ['end_date', '20.11.2026']]) {
    await page.locator(`#${f}`).pressSequentially(v);
  }
  const opponent = page.locator('.row .namebox input').first();
  await opponent.waitFor();
  const id = await opponent.getAttribute('id');
  await typeName(page, id, 'Dvorak', { clear: true });
  await page.locator(`#${id}-list [role=option]`).first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForFunction((r) => document.getElementById(r)?.value === '2210', id.replace(/-name$/, '-rating'));
  await page.locator(`#${id.replace(/-name$/, '-result')}`).pressSequentially('1');
  await page.waitForFunction(() => /Partie 1: Elo 2210 statt DWZ/.test(document.getElementById('stand-ins')?.textContent ?? ''));
  // "Meine Turniere": the game taken over, marked in its row and said in the results.
  await page.click('#tab-turniere');
  const mark = page.locator('.tournament li.row .stand-in:not([hidden])');
  await mark.first().waitFor();
  assert.equal(await mark.count(), 1, 'the game taken over is marked');
  assert.equal((await mark.first().textContent()).trim(), 'Elo statt DWZ (WO 4.1.2)');
  await waitForText(page, '#stand-ins', NOTE);
  // Its link carries the mark of the tournament's game.
  await page.waitForFunction(() => new URLSearchParams(location.search).get('tgs1') === '1');
  const link = new URL(await page.inputValue('#share-link'));
  assert.equal(link.searchParams.get('tgs1'), '1');
  assert.doesNotMatch(decodeURIComponent(link.search), /Dvorak/);
  // Opened again: still said, in the row and in the results.
  await page.reload();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await waitForText(page, '#stand-ins', NOTE);
  await page.locator('.tournament li.row .stand-in:not([hidden])').first().waitFor();
  // The saved form (the page opened without a link): the same.
  const saved = await context.newPage();
  await saved.goto(env.origin + '/');
  await saved.waitForSelector('html[data-ready]', { state: 'attached' });
  await waitForText(saved, '#stand-ins', NOTE);
  await saved.close();
  // A friend's link: the same note, no name.
  const friend = await openPage(env, link.pathname + link.search, { viewport: { width: 360, height: 740 }, ready: 'attached' });
  await waitForText(friend.page, '#stand-ins', NOTE);
  assert.deepEqual(friend.errors, []);
  await friend.context.close();
  assert.deepEqual(errors, []);
  await context.close();
});
