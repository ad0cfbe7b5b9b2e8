import type { Page } from '@playwright/test';
import { expect, expectAccessible, mockApi, setTheme, signIn, test, visit } from './support/fixtures';

/**
 * The first line of the reorder list short of more than one unit, and its supplier: ordering 1 of
 * it leaves some on the list. A suggestion the supplier's rules rounded up ("Rounded up from 1")
 * may be covered by 1: the list is right to drop it then, as the stock is at par (issue #40).
 */
async function lineShortOfMore(page: Page): Promise<{ supplier: string; item: string }> {
  const found = await page.getByRole('region', { name: /^Reorder from / }).evaluateAll((groups) => {
    for (const group of groups)
      for (const row of group.querySelectorAll('tr')) {
        const input = row.querySelector('input[type="text"], input:not([type])');
        if (!(input instanceof HTMLInputElement) || row.textContent?.includes('Rounded up from') || !(Number(input.value) > 1)) continue;
        return {
          supplier: (group.getAttribute('aria-label') ?? '').replace('Reorder from ', ''),
          item: row.cells[1]?.textContent?.trim() ?? '',
        };
      }
    return null;
  });
  expect(found, 'a line short of more than one unit').not.toBeNull();
  return found ?? { supplier: '', item: '' };
}

test.describe('inventory', () => {
  // Counting a whole storage area and loading the chart page take a while on a shared machine.
  test.slow();

  test('staff start a count, count a storage area, reload mid-way with the values kept, finish and see the differences', async ({
    page,
  }) => {
    await signIn(page, 'staff');
    await expect(page).toHaveURL(/\/inventory\/patch$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Update inventory' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Start count' }).click();

    await page.getByLabel('Storage area').selectOption('Front counter');
    const area = page.getByRole('region', { name: /Front counter/ });
    const fields = area.getByRole('textbox');
    // count() does not wait: the area's fields come with the started count (CI run 1 of this
    // session read 0 of them right after the selection). They render together, so one is enough.
    await expect(fields.first()).toBeVisible();
    const n = await fields.count();
    expect(n).toBeGreaterThan(3);
    const half = Math.floor(n / 2);
    await fields.first().focus();
    for (let i = 0; i < half; i += 1) {
      await page.keyboard.type(String(40 + i));
      await page.keyboard.press('Enter');
    }
    // Enter on an empty field says so and stays.
    await page.keyboard.press('Enter');
    await expect(area.getByText(/Nothing entered/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'All counts saved' })).toBeVisible();
    await expect(area.getByText(`${half} of ${n} counted`)).toBeVisible();

    // Reload mid-way: the area, the values and the progress come back.
    await page.reload();
    await expect(area.getByText(`${half} of ${n} counted`)).toBeVisible({ timeout: 30_000 });
    await expect(fields.first()).toHaveValue('40');
    await expect(area.getByText('Not counted')).toHaveCount(n - half);
    await fields.nth(half).focus();
    for (let i = half; i < n; i += 1) {
      await page.keyboard.type(String(40 + i));
      await page.keyboard.press('Enter');
    }
    await expect(area.getByText(`${n} of ${n} counted`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'All counts saved' })).toBeVisible();
    const firstName = (await area.locator('label').first().textContent()) ?? '';

    await page.getByRole('button', { name: 'Finish count…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finish the count?' });
    const itemRow = (scope: typeof dialog) =>
      scope.getByRole('row').filter({ has: page.getByRole('cell', { name: firstName, exact: true }) });
    await expect(itemRow(dialog)).toBeVisible();
    await expect(dialog.getByText(/value of the differences/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Post the differences' }).click();
    const result = page.getByRole('region', { name: 'Count finished: differences posted' });
    await expect(itemRow(result)).toBeVisible();
    await expect(result.getByText(`${n} items · value of the differences`)).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Overview' }).click();
    await page.getByLabel('Search items').fill(firstName);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: firstName, exact: true }) });
    await expect(row).toContainText('40');

    await page.getByRole('tab', { name: 'History by date' }).click();
    await page.getByLabel('Type of change').selectOption('count');
    const entry = page.getByRole('row').filter({ hasText: firstName }).filter({ hasText: 'Sam Staff' });
    await expect(entry.first()).toBeVisible();
    await expect(entry.first()).toContainText('Count');
  });

  test('a failed count entry is shown as not sent and a retry sends it', async ({ page }) => {
    await signIn(page, 'staff');
    await expect(page).toHaveURL(/\/inventory\/patch$/);
    const api = await mockApi(page);
    await page.getByRole('button', { name: 'Start count' }).click();
    await api.fail('put', 'v1/inventory/:storeId/count-session/entry', 500, 'Stock service down', true);
    const field = page.getByLabel('Tomatoes', { exact: true });
    await field.fill('12');
    await field.press('Enter');
    await expect(page.getByText('Not sent', { exact: true })).toBeVisible();
    await expect(page.getByText('Stock service down')).toBeVisible();
    await page.getByRole('button', { name: 'Retry Tomatoes' }).click();
    await expect(page.getByText('Not sent', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    const puts = (await api.requests()).filter((r) => r.method === 'PUT' && r.url.endsWith('/count-session/entry'));
    expect(puts).toHaveLength(2);
  });

  test('the history asks for a date', async ({ page }) => {
    await signIn(page, 'staff', '/inventory?view=history');
    await page.getByLabel('Date', { exact: true }).fill('');
    await expect(page.getByText('Date is required for fetching inventory history')).toBeVisible();
  });

  test('the analysis shows charts for the current store and follows the store switch', async ({ page }) => {
    await signIn(page, 'manager', '/inventory/analysis');
    await expect(page.getByRole('heading', { name: 'Daily usage value, Berlin Mitte Café' })).toBeVisible({ timeout: 30_000 });
    const chart = page.locator('[data-chart="Daily usage value"] canvas');
    await expect(chart).toHaveCount(1);
    const berlinSummary = await page.getByText(/used over 28 days/).textContent();
    await expect(page.getByRole('heading', { name: 'Items to reorder' })).toBeVisible();

    await page.getByLabel('Current store').selectOption({ label: 'Hamburg Harbour Bistro' });
    await expect(page.getByRole('heading', { name: 'Daily usage value, Hamburg Harbour Bistro' })).toBeVisible();
    await expect(chart).toHaveCount(1);
    await expect(page.getByText(/used over 28 days/)).not.toHaveText(berlinSummary ?? '');
  });

  // At TEST_NOW, and at the instant this flow failed (issue #40: Sunday 01:45 in Berlin, when the
  // first line of the first group needed 0.9 box, rounded up to the supplier's minimum of 2).
  for (const clockAt of [undefined, '2026-11-29T00:45:00Z']) {
    test.describe(`at ${clockAt ?? 'TEST_NOW'}`, () => {
      test.use({ clockAt });

      test('the reorder list creates drafts for two suppliers, and a second run adds to the draft instead of duplicating it', async ({
        page,
      }) => {
        await signIn(page, 'manager');
        const api = await mockApi(page);
        await page.goto('/inventory/analysis');
        const groups = page.getByRole('region', { name: /^Reorder from / });
        await expect(groups.first()).toBeVisible({ timeout: 30_000 });
        const names = (await groups.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map((n) =>
          n.replace('Reorder from ', ''),
        );
        expect(names.length).toBeGreaterThan(2);
        const groupOf = (name: string) => page.getByRole('region', { name: `Reorder from ${name}`, exact: true });
        const { supplier: a, item } = await lineShortOfMore(page);
        const b = names.find((n) => n !== a) ?? '';
        const onlyKeep = async (keep: string[]) => {
          for (const box of await page.getByRole('checkbox', { name: /^Order from / }).all()) {
            const label = await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
            await box.setChecked(keep.some((k) => label === `Order from ${k}`));
          }
        };
        await onlyKeep([a, b]);
        const groupA = groupOf(a);
        const qty = groupA
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name: item, exact: true }) })
          .getByRole('textbox');
        // Edit a quantity before creating: only 1 now, the rest stays on the list.
        await qty.fill('1');
        await expect(groupA).toContainText('New draft · expected delivery');
        await page.getByRole('button', { name: 'Create draft orders' }).click();
        const dialog = page.getByRole('dialog', { name: 'Create draft orders?' });
        await expect(dialog).toContainText('2 new and 0 updated');
        await dialog.getByRole('button', { name: 'Create draft orders' }).click();
        await expect(dialog).toBeHidden();
        // B was ordered in full: it leaves the list once the orders are read again after both
        // drafts. (The list may first show the state after A's draft alone: reading the checkboxes
        // then raced B's group going away.)
        await expect(groupOf(b)).toHaveCount(0);

        // Second run: the open draft is netted out and added to, never duplicated.
        await expect(groupA).toContainText('Adds to the open draft');
        await onlyKeep([a]);
        await page.getByRole('button', { name: 'Create draft orders' }).click();
        await expect(dialog).toContainText('0 new and 1 updated');
        await dialog.getByRole('button', { name: 'Create draft orders' }).click();
        await expect(dialog).toBeHidden();
        const calls = (await api.requests()).filter((r) => r.url.endsWith('/v1/order'));
        expect(calls.filter((r) => r.method === 'POST')).toHaveLength(2);
        expect(calls.filter((r) => r.method === 'PUT')).toHaveLength(1);
      });
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`the four inventory pages pass axe (${theme})`, async ({ page }) => {
      await signIn(page, 'manager');
      await setTheme(page, theme);
      const pages: [string, string, RegExp][] = [
        ['/inventory', 'Inventory', /of [\d,]+ items/],
        ['/inventory/new', 'New inventory item', /Create item/],
        ['/inventory/patch', 'Update inventory', /Start count|Counted \d+ of \d+ items/],
        ['/inventory/analysis', 'Inventory analysis', /used over 28 days/],
      ];
      for (const [path, title, ready] of pages) {
        await visit(page, path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
        await expect(page.getByText(ready).first()).toBeVisible();
        await expectAccessible(page);
      }
    });
  }
});
