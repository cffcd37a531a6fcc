// FIDE's rating list on the tournament page: chosen in the list chooser (told by
// content), it applies WO 4.1.2 / 4.1.3 as `wertung dwz evaluate --fide-list` does, every player
// of Karl-Mala's TRF the same; a guest without FIDE ID but with an Elo is offered his namesakes
// of the list, and the decision clicked through gives what the CLI gives with his FIDE ID.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  browserEnv, eventually, fileLoad, openPage, runCli, shared, waitForCount, waitForText,
} from './harness.mjs';

const env = browserEnv();
after(() => env.close?.());

const trf = await readFile(join(shared, 'testdata', 'karl-mala-2005.trf'), 'latin1');
const dir = await mkdtemp(join(tmpdir(), 'wertung-fide-list-'));

// The columns of players_list_foa.txt as FIDE's header gives them (shared/spec/fide-player-list.md).
const WIDTHS = [15, 61, 4, 4, 5, 5, 15, 4, 6, 4, 3, 6, 4, 3, 6, 4, 3, 6, 4];
const HEADS = ['ID Number', 'Name', 'Fed', 'Sex', 'Tit', 'WTit', 'OTit', 'FOA', 'SRtng', 'SGm', 'SK', 'RRtng', 'RGm', 'Rk', 'BRtng', 'BGm', 'BK', 'B-day', 'Flag'];
const line = (cells) => cells.map((c, k) => String(c).padEnd(WIDTHS[k])).join('');
const listed = (id, name, fed, born, rating) =>
  line([id, name, fed, 'M', '', '', '', '', rating, rating ? 0 : '', rating ? 20 : '', '', '', '', '', '', '', born, '']);

// Player 11, Sopur,Lech (2395, POL, FIDE ID 1103032), is a guest whose FIDE ID and birth date
// the file lacks: the list has two namesakes of his.
const GUEST = 11;
const lines = trf.split(/\r?\n/);
const players = lines.map((l, at) => ({ l, at })).filter(({ l }) => l.startsWith('001'));
const withId = [...lines];
const without = [...lines];
for (const { l, at } of players) {
  if (Number(l.slice(4, 8)) !== GUEST) continue;
  withId[at] = l.slice(0, 69) + ' '.repeat(10) + l.slice(79);
  without[at] = l.slice(0, 57) + ' '.repeat(11) + withId[at].slice(68);
}

// The list: every 3rd Elo changed, every 5th player left out, every 7th listed unrated; those
// with a FIDE ID but no Elo in the file listed with one (every 2nd).
const rows = [];
players.forEach(({ l }, k) => {
  const no = Number(l.slice(4, 8));
  const id = Number(l.slice(57, 68).trim()) || null;
  const elo = Number(l.slice(48, 52).trim()) || null;
  if (!id || no === GUEST) return;
  let rating;
  if (k % 5 === 2) return;
  else if (k % 7 === 3) rating = 0;
  else if (elo && k % 3 === 0) rating = elo + 17;
  else if (elo) rating = elo;
  else rating = k % 2 === 0 ? 1500 + k : 0;
  rows.push(listed(id, `Player, Number ${k}`, 'GER', 1970, rating));
});
rows.push(listed(1103032, 'Sopur, Lech', 'POL', 1973, 2390));
rows.push(listed(99000017, 'Sopur, Lech', 'GER', 1990, 2011));
const listPath = join(dir, 'players_list_foa.txt');
await writeFile(listPath, [line(HEADS), ...rows].join('\r\n') + '\r\n', 'latin1');
const trfPath = join(dir, 'karl-mala-guest.trf');
await writeFile(trfPath, without.join('\n'), 'latin1');
const trfIdPath = join(dir, 'karl-mala-id.trf');
await writeFile(trfIdPath, withId.join('\n'), 'latin1');

const cli = (file) => JSON.parse(runCli(['dwz', 'evaluate', file, '--fide-list', listPath]));
const fideNotes = (c) => (c.warnings ?? []).filter((w) => /FIDE/.test(w));

/// The page's JSON export without what only it or only the CLI carries (its head; the notes).
async function exported(page) {
  const [json] = await Promise.all([page.waitForEvent('download'), page.click('#export-json')]);
  const v = JSON.parse(await readFile(await json.path(), 'utf8'));
  delete v.tournament;
  delete v.warnings;
  return v;
}

