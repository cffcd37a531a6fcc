// Prints the first-load transfer of a built app: every file in the given folder (default
// dist/), raw and gzip-compressed (level 9), and the total.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(path);
  }
})(root);

let raw = 0;
let gz = 0;
for (const f of files.sort()) {
  const data = readFileSync(f);
  const g = gzipSync(data, { level: 9 }).length;
  raw += data.length;
  gz += g;
  console.log(`${relative(root, f).padEnd(48)} ${String(data.length).padStart(9)} B  ${String(g).padStart(8)} B gzip`);
}
console.log(`${'total'.padEnd(48)} ${String(raw).padStart(9)} B  ${String(gz).padStart(8)} B gzip (${(gz / 1024).toFixed(1)} KiB)`);
