// The calculator's lists said and kept, at 360 px: one section for both lists saying where each
// is downloaded and what it gives; a wrong file named as what it is for the list it was meant
// for (no byte of it quoted); the DSB list chosen as FIDE's loaded as what it is and said so;
// the same file chosen again said so; a typo answered with the nearest names of both lists
// ("Meinten Sie …?", never without names); a foreign opponent's "Elo statt DWZ" and each
// person's own list kept over a reopen; each list removed with an undo; a name typed while
// FIDE's list is read gets its suggestions when the read ends.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserEnv, eventually, focused, openPage, typeName, waitForEval, waitForText, storedZip } from './harness.mjs';

const env = browserEnv();
after(() => env.close?.());
const shots = process.env.WERTUNG_SHOTS;

const dir = await mkdtemp(join(tmpdir(), 'wertung-lists-words-'));

// A DSB list: Hans Müller and Piotr Nowak born 1999.
const dsbPath = join(dir, 'spieler.csv');
await writeFile(dsbPath, Buffer.from([
  'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land',
  'NU1,10614,1,A,"Müller,Hans",M,,1970,202645,1850,42,1905,,12345,GER',
  'NU7,20511,4,A,"Nowak,Piotr",M,,1999,202645,1710,20,,,,GER',
].join('\r\n') + '\r\n', 'latin1'));

// FIDE's players_list_foa.txt: Tomas Dvorak (CZE), Piotr Nowak born 1975, Marek Sliwinski,
// Jan van der Berg, and `filler` generated players before them.
const WIDTHS = [15, 61, 4, 4, 5, 5, 15, 4, 6, 4, 3, 6, 4, 3, 6, 4, 3, 6, 4];
const HEADS = ['ID Number', 'Name', 'Fed', 'Sex', 'Tit', 'WTit', 'OTit', 'FOA', 'SRtng', 'SGm', 'SK', 'RRtng', 'RGm', 'Rk', 'BRtng', 'BGm', 'BK', 'B-day', 'Flag'];
const line = (cells) => cells.map((c, k) => String(c).padEnd(WIDTHS[k])).join('');
const listed = (id, name, fed, born, rating) =>
  line([id, name, fed, 'M', '', '', '', '', rating, rating ? 0 : '', rating ? 20 : '', '', '', '', '', '', '', born, '']);
async function fideFile(name, filler) {
  const syllables = ['ka', 'lo', 'mi', 'ru', 'te', 'zo', 'pe', 'si', 'ba', 'gu'];
  const word = (n) => { let w = ''; for (let k = 0; k < 4; k++) { w += syllables[n % 10]; n = Math.floor(n / 10); } return w; };
  const lines = [line(HEADS)];
  for (let k = 0; k < filler; k++) lines.push(listed(20000000 + k, `Q${word(k)}, ${word(k * 7 + 3)}`, 'FID', 1950 + (k % 50), 1400 + (k % 1000)));
  lines.push(listed(300001, 'Dvorak, Tomas', 'CZE', 1985, 2210));
  lines.push(listed(1100001, 'Nowak, Piotr', 'POL', 1975, 2301));
  lines.push(listed(1100002, 'Sliwinski, Marek', 'POL', 1982, 2010));
  lines.push(listed(300003, 'van der Berg, Jan', 'NED', 1990, 2105));
  const path = join(dir, name);
  await writeFile(path, lines.join('\r\n') + '\r\n', 'latin1');
  return path;
}
const fidePath = await fideFile('players_list_foa.txt', 0);

