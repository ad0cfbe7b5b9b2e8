import { expect, expectAccessible, mockApi, setTheme, signIn, test, visit, ACCOUNTS, DEMO_PASSWORD } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';

const SCENARIO_KEY = 'storeops.mock.shiftScenario';

interface ApiShift {
  id: string;
  userId: string;
  start: string;
  end: string;
  status?: string;
  generationJobId?: string;
}
interface ApiVersion {
  weekly: { weekday: number; start: string; end: string; kind: string }[];
  exceptions: { date: string; allDay: boolean; start?: string; end?: string; kind: string }[];
}
type ApiNotes = ApiVersion & { userId: string; status?: string; approved?: ApiVersion | null };

/** A call to the demo API as one of the demo accounts (signed in afresh through the API), from inside the page. */
async function api<T>(page: Page, role: keyof typeof ACCOUNTS, path: string): Promise<T> {
  return page.evaluate(
    async ([email, password, url]) => {
      const login = await fetch('/api/v1/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const res = await fetch(`/api/${url}`, { headers: { Authorization: `Bearer ${accessToken}` } });
      return (await res.json()) as T;
    },
    [ACCOUNTS[role], DEMO_PASSWORD, path] as const,
  );
}

const BERLIN = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** An instant's Berlin day and wall time. */
function berlin(instant: string): { day: string; time: string; minutes: number; weekday: number } {
  const parts = Object.fromEntries(BERLIN.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  return { day, time, minutes: Number(parts.hour) * 60 + Number(parts.minute), weekday: new Date(`${day}T12:00:00Z`).getUTCDay() };
}
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const mondayOf = (day: string) => plusDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));

/** A shift against its assignee's approved version (a person without one has given no restriction). */
function fitsApproved(notes: readonly ApiNotes[], shift: ApiShift): boolean {
  const person = notes.find((n) => n.userId === shift.userId);
  const version = person ? (person.approved ?? (person.status === 'approved' ? person : null)) : null;
  return version === null || fits(version, shift);
}

