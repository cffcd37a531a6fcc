// Browser tests of the calculator as a player uses it on a phone: what is shown is
// what is counted, entry on a phone, the what-if table, "Meine Turniere", the first paint before
// the wasm, the embedded frame, accessibility (axe-core) and the texts of errors in both
// languages. Against the release build in dist/, in headless Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  axe, eventually, launch, runCli, serveClubPage, serveDist, waitForAttribute, waitForCount,
  waitForText, waitForValue,
} from './harness.mjs';


let app, browser, origin, parent, parentOrigin;
// Until released, requests for the wasm wait: the static form must be usable meanwhile.
let holdWasm = null;

before(async () => {
  app = await serveDist(async (path) => {
    if (holdWasm && /calc-[0-9a-f]+\/main_bg\.wasm$/.test(path)) await holdWasm;
    return null;
  });
  origin = `http://127.0.0.1:${app.address().port}`;
  parent = await serveClubPage(origin);
  parentOrigin = `http://127.0.0.1:${parent.address().port}`;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  app?.close();
  parent?.close();
});

async function open(path, options = {}) {
  const context = await browser.newContext({ viewport: { width: 800, height: 1000 }, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(origin + path);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  return { context, page, errors };
}

const text = async (page, sel) => (await page.locator(sel).first().textContent()).trim();
const estimate = (input) => JSON.parse(runCli(['dwz', 'estimate', '-'], JSON.stringify(input)));
const rows = (page) => page.locator('#panel > div:not([hidden]) .games li.row');
/// Waits until the focus is in `field` (moved there in a frame after the key or tap), at most
/// 60 frames; the caller asserts it.
const focusReaches = (field) => field.evaluate((e) => new Promise((r) => {
  const check = (n) => (e === document.activeElement || n > 60 ? r() : requestAnimationFrame(() => check(n + 1)));
  check(0);
}));

test('a row that cannot be read is not counted, says so, and the DWZ is provisional', async () => {
  const { context, page } = await open('/?t=voraus&dwz=1950&idx=15&geb=2010&ende=12.12.2026&g=2220:0;2000:1;abc:1;1961:½;1800:1');
  // Row 3 ("abc") is left out with its reason; the DWZ shown is the one without that row.
  const without = estimate({
    kind: 'forecast', end_date: '2026-12-12', dwz: 1950, index: 15, birth_year: 2010,
    games: [[2220, '0'], [2000, '1'], [1961, '½'], [1800, '1']].map(([r, s]) => ({ opponent_rating: r, result: s })),
  });
  await waitForText(page, '#new-dwz', `${without.rn} - ${without.index_new}`);
  await waitForText(page, '#out-n', '4');
  await waitForText(page, '#not-counted', /Partie 3, Gegner-DWZ: „abc“ ist keine Zahl/);
  await waitForText(page, '#provisional', 'vorläufig');
  await waitForText(page, '#summary', /vorläufig/);
  // The per-game list keeps the form's row numbers (4. and 5., not 3. and 4.).
  const labels = await page.locator('.bars .lbl').allTextContents();
  assert.deepEqual(labels.map((l) => l.split('.')[0]), ['1', '2', '4', '5']);
  // Corrected, the row counts and the mark goes.
  await rows(page).nth(2).locator('input').nth(0).fill('1700');
  await waitForCount(page, '#provisional', 0);
  await waitForText(page, '#out-n', '5');
  await context.close();
});

test('no message before a field is touched; an empty index is 6 (said), an invalid one an error', async () => {
  const { context, page } = await open('/');
  await waitForCount(page, '.error', 0, 'nothing typed, nothing wrong');
  await waitForCount(page, '[aria-invalid=true]', 0);
  await page.fill('#dwz', '19x0');
  assert.equal(await page.locator('#dwz-error').count(), 0, 'not while typing');
  await page.locator('#dwz').press('Tab');
  await waitForText(page, '#dwz-error', 'DWZ: „19x0“ ist keine Zahl');
  await waitForAttribute(page, '#dwz', 'aria-describedby', 'dwz-error');
  await page.fill('#dwz', '1950');
  await waitForAttribute(page, '#dwz', 'aria-describedby', null, 'it points only to an id that exists');
  await rows(page).nth(0).locator('input').nth(0).fill('2000');
  await rows(page).nth(0).locator('input').nth(1).fill('1');
  await waitForText(page, '.age', /Index leer: 6 angenommen \(WO 2\.2\.4\)/);
  await page.fill('#index', '0');
  await page.locator('#index').press('Tab');
  await waitForCount(page, '#new-dwz', 0, 'no DWZ computed with an index the player did not type');
  await waitForText(page, '#notice', /Bitte zuerst korrigieren/);
  await waitForText(page, '.results', /Index: „0“ liegt nicht zwischen 1 und 9999/);
  await context.close();
});

test('Stellgrößen out of range keep their default and say so; − is a minus and a forfeit', async () => {
  const { context, page } = await open('/?t=voraus&dwz=1950&idx=15&geb=2010&ende=12.12.2026&g=2220:0;2000:1');
  const k = await text(page, '#out-k');
  await page.click('details.advanced summary');
  await page.fill('#param-t', '0');
  await page.locator('#param-t').press('Tab');
  await waitForText(page, '#param-t-error', 'Einstellungen, Stellgröße t: „0“ liegt nicht zwischen 1 und 1000');
  await waitForText(page, '#out-k', k, 'the default t = 30 stays in force');
  await rows(page).nth(1).locator('input').nth(1).fill('−');
  await waitForText(page, '#not-counted', /Partie 2: kampflos/);
  await context.close();
});

test('an Erst-DWZ with too few games says how many are missing (plural right) and why they count later', async () => {
  const { context, page } = await open('/?t=erst&ende=12.12.2026&g=2100:1;2000:0;1950:1&rp=1500:½:01.10.2025');
  await eventually(() => text(page, '#no-first'),
    'Es zählen erst 4 Partien gegen Gegner mit DWZ (mit Restpartien); nötig sind 5: noch 1 Partie mit DWZ-Gegnern. Bis dahin werden die Partien als Restpartien gespeichert und zählen später mit.');
  // An expired Restpartie is marked in its row.
  await page.goto(origin + '/?t=erst&ende=12.12.2026&rp=1500:½:01.10.2024');
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.locator('.rest .row-note').waitFor();
  await waitForText(page, '.rest .row-note', /Verfallen: älter als zwei Jahre/);
  await context.close();
});

test('"Alles zurücksetzen" can be undone', async () => {
  const { context, page } = await open('/?t=voraus&dwz=1950&idx=15&g=2220:0');
  await page.click('details.advanced summary');
  await page.click('#reset');
  await waitForValue(page, '#dwz', '');
  await page.locator('#undo').waitFor();
  await page.click('#undo');
  await waitForValue(page, '#dwz', '1950');
  await eventually(() => rows(page).nth(0).locator('input').nth(0).inputValue(), '2220');
  await page.locator('#undo').waitFor({ state: 'hidden' });
  await context.close();
});

test('each text is one: a row removed and one added is empty, a reset undone brings every text back, and what is typed after goes into the link', async () => {
  const { context, page, errors } = await open('/?t=voraus&dwz=1950&idx=15&g=2220:0;1800:1');
  await eventually(() => rows(page).count(), 2);
  await rows(page).nth(1).locator('button.remove').click();
  await eventually(() => rows(page).count(), 1);
  await page.click('#panel > div:not([hidden]) .games button.add');
  await eventually(() => rows(page).count(), 2);
  const second = rows(page).nth(1).locator('input').nth(0);
  await eventually(() => second.inputValue(), '', 'the new row is empty, not the removed one');
  assert.equal(await second.evaluate((e) => e === document.activeElement), true);
  await second.pressSequentially('1750');
  await eventually(() => second.inputValue(), '1750');
  assert.equal(await second.evaluate((e) => e === document.activeElement), true, 'focus stays while typing');
  await rows(page).nth(1).locator('.res button', { hasText: '½' }).click();
  await waitForValue(page, '#share-link', /g=2220%3A0%3B1750%3A%C2%BD|g=2220:0;1750:½/);
  await page.click('details.advanced summary');
  await page.click('#reset');
  await eventually(() => rows(page).count(), 1);
  await eventually(() => rows(page).nth(0).locator('input').nth(0).inputValue(), '');
  await page.click('#undo');
  await waitForValue(page, '#dwz', '1950');
  await eventually(() => rows(page).nth(1).locator('input').nth(0).inputValue(), '1750');
  await eventually(() => rows(page).nth(1).locator('input').nth(1).inputValue(), '½');
  // Typed after the undo: the rows' texts are the form's.
  const first = rows(page).nth(0).locator('input').nth(0);
  await first.click();
  await first.press('End');
  await first.press('Backspace');
  await first.press('Backspace');
  await first.pressSequentially('00');
  await eventually(() => first.inputValue(), '2200');
  assert.equal(await first.evaluate((e) => e === document.activeElement), true);
  await eventually(async () => decodeURIComponent(await page.inputValue('#share-link')), /g=2200:0;1750:½/);
  await page.reload();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await eventually(() => rows(page).nth(0).locator('input').nth(0).inputValue(), '2200', 'kept over a reload');
  await eventually(() => rows(page).nth(1).locator('input').nth(0).inputValue(), '1750');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone: numeric keypad, one-tap results, Enter moves on, empty rows do not pile up', async () => {
  const { context, page } = await open('/?t=voraus&dwz=1950', { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const rating = rows(page).nth(0).locator('input').nth(0);
  await eventually(() => rating.getAttribute('inputmode'), 'numeric');
  await eventually(() => rating.getAttribute('enterkeyhint'), 'next');
  await rating.fill('2000');
  await rating.press('Enter');
  const result = rows(page).nth(0).locator('input').nth(1);
  // The focus moves in the next frame: waited for, not raced (a loaded machine is slower).
  await focusReaches(result);
  assert.ok(await result.evaluate((e) => e === document.activeElement), 'Enter in the rating goes to the result');
  // A tap on ½ sets the result and moves to a new row's rating (in the next frame too).
  await rows(page).nth(0).locator('.res button', { hasText: '½' }).tap();
  await eventually(() => result.inputValue(), '½');
  await eventually(() => rows(page).count(), 2);
  await focusReaches(rows(page).nth(1).locator('input').nth(0));
  assert.ok(await rows(page).nth(1).locator('input').nth(0).evaluate((e) => e === document.activeElement));
  // Enter in the empty last row adds nothing.
  await rows(page).nth(1).locator('input').nth(1).press('Enter');
  await rows(page).nth(1).locator('input').nth(1).press('Enter');
  await eventually(() => rows(page).count(), 2, 'no second empty row');
  // Typing still works, forfeits too, and ± switches between + and −.
  await rows(page).nth(1).locator('input').nth(0).fill('1800');
  await rows(page).nth(1).locator('input').nth(1).fill('r');
  await eventually(() => rows(page).nth(1).locator('.res button[aria-pressed=true]').textContent(), '½');
  // While typing, the new DWZ stays in view (the sticky summary at the bottom), once it has
  // come (the part `panel`, maybe only now).
  await page.waitForFunction(() => /\d{4}/.test(document.getElementById('summary')?.textContent ?? ''));
  const summary = await page.locator('#summary').boundingBox();
  assert.ok(summary && summary.y + summary.height <= 740 + 1 && summary.y >= 600, JSON.stringify(summary));
  await waitForText(page, '#summary', /^Neue DWZ: \d{4} - 7 \([+−]?\d+\)$/);
  await context.close();
});

test('at 360 px: tabs and labels never break inside a word, nothing is wider than the screen', async () => {
  const { context, page } = await open('/?t=nach&dwz=2100&idx=55&geb=2004&ende=12.12.2026&k=32&g=2220:0;1800:½;1961:1;1179:1;2329:0', { viewport: { width: 360, height: 800 } });
  const broken = await page.evaluate(() => [...document.querySelectorAll('[role=tab], label, legend, .figures dt, summary')]
    .filter((e) => e.getClientRects().length && !e.classList.contains('sr-only'))
    .filter((e) => {
      // A word broken across lines: a line box that ends inside a word. Measure with ranges.
      const words = e.textContent.trim().split(/\s+/);
      const range = document.createRange();
      const node = [...e.childNodes].find((n) => n.nodeType === 3) ?? e.querySelector('*')?.firstChild;
      if (!node || node.nodeType !== 3) return false;
      let at = 0;
      for (const w of words) {
        const start = node.textContent.indexOf(w, at);
        if (start < 0) continue;
        range.setStart(node, start);
        range.setEnd(node, start + w.length);
        if (range.getClientRects().length > 1) return true;
        at = start + w.length;
      }
      return false;
    })
    .map((e) => e.textContent.trim()));
  assert.deepEqual(broken, []);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 360);
  await context.close();
});

test('the figures do not overlap on a desktop, chart texts are at least 11 px, placeholders are no values', async () => {
  for (const width of [360, 1280]) {
    const { context, page } = await open('/?t=voraus&dwz=1950&idx=15&geb=2010&ende=12.12.2026&g=2220:0;2000:1;1800:1;1961:r;1300:1', { viewport: { width, height: 900 } });
    const overlaps = await page.evaluate(() => [...document.querySelectorAll('.figures div')].filter((d) => {
      const dt = d.querySelector('dt').getBoundingClientRect();
      const dd = d.querySelector('dd').getBoundingClientRect();
      return dt.right > dd.left + 0.5 && dt.bottom > dd.top + 0.5;
    }).map((d) => d.textContent));
    assert.deepEqual(overlaps, [], `width ${width}`);
    const small = await page.evaluate(() => [...document.querySelectorAll('.results svg text, .bars span')]
      .map((e) => ({ t: e.textContent, px: e.getBoundingClientRect().height, size: parseFloat(getComputedStyle(e).fontSize) }))
      .filter((x) => x.size < 11 || (x.t.trim() && x.px < 10)));
    assert.deepEqual(small, [], `width ${width}`);
    const placeholders = await page.evaluate(() => [...document.querySelectorAll('input[placeholder]')].map((i) => i.placeholder));
    assert.ok(placeholders.every((p) => !/^\d+$/.test(p.trim())), placeholders.join(' | '));
    await context.close();
  }
});

test('only the new DWZ line is announced (the live region), not the whole panel', async () => {
  const { context, page } = await open('/?t=voraus&dwz=1950&idx=15&g=2220:0');
  const live = await page.evaluate(() => [...document.querySelectorAll('[aria-live]')].map((e) => e.id));
  assert.deepEqual(live, ['summary']);
  // The line comes with the results (the part `panel`, maybe only now).
  await page.waitForFunction(() => document.getElementById('summary')?.textContent.trim() !== '');
  await waitForText(page, '#summary', /^Neue DWZ: /);
  await context.close();
});

test('the tabs are a tablist: arrow keys move between them', async () => {
  const { context, page } = await open('/');
  await page.focus('#tab-voraus');
  await page.keyboard.press('ArrowRight');
  await waitForAttribute(page, '#tab-nach', 'aria-selected', 'true');
  assert.ok(await page.locator('#tab-nach').evaluate((e) => e === document.activeElement));
  await waitForAttribute(page, '#tab-nach', 'tabindex', '0');
  await waitForAttribute(page, '#tab-voraus', 'tabindex', '-1');
  await page.locator('#k').waitFor(); // the Nachberechnung asks for the K
  await page.keyboard.press('ArrowLeft');
  await waitForAttribute(page, '#tab-voraus', 'aria-selected', 'true');
  await context.close();
});

test('what if: every score in the remaining games, the score that keeps the DWZ, the Ziel-DWZ', async () => {
  const { context, page } = await open('/?t=voraus&dwz=1743&idx=23&geb=1979&ende=04.10.2026&g=1612:1;1700:½&rg=1700%201800&ziel=1780');
  await page.locator('#outcomes').waitFor();
  const expected = estimate({
    kind: 'forecast', end_date: '2026-10-04', dwz: 1743, index: 23, birth_year: 1979,
    games: [{ opponent_rating: 1612, result: '1' }, { opponent_rating: 1700, result: '½' }],
    remaining: { opponent_ratings: [1700, 1800], target: 1780 },
  });
  const cells = await page.locator('#outcomes tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.equal(cells.length, 5, '0, ½, 1, 1½, 2 points');
  assert.deepEqual(cells.map((c) => c[1]), expected.outcomes.map((o) => `${o.rn} - ${o.index_new}`));
  const keep = await page.locator('#outcomes tr.keep th').textContent();
  assert.equal(keep, expected.points_to_keep === 0.5 ? '½' : String(expected.points_to_keep).replace('.5', '½'));
  await waitForText(page, '#target-answer', expected.points_for_target === null ? /nicht erreichbar/ : /Punkt/);
  // One value for all the remaining games, and their number.
  await page.fill('#remaining', '1750');
  await page.fill('#remaining_count', '3');
  await waitForCount(page, '#outcomes tbody tr', 7);
  await context.close();
});

test('Meine Turniere: loaded on first use, in date order, and the link reproduces the chain', async () => {
  const { context, page } = await open('/?t=voraus&dwz=1743&idx=23&geb=1979');
  const parts = () => page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => /\/split_later(_\w+)?\.wasm$/.test(n)));
  assert.deepEqual(await parts(), [], 'the chain is not part of the first visit');
  await page.click('#tab-turniere');
  await page.locator('#add-tournament').waitFor();
  const added = async (name, end, games) => {
    await page.click('#add-tournament');
    const card = page.locator('.tournament').last();
    await card.locator('input').nth(0).fill(name);
    await card.locator('input').nth(1).fill(end);
    for (let k = 0; k < games.length; k++) {
      const row = card.locator('li.row').nth(k);
      await row.locator('input').nth(0).fill(games[k][0]);
      // The result (the opponent's Elo, hidden without the Elo, sits between them).
      await row.locator('input[id$="-result"]').fill(games[k][1]);
      if (k < games.length - 1) await row.locator('input[id$="-result"]').press('Enter');
    }
  };
  await added('Stadtmeisterschaft', '15.11.2026', [['1800', '½']]);
  await added('Open A', '04.10.2026', [['1612', '1'], ['1750', '0']]);
  const expected = estimate({
    kind: 'forecast', dwz: 1743, index: 23, birth_year: 1979,
    tournaments: [
      { name: 'Stadtmeisterschaft', end_date: '2026-11-15', games: [{ opponent_rating: 1800, result: '½' }] },
      { name: 'Open A', end_date: '2026-10-04', games: [{ opponent_rating: 1612, result: '1' }, { opponent_rating: 1750, result: '0' }] },
    ],
  });
  await eventually(() => page.locator('#chain-card th[scope=row]').allTextContents(), ['Open A', 'Stadtmeisterschaft'], 'evaluated by end date');
  await waitForText(page, '#chain-dwz', `${expected.final.dwz} - ${expected.final.index}`);
  await page.locator('#chain-chart > svg').waitFor();
  assert.equal((await parts()).length, 1, 'the part split off the calculator, loaded once on first use');
  const link = await page.inputValue('#share-link');
  await context.close();
  const fresh = await open(link.replace(/^https?:\/\/[^/]+/, ''));
  await fresh.page.locator('#chain-dwz').waitFor();
  await waitForText(fresh.page, '#chain-dwz', `${expected.final.dwz} - ${expected.final.index}`);
  await waitForCount(fresh.page, '.tournament', 2);
  await fresh.context.close();
});

test('the form is on screen before the wasm runs, and what is typed then is kept', async () => {
  let release;
  holdWasm = new Promise((r) => { release = r; });
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(origin + '/', { waitUntil: 'domcontentloaded' });
  assert.ok(await page.locator('#boot #dwz').isVisible(), 'the static form is there');
  assert.equal(await page.getAttribute('html', 'data-ready'), null, 'the app is not running yet');
  await page.fill('#dwz', '1850');
  await page.fill('#game-1-rating', '2000');
  release();
  holdWasm = null;
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await waitForCount(page, '#boot', 0);
  await waitForValue(page, '#dwz', '1850');
  await waitForValue(page, '#game-1-rating', '2000');
  await context.close();
});

test('keys typed before the app is ready: Enter moves on in the static form, and the app keeps every key, the field and the caret', async () => {
  let release;
  holdWasm = new Promise((r) => { release = r; });
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(origin + '/', { waitUntil: 'domcontentloaded' });
  await page.locator('#boot #dwz').click();
  await page.keyboard.type('1743');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'index', 'Enter moves to the index before the app runs');
  await page.keyboard.type('23');
  await page.keyboard.press('Enter');
  await page.keyboard.type('19');
  release();
  holdWasm = null;
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  // Typed on while the app takes over: the keys land in the app's field, after the caret.
  await page.keyboard.type('79');
  await waitForValue(page, '#dwz', '1743');
  await waitForValue(page, '#index', '23');
  await waitForValue(page, '#birth_year', '1979');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'birth_year');
  await context.close();
});

