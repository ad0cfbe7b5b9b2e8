import type { Page } from '@playwright/test';
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

test.describe('four eyes and no lost update on a tip (issue #41)', () => {
  test('the manager cannot approve a tip that pays them, nor export a file that pays them; the control says who can', async ({ page }) => {
    // The last two weeks' approved tips pay the manager: the export is theirs to ask of someone else.
    await openAs(page, 'manager', '/finance/tips', 'Tips');
    await expect(page.getByRole('list', { name: 'Export blockers' })).toContainText(
      /This file would pay you €[\d,]+\.\d{2}, and nobody exports a payout to themselves/,
    );
    await expect(page.getByRole('button', { name: 'Export SEPA file' })).toBeDisabled();

    await visit(page, '/tip');
    await expect(page.getByRole('heading', { level: 1, name: 'New tip' })).toBeVisible();
    await page.getByLabel('Source').selectOption('cash');
    await page.getByLabel('Amount (EUR)').fill('90');
    await page.getByLabel('Equally').check();
    const approve = page.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAccessibleDescription(
      /^This tip pays you €\d+\.\d{2}, and nobody approves their own share: another person who may approve tips in this store approves it \(for a manager, the owner\)\./,
    );
    await expect(page.getByRole('button', { name: 'Save as draft' })).toBeEnabled();
  });

  test('two tabs on one tip: the second save gets the conflict view with both notes, nothing typed is lost', async ({ page }) => {
    test.setTimeout(90_000);
    const conflictOf = (tab: Page) => tab.getByRole('alert', { name: 'Someone else saved this record while you were editing' });
    await openAs(page, 'owner', '/finance/tips', 'Tips');
    const firstTip = page.getByRole('table', { name: 'Tips' }).getByRole('row').filter({ hasText: 'Draft' }).first().getByRole('link');
    const path = new URL((await firstTip.getAttribute('href')) ?? '', 'http://x').pathname;
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1, name: /^Tip of / })).toBeVisible();
    const other = await page.context().newPage();
    await other.goto(path);
    await expect(other.getByRole('heading', { level: 1, name: /^Tip of / })).toBeVisible({ timeout: 30_000 });
    await expect(other.getByLabel('Note')).toBeEditable();

    await page.getByLabel('Note').fill('Counted by tab one');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Tip saved as draft')).toBeVisible();

    await other.getByLabel('Note').fill('Counted by tab two');
    await other.getByRole('button', { name: 'Save as draft' }).click();
    await expect(conflictOf(other)).toBeVisible();
    await expect(
      conflictOf(other)
        .getByRole('row', { name: /^Note / })
        .getByRole('cell'),
    ).toHaveText(['Counted by tab one', 'Counted by tab two', 'Mine (you changed it)']);
    await expect(other.getByLabel('Note')).toHaveValue('Counted by tab two');
    await expectAccessible(other);
  });
});
