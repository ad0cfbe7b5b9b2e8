import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
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
    // The browser's locale is en-GB: comma and dot (a de browser gets semicolons and decimal commas).
    expect(csv).toContain(
      'Person,Date,Planned hours,Worked hours,Pending hours,Difference hours,Late starts,Missing clock-outs,Labour cost',
    );
    expect(csv.split('\r\n')[1]).toMatch(/^[^,]+,\d{4}-\d{2}-\d{2},\d+\.\d{2},\d+\.\d{2},\d+\.\d{2},-?\d+\.\d{2},\d+,\d+,(\d+\.\d{2})?$/);
    expect(csv.split('\r\n').length).toBeGreaterThan(3);

    // The range lives in the URL. It starts two weeks earlier: the tips overview counts approved
    // hours only, and the demo approves entries once they are a week old, so a single recent day
    // may have none to show.
    const earlier = new Date(`${to}T12:00:00Z`);
    earlier.setUTCDate(earlier.getUTCDate() - 14);
    const start = earlier.toISOString().slice(0, 10);
    await page.getByLabel('From', { exact: true }).fill(start);
    await expect(page).toHaveURL(new RegExp(`startDate=${start}`));
    await page.reload();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(start);

    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await expect(page.getByRole('table', { name: 'Hours and tips per week and person' })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('staff without time_entry.read see planned hours and are told why worked hours are missing', async ({ page }) => {
    await signIn(page, 'staff', '/shifts/report');
    await expect(page.getByText(/need permission to read everyone's time entries/)).toBeVisible();
    // Income is private (issue #41): only Sam's own figures, from the server too.
    await expect(page.getByText(/^Only your own hours and tips are shown/)).toBeVisible();
    const tipsTable = page.getByRole('table', { name: 'Hours and tips per week and person' });
    await expect(tipsTable.getByRole('row').filter({ hasText: 'Sam Staff' }).first()).toBeVisible();
    await expect(tipsTable.getByRole('row').filter({ hasText: 'Marco Manager' })).toHaveCount(0);
    await expect(
      page.getByRole('table', { name: 'Planned and worked hours per person' }).getByRole('columnheader', { name: 'Labour cost' }),
    ).toHaveCount(0);
  });

  test('a missed punch counts only once approved: the manager reads the note, corrects the end with a reason and approves; staff see why', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'staff', '/time-entry/form');
    const manual = page.getByRole('region', { name: 'Missed punch' });
    const day = await manual.getByLabel('Date').inputValue();
    await manual.getByLabel('Start', { exact: true }).fill('09:00');
    await manual.getByLabel('End', { exact: true }).fill('17:00');
    await manual.getByLabel('Break (minutes)').fill('30');
    await manual.getByLabel('Note', { exact: true }).fill('Phone was dead, forgot to clock in.');
    await manual.getByRole('button', { name: 'Save entry' }).click();
    await expect(page.getByText('Time entry saved.')).toBeVisible();

    // The report: the entry is pending, shown apart, in no worked hours and no labour cost.
    const report = `/shifts/report?startDate=${day}&endDate=${day}`;
    const samIn = (p: Page) =>
      p.getByRole('table', { name: 'Planned and worked hours per person' }).getByRole('row').filter({ hasText: 'Sam Staff' });
    const figures = async (p: Page) => {
      const cells = samIn(p).getByRole('cell');
      await expect(cells.first()).toBeVisible();
      return { worked: await cells.nth(1).innerText(), pending: await cells.nth(2).innerText(), cost: await cells.nth(6).innerText() };
    };
    await signIn(page, 'manager', report);
    const before = await figures(page);
    expect(before.pending).toBe('7:30');

    // The review: the note is there; the end is corrected with a reason (the original kept).
    await page.goto(`/time-entry/review?startDate=${day}&endDate=${day}`);
    const row = page
      .getByRole('table', { name: 'Time entries to review' })
      .getByRole('row')
      .filter({ hasText: 'Phone was dead, forgot to clock in.' });
    await expect(row).toContainText('manual');
    await row.getByRole('button', { name: /^Correct / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('End', { exact: true }).fill('16:00');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await expect(dialog.getByText('Reason is required.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Left at 16:00, confirmed by the shift lead.');
    // A correction approves by default; this one waits for a decision of its own.
    const approveToo = dialog.getByLabel('Approve the corrected entry');
    await expect(approveToo).toBeChecked();
    await approveToo.uncheck();
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Reason: Left at 16:00, confirmed by the shift lead.');
    await expect(row).toContainText('6:30');

    await page.goto(report);
    const corrected = await figures(page);
    expect(corrected).toEqual({ ...before, pending: '6:30' });

    await page.goto(`/time-entry/review?startDate=${day}&endDate=${day}`);
    await row.getByRole('button', { name: /^Approve / }).click();
    await expect(row).toContainText('Approved');
    await row.getByText('History (2)').click();
    await expect(row).toContainText('Corrected by');
    await expect(row).toContainText('Approved by');

    // Only now the hours are worked and cost money.
    await page.goto(report);
    const approved = await figures(page);
    expect(approved.pending).toBe('0:00');
    expect(approved.worked).not.toBe(before.worked);
    expect(approved.cost).not.toBe(before.cost);

    // Staff see the decision and its reason.
    await signIn(page, 'staff', '/time-entry/form');
    const history = page.getByRole('region', { name: 'History' });
    await history.getByLabel('Date').fill(day);
    const mine = history.getByRole('row').filter({ hasText: 'Manual' });
    await expect(mine).toContainText('Approved');
    await expect(mine).toContainText('Reason: Left at 16:00, confirmed by the shift lead.');
    await expect(mine).toContainText('6:30');
  });
});
