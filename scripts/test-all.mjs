// `npm test`: lint, type-check, the source gates (Prettier, knip, import direction, folder cycles),
// Vitest, production build + bundle budget, demo build, the date-sensitive tests at a second
// instant (the calendar step), Playwright. Every test runs at TEST_NOW (src/test/clock.ts).
// The catalogues' gate (scripts/i18n-check.mjs) runs first: it compiles them for the rest.
// Ends with one line `N passed, N failed` (tests of Vitest and Playwright together).
//
// Lint and the type-check are single-threaded: they run side by side with the builds (on 2 cores
// the three together take about as long as lint alone). Each of them prints its
// output when it ends, so the log stays readable. Vitest and Playwright use both cores and run
// after, one at a time. The source gates are short and run one after another beside lint:
// formatting (`prettier --check`), unused files/exports/dependencies (knip), the import direction and
// file cycles (dependency-cruiser), folder cycles (scripts/check-folder-cycles.mjs), doc references
// (scripts/check-doc-refs.mjs: every docs/…#heading a comment cites exists, every file path a doc writes in
// backticks exists; no citation of files outside the repository).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { instantOfDay, sweepAt } from './calendar-sweep.mjs';

mkdirSync('reports', { recursive: true });
rmSync('reports/vitest.json', { force: true });
rmSync('reports/playwright-4173.json', { force: true });

/** Runs one step; `buffered` collects its output and prints it at the end (parallel steps). */
function run([name, cmd, args, env], buffered) {
  const started = Date.now();
  if (!buffered) console.log(`\n=== ${name}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (buffered) {
        console.log(`\n=== ${name}`);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(`=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      resolve({ name, ok: code === 0, seconds });
    });
  });
}

async function inOrder(steps, buffered) {
  const out = [];
  for (const step of steps) out.push(await run(step, buffered));
  return out;
}

const results = [];
const started = Date.now();
// First, alone: the catalogues compile for everything after (type-check, builds, Vitest).
results.push(await run(['catalogues', 'node', ['scripts/i18n-check.mjs']]));
const side = await Promise.all([
  run(['lint', 'npx', ['eslint', '--max-warnings=0', '.']], true),
  run(['type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']], true),
  inOrder(
    [
      ['format check', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
      ['knip', 'npx', ['knip', '--no-progress']],
      ['import direction', 'npx', ['depcruise', 'src', 'mocks', '--config', '.dependency-cruiser.cjs', '--output-type', 'err-long']],
      ['folder cycles', 'node', ['scripts/check-folder-cycles.mjs']],
      ['doc references', 'node', ['scripts/check-doc-refs.mjs']],
    ],
    true,
  ),
  inOrder(
    [
      ['build', 'npx', ['vite', 'build']],
      ['bundle budget', 'node', ['scripts/bundle-budget.mjs', 'dist']],
      ['demo build', 'npm', ['run', 'build:demo']],
    ],
    true,
  ),
]);
results.push(...side.flat());
results.push(
  await run(['vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json']]),
);
// The date-sensitive tests once more at a second instant, a different one each day (docs/testing.md:
// the tests run at TEST_NOW, src/test/clock.ts; scripts/calendar-sweep.mjs runs them at every instant).
const [dayInstant, dayWhy] = instantOfDay();
const calendarStarted = Date.now();
console.log(`\n=== calendar: the date-sensitive tests at ${dayInstant} (${dayWhy})`);
const calendar = await sweepAt(dayInstant, { quick: true });
for (const name of calendar.failedNames) console.log(`    ✗ ${name}`);
if (calendar.failed > 0) for (const line of calendar.repeat) console.log(`    repeat: ${line}`);
const calendarSeconds = ((Date.now() - calendarStarted) / 1000).toFixed(1);
console.log(
  `=== calendar: ${calendar.failed === 0 ? 'ok' : 'FAILED'} (${calendar.passed} passed, ${calendar.failed} failed, ${calendarSeconds} s)`,
);
results.push({ name: 'calendar', ok: calendar.failed === 0, seconds: calendarSeconds });
results.push(await run(['playwright', 'npx', ['playwright', 'test'], { E2E_PREBUILT: '1', E2E_PORT: '4173' }]));

let passed = 0;
let failed = 0;
if (existsSync('reports/vitest.json')) {
  const v = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
}
passed += calendar.passed;
failed += calendar.failed;
let flaky = 0;
if (existsSync('reports/playwright-4173.json')) {
  const p = JSON.parse(readFileSync('reports/playwright-4173.json', 'utf8'));
  flaky = p.stats?.flaky ?? 0;
  passed += (p.stats?.expected ?? 0) + flaky;
  failed += p.stats?.unexpected ?? 0;
}
// A failing step without test counts (lint, types, gates, build, budget) counts as one failure.
for (const r of results) {
  if (!r.ok && !['vitest', 'calendar', 'playwright'].includes(r.name)) failed += 1;
  if (!r.ok && ['vitest', 'calendar', 'playwright'].includes(r.name) && failed === 0) failed += 1;
}
console.log('\nsteps: ' + results.map((r) => `${r.name} ${r.ok ? 'ok' : 'FAILED'} ${r.seconds}s`).join(' · '));
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s${flaky ? ` · ${flaky} Playwright test(s) passed only on retry` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
