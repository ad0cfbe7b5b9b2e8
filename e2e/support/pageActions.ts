import { test as base, type Locator, type Page } from '@playwright/test';

/** What a flow does in the page as a user would, and the mock API's control hook. */

/**
 * Opens `path` the way an in-app link does: the router moves to it without a reload (the session,
 * the mock API's data, the menu and the theme stay as they are). For flows that go on to another
 * page of the same session (the axe and width loops, a record after its list); a flow about what
 * a fresh load or a typed address does uses page.goto. It does not wait: the caller waits for what
 * the page shows (its heading, or the URL a refused route redirects to), since the old page stays
 * up until the new one renders.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await base.step(
    `visit ${path}`,
    async () => {
      await page.evaluate((to) => {
        // The entry as the router writes its own (index and key), so it reads it as one of its own.
        const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
        const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
        window.history.pushState(state, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state }));
      }, path);
    },
    { box: true },
  );
}

/**
 * Fills labelled controls in order, each found by its exact label: a `<select>` by the option's
 * value or label, any other control by typing the text.
 */
export async function fillFields(scope: Page | Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = scope.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** The mock API's control hook (mocks/control.ts), available once the app has started. */
export async function mockApi(page: Page) {
  await page.waitForFunction(() => Boolean(window.__storeopsMock));
  return {
    fail: (method: string, path: string, status = 500, message = 'The server could not complete the request.', once = false) =>
      page.evaluate(([m, p, s, msg, o]) => window.__storeopsMock?.fail(m as 'get', p, s, msg, { once: o }), [
        method,
        path,
        status,
        message,
        once,
      ] as const),
    empty: (method: string, path: string) =>
      page.evaluate(([m, p]) => window.__storeopsMock?.empty(m as 'get', p), [method, path] as const),
    resetScenarios: () => page.evaluate(() => window.__storeopsMock?.resetScenarios()),
    requests: () => page.evaluate(() => window.__storeopsMock?.requests() ?? []),
  };
}

/** The calendar day `offset` days from today in the browser's time zone, as the date inputs take it (yyyy-mm-dd). */
export function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
