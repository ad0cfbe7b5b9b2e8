import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { day } from '../support/pageActions';
import { expect, openAs, signIn, test, visit } from './fixtures';

async function clockIn(page: Page) {
  await page.getByRole('button', { name: 'Clock in' }).click();
  const withNote = page.getByRole('button', { name: 'Clock in with note' });
  if (await withNote.isVisible()) {
    await page.getByLabel('Note').first().fill('Covering for a colleague.');
    await withNote.click();
  }
  await expect(page.getByText(/^Clocked in at /)).toBeVisible();
}

test.describe('spec-only server: shifts, time clock, tips and SEPA', () => {
  test('generates shifts', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'manager', '/shifts');
    await expect(page.getByRole('heading', { level: 1, name: 'Shift planning' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Generate shifts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate shifts' });
    await dialog.getByRole('button', { name: 'Start generation' }).click();
    const section = page.getByRole('region', { name: /Shift generation/ });
    await expect(section.getByRole('button', { name: 'Keep and publish' })).toBeVisible({ timeout: 30_000 });
    // Without the result call the drafts come from the spec's shift list, and the panel says so.
    await expect(section.getByText(/This server does not describe its proposal/)).toBeVisible();
    await section.getByRole('button', { name: 'Keep and publish' }).click();
    await page.getByRole('dialog', { name: 'Publish this week?' }).getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(section).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /, published/ }).first()).toBeVisible();
  });

  test('clocks in and out', async ({ page }) => {
    await signIn(page, 'staff', '/time-entry/form');
    await expect(page.getByRole('heading', { level: 1, name: 'Time entry' })).toBeVisible({ timeout: 30_000 });
    const clock = page.getByRole('region', { name: 'Time clock' });
    await clockIn(page);
    await expect(clock.getByText('Sent', { exact: true })).toBeVisible();
    await clock.getByRole('button', { name: 'Clock out' }).click();
    await expect(clock.getByText(/^Clocked out at /)).toBeVisible();
  });

  test('a clock-in whose answer is lost, then Retry: one entry (the day is read first)', async ({ page }) => {
    await signIn(page, 'staff', '/time-entry/form');
    await expect(page.getByRole('heading', { level: 1, name: 'Time entry' })).toBeVisible({ timeout: 30_000 });
    const clock = page.getByRole('region', { name: 'Time clock' });
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('status')).toBeVisible();
    // The server creates the entry, its answer never arrives; a server of the spec alone ignores clientId.
    await page.evaluate(() => window.__storeopsMock?.lostAnswer('post', 'v1/time-entry', { once: true }));
    await clockIn(page);
    await expect(clock.getByText('Not sent', { exact: true })).toBeVisible();
    await clock.getByRole('button', { name: 'Retry' }).click();
    await expect(clock.getByText('Sent', { exact: true })).toBeVisible();
    await expect(history.getByRole('row').filter({ hasText: 'Web' })).toHaveCount(1);
    await clock.getByRole('button', { name: 'Clock out' }).click();
    await expect(clock.getByText(/^Clocked out at /)).toBeVisible();
    await expect(clock.getByText('Sent', { exact: true })).toBeVisible();
    await page.reload();
    const rows = page.getByRole('region', { name: 'History' }).getByRole('row').filter({ hasText: 'Web' });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Submitted');
  });

  test('creates a tip and exports the SEPA file', async ({ page }) => {
    test.setTimeout(90_000);
    // The owner: a manager's own share blocks their approval and export (four eyes, issue #41).
    await openAs(page, 'owner', '/tip', 'New tip');
    await page.getByLabel('Date').fill(day(-1));
    await page.getByLabel('Source').selectOption('cash');
    await page.getByLabel('Amount (EUR)').fill('80');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Tip approved')).toBeVisible();

    await visit(page, '/finance/tips');
    // The seed has someone with tips and no bank details (e2e/finance.spec.ts): add them first.
    const blockers = page.getByRole('list', { name: 'Export blockers' });
    await blockers.getByRole('link', { name: 'Add bank details' }).first().click();
    const form = page.getByRole('form', { name: /^Bank details of / });
    await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await form.getByRole('button', { name: 'Save bank details' }).click();
    await expect(page.getByText(/^Bank details of .+ saved$/)).toBeVisible();
    await visit(page, '/finance/tips');
    await expect(page.getByRole('list', { name: 'Export blockers' })).toHaveCount(0);
    const exportButton = page.getByRole('button', { name: 'Export SEPA file' });
    await expect(exportButton).toBeEnabled({ timeout: 30_000 });
    await exportButton.click();
    const confirm = page.getByRole('dialog', { name: 'Export the SEPA file?' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      confirm.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Sepa_Tips_${day(-13)}_${day(0)}.xml`);
    await expect(page.getByText('SEPA file downloaded successfully')).toBeVisible();
    expect(await readFile(await download.path(), 'utf8')).toContain('<NbOfTxs>');
  });
});
