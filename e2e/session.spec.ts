import type { Page } from '@playwright/test';
import { restoreSession } from './support/auth';
import { ACCOUNTS, DEMO_PASSWORD, expect, mockApi, signIn, signInThroughForm, test, type Role } from './support/fixtures';

const NAMES: Record<Role, string> = {
  owner: 'Olivia Owner',
  manager: 'Marco Manager',
  staff: 'Sam Staff',
  viewer: 'Vera Viewer',
  auditor: 'Ada Auditor',
  nostore: 'Noah Newcomer',
  colleague: 'Kai Colleague',
};

/** Logs out through the shell: the user menu (ui-contract) or the interim shell's button. */
async function logOut(page: Page, role: Role) {
  const direct = page.getByRole('button', { name: 'Log Out', exact: true });
  if (await direct.isVisible()) {
    await direct.click();
    return;
  }
  await page.getByRole('button', { name: NAMES[role], exact: true }).first().click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
}

const storedKeys = (page: Page) => page.evaluate(() => ['accessToken', 'userData', 'currentStoreId'].map((k) => localStorage.getItem(k)));

test.describe('sign-in and the post-login redirect (docs/rules/session.md#post-login-redirect)', () => {
  const landings: [Role, RegExp][] = [
    ['owner', /\/inventory\/patch$/],
    ['manager', /\/inventory\/patch$/],
    ['staff', /\/inventory\/patch$/],
    ['viewer', /\/inventory$/],
  ];
  for (const [role, url] of landings) {
    test(`${role} lands where 4.3 says`, async ({ page }) => {
      await signInThroughForm(page, role);
      await expect(page).toHaveURL(url);
    });
  }

  test('nostore is logged out by the store-context rule and told why on /sign-in', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(ACCOUNTS.nostore);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Your account is not linked to any store yet. Ask your manager to add you to a store.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await storedKeys(page)).toEqual([null, null, null]);
  });

  test('the demo accounts fill the form in mock mode', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: `Use demo account ${ACCOUNTS.viewer}` }).click();
    await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS.viewer);
    await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/inventory$/);
  });

  test('a deep link while signed out returns there after sign-in', async ({ page }) => {
    await page.goto('/suppliers?q=fresh');
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByLabel('Email').fill(ACCOUNTS.manager);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/suppliers\?q=fresh$/);
    // The sign-in entry was replaced: back does not return to the form.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/sign-in/);
  });

  test('a signed-in visitor of /sign-in goes to / and on by the post-login order (docs/rules/session.md#post-login-redirect)', async ({
    page,
  }) => {
    await signIn(page, 'viewer', '/sign-in');
    await expect(page).toHaveURL(/\/inventory$/);
  });

  test('a missing permission ends on /unauthorized?reason=noPermission', async ({ page }) => {
    await signIn(page, 'staff', '/permissions');
    await expect(page).toHaveURL(/\/unauthorized\?reason=noPermission$/);
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to StoreOps' }).click();
    await expect(page).toHaveURL(/\/inventory\/patch$/);
  });
});

