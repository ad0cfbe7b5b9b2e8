// `npm test`: lint, type-check, Vitest, production build + bundle budget, demo build, Playwright.
// Ends with one line `N passed, N failed` (tests of Vitest and Playwright together).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('reports', { recursive: true });
rmSync('reports/vitest.json', { force: true });
rmSync('reports/playwright-4173.json', { force: true });

const steps = [
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json']],
  ['build', 'npx', ['vite', 'build']],
  ['bundle budget', 'node', ['scripts/bundle-budget.mjs', 'dist']],
  ['demo build', 'npm', ['run', 'build:demo']],
  ['playwright', 'npx', ['playwright', 'test'], { E2E_PREBUILT: '1', E2E_PORT: '4173' }],
];

const results = [];
for (const [name, cmd, args, env] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds });
  console.log(`=== ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
}

let passed = 0;
let failed = 0;
if (existsSync('reports/vitest.json')) {
  const v = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
}
if (existsSync('reports/playwright-4173.json')) {
  const p = JSON.parse(readFileSync('reports/playwright-4173.json', 'utf8'));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
}
// A failing step without test counts (lint, types, build, budget) counts as one failure.
for (const r of results) {
  if (!r.ok && !['vitest', 'playwright'].includes(r.name)) failed += 1;
  if (!r.ok && ['vitest', 'playwright'].includes(r.name) && failed === 0) failed += 1;
}
console.log('\nsteps: ' + results.map((r) => `${r.name} ${r.ok ? 'ok' : 'FAILED'} ${r.seconds}s`).join(' · '));
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
