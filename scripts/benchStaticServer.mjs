// Shared by scripts/bench-first-screen.mjs: a static server for a built app that also fakes the
// API, answering at once with a bench user who may open every page and a list of suppliers.
// Not named bench-*.mjs, so `npm run bench` does not run it on its own.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const SUPPLIER_COUNT = 25;
/** The first row of the faked supplier list. */
export const FIRST_SUPPLIER = 'Bench Supplier 001';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * A static server for a built app: files as they are, every other path gets index.html. With
 * `api`, it also is the faked API (see `fakeApi`). The API is served here rather than through
 * Playwright's page.route: request interception sends every request of the page (the document
 * and each chunk too) through the driver, which slows the app's figures and not the bare stack's,
 * which makes no API call.
 */
export function serve(dir, api = false) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (api && url.pathname.startsWith('/api/')) {
      const body = fakeApi(req.method ?? 'GET', url.pathname.slice('/api/'.length));
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(body));
      return;
    }
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    // Hashed assets are immutable in a deployment; cold runs use a fresh context, so only warm
    // runs (BENCH_WARM) reuse them.
    const cache = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': cache });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Every permission id of src/config/permissions.ts (the shared ones) and of each module's
 * permissions.ts (issue #42: a module declares its own): the bench user may open every page.
 */
function allPermissions() {
  const files = [
    'src/config/permissions.ts',
    ...readdirSync('src/modules')
      .map((m) => join('src/modules', m, 'permissions.ts'))
      .filter((file) => existsSync(file)),
  ];
  const source = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  return [...new Set([...source.matchAll(/'([a-z_]+\.[a-z]+|perm_[0-9a-f]+)'/g)].map((m) => m[1]))];
}

const permissions = allPermissions();
export const store = { id: 'store-1', name: 'Bench Store', roles: ['owner'], permissions };
export const profile = {
  userId: 'user-bench',
  userName: 'Bench User',
  email: 'bench@storeops.test',
  stores: [store],
  currentStoreId: store.id,
  globalPermissions: permissions,
};
const suppliers = Array.from({ length: SUPPLIER_COUNT }, (_, i) => {
  const n = String(i + 1).padStart(3, '0');
  return {
    id: `sup-${n}`,
    name: `Bench Supplier ${n}`,
    customerAccountNo: `C-${n}`,
    contactName: 'Alex Example',
    email: `sales${n}@example.test`,
    orderEmail: `orders${n}@example.test`,
    phone: '+49 30 000000',
    address: { street: 'Main St 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
    vatId: `DE${n}000000`,
    paymentTermsDays: 14,
    minOrderValue: 100,
    deliveryWeekdays: [1, 3, 5],
    orderCutoffTime: '14:00',
    leadTimeDays: 1,
    notes: '',
    status: 'active',
  };
});

export const unknownCalls = new Set();
/** The faked API: answers at once; a call it does not know gets an empty list (and is listed). */
function fakeApi(method, path) {
  if (method === 'GET' && path === 'v1/user') return profile;
  if (method === 'GET' && path === 'v1/supplier') return suppliers;
  unknownCalls.add(`${method} ${path}`);
  return [];
}
