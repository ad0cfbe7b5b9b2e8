// The calendar sweep (docs/testing.md#the-calendar-sweep): the date-sensitive tests at a list of instants, one table of
// instant × passed/failed. Every test reads one clock, TEST_NOW (src/test/clock.ts); this runs
// them with TEST_NOW set to each instant in turn.
//
//   node scripts/calendar-sweep.mjs                 every instant below, the date-sensitive Vitest files
//   node scripts/calendar-sweep.mjs --e2e           … and the date-sensitive Playwright flows (needs the builds)
//   node scripts/calendar-sweep.mjs --at 2026-11-29T00:45:00Z   one instant
//   node scripts/calendar-sweep.mjs --today         the instant `npm test` picks from today's date
//   node scripts/calendar-sweep.mjs --quick         the shorter file set `npm test` runs
//
// A failure prints the instant and the command that repeats it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The instants (UTC; Berlin is UTC+1 in winter, UTC+2 in summer) and why each is on the list. */
export const INSTANTS = [
  ['2026-11-23T09:30:00Z', 'Monday 10:30 Berlin'],
  ['2026-11-24T09:30:00Z', 'Tuesday 10:30'],
  ['2026-11-25T09:30:00Z', 'Wednesday 10:30 (the default TEST_NOW)'],
  ['2026-11-26T09:30:00Z', 'Thursday 10:30'],
  ['2026-11-27T09:30:00Z', 'Friday 10:30'],
  ['2026-11-28T09:30:00Z', 'Saturday 10:30'],
  ['2026-11-29T09:30:00Z', 'Sunday 10:30'],
  ['2026-11-29T00:45:00Z', 'Sunday 01:45 (a suite once failed here)'],
  ['2026-11-29T22:30:00Z', 'Sunday 23:30 Berlin (Monday in UTC+2 and east)'],
  ['2026-11-29T23:30:00Z', 'Monday 00:30 Berlin (still Sunday in UTC)'],
  ['2027-03-28T00:30:00Z', 'spring DST Sunday, 01:30 before the jump'],
  ['2027-03-28T10:00:00Z', 'spring DST Sunday, 12:00 after it'],
  ['2026-10-25T00:30:00Z', 'autumn DST Sunday, the first 02:30'],
  ['2026-10-25T01:30:00Z', 'autumn DST Sunday, the second 02:30'],
  ['2026-12-31T22:30:00Z', '31 Dec 23:30 Berlin'],
  ['2026-12-31T23:30:00Z', '1 Jan 00:30 Berlin (31 Dec in UTC)'],
  ['2028-02-29T11:00:00Z', '29 Feb 2028 (leap day)'],
  ['2027-02-28T22:30:00Z', '28 Feb 2027 23:30 Berlin, the last day of a short month'],
  ['2026-11-30T21:30:00Z', '30 Nov 22:30 Berlin, the last day of a month'],
];

/**
 * The date-sensitive Vitest files (filters as Vitest takes them): the seeds and the schedulers
 * (mocks/), dates and store time (src/lib/), every module's pure logic and its calls to the demo
 * server (hours and periods, planner and generator, reorder and delivery dates, DST, tips and
 * payroll, working-time law, shift requests, sales projections), and the pages that show today
 * (dashboard, planner, time clock, tips, stock, the overview).
 */
const QUICK = ['mocks/', 'src/lib/', 'logic', 'node.test', 'api.test', 'src/modules/dashboard/'];
const FULL = [
  ...QUICK,
  'src/modules/time-entries/',
  'src/modules/shifts/',
  'src/modules/shift-report/',
  'src/modules/finance/',
  'src/modules/inventory/',
  'src/modules/orders/',
  'src/modules/availability/',
  'src/modules/invoices/',
  'src/modules/working-time/',
  'src/modules/requests/',
  'src/modules/sales/',
  'src/modules/overview/',
];
/** The date-sensitive Playwright flows (`--e2e`). */
const E2E = [
  'e2e/inventory.spec.ts',
  'e2e/time-entries.spec.ts',
  'e2e/shifts.spec.ts',
  'e2e/shift-generation.spec.ts',
  'e2e/shift-report.spec.ts',
  'e2e/finance.spec.ts',
  'e2e/finance-figures.spec.ts',
  'e2e/dashboard.spec.ts',
  'e2e/availability.spec.ts',
  'e2e/order-deliveries.spec.ts',
  'e2e/working-time.spec.ts',
  'e2e/self-service.spec.ts',
  'e2e/forgotten-clock-out.spec.ts',
];

