import { expect, expectAccessible, setTheme, signIn, test } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';

const SCENARIO_KEY = 'storeops.mock.shiftScenario';

async function openPlanner(page: Page) {
  await signIn(page, 'manager', '/shifts');
  await expect(page.getByRole('heading', { level: 1, name: 'Shift planning' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: 'Person' })).toBeVisible();
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** Drags with the mouse (dnd-kit starts after 6 px), optionally holding a key while dropping. */
async function dragTo(page: Page, from: Locator, to: Locator, hold?: string) {
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
async function keyMove(page: Page, key: string) {
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/v1/shift') && r.request().method() !== 'GET');
  await page.keyboard.press(key);
  await saved;
}

async function startGeneration(page: Page) {
  await page.getByRole('button', { name: 'Generate shifts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate shifts' });
  await expect(dialog.getByText('The generator reads')).toBeVisible();
  await dialog.getByRole('button', { name: 'Start generation' }).click();
  return dialog;
}

test.describe('shift planning', () => {
  test.slow();
  // At the projects' 1280 px the week scrolls sideways and Saturday touches the grid's right edge, where dnd-kit
  // auto-scrolls (a `test.use({ viewport })` here has no effect: the fixtures build the context from the project).

  test('a manager plans by hand, sees conflicts, moves and copies by keyboard and by drag', async ({ page }) => {
    await openPlanner(page);
    // The grid shows the next week's days (the URL changes first; on a loaded machine an early "+ Add" hit the old week).
    const firstDay = page.getByRole('columnheader').nth(1);
    const thisWeek = (await firstDay.textContent()) ?? '';
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
    await expect(firstDay).not.toHaveText(thisWeek);

    // Sam Staff's approved availability: weekdays 08:00–16:00 (mock shift notes).
    const addFor = page.getByRole('button', { name: /^Add shift for Sam Staff on/ });
    const plan = async (start: string, end: string) => {
      await addFor.nth(1).click();
      const panel = page.getByRole('dialog', { name: 'New shift' });
      await panel.getByLabel('Role').fill('cook');
      await panel.getByLabel('Start').fill(start);
      await panel.getByLabel('End').fill(end);
      await panel.getByLabel('Break (minutes)').fill('0');
      await panel.getByRole('button', { name: 'Create shift' }).click();
      await expect(panel).toBeHidden();
    };
    await plan('08:00', '10:00');
    const first = page.getByRole('button', { name: /^cook, 08:00–10:00, draft/ });
    await expect(first).toHaveAccessibleName(/^cook, 08:00–10:00, draft$/);
    await plan('09:00', '11:00');
    const second = page.getByRole('button', { name: /^cook, 09:00–11:00, draft/ });
    await expect(second).toHaveAccessibleName(/conflict: Overlaps another shift/);
    await expect(first).toHaveAccessibleName(/conflict: Overlaps another shift/);

    // Keyboard: Alt+ArrowRight moves the focused shift to the next day; the overlap is gone.
    await second.focus();
    await keyMove(page, 'Alt+ArrowRight');
    await expect(page.getByRole('button', { name: /^cook, 09:00–11:00, draft$/ })).toBeVisible();
    await expect(first).not.toHaveAccessibleName(/conflict/);
    // The focus stays on the moved card; Alt+Shift+ArrowRight copies it to the day after.
    await expect(second).toBeFocused();
    await keyMove(page, 'Alt+Shift+ArrowRight');
    await expect(second).toHaveCount(2);

    // The copy moves on by keyboard to Saturday, outside Sam's approved availability.
    const friday = page.getByRole('cell', { name: /^Sam Staff, Fri/ });
    const saturday = page.getByRole('cell', { name: /^Sam Staff, Sat/ });
    await second.last().focus();
    await keyMove(page, 'Alt+ArrowRight');
    await expect(friday.getByRole('button', { name: /^cook, 09:00–11:00, draft/ })).toBeFocused();
    await keyMove(page, 'Alt+ArrowRight');
    const weekend = saturday.getByRole('button', { name: /^cook, 09:00–11:00, draft/ });
    await expect(weekend).toHaveAccessibleName(/conflict: Outside approved availability/);
    await expect(second).toHaveCount(2);
    await weekend.click();
    const editing = page.getByRole('dialog', { name: 'Edit shift' });
    await expect(editing.getByText('Outside approved availability')).toBeVisible();
    await editing.getByRole('button', { name: 'Close' }).click();

    // Mouse: Ctrl held while dropping copies Wednesday's shift onto Saturday, near the grid's right
    // edge (the auto-scroll must not slide Sunday under the pointer); the original stays.
    const wednesday = page.getByRole('cell', { name: /^Sam Staff, Wed/ });
    const original = wednesday.getByRole('button', { name: /^cook, 09:00–11:00, draft/ });
    await dragTo(page, original, saturday, 'Control');
    await expect(saturday.getByRole('button', { name: /^cook, 09:00–11:00, draft/ })).toHaveCount(2);
    await expect(original).toHaveCount(1);
    await expect(second).toHaveCount(3);
    await expect(page.getByRole('cell', { name: /^Sam Staff, Sun/ }).getByRole('button', { name: /^cook, 09:00–11:00/ })).toHaveCount(0);

    // Drag: the first shift onto the open shifts row, same day (a move: Sam's cell loses it).
    const openRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Open shifts/ }) });
    await dragTo(page, first, openRow.getByRole('cell').nth(1));
    await expect(openRow.getByRole('button', { name: /^cook, 08:00–10:00, draft/ })).toBeVisible();
    await expect(first).toHaveCount(1);

    // Edit and delete in the side panel.
    await openRow.getByRole('button', { name: /^cook, 08:00–10:00/ }).click();
    const panel = page.getByRole('dialog', { name: 'Edit shift' });
    await panel.getByRole('button', { name: 'Delete' }).click();
    await panel.getByRole('button', { name: 'Confirm delete' }).click();
    await expect(openRow.getByRole('button', { name: /^cook, 08:00–10:00/ })).toHaveCount(0);
  });

  test('generate next week: progress, proposal with unfilled slots, keep publishes it', async ({ page }) => {
    await openPlanner(page);
    await startGeneration(page);
    const section = page.getByRole('region', { name: /Shift generation/ });
    await expect(section.getByText(/Generating shifts…/)).toBeVisible();
    // Leaving and coming back keeps the job.
    await page.goto('/suppliers');
    await page.goBack();
    await expect(section.getByRole('button', { name: 'Keep and publish' })).toBeVisible({ timeout: 20_000 });
    await expect(section.getByRole('list', { name: 'Unfilled slots' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /, draft, generated/ }).first()).toBeVisible();
    await section.getByRole('button', { name: 'Keep and publish' }).click();
    await expect(section).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /, draft/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /, published/ }).first()).toBeVisible();
  });

  test('each failure of the generation shows its message', async ({ page }) => {
    await openPlanner(page);
    const cases: [string, string | RegExp][] = [
      ['fail', 'The scheduler could not read the staffing requirements.'],
      ['cancel', 'cancelled'],
      ['noResultRef', 'Job succeeded but no resultRef provided'],
    ];
    for (const [scenario, message] of cases) {
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SCENARIO_KEY, scenario] as const);
      await startGeneration(page);
      const section = page.getByRole('region', { name: /Shift generation/ });
      await expect(section.getByText(message, { exact: true })).toBeVisible({ timeout: 20_000 });
      await section.getByRole('button', { name: 'Dismiss' }).click();
    }
    await page.evaluate(([k]) => localStorage.setItem(k, 'noJobId'), [SCENARIO_KEY] as const);
    const dialog = await startGeneration(page);
    await expect(dialog.getByText('No jobId returned when starting shift generation')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('a job that never ends times out after 60 s', async ({ page }) => {
    await page.clock.install();
    await openPlanner(page);
    await page.evaluate(([k]) => localStorage.setItem(k, 'never'), [SCENARIO_KEY] as const);
    await startGeneration(page);
    const section = page.getByRole('region', { name: /Shift generation/ });
    await expect(section.getByText(/Generating shifts…/)).toBeVisible();
    await page.clock.fastForward('01:02');
    await expect(section.getByText('Shift generation timed out. Please try again later.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Check again' })).toBeVisible();
  });

  test('the planner passes axe in light and dark; a narrow screen opens on the day, with a list view', async ({ page }) => {
    await openPlanner(page);
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await expect(page.getByRole('columnheader', { name: 'Person' })).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page);
    }
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/shifts');
    await expect(page.getByRole('button', { name: 'Day', exact: true, pressed: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('columnheader', { name: 'Person' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /\d/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByRole('region', { name: /\d/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByRole('region', { name: /\d/ })).toHaveCount(7);
    // The shell's brand link has no text at this width (a layout defect outside the planner, reported).
    await expectAccessible(page, { exclude: ['.so-brand'] });
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page.getByRole('columnheader', { name: 'Person' })).toBeVisible();
  });
});
