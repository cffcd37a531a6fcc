// FIDE's list kept by earlier releases: the text form in the Cache ("wertung-fide 1", the
// players only) and the binary form read whole ("WFIDE 2") are still restored on a visit,
// searchable typed key by key, and kept anew in the paged form ("WFIDE 3", made in the worker
// once), whose pages a search reads as it needs them.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { browserEnv, eventually, focused, openPage, waitForText } from './harness.mjs';

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
  await waitForText(page, '#names-status', /FIDE-Liste players_list\.zip · 2 Personen/);
  const field = page.locator('#name');
  await field.click();
  await field.pressSequentially('Tomáš Dvo');
  assert.equal(await focused(page), 'name');
  await eventually(() => field.inputValue(), 'Tomáš Dvo');
  await page.waitForFunction(() => document.querySelectorAll('#name-list [role=option]').length === 2);
  await waitForText(page, '#name-list [role=option]', /^Dvorak, Tomas · 1985 · CZE · ohne DWZ · Elo 2210$/);
  // Kept anew in the paged form.
  await keptAs(page, 'WFIDE 3\n');
  assert.deepEqual(errors, []);
  await context.close();
});

// FIDE's players_list_foa.txt of three players (Hans Müller, two Tomas Dvorak) as the release
// before kept it: its binary stored form with the name search, whole, in the Cache.
const WHOLE = 'V0ZJREUgMgpDAAAAAAAAAAMAAAAnAAAAAwAAACQAAAAGAAAAAAAAADkwAAAAAAAADQB4BwAAAACyB0dFUgABAOGTBAANAAAADQCiCAAAAADBB0NaRQABAOKTBAAaAAAADQAAAAAAAADPB1NWSwABAE11ZWxsZXIsIEhhbnNEdm9yYWssIFRvbWFzRHZvcmFrLCBUb21hcwAAAAABAAAAAgAAAHgHoggAAAwAAAAYAAAAJAAAAG11ZWxsZXIsaGFuc2R2b3Jhayx0b21hc2R2b3Jhayx0b21hcwwAAAABAAAGGAAAAAIAAAYIAAAAAACABAAAAAAAAAAHEwAAAAEAgAUfAAAAAgCABQ==';

/// Waits until the Cache holds FIDE's list in the form `magic` begins.
async function keptAs(page, magic) {
  await page.waitForFunction(async (magic) => {
    const kept = await (await caches.open('fide-liste')).match('fide-liste');
    const head = new Uint8Array(await kept.arrayBuffer()).slice(0, 8);
    return String.fromCharCode(...head) === magic;
  }, magic);
}

test('the binary stored form an earlier release kept whole is found after the update, and kept paged', async () => {
  const { context, page, errors } = await openPage(env, '/', { viewport: { width: 360, height: 740 }, ready: 'attached' });
  await page.evaluate(async (whole) => {
    localStorage.setItem('wertung-fide-liste', JSON.stringify({ name: 'players_list_foa.txt', players: 3, month: '' }));
    const bytes = Uint8Array.from(atob(whole), (c) => c.charCodeAt(0));
    await (await caches.open('fide-liste')).put('fide-liste', new Response(bytes));
  }, WHOLE);
  await page.reload();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.locator('#names-fide:not([hidden])').waitFor();
  await waitForText(page, '#names-status', /FIDE-Liste players_list_foa\.txt · 3 Personen · ohne Monat/);
  const field = page.locator('#name');
  await field.click();
  await field.pressSequentially('Dvořák');
  await eventually(() => field.inputValue(), 'Dvořák');
  await eventually(() => page.locator('#name-list [role=option]').allTextContents(), ['Dvorak, Tomas · 1985 · CZE · ohne DWZ · Elo 2210', 'Dvorak, Tomas · 1999 · SVK · ohne DWZ']);
  await field.fill('');
  await field.pressSequentially('muel h');
  await page.waitForFunction(() => document.querySelector('#name-list [role=option]')?.textContent.startsWith('Mueller, Hans · 1970 · GER'));
  await keptAs(page, 'WFIDE 3\n');
  // The next visit opens the paged form: the same persons.
  await page.reload();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.locator('#names-fide:not([hidden])').waitFor();
  await waitForText(page, '#names-status', /FIDE-Liste players_list_foa\.txt · 3 Personen · ohne Monat/);
  await field.fill('');
  await field.pressSequentially('Dvořák');
  await eventually(() => field.inputValue(), 'Dvořák');
  await eventually(() => page.locator('#name-list [role=option]').allTextContents(), ['Dvorak, Tomas · 1985 · CZE · ohne DWZ · Elo 2210', 'Dvorak, Tomas · 1999 · SVK · ohne DWZ']);
  assert.deepEqual(errors, []);
  await context.close();
});
