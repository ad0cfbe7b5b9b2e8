import { expect, signIn, test } from './fixtures';

test.describe('spec-only server: counting stock', () => {
  test('counts without count sessions and posts PATCH v1/inventory/{storeId}/amount {id, amount, userId} per counted item', async ({
    page,
  }) => {
    const patches: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && /\/api\/v1\/inventory\/[^/]+\/amount$/.test(new URL(r.url()).pathname)) patches.push(r.postDataJSON());
    });
    await signIn(page, 'staff', '/inventory/patch');
    await expect(page.getByRole('heading', { level: 1, name: 'Update inventory' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/This server does not keep counts in progress/)).toHaveCount(1);
    await page.getByRole('button', { name: 'Start count' }).click();
    await page.getByLabel('Storage area').selectOption('Front counter');
    const area = page.getByRole('region', { name: /Front counter/ });
    const fields = area.getByRole('textbox');
    await fields.first().focus();
    for (const amount of ['7', '8', '9']) {
      await page.keyboard.type(amount);
      await page.keyboard.press('Enter');
    }
    await expect(area.getByText(/^3 of \d+ counted$/)).toBeVisible();
    // The progress is kept on this device: a reload keeps it.
    await page.reload();
    await expect(area.getByText(/^3 of \d+ counted$/)).toBeVisible({ timeout: 30_000 });
    const ids = await fields.evaluateAll((els) => els.slice(0, 3).map((el) => el.id.replace(/^count-/, '')));
    const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { userId?: string }).userId);
    expect(patches).toEqual([]);

    await page.getByRole('button', { name: 'Finish count…' }).click();
    await page.getByRole('dialog', { name: 'Finish the count?' }).getByRole('button', { name: 'Post the differences' }).click();
    await expect(page.getByRole('region', { name: 'Count finished: differences posted' })).toBeVisible();
    expect(patches).toHaveLength(3);
    expect(patches).toEqual(
      expect.arrayContaining([
        { id: ids[0], amount: 7, userId },
        { id: ids[1], amount: 8, userId },
        { id: ids[2], amount: 9, userId },
      ]),
    );
  });
});
