import { ERROR_PAGES, INFO_PAGES } from '../src/test/publicPages';
import { expect, expectAccessible, setTheme, test, visit } from './support/fixtures';

const PAGES: [string, string][] = [
  ['/sign-in', 'Sign in to your back office'],
  ['/unauthorized?reason=noPermission', 'You do not have access to this page'],
  ['/unauthorized?reason=noRole', 'This page needs another role'],
  ...ERROR_PAGES,
  ['/reset-password', 'Reset your password'],
  ['/password-redefinition', 'Choose a new password'],
  ...INFO_PAGES,
  ['/auth-2/sign-up', 'Create your account'],
  ['/auth-3/sign-in', 'Sign in to your back office'],
];

for (const theme of ['light', 'dark'] as const) {
  test(`public pages pass axe in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/sign-in');
    await setTheme(page, theme);
    // One load, then in-app navigation: each page checked as the router shows it.
    for (const [path, title] of PAGES) {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
      await expectAccessible(page);
    }
  });
}

test('unknown paths show the 404 page with a way back', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

/** Each template screen with its level-1 heading (neighbours differ, so each visit is seen to land). */
const SCREENS: [string, string][] = [
  ['sign-in', 'Sign in to your back office'],
  ['sign-up', 'Create your account'],
  ['reset-password', 'Reset your password'],
  ['new-password', 'Choose a new password'],
  ['two-factor', 'Two-step verification'],
  ['lock-screen', 'Screen locked'],
  ['success-mail', 'Check your inbox'],
  ['login-pin', 'Sign in with your PIN'],
  ['delete-account', 'Delete your account'],
];
for (const family of [1, 2, 3]) {
  test(`every /auth-${family} screen renders and passes axe`, async ({ page }) => {
    test.setTimeout(120_000);
    // One load, then in-app navigation (the first visit stays where the load landed).
    await page.goto(`/auth-${family}/${SCREENS[0]?.[0]}`);
    for (const [screen, heading] of SCREENS) {
      await visit(page, `/auth-${family}/${screen}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      await expectAccessible(page);
    }
  });
}

test('a failed preload shows the reload message and logs the spec wording', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/sign-in');
  await expect(page.getByLabel('Email')).toBeVisible();
  // What Vite's preload helper raises when a page's style sheet is gone after a deployment.
  await page.evaluate(() => {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error(`Unable to preload CSS for ${location.origin}/assets/ProductListPage-old.css`),
    });
    window.dispatchEvent(event);
  });
  await expect(page.getByRole('alert')).toContainText('A new version of StoreOps is available');
  expect(errors).toContain('Unable to preload CSS for http://127.0.0.1:' + new URL(page.url()).port + '/assets/ProductListPage-old.css');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeVisible();
});
