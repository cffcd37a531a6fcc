// Browser tests of the calculator's layout on a phone and a desktop, its print and "Teilen":
// the result's bar never over the field being typed, "Meine Turniere"
// without sideways scrolling, the rows' columns, the print PDF (read with pdftotext) and the
// text "Teilen" sends, in both languages. Against the release build in dist/, in headless
// Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserEnv, eventually, openPage, runCli, waitForText } from './harness.mjs';

const env = browserEnv();

async function open(path, options = {}, init = null) {
  return openPage(env, path, { viewport: { width: 360, height: 420 }, ready: 'attached', init, ...options });
}
// The links here carry no mode (`m`): table mode, as links of earlier releases.
const estimate = (input) => JSON.parse(runCli(['dwz', 'estimate', '-'], JSON.stringify({ mode: 'table', ...input })));
const frame = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

const PLAYER = { dwz: 1743, index: 23, birth_year: 1979, end_date: '2026-11-29' };
const GAMES = [[1612, '1'], [1800, '½'], [1950, '0'], [1701, '1'], [1655, '1'], [1580, '½']];
const FORECAST = '/?t=voraus&dwz=1743&idx=23&geb=1979&ende=29.11.2026&g=' + GAMES.map(([r, s]) => `${r}:${s}`).join(';');
const TOURNAMENTS = [
  ['Herbstopen Hintertupfingen', '04.10.2026', '2026-10-04', [[1612, '1'], [1800, '½'], [1950, '0'], [1701, '1'], [1655, '1']]],
  ['Vereinsmeisterschaft 2026', '15.11.2026', '2026-11-15', [[2012, '0'], [1890, '½'], [1777, '1']]],
  ['Blitz', '29.11.2026', '2026-11-29', [[1500, '1'], [1600, '1'], [1550, '0'], [1580, '½'], [1620, '1']]],
];
const CHAIN = '/?t=turniere&dwz=1743&idx=23&geb=1979' + TOURNAMENTS.map(([name, end, , games], i) =>
  `&tn${i + 1}=${encodeURIComponent(name)}&te${i + 1}=${end}&tg${i + 1}=${games.map(([r, s]) => `${r}:${s}`).join(';')}`).join('');

/// The figures of the CLI for the tournaments one after the other (each starts from the last).
function chainFigures() {
  let { dwz, index } = PLAYER;
  return TOURNAMENTS.map(([, , end, games]) => {
    const e = estimate({
      kind: 'forecast', end_date: end, dwz, index, birth_year: PLAYER.birth_year,
      games: games.map(([r, s]) => ({ opponent_rating: r, result: s })),
    });
    dwz = e.rn;
    index = e.index_new;
    return e;
  });
}

/// The boxes of the focused field (its row or field with its message) and of the result's bar.
const boxes = (page) => page.evaluate(() => {
  const f = document.activeElement;
  const box = (f.closest('.row') || f.closest('.field') || f).getBoundingClientRect();
  const bar = document.getElementById('summary');
  const b = bar.getBoundingClientRect();
  return {
    id: f.id, field: { top: box.top, bottom: box.bottom }, bar: { top: b.top, bottom: b.bottom, height: b.height },
    visible: getComputedStyle(bar).visibility !== 'hidden' && b.height > 0,
    lineHeight: parseFloat(getComputedStyle(bar).lineHeight), text: bar.textContent,
  };
});

const notCovered = (b, what) => assert.ok(!b.visible || b.field.bottom <= b.bar.top + 0.5 || b.field.top >= b.bar.bottom - 0.5,
  `${what}: the bar (${b.bar.top}-${b.bar.bottom}) covers ${b.id} (${b.field.top}-${b.field.bottom})`);

