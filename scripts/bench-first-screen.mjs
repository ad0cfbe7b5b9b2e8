// Benchmark (not a test): the first screens of the production build beside a bare stack.
//
//   npm run bench                          (runs every scripts/bench-*.mjs)
//   node scripts/bench-first-screen.mjs    (this one)
//
// It builds StoreOps for production (mocking off) and the bare stack of scripts/bare-stack/ (the
// same React, Redux Toolkit, react-redux, React Router and Bootstrap CSS, one eagerly imported
// sign-in page) into a temp dir, serves both from a small static server and opens them in one
// Chromium, a fresh context per run, in rotating order. The static server fakes the API and
// answers at once. Figures, medians over BENCH_RUNS (default 15) after one warm-up round:
//   - bare stack: its first screen (the sign-in form) visible;
//   - sign-in: /sign-in's form visible (target: at most 1.15x the bare stack);
//   - /suppliers: the first rows of the supplier list after a session restored from
//     localStorage (target: at most 1.6x the bare stack's first screen).
// "Visible" is the first animation frame in which the element is in the DOM and laid out.
// BENCH_TRACE=1 prints each page's resource timeline. BENCH_CPU=1 also records a Chromium trace
// per run and prints the renderer main thread's busy time until the element is seen (top-level
// tasks): where that is close to the figure itself, the page is bound by its main thread's work
// (script compile and run, React render, style and layout) and not by waiting for the network.
// BENCH_WARM=1 measures what a returning user sees: each run opens the page WARM_LOADS times in its
// context first, with the hashed assets cached as a deployment serves them (immutable), so the
// measured load takes scripts from the HTTP cache and their compiled code from V8's code cache.
// BENCH_APP_DIST=<dir> measures an existing production build instead of building one (e.g. a
// build of main, to compare). BENCH_BASE_DIST=<dir> measures a second build (an older commit's) in
// the same rotation and prints its figures beside: two builds measured in separate runs differ by
// more than a change does (the machine's speed drifts from minute to minute), one rotation does not.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { FIRST_SUPPLIER, profile, serve, store, unknownCalls } from './benchStaticServer.mjs';

// 15 runs: a figure moves by up to 20 % from run to run even on an idle machine.
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const CPU = Boolean(process.env.BENCH_CPU);
const WARM = Boolean(process.env.BENCH_WARM);
/** Chromium keeps a script's compiled code once it has run it twice: the third load on is warm. */
const WARM_LOADS = 3;
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing', 'loading', 'v8'];

const tmp = mkdtempSync(join(tmpdir(), 'storeops-bench-'));
const appDist = process.env.BENCH_APP_DIST ?? join(tmp, 'app');
const bareDist = join(tmp, 'bare');

function build(args, label) {
  const started = Date.now();
  const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error(`${label}: the build failed`);
  console.log(`built ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Records performance.now() at the first animation frame in which `check` holds. */
function probe(kind) {
  const laidOut = (el) => el instanceof HTMLElement && el.getClientRects().length > 0;
  const checks = {
    form: () => laidOut(document.querySelector('input[type="email"]')) && laidOut(document.querySelector('button[type="submit"]')),
    rows: (name) => [...document.querySelectorAll('td')].some((td) => laidOut(td) && td.textContent.includes(name)),
  };
  const [what, arg] = kind;
  const tick = () => {
    if (checks[what](arg)) window.__benchAt = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

function presetSession([token, userData, storeId]) {
  localStorage.setItem('accessToken', token);
  localStorage.setItem('userData', userData);
  localStorage.setItem('currentStoreId', storeId);
}

async function measure(browser, base, path, kind, { session = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    if (session) await page.addInitScript(presetSession, ['bench-token', JSON.stringify({ ...profile, currentStore: store }), store.id]);
    await page.addInitScript(probe, kind);
    for (let i = 0; i < (WARM ? WARM_LOADS : 0); i += 1) {
      await page.goto(`${base}${path}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => typeof window.__benchAt === 'number', undefined, { timeout: 20_000 });
      await page.waitForTimeout(300); // V8 writes its code cache after the load
    }
    if (CPU) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => typeof window.__benchAt === 'number', undefined, { timeout: 20_000 });
    const seenAt = await page.evaluate(() => window.__benchAt);
    const busy = CPU ? mainThreadBusy(JSON.parse((await browser.stopTracing()).toString()).traceEvents, base, seenAt) : null;
    if (process.env.BENCH_TRACE) {
      // Where the time goes: each resource's start and end, and the document's milestones (ms).
      const trace = await page.evaluate(() => {
        const [nav] = performance.getEntriesByType('navigation');
        const lines = performance
          .getEntriesByType('resource')
          .map(
            (e) =>
              `    ${e.name.replace(location.origin, '').padEnd(48)} ${e.startTime.toFixed(0).padStart(5)} ${e.responseEnd.toFixed(0).padStart(5)}`,
          );
        return [
          `  ${location.pathname}: domInteractive ${nav.domInteractive.toFixed(0)}, DOMContentLoaded ${nav.domContentLoadedEventEnd.toFixed(0)}, seen ${window.__benchAt.toFixed(0)}`,
          ...lines,
        ].join('\n');
      });
      console.log(trace);
    }
    return { ms: seenAt, busy };
  } finally {
    await context.close();
  }
}

