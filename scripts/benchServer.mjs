// Shared by the browser benchmarks (scripts/bench-*.mjs): the demo server, sign-in and figures.
// Not named bench-*.mjs, so `npm run bench` does not run it on its own.
import { spawn, spawnSync } from 'node:child_process';

async function waitForServer(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`No server at ${url}`);
}

/**
 * The app to measure: BENCH_URL when set (a running server), else the demo built into
 * dist-e2e-bench and served with `vite preview` on `port` (`dev: true`: the dev server instead).
 * Answers once the server is up; `stop()` ends the server it started.
 */
export async function startDemo(port, { dev = false, waitMs = 120_000 } = {}) {
  let base = process.env.BENCH_URL;
  let server = null;
  if (!base) {
    base = `http://127.0.0.1:${port}`;
    const serve = ['--host', '127.0.0.1', '--port', String(port), '--strictPort'];
    let args = ['vite', '--mode', 'development', ...serve];
    if (!dev) {
      console.log('building the demo (vite build --mode demo --outDir dist-e2e-bench)…');
      const build = spawnSync('npx', ['vite', 'build', '--mode', 'demo', '--outDir', 'dist-e2e-bench'], { stdio: 'ignore' });
      if (build.status !== 0) throw new Error('The demo build failed');
      args = ['vite', 'preview', '--mode', 'demo', '--outDir', 'dist-e2e-bench', ...serve];
    }
    server = spawn('npx', args, { stdio: 'ignore', detached: true });
  }
  const stop = () => {
    if (!server?.pid) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    await waitForServer(base, waitMs);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

/** Signs in as the demo manager on the sign-in page and waits to leave it. */
export async function signInAsManager(page, base) {
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('Email').fill('manager@storeops.test');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

/** Median, 95th percentile and maximum of timings (nearest rank). */
export const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
};

export const ms = (n) => `${n.toFixed(1)} ms`;

/** Debian's Chromium with the flags this machine needs (no background networking). */
export function launchChromium(chromium) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * `count` inventory items of one store in the mock's stored shape, deterministic (a fixed
 * linear congruential sequence), named from `names` and spread over areas and `categories`.
 */
export function seedInventoryItems({ count, store, names, categories, areas }) {
  let s = 12345;
  const rnd = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, (_, i) => {
    const par = 4 + Math.floor(rnd() * 20);
    return {
      id: `bench-${i + 1}`,
      storeId: store,
      productId: null,
      supplierId: `sup-${String(1 + (i % 30)).padStart(3, '0')}`,
      name: `${names[i % names.length]} ${Math.floor(i / names.length) + 1}`,
      category: categories[i % categories.length],
      storageArea: areas[i % areas.length],
      countOrder: i,
      unit: 'case',
      amount: Math.round(rnd() * par * 1.2 * 10) / 10,
      parLevel: par,
      minAmount: Math.round(par * 0.3),
      unitCost: Math.round((2 + rnd() * 60) * 100) / 100,
      active: true,
      lastCountedAt: new Date(Date.now() - Math.floor(rnd() * 9e8)).toISOString(),
    };
  });
}