test('the result bar never covers the field being typed at 360×420, stays one line, never hides a message', async () => {
  const { context, page, errors } = await open(FORECAST);
  // The bar shows the result (with the part `panel`, which may come after the page is ready).
  const forecast = estimate({ kind: 'forecast', ...PLAYER, games: GAMES.map(([r, s]) => ({ opponent_rating: r, result: s })) });
  await page.locator('#summary:not(:empty)').waitFor();
  await waitForText(page, '#summary', new RegExp(`^Neue DWZ: ${forecast.rn} - ${forecast.index_new} `));
  const ids = await page.locator('.games input[id$=rating]').evaluateAll((els) => els.map((e) => e.id));
  for (const id of ids) {
    // The field right behind the bar (as after scrolling with a finger), then tapped and typed.
    await page.evaluate((id) => {
      const el = document.getElementById(id);
      const bar = document.getElementById('summary').getBoundingClientRect();
      scrollBy(0, el.getBoundingClientRect().bottom - bar.bottom + 2);
    }, id);
    await page.focus('#' + id);
    await page.keyboard.press('End');
    await page.keyboard.type('5');
    await page.keyboard.press('Backspace');
    await frame(page);
    const b = await boxes(page);
    assert.equal(b.id, id);
    notCovered(b, id);
    assert.ok(!b.visible || b.bar.height < 2 * b.lineHeight, `one line: ${b.bar.height} px for "${b.text}"`);
  }
  // A rating that cannot be read: its message under the row is not under the bar either.
  const last = ids.filter((id) => id.endsWith('rating')).at(-1);
  await page.fill('#' + last, '');
  await page.locator('#' + last).pressSequentially('17x');
  await page.locator('#' + last).press('Tab');
  await page.focus('#' + last);
  // The message comes with the part `words` (maybe only now); then the page's ResizeObserver
  // sees the row grow (a frame) and moves the field with its message off the bar (the next).
  const msg = page.locator(`#${last}-error`);
  await msg.waitFor();
  await frame(page);
  await frame(page);
  const m = await msg.boundingBox();
  const b = await boxes(page);
  assert.ok(!b.visible || m.y + m.height <= b.bar.top + 0.5, `the message (${m.y}-${m.y + m.height}) is above the bar (${b.bar.top})`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('with the on-screen keyboard (visual viewport) the bar sits above it and off the field', async () => {
  // A visual viewport whose height the test sets: the keyboard takes `window.kb` pixels.
  const fake = () => {
    const vv = new EventTarget();
    window.kb = 0;
    Object.defineProperties(vv, {
      offsetTop: { get: () => 0 }, offsetLeft: { get: () => 0 }, scale: { get: () => 1 },
      width: { get: () => innerWidth }, height: { get: () => innerHeight - window.kb },
    });
    Object.defineProperty(window, 'visualViewport', { value: vv, configurable: true });
  };
  const { context, page } = await open(FORECAST, {}, fake);
  const id = await page.locator('.games input').nth(4).getAttribute('id');
  await page.focus('#' + id);
  await page.evaluate(() => { window.kb = 200; visualViewport.dispatchEvent(new Event('resize')); });
  await frame(page);
  // Scrolled by the browser so that the field is just above the keyboard, behind the bar.
  await page.evaluate((id) => {
    const el = document.getElementById(id);
    scrollBy(0, el.getBoundingClientRect().bottom - (innerHeight - window.kb) + 2);
    visualViewport.dispatchEvent(new Event('scroll'));
  }, id);
  await frame(page);
  const b = await boxes(page);
  const visibleBottom = await page.evaluate(() => innerHeight - window.kb);
  if (b.visible) assert.ok(b.bar.bottom <= visibleBottom + 0.5, `the bar (${b.bar.bottom}) above the keyboard (${visibleBottom})`);
  notCovered(b, id);
  assert.ok(b.field.bottom <= visibleBottom + 0.5, 'the field is in view');
  await context.close();
});

test('"Meine Turniere" at 360 px: every figure in the card without sideways scrolling; at 1280 px inside the card', async () => {
  const figures = chainFigures();
  for (const width of [360, 1280]) {
    const { context, page, errors } = await open(CHAIN, { viewport: { width, height: 800 } });
    await page.locator('#chain-card').waitFor();
    const sizes = await page.evaluate(() => {
      const card = document.querySelector('.card');
      return { card: [card.scrollWidth, card.clientWidth], page: [document.documentElement.scrollWidth, document.documentElement.clientWidth] };
    });
    assert.ok(sizes.card[0] <= sizes.card[1], `${width} px: the card scrolls sideways ${sizes.card}`);
    assert.ok(sizes.page[0] <= sizes.page[1], `${width} px: the page scrolls sideways ${sizes.page}`);
    // Every cell in view inside the card, the new DWZ-index of each tournament the CLI's.
    const card = await page.locator('.card').boundingBox();
    for (const cell of await page.locator('#chain-card tbody tr:first-child > *').all()) {
      const b = await cell.boundingBox();
      assert.ok(b.x >= card.x - 0.5 && b.x + b.width <= card.x + card.width + 0.5, `${width} px: a cell outside the card`);
    }
    await eventually(async () => (await page.locator('#chain-card tbody tr:first-child td:last-child').allTextContents()).map((c) => c.replace(/\s+/g, ' ').trim()), figures.map((e) => `${e.rn} - ${e.index_new}`));
    // The chart's x-axis names the tournaments.
    const axis = (await page.locator('#chain-chart text').allTextContents()).join(' ');
    for (const [name] of TOURNAMENTS) assert.ok(axis.includes(name.slice(0, 4)), `the axis names ${name}: ${axis}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a phone row: forfeit one tap away, "ohne DWZ" fits, heads on one line, an invalid row aligned', async () => {
  const { context, page } = await open('/?t=voraus&dwz=1743&idx=23&geb=1979&ende=29.11.2026&g=1612:1;abc:1;:&rp=1500:1:01.10.2025');
  const rows = page.locator('fieldset.games:not(.rest) li.row');
  // The forfeit button of each row is in view and inside the list's box.
  const list = await page.locator('fieldset.games:not(.rest)').boundingBox();
  for (const r of [0, 1, 2]) {
    const f = rows.nth(r).locator('.forfeit');
    assert.ok(await f.isVisible(), `row ${r + 1}: the forfeit button is there`);
    const b = await f.boundingBox();
    const remove = await rows.nth(r).locator('.remove').boundingBox();
    assert.ok(b.x + b.width <= remove.x + 0.5 && remove.x + remove.width <= list.x + list.width + 0.5, `row ${r + 1} fits`);
  }
  // A tap on it marks the game a forfeit: it is listed as not counted.
  await rows.nth(0).locator('.forfeit').click();
  await waitForText(page, '#not-counted', /Partie 1: kampflos/);
  // The placeholders "ohne DWZ" and "1 ½ 0" are not cut: their width fits the field's content
  // box, and the row stays one line.
  for (const nth of [1, 2]) {
    const fits = await page.evaluate((nth) => {
      const input = document.querySelector(`fieldset.games:not(.rest) li.row:nth-child(3) .field:nth-of-type(${nth}) input`);
      const s = getComputedStyle(input, '::placeholder');
      const c = document.createElement('canvas').getContext('2d');
      c.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const cs = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      return [c.measureText(input.placeholder).width, room, input.placeholder];
    }, nth);
    assert.ok(fits[0] <= fits[1], `"${fits[2]}" needs ${fits[0]} px, has ${fits[1]}`);
  }
  const line = await rows.nth(2).evaluate((r) => [r.getBoundingClientRect().height, r.querySelector('input').getBoundingClientRect().height]);
  assert.ok(line[0] < 1.5 * line[1], `the empty row is one line (${line})`);
  // The heads of the games and of the Restpartien (Erst-DWZ) on one line each, inside the list.
  const heads = async () => {
    let seen = 0;
    for (const head of await page.locator('.colhead span').all()) {
      if (!(await head.isVisible()) || !(await head.textContent()).trim()) continue;
      const h = await head.evaluate((e) => [e.getBoundingClientRect().height, parseFloat(getComputedStyle(e).lineHeight), e.textContent,
        e.getBoundingClientRect().right, e.closest('fieldset').getBoundingClientRect().right]);
      assert.ok(h[0] < 1.5 * h[1] && h[3] <= h[4], `"${h[2]}" breaks or sticks out`);
      seen++;
    }
    return seen;
  };
  assert.ok((await heads()) >= 2);
  // The invalid row ("abc") keeps the columns of the others.
  const left = (r) => rows.nth(r).locator('input').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
  assert.deepEqual(await left(1), await left(0));
  assert.deepEqual(await left(2), await left(0));
  await page.goto(env.origin + '/?t=erst&ende=29.11.2026&g=2100:1&rp=1500:1:01.10.2025;abc:1:01.11.2025');
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  assert.ok((await heads()) >= 5, 'the Restpartien heads too');
  // The Restpartien's date is not cut, the invalid one keeps the columns.
  const date = await page.locator('.rest li.row input').nth(2).evaluate((e) => [e.scrollWidth, e.clientWidth]);
  assert.ok(date[0] <= date[1], `the date is cut ${date}`);
  const rest = (r) => page.locator('.rest li.row').nth(r).locator('input').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
  assert.deepEqual(await rest(1), await rest(0));
  await context.close();
});

test('the Stellgrößen labels are not cut at 1280 px', async () => {
  const { context, page } = await open(FORECAST, { viewport: { width: 1280, height: 900 } });
  await page.click('details.advanced summary');
  // Its settings come with the part `later` (maybe only now).
  await page.locator('.params label').first().waitFor();
  for (const label of await page.locator('.params label').all()) {
    const [scroll, client, t] = await label.evaluate((e) => [e.scrollWidth, e.clientWidth, e.textContent]);
    assert.ok(scroll <= client, `"${t}" is cut (${scroll} > ${client})`);
  }
  await context.close();
});

/// The page printed to PDF, read by pdftotext.
async function printed(page) {
  const dir = mkdtempSync(join(tmpdir(), 'wertung-print-'));
  try {
    await page.pdf({ path: join(dir, 'p.pdf'), format: 'A4' });
    return execFileSync('pdftotext', ['-layout', join(dir, 'p.pdf'), '-']).toString();
  } finally {
    rmSync(dir, { recursive: true });
  }
}

test('print: no buttons, tabs or copy buttons; the results, the chosen results and the whole link', async () => {
  const { context, page } = await open(FORECAST, { viewport: { width: 800, height: 1000 } });
  const e0 = estimate({ kind: 'forecast', ...PLAYER, games: GAMES.map(([r, s]) => ({ opponent_rating: r, result: s })) });
  // The results are loaded on first use: printed only once they are there (a loaded machine
  // takes its time).
  await page.waitForFunction((dwz) => (document.getElementById('panel')?.textContent ?? '').replace(/\s+/g, '').includes(dwz), `${e0.rn}-${e0.index_new}`, { timeout: 30000 });
  const link = await page.inputValue('#share-link');
  const pdf = await printed(page);
  const flat = pdf.replace(/\s+/g, '');
  for (const word of ['Teilen', 'Kopieren', 'Vorausberechnung', 'Nachberechnung', 'Partie hinzufügen', '×', 'English'])
    assert.ok(!pdf.includes(word), `"${word}" printed`);
  assert.ok(flat.includes(link.replace(/\s+/g, '')), 'the whole link');
  const e = estimate({ kind: 'forecast', ...PLAYER, games: GAMES.map(([r, s]) => ({ opponent_rating: r, result: s })) });
  assert.ok(flat.includes(`${e.rn}-${e.index_new}`), 'the new DWZ');
  // Each game's result as text, on its row with the opponent.
  for (const [r, s] of GAMES) assert.match(pdf, new RegExp(`${r}\\s+${s}`), `the game ${r}: ${s}`);
  // Printed as text, not white on a background the printer leaves out.
  await page.emulateMedia({ media: 'print' });
  const colors = await page.locator('.games input').evaluateAll((els) => els.map((e) => getComputedStyle(e).color));
  assert.ok(colors.every((c) => c === 'rgb(27, 27, 27)' || c === 'rgb(0, 0, 0)'), colors.join());
  await context.close();
});

test('print "Meine Turniere": every column of every tournament', async () => {
  const figures = chainFigures();
  const { context, page } = await open(CHAIN, { viewport: { width: 800, height: 1000 } });
  await page.locator('#chain-card').waitFor();
  const last = figures[figures.length - 1];
  await page.waitForFunction((dwz) => (document.getElementById('panel')?.textContent ?? '').replace(/\s+/g, '').includes(dwz), `${last.rn}-${last.index_new}`, { timeout: 30000 });
  const heads = await page.locator('#chain-card thead th').allTextContents();
  const pdf = await printed(page);
  const flat = pdf.replace(/\s+/g, '');
  // Every column's head (a head may wrap at a space or a hyphen).
  for (const h of heads) for (const part of h.split(/[\s-]+/)) assert.ok(flat.includes(part), `the column "${h}"`);
  TOURNAMENTS.forEach(([name, end], i) => {
    const e = figures[i];
    for (const v of [name, end, `${e.rn}-${e.index_new}`, String(e.n), String(e.rc)])
      assert.ok(flat.includes(v.replace(/\s+/g, '')), `${name}: ${v}`);
  });
  assert.ok(flat.includes((await page.inputValue('#share-link')).replace(/\s+/g, '')), 'the whole link');
  assert.ok(!pdf.includes('Teilen') && !pdf.includes('Kopieren'));
  await context.close();
});

/// The page with `navigator.share` (or, without it, the clipboard) captured in `window.shared`.
const capture = (withShare) => (withShare ? () => {
  Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: (d) => { window.shared = d.text; return Promise.resolve(); } });
} : () => {
  Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
  Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => ({ writeText: (t) => { window.shared = t; return Promise.resolve(); } }) });
});

test('"Teilen": the share sheet with the result in a line and the link, in German and English', async () => {
  const e = estimate({ kind: 'forecast', ...PLAYER, games: GAMES.map(([r, s]) => ({ opponent_rating: r, result: s })) });
  const sign = e.change > 0 ? `+${e.change}` : String(e.change).replace('-', '−');
  for (const [lang, words] of [['de', ['nach', 'Partien', 'Leistung', 'Teilen']], ['en', ['after', 'games', 'performance', 'Share']]]) {
    const { context, page } = await open(FORECAST + (lang === 'en' ? '&lang=en' : ''), {}, capture(true));
    await page.getByRole('button', { name: words[3], exact: true }).click();
    const shared = await page.waitForFunction(() => window.shared).then((h) => h.jsonValue());
    const [line, link] = shared.split('\n');
    assert.equal(line, `DWZ ${PLAYER.dwz}-${PLAYER.index} → ${e.rn}-${e.index_new} (${sign}) ${words[0]} ${e.n} ${words[1]}, ${words[2]} ${e.rh}`);
    assert.equal(link, await page.inputValue('#share-link'));
    await context.close();
  }
});

test('"Teilen" without a share sheet copies; "Meine Turniere" a line a tournament', async () => {
  const figures = chainFigures();
  for (const lang of ['de', 'en']) {
    const { context, page } = await open(CHAIN + (lang === 'en' ? '&lang=en' : ''), {}, capture(false));
    await page.locator('#chain-card').waitFor();
    await page.click('#share');
    const shared = await page.waitForFunction(() => window.shared).then((h) => h.jsonValue());
    await waitForText(page, '#share', lang === 'de' ? 'Kopiert' : 'Copied');
    const lines = shared.split('\n');
    assert.equal(lines.length, TOURNAMENTS.length + 2, shared);
    TOURNAMENTS.forEach(([name, end, iso], i) => {
      const e = figures[i];
      assert.ok(lines[i].startsWith(`${name} (${lang === 'de' ? end : iso}): DWZ `), lines[i]);
      assert.ok(lines[i].includes(`→ ${e.rn}-${e.index_new}`), lines[i]);
      assert.ok(lines[i].includes(lang === 'de' ? `nach ${e.n} Partien` : `after ${e.n} games`), lines[i]);
    });
    const last = figures.at(-1);
    assert.match(lines[TOURNAMENTS.length], new RegExp(`${last.rn} - ${last.index_new}$`));
    assert.equal(lines.at(-1), await page.inputValue('#share-link'));
    await context.close();
  }
});

test('at 360 px with the Elo and three tournaments nothing is wider than the screen; the periods name the tournaments, the chart labels never overlap, the bar shows the new Elo', async () => {
  const elo = '&elo=1802' + TOURNAMENTS.map(([, , , games], i) => `&tge${i + 1}=${games.map(([r]) => r + 20).join(';')}`).join('');
  const { context, page, errors } = await open(CHAIN + elo, { viewport: { width: 360, height: 740 } });
  await page.locator('#elo-periods').waitFor();
  await page.locator('#chain-chart').waitFor();
  for (const tab of ['turniere', 'voraus', 'nach', 'erst', 'turniere']) {
    await page.click(`#tab-${tab}`);
    await frame(page);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360, `${tab}: no sideways scrolling`);
  }
  const named = await page.locator('#elo-periods tbody tr td:nth-child(2)').allTextContents();
  assert.ok(named.join(' | ').includes('Herbstopen Hintertupfingen'), named.join(' | '));
  const labels = await page.locator('#chain-chart svg text').evaluateAll((ts) => ts
    .filter((t) => t.getAttribute('y') !== null && Number(t.getAttribute('y')) > 150)
    .map((t) => t.getBoundingClientRect()).map((r) => ({ l: r.left, r: r.right, t: r.top, b: r.bottom })));
  assert.equal(labels.length, 3);
  for (let i = 0; i < labels.length; i++) for (let j = i + 1; j < labels.length; j++) {
    const [a, b] = [labels[i], labels[j]];
    assert.ok(a.r <= b.l || b.r <= a.l || a.b <= b.t || b.b <= a.t, `labels ${i} and ${j} overlap: ${JSON.stringify([a, b])}`);
  }
  const newElo = await waitForText(page, '#elo-results #new-elo', /^\d+$/);
  await waitForText(page, '#summary', new RegExp(`^DWZ \\d+-\\d+ · Elo ${newElo} \\([+−]\\d+\\)$`));
  const bar = await page.evaluate(() => {
    const s = document.getElementById('summary');
    return { text: s.textContent, fits: s.scrollWidth <= s.clientWidth };
  });
  assert.match(bar.text, new RegExp(`^DWZ \\d+-\\d+ · Elo ${newElo} \\([+−]\\d+\\)$`), bar.text);
  assert.ok(bar.fits, `one line without cutting: ${bar.text}`);
  assert.deepEqual(errors, []);
  await context.close();
});
