// Runs every benchmark script (scripts/bench-*.mjs) one after the other; each prints its figures.
// Benchmarks are measurements, not tests: they never fail the build on a slow machine.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const benches = readdirSync('scripts')
  .filter((f) => /^bench-.+\.mjs$/.test(f))
  .sort();
if (benches.length === 0) console.log('no benchmarks');
let failed = false;
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const run = spawnSync(process.execPath, [`scripts/${file}`], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
