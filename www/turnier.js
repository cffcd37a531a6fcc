// Loads the page "Turnierauswertung". scripts/build.mjs fills in the folder of this build's
// module and the parts split off it ({{turnier_dir}}: turnier-<hash>/, a content hash against
// stale caches; the parts are loaded on first use by its __wasm_split.js).
import init from './{{turnier_dir}}/main.js';

// Hosts that serve .wasm as application/octet-stream: the browser refuses to compile
// such a response as it streams, and the parts' loader has no way around it; WebAssembly compiles
// the same bytes whatever the type. So the modules are compiled as they stream where the type is
// right, else from their bytes (as the calculator's loader in index.html does).
const streaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (response, imports) => {
  const r = await response;
  return /^application\/wasm\b/.test(r.headers.get('content-type') || '')
    ? streaming(r, imports)
    : WebAssembly.instantiate(await r.arrayBuffer(), imports);
};
init({ module_or_path: new URL('./{{turnier_dir}}/main_bg.wasm', import.meta.url) });
