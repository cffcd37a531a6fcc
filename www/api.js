// The Wertung core for JavaScript: see api-example.html and the README.
import initModule from './{{api_js}}';
export * from './{{api_js}}';
export default function init(options) {
  return initModule(options ?? { module_or_path: new URL('./{{api_wasm}}', import.meta.url) });
}