/**
 * The renderer main thread's busy time (ms) from the navigation start until `seenAt`: the summed
 * length of its top-level trace events (tasks), each cut at `seenAt`.
 */
function mainThreadBusy(events, base, seenAt) {
  const nav = events.find((e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').startsWith(base));
  if (!nav) return null;
  const end = nav.ts + seenAt * 1000;
  const tasks = events
    .filter((e) => e.ph === 'X' && e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts && e.ts < end)
    .sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let coveredUntil = nav.ts;
  for (const e of tasks) {
    const stop = Math.min(e.ts + (e.dur ?? 0), end);
    if (stop <= coveredUntil) continue; // nested in a task already counted
    busy += stop - Math.max(e.ts, coveredUntil);
    coveredUntil = stop;
  }
  return busy / 1000;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

let browser = null;
const servers = [];
try {
  if (!process.env.BENCH_APP_DIST) build(['--outDir', appDist, '--emptyOutDir'], 'StoreOps (production, mocking off)');
  build(['--config', 'scripts/bare-stack/vite.config.mjs', '--outDir', bareDist, '--emptyOutDir'], 'the bare stack');
  const baseDist = process.env.BENCH_BASE_DIST;
  const [app, bare, base] = await Promise.all([serve(appDist, true), serve(bareDist), baseDist ? serve(baseDist, true) : null]);
  servers.push(app, bare, ...(base ? [base] : []));
  const appBase = `http://127.0.0.1:${app.address().port}`;
  const bareBase = `http://127.0.0.1:${bare.address().port}`;
  const baseBase = base ? `http://127.0.0.1:${base.address().port}` : null;

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const scenarios = [
    { key: 'bare', run: () => measure(browser, bareBase, '/sign-in', ['form']) },
    { key: 'signIn', run: () => measure(browser, appBase, '/sign-in', ['form']) },
    { key: 'suppliers', run: () => measure(browser, appBase, '/suppliers', ['rows', FIRST_SUPPLIER], { session: true }) },
    ...(baseBase
      ? [
          { key: 'baseSignIn', run: () => measure(browser, baseBase, '/sign-in', ['form']) },
          { key: 'baseSuppliers', run: () => measure(browser, baseBase, '/suppliers', ['rows', FIRST_SUPPLIER], { session: true }) },
        ]
      : []),
  ];
  const figures = { bare: [], signIn: [], suppliers: [], baseSignIn: [], baseSuppliers: [] };
  for (let round = 0; round <= RUNS; round += 1) {
    // Rotating order, so no scenario always runs first (or right after the same one).
    for (let i = 0; i < scenarios.length; i += 1) {
      const scenario = scenarios[(round + i) % scenarios.length];
      const result = await scenario.run();
      if (round > 0) figures[scenario.key].push(result); // round 0 warms the browser up
    }
  }

  const ms = (key) => figures[key].map((r) => r.ms);
  const bareMs = median(ms('bare'));
  const signInMs = median(ms('signIn'));
  const suppliersMs = median(ms('suppliers'));
  const row = (label, key, value, target) => {
    const ratio = value / bareMs;
    const verdict = target ? `  ${ratio.toFixed(2)}x bare (target <= ${target}x: ${ratio <= target ? 'met' : 'NOT met'})` : '';
    const busy = figures[key].map((r) => r.busy).filter((b) => b !== null);
    const cpu = busy.length > 0 ? `  main thread busy ${median(busy).toFixed(0)} ms` : '';
    console.log(`  ${label.padEnd(34)} ${value.toFixed(1).padStart(7)} ms${verdict}${cpu}`);
  };
  const mode = WARM ? `warm: after ${WARM_LOADS} loads in the same context` : 'cold: a fresh context per run';
  console.log(`first screens, production build vs bare stack (median of ${RUNS}, Chromium, API answering at once, ${mode})`);
  row('bare stack: first screen', 'bare', bareMs);
  row('StoreOps /sign-in: form visible', 'signIn', signInMs, 1.15);
  row('StoreOps /suppliers: first rows', 'suppliers', suppliersMs, 1.6);
  if (baseBase) {
    const baseSignIn = median(ms('baseSignIn'));
    const baseSuppliers = median(ms('baseSuppliers'));
    row('base build /sign-in: form visible', 'baseSignIn', baseSignIn);
    row('base build /suppliers: first rows', 'baseSuppliers', baseSuppliers);
    const diff = (value, base) => `${value >= base ? '+' : ''}${(value - base).toFixed(1)} ms (${((value / base - 1) * 100).toFixed(1)} %)`;
    console.log(`  this build against the base: /sign-in ${diff(signInMs, baseSignIn)}, /suppliers ${diff(suppliersMs, baseSuppliers)}`);
  }
  const runs = (key) =>
    ms(key)
      .map((v) => v.toFixed(0))
      .join(' ');
  console.log(`  runs (ms): bare ${runs('bare')} | sign-in ${runs('signIn')} | suppliers ${runs('suppliers')}`);
  if (unknownCalls.size > 0) console.log(`  other API calls (answered with []): ${[...unknownCalls].sort().join(', ')}`);
} finally {
  await browser?.close();
  for (const server of servers) server.close();
  rmSync(tmp, { recursive: true, force: true });
}
