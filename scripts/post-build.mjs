// Trunk post_build hook: writes into the staging folder
//  * sw.js: the service worker with the exact list of this build's (hashed) files and a version
//    derived from their contents;
//  * api.js: a stable name for the JavaScript API (re-exports the hashed wasm-bindgen module).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('post-build: TRUNK_STAGING_DIR is not set (run by trunk)');
  process.exit(1);
}
const files = [];
(function walk(d) {
  for (const name of readdirSync(d)) {
    const path = join(d, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(relative(dir, path).split('\\').join('/'));
  }
})(dir);

const module = files.find((f) => /^wertung-web-[0-9a-f]+\.js$/.test(f));
if (!module) {
  console.error('post-build: the wasm-bindgen module wertung-web-*.js is missing');
  process.exit(1);
}
const wasm = module.replace(/\.js$/, '_bg.wasm');
if (!files.includes(wasm)) {
  console.error(`post-build: ${wasm} is missing`);
  process.exit(1);
}
writeFileSync(join(dir, 'api.js'), `// The Wertung core for JavaScript: see api-example.html and the README.
import initModule from './${module}';
export * from './${module}';
export default function init(options) {
  return initModule(options ?? { module_or_path: new URL('./${wasm}', import.meta.url) });
}
`);

const cached = files
  .filter((f) => f !== 'sw.js' && f !== 'sw.template.js')
  .concat(['api.js'])
  .filter((f, i, all) => all.indexOf(f) === i)
  .sort();
const hash = createHash('sha256');
for (const f of cached) hash.update(f).update(readFileSync(join(dir, f)));
const version = hash.digest('hex').slice(0, 16);
const precache = ['./', ...cached.map((f) => './' + f)];
const template = readFileSync(join(dir, 'sw.template.js'), 'utf8');
unlinkSync(join(dir, 'sw.template.js'));
writeFileSync(join(dir, 'sw.js'), template
  .replace('__VERSION__', version)
  .replace('__PRECACHE__', JSON.stringify(precache, null, 2)));
console.log(`post-build: sw.js (version ${version}, ${precache.length} files), api.js -> ${module}`);
