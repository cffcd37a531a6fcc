// The versions of the build's tools, read from their one place each:
//  * package.json "tools": what cargo installs (trunk, the splitter wasm_split_cli_support,
//    cargo-fuzz); its devDependencies: the npm packages (binaryen's wasm-opt, esbuild,
//    playwright-core, axe-core; npm ci installs them as package-lock.json has them);
//  * wasm-bindgen: its command-line tool must be the version of the crate the modules are built
//    with, so its pin is the crate's (`wasm-bindgen = "=…"` in Cargo.toml, as Cargo.lock has it).
// scripts/setup.sh installs these versions (`node scripts/tools.mjs NAME` prints one), and
// scripts/build.mjs refuses to build with any other.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');

/** The pinned version of each tool by name. */
export function pins() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const lock = readFileSync(join(root, 'Cargo.lock'), 'utf8').split('\n');
  const at = lock.indexOf('name = "wasm-bindgen"');
  const bindgen = at >= 0 ? lock[at + 1].replace(/^version = "(.*)"$/, '$1') : undefined;
  return {
    ...pkg.tools,
    'wasm-bindgen': bindgen,
    binaryen: pkg.devDependencies.binaryen,
    esbuild: pkg.devDependencies.esbuild,
    'playwright-core': pkg.devDependencies['playwright-core'],
    'axe-core': pkg.devDependencies['axe-core'],
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const version = pins()[process.argv[2]];
  if (!version) {
    console.error(`tools.mjs: no pinned version of ${process.argv[2]}`);
    process.exit(1);
  }
  console.log(version);
}
