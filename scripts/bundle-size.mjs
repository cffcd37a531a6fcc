// Prints the transfer (gzip, level 9) of a built app in dist/ (or the given folder):
//  * first load: what a first visit of the calculator fetches, i.e. index.html, everything the
//    service worker pre-caches (read from sw.js) and sw.js itself;
//  * the tournament page (its first visit, and the parts split off its module) and the
//    JavaScript API module, fetched only where they are used;
//  * everything in the folder.
// With --check it compares the groups and the whole folder with size-budget.json and fails when
// one is over.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const check = args.includes('--check');
const root = args.find((a) => !a.startsWith('--')) ?? 'dist';
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(relative(root, path).split('\\').join('/'));
  }
})(root);

const sw = readFileSync(join(root, 'sw.js'), 'utf8');
const precache = JSON.parse(sw.match(/const PRECACHE = (\[[^\]]*\]);/)[1])
  .map((u) => u.replace(/^\.\//, ''))
  .map((u) => (u === '' ? 'index.html' : u));
const firstLoad = new Set([...precache, 'sw.js']);

const size = {};
for (const f of files.sort()) {
  const data = readFileSync(join(root, f));
  size[f] = { raw: data.length, gz: gzipSync(data, { level: 9 }).length };
}
const line = (name, raw, gz) =>
  console.log(`${name.padEnd(44)} ${String(raw).padStart(9)} B  ${String(gz).padStart(8)} B gzip`);
const sum = (list) => list.reduce((a, f) => ({ raw: a.raw + size[f].raw, gz: a.gz + size[f].gz }), { raw: 0, gz: 0 });

// The tournament page's first visit: its page, loader, stylesheets and main module; the parts
// split off its module (turnier-<hash>/, loaded on first use) are a group of their own.
const isTurnierSplit = (f) => /^turnier-[0-9a-f]+\//.test(f);
const isTurnierMain = (f) => isTurnierSplit(f) && /\/(main\.js|main_bg\.wasm|__wasm_split\.js)$/.test(f);
const isTurnier = (f) => f.startsWith('turnier.') || isTurnierMain(f) || f === 'style.css';
const isTurnierLater = (f) => isTurnierSplit(f) && !isTurnierMain(f);
const isIcon = (f) => /^icon-\d+\.png$/.test(f);
// The calculator's parts split off its module (loaded on first use), the Elo's and the names'
// stylesheets.
const isCalc = (f) => /^calc-[0-9a-f]+\//.test(f);
const isFull = (f) => f === 'elo.css' || f === 'names.css' || f === 'chain.css' || isCalc(f);
// open.js: files from outside the inputs, loaded by app.js when one comes.
const isReader = (f) => f === 'reader.js' || f === 'reader-worker.js' || f === 'pieces-worker.js' || f.startsWith('wertung-reader') || f === 'open.js';
const groups = [
  ['first_load', 'first load of the calculator (app, pre-cache, sw.js)', files.filter((f) => firstLoad.has(f))],
  ['calculator_later', 'the calculator\'s parts loaded on first use: "Meine Turniere", the what-if, the Elo, the names, the results panel', files.filter((f) => !firstLoad.has(f) && isFull(f))],
  ['tournament_page', 'tournament page (turnier.html, loaded only there)', files.filter((f) => !firstLoad.has(f) && isTurnier(f))],
  ['tournament_later', 'the tournament page\'s parts loaded on first use: the Berechnungslauf\'s views, FIDE\'s list\'s, the scoresheets', files.filter((f) => !firstLoad.has(f) && isTurnierLater(f))],
  ['tournament_reader', 'second module of the tournament page: player list, SWT, INGO, FIDE, Turnierleistung, exports (loaded on first use)', files.filter((f) => !firstLoad.has(f) && isReader(f))],
  ['api', 'JavaScript API for club pages (loaded only there)', files.filter((f) => !firstLoad.has(f) && !isTurnier(f) && !isTurnierLater(f) && !isIcon(f) && !isFull(f) && !isReader(f))],
  ['icons', 'app icons (fetched when the app is installed)', files.filter((f) => !firstLoad.has(f) && isIcon(f))],
];
const totals = {};
for (const [key, title, list] of groups) {
  console.log(`-- ${title}`);
  for (const f of list) line(f, size[f].raw, size[f].gz);
  const s = sum(list);
  totals[key] = s.gz;
  line('subtotal', s.raw, s.gz);
}
// The whole calculator: its module as the first visit loads it and every part split off it.
const calcAll = sum(files.filter((f) => isCalc(f) || f === 'elo.css' || f === 'names.css' || f === 'chain.css'));
totals.calculator_all = calcAll.gz;
line('the whole calculator (all its modules)', calcAll.raw, calcAll.gz);
const all = sum(files);
console.log(`first load: ${(totals.first_load / 1024).toFixed(1)} KiB gzip (${totals.first_load} B); everything in ${root}/: ${(all.gz / 1024).toFixed(1)} KiB gzip (${all.gz} B)`);

if (check) {
  const budget = JSON.parse(readFileSync(new URL('../size-budget.json', import.meta.url), 'utf8'));
  let over = false;
  totals.dist_total = all.gz;
  for (const key of [...groups.map((g) => g[0]), 'calculator_all', 'dist_total']) {
    const limit = budget[`${key}_gzip_bytes`];
    if (typeof limit !== 'number') {
      console.error(`size-budget.json has no ${key}_gzip_bytes`);
      process.exit(1);
    }
    const ok = totals[key] <= limit;
    over ||= !ok;
    console.log(`budget ${key}: ${totals[key]} B of ${limit} B gzip ${ok ? 'ok' : 'OVER'}`);
  }
  if (over) {
    console.error('size budget exceeded (size-budget.json)');
    process.exit(1);
  }
}