test.describe('the session', () => {
  test('logout clears the three keys and the state, and goes to /sign-in', async ({ page }) => {
    await signIn(page, 'manager');
    expect((await storedKeys(page)).every(Boolean)).toBe(true);
    await logOut(page, 'manager');
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await storedKeys(page)).toEqual([null, null, null]);
    await page.goto('/suppliers');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('signing out in one tab signs out the others', async ({ page, context }) => {
    await signIn(page, 'manager');
    const other = await context.newPage();
    await other.goto('/suppliers');
    // The other tab is up (its session listener too) once it shows the suppliers, not at its URL.
    await expect(other.getByRole('table', { name: 'Suppliers' }).getByRole('row').nth(1)).toBeVisible();
    await logOut(page, 'manager');
    await expect(other).toHaveURL(/\/sign-in$/);
  });

  test('a restored session survives a reload', async ({ page }) => {
    await signIn(page, 'viewer');
    await page.reload();
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(page.getByRole('combobox', { name: 'Current store' })).toBeVisible();
  });

  test('a forced 401 on a data call ends on /sign-in with the toast', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    // The toast lives 2 s (docs/rules/layout.md#notifications), counted from when it is raised, while the new /sign-in page
    // still starts its mock API and loads the toaster: on a busy machine a polling check could
    // miss it (the retry in CI). So the page itself records a toast it lays out, from the first
    // byte of each document on, and the test reads the record.
    await page.addInitScript(() => {
      const check = () => {
        const shown = [...document.querySelectorAll('[role="alert"]')].some(
          (el) => el.textContent?.includes('Session expired. Please sign in again.') && el.getClientRects().length > 0,
        );
        if (shown && location.pathname === '/sign-in') sessionStorage.setItem('e2e.expiredToastShown', 'yes');
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // The failure is armed once the start page's own calls have been answered, and only for the
    // calls the click makes: a failure armed while the landing page still loads ended the session
    // before the click (the race that needed a retry).
    await signIn(page, 'manager', '/suppliers');
    await expect(page.getByRole('table', { name: 'Suppliers' }).getByRole('row').nth(1)).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const api = await mockApi(page);
    await api.fail('get', 'v1/product/*', 401, 'Token expired');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    // Read between documents: an evaluate during the reload to /sign-in counts as not yet.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('e2e.expiredToastShown')).catch(() => null)).toBe('yes');
    expect(await storedKeys(page)).toEqual([null, null, null]);
    expect(errors.some((e) => e.includes('Session expired'))).toBe(true);
    expect(errors.join('\n')).not.toContain(token ?? 'no-token');
  });

  test('twenty 401s in a row, each on a fresh load, all show the session-expired toast on /sign-in', async ({ page }) => {
    test.setTimeout(150_000);
    // A saved session without the mock's record of its token: the first call of each fresh load
    // (the profile check) answers 401, the app clears the session and reloads /sign-in, whose
    // toaster shows the flash message once it is up (issue #32: ~4 of 10 missed it before).
    const saved = await savedSessionKeys(page, 'manager');
    for (let run = 1; run <= 20; run += 1) {
      await test.step(`401 number ${run}`, async () => {
        await page.goto('/favicon.svg');
        await page.evaluate((entries) => {
          localStorage.removeItem('storeops.mock.sessions');
          for (const [name, value] of entries) localStorage.setItem(name, value);
        }, saved);
        await page.goto('/suppliers');
        await expect(page).toHaveURL(/\/sign-in$/);
        await expect(page.getByRole('alert').filter({ hasText: 'Session expired. Please sign in again.' })).toBeVisible();
      });
    }
  });

  test('a restored session shows its first page without a loading fallback; `/` shows its text, then redirects', async ({ page }) => {
    // Records whether a lazy route's Suspense fallback (data-lazy-fallback, src/app/lazyPage.tsx)
    // is ever put into the page, from the first byte of each document on.
    await page.addInitScript(() => {
      const check = () => {
        if (document.querySelector('[data-lazy-fallback]')) sessionStorage.setItem('e2e.lazyFallbackShown', 'yes');
        // `/` shows the spec's text before it redirects (docs/rules/session.md#post-login-redirect), even for a moment (issue #43).
        if (location.pathname === '/' && document.body?.textContent?.includes('Redirecting based on permissions...'))
          sessionStorage.setItem('e2e.redirectingShown', 'yes');
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
    });
    await signIn(page, 'manager', '/suppliers');
    await expect(page.getByRole('table', { name: 'Suppliers' }).getByRole('row').nth(1)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('table', { name: 'Suppliers' }).getByRole('row').nth(1)).toBeVisible();
    // `/` redirects to the landing page, which is loaded ahead as well.
    await page.goto('/');
    await expect(page).toHaveURL(/\/inventory\/patch$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('e2e.lazyFallbackShown'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('e2e.redirectingShown'))).toBe('yes');
  });

  test('a stale token on a public page does not send it to /sign-in', async ({ page }) => {
    await signIn(page, 'owner');
    await page.evaluate(() => localStorage.setItem('accessToken', 'demo.user-owner.expired'));
    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1, name: /StoreOps: the back office/ })).toBeVisible();
    await expect(page).toHaveURL(/\/landing$/);
    expect(await storedKeys(page)).toEqual([null, null, null]);
  });

  test('switching store changes currentStoreId and the data shown', async ({ page }) => {
    await signIn(page, 'manager', '/products');
    const api = await mockApi(page);
    const select = page.getByRole('combobox', { name: 'Current store' });
    await expect(select.locator('option:checked')).toHaveText('Berlin Mitte Café');
    await select.selectOption({ label: 'Hamburg Harbour Bistro' });
    await expect(select.locator('option:checked')).toHaveText('Hamburg Harbour Bistro');
    expect(await page.evaluate(() => localStorage.getItem('currentStoreId'))).toBe('store-2');
    await expect
      .poll(async () => (await api.requests()).some((r) => r.url.includes('v1/product/list') && r.url.includes('storeId=store-2')))
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Current store' }).locator('option:checked')).toHaveText('Hamburg Harbour Bistro');
  });
});

/** The app's three session keys of a role's saved session (not the mock's record that makes its token valid). */
async function savedSessionKeys(page: Page, role: Role): Promise<[string, string][]> {
  await restoreSession(page, role, '/favicon.svg');
  return page.evaluate(() =>
    ['accessToken', 'userData', 'currentStoreId'].flatMap((name): [string, string][] => {
      const value = localStorage.getItem(name);
      return value === null ? [] : [[name, value]];
    }),
  );
}
