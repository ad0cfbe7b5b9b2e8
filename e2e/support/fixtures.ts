import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectAccessible, expectAccessibleIn } from './accessibility';
import { restoreSession } from './auth';
import { visit } from './pageActions';
import { clockStart, installClock, realNow, testNow } from '../../src/test/clock';

export { expectAccessible, setTheme } from './accessibility';
export { fillFields, mockApi, visit } from './pageActions';

/** The seeded demo accounts (mocks/db/people.ts). */
export const ACCOUNTS = {
  owner: 'owner@storeops.test',
  manager: 'manager@storeops.test',
  staff: 'staff@storeops.test',
  viewer: 'viewer@storeops.test',
  auditor: 'auditor@storeops.test',
  nostore: 'nostore@storeops.test',
  /** Sam's colleague in Berlin, who takes offered shifts (issue #45). */
  colleague: 'colleague@storeops.test',
} as const;
export type Role = keyof typeof ACCOUNTS;
export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the real form and waits until the app has left /sign-in. */
export async function signInThroughForm(page: Page, role: Role, startAt = '/sign-in'): Promise<void> {
  await page.goto(startAt);
  await page.getByLabel('Email').fill(ACCOUNTS[role]);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectSignedIn(page);
}

async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(page.getByText('Redirecting based on permissions...')).toHaveCount(0);
}

/**
 * Starts signed in as `role` from the session the setup project saved (e2e/auth.setup.ts), at
 * `startAt` (default /sign-in, which sends a signed-in user on by the post-login order (docs/rules/session.md#post-login-redirect), as after the
 * form). Flows about the sign-in form itself use signInThroughForm.
 */
export async function signIn(page: Page, role: Role, startAt = '/sign-in'): Promise<void> {
  await base.step(
    `sign in as ${role} (restored session)`,
    async () => {
      await restoreSession(page, role, startAt);
      await expectSignedIn(page);
    },
    { box: true },
  );
}

