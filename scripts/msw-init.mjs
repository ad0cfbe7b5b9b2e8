// Generates public/mockServiceWorker.js with `msw init` from the installed msw package.
// npm 11 does not run dependency install scripts, so the project runs it itself (postinstall,
// start, build:demo). The file is git-ignored and removed from production builds (vite.config.ts).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const cli = join('node_modules', 'msw', 'cli', 'index.js');
if (!existsSync(cli)) {
  // msw is a dev dependency: a production-only install has nothing to generate.
  console.warn('msw is not installed: skipping mockServiceWorker.js');
  process.exit(0);
}
execFileSync(process.execPath, [cli, 'init', 'public', '--no-save'], { stdio: 'ignore' });
if (!existsSync(join('public', 'mockServiceWorker.js'))) {
  console.error('msw init did not write public/mockServiceWorker.js');
  process.exit(1);
}
