// Browser tests of the calculator's behaviour: typing key by key keeps
// focus, caret and value in every field of every tab; Enter moves on; the focus stays where the
// user is when a part is loaded on first use; nothing is silently left out of "Meine Turniere";
// links past the limits are cut and say so; every field is blamed by its own limits; a first
// DWZ is explained in words. Against the release build in dist/, in headless Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  browserEnv, eventually, focused, frames, openPage, runCli, typeInto, waitForCount, waitForText,
  waitForValue,
} from './harness.mjs';

const env = browserEnv();

async function open(path, options = {}) {
  return openPage(env, path, { viewport: { width: 800, height: 1000 }, ready: 'attached', ...options });
}
const estimate = (input) => JSON.parse(runCli(['dwz', 'estimate', '-'], JSON.stringify(input)));
const thisYear = new Date().getFullYear();

/** The ids of the text fields shown in `scope`. */
const shownFields = (page, scope = '#panel') => page.locator(`${scope} input[type=text]`).evaluateAll(
  (inputs) => inputs.filter((e) => e.checkVisibility() && !e.readOnly).map((e) => e.id));

test('typing key by key keeps focus, caret and value in every field of every tab', async () => {
  const { context, page, errors } = await open('/');
  const values = { dwz: '1743', index: '23', birth_year: '1979', end_date: '29.11.2026', k: '30', rating: '1835', result: '½', date: '01.10.2025' };
  const valueFor = (id) => {
    for (const [key, v] of Object.entries(values)) if (id === key || id.endsWith(`-${key}`)) return v;
    if (id.endsWith('-name')) return 'Herbst';
    if (id.endsWith('-end')) return '29.11.2026';
    if (id.endsWith('-start')) return '27.11.2026';
    if (id.endsWith('-k')) return '30';
    return '12';
  };
  const typed = [];
  for (const tab of ['voraus', 'nach', 'erst']) {
    await page.click(`#tab-${tab}`);
    if (tab === 'erst') await page.click('#add-rest');
    for (const id of await shownFields(page)) {
      await typeInto(page, id, valueFor(id));
      typed.push(id);
    }
  }
  // "Meine Turniere" (its part loaded on first use): a tournament's name, dates, K and
  // games; then Restliche Partien and the Stellgrößen.
  await page.click('#tab-turniere');
  await page.locator('#add-tournament').waitFor();
  await page.fill('#dwz', '');
  await page.click('#add-tournament');
  await page.locator('.tournament').last().locator('li.row').first().waitFor();
  for (const id of await shownFields(page, '.tournament:last-child')) {
    await typeInto(page, id, valueFor(id));
    typed.push(id);
  }
  // Without a DWZ the Restpartien are asked for.
  for (const id of await shownFields(page, '.rest')) {
    await typeInto(page, id, valueFor(id));
    typed.push(id);
  }
  await page.click('#whatif-summary');
  for (const [id, v] of [['remaining', '1700 1800'], ['remaining_count', '2'], ['target', '1780']]) {
    await typeInto(page, id, v);
    typed.push(id);
  }
  await page.click('details.advanced summary');
  await page.locator('#param-t').waitFor();
  for (const id of await shownFields(page, 'details.advanced')) {
    await typeInto(page, id, '0,2');
    typed.push(id);
  }
  for (const id of ['t-', 'rest-', 'param-', 'dwz', 'index', 'birth_year', 'end_date', 'k', 'game-']) {
    assert.ok(typed.some((t) => t.startsWith(id) || t === id), `typed into ${id}: ${typed}`);
  }
  assert.ok(typed.some((t) => /^t-\d+-name$/.test(t)) && typed.some((t) => /^t-\d+-start$/.test(t)));
  assert.deepEqual(errors, []);
  await context.close();
});

