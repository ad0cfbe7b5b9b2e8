import { expect, expectAccessible, mockApi, openAs, signIn, test, visit } from './support/fixtures';

test.describe('bank details that cannot be read, and staff figures (issues 29, 31)', () => {
  test('store bank details that cannot be read are not called missing: the panel says so and offers Retry', async ({ page }) => {
    await signIn(page, 'owner', '/dashboard');
    const api = await mockApi(page);
    await api.fail('get', 'v1/store/:storeId/financial-details', 500, 'Database down');
    await visit(page, '/finance/tips');
    const problem = page.getByText('The store’s bank details could not be read, so they are not checked here.');
    await expect(problem).toBeVisible();
    await expect(page.getByText('The store has no financial details (legal name, IBAN).')).toHaveCount(0);
    await api.resetScenarios();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(problem).toHaveCount(0);
  });

  test('a staff member sees their own hours and tips for this week and for a period', async ({ page }) => {
    await openAs(page, 'staff', '/finance/my-tips', 'My hours and tips');
    await expect(page.getByRole('heading', { name: 'This week' })).toBeVisible();
    const table = page.getByRole('table', { name: 'My hours and tips per week' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // The period's figures are the sum of its weeks.
    const cells = await table.locator('tbody tr td:last-child').allInnerTexts();
    const cents = cells.reduce((sum, t) => sum + Math.round(Number(t.replace(/[€,\s]/g, '')) * 100), 0);
    const period = page.getByRole('region', { name: / – / });
    await expect(period.getByRole('definition').last()).toHaveText(`€${(cents / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);
    await expectAccessible(page);
  });
});
