import type { Page } from '@playwright/test';
import { expect, expectAccessible, openAs, setTheme, signIn, test, visit } from './support/fixtures';

/** A date three weeks ahead (YYYY-MM-DD). */
function dayOff(): string {
  const d = new Date(Date.now() + 21 * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** The number of people available in the first hour of the heat map's Sunday row. */
async function sundayCount(page: Page): Promise<number> {
  const row = page
    .getByRole('table', { name: /Availability heat map/ })
    .getByRole('row')
    .filter({ hasText: 'Sunday' });
  const text = (await row.getByRole('cell').first().textContent()) ?? '';
  return Number(text.split('/')[0]);
}

test.describe('availability', () => {
  test('staff submit availability and a day off; a manager approves it and the heat map changes', async ({ page }) => {
    test.slow();
    await openAs(page, 'staff', '/shift', 'My availability');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Update team availability' })).toHaveCount(0);

    await page.getByRole('group', { name: 'Sunday' }).getByLabel('All day').check();
    await page.getByRole('button', { name: 'Add exception' }).click();
    const exception = page.getByRole('group', { name: 'Exception 1' });
    // Validation before sending: an exception needs a date.
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(exception.getByText('An exception needs a date.')).toBeVisible();
    await exception.getByLabel('Date').fill(dayOff());
    await exception.getByLabel('Reason').fill('Dentist');
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(page.getByText('Availability submitted for approval')).toBeVisible();
    await expect(page.getByText('Pending approval')).toBeVisible();
    await expect(page.getByText('Sunday: all day available')).toBeVisible();
    await expect(page.getByText(/Time off \(all day\) — Dentist/)).toBeVisible();

    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await expect(page.getByText('Pending approval')).toBeVisible();
      await expectAccessible(page);
    }

    // Without shift.update: no team availability.
    await visit(page, '/shift/patch');
    await expect(page).toHaveURL(/\/unauthorized\?reason=noPermission$/);

    await signIn(page, 'manager', '/shift/patch');
    await expect(page.getByRole('heading', { level: 1, name: 'Team availability' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Availability heat map/ })).toBeVisible();
    const before = await sundayCount(page);
    const queue = page.getByRole('list', { name: 'Pending changes' });
    await expect(queue.getByRole('heading', { name: /Sam Staff/ })).toBeVisible();
    await queue.getByRole('button', { name: 'Approve change of Sam Staff' }).click();
    await expect(page.getByText('Availability of Sam Staff approved')).toBeVisible();
    await expect(queue.getByRole('heading', { name: /Sam Staff/ })).toHaveCount(0);
    await expect.poll(() => sundayCount(page)).toBe(before + 1);

    // Declining asks for a reason.
    const other = queue.getByRole('listitem').first();
    const name = ((await other.getByRole('heading').textContent()) ?? '').split(' · ')[0] ?? '';
    await other.getByRole('button', { name: /^Decline/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Decline change' }).click();
    await expect(dialog.getByText('Give a reason for declining.')).toBeVisible();
    await dialog.getByLabel('Reason for declining').fill('We need you on Fridays');
    await dialog.getByRole('button', { name: 'Decline change' }).click();
    await expect(page.getByText(`Availability of ${name} declined`)).toBeVisible();

    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await expect(page.getByRole('table', { name: /Availability heat map/ })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('after a decline, editing that person starts from the approved version and says what saving approves', async ({ page }) => {
    await signIn(page, 'manager', '/shift/patch');
    await expect(page.getByRole('heading', { level: 1, name: 'Team availability' })).toBeVisible({ timeout: 30_000 });
    const queue = page.getByRole('list', { name: 'Pending changes' });
    const item = queue.getByRole('listitem').first();
    const name = ((await item.getByRole('heading').textContent()) ?? '').split(' · ')[0] ?? '';
    await item.getByRole('button', { name: /^Decline/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason for declining').fill('Not this time');
    await dialog.getByRole('button', { name: 'Decline change' }).click();
    await expect(page.getByText(`Availability of ${name} declined`)).toBeVisible();

    await page.getByLabel('Person').selectOption({ label: name });
    await expect(page.getByText('Starting from their approved availability. Their declined request is not loaded.')).toBeVisible();
    // The pending change the seeds give (Friday 12:00–22:00, preferred) was declined: the editor and the summary show the approved Friday instead.
    const approves = page.getByRole('region', { name: `What saving approves for ${name}` });
    await expect(approves).toBeVisible();
    await expect(approves).toContainText('Wished hours per week');
    await expect(approves).not.toContainText('Friday: 12:00–22:00 preferred');
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await expect(approves).toBeVisible();
      await expectAccessible(page);
    }
  });
});
