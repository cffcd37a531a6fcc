// Service worker of Wertung. scripts/post-build.mjs fills in the version and the exact list of
// files of this build (their hashed names), so an installed app works offline and a new build
// replaces the old one instead of serving it forever.
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
// The rest of both pages (the tournament page, the second modules): fetched once the files of
// the first visit are cached, so that after one visit of either page both load offline.
const OFFLINE = __OFFLINE__;
// The content hash of every file above (its SHA-256 as a fetch's integrity, `sha256-…`), as
// this release wrote it: what the install caches must be this release's, never an older file.
const HASHES = __HASHES__;
const CACHE = 'wertung-' + VERSION;
// Files shared to the app (the manifest's share_target) until the tournament page takes them
// (www/open.js), and files dropped on the calculator.
const SHARED = 'wertung-shared';

// Files of a release uploaded over an older one (by FTP, dated by the upload or not at all) may
// sit in the browser's HTTP cache from a month ago: the install asks the server past that cache
// and has the browser check each answer against this release's hash (the fetch's integrity). A
// file that differs (an older file still cached by a proxy, an upload not yet finished) fails
// the install: the release in use stays, whole, and the next visit tries again. The browser
// checks the bytes as they arrive and hands them to the cache unread by this script, so the
// installed worker holds no copy of the files it cached.
async function fetchChecked(url) {
  let response;
  try {
    response = await fetch(url, { cache: 'reload', integrity: HASHES[url] ?? '' });
  } catch (error) {
    throw new Error(`${url} is not of release ${VERSION} (${error.message})`);
  }
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then(async (cache) => {
    const first = await Promise.all(PRECACHE.map(async (url) => [url, await fetchChecked(url)]));
    await Promise.all(first.map(([url, response]) => cache.put(url, response)));
    // One file that cannot be fetched now (or not yet as this release's) is fetched when first
    // used (see 'fetch'; the host revalidates every file without a hash in its name).
    await Promise.allSettled(OFFLINE.map(async (url) => cache.put(url, await fetchChecked(url))));
  }).catch(async (error) => {
    // Nothing of a release that is not whole is kept.
    await caches.delete(CACHE);
    throw error;
  }));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys
        .filter((k) => k.startsWith('wertung-') && k !== CACHE && k !== SHARED)
        .map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The page asks a waiting new version to take over when the user agrees.
self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

// The share target: a file or text shared to the installed app on a phone arrives as
// a POST here; it is kept in the Cache SHARED and the tournament page opened to take it. It
// never leaves the device.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || url.origin !== self.location.origin || !url.pathname.endsWith('/share')) return;
  event.respondWith((async () => {
    const data = await event.request.formData();
    const cache = await caches.open(SHARED);
    let n = 0;
    for (const f of data.getAll('files')) {
      if (typeof f === 'string') continue;
      await cache.put(`./shared/${n++}`, new Response(f, { headers: { 'x-name': encodeURIComponent(f.name) } }));
    }
    const text = ['title', 'text', 'url'].map((k) => data.get(k)).filter((v) => typeof v === 'string' && v.trim()).join('\n');
    if (text && n === 0) await cache.put('./shared/text', new Response(text, { headers: { 'x-text': '1' } }));
    return Response.redirect(new URL('./turnier.html?shared=1', self.registration.scope).href, 303);
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // The calculation lives in the query string: the page is the same for every query.
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    try {
      // Other files of this origin (the tournament page, the API) are cached when first used.
      const response = await fetch(request);
      if (response.ok && response.type === 'basic') cache.put(request, response.clone());
      return response;
    } catch (offline) {
      if (request.mode === 'navigate') {
        const page = (await cache.match('./', { ignoreSearch: true })) || (await cache.match('./index.html', { ignoreSearch: true }));
        if (page) return page;
      }
      throw offline;
    }
  })());
});