test('Enter in DWZ, Index, Geburtsjahr and Turnierende moves to the next field', async () => {
  const { context, page } = await open('/?t=nach');
  await page.locator('#dwz').click();
  await page.keyboard.type('1743');
  await page.keyboard.press('Enter');
  assert.equal(await focused(page), 'index');
  await page.keyboard.type('23');
  await page.keyboard.press('Enter');
  assert.equal(await focused(page), 'birth_year');
  await page.keyboard.type('1979');
  await page.keyboard.press('Enter');
  assert.equal(await focused(page), 'end_date');
  await page.keyboard.type('29.11.2026');
  await page.keyboard.press('Enter');
  assert.equal(await focused(page), 'k', 'the Nachberechnung asks for the K next');
  await page.keyboard.press('Enter');
  assert.match(await focused(page), /^game-\d+-rating$/);
  await waitForValue(page, '#dwz', '1743', 'nothing typed later lands in the DWZ');
  await waitForValue(page, '#end_date', '29.11.2026');
  // In the Vorausberechnung the end date leads to the first game.
  await page.click('#tab-voraus');
  await page.locator('#end_date').click();
  await page.keyboard.press('Enter');
  assert.match(await focused(page), /^game-\d+-rating$/);
  await context.close();
});

test('the focus stays where the user is when a part loads on first use', async () => {
  // Arrow keys in the tab list to "Meine Turniere".
  let { context, page } = await open('/?t=voraus&dwz=1743');
  await page.focus('#tab-voraus');
  await page.keyboard.press('End');
  await page.locator('#add-tournament').waitFor();
  await frames(page);
  assert.equal(await focused(page), 'tab-turniere');
  await context.close();
  // Enter on "Restliche Partien".
  ({ context, page } = await open('/?t=voraus&dwz=1743&g=1612:1'));
  await page.focus('#whatif-summary');
  await page.keyboard.press('Enter');
  await page.locator('#remaining').waitFor();
  await frames(page);
  assert.equal(await focused(page), 'whatif-summary');
  assert.ok(await page.locator('#remaining').isVisible(), 'it is open');
  await context.close();
});

test('Meine Turniere: every invalid tournament or row is listed, and the result is provisional', async () => {
  const link = '/?t=turniere&dwz=1743&idx=23&geb=1979'
    + '&tn1=Gut&te1=04.10.2026&tg1=1612:1;1700:%C2%BD'
    + '&tn2=Ohne%20Ende&tg2=1800:1;1800:1;1800:0;1900:1;1500:1'
    + '&tn3=Falsches%20K&te3=01.11.2026&tk3=abc&tg3=1600:1'
    + '&tn4=Kein%20Datum&te4=31.02.2026&tg4=1600:0'
    + '&tn5=Anfang&te5=08.11.2026&ts5=1900-01-01&tg5=1600:0'
    + '&tn6=Zeile&te6=15.11.2026&tg6=1650:1;17.43:1';
  const { context, page } = await open(link);
  await page.locator('#chain-dwz').waitFor();
  const listed = await waitForText(page, '#not-counted', /Turnier 2, Turnierende: fehlt/);
  for (const m of [
    /Turnier 2, Turnierende: fehlt/,
    /Turnier 3, K der Auswertung: „abc“ ist keine Zahl/,
    /Turnier 4, Turnierende: „31\.02\.2026“ ist kein Datum/,
    new RegExp(`Turnier 5, Turnierbeginn: „1900-01-01“ liegt nicht zwischen 2000 und ${thisYear + 5}`),
    /Turnier 6, Partie 2, Gegner-DWZ: „17\.43“ ist keine ganze Zahl/,
  ]) assert.match(listed, m);
  await waitForText(page, '#provisional', 'vorläufig');
  await waitForText(page, '#summary', /vorläufig/);
  // Only what can be read counts: tournaments 1 and 6 (its first game).
  const expected = estimate({
    kind: 'forecast', dwz: 1743, index: 23, birth_year: 1979,
    tournaments: [
      { name: 'Gut', end_date: '2026-10-04', games: [{ opponent_rating: 1612, result: '1' }, { opponent_rating: 1700, result: '½' }] },
      { name: 'Zeile', end_date: '2026-11-15', games: [{ opponent_rating: 1650, result: '1' }] },
    ],
  });
  await waitForText(page, '#chain-dwz', `${expected.final.dwz} - ${expected.final.index}`);
  await eventually(() => page.locator('#chain-card th[scope=row]').allTextContents(), ['Gut', 'Zeile']);
  // Each error is in its card, with the field and the value.
  const cardError = (n, what) => `.tournament:nth-child(${n}) [id$=-${what}-error]`;
  await waitForText(page, cardError(2, 'end'), /Turnierende: fehlt/);
  await waitForText(page, cardError(3, 'k'), /„abc“/);
  // The K has the range of the Nachberechnung's.
  await page.goto(env.origin + '/?t=nach&dwz=1743&ende=01.11.2026&k=abc&g=1600:1');
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await waitForText(page, '#k-error', /^K der Auswertung: „abc“ ist keine Zahl$/);
  await context.close();
});

