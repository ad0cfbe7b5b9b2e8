import { isSpecCall } from '../../mocks/specCalls';
import { test as base } from '../support/fixtures';

export { expect, fillFields, openAs, signIn, signInThroughForm, visit } from '../support/fixtures';

/**
 * Every page of these flows talks to a spec-only server (docs/rules/api.md#spec-only-server) (issue #32): before the app starts,
 * the demo's spec-only switch is set (mocks/scenarios.ts `specOnly`, kept in localStorage), so each
 * call the spec does not list (mocks/specCalls.ts) answers 404. `additionCalls` lists the requests
 * that were refused that way, for a flow to show that it worked without them.
 */
export const test = base.extend<{ additionCalls: () => Promise<string[]> }>({
  page: async ({ page }, use) => {
    await page.addInitScript(() => localStorage.setItem('storeops.mock.specOnly', '1'));
    await use(page);
  },
  additionCalls: async ({ page }, use) => {
    await use(async () => {
      const log = await page.evaluate(() => window.__storeopsMock?.requests() ?? []);
      return log
        .map((r) => ({ method: r.method, path: new URL(r.url, 'http://x').pathname.replace(/^\/api\//, '') }))
        .filter((r) => !r.path.startsWith('__mock/') && !isSpecCall(r.method, r.path))
        .map((r) => `${r.method} ${r.path}`);
    });
  },
});
