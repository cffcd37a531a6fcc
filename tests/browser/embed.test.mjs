// The calculator and the tournament page on a club's website: the club's page on another origin
// (another port) built from the snippet the calculator's "Einbinden" offers, with the options a
// webmaster chooses; the result line kept in the visible part of the club's page while a visitor
// types his games at 360 px; a club's preset link filled into a player's own form; the
// tournament page in a frame with a scoresheet open.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  browserEnv, eventually, openPage, root, shared, typeInto, waitForAttribute, waitForCount,
  waitForText, waitForValue,
} from './harness.mjs';

const env = browserEnv();
const servers = [];
after(() => { for (const s of servers) { s.closeAllConnections?.(); s.close(); } });

/** A club's page on an origin of its own: a header, `snippet`, and a long page below it. */
function clubPage(snippet) {
  return new Promise((resolve) => {
    const server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!DOCTYPE html><html lang="de"><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>
        <body style="margin:0;font:16px sans-serif"><header style="height:240px;background:#eee"><h1>Schachverein</h1></header>
        ${snippet}
        <script>addEventListener('message', function (e) { if (e.data && e.data.type === 'wertung-scroll') window.scrollAsks = (window.scrollAsks || 0) + 1; });</script>
        <footer style="height:1500px;background:#eee">Impressum</footer></body></html>`);
    });
    servers.push(server);
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
  });
}

/** Waits until the element `selector` of `frame` is wholly within the club page's window. */
async function inView(page, frame, selector, what) {
  const height = page.viewportSize().height;
  return eventually(() => frame.locator(selector).boundingBox(),
    (box) => !!box && box.height > 0 && box.y >= 0 && box.y + box.height <= height,
    `${what}: ${selector} in the window (${height} px high)`);
}

test("both pages' footers: the version, the licence, the release's source and the club's Impressum where the build was given one", async () => {
  const version = readFileSync(join(root, 'Cargo.toml'), 'utf8').match(/^version = "([^"]+)"/m)[1];
  // What post-build.mjs writes into the pages for WERTUNG_IMPRESSUM.
  const init = () => document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive' || document.querySelector('meta[name=wertung-impressum]')) return;
    const m = document.createElement('meta');
    m.name = 'wertung-impressum';
    m.content = 'https://club.example/impressum';
    document.head.append(m);
  });
  for (const path of ['/', '/turnier.html']) {
    const plain = await openPage(env, path);
    await eventually(async () => (await plain.page.locator('#release').textContent()).trim(), `Wertung ${version} · Lizenz: MIT oder Apache-2.0 · Quelltext`);
    await waitForAttribute(plain.page, '#source-link', 'href', `wertung-source-${version}.tar.gz`);
    await waitForCount(plain.page, '#impressum-link', 0);
    await plain.context.close();
    const club = await openPage(env, path, { init });
    await waitForAttribute(club.page, '#impressum-link', 'href', 'https://club.example/impressum');
    await eventually(() => club.page.locator('#impressum-link').textContent(), 'Impressum');
    assert.deepEqual([...plain.errors, ...club.errors], []);
    await club.context.close();
  }
});

test('a preset link fills the end date into my own form; my next plain visit shows my own form', async () => {
  const { context, page, errors } = await openPage(env, '/');
  await typeInto(page, 'dwz', '1780');
  await page.waitForFunction(() => /dwz=1780/.test(localStorage.getItem('wertung-form') ?? ''));
  await page.goto(env.origin + '/?ende=30.01.2027');
  await page.waitForSelector('html[data-ready]');
  await waitForValue(page, '#dwz', '1780', 'the typed DWZ is there');
  await waitForValue(page, '#end_date', '30.01.2027');
  await waitForText(page, '#preset-taken', /Vorgaben dieses Links/);
  await eventually(() => page.locator('#own-entries').isHidden(), true, 'nothing is set aside');
  await page.goto(env.origin + '/');
  await page.waitForSelector('html[data-ready]');
  await waitForValue(page, '#dwz', '1780');
  await waitForValue(page, '#end_date', '30.01.2027');
  await waitForCount(page, '#preset-taken', 0, 'said once');
  await eventually(() => page.locator('#own-entries').isHidden(), true);
  // A link with a rating is a form of its own, as before: my form is set aside and comes back.
  await page.goto(env.origin + '/?ende=30.01.2027&dwz=1600');
  await page.waitForSelector('html[data-ready]');
  await waitForValue(page, '#dwz', '1600');
  await page.goto(env.origin + '/');
  await page.waitForSelector('html[data-ready]');
  await page.locator('#own-entries:not([hidden])').waitFor();
  await page.click('#own-restore');
  await page.waitForFunction(() => document.getElementById('dwz')?.value === '1780');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the snippet carries the options chosen; in its frame at 360 px the result line stays in view after each of six games', async () => {
  const { context, page, errors } = await openPage(env, '/', { viewport: { width: 360, height: 740 } });
  await page.click('details.embed-help > summary');
  await page.selectOption('#embed-lang', 'de');
  await page.check('#embed-compact');
  await page.locator('#embed-accent').pressSequentially('1d6b2f');
  await page.locator('#embed-end').pressSequentially('30.01.2027');
  const want = `src="${env.origin}/?embed=1&amp;lang=de&amp;compact=1&amp;accent=1d6b2f&amp;ende=30.01.2027"`;
  const snippet = await waitForValue(page, '#embed-snippet', (s) => s?.includes(want) === true, `the snippet holds ${want}`);
  assert.ok(snippet.includes(`src="${env.origin}/?embed=1&amp;lang=de&amp;compact=1&amp;accent=1d6b2f&amp;ende=30.01.2027"`), snippet);
  assert.ok(snippet.includes('allow="clipboard-write; web-share"'), snippet);
  await context.close();

  // A visitor on a phone, on the club's page with that snippet.
  const club = await clubPage(snippet);
  const visitor = await env.browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const p = await visitor.newPage();
  p.on('pageerror', (e) => errors.push(e.message));
  p.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await p.goto(club);
  const frame = p.frameLocator('#wertung');
  await frame.locator('html[data-ready]').waitFor({ state: 'attached' });
  await waitForValue(frame, '#end_date', '30.01.2027');
  await eventually(() => frame.locator('html').evaluate((h) => getComputedStyle(h).getPropertyValue('--accent').trim()), '#1d6b2f');
  // Compact: before the first entry no result box at all (an empty box in the club's colour).
  await eventually(() => frame.locator('section.results').isVisible(), false, 'no empty result box');
  const before = await p.evaluate(() => scrollY);
  assert.equal(before, 0, 'the frame moved nothing before the visitor typed');

  await frame.locator('#dwz').pressSequentially('1650');
  const games = [['1700', '1'], ['1800', '½'], ['1550', '1'], ['1900', '0'], ['1600', '1'], ['1750', '½']];
  let last = '';
  for (let k = 0; k < games.length; k++) {
    const [rating, result] = games[k];
    await frame.locator(`.games:not(.rest) li.row >> nth=${k} >> input >> nth=0`).pressSequentially(rating);
    await frame.locator(`.games:not(.rest) li.row >> nth=${k} >> input >> nth=1`).pressSequentially(result);
    await frame.locator('#summary').filter({ hasNotText: last || '\u0000' }).filter({ hasText: /\d/ }).waitFor();
    last = (await frame.locator('#summary').textContent()).trim();
    await inView(p, frame, '#summary', `after game ${k + 1}`);
    if (k < games.length - 1) await frame.locator(`.games:not(.rest) li.row >> nth=${k} >> input >> nth=1`).press('Enter');
  }
  const asks = await p.evaluate(() => window.scrollAsks || 0);
  assert.ok(asks >= 1 && asks <= 2 * games.length + 2, `${asks} requests to scroll: at most one per new result`);
  assert.deepEqual(errors, []);
  await visitor.close();
});

test('the tournament page in a frame: the window\'s height, its own scroll, a scoresheet in view, the club\'s page unmoved, no console error', async () => {
  const { context, page } = await openPage(env, '/', { viewport: { width: 1280, height: 800 } });
  await page.click('details.embed-help > summary');
  const snippet = (await page.inputValue('#embed-snippet')).replace(`${env.origin}/?embed=1`, `${env.origin}/turnier.html?embed=1`);
  await context.close();
  const club = await clubPage(snippet);
  for (const [width, height] of [[1280, 800], [360, 740]]) {
    const visitor = await env.browser.newContext({ viewport: { width, height } });
    const p = await visitor.newPage();
    const errors = [];
    p.on('pageerror', (e) => errors.push(e.message));
    p.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await p.goto(club);
    const frame = p.frameLocator('#wertung');
    await frame.locator('html[data-ready]').waitFor({ state: 'attached' });
    await frame.locator('#file').setInputFiles(join(shared, 'testdata', 'karl-mala-2005.trf'));
    await frame.locator('section.load[aria-busy="false"]').waitFor();
    await frame.locator('#evaluation').waitFor({ state: 'attached' });
    // The frame keeps to the window's height; the long tables scroll inside it.
    await p.waitForFunction((h) => document.getElementById('wertung').getBoundingClientRect().height <= h && document.getElementById('wertung').getBoundingClientRect().height > h / 2, height);
    const inner = await frame.locator('html').evaluate((h) => [h.scrollHeight, h.clientHeight]);
    assert.ok(inner[0] > inner[1] * 2, `the page scrolls inside its frame: ${inner}`);
    // The visitor scrolls the club's page to the frame and, inside it, down the table.
    await p.evaluate(() => scrollTo(0, document.getElementById('wertung').getBoundingClientRect().top + scrollY));
    const clubScroll = await p.evaluate(() => scrollY);
    const button = frame.locator('button[data-player]').nth(150);
    await button.evaluate((b) => { document.scrollingElement.scrollTop = b.getBoundingClientRect().top + scrollY - 200; });
    await button.evaluate((b) => b.click());
    await frame.locator('#scoresheet table.sheet').waitFor();
    const dialog = await frame.locator('#scoresheet').boundingBox();
    assert.ok(dialog.y >= 0 && dialog.y < height - 40, `the scoresheet opens in view at ${width}: ${JSON.stringify(dialog)}`);
    const close = await frame.locator('#sheet-close').boundingBox();
    assert.ok(close.y >= 0 && close.y + close.height <= height, `its buttons in view at ${width}`);
    assert.equal(await frame.locator('#sheet-close').evaluate((b) => document.activeElement === b), true, 'the focus in the dialog');
    assert.equal(await p.evaluate(() => scrollY), clubScroll, 'the club\'s page did not move');
    await frame.locator('#sheet-close').press('Enter');
    await frame.locator('#scoresheet').waitFor({ state: 'hidden' });
    assert.equal(await p.evaluate(() => scrollY), clubScroll, 'nor when it closed');
    assert.deepEqual(errors, []);
    await visitor.close();
  }
});