test('embedded: the frame follows the content both ways; the snippet checks the origin and can be copied', async () => {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
  const page = await context.newPage();
  await page.goto(parentOrigin + '/');
  const frame = page.frameLocator('#wertung');
  await frame.locator('#new-dwz').waitFor();
  await page.waitForFunction(() => (window.heights ?? []).length > 0);
  const height = () => page.evaluate(() => document.getElementById('wertung').getBoundingClientRect().height);
  // The frame has followed its content: the club's page holds the height the content has (the
  // last one reported), read again until the content stays as it was.
  const inner = page.frame({ url: /embed=1/ });
  const settled = async () => {
    for (let want = -1; ;) {
      const now = await inner.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
      if (now === want) return height();
      want = now;
      await page.waitForFunction((h) => Number(document.body.dataset.height) === h, want);
    }
  };
  const closed = await settled();
  await frame.locator('details.advanced summary').click();
  // Its settings come with the part `later` (maybe only now).
  await frame.locator('details.advanced fieldset').first().waitFor();
  const opened = await settled();
  assert.ok(opened > closed + 100, `opening grows the frame (${closed} -> ${opened})`);
  await frame.locator('details.advanced summary').click();
  const again = await settled();
  assert.ok(Math.abs(again - closed) < 5, `closing shrinks it back (${opened} -> ${again}, was ${closed})`);
  await frame.locator('#tab-erst').click();
  const first = await settled();
  assert.ok(first < again, `a shorter tab shrinks the frame (${again} -> ${first})`);
  await context.close();

  const { context: c2, page: p2 } = await open('/');
  await p2.click('details.embed-help summary');
  const snippet = await waitForValue(p2, '#embed-snippet', /e\.origin !== 'http:\/\/127\.0\.0\.1:\d+'/);
  assert.match(snippet, /\?embed=1/);
  await p2.locator('#copy-embed').waitFor();
  await c2.context?.close();
  await c2.close();
});

