// Benchmark (not a test): the count screen (/inventory/patch) with 2,000 active items in one store,
// timing a move between count fields: a typed amount, Enter, until the next field has the focus
// (the next animation frame after it). Target: under 100 ms.
//
//   npm run bench                  (runs every scripts/bench-*.mjs)
//   node scripts/bench-count.mjs   (this one; BENCH_URL=http://127.0.0.1:5173 uses a running server)
//
// Like bench-inventory.mjs: without BENCH_URL it builds the demo and serves it on BENCH_PORT
// (default 4398); the items are written into the mock's storage before the app loads.
import { chromium } from 'playwright';
import { launchChromium, ms, seedInventoryItems, signInAsManager, startDemo, stats } from './benchServer.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4398);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 2000);
const MOVES = Number(process.env.BENCH_MOVES ?? 60);
const STORE = 'store-1';
const AREAS = ['Walk-in cooler', 'Freezer', 'Dry store', 'Bar', 'Front counter', 'Cleaning cupboard'];
const CATEGORIES = ['Produce', 'Dairy', 'Meat & fish', 'Bakery', 'Dry goods', 'Beverages'];
const NAMES = ['Tomatoes', 'Lettuce', 'Lemons', 'Onions', 'Potatoes', 'Milk', 'Butter', 'Eggs', 'Flour', 'Sugar', 'Cola', 'Napkins'];

const seedItems = () => seedInventoryItems({ count: ITEMS, store: STORE, names: NAMES, categories: CATEGORIES, areas: AREAS });

let stopServer = () => {};
let browser = null;
try {
  const demo = await startDemo(PORT, { dev: process.env.BENCH_DEV === '1' });
  const { base } = demo;
  stopServer = demo.stop;
  browser = await launchChromium(chromium);
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.addInitScript(
    ([key, value]) => {
      // Once: the count's own writes must survive the reloads of the sign-in.
      if (!localStorage.getItem('bench.count.seeded')) {
        localStorage.setItem(key, value);
        localStorage.setItem('bench.count.seeded', '1');
      }
    },
    ['storeops.mock.inventoryItems', JSON.stringify(seedItems())],
  );
  await signInAsManager(page, base);
  await page.goto(`${base}/inventory/patch`);
  const start = page.getByRole('button', { name: 'Start count' });
  await page.getByRole('heading', { level: 1, name: 'Update inventory' }).waitFor({ timeout: 120_000 });
  const first = page.getByRole('main').getByRole('textbox').first();
  // A count may be open already (the mock keeps it): then its fields come instead of the button.
  await start.or(first).waitFor({ timeout: 120_000 });
  if (await start.isVisible()) await start.click();
  await first.waitFor({ timeout: 120_000 });
  const drawn = await page.getByRole('main').getByRole('textbox').count();
  await first.focus();

  const moves = [];
  for (let i = 0; i < MOVES; i += 1) {
    const result = await page.evaluate(
      async (value) => {
        const input = document.activeElement;
        if (!(input instanceof HTMLInputElement)) return { ms: Number.NaN, moved: false };
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setter.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((r) => requestAnimationFrame(() => r()));
        const t0 = performance.now();
        input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
        // The next field may be drawn only after a scroll (virtual list): wait for the focus, a frame at a time.
        for (let frame = 0; frame < 120 && document.activeElement === input; frame += 1) {
          await new Promise((r) => requestAnimationFrame(() => r()));
        }
        await new Promise((r) => requestAnimationFrame(() => r()));
        const label = document.activeElement instanceof HTMLInputElement && document.activeElement.labels?.[0]?.textContent;
        return { ms: performance.now() - t0, moved: document.activeElement !== input && Boolean(label) };
      },
      String(10 + (i % 30)),
    );
    moves.push(result);
  }
  const times = moves.map((m) => m.ms);
  const s = stats(times);
  console.log(`count screen, ${ITEMS} items, Chromium (${base})`);
  console.log(`  count fields drawn at once: ${drawn} (of ${ITEMS})`);
  console.log(
    `  move to the next count field (Enter → next labelled field focused, next frame), ${times.length} moves: median ${ms(s.median)}, p95 ${ms(s.p95)}, max ${ms(s.max)}`,
  );
  console.log(`  focus moved to a labelled field on ${moves.filter((m) => m.moved).length} of ${moves.length} moves`);
  console.log(`  target < 100 ms per move: ${s.p95 < 100 ? 'met' : 'NOT met'} (p95)`);
} finally {
  await browser?.close();
  stopServer();
}
