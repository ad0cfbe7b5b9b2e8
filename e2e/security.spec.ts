import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, fillFields, mockApi, signIn, test, visit } from './support/fixtures';

const SESSION_EXPIRED = 'Session expired. Please sign in again.';

/** Three clicks dispatched in one task: React has not rendered the disabled button in between. */
const clickThriceInOneTask = (button: Locator) =>
  button.evaluate((el: HTMLElement) => {
    el.click();
    el.click();
    el.click();
  });

async function signInAgain(page: Page) {
  await page.getByLabel('Email').fill(ACCOUNTS.manager);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** The supplier save answers 401: the app goes to /sign-in with the toast, without asking anything. */
async function saveEndsTheSession(page: Page, dialogs: string[]) {
  const api = await mockApi(page);
  await api.fail('post', 'v1/supplier', 401, 'Token expired');
  await page.getByRole('button', { name: 'Create supplier' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  expect(dialogs).toEqual([]);
}

test.describe('security and failure paths (issue 20)', () => {
  test('a 401 on save: no prompt can keep the page, /sign-in with the toast, the typed form comes back, and a later 401 reloads again', async ({ page }) => {
    const dialogs: string[] = [];
    // Every prompt is answered "Stay": the session-expired flow must not ask at all.
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await signIn(page, 'manager', '/supplier');
    await page.getByLabel('Name', { exact: true }).fill('Nordsee Fisch E2E');
    await page.getByLabel('Phone').fill('+49 40 555 0101');
    await saveEndsTheSession(page, dialogs);

    await signInAgain(page);
    await expect(page.getByText(/Changes you had not saved before your session ended were kept\. Open \/supplier/)).toBeVisible();
    await page.goto('/supplier');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await page.getByRole('button', { name: 'Restore my changes' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Nordsee Fisch E2E');
    await expect(page.getByLabel('Phone')).toHaveValue('+49 40 555 0101');
    await expect(page.getByRole('button', { name: 'Restore my changes' })).toHaveCount(0);

    // The restored form is unsaved again, and the next 401 is handled again (a full reload).
    await saveEndsTheSession(page, dialogs);
    const stored = await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('userData')]);
    expect(stored).toEqual([null, null]);
  });

  test('three clicks in one task create one supplier and one inventory item', async ({ page }) => {
    // The mock's request log lives in the page: read it before the next full load.
    const posts = async (path: RegExp) =>
      (await (await mockApi(page)).requests()).filter((r) => r.method === 'POST' && path.test(r.url));

    await signIn(page, 'manager', '/supplier');
    await page.getByLabel('Name', { exact: true }).fill('Einmal GmbH E2E');
    await clickThriceInOneTask(page.getByRole('button', { name: 'Create supplier' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Einmal GmbH E2E' })).toBeVisible();
    expect(await posts(/\/v1\/supplier$/)).toHaveLength(1);

    await visit(page, '/inventory/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New inventory item' })).toBeVisible();
    await fillFields(page, {
      Name: 'Einmal Mehl E2E',
      Category: 'Dry goods',
      'Storage area': 'Front counter',
      'Unit counted': 'kg',
      'Cost per unit (EUR)': '1,20',
      'Par level': '10',
      Minimum: '2',
    });
    await clickThriceInOneTask(page.getByRole('button', { name: /Create item/ }));
    await expect(page.getByText('Inventory item created')).toBeVisible();
    expect(await posts(/\/v1\/inventory\//)).toHaveLength(1);
  });
});
