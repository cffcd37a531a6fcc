// Loads the page "Turnierauswertung". scripts/build.mjs fills in the names of this build's module
// ({{turnier_js}}, {{turnier_wasm}}: the files with a content hash against stale caches).
import init from './{{turnier_js}}';
init({ module_or_path: new URL('./{{turnier_wasm}}', import.meta.url) });
