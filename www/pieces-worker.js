// Reads pieces of a blob for the searching worker (reader-worker.js): FIDE's list kept in its
// paged form. A worker of its own, which the searching worker ends (and starts afresh) once no
// request needed pieces for a while: what the browser keeps for each piece read lives until a
// worker's garbage is collected, which a worker that only searches seldom does; ended, this
// worker's memory is given back at once. The pieces come back once the module took them
// (`taken`, moved here): their bytes are then this worker's, and go with it.
onmessage = async ({ data: { blob, ranges, taken } }) => {
  if (taken) return;
  try {
    const parts = await Promise.all(ranges.map(([from, to]) => blob.slice(from, to).arrayBuffer()));
    postMessage({ parts }, parts);
  } catch (e) {
    console.warn('wertung-pieces', e);
    postMessage({ parts: null });
  }
};