/** The instant `npm test` adds to the default one: a different one each day of the year. */
export function instantOfDay(date = new Date()) {
  const day = Math.floor(date.getTime() / 86_400_000);
  const others = INSTANTS.filter(([at]) => at !== '2026-11-25T09:30:00Z');
  return others[day % others.length];
}

function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** Runs the Vitest files (and the flows) at one instant; answers the counts. */
export async function sweepAt(instant, { quick = false, e2e = false, log = false } = {}) {
  mkdirSync('reports', { recursive: true });
  const report = `reports/sweep-${instant.replace(/[:]/g, '')}.json`;
  rmSync(report, { force: true });
  const files = quick ? QUICK : FULL;
  const vitestArgs = ['vitest', 'run', ...files, '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`];
  const started = Date.now();
  const vitest = await run('npx', vitestArgs, { TEST_NOW: instant });
  const counts = { passed: 0, failed: 0, failedNames: [] };
  if (existsSync(report)) {
    const v = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed += v.numPassedTests ?? 0;
    counts.failed += v.numFailedTests ?? 0;
    for (const file of v.testResults ?? [])
      for (const t of file.assertionResults ?? [])
        if (t.status === 'failed') counts.failedNames.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}`);
  }
  if (vitest.code !== 0 && counts.failed === 0) counts.failed = 1;
  if ((vitest.code !== 0 || log) && counts.failedNames.length === 0) process.stdout.write(vitest.out.slice(-4000));
  const repeat = [`TEST_NOW=${instant} npx vitest run ${files.join(' ')}`];
  if (e2e) {
    const pw = `reports/sweep-e2e-${instant.replace(/[:]/g, '')}.json`;
    const result = await run('npx', ['playwright', 'test', '--project=chromium', '--retries=0', '--reporter=json', ...E2E], {
      TEST_NOW: instant,
      E2E_PREBUILT: process.env.E2E_PREBUILT ?? '1',
      PLAYWRIGHT_JSON_OUTPUT_NAME: pw,
      PLAYWRIGHT_JSON_OUTPUT_FILE: pw,
    });
    if (existsSync(pw)) {
      const p = JSON.parse(readFileSync(pw, 'utf8'));
      counts.passed += p.stats?.expected ?? 0;
      counts.failed += p.stats?.unexpected ?? 0;
      const walk = (suite, path) => {
        for (const s of suite.suites ?? []) walk(s, [...path, s.title]);
        for (const spec of suite.specs ?? []) if (!spec.ok) counts.failedNames.push(`${[...path, spec.title].filter(Boolean).join(' › ')}`);
      };
      walk(p, []);
    } else if (result.code !== 0) {
      counts.failed += 1;
      process.stdout.write(result.out.slice(-4000));
    }
    repeat.push(`TEST_NOW=${instant} npx playwright test --project=chromium ${E2E.join(' ')}`);
  }
  return { ...counts, seconds: (Date.now() - started) / 1000, repeat };
}

async function main() {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const e2e = args.includes('--e2e');
  const at = args.includes('--at') ? args[args.indexOf('--at') + 1] : undefined;
  const instants = at ? [[at, 'chosen']] : args.includes('--today') ? [instantOfDay()] : INSTANTS;
  const rows = [];
  for (const [instant, why] of instants) {
    const r = await sweepAt(instant, { quick, e2e });
    rows.push([instant, why, r]);
    console.log(
      `${instant}  ${r.failed === 0 ? 'passed' : 'FAILED'}  ${r.passed} passed, ${r.failed} failed  (${r.seconds.toFixed(0)} s)  ${why}`,
    );
    for (const name of r.failedNames) console.log(`    ✗ ${name}`);
    if (r.failed > 0) for (const line of r.repeat) console.log(`    repeat: ${line}`);
  }
  console.log('\n| instant (UTC) | when | result |\n|---|---|---|');
  for (const [instant, why, r] of rows)
    console.log(`| ${instant} | ${why} | ${r.failed === 0 ? 'passed' : 'FAILED'} (${r.passed} passed, ${r.failed} failed) |`);
  const failed = rows.reduce((n, [, , r]) => n + r.failed, 0);
  const passed = rows.reduce((n, [, , r]) => n + r.passed, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