test('no axe-core violation at phone and desktop size, on every tab', async () => {
  for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 900 }]) {
    for (const q of ['?t=voraus&dwz=1950&idx=15&g=2220:0;abc:1', '?t=nach&dwz=2100&k=32&g=2220:0', '?t=erst&rp=1500:1:01.10.2025', '?t=turniere&dwz=1743&tn1=A&te1=04.10.2026&tg1=1612:1']) {
      const { context, page } = await open('/' + q, { viewport });
      if (q.includes('turniere')) await page.locator('#chain-dwz').waitFor();
      await page.click('details.advanced summary');
      await page.click('details.whatif summary');
      // What they open comes with the part `later` (maybe only now): checked once it is there.
      await page.locator('details.advanced fieldset').first().waitFor();
      await page.locator('details.whatif[open] > :not(summary)').first().waitFor();
      if (q.includes('abc')) await page.locator('#panel input').first().press('Tab');
      const violations = await axe(page);
      assert.deepEqual(violations, [], `${viewport.width} px ${q}`);
      await context.close();
    }
  }
});

test('error texts in German and English, one per kind of problem the calculator shows', async () => {
  const cases = [
    ['dwz', '19x0', 'DWZ: „19x0“ ist keine Zahl', 'DWZ: "19x0" is not a number'],
    ['dwz', '12000', 'DWZ: „12000“ liegt nicht zwischen 1 und 3500', 'DWZ: "12000" is not between 1 and 3500'],
    ['index', '2,5', 'Index: „2,5“ ist keine ganze Zahl', 'index: "2,5" is not a whole number'],
    ['end_date', '31.02.2026', 'Turnierende: „31.02.2026“ ist kein Datum (TT.MM.JJJJ oder JJJJ-MM-TT)', 'tournament end: "31.02.2026" is not a date (DD.MM.YYYY or YYYY-MM-DD)'],
    ['game-1-result', '2', 'Partie 1, Ergebnis: „2“ ist kein Ergebnis (erlaubt: 1, ½, 0, +, −)', 'game 1, result: "2" is not a result (allowed: 1, ½, 0, +, −)'],
  ];
  for (const [lang, n] of [['de', 2], ['en', 3]]) {
    const { context, page } = await open(`/?t=voraus${lang === 'en' ? '&lang=en' : ''}`);
    for (const c of cases) {
      await page.fill(`#${c[0]}`, c[1]);
      await page.locator(`#${c[0]}`).press('Tab');
      await waitForText(page, `#${c[0]}-error`, c[n]);
      await page.fill(`#${c[0]}`, '');
    }
    // A result typed without a rating's row being complete: "is missing".
    await page.fill('#game-1-rating', '2000');
    await page.locator('#game-1-result').focus();
    await page.locator('#game-1-result').press('Tab');
    await waitForText(page, '#game-1-result-error', lang === 'de' ? 'Partie 1, Ergebnis: fehlt' : 'game 1, result: is missing');
    await context.close();
  }
});
