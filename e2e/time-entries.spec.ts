import { expect, expectAccessible, mockApi, setTheme, signIn, test } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { clockStart, installClock } from '../src/test/clock';

const clockIn = async (page: Page) => {
  await page.getByRole('button', { name: 'Clock in' }).click();
  // A shift planned for today far from now asks for a note first.
  const withNote = page.getByRole('button', { name: 'Clock in with note' });
  if (await withNote.isVisible()) {
    await page.getByLabel('Note').first().fill('Covering for a colleague.');
    await withNote.click();
  }
  await expect(page.getByText(/^Clocked in at /)).toBeVisible();
};

/** Clicks a button three times in one task (as a double-clicking finger or a stuck key). */
const tripleClick = (button: Locator) =>
  button.evaluate((b: HTMLElement) => {
    b.click();
    b.click();
    b.click();
  });

/** Clock in with three same-task clicks; through the note step when today's shift asks for one. */
const clockInTriple = async (page: Page) => {
  await tripleClick(page.getByRole('button', { name: 'Clock in', exact: true }));
  const withNote = page.getByRole('button', { name: 'Clock in with note' });
  const clockedIn = page.getByText(/^Clocked in at /);
  await expect(withNote.or(clockedIn)).toBeVisible();
  if (await withNote.isVisible()) {
    await page.getByLabel('Note').first().fill('Covering for a colleague.');
    await tripleClick(withNote);
  }
  await expect(clockedIn).toBeVisible();
};

const postsOfTimeEntries = async (page: Page) =>
  (await (await mockApi(page)).requests()).filter((r) => r.method === 'POST' && r.url.includes('v1/time-entry')).length;