test('Meine Turniere: a tournament with no valid one yet says what is not counted', async () => {
  const { context, page } = await open('/?t=turniere&dwz=1743&tn1=A&tg1=1612:1;1700:1');
  await page.locator('#add-tournament').waitFor();
  await waitForText(page, '#not-counted', /Turnier 1, Turnierende: fehlt/);
  await context.close();
});

test('Meine Turniere takes over the tournament typed in the Vorausberechnung', async () => {
  const { context, page } = await open('/?t=voraus&dwz=1743&idx=23&geb=1979&ende=04.10.2026&g=1612:1;1700:%C2%BD');
  await page.click('#tab-turniere');
  await page.locator('#chain-dwz').waitFor();
  // The cards come with the part `later`, the figures with `panel` (there since the
  // Vorausberechnung's result): on a slow line the figures may be there first.
  await page.locator('.tournament').first().waitFor();
  await waitForCount(page, '.tournament', 1);
  const card = page.locator('.tournament').first();
  await waitForValue(card, '[id$=-end]', '04.10.2026');
  await waitForCount(card, 'li.row', 2);
  const single = estimate({
    kind: 'forecast', dwz: 1743, index: 23, birth_year: 1979, end_date: '2026-10-04',
    games: [{ opponent_rating: 1612, result: '1' }, { opponent_rating: 1700, result: '½' }],
  });
  await waitForText(page, '#chain-dwz', `${single.rn} - ${single.index_new}`);
  await context.close();
});

test('a tournament\'s line says how many of its games count ("5 von 7")', async () => {
  const { context, page } = await open('/?t=turniere&dwz=1743&idx=23&geb=1979&tn1=Open&te1=04.10.2026&tg1=1612:1;1700:0;1800:1;1650:%C2%BD;1500:1;:1;1900:%2B');
  await page.locator('#chain-card').waitFor();
  await waitForText(page, '#chain-card tbody tr td[data-label=Partien]', '5 von 7');
  await context.close();
});

/** A link with `n` games in the Vorausberechnung. */
const manyGames = (n) => '/?t=voraus&dwz=1743&g=' + Array.from({ length: n }, (_, k) => `${1500 + (k % 500)}:1`).join(';');

test('a link past the limits loads only up to them and says so; the add buttons stop there', async () => {
  let { context, page } = await open(manyGames(60));
  const rows = page.locator('#panel > div:not([hidden]) .games li.row');
  await eventually(() => rows.count(), 50);
  await waitForText(page, '#cut', /Aus dem Link nicht geladen/);
  await waitForText(page, '#cut', /Partien: 60 sind zu viele \(höchstens 50\)/);
  const add = page.locator('#panel > div:not([hidden]) .games button.add');
  await eventually(() => add.isDisabled(), true, 'no 51st game');
  await eventually(() => add.textContent(), 'Höchstens 50 Partien', 'it says why');
  await context.close();
  // On a phone the message is where the user is after opening the link: at the top, in view.
  ({ context, page } = await open(manyGames(60), { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true }));
  const cut = await page.locator('#cut').boundingBox();
  assert.ok(cut && cut.y >= 0 && cut.y + cut.height <= 640, `the message is in view at 360 px: ${JSON.stringify(cut)}`);
  const first = await page.locator('#dwz').boundingBox();
  assert.ok(cut.y < first.y, 'above the form');
  await context.close();
  // 25 tournaments: 20 are loaded.
  let link = '/?t=turniere&dwz=1743';
  for (let n = 1; n <= 25; n++) link += `&tn${n}=T${n}&te${n}=0${1 + (n % 9)}.10.2026&tg${n}=1600:1`;
  ({ context, page } = await open(link));
  await page.locator('#chain-dwz').waitFor();
  await waitForCount(page, '.tournament', 20);
  await waitForText(page, '#cut', /Turniere: 25 sind zu viele \(höchstens 20\)/);
  await eventually(() => page.locator('#add-tournament').isDisabled(), true);
  await waitForText(page, '#add-tournament', 'Höchstens 20 Turniere');
  await context.close();
});

