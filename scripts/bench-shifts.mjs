// Benchmark (not a test): renders the shift planner with 40 staff × 7 days (about 300 shifts) and
// times moving one shift with the keyboard (Alt+ArrowRight), in Chromium. Target: move < 100 ms.
//
//   npm run bench                    (runs every scripts/bench-*.mjs)
//   node scripts/bench-shifts.mjs    (this one; BENCH_URL=http://127.0.0.1:5173 uses a running server)
//
// Without BENCH_URL it builds the demo into dist-e2e-bench and serves it with `vite preview` on
// BENCH_PORT (default 4398). The staff and shifts are written into the mock's storage before the
// app loads. "Move" is timed from the key press to the frame after the card shows in the next day's
// cell (the week cache is updated optimistically; the PUT and refetch follow). Beside the wall time it
// prints the page's main-thread CPU time for the same span (CDP Performance metrics in thread time),
// which a busy machine does not inflate.
import { loadavg } from 'node:os';
import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfWeek } from 'date-fns';
import { chromium } from 'playwright';
import { ms, signInAsManager, startDemo, stats } from './benchServer.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4398);
const STAFF = 40;
const STORE = 'store-1';
const TZ = 'Europe/Berlin';
const ROLES = ['barista', 'cook', 'service', 'cashier'];
const PATTERNS = [
  ['07:00', '15:00'],
  ['10:00', '18:00'],
  ['14:00', '22:00'],
];

const monday = startOfWeek(new TZDate(Date.now(), TZ), { weekStartsOn: 1 });
const dayText = (i) => format(addDays(monday, i), 'yyyy-MM-dd');
const at = (day, time) => {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new TZDate(y, m - 1, d, hh, mm, TZ).toISOString();
};

function seed() {
  const staff = [];
  const shifts = [];
  for (let i = 0; i < STAFF; i++) {
    const userId = `bench-${i + 1}`;
    staff.push({
      id: `${STORE}:${userId}`,
      storeId: STORE,
      userId,
      userName: `Bench Person ${i + 1}`,
      email: `${userId}@storeops.test`,
      roles: [ROLES[i % 4]],
      hourlyRate: 15,
      contractHoursPerWeek: 40,
      active: true,
    });
    for (let d = 0; d < 7; d++) {
      if ((i + d) % 7 === 6) continue; // one day off: ~6 shifts a person, ~240 + open shifts
      const [s, e] = PATTERNS[(i + d) % 3];
      shifts.push({
        id: `bs-${i}-${d}`,
        storeId: STORE,
        userId,
        role: i === 0 && d === 0 ? 'bench-move' : ROLES[i % 4],
        start: at(dayText(d), s),
        end: at(dayText(d), e),
        breakMinutes: 30,
        status: d % 2 ? 'draft' : 'published',
        notes: '',
      });
    }
  }
  for (let d = 0; d < 7; d++)
    for (let k = 0; k < 8; k++) {
      shifts.push({
        id: `open-${d}-${k}`,
        storeId: STORE,
        userId: '',
        role: 'service',
        start: at(dayText(d), '09:00'),
        end: at(dayText(d), '13:00'),
        breakMinutes: 0,
        status: 'draft',
        notes: '',
      });
    }
  return { staff, shifts };
}

let stopServer = () => {};
let browser = null;
try {
  const demo = await startDemo(PORT, { waitMs: 180_000 });
  const { base } = demo;
  stopServer = demo.stop;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  const { staff, shifts } = seed();
  await page.addInitScript(
    ([s, sh]) => {
      if (sessionStorage.getItem('bench-seeded')) return;
      sessionStorage.setItem('bench-seeded', '1');
      localStorage.setItem('storeops.mock.staff', s);
      localStorage.setItem('storeops.mock.shifts', sh);
    },
    [JSON.stringify(staff), JSON.stringify(shifts)],
  );
  await signInAsManager(page, base);
  const url = `${base}/shifts?date=${dayText(0)}`;
  const cards = shifts.length;
  await page.goto(url); // warm-up: code fetched and compiled once
  await page
    .locator('[aria-roledescription="shift"]')
    .nth(cards - 1)
    .waitFor({ timeout: 120_000 });

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const cpu = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((x) => x.name === 'TaskDuration')?.value ?? 0) * 1000;
  };

  const renders = [];
  for (let run = 0; run < 3; run++) {
    await page.goto(url);
    renders.push(
      await page.evaluate(
        (n) =>
          new Promise((resolve) => {
            const check = () => document.querySelectorAll('[aria-roledescription="shift"]').length >= n;
            const done = () => requestAnimationFrame(() => resolve(performance.now()));
            if (check()) return done();
            const o = new MutationObserver(() => {
              if (check()) {
                o.disconnect();
                done();
              }
            });
            o.observe(document.body, { childList: true, subtree: true });
          }),
        cards,
      ),
    );
  }

  const moves = [];
  const commits = [];
  const moveCpu = [];
  for (let run = 0; run < 7; run++) {
    const dir = run % 2 === 0 ? 'ArrowRight' : 'ArrowLeft';
    const card = page.locator('[aria-label^="bench-move"]');
    await card.focus();
    const cellBefore = await card.evaluate((el) => el.closest('td')?.cellIndex);
    // Times in the page's clock: the key event's own time stamp, the DOM change, the next frame.
    const watching = page.evaluate(
      (before) =>
        new Promise((resolve) => {
          let pressed = 0;
          window.addEventListener(
            'keydown',
            (e) => {
              pressed = e.timeStamp;
            },
            { capture: true, once: true },
          );
          const moved = () => document.querySelector('[aria-label^="bench-move"]')?.closest('td')?.cellIndex !== before;
          const o = new MutationObserver(() => {
            if (!pressed || !moved()) return;
            o.disconnect();
            const committed = performance.now();
            requestAnimationFrame(() => resolve({ commit: committed - pressed, frame: performance.now() - pressed }));
          });
          o.observe(document.body, { childList: true, subtree: true });
        }),
      cellBefore,
    );
    const c0 = await cpu();
    await page.keyboard.press(`Alt+${dir}`);
    const { commit, frame } = await watching;
    moveCpu.push((await cpu()) - c0);
    commits.push(commit);
    moves.push(frame);
    // The PUT and the refetch land before the next run.
    await page.waitForTimeout(1500);
  }
  const r = stats(renders);
  const m = stats(moves);
  const mc = stats(moveCpu);
  const mk = stats(commits);
  console.log(`shift planner, ${STAFF} staff × 7 days, ${cards} shifts, Chromium (${base}), load average ${loadavg()[0].toFixed(1)}`);
  console.log(
    `  full page load to every card shown (boot + session + mock API + render), 3 runs: median ${ms(r.median)}, max ${ms(r.max)}`,
  );
  console.log(
    `  move one shift by keyboard, key press → DOM updated (optimistic cache update + React render), 7 runs: median ${ms(mk.median)}, max ${ms(mk.max)}`,
  );
  console.log(
    `  the same → next frame painted (also runs the mock API's PUT and refetch, on the page's thread), 7 runs: median ${ms(m.median)}, max ${ms(m.max)}`,
  );
  console.log(`  the same, main-thread CPU time (thread ticks, includes the mock API): median ${ms(mc.median)}, max ${ms(mc.max)}`);
  console.log(`  target < 100 ms per move: ${m.median < 100 ? 'met' : 'NOT met'} (median, key press → next frame)`);
} finally {
  await browser?.close();
  stopServer();
}
