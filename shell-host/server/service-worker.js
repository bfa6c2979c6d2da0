/* global self, caches */
/* The shell's service worker (spec 1 §7, §9), served at /sw.js with Cache-Control: no-store.
 *
 * It caches only the shell's own content-hashed files (immutable: a new build has new names) and
 * answers everything else from the network as if it were not there: pages, /api, /remotes.json and
 * every remote's remoteEntry.js (the remotes are redeployed independently, so their entries must
 * always come fresh). Nothing cross-origin is touched. It runs under the page's CSP (worker-src 'self'),
 * and loads nothing itself.
 */
var SHELL_CACHE = 'shell-hashed-v1';
var HASHED_FILE = /\/[^/]*\.[0-9a-f]{8}\.(js|css)$/;

/** Whether a GET to this URL may be answered from the cache (scopeOrigin: the site's origin). */
function isCacheable(url, scopeOrigin) {
  var u = new URL(url);
  return u.origin === scopeOrigin && !/remoteEntry\.js$/.test(u.pathname) && HASHED_FILE.test(u.pathname);
}

if (typeof self !== 'undefined' && typeof self.registration !== 'undefined') {
  self.addEventListener('install', function () {
    self.skipWaiting();
  });
  self.addEventListener('activate', function (event) {
    event.waitUntil(
      caches.keys().then(function (keys) {
        return Promise.all(
          keys
            .filter(function (k) {
              return k !== SHELL_CACHE;
            })
            .map(function (k) {
              return caches.delete(k);
            }),
        );
      }),
      // no clients.claim(): a page that booted without the worker keeps loading its chunks from the
      // network; the worker answers from the next navigation on (a takeover mid-boot broke chunk loads)
    );
  });
  self.addEventListener('fetch', function (event) {
    var req = event.request;
    if (req.method !== 'GET' || !isCacheable(req.url, self.location.origin)) return;
    event.respondWith(
      caches.open(SHELL_CACHE).then(function (cache) {
        return cache.match(req).then(function (hit) {
          return (
            hit ||
            fetch(req).then(function (res) {
              if (res.ok) cache.put(req, res.clone());
              return res;
            })
          );
        });
      }),
    );
  });
}