test('a link with 5 000 game rows loads quickly and an edit answers at once', async () => {
  // Longer than the test server takes in a request line: given as the stored form, which the
  // page reads exactly like a link.
  const context = await env.browser.newContext({ viewport: { width: 800, height: 1000 } });
  const query = manyGames(5000).slice(2);
  await context.addInitScript((q) => localStorage.setItem('wertung-form', q), query);
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(env.origin + '/');
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.locator('#new-dwz').waitFor();
  const loaded = Date.now() - started;
  assert.ok(loaded < 5000, `loaded in ${loaded} ms`);
  await waitForCount(page, '#panel li.row', 50, 'rows past the limit never reach the DOM');
  const t0 = Date.now();
  await typeInto(page, 'dwz', '1800');
  assert.ok(Date.now() - t0 < 3000, 'four keys typed within a few frames each');
  await context.close();
});

test('each field is checked against its own limits and named', async () => {
  const { context, page } = await open('/?t=voraus&dwz=1743&geb=1979&ende=29.11.1900&g=1612:1');
  await waitForText(page, '#end_date-error', `Turnierende: „29.11.1900“ liegt nicht zwischen 2000 und ${thisYear + 5}`);
  await waitForCount(page, '#birth_year-error', 0, 'the correct birth year is not blamed');
  await typeInto(page, 'end_date', '29.11.9999');
  await page.keyboard.press('Tab');
  await waitForText(page, '#end_date-error', /„29\.11\.9999“ liegt nicht zwischen 2000/);
  // Through the one reader: "1835 1" is no number, "17.43" no whole number, in every field.
  for (const id of ['dwz', 'index', 'birth_year', 'game-1-rating']) {
    await typeInto(page, id, '1835 1');
    await page.keyboard.press('Tab');
    await waitForText(page, `#${id}-error`, /„1835 1“ ist keine Zahl$/, id);
    await typeInto(page, id, '17.43');
    await page.keyboard.press('Tab');
    await waitForText(page, `#${id}-error`, /„17\.43“ ist keine ganze Zahl$/, id);
    await typeInto(page, id, '');
  }
  await context.close();
});

test('a blank form greets without an error; empty birth year and index are said to be assumed', async () => {
  for (const tab of ['voraus', 'nach', 'erst']) {
    const { context, page } = await open(`/?t=${tab}`);
    await waitForCount(page, '.error, #notice, [aria-invalid=true]', 0, tab);
    if (tab !== 'erst') await page.locator('#start-hint').waitFor();
    await context.close();
  }
  const { context, page } = await open('/');
  await waitForCount(page, '.error, #notice', 0, 'a first visit');
  await typeInto(page, 'dwz', '1743');
  await typeInto(page, 'game-1-rating', '1612');
  await typeInto(page, 'game-1-result', '1');
  const age = await waitForText(page, '.age', /Geburtsjahr leer: Erwachsener angenommen/);
  assert.match(age, /Geburtsjahr leer: Erwachsener angenommen/);
  assert.match(age, /Index leer: 6 angenommen/);
  await context.close();
});

