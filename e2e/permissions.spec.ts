import { expect, expectAccessible, setTheme, signIn, signInThroughForm, test, visit } from './support/fixtures';

test.describe('permissions', () => {
  test('the owner gives staff orders.read in Berlin; staff signs in and finds Orders in the menu', async ({ page }) => {
    // One journey across two sign-ins with four axe runs: more than the default 45 s on a busy machine.
    test.setTimeout(120_000);
    await signIn(page, 'owner', '/permissions');
    const table = page.getByRole('table', { name: 'Permission grants' });
    await expect(table).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Edit Sam Staff, Berlin Mitte Café' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Permissions of Sam Staff' })).toBeVisible();
    await expect(page.getByText('A change reaches the person at their next profile load')).toBeVisible();
    await expectAccessible(page);
    await setTheme(page, 'dark');
    await expect(page.getByRole('checkbox', { name: 'Inventory: write' })).toBeChecked();
    await expectAccessible(page);

    await page.getByRole('checkbox', { name: 'Orders and invoices: read' }).check();
    await expect(page.getByRole('region', { name: 'Berlin Mitte Café' })).toContainText('Orders and invoices: read');
    await page.getByRole('button', { name: 'Save permissions' }).click();
    await expect(page.getByText(/Permissions saved\. Sam Staff gets them/)).toBeVisible();
    await expect(page).toHaveURL(/\/permissions$/);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Olivia Owner' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await signInThroughForm(page, 'staff');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });

  test('a user with permissions.read only sees no write control, and /permission is refused', async ({ page }) => {
    await signIn(page, 'auditor', '/permissions');
    await expect(page.getByRole('table', { name: 'Permission grants' })).toContainText('Sam Staff');
    await expect(page.getByRole('link', { name: 'Grant permissions' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await visit(page, '/permission');
    await expect(page).toHaveURL(/\/unauthorized\?reason=noPermission$/);
  });
});
