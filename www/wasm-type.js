// Hosts that serve .wasm as application/octet-stream: the browser refuses to compile such a
// response as it streams, and the parts' loader (__wasm_split.js) has no way around it, though
// WebAssembly compiles the same bytes whatever the type. Imported first by both pages' loaders
// (index.html's inline one, turnier.js): the modules compile as they stream where the type is
// right, else from their bytes.
const streaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (response, imports) => {
  const r = await response;
  return /^application\/wasm\b/.test(r.headers.get('content-type') || '')
    ? streaming(r, imports)
    : WebAssembly.instantiate(await r.arrayBuffer(), imports);
};
