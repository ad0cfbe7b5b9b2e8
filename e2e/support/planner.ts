import type { Locator, Page } from '@playwright/test';
import { expect, signIn } from './fixtures';

/** Helpers of the shift planner's flows (e2e/shifts.spec.ts, e2e/shift-generation.spec.ts). */

/** Where the demo server reads the generation scenario to play (mocks/handlers/shiftGeneration.ts). */
export const SCENARIO_KEY = 'storeops.mock.shiftScenario';

export async function openPlanner(page: Page) {
  await signIn(page, 'manager', '/shifts');
  await expect(page.getByRole('heading', { level: 1, name: 'Shift planning' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: 'Person' })).toBeVisible();
}

/** Goes to the next week and waits until the grid shows its days. */
export async function toNextWeek(page: Page) {
  const firstDay = page.getByRole('columnheader').nth(1);
  const shown = (await firstDay.textContent()) ?? '';
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(firstDay).not.toHaveText(shown);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** Drags with the mouse (dnd-kit starts after 6 px), optionally holding a key while dropping. */
export async function dragTo(page: Page, from: Locator, to: Locator, hold?: string) {
  const a = await boxOf(from);
  const b = await boxOf(to);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + 20, a.y + 10, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  // A hand rests over the target before letting go; that pause is when dnd-kit's auto-scroll used to slide the next
  // day under a pointer near the edge, so the flow rests too.
  // eslint-disable-next-line playwright/no-wait-for-timeout -- the defect guarded against is a time spent resting, not a state to await
  await page.waitForTimeout(400);
  if (hold) await page.keyboard.down(hold);
  await page.mouse.up();
  if (hold) await page.keyboard.up(hold);
}

/** Presses a move key on the focused card and waits for the save: the planner takes one move at a time (a key pressed during a save is ignored). */
export async function keyMove(page: Page, key: string) {
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/v1/shift') && r.request().method() !== 'GET');
  await page.keyboard.press(key);
  await saved;
}

export async function startGeneration(page: Page) {
  await page.getByRole('button', { name: 'Generate shifts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate shifts' });
  await expect(dialog.getByText('The generator reads')).toBeVisible();
  await dialog.getByRole('button', { name: 'Start generation' }).click();
  return dialog;
}
