// A static server for a built site (dist/) as a host serves it: each file with its type and
// gzip-compressed where the browser accepts it (Apache's mod_deflate, nginx's gzip), asked
// again at each visit (`no-cache`). The browser tests and benchmarks serve dist/ with it, and
// `scripts/serve.sh` serves the app with it, so that what is measured on it is what users get:
// Trunk's own server sends every file uncompressed, the calculator's module about 2,4 times
// its compressed size.
//   node scripts/static-server.mjs [folder] [--port N]   (default dist/ and 8080, 127.0.0.1)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join, extname, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json', '.json': 'application/json',
};

/// The content type of a path by its ending.
export const typeOf = (path) => types[extname(path)] ?? 'application/octet-stream';

/// Compressed bodies, by file: made once per content, as a host keeps them.
const gzipped = new Map();

/// Answers `body`, gzip-compressed where the client accepts it; `key` names the file whose
/// compressed form is kept (none: compressed each time).
export function send(req, res, status, headers, body, key) {
  if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 256) {
    let z = key && gzipped.get(key);
    if (!z || !z.source.equals(body)) {
      z = { source: body, data: gzipSync(body, { level: 9 }) };
      if (key) gzipped.set(key, z);
    }
    res.writeHead(status, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
    res.end(z.data);
  } else {
    res.writeHead(status, headers);
    res.end(body);
  }
}

/// A server (not yet listening) for the files of `folder`. `before(path)` is awaited before a
/// request is answered; `override(path)` may give other content for a path.
export function staticServer(folder, { before = async () => {}, override = () => null } = {}) {
  const base = resolve(folder);
  return createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    await before(path);
    const other = await override(path);
    if (other) {
      send(req, res, 200, { 'content-type': typeOf(path), 'cache-control': 'no-cache' }, Buffer.from(other));
      return;
    }
    const file = normalize(join(base, path.endsWith('/') ? path + 'index.html' : path));
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (data) => send(req, res, 200, { 'content-type': typeOf(file), 'cache-control': 'no-cache' }, data, file),
      () => res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found'),
    );
  });
}

// Run as a program: serve the folder until stopped.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--port');
  const port = Number(at >= 0 ? args[at + 1] : process.env.PORT ?? 8080);
  const folder = args.find((a, i) => !a.startsWith('--') && i !== at + 1) ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist');
  if (!(await stat(folder).catch(() => null))?.isDirectory()) {
    console.error(`static-server: ${folder} is no folder (build the site first: trunk build --release)`);
    process.exit(2);
  }
  staticServer(folder).listen(port, '127.0.0.1', () => console.log(`Serving ${folder} on http://127.0.0.1:${port}/ (gzip)`));
}
