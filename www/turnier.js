// Loads the page "Turnierauswertung". scripts/build.mjs fills in the folder of this build's
// module and the parts split off it ({{turnier_dir}}: turnier-<hash>/, a content hash against
// stale caches; the parts are loaded on first use by its __wasm_split.js).
// The modules compile from their bytes where a host serves .wasm with another type.
import './wasm-type.js';
import init from './{{turnier_dir}}/main.js';

init({ module_or_path: new URL('./{{turnier_dir}}/main_bg.wasm', import.meta.url) });
