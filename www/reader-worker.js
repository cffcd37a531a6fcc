// The second module of the page "Turnierauswertung" in its Web Worker (its names filled in by scripts/build.mjs).
// Its name says which load it is (reader-worker-N): a fresh instance after a module that
// stopped. (Not a query: a service worker answering from its cache drops it.)
const n = Number(self.name.replace('reader-worker-', '')) || 0;
const again = n ? '&n=' + n : '';
self.wertungProgress = (stage, done, total) => postMessage({ progress: [stage, done, total] });
// A panic of the module (src/web/panic.rs: its hook reports it here, then the module traps):
// the answer says so, and the page ends this worker and starts a fresh one.
let panicked = null;
self.wertungPanicked = (module, report) => { panicked = report; };
let handle = null;
let takeMade = () => null;
try {
  const reader = await import('./{{reader_js}}' + again);
  await reader.default({ module_or_path: new URL('./{{reader_wasm}}' + again, self.location.href) });
  handle = reader.handle;
  takeMade = reader.take_made;
} catch (e) {
  console.warn('wertung-reader', e);
}
onmessage = ({ data }) => {
  let answer = null;
  // The page's test-only request for a panic (see src/web/panic.rs, `forced`), passed on.
  if (data.forcePanic) self.wertungForcePanic = 'reader';
  try {
    answer = handle(data.request, data.bytes);
  } catch (e) {
    // A trap or out of memory: the page ends this worker and starts a fresh one.
    console.warn('wertung-reader', e);
  }
  if (panicked !== null) {
    postMessage({ id: data.id, answer: { panic: panicked } });
    return;
  }
  // Bytes the request made (FIDE's list in its stored form) are its answer, moved to the page.
  const made = answer === null ? null : takeMade();
  if (made?.length) postMessage({ id: data.id, answer: made }, [made.buffer]);
  else postMessage({ id: data.id, answer });
};
postMessage({ ready: handle !== null });