/** Whether a shift lies inside one approved available (or preferred) range of its day, clear of unavailable ranges and time off. */
function fits(version: ApiVersion, shift: ApiShift): boolean {
  const from = berlin(shift.start);
  const to = berlin(shift.end);
  const end = to.day === from.day ? to.minutes : 24 * 60;
  const away = version.exceptions.some(
    (e) => e.date === from.day && e.kind === 'time_off' && (e.allDay || (minutes(e.start ?? '') < end && minutes(e.end ?? '') > from.minutes)),
  );
  if (away) return false;
  const day = version.weekly.filter((r) => r.weekday === from.weekday);
  const inside = day.some((r) => r.kind !== 'unavailable' && minutes(r.start) <= from.minutes && minutes(r.end) >= end);
  const blocked = day.some((r) => r.kind === 'unavailable' && minutes(r.start) < end && minutes(r.end) > from.minutes);
  const extra = version.exceptions.some(
    (e) => e.date === from.day && e.kind === 'extra_availability' && (e.allDay || (minutes(e.start ?? '') <= from.minutes && minutes(e.end ?? '') >= end)),
  );
  return (inside && !blocked) || extra;
}

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

  test('a week to trust: approved availability, generation inside it, a reviewed publish, staff see only published', async ({ page }) => {
    // The manager approves every pending availability change first.
    await signIn(page, 'manager', '/shift/patch');
    await expect(page.getByRole('heading', { level: 1, name: 'Team availability' })).toBeVisible({ timeout: 30_000 });
    const approve = page.getByRole('list', { name: 'Pending changes' }).getByRole('button', { name: /^Approve change of/ });
    await expect(approve.first()).toBeVisible();
    for (let left = await approve.count(); left > 0; left -= 1) {
      await approve.first().click();
      await expect(approve).toHaveCount(left - 1);
    }

    await visit(page, '/shifts');
    await expect(page.getByRole('heading', { level: 1, name: 'Shift planning' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
    const shown = new URL(page.url()).searchParams.get('date') ?? '';
    const monday = mondayOf(shown);
    const sunday = plusDays(monday, 6);

    // The dialog offers the week on screen; starting never raises the unsaved-changes prompt.
    await page.getByRole('button', { name: 'Generate shifts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate shifts' });
    await expect(dialog.getByLabel('From')).toHaveValue(monday);
    await expect(dialog.getByLabel('To')).toHaveValue(sunday);
    await dialog.getByRole('button', { name: 'Start generation' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const section = page.getByRole('region', { name: /Shift generation/ });
    await expect(section.getByRole('button', { name: /Keep and publish/ })).toBeVisible({ timeout: 30_000 });
    const summary = (await section.getByText(/^Proposal:/).textContent()) ?? '';
    const coverage = Number((/coverage ([\d.,]+)\s?%/.exec(summary)?.[1] ?? 'NaN').replace(',', '.'));
    expect(coverage).toBeGreaterThanOrEqual(0);
    expect(coverage).toBeLessThanOrEqual(100);

    // The proposal stays reviewable after a reload.
    await page.reload();
    await expect(section.getByRole('button', { name: /Keep and publish/ })).toBeVisible({ timeout: 30_000 });

    // Every generated shift lies inside its assignee's approved windows and off their time off, by the API's own answers.
    const week = await api<ApiShift[]>(page, 'manager', `v1/shift/store/store-1?startDate=${monday}&endDate=${sunday}`);
    const notes = await api<ApiNotes[]>(page, 'manager', 'v1/user/store/store-1/shift-notes');
    const generated = week.filter((s) => s.generationJobId && s.status === 'draft');
    expect(generated.length).toBeGreaterThan(0);
    expect(generated.filter((shift) => !fitsApproved(notes, shift)).map((s) => `${s.userId} ${s.start}–${s.end}`)).toEqual([]);

    // Publish week shows its review before anything is sent; Review first sends nothing.
    const mock = await mockApi(page);
    const puts = async () => (await mock.requests()).filter((r) => r.method === 'PUT' && new URL(r.url).pathname.endsWith('/v1/shift')).length;
    const before = await puts();
    await page.getByRole('button', { name: /^Publish week \(\d+\)$/ }).click();
    const review = page.getByRole('dialog', { name: 'Publish this week?' });
    await expect(review.getByText(/\d+ shifts? to publish/)).toBeVisible();
    await expect(review.getByRole('heading', { name: /^(No conflicts|\d+ conflicts?)$/ })).toBeVisible();
    await review.getByRole('button', { name: 'Review first' }).click();
    await expect(review).toBeHidden();
    expect(await puts()).toBe(before);

    await page.getByRole('button', { name: /^Publish week \(\d+\)$/ }).click();
    await review.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Publish week (0)' })).toBeDisabled({ timeout: 30_000 });
    const published = (await api<ApiShift[]>(page, 'manager', `v1/shift/store/store-1?startDate=${monday}&endDate=${sunday}`)).filter(
      (s) => s.userId === 'user-staff' && s.status === 'published',
    );

    // Staff: My shifts shows the published shifts; the server never answers them a draft.
    await signIn(page, 'staff', '/shifts');
    await expect(page.getByRole('heading', { level: 1, name: 'My shifts' })).toBeVisible({ timeout: 30_000 });
    const next = page.getByRole('list', { name: 'Your next shifts' });
    for (const s of published) await expect(next.getByText(`${berlin(s.start).time}–${berlin(s.end).time}`).first()).toBeVisible();
    const seen = await api<ApiShift[]>(page, 'staff', `v1/shift/store/store-1?startDate=${monday}&endDate=${sunday}`);
    expect(seen.filter((s) => s.status === 'draft')).toEqual([]);
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await expect(page.getByRole('heading', { level: 1, name: 'My shifts' })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('a staffing window on a closed day is refused at the field', async ({ page }) => {
    await signIn(page, 'owner', '/store/shifts?storeId=store-1');
    await expect(page.getByText('Closed: the shift generator never staffs this day, and a window here cannot be saved.')).toBeVisible({ timeout: 30_000 });
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
    await page.getByRole('button', { name: /^Add shift for Sam Staff on/ }).nth(1).click();
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
    await expect(page.getByText(`cook 08:00–10:00 of Sam Staff, ${(await page.getByRole('columnheader').nth(2).textContent()) ?? ''} was dropped on Sam Staff, ${day}.`)).toBeAttached();
    await expect(page.getByTestId('move-announcement')).toHaveText(`cook 08:00–10:00 moved to Sam Staff, ${day}.`);
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
