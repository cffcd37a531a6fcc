// The Wertung core for JavaScript: see api-example.html and the README.
//
// A panic of the module (src/web/panic.rs: its message and place are written to the console)
// ends its instance: that call throws an Error saying so, and a fresh instance is started at
// once, which the next call uses (a call meanwhile throws that it is starting again).
import initModule, * as first from './{{api_js}}';

let api = first;
let given;
let panicked = null;
let loads = 0;
let restarting = false;
const pagePanicked = globalThis.wertungPanicked;
globalThis.wertungPanicked = (module, report) => {
  if (module === 'api') panicked = report;
  else pagePanicked?.(module, report);
};
const wasmUrl = () => new URL('./{{api_wasm}}' + (loads ? '&n=' + loads : ''), import.meta.url);

export default function init(options) {
  given = options;
  return initModule(options ?? { module_or_path: wasmUrl() });
}

// A fresh instance: the module imported again under another address (a module instance is
// initialised once), with what the page gave to init.
async function restart() {
  restarting = true;
  loads += 1;
  try {
    const fresh = await import('./{{api_js}}&n=' + loads);
    await fresh.default(given ?? { module_or_path: wasmUrl() });
    api = fresh;
  } finally {
    restarting = false;
  }
}

function call(name, args) {
  if (restarting) throw new Error('Wertung: the module is starting again after an error; please call again.');
  panicked = null;
  try {
    return api[name](...args);
  } catch (e) {
    if (panicked === null && !(e instanceof WebAssembly.RuntimeError)) throw e;
    const report = panicked ?? String(e);
    panicked = null;
    restart().catch((err) => console.error('wertung-api', err));
    throw new Error(`Wertung: an error in the program stopped this call (${report}); it starts again for the next call.`);
  }
}

/** A tournament evaluated (see the README). */
export const evaluate = (...args) => call('evaluate', args);
/** A single player's estimate (see the README). */
export const estimate = (...args) => call('estimate', args);
/** A player's FIDE Elo after a tournament (see the README). */
export const fideEstimate = (...args) => call('fideEstimate', args);
export const initSync = (...args) => first.initSync(...args);