test.describe('time entries', () => {
  test.slow();

  test('staff clock in, take a break, clock out with tips, see it in the history, and add a missed punch for yesterday', async ({
    page,
  }) => {
    await signIn(page, 'staff', '/time-entry/form');
    await expect(page.getByRole('heading', { level: 1, name: 'Time entry' })).toBeVisible();
    const clock = page.getByRole('region', { name: 'Time clock' });

    await clockIn(page);
    await expect(clock.getByText('Sent', { exact: true })).toBeVisible();
    await clock.getByRole('button', { name: 'Start break' }).click();
    await expect(clock.getByText(/^On break since /)).toBeVisible();
    await clock.getByRole('button', { name: 'End break' }).click();
    await expect(clock.getByText('Break 1')).toBeVisible();
    await clock.getByLabel('Declared tips').fill('12,50');
    await clock.getByRole('button', { name: 'Clock out' }).click();
    await expect(clock.getByText(/^Clocked out at /)).toBeVisible();
    await expect(clock.getByText('Sent', { exact: true })).toBeVisible();

    const history = page.getByRole('region', { name: 'History' });
    const row = history.getByRole('row').filter({ hasText: 'Web' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Submitted');
    await expect(row).toContainText('€12.50');

    // The date is required: no request without it.
    await history.getByLabel('Date').fill('');
    await expect(history.getByText('Date is required for fetching time entry history')).toBeVisible();

    // A missed punch for yesterday, with the required note.
    const manual = page.getByRole('region', { name: 'Missed punch' });
    await manual.getByLabel('Start', { exact: true }).fill('09:00');
    await manual.getByLabel('End', { exact: true }).fill('08:00');
    await manual.getByRole('button', { name: 'Save entry' }).click();
    await expect(manual.getByText('Note is required.')).toBeVisible();
    await expect(manual.getByText('End must be after start.')).toBeVisible();
    await manual.getByLabel('End', { exact: true }).fill('17:00');
    await manual.getByLabel('Break (minutes)').fill('30');
    await manual.getByLabel('Note', { exact: true }).fill('Forgot to clock in, phone was dead.');
    await manual.getByRole('button', { name: 'Save entry' }).click();
    await expect(page.getByText('Time entry saved.')).toBeVisible();

    const yesterday = await manual.getByLabel('Date').inputValue();
    await history.getByLabel('Date').fill(yesterday);
    const manualRow = history.getByRole('row').filter({ hasText: 'Manual' });
    await expect(manualRow).toContainText('7:30');
    await expect(manualRow).toContainText('Submitted');
  });

  test('a clock-out that fails is kept as not sent, survives a reload, and a retry sends it', async ({ page }) => {
    await signIn(page, 'staff', '/time-entry/form');
    const clock = page.getByRole('region', { name: 'Time clock' });
    await clockIn(page);
    await expect(clock.getByText('Sent', { exact: true })).toBeVisible();

    const api = await mockApi(page);
    await api.fail('post', 'v1/time-entry', 500, 'Time clock service down');
    await clock.getByRole('button', { name: 'Clock out' }).click();
    await expect(clock.getByText('Not sent', { exact: true })).toBeVisible();
    await expect(clock.getByText('Time clock service down')).toBeVisible();

    await page.reload();
    await expect(clock.getByText(/^Clocked out at /)).toBeVisible();
    // The reload sends the kept clock-out again (the failure was on the old page's mock only).
    await expect(clock.getByText('Sent', { exact: true })).toBeVisible();

    await clockIn(page);
    const again = await mockApi(page);
    await again.fail('post', 'v1/time-entry', 500, 'Time clock service down', true);
    await clock.getByRole('button', { name: 'Clock out' }).click();
    await expect(clock.getByText('Not sent', { exact: true })).toBeVisible();
    await clock.getByRole('button', { name: 'Retry' }).click();
    await expect(clock.getByText('Sent', { exact: true })).toBeVisible();
    await expect(clock.getByText('Not sent', { exact: true })).toHaveCount(0);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('row').filter({ hasText: 'Web' })).toHaveCount(2);
  });

  test('the page passes axe in light and dark', async ({ page }) => {
    await signIn(page, 'staff', '/time-entry/form');
    await clockIn(page);
    await expect(page.getByRole('region', { name: 'History' }).getByRole('table')).toBeVisible();
    await expectAccessible(page);
    await setTheme(page, 'dark');
    await expect(page.getByRole('region', { name: 'Time clock' })).toBeVisible();
    await expectAccessible(page);
  });

  test('three same-task clicks on Clock in make one entry, and the person can clock out', async ({ page }) => {
    await signIn(page, 'staff', '/time-entry/form');
    const clock = page.getByRole('region', { name: 'Time clock' });
    await clockInTriple(page);
    await expect(clock.getByText('Sent', { exact: true })).toBeVisible();
    expect(await postsOfTimeEntries(page)).toBe(1);
    await tripleClick(clock.getByRole('button', { name: 'Start break' }));
    await expect(clock.getByText(/^On break since /)).toBeVisible();
    await clock.getByRole('button', { name: 'Clock out' }).click();
    await expect(clock.getByText(/^Clocked out at /)).toBeVisible();
    await expect(clock.getByText('Sent', { exact: true })).toBeVisible();
    const rows = page.getByRole('region', { name: 'History' }).getByRole('row').filter({ hasText: 'Web' });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Submitted');
  });

  test('a clock-in whose answer is lost is sent again by Retry and still makes one entry', async ({ page }) => {
    await signIn(page, 'staff', '/time-entry/form');
    const clock = page.getByRole('region', { name: 'Time clock' });
    // The server takes the next POST and creates the entry; its answer never arrives.
    await page.evaluate(() => {
      const original = window.fetch.bind(window);
      let lost = false;
      window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await original(input, init);
        const request = input instanceof Request ? input : null;
        const url: string = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
        const method = init?.method ?? request?.method ?? 'GET';
        if (!lost && method === 'POST' && url.endsWith('/v1/time-entry')) {
          lost = true;
          throw new TypeError('Failed to fetch');
        }
        return response;
      };
    });
    await clockInTriple(page);
    await expect(clock.getByText('Not sent', { exact: true })).toBeVisible();
    await clock.getByRole('button', { name: 'Retry' }).click();
    await expect(clock.getByText('Sent', { exact: true })).toBeVisible();
    const rows = page.getByRole('region', { name: 'History' }).getByRole('row').filter({ hasText: 'Web' });
    await expect(rows).toHaveCount(1);
    await clock.getByRole('button', { name: 'Clock out' }).click();
    await expect(clock.getByText(/^Clocked out at /)).toBeVisible();
    await expect(clock.getByText('Sent', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'History' }).getByRole('row').filter({ hasText: 'Web' })).toHaveCount(1);
  });

  test('two tabs share the clock: one entry, and the person clocks out', async ({ page, context }) => {
    await signIn(page, 'staff', '/time-entry/form');
    const second = await context.newPage();
    // The second tab reads the flow's clock too (TEST_NOW): a clock-out on the wall clock's day would end days after the clock-in.
    await second.addInitScript(installClock, clockStart());
    await second.goto('/time-entry/form');
    const clockA = page.getByRole('region', { name: 'Time clock' });
    const clockB = second.getByRole('region', { name: 'Time clock' });
    await expect(clockB.getByRole('button', { name: 'Clock in', exact: true })).toBeVisible();

    await clockInTriple(page);
    await expect(clockA.getByText('Sent', { exact: true })).toBeVisible();
    // The other tab follows without a reload: no second Clock in on offer.
    await expect(clockB.getByText(/^Clocked in at /)).toBeVisible();
    await expect(clockB.getByRole('button', { name: 'Clock in', exact: true })).toHaveCount(0);
    await expect(clockB.getByRole('button', { name: 'Clock out' })).toBeVisible();

    // The person clocks out in the other tab (the demo's tabs share one database: issue #29).
    await clockB.getByRole('button', { name: 'Clock out' }).click();
    await expect(clockB.getByText('Sent', { exact: true })).toBeVisible();
    await expect(clockA.getByText(/^Clocked out at /)).toBeVisible();
    await expect(clockA.getByRole('button', { name: 'Clock in', exact: true })).toBeVisible();
    await second.close();
    await page.reload();
    const rows = page.getByRole('region', { name: 'History' }).getByRole('row').filter({ hasText: 'Web' });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Submitted');
  });

  test('a punch made offline is kept and sent by itself when the connection returns', async ({ page, context }) => {
    await signIn(page, 'staff', '/time-entry/form');
    const clock = page.getByRole('region', { name: 'Time clock' });
    // The page and its history are loaded before the connection goes (code chunks too).
    await expect(clock.getByRole('button', { name: 'Clock in', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' }).getByRole('status')).toBeVisible();
    await context.setOffline(true);
    await clockInTriple(page);
    await expect(clock.getByText('You are offline. The punch is kept and sent when the connection returns.')).toBeVisible();
    await context.setOffline(false);
    await expect(clock.getByText('Sent', { exact: true })).toBeVisible();
    const rows = page.getByRole('region', { name: 'History' }).getByRole('row').filter({ hasText: 'Web' });
    await expect(rows).toHaveCount(1);
  });

  test('the timesheet review passes axe in light and dark, with its correction dialog', async ({ page }) => {
    // The last seven days: the seed has entries there.
    const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    await signIn(page, 'manager', `/time-entry/review?startDate=${dayAgo(7)}&endDate=${dayAgo(1)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Timesheet review' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Time entries to review' });
    await expect(table).toBeVisible();
    await expectAccessible(page);
    await setTheme(page, 'dark');
    await expect(page.getByRole('heading', { level: 1, name: 'Timesheet review' })).toBeVisible();
    await expectAccessible(page);
    await table
      .getByRole('button', { name: /^Correct / })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByLabel('End', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});