// Random bytes named as FIDE's zip, and a PDF.
let seed = 11;
const random = Buffer.alloc(50000, 0).map(() => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed >> 16 & 255; });
const randomPath = join(dir, 'players_list.zip');
await writeFile(randomPath, random);
const pdfPath = join(dir, 'rangliste.pdf');
await writeFile(pdfPath, Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\n', 'latin1'), random.subarray(0, 2000)]));

/// The suggestions of the name field `id` once their hint says `hint` (a regular expression).
async function suggestions(page, id, hint) {
  const status = `#${id}-list ~ p.hint[role=status]`;
  await page.waitForFunction(([sel, re]) => new RegExp(re).test(document.querySelector(sel)?.textContent ?? ''), [status, hint.source]);
  return page.locator(`#${id}-list [role=option]`).allTextContents();
}

test('one section for both lists: where each comes from, wrong files named, the other list taken as what it is, the same file said so, typos answered from both lists, marks kept, each removal undone', async () => {
  const { page, context, errors } = await openPage(env, '/', { viewport: { width: 360, height: 740 }, ready: 'attached' });
  await page.click('#names-open');
  await page.locator('#names-file').waitFor({ state: 'attached' });
  await waitForText(page, 'details.names summary', 'Namen statt Zahlen: DSB-Spielerliste und FIDE-Liste');
  await waitForText(page, '#names-dsb-where', /LV-0-csv\.zip .*schachbund\.de.*DWZ, Index, Geburtsjahr und Verein/);
  await waitForText(page, '#names-fide-where', /players_list\.zip von ratings\.fide\.com.*Elo, Föderation und Geburtsjahr/);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 360, `no sideways scrolling (${wide} px)`);
  if (shots) await page.screenshot({ path: join(shots, 'lists-360.png'), fullPage: true });
  // Random bytes chosen as FIDE's list, a PDF as the DSB's: named as what they are.
  await page.setInputFiles('#names-fide-file', randomPath);
  await page.locator('#names-error:not([hidden])').waitFor();
  await waitForText(page, '#names-error', 'players_list.zip ist keine FIDE-Liste: keine Textdatei und keine ZIP-Datei, sondern Binärdaten');
  await page.setInputFiles('#names-file', pdfPath);
  const pdf = await waitForText(page, '#names-error', 'rangliste.pdf ist eine PDF-Datei, keine DSB-Spielerliste: bitte die Datei der Liste wählen');
  assert.doesNotMatch(pdf, /[\ufffd\u0000-\u001f]/, 'no byte of the file quoted');
  // The DSB list chosen as FIDE's: loaded as the DSB list, and said so.
  await page.setInputFiles('#names-fide-file', dsbPath);
  await page.locator('#names-status:not([hidden])').waitFor();
  await waitForText(page, '#names-status', /spieler\.csv · 2 Personen/);
  await waitForText(page, '#names-note', 'spieler.csv ist die DSB-Spielerliste, nicht die FIDE-Liste: als DSB-Spielerliste geladen');
  await eventually(() => page.isHidden('#names-error'), true, 'the error before is gone');
  // The same file again: said so, not read again.
  await page.click('details.names summary');
  await page.setInputFiles('#names-file', dsbPath);
  await page.waitForFunction(() => /schon geladen/.test(document.getElementById('names-note')?.textContent ?? ''));
  await waitForText(page, '#names-note', 'spieler.csv ist schon geladen (dieselbe Datei): nicht noch einmal gelesen');
  // FIDE's list in its own chooser.
  await page.setInputFiles('#names-fide-file', fidePath);
  await page.locator('#names-fide:not([hidden])').waitFor();
  await eventually(() => page.isHidden('#names-note'), true);
  // Typos: the nearest names of both lists, namesakes with birth year and federation.
  const opponent = page.locator('.row .namebox input').first();
  await opponent.waitFor();
  const id = await opponent.getAttribute('id');
  await typeName(page, id, 'Piotr Nowack', { clear: true });
  const nowak = await suggestions(page, id, /Meinten Sie/);
  assert.deepEqual(nowak, ['Nowak,Piotr · 1999 · GER · ZPS 20511 · DWZ 1710-20', 'Nowak, Piotr · 1975 · POL · ohne DWZ · Elo 2301']);
  await typeName(page, id, 'Jan Vanderberg', { clear: true });
  assert.match((await suggestions(page, id, /Meinten Sie/))[0], /^van der Berg, Jan · 1990 · NED/);
  await typeName(page, id, 'Sliwinsky', { clear: true });
  assert.match((await suggestions(page, id, /Meinten Sie/))[0], /^Sliwinski, Marek · 1982 · POL/);
  // Nobody near: said, and no question without names.
  await typeName(page, id, 'Xaver Quast', { clear: true });
  await suggestions(page, id, /^Niemand dieses Namens in der Liste$/);
  // Tomasz Dvorak: Tomas Dvorak offered and chosen; his Elo stands in for the DWZ, marked,
  // and the fields are marked as from FIDE's list.
  await typeName(page, id, 'Tomasz Dvorak', { clear: true });
  assert.match((await suggestions(page, id, /Meinten Sie/))[0], /^Dvorak, Tomas · 1985 · CZE · ohne DWZ · Elo 2210$/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const rating = id.replace(/-name$/, '-rating');
  await page.waitForFunction((r) => document.getElementById(r)?.value === '2210', rating);
  const mark = `#${id.replace(/-name$/, '-stand-in')}`;
  await page.locator(`${mark}:not([hidden])`).waitFor();
  const from = page.locator(`#${id}`).locator('xpath=..').locator('.from-list');
  // FIDE's text file gives no month: the list named without its date.
  await eventually(async () => (await from.textContent()).trim(), 'aus der FIDE-Liste');
  // The results say it too (and so their print), and so does the what-if for a remaining
  // opponent of FIDE's list alone, counted with his Elo.
  for (const [f, v] of [['dwz', '1800'], ['index', '20'], ['birth_year', '1980'], ['end_date', '20.11.2026']]) {
    await page.locator(`#${f}`).pressSequentially(v);
  }
  await page.locator(`#${id.replace(/-name$/, '-result')}`).pressSequentially('1');
  await page.locator('#new-dwz').waitFor();
  await page.waitForFunction(() => /Partie 1: Elo 2210 statt DWZ \(WO 4\.1\.2\)/.test(document.getElementById('stand-ins')?.textContent ?? ''));
  await page.click('#whatif-summary');
  await page.locator('#remaining-name').waitFor();
  await typeName(page, 'remaining-name', 'Sliwinski', { clear: true });
  await page.locator('#remaining-name-list [role=option]').first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('remaining')?.value === '2010');
  await page.waitForFunction(() => /Restgegner 1: Elo 2010 statt DWZ/.test(document.getElementById('stand-ins')?.textContent ?? ''));
  await waitForText(page, '#remaining-names', /Sliwinski, Marek \(2010: Elo statt DWZ \(WO 4\.1\.2\)\)/);
  // A friend's link: the same notes, no name.
  await page.waitForFunction(() => /gs=1/.test(decodeURIComponent(location.search)));
  const link = new URL(await page.inputValue('#share-link'));
  assert.doesNotMatch(decodeURIComponent(link.search), /Dvorak|Sliwinski/);
  const friend = await openPage(env, link.pathname + link.search, { viewport: { width: 360, height: 740 }, ready: 'attached' });
  await friend.page.waitForFunction(() => /Partie 1: Elo 2210 statt DWZ.*Restgegner 1: Elo 2010 statt DWZ/s.test(document.getElementById('stand-ins')?.textContent ?? ''));
  assert.deepEqual(friend.errors, []);
  await friend.context.close();
  // Opened again: the game's "Elo statt DWZ" and its list are still said.
  await page.reload();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.locator('#names-fide:not([hidden])').waitFor();
  await page.locator(`${mark}:not([hidden])`).waitFor();
  await waitForText(page, mark, 'Elo statt DWZ (WO 4.1.2)');
  await eventually(async () => (await from.textContent()).trim(), 'aus der FIDE-Liste');
  await waitForText(page, '#stand-ins', /Partie 1: Elo 2210 statt DWZ/);
  // FIDE's list removed, and taken back.
  await page.click('#names-fide-remove');
  await page.locator('#names-fide[hidden]').waitFor({ state: 'attached' });
  await waitForText(page, '#names-removed span', 'FIDE-Liste entfernt.');
  await page.click('#names-undo');
  await page.locator('#names-fide:not([hidden])').waitFor();
  await eventually(() => page.isHidden('#names-removed'), true);
  await waitForEval(page, () => localStorage.getItem('wertung-fide-liste') !== null, undefined, true, 'FIDE\'s list kept again');
  await typeName(page, 'name', 'Dvorak', { clear: true });
  await page.waitForFunction(() => document.querySelectorAll('#name-list [role=option]').length === 1);
  await page.keyboard.press('Escape');
  // The DSB list removed: gone on the next visit unless taken back.
  await page.click('#names-remove');
  await page.waitForFunction(() => /DSB-Spielerliste entfernt/.test(document.getElementById('names-removed')?.textContent ?? ''));
  await waitForEval(page, () => localStorage.getItem('wertung-spielerliste'), undefined, null);
  // Out of the search too: Hans Müller (in the DSB list only) is no longer suggested.
  await typeName(page, 'name', 'Müller', { clear: true });
  assert.equal(await page.locator('#name-list [role=option]', { hasText: 'Müller,Hans' }).count(), 0);
  await page.keyboard.press('Escape');
  await page.click('#names-undo');
  await page.waitForFunction(() => /spieler\.csv/.test(document.getElementById('names-status')?.textContent ?? ''));
  await waitForEval(page, () => localStorage.getItem('wertung-spielerliste') !== null, undefined, true, 'the DSB list kept again');
  // Taken back: he is suggested again.
  await typeName(page, 'name', 'Müller', { clear: true });
  await page.waitForFunction(() => [...document.querySelectorAll('#name-list [role=option]')].some((o) => o.textContent.startsWith('Müller,Hans')));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a name typed while FIDE\'s list is read gets its suggestions when the read ends', async () => {
  const big = await fideFile('players_list_big.txt', 300000);
  const { page, context, errors } = await openPage(env, '/', { viewport: { width: 360, height: 740 }, ready: 'attached' });
  await page.click('#names-open');
  await page.locator('#names-file').waitFor({ state: 'attached' });
  await page.setInputFiles('#names-file', dsbPath);
  await page.locator('#names-status:not([hidden])').waitFor();
  await page.click('details.names summary');
  await page.setInputFiles('#names-fide-file', big);
  await page.locator('details.names p.hint[role=status]:not([hidden]):not(#names-note)').first().waitFor();
  await typeName(page, 'name', 'Dvorak', { clear: true });
  // Typed before the read ended: nobody in the DSB list yet.
  const reading = await page.isVisible('details.names p.hint[role=status]:not([hidden]):not(#names-note)');
  assert.ok(reading, 'the name was typed while the list was read');
  await page.locator('#names-fide:not([hidden])').waitFor({ timeout: 120000 });
  // Without a key more: the suggestion comes.
  await page.waitForFunction(() => [...document.querySelectorAll('#name-list [role=option]')].some((o) => /^Dvorak, Tomas · 1985 · CZE/.test(o.textContent)), null, { timeout: 30000 });
  assert.equal(await focused(page), 'name');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an older FIDE list than the one loaded asks before it replaces it', async () => {
  const text0 = await readFile(fidePath);
  const march = join(dir, 'players_list.zip');
  await writeFile(march, storedZip([['players_list_foa.txt', text0]], { year: 2026, month: 3 }));
  const old = join(dir, 'players_list_2025.zip');
  await writeFile(old, storedZip([['players_list_foa.txt', text0]], { year: 2025, month: 11 }));
  const { page, context, errors } = await openPage(env, '/', { viewport: { width: 360, height: 740 }, ready: 'attached' });
  await page.click('#names-open');
  await page.locator('#names-fide-file').waitFor({ state: 'attached' });
  await page.setInputFiles('#names-fide-file', march);
  await page.waitForFunction(() => /Stand 03\.2026/.test(document.getElementById('names-fide')?.textContent ?? ''));
  // The older one: asked, kept where so answered.
  await page.setInputFiles('#names-fide-file', old);
  await page.locator('#names-ask:not([hidden])').waitFor();
  await waitForText(page, '#names-ask span', 'players_list_2025.zip ist älter (11.2025) als die geladene FIDE-Liste (03.2026). Trotzdem ersetzen?');
  await page.click('#names-keep');
  await page.locator('#names-ask[hidden]').waitFor({ state: 'attached' });
  await waitForText(page, '#names-fide', /Stand 03\.2026/);
  // Asked again and replaced.
  await page.setInputFiles('#names-fide-file', old);
  await page.locator('#names-ask:not([hidden])').waitFor();
  await page.click('#names-replace');
  await page.waitForFunction(() => /Stand 11\.2025/.test(document.getElementById('names-fide')?.textContent ?? ''));
  assert.deepEqual(errors, []);
  await context.close();
});
