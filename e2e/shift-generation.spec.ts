import type { Page } from '@playwright/test';
import { expect, expectAccessible, mockApi, setTheme, signIn, test, visit, ACCOUNTS, DEMO_PASSWORD } from './support/fixtures';
import { openPlanner, SCENARIO_KEY, startGeneration } from './support/planner';

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
      const login = await fetch('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const res = await fetch(`/api/${url}`, { headers: { Authorization: `Bearer ${accessToken}` } });
      return (await res.json()) as T;
    },
    [ACCOUNTS[role], DEMO_PASSWORD, path] as const,
  );
}

const BERLIN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
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
    (e) =>
      e.date === from.day && e.kind === 'time_off' && (e.allDay || (minutes(e.start ?? '') < end && minutes(e.end ?? '') > from.minutes)),
  );
  if (away) return false;
  const day = version.weekly.filter((r) => r.weekday === from.weekday);
  const inside = day.some((r) => r.kind !== 'unavailable' && minutes(r.start) <= from.minutes && minutes(r.end) >= end);
  const blocked = day.some((r) => r.kind === 'unavailable' && minutes(r.start) < end && minutes(r.end) > from.minutes);
  const extra = version.exceptions.some(
    (e) =>
      e.date === from.day &&
      e.kind === 'extra_availability' &&
      (e.allDay || (minutes(e.start ?? '') <= from.minutes && minutes(e.end ?? '') >= end)),
  );
  return (inside && !blocked) || extra;
}

test.describe('shift planning', () => {
  test.slow();
  // At the projects' 1280 px the week scrolls sideways and Saturday touches the grid's right edge, where dnd-kit
  // auto-scrolls (a `test.use({ viewport })` here has no effect: the fixtures build the context from the project).

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
    const puts = async () =>
      (await mock.requests()).filter((r) => r.method === 'PUT' && new URL(r.url).pathname.endsWith('/v1/shift')).length;
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
});