/** Starts signed in as `role` on `path` and waits for the page's level-1 heading. */
export async function openAs(page: Page, role: Role, path: string, heading: string | RegExp): Promise<void> {
  await signIn(page, role, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
}

// --- One clock (issue #40) ----------------------------------------------------------------------
// The flows run at TEST_NOW (src/test/clock.ts): the flow's own code here in Node (today's date it
// expects, a unique number) and every page it opens (the app and the demo seed, which builds its
// data relative to today) read one ticking clock, started once per worker. Real use keeps the real one.
installClock({ instant: testNow() });
// -----------------------------------------------------------------------------------------------

// --- Content Security Policy (issue 20) -------------------------------------------------------
// The production and demo builds carry a strict CSP (vite.config.ts). Every flow runs under it:
// a `securitypolicyviolation` anywhere in the page, across reloads, fails the test.
/** Starts recording CSP violations of the page; returns the list, filled as they happen. */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__storeopsCspViolation', (text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __storeopsCspViolation: (text: string) => void }).__storeopsCspViolation;
    document.addEventListener('securitypolicyviolation', (e) => {
      report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} — ${e.sample}`);
    });
  });
  return violations;
}
// -----------------------------------------------------------------------------------------------

// --- One browser context per worker (issue #19) ------------------------------------------------
// A fresh context per test starts every test with an empty HTTP cache (each page load fetches
// and compiles the app and the 1 MB mock API again) and a service worker to install. The context
// is kept for the worker's tests instead, and each test still starts clean: a new page, no
// cookies, and the origin's storage (session, mock database, theme) cleared. The HTTP cache and
// the registered mock worker stay. Opt-in (E2E_SHARED_CONTEXT=1): a full suite run passed with it
// (119/119, 2026-11-23) but took 11.7 min against 10.5 min with a fresh context per test on the same
// machine, so it stays off.
const CONTEXT_KEYS = [
  'baseURL',
  'viewport',
  'userAgent',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
  'serviceWorkers',
  'locale',
  'colorScheme',
  'timezoneId',
] as const;
const freshContext = process.env.E2E_SHARED_CONTEXT !== '1';

/**
 * The browser's language: British English, a European member of staff's browser (24-hour clock,
 * weeks from Monday, the formats the English specs are written in). An American browser's AM/PM
 * and Sunday-first weeks are checked in Vitest (src/lib/i18n/formats.node.test.ts). The German
 * flows start with `?lang=de` (startIn in e2e/support/i18nFlow.ts); only their sign-in test
 * chooses German on the sign-in page (docs/rules/i18n.md).
 */
function contextOptionsOf(use: Record<string, unknown>): BrowserContextOptions {
  const options: Record<string, unknown> = { acceptDownloads: true, locale: 'en-GB', colorScheme: 'light' };
  for (const key of CONTEXT_KEYS) if (use[key] !== undefined) options[key] = use[key];
  return options;
}

/** Clears what a test may leave in the shared context, keeping the HTTP cache and service workers. */
async function cleanContext(context: BrowserContext, page: Page, baseURL: string | undefined): Promise<void> {
  await context.clearCookies();
  if (!baseURL) return;
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL).origin,
      storageTypes: 'local_storage,indexeddb,websql,file_systems,cache_storage',
    });
  } finally {
    await cdp.detach();
  }
}

/** A context with the project's options for as long as `use` runs. */
async function ownContext(
  browser: Browser,
  project: { use: Record<string, unknown> },
  use: (context: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext(contextOptionsOf(project.use));
  await use(context);
  await context.close();
}

// The context takes its options from the project (`contextOptionsOf`): a spec's `test.use({ viewport })`
// does not reach it. Specs that need another size call `page.setViewportSize` (widths, shell, shifts).
export const test = base.extend<
  { asRole: (role: Role, startAt?: string) => Promise<void>; clockAt: string | undefined },
  { sharedContext: BrowserContext | null }
>({
  // `test.use({ clockAt: '2026-11-29T00:45:00Z' })`: the pages of a flow start at that instant
  // instead of TEST_NOW (an instant where the flow once failed stays tested on every day).
  clockAt: [undefined, { option: true }],
  sharedContext: [
    async ({ browser }, use, workerInfo) => (freshContext ? use(null) : ownContext(browser, workerInfo.project, use)),
    { scope: 'worker' },
  ],
  context: async ({ browser, sharedContext }, use, testInfo) =>
    sharedContext ? use(sharedContext) : ownContext(browser, testInfo.project, use),
  // A call the mock API has no handler for fails the test, as in Vitest (MSW logs it as an error).
  page: async ({ context, sharedContext, baseURL, clockAt }, use) => {
    // Every page of the context (a flow's second tab too) runs on the flow's clock.
    await context.addInitScript(installClock, clockAt ? { instant: Date.parse(clockAt), since: realNow() } : clockStart());
    const page = await context.newPage();
    if (sharedContext) await cleanContext(context, page, baseURL);
    const cspViolations = await watchCspViolations(page);
    const unhandled: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('without a matching request handler')) {
        unhandled.push(message.text());
      }
    });
    await use(page);
    // The test's pages go; without their unload handlers, so the mock's worker stays registered.
    if (sharedContext) for (const open of context.pages()) await open.close();
    expect(unhandled, 'requests the mock API has no handler for').toEqual([]);
    expect(cspViolations, 'Content Security Policy violations').toEqual([]);
  },
  asRole: async ({ page }, use) => {
    await use((role, startAt) => signIn(page, role, startAt));
  },
});
// -----------------------------------------------------------------------------------------------

export { expect };

// --- The axe flow of a module's list and one record (light and dark) ---------------------------
export interface AxePage {
  path: string;
  /** The level-1 heading of the page (the list's is not checked: its `ready` stands for it). */
  heading?: string | RegExp;
  /** What shows once the page has its data (a table), found on the page. */
  ready: (page: Page) => Locator;
  /** Wait for the heading and `ready` this long (default: the expect timeout). */
  timeout?: number;
}

/**
 * Registers `${title} (light)` and `(dark)`: signed in as `role`, the list passes axe in the theme
 * (`ready` waited for around the theme switch), then the record's page, reached by `visit`, does.
 */
export function testListAndRecordAccessible(title: string, role: Role, list: AxePage, record: AxePage): void {
  for (const theme of ['light', 'dark'] as const) {
    test(`${title} (${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, role, list.path);
      await expectAccessibleIn(page, theme, list.ready(page));
      await visit(page, record.path);
      await expect(page.getByRole('heading', { level: 1, name: record.heading })).toBeVisible({ timeout: record.timeout });
      await expect(record.ready(page)).toBeVisible({ timeout: record.timeout });
      await expectAccessible(page);
    });
  }
}
