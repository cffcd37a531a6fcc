// Reads pieces of a blob for the searching worker (reader-worker.js): FIDE's list kept in its
// paged form. A worker of its own, which the searching worker ends once no
// request needed pieces for a while: what the browser keeps for each piece read lives until a
// worker's garbage is collected, which a worker that only searches seldom does; ended, this
// worker's memory is given back at once. The pieces come back once the module took them
// (`taken`, their buffers moved here) and are read into again: a search over many pages then
// reuses a few buffers instead of leaving one behind for each page.
const spare = [];
function bufferFor(size) {
  const k = spare.findIndex((b) => b.byteLength >= size);
  return k >= 0 ? spare.splice(k, 1)[0] : new ArrayBuffer(size);
}
// The bytes from..to of the blob, as a view on a buffer of its own; read a chunk at a time
// into the buffer itself where the browser's blobs are byte streams.
async function piece(blob, from, to) {
  const size = to - from;
  const part = blob.slice(from, to);
  let reader;
  try {
    reader = part.stream().getReader({ mode: 'byob' });
  } catch {
    return new Uint8Array(await part.arrayBuffer());
  }
  let buffer = bufferFor(size);
  let at = 0;
  while (at < size) {
    const { value, done } = await reader.read(new Uint8Array(buffer, at, size - at));
    if (done) break;
    buffer = value.buffer;
    at += value.byteLength;
  }
  return new Uint8Array(buffer, 0, at);
}
onmessage = async ({ data: { blob, ranges, taken } }) => {
  if (taken) {
    spare.push(...taken);
    return;
  }
  try {
    const parts = await Promise.all(ranges.map(([from, to]) => piece(blob, from, to)));
    postMessage({ parts }, parts.map((p) => p.buffer));
  } catch (e) {
    console.warn('wertung-pieces', e);
    postMessage({ parts: null });
  }
};