test('a first DWZ is explained in words, with the core\'s figures, in both languages', async () => {
  const games = [[2100, '1'], [2000, '0'], [1950, '1'], [1800, '½'], [1700, '1']];
  const g = games.map(([r, s]) => `${r}:${encodeURIComponent(s)}`).join(';');
  const r = estimate({
    kind: 'first_rating', end_date: '2026-12-12',
    games: games.map(([r, s]) => ({ opponent_rating: r, result: s })),
  });
  const round = (x) => String(Math.round(x));
  for (const lang of ['de', 'en']) {
    const { context, page } = await open(`/?t=erst&ende=12.12.2026&g=${g}${lang === 'en' ? '&lang=en' : ''}`);
    // Plain words first, the steps after.
    const first = lang === 'de'
      ? `Ihre erste DWZ ist ${round(r.r1)}: Sie haben 3½ Punkte aus 5 Partien gegen Gegner geholt, die im Schnitt ${round(r.rc)} haben.`
      : `Your first DWZ is ${round(r.r1)}: you scored 3½ points from 5 games against opponents whose average DWZ is ${round(r.rc)}.`;
    const words = await waitForText(page, '#first-words', (w) => w?.startsWith(first) === true, `the words start with: ${first}`);
    for (const x of [r.rc, r.rp, r.ri, r.r1]) assert.ok(words.includes(round(x)), `${words} names ${x}`);
    assert.match(words, /Anhang 1\.2\.2/);
    await context.close();
  }
});

test('a pasted row of results, or rating/result lines, fills consecutive rows; Enter in the last Restpartie adds one', async () => {
  const { context, page, errors } = await open('/?t=voraus&dwz=1743&idx=23&geb=1979&ende=29.11.2026');
  const paste = (id, text) => page.locator(`#${id}`).evaluate((el, text) => {
    const dt = new DataTransfer();
    dt.setData('text', text);
    el.focus();
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, text);
  const rowIds = () => page.locator('#panel fieldset.games:not(.rest) li.row input[id$="-result"]').evaluateAll((es) => es.filter((e) => e.checkVisibility()).map((e) => e.id));
  const first = (await rowIds())[0];
  await paste(first, '1 ½ 0 1 + remis');
  await page.waitForFunction(() => document.querySelectorAll('#panel li.row input[id$="-result"]').length >= 6);
  const results = await page.locator('#panel fieldset.games li.row input[id$="-result"]').evaluateAll((es) => es.map((e) => e.value));
  assert.deepEqual(results.slice(0, 6), ['1', '½', '0', '1', '+', 'remis'], 'each value in its row, as typed');
  // Rating and result pairs, one a line (two columns of a spreadsheet), from the first row on.
  const firstRating = first.replace('-result', '-rating');
  await paste(firstRating, '1612\t1\n1700\t½\n1800\t0\n');
  const ratings = await page.locator('#panel fieldset.games li.row input[id$="-rating"]').evaluateAll((es) => es.map((e) => e.value));
  assert.deepEqual(ratings.slice(0, 3), ['1612', '1700', '1800']);
  // Each value checked as if typed: a bad one gets its message.
  await paste(firstRating, '1612\n17x0');
  await page.locator('#panel .error').first().waitFor();
  await waitForText(page, '#panel', /„17x0“ ist keine (ganze )?Zahl/);
  // Enter in the last Restpartie's date adds a row, as for games.
  await page.click('#tab-erst');
  await page.click('#add-rest');
  const dates = () => page.locator('.rest li.row input[id$="-date"]').evaluateAll((es) => es.map((e) => e.id));
  const before = (await dates()).length;
  await page.locator('.rest li.row input[id$="-rating"]').last().fill('1500');
  await page.locator('.rest li.row input[id$="-result"]').last().fill('1');
  const last = (await dates()).at(-1);
  await page.locator(`#${last}`).fill('01.10.2025');
  await page.locator(`#${last}`).press('Enter');
  await page.waitForFunction((n) => document.querySelectorAll('.rest li.row').length > n, before);
  // The focus moves in the frame after the row is there: waited for, not raced.
  await eventually(() => focused(page), /^rest-\d+-rating$/, 'the new row\'s rating has the focus');
  assert.deepEqual(errors, []);
  await context.close();
});
