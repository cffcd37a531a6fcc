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
let madeLength = () => 0;
let takeMadeInto = null;
let give = null;
let handleGiven = null;
let handlePiece = null;
try {
  const reader = await import('./{{reader_js}}' + again);
  await reader.default({ module_or_path: new URL('./{{reader_wasm}}' + again, self.location.href) });
  handle = reader.handle;
  madeLength = reader.made_length;
  takeMadeInto = reader.take_made_into;
  give = reader.give;
  handleGiven = reader.handle_given;
  handlePiece = reader.handle_piece;
} catch (e) {
  console.warn('wertung-reader', e);
}
// FIDE's list kept in its paged form (a blob of the browser's store, given with the request
// that opens it): the module answers { Need: [[from, to], …] } where a request needs pieces of
// it; they are read, given (FidePieces) and the request asked again. The pieces are read by a
// worker of their own (pieces-worker.js): what the browser keeps for each piece read lives until
// the reading worker's garbage is collected, which a worker that only searches seldom does. That
// worker is started with the list, so that the first search does not wait for one to start; once
// no request needed pieces for a while, it is ended (its memory given back at once), and the next
// search that needs pieces starts a fresh one (a few milliseconds) rather than an idle worker
// holding its memory meanwhile.
let fide = null;
const FIDE_PIECES = JSON.stringify('FidePieces');
const ROUNDS = 64;
const PIECES_IDLE_MS = 1500;
let pieces = null;
let piecesIdle = 0;
const piecesWorker = () => new Worker(new URL('./pieces-worker.js?v={{reader_hash}}' + again, self.location.href));
function piecesOf(ranges) {
  clearTimeout(piecesIdle);
  pieces ??= piecesWorker();
  return new Promise((resolve) => {
    pieces.onmessage = ({ data }) => resolve(data.parts);
    pieces.onerror = () => resolve(null);
    pieces.postMessage({ blob: fide, ranges });
  });
}
function endPiecesLater() {
  clearTimeout(piecesIdle);
  piecesIdle = setTimeout(() => {
    pieces?.terminate();
    pieces = null;
  }, PIECES_IDLE_MS);
}
// A file given as a blob (a player list chosen or kept, FIDE's zip or text chosen) is read
// into the module a piece at a time through one buffer, which each read hands back: bytes read
// whole into this worker would stay here beside the module's copy until its garbage is
// collected. `each(piece, at)` takes a piece; reading stops where it answers false.
const FILE_PIECE = 1 << 20;
async function readPieces(file, each) {
  let reader;
  try {
    reader = file.stream().getReader({ mode: 'byob' });
  } catch {
    // A browser whose blobs are no byte streams: the file read whole.
    each(new Uint8Array(await file.arrayBuffer()), 0);
    return;
  }
  let into = new Uint8Array(FILE_PIECE);
  let at = 0;
  for (;;) {
    const { value, done } = await reader.read(into);
    if (done) return;
    if (!each(value, at)) {
      reader.cancel();
      return;
    }
    at += value.length;
    into = new Uint8Array(value.buffer);
  }
}
// The file given whole (the module takes it with the request: `handle_given`).
async function giveFile(file) {
  give(new Uint8Array(), 0, file.size);
  await readPieces(file, (piece, at) => {
    give(piece, at, file.size);
    return true;
  });
}
// The request asked with each piece of the file in turn (FIDE's text of any size), until it
// answers other than that it took the piece.
async function eachPiece(file, request) {
  let answer = null;
  await readPieces(file, (piece, at) => {
    answer = handlePiece(request, piece, at, file.size);
    return answer.startsWith('{"Made"');
  });
  return answer ?? handlePiece(request, new Uint8Array(), 0, 0);
}
async function answered(data) {
  if (data.blob) {
    fide = data.blob;
    pieces ??= piecesWorker();
  }
  const bytes = data.bytes ?? new Uint8Array();
  let answer;
  if (data.file && data.pieces) answer = await eachPiece(data.file, data.request);
  else if (data.file) {
    await giveFile(data.file);
    answer = handleGiven(data.request);
  } else answer = handle(data.request, bytes);
  let read = false;
  for (let round = 0; round < ROUNDS && fide && answer?.startsWith('{"Need"'); round++) {
    const parts = await piecesOf(JSON.parse(answer).Need);
    read = true;
    if (!parts) {
      pieces?.terminate();
      pieces = null;
      break;
    }
    // A piece at a time: the module holds one piece's bytes beside what it read of the others.
    // Taken, they are moved back to the pieces worker: here they would wait for this worker's
    // garbage to be collected, there they go when it is ended.
    for (const p of parts) handle(FIDE_PIECES, p);
    const buffers = parts.map((p) => p.buffer);
    pieces?.postMessage({ taken: buffers }, buffers);
    answer = handle(data.request, bytes);
  }
  if (read) endPiecesLater();
  return answer;
}
// One request at a time, in their order (a request may wait on pieces read from the blob).
// A name search with a newer one waiting behind it is answered with nobody at once: its field
// asks for the newer text and drops answers to older ones.
let queue = Promise.resolve();
let searches = 0;
const NOBODY = JSON.stringify({ Names: [] });
onmessage = ({ data }) => {
  // Only a field's search counts (not the one that builds the search when a list is read).
  if (data.request?.startsWith('{"FindNames"') && JSON.parse(data.request).FindNames.limit > 0) data.search = ++searches;
  queue = queue.then(() => respond(data));
};
async function respond(data) {
  if (data.search && data.search < searches) {
    postMessage({ id: data.id, answer: NOBODY });
    return;
  }
  let answer = null;
  // The page's test-only request for a panic (see src/web/panic.rs, `forced`), passed on.
  if (data.forcePanic) self.wertungForcePanic = 'reader';
  try {
    answer = await answered(data);
  } catch (e) {
    // A trap or out of memory: the page ends this worker and starts a fresh one.
    console.warn('wertung-reader', e);
  }
  if (panicked !== null) {
    postMessage({ id: data.id, answer: { panic: panicked } });
    return;
  }
  // Bytes the request made (a part of FIDE's list in its stored form) are its answer, as a
  // blob: the browser keeps its bytes, and the page, which keeps the parts, never holds them.
  const made = answer === null ? null : madeBlob();
  if (made) postMessage({ id: data.id, answer: made });
  else postMessage({ id: data.id, answer });
}
// Each part made is read into one buffer, kept for the next, and copied into its blob: a copy
// of its own would wait here for this worker's garbage to be collected, part after part.
let madeBuffer = new Uint8Array(0);
function madeBlob() {
  const n = madeLength();
  if (!n) return null;
  if (madeBuffer.length < n) madeBuffer = new Uint8Array(n);
  const view = madeBuffer.subarray(0, n);
  takeMadeInto(view);
  return new Blob([view]);
}
postMessage({ ready: handle !== null });
