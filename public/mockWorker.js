/* The embedded mock API's service worker (dev server and `--mode demo` builds; production builds
 * drop this file and mockServiceWorker.js, see vite.config.ts).
 *
 * MSW's own worker (mockServiceWorker.js, written by `msw init`) sends every request of the page
 * to the page and waits for its answer, static assets included, then sends each answer's body to
 * the page once more. While the page is busy starting up, its chunks wait on that round trip.
 * Only the API needs the mock: a same-origin request outside the API root (`?api=` of this
 * script's URL) bypasses MSW here and goes to the network as without a worker (issue #19).
 */
const apiRoot = new URL(self.location.href).searchParams.get('api') || '/api/';

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && !url.pathname.startsWith(apiRoot)) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
