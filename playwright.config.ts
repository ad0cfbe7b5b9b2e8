import { defineConfig, devices } from '@playwright/test';

/**
 * E2E flows against a demo build (mock API on) served by `vite preview` on 127.0.0.1, in
 * Debian's Chromium. `npm test` builds `dist-demo` first (E2E_PREBUILT=1); run alone, the web
 * server builds it. E2E_DEV=1 uses the dev server instead (faster while writing a flow);
 * E2E_PORT lets several runs share the machine.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const dev = process.env.E2E_DEV === '1';
const outDir = process.env.E2E_OUT_DIR ?? 'dist-demo';
const build = process.env.E2E_PREBUILT === '1' ? '' : `npx vite build --mode demo --outDir ${outDir} && `;
/** The production build (mocking off) for flows under `e2e/prod/`, whose server is faked by `page.route`. */
const prodPort = port + 1;
const prodBuild = process.env.E2E_PREBUILT === '1' ? '' : 'npx vite build --outDir dist && ';

export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `reports/playwright-${port}.json` }]],
  use: {
    baseURL,
    // Recording a trace for every test took a quarter of the suite's CPU (issue #19: shell and
    // session flows 147 s → 108 s without it). CI retries a failed test once, with a trace; locally,
    // `npx playwright test --trace retain-on-failure` records one for a failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    video: 'off',
    viewport: { width: 1366, height: 900 },
    // Transitions off, as the app shows them to a user who asks for less motion: Bootstrap's fades
    // and the shell's animations cost CPU and waits in every flow, and no flow is about them
    // (issue #19: shell and session flows 108 s → 96 s).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
    },
  },
  projects: [
    // Signs in once per role and saves the sessions (playwright/.auth/<port>/) that signIn() restores.
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'chromium',
      dependencies: ['setup'],
      testIgnore: ['prod/**', 'spec-only/**'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The main journeys against a server of spec 7 alone (issue #32): the demo's spec-only switch
    // answers 404 for every contract addition (e2e/spec-only/fixtures.ts); the setup's sessions are reused.
    {
      name: 'spec-only',
      dependencies: ['setup'],
      testMatch: 'spec-only/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'prod',
      testMatch: 'prod/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${prodPort}`, serviceWorkers: 'block' },
    },
  ],
  webServer: [
    {
      command: dev
        ? `npx vite --mode development --host 127.0.0.1 --port ${port} --strictPort`
        : `${build}npx vite preview --mode demo --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `${prodBuild}npx vite preview --outDir dist --host 127.0.0.1 --port ${prodPort} --strictPort`,
      url: `http://127.0.0.1:${prodPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