function withoutWarnings(c) {
  const v = structuredClone(c);
  delete v.warnings;
  return v;
}

test("Karl-Mala with FIDE's list: every player as the CLI's --fide-list, the notes too; a guest's namesake chosen", async () => {
  const before = cli(trfPath);
  const chosen = cli(trfIdPath);
  const notes = fideNotes(before);
  assert.ok(notes.length > 60, `${notes.length} notes`);
  assert.ok(notes.some((n) => /Spieler Sopur,Lech: ohne FIDE-ID/.test(n)), 'the guest is unrated');

  const { context, page, errors } = await openPage(env, '/turnier.html', { viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  await fileLoad(page, trfPath);
  await page.locator('#evaluation tbody tr').first().waitFor();
  await page.setInputFiles('#list-file', listPath);
  await page.locator('#fide-status').waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('#fide-notes li').length === n, notes.length);
  await waitForText(page, '#fide-status', /^FIDE-Liste: players_list_foa\.txt · \d+ Personen · ohne Monat/);
  // The DSB list is untouched: none was loaded, none is named.
  await waitForCount(page, '#list-status', 0);

  // Every player as the CLI computes him, and the notes word for word.
  assert.deepEqual(await exported(page), withoutWarnings(before));
  await eventually(() => page.locator('#fide-notes li').allTextContents(), notes);

  // Player 1's Elo replaced with its difference; player 3 not in the list: unrated.
  await page.locator('details.players').evaluate((d) => { d.open = true; });
  await waitForText(page, '#f1-fide-mark', 'FIDE-Liste: Elo 2575 statt 2558 (+17)');
  await waitForText(page, '#f3-fide-mark', 'FIDE-Liste: ungewertet (WO 4.1.3)');

  // The guest: his namesakes offered, nothing taken until the user decides.
  const choice = page.locator(`#f${GUEST}-fide`);
  const options = await choice.locator('option').allTextContents();
  assert.deepEqual(options, [
    'FIDE-Liste: wer ist es?',
    'Sopur, Lech · POL · 1973 · Elo 2390 · FIDE-ID 1103032',
    'Sopur, Lech · GER · 1990 · Elo 2011 · FIDE-ID 99000017',
    'keiner von ihnen (ungewertet, WO 4.1.3)',
  ]);
  await eventually(() => choice.getAttribute('aria-label'), 'Namensvetter in der FIDE-Liste für Sopur,Lech');
  await choice.focus();
  await choice.selectOption({ label: options[1] });
  await page.waitForFunction((k) => /2390 statt 2395/.test(document.getElementById(`f${k}-fide-mark`)?.textContent ?? ''), GUEST);
  await waitForText(page, `#f${GUEST}-fide-mark`, 'FIDE-Liste: Elo 2390 statt 2395 (-5)');
  await eventually(() => choice.inputValue(), '1103032');
  assert.equal(await page.evaluate(() => document.activeElement?.id), `f${GUEST}-fide`, 'the choice keeps the focus');
  // Now as the CLI with his FIDE ID in the file.
  assert.deepEqual(await exported(page), withoutWarnings(chosen));
  await eventually(() => page.locator('#fide-notes li').allTextContents(), fideNotes(chosen));

  // "keiner von ihnen": unrated again, as without a decision.
  await choice.selectOption({ label: options[3] });
  await page.waitForFunction((k) => /ungewertet/.test(document.getElementById(`f${k}-fide-mark`)?.textContent ?? ''), GUEST);
  assert.deepEqual(await exported(page), withoutWarnings(before));

  // In English the marks and the status are worded anew.
  await page.click('#lang');
  await page.waitForFunction(() => /^FIDE list: rating 2575 instead of 2558 \(\+17\)$/.test(document.getElementById('f1-fide-mark')?.textContent ?? ''));
  await waitForText(page, '#fide-status', /^FIDE list: players_list_foa\.txt/);
  await page.click('#lang');

  // Removed: the players as the file gives them, as the CLI without the list.
  await page.click('#fide-forget');
  await page.locator('#fide-status').waitFor({ state: 'detached' });
  await page.waitForFunction(() => !document.getElementById('f1-fide-mark'));
  assert.deepEqual(await exported(page), withoutWarnings(JSON.parse(runCli(['dwz', 'evaluate', trfPath]))));
  assert.deepEqual(errors, []);
  await context.close();
});
