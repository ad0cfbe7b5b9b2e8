import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, openAs, setTheme, signIn, test, visit } from './support/fixtures';

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

test.describe('tips and SEPA payout', () => {
  test('a manager shares a tip by hours, approves it, fixes a missing IBAN and exports the SEPA file', async ({ page }) => {
    test.setTimeout(90_000);
    // A tip of yesterday, shared by the hours of the day's time entries.
    await openAs(page, 'manager', '/tip', 'New tip');
    await page.getByLabel('Date').fill(day(-1));
    await page.getByLabel('Source').selectOption('cash');
    await page.getByLabel('Amount (EUR)').fill('120,55');
    await expect(page.getByLabel('By hours worked')).toBeChecked();
    await expect(page.getByText('Hours from the day’s time entries.')).toBeVisible();
    await expect(page.getByTestId('share-total')).toHaveText('€120.55 of €120.55');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Tip approved')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/finance/tips\\?startDate=${day(-1)}&endDate=${day(-1)}$`));
    await expect(page.getByRole('table', { name: 'Tips' }).getByRole('row').filter({ hasText: '€120.55' })).toContainText('Approved');

    // The last two weeks: someone with tips has no bank details yet.
    await visit(page, '/finance/tips');
    const blockers = page.getByRole('list', { name: 'Export blockers' });
    await expect(blockers).toContainText('has tips but no bank details.');
    await expect(page.getByRole('button', { name: 'Export SEPA file' })).toBeDisabled();
    await blockers.getByRole('link', { name: 'Add bank details' }).first().click();
    await expect(page).toHaveURL(/\/user-financial-details\?userId=/);
    const form = page.getByRole('form', { name: /^Bank details of / });
    await expect(form).toBeVisible();

    // A mistyped IBAN is refused at the field, before anything is sent.
    await form.getByLabel('IBAN').fill('DE88 3704 0044 0532 0130 00');
    await form.getByLabel('BIC (optional)').click();
    await expect(form.getByText(/^Enter a valid IBAN/)).toBeVisible();
    await expect(form.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await form.getByRole('button', { name: 'Save bank details' }).click();
    await expect(page.getByText(/^Bank details of .+ saved$/)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'DE89 •••• •••• •••• 3000' }).first()).toBeVisible();

    // Export: the download has the spec's name, the message shows, the summary is read from the file.
    await visit(page, '/finance/tips');
    await expect(page.getByRole('heading', { level: 1, name: 'Tips' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Export blockers' })).toHaveCount(0);
    const exportButton = page.getByRole('button', { name: 'Export SEPA file' });
    await expect(exportButton).toBeEnabled();
    const start = day(-13);
    const end = day(0);
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toBe(`Sepa_Tips_${start}_${end}.xml`);
    await expect(page.getByText('SEPA file downloaded successfully')).toBeVisible();
    const xml = await readFile(await download.path(), 'utf8');
    const transfers = /<GrpHdr>[\s\S]*?<NbOfTxs>(\d+)<\/NbOfTxs>/.exec(xml)?.[1];
    const summary = page.getByRole('region', { name: 'Exported file' });
    await expect(summary).toContainText(`Sepa_Tips_${start}_${end}.xml`);
    await expect(summary.getByRole('definition').first()).toHaveText(transfers ?? 'missing');
    await expect(summary.getByRole('table', { name: 'Payees in the file' }).getByRole('row')).toHaveCount(Number(transfers) + 1);
    await expect(page.getByRole('table', { name: 'Tips' }).getByText('Approved')).toHaveCount(0);

    // An exported tip cannot be edited: the form says why.
    await page.getByRole('table', { name: 'Tips' }).getByRole('row').filter({ hasText: 'Exported' }).first().getByRole('link').click();
    await expect(page.getByText(/was paid out in a SEPA file/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  });

  test('the four finance pages pass axe in light and dark', async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, 'manager', '/finance/tips');
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await visit(page, '/finance/tips');
      const firstTip = page.getByRole('table', { name: 'Tips' }).getByRole('link').first();
      await expect(firstTip).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Export SEPA file' })).toBeVisible();
      await expectAccessible(page);
      const tipPath = new URL((await firstTip.getAttribute('href')) ?? '/tip', 'http://x').pathname;
      const pages = [
        ['/tip', 'New tip', page.getByText(/from the day’s time entries|from the planned shifts|Hours are not available/)],
        [tipPath, /^Tip of /, page.getByRole('table', { name: 'Shares of the tip' })],
        ['/user-financial-details', 'Employee financial details', page.getByText('Missing', { exact: true })],
      ] as const;
      for (const [path, heading, ready] of pages) {
        await visit(page, path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(ready).toBeVisible();
        await expectAccessible(page);
      }
    }
  });
});
