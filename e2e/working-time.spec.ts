import { expect, expectAccessible, setTheme, test } from './support/fixtures';
import { openPlanner, toNextWeek } from './support/planner';
import type { Page } from '@playwright/test';

/**
 * Issue #44 on the demo: the working-time law where the plan is made. Figures worked out by hand:
 * 15:00–23:00 then 08:00 is 9 h of rest (ArbZG §5: 11 h); 09:00–16:00 without a break is 7 h of
 * work (§4: 30 min above 6 h); Mara Weber is 17 in the demo and the Berlin café is in hospitality,
 * so she may work until 22:00 (JArbSchG §14(2)), not 22:30.
 */
async function plan(page: Page, person: string, dayIndex: number, start: string, end: string, pause: string) {
  await page
    .getByRole('button', { name: new RegExp(`^Add shift for ${person} on`) })
    .nth(dayIndex)
    .click();
  const panel = page.getByRole('dialog', { name: 'New shift' });
  await panel.getByLabel('Role').fill('service');
  await panel.getByLabel('Start').fill(start);
  await panel.getByLabel('End').fill(end);
  await panel.getByLabel('Break (minutes)').fill(pause);
  await panel.getByRole('button', { name: 'Create shift' }).click();
  await expect(panel).toBeHidden();
}

test.describe('working-time law', () => {
  test.slow();

  test('the planner and the publish review flag the law; publishing anyway records a reason shown on the shift', async ({ page }) => {
    await openPlanner(page);
    await toNextWeek(page);

    await plan(page, 'Lena Becker', 0, '15:00', '23:00', '30');
    // Before saving, the panel already says what the opening shift would break.
    await page
      .getByRole('button', { name: /^Add shift for Lena Becker on/ })
      .nth(1)
      .click();
    const panel = page.getByRole('dialog', { name: 'New shift' });
    await panel.getByLabel('Role').fill('service');
    await panel.getByLabel('Start').fill('08:00');
    await panel.getByLabel('End').fill('16:00');
    await panel.getByLabel('Break (minutes)').fill('30');
    await expect(panel.getByRole('status')).toContainText('ArbZG §5: Rest 9 h < 11 h before 08:00');
    await panel.getByRole('button', { name: 'Create shift' }).click();
    await expect(panel).toBeHidden();
    await plan(page, 'Jonas Richter', 0, '09:00', '16:00', '0');
    await plan(page, 'Mara Weber', 1, '16:00', '22:30', '30');

    const rest = page.getByRole('button', { name: /ArbZG §5: Rest 9 h < 11 h before 08:00/ });
    await expect(rest).toHaveCount(2);
    await expect(page.getByRole('button', { name: /ArbZG §4: Break 0 min < 30 min for 7 h worked/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /JArbSchG §14: Minor working until 22:30, allowed until 22:00/ })).toHaveCount(1);
    for (const theme of ['dark', 'light'] as const) {
      await setTheme(page, theme);
      await expectAccessible(page);
    }

    await page.getByRole('button', { name: /Publish week/ }).click();
    const review = page.getByRole('dialog', { name: 'Publish this week?' });
    await expect(review.getByRole('region', { name: 'ArbZG §5: 2' })).toContainText('Lena Becker');
    await expect(review.getByRole('region', { name: 'ArbZG §4: 1' })).toContainText('Jonas Richter');
    await expect(review.getByRole('region', { name: 'JArbSchG §14: 1' })).toContainText('Mara Weber');
    await review.getByRole('button', { name: 'Publish anyway' }).click();
    await expect(review.getByText('Give a reason for publishing despite the working-time law.')).toBeVisible();
    await review.getByLabel('Reason for publishing anyway').fill('Stocktaking night, agreed with the team');
    await review.getByRole('button', { name: 'Publish anyway' }).click();
    await expect(review).toBeHidden();
    await expect(page.getByText('Publish week: done')).toBeVisible();

    await rest.first().click();
    const editing = page.getByRole('dialog', { name: 'Edit shift' });
    await expect(editing.getByTestId('law-override')).toContainText(
      /Published despite the working-time law by Marco Manager, .+: Stocktaking night, agreed with the team/,
    );
  });
});
