// FIDE's list kept by the previous release: its text form in the Cache
// ("wertung-fide 1", the players only) is still restored on a visit, searchable typed key by
// key, and kept anew in the binary form with its name search (made in the worker once).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { browserEnv, focused, openPage, text } from './harness.mjs';

const env = browserEnv();
after(() => env.close?.());

const OLD = 'wertung-fide 1|C|2026-10-01\n'
  + '300001|2210|0|0|1985|CZE|3|1|Dvorak, Tomas\n'
  + '300002|0|0|0|1999|SVK|0|1|Dvorak, Tomas\n';

test('the previous release\'s stored FIDE list is restored, searchable and kept anew', async () => {
  const { context, page, errors } = await openPage(env, '/', { viewport: { width: 800, height: 1000 }, ready: 'attached' });
  await page.evaluate(async (old) => {
    localStorage.setItem('wertung-fide-liste', JSON.stringify({ name: 'players_list.zip', players: 2, month: '2026-10-01' }));
    await (await caches.open('fide-liste')).put('fide-liste', new Response(old));
  }, OLD);
  await page.reload();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.locator('#names-fide:not([hidden])').waitFor();
  assert.match(await text(page, '#names-status'), /FIDE-Liste players_list\.zip · 2 Personen/);
  const field = page.locator('#name');
  await field.click();
  await field.pressSequentially('Tomáš Dvo');
  assert.equal(await focused(page), 'name');
  assert.equal(await field.inputValue(), 'Tomáš Dvo');
  await page.waitForFunction(() => document.querySelectorAll('#name-list [role=option]').length === 2);
  assert.match(await text(page, '#name-list [role=option]'), /^Dvorak, Tomas · 1985 · CZE · ohne DWZ · Elo 2210$/);
  // Kept anew in the binary form.
  await page.waitForFunction(async () => {
    const kept = await (await caches.open('fide-liste')).match('fide-liste');
    const head = new Uint8Array(await kept.arrayBuffer()).slice(0, 8);
    return String.fromCharCode(...head) === 'WFIDE 2\n';
  });
  assert.deepEqual(errors, []);
  await context.close();
});
