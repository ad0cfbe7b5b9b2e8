// Benchmark (not a test): renders the supplier list with 5,000 suppliers and times each filter
// keystroke in Chromium. Target: under 100 ms per keystroke.
//
//   npm run bench                      (runs every scripts/bench-*.mjs)
//   node scripts/bench-suppliers.mjs   (this one; BENCH_URL=http://127.0.0.1:5173 uses a running server)
//
// Without BENCH_URL it builds the demo (mock API on, production React) into dist-e2e-bench and
// serves it with `vite preview` on BENCH_PORT (default 4397); BENCH_DEV=1 uses the dev server
// instead (development React: slower). The server is stopped at the end. The 5,000 suppliers are
// written into the mock's storage before the app loads.
//
// Figures: the full page load until the rows show; each keystroke from the input event to the
// next frame (what typing feels like: the page must not freeze); and, per search, the time from
// the last keystroke until the table shows the search call's answer (includes the search's
// 250 ms debounce and the mock API's answer, so it is not held to the keystroke target).
import { chromium } from 'playwright';
import { launchChromium, ms, signInAsManager, startDemo, stats } from './benchServer.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4397);
const COUNT = Number(process.env.BENCH_SUPPLIERS ?? 5000);
const CITIES = ['Berlin', 'Hamburg', 'München', 'Köln', 'Leipzig', 'Potsdam', 'Dresden', 'Bremen'];
const KINDS = ['Frischdienst', 'Getränke', 'Bäckerei', 'Kaffeerösterei', 'Großhandel', 'Fleischerei', 'Molkerei', 'Feinkost'];
const PEOPLE = ['Anna Schmidt', 'Jonas Weber', 'Lea Fischer', 'Paul Wagner', 'Mia Becker', 'Felix Hoffmann'];

function seedSuppliers() {
  return Array.from({ length: COUNT }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    const kind = KINDS[i % KINDS.length];
    const slug = `${kind.toLowerCase().replace(/[^a-z]+/g, '')}-${n}`;
    return {
      id: `bench-sup-${n}`,
      name: `${kind} ${CITIES[i % CITIES.length]} ${n}`,
      customerAccountNo: `KD-${10000 + i}`,
      contactName: PEOPLE[i % PEOPLE.length],
      email: `info@${slug}.example`,
      orderEmail: `orders@${slug}.example`,
      phone: `+49 30 ${1000000 + i}`,
      address: {
        street: `Hauptstraße ${1 + (i % 120)}`,
        postalCode: String(10000 + (i % 89999)),
        city: CITIES[i % CITIES.length],
        country: 'DE',
      },
      vatId: `DE${100000000 + i}`,
      paymentTermsDays: [7, 14, 30][i % 3],
      minOrderValue: [0, 50, 100, 150][i % 4],
      deliveryWeekdays: [1, 3, 5],
      orderCutoffTime: '12:00',
      leadTimeDays: 1 + (i % 3),
      notes: '',
      status: i % 17 === 0 ? 'archived' : 'active',
    };
  });
}

/** Resolves on the next animation frame after the table's caption reads `caption` (at once when it does already; NaN after 30 s). */
function whenCaption(page, caption) {
  return page.evaluate(
    (text) =>
      new Promise((resolve) => {
        setTimeout(() => resolve(Number.NaN), 30_000);
        const seen = () => [...document.querySelectorAll('caption')].some((c) => c.textContent === text);
        const done = () => requestAnimationFrame(() => resolve(performance.now()));
        if (seen()) return done();
        const observer = new MutationObserver(() => {
          if (seen()) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    caption,
  );
}

let stopServer = () => {};
let browser = null;
try {
  const demo = await startDemo(PORT, { dev: process.env.BENCH_DEV === '1' });
  const { base } = demo;
  stopServer = demo.stop;

  browser = await launchChromium(chromium);
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const suppliers = seedSuppliers();
  // Before any app code runs: the mock API reads its collections from here.
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), ['storeops.mock.suppliers', JSON.stringify(suppliers)]);

  await signInAsManager(page, base);
  const full = `Suppliers, ${COUNT} rows`;
  // Warm-up: the page's code is fetched and compiled once, as a returning user has it cached.
  await page.goto(`${base}/suppliers`);
  await whenCaption(page, full);

  const renders = [];
  for (let run = 0; run < 3; run += 1) {
    await page.goto(`${base}/suppliers`);
    renders.push(await whenCaption(page, full));
  }
  const nodes = await page.evaluate(() => document.querySelectorAll('main *').length);
  const rows = await page.evaluate(() => document.querySelectorAll('main tbody tr:not([aria-hidden])').length);

  // Keystrokes: type, delete, type again; each from the input event to the next frame.
  const input = await page.getByLabel('Search suppliers').elementHandle();
  await input.focus();
  const words = ['kaffee', '', 'berlin 00', '', 'feinkost'];
  const keystrokes = [];
  const answers = [];
  let current = '';
  const press = (value) =>
    page.evaluate(
      async ([el, next]) => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const t0 = performance.now();
        setter.call(el, next);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((r) => requestAnimationFrame(() => r()));
        return { t0, ms: performance.now() - t0 };
      },
      [input, value],
    );
  for (const word of words) {
    const steps = [];
    if (word === '') while (current.length > 0) steps.push((current = current.slice(0, -1)));
    else for (const ch of word) steps.push((current += ch));
    let last = null;
    for (const value of steps) {
      last = await press(value);
      keystrokes.push(last.ms);
    }
    // The search's answer in the table (the expected count is the mock's own match on the seeded data).
    const q = current.trim().toLowerCase();
    const expected = q
      ? suppliers.filter((s) =>
          [s.name, s.contactName, s.email, s.customerAccountNo, s.address.city, s.vatId].some((t) => t.toLowerCase().includes(q)),
        ).length
      : COUNT;
    if (last && expected > 0) {
      const shown = await whenCaption(page, `Suppliers, ${expected} rows`);
      if (Number.isNaN(shown)) console.log(`  (the search "${current}" did not show ${expected} rows within 30 s)`);
      else answers.push(shown - last.t0);
    }
  }

  const k = stats(keystrokes);
  const r = stats(renders);
  const a = stats(answers);
  console.log(`supplier list, ${COUNT} suppliers, Chromium (${base})`);
  console.log(
    `  full page load to rows shown (boot + session restore + mock API + render), 3 runs: median ${ms(r.median)}, max ${ms(r.max)}`,
  );
  console.log(`  DOM: ${rows} table rows rendered of ${COUNT}, ${nodes} elements in main`);
  console.log(
    `  filter keystroke → next frame, ${keystrokes.length} keystrokes: median ${ms(k.median)}, p95 ${ms(k.p95)}, max ${ms(k.max)}`,
  );
  console.log(
    `  last keystroke → search answer in the table (250 ms debounce + mock API), ${answers.length} searches: median ${ms(a.median)}, max ${ms(a.max)}`,
  );
  console.log(`  target < 100 ms per keystroke: ${k.p95 < 100 ? 'met' : 'NOT met'} (p95)`);
} finally {
  await browser?.close();
  stopServer();
}
