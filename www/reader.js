// Loads the second module of the page "Turnierauswertung" (its names filled in by scripts/build.mjs)
// into its Web Worker (reader-worker.js), so that neither page waits on a list or a file.
// reader.js?n=N with n = N (the page's Nth load, after a module that stopped): a
// fresh instance. A module that cannot be fetched or started is said with detail null (the page says
// so and tries afresh on its next request), never left waiting.
// How to load it comes in window.wertungReader ({ n, event }, set by the page before it
// adds this script): not in this script's query, since a service worker answering from its cache
// gives the module the URL without it. `event` names the window event the exports come in
// (`wertung-reader`; the calculator's worker that reads FIDE's list has one of its own).
// Where a request made bytes (a part of FIDE's list in its stored form: take_made_into), a blob of them is its answer.
// Where the module panicked (src/web/panic.rs), the answer is { panic: report }: the page says
// so and starts a fresh instance for the next request.
const { n = 0, event = 'wertung-reader' } = globalThis.wertungReader ?? {};
const again = n ? '&n=' + n : '';
let detail = null;
// Progress is told to the page once the requests under way took 300 ms, and null when none is left.
const told = (detail) => dispatchEvent(new CustomEvent('wertung-reader-progress', { detail }));
try {
  const worker = new Worker(new URL('./reader-worker.js?v={{reader_hash}}' + again, import.meta.url), { type: 'module', name: 'reader-worker-' + n });
  const waiting = new Map();
  let since = 0;
  const end = () => {
    for (const answer of waiting.values()) answer(null);
    waiting.clear();
    told(null);
  };
  const ready = await new Promise((resolve) => {
    worker.onerror = () => { resolve(false); end(); };
    worker.onmessage = ({ data }) => {
      if (data.ready !== undefined) resolve(data.ready);
      else if (data.progress) { if (waiting.size && performance.now() - since >= 300) told(data.progress); }
      else {
        waiting.get(data.id)?.(data.answer);
        waiting.delete(data.id);
        if (!waiting.size) told(null);
      }
    };
  });
  let next = 0;
  const stop = () => { worker.terminate(); end(); };
  if (ready) {
    detail = {
      handle: (request, bytes) => new Promise((answer) => {
        const id = next++;
        if (!waiting.size) since = performance.now();
        waiting.set(id, answer);
        // The test-only request for a panic (src/web/panic.rs, `forced`) goes to the worker.
        const forcePanic = globalThis.wertungForcePanic === 'reader';
        if (forcePanic) delete globalThis.wertungForcePanic;
        // A blob (FIDE's list kept in its paged form) goes as it is: its bytes stay where
        // the browser keeps them, read a piece at a time by the worker.
        if (bytes instanceof Blob) worker.postMessage({ id, request, blob: bytes, forcePanic });
        // A file as a blob ({ file }: a player list chosen or kept, FIDE's list chosen) is read
        // by the worker itself, a piece at a time: its bytes never wait whole in either thread
        // ({ file, pieces }: the request asked with each piece).
        else if (bytes?.file instanceof Blob) worker.postMessage({ id, request, file: bytes.file, pieces: bytes.pieces === true, forcePanic });
        else worker.postMessage({ id, request, bytes, forcePanic }, [bytes.buffer]);
      }),
      stop,
    };
  } else stop();
} catch (e) {
  console.warn('wertung-reader', e);
}
dispatchEvent(new CustomEvent(event, { detail }));
