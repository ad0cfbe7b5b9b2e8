import { expect, expectAccessible, setTheme, signIn, test } from './support/fixtures';
import { dragTo, keyMove, openPlanner } from './support/planner';

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

  test('a staffing window on a closed day is refused at the field', async ({ page }) => {
    await signIn(page, 'owner', '/store/shifts?storeId=store-1');
    await expect(page.getByText('Closed: the shift generator never staffs this day, and a window here cannot be saved.')).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Add window on Sunday' }).click();
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText('The store is closed on this day: remove the window or open the day.')).toBeVisible();
  });

  test('a drop is announced with the person, the day and the times', async ({ page }) => {
    await openPlanner(page);
    // The grid shows the next week before "+ Add" is pressed (an early press hit the old week).
    const firstDay = page.getByRole('columnheader').nth(1);
    const thisWeek = (await firstDay.textContent()) ?? '';
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(firstDay).not.toHaveText(thisWeek);
    await page
      .getByRole('button', { name: /^Add shift for Sam Staff on/ })
      .nth(1)
      .click();
    const panel = page.getByRole('dialog', { name: 'New shift' });
    await panel.getByLabel('Role').fill('cook');
    await panel.getByLabel('Start').fill('08:00');
    await panel.getByLabel('End').fill('10:00');
    await panel.getByRole('button', { name: 'Create shift' }).click();
    await expect(panel).toBeHidden();
    const card = page.getByRole('button', { name: /^cook, 08:00–10:00, draft/ });
    const wednesday = page.getByRole('cell', { name: /^Sam Staff, Wed/ });
    await dragTo(page, card, wednesday);
    await expect(wednesday.getByRole('button', { name: /^cook, 08:00–10:00, draft/ })).toBeVisible();
    const day = (await page.getByRole('columnheader').nth(3).textContent()) ?? '';
    await expect(
      page.getByText(
        `cook 08:00–10:00 of Sam Staff, ${(await page.getByRole('columnheader').nth(2).textContent()) ?? ''} was dropped on Sam Staff, ${day}.`,
      ),
    ).toBeAttached();
    await expect(page.getByTestId('move-announcement')).toHaveText(`cook 08:00–10:00 moved to Sam Staff, ${day}.`);
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
