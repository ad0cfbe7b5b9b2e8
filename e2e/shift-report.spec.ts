import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, openAs, setTheme, signIn, test } from './support/fixtures';

test.describe('shift report', () => {
  test('a manager opens last week’s report with the weekly tips overview and exports the CSV', async ({ page }) => {
    test.slow();
    await openAs(page, 'manager', '/shifts/report', 'Shift report');
    const people = page.getByRole('table', { name: 'Planned and worked hours per person' });
    await expect(people).toBeVisible();
    await expect(people.getByRole('columnheader', { name: 'Labour cost' })).toBeVisible();
    await expect(people.getByRole('row').filter({ hasText: 'Total' })).toBeVisible();
    const tipsTable = page.getByRole('table', { name: 'Hours and tips per week and person' });
    await expect(tipsTable).toBeVisible();
    await expect(tipsTable.getByRole('row').filter({ hasText: 'Total' })).toBeVisible();

    const from = await page.getByLabel('From', { exact: true }).inputValue();
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`shift-report_${from}_${to}.csv`);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('Person,Date,Planned hours,Worked hours,Difference hours,Late starts,Missing clock-outs');
    expect(csv.split('\r\n').length).toBeGreaterThan(3);

    // The range lives in the URL.
    await page.getByLabel('From', { exact: true }).fill(to);
    await expect(page).toHaveURL(new RegExp(`startDate=${to}`));
    await page.reload();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(to);

    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await expect(page.getByRole('table', { name: 'Hours and tips per week and person' })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('staff without time_entry.read see planned hours and are told why worked hours are missing', async ({ page }) => {
    await signIn(page, 'staff', '/shifts/report');
    await expect(page.getByText(/need permission to read everyone's time entries/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Planned and worked hours per person' }).getByRole('columnheader', { name: 'Labour cost' })).toHaveCount(0);
  });
});
