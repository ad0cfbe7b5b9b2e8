// Benchmark (not a test): renders the inventory overview with 5,000 items for one store and
// times each filter keystroke in Chromium. Target: under 50 ms per keystroke.
//
//   npm run bench                      (runs every scripts/bench-*.mjs)
//   node scripts/bench-inventory.mjs   (this one; BENCH_URL=http://127.0.0.1:5173 uses a running server)
//
// Without BENCH_URL it builds the demo (mock API on, production React) into dist-e2e-bench and
// serves it with `vite preview` on BENCH_PORT (default 4399); BENCH_DEV=1 uses the dev server
// instead (development React: slower). The server is stopped at the end. The 5,000 items are
// written into the mock's storage before the app loads.
import { chromium } from 'playwright';
import { launchChromium, ms, seedInventoryItems, signInAsManager, startDemo, stats } from './benchServer.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4399);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);
const STORE = 'store-1';
const AREAS = ['Walk-in cooler', 'Freezer', 'Dry store', 'Bar', 'Front counter', 'Cleaning cupboard'];
const CATEGORIES = ['Produce', 'Dairy', 'Meat & fish', 'Bakery', 'Dry goods', 'Beverages', 'Coffee & tea', 'Cleaning', 'Packaging'];
const NAMES = [
  'Tomatoes',
  'Lettuce',
  'Lemons',
  'Onions',
  'Potatoes',
  'Avocados',
  'Whole milk',
  'Oat drink',
  'Butter',
  'Cream',
  'Mozzarella',
  'Eggs',
  'Chicken breast',
  'Beef mince',
  'Smoked salmon',
  'Bacon',
  'Sourdough loaf',
  'Croissants',
  'Bagels',
  'Flour',
  'Sugar',
  'Basmati rice',
  'Spaghetti',
  'Olive oil',
  'Sea salt',
  'Sparkling water',
  'Orange juice',
  'Cola',
  'Craft lager',
  'House red wine',
  'Espresso beans',
  'Decaf beans',
  'Green tea',
  'Chai syrup',
  'Dish detergent',
  'Surface sanitiser',
  'Paper towels',
  'Takeaway cups',
  'Cup lids',
  'Paper bags',
  'Napkins',
];

const seedItems = () => seedInventoryItems({ count: ITEMS, store: STORE, names: NAMES, categories: CATEGORIES, areas: AREAS });

let stopServer = () => {};
let browser = null;
try {
  const demo = await startDemo(PORT, { dev: process.env.BENCH_DEV === '1' });
  const { base } = demo;
  stopServer = demo.stop;

  browser = await launchChromium(chromium);
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const json = JSON.stringify(seedItems());
  // Before any app code runs: the mock API reads its collections from here.
  await page.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key, value);
    },
    ['storeops.mock.inventoryItems', json],
  );

  await signInAsManager(page, base);
  // Warm-up: the page's code is fetched and compiled once, as a returning user has it cached.
  await page.goto(`${base}/inventory`);
  await page.locator(`table[aria-rowcount="${ITEMS + 1}"]`).waitFor({ timeout: 120_000 });

  const renders = [];
  for (let run = 0; run < 3; run += 1) {
    await page.goto(`${base}/inventory`);
    const t = await page.evaluate(
      (rowcount) =>
        new Promise((resolve) => {
          const done = () => requestAnimationFrame(() => resolve(performance.now()));
          if (document.querySelector(`table[aria-rowcount="${rowcount}"]`)) return done();
          const observer = new MutationObserver(() => {
            if (document.querySelector(`table[aria-rowcount="${rowcount}"]`)) {
              observer.disconnect();
              done();
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
      ITEMS + 1,
    );
    renders.push(t);
  }

  // In-app navigation (the data is cached): from the new-item form back to the overview (Cancel).
  const spa = [];
  for (let run = 0; run < 5; run += 1) {
    await page.getByRole('main').getByRole('link', { name: 'New item' }).click();
    await page.getByRole('heading', { level: 1, name: 'New inventory item' }).waitFor();
    const t = await page.evaluate(
      (rowcount) =>
        new Promise((resolve) => {
          const link = [...document.querySelectorAll('main a')].find((a) => a.textContent?.trim() === 'Cancel');
          const t0 = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelector(`table[aria-rowcount="${rowcount}"]`)) {
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - t0));
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
          link?.click();
        }),
      ITEMS + 1,
    );
    spa.push(t);
  }

  // Filter keystrokes: type, then delete, then type again (22 keystrokes), each timed from the
  // input event to the next animation frame after the table shows the new rows.
  const search = page.getByLabel('Search items');
  await search.focus();
  const steps = [];
  const words = ['croissant', '', 'milk 1'];
  let current = '';
  for (const word of words) {
    if (word === '') {
      while (current.length > 0) steps.push((current = current.slice(0, -1)));
    } else {
      for (const ch of word) steps.push((current += ch));
    }
  }
  const keystrokes = [];
  for (const value of steps) {
    const result = await page.evaluate(async (next) => {
      const input = document.getElementById('inv-search');
      const status = [...document.querySelectorAll('[role="status"]')].find((el) => /of [\d,]+ items/.test(el.textContent ?? ''));
      const before = status?.textContent;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const t0 = performance.now();
      setter.call(input, next);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => requestAnimationFrame(() => r()));
      const t1 = performance.now();
      const after = [...document.querySelectorAll('[role="status"]')].find((el) =>
        /of [\d,]+ items/.test(el.textContent ?? ''),
      )?.textContent;
      return { ms: t1 - t0, changed: before !== after, after };
    }, value);
    keystrokes.push(result);
  }
  const times = keystrokes.map((k) => k.ms);
  const s = stats(times);
  const r = stats(renders);
  const n = stats(spa);
  console.log(`inventory overview, ${ITEMS} items, Chromium (${base})`);
  console.log(
    `  full page load to rows shown (boot + sign-in restore + mock API + render), 3 runs: median ${ms(r.median)}, max ${ms(r.max)}`,
  );
  console.log(`  in-app navigation to the overview (cached data), 5 runs: median ${ms(n.median)}, max ${ms(n.max)}`);
  console.log(
    `  filter keystroke → rows updated (next frame), ${times.length} keystrokes: median ${ms(s.median)}, p95 ${ms(s.p95)}, max ${ms(s.max)}`,
  );
  console.log(
    `  result count changed on ${keystrokes.filter((k) => k.changed).length} of ${keystrokes.length} keystrokes; last: "${keystrokes.at(-1)?.after}"`,
  );
  if (process.env.BENCH_VERBOSE) console.log(steps.map((v, i) => `    "${v}": ${ms(times[i])}`).join('\n'));
  console.log(`  target < 50 ms per keystroke: ${s.p95 < 50 ? 'met' : 'NOT met'} (p95)`);
} finally {
  await browser?.close();
  stopServer();
}
